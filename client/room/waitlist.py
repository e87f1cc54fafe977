"""Waiting lists for full ring tables: one table, or the first seat free at some stakes.

A player joins the list of one table, or of "first available" at a game, currency, stakes
and table size (every table spreading them). When the room frees a seat it calls
`seat_free(table_id)`: the seat is offered to whoever joined earliest among both lists
(a player holding an offer is passed over) and held for them `offer_seconds` (30 s); they
accept (the room then seats them, buy-in and all) or decline, or the time runs out: a
declined or expired offer loses the player that place in the list, and the seat goes to
the next. `leave(player)` takes a player off every list in one call. The lobby shows
`lobby_lengths()`: for each table, how many players would take its next seat.

Sans-I/O on an injected clock: call `tick()` when time passed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from client.room.clock import Clock
from client.room.errors import RoomError
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.room.tracked import TDict, Tracked


class WaitingListError(RoomError):
    """A waiting-list request that cannot be honoured; nothing changed."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """What "first available" means: a game at stakes, in a currency, at a table size."""

    game: str
    currency: Currency
    stakes: str
    seats: int

    @classmethod
    def of(cls, spec: RingTableSpec) -> Stakes:
        """The stakes a ring table spreads."""
        return cls(spec.game, spec.currency, spec.stakes, spec.seats)


ListKey = str | Stakes  # a table id, or stakes


@dataclass(frozen=True, slots=True)
class Offer:
    """A seat at `table_id` held for `player` until `expires`; `via` is the list it came
    from (the table's own, or its stakes)."""

    id: int
    player: str
    table_id: str
    via: ListKey
    expires: datetime


@dataclass(frozen=True, slots=True)
class ListChanged:
    """`player` joined (`position` 1-based) or left (`position` None) the list `key`."""

    player: str
    key: ListKey
    position: int | None


@dataclass(frozen=True, slots=True)
class OfferMade:
    """A seat is offered: show it to `offer.player` with the time left to accept."""

    offer: Offer


@dataclass(frozen=True, slots=True)
class OfferEnded:
    """An offer was `accepted`, `declined` or `expired` (the last two lose the place)."""

    offer: Offer
    outcome: str


WaitingListEvent = ListChanged | OfferMade | OfferEnded


class WaitingLists(Tracked):
    """The waiting lists of the ring tables `tables` (fast-fold pools have none)."""

    def __init__(self, tables: Iterable[RingTableSpec], clock: Clock, *,
                 offer_seconds: float = 30.0,
                 listener: Callable[[WaitingListEvent], None] | None = None) -> None:
        self._specs = TDict({spec.id: spec for spec in tables if not spec.fast_fold})
        self._clock = clock
        self.offer_seconds = offer_seconds
        self.listener = listener
        self._lists: dict[ListKey, dict[str, int]] = TDict()  # player -> joining order number
        self._offers: dict[int, Offer] = TDict()
        self._holding: dict[str, int] = TDict()  # player -> offer id
        self._seq = 0

    # -- players ---------------------------------------------------------------------------

    def join_table(self, player: str, table_id: str) -> int:
        """Wait for a seat at `table_id`; returns the place in its list (1 = next)."""
        if table_id not in self._specs:
            raise WaitingListError(f"no ring table {table_id!r} with a waiting list")
        return self._join(player, table_id)

    def join_stakes(self, player: str, stakes: Stakes) -> int:
        """Wait for the first seat free at any table spreading `stakes`."""
        if not any(Stakes.of(spec) == stakes for spec in self._specs.values()):
            raise WaitingListError(f"no ring table spreads {stakes.game} {stakes.stakes} "
                                   f"{stakes.currency} {stakes.seats}-max")
        return self._join(player, stakes)

    def leave(self, player: str, key: ListKey | None = None) -> None:
        """Take `player` off list `key`, or off every list (None), with any open offer."""
        keys = [key] if key is not None else [k for k, q in self._lists.items() if player in q]
        for k in keys:
            if self._lists.get(k, {}).pop(player, None) is not None:
                self._emit(ListChanged(player, k, None))
        offer = self._offers.get(self._holding.get(player, -1))
        if offer is not None and (key is None or offer.via == key):
            self._end(offer, "declined")

    def accept(self, player: str, offer_id: int) -> Offer:
        """Take the offered seat: the player leaves the lists it satisfies; the room seats
        them now (buy-in from available funds)."""
        offer = self._open_offer(player, offer_id)
        self._end(offer, "accepted", reoffer=False)
        spec = self._specs[offer.table_id]
        for key in (offer.table_id, Stakes.of(spec)):
            if self._lists.get(key, {}).pop(player, None) is not None:
                self._emit(ListChanged(player, key, None))
        return offer

    def decline(self, player: str, offer_id: int) -> None:
        """Turn the offer down: the place in that list is lost, the seat goes to the next."""
        self._end(self._open_offer(player, offer_id), "declined")

    # -- the room --------------------------------------------------------------------------

    def seat_free(self, table_id: str) -> Offer | None:
        """A seat at `table_id` is free: offer it to the next player waiting, if any (the
        room keeps the seat for them until the offer ends)."""
        spec = self._specs.get(table_id)
        if spec is None:
            raise WaitingListError(f"no ring table {table_id!r} with a waiting list")
        candidates = [(order, player, key) for key in (table_id, Stakes.of(spec))
                      for player, order in self._lists.get(key, {}).items()
                      if player not in self._holding]
        if not candidates:
            return None
        _, player, key = min(candidates, key=lambda c: c[0])
        self._seq += 1
        offer = Offer(self._seq, player, table_id, key,
                      self._clock.now() + timedelta(seconds=self.offer_seconds))
        self._offers[offer.id] = offer
        self._holding[player] = offer.id
        self._emit(OfferMade(offer))
        return offer

    def tick(self) -> list[Offer]:
        """Expire offers whose time is up (their players lose their place) and offer those
        seats to the next players; returns the expired offers."""
        now = self._clock.now()
        expired = [o for o in self._offers.values() if o.expires <= now]
        for offer in expired:
            self._end(offer, "expired")
        return expired

    # -- queries ---------------------------------------------------------------------------

    def position(self, player: str, key: ListKey) -> int | None:
        """`player`'s place in list `key` (1 = next), or None."""
        queue = self._lists.get(key, {})
        if player not in queue:
            return None
        return sorted(queue.values()).index(queue[player]) + 1

    def players(self, key: ListKey) -> list[str]:
        """Players on list `key`, first in line first."""
        queue = self._lists.get(key, {})
        return sorted(queue, key=queue.__getitem__)

    def length(self, key: ListKey) -> int:
        """Players on list `key`."""
        return len(self._lists.get(key, {}))

    def lobby_lengths(self) -> dict[str, int]:
        """For each table: players waiting for its next seat (its list and its stakes list,
        each player once)."""
        return {table_id: len(self._lists.get(table_id, {}).keys()
                              | self._lists.get(Stakes.of(spec), {}).keys())
                for table_id, spec in self._specs.items()}

    def unoffered(self, table_id: str) -> int:
        """Players waiting for `table_id`'s next seat who hold no open offer (a player
        holding one is counted by `held`, not twice)."""
        spec = self._specs[table_id]
        waiting = self._lists.get(table_id, {}).keys() | \
            self._lists.get(Stakes.of(spec), {}).keys()
        return len(waiting - self._holding.keys())

    def offer_for(self, player: str) -> Offer | None:
        """The open offer `player` holds, if any."""
        return self._offers.get(self._holding.get(player, -1))

    def held(self, table_id: str) -> int:
        """Seats at `table_id` held by open offers (not for anyone else to take)."""
        return sum(1 for o in self._offers.values() if o.table_id == table_id)

    def lists_of(self, player: str) -> list[ListKey]:
        """Every list `player` is on."""
        return [key for key, queue in self._lists.items() if player in queue]

    # -- inside ----------------------------------------------------------------------------

    def _join(self, player: str, key: ListKey) -> int:
        queue = self._lists.setdefault(key, TDict())
        if player in queue:
            raise WaitingListError(f"{player} is already on that waiting list")
        self._seq += 1
        queue[player] = self._seq
        position = len(queue)
        self._emit(ListChanged(player, key, position))
        return position

    def _open_offer(self, player: str, offer_id: int) -> Offer:
        offer = self._offers.get(offer_id)
        if offer is None or offer.player != player:
            raise WaitingListError(f"{player} holds no open offer #{offer_id} (it may have "
                                   "expired)")
        if offer.expires <= self._clock.now():
            self._end(offer, "expired")
            raise WaitingListError(f"offer #{offer_id} expired at {offer.expires:%H:%M:%S}")
        return offer

    def _end(self, offer: Offer, outcome: str, reoffer: bool = True) -> None:
        del self._offers[offer.id]
        del self._holding[offer.player]
        if outcome != "accepted" and self._lists.get(offer.via, {}).pop(offer.player,
                                                                         None) is not None:
            self._emit(ListChanged(offer.player, offer.via, None))
        self._emit(OfferEnded(offer, outcome))
        if reoffer:
            self.seat_free(offer.table_id)

    def _emit(self, event: WaitingListEvent) -> None:
        if self.listener is not None:
            self.listener(event)
