"""The director on the clock: breaks, hand-for-hand, DET, satellites, early payout,
shootouts and heads-up brackets, deals, events and lobby views."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.room.cancellation import CancelMethod
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.deals import icm_deal
from client.room.errors import DealNotAllowedError
from client.room.ledger import Currency
from client.room.tournament import events as ev
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import TournamentError
from client.room.tournament.simulation import simulate
from client.room.tournament.structure import TournamentKind

from .helpers import START, fold_or_check, make_tournament, run_bots, shove_or_call, structure


def _step(t: Tournament, clock: SimulatedClock, seconds: float = 60) -> None:
    clock.advance(seconds)
    t.tick()


def test_rule_break_begins_only_when_every_table_finished_its_hand(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Breaks: the tournament waits for hands at all tables to complete before the break
    begins (at some tables the break lasts slightly longer)."""
    s = structure("regular", action_seconds=3600.0, time_bank_seconds=0.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=26, humans=("h",),
                        starts_at=START + timedelta(minutes=50), listener=events.append)
    clock.advance_to(t.starts_at)
    t.tick()
    while not (clock.now() >= START + timedelta(minutes=55) and t.tables[
            t.entrants["h"].table_id or ""].to_act == "h"):
        if any(table.to_act == "h" for table in t.tables.values()) and \
                clock.now() < START + timedelta(minutes=54):
            fold_or_check(t, "h")
        _step(t, clock)
    assert not t.on_break and not any(isinstance(e, ev.BreakStarted) for e in events)
    hands = t.hands_played
    _step(t, clock)
    assert t.hands_played == hands, "other tables wait for the break instead of dealing"
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.to_act == "h":
        fold_or_check(t, "h")
    t.tick()
    assert t.on_break
    started = [e for e in events if isinstance(e, ev.BreakStarted)]
    assert started[0].at > START + timedelta(minutes=55)
    assert started[0].ends_at == START + timedelta(minutes=60)
    clock.advance_to(started[0].ends_at)
    t.tick()
    assert not t.on_break and any(isinstance(e, ev.BreakEnded) for e in events)


def test_rule_hand_for_hand_tables_wait_for_each_other(clock: SimulatedClock,
                                                       cashier: Cashier) -> None:
    """Hand-for-hand: a table that finishes waits for the others before the next hand."""
    s = structure("turbo", hand_for_hand_margin=100, action_seconds=3600.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=26, humans=("h",), listener=events.append)
    clock.advance_to(START)
    t.tick()
    assert t.hand_for_hand and any(isinstance(e, ev.HandForHand) and e.on for e in events)
    while "h" not in [table.to_act for table in t.tables.values()]:
        _step(t, clock)
    hands = t.hands_played
    _step(t, clock)
    _step(t, clock)
    assert t.hands_played == hands
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.to_act == "h":
        fold_or_check(t, "h")
    assert not table.in_hand
    t.tick()
    assert t.hands_played > hands  # everyone finished: the next synchronized hand is dealt


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


def test_rule_tournament_clock_stops_while_waiting_on_disconnected_player(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """DET: the tournament clock that raises blinds stops while the system waits on a
    disconnected player; the folded player stays sitting in with the next DET amount;
    reconnecting resets the schedule."""
    s = structure("heads_up", time_bank_seconds=0.0)
    assert s.kind is TournamentKind.HEADS_UP
    t = make_tournament(clock, cashier, s, humans=("a", "b"))
    clock.advance_to(START)
    t.tick()
    table = next(iter(t.tables.values()))
    player = table.to_act
    assert player is not None
    t.set_connected(player, False)
    played = t.play_minutes
    _step(t, clock, 200)
    assert t.play_minutes == played
    assert table.to_act == player  # 15 s + 240 s DET not yet used up
    _step(t, clock, 60)  # timed out: folded, still seated
    assert t.entrants[player].alive and player in table.seats.values()
    while table.to_act != player:
        other = table.to_act
        if other is None:
            _step(t, clock, 1)
            continue
        fold_or_check(t, other)
        t.tick()
    assert table.deadline is not None
    assert table.deadline - clock.now() == timedelta(seconds=15 + 120)
    t.set_connected(player, True)
    t.set_connected(player, False)
    assert table.deadline - clock.now() == timedelta(seconds=15 + 240)


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
        _step(t, clock)
    alive = sorted(p for p, e in t.entrants.items() if e.alive)
    for player in alive:
        t.discuss_deal(player)
    t.tick()
    assert t.deal_paused and any(isinstance(e, ev.DealPaused) for e in events)
    hands = t.hands_played
    _step(t, clock)
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


def test_events_cover_every_state_change_and_lobby_views_are_consistent() -> None:
    seen: dict[str, int] = {}

    def lobby(t: Tournament) -> None:
        info = t.info()
        rows = t.players()
        assert len(rows) == len(t.entrants)
        alive = [r for r in rows if r.place is None]
        assert [r.rank for r in alive] == list(range(1, len(alive) + 1))
        assert [r.stack for r in alive] == sorted((r.stack for r in alive), reverse=True)
        assert info.players_left == len(alive)
        assert sum(r.players for r in t.table_rows()) == len(alive)
        seen["final"] = seen.get("final", 0) + t.prizes().final

    _t, events = run_bots(120, structure("regular", late_registration_minutes=10), seed=4,
                         on_tick=lobby, starts_at=START + timedelta(minutes=50))
    kinds = {type(e).__name__ for e in events}
    assert {"LevelUp", "BreakStarted", "BreakEnded", "TableBroken", "PlayerMoved",
            "PlayerEliminated", "PrizeAwarded", "HandForHand", "PrizePoolFinalized",
            "FinalTableFormed", "TournamentFinished", "RegistrationClosed"} <= kinds
    assert seen["final"] > 0
    eliminated = [e for e in events if isinstance(e, ev.PlayerEliminated)]
    assert len(eliminated) == 119 and all(e.place >= 2 for e in eliminated)


def test_same_seed_same_finishing_order() -> None:
    a = simulate(60, structure("turbo"), seed=11)
    b = simulate(60, structure("turbo"), seed=11)
    c = simulate(60, structure("turbo"), seed=12)
    assert a.finishing_order == b.finishing_order and a.prizes == b.prizes
    assert a.finishing_order != c.finishing_order


@pytest.mark.slow
def test_thousand_player_mtt_runs_to_the_end_conserving_chips_and_money() -> None:
    result = simulate(1000, structure("turbo"), seed=1)
    assert result.chips_conserved and result.money_conserved
    assert len(result.finishing_order) == 1000 == len(set(result.finishing_order))
    assert sum(result.prizes.values(), Decimal(0)) == Decimal("10.00") * 1000


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
        _step(t, clock)
    smallest = t.remaining_prizes()[-1]
    with pytest.raises(TournamentError):
        t.cancel(CancelMethod.ROLL_FORWARD_BEFORE_MONEY)
    result = t.cancel(CancelMethod.ROLL_FORWARD_IN_MONEY)
    assert all(amount >= smallest for _, amount in result.payouts)
    assert cashier.ledger.balance("tourney:T1:pool", s.currency) == 0
