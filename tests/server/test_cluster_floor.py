"""The floor across a cluster (two real nodes on one real PostgreSQL): one audit log that
every node reads from the store, a minimum client set on one node that every node
enforces at login, winnings withheld on one node seen held on the other, and a node's
Floor window showing every shard the node runs."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from decimal import Decimal

import pytest

from client.adapters.base import UpdateRequired
from client.protocol import messages as m
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.cluster.routing import ClusterConfig
from tests.server.test_floor_server import _client

pytest.importorskip("psycopg", reason="the cluster needs psycopg: pip install -e '.[test]'")
pytestmark = pytest.mark.timeout(90)


@asynccontextmanager
async def two_nodes(db: str) -> AsyncIterator[tuple[str, str]]:
    """Nodes a (shards s0 and s2) and b (shard s1), "boss" and "sue" staff on both."""
    nodes = [PokerServer(ServerConfig(
        port=0, db=db, hash_cost=CHEAP, staff=frozenset({"boss", "sue"}),
        cluster=ClusterConfig(node_id=name, public_url="", home=shards)))
        for name, shards in (("a", ("s0", "s2")), ("b", ("s1",)))]
    urls = [f"ws://127.0.0.1:{await node.start()}" for node in nodes]
    try:
        yield urls[0], urls[1]
    finally:
        for node in nodes:
            await node.stop()


def _view(test: Callable[[m.FloorView], bool]) -> Callable[[m.Event], bool]:
    return lambda e: isinstance(e, m.FloorView) and test(e)


def _shards(view: m.FloorView) -> set[str]:
    return {t.tournament_id.partition(".")[0] for t in view.tournaments}


def test_floor_audit_min_client_and_withholding_are_one_for_the_whole_cluster(
        postgres_url: str) -> None:
    """Game integrity (the site may withhold winnings pending review, and may require an
    upgrade) holds cluster-wide: staff on node a withhold a player's money and set the
    minimum client; staff on node b see both in the one audit log and the withheld list,
    and node b refuses an outdated client."""
    async def main() -> None:
        async with two_nodes(postgres_url) as (url_a, url_b):
            ann = _client(url_b, "ann")
            await ann.connect()
            sue = _client(url_b, "sue")
            await sue.connect()
            boss = _client(url_a, "boss")
            await boss.connect()
            both = boss.wait_for(_view(lambda v: _shards(v) == {"s0", "s2"}), timeout=10)
            await boss.send(m.FloorOpen())
            await both  # the node's floor is both of its shards
            held = boss.wait_for(_view(lambda v: bool(v.withheld)), timeout=10)
            await boss.send(m.FloorWithhold(player_id="ann", currency="PLAY",
                                            amount=Decimal(25)))
            await held
            await boss.send(m.FloorMinClient(version="99.0"))
            await boss.wait_for(_view(lambda v: v.min_client == "99.0"), timeout=10)

            seen = sue.wait_for(_view(lambda v: True), timeout=10)
            await sue.send(m.FloorOpen())
            view = await seen
            assert isinstance(view, m.FloorView)
            assert [(r.staff, r.action) for r in view.audit] == \
                [("boss", "withhold"), ("boss", "min-client")]
            assert view.min_client == "99.0" and _shards(view) == {"s1"}
            assert [(h.player_id, h.amount) for h in view.withheld] == [("ann", Decimal(25))]
            with pytest.raises(UpdateRequired, match=r"99\.0 or newer"):
                await _client(url_b, "dan").connect()
            for client in (ann, sue, boss):
                await client.close()

    asyncio.run(main())
