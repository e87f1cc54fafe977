"""`skg-poker qa scenario FILE`: scripted hands with expectations, a strict schema.

Exit 0 when every expectation holds, 1 with a diff by player name when one does not, 2
for a bad file (an unknown or misspelled key, a name no seat has, a script that cannot
be played), always naming the line.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from client.cli import main
from client.practice.scenario import load_scenario

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"

SIDE_POT = """\
name = "Side pot ticket"
seed = 1

[table]
game = "NLHE"
small_blind = 50
big_blind = 100

[[table.seats]]
name = "Alice"
stack = 1000
player = "scripted"

[[table.seats]]
name = "Bob"
stack = 3000
player = "scripted"

[[table.seats]]
name = "Carol Ann"
stack = 3000
player = "scripted"

[[hands]]
button = "Alice"
hole = { Alice = ["As", "Ad"], Bob = ["Ks", "Kd"], "Carol Ann" = ["Qs", "Qd"] }
board = ["2c", "7h", "9d", "3s", "4c"]
actions = ["Alice allin", "Bob raise 3000", "Carol Ann call"]

[hands.expect]
finishing_stacks = { Alice = 3000, Bob = 4000, "Carol Ann" = 0 }
pots = [3000, 4000]
winners = ["Alice", "Bob"]
"""


def _run(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]
         ) -> tuple[int, str, str]:
    path = tmp_path / "ticket.toml"
    path.write_text(text, encoding="utf-8")
    code = main(["qa", "scenario", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def test_side_pot_ticket_holds_exit_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                      ) -> None:
    """Main pot to the short all-in, the side pot to the best of the two others."""
    code, out, err = _run(tmp_path, SIDE_POT, capsys)
    assert code == 0, err
    report = json.loads(out)
    assert report["expectations"] == {"checked": 1, "failed": []}
    assert report["final_stacks"] == {"Alice": 3000, "Bob": 4000, "Carol Ann": 0}
    assert report["reproducible"] is True  # the named cards are the record's deck
    assert report["hands"][0]["config"]["deck"][:6] == ["Ks", "Kd", "Qs", "Qd", "As", "Ad"]


def test_wrong_expectation_exits_1_with_a_diff_by_name(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = SIDE_POT.replace("Alice = 3000, Bob", "Alice = 2900, Bob").replace(
        "pots = [3000, 4000]", "pots = [7000]")
    code, out, err = _run(tmp_path, text, capsys)
    assert code == 1
    failed = json.loads(out)["expectations"]["failed"]
    assert failed == [
        {"hand": 1, "key": "finishing_stacks", "player": "Alice", "expected": 2900,
         "got": 3000},
        {"hand": 1, "key": "pots", "player": None, "expected": [7000], "got": [3000, 4000]},
    ]
    assert "hand 1 finishing_stacks Alice: expected 2900, got 3000" in err


@pytest.mark.parametrize(("bad", "good", "named"), [
    ('big_blind = 100\n', 'big_blind = 100\nbuton = 3\n', "line 8: unknown key 'table.buton'"),
    ('[hands.expect]\n', '[hands.expect]\nwinner = ["Bob"]\n',
     "line 31: unknown key 'hands[0].expect.winner'"),
    ('pots = [3000, 4000]', 'pots = "3000"', "line 32: hands[0].expect.pots: expected"),
    ('winners = ["Alice", "Bob"]', 'winners = ["Alice", "Rob"]',
     "line 33: hands[0].winners: 'Rob' is not a seat's name"),
    ('"Bob raise 3000"', '"Bob raize 3000"', "line 28: 'Bob raize 3000': unknown verb"),
    ('"As", "Ad"]', '"As", "As"]', "the card As is named twice"),
])
def test_bad_file_exits_2_naming_the_key_and_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str, good: str, named: str
) -> None:
    assert SIDE_POT.count(bad) == 1
    code, out, err = _run(tmp_path, SIDE_POT.replace(bad, good), capsys)
    assert code == 2 and out == ""
    assert named in err, err


@pytest.mark.parametrize(("bad", "good", "named"), [
    ('"Carol Ann call"]', ']', "Carol Ann (scripted) is to act but the script has ended"),
    ('"Bob raise 3000"', '"Bob raise 90"', "line 28: 'Bob raise 90'"),
    ('"Carol Ann call"]', '"Carol Ann call", "Bob check"]', "hand 1 ended before"),
])
def test_script_that_cannot_be_played_exits_2(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str, good: str, named: str
) -> None:
    code, out, err = _run(tmp_path, SIDE_POT.replace(bad, good), capsys)
    assert code == 2 and out == ""
    assert named in err, err


def test_later_hands_move_the_button_and_bots_fill_in(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two scripted hands at a table of bots: only written actions are forced; the second
    hand's button is the player it names."""
    text = SIDE_POT.replace('player = "scripted"', 'player = "loose-passive"').replace(
        'actions = ["Alice allin", "Bob raise 3000", "Carol Ann call"]',
        'actions = ["Alice allin", "Bob raise 3000", "Carol Ann call"]'
    ) + '\n[[hands]]\nbutton = "Bob"\nhole = { Bob = ["2h", "2d"] }\nactions = ["Bob fold"]\n'
    code, out, err = _run(tmp_path, text, capsys)
    assert code == 0, err
    report = json.loads(out)
    second = report["hands"][1]
    assert second["players"][second["config"]["button"]] == "Bob"
    assert second["actions"][0] == {"seat": second["config"]["button"], "kind": "fold",
                                    "amount": 0}


@pytest.mark.parametrize("path", sorted(SCENARIOS.glob("*.toml")), ids=lambda p: p.name)
def test_shipped_scenarios_follow_the_schema(path: Path) -> None:
    assert load_scenario(path).name


def test_tournament_outputs_include_bounties_won(capsys: pytest.CaptureFixture[str]) -> None:
    """A knockout event: `qa tournament` lists the bounty money each player won apart from
    the place prizes it is also counted in."""
    assert main(["qa", "tournament", "--players", "9", "--structure", "turbo_pko",
                 "--seed", "3"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["bounties"] and all(float(v) > 0 for v in report["bounties"].values())
    for player, bounty in report["bounties"].items():
        assert float(report["prizes"][player]) >= float(bounty)
    assert main(["qa", "tournament", "--players", "6", "--seed", "3"]) == 0
    assert json.loads(capsys.readouterr().out)["bounties"] == {}


RAKE_TICKET = """\
name = "Rake ticket"
[table]
game = "NLHE"
currency = "USD"
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Alice"
stack = 10000
player = "scripted"
[[table.seats]]
name = "Bob"
stack = 10000
player = "scripted"
[[table.seats]]
name = "Carol"
stack = 10000
player = "scripted"

[[hands]]
button = "Alice"
actions = ["Alice raise 300", "Bob call", "Carol call",
           "Bob check", "Carol check", "Alice bet 600", "Bob fold", "Carol fold"]
[hands.expect]
rake = "0.45"
finishing_stacks = { Alice = 10555, Bob = 9700, Carol = 9700 }

[[hands]]
button = "Bob"
actions = ["Bob fold", "Carol fold"]
[hands.expect]
rake = "0"
"""


def test_rake_ticket_the_sites_table_takes_its_cut(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Site rule (rake, USD No Limit $0.50/$1): 5% of a $9 pot that saw a flop is $0.45,
    taken from the winner; a hand over before the flop pays none (no flop, no drop)."""
    code, out, err = _run(tmp_path, RAKE_TICKET, capsys)
    assert code == 0, err
    report = json.loads(out)
    assert [h["rake"] for h in report["hands"]] == ["0.45", "0.00"]
    code, out, err = _run(tmp_path, RAKE_TICKET.replace('rake = "0.45"', 'rake = "0.50"'),
                          capsys)
    assert code == 1 and "hand 1 rake: expected 0.50, got 0.45" in err


def test_money_table_at_stakes_without_a_rake_row_is_a_bad_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = _run(tmp_path, RAKE_TICKET.replace("big_blind = 100", "big_blind = 130"),
                           capsys)
    assert code == 2 and "table.currency" in err


STUD_TICKET = """\
name = "Stud ticket"
[table]
game = "STUD"
ante = 5
bring_in = 10
small_bet = 20
big_bet = 40
[[table.seats]]
name = "Ann"
stack = 1000
player = "scripted"
[[table.seats]]
name = "Ben"
stack = 1000
player = "scripted"
[[hands]]
hole.Ann = ["Ah", "Ad", "Kc", "2s", "3s", "4d", "9d"]
hole.Ben = ["Qh", "Qd", "2c", "7h", "8h", "Jc", "Tc"]
actions = ["Ben bring-in", "Ann call", "Ann check", "Ben check", "Ann check", "Ben check",
           "Ann check", "Ben check", "Ann check", "Ben check"]
[hands.expect]
winners = ["Ann"]
finishing_stacks = { Ann = 1015, Ben = 985 }
"""

DRAW_TICKET = """\
name = "Draw ticket"
seed = 2
[table]
game = "27TD"
small_bet = 100
big_bet = 200
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Ann"
stack = 2000
player = "scripted"
[[table.seats]]
name = "Ben"
stack = 2000
player = "scripted"
[[hands]]
button = "Ann"
hole = { Ann = ["7c", "5d", "4h", "3s", "Kd"], Ben = ["8c", "6d", "4c", "3d", "2h"] }
draws = { Ann = ["2c"] }
actions = ["Ann call", "Ben check", "Ben draw", "Ann draw Kd", "Ben check", "Ann check",
           "Ben draw", "Ann draw", "Ben check", "Ann check",
           "Ben draw", "Ann draw", "Ben check", "Ann check"]
[hands.expect]
winners = ["Ann"]
finishing_stacks = { Ann = 2100, Ben = 1900 }
"""


@pytest.mark.parametrize("text", [STUD_TICKET, DRAW_TICKET], ids=["stud", "triple-draw"])
def test_stud_and_draw_hands_deal_each_players_named_cards(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str) -> None:
    """Stud: `hole` lists every card in deal order, up cards included (the lowest up card
    brings in); draw games: `draws` are the replacement cards, `draw Kd` the cards thrown."""
    code, out, err = _run(tmp_path, text, capsys)
    assert code == 0, err
    report = json.loads(out)
    assert report["expectations"] == {"checked": 1, "failed": []}
    assert report["reproducible"] is True
