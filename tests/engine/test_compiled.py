"""The opt-in compiled engine (packaging/compile_engine.py) is never stale: a module
compiled before its source last changed would run old rules in place of the source."""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

import client.engine

ENGINE = Path(client.engine.__file__).parent


def test_no_compiled_engine_module_is_older_than_its_source() -> None:
    stale = []
    for suffix in importlib.machinery.EXTENSION_SUFFIXES:
        for built in ENGINE.glob(f"*{suffix}"):
            source = ENGINE / (built.name.removesuffix(suffix) + ".py")
            if source.exists() and built.stat().st_mtime < source.stat().st_mtime:
                stale.append(source.name)
    assert not stale, (
        f"compiled before their last edit: {', '.join(sorted(stale))}; run "
        "python3 packaging/compile_engine.py again (or --clean for pure Python)"
    )
