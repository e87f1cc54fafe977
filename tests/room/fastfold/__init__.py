"""Tests of fast-fold pools (client/room/fastfold)."""
