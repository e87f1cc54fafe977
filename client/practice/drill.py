"""Push/fold drill: random short-stack spots and the project's answer to each (offline).

A spot is a no-limit hold'em hand with fifteen big blinds or less: first in (push or
fold, with so many players still to act) or in the big blind facing the small blind's
all-in (call or fold), with or without antes. Some spots are a sit-and-go near the
money: then the answer is the one the strong bot plays, weighed in prize money with the
Independent Chip Model (`client.bots.tournament`), and the reason says when prize money
turns the chart's answer around. The chart is the project's own Nash chart
(`client.bots.pushfold`); nothing here is a real-money tool.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from decimal import Decimal
from enum import StrEnum

from client.bots.nash import share_of_hands
from client.bots.pushfold import default_chart
from client.bots.ranges import hand_class
from client.bots.tournament import AllIn, TournamentSituation, call_values, push_values
from client.engine.cards import RANKS, SUITS

UNIT = 100
"""Chips in a big blind in every drill spot (the small blind is half)."""
ANTES = (0.0, 0.125)
"""The ante levels of the chart, as a share of the big blind."""
MAX_BEHIND = 5
_POSITIONS = ("SB", "BTN", "CO", "HJ", "LJ")  # by players still to act behind, 1..5
_PAYOUTS = {2: (Decimal(65), Decimal(35)), 3: (Decimal(50), Decimal(30), Decimal(20))}


class Move(StrEnum):
    """The player's answer to a spot."""

    PUSH = "push"
    CALL = "call"
    FOLD = "fold"


@dataclass(frozen=True)
class Tourney:
    """A sit-and-go's money: players left (all at this table) and the prizes, best first."""

    prizes: tuple[Decimal, ...]
    #: Every other player's chips: first in, those who folded before the hero and then
    #: those still to act (the big blind last); facing an all-in, the small blind first.
    stacks: tuple[int, ...]

    @property
    def players_left(self) -> int:
        """Players still in, the hero included."""
        return len(self.stacks) + 1

    @property
    def bubble(self) -> bool:
        """One more player out and everyone left is paid."""
        return self.players_left == len(self.prizes) + 1


@dataclass(frozen=True)
class DrillSpot:
    """One spot: the hero's cards and chips, where they sit, the ante and the money."""

    cards: tuple[str, str]
    stack_bb: int
    ante: float
    players: int
    behind: int  # first in: players still to act; 0 facing the small blind's all-in
    tourney: Tourney | None = None

    @property
    def facing_all_in(self) -> bool:
        """The hero is the big blind and the small blind moved all in."""
        return self.behind == 0

    @property
    def position(self) -> str:
        """The hero's seat name (BB facing an all-in, else by players behind)."""
        return "BB" if self.facing_all_in else _POSITIONS[self.behind - 1]

    @property
    def hand(self) -> str:
        """The hand's class ("AKo", "77")."""
        return hand_class(self.cards)

    @property
    def moves(self) -> tuple[Move, Move]:
        """The two answers offered."""
        return (Move.CALL if self.facing_all_in else Move.PUSH), Move.FOLD

    def _opponent_chips(self) -> int:
        """The stack of whoever plays the all-in against the hero (the biggest behind)."""
        if self.tourney is None:
            return self.stack_bb * UNIT
        if self.facing_all_in:
            return self.tourney.stacks[0]
        return max(self.tourney.stacks[-self.behind:])

    @property
    def effective_bb(self) -> float:
        """The chips at risk, in big blinds: the smaller of the hero's and the opponent's."""
        return min(self.stack_bb * UNIT, self._opponent_chips()) / UNIT


@dataclass(frozen=True)
class DrillAnswer:
    """The right answer, the chart's, the chart's range, and the prize values when ICM decides."""

    best: Move
    chart: Move
    chart_range: frozenset[str]
    prize_values: tuple[float, float] | None = None  # (push or call, fold), share of the pool

    @property
    def icm_changed(self) -> bool:
        """Prize money turns the chart's answer around."""
        return self.best is not self.chart


def random_spot(rng: random.Random, tourney_share: float = 0.35) -> DrillSpot:
    """A random spot; ``tourney_share`` of them are a sit-and-go near the money."""
    cards = rng.sample([r + s for r in RANKS for s in SUITS], 2)
    hole = (cards[0], cards[1])
    stack = rng.randint(2, default_chart().max_bb)
    ante = rng.choice(ANTES)
    facing = rng.random() < 0.3
    if rng.random() < tourney_share:
        players = rng.randint(3, 6)
        paid = rng.choice([p for p in _PAYOUTS if p < players])
        others = tuple(rng.randint(3, 40) * UNIT for _ in range(players - 1))
        behind = 0 if facing else rng.randint(1, min(MAX_BEHIND, players - 1))
        return DrillSpot(hole, stack, ante, players, behind, Tourney(_PAYOUTS[paid], others))
    behind = 0 if facing else rng.randint(1, MAX_BEHIND)
    return DrillSpot(hole, stack, ante, max(2, behind + 1), behind)


def _all_in(spot: DrillSpot, tourney: Tourney) -> AllIn:
    """The all-in as the strong bot weighs it: hero against the biggest stack that can call
    (or the small blind who shoved), every stack after the ante, the blinds as bets."""
    ante = round(spot.ante * UNIT)
    small = UNIT // 2
    stacks = list(tourney.stacks)  # they act after the hero: ..., small blind, big blind
    if spot.facing_all_in:  # hero is the big blind; the small blind (first listed) shoved
        them, my_bet = 0, UNIT
        bets = [0] * len(stacks)
        bets[them] = stacks[them] - ante
    else:
        first = len(stacks) - spot.behind
        them = max(range(first, len(stacks)), key=lambda k: stacks[k])
        my_bet = small if spot.behind == 1 else 0
        bets = [0] * len(stacks)
        bets[-1] = UNIT
        if spot.behind >= 2:
            bets[-2] = small
    pot = ante * spot.players + small + UNIT if not spot.facing_all_in else \
        ante * spot.players + UNIT + bets[them]
    mine = spot.stack_bb * UNIT - ante
    others = tuple(c - ante - b for k, (c, b) in enumerate(zip(stacks, bets, strict=True))
                   if k != them)
    return AllIn(mine=mine, theirs=stacks[them] - ante, others=others,
                 dead=pot - my_bet - bets[them], my_bet=my_bet, their_bet=bets[them])


def answer(spot: DrillSpot) -> DrillAnswer:
    """The project's answer: the Nash chart, or near the money the chart weighed by ICM."""
    chart = default_chart()
    stack = spot.effective_bb
    calls = chart.call_range(stack, spot.ante) or frozenset()
    if spot.facing_all_in:
        chart_range = calls
        go = Move.CALL
    else:
        chart_range = chart.push_range(stack, spot.behind, spot.ante) or frozenset()
        go = Move.PUSH
    chart_move = go if spot.hand in chart_range else Move.FOLD
    if spot.tourney is None:
        return DrillAnswer(chart_move, chart_move, chart_range)
    situation = TournamentSituation(spot.tourney.prizes)
    allin = _all_in(spot, spot.tourney)
    if spot.facing_all_in:
        pushers = chart.push_range(stack, 1, spot.ante) or frozenset()
        values = call_values(situation, allin, spot.hand, pushers)
    else:
        values = push_values(situation, allin, spot.hand, calls, spot.behind)
    pool = float(sum(spot.tourney.prizes))
    shares = (values[0] / pool, values[1] / pool)
    return DrillAnswer(go if shares[0] > shares[1] else Move.FOLD, chart_move, chart_range,
                       shares)


def chart_share(result: DrillAnswer) -> float:
    """Share of all starting hands in the chart's range for the spot."""
    return share_of_hands(result.chart_range)
