"""The `Store` contract in SQL both backends understand; a backend adds only its connection,
its transaction and a few dialect words.

Every statement is written with ``?`` placeholders and upserts as ``INSERT ... ON CONFLICT``
(SQLite 3.24+ and PostgreSQL share that syntax). Money is checked where it is stored: each
ledger entry updates the ``balances`` row of both accounts after locking them (``FOR
UPDATE`` on PostgreSQL, the database write lock on SQLite), refuses to take a non-system
account below zero (`StoreFundsError`), and a CHECK constraint backs that up, so two
connections or nodes spending the same money at once can never overdraw it. (PostgreSQL
runs the same steps in one database function, `skg_post_entry`, to save round trips.)
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from contextlib import AbstractContextManager
from decimal import Decimal

from client.room.ledger import BalanceKey, Currency, Entry, Transfer, is_system
from client.server.store.contract import (
    AccountRecord,
    AuditRecord,
    ExclusionRecord,
    HandRecord,
    RingRecord,
    SessionRecord,
    StoreError,
    StoreFundsError,
    ThrottleRecord,
    ThrottleUpdate,
    TournamentRecord,
)
from client.server.store.hand_view import player_view
from client.server.store.migrations import LATEST, MIGRATIONS, Dialect

Row = tuple[object, ...]
IN_CHUNK = 400
"""Values in one ``IN (...)`` list (SQLite's older builds take 999 parameters)."""


def _in_chunks(values: Sequence[str]) -> Iterator[tuple[str, list[str]]]:
    """The distinct values in chunks SQLite takes, each with its ``?, ?, ...``."""
    unique = list(dict.fromkeys(values))
    for start in range(0, len(unique), IN_CHUNK):
        chunk = unique[start:start + IN_CHUNK]
        yield ", ".join("?" * len(chunk)), chunk


class Savepoints:
    """The blocks nested in one open transaction, each a SAVEPOINT so that a block whose
    body raises is rolled back alone while the transaction carries on (a step inside a
    step, a money move refused inside a step). A block's SAVEPOINT is sent only with its
    first statement (`send`), so a block that runs none costs nothing."""

    def __init__(self) -> None:
        self._sent: list[bool] = []  # per open block, outermost first
        self.unsent = 0  # open blocks whose SAVEPOINT is not sent yet

    def send(self, execute: Callable[[str], object]) -> None:
        """The SAVEPOINTs of the open blocks not sent yet, before the next statement."""
        for depth, sent in enumerate(self._sent):
            if not sent:
                execute(f"SAVEPOINT skg_{depth}")
                self._sent[depth] = True
        self.unsent = 0

    @property
    def depth(self) -> int:
        """The blocks open now."""
        return len(self._sent)

    def open(self) -> None:
        """A nested block begins (its SAVEPOINT waits for its first statement)."""
        self._sent.append(False)
        self.unsent += 1

    def close(self, execute: Callable[[str], object], failed: bool) -> None:
        """The innermost block ends: released, rolled back first when its body raised."""
        depth = len(self._sent) - 1
        try:
            if self._sent[depth]:
                if failed:
                    execute(f"ROLLBACK TO SAVEPOINT skg_{depth}")
                execute(f"RELEASE SAVEPOINT skg_{depth}")
        finally:
            if not self._sent.pop():
                self.unsent -= 1


def _like_literal(text: str) -> str:
    """``text`` matched as itself in a ``LIKE ... ESCAPE '!'`` pattern (a name may hold
    ``_`` or ``%``: "big_fish" must not read "bigXfish"'s hands)."""
    return text.replace("!", "!!").replace("%", "!%").replace("_", "!_")


class SqlStore(ABC):
    """The shared implementation of `Store`; subclasses connect and run statements."""

    dialect: Dialect
    _order = "rowid"  # the column that keeps insertion order
    _for_update = ""  # row locks inside a transaction (PostgreSQL: " FOR UPDATE")

    # ------------------------------------------------------------ what a backend provides

    @abstractmethod
    def _rows(self, sql: str, params: Sequence[object] = ()) -> list[Row]:
        """Run one statement and return its rows."""

    @abstractmethod
    def _write(self, sql: str, params: Sequence[object] = ()) -> int:
        """Run one statement and return how many rows it changed."""

    @abstractmethod
    def transaction(self) -> AbstractContextManager[None]:
        """Everything written inside commits together at the end of the outermost block,
        or nothing if its body raised; a block inside another is a savepoint (see
        `Store`)."""

    @abstractmethod
    def close(self) -> None:
        """Release the connection(s)."""

    @abstractmethod
    def _stamp(self) -> object:
        """The current time as the backend stores it."""

    @abstractmethod
    def _amount(self, value: Decimal) -> object:
        """A money amount as the backend stores it (exactly)."""

    @abstractmethod
    def _lock_migrations(self) -> None:
        """Keep two processes from migrating at once."""

    # ------------------------------------------------------------ schema

    def _migrate(self) -> None:
        """Apply every migration this database has not had yet, all in one transaction."""
        with self.transaction():
            self._lock_migrations()
            self._write("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER "
                        "PRIMARY KEY, name TEXT NOT NULL, applied TEXT NOT NULL)")
            done = {int(str(v)) for (v,) in self._rows("SELECT version FROM schema_migrations")}
            if done and max(done) > LATEST:
                raise StoreError(f"the database has schema version {max(done)}, this server "
                                 f"knows up to {LATEST}: upgrade the server")
            for migration in MIGRATIONS:
                if migration.version in done:
                    continue
                for step in migration.steps(self.dialect):
                    if isinstance(step, str):
                        self._write(step)
                    else:
                        step(self)
                self._write("INSERT INTO schema_migrations VALUES (?, ?, ?)",
                            (migration.version, migration.name, str(self._stamp())))

    def schema_version(self) -> int:
        """The newest migration applied."""
        ((version,),) = self._rows("SELECT max(version) FROM schema_migrations")
        return int(str(version))

    # ------------------------------------------------------------ accounts and sessions

    def add_account(self, record: AccountRecord) -> None:
        """Create an account (StoreError if the id is taken; nothing else changes)."""
        added = self._write(
            "INSERT INTO accounts (player_id, name, pw_hash, created) VALUES (?, ?, ?, ?) "
            "ON CONFLICT DO NOTHING",
            (record.player_id, record.name, record.pw_hash, self._stamp()))
        if not added:
            raise StoreError(f"account {record.player_id!r} already exists")

    def account(self, player_id: str) -> AccountRecord | None:
        """The account with this id, if any."""
        rows = self._rows("SELECT player_id, name, pw_hash FROM accounts WHERE player_id = ?",
                          (player_id,))
        return AccountRecord(*map(str, rows[0])) if rows else None

    def accounts(self, ids: Sequence[str] | None = None) -> list[AccountRecord]:
        """Every account, oldest first (the server re-creates the room's players), or
        those of ``ids`` (logins arriving together: one query)."""
        if ids is None:
            rows = self._rows(f"SELECT player_id, name, pw_hash FROM accounts "
                              f"ORDER BY created, {self._order}")
        else:
            rows = self._rows_in("SELECT player_id, name, pw_hash FROM accounts WHERE "
                                 "player_id IN ({})", ids)
        return [AccountRecord(*map(str, row)) for row in rows]

    def _rows_in(self, sql: str, values: Sequence[str], params: Sequence[object] = ()
                 ) -> list[Row]:
        """``sql`` with ``IN ({})`` filled for ``values``, ``params`` after them; the rows
        of every chunk."""
        rows: list[Row] = []
        for marks, chunk in _in_chunks(values):
            rows += self._rows(sql.format(marks), (*chunk, *params))
        return rows

    def account_folded(self, name: str) -> AccountRecord | None:
        """The account whose id is ``name`` ignoring case (ids are unique that way)."""
        rows = self._rows("SELECT player_id, name, pw_hash FROM accounts "
                          "WHERE lower(player_id) = lower(?)", (name,))
        return AccountRecord(*map(str, rows[0])) if rows else None

    def set_password(self, player_id: str, pw_hash: str) -> None:
        """Replace an account's password hash."""
        self._write("UPDATE accounts SET pw_hash = ? WHERE player_id = ?", (pw_hash, player_id))

    def add_session(self, digest: str, record: SessionRecord) -> None:
        """Remember a session token (by digest)."""
        self._write("INSERT INTO sessions (token_digest, player_id, created, started, "
                    "last_used, address, node) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (digest, record.player_id, self._stamp(), record.started,
                     record.last_used, record.address, record.node))

    def sessions(self, digests: Sequence[str]) -> dict[str, SessionRecord]:
        """The sessions of these token digests that were not revoked, by digest."""
        return {str(digest): SessionRecord(str(player), float(str(started)), float(str(used)),
                                           str(address), str(node))
                for digest, player, started, used, address, node in self._rows_in(
                    "SELECT token_digest, player_id, started, last_used, address, node "
                    "FROM sessions WHERE token_digest IN ({})", digests)}

    def touch_sessions(self, digests: Sequence[str], now: float, address: str,
                       node: str) -> None:
        """Note a use of these sessions: when, from where, and which node now holds them."""
        for marks, chunk in _in_chunks(digests):
            self._write(f"UPDATE sessions SET last_used = ?, address = ?, node = ? "
                        f"WHERE token_digest IN ({marks})", (now, address, node, *chunk))

    def release_session(self, digest: str, now: float, node: str) -> None:
        """A connection holding the session ended at ``now`` (its idle time starts); the
        session no longer names ``node`` (unless another node took it meanwhile)."""
        self._write("UPDATE sessions SET last_used = ?, node = CASE WHEN node = ? THEN '' "
                    "ELSE node END WHERE token_digest = ?", (now, node, digest))

    def session_nodes(self, players: Sequence[str], other_than: str
                      ) -> dict[str, set[str]]:
        """The other nodes whose connections hold a session of each account (accounts
        with none left out)."""
        out: dict[str, set[str]] = {}
        for player, node in self._rows_in(
                "SELECT DISTINCT player_id, node FROM sessions WHERE player_id IN ({}) AND "
                "node <> '' AND node <> ?", players, (other_than,)):
            out.setdefault(str(player), set()).add(str(node))
        return out

    def drop_session(self, digest: str) -> None:
        """Forget a session token (logout)."""
        self._write("DELETE FROM sessions WHERE token_digest = ?", (digest,))

    def drop_sessions(self, player_id: str) -> int:
        """Forget every session token of an account (log out everywhere, new password)."""
        return self._write("DELETE FROM sessions WHERE player_id = ?", (player_id,))

    def remember_login(self, player_id: str, kind: str, key: str, now: float) -> None:
        """Note a successful login from an address or device (``kind``)."""
        self._write("INSERT INTO known_logins (player_id, kind, key, last_seen) "
                    "VALUES (?, ?, ?, ?) ON CONFLICT (player_id, kind, key) "
                    "DO UPDATE SET last_seen = excluded.last_seen",
                    (player_id, kind, key, now))

    def known_login(self, player_id: str, kind: str, key: str) -> float | None:
        """When the account last logged in successfully from this address or device."""
        rows = self._rows("SELECT last_seen FROM known_logins WHERE player_id = ? AND "
                          "kind = ? AND key = ?", (player_id, kind, key))
        return float(str(rows[0][0])) if rows else None

    def set_self_exclusion(self, record: ExclusionRecord) -> None:
        """Store a player's self-exclusion (a new one replaces the old: it only grows)."""
        self._write("INSERT INTO self_exclusions (player_id, until) VALUES (?, ?) "
                    "ON CONFLICT (player_id) DO UPDATE SET until = excluded.until",
                    (record.player_id, record.until))

    def self_exclusions(self, players: Sequence[str]) -> list[ExclusionRecord]:
        """The stored self-exclusions (perhaps over already) of these players."""
        return [ExclusionRecord(str(player), None if until is None else float(str(until)))
                for player, until in self._rows_in(
                    "SELECT player_id, until FROM self_exclusions WHERE player_id IN ({})",
                    players)]

    # ------------------------------------------------------------ ledger

    def append_entry(self, entry: Entry) -> None:
        """Store one ledger entry and move the two balances, atomically.

        The store numbers entries itself (one order for every connection and node), so
        `entries` gives them back numbered 1, 2, 3, ... in the order they committed.
        StoreFundsError when a non-system source account lacks the money right now.
        """
        with self.transaction():
            self._post_one(entry)

    def post_transfers(self, transfers: Sequence[Transfer]) -> dict[BalanceKey, Decimal]:
        """Store several entries all together or none of them (inside a step, the block's
        savepoint undoes the first ones when a later one is short of money:
        StoreFundsError, nothing written), and return every touched balance after them
        (the ledger's copy follows these)."""
        after: dict[BalanceKey, Decimal] = {}
        with self.transaction():
            for move in transfers:
                src_after, dst_after = self._post_one(move)
                after[(move.src, Currency(move.currency))] = src_after
                after[(move.dst, Currency(move.currency))] = dst_after
        return after

    def balances_of(self, keys: Sequence[BalanceKey]) -> dict[BalanceKey, Decimal]:
        """The stored balances of these (account, currency) pairs (0 when never moved):
        one query (all of them, for more accounts than fit one)."""
        accounts = {account for account, _ in keys}
        rows = self._rows_in("SELECT account, currency, amount FROM balances WHERE "
                             "account IN ({})", sorted(accounts)) \
            if len(accounts) <= IN_CHUNK else \
            self._rows("SELECT account, currency, amount FROM balances")
        stored = {(str(a), Currency(str(c))): Decimal(str(b)) for a, c, b in rows}
        return {key: stored.get(key, Decimal(0)) for key in keys}

    def balance_keys(self) -> list[BalanceKey]:
        """Every (account, currency) that ever moved money."""
        return [(str(a), Currency(str(c)))
                for a, c in self._rows("SELECT account, currency FROM balances")]

    def _post_one(self, move: Entry | Transfer) -> tuple[Decimal, Decimal]:
        """Lock both balance rows, check the source, move both, insert the entry (inside
        the caller's transaction); the two balances after it."""
        cur = Currency(move.currency).value
        src, dst, amount = move.src, move.dst, move.amount
        self._write("INSERT INTO balances (account, currency, amount) VALUES (?, ?, ?), "
                    "(?, ?, ?) ON CONFLICT DO NOTHING",
                    (src, cur, self._amount(Decimal(0)), dst, cur, self._amount(Decimal(0))))
        have = {str(a): Decimal(str(b)) for a, b in self._rows(
            "SELECT account, amount FROM balances WHERE currency = ? AND account IN (?, ?) "
            f"ORDER BY account{self._for_update}", (cur, src, dst))}
        if not is_system(src) and have[src] < amount:
            raise short_of_money(move, have[src])
        moved = (have[src] - amount, have[dst] + amount)
        for account, value in zip((src, dst), moved, strict=True):
            self._write("UPDATE balances SET amount = ? WHERE account = ? AND currency = ?",
                        (self._amount(value), account, cur))
        self._write("INSERT INTO ledger_entries (src, dst, amount, currency, memo, created) "
                    "VALUES (?, ?, ?, ?, ?, ?)",
                    (src, dst, self._amount(amount), cur, move.memo, self._stamp()))
        return moved

    def entries(self) -> list[Entry]:
        """Every ledger entry in commit order, numbered from 1 (to rebuild the ledger)."""
        rows = self._rows("SELECT src, dst, amount, currency, memo FROM ledger_entries "
                          "ORDER BY id")
        return [Entry(i, str(src), str(dst), Decimal(str(amount)), Currency(str(cur)), str(memo))
                for i, (src, dst, amount, cur, memo) in enumerate(rows, start=1)]

    def balance(self, account: str, currency: Currency) -> Decimal:
        """The stored balance of one account (0 when it never moved money)."""
        rows = self._rows("SELECT amount FROM balances WHERE account = ? AND currency = ?",
                          (account, Currency(currency).value))
        return Decimal(str(rows[0][0])) if rows else Decimal(0)

    # ------------------------------------------------------------ tournaments and hands

    def set_registration(self, tournament_id: str, player_id: str, on: bool) -> None:
        """Record a registration (on) or its withdrawal (off)."""
        if on:
            self._write("INSERT INTO registrations (tournament_id, player_id, created) "
                        "VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                        (tournament_id, player_id, self._stamp()))
        else:
            self._write("DELETE FROM registrations WHERE tournament_id = ? AND player_id = ?",
                        (tournament_id, player_id))

    def registrations(self, tournament_id: str) -> list[str]:
        """Player ids registered for a tournament, in registration order."""
        rows = self._rows(f"SELECT player_id FROM registrations WHERE tournament_id = ? "
                          f"ORDER BY created, {self._order}", (tournament_id,))
        return [str(r[0]) for r in rows]

    def save_tournament(self, record: TournamentRecord) -> None:
        """Insert or replace a tournament's saved state."""
        self._write(
            "INSERT INTO tournaments (tournament_id, status, state, updated) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (tournament_id) DO UPDATE SET status = excluded.status, "
            "state = excluded.state, updated = excluded.updated",
            (record.tournament_id, record.status, record.state, self._stamp()))

    def tournaments(self) -> list[TournamentRecord]:
        """Every saved tournament."""
        rows = self._rows("SELECT tournament_id, status, state FROM tournaments "
                          "ORDER BY tournament_id")
        return [TournamentRecord(*map(str, row)) for row in rows]

    def save_structure(self, key: str, text: str) -> None:
        """Keep a tournament structure under its content hash ``key`` (nothing is written
        when it is already kept: the same key is the same text)."""
        self._write("INSERT INTO structures (key, text) VALUES (?, ?) ON CONFLICT DO NOTHING",
                    (key, text))

    def structures(self) -> dict[str, str]:
        """Every kept structure's text by its key."""
        return {str(k): str(t) for k, t in self._rows("SELECT key, text FROM structures")}

    def add_hand(self, record: HandRecord) -> None:
        """Store one finished hand: the house's full record, readable (as their own view)
        by ``record.players``."""
        self._write("INSERT INTO hand_histories (table_id, tournament_id, hand_id, players, "
                    "text, created, house) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (record.table_id, record.tournament_id, record.hand_id,
                     " ".join(record.players), record.text, self._stamp(), True))

    def save_ring(self, record: RingRecord) -> None:
        """Replace a ring table's stacks (no stacks: forget the table)."""
        if not record.stacks:
            self._write("DELETE FROM ring_stacks WHERE table_id = ?", (record.table_id,))
            return
        self._write(
            "INSERT INTO ring_stacks (table_id, currency, stacks, updated) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (table_id) DO UPDATE SET currency = excluded.currency, "
            "stacks = excluded.stacks, updated = excluded.updated",
            (record.table_id, Currency(record.currency).value,
             json.dumps(dict(record.stacks), sort_keys=True), self._stamp()))

    def add_audit(self, record: AuditRecord) -> None:
        """Journal one staff action (after every earlier one)."""
        self._write("INSERT INTO floor_audit (at, staff, action, target, detail) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (record.at, record.staff, record.action, record.target, record.detail))

    def audit(self) -> list[AuditRecord]:
        """The floor's audit log, oldest first."""
        rows = self._rows("SELECT at, staff, action, target, detail FROM floor_audit "
                          "ORDER BY seq")
        return [AuditRecord(*(str(v) for v in row)) for row in rows]

    def last_audit(self, action: str) -> AuditRecord | None:
        """The latest staff action of one kind (None: never taken)."""
        rows = self._rows("SELECT at, staff, action, target, detail FROM floor_audit "
                          "WHERE action = ? ORDER BY seq DESC LIMIT 1", (action,))
        return AuditRecord(*(str(v) for v in rows[0])) if rows else None

    def rings(self) -> list[RingRecord]:
        """Every ring table with money at it."""
        rows = self._rows("SELECT table_id, currency, stacks FROM ring_stacks ORDER BY table_id")
        return [RingRecord(str(t), Currency(str(c)),
                           tuple(sorted((str(p), int(n)) for p, n in json.loads(str(s)).items())))
                for t, c, s in rows]

    def hands_of(self, player_id: str, limit: int = 100) -> list[HandRecord]:
        """The latest hands a player was dealt into, newest first, each as the player's own
        view (a row from before version 10 already holds just that view)."""
        rows = self._rows("SELECT table_id, tournament_id, hand_id, players, text, house "
                          "FROM hand_histories WHERE (' ' || players || ' ') LIKE ? "
                          "ESCAPE '!' ORDER BY id DESC LIMIT ?",
                          (f"% {_like_literal(player_id)} %", limit))
        return [HandRecord(str(t), None if tid is None else str(tid), str(h),
                           tuple(str(p).split()),
                           player_view(str(text), player_id) if house else str(text))
                for t, tid, h, p, text, house in rows]

    # ------------------------------------------------------------ failed logins

    def throttle(self, scope: str, key: str) -> ThrottleRecord:
        """The failed-login record of one key (all zero when it has none)."""
        rows = self._rows("SELECT failures, total, locks, last_failure, locked_until "
                          "FROM login_throttle WHERE scope = ? AND key = ?", (scope, key))
        return _throttle(rows[0]) if rows else ThrottleRecord()

    def update_throttle(self, scope: str, key: str, update: ThrottleUpdate) -> ThrottleRecord:
        """Replace one key's record by ``update(current)`` under a row lock, so failures
        counted by several nodes at once all add up."""
        with self.transaction():
            self._write("INSERT INTO login_throttle (scope, key, failures, total, locks, "
                        "last_failure, locked_until) VALUES (?, ?, 0, 0, 0, 0, 0) "
                        "ON CONFLICT DO NOTHING", (scope, key))
            (row,) = self._rows("SELECT failures, total, locks, last_failure, locked_until "
                                "FROM login_throttle WHERE scope = ? AND key = ?"
                                f"{self._for_update}", (scope, key))
            new = update(_throttle(row))
            self._write("UPDATE login_throttle SET failures = ?, total = ?, locks = ?, "
                        "last_failure = ?, locked_until = ? WHERE scope = ? AND key = ?",
                        (new.failures, new.total, new.locks, new.last_failure,
                         new.locked_until, scope, key))
        return new

    def clear_throttle(self, scope: str, key: str) -> None:
        """Forget one key's failed logins (after its owner logged in)."""
        self._write("DELETE FROM login_throttle WHERE scope = ? AND key = ?", (scope, key))

    def prune_throttle(self, before: float, now: float) -> int:
        """Drop records with no failure since ``before`` and no lock running at ``now``
        (guessed names would otherwise pile up); returns how many went. An owner's unread
        notice goes too: failures that old are no longer news."""
        return self._write("DELETE FROM login_throttle WHERE last_failure < ? AND "
                           "locked_until <= ?", (before, now))


def short_of_money(entry: Entry | Transfer, have: Decimal) -> StoreFundsError:
    """The error for an entry its source account cannot cover right now."""
    cur = Currency(entry.currency).value
    return StoreFundsError(f"{entry.src} has {have} {cur}, cannot pay {entry.amount} {cur} "
                           f"({entry.memo}): the money was spent elsewhere")


def _throttle(row: Row) -> ThrottleRecord:
    failures, total, locks, last, until = row
    return ThrottleRecord(int(str(failures)), int(str(total)), int(str(locks)),
                          float(str(last)), float(str(until)))
