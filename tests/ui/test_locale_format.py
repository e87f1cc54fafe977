"""Amounts, chips and times written for the player's locale, from exact Decimals."""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal, InvalidOperation

import pytest
from PySide6.QtCore import QLocale

from client.ui.locale_format import clock_text, count_text, money_text, parse_amount
from client.ui.table.table_state import chips_text

NBSP = "\u00a0"


@pytest.mark.parametrize(("name", "dime", "big", "euros"), [
    ("en_US", "$0.10", "$1,234.56", "€10"),
    ("de_DE", f"0,10{NBSP}$", f"1.234,56{NBSP}$", f"10{NBSP}€"),
    ("es_ES", f"0,10{NBSP}$", f"1234,56{NBSP}$", f"10{NBSP}€"),
])
def test_money_prints_exactly_in_the_locale(name: str, dime: str, big: str,
                                            euros: str) -> None:
    locale = QLocale(name)
    assert money_text(Decimal("0.10"), "USD", locale) == dime
    assert money_text(Decimal("1234.56"), "USD", locale) == big
    assert money_text(Decimal("10.00"), "EUR", locale) == euros


def test_german_euros_and_large_exact_amounts() -> None:
    german = QLocale("de_DE")
    assert money_text(Decimal("1234.56"), "EUR", german) == f"1.234,56{NBSP}€"
    # beyond a double's exact range: the digits come from the Decimal, not a float
    assert money_text(Decimal("12345678901234567.89"), "USD", QLocale("en_US")) == \
        "$12,345,678,901,234,567.89"
    assert money_text(Decimal("-3.5"), "GBP", QLocale("en_GB")) == "-£3.50"
    assert money_text(Decimal("1000"), "PLAY", german) == "1.000 PLAY"


def test_chips_are_integers_with_the_group_separator() -> None:
    assert count_text(1500, QLocale("en_US")) == "1,500"
    assert count_text(1500, QLocale("de_DE")) == "1.500"
    assert count_text(-25000, QLocale("de_DE")) == "-25.000"


def test_default_locale_follows_the_chosen_language() -> None:
    before = QLocale()
    try:
        QLocale.setDefault(QLocale("de_DE"))
        assert chips_text(123456, "EUR") == f"1.234,56{NBSP}€"
        assert chips_text(123456) == "123.456"
        QLocale.setDefault(QLocale("C"))  # no language configured reads as US English
        assert chips_text(123456, "USD") == "$1,234.56"
    finally:
        QLocale.setDefault(before)


def test_times_follow_the_locale() -> None:
    moment = datetime(2026, 12, 3, 19, 30, tzinfo=UTC).astimezone()
    hour = moment.hour
    assert clock_text(moment, QLocale("de_DE")) == f"Do. {hour:02d}:{moment.minute:02d}"
    assert clock_text(moment, QLocale("es_ES")).startswith("jue ")
    assert clock_text(moment, QLocale("en_US")).startswith("Thu ")


def test_typed_amounts_are_read_the_locales_way() -> None:
    """A German player types "1.234,50"; an English one "1,234.50": the same Decimal."""
    assert parse_amount("1.234,50", QLocale("de_DE")) == Decimal("1234.50")
    assert parse_amount(" 1,234.50 ", QLocale("en_US")) == Decimal("1234.50")
    assert parse_amount("12,5", QLocale("es_ES")) == Decimal("12.5")
    with pytest.raises(InvalidOperation):
        parse_amount("zwölf", QLocale("de_DE"))
