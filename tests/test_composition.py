"""Design rules (docs/ARCHITECTURE.md): no class made only to trim a file, and tournament
kinds decide through their policy (`client/room/tournament/kinds.py`), not by branches."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from client.engine import Hand
from client.room.fastfold import FastFoldPool
from client.room.tournament.director import Tournament
from client.room.tracked import Tracked

ROOM = Path(__file__).resolve().parent.parent / "client" / "room"
KIND_BRANCH = re.compile(r"(\bis\b|\bis not\b|==|!=|\bin\b)\s*\(?\s*TournamentKind\.")


@pytest.mark.parametrize("owner", [Hand, Tournament, FastFoldPool])
def test_owner_has_no_base_class_cut_from_its_file(owner: type) -> None:
    """Legality, views and queries are functions or collaborators, never a base class
    (`Tracked` is the room steps' undo log, not code cut from the owner's file)."""
    assert owner.__bases__ in ((object,), (Tracked,))


def test_no_room_module_branches_on_the_tournament_kind() -> None:
    """Each kind's decisions are its `KindPolicy` (starts when full, rounds, seats, DET)."""
    branches = [f"{path.relative_to(ROOM)}:{n}: {line.strip()}"
                for path in sorted(ROOM.rglob("*.py"))
                for n, line in enumerate(path.read_text().splitlines(), 1)
                if KIND_BRANCH.search(line)]
    assert branches == []
