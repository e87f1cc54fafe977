"""The results graphs as the session runs them: the window (made on first use), the
tournament and currency of every table seen that group the player's hands, and a clicked
hand shown through the hand histories.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from client.ui.histories.history_desk import HistoryDesk
from client.ui.lobby.lobby import LobbyWidget
from client.ui.regular.graph_data import group_graphs, hand_results
from client.ui.regular.graphs import ResultsWindow


class GraphsDesk:
    """Owns the results window and what groups the hands in it."""

    def __init__(self, parent: QWidget, lobby: LobbyWidget, histories: HistoryDesk) -> None:
        self._parent = parent
        self._lobby = lobby
        self._histories = histories
        self.window: ResultsWindow | None = None
        #: The tournament and the currency of every table seen (for the results graphs).
        self.tournament_of: dict[str, str] = {}
        self.currency_of: dict[str, str] = {}

    def show(self) -> ResultsWindow:
        """Open (or refresh) the results graphs of the player's own hands."""
        if self.window is None:
            self.window = ResultsWindow(self._parent)
            self.window.replayRequested.connect(self._histories.show_hand)
        names = {tid: row.name for tid in set(self.tournament_of.values())
                 if (row := self._lobby.tournament_row(tid)) is not None}
        self.window.set_graphs(group_graphs(hand_results(self._histories.history.hands),
                                            self.tournament_of, self.currency_of, names))
        self.window.show()
        self.window.raise_()
        return self.window

    def refresh(self) -> None:
        """A hand finished: redraw the graphs if they are open."""
        if self.window is not None and self.window.isVisible():
            self.show()
