"""The immutable description of one hand to deal (players, stakes, randomness)."""

from __future__ import annotations

from dataclasses import dataclass

from client.engine.frozen import quick_init

POST_KINDS = frozenset(
    ("ante", "big_blind_ante", "small_blind", "big_blind", "live_blind", "dead_blind", "straddle")
)


@dataclass(frozen=True, slots=True)
class ForcedPost:
    """One forced post before the cards: `kind` is one of `POST_KINDS`; `amount` is
    what the post asks for (a short stack posts what it has).

    "ante" is the seat's own chips in the pot; "big_blind_ante" pays for the whole
    table (dead money in the main pot); "small_blind", "big_blind", "live_blind" (a
    big blind posted out of position) and "straddle" are live bets; "dead_blind" is
    chips in the pot that are not a bet (dead money in the main pot, like the
    big-blind ante)."""

    seat: int
    kind: str
    amount: int


quick_init(ForcedPost)


@dataclass(frozen=True, slots=True)
class HandConfig:
    """Everything a hand needs before the first card.

    Seat index i is the i-th player dealt in, clockwise. `button` indexes into
    `stacks` (ignored in stud). With a dead button the table passes the player
    just before the empty button seat; with `dead_small_blind` nobody posts the
    small blind and the player after `button` posts the big blind.
    `seed` None means a cryptographically secure shuffle (real play); `deck` is a
    fixed order (top card first) for QA; cards it does not list follow, shuffled.
    Deal order: hole cards seat by seat starting left of the button (stud: seat
    0 first), each seat's cards together; then board cards, later stud cards
    and draw replacements as they are dealt. No burn cards. A card may be listed
    again after it was discarded (draw games reuse discards).
    `posts`, when given, replaces the antes and blinds the scalar fields describe
    (recorded hands: dead blinds, a big blind posted out of position, odd antes);
    `big_blind` stays the stake (minimum bet, what callers owe).
    """

    game: str
    stacks: tuple[int, ...]
    button: int = 0
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    seed: int | None = None
    deck: tuple[str, ...] | None = None
    dead_small_blind: bool = False
    posts: tuple[ForcedPost, ...] | None = None


quick_init(HandConfig)
