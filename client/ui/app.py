"""Start the desktop client: QApplication, a qasync event loop, the main window, a session.

`run_gui(None)` opens offline practice (the in-process room, no server needed);
`run_gui("ws://host:port")` opens the "Connect to server" dialog for that address so the
player can log in. The tools policy scan runs in the background and its decisions are shown
as banners; sitting down asks it first.
"""

from __future__ import annotations

import asyncio
import sys

import qasync
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from client.adapters.local import LocalAdapter
from client.toolguard.decisions import Decision
from client.toolguard.guard import ToolGuard
from client.toolguard.running import ClientRunningSignal
from client.ui.main_window import MainWindow
from client.ui.session import Session, default_settings_store


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
    return app


async def _main(window: MainWindow, session: Session, guard: ToolGuard,
                server_url: str | None) -> None:
    closed = asyncio.Event()
    window.closing.connect(closed.set)
    loop = asyncio.get_running_loop()

    def on_decision(decision: Decision) -> None:  # called on the scanner thread
        loop.call_soon_threadsafe(window.banner.show_decision, decision)

    guard.start(on_decision)
    window.show()
    if server_url:
        dialog = session.open_connect()
        dialog.url.setText(server_url)
    else:
        await session.use(LocalAdapter())
    try:
        await closed.wait()
    finally:
        guard.stop(timeout=2.0)
        await session.close()


def run_gui(server_url: str | None) -> int:
    """Run the client until its main window closes; returns the process exit code."""
    make_application()
    window = MainWindow()
    guard = ToolGuard()
    session = Session(window, default_settings_store(), practice=LocalAdapter,
                      seat_check=guard.check_async)
    with ClientRunningSignal():
        qasync.run(_main(window, session, guard, server_url))
    return 0
