"""Integrity review (rule 6.1 and the heads-up rule): planted colluders are found with the
hands behind each flag; honest seeded bots raise no flag."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from client.engine import Action, ActionKind
from client.integrity import accounts, flipping
from client.integrity.accounts import Connection
from client.integrity.flags import FlagKind
from client.integrity.review import review

from .session import (
    Turn,
    dumps_to,
    phhs_text,
    play_hands,
    play_session,
    soft_with,
    takes_from,
)

TABLE = {"Ann": "tight-aggressive", "Bob": "tight-aggressive", "Cat": "loose-passive",
         "Dan": "strong", "Eve": "loose-passive", "Fay": "tight-aggressive"}


def test_rule_soft_play_a_planted_pair_who_never_raise_each_other_is_flagged() -> None:
    """Rule 6.1 (soft play): Ann and Bob never bet or raise while the other is in."""
    hands = play_session(TABLE, 600, 3, {"Ann": soft_with("Bob"), "Bob": soft_with("Ann")})
    flags = review(hands)
    assert [(f.kind, f.players) for f in flags] == [(FlagKind.SOFT_PLAY, ("Ann", "Bob"))]
    flag = flags[0]
    assert len(flag.hands) >= 8 and "neither ever bet or raised into the other" in flag.why
    by_id = {h.hand_id: h for h in hands}
    assert all({"Ann", "Bob"} <= set(by_id[h].players) for h in flag.hands)


def test_rule_chip_dumping_a_planted_pair_is_flagged_with_its_hands() -> None:
    """Rule 6.1 (chip dumping): Cat raises big, then folds to Dan's raise, hand after hand."""
    hands = play_session(TABLE, 300, 3, {"Cat": dumps_to("Dan"), "Dan": takes_from("Cat")})
    flags = review(hands)
    assert [(f.kind, f.players) for f in flags] == [(FlagKind.CHIP_DUMPING, ("Cat", "Dan"))]
    by_id = {h.hand_id: h for h in hands}
    assert all(by_id[h].delta("Cat") < 0 < by_id[h].delta("Dan") for h in flags[0].hands)
    assert "folded after putting in most of the stack" in flags[0].why


def test_rule_honest_seeded_bots_raise_no_flag_in_a_long_session() -> None:
    assert review(play_session(TABLE, 600, 4)) == []


def _flip(turn: Turn, action: Action) -> Action | None:
    """All in before the flop, or call an all-in."""
    if turn.legal.max_to and ActionKind.RAISE in turn.legal.kinds:
        return Action(ActionKind.RAISE, turn.legal.max_to)
    return Action(ActionKind.CALL) if ActionKind.CALL in turn.legal.kinds else None


def test_rule_heads_up_flipping_is_flagged_and_honest_heads_up_play_is_not() -> None:
    """Heads-up matches must be played out normally: 100-big-blind all-ins before the flop
    hand after hand are flagged; the same match played by the bots is not."""
    players = {"Gus": "strong", "Hal": "tight-aggressive"}
    flips = play_session(players, 6, 5, {"Gus": _flip, "Hal": _flip}, tournament="77")
    flags = review(flips)
    assert [(f.kind, f.players) for f in flags] == [(FlagKind.FLIPPING, ("Gus", "Hal"))]
    assert flags[0].hands == tuple(h.hand_id for h in flips)
    honest = play_session(players, 60, 5, tournament="77")
    assert flipping.find(honest) == []


def test_rule_several_accounts_from_one_address_at_one_tournament_are_flagged() -> None:
    """Rule 9: one player, one account per tournament - two accounts from one address."""
    hands = play_session({"Ivy": "strong", "Jon": "strong", "Kim": "strong"}, 3, 6,
                         tournament="T9")
    log = [Connection("Ivy", "T9", "10.0.0.5", "dev-1"),
           Connection("Jon", "T9", "10.0.0.5", "dev-2"),
           Connection("Kim", "T9", "10.0.0.7", "dev-3"),
           Connection("Kim", "T8", "10.0.0.5", "dev-1")]  # another event: no flag
    flags = accounts.find(log, hands)
    assert [(f.kind, f.players) for f in flags] == [(FlagKind.SHARED_ACCESS, ("Ivy", "Jon"))]
    assert flags[0].hands == tuple(h.hand_id for h in hands)
    assert "10.0.0.5" in flags[0].why


def test_rule_chip_dumping_is_found_in_a_history_file_by_qa_integrity(tmp_path: Path) -> None:
    """The same planted pair, written as a PHHS file and read back by `qa integrity`."""
    played = play_hands(TABLE, 150, 3, {"Cat": dumps_to("Dan"), "Dan": takes_from("Cat")})
    path = tmp_path / "planted.phhs"
    path.write_text(phhs_text(played))
    done = subprocess.run([sys.executable, "-m", "client", "qa", "integrity", str(path)],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["hands_read"] == 150
    assert [(f["kind"], f["players"]) for f in out["flags"]] == [
        ("chip_dumping", ["Cat", "Dan"])]
    assert set(out["flags"][0]["hands"]) <= {p.hand_id for p in played}
