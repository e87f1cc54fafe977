"""Endings: how and when each tournament ended, and when it retires from the room
(`RoomConfig.retain_finished`, then `Retirement`); a command naming a retired one is refused
saying when it ended.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from client.room.clock import Clock
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import RetiredTournamentError
from client.room.tournament.multi_day import MultiDayEvent
from client.room.tracked import TDict, Tracked
from client.service.config import RoomConfig
from client.service.pace import Due, Pace

ENDS_REMEMBERED = 10_000
"""How many ended tournaments' end times the room keeps, to say when a retired one ended;
older ones are refused as over without a time."""
LEAST_RETENTION = timedelta(seconds=1)
"""A tournament retires in a later batch of steps than the one it ended in, even with no
retention: that batch's flush saves it and sends its lobby row."""


class Endings(Tracked):
    """Owns how and when each tournament ended (the latest `ENDS_REMEMBERED`), and
    schedules each one's ``Due.RETIRE``: the days of a multi-day event together, once the
    last is over (Day 2 needs its flights' pools and bags until then)."""

    def __init__(self, clock: Clock, config: RoomConfig, pace: Pace) -> None:
        self._clock = clock
        self._config = config
        self._pace = pace
        self._ended: dict[str, tuple[str, datetime]] = TDict()  # how and when, newest last

    def ended(self, tournament: Tournament, event: MultiDayEvent | None, at: datetime) -> None:
        """A tournament (or a Day 1 flight's day) ended at ``at``; ``event``: the
        multi-day event it is a day of."""
        tid = tournament.tournament_id
        self._ended[tid] = ("finished" if tournament.state is State.FINISHED
                            else "was cancelled", at)
        if len(self._ended) > ENDS_REMEMBERED:
            del self._ended[next(iter(self._ended))]
        if event is None and any(tid.rpartition("-")[0] in (*link.flights, link.day_two)
                                 for link in self._config.multi_day):
            return  # a day not yet linked to its event: retires with it
        days = (tournament,) if event is None else (*event.flights, event.day_two)
        if all(d.state in (State.FINISHED, State.CANCELLED) for d in days):
            retires_at = self._clock.now() + max(self._config.retain_finished,
                                                 LEAST_RETENTION)
            for day in days:
                self._pace.at(Due.RETIRE, day.tournament_id, retires_at)

    def refusal(self, tournament_id: str, issued: bool) -> RetiredTournamentError | None:
        """Why no tournament has this id now: it retired (ended when remembered; else
        ``issued``: the room gave the id out before). None: it never was."""
        if tournament_id in self._ended:
            return RetiredTournamentError(tournament_id, *self._ended[tournament_id])
        return RetiredTournamentError(tournament_id, "is over", None) if issued else None
