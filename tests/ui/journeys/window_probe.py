"""Run as a program on a display: open every kind of top-level window the client shows (the
main window with its lobby, a table arranged as its own window, a tournament lobby, the hand
history, the settings, connect and finish dialogs) as the application does, wait until each
is shown (and framed, under a window manager), and print one JSON line: the screen's
available geometry and each window's frame. `test_window_fit` reads it.
"""

from __future__ import annotations

import json
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path

import msgspec
from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from client.protocol.messages import TableSnapshot, TournamentBarRow
from client.ui.app.connect_dialog import ConnectDialog
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.histories.history import HandHistory, HandHistoryViewer
from client.ui.table.finish_dialog import FinishDialog
from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples


def _shown(app: QApplication, windows: dict[str, QWidget], framed: bool) -> None:
    """Process events until every window is exposed and, under a window manager, framed."""
    def ready(window: QWidget) -> bool:
        return window.isVisible() and (not framed or window.frameGeometry() != window.geometry())
    while not all(ready(w) for w in windows.values()):
        app.processEvents()


def _tournament_table() -> TableSnapshot:
    """A sit & go table with its bar (wrapped in two lines on a narrow window) and the next
    break above the felt: taller than a cash table's."""
    now = datetime.now(UTC)
    bar = TournamentBarRow(level=4, level_ends=now + timedelta(minutes=3), small_blind=100,
                           big_blind=200, ante=25, next_small_blind=150, next_big_blind=300,
                           next_ante=35, rank=3, players_left=7, average_stack=2150,
                           next_pay_place=3, next_pay=Decimal("5.40"), currency="USD")
    return msgspec.structs.replace(samples.table_snapshot(), table_id="t2", tournament_bar=bar,
                                   next_break=samples.next_55(now),
                                   next_break_reason="synchronized")


def main() -> None:
    app = QApplication(sys.argv[:1])
    home = Path(tempfile.mkdtemp())
    store = SettingsStore(QSettings(str(home / "settings.ini"), QSettings.Format.IniFormat))
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    window.lobby.apply_snapshot(samples.lobby())
    window.show()
    framed = "--framed" in sys.argv
    _shown(app, {"main window": window}, framed)  # as a person's View › Tile: later
    cash = msgspec.structs.replace(samples.table_snapshot(), tournament_id=None)
    session.tables.table("t1").apply_snapshot(cash)
    session.tables.table("t2").apply_snapshot(_tournament_table())
    window.arrangeRequested.emit("tile")
    table, tournament_table = session.tables.table("t1"), session.tables.table("t2")
    lobby = TournamentLobby("sng1", window)  # as the tournament desk opens it
    lobby.show()
    history = HandHistoryViewer(HandHistory())
    history.show()
    settings = SettingsDialog(Settings(), window)
    settings.open()
    connect = ConnectDialog(parent=window)
    connect.open()
    finish = FinishDialog("Sunday Million practice", 2, window)
    finish.open()
    windows: dict[str, QWidget] = {"main window": window, "table": table,
                                   "tournament table": tournament_table,
                                   "tournament lobby": lobby, "hand history": history,
                                   "settings": settings, "connect": connect, "finish": finish}
    _shown(app, windows, framed)
    area = window.screen().availableGeometry()

    def rect(r: QRect) -> list[int]:
        return [r.x(), r.y(), r.width(), r.height()]
    print(json.dumps({"screen": rect(area),
                      "windows": {name: rect(w.frameGeometry()) for name, w in windows.items()}}))


if __name__ == "__main__":
    main()
