"""A fast-fold ("Zoom") pool: many players, tables that form for one hand at a time.

A player joins the pool with a buy-in and waits; whenever a table's worth of players
wait (and the pool has enough players ready at all), a table is drawn at random among
them (`seating.py`: blinds go to whoever has gone longest without the big blind) and a
hand is dealt. The moment a player folds they are out of that hand with their stack and
wait for the next one, which starts as soon as a table's worth of players is waiting:
they never wait for the hand they left to finish. A player facing a bet may fold before
their turn ("fast fold"): they leave at once and the table folds their hand when the
action reaches it. After a hand every player still in it moves on the same way.

Rules of the pool besides the site's rake (per hand, for the game and the players dealt
in, `ring.hand_rake`):
- a pool with fewer than `PoolRules.min_ready` players ready (two tables by default)
  deals no new hand and says so (`PoolWaiting`);
- sitting out and top-ups asked for during a hand take effect the moment the player is
  out of it (a top-up is refused then if it would pass the max buy-in);
- a player who leaves in a hand folds at once if facing a bet; else, like a disconnected
  player, their hand is played for them;
- a disconnected player is dealt no new hand; in a hand they are checked when checking is
  free and folded otherwise, as soon as it is their turn; after
  `PoolRules.disconnect_leave_seconds` (60 s) away they leave the pool, cashed out;
- a player with no chips left leaves the pool (they may join again with a new buy-in).

The pool is sans-I/O on an injected clock: call `tick()` when time passed; events go to
`listener` (pool records, `events.py`) and `table_listener` (the tables' `TableEvent`s,
for the players in `audience(table_id)`), and every `HandReport` to `hand_listener`.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from datetime import datetime, timedelta
from decimal import Decimal

from client.engine import Action, ActionKind, SeatView, game_spec
from client.engine.rotation import ROTATIONS
from client.room.clock import Clock
from client.room.errors import RingTableError
from client.room.fastfold.events import (
    HandSettled,
    LeaveReason,
    PlayerReleased,
    PlayerSeated,
    PoolEvent,
    PoolJoined,
    PoolLeft,
    PoolWaiting,
    SittingOut,
    TopUpDone,
    TopUpRefused,
    TurnStarted,
)
from client.room.fastfold.members import Member, PlayerState, PoolError, PoolRules
from client.room.fastfold.money import PoolMoney
from client.room.fastfold.seating import BlindRotation, WaitingPlayers
from client.room.fastfold.tables import HandAtTable, PoolTables, may_fold_now
from client.room.fastfold.timers import PoolTimers
from client.room.ledger import Ledger, money
from client.room.ring import RingTableSpec, ring_blinds
from client.room.step_random import StepRandom
from client.room.table import (
    HandReport,
    Table,
    TableEvent,
    TimingPolicy,
    hand_seed,
)
from client.room.table_records import timeout_action
from client.room.tracked import TDict, Tracked, TSet


class FastFoldPool(Tracked):
    """One fast-fold pool of `spec` (a `fast_fold` ring spec: its seats per table, its
    `pool_size` most players, its stakes and buy-ins); money through `ledger`."""

    def __init__(self, spec: RingTableSpec, ledger: Ledger, clock: Clock, *,
                 seed: int | None = None, rules: PoolRules | None = None,
                 listener: Callable[[PoolEvent], None] | None = None,
                 table_listener: Callable[[TableEvent], None] | None = None,
                 hand_listener: Callable[[HandReport], None] | None = None) -> None:
        if not spec.fast_fold:
            raise PoolError(f"{spec.name} is not a fast-fold pool")
        if spec.game in ROTATIONS:
            raise PoolError(f"a fast-fold pool deals one game, not the {spec.game} rotation")
        self.spec = spec
        self.rules = rules or PoolRules()
        self.min_ready = self.rules.min_ready or 2 * spec.seats
        self.money = PoolMoney(spec, ledger)
        self._clock = clock
        self._seed = seed
        rng = StepRandom(seed) if seed is not None else secrets.SystemRandom()
        self._waiting = WaitingPlayers(rng)
        self._rotation = BlindRotation(spec.seats, rng)
        self._blinds = ring_blinds(spec, spec.game)
        self._has_blinds = game_spec(spec.game).family != "stud"
        self.listener = listener
        self.table_listener = table_listener
        self.hand_listener = hand_listener
        self._members: dict[str, Member] = TDict()
        self._benched: set[str] = TSet()  # between hands and sitting out or away
        self._tables = PoolTables(spec, clock, TimingPolicy(self.rules.action_seconds,
                                                            self.rules.time_bank_seconds),
                                  self._on_table_event, self._on_hand_over)
        self._touched: dict[str, None] = TDict()  # tables whose turn may have changed
        self._hands: dict[str, HandAtTable] = TDict()  # the running (or last) hand of each table
        self._timers = PoolTimers()
        self._was_waiting = False
        self.hands_played = 0
        self.players_reseated = 0
        self.rake = Decimal("0.00")

    # -- read-only queries -------------------------------------------------------------------

    @property
    def next_due(self) -> datetime | None:
        """When `tick()` next has something to do (a turn timing out, a disconnected player
        leaving), for the caller's timer; None when nothing waits on time."""
        return self._timers.next_due()

    @property
    def players(self) -> list[str]:
        """Everyone in the pool, in joining order."""
        return list(self._members)

    def state(self, player: str) -> PlayerState:
        """Where `player` is now."""
        return self._member(player).state

    def stack(self, player: str) -> int:
        """`player`'s chips: in front of them in their hand, else between hands."""
        member = self._member(player)
        if member.table is None:
            return member.stack
        view = self._tables[member.table].view_for(player)
        return view.stacks[view.seat]

    def table_of(self, player: str) -> str | None:
        """The table of the hand `player` is in (None between hands)."""
        return self._member(player).table

    def view_for(self, player: str) -> SeatView | None:
        """What `player` sees of their hand (None between hands)."""
        member = self._member(player)
        return None if member.table is None else self._tables[member.table].view_for(player)

    def to_act(self, table_id: str) -> str | None:
        """Whose turn it is at `table_id`."""
        return self._tables[table_id].to_act

    def table(self, table_id: str) -> Table:
        """The table `table_id` (to read for snapshots: seats, stacks, timer; act through
        the pool, never on the table)."""
        return self._tables[table_id]

    def turn(self, table_id: str) -> int:
        """Number of the decision awaited at `table_id` (as in `TurnStarted.turn`)."""
        hand = self._hands.get(table_id)
        return 0 if hand is None else hand.turn

    def audience(self, table_id: str) -> list[str]:
        """Players still in the hand at `table_id` (who should see its events)."""
        table = self._tables[table_id]
        gone = self._hands[table_id].released
        return [p for p in table.dealt_in if p not in gone]

    def folded_out(self, table_id: str) -> list[str]:
        """Players dealt into the hand at `table_id` who folded and moved on: the rest of
        the hand is still theirs to keep in their hand history."""
        gone = self._hands[table_id].released
        return [p for p in self._tables[table_id].dealt_in if p in gone]

    @property
    def ready(self) -> int:
        """Players who may be dealt hands now (in a hand, or waiting)."""
        return len(self._members) - len(self._benched)

    @property
    def waiting(self) -> int:
        """Players waiting for their next hand."""
        return len(self._waiting)

    @property
    def tables_used(self) -> int:
        """Tables the pool has dealt at (at most as many as hands ran at the same time)."""
        return self._tables.used

    @property
    def tables_running(self) -> int:
        """Tables with a hand in progress."""
        return self._tables.running

    def time_bank(self, player: str) -> float:
        """Seconds left in `player`'s time bank (it goes with them from table to table)."""
        member = self._member(player)
        if member.table is None:
            return member.time_bank
        return self._tables[member.table].time_bank(player)

    def blind_due(self, player: str) -> int:
        """Hands dealt to `player` since their last big blind (see `seating.py`)."""
        return self._rotation.due(player)

    def money_conserved(self) -> bool:
        """The pool account holds exactly the stacks between hands, and each table account
        exactly what its players brought into the hand less what folders took back."""
        idle = sum(m.stack for m in self._members.values() if m.table is None)
        in_play = {table_id: self._hands[table_id] if table.in_hand else None
                   for table_id, table in self._tables.items()}
        return self.money.conserved(idle, in_play)

    def _member(self, player: str) -> Member:
        member = self._members.get(player)
        if member is None:
            raise PoolError(f"{player} is not in {self.spec.name}")
        return member

    # -- players ---------------------------------------------------------------------------

    def join(self, player: str, buy_in: Decimal) -> None:
        """Buy in (min to max buy-in, from available funds: site rule 8) and wait for a hand."""
        if player in self._members:
            raise PoolError(f"{player} is already in {self.spec.name}")
        if len(self._members) >= self.spec.pool_size:
            raise PoolError(f"{self.spec.name} is full ({self.spec.pool_size} players)")
        chips = self.money.buy_in(player, buy_in)
        self._members[player] = Member(chips, self.rules.time_bank_seconds)
        self._emit(PoolJoined(self.spec.id, player, chips))
        self._waiting.add(player)
        self._pump()

    def leave(self, player: str) -> None:
        """Leave the pool, cashed out: between hands at once; in a hand facing a bet by
        folding now; otherwise their hand is checked (or folded) for them and they go the
        moment they are out of it."""
        member = self._member(player)
        member.leaving = LeaveReason.LEFT
        if member.table is None:
            self._remove(player, LeaveReason.LEFT)
        elif self.can_fast_fold(player):
            self.fast_fold(player)
            return
        else:
            self._touched[member.table] = None
        self._pump()

    def top_up(self, player: str, amount: Decimal) -> None:
        """Add money from available funds up to the max buy-in: now between hands, else as
        soon as the player is out of their hand."""
        member = self._member(player)
        amount = money(amount, "top-up")
        if member.table is not None:
            member.top_up = amount
            return
        member.stack += self.money.top_up(player, member.stack, amount)
        self._emit(TopUpDone(self.spec.id, player, amount, member.stack))

    def sit_out(self, player: str) -> None:
        """Deal `player` no more hands (from the end of the hand they are in)."""
        member = self._member(player)
        member.sitting_out = True
        self._waiting.remove(player)
        self._bench(player)
        self._emit(SittingOut(self.spec.id, player, True))
        self._pump()

    def sit_back(self, player: str) -> None:
        """Deal `player` hands again."""
        member = self._member(player)
        member.sitting_out = False
        self._emit(SittingOut(self.spec.id, player, False))
        self._ready(player)
        self._pump()

    def set_connected(self, player: str, connected: bool) -> None:
        """A player's connection dropped or came back (see the module rules)."""
        member = self._member(player)
        if connected == (member.away_since is None):
            return
        if connected:
            member.away_since = None
            self._ready(player)
        else:
            member.away_since = self._clock.now()
            self._waiting.remove(player)
            self._bench(player)
            limit = member.away_since + timedelta(seconds=self.rules.disconnect_leave_seconds)
            self._timers.away(limit, player)
        if member.table is not None:
            self._tables[member.table].set_connected(player, connected)
            self._touched[member.table] = None
        self._pump()

    # -- play ------------------------------------------------------------------------------

    def act(self, player: str, action: Action) -> None:
        """`player`'s action in their hand; raises `TableError` and changes nothing if not
        legal now."""
        table = self._table_of(player)
        table.act(player, action)
        self._touched[table.table_id] = None
        self._pump()

    def can_fast_fold(self, player: str) -> bool:
        """True when `player` may fold now, before their turn or at it: they face a bet
        (so folding is legal when the action reaches them) and are not all-in."""
        member = self._members.get(player)
        if member is None or member.table is None:
            return False
        return may_fold_now(self._tables[member.table].view_for(player))

    def fast_fold(self, player: str) -> None:
        """Fold now and go to a new hand; before one's turn only when `can_fast_fold`."""
        table = self._table_of(player)
        if table.to_act == player:
            self.act(player, Action(ActionKind.FOLD))
            return
        if not self.can_fast_fold(player):
            raise PoolError(f"{player} cannot fast fold now: only a player facing a bet, "
                            "not all-in, may fold before their turn")
        view = table.view_for(player)
        self._hands[table.table_id].fast_folded.add(player)
        self._release(table, player, view.stacks[view.seat], fast_fold=True)
        self._pump()

    def tick(self) -> None:
        """Act on the time that passed: players out of time, disconnected players gone too
        long; then deal what can be dealt."""
        now = self._clock.now()
        turns, away = self._timers.due(now)
        if not turns and not away:
            return
        for table_id, hand_no, turn in turns:
            table = self._tables[table_id]
            if table.in_hand and table.hand_no == hand_no and self._hands[table_id].turn == turn \
                    and table.check_timeout():
                self._touched[table_id] = None
        limit = timedelta(seconds=self.rules.disconnect_leave_seconds)
        for player in away:
            member = self._members.get(player)
            if member is None or member.away_since is None or member.away_since + limit > now:
                continue
            member.leaving = member.leaving or LeaveReason.DISCONNECTED
            if member.table is None:
                self._remove(player, member.leaving)
        self._pump()

    # -- inside ----------------------------------------------------------------------------

    def _table_of(self, player: str) -> Table:
        table_id = self._member(player).table
        if table_id is None:
            raise PoolError(f"{player} is not in a hand in {self.spec.name}")
        return self._tables[table_id]

    def _emit(self, event: PoolEvent) -> None:
        if self.listener is not None:
            self.listener(event)

    def _ready(self, player: str) -> None:
        """Put `player` on the waiting list if they may be dealt in now; keep `ready` true."""
        if self._members[player].state is PlayerState.WAITING:
            self._waiting.add(player)
        self._bench(player)

    def _bench(self, player: str) -> None:
        member = self._members.get(player)
        if member is not None and member.state in (PlayerState.AWAY, PlayerState.SITTING_OUT):
            self._benched.add(player)
        else:
            self._benched.discard(player)

    def _remove(self, player: str, reason: LeaveReason) -> None:
        member = self._members.pop(player)
        self._waiting.remove(player)
        self._benched.discard(player)
        paid = self.money.cash_out(player, member.stack)
        self._emit(PoolLeft(self.spec.id, player, paid, reason))

    def _release(self, table: Table, player: str, chips: int, fast_fold: bool = False,
                 paid: bool = False) -> None:
        """`player` is out of the hand at `table` with `chips`: back to the pool (`paid`:
        the hand's settlement has moved the money already)."""
        member = self._members[player]
        table_id = table.table_id
        self._hands[table_id].released[player] = chips
        if not paid:
            self.money.release(table_id, player, chips)
        member.table = None
        member.stack = chips
        member.time_bank = table.time_bank(player)
        self._emit(PlayerReleased(self.spec.id, player, table_id, table.hand_no, chips,
                                  fast_fold))
        self._after_hand(player)

    def _after_hand(self, player: str) -> None:
        member = self._members[player]
        if member.top_up is not None and member.leaving is None:
            amount, member.top_up = member.top_up, None
            try:
                member.stack += self.money.top_up(player, member.stack, amount)
                self._emit(TopUpDone(self.spec.id, player, amount, member.stack))
            except RingTableError as exc:
                self._emit(TopUpRefused(self.spec.id, player, amount, str(exc)))
        if member.leaving is not None:
            self._remove(player, member.leaving)
        elif member.stack == 0:
            self._remove(player, LeaveReason.BUSTED)
        else:
            self._ready(player)

    def _on_table_event(self, event: TableEvent) -> None:
        if self.table_listener is not None:
            self.table_listener(event)
        if event.kind != "action":
            return
        table_id = event.table_id
        hand = self._hands[table_id]
        hand.turn += 1
        player = event.player
        if event.data.get("kind") == "fold" and player is not None and \
                player not in hand.released:
            table = self._tables[table_id]
            view = table.view_for(player)
            self._release(table, player, view.stacks[view.seat])

    def _on_hand_over(self, report: HandReport) -> None:
        table_id = report.table_id
        released = self._hands[table_id].released
        rake, stacks, collected = self.money.settle(report, released)
        self.hands_played += 1
        self.rake += rake
        self._emit(HandSettled(self.spec.id, table_id, report.hand_no, report.players, rake,
                               dict(report.end_stacks) | stacks, collected, tuple(stacks)))
        table = self._tables[table_id]
        for player, chips in stacks.items():
            self._release(table, player, chips, paid=True)
        self._tables.finished(table_id)
        if self.hand_listener is not None:
            self.hand_listener(report)

    def _pump(self) -> None:
        """Clear finished tables, deal new ones, and play for absent players, until the
        pool is waiting only on players' decisions."""
        while True:
            cleared = self._tables.clear_finished()
            dealt = self._deal_tables()
            touched = list(self._touched)
            self._touched.clear()
            for table_id in touched:
                self._next_turn(self._tables[table_id])
            if not (cleared or dealt or touched):
                return

    def _deal_tables(self) -> bool:
        seats = self.spec.seats
        short = self.ready < self.min_ready
        if short != self._was_waiting:
            self._was_waiting = short
            if short:
                self._emit(PoolWaiting(self.spec.id, self.ready, self.min_ready))
        dealt = False
        while not short and len(self._waiting) >= seats:
            self._deal(self._rotation.layout(self._waiting.draw(seats)))
            dealt = True
        return dealt

    def _deal(self, order: list[str]) -> None:
        """Deal a hand to `order` (table seat order, button at seat 1)."""
        table = self._tables.take({self._members[p].last_table for p in order})
        table_id = table.table_id
        stacks = {player: self._members[player].stack for player in order}
        self.money.deal(table_id, stacks)
        hand_no = table.hand_no + 1
        for seat, player in enumerate(order, start=1):
            member = self._members[player]
            table.sit(player, seat, member.stack, time_bank=member.time_bank)
            self.players_reseated += member.hands > 0
            member.hands += 1
            member.table = member.last_table = table_id
            member.stack = 0
            self._emit(PlayerSeated(self.spec.id, player, table_id, hand_no, seat,
                                    stacks[player], member.hands > 1))
        big_blind = order[1 if len(order) == 2 else 2] if self._has_blinds else None
        self._rotation.dealt(order, big_blind)
        self._hands[table_id] = HandAtTable(TDict(stacks))
        seed = None if self._seed is None else hand_seed(self._seed, table_id, hand_no)
        table.start_hand(self._blinds, seed)
        self._touched[table_id] = None

    def _next_turn(self, table: Table) -> None:
        """Play for absent players whose turn it is; announce a present player's turn."""
        table_id = table.table_id
        hand = self._hands[table_id]
        while table.in_hand:
            player = table.to_act
            if player is None:
                return
            if player in hand.fast_folded:
                table.act(player, Action(ActionKind.FOLD))
            elif self._members[player].away_since is not None or \
                    self._members[player].leaving is not None:
                legal = table.view_for(player).legal
                assert legal is not None
                table.act(player, timeout_action(legal.kinds))
            else:
                deadline, turn = table.deadline, hand.turn
                if hand.announced != (turn, deadline) and deadline is not None:
                    hand.announced = (turn, deadline)
                    self._timers.turn(deadline, table_id, table.hand_no, turn)
                    self._emit(TurnStarted(self.spec.id, table_id, table.hand_no, player,
                                           turn, deadline))
                return
