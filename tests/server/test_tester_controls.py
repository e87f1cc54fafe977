"""Tester controls of the practice room (`TesterControl`): fast-forward to the final
table or to N players left, set the tournament clock, the next level or a break now, and
a seat's link cut and back; refused by a room that is not the practice room."""

from __future__ import annotations

import pytest

from client.protocol import messages as m
from client.room.tournament.director import Tournament
from client.service import RoomService
from tests.server.test_practice_tools import practice_room

MTT = """
name = "Practice MTT"
seed = 8
[tournament]
structure = "turbo"
players = 27
bots = "mixed"
hero = "You"
"""

HEADS_UP = """
name = "Heads-up"
seed = 2
[tournament]
structure = "sit_and_go"
players = 2
bots = "tight-aggressive"
"""


def _load(service: RoomService, out: list[m.Event], text: str) -> Tournament:
    service.handle("me", m.LoadScenario(text=text))
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    service.run_due()
    return service.tournaments.get(loaded.tournament_id or "")


def _control(service: RoomService, t: Tournament, move: m.TesterMove, **more: object) -> None:
    service.handle("me", m.TesterControl(tournament_id=t.tournament_id, move=move,
                                         **more))  # type: ignore[arg-type]


def test_fast_forward_to_the_final_table_keeps_the_player_in() -> None:
    service, _clock, out = practice_room()
    t = _load(service, out, MTT)
    _control(service, t, m.TesterMove.FINAL_TABLE)
    assert not [e for e in out if isinstance(e, m.Error)]
    assert len(t.tables) == 1 and t.entrants["me"].alive
    assert 2 <= t.players_left <= t.structure.table_size and t.chips_conserved()
    assert not next(iter(t.tables.values())).held  # dealt in again
    assert t.hands_played > 27


def test_fast_forward_to_n_players_left() -> None:
    service, _clock, out = practice_room()
    t = _load(service, out, MTT)
    _control(service, t, m.TesterMove.PLAYERS_LEFT, players_left=12)
    assert 2 <= t.players_left <= 12 and t.entrants["me"].alive


def test_set_clock_next_level_and_a_break_now() -> None:
    """The clock set is the clock shown, also in a scenario on its simulated clock (whose
    pacing takes the wall time out of the play clock: not the tester's jump)."""
    service, clock, out = practice_room()
    t = _load(service, out, MTT)
    clock.advance(30)
    _control(service, t, m.TesterMove.SET_CLOCK, level=5, minutes=0.0)
    assert t.info().level == 5
    _control(service, t, m.TesterMove.NEXT_LEVEL)
    assert t.info().level == 6
    assert any(isinstance(e, m.TournamentEvent) and e.kind == "level_up" for e in out)
    _control(service, t, m.TesterMove.SET_CLOCK, level=99)
    assert isinstance(out[-1], m.Error) and "level 99" in out[-1].message
    _control(service, t, m.TesterMove.BREAK)
    assert t.timekeeper.due_break is not None  # begins once the hands running end


def test_a_bot_cut_off_waits_for_its_clock_then_comes_back() -> None:
    """Disconnect extra time (site rule): heads-up, DET applies throughout; the bot cut off
    does not act, its table waits on it with DET, and back it acts again."""
    service, clock, out = practice_room()
    t = _load(service, out, HEADS_UP)
    (table,) = t.tables.values()
    bot = table.to_act
    assert bot is not None
    _control(service, t, m.TesterMove.DISCONNECT, player=bot, connected=False)
    clock.advance(5)
    service.run_due()
    assert table.to_act == bot and table.waiting_on_disconnected
    _control(service, t, m.TesterMove.DISCONNECT, player=bot, connected=True)
    clock.advance(5)
    service.run_due()
    assert (table.hand_no, table.to_act) != (1, bot)


def test_tester_controls_are_refused_outside_the_practice_room() -> None:
    service, _clock, out = practice_room(practice=False)
    service.handle("me", m.TesterControl(tournament_id="x", move=m.TesterMove.BREAK))
    assert isinstance(out[-1], m.Error) and out[-1].code is m.ErrorCode.REFUSED


def test_unknown_tournament_is_an_error() -> None:
    service, _clock, out = practice_room()
    service.handle("me", m.TesterControl(tournament_id="nope", move=m.TesterMove.BREAK))
    assert isinstance(out[-1], m.Error)


def test_a_scenarios_simulated_clock_paces_its_levels_by_hands() -> None:
    """A scenario's clock in the GUI's room: "simulated" moves play time by its
    seconds_per_hand each round of hands (as `qa scenario` does), not with the wall clock;
    "real" keeps the wall clock."""
    def run(mode: str) -> tuple[float, int, float]:
        service, clock, out = practice_room()
        text = HEADS_UP.replace('seed = 2\n', f'seed = 2\n[clock]\nmode = "{mode}"\n'
                                'seconds_per_hand = 120\n').replace("sit_and_go", "turbo")
        t = _load(service, out, text)
        for _ in range(40):
            clock.advance(1)
            service.run_due()
        return t.play_minutes, t.hands_played, 40 / 60

    minutes, hands, wall = run("simulated")
    assert hands >= 3 and minutes == pytest.approx((hands - 1) * 2, abs=2.01)
    minutes, hands, wall = run("real")
    assert minutes <= wall + 0.01
