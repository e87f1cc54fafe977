"""Real TLS certificates made in the test: a self-signed certificate (its own CA) for
the names and addresses given, written as PEM files."""

from __future__ import annotations

import datetime
import ipaddress
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID


@dataclass(frozen=True)
class CertFiles:
    """PEM paths: the certificate (also the CA a client trusts) and its key."""

    certfile: Path
    keyfile: Path


def self_signed(folder: Path, host: str = "localhost",
                addresses: tuple[str, ...] = ("127.0.0.1",)) -> CertFiles:
    """A self-signed CA certificate valid for ``host`` and ``addresses``, for one day."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, host)])
    now = datetime.datetime.now(datetime.UTC)
    alt = [x509.DNSName(host), *(x509.IPAddress(ipaddress.ip_address(a)) for a in addresses)]
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName(alt), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    folder.mkdir(parents=True, exist_ok=True)
    files = CertFiles(folder / f"{host}.crt", folder / f"{host}.key")
    files.certfile.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    files.keyfile.write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))
    return files
