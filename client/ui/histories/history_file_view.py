"""One opened hand history file (or pasted hand) in the hand history window: the list of
its hands filling in as the background reader delivers them, a progress bar with Cancel,
the selected hand's text, and Replay on the painted table."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from client.engine import EngineError
from client.ui.histories.history_files import (
    FORMAT_NAMES,
    FileHand,
    HandFileError,
    HistoryLoader,
    replay_source,
)
from client.ui.histories.replay_window import ReplayWindow
from client.ui.locale_format import count_text
from client.ui.record_model import AnyIndex, Field, RecordModel

FILE_HAND_FIELDS: tuple[Field[FileHand], ...] = (
    Field("#", lambda h: str(h.number), lambda h: h.number, align_right=True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Site")), lambda h: FORMAT_NAMES[h.fmt]),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Hand")), lambda h: h.hand_id),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Game")), lambda h: h.game),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Stakes")), lambda h: h.stakes),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Players")), lambda h: ", ".join(h.players)),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Replay")), lambda h: _why_not(h.problem, h.feature)),
)


def _why_not(problem: str, feature: str = "") -> str:
    """The list's note on a hand that is not replayed ("" for one that is; a hand using a
    feature of its site the site lacks says it is replayed as recorded)."""
    if not problem:
        return f"as recorded: {feature}" if feature else ""
    if problem.startswith(("breaks the rules", "unsupported")):
        return problem
    return f"unsupported: {problem}"


class FileHandModel(RecordModel[FileHand]):
    """The hands of a file, growing batch by batch while the file is read."""

    def add_records(self, records: Iterable[FileHand]) -> None:
        """Append hands at the end (the rows already shown, and the selection, stay)."""
        new = list(records)
        if not new:
            return
        first = self.rowCount()
        self.beginInsertRows(QModelIndex(), first, first + len(new) - 1)
        self._records.extend(new)
        self.endInsertRows()


class HandFilter(QSortFilterProxyModel):
    """The hands whose id or one of whose players contains the typed text (any case)."""

    def __init__(self, model: FileHandModel) -> None:
        super().__init__(model)
        self.setSourceModel(model)
        self._model = model
        self._needle = ""

    def set_text(self, text: str) -> None:
        """Show only the hands matching `text` (all of them for "")."""
        self._needle = text.strip().casefold()
        self.setFilterFixedString(self._needle)  # re-filters every row

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        """One look at the hand record per row (not one per cell)."""
        if not self._needle:
            return True
        hand = self._model.record(source_row)
        return self._needle in hand.hand_id or any(self._needle in p.casefold()
                                                   for p in hand.players)


class HistoryFileView(QWidget):
    """The hands of one file: list, text, Replay; progress and Cancel while reading."""

    loaded = Signal()  # the reader stopped: end of file, Cancel or an unreadable file

    def __init__(self, label: str, loader: HistoryLoader,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.loader = loader
        loader.setParent(self)
        self.replays: list[ReplayWindow] = []
        #: Offline practice: a replay's "Play from here" gets the spot's scenario (a bug
        #: report's hands; None: no such button).
        self.play_from_here: Callable[[str], None] | None = None
        self.model = FileHandModel(FILE_HAND_FIELDS, self)
        self.shown = HandFilter(self.model)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Find a player or a hand number"))
        self.search.setAccessibleName(self.tr("Find hands"))
        self.search.setClearButtonEnabled(True)
        self.list = QTableView()
        self.list.setModel(self.shown)
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.horizontalHeader().setStretchLastSection(True)
        self.list.setWordWrap(False)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.text.setFont(mono)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Hands read"))
        self.progress.setMinimumWidth(220)
        self.progress.setRange(0, 0)
        self.status = QLabel(self.tr("Reading %1…").replace("%1", label))
        self.cancel_button = QPushButton(self.tr("&Cancel"))
        self.replay_button = QPushButton(self.tr("Re&play…"))
        self.replay_button.setEnabled(False)
        hands = QWidget()
        hands_layout = QVBoxLayout(hands)
        hands_layout.setContentsMargins(0, 0, 0, 0)
        hands_layout.addWidget(self.search)
        hands_layout.addWidget(self.list, 1)
        splitter = QSplitter()
        splitter.addWidget(hands)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.replay_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter, 1)
        layout.addLayout(bottom)
        loader.batch.connect(self._add)
        loader.progress.connect(self._progress)
        loader.failed.connect(self._failed)
        loader.finished.connect(self._finished)
        self.cancel_button.clicked.connect(loader.cancel)
        self.search.textChanged.connect(self.shown.set_text)
        self.list.selectionModel().currentRowChanged.connect(
            lambda current, _previous: self._show(current))
        self.list.doubleClicked.connect(lambda index: self.replay(index.row()))
        self.replay_button.clicked.connect(lambda: self.replay(self.list.currentIndex().row()))
        self._error = ""
        self.not_replayable = 0

    @property
    def loading(self) -> bool:
        """Whether the file is still being read."""
        return self.loader.running

    def start(self) -> None:
        """Start reading in the background (returns at once)."""
        self.loader.start()

    def stop(self) -> None:
        """Cancel the reading (closing the tab or the window)."""
        self.loader.cancel()

    def _add(self, hands: list[FileHand]) -> None:
        self.model.add_records(hands)
        self.not_replayable += sum(1 for h in hands if h.problem)
        if not self.list.currentIndex().isValid() and self.shown.rowCount():
            self.list.resizeColumnsToContents()  # once, on the first rows
            self.list.selectRow(0)

    def _progress(self, read: int, expected: int) -> None:
        self.progress.setRange(0, expected)
        self.progress.setValue(read)
        self.progress.setFormat(self.tr("%1 of %2 hands").replace("%1", count_text(read))
                                .replace("%2", count_text(expected)))
        self.status.setText(self.tr("Reading %1: %2 hands…").replace("%1", self.label)
                            .replace("%2", count_text(read)))

    def _failed(self, message: str) -> None:
        self._error = message

    def _finished(self) -> None:
        self.cancel_button.hide()
        self.progress.hide()
        count = self.model.rowCount()
        fmt = FORMAT_NAMES[self.loader.fmt] if self.loader.fmt is not None else ""
        if self._error:
            self.status.setText(self.tr("%1: %2").replace("%1", self.label)
                                .replace("%2", self._error))
        elif self.loader.cancelled:
            self.status.setText(self.tr("%1: stopped after %2 hands (cancelled)")
                                .replace("%1", self.label).replace("%2", count_text(count)))
        else:
            line = self.tr("%1: %2 %3 hand") if count == 1 else self.tr("%1: %2 %3 hands")
            line = line.replace("%3", fmt).replace("%2", count_text(count)).replace(
                "%1", self.label)
            if self.not_replayable:
                line = self.tr("%1, %2 not replayable").replace(
                    "%2", count_text(self.not_replayable)).replace("%1", line)
            self.status.setText(line)
        self.loaded.emit()

    def hand_at(self, row: int) -> FileHand | None:
        """The hand on a row of the list as shown (filtered), or None."""
        index = self.shown.index(row, 0)
        if not index.isValid():
            return None
        return self.model.record(self.shown.mapToSource(index).row())

    def _show(self, index: QModelIndex) -> None:
        hand = self.hand_at(index.row()) if index.isValid() else None
        if hand is None:
            return
        self.text.setPlainText(hand.text)
        self.replay_button.setEnabled(not hand.problem)
        self.replay_button.setToolTip(hand.problem)

    def replay(self, row: int) -> ReplayWindow | None:
        """Open the replay of the hand on a row of the list as shown; None (and the reason
        in the status line) when the hand cannot be replayed."""
        hand = self.hand_at(row)
        if hand is None:
            return None
        try:
            source = replay_source(hand)
        except (EngineError, HandFileError) as exc:
            self.status.setText(self.tr("Hand %1 cannot be replayed: %2").replace(
                "%1", hand.hand_id).replace("%2", str(exc)))
            return None
        window = ReplayWindow(source, parent=self.window(), play_from_here=self.play_from_here)
        self.replays.append(window)
        window.destroyed.connect(lambda _o=None, w=window: self._forget(w))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.show()
        return window

    def _forget(self, window: ReplayWindow) -> None:
        if window in self.replays:
            self.replays.remove(window)
