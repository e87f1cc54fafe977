"""The 13×13 starting-hand grid: a chart's range coloured, one hand outlined.

Pairs run down the diagonal, suited hands above it and offsuit hands below (rows and
columns from the ace down), the layout every push/fold chart uses.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.engine.cards import RANKS

_ORDER = RANKS[::-1]  # A, K, ..., 2
IN_COLOUR = QColor("#2e8b57")
OUT_COLOUR = QColor("#3a3f47")
MARK_COLOUR = QColor("#ffd33d")


def grid_class(row: int, col: int) -> str:
    """The hand class in a cell: a pair on the diagonal, suited above, offsuit below."""
    a, b = _ORDER[row], _ORDER[col]
    if row == col:
        return a + b
    return f"{a}{b}s" if col > row else f"{b}{a}o"


def grid_cell(cls: str) -> tuple[int, int]:
    """The (row, column) of a hand class in the grid."""
    hi, lo = _ORDER.index(cls[0]), _ORDER.index(cls[1])
    return (hi, lo) if len(cls) == 2 or cls.endswith("s") else (lo, hi)


class ChartGrid(QWidget):
    """Paints a range over the 169 classes; the spot's hand gets a bright outline."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.classes: frozenset[str] = frozenset()
        self.marked = ""
        self.setMinimumSize(QSize(13 * 24, 13 * 20))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(self.tr("Push/fold chart"))

    def show_range(self, classes: frozenset[str], marked: str) -> None:
        """Colour ``classes`` and outline ``marked``."""
        self.classes, self.marked = classes, marked
        self.setToolTip(self.tr("%1 is outlined; green hands are in the chart's range")
                        .replace("%1", marked))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(13 * 34, 13 * 26)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width() / 13, self.height() / 13
        font = QFont(self.font())
        font.setPixelSize(max(8, int(min(w / 3.2, h / 2))))
        painter.setFont(font)
        for row in range(13):
            for col in range(13):
                cls = grid_class(row, col)
                rect = QRectF(col * w, row * h, w, h).adjusted(1, 1, -1, -1)
                painter.fillRect(rect, IN_COLOUR if cls in self.classes else OUT_COLOUR)
                painter.setPen(QColor("#f0f0f0"))
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, cls)
        if self.marked:
            row, col = grid_cell(self.marked)
            painter.setPen(QPen(MARK_COLOUR, 3))
            painter.drawRect(QRectF(col * w, row * h, w, h).adjusted(1.5, 1.5, -1.5, -1.5))
        painter.end()
