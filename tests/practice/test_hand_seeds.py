"""Every hand of a practice tournament replays exactly from its recorded seed and actions,
and no event a player receives carries that seed (it would give away the deck)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from client.cli import main
from client.histories.phh.dealt import player_order, replay_phh
from client.practice.record import HandRecord, replay_hand, reproduces
from client.practice.run import run_tournament
from client.practice.scenario import ClockMode, ClockSpec, Scenario, TournamentSetup
from client.practice.session import PracticeSession
from client.room.table import hand_seed
from client.room.tournament.structure import load_structure

SEED = 31


@pytest.fixture(scope="module")
def session() -> PracticeSession:
    """A two-table practice tournament played headless to the end, the hero a bot."""
    setup = TournamentSetup(load_structure("turbo"), 18, "mixed", "You")
    scenario = Scenario(name="seeds", description="", seed=SEED,
                        clock=ClockSpec(mode=ClockMode.SIMULATED), tournament=setup)
    return run_tournament(scenario)


def _sample(session: PracticeSession) -> list[HandRecord]:
    """Several recorded hands spread over the tournament and its tables."""
    records = list(session.records.values())
    return records[:: max(1, len(records) // 8)]


def test_rule_every_hand_reproducible_from_its_recorded_seed(session: PracticeSession) -> None:
    """Issue 7: each hand is dealt from its own seed, derived from the tournament seed."""
    assert session.results()["state"] == "finished"
    records = session.records
    assert len(records) == session.tournament.hands_played
    assert len({table for table, _ in records}) >= 2
    seeds = [r.config.seed for r in records.values()]
    assert len(set(seeds)) == len(seeds)
    for (table_id, hand_no), record in records.items():
        assert record.config.seed == hand_seed(SEED, table_id, hand_no)
        assert record.config.deck is None  # the seed alone deals the cards
    sample = _sample(session)
    assert len(sample) >= 5
    for record in sample:
        assert replay_hand(record).result().final_stacks == record.final_stacks
        assert reproduces(record)


def test_recorded_practice_hands_replay_as_phh_through_qa_replay(
        session: PracticeSession, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for record in _sample(session):
        text = record.to_phh()
        assert f"_seed = {record.config.seed}" in text
        order = player_order(record.config)
        expected = [record.final_stacks[seat] for seat in order]
        assert replay_phh(text).finishing_stacks() == expected
        assert replay_phh(text).fields["players"] == [record.players[seat] for seat in order]
        path = tmp_path / f"hand{record.hand_no}.phh"
        path.write_text(text, encoding="utf-8")
        assert main(["qa", "replay", str(path)]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["finishing_stacks"] == expected


def test_no_event_the_hero_receives_carries_a_hand_seed(session: PracticeSession) -> None:
    """The hero's events (and the debug log) never show a seed, during or after a hand."""
    seeds = {str(r.config.seed) for r in session.records.values()}
    assert len(session.log) > 100
    for entry in session.log:
        text = repr(entry.event)
        assert "seed" not in text.lower()
        assert not seeds.intersection(re.findall(r"\d+", text))
