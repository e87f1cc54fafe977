"""The tournaments as the session runs them: the open tournament lobbies (kept fresh while
their lobby row changes), whether each tournament allows deals, and the deal offers shown
at the player's tables of that tournament.

The session owns one desk and hands it the tournament events; the desk sends through the
link and reaches the tables only through `tables_of`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from client.protocol.messages import (
    Addon,
    DealState,
    ForfeitDayTwo,
    ObserveTable,
    OpenTournament,
    Rebuy,
    Register,
    SatelliteSeat,
    TournamentInfo,
    TournamentPrizes,
    TournamentRow,
    TournamentStructure,
    TournamentTables,
    Unregister,
)
from client.ui.app.link import Link
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_lobby import TournamentLobby

#: Open tournament lobbies refresh at most this often while their row keeps changing.
REFRESH_MS = 300


class TournamentDesk(QObject):
    """Owns the tournament lobbies and what the client knows of each tournament's deals."""

    def __init__(self, parent: QWidget, link: Link,
                 tables_of: Callable[[str], list[TableWindow]]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._link = link
        self._tables_of = tables_of
        self.lobbies: dict[str, TournamentLobby] = {}
        #: Whether each tournament allows deals (from its TournamentInfo: real money only).
        self.deal_making: dict[str, bool] = {}
        self._deal_states: dict[str, DealState] = {}
        self._refresh_soon: set[str] = set()
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_MS)
        self._refresh_timer.timeout.connect(self._refresh_lobbies)

    def open(self, tournament_id: str) -> TournamentLobby:
        """Open (or raise) a tournament lobby and ask the room for its tabs (site rule 3)."""
        lobby = self.lobbies.get(tournament_id)
        if lobby is None:
            send = self._link.send
            lobby = TournamentLobby(tournament_id, self._parent)
            lobby.registerRequested.connect(
                lambda tid: self._link.send_guarded(Register(tournament_id=tid)))
            lobby.unregisterRequested.connect(
                lambda tid, as_ticket: send(Unregister(tournament_id=tid, as_ticket=as_ticket)))
            lobby.rebuyRequested.connect(lambda tid: send(Rebuy(tournament_id=tid)))
            lobby.addonRequested.connect(lambda tid: send(Addon(tournament_id=tid)))
            lobby.forfeitRequested.connect(lambda tid: send(ForfeitDayTwo(tournament_id=tid)))
            lobby.observeRequested.connect(
                lambda table_id: send(ObserveTable(table_id=table_id)))
            self.lobbies[tournament_id] = lobby
        lobby.show()
        lobby.raise_()
        self._link.send(OpenTournament(tournament_id=tournament_id))
        return lobby

    def close(self) -> None:
        """Close every tournament lobby (the adapter is going away)."""
        self._refresh_timer.stop()
        self._refresh_soon.clear()
        for lobby in self.lobbies.values():
            lobby.close()
        self.lobbies.clear()

    def rows_changed(self, rows: Iterable[TournamentRow]) -> None:
        """An open tournament lobby follows its lobby row's changes (asked again, coalesced)."""
        for row in rows:
            lobby = self.lobbies.get(row.tournament_id)
            if lobby is not None and lobby.isVisible():
                self._refresh_soon.add(row.tournament_id)
        if self._refresh_soon and not self._refresh_timer.isActive():
            self._refresh_timer.start()

    def _refresh_lobbies(self) -> None:
        """Ask once for every open tournament lobby whose row changed (coalesced)."""
        for tid in sorted(self._refresh_soon):
            self._link.send(OpenTournament(tournament_id=tid))
        self._refresh_soon.clear()

    def apply_satellite_seat(self, event: SatelliteSeat) -> None:
        """The player's seat in a tournament whose lobby is open was won in a satellite."""
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_satellite_seat(event)

    def refresh_open(self) -> None:
        """Ask again for every open tournament lobby (what the player may do changed)."""
        self._refresh_soon.update(tid for tid, lobby in self.lobbies.items()
                                  if lobby.isVisible())
        self._refresh_lobbies()

    def lobby(self, tournament_id: str) -> TournamentLobby | None:
        """The open lobby of a tournament, if any."""
        return self.lobbies.get(tournament_id)

    def apply_info(self, event: TournamentInfo) -> None:
        """Whether deals are allowed (a deal state waiting for it is shown now)."""
        known = event.tournament_id in self.deal_making
        self.deal_making[event.tournament_id] = event.deal_making
        pending = self._deal_states.get(event.tournament_id)
        if not known and pending is not None:
            self.apply_deal(pending)
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_info(event)

    def apply_tables(self, event: TournamentTables) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_tables(event)

    def apply_prizes(self, event: TournamentPrizes) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_prizes(event)

    def apply_structure(self, event: TournamentStructure) -> None:
        if (lobby := self.lobbies.get(event.tournament_id)) is not None:
            lobby.apply_structure(event)

    def apply_deal(self, event: DealState) -> None:
        """A deal's state: shown at our tables of the tournament once we know deals are
        allowed there (asked first when not yet known)."""
        tid = event.tournament_id
        self._deal_states[tid] = event
        allowed = self.deal_making.get(tid)
        if allowed is None:  # learn whether deals are allowed here before offering one
            self._link.send(OpenTournament(tournament_id=tid))
            return
        for table in self._tables_of(tid):
            table.apply_deal(event, allowed)

    def show_error(self, message: str) -> None:
        """A refusal, also said in every open tournament lobby."""
        for lobby in self.lobbies.values():
            if lobby.isVisible():
                lobby.reason.setText(message)
