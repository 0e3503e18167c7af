"""Every word Explosion's board draws outside the log grows with the text size (issue 28): at 150 %
at least 1.3 times as tall as at 100 %, at 125 % 1.12 times (display type aside), on the larger
table its layout's text_size layers lay out (the log narrower, the turn order's note in a panel of
its own, taller tubes, a shorter bench with smaller flasks, wider Lab cards and beaker column), with
no audit problem and no word cut that was whole at 100 %.

It holds for every word at every seat count. At one (the solo Robot) and four seats at 150 % the
boxes (their lines set closer at a larger size), their chips and the aids under them cannot all
reach it in the players' panel's 620 pixels: there the reference aids give way, not the boxes. The
flask aid (the hard Robot's longer table instead) folds into a one-line heading at the player's
size with a sign that more is there; the heading is a stop of the keyboard's ring, and hovered,
focused or pressed it shows the whole aid as a tip at the floor size over the table's middle."""
from __future__ import annotations

import pygame
import pytest

from helpers.text_size import (card_faces_app, in_each_language, not_grown, recorded_board,  # noqa: F401
                               recorded_frame, text_size, words_drawn)
from labdesk.games.explosion import faces, panels
from labdesk.games.explosion import words as W
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.board import FlaskKey, SideKey
from labdesk.i18n import _
from labdesk.ui import access, art, theme
from labdesk.ui.layout import Layout
from labdesk.ui.table.tips import tip_layout

GAME = "explosion"
MOVES = (4, 30, 80)  # the first round; mid-game with held cards; late (a finished game's board)
SOLO_LATE = 36  # the solo game's last turn (it ends after 38 moves: its board gives way to the results)
FLOOR = {150: 1.3, 125: 1.12}

#: words that cannot grow, each with its reason
ALLOWED = frozenset({
    # a beaker card's side name in Russian is wider than the card's middle between its side blocks,
    # whose Research numbers take the width to grow
    "сторона A", "сторона B",
})


def words_by_place(app, size: int, lang: str, moves: int, players: int):
    """The board's words outside the log as two {text: height}: outside the players' panel and in
    it; the audit's problems; the words cut short."""
    with recorded_board(app, GAME, size, lang, moves, players) as (board, notes, problems, cuts):
        logs = [n.rect for n in notes if n.kind != "text" and n.role == "log"]
        side = board.rect["players"]
        outside: dict[str, int] = {}
        inside: dict[str, int] = {}
        for note in notes:
            if note.kind != "text" or any(log.collidepoint(note.rect.center) for log in logs):
                continue
            place = inside if side.collidepoint(note.rect.center) else outside
            place[note.text] = max(place.get(note.text, 0), note.rect.height)
        return outside, inside, problems, cuts


@pytest.mark.parametrize("moves", MOVES)
def test_at_two_seats_every_word_grows_at_125_and_150_nothing_cut_or_overlapping(app, language, moves):
    small, problems, cuts = words_drawn(app, GAME, 100, language, moves, 2)
    assert not problems
    for size, factor in FLOOR.items():
        large, problems, larger_cuts = words_drawn(app, GAME, size, language, moves, 2)
        assert not problems, (size, [p.text for p in problems])
        assert len(larger_cuts) <= len(cuts), (size, larger_cuts)
        assert not not_grown(small, large, factor, ALLOWED), size
        assert len([w for w in small if w in large]) >= 60  # the same table, read at both sizes


@pytest.mark.parametrize("moves", MOVES)
@pytest.mark.parametrize("players", [1, 3, 4])
def test_at_every_seat_count_the_table_round_the_players_panel_grows(app, language, players, moves):
    moves = SOLO_LATE if players == 1 and moves > SOLO_LATE else moves
    small, _inside, problems, cuts = words_by_place(app, 100, language, moves, players)
    assert not problems
    for size, factor in FLOOR.items():
        large, inside, problems, larger_cuts = words_by_place(app, size, language, moves, players)
        assert not problems, (size, [p.text for p in problems])
        assert len(larger_cuts) <= len(cuts), (size, larger_cuts)
        assert not not_grown(small, large, factor, ALLOWED), size


@pytest.mark.parametrize("players", [1, 3, 4])
def test_in_the_players_panel_at_one_three_and_four_seats_no_word_is_smaller(app, language, players):
    """The boxes keep their 100 % height and grow (with their chips and the aids) as far as the
    panel holds them: nothing in it is smaller or cut, much of it larger."""
    _out, small, _problems, _cuts = words_by_place(app, 100, language, 30, players)
    _out, large, problems, _cuts = words_by_place(app, 150, language, 30, players)
    assert not problems
    shared = [w for w in small if w in large]
    assert shared and all(large[w] >= small[w] for w in shared), {w: (small[w], large[w]) for w in shared}
    assert sum(large[w] > small[w] for w in shared) >= len(shared) // 2


@pytest.mark.parametrize("moves", MOVES)
@pytest.mark.parametrize("players", [1, 3, 4])
def test_in_the_players_panel_at_150_every_word_reaches_the_floor(app, language, players, moves):
    moves = SOLO_LATE if players == 1 and moves > SOLO_LATE else moves
    _out, small, _problems, _cuts = words_by_place(app, 100, language, moves, players)
    _out, large, problems, cuts = words_by_place(app, 150, language, moves, players)
    assert not problems and not cuts
    assert not not_grown(small, large, FLOOR[150], ALLOWED)


@pytest.mark.parametrize("moves", MOVES)
@pytest.mark.parametrize("players", [1, 3, 4])
def test_in_the_players_panel_at_125_every_word_reaches_the_floor(app, language, players, moves):
    """The boxes' lines set a sixth closer than their line boxes leave the aids their share of the
    panel, and the solo Robot's picture gives its last turn the width that line needs: every word
    there at least 1.12 times as tall as at 100 %, nothing cut."""
    moves = SOLO_LATE if players == 1 and moves > SOLO_LATE else moves
    _out, small, _problems, _cuts = words_by_place(app, 100, language, moves, players)
    _out, large, problems, cuts = words_by_place(app, 125, language, moves, players)
    assert not problems and not cuts
    assert not not_grown(small, large, FLOOR[125], ALLOWED)


def test_at_100_the_table_is_laid_out_as_ever_and_the_larger_one_from_125():
    """The 100 % map is the one every board test and picture was made with; the larger table's
    layers apply at 125 % and 150 % alike."""
    small, middle, large = (Layout.load(GAME, size) for size in (100, 125, 150))
    assert small.rect("log") == pygame.Rect(20, 700, 560, 186) and small.rect("hand") == pygame.Rect(596, 700, 560, 186)
    assert small.rect("tubes") == pygame.Rect(350, 276, 800, 176)
    assert small.rect("flask_0") == pygame.Rect(508, 462, 150, 228)
    assert small.rect("bench_panel") == pygame.Rect(350, 458, 800, 236) and not small.has("order_note")
    assert {n: a.rect for n, a in middle.anchors.items()} == {n: a.rect for n, a in large.anchors.items()}
    assert large.rect("log").width >= 300 and large.has("order_note")
    # the larger table's panels lie apart on the canvas, each inside it
    canvas = pygame.Rect(0, 0, 1600, 900)
    names = ("beaker_panel", "fire", "lab_panel", "bench_panel", "players", "log", "hand", "order_note", "actions")
    rects = [large.rect(n) for n in names]
    assert all(canvas.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), names


def test_at_150_the_click_targets_tips_and_cards_follow_the_larger_table(app, language):
    """What the player reaches for is where it is drawn: the flasks' click areas are the layout's
    flasks, each tube's tip its tube (inside the taller tube area), the Lab cards centred on their
    slots and no wider than them, the hand's cards inside the hand panel."""
    with recorded_board(app, GAME, 150, language, 30, 2) as (board, _notes, problems, _cuts):
        layout = Layout.load(GAME, 150)
        assert not problems
        for i in range(4):
            assert board.hits.rect_of(FlaskKey(i + 1)) == layout.rect(f"flask_{i}")
        tubes = layout.rect("tubes")
        for i in range(24):  # (a tube's last pixels are below its glass)
            tube = panels.tube_rect(tubes, i)
            assert tubes.contains(tube.x, tube.y, tube.width, tube.height - 4)
        for i, n in enumerate(board.row):
            slot, card = layout.rect(f"lab_{i}"), board.lab_sprites[n].rect
            assert card.center == slot.center and card.width <= slot.width, (slot, card)
        assert faces.lab_size()[0] > faces.LAB_SIZE[0]
        hand = layout.rect("hand")
        assert all(hand.contains(sprite.rect) for sprite in board.hand.sprites)
        assert board.order_note_rect().colliderect(layout.rect("order_note"))


def test_the_robots_picture_gives_way_to_its_last_turn_at_a_larger_size(language):
    """At 100 % the Robot's picture keeps its place whatever its last turn says; larger, it narrows
    (or goes) so the last turn is whole at the player's size beside it."""
    box = pygame.Rect(1178, 200, 394, 140)
    last = {"chemicals": ["B", "R", "B"], "flasks": ["purple"]}
    with text_size(100, language):
        assert panels.robot_picture_rect(box, last) == panels.robot_picture_rect(box)
        assert panels.robot_picture_rect(box).size == (96, 60)
    for size in (125, 150):
        with text_size(size, language):
            picture, line = panels.robot_picture_rect(box, last), panels.robot_last_rect(box, 290, last)
            words = theme.font(access.scaled(16)).size(W.robot_last(last))[0]
            assert words <= line.width and line.right <= picture.x and picture.right == box.right - 12


def test_the_tokens_letters_grow_alone_in_their_tokens(language):
    """At 100 % the flask aid's tokens and the selected chemical's are the tokens as ever (a shape over
    the letter); larger, the letter stands alone at the player's size as far as the token holds it,
    1.3 / 1.12 times as tall: the aid's (10 px at 100 %) in its tokens under four boxes and under
    three, the selected chemical's (22 px on a token of radius 32 at 100 %) on its smaller token."""
    tokens = ((panels.AID_LETTER, (9, 10)), (panels.SELECTED_LETTER, (24,)))
    with text_size(100, language):
        assert all(panels.token_letter_px(base, radius) is None for base, radii in tokens for radius in radii)
        small = {base: theme.text("G", base, (0, 0, 0), bold=True).get_height() for base, _radii in tokens}
    for size in (125, 150):
        with text_size(size, language):
            for base, radii in tokens:
                for radius in radii:
                    px = panels.token_letter_px(base, radius)
                    assert theme.font(px, True).get_linesize() <= 2 * radius + 2
                    assert theme.text("G", px, (0, 0, 0), bold=True).get_height() >= FLOOR[size] * small[base]
            token = art.chemical_token("green", 10, letter_px=panels.token_letter_px(panels.AID_LETTER, 10))
            assert token.get_size() == art.chemical_token("green", 10).get_size() == (22, 22)
            assert token is not art.chemical_token("green", 10)


SIDE_CHOICE = 20  # the solo game's 20th move: Ana chooses the side of a new Process card (no other test stands here)


def choice_words(app, size: int, lang: str) -> tuple[dict[str, int], bool, list]:
    """The side choice's words (its title and its two cards) as {text: height}, whether its two wide
    cards lie whole side by side where the choice is shown (the Process cards panel at 100 %, the
    table's centre at 125 and 150 %), and the audit's problems."""
    with recorded_board(app, GAME, size, lang, SIDE_CHOICE, 1) as (board, notes, problems, _cuts):
        area = board.hand.area
        words: dict[str, int] = {}
        for note in notes:
            if note.kind == "text" and area.collidepoint(note.rect.center):
                words[note.text] = max(words.get(note.text, 0), note.rect.height)
        cards = [sprite.rect for sprite in board.hand.sprites]
        side_by_side = (board.view.get("side_choice") is not None and len(cards) == 2
                        and all(faces.is_wide(r.size) and area.contains(r) for r in cards)
                        and not cards[0].colliderect(cards[1]))
        return words, side_by_side, problems


def test_the_side_choice_shows_both_wide_cards_side_by_side_at_every_size(app, language):
    """The state the next test measures: the two sides as wide cards, whole, side by side, in the
    Process cards panel at 100 % and over the table's centre on the larger table."""
    for size in (100, 125, 150):
        words, side_by_side, problems = choice_words(app, size, language)
        assert side_by_side and not problems and len(words) >= 8, size


@pytest.mark.parametrize("size", [125, 150])
def test_the_side_choices_words_reach_the_floor(app, language, size):
    """On the larger table the two sides lie large over the tubes and the bench (each card as much
    taller as the text is larger): the title, the cards' names, sides, phases and effects at least
    1.3 / 1.12 times as tall as the Process cards panel shows them at 100 %."""
    small, _side, _problems = choice_words(app, 100, language)
    large, _side, _problems = choice_words(app, size, language)
    assert W.hand_title(None, "Ana") in small and W.hand_title(None, "Ana") in large
    assert len([w for w in small if w in large]) >= 7  # the title, and each card's name, side and phase
    assert not not_grown(small, large, FLOOR[size], ALLOWED)
    # the effects wrap anew (their lines are other words): each line as tall as the floor of the
    # smallest words at 100 % (the effects' 16 px lines)
    assert min(large.values()) >= FLOOR[size] * min(small.values()), (min(large.values()), min(small.values()))


def test_on_the_larger_table_the_side_choice_covers_only_the_tubes_and_the_bench(app, language):
    """The choice lies over the tubes and the bench (not read while a side is chosen): the Lab row,
    its sum, the beakers, the players, the log and the buttons stay in sight; the Process cards panel
    keeps the title it has out of a choice; a click on a card, the keyboard's ring and a lesson's
    pointer reach the cards where they lie."""
    with recorded_board(app, GAME, 150, language, SIDE_CHOICE, 1) as (board, notes, problems, _cuts):
        area, layout = board.hand.area, Layout.load(GAME, 150)
        assert not problems and area == layout.rect("tubes").union(layout.rect("bench_panel"))
        for name in ("sum", "beaker_panel", "fire", "players", "log", "hand", "actions", "order_note"):
            assert not area.colliderect(layout.rect(name)), name
        assert all(not area.colliderect(layout.rect(f"lab_{i}")) for i in range(6))
        # under it nothing is drawn (the tubes and the bench wait): its words are its title's and its cards'
        under = [n for n in notes if n.kind == "text" and area.colliderect(n.rect)]
        assert under and all(n.text == W.hand_title(None, "Ana") or any(s.rect.contains(n.rect) for s in board.hand.sprites)
                             for n in under), [n.text for n in under]
        # no hover text of a tube under it; the beakers' keep theirs
        assert board.tips.tips and not any(area.colliderect(tip.rect) for tip in board.tips.tips)
        # a lesson's panel does not take the bench then (it would lie over the cards): pointing at the
        # players it rings their boxes and may take the room under them, clear of the ring
        boxes = board.player_box(0).union(board.player_box(1))
        assert "bench" not in board.coach_areas() and board.element_rect("players") == boxes
        assert board.coach_areas()["side"].top >= boxes.bottom + 16
        texts = [n.text for n in notes if n.kind == "text" and layout.rect("hand").collidepoint(n.rect.center)]
        assert W.hand_title("Ana") in texts and W.hand_title(None, "Ana") not in texts
        blue = board.element_rect("side:blue")
        assert area.contains(blue) and board.element_rect("hand") == area
        rings = [t.rect for t in board.focus_targets() if t.key == ("hand", SideKey("blue"))]
        assert rings == [blue]
        sent = []
        board.submit = sent.append
        board.board_event(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=blue.center))
        assert len(sent) == 1 and isinstance(sent[0], R.TakeSide) and sent[0].side == "blue"


def test_at_100_the_side_choice_stays_in_the_process_cards_panel(app, language):
    """At 100 % the choice is the Process cards panel's, as ever (the title its own, cards 154 px tall)."""
    with recorded_board(app, GAME, 100, language, SIDE_CHOICE, 1) as (board, _notes, _problems, _cuts):
        assert board.hand.area == board.rect["hand"] and board.hand.card_size == faces.WIDE_CARD
        assert board.element_rect("hand") == board.rect["hand"] and board.element_rect("players") == board.rect["players"]
        assert "bench" in board.coach_areas() and board.coach_areas()["side"].top == board.player_box(1).bottom + 4


def aid_words(name: str, level: str | None = None) -> list[str]:
    """An aid's words at 100 %: the flask aid's title and what each flask pays, or the Robot's table's
    title and lines."""
    if name == "flask":
        return [_("What a flask pays")] + [_(pays) for _groups, pays in panels.FLASK_AID]
    return [panels.aid_title("robot", level)] + list(W.robot_table_lines(level))


def tokens(texts) -> set[str]:
    return {word for text in texts for word in text.split()}


def robot_level(level: str | None):
    """A board's preparation: the solo Robot at ``level`` (None: as dealt, normal)."""
    def prepare(board) -> None:
        if level is not None:
            board.match.state.robot_level = level
            board._obs_cache = None
            board._resync()
    return prepare


def show_by_ring(key):
    """The keyboard's ring stepped with Tab onto the heading ``key`` and resting there a moment."""
    def show(board) -> None:
        for _step in range(len(board.focus_targets())):
            board.focus.move(board, step=1)
            if board.focus.key == key:
                break
        for _frame in range(3):
            board.update(0.1)
    return show


def show_by_enter(key):
    """The ring put on the heading ``key`` and Enter pressed at once (no rest)."""
    def show(board) -> None:
        board.focus.key, board.focus.visible = key, False
        board.focus.move(board)
        board.focus.use(board)
    return show


@pytest.mark.parametrize("players, level, aid", [(4, None, "flask"), (1, None, "flask"), (1, "hard", "robot")])
@pytest.mark.parametrize("show", [show_by_ring, show_by_enter])
def test_at_150_an_aid_folds_into_a_focusable_heading_whose_tip_holds_it_whole(app, language, players, level, aid,
                                                                              show):
    """Where four boxes (or the solo game's two and the Robot's table) and the flask aid cannot all
    reach the floor, the flask aid folds into its heading at the player's size with a sign that more
    is there (the hard Robot's longer table folds instead, the flask aid staying whole: the least that
    is enough); the heading is a stop of the keyboard's ring, and the ring on it (resting, or Enter)
    shows the whole aid as a tip, every word at least 1.3 times as tall as in the panel at 100 %,
    over the table's middle left of the panel, clear of the players' boxes (the flask aid's also of
    the flasks it explains). The other aid stays whole in the panel."""
    key, prepare = ("area", ("aid", aid)), robot_level(level)
    _out, small, _problems, _cuts = words_by_place(app, 100, language, 30, players)
    with recorded_board(app, GAME, 100, language, 30, players, prepare) as (board, notes, _problems, _cuts):
        level = board.obs["robot"]["level"] if board.obs["robot"] else None
        small = {n.text: n.rect.height for n in notes if n.kind == "text" and board.rect["players"].contains(n.rect)}
    words = aid_words(aid, level)
    assert words[0] in small  # (a long line of the Robot's table may be cut at 100 %: its tip holds it whole)
    base = max(small[w] for w in words if w in small)

    def ready(board) -> None:
        prepare(board)
        show(key)(board)
    with recorded_board(app, GAME, 150, language, 30, players, ready) as (board, notes, problems, cuts):
        assert board.folded_aids() == (aid,)
        heading = dict(board.aid_headings())[aid]
        assert [t.rect for t in board.focus_targets() if t.key == key] == [heading]
        assert board.focus.visible and board.focus.key == key
        tip = board.tips.showing()
        assert tip is not None and tip.rect == heading and tip.picture is not None
        # the heading: its words at the player's size, inside the players' panel under the last box
        drawn = [n for n in notes if n.kind == "text" and heading.contains(n.rect)]
        assert [n.text for n in drawn] == [panels.aid_title(aid, level, folded=True)]
        assert drawn[0].rect.height >= 1.4 * small[words[0]]
        last = board.player_box(len(board.obs["scores"]) - 1)
        assert heading.top > last.bottom and board.rect["players"].contains(heading)
        # the tip: every word of the aid, none cut, each line at least 1.3 times the aid's at 100 %
        _lines, box = tip_layout(tip, pygame.Rect((0, 0), app.size))
        over = [n for n in notes if n.kind == "overlay" and n.role == "tip"]
        assert [n.rect for n in over] == [box]
        shown = [n for n in notes if n.kind == "text" and n.order > over[0].order and box.contains(n.rect)]
        assert tokens(words) <= tokens(n.text for n in shown), tokens(words) - tokens(n.text for n in shown)
        assert not any("…" in n.text for n in shown) and not cuts and not problems, (cuts, problems)
        lines = [n for n in shown if len(n.text) > 1]  # (the tokens' letters: test_the_tokens_letters_grow...)
        assert min(n.rect.height for n in lines) >= FLOOR[150] * base, \
            [(n.text, n.rect.height) for n in lines]
        assert any(area.contains(box) for area in panels.aid_tip_areas(board.rect, board.hand.area)) and not box.colliderect(board.rect["players"])
        if aid == "flask":
            assert not box.colliderect(board.rect["bench_panel"])
        if players == 1:  # the other aid stays whole in the panel
            other = aid_words("robot" if aid == "flask" else "flask", level)
            inside = [n.text for n in notes if n.kind == "text" and board.rect["players"].contains(n.rect)]
            assert tokens(other) <= tokens(inside), tokens(other) - tokens(inside)


@pytest.mark.parametrize("size, seats", [(150, (2, 3)), (125, (1, 2, 3, 4)), (100, (1, 2, 3, 4))])
def test_where_the_panel_holds_them_the_aids_stay_whole_with_no_heading_to_fold(app, language, size, seats):
    """Two and three seats at 150 %, every seat count at 100 and 125 %: nothing folds, the flask aid
    (and the solo Robot's table) are drawn whole in the players' panel, with no tip or keyboard stop
    of their own."""
    for players in seats:
        moves = SOLO_LATE if players == 1 else 30
        with recorded_board(app, GAME, size, language, moves, players) as (board, notes, problems, _cuts):
            assert board.folded_aids() == () and board.aid_headings() == [] and not problems, (size, players)
            assert not [t for t in board.focus_targets() if t.key[0] == "area"]
            assert not [tip for tip in board.tips.tips if tip.picture is not None]
            side = board.rect["players"]
            texts = [n.text for n in notes if n.kind == "text" and side.contains(n.rect)]
            assert _("What a flask pays") in texts and tokens(aid_words("flask")) <= tokens(texts), (size, players)


def test_the_aids_fold_only_as_far_as_the_boxes_need():
    """The aids fold, the least that is enough: the flask aid; where that is not enough (the hard
    Robot's longer table) the Robot's table instead, the flask aid whole; both only in a panel too
    short for either alone; none at three seats, at 100 %, or in a lesson (its panel under the boxes)."""
    with text_size(150):
        width = Layout.load(GAME, 150).rect("players").width - 24
        for level in ("easy", "normal"):
            assert panels.aid_folds(620, 2, True, {"level": level}, False, width) == ("flask",)
        assert panels.aid_folds(620, 2, True, {"level": "hard"}, False, width) == ("robot",)
        assert panels.aid_folds(420, 2, True, {"level": "normal"}, False, width) == ("flask", "robot")
        assert panels.aid_folds(620, 4, True, None, False, width) == ("flask",)
        assert panels.aid_folds(620, 3, True, None, False, width) == ()
        assert panels.aid_folds(620, 4, False, None, False, width) == ()
    with text_size(100):
        assert panels.aid_folds(620, 4, True, None, True, 386) == ()


@pytest.mark.parametrize("size", [125, 150])
def test_with_each_robot_level_every_word_of_the_solo_panel_reaches_the_floor(app, language, size):
    """Each Robot level's table (the hard one is two lines longer) with the boxes: every word in the
    players' panel at least 1.3 / 1.12 times as tall as at 100 %, nothing cut that was whole at 100 %,
    no audit problem."""
    for level in ("easy", "hard"):
        found, cut = {}, {}
        for percent in (100, size):
            with recorded_board(app, GAME, percent, language, 30, 1, robot_level(level)) as (board, notes, problems,
                                                                                                cuts):
                assert board.obs["robot"]["level"] == level and not problems, (level, problems)
                side = board.rect["players"]
                found[percent] = {n.text: n.rect.height for n in notes if n.kind == "text" and side.contains(n.rect)}
                cut[percent] = set(cuts)
        assert not not_grown(found[100], found[size], FLOOR[size], ALLOWED), level
        assert cut[size] <= cut[100], level  # (the hard table's longest Russian line is cut at 100 %, whole larger)


def test_in_the_solo_lesson_at_150_no_aid_folds_and_no_tip_is_left_behind(app, language):
    """A lesson (the solo game against the Robot) keeps its boxes at their 100 % height and the room
    under them for its panel (the aids yield to it): nothing folds, and no folded aid's tip or
    keyboard stop is left from the board as it was before the lesson's coach came."""
    from labdesk.ui.scenes.lesson import open_lesson

    with recorded_frame(app, 150, language, lambda app: open_lesson(app, GAME, record=False), GAME) as (
            board, _notes, problems, _cuts):
        assert board.coach is not None and board.obs["robot"] is not None and not problems
        assert board.folded_aids() == () and board.aid_headings() == []
        assert not [tip for tip in board.tips.tips if tip.picture is not None]
        assert not [t for t in board.focus_targets() if t.key[0] == "area"]
