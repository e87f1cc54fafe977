"""Eliminations and ranking: busts ranked together, hand-for-hand rounds, the end,
satellites, shootouts and heads-up brackets."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.engine import HandConfig
from client.room.cashier import Cashier, TourneyPrice
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.table import HandReport
from client.room.tournament import events as ev
from client.room.tournament.director import State
from client.room.tournament.eliminations import Eliminations
from client.room.tournament.entrant import Entrant
from client.room.tournament.floor import Floor
from client.room.tournament.purse import Purse
from client.room.tournament.rebuys import Rebuys
from client.room.tournament.structure import PayoutBand, PayoutBracket

from .helpers import START, bare_field, make_tournament, run_bots, shove_or_call, structure


def test_rule_hand_for_hand_busts_are_simultaneous_across_tables(cashier: Cashier) -> None:
    """Players eliminated in one synchronized hand-for-hand hand, even at different tables,
    are eliminated together: equal start stacks tie for the same place."""
    s = structure("turbo", table_size=2, hand_for_hand_margin=2)
    for seed in range(1, 40):
        clock = SimulatedClock(START - timedelta(hours=1))
        events: list[ev.TournamentEvent] = []
        t = make_tournament(clock, Cashier(), s, humans=("a", "b", "c", "d"), seed=seed,
                            listener=events.append)
        clock.advance_to(START)
        t.tick()
        assert t.hand_for_hand and len(t.tables) == 2
        while any(table.in_hand for table in t.tables.values()):
            for player in [x.to_act for x in t.tables.values() if x.to_act]:
                shove_or_call(t, player)
        out = [e for e in events if isinstance(e, ev.PlayerEliminated)]
        if len(out) == 2:
            assert {e.place for e in out} == {3}
            assert set(out[0].tied) == {e.player for e in out}
            return
    pytest.fail("no seed produced two busts in the first synchronized hand")


def test_rule_tournament_ends_when_one_player_has_all_the_chips() -> None:
    t, events = run_bots(30, structure("turbo"), seed=3)
    assert t.state is State.FINISHED and t.chips_conserved()
    order = t.finishing_order()
    assert len(order) == 30 == len(set(order))
    finished = [e for e in events if isinstance(e, ev.TournamentFinished)]
    assert finished[0].finishing_order[0] == order[0]
    assert t.entrants[order[0]].place == 1


def test_rule_satellite_ends_when_all_remaining_win_the_same_prize_and_seats_winners(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """The tournament ends when all remaining players receive the same prize; satellite
    winners ending during the target's late registration are seated directly."""
    target_s = structure("turbo", late_registration_minutes=240, action_seconds=36000.0)
    target_events: list[ev.TournamentEvent] = []
    target = make_tournament(clock, cashier, target_s, humans=("h1", "h2"), tid="TGT",
                             starts_at=START + timedelta(minutes=5),
                             listener=target_events.append)
    sat_s = structure("satellite", late_registration_minutes=0)
    events: list[ev.TournamentEvent] = []
    sat = make_tournament(clock, cashier, sat_s, bots=50, tid="SAT", target=target, seed=4,
                          listener=events.append, prefix="s")
    pool = sat_s.buy_in * 50
    seats = int(pool // sat_s.seat_value)
    sat.run_simulation(clock)
    winners = [p for p, e in sat.entrants.items() if e.place is not None and e.place <= seats]
    assert len(winners) == seats  # the last seats may go to players busting together
    remaining = [p for p, e in sat.entrants.items() if e.place == 1]
    assert 1 < len(remaining) <= seats  # ended as soon as everyone left won a seat
    awarded = [e.player for e in events if isinstance(e, ev.PrizeAwarded) and e.kind == "seat"]
    assert sorted(awarded) == sorted(winners)
    assert target.state is State.RUNNING
    seated = {e.player: e.at for e in target_events if isinstance(e, ev.PlayerSeated)}
    for player in winners:
        assert target.entrants[player].via_satellite
        assert seated[player] >= target.starts_at  # seated straight into the running event
    assert cashier.ledger.balance("tourney:SAT:pool", sat_s.currency) == 0
    assert all(cashier.ledger.total(c) == 0 for c in Currency)


def test_rule_tournament_ends_when_all_remaining_players_will_receive_the_same_prize() -> None:
    """End-of-tournament rule: "the tournament ends ... when all remaining players will
    receive the same prize (e.g. 5 identical prizes: it may end with 5 players left)" -
    in any tournament, not only satellites."""
    five_equal = (PayoutBracket(1000, (PayoutBand(1, 5, Decimal(20)),)),)
    t, events = run_bots(20, structure("turbo", payouts=five_equal), seed=5)
    assert t.state is State.FINISHED and t.chips_conserved()
    winners = [p for p, e in t.entrants.items() if e.place == 1]
    assert 1 < len(winners) <= 5  # nobody played on for places that pay the same
    paid = [p for p, e in t.entrants.items() if e.place is not None and e.place <= 5]
    assert len(paid) == 5
    assert {t.entrants[p].prize for p in paid} == {t.structure.buy_in * 20 / 5}
    assert len([e for e in events if isinstance(e, ev.TournamentFinished)]) == 1


def test_rule_shootout_tables_play_down_to_one_winner_each() -> None:
    t, events = run_bots(36, structure("shootout"), seed=2)
    rounds = [e for e in events if isinstance(e, ev.ShootoutRound)]
    assert [(r.round, r.players) for r in rounds] == [(2, 6)]
    first_round_out = [p for p, e in t.entrants.items() if e.place == 7]
    assert len(first_round_out) == 30
    prizes = {t.entrants[p].prize for p in first_round_out}
    assert max(prizes) - min(prizes) <= Decimal("0.01")
    assert t.chips_conserved()


def test_rule_heads_up_tournament_is_a_multi_round_bracket() -> None:
    """Heads-up tourney: a series of opponents until eliminated or the last one standing."""
    t, events = run_bots(16, structure("heads_up"), seed=5)
    rounds = [(e.round, e.players) for e in events if isinstance(e, ev.ShootoutRound)]
    assert rounds == [(2, 8), (3, 4), (4, 2)]
    places = sorted(e.place or 0 for e in t.entrants.values())
    assert places == [1, 2, 3, 3, 5, 5, 5, 5] + [9] * 8
    assert t.chips_conserved()


def test_eliminations_on_their_own_rank_a_hand_and_finish_the_event(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """The elimination concern with its real collaborators (floor, purse, rebuys) and no
    director: two players busted in one hand rank by start stack; the last one wins."""
    s = structure("sit_and_go", max_players=3, min_players=2)
    events: list[ev.TournamentEvent] = []
    field = bare_field(s, clock, events)
    purse = Purse("T1", s, cashier, clock, field.emit, lambda _entrant: None)
    rebuys = Rebuys(field, cashier, lambda: 0.0, lambda _player: False)
    floor = Floor(field, det_extra=lambda _p: 0.0, det_used=lambda _p: None,
                  on_hand_over=lambda _r: None, table_listener=None)

    def finalize(_force: bool) -> None:
        if not purse.final:
            purse.finalize(3)

    elims = Eliminations(field, cashier, purse, None, rebuys, floor,
                         paid_places=lambda: purse.paid_places(3), finalize=finalize,
                         reached_money=lambda: None)
    for player in ("a", "b", "c"):
        cashier.deposit(player, s.entry_cost, s.currency)
        record = cashier.buy_in(player, "T1", TourneyPrice(s.currency, s.buy_in, s.fee))
        field.entrants[player] = Entrant(player, records=[record])
    field.state = State.RUNNING
    floor.seat_field(["a", "b", "c"])
    field.players_left = 3
    table = next(iter(field.tables.values()))
    total = sum(table.stacks.values())
    table.stacks.update(a=total, b=0, c=0)  # the hand's result: "a" took every chip
    config = HandConfig(game="NLHE", stacks=(1500, 1000, 500), small_blind=10, big_blind=20)
    elims.hand_over(HandReport(table.table_id, 1, {"a": total - 1500, "b": 1000, "c": 500},
                               {"a": total, "b": 0, "c": 0}, ("b", "c"),
                               {"b": ("a",), "c": ("a",)}, config, ("a", "b", "c"), (), ()))
    assert elims.apply(hand_for_hand=False)
    assert field.state is State.FINISHED and elims.finishing_order() == ["a", "b", "c"]
    assert [field.entrants[p].place for p in "abc"] == [1, 2, 3]
