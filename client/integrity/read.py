"""History files in, `HandFacts` out, through the existing readers (PHH, PHHS and
PokerStars text, which is also what this client saves)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from client.engine.errors import EngineError
from client.histories.files import HistoryEntry, decode_history, iter_history
from client.histories.recorded.replay import replay_recorded
from client.integrity.facts import HandFacts, facts_from_events


@dataclass(slots=True)
class Reading:
    """The hands read, and why each hand or file that could not be used was left out."""

    hands: list[HandFacts] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)


def entry_facts(entry: HistoryEntry) -> HandFacts:
    """A file's hand replayed through the engine (EngineError if it cannot be)."""
    if entry.recorded is None:
        raise EngineError(entry.why or "not replayable")
    replayed = replay_recorded(entry.recorded)
    names = [""] * len(replayed.order)
    for k, seat in enumerate(replayed.order):
        names[seat] = entry.players[k]
    tournament = entry.parsed.tournament if entry.parsed is not None else None
    return facts_from_events(entry.id, names, replayed.events, replayed.stacks,
                             str(tournament) if tournament is not None else None)


def read_histories(paths: Iterable[Path]) -> Reading:
    """Every replayable hand of the files, in file order."""
    reading = Reading()
    for path in paths:
        try:
            entries = list(iter_history(decode_history(path.read_bytes()), path.name))
        except (OSError, EngineError) as exc:
            reading.skipped.append(f"{path}: {exc}")
            continue
        for entry in entries:
            try:
                reading.hands.append(entry_facts(entry))
            except EngineError as exc:
                reading.skipped.append(f"{path} hand {entry.id}: {exc}")
    return reading
