"""After a restart: resume every tournament the previous run left running, or settle it by
the site's cancellation policy, so no money is lost or stuck.

A running tournament resumes from its last committed step (`RoomService.resume`), and so
does every day of a multi-day event (finished flights, a Day 2 waiting) that the event
still needs, so its flights and Day 2 stay linked. When that
is impossible (a state from another version, or damaged), it is settled instead. A sit & go
still registering is rolled back (every payment refunded in its format). One
that was running is rolled forward from the stacks at its last completed hand (the hand
cut off by the stop is void): before the money 50% evenly and 50% by chips, in the money
the smallest unawarded prize each and the rest by chips, a heads-up match by chip count.
Each settlement is one atomic ledger posting (money helper's `cancellation` module); the
tournament is then stored as cancelled with what each player received.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from decimal import Decimal

from client.room.cancellation import (
    CancellationResult,
    heads_up_chip_count,
    roll_forward_before_money,
    roll_forward_in_money,
    rollback,
)
from client.room.ledger import Currency
from client.service import RoomService, SavedTournament

_log = logging.getLogger(__name__)

OPEN_STATES = ("registering", "running")


@dataclass(frozen=True)
class Settlement:
    """How one interrupted tournament was settled."""

    tournament_id: str
    method: str
    payouts: tuple[tuple[str, Decimal], ...]


def settle_interrupted(room: RoomService, saved: list[SavedTournament]) -> list[Settlement]:
    """Resume every running tournament that can be resumed; apply the cancellation policy
    to the rest that were still open (registering sit & goes are rolled back)."""
    done = []
    for record in saved:
        if record.status not in OPEN_STATES:
            if room.resume(record):  # a day of a multi-day event its Day 2 still needs
                done.append(Settlement(record.tournament_id, "resumed", ()))
            continue
        if room.resume(record):
            _log.warning("resumed tournament %s", record.tournament_id)
            done.append(Settlement(record.tournament_id, "resumed", ()))
            continue
        state = json.loads(record.state)
        result = _settle(room, record.tournament_id, record.status, state)
        state["state"] = "cancelled"
        state["cancellation"] = {"method": str(result.method),
                                 "payouts": {p: str(a) for p, a in result.payouts}}
        if room.journal is not None:
            room.journal.tournament_state(
                SavedTournament(record.tournament_id, "cancelled", json.dumps(state)))
        _log.warning("settled interrupted tournament %s by %s", record.tournament_id,
                     result.method)
        done.append(Settlement(record.tournament_id, str(result.method), result.payouts))
    room.tournaments.open_missing()
    return done


def _settle(room: RoomService, tid: str, status: str,
            state: dict[str, object]) -> CancellationResult:
    currency = Currency(str(state["currency"]))
    stacks = state.get("stacks") or {}
    assert isinstance(stacks, dict)
    remaining = sorted((str(p), int(c)) for p, c in stacks.items() if int(c) > 0)
    if status == "registering" or len(remaining) < 2:
        return rollback(room.cashier, tid, currency)
    if state.get("heads_up") and len(remaining) == 2:
        return heads_up_chip_count(room.cashier, tid, currency, remaining)
    raw_prizes = state.get("remaining_prizes") or []
    assert isinstance(raw_prizes, list)
    prizes = [Decimal(str(p)) for p in raw_prizes]
    in_money = bool(prizes) and len(prizes) >= len(remaining) and all(p > 0 for p in prizes)
    if in_money:
        return roll_forward_in_money(room.cashier, tid, currency, remaining, prizes)
    return roll_forward_before_money(room.cashier, tid, currency, remaining)
