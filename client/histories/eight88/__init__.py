"""888poker (Pacific, Cassava) text hand histories (`#Game No : ...`), read into the same
`ParsedHand` as PokerStars text and replayed through the same recorded-hand core."""
