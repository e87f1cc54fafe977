"""Bringing a tool window back when its menu item or button is used again.

`show()` and `raise_()` leave a minimized window minimized: a player who minimized the
hand history (or a trainer) and clicked its button again saw nothing happen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget


def bring_to_front(window: QWidget) -> None:
    """Show the window un-minimized, on top and focused."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
