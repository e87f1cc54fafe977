"""The window connects to a real server on a free loopback port through "Connect to server"."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter
from client.adapters.remote import RemoteAdapter
from client.room.ledger import Currency
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.service import RoomConfig, SngTemplate
from client.ui.main_window import MainWindow
from client.ui.session import Session
from client.ui.settings import SettingsStore

WAIT = 15_000


def test_connect_to_server_uses_the_remote_adapter(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    config = ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                          grants={Currency.USD: Decimal(50)},
                          room=RoomConfig(sit_and_gos=(SngTemplate("hu", seats=2),)))
    server = PokerServer(config)
    starting = asyncio.ensure_future(server.start())
    qtbot.waitUntil(starting.done, timeout=WAIT)
    port = starting.result()
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    try:
        dialog = session.open_connect()
        dialog.url.setText(f"ws://127.0.0.1:{port}")
        dialog.user.setText("ann")
        dialog.password.setText("s3cret-pass")
        dialog.new_account.setChecked(True)
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None
        ok = box.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        ok.click()
        qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=WAIT)
        assert isinstance(session.adapter, RemoteAdapter)
        assert f"127.0.0.1:{port}" in window.mode.text()
        assert "Connected" in window.connection.text()
        qtbot.waitUntil(lambda: "$50" in window.balances.text(), timeout=WAIT)
    finally:
        closing = asyncio.ensure_future(session.close())
        qtbot.waitUntil(closing.done, timeout=WAIT)
        stopping = asyncio.ensure_future(server.stop())
        qtbot.waitUntil(stopping.done, timeout=WAIT)
