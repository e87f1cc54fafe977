"""permessage-deflate only where it pays: small messages (most table events, nearly every
command) go out plain, large ones (the lobby) compressed; the other side, on loopback,
reads both."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.extensions.base import Extension
from websockets.extensions.permessage_deflate import (
    ClientPerMessageDeflateFactory,
    PerMessageDeflate,
    ServerPerMessageDeflateFactory,
)
from websockets.frames import Frame, Opcode
from websockets.typing import ExtensionParameter

from client.adapters.remote import RemoteAdapter
from client.protocol.compression import (
    DEFLATE_FROM,
    LargeFramesClientDeflateFactory,
    LargeFramesDeflateFactory,
    plain_frame,
)
from client.protocol.messages import (
    ListLobby,
    LobbySnapshot,
    Login,
    Welcome,
    decode_event,
    encode,
)
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP


class _Watching(PerMessageDeflate):
    """permessage-deflate (either side's) noting whether each message it read came
    compressed."""

    seen: list[tuple[int, bool]]

    def decode(self, frame: Frame, *, max_size: int | None = None) -> Frame:
        compressed = frame.rsv1
        decoded = super().decode(frame, max_size=max_size)
        self.seen.append((len(decoded.data), compressed))
        return decoded


class _WatchingFactory(ClientPerMessageDeflateFactory):
    def __init__(self, seen: list[tuple[int, bool]]) -> None:
        super().__init__(client_max_window_bits=True)
        self._seen = seen

    def process_response_params(
        self, params: Sequence[ExtensionParameter], accepted_extensions: Sequence[Extension]
    ) -> PerMessageDeflate:
        agreed = super().process_response_params(params, accepted_extensions)
        watching = _Watching(agreed.remote_no_context_takeover,
                             agreed.local_no_context_takeover,
                             agreed.remote_max_window_bits, agreed.local_max_window_bits)
        watching.seen = self._seen
        return watching


def test_small_messages_go_out_plain_and_large_ones_compressed(tmp_path: Path) -> None:
    seen: list[tuple[int, bool]] = []

    async def main() -> list[object]:
        server = PokerServer(ServerConfig(port=0, db=str(tmp_path / "s.sqlite3"),
                                          hash_cost=CHEAP))
        port = await server.start()
        try:
            async with connect(f"ws://127.0.0.1:{port}", compression=None,
                               extensions=[_WatchingFactory(seen)]) as ws:
                await ws.send(encode(Login(user="ann", password="s3cret-pass",
                                           create=True)))
                events = [decode_event(await ws.recv())]
                await ws.send(encode(ListLobby()))
                while not isinstance(events[-1], LobbySnapshot):
                    events.append(decode_event(await ws.recv()))
                return list(events)
        finally:
            await server.stop()

    events = asyncio.run(main())
    assert isinstance(events[0], Welcome) and isinstance(events[-1], LobbySnapshot)
    assert seen and all(compressed == (size >= DEFLATE_FROM) for size, compressed in seen)
    assert any(compressed for _, compressed in seen)  # the lobby
    assert any(not compressed for _, compressed in seen)  # the welcome


class _ServerWatchingFactory(ServerPerMessageDeflateFactory):
    def __init__(self, seen: list[tuple[int, bool]]) -> None:
        super().__init__()
        self._seen = seen

    def process_request_params(
        self, params: Sequence[ExtensionParameter], accepted_extensions: Sequence[Extension]
    ) -> tuple[list[ExtensionParameter], PerMessageDeflate]:
        response, agreed = super().process_request_params(params, accepted_extensions)
        watching = _Watching(agreed.remote_no_context_takeover, agreed.local_no_context_takeover,
                             agreed.remote_max_window_bits, agreed.local_max_window_bits)
        watching.seen = self._seen
        return response, watching


def test_our_client_sends_small_commands_plain_and_large_messages_compressed() -> None:
    seen: list[tuple[int, bool]] = []

    async def answer(ws: ServerConnection) -> None:
        async for _frame in ws:  # the login first, then whatever comes
            if len(seen) == 1:
                await ws.send(encode(Welcome(player_id="ann", name="ann", token="t")))

    async def main() -> None:
        async with serve(answer, "127.0.0.1", 0, compression=None,
                         extensions=[_ServerWatchingFactory(seen)]) as server:
            port = server.sockets[0].getsockname()[1]
            adapter = RemoteAdapter(f"ws://127.0.0.1:{port}", "ann", "s3cret-pass")
            await adapter.connect()
            await adapter.send(ListLobby())
            async with connect(f"ws://127.0.0.1:{port}", compression=None,
                               extensions=[LargeFramesClientDeflateFactory()]) as ws:
                await ws.send(b"x" * DEFLATE_FROM)
            await adapter.close()
            while not any(size == DEFLATE_FROM for size, _ in seen):
                await asyncio.sleep(0)

    asyncio.run(main())
    assert sum(size < DEFLATE_FROM for size, _ in seen) >= 2  # the login, the lobby request
    assert all(compressed == (size >= DEFLATE_FROM) for size, compressed in seen)


def test_a_small_message_framed_by_the_server_is_what_websockets_would_write() -> None:
    """Issue 22 item 6 (the server frames small events itself): under `DEFLATE_FROM`
    bytes, `plain_frame` is byte for byte websockets' own unmasked binary frame on a
    connection that negotiated our permessage-deflate; larger messages are left to it."""
    _, extension = LargeFramesDeflateFactory().process_request_params([], [])
    for size in (0, 1, 125, 126, 127, 300, DEFLATE_FROM - 1):
        message = (bytes(range(256)) * 2)[:size]
        assert plain_frame(message) == Frame(Opcode.BINARY, message).serialize(
            mask=False, extensions=[extension])
    assert plain_frame(b"x" * DEFLATE_FROM) is None
