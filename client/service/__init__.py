"""The room service: the one facade over the poker room that adapters and the server wrap.

It sits above the room (`client.room`) and the protocol (`client.protocol`): it turns
protocol commands into room actions and room changes into per-player protocol events.
Modules by concern: `config` (what the room offers), `core` (shared state and plumbing),
`lobby`, `tournaments`, `rings`, `deals`, `play` (at a table), `practice` (tester tools),
`history` (own hand histories), `journal` / `persistence` (durable state, restarts) and
`service` (`RoomService`, the facade itself).
"""

from client.service.config import (
    DEFAULT_SIT_AND_GOS,
    DEFAULT_TOURNAMENTS,
    PRACTICE_GRANTS,
    RoomConfig,
    ScheduledTemplate,
    SngTemplate,
)
from client.service.errors import ServiceError
from client.service.journal import Journal, SavedTournament, buy_in_from_json
from client.service.persistence import saved_state
from client.service.service import RoomService

__all__ = [
    "DEFAULT_SIT_AND_GOS",
    "DEFAULT_TOURNAMENTS",
    "PRACTICE_GRANTS",
    "Journal",
    "RoomConfig",
    "RoomService",
    "SavedTournament",
    "ScheduledTemplate",
    "ServiceError",
    "SngTemplate",
    "buy_in_from_json",
    "saved_state",
]
