"""Flood protection: a token bucket per connection.

Each command costs one token; tokens refill at ``rate`` per second up to ``burst``. A command
arriving with the bucket empty is refused with a clear error and changes nothing. Time is
passed in (monotonic seconds) so the bucket is testable without sleeping.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class TokenBucket:
    """Allows bursts of ``burst`` commands and ``rate`` commands per second on average."""

    rate: float = 20.0
    burst: float = 40.0
    _tokens: float = field(default=-1.0, repr=False)
    _last: float | None = field(default=None, repr=False)

    def has_tokens(self, now: float) -> bool:
        """Whether ``allow(now)`` would succeed (takes nothing)."""
        self._refill(now)
        return self._tokens >= 1.0

    def allow(self, now: float) -> bool:
        """Take one token at time ``now`` (seconds); False when the caller is flooding."""
        self._refill(now)
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False

    def _refill(self, now: float) -> None:
        if self._last is None:
            self._tokens = self.burst
        else:
            self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
