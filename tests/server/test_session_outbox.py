"""A session's outgoing queue: frames go out in order, and a client that stops reading is
dropped once `OUTBOX_LIMIT` events wait for it (what it was sent before still arrives)."""

from __future__ import annotations

import asyncio

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from client.protocol.messages import Error, ErrorCode, decode_event
from client.server.app import ServerConfig
from client.server.session import OUTBOX_LIMIT, Session


def test_frames_go_out_in_order_and_a_full_outbox_drops_the_client() -> None:
    """Issue 22 item 6 (the queue is a deque and one waiter, not an `asyncio.Queue`):
    pushed with no turn of the loop in between, the first `OUTBOX_LIMIT` events arrive in
    order, the rest are not queued, and the connection closes."""

    async def handler(ws: ServerConnection) -> None:
        session = Session(ws, ServerConfig())
        for n in range(OUTBOX_LIMIT + 5):
            session.push(Error(code=ErrorCode.REFUSED, message=str(n)))
        assert session.closed
        session.push(Error(code=ErrorCode.REFUSED, message="after"))  # dropped: closed
        await session.write_loop()

    async def run() -> list[str]:
        got: list[str] = []
        async with serve(handler, "127.0.0.1", 0) as server:
            port = server.sockets[0].getsockname()[1]
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                try:
                    while True:
                        event = decode_event(await ws.recv())
                        assert isinstance(event, Error)
                        got.append(event.message)
                except ConnectionClosed:
                    pass
        return got

    assert asyncio.run(run()) == [str(n) for n in range(OUTBOX_LIMIT)]
