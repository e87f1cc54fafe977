"""Fast-fold ("Zoom") pools in the room: the protocol's pool commands over the room's
`FastFoldPool`s, each pool table's events to the players still in its hand, their turns,
practice bots and the pools' timers.

A pool deals many short-lived tables; a player sees only the hand they are in (the pool's
``audience``), so pool tables are not in the `TableDirectory` and `TablePlay` never touches
them: this part turns their events into ``TableEvent``s, announces turns and routes ``Act``
at a pool table to the pool (any other ``Act`` goes on to `TablePlay`). A player dealt a
new hand gets ``PoolState`` (with the new table id) and that table's ``TableSnapshot`` just
before the hand's ``seating`` event, then every event of the hand, in the order a ring table
sends them (so the client's hand log opens the hand and saves it). A player back mid-hand
gets them in the flush instead; the table's events from before then are in the snapshot and
are not sent.
"""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from client.engine import Action
from client.protocol import messages as m
from client.protocol import views
from client.protocol.convert import legal_actions, table_body
from client.room.clock import Clock
from client.room.errors import RoomError
from client.room.fastfold import (
    FastFoldPool,
    HandSettled,
    LeaveReason,
    PlayerReleased,
    PlayerSeated,
    PlayerState,
    PoolEvent,
    PoolJoined,
    PoolLeft,
    PoolWaiting,
    SittingOut,
    TopUpDone,
    TopUpRefused,
    TurnStarted,
)
from client.room.ledger import Currency, Ledger
from client.room.ring import RingTableSpec, ring_blinds, to_money
from client.room.table import HandReport, TableError, hand_seed
from client.room.table import TableEvent as RoomTableEvent
from client.room.tracked import TDict, Tracked, TSet
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.config import RoomConfig
from client.service.errors import ServiceError
from client.service.hand_records import HandRecords, cash_table
from client.service.outbox import Outbox
from client.service.pace import Due, Pace
from client.service.play import TablePlay, passive_action

IDLE_BOT_SECONDS = 0.5
"""How long a practice bot "thinks" at a pool table no human is at while no human waits for
a hand (a pool of bots plays at a bounded pace while the human sits out). While a human
waits, those bots act at once: folders free up and the human's next hand is dealt at the
same instant, as in a pool of thousands (seen: up to 11 s of empty felt otherwise)."""

PRACTICE_SPARE_BOTS = 5
"""Practice: bots beyond the pool's two tables' worth, so a human who folds is dealt a new
hand as soon as a table's worth of players folded elsewhere."""


_WHY_LEFT = {LeaveReason.LEFT: "", LeaveReason.BUSTED: " (out of chips)",
             LeaveReason.DISCONNECTED: " (away too long)"}
"""Why a player left a pool, in the words of their last pool state (asked to: nothing)."""


class FastFoldPools(Tracked):
    """Owns the room's fast-fold pools (one `FastFoldPool` per pool preset), which pool
    each pool table belongs to, the turns still to announce, the players still to be sent
    a new hand's view and the last pool state sent to each. Handles ``ListPools``,
    ``JoinPool``, ``LeavePool``, ``TopUpPool``, ``PoolSitOut``, ``FastFold`` and ``Act``."""

    def __init__(self, clock: Clock, config: RoomConfig, ledger: Ledger, accounts: Accounts,
                 outbox: Outbox, changes: Changes, pace: Pace, records: HandRecords,
                 play: TablePlay) -> None:
        self._clock = clock
        self._config = config
        self._ledger = ledger
        self._accounts = accounts
        self._outbox = outbox
        self._changes = changes
        self._pace = pace
        self._records = records
        self._play = play
        self._pools: dict[str, FastFoldPool] = TDict()
        self._pool_of_table: dict[str, str] = TDict()
        self._turns: dict[str, TurnStarted] = TDict()  # table id -> turn to announce
        self._last_turn: dict[str, TurnStarted] = TDict()  # table id -> last turn announced
        self._fresh: dict[str, str] = TDict()  # player -> table whose view they have yet to get
        self._sent: dict[tuple[str, str], m.PoolState] = TDict()
        self._notes: dict[tuple[str, str], str] = TDict()
        self._gone: dict[tuple[str, str], m.PoolState] = TDict()  # left, state still to send
        self._restock: set[str] = TSet()  # practice pools whose bots to top up or send home
        self._hurry: set[str] = TSet()  # practice pools whose idle bots act now (a human waits)
        self._timed: set[str] = TSet()  # pools whose timers may have moved since the flush

    def open(self, spec: RingTableSpec) -> None:
        """A fast-fold pool from its preset, empty."""
        seed = None if self._config.seed is None else hand_seed(self._config.seed, spec.id, 0)
        self._pools[spec.id] = FastFoldPool(
            spec, self._ledger, self._clock, seed=seed, rules=self._config.pool_rules,
            listener=self._on_pool_event,
            table_listener=self._on_table_event, hand_listener=self._on_hand)

    def get(self, pool_id: str) -> FastFoldPool:
        """The pool with this id; refused when there is none."""
        pool = self._pools.get(pool_id)
        if pool is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no fast-fold pool {pool_id!r}: pick one from the lobby")
        return pool

    def rows(self) -> list[m.PoolRow]:
        """Every pool's lobby row."""
        return [self.row(pool_id) for pool_id in self._pools]

    def row(self, pool_id: str) -> m.PoolRow:
        """One pool's lobby row."""
        pool = self._pools[pool_id]
        spec = pool.spec
        return m.PoolRow(pool_id=spec.id, name=spec.name, game=spec.game, stakes=spec.stakes,
                         currency=str(spec.currency), seats=spec.seats,
                         players=len(pool.players), pool_size=spec.pool_size,
                         min_buy_in=spec.min_buy_in, max_buy_in=spec.max_buy_in)

    def in_play(self, player_id: str, currency: Currency) -> Decimal:
        """The player's chips in pools of this currency (rule 8: not available)."""
        return sum((to_money(pool.stack(player_id)) for pool in self._pools.values()
                    if pool.spec.currency == currency and player_id in pool.players),
                   Decimal(0))

    def set_connected(self, player_id: str, connected: bool) -> None:
        """The player's link in their pools; on return, their state, hand and turn again."""
        for pool_id, pool in self._pools.items():
            if player_id not in pool.players:
                continue
            pool.set_connected(player_id, connected)
            self._timed.add(pool_id)
            if connected:
                self._sent.pop((player_id, pool_id), None)
                table_id = pool.table_of(player_id)
                if table_id is not None:
                    self._fresh[player_id] = table_id
                    last = self._last_turn.get(table_id)
                    if last is not None and last.player == player_id:
                        self._turns[table_id] = last
                self._changes.pool_view(player_id)

    # ------------------------------------------------------------------ commands

    def list_pools(self, player_id: str, _command: m.ListPools) -> None:
        """``ListPools``: every pool's row."""
        self._outbox.send(player_id, m.PoolList(pools=tuple(self.rows())))

    def join(self, player_id: str, command: m.JoinPool) -> None:
        """``JoinPool``: buy in (rule 8: from available funds) and wait for a hand."""
        pool = self.get(command.pool_id)
        self._accounts.exclusions.check(player_id, f"a seat in {pool.spec.name}")
        pool.join(player_id, command.buy_in)
        self._changes.balance(player_id)
        if self._config.practice:
            self._restock.add(pool.spec.id)

    def leave(self, player_id: str, command: m.LeavePool) -> None:
        """``LeavePool``: cashed out now, or the moment the player is out of their hand."""
        self.get(command.pool_id).leave(player_id)
        self._changes.pool_view(player_id)

    def top_up(self, player_id: str, command: m.TopUpPool) -> None:
        """``TopUpPool``: more chips up to the max buy-in (after the hand one is in)."""
        pool = self.get(command.pool_id)
        self._accounts.exclusions.check(player_id, "a top-up")
        pool.top_up(player_id, command.amount)
        if pool.table_of(player_id) is not None:
            self._note(player_id, pool.spec.id, f"top-up of {command.amount} after this hand")
        self._changes.balance(player_id)

    def sit_out(self, player_id: str, command: m.PoolSitOut) -> None:
        """``PoolSitOut``: no more hands (from the end of this one), or hands again."""
        pool = self.get(command.pool_id)
        if command.on:
            pool.sit_out(player_id)
        else:
            pool.sit_back(player_id)

    def fast_fold(self, player_id: str, command: m.FastFold) -> None:
        """``FastFold``: fold now (before one's turn when facing a bet) and move on. With
        ``hand_id``, a fast fold of a hand the player is already out of (it crossed the
        hand's end or a time-out on the way) is done already: nothing changes, no error."""
        pool = self.get(command.pool_id)
        if player_id not in pool.players:
            raise ServiceError(m.ErrorCode.NOT_SEATED, "you are not in this pool")
        table_id = pool.table_of(player_id)
        current = views.hand_id(pool.table(table_id)) if table_id is not None else None
        if command.hand_id is not None and command.hand_id != current:
            return
        if table_id is None:
            raise ServiceError(m.ErrorCode.NOT_SEATED, "you are not in a hand in this pool")
        pool.fast_fold(player_id)

    def act(self, player_id: str, command: m.Act) -> None:
        """``Act``: at a pool table through its pool; at any other table, `TablePlay`."""
        pool_id = self._pool_of_table.get(command.table_id)
        if pool_id is None:
            self._play.act(player_id, command)
            return
        pool = self._pools[pool_id]
        table = pool.table(command.table_id)
        if player_id not in pool.players or pool.table_of(player_id) != table.table_id:
            raise ServiceError(m.ErrorCode.NOT_SEATED,
                               f"you are not in the hand at table {table.table_id}")
        if pool.to_act(table.table_id) != player_id:
            raise ServiceError(m.ErrorCode.NOT_YOUR_TURN,
                               f"it is not your turn at table {table.table_id}")
        if command.hand_id is not None and command.hand_id != views.hand_id(table):
            raise ServiceError(m.ErrorCode.ILLEGAL_ACTION,
                               f"hand {command.hand_id} is over")
        try:
            pool.act(player_id, Action(command.action, command.amount,
                                       tuple(command.discards)))
        except TableError as exc:
            raise ServiceError(m.ErrorCode.ILLEGAL_ACTION, str(exc)) from exc

    # ------------------------------------------------------------------ time

    def tick(self, pool_id: str) -> None:
        """The pool's timers are due (a turn timing out, an away player leaving)."""
        self._pools[pool_id].tick()
        self._timed.add(pool_id)

    def bot_act(self, table_id: str) -> None:
        """The practice bot to act at a pool table acts now."""
        pool = self._pools[self._pool_of_table[table_id]]
        player = pool.to_act(table_id)
        bot = self._accounts.bots.get(player) if player is not None else None
        view = pool.view_for(player) if bot is not None and player is not None else None
        if bot is None or player is None or view is None:
            return
        try:
            pool.act(player, bot.decide(view))
        except RoomError:
            pool.act(player, passive_action(pool.table(table_id), player))

    def flush(self) -> None:
        """Practice bots in or out; then send the pool states (and new hands' views) marked
        stale, then the turns: an ``ActionRequest`` to a human, a scheduled move to a bot;
        then the timers of the pools whose timers may have moved (a pool's timers move only
        when a turn starts, a player's link changes or the pool ticks: idle pools cost
        nothing here)."""
        if self._restock:
            restock, self._restock = sorted(self._restock), TSet()
            for pool_id in restock:
                self._restock_bots(self._pools[pool_id])
        for player_id in self._changes.take_pool_views():
            self._send_states(player_id)
        if self._hurry:
            hurry, self._hurry = self._hurry, TSet()
            self._hurry_bots(hurry)
        if self._turns:
            turns, self._turns = self._turns, TDict()
            for table_id, turn in sorted(turns.items()):
                self._announce(table_id, turn)
        if self._timed:
            timed, self._timed = self._timed, TSet()
            for pool_id in timed:
                due = self._pools[pool_id].next_due
                if due is None:
                    self._pace.drop(Due.POOL, pool_id)
                else:
                    self._pace.at(Due.POOL, pool_id, due)

    # ------------------------------------------------------------------ inside

    def _note(self, player_id: str, pool_id: str, text: str) -> None:
        self._notes[(player_id, pool_id)] = text
        self._changes.pool_view(player_id)

    def _on_pool_event(self, event: PoolEvent) -> None:
        """The pool's own records: who to send a new state, a view or a turn."""
        pool_id = event.pool_id
        if isinstance(event, TurnStarted):  # its deadline is in the pool's timers
            self._turns[event.table_id] = event
            self._timed.add(pool_id)
            return
        if isinstance(event, HandSettled):
            if event.rake:
                self._tell_rake(event)
            return
        if isinstance(event, PoolWaiting):  # their states say how many are ready
            for player in self._pools[pool_id].players:
                self._changes.pool_view(player)
            return
        player = event.player
        if isinstance(event, PlayerSeated):
            self._pool_of_table[event.table_id] = pool_id
            if not self._accounts.is_bot(player):
                self._fresh[player] = event.table_id
        elif isinstance(event, PlayerReleased):
            self._fresh.pop(player, None)
            if self._config.practice and not self._accounts.is_bot(player):
                self._hurry.add(pool_id)
            if event.fast_fold:
                self._note(player, pool_id, "fast folded: your next hand is coming")
        elif isinstance(event, PoolJoined | PoolLeft):
            self._changes.pool_row(pool_id)
            self._changes.balance(player)
            if isinstance(event, PoolLeft):
                self._left(event)
        elif isinstance(event, SittingOut):
            self._note(player, pool_id, "sitting out" if event.on else "back in the pool")
        elif isinstance(event, TopUpDone):
            self._note(player, pool_id, f"topped up {event.amount}")
            self._changes.balance(player)
        elif isinstance(event, TopUpRefused):
            self._note(player, pool_id, f"top-up refused: {event.reason}")
        self._changes.pool_view(player)

    def _tell_rake(self, event: HandSettled) -> None:
        """The players still in a raked hand see the stacks and winnings after the rake on
        its felt (as at a ring table), before they move on."""
        message = views.raked(event.table_id, event.hand_no, event.players, event.rake,
                              event.stacks, event.collected)
        for player in event.still_in:
            self._outbox.send(player, message)

    def _left(self, event: PoolLeft) -> None:
        pool = self._pools[event.pool_id]
        self._gone[(event.player, event.pool_id)] = m.PoolState(
            pool_id=event.pool_id, name=pool.spec.name, state="left",
            cashed_out=event.cashed_out,
            message=f"You left the pool{_WHY_LEFT[event.reason]}: {event.cashed_out} "
                    f"{pool.spec.currency} back to your balance")
        self._sent.pop((event.player, event.pool_id), None)
        self._notes.pop((event.player, event.pool_id), None)
        self._fresh.pop(event.player, None)
        if self._config.practice:
            self._restock.add(event.pool_id)

    def _on_table_event(self, event: RoomTableEvent) -> None:
        """A pool table's event to the players dealt into its hand (hole cards only to
        their owner; those who folded and moved on get it for their hand history), into
        the hand log."""
        pool = self._pools[self._pool_of_table[event.table_id]]
        table = pool.table(event.table_id)
        hand_id = f"{event.table_id}-{event.hand_no}"
        message = m.TableEvent(table_id=event.table_id, hand_id=hand_id,
                               seat=views.seat_of(table, event.player),
                               player_id=event.player, body=table_body(event.kind, event.data))
        for player in pool.audience(event.table_id):
            if event.to is not None and player != event.to:
                continue
            if self._fresh.get(player) == event.table_id:
                if event.kind != "seating":
                    continue  # back mid-hand: their snapshot, sent in the flush, shows it
                self._send_states(player)  # a new hand: its table first, as at a ring table
            self._outbox.send(player, message)
            if event.kind == "action":
                self._changes.pool_view(player)  # may they fast fold now?
        for player in pool.folded_out(event.table_id):  # for their history, as any hand
            if event.to is None or player == event.to:
                self._outbox.send(player, message)
        self._records.log(event)
        if event.kind == "hand_ended":
            self._records.hand_over(None, table, hand_id)

    def _on_hand(self, report: HandReport) -> None:
        """A pool hand is over: into each human's own hand history."""
        pool = self._pools[self._pool_of_table[report.table_id]]
        table = pool.table(report.table_id)
        self._records.keep(None, table, report, cash_table(pool.spec, table))

    def _send_states(self, player_id: str) -> None:
        for pool_id, pool in self._pools.items():
            gone = self._gone.pop((player_id, pool_id), None)
            if gone is not None:
                self._outbox.send(player_id, gone)
            if player_id not in pool.players:
                continue
            table_id = pool.table_of(player_id)
            state = m.PoolState(
                pool_id=pool_id, name=pool.spec.name, state=str(pool.state(player_id)),
                stack=pool.stack(player_id), table_id=table_id,
                hand_id=views.hand_id(pool.table(table_id)) if table_id else None,
                can_fast_fold=pool.can_fast_fold(player_id), ready=pool.ready,
                needed=pool.min_ready, message=self._notes.pop((player_id, pool_id), ""))
            if self._sent.get((player_id, pool_id)) != state:
                self._sent[(player_id, pool_id)] = state
                self._outbox.send(player_id, state)
            if table_id is not None and self._fresh.get(player_id) == table_id:
                del self._fresh[player_id]
                self._outbox.send(player_id, views.table_snapshot(
                    pool.table(table_id), player_id, names=self._accounts.names,
                    sitting_out=(), blinds=ring_blinds(pool.spec, pool.spec.game)))

    def _announce(self, table_id: str, turn: TurnStarted) -> None:
        """A turn still current: ask the human, or schedule the bot."""
        pool = self._pools[turn.pool_id]
        if pool.to_act(table_id) != turn.player or pool.turn(table_id) != turn.turn:
            return
        self._last_turn[table_id] = turn
        if self._accounts.is_bot(turn.player):
            if self._watched(pool, table_id):
                delay = self._pace.think_seconds
            elif self._human_waits(pool):
                delay = 0.0
            else:
                delay = max(self._pace.think_seconds, IDLE_BOT_SECONDS)
            self._pace.at(Due.POOL_BOT, table_id, self._clock.now() + timedelta(seconds=delay))
            return
        table = pool.table(table_id)
        view = pool.view_for(turn.player)
        if view is None or view.legal is None:
            return
        self._outbox.send(turn.player, m.ActionRequest(
            table_id=table_id, seat=views.seat_of(table, turn.player) or 0,
            legal=legal_actions(view.legal), hand_id=views.hand_id(table),
            timer=views.timer_row(table)))

    def _watched(self, pool: FastFoldPool, table_id: str) -> bool:
        """A human is still in the hand at this pool table."""
        return any(not self._accounts.is_bot(p) for p in pool.audience(table_id))

    def _human_waits(self, pool: FastFoldPool) -> bool:
        """A human of this pool waits for their next hand."""
        return any(not self._accounts.is_bot(p) and pool.state(p) is PlayerState.WAITING
                   for p in pool.players)

    def _hurry_bots(self, pool_ids: set[str]) -> None:
        """Practice: a human just left their hand; while they wait, the bots' turns already
        scheduled at tables no human is at are due now (`IDLE_BOT_SECONDS`)."""
        now = self._clock.now()
        for table_id, when in self._pace.scheduled(Due.POOL_BOT):
            pool_id = self._pool_of_table.get(table_id)
            if pool_id in pool_ids and when > now:
                pool = self._pools[pool_id]
                if self._human_waits(pool) and not self._watched(pool, table_id):
                    self._pace.at(Due.POOL_BOT, table_id, now)

    def _restock_bots(self, pool: FastFoldPool) -> None:
        """Practice: while a human is in the pool, enough bots to deal a human a new hand
        soon after they fold; when the last human left, the bots go too."""
        spec = pool.spec
        humans = [p for p in pool.players if not self._accounts.is_bot(p)]
        bots = [p for p in pool.players if self._accounts.is_bot(p)]
        if not humans:
            for bot in bots:
                pool.leave(bot)
            return
        wanted = min(spec.pool_size, pool.min_ready + PRACTICE_SPARE_BOTS + 1) - len(humans)
        for _ in range(wanted - len(bots)):
            bot_id = self._accounts.new_bot()
            self._accounts.deposit(bot_id, spec.max_buy_in, spec.currency,
                                   "practice bot stake")
            pool.join(bot_id, spec.max_buy_in)
