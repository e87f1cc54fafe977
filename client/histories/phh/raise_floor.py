"""The smallest legal raise, so a raise capped at what the covered opponents can match is
written as the rules allow it, in PHH (both writers) and in PokerStars text.

Live play may record a "raise" to less than the minimum when no opponent could match more
(p4 all-in for 55 at most, p2 with 200 "raises" to 55 after a raise to 50; in fixed limit a
bet of 1 when the only opponent has 1 left). The rules allow a raise below the minimum
only all-in, so PHH readers (pokerkit among them) refuse it; written as the minimum raise
instead (all-in when the raiser has less), the excess above what anyone can match comes
back uncalled and the same chips move. Fixed limit follows the engine's half-bet rule: an
all-in of half a bet or more is a raise, a later raise completes over the last full bet.
"""

from __future__ import annotations

from collections.abc import Mapping

from client.engine.games import game_spec


class RaiseFloor:
    """One hand's stacks, and each betting round's bets and minimum raise, as the engine
    keeps them; seats are whatever keys the writer uses. `sizes` (fixed limit): the small
    and big bet, the big one from betting round `big_from` on."""

    __slots__ = (
        "bets",
        "big_from",
        "cur",
        "full",
        "last_raise",
        "min_bet",
        "sizes",
        "stacks",
    )

    def __init__(self, min_bet: int, stacks: Mapping[int, int],
                 sizes: tuple[int, int] | None = None, big_from: int = 0) -> None:
        self.min_bet = min_bet
        self.sizes = sizes
        self.big_from = big_from
        self.stacks = dict(stacks)
        self.bets = dict.fromkeys(stacks, 0)
        self.cur = self.full = 0
        self.last_raise = min_bet

    def new_round(self, index: int = 1) -> None:
        """Betting round `index` starts: no bet yet."""
        self.bets = dict.fromkeys(self.stacks, 0)
        self.cur = self.full = 0
        self.last_raise = self.min_bet
        if self.sizes is not None and index >= self.big_from:
            self.min_bet = self.last_raise = self.sizes[1]

    def post(self, seat: int, chips: int, live: bool) -> None:
        """A forced post: a live blind is a bet to match (and, in fixed limit, the full bet
        the first raise builds on); an ante is not a bet."""
        self.put(seat, chips, live)
        if live:
            self.full = max(self.full, self.bets[seat])

    def put(self, seat: int, chips: int, live: bool = True) -> None:
        """Chips a seat puts in: a call or a bring-in (a bet to match), or dead money."""
        self.stacks[seat] -= chips
        if live:
            self.bets[seat] += chips
            self.cur = max(self.cur, self.bets[seat])

    def written(self, seat: int, to: int, all_in: bool) -> int:
        """The total to write for a bet or raise of `seat` to `to`, and follow it: the
        minimum raise (or all the seat has, if less) when `to` is below it without being
        all-in (capped by what the opponents can match)."""
        if self.sizes is not None:
            least = self.full + self.min_bet
            full_raise = (to - self.full) * 2 >= self.min_bet
        else:
            least = self.cur + self.last_raise if self.cur else self.min_bet
            full_raise = to - self.cur >= self.last_raise
        most = self.bets[seat] + self.stacks[seat]
        out = min(least, most) if to < least and not all_in else to
        if full_raise and self.sizes is not None:
            self.full = to
        elif full_raise:
            self.last_raise = to - self.cur
        self.stacks[seat] -= to - self.bets[seat]
        self.bets[seat] = to
        self.cur = max(self.cur, to)
        return out


def raise_floor(game: str, big_blind: int, stacks: Mapping[int, int], small_bet: int = 0,
                big_bet: int = 0) -> RaiseFloor | None:
    """The floor for a hand of `game`. Stud is fixed limit too: the bring-in is a bet to
    match below the small bet, its completion the first full bet (the open-pair big bet
    on fourth street is above the floor and written as played)."""
    spec = game_spec(game)
    if spec.limit != "FL":
        return RaiseFloor(big_blind, stacks)
    small = small_bet or big_blind
    return RaiseFloor(small, stacks, (small, big_bet or 2 * small), spec.big_bet_from)
