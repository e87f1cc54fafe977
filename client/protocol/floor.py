"""The floor's messages: staff commands and what the Floor window shows.

Only staff may send these commands (anyone else gets ``ErrorCode.STAFF_ONLY``); in offline
practice the player is the floor. Every command that changes something is journaled and
comes back in `FloorView.audit`.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, Literal

import msgspec

from client.protocol.basics import ChatText, Chips, Ident, Message, Name
from client.protocol.commands import Command
from client.protocol.events import Event

CancelChoice = Literal["rollback", "roll-forward", "heads-up-chip-count"]
"""How the floor cancels a tournament (roll forward picks before or in the money itself)."""

Places = Annotated[tuple[Decimal, ...], msgspec.Meta(max_length=100)]


class FloorOpen(Command, frozen=True, kw_only=True, tag="floor_open"):
    """Watch the floor: a `FloorView` now and after every change until `FloorClose`."""


class FloorClose(Command, frozen=True, kw_only=True, tag="floor_close"):
    """Stop watching the floor."""


class FloorPause(Command, frozen=True, kw_only=True, tag="floor_pause"):
    """Pause (``on``) or resume a tournament (any of its tables pauses the whole event:
    one clock) or a cash table; players are told "paused by the floor"."""

    target_id: Ident
    on: bool


class FloorDeal(Command, frozen=True, kw_only=True, tag="floor_deal"):
    """Answer a deal request: ICM, chip-count or even-split numbers, or edited ``custom``
    amounts, with money left in play by place (``left_for``, first place first; at least
    what the site requires for first). The floor repeats it at the table and every
    remaining player confirms with ``AcceptDeal``; once all have, staff carry it out with
    `FloorExecuteDeal` (the practice auto floor at once)."""

    tournament_id: Ident
    kind: Literal["icm", "chip", "even", "custom"]
    left_for: Places = ()
    amounts: Annotated[dict[Ident, Decimal], msgspec.Meta(max_length=100)] = msgspec.field(
        default_factory=dict)


class FloorExecuteDeal(Command, frozen=True, kw_only=True, tag="floor_execute_deal"):
    """Carry out the deal every remaining player confirmed (site rules: staff repeat it for
    confirmation and execute it once everyone confirmed); the table is told and play
    resumes for what was left in play. Refused while someone has not confirmed, and once
    it was carried out."""

    tournament_id: Ident


class FloorRequireLeft(Command, frozen=True, kw_only=True, tag="floor_require_left"):
    """The money a deal at this final table must leave in play for first (site rules:
    usually at most 5% of the prize pool)."""

    tournament_id: Ident
    amount: Decimal


class FloorCancel(Command, frozen=True, kw_only=True, tag="floor_cancel"):
    """Cancel a tournament by ``method``: without ``confirm`` only a `FloorCancelPreview`
    comes back (nothing changes); with it the tournament is cancelled and paid out."""

    tournament_id: Ident
    method: CancelChoice
    confirm: bool = False


class FloorWithhold(Command, frozen=True, kw_only=True, tag="floor_withhold"):
    """Withhold ``amount`` of a player's winnings pending review (``hold``), or release
    everything held (``hold`` false, amount ignored)."""

    player_id: Ident
    currency: Name
    amount: Decimal = Decimal(0)
    hold: bool = True


class FloorMinClient(Command, frozen=True, kw_only=True, tag="floor_min_client"):
    """The oldest client release that may log in (``""``: any); older ones are refused
    with an "update required" answer."""

    version: Annotated[str, msgspec.Meta(max_length=32, pattern=r"^(\d+(\.\d+)*)?$")]


class FloorChat(Command, frozen=True, kw_only=True, tag="floor_chat"):
    """Join a table's chat as the floor (site rules: a staff member comes to the table):
    the staff member watches the table (its snapshot follows) and, with ``text``, says it
    there as "Floor (<name>)"; without, the table is told the floor joined."""

    table_id: Ident
    text: ChatText | None = None


class FloorTournamentRow(Message, frozen=True, kw_only=True):
    """One open tournament as the floor sees it."""

    tournament_id: Ident
    name: str
    state: str
    players_left: int
    tables: int
    paused: bool
    deal_paused: bool
    heads_up: bool
    real_money: bool


class FloorTableRow(Message, frozen=True, kw_only=True):
    """One table in play: a tournament's (``tournament_id``) or a cash table."""

    table_id: Ident
    tournament_id: str
    players: int
    hand_no: int
    in_hand: bool
    paused: bool
    name: str = ""  # as the lobby names it: "<tournament> — table N", or the ring's name
    tournament_name: str = ""


class FloorDealRow(Message, frozen=True, kw_only=True):
    """A final table paused for a deal: the players, their chips, the prizes still to be
    won, what the site requires left in play, and the proposal on the table, if any."""

    tournament_id: Ident
    players: tuple[str, ...]
    stacks: tuple[Chips, ...]
    prizes: tuple[Decimal, ...]
    required_left: Decimal
    max_left: Decimal
    icm: dict[str, Decimal]
    chip: dict[str, Decimal]
    even: dict[str, Decimal]
    proposal: dict[str, Decimal]
    proposal_left: tuple[Decimal, ...]
    confirmed: tuple[str, ...]
    answered: bool
    ready: bool = False  # every remaining player confirmed: staff may execute it
    name: str = ""  # the tournament's name
    names: tuple[str, ...] = ()  # the players' names, as ``players``


class FloorFlagRow(Message, frozen=True, kw_only=True):
    """An integrity flag from the review of the room's hands (`client.integrity`)."""

    kind: str
    players: tuple[str, ...]
    hands: tuple[str, ...]
    why: str


class FloorHoldRow(Message, frozen=True, kw_only=True):
    """Winnings withheld from a player pending review."""

    player_id: Ident
    currency: str
    amount: Decimal


class AuditRow(Message, frozen=True, kw_only=True):
    """One staff action, as journaled."""

    at: datetime
    staff: str
    action: str
    target: str
    detail: str
    staff_name: str = ""  # as the Floor shows them (the view names them; the store keeps ids)
    target_name: str = ""  # the tournament, table or player by name ("": as ``target``)


class FloorView(Event, frozen=True, kw_only=True, tag="floor_view"):
    """Everything the Floor window shows."""

    tournaments: tuple[FloorTournamentRow, ...]
    tables: tuple[FloorTableRow, ...]
    deals: tuple[FloorDealRow, ...]
    flags: tuple[FloorFlagRow, ...]
    withheld: tuple[FloorHoldRow, ...]
    audit: tuple[AuditRow, ...]
    min_client: str
    hands_reviewed: int


class FloorCancelPreview(Event, frozen=True, kw_only=True, tag="floor_cancel_preview"):
    """What cancelling by ``method`` would pay each player (nothing changed yet)."""

    tournament_id: Ident
    method: str
    payouts: dict[str, Decimal]
    remaining: dict[str, Chips]
    names: dict[str, str] = msgspec.field(default_factory=dict)  # player id -> name


STAFF_COMMANDS: tuple[type[Command], ...] = (
    FloorOpen, FloorClose, FloorPause, FloorDeal, FloorExecuteDeal, FloorRequireLeft,
    FloorCancel, FloorWithhold, FloorMinClient, FloorChat)
"""Commands only staff may send."""
