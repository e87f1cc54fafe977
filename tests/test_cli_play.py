"""`skg-poker qa play`: the contract (flags, JSON keys, exit status) through a real process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "client", "qa", "play", *args],
                          capture_output=True, text=True, timeout=300, env=env, check=False)


def test_qa_play_prints_the_contract_and_writes_both_formats(tmp_path: Path) -> None:
    done = _run("--hands", "12", "--seed", "9", "--game", "PLO", "--stakes", "0.05/0.10",
                "--currency", "USD", "--history-dir", str(tmp_path / "hh"),
                "--phh-dir", str(tmp_path / "phh"))
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert set(report) == {"hands_played", "files", "money_conserved", "wall_s"}
    assert report["hands_played"] == 12 and report["money_conserved"] is True
    assert report["files"] == ["HH20260101 Capella - $0.05-$0.10 - USD Pot Limit Omaha.txt"]
    text = (tmp_path / "hh" / report["files"][0]).read_text(encoding="utf-8")
    assert text.count("PokerStars Hand #") == 12
    assert len(list((tmp_path / "phh").glob("*.phh"))) == 12


@pytest.mark.parametrize("args", [
    ("--game", "BADUGI"),
    ("--stakes", "7/14"),
    ("--currency", "XYZ"),
    ("--hands", "0"),
])
def test_qa_play_bad_input_exits_2(args: tuple[str, ...], tmp_path: Path) -> None:
    base = {"--hands": "3", "--seed": "1", "--history-dir": str(tmp_path)}
    base.update(dict(zip(args[::2], args[1::2], strict=True)))
    done = _run(*(x for kv in base.items() for x in kv))
    assert done.returncode == 2 and done.stdout == "" and "error:" in done.stderr
    assert not any(tmp_path.iterdir())
