"""Memory stays flat over a long evening: text and art caches keep to their byte bounds, log lines keep
no surface each, and a board that has left the stack is freed with its layers on the next frame."""
import gc
import weakref

import pygame

from labdesk.ui import art, theme
from labdesk.ui.table.log import LogPanel


def test_the_text_cache_keeps_to_its_bound_however_many_messages_pass(monkeypatch):
    monkeypatch.setattr(theme._texts, "limit", 2_000_000)  # about ten of these lines
    theme._texts.clear()
    for i in range(2000):
        theme.text(f"Boris plays card number {i} and draws two more", 40, theme.TEXT, True)
        assert theme._texts.bytes <= theme._texts.limit
    assert 0 < len(theme._texts) < 2000
    assert theme.text("Boris plays card number 1999 and draws two more", 40, theme.TEXT, True).get_width() > 0


def test_the_shared_caches_are_bounded():
    assert theme._texts.limit == theme.TEXT_CACHE_BYTES and art._cache.limit == art.CACHE_BYTES


def test_log_lines_are_drawn_into_the_panel_layer_not_kept_each_in_the_text_cache():
    pygame.display.init()
    panel = LogPanel(pygame.Rect(0, 0, 400, 300))
    canvas = pygame.Surface((400, 300))
    theme._texts.clear()
    entries: list[str] = []
    for i in range(300):
        entries.append(f"Entry {i}: Ana pours the blue beaker into flask {i % 7}")
        panel.draw(canvas, entries)
    assert not any(key[0].startswith("Entry ") for key in theme._texts._items)
    assert panel._lines.redraws == 300  # one redraw per new entry ...
    for _ in range(20):
        panel.draw(canvas, entries)
    assert panel._lines.redraws == 300  # ... and none while the log stands still
    assert canvas.get_bounding_rect().width > 0


def test_a_board_that_leaves_is_freed_on_the_next_frame(app):
    from labdesk.ui.app import demo_match, make_board
    from labdesk.ui.scenes.menu import MenuScene

    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()  # only the app's own collection may free it
    try:
        board = make_board(app, demo_match("explosion", seed=3, moves=0, humans=0), autosave=False)
        app.push(board)
        app.frame(0.1)
        gone = weakref.ref(board)
        del board
        app.reset(MenuScene(app))
        app.frame(0.1)
        assert gone() is None
    finally:
        if was_enabled:
            gc.enable()


def test_widgets_of_scenes_that_left_are_not_kept_by_the_event_queue(app):
    from pygame_gui.elements import UIButton

    from labdesk.ui.scenes.menu import MenuScene

    def live_buttons() -> int:
        gc.collect()
        return sum(isinstance(o, UIButton) for o in gc.get_objects())

    app.reset(MenuScene(app))
    app.frame(0.1)
    before = live_buttons()
    for _ in range(5):
        app.reset(MenuScene(app))
        app.frame(0.1)
    assert live_buttons() == before
