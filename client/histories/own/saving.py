"""Every hand the player plays or watches, appended as PokerStars text to one file per table
per day, as PokerStars saves hand histories (e.g. `HH20261203 Kochab - $0.05-$0.10 - USD No
Limit Hold'em.txt`), hands separated by two blank lines. Optionally each hand also as a PHH
file (`<hand number>.phh`) in a second folder (`skg-poker qa play --phh-dir`).

The day is the hand's date in the header's time zone (US Eastern), so a file's name and its
hands agree. Written only from the `HandLog` (what this player saw).
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

from client.engine.games import GAMES
from client.histories.own.record import HandLog, stakes_text
from client.histories.phh.write import phh_text
from client.histories.pokerstars.write import eastern, pokerstars_text

_UNSAFE = str.maketrans({c: "-" for c in '/\\:*?"<>|'})


def default_folder(account: str) -> Path:
    """`<user data dir>/HandHistories/<account>` (the account made safe as a folder name)."""
    base = Path(platformdirs.user_data_dir("skg-poker", "SKG")) / "HandHistories"
    return base / (account.translate(_UNSAFE).strip(". ") or "player")


def file_name(hand: HandLog) -> str:
    """The day's file for the hand's table, named as PokerStars names it."""
    day = hand.started.astimezone(eastern())
    table = hand.table
    lobby_game = table.game or hand.game
    game = GAMES[lobby_game].name if lobby_game in GAMES else lobby_game  # HORSE as is
    if table.tournament_id is not None:
        name = f"HH{day:%Y%m%d} T{table.tournament_id} {game}"
    else:
        money = hand.money()
        small, big = stakes_text(hand.game, hand.small_blind, hand.big_blind, hand.small_bet,
                                 hand.big_bet)
        stakes = f"{money.text(small)}-{money.text(big)}"
        currency = table.currency if money.currency else "Play Money"
        name = f"HH{day:%Y%m%d} {table.name} - {stakes} - {currency} {game}"
    return name.translate(_UNSAFE) + ".txt"


class HandSaver:
    """Appends each hand to its table's file of the day in `folder` (made when needed); PHH
    files too when `phh_folder` is set. `written` lists the PokerStars files written."""

    def __init__(self, folder: Path, phh_folder: Path | None = None) -> None:
        self.folder = folder
        self.phh_folder = phh_folder
        self.written: set[Path] = set()

    def save(self, hand: HandLog) -> Path:
        """Append the hand; returns its PokerStars file."""
        self.folder.mkdir(parents=True, exist_ok=True)
        path = self.folder / file_name(hand)
        with path.open("a", encoding="utf-8", newline="\n") as out:
            out.write(pokerstars_text(hand) + "\n\n")
        self.written.add(path)
        if self.phh_folder is not None:
            self.phh_folder.mkdir(parents=True, exist_ok=True)
            (self.phh_folder / f"{hand.number}.phh").write_text(phh_text(hand),
                                                                 encoding="utf-8")
        return path


def saver_for(enabled: bool, folder: str, account: str) -> HandSaver | None:
    """The saver the settings ask for: None when saving is off or no account is known yet;
    an empty `folder` is the account's default folder."""
    if not enabled or not account:
        return None
    return HandSaver(Path(folder) if folder else default_folder(account))
