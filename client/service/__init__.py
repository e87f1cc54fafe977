"""The room service: the one facade over the poker room that adapters and the server wrap.

It sits above the room (`client.room`) and the protocol (`client.protocol`): it turns
protocol commands into room actions and room changes into per-player protocol events.
`service` holds `RoomService`, the facade that builds the parts and dispatches commands.
Parts (one class each, collaborators passed in, none inherits from another): `accounts`
(players, bots, cashier), `play` (tables and play), `hand_records`, `tournaments`, `lobby`,
`rings`, `deals`, `practice` (tester tools), `persistence`. Shared plumbing: `outbox`
(delivery, audiences), `changes` (what to flush), `pace` (what is due when), `tables`
(where each table is). Data: `config`, `records`, `history`, `journal`, `errors`.
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
