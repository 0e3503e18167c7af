"""The text size reaches the screens off the boards: the menu's tiles and side panels, the setup,
Settings, the pause menu, Unfinished games, About, History, Statistics, the results (table, graph,
breakdown), the card catalogue and Play online draw larger words at 150 %
than at 100 %, their widgets' labels grow as far as their boxes hold them, and at 150 % nothing is
cut, covered, overlapping, off screen or out of its panel (the layout audit's checks of one frame)."""
from __future__ import annotations

import statistics

import pygame
import pytest

from helpers import text_size

from labdesk.i18n import _ as _tr, set_language
from labdesk.settings import Settings
from labdesk.ui import access, audit, theme
from labdesk.ui.app import App, make_scene
from labdesk.ui.boards import settle
from labdesk.ui.gui import cut_widget_text
from labdesk.ui.scene import Scene
from labdesk.ui.scenes.menu import MenuScene

SCENES = ("menu", "setup", "settings", "pause", "unfinished", "about", "history", "stats", "results", "cards", "online")


def shown(name: str, size: int, lang: str):
    """The app showing ``name`` at text size ``size`` in ``lang``, drawn once while the audit records:
    (app, the frame's notes, the words the fitting helpers cut)."""
    set_language(lang)
    with audit.recording() as rec, theme.recording_cuts() as cuts:
        app = App(headless=True, sound=False, settings=Settings(reduce_motion=True, text_size=size, language=lang))
        app.reset(MenuScene(app))
        if name != "menu":
            app.push(make_scene(app, name))
        settle(app)
        screen = pygame.Surface(app.size)
        rec.new_frame(screen)
        app.draw(screen)
        return app, rec.frame_notes(), [cut.text for cut in cuts]


def typical_words(notes) -> float:
    """The median height of the lines drawn (the wordmark "labdesk" is a logo and keeps its size)."""
    return statistics.median(n.rect.height for n in notes if n.kind == "text")


def widget_sizes(app) -> list[int]:
    return [widget.font.get_point_size() for widget in text_size.worded_widgets(app.top.ui.elements)]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", SCENES)
def test_a_screen_draws_larger_words_at_150_and_cuts_and_overlaps_nothing(name, lang):
    apps = []
    try:
        app100, notes100, cuts100 = shown(name, 100, lang)
        apps.append(app100)
        app150, notes150, cuts150 = shown(name, 150, lang)
        apps.append(app150)
        assert typical_words(notes150) > typical_words(notes100)
        assert not audit.check(notes150, pygame.Rect((0, 0), app150.size), name)
        assert len(cuts150) <= len(cuts100), cuts150
        assert not cut_widget_text(app150.top.ui.elements, app150.manager)
        if widget_sizes(app100):
            assert max(widget_sizes(app150)) > max(widget_sizes(app100))
    finally:
        set_language("en")
        for app in apps:
            app.reset(Scene(app))


def short_widgets(app) -> list[tuple[str, int, int]]:
    """The top scene's shown widgets whose words are below the floor (``helpers.text_size``)."""
    return text_size.short_widgets(app.manager, app.top.ui.elements)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", SCENES + ("rules", "replay", "handoff", "dialog"))
def test_every_widgets_words_reach_the_floor_at_150(name, lang):
    """The buttons, labels and fields of the screens off the boards: at 150 % each widget's words at
    least 1.3 times its theme's size (boxes are as wide and tall as their larger words need: the
    menu's tiles, Results', Statistics', Play online's and the rules' list's buttons were held at
    1.15-1.2x)."""
    app, _notes, _cuts = shown(name, 150, lang)
    try:
        assert not short_widgets(app)
    finally:
        set_language("en")
        app.reset(Scene(app))


def test_the_menus_tiles_at_100_keep_their_buttons_and_larger_make_room_for_them():
    """At 100 % a tile's Rules, Learn and New game and its Cards keep their first places; at 150 %
    the three share the tile's foot, each at least as wide as its words at the floor need, in
    order, inside the tile, and the pictures keep clear of the Cards button."""
    from labdesk.ui import access
    from labdesk.ui.scenes.menu import cards_rect, tile_row

    access.apply(Settings())
    tile = pygame.Rect(0, 0, 440, 300)
    assert [tuple(r) for r in tile_row(tile, "New game")] == [(16, 244, 120, 42), (146, 244, 110, 42),
                                                              (264, 244, 160, 42)]
    assert tuple(cards_rect(tile)) == (328, 18, 94, 36)
    wide = pygame.Rect(0, 0, 470, 300)
    for lang in ("en", "ru"):
        set_language(lang)
        access.apply(Settings(text_size=150))
        try:
            rects = tile_row(wide, _tr("New game"))
            assert rects[0].x == 16 and rects[-1].right == wide.right - 16
            assert all(a.right < b.x for a, b in zip(rects, rects[1:]))
            assert cards_rect(wide).right == wide.right - 18
        finally:
            access.apply(Settings())
            set_language("en")


def test_history_and_statistics_grow_with_games_recorded(tmp_path, monkeypatch):
    """With games of every title in the history its rows and the statistics' tables hold larger words,
    nothing cut or overlapping (a table with no room for its rows says so alone), and the game
    selector's buttons reach the floor (in Russian with closer gaps)."""
    from labdesk.cli import main

    for game in ("experiment", "lab-chaos", "explosion", "wrong-chemistry", "lab-wars"):  # five long names
        assert main(["play", game, "--players", "ai:random,ai:easy,ai:random", "--headless", "--seed", "3"]) == 0
    for name in ("history", "stats"):
        for lang in ("en", "ru"):
            apps = []
            try:
                app100, notes100, _cuts = shown(name, 100, lang)
                app150, notes150, cuts150 = shown(name, 150, lang)
                apps += [app100, app150]
                assert typical_words(notes150) > typical_words(notes100)
                assert not audit.check(notes150, pygame.Rect((0, 0), app150.size), name)
                assert not cuts150
                assert not short_widgets(app150), (name, lang)
            finally:
                set_language("en")
                for app in apps:
                    app.reset(Scene(app))


def test_the_menu_tiles_words_grow_and_their_picture_makes_room():
    from labdesk import games
    from labdesk.ui import access
    from labdesk.ui.scenes.menu import TILE_ART, tile_places

    info = games.GAMES["lab-wars"]
    access.apply(Settings(text_size=100))
    mid100, lines100, top100, px100, _step = tile_places(info, 440, 300)
    access.apply(Settings(text_size=150))
    try:
        mid150, lines150, top150, px150, step150 = tile_places(info, 440, 300)
    finally:
        access.apply(Settings(text_size=100))
    assert (mid100, top100, px100) == (170, 192, 17)  # 100 % keeps the tile's first design
    assert px150 > px100 and mid150 < mid100  # the words grow; the title and picture move up for them
    assert top150 + len(lines150) * step150 <= 300 - 56  # the pitch ends above the button row
    assert not any(line.endswith("…") for line in lines150)
    assert TILE_ART[1] > mid150 - 36 * 3 // 4 - 12 > 40  # a smaller picture, still a picture


def test_a_tiles_pictures_keep_clear_of_the_player_count_on_their_corner():
    """At a larger size a long title ("Взрыв в лаборатории") leaves the player count no room beside
    it, so the count sits on the picture strip's corner: the pictures are centred in what the count
    and the Cards button leave, never under either."""
    from labdesk.ui import art

    strip = pygame.Surface((420, 50), pygame.SRCALPHA)
    art._tile_pictures(strip, "explosion", keep_right=110, keep_left=150)
    drawn = pygame.mask.from_surface(strip).get_bounding_rects()
    assert drawn and all(r.left >= 150 and r.right <= 420 - 110 for r in drawn), drawn


def test_settings_name_the_controllers_buttons_when_a_controller_was_used_last():
    app, notes_keys, _cuts = shown("settings", 100, "en")
    try:
        assert any("F11" in n.text for n in notes_keys if n.kind == "text")
        app.pads.used = True
        with audit.recording() as rec:
            screen = pygame.Surface(app.size)
            rec.new_frame(screen)
            app.draw(screen)
            words = [n.text for n in rec.frame_notes() if n.kind == "text"]
        assert not any("F11" in w for w in words)
        assert "goes back" in words and "skips an animation" in words
    finally:
        app.reset(Scene(app))


def test_size_to_fit_and_fit_block_grow_only_as_far_as_the_room_holds():
    wide = theme.size_to_fit("Statistics", 1000, 30, 20)
    narrow = theme.size_to_fit("Statistics", theme.font(24).size("Statistics")[0], 30, 20)
    assert wide == 30 and narrow == 24
    assert theme.size_to_fit("Statistics", 10, 30, 20) == 20  # never below the 100 % size
    block = theme.fit_block("one two three four five six", 10_000, 60, 27, 18, 23)
    assert block.size == 27 and block.lines == ["one two three four five six"] and block.step > 23
    tight = theme.fit_block("one two three four five six", theme.font(18).size("one two three")[0] + 2, 46, 27, 18, 23)
    assert tight.size == 18 and len(tight.lines) == 2
    assert theme.size_for_height(theme.font(22).get_linesize(), 33, 22) == 22


def test_the_replay_bars_words_grow_as_far_as_the_bar_holds_them():
    from labdesk.ui import access
    from labdesk.ui.scenes import replay

    access.apply(Settings(text_size=100))
    normal = replay.button_px()
    access.apply(Settings(text_size=150))
    try:
        larger, height = replay.button_px(), replay.bar_height()
    finally:
        access.apply(Settings(text_size=100))
    assert normal == replay.BUTTON_TEXT and larger > normal
    assert replay.bar_height() == replay.BAR.height and height > replay.BAR.height
    assert theme.font(larger, True).get_linesize() <= height - 18
    for lang in ("en", "ru"):
        app, notes, cuts = shown("replay", 150, lang)
        try:
            assert not audit.check(notes, pygame.Rect((0, 0), app.size), "replay")
        finally:
            set_language("en")
            app.reset(Scene(app))


def test_the_setups_option_labels_are_translated():
    from labdesk.ui.scenes.setup import OPTION_LABELS, option_label

    set_language("ru")
    try:
        assert [option_label(name) for name in OPTION_LABELS] == ["Партии", "Штраф", "Робот"]
    finally:
        set_language("en")
    assert option_label("games") == "Games"


@pytest.mark.parametrize("game", ["explosion", "lab-chaos"])
def test_the_card_catalogue_keeps_two_rows_at_150_and_cuts_no_card(game):
    """Every page of the catalogue in Russian at 150 %: two rows of cells, every card's words whole
    (a wordier card's a size less, never below 100 %)."""
    from labdesk.ui.scenes.catalogue import CatalogueScene

    set_language("ru")
    with audit.recording() as rec, theme.recording_cuts() as cuts:
        app = App(headless=True, sound=False, settings=Settings(reduce_motion=True, text_size=150, language="ru"))
        try:
            app.reset(MenuScene(app))
            catalogue = CatalogueScene(app, game)
            app.push(catalogue)
            settle(app)
            assert catalogue.visible == 2
            for first in range(0, catalogue.rows, catalogue.visible):
                catalogue.scroll_to(first)
                screen = pygame.Surface(app.size)
                rec.new_frame(screen)
                app.draw(screen)
                assert not audit.check(rec.frame_notes(), pygame.Rect((0, 0), app.size), game)
            assert all(catalogue.card_scale(card) >= 1 for card in catalogue.all_cards())
        finally:
            set_language("en")
            app.reset(Scene(app))
    assert not cuts


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_statistics_say_how_many_rows_do_not_fit_at_150_percent(lang):
    """Fewer rows fit at 150 %: the table's last line says how many more there are (they were left out
    unsaid), and still nothing is cut or overlapping."""
    from labdesk.engine.stats import Tally

    app, _notes, _cuts = shown("stats", 150, lang)
    try:
        scene = app.top
        tally = Tally(3, 2, 1, 2, 15.0, 11.5, 40.0, 6.0)
        rows = [(f"Opponent {n}", tally) for n in range(30)]
        with audit.recording() as rec:
            screen = pygame.Surface(app.size)
            rec.new_frame(screen)
            scene.tables_bottom = 880
            scene._table(screen, "By opponent", rows, 200)
            notes = rec.frame_notes()
        words = [n.text for n in notes if n.kind == "text"]
        shown_rows = [w for w in words if w.startswith("Opponent ")]
        more = [w for w in words if any(ch.isdigit() for ch in w) and not w.startswith("Opponent ")
                and len(w) > 20]
        assert 0 < len(shown_rows) < 30 and more and str(30 - len(shown_rows)) in more[0]
        assert not audit.check(notes, pygame.Rect((0, 0), app.size), "stats")
    finally:
        set_language("en")
        app.reset(Scene(app))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_analysis_draws_larger_words_at_150_percent_and_cuts_nothing(lang):
    from labdesk.ai.hints import seeded_match
    from labdesk.ui.scenes.analysis import AnalysisScene

    save = seeded_match("lab-chaos", 3, 5, 25).to_save()
    drawn = {}
    for size in (100, 150):
        set_language(lang)
        app = App(headless=True, sound=False, settings=Settings(reduce_motion=True, text_size=size, language=lang))
        try:
            app.reset(MenuScene(app))
            scene = AnalysisScene(app, save, 0)
            app.push(scene)
            assert scene.worker.wait(300)
            app.update(1 / 60)
            with audit.recording() as rec, theme.recording_cuts() as cuts:
                screen = pygame.Surface(app.size)
                rec.new_frame(screen)
                app.draw(screen)
                drawn[size] = rec.frame_notes()
                assert not audit.check(drawn[size], pygame.Rect((0, 0), app.size), "analysis")
                assert not cuts
        finally:
            set_language("en")
            app.reset(Scene(app))
    assert typical_words(drawn[150]) > typical_words(drawn[100])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_setups_picture_takes_the_room_the_options_leave_at_150(lang):
    """At 150 % the setup's picture was a 60 px strip of tiny cards whatever the game; where the
    options shown leave room at the left column's foot the column slides down and the picture grows
    (to 150 px, its height at 100 %), the variant's drop-down with it; Lab Wars' four options leave
    little. A change of the player count (Explosion's solo game shows the Robot option) lays the
    column out again. Nothing is cut or overlapping."""
    from labdesk.ui.scenes import setup

    set_language(lang)
    app = App(headless=True, sound=False, settings=Settings(reduce_motion=True, text_size=150, language=lang))
    try:
        drops = {}
        for game in ("experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry"):
            app.reset(MenuScene(app))
            scene = setup.SetupScene(app, game)
            app.push(scene)
            settle(app)
            drops[game] = scene.drop
            assert scene.variant.relative_rect.topleft == scene.block("variant").topleft
            if game == "explosion":  # solo: the Robot option shows and the column slides back up
                scene.count.kill()
                scene.count = setup._dropdown(scene, [str(n) for n in scene.spec.players], "1",
                                              scene.lay.rect("count"))
                scene._apply_count()
                drops["explosion solo"] = scene.drop
                assert scene.variant.relative_rect.topleft == scene.block("variant").topleft
            with audit.recording() as rec:
                screen = pygame.Surface(app.size)
                rec.new_frame(screen)
                app.draw(screen)
                assert not audit.check(rec.frame_notes(), pygame.Rect((0, 0), app.size), "setup"), game
        assert drops["experiment"] == drops["wrong-chemistry"] == setup.ART_MOST - 60  # no options: the whole picture
        assert 0 < drops["lab-wars"] < drops["experiment"], drops  # four options with long descriptions
    finally:
        set_language("en")
        app.reset(Scene(app))


def test_tooltips_grow_with_the_text_size_and_follow_a_change_in_settings():
    """pygame_gui makes a tooltip anew each time one shows, from its theme: at 150 % a tooltip's
    words (its text box's) and width are 1.5 times 100 %'s, from the start and after Settings change
    the size (they stayed at 19 px)."""
    def tip_size(app) -> tuple[int, int]:
        tip = app.manager.create_tool_tip("Hint: what a strong AI would do here", (100, 100), (0, 10), None, None)
        try:
            return int(app.manager.get_theme().get_font_info(tip.text_block.combined_element_ids)["size"]), tip.rect.width
        finally:
            tip.kill()

    plain = App(headless=True, sound=False, settings=Settings(text_size=100))
    px100, w100 = tip_size(plain)  # (the text size is the process's: each app's manager made in its turn)
    large = App(headless=True, sound=False, settings=Settings(text_size=150))
    try:
        px150, w150 = tip_size(large)
        assert px150 >= 1.5 * px100 - 1 and w150 >= 1.5 * w100 - 1, (px100, w100, px150, w150)
        plain.set_text_size(150)
        assert tip_size(plain) == (px150, w150)
        plain.set_text_size(100)
        assert tip_size(plain) == (px100, w100)
    finally:
        access.apply(Settings())
