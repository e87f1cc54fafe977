"""Replay rate on real hand history files nobody here wrote or tuned to (not shipped).

Usage: ``python3 benchmarks/bench_hh_corpus.py DIR [-v]``

Reads every file below DIR the way the hand-history window does
(`client.histories.files`: the format from the content, PokerStars, GGPoker, Winamax,
888poker, partypoker, iPoker, PHH), replays every hand through the rules and prints, per
site and per game (cash and tournament apart):

- hands: hands in the files;
- replayed: replayed to the file's own finishing stacks (the recorded collections);
  `marked` of them use a feature the site does not offer (run it twice, all-in
  cash-out, all-in insurance): replayed as recorded and marked;
- not spread: hands of a game the site does not spread (Badugi, 5-card draw, short
  deck, Courchevel...): counted apart, not failures;
- incomplete: hands that carry no result or lack what a replay needs: the site
  cancelled the hand, the file is cut off before its summary, a player plays with no
  stack written, amounts the file's own totals contradict; counted apart with the
  count of each reason, not failures;
- refused: read but not replayed (a line not understood...), with the count of each reason;
- mismatched: replayed to other stacks than the file's, or an action the rules refuse.

The rate is replayed / (hands - not spread - incomplete): over the complete records of
games the site spreads. Files that are no hand history (notes,
tracker snapshots) are counted and skipped. `-v` lists every hand not replayed.
"""

from __future__ import annotations

import re
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from client.engine.errors import EngineError
from client.histories.files import HistoryEntry, decode_history, iter_history
from client.histories.pokerstars.read.body import CUT_OFF
from client.histories.pokerstars.read.to_recorded import replay_parsed
from client.histories.recorded.replay import replay_recorded

# The game's name as repr() gives it: in double quotes when it has an apostrophe.
_NOT_SPREAD = re.compile(r"game ['\"](.*)['\"] is not one the site plays")
_DIGITS = re.compile(r"\d+")
_CANCELLED = "the hand was cancelled by the site"


@dataclass(slots=True)
class Tally:
    """The counts of one (site, game, cash or tournament) group."""

    hands: int = 0
    replayed: int = 0
    marked: int = 0
    not_spread: int = 0
    incomplete: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)
    mismatched: Counter[str] = field(default_factory=Counter)

    def add(self, other: Tally) -> None:
        """Sum another group into this one."""
        self.hands += other.hands
        self.replayed += other.replayed
        self.marked += other.marked
        self.not_spread += other.not_spread
        self.incomplete.update(other.incomplete)
        self.refused.update(other.refused)
        self.mismatched.update(other.mismatched)

    @property
    def rate(self) -> float:
        """Replayed over the complete records of games the site spreads."""
        playable = self.hands - self.not_spread - sum(self.incomplete.values())
        return self.replayed / playable if playable else 1.0

    def row(self, label: str) -> str:
        """One line of the table."""
        return (f"{label:<34} {self.hands:>6} {self.replayed:>8} {self.marked:>6} "
                f"{self.not_spread:>10} {sum(self.incomplete.values()):>10} "
                f"{sum(self.refused.values()):>7} "
                f"{sum(self.mismatched.values()):>10} {self.rate:>7.1%}")


def reason_kind(why: str) -> str:
    """A reason without its line and hand numbers, so like reasons count together."""
    why = why.split(": ", 1)[1] if why.startswith("line ") and ": " in why else why
    return _DIGITS.sub("N", why)[:90]


def outcome(entry: HistoryEntry) -> tuple[str, str]:
    """("replayed" | "marked" | "not_spread" | "incomplete" | "refused" | "mismatched",
    the reason)."""
    hand = entry.parsed
    for reason in (_CANCELLED, CUT_OFF):
        if reason in (entry.why or ""):
            return "incomplete", reason
    if (hand is not None and hand.unsupported is None and hand.total_pot is None
            and not hand.collected and not hand.uncalled):
        # a reader that does not mark a hand cut off (a walk's blind comes back as uncalled)
        return "incomplete", CUT_OFF
    if entry.recorded is None:
        why = entry.why or "not read"
        spread = _NOT_SPREAD.search(why)
        if spread is not None:
            return "not_spread", spread.group(1)
        if why.startswith("incomplete record"):
            return "incomplete", why
        return ("mismatched" if why.startswith("breaks the rules") else "refused"), why
    try:
        if entry.parsed is not None:
            replay_parsed(entry.parsed)  # checks the file's own finishing stacks
        else:
            replay_recorded(entry.recorded)  # PHH: checks `finishing_stacks` when given
    except EngineError as exc:
        return "mismatched", f"{type(exc).__name__}: {exc}"
    return ("marked" if entry.feature else "replayed"), entry.feature or ""


def group_of(entry: HistoryEntry, fmt_site: str, kind: str, why: str) -> tuple[str, str]:
    """(site, game and cash/tournament) of a hand."""
    hand = entry.parsed
    if hand is None:
        return fmt_site, "PHH"
    game = hand.game or (why if kind == "not_spread" else hand.game_name or "?")
    where = "tournament" if hand.tournament is not None else "cash"
    return hand.site, f"{game} {where}"


def measure(root: Path) -> tuple[dict[tuple[str, str], Tally], list[str], list[str]]:
    """The tallies by (site, game), the hands not replayed and the files not read."""
    tallies: dict[tuple[str, str], Tally] = defaultdict(Tally)
    failures: list[str] = []
    skipped: list[str] = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        try:
            entries = list(iter_history(decode_history(path.read_bytes()), path.name))
        except EngineError as exc:
            skipped.append(f"{path.relative_to(root)}: {str(exc)[:80]}")
            continue
        for entry in entries:
            kind, why = outcome(entry)
            tally = tallies[group_of(entry, "PHH", kind, why)]
            tally.hands += 1
            if kind in ("replayed", "marked"):
                tally.replayed += 1
                tally.marked += kind == "marked"
            elif kind == "not_spread":
                tally.not_spread += 1
            else:
                getattr(tally, kind)[reason_kind(why)] += 1
                failures.append(f"{path.relative_to(root)} #{entry.id}: {kind}: {why[:160]}")
    return tallies, failures, skipped


def report(tallies: dict[tuple[str, str], Tally]) -> list[str]:
    """The table: per site, its games, then the site's total; then the reasons."""
    lines = [f"{'site / game':<34} {'hands':>6} {'replayed':>8} {'marked':>6} "
             f"{'not spread':>10} {'incomplete':>10} {'refused':>7} {'mismatched':>10} {'rate':>7}"]
    reasons: list[str] = []
    for site in sorted({s for s, _ in tallies}):
        total = Tally()
        for (s, game), tally in sorted(tallies.items()):
            if s == site:
                lines.append(tally.row(f"  {game}"))
                total.add(tally)
        lines.append(total.row(f"{site} (all)"))
        for label, counter in (("incomplete", total.incomplete), ("refused", total.refused),
                               ("mismatched", total.mismatched)):
            reasons.extend(f"  {site} {label} {n}x: {why}" for why, n in counter.most_common())
    return lines + (["reasons:", *reasons] if reasons else [])


def main() -> None:
    """Measure DIR and print the table (and with -v every hand not replayed)."""
    args = [a for a in sys.argv[1:] if a != "-v"]
    root = Path(args[0] if args else "/work/corpus")
    tallies, failures, skipped = measure(root)
    print("\n".join(report(tallies)))
    print(f"files not read as hand history: {len(skipped)}")
    if "-v" in sys.argv:
        print("\n".join(["not replayed:", *failures, "files skipped:", *skipped]))


if __name__ == "__main__":
    main()
