"""One way to find bundled data (icons, structures, rake tables, catalogs, scenarios).

Every module asks ``resource_file(...)`` instead of building paths from ``__file__``, so the
same call works from a source checkout (``client/resources`` is a symlink to ``resources/``),
an installed wheel and a PyInstaller one-folder build: all three go through
``importlib.resources.files("client.resources")``.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable
from pathlib import PurePosixPath

PACKAGE = "client.resources"


class ResourceNotFoundError(FileNotFoundError):
    """A data file the program expects is missing (broken install or a typo in the name)."""


def resource_file(*parts: str) -> Traversable:
    """The bundled file or folder at ``parts`` below the resources package.

    ``resource_file("icons", "skg-poker.svg")`` or ``resource_file("icons/skg-poker.svg")``.
    Read it with ``.read_text()`` / ``.read_bytes()``; when a real filesystem path is needed
    (Qt loaders), wrap it in ``importlib.resources.as_file``.

    Raises ``ValueError`` for an absolute path or ``..`` (data never comes from outside the
    package) and ``ResourceNotFoundError`` when nothing is there.
    """
    relative = PurePosixPath(*parts) if parts else PurePosixPath()
    if relative.is_absolute() or ".." in relative.parts:
        raise ValueError(
            f"resource path {relative} must be relative to {PACKAGE} and must not use '..'"
        )
    found = files(PACKAGE).joinpath(*relative.parts)
    if not (found.is_file() or found.is_dir()):
        raise ResourceNotFoundError(
            f"no resource {relative.as_posix()!r} in {PACKAGE}; reinstall skg-poker or check "
            "the name (files live under resources/ in a checkout)"
        )
    return found
