"""Ring games: lobby presets, sit down / top up / leave through the ledger, rake per hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.engine import Action, ActionKind, Hand, HandConfig, HandResult
from client.room.cashier import Cashier, TourneyPrice
from client.room.errors import InsufficientFundsError, RingTableError, UnknownRakeError
from client.room.ledger import Currency
from client.room.ring import RingTableMoney, RingTableSpec, load_ring_tables

D = Decimal
USD = Currency.USD
SPEC = RingTableSpec("r1", "Test NL $0.50/$1", "NLHE", USD, "0.50/1", seats=3)


def _table(*players: str) -> tuple[Cashier, RingTableMoney]:
    cashier = Cashier()
    table = RingTableMoney(SPEC, cashier.ledger)
    for p in players:
        cashier.deposit(p, D(200), USD)
        table.sit_down(p, D(100))
    return cashier, table


def test_lobby_presets_load_and_real_money_ones_are_raked() -> None:
    tables = load_ring_tables()
    assert len({t.id for t in tables}) == len(tables) >= 5
    assert {t.currency for t in tables} >= {Currency.USD, Currency.EUR, Currency.GBP,
                                            Currency.PLAY}
    assert all(t.raked == (t.currency != Currency.PLAY) for t in tables)


def test_a_real_money_table_needs_stakes_from_the_rake_tables() -> None:
    with pytest.raises(UnknownRakeError):
        RingTableSpec("x", "x", "NLHE", USD, "4/8")
    with pytest.raises(RingTableError):
        RingTableSpec("x", "x", "NLHE", USD, "1/2", seats=11)


def test_sit_down_moves_money_to_the_table_and_leave_cashes_out() -> None:
    cashier, table = _table("ann")
    assert cashier.available("ann", USD) == 100
    assert cashier.ledger.balance("table:r1", USD) == 100
    assert table.stacks == {"ann": 10_000}
    with pytest.raises(RingTableError):
        table.top_up("ann", D("0.01"))  # already at the max buy-in of 100 bb
    table.leave("ann")
    assert cashier.available("ann", USD) == 200 and table.stacks == {}
    table.sit_down("ann", D(60))
    table.top_up("ann", D(40))
    assert table.stacks == {"ann": 10_000}


def test_rule_8_money_in_play_at_a_table_is_not_available_elsewhere() -> None:
    """Rule 8: funds in play in other games are not available for a rebuy."""
    cashier, _ = _table("ann")
    cashier.withdraw("ann", D(90), USD)
    with pytest.raises(InsufficientFundsError):
        cashier.buy_in("ann", "t", TourneyPrice(USD, D(20)))


@pytest.mark.parametrize("amount", [D(39), D("100.01")])
def test_buy_in_limits_in_big_blinds(amount: Decimal) -> None:
    cashier, table = _table()
    cashier.deposit("ann", D(500), USD)
    with pytest.raises(RingTableError):
        table.sit_down("ann", amount)
    assert cashier.available("ann", USD) == 500


def test_full_table_and_missing_funds_are_refused() -> None:
    cashier, table = _table("a", "b", "c")
    cashier.deposit("d", D(500), USD)
    with pytest.raises(RingTableError):
        table.sit_down("d", D(50))
    table.leave("c")
    cashier.deposit("e", D(10), USD)
    with pytest.raises(InsufficientFundsError) as refused:
        table.sit_down("e", D(50))
    # Said to the player as a sentence: no "e does not have", no ledger account names.
    assert str(refused.value) == ("not enough USD to sit down: 50 USD needed, 10 USD "
                                  "available (money in play elsewhere does not count); "
                                  "deposit more or choose a smaller amount")


def test_rule_rake_per_hand_comes_off_the_winners_and_goes_to_the_house() -> None:
    """Rake rule: percent of the pot (5% at $0.50/$1), capped, half to even."""
    cashier, table = _table("a", "b", "c")
    # a wins 1234 chips ($12.34) from b and c; 3 players dealt in
    end = {"a": 10_000 + 834, "b": 10_000 - 434, "c": 10_000 - 400}
    done = table.settle_hand(end, {"a": 1234}, reached_second_round=True)
    assert done.rake == D("0.62")
    assert table.stacks["a"] == 10_834 - 62
    assert cashier.ledger.balance("house:rake", USD) == D("0.62")
    assert cashier.ledger.balance("table:r1", USD) == D("299.38")
    for p in ("a", "b", "c"):
        table.leave(p)
    assert cashier.ledger.balance("table:r1", USD) == 0
    assert sum(cashier.available(p, USD) for p in "abc") == D("599.38")


def test_rule_no_flop_no_drop_at_the_table() -> None:
    """No rake when the hand ends on the first betting round."""
    _, table = _table("a", "b")
    done = table.settle_hand({"a": 10_150, "b": 9_850}, {"a": 300}, False)
    assert done.rake == 0 and done.entry is None


def test_split_pot_rake_is_shared_by_what_each_received() -> None:
    _, table = _table("a", "b")
    done = table.settle_hand({"a": 10_000, "b": 10_000}, {"a": 1000, "b": 1000}, True)
    assert done.rake == D("1.00")  # 5% of $20 = $1, heads-up cap $1
    assert done.stacks == {"a": 9_950, "b": 9_950}


def test_mixed_table_rakes_by_the_game_of_the_hand() -> None:
    """Mixed games are raked according to the game dealt in that hand."""
    cashier = Cashier()
    spec = RingTableSpec("m", "HORSE $2/$4", "HORSE", USD, "2/4", min_buy_in_bb=10)
    table = RingTableMoney(spec, cashier.ledger)
    for p in ("a", "b", "c", "d", "e"):
        cashier.deposit(p, D(100), USD)
        table.sit_down(p, D(100))
    end = {"a": 10_000 + 8_000, "b": 8_000, "c": 8_000, "d": 8_000, "e": 8_000}
    done = table.settle_hand(end, {"a": 10_000}, True, game="STUD")
    assert done.rake == D("1.25")  # Fixed Limit $2/$4, 5+ players: 3% capped at $1.25


def test_play_money_tables_are_not_raked() -> None:
    cashier = Cashier()
    spec = RingTableSpec("p", "play", "NLHE", Currency.PLAY, "10/20")
    table = RingTableMoney(spec, cashier.ledger)
    for p in ("a", "b"):
        cashier.deposit(p, 5000, Currency.PLAY)  # type: ignore[arg-type]
        table.sit_down(p, D(2000))
    done = table.settle_hand({"a": 300_000, "b": 100_000}, {"a": 200_000}, True)
    assert done.rake == 0


def test_settlement_must_keep_every_chip() -> None:
    _, table = _table("a", "b")
    with pytest.raises(RingTableError):
        table.settle_hand({"a": 10_001, "b": 10_000}, {"a": 1}, True)
    with pytest.raises(RingTableError):
        table.settle_hand({"a": 20_000, "b": 0}, {"zed": 10_000}, True)
    with pytest.raises(RingTableError):
        table.settle_hand({"a": 10_000}, {}, True)
    assert table.stacks == {"a": 10_000, "b": 10_000}


def test_rule_players_dealt_in_not_seated_and_fast_fold_pool() -> None:
    """Rake 'number of players' counts players dealt into the hand; Zoom uses the same tables."""
    cashier = Cashier()
    spec = RingTableSpec("z", "Zoom NL $0.50/$1", "NLHE", USD, "0.50/1", seats=6,
                         fast_fold=True, pool_size=20)
    pool = RingTableMoney(spec, cashier.ledger)
    for i in range(8):  # more players than one table's seats
        cashier.deposit(f"p{i}", D(100), USD)
        pool.sit_down(f"p{i}", D(100))
    # a heads-up hand inside the pool: 2-player cap ($1.00) although 8 are in the pool
    done = pool.settle_hand({"p0": 12_000, "p1": 8_000}, {"p0": 4_000}, True)
    assert done.rake == D("1.00")
    assert pool.stacks["p0"] == 11_900 and pool.stacks["p7"] == 10_000
    with pytest.raises(RingTableError):
        RingTableSpec("z2", "bad", "NLHE", USD, "0.50/1", seats=6, fast_fold=True)


def _play_passively(config: HandConfig, fold_first: bool) -> HandResult:
    """Run a real engine hand: optionally the first to act folds, everyone else calls/checks."""
    hand = Hand(config)
    hand.start()
    first = True
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        kinds = hand.legal().kinds
        if fold_first and first and ActionKind.FOLD in kinds:
            hand.act(seat, Action(ActionKind.FOLD))
        elif ActionKind.CHECK in kinds:
            hand.act(seat, Action(ActionKind.CHECK))
        else:
            hand.act(seat, Action(ActionKind.CALL))
        first = False
    return hand.result()


@pytest.mark.parametrize("preflop_only", [False, True])
def test_settling_a_real_engine_hand(preflop_only: bool) -> None:
    """A real hand's pots settle with the site rake (no flop, no drop when it ends preflop)."""
    cashier, table = _table("a", "b", "c")
    names = ["a", "b", "c"]
    config = HandConfig(game="NLHE", stacks=(10_000, 10_000, 10_000), button=0,
                        small_blind=50, big_blind=100, seed=11)
    if preflop_only:  # heads-up between the blinds after the button folds: still preflop
        config = HandConfig(game="NLHE", stacks=(10_000, 10_000), button=0,
                            small_blind=50, big_blind=100, seed=11)
        table.leave("c")
        names = ["a", "b"]
    result = _play_passively(config, fold_first=preflop_only)
    received: dict[str, int] = {}
    for pot in result.pots:
        for seat, chips in pot.shares.items():
            received[names[seat]] = received.get(names[seat], 0) + chips
    end = {names[i]: chips for i, chips in enumerate(result.final_stacks)}
    done = table.settle_hand(end, received, result.reached_second_round)
    total = sum(received.values())
    assert done.rake == (0 if preflop_only else D(total) * 5 / 10_000)
    assert sum(done.stacks.values()) == 100 * len(names) * 100 - int(done.rake * 100)
    for p in names:
        table.leave(p)
    assert cashier.ledger.balance("table:r1", USD) == 0
    assert cashier.ledger.balance("house:rake", USD) == done.rake


def test_rule_mixed_nl_and_limit_table_rakes_each_hand_by_its_game_and_stakes() -> None:
    """Mixed games: hands are raked according to the type of game dealt in that hand."""
    spec = next(t for t in load_ring_tables() if t.stakes_by_game)
    assert spec.stakes_for("NLHE") == "0.50/1" and spec.stakes_for("FLHE") == "1/2"
    cashier = Cashier()
    table = RingTableMoney(spec, cashier.ledger)
    for p in ("a", "b", "c", "d", "e"):
        cashier.deposit(p, D(100), USD)
        table.sit_down(p, D(100))
    end = {"a": 10_000 + 8_000, "b": 8_000, "c": 8_000, "d": 8_000, "e": 8_000}
    assert table.settle_hand(end, {"a": 10_000}, True, game="NLHE").rake == D("2.50")
    back = {"a": 17_750, "b": 8_000, "c": 8_000, "d": 8_000, "e": 8_000}
    assert table.settle_hand(back, {"a": 10_000}, True, game="FLHE").rake == D("0.80")
    with pytest.raises(UnknownRakeError):
        RingTableSpec("m", "bad", "FLHE", USD, "1/2", stakes_by_game={"NLHE": "4/8"})
