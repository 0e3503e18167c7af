"""What a release carries besides the program: the icon files, the version and its changelog entry,
the licence and the notices."""
from __future__ import annotations

import re
import struct
import sys
from pathlib import Path

import pygame

from labdesk import __version__

ROOT = Path(__file__).resolve().parents[1]
ICON = ROOT / "assets" / "icon"
sys.path.insert(0, str(ROOT / "tools"))
import make_icon  # noqa: E402


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_every_hicolor_png_is_square_at_its_size():
    for size in make_icon.HICOLOR_SIZES:
        assert png_size(make_icon.png_path(size).read_bytes()) == (size, size)


def test_the_ico_lists_each_size_once_with_its_png():
    data = (ICON / "labdesk.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(make_icon.ICO_SIZES))
    sizes = []
    for i in range(count):
        side, _h, _colours, _r, _planes, _bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i:22 + 16 * i])
        width, height = png_size(data[offset:offset + length])
        assert width == height == (side or 256)
        sizes.append(width)
    assert sizes == list(make_icon.ICO_SIZES)


def test_the_icns_holds_16_to_512_and_its_length_adds_up():
    data = (ICON / "labdesk.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found, at = {}, 8
    while at < len(data):
        kind, length = data[at:at + 4].decode("ascii"), struct.unpack(">I", data[at + 4:at + 8])[0]
        found[kind] = png_size(data[at + 8:at + length])[0]
        at += length
    assert at == len(data)
    assert found == make_icon.ICNS_TYPES
    assert {16, 32, 64, 128, 256, 512} <= set(found.values())


def test_the_window_icon_is_the_app_icon():
    from labdesk.ui.art import window_icon

    icon = window_icon()
    assert icon.get_size() == (128, 128)
    drawn = pygame.image.load(str(make_icon.png_path(128)))
    assert pygame.image.tobytes(icon, "RGBA") == pygame.image.tobytes(drawn, "RGBA")


def test_the_version_has_its_changelog_entry_on_top():
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    text = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = re.search(r"^## (\S+)", text, re.MULTILINE)
    assert first and first.group(1) == __version__


def test_licence_and_notices_are_where_the_package_says():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"].startswith("MIT")
    for name in project["license-files"]:
        assert (ROOT / name).is_file(), name
    assert "MIT License" in (ROOT / "LICENSE").read_text(encoding="utf-8")
    notices = (ROOT / "labdesk" / "third_party_notices.md").read_text(encoding="utf-8")
    for bundled in ("SDL", "pygame-ce", "pygame_gui", "PyTMX", "pytweening", "platformdirs", "Noto Sans", "Python"):
        assert bundled in notices, bundled
