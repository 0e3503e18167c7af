"""Lab Chaos players: medium (a one-step look-ahead judged by ``evaluate``) and easy (the same,
shorter-sighted and noisy).

The medium player never peeks: every look-ahead runs in worlds dealt by ``state.determinize`` (the
other hands and the deck drawn again from the cards it has not seen). For each legal action it plays
the action in a copy of each world, lets the rest of the effect resolve with a quick default policy
(pass on reactions, target the player closest to winning, give up the least useful card), stops when
the next turn is about to start, and keeps the action whose worlds look best to ``evaluate``:

- reduce the own hand (or, with an End card active, come closer to its condition);
- block the leader (hurting the player closest to winning counts as much as helping oneself);
- in a match, mind the penalty points left in hand.

Real-life questions are answered from the seat's persona sheet (a seat without one says no).
"""
from __future__ import annotations

import math
from functools import lru_cache

from labdesk.engine.core import Action, Rng
from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.rules import Answer, LabChaosState, Pass, PlayCard, React

SIM_STEPS = 40  # decisions resolved inside one look-ahead before it is judged anyway
UNREACHABLE = 12.0  # distance of an End condition a seat can never meet (a "no" to its question)
PACE = 1.5  # distance a typical turn covers (a play, often a discard with it)
RACE_TURNS = 8  # turns per seat the race looks ahead


# --- judging a position ----------------------------------------------------------------------------
def _cmp_distance(value: float, cmp: dict) -> float:
    d = 0.0
    if "eq" in cmp:
        d = max(d, abs(value - cmp["eq"]))
    if "min" in cmp:
        d = max(d, cmp["min"] - value)
    if "max" in cmp:
        d = max(d, value - cmp["max"])
    return max(0.0, d)


def cond_distance(state: LabChaosState, cond: dict, seat: int, viewer: int) -> float:
    """Roughly how many card moves ``seat`` is from meeting ``cond``, as ``viewer`` can tell (another
    seat's hidden hand is judged by its size alone)."""
    if "all" in cond:
        return sum(cond_distance(state, c, seat, viewer) for c in cond["all"])
    if "any" in cond:
        return min(cond_distance(state, c, seat, viewer) for c in cond["any"])
    known = seat == viewer or seat in state.revealed
    size = len(state.hands[seat])
    if "not" in cond:
        if known or not content.questions_in(cond):
            return 0.0 if state.cond_holds(cond, seat) else 2.0
        return 1.5
    if "hand_count" in cond and cond.get("who", "self") == "self":
        return _cmp_distance(size, cond["hand_count"])
    if "hand_sum" in cond and cond.get("who", "self") == "self":
        total = sum(state.card(c).number for c in state.hands[seat]) if known else 4.5 * size
        return _cmp_distance(total, cond["hand_sum"]) / 4.5 + (0.0 if known else 1.0)
    if "question" in cond:
        answer = state.answer_known(seat, cond["question"])
        if answer is None:
            return 1.0
        return 0.0 if answer else UNREACHABLE
    if known:
        return 0.0 if state.cond_holds(cond, seat) else 2.0
    return 2.0


def distance(state: LabChaosState, seat: int, viewer: int) -> float:
    """How far ``seat`` is from winning the deal, as ``viewer`` sees it."""
    if state.end_cond is not None:
        return cond_distance(state, state.end_cond, seat, viewer)
    return float(len(state.hands[seat]))


def acting_order(state: LabChaosState) -> list[int]:
    """Seats in the order they will next act: the turn player first (their turn is under way or
    about to start), then round the table in the direction of play."""
    return state.order_from(state.turn)


def race(state: LabChaosState, viewer: int) -> list[float]:
    """Each seat's chance to win the deal, as ``viewer`` sees it: a race of turns in which a seat at
    distance d has finished within its first k turns with probability sigmoid((PACE k - d) / spread),
    the spread growing with k, the seats acting in turn order (so when several seats are close to
    winning, acting first matters; far from it, it hardly does)."""
    order = acting_order(state)
    shares = _race(tuple(distance(state, s, viewer) for s in order))
    by_seat = dict(zip(order, shares))
    return [by_seat[s] for s in range(state.players)]


@lru_cache(maxsize=8192)
def _race(distances: tuple) -> tuple[float, ...]:
    """``race`` for seats at these distances from winning, in acting order (their shares in the
    same order): the medium player asks it for every card in every sampled world, and the same
    few distances come back all the time."""
    done_before = [0.0] * len(distances)
    alive = 1.0
    share = [0.0] * len(distances)
    for k in range(1, RACE_TURNS + 1):
        for i, d in enumerate(distances):
            # the further ahead, the less sure: the spread grows with the number of turns
            reached = 1.0 / (1.0 + math.exp(-(PACE * k - d) / (0.4 + 0.3 * k)))
            hazard = (reached - done_before[i]) / (1.0 - done_before[i]) if done_before[i] < 1.0 else 1.0
            done_before[i] = max(done_before[i], reached)
            win = alive * max(0.0, hazard)
            share[i] += win
            alive -= win
    for i in range(len(distances)):  # nobody within the horizon: split the rest by how close each seat is
        share[i] += alive / len(distances)
    return tuple(share)


def evaluate(state: LabChaosState, seat: int) -> float:
    """How good the position looks for ``seat``, in [0, 1], from what ``seat`` can see: its chance
    in the race to win this deal, and in a match how the penalty totals stand."""
    if state.is_over():
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    chance = race(state, seat)[seat]
    if state.games_total == 1:
        return chance
    chance = min(max(chance, 1e-6), 1 - 1e-6)
    logit = math.log(chance / (1.0 - chance))
    totals = state.match_scores
    rival = min(totals[s] for s in range(state.players) if s != seat)
    logit += 0.08 * (rival - totals[seat]) - 0.03 * _penalty(state, seat)
    return 1.0 / (1.0 + math.exp(-logit))


def _penalty(state: LabChaosState, seat: int) -> int:
    hand = state.hands[seat]
    return len(hand) if state.penalty == "count" else sum(state.card(c).number for c in hand)


# --- the quick default policy inside a look-ahead ------------------------------------------------
def keep_value(state: LabChaosState, seat: int, card_id: str) -> float:
    """How much ``seat`` wants to keep a hand card (low: discard or give it first)."""
    card = state.card(card_id)
    value = -0.1 * card.number
    if card.instant:
        value += 0.6  # a reaction in reserve
    if card.condition and not state.cond_holds(card.condition, seat, unknown=False):
        value -= 1.0  # a robo card it cannot play now
    if card.end or card.lasting:
        value += 0.3
    return value


def default_action(state: LabChaosState, seat: int) -> Action:
    """A cheap, sensible choice for any decision (used inside look-aheads)."""
    legal = state.legal_actions()
    p = state.pending
    if p is None:
        return legal[0]
    kind = p["kind"]
    if kind == "react":
        return Pass()
    if kind == "question":
        return persona_answer(state, seat)
    if kind == "choose_player":
        return min(legal, key=lambda a: (a.seat == seat, len(state.hands[a.seat]), a.seat))
    return min(legal, key=lambda a: (keep_value(state, seat, a.card), a.card))


def persona_answer(state: LabChaosState, seat: int) -> Answer:
    persona = state.personas[seat]
    return Answer(bool(persona) and state.pending["question"] in persona["yes"])


# --- the players -----------------------------------------------------------------------------------
class LookAheadPlayer:
    """Medium (``easy=False``) or easy Lab Chaos player."""

    def __init__(self, seed: int = 0, easy: bool = False):
        self.rng = Rng(seed)
        self.easy = easy
        self.name = "easy" if easy else "medium"
        self.worlds = 1 if easy else 2

    def choose(self, state: LabChaosState) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        me = state.current_player()
        if state.pending is not None and state.pending["kind"] == "question":
            return persona_answer(state, me)
        if self.easy and self.rng.random() < 0.2:
            return legal[self.rng.randrange(len(legal))]
        best, best_value = legal[0], -math.inf
        for action, value in zip(legal, self.look_values(state, legal)):
            if self.easy:
                value += 0.15 * self.rng.random()
            if value > best_value:
                best, best_value = action, value
        return best

    def look_values(self, state: LabChaosState, legal: list[Action]) -> list[float]:
        """Each action's look-ahead value for the seat to act, averaged over sampled worlds (the
        figures ``choose`` compares; the hints quote them)."""
        me = state.current_player()
        worlds = [state.determinize(me, self.rng.fork()) for _ in range(self.worlds)]
        return [sum(self._look(world, me, action) for world in worlds) / len(worlds) for action in legal]

    def _look(self, world: LabChaosState, me: int, action: Action) -> float:
        """Play ``action`` in a copy of ``world``, resolve what follows with the default policy
        until a new turn-level decision, and judge the result for ``me``."""
        return evaluate(self.resolve(world, me, action), me)

    @staticmethod
    def resolve(world: LabChaosState, me: int, action: Action) -> LabChaosState:
        """A copy of ``world`` after ``action`` and what follows it, up to the next turn-level decision."""
        sim = world.clone()
        turn = sim.turn
        # the action is legal in the world (a sampled world lists the seat's own actions) and the
        # default policy picks from the list: no second check
        sim.apply_known_legal(action)
        for _ in range(SIM_STEPS):
            if sim.is_over() or (sim.pending is None and (sim.turn != turn or sim.current_player() == me)):
                break
            seat = sim.current_player()
            sim.apply_known_legal(default_action(sim, seat))
        return sim


# --- single-minded styles for tools/balance.py's strategy table: medium with one weight bent ----------
STYLES = {
    "medium": {},
    "ender": {"end": 0.15},  # lays End cards whenever it can
    "reactor": {"react": 0.15},  # answers every play it can with an instant card
    "rule-maker": {"lasting": 0.15},  # keeps changing the lab rules (lasting cards)
}


class StyledPlayer(LookAheadPlayer):
    """Medium, with a bonus on the look-ahead value of the plays its style likes."""

    def __init__(self, style: str, seed: int = 0):
        super().__init__(seed)
        self.name, self.bend = style, STYLES[style]

    def look_values(self, state: LabChaosState, legal: list[Action]) -> list[float]:
        return [v + self._bonus(state, a) for v, a in zip(super().look_values(state, legal), legal)]

    def _bonus(self, state: LabChaosState, action: Action) -> float:
        if isinstance(action, React):
            return self.bend.get("react", 0.0)
        if not isinstance(action, PlayCard):
            return 0.0
        card = state.card(action.card)
        return (self.bend.get("end", 0.0) if card.end else 0.0) + (self.bend.get("lasting", 0.0)
                                                                    if card.lasting else 0.0)


def styled_player(style: str, seed: int = 0) -> StyledPlayer:
    return StyledPlayer(style, seed)


def make_player(level: str, seed: int = 0) -> LookAheadPlayer:
    if level not in ("easy", "medium"):
        raise ValueError(f"Lab Chaos AI levels here are easy and medium, not {level!r}")
    return LookAheadPlayer(seed, easy=(level == "easy"))


# --- inference for the expert level (labdesk/ai/inference.py's evidence and likelihood hooks) ---------------
def evidence(before: LabChaosState, my_action: Action, now: LabChaosState, me: int) -> list[tuple]:
    """What ``me`` knows now of the other hands:
    - ("tells", every seat's facts): the public log's, ``now.tells`` (rules.py keeps it from what
      every seat sees: who passed a reaction window, who had to draw, and whether a card has since
      left that hand unseen or come into it);
    - ("traced", (card, holder) pairs): what ``me`` alone saw go into the other hands and knows is
      still there, ``now.traced[me]`` (cards it gave or had taken, hands it passed or swapped away,
      a revealed hand it saw).
    The state of that knowledge now: ``deal`` and ``likelihood`` read the latest of each, since the
    rules keep both true as cards move. Nothing of ``before`` or of another seat's hidden hand is read."""
    return [("tells", tuple(() if s == me else facts for s, facts in enumerate(now.tells))),
            ("traced", now.traced[me])]


def deal(state: LabChaosState, me: int, facts: list[tuple], rng: Rng) -> LabChaosState:
    """``state.determinize`` for ``me``, then every card ``me`` knows the place of goes there (in place
    of a card dealt to that hand, which takes its place), and every seat whose passed reaction says it
    holds an instant for a trigger and was dealt none gets one in place of a card it was dealt (from
    the draw pile, else from another hidden hand; never a card whose place is known), as
    ``determinize`` itself does for the open reaction window: a matching instant is rare, so plain
    deals would seldom agree and rejection would keep the likeliest of a few that do not. The other
    facts are left to ``likelihood``."""
    world = state.determinize(me, rng)
    hidden = [s for s in range(world.players) if s != me and s not in world.revealed]
    placed = _place_traced(world, hidden, _latest(facts, "traced") or (), rng)
    tells = _latest(facts, "tells")
    if not tells:
        return world
    cards = world.cards.cards
    for seat in hidden:
        for fact in tells[seat]:
            if fact[0] != "holds":
                continue
            _kind, trigger, asked = fact

            def fits(c, trigger=trigger, asked=asked):
                return cards[c].instant and world.trigger_matches(cards[c], asked, trigger)

            hand = world.hands[seat]
            if any(fits(c) for c in hand):
                continue
            sources = [world.draw_pile] + [world.hands[s] for s in hidden if s != seat]
            source = next((pile for pile in sources if any(fits(c) and c not in placed for c in pile)), None)
            free = [i for i, c in enumerate(hand) if c not in placed]
            if source is None or not free:
                continue
            wanted = [c for c in source if fits(c) and c not in placed]
            new = wanted[rng.randrange(len(wanted))]
            old_at = free[rng.randrange(len(free))]
            source[source.index(new)], hand[old_at] = hand[old_at], new
    return world


def _place_traced(world: LabChaosState, hidden: list[int], traced: tuple, rng: Rng) -> set[str]:
    """Put each remembered card in its holder's hand, swapped with a card the world dealt there that
    is not remembered there; returns the cards in place. (A remembered card is always in the draw pile
    or a hidden hand of the world, as the rules keep the memory true; one that is not is skipped.)"""
    placed = {card for card, holder in traced if holder in hidden and card in world.hands[holder]}
    for card, holder in traced:
        if holder not in hidden or card in placed:
            continue
        hand = world.hands[holder]
        source = next((pile for pile in [world.draw_pile] + [world.hands[s] for s in hidden] if card in pile), None)
        free = [i for i, c in enumerate(hand) if c not in placed]
        if source is None or not free:
            continue
        at = free[rng.randrange(len(free))]
        source[source.index(card)], hand[at] = hand[at], card
        placed.add(card)
    return placed


def _latest(facts: list[tuple], kind: str) -> tuple | None:
    return next((f[1] for f in reversed(facts) if f[0] == kind), None)


def likelihood(world: LabChaosState, me: int, facts: list[tuple]) -> float:
    """How likely ``world``'s hands made what the table saw (the latest "tells" fact):
    - a seat that passed a reaction window holds an instant for that trigger (EPSILON if not: AI
      seats are offered a window only when they hold one);
    - a seat that had to draw held no card playable then: with p cards in its hand now that were
      plainly playable under the table rule of that moment (no robo condition; robo cards are left out
      as their conditions depended on that moment), of which at most e can have come in since, the
      chance that all p are among the newcomers, C(e, p) / C(n, p) (EPSILON at least; of a seat's
      several draws, the strongest)."""
    from labdesk.ai.inference import EPSILON

    tells = _latest(facts, "tells")
    if not tells:
        return 1.0
    weight = 1.0
    for seat, seat_facts in enumerate(tells):
        if not seat_facts or seat == me or seat in world.revealed:
            continue
        holds_ = [fact_chance(world, seat, f) for f in seat_facts if f[0] == "holds"]
        # draws in a row say nearly the same thing (the latest, with the fewest newcomers, says most):
        # the strongest, not the product, which would count it again for each draw
        drew = min((fact_chance(world, seat, f) for f in seat_facts if f[0] == "drew"), default=1.0)
        for chance in holds_ + [drew]:
            weight *= max(EPSILON, chance)
    return weight


def fact_chance(world: LabChaosState, seat: int, fact: tuple) -> float:
    """How likely ``world``'s hand for ``seat`` made one tell about it (0: it cannot have)."""
    cards = world.cards.cards
    hand = world.hands[seat]
    if fact[0] == "holds":
        _kind, trigger, asked = fact
        return 1.0 if any(cards[c].instant and world.trigger_matches(cards[c], asked, trigger) for c in hand) else 0.0
    _kind, rule, entered = fact  # "drew"
    plain = sum(1 for c in hand if _plainly_playable(cards[c], rule))
    n, e = len(hand), min(entered, len(hand))
    return math.comb(e, plain) / math.comb(n, plain) if plain <= e else 0.0


def _plainly_playable(card, rule: dict | None) -> bool:
    """Playable as the turn card under the lasting ``rule`` whatever else the position is: no condition
    of its own and not kept out by the rule."""
    if card.condition:
        return False
    if rule is None:
        return True
    if rule["kind"] == "only_play":
        return content.matches(card, rule["filter"])
    if rule["kind"] == "forbid_play":
        return not content.matches(card, rule["filter"])
    return True
