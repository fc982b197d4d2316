"""Qt adapters of the domain (QtCore and QtGui only): documents with undo stacks, item models."""
