"""Multi-day events in the tournament lobby (offscreen, the real practice room): a Day 2
qualifier sees "Do not play Day 2", is asked to confirm (Cancel keeps the seat), and
giving it up removes the seat with nothing paid back (site rule: no compensation)."""

from __future__ import annotations

import asyncio

from pytestqt.qtbot import QtBot

from client.adapters.local import LOCAL_PLAYER, LocalAdapter, LocalRoom
from client.protocol import messages as m
from client.room.ledger import Currency
from client.room.tournament.director import State
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from tests.server.test_multi_day_service import TwoDays

WAIT = 10_000


def test_rule_multi_day_qualifier_gives_up_day_two_from_the_tournament_lobby(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore) -> None:
    room = TwoDays(me=LOCAL_PLAYER)
    service = room.service
    service.handle(LOCAL_PLAYER, m.Register(tournament_id="day1a-1"))
    flight = service.tournaments.get("day1a-1")
    room.play(lambda: flight.state is State.FINISHED)
    event = service.tournaments.day_event("day1a-1")
    assert event is not None and LOCAL_PLAYER in event.survivors(), "seed 4: a survivor"
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    using = asyncio.ensure_future(session.use(
        LocalAdapter(LocalRoom(service, room.clock, realtime=False))))
    qtbot.waitUntil(using.done, timeout=WAIT)
    balance = service.cashier.available(LOCAL_PLAYER, Currency.USD)
    lobby = session.tournaments.open("day1a-1")
    qtbot.waitUntil(lambda: not lobby.forfeit_button.isHidden(), timeout=WAIT)
    lobby.forfeit_button.click()
    box = lobby.forfeit_box
    assert box is not None and "no compensation" in box.text()
    next(b for b in box.buttons() if "Cancel" in b.text()).click()
    assert LOCAL_PLAYER in event.survivors()
    lobby.forfeit_button.click()
    box = lobby.forfeit_box
    assert box is not None
    next(b for b in box.buttons() if "Give up" in b.text().replace("&", "")).click()
    qtbot.waitUntil(lambda: LOCAL_PLAYER not in event.survivors(), timeout=WAIT)
    qtbot.waitUntil(lobby.forfeit_button.isHidden, timeout=WAIT)
    assert session.last_error == ""
    assert service.cashier.available(LOCAL_PLAYER, Currency.USD) == balance
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT)
