"""The floor's QA commands as real processes: `qa cancel` (and `qa integrity`)."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "client", *args], capture_output=True, text=True, timeout=120
    )


def test_qa_cancel_prints_the_cancellation_contract_with_money_as_strings() -> None:
    """Cancellation policy: `qa cancel` plays bots down to K players, rolls forward, and
    prints every field of its contract; every cent is accounted for."""
    done = _run("qa", "cancel", "--players", "9", "--structure", "sit_and_go", "--seed", "3",
                "--at-players", "3", "--method", "roll-forward", "--bots", "tight-aggressive")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert list(out) == ["method", "in_the_money", "remaining", "award_pool",
                         "unawarded_prizes", "payouts", "entries", "refunds", "money_conserved"]
    assert out["method"] == "roll-forward-in-money" and out["money_conserved"] is True
    assert all(isinstance(c, int) for c in out["remaining"].values())
    paid_out = sum(Decimal(a) for a in out["payouts"].values())
    assert paid_out == Decimal(out["award_pool"])
    assert len(out["entries"]) == 9 and set(out["refunds"]) == set(out["entries"])


def test_qa_cancel_rollback_refunds_what_was_paid() -> None:
    done = _run("qa", "cancel", "--players", "20", "--seed", "1", "--at-players", "10",
                "--method", "rollback")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["method"] == "rollback" and out["payouts"] == {}
    assert out["refunds"] == out["entries"]


def test_qa_cancel_bad_input_exits_2_with_a_message() -> None:
    done = _run("qa", "cancel", "--players", "5", "--seed", "1", "--at-players", "9",
                "--method", "rollback")
    assert done.returncode == 2 and done.stdout == ""
    assert "error:" in done.stderr
