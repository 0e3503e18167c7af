"""tools/ai_table.py: match-ups at the game's smallest table, the first level in every seat equally."""
import sys
from collections import Counter
from pathlib import Path

from labdesk.ai.arena import seat_levels

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import ai_table  # noqa: E402


def test_duel_where_the_game_allows_two_players_else_its_smallest_table():
    assert ai_table.table_size("explosion") == 2
    assert ai_table.table_size("lab-wars") == 2
    assert ai_table.table_size("lab-chaos") == 3


def test_duel_seating_is_the_two_levels():
    assert ai_table.seating(("hard", "medium"), 2) == ["hard", "medium"]


def test_first_level_sits_once_in_every_seat_per_round_of_games():
    players = 3
    seats = ai_table.seating(("hard", "medium"), players)
    assert seats == ["hard", "medium", "medium"]
    for first_game in (0, 3, 6):
        where = [seat_levels(seats, players, g, True).index("hard")
                 for g in range(first_game, first_game + players)]
        assert sorted(where) == [0, 1, 2]
    assert Counter(seat_levels(seats, players, 4, True)) == {"hard": 1, "medium": 2}


def test_a_three_seat_matchup_counts_every_seat_and_a_fair_share_table():
    r = ai_table.run_matchup("lab-chaos", ("medium", "random"), 6, seed=1000, jobs=1)
    assert r["players"] == 3 and r["games"] == 6 and len(r["seat_wins"]) == 3
    assert sum(r["wins_by_ai"].values()) == sum(r["seat_wins"]) == 6
    table = ai_table.game_table("lab-chaos", [r], ai_table.timing_summary([r]))
    assert "3 players" in table and "fair share 33%" in table
