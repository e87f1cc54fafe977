"""The player's own hand histories: recorded from the events this player saw, viewable and
exportable as text; and hand history files opened in the same window (PHH, PHHS,
PokerStars text: Open, drag and drop, or paste), one tab per file.

Only hands the player was dealt into are listed (their own hands), and only what the room
showed this player is in them, so an export never contains another player's hidden cards:
a hand seen live is a `client.histories.own` record, written as the readable log, PokerStars text
or PHH from that one record (and saved to the day's file by `HandHistory.logs`, every hand
played or watched); hands not seen here come from the room's `HandHistories` texts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QSize, Qt, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QKeySequence,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.histories.own.readable import readable_text
from client.histories.own.record import HandLog
from client.histories.own.tables import HandLogs
from client.histories.phh.write import phh_text
from client.histories.pokerstars.read.parse import number_of, table_of
from client.histories.pokerstars.write import pokerstars_text
from client.protocol.messages import HandHistoryRow, TableEvent
from client.protocol.table_bodies import (
    DealBoard,
    DealHole,
    DealUp,
    HandEnded,
    Muck,
    PlayerAction,
    Post,
    PotAwarded,
    Raked,
    Showdown,
    Street,
    UncalledReturned,
)
from client.ui.histories.history_file_view import HistoryFileView
from client.ui.histories.history_files import HistoryLoader, pasted_history
from client.ui.mnemonics import no_mnemonic
from client.ui.record_model import Field, RecordModel
from client.ui.table.window_fit import resize_within_screen

MAX_HANDS = 500
#: The hand's text beside the list gets room for lines of this many characters.
TEXT_COLUMNS = 64
#: The window around the list and the text: margins, the tab's frame, the splitter handle.
CHROME_WIDTH = 60
#: Export formats: name (marked for translation, shown translated) and key.
FORMATS = ((str(QT_TRANSLATE_NOOP("HandHistoryViewer", "Readable log")), "log"),
           ("PokerStars", "pokerstars"), ("PHH", "phh"))
OPEN_FILTER = str(QT_TRANSLATE_NOOP("HandHistoryViewer",
                                    "Hand histories (*.txt *.xml *.phh *.phhs);;All files (*)"))


@dataclass
class HandRecord:
    """One hand as this player saw it."""

    hand_id: str
    table_id: str
    started: datetime
    names: dict[int, str] = field(default_factory=dict)
    lines: list[str] = field(default_factory=list)
    hero_cards: tuple[str, ...] = ()
    result: str = ""
    events: list[TableEvent] = field(default_factory=list)
    hero_seat: int | None = None
    max_seats: int = 9
    log: HandLog | None = None  # the hand as this player saw it (hands seen live)
    room_texts: tuple[str, str] | None = None  # the room's PokerStars and PHH (not seen live)
    game: str = ""

    @property
    def table_name(self) -> str:
        """The table's name as the lobby shows it (its id when the name is not known)."""
        if self.log is not None and self.log.table.name:
            return self.log.table.name
        named = table_of(self.room_texts[0]) if self.room_texts is not None else ""
        return named or self.table_id

    @property
    def number(self) -> str:
        """The hand's number as its saved history and the dealer give it (the room's id
        only when there is no history text to go by)."""
        if self.log is not None:
            return str(self.log.number)
        numbered = number_of(self.room_texts[0]) if self.room_texts is not None else ""
        return numbered or self.hand_id

    @property
    def can_replay(self) -> bool:
        """Whether the events seen live are here to replay step by step."""
        return bool(self.events)

    def formatted(self, fmt: str) -> str:
        """The hand as "log", "pokerstars" or "phh" text: written from what this player saw
        (`log`), or the room's texts for a hand not seen live."""
        if self.log is not None:
            if fmt == "pokerstars":
                return pokerstars_text(self.log)
            if fmt == "phh":
                return phh_text(self.log)
            return self.text()
        if self.room_texts is not None:
            stars, phh = self.room_texts
            return phh if fmt == "phh" else stars
        return self.text()

    def text(self) -> str:
        """The hand as readable text (header, then one line per step or event)."""
        if self.log is not None:
            return readable_text(self.log)
        header = (f"Hand #{self.hand_id} · table {self.table_id} · "
                  f"{self.started.astimezone():%Y-%m-%d %H:%M:%S}")
        return "\n".join([header, *self.lines, ""])


def describe(event: TableEvent, names: dict[int, str]) -> str | None:
    """One line for an event, or None for events that say nothing to a reader."""
    who = names.get(event.seat, f"Seat {event.seat}") if event.seat is not None else ""
    match event.body:
        case Post(kind=kind, amount=amount):
            return f"{who} posts {kind.replace('_', ' ')} {amount}"
        case DealHole(cards=cards):
            return f"Dealt to {who} [{' '.join(cards)}]"
        case DealUp(cards=cards):
            return f"{who} shows up-card [{' '.join(cards)}]"
        case Street(street=street):
            return f"*** {street.upper()} ***"
        case DealBoard(cards=cards):
            return f"Board [{' '.join(cards)}]"
        case PlayerAction(kind=action, amount=amount, all_in=all_in):
            tail = " and is all-in" if all_in else ""
            if action in {"fold", "check"}:
                return f"{who}: {action}s"
            if action == "bet":
                return f"{who}: bets {amount}{tail}"
            if action in {"raise", "complete"}:
                return f"{who}: {action}s to {amount}{tail}"
            return f"{who}: {action}s {amount}{tail}"
        case UncalledReturned(amount=amount):
            return f"Uncalled bet ({amount}) returned to {who}"
        case Showdown(cards=cards):
            return f"{who}: shows [{' '.join(cards)}]"
        case Muck():
            return f"{who}: mucks hand"
        case PotAwarded(pot=pot, amount=amount):
            name = "main pot" if not pot else f"side pot {pot}"
            return f"{who} collected {amount} from {name}"
        case HandEnded():
            return "*** HAND OVER ***"
    return None


def dealt_cards(pokerstars: str) -> tuple[str, ...]:
    """The hero's cards from a PokerStars hand ("Dealt to Name [As Kd]"), last deal wins."""
    cards: tuple[str, ...] = ()
    for line in pokerstars.splitlines():
        if line.startswith("Dealt to ") and "[" in line:
            inside = line[line.index("[") + 1:line.rindex("]")] if "]" in line else ""
            cards = tuple(inside.replace("[", " ").replace("]", " ").split())
    return cards


class HandHistory:
    """Records hands per table from the events the player received."""

    def __init__(self, logs: HandLogs | None = None) -> None:
        self.hands: list[HandRecord] = []
        self._open: dict[str, HandRecord] = {}
        self.logs = logs if logs is not None else HandLogs()

    def record(self, event: TableEvent, names: dict[int, str], hero_seat: int | None,
               now: datetime, max_seats: int = 9) -> HandRecord | None:
        """Add an event to its hand; returns the hand when it just ended."""
        if event.hand_id is None:
            return None
        if isinstance(event.body, Raked):  # comes after HandEnded: the hand is closed
            self._raked(event.table_id, event.hand_id, event.body)
            return None
        log = self.logs.add(event, names, hero_seat, now)
        hand = self._open.get(event.table_id)
        if hand is None or hand.hand_id != event.hand_id:
            hand = HandRecord(event.hand_id, event.table_id, now, dict(names),
                              hero_seat=hero_seat, max_seats=max_seats)
            self._open[event.table_id] = hand
        hand.names.update(names)
        hand.events.append(event)
        line = describe(event, hand.names)
        if line is not None:
            hand.lines.append(line)
        if isinstance(event.body, DealHole | DealUp) and event.seat == hero_seat:
            # Every card dealt to the player, in order: stud's up cards and its seventh
            # street too, as the PokerStars text's last "Dealt to" line lists them.
            hand.hero_cards = (*hand.hero_cards, *event.body.cards)
        if isinstance(event.body, PotAwarded) and event.seat is not None:
            hand.result = f"{hand.names.get(event.seat, event.seat)} won"
        if not isinstance(event.body, HandEnded):
            return None
        del self._open[event.table_id]
        if not hand.hero_cards or hand.hero_seat is None:  # not dealt in: not the player's
            return None
        hand.log = log
        if log is not None:
            hand.game = log.game
        self.hands.append(hand)
        del self.hands[:-MAX_HANDS]
        return hand

    def _raked(self, table_id: str, hand_id: str, body: Raked) -> None:
        """The rake the room took from the player's hand just closed, as PokerStars' summary
        says it (the saved hand log applies the site's rake table itself)."""
        for hand in reversed(self.hands):
            if hand.hand_id == hand_id and hand.table_id == table_id:
                hand.lines.append(f"Total pot {sum(body.collected) + body.rake} | "
                                  f"Rake {body.rake}")
                return

    def apply_room(self, rows: tuple[HandHistoryRow, ...]) -> None:
        """Take the room's exports of the player's hands not seen here (oldest first); a
        hand seen live keeps the texts written from what this player saw."""
        by_id = {h.hand_id: h for h in self.hands}
        for row in rows:
            known = by_id.get(row.hand_id)
            if known is not None:
                known.game = known.game or row.game
                continue
            record = HandRecord(row.hand_id, row.table_id, row.played_at,
                                room_texts=(row.pokerstars, row.phh),
                                game=row.game, hero_cards=dealt_cards(row.pokerstars))
            by_id[row.hand_id] = record
            self.hands.append(record)
        self.hands.sort(key=lambda h: h.started)
        del self.hands[:-MAX_HANDS]

    def export(self, path: Path, fmt: str = "log") -> int:
        """Write every hand in a format ("log", "pokerstars", "phh") to a UTF-8 file;
        returns how many hands were written."""
        separator = "\n\n\n" if fmt == "pokerstars" else "\n"
        path.write_text(separator.join(h.formatted(fmt) for h in self.hands),
                        encoding="utf-8")
        return len(self.hands)


HAND_FIELDS: tuple[Field[HandRecord], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Time")),
          lambda h: f"{h.started.astimezone():%H:%M:%S}", lambda h: h.started),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Hand")), lambda h: h.number),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Table")), lambda h: h.table_name),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Game")), lambda h: h.game),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Cards")), lambda h: " ".join(h.hero_cards)),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Result")), lambda h: h.result),
)


class HandHistoryViewer(QWidget):
    """A list of the player's hands, the selected hand's text, Replay and Export; and a tab
    per opened hand history file (Open…, a file dropped on the window, Paste)."""

    replayRequested = Signal(object)  # HandRecord
    refreshRequested = Signal()

    def __init__(self, history: HandHistory, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Hand history"))
        self.history = history
        self.model: RecordModel[HandRecord] = RecordModel(HAND_FIELDS, self)
        self.list = QTableView()
        self.list.setModel(self.model)
        self.list.verticalHeader().hide()
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.list.horizontalHeader().setStretchLastSection(False)  # the list is as wide as needed
        self.list.setWordWrap(False)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        mono = QFont("DejaVu Sans Mono")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.text.setFont(mono)
        self.text.setPlaceholderText(self.tr(
            "No hands of yours yet: each hand you are dealt in at a table is listed here. "
            "To replay another site's hands, open, paste or drop its hand history file."))
        self.format = QComboBox()
        for label, key in FORMATS:
            self.format.addItem(self.tr(label), key)
        self.format.setAccessibleName(self.tr("Hand history format"))
        self.export_button = QPushButton(self.tr("&Export all…"))
        self.refresh_button = QPushButton(self.tr("&Refresh"))
        self.replay_button = QPushButton(self.tr("Re&play…"))
        self.splitter = splitter = QSplitter()
        splitter.addWidget(self.list)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(0, 0)  # the list keeps the width its columns need
        splitter.setStretchFactor(1, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(QLabel(self.tr("Format:")))
        buttons.addWidget(self.format)
        buttons.addStretch(1)
        buttons.addWidget(self.refresh_button)
        buttons.addWidget(self.replay_button)
        buttons.addWidget(self.export_button)
        own = QWidget()
        own_layout = QVBoxLayout(own)
        own_layout.addWidget(splitter, 1)
        own_layout.addLayout(buttons)
        layout = QVBoxLayout(self)
        self._add_file_controls(layout, own)
        self.list.clicked.connect(self._show)
        self.refresh_button.clicked.connect(self.refreshRequested)
        self.refresh_button.setToolTip(self.tr("Fetch your latest hands from the room"))
        self.replay_button.clicked.connect(self._replay)
        self.export_button.clicked.connect(self._ask_export)
        self.format.currentIndexChanged.connect(lambda _i: self._show(self.list.currentIndex()))
        self.refresh()
        resize_within_screen(self, QSize(self._list_width() + self._text_width() + CHROME_WIDTH,
                                         560))

    def refresh(self) -> None:
        """Reload the list from the history (newest first) and show the newest hand."""
        self.model.set_records(reversed(self.history.hands))
        has_hands = self.model.rowCount() > 0
        self.replay_button.setEnabled(has_hands)
        self.export_button.setEnabled(has_hands)
        if has_hands:
            self.list.selectRow(0)
            self._show(self.model.index(0, 0))
        self._fit_list()

    def _list_width(self) -> int:
        """The list's width with every column whole (seen: Cards and Result cut at 900 px)."""
        header = self.list.horizontalHeader()
        columns = sum(max(header.sectionSizeHint(c), self.list.sizeHintForColumn(c))
                      for c in range(self.model.columnCount()))
        return columns + 2 * self.list.frameWidth() + \
            self.list.verticalScrollBar().sizeHint().width()

    def _text_width(self) -> int:
        """Room for a line of the hand's text."""
        return self.text.fontMetrics().horizontalAdvance("x" * TEXT_COLUMNS)

    def _fit_list(self) -> None:
        """The list as wide as its columns need, the hand's text the rest; an open window
        grows (within its screen) rather than squeeze the text when the list needs more
        (it opens before the room's hands come)."""
        total = sum(self.splitter.sizes())
        if not total:
            return  # not laid out yet: the window is sized when shown
        need = self._list_width()
        self.splitter.setSizes([need, max(0, total - need)])
        short = need + self._text_width() - total
        if short > 0 and self.isVisible():
            resize_within_screen(self, QSize(self.width() + short, self.height()))

    def _show(self, index: QModelIndex) -> None:
        if index.isValid():
            fmt = str(self.format.currentData())
            record = self.model.record(index.row())
            self.text.setPlainText(record.formatted(fmt))
            self.replay_button.setEnabled(record.can_replay)
            self.replay_button.setToolTip("" if record.can_replay else self.tr(
                "Only hands played in this session can be replayed"))

    def _replay(self) -> None:
        index = self.list.currentIndex()
        if index.isValid() and self.model.record(index.row()).can_replay:
            self.replayRequested.emit(self.model.record(index.row()))

    def _ask_export(self) -> None:
        fmt = str(self.format.currentData())
        suggested = "hands.phh" if fmt == "phh" else "hands.txt"
        dialog = QFileDialog(self, self.tr("Export hand histories"), suggested)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.fileSelected.connect(lambda name: self.history.export(Path(name), fmt))
        dialog.open()

    def _add_file_controls(self, layout: QVBoxLayout, own: QWidget) -> None:
        """Open / Paste above the tabs: "Your hands" first, then one tab per opened file."""
        self.tabs = QTabWidget()
        self.tabs.setTabsClosable(True)
        self.tabs.addTab(own, self.tr("Your hands"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        self.open_button = QPushButton(self.tr("&Open file…"))
        self.open_button.setToolTip(self.tr(
            "Open a hand history file: PokerStars, GGPoker, Winamax, 888poker, partypoker, "
            "iPoker XML, PHH or PHHS"))
        self.paste_button = QPushButton(self.tr("Paste &hand"))
        self.paste_button.setShortcut(QKeySequence.StandardKey.Paste)
        self.paste_button.setToolTip(self.tr(
            "Replay hand history text from the clipboard (any site Open file reads)"))
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.paste_button)
        top.addWidget(QLabel(self.tr("or drop a hand history file here")), 1)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        self.setAcceptDrops(True)
        self.open_button.clicked.connect(self._ask_open)
        self.paste_button.clicked.connect(self.paste)

    def files(self) -> list[HistoryFileView]:
        """The opened files' tabs, in tab order."""
        return [w for i in range(self.tabs.count())
                if isinstance(w := self.tabs.widget(i), HistoryFileView)]

    def open_file(self, path: Path) -> HistoryFileView:
        """Open a hand history file in a new tab; it is read in the background."""
        return self._open(path.name, HistoryLoader(path=path), str(path))

    def open_text(self, text: str, label: str = "") -> HistoryFileView:
        """Open hand history text (a pasted PokerStars or PHH hand) in a new tab, named
        `label` ("Pasted hand" when none)."""
        return self._open(label or self.tr("Pasted hand"), HistoryLoader(text=text))

    def paste(self) -> HistoryFileView | None:
        """Open the clipboard's text as a hand history (None when the clipboard is empty)."""
        text = QApplication.clipboard().text()
        return self.open_text(pasted_history(text)) if text.strip() else None

    def _open(self, label: str, loader: HistoryLoader, tooltip: str = "") -> HistoryFileView:
        view = HistoryFileView(label, loader, self)
        index = self.tabs.addTab(view, no_mnemonic(label))
        self.tabs.setTabToolTip(index, tooltip or label)
        self.tabs.setCurrentIndex(index)
        view.start()
        return view

    def _close_tab(self, index: int) -> None:
        view = self.tabs.widget(index)
        if isinstance(view, HistoryFileView):
            view.stop()
            self.tabs.removeTab(index)
            view.deleteLater()

    def _ask_open(self) -> None:
        """Ask for files, starting in the folder this client saves the player's hands to
        (earlier sessions' hands are there; offline practice lists only this session's)."""
        saver = self.history.logs.saver
        start = str(saver.folder) if saver is not None and saver.folder.is_dir() else ""
        dialog = QFileDialog(self, self.tr("Open hand history"), start, self.tr(OPEN_FILTER))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.filesSelected.connect(lambda names: [self.open_file(Path(n)) for n in names])
        dialog.open()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept files (and dragged text) dropped on the window."""
        mime = event.mimeData()
        if any(url.isLocalFile() for url in mime.urls()) or mime.hasText():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Open each dropped file in its own tab (dropped text as a pasted hand)."""
        mime = event.mimeData()
        paths = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
        for path in paths:
            self.open_file(path)
        if not paths and mime.hasText():
            self.open_text(pasted_history(mime.text()), self.tr("Dropped hand"))
        event.acceptProposedAction()

    def showEvent(self, event: QShowEvent) -> None:
        """Laid out now: the list gets its columns' width."""
        super().showEvent(event)
        self._fit_list()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop any file still being read."""
        for view in self.files():
            view.stop()
        super().closeEvent(event)
