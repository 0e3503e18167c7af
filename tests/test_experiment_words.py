"""What the Experiment board says, from observations (no pygame needed)."""
from __future__ import annotations

from labdesk.games.experiment import words
from labdesk.games.experiment.rules import RULES, CompleteTask, EndTasks

NAMES = ["Ana", "Boris", "Chen"]


def observation(seat=0, variant="standard"):
    return RULES.new_state(5, 3, {"variant": variant}).observation(seat)


def test_the_headline_names_the_round_of_the_rounds_and_the_phase():
    obs = observation()
    assert words.headline(obs) == f"Experiment · Round 1/{obs['rounds']} · Phase 1 · Influence"
    assert words.headline({**obs, "phase": "over"}) == "Experiment · Game over"


def test_figures_read_with_their_plurals_right():
    one = {"score": 1, "done": ["T01"], "influence": None, "owes": 1}
    two = {"score": 2, "done": ["T01", "T02"], "influence": 7, "owes": 2}
    assert words.bench_summary(one) == "1 point · 1 task done · owes 1 card"
    assert words.bench_summary(two) == "influence 7 · 2 points · 2 tasks done · owes 2 cards"
    assert words.bench_summary({**one, "score": 0, "done": [], "owes": 0}) == "0 points · 0 tasks done"
    assert [words.short_score(n) for n in (0, 1, 2)] == ["0 pts", "1 pt", "2 pts"]


def test_the_prompt_tells_the_actor_what_to_do_and_others_who_chooses():
    obs = observation()
    seat = obs["to_move"]
    assert words.prompt(obs, NAMES, acting=True, viewer=seat).startswith("Drag a hand card")
    assert words.prompt(obs, NAMES, acting=False, viewer=(seat + 1) % 3) == f"{NAMES[seat]} is choosing…"
    assert words.prompt(obs, NAMES, acting=False, viewer=seat) == f"{NAMES[seat]}, your turn comes next…"
    assert words.prompt({**obs, "decision": "over"}, NAMES, True, seat) == "The game is over."


def test_a_discard_prompt_names_its_cause():
    obs = {**observation(), "decision": "discard"}
    broken = words.prompt({**obs, "pending": [[0, "broken-flask"]]}, NAMES, True, 0)
    boom = words.prompt({**obs, "pending": [[0, "explosion"]]}, NAMES, True, 0)
    assert "the broken flask" in broken and "the explosion" in boom


def test_the_row_note_shows_only_in_an_empty_row_of_the_task_phase():
    empty = {**observation(), "phase": "tasks", "row_open": [], "row_secret": [None, None]}
    assert words.row_note(empty, cards_showing=False).startswith("New lab cards")
    assert words.row_note({**empty, "round": empty["rounds"]}, False) == "Last round: no more lab cards."
    assert words.row_note(empty, cards_showing=True) == ""
    assert words.row_note({**empty, "phase": "pick"}, False) == ""


def test_seat_titles_join_the_name_and_its_tags():
    obs = {**observation(), "active": 1, "peeker": 1, "phase": "pick"}
    assert words.seat_title("Boris", words.seat_tags(obs, 1, "medium")) == "Boris · AI medium · active · peeked"
    assert words.seat_title("Ana", words.seat_tags(obs, 0, None)) == "Ana"


def test_the_personal_set_and_points_key_come_from_the_figures_given():
    from labdesk.games.experiment.panels import reference_columns

    assert words.personal_sets(observation(variant="advanced")["personal_set"]) == "1-6 sets"
    # the points key is the reference card: its columns, then how a secondary colour counts
    assert reference_columns({3: 3, 2: 2}) == [("2", "2"), ("3", "3")]
    assert words.reference_note() == "green, orange, purple: 2 units per flask"


def test_action_labels_read_as_words():
    assert words.action_label(CompleteTask("T05", ("double-red", "yellow"))) == "complete T05 with double red + yellow"
    assert words.action_label(EndTasks()) == "end task phase"
    assert words.lab_card_name("double-blue") == "2× blue"
    assert words.lab_card_name("broken-flask") == "broken"
