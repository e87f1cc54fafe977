"""Versioned schema migrations for both backends, recorded in ``schema_migrations``.

Why a table of numbered steps rather than Alembic: the schema is a handful of tables with
no ORM, it only ever moves forward, and each step is a few statements per dialect (written
out here, so a reviewer sees exactly what runs on each). The store applies every missing
step in one transaction at start-up (PostgreSQL DDL is transactional, so is SQLite's),
under an advisory lock on PostgreSQL so nodes starting together migrate once, and refuses
a database newer than the code. Alembic would add SQLAlchemy and a second way to describe
the same tables for no step this needs; if the schema ever needs branches or downgrades,
these steps port to Alembic revisions one for one.

Version 1 is the original SQLite schema (``CREATE TABLE IF NOT EXISTS``, so a database
made before this module adopts it unchanged). Version 2 adds the balances every ledger
entry is checked against and the shared failed-login records; version 3 moves PostgreSQL's
per-entry check into one function call (a round trip per entry, not five); version 4
returns the balances after each entry and adds the cluster's leases and shared lobby;
version 5 keeps each ring table's stacks between hands, so a restart or a takeover pays
them back instead of leaving the money at the table; version 6 gives sessions their start,
last use, address and node (so they expire and one node can end another's), remembers where
each account logged in successfully (the lockout policy), and makes account ids unique
without regard to case. Sessions from before version 6 start at 0, so they have expired.
Version 7 keeps each player's self-exclusion (its end; NULL for permanent), read by every
node at login.
Version 8 keeps the floor's audit log (every staff action, in order).
Version 9 keeps each tournament structure a saved state refers to once, by its content
hash, so a running tournament's state written at every hand end leaves it out.
Version 10 stores a finished hand once: the house's full record (``house``) with the players
who may read it, each reading their own view made from it. A house record from before has
no readers (``players`` empty); a player's row from before holds their view as it was.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Literal

from client.room.ledger import ZERO

if TYPE_CHECKING:
    from client.server.store.sql import SqlStore

Dialect = Literal["sqlite", "postgresql"]
Step = str | Callable[["SqlStore"], None]


@dataclass(frozen=True)
class Migration:
    """One numbered schema step, written out for each dialect."""

    version: int
    name: str
    sqlite: tuple[Step, ...]
    postgresql: tuple[Step, ...]

    def steps(self, dialect: Dialect) -> tuple[Step, ...]:
        """The statements (or Python steps) to run on ``dialect``."""
        return self.sqlite if dialect == "sqlite" else self.postgresql


_V1_SQLITE = (
    "CREATE TABLE IF NOT EXISTS accounts (player_id TEXT PRIMARY KEY, name TEXT NOT NULL, "
    "pw_hash TEXT NOT NULL, created TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS sessions (token_digest TEXT PRIMARY KEY, "
    "player_id TEXT NOT NULL, created TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS ledger_entries (id INTEGER PRIMARY KEY, src TEXT NOT NULL, "
    "dst TEXT NOT NULL, amount TEXT NOT NULL, currency TEXT NOT NULL, memo TEXT NOT NULL, "
    "created TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS registrations (tournament_id TEXT NOT NULL, "
    "player_id TEXT NOT NULL, created TEXT NOT NULL, PRIMARY KEY (tournament_id, player_id))",
    "CREATE TABLE IF NOT EXISTS tournaments (tournament_id TEXT PRIMARY KEY, "
    "status TEXT NOT NULL, state TEXT NOT NULL, updated TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS hand_histories (id INTEGER PRIMARY KEY, table_id TEXT NOT NULL, "
    "tournament_id TEXT, hand_id TEXT NOT NULL, players TEXT NOT NULL, text TEXT NOT NULL, "
    "created TEXT NOT NULL)",
)

_V1_POSTGRESQL = (
    "CREATE TABLE accounts (player_id TEXT PRIMARY KEY, name TEXT NOT NULL, "
    "pw_hash TEXT NOT NULL, created TIMESTAMPTZ NOT NULL, "
    "seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE)",
    "CREATE TABLE sessions (token_digest TEXT PRIMARY KEY, player_id TEXT NOT NULL, "
    "created TIMESTAMPTZ NOT NULL)",
    "CREATE TABLE ledger_entries (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "
    "src TEXT NOT NULL, dst TEXT NOT NULL, amount NUMERIC(20, 2) NOT NULL CHECK (amount > 0), "
    "currency TEXT NOT NULL, memo TEXT NOT NULL, created TIMESTAMPTZ NOT NULL)",
    "CREATE TABLE registrations (tournament_id TEXT NOT NULL, player_id TEXT NOT NULL, "
    "created TIMESTAMPTZ NOT NULL, seq BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE, "
    "PRIMARY KEY (tournament_id, player_id))",
    "CREATE TABLE tournaments (tournament_id TEXT PRIMARY KEY, status TEXT NOT NULL, "
    "state TEXT NOT NULL, updated TIMESTAMPTZ NOT NULL)",
    "CREATE TABLE hand_histories (id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, "
    "table_id TEXT NOT NULL, tournament_id TEXT, hand_id TEXT NOT NULL, players TEXT NOT NULL, "
    "text TEXT NOT NULL, created TIMESTAMPTZ NOT NULL)",
)


def _fill_balances(store: SqlStore) -> None:
    """Sum the entries already stored into balances, in Decimal (SQLite keeps amounts as
    text, and summing them in SQL would go through floating point)."""
    sums: dict[tuple[str, str], Decimal] = {}
    for src, dst, amount, cur in store._rows(
            "SELECT src, dst, amount, currency FROM ledger_entries ORDER BY id"):
        for account, sign in ((str(src), -1), (str(dst), 1)):
            key = (account, str(cur))
            sums[key] = sums.get(key, ZERO) + sign * Decimal(str(amount))
    for (account, cur), value in sums.items():
        store._write("INSERT INTO balances (account, currency, amount) VALUES (?, ?, ?)",
                     (account, cur, store._amount(value)))


_THROTTLE = ("CREATE TABLE login_throttle (scope TEXT NOT NULL, key TEXT NOT NULL, "
             "failures INTEGER NOT NULL, total INTEGER NOT NULL, locks INTEGER NOT NULL, "
             "last_failure {real} NOT NULL, locked_until {real} NOT NULL, "
             "PRIMARY KEY (scope, key))")

_NOT_SYSTEM = "substr(account, 1, 4) = 'sys:'"

_V2_SQLITE: tuple[Step, ...] = (
    "DROP TABLE IF EXISTS meta",  # the single schema number of the first release
    "CREATE TABLE balances (account TEXT NOT NULL, currency TEXT NOT NULL, "
    f"amount TEXT NOT NULL, CHECK ({_NOT_SYSTEM} OR amount NOT LIKE '-%'), "
    "PRIMARY KEY (account, currency))",
    _fill_balances,
    _THROTTLE.format(real="REAL"),
)

_V2_POSTGRESQL: tuple[Step, ...] = (
    "CREATE TABLE balances (account TEXT NOT NULL, currency TEXT NOT NULL, "
    f"amount NUMERIC(20, 2) NOT NULL, CHECK ({_NOT_SYSTEM} OR amount >= 0), "
    "PRIMARY KEY (account, currency))",
    _fill_balances,
    _THROTTLE.format(real="DOUBLE PRECISION"),
)

_V3_POSTGRESQL: tuple[Step, ...] = (
    # One round trip per ledger entry instead of five: the same lock, check and moves as
    # `SqlStore.append_entry`, inside the database. Returns ok = false (and writes
    # nothing) when a non-system source lacks the money; that does not abort the
    # transaction, so the caller can refuse just this payment.
    """CREATE FUNCTION skg_post_entry(p_src TEXT, p_dst TEXT, p_amount NUMERIC,
        p_currency TEXT, p_memo TEXT, p_created TIMESTAMPTZ)
    RETURNS TABLE (ok BOOLEAN, have NUMERIC) LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO balances (account, currency, amount)
            VALUES (p_src, p_currency, 0), (p_dst, p_currency, 0) ON CONFLICT DO NOTHING;
        PERFORM 1 FROM balances WHERE currency = p_currency AND account IN (p_src, p_dst)
            ORDER BY account FOR UPDATE;
        SELECT b.amount INTO have FROM balances b
            WHERE b.account = p_src AND b.currency = p_currency;
        ok := substr(p_src, 1, 4) = 'sys:' OR have >= p_amount;
        IF ok THEN
            UPDATE balances SET amount = amount - p_amount
                WHERE account = p_src AND currency = p_currency;
            UPDATE balances SET amount = amount + p_amount
                WHERE account = p_dst AND currency = p_currency;
            INSERT INTO ledger_entries (src, dst, amount, currency, memo, created)
                VALUES (p_src, p_dst, p_amount, p_currency, p_memo, p_created);
        END IF;
        RETURN NEXT;
    END $$""",
)

_V4_POSTGRESQL: tuple[Step, ...] = (
    # The same as skg_post_entry, also returning both balances after the entry, so the
    # room's ledger copy follows the store (money moved by other nodes included).
    """CREATE FUNCTION skg_post_entry_after(p_src TEXT, p_dst TEXT, p_amount NUMERIC,
        p_currency TEXT, p_memo TEXT, p_created TIMESTAMPTZ)
    RETURNS TABLE (ok BOOLEAN, have NUMERIC, src_after NUMERIC, dst_after NUMERIC)
    LANGUAGE plpgsql AS $$
    BEGIN
        SELECT f.ok, f.have INTO ok, have
            FROM skg_post_entry(p_src, p_dst, p_amount, p_currency, p_memo, p_created) f;
        SELECT b.amount INTO src_after FROM balances b
            WHERE b.account = p_src AND b.currency = p_currency;
        SELECT b.amount INTO dst_after FROM balances b
            WHERE b.account = p_dst AND b.currency = p_currency;
        RETURN NEXT;
    END $$""",
    # Cluster: one lease per shard of the room (its owner node, where clients find it,
    # a fencing epoch bumped at every change of owner, and an expiry in database time),
    # and each shard's lobby rows for the nodes that do not own it.
    "CREATE TABLE leases (shard TEXT PRIMARY KEY, node_id TEXT NOT NULL, "
    "url TEXT NOT NULL, epoch BIGINT NOT NULL, expires_at TIMESTAMPTZ NOT NULL)",
    "CREATE TABLE cluster_lobby (shard TEXT PRIMARY KEY, snapshot TEXT NOT NULL, "
    "updated TIMESTAMPTZ NOT NULL)",
)

_RINGS = ("CREATE TABLE ring_stacks (table_id TEXT PRIMARY KEY, currency TEXT NOT NULL, "
          "stacks TEXT NOT NULL, updated {time} NOT NULL)")

_AUDIT = ("CREATE TABLE floor_audit (seq {serial} PRIMARY KEY, at TEXT NOT NULL, "
          "staff TEXT NOT NULL, action TEXT NOT NULL, target TEXT NOT NULL, "
          "detail TEXT NOT NULL)")


def _fold_names(store: SqlStore) -> None:
    """Account ids unique without regard to case; a database that already has two that
    differ only in case is not changed silently: the operator is told which."""
    from client.server.store.contract import StoreError

    clashes = store._rows("SELECT lower(player_id) FROM accounts GROUP BY lower(player_id) "
                          "HAVING count(*) > 1")
    if clashes:
        names = ", ".join(sorted(str(row[0]) for row in clashes))
        raise StoreError(f"accounts differ only in case ({names}): rename all but one "
                         "before upgrading, since names are now unique without regard to case")
    store._write("CREATE UNIQUE INDEX accounts_folded ON accounts (lower(player_id))")


def _sessions(real: str) -> tuple[Step, ...]:
    return (
        *(f"ALTER TABLE sessions ADD COLUMN {column}" for column in (
            f"started {real} NOT NULL DEFAULT 0", f"last_used {real} NOT NULL DEFAULT 0",
            "address TEXT NOT NULL DEFAULT ''", "node TEXT NOT NULL DEFAULT ''")),
        "CREATE INDEX sessions_player ON sessions (player_id)",
        f"CREATE TABLE known_logins (player_id TEXT NOT NULL, kind TEXT NOT NULL, "
        f"key TEXT NOT NULL, last_seen {real} NOT NULL, PRIMARY KEY (player_id, kind, key))",
        _fold_names,
    )


_STRUCTURES = "CREATE TABLE structures (key TEXT PRIMARY KEY, text TEXT NOT NULL)"

_HOUSE = ("ALTER TABLE hand_histories ADD COLUMN house {flag} NOT NULL DEFAULT {no}",
          "UPDATE hand_histories SET house = {yes} WHERE players = ''")

_EXCLUSIONS = "CREATE TABLE self_exclusions (player_id TEXT PRIMARY KEY, until {real})"

MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "accounts, sessions, ledger, registrations, tournaments, hands",
              _V1_SQLITE, _V1_POSTGRESQL),
    Migration(2, "balances checked per entry; shared failed-login records",
              _V2_SQLITE, _V2_POSTGRESQL),
    Migration(3, "ledger entries posted by one database function (PostgreSQL only)",
              (), _V3_POSTGRESQL),
    Migration(4, "balances after each entry; cluster leases and lobby (PostgreSQL only)",
              (), _V4_POSTGRESQL),
    Migration(5, "what each player has at each ring table, for a restart or takeover",
              (_RINGS.format(time="TEXT"),), (_RINGS.format(time="TIMESTAMPTZ"),)),
    Migration(6, "sessions that expire and name their node; known login places; "
                 "names unique without regard to case",
              _sessions("REAL"), _sessions("DOUBLE PRECISION")),
    Migration(7, "self-exclusions (responsible gaming), shared by every node",
              (_EXCLUSIONS.format(real="REAL"),),
              (_EXCLUSIONS.format(real="DOUBLE PRECISION"),)),
    Migration(8, "the floor's audit log of staff actions",
              (_AUDIT.format(serial="INTEGER"),), (_AUDIT.format(serial="BIGSERIAL"),)),
    Migration(9, "tournament structures by content hash, written once",
              (_STRUCTURES,), (_STRUCTURES,)),
    Migration(10, "a hand stored once: the house's record, each reader's view made from it",
              tuple(q.format(flag="INTEGER", no=0, yes=1) for q in _HOUSE),
              tuple(q.format(flag="BOOLEAN", no="FALSE", yes="TRUE") for q in _HOUSE)),
)

LATEST = MIGRATIONS[-1].version
