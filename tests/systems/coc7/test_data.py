"""The shipped CoC 7e data files and the user data files (sheetmaker/systems/coc7/data.py)."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from sheetmaker.systems.coc7.data import (
    DATA_DIR,
    DataError,
    _OccupationList,
    _SkillList,
    load,
    load_json,
    resolve_label,
    user_data_dir,
)

# --- The oracle: RULES.md, "Occupations" (copied verbatim) ---------------------------------------

RULES_OCCUPATIONS = """\
- Antiquarian: EDU×4; 30–70; Appraise, Art/Craft (any), History, Library Use, Language (Other), 1 social, Spot Hidden, 1 other.
- Artist: EDU×2 + (DEX or POW)×2; 9–50; Art/Craft (any), History or Natural World, 1 social, Language (Other), Psychology, Spot Hidden, 2 other.
- Athlete: EDU×2 + (DEX or STR)×2; 9–70; Climb, Jump, Fighting (Brawl), Ride, 1 social, Swim, Throw, 1 other.
- Author: EDU×4; 9–30; Art (Literature), History, Library Use, Natural World or Occult, Language (Other), Language (Own), Psychology, 1 other.
- Clergy: EDU×4; 9–60; Accounting, History, Library Use, Listen, Language (Other), 1 social, Psychology, 1 other.
- Criminal: EDU×2 + (DEX or STR)×2; 5–65; Art/Craft (Acting) or Disguise, Appraise, 1 social, Fighting or Firearms, Locksmith or Mechanical Repair, Stealth, Psychology, Spot Hidden.
- Dilettante: EDU×2 + APP×2; 50–99; Art/Craft (any), Firearms, Language (Other), Ride, 1 social, 3 other.
- Doctor of Medicine: EDU×4; 30–80; First Aid, Language (Other: Latin), Medicine, Psychology, Science (Biology), Science (Pharmacy), 2 other.
- Drifter: EDU×2 + (APP, DEX or STR)×2; 0–5; Climb, Jump, Listen, Navigate, 1 social, Stealth, 2 other.
- Engineer: EDU×4; 30–60; Art/Craft (Technical Drawing), Electrical Repair, Library Use, Mechanical Repair, Operate Heavy Machinery, Science (Engineering), Science (Physics), 1 other.
- Entertainer: EDU×2 + APP×2; 9–70; Art/Craft (Acting, Singing, …), Disguise, 2 social, Listen, Psychology, 2 other.
- Farmer: EDU×2 + (DEX or STR)×2; 9–30; Art/Craft (Farming), Drive Auto, 1 social, Mechanical Repair, Natural World, Operate Heavy Machinery, Track, 1 other.
- Hacker (modern only): EDU×4; 10–70; Computer Use, Electrical Repair, Electronics, Library Use, Spot Hidden, 1 social, 2 other.
- Journalist: EDU×4; 9–30; Art/Craft (Photography), History, Library Use, Language (Own), 1 social, Psychology, 2 other.
- Lawyer: EDU×4; 30–80; Accounting, Law, Library Use, 2 social, Psychology, 2 other.
- Librarian: EDU×4; 9–35; Accounting, Library Use, Language (Other), Language (Own), 4 other.
- Military Officer: EDU×2 + (DEX or STR)×2; 20–70; Accounting, Firearms, Navigate, 2 social, Psychology, Survival, 1 other.
- Missionary: EDU×4; 0–30; Art/Craft (any), First Aid, Mechanical Repair, Medicine, Natural World, 1 social, 2 other.
- Musician: EDU×2 + (DEX or POW)×2; 9–30; Art/Craft (Instrument), 1 social, Listen, Psychology, 4 other.
- Parapsychologist: EDU×4; 9–30; Anthropology, Art/Craft (Photography), History, Library Use, Occult, Language (Other), Psychology, 1 other.
- Pilot: EDU×2 + DEX×2; 20–70; Electrical Repair, Mechanical Repair, Navigate, Operate Heavy Machinery, Pilot (Aircraft), Science (Astronomy), 2 other.
- Police Detective: EDU×2 + (DEX or STR)×2; 20–50; Art/Craft (Acting) or Disguise, Firearms, Law, Listen, 1 social, Psychology, Spot Hidden, 1 other.
- Police Officer: EDU×2 + (DEX or STR)×2; 9–30; Fighting (Brawl), Firearms, First Aid, 1 social, Law, Psychology, Spot Hidden, Drive Auto or Ride.
- Private Investigator: EDU×2 + (DEX or STR)×2; 9–30; Art/Craft (Photography), Disguise, Law, Library Use, 1 social, Psychology, Spot Hidden, 1 other.
- Professor: EDU×4; 20–70; Library Use, Language (Other), Language (Own), Psychology, 4 other.
- Soldier: EDU×2 + (DEX or STR)×2; 9–30; Climb or Swim, Dodge, Fighting, Firearms, Stealth, Survival, 2 of First Aid / Mechanical Repair / Language (Other).
- Tribe Member: EDU×2 + (DEX or STR)×2; 0–15; Climb, Fighting or Throw, Natural World, Listen, Occult, Spot Hidden, Swim, Survival.
- Zealot: EDU×2 + (APP or POW)×2; 0–30; History, 2 social, Psychology, Stealth, 3 other.
"""  # noqa: E501 - copied verbatim from RULES.md

#: How RULES.md's wording maps to the data's labels.
LABEL_ALIASES = {
    "Art/Craft (any)": "Art/Craft",
    "Art (Literature)": "Art/Craft (Literature)",
    "Language (Other: Latin)": "Language (Latin)",
    # "Acting, Singing, …": the player names the art, so it is Art/Craft (any).
    "Art/Craft (Acting, Singing, …)": "Art/Craft",
}

#: The stable ids of the "A or B" choices (saved sheets refer to them).
EITHER_IDS = {
    ("Artist", ("History", "Natural World")): "history_or_natural_world",
    ("Author", ("Natural World", "Occult")): "natural_world_or_occult",
    ("Criminal", ("Art/Craft (Acting)", "Disguise")): "acting_or_disguise",
    ("Criminal", ("Fighting", "Firearms")): "fighting_or_firearms",
    ("Criminal", ("Locksmith", "Mechanical Repair")): "locksmith_or_mechanical_repair",
    ("Police Detective", ("Art/Craft (Acting)", "Disguise")): "acting_or_disguise",
    ("Police Officer", ("Drive Auto", "Ride")): "drive_auto_or_ride",
    ("Soldier", ("Climb", "Swim")): "climb_or_swim",
    ("Soldier", ("First Aid", "Language (Other)", "Mechanical Repair")): (
        "first_aid_mechanical_repair_or_language"
    ),
    ("Tribe Member", ("Fighting", "Throw")): "fighting_or_throw",
}


def _parse_rules_occupations() -> dict[str, dict]:
    """RULES.md's occupation lines as expected values."""
    expected = {}
    for line in RULES_OCCUPATIONS.splitlines():
        head, cr, items = line.removeprefix("- ").rstrip(".").split("; ")
        name, formula = head.split(": ", 1)
        modern_only = name.endswith(" (modern only)")
        name = name.removesuffix(" (modern only)")
        for alias, label in LABEL_ALIASES.items():
            items = items.replace(alias, label)
        low, high = (int(part) for part in cr.split("–"))
        fixed: list[str] = []
        choices: list[tuple[int, object]] = []
        for item in items.split(", "):
            if match := re.fullmatch(r"(\d) social", item):
                choices.append((int(match[1]), "social"))
            elif match := re.fullmatch(r"(\d) other", item):
                choices.append((int(match[1]), "any"))
            elif match := re.fullmatch(r"(\d) of (.+)", item):
                choices.append((int(match[1]), tuple(sorted(match[2].split(" / ")))))
            elif " or " in item:
                choices.append((1, tuple(sorted(item.split(" or ")))))
            else:
                fixed.append(item)
        expected[name] = {
            "formula": formula,
            "credit_rating": (low, high),
            "modern_only": modern_only,
            "skills": fixed,
            "choices": choices,
        }
    return expected


EXPECTED_OCCUPATIONS = _parse_rules_occupations()

# --- The oracle: RULES.md, "Skills" ------------------------------------------------------------

SKILL_BASES: dict[str, int | str] = {
    "Accounting": 5, "Anthropology": 1, "Appraise": 5, "Archaeology": 1, "Art/Craft": 5,
    "Charm": 15, "Climb": 20, "Credit Rating": 0, "Cthulhu Mythos": 0, "Disguise": 5,
    "Dodge": "half_dex", "Drive Auto": 20, "Electrical Repair": 10, "Fast Talk": 5,
    "First Aid": 30, "History": 5, "Intimidate": 15, "Jump": 20, "Language (Other)": 1,
    "Language (Own)": "edu", "Law": 5, "Library Use": 20, "Listen": 20, "Locksmith": 1,
    "Mechanical Repair": 10, "Medicine": 1, "Natural World": 10, "Navigate": 10, "Occult": 5,
    "Operate Heavy Machinery": 1, "Persuade": 10, "Pilot": 1, "Psychology": 10,
    "Psychoanalysis": 1, "Ride": 5, "Science": 1, "Sleight of Hand": 10, "Spot Hidden": 25,
    "Stealth": 20, "Survival": 10, "Swim": 20, "Throw": 20, "Track": 10,
    # Modern era.
    "Computer Use": 5, "Electronics": 1,
    # Uncommon.
    "Animal Handling": 5, "Artillery": 1, "Demolitions": 1, "Diving": 1, "Hypnosis": 1,
    "Lore": 1, "Read Lips": 1,
}  # fmt: skip
#: Fighting and Firearms take their base from the specialisation (RULES.md gives none for the
#: skill itself: see test_unlisted_weapon_takes_the_lowest_listed_base).
SPECIALISATION_BASES = {
    "Fighting (Brawl)": 25, "Fighting (Axe)": 15, "Fighting (Chainsaw)": 10,
    "Fighting (Flail)": 10, "Fighting (Garrote)": 15, "Fighting (Spear)": 20,
    "Fighting (Sword)": 20, "Fighting (Whip)": 5,
    "Firearms (Handgun)": 20, "Firearms (Rifle/Shotgun)": 25, "Firearms (Bow)": 15,
    "Firearms (Heavy Weapons)": 10, "Firearms (Flamethrower)": 10,
    "Firearms (Machine Gun)": 10, "Firearms (Submachine Gun)": 15,
}  # fmt: skip
MODERN_ONLY_SKILLS = {"Computer Use", "Electronics"}
UNCOMMON_SKILLS = {
    "Animal Handling", "Artillery", "Demolitions", "Diving", "Hypnosis", "Lore", "Read Lips",
}  # fmt: skip
SPECIALISED_SKILLS = {
    "Art/Craft", "Fighting", "Firearms", "Language (Other)", "Language (Own)", "Lore", "Pilot",
    "Science", "Survival",
}  # fmt: skip


@pytest.fixture(autouse=True)
def _fresh_load():
    """``load`` is cached: every test starts and ends with an empty cache."""
    load.cache_clear()
    yield
    load.cache_clear()


@pytest.fixture
def data():
    return load(None)


def base_of(data, label: str) -> int | str:
    """The base a sheet line with this label starts from."""
    resolved = data.resolve(label)
    assert resolved is not None, label
    skill, specialisation = resolved
    return skill.specialisations.get(specialisation, skill.base) if specialisation else skill.base


def write(folder: Path, name: str, content: object) -> Path:
    path = folder / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


# --- Shipped data ------------------------------------------------------------------------------


def test_shipped_data_loads(data):
    assert data.problems == ()
    assert data.skills and data.occupations
    assert data.tables is not None and data.names is not None


def test_no_user_data_means_none(monkeypatch):
    monkeypatch.setenv("SHEETMAKER_NO_USER_DATA", "1")
    assert user_data_dir() is None


# Skills


def test_skill_list_is_complete(data):
    assert sorted(s.name for s in data.skills) == sorted([*SKILL_BASES, "Fighting", "Firearms"])


def test_skills_are_in_alphabetical_sheet_order(data):
    names = [s.name for s in data.skills]
    assert names == sorted(names, key=str.casefold)
    assert len(set(map(str.casefold, names))) == len(names)


@pytest.mark.parametrize(("name", "base"), SKILL_BASES.items())
def test_skill_base(data, name, base):
    skill = data.skill_def(name)
    assert skill is not None
    assert skill.base == base


@pytest.mark.parametrize(("label", "base"), SPECIALISATION_BASES.items())
def test_specialisation_base(data, label, base):
    assert base_of(data, label) == base


def test_unlisted_weapon_takes_the_lowest_listed_base(data):
    # RULES.md gives no base for an unlisted weapon: it takes the lowest listed one, so it is
    # never easier than a listed weapon (documented in the skills' descriptions).
    for name in ("Fighting", "Firearms"):
        skill = data.skill_def(name)
        assert skill.base == min(skill.specialisations.values())
        assert str(skill.base) in skill.description
    assert base_of(data, "Fighting (Mace)") == 5
    assert base_of(data, "Firearms (Blowpipe)") == 10


def test_default_specialisations(data):
    assert data.skill_def("Fighting").default_specialisations == ("Brawl",)
    assert data.skill_def("Firearms").default_specialisations == ("Handgun", "Rifle/Shotgun")
    for skill in data.skills:
        assert set(skill.default_specialisations) <= set(skill.specialisations)


def test_specialised_skills(data):
    assert {s.name for s in data.skills if s.specialised} == SPECIALISED_SKILLS


@pytest.mark.parametrize(
    ("label", "base"),
    [
        ("Art/Craft (Photography)", 5), ("Art/Craft (Underwater Basket Weaving)", 5),
        ("Science (Biology)", 1), ("Science (Cryptography)", 1), ("Pilot (Aircraft)", 1),
        ("Survival (Arctic)", 10), ("Language (Latin)", 1), ("Lore (Dreams)", 1),
    ],
)  # fmt: skip
def test_other_specialised_bases(data, label, base):
    assert base_of(data, label) == base


def test_language_labels(data):
    # "Language (Latin)" is the label skill_label forms for Language (Other) + Latin.
    other = data.skill_def("Language (Other)")
    assert data.resolve("Language (Latin)") == (other, "Latin")
    assert data.resolve("Language (Other)") == (other, "")
    assert data.resolve("Language (Own)") == (data.skill_def("Language (Own)"), "")


def test_modern_only_skills(data):
    for skill in data.skills:
        expected = ("modern",) if skill.name in MODERN_ONLY_SKILLS else ("1920s", "modern")
        assert skill.eras == expected, skill.name
    names_1920s = {s.name for s in data.skills_for("1920s")}
    assert MODERN_ONLY_SKILLS.isdisjoint(names_1920s)
    assert MODERN_ONLY_SKILLS <= {s.name for s in data.skills_for("modern")}


def test_uncommon_skills(data):
    assert {s.name for s in data.skills if s.uncommon} == UNCOMMON_SKILLS
    assert UNCOMMON_SKILLS.isdisjoint(s.name for s in data.skills_for("1920s", uncommon=False))


def test_only_cthulhu_mythos_takes_no_creation_points(data):
    assert [s.name for s in data.skills if s.no_creation_points] == ["Cthulhu Mythos"]


def test_every_skill_has_a_description(data):
    for skill in data.skills:
        assert skill.description.strip(), skill.name


# Occupations


def test_occupation_list_is_complete(data):
    assert sorted(o.name for o in data.occupations) == sorted(EXPECTED_OCCUPATIONS)
    assert len(data.occupations) == 28


@pytest.mark.parametrize("name", EXPECTED_OCCUPATIONS)
def test_occupation_matches_rules(data, name):
    expected = EXPECTED_OCCUPATIONS[name]
    occupation = data.occupation(name)
    assert occupation is not None
    assert occupation.points.text() == expected["formula"]
    assert occupation.credit_rating == expected["credit_rating"]
    assert list(occupation.skills) == expected["skills"]
    got = Counter(
        (c.count, c.options if isinstance(c.options, str) else tuple(sorted(c.options)))
        for c in occupation.choices
    )
    assert got == Counter(expected["choices"])
    assert occupation.skill_count == 8
    assert occupation.description.strip()


@pytest.mark.parametrize("name", EXPECTED_OCCUPATIONS)
def test_occupation_era(data, name):
    occupation = data.occupation(name)
    modern_only = EXPECTED_OCCUPATIONS[name]["modern_only"]
    assert occupation.eras == (("modern",) if modern_only else ("1920s", "modern"))


def test_hacker_is_modern_only(data):
    assert data.occupation("Hacker").eras == ("modern",)
    assert "Hacker" not in {o.name for o in data.occupations_for("1920s")}
    assert "Hacker" in {o.name for o in data.occupations_for("modern")}
    assert len(data.occupations_for("1920s")) == 27


def test_drifter_formula_offers_three_characteristics(data):
    points = data.occupation("Drifter").points
    assert points.fixed == {"EDU": 2}
    assert set(points.choose) == {"APP", "DEX", "STR"} and points.times == 2


def test_choice_ids_are_stable(data):
    for occupation in data.occupations:
        for choice in occupation.choices:
            if choice.options == "social":
                assert choice.id == "social", occupation.name
            elif choice.options == "any":
                assert choice.id == "other", occupation.name
            else:
                key = (occupation.name, tuple(sorted(choice.options)))
                assert EITHER_IDS.get(key) == choice.id, key


def test_every_occupation_label_resolves(data):
    for occupation in data.occupations:
        labels = list(occupation.skills)
        for choice in occupation.choices:
            if isinstance(choice.options, tuple):
                labels.extend(choice.options)
        for label in labels:
            assert resolve_label(label, data.skills_by_name) is not None, (occupation.name, label)
        # Modern-only skills only in modern-only occupations.
        if "1920s" in occupation.eras:
            for label in labels:
                skill, _ = data.resolve(label)
                assert "1920s" in skill.eras, (occupation.name, label)


@pytest.mark.parametrize(
    ("label", "skill", "specialisation"),
    [
        ("Art/Craft", "Art/Craft", ""),
        ("Art/Craft (Literature)", "Art/Craft", "Literature"),
        ("Art/Craft (Technical Drawing)", "Art/Craft", "Technical Drawing"),
        ("Language (Latin)", "Language (Other)", "Latin"),
        ("Science (Pharmacy)", "Science", "Pharmacy"),
        ("Fighting (Brawl)", "Fighting", "Brawl"),
        ("Pilot (Aircraft)", "Pilot", "Aircraft"),
        ("Firearms", "Firearms", ""),
    ],
)
def test_occupation_labels_name_the_right_skill(data, label, skill, specialisation):
    resolved = data.resolve(label)
    assert resolved is not None
    assert (resolved[0].name, resolved[1]) == (skill, specialisation)


def test_named_specialisations_in_occupations_are_listed(data):
    # Every specialisation an occupation names is offered by the skill's list (for the wizard).
    for occupation in data.occupations:
        for label in occupation.skills:
            skill, specialisation = data.resolve(label)
            if specialisation:
                assert specialisation in skill.specialisations, (occupation.name, label)


def test_credit_rating_ranges_are_sane(data):
    for occupation in data.occupations:
        low, high = occupation.credit_rating
        assert 0 <= low <= high <= 99


# Names


@pytest.mark.parametrize("era", ["1920s", "modern"])
def test_names(data, era):
    names = data.names
    for kind in (names.given_male, names.given_female, names.family):
        listed = kind[era]
        assert len(listed) >= 60
        assert len(set(listed)) == len(listed)
        assert all(name.strip() == name and name for name in listed)
    residences = names.residences[era]
    assert len(residences) >= 20
    assert len(set(residences)) == len(residences)
    assert "Arkham" in residences


# --- User data ---------------------------------------------------------------------------------

CUSTOM = {
    "skills": [{"name": "Cartography", "base": 5, "description": "Maps and charts."}],
    "occupations": [
        {
            "name": "Lighthouse Keeper",
            "eras": ["1920s"],
            "points": {"fixed": {"EDU": 2}, "choose": ["CON", "POW"], "times": 2},
            "credit_rating": [5, 25],
            "skills": ["Cartography", "Mechanical Repair", "Navigate", "Pilot (Boat)", "Spot Hidden"],
            "choices": [
                {"id": "swim_or_first_aid", "options": ["Swim", "First Aid"]},
                {"id": "social", "options": "social"},
                {"id": "other", "options": "any"},
            ],
        }
    ],
}


def test_user_file_adds_a_skill_and_an_occupation(tmp_path):
    write(tmp_path, "custom.json", CUSTOM)
    data = load(str(tmp_path))
    assert data.problems == ()
    assert data.skill_def("cartography").base == 5
    keeper = data.occupation("Lighthouse Keeper")
    assert keeper.points.text() == "EDU×2 + (CON or POW)×2"
    assert keeper.skill_count == 8
    assert keeper in data.occupations_for("1920s") and keeper not in data.occupations_for("modern")
    shipped = load(None)
    assert len(data.skills) == len(shipped.skills) + 1
    assert len(data.occupations) == len(shipped.occupations) + 1


def test_user_folder_from_environment(tmp_path, monkeypatch):
    monkeypatch.delenv("SHEETMAKER_NO_USER_DATA", raising=False)
    monkeypatch.setenv("SHEETMAKER_DATA_DIR", str(tmp_path))
    (tmp_path / "coc7").mkdir()
    write(tmp_path / "coc7", "custom.json", CUSTOM)
    assert user_data_dir() == tmp_path / "coc7"
    assert load().occupation("Lighthouse Keeper") is not None


def test_missing_user_folder_is_not_a_problem(tmp_path):
    assert load(str(tmp_path / "nope")).problems == ()


def test_broken_json_is_reported_and_skipped(tmp_path):
    write(tmp_path, "a_broken.json", '{"skills": [')
    write(tmp_path, "b_good.json", CUSTOM)
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    assert "a_broken.json" in data.problems[0]
    assert "not valid JSON" in data.problems[0]
    assert data.occupation("Lighthouse Keeper") is not None


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda o: o.update(skils=["Climb"]), "occupations[0].skils"),
        (lambda o: o.update(credit_rating=[5, "lots"]), "occupations[0].credit_rating[1]"),
        (lambda o: o["points"]["fixed"].update(LUCK=2), "occupations[0].points.fixed.LUCK"),
        (lambda o: o["choices"][0].update(options="some"), "occupations[0].choices[0].options"),
    ],
)
def test_schema_invalid_file_is_reported_with_file_and_key(tmp_path, change, key):
    bad = json.loads(json.dumps(CUSTOM))
    change(bad["occupations"][0])
    write(tmp_path, "bad.json", bad)
    write(tmp_path, "other.json", {"skills": [{"name": "Beekeeping", "base": 5}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    assert "bad.json" in data.problems[0]
    assert key in data.problems[0]
    # The whole bad file is skipped, the other file is still loaded.
    assert data.occupation("Lighthouse Keeper") is None
    assert data.skill_def("Cartography") is None
    assert data.skill_def("Beekeeping") is not None


def test_top_level_that_is_not_an_object_is_reported(tmp_path):
    write(tmp_path, "list.json", [1, 2])
    data = load(str(tmp_path))
    assert len(data.problems) == 1 and "list.json" in data.problems[0]


def test_unknown_skill_in_user_occupation_is_reported(tmp_path):
    bad = json.loads(json.dumps(CUSTOM))
    del bad["skills"]
    write(tmp_path, "custom.json", bad)
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    assert "custom.json" in data.problems[0] and "Cartography" in data.problems[0]
    assert data.occupation("Lighthouse Keeper") is None


def test_user_skill_can_be_used_by_a_later_file(tmp_path):
    write(tmp_path, "a_skills.json", {"skills": CUSTOM["skills"]})
    write(tmp_path, "b_occupations.json", {"occupations": CUSTOM["occupations"]})
    data = load(str(tmp_path))
    assert data.problems == ()
    assert data.occupation("Lighthouse Keeper") is not None


def test_clash_with_shipped_occupation_is_reported(tmp_path):
    clash = json.loads(json.dumps(CUSTOM))
    clash["occupations"].append({**CUSTOM["occupations"][0], "name": "antiquarian"})
    write(tmp_path, "clash.json", clash)
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    assert "clash.json" in data.problems[0] and "antiquarian" in data.problems[0]
    # The shipped occupation wins; the rest of the file is used.
    assert data.occupation("Antiquarian").credit_rating == (30, 70)
    assert data.occupation("Lighthouse Keeper") is not None
    assert sum(o.name.casefold() == "antiquarian" for o in data.occupations) == 1


def test_clash_with_shipped_skill_is_reported(tmp_path):
    write(tmp_path, "clash.json", {"skills": [{"name": "Spot Hidden", "base": 90}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1 and "Spot Hidden" in data.problems[0]
    assert data.skill_def("Spot Hidden").base == 25


# --- Shipped-format files: a broken one is a DataError naming the file and the key -------------


def test_broken_shipped_file_raises_data_error_with_file_and_key(tmp_path):
    shipped = json.loads((DATA_DIR / "occupations.json").read_text(encoding="utf-8"))
    shipped["occupations"][3]["credit_rating"] = [9, "thirty"]
    path = write(tmp_path, "occupations.json", shipped)
    with pytest.raises(DataError) as info:
        load_json(path, _OccupationList)
    message = str(info.value)
    assert str(path) in message
    assert "occupations[3].credit_rating[1]" in message


def test_shipped_file_with_unknown_key_raises(tmp_path):
    path = write(tmp_path, "skills.json", {"skills": [{"name": "X", "base": 5, "bsae": 1}]})
    with pytest.raises(DataError, match=r"skills\.json: skills\[0\]\.bsae"):
        load_json(path, _SkillList)


def test_shipped_file_with_bad_json_raises(tmp_path):
    path = write(tmp_path, "skills.json", "{nope")
    with pytest.raises(DataError, match="skills.json: not valid JSON"):
        load_json(path, _SkillList)


# --- The README's example ----------------------------------------------------------------------


def test_readme_example_is_valid(tmp_path):
    readme = (DATA_DIR / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```json\n(.*?)```", readme, flags=re.DOTALL)
    assert len(blocks) == 2  # the complete example, then translations only (tests/core/test_terms.py)
    write(tmp_path, "sea.json", blocks[0])
    data = load(str(tmp_path))
    assert data.problems == ()
    keeper = data.occupation("Lighthouse Keeper")
    assert keeper.skill_count == 8
    assert data.skill_def("Cartography").base == 5
    harpoon = data.weapon("whaling_harpoon")
    assert harpoon.name == "Whaling harpoon" and harpoon.damage_type == "impaling"
    assert harpoon in data.weapons_for("1920s") and harpoon not in data.weapons_for("modern")
