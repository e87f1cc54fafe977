"""Settings › Tables › Practice: opponents and pace, persisted and applied to the offline room."""

from __future__ import annotations

import asyncio
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.practice.choice import Difficulty, Pace, PracticeChoice
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.app.settings_dialog import SettingsDialog


def test_practice_choice_round_trips_and_defaults_to_the_rooms_own(store: SettingsStore,
                                                                   tmp_path: Path) -> None:
    assert store.load().practice is None
    chosen = Settings(practice=PracticeChoice(Difficulty.BEGINNER, Pace.INSTANT, trainer=True))
    store.save(chosen)
    assert store.load() == chosen
    qs = QSettings(str(tmp_path / "bad.ini"), QSettings.Format.IniFormat)
    qs.setValue("practice/difficulty", "godlike")
    qs.setValue("practice/pace", "fast")
    assert SettingsStore(qs).load().practice == PracticeChoice(pace=Pace.FAST)


def test_dialog_practice_section(qtbot: QtBot) -> None:
    untouched = SettingsDialog(Settings())
    qtbot.addWidget(untouched)
    assert untouched.result_settings().practice is None
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData("strong"))
    dialog.pace.setCurrentIndex(dialog.pace.findData("fast"))
    dialog.trainer.setChecked(True)
    assert dialog.result_settings().practice == PracticeChoice(Difficulty.STRONG, Pace.FAST,
                                                               trainer=True)


def test_session_applies_the_choice_to_the_offline_room(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore) -> None:
    store.save(Settings(practice=PracticeChoice(Difficulty.REGULAR, Pace.INSTANT)))
    window = MainWindow()
    qtbot.addWidget(window)
    session = Session(window, store, practice=LocalAdapter)
    adapter = LocalAdapter(LocalRoom.practice(simulated=True, seed=5))
    using = asyncio.ensure_future(session.use(adapter))
    qtbot.waitUntil(using.done, timeout=10_000)
    service = adapter.room.service
    assert service.practice_timing == (0.0, 0.0)
    assert service.accounts.bots[service.accounts.new_bot()].style == "tight-aggressive"
    session.apply_settings(Settings(practice=PracticeChoice(Difficulty.STRONG, Pace.FAST)))
    assert service.practice_timing == (0.4, 0.8)
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=10_000)
