"""Opt-in: compile the engine's hot modules to C extensions with mypyc (part of mypy, a test
dependency), in place next to their sources, which Python then imports instead.

The default install stays pure Python; this is for a server or a benchmark that wants the
engine about three times as fast (`benchmarks/bench_engine.py` says which one it measured).
The modules are the engine's strictly typed rules, the records and events it builds (native
frozen dataclasses whose written-out `__init__` stores into the slots, see `frozen.py`) and
the `Dealer` (open to interpreted subclasses: recorded and scripted hands deal their own).
The action and the config stay interpreted: they come from outside, and a wrong type in them
must give the engine's own error, not the TypeError a native `__init__` raises. An edited
source needs a new build: `tests/engine/test_compiled.py` fails while a compiled module is
older than its source. Run from the checkout: ``python3 packaging/compile_engine.py`` (build) or
``python3 packaging/compile_engine.py --clean`` (back to pure Python). Needs a C compiler and
the Python headers.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "client" / "engine"
#: The modules compiled (the hot path of a hand, and what it calls).
MODULES = (
    "cards",
    "dealing",
    "events",
    "evaluate",
    "forced",
    "games",
    "hand",
    "hand_state",
    "hand_view",
    "legality",
    "pots",
    "records",
    "settle",
    "showdown",
)
GROUP = "client.engine._compiled"  # mypyc's shared library, kept inside the package


def compiled_files() -> list[Path]:
    """The extension modules a build left in the engine package."""
    return sorted(p for p in ENGINE.iterdir() if p.suffix in (".so", ".pyd"))


def clean() -> None:
    """Remove every compiled module: the engine is pure Python again."""
    for path in compiled_files():
        path.unlink()
        print(f"removed {path.relative_to(ROOT)}")


def build() -> None:
    """Compile `MODULES` in place (C sources and objects under build/, ignored by git)."""
    from mypyc.build import mypycify
    from setuptools import setup

    clean()
    os.chdir(ROOT)
    setup(
        name="skg-poker-engine-compiled",
        ext_modules=mypycify(
            # the checkout's mypy settings, less the note on sections for other modules
            ["--no-warn-unused-configs", *(f"client/engine/{m}.py" for m in MODULES)],
            opt_level="3",
            group_name=GROUP,
        ),
        script_args=["build_ext", "--inplace", "--force"],  # --force: never an old object
    )


if __name__ == "__main__":
    clean() if sys.argv[1:] == ["--clean"] else build()
