"""bots layer (see docs/ARCHITECTURE.md)."""
