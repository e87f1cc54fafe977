"""Scenario files: the bundled examples load, and every mistake is a typed, named error."""

from __future__ import annotations

from pathlib import Path

import pytest

from client.practice.scenario import ClockMode, ScenarioError, load_scenario, parse_scenario
from client.resource_files import resource_file

TABLE = """
name = "t"
seed = 3
[table]
game = "NLHE"
small_blind = 1
big_blind = 2
{extra}
[[table.seats]]
name = "A"
stack = 100
player = "human"
[[table.seats]]
name = "B"
stack = 100
player = "strong"
"""


def _table(extra: str = "") -> str:
    return TABLE.replace("{extra}", extra)


def test_bundled_scenarios_are_valid() -> None:
    names = [p.name for p in resource_file("scenarios").iterdir() if p.name.endswith(".toml")]
    assert len(names) >= 3
    for name in names:
        scenario = parse_scenario(resource_file("scenarios", name).read_text(), name)
        assert (scenario.table is None) != (scenario.tournament is None)


def test_table_scenario_fields() -> None:
    scenario = parse_scenario(_table('hands = 4\nbutton = 1\ndeck = ["As", "Kd"]'))
    assert scenario.seed == 3 and scenario.clock.mode is ClockMode.SIMULATED
    table = scenario.table
    assert table is not None
    assert (table.hands, table.button, table.deck) == (4, 1, ("As", "Kd"))
    assert [s.is_human for s in table.seats] == [True, False]


def test_tournament_scenario_fields() -> None:
    scenario = parse_scenario(
        '[clock]\nmode = "real"\n[tournament]\nstructure = "sit_and_go"\nplayers = 9\n'
        'bots = "tight-aggressive"\nhero = "Me"')
    assert scenario.clock.mode is ClockMode.REAL
    assert scenario.tournament is not None
    assert scenario.tournament.structure.name == "Sit & Go 9"
    assert (scenario.tournament.bots, scenario.tournament.hero) == ("tight-aggressive", "Me")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = 1\n[table]", "line 1: name: expected `str`, got `int`"),
        ('[clock]\nmode="fast"\n[tournament]\nplayers=9', "clock.mode"),
        ("[tournament]\nplayers=9\n[table]", "exactly one of"),
        ("seed = 'x'\n[tournament]\nplayers = 9", "line 1: seed: expected `int`, got `str`"),
        ("[table]\nbuton = 3", "line 2: unknown key 'table.buton'"),
        ('[tournament]\nstructure = "nope"\nplayers = 9', "tournament.structure: no tournament"),
        ('[tournament]\nstructure = "sit_and_go"\nplayers = 12', "at most 9"),
        ('[tournament]\nplayers = 9\nbots = "human"', "tournament.bots"),
        (_table().replace('"strong"', '"shark"'), r"seats\[1\].player: unknown player 'shark'"),
        (_table().replace("stack = 100\nplayer = \"human\"", "stack = 0"), r"seats\[0\].stack"),
        (_table().replace('"B"', '"A"'), "different name"),
        (_table().replace('"strong"', '"human"'), "at most one seat"),
        (_table('deck = ["As", "As"]'), "table: .*As"),
        (_table('deck = ["Zz"]'), "bad card"),
        (_table("button = 5"), "table.button"),
        (_table().replace('game = "NLHE"', 'game = "HOLDEM"'), "table.game: unknown game"),
        ("this is not toml", "not valid TOML"),
    ],
)
def test_bad_scenarios_raise_typed_errors_naming_the_field(text: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        parse_scenario(text)


def test_missing_file_is_a_scenario_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="cannot read"):
        load_scenario(tmp_path / "missing.toml")
    path = tmp_path / "ok.toml"
    path.write_text(_table())
    assert load_scenario(path).name == "t"
