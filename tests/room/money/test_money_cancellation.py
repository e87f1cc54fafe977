"""Cancellation policy: rollback, roll-forward before/in the money, heads-up chip count."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.room.bounties import BountyBook, Bust, KnockoutKind
from client.room.cancellation import (
    CancelMethod,
    heads_up_chip_count,
    roll_forward_before_money,
    roll_forward_in_money,
    rollback,
)
from client.room.cashier import Cashier, EntryKind, TourneyPrice
from client.room.errors import CancellationError
from client.room.ledger import SYS_OVERLAY, Currency

D = Decimal
USD, TM = Currency.USD, Currency.TMONEY
PRICE = TourneyPrice(USD, D(10), D(1))


def _tourney(players: list[str], price: TourneyPrice = PRICE) -> Cashier:
    cashier = Cashier()
    for p in players:
        cashier.deposit(p, D(100), USD)
        cashier.buy_in(p, "t", price)
    return cashier


def _empty_accounts(cashier: Cashier) -> None:
    for part in ("pool", "fees", "bounty"):
        assert cashier.ledger.balance(f"tourney:t:{part}", USD) == 0
    for currency in Currency:
        assert cashier.ledger.total(currency) == 0


def test_rule_rollback_refunds_buy_ins_fees_rebuys_add_ons_and_ko_entries_in_format() -> None:
    """Cancellation rule 1: rollback refunds everything, in the format paid."""
    cashier = Cashier()
    cashier.deposit("ann", D(15), USD)
    cashier.deposit("ann", D(10), TM)
    cashier.deposit("bob", D(100), USD)
    ko = TourneyPrice(USD, D(10), D(2), D(13))
    cashier.buy_in("ann", "t", ko, payment={TM: D(10), USD: D(15)})
    cashier.buy_in("bob", "t", ko)
    cashier.buy_in("bob", "t", TourneyPrice(USD, D(10)), EntryKind.REBUY)
    cashier.buy_in("bob", "t", TourneyPrice(USD, D(10)), EntryKind.ADD_ON)
    cashier.collect_fees("t", USD)
    result = rollback(cashier, "t", USD)
    assert result.method == CancelMethod.ROLLBACK
    assert cashier.available("ann", TM) == 10 and cashier.available("ann", USD) == 15
    assert cashier.available("bob", USD) == 100
    assert cashier.records("t") == []
    assert cashier.ledger.balance("house:fees", USD) == 0
    _empty_accounts(cashier)


def test_rollback_after_bounties_were_paid_is_covered_by_the_site() -> None:
    cashier = _tourney([], PRICE)
    book = BountyBook(cashier.ledger, "t", USD, KnockoutKind.KNOCKOUT)
    for p in ("a", "b"):
        cashier.deposit(p, D(100), USD)
        cashier.buy_in(p, "t", TourneyPrice(USD, D(10), D(1), D(5)))
        book.enter(p, D(5))
    book.bust(Bust("b", ("a",)))
    rollback(cashier, "t", USD)
    assert cashier.available("a", USD) == 105 and cashier.available("b", USD) == 100
    assert cashier.ledger.balance("sys:compensation", USD) == -5
    _empty_accounts(cashier)


def test_rule_roll_forward_before_the_money_fee_back_half_even_half_by_chips() -> None:
    """Cancellation rule 2: fee refunded, 50% of the pool evenly, 50% by chip count."""
    cashier = _tourney(["a", "b", "c", "d"])
    cashier.collect_fees("t", USD)
    result = roll_forward_before_money(cashier, "t", USD, [("a", 6000), ("b", 2000)])
    # pool 40: 20 evenly (10 each) + 20 by chips (15, 5); fees of 1 back
    assert dict(result.payouts) == {"a": D(26), "b": D(16)}
    assert cashier.available("c", USD) == 89
    assert cashier.ledger.balance("house:fees", USD) == 2
    _empty_accounts(cashier)


@pytest.mark.parametrize(("paid", "shares"), [
    (("4.51", "4.51"), {"a": D("4.51"), "b": D("4.51")}),  # each half has an odd cent
    (("4.52", "4.51"), {"a": D("4.52"), "b": D("4.51")}),  # the pool's own odd cent
])
def test_rule_roll_forward_before_the_money_equal_stacks_get_equal_shares(
        paid: tuple[str, str], shares: dict[str, Decimal]) -> None:
    """Cancellation rule 2 (roll forward, no players in the money): 50% evenly plus 50% by
    chips is one share per player, rounded once - two equal stacks get equal shares, and
    only the pool's own odd cent goes to one of them (the earlier, by the ledger's rule)."""
    cashier = Cashier()
    for player, amount in zip("ab", paid, strict=True):
        cashier.deposit(player, D(100), USD)
        cashier.buy_in(player, "t", TourneyPrice(USD, D(amount), D(0)))
    result = roll_forward_before_money(cashier, "t", USD, [("a", 5000), ("b", 5000)])
    assert dict(result.payouts) == shares
    _empty_accounts(cashier)


def test_rule_roll_forward_refunds_knockout_bounty_of_remaining_players() -> None:
    """Cancellation rule 2: refund the fee and knockout bounty if appropriate."""
    cashier = Cashier()
    book = BountyBook(cashier.ledger, "t", USD, KnockoutKind.PROGRESSIVE)
    for p in ("a", "b", "c"):
        cashier.deposit(p, D(100), USD)
        cashier.buy_in(p, "t", TourneyPrice(USD, D(10), D(1), D(10)))
        book.enter(p, D(10))
    book.bust(Bust("c", ("a",)))  # a: 5 cash, bounty now 15
    result = roll_forward_before_money(cashier, "t", USD, [("a", 20000), ("b", 10000)], book)
    # a: fee 1 + bounty 15 + 7.50 + 10 ; b: fee 1 + bounty 10 + 7.50 + 5
    assert dict(result.payouts) == {"a": D("33.50"), "b": D("23.50")}
    _empty_accounts(cashier)


def test_roll_forward_without_the_bounty_book_still_returns_all_bounty_money() -> None:
    cashier = Cashier()
    book = BountyBook(cashier.ledger, "t", USD, KnockoutKind.PROGRESSIVE)
    for p in ("a", "b", "c"):
        cashier.deposit(p, D(100), USD)
        cashier.buy_in(p, "t", TourneyPrice(USD, D(10), D(1), D(10)))
        book.enter(p, D(10))
    book.bust(Bust("c", ("a",)))
    result = roll_forward_before_money(cashier, "t", USD, [("a", 20000), ("b", 10000)])
    # the 25 left in the bounty account goes back by knockout entry paid: 12.50 each
    assert dict(result.payouts) == {"a": D(31), "b": D(26)}
    _empty_accounts(cashier)


def test_rule_roll_forward_in_the_money_smallest_unawarded_prize_then_chips() -> None:
    """Cancellation rule 3: each gets the minimum prize not yet awarded, rest by chips."""
    cashier = _tourney([f"p{i}" for i in range(10)])
    cashier.ledger.transfer("tourney:t:pool", "player:p9", D(5), USD, "4th place prize")
    remaining = [("p0", 5000), ("p1", 3000), ("p2", 2000)]
    result = roll_forward_in_money(cashier, "t", USD, remaining, [D(50), D(30), D(15)])
    # pool 95: each 15, the other 50 by chips: 25, 15, 10 (+ fee 1)
    assert dict(result.payouts) == {"p0": D(41), "p1": D(31), "p2": D(26)}
    assert result.method == CancelMethod.ROLL_FORWARD_IN_MONEY
    _empty_accounts(cashier)


def test_rule_guaranteed_pool_refunds_only_the_buy_ins() -> None:
    """Cancellation rule 4: refund the total buy-ins, not the guaranteed amount."""
    cashier = _tourney(["a", "b"])
    cashier.ledger.transfer(SYS_OVERLAY, "tourney:t:pool", D(80), USD, "guarantee 100")
    result = roll_forward_before_money(cashier, "t", USD, [("a", 1), ("b", 1)])
    assert dict(result.payouts) == {"a": D(11), "b": D(11)}
    assert cashier.ledger.balance(SYS_OVERLAY, USD) == 0
    cashier2 = _tourney(["a", "b"])
    cashier2.ledger.transfer(SYS_OVERLAY, "tourney:t:pool", D(80), USD, "guarantee 100")
    rollback(cashier2, "t", USD)
    assert cashier2.ledger.balance(SYS_OVERLAY, USD) == 0
    assert cashier2.available("a", USD) == 100
    _empty_accounts(cashier2)


def test_rule_fixed_and_team_bounties_are_not_refunded() -> None:
    """Cancellation rule 5: only the regular and knockout pools, not fixed/team bounties."""
    cashier = _tourney(["a", "pro"])
    book = BountyBook(cashier.ledger, "t", USD, None, fixed={"pro": D(100)})
    book.enter("a")
    book.enter("pro")
    result = roll_forward_before_money(cashier, "t", USD, [("a", 1), ("pro", 1)], book)
    assert dict(result.payouts) == {"a": D(11), "pro": D(11)}
    assert cashier.ledger.balance("sys:promo", USD) == 0


def test_rule_non_cash_prizes_are_left_out() -> None:
    """Cancellation rule 6: tickets and material prizes are not in the refund equation."""
    cashier = _tourney(["a", "b", "c"])
    # a satellite seat worth 25 was set aside as a ticket prize (not cash)
    cashier.ledger.transfer("tourney:t:pool", "house:tickets", D(25), USD, "seat ticket")
    result = roll_forward_in_money(cashier, "t", USD, [("a", 3), ("b", 1)], [D(5), D(5)])
    assert sum(a for _, a in result.payouts) == 5 + 2  # cash pool 5, plus two fees
    _empty_accounts(cashier)


def test_rule_heads_up_sit_and_go_chip_count_distribution() -> None:
    """Heads-up S&Gs affected by downtime may get a chip count distribution."""
    cashier = _tourney(["a", "b"])
    result = heads_up_chip_count(cashier, "t", USD, [("a", 2999), ("b", 1001)])
    # 14.995 / 5.005: the spare cent goes to the earlier seat on a tie
    assert dict(result.payouts) == {"a": D("15.00"), "b": D("5.00")}
    assert cashier.ledger.balance("tourney:t:pool", USD) == 0


@pytest.mark.parametrize("remaining", [[], [("a", 0)], [("a", 5), ("a", 5)]])
def test_bad_cancellation_input_changes_nothing(remaining: list[tuple[str, int]]) -> None:
    cashier = _tourney(["a", "b"])
    before = len(cashier.ledger.entries)
    with pytest.raises(CancellationError):
        roll_forward_before_money(cashier, "t", USD, remaining)
    with pytest.raises(CancellationError):
        roll_forward_in_money(cashier, "t", USD, [("a", 1), ("b", 1)], [D(20)])
    with pytest.raises(CancellationError):
        heads_up_chip_count(cashier, "t", USD, [("a", 1)])
    assert len(cashier.ledger.entries) == before


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 10**6), min_size=1, max_size=9),
       st.integers(0, 9), st.booleans())
def test_roll_forward_totals_are_exact_to_the_cent(
    chips: list[int], busted: int, in_money: bool
) -> None:
    names = [f"p{i}" for i in range(len(chips) + busted)]
    cashier = _tourney(names, TourneyPrice(USD, D("3.33"), D("0.37")))
    pool = cashier.ledger.balance("tourney:t:pool", USD)
    remaining = list(zip(names, chips, strict=False))
    if in_money:
        prizes = [D("0.50")] * len(remaining)
        result = roll_forward_in_money(cashier, "t", USD, remaining, prizes)
    else:
        result = roll_forward_before_money(cashier, "t", USD, remaining)
    assert sum(a for _, a in result.payouts) == pool + D("0.37") * len(remaining)
    _empty_accounts(cashier)


PAYMENTS = st.lists(
    st.tuples(st.sampled_from(["a", "b", "c"]),
              st.sampled_from(list(EntryKind)),
              st.integers(0, 16)),  # T$ part of a $16 + $1 + $5 (knockout) payment
    min_size=1, max_size=12,
)


@settings(max_examples=60, deadline=None)
@given(PAYMENTS, st.booleans(), st.booleans())
def test_rollback_restores_every_balance_in_every_currency(
    payments: list[tuple[str, EntryKind, int]], collected: bool, knockouts_paid: bool
) -> None:
    """Cancellation rule 1, for any mix of entries, rebuys, add-ons and T$/cash formats."""
    cashier = Cashier()
    for p in ("a", "b", "c"):  # enough for 12 entries paid 16 T$ each (hypothesis found 7)
        cashier.deposit(p, D(500), USD)
        cashier.deposit(p, D(200), TM)
    price = TourneyPrice(USD, D(16), D(1), D(5))
    for player, kind, tmoney in payments:
        payment = {USD: D(22 - tmoney)} | ({TM: D(tmoney)} if tmoney else {})
        cashier.buy_in(player, "t", price, kind, payment)
    if collected:
        cashier.collect_fees("t", USD)
    if knockouts_paid:  # some bounty money already went to an eliminator
        cashier.ledger.transfer("tourney:t:bounty", "player:c", D(5), USD, "knockout")
    rollback(cashier, "t", USD)
    for p in ("a", "b"):
        assert cashier.available(p, USD) == 500 and cashier.available(p, TM) == 200
    assert cashier.available("c", TM) == 200
    assert cashier.available("c", USD) == 500 + (5 if knockouts_paid else 0)
    _empty_accounts(cashier)
