"""ui layer (see docs/ARCHITECTURE.md): PySide6 widgets on a qasync loop."""
