"""The lobby: ring, sit & go and tournament rows, tournament lobby tabs and lobby updates.
"""

from __future__ import annotations

from typing import Protocol

from client.protocol import messages as m
from client.protocol import views
from client.room.self_exclusion import describe
from client.room.tournament.director import State, Tournament
from client.room.tracked import Tracked
from client.service.accounts import Accounts
from client.service.changes import Changes
from client.service.outbox import Audience, Outbox
from client.service.tournaments import Tournaments


class RingRows(Protocol):
    """Where the lobby gets its ring table rows (the rings part)."""

    def rows(self) -> list[m.RingRow]: ...
    def row(self, table_id: str) -> m.RingRow: ...


class PoolRows(Protocol):
    """Where the lobby gets its fast-fold pool rows (the pools part)."""

    def rows(self) -> list[m.PoolRow]: ...
    def row(self, pool_id: str) -> m.PoolRow: ...


class Lobby(Tracked):
    """Owns nothing but the views: lobby rows and the tournament lobby tabs, sent on
    ``ListLobby`` / ``OpenTournament`` and as updates when rows change."""

    def __init__(self, accounts: Accounts, tournaments: Tournaments, rings: RingRows,
                 pools: PoolRows, audience: Audience, outbox: Outbox,
                 changes: Changes) -> None:
        self._accounts = accounts
        self._tournaments = tournaments
        self._rings = rings
        self._pools = pools
        self._audience = audience
        self._outbox = outbox
        self._changes = changes

    def list_lobby(self, player_id: str, _command: m.Command) -> None:
        """``ListLobby``: the whole lobby, then the player's balances."""
        rows = [self._row(t, player_id) for t in self._tournaments.all()
                if listed(t, player_id)]
        self._outbox.send(player_id, m.LobbySnapshot(
            rings=tuple(self._rings.rows()),
            sit_and_gos=tuple(r for r in rows if r.kind == "sng"),
            tournaments=tuple(r for r in rows if r.kind != "sng"),
            pools=tuple(self._pools.rows()),
        ))
        self._changes.balance(player_id)

    def open_tournament(self, player_id: str, command: m.OpenTournament) -> None:
        """``OpenTournament``: the tournament lobby tabs, kept live while connected."""
        tournament = self._tournaments.get(command.tournament_id)
        self._audience.watch_tournament(player_id, tournament.tournament_id)
        self.send_tournament_lobby(player_id, tournament)

    def send_tournament_lobby(self, player_id: str, tournament: Tournament) -> None:
        """Every tab of the tournament lobby, as the player sees it now."""
        can_register, reason = self._can_register(tournament, player_id)
        event = self._tournaments.day_event(tournament.tournament_id)
        for message in views.tournament_lobby(
                tournament, player_id, row=self._row(tournament, player_id),
                names=self._accounts.names, can_register=can_register, reason=reason,
                can_forfeit_day_two=event is not None and event.can_forfeit(player_id)):
            self._outbox.send(player_id, message)

    def send_tabs(self, tournament_id: str) -> None:
        """The tabs of a tournament again to everyone with its lobby open."""
        tournament = self._tournaments.get(tournament_id)
        for player_id in self._audience.tournament_watchers(tournament_id):
            self.send_tournament_lobby(player_id, tournament)

    def send_updates(self, tournament_ids: list[str], ring_ids: list[str],
                     pool_ids: list[str]) -> None:
        """Changed rows (and tournaments gone from the lobby: retired, or not the
        player's) to every connected player."""
        changed = [self._tournaments.get(t) for t in tournament_ids if t in self._tournaments]
        retired = tuple(t for t in tournament_ids if t not in self._tournaments)
        rings = tuple(self._rings.row(t) for t in ring_ids)
        pools = tuple(self._pools.row(p) for p in pool_ids)
        for pid in self._accounts.connected():
            rows = tuple(self._row(t, pid) for t in changed if listed(t, pid))
            gone = retired + tuple(t.tournament_id for t in changed if not listed(t, pid))
            if rows or gone or rings or pools:
                self._outbox.send(pid, m.LobbyUpdate(rings=rings, tournaments=rows,
                                                     removed=gone, pools=pools))

    def _row(self, tournament: Tournament, player_id: str) -> m.TournamentRow:
        return views.tournament_row(tournament, player_id,
                                    self._tournaments.structure_name(tournament),
                                    self._accounts.names)

    def _can_register(self, tournament: Tournament, player_id: str) -> tuple[bool, str]:
        entrant = tournament.entrants.get(player_id)
        if entrant is not None and entrant.alive:
            return False, "you are registered"
        if tournament.structure.day_two:
            return False, "Day 2 is played by the Day 1 survivors: enter a Day 1 flight"
        if not tournament.registration_open():
            return False, "registration is closed"
        exclusions = self._accounts.exclusions
        if exclusions.is_excluded(player_id):
            return False, f"you are self-excluded {describe(exclusions.until(player_id))}"
        structure = tournament.structure
        cashier = self._accounts.cashier
        if cashier.available(player_id, structure.currency) < structure.entry_cost:
            return False, (f"you need {structure.entry_cost} {structure.currency} available "
                           "to register")
        return True, ""


def listed(tournament: Tournament, player_id: str) -> bool:
    """A tournament is in the player's lobby while open or running, or once entered (the
    player search looks only where this says the player can look)."""
    return tournament.state in (State.REGISTERING, State.RUNNING) \
        or player_id in tournament.entrants
