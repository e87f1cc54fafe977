"""The room's offer and pace: sit & go and scheduled tournament templates, ring
tables, practice grants and the room's timing constants.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import timedelta
from decimal import Decimal

from client.room.fastfold import PoolRules
from client.room.ledger import Currency
from client.room.ring import RingTableSpec, load_ring_tables
from client.room.tournament.kinds import TournamentKind
from client.room.tournament.structure import Structure, load_structure

HEARTBEAT = timedelta(seconds=1)
"""How often a running tournament is ticked (levels, breaks, time-outs) at the latest."""
SNAPSHOT_EVERY = timedelta(seconds=10)
"""Longest clock time between two frozen director states while nothing but chips moves."""
RETAIN_FINISHED = timedelta(hours=1)
"""How long a finished or cancelled tournament stays in its entrants' lobbies ("Completed")
before it retires: afterwards only the store (money, results, hand histories) keeps it."""


PRACTICE_GRANTS: Mapping[Currency, Decimal] = {
    Currency.PLAY: Decimal(10000),
    Currency.USD: Decimal(1000),  # the practice bankroll: offline only, never real
}


@dataclass(frozen=True)
class SngTemplate:
    """A sit & go the lobby always keeps one of open (a new one opens when it starts)."""

    key: str  # id prefix, e.g. "sng9"; tournament ids are "<key>-<n>"
    structure: str = "sit_and_go"  # preset in resources/structures
    seats: int | None = None  # players per sit & go (also the table size)
    stack: int | None = None  # starting stack override
    action_seconds: float | None = None
    currency: Currency | None = None
    name: str | None = None

    def build(self) -> Structure:
        """The structure with this template's overrides applied."""
        return _built(self)


@dataclass(frozen=True)
class ScheduledTemplate:
    """A tournament that starts at set times (``every_minutes`` apart; MTT presets), with
    late registration and the rest as its structure says. In practice mode bots fill the
    field up to ``practice_field`` entrants when a human registers. The first seven fields
    are a `SngTemplate`'s (same meaning, same order, so a saved template reads the same);
    it is its own class, not a subclass, so ``isinstance`` tells the two kinds apart."""

    key: str
    structure: str = "turbo"
    seats: int | None = None
    stack: int | None = None
    action_seconds: float | None = None
    currency: Currency | None = None
    name: str | None = None
    every_minutes: float = 60.0
    first_after_minutes: float = 10.0
    practice_field: int = 18

    def build(self) -> Structure:
        """The structure with this template's overrides applied."""
        return _built(self)


Template = SngTemplate | ScheduledTemplate
"""Anything the lobby opens tournaments from."""


@dataclass(frozen=True)
class MultiDayLink:
    """A multi-day event made of scheduled templates: the n-th instance of each ``flights``
    template feeds the n-th instance of the ``day_two`` template (give them the same
    ``every_minutes`` so the instances pair up)."""

    flights: tuple[str, ...]  # template keys of the Day 1 flights
    day_two: str  # template key of Day 2


@functools.cache
def _structure(name: str) -> Structure:
    """Structures are immutable: parse each preset's TOML once per process (a cluster node
    taking a shard over builds that shard's templates anew, on the same presets)."""
    return load_structure(name)


@functools.cache
def _built(template: Template) -> Structure:
    """A template's structure, built once per process."""
    structure = _structure(template.structure)
    changes: dict[str, object] = {}
    if isinstance(template, SngTemplate) and structure.kind is TournamentKind.MTT:
        # A sit & go starts when full, also on an MTT preset's levels (hyper_turbo): as an
        # MTT it would wait for a start time a sit & go template never gives it.
        seats = template.seats or structure.table_size
        changes.update(kind=TournamentKind.SIT_AND_GO, late_registration_minutes=0.0,
                       min_players=seats, max_players=seats)
    if template.seats is not None:
        changes.update(table_size=template.seats, min_players=template.seats,
                       max_players=template.seats)
    if template.stack is not None:
        changes["starting_stack"] = template.stack
    if template.action_seconds is not None:
        changes["action_seconds"] = template.action_seconds
    if template.currency is not None:
        changes["currency"] = template.currency
    if template.name is not None:
        changes["name"] = template.name
    return dataclasses.replace(structure, **changes)  # type: ignore[arg-type]


DEFAULT_TOURNAMENTS = (
    ScheduledTemplate("turbo", name="Turbo $10", every_minutes=30, first_after_minutes=5),
    ScheduledTemplate("hyper", structure="hyper_turbo", name="Hyper-Turbo $10",
                      every_minutes=20, first_after_minutes=2),
)


PRACTICE_TOURNAMENTS = (
    *DEFAULT_TOURNAMENTS,
    ScheduledTemplate("early", structure="early_payout", name="Turbo Early Payout $10",
                      every_minutes=45, first_after_minutes=15),
    ScheduledTemplate("teampro", structure="team_pro_bounty",
                      name="Turbo Team Pro Bounty $10", every_minutes=45,
                      first_after_minutes=20),
    ScheduledTemplate("day1a", structure="two_day_flight", name="Two-Day $10 — Day 1A",
                      every_minutes=120, first_after_minutes=10, practice_field=9),
    ScheduledTemplate("day1b", structure="two_day_flight", name="Two-Day $10 — Day 1B",
                      every_minutes=120, first_after_minutes=25, practice_field=9),
    ScheduledTemplate("day2", structure="two_day_final", name="Two-Day $10 — Day 2",
                      every_minutes=120, first_after_minutes=70),
)
"""Offline practice also offers an early-payout turbo, a Team Pro bounty turbo (bots of
the advertised names carry the bounties) and a two-day event (two Day 1 flights, Day 2
for their survivors)."""

PRACTICE_MULTI_DAY = (MultiDayLink(flights=("day1a", "day1b"), day_two="day2"),)


DEFAULT_SIT_AND_GOS = (
    SngTemplate("hu", seats=2, name="Heads-Up Sit & Go"),
    SngTemplate("6max", seats=6, name="6-Max Sit & Go"),
    SngTemplate("sng9", name="Sit & Go 9"),
    SngTemplate("play6", structure="play_money_sng", seats=6, name="Play Money 6-Max"),
)


def default_rings() -> tuple[RingTableSpec, ...]:
    """The lobby's ring tables: every preset of resources/ring_tables.toml (flop, stud, draw
    and mixed games such as HORSE) except fast-fold pools, which deal no fixed table."""
    return tuple(s for s in load_ring_tables() if not s.fast_fold)


def default_pools() -> tuple[RingTableSpec, ...]:
    """The lobby's fast-fold pools: the `fast_fold` presets of resources/ring_tables.toml."""
    return tuple(s for s in load_ring_tables() if s.fast_fold)


PRACTICE_BUSY_RINGS = (
    RingTableSpec(id="usd-nlhe-busy-005-010", name="Kochab (busy: NL Hold'em $0.05/$0.10, "
                  "6-max)", game="NLHE", currency=Currency.USD, stakes="0.05/0.10", seats=6),
)
"""Practice: a full table of bots to try the waiting list on (one goes home after a hand
while someone waits)."""


@dataclass(frozen=True)
class RoomConfig:
    """What the room offers and how it paces itself."""

    sit_and_gos: tuple[SngTemplate, ...] = DEFAULT_SIT_AND_GOS
    tournaments: tuple[ScheduledTemplate, ...] = DEFAULT_TOURNAMENTS
    practice: bool = False  # bots fill the empty seats of a sit & go a human joins
    auto_floor: bool = True  # deal requests answered at once (False: staff answer them)
    bot_delay: float = 0.0  # seconds a bot "thinks" at a table a human sits at or watches
    hand_pause: float = 0.0  # seconds between hands at a table with a human
    bot_style: str = "mixed"
    seed: int | None = None  # None: secure random seeds (real play)
    rings: tuple[RingTableSpec, ...] = field(default_factory=lambda: default_rings())
    pools: tuple[RingTableSpec, ...] = field(default_factory=lambda: default_pools())
    ring_action_seconds: float = 30.0
    busy_rings: tuple[RingTableSpec, ...] = ()  # practice: tables kept full of bots
    lobby_life: bool = False  # practice: bots come and go at every cash table (`lobby_life`)
    offer_seconds: float = 30.0  # a waiting-list seat offer is held this long
    pool_rules: PoolRules = field(default_factory=PoolRules)  # min_ready 0: two tables
    snapshot_every: timedelta = SNAPSHOT_EVERY  # 0: a fresh snapshot at every hand end
    multi_day: tuple[MultiDayLink, ...] = ()  # flights and Day 2 among ``tournaments``
    retain_finished: timedelta = RETAIN_FINISHED  # a finished tournament's time in the lobby

    def templates(self) -> tuple[Template, ...]:
        """Every template the lobby keeps an instance of: sit & gos, then tournaments."""
        return (*self.sit_and_gos, *self.tournaments)

    def with_sit_and_go(self, *, structure: str | None = None, seats: int | None = None,
                        stack: int | None = None,
                        action_seconds: float | None = None) -> RoomConfig:
        """This config offering one sit & go built from the given overrides (or unchanged
        when every override is None)."""
        if structure is None and seats is None and stack is None and action_seconds is None:
            return self
        template = SngTemplate("sng", structure=structure or "sit_and_go", seats=seats,
                               stack=stack, action_seconds=action_seconds)
        return dataclasses.replace(self, sit_and_gos=(template,))


