"""The `skg-poker` command line: every QA command is registered and reachable as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

import client
from client.cli import build_parser
from client.engine import Action, ActionKind
from client.qa import COMMANDS


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "client", *args], capture_output=True, text=True, timeout=120
    )


@pytest.mark.parametrize("name", COMMANDS)
def test_every_qa_command_has_help(name: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        build_parser().parse_args(["qa", name, "--help"])
    assert exit_info.value.code == 0


def test_version_prints_the_installed_version() -> None:
    done = _run("--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout == f"skg-poker {version('skg-poker')}\n"
    assert version("skg-poker") == client.__version__  # pyproject and the package agree


def test_a_windowed_build_without_standard_streams_still_answers_version() -> None:
    """PyInstaller's windowed builds (Windows, macOS) start with sys.stdout and sys.stderr
    set to None: `skg-poker --version` exits 0 instead of failing on a print."""
    no_streams = ("import runpy, sys; sys.stdout = sys.stderr = None; "
                  "sys.argv = ['skg-poker', '--version']; "
                  "runpy.run_module('client', run_name='__main__')")
    done = subprocess.run([sys.executable, "-c", no_streams], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr


def test_qa_rake_prints_string_decimal_json() -> None:
    done = _run("qa", "rake", "--currency", "USD", "--game", "NLHE", "--stakes", "0.50/1",
                "--players", "6", "--pot", "12.34")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"rake": "0.62"}


def test_qa_rake_unknown_stakes_is_a_clear_error_with_exit_2() -> None:
    done = _run("qa", "rake", "--currency", "USD", "--game", "NLHE", "--stakes", "7/13",
                "--players", "6", "--pot", "12.34")
    assert done.returncode == 2
    assert "stakes" in done.stderr.lower()
    assert done.stdout == ""


STARS = Path(__file__).resolve().parent / "histories" / "fixtures" / "pokerstars"


def test_qa_replay_pokerstars_file_prints_every_hand_in_cents() -> None:
    """`qa replay FILE` on PokerStars text: hands with id, players, finishing_stacks (cents)
    and pots, in seat order; features the site lacks listed under unsupported with why."""
    done = _run("qa", "replay", str(STARS / "cash_usd_nlhe.txt"))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert set(out) == {"hands", "unsupported"} and out["unsupported"] == []
    first = out["hands"][0]
    assert set(first) == {"id", "players", "finishing_stacks", "pots"}
    assert first["id"] == "245100000001"
    assert first["players"] == ["Hero", "Mr. Colon: Jr", 'say "hi"', "Villain5", "K-9 said"]
    assert first["finishing_stacks"] == [259, 148, 256, 74, 100]
    assert [h["id"] for h in out["hands"]] == [f"24510000000{k}" for k in range(1, 5)]


def test_qa_replay_lists_unsupported_hands_with_the_reason() -> None:
    done = _run("qa", "replay", str(STARS / "unsupported_features.txt"))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [h["id"] for h in out["hands"]] == [
        "245500000001", "245500000002", "245500000005", "245500000006"]
    assert "cash-out" in out["hands"][0]["site_feature"]
    assert "run it twice" in out["hands"][1]["site_feature"]
    why = {u["id"]: u["why"] for u in out["unsupported"]}
    assert "5 Card Omaha" in why["245500000003"] and "cancelled" in why["245500000004"]


def test_qa_replay_hand_breaking_the_rules_exits_1_without_a_traceback(tmp_path: Path) -> None:
    text = (STARS / "cash_usd_flhe.txt").read_text(encoding="utf-8")
    bad = tmp_path / "bad.txt"
    bad.write_text(text.replace("Cat: raises $0.10 to $0.20\nAnn: raises $0.10 to $0.30\n"
                                "Bob: folds\nCat: calls $0.10",
                                "Cat: raises $0.05 to $0.15\nAnn: raises $0.15 to $0.30\n"
                                "Bob: folds\nCat: calls $0.15"), encoding="utf-8")
    done = _run("qa", "replay", str(bad))
    assert done.returncode == 1
    out = json.loads(done.stdout)
    assert out["hands"] == [] and out["unsupported"][0]["why"].startswith("breaks the rules")
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("content", [b"\x00\xff\xfe binary \x81\x8d", b"PokerStars is great\n",
                                     b"[1]\nvariant = 3\n"])
def test_qa_replay_unreadable_file_exits_2(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "hands.phhs"
    path.write_bytes(content)
    done = _run("qa", "replay", str(path))
    assert done.returncode == 2, done.stdout
    assert done.stdout == "" and "Traceback" not in done.stderr


def test_qa_replay_phhs_file_prints_the_many_hand_shape(tmp_path: Path) -> None:
    from client.engine import Hand, HandConfig
    from client.histories.phh.dealt import export_phh

    tables = []
    for k in range(2):
        hand = Hand(HandConfig("NLHE", (100, 80, 120), 0, 1, 2, seed=k))
        hand.start()
        while not hand.is_over:
            hand.act(hand.legal().seat, Action(ActionKind.FOLD)
                     if ActionKind.FOLD in hand.legal().kinds else Action(ActionKind.CHECK))
        tables.append(f"[{k + 1}]\n" + export_phh(hand))
    path = tmp_path / "two.phhs"
    path.write_text("\n".join(tables), encoding="utf-8")
    done = _run("qa", "replay", str(path))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert [h["id"] for h in out["hands"]] == ["1", "2"] and out["unsupported"] == []
    assert all(sum(h["finishing_stacks"]) == 300 for h in out["hands"])
