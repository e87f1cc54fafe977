"""The tournament lobby window (site rule 3: opened by double-clicking in the lobby).

Tabs Info, Players, Tables, Prizes and Structure render the room's Tournament* events. The
Register / Unregister / Rebuy / Add-on buttons follow the room's `can_*` flags exactly and
show its reason when disabled; the window never decides eligibility itself.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QSize,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
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
    SatelliteSeat,
    TableRow,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentStructure,
    TournamentTables,
)
from client.ui.app.i18n import translate
from client.ui.lobby.lobby_model import (
    bounty_marker,
    buy_in_text,
    cents,
    field_text,
    status_text,
)
from client.ui.locale_format import clock_text, count_text, money_text
from client.ui.record_model import Field, RecordModel, SourceSortProxy
from client.ui.table.window_fit import resize_within_screen
from client.ui.tournament.seat_exchange import ask_seat_exchange
from client.ui.tournament.tournament_clock import lobby_break_text
from client.ui.tournament.tournament_text import advertised_text


def _chips(value: int) -> str:
    return count_text(value) if value else ""


def _amount(value: Decimal, currency: str) -> str:
    return money_text(value, currency) if value else ""


# Column titles are marked in "Columns": RecordModel translates them in that context.
def player_fields(currency: Callable[[], str]) -> tuple[Field[PlayerRow], ...]:
    """The Players tab's columns; bounties and prizes in the event's `currency()`, so play
    money reads "390 PLAY", not "390.00"."""
    return (
        Field(str(QT_TRANSLATE_NOOP("Columns", "Rank")), lambda p: str(p.place or p.rank or ""),
              lambda p: p.place or p.rank or 10**6, True),
        Field(str(QT_TRANSLATE_NOOP("Columns", "Player")), lambda p: p.name,
              lambda p: p.name.lower()),
        Field(str(QT_TRANSLATE_NOOP("Columns", "Stack")), lambda p: _chips(p.stack) or "—",
              lambda p: p.stack, True),
        Field(str(QT_TRANSLATE_NOOP("Columns", "Bounty")),
              lambda p: _amount(p.bounty, currency()), lambda p: cents(p.bounty), True),
        Field(str(QT_TRANSLATE_NOOP("Columns", "Prize")),
              lambda p: _amount(p.prize, currency()), lambda p: cents(p.prize), True),
    )


TABLE_FIELDS: tuple[Field[TableRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Table")), lambda t: t.table_id),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Players")), lambda t: str(t.players),
          lambda t: t.players, True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Largest")), lambda t: count_text(t.largest_stack),
          lambda t: t.largest_stack, True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Smallest")),
          lambda t: count_text(t.smallest_stack), lambda t: t.smallest_stack, True),
)


def _level(lv: LevelRow) -> str:
    return translate("TournamentLobby", "Break") if lv.is_break else str(lv.level)


def _blinds(lv: LevelRow) -> str:
    return "" if lv.is_break else f"{count_text(lv.small_blind)}/{count_text(lv.big_blind)}"


LEVEL_FIELDS: tuple[Field[LevelRow], ...] = (
    Field(str(QT_TRANSLATE_NOOP("Columns", "Level")), _level, lambda lv: lv.level),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Blinds")), _blinds, lambda lv: lv.big_blind, True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Ante")), lambda lv: _chips(lv.ante),
          lambda lv: lv.ante, True),
    Field(str(QT_TRANSLATE_NOOP("Columns", "Minutes")), lambda lv: str(lv.minutes),
          lambda lv: lv.minutes, True),
)


def _places(prize: PrizeRow) -> str:
    if prize.place_from == prize.place_to:
        return _ordinal(prize.place_from)
    return f"{_ordinal(prize.place_from)}–{_ordinal(prize.place_to)}"


#: English ordinal suffixes by last digit ("%1th" otherwise); the catalogues write "%1." / "%1.º".
ORDINALS = (QT_TRANSLATE_NOOP("TournamentLobby", "%1th"),
            QT_TRANSLATE_NOOP("TournamentLobby", "%1st"),
            QT_TRANSLATE_NOOP("TournamentLobby", "%1nd"),
            QT_TRANSLATE_NOOP("TournamentLobby", "%1rd"))


def _ordinal(n: int) -> str:
    last = n % 10
    index = last if last <= 3 and not 10 <= n % 100 <= 20 else 0
    return translate("TournamentLobby", str(ORDINALS[index])).replace("%1", str(n))


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
    unregisterRequested = Signal(str, bool)  # tournament id, a satellite seat as a ticket
    rebuyRequested = Signal(str)
    addonRequested = Signal(str)
    forfeitRequested = Signal(str)  # a Day 2 seat given up (confirmed)
    observeRequested = Signal(str)

    def __init__(self, tournament_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.tournament_id = tournament_id
        self.setWindowTitle(self.tr("Tournament lobby"))
        resize_within_screen(self, QSize(760, 560))  # smaller on a small screen
        self.header = QLabel(self.tr("Loading…"))
        font = self.header.font()
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self.header.setFont(font)
        self.header.setWordWrap(True)
        self.subheader = QLabel("")
        self.subheader.setWordWrap(True)
        self.tabs = self._tabs()
        buttons = self._button_row()
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.subheader)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(buttons)
        self._currency = ""
        #: The viewer's seat here was won in a satellite (rule 10: T$ or a ticket back).
        self.satellite_seat: SatelliteSeat | None = None
        self.seat_exchange: QMessageBox | None = None
        self.forfeit_box: QMessageBox | None = None  # "Do not play Day 2?" while open
        tid = tournament_id
        self.register_button.clicked.connect(lambda: self.registerRequested.emit(tid))
        self.unregister_button.clicked.connect(self._unregister)
        self.rebuy_button.clicked.connect(lambda: self.rebuyRequested.emit(tid))
        self.addon_button.clicked.connect(lambda: self.addonRequested.emit(tid))
        self.forfeit_button.clicked.connect(self._ask_forfeit)
        self.tables_view.clicked.connect(self._on_table_clicked)

    def _tabs(self) -> QTabWidget:
        """Info, Players, Tables, Prizes and Structure, each over its record model."""
        tabs = QTabWidget()
        self.info_form = QFormLayout()
        self.info_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        info = QWidget()
        info.setLayout(self.info_form)
        self.players: RecordModel[PlayerRow] = RecordModel(
            player_fields(lambda: self._currency), self)
        self.tables: RecordModel[TableRow] = RecordModel(TABLE_FIELDS, self)
        self.prizes: RecordModel[PrizeRow] = RecordModel((
            Field(str(QT_TRANSLATE_NOOP("Columns", "Place")), _places, lambda p: p.place_from),
            Field(str(QT_TRANSLATE_NOOP("Columns", "Prize")),
                  lambda p: money_text(p.amount, self._currency), lambda p: cents(p.amount),
                  True),
        ), self)
        self.levels: RecordModel[LevelRow] = RecordModel(LEVEL_FIELDS, self)
        self.players_view = _table(self.players, sortable=True)
        self.tables_view = _table(self.tables, sortable=True)
        self.prizes_view = _table(self.prizes, sortable=False)
        self.levels_view = _table(self.levels, sortable=False)
        self.tables_view.setToolTip(self.tr("Click a table to watch it"))
        self.prize_status = QLabel("")
        self.break_label = QLabel("")
        self.break_label.setWordWrap(True)
        prizes = QWidget()
        prize_layout = QVBoxLayout(prizes)
        prize_layout.addWidget(self.prize_status)
        prize_layout.addWidget(self.prizes_view)
        self.bounty_list = QLabel("")  # advertised bounties, paid on top of the prizes
        self.bounty_list.setWordWrap(True)
        self.bounty_list.setAccessibleName(self.tr("Advertised bounties"))
        self.bounty_list.hide()
        prize_layout.addWidget(self.bounty_list)
        structure = QWidget()
        structure_layout = QVBoxLayout(structure)
        structure_layout.addWidget(self.break_label)
        structure_layout.addWidget(self.levels_view)
        tabs.addTab(info, self.tr("Info"))
        tabs.addTab(self.players_view, self.tr("Players"))
        tabs.addTab(self.tables_view, self.tr("Tables"))
        tabs.addTab(prizes, self.tr("Prizes"))
        tabs.addTab(structure, self.tr("Structure"))
        return tabs

    def _button_row(self) -> QHBoxLayout:
        """Why the buttons are disabled, then Register, Unregister, Rebuy, Add-on."""
        self.register_button = QPushButton(self.tr("&Register"))
        self.unregister_button = QPushButton(self.tr("&Unregister"))
        self.rebuy_button = QPushButton(self.tr("Re&buy"))
        self.addon_button = QPushButton(self.tr("&Add-on"))
        self.forfeit_button = QPushButton(self.tr("Do &not play Day 2"))
        self.forfeit_button.setToolTip(self.tr("Give up your Day 2 seat (no compensation)"))
        self.forfeit_button.hide()
        self.reason = QLabel("")
        self.reason.setWordWrap(True)
        self.reason.setAccessibleName(self.tr("Why the buttons are disabled"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.reason, 1)
        for button in (self.register_button, self.unregister_button, self.rebuy_button,
                       self.addon_button):
            button.setEnabled(False)
            buttons.addWidget(button)
        buttons.addWidget(self.forfeit_button)
        return buttons

    def _unregister(self) -> None:
        """Unregister; a seat won in a satellite first asks T-money or a ticket."""
        tid, seat = self.tournament_id, self.satellite_seat
        if seat is None:
            self.unregisterRequested.emit(tid, False)
            return
        self.seat_exchange = ask_seat_exchange(
            self, seat, lambda as_ticket: self.unregisterRequested.emit(tid, as_ticket))

    def _ask_forfeit(self) -> None:
        """Site rule (multi-day events): not playing Day 2 forfeits the seat with no
        compensation; asked first (a non-modal box: never ``exec()`` under qasync)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Do not play Day 2"),
                          self.tr("Give up your Day 2 seat? Your Day 1 chips are void and "
                                  "nothing is paid back (site rule: no compensation)."),
                          QMessageBox.StandardButton.Cancel, self)
        give_up = box.addButton(self.tr("&Give up my seat"),
                                QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.buttonClicked.connect(lambda button: self.forfeitRequested.emit(
            self.tournament_id) if button is give_up else None)
        self.forfeit_box = box
        box.open()

    # --- events in ----------------------------------------------------------------------
    def apply_satellite_seat(self, event: SatelliteSeat) -> None:
        """The viewer's seat was won in a satellite (sent after the Info tab)."""
        self.satellite_seat = event

    def apply_info(self, info: TournamentInfo) -> None:
        """Fill the Info tab and header, and set the buttons from the room's permissions."""
        row = info.row
        self._currency = row.currency
        self.setWindowTitle(self.tr("%1 — Tournament lobby").replace("%1", row.name))
        self.header.setText(row.name)
        none = "—"
        late = (clock_text(info.late_registration_closes) if info.late_registration_closes
                else self.tr("None"))
        start = clock_text(row.start_time) if row.start_time else self.tr("when full")
        # A form value starts a line: "When full", not the subheader's "starts when full".
        start_value = clock_text(row.start_time) if row.start_time else self.tr("When full")
        buy_in = buy_in_text(row)
        parts = [row.game, buy_in, status_text(row.status)]
        if row.status == "registering":
            parts.append(self.tr("starts %1").replace("%1", start))
        if info.late_registration_closes:
            parts.append(self.tr("late registration closes %1").replace("%1", late))
        self.subheader.setText(" · ".join(parts))
        rows = [
            (self.tr("Start time"), start_value),
            (self.tr("Late registration closes"), late),
            (self.tr("Unregistration closes"), clock_text(info.unregister_closes)
             if info.unregister_closes else none),
            (self.tr("Buy-in"), self.tr("%1 fee").replace("%1", buy_in) if row.fee else buy_in),
            (self.tr("Players"), field_text(row)),
            (self.tr("Starting stack"), count_text(info.starting_stack)
             if info.starting_stack else none),
            (self.tr("Rebuys"), info.rebuy or self.tr("No rebuys")),
            (self.tr("Add-on"), info.addon or self.tr("No add-on")),
            (self.tr("Breaks"), info.breaks or self.tr("No breaks")),
            (self.tr("Deal making"), self.tr("Allowed (Discuss A Deal at the final table)")
             if info.deal_making else self.tr("Not allowed")),
            (self.tr("Bounty"), bounty_marker(info.row) or info.bounty_kind or self.tr("None")),
            (self.tr("Money"), self.tr("Real money") if info.real_money
             else self.tr("Play money")),
        ]
        if info.current_level and row.status != "registering":
            rows.append((self.tr("Current level"), str(info.current_level)))
        if info.next_break is not None:
            rows.append((self.tr("Next break"), lobby_break_text(info.next_break,
                                                                 info.next_break_reason)))
        if info.row.advertised:
            rows.append((self.tr("Advertised bounties"), advertised_text(info.row)))
        self.bounty_list.setText(advertised_text(info.row))
        self.bounty_list.setVisible(bool(info.row.advertised))
        while self.info_form.rowCount():
            self.info_form.removeRow(0)
        for label, value in rows:
            text = QLabel(value)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.info_form.addRow(self.tr("%1:").replace("%1", label), text)
        self.register_button.setEnabled(info.can_register)
        self.unregister_button.setEnabled(info.can_unregister)
        self.rebuy_button.setEnabled(info.can_rebuy)
        self.addon_button.setEnabled(info.can_addon)
        self.forfeit_button.setVisible(info.can_forfeit_day_two)
        self.rebuy_button.setVisible(bool(info.rebuy) or info.can_rebuy)
        self.addon_button.setVisible(bool(info.addon) or info.can_addon)
        # The room words its reasons as message parts ("you are registered"): a sentence here.
        self.reason.setText(info.reason[:1].upper() + info.reason[1:])
        self.satellite_seat = None  # a SatelliteSeat follows when it still applies

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
        state = self.tr("Final prizes") if event.final else self.tr(
            "Prizes grow with every entry; final once registration and rebuys close")
        self.prize_status.setText(self.tr("Prize pool %1 — %2").replace(
            "%1", money_text(event.pool, event.currency)).replace("%2", state))

    def apply_structure(self, event: TournamentStructure) -> None:
        """Structure tab: levels, their length and the break schedule."""
        self.levels.set_records(event.levels)
        self.break_label.setText(self.tr("Breaks: %1").replace("%1", event.breaks)
                                 if event.breaks else self.tr("No breaks"))

    def _on_table_clicked(self, index: QModelIndex) -> None:
        model = self.tables_view.model()
        assert isinstance(model, QSortFilterProxyModel)
        source = model.mapToSource(index)
        self.observeRequested.emit(self.tables.record(source.row()).table_id)
