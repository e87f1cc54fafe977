"""Names from data ("Sit & Go 9", a file or player name) on tabs, menu items and buttons,
where Qt reads "&" as a keyboard mnemonic and would show "Sit _Go"."""

from __future__ import annotations


def no_mnemonic(text: str) -> str:
    """`text` with each "&" doubled, so Qt shows the "&" instead of underlining a letter."""
    return text.replace("&", "&&")
