"""User preferences for the client, persisted with QSettings.

Kept as a frozen dataclass so widgets read plain values and tests can build one without Qt;
`SettingsStore` is the only place that knows QSettings keys.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Literal

from PySide6.QtCore import QT_TRANSLATE_NOOP, QSettings

from client.practice.choice import Difficulty, Pace, PracticeChoice

Theme = Literal["light", "dark"]

#: Default bet hotkeys: key text -> exact fraction of the pot. The player chooses each
#: fraction; a hotkey never bets a random amount (site tools policy, acceptable tools 4).
DEFAULT_BET_HOTKEYS: dict[str, Fraction] = {
    "1": Fraction(1, 3),
    "2": Fraction(1, 2),
    "3": Fraction(3, 4),
    "4": Fraction(1, 1),
}
#: Default action hotkeys: action name -> key text.
#: One fixed action per key: a key never picks check or call from the game state
#: (toolguard rule: the player makes the decision, the hotkey only executes it).
DEFAULT_ACTION_KEYS: dict[str, str] = {"fold": "F", "check": "K", "call": "C",
                                       "bet_raise": "R", "all_in": "A"}


#: The table sounds: key -> what the player sees in Settings (files: resources/sounds/KEY.wav).
SOUNDS: dict[str, str] = {
    "your_turn": str(QT_TRANSLATE_NOOP("SettingsDialog", "Your turn")),
    "time_running_out": str(QT_TRANSLATE_NOOP("SettingsDialog", "Time running out")),
    "time_bank": str(QT_TRANSLATE_NOOP("SettingsDialog", "Time bank started")),
    "chat": str(QT_TRANSLATE_NOOP("SettingsDialog", "Chat message")),
    "tournament": str(QT_TRANSLATE_NOOP("SettingsDialog", "Tournament events")),
}
#: What the table needing action does to get noticed: nothing, a highlight, or raise it.
ATTENTION = ("none", "highlight", "raise")
#: Interface languages with a catalogue ("" = follow the system); names in client.ui.app.i18n.
LANGUAGE_CODES = ("", "en", "de", "es")


@dataclass(frozen=True)
class SoundChoice:
    """One sound's switch and volume (0-100)."""

    on: bool = True
    volume: int = 80


class SettingsError(ValueError):
    """A setting value is malformed; the message names the key and the accepted form."""


@dataclass(frozen=True)
class Settings:
    """Everything the player can change in the Settings dialog."""

    theme: Theme = "dark"
    four_colour_deck: bool = False
    #: Animation speed multiplier: 0 turns animations off (instant), 1 is normal, 2 is fast.
    animation_speed: float = 1.0
    #: Table sounds at all (each one also has its own switch and volume in `sounds`); on
    #: from the first start, so a new player hears their turn.
    sound: bool = True
    sounds: dict[str, SoundChoice] = field(
        default_factory=lambda: {key: SoundChoice() for key in SOUNDS})
    #: Multi-tabling: how the table that needs our action gets noticed (`ATTENTION`).
    attention: str = "highlight"
    #: User interface language ("" follows the system; see client.ui.app.i18n.LANGUAGES).
    language: str = ""
    #: QA testers' tools (debug panel with the event log and room state); off for players.
    tester_tools: bool = False
    #: Save every hand played or watched as PokerStars text, one file per table per day.
    save_hands: bool = True
    #: Where ("" = `<user data dir>/HandHistories/<account>`).
    hand_history_dir: str = ""
    #: A private CA's certificates (PEM) to trust for wss:// servers ("" = the system's).
    server_cafile: str = ""
    bet_hotkeys: dict[str, Fraction] = field(default_factory=lambda: dict(DEFAULT_BET_HOTKEYS))
    action_keys: dict[str, str] = field(default_factory=lambda: dict(DEFAULT_ACTION_KEYS))
    #: Offline practice only: how hard the bots play and how fast the room goes (None:
    #: never chosen, the room's own defaults, which are mixed styles at normal pace).
    practice: PracticeChoice | None = None
    #: Offline practice only: after each hand, the player's equity by street against the
    #: actual cards and the costliest decision, in the table's chat (a real-money room
    #: refuses it).
    hand_reviews: bool = True

    def with_changes(self, **changes: object) -> Settings:
        """A copy with some fields changed (dataclasses.replace, typed for callers)."""
        return replace(self, **changes)  # type: ignore[arg-type]


def parse_fraction(text: str) -> Fraction:
    """Parse a pot fraction typed by the player ("1/2", "0.75", "1"); must be > 0 and <= 10."""
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError) as exc:
        raise SettingsError(f"pot fraction {text!r}: write it as 1/2, 0.75 or 1") from exc
    if not 0 < value <= 10:
        raise SettingsError(f"pot fraction {text!r}: must be above 0 and at most 10 pots")
    return value


def _format_hotkeys(hotkeys: dict[str, Fraction]) -> str:
    return ";".join(f"{key}={value}" for key, value in sorted(hotkeys.items()))


def _parse_hotkeys(text: str) -> dict[str, Fraction]:
    result: dict[str, Fraction] = {}
    for part in filter(None, text.split(";")):
        key, sep, value = part.partition("=")
        if not sep or not key:
            raise SettingsError(f"bet hotkey {part!r}: expected KEY=FRACTION")
        result[key] = parse_fraction(value)
    return result


class SettingsStore:
    """Loads and saves `Settings` in a QSettings (tests pass one backed by a temp file)."""

    def __init__(self, qsettings: QSettings) -> None:
        self._qs = qsettings

    @property
    def qsettings(self) -> QSettings:
        """The backing store, for state that is not a preference (window places)."""
        return self._qs

    def load(self) -> Settings:
        """Read the saved settings; missing or malformed values fall back to defaults."""
        base = Settings()
        qs = self._qs
        theme = str(qs.value("ui/theme", base.theme))
        speed_text = str(qs.value("ui/animation_speed", base.animation_speed))
        try:
            speed = max(0.0, min(4.0, float(speed_text)))
        except ValueError:
            speed = base.animation_speed
        try:
            hotkeys = _parse_hotkeys(str(qs.value("keys/bet", _format_hotkeys(base.bet_hotkeys))))
        except SettingsError:
            hotkeys = dict(base.bet_hotkeys)
        actions = dict(base.action_keys)
        for name in actions:
            actions[name] = str(qs.value(f"keys/{name}", actions[name]))
        difficulty = str(qs.value("practice/difficulty", ""))
        pace = str(qs.value("practice/pace", ""))
        trainer = _as_bool(qs.value("practice/trainer", False))
        attention = str(qs.value("tables/attention", base.attention))
        language = str(qs.value("ui/language", base.language))
        return Settings(
            theme="light" if theme == "light" else "dark",
            four_colour_deck=_as_bool(qs.value("ui/four_colour_deck", base.four_colour_deck)),
            animation_speed=speed,
            sound=_as_bool(qs.value("ui/sound", base.sound)),
            sounds=self._load_sounds(),
            attention=attention if attention in ATTENTION else base.attention,
            language=language if language in LANGUAGE_CODES else base.language,
            tester_tools=_as_bool(qs.value("ui/tester_tools", base.tester_tools)),
            save_hands=_as_bool(qs.value("history/save", base.save_hands)),
            hand_history_dir=str(qs.value("history/folder", base.hand_history_dir)),
            server_cafile=str(qs.value("server/cafile", base.server_cafile)),
            bet_hotkeys=hotkeys,
            action_keys=actions,
            practice=_practice_choice(difficulty, pace, trainer),
            hand_reviews=_as_bool(qs.value("practice/hand_reviews", base.hand_reviews)),
        )

    def _load_sounds(self) -> dict[str, SoundChoice]:
        """Each sound's switch and volume; a malformed volume falls back to the default."""
        sounds = {}
        for key in SOUNDS:
            base = SoundChoice()
            try:
                volume = int(str(self._qs.value(f"sounds/{key}/volume", base.volume)))
            except ValueError:
                volume = base.volume
            sounds[key] = SoundChoice(_as_bool(self._qs.value(f"sounds/{key}/on", base.on)),
                                      max(0, min(100, volume)))
        return sounds

    def save(self, settings: Settings) -> None:
        """Write every field and flush to storage."""
        qs = self._qs
        qs.setValue("ui/theme", settings.theme)
        qs.setValue("ui/four_colour_deck", settings.four_colour_deck)
        qs.setValue("ui/animation_speed", str(settings.animation_speed))
        qs.setValue("ui/sound", settings.sound)
        for key, choice in settings.sounds.items():
            qs.setValue(f"sounds/{key}/on", choice.on)
            qs.setValue(f"sounds/{key}/volume", choice.volume)
        qs.setValue("tables/attention", settings.attention)
        qs.setValue("ui/language", settings.language)
        qs.setValue("ui/tester_tools", settings.tester_tools)
        qs.setValue("history/save", settings.save_hands)
        qs.setValue("history/folder", settings.hand_history_dir)
        qs.setValue("server/cafile", settings.server_cafile)
        qs.setValue("keys/bet", _format_hotkeys(settings.bet_hotkeys))
        for name, key in settings.action_keys.items():
            qs.setValue(f"keys/{name}", key)
        qs.setValue("practice/hand_reviews", settings.hand_reviews)
        if settings.practice is not None:
            qs.setValue("practice/difficulty", settings.practice.difficulty.value)
            qs.setValue("practice/pace", settings.practice.pace.value)
            qs.setValue("practice/trainer", settings.practice.trainer)
        qs.sync()


def _practice_choice(difficulty: str, pace: str, trainer: bool) -> PracticeChoice | None:
    """The saved practice choice; None when never chosen (or both values are unknown)."""
    if difficulty not in set(Difficulty) and pace not in set(Pace):
        return None
    base = PracticeChoice()
    return PracticeChoice(Difficulty(difficulty) if difficulty in set(Difficulty) else
                          base.difficulty, Pace(pace) if pace in set(Pace) else base.pace,
                          trainer)


def _as_bool(value: object) -> bool:
    if isinstance(value, str):
        return value.lower() in {"1", "true", "yes"}
    return bool(value)
