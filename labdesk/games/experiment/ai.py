"""Experiment's heuristic players (pure).

Everything rests on one estimate, the *potential* of a seat: the points its open tasks should bring,
each task worth its value times a chance of finishing that shrinks with the cards still missing and
the rounds left, plus a little for spare cards (future tasks). Cards are shared out greedily among the
tasks so one card never counts twice. Then:

- a lab card is worth the potential it adds; a secret card the average over the secret cards the seat
  has not seen (broken flasks and explosions count as the loss they cause, an explosion's loss to the
  others counting in its favour);
- a task card is worth the potential it adds (the deck top: the average unseen task);
- influence buys a place in the pick order: each bid is scored by the value of the row at the place it
  probably earns, against the influence it uses up;
- tasks are carried out as soon as possible (an explosion may take the cards otherwise), spending the
  set that leaves the most potential;
- a discard gives up the card whose loss hurts least.

The players read only what their seat may see (public cards, their own hand, their peek).
"""
from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

from labdesk.engine.core import Action, Rng
from labdesk.games.experiment.chemistry import DOUBLE_OF, kind_counts
from labdesk.games.experiment.content import (BASIC, BROKEN, CHEMICAL_KINDS, EXPECTED_LAB,
                                              EXPLOSION, JOKER, SECONDARY, content)
from labdesk.games.experiment.rules import (FACE_UP, INFLUENCE_DECK, PERSONAL_STANDARD, ROUNDS,
                                            SECRET_SLOTS, STANDARD, TWO_PLAYER, CompleteTask,
                                            DiscardLab, EndTasks, ExperimentState, TakeLab, TakeTask)

# value of a card no task of the seat needs yet: it may serve a task drawn later
SPARE_VALUE = {**{c: 0.3 for c in BASIC}, **{d: 0.35 for d in DOUBLE_OF.values()},
               **{g: 0.35 for g in SECONDARY}, JOKER: 0.6}
REACH_PER_CARD = 0.72  # chance factor for each card a task still lacks
INFLUENCE_POINT = 0.08  # potential one influence point in hand is worth (standard game)
ADVANCED_POINT = 0.06  # cost of spending one point of a personal 1-6 card
PEEK_BONUS = 0.3
PICKS_PER_CARD = 1.0
READY_BONUS = 1.0  # a task that can be carried out now also brings a new task card for free
TASK_WEIGHT = 0.5  # a new task's potential is an optimist's figure: the cards still have to come


# --- potential ----------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _need_parts(need: tuple) -> tuple:
    """A task's need split for quick arithmetic: ((secondary, amount, part1, part2), ...) and the
    basic amounts {colour: amount}."""
    d = dict(need)
    sec = tuple((g, d[g], *SECONDARY[g]) for g in SECONDARY if d.get(g))
    basic = {c: d.get(c, 0) for c in BASIC}
    return sec, basic


def shortfall(have: dict, need, with_used: bool = False):
    """Cards a task still lacks given ``have`` (kind -> count), and (``with_used``) the cards of
    ``have`` it would use. Secondary cards cover their colour first, doubles fill even gaps, jokers
    fill the rest."""
    sec_need, basic_need = _need_parts(need)
    used: dict[str, int] = {}
    req = dict(basic_need)
    for g, amount, a, b in sec_need:
        covered = min(have.get(g, 0), amount)
        if covered:
            used[g] = covered
        req[a] += amount - covered
        req[b] += amount - covered
    missing = 0
    for c, r in req.items():
        if not r:
            continue
        doubles = min(have.get(DOUBLE_OF[c], 0), r // 2)
        r -= 2 * doubles
        singles = min(have.get(c, 0), r)
        r -= singles
        if with_used:
            if doubles:
                used[DOUBLE_OF[c]] = doubles
            if singles:
                used[c] = singles
        missing += r
    jokers = min(have.get(JOKER, 0), missing)
    if jokers:
        used[JOKER] = jokers
    return (missing - jokers, used) if with_used else missing - jokers


def reach(missing: int, picks_left: float) -> float:
    """Rough chance to gather ``missing`` more cards in ``picks_left`` picks (a needed card is not
    on offer every round, so each takes PICKS_PER_CARD picks on average)."""
    if missing == 0:
        return 1.0
    slack = picks_left - missing * PICKS_PER_CARD
    if slack < 0:
        return 0.0
    return REACH_PER_CARD ** missing * (0.6 + 0.4 * min(1.0, slack / 3))


# Potentials asked for again: the same holdings and tasks come back in every decision of a game
# and in every sampled world of the hard level's search. A pure function's cache, emptied when
# it grows too big, so no answer depends on what was asked before.
_POTENTIALS: dict[tuple, float] = {}
POTENTIAL_CACHE_LIMIT = 30_000  # about 10 MB per cache when full


def potential(have: dict, tasks, picks_left: int) -> float:
    """Expected points from the open tasks, sharing out both the cards held and the picks to come
    (the most promising task first), plus the spare-card value of what is left over."""
    return _shared_out(have, tasks, picks_left)[0]


def _shared_out(have: dict, tasks, picks_left: int) -> tuple[float, int]:
    # The key keeps the holdings' order: the spare-card sum below adds in that order.
    held = tuple((k, v) for k, v in have.items() if v > 0)
    tasks = list(tasks)
    key = (held, tuple(t.index for t in tasks), picks_left)
    value = _POTENTIALS.get(key)
    if value is None:
        if len(_POTENTIALS) >= POTENTIAL_CACHE_LIMIT:
            _POTENTIALS.clear()
        value = _POTENTIALS[key] = _potential(dict(held), tasks, picks_left)
    return value


# Within and across potentials the same (holdings, task) pairs come back (nine in ten asks):
# what a task lacks and would use, by the holdings' kind counts and the task's index. Emptied
# when too big.
_SHORTFALLS: dict[tuple, tuple[int, tuple]] = {}


def _task_shortfall(counts: tuple[int, ...], task) -> tuple[int, tuple]:
    """``shortfall(have, task.need, True)`` of the holdings ``counts``, the cards used as pairs."""
    key = (counts, task.index)
    found = _SHORTFALLS.get(key)
    if found is None:
        if len(_SHORTFALLS) >= POTENTIAL_CACHE_LIMIT:
            _SHORTFALLS.clear()
        missing, used = shortfall(dict(zip(CHEMICAL_KINDS, counts)), task.need, True)
        found = _SHORTFALLS[key] = (missing, tuple(used.items()))
    return found


def _potential(rest: dict, tasks: list, picks_left: int) -> tuple[float, int]:
    """The potential, and the number of spare cards (those no open task is given)."""
    todo = tasks
    budget = picks_left
    total = 0.0
    while todo:
        best = None
        counts = kind_counts(rest)
        for t in todo:
            missing = _task_shortfall(counts, t)[0]
            worth = t.value * reach(missing, budget)
            if best is None or worth > best[0]:
                best = (worth, t, missing)
        worth, t, missing = best
        todo.remove(t)
        if worth <= 0:
            break  # nothing left is reachable
        total += worth + (READY_BONUS if missing == 0 else 0.0)
        for k, n in _task_shortfall(counts, t)[1]:
            rest[k] -= n
        budget -= missing * PICKS_PER_CARD
    return (total + sum(SPARE_VALUE.get(k, 0.0) * v for k, v in rest.items()),
            sum(v for v in rest.values() if v > 0))


def picks_left(state: ExperimentState) -> int:
    """Lab cards the seat may still receive (one per round whose pick phase is not over)."""
    left = ROUNDS - state.round + (1 if state.phase in ("influence", "pick") else 0)
    return left * (2 if state.variant == TWO_PLAYER else 1)


def holdings(state: ExperimentState, seat: int) -> Counter:
    return Counter(state.kind(i) for i in state.chemicals(seat))


def open_tasks(state: ExperimentState, seat: int):
    tasks = content().tasks
    return [tasks[t] for t in state.tasks_open[seat]]


# --- what the seat knows ----------------------------------------------------------------------------
def unseen_secret_kinds(state: ExperimentState, seat: int) -> Counter:
    """Secret lab cards the seat has not seen anywhere (their kinds and counts)."""
    pool = Counter({k: v for k, v in EXPECTED_LAB.items() if k not in BASIC})
    visible = [i for front in state.lab_front for i in front]
    visible += [i for i in state.lab_discard if i not in state.unseen_discards]
    visible += [i for i in state.unseen_discards if i in state.seen_secret[seat]]
    for i in visible:
        k = state.kind(i)
        if k in pool:
            pool[k] -= 1
    if state.knows_row_secrets(seat):
        for i in state.row_secret:
            if i is not None:
                pool[state.kind(i)] -= 1
    return +pool


def unseen_tasks(state: ExperimentState, seat: int):
    """Tasks that may be on top of the task deck, as far as the seat knows."""
    visible = {t for t in state.display if t is not None}
    for s in range(state.players):
        visible.update(state.tasks_open[s])
        visible.update(state.tasks_done[s])
    tasks = content().tasks
    return [t for t in tasks if t.index not in visible]


# --- valuing the row ----------------------------------------------------------------------------------
class Valuer:
    """Values of the things a seat could take this round (cached per decision)."""

    def __init__(self, state: ExperimentState, seat: int):
        self.state, self.seat = state, seat
        self.picks = picks_left(state)
        self.have = holdings(state, seat)
        self.tasks = open_tasks(state, seat)
        self.base = potential(self.have, self.tasks, self.picks)
        # after this round's pick: the reference the gains are measured against
        self.after_pick = potential(self.have, self.tasks, max(0, self.picks - 1))
        self._gains: dict = {}

    def card_gain(self, kind: str) -> float:
        if kind not in self._gains:
            self._gains[kind] = self._card_gain(kind)
        return self._gains[kind]

    def _card_gain(self, kind: str) -> float:
        if kind == EXPLOSION:
            return self.explosion_gain()
        if kind == BROKEN:
            return -self.loss(self.seat) if self.have else -0.6
        if self.state.debt[self.seat]:
            return 0.0  # it would pay the debt
        have = self.have.copy()
        have[kind] += 1
        return potential(have, self.tasks, max(0, self.picks - 1)) - self.after_pick

    def loss(self, seat: int, times: int = 1) -> float:
        """Potential a seat loses by discarding its least useful card(s)."""
        key = ("loss", seat, times)
        if key not in self._gains:
            self._gains[key] = self._loss(seat, times)
        return self._gains[key]

    def _loss(self, seat: int, times: int) -> float:
        state = self.state
        have = holdings(state, seat)
        tasks = open_tasks(state, seat)
        before = potential(have, tasks, self.picks)
        for _ in range(times):
            if not have:
                break
            options = []
            for k in list(have):
                trial = have.copy()
                trial[k] -= 1
                options.append((before - potential(trial, tasks, self.picks), k))
            _, k = min(options)
            have[k] -= 1
            have = +have
        return before - potential(have, tasks, self.picks)

    def explosion_gain(self) -> float:
        others = [s for s in range(self.state.players) if s != self.seat]
        if self.state.variant == TWO_PLAYER:
            return -self.loss(self.seat) + self.loss(others[0], 2)
        return -self.loss(self.seat) + sum(self.loss(s) for s in others) / len(others)

    def secret_gain(self, card: int | None) -> float:
        if card is not None and self.state.knows_row_secrets(self.seat):
            return self.card_gain(self.state.kind(card))
        pool = unseen_secret_kinds(self.state, self.seat)
        total = sum(pool.values())
        if not total:
            return 0.0
        return sum(n * self.card_gain(k) for k, n in pool.items()) / total

    def task_gain(self, task) -> float:
        key = ("task", task.index)
        if key not in self._gains:  # taking a task uses this round's pick
            self._gains[key] = TASK_WEIGHT * (
                potential(self.have, self.tasks + [task], max(0, self.picks - 1)) - self.after_pick)
        return self._gains[key]

    def deck_task_gain(self) -> float:
        if "deck" not in self._gains:
            pool = unseen_tasks(self.state, self.seat)
            pool = pool[::-(-len(pool) // 12)]  # an even sample of at most 12 keeps a decision fast
            self._gains["deck"] = sum(self.task_gain(t) for t in pool) / len(pool) if pool else 0.0
        return self._gains["deck"]

    def option_gain(self, action: Action) -> float:
        state = self.state
        if isinstance(action, TakeLab):
            if action.slot in SECRET_SLOTS:
                return self.secret_gain(state.row_secret[SECRET_SLOTS.index(action.slot)])
            return self.card_gain(action.slot)
        if isinstance(action, TakeTask):
            if action.task is None:
                return self.deck_task_gain()
            return self.task_gain(content().task_by_id[action.task])
        return 0.0

    def row_values(self) -> list[float]:
        """What each available pick is worth to the seat, best first."""
        acts = state_pick_actions(self.state)
        return sorted((self.option_gain(a) for a in acts), reverse=True)


def state_pick_actions(state: ExperimentState) -> list[Action]:
    colours = {state.kind(i) for i in state.row_open}
    acts: list[Action] = [TakeLab(c) for c in BASIC if c in colours]
    acts += [TakeLab(s) for s, c in zip(SECRET_SLOTS, state.row_secret) if c is not None]
    if state.task_deck:
        acts.append(TakeTask(None))
    acts += [TakeTask(state.task_id(t)) for t in state.display if t is not None]
    return acts


# --- influence ------------------------------------------------------------------------------------
def _unknown_influence(state: ExperimentState, seat: int) -> Counter:
    """Influence values the seat has not seen (deck, face-down cards, others' unseen hand cards)."""
    pool = Counter(INFLUENCE_DECK) + Counter(PERSONAL_STANDARD * state.players)
    seen = list(state.inf_discard) + [v for v, _ in state.hands[seat]]
    for s in range(state.players):
        seen += [v for v, public in state.hands[s] if public and s != seat]
        if state.inf_front[s]:
            seen.append(state.inf_front[s][0])  # the face-up dealt card
    pool.subtract(seen)
    return +pool


def _opponent_distribution(state: ExperimentState, seat: int, other: int, unknown: Counter) -> dict:
    """Probable influence of another seat: advanced - a card of its remaining set; standard - a hand
    card placed on its face-up card or on an unknown face-down card."""
    total = sum(unknown.values()) or 1
    if state.variant != STANDARD:
        if state.influence[other] is not None:
            return {state.influence[other]: 1.0}
        hand = [v for v, _ in state.hands[other]]
        return {v: hand.count(v) / len(hand) for v in set(hand)}
    hand = [v for v, public in state.hands[other] if public]
    hidden = len(state.hands[other]) - len(hand)
    mean_unknown = sum(v * n for v, n in unknown.items()) / total
    hand += [round(mean_unknown)] * hidden
    up = state.inf_front[other][0]
    dist: dict[int, float] = {}
    for h in hand:
        w = 1.0 / len(hand)
        dist[h + up] = dist.get(h + up, 0.0) + w / 2
        for d, n in unknown.items():
            dist[h + d] = dist.get(h + d, 0.0) + w / 2 * n / total
    return dist


def _place_distribution(state: ExperimentState, seat: int, mine: int, dists: dict) -> list[float]:
    """Chance of each rank (0 = highest) for an influence of ``mine``."""
    ranks = [1.0]  # ranks[k] = chance that k others are above
    my_dist = state.distance(seat)
    for other, dist in dists.items():
        above = 0.0
        for v, p in dist.items():
            if v > mine or (v == mine and state.distance(other) < my_dist):
                above += p
        new = [0.0] * (len(ranks) + 1)
        for k, p in enumerate(ranks):
            new[k] += p * (1 - above)
            new[k + 1] += p * above
        ranks = new
    return ranks


def _rank_value(state: ExperimentState, rank: int, values: list[float]) -> float:
    """What the rank is worth: the pick place it gives (others may want other cards, so a later
    place still sees part of the best option), the peek for the highest."""
    def at(place):
        place = min(place, len(values) - 1)
        return 0.4 * values[0] + 0.6 * values[place] if place else values[0]

    if state.variant == TWO_PLAYER:
        places = (1, 3) if rank == 0 else (0, 2)
        value = at(places[0]) + at(places[1])
    else:
        place = 1 if rank == 0 else (0 if rank == 1 else rank)
        value = at(place)
    return value + (PEEK_BONUS if rank == 0 else 0.0)


def choose_influence(state: ExperimentState, seat: int, actions: list[Action]) -> Action:
    values = Valuer(state, seat).row_values()
    others = [s for s in range(state.players) if s != seat]
    if state.variant == STANDARD:
        unknown = _unknown_influence(state, seat)
        total = sum(unknown.values()) or 1
        mean_unknown = sum(v * n for v, n in unknown.items()) / total
        dists = {o: _opponent_distribution(state, seat, o, unknown) for o in others}
        hand_sum = sum(v for v, _ in state.hands[seat])
        up = state.inf_front[seat][0]
        best = None
        for action in actions:
            p = action.value
            if action.onto == FACE_UP:
                outcomes = {p + up: 1.0}
                hand_after = hand_sum - p + mean_unknown
            else:
                outcomes = {p + d: n / total for d, n in unknown.items()}
                hand_after = hand_sum - p + up
            expect = 0.0
            for mine, prob in outcomes.items():
                ranks = _place_distribution(state, seat, mine, dists)
                expect += prob * sum(r * _rank_value(state, k, values) for k, r in enumerate(ranks))
            score = expect + INFLUENCE_POINT * hand_after
            if best is None or score > best[0]:
                best = (score, action)
        return best[1]
    dists = {o: _opponent_distribution(state, seat, o, Counter()) for o in others}
    hand = [v for v, _ in state.hands[seat]]
    mean_hand = sum(hand) / len(hand)
    best = None
    for action in actions:
        ranks = _place_distribution(state, seat, action.value, dists)
        expect = sum(r * _rank_value(state, k, values) for k, r in enumerate(ranks))
        score = expect - ADVANCED_POINT * (action.value - mean_hand)
        if best is None or score > best[0]:
            best = (score, action)
    return best[1]


# --- the players --------------------------------------------------------------------------------------
def choose_medium(state: ExperimentState) -> Action:
    seat = state.current_player()
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    d = state.decision
    if d in ("commit", "play"):
        return choose_influence(state, seat, actions)
    if d in ("pick", "new-task"):
        valuer = Valuer(state, seat)
        return max(actions, key=valuer.option_gain)
    if d == "discard":
        have = holdings(state, seat)
        tasks = open_tasks(state, seat)
        picks = picks_left(state)

        def after(action: DiscardLab) -> float:
            trial = have.copy()
            trial[action.kind] -= 1
            return potential(trial, tasks, picks)
        return max(actions, key=after)
    if d == "tasks":
        completions = [a for a in actions if isinstance(a, CompleteTask)]
        if not completions:
            return EndTasks()
        have = holdings(state, seat)
        tasks = open_tasks(state, seat)
        picks = picks_left(state)
        by_id = content().task_by_id

        def after(action: CompleteTask) -> float:
            rest = have.copy()
            rest.subtract(action.spend)
            left = [t for t in tasks if t.id != action.task]
            return by_id[action.task].value + potential(+rest, left, picks)
        return max(completions, key=after)
    return actions[0]


class HeuristicPlayer:
    """Medium: the heuristic above. Easy: the same, but a quarter of its choices are random."""

    def __init__(self, level: str = "medium", seed: int = 0):
        self.name = level
        self.noise = 0.25 if level == "easy" else 0.0
        self.rng = Rng(seed)

    def choose(self, state: ExperimentState) -> Action:
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(state.legal_actions())
        return choose_medium(state)


# --- single-minded styles for tools/balance.py's strategy table: medium with one weight bent ----------
STYLES = {
    "medium": {},
    "tasks": {"task": 1.6},  # research tasks look 60% better than they are
    "chemicals": {"task": 0.6},  # lab cards first, tasks only when clearly worth it
    "gambler": {"secret": 0.3},  # the face-down lab cards tempt it
}


class StyledPlayer:
    """Medium, except that its picks weigh tasks and secret cards by its style."""

    def __init__(self, style: str, seed: int = 0):
        self.name, self.bend = style, STYLES[style]

    def choose(self, state: ExperimentState) -> Action:
        actions = state.legal_actions()
        if state.decision not in ("pick", "new-task") or len(actions) == 1:
            return choose_medium(state)
        valuer = Valuer(state, state.current_player())

        def gain(action: Action) -> float:
            value = valuer.option_gain(action)
            if isinstance(action, TakeTask):
                return value * self.bend.get("task", 1.0)
            if isinstance(action, TakeLab) and action.slot in SECRET_SLOTS:
                return value + self.bend.get("secret", 0.0)
            return value
        return max(actions, key=gain)


def styled_player(style: str, seed: int = 0) -> StyledPlayer:
    return StyledPlayer(style, seed)


def make_player(level: str, seed: int = 0) -> HeuristicPlayer:
    if level not in ("easy", "medium"):
        raise ValueError(f"Experiment has easy and medium heuristic players, not '{level}'")
    return HeuristicPlayer(level, seed)


# ``evaluate``'s weights per figure, fitted by tools/experiment_fit_evaluate.py: a logistic regression
# of who won on the difference of the two seats' figures at the round starts of 2,000 medium-against-
# medium two-player games (held-out log loss 0.543, a coin 0.693). Influence left to bid with is worth
# nearly half a point a point (each card of a 1-6 set is played once before the set comes back), and
# every spare lab card (one no open task needs) more than half a point: it serves a later, bigger task
# or pays for an explosion, so the search may keep cards for a better task where medium spends them at
# once. Only figures the search cannot game: every lab card held fitted better still, but the search
# that counted them often left tasks undone (medium never hoards, so the fit could not tell).
EVAL_WEIGHTS = {"score": 0.324, "potential": 0.402, "influence": 0.144, "spare cards": 0.567}


def eval_figures(state: ExperimentState, seat: int) -> dict[str, float]:
    """The figures ``evaluate`` weighs for a seat (the fit tool reads them too)."""
    have, tasks, picks = holdings(state, seat), open_tasks(state, seat), picks_left(state)
    value, spare = _shared_out(have, tasks, picks)
    return {"score": state.score(seat), "potential": value,
            "influence": sum(v for v, _ in state.hands[seat]), "spare cards": spare}


def projected_value(state: ExperimentState, seat: int) -> float:
    return sum(EVAL_WEIGHTS[name] * x for name, x in eval_figures(state, seat).items())


def settled(state: ExperimentState) -> bool:
    """A round's start (its first influence decision): the picks and tasks of the last round are
    done, which is where ``evaluate`` is fitted and where the hard level's rollouts stop. Judged
    earlier, a bid's cost (the influence spent) shows before its reward (the picks it buys)."""
    return state.phase == "influence" and state.order_index == 0 and state.influence == [None] * state.players


def evaluate(state: ExperimentState, seat: int) -> float:
    """How good the position looks for ``seat``, in [0, 1]: 1/0 once the game is over; before,
    the fitted chance of winning from its figures against the best other seat's."""
    if state.is_over():
        return 1.0 if seat in state.winners() else 0.0
    values = [projected_value(state, s) for s in range(state.players)]
    best_other = max(v for s, v in enumerate(values) if s != seat)
    return 1.0 / (1.0 + math.exp(-(values[seat] - best_other)))


# --- inference (the expert level) ---------------------------------------------------------------
# In the two-player game the peeker takes its first card between the other seat's two picks, knowing
# the secret cards. What it took (or left) says something about them: a peeker that passes over both
# secret cards has seen nothing there worth more than what it took. The expert samples its worlds in
# proportion to how likely medium, seeing that world's secret cards, made the same pick
# (labdesk/ai/inference.py).
PEEKER_PICK = "peeker's pick"


def _row_seen(state: ExperimentState) -> tuple:
    """What every seat sees of the row, the task display and the taken tasks: tells which pick was
    made between two positions."""
    return (sorted(state.kind(i) for i in state.row_open), tuple(c is None for c in state.row_secret),
            tuple(state.display), tuple(len(t) for t in state.tasks_open))


def evidence(before: ExperimentState, my_action: Action, now: ExperimentState, me: int) -> list[tuple]:
    """What ``me`` learnt since it played ``my_action`` in ``before``: when the peeker picked next,
    which of its picks it made, with the position it made it in: (PEEKER_PICK, round, position, pick,
    cache). The position's secret cards are the true ones; ``likelihood`` puts each world's in their
    place, so nothing hidden is read. The pick is found by what it changed in public."""
    if before.variant != TWO_PLAYER or before.phase != "pick":
        return []
    position = before.clone()
    position.apply(my_action)
    peeker = position.peeker
    if (position.decision != "pick" or position.current_player() != peeker or peeker == me
            or now.round != position.round or now.phase != "pick"
            or all(c is None for c in position.row_secret)):
        return []
    seen = _row_seen(now)
    picks = []
    for action in position.legal_actions():
        trial = position.clone()
        trial.apply(action)
        if _row_seen(trial) == seen:
            picks.append(action)
    if len(picks) != 1:
        return []  # not one pick between the two positions: nothing to read
    return [(PEEKER_PICK, position.round, position, picks[0], {})]


def likelihood(world: ExperimentState, me: int, facts: list[tuple]) -> float:
    """How likely the world's secret cards made the peeker's observed picks, were it medium: 1 where
    medium would make the same pick, else EPSILON (the peeker may be a person or a stronger player)."""
    from labdesk.ai.inference import agreement

    weight = 1.0
    for kind, round_, position, pick, cache in facts:
        if kind != PEEKER_PICK or world.round != round_ or world.phase != "pick":
            continue
        # a slot still face down in the world holds the world's card; one taken since is seen by all
        secrets = tuple(w if w is not None else p for p, w in zip(position.row_secret, world.row_secret))
        key = tuple(None if c is None else world.kind(c) for c in secrets)
        if key not in cache:
            trial = position.clone()
            trial.row_secret = list(secrets)
            cache[key] = agreement(choose_medium(trial) == pick)
        weight *= cache[key]
    return weight
