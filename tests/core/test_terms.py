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
        ("coc7", "credit_band", "Wealthy", "Wohlhabend", "Aisé"),
        ("coc7", "credit_band", "Super Rich", "Superreich", "Très riche"),
        ("coc7", "weapon", "Unarmed", "Unbewaffnet", "Mains nues"),
        ("coc7", "weapon", ".38 revolver", "Revolver .38", "Revolver .38"),
        ("coc7", "weapon", "Large knife (machete)", "Großes Messer (Machete)", "Grand couteau (machette)"),
        ("toc", "ability", "Scuffling", "Raufen", "Bagarre"),
        ("toc", "ability", "Stability", "Stabilität", "Stabilité"),
        ("toc", "occupation", "Alienist", "Nervenarzt", "Aliéniste"),
        ("toc", "branch", "Navy", "Marine", "Marine"),
        ("toc", "drive", "Thirst for Knowledge", "Wissensdurst", "Soif de connaissance"),
        ("toc", "stratum", "Middle Class", "Mittelschicht", "Classe moyenne"),
        ("toc", "family", "Interpersonal", "Zwischenmenschlich", "Relationnelle"),
        ("toc", "condition", "seriously wounded", "Schwer verletzt", "Grièvement blessé"),
        ("toc", "language", "Latin", "Latein", "Latin"),
        ("toc", "weapon", "Unarmed", "Unbewaffnet", "Mains nues"),
        ("toc", "weapon", "Fireplace poker", "Schürhaken", "Tisonnier"),
        ("toc", "weapon", "Pipe bomb", "Rohrbombe", "Bombe tuyau"),
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


# --- texts of the data ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("system", "kind", "name", "field", "en", "de", "fr"),
    [
        ("toc", "drive", "Curiosity", "description", "You cannot leave a question unanswered.",
         "Sie können keine Frage unbeantwortet lassen.", "Vous ne pouvez pas laisser une question sans réponse."),
        ("toc", "occupation", "Alienist", "description",
         "A doctor of the mind, treating the disturbed in asylums and private practice.",
         "Ein Arzt der Seele, der Verstörte in Anstalten und in eigener Praxis behandelt.",
         "Un médecin de l'esprit, qui soigne les esprits troublés à l'asile et en cabinet privé."),
        ("toc", "occupation", "Clergy", "language_note", "One of the languages is Latin, Greek, Aramaic or Hebrew.",
         "Eine der Sprachen ist Latein, Griechisch, Aramäisch oder Hebräisch.",
         "L'une des langues est le latin, le grec, l'araméen ou l'hébreu."),
        ("toc", "choice", "any two other Interpersonal abilities", "text", "any two other Interpersonal abilities",
         "zwei beliebige weitere zwischenmenschliche Fähigkeiten", "deux autres capacités relationnelles au choix"),
        # A branch's choice (Military, Officer).
        ("toc", "choice", "Riding or Piloting", "text", "Riding or Piloting", "Reiten oder Steuern",
         "Équitation ou Pilotage"),
        ("coc7", "occupation", "Antiquarian", "description",
         "A collector and scholar of old things who knows what the past left behind and what it is worth.",
         "Sammler und Kenner alter Dinge, der weiß, was die Vergangenheit hinterlassen hat und was es wert ist.",
         "Collectionneur et érudit des choses anciennes, qui sait ce que le passé a laissé derrière lui et ce que "
         "cela vaut."),
    ],
)
def test_text_in_german_and_french(system, kind, name, field, en, de, fr):
    assert terms.text(system, kind, name, field, "en") == en
    assert terms.text(system, kind, name, field, "de") == de
    assert terms.text(system, kind, name, field, "fr") == fr
    assert terms.text(system, kind, name.upper(), field, "de") == de
    assert terms.text(system, kind, name, field, "es") == en
    assert terms.text(system, kind, name, field, "en_XA") == terms.pseudo(en)


def test_text_follows_the_language_in_use_and_knows_nothing_else():
    i18n.set_language("de_CH")
    assert terms.text("toc", "drive", "Ennui") == (
        "Das gewöhnliche Leben langweilt Sie; nur das Seltsame gibt Ihnen das Gefühl, lebendig zu sein."
    )
    i18n.set_language("en")
    assert terms.text("toc", "drive", "Ennui") == "Ordinary life bores you; only the strange makes you feel alive."
    assert terms.text("toc", "drive", "Boredom", "description", "de") == ""
    assert terms.text("toc", "occupation", "Doctor", "language_note", "de") == ""  # has none
    assert terms.text("coc7", "drive", "Curiosity", "description", "de") == ""
    # A choice the data does not word is its own wording.
    assert terms.text("toc", "choice", "one Mythos tome", "text", "de") == "one Mythos tome"


def test_entry_text_reads_the_entry_held():
    occupation = toc_data.load(None).occupation("Journalist")
    assert (
        terms.entry_text(occupation, "language_note", "fr")
        == "Langues est destinée aux correspondants à l'étranger."
    )
    assert terms.entry_text(occupation, "description", "de") == (
        "Ein Reporter oder Fotograf, der für eine Zeitung oder eine Nachrichtenagentur Geschichten nachjagt."
    )
    assert terms.entry_text(occupation, "description", "it") == occupation.description
    assert terms.entry_text(occupation, "description", "en_XA") == terms.pseudo(occupation.description)
    assert terms.entry_text(toc_data.load(None).occupation("Doctor"), "language_note", "de") == ""
    bare = toc_data.OccupationDef(name="Sailor", abilities=("Piloting",), credit_rating=(1, 3),
                                  description="A merchant seaman.")
    assert terms.entry_text(bare, "description", "de") == "A merchant seaman."


def test_english_gives_back_the_english_name_of_a_translated_term():
    assert terms.english("toc", "language", "Latein", "de") == "Latin"
    assert terms.english("toc", "language", " hébreu ", "fr") == "Hebrew"
    assert terms.english("toc", "language", "Klingonisch", "de") == "Klingonisch"
    assert terms.english("toc", "language", "Latein", "en") == "Latein"
    assert terms.english("toc", "pillar", "die ehre der familie", "de") == "Family honour"
    assert terms.term("toc", "pillar", "Family honour", "fr") == "L'honneur de la famille"
    assert terms.english("coc7", "occupation", "Antiquar", "de") == "Antiquarian"
    assert terms.english("toc", "language", terms.pseudo("Latin"), "en_XA") == "Latin"


@pytest.mark.parametrize(
    ("shown", "language", "english"),
    [
        ("Bibliotheksnutzung", "de", "Library Use"),
        ("  bibliotheksnutzung ", "de", "Library Use"),
        ("Bibliothèque", "fr", "Library Use"),
        ("Naturwissenschaft (Biologie)", "de", "Science (Biology)"),
        ("Fremdsprache (Latein)", "de", "Language (Latin)"),
        ("Langue étrangère (Latin)", "fr", "Language (Latin)"),
        ("Muttersprache (Englisch)", "de", "Language (Own: English)"),
        ("Fremdsprache", "de", "Language (Other)"),
        ("Nahkampf (Handgemenge)", "de", "Fighting (Brawl)"),
        # An unknown specialisation is kept as typed, the skill put in English.
        ("Naturwissenschaft (Alchemie)", "de", "Science (Alchemie)"),
        ("Kunst/Handwerk (…)", "de", "Art/Craft (…)"),
        ("Kunst/Handwerk ()", "de", "Art/Craft ()"),
        ("Fremdsprache ()", "de", "Language ()"),
        # English, or a skill the data does not know, is left as typed.
        ("Library Use", "de", "Library Use"),
        ("Science (Biologie)", "de", "Science (Biology)"),
        ("Cartography (Sea)", "de", "Cartography (Sea)"),
        ("Bibliotheksnutzung", "en", "Bibliotheksnutzung"),
    ],
)
def test_english_skill_label_reverses_skill_label(shown, language, english):
    assert terms.english_skill_label("coc7", shown, language) == english


def test_english_skill_label_of_every_translated_occupation_skill_gives_it_back():
    data = coc_data.load(None)
    labels = {label for o in data.occupations for label in o.skills}
    labels |= {
        label for o in data.occupations for c in o.choices if isinstance(c.options, tuple) for label in c.options
    }
    for language in ("de", "fr"):
        wrong = {label: terms.skill_label("coc7", label, language) for label in labels
                 if terms.english_skill_label("coc7", terms.skill_label("coc7", label, language), language) != label}
        assert wrong == {}
    assert terms.english_skill_label("toc", "Raufen", "de") == "Scuffling"


def test_points_formula_in_the_players_abbreviations():
    data = coc_data.load(None)
    police = data.occupation("Police Detective").points
    assert police.text("en") == "EDU×2 + (DEX or STR)×2"
    # The "or" is translated by the installed translator (none here: English).
    assert police.text("de") == "BI×2 + (GE or ST)×2"
    assert police.text("fr") == "ÉDU×2 + (DEX or FOR)×2"
    assert data.occupation("Drifter").points.text("de") == "BI×2 + (ER, GE or ST)×2"
    assert data.occupation("Antiquarian").points.text("fr") == "ÉDU×4"
    i18n.set_language("de")
    assert police.text() == "BI×2 + (GE or ST)×2"
    i18n.set_backend(lambda context, text, _d, _n: "{0} oder {1}" if (context, text) == ("CoC7Rules", "{0} or {1}")
                     else text)
    try:
        assert police.text() == "BI×2 + (GE oder ST)×2"
    finally:
        i18n.set_backend(None)


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


def test_user_file_occupations_carry_their_texts_in_other_languages(user_data):
    (user_data / "toc" / "sea.json").write_text(json.dumps({"occupations": [{
        "name": "Sailor", "abilities": ["Piloting"], "credit_rating": [1, 3],
        "description": "A merchant seaman.", "descriptions": {"de": "Ein Matrose der Handelsmarine."},
        "choices": [{"id": "port", "kind": "language", "abilities": ["Portuguese", "Malay"],
                     "text": "the language of a favourite port", "texts": {"fr": "la langue d'un port préféré"}}],
    }]}), encoding="utf-8")
    (user_data / "coc7" / "sea.json").write_text(json.dumps({"occupations": [{
        "name": "Lighthouse Keeper", "points": {"fixed": {"EDU": 4}}, "credit_rating": [5, 25],
        "skills": ["Navigate"], "description": "A keeper of a coastal light.",
        "descriptions": {"fr": "Le gardien d'un phare côtier."},
    }]}), encoding="utf-8")
    assert toc_data.load().problems == () and coc_data.load().problems == ()
    assert terms.text("toc", "occupation", "Sailor", "description", "de") == "Ein Matrose der Handelsmarine."
    assert terms.text("toc", "occupation", "Sailor", "description", "fr") == "A merchant seaman."
    assert (
        terms.text("toc", "choice", "the language of a favourite port", "text", "fr") == "la langue d'un port préféré"
    )
    assert terms.text("coc7", "occupation", "Lighthouse Keeper", "description", "fr") == "Le gardien d'un phare côtier."
    assert terms.entry_text(coc_data.load().occupation("Lighthouse Keeper"), "description", "de") == (
        "A keeper of a coastal light."
    )


def test_user_file_with_an_empty_text_translation_is_reported(user_data):
    (user_data / "toc" / "bad.json").write_text(json.dumps({"occupations": [{
        "name": "Sailor", "abilities": ["Piloting"], "credit_rating": [1, 3], "descriptions": {"de": " "},
    }]}), encoding="utf-8")
    problems = toc_data.load().problems
    assert len(problems) == 1 and "bad.json" in problems[0] and "occupations[0].descriptions.de" in problems[0]
    assert toc_data.load().occupation("Sailor") is None


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


def test_readme_occupation_examples_carry_german_texts(user_data):
    readme = (coc_data.DATA_DIR / "README.md").read_text(encoding="utf-8")
    (user_data / "coc7" / "sea.json").write_text(re.findall(r"```json\n(.*?)```", readme, flags=re.DOTALL)[0],
                                                 encoding="utf-8")
    toc_readme = (toc_data.DATA_DIR / "README.md").read_text(encoding="utf-8")
    (user_data / "toc" / "sea.json").write_text(re.findall(r"```json\n(.*?)```", toc_readme, flags=re.DOTALL)[0],
                                                encoding="utf-8")
    assert coc_data.load().problems == () and toc_data.load().problems == ()
    assert terms.text("coc7", "occupation", "Lighthouse Keeper", "description", "de") == (
        "Ein einsamer Hüter eines Küstenfeuers, der die Gezeiten, das Wetter und jedes Wrack am Riff kennt."
    )
    assert terms.text("toc", "occupation", "Sailor", "description", "fr") == (
        "Un marin de commerce qui a vu les ports du monde entier."
    )
    assert (
        terms.text("toc", "choice", "one Interpersonal ability", "text", "de") == "eine zwischenmenschliche Fähigkeit"
    )
    assert terms.term("toc", "occupation", "Sailor", "de") == "Matrose"


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
    for entry in data.terms.credit_bands:
        missing += _missing(f"credit band {entry.key}", entry.names)
    for weapon in data.weapons:
        missing += _missing(f"weapon {weapon.key}", weapon.names)
    assert missing == []
    assert len(data.skills) == 54 and len(data.occupations) == 28 and len(data.weapons) == 63
    # Every band of the cash tables has its names.
    bands = [row.band for rows in data.tables.cash.values() for row in rows]
    assert sorted(set(bands)) == sorted(entry.key for entry in data.terms.credit_bands)
    assert len(data.terms.credit_bands) == 6


def _weapon_names_come_back(system: str, entries) -> list[str]:
    """Translated weapon names that do not read back to their own English name (two weapons
    sharing a translation, or a translation that is another weapon's English name)."""
    english = {entry.name.casefold(): entry.name for entry in entries}
    wrong = []
    for entry in entries:
        for language, shown in entry.names.items():
            assert terms.term(system, "weapon", entry.name, language) == shown
            other = english.get(shown.casefold())
            if terms.english(system, "weapon", shown, language) != entry.name or other not in (None, entry.name):
                wrong.append(f"{entry.name} ({language}: {shown})")
    return wrong


def test_weapon_names_read_back_to_their_english_name():
    coc = coc_data.load(None)
    assert _weapon_names_come_back("coc7", coc.weapons) == []
    table = toc_data.load(None).weapons
    assert _weapon_names_come_back("toc", [*table.hand_weapons, *table.firearms, *table.explosives]) == []
    # A name the data does not know (the player's own) stays as typed.
    assert terms.term("coc7", "weapon", "Grandfather's sabre", "de") == "Grandfather's sabre"
    assert terms.english("coc7", "weapon", "Opas Säbel", "de") == "Opas Säbel"


def test_every_shipped_coc_text_has_german_and_french():
    data = coc_data.load(None)
    missing: list[str] = []
    for occupation in data.occupations:
        assert occupation.description, occupation.name
        missing += _missing(f"occupation {occupation.name} description", occupation.descriptions)
    assert missing == []


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
    weapons = data.weapons
    for weapon in (*weapons.hand_weapons, *weapons.firearms, *weapons.explosives):
        missing += _missing(f"weapon {weapon.name}", weapon.names)
    assert missing == []
    assert len(data.abilities) == 63 and len(data.occupations) == 19 and len(data.tables.drives) == 13
    assert len(weapons.hand_weapons) + len(weapons.firearms) + len(weapons.explosives) == 50


def test_every_shipped_toc_text_has_german_and_french():
    from sheetmaker.systems.toc.generate import LANGUAGE_NAMES

    data = toc_data.load(None)
    missing: list[str] = []
    texts = 0
    for occupation in data.occupations:
        assert occupation.description, occupation.name
        missing += _missing(f"occupation {occupation.name} description", occupation.descriptions)
        if occupation.language_note:
            missing += _missing(f"occupation {occupation.name} language note", occupation.language_notes)
        for choice in (*occupation.choices, *(c for b in occupation.branches for c in b.choices)):
            assert choice.text, f"{occupation.name} {choice.id}"
            missing += _missing(f"{occupation.name} choice {choice.id}", choice.texts)
            texts += 1
    for drive in data.tables.drives:
        missing += _missing(f"drive {drive.name} description", drive.descriptions)
    for example in data.tables.pillar_examples:
        missing += _missing(f"pillar {example}", data.tables.pillar_example_names.get(example, {}))
    assert missing == []
    assert texts == 14
    # Every language the generator gives an investigator has its names too.
    assert data.terms is not None
    assert set(LANGUAGE_NAMES) <= {entry.key for entry in data.terms.languages}


def test_every_occupation_skill_label_translates_to_german():
    """Every skill an occupation names shows translated (nothing left in English)."""
    data = coc_data.load(None)
    labels = {label for o in data.occupations for label in o.skills}
    labels |= {
        label for o in data.occupations for c in o.choices if isinstance(c.options, tuple) for label in c.options
    }
    untranslated = sorted(label for label in labels if terms.skill_label("coc7", label, "de") == label)
    assert untranslated == []
