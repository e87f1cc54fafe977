"""Random-action 6-max NLHE hands per second: this engine vs pokerkit and OpenSpiel's C++
`universal_poker`, same run.

All play the same policy (fold 1/4 facing a bet, check/call 1/2, raise 1/4 to a uniform
amount) from 200-chip stacks with blinds 1/2, dealing and showdown included, driven from
Python. OpenSpiel (the fastest peer: C++ rules behind a Python binding) comes from the
optional `bench` extra (`pip install skg-poker[bench]`); without it the benchmark says so
and runs the rest. Run: ``python3 benchmarks/bench_engine.py [hands]``. Goals: >= 20x
pokerkit, >= 1.0x OpenSpiel. Rates are per second of this process's CPU time, so the load
other processes put on shared cores counts for none of them. It says which engine it
measured: pure Python (the default install) or the opt-in build of
`packaging/compile_engine.py` (mypyc).
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from pokerkit import Automation, NoLimitTexasHoldem

from client.engine import Hand, HandConfig
from client.engine import hand as hand_module
from client.qa.simulate import random_action

PLAYERS = 6
STACK = 200

_AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_DEALING,
    Automation.BOARD_DEALING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
)

#: 6-max NLHE in OpenSpiel's universal_poker (ACPC game definition): players 0 and 1 post
#: the blinds, player 2 opens before the flop, player 0 after it; every raise size allowed.
OPENSPIEL_GAME = {
    "betting": "nolimit",
    "bettingAbstraction": "fullgame",
    "numPlayers": PLAYERS,
    "numRounds": 4,
    "blind": "1 2" + " 0" * (PLAYERS - 2),
    "firstPlayer": "3 1 1 1",
    "numSuits": 4,
    "numRanks": 13,
    "numHoleCards": 2,
    "numBoardCards": "0 3 1 1",
    "stack": " ".join([str(STACK)] * PLAYERS),
}

Rate = tuple[float, float]  # hands per second, actions per hand


def engine_build() -> str:
    """Which engine runs: the opt-in compiled build leaves an extension module for `hand`."""
    path = hand_module.__file__ or ""
    return "pure Python" if path.endswith(".py") else "compiled with mypyc"


def ours(hands: int, seed: int) -> Rate:
    """Hands per second of client.engine, and its decisions per hand."""
    rng = random.Random(seed)
    stacks = (STACK,) * PLAYERS
    actions = 0
    start = time.process_time()
    for k in range(hands):
        hand = Hand(HandConfig("NLHE", stacks, k % PLAYERS, 1, 2, seed=k))
        hand.start()
        while not hand.is_over:
            legal = hand.legal()
            hand.act(legal.seat, random_action(legal, rng))
            actions += 1
    return hands / (time.process_time() - start), actions / hands


def pokerkit(hands: int, seed: int) -> Rate:
    """Hands per second of pokerkit with the same random policy."""
    rng = random.Random(seed)
    actions = 0
    start = time.process_time()
    for _ in range(hands):
        state = NoLimitTexasHoldem.create_state(
            _AUTOMATIONS, False, 0, (1, 2), 2, (STACK,) * PLAYERS, PLAYERS
        )
        while state.status:
            actions += 1
            roll = rng.random()
            if roll < 0.25 and state.can_complete_bet_or_raise_to():
                lo = state.min_completion_betting_or_raising_to_amount
                hi = state.max_completion_betting_or_raising_to_amount
                assert lo is not None and hi is not None
                state.complete_bet_or_raise_to(rng.randint(lo, hi))
            elif roll > 0.75 and state.can_fold():
                state.fold()
            else:
                state.check_or_call()
    return hands / (time.process_time() - start), actions / hands


def openspiel_runner(pyspiel: Any) -> Callable[[int, int], Rate]:
    """Hands per second of OpenSpiel's universal_poker with the same random policy
    (chance nodes, the deal, sampled uniformly like a shuffled deck)."""
    game = pyspiel.load_game("universal_poker", OPENSPIEL_GAME)

    def run(hands: int, seed: int) -> Rate:
        rng = random.Random(seed)
        actions = 0
        start = time.process_time()
        for _ in range(hands):
            state = game.new_initial_state()
            while not state.is_terminal():
                legal = state.legal_actions()  # 0 fold, 1 check/call, then raise totals
                if state.is_chance_node():
                    state.apply_action(legal[rng.randrange(len(legal))])
                    continue
                actions += 1
                roll = rng.random()
                if roll < 0.25 and legal[-1] > 1:
                    state.apply_action(rng.randint(legal[2 if legal[0] == 0 else 1], legal[-1]))
                elif roll > 0.75 and legal[0] == 0:
                    state.apply_action(0)
                else:
                    state.apply_action(1)
        return hands / (time.process_time() - start), actions / hands

    return run


def _openspiel() -> Callable[[int, int], Rate] | None:
    try:
        import pyspiel  # the optional `bench` extra
    except ImportError:
        return None
    return openspiel_runner(pyspiel)


def main() -> None:
    """Print the rates and ratios. The runs are interleaved in rounds so that load from
    other processes hits all alike; the best round of each counts."""
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rounds = 5
    spiel = _openspiel()
    print(f"client.engine: {engine_build()} ({hand_module.__file__})")
    if spiel is None:
        print("OpenSpiel: not installed (pip install 'skg-poker[bench]'); skipped")
    pokerkit(20, 0)
    ours(100, 0)  # warm-up
    if spiel is not None:
        spiel(100, 0)
    pk = us = sp = (0.0, 0.0)
    for r in range(rounds):
        pk = max(pk, pokerkit(max(hands // (20 * rounds), 20), r))
        us = max(us, ours(hands // rounds, r))
        if spiel is not None:
            sp = max(sp, spiel(hands // rounds, r))
    rows = [("pokerkit", pk), ("client.engine", us)] + ([("OpenSpiel", sp)] if spiel else [])
    for name, (rate, per_hand) in rows:
        print(f"{name + ':':14} {rate:10.0f} hands/s  {per_hand:5.1f} decisions/hand  "
              f"{1e6 / (rate * per_hand):6.1f} us/decision")
    print(f"ratio vs pokerkit:  {us[0] / pk[0]:6.2f}x (goal >= 20x)")
    if spiel is not None:
        print(f"ratio vs OpenSpiel: {us[0] / sp[0]:6.2f}x (goal >= 1.0x)")


if __name__ == "__main__":
    main()
