"""Build the Debian package: dist/skg-poker_<version>_<arch>.deb (run by `build.sh --deb`).

    python3 packaging/build_deb.py --wheel dist/skg_poker-0.1.0-py3-none-any.whl [--out dist]

What goes in:
- /opt/skg-poker/venv: a private virtual environment of the system's /usr/bin/python3 holding
  the project wheel and its dependencies, copied as installed in the build environment (the
  versions the tests ran with; the same way the PyInstaller build takes them), byte-compiled.
  Qt parts the client never loads (WebEngine, Designer, the Qt tools) are left out.
- /usr/bin/skg-poker and /usr/bin/skg-poker-server: launchers of that environment.
- the .desktop file (MimeType: the hand-history types), the shared-mime-info XML, the icons
  in the hicolor theme at every size the icon renderer makes, the AppStream metainfo.
- Depends: the interpreter the environment was made with (python3.X), the oldest glibc the
  binary wheels accept (their manylinux tags), and the system libraries of
  packaging/debian-packages.txt that the client loads at run time: no copy of a system
  X, GL or audio library is bundled (Qt's own libraries come with PySide6).
- postrm removes what the client wrote under /opt/skg-poker at run time, so a remove leaves
  nothing behind. The desktop, MIME and icon caches are refreshed by dpkg's triggers.

Needs dpkg-deb (zstd compression: dpkg 1.21.18 or later) and /usr/bin/python3 of the same
minor version as the Python running this script.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from importlib.metadata import Distribution, PackageNotFoundError, distribution
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
PACKAGE = "skg-poker"
PREFIX = PurePosixPath("/opt/skg-poker")
SYSTEM_PYTHON = Path("/usr/bin/python3")
LAUNCHERS = {"skg-poker": "client", "skg-poker-server": "client.server.main"}
#: Packages of debian-packages.txt that only build, test or validate: not run-time needs.
NOT_AT_RUN_TIME = frozenset({
    "appstream", "desktop-file-utils", "postgresql", "xvfb", "xauth", "pulseaudio", "xdotool",
})
RECOMMENDS = ("shared-mime-info", "hicolor-icon-theme", "desktop-file-utils")
#: Parts of the PySide6 wheels the client never loads (paths inside site-packages): Qt
#: WebEngine, Designer, PDF, 3D and QML, and the Qt developer tools and deploy scripts.
PRUNED = re.compile("|".join((
    r"PySide6/Qt/lib/libQt6(WebEngine|Designer|Pdf|Quick3D|3D)",
    r"PySide6/Qt(WebEngine|Designer|Pdf|3D|Quick3D)\w*\.(abi3\.so|pyi)$",
    r"PySide6/Qt/(libexec|qml|resources/qtwebengine|translations/qtwebengine_locales)/",
    r"PySide6/scripts/",
    r"PySide6/(designer|assistant|linguist|qmlls|qmlformat|qmllint|lupdate|lrelease"
    r"|balsam|balsamui|svgtoqml|qsb)$",
)))
MANYLINUX = re.compile(r"manylinux_(\d+)_(\d+)_")
LEGACY_MANYLINUX = {"manylinux1": (2, 5), "manylinux2010": (2, 12), "manylinux2014": (2, 17)}
MAINTAINER = "SKG Poker contributors <poker@skg.invalid>"


class DebError(Exception):
    """The package cannot be built here; the message says what is missing."""


@dataclass(frozen=True)
class Built:
    """The built package and what was measured while building it."""

    deb: Path
    installed_kib: int
    depends: tuple[str, ...]


def runtime_packages(listing: Path = PACKAGING / "debian-packages.txt") -> list[str]:
    """The Debian packages of the one list that the client needs at run time."""
    names = [name for line in listing.read_text(encoding="utf-8").splitlines()
             for name in line.split("#")[0].split()]
    return [name for name in names if name not in NOT_AT_RUN_TIME]


def _requirement_name(requirement: str) -> str | None:
    """The distribution a Requires-Dist line names, or None when only an extra needs it."""
    if "extra ==" in requirement:
        return None
    return re.split(r"[\s;<>=!~\[(]", requirement.strip(), maxsplit=1)[0]


def dependencies(requires: list[str]) -> list[Distribution]:
    """Every installed distribution the requirements pull in (recursively), each once."""
    found: dict[str, Distribution] = {}
    todo = [name for name in map(_requirement_name, requires) if name]
    while todo:
        name = todo.pop()
        try:
            dist = distribution(name)
        except PackageNotFoundError as exc:
            raise DebError(f"{name} is not installed here: pip install -e . first") from exc
        key = re.sub(r"[-_.]+", "-", dist.metadata["Name"]).lower()
        if key not in found:
            found[key] = dist
            todo.extend(n for n in map(_requirement_name, dist.requires or []) if n)
    return [found[key] for key in sorted(found)]


def _installed_files(dist: Distribution) -> Iterator[tuple[Path, PurePosixPath]]:
    """(installed file, its path in site-packages) of a distribution, pruned, without its
    scripts (their first line names the build's interpreter), with its byte code."""
    for file in dist.files or []:
        relative = PurePosixPath(str(file))
        if relative.parts[0] == ".." or PRUNED.match(str(relative)):
            continue
        yield Path(str(dist.locate_file(file))), relative


def _copy(source: Path, target: Path) -> None:
    if target.exists():  # listed by two distributions (PySide6's .pyi stubs)
        return
    target.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.link(source, target)  # same file system: instant, no second copy on disk
    except OSError:
        shutil.copy2(source, target)


def oldest_glibc(site: Path) -> tuple[int, int]:
    """The newest glibc any copied binary wheel demands (its manylinux tag), i.e. the oldest
    glibc the package runs on."""
    needed = (2, 17)
    for wheel_file in site.glob("*.dist-info/WHEEL"):
        for line in wheel_file.read_text(encoding="utf-8").splitlines():
            if not line.startswith("Tag:"):
                continue
            tag = line.split("-")[-1]
            match = MANYLINUX.search(tag + "_")
            version = ((int(match[1]), int(match[2])) if match else
                       next((v for k, v in LEGACY_MANYLINUX.items() if tag.startswith(k)),
                            (2, 17)))
            needed = max(needed, version)
    return needed


def _launcher(module: str) -> str:
    return ("#!/bin/sh\n# SKG Poker, installed under /opt/skg-poker by the skg-poker package.\n"
            f'exec {PREFIX}/venv/bin/python -I -m {module} "$@"\n')


POSTRM = f"""#!/bin/sh
# What the client wrote under {PREFIX} at run time (byte code of a newer interpreter)
# is not in the package's file list: remove it with the package.
set -e
case "$1" in
  remove|purge) rm -rf {PREFIX} ;;
esac
"""


def _write(path: Path, text: str, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    path.chmod(mode)


def _install_share(root: Path) -> None:
    """Desktop entry, MIME types, icons (every rendered size and the SVG), metainfo."""
    share = root / "usr" / "share"
    icons = ROOT / "resources" / "icons"
    hicolor = share / "icons" / "hicolor"
    sys.path.insert(0, str(PACKAGING))
    from render_icons import SIZES  # the renderer's sizes, without rendering anything

    files = {
        PACKAGING / "skg-poker.desktop": share / "applications" / "skg-poker.desktop",
        PACKAGING / "skg-poker-mime.xml": share / "mime" / "packages" / "skg-poker.xml",
        PACKAGING / "io.skg.Poker.metainfo.xml": share / "metainfo" / "io.skg.Poker.metainfo.xml",
        icons / "skg-poker.svg": hicolor / "scalable" / "apps" / "skg-poker.svg",
    }
    for size in SIZES:
        png = hicolor / f"{size}x{size}" / "apps" / "skg-poker.png"
        files[icons / f"skg-poker-{size}.png"] = png
    for source, target in files.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    _write(share / "doc" / PACKAGE / "copyright",
           "SKG Poker: MIT license. The bundled Python packages keep their own licenses "
           f"(see their *.dist-info folders under {PREFIX}/venv).\n")


def stage(wheel: Path, root: Path) -> tuple[str, list[str]]:
    """Lay out the package's files under `root`; (version, Depends) of the package."""
    minor = f"{sys.version_info.major}.{sys.version_info.minor}"
    if not SYSTEM_PYTHON.exists():
        raise DebError(f"{SYSTEM_PYTHON} is missing: apt-get install python3")
    system = subprocess.run([str(SYSTEM_PYTHON), "-c", "import sys; print(*sys.version_info[:2],"
                             " sep='.')"], capture_output=True, text=True, check=True).stdout
    if system.strip() != minor:
        raise DebError(f"{SYSTEM_PYTHON} is Python {system.strip()}, the build runs {minor}: "
                       "the compiled dependencies fit one minor version; build with that one")
    venv = root / PREFIX.relative_to("/") / "venv"
    subprocess.run([str(SYSTEM_PYTHON), "-m", "venv", "--without-pip", str(venv)], check=True)
    for script in (venv / "bin").glob("[aA]ctivate*"):
        script.unlink()  # they name the build folder; the launchers need none of them
    site = venv / "lib" / f"python{minor}" / "site-packages"
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(site)
        metadata = archive.read(next(n for n in archive.namelist()
                                     if n.endswith(".dist-info/METADATA"))).decode()
    version = re.search(r"^Version: (\S+)$", metadata, re.M)
    if version is None:
        raise DebError(f"{wheel} has no Version in its METADATA")
    requires = re.findall(r"^Requires-Dist: (.+)$", metadata, re.M)
    for dist in dependencies(requires):
        for source, relative in _installed_files(dist):
            _copy(source, site / relative)
    # Byte code for what the build environment had none of (the project itself); the rest
    # came with the files, still valid since dpkg keeps their modification times.
    compileall.compile_dir(site, quiet=1, workers=0, stripdir=str(root))
    config = venv / "pyvenv.cfg"
    config.write_text(config.read_text(encoding="utf-8").replace(str(root), ""),
                      encoding="utf-8")
    bin_dir = root / "usr" / "bin"
    for name, module in LAUNCHERS.items():
        _write(bin_dir / name, _launcher(module), 0o755)
    _install_share(root)
    glibc = ".".join(map(str, oldest_glibc(site)))
    depends = [f"python{minor}", f"libc6 (>= {glibc})", *runtime_packages()]
    return version[1], depends


def _installed_kib(root: Path) -> int:
    total = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir())
    return total // 1024 + 1


def build(wheel: Path, out: Path) -> Built:
    """Stage and pack the package into `out`; returns the .deb and its measurements."""
    if shutil.which("dpkg-deb") is None:
        raise DebError("dpkg-deb is missing: apt-get install dpkg")
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()
    with tempfile.TemporaryDirectory(prefix="skg-deb-") as work:
        root = Path(work) / "root"
        version, depends = stage(wheel, root)
        control = root / "DEBIAN"
        installed = _installed_kib(root)
        _write(control / "control", "\n".join([
            f"Package: {PACKAGE}",
            f"Version: {version}",
            f"Architecture: {arch}",
            f"Maintainer: {MAINTAINER}",
            f"Installed-Size: {installed}",
            f"Depends: {', '.join(depends)}",
            f"Recommends: {', '.join(RECOMMENDS)}",
            "Section: games",
            "Priority: optional",
            "Homepage: https://github.com/skg-poker/skg-poker",
            "Description: SKG Poker desktop client",
            " Cash games, sit & goes and tournaments, offline against bots or on an SKG",
            " server; opens PHH, PHHS and PokerStars hand-history files.",
        ]) + "\n")
        _write(control / "postrm", POSTRM, 0o755)
        for path in root.rglob("*"):  # files keep their modes: some are the build's own
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o755)
        out.mkdir(parents=True, exist_ok=True)
        deb = out / f"{PACKAGE}_{version}_{arch}.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Zzstd", "-z3", "--build",
                        str(root), str(deb)], check=True, stdout=subprocess.DEVNULL)
    return Built(deb=deb, installed_kib=installed, depends=tuple(depends))


def main(argv: list[str] | None = None) -> int:
    """Command line: build the .deb from a built wheel; prints what it made and its sizes."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--wheel", type=Path, required=True, help="the project wheel")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder")
    args = parser.parse_args(argv)
    try:
        built = build(args.wheel, args.out)
    except DebError as exc:
        print(f"build_deb: {exc}", file=sys.stderr)
        return 2
    size_mb = built.deb.stat().st_size / 1e6
    print(f"{built.deb}: {size_mb:.0f} MB, installed {built.installed_kib * 1024 / 1e6:.0f} MB")
    print(f"Depends: {', '.join(built.depends)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
