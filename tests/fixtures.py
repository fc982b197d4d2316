"""Sheets the tests know by heart.

``HARVEY_ALLOCATION`` is a Journalist named Harvey Walters made with the allocation method and
full skill points (STR 50, CON 50, SIZ 50, DEX 55, APP 35, INT 70, POW 60, EDU 90, Luck 65):
the tests of sheet mechanics assert its numbers. The bundled sample of the same name is the
rulebook examples' Harvey (tests/systems/coc7/test_harvey_sample.py); it is not used for
mechanics tests so that either can change without the other.
"""

from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"
HARVEY_ALLOCATION = DATA / "harvey-allocation.sheet.json"
