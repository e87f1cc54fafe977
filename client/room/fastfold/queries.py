"""The fast-fold pool's read-only queries: players, their stacks and hands, the tables.

A mixin of `FastFoldPool` (pool.py) so the pool module keeps to what changes the pool;
every query here only reads the state the pool's __init__ sets up.
"""

from __future__ import annotations

from datetime import datetime

from client.engine import SeatView
from client.room.fastfold.members import Member, PlayerState, PoolError
from client.room.fastfold.money import PoolMoney
from client.room.fastfold.seating import BlindRotation, WaitingPlayers
from client.room.fastfold.tables import HandAtTable, PoolTables
from client.room.fastfold.timers import PoolTimers
from client.room.ring import RingTableSpec
from client.room.table import Table


class PoolQueries:
    """What callers (the server, the UI, tests) read from a `FastFoldPool`."""

    spec: RingTableSpec
    money: PoolMoney
    _members: dict[str, Member]
    _benched: set[str]
    _waiting: WaitingPlayers
    _rotation: BlindRotation
    _tables: PoolTables
    _hands: dict[str, HandAtTable]
    _timers: PoolTimers

    @property
    def next_due(self) -> datetime | None:
        """When `tick()` next has something to do (a turn timing out, a disconnected player
        leaving), for the caller's timer; None when nothing waits on time."""
        return self._timers.next_due()

    @property
    def players(self) -> list[str]:
        """Everyone in the pool, in joining order."""
        return list(self._members)

    def state(self, player: str) -> PlayerState:
        """Where `player` is now."""
        return self._member(player).state

    def stack(self, player: str) -> int:
        """`player`'s chips: in front of them in their hand, else between hands."""
        member = self._member(player)
        if member.table is None:
            return member.stack
        view = self._tables[member.table].view_for(player)
        return view.stacks[view.seat]

    def table_of(self, player: str) -> str | None:
        """The table of the hand `player` is in (None between hands)."""
        return self._member(player).table

    def view_for(self, player: str) -> SeatView | None:
        """What `player` sees of their hand (None between hands)."""
        member = self._member(player)
        return None if member.table is None else self._tables[member.table].view_for(player)

    def to_act(self, table_id: str) -> str | None:
        """Whose turn it is at `table_id`."""
        return self._tables[table_id].to_act

    def table(self, table_id: str) -> Table:
        """The table `table_id` (to read for snapshots: seats, stacks, timer; act through
        the pool, never on the table)."""
        return self._tables[table_id]

    def turn(self, table_id: str) -> int:
        """Number of the decision awaited at `table_id` (as in `TurnStarted.turn`)."""
        hand = self._hands.get(table_id)
        return 0 if hand is None else hand.turn

    def audience(self, table_id: str) -> list[str]:
        """Players still in the hand at `table_id` (who should see its events)."""
        table = self._tables[table_id]
        gone = self._hands[table_id].released
        return [p for p in table.dealt_in if p not in gone]

    @property
    def ready(self) -> int:
        """Players who may be dealt hands now (in a hand, or waiting)."""
        return len(self._members) - len(self._benched)

    @property
    def waiting(self) -> int:
        """Players waiting for their next hand."""
        return len(self._waiting)

    @property
    def tables_used(self) -> int:
        """Tables the pool has dealt at (at most as many as hands ran at the same time)."""
        return self._tables.used

    @property
    def tables_running(self) -> int:
        """Tables with a hand in progress."""
        return self._tables.running

    def time_bank(self, player: str) -> float:
        """Seconds left in `player`'s time bank (it goes with them from table to table)."""
        member = self._member(player)
        if member.table is None:
            return member.time_bank
        return self._tables[member.table].time_bank(player)

    def blind_due(self, player: str) -> int:
        """Hands dealt to `player` since their last big blind (see `seating.py`)."""
        return self._rotation.due(player)

    def money_conserved(self) -> bool:
        """The pool account holds exactly the stacks between hands, and each table account
        exactly what its players brought into the hand less what folders took back."""
        idle = sum(m.stack for m in self._members.values() if m.table is None)
        in_play = {table_id: self._hands[table_id] if table.in_hand else None
                   for table_id, table in self._tables.items()}
        return self.money.conserved(idle, in_play)

    def _member(self, player: str) -> Member:
        member = self._members.get(player)
        if member is None:
            raise PoolError(f"{player} is not in {self.spec.name}")
        return member
