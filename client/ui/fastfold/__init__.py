"""Fast fold: the desk and the fast-fold table."""
