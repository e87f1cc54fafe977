"""The games the site spreads: one immutable spec per game code drives the engine.

Families: "holdem" and "omaha" (blinds, board), "stud" (antes, bring-in, up
cards), "draw" (blinds, five hidden cards, draw rounds). `split` says how pots
are won: "hi", "hilo8" (high half gets the odd chip), "a5" (razz) or "27" (deuce
to seven lowball: 2-7 triple draw and no-limit 2-7 single draw, one draw).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from client.engine.errors import EngineError


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Structure of one game: betting limit, family, pot split and table limits."""

    code: str
    name: str
    family: str  # "holdem" | "omaha" | "stud" | "draw"
    limit: str  # "NL" | "PL" | "FL"
    split: str  # "hi" | "hilo8" | "a5" | "27"
    max_players: int  # the most our tables seat
    streets: tuple[str, ...]
    big_bet_from: int  # first betting round (0-based) played with the big bet in FL
    dealt_max: int = 0  # the most a recorded hand may deal in, if above max_players

    @property
    def most_dealt(self) -> int:
        """Players a hand can deal in: our tables' seats, or more where a site's recorded
        hands show it deals the game to more (the deck still suffices: draws reshuffle)."""
        return max(self.max_players, self.dealt_max)

    @property
    def uses_blinds(self) -> bool:
        """Flop and draw games post blinds and use a button; stud does not."""
        return self.family != "stud"

    @property
    def has_hi(self) -> bool:
        """Whether a high hand wins all or part of each pot."""
        return self.split in ("hi", "hilo8")

    @property
    def hole_count(self) -> int:
        """Cards dealt to each player at the start of the hand."""
        return _HOLE_COUNT[self.family]


_HOLE_COUNT: Final = {"holdem": 2, "omaha": 4, "stud": 3, "draw": 5}
_FLOP = ("preflop", "flop", "turn", "river")
_STUD = ("third", "fourth", "fifth", "sixth", "seventh")
_DRAW = ("predraw", "first_draw", "second_draw", "third_draw")
_DRAW1 = _DRAW[:2]

GAMES: Final[dict[str, GameSpec]] = {
    g.code: g
    for g in (
        GameSpec("NLHE", "No Limit Hold'em", "holdem", "NL", "hi", 10, _FLOP, 2),
        GameSpec("PLHE", "Pot Limit Hold'em", "holdem", "PL", "hi", 10, _FLOP, 2),
        GameSpec("FLHE", "Fixed Limit Hold'em", "holdem", "FL", "hi", 10, _FLOP, 2),
        GameSpec("PLO", "Pot Limit Omaha", "omaha", "PL", "hi", 10, _FLOP, 2),
        GameSpec("NLO", "No Limit Omaha", "omaha", "NL", "hi", 10, _FLOP, 2),
        GameSpec("PLO8", "Pot Limit Omaha Hi/Lo", "omaha", "PL", "hilo8", 10, _FLOP, 2),
        GameSpec("FLO8", "Fixed Limit Omaha Hi/Lo", "omaha", "FL", "hilo8", 10, _FLOP, 2),
        GameSpec("STUD", "Seven Card Stud", "stud", "FL", "hi", 8, _STUD, 2),
        GameSpec("STUD8", "Seven Card Stud Hi/Lo", "stud", "FL", "hilo8", 8, _STUD, 2),
        GameSpec("RAZZ", "Razz", "stud", "FL", "a5", 8, _STUD, 2),
        GameSpec("27TD", "2-7 Triple Draw", "draw", "FL", "27", 6, _DRAW, 2),
        # PokerStars dealt it at 7-max tables (`Table 'AlstI' 7-max`, 2011 cash hands)
        GameSpec("NL27SD", "No Limit 2-7 Single Draw", "draw", "NL", "27", 6, _DRAW1, 1, 7),
    )
}


def game_spec(code: object) -> GameSpec:
    """The spec for a game code; a clear error lists the valid codes (also for a code that
    is not a string: `object`, so the compiled engine raises EngineError, not TypeError)."""
    spec = GAMES.get(code) if isinstance(code, str) else None
    if spec is None:
        raise EngineError(f"unknown game {code!r}: use one of {', '.join(GAMES)}")
    return spec
