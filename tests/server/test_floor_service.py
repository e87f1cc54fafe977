"""The floor (the site's staff side) in the room service: deal requests answered by staff,
pauses, cancellations with a payouts preview, winnings withheld pending review, the
minimum client, the audit log, and staff-only commands."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import TypeVar

import pytest

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.saved.tournament import to_state
from client.room.tournament.field import State
from client.service import RoomConfig, RoomService
from client.service.config import PRACTICE_BUSY_RINGS
from client.service.play import passive_action

TID = "6max-1"
E = TypeVar("E", bound=m.Event)


class Room:
    """A practice room where the player "me" is also the floor, with what they saw."""

    def __init__(self, auto_floor: bool = True) -> None:
        self.clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
        config = RoomConfig(practice=True, bot_delay=0.0, hand_pause=0.0, seed=5,
                            busy_rings=PRACTICE_BUSY_RINGS, auto_floor=auto_floor)
        self.service = RoomService(self.clock, config=config)
        self.service.ensure_local_player("me", "Me")
        self.service.set_connected("me", True)
        self.events: list[m.Event] = []
        self.service.subscribe(lambda pid, e: self.events.append(e) if pid == "me" else None)

    def last(self, kind: type[E]) -> E:
        found = [e for e in self.events if isinstance(e, kind)]
        assert found, f"no {kind.__name__} seen"
        return found[-1]

    def play(self, until: object, steps: int = 100_000) -> None:
        """Run the room (the player acting passively) until `until()` holds."""
        assert callable(until)
        service = self.service
        for _ in range(steps):
            if until():
                return
            requests = [e for e in self.events if isinstance(e, m.ActionRequest)]
            self.events = [e for e in self.events if not isinstance(e, m.ActionRequest)]
            for request in requests[-1:]:
                found = service.tables.lookup(request.table_id)
                assert found is not None
                if found[1].to_act == "me":
                    action = passive_action(found[1], "me")
                    service.handle("me", m.Act(table_id=request.table_id,
                                               action=m.ActionKind(action.kind.value)))
            if not requests and not service.run_due():
                self.clock.advance(1)
        raise AssertionError("the room never got there")

    def to_deal_request(self) -> None:
        """Register, tick "Discuss A Deal" and play until the final table pauses for it."""
        self.service.handle("me", m.Register(tournament_id=TID))
        self.service.handle("me", m.DiscussDeal(tournament_id=TID, on=True))
        tournament = self.service.tournaments.get(TID)
        self.play(lambda: tournament.deal_paused or not tournament.entrants["me"].alive)
        assert tournament.deal_paused, "every remaining player ticked, bots included"


def test_rule_deal_pause_notifies_the_floor_and_only_staff_give_the_numbers() -> None:
    """Deal making: when every remaining player ticked the box the table pauses and the
    floor is notified (a deal request on the Floor view); no ICM/chip/even numbers appear
    and players cannot put them on the table until a staff member provides them."""
    room = Room(auto_floor=False)
    room.service.handle("me", m.FloorOpen())
    room.to_deal_request()
    view = room.last(m.FloorView)
    assert [d.tournament_id for d in view.deals] == [TID]
    assert not view.deals[0].answered and view.deals[0].icm  # the floor sees its numbers
    state = room.last(m.DealState)
    assert state.paused and not state.icm and not state.proposals
    room.service.handle("me", m.ProposeDeal(tournament_id=TID, kind="icm", req=4))
    refused = room.last(m.Error)
    assert refused.code is m.ErrorCode.DEAL and refused.req == 4


def test_rule_deal_staff_numbers_with_money_left_for_second_are_confirmed_then_paid() -> None:
    """Deal making: the staff member provides ICM numbers with money left in play (the
    site's required amount for first, and players may leave money for other finishes),
    repeats the deal at the table, everyone confirms and only then does staff execute it;
    every step is in the audit log."""
    room = Room(auto_floor=False)
    room.to_deal_request()
    service = room.service
    tournament = service.tournaments.get(TID)
    pool = sum(tournament.remaining_prizes(), Decimal(0))
    service.handle("me", m.FloorRequireLeft(tournament_id=TID, amount=Decimal("0.50")))
    service.handle("me", m.FloorDeal(tournament_id=TID, kind="icm",
                                     left_for=(Decimal("0.50"), Decimal("0.25"))))
    offer = room.last(m.DealState).proposals[0]
    assert offer.proposer == "me" and sum(offer.amounts.values()) == pool - Decimal("0.75")
    chat = [(e.sender, e.text) for e in room.events if isinstance(e, m.ChatLine) and e.floor]
    assert any(who == "Floor (Me)" and "deal on the table (ICM)" in t and "0.25 for place 2" in t
               and "please confirm" in t for who, t in chat)
    service.handle("me", m.AcceptDeal(tournament_id=TID, proposal_id=offer.proposal_id))
    room.play(lambda: service.floor.view().deals[0].ready, steps=50)
    assert tournament.deal_paused  # agreed, not yet carried out
    service.handle("me", m.FloorExecuteDeal(tournament_id=TID))
    assert any(isinstance(e, m.TournamentEvent) and e.kind == "deal_applied"
               for e in room.events)
    assert tournament.purse.place_prizes[:2] == [Decimal("0.50"), Decimal("0.25")]
    actions = [row.action for row in service.floor.audit.rows]
    assert actions == ["deal-required-left", "deal-proposed", "deal-paid"]
    paid = service.floor.audit.rows[-1].detail
    assert paid.startswith("confirmed by all: ") and "Me " in paid and "me " not in paid, \
        "the audit log names players as staff read them"


def test_rule_deal_staff_execute_it_only_once_everyone_confirmed() -> None:
    """Deal making: staff repeat the deal for confirmation and execute it when everyone
    confirmed: before that executing is refused (typed, nothing paid); once everyone
    confirmed the deal stands (no reject, no new numbers) until staff carry it out, the
    table reads it in the floor's chat; a second execution is refused."""
    room = Room(auto_floor=False)
    room.to_deal_request()
    service = room.service
    tournament = service.tournaments.get(TID)
    service.handle("me", m.FloorDeal(tournament_id=TID, kind="icm"))
    service.handle("me", m.FloorExecuteDeal(tournament_id=TID, req=11))
    assert (room.last(m.Error).code, room.last(m.Error).req) == (m.ErrorCode.DEAL, 11)
    offer = room.last(m.DealState).proposals[0]
    service.handle("me", m.AcceptDeal(tournament_id=TID, proposal_id=offer.proposal_id))
    room.play(lambda: service.floor.view().deals[0].ready, steps=50)
    service.handle("me", m.AcceptDeal(tournament_id=TID, proposal_id=offer.proposal_id,
                                      accept=False, req=12))
    service.handle("me", m.FloorDeal(tournament_id=TID, kind="even", req=13))
    assert [(e.code, e.req) for e in room.events if isinstance(e, m.Error)][-2:] == \
        [(m.ErrorCode.DEAL, 12), (m.ErrorCode.DEAL, 13)]
    assert tournament.deal_paused and service.floor.audit.rows[-1].action == "deal-proposed"
    row = service.floor.view().deals[0]
    names = [service.accounts.name_of(p) for p in row.players]
    assert list(row.names) == names and "Me" in names
    service.handle("me", m.FloorExecuteDeal(tournament_id=TID))
    assert not tournament.deal_paused
    assert any(isinstance(e, m.ChatLine) and e.floor and e.sender == "Floor (Me)"
               and e.text.startswith("Deal carried out") and "play resumes" not in e.text
               and all(f"{n} " in e.text for n in names)
               for e in room.events), "by the players' names; nothing was left in play"
    assert service.floor.audit.rows[-1].action == "deal-paid"
    paid = service.floor.view().audit[-1]  # the Floor names who did it, and where
    assert (paid.staff_name, paid.target_name) == ("Me", tournament.structure.name)
    service.handle("me", m.FloorExecuteDeal(tournament_id=TID, req=14))
    assert (room.last(m.Error).code, room.last(m.Error).req) == (m.ErrorCode.REFUSED, 14)


def test_rule_deal_the_auto_floor_executes_at_once_when_everyone_confirmed() -> None:
    """Deal making offline: the practice auto floor carries the deal out the moment the
    last player confirmed (no staff to wait for); the dealer says so."""
    room = Room()
    room.to_deal_request()
    service = room.service
    tournament = service.tournaments.get(TID)
    service.handle("me", m.ProposeDeal(tournament_id=TID, kind="icm"))  # and agrees to it
    room.play(lambda: not tournament.deal_paused or
              any(isinstance(e, m.ChatLine) and "rejected" in e.text for e in room.events),
              steps=50)
    assert any(isinstance(e, m.ChatLine) and not e.floor and
               e.text.startswith("Deal carried out") for e in room.events)
    assert service.floor.audit.rows[-1].action == "deal-paid"


def test_rule_deal_required_left_is_at_most_five_percent_of_the_pool() -> None:
    """Deal making: the money required to be left in play is usually not more than 5% of
    the prize pool; more is refused with a typed error and nothing changes."""
    room = Room(auto_floor=False)
    room.to_deal_request()
    pool = sum(room.service.tournaments.get(TID).remaining_prizes(), Decimal(0))
    too_much = (pool * Decimal("0.06")).quantize(Decimal("0.01"))
    room.service.handle("me", m.FloorRequireLeft(tournament_id=TID, amount=too_much, req=9))
    refused = room.last(m.Error)
    assert refused.req == 9 and "5%" in refused.message
    assert room.service.floor.audit.rows == ()


def test_rule_deals_only_in_real_money_tournaments() -> None:
    """Deals will only be enforced for real-money tournaments: the floor cannot answer a
    deal at a play-money event (nothing is paused there for one)."""
    room = Room(auto_floor=False)
    room.service.handle("me", m.Register(tournament_id="play6-1"))
    room.service.handle("me", m.FloorDeal(tournament_id="play6-1", kind="even", req=3))
    assert room.last(m.Error).req == 3
    assert room.service.floor.audit.rows == ()


def test_floor_pause_stops_new_hands_and_the_clock_until_resumed() -> None:
    """A paused tournament deals no new hand and its clock stands still; the players are
    told it is paused by the floor; resuming deals again. Both are journaled."""
    room = Room()
    service = room.service
    service.handle("me", m.Register(tournament_id=TID))
    tournament = service.tournaments.get(TID)
    room.play(lambda: tournament.hands_played >= 3)
    service.handle("me", m.FloorPause(target_id=TID, on=True))
    room.play(lambda: not any(t.in_hand for t in tournament.tables.values()))
    hands, minutes = tournament.hands_played, tournament.play_minutes
    room.clock.advance(600)
    service.run_due()
    assert (tournament.hands_played, tournament.play_minutes) == (hands, minutes)
    assert any(isinstance(e, m.ChatLine) and "paused by the floor" in e.text
               for e in room.events)
    saved = to_state(tournament)
    assert saved.floor_paused, "a restart keeps the tournament paused"
    service.handle("me", m.FloorPause(target_id=TID, on=False))
    room.play(lambda: tournament.hands_played > hands)
    assert [r.action for r in service.floor.audit.rows] == ["pause", "resume"]


def test_rule_cancellation_floor_previews_the_payouts_then_cancels_as_previewed() -> None:
    """Cancellation policy: the floor chooses the method and sees each player's payout
    before confirming (the preview changes nothing); confirming pays exactly that."""
    room = Room()
    service = room.service
    service.handle("me", m.Register(tournament_id=TID))
    tournament = service.tournaments.get(TID)
    room.play(lambda: tournament.hands_played >= 5)
    before = service.cashier.available("me", Currency.USD)
    service.handle("me", m.FloorCancel(tournament_id=TID, method="roll-forward"))
    preview = room.last(m.FloorCancelPreview)
    assert preview.method == "roll-forward-before-money" and "me" in preview.payouts
    assert service.cashier.available("me", Currency.USD) == before
    assert tournament.state is State.RUNNING
    service.handle("me", m.FloorCancel(tournament_id=TID, method="roll-forward",
                                       confirm=True))
    assert tournament.state.value == "cancelled"
    closed = [e for e in room.events if isinstance(e, m.TableEvent)
              and e.kind == "table_closed"]
    assert closed, "the player's table closes with the tournament"
    assert service.cashier.available("me", Currency.USD) == before + preview.payouts["me"]
    row = service.floor.audit.rows[-1]
    assert (row.action, row.target) == ("cancel", TID)
    assert "Me " in row.detail and "me " not in row.detail


def test_rule_cancellation_chip_count_is_for_heads_up_sit_and_gos_only() -> None:
    """Cancellation policy: the chip-count method applies to heads-up sit & gos; the
    floor cannot choose it for a 6-max."""
    room = Room()
    room.service.handle("me", m.Register(tournament_id=TID))
    room.service.handle("me", m.FloorCancel(tournament_id=TID, method="heads-up-chip-count",
                                            req=5))
    assert room.last(m.Error).req == 5


def test_rule_integrity_floor_withholds_winnings_pending_review_and_releases_them() -> None:
    """Game integrity: the site may withhold winnings until a review ends; the money
    leaves the player's balance for a review account and comes back on release."""
    room = Room()
    service = room.service
    service.handle("me", m.FloorOpen())
    start = service.cashier.available("me", Currency.USD)
    service.handle("me", m.FloorWithhold(player_id="me", currency="USD",
                                         amount=Decimal("12.50")))
    assert service.cashier.available("me", Currency.USD) == start - Decimal("12.50")
    assert [(h.player_id, h.amount) for h in room.last(m.FloorView).withheld] == \
        [("me", Decimal("12.50"))]
    service.handle("me", m.FloorWithhold(player_id="me", currency="USD", hold=False))
    assert service.cashier.available("me", Currency.USD) == start
    assert room.last(m.FloorView).withheld == ()
    assert [r.action for r in service.floor.audit.rows] == ["withhold", "release"]


def test_rule_upgrade_floor_sets_the_minimum_client_in_the_audit_log() -> None:
    """The minimum client version is a staff action like any other: journaled, shown."""
    room = Room()
    room.service.handle("me", m.FloorOpen())
    room.service.handle("me", m.FloorMinClient(version="0.2.0"))
    assert room.service.floor.min_client == "0.2.0"
    assert room.last(m.FloorView).min_client == "0.2.0"


@pytest.mark.parametrize("command", [
    m.FloorOpen(req=7), m.FloorPause(target_id=TID, on=True, req=7),
    m.FloorCancel(tournament_id=TID, method="rollback", confirm=True, req=7),
    m.FloorMinClient(version="9.9", req=7)])
def test_floor_commands_are_refused_to_players_who_are_not_staff(command: m.Command) -> None:
    """Outside practice only staff use the floor: anyone else gets a typed refusal naming
    the command (its req) and nothing changes."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock)
    service.add_player("ann", "Ann")
    seen: list[m.Event] = []
    service.subscribe(lambda pid, e: seen.append(e))
    service.handle("ann", command)
    assert [(e.code, e.req) for e in seen if isinstance(e, m.Error)] == \
        [(m.ErrorCode.STAFF_ONLY, 7)]
    assert service.floor.audit.rows == () and service.floor.min_client == ""
    service.floor.set_staff("ann", True)
    service.handle("ann", m.FloorOpen(req=8))
    assert any(isinstance(e, m.FloorView) for e in seen)


def test_rule_deal_staff_join_the_table_chat_and_speak_as_the_floor() -> None:
    """Deal making: "a staff member comes to the table": staff join a table's chat (they
    watch it, its snapshot comes) and their lines reach its players signed "Floor (<name>)",
    marked as the floor's; each is journaled. A player who is not staff cannot."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock)
    for pid, name in (("boss", "Boss"), ("ann", "Ann")):
        service.add_player(pid, name)
        service.set_connected(pid, True)
    service.floor.set_staff("boss", True)
    seen: list[tuple[str, m.Event]] = []
    service.subscribe(lambda pid, e: seen.append((pid, e)))
    table_id = service.tables.cash_tables()[0].table_id
    service.handle("ann", m.ObserveTable(table_id=table_id))
    service.handle("ann", m.FloorChat(table_id=table_id, text="I am the floor", req=3))
    assert [(e.code, e.req) for _p, e in seen if isinstance(e, m.Error)] == \
        [(m.ErrorCode.STAFF_ONLY, 3)]
    service.handle("boss", m.FloorChat(table_id=table_id))
    service.handle("boss", m.FloorChat(table_id=table_id, text="Please confirm the deal"))
    assert any(p == "boss" and isinstance(e, m.TableSnapshot) for p, e in seen)
    lines = [(p, e.sender, e.text) for p, e in seen if isinstance(e, m.ChatLine) and e.floor]
    assert ("ann", "Floor (Boss)", "Please confirm the deal") in lines
    assert ("boss", "Floor (Boss)", "Please confirm the deal") in lines
    assert sum(1 for p, _s, t in lines if p == "ann" and "joined" in t) == 1
    assert [(r.action, r.target) for r in service.floor.audit.rows] == \
        [("join-chat", table_id), ("chat", table_id)]


def test_a_staff_member_who_disconnects_no_longer_watches_the_floor() -> None:
    """The Floor's views go to staff who opened it on this link: after a disconnect
    nothing more is sent until they open it again."""
    room = Room()
    service = room.service
    service.handle("me", m.FloorOpen())
    service.set_connected("me", False)
    room.events.clear()
    service.handle("me", m.FloorMinClient(version="0.2.0"))
    assert not any(isinstance(e, m.FloorView) for e in room.events)


def test_the_floor_names_tables_and_tournaments_as_the_lobby_does() -> None:
    """The Floor view names each tournament table "<tournament> — table N" and each ring
    table by its lobby name, with the tournament's name beside it (ids stay for testers)."""
    room = Room()
    service = room.service
    service.handle("me", m.Register(tournament_id=TID))
    tournament = service.tournaments.get(TID)
    room.play(lambda: bool(tournament.tables))
    view = service.floor.view()
    ours = [t for t in view.tables if t.tournament_id == TID]
    name = tournament.structure.name
    assert [(t.name, t.tournament_name) for t in ours] == [(f"{name} — table 1", name)]
    rings = {r.table_id: r.name for r in service.rings.rows()}
    cash = [t for t in view.tables if not t.tournament_id]
    assert cash and all(t.name == rings[t.table_id] for t in cash)
    service.handle("me", m.FloorCancel(tournament_id=TID, method="rollback"))
    preview = room.last(m.FloorCancelPreview)
    assert preview.names["me"] == "Me" and set(preview.names) == set(preview.payouts)
