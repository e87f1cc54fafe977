"""The Floor window of a cluster node: one view of every shard the node runs.

Each shard's room keeps its own floor (its tournaments, tables and deal requests); a staff
member watching the floor on a node watches every shard there, and gets one `FloorView`
made of the latest view of each (the audit log, the withheld winnings and the minimum
client are read from the store, so every shard's are the same: the newest is taken).
"""

from __future__ import annotations

from client.protocol import messages as m


class NodeFloor:
    """The latest floor view of each shard, per staff member watching."""

    def __init__(self) -> None:
        self._views: dict[str, dict[str, m.FloorView]] = {}  # player -> shard -> view

    def merged(self, shard: str, player_id: str, view: m.FloorView) -> m.FloorView:
        """`view` (from `shard`'s room) with the other shards' latest views around it."""
        views = self._views.setdefault(player_id, {})
        views[shard] = view
        parts = [views[s] for s in sorted(views)]
        return m.FloorView(
            tournaments=tuple(t for v in parts for t in v.tournaments),
            tables=tuple(t for v in parts for t in v.tables),
            deals=tuple(d for v in parts for d in v.deals),
            flags=tuple(f for v in parts for f in v.flags),
            withheld=view.withheld, audit=view.audit, min_client=view.min_client,
            hands_reviewed=sum(v.hands_reviewed for v in parts))

    def stop_watching(self, player_id: str) -> None:
        """The staff member closed the floor (or left): start afresh next time."""
        self._views.pop(player_id, None)

    def shard_gone(self, shard: str) -> None:
        """A shard this node no longer runs: its rows leave every view."""
        for views in self._views.values():
            views.pop(shard, None)
