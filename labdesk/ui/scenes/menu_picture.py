"""The menu's first frame, shown before its widgets exist.

Making the menu's widgets (importing pygame_gui, its manager and theme, about twenty buttons) costs
as much as opening the window itself. So the window shows the menu as the previous run drew it: a
picture of everything except the side panels' lines (which follow the saves and the history),
remembered in the data folder under a key naming all it depends on. The lines are drawn over it,
the frame goes on screen, and only then is the menu with its widgets made. Events wait in SDL's
queue meanwhile, so a click made while the picture shows reaches the real widgets.

Neither pygame_gui nor the layouts (pytmx) are imported for a remembered first frame: the text
boxes' places are remembered beside the picture.
"""
from __future__ import annotations

import io
import json
import os
import zlib
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from labdesk import __version__
from labdesk.i18n import N_, _, language, ngettext
from labdesk.resources import resource_path
from labdesk.ui import access, theme
from labdesk.userdata import atomic_write_bytes, data_dir

PICTURE_GLOB = "menu-*.bmp"  # BMP: the fastest format pygame reads back
BOXES_GLOB = "menu-*.json"  # beside it: where the side panels' lines go


@dataclass(frozen=True)
class MenuFacts:
    """What the menu shows about the player's games, read from the data folder."""
    unfinished: tuple[Path, ...]  # the autosaves, the most recently played first
    continue_line: str
    others_line: str
    records_line: str

    @property
    def has_save(self) -> bool:
        return bool(self.unfinished)

    @property
    def has_others(self) -> bool:
        return len(self.unfinished) > 1


def menu_facts() -> MenuFacts:
    """The autosaves and the history as the menu's side panels tell them."""
    from labdesk.engine import history, saves

    unfinished = tuple(saves.unfinished_saves())
    if not unfinished:
        continue_line = _("No unfinished game.")
    else:
        from labdesk.ui.scenes.unfinished import read_unfinished, summary  # replays the save

        latest = read_unfinished(unfinished[0])
        continue_line = summary(latest.match) if latest.match else _("The save cannot be read.")
    others = len(unfinished) - 1
    others_line = ngettext("{n} more unfinished game", "{n} more unfinished games", others).format(
        n=others) if others > 0 else ""
    recorded = sum(1 for _path in history.history_dir().glob("*.json"))
    records_line = ngettext("{n} game recorded", "{n} games recorded", recorded).format(n=recorded)
    return MenuFacts(unfinished, continue_line, others_line, records_line)


# --- the side panels, drawn the same way by the menu and by its first frame -------------------------
SIDES = (("continue", N_("Unfinished")), ("records", N_("Your games")))  # a panel's name in menu.tmx, its heading


def draw_side_panels(surface: pygame.Surface) -> None:
    """The side panels beside the second row of tiles and their headings."""
    from labdesk.ui.layout import layout

    lay = layout("menu")
    for name, title in SIDES:
        panel = lay.rect(f"{name}_panel")
        theme.panel(surface, panel, theme.PANEL, theme.LINE)
        size = theme.size_to_fit(_(title), panel.width - 32, access.scaled(22), 22, bold=True)
        theme.blit_text(surface, theme.fit(_(title), panel.width - 32, size, True), (panel.x + 16, panel.y + 14), size,
                        theme.TEXT, True)


def text_boxes() -> dict[str, pygame.Rect]:
    """Where each side panel's lines go, by panel name (menu.tmx)."""
    from labdesk.ui.layout import layout

    return {name: layout("menu").rect(f"{name}_text") for name, _title in SIDES}


def draw_side_lines(surface: pygame.Surface, facts: MenuFacts, boxes: dict[str, pygame.Rect]) -> None:
    """The panels' wrapped lines in their ``text_boxes`` (above their buttons, which they never reach)."""
    for name, line, extra in (("continue", facts.continue_line, facts.others_line),
                              ("records", facts.records_line, "")):
        box = boxes[name]
        # the largest size at which the lines fit the box (the last line's words may reach its foot)
        room = box.height + 22 - 17 - (22 if extra else 0)
        block = theme.fit_block(line, box.width, room, access.scaled(17), 17, 22)
        lines, size, step = block.lines, block.size, block.step
        if extra:
            lines += theme.wrap(extra, box.width, size, max_lines=1)
        for i, text in enumerate(lines):
            theme.blit_text(surface, text, (box.x, box.y + i * step), size, theme.TEXT_DIM)


# --- the remembered picture -------------------------------------------------------------------------
def picture_key(app, facts: MenuFacts) -> str:
    """Everything the picture depends on: the code and assets that draw it, the language, the
    settings, the canvas and which side buttons are enabled. A change to any of them is a new key."""
    parts = [__version__, language(), repr(asdict(app.settings)), repr(app.size), facts.has_save, facts.has_others,
             _files_fingerprint()]
    return _digest(repr(parts))


@lru_cache(maxsize=1)
def _files_fingerprint() -> str:
    """Names, sizes and times of the files that can change how the menu looks (the package's code
    and catalogues, the assets and scene layouts); a few hundred stat calls, once a run (showing and
    remembering the picture both need it)."""
    entries = []
    for root in (Path(__file__).resolve().parents[2], resource_path("assets"), resource_path("scenes")):
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(files):
                stat = os.stat(os.path.join(folder, name))
                entries.append(f"{folder}/{name}:{stat.st_size}:{stat.st_mtime_ns}")
    return _digest("\n".join(entries))


def _digest(text: str) -> str:
    """64 bits of checksum: a key, not a secret (hashlib would cost the first frame its import)."""
    data = text.encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def _paths(key: str) -> tuple[Path, Path]:
    folder = data_dir() / "cache"
    return folder / PICTURE_GLOB.replace("*", key), folder / BOXES_GLOB.replace("*", key)


def show_remembered(app) -> MenuFacts | None:
    """Put the menu's first frame on screen from the remembered picture; the facts it shows, or
    None when there is no picture for today's key (the menu then makes its first frame itself)."""
    facts = menu_facts()
    picture_path, boxes_path = _paths(picture_key(app, facts))
    try:
        boxes = {name: pygame.Rect(rect) for name, rect in json.loads(boxes_path.read_text(encoding="utf-8")).items()}
        picture = pygame.image.load(str(picture_path))
    except (pygame.error, OSError, ValueError, TypeError, AttributeError):
        return None  # none yet, or not one this version wrote: made again
    if picture.get_size() != tuple(app.size) or set(boxes) != {name for name, _title in SIDES}:
        return None
    app.screen.blit(picture, (0, 0))
    draw_side_lines(app.screen, facts, boxes)
    pygame.display.flip()
    return facts


def remember(app, menu) -> None:
    """Keep the picture of ``menu`` with its widgets as just made (no hover, no tooltip) for the
    next start, and where its lines go; older pictures are deleted. A data folder we cannot write
    to only costs speed."""
    picture_path, boxes_path = _paths(picture_key(app, menu.facts))
    if picture_path.exists() and boxes_path.exists():
        return
    layer = pygame.Surface(app.size)
    menu.draw_picture(layer)
    # new widgets are drawn after one update; the manager's own update would also take the hover
    # from where the mouse happens to be, and the picture is the menu untouched
    app.manager.ui_group.update(0.0)
    app.manager.draw_ui(layer)
    data = io.BytesIO()
    pygame.image.save(layer, data, picture_path.name)
    boxes = {name: list(rect) for name, rect in text_boxes().items()}
    try:
        for old in (*picture_path.parent.glob(PICTURE_GLOB), *picture_path.parent.glob(BOXES_GLOB)):
            old.unlink()
        atomic_write_bytes(picture_path, data.getvalue())
        atomic_write_bytes(boxes_path, json.dumps(boxes).encode())
    except OSError:
        pass
