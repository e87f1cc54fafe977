"""Player notes and colour labels, stored locally per account (never sent anywhere)."""
