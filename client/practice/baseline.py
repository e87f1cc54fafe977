"""The strong bot's own leak-report numbers, from self-play (resources/bots/strong_baseline.toml).

When no strong bot sat at the player's tables in a session, the report compares with
these: six strong bots playing each other at no-limit hold'em, 100 big blinds deep,
counted with the same tallies as the player (`leaks`). `python -m client.practice.baseline`
plays the hands again and rewrites the file.
"""

from __future__ import annotations

import argparse
import tomllib
from dataclasses import fields
from functools import cache
from pathlib import Path

from client.bots.registry import make_bots
from client.engine import Action, Hand, HandConfig
from client.practice.leaks import POSITIONS, Tally, hand_tallies
from client.resource_files import resource_file

_FILE = ("bots", "strong_baseline.toml")
PLAYERS = 6


def self_play(hands: int, seed: int) -> dict[str, Tally]:
    """Six strong bots over ``hands`` hands (stacks reset each hand); tallies by position."""
    bots = make_bots("strong", seed, PLAYERS)
    tallies = {p: Tally() for p in POSITIONS}
    for n in range(hands):
        config = HandConfig(game="NLHE", stacks=(200,) * PLAYERS, button=n % PLAYERS,
                            small_blind=1, big_blind=2, seed=seed * 1_000_003 + n)
        hand = Hand(config)
        hand.start()
        actions: list[tuple[int, Action]] = []
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            action = bots[seat].decide(hand.view(seat))
            hand.act(seat, action)
            actions.append((seat, action))
        for position, tally in (hand_tallies(config, actions) or {}).values():
            tallies[position].add(tally)
    return tallies


@cache
def stored_baseline() -> dict[str, Tally]:
    """The shipped self-play tallies by position (read once)."""
    data = tomllib.loads(resource_file(*_FILE).read_text())
    return {p: Tally(**{f.name: int(data[p][f.name]) for f in fields(Tally)})
            for p in POSITIONS}


def _toml(tallies: dict[str, Tally], hands: int, seed: int) -> str:
    lines = ["# The strong bot's leak-report numbers from self-play (six strong bots, NLHE,",
             f"# 100 big blinds, {hands} hands, seed {seed}).",
             "# Written by: python -m client.practice.baseline", ""]
    for position, tally in tallies.items():
        lines.append(f"[{position}]")
        lines += [f"{f.name} = {getattr(tally, f.name)}" for f in fields(Tally)]
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    """Play the self-play hands and write the baseline file."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--out", type=Path,
                        default=Path(__file__).resolve().parents[2] / "resources" / "bots"
                        / "strong_baseline.toml")
    args = parser.parse_args()
    args.out.write_text(_toml(self_play(args.hands, args.seed), args.hands, args.seed))


if __name__ == "__main__":
    main()
