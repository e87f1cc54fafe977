"""What the client writes it reads back: the player's own hands, exported as PokerStars
text from the hand history window, open again as a file and replay to the same stacks."""

from __future__ import annotations

import asyncio
from pathlib import Path

from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.ui.app.settings import SettingsStore
from tests.ui.test_cash_and_tools import play_a_scenario_hand, practice_room, start, stop
from tests.ui.test_end_to_end import WAIT

__all__ = ["practice_room"]  # the fixture, used by name below


def test_own_hand_exported_as_pokerstars_opens_and_replays_to_the_same_stacks(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom, tmp_path: Path) -> None:
    _window, session = start(qtbot, instant_store, practice_room)
    play_a_scenario_hand(qtbot, session, tmp_path)
    viewer = session.histories.show()
    qtbot.waitUntil(lambda: session.histories.history.hands[-1].game == "NLHE", timeout=WAIT)
    record = session.histories.history.hands[-1]
    live = session.histories.replay(record)
    live.replay.seek(len(live.replay))
    live_end = {s.name: s.stack for s in live.view.seats}
    live.close()

    path = tmp_path / "my hands.txt"
    history = session.histories.history
    assert history.export(path, "pokerstars") == len(history.hands)
    view = viewer.open_file(path)
    qtbot.waitUntil(lambda: not view.loading, timeout=WAIT)
    assert view.model.rowCount() == len(session.histories.history.hands)
    mine = view.model.record(view.model.rowCount() - 1)
    assert record.hero_seat is not None
    assert not mine.problem and mine.hero == record.names[record.hero_seat]  # "Dealt to"
    replay = view.replay(view.model.rowCount() - 1)
    assert replay is not None
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()
    assert {s.name: s.stack for s in replay.view.seats} == live_end
    replay.close()
    viewer.close()
    stop(qtbot, session)
