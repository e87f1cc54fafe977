"""The `Bot` protocol: what a table needs from a computer player.

A bot is handed only the engine's `SeatView` for its own seat (never the hand, never
another seat's hidden cards) and answers with an engine `Action`. The table passes the
returned action to `Hand.act`; bots always return an action that is legal for the view.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from client.engine.actions import Action
from client.engine.records import SeatView


@runtime_checkable
class Bot(Protocol):
    """A computer player. ``style`` names how it plays (one of `BOT_STYLES`)."""

    @property
    def style(self) -> str:
        """The style this bot plays, e.g. ``"tight-aggressive"``."""
        ...

    def decide(self, view: SeatView) -> Action:
        """A legal action for the seat whose view this is (it must be that seat's turn)."""
        ...
