"""Several accounts from one address or device at one tournament (rule 9: one player, one
entry, one account). Hand histories do not carry addresses; the site's connection log
does: a JSON file `{"connections": [{"player", "tournament", "address", "device"}]}`
(address or device may be missing)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from client.integrity.facts import HandFacts
from client.integrity.flags import Flag, FlagKind


class ConnectionLogError(ValueError):
    """The connection log is not the JSON this review reads."""


@dataclass(frozen=True, slots=True)
class Connection:
    """One account's connection to one tournament."""

    player: str
    tournament: str
    address: str | None
    device: str | None


def parse_connections(text: str) -> list[Connection]:
    """The connections of a log (ConnectionLogError if it is not one)."""
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ConnectionLogError(f"not JSON: {exc}") from exc
    rows = raw.get("connections") if isinstance(raw, dict) else None
    if not isinstance(rows, list):
        raise ConnectionLogError('expected {"connections": [...]}')
    out = []
    for i, row in enumerate(rows):
        if not isinstance(row, dict) or not all(
                isinstance(row.get(k), str) for k in ("player", "tournament")):
            raise ConnectionLogError(f"connection {i}: needs player and tournament strings")
        address, device = row.get("address"), row.get("device")
        out.append(Connection(row["player"], row["tournament"],
                              address if isinstance(address, str) else None,
                              device if isinstance(device, str) else None))
    return out


def find(connections: Sequence[Connection], hands: Sequence[HandFacts]) -> list[Flag]:
    """A flag per address or device that several players used at one tournament, with
    the hands of that tournament they played."""
    shared: dict[tuple[str, str, str], set[str]] = {}
    for c in connections:
        for what, value in (("address", c.address), ("device", c.device)):
            if value:
                shared.setdefault((c.tournament, what, value), set()).add(c.player)
    flags = []
    for (tournament, what, value), players in sorted(shared.items()):
        if len(players) < 2:
            continue
        names = tuple(sorted(players))
        ids = tuple(h.hand_id for h in hands
                    if h.tournament == tournament and players & set(h.players))
        flags.append(Flag(
            FlagKind.SHARED_ACCESS, names, ids,
            f"{', '.join(names)} played tournament {tournament} from the same {what} "
            f"({value})"))
    return flags
