"""`Store` on a SQLite file: the embedded default (``sqlite:///PATH``), nothing to install.

WAL journal (readers never block the writer; safe against a killed process). Every write
transaction starts with ``BEGIN IMMEDIATE``, taking the database's one write lock before it
reads anything, so two processes on one file serialise their money moves instead of both
reading the same balance; a busy writer is waited for (``busy_timeout``), not failed.
"""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Sequence
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from types import TracebackType

from client.server.store.contract import StoreError
from client.server.store.migrations import Dialect
from client.server.store.sql import Row, Savepoints, SqlStore

BUSY_TIMEOUT_S = 30.0
"""How long a write waits for another process's transaction before giving up."""


class SqliteStore(SqlStore):
    """`Store` on one SQLite file."""

    dialect: Dialect = "sqlite"

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False,
                                       timeout=BUSY_TIMEOUT_S)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open database {path}: {exc}") from exc
        self.path = path
        self._lock = threading.RLock()  # one connection: one thread's transaction at a time
        self._opening = False  # in a transaction whose BEGIN waits for its first statement
        self._nested = Savepoints()
        self._kept: set[str] = set()  # structure keys this store saw committed
        self._unsure: set[str] = set()  # ... written in the open transaction, not committed
        self._migrate()

    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        with self._lock:
            self._begin()
            return self._db.execute(sql, tuple(params)).fetchall()

    def _write(self, sql: str, params: Sequence[object] = ()) -> int:
        with self._lock:
            self._begin()
            return self._db.execute(sql, tuple(params)).rowcount

    def _begin(self) -> None:
        """The open transaction's BEGIN and its blocks' SAVEPOINTs, at their first
        statement."""
        if self._opening:
            self._opening = False
            self._db.execute("BEGIN IMMEDIATE")
        if self._nested.unsent:
            self._nested.send(self._db.execute)

    def transaction(self) -> SqliteStore:
        """Everything written inside is committed together (one room step: its ledger
        entries, registrations and tournament state), so a crash never splits them; when
        the body raises, nothing of it is (the room undid the step in memory too). A block
        inside another is a savepoint, undone alone when its body raises.
        ``BEGIN IMMEDIATE`` is sent at the first statement, so a step that reads and
        writes nothing (most actions inside a hand) costs nothing here. (The store is its
        own context manager, not a generator's: one opens at every room step.)"""
        return self

    def __enter__(self) -> None:
        self._lock.acquire()  # one connection: one thread's transaction at a time
        try:
            if self._db.in_transaction or self._opening:
                self._nested.open()
            else:
                self._opening = True
        except BaseException:
            self._lock.release()
            raise

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        try:
            if self._nested.depth:  # the innermost open block is this one
                if kind is not None:  # its structures may be undone: write them again
                    self._unsure.clear()
                self._nested.close(self._db.execute, failed=kind is not None)
                return
            self._opening = False
            written, self._unsure = self._unsure, set()
            if self._db.in_transaction:
                if kind is not None:
                    self._db.execute("ROLLBACK")
                    return
                try:
                    self._db.execute("COMMIT")
                except BaseException:  # (a COMMIT refused can leave the transaction open)
                    if self._db.in_transaction:
                        self._db.execute("ROLLBACK")
                    raise
                self._kept |= written
        finally:
            self._lock.release()

    def save_structure(self, key: str, text: str) -> None:
        """Written once per store: a structure is never changed or deleted, so a key this
        store committed (or wrote earlier in the open transaction) is not sent again (the
        same structure ends every hand of a tournament, a multi-KB parameter for
        nothing). Only a COMMIT makes a key kept: a rolled-back block forgets it."""
        with self._lock:
            if key in self._kept or key in self._unsure:
                return
            super().save_structure(key, text)
            (self._unsure if self._db.in_transaction else self._kept).add(key)

    def _lock_migrations(self) -> None:
        """Nothing to add: ``BEGIN IMMEDIATE`` already holds the file's write lock."""

    def close(self) -> None:
        """Close the database file."""
        self._db.close()

    def _stamp(self) -> object:
        return datetime.now(UTC).isoformat()

    def _amount(self, value: Decimal) -> object:
        return str(value)
