"""The shared molecule of Wrong Chemistry: seven hexes on axial coordinates with discs on them.

The blue hex never leaves (0, 0); six yellow hexes hang around it, always as one connected group.
A molecule is stored as a sorted tuple of seven small ints, ``cell * 4 + disc``: hashable, cheap to
copy and fast enough for the card generator's breadth-first search and the AI's planner. ``cell``
is an index into a 17x17 window of axial coordinates (a 7-hex molecule that contains the origin
never reaches further than 6 steps from it).

Pure Python; used by the rules, the AI and tools/wrong_chemistry_cards.py.
"""
from __future__ import annotations

from array import array
from functools import lru_cache
from typing import Iterable, Iterator

EMPTY, WHITE, BLACK = 0, 1, 2
DISC_NAMES = ("empty", "white", "black")
WHITE_TOTAL, BLACK_TOTAL = 5, 4  # the discs in the box: 9 in all
HEXES = 7

_WIDTH = 17
_OFFSET = 8

Cell = tuple[int, int]
Molecule = tuple[int, ...]


def cell_index(q: int, r: int) -> int:
    return (q + _OFFSET) * _WIDTH + (r + _OFFSET)


def cell_coords(index: int) -> Cell:
    return (index // _WIDTH - _OFFSET, index % _WIDTH - _OFFSET)


ORIGIN = cell_index(0, 0)
# The six axial directions in ring order: (1,0) (1,-1) (0,-1) (-1,0) (-1,1) (0,1).
RING_DIRECTIONS: tuple[Cell, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
_STEPS = tuple(dq * _WIDTH + dr for dq, dr in RING_DIRECTIONS)


_NEIGHBOURS = [tuple(i + s for s in _STEPS) for i in range(_WIDTH * _WIDTH)]


def neighbours(index: int) -> tuple[int, ...]:
    return _NEIGHBOURS[index]


def make(pairs: Iterable[tuple[Cell, int]]) -> Molecule:
    """A molecule from ((q, r), disc) pairs."""
    return tuple(sorted(cell_index(q, r) * 4 + disc for (q, r), disc in pairs))


def start() -> Molecule:
    """The starting layout: empty blue centre, a ring of yellow hexes with discs alternating
    white and black (3 + 3), so the supply holds 2 white and 1 black."""
    ring = [(d, WHITE if i % 2 == 0 else BLACK) for i, d in enumerate(RING_DIRECTIONS)]
    return make([((0, 0), EMPTY)] + ring)


START = start()


def items(m: Molecule) -> list[tuple[Cell, int]]:
    """((q, r), disc) for each hex, in cell order."""
    return [(cell_coords(c >> 2), c & 3) for c in m]


def cells(m: Molecule) -> list[int]:
    return [c >> 2 for c in m]


def disc_at(m: Molecule, index: int) -> int | None:
    """The disc on the hex at ``index`` (EMPTY for an empty hex), or None if there is no hex."""
    for c in m:
        if c >> 2 == index:
            return c & 3
    return None


def supply(m: Molecule) -> tuple[int, int]:
    """(white, black) discs beside the molecule: every disc not on it."""
    white = sum(1 for c in m if c & 3 == WHITE)
    black = sum(1 for c in m if c & 3 == BLACK)
    return WHITE_TOTAL - white, BLACK_TOTAL - black


def connected(cell_set: Iterable[int]) -> bool:
    return len(components(set(cell_set))) <= 1


def components(cell_set: set[int]) -> list[set[int]]:
    """The connected groups of ``cell_set``."""
    table = _NEIGHBOURS
    left = set(cell_set)
    groups = []
    while left:
        first = left.pop()
        group = {first}
        todo = [first]
        while todo:
            for n in table[todo.pop()]:
                if n in left:
                    left.discard(n)
                    group.add(n)
                    todo.append(n)
        groups.append(group)
    return groups


def hex_destinations(m: Molecule, index: int) -> list[int]:
    """Free cells the (empty, yellow) hex at ``index`` may move to: touching the rest of the
    molecule, and leaving all seven hexes connected."""
    rest = {c >> 2 for c in m}
    rest.discard(index)
    table = _NEIGHBOURS
    candidates = sorted({n for c in rest for n in table[c]} - rest - {index})
    groups = components(rest)
    if len(groups) == 1:
        return candidates
    # The hex held parts together: only a cell touching every part joins them again.
    return [n for n in candidates if all(not group.isdisjoint(table[n]) for group in groups)]


def with_disc(m: Molecule, index: int, disc: int) -> Molecule:
    """The molecule with the hex at ``index`` holding ``disc`` (cell order is unchanged)."""
    return tuple((c & ~3) | disc if c >> 2 == index else c for c in m)


def with_hex_moved(m: Molecule, src: int, dst: int) -> Molecule:
    return tuple(sorted(dst * 4 if c >> 2 == src else c for c in m))


def successors(m: Molecule) -> Iterator[Molecule]:
    """Every molecule one action away (take, place, move a disc, move an empty hex)."""
    white, black = supply(m)
    empties = [c >> 2 for c in m if c & 3 == EMPTY]
    for c in m:
        disc = c & 3
        if disc:
            yield with_disc(m, c >> 2, EMPTY)  # take it to the supply
            for e in empties:  # move it to another hex
                yield tuple(e * 4 + disc if x >> 2 == e else (x & ~3) if x == c else x for x in m)
    for e in empties:
        if white:
            yield with_disc(m, e, WHITE)
        if black:
            yield with_disc(m, e, BLACK)
        if e != ORIGIN:
            for d in hex_destinations(m, e):
                yield with_hex_moved(m, e, d)


# --- matching: up to translation, card upright or turned half a circle --------------------------
def _translated(m: Molecule) -> Molecule:
    low = (m[0] >> 2) * 4  # m is sorted by cell, so m[0] is the lowest cell
    return tuple(c - low for c in m)


def _turned(m: Molecule) -> Molecule:
    """Turned 180 degrees about the origin: (q, r) -> (-q, -r)."""
    return tuple(sorted((2 * ORIGIN - (c >> 2)) * 4 + (c & 3) for c in m))


def shape_key(m: Molecule) -> Molecule:
    """The molecule as drawn on a card, wherever it sits: translated so its lowest cell is 0."""
    return _translated(m)


def pattern_keys(m: Molecule) -> tuple[Molecule, Molecule]:
    """The translation-free forms of a card pattern upright and turned 180 degrees."""
    return _translated(m), _translated(_turned(m))


def pattern_id(m: Molecule) -> Molecule:
    """One key per card pattern: equal for two patterns exactly when one matches the other."""
    return min(pattern_keys(m))


def matches(m: Molecule, pattern: Molecule) -> bool:
    return shape_key(m) in pattern_keys(pattern)


def placements(pattern: Molecule) -> list[dict[int, int]]:
    """Every way the pattern can lie with one of its hexes on the blue hex at the origin, upright
    or turned: {cell: disc} maps, without repeats. A molecule matches the pattern exactly when it
    equals one of these."""
    return [dict(target) for target, _ in _targets(pattern)]


@lru_cache(maxsize=256)  # a deck's cards (a target's table is 4.6 kB)
def _targets(pattern: Molecule) -> tuple[tuple[dict[int, int], "array"], ...]:
    """``placements`` with each target's lower-bound table (below), computed once per pattern: the
    planner asks for the same cards' targets thousands of times a turn. Read only."""
    seen: set[Molecule] = set()
    out = []
    for form in (pattern, _turned(pattern)):
        for anchor in form:
            shift = ((anchor >> 2) - ORIGIN) * 4
            placed = tuple(c - shift for c in form)
            if placed not in seen:
                seen.add(placed)
                target = {c >> 2: c & 3 for c in placed}
                out.append((target, _bound_table(target)))
    return tuple(out)


# --- shortest action sequences towards a pattern -------------------------------------------------
# A step is (kind, src, dst, disc) with cells as indexes: ("take", cell, None, disc),
# ("place", None, cell, disc), ("move", src, dst, disc), ("hex", src, dst, EMPTY).
Step = tuple[str, "int | None", "int | None", int]

# The lower bound counts, over a molecule's seven hexes, those off the target, the white and black
# discs, and the target cells already holding their colour. Each hex's share of these five counts
# is looked up by its code (cell * 4 + disc) in a table of counts packed into one int (a field of
# 4 bits each, 7 hexes fit), so a molecule's counts are the sum of seven look-ups.
_OFF, _WHITE_ON, _BLACK_ON, _WHITE_HERE, _BLACK_HERE = 0, 4, 8, 12, 16
_CODES = _WIDTH * _WIDTH * 4


def _disc_counts(disc: int) -> int:
    return (1 << _WHITE_ON) * (disc == WHITE) + (1 << _BLACK_ON) * (disc == BLACK)


# a hex off the target: counted as off, and its disc as a disc
_OFF_TARGET = array("i", [(1 << _OFF) + _disc_counts(code & 3) for code in range(_CODES)])


def _bound_table(target: dict[int, int]) -> array:
    table = array("i", _OFF_TARGET)
    wanted = [0, 0, 0]
    for cell, want in target.items():
        wanted[want] += 1
        for disc in (EMPTY, WHITE, BLACK):
            here = (1 << _WHITE_HERE) * (disc == want == WHITE) + (1 << _BLACK_HERE) * (disc == want == BLACK)
            table[cell * 4 + disc] = _disc_counts(disc) + here
    # the target's own disc counts ride in the spare high bits, read back by _bound
    table.append(wanted[WHITE] | wanted[BLACK] << 4)
    return table


def _bound(m: Molecule, table: array) -> int:
    """``lower_bound`` from a target's table."""
    counts = sum(map(table.__getitem__, m))
    wanted = table[-1]
    white_here, black_here = counts >> _WHITE_HERE & 15, counts >> _BLACK_HERE & 15
    return ((counts & 15) + max(counts >> _WHITE_ON & 15, wanted & 15) - white_here
            + max(counts >> _BLACK_ON & 15, wanted >> 4) - black_here)


def lower_bound(m: Molecule, target: dict[int, int]) -> int:
    """A lower bound on the actions from ``m`` to the exact layout ``target``: every hex off the
    target needs a move of its own, and each disc action fixes at most one misplaced disc of a
    colour and one missing disc of that colour. It changes by at most 1 per action (consistent),
    so iterative deepening with it finds shortest sequences."""
    return _bound(m, _bound_table(target))


def pattern_bound(m: Molecule, pattern: Molecule) -> int:
    """The least ``lower_bound`` from ``m`` over the pattern's placements."""
    return min(_bound(m, table) for _, table in _targets(pattern))


def focused_steps(m: Molecule, target: dict[int, int]) -> Iterator[tuple[Step, Molecule]]:
    """The actions worth trying on the way to ``target``: discs leave only hexes where they are
    wrong and land only where the target wants their colour (parking a disc in the supply costs
    the same as parking it on a hex), and only hexes off the target move, onto target cells."""
    white, black = supply(m)
    have = {c >> 2: c & 3 for c in m}
    wrong = [(cell, d) for cell, d in have.items() if d and target.get(cell) != d]
    holes = [cell for cell, d in have.items() if d == EMPTY and target.get(cell, EMPTY) != EMPTY]
    for cell, d in wrong:
        yield ("take", cell, None, d), with_disc(m, cell, EMPTY)
        for hole in holes:
            if target[hole] == d:
                yield ("move", cell, hole, d), with_disc(with_disc(m, cell, EMPTY), hole, d)
    for hole in holes:
        want = target[hole]
        if (want == WHITE and white) or (want == BLACK and black):
            yield ("place", None, hole, want), with_disc(m, hole, want)
    gaps = [cell for cell in target if cell not in have]
    if gaps:
        for cell, d in have.items():
            if d == EMPTY and cell != ORIGIN and cell not in target:
                allowed = set(hex_destinations(m, cell))
                for gap in gaps:
                    if gap in allowed:
                        yield ("hex", cell, gap, EMPTY), with_hex_moved(m, cell, gap)


def all_steps(m: Molecule) -> Iterator[tuple[Step, Molecule]]:
    """Every legal action on the molecule, as steps (the unpruned version of focused_steps)."""
    white, black = supply(m)
    have = {c >> 2: c & 3 for c in m}
    empties = [cell for cell, d in have.items() if d == EMPTY]
    for cell, d in have.items():
        if d:
            yield ("take", cell, None, d), with_disc(m, cell, EMPTY)
            for e in empties:
                yield ("move", cell, e, d), with_disc(with_disc(m, cell, EMPTY), e, d)
    for e in empties:
        if white:
            yield ("place", None, e, WHITE), with_disc(m, e, WHITE)
        if black:
            yield ("place", None, e, BLACK), with_disc(m, e, BLACK)
        if e != ORIGIN:
            for d in hex_destinations(m, e):
                yield ("hex", e, d, EMPTY), with_hex_moved(m, e, d)


class SearchLimit(Exception):
    """The search looked at more positions than it was allowed to."""


def shortest_steps(m: Molecule, pattern: Molecule, budget: int, *, exhaustive: bool = False,
                   node_limit: int = 200_000) -> list[Step] | None:
    """A shortest list of steps (at most ``budget`` long) that turns ``m`` into a molecule matching
    ``pattern``, or None if there is none within the budget. ``exhaustive`` tries every legal action
    (a proof of optimality, for tests and the generator); otherwise only focused steps are tried,
    which is what the AI uses. Raises SearchLimit past ``node_limit`` positions."""
    best: list[Step] | None = None
    targets = _targets(pattern)
    bounds = [_bound(m, table) for _, table in targets]
    counter = [0]
    for i in sorted(range(len(targets)), key=bounds.__getitem__):  # the nearest target first
        limit = budget if best is None else len(best) - 1
        if bounds[i] > limit:
            break  # this target and every later one is too far to beat what was found
        target, table = targets[i]
        found = _deepen(m, target, table, bounds[i], limit, exhaustive, counter, node_limit)
        if found is not None:
            best = found
            if len(best) == 0:
                break
    return best


def _deepen(m: Molecule, target: dict[int, int], table: array, h0: int, budget: int,
            exhaustive: bool, counter: list[int], node_limit: int) -> list[Step] | None:
    path: list[Step] = []

    def dfs(state: Molecule, g: int, limit: int, seen: dict) -> bool:
        h = _bound(state, table)
        if h == 0:
            return True  # no hex off the target and no disc wrong: this is the target
        if g + h > limit:
            return False
        counter[0] += 1
        if counter[0] > node_limit:
            raise SearchLimit(f"more than {node_limit} positions")
        steps = all_steps(state) if exhaustive else focused_steps(state, target)
        for step, nxt in steps:
            if seen.get(nxt, 1 << 30) <= g + 1:
                continue
            seen[nxt] = g + 1
            path.append(step)
            if dfs(nxt, g + 1, limit, seen):
                return True
            path.pop()
        return False

    for limit in range(h0, budget + 1):
        if dfs(m, 0, limit, {m: 0}):
            return list(path)
    return None


def apply_step(m: Molecule, step: Step) -> Molecule:
    kind, src, dst, disc = step
    if kind == "take":
        return with_disc(m, src, EMPTY)
    if kind == "place":
        return with_disc(m, dst, disc)
    if kind == "move":
        return with_disc(with_disc(m, src, EMPTY), dst, disc)
    return with_hex_moved(m, src, dst)
