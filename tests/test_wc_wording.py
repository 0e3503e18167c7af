"""Wrong Chemistry speaks of places in words a player reads off the screen, never in coordinates."""
import re

from labdesk.ai.base import RandomPlayer
from labdesk.engine.core import Rng
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.rules import (
    RULES, HexMoved, MoveDisc, MoveHex, PlaceDisc, TakeDisc, action_words, place_name,
)

COORDS = re.compile(r"\(-?\d+, ?-?\d+\)")


def cells_within(n):
    return [(q, r) for q in range(-n, n + 1) for r in range(-n, n + 1) if abs(q + r) <= n]


def test_the_centre_and_its_six_neighbours_read_as_screen_directions():
    assert place_name((0, 0)) == "the blue centre hex"
    named = [place_name(d) for d in mol.RING_DIRECTIONS]
    assert named == ["the hex right of the centre", "the hex up-right of the centre",
                     "the hex up-left of the centre", "the hex left of the centre",
                     "the hex down-left of the centre", "the hex down-right of the centre"]
    assert place_name((1, -2)) == "the hex directly above the centre"
    assert place_name((-2, 0), new=True) == "a new spot two steps left of the centre"
    assert place_name((-2, 1)) == "the hex one step left and one down-left of the centre"


def test_every_reachable_cell_has_its_own_name_without_coordinates():
    cells = cells_within(6)  # a seven-hex molecule holding the centre never reaches further
    names = [place_name(c) for c in cells]
    assert len(set(names)) == len(cells)
    assert not any(COORDS.search(n) or re.search(r"\d", n) for n in names)


def test_hints_and_refusals_use_the_same_words():
    assert action_words(MoveHex((0, -1), (-2, 1))) == (
        "move the empty hex up-left of the centre to a new spot one step left and one down-left of the centre")
    assert action_words(TakeDisc((1, 0))) == "take the disc off the hex right of the centre"
    assert action_words(PlaceDisc("white", (0, 0))) == "put a white disc on the blue centre hex"
    assert action_words(MoveDisc((1, 0), (0, 0))) == (
        "move the disc from the hex right of the centre to the blue centre hex")
    assert HexMoved(0, (0, -1), (-2, 1)).describe(["Ana"]) == (
        "Ana moves the empty hex up-left of the centre to a new spot one step left and one down-left "
        "of the centre.")


def test_a_played_log_and_every_refusal_have_no_coordinates():
    state = RULES.new_state(4, 2, {})
    names = ["Ana", "Boris"]
    players = [RandomPlayer(seed=s) for s in range(2)]
    lines = []
    rng = Rng(9)
    for _ in range(300):
        if state.is_over():
            break
        if state.phase == "play":  # ask why a few moves that are not legal are refused
            for cell in rng.sample(cells_within(3), 4):
                for action in (TakeDisc(cell), PlaceDisc("black", cell), MoveHex(cell, (3, 0))):
                    if action not in state.legal_actions():
                        assert not COORDS.search(state.why_illegal(action)), state.why_illegal(action)
        action = players[state.current_player()].choose(state)
        lines += [line for e in state.apply(action) if (line := e.describe(names))]
    assert any("centre" in line for line in lines)
    assert not [line for line in lines if COORDS.search(line)]
