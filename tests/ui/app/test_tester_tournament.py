"""Tester tools' Tournament tab (offline room): fast-forward a practice tournament to the
final table, set its clock, a break now, cut a seat's link and bring it back."""

from __future__ import annotations

import asyncio
from pathlib import Path

import msgspec
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.protocol import messages as m
from client.protocol import tournament_bodies as tb
from client.ui.app.settings import SettingsStore
from tests.server.test_tester_controls import MTT
from tests.ui import samples
from tests.ui.test_cash_and_tools import start, stop
from tests.ui.test_end_to_end import WAIT


def test_tournament_tab_moves_the_practice_tournament_on(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        tmp_path: Path) -> None:
    room = LocalRoom.practice(bot_delay=0.0, seed=5, simulated=True)
    _window, session = start(qtbot, instant_store, room)
    session.apply_settings(session.settings.with_changes(tester_tools=True))
    tab = session.debug_panel.tester
    assert not tab.final_table.isEnabled()  # no tournament yet
    path = tmp_path / "mtt.toml"
    path.write_text(MTT, encoding="utf-8")
    session.load_scenario(str(path))
    qtbot.waitUntil(lambda: tab.tournament.count() == 1, timeout=WAIT)
    tid = tab.tournament.currentData()
    tournament = room.service.tournaments.get(tid)
    sent: list[m.TesterControl] = []
    tab.control.connect(sent.append)
    tab.final_table.click()
    qtbot.waitUntil(lambda: len(tournament.tables) == 1, timeout=WAIT)
    (me,) = [p for p in tournament.entrants if not room.service.accounts.is_bot(p)]
    assert tournament.entrants[me].alive  # sat out meanwhile, still in
    tab.level.setValue(7)
    tab.minutes.setValue(2.0)
    tab.set_clock.click()
    qtbot.waitUntil(lambda: tournament.info().level == 7, timeout=WAIT)
    tab.break_now.click()
    qtbot.waitUntil(lambda: tournament.timekeeper.due_break is not None
                    or tournament.on_break, timeout=WAIT)
    qtbot.waitUntil(lambda: tab.player.count() > 1, timeout=WAIT)
    bot = next(tab.player.itemData(i) for i in range(tab.player.count())
               if room.service.accounts.is_bot(tab.player.itemData(i)))
    tab.player.setCurrentIndex(tab.player.findData(bot))
    tab.cut.click()
    (table,) = tournament.tables.values()
    qtbot.waitUntil(lambda: not table.is_connected(bot), timeout=WAIT)
    tab.back.click()
    qtbot.waitUntil(lambda: table.is_connected(bot), timeout=WAIT)
    assert [c.move for c in sent] == [m.TesterMove.FINAL_TABLE, m.TesterMove.SET_CLOCK,
                                      m.TesterMove.BREAK, m.TesterMove.DISCONNECT,
                                      m.TesterMove.DISCONNECT]
    stop(qtbot, session)



def test_tournament_tab_lists_the_tournament_when_the_tools_are_turned_on_later(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore) -> None:
    """Seen playing: in a running practice tournament, Settings › Show tester tools showed a
    Tournament tab with an empty list and every button greyed (the tournament's info had
    come while the tools were off)."""
    room = LocalRoom.practice(bot_delay=0.0, seed=5, simulated=True)
    _window, session = start(qtbot, instant_store, room)
    info = samples.tournament_events("mtt3")[0]
    session.on_event(info)
    session.apply_settings(session.settings.with_changes(tester_tools=True))
    tab = session.debug_panel.tester
    assert tab.tournament.currentData() == "mtt3" and tab.final_table.isEnabled()
    stop(qtbot, session)


def test_a_player_moved_to_another_table_loses_the_old_tables_window(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore) -> None:
    """Seen playing a practice tournament: moved when table 1 broke up, the player had a
    second tab for table 2 and table 1's tab stayed, frozen on its last hand with the old
    blinds. The old window goes; the new one says why it opened."""
    room = LocalRoom.practice(bot_delay=0.0, seed=5, simulated=True)
    _window, session = start(qtbot, instant_store, room)
    me = session.link.player_id
    assert me is not None
    session.on_event(msgspec.structs.replace(samples.table_snapshot(hero=me), to_act=None,
                                             legal=None))
    assert "t1" in session.tables.windows
    session.on_event(m.TournamentEvent(tournament_id="sng1", body=tb.PlayerMoved(
        player=me, from_table="t1", from_seat=1, to_table="t2", to_seat=4,
        reason="table broken", at=samples.NOW)))
    assert list(session.tables.windows) == ["t2"]
    assert session.tables.windows["t2"].chat.info_log.toPlainText() == \
        "You have been moved to table t2, seat 4"
    stop(qtbot, session)
