"""Dialogs of the play actions: damage, healing, aging, Cthulhu Mythos (one module each)."""
