"""Frame time per board on the UI thread's CPU clock, for comparing two checkouts on a shared machine.

``labdesk bench`` reports wall time per frame, which the AI worker thread (it holds the interpreter
lock while it thinks) and other processes inflate; ``time.thread_time`` counts only the work of the
thread that updates and draws. The boards are set up as ``labdesk.ui.app.bench_frames`` sets them up
(seed 1, four moves in, a demo animation kept running), so the script runs on older checkouts too::

    cd CHECKOUT && PYTHONPATH=$PWD SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \\
        python /path/to/benchmarks/board_frames_cpu.py 240 [scene,scene,...]

prints one JSON object: scene -> {"cpu": median ms, "wall": median ms} (the first five frames left out).
"""
import json
import statistics
import sys
import time

from labdesk.ui.app import App, _built_games, _headless_env, _keep_busy, make_scene
from labdesk.ui.scenes.menu import MenuScene


def main() -> None:
    frames = int(sys.argv[1]) if len(sys.argv) > 1 else 240
    _headless_env()
    app = App(headless=True, sound=False)
    names = sys.argv[2].split(",") if len(sys.argv) > 2 else ["menu"] + _built_games()
    result = {}
    for name in names:
        app.reset(MenuScene(app))
        if name != "menu":
            app.push(make_scene(app, name, seed=1, moves=4))
        cpu, wall = [], []
        for i in range(frames):
            if i % 30 == 0:
                _keep_busy(app)
            c0, w0 = time.thread_time(), time.perf_counter()
            app.update(1 / 60)
            app.draw(app.screen)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
        result[name] = {"cpu": round(statistics.median(cpu[5:]), 3), "wall": round(statistics.median(wall[5:]), 3)}
    print(json.dumps(result))


if __name__ == "__main__":
    main()
