"""The corpus bench counts hands that carry no result apart (`incomplete`), not as
failures: a hand the site cancelled, and a hand the file is cut off in before its
summary. The rate is over the hands that carry a result."""

from __future__ import annotations

from pathlib import Path

from benchmarks.bench_hh_corpus import measure
from client.histories.pokerstars.read.body import CUT_OFF

FIXTURES = Path(__file__).parents[1] / "fixtures" / "pokerstars"
CANCELLED = ("PokerStars Game #20000000001: Triple Draw 2-7 Lowball Limit ($1/$2 USD)"
             " - 2008/10/12 14:09:41 ET\n") + """Table 'Nemo III' 6-max Seat #2 is the button
Seat 2: Ann ($30 in chips)
Ann: posts small blind $0.50
Bob: is sitting out
Hand cancelled
*** SUMMARY ***
Seat 2: Ann (button) collected ($0)
"""


def test_cancelled_and_cut_off_hands_are_incomplete_records(tmp_path: Path) -> None:
    whole = (FIXTURES / "cash_usd_nlhe.txt").read_text(encoding="utf-8")
    first = whole.split("\n\n\n")[0]
    (tmp_path / "whole.txt").write_text(first + "\n", encoding="utf-8")
    cut = first[: first.index("*** TURN ***")]
    (tmp_path / "cut.txt").write_text(first + "\n\n\n" + cut, encoding="utf-8")
    (tmp_path / "cancelled.txt").write_text(CANCELLED, encoding="utf-8")
    tallies, failures, _ = measure(tmp_path)
    (nlhe,) = (t for (site, game), t in tallies.items() if game == "NLHE cash")
    assert (nlhe.hands, nlhe.replayed) == (3, 2)
    assert dict(nlhe.incomplete) == {CUT_OFF: 1}
    (draw,) = (t for (site, game), t in tallies.items() if game == "27TD cash")
    assert dict(draw.incomplete) == {"the hand was cancelled by the site": 1}
    assert all(t.rate == 1.0 for t in tallies.values())
    assert len(failures) == 2 and all(": incomplete: " in f for f in failures)
