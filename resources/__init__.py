"""Data files (structures, rake tables, tool catalog, icons), loaded with importlib.resources."""
