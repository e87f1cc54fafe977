"""A separate process that spends from one account as fast as it can (the race test's
second node): ``python -m tests.server.spend URL ACCOUNT TIMES GO_FILE``.

Waits until GO_FILE exists so both racers start together, then tries TIMES payments of
1.00 from ACCOUNT, each in its own transaction, and prints how many the store accepted.
"""

from __future__ import annotations

import sys
import time
from decimal import Decimal
from pathlib import Path

from client.room.ledger import Currency, Entry
from client.server.store import StoreFundsError, open_store


def main(url: str, account: str, times: int, go: Path) -> int:
    store = open_store(url)
    print("ready", flush=True)
    while not go.exists():
        time.sleep(0.005)
    paid = 0
    for i in range(times):
        try:
            with store.transaction():
                store.append_entry(Entry(0, account, "table:race", Decimal("1.00"),
                                         Currency.USD, f"seat {i}"))
            paid += 1
        except StoreFundsError:
            pass
    store.close()
    print(paid, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])))
