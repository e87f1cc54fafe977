"""PokerStars hands written by the client set to another language (Portuguese `Mão
PokerStars #...`, Russian `Раздача PokerStars №...`), each line reworded into the English
client's words so that the one PokerStars reader reads them.

Each `Language` lists the words its client writes, as real files write them: header,
table and seats, posts, actions and all-in, the hero's cards, the returned bet, a pot
won, the lines that change nothing, and the summary. A line in words not listed is left
as written: the reader then marks its hand unsupported with that line instead of guessing
what it says.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

Words = tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Language:
    """One client language's words (each pair: its words, the English client's)."""

    header: re.Pattern[str]  # the hand number, the rest of the line
    header_words: Words
    table: re.Pattern[str]  # the table's name, what follows, the button's seat
    seat: re.Pattern[str]  # a seat line's start, with the seat number
    seat_words: Words  # in seat lines and the summary's
    starts: Words  # lines that start with a section title, the board, a separator
    # Whole lines and the English client's (`\1`...: their groups): the summary's total,
    # the returned bet, the hero's cards, a pot won, a time-out named first.
    patterns: tuple[tuple[re.Pattern[str], str], ...]
    verbs: Words  # `name: <verb>`
    raise_to: str  # between a raise's two amounts
    all_in: str
    named: Words  # `name <words>` lines that change nothing


PORTUGUESE = Language(
    header=re.compile(r"Mão PokerStars #(\d+):(.*)"),
    header_words=(("Torneio #", "Tournament #"), (" - Nível ", " - Level ")),
    table=re.compile(r"Mesa '(.*)'(.*?)(?: Lugar #(\d+) é o botão)?$"),
    seat=re.compile(r"Lugar (\d+): "),
    seat_words=((" em fichas)", " in chips)"), (" está sit out", " is sitting out"),
                (" (Botão)", " (button)"), (" mostrou [", " showed [")),
    starts=(("*** CARTAS DA MÃO ***", "*** HOLE CARDS ***"), ("*** SUMÁRIO ***", "*** SUMMARY ***"),
            ("Mesa [", "Board [")),
    patterns=((re.compile(r"Total pote (\S+)(.*?)\| comissão (\S+)"), r"Total pot \1\2| Rake \3"),
              (re.compile(r"Aposta não-igualada \((.+)\) voltou para (.+)"),
               r"Uncalled bet (\1) returned to \2"),
              (re.compile(r"(.+) recebe (\[.*\])$"), r"Dealt to \1 \2"),
              (re.compile(r"(.+) recebeu (\S+) do pote$"), r"\1 collected \2 from pot")),
    verbs=(("paga o small blind ", "posts small blind "), ("paga o big blind ", "posts big blind "),
           ("coloca ante ", "posts the ante "), ("não mostra a mão", "doesn't show hand"),
           ("esconde a mão", "mucks hand"), ("está sit out", "is sitting out"),
           ("desiste", "folds"), ("passa", "checks"), ("iguala ", "calls "),
           ("aposta ", "bets "), ("aumenta ", "raises "), ("mostra [", "shows [")),
    raise_to=" para ",
    all_in=" e está all-in",
    named=((" gastou o tempo enquanto estava sem ligação", " has timed out while disconnected"),
           (" gastou o tempo", " has timed out"), (" está sem ligação", " is disconnected"),
           (" está ligado", " is connected"), (" está sit out", " is sitting out"),
           (" terminou o torneio em ", " finished the tournament in "),
           (" Acabou o torneio em ", " finished the tournament in "),
           (" ganhou o torneio e recebeu ", " wins the tournament and receives "),
           (" voltou", " has returned")),
)

RUSSIAN = Language(
    header=re.compile(r"Раздача PokerStars №(\d+):(.*)"),
    header_words=(("Холдем Безлимитный", "Hold'em No Limit"),),
    table=re.compile(r"Стол '(.*)'(.*?)(?: Баттон на месте №(\d+))?$"),
    seat=re.compile(r"Место (\d+): "),
    seat_words=((" фишек)", " in chips)"), (" (баттон)", " (button)"),
                (" (малый блайнд)", " (small blind)"), (" (большой блайнд)", " (big blind)"),
                (" открыл [", " showed [")),
    starts=(("*** ЗАКРЫТЫЕ КАРТЫ ***", "*** HOLE CARDS ***"), ("*** ФЛОП ***", "*** FLOP ***"),
            ("*** ТЕРН ***", "*** TURN ***"), ("*** РИВЕР ***", "*** RIVER ***"),
            ("*** ВСКРЫТИЕ КАРТ ***", "*** SHOW DOWN ***"), ("*** ИТОГ ***", "*** SUMMARY ***"),
            ("Борд [", "Board ["), ("*********** №", "*********** # "),
            ("Выписка Ваши последние ", "Transcript for your last ")),
    patterns=((re.compile(r"Общий банк (\S+)(.*?)\| Доля (\S+)"), r"Total pot \1\2| Rake \3"),
              (re.compile(r"Неуравненная ставка \((.+)\) возвращается игроку (.+)"),
               r"Uncalled bet (\1) returned to \2"),
              (re.compile(r"Карты (.+?) (\[.*\])$"), r"Dealt to \1 \2"),
              (re.compile(r"(.+) получил (\S+) \( банк\)$"), r"\1 collected \2 from pot"),
              (re.compile(r"время на ход игрока (.+) истекло$"), r"\1 has timed out")),
    verbs=(("ставит малый блайнд ", "posts small blind "),
           ("ставит большой блайнд ", "posts big blind "), ("делает фолд", "folds"),
           ("делает чек", "checks"), ("делает колл ", "calls "), ("делает бет ", "bets "),
           ("делает рейз ", "raises "), ("не показывает руку", "doesn't show hand"),
           ("открывает [", "shows [")),
    raise_to=" ",
    all_in=" и олл-ин",
    named=((" покидает стол", " leaves the table"),
           (" садится за стол на место №", " joins the table at seat #")),
)

LANGUAGES = (PORTUGUESE, RUSSIAN)
# `$ 0.98+$ 0.12 USD`: the Portuguese client writes a space between the sign and the amount.
_SPACED_SIGN = re.compile(r"([$€£]) (?=\d)")


def language_of(lines: list[str]) -> Language | None:
    """The language of the first hand header among a file's first lines (None: English)."""
    for line in lines[:20]:
        for language in LANGUAGES:
            if language.header.match(line.lstrip("\ufeff ")):
                return language
    return None


def in_english(line: str, language: Language) -> str:
    """One line of a hand in the English client's words (as written when its words are not
    the language's)."""
    m = language.header.match(line)
    if m is not None:
        rest = _SPACED_SIGN.sub(r"\1", m.group(2))
        for words, english in language.header_words:
            rest = rest.replace(words, english)
        return f"PokerStars Hand #{m.group(1)}:{rest}"
    m = language.table.match(line.rstrip())
    if m is not None:
        button = f" Seat #{m.group(3)} is the button" if m.group(3) else ""
        return f"Table '{m.group(1)}'{m.group(2)}{button}"
    if language.seat.match(line):
        line = language.seat.sub(r"Seat \1: ", line, count=1)
        for words, english in language.seat_words:
            line = line.replace(words, english)
        return line
    for words, english in language.starts:
        if line.startswith(words):
            return english + line[len(words) :]
    return (_matched(line, language) or _action(line, language)
            or _replaced(line, language.named))


def _matched(line: str, language: Language) -> str:
    """A whole line of the language's `patterns` in the English client's words."""
    text = line.rstrip()
    for pattern, english in language.patterns:
        if m := pattern.match(text):
            return m.expand(english)
    return ""


def _action(line: str, language: Language) -> str:
    """`name: <verb> ...`; a name may hold ": " itself, so each ": " is tried from the
    left."""
    cut = line.find(": ")
    while cut > 0:
        rest = line[cut + 2 :].rstrip()
        all_in = rest.endswith(language.all_in)
        if all_in:
            rest = rest[: -len(language.all_in)]
        for words, english in language.verbs:
            if rest.startswith(words):
                arg = rest[len(words) :]
                if english == "raises ":
                    arg = arg.replace(language.raise_to, " to ", 1)
                return f"{line[:cut]}: {english}{arg}" + (" and is all-in" if all_in else "")
        cut = line.find(": ", cut + 2)
    return ""


def _replaced(line: str, words: Words) -> str:
    for native, english in words:
        if native in line:
            return line.replace(native, english, 1)
    return line
