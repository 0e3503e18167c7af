"""Every scene constructs, updates and draws headlessly; the menu is not blank; coming-soon games
cannot start; settings persist; sound is silent without a device; screenshots and the frame bench."""
import pygame
import pytest

from labdesk import games
from helpers.take_game import app, frames, press, ui_tiny_game  # noqa: F401  (fixtures)

SCENES = ["menu", "setup", "settings", "rules", "pause", "results", "handoff", "dialog", "generic"]


@pytest.mark.parametrize("name", SCENES)
def test_scene_constructs_updates_draws(app, name):
    from labdesk.ui.app import make_scene
    from labdesk.ui.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    scene = make_scene(app, name, seed=2, moves=2, game="tiny")
    app.push(scene)
    surf = frames(app, 5)
    assert app.top is scene
    colours = {surf.get_at((x, y))[:3] for x in range(0, 1600, 97) for y in range(0, 900, 53)}
    assert len(colours) > 3, f"{name} draws (almost) nothing"
    # mouse movement and a click in an empty corner never crash a scene
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, {"pos": (800, 450), "rel": (0, 0), "buttons": (0, 0, 0)}))
    frames(app, 2)


def test_menu_tiles_and_coming_soon(app):
    from labdesk.ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.reset(menu)
    frames(app, 2)
    shown = [gid for gid, _, _ in menu.tiles]
    assert shown == list(games.GAMES)[:5]
    for gid, _, built in menu.tiles:
        assert built == games.is_built(gid)
        if not built:
            assert not menu.play_buttons[gid].is_enabled
            press(app, menu.play_buttons[gid])  # even a forced press cannot start it
            assert app.top is menu
    assert not menu.btn_continue.is_enabled  # no autosave in a fresh data dir


def test_settings_persist(app):
    from labdesk.settings import load_settings
    from labdesk.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    press(app, scene.mute)
    press(app, scene.symbols)
    assert app.settings.muted and not app.settings.colourblind_symbols
    press(app, scene.back)
    saved = load_settings()
    assert saved.muted and not saved.colourblind_symbols


def test_rules_page_renders_markdown_safely(app):
    from labdesk.ui.scenes.rules import RulesScene, markdown_to_html

    html = markdown_to_html("# Title\n## Rulings\n- a <b>bold</b> claim with **stress**\nplain & simple")
    assert "&lt;b&gt;" in html and "<b>stress</b>" in html and "&amp;" in html and "•" in html
    scene = RulesScene(app, "explosion")
    app.push(scene)
    for gid, tab in scene.tabs.items():
        press(app, tab)
        assert scene.game_id == gid
        frames(app, 1)


def test_sound_without_device_is_silent():
    from labdesk.settings import Settings
    from labdesk.ui.sound import EFFECTS, Sound
    from labdesk.resources import resource_path

    for name in EFFECTS:
        assert resource_path(f"assets/sounds/{name}.wav").stat().st_size > 100
    silent = Sound(Settings(), enabled=False)
    silent.play("card")
    assert not silent.available
    s = Sound(Settings(muted=True))
    s.play("explosion")  # muted: nothing, no error
    s.settings.muted = False
    s.play("nonexistent-effect")


def test_menu_screenshot_is_not_blank(tmp_path, monkeypatch):
    monkeypatch.setenv("LABDESK_DATA_DIR", str(tmp_path))
    from labdesk.ui.app import render_screenshot

    out = tmp_path / "menu.png"
    render_screenshot("menu", out, seed=1, moves=0, size=(800, 450))
    img = pygame.image.load(str(out))
    assert img.get_size() == (800, 450)
    colours = {img.get_at((x, y))[:3] for x in range(0, 800, 13) for y in range(0, 450, 11)}
    assert len(colours) > 20


def test_bench_frames_reports_median_ms(ui_tiny_game):
    from labdesk.ui.app import bench_frames

    result = bench_frames(frames=12, scenes=["menu", "generic"])
    assert set(result) == {"menu", "generic"} and all(v > 0 for v in result.values())


def test_clicking_a_playable_tile_opens_its_setup(app):
    from labdesk import games
    from labdesk.engine.lesson import Progress
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.setup import SetupScene

    Progress(offered=games.GAMES).save()  # the lesson was offered before (tests/test_lessons.py: the offer)
    menu = MenuScene(app)
    app.reset(menu)
    playable = [(gid, rect) for gid, rect, built in menu.tiles if built]
    if not playable:
        pytest.skip("no game is built yet")
    gid, rect = playable[0]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, {"pos": (rect.centerx, rect.y + 60), "button": 1}))
    assert isinstance(app.top, SetupScene) and app.top.game_id == gid


def test_a_game_that_fails_to_load_opens_a_dialog_not_a_crash(app, monkeypatch):
    from labdesk.ui.scenes.dialog import MessageDialog
    from labdesk.ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.reset(menu)

    def broken(game_id):
        raise SyntaxError("invalid syntax (rules.py, line 3)")

    monkeypatch.setattr(games, "rules", broken)
    menu.open_setup("tiny")
    assert isinstance(app.top, MessageDialog) and "invalid syntax" in app.top.message
