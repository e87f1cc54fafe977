"""The floor's QA commands as real processes: `qa cancel` and `qa integrity`."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path


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


STARS = Path(__file__).parent / "histories" / "fixtures" / "pokerstars"


def test_qa_integrity_reads_pokerstars_files_and_a_connection_log(tmp_path: Path) -> None:
    """Rule 9 and rule 6.1: `qa integrity FILES` reads the histories (no flag on these
    ordinary hands) and flags two accounts from one device at one tournament, with the
    tournament's hands they played."""
    log = tmp_path / "connections.json"
    log.write_text(json.dumps({"connections": [
        {"player": "BigDog", "tournament": "3100000001", "device": "d1"},
        {"player": "Mid", "tournament": "3100000001", "device": "d1", "address": "1.2.3.4"},
        {"player": "Hero", "tournament": "3100000001", "address": "5.6.7.8"},
    ]}))
    files = [str(STARS / f"{name}.txt") for name in (
        "cash_eur_plo_side_pots", "cash_gbp_plo8_split", "cash_usd_flhe", "cash_usd_nlhe",
        "tournament_nlhe_antes", "unsupported_features")]
    done = _run("qa", "integrity", *files, str(log))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["hands_read"] == 12  # cash-out and run-it-twice hands replay as recorded
    assert out["flags"] == [{
        "kind": "several_accounts", "players": ["BigDog", "Mid"], "hands": ["230000000001"],
        "why": "BigDog, Mid played tournament 3100000001 from the same device (d1)"}]
    assert "skipped:" in done.stderr  # the unsupported hands are named, not counted


def test_qa_integrity_unreadable_input_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "log.json"
    bad.write_text("[1, 2]")
    done = _run("qa", "integrity", str(bad))
    assert done.returncode == 2 and done.stdout == "" and "error:" in done.stderr
    empty = tmp_path / "empty.txt"
    empty.write_text("nothing here")
    done = _run("qa", "integrity", str(empty))
    assert done.returncode == 2 and done.stdout == ""
