"""A bug report from the client is one file that reproduces the problem on another machine
(issue 25): written by a running client with a practice tournament under way, opened by a
fresh client (its own settings), it runs the same tournament on and shows its hands;
`qa reproduce` on it exits 0, and a damaged one is refused with what is wrong."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import zipfile
from importlib.resources import as_file
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from client.adapters.local import LOCAL_PLAYER, LocalRoom
from client.logs import LOG_DIR_ENV
from client.resource_files import resource_file
from client.room.tournament.director import Tournament
from client.ui.app.open_report import open_report
from client.ui.app.settings import Settings, SettingsStore
from tests.ui.test_cash_and_tools import start, stop
from tests.ui.test_end_to_end import WAIT

ROOT = Path(__file__).resolve().parents[3]
HANDS = 3


def _played(room: LocalRoom, tournament: Tournament) -> bool:
    """Moves the simulated room on a few seconds; True once HANDS hands are over."""
    room.advance(5.0)
    return tournament.hands_played >= HANDS


def _saved(folder: Path) -> int:
    """Hands the client has saved (PokerStars text) under ``folder``."""
    return sum(p.read_text(encoding="utf-8").count("PokerStars Hand #")
               for p in folder.rglob("*.txt"))


def _seats(tournament: Tournament, ids: dict[str, str] | None = None) -> dict[str, int]:
    ids = ids or {}
    return {ids.get(p, p): n for table in tournament.tables.values()
            for p, n in table.stacks.items()}


def _qa(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "client", "qa", *args], capture_output=True,
                          text=True, timeout=300, env=env, check=False)


@pytest.fixture
def report(qtbot: QtBot, aio: asyncio.AbstractEventLoop, tmp_path: Path,
           monkeypatch: pytest.MonkeyPatch) -> tuple[Path, Tournament]:
    """A report written by Help › Report a problem from a client playing a practice
    tournament, a few hands in; and that tournament as it stood."""
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "logs"))
    store = SettingsStore(QSettings(str(tmp_path / "a.ini"), QSettings.Format.IniFormat))
    store.save(Settings(animation_speed=0.0, hand_history_dir=str(tmp_path / "hands")))
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    _window, session = start(qtbot, store, room)
    with as_file(resource_file("scenarios", "practice_sit_and_go.toml")) as path:
        session.load_scenario(str(path))
    qtbot.waitUntil(lambda: bool(room.service.tournaments.running()), timeout=WAIT)
    (tournament,) = room.service.tournaments.running()
    qtbot.waitUntil(lambda: _played(room, tournament)
                    and _saved(tmp_path / "hands") >= HANDS, timeout=WAIT)
    out = tmp_path / "ticket-1234"  # no .zip: a report is told by its content
    session.write_report(out)
    stop(qtbot, session)
    return out, tournament


def test_report_opens_the_same_tournament_and_its_hands_on_a_fresh_client(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, tmp_path: Path,
        report: tuple[Path, Tournament]) -> None:
    path, reported = report
    fresh = SettingsStore(QSettings(str(tmp_path / "b.ini"), QSettings.Format.IniFormat))
    fresh.save(Settings(animation_speed=0.0, hand_history_dir=str(tmp_path / "b-hands")))
    room = LocalRoom.practice(bot_delay=0.0, seed=3, simulated=True)
    window, session = start(qtbot, fresh, room)
    opened = open_report(session, path)
    assert opened is not None and not opened.failed
    (restored,) = opened.restored
    t = restored.tournament
    assert t.tournament_id == f"report-{reported.tournament_id}"  # its own id here
    assert _seats(t) == _seats(reported, dict(restored.names))
    assert t.players_left == reported.players_left
    assert t.timekeeper.level == reported.timekeeper.level
    assert t.hands_played == reported.hands_played
    names = room.service.accounts.names
    assert {names[restored.names[p]] for p in reported.entrants if p != LOCAL_PLAYER} == \
        {n for p, n in names.items() if p in t.entrants and p != LOCAL_PLAYER}
    table_id = t.entrants[LOCAL_PLAYER].table_id
    assert table_id is not None  # the reporter's seat is the tester's: their table opens
    qtbot.waitUntil(lambda: table_id in session.tables.windows, timeout=WAIT)
    assert window.banner.text.text().startswith("Bug report from SKG Poker")
    assert "Tournaments restored: 1 of 1. Hands: " in window.banner.text.text()
    (view,) = opened.views
    qtbot.waitUntil(lambda: not view.loading, timeout=WAIT)
    assert view.model.rowCount() >= HANDS
    assert f"Hands: {view.model.rowCount()}." in window.banner.text.text()
    replay = view.replay(0)
    assert replay is not None and replay.play_button.isVisibleTo(replay)
    replay.play_button.click()  # the report's hand as a practice table of its own
    qtbot.waitUntil(lambda: len(session.tables.windows) == 2, timeout=WAIT)
    start_hands = t.hands_played
    qtbot.waitUntil(lambda: _played(room, t) or t.hands_played > start_hands, timeout=WAIT)
    replay.close()
    stop(qtbot, session)


def test_qa_reproduce_exits_0_on_a_report_and_2_on_a_damaged_one(
        tmp_path: Path, report: tuple[Path, Tournament]) -> None:
    path, _reported = report
    done = _qa("reproduce", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["tournaments"] == out["restored"] == 1
    assert out["hands"] >= HANDS and out["replayed"] == out["same_stacks"] == out["hands"]
    damaged = tmp_path / "damaged.zip"
    damaged.write_bytes(path.read_bytes()[: path.stat().st_size // 2])
    bad = _qa("reproduce", str(damaged))
    assert bad.returncode == 2 and "not a readable zip" in bad.stderr, bad.stderr


def test_damaged_report_says_what_is_wrong_and_changes_nothing(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    damaged = tmp_path / "report.zip"
    damaged.write_bytes(b"PK\x03\x04 not really a zip")
    room = LocalRoom.practice(bot_delay=0.0, seed=3, simulated=True)
    window, session = start(qtbot, store, room)
    before = [t.tournament_id for t in room.service.tournaments.all()]
    assert open_report(session, damaged) is None
    assert window.banner.text.text().startswith("Bug report not opened: ")
    assert "not a readable zip" in window.banner.text.text()
    assert [t.tournament_id for t in room.service.tournaments.all()] == before
    assert session.histories.viewer is None
    stop(qtbot, session)


def test_report_from_another_version_opens_what_it_can(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore,
        tmp_path: Path) -> None:
    """Its hands open and its version is named; a tournament state that does not fit is
    listed as not restored, and the room runs on without it."""
    path = tmp_path / "old.zip"
    hand = (ROOT / "tests/histories/fixtures/phh/fixed-limit-raise-capped-at-cover.phh")
    with zipfile.ZipFile(path, "w") as archive:
        files = {"hands/7.phh": hand.read_text(encoding="utf-8"),
                 "state/old-1.json": '{"schema_version": 99}'}
        archive.writestr("manifest.json", json.dumps(
            {"version": "0.0.1", "platform": "Windows-11", "python": "3.12",
             "created": "2026-11-30T10:00:00+00:00", "files": sorted(files)}))
        for name, text in files.items():
            archive.writestr(name, text)
    room = LocalRoom.practice(bot_delay=0.0, seed=3, simulated=True)
    window, session = start(qtbot, store, room)
    before = len(room.service.tournaments.all())
    opened = open_report(session, path)
    assert opened is not None and not opened.restored and list(opened.failed) == ["old-1"]
    text = window.banner.text.text()
    assert text.startswith("Bug report from SKG Poker 0.0.1 on Windows-11, written "
                           "2026-11-30 10:00 UTC.")
    assert "This is version " in text and "Not restored: old-1: " in text
    assert window.banner.severity == "warn"
    assert len(room.service.tournaments.all()) == before
    (view,) = opened.views
    qtbot.waitUntil(lambda: not view.loading, timeout=WAIT)
    assert view.model.rowCount() == 1 and view.replay(0) is not None
    stop(qtbot, session)
