"""The client's start-up coroutine: offline practice by default, connect dialog for a URL."""

from __future__ import annotations

import asyncio

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter
from client.protocol.messages import ConnectionStatus
from client.toolguard.guard import ToolGuard
from client.ui.app import QUIT_AFTER_LOBBY, _main, app_icon, make_application
from client.ui.connect_dialog import ConnectDialog
from client.ui.main_window import MainWindow
from client.ui.session import Session
from client.ui.settings import SettingsStore


def test_offline_practice_is_the_default(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                         store: SettingsStore) -> None:
    """No server URL: the practice room opens in-process and fills the lobby."""
    assert make_application() is not None  # reuses the running QApplication
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter, guard=guard)
    task = asyncio.ensure_future(_main(window, session, guard, None))
    qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=10_000)
    assert "Offline practice" in window.mode.text()
    assert "Connected" in window.connection.text()
    assert isinstance(session.adapter, LocalAdapter)
    window.close()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.exception() is None


def test_server_url_opens_the_connect_dialog(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                             store: SettingsStore) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter)
    task = asyncio.ensure_future(_main(window, session, guard, "ws://127.0.0.1:9"))
    qtbot.waitUntil(lambda: window.findChild(ConnectDialog) is not None, timeout=10_000)
    dialog = window.findChild(ConnectDialog)
    assert dialog is not None and dialog.url.text() == "ws://127.0.0.1:9"
    dialog.url.setText("http://wrong")
    dialog.user.setText("ann")
    dialog.password.setText("secret")
    dialog._accept()
    assert "ws://" in dialog.error.text()  # refused locally, nothing sent
    assert session.adapter is None
    assert window.connection.text().endswith(ConnectionStatus.DISCONNECTED.value.capitalize())
    window.close()
    qtbot.waitUntil(task.done, timeout=10_000)


def test_quit_after_lobby_for_the_packaging_smoke_test(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(QUIT_AFTER_LOBBY, "1")
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter)
    task = asyncio.ensure_future(_main(window, session, guard, None))
    qtbot.waitUntil(task.done, timeout=20_000)
    assert task.exception() is None
    assert window.lobby.sngs.rowCount() > 0
    assert "skg-poker: lobby shown" in capsys.readouterr().err


def test_application_icon_is_bundled(qapp: QApplication) -> None:
    """QPixmap needs a QApplication: without the fixture the test aborts when it is the first
    Qt test a pytest-xdist worker runs."""
    assert not app_icon().isNull()


def test_leaving_practice_stops_its_room(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                         store: SettingsStore) -> None:
    """Connecting elsewhere (or closing) stops the practice room's bots and clocks."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    adapter = LocalAdapter()
    using = asyncio.ensure_future(session.use(adapter))
    qtbot.waitUntil(using.done, timeout=10_000)
    driver_task = adapter.room.driver._task
    assert driver_task is not None and not driver_task.done()
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=10_000)
    assert driver_task.done() and session.adapter is None
