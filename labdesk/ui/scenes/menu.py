"""The title menu: a tile per game (picture, title, players, pitch), Continue, Play online, Rules,
Settings, About, Quit.
A game whose rules are not built yet shows "Coming soon" and cannot be started."""
from __future__ import annotations

import importlib.util
import sys

import pygame

from labdesk import games
from labdesk.i18n import _, language, ngettext
from labdesk.engine.lesson import has_lesson
from labdesk.online import mytables
from labdesk.ui import access, art, theme
from labdesk.ui.boards import make_board
from labdesk.ui.gui import ROOM
from labdesk.ui.table.cardsize import floor_px
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.common import button, layout, pressed
from labdesk.ui.scenes.menu_picture import MenuFacts, draw_side_lines, draw_side_panels, menu_facts, text_boxes

TILE_ART = (420, 140)  # the picture on a tile of 440 (wider tiles: as much wider)


def _available(game_id: str) -> bool:
    """Whether the game's rules module exists, found without importing it: importing every game
    would cost the menu's start-up a few hundred milliseconds. A module that then fails to import
    is reported when its setup opens, never by crashing the menu."""
    try:
        return importlib.util.find_spec(f"labdesk.games.{games.package(game_id)}.rules") is not None
    except (ImportError, ValueError):
        return False
    except Exception as exc:  # noqa: BLE001 - a broken game package
        print(f"labdesk: {game_id} cannot be loaded: {exc!r}", file=sys.stderr)
        return False


def tile_row(tile: pygame.Rect, play_label: str) -> list[pygame.Rect]:
    """Rules, Learn and New game along the tile's foot. At a larger text size each is as wide as its
    words need at their floor (1.3 times at 150 %: ``fitting_size`` grows them as far as the box
    holds), sharing the row's room left over, so none is held below it by a narrow box."""
    top = tile.bottom - TILE_BUTTONS
    if access.text_scale() <= 1:
        return [pygame.Rect(tile.x + 16, top, 120, 42), pygame.Rect(tile.x + 146, top, 110, 42),
                pygame.Rect(tile.right - 176, top, 160, 42)]
    words = [(_("Rules"), 20, False), (_("Learn"), 20, False), (play_label, 22, True)]
    needs = [theme.font(floor_px(base, bold), bold).size(text)[0] + 2 * ROOM + 4 for text, base, bold in words]
    gap, room = 10, tile.width - 32
    spare = max(0, room - 2 * gap - sum(needs)) // 3
    rects, x = [], tile.x + 16
    for need in needs:  # (46 tall: a bold line at 1.3 times needs 40 inside the border)
        rects.append(pygame.Rect(x, top, need + spare, 46))
        x += need + spare + gap
    rects[-1].right = tile.right - 16  # (the primary button ends at the tile's edge as at 100 %)
    return rects


def learn_button(scene, rect: pygame.Rect, game_id: str, title: str, built: bool):
    """The tile's Learn button, between Rules and New game: the game's lesson."""
    ready = built and has_lesson(game_id)
    tip = _("Learn {game} in a guided first game").format(game=title) if ready else _("No lesson yet")
    learn = button(scene, rect, _("Learn"), tip=tip)
    if not ready:
        learn.disable()
    return learn


def cards_rect(tile: pygame.Rect) -> pygame.Rect:
    """The tile's Cards button: the top right corner of its picture (the card catalogue); at a
    larger text size as wide as its words need at their floor."""
    if access.text_scale() <= 1:
        return pygame.Rect(tile.right - 112, tile.y + 18, 94, 36)
    words = theme.font(floor_px(20))
    width = max(94, words.size(_("Cards"))[0] + 2 * ROOM + 4)
    return pygame.Rect(tile.right - 18 - width, tile.y + 18, width, max(36, words.get_height() + 4))


def players_text(r: range) -> str:
    lo, hi = r.start, r[-1]
    if lo == hi:
        return ngettext("{n} player", "{n} players", lo).format(n=lo)
    # the noun agrees with the last number: "2–4 игрока", "3–6 игроков"
    return ngettext("{low}–{high} player", "{low}–{high} players", hi).format(low=lo, high=hi)


TILE_BUTTONS = 56  # the tile's button row: its top this far above the tile's bottom


def tile_places(info, width: int, height: int) -> tuple[int, list[str], int, int, int]:
    """The tile's words at the player's text size, set from its button row up: (title middle, pitch
    lines, pitch top, pitch size, pitch line step). At 100 % they keep the tile's first design; larger,
    the pitch takes the largest size that holds it in three lines and the picture above takes the
    height the words leave, so they push it smaller instead of being cut."""
    if access.text_scale() == 1:
        return 170, theme.wrap(_(info.pitch), width - 32, 17, max_lines=2), 192, 17, 23
    pitch_px = theme.size_to_fit(_(info.pitch), width - 32, access.scaled(17), 17, lines=3)
    step = round(pitch_px * 23 / 17)
    lines = theme.wrap(_(info.pitch), width - 32, pitch_px, max_lines=3)
    pitch_top = height - TILE_BUTTONS - 4 - len(lines) * step
    return pitch_top - access.scaled(22), lines, pitch_top, pitch_px, step


def _tile_surface(info, built: bool, size: tuple[int, int]) -> pygame.Surface:
    """Everything static on a tile, rendered once."""
    def make():
        w, h = size
        s = pygame.Surface(size, pygame.SRCALPHA)
        theme.panel(s, s.get_rect(), theme.PANEL, theme.LINE)
        title_mid, pitch, pitch_top, pitch_px, step = tile_places(info, w, h)
        larger = access.text_scale() > 1
        art_h = min(TILE_ART[1], title_mid - access.scaled(24) * 3 // 4 - 12)
        players = theme.text(players_text(info.players), access.scaled(17), theme.TEXT_DIM)
        name = _(info.title)
        sizes = [access.scaled(n) for n in (24, 22, 21, 20)]
        room = w - 32 - players.get_width() - 12
        beside = any(theme.font(n, True).size(name)[0] <= room for n in sizes)
        chip = players.get_rect(bottomleft=(20, 10 + art_h - 6)).inflate(12, 2)
        # (420 wide at 100 %; larger, the pictures keep clear of the Cards button over the strip's end
        # and of the player count on its corner, where the title leaves it no room beside)
        keep = cards_rect(pygame.Rect(0, 0, w, h)).width + 14 if larger else 0
        keep_left = chip.right - 10 + 4 if larger and not beside else 0
        s.blit(art.tile_art(info.id, (w - 20, art_h), dim=not built, keep_right=keep, keep_left=keep_left), (10, 10))
        if not built:
            ribbon = pygame.Rect(0, 0, 190, 34)
            ribbon.topright = (w - 20, 20)
            pygame.draw.rect(s, theme.WARN, ribbon, border_radius=6)
            theme.blit_text(s, theme.fit(_("COMING SOON"), ribbon.width - 12, 18, True), ribbon.center, 18,
                            theme.BG_DARK, True, "center")
        if beside or not larger:
            s.blit(players, players.get_rect(midright=(w - 16, title_mid + 1)))  # (w - 16, 171) at 100 %
        else:  # the title takes the whole line; the player count sits on the picture's corner
            pygame.draw.rect(s, theme.BG_DARK, chip, border_radius=6)
            s.blit(players, players.get_rect(center=chip.center))
            room, sizes = w - 32, sizes + [20]
        title_size = next((n for n in sizes if theme.font(n, True).size(name)[0] <= room), sizes[-1])
        title = theme.fit(name, room, title_size, bold=True)
        theme.blit_text(s, title, (16, title_mid), title_size, theme.TEXT if built else theme.TEXT_DIM, True,
                        "midleft")
        for i, line in enumerate(pitch):
            theme.blit_text(s, line, (16, pitch_top + i * step), pitch_px, theme.TEXT_DIM)
        return s
    return art.cached(("menu-tile", info.id, built, size, language(), access.text_scale()), make)


def _draw_background(s: pygame.Surface) -> None:
    w, h = s.get_size()
    # a soft vertical gradient: one pixel column, stretched across (a fill per row costs start-up)
    column = pygame.Surface((1, h))
    for y in range(h):
        t = y / h
        column.set_at((0, y), [int(a + (b - a) * t) for a, b in zip(theme.BG, theme.BG_DARK)])
    pygame.transform.scale(column, (w, h), s)
    for x in range(0, w, 40):
        pygame.draw.line(s, (30, 37, 46), (x, 0), (x, h))
    lay = layout("menu")
    theme.blit_text(s, "labdesk", lay.rect("title").center, 56, theme.TEXT, True, "center")
    subtitle = _("Five lab games on one desk. Play friends on one screen or the lab's robots.")
    size = theme.size_to_fit(subtitle, w - 40, access.scaled(20), 20)
    theme.blit_text(s, theme.fit(subtitle, w - 40, size), lay.rect("subtitle").center, size, theme.TEXT_DIM, False,
                    "center")


class MenuScene(Scene):
    name = "menu"

    def __init__(self, app, facts: MenuFacts | None = None):
        super().__init__(app)
        self.lay = layout("menu")
        self.hover: str | None = None
        self._facts_shown = facts  # as the first frame showed them (None: read them); read anew later
        self.make_widgets()

    def make_widgets(self) -> None:
        lay = self.lay
        self.tiles: list[tuple[str, pygame.Rect, bool]] = []
        self.play_buttons = {}
        self.rules_buttons = {}
        self.learn_buttons = {}
        self.cards_buttons = {}
        for i, (gid, info) in enumerate(games.GAMES.items()):
            if not lay.has(f"tile_{i}"):
                break  # menu.tmx has a tile per catalogue game; more games need more tiles there
            rect = lay.rect(f"tile_{i}")
            built = _available(gid)
            self.tiles.append((gid, rect, built))
            play_label = _("New game") if built else _("Coming soon")
            rules_at, learn_at, play_at = tile_row(rect, play_label)
            self.rules_buttons[gid] = button(self, rules_at, _("Rules"),
                                             tip=_("How to play {game}").format(game=_(info.title)))
            self.learn_buttons[gid] = learn_button(self, learn_at, gid, _(info.title), built)
            self.cards_buttons[gid] = button(self, cards_rect(rect), _("Cards"),
                                             tip=_("Every card of {game}: picture, text and ruling").format(
                                                 game=_(info.title)))
            if not built:
                self.cards_buttons[gid].disable()
            play = button(self, play_at, play_label, "@primary_button" if built else None,
                          tip=None if built else _("{game} is not built yet").format(game=_(info.title)))
            if not built:
                play.disable()
            self.play_buttons[gid] = play
        self.btn_continue = button(self, lay.rect("btn_continue"), _("Continue"), "@primary_button",
                                   tip=_("Resume the most recently played unfinished game"))
        self.btn_others = button(self, lay.rect("btn_others"), _("Other games"),
                                 tip=_("Every unfinished game: continue or discard"))
        self.btn_history = button(self, lay.rect("btn_history"), _("History"), tip=_("Every game played here"))
        self.btn_stats = button(self, lay.rect("btn_stats"), _("Statistics"),
                                tip=_("Wins, streaks and scores from the history"))
        self.refresh_unfinished(self._facts_shown)
        self._facts_shown = None
        self.btn_online = button(self, lay.rect("btn_online"), _("Play online"), "@primary_button",
                                 tip=_("Host a table for friends on other computers, join one, or resume yours"))
        self.refresh_online()
        self.btn_rules = button(self, lay.rect("btn_rules"), _("Rules"))
        self.btn_settings = button(self, lay.rect("btn_settings"), _("Settings"))
        self.btn_about = button(self, lay.rect("btn_about"), _("About"),
                                tip=_("Version, licence, credits and third-party notices"))
        self.btn_quit = button(self, lay.rect("btn_quit"), _("Quit"))

    def refresh_unfinished(self, facts: MenuFacts | None = None) -> None:
        """What Continue resumes (the most recently played unfinished game) and how many others wait
        (``facts``: as just read for the first frame)."""
        self.facts = facts or menu_facts()
        self.unfinished = list(self.facts.unfinished)
        self.has_save = self.facts.has_save
        self.continue_line = self.facts.continue_line
        self._enable_buttons()

    def refresh_online(self) -> None:
        """How many online tables wait for this person's move (as last seen): a badge on Play online."""
        self.online_turns = sum(1 for entry in mytables.load() if entry.my_turn())

    def _enable_buttons(self) -> None:
        for button_, on in ((self.btn_continue, self.has_save), (self.btn_others, self.facts.has_others)):
            button_.enable() if on else button_.disable()

    def on_uncover(self) -> None:
        super().on_uncover()
        self.refresh_online()
        for gid, _rect, built in self.tiles:
            if not built:
                self.play_buttons[gid].disable()
            if not (built and has_lesson(gid)):
                self.learn_buttons[gid].disable()
        self._enable_buttons()

    def start_new_game(self, game_id: str) -> None:
        """New game: the first time for a game without a finished lesson, offer the lesson once."""
        from labdesk.engine.lesson import Progress
        from labdesk.ui.scenes.lesson import LearnFirstDialog

        progress = Progress.load()
        if not progress.should_offer(game_id):
            self.open_setup(game_id)
            return
        try:
            progress.mark_offered(game_id)
        except OSError:
            pass  # a read-only data folder: the offer may come again, the game still starts
        self.app.push(LearnFirstDialog(self.app, game_id, _(games.GAMES[game_id].title),
                                       lambda: self.open_setup(game_id)))

    def open_setup(self, game_id: str) -> None:
        from labdesk.ui.scenes.dialog import MessageDialog
        from labdesk.ui.scenes.setup import SetupScene

        try:
            scene = SetupScene(self.app, game_id)
        except Exception as exc:  # noqa: BLE001 - the game's own module failed to load
            print(f"labdesk: {game_id} cannot be loaded: {exc!r}", file=sys.stderr)
            self.app.push(MessageDialog(self.app, _("Cannot open this game"),
                                        (str(exc) or type(exc).__name__).splitlines()[0]))
            return
        self.app.push(scene)

    def continue_game(self, path=None) -> None:
        """Resume the unfinished game in ``path`` (the most recently played one by default); a save
        that cannot be read opens the dialog that can move it aside."""
        from labdesk.engine import saves
        from labdesk.ui.scenes.dialog import ConfirmDialog

        if path is None:
            if not self.unfinished:
                return
            path = self.unfinished[0]
        try:
            match = saves.read_save(path)
        except saves.SaveError as exc:
            # the file is left exactly as it is, and new games will not autosave over it until the
            # player moves it aside
            self.app.autosave_blocked = True
            reason = str(exc).splitlines()[0] if str(exc) else _("the save cannot be read")
            self.app.push(ConfirmDialog(
                self.app, _("Cannot continue"), reason, _("Move it aside and start fresh"),
                lambda: self.move_aside(path), cancel=_("Keep it"), path=str(path),
                note=_("Kept as it is, new games are not autosaved. Moved aside, it is renamed beside "
                       "itself with today's date and autosave is on again.")))
            return
        self.app.push(make_board(self.app, match, save_path=path))

    def move_aside(self, path) -> None:
        """Rename the unreadable autosave beside itself, so new games are saved again."""
        from labdesk.engine import saves
        from labdesk.ui.scenes.dialog import MessageDialog

        try:
            moved = saves.move_aside(path)
        except OSError as exc:
            self.app.push(MessageDialog(self.app, _("Cannot move the save"), exc.strerror or type(exc).__name__,
                                        path=str(path), note=_("It stays where it is; autosave stays off.")))
            return
        self.app.autosave_blocked = False
        self.refresh_unfinished()
        self.app.push(MessageDialog(self.app, _("Save moved aside"), _("The damaged save is now here:"),
                                    path=str(moved), note=_("New games are autosaved again.")))

    def handle_event(self, event) -> None:
        which = pressed(event)
        if which is None:
            if event.type == pygame.MOUSEMOTION:
                self.hover = next((g for g, r, b in self.tiles if r.collidepoint(event.pos)), None)
            elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                # a click anywhere on a playable tile opens its setup, like its New game button
                for gid, rect, built in self.tiles:
                    if built and rect.collidepoint(event.pos):
                        self.start_new_game(gid)
                        return
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                # Esc is also "back" everywhere else: pressed once too often it must not close the app
                from labdesk.ui.scenes.dialog import ConfirmDialog

                # (the autosave is mentioned only when there is one to keep)
                kept = _("An unfinished game stays in the autosave.") if self.unfinished else ""
                self.app.push(ConfirmDialog(self.app, _("Quit labdesk?"), _("Close the app."), _("Quit"),
                                            self.app.quit, note=kept))
            return
        for gid, _rect, built in self.tiles:
            if which is self.play_buttons[gid] and built:
                self.start_new_game(gid)
                return
            if which is self.learn_buttons[gid] and built:
                from labdesk.ui.scenes.lesson import learn

                learn(self.app, gid)
                return
            if which is self.cards_buttons[gid] and built:
                from labdesk.ui.scenes.catalogue import CatalogueScene

                self.app.push(CatalogueScene(self.app, gid))
                return
            if which is self.rules_buttons[gid]:
                from labdesk.ui.scenes.rules import RulesScene

                self.app.push(RulesScene(self.app, gid))
                return
        if which is self.btn_continue and self.has_save:
            self.continue_game()
        elif which is self.btn_others:
            from labdesk.ui.scenes.unfinished import UnfinishedScene

            self.app.push(UnfinishedScene(self.app, self))
        elif which is self.btn_history:
            from labdesk.ui.scenes.history import HistoryScene

            self.app.push(HistoryScene(self.app))
        elif which is self.btn_stats:
            from labdesk.ui.scenes.stats import StatsScene

            self.app.push(StatsScene(self.app))
        elif which is self.btn_online:
            from labdesk.ui.scenes.online import OnlineScene

            self.app.push(OnlineScene(self.app))
        elif which is self.btn_rules:
            from labdesk.ui.scenes.rules import RulesScene

            self.app.push(RulesScene(self.app))
        elif which is self.btn_settings:
            from labdesk.ui.scenes.settings_scene import SettingsScene

            self.app.push(SettingsScene(self.app))
        elif which is self.btn_about:
            from labdesk.ui.scenes.about import AboutScene

            self.app.push(AboutScene(self.app))
        elif which is self.btn_quit:
            self.app.quit()

    def _static(self) -> pygame.Surface:
        """Background and every tile composed once into one opaque picture: a frame is one blit."""
        def make():
            s = pygame.Surface(self.app.size)
            _draw_background(s)
            for gid, rect, built in self.tiles:
                s.blit(_tile_surface(games.GAMES[gid], built, rect.size), rect)
            return s
        key = ("menu-static", self.app.size, tuple((g, b) for g, _r, b in self.tiles), language(),
               access.text_scale())
        return art.cached(key, make)

    def draw_picture(self, surface) -> None:
        """All of the menu but its widgets, the side panels' lines and the hover outline: the part
        of its first frame that the next start shows from a file (``menu_picture``)."""
        surface.blit(self._static(), (0, 0))
        draw_side_panels(surface)

    def draw(self, surface) -> None:
        self.draw_picture(surface)
        draw_side_lines(surface, self.facts, text_boxes())
        for gid, rect, built in self.tiles:
            if gid == self.hover:
                pygame.draw.rect(surface, theme.ACCENT if built else theme.LINE, rect, 3, border_radius=12)
        if self.online_turns:
            self._draw_turns_badge(surface)

    def _draw_turns_badge(self, surface) -> None:
        """A count on Play online's corner: the online tables where it is this person's turn."""
        corner = self.lay.rect("btn_online").topright
        centre = (corner[0] - 16, corner[1] - 15)  # above the button: widgets are drawn over the scene
        pygame.draw.circle(surface, theme.WARN, centre, access.scaled(14))
        theme.blit_text(surface, str(min(self.online_turns, 99)), centre, access.scaled(18), theme.BG_DARK, True,
                        "center")
