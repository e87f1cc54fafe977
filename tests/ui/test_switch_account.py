"""Logging out and in as another account on the same server, in one running client."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from tests.ui.test_remote import sign_up

WAIT = 10_000


def test_switching_accounts_on_one_server_reaches_the_lobby_as_the_new_account(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """A player who connects again as another account (the old link closed first) is
    welcomed as that account and gets the lobby: no "link lost" on the way; the staff
    member's Floor window does not stay open for the next account."""
    server = PokerServer(ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"),
                                      hash_cost=CHEAP, staff=frozenset({"ann"})))
    starting = asyncio.ensure_future(server.start())
    qtbot.waitUntil(starting.done, timeout=WAIT)
    url = f"ws://127.0.0.1:{starting.result()}"
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    try:
        sign_up(session, url)
        qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=WAIT)
        assert session.link.player_id is not None
        first = session.link.player_id
        window.floor_action.trigger()
        floor = session.floor.window
        assert floor is not None
        qtbot.waitUntil(lambda: floor.tournaments.rowCount() > 0, timeout=WAIT)
        sign_up(session, url, user="bob")
        qtbot.waitUntil(lambda: session.link.player_id not in (None, first), timeout=WAIT)
        qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=WAIT)
        assert "link lost" not in window.banner.text.text()
        assert window.windowTitle() == "bob" and session.floor.window is None
    finally:
        closing = asyncio.ensure_future(session.close())
        qtbot.waitUntil(closing.done, timeout=WAIT)
        stopping = asyncio.ensure_future(server.stop())
        qtbot.waitUntil(stopping.done, timeout=WAIT)
