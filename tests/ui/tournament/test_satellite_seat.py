"""Rule 10 in the tournament lobby: a player whose seat was won in a satellite is asked,
on Unregister, for T-money or an entry ticket (never cash); Cancel keeps the seat
(offscreen, the real offline practice room)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from pytestqt.qtbot import QtBot

from client.adapters.local import LOCAL_PLAYER, LocalAdapter, LocalRoom
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, ScheduledTemplate
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore

WAIT = 10_000


@pytest.mark.parametrize("as_ticket", [False, True])
def test_rule_10_satellite_seat_given_up_for_tmoney_or_a_ticket(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        as_ticket: bool) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(
        practice=True, bot_delay=0, hand_pause=0, sit_and_gos=(), rings=(),
        tournaments=(ScheduledTemplate("m", structure="turbo", first_after_minutes=30),)))
    adapter = LocalAdapter(LocalRoom(service, clock, realtime=False))
    using = asyncio.ensure_future(session.use(adapter))
    qtbot.waitUntil(using.done, timeout=WAIT)
    target = service.tournaments.get("m-1")
    target.register(LOCAL_PLAYER, via_satellite=True)  # the seat the satellite gave
    tmoney = service.ledger.balance(f"player:{LOCAL_PLAYER}", Currency.TMONEY)
    lobby = session.tournaments.open(target.tournament_id)
    qtbot.waitUntil(lambda: lobby.satellite_seat is not None, timeout=WAIT)
    qtbot.waitUntil(lobby.unregister_button.isEnabled, timeout=WAIT)
    lobby.unregister_button.click()
    box = lobby.seat_exchange
    assert box is not None and "satellite" in box.text() and "not as cash" in box.text()
    cancel = next(b for b in box.buttons() if "Cancel" in b.text())
    cancel.click()
    assert LOCAL_PLAYER in target.entrants
    lobby.unregister_button.click()
    box = lobby.seat_exchange
    assert box is not None
    word = "ticket" if as_ticket else "T-money"
    next(b for b in box.buttons() if word in b.text().replace("&", "")).click()
    qtbot.waitUntil(lambda: LOCAL_PLAYER not in target.entrants or bool(session.last_error),
                    timeout=WAIT)
    assert session.last_error == ""
    tickets = [t for t in target.tickets if t.player == LOCAL_PLAYER]
    gained = service.ledger.balance(f"player:{LOCAL_PLAYER}", Currency.TMONEY) - tmoney
    assert (len(tickets), gained > Decimal(0)) == ((1, False) if as_ticket else (0, True))
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT)
