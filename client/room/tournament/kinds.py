"""Tournament kinds and the few decisions each one makes differently: one policy per kind.

Every concern asks the structure's `policy` (chosen once per kind in `POLICIES`) instead
of testing the kind itself, so what makes a sit & go, a satellite or a heads-up bracket
different reads in one table. Rebuys, re-entries, bounties and early payouts are not
kinds: any kind may have them, and they live on the structure (`RebuyPolicy`,
`re_entries`, `bounty_kind`, `early_payout`).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class TournamentKind(StrEnum):
    """How players advance: one field with balancing, sit & go, knockout rounds, ..."""

    MTT = "mtt"
    SIT_AND_GO = "sng"
    HEADS_UP = "heads_up"  # multi-round bracket of heads-up matches
    SHOOTOUT = "shootout"  # each table plays down to one winner, winners meet next round
    SATELLITE = "satellite"  # every remaining player wins the same seat into a target event


class DetFrom(StrEnum):
    """From when disconnect extra time is offered (site rule; see `det.py`)."""

    FINAL_TABLE = "final_table"  # regular MTTs
    NEAR_THE_MONEY = "near_the_money"  # sit & goes under 45 players: from paid places + 1
    THROUGHOUT = "throughout"  # heads-up tournaments


@dataclass(frozen=True, slots=True)
class KindPolicy:
    """What one kind decides differently; every other rule is the same for all kinds."""

    kind: TournamentKind
    name: str  # as the site writes it in messages
    starts_when_full: bool = False  # no start time: it starts (and closes entries) once full
    plays_rounds: bool = False  # each table down to one winner, no balancing
    pays_seats: bool = False  # prizes are seats into a target event (plus leftover cash);
    #                           it ends once every remaining player has won one
    det_from: DetFrom = DetFrom.FINAL_TABLE
    table_size: int | None = None  # the only table size the kind allows (None: any)


POLICIES: dict[TournamentKind, KindPolicy] = {
    TournamentKind.MTT: KindPolicy(TournamentKind.MTT, "MTT"),
    TournamentKind.SIT_AND_GO: KindPolicy(TournamentKind.SIT_AND_GO, "sit & go",
                                          starts_when_full=True,
                                          det_from=DetFrom.NEAR_THE_MONEY),
    TournamentKind.HEADS_UP: KindPolicy(TournamentKind.HEADS_UP, "heads-up", plays_rounds=True,
                                        det_from=DetFrom.THROUGHOUT, table_size=2),
    TournamentKind.SHOOTOUT: KindPolicy(TournamentKind.SHOOTOUT, "shootout", plays_rounds=True),
    TournamentKind.SATELLITE: KindPolicy(TournamentKind.SATELLITE, "satellite",
                                         pays_seats=True),
}
"""The one policy of each kind."""


def policy_for(kind: TournamentKind) -> KindPolicy:
    """The policy of `kind`."""
    return POLICIES[kind]
