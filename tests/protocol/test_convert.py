"""`json_text`: what the room stores (tournament states, hand records) reads back exactly
as the standard library's ``json.dumps`` of the same value. `table_body` converts to the
one struct a kind names (converting to the union costs about 40 us a call)."""

from __future__ import annotations

import dataclasses
import itertools
import json
from datetime import UTC, datetime
from decimal import Decimal
from enum import IntEnum, StrEnum
from typing import Any, get_args

import msgspec
import pytest

from client.engine import Legal
from client.engine.actions import ActionKind
from client.protocol import convert
from client.protocol.convert import json_text, jsonable, table_body
from client.protocol.table_bodies import PlayerAction, TableBody


def test_jsonable_copies_plain_data_and_converts_what_json_cannot_hold() -> None:
    """Issue 22 item 6: plain values are passed by exact type before the slower checks
    (every table event's data is walked); what they skip is still converted: a str enum
    or an int enum by its value, keys as strings, tuples and sorted sets as lists."""

    class Suit(StrEnum):
        SPADES = "s"

    class Seat(IntEnum):
        ONE = 1

    @dataclasses.dataclass(frozen=True)
    class Pot:
        amount: Decimal

    stamp = datetime(2026, 12, 4, 15, 0, tzinfo=UTC)
    data = {"n": 1, "on": True, "x": 1.5, "none": None, 7: "seven", "suit": Suit.SPADES,
            "seat": Seat.ONE, "cards": ("As", "Kd"), "pots": [Pot(Decimal("0.10"))],
            "seen": {"b", "a"}, "at": stamp, "deep": {"l": [(Decimal("2"),)]}}
    out = jsonable(data)
    assert out == {"n": 1, "on": True, "x": 1.5, "none": None, "7": "seven", "suit": "s",
                   "seat": 1, "cards": ["As", "Kd"], "pots": [{"amount": "0.10"}],
                   "seen": ["a", "b"], "at": stamp.isoformat(), "deep": {"l": [["2"]]}}
    assert type(out["seat"]) is int and type(out["suit"]) is str
    assert out is not data and out["deep"] is not data["deep"]


def test_json_text_reads_back_as_json_dumps_does_with_keys_sorted_on_request() -> None:
    value = jsonable({"b": [1, "x", None, True, 1.5], "a": {"z": Decimal("0.10"), "y": ()}})
    assert json.loads(json_text(value)) == json.loads(json.dumps(value))
    assert json_text(value, sort_keys=True) == json.dumps(
        value, sort_keys=True, separators=(",", ":"))


def test_table_body_converts_to_the_struct_its_kind_names_and_still_refuses_unknowns(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 22 item 6 (server CPU per action): never the union, whose type info msgspec
    builds anew at every call; an unknown kind or field is still a ValidationError."""
    targets: list[object] = []
    real = msgspec.convert

    def spy(obj: Any, target: Any, **kw: Any) -> Any:
        targets.append(target)
        return real(obj, target, **kw)

    monkeypatch.setattr(msgspec, "convert", spy)
    body = table_body("action", {"kind": "check", "amount": 0, "all_in": False})
    assert body == PlayerAction(kind="check", amount=0, all_in=False)
    assert targets == [PlayerAction]
    assert all(str(cls.__struct_config__.tag) in convert._TABLE_BODIES
               for cls in get_args(TableBody))
    with pytest.raises(msgspec.ValidationError):
        table_body("action", {"kind": "check", "player": "p1"})
    with pytest.raises(msgspec.ValidationError):
        table_body("no_such_kind", {})


def test_legal_actions_lists_the_kinds_in_action_kind_order_whatever_the_set() -> None:
    """Issue 22 item 6: the order is worked out once per set of kinds (it was sorted at
    every turn); every set still comes out in `ActionKind`'s order, with the amounts."""
    every = list(ActionKind)
    for size in range(len(every) + 1):
        for kinds in itertools.combinations(reversed(every), size):
            legal = Legal(seat=1, kinds=frozenset(kinds), call_amount=4, min_to=8,
                          max_to=100)
            got = convert.legal_actions(legal)
            assert list(got.actions) == [k for k in every if k in kinds]
            assert (got.call_amount, got.min_amount, got.max_amount) == (4, 8, 100)
