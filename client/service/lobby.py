"""The lobby: ring, sit & go and tournament rows, tournament lobby tabs and lobby updates.
"""

from __future__ import annotations

import logging

from client.protocol import messages as m
from client.protocol import views
from client.room.tournament.director import State, Tournament
from client.service.persistence import (
    Persistence,
)
from client.service.records import RingSeats

_log = logging.getLogger(__name__)


class Lobby(Persistence):
    """Lobby rows, the tournament lobby tabs and their live updates."""

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

    def _lobby_tournaments(self, player_id: str) -> list[Tournament]:
        return [t for t in self._tournaments.values()
                if t.state in (State.REGISTERING, State.RUNNING) or player_id in t.entrants]

    def _row(self, tournament: Tournament, player_id: str) -> m.TournamentRow:
        return views.tournament_row(tournament, player_id, self._template_structure(tournament))

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

    def _ring_row(self, ring: RingSeats) -> m.RingRow:
        return views.ring_row(ring.spec, len(ring.table.seats))

