"""Testers' debug panel (issue 7): the live event log and the room state, in a dock.

Shown only when "Show tester tools" is on. The log keeps every event the adapter delivered
(newest last, bounded so a long session stays light), can be filtered by any text and
copied to the clipboard as the lines shown; the room state is the room's own snapshot,
fetched on demand with the Refresh button.
"""

from __future__ import annotations

import json
from collections import deque
from datetime import UTC, datetime
from typing import Any

import msgspec
from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QFontDatabase, QGuiApplication
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QPlainTextEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import Event, TableEvent, TournamentEvent, encode, type_of
from client.ui.app.tester_tab import TesterTournamentTab

#: Events kept in the log; older ones are dropped first.
LOG_LIMIT = 5000
_Index = QModelIndex | QPersistentModelIndex


def event_line(event: Event, when: datetime) -> str:
    """One log line: the local arrival time, the event's type (and kind, for table and
    tournament events) to scan by eye, then the event exactly as on the wire."""
    summary = type_of(event)
    if isinstance(event, TableEvent | TournamentEvent):
        summary += f"/{event.kind}"
    stamp = when.astimezone().strftime("%H:%M:%S.%f")[:-3]
    return f"{stamp}  {summary:<24} {encode(event).decode()}"


class EventLogModel(QAbstractListModel):
    """The delivered events as text lines, oldest first: at least the last `limit`, at most
    a tenth more."""

    def __init__(self, limit: int = LOG_LIMIT, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._lines: deque[str] = deque()
        self._limit = limit

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt default)
        """Qt: number of lines (a flat list)."""
        return 0 if parent.isValid() else len(self._lines)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Qt: the line text for display and tooltips."""
        if not index.isValid() or role not in (Qt.ItemDataRole.DisplayRole,
                                               Qt.ItemDataRole.ToolTipRole):
            return None
        return self._lines[index.row()]

    def append(self, line: str) -> None:
        """Add a line at the end. Past the limit the oldest tenth goes in one removal, so
        views and filters above re-map rows once per batch, not once per event."""
        if len(self._lines) >= self._limit + self._limit // 10:
            drop = len(self._lines) - self._limit + 1
            self.beginRemoveRows(QModelIndex(), 0, drop - 1)
            for _ in range(drop):
                self._lines.popleft()
            self.endRemoveRows()
        row = len(self._lines)
        self.beginInsertRows(QModelIndex(), row, row)
        self._lines.append(line)
        self.endInsertRows()

    def clear(self) -> None:
        """Forget every line."""
        self.beginResetModel()
        self._lines.clear()
        self.endResetModel()


def state_text(state: Event) -> str:
    """The room state snapshot as indented JSON (the same data a tester would attach),
    tables with someone seated listed before empty ones."""
    data = msgspec.to_builtins(state)
    tables = data.get("tables")
    if isinstance(tables, (list, tuple)):
        data["tables"] = sorted(tables, key=lambda t: not (isinstance(t, dict)
                                                           and t.get("seats")))
    return json.dumps(data, indent=2, sort_keys=True, default=str)


class DebugPanel(QDockWidget):
    """Dock with three tabs: Event log (filter, copy, clear), Room state (refresh, and
    the offline room's Pause and Step: one due step, a bot's action, a deal, a time-out)
    and Tournament (`TesterTournamentTab`: fast-forward, clock, level, break, a seat's
    link)."""

    refreshRequested = Signal()
    pauseToggled = Signal(bool)
    stepRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(QCoreApplication.translate("DebugPanel", "Tester tools"), parent)
        self.setObjectName("debug_panel")
        self.model = EventLogModel(parent=self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.filter = QLineEdit()
        self.filter.setPlaceholderText("Filter events (any text, e.g. table_event or As)")
        self.filter.setClearButtonEnabled(True)
        self.filter.setAccessibleName("Event filter")
        self.filter.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QListView()
        self.view.setModel(self.proxy)
        self.view.setFont(mono)
        self.view.setUniformItemSizes(True)
        self.view.setSelectionMode(QListView.SelectionMode.ExtendedSelection)
        self.count = QLabel("")
        self.copy_button = QPushButton("&Copy shown")
        self.copy_button.setToolTip("Copy the selected lines, or every line shown if none is "
                                    "selected")
        self.clear_button = QPushButton("C&lear")
        self.copy_button.clicked.connect(self.copy)
        self.clear_button.clicked.connect(self.model.clear)
        self._tail = QTimer(self)  # one scroll and count per burst of events, not per event
        self._tail.setSingleShot(True)
        self._tail.setInterval(50)
        self._tail.timeout.connect(self._follow_tail)
        self._following = True
        self.proxy.rowsInserted.connect(self._after_insert)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        log = QWidget()
        log_layout = QVBoxLayout(log)
        log_layout.addWidget(self.filter)
        log_layout.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.count, 1)
        buttons.addWidget(self.copy_button)
        buttons.addWidget(self.clear_button)
        log_layout.addLayout(buttons)
        self.state = QPlainTextEdit()
        self.state.setReadOnly(True)
        self.state.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.state.setFont(mono)
        self.state.setPlaceholderText("Press Refresh to fetch the room state.")
        self.state_time = QLabel("")
        self.refresh_button = QPushButton("&Refresh")
        self.refresh_button.clicked.connect(self.refreshRequested)
        room = QWidget()
        room_layout = QVBoxLayout(room)
        top = QHBoxLayout()
        top.addWidget(self.state_time, 1)
        top.addWidget(self.refresh_button)
        room_layout.addLayout(top)
        room_layout.addWidget(self.state, 1)
        self.pause_button = QPushButton("&Pause room")
        self.pause_button.setCheckable(True)
        self.pause_button.setToolTip("Offline practice: stop bots, deals and clocks")
        self.pause_button.toggled.connect(self.pauseToggled)
        self.step_button = QPushButton("S&tep")
        self.step_button.setToolTip("While paused: the room's next step only")
        self.step_button.setEnabled(False)
        self.pause_button.toggled.connect(self.step_button.setEnabled)
        self.step_button.clicked.connect(self.stepRequested)
        control = QHBoxLayout()
        control.addWidget(self.pause_button)
        control.addWidget(self.step_button)
        room_layout.addLayout(control)
        self.tester = TesterTournamentTab()
        self.tabs = QTabWidget()
        self.tabs.addTab(log, self.tr("Event log"))
        self.tabs.addTab(room, self.tr("Room state"))
        self.tabs.addTab(self.tester, self.tr("Tournament"))
        self.setWidget(self.tabs)
        self.setMinimumWidth(300)
        self._update_count()

    def log_event(self, event: Event, when: datetime | None = None) -> None:
        """Append one delivered event to the log."""
        self.model.append(event_line(event, when or datetime.now(UTC)))

    def shown_lines(self) -> list[str]:
        """The lines the filter lets through, oldest first."""
        return [str(self.proxy.index(row, 0).data()) for row in range(self.proxy.rowCount())]

    def copy(self) -> str:
        """Copy the selected lines (or all shown) to the clipboard; returns the text."""
        rows = sorted(i.row() for i in self.view.selectionModel().selectedIndexes())
        lines = ([str(self.proxy.index(r, 0).data()) for r in rows] if rows
                 else self.shown_lines())
        text = "\n".join(lines)
        QGuiApplication.clipboard().setText(text)
        return text

    def show_state(self, state: Event) -> None:
        """Show a room state snapshot."""
        self.state.setPlainText(state_text(state))
        self.state_time.setText("Fetched " + datetime.now().strftime("%H:%M:%S"))

    def _after_insert(self) -> None:
        if not self._tail.isActive():
            bar = self.view.verticalScrollBar()
            # Follow the tail unless the tester scrolled up to read.
            self._following = bar.value() >= bar.maximum() - 2
            self._tail.start()

    def _follow_tail(self) -> None:
        self._update_count()
        if self._following:
            self.view.scrollToBottom()

    def _update_count(self) -> None:
        self.count.setText(f"{self.proxy.rowCount()} of {self.model.rowCount()} events")
