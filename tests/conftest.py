"""Test configuration shared by the whole suite."""

from __future__ import annotations

import os

# Qt must never try to reach a display in the tests.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Keep user settings and data of the developer's machine out of the tests.
os.environ.setdefault("SHEETMAKER_NO_USER_DATA", "1")
# Locks, the library's index cache and other app data of the tests go to a throwaway folder.
if not os.environ.get("SHEETMAKER_APP_DATA_DIR"):
    import tempfile

    os.environ["SHEETMAKER_APP_DATA_DIR"] = tempfile.mkdtemp(prefix="sheetmaker-test-data-")
# No first-run hints (the dice hint) unless a test asks for them.
os.environ.setdefault("SHEETMAKER_NO_HINTS", "1")


import pytest


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """Every test ends in English: a test switching the language (i18n.set_language) cannot leak it."""
    yield
    from sheetmaker.core import i18n

    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.fixture
def guillemets():
    """A fake translator for the Qt-free layers: every text asked of core/i18n comes back
    «between guillemets»; yields the (context, text) pairs asked, English again afterwards."""
    from sheetmaker.core import i18n

    asked: list[tuple[str, str]] = []

    def backend(context: str, text: str, disambiguation: str | None, n: int) -> str:
        asked.append((context, text))
        return "«" + text + "»"

    i18n.set_backend(backend)
    i18n.set_language("xx")
    try:
        yield asked
    finally:
        i18n.set_backend(None)
        i18n.set_language(i18n.DEFAULT_LANGUAGE)
