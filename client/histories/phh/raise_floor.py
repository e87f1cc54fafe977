"""The smallest legal raise, so a raise capped at what the covered opponents can match is
written as the rules allow it, in PHH (both writers) and in PokerStars text.

Live play may record a no-limit or pot-limit "raise" to less than the minimum when no
opponent could match more (p4 all-in for 55 at most, p2 with 200 "raises" to 55 after a
raise to 50). The rules allow a raise below the minimum only all-in, so PHH readers
(pokerkit among them) refuse it; written as the minimum raise instead (all-in when the
raiser has less), the excess above what anyone can match comes back uncalled and the same
chips move.
"""

from __future__ import annotations

from collections.abc import Mapping


class RaiseFloor:
    """One hand's stacks, and each betting round's bets and last full raise, as the engine
    keeps them; seats are whatever keys the writer uses."""

    __slots__ = ("bets", "cur", "last_raise", "min_bet", "stacks")

    def __init__(self, min_bet: int, stacks: Mapping[int, int]) -> None:
        self.min_bet = min_bet
        self.stacks = dict(stacks)
        self.bets = dict.fromkeys(stacks, 0)
        self.cur = 0
        self.last_raise = min_bet

    def new_round(self) -> None:
        """A new street: no bet yet, the minimum bet is the big blind."""
        self.bets = dict.fromkeys(self.stacks, 0)
        self.cur, self.last_raise = 0, self.min_bet

    def put(self, seat: int, chips: int, live: bool = True) -> None:
        """Chips a seat puts in: a live blind, a call or a bring-in (a bet to match), or an
        ante (`live` False: not a bet)."""
        self.stacks[seat] -= chips
        if live:
            self.bets[seat] += chips
            self.cur = max(self.cur, self.bets[seat])

    def written(self, seat: int, to: int, all_in: bool) -> int:
        """The total to write for a bet or raise of `seat` to `to`, and follow it: the
        minimum raise (or all the seat has, if less) when `to` is below it without being
        all-in (capped by what the opponents can match)."""
        least = self.cur + self.last_raise if self.cur else self.min_bet
        most = self.bets[seat] + self.stacks[seat]
        out = min(least, most) if to < least and not all_in else to
        if to - self.cur >= self.last_raise:
            self.last_raise = to - self.cur
        self.stacks[seat] -= to - self.bets[seat]
        self.bets[seat] = to
        self.cur = max(self.cur, to)
        return out
