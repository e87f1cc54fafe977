"""Typed tournament events: every director event kind converts to its body, round-trips on
the wire under its tag, and the union lists exactly the director's kinds."""

from __future__ import annotations

import typing
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from client.protocol.convert import tournament_event
from client.protocol.messages import TournamentEvent, decode_event, encode
from client.protocol.table_bodies import kind_of
from client.protocol.tournament_bodies import Body, TournamentBody
from client.room.tournament import events as director

AT = datetime(2026, 12, 3, 20, tzinfo=UTC)
T = "sng-1"
DIRECTOR_EVENTS: tuple[director.TournamentEvent, ...] = (
    director.PlayerRegistered(T, AT, player="p1", entries=3, via_satellite=True),
    director.PlayerUnregistered(T, AT, player="p1", refund="cash"),
    director.RegistrationClosed(T, AT, early=False),
    director.TournamentStarted(T, AT, players=9, tables=1),
    director.TournamentCancelled(T, AT, reason="too few players"),
    director.LevelUp(T, AT, level=2, small_blind=15, big_blind=30, ante=0),
    director.BreakStarted(T, AT, reason="interval", ends_at=AT),
    director.BreakEnded(T, AT),
    director.TableOpened(T, AT, table_id="t1"),
    director.TableBroken(T, AT, table_id="t2"),
    director.PlayerMoved(T, AT, player="p1", from_table="t2", from_seat=3, to_table="t1",
                         to_seat=5, reason="balancing"),
    director.PlayerSeated(T, AT, player="p1", table_id="t1", seat=5, stack=1500),
    director.FinalTableFormed(T, AT, table_id="t1", players=9),
    director.HandForHand(T, AT, on=True),
    director.PlayerEliminated(T, AT, player="p2", place=4, tied=(), eliminated_by=("p1",)),
    director.PrizeAwarded(T, AT, player="p1", amount=Decimal("12.50"), currency="USD",
                          kind="place"),
    director.PrizePoolFinalized(T, AT, pool=Decimal("90"), entries=9, paid_places=3),
    director.Rebought(T, AT, player="p1", kind="addon", chips=1500),
    director.DealPaused(T, AT, table_id="t1"),
    director.DealApplied(T, AT, amounts=(("p1", Decimal("40")), ("p2", Decimal("30.5"))),
                         left_in_play=Decimal("20")),
    director.ShootoutRound(T, AT, round=2, players=6),
    director.DayEnded(T, AT, survivors=("p1", "p2")),
    director.TournamentFinished(T, AT, finishing_order=("p1", "p2")),
    director.RebuyOffered(T, AT, player="p3", table_id="t1", ends_at=AT, chips=1500,
                          cost=Decimal("5"), currency="USD"),
    director.RebuyWindowClosed(T, AT, player="p3", outcome="declined"),
)


@pytest.mark.parametrize("event", DIRECTOR_EVENTS, ids=lambda e: type(e).__name__)
def test_each_director_event_converts_and_round_trips_under_its_tag(
        event: director.TournamentEvent) -> None:
    message = tournament_event(event)
    assert message.tournament_id == T and message.body.at == AT
    wire = encode(message)
    assert f'"event":"{message.kind}"'.encode() in wire
    decoded = decode_event(wire)
    assert decoded == message and isinstance(decoded, TournamentEvent)
    for name in message.body.__struct_fields__:
        assert getattr(message.body, name) == getattr(event, name), name


def test_the_union_is_exactly_the_director_s_event_kinds() -> None:
    members = set(typing.get_args(TournamentBody))
    assert members == set(Body.__subclasses__())
    kinds = {c.__name__ for c in director.TournamentEvent.__subclasses__()}  # slots: by name
    assert {type(e).__name__ for e in DIRECTOR_EVENTS} == kinds
    assert {type(tournament_event(e).body) for e in DIRECTOR_EVENTS} == members
    assert len({kind_of(tournament_event(e).body) for e in DIRECTOR_EVENTS}) == len(members)
