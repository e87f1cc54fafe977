"""Client updates against a real server on loopback: an outdated client meets the "Update
required" dialog with the server's message and download link (`--client-download-url`);
a client older than the one the server ships gets a gentle notice and plays on."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Coroutine
from decimal import Decimal
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from websockets.asyncio.client import connect

import client
from client.adapters.local import LocalAdapter
from client.protocol.messages import (
    DOWNLOAD_URL_SINCE,
    PROTOCOL_VERSION,
    ConnectionStatus,
    Login,
    encode,
)
from client.room.ledger import Currency
from client.server import app as server_app
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.main import build_parser, config_from
from client.service import RoomConfig
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.app.update_dialog import (
    UpdateRequiredDialog,
    is_newer,
    newer_version_notice,
    version_key,
)
from tests.ui.test_remote import sign_up

WAIT = 15_000
DOWNLOAD = "https://skg.example/download?os=linux&v=9"


def test_versions_compare_as_numbers_and_odd_ones_are_never_newer() -> None:
    assert version_key("1.10.2") == (1, 10, 2) and version_key("1.0rc1") is None
    assert is_newer("0.10.0", "0.9.9") and not is_newer("0.1.0", "0.1.0")
    assert not is_newer("0.0.9", "0.1.0") and not is_newer("nightly", "0.1.0")
    assert newer_version_notice(client.__version__) == ""
    assert "9.0.0 is available" in newer_version_notice("9.0.0")


def test_the_server_flag_sets_the_download_url() -> None:
    args = build_parser().parse_args(["--client-download-url", DOWNLOAD])
    assert config_from(args).client_download_url == DOWNLOAD
    assert config_from(build_parser().parse_args([])).client_download_url == ""


def _config(tmp_path: Path, latest_client: str = client.__version__) -> ServerConfig:
    return ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                        grants={Currency.PLAY: Decimal(1000)},
                        room=RoomConfig(sit_and_gos=(), tournaments=()),
                        client_download_url=DOWNLOAD, latest_client=latest_client)


def _run(qtbot: QtBot, coro: Coroutine[object, object, object]) -> object:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=WAIT)
    return task.result()


def test_an_outdated_client_gets_the_update_dialog_with_message_and_link(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server speaks the next protocol version: logging in opens "Update required"
    with the server's words and its link; Download is offered, the link is not retried,
    and the window says it is disconnected."""
    monkeypatch.setattr(server_app, "PROTOCOL_VERSION", PROTOCOL_VERSION + 1)
    server = PokerServer(_config(tmp_path))
    port = _run(qtbot, server.start())
    assert isinstance(port, int)
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    try:
        sign_up(session, f"ws://127.0.0.1:{port}")
        qtbot.waitUntil(lambda: window.findChild(UpdateRequiredDialog) is not None,
                        timeout=WAIT)
        dialog = window.findChild(UpdateRequiredDialog)
        assert dialog is not None and dialog.isVisible()
        assert dialog.windowTitle() == "Update required"
        assert f"protocol version {PROTOCOL_VERSION} is not supported" in dialog.message.text()
        assert DOWNLOAD.replace("&", "&amp;") in dialog.link.text()
        assert dialog.download_url == DOWNLOAD and dialog.download_button.isVisible()
        qtbot.waitUntil(lambda: "Disconnected" in window.connection.text(), timeout=WAIT)
        assert session.link.adapter is not None
        assert session.link.adapter.connection_state is ConnectionStatus.DISCONNECTED
        dialog.reject()
    finally:
        _run(qtbot, session.close())
        _run(qtbot, server.stop())


def test_a_client_older_than_the_servers_gets_a_gentle_notice_and_plays_on(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    server = PokerServer(_config(tmp_path, latest_client="9.0.0"))
    port = _run(qtbot, server.start())
    assert isinstance(port, int)
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    try:
        sign_up(session, f"ws://127.0.0.1:{port}")
        qtbot.waitUntil(lambda: "9.0.0 is available" in window.banner.text.text(),
                        timeout=WAIT)
        assert window.banner.severity == "info"
        assert f'href="{DOWNLOAD.replace("&", "&amp;")}"' in window.banner.text.text()
        assert "Connected" in window.connection.text()
        assert window.findChild(UpdateRequiredDialog) is None
    finally:
        _run(qtbot, session.close())
        _run(qtbot, server.stop())


@pytest.mark.parametrize("version", [DOWNLOAD_URL_SINCE - 1, PROTOCOL_VERSION - 1,
                                     PROTOCOL_VERSION + 1])
def test_the_refusal_is_readable_by_the_client_it_refuses(tmp_path: Path,
                                                          version: int) -> None:
    """A version-3 client (it refuses unknown fields) gets the link in the text only; a
    later client gets it as a field too."""
    async def main() -> dict[str, object]:
        server = PokerServer(_config(tmp_path))
        port = await server.start()
        try:
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                await ws.send(encode(Login(user="ann", password="s3cret-pass", create=True,
                                           version=version, req=7)))
                frame: dict[str, object] = json.loads(await asyncio.wait_for(ws.recv(), 10))
                return frame
        finally:
            await server.stop()

    frame = asyncio.run(main())
    assert frame["type"] == "error" and frame["code"] == "version" and frame["req"] == 7
    assert DOWNLOAD in str(frame["message"])
    if version < DOWNLOAD_URL_SINCE:
        assert set(frame) == {"type", "code", "message", "req"}
    else:
        assert frame["download_url"] == DOWNLOAD
