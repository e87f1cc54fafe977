"""Saved states decode only when they are valid; older schema versions are upgraded."""

from __future__ import annotations

import json
from typing import Any

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.errors import SavedStateError
from client.room.saved.codec import (
    decode_state,
    encode_detached,
    encode_state,
    structure_record,
)
from client.room.saved.migrations import upgrade
from client.room.saved.schema import SCHEMA_VERSION
from client.room.saved.tournament import from_state, to_state

from ..tournament.helpers import START, structure
from .driving import new_run


def _saved() -> dict[str, Any]:
    run = new_run(structure("turbo"), bots=6)
    run.step(0)
    raw: dict[str, Any] = json.loads(encode_state(to_state(run.tournament)))
    return raw


def test_a_state_from_a_newer_release_is_refused_with_the_versions_named() -> None:
    raw = _saved()
    raw["schema_version"] = SCHEMA_VERSION + 1
    with pytest.raises(SavedStateError, match="newer release"):
        decode_state(json.dumps(raw))


@pytest.mark.parametrize("data", ["", "not json", "[]", '{"schema_version": "one"}',
                                  "gASVAAAA"])  # the last: an old base64 snapshot
def test_damaged_or_foreign_data_is_a_typed_error(data: str) -> None:
    with pytest.raises(SavedStateError):
        decode_state(data)


def test_unknown_and_missing_fields_are_refused() -> None:
    raw = _saved()
    raw["surprise"] = 1
    with pytest.raises(SavedStateError, match="surprise"):
        decode_state(json.dumps(raw))
    raw = _saved()
    del raw["rng"]
    with pytest.raises(SavedStateError, match="rng"):
        decode_state(json.dumps(raw))


def test_a_bad_structure_inside_the_state_is_refused_on_restore() -> None:
    raw = _saved()
    raw["structure"]["table_size"] = 42
    with pytest.raises(SavedStateError, match="table_size 42"):
        from_state(decode_state(json.dumps(raw)), clock=SimulatedClock(START),
                   cashier=Cashier())


def _v0_to_v1(raw: dict[str, Any]) -> dict[str, Any]:
    """Example step: "version 0" kept the play clock flat in the clock object."""
    clock = dict(raw["clock"])
    clock["play"] = {"last": clock.pop("play_last"), "seconds": clock.pop("play_seconds"),
                     "running": clock.pop("play_running")}
    return {**raw, "clock": clock, "schema_version": 1}


def _v1_as_v0(raw: dict[str, Any]) -> dict[str, Any]:
    clock = dict(raw["clock"])
    play = clock.pop("play")
    clock.update(play_last=play["last"], play_seconds=play["seconds"],
                 play_running=play["running"])
    return {**raw, "clock": clock, "schema_version": 0}


def test_migration_chain_upgrades_an_older_state_step_by_step() -> None:
    """How the next version plugs in: one step per version, applied in order (an example
    chain ending at version 1, whatever the current version is)."""
    current = {**_saved(), "schema_version": 1}
    old = _v1_as_v0(current)
    assert upgrade(old, current=1, migrations={0: _v0_to_v1}) == current
    with pytest.raises(SavedStateError, match="no migration from schema 0"):
        upgrade(old, current=1, migrations={})
    with pytest.raises(SavedStateError, match="did not produce schema 1"):
        upgrade(old, current=1, migrations={0: lambda raw: raw})


def test_this_release_reads_its_own_version_without_migrations() -> None:
    raw = _saved()
    assert upgrade(raw) is raw
    assert decode_state(json.dumps(raw)).schema_version == SCHEMA_VERSION


def test_a_detached_state_needs_its_kept_structure_and_checks_it() -> None:
    """Schema 2 names the structure by content key: it decodes with the kept record, and
    a missing or altered record is a typed error, never a state on another structure."""
    run = new_run(structure("turbo"), bots=6)
    run.step(0)
    state = to_state(run.tournament)
    record = structure_record(state.structure)
    data = encode_detached(state, record.key)
    assert len(data) < len(encode_state(state)) // 4
    assert decode_state(data, {record.key: record.text}) == state
    with pytest.raises(SavedStateError, match="is not kept"):
        decode_state(data)
    altered = record.text.replace('"Turbo"', '"Slow"')
    with pytest.raises(SavedStateError, match="does not match its key"):
        decode_state(data, {record.key: altered})


@pytest.mark.parametrize("internal", ["words", [1, "two"], [-1], [2**32]])
def test_a_schema_1_state_with_bad_generator_words_is_a_typed_error(internal: object) -> None:
    raw = {**_saved(), "schema_version": 1}
    raw["rng"] = {"version": 3, "internal": internal, "gauss_next": None}
    with pytest.raises(SavedStateError, match=r"rng\.internal"):
        decode_state(json.dumps(raw))
