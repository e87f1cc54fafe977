"""The main lobby: Cash games / Sit & Go / Tournaments tabs with filters and a details panel.

Each tab is a QTableView over a `RowTableModel` through a `LobbyFilter`. Double-clicking a
tournament opens its tournament lobby (site rule 3); double-clicking a cash table opens it.
The details panel shows the selected row and, for tournaments, the late-registration close
time from the room's TournamentInfo (site rule 9: shown in the details panel).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QEvent,
    QModelIndex,
    QObject,
    QSignalBlocker,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.histories.own.tables import table_name
from client.protocol.messages import (
    LobbySnapshot,
    LobbyUpdate,
    RingRow,
    TournamentInfo,
    TournamentRow,
)
from client.ui.lobby.lobby_model import (
    ID_ROLE,
    RING_COLUMNS,
    STATUS_TEXT,
    TOURNAMENT_COLUMNS,
    Column,
    LobbyFilter,
    RowTableModel,
    bounty_marker,
    buy_in_text,
    field_text,
    game_text,
    played,
    stakes_text,
    status_text,
)
from client.ui.lobby.table_preview import TablePreview
from client.ui.locale_format import clock_text, money_text
from client.ui.tournament.tournament_text import advertised_text

ALL = str(QT_TRANSLATE_NOOP("LobbyTab", "All"))
SEARCH_DELAY_MS = 150
#: The name column is never narrower than this many digits' widths.
NAME_CHARS = 18


class LobbyTab(QWidget):
    """One lobby tab: a filter bar over a sortable table view."""

    activated = Signal(str)
    selected = Signal(str)

    def __init__(self, model: RowTableModel[RingRow] | RowTableModel[TournamentRow],
                 stakes_label: str, with_status: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.proxy = LobbyFilter(self)
        self.proxy.setSourceModel(model)
        self.search = QLineEdit(placeholderText=self.tr("Search name, game, stakes…"))
        self.search.setClearButtonEnabled(True)
        self.game = QComboBox()
        self.stakes = QComboBox()
        self.status = QComboBox()
        self.game.setAccessibleName(self.tr("Game filter"))
        self.stakes.setAccessibleName(self.tr("%1 filter").replace("%1", stakes_label))
        self.status.setAccessibleName(self.tr("Status filter"))
        self.search.setMinimumWidth(80)
        for combo in (self.game, self.stakes, self.status):  # long items: the list shows them
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(5)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 3)
        bar.addWidget(QLabel(self.tr("Game")))
        bar.addWidget(self.game, 1)
        bar.addWidget(QLabel(stakes_label))
        bar.addWidget(self.stakes, 1)
        self.status.setVisible(with_status)
        # Cash tables: hide the full ones (join a waiting list elsewhere) or the empty ones.
        self.hide_full = QCheckBox(self.tr("Hide &full"))
        self.hide_empty = QCheckBox(self.tr("Hide &empty"))
        if not with_status:
            bar.addWidget(self.hide_full)
            bar.addWidget(self.hide_empty)
        else:
            self.hide_full.hide()
            self.hide_empty.hide()
        if with_status:
            bar.addWidget(QLabel(self.tr("Status")))
            bar.addWidget(self.status, 1)
            self.status.addItem(self.tr(ALL), "")
            for key in STATUS_TEXT:
                self.status.addItem(status_text(key), key)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        self.view.setWordWrap(False)
        header = self.view.horizontalHeader()
        header.setStretchLastSection(False)
        char = self.view.fontMetrics().horizontalAdvance("0")
        columns: tuple[Column[Any], ...] = model.columns()
        #: The name column (chars 0) takes the room the others leave, but never less than
        #: NAME_CHARS digits: a stretched column shrank to "…" when a docked panel (tester
        #: tools) narrowed the lobby; now the right-hand columns scroll instead.
        self._name = next(n for n, c in enumerate(columns) if not c.chars)
        self._name_min = char * NAME_CHARS
        for number, column in enumerate(columns):
            header.setSectionResizeMode(number, QHeaderView.ResizeMode.Interactive)
            if column.chars:
                header.resizeSection(number, char * column.chars + 28)
        header.sectionResized.connect(
            lambda number, _old, _new: None if number == self._name else self._fit_name())
        self.view.viewport().installEventFilter(self)
        # Uniform row heights keep 10,000 rows cheap to lay out.
        rows = self.view.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.view.fontMetrics().height() + 10)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.view)
        # Typing refilters once the player pauses, not on every key (10,000 rows).
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(
            lambda: self.proxy.set_filters(text=self.search.text()))
        self.search.textChanged.connect(lambda _text: self._search_timer.start())
        self.game.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(game=str(self.game.currentData() or "")))
        self.stakes.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(stakes=str(self.stakes.currentData() or "")))
        self.hide_full.toggled.connect(lambda on: self.proxy.set_filters(hide_full=on))
        self.hide_empty.toggled.connect(lambda on: self.proxy.set_filters(hide_empty=on))
        self.status.currentIndexChanged.connect(
            lambda _i: self.proxy.set_filters(status=str(self.status.currentData() or "")))
        self.view.doubleClicked.connect(self._on_double_click)
        self.view.selectionModel().currentRowChanged.connect(self._on_current)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and watched is self.view.viewport():
            self._fit_name()
        return super().eventFilter(watched, event)

    def _fit_name(self) -> None:
        header = self.view.horizontalHeader()
        others = sum(header.sectionSize(n) for n in range(header.count()) if n != self._name)
        header.resizeSection(self._name,
                             max(self._name_min, self.view.viewport().width() - others))

    def refresh_choices(self, games: Iterable[str], stakes: Iterable[str]) -> None:
        """Fill the game and stakes combo boxes with what the lobby currently lists."""
        for combo, values in ((self.game, games), (self.stakes, stakes)):
            current = combo.currentData()
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItem(self.tr(ALL), "")
                for value in sorted(set(values)):
                    combo.addItem(game_text(value) if combo is self.game else value, value)
                position = combo.findData(current)
                combo.setCurrentIndex(max(0, position))

    def _on_double_click(self, index: QModelIndex) -> None:
        self.activated.emit(str(index.data(ID_ROLE)))

    def _on_current(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if current.isValid():
            self.selected.emit(str(current.data(ID_ROLE)))

    def select_id(self, rid: str) -> bool:
        """Select the row with this id (False when filtered out or unknown)."""
        position = self.model.position_of(rid)
        if position is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(position, 0))
        if not index.isValid():
            return False
        self.view.setCurrentIndex(index)
        self.view.scrollTo(index)
        return True


class DetailsPanel(QFrame):
    """Right-hand panel: the selected table or tournament and its main button."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(self.tr("Select a game"))
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.form = QFormLayout()
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.open_button = QPushButton(self.tr("Open"))
        self.open_button.setEnabled(False)
        #: The selected cash table, drawn small (fed by the session's PreviewController).
        self.preview = TablePreview()
        self.preview.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(self.form)
        layout.addWidget(self.preview, 8)
        layout.addStretch(1)
        layout.addWidget(self.open_button)
        self.current_id = ""

    def minimumSizeHint(self) -> QSize:
        """At least 200 px (the lobby fits an 800 px screen beside it) and as wide as its
        buttons' words (a fixed minimum cut "Erster freier Platz bei diesen Einsätzen")."""
        hint = super().minimumSizeHint()
        return QSize(max(200, hint.width()), hint.height())

    def _set_rows(self, rows: list[tuple[str, str]]) -> None:
        while self.form.rowCount():
            self.form.removeRow(0)
        for label, value in rows:
            text = QLabel(value)
            text.setWordWrap(True)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.form.addRow(self.tr("%1:").replace("%1", label), text)

    def clear(self) -> None:
        """Nothing selected (the game described is gone: another room, a closed table)."""
        self.current_id = ""
        self.title.setText(self.tr("Select a game"))
        self._set_rows([])
        self.open_button.setText(self.tr("Open"))
        self.open_button.setEnabled(False)
        self.preview.hide()

    def show_ring(self, row: RingRow) -> None:
        """Describe a cash table."""
        self.current_id = row.table_id
        self.title.setText(table_name(row.name))  # the rows below say the rest
        self._set_rows([
            (self.tr("Game"), game_text(row.game)),
            (self.tr("Stakes"), stakes_text(row.stakes, row.currency)),
            (self.tr("Players"), self.tr("%1 of %2").replace("%1", str(row.players))
             .replace("%2", str(row.seats))),
            (self.tr("Buy-in"), self.tr("%1 to %2")
             .replace("%1", money_text(row.min_buy_in, row.currency))
             .replace("%2", money_text(row.max_buy_in, row.currency))),
            (self.tr("Average pot"), played(row, money_text(row.average_pot, row.currency))),
        ])
        self.open_button.setText(self.tr("Open table"))
        self.open_button.setEnabled(True)
        self.preview.show()

    def show_tournament(self, row: TournamentRow, info: TournamentInfo | None) -> None:
        """Describe a tournament; late registration comes from its TournamentInfo (rule 9)."""
        self.current_id = row.tournament_id
        self.title.setText(row.name)
        rows = [
            (self.tr("Game"), game_text(row.game)),
            (self.tr("Buy-in"), buy_in_text(row)),
            (self.tr("Status"), status_text(row.status)),
            (self.tr("Players"), field_text(row)),
            (self.tr("Starts"), clock_text(row.start_time) if row.start_time
             else self.tr("When full")),
        ]
        if info is not None:
            rows.append((self.tr("Late registration"),
                         clock_text(info.late_registration_closes)
                         if info.late_registration_closes else self.tr("None")))
            rows.append((self.tr("Deals"), self.tr("Allowed") if info.deal_making
                         else self.tr("Not allowed")))
        if row.bounty_kind:
            rows.append((self.tr("Bounty"), bounty_marker(row)))
        if row.advertised:
            rows.append((self.tr("Advertised bounties"), advertised_text(row)))
        if row.registered_self:
            rows.append((self.tr("You"), self.tr("Registered")))
        self._set_rows(rows)
        self.open_button.setText(self.tr("Tournament lobby…"))
        self.open_button.setEnabled(True)
        self.preview.hide()


class LobbyWidget(QWidget):
    """The three lobby tabs plus the details panel; emits what the player opened."""

    tournamentOpened = Signal(str)
    tournamentSelected = Signal(str)
    tableOpened = Signal(str)
    tableSelected = Signal(str)  # a cash table chosen in the list: preview it
    ringDescribed = Signal(str)  # the cash table the side panel describes ("": none)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rings: RowTableModel[RingRow] = RowTableModel(RING_COLUMNS, self)
        self.sngs: RowTableModel[TournamentRow] = RowTableModel(TOURNAMENT_COLUMNS, self)
        self.tourneys: RowTableModel[TournamentRow] = RowTableModel(TOURNAMENT_COLUMNS, self)
        self.cash_tab = LobbyTab(self.rings, self.tr("Stakes"), with_status=False)
        self.sng_tab = LobbyTab(self.sngs, self.tr("Buy-in"), with_status=True)
        self.tourney_tab = LobbyTab(self.tourneys, self.tr("Buy-in"), with_status=True)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.cash_tab, self.tr("Cash games"))
        self.tabs.addTab(self.sng_tab, self.tr("Sit && Go"))
        self.tabs.addTab(self.tourney_tab, self.tr("Tournaments"))
        self.details = DetailsPanel()
        splitter = QSplitter()
        splitter.addWidget(self.tabs)
        splitter.addWidget(self.details)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(splitter)
        self._infos: dict[str, TournamentInfo] = {}
        self.cash_tab.activated.connect(self.tableOpened)
        self.sng_tab.activated.connect(self.tournamentOpened)
        self.tourney_tab.activated.connect(self.tournamentOpened)
        self.cash_tab.selected.connect(self._show_ring)
        self.cash_tab.selected.connect(self.tableSelected)
        self.sng_tab.selected.connect(self._show_tournament)
        self.tourney_tab.selected.connect(self._show_tournament)
        self.details.open_button.clicked.connect(self._open_current)
        self.tabs.currentChanged.connect(self._on_tab)

    # --- events in ----------------------------------------------------------------------
    def apply_snapshot(self, snapshot: LobbySnapshot) -> None:
        """Replace the whole lobby."""
        self.rings.set_rows(snapshot.rings)
        self.sngs.set_rows(snapshot.sit_and_gos)
        self.tourneys.set_rows(snapshot.tournaments)
        self._infos.clear()  # a new lobby (another room, a reconnect): asked for again
        self._refresh_choices()
        # The lists were reset: select the described row again (it describes itself and the
        # preview looks at this room's table: the practice table showed the server's seats).
        current = self.details.current_id
        tabs = (self.cash_tab, self.sng_tab, self.tourney_tab)
        if not (current and any(tab.select_id(current) for tab in tabs)):
            self._refresh_details(current)

    def apply_update(self, update: LobbyUpdate) -> None:
        """Apply changed and removed rows; only those rows repaint. When the row described
        goes (a finished tournament retired), nothing is selected: the view would move the
        selection to its neighbour, and the panel show a game the player never picked."""
        described = self.details.current_id
        holding = [tab for tab in (self.cash_tab, self.sng_tab, self.tourney_tab)
                   if described in update.removed and tab.model.position_of(described) is not None]
        self.rings.upsert(update.rings)
        self.sngs.upsert([r for r in update.tournaments if _is_sng(r)])
        self.tourneys.upsert([r for r in update.tournaments if not _is_sng(r)])
        for model in (self.rings, self.sngs, self.tourneys):
            model.remove(update.removed)
        for rid in update.removed:
            self._infos.pop(rid, None)
        for tab in holding:
            tab.view.selectionModel().clear()
        self._refresh_choices()
        if holding:
            self._refresh_details("")
        elif self.details.current_id:
            self._refresh_details(self.details.current_id)

    def apply_info(self, info: TournamentInfo) -> None:
        """Remember a tournament's info for the details panel (late registration close)."""
        self._infos[info.tournament_id] = info
        if self.details.current_id == info.tournament_id:
            self._show_tournament(info.tournament_id)

    def waiting_to_start(self) -> list[str]:
        """The names of the events we are registered in that have not started yet."""
        return [row.name for model in (self.sngs, self.tourneys)
                for row in (model.row_at(i) for i in range(model.rowCount()))
                if row.registered_self and row.status == "registering"]

    def tournament_row(self, tournament_id: str) -> TournamentRow | None:
        """A sit & go or tournament row by id."""
        for model in (self.sngs, self.tourneys):
            position = model.position_of(tournament_id)
            if position is not None:
                return model.row_at(position)
        return None

    # --- internals ----------------------------------------------------------------------
    def _refresh_choices(self) -> None:
        rings = [self.rings.row_at(i) for i in range(self.rings.rowCount())]
        self.cash_tab.refresh_choices((r.game for r in rings),
                                      (r.stakes for r in rings))
        for tab, model in ((self.sng_tab, self.sngs), (self.tourney_tab, self.tourneys)):
            rows = [model.row_at(i) for i in range(model.rowCount())]
            tab.refresh_choices((r.game for r in rows),
                                (money_text(r.buy_in + r.fee, r.currency) for r in rows))

    def _refresh_details(self, rid: str) -> None:
        if self.rings.position_of(rid) is not None:
            self._show_ring(rid)
        elif self.tournament_row(rid) is not None:
            self._show_tournament(rid)
        else:
            self.details.clear()
            self.ringDescribed.emit("")

    def _on_tab(self, index: int) -> None:
        """Another tab: the side panel describes its selected row, or nothing (the Fast
        fold tab showed the last cash table with its waiting-list buttons)."""
        tab = self.tabs.widget(index)
        current = tab.view.currentIndex() if isinstance(tab, LobbyTab) else QModelIndex()
        self._refresh_details(str(current.data(ID_ROLE)) if current.isValid() else "")

    def _show_ring(self, table_id: str) -> None:
        position = self.rings.position_of(table_id)
        if position is not None:
            self.details.show_ring(self.rings.row_at(position))
            self.ringDescribed.emit(table_id)

    def _show_tournament(self, tournament_id: str) -> None:
        row = self.tournament_row(tournament_id)
        if row is None:
            return
        known = tournament_id in self._infos
        self.details.show_tournament(row, self._infos.get(tournament_id))
        self.ringDescribed.emit("")
        if not known:
            self.tournamentSelected.emit(tournament_id)

    def _open_current(self) -> None:
        rid = self.details.current_id
        if self.rings.position_of(rid) is not None:
            self.tableOpened.emit(rid)
        elif rid:
            self.tournamentOpened.emit(rid)


def _is_sng(row: TournamentRow) -> bool:
    return row.kind in {"sng", "heads_up"}


