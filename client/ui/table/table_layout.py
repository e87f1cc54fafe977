"""Multi-tabling: tables as tabs of the main window, or as windows tiled, cascaded or
stacked over the screen; each table window remembers its size and place; the table that
needs our action is highlighted or raised (a setting), and keyboard focus follows it.

Table windows are remembered by slot (the first table window, the second, ...), since
table ids change from one session to the next while a regular's layout does not.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QByteArray, QEvent, QObject, QRect, QSettings, QSize, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from client.ui.app.main_window import MainWindow
from client.ui.table.table_window import TableWindow
from client.ui.table.window_fit import frame_margins, frame_size, place_frame, screen_area

#: Arrangements offered in the View menu.
ARRANGEMENTS = ("tile", "cascade", "stack")
CASCADE_STEP = 36
HIGHLIGHT = "#d29922"
DETACHED_KEY = "tables/detached"


def tile_rects(count: int, area: QRect) -> list[QRect]:
    """A grid over `area`: as many columns as the square root (rounded up), rows to fit."""
    if count <= 0:
        return []
    cols = math.ceil(math.sqrt(count))
    rows = math.ceil(count / cols)
    width, height = area.width() // cols, area.height() // rows
    return [QRect(area.left() + (i % cols) * width, area.top() + (i // cols) * height,
                  width, height) for i in range(count)]


def cascade_rects(count: int, area: QRect, step: int = CASCADE_STEP) -> list[QRect]:
    """Windows of one size, each `step` pixels right and down of the one before."""
    if count <= 0:
        return []
    width = max(area.width() - step * (count - 1), area.width() * 2 // 3)
    height = max(area.height() - step * (count - 1), area.height() * 2 // 3)
    return [QRect(area.left() + min(i * step, area.width() - width),
                  area.top() + min(i * step, area.height() - height), width, height)
            for i in range(count)]


def stack_rects(count: int, area: QRect) -> list[QRect]:
    """Every window in the same place (the one needing action comes to the top)."""
    width, height = area.width() * 3 // 4, area.height() * 3 // 4
    rect = QRect(area.left() + (area.width() - width) // 2,
                 area.top() + (area.height() - height) // 2, width, height)
    return [QRect(rect) for _ in range(max(0, count))]


def fit(rect: QRect, minimum: QSize, area: QRect) -> QRect:
    """`rect` grown to a window's minimum size and moved back inside `area` (on a small
    screen tiled tables overlap rather than get cut)."""
    width, height = max(rect.width(), minimum.width()), max(rect.height(), minimum.height())
    left = max(area.left(), min(rect.left(), area.right() + 1 - width))
    top = max(area.top(), min(rect.top(), area.bottom() + 1 - height))
    return QRect(left, top, width, height)


LAYOUTS: dict[str, Callable[[int, QRect], list[QRect]]] = {
    "tile": tile_rects, "cascade": cascade_rects, "stack": stack_rects}


class TableLayout(QObject):
    """Places the session's table windows (tabs or windows) and follows the action."""

    def __init__(self, window: MainWindow, settings: QSettings,
                 attention: Callable[[], str]) -> None:
        super().__init__(window)
        self.window = window
        self._settings = settings
        self._attention = attention
        self.tables: list[TableWindow] = []
        #: True once tables are in their own windows (after Tile, Cascade or Stack); kept
        #: for the next start, so a regular's tables open where they were.
        self.detached = _as_bool(settings.value(DETACHED_KEY, False))
        #: Tables waiting for our action, oldest first.
        self.waiting: list[TableWindow] = []

    # --- tables come and go -----------------------------------------------------------
    def add(self, table: TableWindow, title: str) -> None:
        """Show a new table: a tab, or a window at its slot's remembered place."""
        self.tables.append(table)
        table.actionNeeded.connect(lambda on, t=table: self.action_needed(t, on))
        table.setProperty("base_title", title)
        table.setWindowTitle(title)
        if self.detached:
            self._detach(table)
            self._restore(table)
        else:
            self.window.add_table_tab(table, title)
        self._raise(table)  # a sit & go that starts is not hidden behind its lobby

    def remove(self, table: TableWindow) -> None:
        """Forget a table that was left or closed."""
        if table in self.tables:
            self.tables.remove(table)
        if table in self.waiting:
            self.waiting.remove(table)
        index = self.window.tabs.indexOf(table)
        if index >= 0:
            self.window.tabs.removeTab(index)
        table.removeEventFilter(self)

    def set_title(self, table: TableWindow, title: str) -> None:
        """Name the table on its tab and its window."""
        table.setProperty("base_title", title)
        self._style(table, table in self.waiting)
        self.window.set_tab_title(table, title)

    def current(self) -> TableWindow | None:
        """The table the player looks at: the active window, or the current tab."""
        active = QApplication.activeWindow()
        if self.detached and isinstance(active, TableWindow):
            return active
        widget = self.window.tabs.currentWidget()
        return widget if isinstance(widget, TableWindow) else None

    # --- arrangements -------------------------------------------------------------------
    def arrange(self, how: str) -> list[QRect]:
        """Tile, cascade or stack every open table as its own window on the screen; the
        rectangles are the windows' frames (title bar and borders included)."""
        area = self._area()
        self.detached = True
        self._settings.setValue(DETACHED_KEY, True)
        for table in self.tables:
            self._detach(table)
            table.show()
        frames = [frame_margins(table, self.window) for table in self.tables]
        rects = [fit(rect, table.minimumSizeHint() + frame_size(margins), area)
                 for table, margins, rect
                 in zip(self.tables, frames, LAYOUTS[how](len(self.tables), area), strict=True)]
        for table, margins, rect in zip(self.tables, frames, rects, strict=True):
            place_frame(table, rect, margins)
        if how == "stack" and self.waiting:
            self._raise(self.waiting[0])
        for slot, table in enumerate(self.tables):
            self._save(slot, table)
        return rects

    def to_tabs(self) -> None:
        """Put every table back into the main window's tabs."""
        self.detached = False
        self._settings.setValue(DETACHED_KEY, False)
        for table in self.tables:
            table.removeEventFilter(self)
            self._style(table, False)
            self.window.add_table_tab(table, table_title(table))

    def _area(self) -> QRect:
        return screen_area(self.window)

    def _detach(self, table: TableWindow) -> None:
        index = self.window.tabs.indexOf(table)
        if index >= 0:
            self.window.tabs.removeTab(index)
        table.setParent(self.window, Qt.WindowType.Window)
        table.installEventFilter(self)

    # --- remembered places --------------------------------------------------------------
    def _key(self, slot: int) -> str:
        return f"tables/window{slot + 1}"

    def _save(self, slot: int, table: TableWindow) -> None:
        self._settings.setValue(self._key(slot), table.saveGeometry())

    def _restore(self, table: TableWindow) -> bool:
        """Put a table window where its slot's window last was; cascade it if none."""
        slot = self.tables.index(table)
        saved = self._settings.value(self._key(slot))
        if isinstance(saved, QByteArray) and table.restoreGeometry(saved):
            return True
        place_frame(table, cascade_rects(slot + 1, self._area())[-1],
                    frame_margins(table, self.window))
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A table window moved or was resized by the player: remember it for its slot."""
        if (event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
                and isinstance(watched, TableWindow) and watched in self.tables
                and watched.isWindow()):
            self._save(self.tables.index(watched), watched)
        return False

    # --- following the action -----------------------------------------------------------
    def action_needed(self, table: TableWindow, on: bool) -> None:
        """Our turn at `table` started or ended: highlight or raise it (setting); when it
        ends, the next table waiting comes forward the same way."""
        if on and table not in self.waiting:
            self.waiting.append(table)
        elif not on and table in self.waiting:
            self.waiting.remove(table)
        self._style(table, on)
        if self._attention() != "raise":
            holder = self._keys_holder()
            if holder is not None and holder not in self.waiting and self.waiting:
                self._give_keys(self.waiting[0])
            return
        if on and len(self.waiting) == 1:
            self._raise(table)
        elif not on and self.waiting:
            self._raise(self.waiting[0])

    def _keys_holder(self) -> TableWindow | None:
        """The table window of its own that has the player's keys (not in its chat)."""
        focus, active = QApplication.focusWidget(), QApplication.activeWindow()
        return next((t for t in self.tables if t.isWindow() and t is active and
                     focus is not None and not t.chat.isAncestorOf(focus)), None)

    @staticmethod
    def _give_keys(table: TableWindow) -> None:
        """The hotkeys go to `table`, a window of its own, as if the player had clicked it:
        a table that asks gets them from a table with nothing to decide (seen: two tiled
        tables; after acting at one, C did nothing there while the other's clock ran
        out). Never from a table deciding or from its chat; tabs never switch."""
        table.activateWindow()
        table.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _style(self, table: TableWindow, waiting: bool) -> None:
        """Mark a table that waits for us: its tab text, its window frame and title."""
        mark = self._attention() != "none" and waiting
        index = self.window.tabs.indexOf(table)
        if index >= 0:
            bar = self.window.tabs.tabBar()
            bar.setTabTextColor(index, QColor(HIGHLIGHT) if mark else QColor())
        table.setProperty("waiting", mark)
        table.title.setStyleSheet(f"color: {HIGHLIGHT}" if mark else "")
        table.setWindowTitle(f"● Your turn — {table_title(table)}" if mark else table_title(table))
        if mark and table.isWindow():
            QApplication.alert(table)

    def show_table(self, table: TableWindow) -> None:
        """Bring a table forward (Find a player: "go there")."""
        self._raise(table)

    def _raise(self, table: TableWindow) -> None:
        """Bring the table forward and give it the keyboard (hotkeys go to it)."""
        if table.isWindow():
            table.show()
            table.raise_()
            table.activateWindow()
        else:
            self.window.tabs.setCurrentWidget(table)
            self.window.raise_()
            self.window.activateWindow()
        table.table.setFocus(Qt.FocusReason.OtherFocusReason)


def table_title(table: TableWindow) -> str:
    """The name the table is shown under (its tab, its window)."""
    return str(table.property("base_title") or table.table_id)


def _as_bool(value: object) -> bool:
    return value.lower() in {"1", "true"} if isinstance(value, str) else bool(value)
