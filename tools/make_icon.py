"""Render the app icon (assets/icon/labdesk.svg) to the files the desktops want, beside it:

    python tools/make_icon.py [--check]

- ``labdesk-<n>.png`` for the hicolor sizes 16-512 (Linux icon themes, the window icon);
- ``labdesk.ico``: Windows, 16-256 in one file, each size a PNG image (Windows Vista and later);
- ``labdesk.icns``: macOS, 16-512 with the 2x sizes, each a PNG image.

The SVG is rasterised by pygame (the SVG reader in SDL_image that the card art uses too), so the
tool needs nothing beyond the runtime's own packages. The .ico and .icns are assembled from the PNG
files' bytes, so they change only when a PNG does.

``--check`` renders in memory and fails if a PNG's pixels differ from the file, or if the .ico or
.icns differs from what the PNG files make.
"""
from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame  # noqa: E402 - after the headless driver is chosen

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from labdesk.userdata import atomic_write_bytes  # noqa: E402

FOLDER = ROOT / "assets" / "icon"
SOURCE = FOLDER / "labdesk.svg"
HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 96, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's element types for PNG data: the size each holds (ic11-ic14 are the 2x "Retina" sizes)
ICNS_TYPES = {"icp4": 16, "icp5": 32, "icp6": 64, "ic07": 128, "ic08": 256, "ic09": 512,
              "ic11": 32, "ic12": 64, "ic13": 256, "ic14": 512}


def png_path(size: int) -> Path:
    return FOLDER / f"labdesk-{size}.png"


def render(size: int) -> pygame.Surface:
    """The icon drawn at ``size`` x ``size`` pixels straight from the SVG (never scaled as pixels)."""
    return pygame.image.load_sized_svg(str(SOURCE), (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "png")
    return buffer.getvalue()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon: a directory of 16-byte entries, then each size's PNG data."""
    header = struct.pack("<HHH", 0, 1, len(ICO_SIZES))
    offset = len(header) + 16 * len(ICO_SIZES)
    entries, images = b"", b""
    for size in ICO_SIZES:
        data = pngs[size]
        side = 0 if size == 256 else size  # a byte holds the side; 0 means 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon: the 'icns' header, then one element (type, length, PNG data) per type."""
    elements = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                        for kind, size in ICNS_TYPES.items())
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def stale_files() -> list[str]:
    """The files that differ from what the SVG (or, for .ico and .icns, the PNG files) makes."""
    stale = []
    for size in HICOLOR_SIZES:
        path = png_path(size)
        if not path.exists() or pixels(pygame.image.load(str(path))) != pixels(render(size)):
            stale.append(path.name)
    if stale:
        return stale
    pngs = {size: png_path(size).read_bytes() for size in HICOLOR_SIZES}
    for name, data in (("labdesk.ico", ico_bytes(pngs)), ("labdesk.icns", icns_bytes(pngs))):
        path = FOLDER / name
        if not path.exists() or path.read_bytes() != data:
            stale.append(name)
    return stale


def write_all() -> None:
    pngs = {}
    for size in HICOLOR_SIZES:
        pngs[size] = png_bytes(render(size))
        atomic_write_bytes(png_path(size), pngs[size])
    atomic_write_bytes(FOLDER / "labdesk.ico", ico_bytes(pngs))
    atomic_write_bytes(FOLDER / "labdesk.icns", icns_bytes(pngs))
    total = sum(path.stat().st_size for path in FOLDER.iterdir() if path.suffix != ".svg")
    print(f"{len(HICOLOR_SIZES)} PNG files, labdesk.ico, labdesk.icns: {total / 1024:.0f} KB in {FOLDER}")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if an icon file is out of date")
    args = parser.parse_args(argv)
    if not args.check:
        write_all()
        return 0
    stale = stale_files()
    print(f"differ from {SOURCE.name}: {', '.join(stale)}" if stale else "icon files are up to date")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
