"""Eliminations and ranking: finished hands turned into busts, places, bounties and the end.

Busts of one hand (or one synchronized hand-for-hand round) are ranked together by their
start-of-hand stacks; shootouts and heads-up brackets rank each round's losers together
and re-seat the round's winners. The prizes themselves go through the `Purse`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal

from client.room.bounties import BountyBook, Bust
from client.room.cashier import Cashier
from client.room.table import HandReport
from client.room.tournament import events as ev
from client.room.tournament.field import Field, State
from client.room.tournament.floor import Floor
from client.room.tournament.purse import Purse
from client.room.tournament.ranking import PlaceGroup, rank_eliminations
from client.room.tournament.rebuy_window import Window
from client.room.tournament.rebuys import Rebuys
from client.room.tracked import TList, Tracked


class Eliminations(Tracked):
    """Hand reports waiting to be applied, rounds, the money bubble and the finish.

    Hooks from the director: `paid_places()`, `finalize(force)` (fix the prize pool) and
    `reached_money()` (close late registration, fix the pool, early payouts).
    """

    def __init__(self, field: Field, cashier: Cashier, purse: Purse,
                 bounties: BountyBook | None, rebuys: Rebuys, floor: Floor, *,
                 paid_places: Callable[[], int], finalize: Callable[[bool], None],
                 reached_money: Callable[[], None]) -> None:
        self._field = field
        self._cashier = cashier
        self._purse = purse
        self._bounties = bounties
        self._rebuys = rebuys
        self._floor = floor
        self._paid_places = paid_places
        self._finalize = finalize
        self._reached_money = reached_money
        self.reports: list[HandReport] = TList()
        self.round = 1
        self.round_busted: list[str] = TList()
        self.in_the_money = False

    def hand_over(self, report: HandReport) -> None:
        """A table finished a hand: check its chips and keep it until it is applied."""
        if sum(report.start_stacks.values()) != sum(report.end_stacks.values()):
            self._field.chip_errors += 1
        self.reports.append(report)

    def apply(self, hand_for_hand: bool) -> bool:
        """Apply the finished hands (hand for hand: only once every table is done);
        True if any were applied."""
        if not self.reports:
            return False
        if hand_for_hand:
            if self._field.any_hand_running():
                return False
            reports, self.reports = self.reports, TList()
            self._eliminate_together(reports)
        else:
            reports, self.reports = self.reports, TList()
            for report in reports:
                self._eliminate_together([report])
        return True

    def _eliminate_together(self, reports: list[HandReport]) -> None:
        """Busts in one hand (or one synchronized hand-for-hand round) are ranked together;
        an auto-rebuy player rebuys, a human who may rebuy gets a rebuy window instead."""
        field = self._field
        windows = self._rebuys.windows
        bust = windows.new_bust()
        start: dict[str, int] = {}
        knocked: dict[str, tuple[str, ...]] = {}
        for report in reports:
            table = field.tables[report.table_id]
            for player in report.busted:
                entrant = field.entrants[player]
                stack, by = report.start_stacks[player], report.knocked_out_by[player]
                if self._rebuys.auto_rebuy(entrant, table) or \
                        self._rebuys.offer_window(entrant, table, bust, stack, by):
                    continue
                start[player] = stack
                knocked[player] = by
        self._eliminate(start, knocked)

    def eliminate_windows(self, groups: list[list[Window]]) -> None:
        """Rebuy windows closed without a rebuy: each bust group is ranked together by the
        chips its players had at the start of their bust hand (the same-hand rule)."""
        for group in groups:
            if self._field.state is not State.RUNNING:
                return
            self._eliminate({w.player: w.start_stack for w in group},
                            {w.player: w.knocked_out_by for w in group})

    def _eliminate(self, start: Mapping[str, int],
                   knocked: Mapping[str, tuple[str, ...]]) -> None:
        """Take `start`'s players (by their bust hand's start stacks) out and place them."""
        field = self._field
        if not start:
            return
        for player in start:
            entrant = field.entrants[player]
            field.tables[entrant.table_id or ""].leave(player)
            entrant.alive = False
            entrant.table_id = None
        self._pay_bounties(knocked)
        if field.in_rounds and len(field.tables) > 1:
            self.round_busted.extend(sorted(start))
            field.players_left -= len(start)
            self.next_round_if_done()
            return
        groups = rank_eliminations(dict(start), field.players_left)
        field.players_left -= len(start)
        for group in groups:
            self._place_group(group, knocked)
        self._after_eliminations()

    def _pay_bounties(self, knocked: Mapping[str, tuple[str, ...]]) -> None:
        """Bounties on the busted players go to the winners of their relevant pots."""
        if self._bounties is None:
            return
        for busted in sorted(knocked):
            winners = tuple(w for w in knocked[busted] if w != busted)
            if not winners:
                continue
            for award in self._bounties.bust(Bust(busted, winners)):
                self._bounty_paid(award.player, award.cash)

    def _bounty_paid(self, player: str, cash: Decimal) -> None:
        field = self._field
        if cash > 0:
            field.entrants[player].bounty_won += cash
            field.emit(ev.PrizeAwarded(field.tournament_id, field.clock.now(), player, cash,
                                       str(field.structure.currency), "bounty"))

    def _place_group(self, group: PlaceGroup,
                     knocked: Mapping[str, tuple[str, ...]] | None = None,
                     eliminated: bool = True) -> None:
        """Give `group` its place(s) and prizes; announce the eliminations (the players who
        finish the tournament in play are announced by `TournamentFinished`)."""
        field = self._field
        now = field.clock.now()
        for player in group.players:
            field.entrants[player].place = group.place
            if eliminated:
                by = knocked.get(player, ()) if knocked else ()
                field.emit(ev.PlayerEliminated(field.tournament_id, now, player, group.place,
                                               group.players, by))
        self._purse.award(group, [field.entrants[p] for p in group.players])

    def _after_eliminations(self) -> None:
        """Money reached; the end once one player is left or all left win the same prize."""
        field = self._field
        if not self.in_the_money and field.players_left <= self._paid_places():
            self.in_the_money = True
            self._reached_money()
        if field.players_left <= 1 or self._purse.same_prize_for(field.players_left):
            self._finish_all_remaining_tie()

    def _finish_all_remaining_tie(self) -> None:
        """End: the remaining players share the top places (one winner, or players who all
        win the same prize, such as a satellite's seat)."""
        field = self._field
        alive = sorted(p for p, e in field.entrants.items() if e.alive)
        for player in alive:
            entrant = field.entrants[player]
            entrant.alive = False
            entrant.table_id = None
        field.players_left = 0
        self._place_group(PlaceGroup(1, tuple(alive)), eliminated=False)
        self._finish()

    def finish_by_chips(self) -> None:
        """A deal paid out everything: the final table's players are ranked by chips."""
        field = self._field
        table = next(iter(field.tables.values()))
        stacks = {p: table.stacks[p] for p in table.seats.values()}
        for player in list(stacks):
            field.entrants[player].alive = False
            field.entrants[player].table_id = None
        for group in rank_eliminations(stacks, len(stacks)):
            self._place_group(group, eliminated=False)
        field.players_left = 0
        self._finish()

    def _finish(self) -> None:
        field = self._field
        self._finalize(True)
        winners = [p for p, e in field.entrants.items() if e.place == 1]
        if self._bounties is not None and len(winners) == 1:
            for award in self._bounties.tournament_won(winners[0]):
                self._bounty_paid(award.player, award.cash)
        field.chips_retired += field.chips_in_play()
        field.tables.clear()
        field.state = State.FINISHED
        self._cashier.collect_fees(field.tournament_id, field.structure.currency)
        field.emit(ev.TournamentFinished(field.tournament_id, field.clock.now(),
                                         tuple(self.finishing_order())))

    def finishing_order(self) -> list[str]:
        """Players by place, winner first; tied players adjacent (in id order)."""
        placed = [(e.place, p) for p, e in self._field.entrants.items() if e.place is not None]
        return [p for _, p in sorted(placed)]

    def next_round_if_done(self) -> None:
        """Shootouts and heads-up brackets: once every table is down to one player, rank
        the round's losers together and seat the winners for the next round."""
        field = self._field
        tables = list(field.tables.values())
        if any(len(t.seats) > 1 for t in tables):
            return
        winners = sorted(p for t in tables for p in t.seats.values())
        group = PlaceGroup(len(winners) + 1, tuple(self.round_busted))
        self.round_busted = TList()
        self._place_group(group)
        if not self.in_the_money and len(winners) <= self._paid_places():
            self.in_the_money = True
        if len(winners) == 1:
            self._finish_all_remaining_tie()
            return
        for table in tables:
            for player in list(table.seats.values()):
                field.chips_retired += table.leave(player)
            self._floor.close_table(table)
        self.round += 1
        field.emit(ev.ShootoutRound(field.tournament_id, field.clock.now(), self.round,
                                    len(winners)))
        self._floor.seat_field(winners)
