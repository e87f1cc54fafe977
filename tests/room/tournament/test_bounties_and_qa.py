"""Bounties paid by the director, the scheduled start, and the `qa tournament` command."""

from __future__ import annotations

import argparse
import json
from datetime import timedelta
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from client.qa import tournament as qa_tournament
from client.room.cashier import Cashier
from client.room.clock import SimulatedClock
from client.room.tournament import events as ev
from client.room.tournament.director import State
from client.room.tournament.errors import StructureError
from client.room.tournament.simulation import simulate
from client.room.tournament.structure import (
    BountyKind,
    load_structure,
    parse_structure,
    preset_names,
)

from .helpers import START, make_tournament, structure


def test_rule_bounty_goes_to_the_winner_of_the_relevant_pot() -> None:
    """Bounty rules: the eliminator (winner of the pot the busted player was all-in for)
    collects; progressive knockout: half in cash, half onto their own head; the winner
    collects their own bounty. All through the ledger, to the cent."""
    result = simulate(120, load_structure("turbo_pko"), seed=2)
    t = result.tournament
    assert result.money_conserved and result.chips_conserved
    bounty_cash = sum((e.bounty_won for e in t.entrants.values()), Decimal(0))
    assert bounty_cash == t.structure.bounty * 120
    assert t.cashier.ledger.balance("tourney:sim:bounty", t.structure.currency) == 0


def test_bounty_awards_follow_the_eliminations(clock: SimulatedClock, cashier: Cashier) -> None:
    s = structure("turbo_pko")
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=27, listener=events.append)
    t.run_simulation(clock)
    eliminators = {p for e in events if isinstance(e, ev.PlayerEliminated)
                   for p in e.eliminated_by}
    winner = t.finishing_order()[0]
    paid_to = {e.player for e in events if isinstance(e, ev.PrizeAwarded) and e.kind == "bounty"}
    assert paid_to <= eliminators | {winner}


def test_rule_tournament_begins_promptly_at_the_scheduled_time(
        clock: SimulatedClock, cashier: Cashier) -> None:
    """Rule 2: tournaments begin at the time stated in the lobby."""
    t = make_tournament(clock, cashier, structure("turbo"), bots=10)
    clock.advance_to(START - timedelta(seconds=1))
    t.tick()
    assert t.state is State.REGISTERING and not t.tables
    clock.advance_to(START)
    t.tick()
    assert t.info().state == "running" and t.hands_played > 0


def _run(capsys: pytest.CaptureFixture[str], **kwargs: object) -> tuple[int, str]:
    args = argparse.Namespace(players=200, structure="turbo", seed=4, bots="random",
                              seconds_per_hand=60.0)
    for key, value in kwargs.items():
        setattr(args, key, value)
    code = qa_tournament.run(args)
    return code, capsys.readouterr().out


def test_qa_tournament_prints_one_json_object_and_repeats_with_the_seed(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys)
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"finishing_order", "prizes", "bounties", "hands_played", "wall_s",
                         "chips_conserved", "money_conserved"}
    assert data["chips_conserved"] is True and data["money_conserved"] is True
    assert len(data["finishing_order"]) == 200
    assert sum(Decimal(v) for v in data["prizes"].values()) == Decimal("2000.00")
    _, again = _run(capsys)
    assert json.loads(again)["finishing_order"] == data["finishing_order"]


def test_qa_tournament_bad_input_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, structure="nope")[0] == 2
    assert _run(capsys, bots="psychic")[0] == 2
    assert _run(capsys, players=1)[0] == 2


def test_qa_tournament_registers_its_parser() -> None:
    parser = argparse.ArgumentParser()
    qa_tournament.register(parser.add_subparsers())
    args = parser.parse_args(["tournament", "--players", "10", "--seed", "1"])
    assert args.handler is qa_tournament.run and args.structure == "turbo"


def _multi_day(name: str) -> bool:
    s = load_structure(name)
    return s.day_two or bool(s.bag_at_players)


@settings(max_examples=25, deadline=None)
@given(name=st.sampled_from([n for n in preset_names() if not _multi_day(n)]),
       players=st.integers(2, 30),
       seed=st.integers(0, 10**6))
def test_any_preset_any_field_conserves_chips_and_money(name: str, players: int,
                                                        seed: int) -> None:
    """Every single-day preset (a Day 1 flight pays nothing, its pool goes to Day 2, which
    takes only its survivors: multi-day events in test_multi_day.py)."""
    s = load_structure(name)
    if s.max_players:
        players = min(players, s.max_players)
        if s.kind.value == "sng":
            players = s.max_players
    result = simulate(players, s, seed)
    assert result.chips_conserved and result.money_conserved
    assert sorted(result.finishing_order) == sorted(result.tournament.entrants)


def test_rule_fixed_bounty_paid_only_for_a_registered_player(clock: SimulatedClock,
                                                            cashier: Cashier) -> None:
    """Fixed bounty on a named player; none is paid when that player never registers."""
    s = structure("turbo", bounty_kind=BountyKind.FIXED)
    events: list[ev.TournamentEvent] = []
    t = make_tournament(clock, cashier, s, bots=18, listener=events.append,
                        advertised_bounties={"b0003": Decimal("25.00"),
                                             "absent": Decimal("50.00")})
    t.run_simulation(clock)
    bounties = [e for e in events if isinstance(e, ev.PrizeAwarded) and e.kind == "bounty"]
    busted = next(e for e in events if isinstance(e, ev.PlayerEliminated)
                  and e.player == "b0003") if t.entrants["b0003"].place != 1 else None
    if busted is None:
        assert bounties == []
    else:
        assert sum((b.amount for b in bounties), Decimal(0)) == Decimal("25.00")
        assert {b.player for b in bounties} <= set(busted.eliminated_by)
    assert cashier.ledger.total(s.currency) == 0


def test_rule_9_5_advertised_bounties_come_with_the_structure(clock: SimulatedClock,
                                                             cashier: Cashier) -> None:
    """Bounty rule 5: a tournament advertising bounties on named players (in its structure,
    as the lobby shows them) pays them without anyone passing a list; none is paid for an
    advertised player who did not register."""
    s = structure("turbo", bounty_kind=BountyKind.TEAM,
                  advertised_bounties=(("b0003", Decimal("25.00")),
                                       ("absent", Decimal("50.00"))))
    t = make_tournament(clock, cashier, s, bots=18)  # as the room builds it: no list given
    assert t.bounties is not None
    assert t.bounties.advertised_on("b0003") == Decimal("25.00")
    assert t.bounties.advertised_on("absent") == 0
    events: list[ev.TournamentEvent] = []
    t.listener = events.append
    t.run_simulation(clock)
    paid = sum((e.amount for e in events if isinstance(e, ev.PrizeAwarded)
                and e.kind == "bounty"), Decimal(0))
    assert paid == (0 if t.entrants["b0003"].place == 1 else Decimal("25.00"))


def test_advertised_bounties_in_a_structure_file_are_checked() -> None:
    raw = {"name": "x", "buy_in": "10", "fee": "1", "starting_stack": 1000,
           "levels": [{"sb": 10, "bb": 20, "minutes": 5}],
           "payouts": [{"max_entries": 100, "places": [{"from": 1, "to": 1,
                                                        "percent": "100"}]}]}
    fixed = parse_structure({**raw, "bounty_kind": "fixed",
                             "advertised_bounties": {"SKG Pro Ana": "50.00"}})
    assert fixed.advertised_bounties == (("SKG Pro Ana", Decimal("50.00")),)
    with pytest.raises(StructureError):  # advertised, but no fixed or team bounty kind
        parse_structure({**raw, "advertised_bounties": {"SKG Pro Ana": "50.00"}})
    with pytest.raises(StructureError):
        parse_structure({**raw, "bounty_kind": "team", "advertised_bounties": {"A": "0"}})
