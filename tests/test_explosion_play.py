"""Explosion in the Laboratory: seeded random play, replay, determinize, the data file, odds and the AI.

The big run (2,000+ games over 1-4 players) is `labdesk simulate explosion`; this file keeps a
modest count so the suite stays fast.
"""
import copy
import json

import pytest

from labdesk.ai.checks import check_determinize, check_determinize_along_play
from labdesk.engine.core import IllegalAction, Rng
from labdesk.games.explosion import ai
from labdesk.games.explosion.content import ContentError, load, parse
from labdesk.games.explosion.odds import (colour_odds_of, explode_within, lab_card_lines, number_counts, numbers_line,
                                          rules_page_lines)
from labdesk.games.explosion.rules import RULES
from labdesk.resources import package_text


def play_random(seed, players, options=None, check=True):
    s = RULES.new_state(seed, players, options or {})
    rng = Rng(seed * 7 + players)
    actions = []
    while not s.is_over():
        legal = s.legal_actions()
        assert len({str(a) for a in legal}) == len(legal), "str(action) must be unique"
        assert s.current_player() is not None and s.current_player() < (players if players > 1 else 1)
        a = legal[rng.randrange(len(legal))]
        actions.append(str(a))
        s.apply(a)
        if check:
            s.check_invariants()
        assert len(actions) < 3000
    return s, actions


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_seeded_random_games_keep_every_invariant(players):
    levels = ["easy", "normal", "hard"]
    for seed in range(25):
        s, _ = play_random(seed, players, {"robot": levels[seed % 3]} if players == 1 else {})
        assert s.is_over() and s.winners()
        assert any(s.edge(b).x for b in s.beakers)


def test_replay_by_action_text_reproduces_the_game():
    s, actions = play_random(11, 1)
    again = RULES.new_state(11, 1, {})
    for text in actions:
        again.apply(again.find_action(text))
    assert again.observation(0) == s.observation(0)


def test_illegal_actions_leave_the_state_unchanged_during_play():
    s = RULES.new_state(4, 3, {})
    rng = Rng(4)
    from labdesk.games.explosion import rules as R

    probes = [R.Stop(), R.Draw(), R.Score(), R.Explode(), R.Ready(), R.Pour("K", 1), R.Pour("B", 9),
              R.Play(99, "Nothing"), R.Keep(1, "B")]
    while not s.is_over():
        legal = {str(a) for a in s.legal_actions()}
        for probe in probes:
            if str(probe) in legal:
                continue
            before = json.dumps(s.observation(None), sort_keys=True)
            with pytest.raises(IllegalAction):
                s.apply(probe)
            assert json.dumps(s.observation(None), sort_keys=True) == before
        acts = s.legal_actions()
        s.apply(acts[rng.randrange(len(acts))])


@pytest.mark.parametrize("players", [1, 3])
def test_determinize_is_sound_along_play(players):
    assert check_determinize_along_play(RULES, 3, players, every=5) > 3


def test_determinize_reshuffles_only_the_deck():
    s = RULES.new_state(8, 2, {})
    check_determinize(s, 0, Rng(1))
    world = s.determinize(0, Rng(2))
    assert sorted(world.deck) == sorted(s.deck) and world.observation(1) == s.observation(1)
    assert RULES.spec.hidden_information is False


# --- the data file ---------------------------------------------------------------------------------
def test_shipped_content_loads_with_the_designed_counts():
    c = load()
    assert len(c.lab) == 6 and len(c.beakers) == 5 and len(c.flasks) == 6 and len(c.cards) == 8
    assert len({e.name for sides in c.cards.values() for e in sides.values()}) == 16
    assert set(c.beaker_sets) == {1, 2, 3, 4}
    assert "rationale" in c.raw and all(c.raw["rationale"].values())


def _broken(mutate):
    data = copy.deepcopy(load().raw)
    mutate(data)
    with pytest.raises(ContentError):
        parse(data)


def test_schema_refuses_bad_content():
    _broken(lambda d: d["lab_cards"].pop())
    _broken(lambda d: d["lab_cards"][0].update(tubes="BYR"))
    _broken(lambda d: d["lab_cards"][0].update(left=13))
    _broken(lambda d: d["beakers"][0]["sides"]["A"].reverse())
    _broken(lambda d: d["beakers"][1]["sides"]["B"][0].update(index=1))
    _broken(lambda d: d["beaker_sets"].update({"2": ["P1", "G1", "G2"]}))
    _broken(lambda d: d["process_cards"][0]["blue"].update(phase="mixing"))
    _broken(lambda d: d["process_cards"][1]["blue"].update(name="Distill"))
    _broken(lambda d: d["robot"]["difficulties"]["easy"]["rows"].pop())
    _broken(lambda d: d["flasks"][1].update(mix="BR"))


# --- odds -------------------------------------------------------------------------------------------
def test_odds_table_in_rules_page_matches_the_data():
    page = package_text("labdesk/games/explosion/rules.md")
    for line in rules_page_lines(load()) + [numbers_line(load())] + lab_card_lines(load()):
        assert line in page, f"rules.md is out of date (run tools/explosion_odds.py): {line}"


def test_odds_enumerate_720_rows_and_danger_rises_with_fire():
    c = load()
    assert sum(number_counts(c).values()) == 720
    previous = -1
    for fire in range(1, 7):
        odds = colour_odds_of(c, fire)
        assert sum(odds.values()) == 1
        danger = odds["R"] + odds["K"]
        assert danger > previous
        previous = danger
        assert explode_within(odds, 1) == 0 and explode_within(odds, 4) > explode_within(odds, 2)


def test_rules_page_has_rulings_and_the_designed_cards():
    page = package_text("labdesk/games/explosion/rules.md")
    assert "## Rulings" in page
    c = load()
    for sides in c.cards.values():
        for e in sides.values():
            assert f"**{e.name}**" in page
    for level in c.robot["difficulties"]:
        assert f"**{level.capitalize()}**" in page


# --- AI ---------------------------------------------------------------------------------------------
def test_ai_levels_choose_legal_actions_and_evaluate_in_range():
    for level in ("easy", "medium"):
        for players in (1, 2, 4):
            s = RULES.new_state(players, players, {})
            bots = [ai.make_player(level, seat) for seat in range(players)]
            while not s.is_over():
                seat = s.current_player()
                before = json.dumps(s.observation(seat), sort_keys=True)
                action = bots[seat].choose(s)
                assert json.dumps(s.observation(seat), sort_keys=True) == before
                assert action in s.legal_actions()
                s.apply(action)
                for p in range(s.players):
                    assert 0.0 <= ai.evaluate(s, p) <= 1.0
    # decision time is measured by `labdesk bench`, not asserted here


def test_medium_beats_random():
    from labdesk.ai.arena import simulate

    result = simulate("explosion", 2, 20, ["medium", "random"], seed=100, swap=True)
    assert result["violations"] == 0
    assert result["wins_by_ai"]["medium"] >= 16


def test_medium_stops_when_the_next_pour_is_too_risky():
    from helpers.explosion import act, force, fresh

    s = fresh()
    for compound in ("purple", "green", "orange"):
        b = s.beaker_for(compound)
        b[1], b[2] = "B", 2  # fire 6: a red already poured makes the next pour explode 52% of the time
    force(s, "R", fire=6)
    act(s, "shuffle the Lab cards")
    act(s, "pour red into flask 1")
    force(s, "Y", fire=6)
    act(s, "shuffle the Lab cards")
    act(s, "pour yellow into flask 1")  # orange compound made, a red inside
    assert str(ai.make_player("medium").choose(s)) == "stop"


def test_ai_answers_every_position_of_random_games():
    """The heuristics must cope with any reachable position (Buffer corners, cards, side choices)."""
    players = {level: ai.make_player(level, 3) for level in ("easy", "medium")}
    for seed in range(30):
        s = RULES.new_state(seed, 1 + seed % 4, {})
        rng = Rng(seed)
        while not s.is_over():
            for player in players.values():
                assert player.choose(s) in s.legal_actions()
            legal = s.legal_actions()
            s.apply(legal[rng.randrange(len(legal))])


def test_the_command_line_plays_the_robot_and_takes_its_difficulty_as_an_option(capsys):
    from labdesk.cli import main

    assert main(["simulate", "explosion", "--players", "1", "--games", "2", "--ai", "easy"]) == 0
    assert "robot" in capsys.readouterr().out
    assert main(["simulate", "explosion", "--players", "1", "--games", "2", "--option", "robot=hard"]) == 0
    # the Robot only plays solo, and the old robot variants are gone: both are clear errors (exit 2)
    assert main(["simulate", "explosion", "--players", "2", "--option", "robot=hard"]) == 2
    assert "solo" in capsys.readouterr().err
    assert main(["simulate", "explosion", "--players", "1", "--variant", "robot-easy"]) == 2
    assert main(["simulate", "explosion", "--players", "1", "--option", "robot=brutal"]) == 2
