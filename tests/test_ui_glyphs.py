"""What to press is drawn as the player plays (``labdesk.ui.table.glyphs``): a controller's buttons
once a controller was used last, the keys after the keyboard or the mouse again; in the hand-off's
prompts and on the focus ring."""
from __future__ import annotations

import pygame
import pytest

from helpers.menu_app import close_app, open_menu_app
from labdesk.engine.match import Match, Seat
from labdesk.settings import Settings
from labdesk.ui.boards import settle
from labdesk.ui.table import glyphs


@pytest.fixture
def app():
    application = open_menu_app(Settings(reduce_motion=True))
    yield application
    close_app(application)


def pad(app, button=pygame.CONTROLLER_BUTTON_RIGHTSHOULDER) -> None:
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        app.handle(pygame.event.Event(kind, instance_id=0, button=button))
    settle(app)


def key(app, code=pygame.K_TAB) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        app.handle(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))
    settle(app)


@pytest.fixture
def drawn(monkeypatch):
    """The (control, keys or pad) of every picture drawn."""
    seen: list[tuple[str, str]] = []
    real = glyphs.draw_glyph
    monkeypatch.setattr(glyphs, "draw_glyph", lambda surface, control, how, rect: (
        seen.append((control, how)), real(surface, control, how, rect)))
    return seen


def test_the_last_input_decides_keys_or_controller_buttons(app):
    assert glyphs.device(app) == glyphs.KEYS
    pad(app)
    assert glyphs.device(app) == glyphs.PAD  # the keys a controller stands for do not switch back
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    assert glyphs.device(app) == glyphs.PAD
    key(app)
    assert glyphs.device(app) == glyphs.KEYS
    pad(app)
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 3), button=1))
    assert glyphs.device(app) == glyphs.KEYS


def test_the_focus_ring_wears_the_a_button_while_a_controller_is_in_use(app, drawn):
    surface = pygame.Surface(app.size)
    key(app)
    app.draw(surface)
    assert drawn == []  # the keyboard's ring: no key cap over the neighbours
    pad(app)
    app.draw(surface)
    assert drawn == [("use", glyphs.PAD)]


def hot_seat_handoff(app):
    from labdesk.ui.boards import make_board
    from labdesk.ui.scenes.handoff import HandoffScene

    match = Match("lab-chaos", [Seat("human", "Ana"), Seat("human", "Boris"), Seat("ai", "Chen", "random")], 4)
    app.push(make_board(app, match, autosave=False))
    for _ in range(400):
        if isinstance(app.top, HandoffScene):
            return app.top
        app.update(1 / 30)
    raise AssertionError("no hand-off between the two human seats")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hand_off_says_which_button_readies_and_which_pauses(app, drawn, lang):
    from labdesk.i18n import set_language

    set_language(lang)
    handoff = hot_seat_handoff(app)
    for _ in range(30):
        app.update(1 / 30)  # past the moment it ignores input (the last player's click)
    surface = pygame.Surface(app.size)
    app.draw(surface, focus=False)
    assert drawn == [("use", glyphs.KEYS), ("pause", glyphs.KEYS)]  # Enter, Esc
    drawn.clear()
    pad(app, pygame.CONTROLLER_BUTTON_DPAD_UP)
    assert app.top is handoff
    app.draw(surface, focus=False)
    assert drawn == [("use", glyphs.PAD), ("pause", glyphs.PAD)]  # A, Start
    pad(app, pygame.CONTROLLER_BUTTON_A)
    assert app.top is not handoff  # A readied it


@pytest.mark.parametrize("how", [glyphs.KEYS, glyphs.PAD])
@pytest.mark.parametrize("size", [18, 27])
def test_a_hint_is_as_wide_as_it_says_and_its_picture_sits_where_the_placeholder_was(how, size):
    surface = pygame.Surface((800, 100))
    template = "Press {button} when ready"
    box = glyphs.hint(surface, template, "use", how, (400, 50), size)
    assert box.width == glyphs.hint_width(template, "use", how, size) and box.center == (400, 50)
    glyph_w = glyphs.glyph_size("use", how, size)[0]
    press_w = glyphs.theme.font(size).size("Press")[0]
    picture = pygame.Rect(box.x + press_w + size // 4, box.y, glyph_w, box.height)
    colour = surface.get_at(picture.center)[:3]
    assert colour != (0, 0, 0)  # the picture, not a gap


def test_every_control_has_a_picture_either_way():
    surface = pygame.Surface((200, 60))
    for control in glyphs.PAD_BUTTONS:
        for how in (glyphs.KEYS, glyphs.PAD):
            w, h = glyphs.glyph_size(control, how, 18)
            assert w >= h > 18
            glyphs.draw_glyph(surface, control, how, pygame.Rect(0, 0, w, h))


def test_the_rules_pages_list_the_controllers_buttons_in_both_languages():
    from labdesk.ui.scenes.rules import shown_page

    english, russian = shown_page("lab-wars", "en"), shown_page("lab-wars", "ru")
    assert "## Game controller" in english and "**Start**: the pause menu" in english
    assert "## Геймпад" in russian and "**Start**: меню паузы" in russian
