"""Statistics equal counts computed independently from the stored files."""
import dataclasses
import json
from datetime import datetime, timedelta, timezone

from labdesk import games
from labdesk.engine import history, stats
from labdesk.engine.match import Seat

from test_history_store import finished_tiny

T0 = datetime(2026, 12, 1, 10, 0, tzinfo=timezone.utc)
LINEUPS = [
    [Seat("human", "Ana"), Seat("ai", "Bo", "easy")],
    [Seat("human", "Ana"), Seat("ai", "Bo", "hard"), Seat("ai", "Cy", "easy")],
    [Seat("human", "Ana"), Seat("human", "Dee")],
    [Seat("ai", "X", "random"), Seat("ai", "Y", "medium")],  # a headless AI-only game: seat 1 counts
]


def _record_some(count: int) -> None:
    for i in range(count):
        history.record(finished_tiny(100 + i, LINEUPS[i % len(LINEUPS)]), now=T0 + timedelta(minutes=i))


def _independent() -> dict:
    """Per game and per opponent: games, wins, best and mean score, best streak, from the raw JSON."""
    rows = sorted((json.loads(p.read_text()) for p in history.history_dir().glob("*.json")),
                  key=lambda d: d["date"])
    per_opponent, results = {}, []
    for d in rows:
        if d["status"] != "finished":
            continue
        seats = d["save"]["seats"]
        me = [i for i, s in enumerate(seats) if s["kind"] == "human"][:1] or [0]
        me = me[0]
        won = me in d["result"]["winners"]
        results.append((won, d["result"]["scores"][me]))
        names = {("AI " + s["level"]) if s["kind"] == "ai" else s["name"] for i, s in enumerate(seats) if i != me}
        for name in names:
            games_, wins = per_opponent.get(name, (0, 0))
            per_opponent[name] = (games_ + 1, wins + won)
    streak = best = 0
    for won, _ in results:
        streak = streak + 1 if won else 0
        best = max(best, streak)
    scores = [s for _, s in results]
    return {"games": len(results), "wins": sum(w for w, _ in results), "best": max(scores), "low": min(scores),
            "mean": sum(scores) / len(scores), "best_streak": best, "current": streak, "opponents": per_opponent}


def test_statistics_equal_independent_counts(tiny_game):
    _record_some(14)
    abandoned = finished_tiny(999)
    history.record(abandoned, history.ABANDONED, now=T0 + timedelta(hours=1))
    expected = _independent()
    result = stats.compute(history.entries())
    tally = result.per_game["tiny"]
    assert (tally.games, tally.wins) == (expected["games"], expected["wins"])
    assert tally.best_score == expected["best"]
    assert abs(tally.average_score - expected["mean"]) < 1e-9
    assert (tally.best_streak, tally.current_streak) == (expected["best_streak"], expected["current"])
    assert abs(tally.win_rate - expected["wins"] / expected["games"]) < 1e-9
    assert result.abandoned == {"tiny": 1}
    assert result.per_variant[("tiny", "standard")] == tally
    opponents = {str(name): (t.games, t.wins) for (game, name), t in result.per_opponent.items()}
    assert opponents == expected["opponents"]


def test_lower_scores_win_takes_the_lowest_as_best(tiny_game, monkeypatch):
    monkeypatch.setitem(games.GAMES, "tiny", dataclasses.replace(tiny_game.SPEC, lower_scores_win=True))
    _record_some(6)
    assert stats.compute(history.entries()).per_game["tiny"].best_score == _independent()["low"]


def test_damaged_entries_are_not_counted(tiny_game):
    _record_some(3)
    (history.history_dir() / "20270101-000000-000000-tiny.json").write_text("{")
    assert stats.compute(history.entries()).per_game["tiny"].games == 3


def test_streaks_and_charts_from_a_sequence():
    def o(won, score):
        return stats.Outcome("x", T0, "tiny", "standard", 0, (), won, score, 10, None)

    seq = [o(w, s) for w, s in [(True, 5), (True, 7), (False, 1), (True, 9), (True, 9), (True, 2), (False, 3)]]
    t = stats.tally(seq)
    assert (t.games, t.wins, t.best_streak, t.current_streak, t.best_score) == (7, 5, 3, 0, 9)
    assert stats.win_rate_over_time(seq)[:3] == [1.0, 1.0, 2 / 3]
    assert sum(c for _, _, c in stats.score_histogram([s.score for s in seq], bins=4)) == 7
    assert stats.score_histogram([4, 4]) == [(4, 4, 2)]
