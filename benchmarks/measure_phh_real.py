"""Real PHH hands replayed by our reader and by pokerkit, side by side.

Usage: python3 benchmarks/measure_phh_real.py DIR   (every *.phh and *.phhs below DIR)

A hand counts as replayed when the reader accepts every action and ends with the
file's `finishing_stacks` (hands without them only need to replay). Prints the
counts and rates of both readers and, for ours, why each failure failed. The hands
are real published ones (e.g. the phh-dataset WSOP files), not tuned to.
"""

from __future__ import annotations

import sys
import time
import tomllib
from collections import Counter
from pathlib import Path

from pokerkit import HandHistory

from client.engine import EngineError
from client.histories.phh.dealt import read_phh
from client.histories.recorded.replay import replay_recorded


def _texts(root: Path) -> list[tuple[str, str]]:
    """(name, one hand's PHH text) for every hand in the directory."""
    out: list[tuple[str, str]] = []
    for path in sorted(root.rglob("*.phh")):
        out.append((path.name, path.read_text(encoding="utf-8")))
    for path in sorted(root.rglob("*.phhs")):
        doc = tomllib.loads(path.read_text(encoding="utf-8"))
        for key in doc:
            out.append((f"{path.name}[{key}]", _table_text(path.read_text(), key)))
    return out


def _table_text(text: str, key: str) -> str:
    """The body of table [key] of a .phhs file, as a single-hand PHH text."""
    lines, inside = [], False
    for line in text.splitlines():
        if line.strip().startswith("[") and line.strip().endswith("]") and "=" not in line:
            inside = line.strip()[1:-1] == key
            continue
        if inside:
            lines.append(line)
    return "\n".join(lines) + "\n"


def ours(text: str) -> str:
    """"ok", or why our reader does not reproduce the hand."""
    try:
        rec, fields = read_phh(text)
        replayed = replay_recorded(rec, fields)
    except EngineError as exc:
        return f"{type(exc).__name__}: {str(exc)[:90]}"
    expected = rec.finishing_stacks  # already in whole units (times rec.scale)
    if expected is not None and list(expected) != replayed.finishing_stacks():
        return "finishing stacks differ"
    if replayed.by_record:
        BY_RECORD.append(rec.hand_id)
    return "ok"


BY_RECORD: list[str] = []  # hands whose hidden cards decided them: the record's result


def peer(text: str) -> str:
    """"ok", or why pokerkit does not reproduce the hand."""
    try:
        states = list(HandHistory.loads(text))
    except Exception as exc:
        return f"{type(exc).__name__}: {str(exc)[:60]}"
    expected = tomllib.loads(text).get("finishing_stacks")
    if expected is not None and list(states[-1].stacks) != expected:
        return "finishing stacks differ"
    return "ok"


def main(argv: list[str]) -> int:
    """Replay a directory with both readers and print counts and rates."""
    if len(argv) != 2:
        print(__doc__)
        return 2
    hands = _texts(Path(argv[1]))
    if not hands:
        print(f"no .phh or .phhs hands under {argv[1]}")
        return 2
    for name, reader in (("ours", ours), ("pokerkit", peer)):
        start = time.perf_counter()
        results = [(hand, reader(text)) for hand, text in hands]
        wall = time.perf_counter() - start
        good = sum(1 for _, r in results if r == "ok")
        print(f"{name:9s} {good}/{len(hands)} replayed ({100 * good / len(hands):.1f}%) "
              f"in {wall:.2f} s")
        if name == "ours":
            print(f"    {len(BY_RECORD)} of them decided by hidden cards: the recorded result "
                  "was taken, checked against the pots")
        for why, count in Counter(r for _, r in results if r != "ok").most_common():
            examples = [h for h, r in results if r == why][:3]
            print(f"    {count:4d} x {why}  e.g. {', '.join(examples)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
