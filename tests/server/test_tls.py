"""TLS by the server itself: ``--certfile``/``--keyfile`` serve ``wss://``; the client
verifies the certificate (system CAs, or ``cafile`` for a private CA); plain ``ws://`` only
on loopback unless ``--insecure``. Real certificates, made in the test."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from websockets.asyncio.client import connect

from client.adapters.base import AdapterError
from client.adapters.remote import Backoff, RemoteAdapter
from client.protocol.messages import Welcome
from client.server.app import PokerServer, ServerConfig
from client.server.auth import CHEAP
from client.server.main import build_parser, config_from, main
from client.server.tls import ListenError, TlsConfig, server_context
from tests.server.certs import CertFiles, self_signed

PASSWORD = "s3cret-pass"


def tls_server(tmp_path: Path, certs: CertFiles) -> PokerServer:
    return PokerServer(ServerConfig(
        port=0, db=str(tmp_path / "server.sqlite3"), hash_cost=CHEAP,
        tls=TlsConfig(str(certs.certfile), str(certs.keyfile))))


def adapter(url: str, cafile: Path | None) -> RemoteAdapter:
    return RemoteAdapter(url, "ann", PASSWORD, create=True, backoff=Backoff(attempts=1),
                         login_timeout=5, cafile=None if cafile is None else str(cafile))


def test_the_server_serves_wss_and_a_client_trusting_its_ca_logs_in(tmp_path: Path) -> None:
    certs = self_signed(tmp_path / "tls")

    async def main() -> None:
        server = tls_server(tmp_path, certs)
        port = await server.start()
        client = adapter(f"wss://localhost:{port}", certs.certfile)
        welcomes: list[Welcome] = []
        client.subscribe(lambda e: welcomes.append(e) if isinstance(e, Welcome) else None)
        try:
            assert server.scheme == "wss"
            await client.connect()
            assert [w.name for w in welcomes] == ["ann"]
        finally:
            await client.close()
            await server.stop()

    asyncio.run(main())


@pytest.mark.parametrize("case", ["system CAs only", "certificate for another host"])
def test_a_certificate_that_does_not_verify_refuses_the_connection(
        tmp_path: Path, case: str) -> None:
    """An attacker's self-signed certificate, or a real one for another name, is refused:
    the password is never sent."""
    certs = self_signed(tmp_path / "tls", host="other.example", addresses=("192.0.2.1",)) \
        if case == "certificate for another host" else self_signed(tmp_path / "tls")
    cafile = certs.certfile if case == "certificate for another host" else None

    async def main() -> None:
        server = tls_server(tmp_path, certs)
        port = await server.start()
        try:
            with pytest.raises(AdapterError, match=r"CERTIFICATE_VERIFY_FAILED|match"):
                await adapter(f"wss://localhost:{port}", cafile).connect()
            assert server.store is not None and server.store.accounts() == []
        finally:
            await server.stop()

    asyncio.run(main())


def test_plain_ws_to_a_tls_server_gets_no_welcome(tmp_path: Path) -> None:
    certs = self_signed(tmp_path / "tls")

    async def main() -> None:
        server = tls_server(tmp_path, certs)
        port = await server.start()
        try:
            with pytest.raises(Exception):  # noqa: B017 - any handshake failure will do
                async with connect(f"ws://127.0.0.1:{port}", open_timeout=5):
                    pass
        finally:
            await server.stop()

    asyncio.run(main())


def test_plain_ws_is_refused_off_loopback_unless_insecure() -> None:
    assert server_context(None, "127.0.0.1", insecure=False) is None
    assert server_context(None, "::1", insecure=False) is None
    assert server_context(None, "0.0.0.0", insecure=True) is None
    with pytest.raises(ListenError, match="--certfile and --keyfile"):
        server_context(None, "0.0.0.0", insecure=False)
    with pytest.raises(ListenError, match="--certfile and --keyfile"):
        asyncio.run(PokerServer(ServerConfig(host="192.0.2.10", port=0)).start())


def test_tls_options_and_their_errors_on_the_command_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    certs = self_signed(tmp_path / "tls")
    config = config_from(build_parser().parse_args(
        ["--certfile", str(certs.certfile), "--keyfile", str(certs.keyfile), "--insecure"]))
    assert config.tls == TlsConfig(str(certs.certfile), str(certs.keyfile)) and config.insecure
    sessions = config_from(build_parser().parse_args(
        ["--session-idle", "60", "--session-lifetime", "3600"]))
    assert (sessions.session_idle, sessions.session_lifetime) == (60, 3600)
    assert main(["--host", "0.0.0.0", "--port", "0",
                 "--store", str(tmp_path / "s.sqlite3")]) == 2
    assert "without TLS would send passwords" in capsys.readouterr().err
    assert main(["--port", "0", "--certfile", str(tmp_path / "missing.pem"),
                 "--store", str(tmp_path / "s.sqlite3")]) == 2
    assert "cannot use --certfile" in capsys.readouterr().err
