"""Fixtures of the roll controller's tests."""

from __future__ import annotations

import pytest

from sheetmaker.models.document import SheetDocument
from tests.fixtures import HARVEY_ALLOCATION


@pytest.fixture
def harvey(qapp):
    return SheetDocument.open(str(HARVEY_ALLOCATION))
