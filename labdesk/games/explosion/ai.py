"""AI for Explosion in the Laboratory (pure).

Every pour is a push-your-luck choice with exact odds: each selection reshuffles all six Lab cards,
so the next chemical's colour follows the fire level's enumerated distribution (odds.py). The
*medium* player solves its own turn exactly: an expectimax over the remaining selections, worth
"stop now" = the points the flasks would score (Research read from the beakers' bottom edges),
"explode" = the Process card it would still earn. *Easy* looks one pour ahead only, takes more
risk, and now and then plays a random legal action. Process cards are played by small rules.
The *hard* search (labdesk/ai/ismcts.py) leaves draw, stop and pour to ``exact_action``: the same
expectimax solved for the chance to win the game (``WinTurnModel``) instead of the turn's points. At
two seats it leaves every decision to that solver, which also judges the mixer's own planning and
scoring cards by the chance to win after each is played.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from labdesk.engine.core import Action, Rng
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.content import COMPOUNDS
from labdesk.games.explosion.odds import colour_odds

CARD_VALUE = 1.5  # what an earned Process card is worth in points, roughly (measured by play)
# which side to keep when a Process card is drawn: higher is better
EFFECT_PREFERENCE = {"Neutralize": 9, "Containment": 7, "Stock Bottle": 7, "Titrate": 6, "Calibrate": 6,
                     "Peer Review": 5, "Spare Flask": 5, "Lab Notebook": 5, "Buffer": 4, "Ice Bath": 4,
                     "Distill": 3, "Assay": 3, "Hypothesis": 3, "Tidy Bench": 2, "Pipette": 2,
                     "Bunsen Burner": 2}


def _flask_key(flasks) -> tuple:
    return tuple(sorted("".join(sorted(f)) for f in flasks))


def flask_points(content, results: list[str], research: dict[str, int], distill) -> tuple[int, bool]:
    """What flasks with these results score on stopping (``research``: each compound's beaker value
    now; ``distill``: the mixtures a Distill card named), and whether one earns a Process card."""
    points = 0
    card = False
    for result in results:
        info = content.flasks[result]
        points += info["intuition"]
        if info["research"]:  # every flask of a compound scores the beaker's current value
            points += research[info["research"]]
        if info["process_side"]:
            card = True
    points += sum(1 for named in distill if named in set(results))
    return points, card


@dataclass(frozen=True)
class _Solved:
    """Values shared by every TurnModel of one context (see ``TurnModel.__init__``); ``content`` is
    kept so the id in the context key stays its own."""
    content: object
    odds: dict
    values: dict  # (flasks, reds, may stop) -> best expected points
    stops: dict  # flasks -> points on stopping
    pours: dict  # (flasks, chemical) -> flask states reachable


_SOLVED: dict[tuple, _Solved] = {}
_SOLVED_LIMIT = 4096  # contexts kept before starting afresh: bounds the memory of a long session


class TurnModel:
    """The current player's turn as a small Markov decision process with exact colour odds."""

    def __init__(self, state: R.ExplosionState):
        self.state = state
        self.content = state.content
        fire = state.fire_level()
        self.max_flasks = state.max_flasks()
        card_left = not state.gained_card and (bool(state.deck))
        self.card_value = CARD_VALUE if card_left else 0.0
        self.research = {c: state.edge(state.beaker_for(c)).research for c in COMPOUNDS}
        # Everything the values depend on: turns (and sampled worlds) that agree on it share the
        # solved values, so the search's many medium calls solve each situation once.
        context = (id(self.content), fire, self.max_flasks, card_left,
                   tuple(self.research[c] for c in COMPOUNDS), tuple(state.distill))
        shared = _SOLVED.get(context)
        if shared is None:
            if len(_SOLVED) >= _SOLVED_LIMIT:
                _SOLVED.clear()
            odds = {c: float(p) for c, p in colour_odds(fire).items()}
            shared = _Solved(self.content, odds, {}, {}, {})
            _SOLVED[context] = shared
        self.odds = shared.odds
        self.memo = shared.values
        self._stops = shared.stops
        self._pours = shared.pours

    def stop_points(self, key: tuple) -> tuple[int, bool]:
        """The points these flasks score if the player stops now, and whether one earns a Process card."""
        return flask_points(self.content, [R.mix_result(self.content, f) for f in key], self.research,
                            self.state.distill)

    def stop_value(self, key: tuple) -> float:
        value = self._stops.get(key)
        if value is None:
            points, card = self.stop_points(key)
            value = self._stops[key] = points + (self.card_value if card else 0.0)
        return value

    def after_pour(self, key: tuple, chem: str) -> list[tuple]:
        """Flask states reachable by pouring ``chem`` (one per legal flask, duplicates merged)."""
        found = self._pours.get((key, chem))
        if found is None:
            found = self._pours[key, chem] = self._after_pour(key, chem)
        return found

    def _after_pour(self, key: tuple, chem: str) -> list[tuple]:
        out = set()
        flasks = [list(f) for f in key]
        if len(flasks) < self.max_flasks:
            out.add(_flask_key(flasks + [[chem]]))
        for i, f in enumerate(flasks):
            if len(f) == 1 and not (f[0] == "R" and chem == "R"):
                out.add(_flask_key(flasks[:i] + [f + [chem]] + flasks[i + 1:]))
        return list(out)

    def has_room(self, key: tuple) -> bool:
        return len(key) < self.max_flasks or any(len(f) == 1 for f in key)

    def value(self, key: tuple, reds: int, may_stop: bool = True) -> float:
        """Best expected points from here (stop or draw on)."""
        memo_key = (key, reds, may_stop)
        if memo_key in self.memo:
            return self.memo[memo_key]
        best = self.stop_value(key) if may_stop else -math.inf
        if self.has_room(key):
            best = max(best, self.draw_value(key, reds))
        self.memo[memo_key] = best
        return best

    def draw_value(self, key: tuple, reds: int) -> float:
        total = 0.0
        first = not key
        for chem, p in self.odds.items():
            if p == 0:
                continue
            if chem == "K" and first:
                total += p * max(self.pour_value(key, reds, c) for c in "BYR")
            elif chem == "K" or (chem == "R" and reds):
                total += p * self.card_value
            else:
                total += p * self.pour_value(key, reds, chem)
        return total

    def pour_value(self, key: tuple, reds: int, chem: str) -> float:
        new_reds = reds + (1 if chem == "R" else 0)
        options = self.after_pour(key, chem)
        if not options:  # only red onto red is left: the mixture is unstable
            return self.card_value
        return max(self.value(k, new_reds) for k in options)

    def explode_chance(self, key: tuple, reds: int) -> float:
        if not key:
            return 0.0
        return self.odds["K"] + (self.odds["R"] if reds else 0.0)


class WinTurnModel(TurnModel):
    """The mixer's turn solved for the chance to win the game instead of the turn's points.

    The same exact odds and flask states as ``TurnModel``; only the outcomes are judged otherwise.
    Stopping (or exploding) leads to a known position: the points scored, the Process card earned,
    the beakers turned. When that position ends the game (a scored beaker reaching X, or the round's
    last turn turning the lowest beaker to X) the outcome is exact: a win, a share of a tie, or a
    loss. Otherwise it is the chance to win from the lead in worth (points and Process cards), by the
    curve fitted for the edges left and who plays next (``win_chance_table``; the hand-set
    ``hand_chance`` where none is fitted).
    So a sure small gain is worth more to a seat ahead, and a gamble to a seat behind near the end,
    where a points-maximising turn plays both alike."""

    def __init__(self, state: R.ExplosionState, curves: dict | None = None):
        super().__init__(state)
        self.memo, self._stops = {}, {}  # the values depend on the scores: not shared
        self.seat = state.current
        self.last_of_round = len(state.played) == state.players - 1
        # ``curves``: None, the shipped ones. They are fitted for two seats: the Robot's game and three
        # or four seats keep the hand-set curve, as does ``curves={}``
        if curves is None:
            curves = win_chance_table()
        self.curves = curves if state.players == 2 and not state.solo else {}
        self.card_left = self.card_value > 0
        self.card_value = self.outcome(0, self.card_left, ())  # exploding: no points, the card

    def stop_value(self, key: tuple) -> float:
        value = self._stops.get(key)
        if value is None:
            points, card = self.stop_points(key)
            value = self._stops[key] = self.outcome(points, card and self.card_left, self.made(key))
        return value

    def ends_game(self, made: tuple) -> tuple[bool, dict]:
        """Whether the turn's end, turning the beakers of the compounds ``made`` (each once) and at the
        round's last turn the lowest one, brings a beaker to X; and the beakers as they would be."""
        state = self.state
        beakers = {state.content.beakers[b[0]].compound: list(b) for b in state.beakers}
        over = False
        for compound in dict.fromkeys(made):
            over = over or _turn_edge(state, beakers[compound])
        if not over and self.last_of_round:
            lowest = min(beakers.values(), key=lambda b: state.edge(b).index)
            over = _turn_edge(state, lowest)
        return over, beakers

    def made(self, key: tuple) -> tuple:
        """The compounds the flasks ``key`` would score (their beakers turn when the turn ends)."""
        made = [self.content.flasks[R.mix_result(self.content, f)]["research"] for f in key]
        return tuple(c for c in made if c)

    def outcome(self, points: int, card: bool, made: tuple) -> float:
        """The chance to win after this turn ends with ``points`` scored, a Process card earned or
        not, and the beakers of the compounds ``made`` turned (each once)."""
        state = self.state
        over, beakers = self.ends_game(made)
        scores = [state.score_of(p) for p in range(state.players)]
        scores[self.seat] += points
        tiebreak = 1e-4 * points  # among equal chances, the more points
        if over:
            best = max(scores)
            if scores[self.seat] < best or (state.solo and scores.count(best) > 1):  # solo: a tie loses
                return tiebreak
            return 1.0 / scores.count(best) + tiebreak
        left = min(_edges_left(state, b) for b in beakers.values())
        worth = [scores[p] + CARD_VALUE * len(state.held[p]) for p in range(state.players)]
        if card:
            worth[self.seat] += CARD_VALUE
        lead = worth[self.seat] - max((w for p, w in enumerate(worth) if p != self.seat), default=0.0)
        curve = self.curves.get((min(left, MOST_EDGES), turn_place(self.last_of_round, scores, self.seat)))
        chance = curve_chance(curve, lead) if curve else hand_chance(lead, left)
        return chance + tiebreak


LEAD_SCALE = (6.0, 3.0)  # the hand-set curve's scale of a lead in points: base + per beaker edge left
MOST_EDGES = 6  # the fitted curves lump six edges left and more together
WIN_CHANCE = Path(__file__).with_name("win_chance.json")


def turn_place(closes_round: bool, scores: list, seat: int) -> int:
    """Who plays after a two-player turn: 0 the rival, in this round; 1 the rival, opening the next
    round; 2 this seat again (a round opens with the lower score, a tie with the rival)."""
    if not closes_round:
        return 0
    return 2 if scores[seat] < scores[1 - seat] else 1


@lru_cache(maxsize=1)
def win_chance_table() -> dict[tuple[int, int], tuple[float, float]]:
    """The fitted curves of the chance to win at a two-player turn's end (tools/explosion_fit_win.py):
    (edges left before the nearest X, ``turn_place``) -> (a, b) of ``curve_chance``. Fitted, they
    know what the hand-set curve did not: who plays next (a level position with the rival to play is
    less than even, the more so with an edge or two left). Empty (the hand-set curve judges) if the
    file is missing or damaged: it is data, parsed and checked, never run."""
    try:
        curves = json.loads(WIN_CHANCE.read_text(encoding="utf-8"))["curves"]
        table = {}
        for key, (a, b) in curves.items():
            left, place = (int(x) for x in key.split(","))
            if not all(math.isfinite(float(x)) for x in (a, b)):
                raise ValueError(key)
            table[left, place] = (float(a), float(b))
        return table
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return {}


def curve_chance(curve: tuple[float, float], lead: float) -> float:
    z = max(-30.0, min(30.0, curve[0] + curve[1] * lead))
    return 1.0 / (1.0 + math.exp(-z))


def hand_chance(lead: float, left: int) -> float:
    """The hand-set curve: a lead squashed by ``LEAD_SCALE``, even when level, with ``left`` beaker
    edges before the nearest X (the fewer, the more decisive a lead)."""
    return 1.0 / (1.0 + math.exp(-lead / (LEAD_SCALE[0] + LEAD_SCALE[1] * left)))


def _turn_edge(state: R.ExplosionState, beaker: list) -> bool:
    """Turn a beaker (a copy the caller owns) once, as the rules do; True when it reaches X."""
    beaker[2] += 1
    if state.edge(beaker).flip:
        beaker[1], beaker[2] = "B", 0
    return state.edge(beaker).x


class ExplosionPlayer:
    """``lookahead``: "exact" solves the rest of the turn; "one" compares stopping now with one
    more pour then stopping. ``noise``: chance of a random legal action (easy)."""

    def __init__(self, level: str, seed: int = 0):
        self.name = level
        self.level = level
        self.rng = Rng(seed)
        self.exact = level != "easy"
        self.noise = 0.08 if level == "easy" else 0.0
        self.daring = 0.0  # points added to "draw again" against "stop" (the balance styles bend it)
        self.win_aware = False  # solve the turn for the chance to win (WinTurnModel), not its points
        self.curves = None  # with win_aware, what judges a turn's end: None the shipped curves, {} the hand-set one
        self.cards_for_the_win = True  # with win_aware, judge the cards JUDGED_CARDS names (else medium's rules)

    # --- the main decision -------------------------------------------------------------------
    def choose(self, state: R.ExplosionState) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(actions)
        if self.win_aware and self.cards_for_the_win:
            judged = self.card_for_the_win(state, actions)
            if judged is not None:
                return judged
        phase = state.phase
        seat = state.current_player()
        if phase == "side":
            return max(actions, key=lambda a: EFFECT_PREFERENCE.get(a.effect, 0))
        if phase == "planning":
            return self._planning(state, seat, actions)
        if phase == "unstable":
            return self._unstable(state, actions)
        if phase == "scoring":
            return self._scoring(state, actions)
        if phase == "titrate":
            return self._titrate(state, actions)
        return self._mixing(state, actions)

    def _model(self, state) -> TurnModel:
        return WinTurnModel(state, self.curves) if self.win_aware else TurnModel(state)

    def _mixing(self, state, actions) -> Action:
        model = self._model(state)
        key = _flask_key(state.flasks)
        plays = {a.effect: a for a in actions if isinstance(a, R.Play)}
        if state.phase == "pour":
            pours = [a for a in actions if isinstance(a, R.Pour)]
            if "Pipette" in plays and state.pending == "R" and state.reds == 0 and state.flasks:
                return plays["Pipette"]  # a red makes every later red fatal: try for something calmer
            return max(pours, key=lambda a: self._pour_score(model, state, a))
        # mixing decision: draw, stop, or a card before the selection
        can_stop = any(isinstance(a, R.Stop) for a in actions)
        can_draw = any(isinstance(a, R.Draw) for a in actions)
        stop = model.stop_value(key) if can_stop else -math.inf
        if self.exact:
            draw = model.draw_value(key, state.reds) if can_draw else -math.inf
        else:
            draw = self._one_step(model, key, state.reds) if can_draw else -math.inf
        risk = model.explode_chance(key, state.reds)
        wants_draw = draw + self.daring > stop
        if wants_draw and risk > 0:
            if "Stock Bottle" in plays:
                half = [f[0] for f in state.flasks if len(f) == 1]
                pick = "yellow" if "B" in half else "blue"
                return next(a for a in actions if isinstance(a, R.Play) and a.effect == "Stock Bottle"
                            and a.choice == pick)
            if "Buffer" in plays and state.reds and risk > 0.2:
                return plays["Buffer"]
            if "Titrate" in plays and risk > 0.15:
                return plays["Titrate"]
        if wants_draw:
            return next(a for a in actions if isinstance(a, R.Draw))
        if can_stop:
            return next(a for a in actions if isinstance(a, R.Stop))
        return next(a for a in actions if isinstance(a, R.Draw))

    def card_for_the_win(self, state: R.ExplosionState, actions: list[Action]) -> Action | None:
        """A Process card judged by the chance to win (two seats): in the mixer's own planning and
        scoring, each card whose effect ``JUDGED_CARDS`` knows the moment it is played (no chemical
        revealed) against playing none, by the turn solved after it (``WinTurnModel``). A card played
        leaves the hand, which the chance counts as worth ``CARD_VALUE``: a card is played where it
        adds more than keeping it, or where the game ends and a kept card counts nothing. None where
        nothing is judged (medium's rules decide)."""
        effects = JUDGED_CARDS.get(state.phase)
        seat = state.current_player()
        if effects is None or seat != state.current or state.players != 2 or state.solo:
            return None
        plays = [a for a in actions if isinstance(a, R.Play) and state.held_effect(seat, a.card).effect in effects]
        if not plays:
            return None
        best = next(a for a in actions if isinstance(a, (R.Ready, R.Score)))  # no card: on to mixing, or score
        best_chance = _chance_to_win(state, seat, self.curves)
        for play in plays:
            world = state.clone()
            world.apply(play)
            chance = _chance_to_win(world, seat, self.curves)
            if chance is not None and chance > best_chance:
                best, best_chance = play, chance
        return best

    def _one_step(self, model: TurnModel, key: tuple, reds: int) -> float:
        """Easy: one more pour, then stop (placing the chemical greedily)."""
        total = 0.0
        first = not key
        for chem, p in model.odds.items():
            if chem == "K" and first:
                total += p * max(model.stop_value(k) for c in "BY" for k in model.after_pour(key, c))
            elif chem == "K" or (chem == "R" and reds):
                total += p * model.card_value
            else:
                options = model.after_pour(key, chem)
                total += p * (max(model.stop_value(k) for k in options) if options else model.card_value)
        return total + 0.3  # easy is a little reckless

    def _pour_score(self, model: TurnModel, state, action: R.Pour) -> float:
        flasks = [list(f) for f in state.flasks]
        if action.flask == len(flasks) + 1:
            flasks.append([action.chemical])
        else:
            flasks[action.flask - 1].append(action.chemical)
        reds = state.reds + (1 if action.chemical == "R" and not state.pending_buffered else 0)
        key = _flask_key(flasks)
        if self.exact:
            return model.value(key, reds)
        return model.stop_value(key) - 0.5 * reds

    def _titrate(self, state, actions) -> Action:
        def risk(a):
            c = a.chemical
            if c == "K":
                return 0 if not state.flasks else 2
            if c == "R":
                return 2 if state.reds else 1
            return 0
        return min(actions, key=risk)

    def _planning(self, state, seat, actions) -> Action:
        target = state.current
        mine = seat == target
        plays = [a for a in actions if isinstance(a, R.Play)]
        scores = state.scores()
        leader = max(range(state.players), key=lambda p: scores[p])
        for a in plays:
            if mine and a.effect == "Spare Flask":
                return a
            if mine and a.effect == "Ice Bath" and state.fire_level() >= 3:
                return a
            if mine and a.effect == "Distill" and a.choice == "green":
                return a
            if mine and a.effect == "Hypothesis" and a.choice == "blue":
                return a
            if not mine and target == leader and scores[target] > scores[seat]:
                if a.effect == "Bunsen Burner" or (a.effect == "Hypothesis" and a.choice == "red"):
                    return a
        return next(a for a in actions if isinstance(a, R.Ready))

    def _unstable(self, state, actions) -> Action:
        plays = {a.effect: a for a in actions if isinstance(a, R.Play)}
        if "Neutralize" in plays:
            return plays["Neutralize"]
        if "Containment" in plays:
            model = self._model(state)
            kept = _flask_key([f for f in state.flasks if "R" not in f])
            if model.stop_value(kept) >= model.card_value:
                return plays["Containment"]
        if "Lab Notebook" in plays and sum(len(f) for f in state.flasks) >= 2:
            return plays["Lab Notebook"]
        return next(a for a in actions if isinstance(a, R.Explode))

    def _scoring(self, state, actions) -> Action:
        made = {R.mix_result(state.content, f) for f in state.flasks}
        scores = state.scores()
        me = state.current
        # a beaker turned to X ends the game at once, before the flasks score: only worth it to a sole leader
        leading = scores[me] > max(s for p, s in enumerate(scores) if p != me)
        odds = colour_odds(state.fire_level())
        likely = max(odds, key=lambda c: odds[c])
        for a in actions:
            if not isinstance(a, R.Play):
                continue
            if a.effect in ("Peer Review", "Tidy Bench"):
                return a
            if a.effect == "Assay" and a.choice == R.colour(likely):
                return a
            if a.effect == "Calibrate" and a.choice in made:
                beaker = list(state.beaker_for(a.choice))
                beaker[2] += 1
                if state.edge(beaker).flip:
                    beaker[1], beaker[2] = "B", 0
                if not state.edge(beaker).x or leading:
                    return a
        return next(a for a in actions if isinstance(a, R.Score))


# The Process cards ``ExplosionPlayer.card_for_the_win`` judges, by phase: those the mixer plays on its
# own turn whose effect is known at once. Judged so, the win-aware solver won 2.5 points more of 3,000
# paired deals against medium (docs/ai.md); its mixing cards judged the same way lost 0.8 points, its
# Unstable Mixture cards changed almost nothing, so medium's rules keep those, the cards that reveal a
# chemical (Titrate, Pipette, Assay) and the cards played on the rival's turn.
JUDGED_CARDS = {"planning": ("bonus_if_made", "start_chemical", "fire_shift", "extra_flask"),
                "scoring": ("turn_beaker", "intuition_per")}


def _chance_to_win(state: R.ExplosionState, seat: int, curves: dict | None) -> float | None:
    """The mixer ``seat``'s chance to win from a position in its own turn, playing no more cards
    (``WinTurnModel``); None in a phase it does not read."""
    if state.is_over():
        return evaluate(state, seat)
    model = WinTurnModel(state, curves)
    key = _flask_key(state.flasks)
    if state.phase in ("planning", "mixing"):
        return model.value(key, state.reds, state.pours > 0)
    if state.phase == "scoring":
        return model.stop_value(key)
    return None


# --- what a search may not play (labdesk/ai/ismcts.py's ``sound_actions`` hook) ---------------------------
BLUNDER_POINTS = 1.0  # a draw or pour is a blunder when the turn's exact odds say it loses this much


def sound_actions(state: R.ExplosionState, seat: int, actions: list[Action]) -> list[Action]:
    """The legal actions without the pushes the turn's exact odds condemn: drawing again, or a pour,
    worth ``BLUNDER_POINTS`` less on average than the best choice (the explosion odds exceed what
    the draw can gain). A sampled search with few rollouts can misjudge a pure gamble (playtest: hard
    drew a fifth chemical at fire level 5 and exploded); these are exact, so the search need not
    learn them. A seat that stopping would leave behind the leader keeps every choice: near the end
    a gamble may be its only chance."""
    if state.phase not in ("mixing", "pour") or seat != state.current or seat >= len(state.scores()):
        return actions
    model = TurnModel(state)
    key = _flask_key(state.flasks)
    scores = state.scores()
    rival = max((s for p, s in enumerate(scores) if p != seat), default=0)
    if state.phase == "mixing":
        stop = next((a for a in actions if isinstance(a, R.Stop)), None)
        if stop is None or not any(isinstance(a, R.Draw) for a in actions):
            return actions
        value = model.stop_value(key)
        if scores[seat] + model.stop_points(key)[0] <= rival:
            return actions
        if model.draw_value(key, state.reds) < value - BLUNDER_POINTS:
            return [a for a in actions if not isinstance(a, R.Draw)]
        return actions
    pours = [a for a in actions if isinstance(a, R.Pour)]
    if len(pours) < 2:
        return actions
    judge = ExplosionPlayer("medium")
    values = {str(a): judge._pour_score(model, state, a) for a in pours}
    best = max(values.values())
    return [a for a in actions if not isinstance(a, R.Pour) or values[str(a)] >= best - BLUNDER_POINTS]


# --- what a search need not estimate (labdesk/ai/ismcts.py's ``exact_action`` hook) ---------------------
_TURN_SOLVER = ExplosionPlayer("medium")
_TURN_SOLVER.win_aware = True


def exact_action(state: R.ExplosionState, seat: int, actions: list[Action]) -> Action | None:
    """Draw, stop or where to pour, solved exactly for the chance to win (``WinTurnModel``): the
    turn's odds are known, so a search's sampled playouts could only blur them. At two seats every
    decision is the win-aware solver's (its cards judged by the same chance where ``JUDGED_CARDS``
    says, the rest by medium's rules), unguarded by ``sound_actions``: on paired deals it beat medium
    by more than the search did with those answers (docs/ai.md). Solo and at three or four seats,
    where that was not measured, the answers keep to ``sound_actions`` as before, and None (search)
    in every other decision and where a Process card could be played instead."""
    if state.players == 2 and not state.solo:
        action = _TURN_SOLVER.choose(state)
        return action if action in actions else None
    if state.phase not in ("mixing", "pour") or seat != state.current:
        return None
    if any(isinstance(a, R.Play) for a in actions):
        return None
    # here the hand-set curve judges the turn's ends: ``sound_actions`` keeps guarding it, as before
    sound = sound_actions(state, seat, actions)
    if len(sound) == 1:
        return sound[0]
    action = _TURN_SOLVER.choose(state)
    return action if action in sound else None


# --- single-minded styles for tools/balance.py's strategy table: medium with one weight bent ----------
STYLES = {
    "medium": 0.0,
    "daring": 1.0,  # draws again while one more pour looks up to a point worse than stopping
    "cautious": -1.0,  # stops unless one more pour looks a point better
}


def styled_player(style: str, seed: int = 0) -> ExplosionPlayer:
    player = ExplosionPlayer("medium", seed)
    player.name, player.daring = style, STYLES[style]
    return player


def make_player(level: str, seed: int = 0) -> ExplosionPlayer:
    if level not in ("easy", "medium"):
        raise ValueError(f"explosion AI levels here are easy and medium, not '{level}'")
    return ExplosionPlayer(level, seed)


def evaluate(state: R.ExplosionState, seat: int) -> float:
    """How good the position looks for ``seat`` in [0, 1]: the lead over the best rival in points,
    held Process cards and (for the player mixing) the flasks as they stand, squashed, with the scale
    shrinking as the beakers near X (less time to catch up)."""
    scores = state.scores()
    if state.is_over():
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    if seat >= len(scores):
        return 0.5
    worth = [scores[p] + CARD_VALUE * len(state.held[p]) + _in_flasks(state, p) for p in range(len(scores))]
    rival = max((w for p, w in enumerate(worth) if p != seat), default=0.0)
    lead = worth[seat] - rival
    # edges left before the nearest X: 0..6; fewer means the lead is more decisive
    left = min(_edges_left(state, b) for b in state.beakers)
    scale = 3.0 + 1.5 * left
    return 1.0 / (1.0 + math.exp(-lead / scale))


def _in_flasks(state: R.ExplosionState, p: int) -> float:
    """What the mixer's flasks would score if they stopped now (a turn judged halfway)."""
    if p != state.current or not state.flasks or state.phase not in ("mixing", "pour", "titrate", "scoring"):
        return 0.0
    return TurnModel(state).stop_value(_flask_key(state.flasks))


def _edges_left(state: R.ExplosionState, beaker: list) -> int:
    b = list(beaker)
    n = 0
    while not state.edge(b).x and n < 8:
        b[2] += 1
        if state.edge(b).flip:
            b[1], b[2] = "B", 0
        n += 1
    return n


__all__ = ["make_player", "evaluate", "sound_actions", "exact_action", "ExplosionPlayer", "TurnModel"]
