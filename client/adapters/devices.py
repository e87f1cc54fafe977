"""The device keys this computer received at successful logins, kept across restarts.

A server hands out a device key with every password login (`Welcome.device`); presented at
the next login (`Login.device`), it marks the owner's own device, whose failed logins are
counted apart from a stranger's, so nobody guessing the password can lock the owner out.
The keys live in one small JSON file in the user's config directory (readable by the user
only), one per server address and account name (names compare without regard to case, as
the server's do).
"""

from __future__ import annotations

import json
import logging
import os
from pathlib import Path

import platformdirs

_log = logging.getLogger(__name__)


def default_path() -> Path:
    """``devices.json`` in the user's config directory."""
    return Path(platformdirs.user_config_dir("skg-poker", "SKG")) / "devices.json"


class DeviceKeys:
    """Device keys by server and account, in a JSON file (an unreadable file: none)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path if path is not None else default_path()

    @staticmethod
    def _slot(url: str, user: str) -> str:
        return f"{url.rstrip('/')} {user.casefold()}"

    def _read(self) -> dict[str, str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            _log.warning("device keys in %s not readable (%s): logging in as a new device",
                         self.path, exc)
            return {}
        if not isinstance(data, dict):
            return {}
        return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str)}

    def get(self, url: str, user: str) -> str | None:
        """The key this device received from ``url`` for ``user`` (None: never logged in)."""
        return self._read().get(self._slot(url, user))

    def put(self, url: str, user: str, key: str) -> None:
        """Keep the key ``url`` gave this device for ``user`` (only the user may read it)."""
        keys = self._read()
        if keys.get(self._slot(url, user)) == key:
            return
        keys[self._slot(url, user)] = key
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fresh = self.path.with_suffix(".tmp")
            fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump(keys, out, indent=1, sort_keys=True)
            fresh.replace(self.path)
        except OSError as exc:  # the login worked; only the next one is a stranger's
            _log.warning("device key not saved to %s: %s", self.path, exc)
