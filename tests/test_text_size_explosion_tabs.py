"""Explosion's held Process cards on the larger table (issue 28): where two or more cannot lie side by
side in the Process cards panel with every word at the floor, the panel shows a tab per card (its
name and side) after its title and the chosen card's face whole under them: every tab's words and
the face's at least 1.3 / 1.12 times as tall as a wide card's words at 100 % (its name 18 px bold,
its side, phase and effect 16 px), in both languages, with two, three and four held cards. A click,
the keyboard's ring and a controller's A (the same ring) on a tab show that card; at 100 % the
cards lie side by side as ever."""
from __future__ import annotations

import pygame
import pytest

from helpers.text_size import card_faces_app, in_each_language, not_grown, recorded_board, text_size  # noqa: F401
from labdesk.games.explosion import faces, panels
from labdesk.games.explosion.content import load
from labdesk.i18n import _
from labdesk.ui import theme
from labdesk.ui.table.hand import HandView

GAME = "explosion"
FLOOR = {150: 1.3, 125: 1.12}
#: held hands to put in Ana's hands: the longest names of both languages among them
HANDS = {
    2: ((4, "yellow"), (7, "blue")),
    3: ((3, "yellow"), (5, "blue"), (6, "yellow")),
    4: ((1, "blue"), (2, "yellow"), (3, "blue"), (8, "yellow")),
}
LONG_NAMES = ((4, "yellow"), (5, "yellow"), (7, "blue"), (3, "yellow"), (6, "yellow"))  # not every tab fits


def holding(cards, then=None):
    """A board's ``prepare``: Ana holds exactly ``cards`` ((card, side), ...) from now (the rest go
    back to the deck), the board synced anew; then ``then(board)``."""
    wanted = [card for card, _side in cards]

    def prepare(board):
        state = board.match.state
        back = [card for card, _side in state.held[0] if card not in wanted]
        state.held = [[h for h in held if h[0] not in wanted] for held in state.held]
        state.held[0] = list(cards)
        state.deck = [card for card in state.deck if card not in wanted] + back
        board._obs_cache = None
        board._resync()
        board.layer.invalidate()
        if then is not None:
            then(board)
    return prepare


def hand_words(app, size: int, lang: str, cards, then=None):
    """The Process cards panel's words as notes, the board's hand, the audit's problems and cuts."""
    with recorded_board(app, GAME, size, lang, 30, 2, holding(cards, then)) as (board, notes, problems, cuts):
        panel = board.rect["hand"]
        texts = [n for n in notes if n.kind == "text" and panel.contains(n.rect)]
        return texts, board.hand, problems, cuts


def line(px: int, bold: bool = False) -> int:
    return theme.text("Ag", px, (0, 0, 0), bold=bold).get_height()


@pytest.mark.parametrize("size", [125, 150])
@pytest.mark.parametrize("count", [2, 3, 4])
def test_every_tab_and_the_shown_face_reach_the_floor(app, language, size, count):
    cards = HANDS[count]
    texts, hand, problems, cuts = hand_words(app, size, language, cards)
    assert isinstance(hand, panels.TabbedHand) and not problems and not cuts, ([p.text for p in problems], cuts)
    lay = hand.lay
    shown = [cards[i] for i in lay.shown]
    if count < 4 or language == "en":  # every tab shown
        assert lay.before is lay.after is None and len(shown) == count
    else:  # four Russian tabs after the title need a third row: three, and an arrow to the fourth
        assert len(shown) == 3 and (lay.before or lay.after) and hand.selected in [c for c, _side in shown]
    with text_size(100, language):
        name_h, word_h = line(18, True), line(16)
    with text_size(size, language):
        for (card, side), tab in zip(shown, lay.tabs):
            name, colour = faces.tab_words(card, side)
            inside = {n.text: n.rect for n in texts if tab.contains(n.rect)}
            assert set(inside) == {name, colour}, (inside, name, colour)  # whole, nothing else on it
            assert inside[name].height >= FLOOR[size] * name_h and inside[colour].height >= FLOOR[size] * word_h
        # the face: the chosen card's phase and its whole effect, every line at the floor
        card, side = next((c, s) for c, s in cards if c == hand.selected)
        on_face = [n for n in texts if lay.face.contains(n.rect)]
        eff = load().cards[card][side]
        assert on_face[0].text == faces.words.card_phase(eff.phase)
        assert " ".join(n.text for n in on_face[1:]).split() == _(eff.text).split()
        assert all(n.rect.height >= FLOOR[size] * word_h for n in on_face), [(n.text, n.rect.height) for n in on_face]
        # the panel's title keeps its floor
        title = [n for n in texts if n.text == hand.title]
        assert title and title[0].rect.height >= FLOOR[size] * line(16, True)
        # and no tab or face lies over another, all inside the panel
        rects = [r for r in (*lay.tabs, lay.before, lay.after, lay.face) if r is not None]
        assert all(hand.area.contains(r) for r in rects)
        assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_panels_words_at_100_grow_with_the_tabs(app, language, count):
    """The words the panel and the table draw at 100 % (the title, the cards' names and sides) are
    no smaller than the floor on the tab view."""
    small, _hand, _problems, _cuts = hand_words(app, 100, language, HANDS[count])
    large, _hand, _problems, _cuts = hand_words(app, 150, language, HANDS[count])
    small_h = {n.text: n.rect.height for n in small}
    large_h = {n.text: n.rect.height for n in large}
    assert len([w for w in small_h if w in large_h]) >= 1 + min(count, 3)  # the title and the shown names
    assert not not_grown(small_h, large_h, FLOOR[150])


def test_where_not_every_tab_fits_arrows_lead_to_the_others(app, language):
    """Five held cards with long names: the tabs round the chosen card, an arrow to the card before
    and after them; the arrow shows that card, which brings its tab in."""
    def check(board):
        hand = board.hand
        lay = hand.lay
        assert lay.before is not None or lay.after is not None
        assert hand.selected in [LONG_NAMES[i][0] for i in lay.shown]
        arrow = lay.after or lay.before
        target = next(s for s in hand.sprites if s.rect == arrow)
        hand.steady = True  # (as while the same person decides on: the tabs still follow the choice)
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=arrow.center))
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=arrow.center))
        assert hand.selected == target.key.card and hand.selected in [LONG_NAMES[i][0] for i in hand.lay.shown]
        assert hand.lay.face == lay.face  # the face keeps its place and size
        assert [s.rect for s in hand.sprites if isinstance(s.key, faces.TabKey) and s.rect in hand.lay.tabs] \
            == list(hand.lay.tabs)  # every shown tab lies where the layout puts it
    _texts, _hand, problems, cuts = hand_words(app, 150, language, LONG_NAMES, check)
    assert not problems and not cuts


def test_a_click_on_a_tab_shows_its_card_and_keeps_it(app, language):
    """A click on a tab shows that card's face (on anyone's turn), the next sync keeps it; the face
    is the hand card a click plays and the ring reaches."""
    def check(board):
        hand = board.hand
        first = hand.selected
        other = next(c for c, _side in HANDS[3] if c != first)
        tab = hand.sprite(other)
        assert isinstance(tab.key, faces.TabKey) and tab.rect in hand.lay.tabs
        sent = []
        board.submit = sent.append
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=tab.rect.center))
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=tab.rect.center))
        assert not sent and board.hand.selected == other
        shown = [s for s in board.hand.sprites if s.visible and not isinstance(s.key, faces.TabKey)]
        assert [s.key for s in shown] == [other] and shown[0].rect == hand.lay.face
        board._build_hand()  # a sync: the chosen card stays shown
        assert board.hand.selected == other
    _texts, _hand, problems, _cuts = hand_words(app, 150, language, HANDS[3], check)
    assert not problems


def test_the_keyboards_ring_reaches_every_tab_and_enter_shows_its_card(app, language):
    """Each tab is a focus target while the player may act; Enter (a controller's A goes through the
    same ring) on one shows its card."""
    def check(board):
        hand = board.hand
        if not board.can_act():
            pytest.skip("the position is not Ana's to act")
        keys = [t.key for t in board.focus_targets()]
        tabs = [board.hand.held_cards[i]["card"] for i in hand.lay.shown]
        assert all(("hand", faces.TabKey(c)) in keys for c in tabs)
        other = next(c for c in tabs if c != hand.selected)
        board.focus.key, board.focus.visible = ("hand", faces.TabKey(other)), True
        board.focus.use(board)
        assert board.hand.selected == other
    hand_words(app, 150, language, HANDS[4], check)


def test_the_first_card_shown_is_the_one_whose_phase_is_now_else_the_last_earned():
    held = [{"card": 1, "phase": "planning"}, {"card": 2, "phase": "scoring"}, {"card": 3, "phase": "planning"}]
    assert panels.first_shown(held, "planning") == 2 and panels.first_shown(held, "scoring") == 1
    assert panels.first_shown(held, "mixing") == 2


def test_the_magnifier_shows_a_tabs_card_large_and_not_the_whole_face(app, language):
    def check(board):
        hand = board.hand
        other = next(c for c, _side in HANDS[2] if c != hand.selected)
        held = panels.viewer_hand(board.view, board.viewer)
        assert panels.zoom_face(faces.TabKey(other), hand, held) is not None
        assert panels.zoom_face(hand.selected, hand, held) is None
    hand_words(app, 150, language, HANDS[2], check)


@pytest.mark.parametrize("count", [2, 3, 4])
def test_at_100_the_held_cards_lie_side_by_side_as_ever(app, language, count):
    _texts, hand, _problems, _cuts = hand_words(app, 100, language, HANDS[count])
    size, slots = panels.hand_slots(hand.area, count)
    assert type(hand) is HandView and hand.card_size == size
    assert [s.pos for s in hand.sprites] == [tuple(p) for p in slots]


def test_beside_the_side_choice_the_held_cards_are_tabs_too_and_a_click_shows_one(app, language):
    """On the larger table the side choice lies over the tubes and the bench while the Process cards
    panel shows the held cards: two or more as tabs there too, the face's words at the floor."""
    def check(board):
        held = board.hand.held
        assert isinstance(held, panels.TabbedHand) and board.view["side_choice"] is not None
        other = next(c for c, _side in HANDS[2] if c != held.selected)
        tab = held.sprite(other)
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=tab.rect.center))
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=tab.rect.center))
        assert held.selected == other
    with recorded_board(app, GAME, 150, language, 20, 1, holding(HANDS[2], check)) as (board, notes, problems, cuts):
        assert not problems and not cuts
        face = board.hand.held.lay.face
        with text_size(100, language):
            word_h = line(16)
        on_face = [n for n in notes if n.kind == "text" and face.contains(n.rect)]
        assert len(on_face) >= 2 and all(n.rect.height >= FLOOR[150] * word_h for n in on_face)


def test_a_lesson_points_at_a_held_card_as_the_tabs_and_the_face_together(app, language):
    """A lesson's ring and arrow go round the tabs and the face as one (an arrow into the face passed
    over the tabs above it: the audit's lesson at 150 %); at 100 % round the card alone."""
    def check(board):
        hand = board.hand
        ring = board.element_rect(f"hand:{hand.selected}")
        assert all(ring.contains(s.rect) for s in hand.sprites if s.visible) and ring.contains(hand.lay.face)
    hand_words(app, 150, language, HANDS[2], check)

    def alone(board):
        card = HANDS[2][0][0]
        assert board.element_rect(f"hand:{card}") == board.hand.sprite(card).rect
    hand_words(app, 100, language, HANDS[2], alone)


def test_a_played_card_leaves_the_tab_view_for_the_one_card_left(app, language):
    """The same person decides on after playing one of two cards (a steady hand): the one card left
    lies alone as ever, not under the tab of the card played (the full lesson's Titrate)."""
    def check(board):
        assert isinstance(board.hand, panels.TabbedHand)
        board.match.state.held[0] = list(HANDS[2][1:])
        board._obs_cache = None
        board.hand.steady = True
        board.sync()
        assert type(board.hand) is HandView and [s.key for s in board.hand.sprites] == [HANDS[2][1][0]]
    _texts, _hand, problems, cuts = hand_words(app, 150, language, HANDS[2], check)
    assert not problems and not cuts
