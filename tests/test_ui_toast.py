"""A toast (a refusal, a Hint's reason) never covers the viewer's hand or where a decision is made:
it finds free room on every board, at the viewer's turn, beside what it speaks of."""
from __future__ import annotations

import pygame
import pytest

from labdesk.engine.match import Match, Seat
from labdesk.ui.app import App, make_board, settle
from labdesk.ui.board import TOAST_TOP
from labdesk.ui.scenes.menu import MenuScene
from labdesk.ui.table import geometry
from labdesk.ui.table.hand import HandView
from labdesk.settings import Settings

HINT = ("Hint: claim Sodiumplings (11 Na). This turn can make Sodiumplings (11 Na), Calciyum (20 Ca): "
        "5 points in all, the first in 3 actions; another move is nearly as good")


@pytest.fixture(autouse=True)
def _text_size_back():
    """A test here that opens an app at 150 % leaves the next test (in this process) at 100 %."""
    yield
    from labdesk.ui import access

    access.apply(Settings())


@pytest.fixture
def app():
    application = App(headless=True, sound=False, settings=Settings())
    application.reset(MenuScene(application))
    return application


def test_a_free_place_is_clear_of_what_to_avoid_then_over_the_least_of_what_to_rather_avoid():
    bounds = pygame.Rect(0, 64, 1600, 836)
    box = pygame.Rect(300, 500, 600, 100)
    row = pygame.Rect(0, 480, 1600, 150)  # the row the toast was going to lie on
    place, covering = geometry.free_place(box, bounds, [row])
    assert not place.colliderect(row) and place.size == box.size and bounds.contains(place) and covering == 0
    assert place.x == 300 and place.bottom == row.top - 8  # straight up: the nearest
    cards = pygame.Rect(0, 300, 1600, 160)  # above the row: other cards, better kept clear
    place, covering = geometry.free_place(box, bounds, [row], [cards])
    assert place.collidelist([row, cards]) < 0 and covering == 0
    full, covering = geometry.free_place(box, bounds, [row], [pygame.Rect(bounds)])  # nowhere clear of both
    assert not full.colliderect(row) and covering > 0.9 * 600 * 100  # (counted in fiftieths of the box)
    wall, covering = geometry.free_place(box, bounds, [pygame.Rect(bounds)])  # nowhere clear: inside the bounds
    assert bounds.contains(wall) and covering == -600 * 100


@pytest.mark.parametrize("game, players", [("wrong-chemistry", 2), ("experiment", 3), ("lab-wars", 3),
                                           ("explosion", 2), ("lab-chaos", 3)])
def test_a_refusal_lies_beside_the_card_it_speaks_of_and_off_what_can_be_used(app, game, players):
    seats = [Seat("human", "Ana")] + [Seat("ai", n, "easy") for n in ("Boris", "Chen")[:players - 1]]
    match = Match(game, seats, 4)
    board = make_board(app, match, autosave=False)
    app.push(board)
    for _ in range(200):  # on to a moment the person decides
        settle(app)
        if board.can_act() or match.is_over():
            break
        app.update(1 / 60)
    assert board.can_act()
    targets = board.focus_targets()
    spoken = targets[len(targets) // 2].rect
    board.show_message("That card can't be used now, and this refusal is long enough to take room", 30, [spoken])
    _text, box = board._toast_box(board.toast[0])
    assert not box.colliderect(spoken)
    assert not [t.key for t in board.focus_targets() if box.colliderect(t.rect)]
    assert not box.colliderect(board.log_view.rect)
    again = board._toast_box(board.toast[0])[1]
    assert again == box  # placed once: it stays while its place stays clear


@pytest.mark.parametrize("game, players", [("wrong-chemistry", 2), ("experiment", 3), ("lab-wars", 3),
                                           ("explosion", 2), ("lab-chaos", 3)])
def test_a_long_hint_toast_stays_off_the_hand_the_prompt_and_the_buttons(app, game, players):
    seats = [Seat("human", "Ana")] + [Seat("ai", n, "easy") for n in ("Boris", "Chen")[:players - 1]]
    match = Match(game, seats, 4)
    for _ in range(6):
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    board.show_message(HINT, 30)
    surface = pygame.Surface(app.size)
    app.update(1 / 60)
    app.draw(surface)
    _text, box = board._toast_box(HINT)
    hands = board.kit_parts(HandView)
    assert hands, "every board here has a hand"
    for hand in hands:
        assert not box.colliderect(hand.area)
        assert not any(box.colliderect(s.rect) for s in hand.sprites if s.visible)
    if getattr(board, "prompt", None) is not None:
        assert not box.colliderect(board.prompt.rect)
    assert not any(box.colliderect(b) for b in board.shown_button_rects())
    assert box.top >= TOAST_TOP and box.bottom <= app.size[1]
    lines, _size = board._toast_spot[1]
    assert " ".join(lines) == HINT  # whole: a narrower shape in a free corner takes more lines


def test_a_hint_too_long_for_five_lines_at_150_percent_steps_down_before_it_is_cut():
    """Explosion's hint in Russian at 150 % (the move, the two sides' texts and the search's figures)
    ran past five lines and ended in "…": the toast's words step down towards 100 % first; a message
    too long even at 100 % is still cut, never drawn smaller than that."""
    from labdesk import i18n
    from labdesk.ui import theme
    from labdesk.ui.board import TOAST_LINES, TOAST_TEXT

    long_hint = " ".join([HINT] * 2)
    i18n.set_language("en")
    big = App(headless=True, sound=False, settings=Settings(text_size=150))
    big.reset(MenuScene(big))
    match = Match("wrong-chemistry", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], 4)
    board = make_board(big, match, autosave=False)
    big.push(board)
    settle(big)
    with theme.recording_cuts() as cuts:
        text, _box = board._toast_box(long_hint)
    assert cuts == []  # whole
    assert text.get_height() <= TOAST_LINES * theme.font(TOAST_TEXT * 3 // 2).get_linesize()
    with theme.recording_cuts() as cuts:
        board._toast_box(" ".join([HINT] * 12))
    assert cuts  # too long even at 100 %: cut, as before


def test_a_toast_waits_unseen_while_the_pointer_is_on_its_place(app):
    match = Match("explosion", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], 4)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    _text, usual = board._toast_box(HINT)
    board.mouse = usual.center  # the pointer resting where the toast would go: it goes elsewhere
    board.show_message(HINT, 30)
    board._toast_spot = None
    _text, box = board._toast_box(HINT)
    assert not box.collidepoint(board.mouse) and not board.toast_waits(box)
    board.mouse = box.center  # the person reaches for what lies under it: it steps aside until they go
    assert board.toast_waits(box) and board._toast_box(HINT)[1] == box  # (waiting where it is: no chase)


def test_a_hint_with_no_clear_place_whole_shows_its_brief_wording_there(app):
    """Wrong Chemistry's hint with a six-step plan and a close call's figures found no place clear of
    the molecule's hexes and the supply's discs (the audit's last five faults): the toast then says the
    close call without the figures, in a place clear of everything the person can use."""
    match = Match("wrong-chemistry", [Seat("human", "Ana"), Seat("ai", "Boris", "easy")], 4)
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    board.show_message(" ".join([HINT] * 8), 30, brief=HINT)  # too long for any place
    _text, box = board._toast_box(board.toast[0])
    lines, _size = board._toast_spot[1]
    assert " ".join(lines) == HINT
    assert not [t.key for t in board.focus_targets() if box.colliderect(t.rect)]
    board.show_message(HINT, 30, brief="Hint.")  # clear whole: the whole wording
    board._toast_box(board.toast[0])
    assert " ".join(board._toast_spot[1][0]) == HINT


@pytest.mark.parametrize("text_size", [100, 150])
def test_a_hint_with_no_clear_place_in_its_shapes_goes_down_the_layouts_column(text_size):
    """Wrong Chemistry mid-turn: the molecule's hexes, the supply's discs, Restartium, the hand and the
    log leave no clear place for a six-step plan even in fewer words; the seat panels' column holds it."""
    from labdesk import i18n

    i18n.set_language("en")
    app = App(headless=True, sound=False, settings=Settings(text_size=text_size))
    app.reset(MenuScene(app))
    seats = [Seat("human", "Ana"), Seat("ai", "Boris", "easy"), Seat("ai", "Chen", "easy")]
    match = Match("wrong-chemistry", seats, 7)
    while len(match.actions) < 8 or match.current_seat() != 0:
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    board = make_board(app, match, autosave=False)
    app.push(board)
    settle(app)
    plan = ("Hard AI suggests: move the disc from the hex down-right of the centre to the blue centre hex. This "
            "turn scores 3 points: make 20 Ca (Calciyum) in 2 actions, then reset the molecule with Restartium, "
            "then make 26 Fe (Ironicum) in 1 action, then trade Calciyum for 3 energy, then trade Ironicum for 3 "
            "energy, then make 24 Cr (Chromedome) in 6 actions")
    board.show_message(plan + " (a close call, too close to tell apart: the hard AI's search gave this 44% of a "
                       "game in 17 playouts, move the disc from the hex up-left of the centre to the blue centre "
                       "hex 43% of a game in 8 playouts)", 30, brief=plan + " (a close call)")
    app.update(1 / 60)
    app.draw(pygame.Surface(app.size))  # (the board's targets are where it last drew them)
    _text, box = board._toast_box(board.toast[0])
    assert board.layout.rect("toast_column").contains(box)
    assert not [t.key for t in board.focus_targets() if box.colliderect(t.rect)]
    assert " ".join(board._toast_spot[1][0]).startswith(plan)
