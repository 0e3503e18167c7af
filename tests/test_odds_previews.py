"""The "Show odds" previews of Wrong Chemistry, Experiment and Lab Wars: each figure is checked
against the rules on seeded positions (pure functions, no window)."""
from __future__ import annotations

import random
from collections import Counter
from itertools import product

from labdesk.games.experiment import odds as ex_odds
from labdesk.games.experiment.chemistry import can_make, makes
from labdesk.games.experiment.content import CHEMICAL_KINDS
from labdesk.games.experiment.content import content as ex_content
from labdesk.games.experiment.rules import RULES as EX
from labdesk.games.lab_wars import odds as lw_odds
from labdesk.games.lab_wars.rules import RULES as LW
from labdesk.games.lab_wars.rules import BuyImpact, BuyItem, Experiment
from labdesk.games.wrong_chemistry import molecule as mol
from labdesk.games.wrong_chemistry import odds as wc_odds
from labdesk.games.wrong_chemistry.rules import RULES as WC, ClaimCard, deck, step_action


def wc_positions(count=6, moves=30):
    """Seeded Wrong Chemistry positions in the play phase, the seat to act looking."""
    for seed in range(count):
        state = WC.new_state(seed, 3)
        rng = random.Random(seed)
        for _ in range(moves):
            if state.is_over():
                break
            state.apply(rng.choice(state.legal_actions()))
        if state.phase == "play":
            yield state


def test_wrong_chemistry_previews_make_the_same_molecule_as_the_rules():
    for state in wc_positions():
        for action in state.legal_actions()[:40]:
            try:
                expected = wc_odds.after(state.molecule, action)
            except ValueError:
                continue  # not a molecule action
            after = state.clone()
            after.apply(action)
            assert expected == after.molecule, action


def test_each_hand_card_needs_as_many_actions_as_the_shortest_legal_route():
    checked = 0
    for state in wc_positions():
        obs = state.observation(state.current)
        assert wc_odds.molecule_of(obs) == state.molecule
        for number, n in wc_odds.needs(obs).items():
            pattern = deck().elements[number].pattern
            if n is None:
                assert mol.shortest_steps(state.molecule, pattern, wc_odds.LIMIT, node_limit=20_000) is None
                continue
            route = mol.shortest_steps(state.molecule, pattern, n)
            sim = state.clone()
            sim.energy = 99  # the count is of actions, whatever energy the turn has left
            for step in route:
                sim.apply(step_action(step))
            assert mol.matches(sim.molecule, pattern)
            if n <= 3:  # no shorter way at all, trying every legal action
                assert mol.shortest_steps(state.molecule, pattern, n - 1, exhaustive=True) is None
            checked += 1
    assert checked >= 5


def test_a_card_that_matches_needs_nothing_and_the_drag_preview_counts_after_the_move():
    for state in wc_positions():
        obs = state.observation(state.current)
        for action in state.legal_actions():
            try:
                moved = wc_odds.after(state.molecule, action)
            except ValueError:
                continue
            for number, n in wc_odds.needs(obs, action).items():
                assert n == wc_odds.actions_needed(moved, number)
            break
        for number in obs["matching_hand_cards"]:
            assert wc_odds.needs(obs)[number] == 0 and ClaimCard(number) in state.legal_actions()


# --- Experiment ------------------------------------------------------------------------------------
def exact_short(cards, need) -> int:
    """The rules' own answer, by brute force: the fewest jokers added to some of ``cards`` that make
    the task exactly (``chemistry.makes``)."""
    units = sum(a * (1 if c in ("red", "yellow", "blue") else 2) for c, a in need)
    kinds = sorted(Counter(cards).items())
    for jokers in range(units + 1):
        for counts in product(*[range(n + 1) for _k, n in kinds]):
            chosen = [k for (k, _n), c in zip(kinds, counts) for _ in range(c)]
            if makes(chosen + ["joker"] * jokers, need):
                return jokers
    raise AssertionError("a task can always be made of jokers")


def test_experiment_distance_to_a_task_is_the_fewest_jokers_the_rules_would_need():
    rng = random.Random(5)
    kinds = list(CHEMICAL_KINDS)
    for _ in range(300):
        lab = [rng.choice(kinds) for _ in range(rng.randint(0, 6))]
        task = rng.choice(ex_content().tasks)
        assert ex_odds.units_short(lab, task.need) == exact_short(lab, task.need), (lab, task.need)
        assert (ex_odds.units_short(lab, task.need) == 0) == can_make(Counter(lab), task.need)


def test_experiment_previews_name_the_tasks_a_row_card_brings_closer_on_seeded_positions():
    seen = 0
    for seed in range(8):
        state = EX.new_state(seed, 3, {"variant": "standard"})
        rng = random.Random(seed)
        while not (state.decision == "pick" and state.round >= 4) and not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
        obs = state.observation(state.current_player())
        me = obs["seats"][state.current_player()]
        tasks = me["tasks"] + [t for t in obs["display"] if t]
        for kind in obs["row_open"]:
            found = ex_odds.advances(me["lab"], kind, tasks)
            for tid in tasks:
                need = ex_content().task_by_id[tid].need
                before, after = exact_short(me["lab"], need), exact_short(me["lab"] + [kind], need)
                assert (tid in found) == (after < before)
                if tid in found:
                    assert (found[tid].before, found[tid].after) == (before, after)
                    assert found[tid].points == ex_content().task_by_id[tid].value
                    seen += 1
    assert seen >= 5


# --- Lab Wars ----------------------------------------------------------------------------------------
def lw_purchases(seeds=range(10)):
    """(state, seat, purchase) for every purchase the seat to act may make, on seeded random games."""
    for seed in seeds:
        state = LW.new_state(seed, 3)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            buys = [a for a in state.legal_actions() if isinstance(a, (BuyItem, BuyImpact))]
            if state.decision == "turn" and buys and rng.random() < 0.3:
                for buy in buys:
                    yield state, state.current_player(), buy
            state.apply(rng.choice(state.legal_actions()))


def test_lab_wars_purchase_previews_agree_with_the_rules_on_seeded_positions():
    checked = {BuyItem: 0, BuyImpact: 0}
    for state, seat, buy in lw_purchases():
        obs = state.observation(seat)
        found = (lw_odds.item_yield(obs, buy.item) if isinstance(buy, BuyItem)
                 else lw_odds.impact_yield(obs, buy.pile))
        after = state.clone()
        after.apply(buy)
        assert state.rp[seat] - after.rp[seat] == found.cost and after.rp[seat] == found.rp_left
        # the final score as it stands, news articles left out (the preview does not count them)
        def end(s):
            return s.score(seat) - s.news_points(seat)
        assert end(after) - end(state) == found.end_points, buy
        assert after.lab_value(seat) == found.lab_value
        if isinstance(buy, BuyItem) and found.now and after.decision == "turn":
            experiments = [a for a in after.legal_actions() if isinstance(a, Experiment) and a.item == buy.item]
            if experiments:
                tried = after.clone()
                rp, data = tried.rp[seat], dict(tried.data)
                tried.apply(experiments[0])
                assert tried.rp[seat] - rp == found.now.get("rp", 0)
                for kind in data:
                    assert tried.data[kind] - data[kind] == found.now.get(kind, 0)
        checked[type(buy)] += 1
    assert checked[BuyItem] >= 10 and checked[BuyImpact] >= 5
