"""partypoker text hand histories (`***** Hand History for Game ... *****`), read into the
same `ParsedHand` as PokerStars text and replayed through the same recorded-hand core."""
