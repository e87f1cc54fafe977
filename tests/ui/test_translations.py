"""Translations: the German and Spanish catalogues cover every string marked for
translation, compile with Qt's lrelease, and turn real windows into German or Spanish."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.ui.i18n import CATALOGUES, chosen_language, install_translator
from client.ui.main_window import MainWindow
from client.ui.settings import Settings, SettingsStore
from client.ui.settings_dialog import SettingsDialog

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"


def build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "build_translations", ROOT / "packaging" / "build_translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(ts: Path) -> dict[str, ET.Element]:
    root = ET.parse(ts).getroot()
    return {f"{c.findtext('name')}:{m.findtext('source')}": m
            for c in root.iter("context") for m in c.iter("message")}


@pytest.mark.parametrize("language", CATALOGUES)
def test_every_string_is_translated(language: str) -> None:
    for key, message in messages(TRANSLATIONS / f"skg_poker_{language}.ts").items():
        translation = message.find("translation")
        assert translation is not None and translation.text, key
        assert translation.get("type") is None, f"{key} is unfinished"
        source = message.findtext("source") or ""
        assert ("%1" in source) == ("%1" in translation.text), key
        assert translation.text.replace("&&", "").count("&") <= 1, key  # one accelerator


def test_catalogues_list_every_marked_string(tmp_path: Path) -> None:
    """lupdate over the sources finds nothing the catalogues lack (a real lupdate run)."""
    script = build_script()
    for language in CATALOGUES:
        ts = tmp_path / f"skg_poker_{language}.ts"
        shutil.copy(TRANSLATIONS / ts.name, ts)
        sources = [str(ROOT / "client" / "ui" / name) for name in script.SOURCES]
        subprocess.run(["pyside6-lupdate", *sources, "-ts", str(ts), "-no-obsolete"],
                       check=True, capture_output=True)
        assert messages(ts).keys() == messages(TRANSLATIONS / ts.name).keys()


@pytest.fixture
def compiled(tmp_path: Path) -> Path:
    """The catalogues compiled by the packaging step's lrelease, into a temp folder."""
    written = build_script().release(tmp_path)
    assert sorted(p.name for p in written) == [f"skg_poker_{c}.qm" for c in CATALOGUES]
    return tmp_path


@pytest.fixture
def restore_language(qapp: QApplication) -> Iterator[list[object]]:
    installed: list[object] = []
    default = QLocale()
    yield installed
    for translator in installed:
        qapp.removeTranslator(translator)  # type: ignore[arg-type]
    QLocale.setDefault(default)


def test_language_follows_the_system_unless_chosen() -> None:
    assert chosen_language("", QLocale("de_AT")) == "de"
    assert chosen_language("", QLocale("es_MX")) == "es"
    assert chosen_language("", QLocale("fr_FR")) == "en"
    assert chosen_language("es", QLocale("de_DE")) == "es"
    assert chosen_language("en", QLocale("de_DE")) == "en"


@pytest.mark.parametrize(("language", "game", "view"), [("de", "&Spiel", "&Ansicht"),
                                                        ("es", "&Juego", "&Ver")])
def test_main_window_in_the_players_language(qtbot: QtBot, qapp: QApplication,
                                             compiled: Path, restore_language: list[object],
                                             language: str, game: str, view: str) -> None:
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    window = MainWindow()
    qtbot.addWidget(window)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == [game, view]
    assert QLocale().name().startswith(language)


def test_english_needs_no_catalogue(qapp: QApplication, compiled: Path) -> None:
    assert install_translator(qapp, "en", folder=compiled) == []
    assert install_translator(qapp, "", QLocale("fr_FR"), folder=compiled) == []
    assert install_translator(qapp, "de", folder=compiled / "missing") == []


def test_language_setting_is_kept(qtbot: QtBot, store: SettingsStore) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.language.currentData() == ""  # follows the system by default
    dialog.language.setCurrentIndex(dialog.language.findData("es"))
    store.save(dialog.result_settings())
    assert store.load().language == "es"
    store.qsettings.setValue("ui/language", "klingon")
    assert store.load().language == ""
