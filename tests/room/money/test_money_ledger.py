"""Ledger: double entry, typed errors that change nothing, rebuild from stored entries."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.room.errors import (
    InsufficientFundsError,
    InvalidAccountError,
    InvalidAmountError,
    LedgerIntegrityError,
)
from client.room.ledger import Currency, Entry, Ledger

D = Decimal


def test_transfer_moves_money_and_total_stays_zero() -> None:
    ledger = Ledger()
    entry = ledger.transfer("sys:bank", "player:ann", D("12.50"), Currency.USD, "deposit")
    assert entry == Entry(1, "sys:bank", "player:ann", D("12.50"), Currency.USD, "deposit")
    assert ledger.balance("player:ann", Currency.USD) == D("12.50")
    assert ledger.balance("sys:bank", Currency.USD) == D("-12.50")
    assert ledger.total(Currency.USD) == 0
    assert ledger.balance("player:ann", Currency.EUR) == 0


def test_only_sys_accounts_may_go_negative_and_refusal_changes_nothing() -> None:
    ledger = Ledger()
    ledger.transfer("sys:bank", "player:ann", D(5), Currency.USD, "deposit")
    with pytest.raises(InsufficientFundsError):
        ledger.transfer("player:ann", "player:bob", D("5.01"), Currency.USD, "too much")
    with pytest.raises(InsufficientFundsError):
        ledger.transfer("house:rake", "player:bob", D(1), Currency.USD, "house overdraft")
    assert ledger.balance("player:ann", Currency.USD) == 5
    assert len(ledger.entries) == 1


@pytest.mark.parametrize(
    "amount",
    [D("0.001"), D(0), D(-1), D("NaN"), D("Infinity"), 1.5, "1.00", True, None],
)
def test_bad_amounts_raise_a_typed_error(amount: object) -> None:
    ledger = Ledger()
    with pytest.raises(InvalidAmountError):
        ledger.transfer("sys:bank", "player:ann", amount, Currency.USD, "x")  # type: ignore[arg-type]
    assert ledger.entries == ()


def test_play_money_may_be_integers() -> None:
    ledger = Ledger()
    entry = ledger.transfer("sys:bank", "player:ann", 1000, Currency.PLAY, "chips")  # type: ignore[arg-type]
    assert entry.amount == D(1000) and isinstance(entry.amount, Decimal)


@pytest.mark.parametrize("account", ["ann", "player:", "tourney:7:jackpot", "bank:x", "player:a b"])
def test_account_names_follow_the_scheme(account: str) -> None:
    with pytest.raises(InvalidAccountError):
        Ledger().transfer("sys:bank", account, D(1), Currency.USD, "x")


def test_post_is_all_or_nothing() -> None:
    from client.room.ledger import Transfer

    ledger = Ledger()
    with pytest.raises(InsufficientFundsError):
        ledger.post([
            Transfer("sys:bank", "player:ann", D(10), Currency.USD, "in"),
            Transfer("player:ann", "player:bob", D(11), Currency.USD, "too much"),
        ])
    assert ledger.entries == () and ledger.balance("player:ann", Currency.USD) == 0


def test_rebuild_from_stored_entries_gives_same_balances() -> None:
    ledger = Ledger()
    ledger.transfer("sys:bank", "player:ann", D(10), Currency.USD, "in")
    ledger.transfer("player:ann", "table:t1", D("7.25"), Currency.USD, "sit")
    copy = Ledger(ledger.entries)
    assert copy.entries == ledger.entries
    assert copy.balances(Currency.USD) == ledger.balances(Currency.USD)
    bad = [Entry(1, "player:ann", "player:bob", D(1), Currency.USD, "overdraft")]
    with pytest.raises(LedgerIntegrityError):
        Ledger(bad)
    with pytest.raises(LedgerIntegrityError):
        Ledger([Entry(2, "sys:bank", "player:bob", D(1), Currency.USD, "gap")])


def test_listener_sees_every_new_entry() -> None:
    ledger = Ledger()
    seen: list[Entry] = []
    ledger.add_listener(seen.append)
    entry = ledger.transfer("sys:bank", "player:ann", D(1), Currency.GBP, "in")
    assert seen == [entry]


ACCOUNTS = ["sys:bank", "player:a", "player:b", "table:t", "tourney:9:pool", "house:rake"]
amounts = st.decimals(min_value=D("0.01"), max_value=D(500), places=2)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(ACCOUNTS), st.sampled_from(ACCOUNTS), amounts,
                          st.sampled_from(list(Currency))), max_size=40))
def test_random_transfers_keep_every_currency_at_zero_and_no_overdraft(
    moves: list[tuple[str, str, Decimal, Currency]],
) -> None:
    ledger = Ledger()
    for src, dst, amount, currency in moves:
        before = dict(ledger.balances(currency))
        try:
            ledger.transfer(src, dst, amount, currency, "random")
        except (InsufficientFundsError, InvalidAccountError):
            assert ledger.balances(currency) == before
    for currency in Currency:
        assert ledger.total(currency) == 0
        assert all(b >= 0 for acc, b in ledger.balances(currency).items()
                   if not acc.startswith("sys:"))
    assert Ledger(ledger.entries).balances(Currency.USD) == ledger.balances(Currency.USD)
