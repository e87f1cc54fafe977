"""Winamax text hand histories (`Winamax Poker - CashGame - HandId: #...`), read into the
same `ParsedHand` as PokerStars text and replayed through the same recorded-hand core."""
