"""Opening a results graph of 100,000 hands (offscreen), against two peers.

    QT_QPA_PLATFORM=offscreen python3 -m benchmarks.bench_graphs [HANDS]

"Opens" is what the player waits for: build the plot, give it the hands (three lines:
all hands, showdown, non-showdown), show it and paint it once (`grab()`). Peers in the
same process on the same data: a naive QPainter path through every point, and QtCharts
(PySide6-Addons) with three QLineSeries. Then zooming in on 1,000 hands and repainting.
Not a test: nothing here asserts a time.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import numpy as np
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QApplication, QWidget

import client.ui  # noqa: F401  (applies the PySide6 reference-count guard)
from client.ui.regular.graph_data import session_series
from client.ui.regular.graphs import ResultsPlot

WIDTH, HEIGHT = 900, 520


def hands(n: int, seed: int = 7) -> tuple[np.ndarray, np.ndarray]:
    """Results of n hands in cents (most small, a few big pots) and showdown flags."""
    rng = np.random.default_rng(seed)
    nets = (rng.standard_t(3, n) * 150).astype(np.int64)
    return nets, rng.random(n) < 0.27


def timed(build: Callable[[], QWidget]) -> tuple[float, QWidget]:
    start = time.perf_counter()
    widget = build()
    widget.resize(WIDTH, HEIGHT)
    widget.show()
    QApplication.processEvents()
    widget.grab()
    return time.perf_counter() - start, widget


class NaivePath(QWidget):
    """The peer: every point of every line into a QPainterPath, painted as is."""

    def __init__(self, lines: list[np.ndarray]) -> None:
        super().__init__()
        self.lines = lines

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        n = len(self.lines[0])
        low = min(int(line.min()) for line in self.lines)
        high = max(int(line.max()) for line in self.lines)
        sx, sy = self.width() / max(1, n - 1), self.height() / max(1, high - low)
        for line, colour in zip(self.lines, ("#3fb950", "#4a9eff", "#e5534b"), strict=True):
            path = QPainterPath(QPointF(0, self.height() - (int(line[0]) - low) * sy))
            for i, value in enumerate(line.tolist()):
                path.lineTo(i * sx, self.height() - (value - low) * sy)
            p.setPen(QPen(QColor(colour), 1.5))
            p.drawPath(path)
        p.end()


def qtcharts(lines: list[np.ndarray]) -> QWidget:
    """The other peer: QtCharts with three QLineSeries, filled from numpy (replaceNp)."""
    from PySide6.QtCharts import QChart, QChartView, QLineSeries

    chart = QChart()
    x = np.arange(1, len(lines[0]) + 1, dtype=np.float64)
    for line in lines:
        series = QLineSeries()
        series.replaceNp(x, line.astype(np.float64))  # type: ignore[arg-type]
        chart.addSeries(series)
    chart.createDefaultAxes()
    return QChartView(chart)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    app = QApplication.instance() or QApplication(sys.argv)
    nets, showdown = hands(n)
    series = session_series(nets, showdown)
    lines = [series.total, series.showdown, series.non_showdown]

    def ours() -> QWidget:
        plot = ResultsPlot()
        plot.show_series(nets, showdown, "USD", showdown_lines=True)
        return plot

    ours_s, plot = timed(ours)
    naive_s, _naive = timed(lambda: NaivePath(lines))
    charts_s, _charts = timed(lambda: qtcharts(lines))
    start = time.perf_counter()
    assert isinstance(plot, ResultsPlot)
    plot.setXRange(n // 2, n // 2 + 1000)
    QApplication.processEvents()
    plot.grab()
    zoom_s = time.perf_counter() - start
    print(f"results graph, {n:,} hands, three lines, open and first paint ({WIDTH}x{HEIGHT}):")
    print(f"  pyqtgraph (ours, clip + peak downsampling): {ours_s * 1000:8.0f} ms")
    print(f"  naive QPainter path, every point:          {naive_s * 1000:8.0f} ms "
          f"({naive_s / ours_s:.1f}x ours)")
    print(f"  QtCharts, three QLineSeries (numpy):       {charts_s * 1000:8.0f} ms "
          f"({charts_s / ours_s:.1f}x ours)")
    print(f"  zoom to 1,000 hands and repaint (ours):    {zoom_s * 1000:8.0f} ms")
    print(f"  under one second: {'yes' if ours_s < 1 else 'NO'}")
    del app


if __name__ == "__main__":
    main()
