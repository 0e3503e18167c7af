"""Previews for the "Show odds" setting (pure): how many molecule actions each hand card would still
need, now or after the move a dragged disc or hex would make.

Everything here reads the observation (the molecule and the viewer's hand), so a board can show it
without the real state. A count is a shortest number of actions found by the AI's own route search
(``molecule.shortest_steps``), capped at ``LIMIT``: a card further away shows as "more than LIMIT".
"""
from __future__ import annotations

from functools import lru_cache

from labdesk.engine.core import Action
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.rules import COLOURS, MoveDisc, MoveHex, PlaceDisc, TakeDisc, deck
from labdesk.i18n import _, ngettext

LIMIT = 6  # a turn has 4 energy (7 with Extraxodium): further than this is "not soon"
NODE_LIMIT = 20_000  # positions one search may look at, so a drag never stalls the window


def molecule_of(obs: dict) -> mol.Molecule:
    """The molecule the observation shows."""
    return mol.make(((h["q"], h["r"]), mol.DISC_NAMES.index(h["disc"])) for h in obs["molecule"])


def after(m: mol.Molecule, action: Action) -> mol.Molecule:
    """The molecule once ``action`` (a legal take, place, disc move or hex move) is made."""
    def at(cell):
        return mol.cell_index(*cell)

    if isinstance(action, TakeDisc):
        return mol.with_disc(m, at(action.cell), mol.EMPTY)
    if isinstance(action, PlaceDisc):
        return mol.with_disc(m, at(action.cell), COLOURS[action.colour])
    if isinstance(action, MoveDisc):
        disc = mol.disc_at(m, at(action.src))
        return mol.with_disc(mol.with_disc(m, at(action.src), mol.EMPTY), at(action.dst), disc)
    if isinstance(action, MoveHex):
        return mol.with_hex_moved(m, at(action.src), at(action.dst))
    raise ValueError(f"{action} does not change the molecule")


@lru_cache(maxsize=4096)
def actions_needed(m: mol.Molecule, number: int) -> int | None:
    """The fewest actions that turn ``m`` into card ``number``'s molecule; None beyond LIMIT."""
    try:
        path = mol.shortest_steps(m, deck().elements[number].pattern, LIMIT, node_limit=NODE_LIMIT)
    except mol.SearchLimit:
        return None
    return None if path is None else len(path)


def needs(obs: dict, move: Action | None = None) -> dict[int, int | None]:
    """Each hand card's number -> the actions it would still need after ``move`` (None: now)."""
    m = molecule_of(obs)
    if move is not None:
        m = after(m, move)
    return {card["number"]: actions_needed(m, card["number"]) for card in obs["hand"]}


def heading(moved: bool) -> str:
    """What the tags on the hand count: after the hovered drop, or from the molecule as it is."""
    return _("Actions each card would still need after this drop") if moved else _("Actions each card needs now")


def need_words(n: int | None) -> str:
    """The short tag shown on a hand card."""
    if n is None:
        return ngettext("more than {n} action", "more than {n} actions", LIMIT).format(n=LIMIT)
    if n == 0:
        return _("matches")
    return ngettext("{n} action", "{n} actions", n).format(n=n)
