"""The room's pace: when each thing is next due (a tournament's tick, a bot's action at a
table, a cash table's next deal) and how long the room waits when a human is watching.
`RoomService.run_due` does what has become due, in that order.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from enum import StrEnum

from client.room.clock import Clock
from client.room.table import Table
from client.room.tournament.director import State, Tournament
from client.room.tracked import TDict, Tracked, TSet
from client.service.changes import Changes
from client.service.config import HEARTBEAT, RoomConfig
from client.service.outbox import Audience

PACED_SECONDS = 1.0
"""At a table kept paced (a practice busy table), the least a bot "thinks" and the least
pause between hands, so it plays at a watchable pace even when nobody watches."""


class Due(StrEnum):
    """What can be scheduled: keyed by tournament id (TICK, RETIRE), table id (BOT, DEAL,
    POOL_BOT), pool id (POOL) or the room's waiting lists (OFFERS)."""

    TICK = "tick"  # a tournament's director runs (levels, breaks, the next deals)
    BOT = "bot"  # the bot (or sitting-out player) to act at a table acts
    DEAL = "deal"  # a cash table deals its next hand
    POOL = "pool"  # a fast-fold pool's own timers (turns running out, the away leaving)
    POOL_BOT = "pool_bot"  # a practice bot acts at a fast-fold pool's table
    OFFERS = "offers"  # waiting-list seat offers run out
    BANK = "bank"  # the player to act at a table runs into their time bank
    RETIRE = "retire"  # a finished tournament leaves the lobby (`RoomConfig.retain_finished`)


class Pace(Tracked):
    """Owns the due times of ticks, bot actions and cash deals, and the pacing rules: a
    table a human plays at or watches waits ``hand_pause`` between hands and lets bots
    "think" ``bot_delay``; everything else runs at full speed."""

    def __init__(self, clock: Clock, config: RoomConfig, is_bot: Callable[[str], bool],
                 audience: Audience, changes: Changes) -> None:
        self._clock = clock
        self._config = config
        self._is_bot = is_bot
        self._audience = audience
        self._changes = changes
        self._due: dict[Due, dict[str, datetime]] = TDict({kind: TDict() for kind in Due})
        self._paced: set[str] = TSet()
        self._lively: dict[str, Callable[[Table], float]] = TDict()
        self.think_seconds = config.bot_delay
        self.hand_pause = config.hand_pause

    def set_timing(self, think_seconds: float, hand_pause: float) -> None:
        """The player's practice pace: how long bots "think" and the pause between hands."""
        self.think_seconds = think_seconds
        self.hand_pause = hand_pause

    def keep_paced(self, table_id: str) -> None:
        """The table plays at a watchable pace (`PACED_SECONDS` at least) whoever watches."""
        self._paced.add(table_id)

    def keep_lively(self, table_id: str, pause: Callable[[Table], float]) -> None:
        """Unwatched, the table rests ``pause(table)`` seconds between hands (a practice
        table of the living lobby: a card room's pace, and a light room)."""
        self._lively[table_id] = pause

    def now_watched(self, table: Table) -> None:
        """A human opened a resting table of the living lobby: its next hand comes after
        the watched pause, not the card room's rest (seen: half a minute of still felt)."""
        due = self._due[Due.DEAL]
        soon = self._clock.now() + timedelta(seconds=self.hand_pause)
        if table.table_id in self._lively and due.get(table.table_id, soon) > soon:
            due[table.table_id] = soon

    def at(self, kind: Due, key: str, when: datetime) -> None:
        """Due at ``when`` (replacing any earlier time). The same time again is no change
        (a tracked book's write is logged for the step: most steps set what is set)."""
        book = self._due[kind]
        if book.get(key) != when:
            book[key] = when

    def unless_due(self, kind: Due, key: str, when: datetime) -> None:
        """Due at ``when`` unless already scheduled."""
        self._due[kind].setdefault(key, when)

    def drop(self, kind: Due, key: str) -> None:
        """No longer due."""
        self._due[kind].pop(key, None)

    def is_due(self, kind: Due, key: str) -> bool:
        """True when scheduled."""
        return key in self._due[kind]

    def scheduled(self, kind: Due) -> list[tuple[str, datetime]]:
        """Everything of ``kind`` scheduled, earliest first."""
        return sorted(self._due[kind].items(), key=lambda item: item[1])

    def due_by(self, kind: Due, now: datetime) -> list[tuple[str, datetime]]:
        """What of ``kind`` is due at ``now``, earliest first (the room asks at every
        look, and nearly always nothing is: the rest is left unsorted)."""
        return sorted([item for item in self._due[kind].items() if item[1] <= now],
                      key=lambda item: item[1])

    def claim(self, kind: Due, key: str, when: datetime) -> bool:
        """Take a due item to run it now: False when it was moved or dropped meanwhile."""
        if self._due[kind].get(key) != when:
            return False
        del self._due[kind][key]
        return True

    def earliest(self) -> datetime | None:
        """The next due time of anything scheduled."""
        return min((min(book.values()) for book in self._due.values() if book), default=None)

    def tick_after_change(self, tournament: Tournament) -> None:
        """A command or bot changed a tournament: deal on as soon as the pace allows."""
        if tournament.state is not State.RUNNING:
            return
        for table_id in tournament.tables:
            self._changes.table(table_id)
        idle = any(not t.in_hand for t in tournament.tables.values())
        if tournament.tables and not idle:  # every table mid-hand: nothing to deal yet,
            self.heartbeat(tournament)  # the clock's own changes within HEARTBEAT
            return
        pause = self.hand_pause if idle and self._watched(tournament) else 0.0
        due = self._clock.now() + timedelta(seconds=pause)
        ticks = self._due[Due.TICK]
        tid = tournament.tournament_id
        ticks[tid] = min(ticks.get(tid, due), due)

    def heartbeat(self, tournament: Tournament) -> None:
        """A running tournament is ticked again within HEARTBEAT at the latest (its tick
        is nearly always due already: then the time is not even worked out)."""
        ticks = self._due[Due.TICK]
        if tournament.state is State.RUNNING and tournament.tournament_id not in ticks:
            ticks[tournament.tournament_id] = self._clock.now() + HEARTBEAT

    def after_table_change(self, tournament: Tournament | None, table: Table) -> None:
        """A table changed: a tournament deals on at its pace; a cash table between hands
        deals its next hand after the pause."""
        if tournament is not None:
            self.tick_after_change(tournament)
            return
        self._changes.table(table.table_id)
        if not table.in_hand:
            watched = self._watched_table(table)
            pause = self.hand_pause if watched and table.hand_no else 0.0
            if table.table_id in self._paced:
                pause = max(pause, PACED_SECONDS)
            lively = self._lively.get(table.table_id)
            if lively is not None and not watched and not self.is_due(Due.DEAL, table.table_id):
                pause = lively(table)
            self.unless_due(Due.DEAL, table.table_id,
                            self._clock.now() + timedelta(seconds=pause))

    def bot_delay(self, table: Table, sitting_out: bool) -> float:
        """How long the bot to act "thinks" (no wait for a sitting-out player's fold)."""
        if sitting_out:
            return 0.0
        if table.table_id in self._paced:
            return max(self.think_seconds, PACED_SECONDS)
        return self.think_seconds if self._watched_table(table) else 0.0

    def _watched(self, tournament: Tournament) -> bool:
        """A human plays or watches: pace it for human eyes."""
        return any(e.alive and not self._is_bot(p) for p, e in tournament.entrants.items()) \
            or any(self._audience.observers(t) for t in tournament.tables)

    def _watched_table(self, table: Table) -> bool:
        """A human sits at or watches this table: its bots act at a watchable pace (the
        other tables of a tournament play at full speed)."""
        return any(not self._is_bot(p) for p in table.seats.values()) or \
            bool(self._audience.observers(table.table_id))
