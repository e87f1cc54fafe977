"""Table snapshots built from a real room Table: every pot (main and side pots, not one
figure) and the acting player's remaining time bank."""

from __future__ import annotations

from datetime import UTC, datetime

from client.engine import Action, ActionKind
from client.protocol import views
from client.room.clock import SimulatedClock
from client.room.table import Blinds, Table, TimingPolicy


def test_snapshot_lists_main_and_side_pots_and_the_time_bank() -> None:
    """A short stack all in preflop, then a bet and a call on the flop: the snapshot shows
    the main pot and the side pot; the acting player's timer carries their time bank."""
    clock = SimulatedClock(datetime(2026, 5, 1, 12, tzinfo=UTC))
    table = Table("t1", 3, "NLHE", clock,
                  timing=TimingPolicy(action_seconds=15, time_bank_seconds=40))
    for seat, (name, stack) in enumerate((("short", 300), ("ann", 5000), ("bob", 5000)), 1):
        table.sit(name, seat, stack)
    table.start_hand(Blinds(50, 100), seed=4)
    assert table.dealt_in and set(table.dealt_in) == {"short", "ann", "bob"}
    while table.in_hand and len(table.view_for("ann").pots) < 2:
        player = table.to_act
        assert player is not None
        legal = table.view_for(player).legal
        assert legal is not None
        if player == "short":
            table.act(player, Action(ActionKind.RAISE, legal.max_to))
        elif ActionKind.BET in legal.kinds:
            table.act(player, Action(ActionKind.BET, 500))
        else:
            table.act(player, Action(ActionKind.CALL))
    snapshot = views.table_snapshot(table, "ann", names={}, sitting_out=(),
                                    blinds=Blinds(50, 100))
    assert [p.amount for p in snapshot.pots] == [900, 1000]
    assert snapshot.timer is not None and snapshot.timer.time_bank == 40
