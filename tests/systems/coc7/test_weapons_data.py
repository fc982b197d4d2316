"""The CoC weapons list (data/weapons.json), user weapons, and the weapons of generated sheets."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sheetmaker.core import dice
from sheetmaker.systems.coc7.data import (
    DATA_DIR,
    ERAS,
    WEAPON_CATEGORIES,
    DataError,
    WeaponDef,
    _WeaponList,
    load,
    load_json,
)
from sheetmaker.systems.coc7.generate import quick_npc, random_investigator, weapons_for
from sheetmaker.systems.coc7.model import Weapon
from sheetmaker.systems.coc7.rules import canonical_label

#: Weapons each era must offer (the common weapons of the brief), by key.
BOTH_ERAS = {
    "unarmed", "small_knife", "medium_knife", "large_knife", "nightstick", "baseball_bat",
    "brass_knuckles", "hatchet", "wood_axe", "sabre", "rapier", "spear", "throwing_spear",
    "thrown_rock", "bow", "garrote", "bullwhip", "dynamite", "molotov",
    "shotgun_12g_double", "shotgun_12g_pump", "thompson",
}
ONLY_1920S = {
    "automatic_22", "derringer_25", "revolver_32", "revolver_38", "revolver_45", "automatic_45",
    "luger_p08", "rifle_30_06", "lee_enfield", "carbine_30", "shotgun_20g", "bar_m1918",
}
ONLY_MODERN = {
    "glock_17", "beretta_m9", "magnum_357", "magnum_44", "desert_eagle", "assault_rifle_556",
    "hunting_rifle_308", "shotgun_12g_semi", "uzi", "mp5", "taser_contact", "taser_dart",
    "pepper_spray", "collapsible_baton", "chainsaw",
}

#: Numbers of the weapons table, spot-checked: key → (damage, range, attacks, ammo, malfunction).
TABLE = {
    "unarmed": ("1D3+DB", "", "1", None, None),
    "small_knife": ("1D4+DB", "", "1", None, None),
    "large_knife": ("1D8+DB", "", "1", None, None),
    "baseball_bat": ("1D8+DB", "", "1", None, None),
    "wood_axe": ("1D8+2+DB", "", "1", None, None),
    "bullwhip": ("1D3+DB/2", "10 feet", "1", None, None),
    "bow": ("1D6+DB/2", "30 yards", "1", 1, 97),
    "revolver_38": ("1D10", "15 yards", "1 (3)", 6, 100),
    "automatic_45": ("1D10+2", "15 yards", "1 (3)", 7, 100),
    "derringer_25": ("1D6", "3 yards", "1", 1, 100),
    "magnum_44": ("1D10+1D4+2", "15 yards", "1 (3)", 6, 100),
    "desert_eagle": ("1D10+1D6+3", "15 yards", "1 (3)", 7, 94),
    "rifle_30_06": ("2D6+4", "110 yards", "1", 5, 100),
    "carbine_30": ("2D6", "50 yards", "1", 6, 98),
    "shotgun_12g_double": ("4D6", "10/20/50 yards", "1 or 2", 2, 100),
    "shotgun_20g": ("2D6", "10/20/50 yards", "1 or 2", 2, 100),
    "thompson": ("1D10+2", "20 yards", "1 or full auto", 20, 96),
    "uzi": ("1D10", "20 yards", "1 (2) or full auto", 32, 98),
    "bar_m1918": ("2D6+4", "90 yards", "1 (2) or full auto", 20, 100),
    "chainsaw": ("2D8", "", "1", None, 95),
    "dynamite": ("4D10", "STR/5 yards", "1/2", None, 99),
    "molotov": ("2D6", "STR/5 yards", "1/2", None, 95),
}

GUNS = {"handgun", "rifle", "shotgun", "smg", "machine_gun"}

PIKE = {
    "key": "boarding_pike",
    "name": "Boarding pike",
    "category": "melee",
    "skill": "Fighting (Spear)",
    "damage": "1D8+1+DB",
    "damage_type": "impaling",
    "eras": ["1920s"],
}


@pytest.fixture(autouse=True)
def _fresh_load():
    """``load`` is cached: every test starts and ends with an empty cache."""
    load.cache_clear()
    yield
    load.cache_clear()


@pytest.fixture
def data():
    return load(None)


def write(folder: Path, name: str, content: object) -> Path:
    path = folder / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


# --- The shipped list ---------------------------------------------------------------------------


def test_shipped_weapons_load(data):
    assert data.problems == ()
    assert len(data.weapons) >= len(BOTH_ERAS | ONLY_1920S | ONLY_MODERN)


def test_keys_and_names_are_unique(data):
    keys = [w.key for w in data.weapons]
    assert len(keys) == len(set(keys))
    names = [w.name.casefold() for w in data.weapons]
    assert len(names) == len(set(names))


def test_every_damage_expression_parses(data):
    for weapon in data.weapons:
        expression = dice.parse(weapon.damage)
        # Rolls with any damage bonus of the table; only pepper spray does no damage.
        for bonus in ("-2", "0", "+1D4", "+2D6"):
            assert expression.minimum(bonus) <= expression.maximum(bonus), weapon.key
        assert expression.maximum("0") > 0 or weapon.key == "pepper_spray", weapon.key


def test_every_skill_label_is_a_known_skill_as_the_sheet_writes_it(data):
    for weapon in data.weapons:
        assert data.resolve(weapon.skill) is not None, weapon.key
        assert canonical_label(weapon.skill, data) == weapon.skill, weapon.key


def test_every_weapon_becomes_a_sheet_weapon(data):
    for weapon in data.weapons:
        sheet_weapon = weapon.to_weapon()
        assert isinstance(sheet_weapon, Weapon)
        assert sheet_weapon.model_dump() == weapon.model_dump(exclude={"key", "category", "eras", "names"})


@pytest.mark.parametrize(
    ("era", "expected"),
    [("1920s", BOTH_ERAS | ONLY_1920S), ("modern", BOTH_ERAS | ONLY_MODERN)],
)
def test_each_era_has_its_common_weapons(data, era, expected):
    keys = {w.key for w in data.weapons_for(era)}
    assert expected <= keys
    assert {w.key for w in data.weapons if era in w.eras} == keys


def test_era_only_weapons(data):
    for key in ONLY_MODERN - {"shotgun_12g_semi"}:
        assert data.weapon(key).eras == ("modern",), key
    for key in ("derringer_25", "bar_m1918"):
        assert data.weapon(key).eras == ("1920s",), key


def test_weapons_for_groups_by_category(data):
    for era in ERAS:
        ranks = [WEAPON_CATEGORIES.index(w.category) for w in data.weapons_for(era)]
        assert ranks == sorted(ranks)
    assert data.weapons_for("1920s")[0].key == "unarmed"


@pytest.mark.parametrize("key", sorted(TABLE))
def test_numbers_of_the_weapons_table(data, key):
    weapon = data.weapon(key)
    assert (weapon.damage, weapon.range, weapon.attacks, weapon.ammo, weapon.malfunction) == TABLE[key]


def test_guns_have_ammo_and_a_malfunction_number(data):
    for weapon in data.weapons:
        if weapon.category in GUNS:
            assert weapon.ammo is not None and weapon.malfunction is not None, weapon.key
            assert weapon.skill.startswith("Firearms"), weapon.key
        if weapon.category == "melee":
            assert weapon.ammo is None and weapon.skill.startswith("Fighting"), weapon.key


def test_bullets_impale_and_shot_does_not(data):
    for weapon in data.weapons:
        if weapon.category in {"rifle", "smg", "machine_gun"}:
            assert weapon.damage_type == "impaling", weapon.key
        if weapon.category == "shotgun":
            assert weapon.damage_type == "non_impaling", weapon.key
    assert data.weapon("revolver_38").damage_type == "impaling"
    assert data.weapon("taser_dart").damage_type == "non_impaling"
    assert data.weapon("small_knife").damage_type == "impaling"
    assert data.weapon("nightstick").damage_type == "non_impaling"


def test_weapon_lookup(data):
    assert data.weapon("  THOMPSON ").name == "Thompson submachine gun"
    assert data.weapon("ray_gun") is None


# --- Broken shipped-format files -----------------------------------------------------------------


def shipped() -> dict:
    return json.loads((DATA_DIR / "weapons.json").read_text(encoding="utf-8"))


def test_broken_shipped_weapon_names_file_and_key(tmp_path):
    content = shipped()
    content["weapons"][5]["damage"] = "1D"
    path = write(tmp_path, "weapons.json", content)
    with pytest.raises(DataError) as info:
        load_json(path, _WeaponList)
    message = str(info.value)
    assert str(path) in message and "weapons[5]" in message
    assert repr(content["weapons"][5]["key"]) in message and "damage" in message


def test_duplicate_shipped_key_raises(tmp_path):
    content = shipped()
    content["weapons"].append({**content["weapons"][0], "name": "Another"})
    path = write(tmp_path, "weapons.json", content)
    with pytest.raises(DataError, match="'unarmed' is used twice"):
        load_json(path, _WeaponList)


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        ({"key": "Big Gun"}, "key"),
        ({"category": "artillery"}, "category"),
        ({"eras": []}, "eras"),
        ({"malfunction": 101}, "malfunction"),
        ({"damage_type": "piercing"}, "damage_type"),
        ({"dammage": "1D6"}, "dammage"),
    ],
)
def test_weapon_def_rejects(change, expected):
    with pytest.raises(ValueError, match=expected):
        WeaponDef.model_validate({**PIKE, **change})


# --- User weapons --------------------------------------------------------------------------------


def test_user_file_adds_a_weapon(tmp_path):
    write(tmp_path, "ship.json", {"weapons": [PIKE]})
    data = load(str(tmp_path))
    assert data.problems == ()
    pike = data.weapon("boarding_pike")
    assert pike is not None and pike.to_weapon().name == "Boarding pike"
    assert pike in data.weapons_for("1920s") and pike not in data.weapons_for("modern")
    assert len(data.weapons) == len(load(None).weapons) + 1


def test_user_weapon_may_use_a_skill_of_the_same_file(tmp_path):
    weapon = {**PIKE, "key": "sling", "name": "Sling", "category": "thrown", "skill": "Slinging",
              "damage": "1D4+DB/2"}
    write(tmp_path, "sling.json", {"skills": [{"name": "Slinging", "base": 10}], "weapons": [weapon]})
    data = load(str(tmp_path))
    assert data.problems == ()
    assert data.weapon("sling").skill == "Slinging"


def test_clash_with_a_shipped_key_is_reported_and_skipped(tmp_path):
    clash = {**PIKE, "key": "revolver_38", "name": "My revolver", "category": "handgun",
             "skill": "Firearms (Handgun)", "damage": "3D10"}
    write(tmp_path, "clash.json", {"weapons": [clash, PIKE]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    assert "clash.json" in data.problems[0] and "revolver_38" in data.problems[0]
    # The shipped weapon wins; the rest of the file is used.
    assert data.weapon("revolver_38").damage == "1D10"
    assert data.weapon("boarding_pike") is not None
    assert not any(w.name == "My revolver" for w in data.weapons)


def test_clash_between_user_files_is_reported(tmp_path):
    write(tmp_path, "a.json", {"weapons": [PIKE]})
    write(tmp_path, "b.json", {"weapons": [{**PIKE, "damage": "9D10"}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1 and "b.json" in data.problems[0]
    assert data.weapon("boarding_pike").damage == "1D8+1+DB"


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"damage": "1D8+"}, "damage"),
        ({"damage": "1D8+burn"}, "damage"),
        ({"ammo": "lots"}, "ammo"),
        ({"eras": ["1890s"]}, "eras"),
    ],
)
def test_broken_user_weapon_is_reported_with_file_and_key(tmp_path, change, field):
    write(tmp_path, "bad.json", {"weapons": [{**PIKE, **change}]})
    write(tmp_path, "good.json", {"weapons": [{**PIKE, "key": "gaff", "name": "Gaff hook"}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    problem = data.problems[0]
    assert "bad.json" in problem and "weapons[0]" in problem and field in problem
    assert "'boarding_pike'" in problem
    # The bad file is skipped, the other file is still loaded.
    assert data.weapon("boarding_pike") is None
    assert data.weapon("gaff") is not None


def test_user_weapon_without_a_key_is_reported(tmp_path):
    write(tmp_path, "nokey.json", {"weapons": [{k: v for k, v in PIKE.items() if k != "key"}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1 and "nokey.json" in data.problems[0]
    assert "weapons[0].key" in data.problems[0]


def test_user_weapon_with_an_unknown_skill_is_reported(tmp_path):
    write(tmp_path, "odd.json", {"weapons": [{**PIKE, "skill": "Pikemanship"}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1
    assert "odd.json" in data.problems[0] and "'boarding_pike'" in data.problems[0]
    assert "Pikemanship" in data.problems[0]
    assert data.weapon("boarding_pike") is None


def test_user_file_repeating_a_key_is_reported(tmp_path):
    write(tmp_path, "twice.json", {"weapons": [PIKE, {**PIKE, "name": "Pike again"}]})
    data = load(str(tmp_path))
    assert len(data.problems) == 1 and "twice.json" in data.problems[0]
    assert "used twice" in data.problems[0]
    assert data.weapon("boarding_pike") is None


# --- Generated investigators take their weapons from the list -----------------------------------


@pytest.mark.parametrize("era", ERAS)
def test_generated_weapons_come_from_the_era_list(data, era):
    listed = [w.to_weapon().model_dump() for w in data.weapons_for(era)]
    for occupation in data.occupations_for(era):
        for seed in range(3):
            doc = random_investigator(random.Random(seed), era=era, occupation=occupation.name, data=data)
            for weapon in doc.sheet.weapons:
                assert weapon.model_dump() in listed, (occupation.name, weapon.name)
        npc = quick_npc(random.Random(1), "professional", era=era, occupation=occupation.name, data=data)
        assert all(w.model_dump() in listed for w in npc.sheet.weapons)


@pytest.mark.parametrize("era", ERAS)
def test_every_kind_of_generated_weapon_exists_in_the_era(data, era):
    labels = ["Firearms (Handgun)", "Firearms (Rifle/Shotgun)", "Fighting (Spear)",
              "Fighting (Sword)", "Fighting (Axe)", "Throw"]
    names = {w.name for w in data.weapons_for(era)}
    for occupation in ("Police Officer", "Military Officer", "Soldier", "Tribe Member", "Criminal"):
        for seed in range(5):
            weapons = weapons_for(data.occupation(occupation), labels, era, random.Random(seed), data)
            assert {w.name for w in weapons} <= names


def test_weapons_by_era(data):
    rng = random.Random(1)
    police = data.occupation("Police Officer")
    labels = ["Firearms (Handgun)", "Fighting (Brawl)"]
    old = {w.name for w in weapons_for(police, labels, "1920s", rng, data)}
    assert old == {"Unarmed", "Small club (nightstick)", ".38 revolver"}
    new = {w.name for w in weapons_for(police, labels, "modern", rng, data)}
    assert new == {"Unarmed", "Collapsible baton", "9mm automatic (Beretta M9)"}
    officer = data.occupation("Military Officer")
    guns = weapons_for(officer, ["Firearms (Handgun)", "Firearms (Rifle/Shotgun)"], "1920s", rng, data)
    assert [w.name for w in guns] == ["Unarmed", ".45 automatic (M1911)", ".30-06 bolt-action rifle"]


def test_user_weapons_do_not_change_generated_weapons(tmp_path, data):
    write(tmp_path, "ship.json", {"weapons": [PIKE]})
    with_user = load(str(tmp_path))
    for seed in range(5):
        plain = random_investigator(random.Random(seed), data=data)
        extended = random_investigator(random.Random(seed), data=with_user)
        assert plain.sheet.weapons == extended.sheet.weapons
