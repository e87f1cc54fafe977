"""Fast-fold pools and waiting lists in the real main window over the offline practice room
(simulated clock): the lobby's Fast fold tab, one pool tab that switches hands in place,
the Fast fold button as the room allows it, the pool's hands in the hand history, the
waiting list in the lobby with its length, and the seat offer with its countdown."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.histories.phh.dealt import read_phh
from client.histories.pokerstars.read.parse import parse_hand, split_hands
from client.protocol.messages import PoolState, SeatOffer
from client.service.config import PRACTICE_BUSY_RINGS
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.fastfold.fastfold_table import PoolTableWindow
from client.ui.lobby.waitlist import SeatOfferBar
from client.ui.table.buy_in_dialog import BuyInDialog
from tests.ui.test_cash_and_tools import ok_button, practice_room, start, stop
from tests.ui.test_end_to_end import WAIT, click

__all__ = ["practice_room"]  # the fixture, shared


def _advance_until(qtbot: QtBot, room: LocalRoom, done: object, seconds: float = 1.0) -> None:
    """Move the simulated clock on, a second at a time, until ``done()`` holds."""

    def step() -> bool:
        if done():  # type: ignore[operator]
            return True
        room.advance(seconds)
        return False

    qtbot.waitUntil(step, timeout=WAIT)


def _join_first_pool(qtbot: QtBot, window: MainWindow, session: Session) -> PoolTableWindow:
    """Join the lobby's first pool at its minimum buy-in, as a person does; its tab once
    the player is dealt in."""
    desk = session.fastfold
    qtbot.waitUntil(lambda: bool(desk.pools_tab.rows), timeout=WAIT)
    pool_id = next(iter(desk.pools_tab.rows))
    window.lobby.tabs.setCurrentWidget(desk.pools_tab)
    desk.pools_tab.table.selectRow(0)
    click(qtbot, desk.pools_tab.join_button)
    dialog = desk.buy_in_dialog
    assert isinstance(dialog, BuyInDialog)
    assert not dialog.wait_big_blind.isVisible()  # a pool has no big blind to wait for
    dialog.amount.setText(str(desk.pools_tab.rows[pool_id].min_buy_in))
    click(qtbot, ok_button(dialog))
    qtbot.waitUntil(lambda: pool_id in desk.windows, timeout=WAIT)
    pool = desk.windows[pool_id]
    qtbot.waitUntil(lambda: pool.hand.tracker.hero_seat is not None, timeout=WAIT)
    assert not (pool.hand.sit_out_big_blind.isVisible()
                or pool.hand.wait_big_blind.isVisible())  # the pool's Sit out is the one
    return pool


def test_pool_tab_switches_hands_in_place_and_fast_fold_follows_the_room(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:
    window, session = start(qtbot, instant_store, practice_room)
    desk = session.fastfold
    pool = _join_first_pool(qtbot, window, session)
    pool_id = pool.pool_id
    first = pool.table_id
    assert first != pool_id
    state = pool.state
    assert isinstance(state, PoolState)
    assert pool.fast_fold.isEnabled() == state.can_fast_fold

    clicked: list[object] = []  # the options last answered (each request once)

    def fold_or_check() -> bool:
        """Fold (fast when offered) or check; the clock moves only while no answer is in
        flight, so no click can reach the room after it has moved on."""
        if pool.table_id != first:
            return True
        options = pool.hand.action_bar.options()
        if pool.fast_fold.isEnabled() and options is None:
            click(qtbot, pool.fast_fold)
            assert not pool.fast_fold.isEnabled()  # once per hand
        elif options is not None and options is not (clicked[-1] if clicked else None):
            clicked.append(options)
            bar = pool.hand.action_bar
            click(qtbot, bar.fold_button if bar.fold_button.isEnabled() else bar.call_button)
        elif options is None:  # small steps: the turn request is here long before time-out
            practice_room.advance(0.25)
        return False

    qtbot.waitUntil(fold_or_check, timeout=WAIT)
    assert session.last_error == ""
    tabs = [window.tabs.widget(i) for i in range(window.tabs.count())]
    assert [t for t in tabs if isinstance(t, PoolTableWindow)] == [pool]  # one tab, in place
    assert not any(tid.startswith(pool_id) for tid in session.tables.windows)  # no window per hand
    session.histories.show()

    def first_hand_saved() -> bool:  # the hand left goes on without us; then it is saved
        return any(h.table_id == first and h.log is not None
                   for h in session.histories.history.hands)

    _advance_until(qtbot, practice_room, first_hand_saved)  # seen: only the room's copy
    assert not any(tid == first for tid in session.tables.windows)  # and in no window
    click(qtbot, pool.leave_button)
    _advance_until(qtbot, practice_room, lambda: pool_id not in desk.windows)
    assert "left the pool" in window.banner.text.text()
    stop(qtbot, session)


def test_fast_fold_hands_are_saved_as_zoom_hands_and_replay_as_played(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom, user_data_dir: Path) -> None:
    """Every pool hand the player plays is saved, as at a ring table: one file for the pool,
    headed `PokerStars Zoom Hand` under the pool's lobby name in dollars; `qa replay` reads
    it back to the stacks and cards the client showed and the PHH of the same hands."""
    window, session = start(qtbot, instant_store, practice_room)
    pool = _join_first_pool(qtbot, window, session)

    def played() -> list[str]:
        return [h.hand_id for h in session.histories.history.hands
                if h.table_id.startswith(pool.pool_id) and h.log is not None]

    answered: list[object] = []

    def check_or_call() -> bool:  # plays every hand to its end: no fold, no fast fold
        if len(played()) >= 2:
            return True
        options = pool.hand.action_bar.options()
        if options is not None and options is not (answered[-1] if answered else None):
            answered.append(options)
            click(qtbot, pool.hand.action_bar.call_button)  # check or call
        elif options is None:  # a turn is asked long before it times out
            practice_room.advance(1.0)
        return False

    qtbot.waitUntil(check_or_call, timeout=3 * WAIT)  # two whole hands, on a busy machine
    hands = [h for h in session.histories.history.hands if h.hand_id in played()]
    folder = user_data_dir / "skg-poker" / "HandHistories" / "practice-You"
    saved = [p for p in folder.iterdir() if "Izar Zoom" in p.name]
    assert len(saved) == 1 and " - $0.25-$0.50 - USD " in saved[0].name
    text = saved[0].read_text(encoding="utf-8")
    assert "Table 'Izar Zoom' 6-max" in text and "($0.25/$0.50 USD)" in text
    assert pool.pool_id not in text
    parsed = [parse_hand(body) for _number, body in split_hands(text)]
    assert len(parsed) >= len(hands) and all(h.unsupported is None for h in parsed)
    assert text.count("PokerStars Zoom Hand #") == len(parsed)
    replay = subprocess.run([sys.executable, "-m", "client", "qa", "replay", str(saved[0])],
                            capture_output=True, text=True, check=False,
                            env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)})
    assert replay.returncode == 0, replay.stderr
    report = json.loads(replay.stdout)
    assert report["unsupported"] == [] and len(report["hands"]) == len(parsed)
    for hand in hands:
        assert hand.log is not None
        stars = hand.formatted("pokerstars")
        assert stars in text
        read = parse_hand(next(split_hands(stars))[1])
        assert read.hole["You"] == hand.hero_cards  # the cards dealt, as the table showed
        assert [(s.seat, s.stack) for s in read.players] == [
            (s.seat, s.stack) for s in hand.log.seats]  # the stacks it started with
        recorded, _fields = read_phh(hand.formatted("phh"))
        replayed = next(r for r in report["hands"] if str(r["id"]) == str(hand.log.number))
        assert recorded.finishing_stacks is not None
        assert dict(zip(replayed["players"], replayed["finishing_stacks"], strict=True)) == \
            dict(zip(recorded.players, recorded.finishing_stacks, strict=True))
    stop(qtbot, session)


def test_waiting_list_in_the_lobby_then_an_offer_with_countdown_is_accepted(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:
    window, session = start(qtbot, instant_store, practice_room)
    desk = session.fastfold
    busy = PRACTICE_BUSY_RINGS[0]
    lobby = window.lobby
    lobby.tabs.setCurrentWidget(lobby.cash_tab)
    assert lobby.cash_tab.select_id(busy.id)
    qtbot.waitUntil(lambda: desk.waiting.table_id == busy.id, timeout=WAIT)
    row = lobby.rings.row_at(lobby.rings.position_of(busy.id) or 0)
    assert row.players == row.seats  # a full table
    click(qtbot, desk.waiting.join_table)
    qtbot.waitUntil(lambda: "number 1" in desk.waiting.summary.text(), timeout=WAIT)
    qtbot.waitUntil(lambda: lobby.rings.row_at(lobby.rings.position_of(busy.id) or 0)
                    .waiting == 1, timeout=WAIT)
    assert not desk.waiting.join_table.isEnabled() and desk.waiting.leave.isEnabled()
    bar: SeatOfferBar = desk.offer_bar
    _advance_until(qtbot, practice_room, lambda: bar.isVisible())
    offer = bar.offer
    assert isinstance(offer, SeatOffer)
    assert "accept within" in bar.text.text()
    assert bar.seconds_left(offer.expires - timedelta(seconds=12)) == 12
    assert "seat is free" in window.banner.text.text()
    click(qtbot, bar.accept)
    dialog = desk.buy_in_dialog
    assert isinstance(dialog, BuyInDialog)
    dialog.amount.setText(str(busy.min_buy_in))
    click(qtbot, ok_button(dialog))
    qtbot.waitUntil(lambda: not bar.isVisible(), timeout=WAIT)
    qtbot.waitUntil(lambda: busy.id in session.tables.windows and
                    session.tables.windows[busy.id].tracker.hero_seat is not None, timeout=WAIT)
    assert "took the seat" in window.banner.text.text()
    stop(qtbot, session)


def test_a_watched_full_table_has_a_join_waiting_list_button(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:
    window, session = start(qtbot, instant_store, practice_room)
    busy = PRACTICE_BUSY_RINGS[0]
    window.lobby.tableOpened.emit(busy.id)
    qtbot.waitUntil(lambda: busy.id in session.tables.windows, timeout=WAIT)
    button = session.tables.windows[busy.id].findChild(QPushButton, "joinWaitingList")
    assert button is not None
    click(qtbot, button)
    desk = session.fastfold
    qtbot.waitUntil(lambda: any(r.table_id == busy.id for r in desk.waiting.lists),
                    timeout=WAIT)
    stop(qtbot, session)


def test_offer_that_expires_says_so_and_the_bar_goes(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, instant_store: SettingsStore,
        practice_room: LocalRoom) -> None:
    window, session = start(qtbot, instant_store, practice_room)
    desk = session.fastfold
    busy = PRACTICE_BUSY_RINGS[0]
    window.lobby.tabs.setCurrentWidget(window.lobby.cash_tab)
    assert window.lobby.cash_tab.select_id(busy.id)
    qtbot.waitUntil(lambda: desk.waiting.table_id == busy.id, timeout=WAIT)
    click(qtbot, desk.waiting.join_any)
    bar = desk.offer_bar
    _advance_until(qtbot, practice_room, lambda: bar.isVisible())
    _advance_until(qtbot, practice_room, lambda: not bar.isVisible(), seconds=5)
    assert "expired" in window.banner.text.text()
    assert desk.waiting.join_any.isEnabled()  # the place is lost
    stop(qtbot, session)
