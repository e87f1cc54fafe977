"""Check that a wheel or sdist carries every data file of resources/ (client.resources).

package-data in pyproject ships only listed extensions, and a forgotten one (a new ``*.json``)
would silently vanish from installs while still working from a checkout. build.sh and the
tests run this on each built archive:

    python3 packaging/check_dists.py dist/skg_poker-0.1.0-py3-none-any.whl dist/*.tar.gz

Exit status 0 when every file is present, 1 when some are missing (listed on stderr),
2 on an archive it cannot read.
"""

from __future__ import annotations

import sys
import tarfile
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
PREFIX = PurePosixPath("client", "resources")
IGNORED_PARTS = {"__pycache__"}
IGNORED_SUFFIXES = {".pyc"}


def expected_files(resources: Path = RESOURCES) -> set[PurePosixPath]:
    """Every shipped file of the resources folder, as its path inside the package."""
    found = set()
    for path in resources.rglob("*"):
        relative = path.relative_to(resources)
        shipped = not IGNORED_PARTS & set(relative.parts) and path.suffix not in IGNORED_SUFFIXES
        if shipped and path.is_file():
            found.add(PREFIX / relative.as_posix())
    return found


def archive_files(archive: Path) -> set[PurePosixPath]:
    """File paths inside a wheel (.whl) or sdist (.tar.gz), sdist's top folder removed."""
    if archive.suffix == ".whl":
        with zipfile.ZipFile(archive) as zipped:
            return {PurePosixPath(name) for name in zipped.namelist() if not name.endswith("/")}
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tarred:
            return {
                PurePosixPath(*PurePosixPath(member.name).parts[1:])
                for member in tarred.getmembers()
                if member.isfile()
            }
    raise ValueError(f"{archive}: not a wheel (.whl) or sdist (.tar.gz)")


def missing_resources(archive: Path, resources: Path = RESOURCES) -> list[str]:
    """Resource files absent from the archive, sorted (empty when the archive is complete)."""
    present = archive_files(archive)
    return sorted(str(path) for path in expected_files(resources) - present)


def main(argv: list[str]) -> int:
    """Check each archive named on the command line; report what is missing."""
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    status = 0
    for name in argv:
        archive = Path(name)
        try:
            missing = missing_resources(archive)
        except (OSError, ValueError, zipfile.BadZipFile, tarfile.TarError) as error:
            print(f"{archive}: cannot read: {error}", file=sys.stderr)
            return 2
        if missing:
            status = 1
            print(f"{archive}: missing {len(missing)} resource file(s):", file=sys.stderr)
            for path in missing:
                print(f"  {path}", file=sys.stderr)
        else:
            print(f"{archive}: all {len(expected_files())} resource files present")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
