"""Windows that open on their screen: never larger than its available area (panels and
docks left out) and placed inside it, the window manager's frame included.

Qt's `geometry()` is the inside of a window; the frame (title bar, borders) the window
manager adds is only known once a window is shown (`frameGeometry()`). A window not yet
framed borrows the frame of one that is (every normal window gets the same decoration),
or a generous allowance when none is: better a few pixels to spare than a cut title bar.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The frame assumed before any window is framed: a title bar and thin borders.
FRAME_ALLOWANCE = QSize(16, 40)


def screen_area(widget: QWidget) -> QRect:
    """The available geometry of the screen `widget` is (or opens) on."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_extra(window: QWidget, *others: QWidget | None) -> QSize:
    """What the window manager's frame adds to `window`'s size: its own frame once shown,
    else the frame of the first of `others` that is a shown window, else the allowance."""
    for candidate in (window, *others):
        if candidate is None or not candidate.isWindow() or not candidate.isVisible():
            continue
        extra = candidate.frameGeometry().size() - candidate.geometry().size()
        if extra.width() > 0 or extra.height() > 0:
            return extra
    return QSize(FRAME_ALLOWANCE)


def place_frame(window: QWidget, frame: QRect, extra: QSize) -> None:
    """Put `window`'s frame (title bar included) exactly on `frame`: its inside is the
    frame less `extra`, never below its minimum (then it may overlap a neighbour)."""
    inside = (frame.size() - extra).expandedTo(window.minimumSizeHint())
    window.resize(inside.expandedTo(window.minimumSize()))
    window.move(frame.topLeft())  # a top-level's pos() is its frame's top-left corner


def open_on_screen(window: QWidget, preferred: QSize, *others: QWidget | None) -> QRect:
    """Size a top-level window to `preferred`, shrunk to fit its screen's available area
    with its frame, and centre it there. Returns the frame rectangle it gets."""
    area = screen_area(window)
    extra = frame_extra(window, *others)
    size = (preferred + extra).boundedTo(area.size())
    frame = QRect(QPoint(0, 0), size)
    frame.moveCenter(area.center())
    place_frame(window, frame, extra)
    return frame
