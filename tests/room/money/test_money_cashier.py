"""Cashier: deposits, available funds (rule 8), buy-ins in the format paid, refunds."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.room.cashier import BuyIn, Cashier, EntryKind, TourneyPrice
from client.room.errors import (
    CancellationError,
    CurrencyMismatchError,
    InsufficientFundsError,
    InvalidAmountError,
    RoomError,
)
from client.room.ledger import Currency, Ledger

D = Decimal
USD, EUR, TM = Currency.USD, Currency.EUR, Currency.TMONEY
PRICE = TourneyPrice(USD, D(22), D(3))


def test_deposit_and_withdraw() -> None:
    cashier = Cashier()
    cashier.deposit("ann", D(100), USD)
    cashier.withdraw("ann", D("40.50"), USD)
    assert cashier.available("ann", USD) == D("59.50")
    with pytest.raises(InsufficientFundsError):
        cashier.withdraw("ann", D(60), USD)


def test_rule_8_rebuy_needs_available_funds_not_in_play_or_other_currency() -> None:
    """Rule 8: funds in play in other games or in another currency are not available."""
    cashier = Cashier()
    cashier.deposit("ann", D(30), USD)
    cashier.deposit("ann", D(500), EUR)
    cashier.buy_in("ann", "t1", PRICE)
    cashier.ledger.transfer("player:ann", "table:r1", D(4), USD, "sit down at a ring table")
    assert cashier.available("ann", USD) == D(1)
    with pytest.raises(InsufficientFundsError, match="rule 8"):
        cashier.buy_in("ann", "t1", PRICE, EntryKind.REBUY)
    with pytest.raises(CurrencyMismatchError):
        cashier.buy_in("ann", "t1", PRICE, EntryKind.REBUY, payment={EUR: D(25)})
    assert len(cashier.records("t1")) == 1


def test_buy_in_splits_pool_fee_and_knockout_bounty() -> None:
    cashier = Cashier()
    cashier.deposit("ann", D(50), USD)
    price = TourneyPrice(USD, D(10), D(2), D(10))
    cashier.buy_in("ann", "k", price)
    ledger = cashier.ledger
    assert ledger.balance("tourney:k:pool", USD) == 10
    assert ledger.balance("tourney:k:fees", USD) == 2
    assert ledger.balance("tourney:k:bounty", USD) == 10
    assert cashier.available("ann", USD) == 28


def test_rule_rollback_refunds_in_exactly_the_format_paid() -> None:
    """Cancellation rule 1: bought in with T$10 and $15 cash, get back T$10 and $15 cash."""
    cashier = Cashier()
    cashier.deposit("ann", D(15), USD)
    cashier.deposit("ann", D(10), TM)
    record = cashier.buy_in("ann", "t1", PRICE, payment={TM: D(10), USD: D(15)})
    assert dict(record.paid) == {TM: D(10), USD: D(15)}
    assert cashier.available("ann", USD) == 0 and cashier.available("ann", TM) == 0
    assert cashier.ledger.balance("tourney:t1:pool", USD) == 22
    cashier.refund(record.id)
    assert cashier.available("ann", USD) == 15 and cashier.available("ann", TM) == 10
    assert cashier.ledger.balance("tourney:t1:pool", USD) == 0
    with pytest.raises(CancellationError):
        cashier.refund(record.id)


def test_refund_after_fees_collected_comes_from_the_house() -> None:
    cashier = Cashier()
    cashier.deposit("ann", D(25), USD)
    record = cashier.buy_in("ann", "t1", PRICE)
    cashier.collect_fees("t1", USD)
    assert cashier.ledger.balance("house:fees", USD) == 3
    cashier.refund(record.id)
    assert cashier.available("ann", USD) == 25 and cashier.ledger.balance("house:fees", USD) == 0


@pytest.mark.parametrize("payment", [{USD: D(24)}, {USD: D("25.001")}, {TM: D(25), USD: D(0)}])
def test_bad_payment_changes_nothing(payment: dict[Currency, Decimal]) -> None:
    cashier = Cashier()
    cashier.deposit("ann", D(100), USD)
    cashier.deposit("ann", D(100), TM)
    with pytest.raises(InvalidAmountError):
        cashier.buy_in("ann", "t1", PRICE, payment=payment)
    assert len(cashier.ledger.entries) == 2 and cashier.records() == []


def test_t_money_only_accepted_in_usd_tournaments() -> None:
    cashier = Cashier()
    cashier.deposit("ann", D(100), TM)
    with pytest.raises(CurrencyMismatchError):
        cashier.buy_in("ann", "e", TourneyPrice(EUR, D(10)), payment={TM: D(10)})


def test_freeroll_and_rebuild_from_records() -> None:
    cashier = Cashier()
    free = cashier.buy_in("ann", "free", TourneyPrice(Currency.PLAY, D(0)))
    assert free.paid == () and cashier.ledger.entries == ()
    rebuilt = Cashier(Ledger(cashier.ledger.entries), cashier.records(include_refunded=True))
    assert rebuilt.records() == [free]


OPS = st.lists(
    st.tuples(
        st.sampled_from(["deposit", "withdraw", "buy_in", "rebuy_tm", "refund", "sit"]),
        st.sampled_from(["a", "b", "c"]),
        st.decimals(min_value=D("0.01"), max_value=D(60), places=2),
        st.integers(min_value=1, max_value=12),
    ),
    max_size=30,
)


@settings(max_examples=100, deadline=None)
@given(OPS)
def test_random_cashier_operations_keep_the_books_balanced(
    ops: list[tuple[str, str, Decimal, int]],
) -> None:
    cashier = Cashier()
    ledger = cashier.ledger
    for op, player, amount, n in ops:
        before = len(ledger.entries)
        try:
            if op == "deposit":
                cashier.deposit(player, amount, USD if n % 2 else TM)
            elif op == "withdraw":
                cashier.withdraw(player, amount, USD)
            elif op == "buy_in":
                cashier.buy_in(player, f"t{n % 3}", TourneyPrice(USD, amount, D("1.10")))
            elif op == "rebuy_tm":
                cashier.buy_in(player, "t1", PRICE, EntryKind.REBUY,
                               payment={TM: D(n), USD: D(25 - n)})
            elif op == "sit":
                ledger.transfer(f"player:{player}", "table:x", amount, USD, "sit")
            else:
                cashier.refund(n)
        except RoomError:
            assert len(ledger.entries) == before
    for currency in Currency:
        assert ledger.total(currency) == 0
        assert all(b >= 0 for acc, b in ledger.balances(currency).items()
                   if not acc.startswith("sys:"))
    for record in cashier.records(include_refunded=True):
        assert isinstance(record, BuyIn)
    live = sum((r.price.buy_in for r in cashier.records("t1")), D(0))
    assert ledger.balance("tourney:t1:pool", USD) == live
