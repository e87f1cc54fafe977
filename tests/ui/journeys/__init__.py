"""Journeys: the real application played like a person, under a real X server."""
