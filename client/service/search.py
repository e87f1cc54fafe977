"""The lobby's look-ups: find a player (``FindPlayer``) and preview a table
(``PreviewTable``), both answered from what the lobby already shows anyone.

A search looks only where the searcher could look themselves: the seat lists of the ring
tables and the Players tab of every tournament in their lobby (`lobby.listed`), so it can
never say more than those. Observers, waiting lists and fast-fold pools are left out (the
lobby shows only how many are there, and a pool hand only to the players in it), and so
are practice scenario tables (they are nobody else's to see). A preview is an observer's
view without any hole card, sent once: no observer seat is taken and no events follow.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from client.protocol import messages as m
from client.protocol import views
from client.room.ring import RingTableSpec
from client.room.tournament.director import State, Tournament
from client.room.tracked import TList, Tracked
from client.service.accounts import Accounts
from client.service.errors import ServiceError
from client.service.lobby import listed
from client.service.outbox import Outbox
from client.service.play import TablePlay
from client.service.tables import TableDirectory
from client.service.tournaments import Tournaments

MAX_PLACES = 200
"""Most places (seats plus tournaments) one answer lists, so it stays far below the
protocol's frame limit however busy the room."""


class RingSeating(Protocol):
    """What the search reads of the rings part (`Rings`)."""

    def seated(self) -> list[tuple[RingTableSpec, int, str, int]]: ...
    def __contains__(self, table_id: object) -> bool: ...


@dataclass
class _Found:
    player_id: str
    name: str
    tables: list[m.SeatedAt] = field(default_factory=TList)
    tournaments: list[m.EnteredIn] = field(default_factory=TList)


class LobbySearch(Tracked):
    """Owns nothing: answers ``FindPlayer`` and ``PreviewTable`` from the other parts'
    public views (ring seats, tournament Players tabs, table previews)."""

    def __init__(self, accounts: Accounts, tournaments: Tournaments, rings: RingSeating,
                 tables: TableDirectory, play: TablePlay, outbox: Outbox) -> None:
        self._accounts = accounts
        self._tournaments = tournaments
        self._rings = rings
        self._tables = tables
        self._play = play
        self._outbox = outbox

    def find_player(self, player_id: str, command: m.FindPlayer) -> None:
        """``FindPlayer``: players whose name starts with the text (any case), exact names
        first, then by name; at most `MAX_FOUND` players and `MAX_PLACES` places."""
        query = command.name.strip()
        if not query:
            raise ServiceError(m.ErrorCode.BAD_MESSAGE,
                               "type at least one letter of the player's name")
        needle = query.casefold()
        found = self._matches(player_id, needle)
        ordered = sorted(found.values(), key=lambda f: (f.name.casefold() != needle,
                                                        f.name.casefold(), f.player_id))
        players: list[m.PlayerLocation] = []
        budget = MAX_PLACES
        more = len(ordered) > m.MAX_FOUND
        for entry in ordered[:m.MAX_FOUND]:
            if budget <= 0:
                more = True
                break
            tables = entry.tables[:budget]
            tournaments = entry.tournaments[:budget - len(tables)]
            more |= len(tables) + len(tournaments) < len(entry.tables) + len(entry.tournaments)
            budget -= len(tables) + len(tournaments)
            players.append(m.PlayerLocation(player_id=entry.player_id, name=entry.name,
                                            tables=tuple(tables),
                                            tournaments=tuple(tournaments)))
        self._outbox.send(player_id, m.PlayerLocations(query=query, players=tuple(players),
                                                       more=more))

    def preview_table(self, player_id: str, command: m.PreviewTable) -> None:
        """``PreviewTable``: a ring table, or a table of a tournament in the player's
        lobby, as `views.table_preview` shows it."""
        found = self._tables.lookup(command.table_id)
        tournament, table = found if found is not None else (None, None)
        visible = table is not None and (
            command.table_id in self._rings if tournament is None
            else listed(tournament, player_id))
        if table is None or not visible:
            raise ServiceError(m.ErrorCode.NOT_FOUND,
                               f"no table {command.table_id!r} in the lobby: pick one there")
        self._outbox.send(player_id, self._play.preview(tournament, table))

    def _matches(self, searcher: str, needle: str) -> dict[str, _Found]:
        """Everyone whose name starts with ``needle``, with the places the lobby shows."""
        names = self._accounts.names
        found: dict[str, _Found] = {}

        def entry(pid: str) -> _Found | None:
            name = names.get(pid, pid)
            if not name.casefold().startswith(needle):
                return None
            return found.setdefault(pid, _Found(pid, name))

        for spec, seat, pid, stack in self._rings.seated():
            hit = entry(pid)
            if hit is not None:
                hit.tables.append(m.SeatedAt(table_id=spec.id, name=spec.name, seat=seat,
                                             stack=stack,
                                             sitting_out=self._play.is_sitting_out(pid, spec.id)))
        for tournament in self._tournaments.all():
            if not _in_play(tournament, searcher):
                continue
            for row in views.player_rows(tournament, names):
                hit = entry(row.player_id) if row.place is None else None
                if hit is not None:
                    hit.tournaments.append(m.EnteredIn(
                        tournament_id=tournament.tournament_id,
                        name=tournament.structure.name, table_id=row.table_id,
                        stack=row.stack))
        return found


def _in_play(tournament: Tournament, searcher: str) -> bool:
    """A tournament whose players the searcher may look up: in their lobby, and open or
    running (once over, nobody is in it any more)."""
    return tournament.state in (State.REGISTERING, State.RUNNING) and \
        listed(tournament, searcher)
