"""Persistence: saving each tournament's restartable state to the journal, and freezing /
resuming directors so a restarted server continues running tournaments.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import logging
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

import msgspec

from client.protocol.convert import json_text, jsonable
from client.room.cashier import BuyIn, Cashier
from client.room.clock import Clock
from client.room.errors import SavedStateError
from client.room.saved.codec import (
    StructureRecord,
    decode_state,
    encode_detached,
    structure_record,
)
from client.room.saved.tournament import from_state, to_state
from client.room.tournament.director import State, Tournament
from client.room.tracked import TDict, Tracked, TSet
from client.service.config import SNAPSHOT_EVERY, Template
from client.service.journal import Journal, SavedTournament, buy_in_from_json
from client.service.tournaments import Tournaments

_log = logging.getLogger(__name__)


def saved_buy_ins(saved: Iterable[SavedTournament]) -> list[BuyIn]:
    """The cashier's buy-in records of tournaments stored before a restart (so they can be
    settled or resumed)."""
    return [buy_in_from_json(r) for t in saved for r in json.loads(t.state).get("records", [])]


def saved_state(tournament: Tournament, template: Template | None,
                records: msgspec.Raw) -> dict[str, object]:
    """The restartable facts of a tournament: buy-in records (``records``, as JSON: see
    `Persistence._records_of`), stacks at the last hand boundary, places and prizes paid
    so far."""
    stacks = {p: t.stacks[p] for t in tournament.tables.values() for p in t.seats.values()}
    return {
        "structure": template.structure if template else tournament.structure.name,
        "template": _template_json(template) if template is not None else None,
        "state": str(tournament.state),
        "stacks": stacks,
        "places": {p: e.place for p, e in tournament.entrants.items() if e.place is not None},
        "prizes": {p: str(e.prize) for p, e in tournament.entrants.items() if e.prize},
        "records": records,
        "currency": str(tournament.structure.currency),
        "remaining_prizes": [str(p) for p in tournament.remaining_prizes()],
        "heads_up": tournament.structure.max_players == 2,
    }


@dataclass(frozen=True)
class _Frozen:
    """A director state frozen at ``at``, kept as saved (both encoded once: the state is
    most of a tournament's saved text, saved at every hand end), and the record of the
    structure it names (kept once by the journal)."""

    at: datetime
    at_text: str
    state: msgspec.Raw
    structure: StructureRecord


@dataclass(frozen=True)
class _Records:
    """A tournament's buy-in records and their saved JSON (the cashier replaces a record
    it changes, so the same objects in the same order have the same JSON)."""

    records: tuple[BuyIn, ...]
    text: msgspec.Raw


@functools.cache
def _template_json(template: Template) -> msgspec.Raw:
    """A template's saved JSON, encoded once per process (templates are immutable and
    saved with their tournament at every hand end)."""
    return msgspec.Raw(json_text(dataclasses.asdict(template)).encode())


class Persistence(Tracked):
    """Owns the saved director states (the last frozen state of each running tournament
    and which ones reached a restart point): saves tournaments to the journal and resumes
    them after a restart."""

    def __init__(self, clock: Clock, journal: Journal | None, cashier: Cashier,
                 tournaments: Tournaments, snapshot_every: timedelta = SNAPSHOT_EVERY) -> None:
        self._clock = clock
        self._snapshot_every = snapshot_every
        self._journal = journal
        self._cashier = cashier
        self._tournaments = tournaments
        self._frozen: dict[str, _Frozen] = TDict()
        self._snapshot_due: set[str] = TSet()
        self._records: dict[str, _Records] = TDict()

    def save(self, tournament_id: str, fresh: bool) -> None:
        """The tournament's restartable state to the journal; ``fresh``: it reached a
        restart point (a director event), so the director state is frozen anew."""
        if fresh:
            self._snapshot_due.add(tournament_id)
        if self._journal is None:
            return
        tournament = self._tournaments.get(tournament_id)
        state = saved_state(tournament, self._tournaments.template_of(tournament_id),
                            self._records_of(tournament))
        event = self._tournaments.day_event(tournament_id)
        linked = event is not None and event.keeps_state(tournament)
        structures: dict[str, str] = {}
        if tournament.state is State.RUNNING or linked:
            frozen = self._snapshot_of(tournament)
            state["snapshot"], state["frozen_at"] = frozen.state, frozen.at_text
            state["multi_day"] = linked
            structures[frozen.structure.key] = frozen.structure.text
        self._journal.tournament_state(SavedTournament(
            tournament_id, str(tournament.state), json_text(state), structures))

    def forget(self, tournament_id: str) -> None:
        """A retired tournament's frozen state and encoded records go (it is never saved
        again; what it saved last stays in the journal)."""
        self._frozen.pop(tournament_id, None)
        self._snapshot_due.discard(tournament_id)
        self._records.pop(tournament_id, None)

    def _records_of(self, tournament: Tournament) -> msgspec.Raw:
        """The tournament's buy-in records as JSON, encoded again only when one of them
        changed; kept while the tournament runs."""
        tid = tournament.tournament_id
        records = tuple(self._cashier.records(tid, include_refunded=True))
        cached = self._records.get(tid)
        if cached is not None and len(cached.records) == len(records) and \
                all(a is b for a, b in zip(cached.records, records, strict=True)):
            return cached.text
        encoded = _Records(records, msgspec.Raw(json_text([jsonable(r) for r in records])
                                                .encode()))
        if tournament.state is State.RUNNING:
            self._records[tid] = encoded
        else:
            self._records.pop(tid, None)
        return encoded.text

    def _snapshot_of(self, tournament: Tournament) -> _Frozen:
        """The director's frozen state: fresh after every director event (each money move
        is one, so the snapshot always agrees with the ledger), otherwise at most every
        ``snapshot_every`` of clock time (a restart may replay the last few hands' chips; a
        cluster node sets it to 0, so every finished hand is in the journal)."""
        tid = tournament.tournament_id
        now = self._clock.now()
        cached = self._frozen.get(tid)
        if tid in self._snapshot_due or cached is None or now - cached.at >= self._snapshot_every:
            structure = cached.structure if cached is not None else \
                structure_record(tournament.structure)
            cached = _Frozen(now, now.isoformat(),
                             msgspec.Raw(json_text(self._freeze(tournament, structure.key))
                                         .encode()), structure)
            self._frozen[tid] = cached
            self._snapshot_due.discard(tid)
        return cached

    @staticmethod
    def _freeze(tournament: Tournament, structure_key: str) -> str:
        """The director's whole state (tables, hand in progress, clocks, RNG) as versioned
        JSON (`client.room.saved`), naming its structure by ``structure_key``; the room's
        cashier, clock and the tournaments part's listeners are not in it and are given
        back by `resume`."""
        return encode_detached(to_state(tournament), structure_key).decode()

    def resume(self, saved: SavedTournament) -> bool:
        """After a restart: continue a tournament that was running from its last saved
        step (ledger and state were committed together, so they agree). Its players are
        marked disconnected (DET applies) until they come back. False when the saved state
        cannot be resumed (then the server applies the cancellation policy)."""
        fields = json.loads(saved.state)
        raw = fields.get("snapshot")
        if not raw or (saved.status != "running" and not fields.get("multi_day")):
            return False
        try:
            state = decode_state(raw, saved.structures)
            part = self._tournaments
            target_id = state.target_id
            target = part.get(target_id) if target_id is not None and target_id in part else None
            tournament = from_state(
                state, clock=self._clock, cashier=self._cashier, target=target,
                is_self_excluded=part.is_self_excluded, listener=part.on_tournament_event,
                table_listener=part.on_table_event, hand_listener=part.on_hand_report)
        except SavedStateError:  # damaged, or an older release's snapshot: settle it instead
            _log.exception("cannot resume tournament %s", saved.tournament_id)
            return False
        self._tournaments.adopt(tournament)
        frozen_at = fields.get("frozen_at")
        if frozen_at and tournament.state is State.RUNNING:
            tournament.skip_downtime(datetime.fromisoformat(frozen_at))
        for player, entrant in tournament.entrants.items():
            if entrant.alive and entrant.table_id is not None:
                tournament.set_connected(player, False)
        return True
