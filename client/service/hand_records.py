"""Hand records: each finished hand written to the journal (the house's full record, which
each human in it reads as their own view) and kept in each human's own history, fetched on
request.
"""

from __future__ import annotations

from client.engine import EngineError
from client.histories.own.record import TableInfo
from client.histories.own.tables import table_name
from client.practice.hand_review import chip_count
from client.protocol import messages as m
from client.protocol import views
from client.protocol.convert import json_text
from client.room.clock import Clock
from client.room.ring import RingTableSpec
from client.room.table import HandReport, Table
from client.room.table import TableEvent as RoomTableEvent
from client.room.tracked import TDict, TList, Tracked
from client.service.accounts import Accounts
from client.service.coach import Coach
from client.service.errors import ServiceError
from client.service.hand_review import HandReview
from client.service.history import HandHistoryBook, LoggedEvent, OwnHand
from client.service.journal import Journal
from client.service.outbox import Outbox
from client.service.tables import TableDirectory


class HandRecords(Tracked):
    """Owns the running hand logs (for the journal) and the players' own hand histories;
    answers ``FetchHandHistory``."""

    def __init__(self, clock: Clock, journal: Journal | None, accounts: Accounts,
                 tables: TableDirectory, outbox: Outbox, coach: Coach,
                 review: HandReview) -> None:
        self._review = review
        self._clock = clock
        self._coach = coach
        self._journal = journal
        self._accounts = accounts
        self._tables = tables
        self._outbox = outbox
        # Frozen entries: a step's snapshot records each running log as one list copy.
        self._logs: dict[str, list[LoggedEvent]] = TDict()
        self._ended: dict[str, list[LoggedEvent]] = TDict()  # the hand just over, per table
        self._book = HandHistoryBook()

    def log(self, event: RoomTableEvent) -> None:
        """One event of a table's running hand, its data kept as is: plain JSON data no
        one changes later (tests/room/tournament/test_event_data.py), so not copied."""
        log = self._logs.get(event.table_id)
        if log is None:  # (not `setdefault`: a spare list for every event)
            log = self._logs[event.table_id] = TList()
        log.append(LoggedEvent(event.to, event.kind, event.player, event.data))

    def logged(self, table_id: str) -> int:
        """How many events the table's running hand has logged (a turn's identity: it
        grows with every event, and a new hand starts again from none)."""
        return len(self._logs.get(table_id, ()))

    def hand_over(self, tournament_id: str | None, table: Table, hand_id: str) -> None:
        """The hand ended: the house's complete record to the journal, once, with the
        human players who may read their own view of it (made when read)."""
        log = self._ended[table.table_id] = self._logs.pop(table.table_id, TList())
        if self._journal is None:
            return
        players = {e.player for e in log if e.player}
        self._journal.hand(table.table_id, tournament_id, hand_id,
                           tuple(sorted(p for p in players if not self._accounts.is_bot(p))),
                           json_text(log, sort_keys=True))  # (each entry a struct's fields)

    def on_hand_report(self, report: HandReport) -> None:
        """A tournament table finished a hand (the director's hand listener)."""
        found = self._tables.lookup(report.table_id)
        if found is not None:
            tournament, table = found
            self.keep(tournament.tournament_id if tournament else None, table, report)

    def keep(self, tournament_id: str | None, table: Table, report: HandReport,
             info: TableInfo | None = None) -> None:
        """Record a finished hand (its events just logged) in the history of each human
        dealt into it; `info` names the table as the lobby does (a tournament table, or
        one without a lobby row, by its id)."""
        events = tuple(self._ended.pop(report.table_id, []))
        self._review.hand_played(tournament_id, report)
        humans = [p for p in report.players if not self._accounts.is_bot(p)]
        if not humans:
            return
        seats = tuple(views.seat_of(table, p) or 0 for p in report.players)
        own = OwnHand(
            hand_id=f"{report.table_id}-{report.hand_no}",
            table=info or TableInfo(table.table_id, table.table_id, table.size,
                                    tournament_id=tournament_id, game=report.config.game),
            tournament_id=tournament_id, played_at=self._clock.now(), report=report,
            events=events, names=tuple(self._accounts.name_of(p) for p in report.players),
            seats=seats if all(seats) else tuple(range(1, len(seats) + 1)))
        self._book.record(own, humans)
        money = own.table.amounts()
        self._coach.hand_over(report, humans, money.text if money.currency else chip_count)

    def own_hands(self, player_id: str) -> tuple[OwnHand, ...]:
        """The player's kept hands, oldest first."""
        return self._book.hands_of(player_id)

    def fetch_hand_history(self, player_id: str, command: m.FetchHandHistory) -> None:
        """``FetchHandHistory``: the player's last hands as PokerStars text and PHH."""
        try:
            self._outbox.send(player_id, self._book.fetch(player_id, command.table_id,
                                                          command.limit))
        except EngineError as exc:
            raise ServiceError(m.ErrorCode.INTERNAL,
                               f"a hand could not be exported: {exc}") from exc


def cash_table(spec: RingTableSpec, table: Table) -> TableInfo:
    """A cash table (or a pool's table) as its hand histories name it: the lobby's name,
    currency and stakes."""
    return TableInfo(table.table_id, table_name(spec.name), table.size, spec.currency.value,
                     spec.stakes, game=spec.game)
