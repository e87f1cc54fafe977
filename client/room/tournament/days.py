"""Multi-day (phased) tournaments: Day 1 flights, then Day 2 for their survivors.

A Day 1 flight is a tournament whose structure has ``bag_at_players``: once that many
players are left (between hands), play stops for the day and each survivor's chips go in
their bag. Day 2 (a structure with ``day_two``: nobody registers for it) seats every
flight's survivors with their bags, once every flight has bagged; the flights' prize pools
move to Day 2, and its payouts count every Day 1 entry. Sans-I/O like the rest of the
room: `multi_day.MultiDayEvent` joins the days; this module is a flight's end of day.
"""

from __future__ import annotations

from collections.abc import Mapping

from client.room.table import Table
from client.room.tournament import events as ev
from client.room.tournament.field import Field, State


def bag_due(field: Field, tables: Mapping[str, Table]) -> bool:
    """A Day 1 flight down to its bag count with no hand in play."""
    bag_at = field.structure.bag_at_players
    return bool(bag_at) and field.state is State.RUNNING and field.players_left <= bag_at \
        and not any(t.in_hand for t in tables.values())


def bag(field: Field, tables: Mapping[str, Table]) -> tuple[str, ...]:
    """End the day: every survivor's stack goes in their bag (`Entrant.carried_chips`);
    the flight is over with its pool kept for Day 2."""
    survivors = []
    for table in tables.values():
        for player in table.seats.values():
            entrant = field.entrants[player]
            entrant.carried_chips = table.stacks[player]
            entrant.table_id = None
            survivors.append(player)
    field.chips_retired += field.chips_in_play()
    field.tables.clear()
    field.state = State.FINISHED
    bagged = tuple(sorted(survivors))
    field.emit(ev.DayEnded(field.tournament_id, field.clock.now(), bagged))
    return bagged
