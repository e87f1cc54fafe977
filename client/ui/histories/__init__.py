"""Hand histories: the history window, the daily files, the file view, the replay window."""
