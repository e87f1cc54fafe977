"""engine layer (see docs/ARCHITECTURE.md)."""
