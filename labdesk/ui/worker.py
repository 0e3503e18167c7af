"""Run an AI decision off the UI thread so the window keeps responding while it thinks."""
from __future__ import annotations

import threading
import time


class AIWorker:
    """``AIWorker(player, state_copy)`` starts at once; poll ``done`` each frame, then read
    ``result`` (an Action) or ``error`` (the exception the player raised). The state handed in must be
    a private copy (``state.clone()``): the worker never touches the live match."""

    def __init__(self, player, state, tag=None):
        self.player = player
        self.state = state
        self.tag = tag  # what the caller needs to check the result is still wanted (a version)
        self.result = None
        self.error: BaseException | None = None
        self.started = time.perf_counter()
        self.elapsed = 0.0
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="labdesk-ai", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self.result = self.player.choose(self.state)
        except BaseException as exc:  # reported to the UI thread, never lost in the worker
            self.error = exc
        finally:
            self.elapsed = time.perf_counter() - self.started
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until finished (headless screenshots and tests only)."""
        return self._done.wait(timeout)


class TaskWorker:
    """A long job off the UI thread that reports progress and can be cancelled:
    ``TaskWorker(job)`` runs ``job(on_progress, cancelled)`` at once; each frame read ``progress``
    (done, total) and ``done``, then ``result`` or ``error``; ``cancel()`` asks the job to stop."""

    def __init__(self, job):
        self.result = None
        self.error: BaseException | None = None
        self.progress: tuple[int, int] = (0, 0)
        self._cancel = threading.Event()
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(job,), name="labdesk-task", daemon=True)
        self._thread.start()

    def _run(self, job) -> None:
        try:
            self.result = job(self._told, self._cancel.is_set)
        except BaseException as exc:  # reported to the UI thread, never lost in the worker
            self.error = exc
        finally:
            self._done.set()

    def _told(self, done: int, total: int) -> None:
        self.progress = (done, total)

    def cancel(self) -> None:
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Block until finished (headless screenshots and tests only)."""
        return self._done.wait(timeout)
