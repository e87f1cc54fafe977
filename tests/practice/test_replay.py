"""The step-by-step replay model: frames forward and back, and only the viewer's cards."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from client.histories.phh.dealt import export_phh
from client.histories.pokerstars.read import parse_pokerstars
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.recorded.model import ReplayedHand
from client.practice.record import HandRecord, replay_hand
from client.practice.replay import (
    HandReplay,
    steps_from_engine,
    steps_from_phh,
    steps_from_recorded,
    steps_from_table,
    steps_from_wire,
)
from client.practice.run import run_table
from client.practice.scenario import TournamentSetup, parse_scenario
from client.practice.session import Phase, PracticeSession
from client.protocol.convert import table_body
from client.protocol.messages import TableEvent as WireEvent
from client.resource_files import resource_file
from client.room.tournament.structure import load_structure


@cache
def _records() -> tuple[HandRecord, ...]:
    text = resource_file("scenarios", "mixed_games_table.toml").read_text()
    return run_table(parse_scenario(text)).records


def test_replay_steps_forward_and_back_to_the_recorded_result() -> None:
    record = _records()[3]
    replay = HandReplay(steps_from_engine(record.events, 0, record.players))
    assert replay.at_start and replay.frame.caption == "Start of the hand"
    end = replay.seek(10_000)
    assert replay.at_end and end.caption == "Hand over"
    assert tuple(end.stacks[p] for p in record.players) == record.final_stacks
    assert end.pot == 0
    before = replay.back()
    assert replay.forward() == end and before.step == len(replay) - 1
    assert replay.seek(-5) == replay.frames[0]
    middle = replay.seek(len(replay) // 2)
    assert middle.pot == sum(record.config.stacks) - sum(middle.stacks.values())


def test_replay_shows_the_viewer_only_their_own_hidden_cards() -> None:
    """Hole cards never reach the wrong player, in replays too."""
    record = _records()[3]
    viewer = HandReplay(steps_from_engine(record.events, 0, record.players))
    spectator = HandReplay(steps_from_engine(record.events, None, record.players))
    hero = record.players[0]
    shown = {e.seat for e in record.events if e.kind == "showdown"}
    for frame in viewer.frames:
        for player, cards in frame.cards.items():
            seat = record.players.index(player)
            if player != hero and seat not in shown:
                assert len(cards) <= 4  # stud: only the face-up cards of the others
    down = {c for e in record.events if e.kind == "deal_hole" and e.visible_to == 0
            for c in e.data["cards"]}  # type: ignore[attr-defined]
    assert down <= set(viewer.frames[-1].cards[hero])
    if 0 not in shown:
        assert not down & set(spectator.frames[-1].cards.get(hero, ()))


def test_replay_of_a_practice_hand_from_table_events() -> None:
    session = PracticeSession(TournamentSetup(load_structure("sit_and_go"), 9, "mixed", "You"),
                              seed=2)
    session.sit_out()
    while len(session.hands) < 2 and session.phase is not Phase.FINISHED:
        session.step()
    events = next(iter(session.hands.values()))
    replay = HandReplay(steps_from_table(events))
    end = replay.seek(len(replay))
    assert "You" in end.players and end.caption == "Hand over"
    assert sum(end.stacks.values()) == 9 * 1500


def test_replay_a_phh_hand_history_step_by_step() -> None:
    record = _records()[3]
    text = export_phh(replay_hand(record))
    public = HandReplay(steps_from_phh(text))
    everything = HandReplay(steps_from_phh(text, show_all=True))
    assert len(public) < len(everything)  # the private deals are not public
    end = everything.seek(len(everything))
    assert sorted(end.stacks.values()) == sorted(record.final_stacks)
    hidden = {c for e in record.events if e.kind == "deal_hole" for c in e.data["cards"]}  # type: ignore[attr-defined]
    shown_all = {c for cards in end.cards.values() for c in cards}
    assert hidden <= shown_all
    shown_public = {c for cards in public.frames[-1].cards.values() for c in cards}
    showdown = {c for e in record.events if e.kind == "showdown" for c in e.data["cards"]}  # type: ignore[attr-defined]
    assert hidden & shown_public <= showdown


def test_replay_from_the_events_the_gui_receives() -> None:
    """The GUI replays its own hand history from protocol TableEvents."""
    session = PracticeSession(TournamentSetup(load_structure("sit_and_go"), 9, "mixed", "You"),
                              seed=2)
    session.sit_out()
    while not session.hands and session.phase is not Phase.FINISHED:
        session.step()
    events = next(iter(session.hands.values()))
    wire = [WireEvent(table_id=e.table_id, player_id=e.player, body=table_body(e.kind, e.data))
            for e in events]
    assert HandReplay(steps_from_wire(wire)).frames == HandReplay(steps_from_table(events)).frames


UI_FIXTURES = Path(__file__).parents[1] / "ui" / "fixtures"


def _cash_hands() -> list[ReplayedHand]:
    text = (UI_FIXTURES / "pokerstars_two_hands.txt").read_text(encoding="utf-8")
    return [replay_parsed(hand).replayed for hand in parse_pokerstars(text)]


def test_recorded_hand_replays_to_its_recorded_stacks_with_the_rake_taken() -> None:
    """A raked PokerStars pot is paid as the file records it: rake, then the collection."""
    for replayed in _cash_hands():
        replay = HandReplay(steps_from_recorded(replayed), lambda c: f"{c}c")
        end = replay.seek(len(replay))
        players = replayed.recorded.players if replayed.recorded else ()
        assert [end.stacks[p] for p in players] == replayed.finishing_stacks()
        assert end.pot == 0 and end.caption == "Hand over"
        captions = [f.caption for f in replay.frames]
        assert f"Rake {replayed.rake}c" in captions
        assert sum(end.stacks.values()) == sum(replayed.hand.config.stacks) - replayed.rake


def test_recorded_hand_never_shows_a_stand_in_for_an_unknown_card() -> None:
    """Cards the file does not show are backs ("??"), never the engine's stand-ins."""
    replayed = _cash_hands()[0]
    recorded = replayed.recorded
    assert recorded is not None
    known = {c for cards in recorded.hole for c in cards if c} | {
        c for c in recorded.board if c}
    replay = HandReplay(steps_from_recorded(replayed))
    for frame in replay.frames:
        for cards in frame.cards.values():
            assert set(cards) <= known | {"??"}
    assert replay.frames[-1].cards["fishy_mcfish"] == ("??", "??")


def test_a_showdown_of_unknown_cards_is_settled_as_recorded() -> None:
    """Where unknown cards decide the showdown the recorded result is taken as given."""
    text = "\n".join([
        'variant = "NT"', 'players = ["Ann", "Ben"]', "antes = [0, 0]",
        "blinds_or_straddles = [50, 100]", "min_bet = 100",
        "starting_stacks = [1000, 1000]",
        'actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 1000", "p1 cc",',
        '  "d db 2c7d9h", "d db Js", "d db Kd", "p1 sm ????", "p2 sm ????"]',
        "finishing_stacks = [2000, 0]", ""])
    replay = HandReplay(steps_from_phh(text, show_all=True))
    end = replay.seek(len(replay))
    assert end.stacks == {"Ann": 2000, "Ben": 0}
    assert "Ann wins 2000" in [f.caption for f in replay.frames]
    assert end.cards == {"Ann": ("??", "??"), "Ben": ("??", "??")}


def test_a_dead_blind_is_dead_money_and_a_live_one_a_bet() -> None:
    """`posts small & big blinds`: the small blind part is dead (not a bet), the big blind
    part live, so the poster checks preflop and every frame's chips add up."""
    text = (UI_FIXTURES / "pokerstars_dead_blind.txt").read_text(encoding="utf-8")
    replayed = replay_parsed(parse_pokerstars(text)[0]).replayed
    replay = HandReplay(steps_from_recorded(replayed))
    captions = [f.caption for f in replay.frames]
    assert "NewGuy posts a dead blind (5)" in captions
    assert "NewGuy posts a live big blind (10)" in captions
    assert "NewGuy checks" in captions
    total = sum(replayed.hand.config.stacks)
    for frame in replay.frames[3:]:
        assert sum(frame.stacks.values()) + frame.pot in (total, total - replayed.rake)
    end = replay.frames[-1]
    assert [end.stacks[p] for p in ("Zeebo77", "fishy_mcfish", "Hero123", "NewGuy")] == [
        1000, 990, 990, 1018]
