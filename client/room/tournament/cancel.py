"""Cancelling a tournament: too few players at the start, or the cancellation policy.

The money side of each policy (rollback, roll forward before or in the money, heads-up
chip count) is in `client.room.cancellation`; this module picks the policy the state of
the tournament allows and takes every table out of play.
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from client.room.bounties import BountyBook
from client.room.cancellation import (
    CancellationResult,
    CancelMethod,
    heads_up_chip_count,
    roll_forward_before_money,
    roll_forward_in_money,
    rollback,
)
from client.room.cashier import Cashier
from client.room.tournament import events as ev
from client.room.tournament.errors import TournamentError
from client.room.tournament.field import Field, State


def cancel_too_few(field: Field, cashier: Cashier) -> None:
    """Start time came with fewer players than the minimum: refund every stake."""
    for entrant in field.entrants.values():
        for record in entrant.records:
            cashier.refund(record.id, memo="cancelled")
    field.state = State.CANCELLED
    field.emit(ev.TournamentCancelled(
        field.tournament_id, field.clock.now(),
        f"only {len(field.entrants)} registered; stakes refunded"))


def compensate(field: Field, cashier: Cashier, method: CancelMethod, *, in_the_money: bool,
               prizes_final: bool, remaining_prizes: Sequence[Decimal],
               bounties: BountyBook | None) -> CancellationResult:
    """The money side of cancelling by `method` (cancellation policy), posted through
    `cashier`: the tournament's own to cancel it, a sandbox one for a payouts preview."""
    if field.state in (State.FINISHED, State.CANCELLED):
        raise TournamentError(f"{field.tournament_id} is already {field.state}")
    currency = field.structure.currency
    tid = field.tournament_id
    remaining = sorted((p, field.tables[e.table_id].stacks[p])
                       for p, e in field.entrants.items() if e.alive and e.table_id)
    if method is CancelMethod.ROLLBACK or field.state is State.REGISTERING:
        return rollback(cashier, tid, currency)
    if method is CancelMethod.ROLL_FORWARD_BEFORE_MONEY:
        if in_the_money:
            raise TournamentError("players are in the money: roll forward in the money")
        return roll_forward_before_money(cashier, tid, currency, remaining, bounties)
    if method is CancelMethod.ROLL_FORWARD_IN_MONEY:
        if not (in_the_money and prizes_final):
            raise TournamentError("nobody is in the money yet: roll forward before it")
        return roll_forward_in_money(cashier, tid, currency, remaining,
                                     list(remaining_prizes), bounties)
    return heads_up_chip_count(cashier, tid, currency, remaining)


def cancel(field: Field, cashier: Cashier, method: CancelMethod, *, in_the_money: bool,
           prizes_final: bool, remaining_prizes: Sequence[Decimal],
           bounties: BountyBook | None) -> CancellationResult:
    """Cancel a tournament and compensate its players by `method` (cancellation policy)."""
    result = compensate(field, cashier, method, in_the_money=in_the_money,
                        prizes_final=prizes_final, remaining_prizes=remaining_prizes,
                        bounties=bounties)
    field.chips_retired += field.chips_in_play()
    field.tables.clear()
    for entrant in field.entrants.values():
        entrant.alive = False
        entrant.table_id = None
    field.players_left = 0
    field.state = State.CANCELLED
    field.emit(ev.TournamentCancelled(field.tournament_id, field.clock.now(),
                                      f"cancelled: {method}"))
    return result
