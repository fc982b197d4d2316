"""German and French statblocks: their labels spelled in English before reading.

The characteristics' abbreviations and the skills' and specialisations' names come from
SheetMaker's own terms (the systems' data ``names``/``abbreviations`` in German and French); only
the statblock vocabulary that is no term of the data (``Trefferpunkte``, ``PV``, ``dommage``)
is listed here.
"""

from __future__ import annotations

import functools
import re

LANGUAGES = ("de", "fr")

#: Statblock labels that are no term of the data, per language → the English label.
_LABELS: dict[str, tuple[tuple[str, str], ...]] = {
    "de": (
        ("Geistige Stabilität", "SAN"), ("Stabilitätsverlust", "Sanity loss"), ("Stabilität", "SAN"),
        ("Trefferpunkte", "HP"), ("Magiepunkte", "MP"), ("Schadensbonus", "DB"), ("Statur", "Build"),
        ("Bewegungsweite", "MOV"), ("Bewegung", "MOV"), ("Glück", "Luck"), ("Panzerung", "Armour"),
        ("Rüstung", "Armour"), ("Angriffe pro Runde", "Attacks per round"), ("Angriffe", "Attacks per round"),
        ("Kampf", "Combat"), ("Schaden", "damage"), ("Fertigkeiten", "Skills"), ("Sprachen", "Languages"),
        ("Zauber", "Spells"), ("Alter", "Age"), ("Beruf(?=:)", "Occupation"),
    ),
    "fr": (
        ("Perte de Santé mentale", "Sanity loss"), ("Perte de SAN", "Sanity loss"),
        ("Santé mentale", "SAN"), ("Points de vie", "HP"), ("Points de magie", "MP"), ("PV", "HP"),
        ("PM", "MP"), ("BD", "DB"), ("Impact", "DB"), ("Carrure", "Build"), ("Mvt", "MOV"),
        ("Mouvement", "MOV"), ("Chance", "Luck"), ("Armure", "Armour"),
        ("Attaques par round", "Attacks per round"), ("Attaques", "Combat"), ("dommages?", "damage"),
        ("dégâts", "damage"), ("Compétences", "Skills"), ("Langues?", "Languages"),
        ("Sortilèges", "Spells"), ("Sorts", "Spells"), ("Profil type", "Name"),
    ),
}


@functools.cache
def _terms() -> dict[str, tuple[dict[str, str], dict[str, str]]]:
    """Per language: the characteristics' abbreviations (``FOR`` → ``STR``, only those that
    differ from the English ones) and the skill labels (``bibliotheksnutzung`` → ``Library Use``,
    ``handgemenge`` → ``Fighting (Brawl)``, ``englisch`` → ``Language (English)``)."""
    from sheetmaker.systems.coc7 import data as coc_data
    from sheetmaker.systems.coc7.model import skill_label

    data = coc_data.load()
    out: dict[str, tuple[dict[str, str], dict[str, str]]] = {}
    for language in LANGUAGES:
        chars: dict[str, str] = {}
        if data.terms is not None:
            for entry in data.terms.characteristics:
                abbr = entry.abbreviations.get(language)
                if abbr and abbr != entry.key:
                    chars[abbr] = entry.key
        skills: dict[str, str] = {}
        for skill in data.skills:
            for spec, names in skill.specialisation_names.items():
                shown = names.get(language)
                if shown:
                    # Language (Own)'s "English": as a statblock's language, Language (English).
                    base = "Language" if skill.name == "Language (Own)" else skill.name
                    skills.setdefault(shown.casefold(), skill_label(base, spec))
            shown = skill.names.get(language)
            if shown:
                skills.setdefault(shown.casefold(), skill.name)
            for alias in skill.aliases.get(language, ()):
                skills.setdefault(alias.casefold(), skill.name)  # "Bricolage" (6th edition)
        out[language] = (chars, skills)
    return out


def _char_re(abbrs: list[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(a) for a in sorted(abbrs, key=len, reverse=True))
    return re.compile(rf"(?<![\w])({alternatives})(?![\w])(?=\s*[:.=]?\s*\d)")


def language(text: str) -> str:
    """``"de"`` or ``"fr"`` when the text's characteristics are labelled in German or French
    (three or more of the abbreviations that differ from English), else ``"en"``."""
    best, hits = "en", 2
    for lang, (chars, _) in _terms().items():
        found = {m.group(1) for m in _char_re(list(chars)).finditer(text)}
        if len(found) > hits:
            best, hits = lang, len(found)
    return best


def matches(text: str) -> float:
    return 1.0 if language(text) != "en" else 0.0


def english_skill(name: str, lang: str) -> str | None:
    """Our English label of a skill named in ``lang`` (``Bibliotheksnutzung`` → ``Library
    Use``), or None."""
    if lang not in LANGUAGES:
        return None
    return _terms()[lang][1].get(re.sub(r"\s+", " ", name.strip(" *:.")).casefold())


def _singular(text: str) -> str:
    return " ".join(word.removesuffix("s") for word in text.casefold().split())


def _with_specialisation(text: str, skills: dict[str, str]) -> str:
    """``Armes à feu (armes de poing)`` → ``Firearms (Handgun)``: the skill's name and its
    specialisation's (singular or plural) from the terms; an unknown specialisation stays as
    written; a specialisation's own name keeps its label (``Corps à corps (bagarre)`` →
    ``Fighting (Brawl)``)."""
    by_spec: dict[tuple[str, str], str] = {}
    for local, label in skills.items():
        if "(" in label:
            by_spec[(label.split(" (", 1)[0], _singular(local))] = label
    names = "|".join(re.escape(n) for n in sorted(skills, key=len, reverse=True))
    pattern = re.compile(r"(?<![\w(])(" + names + r")\*?\s*\(([^()\n]{1,40})\)", re.IGNORECASE)

    def english(match: re.Match[str]) -> str:
        label = skills[match.group(1).casefold()]
        if "(" in label:
            return label  # "Corps à corps (bagarre)": the name is the specialisation already
        return by_spec.get((label, _singular(match.group(2))), f"{label} ({match.group(2)})")

    return pattern.sub(english, text)


def rewrite(text: str) -> str:
    """The text with its German or French labels in English (values untouched)."""
    lang = language(text)
    if lang == "en":
        return text
    chars, skills = _terms()[lang]
    text = _char_re(list(chars)).sub(lambda m: chars[m.group(1)], text)
    for local, english in _LABELS[lang]:
        text = re.sub(rf"(?<![\w]){local}(?![\w])", english, text, flags=re.IGNORECASE)
    # "27 ans" / "ans 27" → "age 27".
    if lang == "fr":
        text = re.sub(r"(?<![\w])(\d{1,3})\s+ans(?![\w])|(?<![\w])ans\s+(\d{1,3})(?!\d)",
                      lambda m: f"age {m.group(1) or m.group(2)}", text)
    # A skill with its specialisation in brackets: "Armes à feu* (armes de poing) 60 %".
    text = _with_specialisation(text, skills)
    # Skills and specialisations named before their value.
    names = sorted(skills, key=len, reverse=True)
    pattern = re.compile(
        r"(?<![\w(])(" + "|".join(re.escape(n) for n in names) + r")\*?(?=\s*:?\s*\d{1,3}\s*%)"
        # An attack keeps its name (its skill is found from it when read).
        r"(?!\s*:?\s*\d{1,3}\s*%\s*(?:\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?\s*,?\s*damage)",
        re.IGNORECASE,
    )
    return pattern.sub(lambda m: skills[m.group(1).casefold()], text)
