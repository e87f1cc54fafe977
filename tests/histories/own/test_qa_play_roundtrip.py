"""`skg-poker qa play` saves the hero's hands as PokerStars text through the client's own
saving code; read back by the code `qa replay` uses, every hand gives the same finishing
stacks, hero cards and board as the PHH of the same hand, for every cash game the lobby
offers. Same seed, same files."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from client.engine.games import GAMES
from client.histories.files import decode_history
from client.histories.own.saving import HandSaver
from client.histories.phh.dealt import read_phh, replay_phh
from client.histories.pokerstars.read.parse import iter_pokerstars_hands
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.qa.play import cash_tables, play

HANDS = 200
#: Our PokerStars reader reads every game the site plays (stud and draw since issue 24).
READ = frozenset(GAMES)


def _tables() -> list[str]:
    return sorted({t.id for t in cash_tables()})


@pytest.mark.parametrize("table_id", _tables())
def test_saved_pokerstars_hands_read_back_as_their_phh(table_id: str, tmp_path: Path) -> None:
    spec = next(t for t in cash_tables() if t.id == table_id)
    stars, phh = tmp_path / "stars", tmp_path / "phh"
    session = play(spec, HANDS, 7, HandSaver(stars, phh))
    assert len(session.hands) == HANDS and session.conserved
    compared = 0
    for path in sorted(stars.iterdir()):
        for parsed in iter_pokerstars_hands(decode_history(path.read_bytes())):
            phh_text = (phh / f"{parsed.id}.phh").read_text(encoding="utf-8")
            recorded, _fields = read_phh(phh_text)
            if parsed.game not in READ:
                assert "is not one the site plays" in str(parsed.unsupported), parsed.id
                continue
            assert parsed.unsupported is None, parsed.unsupported
            from_stars = replay_parsed(parsed)
            from_phh = replay_phh(phh_text)
            cents = 100 if parsed.currency else 1  # both in money: PHH scales to its digits
            stars_end = {name: Fraction(stack, cents) for name, stack in zip(
                from_stars.players, from_stars.replayed.finishing_stacks(), strict=True)}
            assert stars_end == {name: Fraction(stack, recorded.scale) for name, stack in zip(
                recorded.players, from_phh.finishing_stacks(), strict=True)}
            assert list(from_phh.recorded.finishing_stacks or ()) == \
                from_phh.finishing_stacks()
            if "Hero" in recorded.players:  # the busy table is full: the hero watches
                hero = recorded.players.index("Hero")
                dealt = list(parsed.hole["Hero"])  # stud: seven places, the unseen None
                while dealt and dealt[-1] is None:
                    dealt.pop()
                assert tuple(dealt) == recorded.hole[hero]
            assert tuple(parsed.board) == recorded.board
            compared += 1
    assert compared == sum(1 for h in session.hands if h.game in READ)


def test_same_seed_same_files(tmp_path: Path) -> None:
    spec = next(t for t in cash_tables() if t.game == "NLHE")
    for run in ("a", "b"):
        play(spec, 30, 3, HandSaver(tmp_path / run / "stars", tmp_path / run / "phh"))
    for kind in ("stars", "phh"):
        first = {p.name: p.read_bytes() for p in (tmp_path / "a" / kind).iterdir()}
        again = {p.name: p.read_bytes() for p in (tmp_path / "b" / kind).iterdir()}
        assert first == again and first
