"""Measure what packaging/build.sh built: a Markdown table of sizes, printed and written to
dist/sizes.md, so packaging/README.md quotes numbers from a real build (copy the rows).

    python3 packaging/measure.py [DIST]
"""

from __future__ import annotations

import platform
import subprocess
import sys
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path


def size_of(path: Path) -> int:
    """Bytes of a file, or of every file under a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def megabytes(size: int) -> str:
    """Sizes as the README writes them: KB below a megabyte, else whole MB."""
    return f"{size / 1e3:.0f} KB" if size < 1e6 else f"{size / 1e6:.0f} MB"


def rows(dist: Path) -> list[tuple[str, str]]:
    """(what, size) of each built output found in `dist`."""
    found: list[tuple[str, str]] = []
    for pattern in ("skg_poker-*.whl", "skg_poker-*.tar.gz", "skg-poker",
                    "skg-poker-*-linux-*.tar.gz", "skg-poker_*.deb"):
        for path in sorted(dist.glob(pattern)):
            size = megabytes(size_of(path))
            if path.suffix == ".deb":
                installed = subprocess.run(["dpkg-deb", "-f", str(path), "Installed-Size"],
                                           capture_output=True, text=True, check=False)
                if installed.returncode == 0:
                    size += f" (installed {megabytes(int(installed.stdout) * 1024)})"
            found.append((f"`{path.name}{'/' if path.is_dir() else ''}`", size))
    return found


def table(dist: Path) -> str:
    """The Markdown table, headed by when and with what it was built."""
    when = datetime.now(UTC).strftime("%Y-%m-%d")
    head = (f"Measured by `packaging/measure.py` on {when}: Python {platform.python_version()}, "
            f"PySide6 {version('PySide6-Essentials')}, {platform.machine()}.\n\n"
            "| output | size |\n|---|---|\n")
    return head + "".join(f"| {what} | {size} |\n" for what, size in rows(dist))


def main(argv: list[str]) -> int:
    """Print the table and write it next to the outputs."""
    dist = Path(argv[0]) if argv else Path("dist")
    text = table(dist)
    (dist / "sizes.md").write_text(text, encoding="utf-8")
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
