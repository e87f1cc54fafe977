"""What a table takes and gives: blinds, table events, hand reports and the timing policy,
and the per-hand seed and engine config of each hand it deals.

Kept apart from `table.py` so the records can be read (and saved) without the table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

import msgspec

from client.bots.seeds import derive_seed
from client.engine import Action, ActionKind, Event, ForcedPost, Hand, HandConfig, game_spec
from client.engine.forced import standard_posts
from client.room.errors import RoomError
from client.room.tracked import Tracked


class TableError(RoomError):
    """A seating or action request the table cannot honour; nothing changed."""


@dataclass(frozen=True, slots=True)
class Blinds:
    """The forced bets of the next hand.

    In stud games (no blinds) `small_blind` is the bring-in and `big_blind` the small bet
    (the big bet is twice that); in fixed-limit flop and draw games the small bet is the
    big blind. So one blind structure serves a mixed rotation such as HORSE.
    """

    small_blind: int
    big_blind: int
    ante: int = 0


class TableEvent(msgspec.Struct, frozen=True):
    """An engine event addressed to a player id (`to` None: everyone at the table).

    Each hand opens with a "seating" event mapping the engine's seat indexes (used in
    some event data) to players and table seat numbers, and naming the button seat.
    A frozen struct, not a frozen dataclass: made for every event of every hand, in
    0.1 µs instead of 1.3 µs.
    """

    table_id: str
    hand_no: int
    to: str | None
    kind: str
    player: str | None
    data: Mapping[str, object]


@dataclass(frozen=True, slots=True)
class HandReport:
    """What a finished hand means for the room: stacks before and after, who busted.

    `knocked_out_by[p]` lists the winners (high hand) of the pot in which busted player
    `p` was all-in for their last chips: the "relevant pot" of the bounty rules, earliest
    position first (the order odd bounty cents go in).

    `config` (the seed or fixed deck, stakes, stacks), `players` (engine seat order),
    `actions` (engine seat, action) and `events` (all of them, private ones included) are
    the room's own record of the hand: dealing `config` again and applying `actions`
    replays it exactly. They are for the house and testers, never for the players.
    """

    table_id: str
    hand_no: int
    start_stacks: Mapping[str, int]
    end_stacks: Mapping[str, int]
    busted: tuple[str, ...]
    knocked_out_by: Mapping[str, tuple[str, ...]]
    config: HandConfig
    players: tuple[str, ...]
    actions: tuple[tuple[int, Action], ...]
    events: tuple[Event, ...]


@dataclass
class TimingPolicy(Tracked):
    """How long a player may take: base time, a per-player time bank, and DET hooks.

    `extra_seconds(player)` returns disconnect extra time for a disconnected player (0 when
    DET does not apply); `on_timeout(player)` is told when a disconnected player's timer ran
    out so the DET schedule can move on.
    """

    action_seconds: float = 15.0
    time_bank_seconds: float = 30.0
    extra_seconds: Callable[[str], float] = field(default=lambda _player: 0.0)
    on_timeout: Callable[[str], None] = field(default=lambda _player: None)


def hand_seed(room_seed: int, table_id: str, hand_no: int) -> int:
    """The shuffle seed of hand `hand_no` (1-based) at `table_id` in a room seeded with
    `room_seed` (a tournament's or practice session's seed): 63 bits, its own for every hand,
    and the same whatever order the tables deal in, so a hand replays from its seed alone."""
    return derive_seed("hand", room_seed, table_id, hand_no) >> 1


def hand_config(game: str, stacks: tuple[int, ...], button: int, blinds: Blinds,
                 seed: int | None, dead_small_blind: bool) -> HandConfig:
    """The engine config of one hand: blinds for flop and draw games, ante and bring-in
    with fixed bets for stud."""
    if game_spec(game).family == "stud":
        return HandConfig(game=game, stacks=stacks, button=button, ante=blinds.ante,
                          bring_in=blinds.small_blind, small_bet=blinds.big_blind,
                          big_bet=2 * blinds.big_blind, seed=seed)
    return HandConfig(game=game, stacks=stacks, button=button,
                      small_blind=blinds.small_blind, big_blind=blinds.big_blind,
                      ante=blinds.ante, seed=seed, dead_small_blind=dead_small_blind)


def with_live_blinds(config: HandConfig, seats: list[int], big_blind: int) -> HandConfig:
    """`config` with a big blind posted out of position (a live blind) by each hand seat in
    `seats`: a player coming back who owes the big blind missed. One already in the
    blinds posts only their blind."""
    spec = game_spec(config.game)
    if not spec.uses_blinds:
        return config
    posts = standard_posts(config, spec, len(config.stacks))
    blinds = {post.seat for post in posts if post.kind in ("small_blind", "big_blind")}
    extra = tuple(ForcedPost(seat, "live_blind", big_blind) for seat in seats
                  if seat not in blinds)
    return dataclasses.replace(config, posts=posts + extra) if extra else config


def timeout_action(kinds: frozenset[ActionKind]) -> Action:
    """What the table does for a player out of time: check if free, else fold; a stud
    bring-in is posted, a draw stands pat (those may not fold)."""
    for kind in (ActionKind.CHECK, ActionKind.FOLD, ActionKind.BRING_IN, ActionKind.DRAW):
        if kind in kinds:
            return Action(kind)
    raise TableError(f"no timeout action among {sorted(kinds)}")


def dead_hand_action(kinds: frozenset[ActionKind]) -> Action:
    """The action of a player who left mid-hand: a fold (also where checking was free:
    their hand is dead); a stud bring-in is posted and a draw stands pat, as a time-out."""
    if ActionKind.FOLD in kinds or ActionKind.CHECK in kinds:
        return Action(ActionKind.FOLD)
    return timeout_action(kinds)


def play_recorded(hand: Hand, seat: int, action: Action) -> list[Event]:
    """Apply one action of the room's record of a hand. A fold where checking was free is
    a player who left mid-hand (`dead_hand_action`), played as the fold it was."""
    if action.kind is ActionKind.FOLD and ActionKind.CHECK in hand.legal().kinds:
        return hand.fold_when_free(seat)
    return hand.act(seat, action)
