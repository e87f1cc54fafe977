"""Typed errors of the tournament director (all are `RoomError`s, so adapters can show them)."""

from __future__ import annotations

from datetime import UTC, datetime

from client.room.errors import RoomError


class TournamentError(RoomError):
    """A tournament request is not possible now; the message says why and what to do."""


class StructureError(TournamentError):
    """A tournament structure (TOML preset) is malformed or inconsistent."""


class RegistrationError(TournamentError):
    """Registering, unregistering, re-entering or rebuying is not allowed right now."""


class ActionRefusedError(TournamentError):
    """A player tried to act at a table where it is not their turn (or not their table)."""


class RetiredTournamentError(TournamentError):
    """A request names a tournament that is over and has left the lobby (its money,
    results and hand histories stay in the store). ``ended_at`` is None when the room no
    longer remembers when (retired before a restart, or long ago)."""

    def __init__(self, tournament_id: str, ended: str, ended_at: datetime | None) -> None:
        when = f" at {ended_at.astimezone(UTC):%Y-%m-%d %H:%M} UTC" if ended_at else ""
        super().__init__(f"tournament {tournament_id} {ended}{when}; it is no longer in the "
                         "lobby")
        self.tournament_id = tournament_id
        self.ended_at = ended_at
