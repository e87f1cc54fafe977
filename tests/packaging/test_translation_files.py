"""The compiled catalogues (resources/translations/*.qm) are committed, so German and
Spanish work after `pip install -e .` and `pip install .` without a build step; each one
is exactly what packaging/build_translations.py (Qt's lrelease) makes from its .ts now."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication

from client.ui.app.i18n import CATALOGUES, install_translator

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"


def build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "packaging" / "build_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_each_committed_catalogue_is_compiled_from_its_ts(tmp_path: Path) -> None:
    """Rebuilt with the packaging step's lrelease: byte for byte the committed .qm (after
    editing a .ts, run `python3 packaging/build_translations.py` and commit the .qm)."""
    rebuilt = build_script().release(tmp_path)
    assert sorted(p.name for p in rebuilt) == [f"skg_poker_{c}.qm" for c in CATALOGUES]
    for fresh in rebuilt:
        committed = TRANSLATIONS / fresh.name
        assert committed.is_file(), f"{committed.name} is missing: build and commit it"
        assert committed.read_bytes() == fresh.read_bytes(), (
            f"{committed.name} is older than its .ts: run packaging/build_translations.py")


def test_the_catalogues_are_not_git_ignored() -> None:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    for language in CATALOGUES:
        ignored = subprocess.run(
            ["git", "check-ignore", "-q", f"resources/translations/skg_poker_{language}.qm"],
            cwd=ROOT, check=False)
        assert ignored.returncode == 1, f"skg_poker_{language}.qm is git-ignored"


@pytest.fixture
def restore_language(qapp: QApplication) -> Iterator[QApplication]:
    default = QLocale()
    yield qapp
    QLocale.setDefault(default)


@pytest.mark.parametrize(("language", "tournaments"), [("de", "Turniere"), ("es", "Torneos")])
def test_choosing_a_language_loads_the_bundled_catalogue(
        restore_language: QApplication, language: str, tournaments: str) -> None:
    """What the client does at start with Settings › Language: the .qm from the package's
    resources (no folder given), a lobby string translated."""
    installed = install_translator(restore_language, language)
    try:
        assert installed, f"no catalogue for {language} in client.resources"
        assert QCoreApplication.translate("LobbyWidget", "Tournaments") == tournaments
    finally:
        for translator in installed:
            restore_language.removeTranslator(translator)
