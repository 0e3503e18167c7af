"""The arena: play complete seeded games between AI levels and measure them (``labdesk simulate``).

Every game is checked as it is played: ``check_invariants()`` after every action, a player that
changes the state it was asked about, an exception, or a game that does not end within an action cap
each count as one violation (the game is abandoned and the next one starts). The result is the JSON
object of ``labdesk simulate --json``.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable

from labdesk.engine.core import State

ROBOT = "robot"  # the name of a rules-driven seat (solo Explosion's Robot) in the "ai" list
MAX_ACTIONS = 5000  # a game still running after this many actions counts as not ending
MAX_EXAMPLES = 5


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in [0, 100]); 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, min(len(ordered), -(-len(ordered) * q // 100)))
    return ordered[int(rank) - 1]


def _timing(values: list[float]) -> dict[str, float]:
    if not values:
        return {"mean": 0.0, "median": 0.0, "p95": 0.0, "decisions": 0}
    return {"mean": round(statistics.fmean(values), 3), "median": round(statistics.median(values), 3),
            "p95": round(percentile(values, 95), 3), "decisions": len(values)}


def seat_levels(ai_levels: list[str], players: int, game_index: int, swap: bool) -> list[str]:
    """The level of each human-player seat in one game. Fewer levels than seats repeat cyclically;
    with ``swap`` the assignment rotates by one seat each game so no level keeps the same turn order."""
    if not ai_levels:
        ai_levels = ["random"]
    base = [ai_levels[i % len(ai_levels)] for i in range(players)]
    shift = game_index % players if swap else 0
    return [base[(seat - shift) % players] for seat in range(players)]


def _default_factory(game_id: str) -> Callable[[str, int], Any]:
    from labdesk.ai.base import make_player

    return lambda level, seed: make_player(game_id, level, seed)


def _robot_action(state: State):
    """The Robot's move when the rules expose it as a seat that must be asked (``robot_action()``)."""
    hook = getattr(state, "robot_action", None)
    if hook is None:
        raise RuntimeError(f"seat {state.current_player()} is a rules-driven seat but the state has "
                           "no robot_action()")
    return hook()


def simulate(game_id: str, players: int, games: int, ai_levels: list[str] | None = None,
             seed: int = 0, swap: bool = False, options: dict | None = None, check: bool = True, *,
             variant: str | None = None, rules: Any = None,
             player_factory: Callable[[str, int], Any] | None = None,
             max_actions: int = MAX_ACTIONS, keep_times: bool = False,
             progress: Callable[[int], None] | None = None) -> dict:
    """Play ``games`` complete games of ``game_id`` with ``players`` seats, AI levels per seat.

    ``ai_levels`` lists a level per seat ("random", "easy", "medium", "hard"); fewer than the seats
    repeat cyclically; ``swap`` rotates them across games. Game ``g`` is dealt from seed ``seed + g``.
    ``variant`` (if given) is passed as ``options["variant"]``. ``rules`` and ``player_factory``
    replace the catalogue lookup (tests, games in progress). ``check=False`` skips the invariant
    checks (timing runs). ``keep_times`` adds every decision time per level under
    ``"decision_ms_raw"`` (to merge runs); ``progress(g)`` is called after each game.
    Seats the rules add beyond ``players`` (solo Explosion's Robot) are named "robot" in ``ai``;
    they are played by the rules, not by an AI.
    """
    ai_levels = list(ai_levels or ["random"])
    if len(ai_levels) > players:
        raise ValueError(f"--ai names {len(ai_levels)} levels but the game has {players} seat(s): "
                         "give one level, or one per seat")
    if rules is None:
        from labdesk import games as catalogue

        rules = catalogue.rules(game_id)
    factory = player_factory or _default_factory(game_id)
    options = dict(options or {})
    if variant is not None:
        options["variant"] = variant

    seats_total = players
    wins: dict[int, float] = {}
    wins_by_ai: dict[str, float] = {}
    games_by_ai: dict[str, int] = {}
    decision_ms: list[float] = []
    decision_ms_by_ai: dict[str, list[float]] = {}
    turns: list[int] = []
    violations = 0
    examples: list[str] = []
    first_levels = seat_levels(ai_levels, players, 0, swap)

    def violation(text: str) -> None:
        nonlocal violations
        violations += 1
        if len(examples) < MAX_EXAMPLES:
            examples.append(text)

    for g in range(games):
        game_seed = seed + g
        levels = seat_levels(ai_levels, players, g, swap)
        seat_players = [factory(level, game_seed * 1009 + 17 * seat + 1)
                        for seat, level in enumerate(levels)]
        where = f"game {g} (seed {game_seed}, seats {','.join(levels)})"
        last = "(start)"
        try:
            state = rules.new_state(game_seed, players, options)
            seats_total = max(seats_total, state.players)
            if check:
                state.check_invariants()
            actions = 0
            while not state.is_over():
                if actions >= max_actions:
                    raise TimeoutError(f"did not end within {max_actions} actions")
                seat = state.current_player()
                if seat is None:
                    raise RuntimeError("no player to act but the game is not over")
                if seat >= players:
                    action = _robot_action(state)
                else:
                    before = state.observation(seat) if check else None
                    start = time.perf_counter()
                    action = seat_players[seat].choose(state)
                    ms = (time.perf_counter() - start) * 1000.0
                    decision_ms.append(ms)
                    decision_ms_by_ai.setdefault(levels[seat], []).append(ms)
                    if check and state.observation(seat) != before:
                        raise RuntimeError(f"the {levels[seat]} player changed the state it was "
                                           "asked about")
                last = str(action)
                state.apply(action)
                actions += 1
                if check:
                    state.check_invariants()
        except Exception as exc:  # every failure of a game is reported, none stops the run
            violation(f"{where}: {type(exc).__name__}: {exc} (after action '{last}')")
            if progress:
                progress(g)
            continue
        turns.append(state.turn_count())
        names = levels + [ROBOT] * (state.players - players)
        for name in names:
            games_by_ai[name] = games_by_ai.get(name, 0) + 1
        winners = state.winners()
        for w in winners:
            share = 1.0 / len(winners)  # a tie splits the win
            wins[w] = wins.get(w, 0.0) + share
            wins_by_ai[names[w]] = wins_by_ai.get(names[w], 0.0) + share
        if progress:
            progress(g)

    ai_names = first_levels + [ROBOT] * (seats_total - players)
    all_levels = dict.fromkeys(ai_names)  # each level once, in seat order
    result = {
        "game": game_id,
        "players": players,
        "games": games,
        "seed": seed,
        "ai": ai_names,
        "wins": [round(wins.get(seat, 0.0), 3) for seat in range(seats_total)],
        "mean_turns": round(statistics.fmean(turns), 2) if turns else 0.0,
        "decision_ms": {k: _timing(decision_ms)[k] for k in ("mean", "p95")},
        "violations": violations,
        "violation_examples": examples,
        "swap": swap,
        "wins_by_ai": {level: round(wins_by_ai.get(level, 0.0), 3) for level in all_levels},
        "games_by_ai": {level: games_by_ai.get(level, 0) for level in all_levels},
        "decision_ms_by_ai": {level: _timing(decision_ms_by_ai.get(level, []))
                              for level in all_levels},
    }
    if keep_times:
        result["decision_ms_raw"] = {level: decision_ms_by_ai.get(level, []) for level in all_levels}
    return result
