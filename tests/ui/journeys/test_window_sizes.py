"""Journey f: small windows and 2x scaling. A table opened in an 800x600 or 1024x768 main
window, or one filling the screen (at QT_SCALE_FACTOR=2 the 1920x1080 Xvfb screen is
960x540 logical pixels), shows every action button, the bet box and the chat line inside
the window, the window inside the screen, and a hand can be played with clicks.
"""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QRect

from client.ui.table.table_window import TableWindow
from tests.ui.journeys.player import Player

SIZES = {"800x600": (800, 600), "1024x768": (1024, 768), "screen": (0, 0)}
SCALE = float(os.environ.get("QT_SCALE_FACTOR", "1"))
CASES = ["800x600", "1024x768", "screen"]


def outside(app: Player, table: TableWindow) -> list[str]:
    """The controls a person could not reach: not shown, or (partly) outside the window."""
    window = app.window
    inside = window.rect()
    bar = table.action_bar
    controls = {"Fold": bar.fold_button, "Check/Call": bar.call_button,
                "Bet/Raise": bar.raise_button, "Bet amount": app.by_name(table, "Bet amount"),
                "Chat message": app.by_name(table, "Chat message")}
    missing = []
    for name, widget in controls.items():
        place = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        if not widget.isVisible() or not inside.contains(place):
            missing.append(f"{name} at {place.getRect()} not in {inside.getRect()}")
    return missing


@pytest.mark.parametrize("size", CASES)
def test_table_fits_and_plays_at_window_size(app: Player, size: str) -> None:
    """Every control is inside the window and the window inside the screen; a hand is
    played with clicks on the buttons."""
    screen = app.window.screen().availableGeometry()
    width, height = SIZES[size]
    if size == "screen":
        width, height = screen.width(), screen.height()
    frame = app.window.frameGeometry().size() - app.window.size()
    if width + frame.width() > screen.width() or height + frame.height() > screen.height():
        pytest.skip(f"a {size} window cannot fit on this {screen.width()}x{screen.height()} "
                    "(logical) screen; the 'screen' case covers this scale")
    app.window.setGeometry(QRect(screen.topLeft(), screen.size()).adjusted(
        0, 0, width - screen.width(), height - screen.height()))
    table = app.sit_at_cash_table("Aldebaran")
    app.wait_for_my_turn(table)
    assert screen.contains(app.window.frameGeometry()), (app.window.frameGeometry(), screen)
    assert (app.window.width(), app.window.height()) == (width, height)
    assert outside(app, table) == []
    for _hand in range(2):  # check or call with the mouse, twice
        text = next(t for t in app.action_texts(table) if t.startswith(("Check", "Call")))
        app.click(text, table)
        app.wait(lambda: not app.my_turn(table))
        app.wait_for_my_turn(table)
