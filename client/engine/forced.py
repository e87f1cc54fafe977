"""Forced posts before the cards, as data: the standard antes and blinds of a
config, or the posts a recorded hand lists (dead blinds, out-of-position blinds).

Standard posts: antes from the seat left of the button (stud: seat 0), then the
small blind left of the button and the big blind after it; heads-up the button
posts the small blind; with a dead small blind nobody posts it and the seat left
of the button posts the big blind; a big-blind ante (the whole table's antes) is
posted by the big blind after the blind.
"""

from __future__ import annotations

from typing import Any, Final

from client.engine.config import POST_KINDS, ForcedPost, HandConfig
from client.engine.errors import EngineError
from client.engine.games import GameSpec

LIVE_POSTS: Final = frozenset(("small_blind", "big_blind", "live_blind", "straddle"))


def standard_posts(cfg: HandConfig, spec: GameSpec, n: int) -> tuple[ForcedPost, ...]:
    """The posts the scalar fields of `cfg` describe, in posting order."""
    start = (cfg.button + 1) % n if spec.uses_blinds else 0
    posts: list[ForcedPost] = []
    if cfg.ante and not cfg.big_blind_ante:
        posts.extend(ForcedPost((start + k) % n, "ante", cfg.ante) for k in range(n))
    if not spec.uses_blinds:
        return tuple(posts)
    b = cfg.button
    if n == 2:
        sb, bb = b, (b + 1) % 2
    else:
        sb = -1 if cfg.dead_small_blind else (b + 1) % n
        bb = (b + 1) % n if cfg.dead_small_blind else (b + 2) % n
    if sb >= 0 and cfg.small_blind:
        posts.append(ForcedPost(sb, "small_blind", cfg.small_blind))
    posts.append(ForcedPost(bb, "big_blind", cfg.big_blind))
    if cfg.ante and cfg.big_blind_ante:
        posts.append(ForcedPost(bb, "big_blind_ante", cfg.ante * n))
    return tuple(posts)


def check_config(config: HandConfig, spec: GameSpec, n: int) -> None:
    """Raise EngineError (saying what to fix) unless `config` can be dealt."""
    if not 2 <= n <= spec.most_dealt:
        raise EngineError(f"{spec.code} needs 2 to {spec.most_dealt} players, got {n}")
    # Read as given (Any): a config built from a message may hold floats, which must give
    # EngineError here, also compiled (packaging/compile_engine.py), not a TypeError.
    given: Any = config
    if any(type(s) is not int or s <= 0 for s in given.stacks):
        raise EngineError("every stack must be a positive int (seat only players with chips)")
    amounts = (given.small_blind, given.big_blind, given.ante, given.bring_in,
               given.small_bet, given.big_bet, given.button)
    if any(type(a) is not int or a < 0 for a in amounts):
        raise EngineError("button, blinds, ante, bring-in and bet sizes must be ints, "
                          "not negative")
    if given.seed is not None and type(given.seed) is not int:
        raise EngineError(f"seed must be an int or None, got {given.seed!r}")
    small_bet = config.small_bet or config.big_blind
    if spec.uses_blinds:
        if not 0 <= config.button < n:
            raise EngineError(f"button {config.button} is not a seat index 0..{n - 1}")
        if config.big_blind <= 0 or config.small_blind > config.big_blind:
            raise EngineError("blind games need big_blind > 0 and small_blind <= big_blind")
        if config.dead_small_blind and n == 2:
            raise EngineError("heads-up has no dead small blind: the button posts it")
    elif config.bring_in <= 0 or small_bet <= 0 or config.bring_in > small_bet:
        raise EngineError("stud games need 0 < bring_in <= small_bet")
    if config.posts is not None:
        _check_posts(config.posts, spec, n)


def _check_posts(posts: tuple[ForcedPost, ...], spec: GameSpec, n: int) -> None:
    allowed = POST_KINDS if spec.uses_blinds else frozenset(("ante",))
    for typed in posts:
        post: Any = typed  # as given, like the config above
        if post.kind not in allowed:
            raise EngineError(
                f"post kind {post.kind!r} is not one of {', '.join(sorted(allowed))}"
            )
        if type(post.seat) is not int or not 0 <= post.seat < n:
            raise EngineError(f"post {post} names no seat 0..{n - 1}")
        if type(post.amount) is not int or post.amount < 0:
            raise EngineError(f"post {post} needs a whole, non-negative amount")
