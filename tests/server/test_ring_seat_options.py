"""A regular's seat options at a ring table, through the room service: sit out next hand
(nothing posted, not dealt in), come back owing the big blind, top up and auto-rebuy
between hands only and never above the table maximum."""

from __future__ import annotations

from client.protocol import messages as m
from client.protocol import table_bodies as tb
from client.room.clock import SimulatedClock
from client.room.ledger import player_account
from client.room.ring import RingTableSpec, load_ring_tables, to_chips
from client.service import RoomService
from client.service.play import passive_action
from tests.server.test_ring_games import ring_room

NL = next(s for s in load_ring_tables()
          if s.game == "NLHE" and not s.fast_fold and s.currency == "PLAY")


def seated(spec: RingTableSpec = NL) -> tuple[RoomService, SimulatedClock]:
    service, clock = ring_room(spec)
    service.handle("me", m.Sit(table_id=spec.id, buy_in=spec.min_buy_in))
    return service, clock


def play_hands(service: RoomService, clock: SimulatedClock, table_id: str,
               hands: int) -> None:
    """Play (check or fold for ``me``) until hand number ``hands`` has been dealt."""
    table = service.rings.get(table_id).table
    while table.hand_no < hands:
        if table.to_act == "me":
            action = passive_action(table, "me")
            service.handle("me", m.Act(table_id=table_id,
                                       action=m.ActionKind(action.kind.value),
                                       amount=action.amount))
        elif not service.run_due():
            clock.advance(1)


def between_hands(service: RoomService, clock: SimulatedClock, table_id: str) -> None:
    """Play on until the table is between hands."""
    table = service.rings.get(table_id).table
    play_hands(service, clock, table_id, table.hand_no)
    while table.in_hand:
        play_hands(service, clock, table_id, table.hand_no + 1)


def test_sit_out_next_hand_at_a_ring_table_posts_nothing() -> None:
    """A sat-out player posts nothing and is not dealt in; their seat shows them out."""
    service, clock = seated()
    table = service.rings.get(NL.id).table
    play_hands(service, clock, NL.id, 1)
    service.handle("me", m.SitOut(table_id=NL.id))
    stack = table.stacks["me"]
    play_hands(service, clock, NL.id, table.hand_no + 6)
    assert table.stacks["me"] == stack
    assert "me" not in table.dealt_in
    snap = service.play.snapshot(None, table, "me")
    assert next(s for s in snap.seats if s.player_id == "me").sitting_out


def test_sit_out_next_hand_then_back_owes_the_big_blind_missed() -> None:
    """Coming back after the big blind passed you, you post it (a live blind) next hand,
    or with wait-for-big-blind are dealt in at your big blind."""
    service, clock = seated()
    ring = service.rings.get(NL.id)
    play_hands(service, clock, NL.id, 1)
    service.handle("me", m.SitOut(table_id=NL.id))
    play_hands(service, clock, NL.id, ring.table.hand_no + 7)
    assert "me" in ring.sit_outs.owes
    service.handle("me", m.SitBack(table_id=NL.id))
    play_hands(service, clock, NL.id, ring.table.hand_no + 3)
    assert "me" not in ring.sit_outs.owes


def test_top_up_waits_for_the_hand_and_never_passes_the_table_maximum() -> None:
    """A top-up takes effect between hands only, never above the table maximum; above it
    the request is refused and nothing changes."""
    service, clock = seated()
    table = service.rings.get(NL.id).table
    service.handle("me", m.TopUp(table_id=NL.id, up_to=NL.max_buy_in + 1))  # refused
    assert table.stacks["me"] == to_chips(NL.min_buy_in)
    while not (table.in_hand and "me" in table.dealt_in):
        play_hands(service, clock, NL.id, table.hand_no + 1)
    in_hand = table.stacks["me"]
    service.handle("me", m.TopUp(table_id=NL.id, up_to=NL.max_buy_in))
    assert table.stacks["me"] == in_hand  # not during the hand
    hand = table.hand_no
    play_hands(service, clock, NL.id, hand + 2)
    reports = {own.report.hand_no: own.report for own in service.hands.own_hands("me")}
    assert reports[hand].start_stacks["me"] == in_hand
    assert reports[hand + 1].start_stacks["me"] == to_chips(NL.max_buy_in)


def test_auto_rebuy_tops_up_after_every_hand_that_leaves_the_stack_lower() -> None:
    """Auto-rebuy: after a hand that cost chips the stack is brought back up to the chosen
    amount before the next deal."""
    service, clock = seated()
    table = service.rings.get(NL.id).table
    wanted = NL.min_buy_in + NL.big_blind * 10
    service.handle("me", m.TopUp(table_id=NL.id, up_to=wanted, auto=True))
    assert table.stacks["me"] == to_chips(wanted)
    play_hands(service, clock, NL.id, table.hand_no + 8)
    starts = [own.report.start_stacks["me"] for own in service.hands.own_hands("me")]
    assert starts and all(s >= to_chips(wanted) for s in starts)


def test_top_up_refused_beyond_the_balance_changes_nothing() -> None:
    """Bad input, nothing changed: a top-up the balance cannot pay is refused."""
    service, _clock = seated()
    ring = service.rings.get(NL.id)
    balance = service.ledger.balance(player_account("me"), NL.currency)
    service.ledger.transfer(player_account("me"), "house:test", balance, NL.currency,
                            "spend it all")
    stack = ring.table.stacks["me"]
    service.handle("me", m.TopUp(table_id=NL.id, up_to=NL.max_buy_in))  # refused
    assert ring.table.stacks["me"] == stack
    assert not ring.top_ups and not ring.auto_rebuy


def blinds_posted_by_me(service: RoomService) -> list[str]:
    """Collects the blinds ``me`` posts from now on (the table events ``me`` receives)."""
    posted: list[str] = []
    service.subscribe(lambda pid, event: posted.append(event.body.kind)
                      if pid == "me" and isinstance(event, m.TableEvent)
                      and isinstance(event.body, tb.Post) and event.player_id == "me"
                      else None)
    return posted


def test_auto_post_blinds_on_by_default_posts_every_blind() -> None:
    """Auto-post blinds is on when one sits down: the blinds are posted as they come."""
    service, clock = seated()
    posted = blinds_posted_by_me(service)
    play_hands(service, clock, NL.id, NL.seats + 2)
    assert "big_blind" in posted and "small_blind" in posted


def test_auto_post_blinds_off_sits_you_out_instead_of_posting() -> None:
    """Auto-post blinds off: the room posts no blind for you; when a blind would reach you,
    you are sat out before that hand (nothing posted, not dealt in, your seat says so)."""
    service, clock = seated()
    table = service.rings.get(NL.id).table
    play_hands(service, clock, NL.id, 1)
    service.handle("me", m.AutoPostBlinds(table_id=NL.id, on=False))
    posted = blinds_posted_by_me(service)  # from the next deal on
    play_hands(service, clock, NL.id, table.hand_no + NL.seats + 1)
    assert posted == []
    assert "me" not in table.dealt_in
    snap = service.play.snapshot(None, table, "me")
    assert next(s for s in snap.seats if s.player_id == "me").sitting_out


def test_auto_post_blinds_off_coming_back_posts_the_next_blind_once() -> None:
    """Coming back is the yes to posting: the next blind is posted (the big blind owed, at
    once), then at the next orbit you are asked (sat out) again."""
    service, clock = seated()
    table = service.rings.get(NL.id).table
    play_hands(service, clock, NL.id, 1)
    service.handle("me", m.AutoPostBlinds(table_id=NL.id, on=False))
    play_hands(service, clock, NL.id, table.hand_no + NL.seats + 1)
    posted = blinds_posted_by_me(service)
    service.handle("me", m.SitBack(table_id=NL.id))
    play_hands(service, clock, NL.id, table.hand_no + 2)
    assert posted in (["big_blind"], ["live_blind"])
    play_hands(service, clock, NL.id, table.hand_no + NL.seats + 1)
    assert len(posted) == 1
    assert "me" not in table.dealt_in


def test_dealer_chat_the_table_is_told_when_a_player_uses_the_time_bank() -> None:
    """Once a turn, when the player to act has used their normal time, the room tells the
    table they are on their time bank (before the deadline; acting in time says nothing)."""
    service, clock = seated()
    table = service.rings.get(NL.id).table
    said: list[tb.TimeBank] = []
    service.subscribe(lambda pid, event: said.append(event.body)
                      if pid == "me" and isinstance(event, m.TableEvent)
                      and isinstance(event.body, tb.TimeBank) else None)
    while table.to_act != "me":
        if not service.run_due():
            clock.advance(1)
    bank = table.time_bank("me")
    assert bank > 0 and table.bank_starts is not None
    clock.advance(table.timing.action_seconds - 1)
    service.run_due()
    assert said == []
    clock.advance(2)
    service.run_due()
    service.run_due()
    assert said == [tb.TimeBank(name="Me", seconds=round(bank))]
    assert table.to_act == "me"  # the bank runs: still our turn
