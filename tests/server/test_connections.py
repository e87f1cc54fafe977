"""Connections cost the server memory, so: one that does not log in in time is closed,
one address holds only so many, and every refusal names the command it answers (its
``req``), even a frame refused before it was decoded."""

from __future__ import annotations

import asyncio
from asyncio import selector_events
from pathlib import Path
from typing import Any

import pytest

from client.protocol.messages import (
    Ack,
    Error,
    ErrorCode,
    Event,
    ListLobby,
    Login,
    Welcome,
    encode,
)
from tests.server.wire import (
    PASSWORD,
    WallClock,
    ask,
    next_event,
    open_from,
    running,
    until_closed,
    until_quiet,
)

pytestmark = pytest.mark.timeout(60)
SOCKET_TRANSPORT: Any = vars(selector_events)["_SelectorSocketTransport"]  # asyncio's TCP


def test_a_connection_that_does_not_log_in_is_closed(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, WallClock(), login_seconds=0.2) as (_server, url):
            idle = await open_from(url)
            (error,) = await until_closed(idle)
            assert isinstance(error, Error) and error.code is ErrorCode.NOT_LOGGED_IN
            assert error.message == "no login in time: connection closed"

    asyncio.run(main())


def test_one_address_may_hold_only_so_many_connections(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, WallClock(), connections_per_address=2) as (server, url):
            kept = [await open_from(url, "127.0.0.2") for _ in range(2)]
            (refusal,) = await until_closed(await open_from(url, "127.0.0.2"))
            assert isinstance(refusal, Error) and refusal.code is ErrorCode.REFUSED
            assert refusal.message.startswith("too many connections from 127.0.0.2")
            other = await open_from(url, "127.0.0.3")  # another address is not affected
            assert isinstance(await ask(other, Login(user="ann", password=PASSWORD,
                                                     create=True)), Welcome)
            assert server.open_connections == 3
            for ws in (*kept, other):
                await ws.close()

    asyncio.run(main())


def test_every_refusal_carries_the_commands_req(tmp_path: Path) -> None:
    async def main() -> None:
        async with running(tmp_path, WallClock(), rate=1.0, burst=3.0,
                           max_frame=200) as (_server, url):
            ws = await open_from(url)
            await ws.send(encode(ListLobby(req=5)))  # before the login
            await ws.send(b'{"type":"no_such_command","req":6}')  # unknown type
            await ws.send(b'{"type":"chat","req":7,"table_id":"t","text":"' + b"x" * 300
                          + b'"}')  # too large
            await ws.send(encode(ListLobby(req=8)))  # over the rate
            answers = [await next_event(ws, Error) for _ in range(4)]
            assert [(e.code, e.req) for e in answers if isinstance(e, Error)] == [
                (ErrorCode.NOT_LOGGED_IN, 5), (ErrorCode.UNKNOWN_TYPE, 6),
                (ErrorCode.TOO_LARGE, 7), (ErrorCode.RATE_LIMITED, 8)]
            await ws.close()

    asyncio.run(main())


def test_the_frames_of_one_step_reach_a_client_in_one_socket_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each frame used to be its own socket write: one step's replies (here the lobby and
    the Ack) now leave together."""
    writes: list[int] = []
    original = SOCKET_TRANSPORT.write

    async def main() -> None:
        async with running(tmp_path, WallClock()) as (server, url):
            def counting(transport: Any, data: bytes) -> None:
                if transport.get_extra_info("sockname")[1] == server.port:
                    writes.append(len(data))
                original(transport, data)

            monkeypatch.setattr(SOCKET_TRANSPORT, "write", counting)
            ws = await open_from(url)
            assert isinstance(await ask(ws, Login(user="ann", password=PASSWORD,
                                                  create=True)), Welcome)
            await until_quiet(ws)
            writes.clear()
            await ws.send(encode(ListLobby(req=3)))
            kinds: list[Event] = []
            while not (kinds and isinstance(kinds[-1], Ack)):
                kinds.append(await next_event(ws))
            assert len(kinds) >= 2 and len(writes) == 1, (kinds, writes)
            await ws.close()

    asyncio.run(main())
