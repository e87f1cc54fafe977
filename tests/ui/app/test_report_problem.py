"""Help › Report a problem: one archive from the running client that reproduces the
problem elsewhere: the `qa bundle` contents plus a screenshot of each open window and the
practice room's saved tournament state."""

from __future__ import annotations

import asyncio
import json
import zipfile
from importlib.resources import as_file
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from client.adapters.local import LocalRoom
from client.logs import LOG_DIR_ENV
from client.resource_files import resource_file
from client.ui.app.settings import Settings, SettingsStore
from tests.ui.test_cash_and_tools import start, stop
from tests.ui.test_end_to_end import WAIT


def test_report_holds_screenshots_state_settings_and_logs(
        qtbot: QtBot, aio: asyncio.AbstractEventLoop, store: SettingsStore, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LOG_DIR_ENV, str(tmp_path / "logs"))
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "client.log").write_text("INFO table t hand 1 NLHE seed 5\n",
                                                  encoding="utf-8")
    store.save(Settings(animation_speed=0.0, hand_history_dir=str(tmp_path / "hands")))
    room = LocalRoom.practice(bot_delay=0.0, seed=11, simulated=True)
    window, session = start(qtbot, store, room)
    assert "&Help" in [a.text() for a in window.menuBar().actions()]
    with as_file(resource_file("scenarios", "practice_sit_and_go.toml")) as path:
        session.load_scenario(str(path))
    qtbot.waitUntil(lambda: bool(session.tables.windows), timeout=WAIT)
    out = tmp_path / "report.zip"
    session.write_report(out)
    assert window.banner.text.text().startswith(f"Report written to {out}")
    with zipfile.ZipFile(out) as archive:
        names = archive.namelist()
        shots = [n for n in names if n.startswith("screenshots/")]
        assert shots and all(archive.read(n).startswith(b"\x89PNG") for n in shots)
        (state,) = [n for n in names if n.startswith("state/") and n.count("/") == 1
                    and n != "state/names.json"]
        assert json.loads(archive.read(state))["seed"] == 9  # the scenario's seed
        tid = Path(state).stem  # its buy-ins and players' names, to restore it elsewhere
        assert len(json.loads(archive.read(f"state/cashier/{tid}.json"))) == \
            len(json.loads(archive.read(state))["entrants"])
        assert json.loads(archive.read("state/names.json"))["you"] == "You"
        assert json.loads(archive.read("settings.json"))["history/folder"] == \
            str(tmp_path / "hands")
        assert json.loads(archive.read("seeds.json"))[0]["seed"] == 5
        assert "manifest.json" in names
    session.write_report(tmp_path / "report.zip" / "nested.zip")
    assert window.banner.text.text().startswith("Report not written")
    stop(qtbot, session)
