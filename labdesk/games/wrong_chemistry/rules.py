"""Wrong Chemistry: 2-4 players reshape one shared molecule to match the element cards in hand.

Flow of a game:
- choose: each seat in turn commits one card from the dealt four, face down (the rulebook's
  simultaneous pick, modelled as hidden commitments one after another); after the last one the
  cards are revealed, the lowest element number starts, the chosen cards go to the discard pile
  and everyone draws back to four.
- play: the seat to act spends energy (4 a turn, +3 per Extraxodium) on molecule actions and hand
  discards, claims matching cards for free, may use Restartium once, and ends the turn with
  EndTurn, drawing back to four. If the deck cannot give a card someone must draw, the game ends.
- over: scores are card values plus one per card in a run of consecutive element numbers.

Cells in actions and observations are axial (q, r) pairs; the blue hex is always at (0, 0).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar, Sequence

from labdesk.engine.core import Action, Event, IllegalAction, InvariantBroken, Rng, ScorePart, State, seat_mark
from labdesk.engine.piles import Pile, deal
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry.cards import ELEMENT_CARDS, load
from labdesk.games.wrong_chemistry.spec import SPEC
from labdesk.i18n import N_, _, ngettext, pgettext

HAND_SIZE = 4
TURN_ENERGY = 4
EXTRAXODIUM_ENERGY = 3
ACTION_COST = 1  # energy of a molecule action or a discard
COLOURS = {"white": mol.WHITE, "black": mol.BLACK}

Cell = tuple[int, int]


def deck():
    return load()


def _cell(c: Cell) -> str:
    """The compact coordinates of action strings (save files and replay keys, not for people)."""
    return f"({c[0]},{c[1]})"


# The six neighbour directions as they look on screen (pointy-top hexes, in mol.RING_DIRECTIONS order):
# where a cell lies ("right of the centre") and which way a leg of a walk goes ("one step right and
# one up-right"). English uses one word for both; Russian does not (справа / вправо).
# A straight walk of n steps from the centre (n = 1 is "{dir} of the centre"); the molecule reaches six.
_STRAIGHT = {2: N_("two steps {dir} of the centre"), 3: N_("three steps {dir} of the centre"),
             4: N_("four steps {dir} of the centre"), 5: N_("five steps {dir} of the centre"),
             6: N_("six steps {dir} of the centre"), 7: N_("seven steps {dir} of the centre"),
             8: N_("eight steps {dir} of the centre")}
# The first and second legs of a two-leg walk, by length.
_FIRST_LEG = {1: N_("one step {dir}"), 2: N_("two steps {dir}"), 3: N_("three steps {dir}"),
              4: N_("four steps {dir}"), 5: N_("five steps {dir}"), 6: N_("six steps {dir}"),
              7: N_("seven steps {dir}"), 8: N_("eight steps {dir}")}
_SECOND_LEG = {1: N_("one {dir}"), 2: N_("two {dir}"), 3: N_("three {dir}"), 4: N_("four {dir}"),
               5: N_("five {dir}"), 6: N_("six {dir}"), 7: N_("seven {dir}"), 8: N_("eight {dir}")}


def _beside(i: int) -> str:
    return (pgettext("where a hex lies", "right"), pgettext("where a hex lies", "up-right"),
            pgettext("where a hex lies", "up-left"), pgettext("where a hex lies", "left"),
            pgettext("where a hex lies", "down-left"), pgettext("where a hex lies", "down-right"))[i]


def _towards(i: int) -> str:
    return (pgettext("which way a step goes", "right"), pgettext("which way a step goes", "up-right"),
            pgettext("which way a step goes", "up-left"), pgettext("which way a step goes", "left"),
            pgettext("which way a step goes", "down-left"), pgettext("which way a step goes", "down-right"))[i]


def offset_words(cell: Cell) -> str:
    """Where a cell lies from the blue centre, as a walk of at most two straight legs (exact: every
    cell has one): "up-left of the centre", "two steps left of the centre", "one step right and one
    up-right of the centre", "directly above the centre"."""
    q, r = cell
    dirs = mol.RING_DIRECTIONS
    for i, (dq, dr) in enumerate(dirs):  # one straight leg
        for n in range(1, 9):
            if (dq * n, dr * n) == (q, r):
                if n == 1:
                    return _("{dir} of the centre").format(dir=_beside(i))
                return _(_STRAIGHT[n]).format(dir=_beside(i))
    for i in range(6):  # two legs along neighbouring directions
        (aq, ar), (bq, br) = dirs[i], dirs[(i + 1) % 6]
        for a in range(1, 9):
            for b in range(1, 9):
                if (aq * a + bq * b, ar * a + br * b) == (q, r):
                    if a == b == 1 and i in (1, 4):  # up-right + up-left, down-left + down-right: one column
                        return _("directly above the centre") if i == 1 else _("directly below the centre")
                    return _("{first} and {second} of the centre").format(
                        first=_(_FIRST_LEG[a]).format(dir=_towards(i)),
                        second=_(_SECOND_LEG[b]).format(dir=_towards((i + 1) % 6)))
    return f"at {_cell(cell)}"  # never on a real molecule (it stays within six steps)


def place_name(cell: Cell, *, new: bool = False, source: bool = False) -> str:
    """A place on the molecule in words a player reads off the screen: "the blue centre hex",
    "the hex up-left of the centre", "a new spot two steps left of the centre" (``new``: a free
    cell a hex is moved to). ``source``: the place something leaves (Russian says it in another
    case: с клетки, на клетку)."""
    centre = tuple(cell) == (0, 0)
    if centre:
        return pgettext("place left", "the blue centre hex") if source else pgettext("place", "the blue centre hex")
    where = offset_words(cell)
    if new:
        return _("a new spot {where}").format(where=where)
    hexagon = pgettext("place left", "the hex {where}") if source else pgettext("place", "the hex {where}")
    return hexagon.format(where=where)


def disc_colour(colour: str) -> str:
    """A disc's colour as it stands before "disc" in an action ("a white disc", "the black disc")."""
    if colour == "white":
        return pgettext("disc colour", "white")
    return pgettext("disc colour", "black") if colour == "black" else colour


NONE_LEFT = {"white": N_("no white disc left in the supply"), "black": N_("no black disc left in the supply")}


def card_label(number: int) -> str:
    card = deck().elements.get(number)
    return card.label if card else str(number)


def card_title(number: int) -> str:
    card = deck().elements[number]
    return _("{name} ({number} {symbol})").format(name=_(card.name), number=card.number, symbol=card.symbol)


# --- actions -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TakeDisc(Action):
    """1 energy: a disc leaves the molecule for the supply."""
    cell: Cell

    def __str__(self):
        return f"take disc {_cell(self.cell)}"


@dataclass(frozen=True)
class PlaceDisc(Action):
    """1 energy: a supply disc goes onto an empty hex (the blue one included)."""
    colour: str
    cell: Cell

    def __str__(self):
        return f"place {self.colour} {_cell(self.cell)}"


@dataclass(frozen=True)
class MoveDisc(Action):
    """1 energy: a disc moves from its hex to an empty hex."""
    src: Cell
    dst: Cell

    def __str__(self):
        return f"move disc {_cell(self.src)} {_cell(self.dst)}"


@dataclass(frozen=True)
class MoveHex(Action):
    """1 energy: an empty yellow hex moves to a free cell, the molecule staying in one piece."""
    src: Cell
    dst: Cell

    def __str__(self):
        return f"move hex {_cell(self.src)} {_cell(self.dst)}"


@dataclass(frozen=True)
class DiscardCard(Action):
    """1 energy: a card from the hand goes to the discard pile."""
    card: int

    def __str__(self):
        return f"discard {card_label(self.card)}"


@dataclass(frozen=True)
class ClaimCard(Action):
    """Free: a hand card that matches the molecule goes to the scored pile."""
    card: int

    def __str__(self):
        return f"claim {card_label(self.card)}"


@dataclass(frozen=True)
class UseRestartium(Action):
    """Free, once a turn: the molecule returns to the starting layout."""

    def __str__(self):
        return "restartium"


@dataclass(frozen=True)
class UseExtraxodium(Action):
    """Free, repeatable: a card from the scored pile goes to the discard for 3 energy."""
    card: int

    def __str__(self):
        return f"extraxodium {card_label(self.card)}"


@dataclass(frozen=True)
class EndTurn(Action):
    def __str__(self):
        return "end turn"


@dataclass(frozen=True)
class ChooseStartCard(Action):
    """Setup: commit one hand card face down to decide who starts."""
    card: int

    def __str__(self):
        return f"start card {card_label(self.card)}"


MOLECULE_ACTIONS = (TakeDisc, PlaceDisc, MoveDisc, MoveHex)


def action_words(action: Action) -> str:
    """An action as a person reads it (hints, buttons, refusals); ``str(action)`` stays the
    compact replay key."""
    if isinstance(action, PlaceDisc):
        return _("put a {colour} disc on {place}").format(colour=disc_colour(action.colour),
                                                          place=place_name(action.cell))
    if isinstance(action, TakeDisc):
        return _("take the disc off {place}").format(place=place_name(action.cell, source=True))
    if isinstance(action, MoveDisc):
        return _("move the disc from {src} to {dst}").format(src=place_name(action.src, source=True),
                                                             dst=place_name(action.dst))
    if isinstance(action, MoveHex):
        return _("move the empty hex {where} to {dst}").format(where=offset_words(action.src),
                                                               dst=place_name(action.dst, new=True))
    if isinstance(action, ClaimCard):
        return _("claim {card}").format(card=card_title(action.card))
    if isinstance(action, DiscardCard):
        return _("discard {card}").format(card=card_title(action.card))
    if isinstance(action, UseExtraxodium):
        return _("Extraxodium: give up {card} for {n} energy").format(card=card_title(action.card),
                                                                      n=EXTRAXODIUM_ENERGY)
    if isinstance(action, UseRestartium):
        return _("use Restartium")
    if isinstance(action, ChooseStartCard):
        return _("pick {card} as your start card").format(card=card_title(action.card))
    if isinstance(action, EndTurn):
        return _("end the turn")
    return str(action)


def step_action(step: mol.Step) -> Action:
    """The action for a molecule search step (see molecule.shortest_steps)."""
    kind, src, dst, disc = step
    if kind == "take":
        return TakeDisc(mol.cell_coords(src))
    if kind == "place":
        return PlaceDisc(mol.DISC_NAMES[disc], mol.cell_coords(dst))
    if kind == "move":
        return MoveDisc(mol.cell_coords(src), mol.cell_coords(dst))
    return MoveHex(mol.cell_coords(src), mol.cell_coords(dst))


@lru_cache(maxsize=65536)
def molecule_actions(m: mol.Molecule) -> tuple[Action, ...]:
    """Every take / place / move-disc / move-hex action on molecule ``m`` (they depend on nothing
    else, and search and random play meet the same molecules again and again)."""
    out: list[Action] = []
    white, black = mol.supply(m)
    empties = [c >> 2 for c in m if c & 3 == mol.EMPTY]  # m is in cell order
    for c in m:
        if c & 3:
            src = c >> 2
            out.append(_cell_action(TakeDisc, src))
            out.extend([_cell_action(MoveDisc, src, e) for e in empties])
    for e in empties:
        if white:
            out.append(_place_action("white", e))
        if black:
            out.append(_place_action("black", e))
    shape = tuple(c & ~3 for c in m)  # the hexes without their discs
    for e in empties:
        if e != mol.ORIGIN:
            out.extend(_hex_moves(shape, e))
    return tuple(out)


# Random play and search meet far more molecules than shapes and cells: each (immutable) action
# is made once (the card actions too: a deck has a hundred cards), and the hex moves once per shape.
@lru_cache(maxsize=65536)
def _action(kind: type, *where) -> Action:
    return kind(*where)


@lru_cache(maxsize=65536)
def _cell_action(kind: type, *cells: int) -> Action:
    """``kind`` on cells given as the molecule gives them (indexes)."""
    return kind(*map(mol.cell_coords, cells))


@lru_cache(maxsize=1024)
def _place_action(colour: str, cell: int) -> Action:
    return PlaceDisc(colour, mol.cell_coords(cell))


@lru_cache(maxsize=16384)
def _hex_moves(shape: mol.Molecule, src: int) -> tuple[Action, ...]:
    """The moves of the empty hex at ``src`` in a molecule with the hexes ``shape`` (discs
    aside: where a hex may go depends on the hexes only)."""
    return tuple([_cell_action(MoveHex, src, d) for d in mol.hex_destinations(shape, src)])


# --- events --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class StartCardChosen(Event):
    seat: int

    def describe(self, names):
        return _("{name} picks a start card face down.").format(name=names[self.seat])


@dataclass(frozen=True)
class StartReveal(Event):
    barrier: ClassVar[bool] = True
    cards: tuple[int, ...]  # per seat
    first: int

    def describe(self, names):
        shown = _(", ").join(_("{name} {card}").format(name=names[s], card=card_label(c))
                             for s, c in enumerate(self.cards))
        return _("Start cards revealed: {cards}. {name} goes first.").format(cards=shown, name=names[self.first])


@dataclass(frozen=True)
class DiscTaken(Event):
    seat: int
    colour: str
    cell: Cell

    def describe(self, names):
        return _("{name} takes the {colour} disc off {place}.").format(
            name=names[self.seat], colour=disc_colour(self.colour), place=place_name(self.cell, source=True))


@dataclass(frozen=True)
class DiscPlaced(Event):
    seat: int
    colour: str
    cell: Cell

    def describe(self, names):
        return _("{name} places a {colour} disc on {place}.").format(
            name=names[self.seat], colour=disc_colour(self.colour), place=place_name(self.cell))


@dataclass(frozen=True)
class DiscMoved(Event):
    seat: int
    colour: str
    src: Cell
    dst: Cell

    def describe(self, names):
        return _("{name} moves the {colour} disc from {src} to {dst}.").format(
            name=names[self.seat], colour=disc_colour(self.colour), src=place_name(self.src, source=True),
            dst=place_name(self.dst))


@dataclass(frozen=True)
class HexMoved(Event):
    seat: int
    src: Cell
    dst: Cell

    def describe(self, names):
        return _("{name} moves the empty hex {where} to {dst}.").format(
            name=names[self.seat], where=offset_words(self.src), dst=place_name(self.dst, new=True))


@dataclass(frozen=True)
class EnergySpent(Event):
    seat: int
    left: int

    def describe(self, names):
        return ""  # the action's own event already tells the story


@dataclass(frozen=True)
class CardDiscarded(Event):
    seat: int
    card: int

    def describe(self, names):
        return _("{name} discards {card}.").format(name=names[self.seat], card=card_title(self.card))


@dataclass(frozen=True)
class CardClaimed(Event):
    seat: int
    card: int
    score: int  # the seat's score after the claim
    run_bonus: int = 0  # the sequence bonus this claim added (the card and any neighbour it joined to a run)

    def describe(self, names):
        return ngettext("{name} makes {card} and scores it (now {n} point).",
                        "{name} makes {card} and scores it (now {n} points).", self.score).format(
            name=names[self.seat], card=card_title(self.card), n=self.score)


@dataclass(frozen=True)
class Restarted(Event):
    seat: int

    def describe(self, names):
        return _("{name} uses Restartium: the molecule is back to its starting layout.").format(name=names[self.seat])


@dataclass(frozen=True)
class EnergyGained(Event):
    seat: int
    card: int
    amount: int

    def describe(self, names):
        return ngettext("{name} uses Extraxodium, giving up {card} for {n} more energy.",
                        "{name} uses Extraxodium, giving up {card} for {n} more energy.", self.amount).format(
            name=names[self.seat], card=card_title(self.card), n=self.amount)


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int

    def describe(self, names):
        return _("{name} ends the turn.").format(name=names[self.seat])


@dataclass(frozen=True)
class CardsDrawn(Event):
    barrier: ClassVar[bool] = True
    seat: int
    count: int

    def describe(self, names):
        if not self.count:
            return ""
        return ngettext("{name} draws {n} card.", "{name} draws {n} cards.", self.count).format(
            name=names[self.seat], n=self.count)


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int

    def describe(self, names):
        return _("{name}'s turn.").format(name=names[self.seat])


@dataclass(frozen=True)
class GameOver(Event):
    barrier: ClassVar[bool] = True
    reason: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names):
        board = _(", ").join(_("{name} {points}").format(name=names[s], points=p) for s, p in enumerate(self.scores))
        won = _and_list([names[w] for w in self.winners])
        return ngettext("Game over ({reason}). Scores: {scores}. {winners} wins.",
                        "Game over ({reason}). Scores: {scores}. {winners} win.", len(self.winners)).format(
            reason=_(self.reason), scores=board, winners=won)


# --- scoring -------------------------------------------------------------------------------------
def score_breakdown(pile: Sequence[int]) -> dict:
    """{'base', 'bonus', 'total', 'cards', 'runs'}: card values, plus 1 for every card whose
    element number sits in a run of two or more consecutive numbers in the same pile."""
    base = _card_values(pile)
    in_run = sorted(_in_runs(set(pile)))
    runs: list[list[int]] = []
    for n in in_run:
        if runs and runs[-1][-1] == n - 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    bonus = len(in_run)
    return {"base": base, "bonus": bonus, "total": base + bonus, "cards": len(pile), "runs": runs}


def pile_score(pile: Sequence[int]) -> int:
    """``score_breakdown(pile)["total"]``, without the breakdown (the AI asks it thousands of times a turn)."""
    return _card_values(pile) + len(_in_runs(set(pile)))


def _card_values(pile: Sequence[int]) -> int:
    elements = deck().elements
    return sum([elements[n].value for n in pile])


def _in_runs(numbers: set[int]) -> list[int]:
    """The element numbers in a run of two or more consecutive numbers: each scores one more."""
    return [n for n in numbers if n - 1 in numbers or n + 1 in numbers]


def points_words(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def cards_words(n: int) -> str:
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def _and_list(items: Sequence[str]) -> str:
    """"A", "A and B", "A, B and C" in the current language."""
    if len(items) == 1:
        return items[0]
    return _("{items} and {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


def _seat_list(seats: Sequence[int]) -> str:
    """Seats as words, e.g. "Ana, Boris and Dara" once the results screen puts the names in."""
    return _and_list([seat_mark(s) for s in seats])


# Why a game ended (kept in English in the state and the event; translated where shown).
DECK_RAN_OUT = N_("the deck ran out")
QUIET_ROUND = N_("a full round passed with an empty deck")


# --- the state -----------------------------------------------------------------------------------
class WrongChemistryState(State):
    def __init__(self, seed: int, players: int):
        if not 2 <= players <= 4:
            raise ValueError("Wrong Chemistry is for 2 to 4 players")
        self.players = players
        self.rng = Rng(seed)
        self.molecule: mol.Molecule = mol.START
        cards = sorted(deck().elements)
        self.deck = Pile(cards)
        self.deck.shuffle(self.rng)
        self.hands: list[list[int]] = deal(self.deck, players, HAND_SIZE)
        self.piles: list[list[int]] = [[] for _ in range(players)]
        self.discard = Pile()
        self.start_cards: list[int | None] = [None] * players
        self.phase = "choose"
        self.current = 0
        self.start_player: int | None = None
        self.energy = 0
        self.restart_used = False
        self.extraxodium_uses = 0
        self.turns = 0
        self.last_turn_seat: int | None = None
        self.quiet_turns = 0  # turns ended with an empty deck and nothing drawn
        self.end_reason = ""
        self._legal: tuple | None = None  # (state key, legal actions)

    # --- protocol --------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    def is_over(self) -> bool:
        return self.phase == "over"

    def turn_count(self) -> int:
        return self.turns

    def legal_actions(self) -> list[Action]:
        # Cached on everything the list depends on: the board asks often, and the public apply()
        # asks again before applying.
        key = (self.phase, self.current, self.molecule, self.energy, self.restart_used,
               tuple(self.hands[self.current]), tuple(self.piles[self.current]))
        if self._legal is None or self._legal[0] != key:
            self._legal = (key, self._compute_legal())
        return list(self._legal[1])

    def _compute_legal(self) -> list[Action]:
        if self.phase == "over":
            return []
        hand = self.hands[self.current]
        if self.phase == "choose":
            return [ChooseStartCard(c) for c in sorted(hand)]
        actions: list[Action] = []
        match = deck().matching(self.molecule)
        if match is not None and match in hand:
            actions.append(_action(ClaimCard, match))
        if not self.restart_used:
            actions.append(_action(UseRestartium))
        actions.extend([_action(UseExtraxodium, c) for c in sorted(self.piles[self.current])])
        if self.energy > 0:
            actions.extend(molecule_actions(self.molecule))
            actions.extend([_action(DiscardCard, c) for c in sorted(hand)])
        actions.append(_action(EndTurn))
        return actions

    def why_illegal(self, action: Action) -> str:
        """The short reason the board shows when a drop or click is refused."""
        if self.phase == "over":
            return _("the game is over")
        hand = self.hands[self.current]
        if self.phase == "choose":
            if isinstance(action, ChooseStartCard):
                return _("pick a card from your own hand")
            return _("first everyone picks a start card")
        if isinstance(action, ChooseStartCard):
            return _("start cards were picked at the beginning")
        if isinstance(action, UseRestartium):
            return _("Restartium was already used this turn") if self.restart_used else _("not now")
        if isinstance(action, UseExtraxodium):
            if not self.piles[self.current]:
                return _("Extraxodium needs a card in your scored pile")
            return _("that card is not in your scored pile")
        if isinstance(action, ClaimCard):
            if action.card not in hand:
                return _("that card is not in your hand")
            return _("the molecule does not match {card}").format(card=card_title(action.card))
        if isinstance(action, (DiscardCard, *MOLECULE_ACTIONS)) and self.energy <= 0:
            return _("no energy left this turn")
        if isinstance(action, DiscardCard):
            return _("that card is not in your hand")
        if isinstance(action, MOLECULE_ACTIONS):
            return self._why_molecule(action)
        return _("{action} is not allowed now").format(action=action_words(action))

    def _why_molecule(self, action: Action) -> str:
        have = dict(mol.items(self.molecule))
        white, black = mol.supply(self.molecule)
        if isinstance(action, TakeDisc):
            return _("there is no disc there") if not have.get(action.cell) else _("not allowed")
        if isinstance(action, PlaceDisc):
            if action.cell not in have:
                return _("discs go on hexes of the molecule")
            if have[action.cell]:
                return _("that hex already holds a disc")
            if action.colour not in COLOURS:
                return _("discs are white or black")
            return _(NONE_LEFT[action.colour])
        if isinstance(action, MoveDisc):
            if not have.get(action.src):
                return _("there is no disc there")
            if action.dst not in have:
                return _("discs go on hexes of the molecule")
            return _("that hex already holds a disc") if have[action.dst] else _("not allowed")
        if isinstance(action, MoveHex):
            if action.src == (0, 0):
                return _("the blue hex never moves")
            if action.src not in have:
                return _("there is no hex there")
            if have[action.src]:
                return _("only an empty hex can move: take its disc off first")
            if action.dst in have:
                return _("that cell already has a hex")
            if all(mol.cell_index(*action.dst) not in mol.neighbours(mol.cell_index(*c))
                   for c in have if c != action.src):
                return _("the hex must touch the rest of the molecule")
            return _("that would split the molecule in two")
        return _("not allowed")

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        seat = self.current
        if isinstance(action, ChooseStartCard):
            return self._choose_start(action.card)
        if isinstance(action, EndTurn):
            return self._end_turn()
        if isinstance(action, ClaimCard):
            bonus_before = score_breakdown(self.piles[seat])["bonus"]
            self.hands[seat].remove(action.card)
            self.piles[seat].append(action.card)
            after = score_breakdown(self.piles[seat])
            return [CardClaimed(seat, action.card, after["total"], after["bonus"] - bonus_before)]
        if isinstance(action, UseRestartium):
            self.restart_used = True
            self.molecule = mol.START
            return [Restarted(seat)]
        if isinstance(action, UseExtraxodium):
            self.piles[seat].remove(action.card)
            self.discard.push(action.card)
            self.energy += EXTRAXODIUM_ENERGY
            self.extraxodium_uses += 1
            return [EnergyGained(seat, action.card, EXTRAXODIUM_ENERGY)]
        # everything left costs energy
        self.energy -= ACTION_COST
        if isinstance(action, DiscardCard):
            self.hands[seat].remove(action.card)
            self.discard.push(action.card)
            event: Event = CardDiscarded(seat, action.card)
        elif isinstance(action, TakeDisc):
            src = mol.cell_index(*action.cell)
            colour = mol.DISC_NAMES[mol.disc_at(self.molecule, src)]
            self.molecule = mol.with_disc(self.molecule, src, mol.EMPTY)
            event = DiscTaken(seat, colour, action.cell)
        elif isinstance(action, PlaceDisc):
            self.molecule = mol.with_disc(self.molecule, mol.cell_index(*action.cell), COLOURS[action.colour])
            event = DiscPlaced(seat, action.colour, action.cell)
        elif isinstance(action, MoveDisc):
            src, dst = mol.cell_index(*action.src), mol.cell_index(*action.dst)
            disc = mol.disc_at(self.molecule, src)
            self.molecule = mol.with_disc(mol.with_disc(self.molecule, src, mol.EMPTY), dst, disc)
            event = DiscMoved(seat, mol.DISC_NAMES[disc], action.src, action.dst)
        elif isinstance(action, MoveHex):
            self.molecule = mol.with_hex_moved(self.molecule, mol.cell_index(*action.src),
                                               mol.cell_index(*action.dst))
            event = HexMoved(seat, action.src, action.dst)
        else:  # pragma: no cover - legal_actions lists nothing else
            raise IllegalAction(f"unknown action {action}")
        return [event, EnergySpent(seat, self.energy)]

    def _choose_start(self, card: int) -> list[Event]:
        seat = self.current
        self.hands[seat].remove(card)
        self.start_cards[seat] = card
        events: list[Event] = [StartCardChosen(seat)]
        if seat + 1 < self.players:
            self.current = seat + 1
            return events
        chosen = tuple(self.start_cards)  # every seat has chosen: reveal together
        first = min(range(self.players), key=lambda s: chosen[s])
        events.append(StartReveal(chosen, first))
        self.discard.push(*chosen)
        self.start_cards = [None] * self.players
        self.start_player = first
        for s in range(self.players):
            drawn = self.deck.draw(HAND_SIZE - len(self.hands[s]))
            self.hands[s].extend(drawn)
            events.append(CardsDrawn(s, len(drawn)))
        self.phase = "play"
        events.extend(self._begin_turn(first))
        return events

    def _begin_turn(self, seat: int) -> list[Event]:
        self.current = seat
        self.energy = TURN_ENERGY
        self.restart_used = False
        self.extraxodium_uses = 0
        return [TurnStarted(seat)]

    def _end_turn(self) -> list[Event]:
        seat = self.current
        events: list[Event] = [TurnEnded(seat)]
        self.turns += 1
        self.last_turn_seat = seat
        self.energy = 0
        hand = self.hands[seat]
        need = HAND_SIZE - len(hand)
        drawn = self.deck.draw(min(need, len(self.deck)))
        hand.extend(drawn)
        if drawn:
            events.append(CardsDrawn(seat, len(drawn)))
        if len(hand) < HAND_SIZE:
            return events + self._finish(DECK_RAN_OUT)
        if not self.deck and need == 0:
            self.quiet_turns += 1
            if self.quiet_turns >= self.players:
                return events + self._finish(QUIET_ROUND)
        else:
            self.quiet_turns = 0
        return events + self._begin_turn((seat + 1) % self.players)

    def _finish(self, reason: str) -> list[Event]:
        for hand in self.hands:  # hands are discarded
            self.discard.push(*sorted(hand))
            hand.clear()
        self.phase = "over"
        self.end_reason = reason
        self._legal = None
        return [GameOver(reason, tuple(self.scores()), tuple(self.winners()))]

    # --- results ---------------------------------------------------------------------------
    def scores(self) -> list[float]:
        return [pile_score(p) for p in self.piles]

    def score_parts(self, seat: int) -> tuple[ScorePart, ...]:
        score = score_breakdown(self.piles[seat])
        return (ScorePart(N_("card values"), score["base"]), ScorePart(N_("runs"), score["bonus"]))

    def tie_break_key(self, seat: int) -> tuple:
        """Higher is better: points, then cards, then how soon the seat would play after the last
        turn (the player next in turn wins a full tie)."""
        after = (self.last_turn_seat if self.last_turn_seat is not None else -1) + 1
        return (pile_score(self.piles[seat]), len(self.piles[seat]), -((seat - after) % self.players))

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        keys = [self.tie_break_key(s) for s in range(self.players)]
        best = max(keys)
        return [s for s in range(self.players) if keys[s] == best]

    # --- copies ----------------------------------------------------------------------------
    def clone(self) -> "WrongChemistryState":
        other = WrongChemistryState.__new__(WrongChemistryState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.deck = self.deck.copy()
        other.discard = self.discard.copy()
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        other.start_cards = list(self.start_cards)
        other._legal = None
        return other

    def determinize(self, player: int, rng: Rng) -> "WrongChemistryState":
        """Other hands, other seats' face-down start cards and the deck order are hidden from
        ``player``: deal them again from the cards ``player`` has not seen."""
        other = self.clone()
        unseen = list(other.deck.cards)
        for s in range(self.players):
            if s != player:
                unseen.extend(other.hands[s])
                if other.start_cards[s] is not None:
                    unseen.append(other.start_cards[s])
        rng.shuffle(unseen)
        for s in range(self.players):
            if s != player:
                n = len(other.hands[s])
                other.hands[s], unseen = unseen[:n], unseen[n:]
                if other.start_cards[s] is not None:
                    other.start_cards[s], unseen = unseen[0], unseen[1:]
        other.deck = Pile(unseen)
        other.rng = rng.fork()
        return other

    # --- invariants ------------------------------------------------------------------------
    def check_invariants(self) -> None:
        m = self.molecule
        cells = mol.cells(m)
        if len(m) != mol.HEXES or len(set(cells)) != mol.HEXES:
            raise InvariantBroken("the molecule must have 7 hexes on 7 different cells")
        if mol.ORIGIN not in cells:
            raise InvariantBroken("the blue hex left the centre")
        if not mol.connected(cells):
            raise InvariantBroken("the molecule fell apart")
        if any(c & 3 not in (mol.EMPTY, mol.WHITE, mol.BLACK) for c in m):
            raise InvariantBroken("a hex holds something that is not a disc")
        white, black = mol.supply(m)
        if not (0 <= white <= mol.WHITE_TOTAL and 0 <= black <= mol.BLACK_TOTAL):
            raise InvariantBroken(f"disc count broken: supply {white} white, {black} black")
        everywhere = list(self.deck) + list(self.discard)
        for s in range(self.players):
            everywhere += self.hands[s] + self.piles[s]
        everywhere += [c for c in self.start_cards if c is not None]
        if len(everywhere) != ELEMENT_CARDS or set(everywhere) != set(deck().elements):
            raise InvariantBroken(f"cards not conserved: {len(everywhere)} of {ELEMENT_CARDS}")
        if self.phase == "play":
            if any(len(h) > HAND_SIZE for h in self.hands):
                raise InvariantBroken("a hand holds more than 4 cards")
            if self.energy < 0:
                raise InvariantBroken("negative energy")
        if self.phase == "over" and any(self.hands):
            raise InvariantBroken("hands must be discarded at the end")

    # --- what a seat sees ------------------------------------------------------------------
    def observation(self, player: int | None) -> dict:
        elements = deck().elements
        white, black = mol.supply(self.molecule)
        match = deck().matching(self.molecule)
        obs = {
            "game": "wrong-chemistry",
            "seat": player,
            "players": self.players,
            "phase": self.phase,
            "current": self.current_player(),
            "start_player": self.start_player,
            "turns": self.turns,
            "molecule": [{"q": q, "r": r, "disc": mol.DISC_NAMES[d], "blue": (q, r) == (0, 0)}
                         for (q, r), d in mol.items(self.molecule)],
            "at_start": self.molecule == mol.START,
            "supply": {"white": white, "black": black},
            "energy": self.energy,
            "restartium_used": self.restart_used,
            "extraxodium_uses": self.extraxodium_uses,
            # the energy this turn has had in all (its own plus Extraxodium's): public, like the pips
            "energy_total": (TURN_ENERGY + EXTRAXODIUM_ENERGY * self.extraxodium_uses
                             if self.phase == "play" else 0),
            "matches_card": match,  # public: which element the molecule shows right now
            "hand_sizes": [len(h) for h in self.hands],
            "start_cards_chosen": [c is not None for c in self.start_cards],
            "piles": [{"cards": list(p), "score": score_breakdown(p)} for p in self.piles],
            "deck_count": len(self.deck),
            "discard_count": len(self.discard),
            "discard_top": self.discard.top,
            "hand": [],
            "matching_hand_cards": [],
            "targets": None,
            "end_reason": self.end_reason,
            "winners": self.winners(),
        }
        if self.phase == "over":
            obs["breakdown"] = self.breakdown_lines()
        if player is not None:
            hand = self.hands[player]
            obs["hand"] = [{
                "number": n, "symbol": elements[n].symbol, "name": elements[n].name,
                "value": elements[n].value, "pattern": elements[n].pattern_cells(),
            } for n in hand]
            obs["matching_hand_cards"] = [n for n in hand if n == match]
            obs["start_card"] = self.start_cards[player]
            if player == self.current_player() and self.phase == "play":
                obs["targets"] = self.targets()
        return obs

    def open_observation(self, player: int | None) -> dict:
        """Every seat's hand (``open_hands``, element numbers per seat) and chosen start card."""
        obs = self.observation(player)
        obs["open_hands"] = [list(h) for h in self.hands]
        obs["start_cards"] = list(self.start_cards)
        return obs

    def breakdown_lines(self) -> list[str]:
        """The results screen's lines: how each seat's score is made up."""
        lines = [_("The game ended: {reason}.").format(reason=_(self.end_reason))]
        for seat, pile in enumerate(self.piles):
            b = score_breakdown(pile)
            runs = _(", ").join(f"{r[0]}-{r[-1]}" for r in b["runs"]) or _("none")
            lines.append(_("{seat}: {points} = {base} for {cards} + {bonus} sequence bonus (runs: {runs})").format(
                seat=seat_mark(seat), points=points_words(b["total"]), base=b["base"], cards=cards_words(b["cards"]),
                bonus=b["bonus"], runs=runs))
        tie = self._tie_break_line()
        if tie:
            lines.append(tie)
        return lines

    def _tie_break_line(self) -> str:
        """How a tie on points was settled ("" if the winner simply has the most points).
        Seats are marked with ``seat_mark``: the results screen puts the players' names in."""
        winners = self.winners()
        if len(winners) != 1:
            return ""
        top = pile_score(self.piles[winners[0]])
        level = [s for s in range(self.players) if pile_score(self.piles[s]) == top]
        if len(level) < 2:
            return ""
        who = _seat_list(level)
        winner = seat_mark(winners[0])
        most = max(len(self.piles[s]) for s in level)
        level_cards = [s for s in level if len(self.piles[s]) == most]
        points, cards = points_words(top), cards_words(most)
        if len(level_cards) == 1:
            return _("{seats} tie on {points}: {winner} wins with the most cards ({n}).").format(
                seats=who, points=points, winner=winner, n=most)
        if level_cards == level:
            return _("{seats} tie on {points} and {cards}: {winner} wins, being the next to play after the "
                     "last turn.").format(seats=who, points=points, cards=cards, winner=winner)
        return _("{seats} tie on {points}, {level} on {cards} too: {winner} wins, being the next to play "
                 "after the last turn.").format(seats=who, points=points, level=_seat_list(level_cards),
                                                cards=cards, winner=winner)

    def targets(self) -> dict:
        """Where things may go right now (for highlighting drop targets on the board)."""
        t = {"take": [], "place_white": [], "place_black": [], "move_disc": [], "move_hex": []}
        for a in self.legal_actions():
            if isinstance(a, TakeDisc):
                t["take"].append(list(a.cell))
            elif isinstance(a, PlaceDisc):
                t["place_" + a.colour].append(list(a.cell))
            elif isinstance(a, MoveDisc):
                t["move_disc"].append([list(a.src), list(a.dst)])
            elif isinstance(a, MoveHex):
                t["move_hex"].append([list(a.src), list(a.dst)])
        return t


class _Rules:
    spec = SPEC

    def new_state(self, seed: int, players: int, options: dict | None = None) -> WrongChemistryState:
        return WrongChemistryState(seed, players)


RULES = _Rules()
