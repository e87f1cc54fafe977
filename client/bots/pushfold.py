"""The short-stack push/fold chart (data in resources/bots/pushfold.toml).

With a dozen big blinds or less, raising and folding to a re-raise wastes chips; the
strong bot then either moves all in or folds, and calls all-ins only with the chart's
calling range. The chart is data so testers can tune it without touching code.
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
class Chart:
    """Push ranges by stack bucket and position, and calling ranges by stack bucket."""

    push: tuple[tuple[int, frozenset[str], frozenset[str]], ...]  # (max_bb, late, early)
    call: tuple[tuple[int, frozenset[str]], ...]  # (max_bb, range)

    @property
    def max_bb(self) -> int:
        """Deepest stack (in big blinds) the chart covers."""
        return self.push[-1][0]

    def should_push(self, cls: str, stack_bb: float, late: bool) -> bool | None:
        """Push (True) or fold (False) ``cls`` first in; None when the stack is too deep."""
        for max_bb, late_range, early_range in self.push:
            if stack_bb <= max_bb:
                return cls in (late_range if late else early_range)
        return None

    def should_call(self, cls: str, stack_bb: float) -> bool | None:
        """Call an all-in with ``cls``; None when the stack is deeper than the chart."""
        for max_bb, calls in self.call:
            if stack_bb <= max_bb:
                return cls in calls
        return None


def parse_chart(text: str) -> Chart:
    """A `Chart` from TOML text; `ChartError` says what is wrong."""
    try:
        data = tomllib.loads(text)
        push = tuple(
            (int(e["max_bb"]), parse_range(e["late"]), parse_range(e["early"]))
            for e in data["push"]
        )
        call = tuple((int(e["max_bb"]), parse_range(e["range"])) for e in data["call"])
    except (tomllib.TOMLDecodeError, KeyError, TypeError, ValueError) as exc:
        raise ChartError(f"bad push/fold chart: {exc}") from exc
    for name, buckets in (("push", [b[0] for b in push]), ("call", [b[0] for b in call])):
        if not buckets or buckets != sorted(set(buckets)):
            raise ChartError(f"bad push/fold chart: [[{name}]] max_bb must increase")
    return Chart(push, call)


@cache
def default_chart() -> Chart:
    """The chart shipped in resources/bots/pushfold.toml (read once)."""
    return parse_chart(resource_file("bots", "pushfold.toml").read_text())
