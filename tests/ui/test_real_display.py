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
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from client.ui.app.main_window import MainWindow
from client.ui.app.settings import Settings, SettingsStore
from client.ui.table.table_window import TableWindow
from tests.ui import samples
from tests.ui.regular.test_notes import right_click_seat, table_with_notes
from tests.ui.table.test_table_layout import our_turn, session_with_tables, we_acted
from tests.ui.test_windows import controls, cut_off, table_at_our_turn

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


def test_table_windows_remember_their_places(qtbot: QtBot, store: SettingsStore,
                                              display: str) -> None:
    """A table window moved and resized by the player opens there at the next start."""
    session, tables = session_with_tables(qtbot, store, 2)
    session.tables.layout.arrange("cascade")
    smallest = tables[1].minimumSizeHint()
    # Room above the minimum: a cash table seated at start shows its sit-out and top-up
    # controls, which widen the minimum a little.
    place = QRect(40, 60, smallest.width() + 120, smallest.height() + 30)
    tables[1].setGeometry(place)  # the player moves and resizes it
    qtbot.waitUntil(lambda: tables[1].geometry() == place)
    for table in tables:
        table.close()
    later, reopened = session_with_tables(qtbot, store, 2)  # the next start
    assert later.tables.layout.detached and all(t.isWindow() for t in reopened)
    assert reopened[1].geometry() == place




def test_tile_shortcut_puts_tables_side_by_side(qtbot: QtBot, store: SettingsStore,
                                               display: str) -> None:
    """Ctrl+Shift+T, pressed in the main window, tiles four tables over the screen."""
    session, tables = session_with_tables(qtbot, store, 4)
    _show_focused(qtbot, session.window)
    QTest.keyClick(session.window, Qt.Key.Key_T,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: all(t.isWindow() and t.isVisible() for t in tables))
    screen = session.window.screen().availableGeometry()
    roomy = all(screen.width() // 2 >= t.minimumSizeHint().width() + 20
                and screen.height() // 2 >= t.minimumSizeHint().height() + 40 for t in tables)

    def tiled() -> bool:
        """Frames (title bars included) on the screen; with room for all, a 2x2 grid that
        fills it exactly."""
        frames = [t.frameGeometry() for t in tables]
        overlap = any(a.intersects(b) for i, a in enumerate(frames) for b in frames[i + 1:])
        filled = sum(f.width() * f.height() for f in frames) == screen.width() * screen.height()
        return all(screen.contains(f) for f in frames) and (not roomy or (filled and not overlap))

    if session.window.frameGeometry() != session.window.geometry():  # a window manager
        qtbot.waitUntil(lambda: all(t.frameGeometry() != t.geometry() for t in tables))
    qtbot.waitUntil(tiled)


def test_keyboard_focus_follows_the_action(qtbot: QtBot, store: SettingsStore,
                                           display: str) -> None:
    """With "raise", the table needing action comes forward with the keyboard: F folds
    there, and once we acted the next waiting table gets the keys."""
    session, (first, second) = session_with_tables(qtbot, store, 2,
                                                   Settings(attention="raise",
                                                            animation_speed=0.0))
    session.tables.layout.arrange("cascade")
    our_turn(first)
    qtbot.waitUntil(first.isActiveWindow)
    our_turn(second)  # waits: we are still deciding at the first table
    assert first.isActiveWindow()
    focused = QApplication.focusWidget()
    assert focused is not None and first.isAncestorOf(focused)
    with qtbot.waitSignal(first.actRequested) as folded:
        QTest.keyClick(focused, Qt.Key.Key_F)
    assert folded.args == ["t1", "fold", 0]
    qtbot.waitUntil(second.isActiveWindow)  # at once, before the room confirms the fold
    we_acted(first)
    focused = QApplication.focusWidget()
    assert focused is not None and second.isAncestorOf(focused)
    with qtbot.waitSignal(second.actRequested) as folded:
        QTest.keyClick(focused, Qt.Key.Key_F)
    assert folded.args == ["t2", "fold", 0]


def test_find_a_player_opens_with_ctrl_f(qtbot: QtBot, store: SettingsStore,
                                         display: str) -> None:
    """Ctrl+F opens Find a player with the cursor in the name box: typing searches."""
    session, _tables = session_with_tables(qtbot, store, 1)
    session.on_event(samples.table_snapshot())  # Carla sits at table t1
    _show_focused(qtbot, session.window)
    QTest.keyClick(session.window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    search = session.player_search
    assert search is not None
    qtbot.waitUntil(search.query.hasFocus)
    QTest.keyClicks(search.query, "carl")  # where the focus is (checked above)
    assert search.query.text() == "carl" and search.results.rowCount() == 1


def test_windows_open_whole_on_the_screen_with_every_control(qtbot: QtBot,
                                                              store: SettingsStore,
                                                              display: str) -> None:
    """The main window opens no larger than its screen's available area and on it (1x;
    2x halves the screen), a table in it shows every control whole, and so does a table
    in its own window."""
    first, table = table_at_our_turn(qtbot, store)
    window = first.window
    _show_focused(qtbot, window)  # active: the window manager has framed it
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    cut = [name for name, widget in controls(table).items() if cut_off(widget, window)]
    assert not cut, (area, window.size(), cut)
    session, (alone,) = session_with_tables(qtbot, store, 1)
    session.tables.layout.arrange("cascade")
    our_turn(alone)
    qtbot.waitUntil(lambda: alone.isVisible() and alone.isWindow())
    assert area.contains(alone.frameGeometry()), (area, alone.frameGeometry())
    cut = [name for name, widget in controls(alone).items() if cut_off(widget, alone)]
    assert not cut, (area, alone.size(), cut)


def test_settings_open_at_our_turn_and_fold_still_folds(qtbot: QtBot, store: SettingsStore,
                                                        display: str) -> None:
    """With Settings open (and active) while our clock runs, a click on Fold folds."""
    session, table = table_at_our_turn(qtbot, store)
    _show_focused(qtbot, session.window)
    dialog = session.open_settings()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert QGuiApplication.modalWindow() is None  # a modal one swallows the player's clicks
    with qtbot.waitSignal(table.actRequested) as acted:
        QTest.mouseClick(table.action_bar.fold_button, Qt.MouseButton.LeftButton)
    assert acted.args == ["t1", "fold", 0]


def test_bet_box_types_digits_then_enter_bets_and_hotkeys_work_again(
        qtbot: QtBot, display: str) -> None:
    """In the bet box the digit hotkeys type ("2" is half the pot elsewhere); Enter bets
    what was typed and gives the keys back to the table, so F folds the next turn."""
    window = TableWindow("t1", "you")
    window.apply_settings(Settings(animation_speed=0.0))
    window.resize(1000, 700)
    _show_focused(qtbot, window)
    window.apply_snapshot(samples.table_snapshot())
    box = window.action_bar.amount
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    acted: list[object] = []
    window.actRequested.connect(lambda *args: acted.append(args))
    QTest.keyClicks(box, "1200")
    assert box.text() == "1,200" or box.cleanText().replace(",", "") == "1200"
    assert not acted  # "2" typed, never bet half the pot
    with qtbot.waitSignal(window.actRequested) as bet:
        QTest.keyClick(box, Qt.Key.Key_Return)
    assert bet.args == ["t1", "raise", 1200]
    qtbot.waitUntil(window.table.hasFocus)
    window.apply_snapshot(samples.table_snapshot())
    with qtbot.waitSignal(window.actRequested) as folded:
        QTest.keyClick(window.table, Qt.Key.Key_F)  # where the focus is (checked above)
    assert folded.args == ["t1", "fold", 0]


def test_escape_leaves_the_bet_box_and_letters_stay_hotkeys_in_it(qtbot: QtBot,
                                                                  display: str) -> None:
    """Escape puts the amount back and the keys with the table; a letter hotkey pressed in
    the box (it cannot type letters) acts at once."""
    window = TableWindow("t1", "you")
    window.apply_settings(Settings(animation_speed=0.0))
    window.resize(1000, 700)
    _show_focused(qtbot, window)
    window.apply_snapshot(samples.table_snapshot())
    box = window.action_bar.amount
    before = box.value()
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    box.selectAll()
    QTest.keyClicks(box, "999")
    QTest.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(window.table.hasFocus)
    assert box.value() == before and box.text() == box.textFromValue(before)
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    with qtbot.waitSignal(window.actRequested) as folded:
        QTest.keyClick(box, Qt.Key.Key_F)
    assert folded.args == ["t1", "fold", 0]


def test_notes_on_a_player_take_typing_at_once(qtbot: QtBot, tmp_path: Path,
                                               display: str) -> None:
    """The note editor opens with the keyboard in the note: typed keys become the note."""
    window, controller = table_with_notes(qtbot, tmp_path)
    _show_focused(qtbot, window)
    right_click_seat(window, 4)
    window.seat_menu.actions()[0].trigger()  # type: ignore[union-attr]
    editor = controller.editor
    assert editor is not None
    qtbot.waitUntil(editor.text.hasFocus)
    QTest.keyClicks(editor.text, "3-bets light")
    assert editor.text.toPlainText() == "3-bets light"
