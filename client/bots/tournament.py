"""What a bot knows of its tournament, and all-in decisions weighed in prize money (ICM).

Chips are not money in a tournament: near the bubble or a pay jump, losing a stack costs
more than winning one gains. The room hands a bot a `TournamentSituation` (the prizes
still to win and the stacks at other tables); `push_pays` and `call_pays` compare the
Independent Chip Model value of every outcome of an all-in against folding, with the
opponents' ranges from the push/fold chart and all-in equities from `nash`.

Up to `ICM_MAX_PLAYERS` players left the values are exact (Malmuth-Harville by the
subset programme). With more, exact ICM costs too much time per decision, so the values
are sampled: `RACES` seeded Harville finishing orders drawn as an exponential race
(player i's time is Exp(1)/stack_i), only the bot's own place counted, and the same
draws reused for every outcome of the decision (common random numbers), so the
difference between pushing and folding, which is what decides, carries little noise.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

import numpy as np

from client.bots.nash import equity_against
from client.room.icm import icm_exact

ICM_MAX_PLAYERS = 10
"""Up to this many players left a decision's ICM is exact; beyond, it is sampled."""
SAMPLED_MAX_PLAYERS = 200
"""Beyond this many players left the prizes are far away: chips decide."""
RACES = 1500
"""Finishing orders sampled per decision when ICM is sampled."""


@dataclass(frozen=True)
class TournamentSituation:
    """The tournament beyond the table: prizes still to win (best first), stacks elsewhere."""

    prizes: tuple[Decimal, ...]
    elsewhere: tuple[int, ...] = ()


SituationSource = Callable[[], "TournamentSituation | None"]
"""How a bot asks the room for the tournament situation at decision time."""


class _Standing(Protocol):
    @property
    def alive(self) -> bool: ...

    @property
    def table_id(self) -> str | None: ...


class _Stacks(Protocol):
    @property
    def stacks(self) -> Mapping[str, int]: ...


class TournamentLike(Protocol):
    """What `situation_in` reads of a tournament director (entrants, tables, prizes)."""

    @property
    def entrants(self) -> Mapping[str, _Standing]: ...

    @property
    def tables(self) -> Mapping[str, _Stacks]: ...

    def remaining_prizes(self) -> list[Decimal]: ...


def situation_in(tournament: TournamentLike, player: str) -> TournamentSituation | None:
    """What ``player``'s bot knows of the tournament: prizes still to win, stacks elsewhere.

    None when the player is not seated in it (then chips, not prizes, decide).
    """
    entrant = tournament.entrants.get(player)
    if entrant is None or not entrant.alive or entrant.table_id is None:
        return None
    elsewhere = tuple(chips for tid, table in tournament.tables.items()
                      if tid != entrant.table_id for chips in table.stacks.values() if chips)
    return TournamentSituation(tuple(tournament.remaining_prizes()), elsewhere)


@dataclass(frozen=True)
class AllIn:
    """One all-in confrontation at the table, in chips.

    ``mine`` and ``theirs`` are each side's chips behind plus this round's bet;
    ``others`` the chips of everyone else at the table (not in the confrontation);
    ``dead`` the pot that neither side's bet accounts for (antes, other blinds);
    ``my_bet``, ``their_bet`` what each has already put in this round.
    """

    mine: int
    theirs: int
    others: tuple[int, ...]
    dead: int
    my_bet: int
    their_bet: int


def _players(situation: TournamentSituation, spot: AllIn) -> int:
    return 2 + sum(1 for s in spot.others if s > 0) + len(situation.elsewhere)


class _Values:
    """My ICM equity for each outcome of one decision: exact, or with many players left
    sampled from one set of exponential races shared by every outcome."""

    def __init__(self, situation: TournamentSituation, spot: AllIn) -> None:
        self._situation = situation
        players = 2 + len(spot.others) + len(situation.elsewhere)
        self._races = None
        if _players(situation, spot) > ICM_MAX_PLAYERS:
            self._races = np.random.default_rng(players).exponential(size=(RACES, players))
            self._paid = np.zeros(players + 1)
            paid = [float(p) for p in situation.prizes[:players]]
            self._paid[: len(paid)] = paid

    def __call__(self, me: int, them: int, others: tuple[int, ...]) -> float:
        """My equity when I hold ``me`` chips, the opponent ``them``, the rest ``others``."""
        if me <= 0:
            return 0.0
        if self._races is None:
            stacks = [me, *(s for s in (them, *others, *self._situation.elsewhere) if s > 0)]
            return icm_exact(stacks, list(self._situation.prizes[: len(stacks)]))[0]
        chips = np.asarray([me, them, *others, *self._situation.elsewhere], dtype=np.float64)
        with np.errstate(divide="ignore"):
            times = self._races / chips  # a busted player (0 chips) finishes last
        place = (times < times[:, :1]).sum(axis=1)
        return float(self._paid[place].mean())


def _showdown(value: _Values, spot: AllIn, equity: float) -> float:
    """ICM value of getting all in against the opponent with ``equity``."""
    risk = min(spot.mine, spot.theirs)
    win = value(spot.mine + risk + spot.dead, spot.theirs - risk, spot.others)
    lose = value(spot.mine - risk, spot.theirs + risk + spot.dead, spot.others)
    return equity * win + (1 - equity) * lose


def _fold(value: _Values, spot: AllIn) -> float:
    """ICM value of folding: the opponent takes the pot."""
    pot = spot.dead + spot.my_bet + spot.their_bet
    return value(spot.mine - spot.my_bet, spot.theirs - spot.their_bet + pot, spot.others)


def applies(situation: TournamentSituation | None, spot: AllIn) -> bool:
    """Whether prize money should decide: prizes to win and not too many players left."""
    if situation is None:
        return False
    return _players(situation, spot) <= SAMPLED_MAX_PLAYERS and \
        any(prize > 0 for prize in situation.prizes)


def push_values(situation: TournamentSituation, spot: AllIn, cls: str,
                callers: frozenset[str], behind: int) -> tuple[float, float]:
    """The ICM values (prize money) of pushing ``cls`` and of folding it.

    Each of the ``behind`` players calls with ``callers`` (the chart's calling range);
    the biggest of them stands for whoever calls.
    """
    called, equity = equity_against(cls, callers)
    nobody = (1 - called) ** behind
    pot = spot.dead + spot.my_bet + spot.their_bet
    value = _Values(situation, spot)
    steal = value(spot.mine - spot.my_bet + pot, spot.theirs - spot.their_bet, spot.others)
    push = nobody * steal + (1 - nobody) * _showdown(value, spot, equity)
    return push, _fold(value, spot)


def push_pays(situation: TournamentSituation, spot: AllIn, cls: str, callers: frozenset[str],
              behind: int) -> bool:
    """Whether pushing ``cls`` is worth more prize money than folding it (`push_values`)."""
    push, fold = push_values(situation, spot, cls, callers, behind)
    return push > fold


def call_values(situation: TournamentSituation, spot: AllIn, cls: str,
                pushers: frozenset[str]) -> tuple[float, float]:
    """The ICM values of calling an all-in from ``pushers`` (the chart's range) and of folding."""
    _, equity = equity_against(cls, pushers)
    value = _Values(situation, spot)
    return _showdown(value, spot, equity), _fold(value, spot)


def call_pays(situation: TournamentSituation, spot: AllIn, cls: str,
              pushers: frozenset[str]) -> bool:
    """Whether calling an all-in from ``pushers`` is worth more than folding (`call_values`)."""
    call, fold = call_values(situation, spot, cls, pushers)
    return call > fold
