"""One session per account across the cluster: a login on another node ends the old
session there (LISTEN/NOTIFY) before the new one acts, and log out everywhere reaches
every node, as does a self-exclusion. Two real nodes on one real PostgreSQL."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from client.protocol.messages import (
    Error,
    ErrorCode,
    ExclusionPeriod,
    ListLobby,
    LobbySnapshot,
    Login,
    LogoutEverywhere,
    Register,
    SelfExclude,
    SelfExclusionState,
    Welcome,
    encode,
)
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.cluster.routing import SEPARATOR, ClusterConfig
from tests.server.wire import PASSWORD, ask, log_in, next_event, open_from, until_closed

pytest.importorskip("psycopg", reason="the cluster needs psycopg: pip install -e '.[test]'")
pytestmark = pytest.mark.timeout(90)


@asynccontextmanager
async def two_nodes(db: str) -> AsyncIterator[tuple[PokerServer, PokerServer, str, str]]:
    nodes = [PokerServer(ServerConfig(port=0, db=db, hash_cost=CHEAP, cluster=ClusterConfig(
        node_id=name, public_url="", home=(shard,)))) for name, shard in (("a", "s0"),
                                                                           ("b", "s1"))]
    urls = [f"ws://127.0.0.1:{await node.start()}" for node in nodes]
    try:
        yield nodes[0], nodes[1], urls[0], urls[1]
    finally:
        for node in nodes:
            await node.stop()


def welcome(event: object) -> Welcome:
    assert isinstance(event, Welcome), event
    return event


def test_a_login_on_another_node_ends_the_session_on_the_first(postgres_url: str) -> None:
    async def main() -> None:
        async with two_nodes(postgres_url) as (a, b, url_a, url_b):
            first, reply = await log_in(url_a, Login(user="ann", password=PASSWORD,
                                                     create=True))
            token = welcome(reply).token
            second, reply = await log_in(url_b, Login(user="ann", password=PASSWORD))
            welcome(reply)
            assert not a.is_connected("ann") and b.is_connected("ann")  # before it acts
            ended = [e for e in await until_closed(first) if isinstance(e, Error)]
            assert [e.code for e in ended] == [ErrorCode.ALREADY_CONNECTED]
            assert "another server node" in ended[0].message
            # The first node's token resumed on the first node takes the session back.
            third, reply = await log_in(url_a, Login(token=token))
            assert welcome(reply).resumed
            assert a.is_connected("ann") and not b.is_connected("ann")
            assert [e.code for e in await until_closed(second) if isinstance(e, Error)] == [
                ErrorCode.ALREADY_CONNECTED]
            await third.close()

    asyncio.run(main())


def test_log_out_everywhere_reaches_every_node(postgres_url: str) -> None:
    async def main() -> None:
        async with two_nodes(postgres_url) as (a, b, url_a, url_b):
            first, reply = await log_in(url_a, Login(user="ann", password=PASSWORD,
                                                     create=True))
            token = welcome(reply).token
            await first.close()
            other, reply = await log_in(url_b, Login(user="ann", password=PASSWORD))
            welcome(reply)
            await other.send(encode(LogoutEverywhere()))
            await until_closed(other)
            refused = await ask(await open_from(url_a), Login(token=token))
            assert isinstance(refused, Error) and refused.code is ErrorCode.AUTH_FAILED
            assert not a.is_connected("ann") and not b.is_connected("ann")

    asyncio.run(main())



def test_rule_self_exclusion_on_one_node_holds_on_every_node(postgres_url: str) -> None:
    """Self-excluded on node a; logged in on node b, the player is told so at login and
    registering for a tournament node b runs is refused (the exclusion is a stored row
    every node reads at login)."""
    async def main() -> None:
        async with two_nodes(postgres_url) as (_a, _b, url_a, url_b):
            first, reply = await log_in(url_a, Login(user="ann", password=PASSWORD,
                                                     create=True))
            welcome(reply)
            await first.send(encode(SelfExclude(period=ExclusionPeriod.MONTH)))
            state = await next_event(first, SelfExclusionState)
            await first.close()
            second, reply = await log_in(url_b, Login(user="ann", password=PASSWORD))
            welcome(reply)
            assert await next_event(second, SelfExclusionState) == state
            await second.send(encode(ListLobby()))
            lobby = await next_event(second, LobbySnapshot)
            assert isinstance(lobby, LobbySnapshot)
            on_b = next(r.tournament_id for r in lobby.sit_and_gos
                        if r.tournament_id.startswith(f"s1{SEPARATOR}"))
            await second.send(encode(Register(tournament_id=on_b)))
            error = await next_event(second, Error)
            assert isinstance(error, Error) and error.code is ErrorCode.SELF_EXCLUDED
            await second.close()

    asyncio.run(main())
