"""The adaptive style: the strong bot that reads its opponent over the session.

It counts, over its last `WINDOW` chances, how often a heads-up opponent who acts first
after the flop bets rather than checks. Against an opponent who bets far more than a
balanced player (about 40% of the time), it reads bets as weaker and defends more; against
one who rarely bets, it gives bets more credit and folds more. The window is short so a
player who switches styles is read again within a few dozen hands, and the shifts are
bounded, so the read can never be pushed into folding everything or calling everything.

Unlike the other styles its decisions depend on what it saw before (not only on the seed
and the view), so it is offered as a practice opponent, never chosen by "mixed".
"""

from __future__ import annotations

from collections import deque

from client.bots.situation import Situation
from client.bots.styles import StrongBot
from client.bots.tournament import SituationSource

WINDOW = 60
"""Chances remembered (the oldest are forgotten first)."""
BALANCED = 0.4
"""The betting frequency the strong bot's reads assume."""
_PRIOR = 5  # imaginary balanced chances, so a few hands do not swing the read


class AdaptiveBot(StrongBot):
    """Strong play, with bet reads and defence shifted by the opponent's betting frequency."""

    style = "adaptive"

    def __init__(self, seed: int, tournament: SituationSource | None = None) -> None:
        super().__init__(seed, tournament)
        self.chances: deque[bool] = deque(maxlen=WINDOW)

    def aggression(self) -> float:
        """How often the opponent bet when first to act after the flop (balanced prior)."""
        return (sum(self.chances) + _PRIOR * BALANCED) / (len(self.chances) + _PRIOR)

    def _observe(self, sit: Situation) -> None:
        """Heads-up on the button (last to act after the flop), first decision of a street:
        did the opponent bet?"""
        if sit.opponents == 1 and sit.players == 2 and sit.seat == sit.button and \
                not sit.first_round and sit.my_bet == 0:
            self.chances.append(sit.to_call > 0)

    def _strength_scale(self) -> float:
        return max(0.5, min(1.5, BALANCED / self.aggression()))

    def _defence_scale(self) -> float:
        return max(0.8, min(1.4, self.aggression() / BALANCED))
