"""Two real processes spend from one account at once, on each backend: the store accepts
exactly as many payments as the money covers and the balance never goes below zero."""

from __future__ import annotations

import os
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from client.room.ledger import Currency, Entry, Ledger
from client.server.store import open_store

ROOT = Path(__file__).resolve().parents[2]
PER_PROCESS = 80
BALANCE = 100

pytestmark = pytest.mark.timeout(120)


def test_two_processes_cannot_overdraw_one_account(store_url: str, tmp_path: Path) -> None:
    store = open_store(store_url)
    store.append_entry(Entry(0, "sys:bank", "player:ann", Decimal(BALANCE), Currency.USD,
                             "deposit"))
    go = tmp_path / "go"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    racers = [subprocess.Popen(
        [sys.executable, "-m", "tests.server.spend", store_url, "player:ann",
         str(PER_PROCESS), str(go)], stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
        for _ in range(2)]
    for racer in racers:
        assert racer.stdout is not None and racer.stdout.readline().strip() == "ready"
    go.touch()
    paid = []
    for racer in racers:
        out, _ = racer.communicate(timeout=100)
        assert racer.returncode == 0
        paid.append(int(out.strip()))
    assert sum(paid) == BALANCE, paid  # 160 tried, exactly the 100 covered went through
    assert all(p > 0 for p in paid), paid
    assert store.balance("player:ann", Currency.USD) == 0
    assert store.balance("table:race", Currency.USD) == BALANCE
    rebuilt = Ledger(store.entries())  # every accepted entry is valid in order: never < 0
    assert rebuilt.balance("player:ann", Currency.USD) == 0
    assert len(rebuilt.entries) == BALANCE + 1
    store.close()
