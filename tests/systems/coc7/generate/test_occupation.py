"""Occupations chosen and their choices made as a player would."""

from __future__ import annotations

import random

from sheetmaker.systems.coc7.generate import choose_occupation, make_choices
from sheetmaker.systems.coc7.rules import occupation_skill_labels


def test_choices_are_complete_and_suit_the_occupation(data):
    for seed in range(40):
        rng = random.Random(seed)
        for occupation in data.occupations_for("1920s"):
            choice = make_choices(rng, occupation, "1920s", None, data)
            for c in occupation.choices:
                assert len(choice.picks[c.id]) == c.count
            labels = occupation_skill_labels(occupation, choice.picks, choice.specialisations, data)
            assert len(labels) == len(set(label.casefold() for label in labels))
            assert all("Mythos" not in label for label in labels)
    antiquarian = make_choices(random.Random(1), data.occupation("Antiquarian"), "1920s", None, data)
    assert set(antiquarian.specialisations) == {"Art/Craft", "Language (Other)"}
    soldier = make_choices(random.Random(1), data.occupation("Soldier"), "1920s", None, data)
    assert soldier.specialisations["Firearms"] == "Rifle/Shotgun"


def test_choose_occupation(data):
    assert choose_occupation(random.Random(1), "modern", "  doctor of medicine ", data).name == "Doctor of Medicine"
    picked = {choose_occupation(random.Random(seed), "modern", None, data).name for seed in range(300)}
    assert "Hacker" in picked
    assert picked <= {o.name for o in data.occupations_for("modern")}
