"""The server's connection (`CommandConnection`): a whole binary frame is handled in the
transport's read callback as soon as websockets has parsed it (no queue, task wake-up or
coroutine per frame); anything else, and whatever comes after a command that awaits, goes
through websockets' queue and the connection's task in the order it came, reading paused
while too much waits (websockets' backpressure)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import ClientConnection, connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.frames import CloseCode
from websockets.typing import Data

from client.protocol.messages import Ack, Error, ListLobby, Login, encode
from client.server.connection import CommandConnection, Receiver
from tests.server.wire import PASSWORD, WallClock, next_event, open_from, running

pytestmark = pytest.mark.timeout(60)


class Seen:
    """What the receiver was handed, in order, and whether inside a task (the slow path)."""

    def __init__(self) -> None:
        self.messages: list[tuple[Data, bool]] = []
        self._wanted = 0
        self._reached: asyncio.Event = asyncio.Event()

    def add(self, message: Data) -> None:
        self.messages.append((message, asyncio.current_task() is not None))
        if len(self.messages) >= self._wanted:
            self._reached.set()

    async def until(self, count: int) -> None:
        """Until ``count`` messages were handed over."""
        self._wanted = count
        if len(self.messages) < count:
            self._reached.clear()
            await asyncio.wait_for(self._reached.wait(), 10)


async def _talk(receiver_for: Callable[[CommandConnection], Receiver],
                client: Callable[[ClientConnection], Awaitable[None]]) -> None:
    """A websockets server with `CommandConnection`s delivering to the receiver, and one
    client running ``client``."""

    async def handler(ws: ServerConnection) -> None:
        assert isinstance(ws, CommandConnection)
        await ws.deliver(receiver_for(ws))

    async with (serve(handler, "127.0.0.1", 0, create_connection=CommandConnection) as server,
                connect(f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}") as ws):
        await client(ws)


def test_a_whole_binary_frame_is_handled_as_websockets_parses_it() -> None:
    """Issue 22 item 6. Guards the hook into websockets (`process_event` per parsed frame):
    if an upgrade stops calling it, whole binary frames arrive through the task and this
    fails. Text and fragmented messages are websockets' to decode: through the task."""

    async def main() -> None:
        seen = Seen()

        def receiver(message: Data) -> None:
            seen.add(message)

        async def client(ws: ClientConnection) -> None:
            await ws.send(b"a")
            await ws.send("b")
            await ws.send([b"c1", b"c2"])  # one message in two frames
            await seen.until(3)
            await ws.send(b"d")  # nothing waits before it: handled at once again
            await seen.until(4)

        await _talk(lambda ws: receiver, client)
        assert seen.messages == [(b"a", False), ("b", True), (b"c1c2", True), (b"d", False)]

    asyncio.run(main())


def test_what_comes_after_an_awaited_command_waits_for_it_and_reading_pauses() -> None:
    """Issue 22 item 6: a command whose handling awaits (a login) holds every frame after
    it until it is done, in order; a client that goes on sending meanwhile is not read from
    once websockets' high-water mark is passed (memory does not grow without bound), and is
    read from again once the queue drained."""
    sent = [b"first", b"slow", *(b"n%d" % n for n in range(100))]

    async def main() -> None:
        seen = Seen()
        paused: list[bool] = []
        reading: list[bool] = []
        server_side: list[CommandConnection] = []

        def receiver_for(ws: CommandConnection) -> Receiver:
            server_side.append(ws)

            async def slow() -> None:
                for _ in range(10_000):  # turns of the loop: the client's frames come in
                    if not ws.transport.is_reading():
                        break
                    await asyncio.sleep(0)
                paused.append(not ws.transport.is_reading())
                seen.add(b"slow done")

            def receiver(message: Data) -> Coroutine[Any, Any, None] | None:
                seen.add(message)
                return slow() if message == b"slow" else None

            return receiver

        async def client(ws: ClientConnection) -> None:
            for message in sent:
                await ws.send(message)
            await seen.until(len(sent) + 1)
            reading.append(server_side[0].transport.is_reading())

        await _talk(receiver_for, client)
        assert [m for m, _ in seen.messages] == [b"first", b"slow", b"slow done", *sent[2:]]
        assert paused == [True]
        assert seen.messages[:2] == [(b"first", False), (b"slow", False)]  # then awaited
        assert reading == [True]  # resumed once the queue drained

    asyncio.run(main())


def test_a_command_sent_right_behind_the_login_is_handled_after_it(tmp_path: Path) -> None:
    """Issue 22 item 6: the login awaits (its password check); a command in the same
    socket write right behind it is handled once the player is logged in, not refused."""

    async def main() -> None:
        async with running(tmp_path, WallClock()) as (_server, url):
            ws = await open_from(url)
            await ws.send(encode(Login(user="ann", password=PASSWORD, create=True, req=1)))
            await ws.send(encode(ListLobby(req=2)))
            while True:  # a refusal (not logged in yet) would come before the Welcome
                reply = await next_event(ws)
                if isinstance(reply, Ack | Error) and reply.req == 2:
                    break
            assert isinstance(reply, Ack), reply
            await ws.close()

    asyncio.run(main())


def test_a_receiver_that_raises_fails_the_connection_as_a_handler_would() -> None:
    """A bug in handling a frame read in the callback ends that connection the way an
    exception in websockets' connection handler does: logged, closed with 1011 (internal
    error); nothing after it is handled."""

    async def main() -> None:
        seen = Seen()

        def receiver(message: Data) -> None:
            seen.add(message)
            if message == b"boom":
                raise RuntimeError("a bug")

        async def client(ws: ClientConnection) -> None:
            await ws.send(b"boom")
            await ws.send(b"after")
            await ws.wait_closed()
            assert ws.close_code == CloseCode.INTERNAL_ERROR

        await _talk(lambda ws: receiver, client)
        assert [m for m, _ in seen.messages] == [b"boom"]

    asyncio.run(main())


def test_control_frames_stay_websockets_while_commands_are_delivered() -> None:
    """Keepalive: a ping sent while commands are delivered gets its pong (pongs and the
    close handshake are still websockets' own)."""

    async def main() -> None:
        seen = Seen()

        def receiver_for(ws: CommandConnection) -> Receiver:
            async def ping() -> None:
                await asyncio.wait_for(await ws.ping(), 10)
                seen.add(b"pong")

            def receiver(message: Data) -> Coroutine[Any, Any, None] | None:
                seen.add(message)
                return ping() if message == b"ping" else None

            return receiver

        async def client(ws: ClientConnection) -> None:
            await ws.send(b"ping")
            await seen.until(2)
            await ws.send(b"after")
            await seen.until(3)

        await _talk(receiver_for, client)
        assert [m for m, _ in seen.messages] == [b"ping", b"pong", b"after"]

    asyncio.run(main())
