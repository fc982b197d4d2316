"""``python -m sheetmaker``: the same as the ``sheetmaker`` command."""

import sys

from sheetmaker.cli import main

if __name__ == "__main__":
    sys.exit(main())
