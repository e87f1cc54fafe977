"""The tournament lobby window (site rule 3: opened by double-clicking in the lobby).

Tabs Info, Players, Tables, Prizes and Structure render the room's Tournament* events. The
Register / Unregister / Rebuy / Add-on buttons follow the room's `can_*` flags exactly and
show its reason when disabled; the window never decides eligibility itself.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import (
    LevelRow,
    PlayerRow,
    PrizeRow,
    TableRow,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentStructure,
    TournamentTables,
)
from client.ui.lobby_model import STATUS_TEXT, cents, money_text
from client.ui.record_model import Field, RecordModel, SourceSortProxy
from client.ui.timefmt import clock_text
from client.ui.tournament_clock import lobby_break_text

PLAYER_FIELDS: tuple[Field[PlayerRow], ...] = (
    Field("Rank", lambda p: str(p.place or p.rank or ""),
          lambda p: p.place or p.rank or 10**6, True),
    Field("Player", lambda p: p.name, lambda p: p.name.lower()),
    Field("Stack", lambda p: f"{p.stack:,}" if p.stack else "—", lambda p: p.stack, True),
    Field("Bounty", lambda p: f"{p.bounty:,.2f}" if p.bounty else "", lambda p: cents(p.bounty),
          True),
    Field("Prize", lambda p: f"{p.prize:,.2f}" if p.prize else "", lambda p: cents(p.prize),
          True),
)
TABLE_FIELDS: tuple[Field[TableRow], ...] = (
    Field("Table", lambda t: t.table_id),
    Field("Players", lambda t: str(t.players), lambda t: t.players, True),
    Field("Largest", lambda t: f"{t.largest_stack:,}", lambda t: t.largest_stack, True),
    Field("Smallest", lambda t: f"{t.smallest_stack:,}", lambda t: t.smallest_stack, True),
)
LEVEL_FIELDS: tuple[Field[LevelRow], ...] = (
    Field("Level", lambda lv: "Break" if lv.is_break else str(lv.level), lambda lv: lv.level),
    Field("Blinds", lambda lv: "" if lv.is_break else f"{lv.small_blind:,}/{lv.big_blind:,}",
          lambda lv: lv.big_blind, True),
    Field("Ante", lambda lv: f"{lv.ante:,}" if lv.ante else "", lambda lv: lv.ante, True),
    Field("Minutes", lambda lv: str(lv.minutes), lambda lv: lv.minutes, True),
)


def _places(prize: PrizeRow) -> str:
    if prize.place_from == prize.place_to:
        return _ordinal(prize.place_from)
    return f"{_ordinal(prize.place_from)}–{_ordinal(prize.place_to)}"


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _table(model: QAbstractTableModel, sortable: bool) -> QTableView:
    view = QTableView()
    if sortable:
        proxy = SourceSortProxy(view)
        proxy.setSourceModel(model)
        view.setModel(proxy)
        view.setSortingEnabled(True)
        view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    else:
        view.setModel(model)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
    view.setAlternatingRowColors(True)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return view


class TournamentLobby(QWidget):
    """One tournament's lobby window; emits the player's requests, the room answers."""

    registerRequested = Signal(str)
    unregisterRequested = Signal(str)
    rebuyRequested = Signal(str)
    addonRequested = Signal(str)
    observeRequested = Signal(str)

    def __init__(self, tournament_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.tournament_id = tournament_id
        self.setWindowTitle("Tournament lobby")
        self.resize(760, 560)
        self.header = QLabel("Loading…")
        font = self.header.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.header.setFont(font)
        self.header.setWordWrap(True)
        self.subheader = QLabel("")
        self.subheader.setWordWrap(True)
        self.tabs = QTabWidget()
        self.info_form = QFormLayout()
        self.info_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        info = QWidget()
        info.setLayout(self.info_form)
        self.players: RecordModel[PlayerRow] = RecordModel(PLAYER_FIELDS, self)
        self.tables: RecordModel[TableRow] = RecordModel(TABLE_FIELDS, self)
        self.prizes: RecordModel[PrizeRow] = RecordModel((
            Field("Place", _places, lambda p: p.place_from),
            Field("Prize", lambda p: money_text(p.amount, self._currency),
                  lambda p: cents(p.amount), True),
        ), self)
        self.levels: RecordModel[LevelRow] = RecordModel(LEVEL_FIELDS, self)
        self.players_view = _table(self.players, sortable=True)
        self.tables_view = _table(self.tables, sortable=True)
        self.prizes_view = _table(self.prizes, sortable=False)
        self.levels_view = _table(self.levels, sortable=False)
        self.tables_view.setToolTip("Click a table to watch it")
        self.prize_status = QLabel("")
        self.break_label = QLabel("")
        self.break_label.setWordWrap(True)
        prizes = QWidget()
        prize_layout = QVBoxLayout(prizes)
        prize_layout.addWidget(self.prize_status)
        prize_layout.addWidget(self.prizes_view)
        structure = QWidget()
        structure_layout = QVBoxLayout(structure)
        structure_layout.addWidget(self.break_label)
        structure_layout.addWidget(self.levels_view)
        self.tabs.addTab(info, "Info")
        self.tabs.addTab(self.players_view, "Players")
        self.tabs.addTab(self.tables_view, "Tables")
        self.tabs.addTab(prizes, "Prizes")
        self.tabs.addTab(structure, "Structure")
        self.register_button = QPushButton("&Register")
        self.unregister_button = QPushButton("&Unregister")
        self.rebuy_button = QPushButton("Re&buy")
        self.addon_button = QPushButton("&Add-on")
        self.reason = QLabel("")
        self.reason.setWordWrap(True)
        self.reason.setAccessibleName("Why the buttons are disabled")
        buttons = QHBoxLayout()
        buttons.addWidget(self.reason, 1)
        for button in (self.register_button, self.unregister_button, self.rebuy_button,
                       self.addon_button):
            button.setEnabled(False)
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.subheader)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self._currency = ""
        tid = tournament_id
        self.register_button.clicked.connect(lambda: self.registerRequested.emit(tid))
        self.unregister_button.clicked.connect(lambda: self.unregisterRequested.emit(tid))
        self.rebuy_button.clicked.connect(lambda: self.rebuyRequested.emit(tid))
        self.addon_button.clicked.connect(lambda: self.addonRequested.emit(tid))
        self.tables_view.clicked.connect(self._on_table_clicked)

    # --- events in ----------------------------------------------------------------------
    def apply_info(self, info: TournamentInfo) -> None:
        """Fill the Info tab and header, and set the buttons from the room's permissions."""
        row = info.row
        self._currency = row.currency
        self.setWindowTitle(f"{row.name} — Tournament lobby")
        self.header.setText(row.name)
        late = (clock_text(info.late_registration_closes) if info.late_registration_closes
                else "none")
        start = clock_text(row.start_time) if row.start_time else "when full"
        self.subheader.setText(
            f"{row.game} · {money_text(row.buy_in, row.currency)} + "
            f"{money_text(row.fee, row.currency)} · {STATUS_TEXT.get(row.status, row.status)}"
            f" · starts {start} · late registration closes {late}")
        rows = [
            ("Start time", start),
            ("Late registration closes", late),
            ("Unregistration closes", clock_text(info.unregister_closes)
             if info.unregister_closes else "—"),
            ("Buy-in", f"{money_text(row.buy_in, row.currency)} + "
                       f"{money_text(row.fee, row.currency)} fee"),
            ("Players", f"{row.registered} of {row.max_players}"),
            ("Starting stack", f"{info.starting_stack:,}" if info.starting_stack else "—"),
            ("Rebuys", info.rebuy or "No rebuys"),
            ("Add-on", info.addon or "No add-on"),
            ("Breaks", info.breaks or "No breaks"),
            ("Deal making", "Allowed (Discuss A Deal at the final table)"
             if info.deal_making else "Not allowed"),
            ("Bounty", info.bounty_kind or "None"),
            ("Money", "Real money" if info.real_money else "Play money"),
        ]
        if info.current_level:
            rows.append(("Current level", str(info.current_level)))
        if info.next_break is not None:
            rows.append(("Next break", lobby_break_text(info.next_break,
                                                        info.next_break_reason)))
        while self.info_form.rowCount():
            self.info_form.removeRow(0)
        for label, value in rows:
            text = QLabel(value)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.info_form.addRow(f"{label}:", text)
        self.register_button.setEnabled(info.can_register)
        self.unregister_button.setEnabled(info.can_unregister)
        self.rebuy_button.setEnabled(info.can_rebuy)
        self.addon_button.setEnabled(info.can_addon)
        self.rebuy_button.setVisible(bool(info.rebuy) or info.can_rebuy)
        self.addon_button.setVisible(bool(info.addon) or info.can_addon)
        self.reason.setText(info.reason)

    def apply_players(self, event: TournamentPlayers) -> None:
        """Players tab: rank, stack, bounty, prize."""
        self.players.set_records(event.players)

    def apply_tables(self, event: TournamentTables) -> None:
        """Tables tab."""
        self.tables.set_records(event.tables)

    def apply_prizes(self, event: TournamentPrizes) -> None:
        """Prizes tab; not final until registration and rebuys close (site rule 7)."""
        self._currency = event.currency
        self.prizes.set_records(event.prizes)
        state = "Final prizes" if event.final else (
            "Prizes grow with every entry; final once registration and rebuys close")
        self.prize_status.setText(
            f"Prize pool {money_text(event.pool, event.currency)} — {state}")

    def apply_structure(self, event: TournamentStructure) -> None:
        """Structure tab: levels, their length and the break schedule."""
        self.levels.set_records(event.levels)
        self.break_label.setText(f"Breaks: {event.breaks}" if event.breaks else "No breaks")

    def _on_table_clicked(self, index: QModelIndex) -> None:
        model = self.tables_view.model()
        assert isinstance(model, QSortFilterProxyModel)
        source = model.mapToSource(index)
        self.observeRequested.emit(self.tables.record(source.row()).table_id)
