"""RoomService on a simulated clock: disconnects feed the director's DET, persistence hooks,
and restart settlement of an interrupted tournament."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from decimal import Decimal

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.server.recovery import settle_interrupted
from client.service import (
    RoomConfig,
    RoomService,
    SavedTournament,
    ScheduledTemplate,
    SngTemplate,
)
from client.service.pace import Due

CONFIG = RoomConfig(sit_and_gos=(SngTemplate("hu", seats=2, stack=500, action_seconds=15),
                                 SngTemplate("t3", seats=3, stack=500)))
GRANTS = {Currency.USD: Decimal("50.00")}


class Journal:
    """Collects what the room reports for storage."""

    def __init__(self) -> None:
        self.saved: dict[str, SavedTournament] = {}
        self.hands: list[tuple[str, tuple[str, ...], str]] = []
        self.registrations: list[tuple[str, str, bool]] = []

    def registration(self, tournament_id: str, player_id: str, on: bool) -> None:
        self.registrations.append((tournament_id, player_id, on))

    def tournament_state(self, saved: SavedTournament) -> None:
        self.saved[saved.tournament_id] = saved

    def hand(self, table_id: str, tournament_id: str | None, hand_id: str,
             players: tuple[str, ...], text: str) -> None:
        self.hands.append((hand_id, players, text))


def room(journal: Journal | None = None) -> tuple[RoomService, SimulatedClock,
                                                  list[tuple[str, m.Event]]]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=CONFIG, grants=GRANTS, journal=journal)
    out: list[tuple[str, m.Event]] = []
    service.subscribe(lambda pid, ev: out.append((pid, ev)))
    for name in ("ann", "bob", "cid"):
        service.ensure_local_player(name, name)
        service.set_connected(name, True)
    return service, clock, out


def test_rule_disconnect_extra_time_in_heads_up_then_fold_and_reset_on_reconnect() -> None:
    """Site DET rule (heads-up: throughout): a disconnected player to act gets extra time
    on top of the action clock and time bank; when it runs out the hand is folded for them
    and they stay sitting in; reconnecting restores their table view."""
    service, clock, out = room()
    service.handle("ann", m.Register(tournament_id="hu-1"))
    service.handle("bob", m.Register(tournament_id="hu-1"))
    service.run_due()  # the first deal
    tournament = service.tournaments.get("hu-1")
    table = next(iter(tournament.tables.values()))
    actor = table.to_act
    assert actor is not None
    hand = table.hand_no
    service.set_connected(actor, False)
    assert table.waiting_on_disconnected
    deadline = table.deadline
    assert deadline is not None
    assert (deadline - clock.now()).total_seconds() >= 15 + 240
    clock.advance(15 + 30 + 1)  # past the action clock and the time bank: DET still runs
    service.run_due()
    assert table.to_act == actor and table.hand_no == hand
    clock.advance(240)
    service.run_due()
    assert table.hand_no > hand or table.to_act != actor  # folded by the timer
    assert actor in table.seats.values()  # still sitting in
    out.clear()
    service.set_connected(actor, True)
    snapshots = [ev for pid, ev in out if pid == actor and isinstance(ev, m.TableSnapshot)]
    assert snapshots and snapshots[0].your_seat is not None


def test_journal_gets_registrations_states_and_hand_histories() -> None:
    journal = Journal()
    service, _clock, _out = room(journal)
    service.handle("ann", m.Register(tournament_id="hu-1"))
    service.handle("bob", m.Register(tournament_id="hu-1"))
    service.run_due()  # the first deal
    tournament = service.tournaments.get("hu-1")
    table = next(iter(tournament.tables.values()))
    actor = table.to_act
    assert actor is not None
    service.handle(actor, m.Act(table_id=table.table_id, action=m.ActionKind.FOLD))
    service.run_due()
    assert ("hu-1", "ann", True) in journal.registrations
    hand = f"{table.table_id}-1"
    # stored once, the house's full record (every hole card), readable by both players
    assert [(h, p) for h, p, _ in journal.hands] == [(hand, ("ann", "bob"))]
    dealt = [e for e in json.loads(journal.hands[0][2]) if e["kind"] == "deal_hole"]
    assert {e["to"] for e in dealt} == {"ann", "bob"}
    state = json.loads(journal.saved["hu-1"].state)
    assert sum(state["stacks"].values()) == 1000 and len(state["records"]) == 2


def _interrupted(journal: Journal) -> RoomService:
    """A room with a running 3-player sit & go (two hands played) and a registering one."""
    service, _clock, _out = room(journal)
    for name in ("ann", "bob", "cid"):
        service.handle(name, m.Register(tournament_id="t3-1"))
    service.handle("ann", m.Register(tournament_id="hu-1"))
    service.run_due()
    tournament = service.tournaments.get("t3-1")
    table = next(iter(tournament.tables.values()))
    while table.hand_no < 2:
        actor = table.to_act
        assert actor is not None
        service.handle(actor, m.Act(table_id=table.table_id, action=m.ActionKind.FOLD))
        service.run_due()
    return service


def _restart(service: RoomService, journal: Journal,
             saved: list[SavedTournament]) -> tuple[RoomService, dict[str, str]]:
    """A new room over the same ledger and saved states, as after a server restart."""
    clock = SimulatedClock(datetime(2026, 3, 1, 21, tzinfo=UTC))
    restarted = RoomService(clock, config=CONFIG, ledger=service.ledger, saved=saved,
                            journal=journal)
    for name in ("ann", "bob", "cid"):
        restarted.add_player(name, name)
    methods = {s.tournament_id: s.method for s in settle_interrupted(restarted, saved)}
    return restarted, methods


def test_restart_resumes_a_running_tournament_and_rolls_back_a_registering_one() -> None:
    """A restart continues the running sit & go from its last frozen step (all chips there,
    players disconnected until they return); the registering sit & go is rolled back; the
    ledger still sums to zero."""
    journal = Journal()
    service = _interrupted(journal)
    before = service.tournaments.get("t3-1")
    table_before = next(iter(before.tables.values()))
    stacks = dict(table_before.stacks)
    restarted, methods = _restart(service, journal, list(journal.saved.values()))
    assert methods == {"t3-1": "resumed", "hu-1": "rollback"}
    tournament = restarted.tournaments.get("t3-1")
    table = next(iter(tournament.tables.values()))
    # resumed from a committed step at or before the last hand: every chip is there
    assert table.hand_no <= table_before.hand_no
    assert set(table.stacks) == set(stacks) and sum(table.stacks.values()) == sum(stacks.values())
    assert not any(table.is_connected(p) for p in table.seats.values())
    restarted.run_due()  # deals on
    actor = table.to_act
    assert actor is not None
    restarted.set_connected(actor, True)
    restarted.handle(actor, m.Act(table_id=table.table_id, action=m.ActionKind.FOLD))
    assert table.to_act != actor
    assert service.ledger.total(Currency.USD) == 0
    assert "t3-2" in restarted.tournaments  # ids are never reused


def test_restart_settles_by_chips_when_a_running_tournament_cannot_be_resumed() -> None:
    """Cancellation policy when resuming is impossible: rolled forward from the stacks of
    the last completed hand; every cent of the buy-ins is back with the players."""
    journal = Journal()
    service = _interrupted(journal)
    saved = []
    for record in journal.saved.values():
        state = json.loads(record.state)
        state.pop("snapshot", None)  # e.g. a state written by another version
        saved.append(SavedTournament(record.tournament_id, record.status, json.dumps(state)))
    restarted, methods = _restart(service, journal, saved)
    assert methods == {"t3-1": "roll-forward-before-money", "hu-1": "rollback"}
    ledger = service.ledger
    assert ledger.total(Currency.USD) == 0
    assert sum(ledger.balance(f"player:{p}", Currency.USD) for p in ("ann", "bob", "cid")) \
        == 3 * GRANTS[Currency.USD]
    assert journal.saved["t3-1"].status == "cancelled"
    assert "t3-1" not in restarted.tournaments


def test_rule_scheduled_tournament_starts_on_time_or_is_cancelled_and_the_next_opens() -> None:
    """Site rule 2: tournaments begin at the scheduled time; one without enough players is
    cancelled with every payment refunded, and the lobby offers the next one."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    mtt = ScheduledTemplate("m", structure="turbo", every_minutes=30, first_after_minutes=10)
    service = RoomService(clock, config=RoomConfig(sit_and_gos=(), tournaments=(mtt,),
                                                   rings=()), grants=GRANTS)
    service.ensure_local_player("ann", "ann")
    service.handle("ann", m.Register(tournament_id="m-1"))
    assert service.ledger.balance("player:ann", Currency.USD) == Decimal("39.00")
    clock.advance(9 * 60)
    service.run_due()
    assert str(service.tournaments.get("m-1").state) == "registering"
    clock.advance(60)
    service.run_due()
    assert str(service.tournaments.get("m-1").state) == "cancelled"
    assert service.ledger.balance("player:ann", Currency.USD) == Decimal("50.00")
    nxt = service.tournaments.get("m-2")
    assert nxt.starts_at == datetime(2026, 3, 1, 20, 40, tzinfo=UTC)


def test_rule_self_excluded_player_cannot_enter_but_finishes_a_tournament_in_progress() -> None:
    """Site rule: players who self-exclude during a tournament still complete it, but may
    not enter new events."""
    service, _clock, out = room()
    service.handle("ann", m.Register(tournament_id="hu-1"))
    service.handle("bob", m.Register(tournament_id="hu-1"))
    service.run_due()
    service.handle("ann", m.SelfExclude(period=m.ExclusionPeriod.PERMANENT))
    table = next(iter(service.tournaments.get("hu-1").tables.values()))
    assert "ann" in table.seats.values()  # still playing
    out.clear()
    service.handle("ann", m.Register(tournament_id="t3-1", req=7))
    errors = [ev for pid, ev in out if pid == "ann" and isinstance(ev, m.Error)]
    assert errors and errors[0].code is m.ErrorCode.SELF_EXCLUDED and errors[0].req == 7
    assert "ann" not in service.tournaments.get("t3-1").entrants


def test_rule_blind_levels_do_not_count_server_downtime() -> None:
    """After a restart, blind levels resume where they stood: the hour the server was down
    is not play time (the director's play clock skips the downtime)."""
    journal = Journal()
    service = _interrupted(journal)
    before = service.tournaments.get("t3-1")
    minutes = before.play_minutes
    level = before.info().level
    restarted, methods = _restart(service, journal, list(journal.saved.values()))
    assert methods["t3-1"] == "resumed"
    tournament = restarted.tournaments.get("t3-1")
    restarted.run_due()
    assert tournament.info().level == level
    assert tournament.play_minutes - minutes < 1  # an hour later on the clock


def test_director_skip_downtime_keeps_play_minutes() -> None:
    """The director's schedule shifts by the downtime: play minutes stand still across it."""
    service, clock, _out = room()
    for name in ("ann", "bob", "cid"):
        service.handle(name, m.Register(tournament_id="t3-1"))
    service.run_due()
    tournament = service.tournaments.get("t3-1")
    tournament.tick()
    stopped = clock.now()
    played = tournament.play_minutes
    clock.advance(3600)
    tournament.skip_downtime(stopped)
    tournament.tick()
    assert tournament.play_minutes == played


def test_next_deadline_after_a_look_that_found_nothing_due_follows_the_next_step() -> None:
    """The driver asks `next_deadline` right after a `run_due` that ran nothing, which has
    just read every table's clock: its answer is kept until the next step, which may move
    a table's deadline (a player acts, the next turn's clock starts later)."""
    service, clock, _out = room()
    service.handle("ann", m.Register(tournament_id="hu-1"))
    service.handle("bob", m.Register(tournament_id="hu-1"))
    service.run_due()  # the first deal
    table = next(iter(service.tournaments.get("hu-1").tables.values()))

    def next_deadline() -> datetime | None:
        """The room's next deadline but for the director's heartbeat (within a second)
        and the time bank's start: the table's clock."""
        service._pace.drop(Due.TICK, "hu-1")
        service._pace.drop(Due.BANK, table.table_id)
        return service.next_deadline()

    first = table.deadline
    assert first is not None
    assert service.run_due() == 0
    assert next_deadline() == first
    clock.advance(5)
    actor = table.to_act
    assert actor is not None
    service.handle(actor, m.Act(table_id=table.table_id, action=m.ActionKind.CALL))
    later = table.deadline
    assert later is not None and later > first
    assert next_deadline() == later
    assert service.run_due() == 0
    assert next_deadline() == later
