"""The lobby: table list and its model, the table preview, the waiting list."""
