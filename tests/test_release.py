"""What a release carries besides the program: the icon files, the version and its changelog entry,
the licence and the notices, the Linux desktop entry and metadata, and the .deb and .tar.gz packing."""
from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pygame
import pytest

from labdesk import APP_ID, __version__

ROOT = Path(__file__).resolve().parents[1]
ICON = ROOT / "assets" / "icon"
sys.path.insert(0, str(ROOT / "tools"))
import make_icon  # noqa: E402
import package  # noqa: E402


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


# --- Linux packaging: the desktop entry, the AppStream metadata, tools/package.py -------------------

LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"


def test_the_metadata_names_the_app_and_releases_this_version():
    component = ElementTree.parse(METAINFO).getroot()
    assert component.findtext("id") == APP_ID
    assert component.find("launchable").text == DESKTOP.name
    assert component.find("releases/release").get("version") == __version__
    entry = dict(line.split("=", 1) for line in DESKTOP.read_text(encoding="utf-8").splitlines() if "=" in line)
    assert entry["Icon"] == APP_ID and entry["Exec"] == "labdesk"


@pytest.mark.parametrize("command", [["desktop-file-validate", str(DESKTOP)],
                                     ["appstreamcli", "validate", "--no-net", "--pedantic", str(METAINFO)]])
def test_the_linux_validators_pass(command):
    if shutil.which(command[0]) is None:
        pytest.skip(f"{command[0]} is not installed (apt: desktop-file-utils, appstream)")
    done = subprocess.run(command, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture
def packer(tmp_path, monkeypatch):
    """tools/package.py packing a stand-in program folder into tmp_path/dist."""
    program = tmp_path / "dist" / "labdesk"
    (program / "_internal").mkdir(parents=True)
    (program / "labdesk").write_text("#!/bin/sh\necho labdesk\n")
    (program / "labdesk").chmod(0o700)
    (program / "_internal" / "data.txt").write_text("data")
    (program / "_internal" / "data.txt").chmod(0o600)
    monkeypatch.setattr(package, "DIST", tmp_path / "dist")
    monkeypatch.setattr(package, "PROGRAM", program)
    monkeypatch.setattr(package, "STAGE", tmp_path / "stage")
    return package


def test_the_deb_installs_the_program_its_link_entry_metadata_and_icons(packer):
    if shutil.which("dpkg-deb") is None:
        pytest.skip("dpkg-deb is not installed")
    deb = packer.make_deb()
    assert deb.name.startswith(f"labdesk_{__version__}_") and deb.suffix == ".deb"
    listing = subprocess.run(["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True,
                             check=True).stdout
    rows = {line.split()[-1] if "->" not in line else line.split()[-3]: line for line in listing.splitlines()}
    assert rows["./opt/labdesk/labdesk"].startswith("-rwxr-xr-x root/root")
    assert rows["./opt/labdesk/_internal/data.txt"].startswith("-rw-r--r-- root/root")
    assert "-> /opt/labdesk/labdesk" in rows["./usr/bin/labdesk"]
    for path in (f"./usr/share/applications/{APP_ID}.desktop", f"./usr/share/metainfo/{APP_ID}.metainfo.xml",
                 f"./usr/share/icons/hicolor/512x512/apps/{APP_ID}.png",
                 f"./usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg", "./usr/share/doc/labdesk/copyright"):
        assert path in rows, path
    fields = subprocess.run(["dpkg-deb", "--field", str(deb), "Package", "Version"], capture_output=True,
                            text=True, check=True).stdout
    assert fields.split() == ["Package:", "labdesk", "Version:", __version__]


def test_the_tar_is_one_folder_owned_by_root(packer):
    out = packer.make_tar()
    with tarfile.open(out) as archive:
        members = {member.name: member for member in archive.getmembers()}
    top = f"labdesk-{__version__}"
    assert {name.split("/")[0] for name in members} == {top}
    assert members[f"{top}/labdesk"].mode == 0o755 and members[f"{top}/_internal/data.txt"].mode == 0o644
    assert all(member.uid == 0 for member in members.values())
    assert {f"{top}/LICENSE", f"{top}/labdesk.png", f"{top}/{APP_ID}.desktop"} <= set(members)
