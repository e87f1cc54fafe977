"""The room service's shared state and plumbing (the base every concern module builds on).
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime, timedelta
from decimal import Decimal

from client.bots import Bot, bot_name, make_bot, seat_seed
from client.engine import Action
from client.protocol import messages as m
from client.protocol import views
from client.protocol.convert import jsonable
from client.room.cashier import Cashier
from client.room.clock import Clock
from client.room.ledger import Currency, Ledger
from client.room.ring import to_money
from client.room.table import HandReport, Table
from client.room.table import TableEvent as RoomTableEvent
from client.room.tournament.director import State, Tournament
from client.service.config import (
    PRACTICE_GRANTS,
    RoomConfig,
    SngTemplate,
)
from client.service.errors import ServiceError
from client.service.history import HandHistoryBook, OwnHand
from client.service.journal import Journal, SavedTournament, buy_in_from_json
from client.service.records import DealTalkState, RingSeats, ScenarioTable

_log = logging.getLogger(__name__)


Subscriber = Callable[[str, m.Event], None]



class RoomCore:
    """The room's state and the plumbing every concern shares: accounts, subscribers, table
    lookup, audiences, pacing after a change and the table event stream."""

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
        self._deals: dict[str, DealTalkState] = {}
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
        self._rings: dict[str, RingSeats] = {}
        self._ring_due: dict[str, datetime] = {}
        self._dirty_rings: set[str] = set()
        self._scenarios: dict[str, ScenarioTable] = {}
        self._scenario_serial = 0
        self._histories = HandHistoryBook()
        for record in saved:
            key, _, serial = record.tournament_id.rpartition("-")
            if serial.isdigit():
                self._serial[key] = max(self._serial.get(key, 0), int(serial))
        self._next_start: dict[str, datetime] = {}

    @property
    def practice_mode(self) -> bool:
        """True for the offline practice room."""
        return self.config.practice

    def add_player(self, player_id: str, name: str) -> None:
        """Make a player known to the room (accounts are kept by the server)."""
        self._names[player_id] = name

    def balances(self, player_id: str) -> list[m.BalanceRow]:
        """The player's balance per currency (only currencies ever used)."""
        rows = []
        for currency in Currency:
            available = self.cashier.available(player_id, currency)
            in_play = sum((to_money(ring.money.stacks.get(player_id, 0))
                           for ring in self._rings.values() if ring.spec.currency == currency),
                          Decimal(0))
            if available or in_play or currency in self.grants:
                rows.append(m.BalanceRow(currency=currency.value, total=available + in_play,
                                         available=available, in_play=in_play))
        return rows

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

    def _restore_view(self, player_id: str, table_id: str) -> None:
        """After a (re)connection: the full table view, then the pending turn request."""
        self._pending_snapshots.add((player_id, table_id))
        self._requested.pop(table_id, None)
        self._dirty_tables.add(table_id)

    def _new_bot(self, style: str | None = None, seed: int | None = None) -> str:
        """A new practice bot with its own seeded style (the room's unless given) and name."""
        self._bot_counter += 1
        room_seed = self._next_seed() if seed is None else seed
        bot_id = f"bot-{self._bot_counter}"
        self._bots[bot_id] = make_bot(style or self.config.bot_style,
                                      seat_seed(room_seed, 0) if seed is None else seed)
        self._names[bot_id] = bot_name(room_seed, self._bot_counter)
        return bot_id

    def _step(self, what: str, step: Callable[[], None]) -> int:
        try:
            step()
        except Exception:  # a bug in one table must not freeze the whole room
            _log.exception("room step for %s failed and was dropped", what)
            return 0
        return 1

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

    def _close_table(self, table_id: str) -> None:
        """A tournament table is gone: its observers are told and let go."""
        closed = m.TableEvent(table_id=table_id, kind="table_closed")
        for pid in sorted(self._observers.pop(table_id, set())):
            self._send(pid, closed)

    def _audience(self, table: Table) -> set[str]:
        """Who sees public events of a table: its players and its observers."""
        return set(table.seats.values()) | self._observers.get(table.table_id, set())

    def _tournament_audience(self, tournament: Tournament) -> set[str]:
        return set(tournament.entrants) | self._watchers.get(tournament.tournament_id, set())

    def _system_chat(self, table: Table, text: str) -> None:
        line = m.ChatLine(table_id=table.table_id, sender="Dealer", text=text,
                          time=self.clock.now(), system=True)
        for pid in self._audience(table):
            self._send(pid, line)

    def _template_structure(self, tournament: Tournament) -> str:
        template = self._template.get(tournament.tournament_id)
        return template.structure if template else tournament.structure.name

    def _cash_tables(self) -> list[Table]:
        """Tables outside tournaments: ring games and scenario tables."""
        return [*(r.table for r in self._rings.values()),
                *(p.table for p in self._scenarios.values())]

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

