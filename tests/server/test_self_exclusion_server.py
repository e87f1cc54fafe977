"""Self-exclusion on the real server (loopback, SQLite store): the exclusion is stored, so
it still holds after a restart (and on every node: they all read the same row at login)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from websockets.asyncio.client import ClientConnection

from client.protocol import messages as m
from tests.server.wire import PASSWORD, WallClock, log_in, next_event, running

pytestmark = pytest.mark.timeout(60)


async def _sng(ws: ClientConnection) -> str:
    await ws.send(m.encode(m.ListLobby()))
    lobby = await next_event(ws, m.LobbySnapshot)
    assert isinstance(lobby, m.LobbySnapshot)
    return lobby.sit_and_gos[0].tournament_id


def test_rule_self_exclusion_is_kept_by_the_server_across_a_restart(tmp_path: Path) -> None:
    """Self-excluded for 7 days over the wire: registering is refused with SELF_EXCLUDED;
    after the server restarts, the player is told of the exclusion at login and is still
    refused."""
    clock = WallClock()

    async def main() -> None:
        async with running(tmp_path, clock) as (_server, url):
            ws, welcome = await log_in(url, m.Login(user="ann", password=PASSWORD,
                                                    create=True))
            assert isinstance(welcome, m.Welcome)
            await ws.send(m.encode(m.SelfExclude(period=m.ExclusionPeriod.WEEK)))
            state = await next_event(ws, m.SelfExclusionState)
            assert isinstance(state, m.SelfExclusionState) and state.excluded
            assert state.until is not None
            sng = await _sng(ws)
            await ws.send(m.encode(m.Register(tournament_id=sng, req=5)))
            error = await next_event(ws, m.Error)
            assert isinstance(error, m.Error) and error.code is m.ErrorCode.SELF_EXCLUDED
            await ws.close()
        async with running(tmp_path, clock) as (_server, url):
            ws, welcome = await log_in(url, m.Login(user="ann", password=PASSWORD))
            assert isinstance(welcome, m.Welcome)
            again = await next_event(ws, m.SelfExclusionState)
            assert again == state
            await ws.send(m.encode(m.Register(tournament_id=await _sng(ws), req=6)))
            error = await next_event(ws, m.Error)
            assert isinstance(error, m.Error) and error.code is m.ErrorCode.SELF_EXCLUDED
            assert "until" in error.message
            await ws.close()

    asyncio.run(main())
