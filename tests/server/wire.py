"""A real server on loopback with a wall clock the test moves, and raw clients that can
come from any loopback address (127.0.0.2, 127.0.0.3, ...: the kernel routes them all to
the server like any other address)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from client.protocol.messages import (
    Ack,
    Command,
    Error,
    Event,
    ListLobby,
    Login,
    Welcome,
    decode_event,
    encode,
)
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP

PASSWORD = "s3cret-pass"


class WallClock:
    """Unix seconds the test moves by hand (session expiry, failed-login delays)."""

    def __init__(self) -> None:
        self.t = 1_800_000_000.0

    def __call__(self) -> float:
        return self.t


@asynccontextmanager
async def running(tmp_path: Path, clock: WallClock, **options: object
                  ) -> AsyncIterator[tuple[PokerServer, str]]:
    """A server on a free loopback port with ``options`` on its config; (server, url)."""
    config = dataclasses.replace(ServerConfig(port=0, db=str(tmp_path / "db.sqlite3"),
                                              hash_cost=CHEAP), **options)  # type: ignore[arg-type]
    server = PokerServer(config, now=clock)
    port = await server.start()
    try:
        yield server, f"ws://127.0.0.1:{port}"
    finally:
        await server.stop()


async def open_from(url: str, address: str = "127.0.0.1") -> ClientConnection:
    """A raw connection from one loopback address."""
    return await connect(url, local_addr=(address, 0))


async def next_event(ws: ClientConnection, kind: type[Event] = Event) -> Event:
    """The next event of ``kind`` on a raw connection."""
    while True:
        event = decode_event(await asyncio.wait_for(ws.recv(), 10))
        if isinstance(event, kind):
            return event


async def ask(ws: ClientConnection, command: Command) -> Event:
    """Send one command; the first Welcome or Error that follows."""
    await ws.send(encode(command))
    while True:
        event = await next_event(ws)
        if isinstance(event, Welcome | Error):
            return event


async def log_in(url: str, login: Login, address: str = "127.0.0.1"
                 ) -> tuple[ClientConnection, Event]:
    """A connection from ``address`` and the answer to its login."""
    ws = await open_from(url, address)
    return ws, await ask(ws, login)


async def answer(server: PokerServer, url: str, login: Login,
                 address: str = "127.0.0.1") -> Event:
    """The answer to one login on a connection of its own, closed afterwards (and seen
    closed by the server, so the session's last use is noted before the clock moves)."""
    ws, reply = await log_in(url, login, address)
    await ws.close()
    await closed(server)
    return reply


async def closed(server: PokerServer) -> None:
    """Until the server has handled every connection's end."""
    while server.open_connections:
        await asyncio.sleep(0)


async def until_closed(ws: ClientConnection) -> list[Event]:
    """Every event up to the server closing the connection."""
    events: list[Event] = []
    with contextlib.suppress(ConnectionClosed):
        while True:
            events.append(decode_event(await asyncio.wait_for(ws.recv(), 10)))
    return events


async def until_quiet(ws: ClientConnection) -> None:
    """Read what the server sends until it has sent everything it had to say (a ListLobby
    round trip after it: its Ack comes last)."""
    await ws.send(encode(ListLobby(req=99)))
    while not isinstance(event := await next_event(ws), Ack) or event.req != 99:
        pass
