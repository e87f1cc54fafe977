"""Bounties: knockout, progressive, fixed and team bounties, paid through the ledger."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.engine import PotResult
from client.room.bounties import BountyBook, Bust, KnockoutKind
from client.room.cashier import Cashier, TourneyPrice
from client.room.errors import BountyError
from client.room.ledger import Currency, apportion

D = Decimal
USD = Currency.USD


def _book(knockout: KnockoutKind | None, players: list[str], bounty: Decimal = Decimal(10),
          **kw: dict[str, Decimal]) -> tuple[Cashier, BountyBook]:
    cashier = Cashier()
    book = BountyBook(cashier.ledger, "t", USD, knockout, **kw)
    for p in players:
        cashier.deposit(p, D(100), USD)
        cashier.buy_in(p, "t", TourneyPrice(USD, D(10), D(2), bounty if knockout else D(0)))
        book.enter(p, bounty if knockout else D(0))
    return cashier, book


def test_rule_knockout_pays_the_bounty_to_the_eliminator() -> None:
    """Bounty rule 1: a player who eliminates a bounty player wins the cash bounty."""
    cashier, book = _book(KnockoutKind.KNOCKOUT, ["a", "b", "c"])
    awards = book.bust(Bust("c", ("a",)))
    assert [(w.player, w.cash) for w in awards] == [("a", D(10))]
    assert cashier.available("a", USD) == D(88)
    assert book.bounty_of("a") == 10 and book.bounty_of("c") == 0


def test_progressive_knockout_half_cash_half_onto_own_head_and_winner_collects_own() -> None:
    """Progressive knockout: half the bounty in cash, half added to the eliminator's bounty."""
    cashier, book = _book(KnockoutKind.PROGRESSIVE, ["a", "b", "c"])
    book.bust(Bust("c", ("a",)))
    assert cashier.available("a", USD) == D(83) and book.bounty_of("a") == D(15)
    book.bust(Bust("a", ("b",)))  # b takes a's 15: 7.50 cash, 7.50 onto own head
    assert cashier.available("b", USD) == D("85.50") and book.bounty_of("b") == D("17.50")
    awards = book.tournament_won("b")
    assert [(w.kind, w.cash) for w in awards] == [("own", D("17.50"))]
    assert cashier.available("b", USD) == D(103)
    assert cashier.ledger.balance("tourney:t:bounty", USD) == 0


def test_rule_relevant_pot_is_where_the_busted_player_was_all_in_for_last_chips() -> None:
    """Bounty rule 1: the bounty goes to the winner of the relevant pot (maybe a side pot)."""
    pots = [PotResult(300, (0, 1, 2), (0,), (), {0: 300}),
            PotResult(400, (1, 2), (1,), (), {1: 400})]
    # seat 2 was eligible for main and side pot: the side pot is the relevant one
    assert Bust.from_pots(2, pots, ["a", "b", "c"], button=0) == Bust("c", ("b",))
    # a short stack only in the main pot: main pot winner takes it
    main_only = [PotResult(300, (0, 1, 2), (1,), (), {1: 300}),
                 PotResult(400, (0, 1), (0,), (), {0: 400})]
    assert Bust.from_pots(2, main_only, ["a", "b", "c"], button=0) == Bust("c", ("b",))


def test_rule_split_pot_games_award_the_bounty_to_the_high_hand_only() -> None:
    """Bounty rule 2: in hi/lo games the bounty always goes to the high hand."""
    pots = [PotResult(400, (0, 1, 2), (1,), (2, 0), {1: 200, 2: 100, 0: 100})]
    assert Bust.from_pots(2, pots, ["a", "b", "c"], button=2).winners == ("b",)


def test_rule_tied_winners_split_odd_cents_to_earliest_positions() -> None:
    """Bounty rule 3: split equally, odd cents in turn to the earliest positions."""
    pots = [PotResult(900, (0, 1, 2, 3), (3, 1), (), {1: 450, 3: 450})]
    bust = Bust.from_pots(0, pots, ["a", "b", "c", "d"], button=2)
    assert bust.winners == ("d", "b")  # d is first left of the button (seat 2)
    _, book = _book(KnockoutKind.KNOCKOUT, ["a", "b", "c", "d"], bounty=D("10.01"))
    awards = book.bust(bust)
    assert [(w.player, w.cash) for w in awards] == [("d", D("5.01")), ("b", D("5.00"))]
    assert apportion([D(1)] * 3, D("0.05")) == [D("0.02"), D("0.02"), D("0.01")]


def test_rule_fixed_bounty_not_paid_when_that_player_never_registers() -> None:
    """Bounty rule 5: no bounty is paid for an advertised player who does not register."""
    cashier, book = _book(None, ["a", "b"], fixed={"pro": D(50)})
    assert book.advertised_on("pro") == 0
    with pytest.raises(BountyError):
        book.bust(Bust("pro", ("a",)))
    assert cashier.available("a", USD) == 88
    book.enter("pro")
    assert book.advertised_on("pro") == 50
    book.unregister("pro")  # registered, then unregistered before the start
    assert book.advertised_on("pro") == 0
    with pytest.raises(BountyError):
        book.unregister("pro")


def test_rule_team_pro_and_fixed_bounties_are_paid_by_the_site() -> None:
    """Bounty types: Team Pro Bounty on every team member who enters; Fixed Bounty on one player."""
    cashier, book = _book(KnockoutKind.KNOCKOUT, ["a", "pro", "t1"],
                          fixed={"pro": D(50)}, team={"t1": D(25)})
    assert book.advertised_on("pro") == 50
    awards = book.bust(Bust("pro", ("a",)))
    assert sorted((w.kind, w.cash) for w in awards) == [("fixed", D(50)), ("knockout", D(10))]
    book.bust(Bust("t1", ("a",)))
    assert cashier.available("a", USD) == D(78) + 10 + 50 + 10 + 25
    assert cashier.ledger.balance("sys:promo", USD) == -75


@pytest.mark.parametrize("bust", [Bust("a", ()), Bust("a", ("a",)), Bust("a", ("b", "b")),
                                  Bust("zed", ("a",))])
def test_bad_busts_are_refused_and_change_nothing(bust: Bust) -> None:
    cashier, book = _book(KnockoutKind.KNOCKOUT, ["a", "b"])
    before = len(cashier.ledger.entries)
    with pytest.raises(BountyError):
        book.bust(bust)
    assert len(cashier.ledger.entries) == before and book.bounty_of("a") == 10


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 8), st.data())
def test_progressive_bounty_account_always_equals_the_bounties_on_heads(
    players: int, data: st.DataObject
) -> None:
    names = [f"p{i}" for i in range(players)]
    cashier, book = _book(KnockoutKind.PROGRESSIVE, names, bounty=D("3.33"))
    alive = list(names)
    while len(alive) > 1:
        busted = data.draw(st.sampled_from(alive))
        others = [p for p in alive if p != busted]
        winners = data.draw(st.lists(st.sampled_from(others), min_size=1, unique=True))
        book.bust(Bust(busted, tuple(winners)))
        alive.remove(busted)
        held = cashier.ledger.balance("tourney:t:bounty", USD)
        assert held == sum((book.bounty_of(p) for p in alive), D(0))
    book.tournament_won(alive[0])
    assert cashier.ledger.balance("tourney:t:bounty", USD) == 0
    assert cashier.ledger.total(USD) == 0
