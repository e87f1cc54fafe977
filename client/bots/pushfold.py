"""The short-stack push/fold chart (data in resources/bots/pushfold.toml).

With fifteen big blinds or less, raising and folding to a re-raise wastes chips; the
strong bot then either moves all in or folds, and calls all-ins only with the chart's
calling range. The chart is computed by `client.bots.nash` (fictitious play) and kept as
data, by stack, ante and the number of players still to act.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache

from client.bots.ranges import parse_range
from client.resource_files import resource_file


class ChartError(ValueError):
    """The push/fold chart file is malformed (says which entry and why)."""


@dataclass(frozen=True)
class PushBucket:
    """First-in push ranges for stacks up to ``max_bb`` at one ante level, by players behind."""

    max_bb: int
    ante: float
    behind: tuple[frozenset[str], ...]  # index 0: one player behind (the small blind)


@dataclass(frozen=True)
class CallBucket:
    """The range that calls an all-in for stacks up to ``max_bb`` at one ante level."""

    max_bb: int
    ante: float
    calls: frozenset[str]


def _nearest_ante(antes: list[float], ante: float) -> float:
    return min(antes, key=lambda a: abs(a - ante))


@dataclass(frozen=True)
class Chart:
    """Push ranges by stack, ante and position; calling ranges by stack and ante."""

    push: tuple[PushBucket, ...]
    call: tuple[CallBucket, ...]

    @property
    def max_bb(self) -> int:
        """Deepest stack (in big blinds) the chart covers."""
        return max(b.max_bb for b in self.push)

    def push_range(self, stack_bb: float, behind: int, ante: float = 0.0) -> frozenset[str] | None:
        """The classes to push first in; None when the stack is deeper than the chart."""
        level = _nearest_ante(sorted({b.ante for b in self.push}), ante)
        for bucket in self.push:
            if bucket.ante == level and stack_bb <= bucket.max_bb:
                return bucket.behind[max(1, min(behind, len(bucket.behind))) - 1]
        return None

    def call_range(self, stack_bb: float, ante: float = 0.0) -> frozenset[str] | None:
        """The classes that call an all-in; None when the stack is deeper than the chart."""
        level = _nearest_ante(sorted({b.ante for b in self.call}), ante)
        for bucket in self.call:
            if bucket.ante == level and stack_bb <= bucket.max_bb:
                return bucket.calls
        return None

    def should_push(self, cls: str, stack_bb: float, behind: int, ante: float = 0.0) -> bool | None:
        """Push (True) or fold (False) ``cls`` first in; None when the stack is too deep."""
        pushes = self.push_range(stack_bb, behind, ante)
        return None if pushes is None else cls in pushes

    def should_call(self, cls: str, stack_bb: float, ante: float = 0.0) -> bool | None:
        """Call an all-in with ``cls``; None when the stack is deeper than the chart."""
        calls = self.call_range(stack_bb, ante)
        return None if calls is None else cls in calls


def _behind_ranges(entry: dict[str, object]) -> tuple[frozenset[str], ...]:
    ranges: list[frozenset[str]] = []
    while (text := entry.get(f"behind{len(ranges) + 1}")) is not None:
        ranges.append(parse_range(str(text)))
    if not ranges:
        raise ChartError("bad push/fold chart: a [[push]] entry needs behind1")
    return tuple(ranges)


def parse_chart(text: str) -> Chart:
    """A `Chart` from TOML text; `ChartError` says what is wrong."""
    try:
        data = tomllib.loads(text)
        push = tuple(PushBucket(int(e["max_bb"]), float(e.get("ante", 0.0)), _behind_ranges(e))
                     for e in data["push"])
        call = tuple(CallBucket(int(e["max_bb"]), float(e.get("ante", 0.0)),
                                parse_range(e["range"])) for e in data["call"])
    except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as exc:
        raise ChartError(f"bad push/fold chart: {exc}") from exc
    for name, buckets in (("push", push), ("call", call)):
        for ante in {b.ante for b in buckets}:
            stacks = [b.max_bb for b in buckets if b.ante == ante]
            if not stacks or stacks != sorted(set(stacks)):
                raise ChartError(f"bad push/fold chart: [[{name}]] max_bb must increase")
    if not push or not call:
        raise ChartError("bad push/fold chart: needs [[push]] and [[call]] entries")
    return Chart(push, call)


@cache
def default_chart() -> Chart:
    """The chart shipped in resources/bots/pushfold.toml (read once)."""
    return parse_chart(resource_file("bots", "pushfold.toml").read_text())
