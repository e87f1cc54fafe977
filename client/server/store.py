"""Server persistence: accounts, sessions, ledger entries, registrations, tournament state
and hand histories.

`Store` is the interface the server uses; `SqliteStore` implements it with the stdlib
``sqlite3`` (WAL journal, one transaction per write). The SQL is plain ANSI with ``?``
placeholders and no SQLite-only types, so a PostgreSQL store for a larger deployment is a
second class behind `open_store`'s URL scheme (``postgresql://...``), not a rewrite.
Ledger entries are appended as they happen, inside one transaction per room step together
with the tournament state that step produced, so a crash loses no money and never splits a
payment from its cause: restarting rebuilds the exact ledger from them.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import Protocol

import platformdirs

from client.room.ledger import Currency, Entry

SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
    player_id TEXT PRIMARY KEY, name TEXT NOT NULL, pw_hash TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
    token_digest TEXT PRIMARY KEY, player_id TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS ledger_entries (
    id INTEGER PRIMARY KEY, src TEXT NOT NULL, dst TEXT NOT NULL, amount TEXT NOT NULL,
    currency TEXT NOT NULL, memo TEXT NOT NULL, created TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS registrations (
    tournament_id TEXT NOT NULL, player_id TEXT NOT NULL, created TEXT NOT NULL,
    PRIMARY KEY (tournament_id, player_id));
CREATE TABLE IF NOT EXISTS tournaments (
    tournament_id TEXT PRIMARY KEY, status TEXT NOT NULL, state TEXT NOT NULL,
    updated TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS hand_histories (
    id INTEGER PRIMARY KEY, table_id TEXT NOT NULL, tournament_id TEXT,
    hand_id TEXT NOT NULL, players TEXT NOT NULL, text TEXT NOT NULL, created TEXT NOT NULL);
"""


class StoreError(Exception):
    """The database cannot be opened or used; the message says what to configure."""


@dataclass(frozen=True)
class AccountRecord:
    """A stored account (the password only as its argon2 hash)."""

    player_id: str
    name: str
    pw_hash: str


@dataclass(frozen=True)
class TournamentRecord:
    """A tournament's last saved state (JSON written by the room service)."""

    tournament_id: str
    status: str
    state: str


@dataclass(frozen=True)
class HandRecord:
    """One stored hand history (text), with the ids of the players dealt in."""

    table_id: str
    tournament_id: str | None
    hand_id: str
    players: tuple[str, ...]
    text: str


class Store(Protocol):
    """What the server persists; every method is one atomic write or a read."""

    def add_account(self, record: AccountRecord) -> None: ...
    def account(self, player_id: str) -> AccountRecord | None: ...
    def accounts(self) -> list[AccountRecord]: ...
    def add_session(self, digest: str, player_id: str) -> None: ...
    def session_player(self, digest: str) -> str | None: ...
    def drop_session(self, digest: str) -> None: ...
    def append_entry(self, entry: Entry) -> None: ...
    def entries(self) -> list[Entry]: ...
    def set_registration(self, tournament_id: str, player_id: str, on: bool) -> None: ...
    def registrations(self, tournament_id: str) -> list[str]: ...
    def save_tournament(self, record: TournamentRecord) -> None: ...
    def tournaments(self) -> list[TournamentRecord]: ...
    def add_hand(self, record: HandRecord) -> None: ...
    def hands_of(self, player_id: str, limit: int = 100) -> list[HandRecord]: ...
    def transaction(self) -> AbstractContextManager[None]: ...
    def close(self) -> None: ...


def default_db_path() -> Path:
    """The SQLite file in the platform's user data directory."""
    return Path(platformdirs.user_data_dir("skg-poker", "SKG")) / "server.sqlite3"


def open_store(url: str | None = None) -> Store:
    """Open the store named by ``url``: None (default file), a path, ``sqlite:///PATH``.

    ``postgresql://`` is the place for a larger deployment's store; it is refused with a
    clear message until such a store class is added.
    """
    if url is None:
        return SqliteStore(default_db_path())
    if "://" not in url:
        return SqliteStore(Path(url))
    scheme, _, rest = url.partition("://")
    if scheme == "sqlite":  # as SQLAlchemy: sqlite:///relative, sqlite:////absolute
        if not rest.startswith("/") or rest == "/":
            raise StoreError("sqlite URL needs a file: sqlite:///path/to/server.sqlite3")
        return SqliteStore(Path(rest[1:]))
    if scheme in ("postgres", "postgresql"):
        raise StoreError(
            "PostgreSQL is not available in this build: implement the Store protocol for it "
            "in client/server/store.py, or use --db sqlite:///PATH"
        )
    raise StoreError(f"unknown database URL scheme {scheme!r}: use sqlite:///PATH")


def _now() -> str:
    return datetime.now(UTC).isoformat()


class SqliteStore:
    """`Store` on a SQLite file (WAL; safe against a killed process)."""

    def __init__(self, path: Path) -> None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        except (OSError, sqlite3.Error) as exc:
            raise StoreError(f"cannot open database {path}: {exc}") from exc
        self.path = path
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")
        self._db.executescript(_SCHEMA)
        row = self._db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
        if row is None:
            self._db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
        elif int(row[0]) != SCHEMA_VERSION:
            raise StoreError(f"{path} has schema {row[0]}, this server needs {SCHEMA_VERSION}")

    def _write(self, sql: str, params: Iterable[object]) -> None:
        self._db.execute(sql, tuple(params))  # autocommit unless inside `transaction`

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Everything written inside is committed together (one room step: its ledger
        entries, registrations and tournament state), so a crash never splits them."""
        if self._db.in_transaction:
            yield
            return
        self._db.execute("BEGIN")
        try:
            yield
        finally:  # what the room did in memory happened: keep its record even on error
            self._db.execute("COMMIT")

    def add_account(self, record: AccountRecord) -> None:
        """Create an account (StoreError if the id is taken)."""
        try:
            self._write(
                "INSERT INTO accounts VALUES (?, ?, ?, ?)",
                (record.player_id, record.name, record.pw_hash, _now()),
            )
        except sqlite3.IntegrityError as exc:
            raise StoreError(f"account {record.player_id!r} already exists") from exc

    def account(self, player_id: str) -> AccountRecord | None:
        """The account with this id, if any."""
        row = self._db.execute(
            "SELECT player_id, name, pw_hash FROM accounts WHERE player_id = ?", (player_id,)
        ).fetchone()
        return AccountRecord(*row) if row else None

    def accounts(self) -> list[AccountRecord]:
        """Every account (the server re-creates the room's players from them)."""
        rows = self._db.execute(
            "SELECT player_id, name, pw_hash FROM accounts ORDER BY created, rowid")
        return [AccountRecord(*row) for row in rows]

    def add_session(self, digest: str, player_id: str) -> None:
        """Remember a session token (by digest)."""
        self._write("INSERT INTO sessions VALUES (?, ?, ?)", (digest, player_id, _now()))

    def session_player(self, digest: str) -> str | None:
        """Whose session this token digest is, if it is still valid."""
        row = self._db.execute(
            "SELECT player_id FROM sessions WHERE token_digest = ?", (digest,)
        ).fetchone()
        return str(row[0]) if row else None

    def drop_session(self, digest: str) -> None:
        """Forget a session token (logout)."""
        self._write("DELETE FROM sessions WHERE token_digest = ?", (digest,))

    def append_entry(self, entry: Entry) -> None:
        """Store one ledger entry (called for every transfer, before anyone is told)."""
        self._write(
            "INSERT INTO ledger_entries VALUES (?, ?, ?, ?, ?, ?, ?)",
            (entry.id, entry.src, entry.dst, str(entry.amount), entry.currency.value,
             entry.memo, _now()),
        )

    def entries(self) -> list[Entry]:
        """Every ledger entry in order (to rebuild the ledger on start)."""
        rows = self._db.execute(
            "SELECT id, src, dst, amount, currency, memo FROM ledger_entries ORDER BY id"
        )
        return [
            Entry(int(i), src, dst, Decimal(amount), Currency(cur), memo)
            for i, src, dst, amount, cur, memo in rows
        ]

    def set_registration(self, tournament_id: str, player_id: str, on: bool) -> None:
        """Record a registration (on) or its withdrawal (off)."""
        if on:
            self._write(
                "INSERT OR IGNORE INTO registrations VALUES (?, ?, ?)",
                (tournament_id, player_id, _now()),
            )
        else:
            self._write(
                "DELETE FROM registrations WHERE tournament_id = ? AND player_id = ?",
                (tournament_id, player_id),
            )

    def registrations(self, tournament_id: str) -> list[str]:
        """Player ids registered for a tournament, in registration order."""
        rows = self._db.execute(
            "SELECT player_id FROM registrations WHERE tournament_id = ? ORDER BY created, rowid",
            (tournament_id,),
        )
        return [str(r[0]) for r in rows]

    def save_tournament(self, record: TournamentRecord) -> None:
        """Insert or replace a tournament's saved state."""
        self._write(
            "INSERT OR REPLACE INTO tournaments VALUES (?, ?, ?, ?)",
            (record.tournament_id, record.status, record.state, _now()),
        )

    def tournaments(self) -> list[TournamentRecord]:
        """Every saved tournament."""
        rows = self._db.execute("SELECT tournament_id, status, state FROM tournaments")
        return [TournamentRecord(*row) for row in rows]

    def add_hand(self, record: HandRecord) -> None:
        """Store one finished hand's history."""
        self._write(
            "INSERT INTO hand_histories (table_id, tournament_id, hand_id, players, text, "
            "created) VALUES (?, ?, ?, ?, ?, ?)",
            (record.table_id, record.tournament_id, record.hand_id,
             " ".join(record.players), record.text, _now()),
        )

    def hands_of(self, player_id: str, limit: int = 100) -> list[HandRecord]:
        """The latest hands a player was dealt into, newest first."""
        rows = self._db.execute(
            "SELECT table_id, tournament_id, hand_id, players, text FROM hand_histories "
            "WHERE (' ' || players || ' ') LIKE ? ORDER BY id DESC LIMIT ?",
            (f"% {player_id} %", limit),
        )
        return [HandRecord(t, tid, h, tuple(p.split()), text) for t, tid, h, p, text in rows]

    def close(self) -> None:
        """Close the database file."""
        self._db.close()
