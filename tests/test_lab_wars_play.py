"""Lab Wars as a whole: same seed same game, replays, options, and determinize for information-set
search. Seeded random play is in test_lab_wars_random.py."""
from __future__ import annotations

import pytest

from labdesk.ai.checks import check_determinize, check_determinize_along_play, hidden_resampled
from labdesk.engine.core import Rng
from labdesk.games.lab_wars.rules import RULES, PickCharacter


def test_same_seed_same_game():
    def play(seed):
        s = RULES.new_state(seed, 3, {})
        rng = Rng(seed)
        log = []
        while not s.is_over():
            a = rng.choice(s.legal_actions())
            log.append(str(a))
            s.apply(a)
        return log, s.scores()

    assert play(8) == play(8)
    assert play(8) != play(9)


def test_a_game_replays_from_its_action_strings():
    s = RULES.new_state(4, 4, {"alternate_2": True})
    rng = Rng(4)
    log = []
    while not s.is_over():
        a = rng.choice(s.legal_actions())
        log.append(str(a))
        s.apply(a)
    again = RULES.new_state(4, 4, {"alternate_2": True})
    for text in log:
        again.apply(again.find_action(text))
    assert again.observation(None) == s.observation(None)


def test_unknown_options_and_player_counts_are_refused():
    with pytest.raises(ValueError, match="2-4 players"):
        RULES.new_state(1, 5, {})
    with pytest.raises(ValueError, match="unknown Lab Wars option"):
        RULES.new_state(1, 2, {"expansion": True})
    assert {o.name for o in RULES.spec.options} == {"alternate_1", "alternate_2", "alternate_3", "legends"}
    assert all(isinstance(o.default, bool) for o in RULES.spec.options)


@pytest.mark.parametrize("players, options", [(2, {}), (3, {"alternate_3": True}), (4, {"alternate_1": True}),
                                              (3, {"legends": True}), (2, {"legends": True, "alternate_2": True})])
def test_determinize_agrees_with_what_each_seat_sees(players, options):
    assert check_determinize_along_play(RULES, 6, players, options, max_actions=400, every=4) > 20


def test_determinize_resamples_hands_actions_and_secret_picks():
    s = RULES.new_state(2, 3, {})
    s.apply(PickCharacter("postdoc"))  # seat 0 picked; seat 1 is to pick
    me = s.current_player()
    assert hidden_resampled(s, me)
    picks, hands = set(), set()
    for seed in range(20):
        world = check_determinize(s, me, Rng(seed))
        assert world.hands[me] == s.hands[me] and world.labs == s.labs and world.rp == s.rp
        picks.add(world.picks[0])
        hands.add(tuple(sorted(world.hands[2])))
    assert len(picks) > 1  # seat 0's secret pick is not copied into the worlds
    assert len(hands) > 1


def test_determinize_keeps_a_waiting_reaction():
    from labdesk.games.lab_wars.rules import BuyImpact, React
    from labdesk.games.lab_wars.content import content

    s = RULES.new_state(1, 3, {})
    card = next(a for a in s.action_deck.cards if content().actions[a] == "reviewer-two")
    s.action_deck.cards.remove(card)
    s.action_hands[2].append(card)
    while s.decision == "pick":
        s.apply(PickCharacter("emeritus"))
    s.rp[0] = 20
    s.apply(BuyImpact("nurture"))
    assert s.decision == "react" and s.to_move == 2
    for seed in range(5):
        check_determinize(s, 0, Rng(seed))
        world = s.determinize(0, Rng(seed))
        assert world.current_player() == 2 and React("reviewer-two") in world.legal_actions()


def test_determinize_resamples_secret_news_articles():
    s = RULES.new_state(3, 3, {"legends": True})
    while s.decision == "news":
        s.apply(s.legal_actions()[0])
    me = s.current_player()
    hands = set()
    for seed in range(10):
        world = check_determinize(s, me, Rng(seed))
        assert world.news_hands[me] == s.news_hands[me]
        hands.add(tuple(world.news_hands[(me + 1) % 3]))
    assert len(hands) > 1
