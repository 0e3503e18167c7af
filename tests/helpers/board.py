"""Helpers shared by the board tests."""
from __future__ import annotations

import pygame

from labdesk.ui.board import BoardScene
from labdesk.ui.scenes.results import ResultsScene


def play_to_results(app, match, step: float, draw_every: int, limit: int = 40000, each_frame=None) -> None:
    """Run the app (its board on top) until the board gives way to the results screen: each AI
    move is waited for, every event animates (big ``step``s: tweens run and their callbacks fire
    without skipping), and one frame in ``draw_every`` is drawn. ``each_frame(board)`` (optional)
    runs after every update: a player's input."""
    canvas = pygame.Surface(app.size)
    for frame in range(limit):
        board = app.top
        if not isinstance(board, BoardScene):
            break
        if board.worker is not None:
            board.worker.wait(5)
        app.update(step)
        if each_frame is not None and app.top is board:
            each_frame(board)
        if frame % draw_every == 0:
            app.draw(canvas)
    assert isinstance(app.top, ResultsScene) and match.state.is_over()


def frame_findings(app) -> list:
    """What the layout audit finds in the app's next frame (``labdesk.ui.audit.check``), the words
    fitted short with "…" included: a test of one screen by the audit's own measure."""
    from labdesk.ui import audit, theme

    with audit.recording() as rec, theme.recording_cuts() as cuts:
        canvas = pygame.Surface(app.size)
        rec.new_frame(canvas)
        app.draw(canvas)
        found = audit.check(rec.frame_notes(), canvas.get_rect(), "test")
    return found + [audit.Problem("clipped", "test", f"{cut.text!r} cut to {cut.shown!r}") for cut in cuts]


def dead_stops(app, board) -> list:
    """The keyboard's stops on ``board`` (not its buttons) where Enter does nothing but say why in a
    toast, pressed one by one until one acts (the table then changes): (key, toast) each."""
    surface = pygame.Surface(app.size)
    dead = []
    for target in [t for t in board.focus_targets() if t.button is None]:
        board.toast, before = None, len(board.match.actions)
        board.focus.key, board.focus.visible = target.key, True
        board.focus.use(board)
        app.update(1 / 60)
        app.draw(surface)
        if len(board.match.actions) > before:
            break
        if board.focus.carrying is not None:  # a piece lifted: it goes back
            board.focus.back_out(board)
        elif board.toast is not None:
            dead.append((target.key, board.toast[0]))
        if getattr(board, "magnifier", None) is not None:
            board.magnifier.close()
    return dead
