"""Fast-fold pools through the room service: table events only to the players still in a
hand, hole cards only to their owner, turns, fast fold, practice bots, hand histories and
the money in the ledger."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime
from decimal import Decimal
from typing import TypeVar

from client.protocol import messages as m
from client.room import tracked
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.service import RoomConfig, RoomService
from client.service.pace import Due

POOL = RingTableSpec(id="play-zoom", name="Play Zoom", game="NLHE", currency=Currency.PLAY,
                     stakes="10/20", seats=2, fast_fold=True, pool_size=10)
PLAYERS = ("ann", "bob", "cat", "dan")
E = TypeVar("E", bound=m.Event)


class Room:
    """A room with one PLAY pool (heads-up) and humans (four); events by player."""

    def __init__(self, practice: bool = False, pool: RingTableSpec = POOL,
                 players: tuple[str, ...] = PLAYERS) -> None:
        self.clock = SimulatedClock(datetime(2026, 3, 1, 12, tzinfo=UTC))
        self.service = RoomService(self.clock, config=RoomConfig(
            sit_and_gos=(), tournaments=(), rings=(), pools=(pool,), practice=practice,
            seed=3))
        self.players = players
        self.events: dict[str, list[m.Event]] = defaultdict(list)
        self.service.subscribe(lambda pid, ev: self.events[pid].append(ev))
        for player in players:
            self.service.add_player(player, player.title())
            self.service.deposit(player, Decimal(10000), Currency.PLAY)

    def of(self, player: str, kind: type[E]) -> list[E]:
        return [e for e in self.events[player] if isinstance(e, kind)]

    def state(self, player: str) -> m.PoolState:
        return self.of(player, m.PoolState)[-1]

    def join_all(self) -> None:
        for player in self.players:
            self.service.handle(player, m.JoinPool(pool_id=POOL.id, buy_in=Decimal(1000)))

    def act_passively(self, player: str) -> bool:
        """Check or call the player's pending turn; False when none."""
        state = self.state(player)
        requests = [r for r in self.of(player, m.ActionRequest)
                    if r.table_id == state.table_id and r.hand_id == state.hand_id]
        if not requests or state.table_id is None:
            return False
        legal = requests[-1].legal
        kind = m.ActionKind.CHECK if m.ActionKind.CHECK in legal.actions else m.ActionKind.CALL
        before = len(self.events[player])
        self.service.handle(player, m.Act(table_id=state.table_id, action=kind,
                                          hand_id=state.hand_id))
        return not any(isinstance(e, m.Error) for e in self.events[player][before:])


def test_four_players_are_dealt_two_tables_each_sees_only_their_hand() -> None:
    room = Room()
    room.join_all()
    tables = {room.state(p).table_id for p in PLAYERS}
    assert len(tables) == 2 and None not in tables
    for player in PLAYERS:
        state = room.state(player)
        assert state.state == "playing"
        snapshot = room.of(player, m.TableSnapshot)[-1]
        assert snapshot.table_id == state.table_id
        assert snapshot.your_seat is not None


def test_no_hole_card_reaches_the_wrong_player_at_pool_tables() -> None:
    """No hole card ever reaches the wrong player, and no one sees a table they are not in."""
    room = Room()
    room.join_all()
    for _ in range(40):
        moved = [room.act_passively(p) for p in PLAYERS]
        if not any(moved):
            break
    for player in PLAYERS:
        mine: set[str] = set()
        for event in room.events[player]:
            if isinstance(event, m.PoolState) and event.table_id is not None:
                mine.add(event.table_id)
            if isinstance(event, m.TableSnapshot):
                assert event.table_id in mine
                assert all(not seat.hole_cards for seat in event.seats
                           if seat.player_id != player)
            if isinstance(event, m.TableEvent):
                assert event.table_id in mine, (player, event)
                if event.kind == "deal_hole":
                    assert event.player_id == player, (player, event)


def test_fast_fold_before_ones_turn_moves_the_player_to_a_new_hand() -> None:
    room = Room()
    room.join_all()
    # heads-up: the button (small blind) acts first preflop; the big blind faces no bet,
    # the small blind faces the big blind and may fast fold.
    folder = next(p for p in PLAYERS if room.state(p).can_fast_fold)
    old = room.state(folder).table_id
    room.service.handle(folder, m.FastFold(pool_id=POOL.id))
    state = room.state(folder)
    assert state.table_id != old
    assert not any(isinstance(e, m.Error) for e in room.events[folder])


def test_a_fast_fold_of_a_hand_already_left_changes_nothing() -> None:
    room = Room()
    room.join_all()
    folder = next(p for p in PLAYERS if room.state(p).can_fast_fold)
    hand = room.state(folder).hand_id
    room.service.handle(folder, m.FastFold(pool_id=POOL.id, hand_id=hand))
    now = room.state(folder)
    room.service.handle(folder, m.FastFold(pool_id=POOL.id, hand_id=hand))  # crossed
    assert room.state(folder) == now and not room.of(folder, m.Error)


def test_leaving_the_pool_cashes_out_through_the_ledger() -> None:
    room = Room()
    room.service.handle("ann", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(1000)))
    balance = room.of("ann", m.Balances)[-1].balances[0]
    assert balance.available == Decimal(9000) and balance.in_play == Decimal(1000)
    room.service.handle("ann", m.LeavePool(pool_id=POOL.id))
    assert room.state("ann").state == "left"
    assert room.state("ann").cashed_out == Decimal(1000)
    # Seen: "left the pool (left): ..." (the reason repeated the state).
    assert room.state("ann").message == "You left the pool: 1000.00 PLAY back to your balance"
    assert room.service.ledger.total(Currency.PLAY) == 0


def test_pool_hands_are_in_each_players_own_hand_history() -> None:
    room = Room()
    room.join_all()
    folder = next(p for p in PLAYERS if room.state(p).can_fast_fold)
    hand = room.state(folder).hand_id
    room.service.handle(folder, m.FastFold(pool_id=POOL.id))
    room.service.handle(folder, m.FetchHandHistory())
    histories = room.of(folder, m.HandHistories)[-1]
    assert hand in [h.hand_id for h in histories.hands]
    row = next(h for h in histories.hands if h.hand_id == hand)
    # named as the lobby names the pool, like other cash hands (not the internal table id)
    assert "Table 'Play Zoom'" in row.pokerstars and row.table_id not in row.pokerstars


def test_practice_bots_fill_the_pool_and_answer_their_turns() -> None:
    room = Room(practice=True)
    room.service.handle("ann", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(1000)))
    pool = room.service.pools.get(POOL.id)
    assert len(pool.players) >= pool.min_ready
    for _ in range(30):
        room.act_passively("ann")
        room.clock.advance(1)
        room.service.run_due()
    assert pool.hands_played > 3
    assert pool.money_conserved()
    room.service.handle("ann", m.LeavePool(pool_id=POOL.id))
    for _ in range(30):
        room.act_passively("ann")
        room.clock.advance(1)
        room.service.run_due()
    assert room.state("ann").state == "left"
    assert pool.players == []
    assert room.service.ledger.total(Currency.PLAY) == 0


def test_lobby_lists_the_pools() -> None:
    room = Room()
    room.service.handle("ann", m.ListLobby())
    snapshot = room.of("ann", m.LobbySnapshot)[-1]
    assert [p.pool_id for p in snapshot.pools] == [POOL.id]
    room.service.handle("ann", m.ListPools())
    assert room.of("ann", m.PoolList)[-1].pools[0].seats == 2


def test_rule_8_pool_buy_in_needs_available_funds_and_a_refusal_changes_nothing() -> None:
    room = Room()
    room.service.handle("ann", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(1000)))
    room.service.handle("bob", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(2000)))
    entries = len(room.service.ledger.entries)
    room.service.handle("cat", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(20000)))
    assert room.of("cat", m.Error)[-1].code in (m.ErrorCode.REFUSED, m.ErrorCode.BAD_MESSAGE)
    assert len(room.service.ledger.entries) == entries
    assert "cat" not in room.service.pools.get(POOL.id).players


def test_top_up_and_sit_out_through_the_service() -> None:
    room = Room()
    room.service.handle("ann", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(1000)))
    room.service.handle("ann", m.TopUpPool(pool_id=POOL.id, amount=Decimal(500)))
    assert room.state("ann").stack == 150000
    assert "topped up" in room.state("ann").message
    room.service.handle("ann", m.PoolSitOut(pool_id=POOL.id, on=True))
    assert room.state("ann").state == "sitting_out"
    room.service.handle("ann", m.PoolSitOut(pool_id=POOL.id, on=False))
    assert room.state("ann").state == "waiting"


def test_rule_disconnected_player_is_played_for_and_on_return_gets_the_view_again() -> None:
    """A disconnected pool player is checked or folded at their turn and dealt no new hand;
    back, they are dealt in again and get the hand's view and their turn."""
    room = Room()
    room.join_all()
    player = next(p for p in PLAYERS if room.of(p, m.ActionRequest))
    room.service.set_connected(player, False)
    assert room.service.pools.get(POOL.id).state(player) == "away"  # played for, benched
    room.events[player].clear()
    room.service.set_connected(player, True)
    state = room.of(player, m.PoolState)[-1]
    assert state.state == "playing" and state.table_id is not None
    assert room.of(player, m.TableSnapshot)[-1].table_id == state.table_id


def test_a_new_pool_hand_reaches_the_player_as_a_ring_hand_does() -> None:
    """The new hand's state and table view first, then every event of the hand from its
    ``seating`` on (none held back behind the view), so the client's hand log opens the
    hand and saves it as it saves a ring table's."""
    room = Room()
    room.join_all()
    for player in PLAYERS:
        table_id = room.state(player).table_id
        sent = [e for e in room.events[player]
                if isinstance(e, m.PoolState | m.TableSnapshot | m.TableEvent)]
        start = next(i for i, e in enumerate(sent)
                     if isinstance(e, m.PoolState) and e.table_id == table_id)
        kinds = [type(e).__name__ if not isinstance(e, m.TableEvent) else e.kind
                 for e in sent[start:start + 4]]
        assert kinds == ["PoolState", "TableSnapshot", "seating", "hand_started"]
        assert all(e.table_id == table_id for e in sent[start:]
                   if isinstance(e, m.TableSnapshot | m.TableEvent))


ZOOM6 = RingTableSpec(id="play-zoom-6", name="Play Zoom 6-max", game="NLHE",
                      currency=Currency.PLAY, stakes="10/20", seats=6, fast_fold=True,
                      pool_size=300)


def test_practice_a_fast_fold_deals_the_next_hand_at_once() -> None:
    """Practice, bots thinking a second at the player's table: a fast fold deals the next
    hand at the same instant (a zoom pool's point), however busy the other tables are; no
    clock advance between the fold and the new hand. Seen: 0.3 to 11 s of empty felt."""
    clock = SimulatedClock(datetime(2026, 3, 1, 12, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(
        sit_and_gos=(), tournaments=(), rings=(), pools=(ZOOM6,), practice=True, seed=7,
        bot_delay=1.0, hand_pause=2.0))
    states: list[m.PoolState] = []
    service.subscribe(lambda pid, ev: states.append(ev)
                      if pid == "ann" and isinstance(ev, m.PoolState) else None)
    service.add_player("ann", "Ann")
    service.deposit("ann", Decimal(10000), Currency.PLAY)
    service.handle("ann", m.JoinPool(pool_id=ZOOM6.id, buy_in=Decimal(1000)))
    folds = 0
    for _ in range(2000):
        state = states[-1]
        if state.can_fast_fold and state.hand_id is not None:
            service.handle("ann", m.FastFold(pool_id=ZOOM6.id, hand_id=state.hand_id))
            while service.run_due():  # the same instant: no clock advance
                pass
            assert states[-1].table_id is not None, f"fold {folds}: still waiting"
            assert states[-1].hand_id != state.hand_id
            folds += 1
            if folds == 12:
                break
            continue
        clock.advance(0.5)
        service.run_due()
    assert folds == 12
    assert service.pools.get(ZOOM6.id).money_conserved()


def test_a_step_that_leaves_the_pools_alone_logs_nothing_of_them() -> None:
    """Pools mid-hand, turns timed: a step with nothing stale changes nothing of the pools'
    timers, so it logs nothing (their due time was written again at every step's flush)."""
    room = Room()
    room.join_all()
    assert room.service._pace.is_due(Due.POOL, POOL.id)

    def flushing() -> None:
        room.service._flush()
        assert tracked._open.log == []

    room.service._whole_step(flushing)
