"""A table saved mid-hand comes back with the same hand: same cards, same turn, same timers."""

from __future__ import annotations

import pytest

from client.engine import Action, ActionKind
from client.room.clock import SimulatedClock
from client.room.saved.schema import TableState
from client.room.table import Blinds, Table, TableError, hand_seed

BLINDS = Blinds(10, 20)


def _table(clock: SimulatedClock) -> Table:
    table = Table("t1", 6, "NLHE", clock)
    for seat, player in ((1, "a"), (3, "b"), (4, "c")):
        table.sit(player, seat, 1000)
    return table


def test_a_hand_in_progress_is_replayed_through_the_engine(clock: SimulatedClock) -> None:
    table = _table(clock)
    table.start_hand(BLINDS, hand_seed(7, "t1", 1))
    table.act(table.to_act or "", Action(ActionKind.CALL))
    clock.advance(5)
    table.set_connected("c", False)
    state = table.to_state()
    back = Table.from_state(state, clock, {})
    assert back.to_state() == state
    assert back.to_act == table.to_act
    assert back.deadline == table.deadline
    for player in back.dealt_in:
        assert back.view_for(player) == table.view_for(player)
    for t in (table, back):  # both play on the same way
        while t.to_act is not None:
            legal = t.view_for(t.to_act).legal
            call = legal is not None and ActionKind.CALL in legal.kinds
            t.act(t.to_act, Action(ActionKind.CALL if call else ActionKind.CHECK))
    assert not back.in_hand and back.stacks == table.stacks


def test_a_secure_shuffle_cannot_be_saved_mid_hand(clock: SimulatedClock) -> None:
    table = _table(clock)
    table.start_hand(BLINDS, None)
    with pytest.raises(TableError, match="secure shuffle"):
        table.to_state()


def test_a_hand_that_does_not_replay_is_refused(clock: SimulatedClock) -> None:
    table = _table(clock)
    table.start_hand(BLINDS, hand_seed(7, "t1", 1))
    table.act(table.to_act or "", Action(ActionKind.CALL))
    state = table.to_state()
    assert state.hand is not None
    bad_hand = TableState(**{**{f: getattr(state, f) for f in state.__struct_fields__},
                             "hand": type(state.hand)(
                                 **{**{f: getattr(state.hand, f)
                                       for f in state.hand.__struct_fields__},
                                    "actions": ((0, Action(ActionKind.CHECK)),) * 3})})
    with pytest.raises(TableError, match="does not replay"):
        Table.from_state(bad_hand, clock, {})
