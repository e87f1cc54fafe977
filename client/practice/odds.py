"""A hand's share of the pot against opponents' known cards (flop games), exact when cheap.

After a practice hand every card is known, so the player's equity on each street is a
count over the boards still to come: exact by enumeration when there are at most
`EXACT_BOARDS` of them (the flop and the turn), else a seeded Monte Carlo over
`SAMPLES` random boards (before the flop; about ±1% at two standard errors). Hands are
scored with the engine's evaluator through the bots' scorer, so split pots count as the
game splits them.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable, Sequence
from math import comb

from client.bots.equity import pot_share, scorer
from client.engine.cards import parse_cards
from client.engine.games import game_spec

EXACT_BOARDS = 2_000
SAMPLES = 6_000


class OddsError(ValueError):
    """Equity asked for a game without a shared board, or with cards that clash."""


def board_equity(game: str, mine: Sequence[str], theirs: Sequence[Sequence[str]],
                 board: Sequence[str], rng: random.Random) -> float:
    """``mine``'s expected share of the pot at showdown against every hand in ``theirs``,
    with ``board`` dealt so far and the rest of the board to come."""
    spec = game_spec(game)
    if spec.family not in ("holdem", "omaha"):
        raise OddsError(f"{game}: equity by street is for flop games (hold'em, Omaha)")
    hands = [parse_cards(mine), *(parse_cards(h) for h in theirs)]
    known = parse_cards(board)
    seen = [c for hand in hands for c in hand] + known
    if len(set(seen)) != len(seen):
        raise OddsError("the same card is in two places")
    if not theirs:
        return 1.0
    score = scorer(spec)
    deck = [c for c in range(52) if c not in set(seen)]
    need = 5 - len(known)
    runouts: Iterable[Sequence[int]]
    if comb(len(deck), need) <= EXACT_BOARDS:
        runouts = itertools.combinations(deck, need)
        count = comb(len(deck), need)
    else:
        runouts = (rng.sample(deck, need) for _ in range(SAMPLES))
        count = SAMPLES
    total = 0.0
    for rest in runouts:
        full = [*known, *rest]
        total += pot_share([score(hand, full) for hand in hands])
    return total / count
