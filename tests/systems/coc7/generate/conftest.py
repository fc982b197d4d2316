"""Fixtures of the CoC 7e generator tests."""

from __future__ import annotations

import pytest

from sheetmaker.systems.coc7 import data as coc_data


@pytest.fixture(scope="module")
def data():
    return coc_data.load(None)
