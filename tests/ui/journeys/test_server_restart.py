"""Journey e: the server restarts in the middle of a hand.

A real `skg-poker-server` process on a loopback port; the person connects through "Connect
to server…", sits at a cash table where a second real client (a script over its own
socket, calling every bet) sits too. At our turn the server is killed (SIGKILL) and
started again on the same port with the same store.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Act,
    ActionKind,
    ActionRequest,
    Event,
    ListLobby,
    LobbySnapshot,
    Sit,
    Welcome,
)
from client.ui.app.session import Session
from tests.adapters.harness import PASSWORD
from tests.server.child import ServerChild
from tests.ui.journeys.player import WAIT_MS, Player

TABLE = "Aldebaran"


class Server:
    """The real server process, restartable on its port with its store."""

    def __init__(self, tmp_path: Path) -> None:
        self.store = f"sqlite:///{tmp_path / 'server.sqlite3'}"
        self.port = 0
        self.child = self.start()

    def start(self) -> ServerChild:
        child = ServerChild(["--port", str(self.port), "--store", self.store,
                             "--cheap-hashes", "--grant", "USD:500"])
        self.port = child.port
        return child

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def restart(self) -> None:
        """Killed as by a crash, then started again (the clients reconnect on their own)."""
        self.child.kill()
        self.child = self.start()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[Server]:
    running = Server(tmp_path)
    yield running
    running.child.stop()


class Caller:
    """The other player: a real client that sits at TABLE and checks or calls."""

    def __init__(self, url: str) -> None:
        self.adapter = RemoteAdapter(url, "bob", PASSWORD, create=True,
                                     backoff=Backoff(initial=0.1, maximum=0.5))
        self.adapter.subscribe(self.on_event)
        self.tasks: set[asyncio.Task[None]] = set()
        self.table_id = ""

    def send(self, command: Act | Sit | ListLobby) -> None:
        task = asyncio.ensure_future(self.adapter.send(command))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def on_event(self, event: Event) -> None:
        if isinstance(event, LobbySnapshot) and not self.table_id:
            self.table_id = next(r.table_id for r in event.rings if r.name.startswith(TABLE))
            self.send(Sit(table_id=self.table_id, buy_in=Decimal(100)))
        elif isinstance(event, Welcome) and event.resumed and self.table_id:
            self.send(Sit(table_id=self.table_id, buy_in=Decimal(100)))  # the seat back
        elif isinstance(event, ActionRequest):
            kind = ActionKind.CHECK if ActionKind.CHECK in event.legal.actions \
                else ActionKind.CALL
            self.send(Act(table_id=event.table_id, action=kind, hand_id=event.hand_id))


def run(qtbot: QtBot, coro: Coroutine[Any, Any, None]) -> None:
    """Run a coroutine on the UI's loop and wait for it (the Qt loop keeps running)."""
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=WAIT_MS)
    task.result()


@pytest.mark.slow
def test_server_restart_mid_hand(person: tuple[Player, Session], server: Server,
                                 qtbot: QtBot) -> None:
    """Down: the buttons go dark and the window says we are not connected. Back: we are
    connected again, the cancelled hand leaves the felt and (after buying in again if the
    room paid the chips back) a new hand is dealt to us."""
    me, _session = person
    me.connect_to_server(server.url, "ann", PASSWORD)
    assert "Connected" in me.window.connection.text()
    table = me.sit_at_cash_table(TABLE, buy_in="100")
    bob = Caller(server.url)
    run(qtbot, bob.adapter.connect())
    bob.send(ListLobby())  # bob sits down when the lobby comes
    try:
        me.wait_for_my_turn(table)
        cancelled = me.my_cards(table)
        server.child.kill()
        me.wait(lambda: "Connected" not in me.window.connection.text())
        me.wait(lambda: not me.action_texts(table), 3000)
        server.child = server.start()
        me.wait(lambda: "Connected" in me.window.connection.text(), 30_000)
        me.wait(lambda: me.my_cards(table) != cancelled, 10_000)  # the hand is gone
        me.wait(lambda: me.my_turn(table) or me.my_seat(table) is None)
        if me.my_seat(table) is None:  # the room paid the chips back: sit down again
            if (offer := me.dialog("Buy in")) is not None:
                me.click("Cancel", offer)  # bob may take that seat first: pick one later
            me.wait(lambda: any(line.startswith("bob:") for line in me.seat_text(table)))
            me.take_seat(table, "100")
        me.wait_for_my_turn(table)  # play resumes
        me.check_or_fold(table)
        me.wait(lambda: not me.my_turn(table))
    finally:
        run(qtbot, bob.adapter.close())
