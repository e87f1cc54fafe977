"""Money at ring tables when the server stops hard: what each player has at a table
between hands is journaled with every step, and the restarted server (one node) or the
node taking the shard over (a cluster) pays it back; the hand cut off is void."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from decimal import Decimal

import pytest

from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import (
    Balances,
    Event,
    ListLobby,
    LobbySnapshot,
    RingRow,
    Sit,
    TableEvent,
)
from client.room.ledger import Currency, player_account, table_account
from client.server.store import open_store
from tests.adapters.harness import PASSWORD, autoplay
from tests.server.cluster_rig import NodeProcess, money_conserved
from tests.server.test_process import ServerProcess

pytestmark = [pytest.mark.timeout(120), pytest.mark.slow]

GRANT = Decimal("100.00")
PLAYERS = ("ann", "bob")


async def sit_and_play_a_hand(url: str, shard: str, others: list[str]) -> str:
    """Both players sit at the same USD ring table (of ``shard`` if given) and play until
    a hand ends; the table id."""
    clients = []
    for name in PLAYERS:
        client = RemoteAdapter(url, name, PASSWORD, create=True, others=others,
                               backoff=Backoff(initial=0.2, maximum=0.5))
        await client.connect()
        clients.append(client)
    lobby = clients[0].wait_for(lambda e: isinstance(e, LobbySnapshot) and any(
        r.table_id.startswith(shard) for r in e.rings), timeout=20)
    await clients[0].send(ListLobby())
    snapshot = await lobby
    assert isinstance(snapshot, LobbySnapshot)
    table: RingRow = next(r for r in snapshot.rings if r.table_id.startswith(shard)
                          and r.currency == "USD" and r.min_buy_in <= GRANT)
    ended: Callable[[Event], bool] = lambda e: (  # noqa: E731
        isinstance(e, TableEvent) and e.kind == "hand_ended")
    first = clients[0].wait_for(ended, timeout=40)
    for client in clients:
        autoplay(client)
        bought = client.wait_for(lambda e: isinstance(e, Balances), timeout=20)
        await client.send(Sit(table_id=table.table_id, buy_in=table.min_buy_in))
        await bought
    await first
    return table.table_id


def assert_paid_back(db: str, table_id: str) -> None:
    store = open_store(db)
    try:
        assert store.balance(table_account(table_id), Currency.USD) == 0
        held = sum(store.balance(player_account(p), Currency.USD) for p in PLAYERS)
        assert held + store.balance("house:rake", Currency.USD) == GRANT * len(PLAYERS)
        assert not store.rings()
    finally:
        store.close()
    assert money_conserved(db)


def test_fault_ring_money_paid_back_after_sigkill_restart(store_url: str) -> None:
    """One node killed with SIGKILL while two players sit at a ring table: the restarted
    server pays each player the stack they had after the last finished hand (the rake
    stays with the house). On each store (SQLite, PostgreSQL)."""
    server = ServerProcess(store_url)
    try:
        table_id = asyncio.run(sit_and_play_a_hand(server.url, "", []))
    finally:
        server.kill()
    restarted = ServerProcess(store_url, server.port)
    restarted.stop()
    assert_paid_back(store_url, table_id)


def test_fault_ring_money_paid_back_by_the_node_taking_over(postgres_url: str) -> None:
    """Cluster: node A (shard s0) killed with SIGKILL while two players sit at one of its
    ring tables; node B takes s0 over and pays the players back."""
    args = ("--grant", f"USD:{GRANT}")
    a = NodeProcess(postgres_url, ["s0"], "a", args)
    b = NodeProcess(postgres_url, ["s1"], "b", args)
    try:
        table_id = asyncio.run(sit_and_play_a_hand(b.url, "s0.", [a.url]))
        a.kill()

        async def taken_over() -> None:
            for _ in range(100):
                store = open_store(postgres_url)
                try:
                    if not store.rings():
                        return
                finally:
                    store.close()
                await asyncio.sleep(0.1)
            raise AssertionError("node B did not pay the table back")

        asyncio.run(taken_over())
    finally:
        a.stop()
        b.stop()
    assert_paid_back(postgres_url, table_id)
