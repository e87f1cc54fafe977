"""The cashier: deposits, withdrawals and tournament buy-ins on top of the ledger.

A player's "available" funds in a currency are the balance of their own account
in that currency: money sitting at a ring table lives in that table's account
and money in another currency is a different balance, so neither counts (site
rule 8, rebuy eligibility). Every tournament payment (buy-in, rebuy, add-on,
re-entry) is kept as a `BuyIn` record with the exact format paid — e.g. T$10
plus $15 cash — so a rollback can refund exactly that format.

T$ (tournament money) is accepted at par in USD tournaments: the T$ part goes to
the "sys:tmoney" exchange, which pays the same amount in USD into the
tournament, and a refund reverses both steps.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from client.room.errors import (
    CancellationError,
    CurrencyMismatchError,
    InsufficientFundsError,
    InvalidAmountError,
)
from client.room.ledger import (
    HOUSE_FEES,
    SYS_BANK,
    SYS_TMONEY,
    ZERO,
    Currency,
    Entry,
    Ledger,
    Transfer,
    money,
    player_account,
    tourney_account,
)
from client.room.tracked import TDict, TList, Tracked


def _part(amount: object, what: str) -> Decimal:
    """A price component: zero, or a valid amount of money."""
    if isinstance(amount, Decimal | int) and not isinstance(amount, bool) and amount == 0:
        return ZERO
    return money(amount, what)


@dataclass(frozen=True, slots=True)
class TourneyPrice:
    """What one tournament entry costs, in the tournament's currency.

    `buy_in` goes to the prize pool, `fee` to the tournament's fee account (the
    house collects it with `Cashier.collect_fees`), `bounty` (knockout entry) to the
    tournament's bounty account. Zero parts are allowed (freerolls).
    """

    currency: Currency
    buy_in: Decimal
    fee: Decimal = ZERO
    bounty: Decimal = ZERO

    def __post_init__(self) -> None:
        object.__setattr__(self, "currency", Currency(self.currency))
        for name in ("buy_in", "fee", "bounty"):
            object.__setattr__(self, name, _part(getattr(self, name), name))

    @property
    def total(self) -> Decimal:
        """Everything the player pays for one entry."""
        return self.buy_in + self.fee + self.bounty


class EntryKind(StrEnum):
    """Why a player paid into a tournament."""

    BUY_IN = "buy-in"
    RE_ENTRY = "re-entry"
    REBUY = "rebuy"
    ADD_ON = "add-on"


@dataclass(frozen=True, slots=True)
class BuyIn:
    """One payment into a tournament, with the exact format it was paid in."""

    id: int
    player: str
    tourney: str
    kind: EntryKind
    price: TourneyPrice
    paid: tuple[tuple[Currency, Decimal], ...]
    refunded: bool = False


def accepted_currencies(currency: Currency) -> frozenset[Currency]:
    """Currencies a tournament in `currency` accepts: its own, plus T$ for USD events."""
    if currency == Currency.USD:
        return frozenset({Currency.USD, Currency.TMONEY})
    return frozenset({currency})


class Cashier(Tracked):
    """Player money in and out, and tournament payments, all through one ledger."""

    def __init__(self, ledger: Ledger | None = None, buy_ins: Iterable[BuyIn] = ()) -> None:
        """Use `ledger` (a new one by default); `buy_ins` rebuilds from stored records."""
        self.ledger = Ledger() if ledger is None else ledger
        # Ordered by id, so the newest id is the last key (ids only grow).
        self._records: dict[int, BuyIn] = TDict(
            {b.id: b for b in sorted(buy_ins, key=lambda b: b.id)})
        #: Each tournament's record ids, oldest first: a tournament's records are read at
        #: every save of it, and the room holds every tournament's it ever took.
        self._of_tourney: dict[str, list[int]] = TDict()
        for record in self._records.values():
            self._of_tourney.setdefault(record.tourney, TList()).append(record.id)

    def deposit(self, player: str, amount: Decimal, currency: Currency,
                memo: str = "deposit") -> Entry:
        """Money arriving from outside the room (the bank) into a player's account."""
        return self.ledger.transfer(SYS_BANK, player_account(player), amount, currency, memo)

    def withdraw(self, player: str, amount: Decimal, currency: Currency,
                 memo: str = "withdrawal") -> Entry:
        """Money leaving to the outside; only available funds can be withdrawn."""
        return self.ledger.transfer(player_account(player), SYS_BANK, amount, currency, memo)

    def available(self, player: str, currency: Currency) -> Decimal:
        """Funds usable now in `currency`: not in play at a table, not in another currency."""
        return self.ledger.balance(player_account(player), currency)

    def records(self, tourney: str | None = None, player: str | None = None,
                include_refunded: bool = False) -> list[BuyIn]:
        """Buy-in records, oldest first, optionally for one tournament and/or player."""
        records = self._records.values() if tourney is None else \
            [self._records[i] for i in self._of_tourney.get(tourney, ())]
        return [b for b in records if (player is None or b.player == player)
                and (include_refunded or not b.refunded)]

    def check_payment(self, player: str, price: TourneyPrice,
                      payment: Mapping[Currency, Decimal] | None = None
                      ) -> tuple[tuple[Currency, Decimal], ...]:
        """Validate how `player` wants to pay `price`; returns the format, raises if refused.

        Without `payment`, everything is paid in the tournament currency.
        """
        if payment is None:
            payment = {price.currency: price.total} if price.total else {}
        parts: list[tuple[Currency, Decimal]] = []
        allowed = accepted_currencies(price.currency)
        for cur, amount in payment.items():
            cur = Currency(cur)
            if cur not in allowed:
                raise CurrencyMismatchError(
                    f"a {price.currency} tournament cannot be paid in {cur}; "
                    f"use {' or '.join(sorted(allowed))}"
                )
            parts.append((cur, money(amount, f"{cur} part of the payment")))
        paid = sum((a for _, a in parts), ZERO)
        if paid != price.total:
            raise InvalidAmountError(
                f"payment of {paid} does not match the price {price.total} {price.currency}"
            )
        for cur, amount in parts:
            have = self.available(player, cur)
            if have < amount:
                raise InsufficientFundsError(
                    f"{player} has {have} {cur} available, needs {amount} {cur}; funds in "
                    "play at other tables or in other currencies do not count (rule 8)"
                )
        return tuple(sorted(parts))

    def buy_in(self, player: str, tourney: str, price: TourneyPrice,
               kind: EntryKind = EntryKind.BUY_IN,
               payment: Mapping[Currency, Decimal] | None = None) -> BuyIn:
        """Take one tournament payment (buy-in, re-entry, rebuy or add-on) atomically."""
        paid = self.check_payment(player, price, payment)
        acc = player_account(player)
        moves: list[Transfer] = []
        memo = f"{kind} {tourney}"
        for cur, amount in paid:
            if cur != price.currency:
                moves.append(Transfer(acc, SYS_TMONEY, amount, cur, f"{memo}: {cur} exchanged"))
                moves.append(Transfer(SYS_TMONEY, acc, amount, price.currency,
                                      f"{memo}: {cur} exchanged"))
        for dst, amount in self._splits(tourney, price):
            moves.append(Transfer(acc, dst, amount, price.currency, memo))
        self.ledger.post(moves)
        next_id = next(reversed(self._records), 0) + 1
        record = BuyIn(next_id, player, tourney, EntryKind(kind), price, paid)
        self._records[record.id] = record
        self._of_tourney.setdefault(tourney, TList()).append(record.id)
        return record

    def refund(self, record_id: int, memo: str = "refund") -> BuyIn:
        """Give one payment back in exactly the format it was paid in (rollback, unregister)."""
        self.ledger.post(self.refund_transfers([record_id], memo))
        return self.mark_refunded([record_id])[0]

    def refund_transfers(self, record_ids: Sequence[int], memo: str = "refund") -> list[Transfer]:
        """The ledger moves that would refund these payments; nothing is changed yet.

        Lets a caller (cancellation) post them atomically with its other moves and then
        call `mark_refunded`. Fees already collected by the house come back from it.
        """
        if len(set(record_ids)) != len(record_ids):
            raise CancellationError("the same buy-in cannot be refunded twice")
        moves: list[Transfer] = []
        fees_held: dict[tuple[str, Currency], Decimal] = {}
        for record_id in record_ids:
            record = self._records.get(record_id)
            if record is None or record.refunded:
                raise CancellationError(
                    f"buy-in #{record_id} is unknown or already refunded; nothing was changed"
                )
            acc = player_account(record.player)
            price = record.price
            text = f"{memo}: {record.kind} {record.tourney}"
            for src, amount in self._splits(record.tourney, price):
                if src == tourney_account(record.tourney, "fees"):
                    key = (src, price.currency)
                    held = fees_held.setdefault(key, self.ledger.balance(src, price.currency))
                    if held < amount:
                        src = HOUSE_FEES  # fees already collected: the house gives them back
                    else:
                        fees_held[key] = held - amount
                moves.append(Transfer(src, acc, amount, price.currency, text))
            for cur, amount in record.paid:
                if cur != price.currency:
                    moves.append(Transfer(acc, SYS_TMONEY, amount, price.currency, text))
                    moves.append(Transfer(SYS_TMONEY, acc, amount, cur, text))
        return moves

    def mark_refunded(self, record_ids: Sequence[int]) -> list[BuyIn]:
        """Record that these payments were refunded (after their transfers were posted)."""
        done = []
        for record_id in record_ids:
            record = self._records[record_id]
            done.append(BuyIn(record.id, record.player, record.tourney, record.kind,
                              record.price, record.paid, refunded=True))
            self._records[record_id] = done[-1]
        return done

    def collect_fees(self, tourney: str, currency: Currency) -> Entry | None:
        """Move a tournament's collected fees to the house (when it has started or ended)."""
        src = tourney_account(tourney, "fees")
        held = self.ledger.balance(src, currency)
        if not held:
            return None
        return self.ledger.transfer(src, HOUSE_FEES, held, currency, f"fees of {tourney}")

    @staticmethod
    def _splits(tourney: str, price: TourneyPrice) -> list[tuple[str, Decimal]]:
        parts = [
            (tourney_account(tourney, "pool"), price.buy_in),
            (tourney_account(tourney, "fees"), price.fee),
            (tourney_account(tourney, "bounty"), price.bounty),
        ]
        return [(acc, amount) for acc, amount in parts if amount]
