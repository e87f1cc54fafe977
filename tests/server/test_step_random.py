"""A tournament's seating generator is a `StepRandom`: a step logs its state only when the
step changes it (issue 22, item 6), and still puts it back exactly when the step fails,
whichever of `random.Random`'s methods changed it."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from client.room import tracked
from client.room.step_random import ReplayableRandom, StepRandom
from client.room.tracked import close_step, open_step, undo_step

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


def test_every_public_method_of_random_is_called_here() -> None:
    public = {name for name in dir(random.Random)
              if not name.startswith("_") and callable(getattr(random.Random, name))}
    assert public - {"getstate"} <= CALLS.keys(), "teach this test the new method"


@pytest.mark.parametrize("name", sorted(n for n in CALLS if hasattr(random.Random, n)))
def test_a_failed_step_puts_the_generator_back_whatever_changed_it(name: str) -> None:
    rng = StepRandom(7)
    rng.gauss()  # a second normal value kept aside, as gauss leaves it
    before = rng.getstate()
    outer = open_step()
    inner = open_step()  # a step inside a step
    CALLS[name](rng)
    undo_step(inner)
    close_step(inner)
    assert rng.getstate() == before
    CALLS[name](rng)
    undo_step(outer)
    close_step(outer)
    assert rng.getstate() == before


def test_a_step_that_never_draws_keeps_no_state() -> None:
    rng = StepRandom(7)
    step = open_step()
    assert tracked._open.log == []
    close_step(step)
    rng.random()  # no step open: nothing kept
    assert tracked._open.log == []


@pytest.mark.parametrize("name", sorted(n for n in CALLS if hasattr(random.Random, n)))
def test_a_replayable_generator_is_its_seed_and_the_words_it_drew(name: str) -> None:
    """Saved as the count of words drawn (a few bytes, not 625 words): seeding again and
    drawing as many gives the very same generator, whichever method drew; only a state set
    from outside (`setstate`) has no count."""
    rng = ReplayableRandom(7)
    rng.gauss()
    for _ in range(3):
        CALLS[name](rng)
    if name == "setstate":
        assert rng.drawn is None
        return
    assert rng.drawn is not None
    again = ReplayableRandom(1)
    again.random()
    again.replay(5 if name == "seed" else 7, rng.drawn, rng.gauss_next)
    assert again.getstate() == rng.getstate()
    assert CALLS[name](again) == CALLS[name](rng)


def test_a_long_replay_and_a_failed_step_keep_the_count() -> None:
    rng = ReplayableRandom(3)
    rng.getrandbits(32 * 200_000 + 5)  # more than one replay chunk
    drawn = rng.drawn
    step = open_step()
    rng.shuffle(list(range(52)))
    undo_step(step)
    close_step(step)
    assert rng.drawn == drawn == 200_001
    again = ReplayableRandom(3)
    again.replay(3, 200_001, None)
    assert again.getstate() == rng.getstate()
