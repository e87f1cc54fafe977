"""Ended tournaments retire: a finished sit & go stays in its entrants' lobbies as finished
for `RoomConfig.retain_finished`, then leaves the room (lobby, `all()`, the search, the
pace, the tables and the audience) with its money untouched; naming it is refused with a
`RetiredTournamentError`; a restart does not bring it back; the days of a multi-day event
stay until the whole event is over."""

from __future__ import annotations

import dataclasses
from datetime import timedelta

import pytest

from client.protocol import messages as m
from client.room.ledger import Currency
from client.room.tournament.director import State
from client.room.tournament.errors import RetiredTournamentError
from client.server.recovery import settle_interrupted
from client.service import RoomConfig, RoomService, SngTemplate
from client.service.pace import Due
from tests.server.test_multi_day_service import DAYS_ROOM, TwoDays
from tests.server.test_room_service import Journal

RETAIN = timedelta(minutes=30)
HEADS_UP = RoomConfig(practice=True, seed=1, sit_and_gos=(SngTemplate("hu", seats=2, stack=200),),
                      tournaments=(), rings=(), pools=(), retain_finished=RETAIN)


def _finished_heads_up(journal: Journal | None = None) -> TwoDays:
    """A practice room whose first heads-up sit & go ``me`` played to the end against a
    bot, with its lobby open."""
    room = TwoDays(journal, config=HEADS_UP)
    room.service.handle("me", m.Register(tournament_id="hu-1"))
    room.service.handle("me", m.OpenTournament(tournament_id="hu-1"))
    tournament = room.service.tournaments.get("hu-1")
    room.play(lambda: tournament.state is State.FINISHED)
    return room


def _lobby_ids(room: TwoDays) -> set[str]:
    room.service.handle("me", m.ListLobby())
    snapshot = [e for e in room.out if isinstance(e, m.LobbySnapshot)][-1]
    return {r.tournament_id for r in (*snapshot.sit_and_gos, *snapshot.tournaments)}


def _kept_for(service: RoomService, keys: set[str]) -> list[tuple[Due, str]]:
    """Everything the pace still has scheduled for these tournament or table ids."""
    return [(kind, key) for kind in Due for key, _ in service._pace.scheduled(kind)
            if key in keys]


def test_a_finished_sit_and_go_is_listed_until_its_retention_then_leaves_the_room() -> None:
    room = _finished_heads_up()
    service, clock = room.service, room.clock
    tournaments = service.tournaments
    finished = tournaments.get("hu-1")
    tables = set(service.tables.owned_by("hu-1"))
    assert tables and finished not in tournaments.running()
    assert "hu-1" in _lobby_ids(room)  # "finished", in the lobby of who played it
    row = [e for e in room.out if isinstance(e, m.LobbySnapshot)][-1].sit_and_gos
    assert [r.status for r in row if r.tournament_id == "hu-1"] == ["finished"]
    balances, entries = service.ledger.balances(Currency.USD), len(service.ledger.entries)
    clock.advance(RETAIN.total_seconds() - 1)
    service.run_due()
    assert "hu-1" in tournaments and "hu-1" in _lobby_ids(room)
    room.out.clear()
    clock.advance(1)
    service.run_due()
    removed = [e for e in room.out if isinstance(e, m.LobbyUpdate) and "hu-1" in e.removed]
    assert len(removed) == 1  # the row goes from the open lobby at once
    assert "hu-1" not in tournaments and finished not in tournaments.all()
    assert finished not in tournaments.running() and "hu-1" not in _lobby_ids(room)
    service.handle("me", m.FindPlayer(name="Me"))
    found = [e for e in room.out if isinstance(e, m.PlayerLocations)][-1]
    assert all(t.tournament_id != "hu-1" for p in found.players for t in p.tournaments)
    assert not set(service.tables.owned_by("hu-1")) and not _kept_for(service, tables | {"hu-1"})
    assert service._audience.tournament_watchers("hu-1") == []
    assert service.ledger.balances(Currency.USD) == balances  # money untouched
    assert len(service.ledger.entries) == entries and service.ledger.total(Currency.USD) == 0
    room.out.clear()
    for command in (m.OpenTournament(tournament_id="hu-1", req=7),
                    m.Register(tournament_id="hu-1", req=8)):
        service.handle("me", command)
    errors = [e for e in room.out if isinstance(e, m.Error)]
    assert [(e.req, e.code) for e in errors] == [(7, m.ErrorCode.NOT_FOUND),
                                                 (8, m.ErrorCode.NOT_FOUND)]
    assert all(e.message.startswith("tournament hu-1 finished at 2026-03-01 ") and
               e.message.endswith("; it is no longer in the lobby") for e in errors)
    assert not any(isinstance(e, m.TournamentInfo) for e in room.out)
    assert service.ledger.balances(Currency.USD) == balances  # the refusals changed nothing


def test_a_retired_tournament_does_not_come_back_after_a_restart() -> None:
    """The store keeps what it played (money, results); the restarted room neither
    resumes it nor reuses its id, and says it is over."""
    journal = Journal()
    room = _finished_heads_up(journal)
    room.clock.advance(RETAIN.total_seconds())
    room.service.run_due()
    assert "hu-1" not in room.service.tournaments
    assert journal.saved["hu-1"].status == "finished"
    persistence = room.service.persistence  # keeps no frozen state for it any more
    assert "hu-1" not in persistence._frozen and "hu-1" not in persistence._records
    saved = list(journal.saved.values())
    again = TwoDays(journal, ledger=room.service.ledger, saved=saved, config=HEADS_UP,
                    minutes=RETAIN.seconds // 60 + 60)
    settle_interrupted(again.service, saved)
    tournaments = again.service.tournaments
    assert [t.tournament_id for t in tournaments.all()] == ["hu-2"]  # never entered: unsaved
    with pytest.raises(RetiredTournamentError, match="tournament hu-1 is over; it is no "
                                                     "longer in the lobby"):
        tournaments.get("hu-1")
    assert again.service.ledger.total(Currency.USD) == 0


def test_rule_multi_day_the_days_of_an_event_stay_until_day_two_is_over() -> None:
    """A flight cancelled at its start and the played flight stay (Day 2 needs their pools
    and bags, and the lobby links them) well past the retention, until Day 2 ended; then
    every day retires together."""
    room = TwoDays(config=dataclasses.replace(DAYS_ROOM, retain_finished=timedelta(minutes=1)))
    service = room.service
    service.handle("me", m.Register(tournament_id="day1a-1"))
    days = ("day1a-1", "day1b-1", "day2-1")
    day_two = service.tournaments.get("day2-1")
    room.play(lambda: day_two.state is State.RUNNING)
    assert service.tournaments.get("day1b-1").state is State.CANCELLED
    assert all(d in service.tournaments for d in days)
    room.play(lambda: day_two.state is State.FINISHED)
    assert all(d in service.tournaments for d in days)
    room.clock.advance(60)
    service.run_due()
    assert not any(d in service.tournaments for d in days)
    assert service.tournaments.day_event("day2-1") is None
    with pytest.raises(RetiredTournamentError, match="tournament day1b-1 was cancelled at "):
        service.tournaments.get("day1b-1")
    assert service.ledger.total(Currency.USD) == 0


def test_a_retention_of_zero_retires_after_the_ending_step_is_flushed() -> None:
    """With no retention at all the tournament still retires in a later step than the one
    it ended in (that step's save and lobby row name it when they are flushed)."""
    journal = Journal()
    room = TwoDays(journal, config=dataclasses.replace(HEADS_UP, retain_finished=timedelta(0)))
    room.service.handle("me", m.Register(tournament_id="hu-1"))
    tournament = room.service.tournaments.get("hu-1")
    room.play(lambda: tournament.state is State.FINISHED)
    assert journal.saved["hu-1"].status == "finished"
    room.clock.advance(1)
    room.service.run_due()
    assert "hu-1" not in room.service.tournaments
