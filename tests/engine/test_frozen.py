"""The faster frozen init keeps every dataclass promise of the engine's records."""

from __future__ import annotations

import dataclasses
import inspect
import pickle
import types

import pytest

from client.engine import Action, ActionKind, Event, HandConfig, Legal, records
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


def test_a_written_out_init_must_take_the_fields_in_order() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Swapped:
        a: int
        b: int = 0

        def __init__(self, b: int, a: int = 0) -> None:
            object.__setattr__(self, "a", a)
            object.__setattr__(self, "b", b)

    with pytest.raises(TypeError, match="does not take its fields in order"):
        quick_init(Swapped)


def test_a_written_out_init_is_replaced_in_pure_python_and_kept_compiled() -> None:
    init = Legal.__dict__["__init__"]
    if records.__file__ and records.__file__.endswith(".py"):
        assert init.__code__.co_filename == "<string>"  # quick_init's, not the source's
    else:  # packaging/compile_engine.py: mypyc's, storing into the native slots
        assert not isinstance(init, types.FunctionType)
    assert Legal(1, frozenset(), 2).call_amount == 2
