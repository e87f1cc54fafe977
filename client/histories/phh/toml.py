"""The TOML values a PHH file holds (ints, decimals, strings, booleans and lists of them),
written the one way both PHH writers (`dealt.export_phh`, `write.phh_text`) write them."""

from __future__ import annotations

from decimal import Decimal

from client.engine.errors import EngineError


def toml_value(value: object) -> str:
    """One value as TOML: a whole Decimal as an int (`12`), others without trailing
    zeros (`0.5`); EngineError for a type PHH has no use for."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        if value == value.to_integral_value():
            return str(int(value))
        return str(value.normalize())
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    raise EngineError(f"cannot write {value!r} to TOML")
