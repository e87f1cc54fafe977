"""The director as coordinator: every state change is an event, lobby views agree,
the same seed plays the same tournament, a big field runs to the end."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.saved.codec import decode_state, encode_state
from client.room.saved.tournament import from_state, to_state
from client.room.tournament import events as ev
from client.room.tournament.director import Tournament
from client.room.tournament.simulation import simulate

from .helpers import START, make_tournament, run_bots, structure


def test_events_cover_every_state_change_and_lobby_views_are_consistent() -> None:
    seen: dict[str, int] = {}

    def lobby(t: Tournament) -> None:
        info = t.info()
        rows = t.players()
        assert len(rows) == len(t.entrants)
        alive = [r for r in rows if r.place is None]
        assert [r.rank for r in alive] == [1 + sum(o.stack > r.stack for o in alive)
                                           for r in alive]  # ties share a rank
        assert [r.stack for r in alive] == sorted((r.stack for r in alive), reverse=True)
        assert t.standings() == [(r.rank, r.stack, r.player) for r in alive]  # the bars'
        assert info.players_left == len(alive)
        assert sum(r.players for r in t.table_rows()) == len(alive)
        seen["final"] = seen.get("final", 0) + t.prizes().final

    _t, events = run_bots(120, structure("regular", late_registration_minutes=10), seed=4,
                         on_tick=lobby, starts_at=START + timedelta(minutes=50))
    kinds = {type(e).__name__ for e in events}
    assert {"LevelUp", "BreakStarted", "BreakEnded", "TableBroken", "PlayerMoved",
            "PlayerEliminated", "PrizeAwarded", "HandForHand", "PrizePoolFinalized",
            "FinalTableFormed", "TournamentFinished", "RegistrationClosed"} <= kinds
    assert seen["final"] > 0
    eliminated = [e for e in events if isinstance(e, ev.PlayerEliminated)]
    assert len(eliminated) == 119 and all(e.place >= 2 for e in eliminated)


def test_same_seed_same_finishing_order() -> None:
    a = simulate(60, structure("turbo"), seed=11)
    b = simulate(60, structure("turbo"), seed=11)
    c = simulate(60, structure("turbo"), seed=12)
    assert a.finishing_order == b.finishing_order and a.prizes == b.prizes
    assert a.finishing_order != c.finishing_order


@pytest.mark.slow
def test_thousand_player_mtt_runs_to_the_end_conserving_chips_and_money() -> None:
    result = simulate(1000, structure("turbo"), seed=1)
    assert result.chips_conserved and result.money_conserved
    assert len(result.finishing_order) == 1000 == len(set(result.finishing_order))
    assert sum(result.prizes.values(), Decimal(0)) == Decimal("10.00") * 1000


def test_players_with_equal_stacks_share_a_rank() -> None:
    """Seen playing: at the first deal everyone had 3,000 and the bar said 'Rank 9 of 9'."""
    clock = SimulatedClock(START)
    t = make_tournament(clock, Cashier(), structure("regular"), humans=tuple("abcdefghi"))
    clock.advance_to(START)
    t.tick()
    rows = [r for r in t.players() if r.place is None]
    assert len(rows) == 9
    assert {r.rank for r in rows if r.stack == rows[0].stack} == {1}


def test_tables_are_the_fields_own_dict_as_tables_open_and_close() -> None:
    """Issue 22 item 6: `Tournament.tables` names the field's dict itself (read a dozen
    times an action, it is no property): the same dict, holding every open table, from
    the seating of 30 players at several tables to the end, and on a tournament made
    again from its saved state."""
    seen: list[tuple[int, bool, bool]] = []
    restored: list[Tournament] = []

    def check(t: Tournament) -> None:
        open_ids = {e.table_id for e in t.entrants.values() if e.alive and e.table_id}
        seen.append((len(t.tables), t.tables is t.field.tables, set(t.tables) >= open_ids))
        if len(t.tables) > 1 and not restored:
            restored.append(from_state(decode_state(encode_state(to_state(t))),
                                       clock=t.clock, cashier=t.cashier))
            assert set(restored[0].tables) == set(t.tables)

    run_bots(30, structure("turbo"), on_tick=check)
    assert max(n for n, _, _ in seen) > 1 and restored
    assert all(same and complete for _, same, complete in seen)
    assert restored[0].tables is restored[0].field.tables
