"""Connects the room service's journal hooks to the server's store.

The room reports every durable change (registration, tournament state at a hand boundary,
finished hand history) through the `Journal` protocol of `client.service`; this class
writes each one to the store straight away.
"""

from __future__ import annotations

from client.server.store import HandRecord, Store, TournamentRecord
from client.service import SavedTournament


class StoreJournal:
    """`client.service.Journal` writing to a `Store`."""

    def __init__(self, store: Store, prefix: str = "") -> None:
        """``prefix``: only tournaments whose ids start with it are this journal's (a
        cluster shard's)."""
        self._store = store
        self._prefix = prefix

    def registration(self, tournament_id: str, player_id: str, on: bool) -> None:
        """A player registered (on) or unregistered (off)."""
        self._store.set_registration(tournament_id, player_id, on)

    def tournament_state(self, saved: SavedTournament) -> None:
        """A tournament's restartable state changed (with the structures it refers to, in
        the same step: a state is never kept without them)."""
        for key, text in saved.structures.items():
            self._store.save_structure(key, text)
        self._store.save_tournament(
            TournamentRecord(saved.tournament_id, saved.status, saved.state)
        )

    def hand(self, table_id: str, tournament_id: str | None, hand_id: str,
             players: tuple[str, ...], text: str) -> None:
        """A hand finished; keep the house's record, readable by ``players``."""
        self._store.add_hand(HandRecord(table_id, tournament_id, hand_id, players, text))

    def saved_tournaments(self) -> list[SavedTournament]:
        """Every tournament state stored, for `RoomService.recover` after a restart."""
        structures = self._store.structures()
        return [
            SavedTournament(r.tournament_id, r.status, r.state, structures)
            for r in self._store.tournaments() if r.tournament_id.startswith(self._prefix)
        ]
