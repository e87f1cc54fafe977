"""Duplicate heads-up matches: how much one bot wins from another, with a 95% interval.

Each deck is dealt twice with the seats swapped, so luck of the cards cancels and the
interval is narrow for the number of hands. The bots persist over the match (a bot that
learns about its opponent learns over the whole match). Used by the tests and by
``benchmarks/bench_bots.py``.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from client.bots.protocol import Bot
from client.engine import Hand, HandConfig, game_spec


@dataclass(frozen=True)
class MatchResult:
    """Big blinds per 100 hands won by the first bot, and the half-width of a 95% interval."""

    bb_per_100: float
    half_width: float
    hands: int

    def __str__(self) -> str:
        return f"{self.bb_per_100:+7.1f} ± {self.half_width:5.1f} bb/100"


def _play(hand: Hand, seats: tuple[Bot, Bot]) -> None:
    hand.start()
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        hand.act(seat, seats[seat].decide(hand.view(seat)))


def _config(game: str, stack: int, button: int, seed: int) -> HandConfig:
    """Blinds 1/2 (fixed-limit bets 2/4), or in stud ante 1, bring-in 1 and bets 2/4."""
    stud = not game_spec(game).uses_blinds
    return HandConfig(game=game, stacks=(stack, stack), button=button,
                      small_blind=0 if stud else 1, big_blind=0 if stud else 2,
                      ante=1 if stud else 0, bring_in=1 if stud else 0, small_bet=2,
                      big_bet=4, seed=seed)


def duplicate_match(first: Callable[[], Bot], second: Callable[[], Bot], deals: int,
                    *, big_blinds: int = 100, seed: int = 0, game: str = "NLHE") -> MatchResult:
    """``first`` against ``second`` over ``deals`` decks, each played twice (seats swapped).

    ``game`` (no-limit hold'em by default) with a betting unit of 2 chips (the big blind,
    or the small bet in stud) and ``big_blinds`` units deep stacks reset every hand.
    """
    a, b = first(), second()
    stack = 2 * big_blinds
    per_deal: list[float] = []
    for d in range(deals):
        won = 0
        for swap in (0, 1):
            seats = (a, b) if swap == 0 else (b, a)
            hand = Hand(_config(game, stack, d % 2, seed * 1_000_003 + d))
            _play(hand, seats)
            won += hand.result().final_stacks[swap] - stack
        per_deal.append(won / 2 / 2)  # big blinds per hand, averaged over the two seatings
    mean = sum(per_deal) / deals
    var = sum((x - mean) ** 2 for x in per_deal) / max(1, deals - 1)
    return MatchResult(100 * mean, 100 * 1.96 * math.sqrt(var / deals), 2 * deals)
