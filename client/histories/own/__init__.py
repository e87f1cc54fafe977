"""Hand histories of the player's own hands: one record of a played hand as this player saw
it (`record.HandLog`, built from the table events the client receives) and its writers:
the readable log, PHH and PokerStars text, and the automatic saving to files.

No Qt here: the UI, `skg-poker qa play` and tests share it. Layer: above the protocol,
below the UI.
"""
