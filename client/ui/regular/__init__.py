"""The regular's tools: notes, graphs, player search."""
