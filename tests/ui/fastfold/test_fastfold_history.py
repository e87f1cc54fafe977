"""A pool hand folded and moved on from is kept in the hand history like any hand: the
room sends its rest, and the client records it without a window of its own."""

from __future__ import annotations

import dataclasses

from pytestqt.qtbot import QtBot

from client.protocol import messages as m
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from tests.server.test_pools_service import POOL, Room

THREE_HANDED = dataclasses.replace(POOL, seats=3)


def test_a_fast_folded_hand_is_saved_to_the_hand_history(qtbot: QtBot,
                                                         store: SettingsStore) -> None:
    """Seen: hands fast-folded never reached the saved hand histories (the room stopped
    sending the hand at the fold, so it never ended for the client)."""
    room = Room(pool=THREE_HANDED, players=("ann", "bob", "cat", "dan", "eve", "fay"))
    room.join_all()  # two tables of three
    folder = "ann"
    hand, table_id = room.state(folder).hand_id, room.state(folder).table_id
    for player in ("ann", "bob", "dan"):  # fast folds from both tables: a third one opens
        room.service.handle(player, m.FastFold(pool_id=POOL.id))
    assert room.state(folder).table_id not in (None, table_id), "moved on mid-hand"
    still = [p for p in room.players if room.state(p).hand_id == hand]
    while any(room.act_passively(p) for p in still if room.state(p).hand_id == hand):
        pass  # the two left play the hand out
    ended = [e for e in room.of(folder, m.TableEvent)
             if e.table_id == table_id and e.kind == "hand_ended"]
    assert ended, "the room sends the rest of the hand folded"
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = folder
    for event in room.events[folder]:
        session.on_event(event)
    kept = [h for h in session.histories.history.hands if h.hand_id == hand]
    assert kept and kept[0].log is not None, "built and saved as any hand"
    assert table_id not in session.tables.windows  # no window for the hand left
