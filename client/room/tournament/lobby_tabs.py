"""The Info, Players and Tables tabs of the tournament lobby, read from the concerns."""

from __future__ import annotations

from client.room.bounties import BountyBook
from client.room.tournament.entrant import ZERO
from client.room.tournament.field import Field, State
from client.room.tournament.floor import Floor
from client.room.tournament.purse import Purse
from client.room.tournament.registration import Registration
from client.room.tournament.timekeeper import Timekeeper
from client.room.tournament.views import PlayerRow, TableRow, TournamentInfo


def info_tab(field: Field, registration: Registration, timekeeper: Timekeeper, floor: Floor,
             purse: Purse, hands_played: int) -> TournamentInfo:
    """The Info tab and the lobby row."""
    s = field.structure
    index, level = timekeeper.current_level()
    entries = registration.entries
    running = field.state in (State.REGISTERING, State.RUNNING)
    upcoming = timekeeper.next_break(field.clock.now()) if running else None
    return TournamentInfo(
        tournament_id=field.tournament_id, name=s.name, kind=str(s.kind), game=s.game,
        currency=str(s.currency), state=str(field.state), starts_at=registration.starts_at,
        registration_open=registration.is_open(),
        late_registration_closes_at=(None if s.late_registration_minutes <= 0
                                     else registration.late_closes_at),
        entries=entries, players_left=field.players_left, level=index + 1,
        small_blind=level.small_blind, big_blind=level.big_blind, ante=level.ante,
        next_break_at=None if upcoming is None else upcoming.due_at, on_break=timekeeper.on_break,
        hand_for_hand=floor.hand_for_hand, prize_pool=purse.projected_pool(),
        guarantee=s.guarantee, paid_places=purse.paid_places(entries),
        hands_played=hands_played,
        next_break_reason="" if upcoming is None else str(upcoming.reason),
    )


def standings(field: Field) -> list[tuple[int, int, str]]:
    """(rank, stack, player) of the seated alive players by stack (rank 1 = chip leader,
    ties share a rank): all a hand's end needs for the tournament bars, without rows."""
    alive = []
    for player, entrant in field.entrants.items():
        if entrant.alive and entrant.table_id is not None:
            alive.append((field.tables[entrant.table_id].stacks[player], player))
    alive.sort(key=lambda item: (-item[0], item[1]))
    out: list[tuple[int, int, str]] = []  # equal stacks share a rank (1, 1, 3)
    for i, (stack, player) in enumerate(alive):
        out.append((out[-1][0] if i and alive[i - 1][0] == stack else i + 1, stack, player))
    return out


def player_rows(field: Field, bounties: BountyBook | None) -> list[PlayerRow]:
    """Alive players by stack (rank 1 = chip leader, ties share a rank), then the others by
    finishing place."""
    entrants = field.entrants
    rows = [PlayerRow(p, rank, stack, entrants[p].table_id,
                      bounties.bounty_of(p) if bounties else ZERO, None, entrants[p].prize)
            for rank, stack, p in standings(field)]
    out = sorted((e.place, p) for p, e in entrants.items() if e.place is not None)
    rows += [PlayerRow(p, place, 0, None, ZERO, place, entrants[p].prize)
             for place, p in out]
    return rows


def table_rows(field: Field) -> list[TableRow]:
    """One row per open table: players, largest and smallest stack."""
    rows = []
    for table in field.tables.values():
        stacks = [table.stacks[p] for p in table.seats.values()] or [0]
        rows.append(TableRow(table.table_id, len(table.seats), max(stacks), min(stacks)))
    return rows
