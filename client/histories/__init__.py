"""Hand-history formats, one subpackage per format, above the engine.

`recorded` is the core every reader feeds: a `RecordedHand` replayed action by action
through the engine's real `Hand`. `phh` and `pokerstars` read their text into it and
write it (GGPoker's text is PokerStars' dialect, read by `pokerstars`; `ggpoker` holds
what only GGPoker writes, its Cash Drop); `winamax`,
`eight88` (888poker), `partypoker` and `ipoker` (XML) read their site's files into the
PokerStars reader's `ParsedHand`; `files` finds a file's format from its content and
reads any of them; `own` is the record of a hand as this player saw it (from the table
events), its readable log and the saving to files. A new format is a new subpackage here.
"""
