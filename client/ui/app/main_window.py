"""The main window: lobby tab plus one tab per open table, balances and connection state.

It holds widgets only; `client.ui.app.session.Session` feeds it room events and turns its
signals into commands.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from client.protocol.messages import BalanceRow, ConnectionStatus
from client.ui.app.banner import Banner
from client.ui.lobby.lobby import LobbyWidget
from client.ui.locale_format import money_text
from client.ui.mnemonics import no_mnemonic
from client.ui.table.window_fit import FitArea, open_on_screen

STATE_COLOURS = {
    ConnectionStatus.CONNECTED: "#3fb950",
    ConnectionStatus.CONNECTING: "#d29922",
    ConnectionStatus.RECONNECTING: "#d29922",
    ConnectionStatus.DISCONNECTED: "#f85149",
    ConnectionStatus.CLOSED: "#8b949e",
}

#: The connection states' words (ConnectionStatus values), translated at display.
STATE_WORDS = {
    ConnectionStatus.CONNECTED: QT_TRANSLATE_NOOP("MainWindow", "Connected"),
    ConnectionStatus.CONNECTING: QT_TRANSLATE_NOOP("MainWindow", "Connecting"),
    ConnectionStatus.RECONNECTING: QT_TRANSLATE_NOOP("MainWindow", "Reconnecting"),
    ConnectionStatus.DISCONNECTED: QT_TRANSLATE_NOOP("MainWindow", "Disconnected"),
    ConnectionStatus.CLOSED: QT_TRANSLATE_NOOP("MainWindow", "Closed"),
}

#: View menu entries for multi-tabling: arrangement, text, shortcut.
ARRANGE_ACTIONS = (
    ("tile", QT_TRANSLATE_NOOP("MainWindow", "&Tile tables"), "Ctrl+Shift+T"),
    ("cascade", QT_TRANSLATE_NOOP("MainWindow", "&Cascade tables"), "Ctrl+Shift+C"),
    ("stack", QT_TRANSLATE_NOOP("MainWindow", "St&ack tables"), "Ctrl+Shift+S"),
    ("tabs", QT_TRANSLATE_NOOP("MainWindow", "Tables in ta&bs"), "Ctrl+Shift+B"),
)


class MainWindow(QMainWindow):
    """Lobby and tables in tabs; menu actions for connecting, practice and settings."""

    connectRequested = Signal()
    logoutEverywhereRequested = Signal()
    changePasswordRequested = Signal()
    practiceRequested = Signal()
    settingsRequested = Signal()
    historyRequested = Signal()
    notesRequested = Signal()
    graphsRequested = Signal()
    arrangeRequested = Signal(str)  # "tile", "cascade", "stack" or "tabs"
    playerSearchRequested = Signal()
    scenarioRequested = Signal()
    trainerRequested = Signal()  # Practice > Push/fold trainer (offline practice only)
    leakReportRequested = Signal()  # Practice > Session report (offline practice only)
    reportRequested = Signal()  # Help > Report a problem
    tableTabClosed = Signal(str)
    closing = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("SKG Poker"))
        #: What quitting (or a new practice room) would leave behind (table and tournament
        #: names; the session's).
        self.seats_in_play: Callable[[], list[str]] = list
        #: The open "you are playing" question (Quit, or a new practice room).
        self.quit_box: QMessageBox | None = None
        self._quitting = False
        self.lobby = LobbyWidget()
        self.banner = Banner()
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.addTab(self.lobby, self.tr("Lobby"))
        self.tabs.tabBar().setTabButton(0, self.tabs.tabBar().ButtonPosition.RightSide, None)
        self.mode = QLabel(self.tr("Offline practice"))
        self.connection = QLabel()
        self.connection.setAccessibleName(self.tr("Connection state"))
        self.balances = QLabel("")
        self.balances.setAccessibleName(self.tr("Balances"))
        # Many currencies make a long line: it gives way (whole in its tooltip) rather
        # than widen the window past a small screen.
        self.balances.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.connect_button = QPushButton(self.tr("Connect to server…"))
        self.practice_button = QPushButton(self.tr("Offline practice"))
        self.settings_button = QPushButton(self.tr("Settings…"))
        header = QHBoxLayout()
        header.addWidget(self.mode)
        header.addSpacing(12)
        header.addWidget(self.connection)
        header.addSpacing(12)
        header.addWidget(self.balances, 1)
        header.addWidget(self.practice_button)
        header.addWidget(self.connect_button)
        header.addWidget(self.settings_button)
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addLayout(header)
        layout.addWidget(self.banner)
        layout.addWidget(self.tabs, 1)
        self._build_menu()
        self.setCentralWidget(FitArea(central, QSize(0, self.menuBar().sizeHint().height())))
        for menu in self.menuBar().findChildren(QMenu):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._leave_menu_bar))
        self.set_connection(ConnectionStatus.DISCONNECTED)
        self.connect_button.clicked.connect(self.connectRequested)
        self.practice_button.clicked.connect(self.request_practice)
        self.settings_button.clicked.connect(self.settingsRequested)
        self.tabs.tabCloseRequested.connect(self._close_tab)
        open_on_screen(self, QSize(1280, 800))  # smaller on a small (or 2x) screen

    def _leave_menu_bar(self) -> None:
        """A menu closed with Escape leaves Qt's menu bar in keyboard mode, holding the
        keys: the next table hotkey (F, K, C) would only move in the menu bar. Give the
        keys back to where they were (unless another menu of the bar just opened)."""
        bar = self.menuBar()
        if bar.hasFocus() and QApplication.activePopupWidget() is None:
            QApplication.sendEvent(bar, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Escape,
                                                  Qt.KeyboardModifier.NoModifier))

    def _build_menu(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        connect = QAction(self.tr("&Connect to server…"), self)
        practice = QAction(self.tr("Offline &practice"), self)
        history = QAction(self.tr("Hand &history…"), self)
        history.setShortcut(QKeySequence("Ctrl+H"))
        scenario = QAction(self.tr("Load &scenario…"), self)
        scenario.setToolTip(self.tr("Testers: play a scenario file (seats, stacks, fixed "
                                    "deck) in offline practice"))
        scenario.triggered.connect(self.scenarioRequested)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        # From a table, the Floor or the trainer too: Ctrl+Q quits wherever the focus is.
        quit_action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
        connect.triggered.connect(self.connectRequested)
        self.logout_everywhere = QAction(self.tr("Log out &everywhere"), self)
        self.logout_everywhere.setToolTip(self.tr("End every session of this account on "
                                                  "every device (e.g. after a lost laptop)"))
        self.logout_everywhere.setEnabled(False)  # only against a server
        self.logout_everywhere.triggered.connect(self.logoutEverywhereRequested)
        self.change_password = QAction(self.tr("Change pass&word…"), self)
        self.change_password.setToolTip(self.tr("Set a new password; every other session "
                                                "of this account is logged out"))
        self.change_password.setEnabled(False)  # only against a server
        self.change_password.triggered.connect(self.changePasswordRequested)
        practice.triggered.connect(self.request_practice)
        history.triggered.connect(self.historyRequested)
        quit_action.triggered.connect(self.request_quit)
        find = QAction(self.tr("&Find a player…"), self)
        find.setShortcut(QKeySequence.StandardKey.Find)
        find.triggered.connect(self.playerSearchRequested)
        for action in (connect, self.logout_everywhere, self.change_password, practice,
                       history, find, scenario):
            game.addAction(action)
        game.addSeparator()
        game.addAction(quit_action)
        self._build_practice_menu()
        view = self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        settings = QAction(self.tr("&Settings…"), self)
        settings.setShortcut(QKeySequence.StandardKey.Preferences)
        settings.triggered.connect(self.settingsRequested)
        view.addAction(settings)
        notes = QAction(self.tr("Player &notes…"), self)
        notes.setShortcut(QKeySequence("Ctrl+Shift+N"))
        notes.setToolTip(self.tr("Your own notes and colour labels on other players (kept "
                                 "on this computer)"))
        notes.triggered.connect(self.notesRequested)
        view.addAction(notes)
        graphs = QAction(self.tr("Results &graphs…"), self)
        graphs.setShortcut(QKeySequence("Ctrl+G"))
        graphs.setToolTip(self.tr("Your results over your own hands: cash sessions and "
                                  "tournament chips"))
        graphs.triggered.connect(self.graphsRequested)
        view.addAction(graphs)
        view.addSeparator()
        for how, text, key in ARRANGE_ACTIONS:
            action = QAction(self.tr(str(text)), self)
            action.setShortcut(QKeySequence(key))
            # From any table window too, not only the main window.
            action.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
            action.triggered.connect(partial(self.arrangeRequested.emit, how))
            view.addAction(action)
        self.floor_action = QAction(self.tr("&Floor…"), self)
        self.floor_action.setShortcut(QKeySequence("Ctrl+Shift+F"))
        self.floor_action.setToolTip(self.tr("The site's staff side: pauses, deal requests, "
                                             "cancellations, integrity flags, audit log"))
        self.menuBar().addMenu(self.tr("&Tools")).addAction(self.floor_action)
        report = QAction(self.tr("&Report a problem…"), self)
        report.setToolTip(self.tr("Save one file for a bug report: version, settings, the "
                                  "last hands with their seeds, logs, a picture of each window"))
        report.triggered.connect(self.reportRequested)
        self.menuBar().addMenu(self.tr("&Help")).addAction(report)

    def _build_practice_menu(self) -> None:
        """Practice: the trainer and the leak report, offline only (disabled on a server:
        the tools policy allows no advice in real-money play)."""
        menu = self.menuBar().addMenu(self.tr("P&ractice"))
        self.trainer_action = QAction(self.tr("Push/fold &trainer…"), self)
        self.trainer_action.setToolTip(self.tr("Drill short-stack spots against the "
                                               "project's push/fold chart and ICM"))
        self.trainer_action.triggered.connect(self.trainerRequested)
        self.leak_report_action = QAction(self.tr("Session &report…"), self)
        self.leak_report_action.setToolTip(self.tr("Your VPIP, PFR, 3-bet, fold to 3-bet and "
                                                   "showdowns by position, beside the strong "
                                                   "bot's"))
        self.leak_report_action.triggered.connect(self.leakReportRequested)
        menu.addAction(self.trainer_action)
        menu.addAction(self.leak_report_action)

    def set_connection(self, state: ConnectionStatus, detail: str = "") -> None:
        """Show the link state as a coloured dot and a word."""
        colour = STATE_COLOURS.get(state, "#8b949e")
        word = STATE_WORDS.get(state)
        text = (self.tr(str(word)) if word else state.value.capitalize()) + (
            f" — {detail}" if detail else "")
        self.connection.setText(f"<span style='color:{colour}'>●</span> {text}")
        self.connection.setToolTip(text)

    def set_mode(self, practice: bool, where: str = "") -> None:
        """Offline practice or the server's address."""
        self.mode.setText(self.tr("Offline practice") if practice
                          else self.tr("Server %1").replace("%1", where))
        self.logout_everywhere.setEnabled(not practice)
        self.trainer_action.setEnabled(practice)
        self.leak_report_action.setEnabled(practice)
        self.change_password.setEnabled(not practice)

    def set_balances(self, rows: tuple[BalanceRow, ...]) -> None:
        """Balances per currency: available (and in play)."""
        parts = []
        for row in rows:
            text = money_text(row.available, row.currency)
            if row.in_play:
                text += self.tr(" (+%1 in play)").replace("%1", money_text(row.in_play,
                                                                           row.currency))
            parts.append(text)
        self.balances.setText(self.tr("Balance: ") + " · ".join(parts) if parts else "")
        self.balances.setToolTip(self.balances.text())

    def add_table_tab(self, widget: QWidget, title: str) -> None:
        """Show a table in its own tab and switch to it."""
        index = self.tabs.indexOf(widget)
        if index < 0:
            index = self.tabs.addTab(widget, no_mnemonic(title))
        self.tabs.setCurrentIndex(index)

    def set_tab_title(self, widget: QWidget, title: str) -> None:
        """Rename a table's tab (long names are shortened; the full name is the tooltip)."""
        index = self.tabs.indexOf(widget)
        if index >= 0:
            short = title if len(title) <= 28 else title[:27] + "…"
            self.tabs.setTabText(index, no_mnemonic(short))
            self.tabs.setTabToolTip(index, title)

    def _close_tab(self, index: int) -> None:
        widget = self.tabs.widget(index)
        if widget is None or widget is self.lobby:
            return
        table_id = str(widget.property("table_id") or "")
        if table_id:  # the session decides whether the table may be left
            self.tableTabClosed.emit(table_id)
        else:
            self.tabs.removeTab(index)

    def request_quit(self) -> None:
        """Game › Quit, Ctrl+Q or the window's close button: when quitting would leave a
        seat or a tournament behind (``seats_in_play``), the player confirms first."""
        playing = self.seats_in_play()
        if not playing:
            self._quitting = True
            self.close()
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Quit SKG Poker"),
                          self.tr("You are playing: %1.\nQuit anyway? Your seats are "
                                  "folded and sat out (in offline practice they end).")
                          .replace("%1", ", ".join(playing)), parent=self)
        leave = box.addButton(self.tr("&Quit"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.buttonClicked.connect(lambda button: self._quit_now() if button is leave else None)
        self.quit_box = box
        box.open()

    def request_practice(self) -> None:
        """Offline practice (a new practice room, also when already offline): when that
        would end a seat or a tournament (``seats_in_play``), the player confirms first
        (seen: one click ended a sit & go and reset the balance without a word)."""
        playing = self.seats_in_play()
        if not playing:
            self.practiceRequested.emit()
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Offline practice"),
                          self.tr("You are playing: %1.\nStart a new practice room? Your "
                                  "seats and tournaments here end.")
                          .replace("%1", ", ".join(playing)), parent=self)
        start = box.addButton(self.tr("&New practice room"),
                              QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(box.addButton(QMessageBox.StandardButton.Cancel))
        box.buttonClicked.connect(
            lambda button: self.practiceRequested.emit() if button is start else None)
        self.quit_box = box
        box.open()

    def _quit_now(self) -> None:
        self._quitting = True
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        """The window manager's close asks like Quit; then tell the session so it can close
        the adapter and end the loop."""
        if event.spontaneous() and not self._quitting and self.seats_in_play():
            event.ignore()
            self.request_quit()
            return
        self.closing.emit()
        super().closeEvent(event)
