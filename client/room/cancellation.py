"""Tournament cancellation: rollback, roll-forward, heads-up chip count (site policy).

- Rollback: every buy-in, fee, rebuy, add-on and knockout entry is refunded in
  exactly the format paid (T$10 + $15 comes back as T$10 + $15).
- Roll-forward: each remaining player gets their tournament fee (and knockout
  bounty) back, then the award pool is divided: before the money 50% evenly and
  50% by chips, as one share per player rounded once (equal stacks get equal
  shares); in the money each gets the smallest prize not yet awarded and the
  rest goes by chips.
- Heads-up sit & go: the pool by chip count.
Guaranteed pools refund only the buy-ins: the overlay the site put in (moved
from "sys:overlay") goes back to it. Fixed and team bounties are paid by the
site only on elimination, so they are never part of a refund; tickets and other
non-cash prizes never enter the ledger, so only cash is divided. When money
already paid out leaves an account short for a rollback, the site makes up the
difference ("sys:compensation"). Every result is one atomic ledger posting,
exact to the cent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_FLOOR, Decimal
from enum import StrEnum

from client.room.bounties import BountyBook
from client.room.cashier import BuyIn, Cashier, EntryKind
from client.room.errors import CancellationError
from client.room.ledger import (
    CENT,
    HOUSE_FEES,
    SYS_OVERLAY,
    ZERO,
    Currency,
    Entry,
    Ledger,
    Transfer,
    apportion,
    money,
    player_account,
    tourney_account,
)

SYS_COMPENSATION = "sys:compensation"


class CancelMethod(StrEnum):
    """Which compensation method management chose."""

    ROLLBACK = "rollback"
    ROLL_FORWARD_BEFORE_MONEY = "roll-forward-before-money"
    ROLL_FORWARD_IN_MONEY = "roll-forward-in-money"
    HEADS_UP_CHIP_COUNT = "heads-up-chip-count"


@dataclass(frozen=True, slots=True)
class CancellationResult:
    """What each player received (in the tournament currency, T$ refunds apart) and the entries."""

    method: CancelMethod
    payouts: tuple[tuple[str, Decimal], ...]
    entries: tuple[Entry, ...]


def overlay(ledger: Ledger, tourney: str, currency: Currency) -> Decimal:
    """Net money the site added to the pool to meet a guarantee (from "sys:overlay")."""
    pool = tourney_account(tourney, "pool")
    added = ZERO
    for entry in ledger.entries:
        if entry.currency != currency:
            continue
        if entry.src == SYS_OVERLAY and entry.dst == pool:
            added += entry.amount
        elif entry.src == pool and entry.dst == SYS_OVERLAY:
            added -= entry.amount
    return added


def _sweep(ledger: Ledger, moves: list[Transfer], account: str, currency: Currency,
           to: Sequence[tuple[str, Decimal | None]]) -> None:
    """Cover any shortfall of `account` first, then empty what is left into `to` in order.

    `to` pairs a destination with a maximum (None: everything left).
    """
    need = sum((m.amount for m in moves if m.src == account and m.currency == currency), ZERO)
    have = ledger.balance(account, currency) + sum(
        (m.amount for m in moves if m.dst == account and m.currency == currency), ZERO)
    if have < need:
        moves.insert(0, Transfer(SYS_COMPENSATION, account, need - have, currency,
                                 f"site covers {account} for the cancellation"))
        return
    left = have - need
    for dst, limit in to:
        amount = left if limit is None else min(left, limit)
        if amount > 0:
            moves.append(Transfer(account, dst, amount, currency, f"cancellation: {account}"))
            left -= amount


def _payouts(moves: Sequence[Transfer], currency: Currency) -> tuple[tuple[str, Decimal], ...]:
    got: dict[str, Decimal] = {}
    for m in moves:
        if m.currency != currency:
            continue
        if m.dst.startswith("player:"):
            got[m.dst[7:]] = got.get(m.dst[7:], ZERO) + m.amount
        if m.src.startswith("player:"):
            got[m.src[7:]] = got.get(m.src[7:], ZERO) - m.amount
    return tuple((p, a) for p, a in got.items() if a)


def rollback(cashier: Cashier, tourney: str, currency: Currency) -> CancellationResult:
    """Refund every payment into the tournament in exactly the format it was paid."""
    ledger = cashier.ledger
    records = cashier.records(tourney)
    moves = cashier.refund_transfers([r.id for r in records], "tournament cancelled")
    pool = tourney_account(tourney, "pool")
    _sweep(ledger, moves, pool, currency,
           [(SYS_OVERLAY, overlay(ledger, tourney, currency)), (SYS_COMPENSATION, None)])
    _sweep(ledger, moves, tourney_account(tourney, "bounty"), currency,
           [(SYS_COMPENSATION, None)])
    _sweep(ledger, moves, tourney_account(tourney, "fees"), currency, [(HOUSE_FEES, None)])
    entries = ledger.post(moves)
    cashier.mark_refunded([r.id for r in records])
    return CancellationResult(CancelMethod.ROLLBACK, _payouts(moves, currency), tuple(entries))


def _current_entry(records: Sequence[BuyIn]) -> list[BuyIn]:
    """The payments of a player's live entry: from their last buy-in or re-entry on."""
    start = max((i for i, r in enumerate(records)
                 if r.kind in (EntryKind.BUY_IN, EntryKind.RE_ENTRY)), default=0)
    return list(records[start:])


def _check_remaining(remaining: Sequence[tuple[str, int]]) -> None:
    players = [p for p, _ in remaining]
    if not remaining or len(set(players)) != len(players):
        raise CancellationError("give each remaining player once, with their chips")
    for player, chips in remaining:
        if isinstance(chips, bool) or not isinstance(chips, int) or chips <= 0:
            raise CancellationError(f"{player} must have a positive chip count, got {chips!r}")


def _roll_forward(cashier: Cashier, tourney: str, currency: Currency,
                  remaining: Sequence[tuple[str, int]], minimum: Decimal | None,
                  bounties: BountyBook | None, refund_fees: bool) -> CancellationResult:
    _check_remaining(remaining)
    ledger = cashier.ledger
    fees_acc, bounty_acc = tourney_account(tourney, "fees"), tourney_account(tourney, "bounty")
    pool = tourney_account(tourney, "pool")
    moves: list[Transfer] = []
    fees_held = ledger.balance(fees_acc, currency)
    heads: list[Decimal] = []  # knockout bounty on each remaining player
    for player, _ in remaining:
        live = _current_entry(cashier.records(tourney, player))
        fee = sum((r.price.fee for r in live), ZERO) if refund_fees else ZERO
        if fee:
            src = fees_acc if fees_held >= fee else HOUSE_FEES
            fees_held -= fee if src == fees_acc else ZERO
            moves.append(Transfer(src, player_account(player), fee, currency,
                                  f"cancelled {tourney}: fee refunded"))
        heads.append(bounties.bounty_of(player) if bounties else
                     sum((r.price.bounty for r in live), ZERO))
    if refund_fees and any(heads):
        if bounties is None:  # no book: the bounty money goes back by knockout entry paid
            heads = apportion(heads, ledger.balance(bounty_acc, currency))
        moves.extend(Transfer(bounty_acc, player_account(player), head, currency,
                              f"cancelled {tourney}: knockout bounty refunded")
                     for (player, _), head in zip(remaining, heads, strict=True) if head)
    extra = overlay(ledger, tourney, currency)
    award = max(ledger.balance(pool, currency) - extra, ZERO)
    if award:
        chips = [Decimal(c) for _, c in remaining]
        count = len(remaining)
        if minimum is None:  # award/2n + award/2 * c/C each = award * (C + n c) / 2nC
            total = sum(chips, ZERO)
            shares = apportion([total + count * c for c in chips], award)
        else:
            floor = min(minimum, (award / count).quantize(CENT, ROUND_FLOOR))
            shares = [floor + s for s in apportion(chips, award - floor * count)]
        moves.extend(Transfer(pool, player_account(p), share, currency,
                              f"cancelled {tourney}: prize pool share")
                     for (p, _), share in zip(remaining, shares, strict=True) if share)
    _sweep(ledger, moves, pool, currency, [(SYS_OVERLAY, extra), (SYS_COMPENSATION, None)])
    _sweep(ledger, moves, bounty_acc, currency, [(SYS_COMPENSATION, None)])
    _sweep(ledger, moves, fees_acc, currency, [(HOUSE_FEES, None)])
    method = (CancelMethod.HEADS_UP_CHIP_COUNT if not refund_fees
              else CancelMethod.ROLL_FORWARD_BEFORE_MONEY if minimum is None
              else CancelMethod.ROLL_FORWARD_IN_MONEY)
    entries = ledger.post(moves)
    return CancellationResult(method, _payouts(moves, currency), tuple(entries))


def roll_forward_before_money(cashier: Cashier, tourney: str, currency: Currency,
                              remaining: Sequence[tuple[str, int]],
                              bounties: BountyBook | None = None) -> CancellationResult:
    """Fees (and knockout bounties) back; the pool 50% evenly and 50% by chips.

    Pass the tournament's `bounties` book so each remaining player gets back the
    bounty now on their head (progressive knockouts grow it); without it the
    bounty account is shared back in proportion to the knockout entries paid.
    """
    return _roll_forward(cashier, tourney, currency, remaining, None, bounties, True)


def roll_forward_in_money(cashier: Cashier, tourney: str, currency: Currency,
                          remaining: Sequence[tuple[str, int]],
                          unawarded_prizes: Sequence[Decimal],
                          bounties: BountyBook | None = None) -> CancellationResult:
    """Fees (and knockout bounties) back; each the smallest unawarded prize, rest by chips.

    `unawarded_prizes` are the cash prizes of the places not yet awarded.
    """
    if len(unawarded_prizes) < len(remaining):
        raise CancellationError(
            "in the money every remaining player has a prize: give one unawarded cash prize "
            "per remaining player (use roll_forward_before_money otherwise)"
        )
    minimum = min(money(p, "unawarded prize") for p in unawarded_prizes)
    return _roll_forward(cashier, tourney, currency, remaining, minimum, bounties, True)


def heads_up_chip_count(cashier: Cashier, tourney: str, currency: Currency,
                        stacks: Sequence[tuple[str, int]]) -> CancellationResult:
    """Heads-up sit & go hit by downtime: the prize pool split by chip count."""
    if len(stacks) != 2:
        raise CancellationError("a heads-up chip count distribution needs exactly two players")
    _check_remaining(stacks)
    return _roll_forward(cashier, tourney, currency, stacks, ZERO, None, False)
