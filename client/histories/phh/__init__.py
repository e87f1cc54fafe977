"""PHH (Poker Hand History, TOML): the reader, the whole hand as dealt, and the player's own."""
