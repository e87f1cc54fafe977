"""Practice tournaments: the hero's table waits for the hero, the others play at full speed."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from client.bots import make_bot
from client.engine import ActionKind
from client.practice.scenario import ClockMode, ClockSpec, TournamentSetup
from client.practice.session import Phase, PracticeSession, SessionError
from client.room.clock import SimulatedClock
from client.room.table import TableEvent
from client.room.tournament.errors import RegistrationError
from client.room.tournament.structure import load_structure


def _session(structure: str = "sit_and_go", players: int = 9, seed: int = 4,
             **kwargs: object) -> PracticeSession:
    setup = TournamentSetup(load_structure(structure), players, "mixed", "You")
    return PracticeSession(setup, seed, **kwargs)  # type: ignore[arg-type]


def _mode(session: PracticeSession) -> ClockMode:
    return session.clock.mode


def _play_until_busted_or_done(session: PracticeSession, style: str = "loose-passive") -> int:
    hero = make_bot(style, 1)
    decisions = 0
    while session.phase not in (Phase.BUSTED, Phase.FINISHED):
        if session.step() is Phase.YOUR_TURN:
            view = session.view()
            assert view is not None and view.hole  # the hero sees their own cards
            session.act(hero.decide(view))
            decisions += 1
    return decisions


def test_practice_sit_and_go_runs_to_a_checked_result() -> None:
    session = _session()
    assert _play_until_busted_or_done(session) > 0
    if session.phase is Phase.BUSTED:
        session.fast_forward()
    results = session.results()
    order = results["finishing_order"]
    assert isinstance(order, list) and len(order) == 9 and "You" in order
    prizes = {p: Decimal(str(v)) for p, v in dict(results["prizes"]).items()}  # type: ignore[call-overload]
    pool = session.tournament.structure.buy_in * 9
    assert sum(prizes.values()) == pool and order[0] in prizes
    assert results["chips_conserved"] is True and results["state"] == "finished"


def test_hero_table_waits_while_other_tables_play_at_full_speed() -> None:
    session = _session("turbo", 27, seed=8)
    assert len(session.tournament.tables) == 3
    while session.step() is not Phase.YOUR_TURN:
        pass
    hero_table = session.hero_table()
    assert hero_table is not None and hero_table.to_act == "You"
    others = [t for t in session.tournament.tables.values() if t is not hero_table]
    assert all(not t.in_hand for t in others)  # their hands were played to the end at once
    played = session.tournament.hands_played
    now = session.clock.now()
    for _ in range(5):  # nothing moves while the hero thinks
        assert session.step() is Phase.YOUR_TURN
    assert session.tournament.hands_played == played and session.clock.now() == now
    view = session.view()
    assert view is not None and view.legal is not None
    hero = make_bot("tight-aggressive", 2)
    session.act(hero.decide(view))
    for _ in range(100):
        if session.tournament.hands_played > played:
            break
        if session.step() is Phase.YOUR_TURN:
            view = session.view()
            assert view is not None
            session.act(hero.decide(view))
    assert session.tournament.hands_played > played


def test_sitting_out_checks_or_folds_and_fast_forward_needs_it() -> None:
    session = _session(seed=6)
    with pytest.raises(SessionError, match="out or sitting out"):
        session.fast_forward()
    session.sit_out()
    assert session.phase is Phase.SITTING_OUT
    log_start = len(session.log)
    for _ in range(30):
        session.step()
    hero_actions = [e.event.data["kind"] for e in session.log[log_start:]
                    if isinstance(e.event, TableEvent) and e.event.kind == "action"
                    and e.event.player == "You"]
    assert hero_actions
    assert set(hero_actions) <= {ActionKind.CHECK, ActionKind.FOLD}
    assert session.fast_forward() is Phase.FINISHED
    assert session.clock.mode is ClockMode.SIMULATED


def test_fast_forward_after_busting_finishes_the_tournament() -> None:
    session = _session(seed=12)
    _play_until_busted_or_done(session, "random")
    assert session.fast_forward() is Phase.FINISHED
    with pytest.raises(SessionError, match="start a new practice session"):
        session.sit_out(False)


def test_real_clock_runs_levels_in_clock_time_until_fast_forward() -> None:
    wall = SimulatedClock(datetime(2026, 3, 1, 20, 0, tzinfo=UTC))  # stands in for the wall
    session = _session(clock=ClockSpec(mode=ClockMode.REAL), real_clock=wall)
    assert session.clock.mode is ClockMode.REAL and session.clock.now() == wall.now()
    start = session.clock.now()
    session.step()
    while session.phase is not Phase.YOUR_TURN:
        session.step()
    assert session.clock.now() == start  # a step never moves real time
    wall.advance(600)
    assert session.clock.now() == wall.now()
    session.sit_out()
    session.fast_forward()
    assert _mode(session) is ClockMode.SIMULATED and session.clock.now() > wall.now()


def test_hero_hands_are_logged_for_replay_without_other_players_hole_cards() -> None:
    session = _session(seed=3)
    _play_until_busted_or_done(session)
    assert session.hands
    for events in session.hands.values():
        for event in events:
            assert event.to in (None, "You")


def test_debug_snapshot_is_json_and_shows_no_hidden_cards() -> None:
    session = _session("turbo", 20, seed=1)
    while session.step() is not Phase.YOUR_TURN:
        pass
    state = session.snapshot()
    text = json.dumps(state)
    assert state["phase"] == "your_turn" and '"to_act": "You"' in text
    view = session.view()
    assert view is not None
    assert not any(card in text for card in view.hole)


def test_practice_rebuy_tournament_with_rebuys_and_add_on() -> None:
    session = _session("rebuy", 10, seed=5)
    session.set_auto_rebuy()
    _play_until_busted_or_done(session, "loose-passive")
    if session.phase is not Phase.FINISHED:
        session.fast_forward()
    kinds = [type(e.event).__name__ for e in session.log]
    assert "Rebought" in kinds
    results = session.results()
    assert results["state"] == "finished" and results["chips_conserved"] is True
    with pytest.raises(RegistrationError, match=r"not seated|rebuy period is over"):
        session.rebuy()


def test_bots_see_the_prizes_and_the_stacks_at_other_tables() -> None:
    """Issue 26: ICM needs the payouts and players left; the session hands them to bots."""
    session = _session("turbo", players=18)
    bot = next(name for name in session.tournament.entrants if name != session.hero)
    situation = session.situation_of(bot)
    assert situation is not None
    assert situation.prizes == tuple(session.tournament.remaining_prizes())
    table = session.tournament.tables[session.tournament.entrants[bot].table_id or ""]
    assert len(situation.elsewhere) == 18 - len(table.stacks) > 0
    assert session.situation_of("nobody") is None
    sit_and_go = _session()
    bot = next(name for name in sit_and_go.tournament.entrants if name != sit_and_go.hero)
    single = sit_and_go.situation_of(bot)
    assert single is not None and single.elsewhere == () and sum(single.prizes) > 0
