"""The Floor window: the site's staff side (pauses, deal requests, cancellations,
integrity flags, withheld winnings, the minimum client, the audit log)."""
