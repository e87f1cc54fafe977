"""The lobby as the session runs it: the rows the room lists, the player's balances, and
the preview of the selected cash table.

The session owns one desk and hands it the lobby's events; the desk sends only through
the link.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from client.protocol.messages import (
    BalanceRow,
    Balances,
    LobbySnapshot,
    LobbyUpdate,
    OpenTournament,
    TablePreview,
)
from client.ui.app.link import Link
from client.ui.app.main_window import MainWindow
from client.ui.lobby.table_preview import PreviewController


class LobbyDesk:
    """Owns the balances and the table preview; feeds the main window's lobby."""

    def __init__(self, window: MainWindow, link: Link, parent: QObject) -> None:
        self._window = window
        self.lobby = window.lobby
        self._link = link
        #: The player's balances by currency, as the room last said.
        self.balances: dict[str, BalanceRow] = {}
        self.preview = PreviewController(self.lobby.details.preview,
                                         lambda c: link.send_numbered(c, self.preview.refused),
                                         lambda: link.player_id, self.ring_currency, parent)
        self.lobby.tableSelected.connect(self.preview.select)
        self.lobby.tournamentSelected.connect(
            lambda tid: link.send(OpenTournament(tournament_id=tid)))

    def apply_balances(self, event: Balances) -> None:
        self.balances.clear()
        self.balances.update((row.currency, row) for row in event.balances)
        self._window.set_balances(event.balances)

    def apply_snapshot(self, event: LobbySnapshot) -> None:
        self.lobby.apply_snapshot(event)

    def apply_update(self, event: LobbyUpdate) -> None:
        self.lobby.apply_update(event)
        for ring in event.rings:
            self.preview.table_changed(ring.table_id)

    def apply_preview(self, event: TablePreview) -> None:
        self.preview.apply_preview(event)

    def ring_currency(self, table_id: str) -> str:
        """The currency of a cash table the lobby lists ("" for any other)."""
        ring = self.lobby.rings.position_of(table_id)
        return self.lobby.rings.row_at(ring).currency if ring is not None else ""

    def tournament_currency(self, tournament_id: str) -> str:
        """The currency of a tournament the lobby lists (USD when it lists none)."""
        row = self.lobby.tournament_row(tournament_id)
        return row.currency if row is not None else "USD"
