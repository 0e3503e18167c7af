"""``labdesk bench``'s idle and memory figures: what they measure, never how fast (CPU figures are
for the bench, not for tests)."""
from __future__ import annotations

import subprocess
import sys

from labdesk.bench import idle_cpu_here, peak_rss_mb


def test_idle_cpu_is_measured_on_the_menu_and_on_a_board_through_the_apps_own_loop():
    result = idle_cpu_here(["menu", "experiment"], seconds=0.2)
    assert set(result) == {"menu", "experiment"}
    assert all(value >= 0 for value in result.values())


def test_a_child_of_a_large_process_reports_its_own_peak_memory_not_its_parents():
    ballast = bytearray(120 * 2**20)
    ballast[::4096] = b"\1" * len(ballast[::4096])  # touched, so resident
    child = subprocess.run([sys.executable, "-c", "from labdesk.bench import peak_rss_mb; print(peak_rss_mb())"],
                           capture_output=True, text=True, check=True)
    assert peak_rss_mb() >= 120
    assert float(child.stdout.strip()) < 100  # an interpreter and labdesk.bench, not the 120 MB here


def test_the_fonts_are_fresh_after_the_idle_measure_quit_pygame():
    """The idle measure ends with pygame.quit(); a later test's pygame.init() found the theme's fonts
    dead ("Invalid font", 114 failures in one CI ordering)."""
    import pygame

    from labdesk.ui import theme

    pygame.init()
    pygame.quit()  # an earlier quit (another test's) has used up what was registered for it
    pygame.init()
    theme.font(18).size("Distill")  # cached before
    idle_cpu_here(["menu"], seconds=0.1)
    pygame.init()
    assert theme.font(18).size("Distill")[0] > 0


def test_apps_made_and_dropped_at_every_text_size_leave_no_font_file_open():
    """Each font size and style made from a path kept the font file open (ours and pygame_gui's): a
    test worker's apps ran past 1,024 descriptors and the online tests' select() failed."""
    import os

    import pygame

    from labdesk.settings import Settings
    from labdesk.ui import theme
    from labdesk.ui.app import App, make_scene, settle
    from labdesk.ui.scene import Scene
    from labdesk.ui.scenes.menu import MenuScene

    def font_files() -> int:
        names = []
        for fd in os.listdir("/proc/self/fd"):
            try:
                names.append(os.readlink(f"/proc/self/fd/{fd}"))
            except OSError:
                pass
        return sum(name.endswith(".ttf") for name in names)

    if not os.path.isdir("/proc/self/fd"):
        import pytest
        pytest.skip("counts open files through /proc (Linux)")
    before = font_files()
    for size in (100, 125, 150):
        app = App(headless=True, sound=False, settings=Settings(text_size=size))
        app.reset(MenuScene(app))
        app.push(make_scene(app, "settings"))
        settle(app)
        app.draw(pygame.Surface(app.size))
        for px in range(10, 40):
            theme.font(px, bold=px % 2 == 0)
        app.reset(Scene(app))
    assert font_files() == before
