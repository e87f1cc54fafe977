"""Accounts: argon2 hashes, token digests, user-name rules, flood bucket."""

from __future__ import annotations

import pytest

from client.server.auth import CHEAP, AuthError, Passwords, check_user_name, new_token, token_digest
from client.server.ratelimit import TokenBucket


def test_password_is_stored_only_as_an_argon2id_hash() -> None:
    passwords = Passwords(CHEAP)
    stored = passwords.hash("correct horse")
    assert stored.startswith("$argon2id$") and "correct horse" not in stored
    assert passwords.verify(stored, "correct horse")
    assert not passwords.verify(stored, "wrong horse")
    assert not passwords.verify("not a hash", "correct horse")
    with pytest.raises(AuthError, match="too short"):
        passwords.hash("abc")


def test_tokens_are_random_and_stored_as_digests() -> None:
    a, b = new_token(), new_token()
    assert a != b and len(a) >= 40
    assert token_digest(a) != a and len(token_digest(a)) == 64


@pytest.mark.parametrize("name", ["", "a b", "x:y", "é", "a" * 33])
def test_bad_user_names_are_refused(name: str) -> None:
    with pytest.raises(AuthError, match="not allowed"):
        check_user_name(name)


def test_token_bucket_refuses_floods_and_refills() -> None:
    bucket = TokenBucket(rate=10, burst=5)
    assert all(bucket.allow(0.0) for _ in range(5))
    assert not bucket.allow(0.0)
    assert bucket.allow(0.1)  # one token back after 0.1 s at 10/s
    assert not bucket.allow(0.1)
