"""A tiny game for kernel tests: on a turn a player may mark (up to 3 times, public), draw a hidden
card from a shuffled deck (a barrier), then end the turn. After 6 turns the highest marks + cards wins."""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.engine import Action, Event, IllegalAction, Rng, State, ranked_winners
from labdesk.engine.piles import Pile
from labdesk.engine.spec import GameSpec, Variant

SPEC = GameSpec(id="tiny", title="Tiny", pitch="test game", players=range(2, 4),
                variants=(Variant("standard", "the only way to play"),), hidden_information=True)


@dataclass(frozen=True)
class Mark(Action):
    def __str__(self):
        return "mark"


@dataclass(frozen=True)
class Draw(Action):
    def __str__(self):
        return "draw"


@dataclass(frozen=True)
class End(Action):
    def __str__(self):
        return "end"


@dataclass(frozen=True)
class Marked(Event):
    seat: int

    def describe(self, names):
        return f"{names[self.seat]} makes a mark."


@dataclass(frozen=True)
class Drew(Event):
    seat: int
    barrier = True

    def describe(self, names):
        return f"{names[self.seat]} draws a card."


@dataclass(frozen=True)
class Ended(Event):
    seat: int

    def describe(self, names):
        return f"{names[self.seat]} ends the turn."


class TinyState(State):
    TURNS = 6
    MARKS_PER_TURN = 3

    def __init__(self, seed, players):
        self.rng = Rng(seed)
        self.players = players
        self.deck = Pile(range(1, 9))
        self.deck.shuffle(self.rng)
        self.hands = [[] for _ in range(players)]
        self.marks = [0] * players
        self.marks_this_turn = 0
        self.drew = False
        self.seat = 0
        self.turns = 0

    def current_player(self):
        return None if self.is_over() else self.seat

    def legal_actions(self):
        if self.is_over():
            return []
        acts = []
        if self.marks_this_turn < self.MARKS_PER_TURN:
            acts.append(Mark())
        if not self.drew and len(self.deck):
            acts.append(Draw())
        acts.append(End())
        return acts

    def why_illegal(self, action):
        if isinstance(action, Mark):
            return "a player may mark at most 3 times a turn"
        if isinstance(action, Draw):
            return "only one draw per turn"
        return super().why_illegal(action)

    def _apply(self, action):
        if isinstance(action, Mark):
            self.marks[self.seat] += 1
            self.marks_this_turn += 1
            return [Marked(self.seat)]
        if isinstance(action, Draw):
            self.hands[self.seat].append(self.deck.draw_one())
            self.drew = True
            return [Drew(self.seat)]
        seat = self.seat
        self.seat = (self.seat + 1) % self.players
        self.turns += 1
        self.marks_this_turn, self.drew = 0, False
        return [Ended(seat)]

    def observation(self, player):
        return {"marks": list(self.marks), "hand": list(self.hands[player]) if player is not None else None,
                "hand_sizes": [len(h) for h in self.hands], "deck": len(self.deck), "turn": self.turns,
                "marks_left": self.MARKS_PER_TURN - self.marks_this_turn, "marks_per_turn": self.MARKS_PER_TURN}

    def is_over(self):
        return self.turns >= self.TURNS

    def scores(self):
        return [m + sum(h) for m, h in zip(self.marks, self.hands)]

    def winners(self):
        return ranked_winners((s,) for s in self.scores())

    def clone(self):
        other = TinyState.__new__(TinyState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.deck = self.deck.copy()
        other.hands = [list(h) for h in self.hands]
        other.marks = list(self.marks)
        return other

    def determinize(self, player, rng):
        world = self.clone()
        unseen = list(world.deck) + [c for i, h in enumerate(world.hands) if i != player for c in h]
        rng.shuffle(unseen)
        for i, h in enumerate(world.hands):
            if i != player:
                world.hands[i] = [unseen.pop() for _ in h]
        world.deck = Pile(unseen)
        return world

    def check_invariants(self):
        cards = sorted(list(self.deck) + [c for h in self.hands for c in h])
        assert cards == list(range(1, 9))

    def turn_count(self):
        return self.turns


class TinyRules:
    spec = SPEC

    def new_state(self, seed, players, options):
        if options.get("variant", "standard") != "standard":
            raise ValueError(f"unknown variant {options['variant']!r}")
        return TinyState(seed, players)


RULES = TinyRules()


def make_player(level, seed):
    from labdesk.ai import RandomPlayer

    return RandomPlayer(seed)


def evaluate(state, seat):
    scores = state.scores()
    return scores[seat] / max(1, sum(scores))
