"""Deals at the final table: the pause when everyone ticks, paying the agreed amounts,
real money only."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.deals import even_split_deal, icm_deal
from client.room.errors import DealNotAllowedError, InvalidDealError
from client.room.ledger import Currency
from client.room.tournament import events as ev
from client.room.tournament.director import State
from client.room.tournament.entrant import Entrant
from client.room.tournament.final_deal import FinalDeal
from client.room.tournament.purse import Purse

from .helpers import START, bare_field, make_tournament, step, structure


def test_rule_deal_pauses_the_table_and_pays_the_agreed_amounts(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Deals: when all remaining players tick 'Discuss A Deal' the table pauses at the end
    of the hand; the agreed payouts replace the published ones; money left on the table
    goes to the winner."""
    s = structure("sit_and_go")
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=9, seed=3, listener=events.append)
    assert t.state is State.RUNNING  # a sit & go starts when full
    while t.players_left > 3:
        step(t, clock)
    alive = sorted(p for p, e in t.entrants.items() if e.alive)
    for player in alive:
        t.discuss_deal(player)
    t.tick()
    assert t.deal_paused and any(isinstance(e, ev.DealPaused) for e in events)
    hands = t.hands_played
    step(t, clock)
    assert t.hands_played == hands
    table = next(iter(t.tables.values()))
    stacks = [table.stacks[p] for p in alive]
    left = Decimal("2.00")
    amounts = icm_deal(stacks, t.remaining_prizes(), left)
    t.apply_deal(dict(zip(alive, amounts, strict=True)))
    assert not t.deal_paused
    t.run_simulation(clock)
    winner = t.finishing_order()[0]
    deal_paid = {e.player: e.amount for e in events
                 if isinstance(e, ev.PrizeAwarded) and e.kind == "deal"}
    assert t.entrants[winner].prize == deal_paid[winner] + left
    total = sum((e.prize for e in t.entrants.values()), Decimal(0))
    assert total == s.buy_in * 9
    assert cashier.ledger.balance("tourney:T1:pool", s.currency) == 0


def test_rule_deals_only_in_real_money_at_the_final_table(clock: SimulatedClock,
                                                          cashier: Cashier) -> None:
    s = structure("sit_and_go", currency=Currency.PLAY)
    t = make_tournament(clock, cashier, s, bots=9)
    with pytest.raises(DealNotAllowedError, match="real-money"):
        t.discuss_deal(next(iter(t.entrants)))
    mtt = make_tournament(clock, cashier, structure("turbo"), bots=27, tid="M")
    clock.advance_to(START)
    mtt.tick()
    with pytest.raises(DealNotAllowedError, match="final table"):
        mtt.discuss_deal(next(p for p, e in mtt.entrants.items() if e.alive))


def test_final_deal_on_its_own_refuses_play_money(clock: SimulatedClock) -> None:
    """Deals rule: deals are enforced in real-money events only (the concern alone)."""
    s = structure("play_money_sng")
    field = bare_field(s, clock, [])
    field.entrants["a"] = Entrant("a")
    purse = Purse("T1", s, Cashier(), clock, field.emit, lambda _entrant: None)
    with pytest.raises(DealNotAllowedError, match="real-money"):
        FinalDeal(field, purse).discuss("a", True)


def test_rule_deal_may_leave_money_in_play_for_other_finishes_than_first(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Deals: "Players may agree to leave more money 'on the table' for first or for other
    finishes" - what stays in play is paid by finishing place as agreed."""
    s = structure("sit_and_go")
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=9, seed=3, listener=events.append)
    while t.players_left > 3:
        step(t, clock)
    alive = sorted(p for p, e in t.entrants.items() if e.alive)
    for player in alive:
        t.discuss_deal(player)
    t.tick()
    left_for = (Decimal("3.00"), Decimal("1.50"))  # first and second place play for these
    amounts = even_split_deal(3, t.remaining_prizes(), sum(left_for, Decimal(0)))
    with pytest.raises(InvalidDealError):  # what is left by place must add up to what stays
        t.apply_deal(dict(zip(alive, amounts, strict=True)), left_for=(Decimal("3.00"),))
    assert t.deal_paused  # nothing changed
    t.apply_deal(dict(zip(alive, amounts, strict=True)), left_for=left_for)
    t.run_simulation(clock)
    deal_paid = {e.player: e.amount for e in events
                 if isinstance(e, ev.PrizeAwarded) and e.kind == "deal"}
    order = t.finishing_order()
    for place, player in enumerate(order[:3]):
        extra = left_for[place] if place < len(left_for) else Decimal(0)
        assert t.entrants[player].prize == deal_paid[player] + extra
    assert cashier.ledger.balance("tourney:T1:pool", s.currency) == 0
