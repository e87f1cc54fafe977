"""Translations: the German and Spanish catalogues cover every string marked for
translation, compile with Qt's lrelease, and turn real windows (main window, lobby, table
window, tournament lobby) into German or Spanish, amounts written the locale's way."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from client.protocol.messages import LobbySnapshot, RingRow, TableEvent
from client.protocol.table_bodies import PotAwarded
from client.resource_files import resource_file
from client.ui.app.i18n import CATALOGUES, chosen_language, install_translator
from client.ui.app.main_window import MainWindow
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.lobby.lobby import LobbyWidget
from client.ui.regular.notes import label_box
from client.ui.table.buy_in_dialog import BuyInDialog
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples

ROOT = Path(__file__).resolve().parents[3]
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


@pytest.mark.parametrize(("language", "game", "practice", "view", "tools", "help_"), [
    ("de", "&Spiel", "&Training", "&Ansicht", "&Werkzeuge", "&Hilfe"),
    ("es", "&Juego", "&Práctica", "&Ver", "&Herramientas", "A&yuda")])
def test_main_window_in_the_players_language(qtbot: QtBot, qapp: QApplication,
                                             compiled: Path, restore_language: list[object],
                                             language: str, game: str, practice: str,
                                             view: str, tools: str, help_: str) -> None:
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    window = MainWindow()
    qtbot.addWidget(window)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus == [game, practice, view, tools, help_]
    assert QLocale().name().startswith(language)


NBSP = "\u00a0"
EURO_TABLE = RingRow(table_id="eur1", name="Berlin", game="NLHE", stakes="0.50/1",
                     currency="EUR", seats=6, players=4, min_buy_in=Decimal("40"),
                     max_buy_in=Decimal("1234.56"), average_pot=Decimal("0.10"))


@pytest.mark.parametrize(("language", "tabs", "header", "buy_in"), [
    ("de", ["Cash Games", "Sit && Go", "Turniere"], "Tisch",
     f"Buy-in von 40{NBSP}€ bis 1.234,56{NBSP}€"),
    ("es", ["Partidas de cash", "Sit && Go", "Torneos"], "Mesa",
     f"Buy-in de 40{NBSP}€ a 1234,56{NBSP}€"),
])
def test_lobby_in_the_players_language(qtbot: QtBot, qapp: QApplication, compiled: Path,
                                       restore_language: list[object], language: str,
                                       tabs: list[str], header: str, buy_in: str) -> None:
    """Tabs, column titles, the details panel and amounts follow the chosen language."""
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    lobby = LobbyWidget()
    qtbot.addWidget(lobby)
    snapshot = samples.lobby(rings=3, sngs=2, tourneys=2)
    lobby.apply_snapshot(LobbySnapshot(rings=(*snapshot.rings, EURO_TABLE),
                                       sit_and_gos=snapshot.sit_and_gos,
                                       tournaments=snapshot.tournaments))
    assert [lobby.tabs.tabText(i) for i in range(lobby.tabs.count())] == tabs
    assert lobby.rings.headerData(0, Qt.Orientation.Horizontal) == header
    lobby.cash_tab.select_id("eur1")
    texts = [label.text() for label in lobby.details.findChildren(QLabel)]
    assert f"0,10{NBSP}€" in texts  # average pot: decimal comma, euro after the amount
    assert lobby.cash_tab.game.itemText(0) == ("Alle" if language == "de" else "Todos")
    opened = "Tisch öffnen" if language == "de" else "Abrir mesa"
    assert lobby.details.open_button.text() == opened
    dialog = BuyInDialog(EURO_TABLE, 1, None)
    qtbot.addWidget(dialog)
    assert buy_in in [w.text() for w in dialog.findChildren(QLabel)]


@pytest.mark.parametrize(("language", "fold", "call", "raise_to", "blinds", "wins"), [
    ("de", "Passen", "Mitgehen 400", "Erhöhen auf 800", "NLHE · Blinds 100/200 · Ante 25",
     "Gewinnt 1.200"),
    ("es", "Retirarse", "Igualar 400", "Subir a 800", "NLHE · Ciegas 100/200 · Ante 25",
     "Gana 1200"),
])
def test_table_window_in_the_players_language(qtbot: QtBot, qapp: QApplication,
                                              compiled: Path, restore_language: list[object],
                                              language: str, fold: str, call: str,
                                              raise_to: str, blinds: str, wins: str) -> None:
    """Action buttons say the poker words players use; the table's composed texts too."""
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    window = TableWindow("t1", "you", "Table 1")
    qtbot.addWidget(window)
    window.apply_snapshot(samples.table_snapshot())
    window.apply_request(samples.action_request())
    bar = window.action_bar
    assert (bar.fold_button.text(), bar.call_button.text(), bar.raise_button.text()) == \
        (fold, call, raise_to)
    assert window.tracker.view.blinds_text == blinds
    window.apply_event(TableEvent(table_id="t1", hand_id="h42", seat=4,
                                  body=PotAwarded(pot=0, amount=1200)))
    assert window.tracker.view.seat(4).last_action == wins  # type: ignore[union-attr]
    assert window.sit_out.text() == ("Nächste Hand &aussetzen" if language == "de"
                                     else "&Ausentarse la próxima mano")
    assert window.chat.tabText(0) == "Chat"


@pytest.mark.parametrize(("language", "tabs", "register", "starting", "stack", "place",
                          "pool"), [
    ("de", ["Info", "Spieler", "Tische", "Preise", "Struktur"], "&Anmelden",
     "Startstack:", "9.250", "1.", f"Preispool 900{NBSP}$ — Endgültige Preise"),
    ("es", ["Info", "Jugadores", "Mesas", "Premios", "Estructura"], "&Registrarse",
     "Stack inicial:", "9250", "1.º", f"Bolsa de premios 900{NBSP}$ — Premios definitivos"),
])
def test_tournament_lobby_in_the_players_language(
        qtbot: QtBot, qapp: QApplication, compiled: Path, restore_language: list[object],
        language: str, tabs: list[str], register: str, starting: str, stack: str, place: str,
        pool: str) -> None:
    """Tabs, buttons, Info rows, column titles, chips and places follow the language."""
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    info, players, _tables, prizes, _structure = samples.tournament_events("mtt3", final=True)
    lobby.apply_info(info)
    lobby.apply_players(players)
    lobby.apply_prizes(prizes)
    assert [lobby.tabs.tabText(i) for i in range(lobby.tabs.count())] == tabs
    assert lobby.register_button.text() == register
    labels = [lobby.info_form.itemAt(i).widget().text()  # type: ignore[union-attr]
              for i in range(lobby.info_form.count())]
    assert starting in labels
    assert lobby.players.headerData(2, Qt.Orientation.Horizontal) == "Stack"
    assert lobby.players.index(0, 2).data() == stack
    assert lobby.prizes.index(0, 0).data() == place
    assert lobby.prize_status.text() == pool


@pytest.mark.parametrize(("language", "names"), [
    ("de", ["Keine Markierung", "Rot", "Orange", "Gelb", "Grün", "Blau", "Lila"]),
    ("es", ["Sin etiqueta", "Rojo", "Naranja", "Amarillo", "Verde", "Azul", "Morado"]),
])
def test_colour_labels_in_the_players_language(qtbot: QtBot, qapp: QApplication,
                                               compiled: Path, restore_language: list[object],
                                               language: str, names: list[str]) -> None:
    """The notes' colour labels are named in the player's language; the keys stay English."""
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    box = label_box()
    qtbot.addWidget(box)
    assert [box.itemText(i) for i in range(box.count())] == names
    assert box.itemData(1) == "red"


@pytest.mark.parametrize(("language", "own", "pasted", "status"), [
    ("de", "Ihre Hände", "Eingefügte Hand", "Eingefügte Hand: 1 PHH-Hand"),
    ("es", "Tus manos", "Mano pegada", "Mano pegada: 1 mano PHH"),
])
def test_hand_history_in_the_players_language(qtbot: QtBot, qapp: QApplication,
                                              compiled: Path, restore_language: list[object],
                                              language: str, own: str, pasted: str,
                                              status: str) -> None:
    """The history window's tabs, a pasted hand's tab and its status line are translated."""
    restore_language.extend(install_translator(qapp, language, folder=compiled))
    viewer = HandHistoryViewer(HandHistory())
    qtbot.addWidget(viewer)
    text = resource_file("hands", "dwan-ivey-2009-high-stakes-poker.phh").read_text()
    view = viewer.open_text(text)
    qtbot.waitUntil(lambda: not view.loading and not view.cancel_button.isVisible(),
                    timeout=20_000)
    assert [viewer.tabs.tabText(i) for i in range(viewer.tabs.count())] == [own, pasted]
    assert view.status.text() == status


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
