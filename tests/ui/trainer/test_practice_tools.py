"""Practice menu and hand reviews in the session: on in offline practice, never on a server
(issue 26; tools policy: no decision advice in real-money play)."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from pathlib import Path

from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.adapters.remote import RemoteAdapter
from client.practice.leaks import LeakRow, SessionReport, Tally
from client.room.ledger import Currency
from client.server.app import ServerConfig
from client.server.auth import CHEAP
from client.service import RoomConfig, SngTemplate
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog
from client.ui.trainer.leak_report import LeakReport
from client.ui.trainer.push_fold_trainer import PushFoldTrainer
from client.ui.trainer.trainer_desk import practice_room
from tests.ui.test_remote import WAIT, served, sign_up


def _practice(qtbot: QtBot, store: SettingsStore) -> tuple[MainWindow, Session, LocalAdapter]:
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    adapter = LocalAdapter(LocalRoom.practice(simulated=True, seed=5))
    using = asyncio.ensure_future(session.use(adapter))
    qtbot.waitUntil(using.done, timeout=WAIT)
    return window, session, adapter


def _close(qtbot: QtBot, session: Session) -> None:
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT)


def test_hand_feedback_is_on_by_default_in_practice_and_follows_the_setting(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore) -> None:
    assert Settings().hand_reviews and store.load().hand_reviews
    _window, session, adapter = _practice(qtbot, store)
    coach = adapter.room.service.coach
    assert coach.reviews
    session.apply_settings(Settings(hand_reviews=False))
    assert not coach.reviews
    store.save(Settings(hand_reviews=False))
    assert not store.load().hand_reviews
    _close(qtbot, session)


def test_push_fold_trainer_and_leak_report_open_from_the_practice_menu(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore) -> None:
    window, session, _adapter = _practice(qtbot, store)
    assert window.trainer_action.isEnabled() and window.leak_report_action.isEnabled()
    window.trainer_action.trigger()
    trainer = session.practice_tools.trainer
    assert isinstance(trainer, PushFoldTrainer) and trainer.isVisible()
    window.leak_report_action.trigger()
    report = session.practice_tools.report
    assert isinstance(report, LeakReport) and report.isVisible()
    assert report.model.rowCount() == 1  # "All", no hands yet
    assert "at least 20 hands" in report.leaks.text()
    _close(qtbot, session)
    assert not trainer.isVisible() and not report.isVisible()


def test_leak_report_names_the_widest_gaps(qtbot: QtBot) -> None:
    report = LeakReport()
    qtbot.addWidget(report)
    me = Tally(hands=40, vpip=24, pfr=4, three_bet_chances=10, three_bets=0, saw_flop=20,
               showdowns=12)
    bot = Tally(hands=80, vpip=20, pfr=16, three_bet_chances=20, three_bets=2, saw_flop=20,
                showdowns=5)
    report.show_report(SessionReport((LeakRow("BTN", me, bot), LeakRow("SB", Tally(), bot),
                                      LeakRow("All", me, bot))))
    assert "over this session's hands" in report.intro.text()
    assert report.model.rowCount() == 2  # the SB row has none of the player's hands
    assert report.model.index(0, 2).data() == "60% · 25%"
    assert report.model.index(0, 5).data() == "— · —"
    assert report.leaks.text() == ("Widest gaps from the strong bot (points): VPIP +35, "
                                   "Went to showdown +35, PFR -10, 3-bet -10")


def test_practice_tools_cannot_be_switched_on_against_a_server(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """Real-money play: the Practice menu's tools are disabled, the desk opens nothing and
    the server's room has no reviews on (its coach refuses; see tests/practice)."""
    config = ServerConfig(port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
                          grants={Currency.USD: Decimal(50)},
                          room=RoomConfig(sit_and_gos=(SngTemplate("hu", seats=2),)))
    with served(qtbot, store, config) as rig:
        window, session = rig.window, rig.session
        sign_up(session, f"ws://127.0.0.1:{rig.port}")
        qtbot.waitUntil(lambda: "Connected" in window.connection.text(), timeout=WAIT)
        assert isinstance(session.link.adapter, RemoteAdapter)
        assert practice_room(session.link.adapter) is None
        assert not window.trainer_action.isEnabled()
        assert not window.leak_report_action.isEnabled()
        assert session.practice_tools.show_trainer() is None
        assert session.practice_tools.show_report() is None
        assert session.practice_tools.trainer is None and session.practice_tools.report is None


def test_hand_feedback_setting_in_the_settings_dialog(qtbot: QtBot) -> None:
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    assert dialog.hand_reviews.isChecked()
    dialog.hand_reviews.setChecked(False)
    assert not dialog.result_settings().hand_reviews
