"""Wizard tests: a wizard closed at teardown asks whether to discard the investigator; a modal
box would block the run, so it is answered (Discard) unless a test says otherwise."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture(autouse=True)
def _answer_discard(monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
