"""The "Show odds" preview tags grow with the text size (issue 28): on Wrong Chemistry's hand (a piece
lifted), Experiment's task cards and its list of task lines (a lab card of the row hovered) and Lab
Wars' purchase tag (a hand item hovered), every word of every tag is at least 1.3 times as tall at
150 % as at 100 % (1.12 times at 125 %), none is cut, and no tag covers a board word it did not cover
at 100 % (save what a tag stands in for: a task's needs under its tag; Lab Wars' purchase tag, which
at a larger size lies beside the enlarged card, over the table as the card does, never over the card's
own words). English and Russian."""
from __future__ import annotations

import re

import pygame
import pytest

from helpers.text_size import card_faces_app, in_each_language, recorded_board  # noqa: F401 (fixtures)
from labdesk.games.experiment import panels as ex_panels
from labdesk.games.experiment.content import content as ex_content
from labdesk.games.experiment.words import task_name
from labdesk.games.lab_wars import board as lw_board
from labdesk.games.wrong_chemistry import faces as wc_faces
from labdesk.ui import audit, theme
from labdesk.ui.table import preview

SIZES = ((125, 1.12), (150, 1.3))


def lift_a_disc(board) -> None:
    """Wrong Chemistry: a supply disc in hand (the need tags show on the hand cards)."""
    board._press(board.supply_slots()[0][1], board.obs)


def hover_a_row_card(board, tasks: int = 0) -> None:
    """Experiment: the pointer on the row's first open lab card while picking (``tasks``: the viewer
    holds that many open tasks, a list of lines at 125/150 % from eight)."""
    if tasks:
        board.state.tasks_open[board.me] = list(range(tasks))
        board.version += 1
        board.sync()
    board.mouse = next(h for h in board.hits if h.key[0] == "open").rect.center


def hover_a_hand_item(board) -> None:
    """Lab Wars: the pointer on the first hand item, long enough for the magnifier."""
    board.mouse = next(s for s in board.hand.sprites if s.visible).rect.center
    for _ in range(60):
        board.update(0.05)


CASES = {
    "wrong-chemistry": ("wrong-chemistry", 30, lift_a_disc),
    "experiment cards": ("experiment", 30, hover_a_row_card),
    "experiment list": ("experiment", 30, lambda board: hover_a_row_card(board, 9)),
    "lab-wars": ("lab-wars", 20, hover_a_hand_item),
}


def needs_word(word: str) -> bool:
    """What a task's tag may stand in for: an amount, a token's letter, the points."""
    return bool(re.fullmatch(r"\d+×.*|[A-ZА-Я]|\d+", word))


def tags_drawn(app, monkeypatch, case: str, size: int, lang: str):
    """The tags drawn on the board of ``case`` at ``size`` in ``lang``: [(rect, [(word, height)],
    {board words under it})], the words cut short and the magnifier's rect (None: none)."""
    game, moves, prepare = CASES[case]
    drawn = []

    def spy(real):
        def draw(surface, *args, **kwargs):
            before = list(getattr(surface, "notes", []))
            rect = real(surface, *args, **kwargs)
            kept = {id(n) for n in before}
            words = [(n.text, n.rect.height) for n in getattr(surface, "notes", [])
                     if n.kind == "text" and id(n) not in kept and rect.contains(audit.ink(n.rect))]
            under = {(n.text, tuple(audit.ink(n.rect))) for n in before
                     if n.kind == "text" and audit.ink(n.rect).colliderect(rect)}
            drawn.append((pygame.Rect(rect), words, under))
            return rect
        return draw

    tag, line_tag = spy(preview.draw_tag), spy(preview.draw_line_tag)
    monkeypatch.setattr(preview, "draw_tag", tag)
    for module in (wc_faces, lw_board):
        monkeypatch.setattr(module, "draw_tag", tag)
    monkeypatch.setattr(ex_panels, "draw_line_tag", line_tag)
    with recorded_board(app, game, size, lang, moves, 3, prepare) as (board, _notes, _problems, _cuts):
        app.settings.show_odds = True
        try:  # the board drawn once more, odds shown, while the audit records
            with audit.recording(fresh=False) as rec, theme.recording_cuts() as cuts:
                screen = pygame.Surface(app.size)
                rec.new_frame(screen)
                drawn.clear()
                board.draw(screen)
        finally:
            app.settings.show_odds = False
        zoom = board.magnifier.rect() if case == "lab-wars" else None
        return [t for t in drawn if t[1]], [cut.text for cut in cuts], zoom


@pytest.mark.parametrize("case", list(CASES))
def test_every_tag_grows_whole_and_covers_nothing_new(app, monkeypatch, language, case):
    small, cuts100, _zoom = tags_drawn(app, monkeypatch, case, 100, language)
    assert small, "no tag was drawn at 100 %"
    height100 = max(h for _rect, words, _under in small for _w, h in words)
    covered100 = {text for _rect, _words, under in small for text, _ink in under}
    names = {task_name(t.id) for t in ex_content().tasks} | {t.id for t in ex_content().tasks}
    for size, factor in SIZES:
        large, cuts, zoom = tags_drawn(app, monkeypatch, case, size, language)
        assert len(large) == len(small), (size, len(large), len(small))
        heights = [h for _rect, words, _under in large for _w, h in words]
        assert min(heights) >= factor * height100, (size, min(heights), height100)
        assert len(cuts) <= len(cuts100), (size, cuts)
        for rect, words, under in large:
            if case == "lab-wars" and zoom is not None:
                # beside the enlarged card, foot to foot, on the magnifier's layer: over the table the
                # card hides part of already, never over the card's own words nor down over the hand
                assert not rect.colliderect(zoom) and rect.bottom <= zoom.bottom, (size, rect, zoom)
                assert abs(rect.right - zoom.x) <= 10 or abs(rect.x - zoom.right) <= 10, (size, rect, zoom)
                continue
            # the enlarged card's own words (and the board's under it) lie on the magnifier's layer
            new = {text for text, ink in under if zoom is None or not zoom.contains(ink)}
            new -= covered100 | {w for w, _h in words}
            if case.startswith("experiment"):
                assert not new & names, (size, rect, new & names)  # never a task's id or name
                new = {w for w in new if not needs_word(w)}
            assert not new, (size, rect, new)


def test_a_task_lines_tag_ends_the_line_and_leaves_its_name_whole(app, monkeypatch, language):
    """At 150 % with nine open tasks (a list): each line's tag lies on its own line, from the line's
    right end leftwards, never over the task's id or name."""
    large, _cuts, _zoom = tags_drawn(app, monkeypatch, "experiment list", 150, language)
    lines = [(rect, under) for rect, _words, under in large if rect.height <= 40]
    assert lines, large
    names = {task_name(t.id) for t in ex_content().tasks} | {t.id for t in ex_content().tasks}
    for rect, under in lines:
        assert not {text for text, _ink in under} & names, (rect, under)


@pytest.mark.parametrize("size", [125, 150])
def test_every_task_lines_longest_tag_fits_its_free_end_whole_at_the_floor(language, size):
    """On a list of eight to ten tasks, every tag a line can get ("completes it: N points" with the
    task's points, "then N units short") fits between the end of the task's name and the line's end
    at no less than the floor of the text size: never cut, never over the name."""
    from helpers.text_size import text_size
    from labdesk.games.experiment import odds as ex_odds
    from labdesk.ui.layout import Layout

    with text_size(size, language):
        mine = Layout.load("experiment", size).rect("me_tasks")
        for n in (8, 9, 10):
            line = ex_panels.task_size(mine, n)
            assert ex_panels.is_line(line), (n, line)
            for task in ex_content().tasks:
                room = line[0] - ex_panels.line_words_end(task.id, line) - ex_panels.LINE_TAG_GAP
                for after in (0, 1, 9):  # "completes it: its points", "then 1 unit short", a long way off
                    text = ex_odds.advance_words(ex_odds.Advance(task.id, before=10, after=after, points=task.value))
                    px = preview.line_tag_px(text, room)
                    assert px >= preview.least_px() and theme.font(px).size(text)[0] + 2 * preview._pad() <= room, (
                        task.id, text, room)


@pytest.mark.parametrize("size", [100, 150])
def test_no_tag_lies_flush_with_the_screens_edge(app, monkeypatch, language, size):
    """Wrong Chemistry's need tags sit at the screen's bottom under the hand: a tag keeps a few pixels
    from the window's border (one flush with it looks cut off), at 100 % too."""
    tags, _cuts, _zoom = tags_drawn(app, monkeypatch, "wrong-chemistry", size, language)
    inside = pygame.Rect((0, 0), app.size).inflate(-2 * preview.EDGE, -2 * preview.EDGE)
    assert tags and all(inside.contains(rect) for rect, _words, _under in tags), [t[0] for t in tags]
