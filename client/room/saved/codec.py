"""Saved states to JSON and back; older versions are upgraded on the way in."""

from __future__ import annotations

from typing import Any

import msgspec

from client.room.errors import RoomError, SavedStateError
from client.room.saved.migrations import upgrade
from client.room.saved.schema import SCHEMA_VERSION, TournamentState

_ENCODER = msgspec.json.Encoder()
_DECODER = msgspec.json.Decoder(TournamentState)


def encode_state(state: TournamentState) -> bytes:
    """The state as JSON (UTF-8); Decimals and datetimes as strings, so nothing is lost."""
    return _ENCODER.encode(state)


def decode_state(data: bytes | str) -> TournamentState:
    """A state back from JSON of this or any older schema version.

    Raises `SavedStateError` (typed, with the reason) for anything that is not a valid
    state: damaged JSON, a missing or wrong field, a newer release's state.
    """
    try:
        raw: Any = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise SavedStateError(f"the saved state is not JSON: {exc}") from exc
    if not isinstance(raw, dict):
        raise SavedStateError("a saved state is a JSON object")
    typed: bytes | str = data
    if raw.get("schema_version") != SCHEMA_VERSION:
        typed = _ENCODER.encode(upgrade(raw))
    try:
        return _DECODER.decode(typed)
    except (msgspec.ValidationError, RoomError) as exc:  # RoomError: a bad Structure
        raise SavedStateError(f"the saved state does not match schema {SCHEMA_VERSION}: "
                              f"{exc}") from exc
