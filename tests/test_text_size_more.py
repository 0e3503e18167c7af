"""The text size reaches the lesson panel, dialogs and the hand-off: their words are drawn at the
player's size and their panels make room (checked with the layout audit's recording: nothing cut,
covered, off screen or out of its panel)."""
from __future__ import annotations

import pygame
import pytest

from helpers.menu_app import close_app, open_menu_app
from labdesk.settings import Settings
from labdesk.ui import audit, theme
from labdesk.ui.boards import settle

LONG = ("The autosave could not be read: the file is corrupt or truncated (JSON error at line 3). "
        "It is kept as it is and new games are not autosaved until it is moved aside.")


def open_app(size: int):
    return open_menu_app(Settings(reduce_motion=True, text_size=size))


def recorded(app) -> list[audit.Note]:
    with audit.recording() as rec:
        screen = pygame.Surface(app.size)
        rec.new_frame(screen)
        app.draw(screen)
        return rec.frame_notes()


def height_of(notes, words: str) -> int:
    return next(n.rect.height for n in notes if n.kind == "text" and n.text == words)


def problems(notes, app) -> list:
    return audit.check(notes, pygame.Rect((0, 0), app.size), "test")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_dialogs_words_grow_and_its_panel_holds_them(lang):
    from labdesk.i18n import _, set_language
    from labdesk.ui.scenes.dialog import MessageDialog

    set_language(lang)
    heights, panels = {}, {}
    for size in (100, 150):
        app = open_app(size)
        try:
            dialog = MessageDialog(app, _("Cannot continue"), _(LONG), note=_("Every game's lesson is also on its "
                                                                            "menu tile (Learn)."))
            app.push(dialog)
            settle(app)
            notes = recorded(app)
            heights[size] = height_of(notes, dialog.lines[0])
            panels[size] = dialog.places.panel
            assert not problems(notes, app), size
            words = [n.rect for n in notes if n.kind == "text" and n.text in dialog.lines + dialog.note_lines]
            assert all(dialog.places.panel.contains(r) for r in words)
            assert all(r.bottom <= dialog.ok.rect.top for r in words)  # the button goes down to make room
            assert not any(line.endswith("…") for line in dialog.lines)
        finally:
            close_app(app)
    assert heights[150] >= heights[100] * 1.4 and panels[150].height > panels[100].height


def test_the_lesson_panels_words_grow_where_they_hide_nothing_more_and_the_panel_holds_them():
    """Explosion's first step at 150 %: its panel has room for larger words (one step up here)."""
    from labdesk.ui.scenes.lesson import open_lesson
    from labdesk.ui.table import coach as coach_kit

    heights, scales = {}, {}
    for size in (100, 150):
        app = open_app(size)
        try:
            board = open_lesson(app, "explosion", record=False)
            settle(app)
            coach = board.coach
            notes = recorded(app)
            heights[size], scales[size] = height_of(notes, coach.lines[0]), coach.scale
            panel = coach.panel
            words = [n.rect for n in notes if n.kind == "text" and n.text in coach.lines]
            assert len(words) >= len(coach.lines) and all(panel.contains(r) for r in words)
            assert panel.height >= coach_kit.panel_height(len(coach.lines), scale=coach.scale)
            assert pygame.Rect((0, 0), app.size).contains(panel)
        finally:
            close_app(app)
    assert scales[100] == 1.0 and scales[150] > 1.0 and heights[150] > heights[100]


def test_the_hand_offs_note_and_catch_up_grow_and_stay_in_their_places():
    from test_ui_glyphs import hot_seat_handoff

    for size, least in ((100, 20), (150, 30)):
        app = open_app(size)
        try:
            handoff = hot_seat_handoff(app)
            handoff.catch_up = [f"Boris plays \u201cGrant Rejected\u201d and Chen draws {n} cards from the deck."
                                for n in range(12)]  # more than the panel holds: the rest is in the log
            notes = recorded(app)
            assert not problems(notes, app)
            box = handoff.lay.rect("handoff_catch_up")
            lines = [n for n in notes if n.kind == "text" and box.contains(n.rect)]
            assert lines and min(n.rect.height for n in lines) >= least
            assert all(n.rect.bottom <= app.size[1] for n in notes if n.kind == "text")
        finally:
            close_app(app)


def test_larger_lesson_words_never_hide_more_of_the_board_than_at_100_percent(monkeypatch):
    """Experiment's first step at 150 %: a taller panel would cover more of the board, so its words
    are set a step smaller, down to 100 % here, until it hides no more than the 100 % panel does."""
    from labdesk.ui import access
    from labdesk.ui.scenes.lesson import open_lesson
    from labdesk.ui.table import coach as coach_kit

    app = open_app(150)
    try:
        board = open_lesson(app, "experiment", record=False)
        settle(app)
        coach = board.coach
        prompts = [p.rect for p in board.kit_parts(coach_kit.PromptBar) if p.text]
        obstacles = coach.obstacles + coach.elements + prompts
        targets = [r for r in coach.target_rects() if r is not None]
        at_100 = coach_kit.place_panel(coach.lines and " ".join(coach.lines), pygame.Rect((0, 0), app.size), targets,
                                       board.coach_areas(), coach.run.step.panel, 0, obstacles, scale=1.0)[0]
        assert coach_kit.hides(coach.panel, targets, obstacles) <= coach_kit.hides(at_100, targets, obstacles)
        assert 1.0 <= coach.scale <= access.text_scale()
        assert coach_kit.scales_to_try() == [1.5, 1.375, 1.25, 1.125, 1.0]
    finally:
        close_app(app)
