"""The board's log view: the whole game scrolls (wheel, drag, PageUp/PageDown, Home/End), a chip
filters by player, and the "since your last turn" marker sits after the seat's own last line."""
from __future__ import annotations

import pygame

from labdesk.engine.match import LogEntry
from labdesk.ui.app import demo_match, make_board
from labdesk.ui.table.log import LogPanel, catch_up, page_lines, since_last_turn


def board_with_log(app, moves: int = 60):
    board = make_board(app, demo_match("lab-wars", 3, moves, humans=1, players=3), autosave=False)
    app.push(board)
    app.update(1 / 60)
    return board


def key(app, k) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def first_shown(board) -> int:
    view = board.log_view
    texts = view.shown(board.shown_log())[0]
    return page_lines(texts, view.width, view.rows, view.size, view.offset)[0].entry


def test_keys_wheel_and_drag_scroll_over_the_whole_game(app):
    board = board_with_log(app)
    view = board.log_view
    assert view.offset == 0 and first_shown(board) > 0
    key(app, pygame.K_HOME)
    assert first_shown(board) == 0  # the deal's first line at the top
    key(app, pygame.K_END)
    assert view.offset == 0
    key(app, pygame.K_PAGEUP)
    paged = view.offset
    assert paged > 0
    key(app, pygame.K_PAGEDOWN)
    assert view.offset < paged
    key(app, pygame.K_PAGEDOWN)
    assert view.offset == 0
    centre = view.rect.center
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False))
    assert view.offset == 6
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=centre))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(centre[0], centre[1] - 3 * (view.size + 6)),
                                  rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=centre))
    assert view.offset == 3
    app.draw(pygame.Surface(app.size))


def test_the_chip_filters_by_player(app):
    board = board_with_log(app)
    view = board.log_view
    chip = view.chip_rect().center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=chip))
    assert view.only == 0
    texts, _ = view.shown(board.match.log_entries)
    assert texts == [e.text for e in board.match.log_entries if e.actor == 0]
    for _ in range(3):
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=chip))
    assert view.only is None
    app.draw(pygame.Surface(app.size))


def test_the_marker_falls_after_the_seats_last_line():
    entries = [LogEntry(None, "deal"), LogEntry(0, "a1"), LogEntry(1, "b1"), LogEntry(0, "a2"),
               LogEntry(1, "b2"), LogEntry(2, "c1")]
    assert since_last_turn(entries, 0) == 4 and since_last_turn(entries, 2) == 6
    assert since_last_turn(entries, 3) is None
    assert catch_up(entries, 0) == ["b2", "c1"] and catch_up(entries, 3) == [e.text for e in entries]
    panel = LogPanel(pygame.Rect(0, 0, 400, 300), since=4, only=1)
    assert panel.shown(entries) == (["b1", "b2"], 1)


def test_an_offset_past_the_oldest_entry_shows_the_oldest_page():
    """A replay that jumps back shortens the log under a scrolled panel: it shows the start, not nothing."""
    from labdesk.ui.table.log import page_lines
    entries = ["Round 1 begins.", "Ana draws 1 card."]
    assert [line.text for line in page_lines(entries, 400, 10, offset=50)] == entries


def more_moves(board, moves: int) -> None:
    """AI moves straight on the match (the log grows as the game goes on)."""
    match = board.match
    for _ in range(moves):
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))


def test_scrolled_back_the_log_holds_still_and_says_lines_came_in_below(app):
    board = board_with_log(app, moves=30)
    view = board.log_view
    app.draw(pygame.Surface(app.size))
    key(app, pygame.K_PAGEUP)
    app.draw(pygame.Surface(app.size))
    read = first_shown(board)
    assert view.new_lines_rect() is None  # nothing new yet: no bar
    before = len(board.match.log_entries)
    more_moves(board, 20)
    app.draw(pygame.Surface(app.size))
    came = len(board.match.log_entries) - before
    assert came > 0
    assert first_shown(board) == read  # the lines being read stay where they were
    assert view.unread == came and view.new_lines_rect() is not None
    bar = view.new_lines_rect().center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=bar))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=bar))
    app.draw(pygame.Surface(app.size))
    assert view.offset == 0 and view.unread == 0 and view.new_lines_rect() is None
    more_moves(board, 10)  # back at the newest, the panel follows the game again
    app.draw(pygame.Surface(app.size))
    assert view.offset == 0 and view.new_lines_rect() is None


def test_end_or_scrolling_down_to_the_newest_clears_the_new_lines_bar():
    panel = LogPanel(pygame.Rect(0, 0, 400, 300))
    panel.take_in(10)
    panel.offset = 4
    panel.take_in(13)
    assert (panel.offset, panel.unread) == (7, 3) and panel.new_lines_rect() is not None
    panel.offset = 0  # End, the wheel or a drag brought the newest back
    panel.take_in(13)
    assert panel.unread == 0 and panel.new_lines_rect() is None
    panel.offset = 2
    panel.take_in(5)  # a replay stepped back: a shorter log is no news
    assert panel.unread == 0
