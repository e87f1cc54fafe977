"""Retirement: an ended tournament leaves the room once its time in its entrants' lobbies
is over (`RoomConfig.retain_finished`, as a site's lobby shows "Completed" for a while).
Without it every look of the driver, every lobby snapshot, the player search and the floor
walk every tournament ever played, and the room grows as long as it runs. Money, results
and hand histories are the store's and stay there.
"""

from __future__ import annotations

from client.room.tracked import Tracked
from client.service.changes import Changes
from client.service.deals import DealTalk
from client.service.outbox import Audience
from client.service.persistence import Persistence
from client.service.play import TablePlay
from client.service.tables import TableDirectory
from client.service.tournaments import Tournaments


class Retirement(Tracked):
    """Owns nothing: runs a tournament's ``Due.RETIRE`` (scheduled by `Tournaments` when
    it ended), so every part lets go of what it kept for it and its tables, and the lobby
    rows go."""

    def __init__(self, tournaments: Tournaments, tables: TableDirectory, audience: Audience,
                 deals: DealTalk, play: TablePlay, persistence: Persistence,
                 changes: Changes) -> None:
        self._tournaments = tournaments
        self._tables = tables
        self._audience = audience
        self._deals = deals
        self._play = play
        self._persistence = persistence
        self._changes = changes

    def retire(self, tournament_id: str) -> None:
        """The tournament and its tables leave the room; its lobby row is removed."""
        self._tournaments.retire(tournament_id)
        table_ids = self._tables.disown(tournament_id)
        self._audience.forget_tournament(tournament_id, table_ids)
        for table_id in table_ids:
            self._play.forget(table_id)
        self._deals.forget(tournament_id)
        self._persistence.forget(tournament_id)
        self._changes.lobby(tournament_id)
