"""Typed records of one PokerStars hand exactly as its text records it (no rules applied).

Records are tuples (cheap to build: a 10,000-hand file makes a few hundred thousand).
Amounts are whole units of the file: cents for cash hands ($2.35 is 235), chips for
tournaments and play money. Cards are 2-character strings; a card the file does not
show is None. Seats are the table's own numbers (1-based).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from client.engine.errors import EngineError


class PokerStarsFormatError(EngineError):
    """The text is not PokerStars hand history (no header, or a hand that cannot be read)."""


STREETS = ("preflop", "flop", "turn", "river")


class SeatLine(NamedTuple):
    """`Seat 3: name ($1.23 in chips)`; `sitting_out` for `is sitting out` / `out of hand`."""

    seat: int
    name: str
    stack: int
    sitting_out: bool = False


class Post(NamedTuple):
    """A forced bet: kind is "small_blind", "big_blind", "small_and_big" (a dead small blind
    plus a live big blind, one line), "dead" (a small blind posted out of position),
    "missed" (GGPoker's missed blind, merged into the big blind that follows) or "ante"."""

    name: str
    kind: str
    amount: int
    all_in: bool = False


class Move(NamedTuple):
    """A voluntary action. kind: fold, check, call, bet, raise, bring_in, draw. `amount` is
    what the line says: the chips a call, bet or bring-in adds, the total a raise (or a stud
    completion) goes to (`raises 4 to 6` is 6). A draw's `discards` are the thrown cards
    (None where the file hides them; empty: stands pat), `drawn` the hero's new cards."""

    street: str
    name: str
    kind: str
    amount: int = 0
    all_in: bool = False
    discards: tuple[str | None, ...] = ()
    drawn: tuple[str | None, ...] = ()


class Collected(NamedTuple):
    """`name collected $X from pot` (pot: "pot", "main pot", "side pot", "side pot-2")."""

    name: str
    amount: int
    pot: str = "pot"


def hand_slices(lines: list[str], starts: list[int], not_this: EngineError
                ) -> Iterator[tuple[int, list[str]]]:
    """The lines of each hand (from each start to the next) with the 1-based line number
    of its first line; raises `not_this` when no hand starts or text stands before the
    first one (the text is another format)."""
    if not starts or any(line.strip() for line in lines[: starts[0]]):
        raise not_this
    for a, b in zip(starts, [*starts[1:], len(lines)], strict=True):
        yield a + 1, lines[a:b]


@dataclass(slots=True)
class ParsedHand:
    """One hand as recorded. `unsupported` says why the hand is read but not replayed;
    `players` are the seats dealt in, in seat order."""

    id: str
    first_line: int  # 1-based line of the header in the source text
    site: str  # "PokerStars" or "GGPoker" (which writes PokerStars' dialect)
    game: str  # engine game code (NLHE, PLO, ...) or "" when the game is not one of ours
    game_name: str  # as written, e.g. "Hold'em No Limit"
    tournament: str | None  # tournament number, None for cash games
    currency: str | None  # USD, EUR, GBP for real-money cash; None for chips
    small_blind: int
    big_blind: int
    small_bet: int = 0  # fixed limit only: the header's stakes are the bet sizes
    big_bet: int = 0
    ante: int = 0
    bring_in: int = 0  # stud only
    table: str = ""
    max_seats: int = 0
    button_seat: int = 0
    seats: list[SeatLine] = field(default_factory=list)
    posts: list[Post] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    board: list[str] = field(default_factory=list)
    # Cards dealt to each player in deal order (stud: seven places, None where unseen).
    hole: dict[str, tuple[str | None, ...]] = field(default_factory=dict)
    shown: dict[str, tuple[str, ...]] = field(default_factory=dict)
    mucked: list[str] = field(default_factory=list)
    uncalled: list[tuple[str, int]] = field(default_factory=list)
    collected: list[Collected] = field(default_factory=list)
    total_pot: int | None = None
    side_pots: list[int] = field(default_factory=list)  # main pot first, when split
    rake: int = 0
    unsupported: str | None = None
    # A feature PokerStars offers and the site does not (all-in cash-out, run it twice):
    # the hand is replayed as recorded and marked with it.
    site_feature: str | None = None
    boards: list[list[str]] = field(default_factory=list)  # run it twice: each board
    cashed_out: dict[str, int] = field(default_factory=dict)  # paid outside the pot

    @classmethod
    def unreadable(cls, hand_id: str, first_line: int, site: str, why: object
                   ) -> ParsedHand:
        """A hand whose header or seats could not be read: listed, never replayed."""
        return cls(id=hand_id, first_line=first_line, site=site, game="", game_name="",
                   tournament=None, currency=None, small_blind=0, big_blind=0,
                   unsupported=f"not readable: {why}")

    @property
    def players(self) -> list[SeatLine]:
        """Seats dealt into the hand: listed, with chips, and posting or acting."""
        active = {p.name for p in self.posts} | {m.name for m in self.moves}
        return [s for s in self.seats if s.name in active and s.stack > 0]
