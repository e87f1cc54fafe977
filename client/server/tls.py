"""TLS for the server itself: ``--certfile``/``--keyfile`` serve ``wss://``.

A poker server carries passwords, session tokens and hole cards, so it encrypts by itself
instead of relying on a proxy someone may forget. Plain ``ws://`` is allowed only on a
loopback address (nothing crosses a network) unless the operator says ``--insecure``
(a TLS-terminating proxy on the same machine, a private test network).
"""

from __future__ import annotations

import ipaddress
import ssl
from dataclasses import dataclass


class ListenError(Exception):
    """The server cannot listen as configured; the message says what to pass instead."""


@dataclass(frozen=True)
class TlsConfig:
    """The server's certificate chain and private key (PEM files)."""

    certfile: str
    keyfile: str


def is_loopback(host: str) -> bool:
    """Whether ``host`` names only this machine (127.0.0.0/8, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def server_context(tls: TlsConfig | None, host: str, insecure: bool) -> ssl.SSLContext | None:
    """The TLS context to listen with (None: plain ``ws://``, allowed on loopback or with
    ``insecure``); ListenError when the files cannot be used or plain text would cross a
    network."""
    if tls is None:
        if is_loopback(host) or insecure:
            return None
        raise ListenError(f"--host {host} without TLS would send passwords and cards in "
                          "clear text: give --certfile and --keyfile (or --insecure)")
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    try:
        context.load_cert_chain(tls.certfile, tls.keyfile)
    except (OSError, ssl.SSLError) as exc:
        raise ListenError(f"cannot use --certfile {tls.certfile} --keyfile {tls.keyfile}: "
                          f"{exc}") from exc
    return context
