"""Find a player, as the session runs it: the directory of where players were last seen
(fed from table snapshots, tournament player lists and the room's location answers), the
search window, and the commands it sends (find by name, look in every live tournament).

The session owns one desk and hands it the parts it uses: the lobby, the link, the tables.
"""

from __future__ import annotations

from collections.abc import Callable

from client.protocol.messages import FindPlayer, ObserveTable, OpenTournament
from client.ui.app.link import Link
from client.ui.bring_to_front import bring_to_front
from client.ui.lobby.lobby import LobbyWidget
from client.ui.regular.player_search import PlayerDirectory, PlayerSearch, look_targets
from client.ui.table.table_desk import TableDesk


class PlayerSearchDesk:
    """Owns the player directory and the Find a player window (made on first use)."""

    def __init__(self, lobby: LobbyWidget, link: Link, tables: TableDesk,
                 open_tournament: Callable[[str], object]) -> None:
        self._lobby = lobby
        self._link = link
        self._tables = tables
        self._open_tournament = open_tournament
        self.directory = PlayerDirectory()
        self.window: PlayerSearch | None = None

    def show(self) -> PlayerSearch:
        """Open Find a player (what the lobby has seen; see client.ui.regular.player_search)."""
        if self.window is None:
            self.window = PlayerSearch(self.directory, parent=self._lobby.window())
            self.window.tableRequested.connect(self._go_to_table)
            self.window.tournamentRequested.connect(self._open_tournament)
            self.window.lookEverywhereRequested.connect(self._look_everywhere)
            search = self.window
            search.searchRequested.connect(
                lambda text: self._link.send_numbered(FindPlayer(name=text), search.room_refused))
        bring_to_front(self.window)
        self.window.activateWindow()
        self.window.query.setFocus()
        self.refresh()
        return self.window

    def _go_to_table(self, table_id: str) -> None:
        window = self._tables.windows.get(table_id)
        if window is not None:
            self._tables.layout.show_table(window)
        else:
            self._link.send(ObserveTable(table_id=table_id))

    def _look_everywhere(self) -> None:
        lobby = self._lobby
        rows = [m.row_at(i) for m in (lobby.sngs, lobby.tourneys) for i in range(m.rowCount())]
        for tid in look_targets((r.tournament_id, r.status) for r in rows):
            self._link.send(OpenTournament(tournament_id=tid))

    def refresh(self) -> None:
        """Show what the directory now knows, titled by the lobby's and the tables' names
        (only while the window is open)."""
        search = self.window
        if search is None or not search.isVisible():
            return
        lobby = self._lobby
        search.titles.update({("table", lobby.rings.row_at(i).table_id):
                              lobby.rings.row_at(i).name for i in range(lobby.rings.rowCount())})
        search.titles.update({("tournament", m.row_at(i).tournament_id): m.row_at(i).name
                              for m in (lobby.sngs, lobby.tourneys)
                              for i in range(m.rowCount())})
        search.titles.update({("table", tid): w.tracker.title
                              for tid, w in self._tables.windows.items() if w.tracker.title})
        search.refresh()
