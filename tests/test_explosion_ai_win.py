"""Explosion's hard level solves draw / stop / pour for the chance to win the game (``WinTurnModel``
and the search's ``exact_action`` hook), where medium maximises the turn's points."""
import subprocess
import sys
from pathlib import Path

from labdesk.ai import make_player
from labdesk.ai.base import RandomPlayer
from labdesk.games.explosion import ai
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.rules import RULES

ROOT = Path(__file__).resolve().parent.parent


def _last_edge_purple(seat_points: int, rival_points: int) -> R.ExplosionState:
    """Seat 0 mixing with a purple compound made, the purple beaker one turn from X (so stopping
    scores it and ends the game), no Process cards in hand."""
    state = RULES.new_state(3, 2, {})
    while state.phase != "mixing":
        state.apply(state.legal_actions()[-1])
    state.deck = sorted(state.deck + [card for hand in state.held for card, _side in hand])
    state.held = [[], []]
    next(b for b in state.beakers if b[0] == "P1")[1:] = ["B", 2]
    state.intuition = [seat_points, rival_points]
    state.flasks, state.reds, state.pours = [["B", "R"]], 1, 2
    state.check_invariants()
    assert state.current == 0 and any(isinstance(a, R.Stop) for a in state.legal_actions())
    return state


def test_a_stop_that_ends_the_game_ahead_is_a_sure_win():
    state = _last_edge_purple(10, 20)  # the purple scores 10 Research + 1 Intuition: 21 against 20
    model = ai.WinTurnModel(state)
    key = ai._flask_key(state.flasks)
    assert round(model.stop_value(key), 2) == 1.0
    assert isinstance(ai.exact_action(state, 0, state.legal_actions()), R.Stop)


def test_a_stop_that_ends_the_game_behind_is_a_sure_loss_so_it_draws_on():
    state = _last_edge_purple(5, 20)  # stopping ends the game 16 against 20
    model = ai.WinTurnModel(state)
    key = ai._flask_key(state.flasks)
    assert model.stop_value(key) < 0.01 < model.draw_value(key, state.reds)
    assert isinstance(ai.exact_action(state, 0, state.legal_actions()), R.Draw)
    # medium counts only the turn's points: it banks the 11 the purple scores
    assert isinstance(make_player("explosion", "medium", 0).choose(state), R.Stop)


def _decisions(seed: int, players: int = 2):
    state, player = RULES.new_state(seed, players, {}), RandomPlayer(seed)
    while not state.is_over():
        yield state
        state.apply(player.choose(state))


def test_at_two_seats_exact_action_answers_every_decision_as_the_win_aware_solver():
    """At two seats hard plays the win-aware solver's every move (measured stronger than its search),
    the mixer's own planning and scoring cards judged by the chance to win (``JUDGED_CARDS``)."""
    solver = ai.ExplosionPlayer("medium")
    solver.win_aware = True
    judged = 0
    for seed in range(6):
        for state in _decisions(seed):
            seat = state.current_player()
            legal = state.legal_actions()
            action = ai.exact_action(state, seat, legal)
            assert action in legal and action == solver.choose(state)
            effects = ai.JUDGED_CARDS.get(state.phase, ())
            judged += seat == state.current and any(
                isinstance(a, R.Play) and state.held_effect(seat, a.card).effect in effects for a in legal)
    assert judged


def test_at_three_seats_exact_action_only_answers_draw_stop_and_pour_without_a_card_to_play():
    answered = 0
    for seed in range(4):
        for state in _decisions(seed, 3):
            seat = state.current_player()
            legal = state.legal_actions()
            action = ai.exact_action(state, seat, legal)
            cards = any(isinstance(a, R.Play) for a in legal)
            if state.phase not in ("mixing", "pour") or cards:
                assert action is None
            else:
                answered += 1
                assert action in legal and isinstance(action, (R.Draw, R.Stop, R.Pour))
    assert answered


def _scoring_with_peer_review(seat_points: int, rival_points: int, last_edge: bool) -> R.ExplosionState:
    """Seat 0 has stopped with a purple compound made and holds Peer Review (1 Intuition a compound):
    the scoring phase, the card or none. ``last_edge``: the purple beaker one turn from X, so the
    scoring ends the game."""
    state = _last_edge_purple(seat_points, rival_points)
    if not last_edge:
        next(b for b in state.beakers if b[0] == "P1")[1:] = ["A", 0]
    state.deck.remove(6)
    state.held[0] = [(6, "yellow")]
    state.apply(next(a for a in state.legal_actions() if isinstance(a, R.Stop)))
    assert state.phase == "scoring"
    return state


def test_a_scoring_card_is_kept_for_later_unless_the_game_ends_on_it():
    """Peer Review adds a point now; kept, the card is worth more than that to the chance to win
    (``CARD_VALUE``), so the win-aware solver keeps it mid-game, where medium plays every such card. At
    the game's end a kept card counts nothing: it is played where its point turns a tie into a win."""
    mid = _scoring_with_peer_review(9, 20, last_edge=False)
    assert isinstance(ai.exact_action(mid, 0, mid.legal_actions()), R.Score)
    assert isinstance(make_player("explosion", "medium", 0).choose(mid), R.Play)
    end = _scoring_with_peer_review(9, 20, last_edge=True)  # 20 against 20 without the card
    play = ai.exact_action(end, 0, end.legal_actions())
    assert isinstance(play, R.Play) and play.effect == "Peer Review"
    end.apply(play)
    end.apply(next(a for a in end.legal_actions() if isinstance(a, R.Score)))
    assert end.is_over() and end.winners() == [0]


def test_win_chances_stay_within_zero_and_one_along_random_games():
    for seed in range(3):
        for state in _decisions(seed):
            if state.phase == "mixing" and state.pours:
                model = ai.WinTurnModel(state)
                key = ai._flask_key(state.flasks)
                for value in (model.stop_value(key), model.card_value, model.value(key, state.reds)):
                    assert -1e-9 <= value <= 1.01


def test_hard_plays_the_exact_answer_without_searching():
    state = _last_edge_purple(5, 20)
    hard = make_player("explosion", "hard", 0)
    assert hard.choose(state) == ai.exact_action(state, 0, state.legal_actions())
    assert hard.last_stats["exact"] and hard.last_stats["iterations"] == 0


def test_the_hint_says_why_it_goes_against_the_turns_points():
    """The Hint and the analysis give hard's move: where the chance to win overrules the turn's points
    (a stop that would end the game behind), the reason says so after the figures, which favour the
    other move; where the points agree, it adds nothing."""
    from labdesk.games.explosion import hints

    behind = _last_edge_purple(5, 20)
    draw = next(a for a in behind.legal_actions() if isinstance(a, R.Draw))
    said = hints.reason(behind, 0, [draw], ["Ana", "Boris"])
    assert said.endswith("but stopping now would end the game with you behind"), said
    assert hints.for_the_win(behind, stop=True) is None  # the stop medium plays: the points say it
    ahead = _last_edge_purple(10, 20)
    stop = next(a for a in ahead.legal_actions() if isinstance(a, R.Stop))
    assert "but" not in hints.reason(ahead, 0, [stop], ["Ana", "Boris"])


def test_a_solo_tie_at_the_games_end_is_a_loss():
    """Against the Robot the player needs strictly more points: a stop ending the game level wins
    nothing (in a game of seats, a tie is a share of the win)."""
    state = RULES.new_state(3, 1, {})
    while state.current_player() != 0 or state.phase != "mixing":
        state.apply(state.legal_actions()[-1])
    model = ai.WinTurnModel(state)
    model.seat, model.last_of_round = 0, False
    level = state.score_of(1) - state.score_of(0)
    over = model.ends_game
    model.ends_game = lambda made: (True, over(made)[1])
    assert model.outcome(level, False, ()) < 0.01 and model.outcome(level + 1, False, ()) > 0.99


def test_who_plays_next_is_read_as_the_rules_order_the_turns():
    """``turn_place``, which picks the fitted curve, agrees with the rules at every two-player turn
    end: the rival within the round; after the round, the lower score opens the next, a tie the rival."""
    seen = set()
    for seed in range(6):
        state, player = RULES.new_state(seed, 2, {}), make_player("explosion", "medium", seed)
        while not state.is_over():
            mixer, turns = state.current, state.turns
            state.apply(player.choose(state))
            if state.is_over() or state.turns == turns:
                continue
            place = ai.turn_place(not state.played, [state.score_of(p) for p in range(2)], mixer)
            assert (state.current == mixer) == (place == 2), (seed, place)
            seen.add(place)
    assert seen == {0, 1, 2}


def test_the_fitted_curves_load_and_know_the_rival_plays_next():
    """The shipped curves (tools/explosion_fit_win.py) load and give the values they store; level, with
    the rival to play in the same round, a seat is judged less than even, where the hand-set curve said
    even; a lead is worth more than a deficit everywhere."""
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "explosion_fit_win.py"), "--check", "--quick"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    table = ai.win_chance_table()
    assert table and all(b > 0 for _a, b in table.values())
    for left in range(1, ai.MOST_EDGES + 1):
        if (left, 0) in table:
            assert ai.curve_chance(table[left, 0], 0.0) < 0.5 == ai.hand_chance(0.0, left)


def test_the_curves_judge_two_seats_only_and_a_damaged_file_falls_back(tmp_path, monkeypatch):
    three = RULES.new_state(1, 3, {})
    while three.phase != "mixing":
        three.apply(three.legal_actions()[-1])
    assert ai.WinTurnModel(three).curves == {}
    two = _last_edge_purple(5, 20)
    assert ai.WinTurnModel(two).curves == ai.win_chance_table() != {}
    assert ai.WinTurnModel(two, curves={}).curves == {}
    bad = tmp_path / "win_chance.json"
    bad.write_text('{"curves": {"1,0": ["__import__(\'os\')", 1]}}', encoding="utf-8")
    monkeypatch.setattr(ai, "WIN_CHANCE", bad)
    ai.win_chance_table.cache_clear()
    try:
        assert ai.win_chance_table() == {}
        assert ai.WinTurnModel(two).curves == {}
    finally:
        monkeypatch.undo()
        ai.win_chance_table.cache_clear()
