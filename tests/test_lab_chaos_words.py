"""What the Lab Chaos board says, without a window: counts in the singular and plural, action labels
and buttons by action type, prompts for every decision, the banner, and captions of events."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from labdesk.games.lab_chaos import rules
from labdesk.games.lab_chaos import words

NAMES = ["Ana", "Boris", "Chen", "Dara"]
ROOT = Path(__file__).resolve().parent.parent


def test_words_import_without_pygame():
    code = ("import sys, labdesk.games.lab_chaos.words\n"
            "sys.exit(any(k == 'pygame' or k.startswith('pygame.') for k in sys.modules))\n")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


def test_counts_read_in_the_singular_and_the_plural():
    assert [words.count_words(n) for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert words.hand_count_word(1) == "card" and words.hand_count_word(5) == "cards"
    assert words.me_line(1, 3, hidden=False) == "1 card · penalty 3"
    assert words.me_line(4, 0, hidden=True) == "4 cards · penalty 0 · hand hidden"


def test_actions_read_by_their_type():
    cid = next(iter(words.card_data()))
    title = words.card_title(cid)
    assert words.action_label(rules.PlayCard(cid), NAMES) == f"play {title}"
    assert words.action_label(rules.React(cid), NAMES) == f"react with {title}"
    assert words.action_label(rules.HandOver(cid), NAMES) == f"hand over {title}"
    assert words.action_label(rules.ChoosePlayer(2), NAMES) == "choose Chen"
    assert words.action_label(rules.Answer(False), NAMES) == "answer no"
    assert words.action_label(rules.DrawCard(), NAMES) == "draw a card"
    assert words.action_label(rules.Pass(), NAMES) == "do not react"
    assert words.button_text(rules.DrawCard()) == "Draw a card" and words.button_text(rules.Pass()) == "No"
    assert words.countdown_text(8) == "No (8)"


def test_every_decision_has_a_prompt_for_the_chooser_and_for_the_table():
    decisions = [{"kind": "choose_player", "op": "draw"}, {"kind": "choose_player", "op": "unknown"},
                 {"kind": "discard", "n": 2}, {"kind": "give", "n": 1, "to": 1}, {"kind": "hand_over", "n": 1, "to": 2},
                 {"kind": "react", "trigger": {"on": "draw", "seat": 1, "value": 2}}, {"kind": "question"}]
    for p in decisions:
        assert words.decision_words(p, NAMES)
        assert words.waiting_prompt("Ana", p, NAMES).startswith("Waiting for Ana to ")
    assert words.decision_words(decisions[0], NAMES) == "Choose who draws: click a glowing player"
    assert words.decision_words(decisions[2], NAMES) == "Discard 2 cards: click them in your hand"
    assert words.waiting_prompt("Ana", decisions[3], NAMES) == "Waiting for Ana to give 1 card to Boris"
    assert words.decision_words(decisions[4], NAMES) == "Chen takes 1 card from you: click which"
    react = decisions[5]
    assert words.decision_words(react, NAMES).startswith("Boris drew 2 cards. React")
    assert "No card of yours can react" in words.decision_words(react, NAMES, can_react=False)
    assert words.waiting_prompt("Boris", decisions[2], NAMES) == "Waiting for Boris to discard 2 cards"
    assert words.waiting_prompt("Boris", None, NAMES) == "Waiting for Boris to play a card"


def test_the_banner_and_the_seat_tags():
    obs = {"phase": "play", "turn": 1, "next_seat": 2, "game_number": 2, "games": 3}
    assert words.headline(obs, 1, NAMES) == "Your turn  ·  game 2 of 3"
    assert words.headline(dict(obs, games=1), 0, NAMES) == "Boris's turn"
    assert words.headline(dict(obs, phase="over"), 0, NAMES) == "Game over"
    assert [words.seat_tag(s, obs) for s in range(4)] == [None, "TURN", "next", None]
    assert words.match_line(obs) == "Game 2 of 3 · lowest total wins the match"
    assert words.match_line(dict(obs, games=1)) is None
    assert words.play_order_line([1, 2, 3, 0], NAMES) == "Boris > Chen > Dara > Ana"
    assert words.play_order_line([0, 1, 2, 3, 4], NAMES + ["Emil"]) == "Ana > Boris > Chen > Dara > ..."


def test_event_captions():
    assert words.direction_reversed(-1) == "Direction reversed: play now goes right to left"
    assert words.deal_won((0, 2), "emptied their hand", NAMES) == "Ana and Chen win the deal (emptied their hand)"
    assert words.deal_won((1,), "x", NAMES) == "Boris wins the deal (x)"
    assert words.new_deal(2, 3, NAMES) == "Deal 2: Dara starts"
    assert words.deal_row_words(5, 12) == "+5 · total 12"
    qid = next(iter(words.question_texts()))
    said = words.question_answered(qid, True, "Chen", persona=True)
    assert said.endswith("Chen (persona sheet): yes") and said.startswith(words.question_text(qid))


def test_what_a_seat_says_yes_to():
    persona = {"name": "Dr Who", "yes": ["red_shoes", "tea"]}
    assert words.answers_line(persona, {}) == "Dr Who says yes to: red shoes, tea"
    assert words.answers_line(dict(persona, yes=[]), {}) == "Dr Who says yes to nothing"
    assert words.answers_line(None, {"dog": True, "tea": False}) == "Said yes to: dog"
    assert words.answers_line(None, {}) == "Answers real-life questions"


def test_small_faces_leave_out_the_badge_word_and_big_ones_keep_it():
    card = {"text": "Instant: when someone draws, draw too.", "instant": True}
    assert words.short_face_text(card) == "When someone draws, draw too."
    assert words.short_face_text({"text": "Plain text.", "instant": False}) == "Plain text."


def test_the_banner_names_whom_the_table_waits_for_when_another_seat_answers():
    """Playtest: the banner said "Boris's turn" while the prompt waited for Chen's reaction."""
    obs = {"phase": "play", "turn": 1, "current": 2, "next_seat": 2, "game_number": 2, "games": 3}
    assert words.headline(obs, 0, NAMES) == "Boris's turn  ·  waiting for Chen"
    assert words.headline(obs, 2, NAMES) == "Boris's turn  ·  waiting for you"
    assert words.headline(obs, 1, NAMES) == "Your turn  ·  waiting for Chen"
    assert words.headline(dict(obs, current=1), 0, NAMES) == "Boris's turn  ·  game 2 of 3"
