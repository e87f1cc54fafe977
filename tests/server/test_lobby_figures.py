"""A living offline lobby: a practice table the bots play shows real figures computed by the
room from the hands played there (average pot, players per flop, hands per hour)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from client.engine import Action, ActionKind
from client.protocol import messages as m
from client.protocol import table_bodies as tb
from client.room.clock import SimulatedClock
from client.room.ledger import REAL_MONEY
from client.room.ring import to_chips, to_money
from client.room.table import Blinds, HandReport, Table
from client.room.table_stats import TableStats, hand_figures
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_BUSY_RINGS
from client.service.pace import Due

BUSY = PRACTICE_BUSY_RINGS[0]


@pytest.fixture
def clock() -> SimulatedClock:
    return SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))


def busy_room() -> tuple[RoomService, SimulatedClock]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(
        practice=True, seed=5, sit_and_gos=(), tournaments=(), rings=(),
        busy_rings=PRACTICE_BUSY_RINGS))
    return service, clock


def test_lobby_busy_table_shows_figures_from_the_hands_played() -> None:
    """After the bots play a while, the row's average pot, players per flop and hands per
    hour are those of the hands the room dealt there."""
    service, clock = busy_room()
    ring = service.rings.get(BUSY.id)
    assert service.rings.row(BUSY.id).hands_per_hour == 0
    while ring.table.hand_no < 12:
        if not service.run_due():
            clock.advance(1)
    row = service.rings.row(BUSY.id)
    figures = list(ring.stats.hands)
    assert len(figures) >= 10
    assert to_chips(row.average_pot) == sum(f.pot for f in figures) // len(figures) > 0
    assert 0 < row.players_flop <= 100
    span = (figures[-1].at - figures[0].at).total_seconds()
    assert row.hands_per_hour == round((len(figures) - 1) * 3600 / span) > 0
    assert row.players == BUSY.seats


def test_lobby_busy_hand_figures_count_who_saw_the_flop(clock: SimulatedClock) -> None:
    """Players per flop counts those not folded when the flop is dealt; the pot is what
    the pots paid."""
    reports: list[HandReport] = []
    table = Table("c", 6, "NLHE", clock, on_hand_over=reports.append)
    for seat, player in ((1, "a"), (2, "b"), (3, "c"), (4, "d")):
        table.sit(player, seat, 1000)
    table.start_hand(Blinds(10, 20), seed=3)
    table.act("d", Action(ActionKind.FOLD))  # under the gun
    table.act("a", Action(ActionKind.CALL))
    table.act("b", Action(ActionKind.CALL))
    table.act("c", Action(ActionKind.CHECK))  # the flop: three players
    while table.in_hand:
        actor = table.to_act
        assert actor is not None
        table.act(actor, Action(ActionKind.CHECK))
    figures = hand_figures(reports[-1], clock.now())
    assert (figures.dealt, figures.saw_flop, figures.pot) == (4, 3, 60)
    stats = TableStats()
    stats.add(figures)
    assert (stats.players_per_flop(), stats.average_pot(), stats.hands_per_hour()) == \
        (75, 60, 0)


class EveningRoom:
    """A living practice lobby (no busy table, no tournaments) played through for a while
    on a simulated clock, with what each table's seats held every minute."""

    def __init__(self, minutes: int, seed: int = 11) -> None:
        self.clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
        self.service = RoomService(self.clock, config=RoomConfig(
            practice=True, seed=seed, sit_and_gos=(), tournaments=(), lobby_life=True,
            bot_delay=1.0, hand_pause=2.0))
        self.seen: dict[str, list[frozenset[str]]] = {}
        self.waiting: dict[str, int] = {}
        self.play(minutes)

    def play(self, minutes: int) -> None:
        for _ in range(minutes):
            for _ in range(60):
                while self.service.run_due():
                    pass
                self.clock.advance(1)
            for row in self.service.rings.rows():
                seats = self.service.rings.get(row.table_id).table.seats.values()
                self.seen.setdefault(row.table_id, []).append(frozenset(seats))
                self.waiting[row.table_id] = max(self.waiting.get(row.table_id, 0),
                                                 row.waiting)


@pytest.fixture(scope="module")
def evening() -> EveningRoom:
    return EveningRoom(minutes=10)


def test_lobby_busy_most_practice_tables_are_played_at(evening: EveningRoom) -> None:
    """The living lobby: most cash tables have players and figures from hands played."""
    rows = evening.service.rings.rows()
    assert len(rows) >= 6
    played = [r for r in rows if r.players and r.hands_per_hour and r.average_pot]
    assert len(played) >= 2 * len(rows) // 3


def test_lobby_busy_figures_are_those_of_the_hands_the_room_played(
        evening: EveningRoom) -> None:
    """Each row's figures are the room's own figures of the hands dealt at that table (no
    made-up numbers): average pot, players per flop and hands per hour."""
    for row in evening.service.rings.rows():
        ring = evening.service.rings.get(row.table_id)
        assert ring.table.hand_no >= len(ring.stats.hands)
        average = to_money(ring.stats.average_pot())
        # Play money in whole chips (it showed "551.85 PLAY"); real money to the cent.
        assert row.average_pot == (average if row.currency in REAL_MONEY
                                   else average.to_integral_value())
        assert row.players_flop == ring.stats.players_per_flop()
        assert row.hands_per_hour == ring.stats.hands_per_hour()


def test_lobby_busy_unwatched_tables_deal_at_a_card_rooms_pace(evening: EveningRoom) -> None:
    """Unwatched, a table deals about as a card room does (some 60 to 180 hands an hour),
    not as fast as the bots can play (which would also load the machine)."""
    for row in evening.service.rings.rows():
        if row.hands_per_hour:
            assert 35 <= row.hands_per_hour <= 260, row


def test_lobby_busy_bots_come_and_go_and_wait_on_lists(evening: EveningRoom) -> None:
    """Bots sit down, play a while and go home (the seats change hands at most tables),
    and at a full table they wait on its list (the lobby's Waiting column counts them)."""
    changed = [tid for tid, seats in evening.seen.items()
               if len({s for s in seats}) > 1 and seats[0] - seats[-1]]
    assert len(changed) >= len(evening.seen) // 2
    counts = {tid: {len(s) for s in seats} for tid, seats in evening.seen.items()}
    assert any(len(c) > 1 for c in counts.values())  # the Players column moves
    assert any(evening.waiting.values())


def test_lobby_busy_a_player_sits_at_a_lively_table_and_leaves_it_living() -> None:
    """A player sits at a table of the living lobby (bots fill it as at any practice
    table); when they leave, the bots play on there."""
    room = EveningRoom(minutes=1, seed=3)
    service = room.service
    service.ensure_local_player("me", "Me")
    spec = next(s for s in service.config.rings
                if service.rings.free_unheld(s.id) and s.seats > 2)
    ring = service.rings.get(spec.id)
    service.handle("me", m.Sit(table_id=spec.id, buy_in=spec.min_buy_in))
    assert len(ring.table.seats) == spec.seats
    service.handle("me", m.Leave(table_id=spec.id))
    room.play(3)
    assert "me" not in ring.table.seats.values()
    assert len(ring.table.seats) >= 2
    assert ring.table.hand_no > 0


def test_dealer_chat_an_observer_hears_bots_join_and_leave_a_lively_table() -> None:
    """The room tells a table's audience who sits down and who goes (for the Dealer tab),
    outside any hand; a player losing their link and coming back is told too."""
    room = EveningRoom(minutes=0, seed=3)
    service = room.service
    heard: list[m.TableEvent] = []
    service.subscribe(lambda pid, event: heard.append(event) if pid == "you" and
                      isinstance(event, m.TableEvent) and event.hand_id is None else None)
    for pid in ("me", "you"):
        service.ensure_local_player(pid, pid.title())
        service.set_connected(pid, True)
    spec = next(s for s in service.config.rings if s.seats > 2)
    service.handle("you", m.ObserveTable(table_id=spec.id))
    room.play(6)
    kinds = {type(e.body) for e in heard}
    assert {tb.PlayerJoined, tb.PlayerLeft} <= kinds
    assert all(e.seat is not None and e.body.name for e in heard
               if isinstance(e.body, tb.PlayerJoined | tb.PlayerLeft))
    ring = service.rings.get(spec.id)
    if not service.rings.free_unheld(spec.id):
        return
    service.handle("me", m.Sit(table_id=spec.id, buy_in=spec.min_buy_in))
    service.set_connected("me", False)
    service.set_connected("me", True)
    links = [e.body for e in heard if isinstance(e.body, tb.Connection)]
    assert [(b.name, b.connected) for b in links] == [("Me", False), ("Me", True)]
    assert "me" in ring.table.seats.values()


def test_lobby_busy_bots_who_went_home_come_back_later(evening: EveningRoom) -> None:
    """A bot who went home is the next to come back (somewhere): the room keeps about as
    many bots as seats all evening, not one more for every arrival (each bot is state the
    room carries through every step)."""
    minutes = len(next(iter(evening.seen.values())))
    present = [frozenset().union(*(seats[i] for seats in evening.seen.values()))
               for i in range(minutes)]
    came_back = {bot for i, now in enumerate(present) for bot in now
                 if any(bot not in present[j] for j in range(i))
                 and any(bot in present[j] for j in range(i))}
    assert came_back
    service = evening.service
    bots = [p for p in service.accounts.names if service.accounts.is_bot(p)]
    assert len(bots) <= sum(s.seats for s in service.config.rings)


def test_lobby_busy_a_resting_table_deals_soon_once_someone_watches() -> None:
    """Seen playing: opening a table of the living lobby showed a still felt for half a
    minute (the card room's rest between hands); a watcher waits the watched pause."""
    room = EveningRoom(minutes=1, seed=3)
    service, clock = room.service, room.clock
    service.ensure_local_player("you", "You")
    due = dict(service._pace.scheduled(Due.DEAL))
    later = clock.now() + timedelta(seconds=10)
    spec = next(s for s in service.config.rings if due.get(s.id, clock.now()) > later
                and len(service.rings.get(s.id).table.seats) >= 2)
    table = service.rings.get(spec.id).table
    dealt = table.hand_no
    service.handle("you", m.ObserveTable(table_id=spec.id))
    for _ in range(3):
        while service.run_due():
            pass
        clock.advance(1)
    assert table.hand_no > dealt
