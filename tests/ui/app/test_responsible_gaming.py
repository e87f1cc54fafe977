"""Settings › Responsible gaming: self-exclusion chosen, confirmed with the site rule, sent
to the room, and the lobby refusing entries until the period ends (offscreen, the real
offline practice room)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.protocol.messages import ExclusionPeriod, SelfExclusionState
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog

WAIT = 10_000


def _answer(qtbot: QtBot, dialog: SettingsDialog, button: QMessageBox.StandardButton) -> None:
    page = dialog.responsible
    page.exclude.click()
    box = page.confirmation
    assert box is not None
    qtbot.waitUntil(box.isVisible, timeout=WAIT)
    assert "Day 2" in box.informativeText() and "never" in box.informativeText()
    clicked = box.button(button)
    assert clicked is not None
    clicked.click()


def test_rule_self_exclusion_is_sent_only_once_confirmed_with_the_rule(qtbot: QtBot) -> None:
    """The confirmation spells out the rule (running tournaments finished, Day 2 of a
    multi-day event still playable, never shortened); Cancel sends nothing, Yes sends the
    period chosen."""
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    page = dialog.responsible
    assert "not self-excluded" in page.status.text()
    sent: list[object] = []
    page.excludeRequested.connect(sent.append)
    page.period.setCurrentIndex(page.period.findData(ExclusionPeriod.WEEK))
    _answer(qtbot, dialog, QMessageBox.StandardButton.Cancel)
    assert sent == []
    with qtbot.waitSignal(page.excludeRequested, timeout=WAIT):
        _answer(qtbot, dialog, QMessageBox.StandardButton.Yes)
    assert sent == [ExclusionPeriod.WEEK]
    page.show_state(SelfExclusionState(excluded=True,
                                       until=datetime(2026, 12, 10, 12, tzinfo=UTC)))
    assert "self-excluded until" in page.status.text()
    page.show_state(SelfExclusionState(excluded=True))
    assert "permanently" in page.status.text()


def test_rule_self_exclusion_from_settings_closes_the_lobby_to_new_entries(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore) -> None:
    """Offline practice: self-excluded for 24 hours in Settings, the banner and the page say
    until when, and a tournament lobby's Register button is off with the reason."""
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    adapter = LocalAdapter(LocalRoom.practice(simulated=True, seed=5))
    using = asyncio.ensure_future(session.use(adapter))
    qtbot.waitUntil(using.done, timeout=WAIT)
    tid = next(t.tournament_id for t in adapter.room.service.tournaments.all()
               if t.registration_open())
    lobby = session.tournaments.open(tid)
    qtbot.waitUntil(lobby.register_button.isEnabled, timeout=WAIT)
    dialog = session.open_settings()
    _answer(qtbot, dialog, QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: session.exclusion is not None and session.exclusion.excluded,
                    timeout=WAIT)
    assert "self-excluded until" in dialog.responsible.status.text()
    assert "self-excluded until" in window.banner.text.text()
    qtbot.waitUntil(lambda: not lobby.register_button.isEnabled(), timeout=WAIT)
    assert "self-excluded until" in lobby.reason.text()
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT)
