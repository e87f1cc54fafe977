"""A cancellation drill: a bots-only tournament played down to K players, then cancelled.

Used by `skg-poker qa cancel` so a tester can check the cancellation policy on a real
field: who remained with what, the award pool divided, the prizes not yet awarded, what
each entrant paid and got back, and whether every cent is still accounted for (computed
from the ledger after the cancellation, never assumed).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from client.room.cancellation import CancelMethod, overlay
from client.room.ledger import CENT, ZERO, Currency, player_account, tourney_account
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import TournamentError
from client.room.tournament.simulation import BotField, bot_field
from client.room.tournament.structure import Structure

MAX_TICKS = 1_000_000


@dataclass(frozen=True)
class CancelDrill:
    """What one cancellation did; money per player in the tournament's currency."""

    method: CancelMethod
    in_the_money: bool
    remaining: dict[str, int]  # chips of each player still in at the cancellation
    award_pool: Decimal  # the prize pool as it stood, less any guarantee overlay
    unawarded_prizes: list[Decimal]  # prizes of the places not yet decided (once fixed)
    payouts: dict[str, Decimal]  # roll forward: each remaining player's share of the pool
    entries: dict[str, Decimal]  # what each entrant paid into the tournament
    refunds: dict[str, Decimal]  # what each entrant got back besides a pool share
    money_conserved: bool


def play_down_to(run: BotField, at_players: int, seconds_per_hand: float = 60.0) -> None:
    """Play whole hands until at most `at_players` remain (several may bust in one hand)."""
    tournament, clock = run.tournament, run.clock
    clock.advance_to(tournament.starts_at)
    for _ in range(MAX_TICKS):
        tournament.tick()
        if tournament.state is State.RUNNING and tournament.players_left <= at_players:
            return
        if tournament.state in (State.FINISHED, State.CANCELLED):
            raise TournamentError(
                f"the tournament ended before {at_players} players were left "
                "(one player left, or all left won the same prize)")
        clock.advance(seconds_per_hand)
    raise TournamentError(f"{at_players} players were not reached in {MAX_TICKS} ticks")


def cancel_drill(players: int, structure: Structure, seed: int, at_players: int, *,
                 roll_forward: bool, bots: str = "random") -> CancelDrill:
    """Play `players` bots down to `at_players`, cancel by rollback or roll forward (before
    or in the money, whichever the field has reached), and account for every cent."""
    if not 2 <= at_players < players:
        raise TournamentError("cancel at 2 or more players left, fewer than entered")
    run = bot_field(players, structure, seed, bots)
    play_down_to(run, at_players)
    tournament, ledger = run.tournament, run.cashier.ledger
    currency, tid = structure.currency, tournament.tournament_id
    in_money = tournament.eliminations.in_the_money
    remaining = dict(sorted((p, table.stacks[p]) for table in tournament.tables.values()
                            for p in table.seats.values() if tournament.entrants[p].alive))
    award_pool = ledger.balance(tourney_account(tid, "pool"), currency) - overlay(
        ledger, tid, currency)
    unawarded = tournament.remaining_prizes() if tournament.purse.final else []
    method = (CancelMethod.ROLLBACK if not roll_forward
              else CancelMethod.ROLL_FORWARD_IN_MONEY if in_money
              else CancelMethod.ROLL_FORWARD_BEFORE_MONEY)
    result = tournament.cancel(method)
    pool = tourney_account(tid, "pool")
    payouts: dict[str, Decimal] = {}
    got: dict[str, Decimal] = {}
    for entry in result.entries:
        if entry.currency != currency or not entry.dst.startswith("player:"):
            continue
        player = entry.dst.removeprefix("player:")
        got[player] = got.get(player, ZERO) + entry.amount
        if roll_forward and entry.src == pool:
            payouts[player] = payouts.get(player, ZERO) + entry.amount
    paid: dict[str, Decimal] = {}
    for record in run.cashier.records(tid, include_refunded=True):
        paid[record.player] = paid.get(record.player, ZERO) + record.price.total
    refunds = {p: (got.get(p, ZERO) - payouts.get(p, ZERO)).quantize(CENT)
               for p in sorted(tournament.entrants)}
    return CancelDrill(result.method, in_money, remaining, award_pool, unawarded, payouts,
                       paid, refunds, _conserved(run, tournament, paid, got))


def _conserved(run: BotField, tournament: Tournament, paid: dict[str, Decimal],
               got: dict[str, Decimal]) -> bool:
    """Ledger sums to zero; the tournament's accounts are empty; each player holds exactly
    their funds - payments + prizes won before the cancellation + what it gave them."""
    ledger, currency = run.cashier.ledger, tournament.structure.currency
    if any(ledger.total(c) != 0 for c in Currency):
        return False
    tid = tournament.tournament_id
    if any(ledger.balance(tourney_account(tid, part), currency) != 0
           for part in ("pool", "fees", "bounty")):
        return False
    for player, entrant in tournament.entrants.items():
        held = ledger.balance(player_account(player), currency)
        due = (run.funds - paid.get(player, ZERO) + entrant.prize + entrant.bounty_won
               + got.get(player, ZERO))
        if held != due:
            return False
    return True
