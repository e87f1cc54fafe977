"""`skg-poker qa fast-fold` as a real process: the JSON contract, reproducibility, bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "client", "qa", "fast-fold", *args],
                          capture_output=True, text=True, timeout=300)


def test_qa_fast_fold_prints_the_contract_and_same_seed_same_output() -> None:
    """The documented flags give one JSON object with exactly the contract's keys; the same
    seed gives the same output apart from wall_s."""
    args = ("--pool", "60", "--seats", "6", "--hands", "120", "--seed", "5", "--bots", "mixed",
            "--game", "NLHE", "--stakes", "0.05/0.10", "--currency", "USD")
    first, second = _run(*args), _run(*args)
    assert first.returncode == 0, first.stderr
    out = json.loads(first.stdout)
    assert list(out) == ["hands_played", "tables_used", "players_reseated", "rake",
                         "money_conserved", "wall_s"]
    assert out["hands_played"] == 120 and out["money_conserved"] is True
    assert isinstance(out["rake"], str) and out["rake"].count(".") == 1
    assert out["tables_used"] >= 10 and out["players_reseated"] > 0
    again = json.loads(second.stdout)
    del out["wall_s"], again["wall_s"]
    assert out == again


@pytest.mark.parametrize(("args", "message"), [
    (("--pool", "11", "--seats", "6"), "smaller than two tables"),
    (("--pool", "60", "--seats", "6", "--game", "NLHX"), "unknown game"),
    (("--pool", "60", "--seats", "6", "--stakes", "0.03/0.06"), "stakes"),
    (("--pool", "60", "--seats", "6", "--stakes", "0.05/0.10", "--currency", "JPY"),
     "unknown currency"),
])
def test_qa_fast_fold_bad_input_exits_2_with_a_clear_message(args: tuple[str, ...],
                                                            message: str) -> None:
    """A pool smaller than two tables, an unknown game or stakes the site does not spread:
    exit 2, a message on stderr, no traceback, nothing on stdout."""
    done = _run(*args, "--hands", "10", "--seed", "1")
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
