"""A tournament's structure as data: levels, stack, breaks, registration, rebuys, payouts.

Structures live as TOML presets in `resources/structures/` so the lobby's Structure tab,
the director and the QA tools all read the same numbers; `parse_structure` validates a
mapping (from TOML or a scenario file) and raises `StructureError` naming the bad field.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation
from enum import StrEnum
from typing import TypeVar

from client.engine import GAMES, ROTATIONS
from client.resource_files import ResourceNotFoundError, resource_file
from client.room.ledger import Currency
from client.room.tournament.errors import StructureError
from client.room.tournament.kinds import KindPolicy, TournamentKind, policy_for

E = TypeVar("E", bound=StrEnum)

MAX_REBUY_WINDOW_SECONDS = 300
"""A rebuy window is short: the busted player's seat is dealt around while it runs."""


class BreakKind(StrEnum):
    """The two break varieties of the site (plus none, e.g. hyper-turbo)."""

    NONE = "none"
    SYNCHRONIZED = "synchronized"  # at :55 past the hour (every 1 or 2 hours)
    INTERVAL = "interval"  # after every `interval_minutes` of play


class BountyKind(StrEnum):
    """Bounty tournament types of the site."""

    NONE = "none"
    KNOCKOUT = "knockout"
    PROGRESSIVE = "progressive"
    FIXED = "fixed"
    TEAM = "team"


@dataclass(frozen=True, slots=True)
class Level:
    """One blind level; `minutes` of tournament-clock time (stops on breaks and DET waits).

    Stud games read `small_blind` as the bring-in and `big_blind` as the small bet.
    """

    small_blind: int
    big_blind: int
    ante: int
    minutes: float


@dataclass(frozen=True, slots=True)
class BreakPolicy:
    """When breaks happen and how long they last."""

    kind: BreakKind = BreakKind.NONE
    minutes: float = 5.0
    every_hours: int = 1  # synchronized: break every hour or every two hours at :55
    interval_minutes: float = 60.0  # interval: minutes of play between breaks


@dataclass(frozen=True, slots=True)
class RebuyPolicy:
    """Rebuy period and add-on; cost of each is the buy-in plus fee of the tournament."""

    minutes: float = 0.0  # length of the rebuy period in tournament-clock minutes; 0: none
    chips: int = 0
    max_rebuys: int = 0  # 0: unlimited
    addon_chips: int = 0  # 0: no add-on
    addon_break_minutes: float = 3.0
    window_seconds: float = 30.0  # a human who busts in the period may rebuy this long; 0: none

    @property
    def enabled(self) -> bool:
        """True for a rebuy tournament."""
        return self.minutes > 0 and self.chips > 0


@dataclass(frozen=True, slots=True)
class PayoutBand:
    """Places `first..last` each receive `percent` of the prize pool."""

    first: int
    last: int
    percent: Decimal


@dataclass(frozen=True, slots=True)
class PayoutBracket:
    """The payout table used when the field has at most `max_entries` entries."""

    max_entries: int
    bands: tuple[PayoutBand, ...]

    @property
    def paid_places(self) -> int:
        """How many places receive a prize."""
        return self.bands[-1].last

    def percents(self) -> list[Decimal]:
        """Percent of the pool for places 1..paid_places."""
        out: list[Decimal] = []
        for band in self.bands:
            out.extend([band.percent] * (band.last - band.first + 1))
        return out


@dataclass(frozen=True, slots=True)
class Structure:
    """Everything the lobby shows on the Structure tab and the director runs on."""

    name: str
    kind: TournamentKind
    game: str
    currency: Currency
    buy_in: Decimal  # goes to the prize pool
    fee: Decimal  # goes to the house
    starting_stack: int
    levels: tuple[Level, ...]
    table_size: int = 9
    min_players: int = 2
    max_players: int = 0  # 0: unlimited
    late_registration_minutes: float = 0.0
    unregistration_minutes: float = 0.0  # until start minus this; < 0: no unregistration
    re_entries: int = 0  # extra entries allowed per player after busting (re-entry events)
    guarantee: Decimal = Decimal(0)
    bounty: Decimal = Decimal(0)  # knockout part of each entry
    bounty_kind: BountyKind = BountyKind.NONE
    advertised_bounties: tuple[tuple[str, Decimal], ...] = ()  # fixed / team: (player, cash)
    deals_allowed: bool = True
    early_payout: bool = False
    bag_at_players: int = 0  # multi-day Day 1 flight: play stops when this many are left
    day_two: bool = False  # multi-day Day 2: entered only by Day 1 survivors, with their bags
    breaks: BreakPolicy = field(default_factory=BreakPolicy)
    rebuy: RebuyPolicy = field(default_factory=RebuyPolicy)
    payouts: tuple[PayoutBracket, ...] = ()
    seat_value: Decimal = Decimal(0)  # satellite: value of one won seat (target buy-in + fee)
    action_seconds: float = 15.0
    time_bank_seconds: float = 30.0
    det_seconds: tuple[float, ...] = (240.0, 120.0, 60.0, 30.0)
    hand_for_hand_margin: int = 1  # hand-for-hand while players left <= paid places + margin

    @property
    def entry_cost(self) -> Decimal:
        """What one entry (or rebuy, or add-on) costs the player."""
        return self.buy_in + self.fee + self.bounty

    @property
    def policy(self) -> KindPolicy:
        """What this structure's kind decides differently (`kinds.py`)."""
        return policy_for(self.kind)

    @property
    def is_freezeout(self) -> bool:
        """No rebuys and no re-entries: one life per player."""
        return not self.rebuy.enabled and self.re_entries == 0

    def level_at(self, minutes_played: float) -> tuple[int, Level]:
        """The level index and level after `minutes_played` on the tournament clock.

        Past the last listed level, the last level repeats (the structure's final blinds).
        """
        elapsed = 0.0
        for index, level in enumerate(self.levels):
            elapsed += level.minutes
            if minutes_played < elapsed:
                return index, level
        return len(self.levels) - 1, self.levels[-1]

    def bracket_for(self, entries: int) -> PayoutBracket:
        """The payout table that applies to a field of `entries` entries."""
        for bracket in self.payouts:
            if entries <= bracket.max_entries:
                return bracket
        return self.payouts[-1]


def _decimal(raw: Mapping[str, object], key: str, default: str = "0") -> Decimal:
    value = raw.get(key, default)
    if isinstance(value, float):
        raise StructureError(f"{key} = {value}: write money as a string like \"10.00\"")
    try:
        result = Decimal(str(value))
    except InvalidOperation as exc:
        raise StructureError(f"{key} = {value!r} is not a number") from exc
    if result < 0 or result != result.quantize(Decimal("0.01")):
        raise StructureError(f"{key} = {value} must be >= 0 with at most two decimals")
    return result


def _advertised(raw: object) -> tuple[tuple[str, Decimal], ...]:
    """`[advertised_bounties]`: player name = "cash" (fixed or Team Pro bounties)."""
    if not isinstance(raw, Mapping):
        raise StructureError('advertised_bounties must be a table of player = "amount"')
    return tuple((str(player), _decimal(raw, player)) for player in sorted(raw))


def _int(raw: Mapping[str, object], key: str, default: int | None = None) -> int:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise StructureError(f"{key} must be an integer (got {value!r})")
    return value


def _num(raw: Mapping[str, object], key: str, default: float) -> float:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise StructureError(f"{key} must be a number (got {value!r})")
    return float(value)


def _table(raw: Mapping[str, object], key: str) -> Mapping[str, object]:
    value = raw.get(key, {})
    if not isinstance(value, Mapping):
        raise StructureError(f"[{key}] must be a table")
    return value


def _enum(raw: Mapping[str, object], key: str, enum: type[E], default: E) -> E:
    value = str(raw.get(key, default.value))
    try:
        return enum(value)
    except ValueError as exc:
        allowed = ", ".join(member.value for member in enum)
        raise StructureError(f"{key} = {value!r}: use one of {allowed}") from exc


def _levels(raw: object) -> tuple[Level, ...]:
    if not isinstance(raw, Sequence) or not raw:
        raise StructureError("levels must be a non-empty array of {sb, bb, ante, minutes}")
    levels = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, Mapping):
            raise StructureError(f"level {number} must be a table {{sb, bb, ante, minutes}}")
        level = Level(_int(item, "sb"), _int(item, "bb"), _int(item, "ante", 0),
                      _num(item, "minutes", 0))
        if not 0 < level.small_blind <= level.big_blind or level.ante < 0 or level.minutes <= 0:
            raise StructureError(
                f"level {number}: need 0 < sb <= bb, ante >= 0 and minutes > 0 (got {level})"
            )
        levels.append(level)
    return tuple(levels)


def parse_payouts(raw: object) -> tuple[PayoutBracket, ...]:
    """Validate payout brackets: contiguous places, percents summing to exactly 100."""
    if not isinstance(raw, Sequence) or not raw:
        raise StructureError("payouts must be a non-empty array of [[bracket]] tables")
    brackets = []
    for item in raw:
        if not isinstance(item, Mapping):
            raise StructureError("each payout bracket must be a table")
        max_entries = _int(item, "max_entries")
        bands = []
        expected = 1
        places = item.get("places")
        if not isinstance(places, Sequence) or not places:
            raise StructureError(f"bracket up to {max_entries} entries has no places")
        for band_raw in places:
            if not isinstance(band_raw, Mapping):
                raise StructureError("each place band must be {from, to, percent}")
            first, last = _int(band_raw, "from"), _int(band_raw, "to")
            if first != expected or last < first:
                raise StructureError(
                    f"bracket up to {max_entries}: places must be contiguous from 1 "
                    f"(band {first}-{last} after place {expected - 1})"
                )
            bands.append(PayoutBand(first, last, _percent(band_raw)))
            expected = last + 1
        bracket = PayoutBracket(max_entries, tuple(bands))
        total = sum(bracket.percents(), Decimal(0))
        if total != 100:
            raise StructureError(f"bracket up to {max_entries} entries pays {total}%, not 100%")
        brackets.append(bracket)
    return tuple(sorted(brackets, key=lambda b: b.max_entries))


def _percent(raw: Mapping[str, object]) -> Decimal:
    value = raw.get("percent")
    if not isinstance(value, str):
        raise StructureError(f"percent must be a string like \"12.5\" (got {value!r})")
    try:
        return Decimal(value)
    except InvalidOperation as exc:
        raise StructureError(f"percent {value!r} is not a number") from exc


def parse_structure(
    raw: Mapping[str, object], payouts: tuple[PayoutBracket, ...] | None = None
) -> Structure:
    """Build a `Structure` from a TOML mapping; `payouts` (a loaded table) overrides raw's."""
    kind = _enum(raw, "kind", TournamentKind, TournamentKind.MTT)
    breaks_raw = _table(raw, "breaks")
    rebuy_raw = _table(raw, "rebuy")
    det = raw.get("det_seconds", [240, 120, 60, 30])
    if not isinstance(det, Sequence) or not all(isinstance(s, int | float) for s in det):
        raise StructureError("det_seconds must be an array of seconds, e.g. [240, 120, 60, 30]")
    name = raw.get("name")
    game = raw.get("game", "NLHE")
    if not isinstance(name, str) or not isinstance(game, str):
        raise StructureError("name and game must be strings")
    structure = Structure(
        name=name,
        kind=kind,
        game=game,
        currency=_enum(raw, "currency", Currency, Currency.USD),
        buy_in=_decimal(raw, "buy_in"),
        fee=_decimal(raw, "fee"),
        starting_stack=_int(raw, "starting_stack"),
        levels=_levels(raw.get("levels")),
        table_size=_int(raw, "table_size", 9),
        min_players=_int(raw, "min_players", 2),
        max_players=_int(raw, "max_players", 0),
        late_registration_minutes=_num(raw, "late_registration_minutes", 0),
        unregistration_minutes=_num(raw, "unregistration_minutes", 0),
        re_entries=_int(raw, "re_entries", 0),
        guarantee=_decimal(raw, "guarantee"),
        bounty=_decimal(raw, "bounty"),
        bounty_kind=_enum(raw, "bounty_kind", BountyKind, BountyKind.NONE),
        advertised_bounties=_advertised(raw.get("advertised_bounties", {})),
        deals_allowed=bool(raw.get("deals_allowed", True)),
        early_payout=bool(raw.get("early_payout", False)),
        bag_at_players=_int(raw, "bag_at_players", 0),
        day_two=bool(raw.get("day_two", False)),
        breaks=BreakPolicy(
            kind=_enum(breaks_raw, "kind", BreakKind, BreakKind.NONE),
            minutes=_num(breaks_raw, "minutes", 5),
            every_hours=_int(breaks_raw, "every_hours", 1),
            interval_minutes=_num(breaks_raw, "interval_minutes", 60),
        ),
        rebuy=RebuyPolicy(
            minutes=_num(rebuy_raw, "minutes", 0),
            chips=_int(rebuy_raw, "chips", 0),
            max_rebuys=_int(rebuy_raw, "max_rebuys", 0),
            addon_chips=_int(rebuy_raw, "addon_chips", 0),
            addon_break_minutes=_num(rebuy_raw, "addon_break_minutes", 3),
            window_seconds=_num(rebuy_raw, "window_seconds", 30),
        ),
        payouts=parse_payouts(raw.get("payouts")) if payouts is None else payouts,
        seat_value=_decimal(raw, "seat_value"),
        action_seconds=_num(raw, "action_seconds", 15),
        time_bank_seconds=_num(raw, "time_bank_seconds", 30),
        det_seconds=tuple(float(s) for s in det),
        hand_for_hand_margin=_int(raw, "hand_for_hand_margin", 1),
    )
    check_structure(structure)
    return structure


def check_structure(s: Structure) -> None:
    """Raise `StructureError` naming the first rule `s` breaks (table size, game, stacks,
    breaks, heads-up, satellite, bounty, rebuy)."""
    if not 2 <= s.table_size <= 10:
        raise StructureError(f"table_size {s.table_size} must be between 2 and 10")
    codes = ROTATIONS.get(s.game, (s.game,))
    for code in codes:
        if code not in GAMES:
            raise StructureError(f"game {s.game!r}: use one of {', '.join((*GAMES, *ROTATIONS))}")
        if s.table_size > GAMES[code].max_players:
            raise StructureError(f"{code} is played at most {GAMES[code].max_players}-handed; "
                                 f"lower table_size ({s.table_size})")
    if s.starting_stack <= 0:
        raise StructureError("starting_stack must be positive")
    if s.breaks.every_hours not in (1, 2):
        raise StructureError("breaks.every_hours must be 1 or 2 (synchronized breaks at :55)")
    size = s.policy.table_size
    if size is not None and s.table_size != size:
        raise StructureError(f"a {s.policy.name} tournament must have table_size = {size}")
    if s.policy.pays_seats and s.seat_value <= 0:
        raise StructureError("a satellite needs seat_value (the target's buy-in plus fee)")
    if s.bounty_kind is BountyKind.NONE and s.bounty > 0:
        raise StructureError("bounty is set but bounty_kind is none")
    if s.advertised_bounties and s.bounty_kind not in (BountyKind.FIXED, BountyKind.TEAM):
        raise StructureError("advertised_bounties need bounty_kind fixed or team")
    if s.bag_at_players < 0 or (s.bag_at_players and s.day_two):
        raise StructureError("bag_at_players (a Day 1 flight) must be >= 0, and a Day 2 "
                             "structure does not bag")
    if any(amount <= 0 for _, amount in s.advertised_bounties):
        raise StructureError("each advertised bounty must be a positive amount")
    if s.rebuy.minutes > 0 and s.rebuy.chips <= 0:
        raise StructureError("a rebuy period needs rebuy.chips > 0")
    if not 0 <= s.rebuy.window_seconds <= MAX_REBUY_WINDOW_SECONDS:
        raise StructureError(f"rebuy.window_seconds = {s.rebuy.window_seconds:g} must be "
                             f"between 0 (no window) and {MAX_REBUY_WINDOW_SECONDS}")


def load_payout_table(name: str) -> tuple[PayoutBracket, ...]:
    """Load `resources/structures/payouts/<name>.toml`."""
    try:
        text = resource_file("structures", "payouts", f"{name}.toml").read_text()
    except ResourceNotFoundError as exc:
        raise StructureError(f"no payout table named {name!r}") from exc
    return parse_payouts(tomllib.loads(text).get("bracket"))


def load_structure(name: str) -> Structure:
    """Load a preset from `resources/structures/<name>.toml` (regular, turbo, ...)."""
    try:
        text = resource_file("structures", f"{name}.toml").read_text()
    except ResourceNotFoundError as exc:
        raise StructureError(
            f"no tournament structure named {name!r}; presets: {', '.join(preset_names())}"
        ) from exc
    raw = tomllib.loads(text)
    table = raw.get("payout_table")
    payouts = load_payout_table(table) if isinstance(table, str) else None
    return parse_structure(raw, payouts)


def preset_names() -> list[str]:
    """Names of the bundled structure presets."""
    folder = resource_file("structures")
    return sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".toml"))
