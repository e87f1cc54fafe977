"""Testers take over a bot's seat and give it back (offline practice only): the seat's
hole cards and turns come to the tester, the bot stops deciding; no hole card of a seat
the tester does not play reaches them (rule: no hole card to the wrong player)."""

from __future__ import annotations

from client.protocol import messages as m
from client.protocol.table_bodies import PRIVATE_BODIES, DealHole, PlayerAction
from client.room.clock import SimulatedClock
from client.service.service import RoomService
from tests.server.test_practice_tools import TABLE_SCENARIO, practice_room

SIX_HANDS = TABLE_SCENARIO.replace("hands = 3", "hands = 6")


def bot_id(service: RoomService, table_id: str, name: str) -> str:
    found = service.tables.lookup(table_id)
    assert found is not None
    return next(p for p in found[1].seats.values() if service.accounts.names.get(p) == name)


def play(service: RoomService, clock: SimulatedClock, table_id: str, acting: str,
         hands: int) -> None:
    """Check or call every turn ``me`` is asked for (as ``acting``'s seat) until the
    table has dealt ``hands`` hands and that one is over."""
    for _ in range(3000):
        found = service.tables.lookup(table_id)
        assert found is not None
        table = found[1]
        if table.hand_no >= hands and not table.in_hand:
            return
        if table.to_act == acting:
            service.handle("me", m.Act(table_id=table_id, action=m.ActionKind.CHECK))
            if table.to_act == acting:
                service.handle("me", m.Act(table_id=table_id, action=m.ActionKind.CALL))
        elif not service.run_due():
            clock.advance(1)
    raise AssertionError("the table did not get there")


def test_a_taken_over_seat_is_played_by_the_tester_and_given_back_to_its_bot() -> None:
    """While the tester plays Lou's seat: Lou's cards and turns come to them (with seat 2,
    Lou's), none of their own seat's or Tia's cards, their own seat sits out and Lou never
    acts unless the tester does; given back, Lou plays on alone and the tester sees their
    own seat again."""
    service, clock, _out = practice_room()
    received: list[tuple[str, m.Event]] = []
    service.subscribe(lambda pid, event: received.append((pid, event)))
    service.handle("me", m.LoadScenario(text=SIX_HANDS))
    loaded = next(e for _pid, e in received if isinstance(e, m.ScenarioLoaded))
    table_id = loaded.table_id
    assert table_id is not None
    lou = bot_id(service, table_id, "Lou")
    play(service, clock, table_id, "me", 1)
    mark = len(received)
    service.handle("me", m.TakeOver(table_id=table_id, player_id=lou))
    snapshot = next(e for _pid, e in received[mark:] if isinstance(e, m.TableSnapshot))
    assert snapshot.your_seat == 2 and snapshot.playing_as == lou
    assert next(s for s in snapshot.seats if s.seat == 1).sitting_out
    play(service, clock, table_id, lou, 4)
    taken = received[mark:]
    mine = [e for pid, e in taken if pid == "me"]
    private = [e for e in mine if isinstance(e, m.TableEvent)
               and isinstance(e.body, PRIVATE_BODIES)]
    assert private and all(e.player_id == lou and e.seat == 2 for e in private)
    shown = [s for e in mine if isinstance(e, m.TableSnapshot) for s in e.seats
             if s.hole_cards]
    assert all(s.seat == 2 for s in shown)
    requests = [e for e in mine if isinstance(e, m.ActionRequest)]
    assert requests and {e.seat for e in requests} == {2}
    lou_acts = [e for e in mine if isinstance(e, m.TableEvent) and e.player_id == lou
                and isinstance(e.body, PlayerAction)]
    assert len(lou_acts) == len(requests)  # Lou acted only when the tester did
    mark = len(received)
    service.handle("me", m.TakeOver(table_id=table_id))
    back = next(e for _pid, e in received[mark:] if isinstance(e, m.TableSnapshot))
    assert back.your_seat == 1 and back.playing_as is None
    assert not next(s for s in back.seats if s.seat == 1).sitting_out
    play(service, clock, table_id, "me", 6)
    after = [e for pid, e in received[mark:] if pid == "me"]
    assert all(e.seat == 1 for e in after if isinstance(e, m.ActionRequest))
    assert all(e.player_id == "me" for e in after if isinstance(e, m.TableEvent)
               and isinstance(e.body, DealHole))
    assert any(isinstance(e, m.TableEvent) and e.player_id == lou
               and isinstance(e.body, PlayerAction) for e in after)


def test_take_over_is_refused_outside_practice_and_for_a_seat_no_bot_holds() -> None:
    """A server refuses a take-over; in practice only a bot seated at that table can be
    taken (bad input: a typed error, nothing changed)."""
    service, _clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=TABLE_SCENARIO))
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    assert loaded.table_id is not None
    service.handle("me", m.TakeOver(table_id=loaded.table_id, player_id="me", req=7))
    error = next(e for e in out if isinstance(e, m.Error) and e.req == 7)
    assert error.code is m.ErrorCode.BAD_MESSAGE
    assert service.play.takeovers.of_tester("me") is None
    server, _clock2, out2 = practice_room(practice=False)
    server.handle("me", m.TakeOver(table_id="t1", player_id="b1", req=8))
    refused = next(e for e in out2 if isinstance(e, m.Error) and e.req == 8)
    assert refused.code is m.ErrorCode.REFUSED
