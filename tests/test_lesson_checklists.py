"""Each game's lessons teach the whole rulebook: every rule on the game's checklist is covered by a
lesson part, every part's covers name checklist rules, and each part stays short."""
from __future__ import annotations

import pytest

from labdesk import games
from labdesk.engine.lesson import (
    PARTS, Checklist, Lesson, Rule, checklist_for, estimated_minutes, has_lesson, lesson_for, lessons_for, next_part,
)

LESSONS = [g for g in games.GAMES if has_lesson(g)]
PART_IDS = [(g, lesson.part) for g in LESSONS for lesson in lessons_for(g)]


def test_every_game_has_a_lesson_and_a_checklist():
    assert set(LESSONS) == set(games.GAMES)
    for game_id in LESSONS:
        checklist = checklist_for(game_id)
        assert isinstance(checklist, Checklist) and len(checklist) >= 8, game_id
        assert all(rule.key and rule.text and rule.source for rule in checklist)


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_checklist_rule_is_taught_by_a_lesson_part(game_id):
    covered = {text for lesson in lessons_for(game_id) for text in lesson.covers}
    untaught = [rule.key for rule in checklist_for(game_id) if rule.text not in covered]
    assert untaught == []


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_covered_rule_is_on_the_checklist(game_id):
    listed = {rule.text for rule in checklist_for(game_id)}
    for lesson in lessons_for(game_id):
        assert [text for text in lesson.covers if text not in listed] == [], lesson.part


@pytest.mark.parametrize("game_id,part", PART_IDS)
def test_each_part_is_under_five_minutes_and_has_what_it_covers(game_id, part):
    lesson = lesson_for(game_id, part)
    assert lesson.covers and lesson.summary and lesson.steps
    assert estimated_minutes(lesson) < 5


@pytest.mark.parametrize("game_id", LESSONS)
def test_a_game_teaches_a_first_game_then_the_full_rules(game_id):
    parts = lessons_for(game_id)
    assert [lesson.part for lesson in parts] == list(PARTS)
    assert next_part(parts[0]) is parts[1] and next_part(parts[1]) is None


@pytest.mark.parametrize("game_id", LESSONS)
def test_every_checklist_rule_reads_in_russian(game_id):
    from labdesk import i18n

    try:
        i18n.set_language("ru")
        untranslated = [rule.key for rule in checklist_for(game_id) if i18n._(rule.text) == rule.text]
    finally:
        i18n.set_language("en")
    assert untranslated == []


def test_a_checklist_refuses_a_key_twice_and_names_a_missing_key():
    with pytest.raises(ValueError, match="twice: a"):
        Checklist((Rule("a", "x", "s"), Rule("a", "y", "s")))
    with pytest.raises(KeyError, match="not on the checklist: b"):
        Checklist((Rule("a", "x", "s"),)).texts("a", "b")


def test_a_lesson_part_must_be_a_known_part():
    with pytest.raises(ValueError, match="part 'middle'"):
        Lesson("tiny", 1, ("A",), (), ("x",), part="middle")


def test_a_later_part_starts_where_its_prelude_leaves_the_game():
    from labdesk.engine.lesson import LessonMatch

    first = lesson_for("wrong-chemistry")
    played = LessonMatch(first)
    action = played.state.find_action(first.steps[2].expect)
    played.apply(action)
    later = Lesson(first.game, first.seed, first.names, (), ("x",), prelude=(str(action),), part="full")
    match = LessonMatch(later)
    assert match.actions == played.actions and not match.can_undo()
