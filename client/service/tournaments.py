"""Tournaments and sit & gos: registration, rebuys and add-ons, opening the next instance of
each template, and the directors' events fanned out to players.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from client.protocol import messages as m
from client.protocol.convert import tournament_event
from client.room.tournament import events as tev
from client.room.tournament.director import State, Tournament
from client.service.config import (
    HEARTBEAT,
    ScheduledTemplate,
    SngTemplate,
)
from client.service.deals import DealTalk
from client.service.errors import ServiceError

_log = logging.getLogger(__name__)


_LOBBY_CHANGES = (tev.PlayerRegistered, tev.PlayerUnregistered, tev.TournamentStarted,
                  tev.TournamentFinished, tev.TournamentCancelled, tev.RegistrationClosed)

"""Director events that change a tournament's lobby row."""



_TAB_CHANGES = (*_LOBBY_CHANGES, tev.PlayerEliminated, tev.PrizeAwarded, tev.PrizePoolFinalized,
                tev.LevelUp, tev.TableOpened, tev.TableBroken, tev.PlayerMoved, tev.Rebought,
                tev.DealApplied)

"""Director events that change what the tournament lobby tabs show."""



class Tournaments(DealTalk):
    """Registration, the directors' events and the lobby's always-open instances."""

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

    def _tick(self, tournament: Tournament) -> None:
        tournament.tick()
        tid = tournament.tournament_id
        for table_id in tournament.tables:
            self._dirty_tables.add(table_id)
        if tournament.state is State.RUNNING:
            self._tick_due.setdefault(tid, self.clock.now() + HEARTBEAT)

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

    def _open_next(self, tournament_id: str) -> None:
        """The lobby keeps one open instance per template: open the next when this one
        starts (or is cancelled for lack of players)."""
        template = self._template.get(tournament_id)
        if template is not None and self._open.get(template.key) == tournament_id:
            self._open_sit_and_go(template)

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

