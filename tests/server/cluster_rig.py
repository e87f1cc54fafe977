"""Real cluster nodes for tests and benchmarks: `skg-poker-server --shards ...` child
processes on free loopback ports, all on one PostgreSQL database."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from client.room.ledger import Currency, is_system
from client.server.store import open_store
from tests.server.child import ServerChild


class NodeProcess(ServerChild):
    """One cluster node (``python -m client.server.main --shards ...``)."""

    def __init__(self, db: str, shards: Sequence[str], node_id: str,
                 args: Sequence[str] = (), port: int = 0) -> None:
        super().__init__(["--port", str(port), "--store", db, "--shards", ",".join(shards),
                          "--node", node_id, "--cheap-hashes", *args], what="node")
        self.node_id = node_id


def money_conserved(db: str) -> bool:
    """Every currency's balances sum to zero, each balance is what the ledger entries add
    up to, and no non-system account is negative."""
    store = open_store(db)
    try:
        sums: dict[tuple[str, Currency], Decimal] = {}
        for entry in store.entries():
            for account, sign in ((entry.src, -1), (entry.dst, 1)):
                key = (account, entry.currency)
                sums[key] = sums.get(key, Decimal(0)) + sign * entry.amount
        stored = store.balances_of(store.balance_keys())
    finally:
        store.close()
    totals: dict[Currency, Decimal] = {}
    for (account, currency), amount in stored.items():
        totals[currency] = totals.get(currency, Decimal(0)) + amount
        if amount < 0 and not is_system(account):
            return False
    return all(t == 0 for t in totals.values()) and all(
        stored.get(k, Decimal(0)) == v for k, v in sums.items())


def stored_hands(db: str) -> dict[str, int]:
    """How many house records (the full hand) the journal holds per hand id."""
    store = open_store(db)
    try:
        rows = store._rows(  # type: ignore[attr-defined]
            "SELECT hand_id, count(*) FROM hand_histories WHERE house GROUP BY hand_id")
    finally:
        store.close()
    return {str(h): int(str(n)) for h, n in rows}
