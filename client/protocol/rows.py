"""Rows: plain data carried inside events (lobby rows, seats, pots, timers, deals...)."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from client.engine.actions import ActionKind
from client.protocol.basics import Message


class Row(Message, frozen=True, kw_only=True):
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
    waiting: int = 0  # players on its waiting lists (its own and its stakes')
    players_flop: int = 0  # percent of the players dealt in who saw the flop (recent hands)
    hands_per_hour: int = 0


class AdvertisedBounty(Row, frozen=True, kw_only=True):
    """A fixed or Team Pro bounty the tournament advertises on a named player. ``status``:
    "unregistered" (not yet, registration is open), "absent" (did not register: no bounty
    is paid for them, bounty rule 5), "live" (in the tournament: whoever knocks them out
    collects it) or "collected" (knocked out)."""

    name: str
    amount: Decimal
    kind: str  # "fixed" or "team"
    status: str


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
    bounty_kind: str = ""  # "", "knockout", "progressive", "fixed" or "team"
    advertised: tuple[AdvertisedBounty, ...] = ()


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


def table_number(table_id: str) -> str:
    """A tournament table's number N from its id ``<tournament id>-tN`` ("" if none)."""
    number = table_id.rsplit("-t", 1)[-1]
    return number if number.isdigit() else ""


def tournament_table_name(tournament_name: str, table_id: str) -> str:
    """A tournament table as the client names it: "<tournament> — table N", or the
    tournament's name alone."""
    number = table_number(table_id)
    return f"{tournament_name} — table {number}" if number else tournament_name


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
    bring_in: int = 0  # stud: the chips a bring-in posts, when it is offered


class TimerRow(Row, frozen=True, kw_only=True):
    """The acting seat's clock: normal time, then time bank, then DET when disconnected.
    ``deadline`` is the one moment the player is folded: it already counts the time bank
    (and DET), so the bank runs in the last ``time_bank`` seconds before it (DET aside)."""

    seat: int
    deadline: datetime
    time_bank: int = 0  # seconds of bank this turn, included in the deadline
    det: bool = False  # disconnect extra time is running


class RebuyOffer(Row, frozen=True, kw_only=True):
    """You busted in the rebuy period and may still rebuy (rule 8: from available funds):
    your seat is held until ``ends_at``; ``chips`` for ``cost``. Not rebuying in time (or
    declining) eliminates you."""

    tournament_id: str
    ends_at: datetime
    chips: int
    cost: Decimal
    currency: str


class DealOffer(Row, frozen=True, kw_only=True):
    """A proposed deal: ``amounts`` by player id, accepted by the listed players so far."""

    proposal_id: str
    kind: str
    proposer: str
    amounts: dict[str, Decimal]
    left_on_table: Decimal
    accepted_by: tuple[str, ...] = ()



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



class PoolRow(Row, frozen=True, kw_only=True):
    """A fast-fold pool in the cash lobby: tables of ``seats`` drawn from its players."""

    pool_id: str
    name: str
    game: str
    stakes: str
    currency: str
    seats: int
    players: int
    pool_size: int
    min_buy_in: Decimal
    max_buy_in: Decimal


class WaitingRow(Row, frozen=True, kw_only=True):
    """One waiting list the player is on: a table's own, or (``any_table``) its stakes'."""

    table_id: str
    name: str
    any_table: bool = False
    position: int = 1


class SeatedAt(Row, frozen=True, kw_only=True):
    """A ring table a found player sits at (as its lobby row and seat list show it)."""

    table_id: str
    name: str
    seat: int
    stack: int = 0  # chips (cents at a ring table) as the running hand began
    sitting_out: bool = False


class EnteredIn(Row, frozen=True, kw_only=True):
    """A tournament a found player is in (as its Players tab shows it): their table once
    seated, None while registered and waiting for the start."""

    tournament_id: str
    name: str
    table_id: str | None = None
    stack: int = 0


class PlayerLocation(Row, frozen=True, kw_only=True):
    """One found player and every place the lobby shows them."""

    player_id: str
    name: str
    tables: tuple[SeatedAt, ...] = ()
    tournaments: tuple[EnteredIn, ...] = ()


class DebugSeatRow(Row, frozen=True, kw_only=True):
    """A seat in the testers' debug snapshot (never any cards)."""

    seat: int
    player_id: str
    name: str
    stack: int
    bot: bool
    connected: bool


class DebugTableRow(Row, frozen=True, kw_only=True):
    """A table in the testers' debug snapshot: seats, stacks, whose turn."""

    table_id: str
    game: str
    hand_no: int
    in_hand: bool
    seats: tuple[DebugSeatRow, ...]
    tournament_id: str | None = None
    to_act: str | None = None
    deadline: datetime | None = None


class DebugTournamentRow(Row, frozen=True, kw_only=True):
    """A tournament in the testers' debug snapshot: state, field, level and tables."""

    tournament_id: str
    name: str
    state: str
    entrants: int
    alive: int
    level: int
    small_blind: int
    big_blind: int
    ante: int
    tables: tuple[str, ...]
    starts_at: datetime


class TournamentBarRow(Row, frozen=True, kw_only=True):
    """A tournament table's bar for the viewer: the level and when it ends (None while the
    clock stands), the blinds now and next, the viewer's rank by chips among the players
    left (0: not playing), the average stack, and the next pay jump (the prize of place
    ``next_pay_place``; 0: none left)."""

    level: int
    level_ends: datetime | None = None
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    next_small_blind: int = 0
    next_big_blind: int = 0
    next_ante: int = 0
    rank: int = 0
    players_left: int = 0
    average_stack: int = 0
    next_pay_place: int = 0
    next_pay: Decimal = Decimal(0)
    currency: str = ""
