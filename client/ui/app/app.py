"""Start the desktop client: QApplication, a qasync event loop, the main window, a session.

`run_gui(None)` opens offline practice (the in-process room, no server needed);
`run_gui("ws://host:port")` opens the "Connect to server" dialog for that address so the
player can log in. Hand history files given (`skg-poker FILE...`) open in the hand history
window, one tab each; a bug report (`skg-poker REPORT.zip`) opens in offline practice
(`client.ui.app.open_report`). With SKG_POKER_QUIT_AFTER_LOBBY=1 (the packaging smoke test and the
installed-package test) it prints "skg-poker: lobby shown" on stderr once the practice lobby
is loaded, and each file tab's status line ("skg-poker: opened ...") once it is read, then
quits. The tools
policy scan runs in the background and its decisions are shown as banners; sitting down
asks it first.
"""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QIcon, QPixmap
from PySide6.QtWidgets import QApplication

from client.adapters.local import LocalAdapter, LocalRoom
from client.logs import setup_logging
from client.resource_files import resource_file
from client.toolguard.decisions import Decision
from client.toolguard.guard import ToolGuard
from client.toolguard.running import ClientRunningSignal
from client.ui.app.gui_gc import GuiThreadCollector
from client.ui.app.i18n import install_translator
from client.ui.app.main_window import MainWindow
from client.ui.app.open_report import open_report
from client.ui.app.session import Session, default_settings_store
from client.ui.histories.history_file_view import HistoryFileView

#: Set to 1 by the packaging smoke test: quit once the practice lobby has loaded.
QUIT_AFTER_LOBBY = "SKG_POKER_QUIT_AFTER_LOBBY"
LOBBY_TIMEOUT_SECONDS = 60.0


def app_icon() -> QIcon:
    """The application icon from the bundled PNG renders (no SVG plugin needed)."""
    icon = QIcon()
    for size in (64, 128, 256):
        pixmap = QPixmap()
        data = resource_file("icons", f"skg-poker-{size}.png").read_bytes()
        if pixmap.loadFromData(data, "PNG"):
            icon.addPixmap(pixmap)
    return icon


def make_application() -> QApplication:
    """The QApplication with high-DPI scaling that follows the screen exactly."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
        Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication(sys.argv)
    app.setOrganizationName("SKG")
    app.setApplicationName("Poker")
    app.setApplicationDisplayName("SKG Poker")
    app.setDesktopFileName("skg-poker")  # Wayland matches windows to skg-poker.desktop
    app.setWindowIcon(app_icon())
    return app


def open_files(session: Session, files: Sequence[Path]) -> list[HistoryFileView]:
    """Open the hand history window with a tab per file (read in the background; a file
    that cannot be read says why in its tab, and the client goes on), showing the first:
    the file that was double-clicked."""
    if not files:
        return []
    viewer = session.histories.show()
    views = [viewer.open_file(path) for path in files]
    viewer.tabs.setCurrentWidget(views[0])
    return views


async def _all_loaded(views: Sequence[HistoryFileView]) -> None:
    for view in views:
        if view.loading:
            done = asyncio.Event()
            view.loaded.connect(done.set)
            await done.wait()


@dataclass(frozen=True)
class Launch:
    """What the command line asked of this run (`skg-poker --help`)."""

    server_url: str | None = None
    files: Sequence[Path] = ()  # hand histories to open at start
    cafile: str | None = None  # a private CA for wss:// (this run; Settings keeps one)
    scenario: Path | None = None  # a tester's scenario, loaded once practice starts
    seed: int | None = None  # deals the scenario from this seed instead of the file's
    log_level: str | None = None  # the log file's level (default SKG_POKER_LOG_LEVEL/INFO)
    tester: bool = False  # the tester tools shown for this run (Settings keeps its own)
    report: Path | None = None  # a bug report to open in offline practice


def lively_practice() -> LocalAdapter:
    """The offline practice room as a person meets it: bots come and go at every cash
    table (tests use a quieter room they seed)."""
    return LocalAdapter(LocalRoom.practice(lively=True))


async def _main(window: MainWindow, session: Session, guard: ToolGuard,
                server_url: str | None, files: Sequence[Path] = (),
                scenario: Path | None = None, seed: int | None = None,
                report: Path | None = None) -> None:
    closed = asyncio.Event()
    window.closing.connect(closed.set)
    loop = asyncio.get_running_loop()

    def on_decision(decision: Decision) -> None:  # called on the scanner thread
        loop.call_soon_threadsafe(session.apply_decision, decision)

    guard.start(on_decision)
    window.show()
    views = open_files(session, files)
    lobby_loaded = asyncio.Event()
    window.lobby.sngs.modelReset.connect(lobby_loaded.set)
    if server_url:
        dialog = session.open_connect()
        dialog.url.setText(server_url)
    else:
        await session.use(lively_practice())
        if scenario is not None:
            session.load_scenario(str(scenario), seed)
        if report is not None:
            open_report(session, report)
    if os.environ.get(QUIT_AFTER_LOBBY) == "1":
        await asyncio.wait_for(lobby_loaded.wait(), LOBBY_TIMEOUT_SECONDS)
        print("skg-poker: lobby shown", file=sys.stderr, flush=True)
        await asyncio.wait_for(_all_loaded(views), LOBBY_TIMEOUT_SECONDS)
        for view in views:
            print(f"skg-poker: opened {view.status.text()}", file=sys.stderr, flush=True)
        window.close()
    try:
        await closed.wait()
    finally:
        guard.stop(timeout=2.0)
        await session.close()


def run_gui(launch: Launch) -> int:
    """Run the client until its main window closes; returns the process exit code."""
    setup_logging("client", launch.log_level)
    app = make_application()
    # The loop ends when `_main` returns, after the session has closed. Qt's own quit when
    # the last window closes would stop it first ("Event loop stopped before Future
    # completed", exit 1) on every normal quit.
    app.setQuitOnLastWindowClosed(False)
    store = default_settings_store()
    install_translator(app, store.load().language)  # before any window is built
    window = MainWindow()
    guard = ToolGuard()
    session = Session(window, store, practice=lively_practice, guard=guard)
    if launch.cafile:
        session.settings = session.settings.with_changes(server_cafile=launch.cafile)
    if launch.tester:
        session.apply_settings(session.settings.with_changes(tester_tools=True))
    collector = GuiThreadCollector(app)
    with ClientRunningSignal():
        qasync.run(_main(window, session, guard, launch.server_url, launch.files,
                         launch.scenario, launch.seed, launch.report))
    collector.uninstall()
    return 0
