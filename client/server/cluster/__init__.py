"""Several server nodes on one PostgreSQL database (docs/CLUSTER.md).

The room is cut into named shards (``s0``, ``s1``, ...); every tournament and ring table
id starts with its shard (``s0.sng-3``, ``s0.sng-3-t1``). A node runs one room service per
shard it holds a lease on (`leases`), serves the whole lobby (its own shards' rows live,
the others' from the database, kept fresh by LISTEN/NOTIFY: `notify`, `lobby`) and
redirects a client to the owner of the shard a command is for (`routing`). When a node
dies its leases expire and another node takes its shards over from the journal (`node`).
"""
