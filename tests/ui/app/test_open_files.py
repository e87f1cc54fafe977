"""`skg-poker FILE...`: the client starts with those hand-history files open in the hand
history window (what a file manager runs for a double-clicked hand file); a file that
cannot be read says why in its tab, and the client starts all the same."""

from __future__ import annotations

import asyncio
import subprocess
import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter
from client.cli import gui_parser
from client.toolguard.guard import ToolGuard
from client.ui.app.app import QUIT_AFTER_LOBBY, _main
from client.ui.app.main_window import MainWindow
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from tests.ui.app.test_app import client_env

FIXTURES = Path(__file__).resolve().parents[2] / "histories" / "fixtures"
STARS = FIXTURES / "pokerstars" / "cash_usd_nlhe.txt"
PHHS = FIXTURES / "phh" / "cash-hands.phhs"
PHH = FIXTURES / "phh" / "no-limit-single-draw.phh"


def test_file_arguments_are_parsed_as_paths_and_qa_stays_a_command() -> None:
    args = gui_parser().parse_args(["--server", "ws://h:1", "a.phh", "b c.txt"])
    assert args.files == [Path("a.phh"), Path("b c.txt")] and args.server == "ws://h:1"
    assert gui_parser().parse_args([]).files == []


def test_files_given_open_in_the_history_window_beside_the_lobby(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """One tab per file, in the order given, each read to its status line; an unreadable
    file and a missing one say why in their tabs, and the practice lobby still loads."""
    junk = tmp_path / "notes.txt"
    junk.write_text("not a hand history\n")
    missing = tmp_path / "gone.phh"
    window = MainWindow()
    qtbot.addWidget(window)
    guard = ToolGuard()
    session = Session(window, store, practice=LocalAdapter, guard=guard)
    task = asyncio.ensure_future(
        _main(window, session, guard, None, [STARS, PHHS, PHH, junk, missing]))
    qtbot.waitUntil(lambda: session.histories.viewer is not None, timeout=10_000)
    viewer = session.histories.viewer
    assert viewer is not None and viewer.isVisible()
    views = viewer.files()
    assert [v.label for v in views] == [STARS.name, PHHS.name, PHH.name, junk.name,
                                        missing.name]
    assert viewer.tabs.currentWidget() is views[0]  # the file double-clicked first
    qtbot.waitUntil(lambda: not any(v.loading for v in views), timeout=20_000)
    assert "PokerStars hands" in views[0].status.text()
    assert views[0].model.rowCount() > 1 and views[1].model.rowCount() > 1
    assert views[2].model.rowCount() == 1
    for bad in views[3:]:
        assert bad.model.rowCount() == 0
        assert bad.status.text().startswith(f"{bad.label}: ")
    assert "No such file" in views[4].status.text()
    qtbot.waitUntil(lambda: window.lobby.sngs.rowCount() > 0, timeout=10_000)
    window.close()
    qtbot.waitUntil(task.done, timeout=10_000)
    assert task.exception() is None


@pytest.mark.slow
def test_the_program_started_with_files_opens_them_and_exits_0(tmp_path: Path) -> None:
    """A real client process (offscreen), as a file manager starts it: it says what it
    read from each file, a bad one included, and closes normally."""
    missing = tmp_path / "missing.phh"
    done = subprocess.run(
        [sys.executable, "-m", "client", str(STARS), str(missing)], capture_output=True,
        text=True, timeout=120, cwd=tmp_path,
        env=client_env(tmp_path, QT_QPA_PLATFORM="offscreen", **{QUIT_AFTER_LOBBY: "1"}))
    assert "skg-poker: lobby shown" in done.stderr, done.stderr
    assert f"skg-poker: opened {STARS.name}: " in done.stderr, done.stderr
    assert f"skg-poker: opened {missing.name}: " in done.stderr, done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 0, done.stderr
