"""Integrity review: the signals the site's rules name, read from hand histories.

`facts` turns a hand (a history file's replay, or a live engine hand) into `HandFacts`;
`read` reads history files (ours and PokerStars text, through the existing readers);
one module per signal (`chip_dumping`, `soft_play`, `flipping`, `accounts`) returns
`Flag`s that explain themselves with the hands behind them; `review` runs them all.
Nothing here decides a penalty: a flag is a reason for a person to look.
"""
