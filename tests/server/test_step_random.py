"""A tournament's seating generator is a `StepRandom`: a step's snapshot keeps its state
only when the step changes it (issue 22, item 6), and still puts it back exactly when the
step fails, whichever of `random.Random`'s methods changed it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from client.room.step_random import StepRandom
from client.service.steps import Snapshot

CALLS: dict[str, Callable[[random.Random], object]] = {
    "betavariate": lambda r: r.betavariate(2, 3),
    "binomialvariate": lambda r: r.binomialvariate(5, 0.5),  # type: ignore[attr-defined]
    "choice": lambda r: r.choice([1, 2, 3]),
    "choices": lambda r: r.choices([1, 2, 3], k=3),
    "expovariate": lambda r: r.expovariate(1.0),
    "gammavariate": lambda r: r.gammavariate(2.0, 1.0),
    "gauss": lambda r: r.gauss(),
    "getrandbits": lambda r: r.getrandbits(8),
    "lognormvariate": lambda r: r.lognormvariate(0.0, 1.0),
    "normalvariate": lambda r: r.normalvariate(0.0, 1.0),
    "paretovariate": lambda r: r.paretovariate(1.5),
    "randbytes": lambda r: r.randbytes(4),
    "randint": lambda r: r.randint(1, 9),
    "random": lambda r: r.random(),
    "randrange": lambda r: r.randrange(10),
    "sample": lambda r: r.sample(range(10), 3),
    "seed": lambda r: r.seed(5),
    "setstate": lambda r: r.setstate(random.Random(9).getstate()),
    "shuffle": lambda r: r.shuffle([1, 2, 3, 4]),
    "triangular": lambda r: r.triangular(),
    "uniform": lambda r: r.uniform(0.0, 1.0),
    "vonmisesvariate": lambda r: r.vonmisesvariate(0.0, 1.0),
    "weibullvariate": lambda r: r.weibullvariate(1.0, 1.0),
}


class Holder:
    """Something in the room that holds the generator."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng


def test_every_public_method_of_random_is_called_here() -> None:
    public = {name for name in dir(random.Random)
              if not name.startswith("_") and callable(getattr(random.Random, name))}
    assert public - {"getstate"} <= CALLS.keys(), "teach this test the new method"


@pytest.mark.parametrize("name", sorted(n for n in CALLS if hasattr(random.Random, n)))
def test_a_failed_step_puts_the_generator_back_whatever_changed_it(name: str) -> None:
    holder = Holder(StepRandom(7))
    holder.rng.gauss()  # a second normal value kept aside, as gauss leaves it
    before = holder.rng.getstate()
    outer = Snapshot(holder)
    inner = Snapshot(holder)  # a step inside a step
    CALLS[name](holder.rng)
    inner.restore()
    inner.close()
    assert holder.rng.getstate() == before
    CALLS[name](holder.rng)
    outer.restore()
    outer.close()
    assert holder.rng.getstate() == before


def test_a_step_that_never_draws_keeps_no_state_and_stops_watching() -> None:
    holder = Holder(StepRandom(7))
    snapshot = Snapshot(holder)
    snapshot.close()
    holder.rng.random()
    assert [type(obj) for obj, _kind, _state in snapshot._saved] == [Holder]
