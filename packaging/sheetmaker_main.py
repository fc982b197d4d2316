"""The frozen program's entry point (PyInstaller runs this script): the ``sheetmaker`` command,
as pyproject's [project.scripts] defines it (sheetmaker.cli:main)."""

import sys

from sheetmaker.cli import main

if __name__ == "__main__":
    sys.exit(main())
