"""The faster frozen init keeps every dataclass promise of the engine's records."""

from __future__ import annotations

import dataclasses
import inspect
import pickle

import pytest

from client.engine import Action, ActionKind, Event, HandConfig, Legal
from client.engine.frozen import quick_init


def test_records_keep_their_fields_defaults_immutability_equality_and_pickling() -> None:
    legal = Legal(3, frozenset((ActionKind.CALL,)), call_amount=2)
    assert (legal.seat, legal.call_amount, legal.min_to, legal.max_discards) == (3, 2, 0, 0)
    assert str(inspect.signature(Event)) == "(kind, seat, data, visible_to=None)"
    with pytest.raises(dataclasses.FrozenInstanceError):
        legal.seat = 4  # type: ignore[misc]
    assert dataclasses.replace(legal, min_to=5) == Legal(3, legal.kinds, 2, 5)
    assert hash(Action(ActionKind.RAISE, 6)) == hash(Action(ActionKind.RAISE, amount=6))
    config = HandConfig("NLHE", (100, 100), seed=7)
    assert pickle.loads(pickle.dumps(config)) == config and config.big_bet == 0
    with pytest.raises(TypeError):
        Event("action", 1)  # type: ignore[call-arg]


def test_fields_it_cannot_build_are_refused() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Listed:
        items: list[int] = dataclasses.field(default_factory=list)

    with pytest.raises(TypeError, match="only plain fields"):
        quick_init(Listed)
