"""Fast-fold pool: sit-out, leave, top-up, disconnect, timeouts and fair blinds."""

from __future__ import annotations

import random
from collections import Counter
from decimal import Decimal

from client.engine import Action, ActionKind
from client.room.fastfold import (
    LeaveReason,
    PlayerSeated,
    PlayerState,
    PoolLeft,
    PoolRules,
    SittingOut,
    TopUpDone,
    TopUpRefused,
    TurnStarted,
)
from client.room.fastfold.seating import BlindRotation
from client.room.ledger import Currency
from tests.room.fastfold.rig import Rig, pool_spec


def test_rule_sit_out_between_hands_and_after_the_current_hand() -> None:
    """Sitting out deals a player no more hands: at once between hands, else from the
    moment they are out of their hand; sitting back in makes them wait for one again."""
    rig = Rig()
    rig.join(11)
    rig.pool.sit_out("p00")
    assert rig.pool.state("p00") is PlayerState.SITTING_OUT
    rig.join(2, first=11)  # 12 ready: two tables, p00 not among them
    assert rig.pool.state("p00") is PlayerState.SITTING_OUT
    assert "p00" not in {e.player for e in rig.of(PlayerSeated)}
    player = rig.pool.to_act(rig.running()[0])
    assert player is not None
    rig.pool.sit_out(player)
    assert rig.pool.state(player) is PlayerState.PLAYING
    rig.fold(player)
    assert rig.pool.state(player) is PlayerState.SITTING_OUT
    rig.pool.sit_back("p00")
    assert rig.pool.state("p00") is PlayerState.WAITING
    assert [e.on for e in rig.of(SittingOut)] == [True, True, False]


def test_rule_leave_cashes_out_now_or_as_soon_as_out_of_the_hand() -> None:
    """Leaving pays the stack back to available funds: between hands at once; in a hand
    facing a bet by folding at once; otherwise the hand is checked for them and they are
    paid the moment it ends (never mid-hand)."""
    rig = Rig()
    rig.join(13)
    waiting = next(p for p in rig.pool.players if rig.pool.state(p) is PlayerState.WAITING)
    rig.pool.leave(waiting)
    assert waiting not in rig.pool.players
    assert rig.cashier.available(waiting, Currency.USD) == Decimal("100.00")
    table_id = rig.running()[0]
    seats = {e.seat: e.player for e in rig.of(PlayerSeated) if e.table_id == table_id}
    first, big_blind = seats[4], seats[3]
    rig.pool.leave(first)  # facing the big blind: folds now
    assert first not in rig.pool.players
    assert rig.of(PoolLeft)[-1] == PoolLeft("ff", first, Decimal("10.00"), LeaveReason.LEFT)
    rig.pool.leave(big_blind)  # could check: stays in the hand, played for
    assert rig.pool.state(big_blind) is PlayerState.PLAYING
    while big_blind in rig.pool.players:
        player = rig.pool.to_act(table_id)
        assert player is not None and player != big_blind
        rig.passive(player)
    assert big_blind not in rig.pool.players
    left = rig.of(PoolLeft)[-1]
    assert left.player == big_blind and left.reason is LeaveReason.LEFT
    checks = [e for e in rig.table_events if e.table_id == table_id and e.kind == "action"
              and e.player == big_blind]
    assert checks and {e.data["kind"] for e in checks} == {"check"}
    assert rig.cashier.available(big_blind, Currency.USD) == Decimal(90) + left.cashed_out
    assert rig.pool.money_conserved()


def test_rule_top_up_to_max_buy_in_between_hands() -> None:
    """A top-up adds available money up to the max buy-in: at once between hands, the
    moment the player is out of the hand during one; one past the max is refused then."""
    rig = Rig()
    rig.join(11, buy_in=Decimal("6.00"))
    rig.pool.top_up("p00", Decimal("4.00"))
    assert rig.pool.stack("p00") == 1000 and rig.of(TopUpDone)[-1].stack == 1000
    rig.join(1, buy_in=Decimal("6.00"), first=11)
    table_id = next(t for t in rig.running() if rig.pool.to_act(t) != "p00")
    first = rig.pool.to_act(table_id)
    assert first is not None
    rig.pool.top_up(first, Decimal("4.00"))
    assert rig.pool.stack(first) == 600  # not during the hand
    later = next(p for p in rig.pool.audience(table_id) if p not in (first, "p00"))
    rig.pool.top_up(later, Decimal("4.50"))
    rig.fold(first)
    assert rig.of(TopUpDone)[-1].player == first and rig.pool.stack(first) == 1000
    while rig.pool.table_of(later) == table_id:
        player = rig.pool.to_act(table_id)
        assert player is not None
        if player == later:
            rig.fold(player)
        else:
            rig.passive(player)
    refused = rig.of(TopUpRefused)[-1]
    assert refused.player == later and "may not exceed" in refused.reason
    assert rig.cashier.available(later, Currency.USD) == Decimal("94.00")
    assert rig.pool.money_conserved()


def test_rule_disconnected_player_folded_at_turn_then_leaves_after_60_seconds() -> None:
    """A disconnected player is folded the moment it is their turn (facing a bet), dealt
    no new hand, and leaves the pool cashed out after 60 s away."""
    rig = Rig()
    rig.join(12)
    table_id = rig.running()[0]
    first = rig.pool.to_act(table_id)
    assert first is not None
    seated = len(rig.of(PlayerSeated))
    second = next(e.player for e in rig.of(PlayerSeated)
                  if e.table_id == table_id and e.seat == 5)
    rig.pool.set_connected(second, False)
    rig.passive(first)
    assert rig.pool.state(second) is PlayerState.AWAY  # folded for them at once
    assert rig.pool.to_act(table_id) != second
    rig.clock.advance(59)
    rig.pool.tick()
    assert second in rig.pool.players
    rig.clock.advance(1)
    rig.pool.tick()
    assert rig.of(PoolLeft)[-1] == PoolLeft("ff", second, Decimal("10.00"),
                                            LeaveReason.DISCONNECTED)
    assert second not in {e.player for e in rig.of(PlayerSeated)[seated:]}


def test_rule_reconnecting_in_time_keeps_the_seat_in_the_pool() -> None:
    """Back within the limit, a player waits for hands again."""
    rig = Rig()
    rig.join(11)
    rig.pool.set_connected("p03", False)
    rig.clock.advance(30)
    rig.pool.tick()
    rig.pool.set_connected("p03", True)
    rig.clock.advance(60)
    rig.pool.tick()
    assert rig.pool.state("p03") is PlayerState.WAITING


def test_rule_timeout_checks_or_folds_and_the_player_moves_on() -> None:
    """Out of time (action time plus time bank), a player facing a bet is folded and moves
    on like any folder; their time bank is spent."""
    rig = Rig(rules=PoolRules(action_seconds=15, time_bank_seconds=10))
    rig.join(12)
    table_id = rig.running()[0]
    player = rig.pool.to_act(table_id)
    assert player is not None
    turn = rig.of(TurnStarted)[0]
    assert (turn.deadline - rig.clock.now()).total_seconds() == 25
    assert rig.pool.time_bank(player) == 10
    assert rig.pool.next_due == turn.deadline
    rig.clock.advance(25)
    rig.pool.tick()
    assert rig.pool.table_of(player) != table_id
    assert rig.pool.to_act(table_id) != player
    assert rig.pool.time_bank(player) == 0  # spent, and it goes with them


def test_rule_blinds_fair_big_blind_goes_to_the_most_due() -> None:
    """At a new table the longest without a big blind posts it, the next the small blind,
    the least due acts first; a newcomer counts as a full orbit."""
    rotation = BlindRotation(6, random.Random(1))
    rotation.dealt(["a", "b", "c", "d", "e"], big_blind="e")  # e just paid
    rotation.dealt(["a", "b"], big_blind="b")
    order = rotation.layout(["a", "b", "c", "d", "e", "new"])
    assert [rotation.due(p) for p in ("a", "b", "c", "e", "new")] == [8, 0, 7, 0, 6]
    # seat order: button, small blind, big blind, first to act, ..., cutoff
    assert set(order[:2]) == {"c", "d"} and order[2] == "a"
    assert set(order[3:5]) == {"b", "e"} and order[5] == "new"
    assert rotation.layout(["b", "a"]) == ["b", "a"]  # heads-up: the button posts the SB


def test_rule_leaving_before_the_big_blind_owes_it_on_return() -> None:
    """Leaving does not reset the hands since one's last big blind: a player who leaves
    just before it comes back owing it."""
    rig = Rig()
    rig.join(12)
    table_id = rig.running()[0]
    under_the_gun = rig.pool.to_act(table_id)
    assert under_the_gun is not None
    due = rig.pool.blind_due(under_the_gun)
    rig.pool.leave(under_the_gun)  # folds and goes at once
    assert under_the_gun not in rig.pool.players
    rig.pool.join(under_the_gun, Decimal("10.00"))
    assert rig.pool.blind_due(under_the_gun) == due


def test_rule_blinds_fair_over_time_everyone_posts_one_big_blind_per_orbit() -> None:
    """Over many hands each player posts about one big blind per six hands dealt to
    them (forced all-calls, so the whole pool plays on)."""
    rig = Rig(spec=pool_spec(pool_size=24))
    rig.join(24)
    while rig.pool.hands_played < 300:
        table_id = rig.running()[0]
        player = rig.pool.to_act(table_id)
        assert player is not None
        view = rig.pool.view_for(player)
        assert view is not None and view.legal is not None
        if ActionKind.FOLD in view.legal.kinds and view.street == "preflop":
            rig.fold(player)
        else:
            rig.pool.act(player, Action(ActionKind.CHECK if ActionKind.CHECK in
                                        view.legal.kinds else ActionKind.CALL))
    dealt = Counter(e.player for e in rig.of(PlayerSeated))
    big_blinds = Counter(e.player for e in rig.table_events
                         if e.kind == "post" and e.data["kind"] == "big_blind")
    for player, hands in dealt.items():
        assert abs(big_blinds[player] - hands / 6) <= 2, (player, hands, big_blinds[player])
    assert rig.pool.money_conserved()
