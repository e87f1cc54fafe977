"""What the last change made stale: every part notes here what must be sent or saved, and
`RoomService` flushes it all once per command or step (so a burst of changes sends each
view once, in a fixed order).
"""

from __future__ import annotations

from typing import TypeVar

from client.room.tracked import Tracked, TSet

_Mark = TypeVar("_Mark", str, tuple[str, str])


class Changes(Tracked):
    """Owns the stale marks: table views to send, turns to ask for again, tables whose turn
    may have moved, balances, lobby rows, ring rows, deal states, tournament saves,
    tournament lobby tabs and bars, pool states and pool rows; and the ring tables whose
    money moved (taken by the server's ring journal, not by the flush). ``take_*`` returns
    the marks sorted and clears them."""

    def __init__(self) -> None:
        self._snapshots: set[tuple[str, str]] = TSet()
        self._resend: set[str] = TSet()
        self._tables: set[str] = TSet()
        self._balances: set[str] = TSet()
        self._lobby: set[str] = TSet()
        self._rings: set[str] = TSet()
        self._deals: set[str] = TSet()
        self._saves: set[str] = TSet()
        self._fresh: set[str] = TSet()
        self._tabs: set[str] = TSet()
        self._bars: set[str] = TSet()
        self._pool_views: set[str] = TSet()
        self._pool_rows: set[str] = TSet()
        self._money: set[str] = TSet()
        self._floor = False
        self._flushed = (self._snapshots, self._resend, self._tables, self._balances,
                         self._lobby, self._rings, self._deals, self._saves, self._tabs,
                         self._bars, self._pool_views, self._pool_rows)  # see `pending`

    def snapshot(self, player_id: str, table_id: str) -> None:
        """Send the player the whole table view."""
        self._snapshots.add((player_id, table_id))

    def restore_view(self, player_id: str, table_id: str) -> None:
        """After a (re)connection: the full table view, then the pending turn request."""
        self._snapshots.add((player_id, table_id))
        self._resend.add(table_id)
        self._tables.add(table_id)

    def table(self, table_id: str) -> None:
        """The table changed: ask whoever is to act (once per turn)."""
        self._tables.add(table_id)

    def balance(self, player_id: str) -> None:
        """The player's balances changed."""
        self._balances.add(player_id)

    def lobby(self, tournament_id: str) -> None:
        """A tournament's lobby row changed."""
        self._lobby.add(tournament_id)

    def ring(self, table_id: str) -> None:
        """A ring table's lobby row changed."""
        self._rings.add(table_id)

    def money(self, table_id: str) -> None:
        """The stacks at a ring table moved (a room without a ring journal never takes
        these: one mark per table at most)."""
        self._money.add(table_id)

    def deal(self, tournament_id: str) -> None:
        """The deal talk at a final table changed."""
        self._deals.add(tournament_id)

    def floor(self) -> None:
        """What the floor watches changed (a staff action)."""
        self._floor = True

    def pending(self) -> bool:
        """Whether anything the flush sends is marked (most steps, once their turns are
        asked for, have nothing more: the flush need not take every mark in turn). A
        fresh mark comes with a save mark; the money marks are not the flush's."""
        return self._floor or any(self._flushed)

    def take_floor(self) -> bool:
        """Whether the floor's view is stale (and it is not any more)."""
        if not self._floor:  # unchanged: not written, so not logged for the step
            return False
        self._floor = False
        return True

    def save(self, tournament_id: str, fresh: bool = False) -> None:
        """The tournament's restartable state changed; ``fresh``: a restart point (a
        director event), so the saved director state must be taken anew."""
        self._saves.add(tournament_id)
        if fresh:
            self._fresh.add(tournament_id)

    def tab(self, tournament_id: str) -> None:
        """What the tournament lobby tabs show changed."""
        self._tabs.add(tournament_id)

    def bar(self, tournament_id: str) -> None:
        """A hand ended in the tournament: ranks, players left and the average stack on
        every table's tournament bar may have moved."""
        self._bars.add(tournament_id)

    def pool_view(self, player_id: str) -> None:
        """The player's fast-fold pool state (and a new hand's table view) to send."""
        self._pool_views.add(player_id)

    def pool_row(self, pool_id: str) -> None:
        """A fast-fold pool's lobby row changed."""
        self._pool_rows.add(pool_id)

    def take_pool_views(self) -> list[str]:
        """Players whose pool state must be sent."""
        return _take(self._pool_views)

    def take_pool_rows(self) -> list[str]:
        """Pools whose lobby rows changed."""
        return _take(self._pool_rows)

    def take_snapshots(self) -> list[tuple[str, str]]:
        """(player, table) views to send."""
        return _take(self._snapshots)

    def take_resends(self) -> list[str]:
        """Tables whose pending turn request must be sent again."""
        return _take(self._resend)

    def take_tables(self) -> list[str]:
        """Tables whose turn may have moved."""
        return _take(self._tables)

    def take_balances(self) -> list[str]:
        """Players whose balances changed."""
        return _take(self._balances)

    def lobby_changed(self) -> bool:
        """True when a tournament or ring lobby row changed."""
        return bool(self._lobby or self._rings or self._pool_rows)

    def take_lobby(self) -> list[str]:
        """Tournaments whose lobby rows changed."""
        return _take(self._lobby)

    def take_rings(self) -> list[str]:
        """Ring tables whose lobby rows changed."""
        return _take(self._rings)

    def take_money(self) -> list[str]:
        """Ring tables whose stacks moved."""
        return _take(self._money)

    def take_deals(self) -> list[str]:
        """Final tables whose deal state changed."""
        return _take(self._deals)

    def take_saves(self) -> list[tuple[str, bool]]:
        """Tournaments to save, each with whether it reached a restart point."""
        if not self._saves:  # (a fresh mark comes with a save mark)
            return []
        fresh = set(self._fresh)
        self._fresh.clear()
        return [(tid, tid in fresh) for tid in _take(self._saves)]

    def take_tabs(self) -> list[str]:
        """Tournaments whose lobby tabs changed."""
        return _take(self._tabs)

    def take_bars(self) -> list[str]:
        """Tournaments whose tables' bars must be sent again."""
        return _take(self._bars)


def _take(marks: set[_Mark]) -> list[_Mark]:
    """The marks, sorted, and none left; an empty set is not cleared (every step flushes
    every set: clearing an empty one would log it for the step for nothing)."""
    if not marks:
        return []
    taken = sorted(marks)
    marks.clear()
    return taken
