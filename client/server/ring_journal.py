"""Money at ring tables survives a stop: each committed step stores what every player has
at each ring table between hands, and a restarted room (or the node taking a dead one's
shard over) pays it back to the players.

A ring table's money changes only between hands (buy-in, top-up, leaving, a hand settled),
so the stored stacks always add up to the table's ledger account. The hand cut off by the
stop is void: its chips go back as they were when it was dealt. The players sit down again
when they come back (a table does not hold seats across a stop).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from contextlib import AbstractContextManager
from types import TracebackType

from client.room.errors import RoomError
from client.room.ledger import Ledger, Transfer, player_account, table_account
from client.room.ring import to_money
from client.server.store import RingRecord, Store
from client.service import RoomService

_log = logging.getLogger(__name__)


class RingJournal:
    """Keeps one room's ring-table stacks in the store (``prefix``: a cluster shard's)."""

    def __init__(self, store: Store, prefix: str = "") -> None:
        self._store = store
        self._prefix = prefix
        self._moved: set[str] = set()  # tables whose stacks are still to be stored

    def record(self, room: RoomService) -> None:
        """Store the stacks of every ring table whose money moved since the last call
        (inside the step's transaction, so they commit with the entries that moved it;
        the room tells which moved: comparing every table's stacks at every step cost
        about 4% of the server's instructions per action). A failed step puts its marks
        back with the rest of the room, and its writes roll back: what is stored stays
        what the room has."""
        moved = self._moved
        moved.update(room.take_ring_moves())
        for table_id in sorted(moved):
            money = room.rings.get(table_id).money
            self._store.save_ring(RingRecord(table_id, money.spec.currency,
                                             tuple(sorted(money.stacks.items()))))
            moved.discard(table_id)  # after the write: a failed one is tried again

    def step(self, room: RoomService) -> AbstractContextManager[None]:
        """The store transaction of one of ``room``'s steps, with the stacks that moved in
        it written at its end (`record`: when it failed too, whose writes roll back)."""
        return _Recorded(self._store.transaction(), functools.partial(self.record, room))

    def pay_back(self, ledger: Ledger) -> list[RingRecord]:
        """Cash out every stored ring table of this room to its players (one posting per
        table) and forget it; the tables paid."""
        paid = []
        for record in self._store.rings():
            if not record.table_id.startswith(self._prefix):
                continue
            moves = [Transfer(table_account(record.table_id), player_account(p), to_money(c),
                              record.currency, f"cashed out of {record.table_id}: "
                                               "the table stopped between hands")
                     for p, c in record.stacks if c > 0]
            try:
                ledger.post(moves)
            except RoomError:
                _log.exception("ring table %s could not be paid back", record.table_id)
                continue
            self._store.save_ring(RingRecord(record.table_id, record.currency, ()))
            paid.append(record)
        return paid


class _Recorded:
    """`RingJournal.step`: a class, not a generator, as one opens at every room step."""

    __slots__ = ("_record", "_transaction")

    def __init__(self, transaction: AbstractContextManager[None],
                 record: Callable[[], None]) -> None:
        self._transaction, self._record = transaction, record

    def __enter__(self) -> None:
        self._transaction.__enter__()

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        try:
            self._record()
        except BaseException as failed:  # the transaction rolls back
            self._transaction.__exit__(type(failed), failed, failed.__traceback__)
            raise
        self._transaction.__exit__(kind, error, trace)
