"""Prize amounts to the cent: pool times the payout table, satellites' seats, tied places.

Every function here returns amounts that sum exactly to what it was given: cents lost to
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


def cents_down(amount: Decimal) -> Decimal:
    """Round toward zero to whole cents."""
    return amount.quantize(CENT, rounding=ROUND_DOWN)


def prize_amounts(pool: Decimal, bracket: PayoutBracket) -> list[Decimal]:
    """Prize for places 1..paid (index 0 = first); sums exactly to `pool`.

    Each place gets its percentage rounded down to the cent; the leftover cents go to
    first place, the usual convention and a deterministic one.
    """
    amounts = [cents_down(pool * pct / 100) for pct in bracket.percents()]
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


def split_equally(total: Decimal, players: Sequence[str]) -> dict[str, Decimal]:
    """Share `total` between tied `players` in whole cents; sums exactly to `total`.

    Each gets the same number of cents; the remaining cents go one each to the players
    in the order given (the caller passes a deterministic order).
    """
    if not players:
        return {}
    cents = int((total / CENT).to_integral_value(rounding=ROUND_DOWN))
    share, extra = divmod(cents, len(players))
    return {pid: (share + (1 if i < extra else 0)) * CENT for i, pid in enumerate(players)}


def tied_prizes(places: Sequence[Decimal], first_place: int, players: Sequence[str]
                ) -> dict[str, Decimal]:
    """Players tied for places first_place..first_place+len-1 share those places' prizes.

    `places` is the prize list for places 1..paid; places beyond it pay nothing.
    """
    start = first_place - 1
    total = sum(places[start:start + len(players)], ZERO)
    return split_equally(total, players)
