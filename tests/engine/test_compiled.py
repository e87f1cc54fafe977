"""The opt-in compiled engine (packaging/compile_engine.py) plays exactly like the pure one,
and is never stale: a module compiled before its source last changed would run old rules in
place of the source."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import client.engine

ENGINE = Path(client.engine.__file__).parent
ROOT = ENGINE.parent.parent

#: Plays seeded hands of every game with random legal actions; prints which engine ran and a
#: digest of every event, view and result (a compiled engine must print the pure one's digest).
PLAY = '''
import copy, hashlib, pickle, random
from client.engine import GAMES, Action, ActionKind as A, Hand, HandConfig
from client.engine import hand
out = []
rng = random.Random(7)
for game, spec in GAMES.items():
    for k in range(40):
        n = 2 + k % 5
        stacks = tuple(rng.choice((7, 40, 200)) for _ in range(n))
        if spec.family == "stud":
            cfg = HandConfig(game, stacks, ante=1, bring_in=2, small_bet=4, seed=k)
        else:
            cfg = HandConfig(game, stacks, k % n, 1, 2, ante=k % 3, seed=k)
        h = Hand(cfg)
        out.append(h.start())
        while not h.is_over:
            legal = h.legal()
            view = h.view(legal.seat)
            out.append(view)
            kinds = sorted(legal.kinds)
            kind = rng.choice(kinds)
            if kind is A.DRAW:
                act = Action(kind, discards=tuple(c for c in view.hole if rng.random() < 0.4))
            elif kind in (A.BET, A.RAISE, A.COMPLETE):
                act = Action(kind, rng.choice((legal.min_to, legal.max_to)))
            else:
                act = Action(kind)
            out.append(h.act(legal.seat, act))
        res = h.result()
        out.append(res)
        out.append(pickle.loads(pickle.dumps(res)) == res == copy.deepcopy(res))  # records pickle
bad = [HandConfig("NLHE", (200.5, 9), 0, 1, 2), HandConfig("NLHE", (9, 9), 1.0, 1, 2),
       HandConfig(7, (9, 9)), HandConfig("NLHE", (9, 9), 0, 1, 2, seed=1.5)]
for cfg in bad:  # bad input: the same typed error, never a TypeError
    try:
        Hand(cfg)
    except Exception as exc:
        out.append((type(exc).__name__, str(exc)))
from client.engine.dealing import Dealer
class Logged(Dealer):  # recorded and scripted hands subclass the (compiled) Dealer
    __slots__ = ("log",)
    def __init__(self) -> None:
        super().__init__(("As", "Kd"), random.Random(3))
        self.log = []
    def deal(self, count, seat, ev):
        cards = super().deal(count, seat, ev)
        self.log.append((seat, cards, self.cards_left(), len(self._muck)))
        return cards
dealer = Logged()
h = Hand(HandConfig("NLHE", (9, 9), 0, 1, 2), dealer)
out.append(h.start())
while not h.is_over:
    out.append(h.act(h.to_act, Action(A.CALL if A.CALL in h.legal().kinds else A.CHECK)))
out.append(dealer.log)
h = Hand(HandConfig("NLHE", (9, 9), 0, 1, 2, seed=1))
h.start()
for act in (Action(A.RAISE, 4.0), Action("shove"), Action("call", 0, ("As",))):
    try:
        out.append(h.act(0, act))
    except Exception as exc:
        out.append((type(exc).__name__, str(exc)))
print(hand.__file__.endswith(".py"), len(out), hashlib.sha256(repr(out).encode()).hexdigest())
'''


def _play(root: Path) -> str:
    env = {"PYTHONPATH": str(root), "PYTHONHASHSEED": "0"}  # sets print in one order
    done = subprocess.run([sys.executable, "-c", PLAY], cwd=root, env=env,
                          capture_output=True, text=True, timeout=600, check=True)
    return done.stdout


@pytest.mark.slow
def test_compiled_engine_plays_every_game_like_the_pure_one(tmp_path: Path) -> None:
    if importlib.util.find_spec("mypyc") is None or shutil.which("cc") is None:
        pytest.skip("the compiled engine needs mypyc (mypy) and a C compiler")
    (tmp_path / "client" / "engine").mkdir(parents=True)
    (tmp_path / "packaging").mkdir()
    shutil.copy(ROOT / "client" / "__init__.py", tmp_path / "client")
    for source in ENGINE.glob("*.py"):
        shutil.copy(source, tmp_path / "client" / "engine")
    shutil.copy(ROOT / "packaging" / "compile_engine.py", tmp_path / "packaging")
    shutil.copy(ROOT / "pyproject.toml", tmp_path)
    pure = _play(tmp_path)
    subprocess.run([sys.executable, "packaging/compile_engine.py"], cwd=tmp_path,
                   capture_output=True, timeout=900, check=True)
    compiled = _play(tmp_path)
    assert pure.startswith("True ") and compiled.startswith("False ")
    assert compiled.split()[1:] == pure.split()[1:]


def test_no_compiled_engine_module_is_older_than_its_source() -> None:
    stale = []
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for built in ENGINE.glob(f"*{suffix}"):
            source = ENGINE / (built.name.removesuffix(suffix) + ".py")
            if source.exists() and built.stat().st_mtime < source.stat().st_mtime:
                stale.append(source.name)
    assert not stale, (
        f"compiled before their last edit: {', '.join(sorted(stale))}; run "
        "python3 packaging/compile_engine.py again (or --clean for pure Python)"
    )
