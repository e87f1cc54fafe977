"""The store contract, run on both backends (a SQLite file and a real PostgreSQL server):
every record survives reopening, a room step is one transaction, money is checked where it
is stored, and the schema is migrated by version."""

from __future__ import annotations

import sqlite3
import threading
from decimal import Decimal
from pathlib import Path

import pytest

from client.room.ledger import Currency, Entry, Ledger, player_account
from client.server.store import (
    AccountRecord,
    AuditRecord,
    ExclusionRecord,
    HandRecord,
    SessionRecord,
    SqliteStore,
    Store,
    StoreError,
    StoreFundsError,
    ThrottleRecord,
    TournamentRecord,
    open_store,
)
from client.server.store.migrations import LATEST
from client.server.store.sql import IN_CHUNK


def entry(src: str, dst: str, amount: str, memo: str = "test") -> Entry:
    return Entry(0, src, dst, Decimal(amount), Currency.USD, memo)


def test_a_players_hands_are_found_by_their_exact_name(store_url: str) -> None:
    """Names may hold ``_`` and ``%`` (LIKE's wildcards): "big_fish" reads none of
    "bigXfish"'s hands, nor "%" anybody's."""
    store = open_store(store_url)
    store.add_hand(HandRecord("t1", None, "h1", ("bigXfish",), '[{"to":"bigXfish"}]'))
    store.add_hand(HandRecord("t1", None, "h2", ("big_fish", "ann"), '[{"to":null}]'))
    assert [h.hand_id for h in store.hands_of("big_fish")] == ["h2"]
    assert [h.hand_id for h in store.hands_of("bigXfish")] == ["h1"]
    assert store.hands_of("%") == [] and store.hands_of("_") == []
    store.close()


def test_records_survive_reopening(store_url: str) -> None:
    store = open_store(store_url)
    store.add_account(AccountRecord("ann", "Ann", "$argon2id$hash"))
    store.add_session("digest", SessionRecord("ann", 100.0, 100.0, "192.0.2.1"))
    ledger = Ledger()
    ledger.add_listener(store.append_entry)
    ledger.transfer("sys:bank", "player:ann", Decimal("12.34"), Currency.USD, "deposit")
    ledger.transfer("player:ann", "tourney:s1:pool", Decimal("5"), Currency.USD, "buy-in")
    store.set_registration("s1", "ann", True)
    store.save_tournament(TournamentRecord("s1", "running", '{"x": 1}'))
    store.save_tournament(TournamentRecord("s1", "running", '{"x": 2}'))
    store.add_hand(HandRecord("t1", "s1", "h1", ("ann", "bob"), '[{"to":"ann"},{"to":"bob"}]'))
    store.add_hand(HandRecord("t2", None, "h2", ("cid",), '[{"to":null}]'))
    store.close()

    again = open_store(store_url)
    assert again.account("ann") == AccountRecord("ann", "Ann", "$argon2id$hash")
    assert again.account("nobody") is None
    assert again.sessions(["digest"]) == {
        "digest": SessionRecord("ann", 100.0, 100.0, "192.0.2.1")}
    assert again.entries() == list(ledger.entries)
    rebuilt = Ledger(again.entries())
    assert rebuilt.balance("player:ann", Currency.USD) == Decimal("7.34")
    assert again.balance("player:ann", Currency.USD) == Decimal("7.34")
    assert rebuilt.total(Currency.USD) == 0
    assert again.registrations("s1") == ["ann"]
    assert again.tournaments() == [TournamentRecord("s1", "running", '{"x": 2}')]
    assert [h.hand_id for h in again.hands_of("bob")] == ["h1"]
    assert again.hands_of("bob")[0].text == '[{"to":"bob"}]'  # bob's own view
    assert again.hands_of("cid") == [HandRecord("t2", None, "h2", ("cid",), '[{"to":null}]')]
    assert again.hands_of("bo") == []
    again.drop_session("digest")
    assert again.sessions(["digest"]) == {}
    again.close()


def test_sessions_are_touched_and_all_of_an_account_revoked(store_url: str) -> None:
    store = open_store(store_url)
    for digest, player in (("d1", "ann"), ("d2", "ann"), ("d3", "bob")):
        store.add_session(digest, SessionRecord(player, 10.0, 10.0, "192.0.2.1"))
    store.touch_sessions(["d1"], 20.0, "192.0.2.9", "node-a")
    assert store.sessions(["d1", "nope"]) == {
        "d1": SessionRecord("ann", 10.0, 20.0, "192.0.2.9", "node-a")}
    assert store.drop_sessions("ann") == 2
    assert store.sessions(["d1", "d2"]) == {}
    assert list(store.sessions(["d3"])) == ["d3"]
    store.close()


def test_names_are_unique_without_regard_to_case(store_url: str) -> None:
    """`Alice` and `alice` cannot be two accounts, even when inserted directly."""
    store = open_store(store_url)
    store.add_account(AccountRecord("Alice", "Alice", "h"))
    assert store.account_folded("aLiCe") == AccountRecord("Alice", "Alice", "h")
    with pytest.raises(StoreError):
        store.add_account(AccountRecord("alice", "alice", "h"))
    store.close()


def test_known_login_places_are_remembered(store_url: str) -> None:
    store = open_store(store_url)
    assert store.known_login("ann", "address", "192.0.2.1") is None
    store.remember_login("ann", "address", "192.0.2.1", 5.0)
    store.remember_login("ann", "address", "192.0.2.1", 7.0)
    assert store.known_login("ann", "address", "192.0.2.1") == 7.0
    assert store.known_login("bob", "address", "192.0.2.1") is None
    store.close()


def test_rule_self_exclusion_is_stored_for_every_node(store_url: str) -> None:
    """A self-exclusion survives reopening (another node reads the same row); a longer one
    replaces it, and permanent is kept as no end."""
    store = open_store(store_url)
    assert store.self_exclusions(["ann"]) == []
    store.set_self_exclusion(ExclusionRecord("ann", 1000.5))
    store.close()
    store = open_store(store_url)
    assert store.self_exclusions(["ann", "bob"]) == [ExclusionRecord("ann", 1000.5)]
    store.set_self_exclusion(ExclusionRecord("ann", None))
    assert store.self_exclusions(["ann"]) == [ExclusionRecord("ann", None)]
    assert store.self_exclusions(["bob"]) == []
    store.close()


def test_logins_arriving_together_read_in_one_query_each(store_url: str) -> None:
    """Accounts, balances and session nodes of many players at once (more than one
    ``IN`` list holds): what a node admitting a dead node's players reads."""
    store = open_store(store_url)
    players = [f"p{i}" for i in range(IN_CHUNK + 5)]
    for player in players:
        store.add_account(AccountRecord(player, player.upper(), "hash"))
    store.add_session("d1", SessionRecord("p1", 1.0, 1.0, "192.0.2.1", "n0"))
    store.add_session("d2", SessionRecord("p1", 1.0, 1.0, "192.0.2.1", "n1"))
    store.add_session("d3", SessionRecord(players[-1], 1.0, 1.0, "192.0.2.1", "n0"))
    store.add_session("d4", SessionRecord("p2", 1.0, 1.0, "192.0.2.1", ""))
    store.append_entry(Entry(1, "sys:bank", "player:p3", Decimal(5), Currency.USD, "x"))
    assert {a.player_id: a.name for a in store.accounts([*players, "nobody"])} == {
        p: p.upper() for p in players}
    assert store.session_nodes(players, "n1") == {"p1": {"n0"}, players[-1]: {"n0"}}
    keys = [(player_account(p), c) for p in ("p3", "p4") for c in (Currency.USD,
                                                                   Currency.PLAY)]
    assert store.balances_of(keys) == {k: Decimal(5) if k == (player_account("p3"),
                                                              Currency.USD) else Decimal(0)
                                       for k in keys}
    store.close()


def test_the_floors_latest_action_of_a_kind_is_read_from_the_store(store_url: str) -> None:
    """The minimum client is the latest ``min-client`` row, whichever node wrote it."""
    store = open_store(store_url)
    assert store.last_audit("min-client") is None
    for version in ("1.0", "2.0"):
        store.add_audit(AuditRecord("2026-03-01T20:00:00+00:00", "boss", "min-client",
                                    "clients", version))
    store.add_audit(AuditRecord("2026-03-01T20:01:00+00:00", "boss", "pause", "t", ""))
    other = open_store(store_url)
    record = other.last_audit("min-client")
    assert record is not None and record.detail == "2.0" and len(other.audit()) == 3
    store.close()
    other.close()


def test_duplicate_account_is_refused_and_the_step_goes_on(store_url: str) -> None:
    """A taken name is a clear StoreError; the transaction it happened in still commits."""
    store = open_store(store_url)
    store.add_account(AccountRecord("ann", "Ann", "h"))
    with store.transaction():
        with pytest.raises(StoreError, match="already exists"):
            store.add_account(AccountRecord("ann", "Ann", "h2"))
        store.set_registration("s1", "ann", True)
    assert store.account("ann") == AccountRecord("ann", "Ann", "h")
    assert store.registrations("s1") == ["ann"]
    store.close()


def test_database_urls(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path}/a.sqlite3")
    assert isinstance(store, SqliteStore) and store.path == tmp_path / "a.sqlite3"
    store.close()
    with pytest.raises(StoreError, match="needs a file"):
        open_store("sqlite://")
    with pytest.raises(StoreError, match="scheme"):
        open_store("mysql://x/y")


def test_unreachable_postgresql_is_a_clear_error_without_the_password() -> None:
    with pytest.raises(StoreError, match="cannot connect") as info:
        open_store("postgresql://skg:s3cret@127.0.0.1:1/poker")
    assert "s3cret" not in str(info.value) and "skg:***@" in str(info.value)


def test_a_room_step_is_one_transaction(store_url: str) -> None:
    """Writes inside `transaction()` become visible (durable) together, at its end."""
    store = open_store(store_url)
    reader = open_store(store_url)
    with store.transaction():
        store.set_registration("s1", "ann", True)
        store.save_tournament(TournamentRecord("s1", "running", "{}"))
        with store.transaction():  # nested steps commit with the outer one
            store.set_registration("s1", "bob", True)
        assert reader.registrations("s1") == []
        assert reader.tournaments() == []
    assert reader.registrations("s1") == ["ann", "bob"]
    assert [t.tournament_id for t in reader.tournaments()] == ["s1"]
    store.close()
    reader.close()


def test_a_step_that_raised_commits_nothing(store_url: str) -> None:
    """A step fails whole: what a `transaction()` body wrote before it raised is rolled
    back (the room undid the step in memory too), nested blocks included."""
    store = open_store(store_url)
    with pytest.raises(RuntimeError), store.transaction():
        store.set_registration("s1", "ann", True)
        with store.transaction():
            store.set_registration("s1", "bob", True)
        raise RuntimeError("room bug")
    with store.transaction():
        store.set_registration("s1", "cid", True)
    assert store.registrations("s1") == ["cid"]
    store.close()


def test_a_nested_block_that_raised_is_rolled_back_alone(store_url: str) -> None:
    """Steps of one turn share its transaction, each in a block of its own (a savepoint):
    a step that raised leaves nothing, the others before and after it are committed, and
    its money moves are undone with it."""
    store = open_store(store_url)
    store.append_entry(entry("sys:bank", "player:ann", "10.00"))
    with store.transaction():
        with store.transaction():
            store.set_registration("s1", "ann", True)
        with pytest.raises(RuntimeError), store.transaction():
            store.set_registration("s1", "bob", True)
            store.append_entry(entry("player:ann", "table:t1", "4.00"))
            with store.transaction():  # a block in the failing one goes with it
                store.set_registration("s1", "dan", True)
            raise RuntimeError("room bug")
        with pytest.raises(StoreFundsError), store.transaction():
            store.set_registration("s1", "eve", True)
            store.append_entry(entry("player:ann", "table:t1", "99.00"))
        with store.transaction():
            store.set_registration("s1", "cid", True)
    assert store.registrations("s1") == ["ann", "cid"]
    assert store.balance("player:ann", Currency.USD) == Decimal("10.00")
    assert len(store.entries()) == 1
    store.close()


def test_overdraft_is_refused_where_money_is_stored(store_url: str) -> None:
    """Balances never go negative in the store: an entry paying more than the account has
    raises StoreFundsError and writes nothing; only system accounts may go negative; every
    currency's balances sum to zero."""
    store = open_store(store_url)
    store.append_entry(entry("sys:bank", "player:ann", "10.00"))
    store.append_entry(entry("player:ann", "table:t1", "7.50"))
    with pytest.raises(StoreFundsError, match=r"player:ann has 2\.50 USD"):
        store.append_entry(entry("player:ann", "table:t1", "2.51"))
    assert store.balance("player:ann", Currency.USD) == Decimal("2.50")
    assert store.balance("table:t1", Currency.USD) == Decimal("7.50")
    assert store.balance("sys:bank", Currency.USD) == Decimal("-10.00")
    assert store.balance("player:ann", Currency.EUR) == 0
    assert len(store.entries()) == 2
    assert Ledger(store.entries()).total(Currency.USD) == 0
    store.close()


def test_schema_is_migrated_to_the_latest_version_once(store_url: str) -> None:
    store = open_store(store_url)
    assert store.schema_version() == LATEST
    store.close()
    again = open_store(store_url)  # nothing left to apply
    assert again.schema_version() == LATEST
    again.close()


def test_a_database_newer_than_the_server_is_refused(store_url: str) -> None:
    store = open_store(store_url)
    store._write("INSERT INTO schema_migrations VALUES (?, ?, ?)",  # type: ignore[attr-defined]
                 (LATEST + 1, "from the future", "now"))
    store.close()
    with pytest.raises(StoreError, match=f"schema version {LATEST + 1}.*upgrade the server"):
        open_store(store_url)


def test_a_first_release_sqlite_file_is_upgraded_with_its_money(tmp_path: Path) -> None:
    """A database made before versioned migrations (one `meta` schema number) keeps every
    record, and its balances are summed from its entries in exact Decimal."""
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        INSERT INTO meta VALUES ('schema', '1');
        CREATE TABLE accounts (player_id TEXT PRIMARY KEY, name TEXT NOT NULL,
            pw_hash TEXT NOT NULL, created TEXT NOT NULL);
        INSERT INTO accounts VALUES ('ann', 'Ann', 'h', '2026-01-01');
        CREATE TABLE ledger_entries (id INTEGER PRIMARY KEY, src TEXT NOT NULL,
            dst TEXT NOT NULL, amount TEXT NOT NULL, currency TEXT NOT NULL,
            memo TEXT NOT NULL, created TEXT NOT NULL);
        INSERT INTO ledger_entries VALUES (1, 'sys:bank', 'player:ann', '0.10', 'USD', 'd', 'x');
        INSERT INTO ledger_entries VALUES (2, 'sys:bank', 'player:ann', '0.20', 'USD', 'd', 'x');
    """)
    db.commit()
    db.close()
    store = SqliteStore(path)
    assert store.schema_version() == LATEST
    assert store.account("ann") == AccountRecord("ann", "Ann", "h")
    assert store.balance("player:ann", Currency.USD) == Decimal("0.30")
    store.append_entry(entry("player:ann", "table:t1", "0.30"))
    assert [e.id for e in store.entries()] == [1, 2, 3]
    store.close()


def test_throttle_records_are_shared_and_add_up(store_url: str) -> None:
    """Failed-login records live in the database: updates from several connections at once
    all count (row lock), and clearing forgets them."""
    stores = [open_store(store_url) for _ in range(4)]

    def bump(record: ThrottleRecord) -> ThrottleRecord:
        return ThrottleRecord(record.failures + 1, record.total + 1, record.locks,
                              record.last_failure + 1, record.locked_until)

    def hammer(index: int) -> None:
        for _ in range(25):
            stores[index].update_throttle("account", "ann", bump)

    threads = [threading.Thread(target=hammer, args=(i,)) for i in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert stores[0].throttle("account", "ann") == ThrottleRecord(100, 100, 0, 100.0, 0.0)
    assert stores[1].throttle("address", "ann") == ThrottleRecord()
    stores[2].clear_throttle("account", "ann")
    assert stores[3].throttle("account", "ann") == ThrottleRecord()
    for store in stores:
        store.close()


def test_nodes_starting_together_migrate_once(postgres_url: str) -> None:
    """Several processes opening a fresh PostgreSQL database at once: one migrates (under
    the advisory lock), the others find it done; each version is recorded once."""
    opened: list[Store] = []
    errors: list[BaseException] = []

    def start() -> None:
        try:
            opened.append(open_store(postgres_url))
        except BaseException as exc:  # reported below, not lost in the thread
            errors.append(exc)

    threads = [threading.Thread(target=start) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors and len(opened) == 4
    store = open_store(postgres_url)
    rows = store._rows("SELECT version FROM schema_migrations ORDER BY version")  # type: ignore[attr-defined]
    assert [int(v) for (v,) in rows] == list(range(1, LATEST + 1))
    for each in [*opened, store]:
        each.close()


def test_a_transaction_that_runs_no_statement_costs_nothing_on_sqlite(tmp_path: Path) -> None:
    """Most room steps (actions inside a hand) write nothing: their transaction sends no
    BEGIN and no COMMIT; one that does write still takes the write lock first."""
    store = SqliteStore(tmp_path / "s.sqlite3")
    sent: list[str] = []
    store._db.set_trace_callback(sent.append)
    with store.transaction(), store.transaction():  # a block inside: no SAVEPOINT either
        pass
    assert sent == []
    with store.transaction():
        store.add_account(AccountRecord("ann", "Ann", "h"))
    assert sent[0] == "BEGIN IMMEDIATE" and sent[-1] == "COMMIT"
    store.close()


def test_a_structure_saved_in_a_rolled_back_block_is_saved_again(store_url: str) -> None:
    """A structure whose block (or whole step) rolled back is not kept: the next step that
    saves it writes it, so a tournament state is never kept without its structure."""
    store = open_store(store_url)
    with pytest.raises(RuntimeError), store.transaction():
        store.save_structure("sha256:a", "A")
        raise RuntimeError("room bug")
    with store.transaction():
        with pytest.raises(RuntimeError), store.transaction():
            store.save_structure("sha256:b", "B")
            raise RuntimeError("room bug")
        store.save_structure("sha256:b", "B")
    assert store.structures() == {"sha256:b": "B"}
    with store.transaction():
        store.save_structure("sha256:a", "A")
    assert store.structures() == {"sha256:a": "A", "sha256:b": "B"}
    store.close()


def test_a_committed_structure_is_not_sent_again_on_sqlite(tmp_path: Path) -> None:
    """Every hand end of a tournament saves the same structure: once this store committed
    it (or wrote it earlier in the open step), the statement and its multi-KB text are not
    sent again; a step that failed leaves it to be written again."""
    store = SqliteStore(tmp_path / "s.sqlite3")
    sent: list[str] = []
    store._db.set_trace_callback(sent.append)
    with store.transaction():
        store.save_structure("sha256:a", "A")
        store.save_structure("sha256:a", "A")
    with pytest.raises(RuntimeError), store.transaction():
        store.save_structure("sha256:b", "B")
        raise RuntimeError("room bug")
    with store.transaction():
        store.save_structure("sha256:a", "A")
        store.save_structure("sha256:b", "B")
        store.save_tournament(TournamentRecord("s1", "running", "{}"))
    written = [s for s in sent if s.startswith("INSERT INTO structures")]
    assert [s.count("'sha256:b'") for s in written] == [0, 1, 1]
    assert store.structures() == {"sha256:a": "A", "sha256:b": "B"}
    store.close()


def test_a_commit_that_fails_is_rolled_back_and_the_store_goes_on(tmp_path: Path) -> None:
    """A COMMIT SQLite refuses can leave the transaction open: every later step would then
    be a savepoint inside it, never committed. The store rolls it back and raises (the
    room undoes the step); the next step commits as usual."""
    store = SqliteStore(tmp_path / "s.sqlite3")
    db = store._db
    db.execute("PRAGMA foreign_keys = ON")
    db.execute("CREATE TABLE owner (id TEXT PRIMARY KEY)")
    db.execute("CREATE TABLE owned (id TEXT REFERENCES owner (id) DEFERRABLE INITIALLY DEFERRED)")
    with pytest.raises(sqlite3.IntegrityError), store.transaction():  # checked at COMMIT
        store._write("INSERT INTO owned VALUES ('nobody')")
        store.save_tournament(TournamentRecord("s1", "running", "{}"))
    assert not db.in_transaction
    with store.transaction():
        store.save_tournament(TournamentRecord("s2", "running", "{}"))
    assert [r.tournament_id for r in store.tournaments()] == ["s2"]
    assert db.execute("SELECT count(*) FROM owned").fetchone() == (0,)
    store.close()
