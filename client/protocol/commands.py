"""Commands: the messages a client sends to the room (tagged by ``"type"`` on the wire)."""

from __future__ import annotations

from decimal import Decimal
from enum import StrEnum
from typing import Annotated, Literal

import msgspec

from client.engine.actions import ActionKind
from client.protocol.basics import (
    MAX_FRAME_BYTES,
    PROTOCOL_VERSION,
    Card,
    ChatText,
    Chips,
    Ident,
    Message,
    Name,
    Password,
)
from client.room.self_exclusion import ExclusionPeriod


class Command(Message, frozen=True, kw_only=True, tag_field="type"):
    """Base of client-to-room messages. ``req`` (optional) is echoed in the Ack/Error reply."""

    req: Annotated[int, msgspec.Meta(ge=0)] = 0


class Login(Command, frozen=True, kw_only=True, tag="login"):
    """Log in (or create the account with ``create``) or resume a session with ``token``.
    ``device``: the key an earlier successful login on this device received (`Welcome`);
    failed logins from a known device are counted apart from strangers' (no lockout of
    the owner by someone guessing)."""

    user: Name | None = None
    password: Password | None = None
    token: Ident | None = None
    device: Ident | None = None
    create: bool = False
    version: int = PROTOCOL_VERSION


class Logout(Command, frozen=True, kw_only=True, tag="logout"):
    """End the session; the token stops working."""


class LogoutEverywhere(Command, frozen=True, kw_only=True, tag="logout_everywhere"):
    """End every session of the account, on every device and node; every token stops
    working and every connection of the account (this one too) is closed."""


class ChangePassword(Command, frozen=True, kw_only=True, tag="change_password"):
    """Set a new password (the current one proves it is the owner); every other session
    of the account ends, and this connection gets a fresh token (`SessionRenewed`)."""

    old_password: Password
    new_password: Password


CONNECTION_COMMANDS: frozenset[type[Command]] = frozenset(
    {Login, Logout, LogoutEverywhere, ChangePassword})
"""What the connection (the server's session code) handles, never the room."""


class ListLobby(Command, frozen=True, kw_only=True, tag="list_lobby"):
    """Ask for a fresh LobbySnapshot (ring tables, sit & gos, tournaments)."""


class OpenTournament(Command, frozen=True, kw_only=True, tag="open_tournament"):
    """Ask for the tournament lobby: info, players, tables, prizes and structure."""

    tournament_id: Ident


class Register(Command, frozen=True, kw_only=True, tag="register"):
    """Register for a tournament or sit & go (buy-in taken from the balance)."""

    tournament_id: Ident


class Unregister(Command, frozen=True, kw_only=True, tag="unregister"):
    """Withdraw a registration while the rules allow it (buy-in refunded). A seat won in a
    satellite comes back as T-money, or as an entry ticket with `as_ticket` (rule 10)."""

    tournament_id: Ident
    as_ticket: bool = False


class ForfeitDayTwo(Command, frozen=True, kw_only=True, tag="forfeit_day_two"):
    """A Day 2 qualifier will not play Day 2 (``tournament_id``: their flight or the Day 2
    of the event): the seat goes with no compensation (site rule); refused once Day 2
    started."""

    tournament_id: Ident


class Sit(Command, frozen=True, kw_only=True, tag="sit"):
    """Sit at a ring table with ``buy_in`` money; ``seat`` None takes any free seat. At a
    running table a newcomer owes the big blind: posted at once ("Post now"), or with
    ``wait_for_big_blind`` dealt in only when the big blind reaches the seat."""

    table_id: Ident
    buy_in: Decimal
    seat: Annotated[int, msgspec.Meta(ge=0, le=9)] | None = None
    wait_for_big_blind: bool = False


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
    amounts: Annotated[dict[Ident, Decimal], msgspec.Meta(max_length=100)] = msgspec.field(
        default_factory=dict)


class AcceptDeal(Command, frozen=True, kw_only=True, tag="accept_deal"):
    """Confirm (or reject) a proposed deal; it executes when every remaining player accepts."""

    tournament_id: Ident
    proposal_id: Ident
    accept: bool = True


class Rebuy(Command, frozen=True, kw_only=True, tag="rebuy"):
    """Rebuy in a rebuy tournament (funds must be available in its currency); with
    ``decline``, let your rebuy window go instead (you are eliminated)."""

    tournament_id: Ident
    decline: bool = False


class Addon(Command, frozen=True, kw_only=True, tag="addon"):
    """Take the add-on at the end of the rebuy period."""

    tournament_id: Ident


class ObserveTable(Command, frozen=True, kw_only=True, tag="observe_table"):
    """Watch a table (no hole cards); a TableSnapshot follows, then its events."""

    table_id: Ident


class SitOut(Command, frozen=True, kw_only=True, tag="sit_out"):
    """Sit out from the next hand (tournament: blinds still posted, hand folded; cash: not
    dealt in, nothing posted), or at a cash table with ``at_big_blind`` from the next hand
    the big blind would reach you ("Sit out next big blind")."""

    table_id: Ident
    at_big_blind: bool = False


class SitBack(Command, frozen=True, kw_only=True, tag="sit_back"):
    """Come back from sitting out. At a cash table a big blind missed is owed: posted
    next hand, or with ``wait_for_big_blind`` by waiting until it reaches your seat."""

    table_id: Ident
    wait_for_big_blind: bool = False


class AutoPostBlinds(Command, frozen=True, kw_only=True, tag="auto_post_blinds"):
    """A cash table's "Auto-post blinds" switch (on when one sits down). Off, the room
    never posts a blind for you: when the small or big blind would reach you, you are sat
    out before that hand (nothing posted, not dealt in) and come back with ``SitBack``,
    posting the big blind owed or waiting for it."""

    table_id: Ident
    on: bool = True


class TopUp(Command, frozen=True, kw_only=True, tag="top_up"):
    """Bring one's stack at a ring table up to ``up_to`` money between hands (at once if
    no hand of yours runs, else after it), never above the table maximum; with ``auto``
    again after every hand that leaves it lower, a bust included (auto-rebuy). ``auto``
    with ``up_to`` 0 stops auto-rebuying."""

    table_id: Ident
    up_to: Decimal
    auto: bool = False


class LoadScenario(Command, frozen=True, kw_only=True, tag="load_scenario"):
    """Practice only (refused by a real server): load a tester scenario, given as a file
    ``path`` or as TOML ``text``. A [table] scenario opens a practice table the player sits
    at, a [tournament] one a practice tournament; ``ScenarioLoaded`` then the usual table or
    tournament events follow, or an ``Error`` saying what is wrong with the scenario.
    ``seed`` deals from that seed instead of the file's (``skg-poker --scenario F --seed S``)."""

    path: Annotated[str, msgspec.Meta(min_length=1, max_length=4096)] | None = None
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_FRAME_BYTES)] | None = None
    seed: Annotated[int, msgspec.Meta(ge=0, le=2**63 - 1)] | None = None


class FetchHandHistory(Command, frozen=True, kw_only=True, tag="fetch_hand_history"):
    """Ask for the player's own most recent hands (at ``table_id``, or anywhere when None),
    newest last; answered by ``HandHistories``."""

    table_id: Ident | None = None
    limit: Annotated[int, msgspec.Meta(ge=1, le=200)] = 50


class DebugSnapshot(Command, frozen=True, kw_only=True, tag="debug_snapshot"):
    """Testers' debug panel (local practice room only): ask for a ``RoomState``."""


class TesterMove(StrEnum):
    """What a tester's `TesterControl` does to a practice tournament."""

    PLAYERS_LEFT = "players_left"  # play on at full speed until `players_left` are left
    FINAL_TABLE = "final_table"  # play on at full speed until one table is left
    SET_CLOCK = "set_clock"  # the tournament clock to `minutes` into `level`
    NEXT_LEVEL = "next_level"  # the next blind level now
    BREAK = "break"  # a break now (it begins once the hands running end)
    DISCONNECT = "disconnect"  # `player`'s link down (`connected` False) or back up


class TesterControl(Command, frozen=True, kw_only=True, tag="tester_control"):
    """Testers (local practice room only; a server refuses): move a practice tournament
    on. Fast-forward plays the bots at full speed (the player sits out meanwhile, stack
    kept) with the clock at a minute a round, skipping breaks; answered by the usual
    tournament and table events, or ``Error`` saying why not."""

    tournament_id: Ident
    move: TesterMove
    players_left: Annotated[int, msgspec.Meta(ge=1)] = 1
    level: Annotated[int, msgspec.Meta(ge=1)] = 1
    minutes: Annotated[float, msgspec.Meta(ge=0)] = 0.0
    player: Ident | None = None
    connected: bool = False


class TakeOver(Command, frozen=True, kw_only=True, tag="take_over"):
    """Testers (local practice room only; a server refuses): play the bot ``player_id``'s
    seat at ``table_id`` (its hole cards and turns come to you as your own seat's, your
    own seat there sits out meanwhile), or give it back (``player_id`` None: the bot
    decides again from its next decision). One seat at a time."""

    table_id: Ident
    player_id: Ident | None = None


class ListPools(Command, frozen=True, kw_only=True, tag="list_pools"):
    """Ask for the fast-fold pools (answered by ``PoolList``)."""


class JoinPool(Command, frozen=True, kw_only=True, tag="join_pool"):
    """Join a fast-fold pool with ``buy_in`` money (min to max buy-in, available funds)."""

    pool_id: Ident
    buy_in: Decimal


class LeavePool(Command, frozen=True, kw_only=True, tag="leave_pool"):
    """Leave a fast-fold pool, cashed out (at once, or when out of the hand one is in)."""

    pool_id: Ident


class TopUpPool(Command, frozen=True, kw_only=True, tag="top_up_pool"):
    """Add ``amount`` to one's pool stack (up to the max buy-in; after the current hand)."""

    pool_id: Ident
    amount: Decimal


class PoolSitOut(Command, frozen=True, kw_only=True, tag="pool_sit_out"):
    """Sit out of a pool (``on``: dealt no more hands) or come back (``on`` False)."""

    pool_id: Ident
    on: bool = True


class FastFold(Command, frozen=True, kw_only=True, tag="fast_fold"):
    """Fold the pool hand now, before one's turn if facing a bet, and go to a new hand;
    with ``hand_id``, a hand one is already out of is left alone (no error)."""

    pool_id: Ident
    hand_id: Ident | None = None


class JoinWaitingList(Command, frozen=True, kw_only=True, tag="join_waiting_list"):
    """Wait for a seat at the ring table ``table_id``, or (``any_table``) at the first
    table with a seat free at its game, stakes, currency and size."""

    table_id: Ident
    any_table: bool = False


class LeaveWaitingList(Command, frozen=True, kw_only=True, tag="leave_waiting_list"):
    """Leave the waiting lists of ``table_id`` (its own and its stakes'), or every list."""

    table_id: Ident | None = None


class AcceptSeat(Command, frozen=True, kw_only=True, tag="accept_seat"):
    """Take the seat offered (``SeatOffer``) with ``buy_in`` money before it expires."""

    offer_id: Annotated[int, msgspec.Meta(ge=1)]
    buy_in: Decimal


class DeclineSeat(Command, frozen=True, kw_only=True, tag="decline_seat"):
    """Turn the seat offered down (the place in that list is lost)."""

    offer_id: Annotated[int, msgspec.Meta(ge=1)]


class FindPlayer(Command, frozen=True, kw_only=True, tag="find_player"):
    """Where the players whose screen name starts with ``name`` (any case) can be seen:
    their ring-table seats and the tournaments they are in (answered by
    ``PlayerLocations``; only what the lobby shows, so no observers or pools)."""

    name: Name


class PreviewTable(Command, frozen=True, kw_only=True, tag="preview_table"):
    """A one-off look at a lobby table (answered by ``TablePreview``): no observer seat is
    taken and no events follow; ask again to refresh."""

    table_id: Ident


class SelfExclude(Command, frozen=True, kw_only=True, tag="self_exclude"):
    """Self-exclude for ``period`` (responsible gaming): no new entries, rebuys, add-ons
    or seats until it ends; tournaments under way (and later days of a multi-day event
    already reached) are finished. It can be lengthened, never shortened. Answered by
    `SelfExclusionState`."""

    period: ExclusionPeriod


AnyCommand = (
    Login
    | Logout
    | LogoutEverywhere
    | ChangePassword
    | ListLobby
    | OpenTournament
    | Register
    | Unregister
    | ForfeitDayTwo
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
    | AutoPostBlinds
    | TopUp
    | LoadScenario
    | FetchHandHistory
    | DebugSnapshot
    | TesterControl
    | TakeOver
    | ListPools
    | JoinPool
    | LeavePool
    | TopUpPool
    | PoolSitOut
    | FastFold
    | JoinWaitingList
    | LeaveWaitingList
    | AcceptSeat
    | DeclineSeat
    | FindPlayer
    | PreviewTable
    | SelfExclude
)

