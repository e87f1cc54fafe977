"""SQLite persistence: every record survives closing and reopening the file."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from client.room.ledger import Currency, Ledger
from client.server.store import (
    AccountRecord,
    HandRecord,
    SqliteStore,
    StoreError,
    TournamentRecord,
    open_store,
)


def test_records_survive_reopening(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    store = SqliteStore(path)
    store.add_account(AccountRecord("ann", "Ann", "$argon2id$hash"))
    store.add_session("digest", "ann")
    ledger = Ledger()
    ledger.add_listener(store.append_entry)
    ledger.transfer("sys:bank", "player:ann", Decimal("12.34"), Currency.USD, "deposit")
    ledger.transfer("player:ann", "tourney:s1:pool", Decimal("5"), Currency.USD, "buy-in")
    store.set_registration("s1", "ann", True)
    store.save_tournament(TournamentRecord("s1", "running", '{"x": 1}'))
    store.add_hand(HandRecord("t1", "s1", "h1", ("ann", "bob"), "PokerStars Hand #1"))
    store.close()

    again = SqliteStore(path)
    assert again.account("ann") == AccountRecord("ann", "Ann", "$argon2id$hash")
    assert again.session_player("digest") == "ann"
    rebuilt = Ledger(again.entries())
    assert rebuilt.balance("player:ann", Currency.USD) == Decimal("7.34")
    assert rebuilt.total(Currency.USD) == 0
    assert again.registrations("s1") == ["ann"]
    assert again.tournaments() == [TournamentRecord("s1", "running", '{"x": 1}')]
    assert [h.hand_id for h in again.hands_of("bob")] == ["h1"]
    assert again.hands_of("bo") == []
    again.drop_session("digest")
    assert again.session_player("digest") is None
    again.close()


def test_duplicate_account_is_refused(tmp_path: Path) -> None:
    store = SqliteStore(tmp_path / "db")
    store.add_account(AccountRecord("ann", "Ann", "h"))
    with pytest.raises(StoreError, match="already exists"):
        store.add_account(AccountRecord("ann", "Ann", "h2"))
    assert store.account("ann") == AccountRecord("ann", "Ann", "h")


def test_database_urls(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/a.sqlite3")
    assert isinstance(store, SqliteStore) and store.path == tmp_path / "a.sqlite3"
    store.close()
    with pytest.raises(StoreError, match="PostgreSQL"):
        open_store("postgresql://db.example/poker")
    with pytest.raises(StoreError, match="scheme"):
        open_store("mysql://x/y")


def test_a_room_step_is_one_transaction(tmp_path: Path) -> None:
    """Writes inside `transaction()` become visible (durable) together, at its end."""
    path = tmp_path / "db.sqlite3"
    store = SqliteStore(path)
    reader = SqliteStore(path)
    with store.transaction():
        store.set_registration("s1", "ann", True)
        store.save_tournament(TournamentRecord("s1", "running", "{}"))
        with store.transaction():  # nested steps join the outer one
            store.set_registration("s1", "bob", True)
        assert reader.registrations("s1") == []
        assert reader.tournaments() == []
    assert reader.registrations("s1") == ["ann", "bob"]
    assert [t.tournament_id for t in reader.tournaments()] == ["s1"]
    store.close()
    reader.close()
