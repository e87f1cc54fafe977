"""Saved states to JSON and back; older versions are upgraded on the way in.

A state is written either whole (`encode_state`: bug reports, fixtures) or detached from
its structure (`encode_detached`): the structure is most of a state's text (24 KB of a
34 KB sit & go), never changes while the tournament runs, and is kept once by its content
key (`structure_record`), so a state written at every hand end names it instead. The key
is the structure's own text's hash, not a preset name: a preset changed across a restart
is another key, and the running tournament keeps the structure it began with.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import msgspec

from client.room.errors import RoomError, SavedStateError
from client.room.saved.migrations import upgrade
from client.room.saved.schema import SCHEMA_VERSION, TournamentState
from client.room.tournament.structure import Structure

_ENCODER = msgspec.json.Encoder()
_DECODER = msgspec.json.Decoder(TournamentState)


@dataclass(frozen=True)
class StructureRecord:
    """A structure's JSON and its content key (``sha256:`` and the text's hex digest)."""

    key: str
    text: str


def structure_record(structure: Structure) -> StructureRecord:
    """`structure` as the record a detached state refers to by its key."""
    text = _ENCODER.encode(structure)
    return StructureRecord(_key_of(text), text.decode())


def _key_of(text: bytes) -> str:
    return f"sha256:{hashlib.sha256(text).hexdigest()}"


def encode_state(state: TournamentState) -> bytes:
    """The state as JSON (UTF-8); Decimals and datetimes as strings, so nothing is lost."""
    return _ENCODER.encode(state)


def encode_detached(state: TournamentState, structure_key: str) -> bytes:
    """The state as JSON with ``"structure"`` the key of its structure's record (from
    `structure_record(state.structure)`, which the caller keeps) instead of the structure."""
    fields = msgspec.structs.asdict(state)  # shallow: only the structure is swapped
    fields["structure"] = structure_key
    return _ENCODER.encode(fields)


def decode_state(data: bytes | str,
                 structures: Mapping[str, str] | None = None) -> TournamentState:
    """A state back from JSON of this or any older schema version; a detached state's
    structure is looked up in ``structures`` (record texts by key).

    Raises `SavedStateError` (typed, with the reason) for anything that is not a valid
    state: damaged JSON, a missing or wrong field, a newer release's state, a structure
    that is not in ``structures`` or does not match its key.
    """
    try:
        raw: Any = msgspec.json.decode(data)
    except msgspec.DecodeError as exc:
        raise SavedStateError(f"the saved state is not JSON: {exc}") from exc
    if not isinstance(raw, dict):
        raise SavedStateError("a saved state is a JSON object")
    typed: bytes | str = data
    if raw.get("schema_version") != SCHEMA_VERSION:
        raw = upgrade(raw)
        typed = _ENCODER.encode(raw)
    key = raw.get("structure")
    if isinstance(key, str):
        typed = _ENCODER.encode({**raw, "structure": _structure(key, structures or {})})
    try:
        return _DECODER.decode(typed)
    except (msgspec.ValidationError, RoomError) as exc:  # RoomError: a bad Structure
        raise SavedStateError(f"the saved state does not match schema {SCHEMA_VERSION}: "
                              f"{exc}") from exc


def _structure(key: str, structures: Mapping[str, str]) -> msgspec.Raw:
    """The kept structure a detached state names, checked against its key."""
    text = structures.get(key)
    if text is None:
        raise SavedStateError(f"the saved state's structure {key} is not kept")
    if _key_of(text.encode()) != key:
        raise SavedStateError(f"the kept structure {key} does not match its key")
    return msgspec.Raw(text.encode())
