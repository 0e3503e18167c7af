"""Hints that explain: the Hint button asks the adviser (the hard AI that Analysis asks, with the same
seed for the same position), so the two agree; every reason speaks about its move, for any legal move
(Analysis explains the move played too), and the figures it quotes are true by the rules."""
from __future__ import annotations

import re
from fractions import Fraction

import pygame
import pytest

from labdesk.ai.adviser import position_seed, searcher
from labdesk.ai.hints import Hint, hint, make, playouts, reason, seat_names, seeded_match, seeded_position
from helpers.take_game import app, frames, press, run_until, ui_tiny_game  # noqa: F401  (fixtures)

POSITIONS = 12


def positions(game_id: str, players: int, count: int = POSITIONS, first: int = 2):
    """Seeded positions with a seat to act, spread over the opening and the middle game."""
    found = []
    for seed in range(count * 4):
        state = seeded_position(game_id, players, seed, first + (seed * 7) % 45)
        if state.current_player() is not None:
            found.append(state)
        if len(found) == count:
            break
    return found


def every_reason(game_id: str, states):
    """(state, seat, action, reason) for every legal move of every position (no search: cheap)."""
    for state in states:
        me = state.current_player()
        for action in state.legal_actions():
            yield state, me, action, reason(game_id, state.clone(), me, (action,))


def test_an_unsure_hint_says_so_with_the_search_figures_when_it_has_them():
    from labdesk.games.explosion.rules import Stop

    assert "close call" in make(Stop(), "Stop now", unsure=True).reason
    assert make(Stop(), "Stop now").reason == "Stop now"
    said = make(Stop(), "Stop now", True, (playouts("51%", 40), "shuffle the Lab cards", playouts("49%", 30))).reason
    assert "51% of a game in 40 playouts" in said and "shuffle the Lab cards 49% of a game in 30 playouts" in said
    brief = make(Stop(), "Stop now", True, (playouts("51%", 40), "shuffle the Lab cards", playouts("49%", 30))).brief
    assert brief == "Stop now (a close call: another move is nearly as good)"  # where the board has no room


# --- Explosion ----------------------------------------------------------------------------------
EXPLOSION = positions("explosion", 2)


def explosion_mentions(action, names) -> list[str]:
    from labdesk.games.explosion import rules as R

    if isinstance(action, R.Pour):
        return [f"flask {action.flask}"]
    if isinstance(action, (R.Play, R.TakeSide)):
        return [action.effect]
    return {R.Stop: ["Stop"], R.Draw: ["Shuffle on", "Nothing is poured"], R.Score: ["score"],
            R.Ready: ["no card"], R.Explode: ["explode"], R.Keep: ["Chemical"]}[type(action)]


def stop_and_score(state) -> float:
    """The points the mixer gains by stopping now and scoring, by the rules."""
    from labdesk.games.explosion import rules as R

    world = state.clone()
    me = world.current_player()
    before = world.scores()[me]
    world.apply(R.Stop())
    if world.phase == "scoring":
        world.apply(R.Score())
    return world.scores()[me] - before


def shuffle_once_then_stop(state) -> float:
    """Expected points of shuffling exactly once more and then stopping, by the rules' exact odds
    (an explosion scores nothing): a floor for the best play's expected points."""
    from labdesk.games.explosion import ai
    from labdesk.games.explosion.odds import colour_odds

    model = ai.TurnModel(state)
    key = ai._flask_key(state.flasks)
    total = 0.0
    for chem, p in colour_odds(state.fire_level()).items():
        if chem == "K" or (chem == "R" and state.reds):
            continue  # unstable: nothing scored
        options = model.after_pour(key, chem)
        total += float(p) * max((model.stop_points(k)[0] for k in options), default=0)
    return total


def test_explosion_stop_or_shuffle_states_the_odds_and_the_points_of_both_choices():
    from labdesk.games.explosion import rules as R
    from labdesk.games.explosion.odds import colour_odds, explode_next

    checked = 0
    for seed in range(120):
        state = seeded_position("explosion", 2, seed, 4 + seed % 30)
        if state.current_player() is None or state.phase != "mixing" or not state.pours or not state.has_room():
            continue
        me = state.current_player()
        p = explode_next(colour_odds(state.fire_level()), first=not state.flasks, reds=state.reds)
        for action in (R.Stop(), R.Draw()):  # the same figures whichever way the advice goes
            said = reason("explosion", state.clone(), me, (action,))
            shown = re.search(r"1 in (\d+) chance|(\d+)% chance", said)
            assert p == Fraction(1, int(shown.group(1))) if shown.group(1) else int(shown.group(2)) == round(100 * p)
            assert int(re.search(r"stopping banks (\d+) point", said).group(1)) == stop_and_score(state)
            expected = float(re.search(r"shuffling on is worth ([\d.]+) points", said).group(1))
            assert expected >= round(shuffle_once_then_stop(state), 1) - 0.05
        checked += 1
        if checked == 12:
            break
    assert checked >= 6


def test_explosion_the_two_sides_of_a_process_card_are_compared_once():
    """The coach's samples said "Suggested: Keep Assay (...) rather than Distill (...). Played: Keep
    Distill (...) rather than Assay (...)": the same two cards twice. Said once, from the side kept."""
    from labdesk.ai.hints import compare
    from labdesk.engine.core import Rng
    from labdesk.games.explosion import rules as R

    told = 0
    for seed in range(60):
        state = seeded_position("explosion", 2, seed, 2)
        rng = Rng(seed)
        for _ in range(300):
            if state.is_over() or told >= 3:
                break
            sides = [a for a in state.legal_actions() if isinstance(a, R.TakeSide)]
            if len(sides) == 2:
                me = state.current_player()
                text = compare("explosion", state, me, (sides[0],), (sides[1],))
                assert text == reason("explosion", state, me, (sides[0],))
                assert "rather than" in text and "Played" not in text
                told += 1
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
        if told >= 3:
            break
    assert told >= 1


def test_explosion_a_pour_quotes_what_stopping_right_after_it_banks():
    from labdesk.games.explosion import rules as R

    checked = 0
    for seed in range(150):
        state = seeded_position("explosion", 2, seed, 3 + seed % 30)
        if state.current_player() is None or state.phase != "pour":
            continue
        me = state.current_player()
        for action in state.legal_actions():
            if not isinstance(action, R.Pour):
                continue
            quoted = int(re.search(r"stopping then banks (\d+) point", reason("explosion", state, me, (action,))).group(1))
            world = state.clone()
            world.apply(action)
            if world.phase == "mixing" and R.Stop() in world.legal_actions():
                assert stop_and_score(world) == quoted
                checked += 1
        if checked >= 12:
            break
    assert checked >= 6


# --- the command line -----------------------------------------------------------------------------
def test_cli_hint_prints_the_action_its_reason_and_the_adviser_as_json(capsys, monkeypatch):
    import json

    monkeypatch.setenv("LABDESK_LANG", "en")  # main() sets it from --lang; restored after the test
    from labdesk.cli import main

    assert main(["hint", "explosion", "--players", "2", "--seed", "3", "--moves", "9", "--json", "--lang", "en"]) == 0
    out = json.loads(capsys.readouterr().out)
    match = seeded_match("explosion", 2, 3, 9)
    expected = hint("explosion", match.state, match.state.current_player(),
                    seed=position_seed(match.seed, len(match.actions)))
    assert out == {"action": str(expected.action), "reason": expected.reason, "unsure": expected.unsure,
                   "level": "hard"}
    assert match.state.find_action(out["action"]) == expected.action


def test_cli_hint_refuses_bad_player_counts(capsys):
    from labdesk.cli import main

    assert main(["hint", "explosion", "--players", "9", "--json"]) == 2
    assert "players" in capsys.readouterr().err


# --- Experiment -----------------------------------------------------------------------------------
EXPERIMENT = positions("experiment", 3)


def experiment_mentions(action, names) -> list[str]:
    from labdesk.games.experiment import rules as R
    from labdesk.games.experiment import words

    if isinstance(action, R.CompleteTask):
        return [action.task]
    if isinstance(action, R.TakeTask):
        return [action.task or "top task"]
    if isinstance(action, R.TakeLab):
        return ["secret"] if action.slot in R.SECRET_SLOTS else [words.lab_card_name(action.slot)]
    if isinstance(action, R.DiscardLab):
        return [words.lab_card_name(action.kind)]
    if isinstance(action, R.EndTasks):
        return ["tasks"]
    return [str(action.value)]


def test_experiment_quotes_the_points_a_completed_task_really_gives():
    from labdesk.games.experiment import rules as R

    checked = 0
    for seed in range(300):
        state = seeded_position("experiment", 3, seed, 10 + seed % 70)
        if state.current_player() is None or state.decision != "tasks":
            continue
        me = state.current_player()
        for action in state.legal_actions():
            if isinstance(action, R.CompleteTask):
                quoted = int(re.search(r"for (\d+) point", reason("experiment", state, me, (action,))).group(1))
                world = state.clone()
                world.apply(action)
                assert world.scores()[me] - state.scores()[me] == quoted
                checked += 1
        if checked >= 5:
            break
    assert checked >= 3


def test_experiment_a_task_on_show_quotes_the_cards_still_missing_and_never_zero():
    """The coach's samples said "Task T05 (2 points): you still need 0 cards for it": a task whose
    cards the seat already holds says so; any other quotes how many cards it still lacks."""
    from labdesk.games.experiment import ai
    from labdesk.games.experiment import rules as R
    from labdesk.games.experiment.content import content

    checked = 0
    for state in positions("experiment", 3, 60, first=4):
        me = state.current_player()
        for action in state.legal_actions():
            if not isinstance(action, R.TakeTask) or action.task is None:
                continue
            text = reason("experiment", state, me, (action,))
            missing = ai.shortfall(ai.holdings(state, me), content().task_by_id[action.task].need)
            assert "need 0 " not in text
            if missing:
                assert f"you still need {missing} card" in text, text
            else:
                assert "you already hold every card it needs" in text, text
            checked += 1
    assert checked >= 10


def test_experiment_two_bids_alike_are_told_apart_by_the_card_kept_in_hand():
    """The coach's samples explained a costly bid as "5 on your face-up 4 makes influence 9 ... 7 on
    your face-up 4 makes influence 11": two bids onto the same card differ in the card they keep."""
    from labdesk.games.experiment import rules as R
    from labdesk.games.experiment.hints import compare

    told = 0
    for state in positions("experiment", 3, 30, first=2):
        me = state.current_player()
        bids = [a for a in state.legal_actions() if isinstance(a, R.PlaceInfluence)]
        held = [card[0] if isinstance(card, (list, tuple)) else card for card in state.hands[me]]
        for a in bids:
            for b in bids:
                text = compare(state, me, (a,), (b,), seat_names(state))
                if a.onto != b.onto or a.value == b.value:
                    assert text is None
                    continue
                assert b.value in held and a.value in held
                if a.value < b.value:
                    assert text.endswith(f"keeps your {b.value} in hand for a later round")
                else:
                    assert text.endswith(f"spends your {a.value} now for {a.value - b.value} more influence this round")
                told += 1
    assert told >= 4


def test_experiment_top_task_card_compares_true_figures():
    """The average of the tasks the seat has not seen, and the best task on show with what it lacks."""
    from labdesk.games.experiment import ai
    from labdesk.games.experiment import rules as R
    from labdesk.games.experiment.content import content

    checked = 0
    for seed in range(200):
        state = seeded_position("experiment", 3, seed, 5 + seed % 60)
        me = state.current_player()
        if me is None or R.TakeTask(None) not in state.legal_actions():
            continue
        said = reason("experiment", state, me, (R.TakeTask(None),))
        seen = {t for t in state.display if t is not None}
        for s in range(state.players):
            seen |= set(state.tasks_open[s]) | set(state.tasks_done[s])
        unseen = [t.value for t in content().tasks if t.index not in seen]
        shown = re.search(r"the (\d+) tasks you have not seen are worth ([\d.]+) points on average", said)
        assert int(shown.group(1)) == len(unseen) and float(shown.group(2)) == round(sum(unseen) / len(unseen), 1)
        best = re.search(r"the best on show, (T\d+) \((\d+) points?\), needs (\d+) cards? you do not have", said)
        on_show = [content().tasks[t] for t in state.display if t is not None]
        assert int(best.group(2)) == max(t.value for t in on_show)  # no higher task is on show
        task = content().task_by_id[best.group(1)]
        assert int(best.group(3)) == ai.shortfall(ai.holdings(state, me), task.need)
        checked += 1
        if checked == 6:
            break
    assert checked >= 3


# --- Lab Chaos ------------------------------------------------------------------------------------
LAB_CHAOS = positions("lab-chaos", 3)


def lab_chaos_mentions(action, names) -> list[str]:
    from labdesk.games.lab_chaos import rules as R
    from labdesk.games.lab_chaos import words

    if isinstance(action, R.ChoosePlayer):
        return [names[action.seat]]
    if isinstance(action, R.DrawCard):
        return ["draw"]
    if isinstance(action, R.Pass):
        return ["Keep your instant"]
    if isinstance(action, R.Answer):
        return ["Answer"]
    return [words.card_title(action.card)]


def test_lab_chaos_says_closest_to_winning_only_of_a_seat_strictly_closest():
    from labdesk.games.lab_chaos.ai import distance

    said = 0
    for state, me, action, text in every_reason("lab-chaos", positions("lab-chaos", 3, 30)):
        shown = re.search(r"(Player \d), the closest to winning|(Player \d) is the closest to winning", text)
        if not shown:
            continue
        seat = int((shown.group(1) or shown.group(2)).split()[1]) - 1
        others = [distance(state, s, me) for s in range(state.players) if s not in (me, seat)]
        assert all(distance(state, seat, me) < d for d in others), text
        if state.end_cond is None:  # with no End card, closest means fewest cards in hand
            assert all(len(state.hands[seat]) < len(state.hands[s]) for s in range(state.players) if s not in (me, seat))
        said += 1
    assert said >= 1


def test_lab_chaos_quotes_the_cards_a_play_really_leaves():
    from labdesk.games.lab_chaos import rules as R
    from labdesk.games.lab_chaos.ai import LookAheadPlayer

    checked = setbacks = 0
    for state, me, action, text in every_reason("lab-chaos", positions("lab-chaos", 3, 24)):
        # the real deal, played on by the same default policy the look-ahead uses
        after = LookAheadPlayer.resolve(state, me, action) if isinstance(action, (R.PlayCard, R.React)) else None
        shown = re.search(r"leaves you (\d+) cards? to get rid of", text)
        if shown:
            assert after is not None and len(after.hands[me]) == int(shown.group(1))
            checked += 1
        shown = re.search(r"sets back (Player \d)(?:, the closest to winning)?: (\d+) cards become (\d+)", text)
        if shown:
            seat = int(shown.group(1).split()[1]) - 1
            assert len(state.hands[seat]) == int(shown.group(2)) and len(after.hands[seat]) == int(shown.group(3))
            setbacks += 1
    assert checked >= 5 and setbacks >= 1


def test_lab_chaos_two_plays_alike_are_told_apart_by_the_card_each_leaves_in_hand():
    """The coach's samples explained a costly play as "Suggested: “Sample Mix-up” sets back Boris: 2 cards
    become 3. Played: “Bad Hair Day” sets back Boris: 2 cards become 3": the same figures twice. Two
    plays that do the same to the hands are compared by the card each leaves, with true numbers."""
    from labdesk.games.lab_chaos import rules as R
    from labdesk.games.lab_chaos.ai import LookAheadPlayer
    from labdesk.engine.core import Rng
    from labdesk.games.lab_chaos.hints import compare

    told = 0
    for state in positions("lab-chaos", 3, 24):
        me = state.current_player()
        plays = [a for a in state.legal_actions() if isinstance(a, (R.PlayCard, R.React))]
        for a in plays:
            for b in plays:
                text = compare(state, me, (a,), (b,), seat_names(state))
                if text is None:
                    continue
                strip = lambda reason, card: reason.replace(card, "")  # noqa: E731
                said_a, said_b = reason("lab-chaos", state, me, (a,)), reason("lab-chaos", state, me, (b,))
                assert strip(said_a, words_title(a.card)) == strip(said_b, words_title(b.card))
                assert text.startswith(said_a)
                if "differ only in how the game goes on" in text:  # neither card stays in the hand
                    world = state.determinize(me, Rng(0))
                    assert (b.card not in LookAheadPlayer.resolve(world, me, a).hands[me]
                            or a.card not in LookAheadPlayer.resolve(world, me, b).hands[me])
                    told += 1
                    continue
                assert f"(number {state.card(b.card).number}) with the suggestion" in text
                assert f"(number {state.card(a.card).number}) with the move played" in text
                assert b.card in LookAheadPlayer.resolve(state, me, a).hands[me]
                told += 1
    assert told >= 2


def words_title(card: str) -> str:
    from labdesk.games.lab_chaos.words import card_title

    return card_title(card)


def test_lab_chaos_a_card_given_up_is_quoted_with_its_number_and_true_qualities():
    from labdesk.games.lab_chaos import rules as R

    checked = 0
    for state, me, action, text in every_reason("lab-chaos", positions("lab-chaos", 3, 30)):
        if not isinstance(action, (R.DiscardCard, R.GiveCard, R.HandOver)):
            continue
        card = state.card(action.card)
        assert f"(number {card.number})" in text
        if "the highest number" in text:
            others = [state.card(a.card).number for a in state.legal_actions() if a != action and hasattr(a, "card")]
            assert all(card.number > n for n in others)
        if "cannot play it now" in text:
            assert card.condition and not state.cond_holds(card.condition, me, unknown=False)
        checked += 1
    assert checked >= 5


# --- Lab Wars -------------------------------------------------------------------------------------
LAB_WARS = positions("lab-wars", 3)


def lab_wars_mentions(action, names) -> list[str]:
    from labdesk.games.lab_wars import rules as R

    named = {R.Experiment: lambda a: R.item_name(a.item), R.SpendData: lambda a: R.item_name(a.item),
             R.BuyItem: lambda a: R.item_name(a.item), R.DiscardItem: lambda a: R.item_name(a.item),
             R.BuyImpact: lambda a: R.pile_name(a.pile), R.PlayAction: lambda a: R.action_name(a.card),
             R.React: lambda a: R.action_name(a.card), R.PickCharacter: lambda a: R.character_name(a.character),
             R.ChooseTarget: lambda a: names[a.seat], R.DropNews: lambda a: R.news_name(a.news),
             R.EndTurn: lambda a: "End the turn", R.Pass: lambda a: "No reaction"}
    return [named[type(action)](action)]


def test_lab_wars_quotes_the_impact_points_research_points_and_lab_bonus_a_move_really_gives():
    from labdesk.games.lab_wars import rules as R
    from labdesk.ai import make_player

    from labdesk.games.lab_wars.content import content

    def bonus(value: int) -> int:  # the rulebook's lab-value bonus, from the content's table
        return max((points for step, points in content().lab_value_bonus if value >= step), default=0)

    checked = {R.BuyImpact: 0, R.SpendData: 0, R.BuyItem: 0}
    for state in LAB_WARS:
        world = state.clone()
        for _ in range(80):  # play on with medium, checking every legal purchase and data trigger on the way
            me = world.current_player()
            if me is None:
                break
            for action in world.legal_actions():
                if not isinstance(action, (R.BuyImpact, R.SpendData, R.BuyItem)):
                    continue
                text = reason("lab-wars", world, me, (action,))
                after = world.clone()
                after.apply(action)
                shown = re.search(r"lifts your lab value to (\d+): (\d+) bonus point", text)
                if shown:
                    assert after.lab_value(me) == int(shown.group(1))
                    assert bonus(after.lab_value(me)) - bonus(world.lab_value(me)) == int(shown.group(2))
                    checked[R.BuyItem] += 1
                if isinstance(action, R.BuyImpact):
                    quoted = int(re.search(r": (\d+) impact point", text).group(1))
                    assert after.impact_points(me) - world.impact_points(me) == quoted
                    checked[R.BuyImpact] += 1
                shown = re.search(r"gives (\d+) research points?$", text)
                if isinstance(action, R.SpendData) and shown:
                    assert after.rp[me] - world.rp[me] == int(shown.group(1))
                    checked[R.SpendData] += 1
            world.apply(make_player("lab-wars", "medium").choose(world.clone()))
        if min(checked.values()) >= 3:
            break
    assert checked[R.BuyImpact] >= 3 and checked[R.SpendData] >= 1 and checked[R.BuyItem] >= 1, checked


def test_lab_wars_names_an_impact_card_with_what_it_costs_the_buyer():
    """The coach's samples said "Buy a Nurture paper (6 RP, 2 impact): A Nurture paper for 5 RP": the
    move's words quoted the printed cost, the reason the cost after the buyer's discount. Both quote
    what the purchase really takes from the buyer."""
    from labdesk.games.lab_wars import rules as R
    from labdesk.games.lab_wars.words import describe_action

    checked = 0
    for state in LAB_WARS:
        for discount in (0, 2):
            world = state.clone()
            me = world.current_player()
            world.impact_discount[me] += discount
            for action in world.legal_actions():
                if not isinstance(action, R.BuyImpact):
                    continue
                after = world.clone()
                after.apply(action)
                paid = world.rp[me] - after.rp[me]
                assert f"({paid} RP," in describe_action(action, world, seat_names(world)), action
                assert f" for {paid} RP" in reason("lab-wars", world, me, (action,)), action
                checked += discount > 0
    assert checked >= 2


def test_lab_wars_says_the_whole_turn_and_what_it_brings_by_the_rules():
    from labdesk.games.lab_wars import ai
    from labdesk.games.lab_wars import rules as R

    checked = 0
    for state in positions("lab-wars", 3, 30, first=8):
        if state.decision != "turn":
            continue
        me = state.current_player()
        for plan in ai.turn_plans(state, me, 3):
            text = reason("lab-wars", state, me, plan)
            world = state.clone()
            for action in plan:
                if isinstance(action, R.EndTurn) or world.current_player() != me or action not in world.legal_actions():
                    break
                world.apply(action)
            shown = re.search(r"lab value from (\d+) to (\d+)", text)
            if shown:
                assert (int(shown.group(1)), int(shown.group(2))) == (state.lab_value(me), world.lab_value(me))
                checked += 1
            shown = re.search(r"This turn brings (\d+) impact points?", text)
            assert (int(shown.group(1)) if shown else 0) == world.impact_points(me) - state.impact_points(me)
    assert checked >= 3


# --- Wrong Chemistry ------------------------------------------------------------------------------
WRONG_CHEMISTRY = positions("wrong-chemistry", 2)


def wrong_chemistry_mentions(action, names) -> list[str]:
    from labdesk.games.wrong_chemistry import rules as R

    if isinstance(action, (R.ClaimCard, R.DiscardCard, R.ChooseStartCard, R.UseExtraxodium)):
        return [R.card_label(action.card)]
    if isinstance(action, R.UseRestartium):
        return ["Restartium"]
    if isinstance(action, R.EndTurn):
        return ["energy"]
    return ["This turn"]  # a disc or hex move: a step of the plan


def test_wrong_chemistry_says_the_whole_plan_counting_only_what_costs_energy():
    """Each part of a plan quotes the energy actions before it (claims, Extraxodium and Restartium
    are free), and the points in all are the turn's by the rules."""
    from labdesk.games.wrong_chemistry import ai
    from labdesk.games.wrong_chemistry import rules as R
    from labdesk.games.wrong_chemistry.hints import plan_steps

    checked = 0
    for state in positions("wrong-chemistry", 2, 16, first=3):
        if state.phase != "play":
            continue
        me = state.current
        for plan in ai.turn_plans(state, me, 3):
            steps, gain = plan_steps(state, plan)
            world, spent, made = state.clone(), 0, []
            for action in plan:
                if isinstance(action, R.EndTurn):
                    break
                if isinstance(action, R.ClaimCard):
                    made.append((action.card, spent))
                    spent = 0
                elif isinstance(action, (R.UseExtraxodium, R.UseRestartium, R.DiscardCard)):
                    spent = 0
                else:
                    spent += 1
                world.apply(action)
            assert [(s.card, s.actions) for s in steps if s.kind == "make"] == made
            energy_used = sum(s.actions for s in steps if s.kind in ("make", "shape")) + sum(
                1 for s in steps if s.kind == "throw")
            assert energy_used == state.energy + R.EXTRAXODIUM_ENERGY * sum(
                1 for s in steps if s.kind == "trade") - world.energy
            assert gain == world.scores()[me] - state.scores()[me]
            text = reason("wrong-chemistry", state, me, plan)
            for card, actions in made:
                assert (f"in {actions} action" in text) if actions else ("at once" in text)
            if gain > 0:
                assert f"{gain} point" in text
            checked += 1
    assert checked >= 10


# --- every game: a reason about the move, for any legal move ---------------------------------------
CASES = {"explosion": (EXPLOSION, explosion_mentions), "experiment": (EXPERIMENT, experiment_mentions),
         "lab-chaos": (LAB_CHAOS, lab_chaos_mentions), "lab-wars": (LAB_WARS, lab_wars_mentions),
         "wrong-chemistry": (WRONG_CHEMISTRY, wrong_chemistry_mentions)}


@pytest.mark.parametrize("game", list(CASES))
def test_every_legal_move_gets_a_reason_about_it(game):
    found, mentions = CASES[game]
    for state, me, action, text in every_reason(game, found):
        assert text.strip()
        assert any(word.lower() in text.lower() for word in mentions(action, seat_names(state))), (action, text)


@pytest.mark.parametrize("game", list(CASES))
def test_a_reason_says_only_what_the_seat_can_know(game):
    """The same reason in every world the seat cannot tell from the real one (other hands, the
    decks' order, Experiment's face-down influence card dealt again)."""
    from labdesk.engine.core import Rng

    found, _mentions = CASES[game]
    for state in found[:8]:
        me = state.current_player()
        world = state.determinize(me, Rng(101))
        for action in state.legal_actions():
            assert reason(game, state.clone(), me, (action,)) == reason(game, world.clone(), me, (action,)), action


def test_experiment_bids_quote_the_influence_they_make():
    from labdesk.games.experiment import rules as R

    checked = 0
    for state, me, action, text in every_reason("experiment", positions("experiment", 3, 20)):
        if isinstance(action, R.PlaceInfluence) and action.onto == R.FACE_UP:
            total = int(re.search(r"makes influence (\d+)", text).group(1))
            assert total == action.value + state.inf_front[me][0]
            checked += 1
        elif isinstance(action, R.PlaceInfluence):
            assert f"makes influence {action.value} plus a card you have not seen" in text
    assert checked >= 3


# --- one adviser: Hint is the hard AI, and agrees with Analysis -------------------------------------
AGREE = {"explosion": 2, "experiment": 3, "lab-chaos": 3, "lab-wars": 3, "wrong-chemistry": 2}


@pytest.mark.parametrize("game", list(AGREE))
def test_hint_and_analysis_give_the_same_advice(game):
    """At a few positions of a seeded game, the hint's move is the one Analysis suggests there (the
    same hard AI, seeded by the position), and it is the hard AI's move."""
    from labdesk.ai.analysis import judge
    from labdesk.engine.replay import Replay

    match = seeded_match(game, AGREE[game], 11, 40)
    replay = Replay(match.to_save())
    choices = [i for i in range(len(replay)) if len(replay.state_at(i).legal_actions()) > 1]
    picked = choices[3::max(1, len(choices) // 2)][:2]
    assert len(picked) == 2
    for index in picked:
        state = replay.state_at(index)
        seed = position_seed(replay.seed, index)
        advice = hint(game, state, state.current_player(), replay.names(), seed)
        assert advice.level == "hard"
        assert str(advice.action) == judge(replay, index).suggested
        assert advice.action == searcher(game, seed).choose(state.clone())


# --- Show odds (Explosion) ------------------------------------------------------------------------
def test_explosion_odds_from_the_observation_are_the_exact_chance_and_the_points_stopping_scores():
    from labdesk.games.explosion.hints import preview, preview_lines
    from labdesk.games.explosion.odds import colour_odds, explode_next

    checked = 0
    for state in EXPLOSION:
        me = state.current_player()
        obs = state.observation(me)
        shown = preview(obs, state.content)
        if state.phase != "mixing":
            assert shown is None and preview_lines(obs, state.content) == []
            continue
        chance, points = shown
        assert chance == explode_next(colour_odds(state.fire_level()), first=not state.flasks, reds=state.reds)
        if state.pours:  # stopping is legal: it scores exactly what the preview says
            assert stop_and_score(state) == points
            checked += 1
    assert checked >= 3


def test_show_odds_is_a_saved_setting_off_by_default(tmp_path):
    import json

    from labdesk.settings import Settings, read_settings

    assert Settings().show_odds is False
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"show_odds": True}))
    assert read_settings(path).show_odds is True


def test_the_settings_screen_switches_show_odds_and_saves_it(app):
    from labdesk.settings import load_settings
    from labdesk.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    assert scene.odds.text == "Show odds: off"
    press(app, scene.odds)
    assert app.settings.show_odds and scene.odds.text == "Show odds: on"
    press(app, scene.back)
    assert load_settings().show_odds


def test_explosion_board_draws_the_odds_only_when_the_setting_is_on(app):
    from labdesk.games.explosion.hints import preview_lines
    from labdesk.ui import theme
    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "explosion", 3, 14)
    app.push(board)
    settle(app)
    assert board.obs["phase"] == "mixing" and board.can_act()
    lines = preview_lines(board.obs, board.content)
    canvas = pygame.Surface(app.size)
    drawn = []
    real = theme.blit_text
    try:
        theme.blit_text = lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k)
        app.settings.show_odds = False
        app.draw(canvas)
        assert lines[1] not in " ".join(drawn)
        app.settings.show_odds = True
        drawn.clear()
        app.draw(canvas)
        assert all(line in " ".join(drawn) for line in lines)  # wrapped to the panel's left column
    finally:
        theme.blit_text = real
        app.settings.show_odds = False


@pytest.mark.parametrize("game", list(CASES))
def test_every_reason_reads_in_russian(game):
    from labdesk.ai import make_player
    from labdesk.i18n import set_language

    found, _mentions = CASES[game]
    moves = [(s, (make_player(game, "medium").choose(s.clone()),)) for s in found[:8]]
    english = [reason(game, s.clone(), s.current_player(), plan) for s, plan in moves]
    set_language("ru")
    try:
        russian = [reason(game, s.clone(), s.current_player(), plan) for s, plan in moves]
    finally:
        set_language("en")
    for en, ru in zip(english, russian):
        assert en != ru and any("а" <= ch <= "я" for ch in ru.lower()), (en, ru)


# --- two levels: a nudge first, then the move --------------------------------------------------------
@pytest.mark.parametrize("game", list(CASES))
def test_a_nudge_says_where_to_look_without_naming_the_move(game):
    from labdesk.ai import make_player
    from labdesk.ai.hints import describe, nudge
    from labdesk.engine.core import Rng

    found, _mentions = CASES[game]
    for state in found[:8]:
        me = state.current_player()
        action = make_player(game, "medium").choose(state.clone())
        said = nudge(game, state.clone(), me, (action,))
        assert said.strip()
        if len(state.legal_actions()) > 1 and not said.startswith(("Answer", "Nothing is poured")):
            assert describe(game, state, str(action), seat_names(state)) not in said
        world = state.determinize(me, Rng(7))
        assert nudge(game, world, me, (action,)) == said  # nothing the seat cannot know


def test_hint_level_is_a_saved_setting_full_by_default(tmp_path):
    import json

    from labdesk.settings import Settings, read_settings

    assert Settings().hint_level == "full"
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"hint_level": "nudge"}))
    assert read_settings(path).hint_level == "nudge"
    assert Settings(hint_level="loud").clamp().hint_level == "full"


def test_the_settings_screen_switches_the_hint_level(app):
    from labdesk.settings import load_settings
    from labdesk.ui.scenes.settings_scene import SettingsScene

    scene = SettingsScene(app)
    app.push(scene)
    assert scene.hints.text == "Hint: full advice"
    press(app, scene.hints)
    assert app.settings.hint_level == "nudge" and scene.hints.text == "Hint: nudge first"
    press(app, scene.back)
    assert load_settings().hint_level == "nudge"


def test_with_nudge_first_the_hint_button_nudges_then_shows_the_move_without_asking_again(app):
    from labdesk.ui.app import make_scene, settle

    app.settings.hint_level = "nudge"
    try:
        board = make_scene(app, "wrong-chemistry", 3, 9)
        app.push(board)
        settle(app)
        assert board.can_act()
        board.hint()
        assert run_until(app, lambda: board.hint_worker is None and board.toast is not None
                         and board.toast[0].startswith("Hint: "))
        assert board.hint_action is None and "Hint again" in board.toast[0]
        board.hint()  # the move kept from the first press: no second search
        assert board.hint_worker is None and board.hint_action in board.match.legal_actions()
        assert board.toast[0].startswith("Hard AI suggests: ")
    finally:
        app.settings.hint_level = "full"


def test_a_hints_toast_goes_when_the_person_acts_and_covers_no_header(app):
    """Audit (Experiment): "Hard AI suggests: take red lab card" still showed in the task phase, over
    Ana's own header."""
    from labdesk.ui.app import make_scene, settle

    board = make_scene(app, "experiment", 3, 9)
    app.push(board)
    settle(app)
    board.hint()
    assert run_until(app, lambda: board.hint_worker is None and board.toast is not None
                     and board.toast[0].startswith("Hard AI suggests: "))
    _text, box = board._toast_box(board.toast[0])
    headers = [board.header_rect(seat) for seat in (board.viewer, board.match.current_seat())]
    assert not any(box.colliderect(h) for h in headers if h is not None)
    assert board.submit(board.hint_action)
    assert board.toast is None


def test_two_shares_show_decimals_only_where_they_differ():
    """The samples read "100.000% of a game" for two moves that both win every playout."""
    from labdesk.ai.hints import shares

    assert shares(1.0, 1.0) == ("100%", "100%")
    assert shares(0.5004, 0.5001) == ("50.04%", "50.01%")
    assert shares(0.58, 0.41) == ("58%", "41%")


def test_a_wrong_chemistry_plan_names_a_card_in_full_once():
    """A six-step plan read long: a card the plan named before goes by its name alone."""
    from labdesk.games.wrong_chemistry.hints import Step, say_plan

    said = say_plan([Step("make", 20, 2), Step("reset"), Step("trade", 20), Step("make", 26, 1)])
    assert said == ("make 20 Ca (Calciyum) in 2 actions, then reset the molecule with Restartium, then trade "
                    "Calciyum for 3 energy, then make 26 Fe (Ironicum) in 1 action")


def test_a_run_of_the_same_step_is_said_once_with_its_count():
    """A Lab Wars plan experimenting with three Pipettes read "Experiment: Pipettes" three times."""
    from labdesk.ai.hints import repeats_counted

    assert repeats_counted(["Experiment: Pipettes", "Experiment: Pipettes", "Experiment: Pipettes", "Buy Autoclave",
                            "Experiment: Pipettes"]) == ["Experiment: Pipettes (3 times)", "Buy Autoclave",
                                                         "Experiment: Pipettes"]
    assert repeats_counted([]) == []
