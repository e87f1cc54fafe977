"""The sdist and wheel built from pyproject carry resources/, and an installed wheel finds them.

Built the way `python -m build` does it (sdist from the project, wheel from the unpacked
sdist) by calling setuptools' PEP 517 hooks in a subprocess, on a copy of the checkout in a
tmp dir so the shared working tree's build/ and egg-info are never touched.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHECK = ROOT / "packaging" / "check_dists.py"
NOT_SOURCE = shutil.ignore_patterns(
    ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis", "docs"
)
HOOK = "import sys, setuptools.build_meta as b; print(getattr(b, sys.argv[1])(sys.argv[2]))"


def _build(kind: str, source: Path, out: Path) -> Path:
    """Run one PEP 517 hook (build_sdist / build_wheel) in `source`; the built archive."""
    result = subprocess.run(
        [sys.executable, "-c", HOOK, kind, str(out)],
        cwd=source,
        capture_output=True,
        text=True,
        check=False,
    )
    hint = ""
    if "invalid command 'bdist_wheel'" in result.stderr:
        hint = "setuptools<70.1 needs the `wheel` package (or upgrade setuptools)\n"
    assert result.returncode == 0, f"{kind} failed:\n{hint}{result.stderr[-3000:]}"
    return out / result.stdout.strip().splitlines()[-1]


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel) of the current checkout; the wheel built from the unpacked sdist."""
    work = tmp_path_factory.mktemp("dists")
    source = work / "checkout"
    shutil.copytree(ROOT, source, symlinks=True, ignore=NOT_SOURCE)  # .qm files included
    out = work / "out"
    out.mkdir()
    sdist = _build("build_sdist", source, out)
    with tarfile.open(sdist) as tarred:
        tarred.extractall(work / "unpacked", filter="data")
    (unpacked,) = (work / "unpacked").iterdir()
    wheel = _build("build_wheel", unpacked, out)
    return sdist, wheel


@pytest.fixture(scope="module")
def installed(dists: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel installed (unpacked: it is pure Python) into an empty site dir."""
    site = tmp_path_factory.mktemp("site")
    with zipfile.ZipFile(dists[1]) as zipped:
        zipped.extractall(site)
    return site


def _check(*archives: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(CHECK), *map(str, archives)],
        capture_output=True,
        text=True,
        check=False,
    )


def test_sdist_leaves_the_screenshots_out(tmp_path: Path) -> None:
    """MANIFEST.in prunes docs/screenshots (15 MB; the README shows them from the repository)
    and keeps the rest of docs/."""
    source = tmp_path / "checkout"
    shutil.copytree(ROOT, source, symlinks=True, ignore=shutil.ignore_patterns(
        ".git", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"))
    assert (source / "docs" / "screenshots" / "lobby.png").is_file()
    (tmp_path / "out").mkdir()
    sdist = _build("build_sdist", source, tmp_path / "out")
    with tarfile.open(sdist) as tarred:
        names = [name.split("/", 1)[1] for name in tarred.getnames() if "/" in name]
    assert "docs/ARCHITECTURE.md" in names
    assert not [name for name in names if name.startswith("docs/screenshots")]
    assert sdist.stat().st_size < 3_000_000  # the rest is about 2 MB; the screenshots 15 MB


def test_sdist_and_wheel_contain_every_resource_file(dists: tuple[Path, Path]) -> None:
    sdist, wheel = dists
    assert sdist.name.endswith(".tar.gz") and wheel.suffix == ".whl"
    result = _check(sdist, wheel)
    assert result.returncode == 0, result.stderr
    assert "all" in result.stdout and "resource files present" in result.stdout


def test_wheel_carries_the_compiled_translations(dists: tuple[Path, Path]) -> None:
    """The committed .qm files go into the wheel with no build step of ours."""
    _, wheel = dists
    with zipfile.ZipFile(wheel) as zipped:
        names = set(zipped.namelist())
    for language in ("de", "es"):
        assert f"client/resources/translations/skg_poker_{language}.qm" in names


def test_wheel_declares_the_skg_poker_command(dists: tuple[Path, Path]) -> None:
    _, wheel = dists
    with zipfile.ZipFile(wheel) as zipped:
        (name,) = [n for n in zipped.namelist() if n.endswith(".dist-info/entry_points.txt")]
        entry_points = zipped.read(name).decode()
    assert "skg-poker = client.cli:main" in entry_points


def test_installed_wheel_finds_resources_inside_its_install(
    installed: Path, tmp_path: Path
) -> None:
    """Same lookup as the checkout, from the installed wheel alone (python -S: no site-packages)."""
    probe = (
        "from importlib.resources import as_file\n"
        "from client.resource_files import resource_file\n"
        "with as_file(resource_file('icons', 'skg-poker.svg')) as path: print(path)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(installed)}
    result = subprocess.run(
        [sys.executable, "-S", "-c", probe],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    found = Path(result.stdout.strip())
    assert found.is_relative_to(installed), f"resolved outside the installed wheel: {found}"
    assert found.read_bytes() == (ROOT / "resources" / "icons" / "skg-poker.svg").read_bytes()


def test_installed_wheel_speaks_german(installed: Path, tmp_path: Path) -> None:
    """`pip install .` and German chosen: the client's own translator, loaded from the
    installed wheel's catalogue, turns a lobby tab into German."""
    probe = (
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtWidgets import QApplication\n"
        "import client.ui.app.i18n as i18n\n"
        "app = QApplication([])\n"
        "assert i18n.install_translator(app, 'de'), 'no German catalogue'\n"
        "print(i18n.__file__)\n"
        "print(QCoreApplication.translate('LobbyWidget', 'Tournaments'))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    module_file, tab = result.stdout.strip().splitlines()
    assert Path(module_file).is_relative_to(installed), f"ran the checkout: {module_file}"
    assert tab == "Turniere"


def test_check_reports_a_resource_missing_from_an_archive(tmp_path: Path) -> None:
    incomplete = tmp_path / "skg_poker-0-py3-none-any.whl"
    with zipfile.ZipFile(incomplete, "w") as zipped:
        zipped.writestr("client/resources/__init__.py", "")
    result = _check(incomplete)
    assert result.returncode == 1
    assert "client/resources/icons/skg-poker.svg" in result.stderr


def test_check_refuses_what_is_not_a_wheel_or_sdist(tmp_path: Path) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("hello")
    result = _check(other)
    assert result.returncode == 2
    assert "not a wheel" in result.stderr


def test_installed_wheel_runs_a_qa_command_on_its_bundled_rake_tables(
    installed: Path, tmp_path: Path
) -> None:
    """`skg-poker qa rake` from the installed wheel (dependencies from this environment)."""
    probe = (
        "import sys, client\n"
        "from client.cli import main\n"
        "print(client.__file__)\n"
        "sys.exit(main(['qa', 'rake', '--currency', 'USD', '--game', 'NLHE',\n"
        "               '--stakes', '0.50/1', '--players', '6', '--pot', '12.34']))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(installed)},
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    module_file, output = result.stdout.strip().splitlines()
    assert Path(module_file).is_relative_to(installed), f"ran the checkout: {module_file}"
    assert output.startswith('{"rake": ')
