"""Qt adapters of the domain (QtCore and QtGui only): documents with undo stacks, item models."""

# PySide6's import hook inspects every module imported after it, and pydantic answers that
# inspection with a lazy import that fails when pydantic was imported (but not yet used)
# before PySide6. Loading the document models first completes pydantic's imports.
import sheetmaker.core.document  # noqa: F401  (must precede any PySide6 import here)
