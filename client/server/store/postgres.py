"""`Store` on PostgreSQL (``postgresql://user@host:port/db``), the store several server
nodes share, through psycopg 3 and a psycopg_pool connection pool.

Reads and lone writes borrow a pooled connection in autocommit. A `transaction` block
keeps one connection for its thread until the outermost block ends, then commits (READ
COMMITTED). Money is safe at that level because every balance row is locked with ``SELECT
... FOR UPDATE`` before it is checked and moved (two nodes paying from one account queue
on the row, the second sees the first's result), and a CHECK constraint refuses a negative
balance should any code path ever skip the check.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from decimal import Decimal
from types import TracebackType
from typing import Any

from client.room.ledger import Currency, Entry, Transfer
from client.server.store.contract import LeaseLostError, StoreError
from client.server.store.migrations import Dialect
from client.server.store.sql import Row, Savepoints, SqlStore, short_of_money

try:
    import psycopg
    from psycopg.pq import TransactionStatus
    from psycopg_pool import ConnectionPool
except ImportError:  # the optional extra is not installed: open_store says what to do
    psycopg = None  # type: ignore[assignment]

POOL_SIZE = 4
"""Connections per server process: the event loop's, plus spares for executor threads."""

CONNECT_TIMEOUT_S = 10
MIGRATION_LOCK = 0x534B47  # "SKG": the advisory lock nodes take to migrate one at a time


def redact(url: str) -> str:
    """The URL with any password replaced by ***, for messages and logs."""
    return re.sub(r"(://[^:/@]*):[^@]*@", r"\1:***@", url)


class PostgresStore(SqlStore):
    """`Store` on a PostgreSQL database (created by the operator; tables by migrations)."""

    dialect: Dialect = "postgresql"
    _order = "seq"
    _for_update = " FOR UPDATE"

    def __init__(self, url: str, pool_size: int = POOL_SIZE) -> None:
        if psycopg is None:
            raise StoreError("PostgreSQL needs psycopg: pip install 'skg-poker[postgresql]'")
        self.url = url
        try:  # one direct connection first: its error says what is wrong (pool's do not)
            psycopg.connect(url, connect_timeout=CONNECT_TIMEOUT_S).close()
        except psycopg.Error as exc:
            raise StoreError(f"cannot connect to {redact(url)}: {exc}".strip()) from exc
        self._pool: ConnectionPool[Any] = ConnectionPool(
            url, min_size=1, max_size=pool_size, open=False, name="skg-store",
            kwargs={"autocommit": True})
        self._pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
        self._local = threading.local()  # .txn: this thread's open transaction, if any
        try:
            self._migrate()
        except BaseException:
            self._pool.close()
            raise

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        with self._cursor(sql, params) as cur:
            return cur.fetchall() if cur.description is not None else []

    def _write(self, sql: str, params: Sequence[object] = ()) -> int:
        with self._cursor(sql, params) as cur:
            return int(cur.rowcount)

    @contextmanager
    def _cursor(self, sql: str, params: Sequence[object]) -> Iterator[Any]:
        query = sql.replace("?", "%s")
        args = tuple(params) or None
        txn: _Txn | None = getattr(self._local, "txn", None)
        try:
            if txn is not None:
                yield txn.connection(self._pool).execute(query, args)
                return
            with self._pool.connection() as pooled:
                yield pooled.execute(query, args)
        except psycopg.errors.CheckViolation as exc:
            raise StoreError(f"the database refused a write: {exc}") from exc
        except psycopg.OperationalError as exc:
            raise StoreError(f"database {redact(self.url)} failed: {exc}") from exc

    def transaction(self) -> PostgresStore:
        """Everything written inside commits together when the outermost block ends; when
        the body raises, all of it is rolled back (the room undid the step in memory too).

        The connection is taken and BEGIN sent only at the first statement, so a room step
        that writes nothing (most actions inside a hand) costs no round trip. A block
        inside another is a savepoint, undone alone when its body raises. (The store is
        its own context manager, not a generator's: one opens at every room step.)"""
        return self

    def __enter__(self) -> None:
        outer: _Txn | None = getattr(self._local, "txn", None)
        if outer is not None:
            outer.nested.open()
        else:
            self._local.txn = _Txn(getattr(self._local, "fence", None))

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        txn: _Txn = self._local.txn
        if txn.nested.depth:  # the innermost open block is this one
            txn.nested.close(txn.execute, failed=kind is not None)
            return
        try:
            txn.end(self._pool, commit=kind is None)
        finally:
            self._local.txn = None

    @contextmanager
    def fenced(self, sql: str, params: Sequence[object]) -> Iterator[None]:
        """Transactions opened inside first run ``sql`` (an UPDATE that must change one
        row: a cluster node's lease on the shard the step is for); if it changes none,
        `LeaseLostError` is raised and the transaction rolls back, whatever its body did."""
        previous = getattr(self._local, "fence", None)
        self._local.fence = (sql, tuple(params))
        try:
            yield
        finally:
            self._local.fence = previous

    def _post_one(self, move: Entry | Transfer) -> tuple[Decimal, Decimal]:
        """As `SqlStore._post_one`, in one call of the ``skg_post_entry_after`` function
        (migration 4): the same row locks, check and moves, one round trip."""
        ((ok, have, src_after, dst_after),) = self._rows(
            "SELECT ok, have, src_after, dst_after FROM skg_post_entry_after(?, ?, ?, ?, ?, ?)",
            (move.src, move.dst, move.amount, Currency(move.currency).value, move.memo,
             self._stamp()))
        if not ok:
            raise short_of_money(move, Decimal(str(have)))
        return Decimal(str(src_after)), Decimal(str(dst_after))

    def _lock_migrations(self) -> None:
        self._rows("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))

    def close(self) -> None:
        """Close every pooled connection."""
        self._pool.close()

    def _stamp(self) -> object:
        return datetime.now(UTC)

    def _amount(self, value: Decimal) -> object:
        return value


class _Txn:
    """One thread's open transaction: its connection once the first statement needs it,
    and the fence it must pass first (see `PostgresStore.fenced`)."""

    def __init__(self, fence: tuple[str, tuple[object, ...]] | None = None) -> None:
        self.conn: Any = None
        self.fence = fence
        self.lost = False
        self.nested = Savepoints()

    def connection(self, pool: ConnectionPool[Any]) -> Any:
        """The transaction's connection, taken from the pool and BEGun on first use."""
        if self.lost:
            raise LeaseLostError("this node no longer holds the lease: step refused")
        if self.conn is None:
            self.conn = pool.getconn()
            self.conn.execute("BEGIN")
            if self.fence is not None and self.conn.execute(*self.fence).rowcount != 1:
                self.lost = True
                raise LeaseLostError("this node no longer holds the lease: step refused")
        if self.nested.unsent:
            self.nested.send(self.conn.execute)
        return self.conn

    def execute(self, sql: str) -> None:
        """A statement of the transaction's own (a nested block's end), on its connection."""
        self.conn.execute(sql)

    def end(self, pool: ConnectionPool[Any], commit: bool) -> None:
        """COMMIT (ROLLBACK when asked, or when the database failed a statement) and give
        the connection back."""
        if self.conn is None:
            return
        try:
            failed = self.lost or \
                self.conn.info.transaction_status == TransactionStatus.INERROR
            self.conn.execute("COMMIT" if commit and not failed else "ROLLBACK")
        finally:
            pool.putconn(self.conn)
            self.conn = None
