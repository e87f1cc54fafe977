"""Tests of the room layer: money and the tournament director."""
