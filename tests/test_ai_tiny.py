"""ISMCTS, the arena and the determinize checks, on tiny games built here (fast, game-independent)."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from labdesk.ai import arena
from labdesk.ai.base import RandomPlayer
from labdesk.ai.checks import check_determinize, check_determinize_along_play, hidden_resampled
from labdesk.ai.ismcts import ISMCTSPlayer
from labdesk.engine.core import Action, InvariantBroken, Rng, State


# --- Guess: hidden information where the best move is known ---------------------------------------
# Five cards: two 0s, two 1s, one 2. Each seat holds one card nobody else sees; seat 0 names seat 1's
# card, then seat 1 names seat 0's; a right guess scores 1, the higher score wins (equal: both win).
# Holding a 0, the remaining cards are 0,1,1,2: "guess 1" is right half the time, the others a quarter.
GUESS_DECK = (0, 0, 1, 1, 2)


@dataclass(frozen=True)
class Guess(Action):
    value: int

    def __str__(self) -> str:
        return f"guess {self.value}"


class GuessState(State):
    def __init__(self, hands, rng, guesses=()):
        self.players = 2
        self.hands = list(hands)
        self.rng = rng
        self.guesses = list(guesses)

    def current_player(self):
        return None if self.is_over() else len(self.guesses)

    def legal_actions(self):
        return [Guess(v) for v in sorted(set(GUESS_DECK))]

    def _apply(self, action):
        self.guesses.append(action.value)
        return []

    def observation(self, player):
        obs = {"guesses": list(self.guesses)}
        if player is not None:
            obs["hand"] = self.hands[player]
        if self.is_over():
            obs["hands"] = list(self.hands)
        return obs

    def is_over(self):
        return len(self.guesses) == 2

    def scores(self):
        return [float(self.guesses[s] == self.hands[1 - s]) if s < len(self.guesses) else 0.0
                for s in range(2)]

    def winners(self):
        scores = self.scores()
        return [s for s in range(2) if scores[s] == max(scores)]

    def clone(self):
        return GuessState(self.hands, self.rng.copy(), self.guesses)

    def determinize(self, player, rng):
        unseen = list(GUESS_DECK)
        unseen.remove(self.hands[player])
        hands = list(self.hands)
        hands[1 - player] = rng.choice(unseen)
        return GuessState(hands, rng.fork(), self.guesses)

    def check_invariants(self):
        if len(self.guesses) > 2:
            raise InvariantBroken("too many guesses")
        pool = list(GUESS_DECK)
        for card in self.hands:
            if card not in pool:
                raise InvariantBroken(f"card {card} dealt too often")
            pool.remove(card)

    def turn_count(self):
        return len(self.guesses)


class GuessRules:
    id = "tiny-guess"
    players = range(2, 3)
    hidden_information = True

    def new_state(self, seed, players, options):
        rng = Rng(seed)
        deck = list(GUESS_DECK)
        rng.shuffle(deck)
        return GuessState(deck[:2], rng)


# --- Nim: perfect information, one pile, take 1-3, taking the last stick wins ---------------------
@dataclass(frozen=True)
class Take(Action):
    n: int

    def __str__(self) -> str:
        return f"take {self.n}"


class NimState(State):
    """``seats`` players take turns; with ``robot`` the last seat is a rules-driven Robot.
    ``min_take=0`` makes a game that may never end; ``break_at`` breaks an invariant at that size."""

    def __init__(self, sticks, seats=2, rng=None, turn=0, min_take=1, break_at=None, robot=False,
                 tie=False):
        self.sticks, self.players, self.turn = sticks, seats, turn
        self.rng = rng or Rng(0)
        self.min_take, self.break_at, self.robot, self.tie = min_take, break_at, robot, tie
        self.last = None

    def current_player(self):
        return None if self.is_over() else self.turn % self.players

    def legal_actions(self):
        return [Take(n) for n in range(self.min_take, min(3, self.sticks) + 1)]

    def _apply(self, action):
        self.sticks -= action.n
        self.last = self.turn % self.players
        self.turn += 1
        return []

    def observation(self, player):
        return {"sticks": self.sticks, "turn": self.turn}

    def is_over(self):
        return self.sticks == 0

    def scores(self):
        return [1.0 if s == self.last else 0.0 for s in range(self.players)]

    def winners(self):
        return list(range(self.players)) if self.tie else [self.last]

    def clone(self):
        other = NimState(self.sticks, self.players, self.rng.copy(), self.turn, self.min_take,
                         self.break_at, self.robot, self.tie)
        other.last = self.last
        return other

    def determinize(self, player, rng):
        return self.clone()

    def check_invariants(self):
        if self.sticks == self.break_at:
            raise InvariantBroken(f"{self.sticks} sticks is forbidden")

    def turn_count(self):
        return self.turn

    def robot_action(self):
        return Take(1)


class NimRules:
    id = "tiny-nim"

    def __init__(self, sticks=6, **kwargs):
        self.sticks, self.kwargs = sticks, kwargs

    def new_state(self, seed, players, options):
        seats = players + (1 if self.kwargs.get("robot") else 0)
        return NimState(self.sticks, seats, Rng(seed), **self.kwargs)


class TakeOne:
    name = "take-one"

    def choose(self, state):
        return min(state.legal_actions(), key=lambda a: a.n)


class NimAI:
    """A stand-in for a game's ai module: the heuristic takes one stick, evaluate is neutral."""

    @staticmethod
    def make_player(level, seed):
        return TakeOne()

    @staticmethod
    def evaluate(state, seat):
        return 0.5


class NoDeterminize(NimState):
    def determinize(self, player, rng):
        raise NotImplementedError


# --- ISMCTS -----------------------------------------------------------------------------------------
def guess_player(seed=0, iterations=600):
    return ISMCTSPlayer("tiny-guess", seed=seed, iterations=iterations, rollout_level="random")


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_ismcts_makes_the_best_guess_without_peeking(seed):
    # Seat 1 really holds a 0, but from seat 0's view a 1 is twice as likely: search must say 1.
    state = GuessState([0, 0], Rng(5))
    action = guess_player(seed).choose(state)
    assert str(action) == "guess 1"
    # holding the 2, the rest is 0,0,1,1: a 0 or a 1, never a 2
    assert str(guess_player(seed).choose(GuessState([2, 1], Rng(5)))) in ("guess 0", "guess 1")


def test_ismcts_does_not_change_the_state():
    state = GuessState([0, 0], Rng(5))
    seen = state.observation(0), state.observation(1), state.rng.random()
    state = GuessState([0, 0], Rng(5))
    guess_player().choose(state)
    assert (state.observation(0), state.observation(1), state.rng.random()) == seen


@pytest.mark.parametrize("sticks, best", [(6, "take 2"), (7, "take 3"), (5, "take 1")])
def test_ismcts_finds_the_winning_nim_move(sticks, best):
    player = ISMCTSPlayer("tiny-nim", seed=3, iterations=800, rollout_level="random")
    assert str(player.choose(NimState(sticks))) == best


def test_ismcts_is_deterministic_for_a_seed_and_budget():
    def run(seed):
        player = guess_player(seed, iterations=200)
        picks = [str(player.choose(GuessState([0, 1], Rng(1)))) for _ in range(3)]
        return picks, player.last_stats["visits"]

    assert run(7) == run(7)
    assert run(7)[1] != run(8)[1]  # the seed matters


def test_ismcts_time_budget_ends_the_search():
    player = ISMCTSPlayer("tiny-nim", seed=0, time_ms=30, rollout_level="random")
    player.choose(NimState(20))
    # it returned with no iteration cap: the time budget ended the search (its speed is benchmarked)
    assert player.last_stats["iterations"] > 0


def test_ismcts_uses_the_games_heuristic_for_rollouts_and_fallback():
    player = ISMCTSPlayer("tiny-nim", seed=0, iterations=50, ai_module=NimAI)
    player.choose(NimState(9))
    assert isinstance(player._rollout_player(0), TakeOne)
    # a game without determinize yet: the medium heuristic decides instead of failing
    fallback = ISMCTSPlayer("tiny-nim", seed=0, iterations=50, ai_module=NimAI)
    assert str(fallback.choose(NoDeterminize(9))) == "take 1"
    assert fallback.last_stats["fallback"]
    # an unknown game: random rollouts, neutral evaluation, still a legal move
    assert ISMCTSPlayer("no-such-game", seed=0, iterations=20).choose(NimState(9)) in NimState(9).legal_actions()


def test_ismcts_rewards_share_ties_and_use_evaluate_at_the_cap():
    player = ISMCTSPlayer("tiny-nim", ai_module=NimAI)
    assert player.rewards(NimState(0, tie=True)) == [0.5, 0.5]
    done = NimState(1)
    done.apply(Take(1))
    assert player.rewards(done) == [1.0, 0.0]
    assert player.rewards(NimState(4)) == [0.5, 0.5]


def test_ismcts_rollouts_stop_at_the_games_settled_positions_when_asked():
    class SettledAtEven(NimAI):
        @staticmethod
        def settled(state):
            return state.sticks % 2 == 0

    for asked, left in ((True, 8), (False, 0)):
        player = ISMCTSPlayer("tiny-nim", ai_module=SettledAtEven, rollout_depth=30, rollout_settled=asked)
        world = NimState(9)
        player._rollout(world)
        assert world.sticks == left  # take-one rollouts: stopped at the first settled position, or played out


# --- arena ------------------------------------------------------------------------------------------
def factory(level, seed):
    if level == "hard":
        return ISMCTSPlayer("tiny-nim", seed=seed, iterations=200, rollout_level="random")
    if level == "random":
        return RandomPlayer(seed)
    return TakeOne()


CONTRACT = {"game", "players", "games", "seed", "ai", "wins", "mean_turns", "decision_ms", "violations"}


def test_arena_result_fields_and_counting():
    # From 5 sticks, take-one players: seat 0 takes sticks 5, 3 and 1 and always wins.
    result = arena.simulate("tiny-nim", 2, 4, ["a", "b"], seed=10, rules=NimRules(5),
                            player_factory=factory)
    assert CONTRACT <= set(result) and {"wins_by_ai", "violation_examples"} <= set(result)
    assert result["game"] == "tiny-nim" and result["players"] == 2 and result["games"] == 4
    assert result["seed"] == 10 and result["ai"] == ["a", "b"]
    assert result["wins"] == [4.0, 0.0] and result["wins_by_ai"] == {"a": 4.0, "b": 0.0}
    assert result["mean_turns"] == 5 and result["violations"] == 0
    assert set(result["decision_ms"]) == {"mean", "p95"} and result["decision_ms"]["p95"] >= 0
    # swapped seats: seat 0 still wins every game, but each level holds it half the time
    swapped = arena.simulate("tiny-nim", 2, 4, ["a", "b"], seed=10, swap=True, rules=NimRules(5),
                             player_factory=factory)
    assert swapped["wins"] == [4.0, 0.0] and swapped["wins_by_ai"] == {"a": 2.0, "b": 2.0}


def test_arena_splits_ties_and_names_the_robot():
    tie = arena.simulate("tiny-nim", 2, 3, ["x"], rules=NimRules(4, tie=True), player_factory=factory)
    assert tie["wins"] == [1.5, 1.5] and tie["ai"] == ["x", "x"] and tie["wins_by_ai"] == {"x": 3.0}
    # a rules-driven third seat (like solo Explosion's Robot) plays by robot_action()
    solo = arena.simulate("tiny-nim", 1, 2, ["m"], rules=NimRules(3, robot=True), player_factory=factory)
    assert solo["ai"] == ["m", "robot"] and solo["violations"] == 0
    assert solo["wins"] == [2.0, 0.0]  # 3 sticks, one each: the player takes the last


def test_arena_hard_beats_random_at_nim():
    result = arena.simulate("tiny-nim", 2, 10, ["hard", "random"], seed=1, swap=True,
                            rules=NimRules(10), player_factory=factory)
    assert result["wins_by_ai"]["hard"] >= 8 and result["violations"] == 0


class Raises:
    name = "raises"

    def choose(self, state):
        raise ValueError("boom")


class Mutates:
    name = "mutates"

    def choose(self, state):
        state.sticks -= 1
        return state.legal_actions()[0]


@pytest.mark.parametrize("rules, make, text", [
    (NimRules(6, break_at=2), factory, "InvariantBroken"),
    (NimRules(6, min_take=0), lambda level, seed: TakeNothing(), "did not end"),
    (NimRules(6), lambda level, seed: Raises(), "boom"),
    (NimRules(6), lambda level, seed: Mutates(), "changed the state"),
])
def test_arena_counts_every_kind_of_violation(rules, make, text):
    result = arena.simulate("tiny-nim", 2, 3, ["a"], rules=rules, player_factory=make, max_actions=50)
    assert result["violations"] == 3
    assert len(result["violation_examples"]) == 3 and text in result["violation_examples"][0]
    assert result["wins"] == [0.0, 0.0]


class TakeNothing:
    name = "idle"

    def choose(self, state):
        return Take(0)


def test_arena_level_assignment():
    assert arena.seat_levels(["hard", "medium"], 2, 1, swap=False) == ["hard", "medium"]
    assert arena.seat_levels(["hard", "medium"], 2, 1, swap=True) == ["medium", "hard"]
    assert arena.seat_levels(["hard"], 3, 0, swap=False) == ["hard"] * 3
    assert arena.seat_levels(["a", "b", "c"], 3, 1, swap=True) == ["c", "a", "b"]
    with pytest.raises(ValueError):
        arena.simulate("tiny-nim", 2, 1, ["a", "b", "c"], rules=NimRules(), player_factory=factory)


# --- determinize checks -----------------------------------------------------------------------------
def test_check_determinize_accepts_a_sound_game():
    state = GuessState([0, 1], Rng(3))
    for seat in (0, 1):
        check_determinize(state, seat, Rng(seat))
        assert hidden_resampled(state, seat)
    assert check_determinize_along_play(GuessRules(), seed=4, players=2) == 2


class PeekingGuess(GuessState):
    def determinize(self, player, rng):  # wrong: resamples the observer's own card
        return GuessState([rng.choice(GUESS_DECK), self.hands[1]], rng, self.guesses)


class SharingNim(NimState):
    def determinize(self, player, rng):  # wrong: hands back the real state
        return self


def test_check_determinize_catches_broken_games():
    with pytest.raises(AssertionError):
        for seed in range(10):
            check_determinize(PeekingGuess([0, 1], Rng(0)), 0, Rng(seed))
    with pytest.raises(AssertionError):
        check_determinize(SharingNim(5), 0, Rng(0))
