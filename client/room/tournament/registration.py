"""Registration and entries: who may enter, pays, re-enters or withdraws, and when late
registration closes (site rules 9 and 10).

`Registration` changes only entrants and its own counters; seating a late registrant and
starting a full sit & go are the director's follow-ups to `register`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from decimal import Decimal

from client.bots.protocol import Bot
from client.room.bounties import BountyBook
from client.room.cashier import Cashier, EntryKind, TourneyPrice
from client.room.ledger import SYS_TMONEY, Currency, Transfer, player_account
from client.room.tournament import events as ev
from client.room.tournament.entrant import ZERO, Entrant, Ticket
from client.room.tournament.errors import RegistrationError
from client.room.tournament.field import Field, State
from client.room.tracked import TList, Tracked

TICKETS = "house:tickets"


class Registration(Tracked):
    """Entries into one tournament: buy-ins, re-entries, unregistration, late closing.

    `entries` counts every entry (re-entries included), `humans` the entrants without a
    bot; `late_closed` turns true once no new entry is accepted any more.
    """

    def __init__(self, field: Field, cashier: Cashier, bounties: BountyBook | None, *,
                 starts_at: datetime, opens_at: datetime,
                 is_self_excluded: Callable[[str], bool]) -> None:
        self._field = field
        self._cashier = cashier
        self._bounties = bounties
        self.starts_at = starts_at
        self.opens_at = opens_at
        self.excluded = is_self_excluded
        self.tickets: list[Ticket] = TList()
        self.entries = 0
        self.humans = 0
        self.late_closed = False

    @property
    def price(self) -> TourneyPrice:
        """What one entry costs (buy-in to the pool, fee, knockout bounty)."""
        s = self._field.structure
        return TourneyPrice(s.currency, s.buy_in, s.fee, s.bounty)

    @property
    def late_closes_at(self) -> datetime:
        """Start time plus the late-registration length, in clock time (site rule 9)."""
        minutes = self._field.structure.late_registration_minutes
        return self.starts_at + timedelta(minutes=minutes)

    def is_open(self) -> bool:
        """Whether a new entry is accepted right now (never for a Day 2: only Day 1
        survivors get in, carried over)."""
        field = self._field
        if field.structure.day_two:
            return False
        now = field.clock.now()
        if field.state is State.REGISTERING:
            full = 0 < field.structure.max_players <= len(field.entrants)
            return now >= self.opens_at and not full
        return (field.state is State.RUNNING and not self.late_closed
                and now < self.late_closes_at)

    def register(self, player: str, bot: Bot | None,
                 payment: Mapping[Currency, Decimal] | None, via_satellite: bool) -> Entrant:
        """Enter (or re-enter) `player`, paying through the cashier; the new entrant.

        Raises `RegistrationError` (nothing changes) when registration is closed, the player
        is self-excluded, already in, or out of entries; `InsufficientFundsError` when they
        cannot pay.
        """
        field = self._field
        if self.excluded(player):
            raise RegistrationError(f"{player} is self-excluded and cannot enter tournaments")
        if not self.is_open():
            raise RegistrationError(
                f"registration for {field.structure.name} is closed; choose another event")
        entrant = field.entrants.get(player)
        kind = EntryKind.BUY_IN
        if entrant is not None:
            if entrant.alive:
                raise RegistrationError(f"{player} is already registered (one entry each)")
            if entrant.entries > field.structure.re_entries:
                raise RegistrationError(
                    f"{player} has used all {entrant.entries} entries allowed in this event")
            kind = EntryKind.RE_ENTRY
        record = self._cashier.buy_in(player, field.tournament_id, self.price, kind, payment)
        if entrant is None:
            entrant = Entrant(player, bot=bot, via_satellite=via_satellite)
            field.entrants[player] = entrant
            if bot is None:
                self.humans += 1
        else:
            entrant.entries += 1
            entrant.alive = True
            entrant.place = None
        self.entries += 1
        entrant.records.append(record)
        if self._bounties is not None:
            self._bounties.enter(player, field.structure.bounty)
        field.emit(ev.PlayerRegistered(field.tournament_id, field.clock.now(), player,
                                       entrant.entries, via_satellite))
        return entrant

    def carry_over(self, player: str, chips: int, bot: Bot | None) -> Entrant:
        """A Day 1 survivor into Day 2 with their bag: no payment and no self-exclusion
        check (site rule: a qualified player may play the later days)."""
        field = self._field
        entrant = Entrant(player, bot=bot, carried_chips=chips)
        field.entrants[player] = entrant
        if bot is None:
            self.humans += 1
        if self._bounties is not None:
            self._bounties.enter(player)
        field.emit(ev.PlayerRegistered(field.tournament_id, field.clock.now(), player, 1,
                                       False))
        return entrant

    def give_up_carried(self, player: str) -> None:
        """A Day 2 seat carried over from Day 1 given up before Day 2 starts: the entrant
        goes, nothing is paid back (site rule: no compensation) and the entries counted
        for the payouts stay."""
        field = self._field
        entrant = field.entrants.get(player)
        if entrant is None or not entrant.carried_chips or field.state is not State.REGISTERING:
            raise RegistrationError(f"{player} has no Day 2 seat to give up here")
        del field.entrants[player]
        if entrant.bot is None:
            self.humans -= 1
        field.emit(ev.PlayerUnregistered(field.tournament_id, field.clock.now(), player,
                                         "none"))

    def unregister(self, player: str, as_ticket: bool) -> None:
        """Withdraw before the deadline; cash back in the format paid, or T$ / a ticket for
        a seat won in a satellite (site rule 10)."""
        field = self._field
        refusal = self.unregister_refusal(player)
        if refusal:
            raise RegistrationError(refusal)
        entrant = field.entrants[player]
        for record in entrant.records:
            self._cashier.refund(record.id, memo="unregistered")
        refund = "cash"
        if entrant.via_satellite:
            refund = self.convert_seat(player, seat_value(entrant), as_ticket)
        del field.entrants[player]
        self.entries -= 1
        if entrant.bot is None:
            self.humans -= 1
        field.emit(ev.PlayerUnregistered(field.tournament_id, field.clock.now(), player,
                                         refund))

    def unregister_refusal(self, player: str) -> str:
        """Why `player` cannot unregister now ("" when they can): the lobby's button and
        `unregister` ask the same question (site rule 10: until the lobby's deadline)."""
        field = self._field
        structure = field.structure
        if player not in field.entrants or field.state is not State.REGISTERING:
            return f"{player} cannot unregister: not registered or started"
        minutes = structure.unregistration_minutes
        if minutes < 0:
            return f"{structure.name} does not allow unregistration"
        deadline = self.starts_at - timedelta(minutes=minutes)
        if not structure.policy.starts_when_full and \
                field.clock.now() >= deadline:  # a sit & go: any time until it fills up
            return f"unregistration for {structure.name} closed at {deadline:%H:%M}"
        return ""

    def convert_seat(self, player: str, value: Decimal, as_ticket: bool) -> str:
        """A satellite seat given up: its value as T$ (exchanged) or as an entry ticket."""
        field = self._field
        currency = field.structure.currency
        account = player_account(player)
        memo = f"seat in {field.tournament_id} exchanged"
        if as_ticket:
            self._cashier.ledger.transfer(account, TICKETS, value, currency, memo)
            self.tickets.append(Ticket(player, value, currency, field.tournament_id))
            return "ticket"
        self._cashier.ledger.post([
            Transfer(account, SYS_TMONEY, value, currency, memo),
            Transfer(SYS_TMONEY, account, value, Currency.TMONEY, memo),
        ])
        return "T$"

    def close(self, early: bool) -> bool:
        """Close late registration (announced once); True if it was open until now."""
        if self.late_closed:
            return False
        self.late_closed = True
        field = self._field
        field.emit(ev.RegistrationClosed(field.tournament_id, field.clock.now(), early))
        return True

    def close_if_late(self, now: datetime) -> None:
        """Close late registration once its time is up."""
        if not self.late_closed and now >= self.late_closes_at:
            self.close(early=False)


def seat_value(entrant: Entrant) -> Decimal:
    """What a seat won in a satellite is worth when given up (rule 10): all it cost."""
    return sum((r.price.total for r in entrant.records), ZERO)
