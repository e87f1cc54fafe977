"""RoomService: the one facade over the poker room that adapters and the server wrap.

It owns the cashier and ledger, the lobby (sit & gos kept open from templates), the
tournament directors and their tables, the bots that fill practice seats, observers, chat
and deal negotiation. Commands come in through ``handle(player_id, command)``; events go
out to subscribers as ``(player_id, event)`` pairs, each already filtered for that player
(hole cards only to their owner, observers never see any). Nothing reads the system clock:
time comes from the injected clock, and ``run_due`` does whatever has become due (bot
actions, time-outs, the next deal, level changes) so an asyncio driver, a test or a
simulation decides how fast time runs. A refused command raises inside and reaches the
player as an ``Error`` event; the room is unchanged.
"""

from __future__ import annotations

import base64
import dataclasses
import functools
import io
import json
import logging
import pickle
import secrets
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, ClassVar, Protocol

from client.bots import Bot, bot_name, make_bot, seat_seed
from client.engine import Action, EngineError, SeatView, game_spec
from client.engine import ActionKind as EngineAction
from client.practice.scenario import (
    Scenario,
    ScenarioError,
    TableSetup,
    load_scenario,
    parse_scenario,
)
from client.protocol import messages as m
from client.protocol import views
from client.protocol.convert import jsonable, legal_actions, tournament_event
from client.room.cashier import BuyIn, Cashier, EntryKind, TourneyPrice
from client.room.clock import Clock
from client.room.deals import DealMethod, DealNegotiation
from client.room.errors import (
    DealError,
    InsufficientFundsError,
    InvalidAmountError,
    RoomError,
)
from client.room.ledger import REAL_MONEY, Currency, Ledger, player_account
from client.room.ring import RingTableMoney, RingTableSpec, load_ring_tables, to_chips
from client.room.table import Blinds, HandReport, Table, TableError, TimingPolicy, hand_seed
from client.room.table import TableEvent as RoomTableEvent
from client.room.tournament import events as tev
from client.room.tournament.director import State, Tournament
from client.room.tournament.errors import (
    ActionRefusedError,
    RegistrationError,
    TournamentError,
)
from client.room.tournament.structure import Structure, TournamentKind, load_structure
from client.service.history import HandHistoryBook, OwnHand

_log = logging.getLogger(__name__)

HEARTBEAT = timedelta(seconds=1)
SNAPSHOT_EVERY = timedelta(seconds=10)
"""Longest clock time between two frozen director states while nothing but chips moves."""
"""How often a running tournament is ticked (levels, breaks, time-outs) at the latest."""

PRACTICE_GRANTS: Mapping[Currency, Decimal] = {
    Currency.PLAY: Decimal(10000),
    Currency.USD: Decimal(1000),  # the practice bankroll: offline only, never real
}


class ServiceError(RoomError):
    """A command the room refuses for a reason with its own protocol error code."""

    def __init__(self, code: m.ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class SngTemplate:
    """A sit & go the lobby always keeps one of open (a new one opens when it starts)."""

    key: str  # id prefix, e.g. "sng9"; tournament ids are "<key>-<n>"
    structure: str = "sit_and_go"  # preset in resources/structures
    seats: int | None = None  # players per sit & go (also the table size)
    stack: int | None = None  # starting stack override
    action_seconds: float | None = None
    currency: Currency | None = None
    name: str | None = None

    def build(self) -> Structure:
        """The structure with this template's overrides applied."""
        return _built(self)


@dataclass(frozen=True)
class ScheduledTemplate(SngTemplate):
    """A tournament that starts at set times (``every_minutes`` apart; MTT presets), with
    late registration and the rest as its structure says. In practice mode bots fill the
    field up to ``practice_field`` entrants when a human registers."""

    structure: str = "turbo"
    every_minutes: float = 60.0
    first_after_minutes: float = 10.0
    practice_field: int = 18


@functools.cache
def _built(template: SngTemplate) -> Structure:
    """Structures are immutable: parse each template's TOML once per process."""
    changes: dict[str, object] = {}
    if template.seats is not None:
        changes.update(table_size=template.seats, min_players=template.seats,
                       max_players=template.seats)
    if template.stack is not None:
        changes["starting_stack"] = template.stack
    if template.action_seconds is not None:
        changes["action_seconds"] = template.action_seconds
    if template.currency is not None:
        changes["currency"] = template.currency
    if template.name is not None:
        changes["name"] = template.name
    return dataclasses.replace(load_structure(template.structure), **changes)  # type: ignore[arg-type]


DEFAULT_TOURNAMENTS = (
    ScheduledTemplate("turbo", name="Turbo $10", every_minutes=30, first_after_minutes=5),
    ScheduledTemplate("hyper", structure="hyper_turbo", name="Hyper-Turbo $10",
                      every_minutes=20, first_after_minutes=2),
)

DEFAULT_SIT_AND_GOS = (
    SngTemplate("hu", seats=2, name="Heads-Up Sit & Go"),
    SngTemplate("6max", seats=6, name="6-Max Sit & Go"),
    SngTemplate("sng9", name="Sit & Go 9"),
    SngTemplate("play6", seats=6, currency=Currency.PLAY, name="Play Money 6-Max"),
)


@dataclass(frozen=True)
class RoomConfig:
    """What the room offers and how it paces itself."""

    sit_and_gos: tuple[SngTemplate, ...] = DEFAULT_SIT_AND_GOS
    tournaments: tuple[ScheduledTemplate, ...] = DEFAULT_TOURNAMENTS
    practice: bool = False  # bots fill the empty seats of a sit & go a human joins
    bot_delay: float = 0.0  # seconds a bot "thinks" at a table a human sits at or watches
    hand_pause: float = 0.0  # seconds between hands at a table with a human
    bot_style: str = "mixed"
    seed: int | None = None  # None: secure random seeds (real play)
    rings: tuple[RingTableSpec, ...] = field(default_factory=lambda: default_rings())
    ring_action_seconds: float = 30.0

    def with_sit_and_go(self, *, structure: str | None = None, seats: int | None = None,
                        stack: int | None = None,
                        action_seconds: float | None = None) -> RoomConfig:
        """This config offering one sit & go built from the given overrides (or unchanged
        when every override is None)."""
        if structure is None and seats is None and stack is None and action_seconds is None:
            return self
        template = SngTemplate("sng", structure=structure or "sit_and_go", seats=seats,
                               stack=stack, action_seconds=action_seconds)
        return dataclasses.replace(self, sit_and_gos=(template,))


@dataclass(frozen=True)
class SavedTournament:
    """A tournament's restartable state as the journal stores it (``state`` is JSON)."""

    tournament_id: str
    status: str
    state: str


class Journal(Protocol):
    """Where the room reports durable changes (the server writes them to its store)."""

    def registration(self, tournament_id: str, player_id: str, on: bool) -> None: ...
    def tournament_state(self, saved: SavedTournament) -> None: ...
    def hand(self, table_id: str, tournament_id: str | None, hand_id: str,
             players: tuple[str, ...], text: str) -> None:
        """A finished hand: ``players`` () for the house's full record, (player,) for that
        player's own history (only what they were allowed to see)."""


Subscriber = Callable[[str, m.Event], None]

_ACTION = {k: EngineAction(k.value) for k in m.ActionKind}
_LOBBY_CHANGES = (tev.PlayerRegistered, tev.PlayerUnregistered, tev.TournamentStarted,
                  tev.TournamentFinished, tev.TournamentCancelled, tev.RegistrationClosed)
"""Director events that change a tournament's lobby row."""
_TAB_CHANGES = (*_LOBBY_CHANGES, tev.PlayerEliminated, tev.PrizeAwarded, tev.PrizePoolFinalized,
                tev.LevelUp, tev.TableOpened, tev.TableBroken, tev.PlayerMoved, tev.Rebought,
                tev.DealApplied)
"""Director events that change what the tournament lobby tabs show."""
_DEAL_METHOD = {"icm": DealMethod.ICM, "chip": DealMethod.CHIP_COUNT,
                "even": DealMethod.EVEN_SPLIT}


RING_GAMES = frozenset({"NLHE", "PLHE", "FLHE", "PLO", "NLO", "PLO8", "FLO8"})
"""Games a ring table here deals (blind games; stud, draw and mixed tables are not yet)."""


def default_rings() -> tuple[RingTableSpec, ...]:
    """The lobby's ring tables: the presets of blind games (fast-fold pools excluded)."""
    return tuple(s for s in load_ring_tables() if s.game in RING_GAMES and not s.fast_fold)


def _ring_blinds(spec: RingTableSpec) -> Blinds:
    """Blinds in chips (cents); fixed-limit stakes are small/big bet, blinds half of each."""
    small, big = to_chips(spec.small_blind), to_chips(spec.big_blind)
    if spec.game.startswith("FL"):
        return Blinds(small // 2, small)
    return Blinds(small, big)


@dataclass(eq=False)
class _Ring:
    """A ring table: its seats and hands (Table), its money (ledger), who is leaving, and
    what the running hand paid out (for the rake)."""

    spec: RingTableSpec
    money: RingTableMoney
    table: Table = field(init=False)
    leaving: set[str] = field(default_factory=set)
    received: dict[str, int] = field(default_factory=dict)
    second_round: bool = False

    def note(self, event: RoomTableEvent) -> None:
        """Remember pot winnings and whether the hand reached its second betting round."""
        if event.kind == "pot_awarded" and event.player is not None:
            amount = event.data.get("amount", 0)
            assert isinstance(amount, int)
            self.received[event.player] = self.received.get(event.player, 0) + amount
        elif event.kind == "street" and event.data.get("index", 0) != 0:
            self.second_round = True


@dataclass(eq=False)
class _ScenarioTable:
    """A tester's table scenario dealt in the practice room: chips only (no money), the
    scenario's seats, stakes and hand count, each hand seeded from the scenario's seed."""

    name: str
    setup: TableSetup
    seed: int
    table: Table = field(init=False)

    def blinds(self) -> Blinds:
        """The stakes of the next hand (stud games: bring-in, small bet and ante)."""
        setup = self.setup
        game = self.table.game_for_hand(self.table.hand_no)
        if game_spec(game).family == "stud":
            return Blinds(setup.bring_in or setup.small_blind,
                          setup.small_bet or setup.big_blind, setup.ante)
        ante = 0 if setup.rotation is not None else setup.ante
        return Blinds(setup.small_blind, setup.big_blind, ante)


@dataclass
class _Deal:
    """Deal talk at one final table: ticks, the negotiation once paused, proposal ids."""

    ticked: set[str] = field(default_factory=set)
    negotiation: DealNegotiation | None = None
    proposal_id: str | None = None
    proposer: str = ""
    counter: int = 0
    done: bool = False


class _Freezer(pickle.Pickler):
    """Pickles a director, replacing the room's own objects by name."""

    def __init__(self, file: io.BytesIO, refs: Mapping[int, str]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._refs = refs

    def persistent_id(self, obj: object) -> str | None:
        return self._refs.get(id(obj))


class _Thawer(pickle.Unpickler):
    """Unpickles a director (our own stored bytes only), re-linking the room's objects."""

    def __init__(self, file: io.BytesIO, refs: Mapping[str, object]) -> None:
        super().__init__(file)
        self._refs = refs

    def persistent_load(self, pid: object) -> object:
        return self._refs[str(pid)]


class RoomService:
    """The room facade; see the module docstring."""

    def __init__(self, clock: Clock, *, config: RoomConfig | None = None,
                 ledger: Ledger | None = None, journal: Journal | None = None,
                 grants: Mapping[Currency, Decimal] | None = None,
                 saved: Iterable[SavedTournament] = ()) -> None:
        """``saved``: tournaments stored before a restart; their buy-in records rebuild the
        cashier (so they can be settled) and their ids are never reused."""
        self.clock = clock
        self.config = config or RoomConfig()
        self.ledger = ledger if ledger is not None else Ledger()
        saved = list(saved)
        records = [buy_in_from_json(r) for t in saved
                   for r in json.loads(t.state).get("records", [])]
        self.cashier = Cashier(self.ledger, buy_ins=records)
        self.journal = journal
        self.grants: Mapping[Currency, Decimal] = (
            grants if grants is not None else (PRACTICE_GRANTS if self.config.practice else {})
        )
        self._subscribers: list[Subscriber] = []
        self._names: dict[str, str] = {}
        self._bots: dict[str, Bot] = {}
        self._connected: set[str] = set()
        self._sitting_out: set[str] = set()
        self._tournaments: dict[str, Tournament] = {}
        self._template: dict[str, SngTemplate] = {}
        self._open: dict[str, str] = {}  # template key -> open tournament id
        self._serial: dict[str, int] = {}
        self._table_owner: dict[str, str] = {}  # table id -> tournament id
        self._observers: dict[str, set[str]] = {}
        self._watchers: dict[str, set[str]] = {}  # tournament lobby open
        self._tick_due: dict[str, datetime] = {}
        self._bot_due: dict[str, datetime] = {}
        self._requested: dict[str, tuple[int, str, int]] = {}
        self._moves: dict[str, int] = {}  # table id -> events this hand (request identity)
        self._hand_log: dict[str, list[dict[str, object]]] = {}
        self._deals: dict[str, _Deal] = {}
        self._pending_snapshots: set[tuple[str, str]] = set()
        self._dirty_tables: set[str] = set()
        self._dirty_balances: set[str] = set()
        self._dirty_lobby: set[str] = set()
        self._dirty_deals: set[str] = set()
        self._dirty_saves: set[str] = set()
        self._dirty_tabs: set[str] = set()
        self._bot_counter = 0
        self._seed_counter = 0
        self._excluded: set[str] = set()
        self._frozen: dict[str, tuple[datetime, str]] = {}
        self._snapshot_due: set[str] = set()
        self._rings: dict[str, _Ring] = {}
        self._ring_due: dict[str, datetime] = {}
        self._dirty_rings: set[str] = set()
        self._scenarios: dict[str, _ScenarioTable] = {}
        self._scenario_serial = 0
        self._histories = HandHistoryBook()
        for spec in self.config.rings:
            self._open_ring(spec)
        for record in saved:
            key, _, serial = record.tournament_id.rpartition("-")
            if serial.isdigit():
                self._serial[key] = max(self._serial.get(key, 0), int(serial))
        self._next_start: dict[str, datetime] = {}
        for template in (*self.config.sit_and_gos, *self.config.tournaments):
            self._open_sit_and_go(template)

    @classmethod
    def practice(cls, clock: Clock, *, seed: int | None = None,
                 bot_delay: float = 1.0) -> RoomService:
        """Offline practice: bots fill seats at a human-watchable pace (0 for tests)."""
        config = RoomConfig(practice=True, bot_delay=bot_delay, hand_pause=bot_delay * 2,
                            seed=seed)
        return cls(clock, config=config)

    @property
    def practice_mode(self) -> bool:
        """True for the offline practice room."""
        return self.config.practice

    # ------------------------------------------------------------------ accounts

    def add_player(self, player_id: str, name: str) -> None:
        """Make a player known to the room (accounts are kept by the server)."""
        self._names[player_id] = name

    def ensure_local_player(self, player_id: str, name: str) -> None:
        """A local player: created on first use with this room's grants (practice money)."""
        if player_id in self._names:
            return
        self.add_player(player_id, name)
        for currency, amount in self.grants.items():
            self.deposit(player_id, amount, currency, "practice bankroll")

    def deposit(self, player_id: str, amount: Decimal, currency: Currency,
                memo: str = "deposit") -> None:
        """Money into a player's account from the bank."""
        self.cashier.deposit(player_id, amount, currency, memo)
        self._dirty_balances.add(player_id)
        self._flush()

    def balances(self, player_id: str) -> list[m.BalanceRow]:
        """The player's balance per currency (only currencies ever used)."""
        rows = []
        for currency in Currency:
            total = self.ledger.balance(player_account(player_id), currency)
            if total or currency in self.grants:
                rows.append(m.BalanceRow(currency=currency.value, total=total,
                                         available=self.cashier.available(player_id,
                                                                          currency)))
        return rows

    # ------------------------------------------------------------------ subscribers

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Receive every ``(player_id, event)``; returns an unsubscribe function."""
        self._subscribers.append(callback)

        def unsubscribe() -> None:
            if callback in self._subscribers:
                self._subscribers.remove(callback)

        return unsubscribe

    def _send(self, player_id: str, event: m.Event) -> None:
        if player_id in self._bots:
            return
        for callback in list(self._subscribers):
            callback(player_id, event)

    def set_connected(self, player_id: str, connected: bool) -> None:
        """A player's link came up (send the full view back) or went down (DET applies)."""
        if connected:
            self._connected.add(player_id)
            self._dirty_balances.add(player_id)
        else:
            self._connected.discard(player_id)
            for watchers in (*self._observers.values(), *self._watchers.values()):
                watchers.discard(player_id)
        for ring in self._rings.values():
            if player_id in ring.table.seats.values():
                ring.table.set_connected(player_id, connected)
                if connected:
                    self._restore_view(player_id, ring.spec.id)
        for tournament in self._tournaments.values():
            entrant = tournament.entrants.get(player_id)
            if entrant is None or tournament.state is not State.RUNNING:
                continue
            tournament.set_connected(player_id, connected)
            if connected and entrant.alive and entrant.table_id is not None:
                self._restore_view(player_id, entrant.table_id)
                self._dirty_deals.add(tournament.tournament_id)
        self._flush()

    def _restore_view(self, player_id: str, table_id: str) -> None:
        """After a (re)connection: the full table view, then the pending turn request."""
        self._pending_snapshots.add((player_id, table_id))
        self._requested.pop(table_id, None)
        self._dirty_tables.add(table_id)

    # ------------------------------------------------------------------ commands

    def handle(self, player_id: str, command: m.Command) -> None:
        """Apply one command from ``player_id``; a refusal becomes an Error event."""
        try:
            if player_id not in self._names:
                raise ServiceError(m.ErrorCode.NOT_LOGGED_IN, "unknown player: log in first")
            handler = self._handlers.get(type(command))
            if handler is None:
                raise ServiceError(m.ErrorCode.REFUSED,
                                   f"{m.type_of(command)} is handled by the connection, "
                                   "not the room")
            handler(self, player_id, command)
        except ServiceError as exc:
            self._send(player_id, m.Error(code=exc.code, message=str(exc), req=command.req))
        except (RoomError, ValueError) as exc:
            self._send(player_id, m.Error(code=_code_for(exc), message=str(exc),
                                          req=command.req))
        else:
            if command.req:
                self._send(player_id, m.Ack(req=command.req, command=m.type_of(command)))
        self._flush()

    def _list_lobby(self, player_id: str, _command: m.Command) -> None:
        rows = [self._row(t, player_id) for t in self._lobby_tournaments(player_id)]
        self._send(player_id, m.LobbySnapshot(
            rings=tuple(self._ring_row(r) for r in self._rings.values()),
            sit_and_gos=tuple(r for r in rows if r.kind == "sng"),
            tournaments=tuple(r for r in rows if r.kind != "sng"),
        ))
        self._dirty_balances.add(player_id)

    def _open_tournament(self, player_id: str, command: m.OpenTournament) -> None:
        tournament = self._tournament(command.tournament_id)
        self._watchers.setdefault(tournament.tournament_id, set()).add(player_id)
        self._send_tournament_lobby(player_id, tournament)

    def _register(self, player_id: str, command: m.Register) -> None:
        tournament = self._tournament(command.tournament_id)
        if player_id in tournament.entrants and tournament.entrants[player_id].alive:
            raise ServiceError(m.ErrorCode.REGISTRATION,
                               f"you are already registered in {tournament.structure.name}")
        tournament.register(player_id)
        self._registered(tournament, player_id)
        if self.config.practice:
            self._fill_with_bots(tournament)
        self._after_change(tournament)

    def _registered(self, tournament: Tournament, player_id: str) -> None:
        tid = tournament.tournament_id
        if self.journal is not None:
            self.journal.registration(tid, player_id, True)
        self._dirty_balances.add(player_id)
        self._dirty_lobby.add(tid)
        self._dirty_saves.add(tid)

    def _fill_with_bots(self, tournament: Tournament) -> None:
        """Practice: bots take every seat left, so the sit & go starts at once."""
        structure = tournament.structure
        template = self._template.get(tournament.tournament_id)
        target = structure.max_players
        if isinstance(template, ScheduledTemplate):
            target = template.practice_field
        while tournament.registration_open() and len(tournament.entrants) < target:
            bot_id = self._new_bot()
            self.cashier.deposit(bot_id, structure.entry_cost, structure.currency,
                                 "practice bot stake")
            tournament.register(bot_id)
            self._registered(tournament, bot_id)

    def _new_bot(self, style: str | None = None, seed: int | None = None) -> str:
        """A new practice bot with its own seeded style (the room's unless given) and name."""
        self._bot_counter += 1
        room_seed = self._next_seed() if seed is None else seed
        bot_id = f"bot-{self._bot_counter}"
        self._bots[bot_id] = make_bot(style or self.config.bot_style,
                                      seat_seed(room_seed, 0) if seed is None else seed)
        self._names[bot_id] = bot_name(room_seed, self._bot_counter)
        return bot_id

    def _unregister(self, player_id: str, command: m.Unregister) -> None:
        tournament = self._tournament(command.tournament_id)
        if player_id not in tournament.entrants:
            raise ServiceError(m.ErrorCode.REGISTRATION,
                               f"you are not registered in {tournament.structure.name}")
        tournament.unregister(player_id)
        if self.journal is not None:
            self.journal.registration(tournament.tournament_id, player_id, False)
        self._dirty_balances.add(player_id)
        self._dirty_lobby.add(tournament.tournament_id)
        self._dirty_saves.add(tournament.tournament_id)

    def _rebuy(self, player_id: str, command: m.Rebuy) -> None:
        tournament = self._tournament(command.tournament_id)
        tournament.rebuy(player_id)
        self._dirty_balances.add(player_id)
        self._after_change(tournament)

    def _addon(self, player_id: str, command: m.Addon) -> None:
        tournament = self._tournament(command.tournament_id)
        tournament.add_on(player_id)
        self._dirty_balances.add(player_id)
        self._after_change(tournament)

    def _sit(self, player_id: str, command: m.Sit) -> None:
        ring = self._rings.get(command.table_id)
        if ring is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no ring table {command.table_id!r}: pick one from the lobby")
        table = ring.table
        if player_id in table.seats.values():
            raise ServiceError(m.ErrorCode.REFUSED, f"you already sit at {ring.spec.name}")
        free = table.empty_seats()
        seat = command.seat if command.seat is not None else (free[0] if free else None)
        if seat is None or seat not in free:
            raise ServiceError(m.ErrorCode.REFUSED,
                               f"seat {command.seat} at {ring.spec.name} is not free; "
                               f"free seats: {free or 'none'}")
        ring.money.sit_down(player_id, command.buy_in)
        table.sit(player_id, seat, ring.money.stacks[player_id])
        self._observers.get(table.table_id, set()).discard(player_id)
        self._pending_snapshots.add((player_id, table.table_id))
        self._dirty_balances.add(player_id)
        self._dirty_rings.add(table.table_id)
        if self.config.practice:
            self._fill_ring_with_bots(ring)
        self._after_table_change(None, table)

    def _fill_ring_with_bots(self, ring: _Ring) -> None:
        """Practice: bots take the empty seats, each bought in for the maximum."""
        for seat in ring.table.empty_seats():
            bot_id = self._new_bot()
            spec = ring.spec
            self.cashier.deposit(bot_id, spec.max_buy_in, spec.currency, "practice bot stake")
            ring.money.sit_down(bot_id, spec.max_buy_in)
            ring.table.sit(bot_id, seat, ring.money.stacks[bot_id])

    def _act(self, player_id: str, command: m.Act) -> None:
        tournament, table = self._table(command.table_id)
        if player_id not in table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED,
                               f"you are not seated at table {table.table_id}")
        if table.to_act != player_id:
            raise ServiceError(m.ErrorCode.NOT_YOUR_TURN,
                               f"it is not your turn at table {table.table_id}; wait for "
                               "your action request")
        hand_id = views.hand_id(table)
        if command.hand_id is not None and command.hand_id != hand_id:
            raise ServiceError(m.ErrorCode.ILLEGAL_ACTION,
                               f"hand {command.hand_id} is over; the current hand is {hand_id}")
        action = Action(_ACTION[command.action], command.amount, tuple(command.discards))
        try:
            self._apply(tournament, table, player_id, action)
        except (TableError, ActionRefusedError) as exc:
            raise ServiceError(m.ErrorCode.ILLEGAL_ACTION, str(exc)) from exc
        self._after_table_change(tournament, table)

    def _chat(self, player_id: str, command: m.Chat) -> None:
        _tournament, table = self._table(command.table_id)
        if player_id not in table.seats.values() and \
                player_id not in self._observers.get(table.table_id, set()):
            raise ServiceError(m.ErrorCode.NOT_SEATED,
                               "sit at or observe the table to chat there")
        line = m.ChatLine(table_id=table.table_id, sender=player_id, text=command.text,
                          time=self.clock.now())
        for pid in self._audience(table):
            self._send(pid, line)

    def _observe(self, player_id: str, command: m.ObserveTable) -> None:
        _tournament, table = self._table(command.table_id)
        if player_id not in table.seats.values():
            self._observers.setdefault(table.table_id, set()).add(player_id)
        self._pending_snapshots.add((player_id, table.table_id))

    def _leave(self, player_id: str, command: m.Leave) -> None:
        watchers = self._observers.get(command.table_id, set())
        if player_id in watchers:
            watchers.discard(player_id)
            return
        _tournament, table = self._table(command.table_id)
        ring = self._rings.get(table.table_id)
        if ring is not None and player_id in table.seats.values():
            ring.leaving.add(player_id)
            self._ring_leave(ring)
            return
        if table.table_id in self._scenarios and player_id in table.seats.values():
            self._close_scenario(table)
            return
        if player_id in table.seats.values():
            raise ServiceError(m.ErrorCode.REFUSED,
                               "a tournament seat cannot be left; sit out instead (your "
                               "hands are folded and blinds posted)")
        raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at table {table.table_id}")

    def _sit_out(self, player_id: str, command: m.SitOut) -> None:
        tournament, table = self._table(command.table_id)
        if player_id not in table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at table {table.table_id}")
        self._sitting_out.add(player_id)
        self._dirty_tables.add(table.table_id)
        self._after_table_change(tournament, table)

    def _sit_back(self, player_id: str, command: m.SitBack) -> None:
        tournament, table = self._table(command.table_id)
        if player_id not in table.seats.values():
            raise ServiceError(m.ErrorCode.NOT_SEATED, f"you are not at table {table.table_id}")
        self._sitting_out.discard(player_id)
        self._requested.pop(table.table_id, None)
        self._dirty_tables.add(table.table_id)
        self._after_table_change(tournament, table)

    # ------------------------------------------------------------------ deals

    def _discuss_deal(self, player_id: str, command: m.DiscussDeal) -> None:
        tournament = self._tournament(command.tournament_id)
        tid = tournament.tournament_id
        deal = self._deals.setdefault(tid, _Deal())
        if deal.negotiation is not None:
            deal.negotiation.tick(player_id, command.on)
        tournament.discuss_deal(player_id, command.on)
        if command.on:
            deal.ticked.add(player_id)
        else:
            deal.ticked.discard(player_id)
            deal.negotiation = None
            deal.proposal_id = None
        self._dirty_deals.add(tid)
        self._after_change(tournament)

    def _negotiation(self, tournament: Tournament, deal: _Deal) -> DealNegotiation:
        """The negotiation of a paused final table (opened at the pause, stacks then)."""
        if not tournament.deal_paused:
            raise ServiceError(m.ErrorCode.DEAL,
                               "deals are made once every player ticked 'Discuss A Deal' "
                               "and the table paused at the end of the hand")
        if deal.negotiation is None:
            table = next(iter(tournament.tables.values()))
            players = table.players
            structure = tournament.structure
            negotiation = DealNegotiation(
                players, tournament.remaining_prizes(), [table.stacks[p] for p in players],
                real_money=structure.currency in REAL_MONEY,
                deals_allowed=structure.deals_allowed,
            )
            for player in players:
                negotiation.tick(player, True)
            deal.negotiation = negotiation
        return deal.negotiation

    def _propose_deal(self, player_id: str, command: m.ProposeDeal) -> None:
        tournament = self._tournament(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, _Deal())
        negotiation = self._negotiation(tournament, deal)
        self._require_remaining(tournament, player_id)
        left = command.left_on_table if command.left_on_table else None
        if command.kind == "custom":
            negotiation.propose_custom(command.amounts, left)
        else:
            negotiation.propose(_DEAL_METHOD[command.kind], left)
        deal.counter += 1
        deal.proposal_id = f"{tournament.tournament_id}-deal{deal.counter}"
        deal.proposer = player_id
        self._dirty_deals.add(tournament.tournament_id)
        table = next(iter(tournament.tables.values()))
        proposal = negotiation.proposal
        assert proposal is not None
        text = ", ".join(f"{p} {a}" for p, a in proposal.amounts)
        self._system_chat(table, f"{player_id} proposes a {proposal.method} deal: {text}; "
                                 f"{proposal.left_for_first} left for first. Everyone must "
                                 "confirm.")

    def _accept_deal(self, player_id: str, command: m.AcceptDeal) -> None:
        tournament = self._tournament(command.tournament_id)
        deal = self._deals.setdefault(tournament.tournament_id, _Deal())
        negotiation = self._negotiation(tournament, deal)
        self._require_remaining(tournament, player_id)
        if command.proposal_id != deal.proposal_id or negotiation.proposal is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"deal proposal {command.proposal_id} is not on the table")
        table = next(iter(tournament.tables.values()))
        if not command.accept:
            deal.negotiation = None
            deal.proposal_id = None
            self._system_chat(table, f"{player_id} rejected the proposed deal")
        elif negotiation.confirm(player_id):
            proposal = negotiation.proposal
            self._system_chat(table, "deal agreed by everyone: " + ", ".join(
                f"{p} {a}" for p, a in proposal.amounts))
            tournament.apply_deal(dict(proposal.amounts))
            deal.done = True
            for player, _amount in proposal.amounts:
                self._dirty_balances.add(player)
            deal.negotiation = None
            deal.proposal_id = None
            deal.ticked.clear()
        self._dirty_deals.add(tournament.tournament_id)
        self._after_change(tournament)

    def _require_remaining(self, tournament: Tournament, player_id: str) -> None:
        entrant = tournament.entrants.get(player_id)
        if entrant is None or not entrant.alive:
            raise ServiceError(m.ErrorCode.DEAL,
                               "only the players remaining at the final table take part")

    def _deal_state(self, tournament: Tournament) -> m.DealState:
        deal = self._deals.get(tournament.tournament_id, _Deal())
        alive = tuple(p for p, e in tournament.entrants.items() if e.alive)
        numbers: dict[str, dict[str, Decimal]] = {}
        proposals: tuple[m.DealOffer, ...] = ()
        max_left = Decimal(0)
        required = Decimal(0)
        if tournament.deal_paused:
            try:
                negotiation = self._negotiation(tournament, deal)
            except (ServiceError, DealError):
                negotiation = None
            if negotiation is not None:
                required = negotiation.required_left
                max_left = (negotiation.remaining_pool * 5 / 100).quantize(Decimal("0.01"))
                for key, method in _DEAL_METHOD.items():
                    numbers[key] = dict(negotiation.numbers(method).amounts)
                proposal = negotiation.proposal
                if proposal is not None and deal.proposal_id is not None:
                    proposals = (m.DealOffer(
                        proposal_id=deal.proposal_id, kind=str(proposal.method),
                        proposer=deal.proposer, amounts=dict(proposal.amounts),
                        left_on_table=proposal.left_for_first,
                        accepted_by=tuple(sorted(negotiation.confirmed))),)
        return m.DealState(
            tournament_id=tournament.tournament_id, ticked=tuple(sorted(deal.ticked)),
            players=alive, paused=tournament.deal_paused, icm=numbers.get("icm", {}),
            chip=numbers.get("chip", {}), even=numbers.get("even", {}),
            left_on_table=required, max_left_on_table=max_left, proposals=proposals,
            done=deal.done,
        )

    # ------------------------------------------------------------------ practice tools

    def _load_scenario(self, player_id: str, command: m.LoadScenario) -> None:
        """Practice only: run a tester's scenario ([table] or [tournament]) in this room."""
        if not self.config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "scenarios run only in the offline practice room")
        if (command.path is None) == (command.text is None):
            raise ServiceError(m.ErrorCode.BAD_MESSAGE,
                               "give the scenario as a file path or as TOML text, not both")
        try:
            scenario = (load_scenario(command.path) if command.path is not None
                        else parse_scenario(command.text or "", "scenario"))
        except ScenarioError as exc:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, str(exc)) from exc
        self._scenario_serial += 1
        key = f"scenario{self._scenario_serial}"
        if scenario.table is not None:
            table = self._open_scenario_table(player_id, key, scenario, scenario.table)
            self._send(player_id, m.ScenarioLoaded(name=scenario.name, table_id=table.table_id))
        else:
            tournament = self._open_scenario_tournament(player_id, key, scenario)
            self._send(player_id, m.ScenarioLoaded(name=scenario.name,
                                                   tournament_id=tournament.tournament_id))
            self._open_tournament(player_id, m.OpenTournament(
                tournament_id=tournament.tournament_id))

    def _open_scenario_table(self, player_id: str, key: str, scenario: Scenario,
                             setup: TableSetup) -> Table:
        """The scenario's seats at a new practice table: the player takes the first human
        seat (other human seats are played by bots); the first hand deals at once."""
        practice = _ScenarioTable(scenario.name, setup, scenario.seed)
        try:
            table = Table(key, len(setup.seats), setup.game, self.clock,
                          timing=TimingPolicy(self.config.ring_action_seconds),
                          listener=self._on_table_event,
                          on_hand_over=lambda report: self._scenario_hand_over(practice,
                                                                               report))
        except TableError as exc:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE, f"scenario: {exc}") from exc
        practice.table = table
        hero = next((i for i, seat in enumerate(setup.seats) if seat.is_human), None)
        for i, seat in enumerate(setup.seats):
            if i == hero:
                table.sit(player_id, i + 1, seat.stack)
                continue
            style = "mixed" if seat.is_human else seat.player
            bot_id = self._new_bot(style, seat_seed(scenario.seed, i))
            self._names[bot_id] = seat.name
            table.sit(bot_id, i + 1, seat.stack)
        if hero is None:
            self._observers.setdefault(key, set()).add(player_id)
        self._scenarios[key] = practice
        self._pending_snapshots.add((player_id, key))
        self._after_table_change(None, table)
        return table

    def _open_scenario_tournament(self, player_id: str, key: str,
                                  scenario: Scenario) -> Tournament:
        """The scenario's practice tournament, starting now: the player enters when the
        scenario names a hero (staked for the buy-in), bots of its style fill the field."""
        setup = scenario.tournament
        assert setup is not None
        structure = setup.structure
        if structure.kind is TournamentKind.SIT_AND_GO:
            structure = dataclasses.replace(structure, max_players=setup.players,
                                            min_players=min(structure.min_players,
                                                            setup.players))
        tid = f"{key}-1"
        tournament = Tournament(
            tid, structure, clock=self.clock, cashier=self.cashier,
            starts_at=self.clock.now(), seed=scenario.seed,
            listener=self._on_tournament_event, table_listener=self._on_table_event,
            is_self_excluded=self._self_excluded, hand_listener=self._on_hand_report,
        )
        self._tournaments[tid] = tournament
        entrants = []
        if setup.hero is not None:
            self.cashier.deposit(player_id, structure.entry_cost, structure.currency,
                                 "scenario stake")
            entrants.append(player_id)
        for i in range(setup.players - len(entrants)):
            bot_id = self._new_bot(setup.bots, seat_seed(scenario.seed, i))
            self.cashier.deposit(bot_id, structure.entry_cost, structure.currency,
                                 "practice bot stake")
            entrants.append(bot_id)
        for entrant in entrants:
            tournament.register(entrant)
            self._registered(tournament, entrant)
        self._tick_due[tid] = self.clock.now()
        return tournament

    def _scenario_hand_over(self, practice: _ScenarioTable, report: HandReport) -> None:
        """Keep the hand for its players' histories; deal on while hands remain."""
        self._keep_hand(None, practice.table, report)
        self._after_table_change(None, practice.table)

    def _scenario_deal(self, practice: _ScenarioTable) -> None:
        """The scenario's next hand, once the busted have left (until ``hands`` are dealt)."""
        table = practice.table
        for player in [p for p in table.seats.values() if table.stacks[p] == 0]:
            table.leave(player)
            self._pending_snapshots.update((pid, table.table_id)
                                           for pid in self._audience(table) | {player})
            if player not in self._bots:
                self._observers.setdefault(table.table_id, set()).add(player)
        if table.hand_no >= practice.setup.hands or not table.can_deal():
            self._system_chat(table, f"scenario {practice.name!r} is over after "
                                     f"{table.hand_no} hands")
            return
        table.start_hand(practice.blinds(),
                         hand_seed(practice.seed, table.table_id, table.hand_no + 1),
                         deck=practice.setup.deck if table.hand_no == 0 else None)
        self._after_table_change(None, table)

    def _close_scenario(self, table: Table) -> None:
        """The player left a scenario table: it closes (its bots go with it)."""
        if table.in_hand:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "leave the scenario table when the hand is over")
        del self._scenarios[table.table_id]
        self._ring_due.pop(table.table_id, None)
        self._observers.setdefault(table.table_id, set()).update(
            p for p in table.seats.values() if p not in self._bots)
        for player in list(table.seats.values()):
            table.leave(player)
        self._close_table(table.table_id)

    def _fetch_hand_history(self, player_id: str, command: m.FetchHandHistory) -> None:
        try:
            self._send(player_id, self._histories.fetch(player_id, command.table_id,
                                                        command.limit))
        except EngineError as exc:
            raise ServiceError(m.ErrorCode.INTERNAL,
                               f"a hand could not be exported: {exc}") from exc

    def _on_hand_report(self, report: HandReport) -> None:
        """A tournament table finished a hand (the director's hand listener)."""
        found = self._lookup(report.table_id)
        if found is not None:
            tournament, table = found
            self._keep_hand(tournament.tournament_id if tournament else None, table, report)

    def _keep_hand(self, tournament_id: str | None, table: Table, report: HandReport) -> None:
        """Record a finished hand in the history of each human dealt into it."""
        humans = [p for p in report.players if p not in self._bots]
        if not humans:
            return
        seats = tuple(views.seat_of(table, p) or 0 for p in report.players)
        own = OwnHand(
            hand_id=f"{report.table_id}-{report.hand_no}",
            serial=self._histories.next_serial(), table_id=report.table_id,
            tournament_id=tournament_id, played_at=self.clock.now(), report=report,
            names=tuple(self._names.get(p, p) for p in report.players),
            seats=seats if all(seats) else tuple(range(1, len(seats) + 1)),
            max_seats=table.size)
        self._histories.record(own, humans)

    def _debug_snapshot(self, player_id: str, _command: m.DebugSnapshot) -> None:
        """Testers' debug panel: the room's state (local practice room only)."""
        if not self.config.practice:
            raise ServiceError(m.ErrorCode.REFUSED,
                               "the debug snapshot is for testers in the practice room")
        tables = []
        for table_id in sorted({*self._rings, *self._scenarios, *self._table_owner}):
            found = self._lookup(table_id)
            if found is not None:
                tables.append(views.debug_table(found[1], found[0], self._names,
                                                self._bots))
        self._send(player_id, m.RoomState(
            clock=self.clock.now(), tables=tuple(tables),
            tournaments=tuple(views.debug_tournament(t) for t in self._tournaments.values())))

    _handlers: ClassVar[dict[type[m.Command], Callable[[RoomService, str, Any], None]]] = {
        m.ListLobby: _list_lobby,
        m.OpenTournament: _open_tournament,
        m.Register: _register,
        m.Unregister: _unregister,
        m.Rebuy: _rebuy,
        m.Addon: _addon,
        m.Sit: _sit,
        m.Act: _act,
        m.Chat: _chat,
        m.ObserveTable: _observe,
        m.Leave: _leave,
        m.SitOut: _sit_out,
        m.SitBack: _sit_back,
        m.DiscussDeal: _discuss_deal,
        m.ProposeDeal: _propose_deal,
        m.AcceptDeal: _accept_deal,
        m.LoadScenario: _load_scenario,
        m.FetchHandHistory: _fetch_hand_history,
        m.DebugSnapshot: _debug_snapshot,
    }

    # ------------------------------------------------------------------ time

    def next_deadline(self) -> datetime | None:
        """When something next becomes due (None: nothing until a command arrives)."""
        times = [*self._tick_due.values(), *self._bot_due.values(), *self._ring_due.values()]
        times.extend(t.deadline for t in self._cash_tables() if t.deadline is not None)
        for tournament in self._tournaments.values():
            if tournament.state is State.RUNNING:
                times.extend(t.deadline for t in tournament.tables.values()
                             if t.deadline is not None)
        return min(times, default=None)

    def run_due(self, max_steps: int = 1000) -> int:
        """Do what is due at the clock's time (ticks, bot actions, time-outs); returns the
        steps that made progress. A step that fails is logged and dropped, so one bad
        table can never stop the room."""
        steps = 0
        now = self.clock.now()
        for tid, due in sorted(self._tick_due.items(), key=lambda item: item[1]):
            if steps < max_steps and due <= now:
                del self._tick_due[tid]
                steps += self._step(tid, functools.partial(self._tick, self._tournaments[tid]))
        for table_id, due in sorted(self._bot_due.items(), key=lambda item: item[1]):
            if steps < max_steps and due <= now and self._bot_due.get(table_id) == due:
                del self._bot_due[table_id]
                steps += self._step(table_id, functools.partial(self._bot_act, table_id))
        for table_id, due in sorted(self._ring_due.items(), key=lambda item: item[1]):
            if steps < max_steps and due <= now:
                del self._ring_due[table_id]
                steps += self._step(table_id, functools.partial(self._deal_next, table_id))
        for table in self._cash_tables():
            if table.deadline is not None and table.deadline <= now:
                steps += self._step(table.table_id, functools.partial(self._timeout, table))
        for tournament in self._tournaments.values():
            late = [t for t in tournament.tables.values()
                    if t.deadline is not None and t.deadline <= now]
            if tournament.state is State.RUNNING and late:
                before = [(t.hand_no, t.to_act) for t in late]
                self._step(tournament.tournament_id, functools.partial(self._tick, tournament))
                steps += before != [(t.hand_no, t.to_act) for t in late]
        self._flush()
        return steps

    def _step(self, what: str, step: Callable[[], None]) -> int:
        try:
            step()
        except Exception:  # a bug in one table must not freeze the whole room
            _log.exception("room step for %s failed and was dropped", what)
            return 0
        return 1

    def _cash_tables(self) -> list[Table]:
        """Tables outside tournaments: ring games and scenario tables."""
        return [*(r.table for r in self._rings.values()),
                *(p.table for p in self._scenarios.values())]

    def _deal_next(self, table_id: str) -> None:
        """The next hand at a ring or scenario table."""
        ring = self._rings.get(table_id)
        if ring is not None:
            self._ring_deal(ring)
        elif table_id in self._scenarios:
            self._scenario_deal(self._scenarios[table_id])

    def _timeout(self, table: Table) -> None:
        if table.check_timeout():
            self._after_table_change(None, table)

    def _tick(self, tournament: Tournament) -> None:
        tournament.tick()
        tid = tournament.tournament_id
        for table_id in tournament.tables:
            self._dirty_tables.add(table_id)
        if tournament.state is State.RUNNING:
            self._tick_due.setdefault(tid, self.clock.now() + HEARTBEAT)

    def _after_change(self, tournament: Tournament) -> None:
        """A command or bot changed a tournament: deal on as soon as the pace allows."""
        tid = tournament.tournament_id
        if tournament.state is not State.RUNNING:
            return
        pause = 0.0
        if any(not t.in_hand for t in tournament.tables.values()) and self._watched(tournament):
            pause = self.config.hand_pause
        due = self.clock.now() + timedelta(seconds=pause)
        self._tick_due[tid] = min(self._tick_due.get(tid, due), due)
        for table_id in tournament.tables:
            self._dirty_tables.add(table_id)

    def _watched(self, tournament: Tournament) -> bool:
        """A human plays or watches: pace it for human eyes."""
        return any(e.alive and p not in self._bots for p, e in tournament.entrants.items()) \
            or any(self._observers.get(t) for t in tournament.tables)

    def _bot_act(self, table_id: str) -> None:
        found = self._lookup(table_id)
        if found is None:
            return
        tournament, table = found
        if table.to_act is None:
            return
        player = table.to_act
        if player in self._bots:
            view = table.view_for(player)
            assert isinstance(view, SeatView)
            action = self._bots[player].decide(view)
        elif player in self._sitting_out:
            action = _passive(table, player)
        else:
            return
        try:
            self._apply(tournament, table, player, action)
        except (TableError, ActionRefusedError):
            self._apply(tournament, table, player, _passive(table, player))
        self._after_table_change(tournament, table)

    @staticmethod
    def _apply(tournament: Tournament | None, table: Table, player: str,
               action: Action) -> None:
        """An action through the director (tournament) or straight to a ring table."""
        if tournament is not None:
            tournament.act(player, action)
        else:
            table.act(player, action)

    def _after_table_change(self, tournament: Tournament | None, table: Table) -> None:
        if tournament is not None:
            self._after_change(tournament)
            return
        self._dirty_tables.add(table.table_id)
        if not table.in_hand:
            human = any(p not in self._bots for p in table.seats.values())
            pause = self.config.hand_pause if human and table.hand_no else 0.0
            self._ring_due.setdefault(table.table_id,
                                      self.clock.now() + timedelta(seconds=pause))

    def _watched_table(self, table: Table) -> bool:
        """A human sits at or watches this table: its bots act at a watchable pace (the
        other tables of a tournament play at full speed)."""
        return any(p not in self._bots for p in table.seats.values()) or \
            bool(self._observers.get(table.table_id))

    def _next_seed(self) -> int:
        if self.config.seed is None:
            return secrets.randbits(63)
        self._seed_counter += 1
        return seat_seed(self.config.seed, self._seed_counter)

    # ------------------------------------------------------------------ tournaments

    def _open_sit_and_go(self, template: SngTemplate) -> Tournament:
        serial = self._serial.get(template.key, 0) + 1
        self._serial[template.key] = serial
        tid = f"{template.key}-{serial}"
        starts_at = self.clock.now()
        if isinstance(template, ScheduledTemplate):
            starts_at = self._next_start.get(
                template.key, starts_at + timedelta(minutes=template.first_after_minutes))
            self._next_start[template.key] = starts_at + timedelta(
                minutes=template.every_minutes)
            self._tick_due[tid] = starts_at
        tournament = Tournament(
            tid, template.build(), clock=self.clock, cashier=self.cashier,
            starts_at=starts_at, seed=self._next_seed(),
            listener=self._on_tournament_event, table_listener=self._on_table_event,
            is_self_excluded=self._self_excluded, hand_listener=self._on_hand_report,
        )
        self._tournaments[tid] = tournament
        self._template[tid] = template
        self._open[template.key] = tid
        self._dirty_lobby.add(tid)
        return tournament

    def _open_ring(self, spec: RingTableSpec) -> None:
        ring = _Ring(spec, RingTableMoney(spec, self.ledger))
        ring.table = Table(spec.id, spec.seats, spec.game, self.clock,
                           timing=TimingPolicy(self.config.ring_action_seconds),
                           listener=self._on_table_event,
                           on_hand_over=lambda report: self._ring_hand_over(ring, report))
        self._rings[spec.id] = ring

    def _open_next(self, tournament_id: str) -> None:
        """The lobby keeps one open instance per template: open the next when this one
        starts (or is cancelled for lack of players)."""
        template = self._template.get(tournament_id)
        if template is not None and self._open.get(template.key) == tournament_id:
            self._open_sit_and_go(template)

    def _tournament(self, tournament_id: str) -> Tournament:
        tournament = self._tournaments.get(tournament_id)
        if tournament is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no tournament {tournament_id!r}: pick one from the lobby")
        return tournament

    def _lookup(self, table_id: str) -> tuple[Tournament | None, Table] | None:
        """The tournament (None for a ring game) and table with this id, if running."""
        ring = self._rings.get(table_id)
        if ring is not None:
            return None, ring.table
        if table_id in self._scenarios:
            return None, self._scenarios[table_id].table
        owner = self._table_owner.get(table_id)
        tournament = self._tournaments.get(owner) if owner else None
        table = tournament.tables.get(table_id) if tournament else None
        if tournament is None or table is None:
            return None
        return tournament, table

    def _table(self, table_id: str) -> tuple[Tournament | None, Table]:
        found = self._lookup(table_id)
        if found is None:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no table {table_id!r} is running: pick one from the lobby")
        return found

    def _on_tournament_event(self, event: tev.TournamentEvent) -> None:
        tid = event.tournament_id
        tournament = self._tournaments[tid]
        self._dirty_saves.add(tid)  # director events are rare; each is a restart point
        self._snapshot_due.add(tid)
        if isinstance(event, _LOBBY_CHANGES):
            self._dirty_lobby.add(tid)
        if isinstance(event, _TAB_CHANGES) and self._watchers.get(tid):
            self._dirty_tabs.add(tid)
        if isinstance(event, tev.TableOpened):
            self._table_owner[event.table_id] = tid
        elif isinstance(event, tev.PlayerSeated):
            self._pending_snapshots.add((event.player, event.table_id))
        elif isinstance(event, tev.PlayerMoved):
            self._pending_snapshots.add((event.player, event.to_table))
        elif isinstance(event, tev.TableBroken):
            self._close_table(event.table_id)
        elif isinstance(event, tev.TournamentStarted):
            self._open_next(tid)
            self._tick_due[tid] = self.clock.now()
            self._dirty_saves.add(tid)
        elif isinstance(event, tev.PrizeAwarded):
            self._dirty_balances.add(event.player)
        elif isinstance(event, tev.TournamentFinished | tev.TournamentCancelled):
            self._open_next(tid)
            for table_id in [t for t, owner in self._table_owner.items() if owner == tid]:
                self._close_table(table_id)
            self._dirty_balances.update(tournament.entrants)
            self._tick_due.pop(tid, None)
            self._dirty_saves.add(tid)
        elif isinstance(event, tev.DealPaused | tev.DealApplied | tev.FinalTableFormed):
            self._dirty_deals.add(tid)
        message = tournament_event(event)
        for pid in self._tournament_audience(tournament):
            self._send(pid, message)

    def _close_table(self, table_id: str) -> None:
        """A tournament table is gone: its observers are told and let go."""
        closed = m.TableEvent(table_id=table_id, kind="table_closed")
        for pid in sorted(self._observers.pop(table_id, set())):
            self._send(pid, closed)

    def _tournament_audience(self, tournament: Tournament) -> set[str]:
        return set(tournament.entrants) | self._watchers.get(tournament.tournament_id, set())

    def _on_table_event(self, event: RoomTableEvent) -> None:
        found = self._lookup(event.table_id)
        if found is None:
            return
        tournament, table = found
        owner = tournament.tournament_id if tournament is not None else None
        ring = self._rings.get(event.table_id)
        if ring is not None:
            ring.note(event)
        hand_id = f"{event.table_id}-{event.hand_no}"
        seat = views.seat_of(table, event.player)
        message = m.TableEvent(table_id=event.table_id, hand_id=hand_id, kind=event.kind,
                               seat=seat, player_id=event.player, data=jsonable(event.data))
        if event.to is None:
            for pid in self._audience(table):
                self._send(pid, message)
        else:
            self._send(event.to, message)
        self._moves[event.table_id] = self._moves.get(event.table_id, 0) + 1
        self._dirty_tables.add(event.table_id)
        log = self._hand_log.setdefault(event.table_id, [])
        log.append({"to": event.to, "kind": event.kind, "player": event.player,
                    "data": jsonable(event.data)})
        if event.kind == "hand_ended":
            self._hand_over(owner, table, hand_id)

    def _hand_over(self, tournament_id: str | None, table: Table, hand_id: str) -> None:
        log = self._hand_log.pop(table.table_id, [])
        self._moves[table.table_id] = 0
        if tournament_id is not None:
            self._dirty_saves.add(tournament_id)
        if self.journal is None:
            return
        # the house's complete record (no player's history), then each player's own view
        self.journal.hand(table.table_id, tournament_id, hand_id, (),
                          json.dumps(log, sort_keys=True))
        for player in sorted({str(e["player"]) for e in log if e["player"]} - set(self._bots)):
            mine = [e for e in log if e["to"] is None or e["to"] == player]
            self.journal.hand(table.table_id, tournament_id, hand_id, (player,),
                              json.dumps(mine, sort_keys=True))

    def _audience(self, table: Table) -> set[str]:
        """Who sees public events of a table: its players and its observers."""
        return set(table.seats.values()) | self._observers.get(table.table_id, set())

    # ------------------------------------------------------------------ views

    def _lobby_tournaments(self, player_id: str) -> list[Tournament]:
        return [t for t in self._tournaments.values()
                if t.state in (State.REGISTERING, State.RUNNING) or player_id in t.entrants]

    def _row(self, tournament: Tournament, player_id: str) -> m.TournamentRow:
        return views.tournament_row(tournament, player_id, self._template_structure(tournament))

    def _template_structure(self, tournament: Tournament) -> str:
        template = self._template.get(tournament.tournament_id)
        return template.structure if template else tournament.structure.name

    def _send_tournament_lobby(self, player_id: str, tournament: Tournament) -> None:
        can_register, reason = self._can_register(tournament, player_id)
        for message in views.tournament_lobby(
                tournament, player_id, row=self._row(tournament, player_id), names=self._names,
                can_register=can_register, reason=reason):
            self._send(player_id, message)

    def _can_register(self, tournament: Tournament, player_id: str) -> tuple[bool, str]:
        entrant = tournament.entrants.get(player_id)
        if entrant is not None and entrant.alive:
            return False, "you are registered"
        if not tournament.registration_open():
            return False, "registration is closed"
        structure = tournament.structure
        if self.cashier.available(player_id, structure.currency) < structure.entry_cost:
            return False, (f"you need {structure.entry_cost} {structure.currency} available "
                           "to register")
        return True, ""

    def _snapshot(self, tournament: Tournament | None, table: Table,
                  viewer: str) -> m.TableSnapshot:
        return views.table_snapshot(
            table, viewer, names=self._names, sitting_out=self._sitting_out,
            blinds=self._blinds(tournament, table),
            tournament_id=tournament.tournament_id if tournament else None,
            paused=bool(tournament and tournament.deal_paused))

    def _blinds(self, tournament: Tournament | None, table: Table) -> Blinds:
        if tournament is not None:
            info = tournament.info()
            return Blinds(info.small_blind, info.big_blind, info.ante)
        practice = self._scenarios.get(table.table_id)
        if practice is not None:
            return practice.blinds()
        return _ring_blinds(self._rings[table.table_id].spec)

    # ------------------------------------------------------------------ ring games

    def _ring_deal(self, ring: _Ring) -> None:
        """Deal the next ring hand when two players with chips are seated."""
        table = ring.table
        self._ring_leave(ring)
        if table.can_deal():
            table.start_hand(_ring_blinds(ring.spec), self._next_seed())
            self._after_table_change(None, table)

    def _ring_hand_over(self, ring: _Ring, report: HandReport) -> None:
        """Rake and new stacks through the ledger; then let leavers and the busted go."""
        received = {p: c for p, c in ring.received.items() if p in report.end_stacks}
        settlement = ring.money.settle_hand(report.end_stacks, received, ring.second_round,
                                            game=ring.table.game)
        ring.table.stacks.update(settlement.stacks)
        self._keep_hand(None, ring.table, report)
        ring.received = {}
        ring.second_round = False
        self._dirty_rings.add(ring.spec.id)
        self._after_table_change(None, ring.table)

    def _ring_leave(self, ring: _Ring) -> None:
        """Cash out players who asked to leave or have no chips, when not in a hand."""
        table = ring.table
        busted = {p for p in table.seats.values() if table.stacks[p] == 0}
        for player in sorted(ring.leaving | busted):
            if table.in_hand and player in views.dealt_in(table):
                continue
            table.leave(player)
            ring.money.leave(player)
            ring.leaving.discard(player)
            self._sitting_out.discard(player)
            self._dirty_balances.add(player)
            self._dirty_rings.add(ring.spec.id)
            for pid in self._audience(table) | {player}:
                self._pending_snapshots.add((pid, table.table_id))
            if player not in self._bots:
                self._observers.setdefault(table.table_id, set()).add(player)
        if not self.config.practice:
            return
        if any(p not in self._bots for p in table.seats.values()):
            self._fill_ring_with_bots(ring)
        elif not table.in_hand:  # the last human left: the practice bots go too
            for bot in list(table.seats.values()):
                table.leave(bot)
                ring.money.leave(bot)
            self._dirty_rings.add(ring.spec.id)

    def _ring_row(self, ring: _Ring) -> m.RingRow:
        return views.ring_row(ring.spec, len(ring.table.seats))

    # ------------------------------------------------------------------ flush

    def _flush(self) -> None:
        """Send what the last change made stale: snapshots, turn requests, balances, lobby
        rows, deal state; schedule bots; save tournaments."""
        for pid, table_id in sorted(self._pending_snapshots):
            found = self._lookup(table_id)
            if found is None:
                continue
            tournament, table = found
            if pid in table.seats.values() or pid in self._observers.get(table_id, ()):
                self._send(pid, self._snapshot(tournament, table, pid))
                self._requested.pop(table_id, None)
                self._dirty_tables.add(table_id)
        self._pending_snapshots.clear()
        for table_id in sorted(self._dirty_tables):
            self._turn(table_id)
        self._dirty_tables.clear()
        for pid in sorted(self._dirty_balances):
            if pid in self._names:
                self._send(pid, m.Balances(balances=tuple(self.balances(pid))))
        self._dirty_balances.clear()
        if self._dirty_lobby or self._dirty_rings:
            self._lobby_update()
        for tid in sorted(self._dirty_deals):
            tournament = self._tournaments[tid]
            if tournament.tables and len(tournament.tables) == 1:
                state = self._deal_state(tournament)
                for pid in self._audience(next(iter(tournament.tables.values()))):
                    self._send(pid, state)
        self._dirty_deals.clear()
        for tid in sorted(self._dirty_saves):
            self._save(tid)
        self._dirty_saves.clear()
        for tid in sorted(self._dirty_tabs):
            for pid in sorted(self._watchers.get(tid, ())):
                self._send_tournament_lobby(pid, self._tournaments[tid])
        self._dirty_tabs.clear()

    def _turn(self, table_id: str) -> None:
        """Tell the player to act (once per turn), or schedule the bot / sitting-out fold."""
        found = self._lookup(table_id)
        if found is None or found[1].to_act is None:
            self._bot_due.pop(table_id, None)
            return
        _tournament, table = found
        player = table.to_act
        assert player is not None
        if player in self._bots or player in self._sitting_out:
            if table_id not in self._bot_due:
                delay = self.config.bot_delay if self._watched_table(table) \
                    else 0.0
                if player in self._sitting_out:
                    delay = 0.0
                self._bot_due[table_id] = self.clock.now() + timedelta(seconds=delay)
            return
        identity = (table.hand_no, player, self._moves.get(table_id, 0))
        if self._requested.get(table_id) == identity:
            return
        self._requested[table_id] = identity
        view = table.view_for(player)
        assert isinstance(view, SeatView)
        if view.legal is None:
            return
        seat = views.seat_of(table, player) or 0
        timer = None
        if table.deadline is not None:
            timer = m.TimerRow(seat=seat, deadline=table.deadline,
                               det=table.waiting_on_disconnected)
        self._send(player, m.ActionRequest(table_id=table_id, seat=seat,
                                           legal=legal_actions(view.legal),
                                           hand_id=views.hand_id(table), timer=timer))

    def _lobby_update(self) -> None:
        changed = [self._tournaments[t] for t in sorted(self._dirty_lobby)]
        rings = tuple(self._ring_row(self._rings[t]) for t in sorted(self._dirty_rings))
        self._dirty_lobby.clear()
        self._dirty_rings.clear()
        for pid in sorted(self._connected):
            rows = tuple(self._row(t, pid) for t in changed
                         if t.state in (State.REGISTERING, State.RUNNING) or pid in t.entrants)
            gone = tuple(t.tournament_id for t in changed
                         if t.state not in (State.REGISTERING, State.RUNNING)
                         and pid not in t.entrants)
            if rows or gone or rings:
                self._send(pid, m.LobbyUpdate(rings=rings, tournaments=rows, removed=gone))

    def _system_chat(self, table: Table, text: str) -> None:
        line = m.ChatLine(table_id=table.table_id, sender="Dealer", text=text,
                          time=self.clock.now(), system=True)
        for pid in self._audience(table):
            self._send(pid, line)

    # ------------------------------------------------------------------ persistence

    def _save(self, tournament_id: str) -> None:
        if self.journal is None:
            return
        tournament = self._tournaments[tournament_id]
        state = saved_state(tournament, self)
        if tournament.state is State.RUNNING:
            state["snapshot"] = self._snapshot_of(tournament)
        self.journal.tournament_state(SavedTournament(
            tournament_id, str(tournament.state), json.dumps(state)))

    def self_exclude(self, player_id: str) -> None:
        """The player self-excluded: no new entries, re-entries, rebuys or add-ons from
        now on, but tournaments already under way are played to the end (site rule)."""
        self._excluded.add(player_id)

    def _snapshot_of(self, tournament: Tournament) -> str:
        """The director's frozen state: fresh after every director event (each money move
        is one, so the snapshot always agrees with the ledger), otherwise at most every
        SNAPSHOT_EVERY of clock time (a restart may replay the last few hands' chips)."""
        tid = tournament.tournament_id
        now = self.clock.now()
        cached = self._frozen.get(tid)
        if tid in self._snapshot_due or cached is None or now - cached[0] >= SNAPSHOT_EVERY:
            cached = (now, base64.b64encode(self._freeze(tournament)).decode())
            self._frozen[tid] = cached
            self._snapshot_due.discard(tid)
        return cached[1]

    def _self_excluded(self, player_id: str) -> bool:
        """The room's self-exclusion check handed to every director."""
        return player_id in self._excluded

    def _freeze(self, tournament: Tournament) -> bytes:
        """The director's whole state (tables, hands, clocks, RNGs) as bytes; the room, its
        cashier and clock are left out by reference and put back by `resume`."""
        buffer = io.BytesIO()
        _Freezer(buffer, {id(self): "room", id(self.cashier): "cashier",
                          id(self.clock): "clock"}).dump(tournament)
        return buffer.getvalue()

    def resume(self, saved: SavedTournament) -> bool:
        """After a restart: continue a tournament that was running from its last saved
        step (ledger and state were committed together, so they agree). Its players are
        marked disconnected (DET applies) until they come back. False when the saved state
        cannot be resumed (then the server applies the cancellation policy)."""
        raw = json.loads(saved.state).get("snapshot")
        if saved.status != "running" or not raw:
            return False
        refs: dict[str, object] = {"room": self, "cashier": self.cashier, "clock": self.clock}
        try:
            tournament = _Thawer(io.BytesIO(base64.b64decode(raw)), refs).load()
        except Exception:  # another version's state, or damaged: settle it instead
            _log.exception("cannot resume tournament %s", saved.tournament_id)
            return False
        if not isinstance(tournament, Tournament):
            return False
        tid = tournament.tournament_id
        self._tournaments[tid] = tournament
        key = tid.rpartition("-")[0]
        for template in (*self.config.sit_and_gos, *self.config.tournaments):
            if template.key == key:
                self._template[tid] = template
        for table_id in tournament.tables:
            self._table_owner[table_id] = tid
        for player, entrant in tournament.entrants.items():
            if entrant.alive and entrant.table_id is not None:
                tournament.set_connected(player, False)
        self._tick_due[tid] = self.clock.now()
        self._dirty_lobby.add(tid)
        return True


def saved_state(tournament: Tournament, service: RoomService) -> dict[str, object]:
    """The restartable facts of a tournament: buy-in records, stacks at the last hand
    boundary, places and prizes paid so far."""
    stacks = {p: t.stacks[p] for t in tournament.tables.values() for p in t.seats.values()}
    return {
        "structure": service._template_structure(tournament),
        "template": dataclasses.asdict(service._template[tournament.tournament_id])
        if tournament.tournament_id in service._template else None,
        "state": str(tournament.state),
        "stacks": stacks,
        "places": {p: e.place for p, e in tournament.entrants.items() if e.place is not None},
        "prizes": {p: str(e.prize) for p, e in tournament.entrants.items() if e.prize},
        "records": [jsonable(r) for r in service.cashier.records(
            tournament.tournament_id, include_refunded=True)],
        "currency": str(tournament.structure.currency),
        "remaining_prizes": [str(p) for p in tournament.remaining_prizes()],
        "heads_up": tournament.structure.max_players == 2,
    }


def buy_in_from_json(raw: Mapping[str, object]) -> BuyIn:
    """A cashier buy-in record back from `saved_state`'s JSON."""
    price = raw["price"]
    paid = raw["paid"]
    assert isinstance(price, Mapping) and isinstance(paid, list)
    return BuyIn(
        id=int(str(raw["id"])), player=str(raw["player"]), tourney=str(raw["tourney"]),
        kind=EntryKind(str(raw["kind"])),
        price=TourneyPrice(Currency(price["currency"]), Decimal(price["buy_in"]),
                           Decimal(price["fee"]), Decimal(price["bounty"])),
        paid=tuple((Currency(c), Decimal(a)) for c, a in paid),
        refunded=bool(raw["refunded"]),
    )


def _code_for(exc: Exception) -> m.ErrorCode:
    if isinstance(exc, InsufficientFundsError):
        return m.ErrorCode.INSUFFICIENT_FUNDS
    if isinstance(exc, RegistrationError):
        return m.ErrorCode.REGISTRATION
    if isinstance(exc, DealError):
        return m.ErrorCode.DEAL
    if isinstance(exc, ActionRefusedError):
        return m.ErrorCode.NOT_YOUR_TURN
    if isinstance(exc, TableError):
        return m.ErrorCode.ILLEGAL_ACTION
    if isinstance(exc, InvalidAmountError | ValueError):
        return m.ErrorCode.BAD_MESSAGE
    if isinstance(exc, TournamentError):
        return m.ErrorCode.REFUSED
    return m.ErrorCode.REFUSED


def _passive(table: Table, player: str) -> Action:
    """Check if free, else fold (a sitting-out player, or a bot whose answer was refused)."""
    view = table.view_for(player)
    assert isinstance(view, SeatView)
    if view.legal is not None and EngineAction.CHECK in view.legal.kinds:
        return Action(EngineAction.CHECK)
    return Action(EngineAction.FOLD)


__all__ = [
    "DEFAULT_SIT_AND_GOS",
    "PRACTICE_GRANTS",
    "Journal",
    "RoomConfig",
    "RoomService",
    "SavedTournament",
    "ScheduledTemplate",
    "ServiceError",
    "SngTemplate",
    "buy_in_from_json",
    "saved_state",
]
