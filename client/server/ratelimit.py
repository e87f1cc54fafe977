"""Flood protection: a token bucket per connection, and the failed-login policy.

Each command costs one token; tokens refill at ``rate`` per second up to ``burst``. A command
arriving with the bucket empty is refused with a clear error and changes nothing. Failed
logins follow `LoginPolicy` (exponential delay, then a temporary lock) on records the store
shares between nodes (`client.server.auth.LoginGuard` says which records count). Time is
passed in, so both are testable without sleeping.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from client.server.store.contract import ThrottleRecord


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


@dataclass(frozen=True)
class LoginPolicy:
    """How failed logins for one key (an account name or an address) slow and lock it.

    The first ``free_failures`` failures in a row cost nothing; after that each attempt
    must wait ``base_delay`` seconds after the last failure, doubling per failure up to
    ``max_delay``; the ``lock_after``-th failure in a row locks the key for
    ``lock_seconds`` and starts a fresh run. A run is forgotten after ``forget_after``
    seconds without a failure. Pure arithmetic on a `ThrottleRecord` and Unix seconds.
    """

    free_failures: int = 3
    base_delay: float = 1.0
    max_delay: float = 300.0
    lock_after: int = 10
    lock_seconds: float = 900.0
    forget_after: float = 3600.0

    def wait(self, record: ThrottleRecord, now: float) -> float:
        """Seconds before the key may try again (0: now)."""
        if record.locked_until > now:
            return record.locked_until - now
        if record.failures < self.free_failures or self._forgotten(record, now):
            return 0.0
        return max(0.0, record.last_failure + self.delay(record.failures) - now)

    def delay(self, failures: int) -> float:
        """The wait after ``failures`` failures in a row (exponential, capped)."""
        if failures < self.free_failures:
            return 0.0
        return min(self.max_delay, self.base_delay * 2.0 ** (failures - self.free_failures))

    def failed(self, record: ThrottleRecord, now: float) -> ThrottleRecord:
        """The record after one more failure at ``now``."""
        failures = 0 if self._forgotten(record, now) else record.failures
        failures += 1
        if failures >= self.lock_after:
            return ThrottleRecord(0, record.total + 1, record.locks + 1, now,
                                  now + self.lock_seconds)
        return ThrottleRecord(failures, record.total + 1, record.locks, now,
                              record.locked_until)

    def _forgotten(self, record: ThrottleRecord, now: float) -> bool:
        return now - record.last_failure >= self.forget_after


ACCOUNT_POLICY = LoginPolicy()
"""Per account from one stranger's address, and per account from its owner's known
addresses and devices: 3 free tries, then 1 s, 2 s, 4 s ...; locked 15 minutes after 10 in
a row (a stranger's lock holds only that address: the owner is never locked out by it)."""

NEW_ADDRESS_POLICY = LoginPolicy(lock_after=2**62)
"""Per account from every address it never logged in from, together: the same delays,
never a lock (so guessing from many addresses is slowed, yet cannot lock anyone out)."""

ADDRESS_POLICY = LoginPolicy(free_failures=20, lock_after=100)
"""Per address (one machine guessing many accounts): the same curve, 20 free, lock at 100."""
