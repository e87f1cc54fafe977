"""Tester tools: pause the offline room and step it one due step at a time (a deal, a
bot's action), then let it run on."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.ui.app.settings import SettingsStore
from tests.ui.test_cash_and_tools import start, stop
from tests.ui.test_end_to_end import WAIT

BOTS_ONLY = """
name = "Bots only"
seed = 4
[table]
hands = 2
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Lou"
stack = 3000
player = "loose-passive"
[[table.seats]]
name = "Tia"
stack = 3000
player = "tight-aggressive"
"""


def test_paused_room_moves_only_when_stepped(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        tmp_path: Path) -> None:
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    _window, session = start(qtbot, instant_store, room)
    panel = session.debug_panel
    assert not panel.step_button.isEnabled()
    panel.pause_button.click()
    assert room.driver.paused and panel.step_button.isEnabled()
    path = tmp_path / "bots.toml"
    path.write_text(BOTS_ONLY, encoding="utf-8")
    session.load_scenario(str(path))
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    table_id = next(iter(session.tables.windows))
    table = room.service.tables.lookup(table_id)[1]  # type: ignore[index]
    assert table.hand_no == 0  # the deal is due, but the room is paused
    panel.step_button.click()
    assert table.hand_no == 1 and table.in_hand
    actions = 0
    while table.in_hand and actions < 200:  # one bot action per step
        panel.step_button.click()
        actions += 1
    assert 1 <= actions < 200 and table.hand_no == 1 and not table.in_hand
    panel.pause_button.click()
    assert not room.driver.paused
    qtbot.waitUntil(lambda: table.hand_no == 2 and not table.in_hand, timeout=WAIT)
    stop(qtbot, session)
