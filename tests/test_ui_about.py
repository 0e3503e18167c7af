"""The About screen: opened from the menu, it shows the version, the licence, the credits and the
shipped third-party notices, in the app's language; Back or Esc closes it."""
import pygame

from labdesk import __version__
from helpers.take_game import app, frames, press, ui_tiny_game  # noqa: F401  (fixtures)
from helpers.i18n_fit import cuts_russian_adds


def open_about(app):
    from labdesk.ui.scenes.about import AboutScene
    from labdesk.ui.scenes.menu import MenuScene

    menu = MenuScene(app)
    app.reset(menu)
    frames(app, 2)
    press(app, menu.btn_about)
    assert isinstance(app.top, AboutScene)
    frames(app, 2)
    return menu, app.top


def test_the_menu_opens_about_and_esc_closes_it(app):
    menu, about = open_about(app)
    app.handle(pygame.event.Event(pygame.KEYDOWN, {"key": pygame.K_ESCAPE, "mod": 0, "unicode": "", "scancode": 0}))
    frames(app, 1)
    assert app.top is menu


def test_back_closes_about(app):
    menu, about = open_about(app)
    press(app, about.back)
    assert app.top is menu


def test_about_shows_the_version_licence_and_the_shipped_notices(app):
    _menu, about = open_about(app)
    summary = about.summary.html_text
    assert __version__ in summary and "MIT" in summary and "Noto Sans" in summary
    notices = about.notices.html_text
    for name in ("SDL", "pygame-ce", "pygame_gui", "PyTMX", "platformdirs", "Python Software Foundation"):
        assert name in notices, name


def test_about_speaks_russian_and_keeps_the_notices(app):
    _menu, about = open_about(app)
    app.set_language("ru")
    try:
        about = app.top
        assert "Лицензия" in about.summary.html_text and __version__ in about.summary.html_text
        assert "pygame-ce" in about.notices.html_text  # legal text stays in English
        assert "на английском" in about.summary.html_text  # and the page says so
    finally:
        app.set_language("en")


def test_russian_cuts_nothing_the_english_did_not(app):
    assert cuts_russian_adds(app, open_about) == []


def test_wrapped_markdown_is_one_line_per_paragraph_and_bullet():
    from labdesk.ui.scenes.about import unwrap

    text = "# Title\n\nOne\nparagraph.\n\n- a bullet\n  that goes on\n- another"
    assert unwrap(text) == "# Title\n\nOne paragraph.\n\n- a bullet that goes on\n- another"


def key(app, code, mod=0):
    app.handle(pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": mod, "unicode": "", "scancode": 0}))
    frames(app, 1)


def test_the_keyboard_scrolls_the_page_the_ring_is_on(app):
    """The arrows, PageUp / PageDown and Home / End scroll the notices (the ring on Back, or on
    them); with the ring on the left column (Tab), that one: at 150 % in Russian it is longer than
    its box."""
    _menu, about = open_about(app)
    app.set_language("ru")
    app.set_text_size(150)
    try:
        about = app.top
        frames(app, 2)
        notices, summary = about.notices.scroll_bar, about.summary.scroll_bar
        assert notices is not None and summary is not None
        key(app, pygame.K_PAGEDOWN)
        assert notices.start_percentage > 0 and summary.start_percentage == 0
        key(app, pygame.K_END)
        assert abs(notices.start_percentage + notices.visible_percentage - 1) < 0.01
        key(app, pygame.K_HOME)
        assert notices.start_percentage == 0
        while about.focus.key != ("area", "summary"):
            key(app, pygame.K_TAB)
        key(app, pygame.K_DOWN)
        assert summary.start_percentage > 0 and notices.start_percentage == 0
    finally:
        app.set_text_size(100)
        app.set_language("en")
