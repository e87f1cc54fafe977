"""Accounts and sessions: argon2id password hashes and opaque session tokens.

Passwords are never stored, only argon2id hashes (argon2-cffi). A login hands out a random
token; the store keeps only its SHA-256, so a stolen database cannot resume sessions.
Hashing is deliberately slow, so callers run it in an executor off the event loop.
"""

from __future__ import annotations

import hashlib
import re
import secrets
from dataclasses import dataclass

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

USER_NAME = re.compile(r"[A-Za-z0-9_.-]{1,32}")
MIN_PASSWORD = 6


class AuthError(Exception):
    """Login or account creation refused; the message says why and what to do."""


@dataclass(frozen=True)
class HashCost:
    """argon2id cost parameters (tests use a cheap setting; production the library default)."""

    time_cost: int = 3
    memory_cost: int = 65536
    parallelism: int = 4


CHEAP = HashCost(time_cost=1, memory_cost=1024, parallelism=1)
"""Fast parameters for tests and benchmarks only."""


class Passwords:
    """Hashes and verifies passwords with argon2id."""

    def __init__(self, cost: HashCost = HashCost()) -> None:
        self._hasher = PasswordHasher(
            time_cost=cost.time_cost, memory_cost=cost.memory_cost, parallelism=cost.parallelism
        )

    def hash(self, password: str) -> str:
        """A new salted argon2id hash of ``password``."""
        if len(password) < MIN_PASSWORD:
            raise AuthError(f"password too short: use at least {MIN_PASSWORD} characters")
        return self._hasher.hash(password)

    def verify(self, stored_hash: str, password: str) -> bool:
        """True when ``password`` matches ``stored_hash``."""
        try:
            return self._hasher.verify(stored_hash, password)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False


def check_user_name(name: str) -> str:
    """The name if it is usable as a player id, else AuthError explaining the format."""
    if not USER_NAME.fullmatch(name):
        raise AuthError(
            f"user name {name!r} not allowed: use 1-32 letters, digits, '_', '.' or '-'"
        )
    return name


def new_token() -> str:
    """A fresh unguessable session token."""
    return secrets.token_urlsafe(32)


def token_digest(token: str) -> str:
    """What the store keeps of a token (SHA-256 hex)."""
    return hashlib.sha256(token.encode()).hexdigest()
