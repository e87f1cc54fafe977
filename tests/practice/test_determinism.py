"""Same seed, same tournament: bots-only runs (every style and "mixed") and practice runs."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.bots import BOT_STYLES, MIXED
from client.practice.run import run_scenario
from client.practice.scenario import parse_scenario
from client.resource_files import resource_file
from client.room.tournament.simulation import simulate
from client.room.tournament.structure import load_structure

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("style", [*BOT_STYLES, MIXED])
def test_bots_only_sit_and_go_finishes_with_every_style(style: str) -> None:
    result = simulate(9, load_structure("sit_and_go"), seed=21, bots=style)
    assert len(result.finishing_order) == 9
    assert result.chips_conserved and result.money_conserved
    assert len(result.prizes) == 3 and result.finishing_order[0] in result.prizes


def test_same_seed_gives_the_same_tournament_twice() -> None:
    structure = load_structure("turbo")
    first = simulate(12, structure, seed=5, bots=MIXED)
    second = simulate(12, structure, seed=5, bots=MIXED)
    assert first.finishing_order == second.finishing_order
    assert first.prizes == second.prizes and first.hands_played == second.hands_played
    other = simulate(12, structure, seed=6, bots=MIXED)
    assert other.finishing_order != first.finishing_order


def test_same_seed_gives_the_same_practice_tournament_twice() -> None:
    scenario = parse_scenario(resource_file("scenarios", "practice_sit_and_go.toml").read_text())
    assert run_scenario(scenario, "strong") == run_scenario(scenario, "strong")


def test_qa_tournament_command_is_reproducible_with_mixed_bots() -> None:
    command = [sys.executable, "-m", "client.cli", "qa", "tournament", "--players", "9",
               "--structure", "sit_and_go", "--seed", "77", "--bots", MIXED]
    runs = [subprocess.run(command, capture_output=True, text=True, cwd=ROOT, check=False,
                           timeout=120) for _ in range(2)]
    for run in runs:
        assert run.returncode == 0, run.stderr
    first, second = (json.loads(r.stdout) for r in runs)
    assert first["finishing_order"] == second["finishing_order"]
    assert len(first["finishing_order"]) == 9
