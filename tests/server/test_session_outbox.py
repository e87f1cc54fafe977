"""A session's outgoing frames: they go out in order, and a client that stops reading is
dropped -- once `OUTBOX_LIMIT` events are pushed to it in one turn of the loop, or once
`WRITE_BUFFER_LIMIT` bytes wait in its transport (what it was sent before still arrives)."""

from __future__ import annotations

import asyncio
from typing import Literal

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from client.protocol.compression import LargeFramesDeflateFactory
from client.protocol.messages import Error, ErrorCode, decode_event
from client.server.app import ServerConfig
from client.server.session import (
    OUTBOX_LIMIT,
    WRITE_BUFFER_LIMIT,
    Outgoing,
    Session,
    encode_event,
)


async def _read_all(port: int, max_queue: int | None = 16, before: asyncio.Event | None = None,
                    compression: Literal["deflate"] | None = None) -> list[str]:
    """Every event's message until the server closes; ``before``: read nothing until set
    (the client has stopped reading)."""
    got: list[str] = []
    async with connect(f"ws://127.0.0.1:{port}", max_queue=max_queue,
                       compression=compression) as ws:
        if before is not None:
            await before.wait()
        try:
            while True:
                event = decode_event(await ws.recv())
                assert isinstance(event, Error)
                got.append(event.message)
        except ConnectionClosed:
            pass
    return got


def test_frames_go_out_in_order_and_a_full_outbox_drops_the_client() -> None:
    """Issue 22 item 6 (no writer task: a turn's frames are written at its end): pushed
    with no turn of the loop in between, the first `OUTBOX_LIMIT` events arrive in order,
    the rest are not queued, and the connection closes."""

    async def handler(ws: ServerConnection) -> None:
        session = Session(ws, ServerConfig(), Outgoing())
        for n in range(OUTBOX_LIMIT + 5):
            session.push(Error(code=ErrorCode.REFUSED, message=str(n)))
        assert session.closed
        session.push(Error(code=ErrorCode.REFUSED, message="after"))  # dropped: closed
        await session.finished()

    async def run() -> list[str]:
        async with serve(handler, "127.0.0.1", 0) as server:
            return await _read_all(server.sockets[0].getsockname()[1])

    assert asyncio.run(run()) == [str(n) for n in range(OUTBOX_LIMIT)]


def test_a_client_that_stops_reading_is_dropped_once_its_write_buffer_is_full() -> None:
    """Issue 22 item 6: a client that reads nothing while events go on coming, one turn of
    the loop after another, is closed once more than `WRITE_BUFFER_LIMIT` bytes wait for
    it; when it reads again it gets every event sent before, in order, and then the close."""
    text = "x" * 60_000
    pushed: list[int] = []
    stopped = asyncio.Event()

    async def handler(ws: ServerConnection) -> None:
        session = Session(ws, ServerConfig(), Outgoing())
        n = 0
        while not session.closed:
            assert n * len(text) < 50 * WRITE_BUFFER_LIMIT  # the kernel's buffers are smaller
            session.push(Error(code=ErrorCode.REFUSED, message=f"{n} {text}"))
            n += 1
            await asyncio.sleep(0)  # the next turn of the loop: the frame is written
        pushed.append(n)
        assert ws.transport.get_write_buffer_size() > WRITE_BUFFER_LIMIT
        stopped.set()
        await session.finished()

    async def run() -> list[str]:
        async with serve(handler, "127.0.0.1", 0, compression=None) as server:
            return await _read_all(server.sockets[0].getsockname()[1], max_queue=1,
                                   before=stopped)

    got = asyncio.run(run())
    assert [message.split(" ")[0] for message in got] == [str(n) for n in range(pushed[0])]


def test_an_event_encoded_once_reaches_many_sessions_large_ones_compressed_per_client() -> None:
    """Issue 22 item 6: small and large events pushed in a mix, each encoded and framed
    once for two sessions (a public event); every client reads them all in order, the
    large ones compressed in its own connection's context, over two turns."""
    texts = ["small", "L" * 2000, "small again", "M" * 3000, "N" * 1000]
    events = [Error(code=ErrorCode.REFUSED, message=text) for text in texts]
    outgoing = Outgoing()
    sessions: list[Session] = []
    both, pushed = asyncio.Event(), asyncio.Event()

    async def handler(ws: ServerConnection) -> None:
        session = Session(ws, ServerConfig(), outgoing)
        sessions.append(session)
        if len(sessions) == 2:
            both.set()
        await both.wait()
        if session is sessions[0]:
            for _ in range(2):  # two turns
                for event in events:
                    encoded = encode_event(event)
                    for each in sessions:
                        each.push(event, encoded)
                await asyncio.sleep(0)
            for each in sessions:
                each.finish()
            pushed.set()
        await pushed.wait()
        await session.finished()

    async def run() -> list[list[str]]:
        async with serve(handler, "127.0.0.1", 0, compression=None,
                         extensions=[LargeFramesDeflateFactory()]) as server:
            port = server.sockets[0].getsockname()[1]  # clients negotiate permessage-deflate:
            return list(await asyncio.gather(_read_all(port, compression="deflate"),
                                             _read_all(port, compression="deflate")))

    assert asyncio.run(run()) == [texts * 2, texts * 2]  # a compressed one out of order: unreadable
