"""Game setup: number of players, each seat human or AI (with its level) and named, the variant,
the game's options and an optional seed.

In its host mode (Play online -> Host a table) a seat is a person at this screen, a friend online or
an AI, there is no seed (the server keeps it secret), and Start makes the table on this computer's
server and shows the invitations."""
from __future__ import annotations

import os

import pygame
import pygame_gui

from labdesk import games
from labdesk.ai.base import LEVELS
from labdesk.ai.ratings import rating
from labdesk.setup_memory import last_choices, remember_choices
from labdesk.i18n import N_, _, pgettext
from labdesk.ui import access, art, gui, theme
from labdesk.ui.boards import make_board, match_from_play
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, level_name, pressed
from labdesk.ui.table.cardsize import floor_px

DEFAULT_NAMES = [N_("Ana"), N_("Boris"), N_("Chen"), N_("Dara"), N_("Emil"), N_("Fen")]
KINDS = {"human": N_("Human"), "ai": N_("AI")}  # a seat's kind -> its label in the drop-down
ONLINE_KINDS = {"human": N_("At this screen"), "remote": N_("Friend online"), "ai": N_("AI")}


TOGGLE_W, TOGGLE_H = 84, 40  # a yes/no option's button; its description fills the row to its left


def _dropdown(scene, options, start, rect):
    """A drop-down of ``options``: plain strings, or (label, id) pairs shown by label and read by id."""
    start = next((o for o in options if o == start or (isinstance(o, tuple) and o[1] == start)), start)
    return pygame_gui.elements.UIDropDownMenu(options, start, pygame.Rect(rect), manager=scene.app.manager,
                                              container=scene.ui)


def rated_level_name(game_id: str, level: str) -> str:
    """A level as the drop-down lists it: its name and, where the ladder rated it, its Elo."""
    elo = rating(game_id, level)
    if elo is None:
        return level_name(level)
    return pgettext("an AI level with its ladder rating", "{level} · {elo}").format(level=level_name(level), elo=elo)


LEVEL_ARROW = 32  # the drop-down's arrow button and its border


def level_width(labels: list[str]) -> int:
    """The AI level's drop-down: 200 px, or as wide as its longest label (a level with its rating,
    "средний · 1500") needs at the floor of the text size, at most the column's 300."""
    words = theme.font(floor_px(20))
    return min(300, max(200, max(words.size(label)[0] for label in labels) + 2 * gui.ROOM + LEVEL_ARROW))


def _choice(dropdown) -> str:
    """The chosen option's id (its text when the options are plain strings)."""
    option = dropdown.selected_option
    return option[1] if isinstance(option, tuple) else option


# the labels of the options shown with a drop-down (a yes/no option shows its description instead)
OPTION_LABELS = {"games": N_("Games"), "penalty": N_("Penalty"), "robot": N_("Robot")}


def option_label(name: str) -> str:
    """An option's name as a label: "extra_cards" -> "Extra cards", in the app's language."""
    label = _(OPTION_LABELS.get(name, name.replace("_", " ")))
    return label[:1].upper() + label[1:]


# the left column under the game's picture: at a larger text size, where the options shown leave
# room at its foot, the column slides down and the picture grows (up to its height at 100 %)
LEFT_BLOCK = ("pitch", "variant_label", "variant", "variant_desc", "options")
ART_MOST = 150


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str, online: bool = False):
        super().__init__(app)
        self.game_id = game_id
        self.online = online
        self.hosting = None  # the worker making the table (host mode)
        self.spec = games.rules(game_id).spec
        self.last = last_choices(game_id) or {}  # what this game was last started with: the form starts there
        self.make_widgets()

    def make_widgets(self) -> None:
        """Every field of the form (a language switch starts the form over, in the new language; a change of
        text size too, on the form's layout for that size)."""
        self.lay = layout("setup")
        app, lay = self.app, self.lay
        counts = [str(n) for n in self.spec.players]
        start_count = str(self.last.get("players"))
        if start_count not in counts:
            start_count = "2" if "2" in counts else counts[0]
        last_seats = self.last.get("seats", [])
        self.count = _dropdown(self, counts, start_count, lay.rect("count"))
        self.variant = None
        self.variant_choices: list[str] = []
        self.seats = []
        for i in range(max(self.spec.players)):
            row = lay.rect(f"seat_{i}") if lay.has(f"seat_{i}") else None
            if row is None:
                break
            name = pygame_gui.elements.UITextEntryLine(pygame.Rect(row.x + 60, row.y + 4, 300, 44),
                                                       manager=app.manager, container=self.ui)
            last = last_seats[i] if i < len(last_seats) else {}
            name.set_text(last.get("name") or _(DEFAULT_NAMES[i]))
            name.set_text_length_limit(16)
            kinds = ONLINE_KINDS if self.online else KINDS
            first_kind = "human" if i == 0 else ("remote" if self.online else "ai")
            kind = _dropdown(self, [(_(label), kind) for kind, label in kinds.items()],
                             first_kind if self.online else last.get("kind") or first_kind,
                             (row.x + 380, row.y + 4, 180, 44))
            levels = [(rated_level_name(self.game_id, lvl), lvl) for lvl in LEVELS]
            level = _dropdown(self, levels, last.get("level") or "medium",
                              (row.x + 580, row.y + 4, level_width([label for label, _lvl in levels]), 44))
            self.seats.append({"row": row, "name": name, "kind": kind, "level": level})
        self.options: dict[str, dict] = {}  # name -> {option, default, value, choices, widget, notes}
        self._make_options()
        self.seed = pygame_gui.elements.UITextEntryLine(lay.rect("seed"), manager=app.manager, container=self.ui)
        self.seed.set_allowed_characters("numbers")
        self.seed.set_text_length_limit(9)
        if self.online:
            self.seed.hide()  # an online table's deal is the server's secret
        self.back = button(self, lay.rect("back"), _("Back"))
        self.rules_btn = button(self, lay.rect("rules"), _("Rules"))
        self.start = button(self, lay.rect("start"), _("Host the table") if self.online else _("Start game"),
                            "@primary_button")
        self.error = ""
        self.drop = 0  # how far the left column slides down to give the picture room
        self._apply_count()

    # --- widgets -------------------------------------------------------------------------------------
    def players(self) -> int:
        return int(_choice(self.count))

    def _make_variant(self, players: int) -> None:
        """The variant drop-down lists only what this player count may play (rebuilt on a change)."""
        choices = self.spec.variants_at(players)
        if choices == self.variant_choices:
            return
        current = _choice(self.variant) if self.variant is not None else self.last.get("variant")
        if self.variant is not None:
            self.variant.kill()
            self.variant = None
        self.variant_choices = choices
        if not choices:
            return
        self.variant = _dropdown(self, [(_(name), name) for name in choices],
                                 current if current in choices else choices[0], self.block("variant"))
        if len(choices) == 1:
            self.variant.disable()  # chosen for you at this player count

    def _make_options(self) -> None:
        area = self.lay.rect("options")
        shown = self.spec.options[:4]
        # the descriptions at the player's text size where the column holds them all, else a size less
        self.option_px = next((px for px in range(access.scaled(16), 16, -1)
                               if self._options_height(shown, px) <= area.height), 16)
        for option in shown:
            default, description = option.default, _(option.description)
            last = self.last.get("options", {}).get(option.name, default)
            value = last if type(last) is type(default) and last in option.choices else default
            entry = {"option": option, "default": default, "value": value,
                     "choices": [str(c) for c in option.choices],
                     "notes": self._notes(option, self.option_px)}
            if isinstance(default, bool):
                # a yes/no toggle at the right of its description: the name alone ("Alternate 1")
                # did not say what the option does
                entry["widget"] = button(self, (area.right - TOGGLE_W, area.y, TOGGLE_W, TOGGLE_H), "",
                                         tip=description)
            else:
                entry["widget"] = _dropdown(self, [(_(c), c) for c in entry["choices"]], str(value),
                                            (area.x + 200, area.y, area.width - 200, 44))
            self.options[option.name] = entry
            if isinstance(default, bool):
                self._label_toggle(option.name)

    def _notes(self, option, px: int) -> list[str]:
        area = self.lay.rect("options")
        width = area.width - TOGGLE_W - 12 if isinstance(option.default, bool) else area.width
        return theme.wrap(_(option.description), width, px, max_lines=3 if isinstance(option.default, bool) else 2)

    def _options_height(self, options, px: int) -> int:
        """The options' column at description size ``px``, as ``_layout_options`` stacks them."""
        step = round(px * 22 / 16)
        height = max(34, theme.font(round(20 * px / 16), True).get_linesize() + 8)
        for option in options:
            notes = len(self._notes(option, px))
            height += max(TOGGLE_H, step * notes) + 8 if isinstance(option.default, bool) else 52 + step * notes
        return height

    def _visible_options(self) -> list[str]:
        return [option.name for option in self.spec.options_at(self.players()) if option.name in self.options]

    def _layout_options(self) -> None:
        """Stack the options that apply at this player count (a solo-only option hides at 2+)."""
        area = self.block("options")
        visible = self._visible_options()
        px = self.option_px
        step = round(px * 22 / 16)
        y = area.y + max(34, theme.font(round(20 * px / 16), True).get_linesize() + 8)
        for name, entry in self.options.items():
            widget = entry["widget"]
            if name not in visible:
                widget.hide()
                continue
            widget.show()
            x = area.right - TOGGLE_W if isinstance(entry["default"], bool) else area.x + 200
            widget.set_relative_position((x, y))
            if isinstance(entry["default"], bool):
                y += max(TOGGLE_H, step * len(entry["notes"])) + 8
            else:
                y += 52 + step * len(entry["notes"])  # room for the description under the field

    def _label_toggle(self, name: str) -> None:
        value = self.options[name]["value"]
        self.options[name]["widget"].set_text(_("yes") if value else _("no"))

    def block(self, name: str) -> pygame.Rect:
        """A rectangle of the layout, the left column's slid down by ``drop`` (its options' area
        keeps its foot)."""
        rect = self.lay.rect(name)
        if name not in LEFT_BLOCK:
            return rect
        if name == "options":
            return pygame.Rect(rect.x, rect.y + self.drop, rect.width, rect.height - self.drop)
        return rect.move(0, self.drop)

    def _art_drop(self) -> int:
        """How far the left column can slide down: the room the options shown leave at its foot, up
        to what brings the picture back to its height at 100 %."""
        visible = [self.options[name]["option"] for name in self._visible_options()]
        used = self._options_height(visible, self.option_px) if visible else 0
        spare = self.lay.rect("options").height - used
        return max(0, min(spare, ART_MOST - self.lay.rect("game_art").height))

    def _apply_count(self) -> None:
        n = self.players()
        self.drop = self._art_drop()
        self._make_variant(n)
        if self.variant is not None:
            self.variant.set_relative_position(self.block("variant").topleft)
        self._layout_options()
        for i, seat in enumerate(self.seats):
            visible = i < n
            for key in ("name", "kind", "level"):
                seat[key].show() if visible else seat[key].hide()
            if visible and _choice(seat["kind"]) != "ai":
                seat["level"].hide()

    def on_uncover(self) -> None:
        super().on_uncover()
        self._apply_count()

    # --- reading the form ----------------------------------------------------------------------------
    def read_play(self) -> dict:
        """The chosen game as the ``play`` dict of ``labdesk.ui.app.run`` (raises ValueError)."""
        from labdesk.engine.match import Seat

        n = self.players()
        seats = []
        for seat in self.seats[:n]:
            name = seat["name"].get_text().strip()
            if not name:
                raise ValueError(_("every seat needs a name"))
            kind = _choice(seat["kind"])
            # a friend online is a person to the rules
            seats.append(Seat("ai" if kind == "ai" else "human", name, _choice(seat["level"]) if kind == "ai" else "medium"))
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            raise ValueError(_("two seats have the same name"))
        options: dict = {}
        if self.variant is not None:
            options["variant"] = _choice(self.variant)
        # only options that apply at this count and that the player changed: an untouched option
        # leaves the game its own default (which may depend on the variant)
        for name in self._visible_options():
            entry = self.options[name]
            default = entry["default"]
            value = entry["value"] if isinstance(default, bool) else entry["option"].parse(_choice(entry["widget"]))
            if value != default:
                options[name] = value
        raw_seed = self.seed.get_text().strip()
        seed = int(raw_seed) if raw_seed else int.from_bytes(os.urandom(4), "big") % 1_000_000_000
        play = {"game": self.game_id, "seats": seats, "seed": seed, "options": options}
        if self.online:
            kinds = [_choice(seat["kind"]) for seat in self.seats[:n]]
            play["where"] = ["here" if k == "human" else k for k in kinds]
            del play["seed"]
        return play

    def start_game(self) -> None:
        """Start the chosen game; an unfinished game keeps its own autosave and stays under Continue."""
        if self.online:
            self.host_table()
            return
        try:
            play = self.read_play()
            match = match_from_play(play)
        except Exception as exc:  # noqa: BLE001 - a bad option or a game bug: say so, stay here
            self.error = (str(exc) or type(exc).__name__).splitlines()[0]
            self.app.sound.play("error")
            return
        try:
            remember_choices(self.game_id, play)
        except OSError:
            pass  # a read-only data folder: the next setup starts from the defaults
        self.app.replace(make_board(self.app, match))

    def host_table(self) -> None:
        """Host mode: make the table on this computer's server (on a worker: the server starts and
        answers while the window keeps drawing), then show the invitations."""
        from labdesk.ui import online_play
        from labdesk.ui.worker import TaskWorker

        if self.hosting is not None:
            return
        try:
            play = self.read_play()
        except ValueError as exc:
            self.error = str(exc)
            self.app.sound.play("error")
            return
        self.error = ""
        self.hosting = TaskWorker(lambda _told, _cancelled: online_play.host(play))

    def update(self, dt: float) -> None:
        worker = self.hosting
        if worker is None or not worker.done:
            return
        self.hosting = None
        if worker.error is not None:
            self.error = (str(worker.error) or type(worker.error).__name__).splitlines()[0]
            self.app.sound.play("error")
            return
        from labdesk.ui.scenes.online import HostedScene

        self.app.replace(HostedScene(self.app, worker.result))

    def busy(self) -> bool:
        return self.hosting is not None

    # --- events and drawing ----------------------------------------------------------------------------
    def handle_event(self, event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self.error = ""
            self._apply_count()
            return
        which = pressed(event)
        if which is None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.app.pop()
            return
        for name, entry in self.options.items():
            if which is entry["widget"] and isinstance(entry["default"], bool):
                entry["value"] = not entry["value"]
                self._label_toggle(name)
                return
        if which is self.back:
            self.app.pop()
        elif which is self.rules_btn:
            from labdesk.ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.game_id))
        elif which is self.start:
            self.start_game()

    def note_text(self) -> str:
        """The lines under the seats: who plays where, for this mix of seats, and what the number
        beside a rated AI level means (not while an error needs the room under them)."""
        who = self._who_plays()
        rated = any(_choice(seat["kind"]) == "ai" and rating(self.game_id, _choice(seat["level"])) is not None
                    for seat in self.seats[:self.players()])
        if not rated or self.error:
            return who
        if min(self.spec.players) >= 3:  # the ladder's games are three-seat ones (Lab Chaos): one against two
            return _("{who_plays} The number beside an AI level is its rating: a level 100 higher wins about "
                     "47 % of its games against two of it (a fair share is 33 %).").format(who_plays=who)
        return _("{who_plays} The number beside an AI level is its rating: a level 100 higher wins about "
                 "64 % of its games against it.").format(who_plays=who)

    def _who_plays(self) -> str:
        n = self.players()
        if self.online:
            return _("Each friend online gets an invite code on the next screen; the AI seats play on "
                     "this computer's server.")
        humans = sum(1 for seat in self.seats[:n] if _choice(seat["kind"]) == "human")
        if n == 1:
            return (_("Solo game: the game itself plays your opponent (read its Rules).") if humans else
                    _("Solo game played by an AI seat: watch it play."))
        if humans == 0:
            return _("Only AI seats: watch them play. Esc pauses; Settings changes the speed.")
        if humans == 1:
            return _("You play at this screen; the AI seats take their turns on their own.")
        if self.spec.hidden_information:
            return _("Several human seats share this screen; hands stay private: a hand-off screen "
                     "appears between human turns.")
        return _("Several human seats take turns at this screen.")

    def draw(self, surface) -> None:
        lay = self.lay
        surface.fill(theme.BG)
        title = (_("Host a table: {game}") if self.online else _("New game: {game}")).format(game=_(self.spec.title))
        size = theme.size_to_fit(title, lay.rect("title").width, access.scaled(36), 36, True)
        theme.blit_text(surface, theme.fit(title, lay.rect("title").width, size, True), lay.rect("title").midleft, size,
                        theme.TEXT, True, "midleft")
        # larger words take room from the picture above them, never from the variant below
        art_box, pitch = pygame.Rect(lay.rect("game_art")), self.block("pitch")
        art_box.height += self.drop
        block = theme.fit_block(_(self.spec.pitch), pitch.width, 3 * access.scaled(23), access.scaled(18), 18, 23,
                                lines=3)
        top = min(pitch.y, pitch.bottom - block.height)
        art_height = min(art_box.height, top - 10 - art_box.y)
        if art_height >= 40:  # a sliver of the picture says nothing: the words take its room
            surface.blit(art.tile_art(self.game_id, (art_box.width, art_height)), art_box)
        for i, line in enumerate(block.lines):
            theme.blit_text(surface, line, (pitch.x, top + i * block.step), block.size, theme.TEXT_DIM)
        if self.variant is not None:
            forced = len(self.variant_choices) == 1 and len(self.spec.variants) > 1
            label = _("Variant (set by the player count)") if forced else _("Variant")
            box = self.block("variant_label")
            size = min(theme.size_to_fit(label, box.width, access.scaled(20), 20, True),
                       theme.size_for_height(box.height + 2, access.scaled(20), 20, True))
            theme.blit_text(surface, label, box.bottomleft, size, theme.TEXT, True, "bottomleft")
            desc = _(self.spec.variant(_choice(self.variant)).description)
            box = self.block("variant_desc")
            block = theme.fit_block(desc, box.width, box.height - 6, access.scaled(17), 17, 22)
            for i, line in enumerate(block.lines):
                theme.blit_text(surface, line, (box.x, box.y + 6 + i * block.step), block.size, theme.TEXT_DIM)
        visible = self._visible_options()
        if visible:
            area = self.block("options")
            theme.blit_text(surface, _("Options"), area.topleft, round(20 * self.option_px / 16), theme.TEXT, True)
            for name in visible:
                entry = self.options[name]
                r = entry["widget"].relative_rect
                if isinstance(entry["default"], bool):
                    px = self.option_px
                    step = round(px * 22 / 16)
                    top = r.y + (max(TOGGLE_H, step * len(entry["notes"])) - step * len(entry["notes"])) // 2
                    for k, line in enumerate(entry["notes"]):
                        theme.blit_text(surface, line, (area.x, top + step * k), px, theme.TEXT)
                    continue
                size = theme.size_to_fit(option_label(name), 190, round(18 * self.option_px / 16), 18)
                theme.blit_text(surface, theme.fit(option_label(name), 190, size),
                                (area.x, r.centery), size, theme.TEXT, False, "midleft")
                step = round(self.option_px * 22 / 16)
                for k, line in enumerate(entry["notes"]):
                    theme.blit_text(surface, line, (area.x, r.bottom + 3 + step * k), self.option_px, theme.TEXT_DIM)
        if not self.online:
            seed = _("Seed: empty for a new deal, a number to repeat one")
            size = min(theme.size_to_fit(seed, lay.rect("seed_label").width + 40, access.scaled(18), 18),
                       theme.size_for_height(lay.rect("seed_label").height + 2, access.scaled(18), 18))
            box = lay.rect("seed_label")  # above the seed's field, or (larger text) beside it
            beside = box.height > 36
            theme.blit_text(surface, seed, box.midleft if beside else box.bottomleft, size, theme.TEXT_DIM, False,
                            "midleft" if beside else "bottomleft")
        box = lay.rect("count_label")
        size = theme.size_for_height(box.height + 2, access.scaled(20), 20, True)
        theme.blit_text(surface, _("Players"), box.bottomleft, size, theme.TEXT, True, "bottomleft")
        header = lay.rect("seats_header")
        columns = ((pgettext("the narrow column of seat numbers", "Seat"), 0, 56), (_("Name"), 60, 316),
                   (_("Who plays"), 380, 196), (_("AI level"), 580, 300))
        for label, dx, room in columns:
            size = theme.size_to_fit(label, room, access.scaled(18), 18, True)
            theme.blit_text(surface, theme.fit(label, room, size, True), (header.x + dx, header.bottom), size,
                            theme.TEXT_DIM, True, "bottomleft")
        n = self.players()
        for i, seat in enumerate(self.seats[:n]):
            row = seat["row"]
            theme.blit_text(surface, str(i + 1), (row.x + 12, row.centery), access.scaled(24), theme.TEXT, True,
                            "midleft")
            kind = _choice(seat["kind"])
            if kind != "ai":
                where = _("joins from another computer") if kind == "remote" else _("plays at this screen")
                size = theme.size_to_fit(where, row.right - row.x - 580, access.scaled(17), 17)
                theme.blit_text(surface, where, (row.x + 580, row.centery), size, theme.TEXT_DIM, False, "midleft")
        note = lay.rect("note")
        block = theme.fit_block(self.note_text(), note.width, 3 * access.scaled(22), access.scaled(17), 17, 22)
        for i, line in enumerate(block.lines):
            theme.blit_text(surface, line, (note.x, note.y + i * block.step), block.size, theme.TEXT_DIM)
        below = (note.x, note.y + max(56, block.height + 8))
        if self.error:
            theme.blit_text(surface, _("Cannot start: {reason}").format(reason=self.error), below,
                            access.scaled(20), theme.BAD, True)
        elif self.hosting is not None:
            theme.blit_text(surface, _("Making the table…"), below, access.scaled(20), theme.ACCENT, True)
