"""Experiment: bid influence for lab cards, then spend exact sets of chemicals on research tasks.

Pure rules (no pygame). A game is 12 rounds of three phases:

1. influence -- standard game: every seat has two dealt cards in front (one face up, one face down)
   and three in hand; each seat secretly plays a hand card onto one of the two and takes the other
   into hand. The secret choices are modelled as seats committing one after another (a commitment is
   hidden from the other seats), then one reveal event. Round 12: influence is the hand's sum.
   Advanced and two-player games: each seat plays one card of a personal 1-6 set, face up, in turn.
2. pick -- second highest, highest, then descending (two-player: low, high, low, high) take a lab
   card from the row (open basic cards and two secret ones) or a task card. The highest has seen
   the secret cards. Broken flasks and explosions make players discard.
3. tasks -- active player first, then clockwise: spend exact sets of lab cards on tasks, draw a new
   task after each, repeat.

The project's rulings (docs in rules.md, section "Rulings") are marked "Ruling" below.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar, Sequence

from labdesk.engine.core import Action, Event, IllegalAction, InvariantBroken, Rng, ScorePart, State, seat_mark
from labdesk.engine.piles import Pile
from labdesk.engine.spec import span
from labdesk.games.experiment.chemistry import can_make, kind_counts, spend_options
from labdesk.games.experiment.content import BASIC, BROKEN, CHEMICAL_KINDS, EXPLOSION, content
from labdesk.games.experiment.spec import ADVANCED, SPEC, STANDARD, TWO_PLAYER
from labdesk.i18n import N_, _, ngettext, pgettext

ROUNDS = 12
ADVANCED_RETURN_ROUND = 6  # personal influence sets come back after this round
PERSONAL_STANDARD = (1, 4, 7)
PERSONAL_SET = (1, 2, 3, 4, 5, 6)
INFLUENCE_DECK = tuple(v for v in range(1, 7) for _ in range(6))  # 36 cards
FACE_UP, FACE_DOWN = "face-up", "face-down"
SECRET_SLOTS = ("secret-1", "secret-2")


# ---------------------------------------------------------------------------------------------
# actions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceInfluence(Action):
    """Standard game: play a hand card of this value onto one of the two cards in front, and take
    the other one into hand (a hidden commitment until every seat has chosen)."""
    value: int
    onto: str  # FACE_UP or FACE_DOWN

    def __str__(self) -> str:
        return f"play {self.value} onto the {self.onto} card"


@dataclass(frozen=True)
class PlayInfluence(Action):
    """Advanced and two-player games: play a card of the personal set face up."""
    value: int

    def __str__(self) -> str:
        return f"play influence {self.value}"


@dataclass(frozen=True)
class TakeLab(Action):
    """Take a lab card from the row: an open card by its colour, or a secret card by its slot."""
    slot: str  # "red" / "yellow" / "blue" / "secret-1" / "secret-2"

    def __str__(self) -> str:
        if self.slot in SECRET_SLOTS:
            return f"take secret lab card {self.slot[-1]}"
        return f"take {self.slot} lab card"


@dataclass(frozen=True)
class TakeTask(Action):
    """Take a task card: the top of the task deck (task None) or a displayed one by id."""
    task: str | None = None

    def __str__(self) -> str:
        return "take the top task card" if self.task is None else f"take task {self.task}"


@dataclass(frozen=True)
class DiscardLab(Action):
    """Give up one lab card of this kind (after a broken flask or an explosion)."""
    kind: str

    def __str__(self) -> str:
        return f"discard {self.kind}"


@dataclass(frozen=True)
class CompleteTask(Action):
    """Carry out an own task by spending exactly these lab cards (kinds, sorted)."""
    task: str
    spend: tuple[str, ...]

    def __str__(self) -> str:
        return f"complete {self.task} with {'+'.join(self.spend)}"


@dataclass(frozen=True)
class EndTasks(Action):
    """Stop carrying out tasks this round."""

    def __str__(self) -> str:
        return "end task phase"


# ---------------------------------------------------------------------------------------------
# events (only public facts; private ones are in the observation)
# ---------------------------------------------------------------------------------------------
def label(kind: str) -> str:
    """A lab card kind as words ("double-red" -> "double red")."""
    return kind.replace("-", " ")


def kind_word(kind: str) -> str:
    """A lab card kind in the current language ("double-red" -> "double red"), for sentences that
    name it after a colon."""
    words = {
        "red": pgettext("chemical", "red"), "yellow": pgettext("chemical", "yellow"),
        "blue": pgettext("chemical", "blue"), "green": pgettext("chemical", "green"),
        "orange": pgettext("chemical", "orange"), "purple": pgettext("chemical", "purple"),
        "double-red": pgettext("chemical", "double red"), "double-yellow": pgettext("chemical", "double yellow"),
        "double-blue": pgettext("chemical", "double blue"), "joker": pgettext("chemical", "joker"),
        BROKEN: pgettext("chemical", "broken flask"), EXPLOSION: pgettext("chemical", "explosion"),
    }
    return words.get(kind, label(kind))


def a_kind(kind: str) -> str:
    """A lab card kind with its article ("an orange"), for sentences that name it in their flow."""
    words = {
        "red": pgettext("a lab card", "a red"), "yellow": pgettext("a lab card", "a yellow"),
        "blue": pgettext("a lab card", "a blue"), "green": pgettext("a lab card", "a green"),
        "orange": pgettext("a lab card", "an orange"), "purple": pgettext("a lab card", "a purple"),
        "double-red": pgettext("a lab card", "a double red"),
        "double-yellow": pgettext("a lab card", "a double yellow"),
        "double-blue": pgettext("a lab card", "a double blue"), "joker": pgettext("a lab card", "a joker"),
        BROKEN: pgettext("a lab card", "a broken flask"), EXPLOSION: pgettext("a lab card", "an explosion"),
    }
    return words[kind]


def join_words(items: Sequence[str]) -> str:
    """ "a, b and c" in the current language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


@dataclass(frozen=True)
class RoundStarted(Event):
    barrier: ClassVar[bool] = True  # new cards come off the decks
    round: int
    open_cards: tuple[str, ...]
    secret_count: int

    def describe(self, names):
        return ngettext("Round {round} begins: the lab row shows {cards} and {n} secret card.",
                        "Round {round} begins: the lab row shows {cards} and {n} secret cards.",
                        self.secret_count).format(round=self.round, n=self.secret_count,
                                                  cards=join_words(map(kind_word, self.open_cards)))


@dataclass(frozen=True)
class InfluenceShuffled(Event):
    barrier: ClassVar[bool] = True
    cards: int

    def describe(self, names):
        return ngettext("The {n} discarded influence card is shuffled into a new deck.",
                        "The {n} discarded influence cards are shuffled into a new deck.",
                        self.cards).format(n=self.cards)


@dataclass(frozen=True)
class InfluenceDealt(Event):
    barrier: ClassVar[bool] = True
    seat: int
    face_up: int

    def describe(self, names):
        return _("{name} receives a face-up {value} and a face-down card.").format(
            name=names[self.seat], value=self.face_up)


@dataclass(frozen=True)
class InfluenceCommitted(Event):
    seat: int

    def describe(self, names):
        return _("{name} has chosen an influence card.").format(name=names[self.seat])


@dataclass(frozen=True)
class InfluenceRevealed(Event):
    """Standard game: every seat's placed card and the card it covers, shown together."""
    barrier: ClassVar[bool] = True
    placed: tuple[int, ...]
    covered: tuple[int, ...]
    totals: tuple[int, ...]

    def describe(self, names):
        parts = [f"{names[s]} {p}+{c}={t}" for s, (p, c, t)
                 in enumerate(zip(self.placed, self.covered, self.totals))]
        return _("Influence revealed: {totals}.").format(totals=join_words(parts))


@dataclass(frozen=True)
class HandsRevealed(Event):
    """Standard game, last round: influence is the sum of the hand."""
    barrier: ClassVar[bool] = True
    hands: tuple[tuple[int, ...], ...]
    totals: tuple[int, ...]

    def describe(self, names):
        parts = [f"{names[s]} {'+'.join(map(str, h))}={t}" for s, (h, t)
                 in enumerate(zip(self.hands, self.totals))]
        return _("Last round, hands revealed: {totals}.").format(totals=join_words(parts))


@dataclass(frozen=True)
class InfluencePlayed(Event):
    seat: int
    value: int

    def describe(self, names):
        return _("{name} plays influence {value}.").format(name=names[self.seat], value=self.value)


@dataclass(frozen=True)
class PickOrderSet(Event):
    totals: tuple[int, ...]
    ranking: tuple[int, ...]  # highest first
    pick_order: tuple[int, ...]

    def describe(self, names):
        order = ", ".join(names[s] for s in self.pick_order)
        return _("{name} has the most influence. Pick order: {order}.").format(
            name=names[self.ranking[0]], order=order)


@dataclass(frozen=True)
class SecretsPeeked(Event):
    seat: int

    def describe(self, names):
        return _("{name} looks at the secret lab cards.").format(name=names[self.seat])


@dataclass(frozen=True)
class OpenCardTaken(Event):
    seat: int
    kind: str

    def describe(self, names):
        return _("{name} takes {a_kind} lab card.").format(name=names[self.seat], a_kind=a_kind(self.kind))


@dataclass(frozen=True)
class SecretCardTaken(Event):
    barrier: ClassVar[bool] = True
    seat: int
    slot: str
    kind: str

    def describe(self, names):
        return _("{name} takes a secret lab card: {a_kind}.").format(name=names[self.seat],
                                                                    a_kind=a_kind(self.kind))


@dataclass(frozen=True)
class TaskTaken(Event):
    seat: int
    task: str
    from_deck: bool

    @property
    def barrier(self) -> bool:  # a card from the deck was unknown until now
        return self.from_deck

    def describe(self, names):
        if self.from_deck:
            return _("{name} takes task {task} from the task deck.").format(name=names[self.seat], task=self.task)
        return _("{name} takes task {task} from the display.").format(name=names[self.seat], task=self.task)


@dataclass(frozen=True)
class DisplayRefilled(Event):
    barrier: ClassVar[bool] = True
    slot: int
    task: str

    def describe(self, names):
        return _("Task {task} is turned face up in the display.").format(task=self.task)


@dataclass(frozen=True)
class BrokenFlask(Event):
    seat: int
    owes: bool  # True: nothing to discard now, the next chemical received is lost

    def describe(self, names):
        if self.owes:
            return _("{name} drew a broken flask with nothing to lose: "
                     "the next chemical they receive is lost.").format(name=names[self.seat])
        return _("{name} drew a broken flask and must discard a lab card.").format(name=names[self.seat])


@dataclass(frozen=True)
class Explosion(Event):
    seat: int

    def describe(self, names):
        return _("{name} drew an explosion: lab cards are lost all round.").format(name=names[self.seat])


@dataclass(frozen=True)
class LabCardLost(Event):
    seat: int
    kind: str
    reason: str  # BROKEN / EXPLOSION / "debt"

    def describe(self, names):
        texts = {BROKEN: _("{name} loses {a_kind} card to the broken flask."),
                 EXPLOSION: _("{name} loses {a_kind} card to the explosion."),
                 "debt": _("{name} loses {a_kind} card to an earlier broken flask.")}
        return texts[self.reason].format(name=names[self.seat], a_kind=a_kind(self.kind))


@dataclass(frozen=True)
class RowCleared(Event):
    open_cards: tuple[str, ...]
    secret_count: int

    def describe(self, names):
        if not self.open_cards and not self.secret_count:
            return ""
        left = [kind_word(k) for k in self.open_cards]
        if self.secret_count:
            left.append(ngettext("{n} unseen secret card", "{n} unseen secret cards",
                                 self.secret_count).format(n=self.secret_count))
        return _("The untaken lab cards are discarded: {cards}.").format(cards=join_words(left))


@dataclass(frozen=True)
class ActivePlayerChanged(Event):
    seat: int

    def describe(self, names):
        return _("{name} becomes the active player.").format(name=names[self.seat])


@dataclass(frozen=True)
class InfluenceReturned(Event):
    def describe(self, names):
        return _("Everyone takes their influence cards back into hand.")


@dataclass(frozen=True)
class TaskCompleted(Event):
    seat: int
    task: str
    spent: tuple[str, ...]
    points: int

    def describe(self, names):
        return ngettext("{name} completes {task} with {cards} for {n} point.",
                        "{name} completes {task} with {cards} for {n} points.", self.points).format(
            name=names[self.seat], task=self.task, cards=" + ".join(map(kind_word, self.spent)), n=self.points)


@dataclass(frozen=True)
class PhaseStarted(Event):
    round: int
    phase: str

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winner: int

    def describe(self, names):
        points = self.scores[self.winner]
        return ngettext("The game ends. {name} wins with {n} point.", "The game ends. {name} wins with {n} points.",
                        points).format(name=names[self.winner], n=points)


# ---------------------------------------------------------------------------------------------
# the state
# ---------------------------------------------------------------------------------------------
class ExperimentState(State):
    def __init__(self, seed: int, players: int, variant: str):
        c = content()
        self.rng = Rng(seed)
        self.players = players
        self.variant = variant
        self.round = 1
        self.phase = "influence"
        self.decision = ""  # "commit" / "play" / "pick" / "discard" / "tasks" / "new-task" / "over"
        self.to_move: int | None = 0
        self.active = 0  # the youngest player begins
        self.actions_played = 0

        # tasks: each seat starts with one face-up task; the display shows 3 (two-player: 2)
        self.task_deck = Pile(range(len(c.tasks)))
        self.task_deck.shuffle(self.rng)
        self.tasks_open = [[self.task_deck.draw_one()] for _ in range(players)]
        self.tasks_done: list[list[int]] = [[] for _ in range(players)]
        self.points = [0] * players  # running score, checked against the completed tasks
        self.display: list[int | None] = self.task_deck.draw(2 if variant == TWO_PLAYER else 3)

        # lab cards
        self.basic_deck = Pile(c.basic_ids)
        self.basic_deck.shuffle(self.rng)
        self.secret_deck = Pile(c.secret_ids)
        self.secret_deck.shuffle(self.rng)
        self.row_open: list[int] = []
        self.row_dealt: list[int] = []  # the open cards as dealt this round: the board keeps their places
        self.row_secret: list[int | None] = []
        self.lab_front: list[list[int]] = [[] for _ in range(players)]
        self.lab_discard: list[int] = []
        self.unseen_discards: set[int] = set()  # secret cards discarded face down
        self.seen_secret: list[set[int]] = [set() for _ in range(players)]  # what each peek showed
        self.debt = [0] * players  # broken flasks still owed a card
        self.pending: list[tuple[int, str]] = []  # discards to make: (seat, reason)

        # influence
        if variant == STANDARD:
            self.inf_deck = Pile(INFLUENCE_DECK)
            self.inf_deck.shuffle(self.rng)
            # hand cards are [value, public]: public = every seat has seen it
            self.hands: list[list[list]] = [[[v, True] for v in PERSONAL_STANDARD]
                                            for _ in range(players)]
        else:
            self.inf_deck = Pile()
            self.hands = [[[v, True] for v in PERSONAL_SET] for _ in range(players)]
        self.inf_discard: list[int] = []
        self.inf_used: list[list[int]] = [[] for _ in range(players)]  # advanced: played this half
        self.inf_front: list[tuple[int, ...]] = [() for _ in range(players)]
        self.commits: list[tuple[int, str] | None] = [None] * players
        self.influence: list[int | None] = [None] * players
        self.order: list[int] = []  # who decides in the current phase, in turn
        self.order_index = 0
        self.ranking: list[int] = []
        self.peeker: int | None = None
        self.next_active = 0

        self.opening_events: list[Event] = []
        self._start_round(self.opening_events)
        self._auto(self.opening_events)

    # --- helpers ------------------------------------------------------------------------------
    def kind(self, card: int) -> str:
        return content().lab_kinds[card]

    def task_id(self, task: int) -> str:
        return content().tasks[task].id

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(self.players)]

    def distance(self, seat: int) -> int:
        """Clockwise distance from the active player (ties go to the smaller)."""
        return (seat - self.active) % self.players

    def chemicals(self, seat: int) -> list[int]:
        """Lab cards in front of a seat that count (everything but broken flasks)."""
        return [i for i in self.lab_front[seat] if self.kind(i) != BROKEN]

    def score(self, seat: int) -> int:
        return self.points[seat]

    def tasks_available(self) -> bool:
        return bool(self.task_deck) or any(t is not None for t in self.display)

    def can_complete(self, seat: int) -> bool:
        return _can_complete(self._chemical_counts(seat), tuple(self.tasks_open[seat]))

    def completions(self, seat: int) -> list[CompleteTask]:
        """Every (task, card set) the seat can carry out now."""
        return list(_completions(self._chemical_counts(seat), tuple(self.tasks_open[seat])))

    def _chemical_counts(self, seat: int) -> tuple[int, ...]:
        """The seat's lab cards as counts of each chemical kind (broken flasks do not count)."""
        kinds = content().lab_kinds
        return kind_counts(Counter(kinds[i] for i in self.lab_front[seat]))

    # --- protocol -----------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.decision == "over" else self.to_move

    def is_over(self) -> bool:
        return self.decision == "over"

    def turn_count(self) -> int:
        return self.actions_played

    def scores(self) -> list[float]:
        return [float(self.score(s)) for s in range(self.players)]

    def score_parts(self, seat: int) -> tuple[ScorePart, ...]:
        """The finished tasks, grouped by their points."""
        values = Counter(content().tasks[t].value for t in self.tasks_done[seat])
        return tuple(ScorePart(N_("{count} × {value}-point task"), count * value, (("count", count), ("value", value)))
                     for value, count in sorted(values.items(), reverse=True))

    def tiebreak_key(self, seat: int) -> tuple:
        """Most points, then most tasks, then most lab cards (not broken flasks), then the active
        player and clockwise from him."""
        return (self.score(seat), len(self.tasks_done[seat]), len(self.chemicals(seat)),
                -self.distance(seat))

    def winners(self) -> list[int]:
        return [max(range(self.players), key=self.tiebreak_key)]

    def legal_actions(self) -> list[Action]:
        d, seat = self.decision, self.to_move
        if d == "commit":
            values = sorted({v for v, _ in self.hands[seat]})
            return [PlaceInfluence(v, onto) for v in values for onto in (FACE_UP, FACE_DOWN)]
        if d == "play":
            return [PlayInfluence(v) for v in sorted({v for v, _ in self.hands[seat]})]
        if d == "pick":
            acts: list[Action] = []
            colours = {self.kind(i) for i in self.row_open}
            acts += [TakeLab(c) for c in BASIC if c in colours]
            acts += [TakeLab(s) for s, card in zip(SECRET_SLOTS, self.row_secret) if card is not None]
            return acts + self._task_choices()
        if d == "new-task":
            return self._task_choices()
        if d == "discard":
            kinds = sorted({self.kind(i) for i in self.chemicals(seat)})
            return [DiscardLab(k) for k in kinds]
        if d == "tasks":
            return [*self.completions(seat), EndTasks()]
        return []

    def _task_choices(self) -> list[Action]:
        acts: list[Action] = []
        if self.task_deck:
            acts.append(TakeTask(None))
        acts += [TakeTask(self.task_id(t)) for t in self.display if t is not None]
        return acts

    def why_illegal(self, action: Action) -> str:
        if self.is_over():
            return _("the game is over")
        expected = {"commit": PlaceInfluence, "play": PlayInfluence, "discard": DiscardLab,
                    "new-task": TakeTask}.get(self.decision)
        if self.decision == "pick" and not isinstance(action, (TakeLab, TakeTask)):
            return _("now is the time to take a lab card or a task card")
        if self.decision == "tasks" and not isinstance(action, (CompleteTask, EndTasks)):
            return _("now is the time to carry out tasks or end the task phase")
        if expected is not None and not isinstance(action, expected):
            return self.decision_text()
        if isinstance(action, PlaceInfluence) and action.onto not in (FACE_UP, FACE_DOWN):
            return _("lay the card on your face-up or your face-down card")
        if isinstance(action, (PlaceInfluence, PlayInfluence)):
            return _("you have no {value} in your hand").format(value=action.value)
        if isinstance(action, TakeLab):
            if action.slot in SECRET_SLOTS:
                return _("secret lab card {n} has already been taken").format(n=action.slot[-1])
            return _("there is no {kind} card in the lab row").format(kind=kind_word(action.slot))
        if isinstance(action, TakeTask):
            if action.task is None:
                return _("the task deck is empty")
            return _("task {task} is not in the display").format(task=action.task)
        if isinstance(action, DiscardLab):
            if action.kind == BROKEN:
                return _("a broken flask is never given up: discard a chemical")
            return _("you have no {kind} card to discard").format(kind=kind_word(action.kind))
        if isinstance(action, CompleteTask):
            return self._why_not_complete(action)
        return _("{action} is not allowed now").format(action=action)

    def _why_not_complete(self, action: CompleteTask) -> str:
        task = content().task_by_id.get(action.task)
        if task is None or task.index not in self.tasks_open[self.to_move]:
            return _("{task} is not one of your tasks").format(task=action.task)
        have = Counter(self.kind(i) for i in self.chemicals(self.to_move))
        if any(n > have[k] for k, n in Counter(action.spend).items()):
            return _("you do not have those lab cards")
        return _("those cards do not make {task} exactly "
                 "(every flask covered, no unit left over, a double used whole)").format(task=action.task)

    def decision_text(self) -> str:
        """What the seat to move must do now, as a refusal of anything else."""
        return {"commit": _("now is the time to place an influence card"),
                "play": _("now is the time to play an influence card"),
                "pick": _("now is the time to take a lab card or a task"),
                "discard": _("now is the time to discard a lab card"),
                "tasks": _("now is the time to carry out tasks"),
                "new-task": _("now is the time to take a new task card"),
                "over": _("now is the time to see the results")}[self.decision]

    # --- applying -----------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        events: list[Event] = []
        self._dispatch(action, events)
        self._auto(events)
        return events

    def _auto(self, events: list[Event]) -> None:
        """Play forced moves (one legal action) at once, so nobody is asked a question without a
        choice: a last influence card, the only kind of card to discard, the only task source."""
        while self.decision != "over":
            legal = self.legal_actions()
            if len(legal) != 1:
                return
            self._dispatch(legal[0], events)

    def _dispatch(self, action: Action, events: list[Event]) -> None:
        self.actions_played += 1
        seat = self.to_move
        if isinstance(action, PlaceInfluence):
            self.commits[seat] = (action.value, action.onto)
            events.append(InfluenceCommitted(seat))
            self._next_in_order(events, self._reveal)
        elif isinstance(action, PlayInfluence):
            self._remove_hand_value(seat, action.value)
            self.influence[seat] = action.value
            self.inf_front[seat] = (action.value,)
            events.append(InfluencePlayed(seat, action.value))
            self._next_in_order(events, self._rank)
        elif isinstance(action, TakeLab):
            self._take_lab(seat, action.slot, events)
        elif isinstance(action, TakeTask):
            self._take_task(seat, action.task, events)
            if self.decision == "pick":
                self._after_pick(events)
            else:
                self._tasks_turn(events)
        elif isinstance(action, DiscardLab):
            card = next(i for i in self.lab_front[seat] if self.kind(i) == action.kind)
            self.lab_front[seat].remove(card)
            self.lab_discard.append(card)
            reason = self.pending.pop(0)[1]
            events.append(LabCardLost(seat, action.kind, reason))
            self._after_pick(events)
        elif isinstance(action, CompleteTask):
            self._complete(seat, action, events)
        elif isinstance(action, EndTasks):
            self.order_index += 1
            self._tasks_turn(events)
        else:  # pragma: no cover - apply() has checked legality
            raise IllegalAction(f"unknown action {action}")

    # --- phase 1 ------------------------------------------------------------------------------
    def _start_round(self, events: list[Event]) -> None:
        self.phase = "influence"
        events.append(PhaseStarted(self.round, "influence"))
        n_open = 3 if self.variant == TWO_PLAYER else self.players - 1
        self.row_open = self.basic_deck.draw(n_open)
        self.row_dealt = list(self.row_open)
        self.row_secret = self.secret_deck.draw(2)
        self.peeker = None
        events.append(RoundStarted(self.round, tuple(self.kind(i) for i in self.row_open), 2))
        self.order = self.clockwise_from(self.active)
        self.order_index = 0
        self.influence = [None] * self.players
        if self.variant != STANDARD:
            self._decide("play", self.order[0])
        elif self.round < ROUNDS:
            for seat in self.order:
                up = self._draw_influence(events)
                down = self._draw_influence(events)
                self.inf_front[seat] = (up, down)
                events.append(InfluenceDealt(seat, up))
            self._decide("commit", self.order[0])
        else:  # Ruling: the last round deals nothing; influence is the sum of the hand
            for seat in range(self.players):
                for card in self.hands[seat]:
                    card[1] = True
                self.influence[seat] = sum(v for v, _ in self.hands[seat])
            events.append(HandsRevealed(tuple(tuple(v for v, _ in h) for h in self.hands),
                                        tuple(self.influence)))
            self._rank(events)

    def _draw_influence(self, events: list[Event]) -> int:
        if not self.inf_deck:
            self.inf_deck = Pile(self.inf_discard)
            self.inf_discard = []
            self.inf_deck.shuffle(self.rng)
            events.append(InfluenceShuffled(len(self.inf_deck)))
        return self.inf_deck.draw_one()

    def _remove_hand_value(self, seat: int, value: int) -> None:
        """Take a card of this value out of the hand; a public one if there is one, so cards the
        others have not seen stay unseen (either way the others learn only the value played)."""
        hand = self.hands[seat]
        matches = [c for c in hand if c[0] == value]
        hand.remove(max(matches, key=lambda c: c[1]))

    def _next_in_order(self, events: list[Event], then) -> None:
        self.order_index += 1
        if self.order_index < len(self.order):
            self._decide(self.decision, self.order[self.order_index])
        else:
            then(events)

    def _reveal(self, events: list[Event]) -> None:
        placed, covered = [], []
        for seat in range(self.players):
            value, onto = self.commits[seat]
            up, down = self.inf_front[seat]
            self._remove_hand_value(seat, value)
            if onto == FACE_UP:  # the face-down card goes to the hand, unseen by the others
                cover, taken = up, [down, False]
            else:
                cover, taken = down, [up, True]
            self.hands[seat].append(taken)
            self.inf_front[seat] = (value, cover)
            self.influence[seat] = value + cover
            placed.append(value)
            covered.append(cover)
        self.commits = [None] * self.players
        events.append(InfluenceRevealed(tuple(placed), tuple(covered), tuple(self.influence)))
        self._rank(events)

    def _rank(self, events: list[Event]) -> None:
        """Order by influence, ties to the active player and clockwise; set the pick order."""
        self.ranking = sorted(range(self.players), key=lambda s: (-self.influence[s], self.distance(s)))
        r = self.ranking
        if self.variant == TWO_PLAYER:  # the peeker takes second, then one more each
            self.order = [r[1], r[0], r[1], r[0]]
        else:
            self.order = [r[1], r[0], *r[2:]]
        # the last chooser becomes the active player (brief ruling 4): the lowest influence, but in
        # the two-player game the peeker, who takes the last card
        self.next_active = self.order[-1]
        self.peeker = r[0]
        self.seen_secret[r[0]].update(c for c in self.row_secret if c is not None)
        events.append(PickOrderSet(tuple(self.influence), tuple(r), tuple(self.order)))
        events.append(SecretsPeeked(r[0]))
        self.phase = "pick"
        events.append(PhaseStarted(self.round, "pick"))
        self.order_index = 0
        self._decide("pick", self.order[0])

    # --- phase 2 ------------------------------------------------------------------------------
    def _take_lab(self, seat: int, slot: str, events: list[Event]) -> None:
        if slot in SECRET_SLOTS:
            k = SECRET_SLOTS.index(slot)
            card, self.row_secret[k] = self.row_secret[k], None
            kind = self.kind(card)
            events.append(SecretCardTaken(seat, slot, kind))
        else:
            card = next(i for i in self.row_open if self.kind(i) == slot)
            self.row_open.remove(card)
            kind = slot
            events.append(OpenCardTaken(seat, kind))
        if kind == EXPLOSION:
            # Ruling: the explosion card is discarded once it has gone off
            self.lab_discard.append(card)
            events.append(Explosion(seat))
            if self.variant == TWO_PLAYER:
                other = 1 - seat
                self.pending += [(seat, EXPLOSION), (other, EXPLOSION), (other, EXPLOSION)]
            else:
                self.pending += [(s, EXPLOSION) for s in self.clockwise_from(seat)]
        elif kind == BROKEN:
            self.lab_front[seat].append(card)  # stays in front, worth nothing
            owes = not self.chemicals(seat)
            if owes:
                self.debt[seat] += 1
            else:
                self.pending.append((seat, BROKEN))
            events.append(BrokenFlask(seat, owes))
        elif self.debt[seat]:
            self.debt[seat] -= 1
            self.lab_discard.append(card)
            events.append(LabCardLost(seat, kind, "debt"))
        else:
            self.lab_front[seat].append(card)
        self._after_pick(events)

    def _take_task(self, seat: int, task: str | None, events: list[Event]) -> None:
        if task is None:
            t = self.task_deck.draw_one()
            self.tasks_open[seat].append(t)
            events.append(TaskTaken(seat, self.task_id(t), True))
            return
        slot = next(i for i, t in enumerate(self.display) if t is not None and self.task_id(t) == task)
        self.tasks_open[seat].append(self.display[slot])
        events.append(TaskTaken(seat, task, False))
        self.display[slot] = None
        if self.task_deck:
            self.display[slot] = self.task_deck.draw_one()
            events.append(DisplayRefilled(slot, self.task_id(self.display[slot])))

    def _after_pick(self, events: list[Event]) -> None:
        """After a pick and after each discard: settle owed discards, then the next picker."""
        while self.pending:
            seat, reason = self.pending[0]
            if self.chemicals(seat):
                self._decide("discard", seat)
                return
            self.pending.pop(0)  # nothing left to lose
        self.order_index += 1
        if self.order_index < len(self.order):
            self._decide("pick", self.order[self.order_index])
        else:
            self._end_picks(events)

    def _end_picks(self, events: list[Event]) -> None:
        opened = tuple(self.kind(i) for i in self.row_open)
        secrets = [c for c in self.row_secret if c is not None]
        self.lab_discard += self.row_open + secrets
        self.unseen_discards.update(secrets)
        self.row_open, self.row_dealt, self.row_secret = [], [], []
        events.append(RowCleared(opened, len(secrets)))
        for seat in range(self.players):
            if self.variant == STANDARD:
                self.inf_discard += list(self.inf_front[seat])
            else:
                self.inf_used[seat] += list(self.inf_front[seat])
            self.inf_front[seat] = ()
        if self.variant != STANDARD and self.round == ADVANCED_RETURN_ROUND:
            for seat in range(self.players):
                self.hands[seat] = [[v, True] for v in PERSONAL_SET]
                self.inf_used[seat] = []
            events.append(InfluenceReturned())
        self.active = self.next_active
        events.append(ActivePlayerChanged(self.active))
        self.phase = "tasks"
        events.append(PhaseStarted(self.round, "tasks"))
        self.order = self.clockwise_from(self.active)
        self.order_index = 0
        self._tasks_turn(events)

    # --- phase 3 ------------------------------------------------------------------------------
    def _tasks_turn(self, events: list[Event]) -> None:
        """Give the turn to the next seat (from order_index on) that can carry out a task."""
        while self.order_index < len(self.order):
            seat = self.order[self.order_index]
            if self.can_complete(seat):
                self._decide("tasks", seat)
                return
            self.order_index += 1
        self._end_round(events)

    def _complete(self, seat: int, action: CompleteTask, events: list[Event]) -> None:
        task = content().task_by_id[action.task]
        for kind in action.spend:
            card = next(i for i in self.lab_front[seat] if self.kind(i) == kind)
            self.lab_front[seat].remove(card)
            self.lab_discard.append(card)
        self.tasks_open[seat].remove(task.index)
        self.tasks_done[seat].append(task.index)
        self.points[seat] += task.value
        events.append(TaskCompleted(seat, task.id, action.spend, task.value))
        if self.tasks_available():  # a completed task is always followed by a new one
            self._decide("new-task", seat)
        else:
            self._tasks_turn(events)

    def _end_round(self, events: list[Event]) -> None:
        if self.round == ROUNDS:
            self.phase = "over"
            self._decide("over", None)
            events.append(GameEnded(tuple(self.score(s) for s in range(self.players)),
                                    self.winners()[0]))
            return
        self.round += 1
        self._start_round(events)

    def _decide(self, decision: str, seat: int | None) -> None:
        self.decision, self.to_move = decision, seat

    # --- copies, views, checks ---------------------------------------------------------------
    def clone(self) -> "ExperimentState":
        other = ExperimentState.__new__(ExperimentState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        for name in ("task_deck", "basic_deck", "secret_deck", "inf_deck"):
            setattr(other, name, getattr(self, name).copy())
        for name in ("tasks_open", "tasks_done", "lab_front", "inf_used"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        for name in ("display", "row_open", "row_dealt", "row_secret", "lab_discard", "debt", "pending", "points",
                     "inf_discard", "inf_front", "commits", "influence", "order", "ranking",
                     "opening_events"):
            setattr(other, name, list(getattr(self, name)))
        other.unseen_discards = set(self.unseen_discards)
        other.seen_secret = [set(s) for s in self.seen_secret]
        other.hands = [[list(c) for c in h] for h in self.hands]
        return other

    def _row_slots(self) -> list[str | None]:
        """The open cards in their dealt places, None where one was taken (all public)."""
        if not set(self.row_open) <= set(self.row_dealt):  # a row set up by hand: no places kept
            return [self.kind(i) for i in self.row_open]
        return [self.kind(i) if i in self.row_open else None for i in self.row_dealt]

    def knows_row_secrets(self, seat: int | None) -> bool:
        return seat is not None and seat == self.peeker and self.phase in ("pick", "tasks")

    def observation(self, player: int | None) -> dict:
        tasks = content().tasks
        sees_row = self.knows_row_secrets(player)
        seats = []
        for s in range(self.players):
            own = s == player
            entry = {
                "lab": [self.kind(i) for i in self.lab_front[s]],
                "owes": self.debt[s],
                "tasks": [tasks[t].id for t in self.tasks_open[s]],
                "done": [tasks[t].id for t in self.tasks_done[s]],
                "score": self.score(s),
                "hand": [v if (own or public) else None for v, public in self.hands[s]],
                "influence": self.influence[s],
                "used": list(self.inf_used[s]),
                "committed": self.commits[s] is not None,
            }
            front = self.inf_front[s]
            if self.variant == STANDARD and len(front) == 2 and self.influence[s] is None:
                entry["front"] = [front[0], None]  # dealt: the second card lies face down
            else:
                entry["front"] = list(front)
            if own and self.commits[s] is not None:
                entry["commit"] = {"value": self.commits[s][0], "onto": self.commits[s][1]}
            seats.append(entry)
        return {
            "game": "experiment", "variant": self.variant, "players": self.players, "you": player,
            "round": self.round, "rounds": ROUNDS, "phase": self.phase, "decision": self.decision,
            "personal_set": list(PERSONAL_SET) if self.variant != STANDARD else [],
            "to_move": self.current_player(), "active": self.active,
            "row_open": [self.kind(i) for i in self.row_open],
            "row_slots": self._row_slots(),
            "row_secret": [None if c is None else (self.kind(c) if sees_row else "hidden")
                           for c in self.row_secret],
            "peeker": self.peeker, "ranking": list(self.ranking),
            "pick_order": list(self.order) if self.phase == "pick" else [],
            "order_index": self.order_index,
            "pending": [list(p) for p in self.pending],
            "display": [None if t is None else tasks[t].id for t in self.display],
            "task_deck": len(self.task_deck), "basic_deck": len(self.basic_deck),
            "secret_deck": len(self.secret_deck), "lab_discard": len(self.lab_discard),
            "influence_deck": len(self.inf_deck), "influence_discard": sorted(self.inf_discard),
            "seen_discarded_secrets": sorted(self.kind(i) for i in self.unseen_discards
                                             if player is not None and i in self.seen_secret[player]),
            "seats": seats,
            **({"breakdown": self.breakdown()} if self.is_over() else {}),
        }

    def open_observation(self, player: int | None) -> dict:
        """Every seat's hand, hidden commitment and face-down front card, and the secret row."""
        obs = self.observation(player)
        for s, entry in enumerate(obs["seats"]):
            entry["hand"] = [v for v, _public in self.hands[s]]
            entry["front"] = list(self.inf_front[s])
            if self.commits[s] is not None:
                entry["commit"] = {"value": self.commits[s][0], "onto": self.commits[s][1]}
        obs["row_secret"] = [None if c is None else self.kind(c) for c in self.row_secret]
        return obs

    def breakdown(self) -> list[str]:
        """The final standings, with the tie-break figures, for the results screen (seats are marked
        with ``seat_mark``: the results screen puts the players' names in)."""
        order = sorted(range(self.players), key=self.tiebreak_key, reverse=True)
        lines = []
        for place, s in enumerate(order, 1):
            tasks, cards = len(self.tasks_done[s]), len(self.chemicals(s))
            lines.append(_("{place}. {seat}: {points} from {tasks}, {cards} left").format(
                place=place, seat=seat_mark(s),
                points=ngettext("{n} point", "{n} points", self.score(s)).format(n=self.score(s)),
                tasks=ngettext("{n} task", "{n} tasks", tasks).format(n=tasks),
                cards=ngettext("{n} lab card", "{n} lab cards", cards).format(n=cards)))
        lines.append(_("Ties go to more tasks, then more lab cards (broken flasks not counted), "
                       "then the active player and clockwise."))
        return lines

    def determinize(self, player: int, rng: Rng) -> "ExperimentState":
        """Resample what ``player`` cannot see: deck orders, face-down influence cards, the other
        seats' unseen hand cards and pending choices, and the secret lab cards they have not seen."""
        world = self.clone()
        world.rng = rng.fork()
        world.basic_deck.shuffle(rng)
        world.task_deck.shuffle(rng)
        # secret lab cards: the deck, the row (unless peeked) and discards this seat never saw
        slots: list[tuple[str, int]] = [("deck", i) for i in range(len(world.secret_deck))]
        if not self.knows_row_secrets(player):
            slots += [("row", i) for i, c in enumerate(world.row_secret) if c is not None]
        unseen = sorted(self.unseen_discards - self.seen_secret[player])
        slots += [("discard", world.lab_discard.index(c)) for c in unseen]

        def get(slot):
            where, i = slot
            return {"deck": world.secret_deck.cards, "row": world.row_secret,
                    "discard": world.lab_discard}[where][i]

        def put(slot, card):
            where, i = slot
            {"deck": world.secret_deck.cards, "row": world.row_secret,
             "discard": world.lab_discard}[where][i] = card

        old = [get(s) for s in slots]
        new = old[:]
        rng.shuffle(new)
        moved = dict(zip(old, new))
        for s, card in zip(slots, new):
            put(s, card)
        world.unseen_discards = {moved.get(c, c) for c in world.unseen_discards}
        # other seats remember the card that now lies where the card they saw lay
        world.seen_secret = [set(seen) if s == player else {moved.get(c, c) for c in seen}
                             for s, seen in enumerate(world.seen_secret)]
        if self.variant == STANDARD:
            self._determinize_influence(world, player, rng)
        return world

    def _determinize_influence(self, world: "ExperimentState", player: int, rng: Rng) -> None:
        unknown: list[tuple] = [("deck", i) for i in range(len(world.inf_deck))]
        for s in range(self.players):
            if len(world.inf_front[s]) == 2 and world.influence[s] is None:
                unknown.append(("down", s))
            if s != player:
                unknown += [("hand", s, i) for i, c in enumerate(world.hands[s]) if not c[1]]

        def get(slot):
            if slot[0] == "deck":
                return world.inf_deck.cards[slot[1]]
            if slot[0] == "down":
                return world.inf_front[slot[1]][1]
            return world.hands[slot[1]][slot[2]][0]

        def put(slot, value):
            if slot[0] == "deck":
                world.inf_deck.cards[slot[1]] = value
            elif slot[0] == "down":
                world.inf_front[slot[1]] = (world.inf_front[slot[1]][0], value)
            else:
                world.hands[slot[1]][slot[2]][0] = value

        values = [get(s) for s in unknown]
        rng.shuffle(values)
        for s, v in zip(unknown, values):
            put(s, v)
        # the others' hidden choices are unknown too: redraw them from their (new) hands
        for s in range(self.players):
            if s != player and world.commits[s] is not None:
                v = rng.choice(sorted({c[0] for c in world.hands[s]}))
                world.commits[s] = (v, rng.choice((FACE_UP, FACE_DOWN)))

    def check_invariants(self) -> None:
        c = content()

        def fail(msg):
            raise InvariantBroken(f"experiment round {self.round} {self.decision}: {msg}")

        lab = (list(self.basic_deck) + list(self.secret_deck) + self.row_open
               + [x for x in self.row_secret if x is not None] + self.lab_discard
               + [i for front in self.lab_front for i in front])
        if sorted(lab) != list(range(84)):
            fail("the 84 lab cards are not all in exactly one place")
        if any(self.kind(i) not in BASIC for i in self.basic_deck):
            fail("a secret card in the basic deck")
        if not self.unseen_discards <= set(self.lab_discard):
            fail("an unseen discard is not in the discard pile")
        tasks = (list(self.task_deck) + [t for t in self.display if t is not None]
                 + [t for ts in self.tasks_open for t in ts] + [t for ts in self.tasks_done for t in ts])
        if sorted(tasks) != list(range(len(c.tasks))):
            fail("the 57 tasks are not all in exactly one place")
        if self.task_deck and None in self.display:
            fail("an empty display slot while the task deck has cards")
        if self.variant == STANDARD:
            infl = (list(self.inf_deck) + self.inf_discard + [v for h in self.hands for v, _ in h]
                    + [v for f in self.inf_front for v in f])
            expected = Counter(INFLUENCE_DECK) + Counter(PERSONAL_STANDARD * self.players)
            if Counter(infl) != expected:
                fail("influence cards not conserved")
            if any(len(h) != 3 for h in self.hands):
                fail("a hand of influence cards is not three")
        else:
            for s in range(self.players):
                have = [v for v, _ in self.hands[s]] + self.inf_used[s] + list(self.inf_front[s])
                if sorted(have) != list(PERSONAL_SET):
                    fail(f"seat {s}'s influence set is not 1-6")
        for s in range(self.players):
            if self.score(s) != sum(c.tasks[t].value for t in self.tasks_done[s]):
                fail("score differs from completed tasks")
            if self.debt[s] < 0:
                fail("negative debt")
        if self.decision != "over" and self.legal_actions() == []:
            fail("no legal action for the seat to move")
        if self.row_open and self.phase not in ("influence", "pick"):
            fail("lab row still out after the pick phase")


# ---------------------------------------------------------------------------------------------
# the catalogue entry
# ---------------------------------------------------------------------------------------------
class ExperimentRules:
    spec = SPEC

    def variant_for(self, players: int, options: dict | None) -> str:
        requested = (options or {}).get("variant") or STANDARD
        variant = SPEC.variant(requested)  # an unknown name raises, naming the known ones
        offered = SPEC.variants_at(players)
        if len(offered) == 1:
            return offered[0]  # two players always play the two-player game
        if requested not in offered:
            raise ValueError(f"the {requested} variant is for {span(variant.players)} players, not {players}")
        return requested

    def new_state(self, seed: int, players: int, options: dict | None = None) -> ExperimentState:
        if players not in SPEC.players:
            raise ValueError(f"Experiment is for 2-6 players, not {players}")
        return ExperimentState(seed, players, self.variant_for(players, options))


# Which tasks a seat can carry out depends only on its cards and its open tasks, and every seat
# is asked at every task phase (again by the search's rollouts): answers are kept.
@lru_cache(maxsize=16384)
def _can_complete(counts: tuple[int, ...], tasks_open: tuple[int, ...]) -> bool:
    have = dict(zip(CHEMICAL_KINDS, counts))
    tasks = content().tasks
    return any(counts) and any(can_make(have, tasks[t].need) for t in tasks_open)


@lru_cache(maxsize=16384)
def _completions(counts: tuple[int, ...], tasks_open: tuple[int, ...]) -> tuple[CompleteTask, ...]:
    if not any(counts):
        return ()
    have = dict(zip(CHEMICAL_KINDS, counts))
    tasks = content().tasks
    return tuple(CompleteTask(tasks[t].id, spend)
                 for t in tasks_open for spend in spend_options(have, tasks[t].need))


RULES = ExperimentRules()
