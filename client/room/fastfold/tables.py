"""The tables of one fast-fold pool: made when needed, reused once their hand is over.

A table deals one hand to players drawn for it, then is emptied and waits for the next
draw. A new hand never goes to a table one of its players has just left, so a player who
folds always moves to another table; `used` is how many tables the pool has needed (at
most as many as hands ran at the same time). Who may fold before their turn is a rule of
the hand at a table (`may_fold_now`).
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView
from dataclasses import dataclass, field
from datetime import datetime

from client.engine import ActionKind, SeatView
from client.room.clock import Clock
from client.room.ring import RingTableSpec
from client.room.table import HandReport, Table, TableEvent, TimingPolicy
from client.room.tracked import TDict, TList, Tracked, TSet


def may_fold_now(view: SeatView) -> bool:
    """Whether the seat of `view` may fold now, at its turn or before it (fast fold): before
    its turn only when it faces a bet and is not all-in, since then folding is sure to be
    legal when the action reaches it (the bet to face only grows within a round)."""
    if view.to_act == view.seat:
        return view.legal is not None and ActionKind.FOLD in view.legal.kinds
    owes = max(view.bets) > view.bets[view.seat]
    return owes and view.stacks[view.seat] > 0 and not view.folded[view.seat]


@dataclass
class HandAtTable(Tracked):
    """The pool's bookkeeping of the hand at one table: the stacks dealt in, who is out
    of it already (with the chips they took), who fast-folded (the table folds their hand
    at their turn), the number of the decision awaited and the turn last announced."""

    start: dict[str, int]
    released: dict[str, int] = field(default_factory=TDict)
    fast_folded: set[str] = field(default_factory=TSet)
    turn: int = 0
    announced: tuple[int, datetime | None] | None = None


class PoolTables(Tracked):
    """Every table of the pool `spec`, each running at most one hand at a time."""

    def __init__(self, spec: RingTableSpec, clock: Clock, timing: TimingPolicy,
                 listener: Callable[[TableEvent], None],
                 on_hand_over: Callable[[HandReport], None]) -> None:
        self._spec = spec
        self._clock = clock
        self._timing = timing
        self._listener = listener
        self._on_hand_over = on_hand_over
        self._tables: dict[str, Table] = TDict()
        self._free: list[str] = TList()      # oldest free first
        self._finished: list[str] = TList()  # hand over, players still seated

    def __getitem__(self, table_id: str) -> Table:
        return self._tables[table_id]

    def items(self) -> ItemsView[str, Table]:
        """(table id, table) pairs, oldest table first."""
        return self._tables.items()

    @property
    def used(self) -> int:
        """Tables made so far."""
        return len(self._tables)

    @property
    def running(self) -> int:
        """Tables with a hand in progress."""
        return sum(1 for t in self._tables.values() if t.in_hand)

    def take(self, avoid: set[str | None]) -> Table:
        """An empty table not in `avoid` (the tables the players just left), its button
        reset so the first hand's button is seat 1; a new table if none is free."""
        index = next((i for i, t in enumerate(self._free) if t not in avoid), None)
        if index is not None:
            table = self._tables[self._free.pop(index)]
            table.restart_button()
            return table
        table_id = f"{self._spec.id}.{len(self._tables) + 1}"
        table = Table(table_id, self._spec.seats, self._spec.game, self._clock,
                      timing=self._timing, listener=self._listener,
                      on_hand_over=self._on_hand_over)
        self._tables[table_id] = table
        return table

    def finished(self, table_id: str) -> None:
        """The hand at `table_id` is over (its players are still seated until cleared)."""
        self._finished.append(table_id)

    def clear_finished(self) -> bool:
        """Empty the tables whose hand is over and make them free; True if there were any."""
        if not self._finished:
            return False
        for table_id in self._finished:
            table = self._tables[table_id]
            for player in table.players:
                table.leave(player)
            self._free.append(table_id)
        self._finished.clear()
        return True
