"""Game terms in the players' language: skill, occupation and ability names, characteristics.

Players know the official terms of their edition by heart (German ST/KO/GR/GE/ER/IN/MA/BI,
French FOR/CON/TAI/DEX/APP/INT/POU/ÉDU). These terms live with the game data, not in the
``.ts`` files: each entry of the systems' data files may carry ``"names": {"de": ..., "fr": ...}``
(skills also ``"specialisation_names"``; weapons too), ``terms.json`` holds the characteristics,
conditions, eras, CoC Credit Rating bands (and ToC families and languages), and a user's data
file can add or override translations under ``"translations"`` (see the systems'
``data/README.md``).

The data's texts a player reads (occupation and Drive descriptions, the wording of a ToC
occupation's choices, its language note) are translated the same way: beside the English field,
a map named after it in the plural carries the other languages (``"description"`` →
``"descriptions": {"de": ..., "fr": ...}``, ``"text"`` → ``"texts"``, ``"language_note"`` →
``"language_notes"``); :func:`text` looks them up by the entry's name, :func:`entry_text` reads
them from an entry the caller holds.

Sheet files and rules always use the English names; only display goes through this module::

    term("coc7", "occupation", "Antiquarian", "de")          # "Antiquar"
    skill_label("coc7", "Fighting (Brawl)", "fr")            # "Combat rapproché (Corps à corps)"
    characteristic_abbr("coc7", "STR", "de")                 # "ST"
    term("coc7", "credit_band", "Wealthy", "de")             # "Wohlhabend"
    term("coc7", "weapon", "Unarmed", "fr")                  # "Mains nues"
    english_skill_label("coc7", "Bibliotheksnutzung", "de")  # "Library Use"
    text("toc", "drive", "Curiosity", "description", "de")   # "Sie können keine Frage ..."

``language`` ``None`` means the language in use (:func:`sheetmaker.core.i18n.base_language`).
English, an unknown language or an unknown name give the name back unchanged; the pseudo-locale
``en_XA`` gives :func:`pseudo` of the English name, so clipped term labels show up in a layout
check. Lookups are cached per system and language (a table paints every cell through here); the
cache follows the systems' data loaders: a reloaded data set (after ``load.cache_clear()``)
rebuilds it, and :func:`clear_cache` drops it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from sheetmaker.core import i18n

__all__ = [
    "KINDS",
    "TEXTS",
    "characteristic_abbr",
    "characteristic_name",
    "clear_cache",
    "english",
    "english_skill_label",
    "english_specialisation",
    "entry_text",
    "matches",
    "pseudo",
    "register",
    "skill_label",
    "specialisation",
    "term",
    "text",
]

#: The kinds of terms of each system (what ``term``'s ``kind`` may be).
KINDS: dict[str, tuple[str, ...]] = {
    "coc7": (
        "skill", "specialisation", "occupation", "characteristic", "abbreviation", "condition", "era", "credit_band",
        "weapon",
    ),
    "toc": (
        "ability", "occupation", "branch", "drive", "stratum", "condition", "family", "language", "pillar", "weapon",
    ),
}

#: The texts of each system's data :func:`text` translates: kind → fields. A ToC ``choice`` is
#: named by its English wording (its ``text``), which is the same for the same translation.
TEXTS: dict[str, dict[str, tuple[str, ...]]] = {
    "coc7": {"occupation": ("description",)},
    "toc": {"occupation": ("description", "language_note"), "drive": ("description",), "choice": ("text",)},
}

PSEUDO_LANGUAGE = "en_XA"

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÀƁÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)


def pseudo(text: str) -> str:
    """``text`` accented and about 40% longer, in brackets: ``Library Use`` →
    ``[Ĺîƀŕàŕý Ûšé~~]``. Placeholders (``{0}``) are left alone."""
    if not text:
        return text
    parts = []
    depth = 0
    for char in text:
        if char == "{":
            depth += 1
        parts.append(char if depth else char.translate(_ACCENTED))
        if char == "}" and depth:
            depth -= 1
    padding = max(0, math.ceil(len(text) * 0.4) - 2)
    return "[" + "".join(parts) + "~" * padding + "]"


@dataclass
class _Table:
    """Every term of one system in one language, by kind and case-folded English name."""

    terms: dict[tuple[str, str], str] = field(default_factory=dict)
    #: (skill, specialisation) → translated specialisation, from the skills' own lists.
    specialisations: dict[tuple[str, str], str] = field(default_factory=dict)
    #: Skill labels already worked out.
    labels: dict[str, str] = field(default_factory=dict)
    #: (skill, case-folded translated specialisation) → the English specialisation.
    english_specialisations: dict[tuple[str, str], str] = field(default_factory=dict)
    #: (kind, case-folded translated name) → the English name.
    english: dict[tuple[str, str], str] = field(default_factory=dict)
    #: (kind, field, case-folded English name) → the English text and the translated one (or None).
    texts: dict[tuple[str, str, str], tuple[str, str | None]] = field(default_factory=dict)


#: (system, language) → (the data the table was made from, the table).
_tables: dict[tuple[str, str], tuple[Any, _Table]] = {}


def clear_cache() -> None:
    """Forget every table (the next lookup reads the data again)."""
    _tables.clear()


@dataclass(frozen=True)
class _Source:
    """What a game system hands to this module: its data loader and its skill labels."""

    load: Callable[[], Any]
    skill_label: Callable[[str, str], str] | None = None


#: System key → its registered source (see :func:`register`).
_sources: dict[str, _Source] = {}


def register(
    system: str, load: Callable[[], Any], *, skill_label: Callable[[str, str], str] | None = None
) -> None:
    """Hand a system's term data to this module (core knows no game; the systems register
    themselves when :mod:`sheetmaker.systems` is imported).

    ``load`` gives the system's data set (cached by the system: the same object until its
    ``load.cache_clear()``, which makes the tables here rebuild); ``skill_label`` joins a skill
    and a specialisation into the English label (Call of Cthulhu's ``Language (Latin)``).
    """
    _sources[system] = _Source(load, skill_label)
    _tables.clear()


def _load(system: str) -> Any:
    return _sources[system].load()


def _language(language: str | None) -> str:
    return i18n.base_language(language) if language else i18n.base_language()


def _pick(names: Mapping[str, str], language: str) -> str | None:
    return names.get(language)


def _table(system: str, language: str) -> _Table | None:
    """The table of a system and language (``None``: the data does not load)."""
    try:
        data = _load(system)
    except Exception:  # noqa: BLE001 - a broken data file must never stop a paint
        return None
    cached = _tables.get((system, language))
    if cached is not None and cached[0] is data:
        return cached[1]
    table = _build(system, data, language)
    _tables[(system, language)] = (data, table)
    return table


def _build(system: str, data: Any, language: str) -> _Table:
    table = _Table()
    terms = table.terms

    def put(kind: str, name: str, names: Mapping[str, str], keys: Iterable[str] = ()) -> None:
        if language == PSEUDO_LANGUAGE:
            shown: str | None = pseudo(name)
        else:
            shown = _pick(names, language)
        if shown:
            for key in (name, *keys):
                terms[(kind, key.casefold())] = shown
            table.english.setdefault((kind, shown.casefold()), name)

    def put_text(kind: str, name: str, field: str, english: str, texts: Mapping[str, str]) -> None:
        if not english:
            return
        shown = pseudo(english) if language == PSEUDO_LANGUAGE else _pick(texts, language)
        table.texts[(kind, field, name.casefold())] = (english, shown or None)

    def put_entries(kind: str, entries: Iterable[Any]) -> None:
        for entry in entries:
            put(kind, entry.name, entry.names, (entry.key,))

    if system == "coc7":
        for skill in data.skills:
            put("skill", skill.name, skill.names)
            for spec, names in skill.specialisation_names.items():
                shown = pseudo(spec) if language == PSEUDO_LANGUAGE else _pick(names, language)
                if shown:
                    table.specialisations[(skill.name.casefold(), spec.casefold())] = shown
                    table.english_specialisations[(skill.name.casefold(), shown.casefold())] = spec
                    terms.setdefault(("specialisation", spec.casefold()), shown)
        for occupation in data.occupations:
            put("occupation", occupation.name, occupation.names)
            put_text("occupation", occupation.name, "description", occupation.description, occupation.descriptions)
        if data.terms is not None:
            for entry in data.terms.characteristics:
                put("characteristic", entry.name, entry.names, (entry.key,))
                if language == PSEUDO_LANGUAGE:
                    terms[("abbreviation", entry.key.casefold())] = pseudo(entry.key)
                elif _pick(entry.abbreviations, language):
                    terms[("abbreviation", entry.key.casefold())] = entry.abbreviations[language]
            put_entries("condition", data.terms.conditions)
            put_entries("era", data.terms.eras)
            put_entries("credit_band", data.terms.credit_bands)
        for weapon in data.weapons:
            put("weapon", weapon.name, weapon.names)
    else:
        for ability in data.abilities:
            put("ability", ability.name, ability.names)
        for occupation in data.occupations:
            put("occupation", occupation.name, occupation.names)
            put_text("occupation", occupation.name, "description", occupation.description, occupation.descriptions)
            put_text("occupation", occupation.name, "language_note", occupation.language_note,
                     occupation.language_notes)
            choices = [*occupation.choices, *(c for branch in occupation.branches for c in branch.choices)]
            for choice in choices:
                put_text("choice", choice.text, "text", choice.text, choice.texts)
            for branch in occupation.branches:
                put("branch", branch.name, branch.names)
        for drive in data.tables.drives:
            put("drive", drive.name, drive.names)
            put_text("drive", drive.name, "description", drive.description, drive.descriptions)
        for example in data.tables.pillar_examples:
            put("pillar", example, data.tables.pillar_example_names.get(example, {}))
        for stratum in data.tables.credit_rating_strata:
            put("stratum", stratum.name, stratum.names)
        weapons = data.weapons
        for weapon in (*weapons.hand_weapons, *weapons.firearms, *weapons.explosives):
            put("weapon", weapon.name, weapon.names)
        if data.terms is not None:
            put_entries("family", data.terms.families)
            put_entries("condition", data.terms.conditions)
            put_entries("language", data.terms.languages)
    if language != PSEUDO_LANGUAGE:
        for translations in data.translations:  # the user's files, later ones winning
            for kind, entries in translations.items():
                for name, names in entries.items():
                    shown = _pick(names, language)
                    if not shown:
                        continue
                    terms[(kind, name.casefold())] = shown
                    table.english[(kind, shown.casefold())] = name
                    if kind == "specialisation":
                        for key in list(table.specialisations):
                            if key[1] == name.casefold():
                                table.specialisations[key] = shown
                                table.english_specialisations[(key[0], shown.casefold())] = name
    return table


def term(system: str, kind: str, name: str, language: str | None = None) -> str:
    """See :func:`_term`; in the language in use, the text is made again after a language
    switch (:func:`sheetmaker.core.i18n.again`)."""
    shown = _term(system, kind, name, language)
    return shown if language is not None else i18n.Remade(shown, term, (system, kind, name,))


def _term(system: str, kind: str, name: str, language: str | None = None) -> str:
    """``name`` (an English name or key of the data) in ``language``, or ``name`` itself.

    Args:
        system: ``"coc7"`` or ``"toc"``.
        kind: one of :data:`KINDS` of the system (``"skill"``, ``"occupation"``, ``"drive"``...).
        name: the English name (``"Library Use"``) or the key (``"STR"``, ``"major_wound"``).
        language: a language code; ``None`` is the language in use.
    """
    if not name:
        return name
    language = _language(language)
    if language == "en":
        return name
    table = _table(system, language)
    if table is None:
        return name
    return table.terms.get((kind, name.casefold()), name)


def english(system: str, kind: str, text: str, language: str | None = None) -> str:
    """The English name of a term typed or shown in ``language`` (``Latein`` → ``Latin``), or
    ``text`` itself (stripped) when it names no term of ``kind``: what a player types into a free
    list (ToC languages, Pillars of Sanity) is stored in English when the data knows it."""
    text = text.strip()
    language = _language(language)
    if language == "en" or not text:
        return text
    table = _table(system, language)
    if table is None:
        return text
    return table.english.get((kind, text.casefold()), text)


def text(system: str, kind: str, name: str, field: str = "description", language: str | None = None) -> str:
    """A text of the data in ``language``: an entry's ``field`` (``description``, ...) from its
    translations (``descriptions``), else the English text; ``""`` when the data has no such text.

    Args:
        system: ``"coc7"`` or ``"toc"``.
        kind: one of :data:`TEXTS` of the system (``"occupation"``, ``"drive"``, ``"choice"``).
        name: the entry's English name (a choice: its English wording).
        field: one of the kind's fields in :data:`TEXTS`.
        language: a language code; ``None`` is the language in use.

    ``text("toc", "drive", "Curiosity", "description", "de")`` → ``"Sie können keine Frage
    unbeantwortet lassen."``; the pseudo-locale gives :func:`pseudo` of the English text.
    """
    if not name:
        return ""
    table = _table(system, _language(language))
    if table is None:
        return name if kind == "choice" else ""
    found = table.texts.get((kind, field, name.casefold()))
    if found is None:
        return name if kind == "choice" else ""
    english_text, shown = found
    return shown or english_text


def entry_text(entry: Any, field: str = "description", language: str | None = None) -> str:
    """A text of a data entry the caller holds (an occupation, a Drive, a ToC choice) in
    ``language``: its ``field`` translated by the map named after it in the plural
    (``description`` → ``descriptions``), else the English text itself; the pseudo-locale gives
    :func:`pseudo` of the English text. Works for entries of any loaded data (a user's too)."""
    english_text = getattr(entry, field, "") or ""
    if not english_text:
        return ""
    language = _language(language)
    if language == PSEUDO_LANGUAGE:
        return pseudo(english_text)
    if language == "en":
        return english_text
    translations = getattr(entry, field + "s", None) or {}
    return _pick(translations, language) or english_text


def characteristic_name(system: str, key: str, language: str | None = None) -> str:
    """See :func:`_characteristic_name`; in the language in use, the text is made again after a language
    switch (:func:`sheetmaker.core.i18n.again`)."""
    shown = _characteristic_name(system, key, language)
    return shown if language is not None else i18n.Remade(shown, characteristic_name, (system, key,))


def _characteristic_name(system: str, key: str, language: str | None = None) -> str:
    """A characteristic's full name: ``STR`` → ``Strength`` / ``Stärke`` / ``Force``."""
    language = _language(language)
    if language != "en":
        table = _table(system, language)
        shown = table.terms.get(("characteristic", key.casefold())) if table is not None else None
        if shown is not None:
            return shown
    try:
        terms_file = getattr(_load(system), "terms", None)
    except Exception:  # noqa: BLE001 - display only
        return key
    for entry in getattr(terms_file, "characteristics", ()):
        if entry.key.casefold() == key.casefold():
            return entry.name
    return key


def characteristic_abbr(system: str, key: str, language: str | None = None) -> str:
    """A characteristic's abbreviation: ``STR`` → ``STR`` / ``ST`` (German) / ``FOR`` (French)."""
    return term(system, "abbreviation", key, language)


def skill_label(system: str, name: str, language: str | None = None) -> str:
    """See :func:`_skill_label`; in the language in use, the text is made again after a language
    switch (:func:`sheetmaker.core.i18n.again`)."""
    shown = _skill_label(system, name, language)
    return shown if language is not None else i18n.Remade(shown, skill_label, (system, name,))


def _skill_label(system: str, name: str, language: str | None = None) -> str:
    """A skill label (Call of Cthulhu) or ability name (Trail of Cthulhu) in ``language``.

    Call of Cthulhu labels are translated part by part: the skill and its specialisation
    (``Science (Biology)`` → ``Naturwissenschaft (Biologie)``, ``Language (Latin)`` →
    ``Fremdsprache (Latein)``, ``Language (Own: English)`` → ``Muttersprache (Englisch)``). A
    specialisation the data does not know is kept as typed (``Science (Alchemy)`` →
    ``Naturwissenschaft (Alchemy)``); a skill it does not know (a custom skill) comes back
    unchanged.
    """
    if not name:
        return name
    language = _language(language)
    if language == "en":
        return name
    if system != "coc7":
        return term(system, "ability", name, language)
    table = _table(system, language)
    if table is None:
        return name
    cached = table.labels.get(name)
    if cached is None:
        cached = table.labels[name] = _coc_label(table, name, language)
    return cached


def _coc_label(table: _Table, label: str, language: str) -> str:
    direct = table.terms.get(("skill", label.strip().casefold()))
    if direct is not None:
        return direct
    try:
        rules = _load("coc7")
        found = rules.resolve(label)
    except Exception:  # noqa: BLE001 - display only: keep the label
        return label
    if found is None:
        return label
    skill, spec = found
    base = table.terms.get(("skill", skill.name.casefold()), skill.name)
    if not spec:
        return base
    if language == PSEUDO_LANGUAGE:
        return pseudo(label)
    shown = specialisation(skill.name, spec, language)
    if base == skill.name and shown == spec:
        return label  # nothing known in this language: keep the English spelling
    if base.endswith(")") and " (" in base:  # a translation that keeps a qualifier
        base = base[: base.rindex(" (")]
    return f"{base} ({shown})"


def specialisation(skill: str, spec: str, language: str | None = None) -> str:
    """A specialisation of a Call of Cthulhu skill in ``language`` (``Science`` + ``Biology`` →
    ``Biologie``), or ``spec`` itself."""
    language = _language(language)
    if language == "en" or not spec:
        return spec
    if language == PSEUDO_LANGUAGE:
        return pseudo(spec)
    table = _table("coc7", language)
    if table is None:
        return spec
    shown = table.specialisations.get((skill.casefold(), spec.casefold()))
    return shown if shown is not None else table.terms.get(("specialisation", spec.casefold()), spec)


def english_skill_label(system: str, text: str, language: str | None = None) -> str:
    """The English label of a skill (Call of Cthulhu) or ability name (Trail of Cthulhu) typed
    or shown in ``language``, the inverse of :func:`skill_label`: ``Bibliotheksnutzung`` →
    ``Library Use``, ``Naturwissenschaft (Biologie)`` → ``Science (Biology)``, ``Fremdsprache
    (Latein)`` → ``Language (Latin)``, ``Muttersprache (Englisch)`` → ``Language (Own: English)``.

    Parts the data does not know are kept as typed (``Naturwissenschaft (Alchemie)`` →
    ``Science (Alchemie)``); text naming no known skill (an English label, a custom skill) comes
    back as typed (stripped).
    """
    text = text.strip()
    language = _language(language)
    if language == "en" or not text:
        return text
    if system != "coc7":
        return english(system, "ability", text, language)
    table = _table(system, language)
    if table is None:
        return text
    direct = table.english.get(("skill", text.casefold()))
    if direct is not None:
        return direct
    if not (text.endswith(")") and " (" in text):
        return text
    label_of = _sources["coc7"].skill_label if "coc7" in _sources else None
    try:
        rules = _load("coc7")
    except Exception:  # noqa: BLE001 - keep what was typed
        return text
    if label_of is None:
        return text
    # The specialisation is in the last brackets (a translated skill name may hold its own).
    cut = text.rindex(" (")
    stem, inner = text[:cut].strip(), text[cut + 2 : -1].strip()
    skill = table.english.get(("skill", stem.casefold()))
    if skill is None:
        found = rules.skill_def(stem)
        if found is None:
            return text
        skill = found.name
    sdef = rules.skill_def(skill)
    if sdef is None:
        return text
    if not inner:  # "Kunst/Handwerk ()": the specialisation is still to be named
        return f"{sdef.name.split(' (', 1)[0]} ()"
    if not sdef.specialised:
        return text
    return label_of(sdef.name, english_specialisation(sdef.name, inner, language))


def english_specialisation(skill: str, text: str, language: str | None = None) -> str:
    """The English name of a Call of Cthulhu specialisation typed in ``language``
    (``Science`` + ``Biologie`` → ``Biology``); text that names no known specialisation of the
    skill is returned as typed (stripped)."""
    text = text.strip()
    language = _language(language)
    if language == "en" or not text:
        return text
    table = _table("coc7", language)
    if table is None:
        return text
    return table.english_specialisations.get((skill.casefold(), text.casefold()), text)


def matches(system: str, kind: str, name: str, text: str, language: str | None = None) -> bool:
    """Whether typed ``text`` is found in ``name`` or in its translation (case-insensitive)."""
    needle = text.strip().casefold()
    if not needle or needle in name.casefold():
        return True
    shown = skill_label(system, name, language) if kind in ("skill", "ability") else term(
        system, kind, name, language
    )
    return needle in shown.casefold()
