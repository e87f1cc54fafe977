"""Suite-wide set-up: Qt widgets run offscreen, so the tests need no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
