"""Every message between a client and the room, through one import (the protocol's schema).

Commands go from a client to the room, events from the room to one client. Both are
msgspec tagged structs: on the wire each is a JSON object whose ``"type"`` field names the
message. The same structs are used in-process by the local adapter, so the UI never knows
whether a server is involved. Chips are ``int``; money is ``Decimal`` (a JSON string on the
wire); times are timezone-aware ``datetime`` (ISO 8601 on the wire).

The structs live in `basics` (types, error codes), `commands`, `rows` and `events`; this
module re-exports all of them (``from client.protocol import messages as m``) and holds the
JSON codec. Decoding validates everything (types, unknown fields, sizes); bad input raises
``ProtocolError`` with an ``ErrorCode`` and a message saying what was wrong.
"""

from __future__ import annotations

from typing import Any

import msgspec

# Player actions are the engine's own kinds: one definition, sent as their string values.
from client.engine.actions import ActionKind as ActionKind
from client.protocol.basics import (
    DOWNLOAD_URL_SINCE,
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    Card,
    ChatText,
    Chips,
    ConnectionStatus,
    ErrorCode,
    Ident,
    Message,
    Name,
    Password,
    ProtocolError,
)
from client.protocol.commands import (
    CONNECTION_COMMANDS,
    AcceptDeal,
    AcceptSeat,
    Act,
    Addon,
    AutoPostBlinds,
    ChangePassword,
    Chat,
    Command,
    DebugSnapshot,
    DeclineSeat,
    DiscussDeal,
    FastFold,
    FetchHandHistory,
    FindPlayer,
    ForfeitDayTwo,
    JoinPool,
    JoinWaitingList,
    Leave,
    LeavePool,
    LeaveWaitingList,
    ListLobby,
    ListPools,
    LoadScenario,
    Login,
    Logout,
    LogoutEverywhere,
    ObserveTable,
    OpenTournament,
    PoolSitOut,
    PreviewTable,
    ProposeDeal,
    Rebuy,
    Register,
    SelfExclude,
    Sit,
    SitBack,
    SitOut,
    TakeOver,
    TesterControl,
    TesterMove,
    TopUp,
    TopUpPool,
    Unregister,
)
from client.protocol.commands import AnyCommand as RoomCommand
from client.protocol.events import (
    MAX_FOUND,
    Ack,
    ActionRequest,
    Balances,
    ChatLine,
    ConnectionState,
    DealState,
    Error,
    Event,
    HandHistories,
    LobbySnapshot,
    LobbyUpdate,
    PlayerLocations,
    PoolList,
    PoolState,
    Redirect,
    RoomState,
    SatelliteSeat,
    ScenarioLoaded,
    SeatOffer,
    SeatOfferEnded,
    SecurityNotice,
    SelfExclusionState,
    SessionRenewed,
    TableEvent,
    TablePreview,
    TableSnapshot,
    TournamentBarUpdate,
    TournamentEvent,
    TournamentInfo,
    TournamentPlayers,
    TournamentPrizes,
    TournamentStructure,
    TournamentTables,
    WaitingListState,
    Welcome,
)
from client.protocol.events import AnyEvent as RoomEvent
from client.protocol.floor import (
    STAFF_COMMANDS,
    AuditRow,
    FloorCancel,
    FloorCancelPreview,
    FloorChat,
    FloorClose,
    FloorDeal,
    FloorDealRow,
    FloorExecuteDeal,
    FloorFlagRow,
    FloorHoldRow,
    FloorMinClient,
    FloorOpen,
    FloorPause,
    FloorRequireLeft,
    FloorTableRow,
    FloorTournamentRow,
    FloorView,
    FloorWithhold,
)
from client.protocol.rows import (
    AdvertisedBounty,
    BalanceRow,
    DealOffer,
    DebugSeatRow,
    DebugTableRow,
    DebugTournamentRow,
    EnteredIn,
    HandHistoryRow,
    LegalActions,
    LevelRow,
    PlayerLocation,
    PlayerRow,
    PoolRow,
    PotRow,
    PrizeRow,
    RebuyOffer,
    RingRow,
    Row,
    SeatedAt,
    SeatRow,
    TableRow,
    TimerRow,
    TournamentBarRow,
    TournamentRow,
    WaitingRow,
)
from client.room.self_exclusion import ExclusionPeriod as ExclusionPeriod

AnyCommand = (RoomCommand | FloorOpen | FloorClose | FloorPause | FloorDeal | FloorExecuteDeal
              | FloorRequireLeft | FloorCancel | FloorWithhold | FloorMinClient | FloorChat)
"""Every command a client may send (the floor's staff commands included)."""
AnyEvent = RoomEvent | FloorView | FloorCancelPreview
"""Every event the room sends (the floor's included)."""

COMMAND_TYPES: frozenset[str] = frozenset(
    str(t.__struct_config__.tag) for t in Command.__subclasses__()
)

_encoder = msgspec.json.Encoder()
_command_decoder = msgspec.json.Decoder(AnyCommand)
_event_decoder = msgspec.json.Decoder(AnyEvent)


def encode(message: Command | Event) -> bytes:
    """JSON bytes for the wire."""
    return _encoder.encode(message)


def _decode(decoder: msgspec.json.Decoder[Any], data: bytes | str, what: str) -> Any:
    if len(data) > MAX_FRAME_BYTES:
        raise ProtocolError(
            ErrorCode.TOO_LARGE, f"{what} of {len(data)} bytes exceeds {MAX_FRAME_BYTES}"
        )
    try:
        return decoder.decode(data)
    except msgspec.ValidationError as exc:
        text = str(exc)
        if "Invalid value" in text and "$.type" in text:
            raise ProtocolError(
                ErrorCode.UNKNOWN_TYPE, f"unknown {what} type: {text}; see messages.py"
            ) from exc
        raise ProtocolError(ErrorCode.BAD_MESSAGE, f"invalid {what}: {text}") from exc
    except msgspec.DecodeError as exc:
        raise ProtocolError(ErrorCode.BAD_MESSAGE, f"malformed JSON {what}: {exc}") from exc


def decode_command(data: bytes | str) -> AnyCommand:
    """Parse and validate one command; raises ProtocolError saying what was wrong."""
    command: AnyCommand = _decode(_command_decoder, data, "command")
    return command


class _Req(msgspec.Struct):
    """Just the request number of a frame (every other field skipped unread)."""

    req: int = 0


_req_decoder = msgspec.json.Decoder(_Req)


def req_of(data: bytes | str) -> int:
    """The ``req`` of a frame that is refused before (or instead of) being decoded, so the
    refusal still names the command it answers (0 when there is none to read)."""
    try:
        req = _req_decoder.decode(data).req
    except (msgspec.ValidationError, msgspec.DecodeError):
        return 0
    return req if req >= 0 else 0


def decode_event(data: bytes | str) -> AnyEvent:
    """Parse and validate one event (client side)."""
    event: AnyEvent = _decode(_event_decoder, data, "event")
    return event


def type_of(message: Command | Event) -> str:
    """The wire ``type`` tag of a message, e.g. ``"act"``."""
    tag = type(message).__struct_config__.tag
    return str(tag)


__all__ = [
    "COMMAND_TYPES",
    "CONNECTION_COMMANDS",
    "DOWNLOAD_URL_SINCE",
    "MAX_FOUND",
    "MAX_FRAME_BYTES",
    "PROTOCOL_VERSION",
    "STAFF_COMMANDS",
    "AcceptDeal",
    "AcceptSeat",
    "Ack",
    "Act",
    "ActionKind",
    "ActionRequest",
    "Addon",
    "AdvertisedBounty",
    "AnyCommand",
    "AnyEvent",
    "AuditRow",
    "AutoPostBlinds",
    "BalanceRow",
    "Balances",
    "Card",
    "ChangePassword",
    "Chat",
    "ChatLine",
    "ChatText",
    "Chips",
    "Command",
    "ConnectionState",
    "ConnectionStatus",
    "DealOffer",
    "DealState",
    "DebugSeatRow",
    "DebugSnapshot",
    "DebugTableRow",
    "DebugTournamentRow",
    "DeclineSeat",
    "DiscussDeal",
    "EnteredIn",
    "Error",
    "ErrorCode",
    "Event",
    "ExclusionPeriod",
    "FastFold",
    "FetchHandHistory",
    "FindPlayer",
    "FloorCancel",
    "FloorCancelPreview",
    "FloorChat",
    "FloorClose",
    "FloorDeal",
    "FloorDealRow",
    "FloorExecuteDeal",
    "FloorFlagRow",
    "FloorHoldRow",
    "FloorMinClient",
    "FloorOpen",
    "FloorPause",
    "FloorRequireLeft",
    "FloorTableRow",
    "FloorTournamentRow",
    "FloorView",
    "FloorWithhold",
    "ForfeitDayTwo",
    "HandHistories",
    "HandHistoryRow",
    "Ident",
    "JoinPool",
    "JoinWaitingList",
    "Leave",
    "LeavePool",
    "LeaveWaitingList",
    "LegalActions",
    "LevelRow",
    "ListLobby",
    "ListPools",
    "LoadScenario",
    "LobbySnapshot",
    "LobbyUpdate",
    "Login",
    "Logout",
    "LogoutEverywhere",
    "Message",
    "Name",
    "ObserveTable",
    "OpenTournament",
    "Password",
    "PlayerLocation",
    "PlayerLocations",
    "PlayerRow",
    "PoolList",
    "PoolRow",
    "PoolSitOut",
    "PoolState",
    "PotRow",
    "PreviewTable",
    "PrizeRow",
    "ProposeDeal",
    "ProtocolError",
    "Rebuy",
    "RebuyOffer",
    "Redirect",
    "Register",
    "RingRow",
    "RoomState",
    "Row",
    "SatelliteSeat",
    "ScenarioLoaded",
    "SeatOffer",
    "SeatOfferEnded",
    "SeatRow",
    "SeatedAt",
    "SecurityNotice",
    "SelfExclude",
    "SelfExclusionState",
    "SessionRenewed",
    "Sit",
    "SitBack",
    "SitOut",
    "TableEvent",
    "TablePreview",
    "TableRow",
    "TableSnapshot",
    "TakeOver",
    "TesterControl",
    "TesterMove",
    "TimerRow",
    "TopUp",
    "TopUpPool",
    "TournamentBarRow",
    "TournamentBarUpdate",
    "TournamentEvent",
    "TournamentInfo",
    "TournamentPlayers",
    "TournamentPrizes",
    "TournamentRow",
    "TournamentStructure",
    "TournamentTables",
    "Unregister",
    "WaitingListState",
    "WaitingRow",
    "Welcome",
    "decode_command",
    "decode_event",
    "encode",
    "req_of",
    "type_of",
]
