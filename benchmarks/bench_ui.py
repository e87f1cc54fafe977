"""Lobby filtering with 10,000 tournaments, table repaint time and the testers' event log
(offscreen).

    QT_QPA_PLATFORM=offscreen python3 -m benchmarks.bench_ui

Prints times and ratios against peers run in the same process: our LobbyFilter and
source-side sort against Qt's stock QSortFilterProxyModel filtering and sorting (through
Python `data()`) over the same model, and a full table paint against painting the bare
felt, plus each against a 60 fps frame budget (16.7 ms); logging an event in the debug
panel (filter on, log full) against only encoding it to JSON.
Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

import client.ui  # noqa: F401  (applies the PySide6 reference-count guard)
from client.protocol.messages import TableEvent, encode
from client.protocol.table_bodies import PlayerAction, Post, Street
from client.ui.app.debug_panel import LOG_LIMIT, DebugPanel
from client.ui.lobby.lobby_model import SORT_ROLE, TOURNAMENT_COLUMNS, LobbyFilter, RowTableModel
from client.ui.table.table_tracker import TableTracker
from client.ui.table.table_widget import TableWidget
from tests.ui import samples

ROWS = 10_000
FRAME_MS = 1000 / 60
QUERIES = ("daily", "plo", "#12", "razz #99", "zzz", "")


def timed(action: Callable[[], object], repeat: int) -> float:
    """Median milliseconds of `repeat` runs."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs)


def bench_filter() -> None:
    model = RowTableModel(TOURNAMENT_COLUMNS)
    model.set_rows(samples.tournament_rows(ROWS))
    ours = LobbyFilter()
    ours.setSourceModel(model)
    stock = QSortFilterProxyModel()
    stock.setSourceModel(model)
    stock.setFilterKeyColumn(1)
    stock.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def run_ours() -> None:
        for query in QUERIES:
            ours.set_filters(text=query)
            ours.rowCount()

    def run_stock() -> None:
        for query in QUERIES:
            stock.setFilterFixedString(query)
            stock.rowCount()

    def run_combined() -> None:
        ours.set_filters(text="", game="PLO", status="running")
        ours.set_filters(game="", status="")

    mine, theirs = timed(run_ours, 5) / len(QUERIES), timed(run_stock, 5) / len(QUERIES)
    combined = timed(run_combined, 5) / 2
    orders = iter([Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder] * 3)

    def run_sort() -> None:
        ours.sort(3, next(orders))
        ours.index(0, 0).data()

    def run_stock_sort() -> None:
        stock.setFilterFixedString("")
        stock.setSortRole(SORT_ROLE)
        stock.sort(3, Qt.SortOrder.AscendingOrder)
        stock.index(0, 0).data()

    sort = timed(run_sort, 5)
    stock_sort = timed(run_stock_sort, 1)
    print(f"lobby filter, {ROWS:,} tournaments (median per change):")
    print(f"  LobbyFilter text          {mine:7.2f} ms")
    print(f"  stock fixed-string filter {theirs:7.2f} ms   ratio ours/stock {mine / theirs:5.2f}")
    print(f"  game + status filter      {combined:7.2f} ms   "
          f"frame budget used {combined / FRAME_MS:5.2f}")
    print(f"  sort by buy-in (source)   {sort:7.2f} ms   ratio ours/stock {sort / stock_sort:5.3f}")
    print(f"  stock proxy sort, data()  {stock_sort:7.2f} ms")


def bench_paint() -> None:
    widget = TableWidget()
    widget.animation_speed = 0
    widget.resize(1280, 640)
    image = QImage(widget.size(), QImage.Format.Format_ARGB32_Premultiplied)

    def paint() -> None:
        widget.render(image)

    bare = timed(paint, 30)
    tracker = TableTracker("t1", "you")
    for seats in (2, 6, 10):
        widget.set_view(tracker.apply_snapshot(samples.table_snapshot(seats=seats),
                                               samples.NOW))
        full = timed(paint, 30)
        print(f"table repaint {seats:2d} seats 1280x640: {full:6.2f} ms   ratio to bare felt "
              f"{full / bare:5.2f}   frame budget used {full / FRAME_MS:5.2f}")
    print(f"bare felt repaint: {bare:6.2f} ms")


def bench_event_log() -> None:
    panel = DebugPanel()
    panel.filter.setText("action")
    bodies = (PlayerAction(kind="call", amount=1), Post(kind="ante", amount=1),
              Street(street="flop", index=1))
    events = [TableEvent(table_id="t1", body=bodies[i % 3], seat=i % 9, hand_id=f"t1-{i // 40}")
              for i in range(LOG_LIMIT)]
    for event in events:  # fill the log: later appends also drop the oldest line
        panel.log_event(event)

    def log_all() -> None:
        for event in events:
            panel.log_event(event)

    def encode_all() -> None:
        for event in events:
            encode(event).decode()

    logged = timed(log_all, 3) / len(events) * 1000
    encoded = timed(encode_all, 3) / len(events) * 1000
    print(f"debug panel event log ({LOG_LIMIT:,} lines kept, filter on), per event:")
    print(f"  log_event                 {logged:7.2f} us   ratio to JSON encode only "
          f"{logged / encoded:6.1f}   events per 60 fps frame {FRAME_MS * 1000 / logged:7.0f}")


def main() -> int:
    QApplication.instance() or QApplication(sys.argv)
    bench_filter()
    bench_paint()
    bench_event_log()
    return 0


if __name__ == "__main__":
    sys.exit(main())
