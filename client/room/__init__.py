"""room layer (see docs/ARCHITECTURE.md)."""
