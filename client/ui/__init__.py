"""ui layer (see docs/ARCHITECTURE.md): PySide6 widgets on a qasync loop.

Importing the package first applies `qtcompat.protect_singletons`, the guard against a PySide6
6.12 / CPython 3.11 reference-counting bug, so every widget module runs with it in place.
"""

from client.ui.qtcompat import protect_singletons

protect_singletons()
