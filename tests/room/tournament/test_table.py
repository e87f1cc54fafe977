"""The table: seats, button, privacy of hole cards, timers, hand reports."""

from __future__ import annotations

import itertools
import pickle
import random
from datetime import UTC, datetime, timedelta

import pytest

from client.bots import make_bot
from client.engine import Action, ActionKind, Hand
from client.room import tracked
from client.room.clock import SimulatedClock
from client.room.steps import Snapshot
from client.room.table import (
    Blinds,
    HandReport,
    Table,
    TableError,
    TableEvent,
    TimingPolicy,
    hand_seed,
)
from client.room.table_records import play_recorded
from client.room.tracked import close_step, open_step, undo_step

BLINDS = Blinds(10, 20)


def _table(clock: SimulatedClock, players: dict[int, str], bots: bool = False,
           size: int = 9, **kwargs: object) -> tuple[Table, list[TableEvent], list[HandReport]]:
    events: list[TableEvent] = []
    reports: list[HandReport] = []
    table = Table("t1", size, "NLHE", clock, listener=events.append,
                  on_hand_over=reports.append, **kwargs)  # type: ignore[arg-type]
    for seat, player in players.items():
        table.sit(player, seat, 1000, make_bot("random", seat) if bots else None)
    return table, events, reports


def test_rule_button_starts_at_seat_1(clock: SimulatedClock) -> None:
    """Rule 5: the button is at seat 1 to start play."""
    table, events, _ = _table(clock, {1: "a", 3: "b", 5: "c", 7: "d"})
    table.start_hand(BLINDS, seed=1)
    seating = next(e for e in events if e.kind == "seating")
    assert seating.data["button_seat"] == 1
    posts = {e.data["kind"]: e.player for e in events if e.kind == "post"}
    assert posts == {"small_blind": "b", "big_blind": "c"}
    assert table.to_act == "d"


def test_rule_forward_moving_button_never_gives_button_twice(clock: SimulatedClock) -> None:
    """Forward-moving button: at the end of every hand the button moves clockwise, so no
    player gets it twice in a row, even as players bust."""
    table, events, reports = _table(clock, {1: "a", 2: "b", 4: "c", 6: "d", 8: "e"},
                                    bots=True)
    for seed in range(12):
        if not table.can_deal():
            break
        table.start_hand(BLINDS, seed=seed)
        for player in reports[-1].busted:
            table.leave(player)
    buttons = [e.data["button_seat"] for e in events if e.kind == "seating"]
    holders = [e.data["players"] for e in events if e.kind == "seating"]
    assert len(buttons) >= 3
    assert all(a != b for a, b in itertools.pairwise(buttons))
    assert holders


def test_hole_cards_reach_only_their_owner(clock: SimulatedClock) -> None:
    table, events, _ = _table(clock, {1: "a", 2: "b", 3: "c"})
    table.start_hand(BLINDS, seed=3)
    private = [e for e in events if e.to is not None]
    assert private, "hole cards are dealt privately"
    for event in private:
        assert event.kind == "deal_hole" and event.to == event.player


def test_acting_out_of_turn_is_refused_and_changes_nothing(clock: SimulatedClock) -> None:
    table, events, _ = _table(clock, {1: "a", 2: "b", 3: "c"})
    table.start_hand(BLINDS, seed=3)
    before = len(events)
    with pytest.raises(TableError, match="not b's turn"):
        table.act("b", Action(ActionKind.FOLD))
    with pytest.raises(TableError, match="cannot"):
        table.act("a", Action(ActionKind.RAISE, 5))
    assert len(events) == before and table.to_act == "a"


def test_timeout_folds_and_player_stays_seated(clock: SimulatedClock) -> None:
    """A player whose time runs out is folded (or checked) and stays sitting in."""
    timing = TimingPolicy(action_seconds=15, time_bank_seconds=30)
    table, _, _ = _table(clock, {1: "a", 2: "b", 3: "c"}, timing=timing)
    table.start_hand(BLINDS, seed=3)
    clock.advance(44)
    assert not table.check_timeout()
    clock.advance(1)
    assert table.check_timeout()
    assert "a" in table.seats.values() and table.to_act == "b"
    assert table.deadline is not None


def test_disconnected_player_gets_extra_time_and_table_reports_waiting(
        clock: SimulatedClock) -> None:
    used: list[str] = []
    timing = TimingPolicy(15, 0, extra_seconds=lambda p: 240.0, on_timeout=used.append)
    table, _, _ = _table(clock, {1: "a", 2: "b", 3: "c"}, timing=timing)
    table.start_hand(BLINDS, seed=3)
    table.set_connected("a", False)
    assert table.waiting_on_disconnected
    clock.advance(200)
    assert not table.check_timeout()
    clock.advance(60)
    assert table.check_timeout() and used == ["a"]
    assert not table.waiting_on_disconnected


def test_hand_report_names_busted_player_and_relevant_pot_winner(
        clock: SimulatedClock) -> None:
    table, _, reports = _table(clock, {1: "a", 2: "b"}, size=2)
    table.stacks["a"] = 300
    table.start_hand(BLINDS, seed=11)
    while table.in_hand:
        player = table.to_act
        assert player is not None
        legal = table.view_for(player).legal
        assert legal is not None
        if ActionKind.RAISE in legal.kinds:
            table.act(player, Action(ActionKind.RAISE, legal.max_to))
        elif ActionKind.CALL in legal.kinds:
            table.act(player, Action(ActionKind.CALL))
        else:
            table.act(player, Action(ActionKind.CHECK))
    report = reports[-1]
    assert sum(report.start_stacks.values()) == sum(report.end_stacks.values()) == 1300
    for busted in report.busted:
        assert report.knocked_out_by[busted] and busted not in report.knocked_out_by[busted]


def test_seats_until_big_blind_for_empty_and_taken_seats(clock: SimulatedClock) -> None:
    table, _, _ = _table(clock, {1: "a", 3: "b", 5: "c", 7: "d"})
    # first hand: button 1, SB 3, BB 5
    assert table.seats_until_big_blind(5) == 0
    assert table.seats_until_big_blind(7) == 1
    assert table.seats_until_big_blind(6) == 1  # an empty seat just after the big blind


def test_table_refuses_bad_seating(clock: SimulatedClock) -> None:
    with pytest.raises(TableError):
        Table("t", 11, "NLHE", clock)
    table, _, _ = _table(clock, {1: "a"})
    with pytest.raises(TableError):
        table.sit("b", 1, 100)
    with pytest.raises(TableError):
        table.sit("a", 2, 100)
    with pytest.raises(TableError):
        table.start_hand(BLINDS, seed=1)


def test_real_clock_is_timezone_aware() -> None:
    from client.room.clock import RealClock
    assert RealClock().now().tzinfo is not None
    sim = SimulatedClock(datetime(2026, 1, 1))
    assert sim.now().tzinfo is UTC
    with pytest.raises(ValueError):
        sim.advance(-1)


def test_mixed_rotation_table_deals_each_game_in_turn(clock: SimulatedClock) -> None:
    """HORSE: fixed-limit Hold'em, Omaha 8, Razz, Stud, Stud 8, a few hands each; stud
    hands use the level's small blind as bring-in and big blind as small bet."""
    events: list[TableEvent] = []
    table = Table("h", 8, "HORSE", clock, listener=events.append)
    for seat in range(1, 9):
        table.sit(f"p{seat}", seat, 100_000, make_bot("random", seat))
    assert [table.game_for_hand(k) for k in (0, 8, 16, 24, 32, 40)] == [
        "FLHE", "FLO8", "RAZZ", "STUD", "STUD8", "FLHE"]
    for hand in range(17):
        table.start_hand(Blinds(10, 40, 5), seed=hand)
    razz = [e for e in events if e.hand_no == 17]
    assert razz[1].data["game"] == "RAZZ"
    assert any(e.kind == "post" and e.data["kind"] == "ante" for e in razz)
    with pytest.raises(TableError, match="8-handed"):
        Table("x", 9, "HORSE", clock)


def test_time_bank_is_spent_only_beyond_the_action_time(clock: SimulatedClock) -> None:
    timing = TimingPolicy(action_seconds=15, time_bank_seconds=30)
    table, _, _ = _table(clock, {1: "a", 2: "b", 3: "c"}, timing=timing)
    table.start_hand(BLINDS, seed=3)
    assert table.to_act == "a"
    clock.advance(20)  # 5 s into the time bank
    table.act("a", Action(ActionKind.CALL))
    for player in ("b", "c"):
        if table.to_act == player:
            table.act(player, Action(ActionKind.CHECK if player == "c" else ActionKind.CALL))
    while table.in_hand and table.to_act != "a":
        player = table.to_act
        assert player is not None
        table.act(player, Action(ActionKind.CHECK))
    assert table.to_act == "a"  # on the flop
    assert table.deadline == clock.now() + timedelta(seconds=15 + 25)


def test_deadline_follows_the_timing_the_bank_and_the_turn(clock: SimulatedClock) -> None:
    """`deadline` keeps its last answer: it must still follow a timing replaced (the floor
    does), a time bank spent, a step undone and the next turn."""
    table, _, _ = _table(clock, {1: "a", 2: "b", 3: "c"},
                         timing=TimingPolicy(action_seconds=15, time_bank_seconds=30))
    table.start_hand(BLINDS, seed=3)
    start = clock.now()
    assert table.deadline == table.deadline == start + timedelta(seconds=45)
    table.timing = TimingPolicy(action_seconds=5, time_bank_seconds=30)
    assert table.deadline == start + timedelta(seconds=35)
    mark = open_step()
    table._time_bank["a"] = 10.0
    assert table.deadline == start + timedelta(seconds=15)
    undo_step(mark)
    close_step(mark)
    assert table.deadline == start + timedelta(seconds=35)
    clock.advance(2)
    table.act("a", Action(ActionKind.CALL))
    assert table.to_act == "b"
    assert table.deadline == clock.now() + timedelta(seconds=35)


def test_timeout_in_stud_posts_the_bring_in(clock: SimulatedClock) -> None:
    table = Table("s", 8, "STUD", clock, timing=TimingPolicy(15, 0))
    for seat in range(1, 5):
        table.sit(f"p{seat}", seat, 1000)
    table.start_hand(Blinds(5, 20, 2), seed=4)
    bring_in = table.to_act
    clock.advance(15)
    assert table.check_timeout()
    assert table.in_hand and table.to_act != bring_in


def test_rule_heads_up_button_posts_the_small_blind(clock: SimulatedClock) -> None:
    """When two players remain, the button posts the small blind and acts first preflop."""
    table, events, _ = _table(clock, {2: "a", 6: "b"})
    for seed in range(3):
        table.start_hand(BLINDS, seed=seed)
        seating = [e for e in events if e.kind == "seating"][-1]
        assert seating.data["button_seat"] == seating.data["small_blind_seat"]
        button_player = table.seats[int(str(seating.data["button_seat"]))]
        posts = {e.data["kind"]: e.player for e in events
                 if e.kind == "post" and e.hand_no == table.hand_no}
        assert posts["small_blind"] == button_player == table.to_act
        while table.in_hand:
            player = table.to_act
            assert player is not None
            table.act(player, Action(ActionKind.FOLD))


def test_hand_report_carries_config_and_actions_that_replay_the_hand(
        clock: SimulatedClock) -> None:
    """Every hand reproducible from its recorded seed (issue 7): the report is the record."""
    table, events, reports = _table(clock, {1: "a", 2: "b", 3: "c", 4: "d"}, bots=True)
    seeds = [hand_seed(99, table.table_id, n) for n in range(1, 6)]
    for seed in seeds:
        if table.can_deal():
            table.start_hand(BLINDS, seed)
            for player in reports[-1].busted:
                table.leave(player)
    assert len(reports) >= 2 and [r.config.seed for r in reports] == seeds[:len(reports)]
    for report in reports:
        hand = Hand(report.config)
        hand.start()
        for seat, action in report.actions:
            hand.act(seat, action)
        assert hand.events == list(report.events)
        assert dict(zip(report.players, hand.result().final_stacks, strict=True)) == \
            dict(report.end_stacks)
    # the seed is the house's secret: no event to any player (or everyone) carries it
    for event in events:
        text = repr(event)
        assert "seed" not in text.lower() and not any(str(s) in text for s in seeds)


def test_hand_seed_is_its_own_for_every_hand_and_table() -> None:
    seeds = {hand_seed(seed, table, n) for seed in (1, 2) for table in ("t1", "t2")
             for n in range(1, 50)}
    assert len(seeds) == 2 * 2 * 49 and all(0 <= s < 2**63 for s in seeds)
    assert hand_seed(1, "t1", 7) == hand_seed(1, "t1", 7)


def test_a_player_who_left_is_folded_when_the_action_reaches_them(
        clock: SimulatedClock) -> None:
    """Leaving mid-hand: the hand is dead. The leaver is folded the moment the action
    reaches them, also where checking was free (the big blind after calls), without a
    clock to wait out; the record of the hand replays (saved state, hand histories)."""
    table, events, reports = _table(clock, {1: "a", 2: "b", 3: "c"})
    table.start_hand(BLINDS, seed=3)
    big_blind = next(e.player for e in events if e.kind == "post" and e.data["kind"] ==
                     "big_blind")
    assert big_blind is not None
    table.fold_out(big_blind)
    assert not any(e.kind == "action" and e.player == big_blind for e in events)

    def folds() -> list[str]:
        return [str(e.data["kind"]) for e in events if e.kind == "action" and e.player == big_blind]

    while not folds():
        player = table.to_act
        assert player is not None and player != big_blind
        table.act(player, Action(ActionKind.CALL))
    assert folds() == ["fold"]  # where checking was free: the hand is dead
    saved = Table.from_state(table.to_state(), clock, {})
    assert saved.to_act == table.to_act and saved.to_act != big_blind
    while table.in_hand:
        player = table.to_act
        assert player is not None
        table.act(player, Action(ActionKind.CHECK))
    report = reports[-1]
    hand = Hand(report.config)
    hand.start()
    for seat, action in report.actions:
        play_recorded(hand, seat, action)
    assert hand.is_over and hand.result().final_stacks == tuple(
        report.end_stacks[p] for p in report.players)


def test_rule_nobody_is_dealt_in_between_the_button_and_the_small_blind(
        clock: SimulatedClock) -> None:
    """A player who sits down (or comes back) between the button and the small blind waits
    for the button to pass: dealt in there they would act last after the flop while the
    button seat says otherwise, and a hand history's order would break the rules."""
    table, events, _ = _table(clock, {1: "a", 3: "b", 5: "c", 7: "d"})

    def fold_to_the_big_blind(seed: int) -> None:
        table.start_hand(BLINDS, seed=seed)
        while (player := table.to_act) is not None:
            table.act(player, Action(ActionKind.FOLD))

    fold_to_the_big_blind(1)  # button 1, blinds 3 and 5
    table.sit("e", 4, 1000)
    fold_to_the_big_blind(2)  # button 3, blinds 5 and 7: seat 4 waits
    fold_to_the_big_blind(3)  # button 5: seat 4 is dealt in
    seatings = [e.data for e in events if e.kind == "seating"]
    assert [s["button_seat"] for s in seatings] == [1, 3, 5]
    assert [s["players"] for s in seatings[1:]] == [["a", "b", "c", "d"],
                                                     ["a", "b", "e", "c", "d"]]


def test_a_failed_step_puts_a_seeded_hand_back_with_its_deck(clock: SimulatedClock) -> None:
    """Issue 22 item 6: a seeded hand is kept for a step as how to deal and play it again
    (its config and actions so far), not copied (a copy of the whole hand was 7% of the
    room's CPU per action), and its generator saves nothing when the step draws; a failed
    step that dealt the flop puts the same hand object back as it was, deck included, and
    the same action deals the same flop again."""
    table, events, _ = _table(clock, {1: "a", 2: "b"})
    table.start_hand(BLINDS, seed=11)
    table.act(str(table.to_act), Action(ActionKind.CALL))
    big_blind = str(table.to_act)
    hand = table._hand
    assert hand is not None
    before = _value(hand)
    step = open_step()
    table.act(big_blind, Action(ActionKind.CHECK))
    log = tracked._open.log[step.start:]
    kept = [state for _restore, obj, state in log if obj is hand]
    assert len(kept) == 1 and not isinstance(kept[0], Snapshot)
    assert not any(isinstance(obj, random.Random) for _r, obj, _s in log)  # (the flop drew)
    flop = [e.data["cards"] for e in events if e.kind == "deal_board"]
    undo_step(step)
    close_step(step)
    assert table._hand is hand and _value(hand) == before
    dealt = len(events)
    table.act(big_blind, Action(ActionKind.CHECK))
    assert flop and [e.data["cards"] for e in events[dealt:] if e.kind == "deal_board"] == flop


def test_a_failed_step_puts_a_securely_shuffled_hand_back_from_its_copy(
        clock: SimulatedClock) -> None:
    """A hand dealt from a secure shuffle cannot be dealt again: it is copied whole
    before a step changes it, and put back in place from the copy."""
    table, _, _ = _table(clock, {1: "a", 2: "b"})
    table.start_hand(BLINDS, seed=None)
    hand = table._hand
    assert hand is not None
    before = len(hand.events), hand.view(0), hand.view(1)  # (a secure shuffle: no pickle)
    step = open_step()
    table.act(str(table.to_act), Action(ActionKind.CALL))
    table.act(str(table.to_act), Action(ActionKind.CHECK))
    assert [type(state) for _r, obj, state in tracked._open.log if obj is hand] == [Snapshot]
    undo_step(step)
    close_step(step)
    assert table._hand is hand and (len(hand.events), hand.view(0), hand.view(1)) == before


def _value(hand: Hand) -> bytes:
    """A hand's whole state by value (its cache of the options to act filled first)."""
    if hand.to_act is not None:
        hand.legal()
    return pickle.dumps(hand)


def test_a_step_that_deals_a_hand_keeps_no_copy_of_it(clock: SimulatedClock) -> None:
    """Issue 22 item 6: the new hand is dropped with the table's reference when the step
    fails; the bots playing it out in the same step copy nothing of it."""
    table, _, reports = _table(clock, {1: "a", 2: "b"}, bots=True)
    step = open_step()
    table.start_hand(BLINDS, seed=5)
    assert reports and not any(isinstance(obj, Hand) for _r, obj, _s in tracked._open.log)
    undo_step(step)
    close_step(step)
    assert not table.in_hand and table.hand_no == 0


def test_legal_for_is_what_the_view_says_of_the_player(clock: SimulatedClock) -> None:
    """Issue 22 item 6: a turn asks for the options alone, without building the view."""
    table, _, _ = _table(clock, {1: "a", 2: "b", 3: "c"})
    assert table.legal_for("a") is None
    table.start_hand(BLINDS, seed=3)
    for _ in range(3):
        player = str(table.to_act)
        assert table.legal_for(player) == table.view_for(player).legal is not None
        assert all(table.legal_for(p) is None for p in ("a", "b", "c") if p != player)
        legal = table.legal_for(player)
        assert legal is not None
        table.act(player, Action(ActionKind.CHECK if ActionKind.CHECK in legal.kinds
                                 else ActionKind.CALL))
    assert table.to_act is not None


def test_to_act_is_the_hands_player_to_act_whenever_anyone_asks(clock: SimulatedClock) -> None:
    """Issue 22 item 6: the table keeps whose turn it is as the hand moves (asked a dozen
    times a turn, it is not worked out from the hand at each ask): at every event its
    listener sees (bots' actions and the hand's end included), after a failed step and
    on a table made again from its saved state, it is the hand's own player to act."""
    seen: list[tuple[str, str | None, str | None]] = []
    table: Table

    def check(event: TableEvent) -> None:
        view = table.view_for(table.dealt_in[0])
        engine = None if view.to_act is None else table.dealt_in[view.to_act]
        seen.append((event.kind, table.to_act, engine))

    table = Table("t1", 6, "NLHE", clock, listener=check)
    for seat, player in enumerate(("a", "b", "c", "d"), start=1):
        table.sit(player, seat, 100_000,
                  make_bot("loose-passive", seat) if player in "ac" else None)
    for seed in range(6):
        table.start_hand(BLINDS, seed=seed)
        while table.in_hand:
            player = str(table.to_act)
            legal = table.legal_for(player)
            assert legal is not None and player in "bd"
            table.act(player, Action(ActionKind.CHECK if ActionKind.CHECK in legal.kinds
                                     else ActionKind.CALL))
        assert table.to_act is None
    assert {"action", "hand_ended"} <= {kind for kind, _, _ in seen}
    assert all(kept == engine for _, kept, engine in seen)
    table.start_hand(BLINDS, seed=7)
    first = str(table.to_act)
    step = open_step()
    table.act(first, Action(ActionKind.FOLD))
    assert table.to_act not in (first, None)
    undo_step(step)
    close_step(step)
    assert table.to_act == first
    again = Table.from_state(table.to_state(), clock, table.bots)
    assert again.to_act == first
