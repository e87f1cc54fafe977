"""Mixed-game rotations such as HORSE: which game hand k of a table deals."""

from __future__ import annotations

from dataclasses import dataclass

from client.engine.errors import EngineError
from client.engine.games import game_spec

ROTATIONS: dict[str, tuple[str, ...]] = {
    # Hold'em, Omaha 8, Razz, Stud, Stud Eight: fixed limit throughout.
    "HORSE": ("FLHE", "FLO8", "RAZZ", "STUD", "STUD8"),
    # Mixed Hold'em: Limit, then No Limit; each hand raked by the game dealt.
    "MIXED_HOLDEM": ("FLHE", "NLHE"),
}


@dataclass(frozen=True, slots=True)
class MixedRotation:
    """A fixed number of hands of each game in turn, then the next game."""

    games: tuple[str, ...]
    hands_each: int = 8

    def __post_init__(self) -> None:
        if not self.games or self.hands_each <= 0:
            raise EngineError("a rotation needs at least one game and hands_each > 0")
        for code in self.games:
            game_spec(code)

    @classmethod
    def named(cls, code: str, hands_each: int = 8) -> MixedRotation:
        """A standard rotation by its code, e.g. "HORSE"."""
        games = ROTATIONS.get(code)
        if games is None:
            raise EngineError(f"unknown rotation {code!r}: use one of {', '.join(ROTATIONS)}")
        return cls(games, hands_each)

    def game_for(self, hand_number: int) -> str:
        """The game code of hand `hand_number` (0-based) at this table."""
        if hand_number < 0:
            raise EngineError("hand numbers start at 0")
        return self.games[(hand_number // self.hands_each) % len(self.games)]
