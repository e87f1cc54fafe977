"""`skg-poker qa reproduce REPORT.zip`: does a bug report reproduce on this machine?

Replays each hand of the report through the rules (PHH files: their finishing stacks
compared with the file's; the PokerStars text the client saves: each hand's recorded
result checked); restores each saved tournament into a fresh offline practice room (on a
simulated clock), checks its players, stacks and level are the report's and plays it on
until its next hand is over. Prints {"version", "hands", "replayed", "same_stacks",
"tournaments", "restored"} (counts; `version` the report's) and lists on stderr whatever
did not reproduce. Exit 0 when everything reproduces, 1 when something does not, 2 when
the file is not a readable report.
"""

from __future__ import annotations

import argparse
import json
import sys
from datetime import UTC, datetime
from pathlib import Path

from client.adapters.local import LOCAL_PLAYER
from client.engine import EngineError
from client.histories.files import HistoryFileError, detect_format, replay_history
from client.histories.phh.dealt import PHHFormatError, replay_phh
from client.histories.pokerstars.read import PokerStarsFormatError
from client.qa.report_file import Report, ReportError, read_report
from client.qa.restore import Restored, restore_report
from client.room.clock import SimulatedClock
from client.room.saved.codec import decode_state
from client.room.tournament.director import State
from client.service import RoomService

PLAY_ON_SECONDS = 1800  # simulated time a restored tournament gets to finish a hand
_STEP_SECONDS = 2.0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the `reproduce` command."""
    parser = subparsers.add_parser(
        "reproduce", help="replay a bug report's hands and restore its tournaments; JSON")
    parser.add_argument("report", type=Path,
                        help="the report archive (qa bundle, Help › Report a problem)")
    parser.set_defaults(handler=run)


def replay_hands(report: Report) -> tuple[int, int, int, list[str]]:
    """Hands, replayed, with the recorded finishing stacks, and what went wrong: each PHH
    file and each hand of the PokerStars text (the client saves that; its replay checks the
    recorded result)."""
    hands = replayed = same = 0
    problems: list[str] = []
    for name, text in sorted(report.hands.items()):
        if name.endswith(".phh"):
            hands += 1
            try:
                hand = replay_phh(text)
            except (PHHFormatError, EngineError) as exc:
                problems.append(f"{name} does not replay: {exc}")
                continue
            replayed += 1
            recorded = hand.recorded.finishing_stacks
            if recorded is not None and list(recorded) != hand.finishing_stacks():
                problems.append(f"{name}: the file says finishing_stacks {list(recorded)} "
                                f"but the rules give {hand.finishing_stacks()}")
            else:
                same += 1
            continue
        try:
            stars = replay_history(text, detect_format(text, name))
        except (PokerStarsFormatError, PHHFormatError, HistoryFileError) as exc:
            problems.append(f"{name} cannot be read: {exc}")
            continue
        hands += len(stars.hands) + len(stars.unsupported)
        replayed += len(stars.hands)
        same += len(stars.hands)
        problems += [f"{name}: hand {u['id']} {u['why']}" for u in stars.unsupported]
    return hands, replayed, same, problems


def restore_in_fresh_room(report: Report) -> tuple[int, list[str]]:
    """Tournaments restored as reported and playing on, and what went wrong."""
    clock = SimulatedClock(datetime.now(UTC))
    service = RoomService.practice(clock, seed=0, bot_delay=0.0)
    service.ensure_local_player(LOCAL_PLAYER, "You")
    restored, failed = restore_report(service, report)
    problems = [f"tournament {tid} not restored: {why}" for tid, why in failed.items()]
    wrong = {done.reported_id: _differences(report, done) for done in restored}
    for done in restored:  # compared first: playing one on moves the others' clock too
        if not wrong[done.reported_id] and not _plays_on(service, clock, done):
            wrong[done.reported_id] = [f"tournament {done.reported_id} does not play on"]
    problems += [problem for found in wrong.values() for problem in found]
    return sum(not found for found in wrong.values()), problems


def _differences(report: Report, done: Restored) -> list[str]:
    """Where the restored tournament is not the report's (players, stacks, level)."""
    saved = next(t for t in report.tournaments if t.tournament_id == done.reported_id)
    state = decode_state(saved.state)
    t = done.tournament
    want = {done.names.get(p, p): n for table in state.tables for p, n in table.stacks.items()}
    have = {p: n for table in t.tables.values() for p, n in table.stacks.items()}
    problems = []
    if want != have or state.players_left != t.players_left:
        problems.append(f"tournament {done.reported_id} restored with other players or "
                        f"stacks: {have} instead of {want}")
    if t.timekeeper.level != state.clock.level:
        problems.append(f"tournament {done.reported_id} restored at level "
                        f"{t.timekeeper.level + 1}, not {state.clock.level + 1}")
    return problems


def _plays_on(service: RoomService, clock: SimulatedClock, done: Restored) -> bool:
    """The restored tournament finishes its next hand (or the event) in simulated time."""
    t = done.tournament
    start = t.hands_played
    for _ in range(int(PLAY_ON_SECONDS / _STEP_SECONDS)):
        clock.advance(_STEP_SECONDS)
        service.run_due()
        if t.hands_played > start or t.state is not State.RUNNING:
            return True
    return False


def run(args: argparse.Namespace) -> int:
    """Reproduce and print; exit 0 when all reproduces, 1 when not, 2 for a bad file."""
    try:
        report = read_report(args.report)
    except ReportError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    hands, replayed, same, problems = replay_hands(report)
    restored, not_restored = restore_in_fresh_room(report)
    problems += not_restored
    print(json.dumps({"version": report.version, "hands": hands, "replayed": replayed,
                      "same_stacks": same, "tournaments": len(report.tournaments),
                      "restored": restored}))
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0
