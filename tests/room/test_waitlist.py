"""Waiting lists for ring tables: one table or first available, timed offers, lobby counts."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.ring import RingTableSpec, load_ring_tables
from client.room.waitlist import (
    ListChanged,
    OfferEnded,
    OfferMade,
    Stakes,
    WaitingListError,
    WaitingListEvent,
    WaitingLists,
)


def _spec(table_id: str, stakes: str = "0.05/0.10") -> RingTableSpec:
    return RingTableSpec(id=table_id, name=table_id, game="NLHE", currency=Currency.USD,
                         stakes=stakes, seats=6)


MICRO = Stakes("NLHE", Currency.USD, "0.05/0.10", 6)


Rig = tuple[WaitingLists, SimulatedClock, list[WaitingListEvent]]


@pytest.fixture
def lists() -> Rig:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    events: list[WaitingListEvent] = []
    tables = [_spec("a"), _spec("b"), _spec("c", "0.25/0.50")]
    return WaitingLists(tables, clock, offer_seconds=30, listener=events.append), clock, events


def test_rule_waiting_list_for_one_table_offers_the_seat_in_joining_order(lists: Rig) -> None:
    """A freed seat is offered to the earliest on the table's list, with a time to accept."""
    wl, clock, events = lists
    assert wl.join_table("amy", "a") == 1 and wl.join_table("bob", "a") == 2
    offer = wl.seat_free("a")
    assert offer is not None and offer.player == "amy" and offer.via == "a"
    assert (offer.expires - clock.now()).total_seconds() == 30
    assert isinstance(events[-1], OfferMade) and wl.held("a") == 1
    assert wl.accept("amy", offer.id) == offer
    assert wl.lists_of("amy") == [] and wl.position("bob", "a") == 1 and wl.held("a") == 0


def test_rule_first_available_at_these_stakes_takes_any_matching_table(lists: Rig) -> None:
    """Joined for "first available", a player is offered a seat at any table spreading
    those stakes, ahead of later joiners of that table's own list."""
    wl, _, _ = lists
    wl.join_stakes("amy", MICRO)
    wl.join_table("bob", "b")
    offer = wl.seat_free("b")
    assert offer is not None and (offer.player, offer.via) == ("amy", MICRO)
    assert wl.seat_free("c") is None  # other stakes: nobody waits
    wl.accept("amy", offer.id)
    assert wl.length(MICRO) == 0
    with pytest.raises(WaitingListError, match="spreads"):
        wl.join_stakes("amy", Stakes("NLHE", Currency.USD, "1/2", 6))


def test_rule_offer_lost_on_timeout_goes_to_the_next(lists: Rig) -> None:
    """Not accepted in time, the offer is lost with the place on the list; the seat is
    offered to the next player."""
    wl, clock, events = lists
    wl.join_table("amy", "a")
    wl.join_table("bob", "a")
    first = wl.seat_free("a")
    assert first is not None
    clock.advance(29)
    assert wl.tick() == []
    clock.advance(1)
    assert wl.tick() == [first]
    assert OfferEnded(first, "expired") in events and wl.position("amy", "a") is None
    second = wl.offer_for("bob")
    assert second is not None and second.table_id == "a"
    clock.advance(31)
    with pytest.raises(WaitingListError, match="expired"):
        wl.accept("bob", second.id)
    assert wl.length("a") == 0 and wl.held("a") == 0


def test_rule_decline_passes_the_seat_on(lists: Rig) -> None:
    """Declining loses the place and the seat goes to the next player."""
    wl, _, _ = lists
    wl.join_table("amy", "a")
    wl.join_stakes("bob", MICRO)
    offer = wl.seat_free("a")
    assert offer is not None
    wl.decline("amy", offer.id)
    nxt = wl.offer_for("bob")
    assert nxt is not None and nxt.via == MICRO and wl.lists_of("amy") == []


def test_rule_leave_every_list_in_one_call(lists: Rig) -> None:
    """One call takes a player off every list, with any offer they held (passed on)."""
    wl, _, events = lists
    wl.join_table("amy", "a")
    wl.join_table("amy", "c")
    wl.join_stakes("amy", MICRO)
    wl.join_table("bob", "a")
    offer = wl.seat_free("a")
    assert offer is not None and offer.player == "amy"
    wl.leave("amy")
    assert wl.lists_of("amy") == [] and wl.offer_for("amy") is None
    assert wl.offer_for("bob") is not None
    left = [e.key for e in events if isinstance(e, ListChanged) and e.player == "amy"
            and e.position is None]
    assert sorted(map(str, left)) == sorted(map(str, ["a", "c", MICRO]))


def test_rule_lobby_shows_list_lengths(lists: Rig) -> None:
    """The lobby count of a table is everyone who would take its next seat: its own list
    plus its stakes list, each player once."""
    wl, _, _ = lists
    wl.join_table("amy", "a")
    wl.join_stakes("amy", MICRO)
    wl.join_stakes("bob", MICRO)
    wl.join_table("cat", "c")
    assert wl.lobby_lengths() == {"a": 2, "b": 2, "c": 1}


def test_bad_requests_change_nothing(lists: Rig) -> None:
    """Unknown tables, double joins and foreign offers are refused with a clear error."""
    wl, _, _ = lists
    with pytest.raises(WaitingListError, match="no ring table"):
        wl.join_table("amy", "nope")
    wl.join_table("amy", "a")
    with pytest.raises(WaitingListError, match="already"):
        wl.join_table("amy", "a")
    offer = wl.seat_free("a")
    assert offer is not None
    with pytest.raises(WaitingListError, match="no open offer"):
        wl.accept("bob", offer.id)
    assert wl.offer_for("amy") == offer and wl.length("a") == 1


def test_fast_fold_pools_have_no_waiting_list() -> None:
    """A fast-fold pool seats everyone who joins: its tables take no list."""
    clock = SimulatedClock(datetime(2026, 3, 1, tzinfo=UTC))
    wl = WaitingLists(load_ring_tables(), clock)
    pool = next(spec for spec in load_ring_tables() if spec.fast_fold)
    with pytest.raises(WaitingListError):
        wl.join_table("amy", pool.id)
    assert pool.id not in wl.lobby_lengths()


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["table", "stakes", "free", "accept", "decline",
                                           "leave", "leave_all", "wait"]),
                          st.integers(0, 4), st.integers(0, 2)), max_size=60))
def test_offers_stay_consistent_whatever_happens(steps: list[tuple[str, int, int]]) -> None:
    """Whatever players and the room do: a player holds at most one offer, every offer's
    player is still on the list it came from, and accepted seats leave no one behind."""
    clock = SimulatedClock(datetime(2026, 3, 1, tzinfo=UTC))
    wl = WaitingLists([_spec("a"), _spec("b"), _spec("c", "0.25/0.50")], clock)
    tables = ["a", "b", "c"]
    for op, who, which in steps:
        player, table = f"p{who}", tables[which]
        offer = wl.offer_for(player)
        try:
            if op == "table":
                wl.join_table(player, table)
            elif op == "stakes":
                wl.join_stakes(player, MICRO if which < 2 else Stakes.of(_spec("c", "0.25/0.50")))
            elif op == "free":
                wl.seat_free(table)
            elif op in ("accept", "decline") and offer is not None:
                getattr(wl, op)(player, offer.id)
            elif op == "leave":
                wl.leave(player, table)
            elif op == "leave_all":
                wl.leave(player)
            elif op == "wait":
                clock.advance(which * 20)
                wl.tick()
        except WaitingListError:
            pass
        offers = [wl.offer_for(f"p{i}") for i in range(5)]
        for held in offers:
            if held is not None:
                assert wl.position(held.player, held.via) is not None
        assert sum(wl.held(t) for t in tables) == sum(o is not None for o in offers)
