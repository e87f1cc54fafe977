"""Fast-fold money is conserved per hand and per session, whatever players do (hypothesis),
and a bots-only run is reproducible from its seed."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from client.engine import GAMES, Action, ActionKind, game_spec
from client.room.errors import RoomError
from client.room.fastfold import HandSettled, PlayerSeated, PlayerState, PoolRules
from client.room.fastfold.simulation import pool_spec as qa_pool_spec
from client.room.fastfold.simulation import run_pool
from client.room.ledger import HOUSE_RAKE, Currency, player_account
from client.room.ring import to_chips
from tests.room.fastfold.rig import BANKROLL, Rig, pool_spec

OPS = ("act",) * 8 + ("fast_fold", "fast_fold", "sit_out", "sit_back", "leave", "join",
                      "join", "top_up", "disconnect", "reconnect", "wait")


def _random_action(rig: Rig, player: str, roll: int) -> Action:
    view = rig.pool.view_for(player)
    assert view is not None and view.legal is not None
    legal = view.legal
    if ActionKind.FOLD in legal.kinds and roll % 4 == 0:
        return Action(ActionKind.FOLD)
    if ActionKind.RAISE in legal.kinds and roll % 4 == 1:
        return Action(ActionKind.RAISE, legal.min_to + (roll % max(1, legal.max_to
                                                                  - legal.min_to + 1)))
    if ActionKind.BET in legal.kinds and roll % 4 == 1:
        return Action(ActionKind.BET, legal.max_to if roll % 8 == 1 else legal.min_to)
    return Action(ActionKind.CHECK if ActionKind.CHECK in legal.kinds else ActionKind.CALL)


def _step(rig: Rig, op: str, who: int, roll: int) -> None:
    players = [f"p{i:02d}" for i in range(16)]
    player = players[who % len(players)]
    pool = rig.pool
    try:
        if op == "act":
            turns = [t for t in rig.running() if pool.to_act(t) is not None]
            if turns:
                actor = pool.to_act(turns[roll % len(turns)])
                assert actor is not None
                pool.act(actor, _random_action(rig, actor, roll))
        elif op == "fast_fold":
            folders = [p for p in pool.players if pool.can_fast_fold(p)]
            if folders:
                pool.fast_fold(folders[roll % len(folders)])
        elif op == "join":
            pool.join(player, Decimal(4 + roll % 7))
        elif op == "top_up":
            pool.top_up(player, Decimal(1 + roll % 5))
        elif op == "wait":
            rig.clock.advance(roll % 40)
            pool.tick()
        elif op in ("disconnect", "reconnect"):
            pool.set_connected(player, op == "reconnect")
        else:
            getattr(pool, op)(player)
    except RoomError:
        pass  # refused requests change nothing; the invariants below check it


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(OPS), st.integers(0, 15), st.integers(0, 999)),
                min_size=20, max_size=120), st.integers(0, 3))
def test_money_conserved_per_hand_and_per_session(steps: list[tuple[str, int, int]],
                                                  seed: int) -> None:
    """Per hand: the chips dealt in = the chips out + the rake, and every table account is
    empty between hands. Per session: the pool account holds the stacks between hands and
    deposits = available funds + money in the pool + rake, after any sequence of joins,
    actions, fast folds, sit-outs, leaves, top-ups, disconnects and timeouts."""
    rig = Rig(spec=pool_spec(seats=3, pool_size=14), seed=seed,
              rules=PoolRules(disconnect_leave_seconds=50))
    for i in range(16):
        rig.fund(f"p{i:02d}")
    for i in range(9):
        rig.pool.join(f"p{i:02d}", Decimal("10.00"))
    for op, who, roll in steps:
        _step(rig, op, who, roll)
        assert rig.pool.money_conserved()
        assert rig.ledger.total(Currency.USD) == 0
        assert rig.pool.ready == sum(rig.pool.state(p) in (PlayerState.PLAYING,
                                                           PlayerState.WAITING)
                                     for p in rig.pool.players)
    brought: dict[tuple[str, int], int] = {}
    for event in rig.of(PlayerSeated):
        key = (event.table_id, event.hand_no)
        brought[key] = brought.get(key, 0) + event.stack
    for settled in rig.of(HandSettled):
        kept = sum(settled.stacks.values()) + to_chips(settled.rake)
        assert kept == brought[(settled.table_id, settled.hand_no)]
    in_pool = sum((b for acc, b in rig.ledger.balances(Currency.USD).items()
                   if acc.startswith("table:")), Decimal(0))
    available = sum(rig.ledger.balance(player_account(f"p{i:02d}"), Currency.USD)
                    for i in range(16))
    rake = rig.ledger.balance(HOUSE_RAKE, Currency.USD)
    assert rake == rig.pool.rake == sum((s.rake for s in rig.of(HandSettled)), Decimal(0))
    assert available + in_pool + rake == 16 * BANKROLL


def test_bots_run_same_seed_same_result_and_money_conserved() -> None:
    """A bots-only pool run is reproducible from its seed and conserves money."""
    spec = qa_pool_spec("NLHE", Currency.USD, "0.05/0.10", 18, 6)
    first = run_pool(spec, 60, seed=5, bots="random")
    assert first == run_pool(spec, 60, seed=5, bots="random")
    assert first != run_pool(spec, 60, seed=6, bots="random")
    assert first.hands_played == 60 and first.money_conserved
    assert first.tables_used >= 3 and first.players_reseated > 60 * 2


@pytest.mark.parametrize("game", GAMES)
def test_every_game_the_site_spreads_deals_in_a_pool_and_conserves_money(game: str) -> None:
    """Flop, stud and draw games (blinds, or antes and bring-ins) all run as pools, each
    hand raked by the site's table for that game."""
    seats = min(6, game_spec(game).max_players)
    run = run_pool(qa_pool_spec(game, Currency.USD, "0.05/0.10", 2 * seats, seats), 25,
                   seed=2, bots="random")
    assert run.hands_played == 25 and run.money_conserved
