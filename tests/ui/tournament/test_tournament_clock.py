"""The rebuy window's countdown and Rebuy button, and the next-break line (issue 14)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from decimal import Decimal

import msgspec
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from client.protocol import tournament_bodies as tb
from client.protocol.messages import Command, Rebuy, RebuyOffer, TournamentEvent
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.table.table_window import TableWindow
from client.ui.tournament.tournament_clock import (
    RebuyWindowPanel,
    countdown_text,
    lobby_break_text,
    next_break_text,
)
from client.ui.tournament.tournament_lobby import TournamentLobby
from tests.ui import samples

NOW = datetime(2026, 3, 1, 8, 42, 26, tzinfo=UTC)


def test_rule_breaks_1a_next_break_synchronised_at_55_names_its_time() -> None:
    at = datetime(2026, 3, 1, 8, 55, tzinfo=UTC)
    text = next_break_text(at, "synchronized", False, NOW)
    assert text.startswith("Next break in 12:34 (at ") and text.endswith(")")
    assert lobby_break_text(at, "synchronized", NOW).endswith("(in 12:34), at :55")


def test_rule_breaks_1b_interval_and_add_on_breaks_count_down() -> None:
    at = NOW + timedelta(minutes=12, seconds=34)
    assert next_break_text(at, "interval", False, NOW) == "Next break in 12:34"
    assert next_break_text(at, "add-on", False, NOW) == "Add-on break in 12:34"
    later = NOW + timedelta(hours=2)
    assert next_break_text(later, "interval", False, NOW).startswith("Break at ")
    assert next_break_text(NOW, "interval", False, NOW) == "Break after this hand"
    assert next_break_text(None, "", False, NOW) == ""
    assert next_break_text(at, "interval", True, NOW) == "On break"
    assert countdown_text(3725) == "1:02:05" and countdown_text(-3) == "0:00"


def _offer(seconds: float = 23.5) -> RebuyOffer:
    return RebuyOffer(tournament_id="sng1", ends_at=NOW + timedelta(seconds=seconds),
                      chips=1500, cost=Decimal("5.50"), currency="USD")


def test_rule_8_rebuy_window_panel_counts_down_and_asks(qtbot: QtBot) -> None:
    clock = [NOW]
    panel = RebuyWindowPanel(now=lambda: clock[0])
    qtbot.addWidget(panel)
    panel.set_offer(_offer())
    assert not panel.isHidden()
    assert panel.countdown.text() == "0:24" and "$5.50" in panel.message.text()
    assert "1,500" in panel.message.text()
    with qtbot.waitSignal(panel.rebuyRequested) as blocker:
        panel.rebuy_button.click()
    assert blocker.args == ["sng1"] and not panel.rebuy_button.isEnabled()
    panel.set_offer(_offer())
    clock[0] = NOW + timedelta(seconds=30)
    panel.refresh()
    assert panel.countdown.text() == "0:00" and not panel.decline_button.isEnabled()
    panel.set_offer(None)
    assert panel.isHidden()


def test_rule_8_table_shows_the_window_and_the_next_break_from_the_snapshot(
        qtbot: QtBot) -> None:
    window = TableWindow("t1", "you", "Rebuy Sit & Go")
    qtbot.addWidget(window)
    window.apply_snapshot(samples.rebuy_window_snapshot())
    assert not window.rebuy_panel.isHidden()
    assert window.next_break.text().startswith("Next break in 12:3")
    with qtbot.waitSignal(window.declineRebuyRequested) as blocker:
        window.rebuy_panel.decline_button.click()
    assert blocker.args == ["sng1"]
    window.apply_snapshot(samples.table_snapshot())  # no window, no break ahead
    assert window.rebuy_panel.isHidden() and window.next_break.isHidden()


def test_rule_8_session_sends_rebuy_or_decline_and_clears_the_window(
        qtbot: QtBot, store: SettingsStore) -> None:
    main = MainWindow()
    qtbot.addWidget(main)
    session = Session(main, store, practice=lambda: None)  # type: ignore[arg-type,return-value]
    session.link.player_id = "you"
    sent: list[Command] = []
    session.link.send = sent.append  # type: ignore[method-assign,assignment]
    session.on_event(samples.rebuy_window_snapshot())
    table = session.tables.windows["t1"]
    table.rebuy_panel.rebuy_button.click()
    table.apply_snapshot(samples.rebuy_window_snapshot())
    table.rebuy_panel.decline_button.click()
    assert sent == [Rebuy(tournament_id="sng1"), Rebuy(tournament_id="sng1", decline=True)]
    session.on_event(TournamentEvent(tournament_id="sng1", body=tb.RebuyWindowClosed(
        at=samples.NOW, player="you", outcome="declined")))
    assert table.rebuy_panel.isHidden()


def test_lobby_info_tab_shows_the_next_break(qtbot: QtBot) -> None:
    lobby = TournamentLobby("mtt3")
    qtbot.addWidget(lobby)
    info = samples.tournament_events("mtt3")[0]
    lobby.apply_info(msgspec.structs.replace(info, next_break_reason="interval"))
    items = [lobby.info_form.itemAt(i) for i in range(lobby.info_form.count())]
    labels = [item.widget() for item in items if item is not None]
    texts = [w.text() for w in labels if isinstance(w, QLabel)]
    assert "Next break:" in texts
    assert any(t.endswith("after the interval of play") for t in texts)
