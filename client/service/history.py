"""The player's own hand histories: each finished hand kept per player and written on
request for that player's eyes only.

A hand is kept with the room's record of its events (what every player was sent, hole
cards addressed to their owner) and its `HandReport`. On request the events this player
was sent go through `client.histories.own`, the same record and writers the client saves its
hands with: PokerStars text and PHH of what was dealt and shown to them (other players'
hole cards only when shown down), under the table's name and in its money. Nothing is
dealt again, so an unseeded room (the app's) writes the cards that were really dealt.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

import msgspec

from client.histories.own.record import HandLog, HandLogBuilder, TableInfo
from client.histories.phh.write import phh_text
from client.histories.pokerstars.write import pokerstars_text
from client.protocol import messages as m
from client.protocol.convert import table_body
from client.room.table import HandReport
from client.room.tracked import TDict, Tracked
from client.service.errors import ServiceError

KEPT_PER_PLAYER = 200
"""Most recent hands kept per player (older ones are in the server's store)."""


class LoggedEvent(msgspec.Struct, frozen=True):
    """One event of a hand as the room logged it: `to` None for everyone at the table,
    else the only player it was sent to; `player` the player it is about (a frozen
    struct: logged for every event of every hand, made in 0.1 µs instead of 1.6 µs)."""

    to: str | None
    kind: str
    player: str | None
    data: Mapping[str, object]


@dataclass(frozen=True)
class OwnHand:
    """A finished hand and what writing it needs: the table, its events, names, seats."""

    hand_id: str
    table: TableInfo
    tournament_id: str | None
    played_at: datetime
    report: HandReport
    events: tuple[LoggedEvent, ...]
    names: tuple[str, ...]  # per engine seat
    seats: tuple[int, ...]  # table seat number per engine seat

    @property
    def table_id(self) -> str:
        """The room's id of the table the hand was dealt at."""
        return self.table.table_id


def hand_log(own: OwnHand, player: str) -> HandLog:
    """`own` as `player` was sent it, built into the client's hand record."""
    seat_of = dict(zip(own.report.players, own.seats, strict=True))
    names = dict(zip(own.seats, own.names, strict=True))
    builder = HandLogBuilder(own.table)
    for logged in own.events:
        if logged.to is not None and logged.to != player:
            continue
        event = m.TableEvent(table_id=own.table_id, hand_id=own.hand_id,
                             body=table_body(logged.kind, dict(logged.data)),
                             seat=seat_of.get(logged.player or ""), player_id=logged.player)
        hand = builder.add(event, names, seat_of.get(player), own.played_at)
        if hand is not None:
            return hand
    raise ServiceError(m.ErrorCode.INTERNAL, f"hand {own.hand_id} has no complete record")


def history_row(own: OwnHand, player: str) -> m.HandHistoryRow:
    """``own`` written for ``player`` (who was dealt into it)."""
    log = hand_log(own, player)
    return m.HandHistoryRow(hand_id=own.hand_id, table_id=own.table_id,
                            tournament_id=own.tournament_id, game=own.report.config.game,
                            played_at=own.played_at, pokerstars=pokerstars_text(log),
                            phh=phh_text(log))


@dataclass(frozen=True)
class _Kept:
    """A player's kept hands, oldest first: one immutable value, so a room step's snapshot
    shares it instead of copying and sifting up to `KEPT_PER_PLAYER` hands every step."""

    hands: tuple[OwnHand, ...] = ()


_EMPTY = _Kept()


class HandHistoryBook(Tracked):
    """Each human player's most recent hands (bots keep none)."""

    def __init__(self) -> None:
        self._hands: dict[str, _Kept] = TDict()

    def record(self, own: OwnHand, players: Iterable[str]) -> None:
        """Keep ``own`` in the history of each of ``players``."""
        for player in players:
            kept = self._hands.get(player, _EMPTY).hands
            self._hands[player] = _Kept((*kept[max(0, len(kept) + 1 - KEPT_PER_PLAYER):], own))

    def hands_of(self, player: str) -> tuple[OwnHand, ...]:
        """The player's kept hands, oldest first."""
        return self._hands.get(player, _EMPTY).hands

    def fetch(self, player: str, table_id: str | None, limit: int) -> m.HandHistories:
        """The player's last ``limit`` hands (at ``table_id`` if given), oldest first."""
        mine = [h for h in self.hands_of(player)
                if table_id is None or h.table_id == table_id]
        rows = tuple(history_row(h, player) for h in mine[-limit:])
        return m.HandHistories(hands=rows, table_id=table_id)
