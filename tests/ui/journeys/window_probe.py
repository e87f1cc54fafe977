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
from pathlib import Path

import msgspec
from PySide6.QtCore import QRect, QSettings
from PySide6.QtWidgets import QApplication, QWidget

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
    window.arrangeRequested.emit("tile")
    table = session.tables.table("t1")
    lobby = TournamentLobby("sng1")
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
