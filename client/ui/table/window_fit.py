"""Windows that open on their screen: never larger than its available area (panels and
docks left out) and placed inside it, the window manager's frame included.

Qt's `geometry()` is the inside of a window; the frame (title bar, borders) the window
manager adds is only known once a window is shown and framed (`frameGeometry()`). A window
not yet framed borrows the frame of one that is (normal windows share one decoration),
or a generous allowance when none is: better a few pixels to spare than a cut title bar.
Tiles are frames: four tiled tables fill the screen exactly, title bars included.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget

#: The frame assumed before any window is framed: a title bar and thin borders.
FRAME_ALLOWANCE = QMargins(8, 32, 8, 8)


def screen_area(widget: QWidget) -> QRect:
    """The available geometry of the screen `widget` is (or opens) on."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def _margins(window: QWidget) -> QMargins:
    inside, frame = window.geometry(), window.frameGeometry()
    return QMargins(inside.left() - frame.left(), inside.top() - frame.top(),
                    frame.right() - inside.right(), frame.bottom() - inside.bottom())


def frame_margins(window: QWidget, reference: QWidget | None = None) -> QMargins:
    """The window manager's frame around `window`: its own once it has one; else the
    frame of `reference`, a window shown for a while (none there: no window manager);
    else, nothing shown yet, the allowance."""
    if window.isWindow() and window.isVisible():
        own = _margins(window)
        if not own.isNull():
            return own
    if reference is not None and reference.isWindow() and reference.isVisible():
        return _margins(reference)
    return QMargins(FRAME_ALLOWANCE)


def frame_size(margins: QMargins) -> QSize:
    """How much a frame with these margins adds to a window's size."""
    return QSize(margins.left() + margins.right(), margins.top() + margins.bottom())


def place_frame(window: QWidget, frame: QRect, margins: QMargins) -> None:
    """Put `window`'s frame (title bar included) on `frame`: the inside is the frame less
    its margins, never below the window's minimum (then it may overlap a neighbour)."""
    inside = frame.marginsRemoved(margins)
    inside.setSize(inside.size().expandedTo(window.minimumSizeHint())
                   .expandedTo(window.minimumSize()))
    window.setGeometry(inside)


def resize_within_screen(window: QWidget, preferred: QSize) -> None:
    """Give a secondary window (a dialog, the hand history, a tournament lobby) its
    `preferred` size, shrunk to fit its screen's available area with a frame like its
    parent's, and open it centred over its parent window (as Qt opens a dialog), kept on
    the screen; without a parent, on the screen's centre. Left to the window manager, a
    tournament lobby opened in the screen's top-left corner, over the main window's menu."""
    parent = window.parentWidget()
    owner = parent.window() if parent is not None else None
    margins = frame_margins(window, owner)
    area = screen_area(window)
    size = preferred.boundedTo(area.size() - frame_size(margins))
    window.resize(size)
    frame = QRect(QPoint(0, 0), size + frame_size(margins))
    over = owner.frameGeometry() if owner is not None and owner.isVisible() else area
    frame.moveCenter(over.center())
    window.move(_kept_on(frame, area))


def place_clear_of(window: QWidget, avoid: QRect, reference: QWidget) -> None:
    """Open `window` (at its size) centred under the screen area `avoid`, else above it,
    its frame (like `reference`'s) kept on the screen. A finish dialog centred over its
    table hid the final board."""
    area = screen_area(reference)
    frame = QRect(QPoint(0, 0), window.size() + frame_size(frame_margins(window, reference)))
    gap = 8
    frame.moveCenter(QPoint(avoid.center().x(), 0))
    frame.moveTop(avoid.bottom() + gap)
    if not area.contains(frame):
        frame.moveBottom(avoid.top() - gap)
    window.move(_kept_on(frame, area))


def _kept_on(frame: QRect, area: QRect) -> QPoint:
    """Where `frame` goes moved the least to lie inside `area` (its top-left corner)."""
    return QPoint(max(area.left(), min(frame.left(), area.right() - frame.width() + 1)),
                  max(area.top(), min(frame.top(), area.bottom() - frame.height() + 1)))


class _AtLeastMinimum(QWidget):
    """Holds a scroll area's content at the area's size, never below the content's
    minimum. No layout here on purpose: through a layout Qt asks content with wrapped
    words (a banner) for its *preferred* height for the width, and a window with room to
    spare scrolled."""

    def __init__(self, content: QWidget) -> None:
        super().__init__()
        content.setParent(self)
        self.content = content

    def minimumSizeHint(self) -> QSize:
        return self.content.minimumSizeHint()

    def sizeHint(self) -> QSize:
        return self.content.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.content.setGeometry(self.rect())
        super().resizeEvent(event)


class FitArea(QScrollArea):
    """A window's whole content in a frameless scroll area, so the window never needs more
    than its screen: a 1280x720 screen at 200 % is 640x360 logical pixels, less than the
    lobby's or the settings' minimum. There the content scrolls; on a screen it fits, the
    window opens at the content's own size and no scroll bar shows."""

    def __init__(self, content: QWidget, chrome: QSize | None = None,
                 parent: QWidget | None = None) -> None:
        """``chrome``: what the window adds around this area (its menu bar)."""
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(_AtLeastMinimum(content))
        self.content = content
        self.chrome = chrome or QSize()

    def _room(self) -> QSize:
        return screen_area(self).size() - frame_size(FRAME_ALLOWANCE) - self.chrome

    def sizeHint(self) -> QSize:
        """The content's own size, as far as the screen has room."""
        content = self.content
        return content.sizeHint().expandedTo(content.minimumSizeHint()).boundedTo(
            self._room())

    def minimumSizeHint(self) -> QSize:
        """The content's minimum as far as the screen holds it: where it fits, nothing
        scrolls (a dialog opens at its minimum, not at Qt's two thirds of the screen)."""
        return self.content.minimumSizeHint().boundedTo(self._room())


def open_on_screen(window: QWidget, preferred: QSize) -> None:
    """Size the first top-level window to `preferred`, shrunk to fit its screen's
    available area with a frame (the allowance: nothing is framed yet), and centre it."""
    area = screen_area(window)
    margins = frame_margins(window)
    frame = QRect(QPoint(0, 0), (preferred + frame_size(margins)).boundedTo(area.size()))
    frame.moveCenter(area.center())
    place_frame(window, frame, margins)
