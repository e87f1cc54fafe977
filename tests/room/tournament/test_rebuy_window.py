"""The short rebuy window of a human who busts in the rebuy period (issue 14, item 4)."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.saved.codec import decode_state, encode_state
from client.room.saved.schema import SCHEMA_VERSION
from client.room.saved.tournament import from_state, to_state
from client.room.tournament import events as ev
from client.room.tournament.director import Tournament
from client.room.tournament.errors import RegistrationError, StructureError
from client.room.tournament.structure import RebuyPolicy, load_structure, parse_structure

from .helpers import START, fold_or_check, make_tournament, shove_or_call, structure, to_act

WINDOW = 30.0


def _start(clock: SimulatedClock, cashier: Cashier, humans: tuple[str, ...], seed: int,
           funds_entries: int = 5, **changes: Any) -> tuple[Tournament, list[Any]]:
    s = structure("rebuy", action_seconds=36000.0, **changes)
    events: list[Any] = []
    t = make_tournament(clock, cashier, s, humans=humans, funds=s.entry_cost * funds_entries,
                        seed=seed, listener=events.append)
    clock.advance_to(START)
    t.tick()
    return t, events


def _duel(t: Tournament, a: str, b: str) -> None:
    """Play the running hand: `a` and `b` go all in against each other, the rest fold."""
    while to_act(t):
        player = to_act(t)[0]
        (shove_or_call if player in (a, b) else fold_or_check)(t, player)


def _shove_all(t: Tournament) -> None:
    while to_act(t):
        shove_or_call(t, to_act(t)[0])


def _fold_all(t: Tournament) -> None:
    while to_act(t):
        fold_or_check(t, to_act(t)[0])


def _offered(events: list[Any]) -> list[str]:
    return [e.player for e in events if isinstance(e, ev.RebuyOffered)]


def _bust_one(clock: SimulatedClock, cashier: Cashier,
              **kw: Any) -> tuple[Tournament, list[Any], str]:
    """Four humans; h and g all in against each other in the first hand: one busts."""
    t, events = _start(clock, cashier, ("h", "g", "k", "m"), seed=1, **kw)
    _duel(t, "h", "g")
    busted = [p for p in ("h", "g") if not t.entrants[p].alive or t.rebuy_window(p)]
    assert len(busted) == 1
    return t, events, busted[0]


def test_rule_8_rebuy_window_keeps_the_busted_player_in_with_a_held_seat(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """A bust in the rebuy period opens the window: not eliminated, seat dealt around."""
    t, events, loser = _bust_one(clock, cashier)
    offer = next(e for e in events if isinstance(e, ev.RebuyOffered))
    assert offer.player == loser and offer.chips == 2000
    assert offer.ends_at == clock.now() + timedelta(seconds=WINDOW)
    assert offer.cost == t.structure.buy_in + t.structure.fee
    assert t.entrants[loser].alive and t.players_left == 4
    assert not any(isinstance(e, ev.PlayerEliminated) for e in events)
    window = t.rebuy_window(loser)
    assert window is not None and window.ends_at == offer.ends_at


def test_rule_8_rebuy_window_seat_is_skipped_for_dealing_so_play_goes_on(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """The tournament does not stall: the other players are dealt the next hand."""
    t, _, loser = _bust_one(clock, cashier)
    table = t.tables[t.entrants[loser].table_id or ""]
    clock.advance(5)
    t.tick()
    assert table.in_hand and loser not in table.dealt_in and len(table.dealt_in) == 3
    assert loser in table.seats.values() and table.stacks[loser] == 0


def test_rule_8_rebuying_within_the_window_puts_the_player_back_with_the_rebuy_chips(
        clock: SimulatedClock, cashier: Cashier) -> None:
    t, events, loser = _bust_one(clock, cashier)
    table = t.tables[t.entrants[loser].table_id or ""]
    clock.advance(5)
    t.tick()  # the next hand runs without them; they may rebuy meanwhile
    t.rebuy(loser)
    assert table.stacks[loser] == 2000 and t.entrants[loser].rebuys == 1
    assert t.rebuy_window(loser) is None
    assert [e.outcome for e in events if isinstance(e, ev.RebuyWindowClosed)] == ["rebought"]
    _fold_all(t)
    t.tick()  # back between the button and the small blind: waits for the button to pass
    assert loser not in table.dealt_in
    _fold_all(t)
    t.tick()
    assert loser in table.dealt_in
    clock.advance(WINDOW * 2)
    t.tick()
    assert t.entrants[loser].alive and t.chips_conserved()


def test_rule_8_rebuy_window_needs_available_funds(clock: SimulatedClock,
                                                   cashier: Cashier) -> None:
    """Rule 8: only with the funds available; without them the bust eliminates at once."""
    t, events, loser = _bust_one(clock, cashier, funds_entries=1)
    assert _offered(events) == []
    assert not t.entrants[loser].alive and t.entrants[loser].place == 4


def test_rule_8_no_window_once_every_rebuy_is_used_or_when_the_structure_has_none(
        clock: SimulatedClock, cashier: Cashier) -> None:
    t, events, loser = _bust_one(
        clock, cashier, rebuy=RebuyPolicy(minutes=60, chips=2000, window_seconds=0))
    assert _offered(events) == [] and not t.entrants[loser].alive


def test_rule_8_window_running_out_eliminates_the_player(clock: SimulatedClock,
                                                         cashier: Cashier) -> None:
    t, events, loser = _bust_one(clock, cashier)
    clock.advance(WINDOW - 1)
    t.tick()
    assert t.entrants[loser].alive
    _fold_all(t)
    clock.advance(1)
    t.tick()
    assert not t.entrants[loser].alive and t.entrants[loser].place == 4
    table = t.tables[t.entrants["k"].table_id or ""]
    assert t.players_left == 3 and loser not in table.seats.values()
    closed = [e.outcome for e in events if isinstance(e, ev.RebuyWindowClosed)]
    assert closed == ["expired"]
    with pytest.raises(RegistrationError):
        t.rebuy(loser)
    assert t.chips_conserved()


def test_rule_8_declining_the_window_eliminates_at_once(clock: SimulatedClock,
                                                        cashier: Cashier) -> None:
    t, _, loser = _bust_one(clock, cashier)
    t.decline_rebuy(loser)
    assert not t.entrants[loser].alive and t.entrants[loser].place == 4
    with pytest.raises(RegistrationError, match="no rebuy window"):
        t.decline_rebuy(loser)


def test_rule_same_hand_busts_after_their_windows_rank_by_start_stack(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Same-hand rule: both let the window go; more chips at the start of the hand
    finishes higher, whatever order they declined or ran out in."""
    t, events = _start(clock, cashier, ("h", "g", "k"), seed=3)
    table = next(iter(t.tables.values()))
    _fold_all(t)  # the blinds make the stacks differ: g 2000, k 1990, h 2010
    assert (table.stacks["g"], table.stacks["k"]) == (2000, 1990)
    t.tick()
    _shove_all(t)
    assert sorted(_offered(events)) == ["g", "k"]
    t.decline_rebuy("k")  # the shorter stack declines first ...
    assert t.entrants["k"].alive  # ... but waits for g: the hand is ranked together
    clock.advance(WINDOW)
    t.tick()
    assert t.entrants["g"].place == 2 and t.entrants["k"].place == 3
    assert t.entrants["h"].place == 1


def test_rule_same_hand_busts_with_equal_stacks_share_the_place(clock: SimulatedClock,
                                                                 cashier: Cashier) -> None:
    t, events = _start(clock, cashier, ("h", "g", "k"), seed=1)
    _shove_all(t)
    assert sorted(_offered(events)) == ["g", "h"]
    clock.advance(WINDOW)
    t.tick()
    assert t.entrants["g"].place == t.entrants["h"].place == 2
    assert t.entrants["k"].place == 1


def test_rule_8_one_rebuys_the_other_runs_out_in_the_same_hand(clock: SimulatedClock,
                                                               cashier: Cashier) -> None:
    t, _ = _start(clock, cashier, ("h", "g", "k"), seed=1)
    _shove_all(t)
    t.rebuy("h")
    clock.advance(WINDOW)
    t.tick()
    assert t.entrants["h"].alive and not t.entrants["g"].alive
    assert t.entrants["g"].place == 3


def test_auto_rebuy_still_rebuys_at_once_without_a_window(clock: SimulatedClock,
                                                          cashier: Cashier) -> None:
    t, events = _start(clock, cashier, ("h", "g", "k", "m"), seed=1)
    for p in ("h", "g"):
        t.set_auto_rebuy(p)
    _duel(t, "h", "g")
    assert _offered(events) == []
    rebought = [e.player for e in events if isinstance(e, ev.Rebought)]
    assert len(rebought) == 1 and t.entrants[rebought[0]].alive


def test_rule_8_a_window_may_be_used_after_the_rebuy_period_ends(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """The offer was made in the period: it holds for the whole window."""
    t, _, loser = _bust_one(clock, cashier,
                            rebuy=RebuyPolicy(minutes=0.05, chips=2000))
    clock.advance(10)
    t.tick()
    assert not t.rebuy_open()
    t.rebuy(loser)
    assert t.entrants[loser].alive


def test_rebuy_window_is_saved_and_restored_with_the_seat_held(
        clock: SimulatedClock, cashier: Cashier) -> None:
    t, _, loser = _bust_one(clock, cashier)
    state = decode_state(encode_state(to_state(t)))
    assert [w.player for w in state.rebuy_windows] == [loser]
    back = from_state(state, clock=clock, cashier=cashier)
    table = back.tables[back.entrants[loser].table_id or ""]
    assert loser in table.held and back.rebuy_window(loser) is not None
    back.tick()
    assert table.in_hand and loser not in table.dealt_in
    back.rebuy(loser)
    assert table.stacks[loser] == 2000


def test_rebuy_window_length_is_a_validated_structure_setting() -> None:
    assert load_structure("rebuy").rebuy.window_seconds == 30
    assert RebuyPolicy().window_seconds == 30  # the default for structures that omit it
    raw: dict[str, Any] = {
        "name": "x", "starting_stack": 1000,
        "levels": [{"sb": 10, "bb": 20, "minutes": 10}],
        "payouts": [{"max_entries": 10, "places": [{"from": 1, "to": 1, "percent": "100"}]}],
        "rebuy": {"minutes": 30, "chips": 1000, "window_seconds": 45},
    }
    assert parse_structure(raw).rebuy.window_seconds == 45
    for bad in (-1, 301, "soon"):
        raw["rebuy"]["window_seconds"] = bad
        with pytest.raises(StructureError, match="window_seconds"):
            parse_structure(raw)



def test_a_state_saved_before_rebuy_windows_existed_restores_with_none_open(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """`rebuy_windows` is an optional field (default: none open), so a v1 state written
    before it existed decodes unchanged; it needs no version of its own."""
    t, _, _ = _bust_one(clock, cashier, funds_entries=1)
    raw = json.loads(encode_state(to_state(t)))
    del raw["rebuy_windows"]
    state = decode_state(json.dumps(raw))
    assert state.rebuy_windows == () and state.schema_version == SCHEMA_VERSION
    back = from_state(state, clock=clock, cashier=cashier)
    assert not back.rebuys.windows.open


def test_a_held_seat_stays_held_when_balancing_moves_the_player(
        clock: SimulatedClock, cashier: Cashier) -> None:
    t, _, loser = _bust_one(clock, cashier)
    source = t.tables[t.entrants[loser].table_id or ""]
    target = t.floor.open_table()
    t.floor._move(loser, source, target, 1, "balance")
    assert loser in target.held and loser not in source.held
    t.rebuy(loser)
    assert loser not in target.held and target.stacks[loser] == 2000
