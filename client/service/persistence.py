"""Persistence: saving each tournament's restartable state to the journal, and freezing /
resuming directors so a restarted server continues running tournaments.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Callable
from datetime import datetime

from client.protocol.convert import jsonable
from client.room.errors import SavedStateError
from client.room.saved.codec import decode_state, encode_state
from client.room.saved.tournament import from_state, to_state
from client.room.tournament import events as tev
from client.room.tournament.director import State, Tournament
from client.service.config import (
    SNAPSHOT_EVERY,
)
from client.service.core import RoomCore
from client.service.journal import SavedTournament

_log = logging.getLogger(__name__)




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

    _on_tournament_event: Callable[[tev.TournamentEvent], None]  # the room's, given back

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
            cached = (now, self._freeze(tournament))
            self._frozen[tid] = cached
            self._snapshot_due.discard(tid)
        return cached[1]

    def _freeze(self, tournament: Tournament) -> str:
        """The director's whole state (tables, hand in progress, clocks, RNG) as versioned
        JSON (`client.room.saved`); the room's cashier, clock and listeners are not in it
        and are given back by `resume`."""
        return encode_state(to_state(tournament)).decode()

    def resume(self, saved: SavedTournament) -> bool:
        """After a restart: continue a tournament that was running from its last saved
        step (ledger and state were committed together, so they agree). Its players are
        marked disconnected (DET applies) until they come back. False when the saved state
        cannot be resumed (then the server applies the cancellation policy)."""
        raw = json.loads(saved.state).get("snapshot")
        if saved.status != "running" or not raw:
            return False
        try:
            state = decode_state(raw)
            target = self._tournaments.get(state.target_id) if state.target_id else None
            tournament = from_state(
                state, clock=self.clock, cashier=self.cashier, target=target,
                is_self_excluded=self._self_excluded, listener=self._on_tournament_event,
                table_listener=self._on_table_event, hand_listener=self._on_hand_report)
        except SavedStateError:  # damaged, or an older release's snapshot: settle it instead
            _log.exception("cannot resume tournament %s", saved.tournament_id)
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

