"""toolguard layer (see docs/ARCHITECTURE.md)."""
