"""`json_text`: what the room stores (tournament states, hand records) reads back exactly
as the standard library's ``json.dumps`` of the same value."""

from __future__ import annotations

import json
from decimal import Decimal

from client.protocol.convert import json_text, jsonable


def test_json_text_reads_back_as_json_dumps_does_with_keys_sorted_on_request() -> None:
    value = jsonable({"b": [1, "x", None, True, 1.5], "a": {"z": Decimal("0.10"), "y": ()}})
    assert json.loads(json_text(value)) == json.loads(json.dumps(value))
    assert json_text(value, sort_keys=True) == json.dumps(
        value, sort_keys=True, separators=(",", ":"))
