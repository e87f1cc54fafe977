"""The tournament director: the thin coordinator of one tournament's concerns.

One `Tournament` runs one event of any kind (MTT, sit & go, heads-up bracket, shootout,
satellite; freezeout, re-entry, rebuy/add-on, early payout) on an injected clock. Time
only moves through the clock, randomness only through the seed, money only through the
cashier's ledger; every state change goes out as an event (see `events.py`).

Each concern is its own class with its own state, meeting in the shared `Field`:
`Registration` (entries), `Rebuys` (rebuys and add-ons), `Floor` (seating and
balancing), `Timekeeper` (clock, levels, breaks, DET), `Eliminations` (busts, ranking,
rounds, the finish), `Purse` (prize pool and payments), `FinalDeal` (deals) and
`cancel` (cancellation). The director owns the order they run in: `tick()` and the
hand-over glue below.

Driving it: call `tick()` whenever time has passed (a GUI timer, the server loop, or the
simulation loop in `run_simulation`), `act()` for human actions, and the registration
methods from the lobby. Bot tables play their hands to the end inside `tick()`.
Saved state: `client.room.saved.tournament` (`to_state` / `from_state`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import datetime
from decimal import Decimal

from client.bots.protocol import Bot
from client.engine import Action
from client.room.cancellation import CancellationResult, CancelMethod
from client.room.cashier import Cashier, TourneyPrice
from client.room.clock import Clock, SimulatedClock
from client.room.ledger import Currency, tourney_account
from client.room.step_random import ReplayableRandom
from client.room.table import Blinds, HandReport, Table, TableEvent, hand_seed
from client.room.tournament import cancel as cancelling
from client.room.tournament import days
from client.room.tournament import events as ev
from client.room.tournament.bounty_book import bounty_book
from client.room.tournament.eliminations import Eliminations
from client.room.tournament.entrant import Entrant, Ticket
from client.room.tournament.errors import ActionRefusedError, TournamentError
from client.room.tournament.field import Field, State
from client.room.tournament.final_deal import FinalDeal
from client.room.tournament.floor import Floor
from client.room.tournament.lobby_tabs import info_tab, player_rows, standings, table_rows
from client.room.tournament.purse import Purse
from client.room.tournament.rebuy_window import Window
from client.room.tournament.rebuys import Rebuys
from client.room.tournament.registration import Registration
from client.room.tournament.seating import random_seating
from client.room.tournament.structure import Structure
from client.room.tournament.timekeeper import Timekeeper
from client.room.tournament.views import PlayerRow, PrizeTable, TableRow, TournamentInfo
from client.room.tracked import TDict, TList, Tracked

__all__ = ["State", "Tournament"]  # State lives in field.py; callers import it from here


class Tournament(Tracked):
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
        if structure.policy.pays_seats and target is not None and \
                target.structure.currency != structure.currency:
            raise TournamentError("a satellite and its target must use the same currency")
        self.tournament_id = tournament_id
        self.structure: Structure = structure
        self.clock = clock
        self.cashier = cashier
        self.starts_at = starts_at
        self.target = target
        self.listener = listener
        self.hand_listener = hand_listener
        self.hands_played = 0
        self.seed = seed
        # bounty rule 5: advertised in the structure, or given by whoever opens the event
        self.advertised_bounties = TDict({**dict(structure.advertised_bounties),
                                          **(advertised_bounties or {})})
        self._outbox: list[ev.TournamentEvent] = TList()
        self.field = Field(tournament_id, structure, clock, self._emit, ReplayableRandom(seed))
        #: Open tables by id: the field's own dict under a name of its own (read a dozen
        #: times an action by the room's parts: a property forwarding to it was 1.8% of
        #: the server's instructions per action).
        self.tables: dict[str, Table] = self.field.tables
        excluded = is_self_excluded or (lambda _player: False)
        self.bounties = bounty_book(structure, cashier.ledger, tournament_id,
                                    self.advertised_bounties)
        self.purse = Purse(tournament_id, structure, cashier, clock, self._emit,
                           self._send_to_target)
        self.registration = Registration(
            self.field, cashier, self.bounties, starts_at=starts_at,
            opens_at=registration_opens_at or clock.now(), is_self_excluded=excluded)
        self.rebuys = Rebuys(self.field, cashier, lambda: self.timekeeper.minutes, excluded)
        self.timekeeper = Timekeeper(self.field, starts_at, self.rebuys, self._maybe_finalize)
        self.floor = Floor(self.field, det_extra=self._det_extra,
                           det_used=self.timekeeper.det.consume,
                           on_hand_over=self._on_hand_over, table_listener=table_listener)
        self.eliminations = Eliminations(
            self.field, cashier, self.purse, self.bounties, self.rebuys, self.floor,
            paid_places=self.paid_places, finalize=self._maybe_finalize,
            reached_money=self._reached_money)
        self.deal = FinalDeal(self.field, self.purse)
        self.floor_paused = False  # the floor (staff) stopped play: no new hands, no clock

    # -- the lobby's read-only views ---------------------------------------------------------

    def info(self) -> TournamentInfo:
        """The Info tab."""
        return info_tab(self.field, self.registration, self.timekeeper, self.floor,
                        self.purse, self.hands_played)

    def players(self) -> list[PlayerRow]:
        """The Players tab: alive by stack (rank 1 = chip leader), then by finishing place."""
        return player_rows(self.field, self.bounties)

    def standings(self) -> list[tuple[int, int, str]]:
        """(rank, stack, player) of the alive players, the Players tab's order."""
        return standings(self.field)

    def table_rows(self) -> list[TableRow]:
        """The Tables tab."""
        return table_rows(self.field)

    def prizes(self) -> PrizeTable:
        """The Prizes tab; `final` once the pool is fixed (rule 7), else a projection."""
        return self.purse.table(self.registration.entries)

    def place_prizes(self) -> list[Decimal]:
        """Prize per place, first first: the Prizes tab's amounts without its rows."""
        return self.purse.prize_list(self.registration.entries)

    def finishing_order(self) -> list[str]:
        """Players by place, winner first; tied players adjacent (in id order)."""
        return self.eliminations.finishing_order()

    def chips_in_play(self) -> int:
        """Chips on all tables now."""
        return self.field.chips_in_play()

    def chips_conserved(self) -> bool:
        """Every hand ended with the chips it started with, and every chip ever issued
        (stacks, rebuys, add-ons) is on a table or was retired with a finished player."""
        field = self.field
        return field.chip_errors == 0 and \
            field.chips_in_play() + field.chips_retired == field.chips_issued

    # -- the shared field, as attributes -------------------------------------------------

    @property
    def state(self) -> State:
        """Where the tournament is in its life cycle."""
        return self.field.state

    @property
    def entrants(self) -> dict[str, Entrant]:
        """Everyone who entered, by player id."""
        return self.field.entrants

    @property
    def tickets(self) -> list[Ticket]:
        """Entry tickets given for satellite seats given up."""
        return self.registration.tickets

    @property
    def chips_issued(self) -> int:
        """Every chip put into play (stacks, rebuys, add-ons)."""
        return self.field.chips_issued

    @property
    def chips_retired(self) -> int:
        """Chips taken out of play (round winners, the finish, a cancellation)."""
        return self.field.chips_retired

    # -- events ----------------------------------------------------------------------------

    def _emit(self, event: ev.TournamentEvent) -> None:
        if self.listener is not None:
            self.listener(event)
        else:
            self._outbox.append(event)

    def drain_events(self) -> list[ev.TournamentEvent]:
        """Events since the last drain (only used when no listener was given)."""
        out, self._outbox = self._outbox, TList()
        return out

    # -- registration, rebuys, add-ons -----------------------------------------------------

    @property
    def price(self) -> TourneyPrice:
        """What one entry costs (buy-in to the pool, fee, knockout bounty)."""
        return self.registration.price

    @property
    def late_registration_closes_at(self) -> datetime:
        """Start time plus the late-registration length, in clock time (site rule 9)."""
        return self.registration.late_closes_at

    def registration_open(self) -> bool:
        """Whether a new entry is accepted right now."""
        return self.registration.is_open()

    def register(self, player: str, *, bot: Bot | None = None,
                 payment: Mapping[Currency, Decimal] | None = None,
                 via_satellite: bool = False) -> None:
        """Enter `player` (see `Registration.register`); during late registration, seat
        them; a sit & go starts once full."""
        entrant = self.registration.register(player, bot, payment, via_satellite)
        if self.state is State.RUNNING:
            self.floor.seat_late(entrant)
            self._balance()
        elif self.structure.policy.starts_when_full and \
                len(self.entrants) == self.structure.max_players:
            self._start()

    def carry_over(self, bags: Mapping[str, int], bots: Mapping[str, Bot | None], *,
                   entries: int, pools: Sequence[str]) -> None:
        """Day 2: seat-to-be every Day 1 survivor with their bag, count every Day 1
        entry for the payouts and move the flights' prize pools here (`multi_day`)."""
        if not self.structure.day_two or self.state is not State.REGISTERING:
            raise TournamentError(f"{self.tournament_id} is not a Day 2 waiting for players")
        if not bags:  # every flight was cancelled (or everyone gave up their seat)
            cancelling.cancel_too_few(self.field, self.cashier)
            return
        for player in sorted(bags):
            self.registration.carry_over(player, bags[player], bots.get(player))
        self.registration.entries = entries
        currency = self.structure.currency
        ledger = self.cashier.ledger
        for flight in pools:
            source = tourney_account(flight, "pool")
            held = ledger.balance(source, currency)
            if held:
                ledger.transfer(source, self.purse.account, held, currency,
                                f"Day 1 pool of {flight} to {self.tournament_id}")

    def unregister(self, player: str, *, as_ticket: bool = False) -> None:
        """Withdraw before the deadline; cash back in the format paid, or T$ / a ticket for
        a seat won in a satellite (site rule 10)."""
        self.registration.unregister(player, as_ticket)

    def can_unregister(self, player: str) -> bool:
        """Whether `player` may unregister right now (site rule 10)."""
        return not self.registration.unregister_refusal(player)

    def set_auto_rebuy(self, player: str, on: bool = True) -> None:
        """Rebuy automatically on busting during the rebuy period (and take the add-on)."""
        self.field.entrant(player).auto_rebuy = on

    def rebuy_open(self) -> bool:
        """True during the rebuy period (tournament-clock minutes from the start)."""
        return self.rebuys.is_open()

    def rebuy(self, player: str) -> None:
        """Buy more chips in the rebuy period or window (site rule 8; `Rebuys.rebuy`)."""
        self.rebuys.rebuy(player)
        self._close_windows()

    def decline_rebuy(self, player: str) -> None:
        """Let the rebuy window go: out once everyone busted in that hand has decided."""
        self.rebuys.decline(player)
        self._close_windows()

    def rebuy_window(self, player: str) -> Window | None:
        """`player`'s open rebuy window (busted, seat held, may still rebuy), if any."""
        return self.rebuys.windows.deciding(player)

    def _close_windows(self) -> None:  # ran out or declined: rank their bust groups
        self.rebuys.expire_windows()
        groups = self.rebuys.windows.to_eliminate(self.clock.now())
        if groups:
            self.eliminations.eliminate_windows(groups)
            if self.state is State.RUNNING:
                self._rebalance()
                self._maybe_finalize()

    def add_on(self, player: str) -> None:
        """Take the add-on (once, at the end of the rebuy period / the add-on break)."""
        self.rebuys.add_on(player)

    # -- the clock -------------------------------------------------------------------------

    @property
    def play_minutes(self) -> float:
        """Tournament-clock minutes played (levels run on this; stops on breaks and DET)."""
        return self.timekeeper.minutes

    @property
    def on_break(self) -> bool:
        """True while every table is on a break."""
        return self.timekeeper.on_break

    @property
    def hand_for_hand(self) -> bool:
        """True while tables wait for each other before each hand."""
        return self.floor.hand_for_hand

    @property
    def players_left(self) -> int:
        """Players still in the tournament."""
        return self.field.players_left

    def tick(self) -> None:
        """Bring the tournament up to the clock's time and deal every hand that may start."""
        now = self.clock.now()
        if self.state is State.REGISTERING:
            if now < self.starts_at or self.structure.policy.starts_when_full or \
                    (self.structure.day_two and not self.entrants):  # Day 1 still on
                return
            self._start()
        if self.state is not State.RUNNING:
            return
        self.timekeeper.play.update(now)
        self.registration.close_if_late(now)
        self._maybe_finalize()
        self.timekeeper.update_level(now)
        self.timekeeper.update_breaks(now)
        self._close_windows()
        if self.registration.humans:
            for table in list(self.tables.values()):
                if table.check_timeout():
                    self._after_reports()
        if days.bag_due(self.field, self.tables):
            days.bag(self.field, self.tables)
            self.cashier.collect_fees(self.tournament_id, self.structure.currency)
            return
        self._deal()
        self._update_clock_running(now)

    def _update_clock_running(self, now: datetime) -> None:
        waiting = self.registration.humans > 0 and any(t.waiting_on_disconnected
                                                       for t in self.tables.values())
        self.timekeeper.set_running(not (waiting or self.deal.paused or self.floor_paused),
                                    now)

    def skip_downtime(self, stopped_at: datetime) -> None:
        """After a server restart: the time from ``stopped_at`` (the saved state's time) to
        now is not play time, so blind levels, rebuy periods and play-time breaks resume
        where they stood instead of jumping ahead by the downtime."""
        self.timekeeper.skip_downtime(stopped_at, self.clock.now())

    def set_connected(self, player: str, connected: bool) -> None:
        """Connection state of a human player; reconnecting resets their DET schedule."""
        entrant = self.field.entrant(player)
        if connected:
            self.timekeeper.det.reset(player)
        if entrant.alive and entrant.table_id is not None:
            self.tables[entrant.table_id].set_connected(player, connected)
        self._update_clock_running(self.clock.now())

    def _det_extra(self, player: str) -> float:
        return self.timekeeper.det_extra(player, self.paid_places(), self.entries)

    # -- start, dealing, hands over --------------------------------------------------------

    def start_now(self) -> None:
        """Start a registering event now and seat the field without dealing (a tester's
        practice state is put on it before the first hand)."""
        if self.state is State.REGISTERING:
            self._start()

    def _start(self) -> None:
        now = self.clock.now()
        players = list(self.entrants)
        if len(players) < max(2, self.structure.min_players):
            cancelling.cancel_too_few(self.field, self.cashier)
            return
        self.field.state = State.RUNNING
        layout = random_seating(players, self.structure.table_size, self.field.rng)
        self.timekeeper.play.set_running(True, now)
        self._emit(ev.TournamentStarted(self.tournament_id, now, len(players), len(layout)))
        self.floor.seat_layout(layout)
        self.field.players_left = len(players)
        if self.structure.policy.starts_when_full or \
                self.structure.late_registration_minutes <= 0:
            self._close_registration(early=False)
        self.timekeeper.update_level(now)
        self.floor.update_hand_for_hand(self.paid_places())

    def _deal(self) -> None:
        if self.timekeeper.holds_deals() or self.deal.paused or self.floor_paused:
            return
        tables = list(self.tables.values())
        hand_for_hand = self.floor.hand_for_hand
        if hand_for_hand and any(t.in_hand for t in tables):
            return
        _, level = self.timekeeper.current_level()
        blinds = Blinds(level.small_blind, level.big_blind, level.ante)
        for table in tables:
            if table.table_id in self.tables and table.can_deal():
                self.hands_played += 1
                table.start_hand(blinds, hand_seed(self.seed, table.table_id,
                                                   table.hand_no + 1))
                if not hand_for_hand:
                    self._after_reports(rebalance=False)
        self._after_reports(rebalance=False)
        if self.state is State.RUNNING:
            self._rebalance()

    def _on_hand_over(self, report: HandReport) -> None:
        self.eliminations.hand_over(report)
        if self.hand_listener is not None:
            self.hand_listener(report)

    def act(self, player: str, action: Action) -> None:
        """A human player's action at their table (raises and changes nothing if illegal)."""
        entrant = self.field.entrant(player)
        if not entrant.alive or entrant.table_id is None:
            raise ActionRefusedError(f"{player} is not playing in {self.tournament_id}")
        table = self.tables[entrant.table_id]
        if table.to_act != player:
            raise ActionRefusedError(f"it is not {player}'s turn at {table.table_id}")
        table.act(player, action)
        self._after_reports()

    def _after_reports(self, rebalance: bool = True) -> None:
        """Apply finished hands: busts, rebuys, places, prizes, then (unless the caller
        re-balances once after dealing every table) re-balance the tables."""
        if not self.eliminations.apply(self.floor.hand_for_hand):
            return
        if self.state is State.RUNNING:
            if rebalance:
                self._rebalance()
            else:
                self.floor.update_hand_for_hand(self.paid_places())

    def _rebalance(self) -> None:
        self._balance()
        self.floor.update_hand_for_hand(self.paid_places())
        self.deal.check_pause()

    def _balance(self) -> None:
        if self.eliminations.reports:  # a hand-for-hand round is still being played
            return
        if self.field.in_rounds:
            if len(self.tables) > 1:
                self.eliminations.next_round_if_done()
            return
        self.floor.balance()

    # -- prize pool and payments -----------------------------------------------------------

    @property
    def entries(self) -> int:
        """Entries so far, re-entries included."""
        return self.registration.entries

    def projected_pool(self) -> Decimal:
        """The prize pool as it stands (at least the guarantee)."""
        return self.purse.projected_pool()

    def paid_places(self) -> int:
        """How many places are paid (satellites: seats plus the leftover-cash place)."""
        return self.purse.paid_places(self.entries)

    def _close_registration(self, early: bool) -> None:
        if self.registration.close(early):
            self._maybe_finalize()

    def _maybe_finalize(self, force: bool = False) -> None:
        """Fix the prizes once registration and the rebuy/add-on period are over (rule 7);
        a Day 1 flight never does: its pool is Day 2's."""
        if self.purse.final or self.state is not State.RUNNING or \
                self.structure.bag_at_players:
            return
        if not force and not (self.registration.late_closed and self.rebuys.over()):
            return
        self.purse.finalize(self.entries)

    def _reached_money(self) -> None:
        """The field reached the paid places: late registration closes, the pool is fixed
        and early-payout events pay everyone left the minimum prize."""
        if self.structure.bag_at_players:  # a Day 1 flight pays nothing: Day 2 does
            return
        self._close_registration(early=True)
        self._maybe_finalize()
        self.purse.early_payouts(self.field.alive())

    def _send_to_target(self, entrant: Entrant) -> None:
        """Satellite winner: straight into the target event, even during its late
        registration; if that is no longer possible, the seat's value in T$."""
        target = self.target
        if target is not None:
            target.tick()
            if target.registration_open() and entrant.player not in target.entrants:
                target.register(entrant.player, bot=entrant.bot, via_satellite=True)
                return
        self.registration.convert_seat(entrant.player, self.structure.seat_value,
                                       as_ticket=False)

    # -- deals -----------------------------------------------------------------------------

    def discuss_deal(self, player: str, on: bool = True) -> None:
        """The 'Discuss A Deal' box; when every remaining player ticks it at the final table,
        the table pauses at the end of the hand."""
        self.deal.discuss(player, on)

    @property
    def deal_paused(self) -> bool:
        """True while the final table waits for the players to agree a deal."""
        return self.deal.paused

    def remaining_prizes(self) -> list[Decimal]:
        """Prizes still to be won by the players left, best place first: what a deal (ICM,
        chip count, even split) divides (`apply_deal` deducts early payouts already made)."""
        return self.purse.remaining_prizes(self.field.players_left)

    def apply_deal(self, amounts: Mapping[str, Decimal],
                   left_for: Sequence[Decimal] = ()) -> None:
        """Pay an agreed deal now (amounts from the money layer's deal calculator).

        Every remaining player must be in `amounts`; what the deal does not hand out stays
        in play as the winner's prize, or by finishing place as `left_for` says (first
        place first). Play then resumes (or ends if nothing is left).
        """
        if self.deal.apply(amounts, left_for) == 0:
            self.eliminations.finish_by_chips()

    def pause_by_floor(self, on: bool) -> None:
        """The floor stops play (hands under way finish; no new hand is dealt and the
        tournament clock stops) or lets it go on."""
        if self.state is not State.RUNNING:
            raise TournamentError(f"{self.tournament_id} is not running: nothing to pause")
        self.floor_paused = on
        now = self.clock.now()
        self._update_clock_running(now)
        if not on:
            self.tick()

    # -- cancellation ----------------------------------------------------------------------

    def cancel_preview(self, method: CancelMethod) -> CancellationResult:
        """What cancelling by `method` would pay, computed on a sandbox copy of the
        money: nothing changes (the floor sees it before confirming)."""
        cashier = Cashier(self.cashier.ledger.sandbox(),
                          self.cashier.records(self.tournament_id, include_refunded=True))
        return cancelling.compensate(
            self.field, cashier, method, in_the_money=self.eliminations.in_the_money,
            prizes_final=self.purse.final, remaining_prizes=self.remaining_prizes(),
            bounties=self.bounties)

    def cancel(self, method: CancelMethod) -> CancellationResult:
        """Cancel the tournament and compensate players by `method` (cancellation policy):
        rollback, roll forward before or in the money, or a heads-up chip count."""
        return cancelling.cancel(
            self.field, self.cashier, method, in_the_money=self.eliminations.in_the_money,
            prizes_final=self.purse.final, remaining_prizes=self.remaining_prizes(),
            bounties=self.bounties)

    # -- simulation ------------------------------------------------------------------------

    def run_simulation(self, clock: SimulatedClock, seconds_per_hand: float = 60.0,
                       max_ticks: int = 1_000_000,
                       on_tick: Callable[[Tournament], None] | None = None) -> None:
        """Play a bots-only tournament to the end on a simulated clock: each tick every
        table plays one hand and the clock moves on by `seconds_per_hand`."""
        if self.registration.humans:
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
