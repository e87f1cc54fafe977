"""Journey: a player's bug report reproduces on a tester's machine (issue 25).

On one fresh machine a player is a few hands into a practice sit-and-go and sends
Help › Report a problem to a file. On another fresh machine (its own HOME and settings)
a tester starts the client with that file: the same tournament is there, at its table
with the same players and stacks, the tester in the player's seat; the banner says what
the report is, and the report's hands are in the hand history window to replay.
"""

from __future__ import annotations

import asyncio
import zipfile
from importlib.resources import as_file
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalAdapter, LocalRoom
from client.resource_files import resource_file
from client.ui.app.open_report import open_report
from client.ui.app.session import Session
from client.ui.app.settings import SettingsStore
from client.ui.table.table_window import TableWindow
from tests.ui.journeys.conftest import SEED, Practice, seat_a_person
from tests.ui.journeys.player import WAIT_MS, Player, save_screen

HANDS = 2


def _write_report(app: Player, out: Path) -> None:
    """Help › Report a problem, the file chosen in its dialog (its folder suggestions pop
    over the name box under Xvfb, so the file is picked as the dialog's own choice)."""
    app.menu("Help", "Report a problem…")
    app.wait(lambda: any(isinstance(w, QFileDialog) and w.isVisible() for w in app.windows()))
    dialog = next(w for w in app.windows() if isinstance(w, QFileDialog) and w.isVisible())
    assert isinstance(dialog, QFileDialog)
    dialog.selectFile(str(out))
    dialog.accept()
    app.wait(lambda: app.window.banner.text.text().startswith("Report written"))


def _stacks(table: TableWindow) -> dict[str, int]:
    return {s.name: s.stack for s in table.tracker.view.seats if s.name}


def test_a_report_opens_the_tournament_on_another_machine(
        person: tuple[Player, Session], practice: Practice, tmp_path: Path,
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch) -> None:
    app, session = person
    session.link.spawn(session.use(practice()))
    app.wait(lambda: app.window.lobby.rings.rowCount() > 0)
    with as_file(resource_file("scenarios", "practice_sit_and_go.toml")) as path:
        session.load_scenario(str(path))
    app.wait(lambda: isinstance(app.window.tabs.currentWidget(), TableWindow))
    table = app.table()
    app.focus_felt(table)
    app.play_until(table, lambda: len(session.histories.history.hands) >= HANDS,
                   app.check_or_fold)
    out = tmp_path / "ticket.zip"
    _write_report(app, out)
    save_screen(tmp_path / "shots", "1-report-written")
    with zipfile.ZipFile(out) as archive:  # the player's windows, not the save dialog
        shots = [n for n in archive.namelist() if n.startswith("screenshots/")]
    assert shots and not [n for n in shots if "Report_a_problem" in n]
    closing = asyncio.ensure_future(session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT_MS)
    app.window.close()

    other = tmp_path / "other-machine"  # a second fresh HOME: nothing of the first
    for var, sub in (("HOME", ""), ("XDG_CONFIG_HOME", ".config"),
                     ("XDG_DATA_HOME", ".local/share"), ("XDG_CACHE_HOME", ".cache")):
        (other / sub).mkdir(parents=True, exist_ok=True)
        monkeypatch.setenv(var, str(other / sub))
    store = SettingsStore(QSettings(str(other / "settings.ini"), QSettings.Format.IniFormat))
    tester, tester_session = seat_a_person(qtbot, store, practice, tmp_path / "shots")
    window = tester.window
    tester_session.link.spawn(tester_session.use(
        LocalAdapter(LocalRoom.practice(bot_delay=0.0, seed=SEED + 1))))
    tester.wait(lambda: window.lobby.rings.rowCount() > 0)
    opened = open_report(tester_session, out)  # what `skg-poker ticket.zip` does next
    assert opened is not None and len(opened.restored) == 1
    tester.wait(lambda: len(tester_session.tables.windows) == 1)
    restored = next(iter(tester_session.tables.windows.values()))
    reported = opened.restored[0].tournament
    tester.wait(lambda: len(_stacks(restored)) == len(next(iter(reported.tables.values()))
                                                      .stacks))
    assert "You" in _stacks(restored)
    assert "Bug report from SKG Poker" in window.banner.text.text()
    save_screen(tmp_path / "shots", "2-report-opened")
    viewer = tester_session.histories.viewer
    assert viewer is not None and viewer.isVisible()
    (view,) = viewer.files()
    tester.wait(lambda: view.model.rowCount() >= HANDS)
    closing = asyncio.ensure_future(tester_session.close())
    qtbot.waitUntil(closing.done, timeout=WAIT_MS)
    window.close()
    window.deleteLater()
