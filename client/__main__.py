"""`python -m client` is the same as `skg-poker`."""

import sys

from client.cli import main

sys.exit(main())
