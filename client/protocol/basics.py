"""The protocol's building blocks: version and frame limits, the field types every
message uses, error codes, the protocol error and the base of every message struct.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import msgspec

PROTOCOL_VERSION = 8
"""Bumped on any incompatible change; the server refuses a login with another version.
2: fast-fold pools and waiting lists (new messages; ``RingRow.waiting``,
``LobbySnapshot.pools`` and ``LobbyUpdate.pools``, which a version-1 client, refusing
unknown fields, could not read). New message types alone need no bump (``FindPlayer``,
``PreviewTable`` and their answers came within 2): an old client never sends them, and an
older server answers them ``UNKNOWN_TYPE``.
3: typed event payloads (``TableEvent.body`` and ``TournamentEvent.body``, one struct per
kind, instead of ``kind`` + ``data``; ``RoomState`` rows).
4: client updates: ``Welcome.latest_client`` and ``Welcome.download_url`` (a newer client
exists), ``Error.download_url`` on a version refusal; ``Error`` ignores fields it does not
know, so every later server's refusal stays readable (a version-3 client gets the link in
the refusal's text only).
5: responsible gaming and advertised bounties: ``TournamentRow.bounty_kind`` and
``TournamentRow.advertised`` (who carries a fixed or Team Pro bounty), the
``SELF_EXCLUDED`` error code, and ``SatelliteSeat`` sent unasked with a tournament lobby
(a version-4 client could read none of them).
6: the floor executes an agreed deal (``FloorExecuteDeal``; ``FloorDealRow.ready``) and
names what it lists (``FloorTableRow.name`` / ``tournament_name``, ``FloorDealRow.name`` /
``names``, ``FloorCancelPreview.names``, ``AuditRow.staff_name`` / ``target_name``);
a Day 2 qualifier gives up the seat (``ForfeitDayTwo``).
7: stud's bring-in amount in ``LegalActions.bring_in`` (a version-6 client, refusing the
field, could not read its turn).
8: the rake a raked hand paid, as a table event (``Raked``: the rake, the stacks and what each
seat collected after it; a version-7 client, refusing the unknown body, could not read it)."""

DOWNLOAD_URL_SINCE = 4
"""The first protocol version whose ``Error`` carries ``download_url``."""

MAX_FRAME_BYTES = 64 * 1024
"""Largest command frame a server accepts (the WebSocket ``max_size``)."""

Name = Annotated[str, msgspec.Meta(min_length=1, max_length=64)]
Ident = Annotated[str, msgspec.Meta(min_length=1, max_length=128)]
ChatText = Annotated[str, msgspec.Meta(min_length=1, max_length=500)]
Chips = Annotated[int, msgspec.Meta(ge=0)]
Card = Annotated[str, msgspec.Meta(pattern=r"^[2-9TJQKA][cdhs]$")]
Password = Annotated[str, msgspec.Meta(min_length=1, max_length=256)]


class ErrorCode(StrEnum):
    """Why a command was refused; the message says what to do about it."""

    BAD_MESSAGE = "bad_message"  # malformed JSON or fields of the wrong type
    UNKNOWN_TYPE = "unknown_type"  # "type" names no command
    TOO_LARGE = "too_large"  # frame over MAX_FRAME_BYTES
    RATE_LIMITED = "rate_limited"  # too many commands too fast
    VERSION = "version"  # client speaks another PROTOCOL_VERSION
    NOT_LOGGED_IN = "not_logged_in"
    AUTH_FAILED = "auth_failed"
    ACCOUNT_EXISTS = "account_exists"
    ALREADY_CONNECTED = "already_connected"  # one-account rule
    NOT_FOUND = "not_found"  # no such table / tournament / proposal
    NOT_YOUR_TURN = "not_your_turn"
    NOT_SEATED = "not_seated"
    ILLEGAL_ACTION = "illegal_action"  # outside the legal options or range
    REGISTRATION = "registration"  # register/unregister/rebuy/add-on refused by the rules
    INSUFFICIENT_FUNDS = "insufficient_funds"
    DEAL = "deal"  # deal-making refused by the rules
    SELF_EXCLUDED = "self_excluded"  # the player self-excluded: nothing new until the end
    REFUSED = "refused"  # any other room rule
    STAFF_ONLY = "staff_only"  # a floor (staff) command from a player who is not staff
    INTERNAL = "internal"  # server bug; nothing was changed


class ProtocolError(Exception):
    """A message that cannot be accepted; carries the code sent back to the client."""

    def __init__(self, code: ErrorCode, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class ConnectionStatus(StrEnum):
    """What the UI shows about the link to the room."""

    DISCONNECTED = "disconnected"
    CONNECTING = "connecting"
    CONNECTED = "connected"
    RECONNECTING = "reconnecting"
    CLOSED = "closed"



class Message(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Shared base: immutable, keyword-only, unknown fields rejected."""
