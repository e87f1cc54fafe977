"""Suite-wide set-up: Qt widgets run offscreen unless QT_QPA_PLATFORM says otherwise
(.ci/run's second step sets it to xcb under Xvfb), so the tests need no display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
