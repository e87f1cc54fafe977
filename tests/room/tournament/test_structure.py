"""Structures as data: presets load, bad data is refused with the field named."""

from __future__ import annotations

from decimal import Decimal

import pytest

from client.room.tournament.errors import StructureError
from client.room.tournament.kinds import TournamentKind
from client.room.tournament.structure import (
    BreakKind,
    load_structure,
    parse_payouts,
    parse_structure,
    preset_names,
)


def test_every_preset_loads_and_pays_exactly_100_percent() -> None:
    names = preset_names()
    assert {"regular", "turbo", "hyper_turbo", "heads_up", "satellite", "rebuy"} <= set(names)
    for name in names:
        s = load_structure(name)
        for bracket in s.payouts:
            assert sum(bracket.percents(), Decimal(0)) == 100
        assert s.levels and s.starting_stack > 0


def test_rule_hyper_turbo_and_heads_up_offer_no_breaks() -> None:
    """Site rule: not all tournaments offer breaks (Hyper-Turbo, some Heads-Up)."""
    assert load_structure("hyper_turbo").breaks.kind is BreakKind.NONE
    assert load_structure("heads_up").breaks.kind is BreakKind.NONE
    assert load_structure("heads_up").kind is TournamentKind.HEADS_UP


def test_rule_lobby_shows_structure_levels_rebuys_and_breaks() -> None:
    """Rule 3: blind structure, length of rounds, rebuy and break information are data."""
    s = load_structure("rebuy")
    assert s.rebuy.enabled and s.rebuy.addon_chips > 0 and s.rebuy.addon_break_minutes == 3
    assert s.breaks.kind is BreakKind.SYNCHRONIZED
    assert s.level_at(0)[0] == 0
    assert s.level_at(s.levels[0].minutes)[0] == 1
    assert s.level_at(10_000)[1] == s.levels[-1]  # the last level repeats


def test_freezeout_and_reentry_flags() -> None:
    assert load_structure("turbo").is_freezeout
    assert not load_structure("rebuy").is_freezeout


def _raw(**changes: object) -> dict[str, object]:
    raw: dict[str, object] = {
        "name": "x", "starting_stack": 1000, "buy_in": "1.00",
        "levels": [{"sb": 5, "bb": 10, "minutes": 5}],
        "payouts": [{"max_entries": 10, "places": [{"from": 1, "to": 1, "percent": "100"}]}],
    }
    raw.update(changes)
    return raw


@pytest.mark.parametrize(("changes", "message"), [
    ({"levels": []}, "levels"),
    ({"levels": [{"sb": 10, "bb": 5, "minutes": 5}]}, "sb <= bb"),
    ({"buy_in": 1.5}, "string"),
    ({"buy_in": "1.001"}, "two decimals"),
    ({"kind": "lottery"}, "use one of"),
    ({"table_size": 11}, "table_size"),
    ({"kind": "heads_up"}, "table_size = 2"),
    ({"kind": "satellite"}, "seat_value"),
    ({"bounty": "1.00"}, "bounty_kind"),
])
def test_bad_structure_is_refused_with_the_field_named(changes: dict[str, object],
                                                       message: str) -> None:
    with pytest.raises(StructureError, match=message):
        parse_structure(_raw(**changes))


def test_payout_table_must_sum_to_100_and_be_contiguous() -> None:
    with pytest.raises(StructureError, match="not 100"):
        parse_payouts([{"max_entries": 5, "places": [{"from": 1, "to": 1, "percent": "90"}]}])
    with pytest.raises(StructureError, match="contiguous"):
        parse_payouts([{"max_entries": 5, "places": [{"from": 2, "to": 2, "percent": "100"}]}])


def test_unknown_preset_names_the_presets() -> None:
    with pytest.raises(StructureError, match="turbo"):
        load_structure("nope")


def test_structure_game_must_be_known_and_fit_the_table() -> None:
    with pytest.raises(StructureError, match="use one of"):
        parse_structure(_raw(game="POKER"))
    with pytest.raises(StructureError, match="8-handed"):
        parse_structure(_raw(game="STUD", table_size=9))
    assert parse_structure(_raw(game="HORSE", table_size=8)).game == "HORSE"
