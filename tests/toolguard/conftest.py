"""Fixtures for toolguard tests: real processes started under a tool's name."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from client.toolguard import Catalog, ScanResult, load_catalog, scan

HARMLESS_BINARY = Path(shutil.which("sleep") or "/bin/sleep")


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return load_catalog()


class Spawner:
    """Starts copies of ``sleep`` under tool names and scans for this test's processes only
    (tests run in parallel, so other tests' tools may be running at the same moment)."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.procs: list[subprocess.Popen[bytes]] = []

    def __call__(
        self,
        name: str,
        *,
        folder: str = "",
        argv0: str | None = None,
        env: dict[str, str] | None = None,
    ) -> subprocess.Popen[bytes]:
        """Start ``name`` (in ``folder``); ``argv0`` and ``env`` plant private data that the
        scanner must never read. Popen returns after exec: the new name already shows."""
        directory = self.root / folder if folder else self.root
        directory.mkdir(parents=True, exist_ok=True)
        binary = directory / name
        shutil.copy2(HARMLESS_BINARY, binary)
        binary.chmod(0o755)
        proc = subprocess.Popen([argv0 or str(binary), "600"], executable=binary, env=env)
        self.procs.append(proc)
        return proc

    def scan(self, catalog: Catalog) -> ScanResult:
        """A real scan, keeping only the findings about processes this test started."""
        result = scan(catalog)
        mine = {p.pid for p in self.procs}
        return dataclasses.replace(
            result, findings=tuple(f for f in result.findings if f.pid in mine)
        )

    def close(self) -> None:
        for proc in self.procs:
            stop(proc)


@pytest.fixture
def spawn_as(tmp_path: Path) -> Iterator[Spawner]:
    spawner = Spawner(tmp_path / "tools")
    yield spawner
    spawner.close()




def stop(proc: subprocess.Popen[bytes]) -> None:
    """End a spawned tool, as a player closing it."""
    proc.kill()
    proc.wait()
