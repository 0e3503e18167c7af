"""Every word Wrong Chemistry's board draws outside the log grows with the text size (issue 28): at
150 % at least 1.3 times as tall as at 100 %, at 125 % 1.12 times (display type aside), at two to four
seats, early, mid and late in a game, with seats' scored piles (runs, a pile too long for its
panel), every hand open, the start-card pick and the last turns of a game; English and Russian. The larger
sizes lay out their own table (scenes/wrong-chemistry.tmx, its "larger text" layer) and nothing on it
is cut, covered, overlapping or off screen (the layout audit's checks of the frame)."""
from __future__ import annotations

import pytest

from helpers.text_size import card_faces_app, in_each_language, not_grown, words_drawn  # noqa: F401 (fixtures)
from labdesk.games.wrong_chemistry import words

ALLOWED: frozenset[str] = frozenset()  # every word grows (the start-card line is short enough for its room at 150 %)


def scored_piles(board) -> None:
    """Each seat has scored cards, runs among them; the first seat more than its panel holds."""
    piles = [[20, 21, 22, 23, 5, 8, 13, 29, 30, 47, 79, 80, 1, 2, 3, 6, 7],  # more than its panel holds
             [26, 27], [11, 12, 15], [50]]
    for seat in range(len(board.state.piles)):
        board.state.piles[seat] = piles[seat]
    board.version += 1
    board.sync()


def open_hands(board) -> None:
    """Every seat's hand face up on its panel (a finished game's replay), with scored piles."""
    board.open_hands = True
    scored_piles(board)


CASES = [(players, moves, None) for players in (2, 3, 4) for moves in (4, 30, 80)] + [
    (4, 30, scored_piles), (3, 40, open_hands), (2, 0, None), (4, 370, None)]


def grown(app, language, players, moves, prepare):
    small, _problems, cuts100 = words_drawn(app, "wrong-chemistry", 100, language, moves, players, prepare)
    for size, factor in ((150, 1.3), (125, 1.12)):
        large, problems, cuts = words_drawn(app, "wrong-chemistry", size, language, moves, players, prepare)
        assert not problems, (size, [p.text for p in problems])
        assert len(cuts) <= len(cuts100), (size, cuts)
        assert not not_grown(small, large, factor, ALLOWED), (size, not_grown(small, large, factor, ALLOWED))
    return small


@pytest.mark.parametrize("players, moves, prepare", CASES,
                         ids=[f"{p}seats-{m}moves-{f.__name__ if f else 'as dealt'}" for p, m, f in CASES])
def test_every_word_on_the_board_grows_with_the_text_size(app, language, players, moves, prepare):
    small = grown(app, language, players, moves, prepare)
    assert len(small) >= 20, small  # the board was drawn, words and all


def test_the_rarer_panels_were_drawn(app, language):
    """The prepared states show what they promise: chips with "+N more", open hands."""
    small, _problems, _cuts = words_drawn(app, "wrong-chemistry", 150, language, 40, 3, open_hands)
    assert {words.more_chips(hidden) for hidden in range(1, 18)} & set(small), small
    assert any(word.startswith(words.open_hand([1])[:4]) for word in small), small
    picking, _problems, _cuts = words_drawn(app, "wrong-chemistry", 150, language, 0, 2)
    assert len(picking) >= 10
