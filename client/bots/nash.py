"""Push/fold charts computed here: all-in equities and fictitious play (issue 26).

Short-stacked hold'em reduces to a small game: the first player in moves all in or
folds, the others call or fold. `solve_heads_up` finds its equilibrium heads-up (small
blind against big blind) by fictitious play: each side repeatedly best-responds to the
other's average strategy, and the averages converge to the Nash equilibrium. With more
players behind, `push_against_callers` best-responds to callers who each call with the
heads-up equilibrium calling range. Antes are a parameter: dead money widens ranges.

The class-against-class all-in equities (resources/bots/preflop_equity.toml) and the
chart the strong bot plays (resources/bots/pushfold.toml) are written by
`client.bots.chartgen` from this solver (nothing is copied from published charts).
"""

from __future__ import annotations

import itertools
import tomllib
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from client.bots.ranges import RANKS, all_classes
from client.resource_files import resource_file

FloatArray = npt.NDArray[np.float64]
_SUITS = "cdhs"
_EQUITY_FILE = ("bots", "preflop_equity.toml")


def class_combos(cls: str) -> list[tuple[str, str]]:
    """Every two-card holding of a class: 6 for a pair, 4 suited, 12 offsuit."""
    hi, lo = cls[0], cls[1]
    if hi == lo:
        return [(hi + a, lo + b) for a, b in itertools.combinations(_SUITS, 2)]
    if cls.endswith("s"):
        return [(hi + s, lo + s) for s in _SUITS]
    return [(hi + a, lo + b) for a in _SUITS for b in _SUITS if a != b]


@cache
def _joint() -> FloatArray:
    """P(hero holds class i and villain class j), counting only holdings sharing no card."""
    classes = all_classes()
    holdings = [(k, a, b) for k, c in enumerate(classes) for a, b in class_combos(c)]
    cards = {f"{r}{s}": n for n, (r, s) in enumerate(itertools.product(RANKS, _SUITS))}
    masks = np.asarray([(1 << cards[a]) | (1 << cards[b]) for _, a, b in holdings], dtype=np.int64)
    apart = ((masks[:, None] & masks[None, :]) == 0).astype(np.float64)
    onehot = np.zeros((len(holdings), len(classes)))
    onehot[np.arange(len(holdings)), [k for k, _, _ in holdings]] = 1.0
    counts = onehot.T @ apart @ onehot
    joint: FloatArray = counts / counts.sum()
    return joint


def class_of(a: str, b: str) -> str:
    hi, lo = sorted((a, b), key=lambda c: RANKS.index(c[0]), reverse=True)
    if hi[0] == lo[0]:
        return hi[0] * 2
    return f"{hi[0]}{lo[0]}{'s' if hi[1] == lo[1] else 'o'}"


@cache
def preflop_equities() -> FloatArray:
    """The shipped class-against-class all-in equities (row: hero class, column: villain)."""
    data = tomllib.loads(resource_file(*_EQUITY_FILE).read_text())
    rows = [[int(v) / 1000 for v in row.split()] for row in data["rows"]]
    return np.asarray(rows, dtype=np.float64)


@dataclass(frozen=True)
class PushFold:
    """An equilibrium: per class (in `all_classes` order) how often to push and to call."""

    push: tuple[float, ...]
    call: tuple[float, ...]

    def pushes(self) -> frozenset[str]:
        """Classes pushed at least half the time."""
        return frozenset(c for c, f in zip(all_classes(), self.push, strict=True) if f >= 0.5)

    def calls(self) -> frozenset[str]:
        """Classes that call at least half the time."""
        return frozenset(c for c, f in zip(all_classes(), self.call, strict=True) if f >= 0.5)


def equity_against(cls: str, holdings: frozenset[str]) -> tuple[float, float]:
    """For a hand of class ``cls``: the chance an opponent holds one of ``holdings`` (card
    removal counted) and the all-in equity against those holdings (0.5 when there are none)."""
    classes = all_classes()
    i = classes.index(cls)
    joint = _joint()[i]
    mask = np.asarray([c in holdings for c in classes], dtype=np.float64)
    inside = float((joint * mask).sum())
    chance = inside / float(joint.sum())
    if inside == 0:
        return 0.0, 0.5
    return chance, float((joint * mask * preflop_equities()[i]).sum() / inside)


def share_of_hands(classes: frozenset[str]) -> float:
    """Share of the 1326 starting holdings that fall in ``classes``."""
    return sum(len(class_combos(c)) for c in classes) / 1326


def solve_heads_up(stack_bb: float, ante_bb: float = 0.0, iterations: int = 400,
                   equities: FloatArray | None = None) -> PushFold:
    """Heads-up push/fold equilibrium for effective stacks of ``stack_bb`` big blinds.

    Small blind 0.5, big blind 1, each posts ``ante_bb``; stacks include blinds and ante.
    Outcomes for the small blind: fold -(0.5 + ante); push and fold +(1 + ante); push
    and call equity * 2 * stack - stack.
    """
    eq = preflop_equities() if equities is None else equities
    joint = _joint()
    p_hero = joint.sum(axis=1)
    cond = joint / p_hero[:, None]  # P(villain j | hero i); symmetric joint
    win_called = eq * 2 * stack_bb - stack_bb  # push called: hero i against caller j
    steal = 1.0 + ante_bb
    fold_sb = -(0.5 + ante_bb)
    fold_bb = -(1.0 + ante_bb)
    n = len(p_hero)
    push = np.ones(n)
    call = np.ones(n)
    for t in range(1, iterations + 1):
        ev_push = cond @ (1 - call) * steal + (cond * win_called) @ call
        best_push = (ev_push > fold_sb).astype(np.float64)
        # Big blind j against pushes: weight hero hands by P(i | j) * push[i].
        pushed = cond * push[None, :]  # P(pusher i | caller j) times the push frequency
        mass = pushed.sum(axis=1)
        ev_call = (pushed * (eq * 2 * stack_bb - stack_bb)).sum(axis=1)
        best_call = (ev_call > fold_bb * mass).astype(np.float64)
        push += (best_push - push) / (t + 1)
        call += (best_call - call) / (t + 1)
    return PushFold(tuple(float(x) for x in push), tuple(float(x) for x in call))


def push_against_callers(stack_bb: float, behind: int, ante_bb: float, callers: FloatArray,
                         players: int, equities: FloatArray | None = None) -> frozenset[str]:
    """Classes worth pushing first in with ``behind`` players to act, each calling with ``callers``.

    A best response: folding costs the ante; if everyone folds the pot is the blinds and
    the ``players`` antes; a caller (at most one, as calls past the first are rare) plays
    an all-in for ``stack_bb`` each plus that dead money.
    """
    eq = preflop_equities() if equities is None else equities
    joint = _joint()
    cond = joint / joint.sum(axis=1)[:, None]
    called = cond @ callers  # chance one given player calls my class
    nobody = (1 - called) ** behind
    dead = 1.5 + players * ante_bb
    eq_called = (cond * eq) @ callers / np.maximum(called, 1e-9)
    ev_called = eq_called * (2 * stack_bb + dead - 1.0) - stack_bb
    ev = nobody * dead + (1 - nobody) * ev_called
    classes = all_classes()
    return frozenset(classes[i] for i in range(len(classes)) if ev[i] > -ante_bb)


def _run(tokens: list[str], present: list[bool]) -> tuple[str, ...]:
    """Range tokens for one row of classes, strongest first: "X+" for a run from the top."""
    top = 0
    while top < len(present) and present[top]:
        top += 1
    if top > 1:
        head: tuple[str, ...] = (f"{tokens[top - 1]}+",)
    else:
        head = tuple(tokens[:top])
    return head + tuple(t for t, p in zip(tokens[top:], present[top:], strict=True) if p)


def range_text(classes: frozenset[str]) -> str:
    """Compact range notation for a set of classes ("22+, A2s+, K9o+, QJs")."""
    pairs = [r * 2 for r in reversed(RANKS)]
    out = list(_run(pairs, [p in classes for p in pairs]))
    for hi_index in range(len(RANKS) - 1, 0, -1):
        hi = RANKS[hi_index]
        for suit in "so":
            row = [f"{hi}{lo}{suit}" for lo in reversed(RANKS[:hi_index])]
            out += _run(row, [c in classes for c in row])
    return ", ".join(out)
