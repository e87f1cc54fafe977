"""Multi-tabling on real widgets: tile, cascade and stack the open tables as windows, back
to tabs, each window's place remembered for the next start, and the table needing our
action highlighted or raised. (Key presses and window focus: tests/ui/test_real_display.)"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from client.protocol.messages import TableEvent
from client.protocol.table_bodies import PlayerAction
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.table.table_layout import cascade_rects, fit, stack_rects, tile_rects
from client.ui.table.table_window import TableWindow
from client.ui.table.window_fit import frame_margins, frame_size
from tests.ui import samples

AREA = QRect(0, 0, 1600, 900)


def test_tile_is_a_grid_without_overlap() -> None:
    four = tile_rects(4, AREA)
    assert [r.getRect() for r in four] == [(0, 0, 800, 450), (800, 0, 800, 450),
                                           (0, 450, 800, 450), (800, 450, 800, 450)]
    five = tile_rects(5, AREA)
    assert {r.width() for r in five} == {533} and {r.height() for r in five} == {450}
    for i, a in enumerate(five):
        assert AREA.contains(a)
        assert not any(a.intersects(b) for b in five[i + 1:])
    assert tile_rects(0, AREA) == []


def test_fit_grows_to_the_minimum_and_stays_on_screen() -> None:
    assert fit(QRect(1200, 600, 400, 300), QSize(640, 440), AREA) == QRect(960, 460, 640, 440)
    assert fit(QRect(10, 10, 800, 450), QSize(640, 440), AREA) == QRect(10, 10, 800, 450)


def test_cascade_steps_and_stack_overlaps() -> None:
    cascade = cascade_rects(3, AREA)
    assert [r.topLeft().toTuple() for r in cascade] == [(0, 0), (36, 36), (72, 72)]
    assert all(AREA.contains(r) for r in cascade)
    many = cascade_rects(40, AREA)  # never off the screen
    assert all(AREA.contains(r) for r in many)
    stack = stack_rects(3, AREA)
    assert len({r.getRect() for r in stack}) == 1 and AREA.contains(stack[0])


def session_with_tables(qtbot: QtBot, store: SettingsStore, count: int,
                        settings: Settings | None = None) -> tuple[Session, list[TableWindow]]:
    if settings is not None:
        store.save(settings)
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    window.show()
    tables = []
    for n in range(count):
        table = session.tables.table(f"t{n + 1}")
        qtbot.addWidget(table)
        table.apply_snapshot(samples.table_snapshot(to_act=None))
        tables.append(table)
    return session, tables


def test_tile_then_back_to_tabs(qtbot: QtBot, store: SettingsStore) -> None:
    session, tables = session_with_tables(qtbot, store, 3)
    window = session.window
    assert window.tabs.count() == 4  # lobby and three tables
    with qtbot.waitSignal(window.arrangeRequested):
        next(a for a in window.view_menu.actions() if a.text() == "&Tile tables").trigger()
    assert window.tabs.count() == 1
    assert all(t.isWindow() and t.isVisible() for t in tables)
    area = session.tables.layout._area()
    margins = [frame_margins(t, window) for t in tables]
    rects = [fit(r, t.minimumSizeHint() + frame_size(m), area)
             for r, t, m in zip(tile_rects(3, area), tables, margins, strict=True)]
    assert session.tables.layout.arrange("tile") == rects  # frames: title bars included
    assert [t.geometry().topLeft() for t in tables] == [
        r.marginsRemoved(m).topLeft() for r, m in zip(rects, margins, strict=True)]
    assert all(area.contains(r.topLeft()) for r in rects)  # whole windows: see Xvfb test
    session.tables.layout.to_tabs()
    assert window.tabs.count() == 4 and not any(t.isWindow() for t in tables)
    assert store.qsettings.value("tables/detached") in (False, "false")


def test_table_window_places_are_saved_per_slot(qtbot: QtBot, store: SettingsStore) -> None:
    """Each arranged window's place is stored for its slot (restoring it on a real screen:
    tests/ui/test_real_display.py)."""
    session, tables = session_with_tables(qtbot, store, 2)
    session.tables.layout.arrange("stack")
    saved = store.qsettings.value("tables/window2")
    probe = TableWindow("probe", "you")
    qtbot.addWidget(probe)
    assert probe.restoreGeometry(saved)
    assert probe.geometry().topLeft() == tables[1].geometry().topLeft()


def our_turn(table: TableWindow) -> None:
    table.apply_snapshot(samples.table_snapshot())


def we_acted(table: TableWindow) -> None:
    table.apply_event(TableEvent(table_id=table.table_id, seat=1,
                                 body=PlayerAction(kind="fold"), hand_id="h42"))


def test_table_needing_action_is_highlighted(qtbot: QtBot, store: SettingsStore) -> None:
    session, (first, second) = session_with_tables(qtbot, store, 2)
    tabs = session.window.tabs
    tabs.setCurrentWidget(first)
    our_turn(second)
    assert second.property("waiting") and second.windowTitle().startswith("● Your turn")
    assert tabs.tabBar().tabTextColor(tabs.indexOf(second)) == QColor("#d29922")
    assert tabs.currentWidget() is first  # highlight only: nothing jumps
    we_acted(second)
    assert not second.property("waiting") and session.tables.layout.waiting == []


def test_raise_brings_the_waiting_table_forward_in_turn(qtbot: QtBot,
                                                        store: SettingsStore) -> None:
    session, (first, second, third) = session_with_tables(
        qtbot, store, 3, Settings(attention="raise"))
    tabs = session.window.tabs
    tabs.setCurrentWidget(third)
    our_turn(first)
    assert tabs.currentWidget() is first
    our_turn(second)  # waits its turn: the player is still deciding at the first
    assert tabs.currentWidget() is first and session.tables.layout.waiting == [first, second]
    we_acted(first)
    assert tabs.currentWidget() is second


def test_tiled_tables_give_the_keys_to_the_table_that_asks(qtbot: QtBot,
                                                          store: SettingsStore) -> None:
    """Seen playing two tiled tables: K checked at the focused one, then the other asked
    and C did nothing there (the keys still at the table with nothing to decide) while its
    clock ran out. A table that asks gets the keys from a table with nothing to decide,
    never from one deciding or from a chat being typed in (highlighted, not raised)."""
    session, (first, second) = session_with_tables(qtbot, store, 2)
    session.tables.layout.arrange("tile")
    first.activateWindow()
    first.table.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first)
    our_turn(second)  # the keys were idle at the first
    qtbot.waitUntil(lambda: QApplication.activeWindow() is second)
    assert QApplication.focusWidget() is second.table
    our_turn(first)  # the player is deciding at the second: the keys stay
    assert QApplication.activeWindow() is second
    we_acted(second)  # done there: the first, waiting, gets them
    qtbot.waitUntil(lambda: QApplication.activeWindow() is first)
    first.chat.input.setFocus()  # typing in its chat when its clock ends: the keys stay
    our_turn(second)
    we_acted(first)
    assert QApplication.focusWidget() is first.chat.input


def test_no_attention_means_no_marks(qtbot: QtBot, store: SettingsStore) -> None:
    session, (_first, second) = session_with_tables(qtbot, store, 2,
                                                   Settings(attention="none"))
    our_turn(second)
    assert not second.property("waiting") and session.tables.layout.waiting == [second]


def test_a_table_that_opens_comes_in_front_of_the_tournament_lobby(
        qtbot: QtBot, store: SettingsStore) -> None:
    """Seen playing: a sit & go started behind its lobby window, the clock running."""
    session, _ = session_with_tables(qtbot, store, 0)
    lobby = QWidget()
    qtbot.addWidget(lobby)
    lobby.show()
    lobby.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is lobby)
    table = session.tables.table("t9")
    qtbot.addWidget(table)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is session.window)
    assert session.window.tabs.currentWidget() is table
