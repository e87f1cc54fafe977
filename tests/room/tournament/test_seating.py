"""Seating and balancing: random seats, balanced tables, broken tables, the final table,
late registrants, hand-for-hand play."""

from __future__ import annotations

from datetime import UTC, datetime

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.table import Table
from client.room.tournament import events as ev
from client.room.tournament.director import Tournament
from client.room.tournament.entrant import Entrant
from client.room.tournament.floor import Floor
from client.room.tournament.seating import balancing_move, random_seating

from .helpers import START, bare_field, fold_or_check, make_tournament, run_bots, step, structure


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


def test_late_registrant_opens_a_new_table_when_all_seats_are_taken(
        clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo", table_size=2, action_seconds=3600.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, humans=("a", "b"), listener=events.append)
    clock.advance_to(START)
    t.tick()
    for player in ("c", "d"):
        cashier.deposit(player, s.entry_cost, s.currency)
        t.register(player)
    opened = [e.table_id for e in events if isinstance(e, ev.TableOpened)]
    assert len(opened) == 2
    assert t.entrants["c"].table_id == t.entrants["d"].table_id == opened[1]
    assert t.players_left == 4 and t.entries == 4


def test_rule_hand_for_hand_tables_wait_for_each_other(clock: SimulatedClock,
                                                       cashier: Cashier) -> None:
    """Hand-for-hand: a table that finishes waits for the others before the next hand."""
    s = structure("turbo", hand_for_hand_margin=100, action_seconds=3600.0)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=26, humans=("h",), listener=events.append)
    clock.advance_to(START)
    t.tick()
    assert t.hand_for_hand and any(isinstance(e, ev.HandForHand) and e.on for e in events)
    while "h" not in [table.to_act for table in t.tables.values()]:
        step(t, clock)
    hands = t.hands_played
    step(t, clock)
    step(t, clock)
    assert t.hands_played == hands
    table = t.tables[t.entrants["h"].table_id or ""]
    while table.to_act == "h":
        fold_or_check(t, "h")
    assert not table.in_hand
    t.tick()
    assert t.hands_played > hands  # everyone finished: the next synchronized hand is dealt


def test_floor_on_its_own_seats_a_field_and_balances_it(clock: SimulatedClock) -> None:
    """The seating concern without the director: 14 players at 9-seat tables take two
    tables of 7; when one table loses players, balancing moves one over."""
    events: list[ev.TournamentEvent] = []
    field = bare_field(structure("turbo"), clock, events)
    floor = Floor(field, det_extra=lambda _p: 0.0, det_used=lambda _p: None,
                  on_hand_over=lambda _r: None, table_listener=None)
    players = [f"p{i:02d}" for i in range(14)]
    for player in players:
        field.entrants[player] = Entrant(player)
    assert floor.seat_field(players) == 2
    field.players_left = 14
    assert sorted(len(t.seats) for t in field.tables.values()) == [7, 7]
    first = next(iter(field.tables.values()))
    for player in first.players[:2]:
        first.leave(player)
        field.entrants[player].alive = False
        field.players_left -= 1
    floor.balance()
    assert sorted(len(t.seats) for t in field.tables.values()) == [6, 6]
    assert sum(isinstance(e, ev.PlayerMoved) for e in events) == 1
