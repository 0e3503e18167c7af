"""Pack the Linux program for players (run with the venv's python after `pip install ".[build]"`):

    python tools/package.py deb [--no-build]   # dist/labdesk_<version>_<arch>.deb
    python tools/package.py tar [--no-build]   # dist/labdesk-<version>-linux-<machine>.tar.gz

Both first build the one-folder program with build.spec into dist/labdesk/ (``--no-build`` packs the
folder already there). The .deb (packed by ``dpkg-deb``) installs

    /opt/labdesk/                                   the program folder
    /usr/bin/labdesk                                a link to /opt/labdesk/labdesk
    /usr/share/applications/<APP_ID>.desktop        the desktop entry (packaging/linux/)
    /usr/share/metainfo/<APP_ID>.metainfo.xml       the AppStream metadata (packaging/linux/)
    /usr/share/icons/hicolor/<n>x<n>/apps/<APP_ID>.png, scalable/apps/<APP_ID>.svg
    /usr/share/doc/labdesk/copyright                the licence and the third-party notices

and the desktop and icon caches update through dpkg's triggers. The .tar.gz holds one folder,
labdesk-<version>/, to unpack anywhere and run ./labdesk, with the icon and desktop entry beside it.
Every file is owned by root (uid 0) and gets 0644 (0755 for programs and folders), whatever the
checkout's modes.
"""
from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]
from labdesk import APP_ID, __version__  # noqa: E402
from make_icon import HICOLOR_SIZES, png_path  # noqa: E402

DIST = ROOT / "dist"
PROGRAM = DIST / "labdesk"
LINUX = ROOT / "packaging" / "linux"
STAGE = ROOT / "build" / "package"
SUMMARY = "Five lab-themed tabletop games on one screen"
DESCRIPTION = """\
Experiment, Explosion in the Laboratory, Lab Wars, Lab Chaos and Wrong Chemistry:
five card and board games set in a laboratory, against AI opponents at four
levels or with friends at one screen (hot seat), with lessons, hints, replays
and statistics, in English and Russian."""


def build_program() -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(ROOT / "build" / "pyinstaller"),
                    str(ROOT / "build.spec")], cwd=ROOT, check=True)


def copy(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source, target)


def copyright_text() -> str:
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    notices = (ROOT / "labdesk" / "third_party_notices.md").read_text(encoding="utf-8")
    return f"labdesk {__version__}\n\n{licence}\n\n{notices}"


def desktop_files(root: Path, icons: Path) -> None:
    """The desktop entry, the metadata and the icons under ``root`` (its usr/share), icons in
    ``icons`` (a hicolor theme folder)."""
    copy(LINUX / f"{APP_ID}.desktop", root / "applications" / f"{APP_ID}.desktop")
    copy(LINUX / f"{APP_ID}.metainfo.xml", root / "metainfo" / f"{APP_ID}.metainfo.xml")
    for size in HICOLOR_SIZES:
        copy(png_path(size), icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    copy(ROOT / "assets" / "icon" / "labdesk.svg", icons / "scalable" / "apps" / f"{APP_ID}.svg")


def normalise_modes(tree: Path) -> None:
    """0755 for folders and programs (anything with an execute bit), 0644 for the rest."""
    for path in [tree, *tree.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or path.stat().st_mode & 0o111
        path.chmod(0o755 if executable else 0o644)


def folder_size_kb(tree: Path) -> int:
    return sum(p.stat().st_size for p in tree.rglob("*") if p.is_file() and not p.is_symlink()) // 1024


def glibc_needed(tree: Path) -> str:
    """The newest glibc symbol version any program or library in ``tree`` asks for ("2.31"): the
    build machine's glibc sets it, which is why releases are built on the oldest supported one."""
    newest = (2, 17)
    for path in tree.rglob("*"):
        if path.is_file() and not path.is_symlink():
            data = path.read_bytes()
            if data[:4] == b"\x7fELF":
                newest = max([newest, *((int(a), int(b)) for a, b in re.findall(rb"GLIBC_(\d+)\.(\d+)", data))])
    return f"{newest[0]}.{newest[1]}"


def control_text(installed_kb: int, arch: str, glibc: str) -> str:
    lines = [
        "Package: labdesk",
        f"Version: {__version__}",
        f"Architecture: {arch}",
        "Maintainer: The labdesk authors <labdesk@users.noreply.github.com>",
        f"Installed-Size: {installed_kb}",
        f"Depends: libc6 (>= {glibc})",
        "Section: games",
        "Priority: optional",
        "Homepage: https://github.com/labdesk/labdesk",
        f"Description: {SUMMARY}",
    ]
    lines += [" " + line for line in DESCRIPTION.splitlines()]
    return "\n".join(lines) + "\n"


def make_deb() -> Path:
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    tree = STAGE / "deb"
    shutil.rmtree(tree, ignore_errors=True)
    shutil.copytree(PROGRAM, tree / "opt" / "labdesk", symlinks=True)
    (tree / "usr" / "bin").mkdir(parents=True)
    (tree / "usr" / "bin" / "labdesk").symlink_to("/opt/labdesk/labdesk")
    share = tree / "usr" / "share"
    desktop_files(share, share / "icons" / "hicolor")
    (share / "doc" / "labdesk").mkdir(parents=True)
    (share / "doc" / "labdesk" / "copyright").write_text(copyright_text(), encoding="utf-8")
    installed_kb = folder_size_kb(tree)
    (tree / "DEBIAN").mkdir()
    control = control_text(installed_kb, arch, glibc_needed(PROGRAM))
    (tree / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    normalise_modes(tree)
    out = DIST / f"labdesk_{__version__}_{arch}.deb"
    partial = out.with_name(out.name + ".part")
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(tree), str(partial)], check=True,
                   stdout=subprocess.DEVNULL)
    partial.replace(out)
    return out


def _owned_by_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
    info.uid = info.gid = 0
    info.uname = info.gname = "root"
    if not info.issym():
        info.mode = 0o755 if info.isdir() or info.mode & 0o111 else 0o644
    return info


def make_tar() -> Path:
    name = f"labdesk-{__version__}"
    tree = STAGE / "tar" / name
    shutil.rmtree(tree.parent, ignore_errors=True)
    shutil.copytree(PROGRAM, tree, symlinks=True)
    copy(ROOT / "LICENSE", tree / "LICENSE")
    copy(png_path(256), tree / "labdesk.png")
    copy(LINUX / f"{APP_ID}.desktop", tree / f"{APP_ID}.desktop")
    out = DIST / f"{name}-linux-{platform.machine()}.tar.gz"
    partial = out.with_name(out.name + ".part")
    with tarfile.open(partial, "w:gz") as archive:
        archive.add(tree, arcname=name, filter=_owned_by_root)
    partial.replace(out)
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("kind", choices=("deb", "tar"))
    parser.add_argument("--no-build", action="store_true", help="pack dist/labdesk/ as it is")
    args = parser.parse_args(argv)
    if not args.no_build:
        build_program()
    if not (PROGRAM / "labdesk").is_file():
        print(f"no program at {PROGRAM}: build it first (drop --no-build)", file=sys.stderr)
        return 2
    out = make_deb() if args.kind == "deb" else make_tar()
    print(f"{out.relative_to(ROOT)}  {out.stat().st_size / 2**20:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
