"""What the server persists, whatever the database: records, errors and the `Store` protocol.

Both backends (`sqlite`, `postgres`) implement this one contract and run the same tests
(tests/server/test_store.py is parametrized over them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from client.room.ledger import BalanceKey, Currency, Entry, Transfer


class StoreError(Exception):
    """The database cannot be opened or used; the message says what to configure."""


class StoreFundsError(StoreError):
    """A ledger entry would take a non-system account below zero (another connection or
    node spent the money first); nothing of that entry was written."""


class LeaseLostError(StoreError):
    """A cluster node wrote for a shard whose lease it no longer holds (another node took
    it over); the whole step was rolled back."""


@dataclass(frozen=True)
class AccountRecord:
    """A stored account (the password only as its argon2 hash)."""

    player_id: str
    name: str
    pw_hash: str


@dataclass(frozen=True)
class SessionRecord:
    """A session token's row (kept by digest): whose it is, when it began and was last
    used (Unix seconds), the address it was last used from, and the cluster node whose
    connection holds it ("" when none does)."""

    player_id: str
    started: float
    last_used: float
    address: str
    node: str = ""


@dataclass(frozen=True)
class TournamentRecord:
    """A tournament's last saved state: opaque text (JSON) written by the room service,
    stored as is, so the journal's format can change without a schema migration."""

    tournament_id: str
    status: str
    state: str


@dataclass(frozen=True)
class RingRecord:
    """The money (chips, cents) each player has at one ring table between hands."""

    table_id: str
    currency: Currency
    stacks: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class AuditRecord:
    """One staff action of the floor's audit log (``at``: ISO 8601 time)."""

    at: str
    staff: str
    action: str
    target: str
    detail: str


@dataclass(frozen=True)
class HandRecord:
    """One stored hand: written, the house's full record (``text``) with the players who
    may read it; read back (`hands_of`), one player's own view of it."""

    table_id: str
    tournament_id: str | None
    hand_id: str
    players: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class ThrottleRecord:
    """Failed logins for one key (an account name or an address), shared by every node.

    ``failures`` counts the current run of failures (it drives the delay and the lock),
    ``total`` and ``locks`` everything since the owner's last successful login (what the
    owner is told then). Times are Unix seconds, so every node reads them alike.
    """

    failures: int = 0
    total: int = 0
    locks: int = 0
    last_failure: float = 0.0
    locked_until: float = 0.0


@dataclass(frozen=True)
class ExclusionRecord:
    """A player's self-exclusion (responsible gaming): when it ends, in Unix seconds so
    every node reads it alike (None: permanent)."""

    player_id: str
    until: float | None


ThrottleUpdate = Callable[[ThrottleRecord], ThrottleRecord]


class Store(Protocol):
    """What the server persists; every method is one atomic write or a read.

    Writes outside `transaction()` commit on their own; inside, they commit together when
    the outermost block ends, and none of them does when its body raised (a room step
    that fails is undone whole: in memory by the room, here by a rollback). A block
    inside another is a savepoint: when its body raises, only its writes are undone and
    the outer block carries on (a step inside a step, undone on its own by the room too).
    """

    def add_account(self, record: AccountRecord) -> None: ...
    def account(self, player_id: str) -> AccountRecord | None: ...
    def accounts(self, ids: Sequence[str] | None = None) -> list[AccountRecord]: ...
    def account_folded(self, name: str) -> AccountRecord | None: ...
    def set_password(self, player_id: str, pw_hash: str) -> None: ...
    def add_session(self, digest: str, record: SessionRecord) -> None: ...
    def sessions(self, digests: Sequence[str]) -> dict[str, SessionRecord]: ...
    def touch_sessions(self, digests: Sequence[str], now: float, address: str,
                       node: str) -> None: ...
    def release_session(self, digest: str, now: float, node: str) -> None: ...
    def session_nodes(self, players: Sequence[str], other_than: str
                      ) -> dict[str, set[str]]: ...
    def drop_session(self, digest: str) -> None: ...
    def drop_sessions(self, player_id: str) -> int: ...
    def remember_login(self, player_id: str, kind: str, key: str, now: float) -> None: ...
    def known_login(self, player_id: str, kind: str, key: str) -> float | None: ...
    def set_self_exclusion(self, record: ExclusionRecord) -> None: ...
    def self_exclusions(self, players: Sequence[str]) -> list[ExclusionRecord]: ...
    def append_entry(self, entry: Entry) -> None: ...
    def post_transfers(self, transfers: Sequence[Transfer]) -> dict[BalanceKey, Decimal]: ...
    def balances_of(self, keys: Sequence[BalanceKey]) -> dict[BalanceKey, Decimal]: ...
    def balance_keys(self) -> list[BalanceKey]: ...
    def entries(self) -> list[Entry]: ...
    def balance(self, account: str, currency: Currency) -> Decimal: ...
    def set_registration(self, tournament_id: str, player_id: str, on: bool) -> None: ...
    def registrations(self, tournament_id: str) -> list[str]: ...
    def save_tournament(self, record: TournamentRecord) -> None: ...
    def tournaments(self) -> list[TournamentRecord]: ...
    def save_structure(self, key: str, text: str) -> None: ...
    def structures(self) -> dict[str, str]: ...
    def add_hand(self, record: HandRecord) -> None: ...
    def save_ring(self, record: RingRecord) -> None: ...
    def rings(self) -> list[RingRecord]: ...
    def add_audit(self, record: AuditRecord) -> None: ...
    def audit(self) -> list[AuditRecord]: ...
    def last_audit(self, action: str) -> AuditRecord | None: ...
    def hands_of(self, player_id: str, limit: int = 100) -> list[HandRecord]: ...
    def throttle(self, scope: str, key: str) -> ThrottleRecord: ...
    def update_throttle(self, scope: str, key: str, update: ThrottleUpdate) -> ThrottleRecord: ...
    def clear_throttle(self, scope: str, key: str) -> None: ...
    def prune_throttle(self, before: float, now: float) -> int: ...
    def schema_version(self) -> int: ...
    def transaction(self) -> AbstractContextManager[None]: ...
    def close(self) -> None: ...
