"""The real main window driven with the LocalAdapter: lobby, sit & go, hotkeys, a deal.

The room runs in-process on a simulated clock (no timers fire unless advanced). Two more
local players share the room through their own LocalAdapters and play a fixed, passive
script; the player at the window registers through the tournament lobby, plays hands with
hotkeys and clicks, ticks Discuss A Deal, proposes the ICM deal, accepts it and sees the
changed payouts.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.protocol.messages import (
    AcceptDeal,
    Act,
    ActionKind,
    ActionRequest,
    DealState,
    DiscussDeal,
    Event,
    Register,
)
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, SngTemplate
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.table.table_window import TableWindow

SNG = "deal3"
WAIT = 10_000


class ScriptedPlayer:
    """Another local player: checks when free, otherwise calls; agrees to discuss deals
    and accepts whatever deal is proposed."""

    def __init__(self, room: LocalRoom, player_id: str, name: str) -> None:
        self.adapter = LocalAdapter(room, player_id, name)
        self.player_id = player_id
        self.adapter.subscribe(self.on_event)
        self.tasks: set[asyncio.Task[None]] = set()
        self.accepted: set[str] = set()

    def send(self, command: object) -> None:
        task = asyncio.ensure_future(self.adapter.send(command))  # type: ignore[arg-type]
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def on_event(self, event: Event) -> None:
        if isinstance(event, ActionRequest):
            kinds = set(event.legal.actions)
            kind = ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL
            self.send(Act(table_id=event.table_id, action=kind, hand_id=event.hand_id))
        elif isinstance(event, DealState) and event.proposals:
            offer = event.proposals[-1]
            if self.player_id not in offer.accepted_by and offer.proposal_id not in \
                    self.accepted:
                self.accepted.add(offer.proposal_id)
                self.send(AcceptDeal(tournament_id=event.tournament_id,
                                     proposal_id=offer.proposal_id))


def click(qtbot: QtBot, button: QAbstractButton) -> None:
    """Click a button once it is shown and laid out (a click outside it does nothing)."""
    qtbot.waitUntil(lambda: button.isVisible() and button.width() > 8 and button.height() > 8,
                    timeout=WAIT)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)


@pytest.fixture
def room() -> LocalRoom:
    """A real-money room offering one three-player sit & go; everyone starts with $100."""
    clock = SimulatedClock(datetime(2026, 12, 2, 18, 0, tzinfo=UTC))
    config = RoomConfig(sit_and_gos=(SngTemplate(SNG, seats=3, name="3-Max Deal SNG"),),
                        seed=7)
    service = RoomService(clock, config=config, grants={Currency.USD: Decimal(100)})
    return LocalRoom(service, clock, realtime=False)


def test_rule_discuss_a_deal_full_gui_flow(qtbot: QtBot, aio: asyncio.AbstractEventLoop,
                                           instant_store: SettingsStore,
                                           room: LocalRoom) -> None:
    """Lobby -> tournament lobby (rule 3) -> register -> play with hotkeys and clicks ->
    tick Discuss A Deal -> ICM deal proposed, repeated in chat, confirmed by all -> the
    payouts change (deal-making rules)."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, instant_store, practice=lambda: LocalAdapter(room, "you", "You"))
    window.show()
    session.link.spawn(session.use(LocalAdapter(room, "you", "You")))
    sngs = window.lobby.sngs
    qtbot.waitUntil(lambda: sngs.position_of(f"{SNG}-1") is not None, timeout=WAIT)

    # Open the tournament lobby by double-clicking the row (site rule 3).
    tab = window.lobby.sng_tab
    window.lobby.tabs.setCurrentWidget(tab)
    assert tab.select_id(f"{SNG}-1")
    index = tab.view.currentIndex()
    rect = tab.view.visualRect(index)
    QTest.mouseClick(tab.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    QTest.mouseDClick(tab.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.waitUntil(lambda: f"{SNG}-1" in session.tournaments.lobbies, timeout=WAIT)
    lobby = session.tournaments.lobbies[f"{SNG}-1"]
    qtbot.waitUntil(lobby.register_button.isEnabled, timeout=WAIT)
    assert lobby.players.rowCount() == 0
    click(qtbot, lobby.register_button)
    qtbot.waitUntil(lambda: not lobby.register_button.isEnabled(), timeout=WAIT)

    others = [ScriptedPlayer(room, "ann", "Ann"), ScriptedPlayer(room, "bob", "Bob")]
    for other in others:
        session.link.spawn(other.adapter.connect())
    qtbot.waitUntil(lambda: all(o.adapter.player_id for o in others), timeout=WAIT)
    for other in others:
        other.send(Register(tournament_id=f"{SNG}-1"))

    # The sit & go starts: our table opens in a tab.
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    table: TableWindow = next(iter(session.tables.windows.values()))
    assert window.tabs.currentWidget() is table
    table.activateWindow()
    table.setFocus()

    # Play: a call/check hotkey, a click, a pot-fraction hotkey, then check/call again.
    keys = ["hotkey", "click", "fraction", "hotkey", "click", "hotkey"]
    for how in keys:
        qtbot.waitUntil(lambda: table.action_bar.options() is not None, timeout=WAIT)
        options = table.action_bar.options()
        assert options is not None
        if how == "fraction" and options.can_raise:
            QTest.keyClick(table, Qt.Key.Key_2)  # ½ pot, exactly
        elif how == "click":
            click(qtbot, table.action_bar.call_button)
        else:
            QTest.keyClick(table, Qt.Key.Key_K if options.can_check else Qt.Key.Key_C)
        qtbot.waitUntil(lambda: table.action_bar.options() is None, timeout=WAIT)
    assert session.last_error == ""
    # Hand history: our own hands, written from what this player saw (client.histories.own).
    qtbot.waitUntil(lambda: bool(session.histories.history.hands), timeout=WAIT)
    first = session.histories.history.hands[0]
    assert first.log is not None
    assert first.formatted("pokerstars").startswith("PokerStars Hand #")
    assert "Dealt to You" in first.formatted("pokerstars")
    assert 'variant = "NT"' in first.formatted("phh")
    replay = session.histories.replay(first)  # step by step on the painted table
    replay.slider.setValue(replay.slider.maximum())
    assert "Hand over" in replay.caption.text()
    hero = next(s for s in replay.table._view.seats if s.is_hero)  # type: ignore[union-attr]
    assert hero.cards == first.hero_cards
    replay.close()

    # Discuss A Deal: the others tick, then we tick the checkbox in the Info tab.
    qtbot.waitUntil(lambda: not table.chat.discuss_deal.isHidden(), timeout=WAIT)
    for other in others:
        other.send(DiscussDeal(tournament_id=f"{SNG}-1", on=True))
    table.chat.setCurrentIndex(1)
    qtbot.waitUntil(table.chat.discuss_deal.isVisible, timeout=WAIT)
    click(qtbot, table.chat.discuss_deal)
    assert table.chat.discuss_deal.isChecked()

    # Finish the current hand (the table pauses at its end), then propose ICM.
    def paused() -> bool:
        if table.action_bar.options() is not None:
            QTest.mouseClick(table.action_bar.call_button, Qt.MouseButton.LeftButton)
        return table.deal.isVisible() and table.deal.buttons["icm"].isEnabled() and \
            bool(table.deal.state and table.deal.state.paused and table.deal.state.icm)

    qtbot.waitUntil(paused, timeout=WAIT)
    icm = dict(table.deal.state.icm)  # type: ignore[union-attr]
    assert set(icm) == {"you", "ann", "bob"}
    click(qtbot, table.deal.buttons["icm"])  # proposing is agreeing: no Accept of our own

    # The others confirmed: the deal is paid and the panel shows the payouts.
    qtbot.waitUntil(lambda: bool(table.deal.payouts), timeout=WAIT)
    assert "Deal proposed by You (ICM)" in table.chat.chat_log.toPlainText()  # in chat
    assert table.deal.payouts == icm
    assert "Deal done" in table.deal.title.text()
    assert "Deal carried out" in table.chat.chat_log.toPlainText()
    assert not table.deal.accept_button.isEnabled()
    qtbot.waitUntil(lambda: "Balance" in window.balances.text(), timeout=WAIT)
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT)
    for other in others:
        closing = asyncio.ensure_future(other.adapter.close())
        qtbot.waitUntil(closing.done, timeout=WAIT)
