"""A player's view of a stored hand, made on read from the house's full record.

The journal stores each finished hand once, as the house's record (`client.service.journal`
documents its entries), with the players who may read it; each of them reads it without
the entries meant for someone else, which is exactly the view a player was sent live.
"""

from __future__ import annotations

import msgspec

from client.protocol.convert import json_text


def player_view(record: str, player: str) -> str:
    """``record`` (the house's entries, JSON) without every entry addressed to another
    player (``to`` set and not ``player``), as sorted-key JSON text."""
    entries = msgspec.json.decode(record)
    return json_text([e for e in entries if e["to"] is None or e["to"] == player],
                     sort_keys=True)
