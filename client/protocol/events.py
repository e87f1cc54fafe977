"""Events: the messages the room sends to one client, each already filtered for that
player's eyes (tagged by ``"type"`` on the wire)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import msgspec

from client.protocol.basics import PROTOCOL_VERSION, ConnectionStatus, ErrorCode, Message
from client.protocol.rows import (
    BalanceRow,
    DealOffer,
    DebugTableRow,
    DebugTournamentRow,
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
    SeatRow,
    TableRow,
    TimerRow,
    TournamentBarRow,
    TournamentRow,
    WaitingRow,
)
from client.protocol.table_bodies import TableBody, kind_of
from client.protocol.tournament_bodies import TournamentBody


class Event(Message, frozen=True, kw_only=True, tag_field="type"):
    """Base of room-to-client messages (each already filtered for the receiving player)."""


class Welcome(Event, frozen=True, kw_only=True, tag="welcome"):
    """Login accepted: who you are, the session token for resuming, the protocol version.
    ``security_notice``: failed logins or locks on this account since its last login, told
    to its owner only (empty when there were none). ``latest_client``: the newest client
    version the server knows ("" none), and where to get it (``download_url``)."""

    player_id: str
    name: str
    token: str
    latest_client: str = ""
    download_url: str = ""
    version: int = PROTOCOL_VERSION
    practice: bool = False
    resumed: bool = False
    security_notice: str = ""
    device: str = ""  # the key to send as `Login.device` next time, from this device


class SecurityNotice(Event, frozen=True, kw_only=True, tag="security_notice"):
    """Something the account's owner should know now, e.g. that the session was resumed
    from another address (sent to the connection that is about to be closed)."""

    message: str


class SessionRenewed(Event, frozen=True, kw_only=True, tag="session_renewed"):
    """The connection's new session token (after a password change revoked the old)."""

    token: str


class Ack(Event, frozen=True, kw_only=True, tag="ack"):
    """A command with a non-zero ``req`` was accepted."""

    req: int
    command: str


class Error(Event, frozen=True, kw_only=True, tag="error", forbid_unknown_fields=False,
            omit_defaults=True):
    """A command was refused and changed nothing. ``req`` echoes the command's. A version
    refusal (``ErrorCode.VERSION``) carries where to download a client that fits
    (``download_url``, "" when the server was given none). Fields a later server adds are
    ignored, so an outdated client can always read why it is refused; fields left at their
    defaults are not sent, so a refusal without a link is what a version-3 client reads."""

    code: ErrorCode
    message: str
    req: int = 0
    download_url: str = ""


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
    pools: tuple[PoolRow, ...] = ()


class LobbyUpdate(Event, frozen=True, kw_only=True, tag="lobby_update"):
    """Rows that changed (replace by id) and ids that disappeared."""

    rings: tuple[RingRow, ...] = ()
    tournaments: tuple[TournamentRow, ...] = ()  # sit & gos and tournaments alike
    removed: tuple[str, ...] = ()
    pools: tuple[PoolRow, ...] = ()


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
    can_forfeit_day_two: bool = False  # a Day 2 qualifier who may still give the seat up
    reason: str = ""  # why a disabled button is disabled
    current_level: int = 0
    next_break: datetime | None = None
    next_break_reason: str = ""  # synchronized, interval or add-on


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
    """A director event (level up, break, moved, eliminated, prize, hand-for-hand,
    finished...); ``body`` says which, one struct per kind in `tournament_bodies`."""

    tournament_id: str
    body: TournamentBody

    @property
    def kind(self) -> str:
        """The body's kind, e.g. "level_up"."""
        return kind_of(self.body)


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
    next_break: datetime | None = None  # tournament tables: when the next break begins
    next_break_reason: str = ""
    on_break: bool = False
    rebuy_offer: RebuyOffer | None = None  # the viewer's own rebuy window, while it runs
    tournament_bar: TournamentBarRow | None = None  # tournament tables: level, rank, …
    #: Tester tools (`TakeOver`): the bot whose seat (``your_seat``) the viewer plays here.
    playing_as: str | None = None


class TournamentBarUpdate(Event, frozen=True, kw_only=True, tag="tournament_bar"):
    """A hand ended in the tournament: the viewer's bar at ``table_id`` anew (rank, players
    left, average stack move with every hand, not only when the table view is sent)."""

    table_id: str
    bar: TournamentBarRow


class TableEvent(Event, frozen=True, kw_only=True, tag="table_event"):
    """One engine/table event; ``body`` says what happened (post, deal_hole, action, street,
    showdown, pot_awarded, ..., one struct per kind in `table_bodies`). Hole cards
    (``PRIVATE_BODIES``) appear only in events addressed to their owner."""

    table_id: str
    body: TableBody
    seat: int | None = None  # table seat number (1-based), as in SeatRow
    player_id: str | None = None
    hand_id: str | None = None

    @property
    def kind(self) -> str:
        """The body's kind, e.g. "pot_awarded"."""
        return kind_of(self.body)


class ActionRequest(Event, frozen=True, kw_only=True, tag="action_request"):
    """It is your turn at ``table_id``: the legal options and your clock."""

    table_id: str
    seat: int
    legal: LegalActions
    hand_id: str | None = None
    timer: TimerRow | None = None


class ChatLine(Event, frozen=True, kw_only=True, tag="chat_line"):
    """A chat message at a table; ``system`` lines come from the room (the dealer),
    ``floor`` lines from the site's staff (``sender`` "Floor (<name>)")."""

    table_id: str
    sender: str
    text: str
    time: datetime | None = None
    system: bool = False
    floor: bool = False


class DealState(Event, frozen=True, kw_only=True, tag="deal_state"):
    """Deal negotiation at a final table: who ticked, the standard numbers, the proposals."""

    tournament_id: str
    ticked: tuple[str, ...]
    players: tuple[str, ...]
    paused: bool = False
    icm: dict[str, Decimal] = msgspec.field(default_factory=dict)
    chip: dict[str, Decimal] = msgspec.field(default_factory=dict)
    even: dict[str, Decimal] = msgspec.field(default_factory=dict)
    left_on_table: Decimal = Decimal(0)
    max_left_on_table: Decimal = Decimal(0)
    proposals: tuple[DealOffer, ...] = ()
    done: bool = False
    #: False while the prizes may still change (late registration open): the table plays
    #: on, ticked or not, until they are final (rule 7).
    prizes_final: bool = True


class Balances(Event, frozen=True, kw_only=True, tag="balances"):
    """The player's balances per currency."""

    balances: tuple[BalanceRow, ...]


class ScenarioLoaded(Event, frozen=True, kw_only=True, tag="scenario_loaded"):
    """A scenario is running: open ``table_id`` (a practice table you sit at) or the
    tournament lobby of ``tournament_id``."""

    name: str
    table_id: str | None = None
    tournament_id: str | None = None


class HandHistories(Event, frozen=True, kw_only=True, tag="hand_histories"):
    """The answer to ``FetchHandHistory``: the player's hands, oldest first."""

    hands: tuple[HandHistoryRow, ...]
    table_id: str | None = None


class RoomState(Event, frozen=True, kw_only=True, tag="room_state"):
    """The answer to ``DebugSnapshot`` (testers, local room only): a JSON-able snapshot of
    the clock, tables (seats, stacks, whose turn) and tournaments; never any hole cards."""

    clock: datetime
    tables: tuple[DebugTableRow, ...] = ()
    tournaments: tuple[DebugTournamentRow, ...] = ()


class PoolList(Event, frozen=True, kw_only=True, tag="pool_list"):
    """The answer to ``ListPools``."""

    pools: tuple[PoolRow, ...]


class PoolState(Event, frozen=True, kw_only=True, tag="pool_state"):
    """Where the player is in a fast-fold pool. ``state``: waiting, playing (at
    ``table_id``, hand ``hand_id``: its ``TableSnapshot`` follows on a new hand),
    sitting_out, away or left (``cashed_out``). ``can_fast_fold``: the Fast fold button may
    be pressed now. ``ready``/``needed``: players ready to be dealt in, and how many the
    pool needs to deal at all. ``message``: what just happened, in words."""

    pool_id: str
    name: str
    state: str
    stack: int = 0
    table_id: str | None = None
    hand_id: str | None = None
    can_fast_fold: bool = False
    ready: int = 0
    needed: int = 0
    message: str = ""
    cashed_out: Decimal | None = None


class SeatOffer(Event, frozen=True, kw_only=True, tag="seat_offer"):
    """A seat at ``table_id`` is held for you until ``expires``: accept (with a buy-in) or
    decline; ``any_table``: it came from the list for the stakes."""

    offer_id: int
    table_id: str
    name: str
    expires: datetime
    any_table: bool = False
    min_buy_in: Decimal = Decimal(0)
    max_buy_in: Decimal = Decimal(0)


class SeatOfferEnded(Event, frozen=True, kw_only=True, tag="seat_offer_ended"):
    """A seat offer ended: ``accepted``, ``declined`` or ``expired`` (the last two lose the
    place in that list)."""

    offer_id: int
    table_id: str
    outcome: str


class WaitingListState(Event, frozen=True, kw_only=True, tag="waiting_list_state"):
    """Every waiting list the player is on, with their place (after each change)."""

    lists: tuple[WaitingRow, ...] = ()


class Redirect(Event, frozen=True, kw_only=True, tag="redirect"):
    """Cluster: the command numbered ``first_unapplied`` on this connection (1 = the first
    after the Welcome) and every later one were not applied, because what they are for is
    run by another node; reconnect to ``url``, resume with the session token and send them
    again there. The server closes the connection after this event."""

    url: str
    first_unapplied: int
    reason: str = ""


class PlayerLocations(Event, frozen=True, kw_only=True, tag="player_locations"):
    """The answer to ``FindPlayer``: players whose name starts with ``query``, exact names
    first, at most `MAX_FOUND`; ``more`` says others matched too (type more of the name)."""

    query: str
    players: tuple[PlayerLocation, ...] = ()
    more: bool = False


class TablePreview(Event, frozen=True, kw_only=True, tag="table_preview"):
    """The answer to ``PreviewTable``: a lobby table as anyone may see it, for the lobby's
    preview. No hole cards at all (not even the asker's own: a preview is a lobby view),
    no timer or legal actions; the asker is not made an observer and gets no events."""

    table_id: str
    game: str
    max_seats: int
    seats: tuple[SeatRow, ...]
    tournament_id: str | None = None
    hand_id: str | None = None
    button: int | None = None
    board: tuple[str, ...] = ()
    pots: tuple[PotRow, ...] = ()
    to_act: int | None = None
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0


MAX_FOUND = 50
"""Most players one ``PlayerLocations`` lists."""


class SelfExclusionState(Event, frozen=True, kw_only=True, tag="self_exclusion_state"):
    """The player's self-exclusion: sent when it starts or grows, and at connection while
    it runs. ``until`` None with ``excluded`` means for good."""

    excluded: bool
    until: datetime | None = None


class SatelliteSeat(Event, frozen=True, kw_only=True, tag="satellite_seat"):
    """Sent with the tournament lobby to a player whose seat there was won in a satellite
    (rule 10): unregistering gives its ``value`` back as T-money, or as an entry ticket
    with `Unregister.as_ticket`, never as cash."""

    tournament_id: str
    value: Decimal
    currency: str


AnyEvent = (
    Welcome
    | SecurityNotice
    | SessionRenewed
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
    | TournamentBarUpdate
    | TableEvent
    | ActionRequest
    | ChatLine
    | DealState
    | Balances
    | ScenarioLoaded
    | HandHistories
    | RoomState
    | PoolList
    | PoolState
    | SeatOffer
    | SeatOfferEnded
    | WaitingListState
    | Redirect
    | PlayerLocations
    | TablePreview
    | SelfExclusionState
    | SatelliteSeat
)
