"""Rake: every row of every rake table in the site rules, checked against the shipped data.

`site_rules_rake.txt` is the rake section of site-rules.txt, verbatim; the tables
are parsed from it here, independently of resources/rake/*.toml.
"""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.qa import rake as qa_rake
from client.room.errors import InvalidAmountError, UnknownRakeError
from client.room.rake import find_row, load_tables, rake_for

D = Decimal
RULES = (Path(__file__).parent / "site_rules_rake.txt").read_text(encoding="utf-8")
# The tables appear in this order in the rules text: (currency, a game they rake, name).
IDENTITY = [
    ("USD", "NLHE", "USD No Limit and Pot Limit"),
    ("USD", "PLO", "USD No Limit and Pot Limit, high stakes"),
    ("USD", "PLO8", "USD No Limit and Pot Limit Omaha and Omaha High/Low, micro stakes"),
    ("USD", "FLHE", "USD Fixed Limit"),
    ("EUR", "PLHE", "EUR No Limit and Pot Limit"),
    ("EUR", "PLO", "EUR No Limit and Pot Limit Omaha and Omaha High/Low, micro stakes"),
    ("GBP", "NLHE", "GBP No Limit and Pot Limit"),
]
PLAYERS = {0: (2,), 1: (3, 4), 2: (5, 6, 9, 10)}


@dataclass(frozen=True)
class TextRow:
    currency: str
    game: str
    table: str
    stakes: str  # as written, e.g. "$0.05/$0.10 to $0.08/$0.16"
    percent: tuple[Decimal, Decimal, Decimal]
    cap: tuple[Decimal, Decimal, Decimal]

    def levels(self) -> list[str]:
        """Stakes to look up: each end of a range, its middle, and beyond "and above"."""
        text = re.sub(r"[$€£]", "", self.stakes)
        if text.endswith(" and above"):
            low = text.removesuffix(" and above")
            s, b = (D(x) for x in low.split("/"))
            return [low, f"{s * 2}/{b * 2}", f"{s * 10}/{b * 10}"]
        if " to " in text:
            low, high = text.split(" to ")
            (s1, b1), (s2, b2) = ((D(x) for x in p.split("/")) for p in (low, high))
            return [low, high, f"{(s1 + s2) / 2}/{(b1 + b2) / 2}"]
        return [text]


def _num(cell: str) -> Decimal:
    return D(re.sub(r"[$€£%\s]", "", cell))


def text_rows() -> list[TextRow]:
    tables: list[list[str]] = []
    for line in RULES.splitlines():
        if line.startswith("| Stakes"):
            tables.append([])
        if line.startswith("|") and not line.startswith("|---"):
            tables[-1].append(line)
    assert len(tables) == len(IDENTITY), "the rules text should hold 7 rake tables"
    rows = []
    for (currency, game, name), table in zip(IDENTITY, tables, strict=True):
        wide = "2 Player Cap" in table[0]
        for line in table[1:]:
            cells = [c.strip() for c in line.strip("|").split("|")]
            if wide:
                pct = [_num(cells[1])] * 3
                cap = [_num(c) for c in cells[2:5]]
            else:
                pairs = [c.split("/") for c in cells[1:4]]
                pct = [_num(p) for p, _ in pairs]
                cap = [_num(c) for _, c in pairs]
            rows.append(TextRow(currency, game, name, cells[0],
                                (pct[0], pct[1], pct[2]), (cap[0], cap[1], cap[2])))
    return rows


ROWS = text_rows()


def test_every_rules_table_is_shipped_with_the_same_number_of_rows() -> None:
    shipped = {t.name: len(t.rows) for t in load_tables()}
    from_text: dict[str, int] = {}
    for row in ROWS:
        from_text[row.table] = from_text.get(row.table, 0) + 1
    assert shipped == from_text


@pytest.mark.parametrize("row", ROWS, ids=lambda r: f"{r.currency}-{r.game}-{r.stakes}")
def test_rule_rake_table_row(row: TextRow) -> None:
    """Rake rule: percent and cap by players dealt in (2, 3-4, 5+) for this row of the rules."""
    for level in row.levels():
        table, found = find_row(row.currency, row.game, level)
        assert table.name == row.table
        assert (found.percent, found.cap) == (row.percent, row.cap)
        for column, counts in PLAYERS.items():
            for players in counts:
                big = rake_for(row.currency, row.game, level, players, D(100000), True)
                assert big == row.cap[column]
                small_pot = D("3.70")
                expected = (small_pot * row.percent[column] / 100).quantize(
                    D("0.01"), ROUND_HALF_EVEN)
                small = rake_for(row.currency, row.game, level, players, small_pot, True)
                assert small == min(expected, row.cap[column])


def test_rule_no_flop_no_drop_in_every_game_family() -> None:
    """No rake if the hand ends on the first betting round (pre-flop, pre-4th street, pre-draw)."""
    for game, stakes in (("NLHE", "1/2"), ("PLO", "1/2"), ("STUD", "1/2"), ("27TD", "1/2")):
        assert rake_for("USD", game, stakes, 6, D(50), reached_second_round=False) == 0
        assert rake_for("USD", game, stakes, 6, D(50), reached_second_round=True) > 0


def test_rule_rake_rounds_half_to_even_on_the_cent() -> None:
    """Ring game rake is a true percentage using 'round half to even'."""
    assert rake_for("USD", "NLHE", "0.50/1", 6, D("12.50"), True) == D("0.62")  # 0.625
    assert rake_for("USD", "NLHE", "0.50/1", 6, D("12.70"), True) == D("0.64")  # 0.635
    assert rake_for("USD", "NLHE", "0.50/1", 6, D("12.34"), True) == D("0.62")  # 0.617


def test_rule_horse_is_raked_by_the_fixed_limit_table() -> None:
    """HORSE includes only limit games and is raked by the Fixed Limit structures."""
    assert find_row("USD", "HORSE", "15/30")[0].name == "USD Fixed Limit"
    assert rake_for("USD", "HORSE", "15/30", 2, D(500), True) == D("1.00")


def test_rule_mixed_games_are_raked_by_the_game_of_each_hand() -> None:
    """Mixed NL/PL and limit rotations: each hand raked by the game dealt in it."""
    assert rake_for("USD", "NLHE", "1/2", 6, D(100), True) == D("2.75")
    assert rake_for("USD", "FLHE", "1/2", 6, D(100), True) == D("0.80")


def test_rule_omaha_micro_stakes_are_excluded_from_the_nl_pl_table() -> None:
    """NL/PL table footnote: excluding NL and PL Omaha and Omaha High/Low micro stakes."""
    assert rake_for("USD", "PLO", "0.01/0.02", 5, D(5), True) == D("0.16")  # 3.30%
    assert rake_for("USD", "NLHE", "0.01/0.02", 5, D(5), True) == D("0.18")  # 3.50%, even
    assert find_row("USD", "PLO", "0.25/0.50")[0].name == "USD No Limit and Pot Limit"
    assert find_row("EUR", "PLO8", "0.10/0.25")[0].name.endswith("micro stakes")


def test_rule_number_of_players_means_players_dealt_in() -> None:
    """'Number of players' refers to players dealt into the hand: 2, 3-4, 5+ columns."""
    caps = [rake_for("USD", "NLHE", "0.05/0.10", n, D(1000), True) for n in range(2, 11)]
    assert caps == [D("0.50"), D("1.00"), D("1.00")] + [D("1.50")] * 6


@pytest.mark.parametrize(
    ("currency", "game", "stakes"),
    [("USD", "NLHE", "4/8"), ("USD", "NLHE", "0.10/0.20"), ("USD", "FLHE", "0.03/0.06"),
     ("EUR", "FLHE", "1/2"), ("EUR", "NLHE", "10/20"), ("PLAY", "NLHE", "1/2"),
     ("USD", "CHESS", "1/2"), ("XYZ", "NLHE", "1/2"), ("USD", "NLHE", "big")],
)
def test_unknown_stakes_game_or_currency_is_a_clear_error(
    currency: str, game: str, stakes: str
) -> None:
    with pytest.raises(UnknownRakeError):
        rake_for(currency, game, stakes, 6, D(10), True)


@pytest.mark.parametrize(("players", "pot"), [(1, D(10)), (6, D("-1")), (6, D("1.234"))])
def test_bad_hand_data_is_refused(players: int, pot: Decimal) -> None:
    with pytest.raises((UnknownRakeError, InvalidAmountError)):
        rake_for("USD", "NLHE", "1/2", players, pot, True)


def _cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    parser = argparse.ArgumentParser()
    qa_rake.register(parser.add_subparsers())
    code = qa_rake.run(parser.parse_args(["rake", *argv]))
    out, err = capsys.readouterr()
    return code, out, err


def test_qa_rake_command(capsys: pytest.CaptureFixture[str]) -> None:
    base = ("--currency", "USD", "--game", "NLHE", "--stakes", "0.50/1", "--players", "6")
    assert _cli(capsys, *base, "--pot", "12.34")[:2] == (0, '{"rake": "0.62"}\n')
    code, out, _ = _cli(capsys, *base, "--pot", "12.34", "--no-flop")
    assert (code, json.loads(out)) == (0, {"rake": "0.00"})
    code, out, err = _cli(capsys, "--currency", "USD", "--game", "NLHE", "--stakes", "7/13",
                          "--players", "6", "--pot", "1")
    assert (code, out) == (2, "") and "stakes" in err
    assert _cli(capsys, *base, "--pot", "lots")[0] == 2


LEVELS = [(r.currency, r.game, r.levels()[0]) for r in ROWS]


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(LEVELS), st.integers(2, 10),
       st.decimals(min_value=0, max_value=5000, places=2),
       st.decimals(min_value=D("0.01"), max_value=100, places=2))
def test_rake_never_exceeds_the_cap_or_the_pot_and_grows_with_the_pot(
    level: tuple[str, str, str], players: int, pot: Decimal, more: Decimal
) -> None:
    currency, game, stakes = level
    rake = rake_for(currency, game, stakes, players, pot, True)
    _, row = find_row(currency, game, stakes)
    assert 0 <= rake <= pot and rake <= max(row.cap)
    assert rake == rake.quantize(D("0.01"))
    assert rake_for(currency, game, stakes, players, pot + more, True) >= rake
