"""The tournament lobby, its texts and the tournament clock."""
