"""What a bot knows of its tournament, and all-in decisions weighed in prize money (ICM).

Chips are not money in a tournament: near the bubble or a pay jump, losing a stack costs
more than winning one gains. The room hands a bot a `TournamentSituation` (the prizes
still to win and the stacks at other tables); `push_pays` and `call_pays` compare the
Independent Chip Model value of every outcome of an all-in against folding, with the
opponents' ranges from the push/fold chart and all-in equities from `nash`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol

from client.bots.nash import equity_against
from client.room.icm import icm_exact

ICM_MAX_PLAYERS = 10
"""Beyond this many players left, a decision's ICM would cost too much time: chips decide."""


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


def _value(situation: TournamentSituation, me: int, them: int, others: tuple[int, ...]) -> float:
    """My ICM equity when I hold ``me`` chips, the opponent ``them``, the rest ``others``."""
    if me <= 0:
        return 0.0
    stacks = [me, *(s for s in (them, *others, *situation.elsewhere) if s > 0)]
    prizes = list(situation.prizes[: len(stacks)])
    return icm_exact(stacks, prizes)[0]


def _showdown(situation: TournamentSituation, spot: AllIn, equity: float) -> float:
    """ICM value of getting all in against the opponent with ``equity``."""
    risk = min(spot.mine, spot.theirs)
    win = _value(situation, spot.mine + risk + spot.dead, spot.theirs - risk, spot.others)
    lose = _value(situation, spot.mine - risk, spot.theirs + risk + spot.dead, spot.others)
    return equity * win + (1 - equity) * lose


def _fold(situation: TournamentSituation, spot: AllIn) -> float:
    """ICM value of folding: the opponent takes the pot."""
    pot = spot.dead + spot.my_bet + spot.their_bet
    return _value(situation, spot.mine - spot.my_bet, spot.theirs - spot.their_bet + pot,
                  spot.others)


def applies(situation: TournamentSituation | None, spot: AllIn) -> bool:
    """Whether prize money should decide: prizes to win and few enough players left."""
    if situation is None:
        return False
    players = 2 + sum(1 for s in spot.others if s > 0) + len(situation.elsewhere)
    return players <= ICM_MAX_PLAYERS and any(prize > 0 for prize in situation.prizes)


def push_values(situation: TournamentSituation, spot: AllIn, cls: str,
                callers: frozenset[str], behind: int) -> tuple[float, float]:
    """The ICM values (prize money) of pushing ``cls`` and of folding it.

    Each of the ``behind`` players calls with ``callers`` (the chart's calling range);
    the biggest of them stands for whoever calls.
    """
    called, equity = equity_against(cls, callers)
    nobody = (1 - called) ** behind
    pot = spot.dead + spot.my_bet + spot.their_bet
    steal = _value(situation, spot.mine - spot.my_bet + pot, spot.theirs - spot.their_bet,
                   spot.others)
    push = nobody * steal + (1 - nobody) * _showdown(situation, spot, equity)
    return push, _fold(situation, spot)


def push_pays(situation: TournamentSituation, spot: AllIn, cls: str, callers: frozenset[str],
              behind: int) -> bool:
    """Whether pushing ``cls`` is worth more prize money than folding it (`push_values`)."""
    push, fold = push_values(situation, spot, cls, callers, behind)
    return push > fold


def call_values(situation: TournamentSituation, spot: AllIn, cls: str,
                pushers: frozenset[str]) -> tuple[float, float]:
    """The ICM values of calling an all-in from ``pushers`` (the chart's range) and of folding."""
    _, equity = equity_against(cls, pushers)
    return _showdown(situation, spot, equity), _fold(situation, spot)


def call_pays(situation: TournamentSituation, spot: AllIn, cls: str,
              pushers: frozenset[str]) -> bool:
    """Whether calling an all-in from ``pushers`` is worth more than folding (`call_values`)."""
    call, fold = call_values(situation, spot, cls, pushers)
    return call > fold
