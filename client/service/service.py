"""RoomService: the one facade over the poker room that adapters and the server wrap.

It builds the room's parts (accounts, tables and play, hand records, tournaments, lobby,
rings, deal talk, practice tools, persistence) with the collaborators each needs, routes
each command through one dispatch table to the part that handles it, and after every
command or step flushes what became stale (`Changes`) in a fixed order. Events go out to
subscribers as ``(player_id, event)`` pairs, each already filtered for that player (hole
cards only to their owner, observers never see any). Nothing reads the system clock: time
comes from the injected clock, and ``run_due`` does whatever has become due (bot actions,
time-outs, the next deal, level changes) so an asyncio driver, a test or a simulation
decides how fast time runs. A refused command raises inside and reaches the player as an
``Error`` event; the room is unchanged. Every step (a command, a due timer) fails whole:
one that raises unexpectedly is undone in memory (`steps.Snapshot`, the ledger's
`undo_to`), its events are dropped unseen and its store transaction (the injected
``transaction``) is rolled back. See docs/ARCHITECTURE.md for the picture.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Collection, Iterable, Mapping
from contextlib import AbstractContextManager, nullcontext
from datetime import datetime
from decimal import Decimal

from client.bots import resolve_style
from client.protocol import messages as m
from client.room.cashier import Cashier
from client.room.clock import Clock
from client.room.errors import RoomError
from client.room.ledger import Currency, Ledger
from client.room.self_exclusion import SelfExclusions
from client.room.tracked import Tracked, close_step, open_step, undo_step
from client.room.waitlist import WaitingLists
from client.service.accounts import Accounts, Seeds
from client.service.audit import Audit
from client.service.changes import Changes
from client.service.coach import Coach
from client.service.config import (
    PRACTICE_BUSY_RINGS,
    PRACTICE_GRANTS,
    PRACTICE_MULTI_DAY,
    PRACTICE_TOURNAMENTS,
    RoomConfig,
)
from client.service.deals import DealTalk
from client.service.dispatch import command_table
from client.service.errors import ServiceError, code_for
from client.service.floor import FloorDesk
from client.service.hand_records import HandRecords
from client.service.hand_review import HandReview
from client.service.journal import Journal, SavedTournament
from client.service.lobby import Lobby
from client.service.outbox import Audience, Outbox, Subscriber
from client.service.pace import Due, Pace
from client.service.persistence import Persistence, saved_buy_ins
from client.service.play import TablePlay
from client.service.pools import FastFoldPools
from client.service.practice import PracticeTools
from client.service.responsible import SelfExclusionDesk
from client.service.retirement import Retirement
from client.service.rings import Rings
from client.service.search import LobbySearch
from client.service.tables import TableDirectory
from client.service.tournaments import Tournaments
from client.service.waiting import WaitingListDesk

_log = logging.getLogger(__name__)

"""A command handler: ``(player_id, command)``; raises to refuse (nothing changed)."""

Scope = Callable[[], AbstractContextManager[object]]
"""Opens one step's transaction."""


class RoomService(Tracked):
    """The room facade; see the module docstring. The parts are public read-only
    attributes for tests and tools (``service.tournaments.get(tid)``,
    ``service.tables.lookup(table_id)``); adapters use only the methods below."""

    hand_review: HandReview  # the room's latest hands for the floor's integrity review

    def __init__(self, clock: Clock, *, config: RoomConfig | None = None,
                 ledger: Ledger | None = None, journal: Journal | None = None,
                 grants: Mapping[Currency, Decimal] | None = None,
                 saved: Iterable[SavedTournament] = (), transaction: Scope = nullcontext,
                 exclusions: SelfExclusions | None = None,
                 audit: Audit | None = None) -> None:
        """The room with its ring tables and one open instance of every template.
        ``saved``: tournaments stored before a restart; their buy-in records rebuild the
        cashier (so they can be settled) and their ids are never reused. ``transaction``:
        every step's (the server's store's), rolled back when the step raises.
        ``exclusions``: the players' self-exclusions (a server shares one among the rooms
        of a node and stores it); the room's own when None. ``audit``: the floor's journal
        (the server's, or in memory)."""
        self.clock, self._transaction = clock, transaction
        self.config = config or RoomConfig()
        self.ledger, self.journal = ledger if ledger is not None else Ledger(), journal
        saved = list(saved)
        seeds = Seeds(self.config.seed)
        exclusions = exclusions if exclusions is not None else SelfExclusions(clock)
        self.accounts = Accounts(
            Cashier(self.ledger, buy_ins=saved_buy_ins(saved)),
            grants if grants is not None else (PRACTICE_GRANTS if self.config.practice else {}),
            seeds, self.config.bot_style, exclusions)
        self._outbox = Outbox(self.accounts.is_bot)
        self.self_exclusion = SelfExclusionDesk(exclusions, self._outbox)
        self._audience = Audience(self._outbox, clock)
        self._changes = changes = Changes()
        self._pace = Pace(clock, self.config, self.accounts.is_bot, self._audience, changes)
        self._looked: tuple[datetime | None] | None = None  # see `_tables_deadline`
        self.tables, self.hand_review = TableDirectory(), HandReview()
        self.coach = Coach(clock, self.accounts, self._outbox, self.config.practice)
        self.hands = HandRecords(clock, journal, self.accounts, self.tables, self._outbox,
                                 self.coach, self.hand_review)
        self.play = TablePlay(clock, self.accounts, self.tables, self._audience, self._outbox,
                              changes, self._pace, self.hands)
        self.tournaments = Tournaments(
            clock, self.config, journal, self.accounts, seeds, self.tables, self._audience,
            self._outbox, changes, self._pace, table_listener=self.play.on_table_event,
            hand_listener=self.hands.on_hand_report)
        resumed = self.tournaments.reserve_ids(saved)
        lists = WaitingLists((*self.config.rings, *self.config.busy_rings), clock,
                             offer_seconds=self.config.offer_seconds)
        self.rings = Rings(clock, self.config, self.ledger, self.accounts, self.tables,
                           self._audience, changes, self._pace, self.hands, self.play, lists)
        self.waiting_lists = lists
        self.waiting = WaitingListDesk(clock, lists, self.rings, self._outbox, changes,
                                       self._pace)
        self.pools = FastFoldPools(clock, self.config, self.ledger, self.accounts,
                                   self._outbox, changes, self._pace, self.hands, self.play)
        self.lobby = Lobby(self.accounts, self.tournaments, self.rings, self.pools,
                           self._audience, self._outbox, changes)
        self.search = LobbySearch(self.accounts, self.tournaments, self.rings, self.tables,
                                  self.play, self._outbox)
        self.deals, self.floor = self._floor_parts(audit or Audit(clock))
        self.practice_tools = PracticeTools(
            clock, self.config, self.accounts, self.tables, self._audience, self._outbox,
            changes, self._pace, self.hands, self.play, self.tournaments, self.lobby)
        self.persistence, self.retirement = self._keeping_parts(journal)
        self._commands = command_table(self)
        self._open_games(resumed)

    def _open_games(self, resumed: frozenset[str]) -> None:
        """Every configured ring table and pool, and one open instance of every template
        (but those whose open instance is a saved day of a multi-day event, `resumed`)."""
        for spec in self.config.rings:
            self.rings.open(spec)
        for spec in self.config.busy_rings:
            self.rings.open(spec, busy=True)
        for spec in self.config.pools:
            self.pools.open(spec)
        for template in self.config.templates():
            if template.key not in resumed:
                self.tournaments.open_instance(template)

    def _keeping_parts(self, journal: Journal | None) -> tuple[Persistence, Retirement]:
        """What the room keeps of its tournaments (their restart points in the journal) and
        what lets every part go of an ended one once its retention is over."""
        persistence = Persistence(self.clock, journal, self.accounts.cashier, self.tournaments,
                                  self.config.snapshot_every)
        return persistence, Retirement(self.tournaments, self.tables, self._audience,
                                       self.deals, self.play, persistence, self._changes)

    def _floor_parts(self, audit: Audit) -> tuple[DealTalk, FloorDesk]:
        """The deal talk at final tables and the staff's floor, sharing the audit log."""
        config = self.config
        deals = DealTalk(self.tournaments, self.accounts, self._audience, self._outbox,
                         self._changes, self._pace, audit,
                         auto_floor=config.auto_floor)
        floor = FloorDesk(
            self.clock, practice=config.practice, accounts=self.accounts,
            tournaments=self.tournaments, tables=self.tables, rings=self.rings, deals=deals,
            audience=self._audience, outbox=self._outbox, changes=self._changes,
            pace=self._pace, audit=audit, hand_review=self.hand_review)
        return deals, floor

    def handled_commands(self) -> frozenset[type[m.Command]]:
        """The command types the room handles (the rest are the connection's)."""
        return frozenset(self._commands)

    @classmethod
    def practice(cls, clock: Clock, *, seed: int | None = None,
                      bot_delay: float = 1.0, lively: bool = False) -> RoomService:
        """Offline practice: bots fill seats at a human-watchable pace (0 for tests);
        ``lively``: bots come and go at every cash table (the living lobby)."""
        config = RoomConfig(practice=True, bot_delay=bot_delay, hand_pause=bot_delay * 2,
                            seed=seed, busy_rings=PRACTICE_BUSY_RINGS, lobby_life=lively,
                            tournaments=PRACTICE_TOURNAMENTS, multi_day=PRACTICE_MULTI_DAY)
        return cls(clock, config=config)

    @property
    def practice_timing(self) -> tuple[float, float]:
        """Seconds a bot thinks and seconds between hands at a table a human plays at."""
        return self._pace.think_seconds, self._pace.hand_pause

    def choose_practice(self, bot_style: str, think_seconds: float, hand_pause: float,
                        trainer: bool = False) -> None:
        """The player's choice of opponents (for bots seated from now on), pace, and the
        trainer's push/fold feedback after their short-stack decisions.

        Only the offline practice room takes it (a `ServiceError` anywhere else).
        """
        if not self.config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "opponents and pace are chosen in offline practice only")
        resolve_style(bot_style, 0)  # UnknownBotStyleError before anything changes
        self.accounts.set_bot_style(bot_style)
        self._pace.set_timing(think_seconds, hand_pause)
        self.play.trainer = trainer

    def choose_reviews(self, on: bool) -> None:
        """The player's review after each hand on or off (offline practice only: a
        `ServiceError` anywhere else)."""
        self.coach.switch(on)

    # ------------------------------------------------------------------ accounts

    @property
    def practice_mode(self) -> bool:
        """True for the offline practice room."""
        return self.config.practice

    @property
    def cashier(self) -> Cashier:
        """The cashier every player's money moves through."""
        return self.accounts.cashier

    @property
    def grants(self) -> Mapping[Currency, Decimal]:
        """What a new local player is given (practice money)."""
        return self.accounts.grants

    def add_player(self, player_id: str, name: str) -> None:
        """Make a player known to the room (accounts are kept by the server)."""
        self.accounts.add(player_id, name)

    def ensure_local_player(self, player_id: str, name: str) -> None:
        """A local player: created on first use with this room's grants (practice money)."""
        if self.accounts.knows(player_id):
            return
        self.add_player(player_id, name)
        for currency, amount in self.grants.items():
            self.deposit(player_id, amount, currency, "practice bankroll")

    def deposit(self, player_id: str, amount: Decimal, currency: Currency,
                memo: str = "deposit") -> None:
        """Money into a player's account from the bank."""
        def step() -> None:
            self.accounts.deposit(player_id, amount, currency, memo)
            self._changes.balance(player_id)
            self._flush()

        self._whole_step(step)

    def balances(self, player_id: str) -> list[m.BalanceRow]:
        """The player's balance per currency (only currencies ever used)."""
        def in_play(currency: Currency) -> Decimal:
            return self.rings.in_play(player_id, currency) + \
                self.pools.in_play(player_id, currency)

        return self.accounts.balances(player_id, in_play)

    def take_ring_moves(self) -> list[str]:
        """The ring tables whose stacks moved since the last call (the server stores them
        in the step's transaction: they add up to the table's ledger account)."""
        return self._changes.take_money()

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Receive every ``(player_id, event)``; returns an unsubscribe function."""
        return self._outbox.subscribe(callback)

    def set_connected(self, player_id: str, connected: bool) -> None:
        """A player's link came up (send the full view back) or went down (DET applies)."""
        self.set_all_connected((player_id,), connected)

    def set_all_connected(self, players: Collection[str], connected: bool) -> None:
        """`set_connected` for several players in one step (a node taking a shard over
        admits every session it has at once: one snapshot, not one per session)."""
        if players:
            self._whole_step(functools.partial(self._connected, players, connected))

    def _connected(self, players: Collection[str], connected: bool) -> None:
        for player_id in players:
            self.accounts.set_connected(player_id, connected)
            if connected:
                self._changes.balance(player_id)
                self.self_exclusion.connected(player_id)
            else:
                self._audience.disconnected(player_id)
                self.floor.close(player_id, m.FloorClose())  # a next login opens it again
            self.rings.set_connected(player_id, connected)
            self.pools.set_connected(player_id, connected)
            self.tournaments.set_connected(player_id, connected)
        self._flush()

    def resume(self, saved: SavedTournament) -> bool:
        """After a restart: continue a running tournament from its saved state (see
        `Persistence.resume`); False when it cannot be resumed."""
        self._looked = None  # its tables' clocks are new
        return self.persistence.resume(saved)

    # ------------------------------------------------------------------ commands

    def handle(self, player_id: str, command: m.Command) -> None:
        """Apply one command from ``player_id``. A refusal undoes whatever the command did
        and becomes an Error event; any other exception is a bug: the step is undone
        whole and the exception re-raised, for the caller to report."""
        try:
            self._whole_step(functools.partial(self._apply, player_id, command))
        except (RoomError, ValueError) as exc:
            code = exc.code if isinstance(exc, ServiceError) else code_for(exc)
            self._whole_step(functools.partial(
                self._tell, player_id, m.Error(code=code, message=str(exc), req=command.req)))

    def _apply(self, player_id: str, command: m.Command) -> None:
        if not self.accounts.knows(player_id):
            raise ServiceError(m.ErrorCode.NOT_LOGGED_IN, "unknown player: log in first")
        handler = self._commands.get(type(command))
        if handler is None:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"{m.type_of(command)} is handled by the connection, "
                               "not the room")
        handler(player_id, command)
        if command.req:
            self._outbox.send(player_id, m.Ack(req=command.req, command=m.type_of(command)))
        self._flush()

    def _tell(self, player_id: str, event: m.Event) -> None:
        self._outbox.send(player_id, event)
        self._flush()

    # ------------------------------------------------------------------ time

    def next_deadline(self) -> datetime | None:
        """When something next becomes due (None: nothing until a command arrives)."""
        looked = self._looked
        tables = looked[0] if looked is not None else self._tables_deadline()
        earliest = self._pace.earliest()
        if tables is None or earliest is None:
            return tables or earliest
        return min(tables, earliest)

    def _tables_deadline(self) -> datetime | None:
        """The earliest turn deadline at any table. The driver asks right after a
        `run_due` that found nothing due: that scan's answer is kept (``_looked``) until
        the next step (every change to a table is a step), so a look walks the tables
        once, not twice."""
        times = [d for t in self.tables.cash_tables() if (d := t.deadline) is not None]
        for tournament in self.tournaments.running():
            times.extend(d for t in tournament.tables.values() if (d := t.deadline) is not None)
        return min(times, default=None)

    def run_due(self, max_steps: int = 1000) -> int:
        """Do what is due at the clock's time (ticks, bot actions, next deals, time-outs);
        returns the steps that made progress. A step that fails is undone, logged and
        dropped, so one bad table can never stop the room."""
        steps = ran = 0
        now = self.clock.now()
        runs: tuple[tuple[Due, Callable[[str], None]], ...] = (
            (Due.TICK, self.tournaments.tick), (Due.BOT, self.play.bot_act),
            (Due.DEAL, self._deal_next), (Due.POOL, self.pools.tick),
            (Due.POOL_BOT, self.pools.bot_act), (Due.OFFERS, self.waiting.tick),
            (Due.BANK, self.play.time_bank), (Due.RETIRE, self.retirement.retire))
        for kind, run in runs:
            for key, due in self._pace.due_by(kind, now):
                if steps < max_steps and self._pace.claim(kind, key, due):
                    steps += self._step(key, functools.partial(run, key))
                    ran += 1
        earliest: datetime | None = None  # of the deadlines not yet due
        for table in self.tables.cash_tables():
            deadline = table.deadline  # a property worked out at each read: read once
            if deadline is None:
                continue
            if deadline <= now:
                steps += self._step(table.table_id, functools.partial(self.play.timeout, table))
                ran += 1
            elif earliest is None or deadline < earliest:
                earliest = deadline
        for tournament in self.tournaments.running():
            late = []
            for t in tournament.tables.values():
                if (d := t.deadline) is None:
                    continue
                if d <= now:
                    late.append(t)
                elif earliest is None or d < earliest:
                    earliest = d
            if late:
                before = [(t.hand_no, t.to_act) for t in late]
                tid = tournament.tournament_id
                self._step(tid, functools.partial(self.tournaments.tick, tid))
                steps += before != [(t.hand_no, t.to_act) for t in late]
                ran += 1
        if ran:  # else nothing changed since the last step's flush: nothing to undo
            self._whole_step(self._flush)
        else:
            self._flush()
            self._looked = (earliest,)  # nothing was due: every deadline seen is ahead
        return steps

    def _deal_next(self, table_id: str) -> None:
        """The next hand at a cash table (a ring or a scenario table), if still open."""
        game = self.tables.cash_game(table_id)
        if game is not None and not self.floor.holds(table_id):
            game.deal_next(table_id)

    def _step(self, what: str, step: Callable[[], None]) -> int:
        try:
            self._whole_step(step)
        except Exception:  # a bug in one table must not freeze the whole room
            _log.exception("room step for %s failed: undone and dropped", what)
            return 0
        return 1

    def _whole_step(self, body: Callable[[], None]) -> None:
        """Run ``body`` as one step, all or nothing: in its transaction, its events held
        until it ends; when it raises, memory and ledger are put back as they were before
        it (the room's parts log what they change: `client.room.tracked`), its events
        dropped and the exception passed on (the transaction rolls back). A step whose
        transaction fails to commit (a full disk) is undone the same way: its events are
        delivered only after the commit. A step inside a step is undone on its own, and
        with the outer one. (A function taking the body, not a context manager: one runs at
        every command and timer, and a generator's machinery cost more than the rest of
        the frame.)"""
        with self._outbox.held():
            mark, step = self.ledger.mark(), open_step()
            if self._looked is not None:  # (in the step: a failed one puts it back)
                self._looked = None  # the step may move a table's deadline
            try:
                with self._transaction():
                    body()
            except BaseException:
                self.ledger.undo_to(mark)
                undo_step(step)
                raise
            finally:
                close_step(step)

    def _flush(self) -> None:
        """Send what the last change made stale, in this order: turn requests to send
        again, table views, turn requests, balances, lobby rows, deal states; then save
        tournaments and send the tournament lobby tabs and bars."""
        changes = self._changes
        for table_id in changes.take_resends():
            self.play.ask_again(table_id)
        for player_id, table_id in changes.take_snapshots():
            self.play.send_view(player_id, table_id)
        for table_id in changes.take_tables():
            self.play.turn(table_id)
        self.pools.flush()
        if not changes.pending():  # (most steps)
            return
        for player_id in changes.take_balances():
            if self.accounts.knows(player_id):
                self._outbox.send(player_id, m.Balances(balances=tuple(
                    self.balances(player_id))))
        floor_stale = changes.take_floor() or changes.lobby_changed()
        if changes.lobby_changed():
            self.lobby.send_updates(changes.take_lobby(), changes.take_rings(),
                                    changes.take_pool_rows())
        for tournament_id in changes.take_deals():
            self.deals.bots_consider(tournament_id)
            self.deals.send_state(tournament_id)
            floor_stale = True
        if floor_stale:
            self.floor.send_views()
        for tournament_id, fresh in changes.take_saves():
            self.persistence.save(tournament_id, fresh)
        for tournament_id in changes.take_tabs():
            self.lobby.send_tabs(tournament_id)
        for tournament_id in changes.take_bars():
            self.tournaments.send_bars(tournament_id)


__all__ = ["RoomService"]
