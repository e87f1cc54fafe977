"""Typed errors of the tournament director (all are `RoomError`s, so adapters can show them)."""

from __future__ import annotations

from client.room.errors import RoomError


class TournamentError(RoomError):
    """A tournament request is not possible now; the message says why and what to do."""


class StructureError(TournamentError):
    """A tournament structure (TOML preset) is malformed or inconsistent."""


class RegistrationError(TournamentError):
    """Registering, unregistering, re-entering or rebuying is not allowed right now."""


class ActionRefusedError(TournamentError):
    """A player tried to act at a table where it is not their turn (or not their table)."""
