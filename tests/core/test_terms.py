"""Game terms in the players' language (sheetmaker.core.terms): lookups, compound skill labels,
user translations and the completeness of the shipped names."""

from __future__ import annotations

import json
import re

import pytest

from sheetmaker.core import i18n, terms
from sheetmaker.systems.coc7 import data as coc_data
from sheetmaker.systems.toc import data as toc_data


@pytest.fixture
def user_data(tmp_path, monkeypatch):
    """A user data folder read by the default loaders (the caches are reset before and after)."""
    monkeypatch.delenv("SHEETMAKER_NO_USER_DATA", raising=False)
    monkeypatch.setenv("SHEETMAKER_DATA_DIR", str(tmp_path))
    (tmp_path / "coc7").mkdir()
    (tmp_path / "toc").mkdir()
    coc_data.load.cache_clear()
    toc_data.load.cache_clear()
    yield tmp_path
    monkeypatch.setenv("SHEETMAKER_NO_USER_DATA", "1")
    coc_data.load.cache_clear()
    toc_data.load.cache_clear()
    terms.clear_cache()


# --- single terms --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("system", "kind", "name", "de", "fr"),
    [
        ("coc7", "skill", "Library Use", "Bibliotheksnutzung", "Bibliothèque"),
        ("coc7", "skill", "Spot Hidden", "Verborgenes erkennen", "Trouver Objet Caché"),
        ("coc7", "skill", "Credit Rating", "Finanzkraft", "Crédit"),
        ("coc7", "skill", "Pilot", "Steuern", "Pilotage"),
        ("coc7", "occupation", "Pilot", "Pilot", "Pilote"),
        ("coc7", "occupation", "Antiquarian", "Antiquar", "Antiquaire"),
        ("coc7", "characteristic", "STR", "Stärke", "Force"),
        ("coc7", "condition", "major_wound", "Schwere Wunde", "Blessure grave"),
        ("coc7", "condition", "Major Wound", "Schwere Wunde", "Blessure grave"),
        ("coc7", "era", "modern", "Gegenwart", "Époque moderne"),
        ("toc", "ability", "Scuffling", "Raufen", "Bagarre"),
        ("toc", "ability", "Stability", "Stabilität", "Stabilité"),
        ("toc", "occupation", "Alienist", "Nervenarzt", "Aliéniste"),
        ("toc", "branch", "Navy", "Marine", "Marine"),
        ("toc", "drive", "Thirst for Knowledge", "Wissensdurst", "Soif de connaissance"),
        ("toc", "stratum", "Middle Class", "Mittelschicht", "Classe moyenne"),
        ("toc", "family", "Interpersonal", "Zwischenmenschlich", "Relationnelle"),
        ("toc", "condition", "seriously wounded", "Schwer verletzt", "Grièvement blessé"),
        ("toc", "language", "Latin", "Latein", "Latin"),
    ],
)
def test_term_in_german_and_french(system, kind, name, de, fr):
    assert terms.term(system, kind, name, "de") == de
    assert terms.term(system, kind, name, "fr") == fr
    assert terms.term(system, kind, name, "en") == name


def test_term_is_case_insensitive_and_follows_the_language_in_use():
    assert terms.term("coc7", "skill", "library use", "de") == "Bibliotheksnutzung"
    i18n.set_language("fr_CA")
    assert terms.term("coc7", "skill", "Library Use") == "Bibliothèque"
    assert terms.characteristic_abbr("coc7", "EDU") == "ÉDU"
    i18n.set_language("en")
    assert terms.term("coc7", "skill", "Library Use") == "Library Use"


def test_unknown_language_name_or_kind_gives_the_name_back():
    assert terms.term("coc7", "skill", "Library Use", "es") == "Library Use"
    assert terms.term("coc7", "skill", "Cartography", "de") == "Cartography"
    assert terms.term("coc7", "drive", "Library Use", "de") == "Library Use"
    assert terms.term("coc7", "skill", "", "de") == ""
    assert terms.skill_label("coc7", "Fighting (Brawl)", "es") == "Fighting (Brawl)"


def test_characteristics_names_and_official_abbreviations():
    abbr = [terms.characteristic_abbr("coc7", key, "de") for key in coc_data.CHARACTERISTICS]
    assert abbr == ["ST", "KO", "GR", "GE", "ER", "IN", "MA", "BI"]
    abbr = [terms.characteristic_abbr("coc7", key, "fr") for key in coc_data.CHARACTERISTICS]
    assert abbr == ["FOR", "CON", "TAI", "DEX", "APP", "INT", "POU", "ÉDU"]
    assert [terms.characteristic_abbr("coc7", key, "en") for key in ("STR", "POW")] == ["STR", "POW"]
    assert terms.characteristic_name("coc7", "POW", "en") == "Power"
    assert terms.characteristic_name("coc7", "POW", "de") == "Mana"
    assert terms.characteristic_name("coc7", "SIZ", "fr") == "Taille"
    assert terms.characteristic_name("coc7", "SIZ", "es") == "Size"
    assert terms.characteristic_abbr("coc7", "LUCK", "de") == "LUCK"


def test_pseudo_locale_accents_and_lengthens_known_terms():
    assert terms.pseudo("Library Use") == "[Ĺîƀŕàŕý Ûšé~~~]"
    assert terms.pseudo("Roll {0}") == "[Ŕöĺĺ {0}~~]"
    assert terms.term("coc7", "skill", "Library Use", "en_XA") == "[Ĺîƀŕàŕý Ûšé~~~]"
    assert terms.characteristic_abbr("coc7", "STR", "en_XA") == "[ŠŢŔ]"
    assert terms.skill_label("coc7", "Science (Biology)", "en_XA") == terms.pseudo("Science (Biology)")
    assert terms.term("toc", "ability", "Scuffling", "en_XA") == "[Šçûƒƒĺîñĝ~~]"
    # A name the data does not know (the user's own) is left as typed.
    assert terms.skill_label("coc7", "Cartography", "en_XA") == "Cartography"
    assert len(terms.pseudo("Credit Rating")) >= 1.4 * len("Credit Rating")


# --- compound skill labels ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("label", "de", "fr"),
    [
        ("Art/Craft (Photography)", "Kunst/Handwerk (Fotografie)", "Art/Artisanat (Photographie)"),
        ("Language (Own)", "Muttersprache", "Langue maternelle"),
        ("Language (Own: English)", "Muttersprache (Englisch)", "Langue maternelle (Anglais)"),
        ("Language (Latin)", "Fremdsprache (Latein)", "Langue étrangère (Latin)"),
        ("Language (Other)", "Fremdsprache", "Langue étrangère"),
        ("Science (Biology)", "Naturwissenschaft (Biologie)", "Sciences (Biologie)"),
        ("Fighting (Brawl)", "Nahkampf (Handgemenge)", "Combat rapproché (Corps à corps)"),
        ("Firearms (Handgun)", "Schusswaffen (Faustfeuerwaffe)", "Armes à feu (Arme de poing)"),
        ("Pilot (Aircraft)", "Steuern (Flugzeug)", "Pilotage (Avion)"),
        ("Survival (Sea)", "Überleben (Meer)", "Survie (Mer)"),
        ("science (biology)", "Naturwissenschaft (Biologie)", "Sciences (Biologie)"),
        # An unknown specialisation is kept, the skill still translated.
        ("Science (Alchemy)", "Naturwissenschaft (Alchemy)", "Sciences (Alchemy)"),
        ("Art/Craft", "Kunst/Handwerk", "Art/Artisanat"),
        # A custom skill is kept as it is.
        ("Cartography", "Cartography", "Cartography"),
        ("Cartography (Sea)", "Cartography (Sea)", "Cartography (Sea)"),
    ],
)
def test_skill_label_translates_part_by_part(label, de, fr):
    assert terms.skill_label("coc7", label, "de") == de
    assert terms.skill_label("coc7", label, "fr") == fr
    assert terms.skill_label("coc7", label, "en") == label


def test_toc_skill_label_is_the_ability_name():
    assert terms.skill_label("toc", "Library Use", "de") == "Bibliotheksnutzung"
    assert terms.skill_label("toc", "Evidence Collection", "fr") == "Collecte d'indices"


def test_matches_finds_the_english_and_the_translated_name():
    assert terms.matches("coc7", "skill", "Library Use", "biblioth", "de")
    assert terms.matches("coc7", "skill", "Library Use", "library", "de")
    assert not terms.matches("coc7", "skill", "Library Use", "horch", "de")
    assert terms.matches("coc7", "skill", "Science (Biology)", "biologie", "fr")
    assert terms.matches("toc", "occupation", "Alienist", "nerven", "de")


# --- user data files ---------------------------------------------------------------------------


def test_user_file_adds_and_overrides_translations(user_data):
    (user_data / "coc7" / "a.json").write_text(json.dumps({
        "skills": [{"name": "Cartography", "base": 5, "names": {"de": "Kartografie"}}],
        "occupations": [{
            "name": "Lighthouse Keeper", "points": {"fixed": {"EDU": 4}}, "credit_rating": [5, 25],
            "skills": ["Cartography"], "names": {"de": "Leuchtturmwärter", "fr": "Gardien de phare"},
        }],
        "translations": {
            "skill": {"Library Use": {"es": "Buscar libros"}, "Spot Hidden": {"de": "Entdecken"}},
            "specialisation": {"Biology": {"de": "Lebenskunde", "es": "Biología"}},
            "abbreviation": {"STR": {"es": "FUE"}},
        },
    }), encoding="utf-8")
    (user_data / "toc" / "a.json").write_text(json.dumps({
        "translations": {"drive": {"Curiosity": {"es": "Curiosidad"}}, "ability": {"Scuffling": {"de": "Prügeln"}}},
    }), encoding="utf-8")
    assert coc_data.load().problems == ()
    assert terms.skill_label("coc7", "Cartography", "de") == "Kartografie"
    assert terms.term("coc7", "occupation", "Lighthouse Keeper", "fr") == "Gardien de phare"
    assert terms.term("coc7", "skill", "Library Use", "es") == "Buscar libros"
    assert terms.term("coc7", "skill", "Spot Hidden", "de") == "Entdecken"
    assert terms.term("coc7", "skill", "Spot Hidden", "fr") == "Trouver Objet Caché"
    assert terms.skill_label("coc7", "Science (Biology)", "de") == "Naturwissenschaft (Lebenskunde)"
    assert terms.skill_label("coc7", "Science (Biology)", "es") == "Science (Biología)"
    assert terms.characteristic_abbr("coc7", "STR", "es") == "FUE"
    assert terms.term("toc", "drive", "Curiosity", "es") == "Curiosidad"
    assert terms.term("toc", "ability", "Scuffling", "de") == "Prügeln"
    assert terms.term("toc", "ability", "Scuffling", "fr") == "Bagarre"


def test_user_file_with_a_bad_translation_is_reported_and_skipped(user_data):
    (user_data / "coc7" / "bad.json").write_text(json.dumps({
        "translations": {"skil": {"Library Use": {"es": "Buscar libros"}}},
    }), encoding="utf-8")
    (user_data / "coc7" / "empty.json").write_text(json.dumps({
        "translations": {"skill": {"Library Use": {"es": ""}}},
    }), encoding="utf-8")
    problems = coc_data.load().problems
    assert len(problems) == 2
    assert "bad.json" in problems[0] and "translations.skil" in problems[0]
    assert "empty.json" in problems[1] and "translations.skill.Library Use.es" in problems[1]
    assert terms.term("coc7", "skill", "Library Use", "es") == "Library Use"
    assert terms.term("coc7", "skill", "Library Use", "de") == "Bibliotheksnutzung"


def test_readme_translations_example_loads(user_data):
    readme = (coc_data.DATA_DIR / "README.md").read_text(encoding="utf-8")
    example = re.findall(r"```json\n(.*?)```", readme, flags=re.DOTALL)[1]
    (user_data / "coc7" / "translations.json").write_text(example, encoding="utf-8")
    toc_readme = (toc_data.DATA_DIR / "README.md").read_text(encoding="utf-8")
    toc_example = re.findall(r"```json\n(.*?)```", toc_readme, flags=re.DOTALL)[1]
    (user_data / "toc" / "translations.json").write_text(toc_example, encoding="utf-8")
    assert coc_data.load().problems == () and toc_data.load().problems == ()
    assert terms.term("coc7", "skill", "Spot Hidden", "de") == "Entdecken"
    assert terms.characteristic_abbr("coc7", "STR", "es") == "FUE"
    assert terms.term("toc", "ability", "Scuffling", "de") == "Prügeln"


# --- completeness of the shipped data -------------------------------------------------------------


def _missing(what: str, names: dict[str, str]) -> list[str]:
    return [f"{what}: {lang}" for lang in ("de", "fr") if not (names.get(lang) or "").strip()]


def test_every_shipped_coc_term_has_german_and_french_names():
    data = coc_data.load(None)
    missing: list[str] = []
    for skill in data.skills:
        missing += _missing(f"skill {skill.name}", skill.names)
        for spec in (*skill.specialisations, *skill.specialisation_names):
            missing += _missing(f"{skill.name} ({spec})", skill.specialisation_names.get(spec, {}))
    for occupation in data.occupations:
        missing += _missing(f"occupation {occupation.name}", occupation.names)
    assert data.terms is not None
    for entry in (*data.terms.characteristics, *data.terms.conditions, *data.terms.eras):
        missing += _missing(entry.key, entry.names)
    for entry in data.terms.characteristics:
        missing += _missing(f"{entry.key} abbreviation", entry.abbreviations)
    assert [c.key for c in data.terms.conditions] == _coc_conditions()
    assert [e.key for e in data.terms.eras] == list(coc_data.ERAS)
    assert missing == []
    assert len(data.skills) == 54 and len(data.occupations) == 28


def _coc_conditions() -> list[str]:
    from sheetmaker.systems.coc7.model import Conditions

    return list(Conditions.model_fields)


def test_every_shipped_toc_term_has_german_and_french_names():
    data = toc_data.load(None)
    missing: list[str] = []
    for ability in data.abilities:
        missing += _missing(f"ability {ability.name}", ability.names)
    for occupation in data.occupations:
        missing += _missing(f"occupation {occupation.name}", occupation.names)
        for branch in occupation.branches:
            missing += _missing(f"branch {branch.name}", branch.names)
    for drive in data.tables.drives:
        missing += _missing(f"drive {drive.name}", drive.names)
    for stratum in data.tables.credit_rating_strata:
        missing += _missing(f"stratum {stratum.name}", stratum.names)
    assert data.terms is not None
    for entry in (*data.terms.families, *data.terms.conditions, *data.terms.languages):
        missing += _missing(entry.key, entry.names)
    # Every language an occupation names is in the languages list.
    named = {lang for o in data.occupations for lang in o.languages}
    named |= {lang for o in data.occupations for c in o.choices if c.kind == "language" for lang in c.abilities}
    assert named <= {entry.key for entry in data.terms.languages}
    assert missing == []
    assert len(data.abilities) == 63 and len(data.occupations) == 19 and len(data.tables.drives) == 13


def test_every_occupation_skill_label_translates_to_german():
    """Every skill an occupation names shows translated (nothing left in English)."""
    data = coc_data.load(None)
    labels = {label for o in data.occupations for label in o.skills}
    labels |= {label for o in data.occupations for c in o.choices if isinstance(c.options, tuple) for label in c.options}
    untranslated = sorted(label for label in labels if terms.skill_label("coc7", label, "de") == label)
    assert untranslated == []
