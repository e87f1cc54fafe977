"""The room's latest hands as integrity facts, for the floor's review (site rules: the
site routinely reviews play for soft play, chip dumping, heads-up flipping and several
accounts at one event; `client.integrity` finds them)."""

from __future__ import annotations

from collections import deque

from client.integrity.facts import HandFacts, facts_from_events
from client.integrity.flags import Flag
from client.integrity.review import review
from client.room.table import HandReport

HANDS_REVIEWED = 2000
"""How many of the room's latest hands the review looks at."""


class HandReview:
    """Keeps the latest `HANDS_REVIEWED` hands and reviews them on demand (the facts are
    read only then: keeping a hand costs nothing at the table)."""

    def __init__(self) -> None:
        self._hands: deque[tuple[str | None, HandReport]] = deque(maxlen=HANDS_REVIEWED)

    def hand_played(self, tournament_id: str | None, report: HandReport) -> None:
        """A finished hand (any table)."""
        self._hands.append((tournament_id, report))

    @property
    def count(self) -> int:
        """Hands kept for review."""
        return len(self._hands)

    def flags(self) -> list[Flag]:
        """The review of the hands kept (each flag names its hands and says why)."""
        return review([_facts(tid, report) for tid, report in self._hands])


def _facts(tournament_id: str | None, report: HandReport) -> HandFacts:
    return facts_from_events(
        f"{report.table_id}-{report.hand_no}", report.players, report.events,
        [report.end_stacks.get(p, 0) for p in report.players], tournament_id)
