"""Monte Carlo equity for every game the engine deals, from what one seat can see.

The strong bot compares this equity with the price of a call; the other styles use a few
iterations of it as a rough strength. The simulation deals the unseen cards at random
(from a seeded `random.Random`, so a decision is reproducible) to the active opponents and
the rest of the board, scores every hand with the engine's evaluator and counts the pot
shares won; in split games half goes to the best qualifying low. Only cards the seat may
see are ever passed in: its own cards, the board, opponents' face-up cards and cards
shown face up by folded players.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from client.bots.draws import keepers
from client.engine.evaluate import (
    a5_low_value,
    deuce7_low_value,
    hi_value,
    low8_value,
    omaha_hi_value,
    omaha_low8_value,
)
from client.engine.games import GameSpec

Score = tuple[int, int | None]
Scorer = Callable[[list[int], list[int]], Score]
_FINAL_CARDS = {"holdem": 2, "omaha": 4, "stud": 7, "draw": 5}


@dataclass(frozen=True)
class Spot:
    """A seat's view of a hand, reduced to what the simulation needs (engine int cards).

    ``opponents`` holds, per active opponent, the cards of theirs the seat can see
    (stud up cards; empty in flop and draw games). ``dead`` are other seen cards (folded
    stud up cards). ``draws_left`` counts the draws still to come in draw games.
    ``strength`` gives, per opponent, the share of holdings their betting rules out: in
    hold'em after the flop an opponent with 0.7 holds one of the 30% of holdings that are
    best with the board so far (0: any hand). ``drawn`` gives, per opponent in a draw game,
    the cards they exchanged at their latest draw (-1: none yet): one who drew k holds
    at least 5 - k cards worth keeping (standing pat, a made hand).
    """

    spec: GameSpec
    mine: tuple[int, ...]
    board: tuple[int, ...] = ()
    opponents: tuple[tuple[int, ...], ...] = ((),)
    dead: tuple[int, ...] = ()
    draws_left: int = 0
    strength: tuple[float, ...] = ()
    drawn: tuple[int, ...] = ()


def _score_flop_hi(hole: list[int], board: list[int]) -> Score:
    return hi_value(hole + board), None


def _score_omaha(hole: list[int], board: list[int]) -> Score:
    return omaha_hi_value(hole, board), None


def _score_omaha8(hole: list[int], board: list[int]) -> Score:
    return omaha_hi_value(hole, board), omaha_low8_value(hole, board)


def _score_stud8(hole: list[int], _board: list[int]) -> Score:
    return hi_value(hole), low8_value(hole)


@lru_cache(maxsize=1 << 16)
def _paired_razz(ranks: tuple[int, ...]) -> int:
    """The engine's razz value of a hand with pairs, by its ranks only (suits never count)."""
    return a5_low_value([rank * 4 for rank in ranks])


def _score_razz(hole: list[int], _board: list[int]) -> Score:
    # Fast path, same value as the engine's: five distinct ranks make a no-pair low whose
    # value is minus the five lowest ranks packed highest first (ace = 1).
    distinct = sorted({(c >> 2) + 2 if c < 48 else 1 for c in hole})
    if len(distinct) < 5:
        return _paired_razz(tuple(sorted(c >> 2 for c in hole))), None
    packed = 0
    for r in reversed(distinct[:5]):
        packed = packed * 16 + r
    return -packed, None


def _score_27(hole: list[int], _board: list[int]) -> Score:
    return deuce7_low_value(hole), None


def scorer(spec: GameSpec) -> Scorer:
    """How a hand of this game is scored: (high value, low value or None)."""
    if spec.family == "omaha":
        return _score_omaha8 if spec.split == "hilo8" else _score_omaha
    if spec.split == "hilo8":
        return _score_stud8
    return {"a5": _score_razz, "27": _score_27}.get(spec.split, _score_flop_hi)


def _draw_to(hand: list[int], draws_left: int, cards: list[int], pos: int) -> tuple[list[int], int]:
    """A draw-game hand after its remaining draws: keep the keepers, replace the rest once."""
    if draws_left == 0:
        return hand, pos
    kept = keepers(hand)
    need = len(hand) - len(kept)
    return kept + cards[pos : pos + need], pos + need


_RANGE_SAMPLE = 400  # holdings sampled to build an opponent's betting range
_PICKS = 4  # attempts to give an opponent a range holding free of this iteration's cards


_DRAW_POOL = 48  # hands fitting one opponent's latest draw, built per decision
_NINE = 7  # engine rank of a nine: a pat 2-7 hand's highest card at most (see `keepers`)


def _fitting(k: int, unseen: list[int], rng: random.Random) -> list[tuple[int, ...]] | None:
    """Hands of an opponent who exchanged ``k`` cards: 5 - k low cards of distinct ranks
    that `keepers` keeps (all five standing pat) and ``k`` others (None: none found)."""
    low = [c for c in unseen if c >> 2 <= _NINE]
    hands: list[tuple[int, ...]] = []
    for _ in range(4 * _DRAW_POOL):
        kept = rng.sample(low, 5 - k)
        others = [c for c in rng.sample(unseen, 5 + k) if c not in kept][:k]
        hand = (*kept, *others)
        if len(keepers(hand)) >= 5 - k:
            hands.append(hand)
            if len(hands) == _DRAW_POOL:
                break
    return hands or None


def _draw_ranges(spot: Spot, deck: list[int], rng: random.Random, count: int
                 ) -> list[list[tuple[int, ...]] | None]:
    """Per draw-game opponent, hands fitting their latest draw (None: not drawn yet)."""
    drawn = [*spot.drawn, *[-1] * count][:count]
    return [_fitting(k, deck, rng) if 0 <= k <= 5 else None for k in drawn]


def _ranges(spot: Spot, deck: list[int], rng: random.Random, count: int
            ) -> list[list[tuple[int, ...]] | None]:
    """Per opponent, the holdings of their betting range (None: any holding).

    Holdings are sampled from the unseen cards and ranked by their value with the board
    so far; an opponent with strength q keeps the top 1 - q of them. In draw games the
    holdings are the hands that fit each opponent's latest draw (`_draw_ranges`).
    """
    if spot.spec.family == "draw":
        return _draw_ranges(spot, deck, rng, count)
    wanted = [*spot.strength, *[0.0] * count][:count]
    if spot.spec.family != "holdem" or len(spot.board) < 3 or not any(wanted):
        return [None] * count
    board = list(spot.board)
    sample = [tuple(rng.sample(deck, 2)) for _ in range(_RANGE_SAMPLE)]
    ranked = sorted(sample, key=lambda hole: hi_value([*hole, *board]))
    return [list(ranked[int(q * _RANGE_SAMPLE):]) if q > 0 else None for q in wanted]


def _pick(pool: list[tuple[int, ...]], dealt: list[int], cards: list[int],
          rng: random.Random) -> list[int]:
    """A holding from ``pool`` that uses none of this iteration's other cards, else ``dealt``."""
    used = set(cards)
    used.difference_update(dealt)
    for _ in range(_PICKS):
        hand = rng.choice(pool)
        if used.isdisjoint(hand):
            return list(hand)
    return dealt


def equity(spot: Spot, rng: random.Random, iterations: int) -> float:
    """The seat's expected share of the pot at showdown against the active opponents.

    Opponents whose cards would not fit in the deck (more than 7 stud players) are left out.
    """
    spec = spot.spec
    final = _FINAL_CARDS[spec.family]
    seen = set(spot.mine) | set(spot.board) | set(spot.dead)
    for known in spot.opponents:
        seen |= set(known)
    deck = [c for c in range(52) if c not in seen]
    board_need = 5 - len(spot.board) if spec.family in ("holdem", "omaha") else 0
    my_need = max(0, final - len(spot.mine))
    fill = 5 if spot.draws_left else 0
    budget = len(deck) - board_need - my_need - fill
    needs: list[int] = []
    for known in spot.opponents:
        need = max(0, final - len(known))
        if need + fill > budget:
            break
        budget -= need + fill
        needs.append(need)
    if not needs:
        return 1.0
    opponents = spot.opponents[: len(needs)]
    score = scorer(spec)
    dealt = len(deck) - budget
    # A hand with every card known (stud seventh street, a pat hand with no draw to come)
    # scores the same in every iteration: score it once.
    mine_known = score(list(spot.mine), list(spot.board)) \
        if my_need == 0 and not spot.draws_left and not board_need else None
    ranges = _ranges(spot, deck, rng, len(needs))
    total = 0.0
    for _ in range(iterations):
        cards = rng.sample(deck, dealt)
        board = [*spot.board, *cards[:board_need]]
        pos = board_need + my_need
        if mine_known is None:
            me, pos = _draw_to([*spot.mine, *cards[board_need:pos]], spot.draws_left, cards, pos)
            results = [score(me, board)]
        else:
            results = [mine_known]
        for known, need, pool in zip(opponents, needs, ranges, strict=True):
            hand = [*known, *cards[pos : pos + need]]
            if pool:
                hand = _pick(pool, hand, cards, rng)
                cards[pos : pos + need] = hand
            hand, pos = _draw_to(hand, spot.draws_left, cards, pos + need)
            results.append(score(hand, board))
        total += pot_share(results)
    return total / iterations


def pot_share(results: list[Score]) -> float:
    """The first hand's share of the pot among ``results`` (split games: half high, half
    to the best qualifying low, or all high when no low qualifies)."""
    his = [r[0] for r in results]
    hi_share = 1.0 / his.count(his[0]) if his[0] == max(his) else 0.0
    lows = [r[1] for r in results if r[1] is not None]
    if not lows:
        return hi_share
    best = max(lows)
    lo_share = 1.0 / lows.count(best) if results[0][1] == best else 0.0
    return (hi_share + lo_share) / 2


def iterations_for(spec: GameSpec, opponents: int, budget: int) -> int:
    """How many iterations fit in ``budget`` heads-up-hold'em-equivalents for this spot.

    Costs per hand scored, measured against hold'em (about 3 us): Omaha scores 60 five-card
    combinations (x15), split games two hands (x2), draws simulate the draw too (x6).
    More opponents mean more hands scored per iteration.
    """
    costs = {"hi": 1, "hilo8": 2, "a5": 2, "27": 6}
    cost = 15 if spec.family == "omaha" else costs[spec.split]
    return max(8, budget // (cost * max(1, opponents)))
