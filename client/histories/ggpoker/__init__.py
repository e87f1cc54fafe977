"""GGPoker's own constructs on top of the PokerStars dialect its text is written in."""
