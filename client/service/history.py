"""The player's own hand histories: each finished hand kept per player and exported on
request by the engine, for that player's eyes only.

A hand is kept as the table's `HandReport` (config and actions). On request it is dealt
again and exported as PokerStars text (the engine's hero view, `events_for`) and as PHH in
which every card the player did not see is written ``??`` and the seed is left out: other
players' hole cards appear only when they were shown down.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from client.engine import Hand, export_phh
from client.engine.phh import player_order
from client.engine.pokerstars import export_pokerstars
from client.protocol import messages as m
from client.room.table import HandReport
from client.room.table_records import play_recorded

KEPT_PER_PLAYER = 200
"""Most recent hands kept per player (older ones are in the server's store)."""

_CARD = re.compile(r"[2-9TJQKA][cdhs]")
_PRIVATE_FIELDS = ("cards", "received", "discarded")


@dataclass(frozen=True)
class OwnHand:
    """A finished hand and what its export needs: names, table seats, when, its number."""

    hand_id: str
    serial: int  # the room's running hand number (PokerStars hand ids are integers)
    table_id: str
    tournament_id: str | None
    played_at: datetime
    report: HandReport
    names: tuple[str, ...]  # per engine seat
    seats: tuple[int, ...]  # table seat number per engine seat
    max_seats: int


def dealt_again(report: HandReport) -> Hand:
    """The reported hand dealt again from its config with its actions applied."""
    hand = Hand(report.config)
    hand.start()
    for seat, action in report.actions:
        play_recorded(hand, seat, action)
    return hand


def hidden_cards(hand: Hand, hero: int) -> frozenset[str]:
    """Cards dealt privately to other seats that never showed them down."""
    shown = {e.seat for e in hand.events if e.kind == "showdown"}
    hidden: set[str] = set()
    for event in hand.events:
        owner = event.visible_to
        if owner is None or owner == hero or owner in shown:
            continue
        for key in _PRIVATE_FIELDS:
            value = event.data.get(key)
            if isinstance(value, list):
                hidden.update(str(card) for card in value)
    return frozenset(hidden)


def viewer_phh(hand: Hand, hero: int, extra: Mapping[str, object]) -> str:
    """The engine's PHH of ``hand`` as ``hero`` saw it: unseen cards ``??``, no seed."""
    hidden = hidden_cards(hand, hero)

    def mask(match: re.Match[str]) -> str:
        return "??" if match.group(0) in hidden else match.group(0)

    lines = []
    for line in export_phh(hand, extra).splitlines(keepends=True):
        if line.startswith("_seed ="):
            continue
        if line.startswith("actions ="):
            line = _CARD.sub(mask, line)
        lines.append(line)
    return "".join(lines)


def history_row(own: OwnHand, player: str) -> m.HandHistoryRow:
    """``own`` exported for ``player`` (who was dealt into it)."""
    report = own.report
    hero = report.players.index(player)
    hand = dealt_again(report)
    order = player_order(report.config)
    stars = export_pokerstars(hand, hand_id=own.serial, table=own.table_id,
                              names=own.names, started=own.played_at, hero=hero,
                              seats=own.seats, max_seats=own.max_seats)
    phh = viewer_phh(hand, hero, {"players": [own.names[s] for s in order],
                                  "hand": report.hand_no, "table": own.table_id})
    return m.HandHistoryRow(hand_id=own.hand_id, table_id=own.table_id,
                            tournament_id=own.tournament_id, game=report.config.game,
                            played_at=own.played_at, pokerstars=stars, phh=phh)


class HandHistoryBook:
    """Each human player's most recent hands (bots keep none)."""

    def __init__(self) -> None:
        self._hands: dict[str, deque[OwnHand]] = {}
        self._serial = 0

    def next_serial(self) -> int:
        """A new running hand number for the next recorded hand."""
        self._serial += 1
        return self._serial

    def record(self, own: OwnHand, players: Iterable[str]) -> None:
        """Keep ``own`` in the history of each of ``players``."""
        for player in players:
            self._hands.setdefault(player, deque(maxlen=KEPT_PER_PLAYER)).append(own)

    def hands_of(self, player: str) -> tuple[OwnHand, ...]:
        """The player's kept hands, oldest first."""
        return tuple(self._hands.get(player, ()))

    def fetch(self, player: str, table_id: str | None, limit: int) -> m.HandHistories:
        """The player's last ``limit`` hands (at ``table_id`` if given), oldest first."""
        mine = [h for h in self._hands.get(player, ())
                if table_id is None or h.table_id == table_id]
        rows = tuple(history_row(h, player) for h in mine[-limit:])
        return m.HandHistories(hands=rows, table_id=table_id)
