"""A hand as a history file records it, the one shape every reader produces.

The PHH reader (`client.histories.phh.dealt`) and the PokerStars reader
(`client.histories.pokerstars.read`) turn their text into a `RecordedHand`;
`client.histories.recorded.replay.replay_recorded` plays it through the engine's own
`Hand` (the betting rules live there only) and returns a `ReplayedHand`.

Seats are engine seats: index i is the i-th player dealt in, clockwise; `button`
indexes them (ignored in stud). Cards are 2-character strings; None is a card the
file does not show. Amounts are whole units of the file (chips, or cents for cash).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from client.engine.actions import ActionKind
from client.engine.config import ForcedPost
from client.engine.events import Event
from client.engine.hand import Hand
from client.engine.records import PotResult

Card = str | None
"""A card as recorded: "As", or None when the file does not show it."""


@dataclass(frozen=True, slots=True)
class RecordedAction:
    """One player decision in the order the file lists them.

    `kind`: FOLD, CHECK, CALL, BET, RAISE, COMPLETE, BRING_IN or DRAW. BET, RAISE
    and COMPLETE are one "aggressive" action (the replay uses whichever of them the
    rules call it); `amount` is the total the seat's bet becomes this round. A CALL
    with `amount` 0 means "check or call" (PHH `cc`); with an amount it is the chips
    the file says were added and must match. A bet or raise above what any opponent
    can match is played as the largest matchable amount (the rest is uncalled).
    DRAW: `discards` are the thrown cards (None: unknown), `drawn` the cards
    received, either one per discard (None: unknown) or empty when all are unknown.
    `source` is the file's text of the action, to name it in errors.
    """

    seat: int
    kind: ActionKind
    amount: int = 0
    discards: tuple[Card, ...] = ()
    drawn: tuple[Card, ...] = ()
    source: str = ""


@dataclass(frozen=True, slots=True)
class RecordedHand:
    """Everything a history file says about one hand.

    `posts` lists every forced post as recorded, in posting order (antes first):
    `ForcedPost(seat, kind, amount)` with kind "ante", "big_blind_ante",
    "small_blind", "big_blind" (the positional big blind; the first one listed),
    "live_blind" (a big blind posted out of position by a new or returning player:
    a live bet), "dead_blind" (chips into the pot that are not a bet, e.g. the small
    blind part of "posts small & big blinds"), or "straddle". Empty: the standard
    posts of `small_blind`/`big_blind`/`ante`/`big_blind_ante` (stud: antes only).
    `hole[s]` is seat s's cards in deal order (stud: all seven as dealt, third
    street's two down cards and up card first; draw: the five first dealt);
    `board` the community cards in deal order. `shown[s]` is the hand seat s showed
    (draw games: the final hand; cards may be None in cash games); `mucked` the
    seats that mucked or did not show at showdown.
    The recorded result, all optional: `collected[s]` the chips seat s took from
    the pots, `finishing_stacks`, and `rake` (what the house took). When unknown
    cards decide a showdown or a stud bring-in, the replay takes these as given;
    `rake` None means "whatever the pots hold beyond what was collected". `scale`:
    the file's amounts times `scale` are the whole units here (PHH in dollars: 100).
    """

    game: str
    players: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    hole: tuple[tuple[Card, ...], ...]
    actions: tuple[RecordedAction, ...]
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0
    posts: tuple[ForcedPost, ...] = ()
    board: tuple[Card, ...] = ()
    shown: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    mucked: frozenset[int] = frozenset()
    collected: tuple[int, ...] | None = None
    finishing_stacks: tuple[int, ...] | None = None
    rake: int | None = None
    hand_id: str = ""
    scale: int = 1


@dataclass(frozen=True, slots=True)
class ReplayedHand:
    """A recorded hand played through the engine.

    `hand` is the engine's hand as played; where the file hides cards it dealt
    stand-ins, which no result depends on. `events` are its events for showing the
    hand: hidden cards as "??" and, when the result is the record's, the recorded
    showdown and awards. `stacks`/`pot_results`/`rake` are the result in engine seat
    order: decided by the cards where they are known (`by_record` False), else the
    recorded result, checked against the pots. `order[k]` is the engine seat of the
    file's k-th player (identity for every reader here); `fields` the raw PHH
    fields, if any.
    """

    hand: Hand
    order: tuple[int, ...]
    fields: Mapping[str, object]
    recorded: RecordedHand
    stacks: tuple[int, ...]
    pot_results: tuple[PotResult, ...]
    rake: int
    by_record: bool
    events: tuple[Event, ...]

    def finishing_stacks(self) -> list[int]:
        """Final stacks in the file's player order."""
        return [self.stacks[s] for s in self.order]

    def pots(self) -> list[dict[str, object]]:
        """Pots with players as file indices (0-based) for JSON output."""
        player_of = {seat: k for k, seat in enumerate(self.order)}
        return [
            {
                "amount": pot.amount,
                "eligible": [player_of[s] for s in pot.eligible],
                "hi_winners": [player_of[s] for s in pot.hi_winners],
                "lo_winners": [player_of[s] for s in pot.lo_winners],
                "shares": {str(player_of[s]): c for s, c in sorted(pot.shares.items())},
            }
            for pot in self.pot_results
        ]
