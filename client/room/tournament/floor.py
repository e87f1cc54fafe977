"""Seating and balancing: opening tables, seating entrants, breaking and balancing tables,
the final table and hand-for-hand play.

The `Floor` decides where players sit (the pure rules are in `seating.py`); it opens
every table with the director's hooks, so a table restored from saved state is wired
exactly like one opened in play (`attach`).
"""

from __future__ import annotations

from collections.abc import Callable

from client.room.table import HandReport, Table, TableEvent, TimingPolicy
from client.room.tournament import events as ev
from client.room.tournament.entrant import Entrant
from client.room.tournament.errors import TournamentError
from client.room.tournament.field import Field
from client.room.tournament.seating import (
    FreeSeats,
    balancing_move,
    random_free_seat,
    random_seating,
    tables_needed,
    tables_to_break,
)
from client.room.tracked import Tracked


class Floor(Tracked):
    """Tables and seats of one tournament.

    `det_extra(player)` and `det_used(player)` are the clock's DET hooks for every table's
    timer; `on_hand_over` gets every finished hand; `table_listener` every table event.
    """

    def __init__(self, field: Field, *, det_extra: Callable[[str], float],
                 det_used: Callable[[str], None],
                 on_hand_over: Callable[[HandReport], None],
                 table_listener: Callable[[TableEvent], None] | None) -> None:
        self._field = field
        self._det_extra = det_extra
        self._det_used = det_used
        self._on_hand_over = on_hand_over
        self.table_listener = table_listener
        self.table_counter = 0
        self.final_table_announced = False
        self.hand_for_hand = False

    def timing(self) -> TimingPolicy:
        """The action timer every table of this tournament uses."""
        s = self._field.structure
        return TimingPolicy(s.action_seconds, s.time_bank_seconds, self._det_extra,
                            self._det_used)

    def attach(self, table: Table) -> None:
        """Wire `table` (new or restored) to the tournament and add it to the field."""
        table.timing = self.timing()
        table.listener = self.table_listener
        table.on_hand_over = self._on_hand_over
        self._field.tables[table.table_id] = table

    def open_table(self) -> Table:
        """A new empty table, announced."""
        field = self._field
        self.table_counter += 1
        table_id = f"{field.tournament_id}-t{self.table_counter}"
        table = Table(table_id, field.structure.table_size, field.structure.game, field.clock)
        self.attach(table)
        field.emit(ev.TableOpened(field.tournament_id, field.clock.now(), table_id))
        return table

    def seat(self, entrant: Entrant, table: Table, seat: int, stack: int) -> None:
        """Seat `entrant` with `stack` new chips (counted as issued)."""
        field = self._field
        table.sit(entrant.player, seat, stack, entrant.bot)
        entrant.table_id = table.table_id
        field.chips_issued += stack
        field.emit(ev.PlayerSeated(field.tournament_id, field.clock.now(), entrant.player,
                                   table.table_id, seat, stack))

    def seat_field(self, players: list[str]) -> int:
        """Random seating of `players` at as few tables as needed with starting stacks
        (the start, or the next round of a shootout); returns how many tables opened."""
        field = self._field
        layout = random_seating(players, field.structure.table_size, field.rng)
        return self.seat_layout(layout)

    def seat_layout(self, layout: list[list[tuple[int, str]]]) -> int:
        """Open one table per seating of `layout` and seat its players."""
        field = self._field
        for seating in layout:
            table = self.open_table()
            for seat, player in seating:
                entrant = field.entrants[player]
                self.seat(entrant, table, seat,
                          entrant.carried_chips or field.structure.starting_stack)
        return len(layout)

    def seat_late(self, entrant: Entrant) -> None:
        """Late registration / re-entry / satellite winner: a random seat at an emptiest
        table, or a new table when all are full (balancing then evens them out)."""
        field = self._field
        spot = random_free_seat(list(field.tables.values()), field.rng)
        if spot is None:
            table = self.open_table()
            spot = (table, field.rng.randrange(1, table.size + 1))
        self.seat(entrant, *spot, field.structure.starting_stack)
        field.players_left += 1

    def balance(self) -> None:
        """Break tables the field no longer needs, move players until every table is within
        one player of the others, and announce the final table once."""
        field = self._field
        size = field.structure.table_size
        doomed = tables_to_break(list(field.tables.values()), field.players_left, size)
        if doomed:
            keep = [t for t in field.tables.values() if t not in doomed]
            seats = FreeSeats(keep, field.rng)
            for table in doomed:
                self._break_table(table, seats, "final-table" if len(keep) == 1 else "broken")
        while True:
            move = balancing_move(list(field.tables.values()))
            if move is None:
                break
            self._move(move.player, field.tables[move.source], field.tables[move.target],
                       move.seat, "balance")
        if len(field.tables) == 1 and not self.final_table_announced and \
                tables_needed(field.players_left, size) == 1:
            self.final_table_announced = True
            table = next(iter(field.tables.values()))
            field.emit(ev.FinalTableFormed(field.tournament_id, field.clock.now(),
                                           table.table_id, len(table.seats)))

    def close_table(self, table: Table) -> None:
        """Close an empty (or emptied) table and announce it."""
        field = self._field
        del field.tables[table.table_id]
        field.emit(ev.TableBroken(field.tournament_id, field.clock.now(), table.table_id))

    def _break_table(self, table: Table, seats: FreeSeats, reason: str) -> None:
        """Re-seat every player of `table` at random free seats, then close it."""
        players = table.players
        self._field.rng.shuffle(players)
        for player in players:
            spot = seats.take()
            if spot is None:
                raise TournamentError(f"no free seat to re-seat {player}")
            self._move(player, table, spot[0], spot[1], reason)
        self.close_table(table)

    def _move(self, player: str, source: Table, target: Table, seat: int, reason: str) -> None:
        field = self._field
        from_seat = source.seat_of(player)
        connected = source.is_connected(player)
        entrant = field.entrants[player]
        held = player in source.held  # deciding on a rebuy: still dealt around
        stack = source.leave(player)
        target.sit(player, seat, stack, entrant.bot)
        target.set_connected(player, connected)
        if held:
            target.hold(player)
        entrant.table_id = target.table_id
        field.emit(ev.PlayerMoved(field.tournament_id, field.clock.now(), player,
                                  source.table_id, from_seat, target.table_id, seat, reason))

    def update_hand_for_hand(self, paid_places: int) -> None:
        """Hand-for-hand play near the bubble (several tables, not a round-based event)."""
        field = self._field
        near = paid_places < field.players_left <= paid_places + \
            field.structure.hand_for_hand_margin
        on = near and len(field.tables) > 1 and not field.in_rounds
        if on != self.hand_for_hand:
            self.hand_for_hand = on
            field.emit(ev.HandForHand(field.tournament_id, field.clock.now(), on))
