"""What one tournament (director) event says, one struct per kind (tagged by ``"event"``).

A ``TournamentEvent`` carries one of these as its ``body``; the kinds and fields are the
director's events (`client.room.tournament.events`), the tag the snake_case class name.
Every body has ``at``, when it happened. Tournament events are public.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

import msgspec


class Body(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True,
           tag_field="event"):
    """Base of tournament-event bodies (unknown fields rejected, so the conversion cannot
    drop a field the director sends)."""

    at: datetime


class PlayerRegistered(Body, frozen=True, kw_only=True, tag="player_registered"):
    """``entries``: the field after it; ``via_satellite``: a satellite's seat."""

    player: str
    entries: int
    via_satellite: bool = False


class PlayerUnregistered(Body, frozen=True, kw_only=True, tag="player_unregistered"):
    """A player left before the start; ``refund`` says how (cash, T$ or ticket)."""

    player: str
    refund: str


class RegistrationClosed(Body, frozen=True, kw_only=True, tag="registration_closed"):
    """Registration closed (``early``: before its scheduled time)."""

    early: bool


class TournamentStarted(Body, frozen=True, kw_only=True, tag="tournament_started"):
    """The first hands are dealt at ``tables`` tables."""

    players: int
    tables: int


class TournamentCancelled(Body, frozen=True, kw_only=True, tag="tournament_cancelled"):
    """Cancelled, and why."""

    reason: str


class LevelUp(Body, frozen=True, kw_only=True, tag="level_up"):
    """A new blind level."""

    level: int
    small_blind: int
    big_blind: int
    ante: int


class BreakStarted(Body, frozen=True, kw_only=True, tag="break_started"):
    """A break until ``ends_at`` (``reason``: synchronized, interval or add-on)."""

    reason: str
    ends_at: datetime


class BreakEnded(Body, frozen=True, kw_only=True, tag="break_ended"):
    """Play resumes."""


class TableOpened(Body, frozen=True, kw_only=True, tag="table_opened"):
    """A table joined the tournament."""

    table_id: str


class TableBroken(Body, frozen=True, kw_only=True, tag="table_broken"):
    """A table was broken up (its players moved)."""

    table_id: str


class PlayerMoved(Body, frozen=True, kw_only=True, tag="player_moved"):
    """A player changed tables (balancing or a broken table)."""

    player: str
    from_table: str
    from_seat: int
    to_table: str
    to_seat: int
    reason: str


class PlayerSeated(Body, frozen=True, kw_only=True, tag="player_seated"):
    """A player took a seat (start, late registration)."""

    player: str
    table_id: str
    seat: int
    stack: int


class FinalTableFormed(Body, frozen=True, kw_only=True, tag="final_table_formed"):
    """The final table."""

    table_id: str
    players: int


class HandForHand(Body, frozen=True, kw_only=True, tag="hand_for_hand"):
    """Hand-for-hand play begins (``on``) or ends."""

    on: bool


class PlayerEliminated(Body, frozen=True, kw_only=True, tag="player_eliminated"):
    """A player is out in ``place`` (``tied``: others out in the same hand)."""

    player: str
    place: int
    tied: tuple[str, ...]
    eliminated_by: tuple[str, ...]


class PrizeAwarded(Body, frozen=True, kw_only=True, tag="prize_awarded"):
    """Money (or a ticket) paid to a player; ``kind`` says what for."""

    player: str
    amount: Decimal
    currency: str
    kind: str


class PrizePoolFinalized(Body, frozen=True, kw_only=True, tag="prize_pool_finalized"):
    """The prize pool is final."""

    pool: Decimal
    entries: int
    paid_places: int


class Rebought(Body, frozen=True, kw_only=True, tag="rebought"):
    """A rebuy or add-on (``kind``) for ``chips``."""

    player: str
    kind: str
    chips: int


class DealPaused(Body, frozen=True, kw_only=True, tag="deal_paused"):
    """The final table paused for a deal."""

    table_id: str


class DealApplied(Body, frozen=True, kw_only=True, tag="deal_applied"):
    """A deal was made: each player's amount, and what stays in play."""

    amounts: tuple[tuple[str, Decimal], ...]
    left_in_play: Decimal


class ShootoutRound(Body, frozen=True, kw_only=True, tag="shootout_round"):
    """A shootout round begins."""

    round: int
    players: int


class DayEnded(Body, frozen=True, kw_only=True, tag="day_ended"):
    """A Day 1 flight is over for the day: ``survivors`` bag their chips for Day 2."""

    survivors: tuple[str, ...]


class TournamentFinished(Body, frozen=True, kw_only=True, tag="tournament_finished"):
    """Over: the finishing order, winner first."""

    finishing_order: tuple[str, ...]


class RebuyOffered(Body, frozen=True, kw_only=True, tag="rebuy_offered"):
    """A busted player may rebuy ``chips`` for ``cost`` until ``ends_at``."""

    player: str
    table_id: str
    ends_at: datetime
    chips: int
    cost: Decimal
    currency: str


class RebuyWindowClosed(Body, frozen=True, kw_only=True, tag="rebuy_window_closed"):
    """A rebuy window closed: ``outcome`` rebought, declined or expired."""

    player: str
    outcome: str


TournamentBody = (
    PlayerRegistered
    | PlayerUnregistered
    | RegistrationClosed
    | TournamentStarted
    | TournamentCancelled
    | LevelUp
    | BreakStarted
    | BreakEnded
    | TableOpened
    | TableBroken
    | PlayerMoved
    | PlayerSeated
    | FinalTableFormed
    | HandForHand
    | PlayerEliminated
    | PrizeAwarded
    | PrizePoolFinalized
    | Rebought
    | DealPaused
    | DealApplied
    | ShootoutRound
    | TournamentFinished
    | DayEnded
    | RebuyOffered
    | RebuyWindowClosed
)
