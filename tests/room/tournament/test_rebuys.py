"""Rebuys and add-ons: the rebuy period, the starting-stack limit, funds, the add-on break."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.errors import InsufficientFundsError
from client.room.ledger import Currency, player_account, table_account
from client.room.tournament import events as ev
from client.room.tournament.errors import RegistrationError
from client.room.tournament.structure import (
    RebuyPolicy,
)

from .helpers import START, fold_or_check, make_tournament, structure


def test_rule_rebuy_needs_available_funds_in_the_tournament_currency(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 8: money in play at other games or in another currency does not count."""
    s = structure("rebuy", rebuy=RebuyPolicy(minutes=60, chips=2000, addon_chips=3000))
    t = make_tournament(clock, cashier, s, bots=5, humans=("h",))
    clock.advance_to(START)
    t.tick()
    cashier.deposit("h", Decimal("50.00"), Currency.EUR)
    cashier.deposit("h", Decimal("50.00"), s.currency)
    cashier.ledger.transfer(player_account("h"), table_account("ring1"), Decimal("50.00"),
                            s.currency, "sat down at a ring game")
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.in_hand:
        from .helpers import fold_or_check
        fold_or_check(t, "h")
    with pytest.raises(InsufficientFundsError, match="rule 8"):
        t.rebuy("h")
    cashier.deposit("h", s.buy_in + s.fee, s.currency)
    stack = table.stacks["h"]
    t.rebuy("h")
    assert table.stacks["h"] == stack + 2000 and t.entrants["h"].rebuys == 1


def test_rule_rebuys_only_in_the_period_and_at_most_the_starting_stack(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("rebuy", rebuy=RebuyPolicy(minutes=60, chips=2000, max_rebuys=1,
                                             addon_chips=3000))
    t = make_tournament(clock, cashier, s, bots=8, humans=("h",), funds=s.entry_cost * 5,
                        seed=3)
    clock.advance_to(START)
    t.tick()
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.in_hand:
        fold_or_check(t, "h")
    with pytest.raises(RegistrationError, match="add-on"):
        t.add_on("h")
    table.stacks["h"] = s.starting_stack + 1
    with pytest.raises(RegistrationError, match="at most the starting stack"):
        t.rebuy("h")
    table.stacks["h"] = s.starting_stack
    t.rebuy("h")
    table.stacks["h"] = s.starting_stack
    with pytest.raises(RegistrationError, match="all 1 rebuys"):
        t.rebuy("h")


def test_rule_addon_during_the_addon_break_only(clock: SimulatedClock,
                                                cashier: Cashier) -> None:
    """Rule 1a: a short add-on break at the end of the rebuy period lets players add on."""
    s = structure("rebuy", rebuy=RebuyPolicy(minutes=10, chips=2000, addon_chips=3000),
                  action_seconds=36000.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, humans=("h", "g"), funds=s.entry_cost * 5,
                        listener=events.append)
    clock.advance_to(START)
    t.tick()
    table = next(iter(t.tables.values()))
    while t.play_minutes < 10 or table.in_hand:
        while table.to_act is not None:
            fold_or_check(t, table.to_act)
        clock.advance(30)
        t.tick()
    assert t.on_break
    started = [e for e in events if isinstance(e, ev.BreakStarted)]
    assert started[-1].reason == "add-on"
    assert started[-1].ends_at - started[-1].at <= timedelta(minutes=3)
    stack = table.stacks["h"]
    t.add_on("h")
    assert table.stacks["h"] == stack + 3000
    with pytest.raises(RegistrationError, match="already"):
        t.add_on("h")
    clock.advance(180)
    t.tick()
    assert not t.on_break
    with pytest.raises(RegistrationError, match="end of the rebuy period"):
        t.add_on("g")
