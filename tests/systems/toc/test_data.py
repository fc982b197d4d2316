"""The shipped Trail of Cthulhu data files and the user data files (sheetmaker/systems/toc/data.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from sheetmaker.systems.datafiles import DataError, load_json
from sheetmaker.systems.toc.data import (
    DATA_DIR,
    INVESTIGATIVE_FAMILIES,
    AbilitiesFile,
    Tables,
    UserFile,
    load,
    user_data_dir,
)

# --- The oracle: RULES.md "Abilities" and seed 001's family lists ----------------------------

RULES_FAMILIES = {
    "Academic": "Accounting, Anthropology, Archaeology, Architecture, Art History, Biology, Cthulhu "
    "Mythos, Cryptography, Geology, History, Languages, Law, Library Use, Medicine, Occult, Physics, "
    "Theology",
    "Interpersonal": "Assess Honesty, Bargain, Bureaucracy, Cop Talk, Credit Rating, Flattery, "
    "Interrogation, Intimidation, Oral History, Reassurance, Streetwise",
    "Technical": "Art, Astronomy, Chemistry, Craft, Evidence Collection, Forensics, Locksmith, "
    "Outdoorsman, Pharmacy, Photography",
    "General": "Athletics, Conceal, Disguise, Driving, Electrical Repair, Explosives, Filch, Firearms, "
    "First Aid, Fleeing, Health, Hypnosis, Magic, Mechanical Repair, Piloting, Preparedness, "
    "Psychoanalysis, Riding, Sanity, Scuffling, Sense Trouble, Shadowing, Stability, Stealth, Weapons",
}

#: Seed 001's occupations: fixed abilities and Credit Rating (base, ceiling).
SEED_OCCUPATIONS = {
    "Alienist": ("Biology, Languages, Library Use, Medicine, Pharmacy, Psychoanalysis, Assess Honesty", (3, 4)),
    "Antiquarian": ("Architecture, Art History, Bargain, History, Languages, Law, Library Use", (2, 5)),
    "Archaeologist": (
        "Archaeology, Athletics, Evidence Collection, First Aid, History, Languages, Library Use, Riding",
        (4, 5),
    ),
    "Artist": ("Architecture, Art, Art History, Craft, Disguise, Flattery, Photography, Assess Honesty", (1, 4)),
    "Author": ("Art, History, Languages, Library Use, Oral History, Assess Honesty", (1, 3)),
    "Clergy": ("History, Languages, Library Use, Psychoanalysis, Assess Honesty, Reassurance, Theology", (2, 5)),
    "Criminal": (
        "Bargain, Intimidation, Locksmith, Scuffling, Sense Trouble, Shadowing, Stealth, Streetwise",
        (0, 4),
    ),
    "Dilettante": ("Credit Rating, Flattery, Riding", (3, 7)),
    "Doctor": (
        "Accounting, Biology, First Aid, Forensics, Languages, Medicine, Pharmacy, Assess Honesty, Reassurance",
        (4, 6),
    ),
    "Hobo": ("Athletics, Bargain, Filch, Outdoorsman, Sense Trouble, Stealth, Streetwise", (0, 0)),
    "Journalist": (
        "Cop Talk, Disguise, Evidence Collection, Languages, Oral History, Photography, Assess Honesty, "
        "Reassurance, Shadowing",
        (2, 4),
    ),
    "Military": ("Athletics, Firearms, Intimidation, Outdoorsman, Scuffling, Weapons", (2, 4)),
    "Nurse": ("Biology, First Aid, Medicine, Pharmacy, Assess Honesty, Reassurance", (2, 4)),
    "Parapsychologist": (
        "Anthropology, Electrical Repair, Library Use, Mechanical Repair, Occult, Photography, Assess "
        "Honesty, Sense Trouble",
        (2, 3),
    ),
    "Pilot": ("Astronomy, Driving, Electrical Repair, Mechanical Repair, Piloting, Sense Trouble", (2, 3)),
    "Police Detective": (
        "Athletics, Cop Talk, Driving, Evidence Collection, Firearms, Interrogation, Law, Assess Honesty, "
        "Sense Trouble",
        (3, 4),
    ),
    "Private Investigator": (
        "Accounting, Disguise, Driving, Law, Locksmith, Photography, Assess Honesty, Reassurance, "
        "Scuffling, Shadowing",
        (2, 3),
    ),
    "Professor": ("Bureaucracy, Languages, Library Use", (3, 5)),
    "Scientist": ("Electrical Repair, Evidence Collection, Languages, Library Use, Photography", (3, 5)),
}

#: (id, count) of each occupation's choices.
SEED_CHOICES = {
    "Alienist": [("interpersonal", 2)],
    "Antiquarian": [("investigative", 1)],
    "Archaeologist": [("investigative", 2)],
    "Artist": [("academic_or_interpersonal", 2)],
    "Author": [("other", 3)],
    "Clergy": [("interpersonal", 1), ("language", 1)],
    "Criminal": [("interpersonal_or_technical", 1)],
    "Dilettante": [("any", 5)],
    "Journalist": [("interpersonal", 1)],
    "Professor": [("interpersonal", 1), ("academic", 3)],
    "Scientist": [("sciences", 2)],
}

MILITARY_BRANCHES = {
    "Army/Marines": ("Conceal", "Driving", "Stealth"),
    "Corpsman/Medic": ("First Aid", "Medicine", "Reassurance"),
    "Engineers/Heavy Weapons": ("Driving", "Explosives", "Mechanical Repair"),
    "Navy": ("Astronomy", "Mechanical Repair", "Piloting"),
    "Officer": ("Bureaucracy", "Reassurance"),
}

DRIVES = (
    "Adventure, Antiquarianism, Arrogance, Artistic Sensitivity, Bad Luck, Curiosity, Duty, Ennui, "
    "Follower, Revenge, Scholarship, Sudden Shock, Thirst for Knowledge"
)

STRATA = [
    "Pauper", "Working Poor", "Working Class", "Lower Middle Class", "Middle Class",
    "Upper Middle Class", "Upper Class", "Ruling Gentry",
]


def _names(text: str) -> list[str]:
    return [part.strip() for part in text.split(",")]


@pytest.fixture(scope="module")
def data():
    return load(None)


def test_shipped_data_loads(data):
    assert data.problems == ()
    assert len(data.abilities) == 63


def test_no_user_data_means_none(monkeypatch):
    monkeypatch.setenv("SHEETMAKER_NO_USER_DATA", "1")
    assert user_data_dir() is None


def test_user_data_dir_follows_env(monkeypatch, tmp_path):
    monkeypatch.delenv("SHEETMAKER_NO_USER_DATA", raising=False)
    monkeypatch.setenv("SHEETMAKER_DATA_DIR", str(tmp_path))
    assert user_data_dir() == tmp_path / "toc"


@pytest.mark.parametrize("family", list(RULES_FAMILIES))
def test_abilities_by_family_in_order(data, family):
    assert [a.name for a in data.family(family)] == _names(RULES_FAMILIES[family])


def test_investigative_flag(data):
    for ability in data.abilities:
        assert ability.investigative == (ability.family in INVESTIGATIVE_FAMILIES)


def test_starred_general_abilities(data):
    starred = sorted(a.name for a in data.abilities if a.investigative_use)
    assert starred == ["Disguise", "Electrical Repair", "Explosives", "Mechanical Repair"]
    for name in starred:
        assert data.ability(name).family == "General"


def test_free_ratings_and_floors(data):
    starts = {a.name: a.start for a in data.abilities if a.start}
    assert starts == {"Sanity": 4, "Stability": 1, "Health": 1}
    floors = {a.name: a.floor for a in data.abilities if a.floor}
    assert floors == {"Health": -12, "Stability": -12}


def test_zero_rating_exemption(data):
    exempt = sorted(a.name for a in data.abilities if a.zero_rating_exempt)
    assert exempt == ["Firearms", "Scuffling", "Weapons"]


def test_refresh_groups(data):
    groups: dict[str, set[str]] = {}
    for ability in data.abilities:
        groups.setdefault(ability.refresh, set()).add(ability.name)
    assert groups["after_24_hours"] == {
        "Athletics", "Driving", "Firearms", "Fleeing", "Piloting", "Riding", "Scuffling", "Weapons",
    }
    assert groups["health"] == {"Health"}
    assert groups["stability"] == {"Stability"}
    assert groups["sanity"] == {"Sanity"}
    investigative = {a.name for a in data.abilities if a.investigative}
    assert groups["between_adventures"] == investigative
    assert groups["safe_haven"] == {
        "Conceal", "Disguise", "Electrical Repair", "Explosives", "Filch", "First Aid", "Hypnosis",
        "Magic", "Mechanical Repair", "Preparedness", "Psychoanalysis", "Sense Trouble", "Shadowing",
        "Stealth",
    }
    assert set(data.refresh) == set(groups)


def test_every_ability_has_a_description(data):
    for ability in data.abilities:
        assert 10 < len(ability.description) < 200, ability.name


def test_specialities(data):
    assert sorted(a.name for a in data.abilities if a.specialities) == ["Art", "Craft"]


# --- occupations -----------------------------------------------------------------------------


def test_nineteen_occupations(data):
    assert sorted(o.name for o in data.occupations) == sorted(SEED_OCCUPATIONS)
    assert len(data.occupations) == 19


@pytest.mark.parametrize("name", list(SEED_OCCUPATIONS))
def test_occupation_matches_seed(data, name):
    abilities, credit = SEED_OCCUPATIONS[name]
    occupation = data.occupation(name)
    assert list(occupation.abilities) == _names(abilities)
    assert occupation.credit_range() == credit
    assert [(c.id, c.count) for c in occupation.choices] == SEED_CHOICES.get(name, [])


def test_credit_rating_is_never_a_choice_option(data):
    for occupation in data.occupations:
        branches = occupation.branches or (None,)
        for branch in branches:
            for choice in occupation.all_choices(branch):
                assert "Credit Rating" not in data.choice_options(occupation, choice, branch)


def test_choices_exclude_the_fixed_abilities(data):
    alienist = data.occupation("Alienist")
    options = data.choice_options(alienist, alienist.choices[0])
    assert "Assess Honesty" not in options
    assert set(options) == {"Bargain", "Bureaucracy", "Cop Talk", "Flattery", "Interrogation",
                            "Intimidation", "Oral History", "Reassurance", "Streetwise"}


def test_professor_academic_includes_astronomy_and_chemistry(data):
    professor = data.occupation("Professor")
    options = data.choice_options(professor, professor.choices[1])
    assert "Astronomy" in options and "Chemistry" in options
    assert "Languages" not in options and "Library Use" not in options
    assert "Photography" not in options


def test_scientist_sciences(data):
    scientist = data.occupation("Scientist")
    options = data.choice_options(scientist, scientist.choices[0])
    assert options == ("Biology", "Cryptography", "Geology", "Physics", "Astronomy", "Chemistry", "Forensics")


def test_investigative_choice_excludes_general(data):
    antiquarian = data.occupation("Antiquarian")
    options = data.choice_options(antiquarian, antiquarian.choices[0])
    assert "Athletics" not in options and "Disguise" not in options
    assert "Occult" in options


def test_any_choice_includes_general(data):
    dilettante = data.occupation("Dilettante")
    options = data.choice_options(dilettante, dilettante.choices[0])
    assert "Firearms" in options and "Occult" in options
    assert "Riding" not in options and "Credit Rating" not in options


def test_clergy_language_choice(data):
    clergy = data.occupation("Clergy")
    language = clergy.choices[1]
    assert language.kind == "language"
    assert data.choice_options(clergy, language) == ("Latin", "Greek", "Aramaic", "Hebrew")


def test_languages_notes(data):
    assert data.occupation("Alienist").languages == ("German", "Latin")
    assert data.occupation("Doctor").languages == ("Latin",)
    assert "foreign correspondents" in data.occupation("Journalist").language_note


def test_military_branches(data):
    military = data.occupation("Military")
    assert {b.name: b.abilities for b in military.branches} == MILITARY_BRANCHES
    officer = military.branch("officer")
    assert military.credit_range(officer) == (2, 5)
    assert military.credit_range(military.branch("Navy")) == (2, 4)
    assert [(c.id, c.abilities) for c in officer.choices] == [("riding_or_piloting", ("Riding", "Piloting"))]


def test_credit_rating_special_cases(data):
    hobo = data.occupation("Hobo")
    assert hobo.credit_rating_locked and hobo.credit_text() == "0"
    dilettante = data.occupation("Dilettante")
    assert dilettante.credit_rating_open and dilettante.credit_text() == "3+"
    assert "Credit Rating" in dilettante.abilities
    assert data.occupation("Alienist").credit_text() == "3-4"


def test_nurse_keeper_options(data):
    assert data.occupation("Nurse").keeper_options == ("Bureaucracy", "Flattery")


# --- tables ----------------------------------------------------------------------------------


def test_drives(data):
    assert [d.name for d in data.tables.drives] == _names(DRIVES)
    assert data.drive("thirst for knowledge").name == "Thirst for Knowledge"


def test_pillar_examples(data):
    assert len(data.tables.pillar_examples) == 8
    assert "Family honour" in data.tables.pillar_examples


def test_strata(data):
    assert [data.stratum(cr).name for cr in range(8)] == STRATA
    assert data.stratum(12).name == "Ruling Gentry"
    assert data.stratum(0).also == ("Charity Case",)


def test_budgets(data):
    t = data.tables
    assert t.general_build_points == 65
    assert t.trade_rate == 3
    assert [data.investigative_points(n) for n in (1, 2, 3, 4, 5, 9)] == [24, 24, 18, 16, 16, 16]


def test_weapon_tables(data):
    w = data.weapons
    assert len(w.hand_weapons) == 11 and len(w.firearms) == 28 and len(w.explosives) == 11
    assert data.weapon("unarmed").damage_modifier == -2
    assert data.weapon("Sword").damage_modifier == 1
    assert data.weapon("Blackjack").ability == "Scuffling"
    colt = data.weapon("Colt M1911A1 .45 ACP automatic pistol (1926)")
    assert (colt.ranges.point_blank, colt.ranges.close, colt.ranges.near, colt.ranges.long) == (3, 1, 1, None)
    assert colt.notes == ("reliable",)
    shotgun = data.weapon("Remington M32 12-gauge shotgun (1932)")
    assert (shotgun.both_barrels.point_blank, shotgun.both_barrels.close) == (4, 2)
    bar = data.weapon("Browning Automatic Rifle (BAR) .303 machine gun (1918)")
    assert bar.ranges.long == 2 and set(bar.notes) == {"bipod", "full_auto"}
    artillery = data.weapon("Artillery strike or bomber attack")
    assert (artillery.ranges.point_blank, artillery.ranges.long, artillery.incendiary) == (17, -2, True)
    assert data.weapon("Pipe bomb").ranges.near == -1
    assert w.throwing.difficulty == {"point_blank": 2, "close": 3, "near": 5}


# --- errors name the file and key; user files ------------------------------------------------


def test_broken_shipped_file_names_file_and_key(tmp_path):
    raw = json.loads((DATA_DIR / "tables.json").read_text(encoding="utf-8"))
    raw["drives"][2]["colour"] = "red"
    path = tmp_path / "tables.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError) as info:
        load_json(path, Tables)
    assert "tables.json" in str(info.value) and "drives[2].colour" in str(info.value)


def test_ability_file_refuses_bad_marks(tmp_path):
    raw = json.loads((DATA_DIR / "abilities.json").read_text(encoding="utf-8"))
    raw["abilities"][0]["investigative_use"] = True  # Accounting is Academic
    path = tmp_path / "abilities.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(DataError, match=r"abilities\[0\]"):
        load_json(path, AbilitiesFile)


def _occupation(**extra):
    base = {
        "name": "Sailor",
        "abilities": ["Athletics", "Piloting"],
        "choices": [{"id": "interpersonal", "count": 1, "families": ["Interpersonal"]}],
        "credit_rating": [1, 3],
    }
    base.update(extra)
    return base


def _write(folder: Path, name: str, payload) -> Path:
    path = folder / name
    path.write_text(payload if isinstance(payload, str) else json.dumps(payload), encoding="utf-8")
    return path


def test_user_occupation_is_added(tmp_path):
    _write(tmp_path, "a.json", {"occupations": [_occupation()]})
    data = load(str(tmp_path))
    assert data.problems == ()
    assert data.occupation("sailor").credit_range() == (1, 3)
    assert len(data.occupations) == 20


def test_broken_user_files_are_reported_not_fatal(tmp_path):
    _write(tmp_path, "1_not_json.json", "{nope")
    _write(tmp_path, "2_bad_key.json", {"occupations": [_occupation(colour="red")]})
    _write(tmp_path, "3_unknown_ability.json", {"occupations": [_occupation(name="Diver", abilities=["Swimming"])]})
    _write(tmp_path, "4_clash.json", {"occupations": [_occupation(name="professor"), _occupation(name="Cook")]})
    _write(tmp_path, "5_credit_choice.json", {
        "occupations": [_occupation(name="Heir", choices=[{"id": "x", "abilities": ["Credit Rating", "Law"]}])]
    })
    _write(tmp_path, "6_reversed.json", {"occupations": [_occupation(name="Odd", credit_rating=[5, 2])]})
    data = load(str(tmp_path))
    problems = data.problems
    assert len(problems) == 6
    assert "1_not_json.json" in problems[0] and "not valid JSON" in problems[0]
    assert "2_bad_key.json" in problems[1] and "occupations[0].colour" in problems[1]
    assert "3_unknown_ability.json" in problems[2] and "Swimming" in problems[2]
    assert "4_clash.json" in problems[3] and "professor" in problems[3]
    assert "5_credit_choice.json" in problems[4] and "Credit Rating" in problems[4]
    assert "6_reversed.json" in problems[5] and "reversed" in problems[5]
    # The good occupation of the clashing file is kept; the broken files add nothing.
    assert data.occupation("Cook") is not None
    assert data.occupation("Diver") is None and data.occupation("Heir") is None
    assert len(data.occupations) == 20


def test_user_file_shape_is_only_occupations():
    with pytest.raises(ValidationError):
        UserFile.model_validate({"abilities": []})


def test_readme_example_is_valid():
    text = (DATA_DIR / "README.md").read_text(encoding="utf-8")
    example = text.split("```json", 1)[1].split("```", 1)[0]
    user = UserFile.model_validate(json.loads(example))
    data = load(None)
    from sheetmaker.systems.toc.data import check_references

    assert check_references(data.abilities, user.occupations) == []
