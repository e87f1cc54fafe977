"""Testers' take-overs (offline practice): which bot seat a tester plays for now.

While a tester plays a bot's seat the room treats the tester as that seat at its table:
the bot's hole cards and turns go to the tester (as their own seat's), the bot stops
deciding, and the tester's own seat at that table (if any) sits out and gets none of its
cards. One seat per tester; giving it back lets the bot decide again.
"""

from __future__ import annotations

from dataclasses import dataclass

from client.room.tracked import TDict, Tracked


@dataclass(frozen=True)
class TakenSeat:
    """A bot seat a tester plays: where, whose, and whether the tester's own seat there
    was put to sit out for it (so giving back lets it play again)."""

    table_id: str
    bot: str
    sat_out: bool


class Takeovers(Tracked):
    """Owns the take-overs: tester id -> the seat they play."""

    def __init__(self) -> None:
        self._by_tester: dict[str, TakenSeat] = TDict()

    def take(self, tester: str, seat: TakenSeat) -> None:
        """The tester plays ``seat`` from now (one at a time: give the last back first)."""
        self._by_tester[tester] = seat

    def give_back(self, tester: str) -> TakenSeat | None:
        """The tester's seat goes back to its bot; None when they played none."""
        return self._by_tester.pop(tester, None)

    def of_tester(self, tester: str) -> TakenSeat | None:
        """The seat the tester plays, if any."""
        return self._by_tester.get(tester)

    def playing_as(self, tester: str, table_id: str) -> str | None:
        """The bot whose seat the tester plays at this table, if any."""
        seat = self._by_tester.get(tester)
        return seat.bot if seat is not None and seat.table_id == table_id else None

    def controller(self, bot: str, table_id: str) -> str | None:
        """The tester playing the bot's seat at this table, if any (a bot a tournament
        moved to another table plays there itself; asked for every event a table sends
        to one player: none taken over is answered without a scan)."""
        if not self._by_tester:
            return None
        return next((t for t, s in self._by_tester.items()
                     if s.bot == bot and s.table_id == table_id), None)
