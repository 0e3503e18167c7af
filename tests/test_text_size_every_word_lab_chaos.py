"""Every word the Lab Chaos board draws outside the log grows with the text size: at every seat count,
early, mid and late in a game (revealed hands, a card being carried out, the question dialog, the
end of a deal's summary), in English and Russian, each word not already display type is at least
1.3 times as tall at 150 % as at 100 % and 1.12 times at 125 %; the 125 % and 150 % tables (the
map's "larger text" layer) have no audit problem and cut no more words than the 100 % one.

The table's cards (the discard pile's top card, the cards being carried out, the End and lasting
cards in force) lie on the larger table at 250x255, each of their words at its floor or larger.
The hand's cards are as wide as the hand's longest text needs for every word at its floor (up to
350 px in Russian), as far as an overlapping hand keeps each card's symbol and number in view: the
card that lies whole reads at the player's size, each covered card shows its symbol, number, title
(hyphenated where a word is longer than the strip) and badges at their floors in the strip that
shows, and rises whole with its text when pointed at."""
from __future__ import annotations

import pygame
import pytest

from helpers.text_size import card_faces_app, in_each_language, not_grown, recorded_board, words_drawn  # noqa: F401
from labdesk.games.lab_chaos import panels, rules, words
from labdesk.games.lab_chaos.faces import persona_sheet
from labdesk.games.lab_chaos.words import deck, question_texts
from labdesk.ui import access, theme
from labdesk.ui.layout import Layout
from labdesk.settings import Settings

FLOORS = {150: 1.3, 125: 1.12}
# (seats, moves): revealed hands at 4 and 6 seats after 4 moves; a card carried out at 5 seats after
# 3; the question dialog at 3 seats after 45; mid and late games at every count (none is over yet)
CASES = [(3, 4), (3, 30), (3, 45), (4, 4), (4, 30), (4, 36), (5, 3), (5, 30), (5, 45), (6, 4), (6, 30), (6, 45)]
ALLOWED: frozenset[str] = frozenset()  # every word grows
TABLE_PLACES = ("deck", "discard", "end_slot", "lasting_slot")


def card_words(app, size: int, lang: str, moves: int, players: int, hand: bool, prepare=None) -> dict[str, int]:
    """The words drawn on the hand's cards (``hand``), else on the table's (the piles and slots, the
    cards being carried out), as {text: line height, the largest where drawn on several}."""
    with recorded_board(app, "lab-chaos", size, lang, moves, players, prepare) as (board, notes, _p, _c):
        if hand:
            faces = [s.rect for s in board.hand.sprites if s.visible]
        else:
            faces = [s.rect for s in board.resting] + [board.rects[name] for name in TABLE_PLACES]
        found: dict[str, int] = {}
        for n in notes:
            if n.kind == "text" and any(f.contains(n.rect) for f in faces):
                found[n.text] = max(found.get(n.text, 0), n.rect.height)
        return found


def face_words(app, size: int, lang: str, moves: int, players: int, prepare=None) -> set[str]:
    """The words drawn on the hand's cards (the table's cards are checked with the board's words)."""
    return set(card_words(app, size, lang, moves, players, True, prepare))


def board_words(app, size: int, lang: str, moves: int, players: int, prepare=None):
    words, problems, cuts = words_drawn(app, "lab-chaos", size, lang, moves, players, prepare)
    return words, problems, cuts


@pytest.mark.parametrize("players,moves", CASES)
def test_every_board_word_grows_at_125_and_150(app, language, players, moves):
    small, problems100, cuts100 = board_words(app, 100, language, moves, players)
    faces = face_words(app, 100, language, moves, players)
    for size, floor in FLOORS.items():
        large, problems, cuts = board_words(app, size, language, moves, players)
        faces |= face_words(app, size, language, moves, players)
        short = {w: hs for w, hs in not_grown(small, large, floor, ALLOWED).items() if w not in faces}
        assert not short, (size, short)
        assert not problems, (size, [p.text for p in problems])
        assert len(cuts) <= len(cuts100), (size, sorted(set(cuts) - set(cuts100)))


def deal_summary(board) -> None:
    """The end of a deal's summary over the table, as a deal won shows it."""
    n = board.n_players()
    event = rules.GameWon(winners=(0,), reason="empty", penalties=tuple(range(n)), hands=((),) * n)
    board._deal_summary(event)[0].on_start()  # the step that puts it on the table


@pytest.mark.parametrize("players", [3, 6])
def test_the_end_of_a_deals_summary_grows(app, language, players):
    small, _p, _c = board_words(app, 100, language, 30, players, deal_summary)
    large, problems, _cuts = board_words(app, 150, language, 30, players, deal_summary)
    faces = face_words(app, 100, language, 30, players) | face_words(app, 150, language, 30, players)
    assert {w: h for w, h in not_grown(small, large, 1.3, ALLOWED).items() if w not in faces} == {}
    assert not [p for p in problems if p.kind != "covered"], [p.text for p in problems]


def test_the_150_table_is_the_maps_larger_text_layer():
    """The 150 % and 125 % tables come from the map (taller opponent panels, larger cards on the
    table under one row of titles, the direction of play and the reading note by the viewer's seat,
    a log still 300 px wide); 100 % has neither."""
    plain, larger = Layout.load("lab-chaos", 100), Layout.load("lab-chaos", 150)
    assert not plain.has("table_note") and not plain.has("in_play")
    assert Layout.load("lab-chaos", 125).rect("opponents") == larger.rect("opponents")
    assert larger.rect("opponents").height > plain.rect("opponents").height
    assert larger.rect("log").width >= 300
    canvas = pygame.Rect(0, 0, *larger.size)
    for name in ("table", "in_force", "me", "table_note", "log", "hand", "prompt"):
        assert canvas.contains(larger.rect(name)), name
    for a, b in (("table", "in_force"), ("in_force", "me"), ("me", "direction"), ("direction", "table_note"),
                 ("table_note", "log"), ("opponents", "table"), ("table", "prompt"), ("prompt", "hand"),
                 ("deck", "discard"), ("discard", "in_play"), ("end_slot", "lasting_slot")):
        assert not larger.rect(a).colliderect(larger.rect(b)), (a, b)
    # the table's cards in their panels, a title's row over each (the second card carried out 28 px on)
    for name, panel in (("deck", "table"), ("discard", "table"), ("in_play", "table"), ("end_slot", "in_force"),
                        ("lasting_slot", "in_force")):
        wide = 28 * (name == "in_play")
        assert larger.rect(panel).contains(larger.rect(name).inflate(wide, 30).move(wide // 2, -15)), name
        if name != "deck":  # (the deck's back is smaller: its words are its title and count)
            assert min(a - b for a, b in zip(larger.rect(name).size, plain.rect("discard").size)) >= 40


def test_a_persona_sheet_at_150_fits_where_it_shows(app, language):
    """Every persona's hover sheet is drawn at the player's size and still fits its area."""
    access.apply(Settings(text_size=150))
    try:
        layout = Layout.load("lab-chaos", 150)
        area = panels.sheet_area({name: anchor.rect for name, anchor in layout.anchors.items()})
        for persona in deck().personas:
            sheet = persona_sheet(persona, question_texts(), area.width, area.height)
            assert sheet.get_height() <= area.height, (persona["id"], sheet.get_height(), area.height)
    finally:
        access.apply(Settings())


@pytest.mark.parametrize("players,moves", [(4, 4), (4, 30), (5, 3), (6, 4), (6, 30)])
def test_the_table_cards_words_grow_too(app, language, players, moves):
    """The discard pile's top card, a card being carried out (5 seats after 3 moves, 6 after 30) and
    the End and lasting cards: every word on them at its floor at 125 and 150 %, at 4 to 6 seats."""
    small = card_words(app, 100, language, moves, players, hand=False)
    assert small
    for size, floor in FLOORS.items():
        large = card_words(app, size, language, moves, players, hand=False)
        assert not_grown(small, large, floor) == {}, size


@pytest.mark.parametrize("size", [125, 150])
def test_every_card_on_the_larger_tables_places_has_every_word_at_its_floor(language, size):
    """Every card of the deck, drawn in a place of the larger table (the piles, the slots, the card
    being carried out), sets each of its words (title, number, the symbol's word, text, badges) at
    least its floor times as tall as on a pile at 100 %: a long text gives way first, the art goes."""
    from labdesk.games.lab_chaos.faces import PILE, card_text_layout
    from labdesk.ui import theme

    def heights(lay: dict) -> dict[str, int]:
        found = {key: theme.font(lay[key], True).get_linesize() for key in ("title_size", "number_size", "badge_size")}
        found["type_size"] = theme.font(lay["type_size"]).get_linesize()
        found["body_size"] = theme.font(lay["body_size"]).get_linesize() if lay["body"] else 0
        return found

    places = Layout.load("lab-chaos", size)
    sizes = {places.rect(name).size for name in ("discard", "in_play", "end_slot", "lasting_slot")}
    plain = {cid: heights(card_text_layout(card, PILE)) for cid, card in words.card_data().items()}
    access.apply(Settings(text_size=size))
    try:
        for place in sizes:
            for cid, card in words.card_data().items():
                large = heights(card_text_layout(card, place, plain=PILE))
                short = {k: (h, large[k]) for k, h in plain[cid].items() if h and large[k] < FLOORS[size] * h}
                assert not short, (cid, place, short)
    finally:
        access.apply(Settings())


def test_the_table_cards_lie_where_their_anchors_say(app, language):
    """At 150 % the table's cards take their anchors' size (the card being carried out its
    ``in_play`` rectangle's), where the pointer finds them; at 100 % a pile's size as ever."""
    from labdesk.games.lab_chaos.faces import PILE

    for size in (100, 150):
        with recorded_board(app, "lab-chaos", size, language, 3, 5) as (board, _notes, _problems, _cuts):
            rest = board.resting[0]
            expected = PILE if size == 100 else Layout.load("lab-chaos", 150).rect("in_play").size
            assert rest.rect.size == expected and board.pile_size("discard") == board.rects["discard"].size
            assert board.table_card_at(rest.rect.center) == rest.key[-1]
            assert board.table_card_at(board.rects["discard"].center) == board.obs["discard_top"]


@pytest.mark.parametrize("players,moves", [(4, 30), (6, 30)])
def test_the_hand_cards_words_grow_too(app, language, players, moves):
    """A hand of nine (overlapping, cards 280 to 320 px wide) and of seven: every word on the hand's
    cards that shows at 100 % is at its floor at 150 % and at 125 %."""
    small = card_words(app, 100, language, moves, players, hand=True)
    assert small
    for size, floor in FLOORS.items():
        large = card_words(app, size, language, moves, players, hand=True)
        assert not_grown(small, large, floor) == {}, size


@pytest.mark.parametrize("size", [125, 150])
@pytest.mark.parametrize("players,moves", [(3, 30), (4, 4), (4, 30), (5, 30), (6, 30)])
def test_every_hand_card_sets_its_words_at_their_floors_whole_or_in_its_strip(app, language, size, players, moves):
    """On the board, the card that lies whole (and every card of a hand side by side) sets every
    word at its floor against the hand card at 100 %; a covered card sets its symbol, number, title
    and badges at their floors inside the strip the next card leaves, with no text under the next
    card, and rises with the whole face."""
    from labdesk.games.lab_chaos.faces import CARD, _floors, at_floors, card_text_layout, covered_layout

    with recorded_board(app, "lab-chaos", size, language, moves, players) as (board, _notes, problems, _cuts):
        assert not problems, [p.text for p in problems]
        sprites = sorted((s for s in board.hand.sprites if s.visible), key=lambda s: s.pos[0])
        assert sprites
        for i, sprite in enumerate(sprites):
            card, floors = board.card(sprite.key[2]), _floors(board.card(sprite.key[2]), CARD)
            whole = card_text_layout(card, board.hand.card_size)
            assert at_floors(whole, floors), (sprite.key, board.hand.card_size)
            if i == len(sprites) - 1 or board.strip is None:
                continue
            lay = covered_layout(card, board.hand.card_size, board.strip)
            rest = {key: px for key, px in floors.items() if key != "badge_size"}
            assert lay["body"] == [] and at_floors(lay, rest), sprite.key
            room = board.strip - lay["pad"]
            assert all(theme.font(lay["title_size"], True).size(line)[0] <= room for line in lay["title"])
            assert sprite.rect.x + board.strip <= sprites[i + 1].rect.x
            raised = next(c.raised for c in board.hand.cards if c.key == sprite.key)  # the whole face
            assert raised is not None and raised.get_size() == sprite.rect.size


def test_a_board_made_while_the_same_person_decides_again_lays_its_hand_out_at_the_players_size(app, language):
    """Seed 1 after 30 moves at six seats: the viewer decides again after their own move (the hand is
    kept steady), and the board is made afresh at 150 %: its hand cards still take the larger size."""
    from labdesk.games.lab_chaos.faces import CARD, hand_card_size

    with recorded_board(app, "lab-chaos", 150, language, 30, 6) as (board, _notes, _problems, _cuts):
        assert board.hand.steady
        ids = board.hand_ids()
        cards = [board.card(cid) for cid in ids]
        assert board.hand.card_size == hand_card_size(board.rects["hand"], len(ids), cards=cards) != CARD


@pytest.mark.parametrize("size", [125, 150])
def test_a_six_seat_panels_persona_line_is_whole_at_the_players_size(app, language, size):
    """Seed 1 after 4 moves at six seats: every opponent's persona line shows whole on its narrow
    panel (a Russian one took four lines at 22 px and was cut to "…"; a little smaller, still at the
    floor, it takes three)."""
    with recorded_board(app, "lab-chaos", size, language, 4, 6) as (board, notes, _problems, _cuts):
        for seat, box in board.panels.items():
            persona = panels.persona_rect(box, board.kind_rows(seat))
            lines = [n for n in notes if n.kind == "text" and n.rect.y >= persona.y and box.contains(n.rect)]
            said = words.answers_line(board.persona(seat), {})
            assert " ".join(n.text for n in sorted(lines, key=lambda n: n.rect.y)) == said, (seat, said)


def test_a_lessons_hand_overlaps_as_a_games_and_the_card_a_step_points_at_rises_whole(app, language):
    """A lesson's hand at 150 % lies as a game's of as many cards (overlapping, each card large enough
    for its words at their floors); a step pointing at a card a neighbour covers holds it risen whole
    with its whole face: the step's ring lies on the card's own edge (not over the neighbours' strips,
    and no arrow crosses them to it), and a click anywhere on it finds it. A step pointing at the
    whole hand holds no card up."""
    from labdesk.games.lab_chaos.faces import hand_card_size
    from labdesk.ui.app import settle
    from labdesk.ui.scenes.lesson import open_lesson
    from labdesk.ui.scenes.menu import MenuScene

    app.set_language(language)
    app.set_text_size(150)
    try:
        app.reset(MenuScene(app))
        board = open_lesson(app, "lab-chaos")
        settle(app)
        app.update(1 / 60)
        n = len(board.hand.sprites)
        assert n >= 6 and board.strip is not None and board.coach.run.step.targets == ("hand",)
        cards = [board.card(cid) for cid in board.hand_ids()]
        assert board.hand.card_size == hand_card_size(board.rects["hand"], n, cards=cards)
        assert board.hand.pinned is None
        while not any(t.startswith("hand:") for t in board.coach.run.step.targets):
            board.coach.next()
        for _ in range(30):
            app.update(1 / 60)
        cid = board.coach.run.step.targets[0].partition(":")[2]
        sprite = board.hand.sprite(board.hand.pinned)
        assert sprite.key[2] == cid and sprite.key in board.hand.covered()
        assert sprite.hover == 1 and sprite.front is next(c.raised for c in board.hand.cards if c.key == sprite.key)
        drawn = board.hand.showing(sprite)
        ring = board.coach.ring_rect(board.element_rect(f"hand:{cid}"))
        assert drawn.contains(ring) and board.coach.arrow() is None
        later = board.hand.sprites[board.hand.sprites.index(sprite) + 1]
        assert drawn.colliderect(later.rect)  # it lies over its neighbour's strip, and is found there
        assert board.hand.card_at(drawn.center) is sprite and board.hand.card_at((drawn.right - 4, drawn.centery)) is sprite
        # the step that asks for a card: a click on the risen card's part over its neighbour plays it
        while not board.coach.run.lesson.steps[board.coach.run.index].expect:
            board.coach.next()
        for _ in range(30):
            app.update(1 / 60)
        asked, index = board.coach.run.lesson.steps[board.coach.run.index].expect, board.coach.run.index
        sprite = board.hand.sprite(board.hand.pinned)
        drawn = board.hand.showing(sprite)
        spot = (drawn.right - 10, drawn.centery)
        assert asked.endswith(sprite.key[2]) and board.hand.sprites[board.hand.sprites.index(sprite) + 1].rect.collidepoint(spot)
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
        for _ in range(40):
            app.update(1 / 60)
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
        settle(app)
        assert board.coach.run.index > index
    finally:
        app.set_text_size(100)
        app.set_language("en")
        app.reset(MenuScene(app))


def test_at_100_the_hand_is_laid_out_as_before(app, language):
    """At 100 % a long hand (nine cards, seed 1 after 30 moves at four seats) keeps the 100 % card,
    fanned as ever: every card its one face, no risen face, found where it is drawn."""
    from labdesk.games.lab_chaos.faces import CARD, card_face, hand_card_size

    with recorded_board(app, "lab-chaos", 100, language, 30, 4) as (board, _notes, _problems, _cuts):
        cards = [board.card(cid) for cid in board.hand_ids()]
        assert len(cards) == 9 and board.strip is not None and board.hand.bend and not board.hand.hits_at_rest
        assert board.hand.card_size == CARD == hand_card_size(board.rects["hand"], 9, cards=cards)
        assert all(c.raised is None and c.face is card_face(board.card(c.key[2]), CARD) for c in board.hand.cards)


def test_a_card_a_steady_hands_gap_leaves_whole_shows_its_whole_face(app, language):
    """The same person decides again after two neighbouring cards left a hand of nine at 150 % (the
    hand keeps its places): the card left of the gap lies whole now, so it shows its whole face, its
    text at the player's size; the cards still covered keep their strips."""
    from labdesk.games.lab_chaos.faces import card_face

    with recorded_board(app, "lab-chaos", 150, language, 30, 4) as (board, _notes, _problems, _cuts):
        ids = board.hand_ids()
        kept = ids[:3] + ids[5:]
        board.hand.steady = True
        board.hand_ids = lambda: kept
        board.sync()
        covered = board.hand.covered()
        assert len(board.hand.cards) == 7 and ("hand", 0, ids[2]) not in covered and ("hand", 0, ids[1]) in covered
        for card in board.hand.cards:
            whole = card_face(board.card(card.key[2]), board.hand.card_size)
            assert (card.face is whole and card.raised is None) == (card.key not in covered), card.key
