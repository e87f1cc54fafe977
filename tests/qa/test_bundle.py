"""`skg-poker qa bundle --out FILE`: one archive that reproduces a problem elsewhere:
version, platform, settings without passwords, the last hands with their seeds, log tails."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _qa(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "client", "qa", *args], capture_output=True,
                          text=True, timeout=300, env=env, check=False)


def test_bundle_holds_version_settings_hands_seeds_and_logs(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "SKG_POKER_LOG_DIR": str(tmp_path / "logs")}
    conf = tmp_path / "config" / "SKG" / "Poker.conf"
    conf.parent.mkdir(parents=True)
    conf.write_text("[ui]\ntheme=light\n[server]\npassword=hunter2\n", encoding="utf-8")
    history = tmp_path / "data" / "skg-poker" / "HandHistories" / "Hero"
    played = _qa(env, "play", "--hands", "5", "--seed", "4", "--history-dir", str(history),
                 "--phh-dir", str(history))
    assert played.returncode == 0, played.stderr
    (tmp_path / "logs").mkdir()
    (tmp_path / "logs" / "client.log").write_text(
        "2026-12-03 10:00:00,000 INFO client.room.table: table t1 hand 7 NLHE seed 99\n"
        "2026-12-03 10:00:01,000 INFO client.room.table: table c2 hand 3 NLHE seed None\n",
        encoding="utf-8")
    out = tmp_path / "report.zip"
    done = _qa(env, "bundle", "--out", str(out), "--hands", "3")
    assert done.returncode == 0, done.stderr
    printed = json.loads(done.stdout)
    with zipfile.ZipFile(out) as archive:
        names = set(archive.namelist())
        assert set(printed["files"]) == names and printed["out"] == str(out)
        manifest = json.loads(archive.read("manifest.json"))
        assert set(manifest) == {"version", "platform", "python", "created", "files"}
        settings = json.loads(archive.read("settings.json"))
        assert settings["ui/theme"] == "light"
        assert "hunter2" not in archive.read("settings.json").decode()
        stars = archive.read("hands/last_hands.txt").decode()
        assert stars.count("PokerStars Hand #") == 3
        assert len([n for n in names if n.endswith(".phh")]) == 3
        assert json.loads(archive.read("seeds.json")) == [
            {"log": "client.log", "table": "t1", "hand": 7, "game": "NLHE", "seed": 99}]
        assert b"seed 99" in archive.read("logs/client.log")


def test_bundle_that_cannot_be_written_exits_2(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path),
           "SKG_POKER_LOG_DIR": str(tmp_path)}
    (tmp_path / "file").write_text("x", encoding="utf-8")
    done = _qa(env, "bundle", "--out", str(tmp_path / "file" / "b.zip"))
    assert done.returncode == 2 and done.stdout == "" and "cannot write" in done.stderr
