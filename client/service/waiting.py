"""Ring-table waiting lists in the room: the protocol's list commands over the room's
`WaitingLists`, seat offers to the player with their deadline, and the lengths in the lobby.

The rings part frees seats into the lists (`seat_free`) and holds offered seats (`held`);
this part tells players where they stand, seats a player who accepts (through
`Rings.sit_offered`, so a bad buy-in changes nothing and the offer stays open) and runs
the offers' deadlines through the room's pace.
"""

from __future__ import annotations

from client.protocol import messages as m
from client.room.clock import Clock
from client.room.ledger import Currency
from client.room.tracked import TDict, Tracked
from client.room.waitlist import (
    ListChanged,
    ListKey,
    Offer,
    OfferEnded,
    OfferMade,
    Stakes,
    WaitingListEvent,
    WaitingLists,
)
from client.service.changes import Changes
from client.service.errors import ServiceError
from client.service.outbox import Outbox
from client.service.pace import Due, Pace
from client.service.rings import Rings

OFFERS_KEY = "offers"
"""The one `Due.OFFERS` key: the earliest open offer's deadline."""


class WaitingListDesk(Tracked):
    """Owns the open offers' deadlines (the lists themselves are the room's
    `WaitingLists`). Handles ``JoinWaitingList``, ``LeaveWaitingList``, ``AcceptSeat`` and
    ``DeclineSeat``; sends ``WaitingListState``, ``SeatOffer`` and ``SeatOfferEnded``."""

    def __init__(self, clock: Clock, lists: WaitingLists, rings: Rings, outbox: Outbox,
                 changes: Changes, pace: Pace) -> None:
        self._clock = clock
        self._lists = lists
        self._rings = rings
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._offers: dict[int, Offer] = TDict()
        lists.listener = self._on_event

    # ------------------------------------------------------------------ commands

    def join(self, player_id: str, command: m.JoinWaitingList) -> None:
        """``JoinWaitingList``: the table's own list, or (``any_table``) its stakes'."""
        ring = self._rings.get(command.table_id)
        if player_id in ring.table.seats.values():
            raise ServiceError(m.ErrorCode.REFUSED, f"you already sit at {ring.spec.name}")
        self._rings.check_not_excluded(player_id, ring)
        if command.any_table:
            self._lists.join_stakes(player_id, Stakes.of(ring.spec))
        else:
            self._lists.join_table(player_id, ring.spec.id)
        for table_id in self._tables_of(Stakes.of(ring.spec) if command.any_table
                                        else ring.spec.id):
            if self._rings.free_unheld(table_id):
                self._lists.seat_free(table_id)

    def leave(self, player_id: str, command: m.LeaveWaitingList) -> None:
        """``LeaveWaitingList``: off the table's list and its stakes', or off every list."""
        if command.table_id is None:
            self._lists.leave(player_id)
            return
        spec = self._rings.get(command.table_id).spec
        for key in (spec.id, Stakes.of(spec)):
            self._lists.leave(player_id, key)

    def accept(self, player_id: str, command: m.AcceptSeat) -> None:
        """``AcceptSeat``: sit in the seat held for the offer, buying in; then off the
        lists the seat satisfies."""
        offer = self._lists.offer_for(player_id)
        if offer is None or offer.id != command.offer_id:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"you hold no open seat offer #{command.offer_id} (it may "
                               "have expired)")
        if offer.expires <= self._clock.now():
            self._lists.tick()
            raise ServiceError(m.ErrorCode.REFUSED, f"seat offer #{offer.id} has expired")
        self._rings.sit_offered(player_id, offer.table_id, command.buy_in)
        self._lists.accept(player_id, offer.id)

    def decline(self, player_id: str, command: m.DeclineSeat) -> None:
        """``DeclineSeat``: the offer ends, the seat goes to the next player waiting."""
        self._lists.decline(player_id, command.offer_id)

    def tick(self, _key: str) -> None:
        """Offers whose time is up expire (their seats go to the next players)."""
        self._lists.tick()

    # ------------------------------------------------------------------ inside

    def _on_event(self, event: WaitingListEvent) -> None:
        if isinstance(event, ListChanged):
            for player in self._players_on(event.key) | {event.player}:
                self._send_lists(player)
            for table_id in self._tables_of(event.key):
                self._changes.ring(table_id)
            return
        offer = event.offer
        if isinstance(event, OfferMade):
            self._offers[offer.id] = offer
            spec = self._rings.get(offer.table_id).spec
            self._outbox.send(offer.player, m.SeatOffer(
                offer_id=offer.id, table_id=offer.table_id, name=spec.name,
                expires=offer.expires, any_table=isinstance(offer.via, Stakes),
                min_buy_in=spec.min_buy_in, max_buy_in=spec.max_buy_in))
        elif isinstance(event, OfferEnded):
            self._offers.pop(offer.id, None)
            self._outbox.send(offer.player, m.SeatOfferEnded(
                offer_id=offer.id, table_id=offer.table_id, outcome=event.outcome))
        self._changes.ring(offer.table_id)
        earliest = min((o.expires for o in self._offers.values()), default=None)
        if earliest is None:
            self._pace.drop(Due.OFFERS, OFFERS_KEY)
        else:
            self._pace.at(Due.OFFERS, OFFERS_KEY, earliest)

    def _send_lists(self, player_id: str) -> None:
        rows = []
        for key in self._lists.lists_of(player_id):
            position = self._lists.position(player_id, key) or 0
            table_id = key if isinstance(key, str) else self._tables_of(key)[0]
            name = self._rings.get(table_id).spec.name if isinstance(key, str) else \
                _stakes_name(key)
            rows.append(m.WaitingRow(table_id=table_id, name=name,
                                     any_table=not isinstance(key, str), position=position))
        self._outbox.send(player_id, m.WaitingListState(lists=tuple(rows)))

    def _players_on(self, key: ListKey) -> set[str]:
        return set(self._lists.players(key))

    def _tables_of(self, key: ListKey) -> list[str]:
        if isinstance(key, str):
            return [key]
        return [r.table_id for r in self._rings.rows()
                if Stakes.of(self._rings.get(r.table_id).spec) == key]


def _stakes_name(stakes: Stakes) -> str:
    """First available at these stakes, in words."""
    symbol = {Currency.USD: "$", Currency.EUR: "€", Currency.GBP: "£"}.get(stakes.currency, "")
    return f"any {stakes.game} {symbol}{stakes.stakes} {stakes.seats}-max table"
