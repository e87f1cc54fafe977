"""client.resource_files finds bundled data from a source checkout (resources/ via the symlink)."""

from __future__ import annotations

from importlib.resources import as_file
from pathlib import Path

import pytest

from client.resource_files import ResourceNotFoundError, resource_file

CHECKOUT_RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def test_icon_found_from_checkout_is_the_file_under_resources() -> None:
    found = resource_file("icons", "skg-poker.svg")
    with as_file(found) as path:
        assert path.resolve() == (CHECKOUT_RESOURCES / "icons" / "skg-poker.svg").resolve()
    assert found.read_text(encoding="utf-8").lstrip().startswith("<?xml")


def test_slash_path_and_parts_name_the_same_file() -> None:
    assert resource_file("icons/skg-poker-64.png").read_bytes() == (
        resource_file("icons", "skg-poker-64.png").read_bytes()
    )


def test_folder_is_returned_and_lists_its_files() -> None:
    names = {entry.name for entry in resource_file("icons").iterdir()}
    assert {"skg-poker.svg", "skg-poker-64.png", "skg-poker-128.png", "skg-poker-256.png"} <= names


def test_missing_resource_raises_typed_error_naming_it() -> None:
    with pytest.raises(ResourceNotFoundError, match=r"icons/nope\.svg"):
        resource_file("icons", "nope.svg")
    assert issubclass(ResourceNotFoundError, FileNotFoundError)


@pytest.mark.parametrize("parts", [("..", "pyproject.toml"), ("/etc/passwd",), ("icons/../../x",)])
def test_paths_leaving_the_package_are_refused(parts: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match="must be relative"):
        resource_file(*parts)
