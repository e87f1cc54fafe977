"""Replay rate on real PokerStars hand histories nobody tuned to (not shipped with the repo).

Reads every ``*.txt`` under DIR as PokerStars text and replays each hand through the
rules. Prints the count of hands, those the site cannot play (cash-out, run it twice,
cancelled, other games: "unsupported"), those cut off or not readable, those that broke
the rules, and the replay rate = replayed / (hands - unsupported). Each hand not replayed
is listed with its reason. Run: ``python3 benchmarks/measure_real_hands.py DIR``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from client.engine.errors import EngineError
from client.histories.files import decode_history
from client.histories.pokerstars.read import iter_pokerstars_hands
from client.histories.pokerstars.read.to_recorded import replay_parsed


def main() -> None:
    """Print the counts and every failure."""
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "/work/realhands/pokerstars")
    counts = {"hands": 0, "replayed": 0, "unsupported": 0, "not_readable": 0, "broken": 0}
    failures: list[str] = []
    for path in sorted(root.rglob("*.txt")):
        try:
            hands = list(iter_pokerstars_hands(decode_history(path.read_bytes())))
        except EngineError:
            continue  # not a PokerStars file (a README, another site's history)
        for hand in hands:
            counts["hands"] += 1
            if hand.unsupported is not None:
                key = "not_readable" if hand.unsupported.startswith(("not readable", "line ")) \
                    else "unsupported"
                counts[key] += 1
                failures.append(f"{path.name} #{hand.id}: {key}: {hand.unsupported}")
                continue
            try:
                replay_parsed(hand)
            except EngineError as exc:
                counts["broken"] += 1
                failures.append(f"{path.name} #{hand.id}: {exc}")
                continue
            counts["replayed"] += 1
    playable = counts["hands"] - counts["unsupported"]
    rate = counts["replayed"] / playable if playable else 0.0
    print(", ".join(f"{k} {v}" for k, v in counts.items()) + f"; replay rate {rate:.1%}")
    for line in failures:
        print("  " + line)


if __name__ == "__main__":
    main()
