"""What a player can do: the action kinds and the immutable action record."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from client.engine.frozen import quick_init


class ActionKind(StrEnum):
    """Every decision a seat can make, in any game the engine deals."""

    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    BRING_IN = "bring_in"
    COMPLETE = "complete"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. `amount` is the total the seat's bet becomes this round
    (BET/RAISE/COMPLETE); `discards` are the cards thrown on a DRAW (empty: stand pat)."""

    kind: ActionKind
    amount: int = 0
    discards: tuple[str, ...] = ()


quick_init(Action)
