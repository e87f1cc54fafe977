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

import functools
import logging
from collections.abc import Callable, Iterable, Mapping
from datetime import datetime
from decimal import Decimal
from typing import Any, ClassVar

from client.protocol import messages as m
from client.room.clock import Clock
from client.room.errors import (
    RoomError,
)
from client.room.ledger import Currency, Ledger
from client.room.tournament.director import State
from client.service.config import (
    RoomConfig,
)
from client.service.deals import DealTalk
from client.service.errors import ServiceError, _code_for
from client.service.journal import Journal, SavedTournament
from client.service.lobby import Lobby
from client.service.play import TablePlay
from client.service.practice import PracticeTools
from client.service.rings import Rings
from client.service.tournaments import Tournaments

_log = logging.getLogger(__name__)


class RoomService(TablePlay):
    """The room facade; see the module docstring."""

    def __init__(self, clock: Clock, *, config: RoomConfig | None = None,
                 ledger: Ledger | None = None, journal: Journal | None = None,
                 grants: Mapping[Currency, Decimal] | None = None,
                 saved: Iterable[SavedTournament] = ()) -> None:
        """The room with its ring tables and one open instance of every template;
        ``saved`` as for `RoomCore`."""
        super().__init__(clock, config=config, ledger=ledger, journal=journal, grants=grants,
                         saved=saved)
        for spec in self.config.rings:
            self._open_ring(spec)
        for template in (*self.config.sit_and_gos, *self.config.tournaments):
            self._open_sit_and_go(template)
    @classmethod
    def practice(cls, clock: Clock, *, seed: int | None = None,
                 bot_delay: float = 1.0) -> RoomService:
        """Offline practice: bots fill seats at a human-watchable pace (0 for tests)."""
        config = RoomConfig(practice=True, bot_delay=bot_delay, hand_pause=bot_delay * 2,
                            seed=seed)
        return cls(clock, config=config)

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

    _handlers: ClassVar[dict[type[m.Command], Callable[[RoomService, str, Any], None]]] = {
        m.ListLobby: Lobby._list_lobby,
        m.OpenTournament: Lobby._open_tournament,
        m.Register: Tournaments._register,
        m.Unregister: Tournaments._unregister,
        m.Rebuy: Tournaments._rebuy,
        m.Addon: Tournaments._addon,
        m.Sit: Rings._sit,
        m.Act: TablePlay._act,
        m.Chat: TablePlay._chat,
        m.ObserveTable: TablePlay._observe,
        m.Leave: TablePlay._leave,
        m.SitOut: TablePlay._sit_out,
        m.SitBack: TablePlay._sit_back,
        m.DiscussDeal: DealTalk._discuss_deal,
        m.ProposeDeal: DealTalk._propose_deal,
        m.AcceptDeal: DealTalk._accept_deal,
        m.LoadScenario: PracticeTools._load_scenario,
        m.FetchHandHistory: PracticeTools._fetch_hand_history,
        m.DebugSnapshot: PracticeTools._debug_snapshot,
    }

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


__all__ = ["RoomService"]
