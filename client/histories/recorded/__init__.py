"""Recorded hands: what a file says happened, replayed through the engine's rules."""
