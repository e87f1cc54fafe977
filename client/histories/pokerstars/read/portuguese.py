"""PokerStars hands written by the client set to Portuguese (`Mão PokerStars #...`), each
line reworded into the English client's words so that the one PokerStars reader reads them.

The words are those the Brazilian Portuguese client writes: header (`Torneio #`, `Nível`),
table and seats (`Mesa '...' 9-max Lugar #3 é o botão`, `Lugar 1: Ana (1500 em fichas)`),
posts (`coloca ante`, `paga o small blind`), actions (`desiste`, `passa`, `iguala`,
`aposta`, `aumenta 20 para 40`, `e está all-in`), the hero's cards (`Ana recebe [..]`),
`Aposta não-igualada (N) voltou para`, `recebeu N do pote`, showdown, the lines that
change nothing, and the summary (`*** SUMÁRIO ***`, `Total pote N | comissão N`). A line
in words not listed here is left as written: the reader then marks its hand unsupported
with that line instead of guessing what it says.
"""

from __future__ import annotations

import re

HEADER_START = "Mão PokerStars #"

_HEADER = re.compile(r"Mão PokerStars #(\d+):(.*)")
# `$ 0.98+$ 0.12 USD`: the client writes a space between the sign and the amount.
_SPACED_SIGN = re.compile(r"([$€£]) (?=\d)")
_HEADER_WORDS = (("Torneio #", "Tournament #"), (" - Nível ", " - Level "))
_TABLE = re.compile(r"Mesa '(.*)'(.*?)(?: Lugar #(\d+) é o botão)?$")
_SEAT = re.compile(r"Lugar (\d+): ")
_SEAT_WORDS = ((" em fichas)", " in chips)"), (" está sit out", " is sitting out"),
               (" (Botão)", " (button)"), (" mostrou [", " showed ["))
_SECTIONS = {"*** CARTAS DA MÃO ***": "*** HOLE CARDS ***", "*** SUMÁRIO ***": "*** SUMMARY ***"}
_TOTAL = re.compile(r"Total pote (\S+)(.*?)\| comissão (\S+)")
_UNCALLED = re.compile(r"Aposta não-igualada \((.+)\) voltou para (.+)")
# `name: <verb>...`: the verb's words and the English client's, longest first where one
# starts another.
_VERBS = (
    ("paga o small blind ", "posts small blind "), ("paga o big blind ", "posts big blind "),
    ("coloca ante ", "posts the ante "), ("não mostra a mão", "doesn't show hand"),
    ("esconde a mão", "mucks hand"), ("está sit out", "is sitting out"),
    ("desiste", "folds"), ("passa", "checks"), ("iguala ", "calls "), ("aposta ", "bets "),
    ("aumenta ", "raises "), ("mostra [", "shows ["),
)
_ALL_IN = (" e está all-in", " and is all-in")
# `name <words>` lines with no colon: the hero's cards, a pot won, the lines that change
# nothing (connection, time-outs, a player out of the tournament).
_DEALT = " recebe ["
_COLLECTED = re.compile(r"(.+) recebeu (\S+) do pote$")
_NAMED = (
    (" gastou o tempo enquanto estava sem ligação", " has timed out while disconnected"),
    (" gastou o tempo", " has timed out"), (" está sem ligação", " is disconnected"),
    (" está ligado", " is connected"), (" está sit out", " is sitting out"),
    (" terminou o torneio em ", " finished the tournament in "),
    (" Acabou o torneio em ", " finished the tournament in "),
    (" ganhou o torneio e recebeu ", " wins the tournament and receives "),
)


def written_in_portuguese(lines: list[str]) -> bool:
    """Whether the first hand of the lines starts with the Portuguese client's header."""
    first = next((line for line in lines if line.strip()), "")
    return first.lstrip("\ufeff ").startswith(HEADER_START)


def in_english(line: str) -> str:
    """One line of a Portuguese hand in the English client's words (as written when its
    words are not known here)."""
    if line.startswith(HEADER_START):
        return _header(line)
    if line.startswith("Mesa '"):
        return _table(line)
    if line.startswith("Mesa ["):
        return "Board [" + line[6:]
    if line.startswith("Lugar ") and _SEAT.match(line):
        line = _SEAT.sub(r"Seat \1: ", line, count=1)
        for words, english in _SEAT_WORDS:
            line = line.replace(words, english)
        return line
    if line.rstrip() in _SECTIONS:
        return _SECTIONS[line.rstrip()]
    return _total(line) or _uncalled(line) or _action(line) or _named(line)


def _header(line: str) -> str:
    """`Mão PokerStars #1: Torneio #2, $ 0.98+$ 0.12 USD Hold'em No Limit - Nível V
    (40/80) - ...` as `PokerStars Hand #1: Tournament #2, $0.98+$0.12 USD ... Level V`."""
    m = _HEADER.match(line)
    if m is None:
        return line
    rest = _SPACED_SIGN.sub(r"\1", m.group(2))
    for words, english in _HEADER_WORDS:
        rest = rest.replace(words, english)
    return f"PokerStars Hand #{m.group(1)}:{rest}"


def _table(line: str) -> str:
    m = _TABLE.match(line.rstrip())
    if m is None:
        return line
    button = f" Seat #{m.group(3)} is the button" if m.group(3) else ""
    return f"Table '{m.group(1)}'{m.group(2)}{button}"


def _total(line: str) -> str:
    m = _TOTAL.match(line)
    return f"Total pot {m.group(1)}{m.group(2)}| Rake {m.group(3)}" if m else ""


def _uncalled(line: str) -> str:
    m = _UNCALLED.match(line.rstrip())
    return f"Uncalled bet ({m.group(1)}) returned to {m.group(2)}" if m else ""


def _action(line: str) -> str:
    """`name: <verb> ...` with a Portuguese verb; a name may hold ": " itself, so each
    ": " is tried from the left."""
    cut = line.find(": ")
    while cut > 0:
        rest = line[cut + 2 :].rstrip()
        for words, english in _VERBS:
            if rest.startswith(words):
                rest = english + rest[len(words) :].replace(" para ", " to ", 1)
                if rest.endswith(_ALL_IN[0]):
                    rest = rest[: -len(_ALL_IN[0])] + _ALL_IN[1]
                return f"{line[:cut]}: {rest}"
        cut = line.find(": ", cut + 2)
    return ""


def _named(line: str) -> str:
    """`name recebe [..]`, `name recebeu N do pote` and the lines that change nothing."""
    if _DEALT in line and line.rstrip().endswith("]"):
        name, _, cards = line.rpartition(_DEALT)
        return f"Dealt to {name} [{cards}"
    m = _COLLECTED.match(line.rstrip())
    if m is not None:
        return f"{m.group(1)} collected {m.group(2)} from pot"
    for words, english in _NAMED:
        if words in line:
            return line.replace(words, english, 1)
    if line.rstrip().endswith(" voltou"):
        return line.rstrip()[: -len(" voltou")] + " has returned"
    return line
