"""Work around a reference-counting bug of PySide6 6.12 on CPython 3.11.

PySide6 6.12's stable-ABI wheels return the singletons ``None``, ``True`` and ``False``
from C++ methods without taking a reference to them. On CPython 3.12+ those objects are
immortal, so nothing happens; on 3.11 every such call (``update()``, ``setPen()``,
``isEnabled()``...) lowers the singleton's reference count by one, and after a few thousand
calls the interpreter aborts with "deallocating None" (or True/False). We probe for the bug
once and, only if it is present, give the three singletons the effectively endless
reference count that CPython 3.12 gives them by design.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

PROBE_CALLS = 64
#: Added to each singleton's reference count when the bug is present (~10^12 calls).
IMMORTAL_BOOST = 1 << 40
SINGLETONS: tuple[object, ...] = (None, True, False)


def calls_leak_singletons() -> bool:
    """True when PySide6 methods drop references to None/True/False (the 6.12/3.11 bug)."""
    probe = QObject()
    counts = [sys.getrefcount(s) for s in SINGLETONS]
    for _ in range(PROBE_CALLS):
        probe.setObjectName("probe")  # returns None
        probe.signalsBlocked()  # returns False
        probe.isWidgetType()  # returns False
    after = [sys.getrefcount(s) for s in SINGLETONS]
    return any(a < b - PROBE_CALLS // 2 for a, b in zip(after, counts, strict=True))


_applied = False


def protect_singletons() -> bool:
    """Apply the workaround once if this PySide6 needs it; True when it is in place."""
    global _applied
    if _applied:
        return True
    if sys.version_info >= (3, 12) or not calls_leak_singletons():
        return False
    for singleton in SINGLETONS:
        # ob_refcnt is the first field of every PyObject on CPython 3.11.
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        refcount.value += IMMORTAL_BOOST
    _applied = True
    return True
