"""One derivation of card seeds: the same scenario and seed deal the same cards in
`skg-poker qa scenario FILE --seed S`, in the client's practice room (what
`skg-poker --scenario FILE --seed S` and Game › Load scenario send) and at a
`skg-poker-server --seed S` table as in `qa`'s own room."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from client.cli import main
from client.histories.phh.read import read_phh
from client.protocol import messages as m
from client.protocol.table_bodies import DealBoard, DealHole, PlayerAction, Seating
from client.room.clock import SimulatedClock
from client.service import RoomConfig, RoomService

SCENARIOS = Path(__file__).resolve().parents[2] / "resources" / "scenarios"

SCENARIO = """
name = "Seeded"
seed = 11
[table]
game = "NLHE"
hands = 2
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


def _qa_holes(tmp_path: Path, seed: int, capsys: pytest.CaptureFixture[str]
              ) -> list[tuple[str | None, ...]]:
    path = tmp_path / "seeded.toml"
    path.write_text(SCENARIO, encoding="utf-8")
    assert main(["qa", "scenario", str(path), "--seed", str(seed)]) == 0
    holes = []
    for hand in json.loads(capsys.readouterr().out)["hands"]:
        recorded, _ = read_phh(hand["phh"])
        holes.append(tuple(dict(zip(recorded.players, recorded.hole, strict=True))["Hero"]))
    return holes


def _loaded(load: m.LoadScenario, name: str
            ) -> tuple[SimulatedClock, RoomService, list[m.Event], m.ScenarioLoaded]:
    """A practice room on a simulated clock where the player ``me`` (``name``) loaded a
    scenario: the clock, the room, the events to that player and the room's answer."""
    clock = SimulatedClock(datetime(2026, 3, 1, 20, tzinfo=UTC))
    service = RoomService(clock, config=RoomConfig(practice=True, seed=3, sit_and_gos=(),
                                                   tournaments=(), rings=()))
    out: list[m.Event] = []
    service.subscribe(lambda pid, ev: out.append(ev) if pid == "me" else None)
    service.ensure_local_player("me", name)
    service.set_connected("me", True)
    service.handle("me", load)
    return clock, service, out, next(e for e in out if isinstance(e, m.ScenarioLoaded))


def _two_room_hands(text: str, seed: int | None) -> tuple[RoomService, list[m.Event]]:
    """Load a [table] scenario in a practice room and play its first two hands (the
    player at Hero's seat folds when asked); the room and its events to that player."""
    clock, service, out, loaded = _loaded(m.LoadScenario(text=text, seed=seed), "Hero")
    for _ in range(500):
        found = service.tables.lookup(loaded.table_id or "")
        if found is None or (found[1].hand_no >= 2 and not found[1].in_hand):
            break
        if found[1].to_act == "me":
            service.handle("me", m.Act(table_id=found[1].table_id, action=m.ActionKind.FOLD))
        elif not service.run_due():
            clock.advance(1)
    return service, out


def _practice_room_holes(seed: int | None) -> list[tuple[str | None, ...]]:
    _, out = _two_room_hands(SCENARIO, seed)
    return [tuple(e.body.cards) for e in out
            if isinstance(e, m.TableEvent) and isinstance(e.body, DealHole)]


def test_qa_and_the_practice_room_deal_the_same_cards_for_a_seed(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    qa = _qa_holes(tmp_path, 42, capsys)
    assert len(qa) == 2
    assert _practice_room_holes(42) == qa
    assert _qa_holes(tmp_path, 11, capsys) == _practice_room_holes(None)  # the file's seed
    assert qa != _qa_holes(tmp_path, 11, capsys)


def test_server_seed_is_the_rooms_card_seed() -> None:
    """`skg-poker-server --seed S` seeds its room as `qa play --seed S` seeds the practice
    room: every table's hand N from hand_seed(S, table, N); without it, secure shuffles."""
    from client.server.main import build_parser, config_from

    assert config_from(build_parser().parse_args(["--seed", "7"])).room.seed == 7
    assert config_from(build_parser().parse_args([])).room.seed is None
    practice = RoomService.practice(SimulatedClock(datetime(2026, 1, 1, tzinfo=UTC)), seed=7)
    assert practice.config.seed == 7


SCRIPTED = SCENARIO.replace("hands = 2", "hands = 2\nbutton = 1") + """
[[hands]]
button = "Tia"
hole = { Tia = ["As", "Ks"] }
actions = ["Tia raise 300", "Hero fold", "Lou call", "Lou check", "Tia bet 400", "Lou fold"]

[[hands]]
button = "Lou"
actions = ["Lou fold", "Tia fold"]
"""

Hand = tuple[str, tuple[str, ...], tuple[str, ...], tuple[tuple[str, str, int], ...]]
SIZED = ("bet", "raise")  # a call's or check's amount: qa records none, the room the chips


def _qa_hands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> list[Hand]:
    """Each hand of `qa scenario`: the button's name, Hero's cards, the board, actions."""
    path = tmp_path / "scripted.toml"
    path.write_text(SCRIPTED, encoding="utf-8")
    assert main(["qa", "scenario", str(path), "--seed", "42"]) == 0
    hands = []
    for hand in json.loads(capsys.readouterr().out)["hands"]:
        recorded, _ = read_phh(hand["phh"])
        names = hand["players"]
        hole = dict(zip(recorded.players, recorded.hole, strict=True))["Hero"]
        acts = tuple((names[a["seat"]], a["kind"], a["amount"] if a["kind"] in SIZED else 0)
                     for a in hand["actions"])
        hands.append((names[hand["config"]["button"]], tuple(str(c) for c in hole),
                      tuple(str(c) for c in recorded.board), acts))
    return hands


def _room_hands() -> list[Hand]:
    """The same from the practice room's events to the player at Hero's seat."""
    service, out = _two_room_hands(SCRIPTED, 42)
    names = {"me": "Hero", **service.accounts.names}
    hands: list[Hand] = []
    for event in out:
        if not isinstance(event, m.TableEvent):
            continue
        body = event.body
        if isinstance(body, Seating):
            player = body.players[body.seats.index(body.button_seat)]
            hands.append((names[player], (), (), ()))
        elif isinstance(body, DealHole):
            hands[-1] = (hands[-1][0], tuple(body.cards), *hands[-1][2:])
        elif isinstance(body, DealBoard):
            hands[-1] = (*hands[-1][:2], hands[-1][2] + tuple(body.cards), hands[-1][3])
        elif isinstance(body, PlayerAction) and event.player_id is not None:
            act = (names[event.player_id], body.kind,
                   body.amount if body.kind in SIZED else 0)
            hands[-1] = (*hands[-1][:3], (*hands[-1][3], act))
    return hands


def test_a_scripted_scenario_plays_alike_in_qa_and_the_room(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same scripted scenario and seed: each hand's button (the table's first button
    and a hand's `button` player), Hero's cards, the board and every action are the same
    in `qa scenario` and in the GUI's practice room."""
    qa = _qa_hands(tmp_path, capsys)
    assert [hand[0] for hand in qa] == ["Tia", "Lou"]
    assert _room_hands() == qa


def test_a_scripted_tournament_ticket_plays_alike_in_qa_and_the_room(
        capsys: pytest.CaptureFixture[str]) -> None:
    """A tournament scenario's `[[hands]]` after its state (the PKO bounty ticket) are
    dealt and played as written in the GUI's room as in `qa scenario`: one hand, the same
    top three and the same bounty money won (before, its "scripted" players played on as
    bots with the room's own cards)."""
    path = SCENARIOS / "ticket_pko_final_table.toml"
    assert main(["qa", "scenario", str(path)]) == 0
    qa = json.loads(capsys.readouterr().out)
    clock, service, _, loaded = _loaded(m.LoadScenario(path=str(path)), "Tester")
    tournament = service.tournaments.get(loaded.tournament_id or "")
    (table,) = tournament.tables.values()
    for _ in range(200):
        if table.hand_no >= 1 and not table.in_hand:
            break
        if not service.run_due():
            clock.advance(1)
    names = service.accounts.names
    placed = sorted((e.place, names[p]) for p, e in tournament.entrants.items()
                    if e.place is not None and e.place <= 3)
    assert [name for _place, name in placed] == qa["finishing_order"][:3]
    assert table.hand_no == qa["hands_played"] == 1
    won = {names[p]: str(e.bounty_won) for p, e in tournament.entrants.items()
           if e.bounty_won}
    assert won == qa["bounties"]
