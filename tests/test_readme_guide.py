"""The README's "User guide" section is the bundled guide, word for word."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_user_guide_equals_the_bundled_guide():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    start, end = "<!-- guide:start -->\n", "<!-- guide:end -->"
    assert readme.count(start) == 1 and readme.count(end) == 1
    section = readme.split(start, 1)[1].split(end, 1)[0]
    guide = (ROOT / "resources" / "guide" / "user-guide.md").read_text(encoding="utf-8")
    assert section == guide, "copy resources/guide/user-guide.md between the guide markers of README.md"


def test_the_guide_ships_as_a_resource():
    from sheetmaker.resources import resource

    assert resource("guide", "user-guide.md").is_file()


def test_every_screenshot_the_guide_shows_is_there_and_small():
    guide = (ROOT / "resources" / "guide" / "user-guide.md").read_text(encoding="utf-8")
    images = re.findall(r"^!\[[^\]]+\]\((resources/screenshots/[\w-]+\.png)\)$", guide, re.MULTILINE)
    assert len(images) == 13
    for image in images:
        path = ROOT / image
        assert path.is_file(), image
        assert path.stat().st_size < 200_000, image


def test_each_guarantee_of_files_and_recovery_names_tests_that_exist():
    """The README's promises about your files each name the tests that hold them: the named
    files must exist (a renamed or deleted test cannot leave a promise without its check)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Files and recovery\n", 1)[1].split("\n## ", 1)[0]
    promises = re.findall(r"^\d+\. \*\*(.+?)\*\*(.*?)(?=^\d+\. |\Z)", section, re.MULTILINE | re.DOTALL)
    assert len(promises) >= 8
    for title, text in promises:
        named = re.findall(r"`([\w/]+\.py)`", text)
        assert named, f"the promise {title!r} names no test"
        for test in named:
            path = ROOT / "tests" / test
            assert path.is_file(), f"{title!r} names {test}, which does not exist"
            assert "def test_" in path.read_text(encoding="utf-8"), test
