"""Leases on a real PostgreSQL: one owner per shard, takeover only after expiry, and a
node that lost its lease cannot commit a step for the shard (fencing)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.room.ledger import SYS_BANK, Currency, Entry, player_account
from client.server.cluster.leases import LeaseBook, fence
from client.server.store import LeaseLostError, open_store
from client.server.store.postgres import PostgresStore

psycopg = pytest.importorskip("psycopg", reason="the PostgreSQL tests need psycopg: "
                              "pip install -e '.[test]'")


def test_one_owner_per_shard_until_its_lease_expires(postgres_url: str) -> None:
    """A live lease cannot be claimed by another node; once expired it can, with a new
    epoch, and the old owner's renewal then keeps nothing."""
    open_store(postgres_url).close()  # migrations
    with psycopg.connect(postgres_url, autocommit=True) as conn:
        a = LeaseBook(conn, "a", "ws://a")
        b = LeaseBook(conn, "b", "ws://b")
        first = a.claim("s0")
        assert first == 1
        assert b.claim("s0") is None
        assert a.renew({"s0": first}) == {"s0"}
        conn.execute("UPDATE leases SET expires_at = now() - interval '1 second'")
        assert a.all()["s0"].live is False
        second = b.claim("s0")
        assert second == 2
        assert a.renew({"s0": first}) == set()
        owner = b.all()["s0"]
        assert (owner.node_id, owner.url, owner.live) == ("b", "ws://b", True)


def test_fenced_step_of_a_node_that_lost_its_lease_commits_nothing(postgres_url: str) -> None:
    """A step fenced by a lease another node took over raises LeaseLostError at its
    first write and rolls back, even a money movement; a step of the owner commits."""
    store = open_store(postgres_url)
    assert isinstance(store, PostgresStore)
    try:
        with psycopg.connect(postgres_url, autocommit=True) as conn:
            a, b = LeaseBook(conn, "a", "ws://a"), LeaseBook(conn, "b", "ws://b")
            epoch = a.claim("s0")
            assert epoch is not None
            entry = Entry(1, SYS_BANK, player_account("ann"), Decimal(5), Currency.USD, "x")
            with store.fenced(*fence("s0", "a", epoch)), store.transaction():
                store.append_entry(entry)
            conn.execute("UPDATE leases SET expires_at = now() - interval '1 second'")
            assert b.claim("s0") == epoch + 1
            with pytest.raises(LeaseLostError), store.fenced(*fence("s0", "a", epoch)), \
                    store.transaction():
                store.append_entry(entry)
        assert store.balance(player_account("ann"), Currency.USD) == 5
        assert len(store.entries()) == 1
    finally:
        store.close()

