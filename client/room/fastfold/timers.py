"""When something is due in a fast-fold pool: turn deadlines and disconnect limits.

Both are kept in order of time (heaps), so `tick()` looks only at what is due however
many tables the pool runs. An entry may be stale by the time it is due (the player
acted, reconnected); the pool checks each against the present state.
"""

from __future__ import annotations

from datetime import datetime

from client.room.tracked import TList, Tracked


class PoolTimers(Tracked):
    """Turn deadlines (table, hand, turn) and disconnect limits (player), by time."""

    def __init__(self) -> None:
        self._turns: TList[tuple[datetime, int, str, int, int]] = TList()
        self._away: TList[tuple[datetime, int, str]] = TList()
        self._seq = 0

    def turn(self, deadline: datetime, table_id: str, hand_no: int, turn: int) -> None:
        """Decision `turn` of hand `hand_no` at `table_id` times out at `deadline`."""
        self._seq += 1
        self._turns.heappush((deadline, self._seq, table_id, hand_no, turn))

    def away(self, limit: datetime, player: str) -> None:
        """`player`, disconnected, leaves the pool at `limit` unless back by then."""
        self._seq += 1
        self._away.heappush((limit, self._seq, player))

    def next_due(self) -> datetime | None:
        """The earliest deadline or limit waiting (possibly stale), if any."""
        return min((heap[0][0] for heap in (self._turns, self._away) if heap), default=None)

    def due(self, now: datetime) -> tuple[list[tuple[str, int, int]], list[str]]:
        """Take every turn deadline and disconnect limit due by `now`, oldest first."""
        turns = []
        while self._turns and self._turns[0][0] <= now:
            turns.append(self._turns.heappop()[2:])
        away = []
        while self._away and self._away[0][0] <= now:
            away.append(self._away.heappop()[2])
        return turns, away
