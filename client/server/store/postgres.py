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
from typing import Any

from client.server.store.contract import StoreError
from client.server.store.migrations import Dialect
from client.server.store.sql import Row, SqlStore

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
            kwargs={"autocommit": True}, check=ConnectionPool.check_connection)
        self._pool.open(wait=True, timeout=CONNECT_TIMEOUT_S)
        self._local = threading.local()  # the connection of this thread's transaction
        try:
            self._migrate()
        except BaseException:
            self._pool.close()
            raise

    def _conn(self) -> Any:
        return getattr(self._local, "conn", None)

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
        conn = self._conn()
        try:
            if conn is not None:
                yield conn.execute(query, args)
                return
            with self._pool.connection() as pooled:
                yield pooled.execute(query, args)
        except psycopg.errors.CheckViolation as exc:
            raise StoreError(f"the database refused a write: {exc}") from exc
        except psycopg.OperationalError as exc:
            raise StoreError(f"database {redact(self.url)} failed: {exc}") from exc

    @contextmanager
    def transaction(self, *, rollback_on_error: bool = False) -> Iterator[None]:
        """Everything written inside commits together when the outermost block ends, also
        when the body raised (the room already acted in memory), unless the database
        itself failed (PostgreSQL then rolls back anyway) or ``rollback_on_error``."""
        if self._conn() is not None:
            yield
            return
        with self._pool.connection() as conn:
            self._local.conn = conn
            try:
                conn.execute("BEGIN")
                try:
                    yield
                except BaseException:
                    failed = conn.info.transaction_status == TransactionStatus.INERROR
                    conn.execute("ROLLBACK" if rollback_on_error or failed else "COMMIT")
                    raise
                conn.execute("COMMIT")
            finally:
                self._local.conn = None

    def _lock_migrations(self) -> None:
        self._rows("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))

    def close(self) -> None:
        """Close every pooled connection."""
        self._pool.close()

    def _stamp(self) -> object:
        return datetime.now(UTC)

    def _amount(self, value: Decimal) -> object:
        return value
