"""adapters layer (see docs/ARCHITECTURE.md)."""
