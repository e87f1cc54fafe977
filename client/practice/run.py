"""Run a scenario headless and report what happened as JSON-able data.

Table scenarios are played by a `ScenarioTable` with ``hero_bot`` in the human seat;
every hand is recorded (with its PHH text, seed included, for `qa replay`) and the report
says whether each record replays to exactly the same events. Tournament scenarios run as
a practice session, fast-forwarded (simulated clock) with the hero played by ``hero_bot``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from decimal import Decimal

from client.bots import make_bot, seat_seed
from client.practice.record import HandRecord, reproduces
from client.practice.scenario import Scenario
from client.practice.script import Mismatch
from client.practice.session import Phase, PracticeSession
from client.practice.table_session import ScenarioTable
from client.practice.tournament_script import ScriptedBot
from client.room.ring import to_chips

DEFAULT_HERO_BOT = "strong"


@dataclass(frozen=True)
class TableRun:
    """The hands of a table scenario and the stacks after them (by seat name)."""

    records: tuple[HandRecord, ...]
    final_stacks: dict[str, int]
    mismatches: tuple[Mismatch, ...] = ()
    rakes: tuple[Decimal, ...] = ()  # each hand's rake (0 at a chips table)


def run_table(scenario: Scenario, hero_bot: str = DEFAULT_HERO_BOT) -> TableRun:
    """Play the table scenario's hands (until they are done or one player has every chip)."""
    table = ScenarioTable(scenario, hero_bot)
    return TableRun(tuple(table.play_out()), table.final_stacks, tuple(table.mismatches),
                    tuple(table.rakes))


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
            {**r.to_json(), "final_stacks": dict(zip(r.players, r.final_stacks, strict=True)),
             "rake": str(rake), "phh": r.to_phh()}
            for r, rake in zip(run.records, run.rakes, strict=True)
        ],
        "final_stacks": run.final_stacks,
        "chips_conserved": sum(run.final_stacks.values()) + sum(map(to_chips, run.rakes))
        == start,  # a money table's rake leaves the table
        "reproducible": all(reproduces(r) for r in run.records),
        "expectations": {
            "checked": sum(h.expect is not None for h in scenario.hands[:len(run.records)]),
            "failed": [m.as_json() for m in run.mismatches],
        },
    }


def run_tournament(scenario: Scenario, hero_bot: str = DEFAULT_HERO_BOT) -> PracticeSession:
    """Run the tournament scenario to the end at full speed (the hero played by a bot)."""
    setup = scenario.tournament
    if setup is None:
        raise ValueError("run_tournament needs a tournament scenario")
    clock = replace(scenario.clock, mode=scenario.clock.mode.SIMULATED)
    session = PracticeSession(setup, scenario.seed, clock=clock, hands=scenario.hands)
    hero = make_bot(hero_bot, seat_seed(scenario.seed, -1))
    if session.script is not None:
        hero = ScriptedBot(session.hero, session.script, hero)
    while session.phase is not Phase.FINISHED:
        if session.phase is Phase.BUSTED:
            session.fast_forward()
            continue
        if session.step() is Phase.YOUR_TURN:
            view = session.view()
            assert view is not None  # the hero's turn always has a view
            session.act(hero.decide(view))
    return session


def open_scenario(scenario: Scenario) -> PracticeSession | ScenarioTable:
    """The scenario ready to play at the GUI: the human seat (or hero) waits for the player.

    A tournament scenario keeps its clock mode (real or simulated); call ``step()`` on the
    result until it returns ``Phase.YOUR_TURN``, then ``act()``.
    """
    if scenario.table is not None:
        return ScenarioTable(scenario)
    assert scenario.tournament is not None  # a valid scenario has one of the two
    return PracticeSession(scenario.tournament, scenario.seed, clock=scenario.clock,
                           hands=scenario.hands)


def run_scenario(scenario: Scenario, hero_bot: str = DEFAULT_HERO_BOT) -> dict[str, object]:
    """Run any scenario headless and return its JSON report."""
    if scenario.table is not None:
        return table_report(scenario, run_table(scenario, hero_bot))
    session = run_tournament(scenario, hero_bot)
    return {"scenario": scenario.name, "kind": "tournament", "seed": scenario.seed,
            **session.results()}
