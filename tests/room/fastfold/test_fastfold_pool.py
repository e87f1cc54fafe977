"""Fast-fold pool rules: buy-in, moving to a new hand on a fold, fast fold, waiting, rake."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.engine import Action, ActionKind
from client.room.errors import InsufficientFundsError, RingTableError
from client.room.fastfold import (
    FastFoldPool,
    HandSettled,
    PlayerReleased,
    PlayerSeated,
    PlayerState,
    PoolError,
    PoolRules,
    PoolWaiting,
    TurnStarted,
)
from client.room.ledger import HOUSE_RAKE, Currency, player_account
from client.room.rake import rake_for
from client.room.ring import RingTableMoney, RingTableSpec
from tests.room.fastfold.rig import Rig, pool_spec


def seats_of(rig: Rig, table_id: str) -> dict[int, str]:
    """Seat number -> player of the latest hand dealt at `table_id`."""
    latest = max(e.hand_no for e in rig.of(PlayerSeated) if e.table_id == table_id)
    return {e.seat: e.player for e in rig.of(PlayerSeated)
            if e.table_id == table_id and e.hand_no == latest}


def test_rule_8_buy_in_needs_available_funds() -> None:
    """Site rule 8: money in play at another table or in another currency is not
    available, so it cannot buy into the pool; nothing changes."""
    rig = Rig()
    rig.cashier.deposit("amy", Decimal("10.00"), Currency.USD)
    rig.cashier.deposit("amy", Decimal("50.00"), Currency.EUR)
    ring = RingTableSpec(id="ring", name="Ring", game="NLHE", currency=Currency.USD,
                         stakes="0.05/0.10", seats=6)
    RingTableMoney(ring, rig.ledger).sit_down("amy", Decimal("8.00"))
    entries = len(rig.ledger.entries)
    with pytest.raises(InsufficientFundsError, match="money in play elsewhere does not count"):
        rig.pool.join("amy", Decimal("4.00"))
    assert len(rig.ledger.entries) == entries and "amy" not in rig.pool.players
    rig.cashier.deposit("amy", Decimal("2.00"), Currency.USD)
    rig.pool.join("amy", Decimal("4.00"))
    assert rig.pool.stack("amy") == 400
    assert rig.ledger.balance(player_account("amy"), Currency.USD) == 0


@pytest.mark.parametrize("amount", [Decimal("3.99"), Decimal("10.01")])
def test_rule_buy_in_between_min_and_max(amount: Decimal) -> None:
    """A buy-in is 40 to 100 big blinds; anything else is refused and changes nothing."""
    rig = Rig()
    rig.fund("amy")
    with pytest.raises(RingTableError, match="buy-in"):
        rig.pool.join("amy", amount)
    assert rig.pool.players == [] and rig.cashier.available("amy", Currency.USD) == 100


def test_rule_pool_with_too_few_players_waits() -> None:
    """No hand starts until two tables' worth of players are ready; then tables deal."""
    rig = Rig()
    rig.join(11)
    assert rig.pool.tables_running == 0 and rig.of(PoolWaiting)[0].needed == 12
    assert {rig.pool.state(p) for p in rig.pool.players} == {PlayerState.WAITING}
    rig.join(1, first=11)
    assert rig.pool.tables_running == 2 and rig.pool.waiting == 0
    assert len(rig.of(TurnStarted)) == 2


def test_rule_fold_moves_player_to_new_hand_at_another_table_with_stack() -> None:
    """The moment a player folds they wait for a new hand, with their stack, and are dealt
    at another table while the hand they left goes on."""
    rig = Rig()
    rig.join(18)
    first_tables = rig.running()
    assert len(first_tables) == 3
    folded: dict[str, str] = {}
    for _ in range(2):  # the first two to act at each table fold
        for table_id in first_tables:
            player = rig.pool.to_act(table_id)
            assert player is not None
            stack = rig.pool.stack(player)
            rig.fold(player)
            folded[player] = table_id
            released = rig.of(PlayerReleased)[-1]
            assert (released.player, released.stack, released.fast_fold) == (player, stack,
                                                                             False)
    assert rig.pool.tables_running == 4  # six folders make a new table at once
    for player, old in folded.items():
        new = rig.pool.table_of(player)
        assert new is not None and new != old
        assert rig.pool.state(player) is PlayerState.PLAYING
    for table_id in first_tables:  # the hands they left go on
        assert rig.pool.to_act(table_id) is not None
        assert not set(rig.pool.audience(table_id)) & set(folded)
    assert rig.pool.players_reseated == 6 and rig.pool.money_conserved()


def test_rule_fast_fold_before_ones_turn_is_offered_and_folds_at_the_turn() -> None:
    """A player facing a bet may fold before their turn: out at once with their stack,
    their hand folded by the table when the action reaches them."""
    rig = Rig()
    rig.join(12)
    table_id = rig.running()[0]
    seats = seats_of(rig, table_id)
    small_blind, big_blind, first, cutoff = seats[2], seats[3], seats[4], seats[6]
    assert rig.pool.to_act(table_id) == first
    assert rig.pool.can_fast_fold(cutoff) and rig.pool.can_fast_fold(small_blind)
    assert rig.pool.can_fast_fold(first)  # at one's turn it is a plain fold
    assert not rig.pool.can_fast_fold(big_blind)  # may check
    stack = rig.pool.stack(cutoff)
    rig.pool.fast_fold(cutoff)
    assert rig.pool.state(cutoff) is PlayerState.WAITING and rig.pool.stack(cutoff) == stack
    assert rig.of(PlayerReleased)[-1].fast_fold
    assert cutoff not in rig.pool.audience(table_id)
    rig.passive(first)
    rig.passive(seats[5])
    assert rig.pool.to_act(table_id) == seats[1]  # the cutoff's hand was folded for them
    folds = [e.player for e in rig.table_events if e.table_id == table_id
             and e.kind == "action" and e.data["kind"] == "fold"]
    assert folds == [cutoff]
    assert rig.pool.money_conserved()


def test_rule_no_fast_fold_when_checking_is_free() -> None:
    """The big blind in an unraised pot does not face a bet: no fast fold is offered."""
    rig = Rig()
    rig.join(12)
    big_blind = seats_of(rig, rig.running()[0])[3]
    assert not rig.pool.can_fast_fold(big_blind)
    with pytest.raises(PoolError, match="facing a bet"):
        rig.pool.fast_fold(big_blind)
    assert rig.pool.state(big_blind) is PlayerState.PLAYING


def _play_to_flop_bet_and_folds(rig: Rig, table_id: str) -> str:
    """Everyone calls, the first to act on the flop bets 0.20, the rest fold."""
    while (player := rig.pool.to_act(table_id)) is not None:
        view = rig.pool.view_for(player)
        assert view is not None and view.legal is not None
        if view.street == "preflop":
            rig.passive(player)
        elif ActionKind.BET in view.legal.kinds:
            rig.pool.act(player, Action(ActionKind.BET, 20))
            bettor = player
        else:
            rig.fold(player)
    return bettor


def test_rule_rake_per_hand_by_site_table_and_players_dealt_in() -> None:
    """The site's table rakes each pool hand by its game and the players dealt into it
    ("number of players"), taken from the winner into house:rake; no flop, no drop."""
    rig = Rig()
    rig.join(12)
    table_id = rig.running()[0]
    winner = _play_to_flop_bet_and_folds(rig, table_id)
    settled = rig.of(HandSettled)[-1]
    expected = rake_for(Currency.USD, "NLHE", "0.05/0.10", 6, Decimal("0.60"), True)
    assert expected == Decimal("0.03")
    assert (len(settled.players), settled.rake) == (6, expected)
    assert rig.ledger.balance(HOUSE_RAKE, Currency.USD) == expected
    assert settled.stacks[winner] == 1000 + 60 - 10 - 3
    other = rig.running()[0] if rig.running()[0] != table_id else rig.running()[1]
    while (player := rig.pool.to_act(other)) is not None:  # folded round to the big blind
        rig.fold(player)
    assert rig.of(HandSettled)[-1].rake == 0
    assert rig.pool.rake == expected and rig.pool.money_conserved()


def test_rule_seating_random_among_waiting_players_same_seed_same_tables() -> None:
    """Tables are drawn at random from the waiting players: the pool's seed fixes the draw,
    another seed draws other tables."""
    def tables(seed: int) -> list[tuple[str, ...]]:
        rig = Rig(seed=seed)
        rig.join(18)
        return [tuple(seats_of(rig, t).values()) for t in rig.running()]

    assert tables(3) == tables(3)
    assert tables(3) != tables(4)
    joined = [f"p{i:02d}" for i in range(18)]
    assert [p for t in tables(3) for p in t] != joined  # not first come, first seated


def test_pool_spec_must_be_fast_fold_and_one_game() -> None:
    """A plain ring spec or a mixed rotation is not a pool."""
    rig = Rig()
    ring = RingTableSpec(id="r", name="Ring", game="NLHE", currency=Currency.USD,
                         stakes="0.05/0.10")
    with pytest.raises(PoolError, match="not a fast-fold"):
        FastFoldPool(ring, rig.ledger, rig.clock)
    horse = RingTableSpec(id="h", name="H", game="HORSE", currency=Currency.USD,
                          stakes="2/4", seats=6, fast_fold=True, pool_size=12)
    with pytest.raises(PoolError, match="one game"):
        FastFoldPool(horse, rig.ledger, rig.clock)


def test_rule_full_pool_refuses_and_double_join_refused() -> None:
    """The pool holds at most `pool_size` players, each once."""
    rig = Rig(spec=pool_spec(seats=2, pool_size=4), rules=PoolRules(min_ready=4))
    rig.join(4)
    rig.fund("late")
    with pytest.raises(PoolError, match="full"):
        rig.pool.join("late", Decimal("10.00"))
    with pytest.raises(PoolError, match="already"):
        rig.pool.join("p00", Decimal("10.00"))
    assert rig.pool.tables_running == 2  # heads-up tables
