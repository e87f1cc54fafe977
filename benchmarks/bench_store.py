"""Store benchmark: room steps per second on PostgreSQL vs SQLite, same run, same steps.

Run: `python3 -m benchmarks.bench_store [STEPS]` (default 2000). A step is what a finished
hand of a ring table writes: one transaction with three ledger entries (two pots won from
the table, the rake), the table's saved state and its hand history. Both stores are fresh;
PostgreSQL is a throwaway server the benchmark starts itself (tests/server/postgres.py,
fsync off like the tests, so this measures the store code and the round trips, not the
disk). Also times a lone login-throttle update (a failed login's write). Prints one JSON
object with steps/s for each and the ratio.
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

from client.room.ledger import Currency, Entry
from client.server.store import HandRecord, Store, ThrottleRecord, TournamentRecord, open_store
from tests.server.postgres import PostgresServer


def steps_per_second(store: Store, steps: int) -> float:
    """Room steps committed per second on ``store``."""
    store.append_entry(Entry(0, "sys:bank", "table:t1", Decimal(10**9), Currency.USD, "seed"))
    start = time.perf_counter()
    for i in range(steps):
        with store.transaction():
            for dst, amount in (("player:ann", "3.50"), ("player:bob", "1.25")):
                store.append_entry(Entry(0, "table:t1", dst, Decimal(amount), Currency.USD,
                                         f"pot h{i}"))
            store.append_entry(Entry(0, "table:t1", "house:rake", Decimal("0.25"),
                                     Currency.USD, f"rake h{i}"))
            store.save_tournament(TournamentRecord("t1", "running", f'{{"hand": {i}}}'))
            store.add_hand(HandRecord("t1", None, f"h{i}", ("ann", "bob"), "PokerStars Hand"))
    return steps / (time.perf_counter() - start)


def throttle_writes_per_second(store: Store, writes: int) -> float:
    """Failed-login record updates per second (each its own transaction)."""
    start = time.perf_counter()
    for i in range(writes):
        store.update_throttle("account", f"user{i % 50}",
                              lambda r: ThrottleRecord(r.failures + 1, r.total + 1))
    return writes / (time.perf_counter() - start)


def main(steps: int) -> dict[str, float | int]:
    server = PostgresServer().start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            stores = {"sqlite": open_store(f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"),
                      "postgresql": open_store(server.database())}
            result: dict[str, float | int] = {"steps": steps}
            for name, store in stores.items():
                result[f"{name}_steps_per_s"] = round(steps_per_second(store, steps))
                result[f"{name}_throttle_writes_per_s"] = round(
                    throttle_writes_per_second(store, steps))
                store.close()
    finally:
        server.stop()
    result["postgresql_vs_sqlite"] = round(
        float(result["postgresql_steps_per_s"]) / float(result["sqlite_steps_per_s"]), 2)
    return result


if __name__ == "__main__":
    print(json.dumps(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)))
