"""Tournament scenarios: a `[tournament.state]` put on the room's tournament, scripted
hands at its one table, and `bounties` / `payouts` expectations by player name; the
shipped ticket scenarios (a PKO final table's bounties, a rake, a side pot) each run
from their file alone and fail loudly when an expectation is wrong."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from client.cli import main
from client.practice.scenario import load_scenario, parse_scenario
from client.practice.session import PracticeSession
from client.room.tournament.events import PlayerSeated

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"
PKO = SCENARIOS / "ticket_pko_final_table.toml"


def _run(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(["qa", "scenario", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("name", ["ticket_pko_final_table", "ticket_rake", "ticket_side_pot"])
def test_each_ticket_kind_reproduces_from_its_file(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = _run(SCENARIOS / f"{name}.toml", capsys)
    report = json.loads(out)
    assert (code, err) == (0, ""), err
    assert report["expectations"] == {"checked": 1, "failed": []}


def test_pko_ticket_reports_bounties_and_places(capsys: pytest.CaptureFixture[str]) -> None:
    """Progressive knockout: Ben busts Ann and Cat in one hand and takes half of each
    bounty (5.00 + 7.50), then his own grown bounty as the winner (20 + 12.50); the two
    busted in the same hand are placed by their starting stacks (Cat 2nd, Ann 3rd)."""
    _, out, _ = _run(PKO, capsys)
    report = json.loads(out)
    assert report["bounties"] == {"Ben": "45.00"}
    assert report["finishing_order"][:5] == ["Ben", "Cat", "Ann", "Dora", "Eve"]
    assert report["prizes"]["Dora"] == "11" and report["chips_conserved"] is True


def test_wrong_bounty_expectation_fails_loudly_by_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = PKO.read_text(encoding="utf-8")
    wrong = text.replace('bounties = { Ben = "45.00" }', 'bounties = { Ann = "5.00" }')
    assert wrong != text
    path = tmp_path / "wrong.toml"
    path.write_text(wrong, encoding="utf-8")
    code, _, err = _run(path, capsys)
    assert code == 1
    assert "hand 1 bounties Ann: expected 5.00, got 0" in err, err
    assert "hand 1 bounties Ben: expected 0, got 45.00" in err, err


@pytest.mark.parametrize(("bad", "good", "named"), [
    ("minutes_in_level = 1.5", "minutes_in_levle = 1.5",
     "line 20: unknown key 'tournament.state.minutes_in_levle'"),
    ('name = "Ben"\nstack = 60000', 'name = "Ben"\nstak = 60000',
     "unknown key 'tournament.state.players[1].stak'"),
    ("level = 12", "level = 99", "tournament.state.level: 99 must be between 1 and"),
    ("players_left = 3", "players_left = 12", "[[hands]] in a tournament script its one table"),
    ('"Cat call"]', '"Cat call", "Dan fold"]', "start with a seat's name (Ann, Ben, Cat)"),
    ('structure = "turbo_pko"', 'structure = "turbo"', "Turbo has no knockout bounties"),
])
def test_bad_state_exits_2_naming_the_key(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str, good: str, named: str
) -> None:
    text = PKO.read_text(encoding="utf-8")
    assert text.count(bad) == 1
    path = tmp_path / "bad.toml"
    path.write_text(text.replace(bad, good), encoding="utf-8")
    code, out, err = _run(path, capsys)
    assert (code, out) == (2, "")
    assert named in err, err


STATE = """\
seed = 4
[tournament]
structure = "turbo_pko"
players = 45
hero = "You"
[tournament.state]
players_left = 12
level = 9
minutes_in_level = 2.0
prizes_awarded = { Zed = "3.00" }
[[tournament.state.players]]
name = "You"
stack = 9000
bounty = "12.50"
[[tournament.state.players]]
name = "Big"
stack = 70000
"""


def test_state_is_put_on_the_rooms_tournament() -> None:
    """Players left, their stacks and bounties, the level and time into it, and the
    prizes paid so far: the practice room's tournament starts exactly there."""
    scenario = parse_scenario(STATE)
    assert scenario.tournament is not None
    session = PracticeSession(scenario.tournament, scenario.seed, clock=scenario.clock)
    t = session.tournament
    assert t.players_left == 12 and len(t.tables) == 2
    seated = {e.event.player: e.event.stack for e in session.log
              if isinstance(e.event, PlayerSeated)}  # the last seating of each
    alive = {p for p, e in t.entrants.items() if e.alive}
    assert {p: seated[p] for p in alive if seated[p] != 3000} == {"You": 9000, "Big": 70000}
    assert t.chips_issued == 9000 + 70000 + 10 * 3000  # the rest: a starting stack
    assert t.bounties is not None and t.bounties.bounty_of("You") == Decimal("12.50")
    assert t.bounties.bounty_of("Big") == Decimal("5.00")  # the entry's bounty
    assert t.info().level == 9 and t.play_minutes == pytest.approx(42.0)
    assert t.entrants["Zed"].place == 13 and t.entrants["Zed"].prize == Decimal("3.00")
    assert sum(not e.alive for e in t.entrants.values()) == 33
    assert t.chips_conserved()


def test_shipped_tournament_scenarios_still_load() -> None:
    for path in SCENARIOS.glob("*.toml"):
        assert load_scenario(path).name
