"""Lab Chaos: 3-6 players race to empty their hands while the cards keep rewriting the rules.

Flow of a turn: the turn player plays one playable card (a robo card only when its condition holds;
a lasting only_play / forbid_play card restricts what counts as playable) or, holding none, draws
one and the turn ends. A played card resolves through the effect interpreter (interpreter.py), then goes
to the discard pile unless it became the End or lasting card on the table. Choices inside effects
are pending decisions (``state.pending``): ``current_player()`` is then the seat that must choose and
``legal_actions()`` are its options. Instant cards are played in reaction windows.

Winning: during their own turn, after each step of their own actions, the turn player wins when
their hand is empty (no End card active) or they meet the active End card's condition. A match is
``options["games"]`` deals; everyone but the finisher scores their hand (numbers, or card count)
as penalty, and the lowest total wins.

Log sentences, refusals and the results breakdown are translated when they are asked for; the state
itself keeps only ids and English reasons, so saves and replays are the same in every language.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from labdesk.engine.core import Action, Event, IllegalAction, InvariantBroken, Rng, ScorePart, State, seat_mark
from labdesk.games.lab_chaos.conditions import holds
from labdesk.games.lab_chaos.content import Deck, card_name, load, matches, questions_in, quoted
from labdesk.games.lab_chaos.events import ReactionPassed
from labdesk.games.lab_chaos.interpreter import (
    CardDecision, ChoosePlayerDecision, Context, Decision, DiscardCards, DiscardDecision, EffectTask, Fired,
    FulfilLasting, GiveDecision, HandOverDecision, Interpreter, QuestionDecision, ReactDecision, ReactionWindow,
    Task)
from labdesk.games.lab_chaos.spec import GAMES_CHOICES, PENALTIES, SPEC
from labdesk.i18n import N_, _, ngettext, pgettext

HAND_SIZE = 7
TURN_CAP = 400  # turns in one deal before the stall guard ends it
REACTIONS_PER_TURN = 12  # instant cards one turn may see (keeps chains of reactions finite)


# --- actions -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayCard(Action):
    """The turn player's card for this turn."""
    card: str

    def __str__(self):
        return f"play {self.card}"


# The turn player's actions are listed at every step of play and of the search's rollouts: one
# (immutable) action per card, made once.
_play_card = lru_cache(maxsize=None)(PlayCard)


@dataclass(frozen=True)
class DrawCard(Action):
    """No playable card: draw one, the turn ends."""

    def __str__(self):
        return "draw"


@dataclass(frozen=True)
class ChoosePlayer(Action):
    """Answer to a 'choose a player' decision (seats count from 0; the text from 1)."""
    seat: int

    def __str__(self):
        return f"choose seat {self.seat + 1}"


@dataclass(frozen=True)
class DiscardCard(Action):
    """A card an effect makes this seat discard (one at a time)."""
    card: str

    def __str__(self):
        return f"discard {self.card}"


@dataclass(frozen=True)
class GiveCard(Action):
    """A card this seat gives away by an effect (one at a time)."""
    card: str

    def __str__(self):
        return f"give {self.card}"


@dataclass(frozen=True)
class HandOver(Action):
    """A card this seat hands over to the player taking cards from it (one at a time)."""
    card: str

    def __str__(self):
        return f"hand over {self.card}"


@dataclass(frozen=True)
class React(Action):
    """Play an instant card in a reaction window."""
    card: str

    def __str__(self):
        return f"react {self.card}"


@dataclass(frozen=True)
class Pass(Action):
    """Let a reaction window go by."""

    def __str__(self):
        return "pass"


@dataclass(frozen=True)
class Answer(Action):
    """A person's yes/no to a real-life question (the honour system)."""
    yes: bool

    def __str__(self):
        return f"answer {'yes' if self.yes else 'no'}"


CARD_DECISIONS = {"discard": DiscardCard, "give": GiveCard, "hand_over": HandOver}


# --- events of the turn and the match -------------------------------------------------------------
@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int

    def describe(self, names):
        return _("{name}'s turn.").format(name=names[self.seat])


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: str
    instant: bool  # played in a reaction window, out of the turn order

    def describe(self, names):
        said = _("{name} plays {card} in reaction.") if self.instant else _("{name} plays {card}.")
        return said.format(name=names[self.seat], card=card_name(self.card))


@dataclass(frozen=True)
class CardSettled(Event):
    """A played card has resolved: it goes to the discard pile unless it now lies on the table."""
    card: str
    to_table: bool

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class PlayRefused(Event):
    """A person answered no to the question a robo card asks: the card stays in hand."""
    seat: int
    card: str

    def describe(self, names):
        return _("{name} cannot play {card} after all.").format(name=names[self.seat], card=card_name(self.card))


@dataclass(frozen=True)
class GameWon(Event):
    barrier: ClassVar[bool] = True
    winners: tuple
    reason: str
    penalties: tuple  # this deal's penalty per seat
    hands: tuple  # every hand, shown at the end of the deal

    def describe(self, names):
        shown = ", ".join(f"{names[s]} {p}" for s, p in enumerate(self.penalties))
        said = _("{names} wins the deal ({reason}). Penalties: {penalties}.") if len(self.winners) == 1 else \
            _("{names} win the deal ({reason}). Penalties: {penalties}.")
        return said.format(names=names_joined([names[w] for w in self.winners]), reason=reason_words(self.reason),
                           penalties=shown)


@dataclass(frozen=True)
class NewDeal(Event):
    barrier: ClassVar[bool] = True
    game: int
    dealer: int
    starter: int

    def describe(self, names):
        return _("Deal {game}: {dealer} deals, {starter} starts.").format(game=self.game, dealer=names[self.dealer],
                                                                         starter=names[self.starter])


@dataclass(frozen=True)
class MatchOver(Event):
    barrier: ClassVar[bool] = True
    winners: tuple
    totals: tuple

    def describe(self, names):
        shown = ", ".join(f"{names[s]} {t}" for s, t in enumerate(self.totals))
        said = _("Match over. Penalty totals: {totals}. {names} wins.") if len(self.winners) == 1 else \
            _("Match over. Penalty totals: {totals}. {names} win.")
        return said.format(totals=shown, names=names_joined([names[w] for w in self.winners]))


# --- tasks of the turn (the effects' own tasks are in interpreter.py) -------------------------------
@dataclass(frozen=True)
class BeginTurn(Task):
    seat: int


@dataclass(frozen=True)
class EndTurn(Task):
    """The turn card has resolved: apply the hand limit, then move on."""


@dataclass(frozen=True)
class AdvanceTurn(Task):
    """Pass the turn on (skips and "play again" included), or end a stalled deal."""


@dataclass(frozen=True)
class SettleCard(EffectTask):
    """The played card ``ctx.card`` has resolved: to the discard pile unless it lies on the table."""


@dataclass(frozen=True)
class TryPlay(Task):
    """A person's robo card, once the questions its condition asks are answered."""
    seat: int
    card: str


@dataclass(frozen=True)
class CheckWin(Task):
    """The win check, once the question the End card asks is answered."""


# --- the state -----------------------------------------------------------------------------------
class LabChaosState(Interpreter, State):
    def __init__(self, seed: int, players: int, options: dict | None = None, deck: Deck | None = None):
        options = dict(options or {})
        if not 3 <= players <= 6:
            raise ValueError("Lab Chaos is for 3 to 6 players")
        self.players = players
        self.rng = Rng(seed)
        self.cards = deck or load()
        if len(self.cards.cards) < players * HAND_SIZE + 1:
            raise ValueError(f"a deck of {len(self.cards.cards)} cards is too small for {players} players")
        self.games_total = int(options.get("games", 1))
        if self.games_total not in GAMES_CHOICES and not 1 <= self.games_total <= 9:
            raise ValueError(f"games must be 1, 3 or 5, not {self.games_total}")
        self.penalty = str(options.get("penalty", "numbers"))
        if self.penalty not in PENALTIES:
            raise ValueError(f"penalty must be numbers or count, not {self.penalty!r}")
        humans = options.get("human_seats") or []
        self.human_seats = frozenset(int(s) for s in humans)
        pool = list(self.cards.personas)
        picks = self.rng.sample(pool, players)
        self.personas = [None if s in self.human_seats else picks[s] for s in range(players)]
        self.answers: dict[int, dict[str, bool]] = {}
        self.match_scores = [0] * players
        self.results: list[list[int]] = []  # penalties per deal
        self.game_no = 0
        self.dealer = players - 2  # moved on by one before the first deal: seat players-1 deals
        self.game_over = False  # read at every step of the task machine: a plain flag
        self.end_reason = ""
        self.total_turns = 0
        self.events: list[Event] = []
        self._deal()
        self.run()
        self.events = []

    # --- dealing and turns ---------------------------------------------------------------------
    def _deal(self) -> None:
        self.game_no += 1
        self.dealer = (self.dealer + 1) % self.players
        self.draw_pile = list(self.cards.ids)
        self.rng.shuffle(self.draw_pile)
        self.hands = [[] for _seat in range(self.players)]
        for _step in range(HAND_SIZE):
            for seat in range(self.players):
                self.hands[seat].append(self.draw_pile.pop())
        self.discard: list[str] = []
        self.in_play: list[str] = []
        self.end_card = self.end_cond = None
        self.lasting_card = self.lasting_rule = None
        self.direction = 1
        self.turn = (self.dealer + 1) % self.players
        self.turns = 0
        self.skips = 0
        self.passed_over: tuple[int, ...] = ()  # the seats skipped when this turn began
        self.again = False
        self.revealed: set[int] = set()
        self.tells: tuple[tuple, ...] = ((),) * self.players  # interpreter.py: what the log tells of each hand
        self.set_traced()  # interpreter.py: what each seat saw go where
        self.last_turn_card: list[str | None] = [None] * self.players
        self.quiet_turns = 0
        self.reactions_left = REACTIONS_PER_TURN
        self.tasks: list[Task] = [BeginTurn(self.turn)]
        self.pending: Decision | None = None
        self.fired: list[Fired] = []
        self.acting: int | None = None
        self.emit(NewDeal(self.game_no, self.dealer, self.turn))

    def _begin_turn(self, task: BeginTurn) -> None:
        seat = task.seat
        self.turn = seat
        self.revealed.discard(seat)
        self.reactions_left = REACTIONS_PER_TURN
        self.emit(TurnStarted(seat))
        rule = self.lasting_rule
        if rule and rule["kind"] == "draw_each_turn":
            self.draw_cards(seat, rule["n"])

    def _end_turn(self, task: EndTurn) -> None:
        self.tasks.append(AdvanceTurn())
        rule = self.lasting_rule
        if rule and rule["kind"] == "hand_limit":
            excess = len(self.hands[self.turn]) - rule["n"]
            if excess > 0:
                self.tasks.append(DiscardCards(Context(self.turn, self.lasting_card, None, False), self.turn,
                                               excess, None))

    def _advance(self, task: AdvanceTurn) -> None:
        self.turns += 1
        self.total_turns += 1
        if self.quiet_turns >= self.players:
            self._finish(self._fewest(), NOBODY_MOVES)
            return
        if self.turns >= TURN_CAP:
            self._finish(self._fewest(), TURNS_PLAYED.format(n=TURN_CAP))
            return
        seat = self.next_seat()
        if self.skips and not self.again:
            passed = dict.fromkeys(self.neighbour(self.turn, k) for k in range(1, self.skips + 1))
            self.passed_over = tuple(s for s in passed if s not in (seat, self.turn))
        else:
            self.passed_over = ()
        self.skips = 0
        self.again = False
        self.tasks.append(BeginTurn(seat))

    def _fewest(self) -> list[int]:
        least = min(len(h) for h in self.hands)
        return [s for s in range(self.players) if len(self.hands[s]) == least]

    # --- playing cards --------------------------------------------------------------------------
    def playable(self, seat: int) -> list[str]:
        """The hand cards ``seat`` may play as its turn card now."""
        rule = self.lasting_rule
        kind = rule["kind"] if rule else None
        cards = self.cards.cards
        out = []
        for c in self.hands[seat]:
            card = cards[c]
            if kind == "only_play" and not matches(card, rule["filter"]):
                continue
            if kind == "forbid_play" and matches(card, rule["filter"]):
                continue
            if card.condition and not holds(card.condition)(self, seat, True):
                continue
            out.append(c)
        return out

    def _play(self, seat: int, card_id: str, trigger_seat: int | None, instant: bool) -> None:
        """``card_id`` leaves ``seat``'s hand and starts to resolve."""
        card = self.card(card_id)
        if not instant and card.condition:
            for q in questions_in(card.condition):
                if seat not in self.human_seats:
                    self.record_answer(seat, q, bool(self.answer_known(seat, q)), persona=True)
        self.acting = seat
        self.hands[seat].remove(card_id)
        self.left_in_open(seat, card_id)
        self.in_play.append(card_id)
        self.quiet_turns = 0
        ctx = Context(seat, card_id, trigger_seat, False)
        self.emit(CardPlayed(seat, card_id, instant))
        if instant:
            self.reactions_left -= 1
        else:
            self.last_turn_card[seat] = card_id
            self.tasks.append(EndTurn())
        self.tasks.append(SettleCard(ctx))
        rule = self.lasting_rule
        if (rule and rule["kind"] == "until_symbol_played" and card.symbol == rule["symbol"]
                and card_id != self.lasting_card):
            # the trap springs now, when the card is played; it acts once the card has resolved,
            # even if the card's own effect swept the waiting card away or replaced it
            self.tasks.append(FulfilLasting(ctx, self.lasting_card, rule))
        self.push_ops(ctx, card.effect)
        self.fire("played", seat, card_id)
        self.lose_cards(seat, [card_id])
        self.open_windows()
        self.after_step(seat)

    def _try_play(self, task: TryPlay) -> None:
        """A person's robo card after its question was answered: play it if the condition holds
        (asking the next question first if it has several)."""
        seat, card_id = task.seat, task.card
        if self.ask_first(seat, self.missing_answers(self.card(card_id).condition, seat), task, card_id):
            return
        if card_id in self.playable(seat):
            self._play(seat, card_id, None, False)
        else:
            self.emit(PlayRefused(seat, card_id))

    def _settle(self, task: SettleCard) -> None:
        card = task.ctx.card
        if card in self.in_play:  # else it went onto the table (End / lasting) while resolving
            self.in_play.remove(card)
            self.discard.append(card)
        self.emit(CardSettled(card, card in (self.end_card, self.lasting_card)))

    # --- winning --------------------------------------------------------------------------------
    def after_step(self, actor: int | None) -> None:
        """Win check after each step the turn player carries out on their own turn (``actor`` is
        who acted, None for a step of the turn machinery; a step that left a decision pending is
        checked once the choice is made)."""
        if actor == self.turn and self.pending is None and not self.game_over:
            if self.end_cond is not None:
                self._check_win()
            elif not self.hands[actor]:  # (the usual case, checked here: this runs after most steps)
                self._finish([actor], EMPTIED)

    def _check_win(self, task: CheckWin | None = None) -> None:
        seat = self.turn
        if self.end_cond is not None:
            missing = self.missing_answers(self.end_cond, seat)
            if missing:
                self.ask_first(seat, missing, CheckWin(), self.end_card)
                return
            if holds(self.end_cond)(self, seat, True):
                self._finish([seat], END_MET.format(title=self.card(self.end_card).title))
        elif not self.hands[seat]:
            self._finish([seat], EMPTIED)

    TASK_RUNNERS = {**Interpreter.TASK_RUNNERS, BeginTurn: _begin_turn, EndTurn: _end_turn,
                    AdvanceTurn: _advance, SettleCard: _settle, TryPlay: _try_play, CheckWin: _check_win}

    def _finish(self, finishers: list[int], reason: str) -> None:
        """The deal ends: score it, then deal again or end the match."""
        penalties = []
        for s in range(self.players):
            if s in finishers:
                penalties.append(0)
            elif self.penalty == "count":
                penalties.append(len(self.hands[s]))
            else:
                penalties.append(sum(self.card(c).number for c in self.hands[s]))
        self.results.append(penalties)
        for s, p in enumerate(penalties):
            self.match_scores[s] += p
        self.end_reason = reason
        self.emit(GameWon(tuple(finishers), reason, tuple(penalties), tuple(tuple(h) for h in self.hands)))
        self.tasks = []
        self.pending = None
        self.fired = []
        if self.game_no < self.games_total:
            self._deal()
            return
        self.game_over = True
        self.set_traced()
        # the table is cleared into the discard pile so every card stays accounted for
        for h in self.hands:
            self.discard.extend(h)
            h.clear()
        self.discard.extend(self.in_play)
        self.in_play = []
        for slot in ("end_card", "lasting_card"):
            if getattr(self, slot) is not None:
                self.discard.append(getattr(self, slot))
        self.end_card = self.end_cond = self.lasting_card = self.lasting_rule = None
        self.emit(MatchOver(tuple(self.winners()), tuple(self.match_scores)))

    # --- protocol --------------------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.game_over:
            return None
        return self.pending.seat if self.pending is not None else self.turn

    def is_over(self) -> bool:
        return self.game_over

    def turn_count(self) -> int:
        return self.total_turns

    def scores(self) -> list[float]:
        """Penalty totals of the match (lower is better)."""
        return [float(s) for s in self.match_scores]

    def score_parts(self, seat: int) -> tuple[ScorePart, ...]:
        """The penalty of each deal played."""
        return tuple(ScorePart(N_("deal {n}"), penalties[seat], (("n", n),)) for n, penalties in enumerate(self.results, 1))

    def winners(self) -> list[int]:
        if not self.game_over:
            return []
        best = min(self.match_scores)
        return [s for s in range(self.players) if self.match_scores[s] == best]

    def legal_actions(self) -> list[Action]:
        if self.game_over:
            return []
        p = self.pending
        if p is None:
            cards = self.playable(self.turn)
            return [_play_card(c) for c in cards] if cards else [DrawCard()]
        kind = p.kind  # (decisions are Mappings, so isinstance against them is slow)
        if kind == "choose_player":
            return [ChoosePlayer(s) for s in p.options]
        if kind in CARD_DECISIONS:
            return [CARD_DECISIONS[kind](c) for c in self.hands[p.seat] if matches(self.card(c), p.card_filter)]
        if kind == "react":
            return [React(c) for c in self.matching_instants(p.seat, p.trigger)] + [Pass()]
        return [Answer(True), Answer(False)]  # a question

    def why_illegal(self, action: Action) -> str:
        """Why ``action`` is refused, in the current language (a toast on the board)."""
        if self.game_over:
            return _("the game is over")
        p = self.pending
        seat = self.current_player()
        hand = self.hands[seat]
        if p is None:
            if isinstance(action, PlayCard):
                if action.card not in hand:
                    return _("that card is not in your hand")
                card = self.card(action.card)
                rule = self.lasting_rule
                table_card = card_name(self.lasting_card, self.cards) if rule else ""
                if rule and rule["kind"] == "only_play" and not matches(card, rule["filter"]):
                    return _("{card} on the table allows only {cards} to be played").format(
                        card=table_card, cards=_(_cards(None, filter_words(rule["filter"]))))
                if rule and rule["kind"] == "forbid_play" and matches(card, rule["filter"]):
                    return _("{card} on the table forbids playing {cards}").format(
                        card=table_card, cards=_(_cards(None, filter_words(rule["filter"]))))
                condition = condition_sentence(card.text)
                if condition:
                    return _("{card} cannot be played now: {condition}.").format(
                        card=card_name(action.card, self.cards), condition=condition)
                return _("{card} cannot be played now: its condition does not hold.").format(
                    card=card_name(action.card, self.cards))
            if isinstance(action, DrawCard):
                return _("you have a playable card: you must play one")
            return _("it is your turn to play a card (or draw if none is playable)")
        kind = p.kind
        if kind == "choose_player" and isinstance(action, ChoosePlayer):
            return _("that player cannot be chosen here")
        if kind in CARD_DECISIONS and isinstance(action, CARD_DECISIONS[kind]):
            if action.card not in hand:
                return _("that card is not in your hand")
            return _("that card is not {card}: {prompt}").format(card=_(_cards(1, filter_words(p.card_filter))),
                                                                 prompt=self._refusal_prompt(p))
        if kind == "react" and isinstance(action, React):
            return _("that card cannot react to this")
        return _(FIRST_DO[kind])

    def _refusal_prompt(self, p: Decision) -> str:
        """What a card decision asks for, after a refusal ("discard a scientist card.")."""
        if isinstance(p, DiscardDecision):
            return _("discard {cards}.").format(cards=_(_cards(p.n, filter_words(p.filter))))
        said = self.prompt(p)
        return said[:1].lower() + said[1:]

    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        p = self.pending
        seat = self.current_player()
        if isinstance(action, PlayCard):
            card = self.card(action.card)
            missing = self.missing_answers(card.condition, seat)
            if missing:
                self.ask_first(seat, missing, TryPlay(seat, action.card), action.card)
            else:
                self._play(seat, action.card, None, False)
        elif isinstance(action, DrawCard):
            self.acting = seat
            self.tell_drew(seat)
            got = self.draw_cards(seat, 1)
            self.quiet_turns = 0 if got else self.quiet_turns + 1
            self.last_turn_card[seat] = None
            self.tasks.append(EndTurn())
            self.open_windows()
            if self.hands[seat] or self.end_cond is not None:  # an empty hand that drew nothing did not empty itself
                self.after_step(seat)
        elif isinstance(action, ChoosePlayer):
            self.answer_choose_player(action.seat)
        elif isinstance(action, DiscardCard):
            self.answer_discard(action.card)
        elif isinstance(action, GiveCard):
            self.answer_give(action.card)
        elif isinstance(action, HandOver):
            self.answer_hand_over(action.card)
        elif isinstance(action, React):
            self.pending = None
            self.tasks.append(ReactionWindow(p.trigger, p.rest))
            self._play(seat, action.card, p.trigger.player, True)
        elif isinstance(action, Pass):
            self.pending = None
            if not self.asked_anyway(seat):  # offered only when holding a matching instant
                self.tell_passed(seat, p.trigger)
            self.emit(ReactionPassed(seat))
            self.tasks.append(ReactionWindow(p.trigger, p.rest))
        elif isinstance(action, Answer):
            self.pending = None
            self.record_answer(seat, p.question, action.yes)
        else:  # pragma: no cover - legal_actions lists nothing else
            raise IllegalAction(f"unknown action {action}")
        if p is not None and (p.kind in CARD_DECISIONS or p.kind == "choose_player"):  # (a Mapping: a slow isinstance)
            self.open_windows()
            # a card choice is a step of the effect's actor; a choice of player is the chooser's own
            self.after_step(p.seat if p.kind == "choose_player" else p.ctx.actor)
        self.run()
        events, self.events = self.events, []
        return events

    # --- copies ----------------------------------------------------------------------------------
    def clone(self) -> "LabChaosState":
        other = LabChaosState.__new__(LabChaosState)
        other.__dict__.update(self.__dict__)  # the pending decision and the tasks are frozen: shared
        other.rng = self.rng.copy()
        other.draw_pile = list(self.draw_pile)
        other.discard = list(self.discard)
        other.in_play = list(self.in_play)
        other.hands = [list(h) for h in self.hands]
        other.answers = {s: dict(a) for s, a in self.answers.items()}
        other.match_scores = list(self.match_scores)
        other.results = [list(r) for r in self.results]
        other.revealed = set(self.revealed)
        other.last_turn_card = list(self.last_turn_card)
        other.tasks = list(self.tasks)
        other.fired = list(self.fired)
        other.events = []
        return other

    def determinize(self, player: int, rng: Rng) -> "LabChaosState":
        """Other seats' hands (unless shown by a reveal) and the deck order are hidden from
        ``player``: deal them again from the cards ``player`` has not seen."""
        other = self.clone()
        hidden = [s for s in range(self.players) if s != player and s not in self.revealed]
        unseen = list(other.draw_pile)
        for s in hidden:
            unseen.extend(other.hands[s])
        rng.shuffle(unseen)
        for s in hidden:
            n = len(other.hands[s])
            need, count = self._decision_needs(s)
            if need is not None:  # what the open decision tells everyone about this hand
                fits = [c for c in unseen if need(self.card(c))][:count]
                unseen = fits + [c for c in unseen if c not in fits]
            other.hands[s], unseen = unseen[:n], unseen[n:]
        other.draw_pile = unseen
        other.set_traced()  # each seat's own memory: no world has it (the expert's deal, ai.py, uses it)
        other.rng = rng.fork()
        return other

    def _decision_needs(self, seat: int):
        """(card test, count) a hidden hand must hold for the open decision of ``seat`` to exist: a
        filtered discard means more matching cards than it must discard; a reaction window means a
        matching instant, except for a seat asked in every window (a person sharing the screen).
        (None, 0) when the decision tells nothing."""
        p = self.pending
        if p is None or p.seat != seat:
            return None, 0
        if isinstance(p, DiscardDecision) and p.filter:
            return (lambda card: matches(card, p.filter)), p.n + 1
        if isinstance(p, ReactDecision) and not self.asked_anyway(seat):
            return (lambda card: card.instant and self.trigger_matches(card, seat, p.trigger)), 1
        return None, 0

    # --- invariants --------------------------------------------------------------------------
    def check_invariants(self) -> None:
        everywhere = list(self.draw_pile) + list(self.discard) + list(self.in_play)
        for h in self.hands:
            everywhere += h
        everywhere += [c for c in (self.end_card, self.lasting_card) if c is not None]
        if len(everywhere) != len(self.cards.cards) or set(everywhere) != set(self.cards.cards):
            raise InvariantBroken(f"cards not conserved: {len(everywhere)} of {len(self.cards.cards)}")
        for seat, mine in enumerate(self.traced):
            for card, holder in mine:
                if holder == seat or card not in self.hands[holder]:
                    raise InvariantBroken(f"seat {seat} remembers {card} in hand {holder}, which is wrong")
        if self.traced_cards != {card for mine in self.traced for card, _holder in mine}:
            raise InvariantBroken("the set of remembered cards is not the memory's")
        if self.direction not in (1, -1):
            raise InvariantBroken("the direction of play is neither +1 nor -1")
        if (self.end_card is None) != (self.end_cond is None):
            raise InvariantBroken("End card and End condition disagree")
        if (self.lasting_card is None) != (self.lasting_rule is None):
            raise InvariantBroken("lasting card and its rule disagree")
        if self.end_card is not None and not self.card(self.end_card).end:
            raise InvariantBroken(f"{self.end_card} is not an End card")
        if self.lasting_card is not None and not self.card(self.lasting_card).lasting:
            raise InvariantBroken(f"{self.lasting_card} is not a lasting card")
        if sum(self.match_scores) != sum(sum(r) for r in self.results):
            raise InvariantBroken("match scores do not add up")
        if self.game_over:
            if self.tasks or self.pending or any(self.hands):
                raise InvariantBroken("a finished match has work left or cards in hand")
            return
        if not 0 <= self.turn < self.players:
            raise InvariantBroken("the turn player is not a seat")
        if self.pending is None and self.tasks:
            raise InvariantBroken(f"unfinished work with nobody to decide: {self.tasks[-1]}")
        if self.pending is not None and not 0 <= self.pending.seat < self.players:
            raise InvariantBroken("a decision for a seat that does not exist")
        if not self.legal_actions():
            raise InvariantBroken("the seat to act has no legal action")
        if self.turns > TURN_CAP:
            raise InvariantBroken("the turn cap was passed")

    # --- what a seat sees ----------------------------------------------------------------------
    def open_observation(self, player: int | None) -> dict:
        """Every seat's hand, shown as a revealed hand is."""
        obs = self.observation(player)
        obs["revealed"] = {str(s): list(self.hands[s]) for s in range(self.players)
                           if s != player or s in self.revealed}
        return obs

    def observation(self, player: int | None) -> dict:
        p = self.pending
        pending = None
        if p is not None:
            pending = {"kind": p.kind, "seat": p.seat}
            for key in ("options", "op", "n", "filter", "to", "question"):
                if key in p:
                    pending[key] = list(p[key]) if isinstance(p[key], tuple) else p[key]
            if isinstance(p, ReactDecision):
                t = p.trigger
                pending["trigger"] = {"on": t.on, "seat": t.subject, "value": t.value}
            pending["card"] = self._decision_card(p)
            pending["prompt"] = self.prompt(p)
        obs = {
            "game": "lab-chaos",
            "seat": player,
            "players": self.players,
            "phase": "over" if self.game_over else "play",
            "current": self.current_player(),
            "turn": self.turn,
            "direction": self.direction,
            "turns": self.turns,
            "game_number": self.game_no,
            "games": self.games_total,
            "penalty": self.penalty,
            "dealer": self.dealer,
            "match_scores": list(self.match_scores),
            "results": [list(r) for r in self.results],
            "deck_count": len(self.draw_pile),
            "discard": list(self.discard),
            "discard_top": self.discard[-1] if self.discard else None,
            "in_play": list(self.in_play),
            "end_card": self.end_card,
            "lasting_card": self.lasting_card,
            "hand_sizes": [len(h) for h in self.hands],
            "revealed": {str(s): list(self.hands[s]) for s in sorted(self.revealed)},
            "last_turn_cards": list(self.last_turn_card),
            "skips": self.skips,
            "plays_again": self.again,
            "personas": [q["id"] if q else None for q in self.personas],
            "human_seats": sorted(self.human_seats),
            "answers": {str(s): dict(sorted(a.items())) for s, a in sorted(self.answers.items())},
            "pending": pending,
            "hand": [],
            "playable": [],
            "next_seat": self.next_seat(),
            "skipped": self.skipped_seats(),
            "play_order": self.play_order(),
            "end_reason": self.end_reason,
            "winners": self.winners(),
            "breakdown": self.breakdown_lines(),
        }
        if player is not None:
            obs["hand"] = list(self.hands[player])
            if player == self.current_player():
                obs["playable"] = self.playable(player) if p is None else []
                if p is not None:
                    obs["pending"]["choices"] = [str(a) for a in self.legal_actions()]
        return obs


    # --- words for the board ----------------------------------------------------------------------
    def next_seat(self) -> int | None:
        """Who plays after the current turn, as things stand (skips and "play again" included)."""
        if self.game_over:
            return None
        if self.again:
            return self.turn
        return (self.turn + (1 + self.skips) * self.direction) % self.players  # neighbour(), inlined: asked every turn

    def skipped_seats(self) -> list[int]:
        """The seats that lose a turn, marked until the turn after theirs: those this turn will pass
        over (skip cards played in it) and those passed over when it began."""
        if self.game_over:
            return []
        coming = [] if self.again else [self.neighbour(self.turn, k) for k in range(1, self.skips + 1)]
        return [seat for seat in dict.fromkeys([*self.passed_over, *coming]) if seat != self.turn]

    def play_order(self) -> list[int]:
        """Every seat from the turn player on, in the direction of play (empty once the match is over)."""
        if self.game_over:
            return []
        return [(self.turn + self.direction * i) % self.players for i in range(self.players)]

    def _decision_card(self, p: Decision) -> str | None:
        """The card whose effect opened decision ``p`` (None for reactions; a table rule's card)."""
        if isinstance(p, QuestionDecision):
            return p.card
        if isinstance(p, ReactDecision):
            return None
        return (p.resume.ctx if isinstance(p, ChoosePlayerDecision) else p.ctx).card

    def prompt(self, p: Decision) -> str:
        """One line telling the deciding seat what to do, in English (seats as "Seat N"): the observation's
        ``prompt`` for the AI and the replay check; the board words its own prompts (words.py)."""
        if isinstance(p, ChoosePlayerDecision):
            return f"Choose the player {CHOOSE_WORDS.get(p.op, 'for the card')}."
        if isinstance(p, DiscardDecision):
            return f"Discard {_cards(p.n, filter_words(p.filter))}."
        if isinstance(p, GiveDecision):
            return f"Give {_cards(p.n)} to Seat {p.to + 1}."
        if isinstance(p, HandOverDecision):
            return f"Hand over {_cards(p.n)} to Seat {p.to + 1}."
        if isinstance(p, ReactDecision):
            what = TRIGGER_WORDS[p.trigger.on].format(seat=f"Seat {p.trigger.subject + 1}")
            return f"{what}: play an instant card, or pass."
        return self.cards.questions[p.question]  # a question

    def breakdown_lines(self) -> list[str]:
        """Penalties deal by deal, for the results screen (lower totals win), in the current language."""
        if not self.results:
            return []
        # seats as marks: the results screen puts the players' names in (engine.core.name_seats)
        lines = [_("Deal {game}: {penalties}").format(
            game=g + 1, penalties=", ".join(f"{seat_mark(s)} {p}" for s, p in enumerate(r)))
            for g, r in enumerate(self.results)]
        lines.append(_("Penalty totals (lowest wins): {totals}").format(
            totals=", ".join(f"{seat_mark(s)} {t}" for s, t in enumerate(self.match_scores))))
        if self.end_reason == EMPTIED or self.end_reason.startswith(END_MET.partition("“")[0]):
            lines.append(_("The last deal ended: the finisher {reason}.").format(reason=reason_words(self.end_reason)))
        elif self.end_reason:  # the stall guard: the fewest cards finished it
            lines.append(_("The last deal ended because {reason}: the fewest cards finished it.").format(
                reason=reason_words(self.end_reason)))
        return lines


# Why a deal ended, kept in the state in English (with an End card's English title); shown by reason_words
EMPTIED = N_("emptied their hand")
NOBODY_MOVES = N_("nobody could play or draw")
TURNS_PLAYED = "{n} turns were played"
END_MET = "met the End card “{title}”"


def reason_words(reason: str) -> str:
    """A deal's English ending reason in the current language."""
    if reason in (EMPTIED, NOBODY_MOVES):
        return _(reason)
    head, _mark, _tail = END_MET.partition("“")
    if reason.startswith(head + "“") and reason.endswith("”"):
        return _("met the End card {card}").format(card=quoted(reason[len(head) + 1:-1]))
    if reason == TURNS_PLAYED.format(n=TURN_CAP):
        return ngettext("{n} turn was played", "{n} turns were played", TURN_CAP).format(n=TURN_CAP)
    return reason


def names_joined(names: list[str]) -> str:
    """"Ana", "Ana and Chen" (the winners of a deal, of a match)."""
    return pgettext("between the last two names of a list", " and ").join(names)


def condition_sentence(text: str) -> str:
    """The sentence of a robo card's text stating its condition ("play only if ..."), in the current
    language and starting in lower case, or "" if the text has none."""
    english = text.split(". ")
    at = next((i for i, sentence in enumerate(english) if sentence.startswith("Play only")), None)
    if at is None:
        return ""
    shown = _(text).split(". ")
    sentence = (shown[at] if len(shown) == len(english) else english[at]).rstrip(".")
    return sentence[:1].lower() + sentence[1:]


FIRST_DO = {"choose_player": N_("first choose a player"), "discard": N_("first choose a card to discard"),
            "give": N_("first choose a card to give"), "hand_over": N_("first choose a card to hand over"),
            "react": N_("first play an instant card or pass"), "question": N_("first answer the question")}


def filter_phrases(deck: Deck) -> list[str]:
    """The English names of every kind of card the deck's effects ask for ("a dino card", "dino cards",
    "2 dino cards" for a discard of two): refusals show them, so the catalogs translate them with the
    deck's texts."""
    found: list[str] = []

    def walk(node) -> None:
        if isinstance(node, dict):
            if node.get("filter"):
                for n in (1, None, *range(2, node.get("n", 1) + 1)):
                    phrase = _cards(n, filter_words(node["filter"]))
                    if phrase not in found:
                        found.append(phrase)
            for value in node.values():
                walk(value)
        elif isinstance(node, (list, tuple)):
            for value in node:
                walk(value)

    for card in deck.cards.values():
        walk(card.effect)
    return found


CHOOSE_WORDS = {"draw": "who draws", "discard": "who discards", "discard_all": "who discards",
                "give": "who gets your cards", "take": "whose cards you take",
                "swap_hands": "to swap hands with", "reveal": "whose hand is shown"}
TRIGGER_WORDS = {"draw": "{seat} drew cards", "hand_count": "{seat}'s hand dropped",
                 "end_played": "{seat} played an End card", "end_replaced": "{seat} replaced the End card",
                 "played": "{seat} played a card", "reverse": "{seat} reversed the direction",
                 "skip": "{seat} skipped players", "take": "Cards were taken from {seat}"}


def filter_words(f: dict | None) -> str:
    """A card filter in words ("odd dino", "scientist numbered 5 or more")."""
    if not f:
        return ""
    words = []
    if f.get("odd"):
        words.append("odd")
    if f.get("even"):
        words.append("even")
    if "instant" in f:
        words.append("instant" if f["instant"] else "non-instant")
    if "symbol" in f:
        words.append({"bald": "bald scientist", "haired": "haired scientist"}.get(f["symbol"], f["symbol"]))
    if "family" in f:
        words.append(f["family"])
    if "number" in f:
        words.append(f"numbered {f['number']}")
    if "number_min" in f:
        words.append(f"numbered {f['number_min']} or more")
    if "number_max" in f:
        words.append(f"numbered {f['number_max']} or less")
    return " ".join(words)


def _cards(n: int | None, what: str = "") -> str:
    """"a dino card", "2 cards numbered 7 or more" ("numbered ..." reads after the noun); n None: plural
    without a count."""
    word = "card" if n == 1 else "cards"
    before, _sep, number = what.partition("numbered")
    before = before.strip()
    phrase = f"{before + ' ' if before else ''}{word}{' numbered' + number if number else ''}"
    if n is None:
        return phrase
    article = "an" if phrase[0] in "aeiou" else "a"
    return f"{article if n == 1 else n} {phrase}"


class _Rules:
    spec = SPEC

    def new_state(self, seed: int, players: int, options: dict | None = None) -> LabChaosState:
        return LabChaosState(seed, players, options)


RULES = _Rules()
