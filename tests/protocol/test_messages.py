"""The protocol schema: round trips, validation, and clear errors for bad input."""

from __future__ import annotations

import contextlib
from datetime import UTC, datetime
from decimal import Decimal

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.protocol.messages import (
    COMMAND_TYPES,
    MAX_FRAME_BYTES,
    Act,
    ActionKind,
    ActionRequest,
    Command,
    DealOffer,
    DealState,
    ErrorCode,
    LegalActions,
    ProposeDeal,
    ProtocolError,
    SeatRow,
    Sit,
    TableSnapshot,
    TimerRow,
    decode_command,
    decode_event,
    encode,
    type_of,
)


def test_every_command_type_is_decodable_by_its_tag() -> None:
    assert {"login", "act", "discuss_deal", "accept_deal", "sit_out", "sit_back"} <= COMMAND_TYPES
    assert len(COMMAND_TYPES) == len(Command.__subclasses__())


def test_money_travels_as_exact_decimal_strings() -> None:
    wire = encode(Sit(table_id="r1", buy_in=Decimal("10.10")))
    assert b'"buy_in":"10.10"' in wire
    decoded = decode_command(wire)
    assert isinstance(decoded, Sit) and decoded.buy_in == Decimal("10.10")


def test_event_round_trip_keeps_nested_rows() -> None:
    now = datetime(2026, 1, 1, 12, tzinfo=UTC)
    snapshot = TableSnapshot(
        table_id="t1", game="NLHE", max_seats=6, your_seat=0,
        seats=(SeatRow(seat=0, player_id="a", stack=100, hole_cards=("As", "Kd")),),
        timer=TimerRow(seat=0, deadline=now, time_bank=30),
        legal=LegalActions(actions=(ActionKind.FOLD, ActionKind.CALL), call_amount=20),
    )
    assert decode_event(encode(snapshot)) == snapshot
    deal = DealState(tournament_id="s", ticked=("a",), players=("a", "b"),
                     icm={"a": Decimal("60.25")},
                     proposals=(DealOffer(proposal_id="p1", kind="icm", proposer="a",
                                          amounts={"a": Decimal("1")},
                                          left_on_table=Decimal("0")),))
    assert decode_event(encode(deal)) == deal


@pytest.mark.parametrize(
    ("frame", "code"),
    [
        (b"{not json", ErrorCode.BAD_MESSAGE),
        (b"[]", ErrorCode.BAD_MESSAGE),
        (b'{"type": "teleport"}', ErrorCode.UNKNOWN_TYPE),
        (b'{"table_id": "t"}', ErrorCode.BAD_MESSAGE),
        (b'{"type": "act", "table_id": "t", "action": "shove"}', ErrorCode.BAD_MESSAGE),
        (b'{"type": "act", "table_id": "t", "action": "bet", "amount": -1}',
         ErrorCode.BAD_MESSAGE),
        (b'{"type": "act", "table_id": "t", "action": "bet", "amount": "5"}',
         ErrorCode.BAD_MESSAGE),
        (b'{"type": "chat", "table_id": "t", "text": "hi", "admin": true}',
         ErrorCode.BAD_MESSAGE),
        (b'{"type": "chat", "table_id": "t", "text": ""}', ErrorCode.BAD_MESSAGE),
        (b'{"type": "act", "table_id": "t", "action": "draw", "discards": ["Xx"]}',
         ErrorCode.BAD_MESSAGE),
    ],
)
def test_bad_frames_raise_protocol_error_with_a_code(frame: bytes, code: ErrorCode) -> None:
    with pytest.raises(ProtocolError) as info:
        decode_command(frame)
    assert info.value.code is code
    assert info.value.message


def test_oversize_frame_is_refused_before_parsing() -> None:
    frame = b'{"type":"chat","table_id":"t","text":"' + b"x" * MAX_FRAME_BYTES + b'"}'
    with pytest.raises(ProtocolError) as info:
        decode_command(frame)
    assert info.value.code is ErrorCode.TOO_LARGE


def test_type_of_names_the_wire_tag() -> None:
    assert type_of(Act(table_id="t", action=ActionKind.FOLD)) == "act"
    assert type_of(ActionRequest(table_id="t", seat=0,
                                 legal=LegalActions(actions=()))) == "action_request"


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300))
def test_fuzzed_frames_only_ever_raise_protocol_error(data: bytes | str) -> None:
    try:
        decoded = decode_command(data)
    except ProtocolError:
        return
    assert isinstance(decoded, Command)


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.sampled_from(["type", "table_id", "action", "amount", "req"]),
                       st.none() | st.integers() | st.text(max_size=10) | st.booleans()))
def test_fuzzed_objects_only_ever_raise_protocol_error(obj: dict[str, object]) -> None:
    with contextlib.suppress(ProtocolError):
        decode_command(msgspec.json.encode(obj))


def test_custom_deal_amounts_are_decimals() -> None:
    frame = (b'{"type":"propose_deal","tournament_id":"s","kind":"custom",'
             b'"amounts":{"a":"10.50","b":"4.50"}}')
    cmd = decode_command(frame)
    assert isinstance(cmd, ProposeDeal)
    assert cmd.amounts == {"a": Decimal("10.50"), "b": Decimal("4.50")}
