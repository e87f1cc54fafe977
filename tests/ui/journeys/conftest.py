"""The application as `run_gui` builds it, on a fresh machine, with a `Player` in front.

Each journey gets fresh HOME and XDG folders, fresh settings (animations off: the felt shows
every change at once) and the offline practice room with its bots at zero delay, seeded, so
a journey takes seconds and plays the same hands every run. A failed journey leaves a
screenshot of the whole screen in its temp folder (the path is printed).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Generator, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.room.clock import RealClock
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_BUSY_RINGS
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import Settings, SettingsStore
from client.ui.table.table_window import TableWindow
from tests.ui import test_real_display
from tests.ui.journeys.player import WAIT_MS, Player, save_screen

#: Real-display journeys skip, saying why, where there is no X server.
display = test_real_display.display

#: The seed of every practice room a journey plays in (same cards every run).
SEED = 19


@pytest.fixture
def fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A first start: empty HOME and XDG folders (no saved notes, hands or settings)."""
    home = tmp_path / "home"
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"),
                     ("XDG_DATA_HOME", ".local/share"), ("XDG_CACHE_HOME", ".cache"),
                     ("XDG_STATE_HOME", ".local/state")):
        (home / sub).mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(var, str(home / sub))
    return home


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]
                              ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A failed journey leaves a screenshot of the whole screen (the path is printed)."""
    report: pytest.TestReport = yield
    folder = getattr(item, "funcargs", {}).get("tmp_path")
    if report.when == "call" and report.failed and folder is not None and \
            QGuiApplication.platformName() == "xcb":
        path = save_screen(Path(folder) / "shots", item.name)
        report.sections.append(("journey screenshot", str(path)))
    return report


Practice = Callable[[], LocalAdapter]


@pytest.fixture
def practice() -> Practice:
    """The offline practice room of `run_gui`, its bots acting at once, seeded."""
    return lambda: LocalAdapter(LocalRoom.practice(bot_delay=0.0, seed=SEED))


def paced_practice(bot_delay: float, hand_pause: float, lively: bool = False) -> Practice:
    """Practice (seeded, its busy rings) with bots that take ``bot_delay`` an action and
    ``hand_pause`` between hands (time to see a showdown, or to tick a box); ``lively``:
    the living lobby."""
    def room() -> LocalAdapter:
        clock = RealClock()
        config = RoomConfig(practice=True, bot_delay=bot_delay, hand_pause=hand_pause,
                            seed=SEED, busy_rings=PRACTICE_BUSY_RINGS, lobby_life=lively)
        return LocalAdapter(LocalRoom(RoomService(clock, config=config), clock))
    return room


def seat_a_person(qtbot: QtBot, store: SettingsStore, practice: Practice, shots: Path
                  ) -> tuple[Player, Session]:
    """The main window and its session as `run_gui` builds them, shown and active, with
    these settings (animations off) and a person in front of it."""
    store.save(Settings(animation_speed=0.0))
    window = MainWindow()
    session = Session(window, store, practice=practice)
    window.resize(1280, 860)
    window.show()
    qtbot.waitExposed(window)
    player = Player(qtbot, window, shots)
    player.bring_to_front()
    return player, session


@pytest.fixture
def person(qtbot: QtBot, display: str, aio: asyncio.AbstractEventLoop, fresh_home: Path,
           store: SettingsStore, practice: Practice, tmp_path: Path
           ) -> Iterator[tuple[Player, Session]]:
    """The main window and its session as `run_gui` builds them, shown and active, with
    fresh settings (animations off); a person in front of it, connected to nothing yet."""
    player, session = seat_a_person(qtbot, store, practice, tmp_path / "shots")
    window = player.window
    yield player, session
    # As run_gui ends: the session closes first, then the window goes.
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT_MS)
    window.close()
    window.deleteLater()


@pytest.fixture
def app(person: tuple[Player, Session], practice: Practice) -> Player:
    """The application in offline practice (as `skg-poker` starts), the lobby loaded."""
    player, session = person
    session.link.spawn(session.use(practice()))
    player.wait(lambda: player.window.lobby.rings.rowCount() > 0)
    return player


def scenario_table(app: Player, session: Session, path: Path, text: str) -> TableWindow:
    """The scenario `text` written to `path` and loaded (Game › Load scenario), its table
    in front once the room has opened it."""
    path.write_text(text, encoding="utf-8")
    session.load_scenario(str(path))
    app.wait(lambda: isinstance(app.window.tabs.currentWidget(), TableWindow))
    return app.table()
