"""A ring table's lobby figures from the hands really played there: average pot, the share
of players who see the flop, and hands per hour, over its recent hands (as card rooms show
them: the last hands, so the figures move with the table)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from datetime import datetime

from client.room.table import HandReport
from client.room.tracked import TDeque, Tracked

RECENT_HANDS = 50
"""How many of the latest hands the figures are taken over."""


@dataclass(frozen=True, slots=True)
class HandFigures:
    """What one finished hand adds to its table's figures."""

    at: datetime
    pot: int  # chips won from the pots
    dealt: int
    saw_flop: int


def hand_figures(report: HandReport, at: datetime) -> HandFigures:
    """The pot, the players dealt and those still in when the second street was dealt,
    read from the hand's own events."""
    pot = 0
    folded: set[int] = set()
    saw_flop = 0
    for event in report.events:
        if event.kind == "pot_awarded":
            amount = event.data.get("amount", 0)
            assert isinstance(amount, int)
            pot += amount
        elif event.kind == "action" and event.data.get("kind") == "fold" and \
                event.seat is not None and not saw_flop:
            folded.add(event.seat)
        elif event.kind == "street" and event.data.get("index", 0) != 0 and not saw_flop:
            saw_flop = len(report.players) - len(folded)
    return HandFigures(at, pot, len(report.players), saw_flop)


@dataclass(eq=False)
class TableStats(Tracked):
    """The recent hands of one table and the lobby figures they give."""

    hands: deque[HandFigures] = field(default_factory=lambda: TDeque(maxlen=RECENT_HANDS))

    def add(self, figures: HandFigures) -> None:
        """One more finished hand."""
        self.hands.append(figures)

    def average_pot(self) -> int:
        """The average pot in chips (0 before any hand)."""
        return sum(h.pot for h in self.hands) // len(self.hands) if self.hands else 0

    def players_per_flop(self) -> int:
        """The percentage of players dealt in who saw the flop."""
        dealt = sum(h.dealt for h in self.hands)
        return round(100 * sum(h.saw_flop for h in self.hands) / dealt) if dealt else 0

    def hands_per_hour(self) -> int:
        """Hands dealt per hour over the recent hands (0 until two hands are over)."""
        if len(self.hands) < 2:
            return 0
        seconds = (self.hands[-1].at - self.hands[0].at).total_seconds()
        return round((len(self.hands) - 1) * 3600 / seconds) if seconds > 0 else 0
