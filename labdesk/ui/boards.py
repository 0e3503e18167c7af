"""Making a board for a match, and settling it headless: what the app, several scenes (menu, setup,
results, replay, lessons, analysis) and the command line share, so no scene imports ``ui/app.py``.

The app imports this module before its first frame: the boards (and pygame_gui with them) are
imported inside the functions, when a board is made, not at start-up (``docs/ui.md``, start-up).
"""
from __future__ import annotations

import sys
import time
import traceback
from pathlib import Path


def match_from_play(play: dict):
    """The match a start request describes: {game, seats: list[Seat], seed, options}, or {load: path}
    (a save file, read and checked)."""
    from labdesk.engine import saves
    from labdesk.engine.match import Match

    if "load" in play:
        return saves.read_save(play["load"])
    return Match(play["game"], list(play["seats"]), int(play.get("seed") or 0), play.get("options") or {})


def make_board(app, match, autosave: bool = True, save_path: Path | str | None = None):
    """The game's own board scene if it has one, else the generic board. ``save_path``: the file
    the game was loaded from, which it is then saved to (None: the data folder's autosave)."""
    board = _board_for(app, match, autosave)
    board.save_path = Path(save_path) if save_path else None
    return board


def _board_for(app, match, autosave: bool):
    from labdesk import games
    from labdesk.ui.generic_board import GenericBoard

    try:
        module = games.board_module(match.game_id)
        if module is not None and hasattr(module, "Board"):
            return module.Board(app, match, autosave=autosave)
    except Exception:  # noqa: BLE001 - a broken board must not lose the game: the generic one plays it
        traceback.print_exc()
        print(f"labdesk: the {match.game_id} board failed; using the generic board", file=sys.stderr)

    return GenericBoard(app, match, autosave=autosave)


def settle(app, seconds: float = 30.0) -> None:
    """Headless: run the top board until a human may act (AI turns played, animations skipped), the
    game is over, or the time runs out. Other scenes just get a couple of frames."""
    from labdesk.ui.board import BoardScene

    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        board = app.top
        if not isinstance(board, BoardScene):
            break
        if board.worker is not None:
            board.worker.wait(max(0.0, deadline - time.perf_counter()))
        board.anims.skip()
        app.update(1 / 60)
        if not board.anims.busy and not board._stale and (board.can_act() or board.finished
                                                          or board.spectator is not None):
            break  # a replay waits for nobody: it had spun here for all its seconds
    # a few frames for other scenes (the rules page is laid out on its second update and pygame_gui
    # shows it after one more)
    for _ in range(3):
        app.update(1 / 60)
