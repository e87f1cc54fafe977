"""The application: entry point, main window, session wiring, connection, settings,
sounds, theme, translations."""
