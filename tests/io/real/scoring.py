"""Scoring the importers on the real corpus (tests/data/real/): every value a hand transcription
states, compared with the sheet the importer made (Qt-free; used by the tests and by
``tests/benchmarks/score_real_corpus.py``).

Each item is ``ID.txt``/``ID.json`` with ``ID.expected.json`` (the transcription: see
tests/data/real/*/SOURCES.md). :func:`score_item` imports the source through the real importer
(statblocks: :func:`sheetmaker.io.statblock_text.read`; Foundry actors:
:func:`sheetmaker.io.foundry.read`; anything else: :func:`sheetmaker.io.interchange.read_any`)
and gives one :class:`Check` per stated value. An item refused outright scores 0 for all of
its values.

How values are compared (``value`` = what the transcription states):

- ``name`` (case and spacing ignored); ``age`` when stated as a number;
- ``characteristics``: the sheet's value; for a 6th-edition item the stated ×5;
- ``derived`` HP/MP/SAN/Luck/DB/Build/MOV: the sheet's effective value (``sheet.stated`` when the
  sheet has a :class:`Stated` with that value, else :func:`derive`: maxima for a statblock's HP/MP,
  current values for a Foundry actor's HP/MP/SAN, ``HP_max``/``MP_max``/``SAN_max`` the maxima);
  for a human, a ``disagrees:`` report line naming the stated value also counts as right (the
  rules' value wins, the difference is reported); for a 6th-edition item, a ``converted:`` line
  naming it does too (the 7th-edition rules give the value). Foundry's "computed" markers (``-1``,
  ``"auto"``, empty) and ``Luck_max`` (no such value in SheetMaker) are not stated values. A MOV
  such as ``8/9 fly`` is its first number. Damage bonuses compare as ``+1D4``/``-1``/``0``
  (``None``, ``-``, ``N/A`` are 0);
- ``armour``: the sheet's armour text (spacing, case and a final full stop ignored; Foundry's 0
  or empty is no armour); ToC ``armor``: the first number of the stated text as armour points;
- ``skills``: the value of the sheet's skill of that (English) name, found case-insensitively
  with its specialisation and SheetMaker's aliases (:meth:`Derived.skill`); ``Cthulhu Mythos``
  is the Mythos value;
- ``attacks``: a weapon of that name (found: 1 value), then each stated part: ``percent`` (the
  value of the weapon's skill), ``damage`` (spacing and case ignored, ``damage bonus`` = ``DB``),
  ``per_round`` (the weapon's attacks), ``skill`` (the weapon's skill, by full label or
  specialisation), ``range``; long/extreme damage and range and an alternative skill: found in
  the weapon's damage/range/notes;
- ``attacks_per_round``: ``sheet.stated.attacks_per_round``, or every weapon's attacks;
- ``sanity_loss``: the sheet's SAN loss; ``spells``: each name in the Arcane section;
  ``occupation``: the occupation's name; a creature (``kind``) is right when ``sheet.stated``
  says ``creature``;
- Trail of Cthulhu: ``abilities`` (the sheet's rating), ``hit_threshold`` (derived),
  ``alertness_modifier``/``stealth_modifier``, ``weapons`` (name found, then damage modifier),
  ``stability_loss`` (found in the notes).

Not scored (not values of the character): ``notes``, ``layout``, ``system_version``,
``characteristic_formulas`` (Foundry rolls without values), ``skill_names_fr``,
``special_abilities`` (prose powers; the notes), ``actor_type``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2] / "data" / "real"

#: The lines of the last score table the tests made (conftest prints them after the tests).
LAST_SUMMARY: list[str] = []

#: The groups the score table shows, in order.
GROUPS = (
    "statblock-coc-en 7e",
    "statblock-coc-en 6e",
    "statblock-coc-de-fr",
    "statblock-toc",
    "foundry",
    "dholes",
)


@dataclass
class Check:
    """One stated value compared with the result."""

    key: str  # "characteristics.STR", "skills.Dodge", "attacks[Bite].damage"
    expected: Any
    got: Any
    right: bool


@dataclass
class ItemScore:
    """The checks of one corpus item."""

    id: str
    group: str
    path: Path
    expected: dict[str, Any]
    checks: list[Check] = field(default_factory=list)
    #: The importer's refusal (``str`` of the InterchangeError), or None.
    refused: str | None = None
    #: Any other exception the importer raised (a bug: ``repr``), or None.
    crashed: str | None = None
    imported: Any = None  # the Imported scored (None when refused)
    count: int = 0  # how many sheets the source gave

    @property
    def right(self) -> int:
        return sum(1 for c in self.checks if c.right)

    @property
    def total(self) -> int:
        return len(self.checks)

    @property
    def wrong(self) -> list[Check]:
        return [c for c in self.checks if not c.right]


# --------------------------------------------------------------------------- the corpus


def items(root: Path = ROOT) -> list[tuple[Path, dict[str, Any]]]:
    """Every corpus item as (source path, transcription), sorted by folder and id."""
    out: list[tuple[Path, dict[str, Any]]] = []
    for exp_path in sorted(root.glob("*/*.expected.json")):
        expected = json.loads(exp_path.read_text(encoding="utf-8"))
        stem = exp_path.name[: -len(".expected.json")]
        for suffix in (".txt", ".json", ".md"):
            src = exp_path.with_name(stem + suffix)
            if src.exists():
                out.append((src, expected))
                break
    return out


def group_of(expected: dict[str, Any]) -> str:
    """The score table's group of an item."""
    fmt = expected.get("format")
    if fmt == "foundry":
        return "foundry"
    if fmt == "dholes":
        return "dholes"
    if expected.get("game") == "toc":
        return "statblock-toc"
    if expected.get("language", "en") != "en":
        return "statblock-coc-de-fr"
    if expected.get("edition") == 6:
        return "statblock-coc-en 6e"
    return "statblock-coc-en 7e"


def matches_format(group: str, wanted: str | None) -> bool:
    """Whether ``group`` is selected by ``--format`` (``statblock``, ``foundry``, ``toc``, a group
    name or a prefix of one); None selects all."""
    if not wanted:
        return True
    return group.startswith(wanted) or wanted in group


def import_source(path: Path, expected: dict[str, Any]) -> list[Any]:
    """The importer's result for a source file (raises what the importer raises)."""
    data = path.read_bytes()
    fmt = expected.get("format")
    if fmt == "statblock":
        from sheetmaker.io import statblock_text

        return list(statblock_text.read(data))
    if fmt == "foundry":
        from sheetmaker.io import foundry

        return list(foundry.read(data))
    if fmt == "dholes":
        from sheetmaker.io import dholes

        return list(dholes.read(data))
    from sheetmaker.io import interchange

    return list(interchange.read_any(data)[1])


# --------------------------------------------------------------------------- normalising


def norm_text(value: object) -> str:
    """Case, spacing and a final full stop ignored."""
    text = " ".join(str(value).replace("\u00a0", " ").split()).casefold()
    return text.rstrip(".").strip()


def norm_name(value: object) -> str:
    text = norm_text(value).replace("’", "'")
    return text.strip("*_#: ")


def norm_damage(value: object) -> str:
    text = str(value).casefold().replace("\u00a0", " ")
    text = text.replace("−", "-").replace("–", "-").replace("×", "x")
    text = re.sub(r"half\s+(?:the\s+)?damage\s+bonus|half\s+db|½\s*db|db\s*/\s*2", "hdb", text)
    text = re.sub(r"damage\s+bonus|\bbonus\b|\bdb\b|\bbd\b|\bsd\b|\bimpd\b|\bimp\b", "db", text)
    text = re.sub(r"\s+", "", text)
    return text.rstrip(".")


_NO_DB = {"", "0", "+0", "-0", "none", "-", "—", "–", "n/a", "na", "nil", "aucun", "keiner"}


def norm_db(value: object) -> str:
    """``+1D4``, ``-1``, ``0``: a damage bonus as SheetMaker writes it."""
    text = str(value).strip().replace("−", "-").replace("–", "-").replace(" ", "").rstrip(".")
    if text.casefold() in _NO_DB:
        return "0"
    text = text.upper().replace("W", "D")  # German W6
    if not text.startswith(("+", "-")):
        text = "+" + text
    return text


def first_int(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    found = re.search(r"-?\d+", str(value).replace("−", "-"))
    return int(found.group()) if found else None


def _report_lines(report: Any, section: str) -> list[str]:
    return [str(line) for line in getattr(report, section, [])]


def _names_value(line: str, labels: tuple[str, ...], value: object) -> bool:
    """Whether a report line names one of ``labels`` and the stated ``value``."""
    low = line.casefold()
    if not any(re.search(r"(?<![a-z])" + re.escape(label.casefold()) + r"(?![a-z])", low) for label in labels):
        return False
    token = str(value).strip()
    if not token:
        return False
    if isinstance(value, int) or re.fullmatch(r"-?\d+", token):
        return re.search(r"(?<![\d.])" + re.escape(token) + r"(?![\d])", line) is not None
    return token.casefold() in low or norm_db(token).casefold() in low.replace(" ", "")


_LABELS = {
    "HP": ("HP", "hit points", "Trefferpunkte", "points de vie", "PV", "TP"),
    "MP": ("MP", "magic points", "Magiepunkte", "points de magie", "PM"),
    "SAN": ("SAN", "sanity", "Stabilität", "santé mentale", "STA"),
    "Luck": ("Luck", "Glück", "chance"),
    "DB": ("DB", "damage bonus", "Schadensbonus", "bonus aux dommages", "SB", "Impact"),
    "Build": ("Build", "Statur", "carrure", "Körperbau"),
    "MOV": ("MOV", "move", "movement", "BW", "Bewegungsweite", "mouvement", "MVT"),
}


def converted_from(report: Any, key: str, value: object) -> bool:
    """Whether the report has a ``converted:`` line for ``key`` from the stated ``value`` (a
    6th-edition derived value the 7th-edition rules give otherwise)."""
    for entry in getattr(report, "entries", None) or []:
        if entry.section == "converted" and entry.key.split(".")[-1].casefold() == key.casefold():
            if key == "DB" and norm_db(entry.value) == norm_db(value):
                return True
            if first_int(entry.value) is not None and first_int(entry.value) == first_int(value):
                return True
    labels = _LABELS.get(key, (key,))
    return any(_names_value(line, labels, value) for line in _report_lines(report, "converted"))


def disagrees_with(report: Any, key: str, value: object) -> bool:
    """Whether the report has a ``disagrees:`` line naming ``key`` and the stated ``value``."""
    entries = getattr(report, "entries", None)
    if entries:
        for entry in entries:
            if entry.section == "disagrees" and entry.key.split(".")[-1].casefold() == key.casefold():
                if key == "DB" and norm_db(entry.value) == norm_db(value):
                    return True
                if str(entry.value).casefold() == str(value).casefold() or (
                    first_int(entry.value) is not None and first_int(entry.value) == first_int(value)
                ):
                    return True
    labels = _LABELS.get(key, (key,))
    return any(_names_value(line, labels, value) for line in _report_lines(report, "disagreements"))


# --------------------------------------------------------------------------- scoring


_FOUNDRY_UNSET = (-1, "-1", "auto", "", None)


def score_item(path: Path, expected: dict[str, Any]) -> ItemScore:
    """The checks of one item (never raises: a crash is recorded and scores 0)."""
    from sheetmaker.io.interchange import InterchangeError

    score = ItemScore(str(expected.get("id") or path.stem), group_of(expected), path, expected)
    try:
        imported = import_source(path, expected)
    except InterchangeError as exc:
        score.refused = str(exc)
        imported = []
    except Exception as exc:  # noqa: BLE001 - a crash is a finding, scored 0
        score.crashed = repr(exc)
        imported = []
    score.count = len(imported)
    chosen = _choose(imported, expected)
    score.imported = chosen
    score.checks = list(_checks(chosen, expected))
    return score


def _choose(imported: list[Any], expected: dict[str, Any]) -> Any:
    if not imported:
        return None
    want = norm_name(expected.get("name", ""))
    for item in imported:
        if norm_name(item.document.name) == want:
            return item
    return imported[0]


def _checks(imported: Any, expected: dict[str, Any]):
    """Yield a :class:`Check` per stated value (all wrong when ``imported`` is None)."""
    game = expected.get("game", "coc7")
    doc = imported.document if imported is not None else None
    report = imported.report if imported is not None else None
    if doc is not None and getattr(doc, "system", game) != game:
        doc = None  # read as the other game: nothing of it is right
    if game == "toc":
        yield from _toc_checks(doc, expected)
    else:
        yield from _coc_checks(doc, report, expected)


def _check(key: str, expected: Any, got: Any, right: bool) -> Check:
    return Check(key, expected, got, bool(right))


def _coc_checks(doc: Any, report: Any, exp: dict[str, Any]):
    foundry = exp.get("format") == "foundry"
    sixth = exp.get("edition") == 6
    sheet = doc.sheet if doc is not None else None
    derived = None
    if sheet is not None:
        from sheetmaker.systems.coc7 import rules

        derived = rules.derive(sheet)
    stated = getattr(sheet, "stated", None) if sheet is not None else None
    human = exp.get("kind") != "creature"

    name = exp.get("name")
    if name:
        got = doc.name if doc is not None else None
        yield _check("name", name, got, got is not None and norm_name(got) == norm_name(name))

    age = exp.get("age")
    if isinstance(age, int) and not isinstance(age, bool):
        got = sheet.age if sheet is not None else None
        if stated is not None and not getattr(stated, "age_stated", True):
            got = None
        yield _check("age", age, got, got == age)

    if exp.get("kind") == "creature":
        got = bool(getattr(stated, "creature", False)) if stated is not None else None
        yield _check("kind", "creature", "creature" if got else got, got is True)

    for char, value in (exp.get("characteristics") or {}).items():
        if not isinstance(value, int):
            continue
        want = value * 5 if sixth else value
        got = sheet.characteristics.get(char) if sheet is not None else None
        yield _check(f"characteristics.{char}", want, got, got == want)

    for key, value in (exp.get("derived") or {}).items():
        if key == "Luck_max" or (foundry and value in _FOUNDRY_UNSET):
            continue
        if key == "armour":
            yield _armour_check(sheet, value)
            continue
        got = _derived_value(key, sheet, derived, stated, foundry)
        if key == "DB":
            right = got is not None and norm_db(got) == norm_db(value)
        else:
            want = first_int(value)
            right = got is not None and want is not None and got == want
        if not right and human and report is not None and key in _LABELS:
            right = disagrees_with(report, key, value)
        if not right and sixth and report is not None and key in _LABELS:
            right = converted_from(report, key, value)
        yield _check(f"derived.{key}", value, got, right)

    per_round = exp.get("attacks_per_round")
    if isinstance(per_round, int):
        got_apr = getattr(stated, "attacks_per_round", None) if stated is not None else None
        right = got_apr == per_round
        if not right and sheet is not None and sheet.weapons:
            attacks = {w.attacks.strip() for w in sheet.weapons}
            right = attacks == {str(per_round)}
            got_apr = got_apr if got_apr is not None else sorted(attacks)
        yield _check("attacks_per_round", per_round, got_apr, right)

    for skill, value in (exp.get("skills") or {}).items():
        yield _skill_check(skill, value, sheet, derived)

    for attack in exp.get("attacks") or []:
        yield from _attack_checks(attack, sheet, derived)

    loss = exp.get("sanity_loss")
    if loss:
        got = sheet.san_loss if sheet is not None else None
        yield _check("sanity_loss", loss, got, got is not None and norm_damage(got) == norm_damage(loss))

    arcane = norm_text(sheet.backstory.arcane) if sheet is not None else ""
    for spell in exp.get("spells") or []:
        yield _check(f"spells.{spell}", spell, None, sheet is not None and norm_text(spell) in arcane)

    occupation = exp.get("occupation")
    if occupation:
        got = sheet.occupation.name if sheet is not None and sheet.occupation is not None else None
        yield _check("occupation", occupation, got, got is not None and norm_name(got) == norm_name(occupation))


def _derived_value(key: str, sheet: Any, derived: Any, stated: Any, foundry: bool) -> Any:
    if sheet is None or derived is None:
        return None
    base = key.removesuffix("_max")
    is_max = key.endswith("_max") or (not foundry and base in ("HP", "MP"))
    field_name = {"HP": "hp", "MP": "mp", "SAN": "san", "MOV": "mov", "Build": "build", "DB": "db"}.get(base)
    if stated is not None and field_name is not None and (is_max or base not in ("HP", "MP", "SAN")):
        stated_value = getattr(stated, field_name, None)
        if stated_value is not None:
            return stated_value
    if base == "HP":
        return derived.hp_max if is_max else derived.hp
    if base == "MP":
        return derived.mp_max if is_max else derived.mp
    if base == "SAN":
        if key == "SAN_max":
            return derived.san_max
        if stated is not None and getattr(stated, "san", None) is not None and not foundry:
            return stated.san
        return derived.san
    if base == "Luck":
        return sheet.luck
    if base == "DB":
        return derived.damage_bonus
    if base == "Build":
        return derived.build
    if base == "MOV":
        return derived.mov
    return None


def _armour_check(sheet: Any, value: Any) -> Check:
    got = sheet.armour if sheet is not None else None
    if got is None:
        return _check("derived.armour", value, got, False)
    want = norm_text(value)
    have = norm_text(got)
    if want in ("0", "", "none"):
        right = have in ("", "0", "none")
    else:
        right = have == want or (len(want) > 3 and want in have)
    return _check("derived.armour", value, got, right)


#: Other names of a skill, tried only when the sheet has no skill of the transcription's name
#: (6th-edition and Foundry names the 7e rules renamed; a sheet keeping the old name as a custom
#: skill is right too).
SKILL_ALIASES: dict[str, tuple[str, ...]] = {
    "drive automobile": ("Drive Auto",),
    "hide": ("Stealth",),
    "sneak": ("Stealth",),
    "pilot aircraft": ("Pilot (Aircraft)",),
    "natural history": ("Natural World",),
    "firearms (shotgun)": ("Firearms (Rifle/Shotgun)",),
    "firearms (rifle)": ("Firearms (Rifle/Shotgun)",),
    "fighting": ("Fighting (Brawl)",),
    "fist": ("Fighting (Brawl)",),
    "fist/punch": ("Fighting (Brawl)",),
    "pick pocket": ("Sleight of Hand",),
    "knife": ("Fighting (Knife)",),
    "fighting (throw)": ("Throw",),
}
#: Sciences a 6th-edition statblock names alone ("Astronomy 35%"): Science (Astronomy).
SCIENCES = ("astronomy", "biology", "botany", "chemistry", "geology", "mathematics", "math", "pharmacy",
            "physics", "zoology", "forensics", "cryptography", "engineering", "meteorology")


def skill_candidates(label: str) -> tuple[str, ...]:
    """Other labels a transcription's skill may have on a sheet (see :data:`SKILL_ALIASES`)."""
    key = label.casefold().strip()
    if key in SKILL_ALIASES:
        return SKILL_ALIASES[key]
    if key in SCIENCES:
        return (f"Science ({label.strip()})",)
    found = re.fullmatch(r"language \((.+)\)", key)
    if found and found.group(1) not in ("own", "other"):
        return ("Language (Own)", f"Language (Own: {label.strip()[10:-1]})")
    return ()


_FORMULA = re.compile(r"^[\d\s@A-Z/*+\-().]+$")


def formula_value(text: str, sheet: Any) -> int | None:
    """A Foundry skill value given as a formula (``@DEX/2``, ``1/2 @DEX``, ``@EDU``) worked out
    with the sheet's characteristics (floor), or None when it is not one."""
    if sheet is None or "@" not in text or not _FORMULA.match(text):
        return None
    expr = re.sub(r"(\d)\s*@", r"\1*@", text.strip())
    chars = sheet.characteristics.as_dict()
    expr = re.sub(r"@([A-Z]{3})", lambda m: str(chars.get(m.group(1), 0)), expr)
    if not re.fullmatch(r"[\d\s/*+\-().]+", expr):
        return None
    from fractions import Fraction

    tokens = re.findall(r"\d+|[/*+\-()]", expr)
    try:
        value = _eval_fraction(tokens, Fraction)
    except (ValueError, ZeroDivisionError, IndexError):
        return None
    return int(value // 1)


def _eval_fraction(tokens: list[str], fraction: Any) -> Any:
    """A tiny exact evaluator of + - * / and parentheses (no eval)."""
    pos = 0

    def atom() -> Any:
        nonlocal pos
        token = tokens[pos]
        pos += 1
        if token == "(":
            value = expr()
            pos += 1  # ")"
            return value
        if token == "-":
            return -atom()
        return fraction(int(token))

    def term() -> Any:
        nonlocal pos
        value = atom()
        while pos < len(tokens) and tokens[pos] in "*/":
            op = tokens[pos]
            pos += 1
            other = atom()
            value = value * other if op == "*" else value / other
        return value

    def expr() -> Any:
        nonlocal pos
        value = term()
        while pos < len(tokens) and tokens[pos] in "+-":
            op = tokens[pos]
            pos += 1
            other = term()
            value = value + other if op == "+" else value - other
        return value

    result = expr()
    if pos != len(tokens):
        raise ValueError("trailing tokens")
    return result


def _skill_value(label: str, sheet: Any, derived: Any) -> int | None:
    if sheet is None or derived is None:
        return None
    if label.casefold() == "cthulhu mythos":
        return int(derived.cthulhu_mythos)
    # The sheet's own skill of that name; else one of its other names on the sheet; else the
    # rules' line of that name (a skill at its base); else of another name.
    candidates = skill_candidates(label)
    if sheet.skill(label) is None:
        for other in candidates:
            if sheet.skill(other) is not None:
                line = derived.skill(other)
                return int(line.value) if line is not None else None
    for name in (label, *candidates):
        line = derived.skill(name)
        if line is not None:
            return int(line.value)
    return None


def _skill_check(label: str, value: Any, sheet: Any, derived: Any) -> Check:
    got = _skill_value(label, sheet, derived)
    want = formula_value(value, sheet) if isinstance(value, str) else None
    if want is None:
        want = first_int(value)
    return _check(f"skills.{label}", value, got, got is not None and got == want)


def _find_weapon(name: str, sheet: Any) -> Any:
    if sheet is None:
        return None
    want = norm_name(name)
    for weapon in sheet.weapons:
        if norm_name(weapon.name) == want:
            return weapon
    return None


def _skill_matches(expected: str, weapon_skill: str) -> bool:
    want = norm_name(expected)
    have = norm_name(weapon_skill)
    if want == have:
        return True
    inner = re.search(r"\(([^)]*)\)\s*$", have)
    return inner is not None and norm_name(inner.group(1)) == want


def _attack_checks(attack: dict[str, Any], sheet: Any, derived: Any):
    name = str(attack.get("name") or "")
    weapon = _find_weapon(name, sheet)
    key = f"attacks[{name}]"
    yield _check(key, name, weapon.name if weapon is not None else None, weapon is not None)
    for part, value in attack.items():
        if part == "name" or value is None or value == "":
            continue
        got: Any = None
        right = False
        if weapon is not None:
            if part == "percent":
                line = derived.skill(weapon.skill) if derived is not None else None
                got = line.value if line is not None else None
                right = got is not None and got == first_int(value)
            elif part == "damage":
                got = weapon.damage
                right = norm_damage(got) == norm_damage(value)
            elif part == "per_round":
                got = weapon.attacks
                right = first_int(got) == first_int(value)
            elif part == "skill":
                got = weapon.skill
                right = _skill_matches(str(value), got)
            elif part == "range":
                got = weapon.range
                if first_int(value) == 0 and not re.search(r"[1-9]", str(value)):
                    right = norm_text(got) in ("", "0")
                else:
                    right = norm_damage(got) == norm_damage(value)
            else:
                got = " | ".join((weapon.damage, weapon.range, weapon.notes, weapon.skill))
                right = norm_damage(value) in norm_damage(got)
        yield _check(f"{key}.{part}", value, got, right)


def _toc_checks(doc: Any, exp: dict[str, Any]):
    sheet = doc.sheet if doc is not None else None
    derived = None
    if sheet is not None:
        from sheetmaker.systems.toc import rules

        derived = rules.derive(sheet)

    name = exp.get("name")
    if name:
        got = doc.name if doc is not None else None
        yield _check("name", name, got, got is not None and norm_name(got) == norm_name(name))
    age = exp.get("age")
    if isinstance(age, int) and not isinstance(age, bool):
        got = sheet.age if sheet is not None else None
        yield _check("age", age, got, got == age)
    for ability, value in (exp.get("abilities") or {}).items():
        got = None
        if sheet is not None:
            entry = sheet.ability(ability)
            got = entry.rating if entry is not None else None
        yield _check(f"abilities.{ability}", value, got, got is not None and got == value)
    threshold = exp.get("hit_threshold")
    if threshold is not None:
        got = derived.hit_threshold if derived is not None else None
        yield _check("hit_threshold", threshold, got, got == first_int(threshold))
    for key in ("alertness_modifier", "stealth_modifier"):
        value = exp.get(key)
        if value is not None:
            got = getattr(sheet, key) if sheet is not None else None
            yield _check(key, value, got, got == first_int(value))
    for weapon in exp.get("weapons") or []:
        wname = str(weapon.get("name") or "")
        found = _find_weapon(wname, sheet)
        yield _check(f"weapons[{wname}]", wname, found.name if found is not None else None, found is not None)
        if weapon.get("modifier") is not None:
            got = found.damage_modifier if found is not None else None
            yield _check(f"weapons[{wname}].modifier", weapon["modifier"], got, got == weapon["modifier"])
    armor = exp.get("armor")
    if armor:
        got = sheet.armour if sheet is not None else None
        want = first_int(armor)
        yield _check("armor", armor, got, got is not None and want is not None and got == abs(want))
    loss = exp.get("stability_loss")
    if loss:
        notes = norm_text(doc.notes) if doc is not None else ""
        yield _check("stability_loss", loss, None, doc is not None and norm_text(loss) in notes)


# --------------------------------------------------------------------------- tables


def score_corpus(wanted_format: str | None = None, wanted_id: str | None = None, root: Path = ROOT) -> list[ItemScore]:
    """The scores of every selected item."""
    out = []
    for path, expected in items(root):
        group = group_of(expected)
        if not matches_format(group, wanted_format):
            continue
        if wanted_id and wanted_id not in str(expected.get("id") or path.stem):
            continue
        out.append(score_item(path, expected))
    return out


def by_group(scores: list[ItemScore]) -> dict[str, tuple[int, int, int, int]]:
    """Per group: (values right, values stated, items, items refused or crashed)."""
    table: dict[str, list[int]] = {}
    for score in scores:
        row = table.setdefault(score.group, [0, 0, 0, 0])
        row[0] += score.right
        row[1] += score.total
        row[2] += 1
        row[3] += 1 if (score.refused or score.crashed) else 0
    return {g: (r[0], r[1], r[2], r[3]) for g, r in sorted(table.items(), key=lambda kv: _group_order(kv[0]))}


def _group_order(group: str) -> int:
    return GROUPS.index(group) if group in GROUPS else len(GROUPS)


def percent(right: int, total: int) -> float:
    return 100.0 * right / total if total else 100.0


def summary_lines(scores: list[ItemScore]) -> list[str]:
    """One line per group: ``real corpus: statblock-coc-en 7e 56.5% (123/218 values, 15 items, 2 refused)``."""
    lines = []
    for group, (right, total, count, refused) in by_group(scores).items():
        lines.append(
            f"real corpus: {group:<20} {percent(right, total):5.1f}% ({right}/{total} values, "
            f"{count} items, {refused} refused)"
        )
    right = sum(s.right for s in scores)
    total = sum(s.total for s in scores)
    lines.append(
        f"real corpus: {'all':<20} {percent(right, total):5.1f}% ({right}/{total} values, {len(scores)} items)"
    )
    return lines


def item_lines(score: ItemScore, verbose: bool = True) -> list[str]:
    """One line for the item, then (verbose) one per wrong value."""
    status = ""
    if score.refused:
        status = f"  REFUSED: {score.refused[:160]}"
    elif score.crashed:
        status = f"  CRASHED: {score.crashed[:160]}"
    elif score.count > 1:
        status = f"  ({score.count} sheets read)"
    lines = [f"{score.id:<48} {score.right:>3}/{score.total:<3} {percent(score.right, score.total):5.1f}%{status}"]
    if verbose and not score.refused and not score.crashed:
        for check in score.wrong:
            lines.append(f"    {check.key}: expected {_short(check.expected)}, got {_short(check.got)}")
    return lines


def _short(value: Any, limit: int = 100) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
