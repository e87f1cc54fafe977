"""iPoker-network XML hand histories (`<session>` of `<game gamecode=...>`), read into the
same `ParsedHand` as PokerStars text and replayed through the same recorded-hand core."""
