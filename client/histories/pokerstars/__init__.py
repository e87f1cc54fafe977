"""PokerStars text hand histories: the reader, the writer of the player's own hands, and
PokerStars' names of games and streets."""
