"""The money side of one tournament: the prize pool, the prize list, and every payment.

The pool is what the cashier collected into "tourney:<id>:pool" (plus the site's overlay
up to a guarantee). Until it is final (rule 7) the lobby shows a projection; places
decided before that are paid the moment it becomes final. Ties share their places'
prizes to the cent, early-payout events pay the minimum prize on reaching the money, and
a deal replaces the prizes still to be won. Nothing here decides *when*: the director does.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal

from client.room.cashier import Cashier
from client.room.clock import Clock
from client.room.errors import InvalidDealError
from client.room.ledger import SYS_OVERLAY, player_account, tourney_account
from client.room.saved.schema import PlaceGroupState, PurseState
from client.room.tournament import events as ev
from client.room.tournament.entrant import ZERO, Entrant
from client.room.tournament.payouts import CENT, prize_amounts, satellite_prizes, tied_prizes
from client.room.tournament.ranking import PlaceGroup
from client.room.tournament.structure import Structure
from client.room.tournament.views import PrizeRow, PrizeTable
from client.room.tracked import TList, Tracked


class Purse(Tracked):
    """Prize pool and payments of tournament `tournament_id`, all through the ledger.

    `on_seat(entrant)` is called after a satellite seat's value was paid to its winner
    (the director then buys them into the target event).
    """

    def __init__(self, tournament_id: str, structure: Structure, cashier: Cashier,
                 clock: Clock, emit: Callable[[ev.TournamentEvent], None],
                 on_seat: Callable[[Entrant], None]) -> None:
        self.tournament_id = tournament_id
        self.structure = structure
        self.cashier = cashier
        self.clock = clock
        self._emit = emit
        self._on_seat = on_seat
        self.final = False
        self.place_prizes: list[Decimal] = TList()  # index 0: first place
        self.paid_total = ZERO
        self._unpaid: list[tuple[PlaceGroup, list[Entrant]]] = TList()

    @property
    def account(self) -> str:
        """The ledger account holding the prize pool."""
        return tourney_account(self.tournament_id, "pool")

    def pool(self) -> Decimal:
        """Everything in the prize pool, including prizes already paid out of it."""
        held = self.cashier.ledger.balance(self.account, self.structure.currency)
        return held + self.paid_total

    def projected_pool(self) -> Decimal:
        """The pool as it stands, at least the guarantee."""
        return max(self.pool(), self.structure.guarantee)

    def prize_list(self, entries: int) -> list[Decimal]:
        """Prize per place (first first): final, or projected for `entries` entries."""
        if self.final:
            return self.place_prizes
        return self._prizes(self.projected_pool(), entries)

    def paid_places(self, entries: int) -> int:
        """How many places are paid (satellites: seats plus the leftover-cash place)."""
        if self.final:
            return len(self.place_prizes)
        if self.structure.policy.pays_seats:
            return len(self.prize_list(entries))
        return self.structure.bracket_for(max(entries, 1)).paid_places

    def _prizes(self, pool: Decimal, entries: int) -> list[Decimal]:
        """Prize per place of `pool`: seats (and the leftover) when the kind pays seats,
        else the payout bracket of `entries` entries."""
        if self.structure.policy.pays_seats:
            return satellite_prizes(pool, self.structure.seat_value).amounts()
        return prize_amounts(pool, self.structure.bracket_for(max(entries, 1)),
                             self.structure.currency.unit)

    def seats(self) -> int:
        """Satellite seats the final pool buys."""
        return satellite_prizes(self.pool(), self.structure.seat_value).seats

    def same_prize_for(self, players_left: int) -> bool:
        """Whether every one of `players_left` players would receive the same prize, so the
        tournament ends (site rule): satellites once each has a seat, else when places
        1..players_left pay alike (first place's rounding units aside)."""
        if not self.final or players_left < 2:
            return False
        if self.structure.policy.pays_seats:
            return players_left <= self.seats()
        prizes = (self.place_prizes + [ZERO] * players_left)[:players_left]
        extra = prizes[0] - prizes[1]  # rounding units only: a deal's money left is exact
        unit = self.structure.currency.unit
        rounding = unit * len(self.place_prizes) if prizes[1] > 0 else unit
        return len(set(prizes[1:])) == 1 and ZERO <= extra < rounding

    def finalize(self, entries: int) -> None:
        """Fix the prizes: top up to the guarantee, compute the list, pay decided places."""
        currency = self.structure.currency
        held = self.cashier.ledger.balance(self.account, currency)
        if self.structure.guarantee > held:
            self.cashier.ledger.transfer(SYS_OVERLAY, self.account,
                                         self.structure.guarantee - held, currency,
                                         f"guarantee of {self.tournament_id}")
            held = self.structure.guarantee
        self.place_prizes = TList(self._prizes(held, entries))
        self.final = True
        self.cashier.collect_fees(self.tournament_id, currency)
        self._emit(ev.PrizePoolFinalized(self.tournament_id, self.clock.now(), held, entries,
                                         len(self.place_prizes)))
        unpaid, self._unpaid = self._unpaid, TList()
        for group, entrants in unpaid:
            self._pay_group(group, entrants)

    def award(self, group: PlaceGroup, entrants: Sequence[Entrant]) -> None:
        """Pay the places of `group` (tied players share), or as soon as the pool is final."""
        if self.final:
            self._pay_group(group, entrants)
        else:
            self._unpaid.append((group, TList(entrants)))

    def _pay_group(self, group: PlaceGroup, entrants: Sequence[Entrant]) -> None:
        by_id = {e.player: e for e in entrants}
        seat_value = self.structure.seat_value
        for player, amount in tied_prizes(self.place_prizes, group.place, group.players,
                                          self.structure.currency.unit).items():
            entrant = by_id[player]
            due = amount - entrant.early_paid
            if due <= 0:
                continue
            if self.structure.policy.pays_seats and amount >= seat_value:
                self.pay(entrant, due, "seat")
                self._on_seat(entrant)
            else:
                self.pay(entrant, due, "prize")

    def early_payouts(self, alive: Sequence[Entrant]) -> None:
        """Early-payout events: everyone left gets the minimum prize on reaching the money."""
        if not (self.structure.early_payout and self.final and self.place_prizes):
            return
        minimum = self.place_prizes[-1]
        for entrant in alive:
            if entrant.early_paid == ZERO:
                self.pay(entrant, minimum, "early")
                entrant.early_paid = minimum

    def pay(self, entrant: Entrant, amount: Decimal, kind: str) -> None:
        """Move `amount` from the pool to the player and announce it."""
        if amount <= 0:
            return
        currency = self.structure.currency
        self.cashier.ledger.transfer(self.account, player_account(entrant.player), amount,
                                     currency, f"{kind} in {self.tournament_id}")
        entrant.prize += amount
        self.paid_total += amount
        self._emit(ev.PrizeAwarded(self.tournament_id, self.clock.now(), entrant.player, amount,
                                   str(currency), kind))

    def remaining_prizes(self, players_left: int) -> list[Decimal]:
        """Prizes still to be won by the players left, best place first."""
        return self.place_prizes[:players_left]

    def pay_deal(self, amounts: Mapping[str, Decimal], alive: Sequence[Entrant],
                 left_for: Sequence[Decimal] = ()) -> Decimal:
        """Pay an agreed deal to the `alive` players; returns what stays in play.

        What the remaining places would pay (less early payouts) is divided; what stays
        in play goes to first, or by place as `left_for` says (first place first: players
        may leave money for other finishes too); the places already decided keep theirs.
        """
        by_id = {e.player: e for e in alive}
        if set(amounts) != set(by_id):
            raise InvalidDealError("a deal must include all remaining players and no one else")
        early = sum((e.early_paid for e in alive), ZERO)
        available = sum(self.remaining_prizes(len(alive)), ZERO) - early
        total = sum(amounts.values(), ZERO)
        if any(a < 0 or a != a.quantize(CENT) for a in amounts.values()) or \
                total > available:
            raise InvalidDealError(f"the deal pays {total} but only {available} remains")
        left = available - total
        in_play = list(left_for) if left_for else [left]
        if len(in_play) > len(alive) or sum(in_play, ZERO) != left or any(
                a < 0 or a != a.quantize(CENT) for a in in_play):
            raise InvalidDealError(
                f"{left} stays in play: leave it by place (one amount per remaining player "
                "at most, whole cents) adding up exactly")
        for player in sorted(amounts):
            self.pay(by_id[player], amounts[player], "deal")
            by_id[player].early_paid = ZERO
        self.place_prizes = TList(in_play + [ZERO] * (len(alive) - len(in_play))
                                  + self.place_prizes[len(alive):])
        return left

    def to_state(self) -> PurseState:
        """Pool state as saved data (the money itself is in the ledger)."""
        return PurseState(final=self.final, place_prizes=tuple(self.place_prizes),
                          paid_total=self.paid_total,
                          unpaid=tuple(PlaceGroupState(place=g.place, players=g.players)
                                       for g, _ in self._unpaid))

    def restore(self, state: PurseState, entrants: Mapping[str, Entrant]) -> None:
        """Continue from saved data; `entrants` by player id (for places still unpaid)."""
        self.final = state.final
        self.place_prizes = TList(state.place_prizes)
        self.paid_total = state.paid_total
        self._unpaid = TList((PlaceGroup(g.place, g.players),
                              TList(entrants[p] for p in g.players)) for g in state.unpaid)

    def table(self, entries: int) -> PrizeTable:
        """The Prizes tab: places with equal prizes grouped; `final` once fixed."""
        rows: list[PrizeRow] = []
        for place, amount in enumerate(self.prize_list(entries), start=1):
            if rows and rows[-1].amount == amount and rows[-1].last == place - 1:
                rows[-1] = PrizeRow(rows[-1].first, place, amount)
            else:
                rows.append(PrizeRow(place, place, amount))
        return PrizeTable(self.final, self.projected_pool(), str(self.structure.currency),
                          tuple(rows))
