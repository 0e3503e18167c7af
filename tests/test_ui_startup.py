"""Start-up: the menu's first frame from the picture the last start remembered, before pygame_gui is
imported, is the frame the menu draws, and input made while it shows reaches the real menu."""
import os
import subprocess
import sys
from pathlib import Path

import pygame

from labdesk.ui.app import App, open_menu
from labdesk.ui.scenes import menu_picture
from labdesk.ui.scenes.dialog import ConfirmDialog
from labdesk.ui.scenes.menu import MenuScene
from labdesk.ui.scenes.settings_scene import SettingsScene

REPO = Path(__file__).resolve().parent.parent


def _pictures() -> list[Path]:
    from labdesk.userdata import data_dir

    return sorted((data_dir() / "cache").glob(menu_picture.PICTURE_GLOB))


def _start(first_start_done: bool = True) -> App:
    """A new app as ``run`` opens it, after an earlier start remembered the menu's picture."""
    if first_start_done and not _pictures():
        earlier = App(headless=True, sound=False)
        assert open_menu(earlier)
        earlier.reset(MenuScene(earlier))  # the earlier app's widgets go
    pygame.event.clear()
    return App(headless=True, sound=False)


def _frame_as_drawn(app: App) -> pygame.Surface:
    app.frame(0.0, draw=False)
    canvas = pygame.Surface(app.size)
    app.draw(canvas)
    return canvas


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_the_first_start_remembers_the_menu_and_the_next_shows_it_unchanged():
    assert not _pictures()
    app = _start()
    assert len(_pictures()) == 1
    facts = menu_picture.show_remembered(app)
    assert facts is not None
    first = app.screen.copy()
    assert open_menu(app)
    assert _same(first, _frame_as_drawn(app))


def test_the_picture_follows_what_it_shows():
    app = _start()
    old = _pictures()
    app.settings.colourblind_symbols = not app.settings.colourblind_symbols
    assert menu_picture.show_remembered(app) is None  # another key: the menu draws its own first frame
    assert open_menu(app)
    assert _pictures() != old and len(_pictures()) == 1  # the old picture is gone


def test_the_lines_are_drawn_fresh_over_the_picture(tmp_path):
    from labdesk.engine import history

    app = _start()
    (history.history_dir() / "a1.json").write_text("{}", encoding="utf-8")
    facts = menu_picture.show_remembered(app)
    assert facts is not None and "1 game recorded" in facts.records_line
    first = app.screen.copy()
    assert open_menu(app)
    assert _same(first, _frame_as_drawn(app))


def test_a_click_made_while_the_picture_shows_reaches_the_button_under_it():
    app = _start()
    assert menu_picture.show_remembered(app) is not None
    # the player clicks Settings on the picture, before any widget exists
    from labdesk.ui.layout import layout

    spot = layout("menu").rect("btn_settings").center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    assert open_menu(app)
    for _ in range(3):
        app.frame(1 / 60, draw=False)
    assert isinstance(app.top, SettingsScene)


def test_a_key_pressed_while_the_picture_shows_reaches_the_menu():
    app = _start()
    assert menu_picture.show_remembered(app) is not None
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b", scancode=41))
    assert open_menu(app)
    app.frame(1 / 60, draw=False)
    assert isinstance(app.top, ConfirmDialog)


def test_nothing_before_the_first_frame_imports_pygame_gui_or_the_layouts(tmp_path):
    env = dict(os.environ, LABDESK_DATA_DIR=str(tmp_path), PYTHONPATH=str(REPO))
    script = ("import sys\n"
              "from labdesk.ui.app import App, open_menu\n"
              "made = open_menu(App(headless=True, sound=False), widgets=sys.argv[1] == 'widgets')\n"
              "print(made, 'pygame_gui' in sys.modules, 'pytmx' in sys.modules)\n")
    outputs = [subprocess.run([sys.executable, "-c", script, how], env=env, cwd=REPO, capture_output=True,
                              text=True, check=True).stdout.split()[-3:]
               for how in ("widgets", "first-frame-only")]
    assert outputs == [["True", "True", "True"], ["False", "False", "False"]]  # the second start stopped at its first frame
