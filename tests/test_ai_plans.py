"""ISMCTS with whole-turn plans (the ``turn_plans`` macro-action hook), on a tiny game built here."""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

from labdesk.ai.ismcts import ISMCTSPlayer
from labdesk.engine.core import Action, InvariantBroken, Rng, State

# --- Marks: a two-action turn where the best plan is known -----------------------------------------
# Eight cards 0,1,1,1,2,2,2,3; each seat holds one nobody else sees. Seat 0's turn is two marks on
# different numbers, then "end": each mark scores seat 0 one point. Seat 1 then only passes, and
# scores 3 if its card is one of the marked numbers. Holding the 3, seat 0 sees 0,1,1,1,2,2,2 left:
# marking 3 and 0 loses only to a 0 (wins 6 in 7); the heuristic's own plan, 2 and 1, wins 1 in 7.
MARK_DECK = (0, 1, 1, 1, 2, 2, 2, 3)
PREFERENCE = (2, 1, 3, 0)  # the heuristic's order of marks (a poor one here)


@dataclass(frozen=True)
class Mark(Action):
    number: int

    def __str__(self) -> str:
        return f"mark {self.number}"


@dataclass(frozen=True)
class End(Action):
    def __str__(self) -> str:
        return "end"


@dataclass(frozen=True)
class Pass(Action):
    def __str__(self) -> str:
        return "pass"


class MarksState(State):
    def __init__(self, hands, rng, marks=(), ended=False, passed=False):
        self.players = 2
        self.hands = list(hands)
        self.rng = rng
        self.marks = list(marks)
        self.ended, self.passed = ended, passed

    def current_player(self):
        return None if self.passed else (1 if self.ended else 0)

    def legal_actions(self):
        if self.ended:
            return [] if self.passed else [Pass()]
        if len(self.marks) == 2:
            return [End()]
        return [Mark(n) for n in sorted(set(MARK_DECK)) if n not in self.marks]

    def _apply(self, action):
        if isinstance(action, Mark):
            self.marks.append(action.number)
        elif isinstance(action, End):
            self.ended = True
        else:
            self.passed = True
        return []

    def observation(self, player):
        obs = {"marks": list(self.marks), "ended": self.ended, "passed": self.passed}
        if player is not None:
            obs["hand"] = self.hands[player]
        return obs

    def is_over(self):
        return self.passed

    def scores(self):
        return [float(len(self.marks)), 3.0 if self.passed and self.hands[1] in self.marks else 0.0]

    def winners(self):
        scores = self.scores()
        return [s for s in range(2) if scores[s] == max(scores)]

    def clone(self):
        return MarksState(self.hands, self.rng.copy(), self.marks, self.ended, self.passed)

    def determinize(self, player, rng):
        unseen = list(MARK_DECK)
        unseen.remove(self.hands[player])
        hands = list(self.hands)
        hands[1 - player] = rng.choice(unseen)
        return MarksState(hands, rng.fork(), self.marks, self.ended, self.passed)

    def check_invariants(self):
        if len(set(self.marks)) != len(self.marks):
            raise InvariantBroken("a number marked twice")

    def turn_count(self):
        return int(self.ended)


class PreferredMarks:
    """The heuristic: marks in PREFERENCE order, then ends."""

    name = "preferred-marks"

    def choose(self, state):
        return min(state.legal_actions(),
                   key=lambda a: PREFERENCE.index(a.number) if isinstance(a, Mark) else 9)


class MarksAI:
    """A stand-in for a game's ai module, with the turn_plans hook."""

    plan_calls = 0

    @staticmethod
    def make_player(level, seed):
        return PreferredMarks()

    @staticmethod
    def evaluate(state, seat):
        return 0.5

    @classmethod
    def turn_plans(cls, state, seat, limit):
        cls.plan_calls += 1
        if state.ended or seat != 0:
            return []
        left = 2 - len(state.marks)
        free = [n for n in PREFERENCE if n not in state.marks]
        plans = [[Mark(n) for n in combo] + [End()] for combo in combinations(free, left)]
        return plans[:limit]  # the heuristic's own plan first


def marks_player(seed=0, iterations=210, **kwargs):
    return ISMCTSPlayer("tiny-marks", seed=seed, iterations=iterations, ai_module=MarksAI,
                        plan_limit=10, **kwargs)


def test_the_search_chooses_the_best_whole_turn_plan():
    for seed in range(3):
        state = MarksState([3, 0], Rng(seed))
        player = marks_player(seed)
        first = player.choose(state)
        stats = player.last_stats
        assert stats["plans"] == 6 and stats["iterations"] <= 210
        assert {str(first)} <= {"mark 3", "mark 0"}
        state.apply(first)
        second = player.choose(state)
        assert {str(first), str(second)} == {"mark 3", "mark 0"}
        # a plan's value is its win rate in the sampled worlds: 6 in 7 for the best, 1 in 7 for 2+1
        assert max(stats["means"]) > 0.7 and stats["means"][0] < 0.35


def test_without_the_hook_the_search_works_action_by_action():
    state = MarksState([3, 0], Rng(1))
    player = ISMCTSPlayer("tiny-marks", seed=1, iterations=60, ai_module=MarksAI, plan_limit=0)
    player.choose(state)
    assert "visits" in player.last_stats and "plans" not in player.last_stats


def test_a_chosen_plan_is_continued_without_searching_again():
    state = MarksState([3, 0], Rng(4))
    player = marks_player(4)
    calls = MarksAI.plan_calls
    state.apply(player.choose(state))
    second = player.choose(state)
    assert player.last_stats.get("planned") and MarksAI.plan_calls == calls + 1
    state.apply(second)
    assert str(player.choose(state)) == "end" and player.last_stats.get("planned")


def test_the_turn_is_planned_again_when_the_state_leaves_the_plan():
    state = MarksState([3, 0], Rng(4))
    player = marks_player(4)
    first = player.choose(state)
    # something unforeseen: the mark made is not the plan's (say, a person took over the seat)
    other = next(a for a in state.legal_actions() if a != first and str(a) != "mark 0"
                 and str(a) != "mark 3")
    state.apply(other)
    calls = MarksAI.plan_calls
    action = player.choose(state)
    assert not player.last_stats.get("planned") and MarksAI.plan_calls == calls + 1
    assert str(action) in ("mark 0", "mark 3")  # the best of what is left
    # and a plan made for one state is not played into a different one
    fresh = MarksState([3, 0], Rng(4))
    player.choose(fresh)
    assert not player.last_stats.get("planned")


def test_plan_search_is_deterministic_for_a_seed():
    def run(seed):
        player = marks_player(seed, iterations=60)
        state = MarksState([3, 2], Rng(0))
        action = player.choose(state)
        return str(action), player.last_stats["means"]

    assert run(5) == run(5)
    assert run(5)[1] != run(6)[1]  # the sampled worlds follow the seed


def test_plan_search_does_not_change_the_state():
    state = MarksState([3, 0], Rng(7))
    seen = state.observation(0), state.observation(1), state.rng.random()
    state = MarksState([3, 0], Rng(7))
    player = marks_player(2)
    player.choose(state)
    assert (state.observation(0), state.observation(1), state.rng.random()) == seen


def test_plan_bias_keeps_the_heuristics_plan_unless_clearly_worse():
    # a huge bias: the heuristic's plan (marks 2 and 1) is kept whatever the worlds say
    state = MarksState([3, 0], Rng(3))
    player = marks_player(3, plan_bias=100.0)
    assert str(player.choose(state)) == "mark 2"
    state.apply(Mark(2))
    assert str(player.choose(state)) == "mark 1"
