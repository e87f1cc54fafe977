"""SKG desktop poker client."""

__version__ = "0.1.0"
