"""Run a scenario headless and report what happened as JSON-able data.

Table scenarios deal their hands on the engine directly: the first hand from the
scenario's deck (or seed), every later hand from a seed derived from the scenario seed
and the hand number, the button moving forward as at a real table. A human seat is
played by ``hero_bot``. Every hand is recorded and the report says whether each record
replays to exactly the same events. Tournament scenarios run as a practice session,
fast-forwarded (simulated clock) with the hero, if any, played by ``hero_bot``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from client.bots import make_bot, seat_seed
from client.bots.seeds import derive_seed
from client.engine import Action, SeatView
from client.engine.button import Positions, hand_seating, next_positions
from client.practice.record import HandRecord, play_hand, reproduces
from client.practice.scenario import Scenario, TableSetup, first_config
from client.practice.session import Phase, PracticeSession

DEFAULT_HERO_BOT = "strong"


@dataclass(frozen=True)
class TableRun:
    """The hands of a table scenario and the stacks after them (by seat name)."""

    records: tuple[HandRecord, ...]
    final_stacks: dict[str, int]


def hand_seed(scenario_seed: int, hand_no: int) -> int:
    """The recorded seed of hand ``hand_no`` of a scenario (63 bits, like the director's)."""
    return derive_seed("scenario-hand", scenario_seed, hand_no) >> 1


def _first_positions(setup: TableSetup) -> Positions:
    n = len(setup.seats)
    button = setup.button
    if n == 2:
        return Positions(button, button, (button + 1) % n)
    return Positions(button, (button + 1) % n, (button + 2) % n)


def run_table(scenario: Scenario, hero_bot: str = DEFAULT_HERO_BOT) -> TableRun:
    """Play the table scenario's hands (until they are done or one player has every chip)."""
    setup = scenario.table
    if setup is None:
        raise ValueError("run_table needs a table scenario")
    deciders: list[Callable[[SeatView], Action]] = []
    for i, spec in enumerate(setup.seats):
        style = hero_bot if spec.is_human else spec.player
        deciders.append(make_bot(style, seat_seed(scenario.seed, i)).decide)
    stacks = [s.stack for s in setup.seats]
    records: list[HandRecord] = []
    positions: Positions | None = None
    for hand_no in range(1, setup.hands + 1):
        occupied = [s > 0 for s in stacks]
        if sum(occupied) < 2:
            break
        positions = _first_positions(setup) if positions is None else \
            next_positions(occupied, positions)
        seating = hand_seating(occupied, positions)
        config = replace(
            first_config(setup, hand_seed(scenario.seed, hand_no)),
            stacks=tuple(stacks[s] for s in seating.seats),
            button=seating.button,
            dead_small_blind=seating.dead_small_blind,
            deck=setup.deck if hand_no == 1 else None,
        )
        record = play_hand(hand_no, config, [setup.seats[s].name for s in seating.seats],
                           [deciders[s] for s in seating.seats])
        records.append(record)
        for index, seat in enumerate(seating.seats):
            stacks[seat] = record.final_stacks[index]
    return TableRun(tuple(records), {s.name: stacks[i] for i, s in enumerate(setup.seats)})


def table_report(scenario: Scenario, run: TableRun) -> dict[str, object]:
    """The JSON report of a table run: each hand's record, final stacks and checks."""
    setup = scenario.table
    assert setup is not None
    start = sum(s.stack for s in setup.seats)
    return {
        "scenario": scenario.name,
        "kind": "table",
        "game": setup.game,
        "seed": scenario.seed,
        "hands": [
            {**r.to_json(), "final_stacks": dict(zip(r.players, r.final_stacks, strict=True))}
            for r in run.records
        ],
        "final_stacks": run.final_stacks,
        "chips_conserved": sum(run.final_stacks.values()) == start,
        "reproducible": all(reproduces(r) for r in run.records),
    }


def run_tournament(scenario: Scenario, hero_bot: str = DEFAULT_HERO_BOT) -> PracticeSession:
    """Run the tournament scenario to the end at full speed (the hero played by a bot)."""
    setup = scenario.tournament
    if setup is None:
        raise ValueError("run_tournament needs a tournament scenario")
    clock = replace(scenario.clock, mode=scenario.clock.mode.SIMULATED)
    session = PracticeSession(setup, scenario.seed, clock=clock)
    hero = make_bot(hero_bot, seat_seed(scenario.seed, -1))
    while session.phase is not Phase.FINISHED:
        if session.phase is Phase.BUSTED:
            session.fast_forward()
            continue
        if session.step() is Phase.YOUR_TURN:
            view = session.view()
            assert view is not None  # the hero's turn always has a view
            session.act(hero.decide(view))
    return session


def run_scenario(scenario: Scenario, hero_bot: str = DEFAULT_HERO_BOT) -> dict[str, object]:
    """Run any scenario headless and return its JSON report."""
    if scenario.table is not None:
        return table_report(scenario, run_table(scenario, hero_bot))
    session = run_tournament(scenario, hero_bot)
    return {"scenario": scenario.name, "kind": "tournament", "seed": scenario.seed,
            **session.results()}
