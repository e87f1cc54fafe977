"""Cancellation: too few players at the start, roll forward before and in the money."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.room.cancellation import CancelMethod
from client.room.cashier import Cashier, TourneyPrice
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.tournament import events as ev
from client.room.tournament.cancel import cancel_too_few
from client.room.tournament.cancel_drill import cancel_drill
from client.room.tournament.director import State
from client.room.tournament.entrant import Entrant
from client.room.tournament.errors import TournamentError

from .helpers import START, bare_field, make_tournament, step, structure


def test_tournament_cancelled_with_too_few_players_refunds_everyone(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", min_players=5)
    t = make_tournament(clock, cashier, s, bots=3)
    clock.advance_to(START)
    t.tick()
    assert t.state is State.CANCELLED
    assert all(cashier.available(p, s.currency) == s.entry_cost for p in t.entrants)


def test_rule_cancellation_roll_forward_before_the_money(clock: SimulatedClock,
                                                        cashier: Cashier) -> None:
    """Cancellation: before the money, fees back and the pool half evenly, half by chips."""
    s = structure("turbo", late_registration_minutes=0)
    t = make_tournament(clock, cashier, s, bots=27)
    clock.advance_to(START)
    t.tick()
    t.tick()
    left = [p for p, e in t.entrants.items() if e.alive]
    result = t.cancel(CancelMethod.ROLL_FORWARD_BEFORE_MONEY)
    assert t.state is State.CANCELLED and not t.tables
    assert {p for p, _ in result.payouts} == set(left)
    assert sum((a for _, a in result.payouts), Decimal(0)) == (s.buy_in + s.fee) * 27 \
        - s.fee * (27 - len(left))
    assert all(cashier.ledger.total(c) == 0 for c in Currency)
    assert cashier.ledger.balance("tourney:T1:pool", s.currency) == 0


def test_rule_cancellation_roll_forward_in_the_money(clock: SimulatedClock,
                                                    cashier: Cashier) -> None:
    """In the money: each remaining player gets the smallest unawarded prize, the rest by
    chips."""
    s = structure("turbo", late_registration_minutes=0)
    t = make_tournament(clock, cashier, s, bots=60, seed=2)
    clock.advance_to(START)
    while t.players_left == 0 or t.players_left > t.paid_places() - 1:
        step(t, clock)
    smallest = t.remaining_prizes()[-1]
    with pytest.raises(TournamentError):
        t.cancel(CancelMethod.ROLL_FORWARD_BEFORE_MONEY)
    result = t.cancel(CancelMethod.ROLL_FORWARD_IN_MONEY)
    assert all(amount >= smallest for _, amount in result.payouts)
    assert cashier.ledger.balance("tourney:T1:pool", s.currency) == 0


def test_cancel_too_few_on_its_own_refunds_every_record(clock: SimulatedClock,
                                                        cashier: Cashier) -> None:
    """The cancellation concern on a bare field: every buy-in back, state cancelled."""
    events: list[ev.TournamentEvent] = []
    s = structure("turbo")
    field = bare_field(s, clock, events)
    price = TourneyPrice(s.currency, s.buy_in, s.fee)
    cashier.deposit("a", s.entry_cost, s.currency)
    field.entrants["a"] = Entrant("a", records=[cashier.buy_in("a", "T1", price)])
    cancel_too_few(field, cashier)
    assert field.state is State.CANCELLED
    assert cashier.available("a", s.currency) == s.entry_cost
    assert isinstance(events[-1], ev.TournamentCancelled)


def test_rule_cancellation_rollback_drill_gives_back_everything_each_entrant_paid() -> None:
    """Cancellation rule 1 (rollback): buy-in and fees back to every entrant, busted or
    not; no pool shares."""
    drill = cancel_drill(30, structure("turbo"), 4, 12, roll_forward=False)
    assert drill.method is CancelMethod.ROLLBACK and drill.money_conserved
    assert drill.payouts == {} and drill.refunds == drill.entries
    assert len(drill.entries) == 30 and 2 <= len(drill.remaining) <= 12


def test_rule_cancellation_roll_forward_drill_before_the_money() -> None:
    """Cancellation rule 2: the remaining players get their fee back and share the whole
    award pool; busted players get nothing."""
    s = structure("turbo")
    drill = cancel_drill(60, s, 7, 20, roll_forward=True)
    assert drill.method is CancelMethod.ROLL_FORWARD_BEFORE_MONEY and not drill.in_the_money
    assert set(drill.payouts) == set(drill.remaining) and drill.money_conserved
    assert sum(drill.payouts.values()) == drill.award_pool == s.buy_in * 60
    assert {p for p, a in drill.refunds.items() if a} == set(drill.remaining)
    assert {drill.refunds[p] for p in drill.remaining} == {s.fee}


def test_rule_cancellation_roll_forward_drill_in_the_money() -> None:
    """Cancellation rule 3: in the money each remaining player gets at least the smallest
    prize not yet awarded; the award pool is shared out exactly."""
    drill = cancel_drill(60, structure("turbo"), 7, 3, roll_forward=True)
    assert drill.method is CancelMethod.ROLL_FORWARD_IN_MONEY and drill.in_the_money
    assert len(drill.unawarded_prizes) == len(drill.remaining) and drill.money_conserved
    assert min(drill.payouts.values()) >= min(drill.unawarded_prizes)
    assert sum(drill.payouts.values()) == drill.award_pool == sum(drill.unawarded_prizes)


def test_cancellation_drill_refuses_a_count_it_cannot_reach() -> None:
    with pytest.raises(TournamentError):
        cancel_drill(10, structure("turbo"), 1, 10, roll_forward=True)
