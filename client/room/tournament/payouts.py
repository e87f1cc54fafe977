"""Prize amounts to the unit: pool times the payout table, satellites' seats, tied places.

The unit is the currency's smallest payment (a cent, or a whole chip in play money).
Every function here returns amounts that sum exactly to what it was given: units lost to
rounding go to a deterministic recipient (first place, or the first tied player in the
order given), so the prize pool always empties to zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_DOWN, Decimal

from client.room.tournament.structure import PayoutBracket

CENT = Decimal("0.01")
ZERO = Decimal(0)


def units_down(amount: Decimal, unit: Decimal = CENT) -> Decimal:
    """Round toward zero to whole units (cents, or chips)."""
    return amount.quantize(unit, rounding=ROUND_DOWN)


def prize_amounts(pool: Decimal, bracket: PayoutBracket, unit: Decimal = CENT
                  ) -> list[Decimal]:
    """Prize for places 1..paid (index 0 = first); sums exactly to `pool`.

    Each place gets its percentage rounded down to the unit; the leftover goes to
    first place, the usual convention and a deterministic one.
    """
    amounts = [units_down(pool * pct / 100, unit) for pct in bracket.percents()]
    amounts[0] += pool - sum(amounts, ZERO)
    return amounts


@dataclass(frozen=True, slots=True)
class SatellitePrizes:
    """A satellite pays `seats` identical seats; leftover cash goes to the next place."""

    seats: int
    seat_value: Decimal
    leftover: Decimal  # cash to place seats + 1 (the bubble), or to first if no seat at all

    def amounts(self) -> list[Decimal]:
        """Prize per place (first place first), as cash-equivalent values."""
        return [self.seat_value] * self.seats + ([self.leftover] if self.leftover else [])


def satellite_prizes(pool: Decimal, seat_value: Decimal) -> SatellitePrizes:
    """How many seats a satellite's pool buys, and the cash left over."""
    seats = int(pool // seat_value)
    return SatellitePrizes(seats, seat_value, pool - seats * seat_value)


def split_equally(total: Decimal, players: Sequence[str], unit: Decimal = CENT
                  ) -> dict[str, Decimal]:
    """Share `total` between tied `players` in whole units; sums exactly to `total`.

    Each gets the same number of units; the remaining units go one each to the players
    in the order given (the caller passes a deterministic order), and any fraction of a
    unit to the first of them.
    """
    if not players:
        return {}
    units = int((total / unit).to_integral_value(rounding=ROUND_DOWN))
    share, extra = divmod(units, len(players))
    shares = {pid: (share + (1 if i < extra else 0)) * unit for i, pid in enumerate(players)}
    shares[players[0]] += total - units * unit
    return shares


def tied_prizes(places: Sequence[Decimal], first_place: int, players: Sequence[str],
                unit: Decimal = CENT) -> dict[str, Decimal]:
    """Players tied for places first_place..first_place+len-1 share those places' prizes.

    `places` is the prize list for places 1..paid; places beyond it pay nothing.
    """
    start = first_place - 1
    total = sum(places[start:start + len(players)], ZERO)
    return split_equally(total, players, unit)
