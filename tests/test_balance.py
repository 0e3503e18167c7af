"""tools/balance.py (its interval and cell sizing, its setups, a tiny run) and the "Is it fair?" page
that shows its figures (every game, English and Russian, larger text: nothing cut or spilling over)."""
import json
import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import balance  # noqa: E402
from helpers.i18n_fit import cuts_larger_text_adds, cuts_russian_adds  # noqa: E402
from labdesk import games  # noqa: E402
from labdesk.ui.scenes import fairness  # noqa: E402

GAMES = ["experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry"]


# --- the maths ------------------------------------------------------------------------------------------
def test_wilson_interval_of_small_samples():
    assert balance.wilson(0, 0) == (0.0, 0.0)
    lo, hi = balance.wilson(5, 10)
    assert lo < 0.5 < hi and abs((0.5 - lo) - (hi - 0.5)) < 1e-9  # symmetric at one half
    assert lo == pytest.approx(0.2366, abs=1e-3) and hi == pytest.approx(0.7634, abs=1e-3)
    lo, hi = balance.wilson(0, 10)
    assert lo == 0.0 and 0.0 < hi < 0.35  # never below zero, still room above
    assert balance.wilson(10, 10)[1] == 1.0


def test_a_cell_is_big_enough_for_four_points_and_whole_rotations():
    for seats in (2, 3, 4, 5, 6):
        n = balance.games_needed(seats)
        assert n % seats == 0
        fair = 1 / seats
        lo, hi = balance.wilson(fair * n, n)
        assert (hi - lo) / 2 <= balance.MARGIN
    assert balance.games_needed(2) == 602
    assert 540 <= balance.games_needed(3) <= 570
    assert 440 <= balance.games_needed(4) <= 510
    assert balance.whole_rotations(20, 3) == 21


def test_setups_follow_each_spec():
    labels = lambda game, n: [s.label for s in balance.setups(game, n)]  # noqa: E731
    assert labels("lab-wars", 3) == ["standard", "alternate_1", "alternate_2", "alternate_3", "legends"]
    assert labels("explosion", 1) == ["robot: easy", "robot: normal", "robot: hard"]
    assert labels("explosion", 2) == ["standard"]
    assert labels("experiment", 2) == ["two-player"]
    assert labels("experiment", 4) == ["standard", "advanced"]
    assert labels("lab-chaos", 5) == ["standard"]  # its options score matches of several deals only
    assert dict(balance.setups("lab-wars", 2)[3].options) == {"alternate_3": True}


def test_chunks_merge_to_the_same_figures_as_one_run():
    cell = balance.Cell("lab-chaos", 3, balance.setups("lab-chaos", 3)[0], 6)
    whole = balance.play_chunk((cell, 0, 6))
    halves = balance.Tally()
    halves.add(balance.play_chunk((cell, 0, 3)))
    halves.add(balance.play_chunk((cell, 3, 3)))
    assert whole == halves
    assert whole.games == 6 and sum(whole.seat_wins) == pytest.approx(6)
    assert sum(whole.ends.values()) == 6


def test_a_tiny_lab_chaos_run_prints_every_table(capsys):
    assert balance.main(["--game", "lab-chaos", "--games", "3"]) == 0
    out = capsys.readouterr().out
    for n in (3, 4, 5, 6):
        assert f"lab-chaos {n}p standard:" in out
    assert "style ender" in out and "Deals end by" in out and "| quorum | yes |" in out  # an End card


def test_the_summary_holds_what_the_page_shows():
    entry = {"game": "lab-chaos", "when": "now", "strategies": [
        {"players": 4, "style": "ender", "games": 200, "share": 0.30},
        {"players": 4, "style": "reactor", "games": 200, "share": 0.20}],
        "seat_cells": [
            {"players": 3, "setup": "standard", "options": {}, "games": 549,
             "seats": [{"share": s} for s in (0.4, 0.3, 0.3)]},
            {"players": 4, "setup": "standard", "options": {}, "games": 476,
             "seats": [{"share": 0.25}] * 4}],
        "lab_chaos": [{"players": 3, "end_card_share": 0.5}, {"players": 4, "end_card_share": 0.6}]}
    summary = balance.fairness_summary(entry)
    assert [r["players"] for r in summary["seat_counts"]] == [3, 4]
    assert summary["strongest_strategy"]["style"] == "ender"
    assert summary["first_seat_worst_gap"] == pytest.approx(0.4 - 1 / 3, abs=1e-3)
    assert summary["end_card_share"][1] == {"players": 4, "share": 0.6}


# --- the page -------------------------------------------------------------------------------------------
def fixture_data(game_id: str) -> dict:
    """The widest page a game can have: every seat count it allows, a strategy, and its extras."""
    spec = games.GAMES[game_id]
    rows = [{"players": n, "games": 450, "setup": "standard", "shares": [round(1 / n + 0.1 * (i == 0) - 0.1 * (i == 1), 3)
                                                                          for i in range(n)]}
            for n in spec.players if n > 1]
    data = {"game": game_id, "seat_counts": rows, "first_seat_worst_gap": 0.1,
            "strongest_strategy": {"style": next(iter(fairness.STYLE_WORDS)), "players": 3, "share": 0.41, "games": 201}}
    if game_id == "lab-chaos":
        data["end_card_share"] = [{"players": r["players"], "share": 0.5} for r in rows]
    if game_id == "explosion":
        data["solo"] = [{"robot": level, "games": 601, "share": 0.5} for level in ("easy", "normal", "hard")]
    return data


def showing_fairness(game_id: str, pages: list):
    def show(app):
        from labdesk.ui.app import settle
        from labdesk.ui.scenes.menu import MenuScene

        app.reset(MenuScene(app))
        app.push(fairness.FairnessScene(app, game_id))
        settle(app)
        app.draw(pygame.Surface(app.size))
        pages.append(app.top)
    return show


@pytest.fixture
def figures(monkeypatch):
    monkeypatch.setattr(fairness, "fairness_data", fixture_data)


def _inside(scene) -> bool:
    box = scene.lay.rect("text")
    return box.contains(scene.drawn)


@pytest.mark.parametrize("game", GAMES)
def test_the_page_fits_in_russian_and_at_larger_text(app, figures, game):
    pages = []
    assert cuts_russian_adds(app, showing_fairness(game, pages)) == []
    assert all(_inside(p) for p in pages), [p.drawn for p in pages]
    assert cuts_larger_text_adds(app, showing_fairness(game, pages), 150, lang="ru") == []
    assert all(_inside(p) for p in pages), [p.drawn for p in pages]


def test_every_sentence_is_worded_for_each_shape_of_figures(figures):
    even = fixture_data("lab-wars")
    even["seat_counts"] = [{"players": 2, "games": 602, "setup": "standard", "shares": [0.51, 0.49]}]
    assert "hardly matters" in fairness.seat_sentences(even)[0]
    uneven = fixture_data("lab-chaos")
    assert "with 3 players" in fairness.seat_sentences(uneven)[0] or "players the first" in \
        fairness.seat_sentences(uneven)[0]
    table = fairness.seat_table(uneven)
    assert table.headings[-1] == "Ended by an End card" and len(table.rows[-1]) == len(table.headings)
    extras = fairness.other_sentences(fixture_data("explosion"))
    assert any("hard Robot" in s for s in extras)


def test_the_rules_page_opens_the_summary(app, figures):
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.rules import RulesScene
    import pygame_gui

    app.reset(MenuScene(app))
    rules = RulesScene(app, "lab-chaos")
    app.push(rules)
    rules.handle_event(pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, {"ui_element": rules.fair}))
    assert isinstance(app.top, fairness.FairnessScene) and app.top.game_id == "lab-chaos"


def test_shipped_figures_read_as_figures():
    for game in GAMES:
        path = balance.fairness_path(game)
        if path.exists():  # written by tools/balance.py --write
            data = json.loads(path.read_text())
            assert data["game"] == game and fairness.fairness_data(game) == data


def test_a_run_of_some_seat_counts_adds_to_the_stored_rest():
    def row(players, setup, share):
        return {"players": players, "setup": setup, "options": {}, "games": 10,
                "seats": [{"share": share, "interval": [0, 1]}] * players}
    old = {"game": "lab-wars", "command": "old", "when": "then", "strategies": [],
           "seat_cells": [row(2, "standard", 0.5), row(3, "standard", 0.3), row(3, "legends", 0.3)]}
    new = {"game": "lab-wars", "command": "new", "when": "now", "strategies": [],
           "seat_cells": [row(3, "alternate_1", 0.4), row(3, "standard", 0.35)]}
    both = balance.merged(json.loads(json.dumps(old)), new)
    assert [(r["players"], r["setup"]) for r in both["seat_cells"]] == [
        (2, "standard"), (3, "standard"), (3, "alternate_1"), (3, "legends")]
    assert both["seat_cells"][1]["seats"][0]["share"] == 0.35 and both["seat_cells"][1]["command"] == "new"
    assert both["seat_cells"][0]["command"] == "old" and both["complete"] is False


def test_a_games_notes_go_under_its_tables(tmp_path, monkeypatch):
    monkeypatch.setattr(balance, "NOTES", tmp_path)
    entry = {"game": "lab-wars", "title": "Lab Wars", "machine": "m", "command": "c", "when": "w",
             "seat_cells": [], "strategies": []}
    assert "Why the seats differ" not in balance.game_markdown(entry)
    (tmp_path / "lab-wars.md").write_text("**Why the seats differ.** The last round.\n", encoding="utf-8")
    assert balance.game_markdown(entry).endswith("._\n\n**Why the seats differ.** The last round.")


def test_a_cell_spread_wider_than_sized_is_topped_up_until_its_intervals_are_within_the_margin(monkeypatch):
    plays = []

    def fake_run(cell, jobs, pool, first=0):
        plays.append((first, cell.games))
        t = balance.Tally(games=cell.games - first)
        # seat 1 wins 60%: wider than a cell of fair-share seats is sized for
        t.seat_wins = [0.6 * t.games, 0.4 * t.games]
        return t

    monkeypatch.setattr(balance, "run_cell", fake_run)
    cell = balance.Cell("experiment", 2, balance.Setup("standard"), 500)
    grown, tally = balance.run_seat_cell(cell, 1, None, sized=True)
    assert plays[0] == (0, 500) and all(a == b for (_, b), (a, _) in zip(plays, plays[1:]))  # seeds follow on
    assert tally.games == grown.games > 500 and balance.widest_half(tally) <= balance.MARGIN
    plays.clear()
    _, tally = balance.run_seat_cell(cell, 1, None, sized=False)  # --games: exactly what was asked
    assert plays == [(0, 500)] and tally.games == 500


def test_a_card_is_off_target_only_when_its_whole_interval_is_above_the_cap():
    from labdesk.games.lab_chaos import content

    card = next(c for c in content.load().cards.values() if not c.end).id

    def verdict(won, tried, players=5):
        t = balance.Tally(games=400)
        t.laid[card] = tried
        t.player_deals[card], t.player_won[card] = tried, won
        row = next(c for c in balance.chaos_rows(players, t)["cards"] if c["card"] == card)
        return row["meets"], row["player_interval"]

    assert verdict(28, 84)[0] is True  # 33% of 84 (cap 30%): the interval reaches well under the cap
    meets, (low, high) = verdict(400, 1000)  # 40% of 1000: clearly above 30%
    assert meets is False and low > 0.3
