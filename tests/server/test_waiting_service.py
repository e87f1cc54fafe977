"""Waiting lists through the room service: join a full table's list (or its stakes'), be
offered the freed seat with a deadline, accept, decline or let it expire; the lobby shows
the lengths; a held seat is sold to no one else; practice busy tables free a seat."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime
from decimal import Decimal
from typing import TypeVar

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_BUSY_RINGS

TABLE = RingTableSpec(id="play-hu", name="Play HU", game="NLHE", currency=Currency.PLAY,
                      stakes="10/20", seats=2)
OTHER = RingTableSpec(id="play-hu-2", name="Play HU 2", game="NLHE",
                      currency=Currency.PLAY, stakes="10/20", seats=2)
E = TypeVar("E", bound=m.Event)
BUY_IN = Decimal(1000)


class Room:
    def __init__(self, config: RoomConfig | None = None) -> None:
        self.clock = SimulatedClock(datetime(2026, 3, 1, 12, tzinfo=UTC))
        self.service = RoomService(self.clock, config=config or RoomConfig(
            sit_and_gos=(), tournaments=(), rings=(TABLE, OTHER), pools=()))
        self.events: dict[str, list[m.Event]] = defaultdict(list)
        self.service.subscribe(lambda pid, ev: self.events[pid].append(ev))
        for player in ("ann", "bob", "cat", "dan"):
            self.service.add_player(player, player.title())
            self.service.deposit(player, Decimal(10000), Currency.PLAY)
            self.service.deposit(player, Decimal(100), Currency.USD)

    def of(self, player: str, kind: type[E]) -> list[E]:
        return [e for e in self.events[player] if isinstance(e, kind)]

    def full_table(self) -> None:
        for player in ("ann", "bob"):
            self.service.handle(player, m.Sit(table_id=TABLE.id, buy_in=BUY_IN))


def test_rule_waiting_list_offer_goes_to_the_first_and_the_held_seat_is_not_sold() -> None:
    room = Room()
    room.full_table()
    room.service.handle("cat", m.JoinWaitingList(table_id=TABLE.id))
    assert room.of("cat", m.WaitingListState)[-1].lists[0].position == 1
    room.service.handle("dan", m.ListLobby())
    row = next(r for r in room.of("dan", m.LobbySnapshot)[-1].rings if r.table_id == TABLE.id)
    assert row.waiting == 1
    room.service.handle("bob", m.Leave(table_id=TABLE.id))
    offer = room.of("cat", m.SeatOffer)[-1]
    assert offer.table_id == TABLE.id
    assert (offer.expires - room.clock.now()).total_seconds() == 30
    room.service.handle("dan", m.Sit(table_id=TABLE.id, buy_in=BUY_IN))
    assert "held" in room.of("dan", m.Error)[-1].message
    room.service.handle("cat", m.AcceptSeat(offer_id=offer.offer_id, buy_in=BUY_IN))
    assert room.of("cat", m.SeatOfferEnded)[-1].outcome == "accepted"
    assert "cat" in room.service.rings.get(TABLE.id).table.seats.values()
    assert room.of("cat", m.WaitingListState)[-1].lists == ()


def test_rule_bad_buy_in_on_accept_changes_nothing_and_the_offer_stays_open() -> None:
    room = Room()
    room.full_table()
    room.service.handle("cat", m.JoinWaitingList(table_id=TABLE.id))
    room.service.handle("bob", m.Leave(table_id=TABLE.id))
    offer = room.of("cat", m.SeatOffer)[-1]
    room.service.handle("cat", m.AcceptSeat(offer_id=offer.offer_id, buy_in=Decimal(1)))
    assert room.of("cat", m.Error)
    assert room.service.waiting_lists.offer_for("cat") is not None
    assert "cat" not in room.service.rings.get(TABLE.id).table.seats.values()


def test_rule_offer_expires_and_goes_to_the_next_player() -> None:
    room = Room()
    room.full_table()
    room.service.handle("cat", m.JoinWaitingList(table_id=TABLE.id))
    room.service.handle("dan", m.JoinWaitingList(table_id=TABLE.id))
    room.service.handle("bob", m.Leave(table_id=TABLE.id))
    assert room.of("cat", m.SeatOffer) and not room.of("dan", m.SeatOffer)
    room.clock.advance(31)
    room.service.run_due()
    assert room.of("cat", m.SeatOfferEnded)[-1].outcome == "expired"
    assert room.of("cat", m.WaitingListState)[-1].lists == ()
    offer = room.of("dan", m.SeatOffer)[-1]
    room.service.handle("dan", m.DeclineSeat(offer_id=offer.offer_id))
    assert room.of("dan", m.SeatOfferEnded)[-1].outcome == "declined"


def test_first_available_at_the_stakes_is_offered_a_free_seat_at_once() -> None:
    room = Room()
    room.full_table()
    room.service.handle("cat", m.JoinWaitingList(table_id=TABLE.id, any_table=True))
    offer = room.of("cat", m.SeatOffer)[-1]
    assert offer.any_table and offer.table_id == OTHER.id


def test_leaving_every_list_is_one_command() -> None:
    room = Room()
    room.full_table()
    room.service.handle("cat", m.JoinWaitingList(table_id=TABLE.id))
    room.service.handle("cat", m.JoinWaitingList(table_id=TABLE.id, any_table=True))
    assert len(room.of("cat", m.WaitingListState)[-1].lists) == 2
    room.service.handle("cat", m.LeaveWaitingList(table_id=TABLE.id))
    assert room.of("cat", m.WaitingListState)[-1].lists == ()


def _busy_room_offers_ann_a_seat(seed: int) -> tuple[Room, set[str]]:
    """A seeded practice room (bots and cards replay) whose busy table ann waits for, run
    until she is offered a seat; also the players who left the table by then."""
    room = Room(RoomConfig(sit_and_gos=(), tournaments=(), rings=(), pools=(),
                           practice=True, busy_rings=PRACTICE_BUSY_RINGS, seed=seed))
    busy = PRACTICE_BUSY_RINGS[0]
    table = room.service.rings.get(busy.id).table
    assert len(table.seats) == busy.seats
    first = set(table.seats.values())
    room.service.handle("ann", m.JoinWaitingList(table_id=busy.id))
    for _ in range(600):
        if room.of("ann", m.SeatOffer):
            break
        room.clock.advance(1)
        room.service.run_due()
    return room, first - set(table.seats.values())


def test_practice_busy_table_is_full_and_frees_a_seat_for_the_list() -> None:
    busy = PRACTICE_BUSY_RINGS[0]
    room, gone = _busy_room_offers_ann_a_seat(seed=1)
    table = room.service.rings.get(busy.id).table
    assert len(gone) == 1  # one regular went home for the list
    assert len(table.seats) == busy.seats - 1  # the seat held for ann
    offer = room.of("ann", m.SeatOffer)[-1]
    room.service.handle("ann", m.AcceptSeat(offer_id=offer.offer_id, buy_in=busy.max_buy_in))
    assert "ann" in table.seats.values()
    assert len(table.seats) == busy.seats


def test_practice_busy_table_refills_a_bust_beside_the_seat_held_for_the_list() -> None:
    """A bot busts in the hand after which a regular goes home for ann: two seats free,
    one is held for her offer, bots take the other (her offer counted once, not as held
    and again as waiting); once she sits the table is full."""
    busy = PRACTICE_BUSY_RINGS[0]
    room, gone = _busy_room_offers_ann_a_seat(seed=9)
    table = room.service.rings.get(busy.id).table
    assert len(gone) == 2  # seed 9: a bust beside the regular who goes home
    assert len(table.seats) == busy.seats - 1
    offer = room.of("ann", m.SeatOffer)[-1]
    room.service.handle("ann", m.AcceptSeat(offer_id=offer.offer_id, buy_in=busy.max_buy_in))
    assert len(table.seats) == busy.seats
