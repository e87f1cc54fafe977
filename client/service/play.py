"""Play at a table: actions, chat, observing, leaving, sitting out, turn requests, bots and
table snapshots.
"""

from __future__ import annotations

import logging
from datetime import timedelta

from client.engine import Action, SeatView
from client.engine import ActionKind as EngineAction
from client.protocol import messages as m
from client.protocol import views
from client.protocol.convert import legal_actions
from client.room.table import Blinds, Table, TableError
from client.room.tournament.director import Tournament
from client.room.tournament.errors import (
    ActionRefusedError,
)
from client.service.errors import ServiceError
from client.service.practice import PracticeTools
from client.service.records import hand_game, ring_blinds

_log = logging.getLogger(__name__)


_ACTION = {k: EngineAction(k.value) for k in m.ActionKind}



def _passive(table: Table, player: str) -> Action:
    """Check if free, else fold (a sitting-out player, or a bot whose answer was refused);
    where neither is allowed, post the stud bring-in or stand pat in a draw."""
    view = table.view_for(player)
    assert isinstance(view, SeatView)
    kinds = view.legal.kinds if view.legal is not None else frozenset()
    for kind in (EngineAction.CHECK, EngineAction.FOLD, EngineAction.BRING_IN,
                 EngineAction.DRAW):
        if kind in kinds:
            return Action(kind)
    return Action(EngineAction.FOLD)


class TablePlay(PracticeTools):
    """Playing at a table: actions, chat, observing, sitting out, turns and bots."""

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
        timer = views.timer_row(table)
        self._send(player, m.ActionRequest(table_id=table_id, seat=seat,
                                           legal=legal_actions(view.legal),
                                           hand_id=views.hand_id(table), timer=timer))

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
        return ring_blinds(self._rings[table.table_id].spec, hand_game(table))

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

