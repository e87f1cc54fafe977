"""Laying out a widget offscreen and saving its picture (the screenshot scripts share it)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget


def settle(widget: QWidget, width: int, height: int) -> None:
    """Show `widget` at that size and let Qt lay it out and paint."""
    widget.resize(width, height)
    widget.show()
    for _ in range(3):
        QApplication.processEvents()


def save(widget: QWidget, out: Path, name: str) -> Path:
    """Grab `widget` into `out`/`name`.png; raises OSError if it cannot be written."""
    path = out / f"{name}.png"
    if not widget.grab().save(str(path)):
        raise OSError(f"could not write {path}")
    return path
