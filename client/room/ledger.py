"""The one double-entry ledger every money move in the room goes through.

Each `Entry` moves a positive amount of one currency from one account to
another, so for every currency the balances over all accounts sum to zero at
all times: money can be traced, never created or lost. Only system accounts
("sys:...") may go negative (the bank that deposits come from, the T$
exchange); any other account that would go negative refuses the transfer and
nothing changes. Entries are plain frozen records so the server can store them
and rebuild an identical ledger from them.

Where money is shared with other processes (several server nodes on one database), an
`Authority` (the server's store) is the one that says yes: `post` hands it every checked
transfer first, it checks the money and records them durably, and only then does memory
change, with the balances the authority reports. A refusal from the authority leaves this
ledger exactly as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal, InvalidOperation, localcontext
from enum import StrEnum
from typing import Protocol

from client.room.errors import (
    InsufficientFundsError,
    InvalidAccountError,
    InvalidAmountError,
    LedgerIntegrityError,
)

CENT = Decimal("0.01")
ZERO = Decimal(0)


class Currency(StrEnum):
    """Currencies the room knows; T$ is tournament money, PLAY is play money."""

    USD = "USD"
    EUR = "EUR"
    GBP = "GBP"
    TMONEY = "T$"
    PLAY = "PLAY"

    @property
    def unit(self) -> Decimal:
        """The smallest amount paid out: whole chips in play money, cents otherwise."""
        return Decimal(1) if self is Currency.PLAY else CENT


REAL_MONEY = frozenset({Currency.USD, Currency.EUR, Currency.GBP, Currency.TMONEY})

_ACCOUNT = re.compile(
    r"player:[^:\s]+|review:[^:\s]+|table:[^:\s]+|tourney:[^:\s]+:(pool|fees|bounty)|"
    r"house:[a-z_]+|sys:[a-z_]+"
)


SYS_BANK = "sys:bank"
SYS_TMONEY = "sys:tmoney"
SYS_OVERLAY = "sys:overlay"  # the site tops a guaranteed pool up from here
HOUSE_RAKE = "house:rake"
HOUSE_FEES = "house:fees"


def player_account(player_id: str) -> str:
    """Account of a player's available funds."""
    return f"player:{player_id}"


def review_account(player_id: str) -> str:
    """Account of a player's winnings withheld by the floor pending a review."""
    return f"review:{player_id}"


def table_account(table_id: str) -> str:
    """Account holding the money in play at a ring table."""
    return f"table:{table_id}"


def tourney_account(tourney_id: str, part: str) -> str:
    """Account of one part of a tournament's money: "pool", "fees" or "bounty"."""
    return f"tourney:{tourney_id}:{part}"


def account_ok(name: str) -> bool:
    """True when `name` follows the account naming scheme of docs/ARCHITECTURE.md."""
    return _ACCOUNT.fullmatch(name) is not None


def is_system(account: str) -> bool:
    """System accounts may go negative; every other account may not."""
    return account.startswith("sys:")


def money(amount: object, what: str = "amount") -> Decimal:
    """Check and normalise an amount of money: a positive Decimal (or int) with <= 2 places.

    Floats and strings are refused so a rounding error can never slip in unseen.
    """
    if isinstance(amount, bool) or not isinstance(amount, Decimal | int):
        raise InvalidAmountError(
            f"{what} must be a Decimal or int, not {type(amount).__name__} ({amount!r}); "
            "build it with Decimal('12.34')"
        )
    value = Decimal(amount)
    try:
        exact = value.quantize(CENT) == value
    except InvalidOperation:
        exact = False
    if not value.is_finite() or not exact:
        raise InvalidAmountError(f"{what} {amount} must be a finite whole number of cents")
    if value <= 0:
        raise InvalidAmountError(f"{what} {amount} must be positive")
    return value


def apportion(weights: Sequence[Decimal], total: Decimal) -> list[Decimal]:
    """Split `total` in proportion to `weights`, in whole cents, summing exactly to `total`.

    Each share is rounded down to the cent; the cents left over go one each to the
    largest remainders, ties to the earlier index, so the result is deterministic.
    """
    if any(w < 0 for w in weights) or not weights:
        raise InvalidAmountError("weights must be a non-empty list of numbers >= 0")
    whole = sum(weights, ZERO)
    if total == 0:
        return [ZERO.quantize(CENT)] * len(weights)
    if whole == 0:
        raise InvalidAmountError("cannot share money by weights that are all zero")
    with localcontext() as ctx:
        ctx.prec = 50
        exact = [total * w / whole for w in weights]
        floors = [e.quantize(CENT, ROUND_FLOOR) for e in exact]
        spare = int((total - sum(floors, ZERO)) / CENT)
        order = sorted(range(len(weights)), key=lambda i: (-(exact[i] - floors[i]), i))
        for i in order[:spare]:
            floors[i] += CENT
    return floors


@dataclass(frozen=True, slots=True)
class Entry:
    """One recorded move of money: `amount` of `currency` from `src` to `dst`."""

    id: int
    src: str
    dst: str
    amount: Decimal
    currency: Currency
    memo: str


@dataclass(frozen=True, slots=True)
class Transfer:
    """A move not yet recorded; `Ledger.post` records several of them atomically."""

    src: str
    dst: str
    amount: Decimal
    currency: Currency
    memo: str


BalanceKey = tuple[str, Currency]


class Authority(Protocol):
    """Where money is decided when several processes share it (the server's store)."""

    def post(self, transfers: Sequence[Transfer]) -> Mapping[BalanceKey, Decimal]:
        """Record the transfers durably, all or none, and return the balances of every
        account they touched after them; raise `InsufficientFundsError` (recording
        nothing) when a non-system source lacks the money there."""

    def balances(self, keys: Sequence[BalanceKey]) -> Mapping[BalanceKey, Decimal]:
        """The durable balances of these accounts now."""


class Ledger:
    """Double-entry book of accounts, one balance per (account, currency).

    With an `Authority`, this ledger is this process's copy of the accounts it uses: the
    authority checks and records every transfer before memory changes, and balances that
    other processes moved are brought up to date by each post and by `refresh`. The sum of
    the copies is then checked where the money lives (the store), not in each copy.
    """

    def __init__(self, entries: Iterable[Entry] = (), authority: Authority | None = None
                 ) -> None:
        """Start empty, or rebuild from stored entries (checked like new transfers)."""
        self._authority = authority
        self._entries: list[Entry] = []
        self._snapshot: tuple[Entry, ...] | None = ()  # cached read-only copy of _entries
        self._balances: dict[tuple[str, Currency], Decimal] = {}
        self._listeners: list[Callable[[Entry], None]] = []
        for entry in entries:
            if entry.id != len(self._entries) + 1:
                raise LedgerIntegrityError(
                    f"entry ids must run 1, 2, 3, ...; got {entry.id} at position "
                    f"{len(self._entries) + 1}"
                )
            try:
                move = self._check(Transfer(entry.src, entry.dst, entry.amount,
                                            entry.currency, entry.memo), {})
            except (InvalidAmountError, InvalidAccountError, InsufficientFundsError) as exc:
                raise LedgerIntegrityError(f"entry {entry.id} is invalid: {exc}") from exc
            self._apply(move)

    @property
    def entries(self) -> Sequence[Entry]:
        """Every entry so far, oldest first (read-only view)."""
        if self._snapshot is None:
            self._snapshot = tuple(self._entries)
        return self._snapshot

    def add_listener(self, listener: Callable[[Entry], None]) -> None:
        """Call `listener` with every new entry (the server stores them as they happen)."""
        self._listeners.append(listener)

    def balance(self, account: str, currency: Currency) -> Decimal:
        """Current balance of `account` in `currency` (0 for an account never used)."""
        return self._balances.get((account, Currency(currency)), ZERO)

    def balances(self, currency: Currency) -> dict[str, Decimal]:
        """Every account with a non-zero balance in `currency`."""
        return {acc: bal for (acc, cur), bal in self._balances.items() if cur == currency and bal}

    def total(self, currency: Currency) -> Decimal:
        """Sum of all balances in `currency`: always zero in a double-entry ledger."""
        return sum((b for (_, c), b in self._balances.items() if c == currency), ZERO)

    def transfer(
        self, src: str, dst: str, amount: Decimal, currency: Currency, memo: str
    ) -> Entry:
        """Move `amount` from `src` to `dst`; raises and changes nothing when not allowed."""
        return self.post([Transfer(src, dst, amount, currency, memo)])[0]

    def post(self, transfers: Sequence[Transfer]) -> list[Entry]:
        """Record several transfers all together or, if any is refused, none of them.
        With an authority, it decides (and records) first; memory follows its balances."""
        pending: dict[tuple[str, Currency], Decimal] = {}  # balances as the batch goes
        checked = []
        for move in transfers:
            move = self._check(move, pending)
            for account, delta in ((move.src, -move.amount), (move.dst, move.amount)):
                key = (account, move.currency)
                pending[key] = pending.get(key, self.balance(account, move.currency)) + delta
            checked.append(move)
        if self._authority is None:
            return [self._apply(move) for move in checked]
        after = self._authority.post(checked)  # raises: nothing recorded, memory untouched
        entries = [self._apply(move) for move in checked]
        self._balances.update(after)
        return entries

    def sandbox(self) -> Ledger:
        """A private copy to try transfers on (a payouts preview): the same entries and
        balances, no authority and no listeners, so nothing reaches the store."""
        copy = Ledger()
        copy._entries = list(self._entries)
        copy._snapshot = None
        copy._balances = dict(self._balances)
        return copy

    def mark(self) -> int:
        """How many entries there are now: a point `undo_to` can come back to."""
        return len(self._entries)

    def undo_to(self, mark: int) -> None:
        """Take back the entries made after ``mark`` (a room step that failed; the store
        rolled its copy back), newest first, so every balance is what it was."""
        while len(self._entries) > mark:
            entry = self._entries.pop()
            for account, delta in ((entry.src, entry.amount), (entry.dst, -entry.amount)):
                key = (account, entry.currency)
                self._balances[key] = self._balances.get(key, ZERO) + delta
            self._snapshot = None

    def refresh(self, keys: Sequence[BalanceKey]) -> None:
        """Bring these balances up to date from the authority (money other processes moved:
        a player's winnings on another node, a tournament taken over from a dead node)."""
        if self._authority is not None and keys:
            self._balances.update(self._authority.balances(keys))

    def _check(self, move: Transfer, pending: dict[tuple[str, Currency], Decimal]) -> Transfer:
        """Validate one move against the balances it would see (`pending` overrides)."""
        for name in (move.src, move.dst):
            if not isinstance(name, str) or not account_ok(name):
                raise InvalidAccountError(
                    f"account {name!r} is not valid: use player:<id>, review:<id>, table:<id>, "
                    "tourney:<id>:pool|fees|bounty, house:<name> or sys:<name>"
                )
        if move.src == move.dst:
            raise InvalidAccountError(f"cannot transfer from {move.src} to itself")
        try:
            currency = Currency(move.currency)
        except ValueError as exc:
            raise InvalidAmountError(
                f"unknown currency {move.currency!r}; use one of "
                f"{', '.join(c.value for c in Currency)}"
            ) from exc
        amount = money(move.amount)
        if not is_system(move.src) and self._authority is None:
            have = pending.get((move.src, currency), self.balance(move.src, currency))
            if have < amount:
                raise InsufficientFundsError(
                    f"{move.src} has {have} {currency}, cannot pay {amount} {currency} "
                    f"({move.memo}); deposit more or choose a smaller amount"
                )
        return Transfer(move.src, move.dst, amount, currency, str(move.memo))

    def _apply(self, move: Transfer) -> Entry:
        entry = Entry(len(self._entries) + 1, move.src, move.dst, move.amount,
                      move.currency, move.memo)
        self._entries.append(entry)
        self._snapshot = None
        for account, delta in ((move.src, -move.amount), (move.dst, move.amount)):
            key = (account, move.currency)
            self._balances[key] = self._balances.get(key, ZERO) + delta
        for listener in self._listeners:
            listener(entry)
        return entry
