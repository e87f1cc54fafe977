"""Random seating, table breaking and balancing (site rules on seats and tables).

Seats are assigned at random. As players bust, tables are broken to fill empty seats and
the rest are kept within one player of each other; a player moved individually to
balance goes, when possible, to a seat in a similar position relative to the blinds.
Players from a broken table are re-seated at random. These functions only *plan*: each
returns the moves and the director applies them (and announces them).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from client.room.table import Table


def tables_needed(players: int, table_size: int) -> int:
    """Fewest tables that seat `players`."""
    return max(1, math.ceil(players / table_size))


def random_seating(players: Sequence[str], table_size: int, rng: random.Random
                   ) -> list[list[tuple[int, str]]]:
    """Seat `players` at random at as few, as evenly filled tables as possible.

    Returns, per table, (seat number, player) pairs.
    """
    shuffled = list(players)
    rng.shuffle(shuffled)
    count = tables_needed(len(shuffled), table_size)
    groups: list[list[str]] = [shuffled[i::count] for i in range(count)]
    layout = []
    for group in groups:
        seats = rng.sample(range(1, table_size + 1), len(group))
        layout.append(sorted(zip(seats, group, strict=True)))
    return layout


@dataclass(frozen=True, slots=True)
class Move:
    """Move `player` from `source` to seat `seat` of `target`."""

    player: str
    source: str
    target: str
    seat: int


class FreeSeats:
    """Random seats at the emptiest tables, for seating many players in a row (a broken
    table, late registrations): each `take` keeps the tables balanced and costs O(size),
    not O(tables). The caller must fill the seat it was given before the next `take`."""

    def __init__(self, tables: Sequence[Table], rng: random.Random,
                 exclude: str | None = None) -> None:
        self._rng = rng
        self._by_count: dict[int, list[Table]] = {}
        for table in tables:
            if table.table_id != exclude and len(table.seats) < table.size:
                self._by_count.setdefault(len(table.seats), []).append(table)

    def take(self) -> tuple[Table, int] | None:
        """A random free seat at a random table among those with the fewest players."""
        if not self._by_count:
            return None
        fewest = min(self._by_count)
        bucket = self._by_count[fewest]
        table = bucket.pop(self._rng.randrange(len(bucket)))
        if not bucket:
            del self._by_count[fewest]
        seats = table.empty_seats()
        if len(seats) > 1:
            self._by_count.setdefault(fewest + 1, []).append(table)
        return table, seats[self._rng.randrange(len(seats))]


def random_free_seat(tables: Sequence[Table], rng: random.Random,
                     exclude: str | None = None) -> tuple[Table, int] | None:
    """A random empty seat at one of the emptiest tables (keeps tables balanced)."""
    return FreeSeats(tables, rng, exclude).take()


def tables_to_break(tables: Sequence[Table], players: int, table_size: int) -> list[Table]:
    """The tables to break now so the field sits at as few tables as it needs: idle tables
    with the fewest players (the newest among equals)."""
    extra = len(tables) - tables_needed(players, table_size)
    if extra <= 0:
        return []
    idle = [t for t in reversed(tables) if not t.in_hand]
    return sorted(idle, key=lambda t: len(t.seats))[:extra]


def balancing_move(tables: Sequence[Table]) -> Move | None:
    """One move that brings the tables closer to within one player of each other.

    The mover is the player at the biggest idle table who is due the big blind next; they
    take the empty seat at the smallest table whose distance to that table's big blind is
    the most similar (seat order breaks ties), so nobody skips or doubles blinds by moving.
    """
    if len(tables) < 2:
        return None
    smallest = min(tables, key=lambda t: len(t.seats))
    idle = [t for t in tables if not t.in_hand and t is not smallest]
    if not idle:
        return None
    biggest = max(idle, key=lambda t: len(t.seats))
    if len(biggest.seats) - len(smallest.seats) <= 1 or not smallest.empty_seats():
        return None
    distance = {seat: biggest.seats_until_big_blind(seat) for seat in biggest.seats}
    mover_seat = min(biggest.seats, key=lambda seat: (distance[seat], seat))
    want = distance[mover_seat]
    target_seat = min(smallest.empty_seats(),
                      key=lambda seat: (abs(smallest.seats_until_big_blind(seat) - want), seat))
    return Move(biggest.seats[mover_seat], biggest.table_id, smallest.table_id, target_seat)
