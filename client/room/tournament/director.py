"""The tournament director: registration, seating, levels, breaks, eliminations, prizes.

One `Tournament` runs one event of any kind (MTT, sit & go, heads-up bracket, shootout,
satellite; freezeout, re-entry, rebuy/add-on, early payout) on an injected clock. Time
only moves through the clock, randomness only through the seed, money only through the
cashier's ledger; every state change goes out as an event (see `events.py`).

Driving it: call `tick()` whenever time has passed (a GUI timer, the server loop, or the
simulation loop in `run_simulation`), `act()` for human actions, and the registration
methods from the lobby. Bot tables play their hands to the end inside `tick()`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from datetime import datetime, timedelta
from decimal import Decimal
from enum import StrEnum

from client.bots.protocol import Bot
from client.engine import Action
from client.room.bounties import BountyBook, Bust, KnockoutKind
from client.room.cancellation import (
    CancellationResult,
    CancelMethod,
    heads_up_chip_count,
    roll_forward_before_money,
    roll_forward_in_money,
    rollback,
)
from client.room.cashier import Cashier, EntryKind, TourneyPrice
from client.room.clock import Clock, SimulatedClock
from client.room.errors import DealNotAllowedError, InvalidDealError
from client.room.ledger import REAL_MONEY, SYS_TMONEY, Currency, Transfer, player_account
from client.room.table import Blinds, HandReport, Table, TableEvent, TimingPolicy, hand_seed
from client.room.tournament import events as ev
from client.room.tournament.det import DetAllowance, det_applies
from client.room.tournament.entrant import ZERO, Entrant, Ticket
from client.room.tournament.errors import (
    ActionRefusedError,
    RegistrationError,
    TournamentError,
)
from client.room.tournament.purse import Purse
from client.room.tournament.ranking import PlaceGroup, rank_eliminations
from client.room.tournament.schedule import BreakPlanner, BreakReason, DueBreak, PlayClock
from client.room.tournament.seating import (
    FreeSeats,
    balancing_move,
    random_free_seat,
    random_seating,
    tables_needed,
    tables_to_break,
)
from client.room.tournament.structure import BountyKind, Structure, TournamentKind
from client.room.tournament.views import PlayerRow, PrizeTable, TableRow, TournamentInfo

TICKETS = "house:tickets"


class State(StrEnum):
    """Life cycle of a tournament."""

    REGISTERING = "registering"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class Tournament:
    """One tournament event; see the module docstring for how to drive it.

    `is_self_excluded` is the room's self-exclusion check: it blocks new entries,
    re-entries, rebuys and add-ons, never play that is already under way (site rule).
    `hand_listener` is given every finished hand's `HandReport` (with its seed and actions)
    for the house's records and testers' replays; it is never sent to players.
    """

    def __init__(self, tournament_id: str, structure: Structure, *, clock: Clock,
                 cashier: Cashier, starts_at: datetime, seed: int,
                 registration_opens_at: datetime | None = None,
                 target: Tournament | None = None,
                 advertised_bounties: Mapping[str, Decimal] | None = None,
                 is_self_excluded: Callable[[str], bool] | None = None,
                 listener: Callable[[ev.TournamentEvent], None] | None = None,
                 table_listener: Callable[[TableEvent], None] | None = None,
                 hand_listener: Callable[[HandReport], None] | None = None) -> None:
        self.tournament_id = tournament_id
        self.structure: Structure = structure
        if structure.kind is TournamentKind.SATELLITE and target is not None and \
                target.structure.currency != structure.currency:
            raise TournamentError("a satellite and its target must use the same currency")
        self.clock = clock
        self.cashier = cashier
        self.starts_at = starts_at
        self.registration_opens_at = registration_opens_at or clock.now()
        self.target = target
        self.listener = listener
        self.table_listener = table_listener
        self.hand_listener = hand_listener
        self.state = State.REGISTERING
        self.entrants: dict[str, Entrant] = {}
        self.tables: dict[str, Table] = {}
        self.tickets: list[Ticket] = []
        self.hands_played = 0
        self.chips_issued = 0
        self.chips_retired = 0  # stacks taken out of play (round winners, the finish)
        self._chip_errors = 0
        self._outbox: list[ev.TournamentEvent] = []
        self._rng = random.Random(seed)
        self._seed = seed
        self._excluded = is_self_excluded or (lambda _player: False)
        self._table_counter = 0
        self._players_left = 0
        self._late_closed = False
        self.purse = Purse(tournament_id, structure, cashier, clock, self._emit,
                           self._send_to_target)
        self._play = PlayClock(starts_at)
        self._breaks = BreakPlanner(structure, starts_at)
        self._due_break: DueBreak | None = None
        self._on_break = False
        self._addon_open = False
        self._addon_done = False
        self._level = -1
        self._hand_for_hand = False
        self._in_the_money = False
        self._final_table_announced = False
        self._reports: list[HandReport] = []
        self._round = 1
        self._round_busted: list[str] = []
        self._det = DetAllowance(structure.det_seconds)
        self._deal_votes: set[str] = set()
        self._deal_paused = False
        self._humans = 0
        self._entries = 0
        self.bounties = self._bounty_book(advertised_bounties or {})

    def _bounty_book(self, advertised: Mapping[str, Decimal]) -> BountyBook | None:
        """Knockout / progressive bounties from the structure; fixed or team bounties on
        named players (paid by the site) from `advertised`."""
        kind = self.structure.bounty_kind
        if kind is BountyKind.NONE:
            return None
        knockout = {BountyKind.KNOCKOUT: KnockoutKind.KNOCKOUT,
                    BountyKind.PROGRESSIVE: KnockoutKind.PROGRESSIVE}.get(kind)
        return BountyBook(self.cashier.ledger, self.tournament_id, self.structure.currency,
                          knockout=knockout,
                          fixed=advertised if kind is BountyKind.FIXED else None,
                          team=advertised if kind is BountyKind.TEAM else None)

    # -- events ----------------------------------------------------------------------------

    def _emit(self, event: ev.TournamentEvent) -> None:
        if self.listener is not None:
            self.listener(event)
        else:
            self._outbox.append(event)

    def drain_events(self) -> list[ev.TournamentEvent]:
        """Events since the last drain (only used when no listener was given)."""
        out, self._outbox = self._outbox, []
        return out

    # -- registration ----------------------------------------------------------------------

    @property
    def price(self) -> TourneyPrice:
        """What one entry costs (buy-in to the pool, fee, knockout bounty)."""
        s = self.structure
        return TourneyPrice(s.currency, s.buy_in, s.fee, s.bounty)

    @property
    def late_registration_closes_at(self) -> datetime:
        """Start time plus the late-registration length, in clock time (site rule 9)."""
        return self.starts_at + timedelta(minutes=self.structure.late_registration_minutes)

    def registration_open(self) -> bool:
        """Whether a new entry is accepted right now."""
        now = self.clock.now()
        if self.state is State.REGISTERING:
            full = 0 < self.structure.max_players <= len(self.entrants)
            return now >= self.registration_opens_at and not full
        return (self.state is State.RUNNING and not self._late_closed
                and now < self.late_registration_closes_at)

    def register(self, player: str, *, bot: Bot | None = None,
                 payment: Mapping[Currency, Decimal] | None = None,
                 via_satellite: bool = False) -> None:
        """Enter `player` (paying through the cashier); during late registration, seat them.

        Raises `RegistrationError` (nothing changes) when registration is closed, the player
        is self-excluded, already in, or out of entries; `InsufficientFundsError` when they
        cannot pay.
        """
        if self._excluded(player):
            raise RegistrationError(f"{player} is self-excluded and cannot enter tournaments")
        if not self.registration_open():
            raise RegistrationError(
                f"registration for {self.structure.name} is closed; choose another event")
        entrant = self.entrants.get(player)
        kind = EntryKind.BUY_IN
        if entrant is not None:
            if entrant.alive:
                raise RegistrationError(f"{player} is already registered (one entry each)")
            if entrant.entries > self.structure.re_entries:
                raise RegistrationError(
                    f"{player} has used all {entrant.entries} entries allowed in this event")
            kind = EntryKind.RE_ENTRY
        record = self.cashier.buy_in(player, self.tournament_id, self.price, kind, payment)
        if entrant is None:
            entrant = Entrant(player, bot=bot, via_satellite=via_satellite)
            self.entrants[player] = entrant
            self._entries += 1
            if bot is None:
                self._humans += 1
        else:
            self._revive(entrant)
            self._entries += 1
        entrant.records.append(record)
        if self.bounties is not None:
            self.bounties.enter(player, self.structure.bounty)
        self._emit(ev.PlayerRegistered(self.tournament_id, self.clock.now(), player,
                                       entrant.entries, via_satellite))
        if self.state is State.RUNNING:
            self._seat_late(entrant)
        elif self.structure.kind is TournamentKind.SIT_AND_GO and \
                len(self.entrants) == self.structure.max_players:
            self._start()

    def _revive(self, entrant: Entrant) -> None:
        entrant.entries += 1
        entrant.alive = True
        entrant.place = None

    def unregister(self, player: str, *, as_ticket: bool = False) -> None:
        """Withdraw before the deadline; cash back in the format paid, or T$ / a ticket for
        a seat won in a satellite (site rule 10)."""
        entrant = self.entrants.get(player)
        if entrant is None or self.state is not State.REGISTERING:
            raise RegistrationError(f"{player} cannot unregister: not registered or started")
        minutes = self.structure.unregistration_minutes
        if minutes < 0:
            raise RegistrationError(f"{self.structure.name} does not allow unregistration")
        deadline = self.starts_at - timedelta(minutes=minutes)
        if self.structure.kind is not TournamentKind.SIT_AND_GO and \
                self.clock.now() >= deadline:  # a sit & go: any time until it fills up
            raise RegistrationError(
                f"unregistration for {self.structure.name} closed at {deadline:%H:%M}")
        for record in entrant.records:
            self.cashier.refund(record.id, memo="unregistered")
        refund = "cash"
        if entrant.via_satellite:
            value = sum((r.price.total for r in entrant.records), ZERO)
            refund = self._convert_seat(player, value, as_ticket)
        del self.entrants[player]
        self._entries -= 1
        if entrant.bot is None:
            self._humans -= 1
        self._emit(ev.PlayerUnregistered(self.tournament_id, self.clock.now(), player, refund))

    def _convert_seat(self, player: str, value: Decimal, as_ticket: bool) -> str:
        """A satellite seat given up: its value as T$ (exchanged) or as an entry ticket."""
        currency = self.structure.currency
        account = player_account(player)
        memo = f"seat in {self.tournament_id} exchanged"
        if as_ticket:
            self.cashier.ledger.transfer(account, TICKETS, value, currency, memo)
            self.tickets.append(Ticket(player, value, currency, self.tournament_id))
            return "ticket"
        self.cashier.ledger.post([
            Transfer(account, SYS_TMONEY, value, currency, memo),
            Transfer(SYS_TMONEY, account, value, Currency.TMONEY, memo),
        ])
        return "T$"

    def set_auto_rebuy(self, player: str, on: bool = True) -> None:
        """Rebuy automatically on busting during the rebuy period (and take the add-on)."""
        self._entrant(player).auto_rebuy = on

    def _entrant(self, player: str) -> Entrant:
        entrant = self.entrants.get(player)
        if entrant is None:
            raise TournamentError(f"{player} is not in tournament {self.tournament_id}")
        return entrant

    # -- rebuys and add-ons ----------------------------------------------------------------

    @property
    def play_minutes(self) -> float:
        """Tournament-clock minutes played (levels run on this; stops on breaks and DET)."""
        return self._play.minutes

    @property
    def on_break(self) -> bool:
        """True while every table is on a break."""
        return self._on_break

    @property
    def hand_for_hand(self) -> bool:
        """True while tables wait for each other before each hand."""
        return self._hand_for_hand

    @property
    def players_left(self) -> int:
        """Players still in the tournament."""
        return self._players_left

    def rebuy_open(self) -> bool:
        """True during the rebuy period (tournament-clock minutes from the start)."""
        rebuy = self.structure.rebuy
        return (self.state is State.RUNNING and rebuy.enabled
                and self._play.minutes < rebuy.minutes)

    def rebuy(self, player: str) -> None:
        """Buy `structure.rebuy.chips` more chips: only in the rebuy period, between hands,
        with at most the starting stack, and with the funds available (site rule 8)."""
        entrant = self._entrant(player)
        table = self._table_of(entrant)
        rebuy = self.structure.rebuy
        if not self.rebuy_open():
            raise RegistrationError("the rebuy period is over (or this is not a rebuy event)")
        if self._excluded(player):
            raise RegistrationError(f"{player} is self-excluded: no rebuys")
        if table.in_hand:
            raise RegistrationError("rebuy between hands: wait for this hand to finish")
        if table.stacks[player] > self.structure.starting_stack:
            raise RegistrationError("rebuys are allowed only with at most the starting stack")
        if rebuy.max_rebuys and entrant.rebuys >= rebuy.max_rebuys:
            raise RegistrationError(f"{player} has used all {rebuy.max_rebuys} rebuys")
        self._buy_chips(entrant, table, EntryKind.REBUY, rebuy.chips)
        entrant.rebuys += 1

    def add_on(self, player: str) -> None:
        """Take the add-on (once, at the end of the rebuy period / the add-on break)."""
        entrant = self._entrant(player)
        table = self._table_of(entrant)
        if not self._addon_open:
            raise RegistrationError("add-ons are taken at the end of the rebuy period only")
        if entrant.added_on:
            raise RegistrationError(f"{player} already took the add-on")
        if self._excluded(player):
            raise RegistrationError(f"{player} is self-excluded: no add-on")
        self._buy_chips(entrant, table, EntryKind.ADD_ON, self.structure.rebuy.addon_chips)
        entrant.added_on = True

    def _buy_chips(self, entrant: Entrant, table: Table, kind: EntryKind, chips: int) -> None:
        s = self.structure
        price = TourneyPrice(s.currency, s.buy_in, s.fee)
        entrant.records.append(self.cashier.buy_in(entrant.player, self.tournament_id, price,
                                                   kind))
        table.add_chips(entrant.player, chips)
        self.chips_issued += chips
        self._emit(ev.Rebought(self.tournament_id, self.clock.now(), entrant.player, str(kind),
                               chips))

    def _table_of(self, entrant: Entrant) -> Table:
        if not entrant.alive or entrant.table_id is None:
            raise RegistrationError(f"{entrant.player} is not seated in this tournament")
        return self.tables[entrant.table_id]

    # -- the clock -------------------------------------------------------------------------

    def tick(self) -> None:
        """Bring the tournament up to the clock's time and deal every hand that may start."""
        now = self.clock.now()
        if self.state is State.REGISTERING:
            if now < self.starts_at or self.structure.kind is TournamentKind.SIT_AND_GO:
                return
            self._start()
        if self.state is not State.RUNNING:
            return
        self._play.update(now)
        self._update_registration(now)
        self._update_level(now)
        self._update_breaks(now)
        if self._humans:
            for table in list(self.tables.values()):
                if table.check_timeout():
                    self._after_reports()
        self._deal()
        self._update_clock_running(now)

    def _update_clock_running(self, now: datetime) -> None:
        waiting = self._humans > 0 and any(t.waiting_on_disconnected
                                           for t in self.tables.values())
        self._play.set_running(not (self._on_break or waiting or self._deal_paused), now)

    def _update_registration(self, now: datetime) -> None:
        if not self._late_closed and now >= self.late_registration_closes_at:
            self._close_registration(early=False)
        self._maybe_finalize()

    def _close_registration(self, early: bool) -> None:
        if self._late_closed:
            return
        self._late_closed = True
        self._emit(ev.RegistrationClosed(self.tournament_id, self.clock.now(), early))
        self._maybe_finalize()

    def _update_level(self, now: datetime) -> None:
        index, level = self.structure.level_at(self._play.minutes)
        if index != self._level:
            self._level = index
            self._emit(ev.LevelUp(self.tournament_id, now, index + 1, level.small_blind,
                                  level.big_blind, level.ante))

    def _update_breaks(self, now: datetime) -> None:
        if self._on_break:
            assert self._due_break is not None
            if now >= self._due_break.ends_at:
                if self._due_break.reason is BreakReason.ADD_ON:
                    self._addon_open = False
                    self._addon_done = True
                self._on_break = False
                self._due_break = None
                self._emit(ev.BreakEnded(self.tournament_id, now))
                self._maybe_finalize()
            return
        if self._due_break is None:
            self._due_break = self._breaks.due(now, self._play.minutes)
            if self._due_break is not None and self._due_break.reason is BreakReason.ADD_ON:
                self._addon_open = True
        if self._due_break is not None and not any(t.in_hand for t in self.tables.values()):
            self._on_break = True
            self._play.set_running(False, now)
            if self._due_break.reason is BreakReason.ADD_ON:
                self._auto_add_ons()
            self._emit(ev.BreakStarted(self.tournament_id, now, str(self._due_break.reason),
                                       max(now, self._due_break.ends_at)))

    def _auto_add_ons(self) -> None:
        cost = self.structure.buy_in + self.structure.fee
        for entrant in self.entrants.values():
            if entrant.alive and entrant.auto_rebuy and not entrant.added_on and \
                    not self._excluded(entrant.player) and \
                    self.cashier.available(entrant.player, self.structure.currency) >= cost:
                self.add_on(entrant.player)

    # -- start and seating -----------------------------------------------------------------

    def _start(self) -> None:
        now = self.clock.now()
        players = list(self.entrants)
        if len(players) < max(2, self.structure.min_players):
            for entrant in self.entrants.values():
                for record in entrant.records:
                    self.cashier.refund(record.id, memo="cancelled")
            self.state = State.CANCELLED
            self._emit(ev.TournamentCancelled(
                self.tournament_id, now, f"only {len(players)} registered; stakes refunded"))
            return
        self.state = State.RUNNING
        self._play.set_running(True, now)
        layout = random_seating(players, self.structure.table_size, self._rng)
        self._emit(ev.TournamentStarted(self.tournament_id, now, len(players), len(layout)))
        for seating in layout:
            table = self._open_table()
            for seat, player in seating:
                self._seat(self.entrants[player], table, seat)
        self._players_left = len(players)
        if self.structure.kind is TournamentKind.SIT_AND_GO or \
                self.structure.late_registration_minutes <= 0:
            self._close_registration(early=False)
        self._update_level(now)
        self._update_hand_for_hand()

    def _open_table(self) -> Table:
        self._table_counter += 1
        table_id = f"{self.tournament_id}-t{self._table_counter}"
        timing = TimingPolicy(self.structure.action_seconds, self.structure.time_bank_seconds,
                              self._det_extra, self._det.consume)
        table = Table(table_id, self.structure.table_size, self.structure.game, self.clock,
                      timing=timing, listener=self.table_listener,
                      on_hand_over=self._on_hand_over)
        self.tables[table_id] = table
        self._emit(ev.TableOpened(self.tournament_id, self.clock.now(), table_id))
        return table

    def _seat(self, entrant: Entrant, table: Table, seat: int) -> None:
        stack = self.structure.starting_stack
        table.sit(entrant.player, seat, stack, entrant.bot)
        entrant.table_id = table.table_id
        self.chips_issued += stack
        self._emit(ev.PlayerSeated(self.tournament_id, self.clock.now(), entrant.player,
                                   table.table_id, seat, stack))

    def _seat_late(self, entrant: Entrant) -> None:
        """Late registration / re-entry / satellite winner: a random seat at an emptiest
        table, or a new table when all are full (balancing then evens them out)."""
        spot = random_free_seat(list(self.tables.values()), self._rng)
        if spot is None:
            table = self._open_table()
            spot = (table, self._rng.randrange(1, table.size + 1))
        self._seat(entrant, *spot)
        self._players_left += 1
        self._balance()

    # -- dealing ---------------------------------------------------------------------------

    def _deal(self) -> None:
        if self._on_break or self._due_break is not None or self._deal_paused:
            return
        tables = list(self.tables.values())
        if self._hand_for_hand and any(t.in_hand for t in tables):
            return
        _, level = self.structure.level_at(self._play.minutes)
        blinds = Blinds(level.small_blind, level.big_blind, level.ante)
        for table in tables:
            if table.table_id in self.tables and table.can_deal():
                self.hands_played += 1
                table.start_hand(blinds, hand_seed(self._seed, table.table_id,
                                                   table.hand_no + 1))
                if not self._hand_for_hand:
                    self._after_reports(rebalance=False)
        self._after_reports(rebalance=False)
        if self.state is State.RUNNING:
            self._rebalance()

    def _on_hand_over(self, report: HandReport) -> None:
        if sum(report.start_stacks.values()) != sum(report.end_stacks.values()):
            self._chip_errors += 1
        self._reports.append(report)
        if self.hand_listener is not None:
            self.hand_listener(report)

    def act(self, player: str, action: Action) -> None:
        """A human player's action at their table (raises and changes nothing if illegal)."""
        entrant = self._entrant(player)
        if not entrant.alive or entrant.table_id is None:
            raise ActionRefusedError(f"{player} is not playing in {self.tournament_id}")
        table = self.tables[entrant.table_id]
        if table.to_act != player:
            raise ActionRefusedError(f"it is not {player}'s turn at {table.table_id}")
        table.act(player, action)
        self._after_reports()

    def skip_downtime(self, stopped_at: datetime) -> None:
        """After a server restart: the time from ``stopped_at`` (the saved state's time) to
        now is not play time, so blind levels, rebuy periods and play-time breaks resume
        where they stood instead of jumping ahead by the downtime."""
        now = self.clock.now()
        running = self._play.running
        self._play.set_running(False, min(stopped_at, now))
        self._play.set_running(running, now)

    def set_connected(self, player: str, connected: bool) -> None:
        """Connection state of a human player; reconnecting resets their DET schedule."""
        entrant = self._entrant(player)
        if connected:
            self._det.reset(player)
        if entrant.alive and entrant.table_id is not None:
            self.tables[entrant.table_id].set_connected(player, connected)
        self._update_clock_running(self.clock.now())

    def _det_extra(self, player: str) -> float:
        paid = self.paid_places()
        if det_applies(self.structure, self._players_left, len(self.tables),
                       self.entries, paid):
            return self._det.next_seconds(player)
        return 0.0

    # -- eliminations ----------------------------------------------------------------------

    def _after_reports(self, rebalance: bool = True) -> None:
        """Apply finished hands: busts, rebuys, places, prizes, then (unless the caller
        re-balances once after dealing every table) re-balance the tables."""
        if not self._reports:
            return
        if self._hand_for_hand:
            if any(t.in_hand for t in self.tables.values()):
                return
            reports, self._reports = self._reports, []
            self._eliminate_together(reports)
        else:
            reports, self._reports = self._reports, []
            for report in reports:
                self._eliminate_together([report])
        if self.state is State.RUNNING:
            if rebalance:
                self._rebalance()
            else:
                self._update_hand_for_hand()

    def _rebalance(self) -> None:
        self._balance()
        self._update_hand_for_hand()
        self._check_deal_pause()

    def _eliminate_together(self, reports: list[HandReport]) -> None:
        """Busts in one hand (or one synchronized hand-for-hand round) are ranked together."""
        start: dict[str, int] = {}
        knocked: dict[str, tuple[str, ...]] = {}
        for report in reports:
            table = self.tables[report.table_id]
            for player in report.busted:
                entrant = self.entrants[player]
                if self._auto_rebuy(entrant, table):
                    continue
                start[player] = report.start_stacks[player]
                knocked[player] = report.knocked_out_by[player]
                table.leave(player)
                entrant.alive = False
                entrant.table_id = None
        if not start:
            return
        self._pay_bounties(knocked)
        shootout_round = self.structure.kind in (TournamentKind.SHOOTOUT,
                                                 TournamentKind.HEADS_UP) and len(self.tables) > 1
        if shootout_round:
            self._round_busted.extend(sorted(start))
            self._players_left -= len(start)
            self._next_round_if_done()
            return
        groups = rank_eliminations(start, self._players_left)
        self._players_left -= len(start)
        for group in groups:
            self._place_group(group, knocked)
        self._after_eliminations()

    def _pay_bounties(self, knocked: Mapping[str, tuple[str, ...]]) -> None:
        """Bounties on the busted players go to the winners of their relevant pots."""
        if self.bounties is None:
            return
        for busted in sorted(knocked):
            winners = tuple(w for w in knocked[busted] if w != busted)
            if not winners:
                continue
            for award in self.bounties.bust(Bust(busted, winners)):
                self._bounty_paid(award.player, award.cash)

    def _bounty_paid(self, player: str, cash: Decimal) -> None:
        if cash > 0:
            self.entrants[player].bounty_won += cash
            self._emit(ev.PrizeAwarded(self.tournament_id, self.clock.now(), player, cash,
                                       str(self.structure.currency), "bounty"))

    def _auto_rebuy(self, entrant: Entrant, table: Table) -> bool:
        if not (entrant.auto_rebuy and self.rebuy_open()) or self._excluded(entrant.player):
            return False
        rebuy = self.structure.rebuy
        cost = self.structure.buy_in + self.structure.fee
        if (rebuy.max_rebuys and entrant.rebuys >= rebuy.max_rebuys) or \
                self.cashier.available(entrant.player, self.structure.currency) < cost:
            return False
        self._buy_chips(entrant, table, EntryKind.REBUY, rebuy.chips)
        entrant.rebuys += 1
        return True

    def _place_group(self, group: PlaceGroup,
                     knocked: Mapping[str, tuple[str, ...]] | None = None,
                     eliminated: bool = True) -> None:
        """Give `group` its place(s) and prizes; announce the eliminations (the players who
        finish the tournament in play are announced by `TournamentFinished`)."""
        now = self.clock.now()
        for player in group.players:
            self.entrants[player].place = group.place
            if eliminated:
                by = knocked.get(player, ()) if knocked else ()
                self._emit(ev.PlayerEliminated(self.tournament_id, now, player, group.place,
                                               group.players, by))
        self.purse.award(group, [self.entrants[p] for p in group.players])

    def _after_eliminations(self) -> None:
        """Money reached, satellite seats all decided, or one player left."""
        if not self._in_the_money and self._players_left <= self.paid_places():
            self._in_the_money = True
            self._close_registration(early=True)
            self._maybe_finalize()
            self.purse.early_payouts([e for e in self.entrants.values() if e.alive])
        if self.structure.kind is TournamentKind.SATELLITE and self.purse.final:
            seats = self.purse.seats()
            if 0 < self._players_left <= seats:
                self._finish_all_remaining_tie()
                return
        if self._players_left <= 1:
            self._finish_all_remaining_tie()

    def _finish_all_remaining_tie(self) -> None:
        """End: the remaining players share the top places (one winner, or a satellite's
        remaining players who all win the same seat)."""
        alive = sorted(p for p, e in self.entrants.items() if e.alive)
        for player in alive:
            entrant = self.entrants[player]
            entrant.alive = False
            entrant.table_id = None
        self._players_left = 0
        self._place_group(PlaceGroup(1, tuple(alive)), eliminated=False)
        self._finish()

    def _finish(self) -> None:
        self._maybe_finalize(force=True)
        winners = [p for p, e in self.entrants.items() if e.place == 1]
        if self.bounties is not None and len(winners) == 1:
            for award in self.bounties.tournament_won(winners[0]):
                self._bounty_paid(award.player, award.cash)
        self.chips_retired += self.chips_in_play()
        self.tables.clear()
        self.state = State.FINISHED
        self.cashier.collect_fees(self.tournament_id, self.structure.currency)
        self._emit(ev.TournamentFinished(self.tournament_id, self.clock.now(),
                                         tuple(self.finishing_order())))

    def finishing_order(self) -> list[str]:
        """Players by place, winner first; tied players adjacent (in id order)."""
        placed = [(e.place, p) for p, e in self.entrants.items() if e.place is not None]
        return [p for _, p in sorted(placed)]

    # -- shootouts and heads-up brackets ---------------------------------------------------

    def _next_round_if_done(self) -> None:
        tables = list(self.tables.values())
        if any(len(t.seats) > 1 for t in tables):
            return
        winners = sorted(p for t in tables for p in t.seats.values())
        group = PlaceGroup(len(winners) + 1, tuple(self._round_busted))
        self._round_busted = []
        self._place_group(group)
        if not self._in_the_money and len(winners) <= self.paid_places():
            self._in_the_money = True
        if len(winners) == 1:
            self._finish_all_remaining_tie()
            return
        for table in tables:
            for player in list(table.seats.values()):
                self.chips_retired += table.leave(player)
            del self.tables[table.table_id]
            self._emit(ev.TableBroken(self.tournament_id, self.clock.now(), table.table_id))
        self._round += 1
        self._emit(ev.ShootoutRound(self.tournament_id, self.clock.now(), self._round,
                                    len(winners)))
        stacks = {p: 0 for p in winners}
        for seating in random_seating(winners, self.structure.table_size, self._rng):
            table = self._open_table()
            for seat, player in seating:
                entrant = self.entrants[player]
                table.sit(player, seat, self.structure.starting_stack, entrant.bot)
                entrant.table_id = table.table_id
                stacks[player] = self.structure.starting_stack
                self._emit(ev.PlayerSeated(self.tournament_id, self.clock.now(), player,
                                           table.table_id, seat, stacks[player]))
        self.chips_issued += sum(stacks.values())

    # -- balancing -------------------------------------------------------------------------

    def _balance(self) -> None:
        if self._reports:  # a hand-for-hand round is still being played: busts first
            return
        if self.structure.kind in (TournamentKind.SHOOTOUT, TournamentKind.HEADS_UP):
            if len(self.tables) > 1:
                self._next_round_if_done()
            return
        size = self.structure.table_size
        doomed = tables_to_break(list(self.tables.values()), self._players_left, size)
        if doomed:
            keep = [t for t in self.tables.values() if t not in doomed]
            seats = FreeSeats(keep, self._rng)
            for table in doomed:
                self._break_table(table, seats, "final-table" if len(keep) == 1 else "broken")
        while True:
            move = balancing_move(list(self.tables.values()))
            if move is None:
                break
            self._move(move.player, self.tables[move.source], self.tables[move.target],
                       move.seat, "balance")
        if len(self.tables) == 1 and not self._final_table_announced and \
                tables_needed(self._players_left, size) == 1:
            self._final_table_announced = True
            table = next(iter(self.tables.values()))
            self._emit(ev.FinalTableFormed(self.tournament_id, self.clock.now(),
                                           table.table_id, len(table.seats)))

    def _break_table(self, table: Table, seats: FreeSeats, reason: str) -> None:
        """Re-seat every player of `table` at random free seats, then close it."""
        players = table.players
        self._rng.shuffle(players)
        for player in players:
            spot = seats.take()
            if spot is None:
                raise TournamentError(f"no free seat to re-seat {player}")
            self._move(player, table, spot[0], spot[1], reason)
        del self.tables[table.table_id]
        self._emit(ev.TableBroken(self.tournament_id, self.clock.now(), table.table_id))

    def _move(self, player: str, source: Table, target: Table, seat: int, reason: str) -> None:
        from_seat = source.seat_of(player)
        connected = source.is_connected(player)
        entrant = self.entrants[player]
        stack = source.leave(player)
        target.sit(player, seat, stack, entrant.bot)
        target.set_connected(player, connected)
        entrant.table_id = target.table_id
        self._emit(ev.PlayerMoved(self.tournament_id, self.clock.now(), player,
                                  source.table_id, from_seat, target.table_id, seat, reason))

    def _update_hand_for_hand(self) -> None:
        paid = self.paid_places()
        near = paid < self._players_left <= paid + self.structure.hand_for_hand_margin
        on = near and len(self.tables) > 1 and self.structure.kind not in (
            TournamentKind.SHOOTOUT, TournamentKind.HEADS_UP)
        if on != self._hand_for_hand:
            self._hand_for_hand = on
            self._emit(ev.HandForHand(self.tournament_id, self.clock.now(), on))

    # -- prize pool and payments -----------------------------------------------------------

    @property
    def entries(self) -> int:
        """Entries so far, re-entries included."""
        return self._entries

    def projected_pool(self) -> Decimal:
        """The prize pool as it stands (at least the guarantee)."""
        return self.purse.projected_pool()

    def paid_places(self) -> int:
        """How many places are paid (satellites: seats plus the leftover-cash place)."""
        return self.purse.paid_places(self.entries)

    def _rebuys_over(self) -> bool:
        rebuy = self.structure.rebuy
        if not rebuy.enabled:
            return True
        return self._play.minutes >= rebuy.minutes and (rebuy.addon_chips == 0
                                                        or self._addon_done)

    def _maybe_finalize(self, force: bool = False) -> None:
        """Fix the prizes once registration and the rebuy/add-on period are over (rule 7)."""
        if self.purse.final or self.state is not State.RUNNING:
            return
        if not force and not (self._late_closed and self._rebuys_over()):
            return
        self.purse.finalize(self.entries)

    def _send_to_target(self, entrant: Entrant) -> None:
        """Satellite winner: straight into the target event, even during its late
        registration; if that is no longer possible, the seat's value in T$."""
        target = self.target
        value = self.structure.seat_value
        if target is not None:
            target.tick()
            if target.registration_open() and entrant.player not in target.entrants:
                target.register(entrant.player, bot=entrant.bot, via_satellite=True)
                return
        self._convert_seat(entrant.player, value, as_ticket=False)

    # -- deals -----------------------------------------------------------------------------

    def discuss_deal(self, player: str, on: bool = True) -> None:
        """The 'Discuss A Deal' box; when every remaining player ticks it at the final table,
        the table pauses at the end of the hand."""
        entrant = self._entrant(player)
        if not self.structure.deals_allowed or self.structure.currency not in REAL_MONEY:
            raise DealNotAllowedError("deals are not available in this tournament "
                                      "(deals are enforced in real-money events only)")
        if not entrant.alive or len(self.tables) != 1:
            raise DealNotAllowedError("only players at the final table may discuss a deal")
        if on:
            self._deal_votes.add(player)
        else:
            self._deal_votes.discard(player)
            self._deal_paused = False
        self._check_deal_pause()

    def _check_deal_pause(self) -> None:
        if not self._deal_votes:
            return
        alive = {p for p, e in self.entrants.items() if e.alive}
        wanted = bool(alive) and alive <= self._deal_votes
        if wanted and not self._deal_paused and not any(t.in_hand for t in self.tables.values()):
            self._deal_paused = True
            table = next(iter(self.tables.values()))
            self._emit(ev.DealPaused(self.tournament_id, self.clock.now(), table.table_id))

    @property
    def deal_paused(self) -> bool:
        """True while the final table waits for the players to agree a deal."""
        return self._deal_paused

    def remaining_prizes(self) -> list[Decimal]:
        """Prizes still to be won by the players left, best place first: what a deal (ICM,
        chip count, even split) divides (`apply_deal` deducts early payouts already made)."""
        return self.purse.remaining_prizes(self._players_left)

    def apply_deal(self, amounts: Mapping[str, Decimal]) -> None:
        """Pay an agreed deal now (amounts from the money layer's deal calculator).

        Every remaining player must be in `amounts`; what the deal does not hand out stays
        in play as the winner's prize. Play then resumes (or ends if nothing is left).
        """
        if not self._deal_paused or not self.purse.final:
            raise InvalidDealError("a deal can be applied only while the final table is "
                                   "paused for it (every player ticked 'Discuss A Deal')")
        left = self.purse.pay_deal(amounts, [e for e in self.entrants.values() if e.alive])
        self._emit(ev.DealApplied(self.tournament_id, self.clock.now(),
                                  tuple(sorted(amounts.items())), left))
        self._deal_votes.clear()
        self._deal_paused = False
        if left == ZERO:
            self._finish_by_chips()

    def _finish_by_chips(self) -> None:
        table = next(iter(self.tables.values()))
        stacks = {p: table.stacks[p] for p in table.seats.values()}
        for player in list(stacks):
            self.entrants[player].alive = False
            self.entrants[player].table_id = None
        for group in rank_eliminations(stacks, len(stacks)):
            self._place_group(group, eliminated=False)
        self._players_left = 0
        self._finish()

    # -- cancellation ----------------------------------------------------------------------

    def cancel(self, method: CancelMethod) -> CancellationResult:
        """Cancel the tournament and compensate players by `method` (cancellation policy):
        rollback, roll forward before or in the money, or a heads-up chip count."""
        if self.state in (State.FINISHED, State.CANCELLED):
            raise TournamentError(f"{self.tournament_id} is already {self.state}")
        currency = self.structure.currency
        tid = self.tournament_id
        remaining = sorted((p, self.tables[e.table_id].stacks[p])
                           for p, e in self.entrants.items() if e.alive and e.table_id)
        if method is CancelMethod.ROLLBACK or self.state is State.REGISTERING:
            result = rollback(self.cashier, tid, currency)
        elif method is CancelMethod.ROLL_FORWARD_BEFORE_MONEY:
            if self._in_the_money:
                raise TournamentError("players are in the money: roll forward in the money")
            result = roll_forward_before_money(self.cashier, tid, currency, remaining,
                                               self.bounties)
        elif method is CancelMethod.ROLL_FORWARD_IN_MONEY:
            if not (self._in_the_money and self.purse.final):
                raise TournamentError("nobody is in the money yet: roll forward before it")
            result = roll_forward_in_money(self.cashier, tid, currency, remaining,
                                           self.remaining_prizes(), self.bounties)
        else:
            result = heads_up_chip_count(self.cashier, tid, currency, remaining)
        self.chips_retired += self.chips_in_play()
        self.tables.clear()
        for entrant in self.entrants.values():
            entrant.alive = False
            entrant.table_id = None
        self._players_left = 0
        self.state = State.CANCELLED
        self._emit(ev.TournamentCancelled(tid, self.clock.now(), f"cancelled: {method}"))
        return result

    # -- views for the lobby ---------------------------------------------------------------

    def info(self) -> TournamentInfo:
        """The Info tab."""
        index, level = self.structure.level_at(self._play.minutes)
        return TournamentInfo(
            tournament_id=self.tournament_id, name=self.structure.name,
            kind=str(self.structure.kind), game=self.structure.game,
            currency=str(self.structure.currency), state=str(self.state),
            starts_at=self.starts_at, registration_open=self.registration_open(),
            late_registration_closes_at=(None if self.structure.late_registration_minutes <= 0
                                         else self.late_registration_closes_at),
            entries=self.entries, players_left=self._players_left, level=index + 1,
            small_blind=level.small_blind, big_blind=level.big_blind, ante=level.ante,
            next_break_at=self._breaks.next_scheduled(), on_break=self._on_break,
            hand_for_hand=self._hand_for_hand, prize_pool=self.projected_pool(),
            guarantee=self.structure.guarantee, paid_places=self.paid_places(),
            hands_played=self.hands_played,
        )

    def players(self) -> list[PlayerRow]:
        """The Players tab: alive by stack (rank 1 = chip leader), then by finishing place."""
        alive = []
        for player, entrant in self.entrants.items():
            if entrant.alive and entrant.table_id is not None:
                alive.append((self.tables[entrant.table_id].stacks[player], player))
        alive.sort(key=lambda item: (-item[0], item[1]))
        book = self.bounties
        rows = [PlayerRow(p, i + 1, stack, self.entrants[p].table_id,
                          book.bounty_of(p) if book else ZERO, None, self.entrants[p].prize)
                for i, (stack, p) in enumerate(alive)]
        out = sorted((e.place, p) for p, e in self.entrants.items() if e.place is not None)
        rows += [PlayerRow(p, place, 0, None, ZERO, place, self.entrants[p].prize)
                 for place, p in out]
        return rows

    def table_rows(self) -> list[TableRow]:
        """The Tables tab."""
        rows = []
        for table in self.tables.values():
            stacks = [table.stacks[p] for p in table.seats.values()] or [0]
            rows.append(TableRow(table.table_id, len(table.seats), max(stacks), min(stacks)))
        return rows

    def prizes(self) -> PrizeTable:
        """The Prizes tab; `final` once the pool is fixed (rule 7), else a projection."""
        return self.purse.table(self.entries)

    def chips_in_play(self) -> int:
        """Chips on all tables now."""
        return sum(sum(t.stacks.values()) for t in self.tables.values())

    def chips_conserved(self) -> bool:
        """Every hand ended with the chips it started with, and every chip ever issued
        (stacks, rebuys, add-ons) is on a table or was retired with a finished player."""
        return self._chip_errors == 0 and \
            self.chips_in_play() + self.chips_retired == self.chips_issued

    # -- simulation ------------------------------------------------------------------------

    def run_simulation(self, clock: SimulatedClock, seconds_per_hand: float = 60.0,
                       max_ticks: int = 1_000_000,
                       on_tick: Callable[[Tournament], None] | None = None) -> None:
        """Play a bots-only tournament to the end on a simulated clock: each tick every
        table plays one hand and the clock moves on by `seconds_per_hand`."""
        if self._humans:
            raise TournamentError("run_simulation needs bots in every seat")
        clock.advance_to(self.starts_at)
        for _ in range(max_ticks):
            self.tick()
            if on_tick is not None:
                on_tick(self)
            if self.state in (State.FINISHED, State.CANCELLED):
                return
            clock.advance(seconds_per_hand)
        raise TournamentError(f"the tournament did not finish in {max_ticks} ticks")

