"""Random command sequences from several players never break the room: every refusal is a
clear Error (never an internal one), money is conserved after every command, and no
player ever receives another player's hole cards."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from client.protocol import messages as m
from client.protocol.table_bodies import PRIVATE_BODIES
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.service import RoomConfig, RoomService, SngTemplate

PLAYERS = ("ann", "bob", "cid")
TOURNAMENTS = ("hu-1", "hu-2", "t3-1", "nope")
TABLES = ("hu-1-t1", "t3-1-t1", "play-nlhe-10-20", "usd-nlhe-001-002", "nope")
CONFIG = RoomConfig(sit_and_gos=(SngTemplate("hu", seats=2, stack=200),
                                 SngTemplate("t3", seats=3, stack=200)), tournaments=())

amounts = st.integers(min_value=0, max_value=100_000)
money = st.decimals(min_value=Decimal("-5"), max_value=Decimal("500"), places=2)
commands = st.one_of(
    st.builds(m.Register, tournament_id=st.sampled_from(TOURNAMENTS)),
    st.builds(m.Unregister, tournament_id=st.sampled_from(TOURNAMENTS)),
    st.builds(m.OpenTournament, tournament_id=st.sampled_from(TOURNAMENTS)),
    st.builds(m.Rebuy, tournament_id=st.sampled_from(TOURNAMENTS)),
    st.builds(m.Addon, tournament_id=st.sampled_from(TOURNAMENTS)),
    st.builds(m.Act, table_id=st.sampled_from(TABLES), action=st.sampled_from(m.ActionKind),
              amount=amounts),
    st.builds(m.Sit, table_id=st.sampled_from(TABLES), buy_in=money,
              seat=st.none() | st.integers(min_value=0, max_value=9)),
    st.builds(m.Leave, table_id=st.sampled_from(TABLES)),
    st.builds(m.SitOut, table_id=st.sampled_from(TABLES)),
    st.builds(m.SitBack, table_id=st.sampled_from(TABLES)),
    st.builds(m.ObserveTable, table_id=st.sampled_from(TABLES)),
    st.builds(m.Chat, table_id=st.sampled_from(TABLES), text=st.just("hi")),
    st.builds(m.DiscussDeal, tournament_id=st.sampled_from(TOURNAMENTS), on=st.booleans()),
    st.builds(m.ProposeDeal, tournament_id=st.sampled_from(TOURNAMENTS),
              kind=st.sampled_from(["icm", "chip", "even"])),
    st.builds(m.AcceptDeal, tournament_id=st.sampled_from(TOURNAMENTS),
              proposal_id=st.just("hu-1-deal1")),
    st.builds(m.ListLobby),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(PLAYERS), commands, st.booleans()), max_size=40))
def test_random_commands_never_break_the_room(script: list[tuple[str, m.Command, bool]]
                                              ) -> None:
    failures = _Failures()
    logging.getLogger("client.service").addHandler(failures)
    try:
        _play(script)
    finally:
        logging.getLogger("client.service").removeHandler(failures)
    assert not failures.records, failures.records[0].getMessage()


class _Failures(logging.Handler):
    """Collects the room's "step failed" errors (a dropped step is a bug)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def _play(script: list[tuple[str, m.Command, bool]]) -> None:
    clock = SimulatedClock(datetime(2026, 5, 1, 18, tzinfo=UTC))
    room = RoomService(clock, config=CONFIG,
                       grants={Currency.USD: Decimal(20), Currency.PLAY: Decimal(5000)})
    received: list[tuple[str, m.Event]] = []
    room.subscribe(lambda pid, ev: received.append((pid, ev)))
    for name in PLAYERS:
        room.ensure_local_player(name, name)
        room.set_connected(name, True)
    for player, command, advance in script:
        room.handle(player, command)
        if advance:
            clock.advance(20)
        room.run_due()
        for currency in (Currency.USD, Currency.PLAY):
            assert room.ledger.total(currency) == 0
    for pid, event in received:
        if isinstance(event, m.Error):
            assert event.code is not m.ErrorCode.INTERNAL and event.message
        if isinstance(event, m.TableEvent) and isinstance(event.body, PRIVATE_BODIES):
            assert event.player_id == pid
        if isinstance(event, m.TableSnapshot):
            assert all(not s.hole_cards for s in event.seats if s.player_id != pid)
