"""Ring tables of every game the room deals: each hand seeded from the room seed, the
table and the hand number; stud, draw and mixed (HORSE) tables with their own stakes."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

import pytest

from client.histories.own.tables import table_name
from client.histories.pokerstars.read.parse import parse_hand
from client.protocol import messages as m
from client.protocol.table_bodies import DealBoard, DealHole
from client.room.clock import SimulatedClock
from client.room.ring import RingTableSpec, load_ring_tables
from client.room.table import Blinds, hand_seed
from client.service import RoomConfig, RoomService
from client.service.config import default_rings
from client.service.play import passive_action
from client.service.records import ring_blinds

HORSE = next(s for s in load_ring_tables() if s.game == "HORSE")


def ring_room(spec: RingTableSpec) -> tuple[RoomService, SimulatedClock]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(practice=True, seed=8, sit_and_gos=(),
                                                   tournaments=(), rings=(spec,)))
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    return service, clock


def play_hands(service: RoomService, clock: SimulatedClock, table_id: str, hands: int) -> None:
    """Check (or fold, or post the bring-in) every turn of ``me`` for ``hands`` hands."""
    table = service.rings.get(table_id).table
    while table.hand_no < hands or table.in_hand:
        if table.to_act == "me":
            action = passive_action(table, "me")
            service.handle("me", m.Act(table_id=table_id, action=m.ActionKind(action.kind.value),
                                       amount=action.amount))
            continue
        if not service.run_due():
            clock.advance(1)


def test_lobby_offers_stud_draw_and_horse_ring_tables() -> None:
    """Every ring preset but the fast-fold pools is dealt, HORSE included."""
    games = {s.game for s in default_rings()}
    assert "HORSE" in games
    assert not any(s.fast_fold for s in default_rings())


def test_ring_stakes_per_game_of_a_mixed_table() -> None:
    """Fixed Limit stakes are small/big bet: flop games post half the small bet and the
    small bet; stud posts an ante and a bring-in of the small bet's usual shares."""
    assert ring_blinds(HORSE, "FLHE") == Blinds(100, 200)
    assert ring_blinds(HORSE, "STUD") == Blinds(50, 200, 20)
    nl = next(s for s in load_ring_tables() if s.game == "NLHE" and not s.fast_fold)
    small, big = (int(x * 100) for x in (nl.small_blind, nl.big_blind))
    assert ring_blinds(nl, "NLHE") == Blinds(small, big)


def test_every_ring_hand_is_seeded_from_room_seed_table_and_hand_number() -> None:
    """Every hand reproducible from its recorded seed: a ring hand's seed is
    hand_seed(room seed, table, hand number), whatever else the room dealt before."""
    service, clock = ring_room(HORSE)
    service.handle("me", m.Sit(table_id=HORSE.id, buy_in=Decimal(100)))
    play_hands(service, clock, HORSE.id, 2)
    reports = [own.report for own in service.hands.own_hands("me")]
    assert [r.config.seed for r in reports[:2]] == [hand_seed(8, HORSE.id, n) for n in (1, 2)]


def test_horse_ring_table_rotates_into_stud_with_ante_and_bring_in() -> None:
    """A HORSE ring table deals Hold'em, Omaha Hi/Lo, then Razz (a stud game) with the
    stud stakes, raked by each hand's own game; no chips or money are lost."""
    service, clock = ring_room(HORSE)
    service.handle("me", m.Sit(table_id=HORSE.id, buy_in=Decimal(100)))
    play_hands(service, clock, HORSE.id, 17)
    reports = [own.report for own in service.hands.own_hands("me")]
    games = [r.config.game for r in reports]
    assert games[:8] == ["FLHE"] * 8 and games[8:16] == ["FLO8"] * 8
    razz = next(r for r in reports if r.config.game == "RAZZ")
    assert (razz.config.ante, razz.config.bring_in, razz.config.small_bet) == (20, 50, 200)
    ring = service.rings.get(HORSE.id)
    total = sum(ring.table.stacks.values())
    assert ring.money.stacks == ring.table.stacks and total > 0


def test_rule_8_money_at_a_ring_table_shows_as_in_play_not_available() -> None:
    """Rule 8: funds in play at other games are not available; the balance still counts them."""
    service, _clock = ring_room(HORSE)
    service.deposit("me", Decimal(500), HORSE.currency)
    before = {row.currency: row for row in service.balances("me")}[HORSE.currency.value]
    service.handle("me", m.Sit(table_id=HORSE.id, buy_in=Decimal(100)))
    row = {row.currency: row for row in service.balances("me")}[HORSE.currency.value]
    assert row.in_play == Decimal(100)
    assert row.available == before.available - 100
    assert row.total == before.total



def test_rule_8_the_balance_in_play_follows_the_stack_after_each_hand() -> None:
    """Rule 8, seen playing: "(+$100 in play)" stayed the buy-in while the stack was $50."""
    service, clock = ring_room(HORSE)
    told: list[m.Balances] = []
    service.subscribe(lambda pid, event: told.append(event)
                      if pid == "me" and isinstance(event, m.Balances) else None)
    service.handle("me", m.Sit(table_id=HORSE.id, buy_in=Decimal(100)))
    play_hands(service, clock, HORSE.id, 3)
    stack = service.rings.get(HORSE.id).table.stacks["me"]
    assert stack != 10_000  # a passive player pays blinds and antes
    last = {row.currency: row for row in told[-1].balances}[HORSE.currency.value]
    assert last.in_play == Decimal(stack) / 100


NLHE = next(s for s in default_rings() if s.game == "NLHE")


@pytest.mark.parametrize("at_my_turn", [True, False])
def test_leaving_mid_hand_folds_at_once_and_the_table_plays_on(at_my_turn: bool) -> None:
    """Leave table in a hand: the hand is folded at once (at your turn, and when the action
    comes back to you) while the rest play on without waiting out your clock; the seat is
    released and the chips go back to your balance through the ledger when the hand is
    over; nothing more of that table is sent to you."""
    service, clock = ring_room(NLHE)
    seen: list[m.Event] = []
    service.subscribe(lambda pid, event: seen.append(event) if pid == "me" else None)
    service.handle("me", m.Sit(table_id=NLHE.id, buy_in=Decimal(100)))
    table = service.rings.get(NLHE.id).table
    while not (table.in_hand and "me" in table.dealt_in
               and (table.to_act == "me") == at_my_turn):
        if not service.run_due():
            clock.advance(1)
    hand_no = table.hand_no
    service.handle("me", m.Leave(table_id=NLHE.id))
    seen.clear()
    waited = 0
    while table.hand_no == hand_no and table.in_hand:
        if not service.run_due():
            clock.advance(1)
            waited += 1
    assert waited < NLHE_CLOCK, "the table waited on the leaver's clock"
    for _ in range(3):
        service.run_due()
    report = service.hands.own_hands("me")[-1].report
    me = report.players.index("me")
    assert any(seat == me and action.kind.value == "fold" for seat, action in report.actions)
    assert "me" not in table.seats.values()
    balance = {b.currency: b for b in service.balances("me")}[NLHE.currency.value]
    assert balance.in_play == 0 and balance.available == Decimal(1000) - (
        100 - Decimal(report.end_stacks["me"]) / 100)
    clock.advance(5)
    while service.run_due():
        pass
    assert not any(isinstance(e, m.TableEvent | m.ActionRequest | m.TableSnapshot)
                   for e in seen), "the closed table's tab would open again"


NLHE_CLOCK = int(RoomConfig().ring_action_seconds)


def test_a_fetched_hand_is_written_from_what_was_dealt_under_the_tables_name() -> None:
    """Issue 19: the room's PokerStars text of a player's hand shows the cards that were
    dealt to them and the board that was dealt, even in an unseeded room (the app's: a hand
    cannot be dealt again), under the table's name and in its money, as the file the client
    saves writes it."""
    spec = next(s for s in default_rings() if s.game == "NLHE" and s.currency == "USD")
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(practice=True, seed=None, sit_and_gos=(),
                                                   tournaments=(), rings=(spec,)))
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    seen: list[m.Event] = []
    service.subscribe(lambda player, event: seen.append(event) if player == "me" else None)
    service.handle("me", m.Sit(table_id=spec.id, buy_in=Decimal(100)))
    play_hands(service, clock, spec.id, 1)
    service.handle("me", m.FetchHandHistory())
    row = next(e for e in seen if isinstance(e, m.HandHistories)).hands[0]
    events = [e for e in seen if isinstance(e, m.TableEvent) and e.hand_id == row.hand_id]
    hole = next(e.body.cards for e in events if isinstance(e.body, DealHole))
    board = [c for e in events if isinstance(e.body, DealBoard) for c in e.body.cards]
    assert f"Dealt to Me [{' '.join(hole)}]" in row.pokerstars
    parsed = parse_hand(row.pokerstars.splitlines())
    assert list(parsed.board) == board and parsed.currency == "USD"
    assert f"Table '{table_name(spec.name)}'" in row.pokerstars and spec.id not in row.pokerstars
