"""The committed saved state (schema 1) must keep restoring in every later release.

`fixtures/v1_deal_in_progress.json` was written by `fixture_writer` with this release: a
progressive-knockout rebuy tournament mid-level, after rebuys and add-ons, with bounties
paid, the final table paused for a deal and an ICM proposal that one player confirmed.
Never regenerate it to make this test pass; a schema change adds a migration instead.
"""

from __future__ import annotations

from decimal import Decimal

from client.room.clock import SimulatedClock
from client.room.ledger import tourney_account
from client.room.saved.tournament import from_state, negotiation_from_state, to_state
from client.room.tournament import events as ev
from client.room.tournament.director import State

from ..tournament.helpers import START
from .fixture_writer import FIXTURE, build, fixture_json, read

ZERO = Decimal(0)


def _restore_and_finish(text: str) -> None:
    cashier, state = read(text)
    clock = SimulatedClock(state.clock.play.last)
    events: list[ev.TournamentEvent] = []
    t = from_state(state, clock=clock, cashier=cashier, listener=events.append)
    negotiation = negotiation_from_state(state)
    # what the fixture holds
    assert t.state is State.RUNNING and t.deal_paused and len(t.tables) == 1
    assert sum(e.rebuys for e in t.entrants.values()) > 0
    assert all(e.added_on for e in t.entrants.values())
    assert sum((e.bounty_won for e in t.entrants.values()), ZERO) > 0
    assert t.bounties is not None and t.bounties.bounty_of(next(
        e.player for e in t.entrants.values() if e.alive)) > 0
    assert negotiation is not None and negotiation.proposal is not None
    assert negotiation.confirmed and not negotiation.agreed
    # everyone else confirms; the deal is paid and play goes on to the end
    for player in negotiation.players:
        negotiation.confirm(player)
    assert negotiation.agreed and negotiation.proposal is not None
    before = {p: cashier.available(p, t.structure.currency) for p in negotiation.players}
    t.apply_deal(dict(negotiation.proposal.amounts))
    for player, amount in negotiation.proposal.amounts:
        assert cashier.available(player, t.structure.currency) == before[player] + amount
    t.run_simulation(clock)
    assert t.state is State.FINISHED
    assert t.chips_conserved()
    assert all(e.place is not None for e in t.entrants.values())
    currency = t.structure.currency
    for part in ("pool", "bounty", "fees"):
        assert cashier.ledger.balance(tourney_account(t.tournament_id, part), currency) == 0
    assert any(isinstance(e, ev.TournamentFinished) for e in events)


def test_committed_v1_fixture_restores_and_plays_to_the_end() -> None:
    """Schema 1 saved by this release: restore it, finish the deal, play to the winner;
    every chip and every cent accounted for (pool, bounties and fees all paid out)."""
    _restore_and_finish(FIXTURE.read_text())


def test_this_release_still_writes_such_a_state_and_it_restores_too() -> None:
    """The writer still works (new fixtures for new schema versions come from it)."""
    t, negotiation, cashier = build()
    assert to_state(t, negotiation=negotiation).starts_at == START
    _restore_and_finish(fixture_json(t, negotiation, cashier))
