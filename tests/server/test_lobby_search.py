"""The lobby's look-ups through the room service: ``FindPlayer`` finds players by the start
of their name where the lobby shows them (ring seats, tournaments' Players tabs) and
nowhere else; ``PreviewTable`` shows a table with no hole card and takes no observer seat.
Also once over a real server on loopback, as raw JSON frames."""

from __future__ import annotations

from collections import defaultdict
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path
from typing import TypeVar

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.fastfold import PoolRules
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.server.app import PokerServer
from client.service import RoomConfig, RoomService, ScheduledTemplate, SngTemplate
from client.service.search import MAX_PLACES
from tests.server.test_untrusted_clients import next_event, raw_login, serve

TABLE = RingTableSpec(id="play-hu", name="Play HU", game="NLHE", currency=Currency.PLAY,
                      stakes="10/20", seats=2)
SIX = RingTableSpec(id="play-6", name="Play Six", game="NLHE", currency=Currency.PLAY,
                    stakes="10/20", seats=6)
POOL = RingTableSpec(id="play-zoom", name="Play Zoom", game="NLHE", currency=Currency.PLAY,
                     stakes="1/2", seats=2, fast_fold=True, pool_size=4)
HEADS_UP = SngTemplate(key="hu", structure="sit_and_go", seats=2, stack=200,
                       action_seconds=60.0)
THREE_MAX = SngTemplate(key="3max", structure="sit_and_go", seats=3, stack=200)
MTT = ScheduledTemplate(key="mtt", structure="turbo", first_after_minutes=60)
E = TypeVar("E", bound=m.Event)
BUY_IN = Decimal(1000)
# Where everyone is: seated, sitting out, in tournaments, or somewhere the lobby shows
# nobody (observing, a waiting list, a fast-fold pool).
NAMES = {"ann": "Ann", "annie": "Annie", "anna": "ANNA", "bob": "Bob", "cat": "Cat",
         "dan": "Dan", "eve": "Eve", "fay": "Fay", "gus": "Gus", "hal": "Hal",
         "ivy": "Ivy", "zed": "Zed"}


class Room:
    def __init__(self, config: RoomConfig) -> None:
        self.clock = SimulatedClock(datetime(2026, 3, 1, 12, tzinfo=UTC))
        self.service = RoomService(self.clock, config=config)
        self.events: dict[str, list[m.Event]] = defaultdict(list)
        self.service.subscribe(lambda pid, ev: self.events[pid].append(ev))

    def player(self, pid: str, name: str) -> None:
        self.service.add_player(pid, name)
        self.service.deposit(pid, Decimal(10000), Currency.PLAY)
        self.service.deposit(pid, Decimal(1000), Currency.USD)
        self.service.set_connected(pid, True)

    def of(self, player: str, kind: type[E]) -> list[E]:
        return [e for e in self.events[player] if isinstance(e, kind)]

    def ask(self, player: str, command: m.Command, kind: type[E]) -> E:
        self.events[player].clear()
        self.service.handle(player, command)
        answers = self.of(player, kind)
        assert len(answers) == 1, self.events[player]
        return answers[0]

    def settle(self) -> None:
        for _ in range(5):
            self.service.run_due()
            self.clock.advance(0.5)


def busy_room() -> Room:
    room = Room(RoomConfig(sit_and_gos=(HEADS_UP, THREE_MAX), tournaments=(),
                           rings=(TABLE, SIX), pools=(POOL,),
                           pool_rules=PoolRules(min_ready=2)))
    for pid, name in NAMES.items():
        room.player(pid, name)
    s = room.service
    for pid in ("ann", "bob"):
        s.handle(pid, m.Sit(table_id=TABLE.id, buy_in=BUY_IN))
    for pid in ("annie", "ivy"):
        s.handle(pid, m.Sit(table_id=SIX.id, buy_in=BUY_IN))
    s.handle("ivy", m.SitOut(table_id=SIX.id))
    hu = next(t.tournament_id for t in s.tournaments.all() if t.tournament_id.startswith("hu"))
    three = next(t.tournament_id for t in s.tournaments.all()
                 if t.tournament_id.startswith("3max"))
    for pid in ("cat", "dan"):
        s.handle(pid, m.Register(tournament_id=hu))
    s.handle("eve", m.Register(tournament_id=three))
    s.handle("fay", m.ObserveTable(table_id=TABLE.id))
    s.handle("gus", m.JoinPool(pool_id=POOL.id, buy_in=Decimal(100)))
    s.handle("hal", m.JoinWaitingList(table_id=TABLE.id))
    room.settle()
    assert s.rings.get(TABLE.id).table.in_hand  # hole cards are out at the table
    return room


def lobby_view(room: Room, viewer: str) -> set[tuple[str, ...]]:
    """Every (player, place) ``viewer`` can see by looking through the lobby themselves:
    each ring table's seats as an observer, each listed tournament's Players tab."""
    seen: set[tuple[str, ...]] = set()
    snapshot = room.ask(viewer, m.ListLobby(), m.LobbySnapshot)
    for ring in snapshot.rings:
        view = room.ask(viewer, m.ObserveTable(table_id=ring.table_id), m.TableSnapshot)
        seen |= {(s.player_id or "", s.name, "table", ring.table_id, str(s.seat),
                  str(s.sitting_out)) for s in view.seats if s.player_id}
        room.service.handle(viewer, m.Leave(table_id=ring.table_id))
    for row in (*snapshot.sit_and_gos, *snapshot.tournaments):
        room.events[viewer].clear()
        room.service.handle(viewer, m.OpenTournament(tournament_id=row.tournament_id))
        for tab in room.of(viewer, m.TournamentPlayers):
            seen |= {(p.player_id, p.name, "tournament", row.tournament_id,
                      str(p.table_id)) for p in tab.players if p.place is None}
    return seen


def found(answer: m.PlayerLocations) -> set[tuple[str, ...]]:
    places: set[tuple[str, ...]] = set()
    for player in answer.players:
        places |= {(player.player_id, player.name, "table", t.table_id, str(t.seat),
                    str(t.sitting_out)) for t in player.tables}
        places |= {(player.player_id, player.name, "tournament", t.tournament_id,
                    str(t.table_id)) for t in player.tournaments}
    return places


def test_a_search_never_reveals_anything_the_lobby_does_not_show() -> None:
    """For every start of every name, in any case, the answer is exactly what the searcher
    could find by opening every table and tournament in their lobby: observers, waiting
    lists and fast-fold pools are never revealed, sitting-out players are."""
    room = busy_room()
    visible = lobby_view(room, "zed")
    assert {p[0] for p in visible} == {"ann", "bob", "annie", "ivy", "cat", "dan", "eve"}
    for name in NAMES.values():
        for length in range(1, len(name) + 1):
            for query in {name[:length], name[:length].upper(), name[:length].lower()}:
                answer = room.ask("zed", m.FindPlayer(name=query), m.PlayerLocations)
                needle = query.casefold()
                assert found(answer) == {p for p in visible
                                         if p[1].casefold().startswith(needle)}, query
    for hidden in ("Fay", "Gus", "Hal", "Zed"):  # observing, pool, waiting list, searching
        assert room.ask("zed", m.FindPlayer(name=hidden), m.PlayerLocations).players == ()


def test_find_player_prefix_any_case_exact_name_first_with_places() -> None:
    room = busy_room()
    answer = room.ask("bob", m.FindPlayer(name="ann"), m.PlayerLocations)
    # ANNA has an account but sits nowhere: nothing to show, so not listed
    assert [p.name for p in answer.players] == ["Ann", "Annie"]
    ann, annie = answer.players
    assert ann.tables == (m.SeatedAt(table_id=TABLE.id, name="Play HU", seat=1,
                                     stack=100000),)  # 1,000 in cents
    assert annie.tables[0].table_id == SIX.id and not answer.more
    ivy = room.ask("bob", m.FindPlayer(name="IV"), m.PlayerLocations).players[0]
    assert ivy.tables[0].sitting_out
    cat = room.ask("bob", m.FindPlayer(name="c"), m.PlayerLocations).players[0]
    (entry,) = cat.tournaments
    assert entry.tournament_id.startswith("hu") and entry.table_id is not None
    eve = room.ask("bob", m.FindPlayer(name="e"), m.PlayerLocations).players[0]
    assert eve.tournaments[0].table_id is None  # registered, waiting for the start


def test_find_player_answers_are_bounded() -> None:
    """However many players match, one answer lists at most MAX_FOUND of them and says
    there are more; blank text is refused."""
    room = Room(RoomConfig(sit_and_gos=(), tournaments=(MTT,), rings=(), pools=()))
    room.player("zed", "Zed")
    mtt = room.service.tournaments.all()[0].tournament_id
    for i in range(m.MAX_FOUND + 10):
        room.player(f"p{i}", f"Pat{i:02d}")
        room.service.handle(f"p{i}", m.Register(tournament_id=mtt))
    answer = room.ask("zed", m.FindPlayer(name="pat"), m.PlayerLocations)
    assert len(answer.players) == m.MAX_FOUND and answer.more
    assert sum(len(p.tournaments) for p in answer.players) <= MAX_PLACES
    assert len(m.encode(answer)) < m.MAX_FRAME_BYTES
    error = room.ask("zed", m.FindPlayer(name="  "), m.Error)
    assert error.code is m.ErrorCode.BAD_MESSAGE


def test_preview_shows_the_table_without_any_hole_card_or_observer_seat() -> None:
    """Rule: no hole card ever reaches the wrong player. A preview shows names, stacks,
    button, board and pots, and no hole card at all, not even to a player seated there;
    the asker is not made an observer and gets no events of the table afterwards."""
    room = busy_room()
    for asker in ("ann", "zed"):
        preview = room.ask(asker, m.PreviewTable(table_id=TABLE.id), m.TablePreview)
        assert [s.name for s in preview.seats] == ["Ann", "Bob"]
        assert all(not s.hole_cards and s.cards_count == 2 for s in preview.seats)
        assert preview.hand_id is not None and preview.button in (1, 2)
        assert preview.big_blind == 2000 and preview.pots  # chips are cents at a ring table
        wire = m.encode(preview).decode()
        for card in room.service.rings.get(TABLE.id).table.view_for("ann").hole:
            assert card not in wire
    room.events["zed"].clear()
    table = room.service.rings.get(TABLE.id).table
    hand = table.hand_no
    while table.hand_no == hand:
        room.service.handle(table.to_act or "", m.Act(table_id=TABLE.id,
                                                      action=m.ActionKind.FOLD))
        room.settle()
    assert room.of("zed", m.TableEvent) == [] and room.of("zed", m.TableSnapshot) == []
    tournament_table = room.ask("zed", m.FindPlayer(name="cat"),
                                m.PlayerLocations).players[0].tournaments[0].table_id
    assert tournament_table is not None
    shown = room.ask("zed", m.PreviewTable(table_id=tournament_table), m.TablePreview)
    assert {s.name for s in shown.seats if s.name} == {"Cat", "Dan"}
    assert shown.tournament_id is not None


def test_preview_of_a_table_not_in_the_lobby_is_refused() -> None:
    room = busy_room()
    error = room.ask("zed", m.PreviewTable(table_id="nope"), m.Error)
    assert error.code is m.ErrorCode.NOT_FOUND and "lobby" in error.message


def test_find_and_preview_over_a_real_server_as_raw_frames(tmp_path: Path) -> None:
    """The same look-ups as JSON frames on a loopback WebSocket: the wire tags are
    ``find_player`` / ``player_locations`` and ``preview_table`` / ``table_preview``."""

    async def scenario(_server: PokerServer, url: str) -> None:
        ann, bob = await raw_login(url, "ann"), await raw_login(url, "bob")
        for ws in (ann, bob):
            await ws.send(m.encode(m.Sit(table_id="play-hu-1-2", buy_in=Decimal(100))))
            assert isinstance(await next_event(ws, m.TableSnapshot), m.TableSnapshot)
        searcher = await raw_login(url, "zed")
        await searcher.send(b'{"type": "find_player", "name": "AN"}')
        answer = await next_event(searcher, m.PlayerLocations)
        assert isinstance(answer, m.PlayerLocations)
        assert [(p.name, [t.table_id for t in p.tables]) for p in answer.players] == \
            [("ann", ["play-hu-1-2"])]
        await searcher.send(b'{"type": "preview_table", "table_id": "play-hu-1-2"}')
        preview = await next_event(searcher, m.TablePreview)
        assert isinstance(preview, m.TablePreview)
        assert {s.name for s in preview.seats} == {"ann", "bob"}
        assert all(not s.hole_cards for s in preview.seats)

    serve(tmp_path, scenario)
