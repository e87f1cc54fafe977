"""Translations: Qt's translation system with English source strings and German and
Spanish catalogues.

The catalogues are `resources/translations/skg_poker_<lang>.ts` (Qt Linguist XML, kept
with the code); `packaging/build_translations.py` compiles them to the committed `.qm`
next to them, which is what `install_translator` loads from the package's resources (the
same files after an editable or a plain install). The language follows the system unless
the player chose one in Settings (it applies from the next start). Qt's own strings
(dialog buttons) come from the `qtbase_<lang>.qm` that ships with Qt.
"""

from __future__ import annotations

from contextlib import ExitStack
from importlib.resources import as_file
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from client.resource_files import ResourceNotFoundError, resource_file
from client.ui.app.settings import LANGUAGE_CODES

#: Languages the player can choose ("" follows the system), with their own names.
LANGUAGES: dict[str, str] = dict(zip(LANGUAGE_CODES, ("System", "English", "Deutsch",
                                                      "Español"), strict=True))
CATALOGUES = ("de", "es")
#: Translation outside a QObject: `translate("Context", "text")` (lupdate finds these calls).
translate = QCoreApplication.translate


def chosen_language(setting: str, system: QLocale | None = None) -> str:
    """The language to use: the setting, else the system's if we have it, else English."""
    if setting in LANGUAGES and setting:
        return setting
    name = (system or QLocale.system()).name().split("_")[0]
    return name if name in CATALOGUES else "en"


def install_translator(app: QApplication, setting: str, system: QLocale | None = None,
                       folder: Path | None = None) -> list[QTranslator]:
    """Load the catalogue of the chosen language (from `folder`, else the bundled
    resources) into `app`; returns the translators installed (none for English, or when
    the catalogue is missing from a broken install: the source strings are English)."""
    language = chosen_language(setting, system)
    if language == "en":
        return []
    name = f"skg_poker_{language}.qm"
    ours = QTranslator(app)
    with ExitStack() as files:
        try:
            path = folder / name if folder is not None else files.enter_context(
                as_file(resource_file("translations", name)))
        except ResourceNotFoundError:
            return []  # a broken install (the .qm files are committed and packaged)
        if not ours.load(str(path)):
            return []
    translators = [ours]
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        translators.append(qt)
    for translator in translators:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(language))
    return translators
