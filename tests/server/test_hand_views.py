"""A finished hand is stored once, as the house's full record; each player in it reads it
as their own view, made on read: exactly the view stored per player before (the entries
meant for everyone or for them), never another player's hole cards, nothing for a player
not in the hand. Seeded ring hands of every game the engine deals, stud and draw included."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from client.engine import GAMES
from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.ring import RingTableSpec
from client.server.journal import StoreJournal
from client.server.store import SqliteStore, Store, open_store
from client.service import RoomConfig, RoomService
from client.service.play import passive_action

HUMANS = ("me", "you")


def played(store: Store, game: str, hands: int) -> None:
    """``hands`` seeded hands of ``game`` at a ring table, two players checking or folding,
    journaled to ``store``."""
    spec = RingTableSpec(id=f"t-{game}", name=game, game=game, currency=Currency.PLAY,
                         stakes="10/20", seats=3)
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, journal=StoreJournal(store), config=RoomConfig(
        seed=8, sit_and_gos=(), tournaments=(), rings=(spec,), pools=()))
    for player in (*HUMANS, "out"):
        service.add_player(player, player.title())
        service.deposit(player, Decimal(10000), Currency.PLAY)
    for player in HUMANS:
        service.handle(player, m.Sit(table_id=spec.id, buy_in=Decimal(1000)))
    table = service.rings.get(spec.id).table
    while table.hand_no < hands or table.in_hand:
        actor = table.to_act
        if actor in HUMANS:
            action = passive_action(table, actor)
            service.handle(actor, m.Act(table_id=spec.id, action=m.ActionKind(action.kind.value),
                                        amount=action.amount))
        elif not service.run_due():
            clock.advance(1)


def old_view(house: list[dict[str, object]], player: str) -> str:
    """The view `HandRecords.hand_over` stored per player before version 10 (the same
    filter, written out with the standard library's encoder)."""
    return json.dumps([e for e in house if e["to"] is None or e["to"] == player],
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_players_view_made_on_read_is_the_old_stored_view(tmp_path: Path, game: str) -> None:
    store = SqliteStore(tmp_path / "hands.sqlite3")
    played(store, game, 3)
    rows = store._rows("SELECT hand_id, players, text FROM hand_histories "
                       "WHERE house ORDER BY id DESC")
    assert len(rows) == 3
    house = {str(h): json.loads(str(t)) for h, _p, t in rows}
    for _h, _p, text in rows:  # the house's record as before: entries of four keys, sorted
        entries = json.loads(str(text))
        assert {tuple(e) for e in entries} == {("data", "kind", "player", "to")}
        assert str(text) == json.dumps(entries, sort_keys=True, separators=(",", ":"),
                                       ensure_ascii=False)
    assert {str(p) for _h, p, _t in rows} == {" ".join(HUMANS)}
    for player in HUMANS:
        mine = store.hands_of(player)
        assert [h.hand_id for h in mine] == [str(h) for h, _p, _t in rows]
        for record in mine:
            full = house[record.hand_id]
            assert record.text == old_view(full, player)
            hidden = [e for e in full if e["to"] not in (None, player)]
            assert any(e["kind"] == "deal_hole" for e in hidden)  # others' cards exist...
            view = json.loads(record.text)
            assert all(e not in view for e in hidden)  # ...and are never in the view
            assert all(e["player"] == player for e in view if e["kind"] == "deal_hole")
    assert store.hands_of("out") == []  # a player not in the hand gets nothing
    store.close()


def test_rows_stored_before_version_10_stay_readable(store_url: str) -> None:
    """The migration marks the old house records (no readers) and leaves each player's old
    row as the view it holds."""
    store = open_store(store_url)
    store._write("DELETE FROM schema_migrations WHERE version = 10")  # type: ignore[attr-defined]
    store._write("ALTER TABLE hand_histories DROP COLUMN house")  # type: ignore[attr-defined]
    for players, text in (("", '[{"to":"ann"},{"to":"bob"}]'), ("ann", '[{"to":"ann"}]')):
        store._write("INSERT INTO hand_histories (table_id, tournament_id, hand_id, "  # type: ignore[attr-defined]
                     "players, text, created) VALUES ('t1', NULL, 'h1', ?, ?, ?)",
                     (players, text, store._stamp()))  # type: ignore[attr-defined]
    store.close()
    again = open_store(store_url)
    assert [(r.players, r.text) for r in again.hands_of("ann")] == [(("ann",), '[{"to":"ann"}]')]
    assert again.hands_of("bob") == []
    rows = again._rows("SELECT text FROM hand_histories WHERE house")  # type: ignore[attr-defined]
    assert [str(t) for t, in rows] == ['[{"to":"ann"},{"to":"bob"}]']
    again.close()
