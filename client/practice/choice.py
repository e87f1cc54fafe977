"""The player's choice of practice opponents and pace (Settings › Tables › Practice).

Difficulty names map to bot styles: beginners call too much (loose-passive), regulars
play few hands aggressively (tight-aggressive), strong is the equity/ICM bot, adaptive is
the strong bot reading the player over the session, and mixed seats a different style at
each seat. The pace sets how long a bot "thinks" and the
pause between hands at a table the player watches; the trainer reviews short-stack
decisions against the push/fold chart (`feedback`). Offline practice only: the real-money
room refuses the choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Difficulty(StrEnum):
    """How hard the practice bots play."""

    BEGINNER = "beginner"
    REGULAR = "regular"
    STRONG = "strong"
    ADAPTIVE = "adaptive"
    MIXED = "mixed"


class Pace(StrEnum):
    """How fast the practice room plays at the player's tables."""

    INSTANT = "instant"
    FAST = "fast"
    NORMAL = "normal"


_STYLES = {
    Difficulty.BEGINNER: "loose-passive",
    Difficulty.REGULAR: "tight-aggressive",
    Difficulty.STRONG: "strong",
    Difficulty.ADAPTIVE: "adaptive",
    Difficulty.MIXED: "mixed",
}
_TIMING = {Pace.INSTANT: (0.0, 0.0), Pace.FAST: (0.4, 0.8), Pace.NORMAL: (1.0, 2.0)}


@dataclass(frozen=True)
class PracticeChoice:
    """Opponents and pace as chosen; the room's numbers come from here."""

    difficulty: Difficulty = Difficulty.MIXED
    pace: Pace = Pace.NORMAL
    trainer: bool = False  # the push/fold chart's answer after short-stack decisions

    @property
    def bot_style(self) -> str:
        """The bot style (or ``"mixed"``) the room seats."""
        return _STYLES[self.difficulty]

    @property
    def think_seconds(self) -> float:
        """Seconds a bot "thinks" before acting at the player's table."""
        return _TIMING[self.pace][0]

    @property
    def hand_pause(self) -> float:
        """Seconds between hands at the player's table."""
        return _TIMING[self.pace][1]
