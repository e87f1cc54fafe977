"""Light and dark palettes for the whole application, plus the felt and card colours.

One place for colours so the lobby, the table and the dialogs agree in both themes.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from client.ui.app.settings import Theme


@dataclass(frozen=True)
class TableColours:
    """Colours the painted table uses (felt, rail, text, highlights)."""

    background: QColor
    felt_inner: QColor
    felt_outer: QColor
    rail: QColor
    seat_box: QColor
    seat_text: QColor
    to_act: QColor
    chips: QColor
    pot_text: QColor


def table_colours(theme: Theme) -> TableColours:
    """The table palette for a theme: green felt either way, darker room in dark mode."""
    dark = theme == "dark"
    return TableColours(
        background=QColor("#1b1f24") if dark else QColor("#dfe4ea"),
        felt_inner=QColor("#2f8a4e"),
        felt_outer=QColor("#1d5e34"),
        rail=QColor("#4a2f1d"),
        seat_box=QColor(20, 24, 28, 225) if dark else QColor(35, 40, 48, 215),
        seat_text=QColor("#f4f4f4"),
        to_act=QColor("#ffcc33"),
        chips=QColor("#e8b923"),
        pot_text=QColor("#ffffff"),
    )


def apply_theme(app: QApplication, theme: Theme) -> None:
    """Set the Fusion style and a palette matching the theme on the whole application."""
    app.setStyle("Fusion")
    palette = QPalette()
    if theme == "dark":
        base, window, text = QColor("#22262b"), QColor("#2b3036"), QColor("#e9ecef")
        palette.setColor(QPalette.ColorRole.Window, window)
        palette.setColor(QPalette.ColorRole.WindowText, text)
        palette.setColor(QPalette.ColorRole.Base, base)
        palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#2f353c"))
        palette.setColor(QPalette.ColorRole.Text, text)
        palette.setColor(QPalette.ColorRole.Button, QColor("#353b42"))
        palette.setColor(QPalette.ColorRole.ButtonText, text)
        palette.setColor(QPalette.ColorRole.ToolTipBase, window)
        palette.setColor(QPalette.ColorRole.ToolTipText, text)
        palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#8a939c"))
        palette.setColor(QPalette.ColorRole.Highlight, QColor("#2d7d46"))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
        palette.setColor(QPalette.ColorRole.Link, QColor("#6fc2ff"))
        disabled = QColor("#7b838b")
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText,
                     QPalette.ColorRole.WindowText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, disabled)
    else:
        palette = app.style().standardPalette()
        palette.setColor(QPalette.ColorRole.Highlight, QColor("#2d7d46"))
        palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    app.setPalette(palette)
