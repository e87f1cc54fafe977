"""Every message between a client and the room, in one place (the protocol's single schema).

Commands go from a client to the room, events from the room to one client. Both are
msgspec tagged structs: on the wire each is a JSON object whose ``"type"`` field names the
message. The same structs are used in-process by the local adapter, so the UI never knows
whether a server is involved. Chips are ``int``; money is ``Decimal`` (a JSON string on the
wire); times are timezone-aware ``datetime`` (ISO 8601 on the wire).

Decoding validates everything (types, unknown fields, sizes); bad input raises
``ProtocolError`` with an ``ErrorCode`` and a message saying what was wrong.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Any, Literal

import msgspec

# Player actions are the engine's own kinds: one definition, sent as their string values.
from client.engine.actions import ActionKind as ActionKind

PROTOCOL_VERSION = 1
"""Bumped on any incompatible change; the server refuses a login with another version."""

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
    REFUSED = "refused"  # any other room rule
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


class _Message(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Shared base: immutable, keyword-only, unknown fields rejected."""


# --------------------------------------------------------------------------- commands


class Command(_Message, frozen=True, kw_only=True, tag_field="type"):
    """Base of client-to-room messages. ``req`` (optional) is echoed in the Ack/Error reply."""

    req: Annotated[int, msgspec.Meta(ge=0)] = 0


class Login(Command, frozen=True, kw_only=True, tag="login"):
    """Log in (or create the account with ``create``) or resume a session with ``token``."""

    user: Name | None = None
    password: Password | None = None
    token: Ident | None = None
    create: bool = False
    version: int = PROTOCOL_VERSION


class Logout(Command, frozen=True, kw_only=True, tag="logout"):
    """End the session; the token stops working."""


class ListLobby(Command, frozen=True, kw_only=True, tag="list_lobby"):
    """Ask for a fresh LobbySnapshot (ring tables, sit & gos, tournaments)."""


class OpenTournament(Command, frozen=True, kw_only=True, tag="open_tournament"):
    """Ask for the tournament lobby: info, players, tables, prizes and structure."""

    tournament_id: Ident


class Register(Command, frozen=True, kw_only=True, tag="register"):
    """Register for a tournament or sit & go (buy-in taken from the balance)."""

    tournament_id: Ident


class Unregister(Command, frozen=True, kw_only=True, tag="unregister"):
    """Withdraw a registration while the rules allow it (buy-in refunded)."""

    tournament_id: Ident


class Sit(Command, frozen=True, kw_only=True, tag="sit"):
    """Sit at a ring table with ``buy_in`` money; ``seat`` None takes any free seat."""

    table_id: Ident
    buy_in: Decimal
    seat: Annotated[int, msgspec.Meta(ge=0, le=9)] | None = None


class Leave(Command, frozen=True, kw_only=True, tag="leave"):
    """Leave a ring table (after the current hand) or stop observing a table."""

    table_id: Ident


class Act(Command, frozen=True, kw_only=True, tag="act"):
    """Take an action in the current hand. ``amount``: total bet this round (bet/raise)."""

    table_id: Ident
    action: ActionKind
    amount: Chips = 0
    discards: tuple[Card, ...] = ()
    hand_id: Ident | None = None


class Chat(Command, frozen=True, kw_only=True, tag="chat"):
    """Say something at a table."""

    table_id: Ident
    text: ChatText


class DiscussDeal(Command, frozen=True, kw_only=True, tag="discuss_deal"):
    """Tick (or untick) "Discuss A Deal" at a final table."""

    tournament_id: Ident
    on: bool


class ProposeDeal(Command, frozen=True, kw_only=True, tag="propose_deal"):
    """Propose a deal: a kind the room computes, or ``custom`` amounts per player id."""

    tournament_id: Ident
    kind: Literal["icm", "chip", "even", "custom"]
    left_on_table: Decimal = Decimal(0)
    amounts: Annotated[dict[Ident, Decimal], msgspec.Meta(max_length=100)] = {}


class AcceptDeal(Command, frozen=True, kw_only=True, tag="accept_deal"):
    """Confirm (or reject) a proposed deal; it executes when every remaining player accepts."""

    tournament_id: Ident
    proposal_id: Ident
    accept: bool = True


class Rebuy(Command, frozen=True, kw_only=True, tag="rebuy"):
    """Rebuy in a rebuy tournament (funds must be available in its currency)."""

    tournament_id: Ident


class Addon(Command, frozen=True, kw_only=True, tag="addon"):
    """Take the add-on at the end of the rebuy period."""

    tournament_id: Ident


class ObserveTable(Command, frozen=True, kw_only=True, tag="observe_table"):
    """Watch a table (no hole cards); a TableSnapshot follows, then its events."""

    table_id: Ident


class SitOut(Command, frozen=True, kw_only=True, tag="sit_out"):
    """Sit out from the next hand (tournament: blinds still posted, hand folded)."""

    table_id: Ident


class SitBack(Command, frozen=True, kw_only=True, tag="sit_back"):
    """Come back from sitting out."""

    table_id: Ident


class LoadScenario(Command, frozen=True, kw_only=True, tag="load_scenario"):
    """Practice only (refused by a real server): load a tester scenario, given as a file
    ``path`` or as TOML ``text``. A [table] scenario opens a practice table the player sits
    at, a [tournament] one a practice tournament; ``ScenarioLoaded`` then the usual table or
    tournament events follow, or an ``Error`` saying what is wrong with the scenario."""

    path: Annotated[str, msgspec.Meta(min_length=1, max_length=4096)] | None = None
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_FRAME_BYTES)] | None = None


class FetchHandHistory(Command, frozen=True, kw_only=True, tag="fetch_hand_history"):
    """Ask for the player's own most recent hands (at ``table_id``, or anywhere when None),
    newest last; answered by ``HandHistories``."""

    table_id: Ident | None = None
    limit: Annotated[int, msgspec.Meta(ge=1, le=200)] = 50


class DebugSnapshot(Command, frozen=True, kw_only=True, tag="debug_snapshot"):
    """Testers' debug panel (local practice room only): ask for a ``RoomState``."""


AnyCommand = (
    Login
    | Logout
    | ListLobby
    | OpenTournament
    | Register
    | Unregister
    | Sit
    | Leave
    | Act
    | Chat
    | DiscussDeal
    | ProposeDeal
    | AcceptDeal
    | Rebuy
    | Addon
    | ObserveTable
    | SitOut
    | SitBack
    | LoadScenario
    | FetchHandHistory
    | DebugSnapshot
)


# --------------------------------------------------------------------------- rows


class Row(_Message, frozen=True, kw_only=True):
    """Plain data carried inside events (no tag)."""


class BalanceRow(Row, frozen=True, kw_only=True):
    """One currency of a player's account; ``available`` excludes money in play."""

    currency: str
    total: Decimal
    available: Decimal
    in_play: Decimal = Decimal(0)


class RingRow(Row, frozen=True, kw_only=True):
    """A cash-game table in the lobby."""

    table_id: str
    name: str
    game: str
    stakes: str  # "0.50/1"
    currency: str
    seats: int
    players: int
    min_buy_in: Decimal
    max_buy_in: Decimal
    average_pot: Decimal = Decimal(0)


class TournamentRow(Row, frozen=True, kw_only=True):
    """A sit & go or scheduled tournament in the lobby."""

    tournament_id: str
    name: str
    kind: str  # "sng", "mtt", "heads_up", "satellite", ...
    game: str
    status: str  # "registering", "late_registration", "running", "finished", "cancelled"
    buy_in: Decimal
    fee: Decimal
    currency: str
    registered: int
    max_players: int
    start_time: datetime | None = None
    structure: str = ""
    registered_self: bool = False


class LevelRow(Row, frozen=True, kw_only=True):
    """One level of a structure; a break has ``is_break`` and no blinds."""

    level: int
    minutes: int
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    is_break: bool = False


class PrizeRow(Row, frozen=True, kw_only=True):
    """Prize for places ``place_from``..``place_to`` (inclusive) each."""

    place_from: int
    place_to: int
    amount: Decimal


class PlayerRow(Row, frozen=True, kw_only=True):
    """A tournament entrant: stack while playing, place and prize once out."""

    player_id: str
    name: str
    stack: int = 0
    table_id: str | None = None
    rank: int | None = None
    place: int | None = None
    prize: Decimal = Decimal(0)
    bounty: Decimal = Decimal(0)


class TableRow(Row, frozen=True, kw_only=True):
    """A table of a tournament (click to observe)."""

    table_id: str
    players: int
    largest_stack: int = 0
    smallest_stack: int = 0


class SeatRow(Row, frozen=True, kw_only=True):
    """One seat in a table snapshot. ``hole_cards`` only ever holds the viewer's own cards
    (or cards shown down); ``cards_count`` tells others how many face-down cards to draw."""

    seat: int
    player_id: str | None = None
    name: str = ""
    stack: int = 0
    bet: int = 0
    hole_cards: tuple[str, ...] = ()
    cards_count: int = 0
    up_cards: tuple[str, ...] = ()  # stud: face-up cards
    folded: bool = False
    all_in: bool = False
    sitting_out: bool = False
    disconnected: bool = False


class PotRow(Row, frozen=True, kw_only=True):
    """A main or side pot and the seats that can win it."""

    amount: int
    eligible: tuple[int, ...] = ()


class LegalActions(Row, frozen=True, kw_only=True):
    """What the acting seat may do now; bet/raise amounts are totals for this round."""

    actions: tuple[ActionKind, ...]
    call_amount: int = 0
    min_amount: int = 0
    max_amount: int = 0
    max_discards: int = 0


class TimerRow(Row, frozen=True, kw_only=True):
    """The acting seat's clock: normal time, then time bank, then DET when disconnected."""

    seat: int
    deadline: datetime
    time_bank: int = 0  # seconds left
    det: bool = False  # disconnect extra time is running


class DealOffer(Row, frozen=True, kw_only=True):
    """A proposed deal: ``amounts`` by player id, accepted by the listed players so far."""

    proposal_id: str
    kind: str
    proposer: str
    amounts: dict[str, Decimal]
    left_on_table: Decimal
    accepted_by: tuple[str, ...] = ()


# --------------------------------------------------------------------------- events


class Event(_Message, frozen=True, kw_only=True, tag_field="type"):
    """Base of room-to-client messages (each already filtered for the receiving player)."""


class Welcome(Event, frozen=True, kw_only=True, tag="welcome"):
    """Login accepted: who you are, the session token for resuming, the protocol version."""

    player_id: str
    name: str
    token: str
    version: int = PROTOCOL_VERSION
    practice: bool = False
    resumed: bool = False


class Ack(Event, frozen=True, kw_only=True, tag="ack"):
    """A command with a non-zero ``req`` was accepted."""

    req: int
    command: str


class Error(Event, frozen=True, kw_only=True, tag="error"):
    """A command was refused and changed nothing. ``req`` echoes the command's."""

    code: ErrorCode
    message: str
    req: int = 0


class ConnectionState(Event, frozen=True, kw_only=True, tag="connection_state"):
    """Produced by the adapter itself (never by the room): the link's state."""

    state: ConnectionStatus
    detail: str = ""
    attempt: int = 0


class LobbySnapshot(Event, frozen=True, kw_only=True, tag="lobby_snapshot"):
    """The whole lobby."""

    rings: tuple[RingRow, ...] = ()
    sit_and_gos: tuple[TournamentRow, ...] = ()
    tournaments: tuple[TournamentRow, ...] = ()


class LobbyUpdate(Event, frozen=True, kw_only=True, tag="lobby_update"):
    """Rows that changed (replace by id) and ids that disappeared."""

    rings: tuple[RingRow, ...] = ()
    tournaments: tuple[TournamentRow, ...] = ()  # sit & gos and tournaments alike
    removed: tuple[str, ...] = ()


class TournamentInfo(Event, frozen=True, kw_only=True, tag="tournament_info"):
    """The tournament lobby's Info tab, with what the viewer may do right now and why not."""

    tournament_id: str
    row: TournamentRow
    late_registration_closes: datetime | None = None
    unregister_closes: datetime | None = None
    starting_stack: int = 0
    rebuy: str = ""  # human description, "" when no rebuys
    addon: str = ""
    breaks: str = ""
    deal_making: bool = False
    bounty_kind: str = ""
    real_money: bool = False
    can_register: bool = False
    can_unregister: bool = False
    can_rebuy: bool = False
    can_addon: bool = False
    reason: str = ""  # why a disabled button is disabled
    current_level: int = 0
    next_break: datetime | None = None


class TournamentPlayers(Event, frozen=True, kw_only=True, tag="tournament_players"):
    """The Players tab."""

    tournament_id: str
    players: tuple[PlayerRow, ...]


class TournamentTables(Event, frozen=True, kw_only=True, tag="tournament_tables"):
    """The Tables tab."""

    tournament_id: str
    tables: tuple[TableRow, ...]


class TournamentPrizes(Event, frozen=True, kw_only=True, tag="tournament_prizes"):
    """The Prizes tab; ``final`` once registration and rebuys are closed."""

    tournament_id: str
    pool: Decimal
    currency: str
    prizes: tuple[PrizeRow, ...]
    final: bool = False


class TournamentStructure(Event, frozen=True, kw_only=True, tag="tournament_structure"):
    """The Structure tab: levels with durations and the break schedule."""

    tournament_id: str
    levels: tuple[LevelRow, ...]
    breaks: str = ""


class TournamentEvent(Event, frozen=True, kw_only=True, tag="tournament_event"):
    """A director event (level up, break, moved, eliminated, prize, hand-for-hand, finished...)."""

    tournament_id: str
    kind: str
    data: dict[str, Any] = {}


class TableSnapshot(Event, frozen=True, kw_only=True, tag="table_snapshot"):
    """Everything needed to draw a table from scratch (after sitting, moving, reconnecting)."""

    table_id: str
    game: str
    seats: tuple[SeatRow, ...]
    max_seats: int
    tournament_id: str | None = None
    hand_id: str | None = None
    button: int | None = None
    board: tuple[str, ...] = ()
    pots: tuple[PotRow, ...] = ()
    to_act: int | None = None
    your_seat: int | None = None
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    timer: TimerRow | None = None
    legal: LegalActions | None = None  # set when it is the viewer's turn
    paused: bool = False


class TableEvent(Event, frozen=True, kw_only=True, tag="table_event"):
    """One engine/table event (post, deal_hole, action, street, showdown, pot_awarded, ...).
    Hole cards appear only in events addressed to their owner."""

    table_id: str
    kind: str
    seat: int | None = None  # table seat number (1-based), as in SeatRow
    player_id: str | None = None
    data: dict[str, Any] = {}
    hand_id: str | None = None


class ActionRequest(Event, frozen=True, kw_only=True, tag="action_request"):
    """It is your turn at ``table_id``: the legal options and your clock."""

    table_id: str
    seat: int
    legal: LegalActions
    hand_id: str | None = None
    timer: TimerRow | None = None


class ChatLine(Event, frozen=True, kw_only=True, tag="chat_line"):
    """A chat message at a table; ``system`` lines come from the room (dealer, staff)."""

    table_id: str
    sender: str
    text: str
    time: datetime | None = None
    system: bool = False


class DealState(Event, frozen=True, kw_only=True, tag="deal_state"):
    """Deal negotiation at a final table: who ticked, the standard numbers, the proposals."""

    tournament_id: str
    ticked: tuple[str, ...]
    players: tuple[str, ...]
    paused: bool = False
    icm: dict[str, Decimal] = {}
    chip: dict[str, Decimal] = {}
    even: dict[str, Decimal] = {}
    left_on_table: Decimal = Decimal(0)
    max_left_on_table: Decimal = Decimal(0)
    proposals: tuple[DealOffer, ...] = ()
    done: bool = False


class Balances(Event, frozen=True, kw_only=True, tag="balances"):
    """The player's balances per currency."""

    balances: tuple[BalanceRow, ...]


class ScenarioLoaded(Event, frozen=True, kw_only=True, tag="scenario_loaded"):
    """A scenario is running: open ``table_id`` (a practice table you sit at) or the
    tournament lobby of ``tournament_id``."""

    name: str
    table_id: str | None = None
    tournament_id: str | None = None


class HandHistoryRow(Row, frozen=True, kw_only=True):
    """One of the player's own hands as PokerStars text and PHH, exported by the engine for
    this player: other players' hole cards only where they were shown down; no seed."""

    hand_id: str
    table_id: str
    game: str
    played_at: datetime
    pokerstars: str
    phh: str
    tournament_id: str | None = None


class HandHistories(Event, frozen=True, kw_only=True, tag="hand_histories"):
    """The answer to ``FetchHandHistory``: the player's hands, oldest first."""

    hands: tuple[HandHistoryRow, ...]
    table_id: str | None = None


class RoomState(Event, frozen=True, kw_only=True, tag="room_state"):
    """The answer to ``DebugSnapshot`` (testers, local room only): a JSON-able snapshot of
    the clock, tables (seats, stacks, whose turn) and tournaments; never any hole cards."""

    clock: datetime
    tables: tuple[dict[str, Any], ...] = ()
    tournaments: tuple[dict[str, Any], ...] = ()


AnyEvent = (
    Welcome
    | Ack
    | Error
    | ConnectionState
    | LobbySnapshot
    | LobbyUpdate
    | TournamentInfo
    | TournamentPlayers
    | TournamentTables
    | TournamentPrizes
    | TournamentStructure
    | TournamentEvent
    | TableSnapshot
    | TableEvent
    | ActionRequest
    | ChatLine
    | DealState
    | Balances
    | ScenarioLoaded
    | HandHistories
    | RoomState
)

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


def decode_event(data: bytes | str) -> AnyEvent:
    """Parse and validate one event (client side)."""
    event: AnyEvent = _decode(_event_decoder, data, "event")
    return event


def type_of(message: Command | Event) -> str:
    """The wire ``type`` tag of a message, e.g. ``"act"``."""
    tag = type(message).__struct_config__.tag
    return str(tag)
