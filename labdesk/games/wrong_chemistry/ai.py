"""Wrong Chemistry players: easy (a short-sighted planner with noise) and medium (a turn planner).

A turn is planned once, when it starts (or when the state stops matching the plan): the planner
searches action sequences on the molecule within the energy budget, from the molecule as it is and
from a Restartium reset, chaining claims while energy lasts and weighing Extraxodium (a scored card
traded for 3 energy). A plan is worth the points it adds (sequence bonus included) minus what the
molecule it leaves is worth to the next player. Leftover energy throws away hopeless cards so new
ones come in. With the deck nearly dry (whoever cannot draw back to four ends the game) the medium
plan is checked against the end: it closes the game when ahead (throwing cards away, if need be),
and stops its turn early rather than end the game behind. The plan is stored as {state signature:
action}, so later decisions in the same turn are a dictionary look-up.

``turn_plans`` hands the hard level (labdesk/ai/ismcts.py) the whole-turn options the planner weighs,
its own choice first, so the search compares turns rather than single actions. Hard's planner cycles
its hand (``CYCLE_KEEP``): spare energy throws away every card that is not quick to make, where medium
keeps any card a turn could make. Shortest routes on the molecule are cached for the whole process
(a pure function of molecule, card and energy), which makes the many planning passes of a search
affordable.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field

from functools import lru_cache

from labdesk.engine.core import Action, Rng
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry import rules
from labdesk.games.wrong_chemistry.rules import (
    TURN_ENERGY, EXTRAXODIUM_ENERGY, HAND_SIZE, ChooseStartCard, ClaimCard, DiscardCard, EndTurn,
    UseExtraxodium, UseRestartium, WrongChemistryState, deck, step_action,
)


# The planner scores the same piles and looks up the same card patterns thousands of times a turn.
@lru_cache(maxsize=65536)
def _pile_score(pile: tuple) -> int:
    return rules.pile_score(pile)


def pile_score(pile) -> int:
    return _pile_score(tuple(sorted(pile)))  # the score is the cards' (the planner adds them in any order)


SEARCH_NODE_LIMIT = 20_000
# Hard's planner cycles its hand: spare energy throws away every card that needs more than this many
# actions from the starting layout, so the end-of-turn draw brings cheaper ones. Medium only throws
# away cards a turn cannot make and that are worth no more than its cheapest scored card. As a
# planner on its own (no search), cycling beat medium in 64% of 800 games (2 players, seats swapped);
# keeping cards of up to 4 actions gave 58%, up to 3 gave 63%, up to 1 gave 64%.
CYCLE_KEEP = 2


def signature(state: WrongChemistryState) -> tuple:
    """Everything a plan step depends on."""
    seat = state.current
    return (state.turns, seat, state.phase, state.molecule, state.energy, state.restart_used,
            tuple(state.hands[seat]), tuple(state.piles[seat]))


@dataclass
class _Option:
    value: float
    steps: list = field(default_factory=list)  # actions, in order
    cost: int = 0  # energy used (fewer is better on equal value)


# A shortest step list depends only on (molecule, card, energy budget), and the same molecules come
# back turn after turn (and in every sampled world of the hard level's search), so the answers are
# kept for the whole process: a pure function's cache, so no decision depends on what was asked
# before. It is emptied when it grows too big.
_SOLVER_CACHE: dict = {}
SOLVER_CACHE_LIMIT = 300_000


_CUT = "search limit"  # in the cache: the search stopped at SEARCH_NODE_LIMIT (no route found)
_UNKNOWN = object()
LARGEST_BUDGET = 16  # more energy than a turn can hold


class _Solver:
    """Shortest routes on the molecule towards cards."""

    def route(self, m: mol.Molecule, number: int, budget: int):
        """(actions, molecule reached, length) of a shortest route from ``m`` to card ``number``
        within ``budget`` steps, or None."""
        key = (m, number, budget)
        found = _SOLVER_CACHE.get(key, _UNKNOWN)
        if found is _UNKNOWN:
            found = self._from_larger_budget(m, number, budget)
            if found is _UNKNOWN:
                found = self._search(m, number, budget)
            if len(_SOLVER_CACHE) >= SOLVER_CACHE_LIMIT:
                _SOLVER_CACHE.clear()
            _SOLVER_CACHE[key] = found
        return None if found is _CUT else found

    @staticmethod
    def _from_larger_budget(m: mol.Molecule, number: int, budget: int):
        """The answer for ``budget`` read off a search that had more energy and finished: its
        route if it fits ``budget`` (the search would take the same route), else None; _UNKNOWN
        when no such search is cached. With less energy the search looks at no more positions,
        so it cannot stop at the node limit where the larger one finished."""
        for larger in range(budget + 1, LARGEST_BUDGET + 1):
            found = _SOLVER_CACHE.get((m, number, larger), _CUT)
            if found is not _CUT:
                return found if found is None or found[2] <= budget else None
        return _UNKNOWN

    @staticmethod
    def _search(m: mol.Molecule, number: int, budget: int):
        try:
            path = mol.shortest_steps(m, deck().elements[number].pattern, budget,
                                      node_limit=SEARCH_NODE_LIMIT)
        except mol.SearchLimit:
            return _CUT
        if path is None:
            return None
        target = m
        for step in path:
            target = mol.apply_step(target, step)
        return (tuple(step_action(s) for s in path), target, len(path))


@lru_cache(maxsize=131072)
def _claim_gain(pile: tuple, number: int) -> int:
    """What claiming card ``number`` adds to a scored pile (its value and any run it joins)."""
    return pile_score(pile + (number,)) - pile_score(pile)


@lru_cache(maxsize=65536)
def _sacrifice(pile: tuple) -> tuple[int, int, tuple]:
    """The scored card Extraxodium should give up (the one whose loss costs least), the loss, and
    the pile without it."""
    base = pile_score(pile)
    card = min(pile, key=lambda n: (base - pile_score(tuple(x for x in pile if x != n)), n))
    rest = tuple(x for x in pile if x != card)
    return card, base - pile_score(rest), rest


@lru_cache(maxsize=65536)
def _top_value(hand: tuple) -> int:
    """The value of the hand's most valuable card."""
    elements = deck().elements
    return max(elements[n].value for n in hand)


class Planner:
    """The medium player; ``easy=True`` makes the short-sighted, noisy easy player."""

    def __init__(self, seed: int = 0, easy: bool = False, cycle: bool = False):
        self.rng = Rng(seed)
        self.easy = easy
        self.cycle = cycle  # spare energy throws away every card a reset does not bring within 2 actions
        self.name = "easy" if easy else "medium"
        self._plan: dict[tuple, Action] = {}

    # --- the Player protocol ---------------------------------------------------------------
    def choose(self, state: WrongChemistryState) -> Action:
        legal = state.legal_actions()
        if state.phase == "choose":
            return self._start_card(state)
        key = signature(state)
        planned = self._plan.get(key)
        if planned is not None and planned in legal:
            return planned
        self._plan = self._make_plan(state)
        action = self._plan.get(key)
        return action if action is not None and action in legal else EndTurn()

    # --- setup -----------------------------------------------------------------------------
    def _start_card(self, state: WrongChemistryState) -> Action:
        """Give up the card least likely to score: the hardest to make, then the cheapest."""
        elements = deck().elements
        hand = state.hands[state.current]
        if self.easy:
            return ChooseStartCard(self.rng.choice(sorted(hand)))
        worst = max(hand, key=lambda n: (elements[n].min_actions > TURN_ENERGY, -elements[n].value,
                                         elements[n].min_actions, -n))
        return ChooseStartCard(worst)

    # --- planning --------------------------------------------------------------------------
    def _make_plan(self, state: WrongChemistryState) -> dict[tuple, Action]:
        trace: list[tuple] = []
        actions = self._complete(state, self._root_best(state).steps, trace=trace)
        if not trace:  # the end-game check changed the plan: play it through again
            sim = state.clone()
            for action in actions:
                trace.append(signature(sim))
                sim.apply(action)
            trace.append(signature(sim))
        return dict(zip(trace, actions + [EndTurn()]))

    def _root_best(self, state: WrongChemistryState, options: list | None = None) -> _Option:
        """The best claim sequence of the turn; ``options`` (if given) collects every whole-turn
        option weighed at the root (turn_plans' candidates)."""
        seat = state.current
        return self._best(state.molecule, state.energy, not state.restart_used,
                          tuple(sorted(state.hands[seat])), tuple(state.piles[seat]),
                          2 if not self.easy else 0, _Solver(), _Risk(state, seat), {}, options)

    def _complete(self, state: WrongChemistryState, steps: list[Action],
                  leftovers: bool = True, trace: list | None = None) -> list[Action]:
        """A claim sequence made a whole turn: energy left over throws hopeless cards away, and
        (medium) the end-game check. EndTurn not included. ``trace`` (if given) receives the
        signature of the position before each action and after the last, unless the end-game
        check changed the plan (then it stays empty)."""
        sim = state.clone()
        actions: list[Action] = []
        seen: list[tuple] = []
        for action in steps:
            if action not in sim.legal_actions():
                break  # should not happen; never play an illegal plan
            actions.append(action)
            if trace is not None:
                seen.append(signature(sim))
            sim.apply_known_legal(action)
        spare = self._leftovers(sim, _Solver()) if leftovers else []
        for action in spare:
            actions.append(action)
            if trace is not None:
                seen.append(signature(sim))
            sim.apply(action)
        played = actions
        if not self.easy:
            actions = self._endgame(state, actions, len(spare))
        if trace is not None and actions is played:
            trace.extend(seen)
            trace.append(signature(sim))
        return actions

    def turn_plans(self, state: WrongChemistryState, limit: int) -> list[list[Action]]:
        """Up to ``limit`` whole-turn plans (each ending with EndTurn), this planner's own first,
        then the other options it weighed at the start of the turn, best first."""
        options: list[_Option] = []
        best = self._root_best(state, options)
        plans = [self._complete(state, best.steps)]
        for option in sorted(options, key=lambda o: (-o.value, o.cost)):
            plans.append(self._complete(state, option.steps))
            plans.append(self._complete(state, option.steps, leftovers=False))
        out: list[list[Action]] = []
        seen: set = set()
        for plan in plans:
            key = tuple(str(a) for a in plan)
            if key not in seen:
                seen.add(key)
                out.append(plan + [EndTurn()])
            if len(out) >= limit:
                break
        return out

    def _endgame(self, state: WrongChemistryState, actions: list[Action], leftovers: int) -> list[Action]:
        """With the deck nearly dry, whoever empties it ends the game: end it when ahead
        (throwing cards away if that is what it takes), never when behind (stop the turn early,
        keeping as many points as that allows, and keep the hopeless cards: every card thrown
        away draws the deck down and brings the end nearer)."""
        if len(state.deck) >= HAND_SIZE:
            return actions  # no turn can end the game yet
        seat = state.current

        def outcome(seq):
            sim = state.clone()
            for a in seq:
                sim.apply(a)
            return sim, _ends_game(sim, seat), _ahead(sim, seat)

        sim, ends, ahead = outcome(actions)
        if ends and ahead:
            return actions
        # A sure win: stop the plan where this seat is ahead and can still close the game, by
        # throwing away cards (1 energy each), buying the energy with Extraxodium if it stays ahead.
        for cut in range(len(actions), -1, -1):
            cut_sim, _, cut_ahead = outcome(actions[:cut])
            if cut_ahead:
                closing = _closing_moves(cut_sim, seat)
                if closing is not None:
                    return actions[:cut] + closing
        if ends:
            # behind: the longest start of the plan with the most points that keeps the game going
            best_cut, best_score = None, -1
            for cut in range(len(actions), -1, -1):
                cut_sim, cut_ends, _ = outcome(actions[:cut])
                score = pile_score(cut_sim.piles[seat])
                if not cut_ends and score > best_score:
                    best_cut, best_score = cut, score
            return actions if best_cut is None else actions[:best_cut]
        if not ahead and leftovers:
            return actions[:len(actions) - leftovers]
        return actions

    def _best(self, m, energy, restart, hand, pile, extra_left, solver, risk, memo,
              options: list | None = None) -> _Option:
        """The best claim sequence from here: claims chained while energy lasts. ``options`` (root
        call only) collects every option weighed here."""
        key = (m, energy, restart, hand, pile, extra_left)
        found = memo.get(key)
        if found is not None:
            return found
        easy = self.easy
        # stopping here: what is left for the next player (a free reset wipes it)
        danger = risk.of(m)
        if restart and danger > 0 and not easy:
            best = _Option(-0.0, [UseRestartium()], 0)
        else:
            best = _Option(-danger if not easy else 0.0, [], 0)
        if options is not None:
            options.append(_Option(-danger, [], 0))
            if restart and m != mol.START:
                options.append(_Option(0.0, [UseRestartium()], 0))
        starts = [(m, [])]
        if restart and m != mol.START:
            starts.append((mol.START, [UseRestartium()]))
        if easy and len(starts) > 1 and self.rng.random() < 0.3:
            starts = starts[:1]  # easy sometimes forgets Restartium
        # The best so far as plain figures: an option's steps are put together only when it is
        # the best so far or collected (the recursion weighs many more than it keeps).
        best_value, best_cost, best_steps = best.value, best.cost, best.steps
        for number in hand:
            gain = _claim_gain(pile, number)
            rest_hand = None
            for start, prefix in starts:
                route = solver.route(start, number, energy)
                if route is None:
                    continue
                path, target, length = route
                if easy:
                    value, cost, after_steps = gain + self.rng.random() * 1.5, length, []
                else:
                    if rest_hand is None:
                        rest_hand = tuple(n for n in hand if n != number)
                    after = self._best(target, energy - length, restart and not prefix, rest_hand,
                                       pile + (number,), extra_left, solver, risk, memo)
                    value, cost, after_steps = gain + after.value, length + after.cost, after.steps
                better = value > best_value or (value == best_value and cost < best_cost)
                if better or options is not None:
                    steps = prefix + list(path) + [ClaimCard(number)] + after_steps
                    if options is not None:
                        options.append(_Option(value, steps, cost))
                    if better:
                        best_value, best_cost, best_steps = value, cost, steps
        # Extraxodium: trade the scored card that costs least for 3 energy, if it pays
        if extra_left and pile and hand:
            sacrifice, loss, rest_pile = _sacrifice(pile)
            if _top_value(hand) + 2 > loss:
                after = self._best(m, energy + EXTRAXODIUM_ENERGY, restart, hand, rest_pile,
                                   extra_left - 1, solver, risk, memo)
                if after.steps and any(isinstance(a, ClaimCard) for a in after.steps):
                    value, cost = after.value - loss, after.cost
                    steps = [UseExtraxodium(sacrifice)] + after.steps
                    if options is not None:
                        options.append(_Option(value, steps, cost))
                    if value > best_value or (value == best_value and cost < best_cost):
                        best_value, best_cost, best_steps = value, cost, steps
        if best_steps is not best.steps or best_value != best.value or best_cost != best.cost:
            best = _Option(best_value, best_steps, best_cost)
        memo[key] = best
        return best

    def _leftovers(self, sim: WrongChemistryState, solver: _Solver) -> list[Action]:
        """Spend energy the plan did not need: discard cards that will not score soon, so the
        end-of-turn draw brings better ones."""
        seat = sim.current
        elements = deck().elements
        hand = list(sim.hands[seat])
        energy = sim.energy
        pile = sim.piles[seat]
        out: list[Action] = []
        if self.easy:
            if energy and hand and self.rng.random() < 0.5:
                out.append(DiscardCard(self.rng.choice(sorted(hand))))
            return out
        cheapest_pile = min((elements[n].value for n in pile), default=None)

        def hopeless(n):
            card = elements[n]
            if self.cycle:
                return card.min_actions > CYCLE_KEEP
            if card.min_actions <= TURN_ENERGY:
                return False
            # a far card is worth keeping if Extraxodium can pay for it at a profit
            return cheapest_pile is None or card.value <= cheapest_pile

        for n in sorted(hand, key=lambda n: (-elements[n].min_actions, elements[n].value)):
            if energy <= 0:
                break
            if hopeless(n):
                out.append(DiscardCard(n))
                energy -= 1
        return out


def _ends_game(state: WrongChemistryState, seat: int) -> bool:
    """Would ending ``seat``'s turn now end the game (rules._end_turn's two endings)?"""
    need = HAND_SIZE - len(state.hands[seat])
    if need > len(state.deck):
        return True
    return not state.deck and need == 0 and state.quiet_turns + 1 >= state.players


def _closing_moves(state: WrongChemistryState, seat: int) -> list[Action] | None:
    """Discards (after one Extraxodium if the energy is short and the lead survives it) that make
    the end-of-turn draw impossible, so the game ends with ``seat`` ahead; None if there are none."""
    if _ends_game(state, seat):
        return []
    hand = sorted(state.hands[seat], key=lambda n: (deck().elements[n].value, n))
    missing = len(state.deck) - (HAND_SIZE - len(hand)) + 1
    if not 0 < missing <= len(hand):
        return None
    throw = [DiscardCard(n) for n in hand[:missing]]
    if missing <= state.energy:
        return throw
    pile = state.piles[seat]
    if pile and missing <= state.energy + EXTRAXODIUM_ENERGY:
        base = pile_score(pile)
        sacrifice = min(pile, key=lambda n: (base - pile_score([x for x in pile if x != n]), n))
        trial = state.clone()
        trial.apply(UseExtraxodium(sacrifice))
        if _ahead(trial, seat):
            return [UseExtraxodium(sacrifice)] + throw
    return None


def _ahead(state: WrongChemistryState, seat: int) -> bool:
    """Would ``seat`` win if the game ended after its turn? Points, then cards; a full tie goes to
    the next seat in turn, never to the one that just played."""
    mine = (pile_score(state.piles[seat]), len(state.piles[seat]))
    return all(mine > (pile_score(p), len(p)) for s, p in enumerate(state.piles) if s != seat)


@lru_cache(maxsize=100_000)
def _far_cards_within_a_turn(m: mol.Molecule) -> frozenset:
    """The cards a reset does not bring within a turn (more than TURN_ENERGY steps from the start)
    that molecule ``m`` may bring within one (by the search's lower bound)."""
    elements = deck().elements
    return frozenset(n for n in elements if elements[n].min_actions > TURN_ENERGY
                     and mol.pattern_bound(m, elements[n].pattern) <= TURN_ENERGY)


class _Risk:
    """What a molecule left on the table is worth to the next player: for each card this seat has
    not seen, the chance it is in the next hand times its value, if the molecule brings it within a
    turn when a reset would not."""

    def __init__(self, state: WrongChemistryState, seat: int):
        elements = deck().elements
        seen = set(state.hands[seat]) | set(state.discard)
        for p in state.piles:
            seen |= set(p)
        unseen = [n for n in elements if n not in seen]
        nxt = (seat + 1) % state.players
        share = len(state.hands[nxt]) / max(1, len(unseen))
        # cards a reset already brings within a turn are no extra gift
        self.cards = [(elements[n].value * share, n)
                      for n in unseen if elements[n].min_actions > TURN_ENERGY]
        self.cache: dict = {}

    def of(self, m: mol.Molecule) -> float:
        if m == mol.START:
            return 0.0
        if m not in self.cache:
            near = _far_cards_within_a_turn(m)
            self.cache[m] = sum(weight for weight, n in self.cards if n in near)
        return self.cache[m]


def evaluate(state: WrongChemistryState, seat: int) -> float:
    """How good the position looks for ``seat``, in [0, 1]: scores so far plus what hands promise."""
    if state.is_over():
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    elements = deck().elements

    def outlook(s: int) -> float:
        total = pile_score(state.piles[s])
        if s == seat:
            total += 0.4 * sum(elements[n].value * (1.0 if elements[n].min_actions <= TURN_ENERGY else 0.4)
                               for n in state.hands[s])
        else:
            total += 0.4 * len(state.hands[s]) * 1.4  # hidden hand: an average card's promise
        return total

    mine = outlook(seat)
    best_other = max(outlook(s) for s in range(state.players) if s != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / 3.0))


def turn_plans(state: WrongChemistryState, seat: int, limit: int) -> list[list[Action]]:
    """The hard level's candidate turns (the search's macro-action hook): whole-turn plans ending
    with EndTurn from the cycling planner, its own plan first, then the other options it weighed,
    best first; none outside a play turn of ``seat`` (the start-card pick is searched action by
    action)."""
    if state.phase != "play" or state.current != seat:
        return []
    return Planner(0, cycle=True).turn_plans(state, limit)


# --- single-minded styles for tools/balance.py's strategy table: medium with one setting bent ---------
STYLES = {
    "medium": {},
    "cycler": {"cycle": True},  # spare energy throws away every card that is not quick to make
}


def styled_player(style: str, seed: int = 0) -> Planner:
    player = Planner(seed, **STYLES[style])
    player.name = style
    return player


def make_player(level: str, seed: int = 0) -> Planner:
    if level not in ("easy", "medium"):
        raise ValueError(f"Wrong Chemistry AI levels here are easy and medium, not {level!r}")
    return Planner(seed, easy=(level == "easy"))
