"""Practice: a living lobby. Bots come to the practice cash tables, play a while and go
home; at a full table they wait on its list. Each table has a crowd it tends to (drawn
again now and then: a quiet table fills up, a full one empties), so most tables are
played at, some have a list and a few are empty, as a card room in the evening.

Only the crowd's comings and goings are decided here; the hands are dealt and played by
the room like any other, so the lobby's figures are those of hands really played. An
unwatched table deals at a card room's pace for its players (`pause`), which also keeps
the room light: a hand is played through at once, then the table rests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from client.room.step_random import StepRandom
from client.room.tracked import TDict, Tracked
from client.service.config import RoomConfig

QUIET_SHARE = 0.12
"""The share of crowds drawn at nobody: a few tables stand empty."""
CHANGE_OF_MIND = 0.04
"""Between two hands, the chance a table's crowd is drawn again."""
GOES_HOME = 0.05
"""Between two hands, the chance one bot goes home although the crowd wants it."""
PASSER_BY = 0.04
"""Between two hands, the chance one more bot comes although the crowd is there."""
GIVES_UP = 0.08
"""Between two hands, the chance the first bot on a list stops waiting."""
LONGEST_LIST = 3
"""Most bots waiting for a seat at one table."""
FIRST_HAND_SECONDS = (2.0, 12.0)
"""When the room opens, each table deals its first hand within these seconds."""


def hands_per_hour(players: int) -> float:
    """A card room's pace: about 180 hands an hour heads-up, 85 six-handed, 70 nine."""
    return 40 + 280 / max(players, 2)


@dataclass(frozen=True, slots=True)
class Moves:
    """What a table's crowd does between two hands: who goes home, how many sit down."""

    leaving: tuple[str, ...] = ()
    arriving: int = 0


@dataclass(eq=False)
class Crowd(Tracked):
    """One table's crowd: how many it tends to (more than the seats: a list forms) and how
    many bots wait for a seat."""

    seats: int
    wanted: int
    waiting: int = 0


class LobbyLife(Tracked):
    """The crowds of the practice cash tables, drawn from one seeded generator."""

    def __init__(self, seed: int | None) -> None:
        self._rng = StepRandom(seed)
        self._crowds: dict[str, Crowd] = TDict()

    @classmethod
    def of(cls, config: RoomConfig) -> LobbyLife | None:
        """The living lobby of a practice room that wants one (None otherwise)."""
        return cls(config.seed) if config.practice and config.lobby_life else None

    def __contains__(self, table_id: object) -> bool:
        return table_id in self._crowds

    def open(self, table_id: str, seats: int) -> int:
        """A table opens: how many bots sit down at once (its crowd, up to the seats)."""
        crowd = self._crowds[table_id] = Crowd(seats, self._draw(seats))
        crowd.waiting = min(max(0, crowd.wanted - seats), LONGEST_LIST)
        return min(crowd.wanted, seats)

    def waiting(self, table_id: str) -> int:
        """Bots on the table's list (the lobby's Waiting column counts them)."""
        crowd = self._crowds.get(table_id)
        return crowd.waiting if crowd is not None else 0

    def between_hands(self, table_id: str, bots: Sequence[str], free: int) -> Moves:
        """Between two hands at a table of ``bots`` with ``free`` seats anyone may take:
        who goes home and how many sit down (from the list first)."""
        crowd = self._crowds[table_id]
        rng = self._rng
        if rng.random() < CHANGE_OF_MIND:
            crowd.wanted = self._draw(crowd.seats)
        leaving: tuple[str, ...] = ()
        if bots and ((len(bots) > crowd.wanted and rng.random() < 0.5)
                     or rng.random() < GOES_HOME):
            leaving = (rng.choice(list(bots)),)
        staying = len(bots) - len(leaving)
        if (staying + crowd.waiting < crowd.wanted and rng.random() < 0.5) or \
                rng.random() < PASSER_BY:
            crowd.waiting += 1
        if crowd.waiting and rng.random() < GIVES_UP:
            crowd.waiting -= 1
        arriving = min(crowd.waiting, free + len(leaving))
        crowd.waiting = min(crowd.waiting - arriving, LONGEST_LIST)
        return Moves(leaving, arriving)

    def pause(self, players: int, hand_no: int) -> float:
        """Seconds from one hand to the next at an unwatched table of ``players``."""
        if hand_no == 0:
            return self._rng.uniform(*FIRST_HAND_SECONDS)
        return 3600 / hands_per_hour(players) * self._rng.uniform(0.75, 1.25)

    def _draw(self, seats: int) -> int:
        """A crowd: nobody now and then, else two players up to a full table and a list."""
        if self._rng.random() < QUIET_SHARE:
            return 0
        return self._rng.randint(2, seats + 2)
