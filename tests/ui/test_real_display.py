"""Keyboard shortcuts and window behaviour on a real X server (Xvfb), with real key events.

Qt's offscreen platform has no window manager, no real focus and no keyboard: these tests
need a display. Without one (DISPLAY unset, or the offscreen platform) they skip and say
why; `.ci/run` runs them under Xvfb at 1x and at 2x (QT_SCALE_FACTOR=2).
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from client.ui.main_window import MainWindow
from client.ui.settings import Settings
from client.ui.table_window import TableWindow
from tests.ui import samples

NEEDS_DISPLAY = ("needs a real X display (DISPLAY is unset or QT_QPA_PLATFORM=offscreen); "
                 ".ci/run runs these under Xvfb")


@pytest.fixture
def display(qapp: QApplication) -> str:
    """The platform name, or a skip when there is no real display."""
    if not os.environ.get("DISPLAY") or QGuiApplication.platformName() != "xcb":
        pytest.skip(NEEDS_DISPLAY)
    return QGuiApplication.platformName()


def _show_focused(qtbot: QtBot, widget: QWidget) -> None:
    """Show, activate and focus a top-level window as a user's click would."""
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    widget.raise_()
    qtbot.waitUntil(widget.isActiveWindow)
    widget.setFocus()


def test_table_hotkeys_take_real_key_presses(qtbot: QtBot, display: str) -> None:
    """F folds and 2 bets half the pot, from key presses on the focused table window."""
    window = TableWindow("t1", "you")
    window.apply_settings(Settings(animation_speed=0.0))
    window.resize(1000, 700)
    _show_focused(qtbot, window)
    window.apply_snapshot(samples.table_snapshot())
    with qtbot.waitSignal(window.actRequested) as blocker:
        QTest.keyClick(window, Qt.Key.Key_2)
    assert blocker.args[:2] == ["t1", "raise"]
    window.apply_snapshot(samples.table_snapshot())
    with qtbot.waitSignal(window.actRequested) as blocker:
        QTest.keyClick(window, Qt.Key.Key_F)
    assert blocker.args == ["t1", "fold", 0]


def test_table_hotkeys_stay_out_of_the_chat_box(qtbot: QtBot, display: str) -> None:
    """Typing "f" into the chat line writes a letter; it never folds the hand."""
    window = TableWindow("t1", "you")
    window.apply_settings(Settings(animation_speed=0.0))
    _show_focused(qtbot, window)
    window.apply_snapshot(samples.table_snapshot())
    line = window.chat.input
    line.setFocus()
    qtbot.waitUntil(line.hasFocus)
    acted: list[object] = []
    window.actRequested.connect(lambda *args: acted.append(args))
    QTest.keyClicks(line, "gg fk")
    assert line.text() == "gg fk"
    assert not acted


def test_main_window_menu_shortcut_from_the_keyboard(qtbot: QtBot, display: str) -> None:
    """Ctrl+H opens the hand history from anywhere in the main window."""
    window = MainWindow()
    _show_focused(qtbot, window)
    with qtbot.waitSignal(window.historyRequested):
        QTest.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)


def test_scaling_is_what_ci_asked_for(qtbot: QtBot, display: str) -> None:
    """At QT_SCALE_FACTOR=2 every logical pixel is two device pixels (the 2x run is real)."""
    window = TableWindow("t1", "you")
    window.resize(800, 560)
    _show_focused(qtbot, window)
    expected = float(os.environ.get("QT_SCALE_FACTOR", "1"))
    assert window.devicePixelRatio() == pytest.approx(expected)
    picture = window.table.grab()
    assert picture.width() == pytest.approx(window.table.width() * expected, abs=2)


def test_ci_runs_both_readme_test_steps_verbatim() -> None:
    """The README's two test commands (offscreen, then Xvfb) are what .ci/run runs."""
    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    ci = (root / ".ci" / "run").read_text(encoding="utf-8")
    blocks = re.findall(r"```sh\n(.*?)\n```", readme, re.S)
    steps = [b for b in blocks if "pytest" in b]
    assert len(steps) == 2, steps
    assert "xvfb-run" in steps[1] and "QT_SCALE_FACTOR=$scale" in steps[1]
    for step in steps:
        assert step in ci.splitlines(), step
