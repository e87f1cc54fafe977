"""A person at the real application: finds widgets by what they show and uses the mouse
and keyboard (QTest events on the real widgets, under the xcb platform).

Journeys talk to `Player`, never to models: what it reads is what the screen shows
(button texts, labels, tab titles, visible windows and what the felt paints), and what it
does is a click, a key press or typing.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QLabel,
    QMenu,
    QTabBar,
    QTableView,
    QTabWidget,
    QTextEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from client.ui.app.main_window import MainWindow
from client.ui.table.table_state import TableView, chips_text, plate_text
from client.ui.table.table_window import TableWindow

#: Generous: a journey waits for bots and the room, never for a fixed time.
WAIT_MS = 15_000

KEYS: dict[str, Qt.Key] = {"Enter": Qt.Key.Key_Return, "Escape": Qt.Key.Key_Escape,
                           "Tab": Qt.Key.Key_Tab}


def plain(text: str) -> str:
    """A widget text as read on screen: mnemonics ("&Leave") and "&&" undone."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class FeltWatcher(QObject):
    """Remembers every picture the felt actually painted (its paint events), so a journey
    can ask what was on screen for a moment, such as a showdown between two hands."""

    def __init__(self, table: TableWindow) -> None:
        super().__init__(table)
        self.felt = table.table
        self.painted: list[TableView] = []
        self.felt.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        view = self.felt._view
        painted = watched is self.felt and event.type() == QEvent.Type.Paint
        if painted and view is not None and (not self.painted or self.painted[-1] is not view):
            self.painted.append(view)
        return False

    def my_bets(self) -> set[str]:
        """Every bet painted in front of our seat, as its chip label reads ("$3")."""
        return {chips_text(s.bet, view.currency) for view in self.painted
                for s in view.seats if s.is_hero and s.bet}

    def showdowns(self) -> list[dict[str, tuple[str, ...]]]:
        """Each painted moment where another player's cards were face up: name -> cards."""
        shown = [{s.name: s.cards for s in view.seats
                  if not s.is_hero and s.cards and "??" not in s.cards}
                 for view in self.painted]
        return [cards for cards in shown if cards]


def save_screen(folder: Path, name: str) -> Path:
    """The whole screen as `folder/name.png` (what a person saw when a journey failed)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (re.sub(r"[^\w.-]+", "_", name) + ".png")
    QGuiApplication.primaryScreen().grabWindow(0).save(str(path))
    return path


class Player:
    """One person in front of the main window."""

    def __init__(self, qtbot: QtBot, window: MainWindow, shots: Path) -> None:
        self.qtbot = qtbot
        self.window = window
        self.shots = shots

    # --- looking ------------------------------------------------------------------------
    def wait(self, condition: Callable[[], object], timeout: int = WAIT_MS) -> None:
        """Wait until the screen shows something (never a fixed sleep)."""
        self.qtbot.waitUntil(lambda: bool(condition()), timeout=timeout)

    def windows(self) -> list[QWidget]:
        """The top-level windows a person sees."""
        return [w for w in QApplication.topLevelWidgets() if w.isVisible()]

    def dialog(self, title: str) -> QDialog | None:
        """A visible dialog whose title contains `title`."""
        return next((w for w in self.windows() if isinstance(w, QDialog)
                     and title in w.windowTitle()), None)

    def buttons(self, root: QWidget, text: str) -> list[QAbstractButton]:
        """Buttons under `root` whose text starts with `text`, as a person sees them: shown
        and laid out (a button just shown can still be 0 px wide until its layout runs, and a
        click there is lost)."""
        return [b for b in root.findChildren(QAbstractButton)
                if b.isVisible() and not b.visibleRegion().isEmpty()
                and plain(b.text()).startswith(text)]

    def button(self, root: QWidget, text: str) -> QAbstractButton:
        """The one visible button showing `text` (waits for it to appear)."""
        self.wait(lambda: self.buttons(root, text))
        return self.buttons(root, text)[0]

    def tab_titles(self) -> list[str]:
        """The main window's tab titles as shown."""
        tabs = self.window.tabs
        return [plain(tabs.tabText(i)) for i in range(tabs.count())]

    def texts(self, root: QWidget) -> str:
        """Every visible label, text box and button text under `root`, one per line."""
        lines: list[str] = []
        for widget in root.findChildren(QWidget):
            if not widget.isVisible():
                continue
            if isinstance(widget, QLabel | QAbstractButton):
                lines.append(plain(widget.text()))
            elif isinstance(widget, QTextEdit):
                lines.append(widget.toPlainText())
        return "\n".join(lines)

    # --- the lobby ----------------------------------------------------------------------
    def open_lobby_tab(self, title: str) -> QTableView:
        """Click the lobby tab titled `title` ("Cash games", "Sit & Go"); its list."""
        self.show_tab("Lobby")
        tabs = self.window.lobby.tabs
        index = next(i for i in range(tabs.count()) if plain(tabs.tabText(i)).startswith(title))
        self._click_tab(tabs, index)
        page = tabs.widget(index)
        view = page.findChild(QTableView) if page is not None else None
        assert view is not None
        return view

    def lobby_rows(self, view: QTableView) -> list[str]:
        """The rows of a lobby list as shown: the cells' texts joined by " | "."""
        model = view.model()
        return [" | ".join(str(model.index(r, c).data() or "")
                           for c in range(model.columnCount()))
                for r in range(model.rowCount())]

    def double_click_row(self, view: QTableView, text: str) -> None:
        """Double-click the first row showing `text`, as a person opens a table."""
        self.wait(lambda: any(text in row for row in self.lobby_rows(view)))
        row = next(i for i, line in enumerate(self.lobby_rows(view)) if text in line)
        index = view.model().index(row, 0)
        view.scrollTo(index)
        centre = view.visualRect(index).center()
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
        QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)

    # --- tables -------------------------------------------------------------------------
    def show_tab(self, title: str) -> None:
        """Click the main window's tab whose title starts with `title`."""
        self.wait(lambda: any(t.startswith(title) for t in self.tab_titles()))
        index = next(i for i, t in enumerate(self.tab_titles()) if t.startswith(title))
        self._click_tab(self.window.tabs, index)

    def table(self) -> TableWindow:
        """The table on screen (the current tab)."""
        self.wait(lambda: isinstance(self.window.tabs.currentWidget(), TableWindow))
        table = self.window.tabs.currentWidget()
        assert isinstance(table, TableWindow)
        return table

    def sit_at_cash_table(self, name: str, buy_in: str = "") -> TableWindow:
        """Open a cash table from the lobby, click an empty seat, buy in, sit down."""
        self.double_click_row(self.open_lobby_tab("Cash games"), name)
        self.wait(lambda: any(name in t for t in self.tab_titles()) and self.felt() is not None)
        table = self.table()
        self.take_seat(table, buy_in)
        return table

    def take_seat(self, table: TableWindow, buy_in: str = "") -> None:
        """Click the first empty seat, buy in (the amount typed, if given), sit down."""
        self.wait(lambda: self.empty_seats(table))
        seat = self.empty_seats(table)[0]
        centre = table.table.seat_centre(seat).toPoint()
        QTest.mouseClick(table.table, Qt.MouseButton.LeftButton, pos=centre)
        self.wait(lambda: self.dialog("Buy in"))
        dialog = self.dialog("Buy in")
        assert dialog is not None
        if buy_in:
            self.type_into(self.by_name(dialog, "Buy-in amount"), buy_in)
        self.click("Sit down", dialog)
        self.wait(lambda: self.dialog("Buy in") is None and self.my_seat(table) is not None)
        self.focus_felt(table)

    def register_for_sit_and_go(self, name: str) -> TableWindow:
        """Double-click a sit & go in the lobby, click Register in its tournament lobby and
        wait for our table to open (bots fill the field in practice)."""
        self.double_click_row(self.open_lobby_tab("Sit & Go"), name)
        lobby = self.window_titled(f"{name} — Tournament lobby")
        self.click("Register", lobby)
        self.wait(lambda: isinstance(self.window.tabs.currentWidget(), TableWindow)
                  and self.my_seat(self.table()) is not None)
        table = self.table()
        self.wait(lambda: QApplication.activeWindow() is self.window)  # not behind its lobby
        lobby.close()
        self.focus_felt(table)
        return table

    def play_until(self, table: TableWindow, done: Callable[[], object],
                   move: Callable[[TableWindow], None], turns: int = 200,
                   timeout: int = 5000) -> None:
        """Make `move` at every turn until `done()` shows on screen. Bots act at once: a
        turn that does not come within `timeout` means the table is stuck."""
        for _ in range(turns):
            self.wait(lambda: self.my_turn(table) or done(), timeout)
            if done():
                return
            move(table)
            self.wait(lambda: not self.my_turn(table))
        raise AssertionError(f"not done after {turns} turns: {self.seat_text(table)}")

    def shove(self, _table: TableWindow) -> None:
        """All-in from the keyboard: A sizes it, R bets it."""
        self.press("A")
        self.press("R")

    def check_or_fold(self, table: TableWindow) -> None:
        """K when checking is free, F otherwise."""
        self.press("K" if "Check" in self.action_texts(table) else "F")

    def finish_dialog(self) -> QWidget | None:
        """A visible window (other than the main one) telling where we finished."""
        return next((w for w in self.windows() if w is not self.window and re.search(
            r"\bplace\b|\bfinish", self.texts(w) + w.windowTitle(), re.I)), None)

    def felt(self) -> object | None:
        """What the felt of the current table paints (its seats, board, pots, banner)."""
        table = self.window.tabs.currentWidget()
        return table.table._view if isinstance(table, TableWindow) else None

    def empty_seats(self, table: TableWindow) -> list[int]:
        """Seats painted as "Empty seat"."""
        view = table.table._view
        if view is None:
            return []
        return [n for n in view.seat_numbers() if view.seat(n) is None]

    def my_seat(self, table: TableWindow) -> int | None:
        """The seat painted as ours (with our cards face up), if any."""
        view = table.table._view
        return next((s.seat for s in view.seats if s.is_hero), None) if view else None

    def seat_text(self, table: TableWindow) -> list[str]:
        """Each painted seat as "name: what its box says" ("$99.50", "ALL-IN", "Busted",
        "Sitting out", "Disconnected"), with " (folded)" when it is drawn greyed out."""
        view = table.table._view
        if view is None:
            return []
        lines = []
        for seat in view.seats:
            lines.append(f"{seat.name}: {plate_text(seat, view.currency)}"
                         + (" (folded)" if seat.folded else ""))
        return lines

    def table_text(self, table: TableWindow | None = None) -> str:
        """Everything written on a table: title, buttons, chat and Info lines, the felt's
        seats, board and banner."""
        table = table or self.table()
        view = table.table._view
        felt = [] if view is None else [*self.seat_text(table), " ".join(view.board),
                                         view.status_text]
        return "\n".join([self.texts(table), *felt])

    def bring_to_front(self, window: QWidget | None = None) -> None:
        """Raise and activate the main window (or `window`), as clicking its title bar
        does."""
        window = window or self.window
        window.activateWindow()
        window.raise_()
        self.wait(window.isActiveWindow)

    def focus_felt(self, table: TableWindow) -> None:
        """Click the felt away from the seats, as a person gives the table the keys."""
        self.bring_to_front()
        felt = table.table
        QTest.mouseClick(felt, Qt.MouseButton.LeftButton, pos=QPoint(felt.width() // 2, 8))
        self.wait(felt.hasFocus)

    def my_turn(self, table: TableWindow) -> bool:
        """Our turn: the Fold or Check button is lit."""
        bar = table.action_bar
        return bar.call_button.isVisible() and bar.call_button.isEnabled()

    def wait_for_my_turn(self, table: TableWindow, timeout: int = WAIT_MS) -> None:
        """Wait until the action buttons light up."""
        self.wait(lambda: self.my_turn(table), timeout)

    def my_cards(self, table: TableWindow) -> tuple[str, ...]:
        """Our hole cards as painted face up in front of our seat."""
        view = table.table._view
        hero = next((s for s in view.seats if s.is_hero), None) if view else None
        return tuple(hero.cards) if hero is not None else ()

    def check_or_call(self) -> None:
        """K when the button says Check, C when it says Call."""
        table = self.table()
        self.press("K" if "Check" in self.action_texts(table) else "C")

    def action_texts(self, table: TableWindow) -> list[str]:
        """The lit action buttons' texts ("Fold", "Call 0.10", "Raise to 0.40", …)."""
        bar = table.action_bar
        return [plain(b.text()) for b in (bar.fold_button, bar.call_button, bar.raise_button)
                if b.isVisible() and b.isEnabled()]

    # --- doing --------------------------------------------------------------------------
    def click(self, text: str, root: QWidget | None = None) -> None:
        """Click the visible, enabled button showing `text` (in `root` or any window)."""
        roots: Iterable[QWidget] = [root] if root is not None else self.windows()

        def found() -> QAbstractButton | None:
            return next((b for r in roots for b in self.buttons(r, text) if b.isEnabled()),
                        None)

        self.wait(found)
        button = found()
        assert button is not None
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def press(self, key: str, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
              ) -> None:
        """Press a key where the keyboard focus is, as a person does."""
        target = QApplication.focusWidget()
        assert target is not None, "no widget has the keyboard focus"
        code = KEYS.get(key) or Qt.Key(ord(key.upper()))
        QTest.keyClick(target, code, modifier)

    def _open_menu(self, title: str) -> QMenu:
        """Click a menu of the main window's menu bar open; its popup once shown."""
        self.bring_to_front()
        bar = self.window.menuBar()
        top = next(a for a in bar.actions() if plain(a.text()) == title)
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(top).center())
        popup = top.menu()
        assert isinstance(popup, QMenu)
        self.wait(popup.isVisible)
        return popup

    def menu(self, title: str, item: str) -> None:
        """Click a menu of the main window's menu bar, then one of its items."""
        popup = self._open_menu(title)
        action = next(a for a in popup.actions() if plain(a.text()) == item)
        QTest.mouseClick(popup, Qt.MouseButton.LeftButton,
                         pos=popup.actionGeometry(action).center())

    def open_and_escape_menu(self, title: str) -> None:
        """Click a menu of the menu bar open, then close it again with Escape."""
        popup = self._open_menu(title)
        QTest.keyClick(popup, Qt.Key.Key_Escape)
        self.wait(lambda: not popup.isVisible())
        QApplication.processEvents()  # what is posted by then is done before a person's next key

    def choose(self, combo: QWidget, text: str) -> None:
        """Open a drop-down list and click its item starting with `text`."""
        assert isinstance(combo, QComboBox)
        QTest.mouseClick(combo, Qt.MouseButton.LeftButton)
        view = combo.view()
        self.wait(view.isVisible)
        row = next(r for r in range(combo.count())
                   if plain(combo.itemText(r)).startswith(text))
        index = view.model().index(row, combo.modelColumn())
        view.scrollTo(index)
        QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                         pos=view.visualRect(index).center())
        if view.isVisible():  # a click soon after the one that opened it only highlights
            QTest.keyClick(view, Qt.Key.Key_Return)
        self.wait(lambda: combo.currentIndex() == row and not view.isVisible())

    def field(self, root: QWidget, label: str) -> QWidget:
        """The box a form label names ("Account" finds the box after "&Account:")."""
        found = next(w for w in root.findChildren(QLabel)
                     if w.isVisible() and plain(w.text()).rstrip(":") == label)
        buddy = found.buddy()
        assert buddy is not None, f"the label {label!r} names no box"
        return buddy

    def connect_to_server(self, url: str, account: str, password: str) -> None:
        """Connect to server…: fill in the dialog, tick Create a new account, OK."""
        self.click("Connect to server", self.window)
        dialog = self.window_titled("Connect to server")
        for label, text in (("Server", url), ("Account", account), ("Password", password)):
            self.type_into(self.field(dialog, label), text)
        self.click("Create a new account", dialog)
        self.click("OK", dialog)
        self.wait(lambda: self.window.lobby.rings.rowCount() > 0)

    def by_name(self, root: QWidget, accessible_name: str) -> QWidget:
        """The visible widget a screen reader would announce as `accessible_name`."""
        return next(w for w in root.findChildren(QWidget)
                    if w.isVisible() and w.accessibleName() == accessible_name)

    def type_into(self, widget: QWidget, text: str) -> None:
        """Click into a box, select what is there and type `text` over it."""
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton)
        target = widget.focusProxy() or widget
        if isinstance(widget, QAbstractSpinBox):
            widget.selectAll()
        QTest.keyClick(target, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        QTest.keyClicks(target, text)

    def type_amount(self, table: TableWindow, amount: str) -> None:
        """Click into the bet box and type an amount over what it shows."""
        self.type_into(self.by_name(table, "Bet amount"), amount)

    def type_bet(self, table: TableWindow, amount: str) -> None:
        """Type an amount into the bet box and press Enter."""
        self.type_amount(table, amount)
        self.press("Enter")

    def window_titled(self, title: str) -> QWidget:
        """The top-level window titled exactly `title`, once it is on the screen (waits for
        it: a person cannot click a window the display has not shown yet)."""
        def shown() -> bool:
            return any(w.windowTitle() == title and w.windowHandle() is not None
                       and w.windowHandle().isExposed() for w in self.windows())
        self.wait(shown)
        return next(w for w in self.windows() if w.windowTitle() == title)

    def screenshot(self, name: str) -> Path:
        """The whole screen as a PNG in the journey's screenshot folder (what is on screen
        now: pending paints are done first)."""
        for window in self.windows():
            window.repaint()
        return save_screen(self.shots, name)

    def click_tab(self, root: QWidget, title: str) -> None:
        """Click the tab titled `title` in a tab bar under `root` (the chat's Info tab)."""
        bars = [b for b in root.findChildren(QTabBar) if b.isVisible()]
        bar, index = next((b, i) for b in bars for i in range(b.count())
                          if plain(b.tabText(i)) == title)
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())

    @staticmethod
    def _click_tab(tabs: QTabWidget, index: int) -> None:
        bar = tabs.tabBar()
        QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
