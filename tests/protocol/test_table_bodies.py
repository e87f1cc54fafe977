"""Typed table events: every body kind round-trips on the wire under its tag, the union
lists every kind, and the service's converter accepts every event a real hand produces."""

from __future__ import annotations

import typing

import msgspec
import pytest

from client.engine import Action, ActionKind, Hand, HandConfig
from client.protocol.convert import table_body
from client.protocol.messages import TableEvent, decode_event, encode
from client.protocol.table_bodies import (
    PRIVATE_BODIES,
    Body,
    Connection,
    DealBoard,
    DealHole,
    DealUp,
    Draw,
    HandEnded,
    HandStarted,
    Muck,
    PlayerAction,
    PlayerJoined,
    PlayerLeft,
    Post,
    PotAwarded,
    Raked,
    Reshuffle,
    Seating,
    Showdown,
    Street,
    TableBody,
    TableClosed,
    TimeBank,
    UncalledReturned,
    kind_of,
)

SAMPLES: tuple[TableBody, ...] = (
    Seating(players=("a", "b"), seats=(2, 5), button_seat=2, small_blind_seat=2,
            big_blind_seat=5),
    HandStarted(game="NLHE", stacks=(1000, 800), button=0, small_blind=5, big_blind=10),
    Post(kind="big_blind", amount=10, all_in=False),
    PlayerAction(kind="raise", amount=60, all_in=True),
    PlayerAction(kind="draw", count=2),
    Street(street="flop", index=1),
    DealHole(cards=("As", "Kd")),
    DealUp(cards=("7c",)),
    DealBoard(cards=("2h", "3h", "4h")),
    Draw(discarded=("2c", "3d"), received=("Ah", "Ac")),
    Reshuffle(cards=12),
    UncalledReturned(amount=50),
    Showdown(cards=("As", "Kd"), hi="Flush"),
    Muck(),
    PotAwarded(pot=1, amount=120, half="lo"),
    HandEnded(final_stacks=(1120, 680)),
    Raked(rake=5, stacks=(1115, 680), collected=(115, 0)),
    TableClosed(),
    PlayerJoined(name="Kai"),
    PlayerLeft(name="Kai"),
    Connection(name="Kai", connected=False),
    TimeBank(name="Kai", seconds=30),
)


@pytest.mark.parametrize("body", SAMPLES, ids=lambda b: kind_of(b))
def test_each_body_round_trips_inside_a_table_event_under_its_tag(body: TableBody) -> None:
    event = TableEvent(table_id="t1", hand_id="t1-3", seat=2, player_id="a", body=body)
    wire = encode(event)
    assert f'"event":"{kind_of(body)}"'.encode() in wire
    decoded = decode_event(wire)
    assert decoded == event and isinstance(decoded, TableEvent)
    assert decoded.kind == kind_of(body)


def test_the_union_lists_every_body_kind_once_and_the_samples_cover_it() -> None:
    members = set(typing.get_args(TableBody))
    assert members == set(Body.__subclasses__())
    assert {type(b) for b in SAMPLES} == members
    assert len({kind_of(b) for b in SAMPLES}) == len(members)
    assert set(PRIVATE_BODIES) == {DealHole, Draw}


def test_an_unknown_kind_or_a_missing_field_is_refused() -> None:
    with pytest.raises(msgspec.ValidationError):
        table_body("teleport", {})
    with pytest.raises(msgspec.ValidationError):
        table_body("post", {"kind": "ante"})
    with pytest.raises(msgspec.ValidationError):
        table_body("muck", {"cards": ["As"]})
    bad = b'{"type":"table_event","table_id":"t","body":{"event":"post","kind":"ante"}}'
    with pytest.raises(Exception, match="amount"):
        decode_event(bad)


@pytest.mark.parametrize("game", ["NLHE", "STUD8", "27TD"])
def test_every_event_of_a_real_hand_converts_to_its_body(game: str) -> None:
    """The converter knows each kind and field the engine emits (hold'em, stud, draw)."""
    hand = Hand(HandConfig(game=game, stacks=(1000, 1000, 1000), button=0, small_blind=5,
                           big_blind=10, ante=1 if game == "STUD8" else 0,
                           bring_in=5 if game == "STUD8" else 0, seed=4))
    events = list(hand.start())
    for _ in range(200):
        if hand.is_over:
            break
        legal = hand.legal()
        kind = next(k for k in (ActionKind.DRAW, ActionKind.CHECK, ActionKind.CALL,
                                ActionKind.BRING_IN) if k in legal.kinds)
        seat = hand.to_act
        assert seat is not None
        events += hand.act(seat, Action(kind))
    assert hand.is_over
    bodies = [table_body(e.kind, e.data) for e in events]
    assert [kind_of(b) for b in bodies] == [e.kind for e in events]
    assert any(isinstance(b, Showdown) for b in bodies)
