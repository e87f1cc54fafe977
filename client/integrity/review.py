"""The whole review: every signal over the same hands, flags in a stable order."""

from __future__ import annotations

from collections.abc import Sequence

from client.integrity import accounts, chip_dumping, flipping, soft_play
from client.integrity.accounts import Connection
from client.integrity.facts import HandFacts
from client.integrity.flags import Flag


def review(hands: Sequence[HandFacts], connections: Sequence[Connection] = ()) -> list[Flag]:
    """Chip dumping, soft play, heads-up flipping and shared access, in that order."""
    return [*chip_dumping.find(hands), *soft_play.find(hands), *flipping.find(hands),
            *accounts.find(connections, hands)]
