"""Game setup: number of players, each seat human or AI (with its level) and named, the variant,
the game's options and an optional seed."""
from __future__ import annotations

import os

import pygame
import pygame_gui

from labdesk import games
from labdesk.ai.base import LEVELS
from labdesk.ui import art, theme
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed

DEFAULT_NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]
KINDS = ["Human", "AI"]


def _dropdown(scene, options, start, rect):
    return pygame_gui.elements.UIDropDownMenu(options, start, pygame.Rect(rect), manager=scene.app.manager,
                                              container=scene.ui)


def _choice(dropdown) -> str:
    option = dropdown.selected_option
    return option[0] if isinstance(option, tuple) else option


class SetupScene(Scene):
    name = "setup"

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.info = games.GAMES[game_id]
        self.rules = games.rules(game_id)
        lay = layout("setup")
        self.lay = lay
        counts = [str(n) for n in self.rules.players]
        start_count = "2" if "2" in counts else counts[0]
        self.count = _dropdown(self, counts, start_count, lay.rect("count"))
        self.variants = list(getattr(self.rules, "variants", {}) or {})
        self.variant = _dropdown(self, self.variants, self.variants[0], lay.rect("variant")) if self.variants else None
        self.seats = []
        for i in range(max(self.rules.players)):
            row = lay.rect(f"seat_{i}") if lay.has(f"seat_{i}") else None
            if row is None:
                break
            name = pygame_gui.elements.UITextEntryLine(pygame.Rect(row.x + 60, row.y + 4, 300, 44),
                                                       manager=app.manager, container=self.ui)
            name.set_text(DEFAULT_NAMES[i])
            name.set_text_length_limit(16)
            kind = _dropdown(self, KINDS, "Human" if i == 0 else "AI", (row.x + 380, row.y + 4, 180, 44))
            level = _dropdown(self, list(LEVELS), "medium", (row.x + 580, row.y + 4, 200, 44))
            self.seats.append({"row": row, "name": name, "kind": kind, "level": level})
        self.option_widgets: dict[str, object] = {}
        self.option_values: dict[str, object] = {}
        self.option_notes: dict[str, list[str]] = {}
        self._make_options()
        self.seed = pygame_gui.elements.UITextEntryLine(lay.rect("seed"), manager=app.manager, container=self.ui)
        self.seed.set_allowed_characters("numbers")
        self.seed.set_text_length_limit(9)
        self.back = button(self, lay.rect("back"), "Back")
        self.rules_btn = button(self, lay.rect("rules"), "Rules")
        self.start = button(self, lay.rect("start"), "Start game", "@primary_button")
        self.error = ""
        self._apply_count()

    # --- widgets -------------------------------------------------------------------------------------
    def _make_options(self) -> None:
        options = getattr(self.rules, "options", None) or {}
        area = self.lay.rect("options")
        y = area.y + 34
        for name, spec in list(options.items())[:4]:
            default, description = spec if isinstance(spec, tuple) else (spec, name)
            self.option_values[name] = default
            rect = pygame.Rect(area.x, y, area.width, 44)
            if isinstance(default, bool):
                widget = button(self, rect, "", tip=description)
                self.option_widgets[name] = widget
                self._label_toggle(name)
            else:
                widget = pygame_gui.elements.UITextEntryLine(pygame.Rect(area.x + 200, y, area.width - 200, 44),
                                                             manager=self.app.manager, container=self.ui)
                widget.set_text(str(default))
                self.option_widgets[name] = widget
                self.option_notes[name] = theme.wrap(str(description), area.width, 16)[:2]
                y += 22 * len(self.option_notes[name])  # room for the description under the field
            y += 52

    def _label_toggle(self, name: str) -> None:
        value = self.option_values[name]
        self.option_widgets[name].set_text(theme.fit(f"{name.replace('_', ' ').capitalize()}: "
                                                     f"{'yes' if value else 'no'}", 400, 20))

    def _apply_count(self) -> None:
        n = int(_choice(self.count))
        for i, seat in enumerate(self.seats):
            visible = i < n
            for key in ("name", "kind", "level"):
                seat[key].show() if visible else seat[key].hide()
            if visible and _choice(seat["kind"]) == "Human":
                seat["level"].hide()

    def on_uncover(self) -> None:
        super().on_uncover()
        self._apply_count()

    # --- reading the form ----------------------------------------------------------------------------
    def read_play(self) -> dict:
        """The chosen game as the ``play`` dict of ``labdesk.ui.app.run`` (raises ValueError)."""
        from labdesk.engine.match import Seat

        n = int(_choice(self.count))
        seats = []
        for seat in self.seats[:n]:
            name = seat["name"].get_text().strip()
            if not name:
                raise ValueError("every seat needs a name")
            kind = "human" if _choice(seat["kind"]) == "Human" else "ai"
            seats.append(Seat(kind, name, _choice(seat["level"]) if kind == "ai" else "medium"))
        names = [s.name.casefold() for s in seats]
        if len(set(names)) != len(names):
            raise ValueError("two seats have the same name")
        options: dict = {}
        if self.variant is not None:
            options["variant"] = _choice(self.variant)
        for name, widget in self.option_widgets.items():
            default = self.option_values[name]
            if isinstance(default, bool):
                options[name] = default
            else:
                raw = widget.get_text().strip()
                try:
                    options[name] = type(default)(raw) if raw else default
                except ValueError:
                    raise ValueError(f"option '{name}' must be a {type(default).__name__}") from None
        raw_seed = self.seed.get_text().strip()
        seed = int(raw_seed) if raw_seed else int.from_bytes(os.urandom(4), "big") % 1_000_000_000
        return {"game": self.game_id, "seats": seats, "seed": seed, "options": options}

    def start_game(self) -> None:
        from labdesk.ui.app import make_board, match_from_play

        try:
            match = match_from_play(self.read_play())
        except Exception as exc:  # noqa: BLE001 - a bad option or a game bug: say so, stay here
            self.error = (str(exc) or type(exc).__name__).splitlines()[0]
            self.app.sound.play("error")
            return
        self.app.replace(make_board(self.app, match))

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
        for name, widget in self.option_widgets.items():
            if which is widget and isinstance(self.option_values[name], bool):
                self.option_values[name] = not self.option_values[name]
                self._label_toggle(name)
                return
        if which is self.back:
            self.app.pop()
        elif which is self.rules_btn:
            from labdesk.ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app, self.game_id))
        elif which is self.start:
            self.start_game()

    def draw(self, surface) -> None:
        lay = self.lay
        surface.fill(theme.BG)
        theme.blit_text(surface, f"New game: {self.info.title}", lay.rect("title").midleft, 36, theme.TEXT, True,
                        "midleft")
        surface.blit(art.tile_art(self.game_id, lay.rect("game_art").size), lay.rect("game_art"))
        pitch = lay.rect("pitch")
        for i, line in enumerate(theme.wrap(self.info.pitch, pitch.width, 18)[:3]):
            theme.blit_text(surface, line, (pitch.x, pitch.y + i * 23), 18, theme.TEXT_DIM)
        if self.variant is not None:
            theme.blit_text(surface, "Variant", lay.rect("variant_label").topleft, 20, theme.TEXT, True)
            desc = self.rules.variants.get(_choice(self.variant), "")
            box = lay.rect("variant_desc")
            for i, line in enumerate(theme.wrap(str(desc), box.width, 17)[:2]):
                theme.blit_text(surface, line, (box.x, box.y + 6 + i * 22), 17, theme.TEXT_DIM)
        if self.option_widgets:
            theme.blit_text(surface, "Options", lay.rect("options").topleft, 20, theme.TEXT, True)
            for i, (name, widget) in enumerate(self.option_widgets.items()):
                if not isinstance(self.option_values[name], bool):
                    r = widget.relative_rect
                    theme.blit_text(surface, theme.fit(name.replace("_", " ").capitalize(), 190, 18),
                                    (lay.rect("options").x, r.centery), 18, theme.TEXT, False, "midleft")
                    for k, line in enumerate(self.option_notes[name]):
                        theme.blit_text(surface, line, (lay.rect("options").x, r.bottom + 3 + 21 * k), 16,
                                        theme.TEXT_DIM)
        theme.blit_text(surface, "Seed: empty for a new deal, a number to repeat one", lay.rect("seed_label").topleft, 18,
                        theme.TEXT_DIM)
        theme.blit_text(surface, "Players", lay.rect("count_label").topleft, 20, theme.TEXT, True)
        header = lay.rect("seats_header")
        for label, dx in (("Seat", 0), ("Name", 60), ("Who plays", 380), ("AI level", 580)):
            theme.blit_text(surface, label, (header.x + dx, header.y), 18, theme.TEXT_DIM, True)
        n = int(_choice(self.count))
        for i, seat in enumerate(self.seats[:n]):
            row = seat["row"]
            theme.blit_text(surface, str(i + 1), (row.x + 12, row.centery), 24, theme.TEXT, True, "midleft")
            if _choice(seat["kind"]) == "Human":
                theme.blit_text(surface, "plays at this screen", (row.x + 580, row.centery), 17, theme.TEXT_DIM,
                                False, "midleft")
        note = lay.rect("note")
        hidden = getattr(self.rules, "hidden_information", False)
        tip = ("Several human seats share this screen; hands stay private: a hand-off screen appears "
               "between human turns." if hidden else "Several human seats take turns at this screen.")
        for i, line in enumerate(theme.wrap(tip, note.width, 17)[:2]):
            theme.blit_text(surface, line, (note.x, note.y + i * 22), 17, theme.TEXT_DIM)
        if self.error:
            theme.blit_text(surface, f"Cannot start: {self.error}", (note.x, note.y + 56), 20, theme.BAD, True)
