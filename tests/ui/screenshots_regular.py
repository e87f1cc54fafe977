"""Screens of a regular's tools for docs/screenshots: notes, results graphs, tiled tables,
Find a player and the lobby's table preview (real widgets, sample data).

Called by tests.ui.screenshots.capture_all; the tiled tables are drawn at the place each
table window has on the screen (every window's own `grab()`), so they also come out
offscreen, where there is no screen to grab.
"""

from __future__ import annotations

import importlib.util
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

import msgspec
import numpy as np
from PySide6.QtCore import QEvent, QLocale, QPoint, QPointF, QRect, QSettings
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from client.notes.store import NotesStore
from client.protocol.messages import ChatLine, PlayerRow, TablePreview, TournamentPlayers
from client.ui.app.i18n import install_translator
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.regular.graph_data import Graph, HandResult
from client.ui.regular.graphs import ResultsWindow
from client.ui.regular.notes import NotesWindow
from client.ui.regular.notes_session import NotesController
from client.ui.table.table_layout import fit, tile_rects
from client.ui.table.table_window import TableWindow
from tests.ui import samples
from tests.ui.capture import save, settle

START = datetime(2026, 12, 2, 19, 0, tzinfo=UTC)



def notes_screens(out: Path, data: Path) -> list[Path]:
    """A table with the player's labels and note marks, the editor, the notes window."""
    (data / "notes.sqlite3").unlink(missing_ok=True)
    store = NotesStore(data / "notes.sqlite3", "practice|You")
    store.put("Carla", "Limps the button, then check-raises big on wet flops.", "red")
    store.put("Dmitri", "Folds to 3-bets a lot. Tilts after losing a big pot.", "blue")
    store.put("Greta", "", "green")
    store.put("Hiro", "Slowplays sets; a min-raise on the river is the nuts.", "purple")
    table = TableWindow("t1", "you", "Sit & Go #1 — Table 1")
    table.apply_settings(Settings(animation_speed=0.0))
    table.apply_snapshot(samples.table_snapshot())
    controller = NotesController(table, lambda: [table], data / "notes.sqlite3")
    controller.use_account("practice|You")
    controller.attach(table)
    settle(table, 1280, 740)
    paths = [save(table, out, "notes_table_labels")]
    editor = controller.edit("Eve")
    assert editor is not None
    editor.text.setPlainText("Opens wide from the cutoff.\nCalls 3-bets out of position with "
                             "small pairs.")
    editor.label.setCurrentIndex(editor.label.findData("orange"))
    settle(editor, 440, 300)
    paths.append(save(editor, out, "notes_editor"))
    editor.close()
    window = NotesWindow(store)
    window.search.setText("a")
    settle(window, 760, 380)
    paths.append(save(window, out, "notes_window"))
    window.close()
    table.close()
    (data / "notes.sqlite3").unlink(missing_ok=True)
    return paths


def _session_hands(count: int) -> tuple[HandResult, ...]:
    rng = np.random.default_rng(3)
    nets = (rng.standard_t(3, count) * 120 + 9).astype(np.int64)
    showdown = rng.random(count) < 0.3
    return tuple(HandResult(f"usd-nlhe-050-1-{i + 1}", "usd-nlhe-050-1",
                            START + timedelta(seconds=40 * i), int(net), bool(sd))
                 for i, (net, sd) in enumerate(zip(nets, showdown, strict=True)))


def _tournament_hands() -> tuple[HandResult, ...]:
    rng = np.random.default_rng(8)
    stack, hands = 3000, []
    for i in range(140):
        net = int(rng.choice([0, 0, 0, -25, -50, 75, 150, -300, 600]) * (1 + i // 40))
        net = max(net, -stack)
        stack += net
        hands.append(HandResult(f"sng-{i + 1}", "6max-1-t1", START + timedelta(minutes=i),
                                net, bool(rng.random() < 0.2), stack))
        if stack == 0:
            break
    return tuple(hands)


def graph_screens(out: Path) -> list[Path]:
    """The session graph (2,000 cash hands, showdown lines) and a tournament chip graph."""
    window = ResultsWindow()
    window.set_graphs([Graph("Cash games (USD)", _session_hands(2000), "USD"),
                       Graph("Tournament: 6-Max Sit & Go", _tournament_hands(),
                             tournament=True)])
    settle(window, 960, 560)
    box = window.plot.getPlotItem().vb
    target = box.mapViewToScene(QPointF(1200, 0))
    QTest.mouseMove(window.plot.viewport(), window.plot.mapFromScene(target))
    QApplication.processEvents()
    paths = [save(window, out, "graph_session")]
    window.choice.setCurrentIndex(1)
    target = box.mapViewToScene(QPointF(60, 8000))
    QTest.mouseMove(window.plot.viewport(), window.plot.mapFromScene(target))
    QApplication.processEvents()
    paths.append(save(window, out, "graph_tournament"))
    window.close()
    # Delete the plot now: pyqtgraph's view menus must go with it, not in a later sweep of
    # every top-level widget (that double-deletes them on X11).
    window.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return paths


def tiled_tables_screen(out: Path, data: Path) -> Path:
    """Four tables tiled over a 1920x1080 screen, one of them waiting for us."""
    store = SettingsStore(QSettings(str(data / "tiled.ini"), QSettings.Format.IniFormat))
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    tables = []
    for n, seats in enumerate((6, 9, 6, 2)):
        table = session.tables.table(f"t{n + 1}")
        table.apply_snapshot(samples.table_snapshot(seats=seats, to_act=None))
        table.set_title(f"Sit & Go #{n + 1} — Table 1")
        session.tables.layout.set_title(table, f"Sit & Go #{n + 1} — Table 1")
        tables.append(table)
    tables[1].apply_snapshot(samples.table_snapshot(seats=9))  # our turn here
    screen = QRect(0, 0, 1920, 1080)
    session.tables.layout.arrange("tile")
    rects = [fit(r, t.minimumSizeHint(), screen)
             for r, t in zip(tile_rects(4, screen), tables, strict=True)]
    ratio = tables[0].devicePixelRatioF()  # 2 at 200% scaling: a sharp picture
    picture = QImage(screen.size() * ratio, QImage.Format.Format_RGB32)
    picture.setDevicePixelRatio(ratio)
    picture.fill(QColor("#0d1117"))
    painter = QPainter(picture)
    for table, rect in zip(tables, rects, strict=True):
        table.setGeometry(rect)
        QApplication.processEvents()
        painter.drawPixmap(QPoint(rect.x(), rect.y()), table.grab())
        painter.setPen(QColor("#30363d"))
        painter.drawRect(rect.adjusted(0, 0, -1, -1))
    painter.end()
    path = out / "tiled_tables.png"
    if not picture.save(str(path)):
        raise OSError(f"could not write {path}")
    for table in tables:
        table.close()
    window.close()
    (data / "tiled.ini").unlink(missing_ok=True)
    return path


def search_and_preview_screens(out: Path, data: Path) -> list[Path]:
    """Find a player over what the lobby saw, and the lobby previewing a cash table."""
    store = SettingsStore(QSettings(str(data / "search.ini"), QSettings.Format.IniFormat))
    window = MainWindow()
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    window.lobby.apply_snapshot(samples.lobby())
    rings = window.lobby.rings
    ring = next(rings.row_at(i) for i in range(rings.rowCount())
                if (rings.row_at(i).seats, rings.row_at(i).players) == (6, 5))
    snapshot = samples.table_snapshot(seats=6, to_act=None)
    session.on_event(TournamentPlayers(tournament_id="mtt3", players=(
        PlayerRow(player_id="p3", name="Carla", stack=18_450, table_id="mtt3-t4"),
        PlayerRow(player_id="p9", name="Carlos", place=212))))
    session.on_event(snapshot)
    search = session.finder.show()
    search.query.setText("carl")
    settle(search, 680, 320)
    paths = [save(search, out, "player_search")]
    search.close()
    window.tabs.setCurrentWidget(window.lobby)
    window.lobby.tabs.setCurrentWidget(window.lobby.cash_tab)
    settle(window, 1280, 800)
    window.lobby.cash_tab.select_id(ring.table_id)
    session.lobby.preview.table_id = ring.table_id  # as if the room had answered the look
    session.lobby.preview.apply_preview(TablePreview(
        table_id=ring.table_id, game=snapshot.game, max_seats=snapshot.max_seats,
        seats=tuple(msgspec.structs.replace(s, hole_cards=()) for s in snapshot.seats),
        button=snapshot.button, board=snapshot.board, pots=snapshot.pots,
        hand_id=snapshot.hand_id, small_blind=snapshot.small_blind,
        big_blind=snapshot.big_blind))
    QApplication.processEvents()
    paths.append(save(window, out, "lobby_table_preview"))
    window.close()
    (data / "search.ini").unlink(missing_ok=True)
    return paths


def translated_screens(out: Path, data: Path) -> list[Path]:
    """The main window (lobby) and a euro cash table in German, the same table and the
    settings in Spanish (catalogues compiled by the packaging step's lrelease into a
    temporary folder)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    spec = importlib.util.spec_from_file_location(
        "build_translations", Path(__file__).resolve().parents[2] / "packaging" /
        "build_translations.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    paths = []
    default = QLocale()
    with tempfile.TemporaryDirectory() as folder:
        script.release(Path(folder))
        for language, shot in (("de", _main_window_screen), ("de", _table_screen),
                               ("es", _table_screen), ("es", _settings_screen)):
            translators = install_translator(app, language, folder=Path(folder))
            name = shot.__name__.strip("_").removesuffix("_screen")
            paths.append(shot(out, data, f"{name}_{language}"))
            for translator in translators:
                app.removeTranslator(translator)
    QLocale.setDefault(default)
    return paths


def _main_window_screen(out: Path, data: Path, name: str) -> Path:
    store = SettingsStore(QSettings(str(data / "de.ini"), QSettings.Format.IniFormat))
    window = MainWindow()
    Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    window.lobby.apply_snapshot(samples.lobby())
    window.set_balances(samples.balances().balances)
    window.lobby.tabs.setCurrentWidget(window.lobby.cash_tab)
    settle(window, 1280, 800)
    window.lobby.cash_tab.select_id("r3")  # the details panel, translated too
    QApplication.processEvents()
    path = save(window, out, name)
    window.close()
    (data / "de.ini").unlink(missing_ok=True)
    return path


def _table_screen(out: Path, data: Path, name: str) -> Path:
    """A euro cash table on our turn: action words and amounts in the player's language."""
    window = TableWindow("t1", "you", "Berlin — 0,50/1 €")
    window.apply_settings(Settings(animation_speed=0.0))
    window.set_currency("EUR")
    window.apply_snapshot(samples.table_snapshot())
    window.apply_request(samples.action_request())
    window.apply_chat(ChatLine(table_id="t1", sender="Carla", text="gg"))
    settle(window, 1280, 740)
    path = save(window, out, name)
    window.close()
    return path


def _settings_screen(out: Path, data: Path, name: str) -> Path:
    dialog = SettingsDialog(Settings(sound=True))
    dialog.tabs.setCurrentIndex(1)
    settle(dialog, dialog.sizeHint().width(), dialog.sizeHint().height())
    path = save(dialog, out, name)
    dialog.close()
    return path


def regular_screens(out: Path, data: Path) -> list[Path]:
    """Every screen of this module."""
    return [*notes_screens(out, data), *graph_screens(out), tiled_tables_screen(out, data),
            *search_and_preview_screens(out, data), *translated_screens(out, data)]
