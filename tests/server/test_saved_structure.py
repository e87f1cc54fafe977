"""A running tournament's saved state names its structure by content key; the structure is
kept once in the store (issue 22 item 6: the 24 KB structure was most of the row written
at every hand end). A restart continues exactly, from this codec version and the older
one, and keeps the structure the tournament began with even when its preset changed."""

from __future__ import annotations

import base64
import json
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import Any

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency, Ledger
from client.room.saved.schema import rng_words
from client.server.journal import StoreJournal
from client.server.recovery import settle_interrupted
from client.server.store import Store, TournamentRecord, open_store
from client.service import RoomConfig, RoomService, SngTemplate

START = datetime(2026, 3, 1, 20, tzinfo=UTC)
GRANTS = {Currency.USD: Decimal("50.00")}
PLAYERS = ("ann", "bob")
FOLDING_HANDS = 4  # then every player to act pushes all in, until one has every chip
INTERRUPTED_AFTER = 2  # hands finished before the restart


def config(template: SngTemplate) -> RoomConfig:
    """Seeded (the same cards every run) and frozen fresh at every hand end."""
    return RoomConfig(sit_and_gos=(template,), rings=(), tournaments=(), seed=7,
                      snapshot_every=timedelta(0))


BEFORE = config(SngTemplate("hu", structure="turbo", seats=2, stack=500))
CHANGED = config(SngTemplate("hu", structure="hyper_turbo", seats=2, stack=900))
"""The same template id with another preset and stack, as after an operator's edit."""


class Recording(StoreJournal):
    """The store's journal, also remembering each hand's house record (every hole card)."""

    def __init__(self, store: Store, dealt: list[object]) -> None:
        super().__init__(store)
        self.dealt = dealt

    def hand(self, table_id: str, tournament_id: str | None, hand_id: str,
             players: tuple[str, ...], text: str) -> None:
        super().hand(table_id, tournament_id, hand_id, players, text)
        self.dealt.append([e for e in json.loads(text) if e["kind"] == "deal_hole"])


def new_room(store: Store, dealt: list[object], room_config: RoomConfig, clock: SimulatedClock,
             ledger: Ledger | None = None) -> RoomService:
    journal = Recording(store, dealt)
    saved = journal.saved_tournaments()
    room = RoomService(clock, config=room_config, grants=GRANTS, ledger=ledger, saved=saved,
                       journal=journal, transaction=store.transaction)
    for name in PLAYERS:
        room.ensure_local_player(name, name)
        room.set_connected(name, True)
    with store.transaction():
        settle_interrupted(room, saved)
    return room


def play(room: RoomService, until_hands: int) -> None:
    """Folds for the first hands, then all in; stops once `until_hands` hands finished (or
    the tournament did)."""
    tournament = room.tournaments.get("hu-1")
    while str(tournament.state) == "running" and tournament.hands_played < until_hands:
        table = next(iter(tournament.tables.values()))
        actor = table.to_act
        if actor is None:
            room.run_due()
            continue
        room.set_connected(actor, True)
        legal = table.legal_for(actor)
        assert legal is not None
        if tournament.hands_played < FOLDING_HANDS:
            act = m.Act(table_id=table.table_id, action=m.ActionKind.FOLD)
        elif m.ActionKind.RAISE in legal.kinds or m.ActionKind.BET in legal.kinds:
            kind = m.ActionKind.RAISE if m.ActionKind.RAISE in legal.kinds else m.ActionKind.BET
            act = m.Act(table_id=table.table_id, action=kind, amount=legal.max_to)
        elif m.ActionKind.CALL in legal.kinds:
            act = m.Act(table_id=table.table_id, action=m.ActionKind.CALL)
        else:
            act = m.Act(table_id=table.table_id, action=m.ActionKind.CHECK)
        room.handle(actor, act)
        room.run_due()


def started(store: Store, dealt: list[object]) -> tuple[RoomService, SimulatedClock]:
    clock = SimulatedClock(START)
    room = new_room(store, dealt, BEFORE, clock)
    for name in PLAYERS:
        room.handle(name, m.Register(tournament_id="hu-1"))
    room.run_due()
    return room, clock


def results(room: RoomService) -> dict[str, tuple[int | None, Decimal]]:
    return {p: (e.place, e.prize) for p, e in room.tournaments.get("hu-1").entrants.items()}


def row(store: Store) -> TournamentRecord:
    (record,) = [r for r in store.tournaments() if r.tournament_id == "hu-1"]
    return record


def test_the_row_written_at_a_hand_end_leaves_the_structure_out(store_url: str) -> None:
    """A heads-up sit & go's row is about 3 KB (it was 26 KB with this preset): its
    structure is kept once and the frozen state names it; the seating RNG is the count
    of words it drew, not its 625 words."""
    store = open_store(store_url)
    try:
        room, _clock = started(store, [])
        play(room, until_hands=1)
        record = row(store)
        assert record.status == "running"
        assert len(record.state.encode()) < 4000
        snapshot = json.loads(json.loads(record.state)["snapshot"])
        (key,) = store.structures()
        assert snapshot["structure"] == key and key.startswith("sha256:")
        assert snapshot["rng"]["internal"] == "" and snapshot["rng"]["drawn"] > 0
    finally:
        store.close()


def as_schema_1(snapshot: dict[str, Any], structures: dict[str, str]) -> dict[str, Any]:
    """A version 2 state as the previous release wrote it: structure inline, RNG words as
    numbers."""
    rng = snapshot["rng"]
    words = list(rng_words(base64.b64decode(rng["internal"])))
    return {**snapshot, "schema_version": 1, "structure": json.loads(
        structures[snapshot["structure"]]), "rng": {**rng, "internal": words}}


@pytest.mark.parametrize("written_by", ["this release", "the previous release"])
def test_a_restart_continues_with_the_same_cards_and_prizes_and_its_own_structure(
        store_url: str, tmp_path: Any, written_by: str) -> None:
    """Interrupted after two hands and restarted with the template's preset changed: the
    resumed tournament deals the same hole cards and pays the same prizes as one that was
    never interrupted, on the structure it began with (state from this codec version, or
    rewritten as the previous one wrote it)."""
    reference = open_store(f"sqlite:///{tmp_path / 'reference.sqlite3'}")
    store = open_store(store_url)
    try:
        expected_cards: list[object] = []
        whole, _ = started(reference, expected_cards)
        began_with = whole.tournaments.get("hu-1").structure
        play(whole, until_hands=1000)
        assert str(whole.tournaments.get("hu-1").state) == "finished"

        cards: list[object] = []
        first, clock = started(store, cards)
        play(first, until_hands=INTERRUPTED_AFTER)
        if written_by == "the previous release":
            record = row(store)
            fields = json.loads(record.state)
            old = as_schema_1(json.loads(fields["snapshot"]), store.structures())
            fields["snapshot"] = json.dumps(old)
            with store.transaction():
                store.save_tournament(TournamentRecord(record.tournament_id, record.status,
                                                       json.dumps(fields)))
        resumed = new_room(store, cards, CHANGED, SimulatedClock(clock.now()), first.ledger)
        assert resumed.tournaments.get("hu-1").structure == began_with
        play(resumed, until_hands=1000)
        assert cards == expected_cards
        assert results(resumed) == results(whole)
        assert resumed.ledger.total(Currency.USD) == 0
    finally:
        store.close()
        reference.close()
