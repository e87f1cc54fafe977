"""Deal making offline (site rules, deal making: "If all remaining players wish to make a
deal, they should check the 'Discuss A Deal' box ... When all remaining players have
checked this box, the table will automatically pause"): practice bots tick the box by
their policy and confirm reasonable proposals, so a practice player can make a deal."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from decimal import Decimal

from client.bots.deals import accepts_deal, wants_deal
from client.protocol import messages as m
from client.room.clock import SimulatedClock
from client.room.tournament.director import Tournament
from client.service import RoomService
from client.service.play import passive_action


def practice_with_me() -> tuple[SimulatedClock, RoomService]:
    """A seeded practice room on a simulated clock with us ("me", shown as "You") in it."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService.practice(clock, seed=5, bot_delay=0.0)
    service.ensure_local_player("me", "You")
    service.set_connected("me", True)
    return clock, service


def play_passively(service: RoomService, clock: SimulatedClock,
                   requests: list[m.ActionRequest], tournament: Tournament,
                   done: Callable[[], bool]) -> None:
    """Check or fold each of our turns ("me") while the room plays on, until `done()` or
    we are out."""
    for _ in range(100_000):
        if done() or not tournament.entrants["me"].alive:
            return
        if requests:
            request = requests.pop()
            table = service.tables.lookup(request.table_id)
            assert table is not None
            action = passive_action(table[1], "me")
            service.handle("me", m.Act(table_id=request.table_id,
                                       action=m.ActionKind(action.kind.value)))
        elif not service.run_due():
            clock.advance(1)


def test_rule_deal_making_bot_policy_is_deterministic_and_sensible() -> None:
    """Bots want a deal with few players left or when short-stacked; they confirm what
    pays them about their ICM equity and refuse what takes from them."""
    assert wants_deal("b1", 100, [100, 5000, 4000], paid_places=2, seed=1)  # three left
    assert not wants_deal("b1", 3000, [3000, 3000, 3000, 3000, 3000], paid_places=2, seed=1)
    assert wants_deal("b1", 200, [200, 4000, 4000, 4000, 4000], paid_places=2, seed=1)
    assert [wants_deal(f"b{i}", 1200, [1200, 3000, 3000, 3000, 3000], 2, 7)
            for i in range(20)] == [wants_deal(f"b{i}", 1200, [1200, 3000, 3000, 3000, 3000],
                                               2, 7) for i in range(20)]
    assert accepts_deal(Decimal("10.00"), Decimal("10.00"))
    assert not accepts_deal(Decimal("8.00"), Decimal("10.00"))


def test_rule_deal_making_offline_bots_tick_and_confirm_a_practice_deal() -> None:
    """A practice sit & go: the player ticks "Discuss A Deal"; the bots tick it too once
    few are left (every remaining player must), the table pauses, the player proposes the
    ICM numbers (proposing is agreeing: PokerStars counts the proposer as accepting), every
    bot confirms and the deal is paid. The tick counter counts only the
    players still in. The dealer repeats the deal in words right for any name, the default
    "You" too (seen: "You proposes a deal")."""
    clock, service = practice_with_me()
    states: list[m.DealState] = []
    requests: list[m.ActionRequest] = []
    director: list[str] = []
    chat: list[str] = []

    def seen(pid: str, event: m.Event) -> None:
        if pid == "me" and isinstance(event, m.ChatLine):
            chat.append(event.text)
        elif pid == "me" and isinstance(event, m.DealState):
            states.append(event)
        elif pid == "me" and isinstance(event, m.ActionRequest):
            requests.append(event)
        elif pid == "me" and isinstance(event, m.TournamentEvent):
            director.append(event.kind)

    service.subscribe(seen)
    service.handle("me", m.Register(tournament_id="6max-1"))
    tournament = service.tournaments.get("6max-1")
    service.handle("me", m.DiscussDeal(tournament_id="6max-1", on=True))
    play_passively(service, clock, requests, tournament, lambda: tournament.deal_paused)
    assert tournament.deal_paused, "every remaining player ticked, bots included"
    left = [p for p, e in tournament.entrants.items() if e.alive]
    assert 2 <= len(left) <= 3
    for state in states:
        assert set(state.ticked) <= set(state.players)
    assert len(states[-1].players) == len(left) and len(states[-1].ticked) == len(left)
    service.handle("me", m.ProposeDeal(tournament_id="6max-1", kind="icm"))
    said = next(line for line in chat if line.startswith("Deal proposed by "))
    assert said.startswith("Deal proposed by You (ICM): ") and "proposes" not in said
    for _ in range(10):
        service.run_due()
    assert "deal_applied" in director, \
        "the bots confirmed the ICM deal and it was paid, with no Accept click of our own"


def test_rule_7_a_final_table_during_late_registration_plays_on_until_the_prizes_are_final(
        ) -> None:
    """Rule 7 (prizes final once registration closed) and deal making: seen playing, a
    final table formed while late registration was open; everyone ticked "Discuss A Deal",
    the table paused and stood still with no ICM, chip-count or even-split numbers (there
    were no final prizes to divide) and no deal could be proposed. Now it plays on, the
    players told why, and pauses with the numbers once registration closes."""
    clock, service = practice_with_me()
    states: list[m.DealState] = []
    requests: list[m.ActionRequest] = []

    def seen(pid: str, event: m.Event) -> None:
        if pid == "me" and isinstance(event, m.DealState):
            states.append(event)
        elif pid == "me" and isinstance(event, m.ActionRequest):
            requests.append(event)

    service.subscribe(seen)
    tid = next(t.tournament_id for t in service.tournaments.all()
               if t.tournament_id.startswith("hyper"))
    tournament = service.tournaments.get(tid)
    service.handle("me", m.Register(tournament_id=tid))
    clock.advance_to(tournament.starts_at + timedelta(seconds=1))
    service.run_due()
    service.handle("me", m.TesterControl(tournament_id=tid, move=m.TesterMove.FINAL_TABLE))
    assert len(tournament.tables) == 1 and tournament.registration_open()
    service.handle("me", m.DiscussDeal(tournament_id=tid, on=True))

    play_passively(service, clock, requests, tournament,
                   lambda: bool(states) and set(states[-1].ticked) == set(states[-1].players))
    assert not tournament.deal_paused and not states[-1].prizes_final
    clock.advance_to(tournament.late_registration_closes_at)  # registration closes
    play_passively(service, clock, requests, tournament, lambda: tournament.deal_paused)
    assert tournament.entrants["me"].alive and tournament.deal_paused
    assert not tournament.registration_open() and states[-1].prizes_final
    assert states[-1].icm and set(states[-1].icm) == set(states[-1].players)
