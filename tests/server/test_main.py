"""`skg-poker-server` command line: options map to the config; bad options fail clearly."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

import pytest

from client.room.ledger import Currency
from client.server.main import build_parser, config_from, main
from client.service.config import RETAIN_FINISHED


def test_options_build_the_server_config() -> None:
    args = build_parser().parse_args(
        ["--port", "0", "--store", "sqlite:///x.db", "--grant", "USD:25.50", "--grant",
         "PLAY:1000", "--sng-seats", "3", "--sng-stack", "500", "--cheap-hashes"])
    config = config_from(args)
    assert config.host == "127.0.0.1" and config.port == 0 and config.db == "sqlite:///x.db"
    assert config.grants == {Currency.USD: Decimal("25.50"), Currency.PLAY: Decimal(1000)}
    (template,) = config.room.sit_and_gos
    assert template.build().max_players == 3 and template.build().starting_stack == 500


def test_retain_finished_sets_how_long_an_ended_tournament_stays_in_the_lobby(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert config_from(build_parser().parse_args([])).room.retain_finished == RETAIN_FINISHED
    args = build_parser().parse_args(["--retain-finished", "90"])
    assert config_from(args).room.retain_finished == timedelta(minutes=90)
    for bad in ("-5", "soon", "nan", "inf"):
        with pytest.raises(SystemExit) as info:
            build_parser().parse_args(["--retain-finished", bad])
        assert info.value.code == 2 and "give minutes, 0 or more" in capsys.readouterr().err


def test_default_listens_on_loopback_only() -> None:
    assert config_from(build_parser().parse_args([])).host == "127.0.0.1"


def test_db_is_an_alias_of_store() -> None:
    args = build_parser().parse_args(["--db", "postgresql://skg@db/poker"])
    assert config_from(args).db == "postgresql://skg@db/poker"


def test_unsupported_store_url_exits_2_with_a_clear_message(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--port", "0", "--store", "mysql://db.example/poker"]) == 2
    assert "unknown store URL scheme 'mysql'" in capsys.readouterr().err


def test_unreachable_postgresql_exits_2_with_a_clear_message(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--port", "0", "--store", "postgresql://skg@127.0.0.1:1/poker"]) == 2
    assert "cannot connect to postgresql://skg@127.0.0.1:1/poker" in capsys.readouterr().err


def test_bad_grant_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        build_parser().parse_args(["--grant", "DOGE:5"])
    assert info.value.code == 2
    assert "CURRENCY:AMOUNT" in capsys.readouterr().err
