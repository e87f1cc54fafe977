"""Random seats, breaking and balancing tables, the final table."""

from __future__ import annotations

from datetime import UTC, datetime

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.table import Table
from client.room.tournament import events as ev
from client.room.tournament.director import Tournament
from client.room.tournament.seating import balancing_move, random_seating

from .helpers import START, make_tournament, run_bots, structure


def test_rule_seats_assigned_at_random(clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 4: seats are assigned at random (and tables start as even as possible)."""
    import random
    players = [f"p{i}" for i in range(30)]
    one = random_seating(players, 9, random.Random(1))
    two = random_seating(players, 9, random.Random(2))
    assert one != two
    assert sorted(len(t) for t in one) == [7, 7, 8, 8]
    assert sorted(p for t in one for _, p in t) == sorted(players)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, structure("turbo"), bots=30, listener=events.append)
    clock.advance_to(START)
    t.tick()
    per_table: dict[str, int] = {}
    for e in events:
        if isinstance(e, ev.PlayerSeated):
            per_table[e.table_id] = per_table.get(e.table_id, 0) + 1
    assert sorted(per_table.values()) == [7, 7, 8, 8]


def _check_balanced(t: Tournament) -> None:
    sizes = [len(table.seats) for table in t.tables.values()]
    if sizes and not any(table.in_hand for table in t.tables.values()):
        assert max(sizes) - min(sizes) <= 1, sizes
        assert len(sizes) == max(1, -(-t.players_left // t.structure.table_size))


def test_rule_tables_balanced_within_one_player_and_broken_as_players_bust() -> None:
    """Tables are broken to fill empty seats and balanced to (near) equal sizes; players
    at broken tables are re-seated at random."""
    t, events = run_bots(150, structure("turbo"), seed=5, on_tick=_check_balanced)
    assert t.chips_conserved()
    broken = [e for e in events if isinstance(e, ev.TableBroken)]
    moved = [e for e in events if isinstance(e, ev.PlayerMoved)]
    assert len(broken) == 16  # 17 tables down to the final one
    assert {m.reason for m in moved} == {"broken", "balance", "final-table"}
    for table in broken:
        assert any(m.from_table == table.table_id and m.reason != "balance" for m in moved) \
            or not any(m.to_table == table.table_id for m in moved)
    _, other = run_bots(150, structure("turbo"), seed=6)
    first = [(m.player, m.to_table, m.to_seat) for m in moved if m.reason == "broken"]
    second = [(m.player, m.to_table, m.to_seat) for m in other
              if isinstance(m, ev.PlayerMoved) and m.reason == "broken"]
    assert first != second


def test_rule_final_table_formed_when_field_fits_one_table() -> None:
    """When enough players are eliminated, all are brought together at the final table."""
    t, events = run_bots(40, structure("turbo"), seed=2)
    finals = [e for e in events if isinstance(e, ev.FinalTableFormed)]
    assert len(finals) == 1 and finals[0].players <= 9
    left_at_final = 40 - sum(1 for e in events[:events.index(finals[0])]
                             if isinstance(e, ev.PlayerEliminated))
    assert left_at_final == finals[0].players
    assert t.state.value == "finished"


def _table_with(clock: SimulatedClock, table_id: str, seats: list[int]) -> Table:
    table = Table(table_id, 9, "NLHE", clock)
    for seat in seats:
        table.sit(f"{table_id}-{seat}", seat, 1000)
    return table


def test_rule_balancing_moves_player_to_similar_position_relative_to_blinds() -> None:
    """Players moved individually to balance tables go, when possible, to a similar
    position relative to the blinds: the player due the big blind goes to the seat that
    is due the big blind."""
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    big = _table_with(clock, "A", list(range(1, 10)))
    small = _table_with(clock, "B", [1, 2, 5, 6, 8, 9])
    move = balancing_move([big, small])
    assert move is not None and move.source == "A" and move.target == "B"
    mover_seat = big.seat_of(move.player)
    assert big.seats_until_big_blind(mover_seat) == 0
    # seat 3 is next to post the big blind at B (button 1, small blind 2)
    assert move.seat == 3 and small.seats_until_big_blind(3) == 0
    other = _table_with(clock, "C", [1, 2, 3, 5, 7, 8])
    move = balancing_move([big, other])
    assert move is not None
    assert other.seats_until_big_blind(move.seat) == min(
        other.seats_until_big_blind(seat) for seat in other.empty_seats())


def test_no_balancing_needed_within_one_player() -> None:
    clock = SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC))
    a = _table_with(clock, "A", [1, 2, 3, 4, 5, 6, 7, 8])
    b = _table_with(clock, "B", [1, 2, 3, 4, 5, 6, 7])
    assert balancing_move([a, b]) is None
