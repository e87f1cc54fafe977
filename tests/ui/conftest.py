"""Qt widget tests run offscreen on a qasync loop, with settings in a temporary file.

`aio` makes a qasync event loop that counts as running while the test body runs
synchronously, so adapter coroutines and room tasks progress whenever the test waits with
`qtbot.waitUntil` / `waitSignal` (no sleeps, no nested asyncio tasks).
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
import qasync
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from client.ui.app.gui_gc import GuiThreadCollector
from client.ui.app.settings import Settings, SettingsStore

#: Harmless messages of Qt's offscreen platform (it cannot resize native windows), and of
#: Qt Multimedia looking for a sound server on a machine that has none (CI).
OFFSCREEN_NOISE = ("This plugin does not support",)
NO_AUDIO_NOISE = ("pipewire", "PulseAudioService", r"va\(in plugin\)",
                  "QSoundEffect: playback of this format is not supported",
                  "Using Qt multimedia with FFmpeg")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Qt warnings fail tests (pyproject), except the offscreen platform's own notices."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.qt_log_ignore(*OFFSCREEN_NOISE, *NO_AUDIO_NOISE))


@pytest.fixture(autouse=True)
def gui_thread_gc(qapp: QApplication) -> Iterator[None]:
    """Garbage collection on the GUI thread only, as in the client (client.ui.app.gui_gc)."""
    collector = GuiThreadCollector(qapp)
    yield
    collector.uninstall()
    collector.deleteLater()


@pytest.fixture(autouse=True)
def user_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The platform's user data dir (notes, hand results) and config dir (device keys)
    point into the test's temp dir."""
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return data


@pytest.fixture
def store(tmp_path: Path) -> SettingsStore:
    """Settings persisted in a temp INI file, never the user's real settings."""
    return SettingsStore(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def instant_store(store: SettingsStore) -> SettingsStore:
    """Settings with animations off so every change is painted at once."""
    store.save(Settings(animation_speed=0.0))
    return store


@pytest.fixture
def aio(qapp: QApplication, qtbot: QtBot) -> Iterator[asyncio.AbstractEventLoop]:
    """A qasync loop marked running for the test; pending tasks are finished at the end."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    try:
        yield loop
    finally:
        pending = [t for t in asyncio.all_tasks(loop) if not t.done()]
        for task in pending:
            task.cancel()
        if pending:
            qtbot.waitUntil(lambda: all(t.done() for t in pending), timeout=5000)
        # Mark the loop stopped without loop.stop(): that calls app.exit(), which leaves
        # Qt animations stalled for the rest of the session.
        loop._QEventLoop__is_running = False
        asyncio.events._set_running_loop(None)
        loop.close()
        asyncio.set_event_loop(None)
