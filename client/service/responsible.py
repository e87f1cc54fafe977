"""Responsible gaming in the room: the ``SelfExclude`` command and the player's
`SelfExclusionState`, over the room's `SelfExclusions` (which the other parts consult
before any new entry or seat, through `Accounts.exclusions`)."""

from __future__ import annotations

from client.protocol import messages as m
from client.room.self_exclusion import SelfExclusions
from client.room.tracked import Tracked
from client.service.outbox import Outbox


class SelfExclusionDesk(Tracked):
    """Handles ``SelfExclude``; tells a player their exclusion when it changes and when
    they connect while it runs."""

    def __init__(self, exclusions: SelfExclusions, outbox: Outbox) -> None:
        self._exclusions = exclusions
        self._outbox = outbox

    def exclude(self, player_id: str, command: m.SelfExclude) -> None:
        """``SelfExclude``: start or lengthen the exclusion (never shorten it)."""
        self._exclusions.exclude(player_id, command.period)
        self.tell(player_id)

    def connected(self, player_id: str) -> None:
        """A player came online: an exclusion that runs is shown to them again."""
        if self._exclusions.is_excluded(player_id):
            self.tell(player_id)

    def tell(self, player_id: str) -> None:
        """Send the player's exclusion as it stands."""
        self._outbox.send(player_id, m.SelfExclusionState(
            excluded=self._exclusions.is_excluded(player_id),
            until=self._exclusions.until(player_id)))
