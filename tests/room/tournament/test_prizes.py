"""Prizes and payouts: the pool fixed only after registration and rebuys, guarantees,
early payouts."""

from __future__ import annotations

from decimal import Decimal

from client.room.cashier import Cashier, TourneyPrice
from client.room.clock import SimulatedClock
from client.room.tournament import events as ev
from client.room.tournament.director import State
from client.room.tournament.entrant import Entrant
from client.room.tournament.purse import Purse
from client.room.tournament.ranking import PlaceGroup
from client.room.tournament.structure import BountyKind, load_structure

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


def test_purse_on_its_own_pays_decided_places_once_the_pool_is_final(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 7 in the prize concern alone: a place decided before the pool is final is paid
    the moment it becomes final, from the pool account, to the cent."""
    s = structure("sit_and_go")
    events: list[ev.TournamentEvent] = []
    purse = Purse("T1", s, cashier, clock, events.append, lambda _entrant: None)
    for i in range(9):
        cashier.deposit(f"p{i}", s.entry_cost, s.currency)
        cashier.buy_in(f"p{i}", "T1", TourneyPrice(s.currency, s.buy_in, s.fee))
    third = Entrant("p2")
    purse.award(PlaceGroup(3, ("p2",)), [third])
    assert third.prize == 0 and not purse.final
    purse.finalize(9)
    assert purse.final and third.prize == purse.place_prizes[2] > 0
    assert cashier.available("p2", s.currency) == third.prize
    assert [type(e) for e in events] == [ev.PrizePoolFinalized, ev.PrizeAwarded]


def test_rule_early_payout_ships_as_a_structure_and_team_pro_bounties_as_another() -> None:
    """Early payout and Team Pro bounties are reachable from shipped structures (what the
    lobby's schedule names), not only from code: the early-payout preset pays the minimum
    prize on reaching the money; the Team Pro preset advertises its named players."""
    early = load_structure("early_payout")
    assert early.early_payout and not load_structure("turbo").early_payout
    t, events = run_bots(30, early, seed=8)
    assert any(isinstance(e, ev.PrizeAwarded) and e.kind == "early" for e in events)
    assert t.chips_conserved()
    team = load_structure("team_pro_bounty")
    assert team.bounty_kind is BountyKind.TEAM
    assert dict(team.advertised_bounties) == {"QuietMantis": Decimal("25.00"),
                                              "RustyWolf": Decimal("25.00")}


def test_rule_same_prize_for_all_remaining_on_the_purse_alone(clock: SimulatedClock,
                                                               cashier: Cashier) -> None:
    """End-of-tournament rule on the purse alone: identical prizes (first place's rounding
    cents aside) end it; a place paying nothing, or money a deal left for first, does not."""
    purse = Purse("T1", structure("turbo"), cashier, clock, lambda _e: None,
                  lambda _entrant: None)
    purse.final = True
    purse.place_prizes = [Decimal("20.03")] + [Decimal("20.00")] * 4
    assert purse.same_prize_for(5) and purse.same_prize_for(2)
    assert not purse.same_prize_for(6) and not purse.same_prize_for(1)
    purse.place_prizes = [Decimal("30.00"), Decimal("20.00"), Decimal("20.00")]
    assert not purse.same_prize_for(3)
    purse.place_prizes = [Decimal("0.05"), Decimal(0), Decimal(0)]  # left in play by a deal
    assert not purse.same_prize_for(3)


def test_play_money_prizes_are_whole_chips_and_the_pool_empties() -> None:
    """Prize rounding: play-money chips are whole, so each place is rounded down to a whole
    chip and the leftover goes to first place; the prize pool still empties exactly."""
    s = structure("play_money_sng", buy_in=Decimal("37"))
    t, events = run_bots(9, s, seed=3)
    prizes = [e.amount for e in events if isinstance(e, ev.PrizeAwarded)]
    assert prizes and all(a == a.to_integral_value() for a in prizes)
    assert sum(prizes, Decimal(0)) == Decimal(37 * 9)
    assert t.prizes().rows[0].amount == Decimal(37 * 9) - sum(
        (r.amount * (r.last - r.first + 1) for r in t.prizes().rows[1:]), Decimal(0))
