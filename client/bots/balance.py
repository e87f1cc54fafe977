"""Balanced no-limit betting: mixed sizes, bluffs in proportion to value, and defence.

A player who always bets the same size with value only, and folds to any big bet, is
farmed by a simple trick (overbet when checked to, fold to bets). These rules come from
the indifference arguments of game theory:

* A bet of ``b`` into a pot ``P`` offers the caller ``b / (P + 2b)`` pot odds, so a
  balanced betting range holds that share of bluffs.
* The caller must continue with at least ``P / (P + b)`` of its range (the minimum
  defence frequency), or any two cards bet profitably against it.
* Sizes are drawn at random from small, medium, large and overbet, so a size says
  little about the hand (stronger hands lean larger, by weights, never surely).
"""

from __future__ import annotations

import random

from client.engine.evaluate import hi_value

SIZES = (0.33, 0.66, 1.0, 1.5)
"""Bet sizes as fractions of the pot: small, medium, pot and overbet."""

_VALUE_WEIGHTS = (1.0, 3.0, 2.0, 1.0)  # strong hands: mostly medium to pot, some overbets
_THIN_WEIGHTS = (3.0, 3.0, 1.0, 0.0)  # thinner value: smaller sizes


def bet_size(rng: random.Random, nutted: bool) -> float:
    """A bet size (fraction of the pot) drawn from the mix for this strength."""
    return rng.choices(SIZES, _VALUE_WEIGHTS if nutted else _THIN_WEIGHTS)[0]


def bluff_share(size: float) -> float:
    """The share of bluffs in a balanced betting range for a bet of ``size`` pots."""
    return size / (1 + 2 * size)


def defence_frequency(pot_before: int, bet: int) -> float:
    """Minimum share of its range a player must continue with facing ``bet`` into ``pot_before``."""
    return pot_before / max(1, pot_before + bet)


def made_percentile(mine: tuple[int, ...], board: tuple[int, ...], dead: tuple[int, ...],
                    rng: random.Random, samples: int = 200) -> float:
    """Share of random holdings (ties half) that this hold'em hand beats on the board so far.

    A cheap rank of a made hand among all the hands an opponent might face a bet with;
    the defence rule compares it with the minimum defence frequency.
    """
    seen = set(mine) | set(board) | set(dead)
    deck = [c for c in range(52) if c not in seen]
    me = hi_value([*mine, *board])
    beaten = 0.0
    for _ in range(samples):
        other = hi_value([*rng.sample(deck, 2), *board])
        beaten += 1.0 if me > other else 0.5 if me == other else 0.0
    return beaten / samples
