"""Rebuys and add-ons: more chips for money during the rebuy period (site rule 8).

A rebuy is bought between hands, with at most the starting stack and with the funds
available in the tournament's currency; the add-on once, during the add-on break that
ends the rebuy period. Auto-rebuy players rebuy on busting and take the add-on; other
humans who bust in the period get a short rebuy window (`rebuy_window.py`).
"""

from __future__ import annotations

from collections.abc import Callable

from client.room.cashier import Cashier, EntryKind, TourneyPrice
from client.room.table import Table
from client.room.tournament import events as ev
from client.room.tournament.entrant import Entrant
from client.room.tournament.errors import RegistrationError
from client.room.tournament.field import Field, State
from client.room.tournament.rebuy_window import RebuyWindows
from client.room.tracked import Tracked


class Rebuys(Tracked):
    """The rebuy period and add-on window of one tournament.

    `play_minutes()` reads the tournament clock; `addon_open` is set by the clock while the
    add-on break is due or running, `addon_done` once it ended.
    """

    def __init__(self, field: Field, cashier: Cashier, play_minutes: Callable[[], float],
                 is_self_excluded: Callable[[str], bool]) -> None:
        self._field = field
        self._cashier = cashier
        self._minutes = play_minutes
        self._excluded = is_self_excluded
        self.addon_open = False
        self.addon_done = False
        self.windows = RebuyWindows()

    def is_open(self) -> bool:
        """True during the rebuy period (tournament-clock minutes from the start)."""
        rebuy = self._field.structure.rebuy
        return (self._field.state is State.RUNNING and rebuy.enabled
                and self._minutes() < rebuy.minutes)

    def over(self) -> bool:
        """True once the rebuy period and the add-on (if any) are behind us."""
        rebuy = self._field.structure.rebuy
        if not rebuy.enabled:
            return True
        return self._minutes() >= rebuy.minutes and not self.windows.open and \
            (rebuy.addon_chips == 0 or self.addon_done)

    def rebuy(self, player: str) -> None:
        """Buy `structure.rebuy.chips` more chips: only in the rebuy period (or within the
        player's rebuy window, which may outlast it), between hands, with at most the
        starting stack, and with the funds available (site rule 8). A player in a rebuy
        window is dealt in again from the next hand."""
        field = self._field
        entrant = field.entrant(player)
        table = field.table_of(entrant)
        rebuy = field.structure.rebuy
        in_window = player in self.windows.open and not self.windows.open[player].declined
        if not (self.is_open() or in_window):
            raise RegistrationError("the rebuy period is over (or this is not a rebuy event)")
        if self._excluded(player):
            raise RegistrationError(f"{player} is self-excluded: no rebuys")
        if table.in_hand and player in table.dealt_in:
            raise RegistrationError("rebuy between hands: wait for this hand to finish")
        if table.stacks[player] > field.structure.starting_stack:
            raise RegistrationError("rebuys are allowed only with at most the starting stack")
        if rebuy.max_rebuys and entrant.rebuys >= rebuy.max_rebuys:
            raise RegistrationError(f"{player} has used all {rebuy.max_rebuys} rebuys")
        self._buy_chips(entrant, table, EntryKind.REBUY, rebuy.chips)
        entrant.rebuys += 1
        if in_window:
            self.windows.rebought(player)
            table.release(player)
            field.emit(ev.RebuyWindowClosed(field.tournament_id, field.clock.now(), player,
                                            "rebought"))

    def offer_window(self, entrant: Entrant, table: Table, bust: int, start_stack: int,
                     knocked_out_by: tuple[str, ...]) -> bool:
        """A busted human who may still rebuy keeps the seat, held, for the structure's
        window (rule 8: only with the funds available); True if the window opened."""
        field = self._field
        structure = field.structure
        seconds = structure.rebuy.window_seconds
        if entrant.bot is not None or seconds <= 0 or field.in_rounds or \
                not self._may_rebuy(entrant):
            return False
        now = field.clock.now()
        window = self.windows.offer(entrant.player, bust, start_stack, knocked_out_by, now,
                                    seconds)
        table.hold(entrant.player)
        field.emit(ev.RebuyOffered(field.tournament_id, now, entrant.player, table.table_id,
                                   window.ends_at, structure.rebuy.chips,
                                   structure.buy_in + structure.fee, str(structure.currency)))
        return True

    def decline(self, player: str) -> None:
        """`player` lets their rebuy window go: out once their bust hand is ranked."""
        field = self._field
        window = self.windows.open.get(player)
        if window is None or window.declined:
            raise RegistrationError(f"{player} has no rebuy window open")
        self.windows.decline(player)
        field.emit(ev.RebuyWindowClosed(field.tournament_id, field.clock.now(), player,
                                        "declined"))

    def expire_windows(self) -> None:
        """Announce the windows that ran out now."""
        field = self._field
        now = field.clock.now()
        for player in self.windows.expired(now):
            field.emit(ev.RebuyWindowClosed(field.tournament_id, now, player, "expired"))

    def _may_rebuy(self, entrant: Entrant) -> bool:
        """In the period, not self-excluded, rebuys left, and the funds available (rule 8:
        funds in play elsewhere or in another currency do not count)."""
        structure = self._field.structure
        rebuy = structure.rebuy
        if not self.is_open() or self._excluded(entrant.player):
            return False
        if rebuy.max_rebuys and entrant.rebuys >= rebuy.max_rebuys:
            return False
        cost = structure.buy_in + structure.fee
        return self._cashier.available(entrant.player, structure.currency) >= cost

    def add_on(self, player: str) -> None:
        """Take the add-on (once, at the end of the rebuy period / the add-on break)."""
        field = self._field
        entrant = field.entrant(player)
        table = field.table_of(entrant)
        if not self.addon_open:
            raise RegistrationError("add-ons are taken at the end of the rebuy period only")
        if entrant.added_on:
            raise RegistrationError(f"{player} already took the add-on")
        if self._excluded(player):
            raise RegistrationError(f"{player} is self-excluded: no add-on")
        self._buy_chips(entrant, table, EntryKind.ADD_ON, field.structure.rebuy.addon_chips)
        entrant.added_on = True

    def auto_rebuy(self, entrant: Entrant, table: Table) -> bool:
        """A busted auto-rebuy player rebuys if they still may and can pay; True if so."""
        if not entrant.auto_rebuy or not self._may_rebuy(entrant):
            return False
        rebuy = self._field.structure.rebuy
        self._buy_chips(entrant, table, EntryKind.REBUY, rebuy.chips)
        entrant.rebuys += 1
        return True

    def open_addons(self) -> None:
        """The add-on break is due: add-ons may be taken."""
        self.addon_open = True

    def close_addons(self) -> None:
        """The add-on break is over."""
        self.addon_open = False
        self.addon_done = True

    def auto_add_ons(self) -> None:
        """The add-on break began: every auto-rebuy player who can pay takes the add-on."""
        structure = self._field.structure
        cost = structure.buy_in + structure.fee
        for entrant in self._field.entrants.values():
            if entrant.alive and entrant.auto_rebuy and not entrant.added_on and \
                    not self._excluded(entrant.player) and \
                    self._cashier.available(entrant.player, structure.currency) >= cost:
                self.add_on(entrant.player)

    def _buy_chips(self, entrant: Entrant, table: Table, kind: EntryKind, chips: int) -> None:
        field = self._field
        s = field.structure
        price = TourneyPrice(s.currency, s.buy_in, s.fee)
        entrant.records.append(self._cashier.buy_in(entrant.player, field.tournament_id,
                                                    price, kind))
        table.add_chips(entrant.player, chips)
        field.chips_issued += chips
        field.emit(ev.Rebought(field.tournament_id, field.clock.now(), entrant.player,
                               str(kind), chips))
