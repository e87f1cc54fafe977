"""A whole bots-only tournament on a simulated clock, with its conservation checks.

Used by `skg-poker qa tournament`, the tests and the benchmark: every player is a bot
funded from the bank, the field registers before the start, the director runs it to the
end, and the result says whether every chip and every cent is accounted for (computed
from the final tables and the ledger, never assumed).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from client.bots import make_bot
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.ledger import Currency, player_account, tourney_account
from client.room.tournament.director import State, Tournament
from client.room.tournament.events import PrizeAwarded, PrizePoolFinalized, TournamentEvent
from client.room.tournament.structure import Structure

SIM_START = datetime(2026, 1, 4, 9, 0, tzinfo=UTC)
REBUY_FUNDS = 4  # bots in rebuy events bring this many entry costs


@dataclass(frozen=True)
class SimulationResult:
    """Outcome of one simulated tournament."""

    tournament: Tournament
    finishing_order: list[str]
    prizes: dict[str, Decimal]
    hands_played: int
    chips_conserved: bool
    money_conserved: bool


def player_ids(count: int) -> list[str]:
    """Stable player ids for a simulated field."""
    return [f"p{i:05d}" for i in range(1, count + 1)]


@dataclass(frozen=True)
class BotField:
    """A registered bots-only tournament before its start, with its money and clock."""

    tournament: Tournament
    cashier: Cashier
    clock: SimulatedClock
    events: list[TournamentEvent]
    funds: Decimal  # what each bot was given


def bot_field(players: int, structure: Structure, seed: int, bots: str = "random"
              ) -> BotField:
    """Fund and register `players` bots of style `bots` (same seed, same tournament)."""
    clock = SimulatedClock(SIM_START - timedelta(hours=1))
    cashier = Cashier()
    events: list[TournamentEvent] = []
    tournament = Tournament("sim", structure, clock=clock, cashier=cashier,
                            starts_at=SIM_START, seed=seed, listener=events.append)
    funds = structure.entry_cost * (REBUY_FUNDS if structure.rebuy.enabled else 1)
    for index, player in enumerate(player_ids(players)):
        if funds > 0:
            cashier.deposit(player, funds, structure.currency)
        tournament.register(player, bot=make_bot(bots, seed * 1_000_003 + index))
        if structure.rebuy.enabled:
            tournament.set_auto_rebuy(player)
    return BotField(tournament, cashier, clock, events, funds)


def simulate(players: int, structure: Structure, seed: int, bots: str = "random",
             seconds_per_hand: float = 60.0) -> SimulationResult:
    """Register `players` bots of style `bots`, run to the end, check conservation."""
    run = bot_field(players, structure, seed, bots)
    tournament = run.tournament
    tournament.run_simulation(run.clock, seconds_per_hand)
    prizes = {p: e.prize + e.bounty_won for p, e in tournament.entrants.items()
              if e.prize + e.bounty_won > 0}
    money_ok = _money_conserved(tournament, run.cashier, run.events, run.funds)
    return SimulationResult(tournament, tournament.finishing_order(), prizes,
                            tournament.hands_played, tournament.chips_conserved(), money_ok)


def _money_conserved(tournament: Tournament, cashier: Cashier,
                     events: list[TournamentEvent], funds: Decimal) -> bool:
    """Ledger sums to zero; the tournament's accounts are empty; prizes paid equal the
    final pool; every player holds exactly deposit - payments + winnings."""
    ledger = cashier.ledger
    currency = tournament.structure.currency
    if any(ledger.total(c) != 0 for c in Currency):
        return False
    tid = tournament.tournament_id
    if tournament.state is State.FINISHED and any(
            ledger.balance(tourney_account(tid, part), currency) != 0
            for part in ("pool", "fees", "bounty")):
        return False
    pools = [e.pool for e in events if isinstance(e, PrizePoolFinalized)]
    paid = sum((e.amount for e in events if isinstance(e, PrizeAwarded) and e.kind != "bounty"),
               Decimal(0))
    if tournament.state is State.FINISHED and (len(pools) != 1 or paid != pools[0]):
        return False
    spent_by: dict[str, Decimal] = {}
    for record in cashier.records(tid):
        spent_by[record.player] = spent_by.get(record.player, Decimal(0)) + record.price.total
    for player, entrant in tournament.entrants.items():
        spent = spent_by.get(player, Decimal(0))
        held = ledger.balance(player_account(player), currency)
        held += ledger.balance(player_account(player), Currency.TMONEY)  # seats exchanged
        if held != funds - spent + entrant.prize + entrant.bounty_won:
            return False
    return True
