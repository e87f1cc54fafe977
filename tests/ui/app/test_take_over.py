"""Tester tools: take over a bot's seat from the table's seat menu and give it back
(offline practice). The window says "Playing as <bot>", the normal action bar plays that
seat, and no hole card of a seat the tester does not play is shown (rule: no hole card to
the wrong player)."""

from __future__ import annotations

import asyncio
from functools import partial
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.protocol.messages import Event, TableEvent
from client.protocol.table_bodies import PlayerAction
from client.ui.app.settings import SettingsStore
from client.ui.table.table_window import TableWindow
from tests.server.test_practice_tools import TABLE_SCENARIO
from tests.ui.test_cash_and_tools import start, stop
from tests.ui.test_end_to_end import WAIT


def choose(menu: QMenu | None, text: str) -> None:
    """Trigger the menu item ``text`` (the menu closes)."""
    assert menu is not None
    action = next(a for a in menu.actions() if a.text() == text)
    action.trigger()
    menu.close()


def others_hidden(window: TableWindow, mine: int) -> bool:
    """No seat but ``mine`` shows a face-up hole card (before any showdown)."""
    return all(set(s.cards) <= {"??"} for s in window.tracker.view.seats if s.seat != mine)


def test_seat_menu_takes_over_a_bot_and_gives_it_back(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        tmp_path: Path) -> None:
    room = LocalRoom.practice(bot_delay=0.0, seed=5, simulated=True)
    _main, session = start(qtbot, instant_store, room)
    session.apply_settings(session.settings.with_changes(tester_tools=True))
    path = tmp_path / "three.toml"
    path.write_text(TABLE_SCENARIO.replace("hands = 3", "hands = 8"), encoding="utf-8")
    session.load_scenario(str(path))
    qtbot.waitUntil(lambda: len(session.tables.windows) == 1, timeout=WAIT)
    (window,) = session.tables.windows.values()
    qtbot.waitUntil(lambda: window.tracker.your_seat == 1, timeout=WAIT)
    found = room.service.tables.lookup(window.table_id)
    assert found is not None
    table = found[1]
    lou = table.seats[2]
    choose(window.show_seat_menu(2, QPoint(0, 0)), "Take over Lou")
    qtbot.waitUntil(lambda: window.playing_as.isVisibleTo(window), timeout=WAIT)
    assert window.playing_as.text() == "Playing as Lou"
    assert not window.sit_out.isVisibleTo(window) and not window.leave_button.isVisibleTo(window)
    lou_acts: list[TableEvent] = []

    def seen(_pid: str, event: Event) -> None:
        if isinstance(event, TableEvent) and event.player_id == lou and \
                isinstance(event.body, PlayerAction):
            lou_acts.append(event)

    room.service.subscribe(seen)
    for turn in range(1, 4):  # Lou's turns come to our action bar; we play them
        qtbot.waitUntil(window.needs_action, timeout=WAIT)
        assert window.tracker.view.to_act == 2 and table.to_act == lou
        assert others_hidden(window, 2)
        assert window.action_bar.check() or window.action_bar.call()
        qtbot.waitUntil(partial(lambda n: len(lou_acts) >= n, turn), timeout=WAIT)
    choose(window.show_seat_menu(3, QPoint(0, 0)), "Give back Lou")  # Lou's is ours now
    qtbot.waitUntil(lambda: not window.playing_as.isVisibleTo(window), timeout=WAIT)
    assert window.tracker.your_seat == 1 and window.tracker.hero_seat == 1
    assert room.service.play.takeovers.of_tester(table.seats[1]) is None
    stop(qtbot, session)
