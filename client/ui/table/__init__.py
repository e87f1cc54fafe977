"""A table window: the felt, action bar, chat, deal panel, cards, buy-in and finish
dialogs, tiling and sizing, the per-table state and the tracker of open tables."""
