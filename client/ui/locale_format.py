"""Money, chips and clock times as the player's locale writes them: "$1,234.56" in
English, "1.234,56 €" in German, "1234,56 €" in Spanish.

The locale is `QLocale()`, which `i18n.install_translator` sets from the chosen language;
Qt's neutral "C" locale (no language configured) reads as US English. Money stays Decimal
all the way: its digits are grouped and joined here with the locale's separators, and
Qt is asked only where the currency symbol goes (on an exact integer template), so no
amount ever passes through a float.
"""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from PySide6.QtCore import QDate, QDateTime, QLocale, QTime

#: Currencies written with a symbol; any other code follows the amount ("1,000 PLAY").
SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "T$": "T$"}
_TEMPLATE_DIGIT = 7  # an exact integer Qt places the symbol around


def display_locale() -> QLocale:
    """The locale amounts and times are written in (US English for Qt's "C")."""
    locale = QLocale()
    if locale.language() == QLocale.Language.C:
        return QLocale("en_US")
    return locale


def count_text(value: int, locale: QLocale | None = None) -> str:
    """A whole number (chips) with the locale's group separator: "1,500" / "1.500"."""
    locale = locale if locale is not None else display_locale()
    grouped = locale.toString(abs(value))
    return f"{locale.negativeSign()}{grouped}" if value < 0 else grouped


def number_text(amount: Decimal, locale: QLocale | None = None, *,
                always_cents: bool = False) -> str:
    """A money amount's digits for the locale: two decimals, none when whole ("10")
    unless `always_cents` ("10.00", for columns of amounts)."""
    locale = locale if locale is not None else display_locale()
    cents = int(amount.quantize(Decimal("0.01")) * 100)
    whole, part = divmod(abs(cents), 100)
    text = locale.toString(whole)
    if part or always_cents:
        text += f"{locale.decimalPoint()}{part:02d}"
    return f"{locale.negativeSign()}{text}" if cents < 0 else text


def parse_amount(text: str, locale: QLocale | None = None) -> Decimal:
    """An amount the player typed, written the locale's way ("1.234,50" in German,
    "1,234.50" in English); raises decimal.InvalidOperation when it is not a number."""
    locale = locale if locale is not None else display_locale()
    plain = text.strip().replace(locale.groupSeparator(), "")
    return Decimal(plain.replace(locale.decimalPoint(), "."))


def money_text(amount: Decimal, currency: str, locale: QLocale | None = None) -> str:
    """Money for display: "$1.50", "€10" / "10 €", "T$3", "1,000 PLAY"."""
    locale = locale if locale is not None else display_locale()
    digits = number_text(abs(amount), locale)
    symbol = SYMBOLS.get(currency)
    if symbol is None:
        text = f"{digits} {currency}"
    else:
        template = locale.toCurrencyString(_TEMPLATE_DIGIT, symbol, 0)
        text = template.replace(str(_TEMPLATE_DIGIT), digits, 1)
    return f"{locale.negativeSign()}{text}" if amount < 0 else text


def money_affixes(currency: str, locale: QLocale | None = None) -> tuple[str, str]:
    """What `money_text` writes before and after the digits ("$", "" / "", " €" /
    "", " PLAY"), for an amount box that shows money the way the table's buttons do."""
    sample = money_text(Decimal(_TEMPLATE_DIGIT), currency, locale)
    before, _, after = sample.partition(str(_TEMPLATE_DIGIT))
    return before, after


def clock_text(moment: datetime, locale: QLocale | None = None) -> str:
    """A timezone-aware moment in the player's local time and locale: "Thu 7:30 PM",
    "Do. 19:30", "jue 19:30"."""
    locale = locale if locale is not None else display_locale()
    local = moment.astimezone().replace(tzinfo=None)
    day = locale.toString(QDate(local.year, local.month, local.day), "ddd")
    time = locale.toString(QTime(local.hour, local.minute), QLocale.FormatType.ShortFormat)
    return f"{day} {time}"


def date_time_text(moment: datetime, locale: QLocale | None = None) -> str:
    """A timezone-aware moment with its date, in local time and the player's locale
    ("12/4/26 10:41 PM", "04.12.26 22:41")."""
    locale = locale if locale is not None else display_locale()
    local = moment.astimezone().replace(tzinfo=None)
    return locale.toString(QDateTime(QDate(local.year, local.month, local.day),
                                     QTime(local.hour, local.minute)),
                           QLocale.FormatType.ShortFormat)
