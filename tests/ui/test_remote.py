"""The window connects to a real server on a free loopback port through "Connect to server"."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from decimal import Decimal
from functools import partial
from pathlib import Path

from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter
from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import ConnectionStatus
from client.room.ledger import Currency
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.tls import TlsConfig
from client.service import RoomConfig, SngTemplate
from client.ui.app.main_window import MainWindow
from client.ui.app.password_dialog import ChangePasswordDialog
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.table.table_window import TableWindow
from tests.server.certs import self_signed

WAIT = 15_000


def sign_up(session: Session, url: str, user: str = "ann") -> None:
    """Connect to `url` as a new account (`user`), through the connect dialog's OK button."""
    dialog = session.open_connect()
    dialog.url.setText(url)
    dialog.user.setText(user)
    dialog.password.setText("s3cret-pass")
    dialog.new_account.setChecked(True)
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    ok = box.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None
    ok.click()


@dataclass
class Served:
    """A client window and session, and the real server it can connect to."""

    window: MainWindow
    session: Session
    server: PokerServer
    port: int


@contextmanager
def served(qtbot: QtBot, store: SettingsStore, config: ServerConfig) -> Iterator[Served]:
    """A real server on a free loopback port and a client window (not yet connected);
    afterwards the session is closed, then the server stopped."""
    server = PokerServer(config)
    starting = asyncio.ensure_future(server.start())
    qtbot.waitUntil(starting.done, timeout=WAIT)
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    try:
        yield Served(window, session, server, starting.result())
    finally:
        closing = asyncio.ensure_future(session.close())
        qtbot.waitUntil(closing.done, timeout=WAIT)
        stopping = asyncio.ensure_future(server.stop())
        qtbot.waitUntil(stopping.done, timeout=WAIT)


def test_connect_to_server_uses_the_remote_adapter(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    config = ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                          grants={Currency.USD: Decimal(50)},
                          room=RoomConfig(sit_and_gos=(SngTemplate("hu", seats=2),)))
    with served(qtbot, store, config) as rig:
        window, session = rig.window, rig.session
        port = rig.port
        sign_up(session, f"ws://127.0.0.1:{port}")
        qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=WAIT)
        assert isinstance(session.link.adapter, RemoteAdapter)
        assert f"127.0.0.1:{port}" in window.mode.text()
        assert "Connected" in window.connection.text()
        qtbot.waitUntil(lambda: "$50" in window.balances.text(), timeout=WAIT)


def test_server_restart_mid_hand_clears_the_table_and_play_resumes(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """Two players at a cash table of a real server on loopback; the server stops mid-hand:
    both tables disable the action buttons and say the link is down (a click would be
    lost). The server restarts, voids the hand and pays the chips back; both clients
    resume their sessions, the cancelled hand leaves the felt (cards, bets, pot, clock),
    the buy-in dialog offers the seat again, and the next hand is dealt."""
    def config(port: int) -> ServerConfig:
        return ServerConfig(port=port, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                            grants={Currency.USD: Decimal(50)},
                            room=RoomConfig(sit_and_gos=(), tournaments=()))

    def run(coro: Coroutine[object, object, object]) -> object:
        task = asyncio.ensure_future(coro)
        qtbot.waitUntil(task.done, timeout=WAIT)
        return task.result()

    server = PokerServer(config(0))
    port = run(server.start())
    assert isinstance(port, int)
    url = f"ws://127.0.0.1:{port}"
    sessions = []
    for name in ("ann", "bob"):
        window = MainWindow()
        qtbot.addWidget(window)
        session = Session(window, store, practice=LocalAdapter)
        session.link.spawn(session.use(RemoteAdapter(url, name, "s3cret-pass", create=True,
                                                backoff=Backoff(initial=0.1, maximum=0.3)),
                                  where=url))
        qtbot.waitUntil(partial(_has_rings, window), timeout=WAIT)
        qtbot.waitUntil(partial(_has_usd, session), timeout=WAIT)
        sessions.append(session)
    rings = sessions[0].window.lobby.rings
    row = min((rings.row_at(i) for i in range(rings.rowCount())
               if rings.row_at(i).currency == "USD" and rings.row_at(i).game == "NLHE"),
              key=lambda r: r.max_buy_in)
    tid = row.table_id

    def sit_all() -> None:
        for seat, session in enumerate(sessions, start=1):
            dialog = session.tables.buy_in_dialog
            assert dialog is not None and dialog.isVisible()
            dialog.amount.setText(str(row.min_buy_in))
            ok = dialog.findChild(QDialogButtonBox)
            assert ok is not None and dialog.seat == seat
            ok.button(QDialogButtonBox.StandardButton.Ok).click()
        for session in sessions:
            table = session.tables.windows[tid]
            qtbot.waitUntil(partial(_dealt_in, table), timeout=WAIT)

    try:
        for seat, session in enumerate(sessions, start=1):
            session.open_table(tid)
            qtbot.waitUntil(partial(_has_table, session, tid), timeout=WAIT)
            session.tables.sit(tid, seat)
        sit_all()
        tables = [s.tables.windows[tid] for s in sessions]
        qtbot.waitUntil(lambda: any(t.action_bar.options() is not None for t in tables),
                        timeout=WAIT)
        run(server.stop())
        for table in tables:
            qtbot.waitUntil(partial(_buttons_off, table), timeout=WAIT)
            assert "Connection lost" in table.banner.text.text()
        server = PokerServer(config(port))
        run(server.start())
        for session, table in zip(sessions, tables, strict=True):
            qtbot.waitUntil(partial(_resumed, session), timeout=WAIT)
            qtbot.waitUntil(partial(_watching, table), timeout=WAIT)
            view = table.tracker.view
            assert view.board == () and view.pots == () and view.timer is None
            assert all(not s.cards and not s.bet for s in view.seats)
            assert table.action_bar.isEnabled() and table.action_bar.options() is None
            assert "hand was cancelled" in table.banner.text.text()
            qtbot.waitUntil(partial(_buy_in_offered, session), timeout=WAIT)
        sit_all()  # play resumes with the next hand
    finally:
        for session in sessions:
            closing = asyncio.ensure_future(session.close())
            qtbot.waitUntil(closing.done, timeout=WAIT)
        stopping = asyncio.ensure_future(server.stop())
        qtbot.waitUntil(stopping.done, timeout=WAIT)


def _has_rings(window: MainWindow) -> bool:
    return window.lobby.rings.rowCount() > 0


def _has_usd(session: Session) -> bool:
    return "USD" in session.lobby.balances


def _has_table(session: Session, table_id: str) -> bool:
    return table_id in session.tables.windows


def _dealt_in(table: TableWindow) -> bool:
    return len(next((s.cards for s in table.tracker.view.seats if s.is_hero), ())) == 2


def _buttons_off(table: TableWindow) -> bool:
    return not table.action_bar.isEnabled()


def _resumed(session: Session) -> bool:
    return "session resumed" in session.window.connection.text()


def _watching(table: TableWindow) -> bool:
    return table.tracker.hero_seat is None


def _buy_in_offered(session: Session) -> bool:
    return session.tables.buy_in_dialog is not None and session.tables.buy_in_dialog.isVisible()


def test_wss_with_the_settings_ca_then_log_out_everywhere(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """A private CA from Settings lets the client verify a wss:// server; Game > Log out
    everywhere ends the session for good (no reconnecting) and its token stops working."""
    certs = self_signed(tmp_path / "tls")
    config = ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                          tls=TlsConfig(str(certs.certfile), str(certs.keyfile)))
    store.save(Settings(server_cafile=str(certs.certfile)))
    with served(qtbot, store, config) as rig:
        window, session, server = rig.window, rig.session, rig.server
        assert not window.logout_everywhere.isEnabled()
        sign_up(session, f"wss://localhost:{rig.port}")
        qtbot.waitUntil(lambda: "Connected" in window.connection.text(), timeout=WAIT)
        adapter = session.link.adapter
        assert isinstance(adapter, RemoteAdapter)
        assert window.logout_everywhere.isEnabled()
        window.logout_everywhere.trigger()
        qtbot.waitUntil(lambda: adapter.connection_state is ConnectionStatus.CLOSED,
                        timeout=WAIT)
        assert server.store is not None and server.store.drop_sessions("ann") == 0


def test_change_password_shows_a_refusal_in_place_then_changes_it(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """Game > Change password…: a wrong current password is refused inside the dialog (it
    stays open); the right one changes it, the dialog closes, and the client carries on
    (a dropped link resumes with the renewed token). The login kept this device's key on
    disk for the next start."""
    config = ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP)
    with served(qtbot, store, config) as rig:
        window, session = rig.window, rig.session
        url = f"ws://127.0.0.1:{rig.port}"
        assert not window.change_password.isEnabled()
        sign_up(session, url)
        qtbot.waitUntil(lambda: "Connected" in window.connection.text(), timeout=WAIT)
        adapter = session.link.adapter
        assert isinstance(adapter, RemoteAdapter)
        assert adapter.device and session.devices.get(url, "ann") == adapter.device
        assert window.change_password.isEnabled()
        window.change_password.trigger()
        dialog = window.findChild(ChangePasswordDialog)
        assert dialog is not None and dialog.isVisible()
        ok = dialog.box.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        dialog.current.setText("s3cret-pass")
        dialog.new.setText("n3w-pass-word")
        dialog.repeat.setText("n3w-pass-wort")
        ok.click()
        assert "differ" in dialog.error.text()  # nothing sent
        dialog.current.setText("not-my-pass")
        dialog.repeat.setText("n3w-pass-word")
        ok.click()
        qtbot.waitUntil(lambda: "current password is wrong" in dialog.error.text(),
                        timeout=WAIT)
        assert dialog.isVisible() and ok.isEnabled()
        dialog.current.setText("s3cret-pass")
        with qtbot.waitSignal(dialog.accepted, timeout=WAIT):
            ok.click()
        assert "Password changed" in window.banner.text.text()
        dropping = asyncio.ensure_future(adapter.drop_link())
        qtbot.waitUntil(dropping.done, timeout=WAIT)
        qtbot.waitUntil(lambda: adapter.connection_state is ConnectionStatus.CONNECTED
                        and "Connected" in window.connection.text(), timeout=WAIT)
        again = RemoteAdapter(url, "ann", "n3w-pass-word", backoff=Backoff(attempts=1))
        logging_in = asyncio.ensure_future(again.connect())
        qtbot.waitUntil(logging_in.done, timeout=WAIT)
        assert logging_in.exception() is None
        closing_again = asyncio.ensure_future(again.close())
        qtbot.waitUntil(closing_again.done, timeout=WAIT)
