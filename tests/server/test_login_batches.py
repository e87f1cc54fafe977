"""Logins arriving together are admitted together (`client.server.batches`): a dead
cluster node's clients all resume their sessions on a node left at once, and one by one
each made its own connection step in every room and its own database reads."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from client.protocol.messages import Login, Welcome, encode
from client.server.store import SessionRecord, SqliteStore
from client.service import RoomService
from tests.server.wire import PASSWORD, WallClock, answer, next_event, open_from, running

pytestmark = pytest.mark.timeout(60)
PLAYERS = 30


def test_sessions_resumed_together_are_read_and_connected_together_each_welcomed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    steps: list[int] = []
    connect = RoomService.set_all_connected

    def counted(room: RoomService, players: list[str], connected: bool) -> None:
        if connected:
            steps.append(len(players))
        connect(room, players, connected)

    monkeypatch.setattr(RoomService, "set_all_connected", counted)
    reads: list[int] = []
    sessions = SqliteStore.sessions

    def read(store: SqliteStore, digests: list[str]) -> dict[str, SessionRecord]:
        reads.append(len(digests))
        return sessions(store, digests)

    monkeypatch.setattr(SqliteStore, "sessions", read)

    async def main() -> None:
        async with running(tmp_path, WallClock()) as (server, url):
            tokens = {}
            for i in range(PLAYERS):
                reply = await answer(server, url, Login(user=f"p{i}", password=PASSWORD,
                                                        create=True))
                assert isinstance(reply, Welcome)
                tokens[reply.player_id] = reply.token
            links = {p: await open_from(url) for p in tokens}
            steps.clear()
            reads.clear()
            for player, ws in links.items():  # every frame out before the server reads one
                ws.protocol.send_binary(encode(Login(token=tokens[player])))
                ws.transport.write(b"".join(ws.protocol.data_to_send()))
            for player, ws in links.items():
                welcome = await next_event(ws, Welcome)
                assert isinstance(welcome, Welcome) and welcome.player_id == player
                assert welcome.resumed
            assert all(server.is_connected(p) for p in tokens)
            assert sum(steps) == PLAYERS and max(steps) > 1, steps  # before: 30 steps of 1
            assert sum(reads) == PLAYERS and max(reads) > 1, reads  # the tokens, batched
            for ws in links.values():
                await ws.close()

    asyncio.run(main())
