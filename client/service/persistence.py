"""Persistence: saving each tournament's restartable state to the journal, and freezing /
resuming directors so a restarted server continues running tournaments.
"""

from __future__ import annotations

import base64
import dataclasses
import io
import json
import logging
import pickle
from collections.abc import Mapping
from datetime import datetime

from client.protocol.convert import jsonable
from client.room.tournament.director import State, Tournament
from client.service.config import (
    SNAPSHOT_EVERY,
)
from client.service.core import RoomCore
from client.service.journal import SavedTournament

_log = logging.getLogger(__name__)




class _Freezer(pickle.Pickler):
    """Pickles a director, replacing the room's own objects by name."""

    def __init__(self, file: io.BytesIO, refs: Mapping[int, str]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self._refs = refs

    def persistent_id(self, obj: object) -> str | None:
        return self._refs.get(id(obj))



class _Thawer(pickle.Unpickler):
    """Unpickles a director (our own stored bytes only), re-linking the room's objects."""

    def __init__(self, file: io.BytesIO, refs: Mapping[str, object]) -> None:
        super().__init__(file)
        self._refs = refs

    def persistent_load(self, pid: object) -> object:
        return self._refs[str(pid)]



def saved_state(tournament: Tournament, service: RoomCore) -> dict[str, object]:
    """The restartable facts of a tournament: buy-in records, stacks at the last hand
    boundary, places and prizes paid so far."""
    stacks = {p: t.stacks[p] for t in tournament.tables.values() for p in t.seats.values()}
    return {
        "structure": service._template_structure(tournament),
        "template": dataclasses.asdict(service._template[tournament.tournament_id])
        if tournament.tournament_id in service._template else None,
        "state": str(tournament.state),
        "stacks": stacks,
        "places": {p: e.place for p, e in tournament.entrants.items() if e.place is not None},
        "prizes": {p: str(e.prize) for p, e in tournament.entrants.items() if e.prize},
        "records": [jsonable(r) for r in service.cashier.records(
            tournament.tournament_id, include_refunded=True)],
        "currency": str(tournament.structure.currency),
        "remaining_prizes": [str(p) for p in tournament.remaining_prizes()],
        "heads_up": tournament.structure.max_players == 2,
    }




class Persistence(RoomCore):
    """Saving tournaments to the journal and resuming them after a restart."""

    def _save(self, tournament_id: str) -> None:
        if self.journal is None:
            return
        tournament = self._tournaments[tournament_id]
        state = saved_state(tournament, self)
        if tournament.state is State.RUNNING:
            state["snapshot"] = self._snapshot_of(tournament)
            state["frozen_at"] = self._frozen[tournament_id][0].isoformat()
        self.journal.tournament_state(SavedTournament(
            tournament_id, str(tournament.state), json.dumps(state)))

    def self_exclude(self, player_id: str) -> None:
        """The player self-excluded: no new entries, re-entries, rebuys or add-ons from
        now on, but tournaments already under way are played to the end (site rule)."""
        self._excluded.add(player_id)

    def _self_excluded(self, player_id: str) -> bool:
        """The room's self-exclusion check handed to every director."""
        return player_id in self._excluded

    def _snapshot_of(self, tournament: Tournament) -> str:
        """The director's frozen state: fresh after every director event (each money move
        is one, so the snapshot always agrees with the ledger), otherwise at most every
        SNAPSHOT_EVERY of clock time (a restart may replay the last few hands' chips)."""
        tid = tournament.tournament_id
        now = self.clock.now()
        cached = self._frozen.get(tid)
        if tid in self._snapshot_due or cached is None or now - cached[0] >= SNAPSHOT_EVERY:
            cached = (now, base64.b64encode(self._freeze(tournament)).decode())
            self._frozen[tid] = cached
            self._snapshot_due.discard(tid)
        return cached[1]

    def _freeze(self, tournament: Tournament) -> bytes:
        """The director's whole state (tables, hands, clocks, RNGs) as bytes; the room, its
        cashier and clock are left out by reference and put back by `resume`."""
        buffer = io.BytesIO()
        _Freezer(buffer, {id(self): "room", id(self.cashier): "cashier",
                          id(self.clock): "clock"}).dump(tournament)
        return buffer.getvalue()

    def resume(self, saved: SavedTournament) -> bool:
        """After a restart: continue a tournament that was running from its last saved
        step (ledger and state were committed together, so they agree). Its players are
        marked disconnected (DET applies) until they come back. False when the saved state
        cannot be resumed (then the server applies the cancellation policy)."""
        raw = json.loads(saved.state).get("snapshot")
        if saved.status != "running" or not raw:
            return False
        refs: dict[str, object] = {"room": self, "cashier": self.cashier, "clock": self.clock}
        try:
            tournament = _Thawer(io.BytesIO(base64.b64decode(raw)), refs).load()
        except Exception:  # another version's state, or damaged: settle it instead
            _log.exception("cannot resume tournament %s", saved.tournament_id)
            return False
        if not isinstance(tournament, Tournament):
            return False
        tid = tournament.tournament_id
        self._tournaments[tid] = tournament
        key = tid.rpartition("-")[0]
        for template in (*self.config.sit_and_gos, *self.config.tournaments):
            if template.key == key:
                self._template[tid] = template
        for table_id in tournament.tables:
            self._table_owner[table_id] = tid
        frozen_at = json.loads(saved.state).get("frozen_at")
        if frozen_at:
            tournament.skip_downtime(datetime.fromisoformat(frozen_at))
        for player, entrant in tournament.entrants.items():
            if entrant.alive and entrant.table_id is not None:
                tournament.set_connected(player, False)
        self._tick_due[tid] = self.clock.now()
        self._dirty_lobby.add(tid)
        return True

