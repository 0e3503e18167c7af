"""Render Experiment board screenshots headlessly for a look (several player counts and variants).

Run: SDL_VIDEODRIVER=dummy python tools/experiment_shots.py OUT_DIR [PLAYERS VARIANT MOVES SEED ...]
Without configurations it renders a standard set: 2, 4 standard and 6 advanced players at a few points.
`python tools/experiment_shots.py OUT_DIR sweep` renders every decision of seat 0 (influence, pick,
discard, tasks, new task) at 2, 3, 4 and 6 players, standard and advanced: look at each for overlaps and
cut-off text.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from labdesk.engine.match import Match, Seat  # noqa: E402
from labdesk.ui.app import App, make_board, settle  # noqa: E402

NAMES = ["Ana", "Boris", "Chen", "Dara", "Emil", "Fen"]
DEFAULT = [(2, "standard", 10, 1), (4, "standard", 0, 2), (4, "standard", 30, 2), (4, "standard", 95, 5),
           (6, "advanced", 60, 3), (3, "standard", 200, 4)]


def shot(out: Path, players: int, variant: str, moves: int, seed: int, level: str = "medium",
         until: str | None = None) -> Path:
    """``moves`` AI moves (the human seat 0 played by its AI too); with ``until``, stop earlier at the
    first time seat 0 faces that decision ("tasks", "discard", "commit"...)."""
    app = App(headless=True, sound=False)
    from labdesk.ui.scenes.menu import MenuScene

    seats = [Seat("human" if i == 0 else "ai", NAMES[i], level) for i in range(players)]
    match = Match("experiment", seats, seed, {"variant": variant})
    for _ in range(moves):
        seat = match.current_seat()
        if seat is None or (until and seat == 0 and match.state.decision == until):
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    app.reset(MenuScene(app))
    app.push(make_board(app, match, autosave=False))
    settle(app)
    canvas = pygame.Surface(app.size)
    app.draw(canvas)
    path = out / f"experiment_{players}p_{variant}_{until or moves}_{seed}.png"
    pygame.image.save(canvas, str(path))
    return path


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "shots")
    out.mkdir(parents=True, exist_ok=True)
    rest = sys.argv[2:]
    if rest == ["sweep"]:
        for players, variant in ((2, "two-player"), (3, "advanced"), (4, "standard"), (6, "standard"),
                                 (6, "advanced")):
            for until in ("commit", "play", "pick", "discard", "tasks", "new-task"):
                if until == ("play" if variant == "standard" else "commit"):
                    continue  # the standard game commits onto two cards; the others play a card
                print(shot(out, players, variant, 3000, 11, until=until))
        return
    configs = ([(int(rest[i]), rest[i + 1], int(rest[i + 2]), int(rest[i + 3])) for i in range(0, len(rest), 4)]
               if rest else DEFAULT)
    for config in configs:
        print(shot(out, *config))
    if not rest:
        for until in ("tasks", "discard"):
            print(shot(out, 4, "standard", 2000, 7, until=until))


if __name__ == "__main__":
    main()
