"""Lab Chaos's effect interpreter: the machine that carries out the ops of content.py's vocabulary.

Effects run on a stack of small tasks (``State.tasks``, last in, first out). Each task is a frozen
dataclass, and ``TASK_RUNNERS`` names the method that runs each type. A task that needs a person's
choice leaves a *pending decision* (``State.pending``), a frozen dataclass of one kind per choice,
naming the seat that must choose; the rules turn the answer into the next task and the stack runs
on. Tasks and decisions never change once made, so a clone shares them and copies only the lists.

A decision also reads as a mapping of ``kind`` and its fields (``state.pending["kind"]``), the
shape the observation's ``pending`` shows and the AI and tests read.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any, Callable, ClassVar, Sequence

from labdesk.engine.core import Event
from labdesk.games.lab_chaos.conditions import holds
from labdesk.games.lab_chaos.content import TARGET_FIELD, Card, Deck, matches, questions_in
from labdesk.games.lab_chaos.events import (
    CardDiscarded, CardsDrawn, CardsGiven, CardsTaken, DeckReshuffled, DirectionReversed, EndCardCleared,
    EndCardSet, HandRevealed, HandsPassed, HandsSwapped, LastingCardCleared, LastingCardSet, LastingCardSprung,
    PlayerChosen, PlayersSkipped, PlaysAgain, PreviousCopied, QuestionAnswered, ReactionOffered)


# --- records -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Context:
    """On whose behalf an effect runs."""
    actor: int
    card: str | None  # the card whose effect it is
    trigger_seat: int | None  # whom "trigger" means (an instant played in reaction), else None
    copied: bool = False  # inside a copied effect, where copy_previous copies nothing


@dataclass(frozen=True)
class Trigger:
    """A game event instant cards may react to: what happened (``on``), to whom, and its figure
    (the cards drawn, the hand size left, the card played, the taker)."""
    on: str
    subject: int
    value: Any = None

    @property
    def player(self) -> int:
        """Whom "trigger" means in the reacting card: the subject, except for "take", the taker."""
        return self.value if self.on == "take" else self.subject


@dataclass(frozen=True)
class Fired:
    """A trigger waiting for the current step to end; its window goes round from ``actor``. (Most
    fired triggers find no instant to react and are dropped: the Trigger is made only for a window.)"""
    on: str
    subject: int
    value: Any
    actor: int

    @property
    def trigger(self) -> Trigger:
        return Trigger(self.on, self.subject, self.value)


# --- tasks ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Task:
    """One step of work on the stack."""


@dataclass(frozen=True)
class EffectTask(Task):
    """A step of a card's effect: ``ctx.actor`` is the acting player while it runs."""
    ctx: Context


@dataclass(frozen=True)
class RunOp(EffectTask):
    """One op of an effect: find its players, then apply it."""
    op: dict


@dataclass(frozen=True)
class ApplyOp(EffectTask):
    """An op whose players are known."""
    op: dict
    targets: tuple

    def with_target(self, seat: int) -> ApplyOp:
        return ApplyOp(self.ctx, self.op, self.targets + (seat,))


@dataclass(frozen=True)
class CollectTargets(EffectTask):
    """"each_other_chooses": the ``choosers`` still to name a player, and the names so far."""
    op: dict
    choosers: tuple
    picked: tuple

    def with_target(self, seat: int) -> CollectTargets:
        return CollectTargets(self.ctx, self.op, self.choosers, self.picked + (seat,))


@dataclass(frozen=True)
class DiscardCards(EffectTask):
    seat: int
    n: int
    filter: dict | None


@dataclass(frozen=True)
class GiveCards(EffectTask):
    """The acting player gives ``n`` cards to ``to``."""
    to: int
    n: int


@dataclass(frozen=True)
class TakeAtRandom(EffectTask):
    """The acting player takes ``n`` random cards from ``source``."""
    source: int
    n: int


@dataclass(frozen=True)
class HandOverCards(EffectTask):
    """``source`` hands ``n`` cards of its choice to the acting player (``taken`` so far)."""
    source: int
    n: int
    taken: int = 0


@dataclass(frozen=True)
class FulfilLasting(EffectTask):
    """A card of the waiting lasting card's symbol has resolved: the lasting card acts."""
    lasting: str
    rule: dict


@dataclass(frozen=True)
class ReactionWindow(Task):
    """The seats still to be offered a reaction to ``trigger``, in order."""
    trigger: Trigger
    seats: tuple


# --- pending decisions ---------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _field_names(cls: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(cls))


class Decision(Mapping):
    """A choice a seat must make before the stack runs on; read-only mapping of ``kind`` and the
    fields."""
    kind: ClassVar[str]
    seat: int

    def __getitem__(self, key: str) -> Any:
        if key == "kind":
            return self.kind
        if key in _field_names(type(self)):
            return getattr(self, key)
        raise KeyError(key)

    def __iter__(self):
        return iter(("kind",) + _field_names(type(self)))

    def __len__(self) -> int:
        return 1 + len(_field_names(type(self)))


@dataclass(frozen=True, eq=False)
class ChoosePlayerDecision(Decision):
    kind: ClassVar[str] = "choose_player"
    seat: int
    options: tuple
    op: str  # the name of the op the player is chosen for
    resume: ApplyOp | CollectTargets  # the task the chosen seat is added to


@dataclass(frozen=True, eq=False)
class CardDecision(Decision):
    """``seat`` picks cards from its hand one at a time, ``n`` still to pick."""
    seat: int
    n: int
    ctx: Context

    @property
    def card_filter(self) -> dict | None:
        """Which hand cards may be picked (None: any)."""
        return None


@dataclass(frozen=True, eq=False)
class DiscardDecision(CardDecision):
    kind: ClassVar[str] = "discard"
    filter: dict | None

    @property
    def card_filter(self) -> dict | None:
        return self.filter


@dataclass(frozen=True, eq=False)
class GiveDecision(CardDecision):
    kind: ClassVar[str] = "give"
    to: int


@dataclass(frozen=True, eq=False)
class HandOverDecision(CardDecision):
    kind: ClassVar[str] = "hand_over"
    to: int
    taken: int


@dataclass(frozen=True, eq=False)
class ReactDecision(Decision):
    kind: ClassVar[str] = "react"
    seat: int
    trigger: Trigger
    rest: tuple  # the seats the window goes on to


@dataclass(frozen=True, eq=False)
class QuestionDecision(Decision):
    kind: ClassVar[str] = "question"
    seat: int
    question: str
    card: str | None  # the card that asks


# --- the interpreter -----------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _instants_on(deck: Deck, on: str) -> frozenset[str]:
    """The instant cards of ``deck`` that react to ``on`` events (the others never match them)."""
    return frozenset(i for i, c in deck.cards.items() if c.instant and c.trigger and c.trigger["on"] == on)


class Interpreter:
    """Mixin of the Lab Chaos state: the effect machine. It uses the state's ``cards`` (the Deck),
    ``draw_pile``, ``discard``, ``in_play``, ``hands``, ``rng``, ``direction``, ``turn``, ``tasks``,
    ``pending``, ``events``, ``fired``, ``acting``, ``answers``, ``personas``, ``human_seats`` and
    the table slots (End and lasting card); rules.py adds the turn tasks to ``TASK_RUNNERS`` and
    defines the win check (``after_step``) and ``game_over``."""

    cards: Deck
    players: int
    TASK_RUNNERS: ClassVar[dict[type, Callable]]

    # --- small helpers -------------------------------------------------------------------------
    def card(self, card_id: str) -> Card:
        return self.cards.cards[card_id]

    def order_from(self, seat: int, include: bool = True) -> list[int]:
        """Seats in the direction of play, starting at ``seat`` (or just after it)."""
        seats = [(seat + i * self.direction) % self.players for i in range(self.players)]
        return seats if include else seats[1:]

    def neighbour(self, seat: int, step: int) -> int:
        return (seat + step * self.direction) % self.players

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def fire(self, on: str, subject: int, value: Any = None, actor: int | None = None) -> None:
        """Note a game event instant cards may react to (windows open after the current step and go
        round from the acting player)."""
        if actor is None:
            actor = self.acting if self.acting is not None else subject
        self.fired.append(Fired(on, subject, value, actor))

    def push_ops(self, ctx: Context, ops: Sequence[dict]) -> None:
        for op in reversed(ops):
            self.tasks.append(RunOp(ctx, op))

    # --- moving cards ----------------------------------------------------------------------------
    def draw_cards(self, seat: int, n: int) -> int:
        got = 0
        for _ in range(n):
            if not self.draw_pile:
                self.reshuffle()
                if not self.draw_pile:
                    break
            self.hands[seat].append(self.draw_pile.pop())
            got += 1
        if got and self.tells[seat]:
            self.tell_cards_in(seat, got)
        self.emit(CardsDrawn(seat, got))
        if got:
            self.fire("draw", seat, got)
        return got

    def reshuffle(self) -> None:
        if len(self.discard) <= 1:
            return
        top = self.discard.pop()
        self.draw_pile, self.discard = self.discard, [top]
        self.rng.shuffle(self.draw_pile)
        self.emit(DeckReshuffled(len(self.draw_pile)))

    def lose_cards(self, seat: int, cards: Sequence[str]) -> None:
        """Cards left ``seat``'s hand (already removed): a dropped hand may trigger instants."""
        if cards:
            self.fire("hand_count", seat, len(self.hands[seat]))

    def fire_shrunk(self, before: list[int], actor: int) -> None:
        """After hands moved as a whole: every hand that got smaller has "dropped"."""
        for s in self.order_from(actor):
            if len(self.hands[s]) < before[s]:
                self.fire("hand_count", s, len(self.hands[s]), actor)

    def discard_card(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.left_in_open(seat, card)
        self.discard.append(card)
        self.emit(CardDiscarded(seat, card))
        self.lose_cards(seat, [card])

    def move_card(self, src: int, dst: int, card: str) -> None:
        self.hands[src].remove(card)
        self.hands[dst].append(card)
        if self.tells[src] or self.tells[dst]:
            self.tell_card_moved(src, dst)
        self.trace_moved(src, dst, card)

    # --- what the table has seen of the hidden hands (read by the expert's inference, ai.py) -------
    # ``tells[seat]`` holds the facts the public log gives about the cards ``seat`` holds, kept true
    # as cards come and go (a fact that a hidden card move may have falsified is dropped):
    # - ("holds", trigger, seat): it passed a reaction window it was offered only because it held an
    #   instant for ``trigger``, and has not since played, discarded or handed away a card unseen;
    # - ("drew", rule, entered): it had to draw, so none of its cards then was playable under the
    #   table's lasting ``rule``; ``entered`` cards have come into its hand since (the drawn one too).
    # Tuples throughout, so a clone shares them; only the seats with facts pay anything.
    TELLS_KEPT = 3  # facts of each kind kept a seat: older ones are mostly spent

    def tell_passed(self, seat: int, trigger: Trigger) -> None:
        holds_ = [f for f in self.tells[seat] if f[0] == "holds"][-(self.TELLS_KEPT - 1):]
        drew = [f for f in self.tells[seat] if f[0] == "drew"]
        self._set_tells(seat, tuple(drew + holds_ + [("holds", trigger, seat)]))

    def tell_drew(self, seat: int) -> None:
        """Before the forced draw: none of the hand is playable now."""
        drew = [f for f in self.tells[seat] if f[0] == "drew"][-(self.TELLS_KEPT - 1):]
        holds_ = [f for f in self.tells[seat] if f[0] == "holds"]
        self._set_tells(seat, tuple(drew + [("drew", self.lasting_rule, 0)] + holds_))

    def tell_cards_in(self, seat: int, n: int) -> None:
        self._set_tells(seat, tuple(("drew", f[1], f[2] + n) if f[0] == "drew" else f for f in self.tells[seat]))

    def tell_card_shown(self, seat: int, card: str) -> None:
        """``card`` left ``seat``'s hand in the open (played, discarded): every "holds" fact it could
        have been the instant of is spent (two passes may both have been on this one card)."""
        c = self.card(card)
        if not c.instant:
            return
        kept = tuple(f for f in self.tells[seat] if f[0] != "holds" or not self.trigger_matches(c, f[2], f[1]))
        if len(kept) != len(self.tells[seat]):
            self._set_tells(seat, kept)

    def tell_card_moved(self, src: int, dst: int) -> None:
        """A card went unseen from ``src`` to ``dst``: it may have been the instant ``src`` held."""
        if self.tells[src]:
            self._set_tells(src, tuple(f for f in self.tells[src] if f[0] != "holds"))
        if self.tells[dst]:
            self.tell_cards_in(dst, 1)

    def _set_tells(self, seat: int, facts: tuple) -> None:
        tells = list(self.tells)
        tells[seat] = facts
        self.tells = tuple(tells)

    def left_in_open(self, seat: int, card: str) -> None:
        """``card`` left ``seat``'s hand in the open (played, discarded): what was known of it is spent."""
        if self.tells[seat]:
            self.tell_card_shown(seat, card)
        if card in self.traced_cards:
            self.set_traced(tuple(tuple(t for t in mine if t[0] != card) for mine in self.traced))

    # ``traced[seat]`` holds what ``seat`` alone knows of the other hands, as a player remembers it:
    # (card, holder) for each card it saw go into another hand (one it gave, or was taken from it, a
    # hand it passed or swapped away) or saw there (a revealed hand) and that has not left that
    # hand since, in the open or perhaps unseen. Private to ``seat``: the observation never holds it,
    # ``determinize`` leaves it out of the worlds, and only the expert's inference reads it (ai.py).
    def trace_moved(self, src: int, dst: int, card: str) -> None:
        """``card`` went from ``src`` to ``dst``, seen by those two alone: ``src`` knows where it is,
        ``dst`` holds it, and a third seat only knows that one of ``src``'s cards left."""
        traced = list(self.traced)
        for seat, mine in enumerate(traced):
            if seat == src:
                traced[seat] = tuple(t for t in mine if t[0] != card) + ((card, dst),)
            elif mine:
                traced[seat] = tuple(t for t in mine if t[0] != card) if seat == dst else \
                    tuple(t for t in mine if t[1] != src)
        self.set_traced(tuple(traced))

    def known_hands_moved(self, moves: dict[int, int]) -> None:
        """Whole hands moved (``moves``: old seat to new seat; hands already moved): what the table and
        each seat knew of a hand goes with that hand, and every seat knows where the hand it gave
        away is now."""
        tells = list(self.tells)
        for old, new in moves.items():
            tells[new] = self.tells[old]
        self.tells = tuple(tells)
        traced = []
        for seat, mine in enumerate(self.traced):
            mine = tuple((card, moves.get(holder, holder)) for card, holder in mine)
            if seat in moves:
                now_at = moves[seat]
                mine += tuple((card, now_at) for card in self.hands[now_at])
            traced.append(tuple(t for t in mine if t[1] != seat))
        self.set_traced(tuple(traced))

    def trace_revealed(self, seat: int) -> None:
        """``seat``'s hand is revealed: every other seat remembers the cards it sees now (those that
        come in while it stays revealed are not counted: the reveal may end before anyone looks)."""
        shown = tuple((card, seat) for card in self.hands[seat])
        self.set_traced(tuple(mine if other == seat else tuple(t for t in mine if t[0] not in self.hands[seat]) + shown
                              for other, mine in enumerate(self.traced)))

    def set_traced(self, traced: tuple | None = None) -> None:
        """Every seat's memory at once (none: forget everything), with the set of the cards in it (a
        card played is looked up there: most are in nobody's memory)."""
        self.traced = traced if traced is not None else ((),) * self.players
        self.traced_cards = frozenset(card for mine in self.traced for card, _holder in mine)

    # --- questions -----------------------------------------------------------------------------
    def answer_known(self, seat: int, qid: str) -> bool | None:
        """The seat's answer to a real-life question: from its persona (AI seats) or what the person
        said earlier; None if a person has not been asked yet."""
        if seat in self.human_seats:
            return self.answers.get(seat, {}).get(qid)
        persona = self.personas[seat]
        return qid in persona["yes"] if persona else False

    def missing_answers(self, cond: Any, seat: int) -> list[str]:
        if seat not in self.human_seats:
            return []  # an AI seat's persona answers every question
        return [q for q in questions_in(cond) if self.answer_known(seat, q) is None]

    def ask_first(self, seat: int, qids: list[str], task: Task, card: str | None) -> bool:
        """If ``seat`` has questions to answer before ``task`` can run, ask the first one (on behalf
        of ``card``) and put the task back on the stack; True if a question is now pending."""
        if not qids:
            return False
        self.tasks.append(task)
        self.pending = QuestionDecision(seat, qids[0], card)
        return True

    def record_answer(self, seat: int, qid: str, yes: bool, persona: bool = False) -> None:
        self.answers.setdefault(seat, {})[qid] = yes
        self.emit(QuestionAnswered(seat, qid, yes, persona))

    # --- conditions ----------------------------------------------------------------------------
    def cond_holds(self, cond: dict | None, seat: int, unknown: bool = True) -> bool:
        """COND about ``seat``; an unasked person's real-life answer counts as ``unknown``."""
        return holds(cond)(self, seat, unknown) if cond else True

    def previous_card(self, seat: int) -> str | None:
        """The card the player before ``seat`` in play order played on their last turn."""
        return self.last_turn_card[self.neighbour(seat, -1)]

    # --- the task machine ----------------------------------------------------------------------
    def run(self) -> None:
        """Run tasks until a person must decide or the stack is empty (the turn player then plays)."""
        runners = self.TASK_RUNNERS
        while self.pending is None and self.tasks and not self.game_over:
            task = self.tasks.pop()
            actor = task.ctx.actor if isinstance(task, EffectTask) else None
            self.acting = actor
            runners[type(task)](self, task)
            if self.fired:
                self.open_windows()
            if actor == self.turn:  # only the turn player's own steps can win (None is no seat)
                self.after_step(actor)

    def open_windows(self) -> None:
        """Turn the instant-card triggers fired by the last step into reaction windows."""
        if not self.fired or self.game_over:
            self.fired = []
            return
        fired, self.fired = self.fired, []
        held = set().union(*self.hands)
        windows = []
        for f in fired:
            if held.isdisjoint(_instants_on(self.cards, f.on)):
                continue  # the usual case: no hand holds an instant for this kind of event
            order = self.order_from(f.actor)
            trigger = f.trigger
            if self.reactions_left > 0 and any(self.matching_instants(s, trigger) for s in order):
                seats = [s for s in order if self.asked_anyway(s) or self.matching_instants(s, trigger)]
                windows.append(ReactionWindow(trigger, tuple(seats)))
        # the first fired event's window opens first (the stack is last in, first out)
        self.tasks.extend(reversed(windows))

    def trigger_matches(self, card: Card, seat: int, trigger: Trigger) -> bool:
        t = card.trigger
        if t is None or t["on"] != trigger.on:
            return False
        if trigger.on == "draw":
            return trigger.value >= t["min"]
        if trigger.on == "hand_count":
            return trigger.value == t["eq"]
        if trigger.on == "played":
            return matches(self.card(trigger.value), t.get("filter"))
        if trigger.on == "take":
            return seat == trigger.subject
        return True

    def matching_instants(self, seat: int, trigger: Trigger) -> list[str]:
        cards, reacting = self.cards.cards, _instants_on(self.cards, trigger.on)
        return [c for c in self.hands[seat] if c in reacting and self.trigger_matches(cards[c], seat, trigger)]

    def asked_anyway(self, seat: int) -> bool:
        """A seat asked in every reaction window that opens, holding a matching instant or not: each
        person when two or more people share the screen, so the hand-off screens do not show who
        holds an instant (they may only pass when they hold none)."""
        return len(self.human_seats) >= 2 and seat in self.human_seats

    def _run_window(self, task: ReactionWindow) -> None:
        for i, seat in enumerate(task.seats):
            if self.reactions_left > 0 and (self.asked_anyway(seat) or self.matching_instants(seat, task.trigger)):
                self.pending = ReactDecision(seat, task.trigger, task.seats[i + 1:])
                self.emit(ReactionOffered(seat, task.trigger.on))
                return

    def _run_op(self, task: RunOp) -> None:
        ctx, op = task.ctx, task.op
        name = op["op"]
        field = TARGET_FIELD.get(name)
        if field is None:
            self.OPS_WITHOUT_TARGETS[name](self, ctx, op)
            return
        actor = ctx.actor
        who = op[field]
        no_self = name in ("give", "take", "swap_hands") or op.get("other", False)
        if who == "trigger":
            if ctx.trigger_seat is not None:
                self.tasks.append(ApplyOp(ctx, op, (ctx.trigger_seat,)))
                return
            who = "chosen_other"
        if who in ("chosen", "chosen_other"):
            options = [s for s in self.order_from(actor, include=not (no_self or who == "chosen_other"))]
            self.choose_target(ctx, op, options)
        elif who in ("most_cards", "fewest_cards"):
            pool = self.order_from(actor, include=not no_self)
            sizes = [len(self.hands[s]) for s in pool]
            best = max(sizes) if who == "most_cards" else min(sizes)
            self.choose_target(ctx, op, [s for s in pool if len(self.hands[s]) == best])
        elif who == "each_other_chooses":
            self.tasks.append(CollectTargets(ctx, op, tuple(self.order_from(actor, include=False)), ()))
        else:
            if who == "self":
                targets = [actor]
            elif who == "next":
                targets = [self.neighbour(actor, 1)]
            elif who == "previous":
                targets = [self.neighbour(actor, -1)]
            elif who == "others":
                targets = self.order_from(actor, include=False)
            else:  # all
                targets = self.order_from(actor, include=not no_self)
            if no_self:
                targets = [t for t in targets if t != actor]
            self.tasks.append(ApplyOp(ctx, op, tuple(targets)))

    def choose_target(self, ctx: Context, op: dict, options: list[int]) -> None:
        if not options:
            return
        if len(options) == 1:
            self.tasks.append(ApplyOp(ctx, op, (options[0],)))
            return
        self.pending = ChoosePlayerDecision(ctx.actor, tuple(options), op["op"], ApplyOp(ctx, op, ()))

    def _run_collect(self, task: CollectTargets) -> None:
        ctx, op = task.ctx, task.op
        if not task.choosers:
            self.tasks.append(ApplyOp(ctx, op, task.picked))
            return
        chooser, rest = task.choosers[0], task.choosers[1:]
        options = tuple(s for s in self.order_from(chooser, include=False))
        if op["op"] in ("give", "take", "swap_hands"):
            options = tuple(s for s in options if s != ctx.actor) or options
        self.pending = ChoosePlayerDecision(chooser, options, op["op"], CollectTargets(ctx, op, rest, task.picked))

    def answer_choose_player(self, target: int) -> None:
        p, self.pending = self.pending, None
        self.emit(PlayerChosen(p.seat, target))
        self.tasks.append(p.resume.with_target(target))

    def _run_apply(self, task: ApplyOp) -> None:
        ctx, op, targets = task.ctx, task.op, task.targets
        name = op["op"]
        actor = ctx.actor
        if name == "draw":
            for t in targets:
                self.draw_cards(t, op["n"])
        elif name == "discard":
            for t in reversed(targets):
                self.tasks.append(DiscardCards(ctx, t, op["n"], op.get("filter")))
        elif name == "discard_all":
            for t in targets:
                f = op.get("filter")
                doomed = [c for c in self.hands[t] if matches(self.card(c), f)] if f else list(self.hands[t])
                for c in doomed:
                    self.hands[t].remove(c)
                    self.left_in_open(t, c)
                    self.discard.append(c)
                    self.emit(CardDiscarded(t, c))
                self.lose_cards(t, doomed)
        elif name == "give":
            for t in reversed(targets):
                if t != actor:
                    self.tasks.append(GiveCards(ctx, t, op["n"]))
        elif name == "take":
            for t in reversed(targets):
                if t == actor:
                    continue
                if op.get("random"):
                    self.tasks.append(TakeAtRandom(ctx, t, op["n"]))
                else:
                    self.tasks.append(HandOverCards(ctx, t, op["n"]))
        elif name == "swap_hands":
            others = [t for t in targets if t != actor]
            if others:
                other = others[0]
                before = [len(h) for h in self.hands]
                self.hands[actor], self.hands[other] = self.hands[other], self.hands[actor]
                self.known_hands_moved({actor: other, other: actor})
                self.emit(HandsSwapped(actor, other))
                self.fire_shrunk(before, actor)
        elif name == "reveal":
            for t in targets:
                self.revealed.add(t)
                self.trace_revealed(t)
                self.emit(HandRevealed(t, tuple(self.hands[t])))

    def _run_discard(self, task: DiscardCards) -> None:
        seat, f = task.seat, task.filter
        options = [c for c in self.hands[seat] if matches(self.card(c), f)] if f else list(self.hands[seat])
        if not options:
            return
        if len(options) <= task.n:
            for c in options:
                self.hands[seat].remove(c)
                self.left_in_open(seat, c)
                self.discard.append(c)
                self.emit(CardDiscarded(seat, c))
            self.lose_cards(seat, options)
            return
        self.pending = DiscardDecision(seat, task.n, task.ctx, task.filter)

    def answer_discard(self, card: str) -> None:
        p, self.pending = self.pending, None
        self.discard_card(p.seat, card)
        if p.n > 1:
            self.tasks.append(DiscardCards(p.ctx, p.seat, p.n - 1, p.filter))

    def _run_give(self, task: GiveCards) -> None:
        actor = task.ctx.actor
        hand = self.hands[actor]
        if not hand:
            return
        if len(hand) <= task.n:
            cards = list(hand)
            for c in cards:
                self.move_card(actor, task.to, c)
            self.emit(CardsGiven(actor, task.to, len(cards)))
            self.lose_cards(actor, cards)
            return
        self.pending = GiveDecision(actor, task.n, task.ctx, task.to)

    def answer_give(self, card: str) -> None:
        p, self.pending = self.pending, None
        self.move_card(p.seat, p.to, card)
        self.emit(CardsGiven(p.seat, p.to, 1))
        self.lose_cards(p.seat, [card])
        if p.n > 1:
            self.tasks.append(GiveCards(p.ctx, p.to, p.n - 1))

    def _run_take_random(self, task: TakeAtRandom) -> None:
        actor, source = task.ctx.actor, task.source
        hand = self.hands[source]
        picked = self.rng.sample(hand, min(task.n, len(hand))) if hand else []
        for c in picked:
            self.move_card(source, actor, c)
        self.emit(CardsTaken(actor, source, len(picked), True))
        if picked:
            self.lose_cards(source, picked)
            self.fire("take", source, actor, actor)

    def _run_hand_over(self, task: HandOverCards) -> None:
        actor, source = task.ctx.actor, task.source
        hand = self.hands[source]
        if not hand:
            if task.taken:
                self.fire("take", source, actor, actor)
            return
        if len(hand) <= task.n:
            cards = list(hand)
            for c in cards:
                self.move_card(source, actor, c)
            self.emit(CardsTaken(actor, source, len(cards), False))
            self.lose_cards(source, cards)
            self.fire("take", source, actor, actor)
            return
        self.pending = HandOverDecision(source, task.n, task.ctx, actor, task.taken)

    def answer_hand_over(self, card: str) -> None:
        p, self.pending = self.pending, None
        self.move_card(p.seat, p.to, card)
        self.emit(CardsTaken(p.to, p.seat, 1, False))
        self.lose_cards(p.seat, [card])
        if p.n > 1:
            self.tasks.append(HandOverCards(p.ctx, p.seat, p.n - 1, p.taken + 1))
        else:
            self.fire("take", p.seat, p.to, p.to)

    # --- ops without targets -------------------------------------------------------------------
    def _op_pass_hands(self, ctx: Context, op: dict) -> None:
        step = self.direction * (1 if op["direction"] == "play" else -1)
        hands = self.hands
        before = [len(h) for h in hands]
        self.hands = [hands[(s - step) % self.players] for s in range(self.players)]
        self.known_hands_moved({s: (s + step) % self.players for s in range(self.players)})
        self.emit(HandsPassed(step, op["direction"] == "play"))
        self.fire_shrunk(before, ctx.actor)

    def _op_reverse(self, ctx: Context, op: dict) -> None:
        self.direction = -self.direction
        self.emit(DirectionReversed(ctx.actor, self.direction))
        self.fire("reverse", ctx.actor)

    def _op_skip(self, ctx: Context, op: dict) -> None:
        n = op.get("n", 1)
        self.skips += n
        self.emit(PlayersSkipped(ctx.actor, n))
        self.fire("skip", ctx.actor, n)

    def _op_play_again(self, ctx: Context, op: dict) -> None:
        if ctx.actor == self.turn and not self.again:
            self.again = True
            self.emit(PlaysAgain(ctx.actor))

    def _op_copy_previous(self, ctx: Context, op: dict) -> None:
        actor = ctx.actor
        prev = None if ctx.copied else self.previous_card(actor)
        if prev is not None and (self.card(prev).end or self.card(prev).lasting):
            prev = None
        self.emit(PreviousCopied(actor, prev))
        if prev is not None:
            self.push_ops(Context(actor, prev, ctx.trigger_seat, True), self.card(prev).effect)

    def _op_set_end(self, ctx: Context, op: dict) -> None:
        actor, card = ctx.actor, ctx.card
        old = self.end_card
        if old is not None:
            self.discard.append(old)
        self.end_card, self.end_cond = card, op["win"]
        self.to_table(card)
        self.emit(EndCardSet(actor, card, old))
        if old is not None:
            self.fire("end_replaced", actor)
        self.fire("end_played", actor)

    def to_table(self, card: str) -> None:
        """The resolving card now lies on the table instead of waiting for the discard pile."""
        if card in self.in_play:
            self.in_play.remove(card)

    def _op_clear_end(self, ctx: Context, op: dict) -> None:
        old = self.end_card
        if old is not None:
            self.discard.append(old)
            self.end_card, self.end_cond = None, None
        self.emit(EndCardCleared(ctx.actor, old))

    def _op_set_lasting(self, ctx: Context, op: dict) -> None:
        actor, card = ctx.actor, ctx.card
        old = self.lasting_card
        if old is not None:
            self.discard.append(old)
        self.lasting_card, self.lasting_rule = card, op["rule"]
        self.to_table(card)
        self.emit(LastingCardSet(actor, card, old))

    def _op_clear_lasting(self, ctx: Context, op: dict) -> None:
        old = self.lasting_card
        if old is not None:
            self.discard.append(old)
            self.lasting_card, self.lasting_rule = None, None
        self.emit(LastingCardCleared(ctx.actor, old, False))

    def _run_fulfil(self, task: FulfilLasting) -> None:
        """A card of the lasting card's symbol was played and has resolved: the lasting card leaves
        the table (unless that card's effect already removed it) and its `then` runs."""
        actor, lasting = task.ctx.actor, task.lasting
        if self.lasting_card == lasting:
            self.discard.append(lasting)
            self.lasting_card, self.lasting_rule = None, None
            self.emit(LastingCardCleared(actor, lasting, True))
        else:
            self.emit(LastingCardSprung(actor, lasting))
        self.push_ops(Context(actor, lasting, None, False), task.rule["then"])

    def _op_if(self, ctx: Context, op: dict) -> None:
        actor = ctx.actor
        if self.ask_first(actor, self.missing_answers(op["cond"], actor), RunOp(ctx, op), ctx.card):
            return
        self.push_ops(ctx, op["then"] if self.cond_holds(op["cond"], actor) else op.get("else", []))

    def _op_ask(self, ctx: Context, op: dict) -> None:
        actor, qid = ctx.actor, op["question"]
        answer = self.answer_known(actor, qid)
        if answer is None:
            self.ask_first(actor, [qid], RunOp(ctx, op), ctx.card)
            return
        if actor not in self.human_seats:
            self.emit(QuestionAnswered(actor, qid, answer, True))
        self.push_ops(ctx, op["then"] if answer else op.get("else", []))

    # the ops content.TARGET_FIELD does not list: they act on the table, not on chosen players
    OPS_WITHOUT_TARGETS: ClassVar[dict[str, Callable]] = {
        "pass_hands": _op_pass_hands, "reverse": _op_reverse, "skip": _op_skip,
        "play_again": _op_play_again, "copy_previous": _op_copy_previous, "set_end": _op_set_end,
        "clear_end": _op_clear_end, "set_lasting": _op_set_lasting, "clear_lasting": _op_clear_lasting,
        "if": _op_if, "ask": _op_ask,
    }
    TASK_RUNNERS = {
        ReactionWindow: _run_window, RunOp: _run_op, CollectTargets: _run_collect, ApplyOp: _run_apply,
        DiscardCards: _run_discard, GiveCards: _run_give, TakeAtRandom: _run_take_random,
        HandOverCards: _run_hand_over, FulfilLasting: _run_fulfil,
    }
