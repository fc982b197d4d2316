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
