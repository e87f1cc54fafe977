"""Practice tools through the room's commands: testers load scenarios, players fetch their
own hand histories (PokerStars text and PHH, nothing they did not see), and the debug
panel's room snapshot. All three are refused where they do not belong."""

from __future__ import annotations

import tomllib
from datetime import UTC, datetime
from pathlib import Path

from client.protocol import messages as m
from client.protocol.table_bodies import DealHole
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"

TABLE_SCENARIO = """
name = "Three hands"
seed = 11
[table]
game = "NLHE"
hands = 3
small_blind = 50
big_blind = 100
[[table.seats]]
name = "Hero"
stack = 5000
player = "human"
[[table.seats]]
name = "Lou"
stack = 5000
player = "loose-passive"
[[table.seats]]
name = "Tia"
stack = 5000
player = "tight-aggressive"
"""

TOURNAMENT_SCENARIO = """
name = "Tiny sit & go"
seed = 5
[tournament]
structure = "sit_and_go"
players = 3
bots = "mixed"
hero = "You"
"""


def practice_room(practice: bool = True) -> tuple[RoomService, SimulatedClock,
                                                   list[m.Event]]:
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(practice=practice, seed=3,
                                                   sit_and_gos=(), tournaments=(), rings=()))
    out: list[m.Event] = []
    service.subscribe(lambda pid, ev: out.append(ev) if pid == "me" else None)
    service.ensure_local_player("me", "Me")
    service.set_connected("me", True)
    return service, clock, out


def play_passively(service: RoomService, clock: SimulatedClock, table_id: str) -> None:
    """Check or fold every turn of ``me`` until the table stops dealing."""
    for _ in range(500):
        found = service.tables.lookup(table_id)
        if found is None:
            return
        table = found[1]
        if table.to_act == "me":  # check when it is free (folding then is not offered)
            service.handle("me", m.Act(table_id=table_id, action=m.ActionKind.CHECK))
            if table.to_act == "me":
                service.handle("me", m.Act(table_id=table_id, action=m.ActionKind.FOLD))
        elif not service.run_due():
            clock.advance(1)
            if service.next_deadline() is None:
                return


def test_table_scenario_opens_a_practice_table_the_player_sits_at() -> None:
    """Scenario files for testers (issue 7): a [table] scenario becomes a practice table
    with its seats, stacks and hand count; the player takes the human seat."""
    service, clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=TABLE_SCENARIO, req=1))
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    assert loaded.name == "Three hands" and loaded.table_id is not None
    snapshot = next(e for e in out if isinstance(e, m.TableSnapshot))
    assert snapshot.your_seat == 1
    names = {s.name for s in snapshot.seats}
    assert {"Lou", "Tia"} <= names
    assert any(isinstance(e, m.Ack) and e.req == 1 for e in out)
    play_passively(service, clock, loaded.table_id)
    found = service.tables.lookup(loaded.table_id)
    assert found is not None and found[1].hand_no == 3 and not found[1].in_hand


def test_scenario_hands_are_seeded_reproducibly() -> None:
    """Every hand reproducible from its recorded seed: two loads of one scenario deal the
    same cards to the player."""
    holes = []
    for _ in range(2):
        service, _clock, out = practice_room()
        service.handle("me", m.LoadScenario(text=TABLE_SCENARIO))
        service.run_due()
        holes.append([e.body.cards for e in out
                      if isinstance(e, m.TableEvent) and isinstance(e.body, DealHole)])
    assert holes[0] and holes[0] == holes[1]


def test_fixed_deck_scenario_deals_its_first_hand_from_the_deck() -> None:
    """A scenario's fixed deck order is dealt in its first hand."""
    text = TABLE_SCENARIO.replace("hands = 3", 'hands = 1\ndeck = ["Ah", "Ad", "Kh", "Kd", '
                                  '"Qh", "Qd", "2c", "3c", "4c", "5s", "7d"]')
    service, clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=text))
    service.run_due()
    dealt = [e.body.cards for e in out if isinstance(e, m.TableEvent)
             and isinstance(e.body, DealHole)]
    assert len(dealt) == 1 and set(dealt[0]) <= {"Ah", "Ad", "Kh", "Kd", "Qh", "Qd"}
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    assert loaded.table_id is not None
    play_passively(service, clock, loaded.table_id)
    said = [e.text for e in out if isinstance(e, m.ChatLine)]
    assert any(t.endswith("is over after 1 hand") for t in said), said  # not "1 hands"


def test_bad_scenario_is_refused_with_the_field_and_nothing_changes() -> None:
    """Bad input raises a clear typed error and changes nothing."""
    service, _clock, out = practice_room()
    tables = service.practice_tools.scenario_tables()
    service.handle("me", m.LoadScenario(text="[table]\ngame = 'NLHE'\n"))
    error = next(e for e in out if isinstance(e, m.Error))
    assert error.code is m.ErrorCode.BAD_MESSAGE and "table" in error.message
    service.handle("me", m.LoadScenario(text=TABLE_SCENARIO, path="x.toml"))
    assert sum(isinstance(e, m.Error) for e in out) == 2
    assert service.practice_tools.scenario_tables() == tables


def test_scenarios_and_debug_snapshot_are_refused_outside_practice() -> None:
    """Scenarios and the debug panel are testers' practice tools: a real room refuses."""
    service, _clock, out = practice_room(practice=False)
    service.handle("me", m.LoadScenario(text=TABLE_SCENARIO))
    service.handle("me", m.DebugSnapshot())
    errors = [e for e in out if isinstance(e, m.Error)]
    assert [e.code for e in errors] == [m.ErrorCode.REFUSED] * 2
    assert not service.practice_tools.scenario_tables()


def test_tournament_scenario_runs_a_practice_tournament_with_the_hero() -> None:
    """A [tournament] scenario: the player is entered, bots fill the field, it starts."""
    service, _clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=TOURNAMENT_SCENARIO))
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    assert loaded.tournament_id is not None
    assert any(isinstance(e, m.TournamentInfo) for e in out)
    service.run_due()
    tournament = service.tournaments.get(loaded.tournament_id)
    assert len(tournament.entrants) == 3 and "me" in tournament.entrants
    assert tournament.tables
    assert any(isinstance(e, m.TableSnapshot) for e in out)


def test_hand_history_shows_own_cards_and_only_shown_cards_of_others() -> None:
    """Hole cards never reach the wrong player: the player's own history carries their
    cards, other players' cards only if shown down, and never the seed."""
    service, clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=TABLE_SCENARIO))
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    assert loaded.table_id is not None
    play_passively(service, clock, loaded.table_id)
    out.clear()
    service.handle("me", m.FetchHandHistory(table_id=loaded.table_id, limit=2))
    histories = next(e for e in out if isinstance(e, m.HandHistories))
    assert len(histories.hands) == 2
    for row in histories.hands:
        assert row.pokerstars.startswith("PokerStars Hand #")
        assert "Dealt to Me [" in row.pokerstars
        fields = tomllib.loads(row.phh)
        assert "_seed" not in fields
        deals = [a for a in fields["actions"] if a.startswith("d dh")]
        hero = fields["players"].index("Me") + 1
        assert "??" not in next(a for a in deals if a.startswith(f"d dh p{hero} "))
        shown = {a.split()[0] for a in fields["actions"] if " sm " in a}
        for deal in deals:
            player = deal.split()[2]
            if player != f"p{hero}" and player not in shown:
                assert deal.endswith("????")
    service.handle("me", m.FetchHandHistory())
    assert len(next(e for e in reversed(out) if isinstance(e, m.HandHistories)).hands) == 3


def test_debug_snapshot_shows_tables_and_tournaments_without_cards() -> None:
    """Debug panel (testers only): the room state, JSON-able, with no hole cards."""
    service, _clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=TABLE_SCENARIO))
    service.handle("me", m.DebugSnapshot())
    state = next(e for e in out if isinstance(e, m.RoomState))
    wire = m.decode_event(m.encode(state))
    assert wire == state
    (table,) = state.tables
    assert [s.name for s in table.seats] == ["Me", "Lou", "Tia"]
    assert "cards" not in m.encode(state).decode()


def test_scenario_tournament_is_a_practice_event_in_play_money() -> None:
    """A scenario tournament is practice: play money, never "Real money" in its lobby,
    whatever currency its structure preset is sold in, and its name says practice."""
    service, _clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=TOURNAMENT_SCENARIO))
    infos = [e for e in out if isinstance(e, m.TournamentInfo)]
    assert infos and not any(i.real_money for i in infos)
    assert {i.row.name for i in infos} == {"Tiny sit & go (practice)"}  # named practice
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    assert service.tournaments.get(loaded.tournament_id or "").structure.currency.value == \
        "PLAY"


STATE_SCENARIO = """
name = "Final table"
seed = 9
[tournament]
structure = "turbo_pko"
players = 45
bots = "tight-aggressive"
hero = "You"
[tournament.state]
players_left = 3
level = 12
minutes_in_level = 1.0
prizes_awarded = { Dora = "11.25" }
[[tournament.state.players]]
name = "You"
stack = 20000
bounty = "10.00"
[[tournament.state.players]]
name = "Ben"
stack = 60000
player = "loose-passive"
[[tournament.state.players]]
name = "Cat"
stack = 55000
"""


def test_scenario_state_is_put_on_the_rooms_tournament() -> None:
    """A [tournament.state] in the GUI's room: the player and the named bots (under their
    names) at one final table with the state's stacks and bounties, at its level, the
    prizes paid so far paid; the first hand is dealt from there."""
    service, _clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=STATE_SCENARIO))
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    t = service.tournaments.get(loaded.tournament_id or "")
    assert t.players_left == 3 and len(t.tables) == 1
    (table,) = t.tables.values()
    names = {service.accounts.names.get(p, p): p for p in table.seats.values()}
    assert set(names) == {"Me", "Ben", "Cat"}
    assert {n: table.stacks[p] for n, p in names.items()} == {"Me": 20000, "Ben": 60000,
                                                             "Cat": 55000}
    assert t.bounties is not None and str(t.bounties.bounty_of("me")) == "10.00"
    assert t.info().level == 12
    dora = next(e for p, e in t.entrants.items() if service.accounts.names.get(p) == "Dora")
    assert (dora.place, str(dora.prize)) == (4, "11.25")
    service.run_due()
    assert any(isinstance(e, m.TableSnapshot) and e.small_blind == 150 for e in out)


def test_scripted_ticket_plays_its_cards_and_actions_in_the_rooms_table() -> None:
    """A ticket scenario loaded in the GUI's room (scripted seats, [[hands]]): the table
    deals the script's cards and plays its written actions, so it ends as `qa scenario`
    says (the side pot ticket: Short wins the main pot, Middle the side pot)."""
    service, clock, out = practice_room()
    service.handle("me", m.LoadScenario(path=str(SCENARIOS / "ticket_side_pot.toml")))
    assert not [e for e in out if isinstance(e, m.Error)]
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    found = service.tables.lookup(loaded.table_id or "")
    assert found is not None
    table = found[1]
    for _ in range(20):
        if table.hand_no == 1 and not table.in_hand:
            break
        clock.advance(1)
        service.run_due()
    stacks = {service.accounts.names.get(p, p): s for p, s in table.stacks.items()}
    assert stacks == {"Short": 1500, "Middle": 2000, "Big": 1500}
    shown = [e for e in out if isinstance(e, m.TableEvent) and isinstance(e.body, DealHole)]
    assert shown == []  # an observer (no human seat) is dealt no hole cards


HERO_SCRIPT = """
name = "Hero shoves"
seed = 6
[tournament]
structure = "turbo"
players = 18
bots = "tight-aggressive"
hero = "You"
[tournament.state]
players_left = 3
level = 5
[[tournament.state.players]]
name = "You"
stack = 10000
[[tournament.state.players]]
name = "Ben"
stack = 20000
player = "scripted"
[[tournament.state.players]]
name = "Cat"
stack = 24000
player = "scripted"
[[hands]]
hole = { You = ["As", "Ad"], Ben = ["Kh", "Kd"] }
board = ["2c", "7d", "9h", "Js", "3s"]
actions = ["You allin", "Ben call", "Cat fold"]
"""


def test_scripted_tournament_hand_plays_the_players_written_action_too() -> None:
    """A tournament scenario's `[[hands]]` in the room: the player's written action is
    played for them (no turn is asked of them) and the script's cards are dealt, so the
    hand ends as written (our aces double us up against Ben's kings)."""
    service, clock, out = practice_room()
    service.handle("me", m.LoadScenario(text=HERO_SCRIPT))
    assert not [e for e in out if isinstance(e, m.Error)]
    loaded = next(e for e in out if isinstance(e, m.ScenarioLoaded))
    tournament = service.tournaments.get(loaded.tournament_id or "")
    (table,) = tournament.tables.values()
    for _ in range(100):
        if table.hand_no >= 1 and not table.in_hand:
            break
        if not service.run_due():
            clock.advance(1)
    holes = [e.body.cards for e in out
             if isinstance(e, m.TableEvent) and isinstance(e.body, DealHole)]
    assert holes[0] == ("As", "Ad")
    assert not [e for e in out if isinstance(e, m.ActionRequest)]
    assert table.stacks["me"] > 20000  # doubled, plus Cat's blind or ante left behind
