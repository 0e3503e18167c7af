"""Every word the Lab Wars board draws outside the log grows with the player's text size: at 150 %
each is at least 1.3 times as tall as at 100 % (1.12 at 125 %), on the larger text's own table
(``scenes/lab-wars.tmx``'s layer for 125 % and up), with no audit problem and no more words cut than
at 100 %, for two to four seats early, mid and late in the game, in English and Russian; and at
100 % the table is the one it always was."""
from __future__ import annotations

import pytest

from helpers.text_size import card_faces_app, in_each_language, not_grown, words_drawn  # noqa: F401
from labdesk.games.lab_wars import faces, panels
from labdesk.ui.layout import Layout

SEATS = (2, 3, 4)
MOVES = (4, 30, 80)  # characters being picked; turns with sabotages and action cards; a late round, crowded
SIZES = [(150, 1.3), (125, 1.12)]

#: an effect icon's letter (C, D, E, B, X, S, A, !) on a small card face and on the stage card's
#: sabotage row: the letter shows only on an icon twice as large, which the face's name needs the
#: height of (the icons grow where the card still holds them, and in the panels' data counters)
ALLOWED = frozenset(letter for _colour, _shape, letter in faces.ICONS.values())


@pytest.fixture(scope="module")
def at_100():
    """The 100 % boards' words, measured once per language, seat count and move."""
    return {}


@pytest.mark.parametrize("size, factor", SIZES)
@pytest.mark.parametrize("players", SEATS)
def test_every_word_grows_with_nothing_cut_or_covered(app, at_100, language, players, size, factor):
    for moves in MOVES:
        key = (language, players, moves)
        if key not in at_100:
            at_100[key] = words_drawn(app, "lab-wars", 100, language, moves, players)
        small, _problems, cuts100 = at_100[key]
        large, problems, cuts = words_drawn(app, "lab-wars", size, language, moves, players)
        assert not_grown(small, large, factor, ALLOWED) == {}, (moves, size)
        assert problems == [], (moves, size, problems)
        assert len(cuts) <= len(cuts100), (moves, size, cuts, cuts100)


def test_the_larger_tables_are_layouts_of_their_own_and_100_is_as_it_was():
    plain, large = Layout.load("lab-wars", 100), Layout.load("lab-wars", 150)
    assert plain.rect("log") == (1140, 354, 440, 538) and plain.rect("me_hand") == (20, 670, 520, 152)
    assert large.rect("log").width == 300 and large.rect("log").right == plain.rect("log").right
    assert large.rect("me_hand").y == large.rect("me_lab").y  # the hand beside the lab
    assert Layout.load("lab-wars", 125).anchors.keys() == large.anchors.keys()
    for name in ("opponents", "piles", "me_info"):
        assert large.rect(name).height > plain.rect(name).height, name
    assert large.props("prompt")["lines"] > 2 and "lines" not in plain.props("prompt")


def test_the_snug_sizes_reach_the_promised_growth_and_are_the_same_at_100():
    from labdesk.settings import Settings
    from labdesk.ui import access

    try:
        for percent, factor in ((100, 1.0), (125, 1.12), (150, 1.3)):
            access.apply(Settings(text_size=percent))
            for px in range(10, 28):
                grown = panels.snug(px)
                assert (grown == px) if percent == 100 else panels.line(grown) >= factor * panels.line(px), px
    finally:
        access.apply(Settings())
