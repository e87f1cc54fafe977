"""A saved tournament restored into a fresh room plays on exactly as the original does."""

from __future__ import annotations

import functools
from datetime import timedelta
from decimal import Decimal

import pytest

from client.engine import Action, ActionKind
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.errors import SavedStateError
from client.room.ledger import Currency
from client.room.saved.codec import decode_state, encode_state
from client.room.saved.tournament import from_state, to_state
from client.room.tournament.director import State, Tournament
from client.room.tournament.structure import BountyKind

from ..tournament.helpers import START, make_tournament, structure
from .driving import Run, copy_of_money, new_run, restored_run


def _play_on_and_compare(run: Run, twin: Run, first_step: int, steps: int = 100) -> None:
    events, hands = len(run.events), len(run.hands)
    for i in range(first_step, first_step + steps):
        run.step(i)
        twin.step(i)
        if run.tournament.state is State.FINISHED:
            break
    assert len(twin.hands) > 30
    assert twin.tournament.state is run.tournament.state
    assert twin.events == run.events[events:]
    assert twin.hand_records() == run.hand_records(hands)
    assert twin.tournament.finishing_order() == run.tournament.finishing_order()
    assert twin.tournament.chips_conserved() and run.tournament.chips_conserved()
    balances = {e.dst for e in run.cashier.ledger.entries} | \
        {e.src for e in run.cashier.ledger.entries}
    currency = run.tournament.structure.currency
    assert {a: twin.cashier.ledger.balance(a, currency) for a in balances} == \
        {a: run.cashier.ledger.balance(a, currency) for a in balances}


@pytest.mark.parametrize("name", ["turbo", "rebuy"])
def test_restored_mid_hand_plays_the_same_hands_as_the_unsaved_run(name: str) -> None:
    """Run some hands, save while a human has the action (a hand in progress), restore
    into a fresh room (new clock, cashier rebuilt from the ledger), play both on: the
    same events, hands (seeds and actions), places and money as the unsaved run."""
    s = structure(name, max_players=0, bounty_kind=BountyKind.KNOCKOUT,
                  bounty=Decimal("1.00"))
    run = new_run(s, rebuy_funds=4)
    for entrant in list(run.tournament.entrants.values()):
        run.tournament.set_auto_rebuy(entrant.player)
    for i in range(10):
        run.step(i)
    run.until_a_human_must_act()
    assert any(t.in_hand for t in run.tournament.tables.values())
    data = encode_state(to_state(run.tournament))
    restore = functools.partial(from_state, decode_state(data))
    twin = restored_run(restore, run.clock.now(), copy_of_money(run.cashier))
    assert encode_state(to_state(twin.tournament)) == data  # nothing lost on the way
    assert twin.tournament.field.rng.getstate() == run.tournament.field.rng.getstate()
    assert twin.events == []  # restoring emits nothing
    _play_on_and_compare(run, twin, first_step=10)


def test_state_is_plain_json_with_a_schema_version() -> None:
    """Readable by any tool: a JSON object, money as strings, the version first."""
    run = new_run(structure("turbo"), bots=6)
    run.step(0)
    data = encode_state(to_state(run.tournament))
    assert data.startswith(b'{"schema_version":2,')
    assert b'"buy_in":"' in data


def test_restore_without_the_buy_in_records_is_refused_and_says_why() -> None:
    run = new_run(structure("turbo"), bots=6)
    run.step(0)
    state = to_state(run.tournament)
    with pytest.raises(SavedStateError, match="buy-in record"):
        from_state(state, clock=run.clock, cashier=Cashier())


def test_a_bot_that_cannot_be_rebuilt_must_be_given_back() -> None:
    """House bots come back from style and seed; any other bot by player id."""

    class Caller:
        style = "caller"

        def decide(self, view: object) -> Action:
            return Action(ActionKind.CHECK)

    run = new_run(structure("turbo"), bots=5)
    s = run.tournament.structure
    run.cashier.deposit("odd", s.entry_cost, s.currency)
    run.tournament.register("odd", bot=Caller())
    state = to_state(run.tournament)
    assert next(e for e in state.entrants if e.player == "odd").custom_bot
    with pytest.raises(SavedStateError, match="odd"):
        from_state(state, clock=run.clock, cashier=copy_of_money(run.cashier))
    bot = Caller()
    restored = from_state(state, clock=run.clock, cashier=copy_of_money(run.cashier),
                          bots={"odd": bot})
    assert restored.entrants["odd"].bot is bot
    for player in ("b00", "b01", "b02"):  # house bots of three styles, rebuilt
        original, rebuilt = run.tournament.entrants[player].bot, restored.entrants[player].bot
        assert original is not None and rebuilt is not None
        assert type(rebuilt) is type(original) and rebuilt.style == original.style
        assert getattr(rebuilt, "seed", None) == getattr(original, "seed", 0)


def test_a_satellite_is_given_back_its_own_target_only() -> None:
    run = new_run(structure("turbo"), bots=4)
    state = to_state(run.tournament)
    wrong = new_run(structure("turbo"), bots=2).tournament
    with pytest.raises(SavedStateError, match="target"):
        from_state(state, clock=run.clock, cashier=copy_of_money(run.cashier), target=wrong)


def _satellite_room(clock: SimulatedClock, cashier: Cashier,
                    events: list[object]) -> tuple[Tournament, Tournament]:
    target = make_tournament(clock, cashier, structure("turbo", late_registration_minutes=240,
                                                       action_seconds=36000.0),
                             humans=("h1", "h2"), tid="TGT",
                             starts_at=START + timedelta(minutes=5), listener=events.append)
    sat = make_tournament(clock, cashier, structure("satellite", late_registration_minutes=0),
                          bots=30, tid="SAT", target=target, seed=4, listener=events.append,
                          prefix="s")
    return target, sat


def test_a_satellite_and_its_target_restore_together_and_seat_the_winners() -> None:
    """The target is restored first and handed to the satellite: winners decided after
    the restart are bought into the same (restored) target event as in the unsaved run."""
    clock, cashier = SimulatedClock(START), Cashier()
    events: list[object] = []
    target, sat = _satellite_room(clock, cashier, events)
    for _ in range(15):
        sat.tick()
        target.tick()
        clock.advance(60)
    saved = (encode_state(to_state(target)), encode_state(to_state(sat)))
    assert decode_state(saved[1]).target_id == "TGT"
    clock2, cashier2 = SimulatedClock(clock.now()), copy_of_money(cashier)
    events2: list[object] = []
    target2 = from_state(decode_state(saved[0]), clock=clock2, cashier=cashier2,
                         listener=events2.append)
    sat2 = from_state(decode_state(saved[1]), clock=clock2, cashier=cashier2, target=target2,
                      listener=events2.append)
    mark = len(events)
    sat.run_simulation(clock)
    sat2.run_simulation(clock2)
    assert events2 == events[mark:]
    winners = sorted(p for p, e in target2.entrants.items() if e.via_satellite)
    assert winners and winners == sorted(p for p, e in target.entrants.items()
                                         if e.via_satellite)
    assert cashier2.available(winners[0], Currency.USD) == \
        cashier.available(winners[0], Currency.USD)
