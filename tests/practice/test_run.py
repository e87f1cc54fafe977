"""Headless scenario runs: fixed decks, recorded seeds, exact replays, the qa command."""

from __future__ import annotations

import dataclasses
import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from client.engine import Action, ActionKind, IllegalActionError
from client.histories.phh.dealt import replay_phh
from client.practice.record import reproduces
from client.practice.run import open_scenario, run_scenario, run_table
from client.practice.scenario import ClockMode, Scenario, load_scenario, parse_scenario
from client.practice.session import Phase, PracticeSession
from client.practice.table_session import ScenarioTable
from client.resource_files import resource_file

ROOT = Path(__file__).resolve().parents[2]


def _bundled(name: str) -> Scenario:
    return parse_scenario(resource_file("scenarios", name).read_text(), name)


def test_fixed_deck_scenario_deals_the_listed_cards() -> None:
    run = run_table(_bundled("short_stack_push.toml"))
    (record,) = run.records
    hero_cards = [e.data["cards"] for e in record.events
                  if e.kind == "deal_hole" and e.visible_to == 0]
    assert hero_cards == [["As", "Ad"]]
    assert record.actions[0] == (0, Action(ActionKind.RAISE, 800))  # 8 big blinds: all in
    assert run.final_stacks["Small Blind"] == 2950  # folded its small blind
    assert sum(run.final_stacks.values()) == 6800


def test_every_hand_replays_exactly_from_its_recorded_seed() -> None:
    run = run_table(_bundled("mixed_games_table.toml"))
    assert len(run.records) == 20
    assert len({r.config.seed for r in run.records}) == 20
    for record in run.records:
        assert reproduces(record)
    record = run.records[5]
    other_seed = dataclasses.replace(record, config=dataclasses.replace(record.config, seed=1))
    assert not reproduces(other_seed)


def test_rule_forward_moving_button_across_scenario_hands() -> None:
    """Site rule: the button moves clockwise after every hand, never twice to one player."""
    text = resource_file("scenarios", "short_stack_push.toml").read_text()
    text = text.replace("hands = 1", "hands = 6").replace("stack = 800", "stack = 90000")
    text = text.replace("stack = 3000", "stack = 90000")
    run = run_table(parse_scenario(text))
    buttons = [r.players[r.config.button] for r in run.records]
    assert all(a != b for a, b in itertools.pairwise(buttons))
    assert buttons[:3] == ["Hero", "Small Blind", "Big Blind"]


def test_same_scenario_same_report_and_chips_conserved() -> None:
    first = run_scenario(_bundled("mixed_games_table.toml"))
    assert first == run_scenario(_bundled("mixed_games_table.toml"))
    assert first["chips_conserved"] is True and first["reproducible"] is True


def test_qa_scenario_command_prints_json(tmp_path: Path) -> None:
    path = resource_file("scenarios", "practice_sit_and_go.toml")
    done = subprocess.run(
        [sys.executable, "-m", "client.cli", "qa", "scenario", str(path), "--hero-bot", "mixed"],
        capture_output=True, text=True, cwd=ROOT, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["kind"] == "tournament" and report["state"] == "finished"
    assert report["hero"]["name"] in report["finishing_order"]
    assert len(report["finishing_order"]) == 9 and report["chips_conserved"] is True

    bad = tmp_path / "bad.toml"
    bad.write_text("[table]\ngame = 'NLHE'\n")
    done = subprocess.run([sys.executable, "-m", "client.cli", "qa", "scenario", str(bad)],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=60)
    assert done.returncode == 2
    assert "table.seats" in done.stderr and not done.stdout


def test_load_scenario_from_a_tester_file(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(resource_file("scenarios", "short_stack_push.toml").read_text())
    assert run_scenario(load_scenario(path))["reproducible"] is True


def test_scenario_table_waits_for_the_human_seat() -> None:
    """Loading a table scenario in the GUI: bots act at once, the human seat waits."""
    table = ScenarioTable(_bundled("mixed_games_table.toml"))
    assert table.human == 0 and table.view() is None
    hands = 0
    while table.step() is not Phase.FINISHED:
        view = table.view()
        assert view is not None and table.phase is Phase.YOUR_TURN
        assert len(view.hole) >= 3 and view.legal is not None
        with pytest.raises(IllegalActionError):
            table.act(Action(ActionKind.RAISE, 10**9))
        assert table.view() == view  # the illegal action changed nothing
        kind = ActionKind.CHECK if ActionKind.CHECK in view.legal.kinds else ActionKind.FOLD
        if ActionKind.BRING_IN in view.legal.kinds and ActionKind.FOLD not in view.legal.kinds:
            kind = ActionKind.BRING_IN
        table.act(Action(kind))
        hands = len(table.records)
    assert hands == 20 and all(reproduces(r) for r in table.records)
    with pytest.raises(ValueError, match="not your turn"):
        table.act(Action(ActionKind.FOLD))


def test_horse_scenario_rotates_games_every_eight_hands() -> None:
    run = run_table(_bundled("horse_table.toml"))
    games = [r.config.game for r in run.records]
    assert games[:40:8] == ["FLHE", "FLO8", "RAZZ", "STUD", "STUD8"][: len(games[:40:8])]
    for record in run.records:
        stud = record.config.game in ("RAZZ", "STUD", "STUD8")
        assert (record.config.big_blind == 0) == stud and (record.config.ante > 0) == stud
        assert reproduces(record)
    assert sum(run.final_stacks.values()) == 8000


def test_open_scenario_for_the_gui_waits_for_the_player() -> None:
    table = open_scenario(_bundled("short_stack_push.toml"))
    assert isinstance(table, ScenarioTable) and table.human is None  # all seats are bots
    session = open_scenario(_bundled("practice_mtt.toml"))
    assert isinstance(session, PracticeSession)
    assert session.clock.mode is ClockMode.REAL
    while session.step() is not Phase.YOUR_TURN:
        pass
    assert session.view() is not None and len(session.tournament.tables) == 5


def test_recorded_hands_export_phh_that_qa_replay_accepts(tmp_path: Path) -> None:
    """A tester can take any hand of a run to `skg-poker qa replay` (PHH with its seed)."""
    report = run_scenario(_bundled("horse_table.toml"))
    hands = report["hands"]
    assert isinstance(hands, list)
    for hand in hands:
        replayed = replay_phh(hand["phh"])
        assert replayed.finishing_stacks() == replayed.fields["finishing_stacks"]
        assert f"_seed = {hand['config']['seed']}" in hand["phh"]
    path = tmp_path / "hand.phh"
    path.write_text(hands[-1]["phh"])
    done = subprocess.run([sys.executable, "-m", "client.cli", "qa", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, check=False, timeout=60)
    assert done.returncode == 0, done.stderr
