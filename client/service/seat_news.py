"""Seat news: what the humans at a tournament's tables see when the director seats, moves
or busts them, a break begins or ends, a rebuy window closes, or their link goes up or down
(the tournaments' life cycle is `tournaments.Tournaments`').
"""

from __future__ import annotations

from client.protocol import table_bodies as tb
from client.protocol import views
from client.room.tournament import events as tev
from client.room.tournament.director import Tournament
from client.room.tracked import TDict, Tracked
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.outbox import Audience
from client.service.tables import TableDirectory


class SeatNews(Tracked):
    """Owns where each running tournament's players last sat (a human who busts watches on
    there); tells the tables' audience and marks the views to send again."""

    def __init__(self, accounts: Accounts, tables: TableDirectory, audience: Audience,
                 changes: Changes) -> None:
        self._accounts = accounts
        self._tables = tables
        self._audience = audience
        self._changes = changes
        self._seated_at: dict[str, dict[str, str]] = TDict()  # tournament -> player -> table

    def seated(self, tournament_id: str, player: str, table_id: str) -> None:
        """The player sits at the table: its view to them."""
        self._seated_at.setdefault(tournament_id, TDict())[player] = table_id
        self._changes.snapshot(player, table_id)

    def moved(self, tournament: Tournament, event: tev.PlayerMoved) -> None:
        """The player changed tables: the new table's view to them, and the dealers of both
        tables say who left for another table and who came."""
        self.seated(tournament.tournament_id, event.player, event.to_table)
        name = self._accounts.name_of(event.player)
        to_table = tournament.tables.get(event.to_table)
        stack = to_table.stacks.get(event.player, 0) if to_table is not None else 0
        for table_id, seat, body in (
                (event.from_table, event.from_seat, tb.PlayerLeft(name=name)),
                (event.to_table, event.to_seat, tb.PlayerJoined(name=name, stack=stack))):
            table = tournament.tables.get(table_id)
            if table is not None:
                self._audience.tell_table(table, views.seat_news(table_id, seat,
                                                                 event.player, body))

    def busted(self, tournament_id: str, player: str) -> None:
        """A human who is out watches their last table: the hand that busted them ends on
        their screen and the table goes on as an observer's view (closed with the
        tournament or when the table breaks)."""
        table_id = self._seated_at.get(tournament_id, {}).pop(player, None)
        if table_id is None or self._accounts.is_bot(player) or \
                self._tables.lookup(table_id) is None:
            return
        self._audience.observe(player, table_id)
        self._changes.snapshot(player, table_id)

    def break_changed(self, tournament: Tournament) -> None:
        """A break began or ended: every human at the tables sees the next break again."""
        for table_id, table in tournament.tables.items():
            for player in table.seats.values():
                if not self._accounts.is_bot(player):
                    self._changes.snapshot(player, table_id)

    def window_closed(self, tournament: Tournament, player: str) -> None:
        """The rebuy countdown goes from the player's table (they play on, or are out)."""
        entrant = tournament.entrants.get(player)
        if entrant is not None and entrant.table_id is not None:
            self._changes.snapshot(player, entrant.table_id)

    def connection(self, tournament: Tournament, player_id: str, connected: bool) -> None:
        """An entrant's link went up or down: DET applies; the table is told; on return
        their table view again."""
        entrant = tournament.entrants[player_id]
        tournament.set_connected(player_id, connected)
        table = tournament.tables.get(entrant.table_id or "")
        if entrant.alive and table is not None:
            self._audience.tell_table(table, views.seat_news(
                table.table_id, views.seat_of(table, player_id), player_id,
                tb.Connection(name=self._accounts.name_of(player_id), connected=connected)))
        if connected and entrant.alive and entrant.table_id is not None:
            self._changes.restore_view(player_id, entrant.table_id)
            self._changes.deal(tournament.tournament_id)

    def ended(self, tournament_id: str) -> None:
        """The tournament (or a flight's day) is over: nobody sits there now."""
        self._seated_at.pop(tournament_id, None)
