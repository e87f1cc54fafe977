"""Fixed and Team Pro bounties advertised in a structure reach the lobby and are paid by
the bounty rules: the practice pros carry them, whoever knocks one out collects it (paid
by the site, not from the prize pool), and a bounty on an advertised player who does not
register is never paid (bounty rule 5)."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal

from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.ledger import Currency
from client.room.tournament.director import State
from client.service import RoomConfig, RoomService, ScheduledTemplate
from client.service.play import passive_action

TEAM = ScheduledTemplate("tp", structure="team_pro_bounty", first_after_minutes=30, stack=400,
                         practice_field=6)


def _room(practice: bool) -> tuple[RoomService, SimulatedClock]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(practice=practice, seed=3, sit_and_gos=(),
                                                   rings=(), pools=(), tournaments=(TEAM,)),
                          grants={Currency.USD: Decimal(100)})
    return service, clock


def _row(service: RoomService, viewer: str) -> m.TournamentRow:
    out: list[m.Event] = []
    service.subscribe(lambda pid, ev: out.append(ev) if pid == viewer else None)
    service.handle(viewer, m.ListLobby())
    snapshot = next(ev for ev in out if isinstance(ev, m.LobbySnapshot))
    return snapshot.tournaments[0]


def test_rule_9_5_advertised_player_absent_gets_no_bounty_and_the_lobby_says_so() -> None:
    """On a server the advertised names are accounts: QuietMantis registers, RustyWolf
    does not; the lobby row lists both bounties, RustyWolf's as not registered yet while
    registration is open and as absent (no bounty) once it has closed."""
    service, clock = _room(practice=False)
    for name in ("QuietMantis", "ann"):
        service.ensure_local_player(name, name)
        service.handle(name, m.Register(tournament_id="tp-1"))
    row = _row(service, "ann")
    assert row.bounty_kind == "team"
    assert row.advertised == (
        m.AdvertisedBounty(name="QuietMantis", amount=Decimal("25.00"), kind="team",
                           status="live"),
        m.AdvertisedBounty(name="RustyWolf", amount=Decimal("25.00"), kind="team",
                           status="unregistered"))
    tournament = service.tournaments.get("tp-1")
    while tournament.registration_open() or tournament.state is State.REGISTERING:
        if not service.run_due():
            due = service.next_deadline()
            clock.advance(1 if due is None else max(0.01, (due - clock.now()).total_seconds()))
    assert _row(service, "ann").advertised[1].status == "absent"
    assert tournament.bounties is not None
    assert tournament.bounties.advertised_on("RustyWolf") == 0


def test_rule_team_pro_bounties_are_carried_by_practice_pros_and_paid_on_knockout() -> None:
    """Practice: the pros are bots of the advertised names, registered first; played to
    the end, each pro knocked out pays its knocker exactly the advertised $25 from the
    site's promotions account, and the pros' rows say "collected"."""
    service, clock = _room(practice=True)
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    requests: list[m.ActionRequest] = []
    service.subscribe(lambda pid, ev: requests.append(ev)
                      if pid == "me" and isinstance(ev, m.ActionRequest) else None)
    service.handle("me", m.Register(tournament_id="tp-1"))
    tournament = service.tournaments.get("tp-1")
    row = _row(service, "me")
    assert [(b.name, b.status) for b in row.advertised] == [
        ("QuietMantis", "live"), ("RustyWolf", "live")]
    for _ in range(200_000):
        if tournament.state is State.FINISHED:
            break
        if requests:
            request = requests.pop()
            table = service.tables.lookup(request.table_id)
            if table is not None and table[1].to_act == "me":
                action = passive_action(table[1], "me")
                service.handle("me", m.Act(table_id=request.table_id,
                                           action=m.ActionKind(action.kind.value)))
        elif not service.run_due():
            due = service.next_deadline()
            clock.advance(1 if due is None else max(0.01, (due - clock.now()).total_seconds()))
    assert tournament.state is State.FINISHED
    paid = [e for e in service.ledger.entries if e.memo.startswith("team bounty on")]
    pros = set(tournament.advertised_bounties)
    busted = {p for p in pros if not tournament.entrants[p].alive}
    assert len(paid) == len(busted) >= 1
    assert all(e.amount == Decimal("25.00") and e.src == "sys:promo" for e in paid)
    after = _row(service, "me")
    assert {b.status for b in after.advertised} <= {"collected", "live"}
    assert sum(b.status == "collected" for b in after.advertised) == len(busted)
