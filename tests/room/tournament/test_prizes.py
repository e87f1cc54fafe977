"""Prizes and payouts: the pool fixed only after registration and rebuys, guarantees,
early payouts."""

from __future__ import annotations

from decimal import Decimal

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.tournament import events as ev
from client.room.tournament.director import State

from .helpers import START, make_tournament, run_bots, structure


def test_rule_prize_structure_final_only_after_registration_and_rebuys_close(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 7: the prize structure is not final until registration has closed and the
    rebuy/add-on period is over."""
    s = structure("rebuy", late_registration_minutes=30)
    t = make_tournament(clock, cashier, s, bots=27, funds=s.entry_cost * 40)
    for player in t.entrants:
        t.set_auto_rebuy(player)
    clock.advance_to(START)
    finals: list[bool] = []
    while t.state is State.RUNNING or t.state is State.REGISTERING:
        t.tick()
        finals.append(t.prizes().final)
        if t.prizes().final:
            assert not t.registration_open() and not t.rebuy_open()
        clock.advance(60)
    assert finals[0] is False and finals[-1] is True
    assert any(e.added_on for e in t.entrants.values())


def test_rule_guaranteed_prize_pool(clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", guarantee=Decimal("500.00"), late_registration_minutes=0)
    t = make_tournament(clock, cashier, s, bots=10)
    assert t.prizes().pool == Decimal("500.00") and not t.prizes().final
    t.run_simulation(clock)
    assert sum((e.prize for e in t.entrants.values()), Decimal(0)) == Decimal("500.00")
    assert cashier.ledger.total(s.currency) == 0


def test_rule_early_payout_pays_the_minimum_prize_on_reaching_the_money() -> None:
    """Early payout: part of the prize is available as soon as a player reaches the money."""
    t, events = run_bots(30, structure("turbo", early_payout=True, late_registration_minutes=0),
                         seed=8)
    early = [e for e in events if isinstance(e, ev.PrizeAwarded) and e.kind == "early"]
    paid = t.paid_places()
    assert 0 < len(early) <= paid
    minimum = t.prizes().rows[-1].amount
    assert all(e.amount == minimum for e in early)
    final = next(e for e in events if isinstance(e, ev.PrizePoolFinalized))
    assert sum((e.prize for e in t.entrants.values()), Decimal(0)) == final.pool
