"""The player's hand histories as the session runs them: the record of every hand seen
(saved to the day's file by its logs), the room's list of the player's hands, the history
window and the replay window.

The session owns one desk; `attach_viewer` lets the notes add their menu to the window's
hand list once it is made.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableView, QWidget

from client.adapters.local import LocalAdapter
from client.protocol.messages import (
    FetchHandHistory,
    HandHistories,
    LoadScenario,
    TableEvent,
)
from client.ui.app.banner import Banner
from client.ui.app.link import Link
from client.ui.bring_to_front import bring_to_front
from client.ui.histories.history import HandHistory, HandHistoryViewer, HandRecord
from client.ui.histories.replay_window import ReplayWindow
from client.ui.table.table_state import TableView

AttachViewer = Callable[[QTableView, Callable[[int], list[str]]], None]


class HistoryDesk:
    """Owns the hand history and its window (made on first use)."""

    def __init__(self, parent: QWidget, banner: Banner, link: Link,
                 attach_viewer: AttachViewer) -> None:
        self._parent = parent
        self._banner = banner
        self._link = link
        self._attach_viewer = attach_viewer
        self.history = HandHistory()
        self.viewer: HandHistoryViewer | None = None
        self._save_problem = ""  # the hand-history saving problem last shown

    def record(self, event: TableEvent, view: TableView) -> HandRecord | None:
        """Note a table event of a hand we see (`view`: its table as we last saw it); the
        hand's record once it finished (saved, and shown in the open window). A saving
        problem is said once, not at every hand."""
        names = {s.seat: s.name for s in view.seats}
        hero = next((s.seat for s in view.seats if s.is_hero), None)
        finished = self.history.record(event, names, hero, datetime.now(UTC), view.max_seats)
        problem = self.history.logs.save_error
        if problem and problem != self._save_problem:
            self._banner.show_message(problem, "warn")
        self._save_problem = problem
        if finished is not None and self.viewer is not None:
            self.viewer.refresh()
        return finished

    def apply_room(self, event: HandHistories) -> None:
        """The room's list of the player's hands."""
        self.history.apply_room(event.hands)
        if self.viewer is not None:
            self.viewer.refresh()

    def show(self) -> HandHistoryViewer:
        """Open the hand history viewer for the player's own hands."""
        if self.viewer is None:
            self.viewer = HandHistoryViewer(self.history, self._parent)
            self.viewer.replayRequested.connect(self.replay)
            self.viewer.refreshRequested.connect(self.fetch)
            self._attach_viewer(self.viewer.list, self._others_in_hand)
        self.viewer.refresh()
        bring_to_front(self.viewer)
        self.fetch()
        return self.viewer

    def show_hand(self, hand_id: str) -> None:
        """Replay a hand, or show its text if it was not seen live."""
        record = next((h for h in self.history.hands if h.hand_id == hand_id), None)
        if record is not None and record.can_replay:
            self.replay(record)
        elif record is not None:
            viewer = self.show()
            row = next(i for i in range(viewer.model.rowCount())
                       if viewer.model.record(i) is record)
            viewer.list.selectRow(row)
            viewer.list.clicked.emit(viewer.model.index(row, 0))

    def _others_in_hand(self, row: int) -> list[str]:
        """The other players' names in the hand on row `row` of the history list."""
        viewer = self.viewer
        if viewer is None:
            return []
        record = viewer.model.record(row)
        hero = record.names.get(record.hero_seat) if record.hero_seat is not None else None
        return [name for name in record.names.values() if name != hero]

    def fetch(self) -> None:
        """Ask the room for the player's own hands as the engine exports them."""
        if self._link.adapter is not None:
            self._link.send(FetchHandHistory(limit=200))

    def play_from_here(self, scenario: str) -> None:
        """A replayed spot as a practice table in the offline room."""
        self._link.send(LoadScenario(text=scenario))

    def replay(self, record: HandRecord) -> ReplayWindow:
        """Replay one of the player's hands step by step."""
        offline = isinstance(self._link.adapter, LocalAdapter)  # scenarios: practice only
        window = ReplayWindow(record, record.max_seats, self._parent,
                              play_from_here=self.play_from_here if offline else None)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window
