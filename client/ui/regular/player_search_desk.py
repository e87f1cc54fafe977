"""Find a player, as the session runs it: the directory of where players were last seen
(fed from table snapshots, tournament player lists and the room's location answers), the
search window, and the commands it sends (find by name, look in every live tournament).

The session owns one desk; the desk reaches the rest of the client only through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from client.protocol.messages import FindPlayer, ObserveTable, OpenTournament
from client.ui.regular.player_search import PlayerDirectory, PlayerSearch, look_targets

if TYPE_CHECKING:
    from client.ui.app.session import Session


class PlayerSearchDesk:
    """Owns the player directory and the Find a player window (made on first use)."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self.directory = PlayerDirectory()
        self.window: PlayerSearch | None = None

    def show(self) -> PlayerSearch:
        """Open Find a player (what the lobby has seen; see client.ui.regular.player_search)."""
        session = self._session
        if self.window is None:
            self.window = PlayerSearch(self.directory, parent=session.window)
            self.window.tableRequested.connect(self._go_to_table)
            self.window.tournamentRequested.connect(session.open_tournament)
            self.window.lookEverywhereRequested.connect(self._look_everywhere)
            search = self.window
            search.searchRequested.connect(
                lambda text: session.send_numbered(FindPlayer(name=text), search.room_refused))
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        self.window.query.setFocus()
        self.refresh()
        return self.window

    def _go_to_table(self, table_id: str) -> None:
        session = self._session
        if table_id in session.tables:
            session.layout.show_table(session.tables[table_id])
        else:
            session.send(ObserveTable(table_id=table_id))

    def _look_everywhere(self) -> None:
        lobby = self._session.window.lobby
        rows = [m.row_at(i) for m in (lobby.sngs, lobby.tourneys) for i in range(m.rowCount())]
        for tid in look_targets((r.tournament_id, r.status) for r in rows):
            self._session.send(OpenTournament(tournament_id=tid))

    def refresh(self) -> None:
        """Show what the directory now knows, titled by the lobby's and the tables' names
        (only while the window is open)."""
        search = self.window
        if search is None or not search.isVisible():
            return
        lobby = self._session.window.lobby
        search.titles.update({("table", lobby.rings.row_at(i).table_id):
                              lobby.rings.row_at(i).name for i in range(lobby.rings.rowCount())})
        search.titles.update({("tournament", m.row_at(i).tournament_id): m.row_at(i).name
                              for m in (lobby.sngs, lobby.tourneys)
                              for i in range(m.rowCount())})
        search.titles.update({("table", tid): w.tracker.title
                              for tid, w in self._session.tables.items() if w.tracker.title})
        search.refresh()
