"""The saved-state format of a running tournament and its tables (schema version 2).

Plain msgspec structs, saved as JSON: every fact a restarted room needs to continue a
tournament exactly where it stood, and nothing that is code (no pickles, no callbacks).
A hand in progress is saved as its engine config (seed or deck) plus the actions so far,
and restored by replaying them through the engine. The room's own records that are
already plain data are embedded as they are: the tournament `Structure`, the engine's
`HandConfig`, `Action` and `Positions`; a change to any of them is a schema change too.

Whoever changes a struct here bumps `SCHEMA_VERSION` and adds the step from the previous
version to `client.room.saved.migrations` (see its docstring). The one exception is a new
field whose default is exactly what every older state means (`rebuy_windows = ()`: no
window was open before windows existed): older states decode as they are, no bump.
"""

from __future__ import annotations

import struct
from datetime import datetime
from decimal import Decimal

import msgspec

from client.engine import Action, HandConfig, Positions
from client.room.tournament.structure import Structure

SCHEMA_VERSION = 2
"""The version `to_state` writes; `decode_state` upgrades older ones to it.

Version 2 keeps the RNG's words packed (`RngState.internal`) and lets the saved text name
its structure by content key instead of carrying it (`codec.encode_detached`).

Every struct is frozen, takes keyword fields only and refuses unknown fields, so a damaged
or foreign state fails to decode instead of restoring something half right."""


class RngState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The seating RNG, so it continues exactly: `drawn`, the 32-bit words it drew since
    it was seeded with the tournament's seed (`ReplayableRandom.replay` draws them again),
    or, when that count is unknown (a state from schema 1), `internal`: the Mersenne
    Twister's 625 words as little-endian uint32 (base64 in the JSON; `rng_words` /
    `rng_bytes` convert) for `random.Random.setstate`. `version` is that state's version.
    """

    version: int
    gauss_next: float | None
    drawn: int | None = None
    internal: bytes = b""


def rng_bytes(words: tuple[int, ...]) -> bytes:
    """The generator's words packed as `RngState.internal`."""
    return struct.pack(f"<{len(words)}I", *words)


def rng_words(internal: bytes) -> tuple[int, ...]:
    """`RngState.internal` back as the words `random.Random.setstate` takes."""
    return struct.unpack(f"<{len(internal) // 4}I", internal)


class BotState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A seeded house bot: `make_bot(style, seed)` makes the same bot again."""

    style: str
    seed: int


class HandState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A hand in progress: dealing `config` again and replaying `actions` restores it.

    `players` are the players dealt in (engine seat order); `button` the engine seat of
    the button; `start_stacks` the stacks they started the hand with.
    """

    config: HandConfig
    players: tuple[str, ...]
    button: int
    start_stacks: dict[str, int]
    actions: tuple[tuple[int, Action], ...]


class TableState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One table: seats, stacks, button, timers and the hand in progress (if any).

    `turn_started` is when the player to act got the action (their timer runs from
    there); `turn_extra` the disconnect extra time they were given.
    """

    table_id: str
    size: int
    game: str
    hand_no: int
    seats: dict[int, str]
    stacks: dict[str, int]
    positions: Positions | None
    connected: dict[str, bool]
    time_bank: dict[str, float]
    turn_started: datetime | None
    turn_extra: float
    hand: HandState | None


class EntrantState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One entrant; `records` are the ids of their cashier buy-in records.

    `bot` is a house bot rebuilt from style and seed; `custom_bot` marks a bot that is not
    (the caller of `from_state` must hand it back by player id).
    """

    player: str
    bot: BotState | None
    custom_bot: bool
    entries: int
    rebuys: int
    added_on: bool
    alive: bool
    table_id: str | None
    place: int | None
    prize: Decimal
    early_paid: Decimal
    bounty_won: Decimal
    via_satellite: bool
    auto_rebuy: bool
    records: tuple[int, ...]
    carried_chips: int = 0  # multi-day: the Day 1 bag (older saves have none)


class TicketState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """An entry ticket given instead of a satellite seat."""

    player: str
    value: Decimal
    currency: str
    from_tournament: str


class RegistrationState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Registration: when it opens, entry counts, late registration closed, tickets."""

    opens_at: datetime
    entries: int
    humans: int
    late_closed: bool
    tickets: tuple[TicketState, ...]


class DueBreakState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A break that is due or running."""

    reason: str
    due_at: datetime
    minutes: float


class PlayClockState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The play clock: counted up to `last`, `seconds` so far, running or stopped."""

    last: datetime
    seconds: float
    running: bool


class BreakPlanState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The next synchronized break (wall time), the next interval break (play minutes),
    and whether the add-on break is still to come."""

    next_sync: datetime | None
    next_interval: float | None
    addon_pending: bool


class ClockState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The tournament clock: play time, the level announced, breaks, DET positions."""

    play: PlayClockState
    breaks: BreakPlanState
    level: int
    due_break: DueBreakState | None
    on_break: bool
    det_used: dict[str, int]


class PlaceGroupState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Players sharing a place whose prizes wait for the pool to become final."""

    place: int
    players: tuple[str, ...]


class PurseState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The prize pool: final or not, the prize list, paid so far, places still unpaid."""

    final: bool
    place_prizes: tuple[Decimal, ...]
    paid_total: Decimal
    unpaid: tuple[PlaceGroupState, ...]


class BountyState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Knockout bounties on heads now, and who is registered for advertised bounties."""

    on_heads: dict[str, Decimal]
    registered: tuple[str, ...]


class PendingHandState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A finished hand not yet applied (a hand-for-hand round waits for every table)."""

    table_id: str
    hand_no: int
    start_stacks: dict[str, int]
    end_stacks: dict[str, int]
    busted: tuple[str, ...]
    knocked_out_by: dict[str, tuple[str, ...]]
    config: HandConfig
    players: tuple[str, ...]
    actions: tuple[tuple[int, Action], ...]


class EliminationState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Eliminations: hands waiting, shootout round and its losers, money reached."""

    pending: tuple[PendingHandState, ...]
    round: int
    round_busted: tuple[str, ...]
    in_the_money: bool


class ProposalState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A deal on the table: amounts per player and what stays in play for first (or by
    place, `left_for`, when money is left for other finishes too)."""

    method: str
    amounts: tuple[tuple[str, Decimal], ...]
    left_for_first: Decimal
    left_for: tuple[Decimal, ...] = ()


class NegotiationState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A deal negotiation at a paused final table (`client.room.deals.DealNegotiation`)."""

    players: tuple[str, ...]
    prizes: tuple[Decimal, ...]
    stacks: tuple[int, ...]
    required_left: Decimal
    ticked: tuple[str, ...]
    confirmed: tuple[str, ...]
    proposal: ProposalState | None


class DealState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """The director's side of a deal: who ticked "Discuss A Deal", table paused; and the
    negotiation, when the caller of `to_state` holds one."""

    votes: tuple[str, ...]
    paused: bool
    negotiation: NegotiationState | None = None


class RebuyWindowState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A busted player's open rebuy window (`client.room.tournament.rebuy_window`)."""

    player: str
    bust: int
    start_stack: int
    knocked_out_by: tuple[str, ...]
    ends_at: datetime
    declined: bool


class TournamentState(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Everything a running (or registering) tournament needs to continue after a restart.

    Entrants and tables keep their order (it decides dealing and seating order). Money is
    not here: it is in the ledger, which the room restores on its own; `records` and
    `purse` refer to it. `target_id` names a satellite's target event (the caller passes
    that tournament back in).
    """

    schema_version: int
    tournament_id: str
    structure: Structure
    seed: int
    starts_at: datetime
    target_id: str | None
    advertised_bounties: dict[str, Decimal]
    state: str
    hands_played: int
    players_left: int
    chips_issued: int
    chips_retired: int
    chip_errors: int
    rng: RngState
    entrants: tuple[EntrantState, ...]
    tables: tuple[TableState, ...]
    table_counter: int
    final_table_announced: bool
    hand_for_hand: bool
    registration: RegistrationState
    addon_open: bool
    addon_done: bool
    clock: ClockState
    purse: PurseState
    bounties: BountyState | None
    eliminations: EliminationState
    deal: DealState
    rebuy_windows: tuple[RebuyWindowState, ...] = ()  # added after v1; none in older states
    floor_paused: bool = False  # the floor stopped play (added later; older states: not)
