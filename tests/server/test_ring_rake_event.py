"""The felt shows the rake: after a raked ring hand the room tells the table's audience
the rake and the stacks after it (`Raked`), so nobody sees the pot before rake as their
winnings. Site rules, rake section: "Ring game rake is calculated as a true percentage"
($0.50/$1: 5%, capped), and "We do not charge rake if the hand ends on the first betting
round" (no flop, no drop); play money and tournaments are never raked."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from client.engine import ActionKind as EngineAction
from client.protocol import messages as m
from client.protocol.table_bodies import HandEnded, PotAwarded, Raked, Street
from client.room.clock import SimulatedClock
from client.room.ledger import HOUSE_RAKE, Currency
from client.room.ring import RingTableSpec
from client.room.table import Table
from client.service import RoomConfig, RoomService
from client.service.config import SngTemplate

PLAYERS = ("me", "you")


def room(config: RoomConfig, currency: Currency) -> tuple[RoomService, SimulatedClock,
                                                           list[m.TableEvent]]:
    """A room of two players with money in ``currency``; every table event told to ``me``."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=config)
    told: list[m.TableEvent] = []
    service.subscribe(lambda pid, event: told.append(event)
                      if pid == "me" and isinstance(event, m.TableEvent) else None)
    for player in PLAYERS:
        service.add_player(player, player.title())
        service.deposit(player, Decimal(1000), currency)
    return service, clock, told


def act(service: RoomService, table: Table, player: str, fold_first_hand: bool) -> None:
    """Fold the first hand before the flop (``fold_first_hand``); else call down: call a bet,
    check when free."""
    legal = table.legal_for(player)
    assert legal is not None
    kinds = legal.kinds
    if fold_first_hand and table.hand_no == 1 and EngineAction.FOLD in kinds:
        kind = EngineAction.FOLD
    else:
        kind = next(k for k in (EngineAction.CHECK, EngineAction.CALL, EngineAction.FOLD)
                    if k in kinds)
    service.handle(player, m.Act(table_id=table.table_id, action=m.ActionKind(kind.value)))


def play(service: RoomService, clock: SimulatedClock, table: Table, hands: int) -> None:
    """``hands`` hands: the first folded before the flop, the others called down."""
    while table.hand_no < hands or table.in_hand:
        actor = table.to_act
        if actor in PLAYERS:
            act(service, table, actor, fold_first_hand=True)
        elif not service.run_due():
            clock.advance(1)


def ring(currency: Currency, stakes: str) -> RingTableSpec:
    return RingTableSpec(id="t-rake", name="Rake", game="NLHE", currency=currency,
                         stakes=stakes, seats=2)


def seat_up(service: RoomService, spec: RingTableSpec, buy_in: Decimal) -> Table:
    for player in PLAYERS:
        service.handle(player, m.Sit(table_id=spec.id, buy_in=buy_in))
    return service.rings.get(spec.id).table


def test_rake_rules_true_percentage_and_no_flop_no_drop_the_room_tells_the_rake() -> None:
    """$0.50/$1 heads-up: the folded first hand is not raked (no flop, no drop) and says
    nothing; each called-down hand's $2.00 pot pays 5% = $0.10, told once, right after
    its `HandEnded`, with its hand id: the stacks after rake (what the room keeps) and
    what the winner collected after it."""
    spec = ring(Currency.USD, "0.50/1")
    service, clock, told = room(RoomConfig(seed=8, sit_and_gos=(), tournaments=(),
                                           rings=(spec,), pools=()), Currency.USD)
    table = seat_up(service, spec, Decimal(100))
    play(service, clock, table, 3)
    raked = [(e.hand_id, e.body) for e in told if isinstance(e.body, Raked)]
    assert [hand_id for hand_id, _body in raked] == ["t-rake-2", "t-rake-3"]
    for hand_id, body in raked:
        hand = [e for e in told if e.hand_id == hand_id]
        assert hand[-1].body is body
        ended = hand[-2].body
        assert isinstance(ended, HandEnded)
        awarded = sum(e.body.amount for e in hand if isinstance(e.body, PotAwarded))
        assert awarded == 200 and body.rake == 10
        assert sum(body.collected) == 190
        assert sum(ended.final_stacks) - sum(body.stacks) == 10
        assert all(after <= before for after, before in
                   zip(body.stacks, ended.final_stacks, strict=True))
    money = service.rings.get(spec.id).money.stacks
    assert dict(money) == table.stacks
    assert sorted(money.values()) == sorted(raked[-1][1].stacks)
    assert service.ledger.balance(HOUSE_RAKE, Currency.USD) == Decimal("0.20")


def test_rake_rules_play_money_is_never_raked_and_says_no_rake() -> None:
    """The same hands with play money: pots to showdown, no rake, no `Raked`."""
    spec = ring(Currency.PLAY, "10/20")
    service, clock, told = room(RoomConfig(seed=8, sit_and_gos=(), tournaments=(),
                                           rings=(spec,), pools=()), Currency.PLAY)
    table = seat_up(service, spec, Decimal(1000))
    play(service, clock, table, 3)
    assert any(isinstance(e.body, PotAwarded) and e.hand_id == "t-rake-3" for e in told)
    assert not any(isinstance(e.body, Raked) for e in told)


def test_rake_rules_a_real_money_tournament_is_never_raked() -> None:
    """A USD sit & go's hands, called down past the flop: no `Raked` (its fee is the
    house's, no pot pays rake)."""
    sng = SngTemplate(key="hu", seats=2, stack=200, currency=Currency.USD)
    service, clock, told = room(RoomConfig(seed=8, sit_and_gos=(sng,), tournaments=(),
                                           rings=(), pools=()), Currency.USD)
    tournament = next(t for t in service.tournaments.all() if not t.entrants)
    for player in PLAYERS:
        service.handle(player, m.Register(tournament_id=tournament.tournament_id))
    service.run_due()
    table = next(iter(tournament.tables.values()))
    while table.hand_no < 3 and tournament.tables:
        actor = table.to_act
        if actor in PLAYERS:
            act(service, table, actor, fold_first_hand=False)
        elif not service.run_due():
            clock.advance(1)
    assert any(isinstance(e.body, Street) and e.body.index for e in told)  # past the flop
    assert any(isinstance(e.body, HandEnded) for e in told)
    assert not any(isinstance(e.body, Raked) for e in told)


ZOOM = RingTableSpec(id="usd-zoom", name="Zoom", game="NLHE", currency=Currency.USD,
                     stakes="0.50/1", seats=2, fast_fold=True, pool_size=10)
ZOOMERS = ("ann", "bob", "cat", "dan")


def test_rake_rules_a_fast_fold_hand_tells_its_rake_to_the_players_still_in_it() -> None:
    """Zoom is raked as ring games are (site rules: "The tables below also represent the
    rake for both regular ring game and Zoom tables"): each heads-up pool hand called down
    to showdown pays 5% of its $2.00 pot, and both players see it on that hand's felt
    before they move on to their next hand."""
    clock = SimulatedClock(datetime(2026, 3, 1, 12, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(sit_and_gos=(), tournaments=(), rings=(),
                                                   pools=(ZOOM,), seed=3))
    told: dict[str, list[m.Event]] = {p: [] for p in ZOOMERS}
    service.subscribe(lambda pid, event: told[pid].append(event))
    for player in ZOOMERS:
        service.add_player(player, player.title())
        service.deposit(player, Decimal(1000), Currency.USD)
        service.handle(player, m.JoinPool(pool_id=ZOOM.id, buy_in=Decimal(100)))
    pool = service.pools.get(ZOOM.id)
    while pool.hands_played < 4:
        for player in ZOOMERS:
            table_id = pool.table_of(player)
            if table_id is not None and pool.to_act(table_id) == player:
                state = [e for e in told[player] if isinstance(e, m.PoolState)][-1]
                legal = [e for e in told[player] if isinstance(e, m.ActionRequest)][-1].legal
                kind = m.ActionKind.CHECK if m.ActionKind.CHECK in legal.actions \
                    else m.ActionKind.CALL
                service.handle(player, m.Act(table_id=table_id, action=kind,
                                             hand_id=state.hand_id))
        if not service.run_due():
            clock.advance(1)
    for player in ZOOMERS:
        events = [e for e in told[player] if isinstance(e, m.TableEvent)]
        raked = [(i, e) for i, e in enumerate(events) if isinstance(e.body, Raked)]
        assert raked
        for i, event in raked:
            assert isinstance(event.body, Raked)
            ended = events[i - 1]
            assert ended.hand_id == event.hand_id and isinstance(ended.body, HandEnded)
            assert event.body.rake == 10 and sum(event.body.collected) == 190
            assert sum(ended.body.final_stacks) - sum(event.body.stacks) == 10
    assert service.ledger.balance(HOUSE_RAKE, Currency.USD) == Decimal("0.10") * \
        pool.hands_played
    assert pool.money_conserved()
