"""The Debian package, as a player on a Debian machine meets it: `packaging/build_deb.py`
builds it from the project wheel, a real `dpkg -i` installs it, the menu entry's command
opens a saved hand history under a real X server (Xvfb), and `dpkg --purge` removes every
file it brought (and what the client wrote under /opt at run time).

The whole round trip needs root, dpkg and xvfb-run, and /usr/bin/python3 of the Python the
tests run (CI has all of them: it runs as root on Debian); elsewhere it skips saying which
is missing. It takes about a minute.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.packaging.test_build_scripts import _client_imports
from tests.packaging.test_dists import NOT_SOURCE, _build
from tests.packaging.test_system_packages import listed

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
HAND = ROOT / "tests" / "histories" / "fixtures" / "pokerstars" / "cash_usd_nlhe.txt"


def _build_deb_module() -> ModuleType:
    """packaging/build_deb.py, loaded by path (`packaging` is also PyPA's library name)."""
    spec = importlib.util.spec_from_file_location("build_deb", PACKAGING / "build_deb.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["build_deb"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


build_deb = _build_deb_module()


def test_depends_names_every_run_time_package_of_the_one_list() -> None:
    """Each package of debian-packages.txt is either a run-time dependency of the .deb or
    named as build/test-only: a library added to the list cannot be forgotten."""
    runtime = build_deb.runtime_packages()
    assert set(runtime) | build_deb.NOT_AT_RUN_TIME == set(listed())
    assert not set(runtime) & build_deb.NOT_AT_RUN_TIME
    assert {"libegl1", "libpulse0", "libxcb-cursor0", "fonts-dejavu-core"} <= set(runtime)


def test_pruning_keeps_every_qt_module_the_client_imports() -> None:
    modules = {name.split(".")[1] for name in _client_imports()
               if name.startswith("PySide6.Qt")}
    assert {"QtWidgets", "QtMultimedia"} <= modules
    for module in modules:
        assert not build_deb.PRUNED.match(f"PySide6/{module}.abi3.so"), module
        assert not build_deb.PRUNED.match(f"PySide6/Qt/lib/lib{module.replace('Qt', 'Qt6')}"
                                          ".so.6"), module
    assert build_deb.PRUNED.match("PySide6/Qt/lib/libQt6WebEngineCore.so.6")


def test_the_oldest_glibc_is_the_newest_manylinux_tag(tmp_path: Path) -> None:
    for name, tag in (("a", "cp311-cp311-manylinux_2_28_x86_64"),
                      ("b", "cp311-cp311-manylinux2014_x86_64"), ("c", "py3-none-any")):
        (tmp_path / f"{name}.dist-info").mkdir()
        (tmp_path / f"{name}.dist-info" / "WHEEL").write_text(f"Wheel-Version: 1.0\nTag: {tag}\n")
    assert build_deb.oldest_glibc(tmp_path) == (2, 28)


def _why_not_here() -> str:
    if os.geteuid() != 0:
        return "installing a .deb needs root (CI runs as root)"
    for tool in ("dpkg", "dpkg-deb", "xvfb-run"):
        if shutil.which(tool) is None:
            return f"{tool} is missing (apt-get install dpkg xvfb)"
    minor = f"python{sys.version_info.major}.{sys.version_info.minor}"
    if not Path(f"/usr/bin/{minor}").exists():
        return f"/usr/bin/{minor} is missing: the package's environment needs the tests' Python"
    installed = subprocess.run(["dpkg-query", "-W", "-f=${Status}", "skg-poker"],
                               capture_output=True, text=True, check=False)
    if "installed" in installed.stdout.split():
        return "skg-poker is installed on this machine: the test would replace it"
    return ""


def _dpkg(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    return subprocess.run(["dpkg", *args], capture_output=True, text=True, env=env,
                          check=False, timeout=240)


def _menu_command(desktop: Path, file: Path) -> list[str]:
    """The command a file manager runs for `file` from the menu entry (%F: the files)."""
    entry = configparser.ConfigParser(interpolation=None)
    entry.read(desktop)
    words = shlex.split(entry["Desktop Entry"]["Exec"])
    return [str(file) if word == "%F" else word for word in words]


@pytest.mark.slow
@pytest.mark.timeout(600)
def test_the_deb_installs_opens_a_hand_file_from_the_menu_entry_and_purges_clean(
        tmp_path: Path) -> None:
    why = _why_not_here()
    if why:
        pytest.skip(why)
    source = tmp_path / "checkout"
    shutil.copytree(ROOT, source, symlinks=True, ignore=NOT_SOURCE)
    (tmp_path / "wheel").mkdir()
    wheel = _build("build_wheel", source, tmp_path / "wheel")
    built = subprocess.run([sys.executable, str(PACKAGING / "build_deb.py"), "--wheel",
                            str(wheel), "--out", str(tmp_path / "dist")],
                           capture_output=True, text=True, check=False, timeout=300)
    assert built.returncode == 0, built.stderr[-3000:]
    (deb,) = (tmp_path / "dist").glob("skg-poker_*_*.deb")
    assert deb.name.startswith("skg-poker_0.") and "Depends: python3." in built.stdout
    files: list[Path] = []
    try:
        installing = _dpkg("-i", str(deb))
        assert installing.returncode == 0, installing.stderr
        files = [Path(line) for line in _dpkg("-L", "skg-poker").stdout.splitlines()]
        expected = {Path("/usr/bin/skg-poker"), Path("/usr/bin/skg-poker-server"),
                    Path("/usr/share/applications/skg-poker.desktop"),
                    Path("/usr/share/mime/packages/skg-poker.xml"),
                    Path("/usr/share/metainfo/io.skg.Poker.metainfo.xml"),
                    Path("/usr/share/icons/hicolor/scalable/apps/skg-poker.svg"),
                    Path("/opt/skg-poker/venv/bin/python")}
        expected |= {Path(f"/usr/share/icons/hicolor/{s}x{s}/apps/skg-poker.png")
                     for s in (64, 128, 256)}
        assert expected <= set(files)
        assert not [f for f in files if f.name.startswith(("libGL", "libxcb", "libpulse",
                                                           "libEGL", "libX11"))]
        if Path("/usr/bin/update-mime-database").exists():  # dpkg's trigger ran it
            assert Path("/usr/share/mime/application/x-phh.xml").is_file()
            assert Path("/usr/share/mime/text/x-pokerstars-hand-history.xml").is_file()
        if Path("/usr/bin/update-desktop-database").exists():  # a file manager offers it
            offered = Path("/usr/share/applications/mimeinfo.cache").read_text(encoding="utf-8")
            for kind in ("application/x-phh", "application/x-phhs",
                         "text/x-pokerstars-hand-history"):
                assert any(line.startswith(f"{kind}=") and "skg-poker.desktop" in line
                           for line in offered.splitlines()), kind
        version = subprocess.run(["/usr/bin/skg-poker", "--version"], capture_output=True,
                                 text=True, check=False, timeout=60)
        assert version.stdout.startswith("skg-poker 0."), version.stderr
        home = tmp_path / "home"
        (home / "run").mkdir(parents=True, mode=0o700)
        saved = home / "HH20261203 Aldebaran - $0.50-$1 - USD No Limit Hold'em.txt"
        shutil.copyfile(HAND, saved)
        env = {key: value for key, value in os.environ.items()
               if not key.startswith(("PYTHON", "QT_", "XDG_"))}
        env.update(HOME=str(home), XDG_RUNTIME_DIR=str(home / "run"), QT_QPA_PLATFORM="xcb",
                   SKG_POKER_QUIT_AFTER_LOBBY="1")
        command = _menu_command(Path("/usr/share/applications/skg-poker.desktop"), saved)
        assert command[0] == "skg-poker"
        shown = subprocess.run(
            ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "/usr/bin/skg-poker",
             *command[1:]], capture_output=True, text=True, env=env, check=False,
            timeout=180, cwd=home)
        assert "skg-poker: lobby shown" in shown.stderr, shown.stderr
        assert f"skg-poker: opened {saved.name}: 4 PokerStars hands" in shown.stderr, \
            shown.stderr
        assert "Traceback" not in shown.stderr and shown.returncode == 0, shown.stderr
    finally:
        purging = _dpkg("--purge", "skg-poker")
    assert purging.returncode == 0, purging.stderr
    assert _dpkg("-s", "skg-poker").returncode != 0  # not installed, not even its config
    ours = Path("/opt/skg-poker")
    left = [f for f in files if f.exists() and (not f.is_dir() or f.is_relative_to(ours))]
    assert left == [], left
    assert not ours.exists()
