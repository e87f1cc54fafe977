"""Results graphs from the player's own hands: a session graph (money or chips over hands,
optionally split into showdown and non-showdown lines) and a tournament chip graph.

Drawn with pyqtgraph: it plots numpy arrays directly, clips to the visible range and
downsamples ("peak", so no swing disappears), so 100,000 hands open and zoom at once
(benchmarks/bench_graphs.py). Wheel or drag zooms, hovering names the hand, a click opens
it in the replayer, and the graph saves as PNG.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from client.ui.regular.graph_data import Graph, HandResult, session_series
from client.ui.table.table_state import chips_text
from client.ui.table.window_fit import resize_within_screen

TOTAL_COLOUR = "#3fb950"
SHOWDOWN_COLOUR = "#4a9eff"
NON_SHOWDOWN_COLOUR = "#e5534b"
STACK_COLOUR = "#d29922"
HOVER_HINT = "Hover a hand to see it; click to replay it. Wheel or drag to zoom."


def signed_text(amount: int, currency: str) -> str:
    """A result with its sign: "+$12.50", "−300"."""
    sign = "+" if amount > 0 else "−" if amount < 0 else ""
    return sign + chips_text(abs(amount), currency)


class ChipAxis(pg.AxisItem):  # type: ignore[misc]  # pyqtgraph is untyped
    """A value axis in chips, or in money at a cash table (chips are cents)."""

    def __init__(self, orientation: str = "left") -> None:
        super().__init__(orientation)
        self.currency = ""

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        """Tick labels as the table shows amounts (whole chips; money from cents)."""
        return [signed_text(round(v), self.currency) if v < 0 else
                chips_text(round(v), self.currency) for v in values]


class ResultsPlot(pg.PlotWidget):  # type: ignore[misc]
    """The plot: lines over hand numbers, hover and click by hand."""

    handHovered = Signal(int)  # index into the results, -1 when outside
    handClicked = Signal(str)  # hand id

    def __init__(self, parent: QWidget | None = None) -> None:
        self.axis = ChipAxis("left")
        super().__init__(parent, axisItems={"left": self.axis})
        self.setBackground("#161b22")
        self.showGrid(x=True, y=True, alpha=0.15)
        self.setLabel("bottom", "Hands")
        self.setMouseEnabled(x=True, y=True)
        self.addLegend(offset=(10, 10))
        self.getPlotItem().hideButtons()  # "Reset zoom" does what pyqtgraph's "A" does
        self.results: tuple[HandResult, ...] = ()
        #: Every line's extent (x and y), for "Reset zoom": clipped lines only report
        #: what is on screen, so the view box cannot find the whole range by itself.
        self._bounds: list[tuple[float, float, float, float]] = []
        self.cursor = pg.InfiniteLine(angle=90, movable=False,
                                      pen=pg.mkPen("#8b949e", style=Qt.PenStyle.DashLine))
        self.cursor.setZValue(10)
        self.addItem(self.cursor, ignoreBounds=True)
        self.cursor.hide()
        self.scene().sigMouseMoved.connect(self._moved)
        self.scene().sigMouseClicked.connect(self._clicked)

    def _line(self, x: np.ndarray, y: np.ndarray, colour: str, name: str,
              width: float = 2) -> pg.PlotDataItem:
        item = pg.PlotDataItem(x, y, pen=pg.mkPen(colour, width=width), name=name)
        self.addItem(item)
        if len(x):
            self._bounds.append((float(x.min()), float(x.max()), float(y.min()),
                                 float(y.max())))
        # Only once it is in the view box: set before, pyqtgraph looks for the range on
        # the widget and fails.
        item.setClipToView(True)
        item.setDownsampling(auto=True, method="peak")
        return item

    def _reset(self, results: Sequence[HandResult], currency: str) -> None:
        self.clear()
        self.addItem(self.cursor, ignoreBounds=True)
        self.cursor.hide()
        self._bounds = []
        self.results = tuple(results)
        self.axis.currency = currency

    def show_session(self, results: Sequence[HandResult], currency: str,
                     showdown_lines: bool) -> None:
        """Cumulative results over hands; with showdown lines, also the part won at
        showdown (blue) and without it (red)."""
        self._reset(results, currency)
        nets = np.fromiter((r.net for r in results), dtype=np.int64, count=len(results))
        showdown = np.fromiter((r.showdown for r in results), dtype=bool, count=len(results))
        self.show_series(nets, showdown, currency, showdown_lines)

    def show_series(self, nets: np.ndarray, showdown: np.ndarray, currency: str,
                    showdown_lines: bool) -> None:
        """The session lines from arrays of results (the benchmark's entry point)."""
        series = session_series(nets, showdown)
        self.axis.currency = currency
        self.setLabel("left", "Money won" if currency else "Chips won")
        self._line(series.hands, series.total, TOTAL_COLOUR, "All hands", 2.5)
        if showdown_lines:
            self._line(series.hands, series.showdown, SHOWDOWN_COLOUR, "At showdown")
            self._line(series.hands, series.non_showdown, NON_SHOWDOWN_COLOUR,
                       "Without showdown")
        self.reset_zoom()

    def show_stacks(self, results: Sequence[HandResult]) -> None:
        """The hero's chip stack after each hand of a tournament."""
        self._reset(results, "")
        known = [(i + 1, r.stack_after) for i, r in enumerate(results)
                 if r.stack_after is not None]
        self.setLabel("left", "Chips")
        if known:
            x, y = (np.array(column, dtype=np.int64) for column in zip(*known, strict=True))
            self._line(x, y, STACK_COLOUR, "Your stack", 2.5)
        self.reset_zoom()

    def reset_zoom(self) -> None:
        """Show every hand and every value again."""
        if self._bounds:
            self.setXRange(min(b[0] for b in self._bounds), max(b[1] for b in self._bounds))
            self.setYRange(min(b[2] for b in self._bounds), max(b[3] for b in self._bounds))

    def index_at(self, scene_pos: QPointF) -> int:
        """The result under a scene position (nearest hand), or -1."""
        if not self.results or not self.sceneBoundingRect().contains(scene_pos):
            return -1
        x = self.getPlotItem().vb.mapSceneToView(scene_pos).x()
        index = round(float(x)) - 1
        return index if 0 <= index < len(self.results) else -1

    def _moved(self, scene_pos: QPointF) -> None:
        index = self.index_at(scene_pos)
        self.cursor.setVisible(index >= 0)
        if index >= 0:
            self.cursor.setValue(index + 1)
        self.handHovered.emit(index)

    def _clicked(self, event: object) -> None:
        button = getattr(event, "button", lambda: None)()
        pos = getattr(event, "scenePos", lambda: QPointF(-1, -1))()
        index = self.index_at(pos)
        if button == Qt.MouseButton.LeftButton and index >= 0:
            self.handClicked.emit(self.results[index].hand_id)


class ResultsWindow(QWidget):
    """Pick a graph (cash session per currency, or a tournament), toggle the showdown
    lines, hover and click hands, reset the zoom and save the picture."""

    replayRequested = Signal(str)  # hand id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Results graphs"))
        resize_within_screen(self, QSize(900, 560))  # smaller on a small screen
        self.graphs: list[Graph] = []
        self.choice = QComboBox()
        self.choice.setAccessibleName("Graph")
        self.showdown_lines = QCheckBox(self.tr("&Showdown lines"))
        self.showdown_lines.setToolTip("Split your results into hands that reached showdown "
                                       "(blue) and hands won or lost without one (red)")
        self.showdown_lines.setChecked(True)
        self.plot = ResultsPlot()
        self.hover = QLabel(HOVER_HINT)
        self.reset_button = QPushButton(self.tr("&Reset zoom"))
        self.save_button = QPushButton(self.tr("Save as &PNG…"))
        top = QHBoxLayout()
        top.addWidget(self.choice, 1)
        top.addWidget(self.showdown_lines)
        top.addWidget(self.reset_button)
        top.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.plot, 1)
        layout.addWidget(self.hover)
        self.choice.currentIndexChanged.connect(lambda _i: self.redraw())
        self.showdown_lines.toggled.connect(lambda _on: self.redraw())
        self.reset_button.clicked.connect(self.plot.reset_zoom)
        self.save_button.clicked.connect(self._ask_save)
        self.plot.handHovered.connect(self._hovered)
        self.plot.handClicked.connect(self.replayRequested)

    def set_graphs(self, graphs: Sequence[Graph]) -> None:
        """Offer these graphs (keeping the current choice when it is still there)."""
        current = self.choice.currentText()
        self.graphs = list(graphs)
        self.choice.blockSignals(True)
        self.choice.clear()
        for graph in self.graphs:
            self.choice.addItem(f"{graph.title} ({len(graph.results)} hands)")
        found = next((i for i, g in enumerate(self.graphs)
                      if current.startswith(g.title + " (")), 0)
        self.choice.setCurrentIndex(found)
        self.choice.blockSignals(False)
        self.redraw()

    def current(self) -> Graph | None:
        """The graph on show."""
        index = self.choice.currentIndex()
        return self.graphs[index] if 0 <= index < len(self.graphs) else None

    def redraw(self) -> None:
        """Draw the chosen graph."""
        graph = self.current()
        self.showdown_lines.setEnabled(graph is not None and not graph.tournament)
        self.hover.setText(HOVER_HINT)
        if graph is None:
            self.plot.show_session((), "", False)
            self.hover.setText(self.tr("No hands of yours yet: play some, then look again."))
        elif graph.tournament:
            self.plot.show_stacks(graph.results)
        else:
            self.plot.show_session(graph.results, graph.currency,
                                   self.showdown_lines.isChecked())

    def save_png(self, path: Path) -> bool:
        """Save the plot as a PNG picture."""
        return bool(self.plot.grab().save(str(path), "PNG"))

    def _hovered(self, index: int) -> None:
        graph = self.current()
        if graph is None or index < 0:
            return
        result = graph.results[index]
        total = sum(r.net for r in graph.results[:index + 1])
        where = "showdown" if result.showdown else "no showdown"
        text = (f"Hand {index + 1}: #{result.hand_id} · {result.started.astimezone():%H:%M} · "
                f"{signed_text(result.net, graph.currency)} ({where})")
        if graph.tournament and result.stack_after is not None:
            text += f" · stack {chips_text(result.stack_after)}"
        else:
            text += f" · total {signed_text(total, graph.currency)}"
        self.hover.setText(text + " — click to replay")

    def _ask_save(self) -> None:
        dialog = QFileDialog(self, "Save the graph", "results.png", "PNG pictures (*.png)")
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.fileSelected.connect(lambda name: self.save_png(Path(name)))
        dialog.open()
