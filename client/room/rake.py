"""Ring-game rake, exactly as the site's rake tables (data in resources/rake/*.toml).

Each table file names its currency and the games it covers; its rows give the
stakes (a single level, a range "x to y", or "and above") and the percentage
and cap for 2, 3-4 and 5+ players dealt in. The rake is a true percentage of
the pot rounded half to even to the cent, limited by the cap; no rake at all
when the hand ended on the first betting round ("no flop, no drop"). Mixed
games are raked by the game of each hand; HORSE (all limit games) by Fixed
Limit. When two tables cover the same stakes — the Omaha micro-stakes tables
are excluded from the general No Limit / Pot Limit ones — the higher
`priority` wins.
"""

from __future__ import annotations

import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_EVEN, Decimal, InvalidOperation
from functools import cache
from importlib.resources import files
from typing import Any

from client.room.errors import InvalidAmountError, UnknownRakeError
from client.room.ledger import CENT, ZERO, Currency

Stakes = tuple[Decimal, Decimal]


def parse_stakes(text: str) -> Stakes:
    """Read stakes like "0.50/1" or "$0.50/$1" as (small, big) Decimals."""
    cleaned = str(text).replace("$", "").replace("€", "").replace("£", "").strip()
    small, sep, big = cleaned.partition("/")
    try:
        pair = (Decimal(small), Decimal(big))
    except InvalidOperation:
        pair = (ZERO, ZERO)
    if not sep or not all(p.is_finite() and p > 0 for p in pair) or pair[0] > pair[1]:
        raise UnknownRakeError(f"stakes {text!r} are not like 0.50/1 (small/big blind)")
    return pair


def _bracket(players_dealt: int) -> int:
    """Column of a rake table for this many players dealt in: 2, 3-4 or 5+."""
    if isinstance(players_dealt, bool) or not isinstance(players_dealt, int) or \
            players_dealt < 2:
        raise UnknownRakeError(
            f"players dealt in must be a whole number >= 2, got {players_dealt!r}"
        )
    return 0 if players_dealt == 2 else 1 if players_dealt <= 4 else 2


@dataclass(frozen=True, slots=True)
class RakeRow:
    """One row of a rake table: stakes covered, and percent/cap per player bracket."""

    low: Stakes
    high: Stakes | None  # None: "and above"
    percent: tuple[Decimal, Decimal, Decimal]
    cap: tuple[Decimal, Decimal, Decimal]

    def covers(self, stakes: Stakes) -> bool:
        """True when `stakes` fall in this row (each blind within the row's range)."""
        above = all(s >= lo for s, lo in zip(stakes, self.low, strict=True))
        if self.high is None:
            return above
        return above and all(s <= hi for s, hi in zip(stakes, self.high, strict=True))


@dataclass(frozen=True, slots=True)
class RakeTable:
    """One of the site's rake tables."""

    name: str
    currency: Currency
    games: frozenset[str]
    priority: int
    rows: tuple[RakeRow, ...]

    def row_for(self, stakes: Stakes) -> RakeRow | None:
        """The row covering `stakes`, if any."""
        return next((row for row in self.rows if row.covers(stakes)), None)


def _triple(values: Sequence[str]) -> tuple[Decimal, Decimal, Decimal]:
    a, b, c = (Decimal(v) for v in values)
    return (a, b, c)


def parse_table(data: dict[str, Any]) -> RakeTable:
    """Build a `RakeTable` from one TOML document (see resources/rake/)."""
    rows = []
    for raw in data["rows"]:
        low = parse_stakes(raw["stakes"])
        high = None if raw.get("and_above") else parse_stakes(raw.get("to", raw["stakes"]))
        rows.append(RakeRow(low, high, _triple(raw["percent"]), _triple(raw["cap"])))
    return RakeTable(
        name=str(data["name"]),
        currency=Currency(str(data["currency"])),
        games=frozenset(data["games"]),
        priority=int(data.get("priority", 0)),
        rows=tuple(rows),
    )


@cache
def load_tables() -> tuple[RakeTable, ...]:
    """Every rake table shipped in resources/rake, sorted by file name."""
    folder = files("client.resources").joinpath("rake")
    docs = sorted((p for p in folder.iterdir() if p.name.endswith(".toml")),
                  key=lambda p: p.name)
    return tuple(parse_table(tomllib.loads(p.read_text(encoding="utf-8"))) for p in docs)


def find_row(currency: Currency | str, game: str, stakes: str) -> tuple[RakeTable, RakeRow]:
    """The table and row that rake `game` at `stakes` in `currency`; UnknownRakeError if none."""
    try:
        cur = Currency(currency)
    except ValueError as exc:
        raise UnknownRakeError(f"unknown currency {currency!r}") from exc
    level = parse_stakes(stakes)
    in_currency = [t for t in load_tables() if t.currency == cur]
    candidates = [t for t in in_currency if game in t.games]
    if not candidates:
        raked = sorted({g for t in in_currency for g in t.games})
        raise UnknownRakeError(
            f"no {cur} rake table covers the game {game!r}; "
            f"{cur} rake tables cover: {', '.join(raked) or 'no games'}"
        )
    found = [(t, r) for t in candidates if (r := t.row_for(level)) is not None]
    if not found:
        raise UnknownRakeError(
            f"the site's {cur} rake tables for {game} have no row for stakes {stakes}; "
            "use stakes listed in the site rules"
        )
    return max(found, key=lambda tr: tr[0].priority)


def rake_for(currency: Currency | str, game: str, stakes: str, players_dealt: int,
             pot: Decimal, reached_second_round: bool) -> Decimal:
    """Rake taken from a pot of `pot`: percent of the pot, half-even to the cent, capped.

    No flop, no drop: zero when the hand ended on the first betting round.
    """
    column = _bracket(players_dealt)
    if isinstance(pot, bool) or not isinstance(pot, Decimal | int):
        raise InvalidAmountError(f"pot must be a Decimal, not {type(pot).__name__}")
    pot = Decimal(pot)
    if not pot.is_finite() or pot < 0 or pot != pot.quantize(CENT):
        raise InvalidAmountError(f"pot {pot} must be zero or a positive whole number of cents")
    _, row = find_row(currency, game, stakes)
    if not reached_second_round or pot == 0:
        return ZERO.quantize(CENT)
    percent_of_pot = (pot * row.percent[column] / 100).quantize(CENT, ROUND_HALF_EVEN)
    return min(percent_of_pot, row.cap[column])
