""""Play from here" in the replay of one of the player's own hands (offline practice): a
practice table opens in that spot, the player holding the same cards."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.ui.app.settings import SettingsStore
from tests.ui.test_cash_and_tools import play_a_scenario_hand, start, stop
from tests.ui.test_end_to_end import WAIT


def test_play_from_here_opens_a_table_in_the_replayed_spot(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        tmp_path: Path) -> None:
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    _window, session = start(qtbot, instant_store, room)
    record = play_a_scenario_hand(qtbot, session, tmp_path)
    table = next(iter(session.tables.windows.values()))  # the scenario's table
    replay = session.histories.replay(record)
    assert replay.play_button.isVisible()
    source = replay.source
    me = next(name for name, seat in source.seat_of.items() if seat == source.hero_seat)
    dealt = next(i for i, s in enumerate(source.steps, 1) if s.kind == "deal_hole"
                 and s.who == me)
    replay.slider.setValue(dealt)  # our cards just dealt: nobody has acted yet
    ours = source.steps[dealt - 1].data["cards"]
    replay.play_button.click()
    qtbot.waitUntil(lambda: len(session.tables.windows) == 2, timeout=WAIT)
    spot = next(w for w in session.tables.windows.values() if w is not table)

    def my_cards() -> list[str]:
        view = spot.table._view
        seat = next((s for s in view.seats if s.is_hero), None) if view else None
        return list(seat.cards) if seat is not None else []

    qtbot.waitUntil(lambda: bool(my_cards()), timeout=WAIT)
    assert my_cards() == list(ours)  # type: ignore[call-overload]
    replay.close()
    stop(qtbot, session)
