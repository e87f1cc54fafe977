"""Logins arriving together are admitted together (`client.server.batches`): a dead
cluster node's clients all resume their sessions on a node left at once, and one by one
each made its own connection step in every room and its own database reads."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from client.protocol.messages import Login, Welcome, encode
from client.service import RoomService
from tests.server.wire import PASSWORD, WallClock, answer, next_event, open_from, running

pytestmark = pytest.mark.timeout(60)
PLAYERS = 30


def test_sessions_resumed_together_connect_in_one_step_each_welcomed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    steps: list[int] = []
    connect = RoomService.set_all_connected

    def counted(room: RoomService, players: list[str], connected: bool) -> None:
        if connected:
            steps.append(len(players))
        connect(room, players, connected)

    monkeypatch.setattr(RoomService, "set_all_connected", counted)

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
            for player, ws in links.items():  # every frame out before the server reads one
                ws.protocol.send_binary(encode(Login(token=tokens[player])))
                ws.transport.write(b"".join(ws.protocol.data_to_send()))
            for player, ws in links.items():
                welcome = await next_event(ws, Welcome)
                assert isinstance(welcome, Welcome) and welcome.player_id == player
                assert welcome.resumed
            assert all(server.is_connected(p) for p in tokens)
            assert sum(steps) == PLAYERS and max(steps) > 1, steps  # before: 30 steps of 1
            for ws in links.values():
                await ws.close()

    asyncio.run(main())
