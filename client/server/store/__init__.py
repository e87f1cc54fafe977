"""Server persistence: accounts, sessions, the ledger, registrations, tournament state,
hand histories and failed logins, behind one `Store` contract chosen by URL.

``sqlite:///PATH`` (or a plain path, or nothing: the user data directory) is the embedded
default; ``postgresql://user@host/db`` is the shared store of a larger deployment. Ledger
entries are written as they happen, inside one transaction per room step together with the
tournament state that step produced, so a crash loses no money and never splits a payment
from its cause: restarting rebuilds the exact ledger from them.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from client.server.store.contract import (
    AccountRecord,
    AuditRecord,
    ExclusionRecord,
    HandRecord,
    LeaseLostError,
    RingRecord,
    SessionRecord,
    Store,
    StoreError,
    StoreFundsError,
    ThrottleRecord,
    ThrottleUpdate,
    TournamentRecord,
)
from client.server.store.sqlite import SqliteStore

__all__ = [
    "AccountRecord",
    "AuditRecord",
    "ExclusionRecord",
    "HandRecord",
    "LeaseLostError",
    "RingRecord",
    "SessionRecord",
    "SqliteStore",
    "Store",
    "StoreError",
    "StoreFundsError",
    "ThrottleRecord",
    "ThrottleUpdate",
    "TournamentRecord",
    "default_db_path",
    "open_store",
]


def default_db_path() -> Path:
    """The SQLite file in the platform's user data directory."""
    return Path(platformdirs.user_data_dir("skg-poker", "SKG")) / "server.sqlite3"


def open_store(url: str | None = None) -> Store:
    """Open (and migrate) the store named by ``url``: None (the default SQLite file), a
    path, ``sqlite:///PATH`` or ``postgresql://[user[:password]@]host[:port]/dbname``."""
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
        from client.server.store.postgres import PostgresStore  # psycopg only when asked

        return PostgresStore(url)
    raise StoreError(f"unknown store URL scheme {scheme!r}: use sqlite:///PATH or "
                     "postgresql://user@host/dbname")
