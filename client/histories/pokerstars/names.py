"""PokerStars' names of games, streets and fold points, shared by the hand-history writer
(`client.histories.pokerstars.write`) and whatever else words a hand as PokerStars does."""

from __future__ import annotations

#: PokerStars' name of each game code (the hand-history writers share it).
GAME_NAMES = {
    "NLHE": "Hold'em No Limit",
    "PLHE": "Hold'em Pot Limit",
    "FLHE": "Hold'em Limit",
    "PLO": "Omaha Pot Limit",
    "NLO": "Omaha No Limit",
    "PLO8": "Omaha Hi/Lo Pot Limit",
    "FLO8": "Omaha Hi/Lo Limit",
    "STUD": "7 Card Stud Limit",
    "STUD8": "7 Card Stud Hi/Lo Limit",
    "RAZZ": "Razz Limit",
    "27TD": "Triple Draw 2-7 Lowball Limit",
    "NL27SD": "Single Draw 2-7 Lowball No Limit",
}
STREET_TITLES = {
    "flop": "FLOP",
    "turn": "TURN",
    "river": "RIVER",
    "third": "3rd STREET",
    "fourth": "4th STREET",
    "fifth": "5th STREET",
    "sixth": "6th STREET",
    "seventh": "RIVER",
    "first_draw": "FIRST DRAW",
    "second_draw": "SECOND DRAW",
    "third_draw": "THIRD DRAW",
}
FOLDED_ON = {
    "preflop": "before Flop",
    "flop": "on the Flop",
    "turn": "on the Turn",
    "river": "on the River",
    "third": "on the 3rd Street",
    "fourth": "on the 4th Street",
    "fifth": "on the 5th Street",
    "sixth": "on the 6th Street",
    "seventh": "on the 7th Street",
    "predraw": "before the Draw",
    "first_draw": "after the 1st Draw",
    "second_draw": "after the 2nd Draw",
    "third_draw": "after the 3rd Draw",
}
