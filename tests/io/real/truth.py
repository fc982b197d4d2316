"""Is every line of an import report true? (issue 22; Qt-free, used by test_report_truth.py).

Two ways of checking a report against the sheet it came with:

1. **Entries** (:attr:`sheetmaker.io.interchange.Report.entries`, filled by ``Report.add``): each
   line's ``(section, key, value, result)`` is checked against the value at ``key`` on the sheet
   (:func:`sheet_value`):

   - ``read``: the sheet holds ``value`` at ``key`` (or a ``converted`` entry of the same key
     says what it became and the sheet holds that);
   - ``not carried``: the sheet does not hold ``value`` at ``key``;
   - ``disagrees``: the sheet holds something else than ``value`` (``result`` when given);
   - ``converted``: the sheet holds ``result``, not ``value``;
   - ``mapped``: the sheet has ``key`` and the input has ``value`` (its own name of it);
   - ``note``: not checked.

2. **Sentences** (until every importer fills entries): the sentences of the shapes the importers
   write today are parsed (``read: Characteristics: STR 45, ...``, ``read: Age 32.``, ``mapped:
   'Drive Automobile' → Drive Auto 50%.``, ``disagrees: HP: the statblock says 15, the rules give
   3 ...``, ``converted: STR 15 (6th edition) → 75.``, ``not carried: Not read: '...'.`` ...) and
   checked the same way. A sentence of no known shape is *unchecked* (counted, not failed).

And the reverse, for the corpus: every value a transcription states that the sheet does not hold
(the scorer's wrong values) must be covered by a ``not carried``/``disagrees``/``converted`` line
about it (an entry with its key, or a sentence naming it); one that is not is a *silent loss*.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tests.io.real import scoring

MISSING = object()
CHARACTERISTICS = ("STR", "CON", "SIZ", "DEX", "APP", "INT", "POW", "EDU")
#: The parts of a weapon an entry's key may name after the weapon's name (which may hold dots).
WEAPON_PARTS = ("damage", "percent", "range", "attacks", "skill", "modifier", "damage_modifier", "ammo",
                "malfunction", "notes", "damage_type", "ability")


def weapon_key(rest: str) -> tuple[str, str]:
    """``(name, part)`` of ``weapons.<name>[.<part>]`` (the name may hold dots: ``.45 Revolver``)."""
    name, dot, part = rest.rpartition(".")
    if dot and part in WEAPON_PARTS and name:
        return name, part
    return rest, ""

_SECTION_OF = {
    "read": "read",
    "mapped": "mapped",
    "lost": "not carried",
    "disagreements": "disagrees",
    "converted": "converted",
    "notes": "note",
}


@dataclass
class Finding:
    """One false line or one silent loss."""

    item: str
    kind: str  # "false" or "silent"
    line: str
    why: str


@dataclass
class Truth:
    """What was checked in one report."""

    item: str
    group: str = ""
    checked: int = 0
    unchecked: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    @property
    def false_lines(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == "false"]

    @property
    def silent_losses(self) -> list[Finding]:
        return [f for f in self.findings if f.kind == "silent"]


# --------------------------------------------------------------------------- the sheet's values


class Sheet:
    """A document with its derived values, looked up by an entry's key."""

    def __init__(self, document: Any, source_text: str) -> None:
        self.doc = document
        self.sheet = document.sheet
        self.system = document.system
        self.source = scoring.norm_text(source_text)
        self.stated = getattr(self.sheet, "stated", None)
        if self.system == "coc7":
            from sheetmaker.systems.coc7 import rules

            self.derived = rules.derive(self.sheet)
        else:
            from sheetmaker.systems.toc import rules as toc_rules

            self.derived = toc_rules.derive(self.sheet)

    # -- CoC
    def _stated(self, name: str) -> Any:
        return getattr(self.stated, name, None) if self.stated is not None else None

    def value(self, key: str) -> Any:
        """The sheet's value at ``key`` (see :class:`sheetmaker.io.interchange.Entry`), or
        :data:`MISSING`."""
        doc, sheet, derived = self.doc, self.sheet, self.derived
        head, _, rest = key.partition(".")
        if key == "name":
            return doc.name or MISSING
        if key == "notes":
            return doc.notes or MISSING
        if key == "player":
            return doc.player or MISSING
        if self.system == "toc":
            return self._toc_value(head, rest, key)
        if key == "age":
            if self.stated is not None and not getattr(self.stated, "age_stated", True):
                return MISSING
            return sheet.age
        if head == "characteristics":
            return sheet.characteristics.get(rest) if rest in CHARACTERISTICS else MISSING
        if head == "derived":
            return self._derived(rest)
        if key in ("armour", "derived.armour"):
            return sheet.armour or MISSING
        if head == "skills":
            if rest.casefold() == "cthulhu mythos":
                return derived.cthulhu_mythos
            if sheet.skill(rest) is None:
                return MISSING
            line = derived.skill(rest)
            return line.value if line is not None else MISSING
        if head == "weapons":
            name, part = weapon_key(rest)
            weapon = scoring._find_weapon(name, sheet)
            if weapon is None:
                return MISSING
            if not part:
                return weapon.name
            if part == "percent":
                line = derived.skill(weapon.skill)
                return line.value if line is not None else MISSING
            return getattr(weapon, part, MISSING)
        if key == "attacks_per_round":
            got = self._stated("attacks_per_round")
            if got is not None:
                return got
            attacks = {w.attacks.strip() for w in sheet.weapons}
            return scoring.first_int(attacks.pop()) if len(attacks) == 1 else MISSING
        if key == "sanity_loss":
            return sheet.san_loss or MISSING
        if key == "spells":
            return sheet.backstory.arcane or MISSING
        if key == "occupation":
            return sheet.occupation.name if sheet.occupation is not None else MISSING
        if key == "era":
            return sheet.era
        return MISSING

    def _derived(self, name: str) -> Any:
        derived, sheet = self.derived, self.sheet
        base = name.removesuffix("_max")
        field_name = {"HP": "hp", "MP": "mp", "SAN": "san", "MOV": "mov", "Build": "build", "DB": "db"}.get(base)
        if field_name is not None and self._stated(field_name) is not None:
            return self._stated(field_name)
        return {
            "HP": derived.hp_max,
            "MP": derived.mp_max,
            "SAN": derived.san_max if name == "SAN_max" else derived.san,
            "Luck": sheet.luck,
            "DB": derived.damage_bonus,
            "Build": derived.build,
            "MOV": derived.mov,
        }.get(base, MISSING)

    def rules_value(self, name: str) -> Any:
        """What the rules give for a derived value (the formula, not a stated value)."""
        derived = self.derived
        return {
            "HP": derived.hp_max,
            "MP": derived.mp_max,
            "SAN": derived.san,
            "SAN_max": derived.san_max,
            "DB": derived.damage_bonus,
            "Build": derived.build,
            "MOV": derived.mov,
        }.get(name, MISSING)

    def _toc_value(self, head: str, rest: str, key: str) -> Any:
        sheet, derived = self.sheet, self.derived
        if key == "age":
            return sheet.age if sheet.age is not None else MISSING
        if head == "abilities":
            ability = sheet.ability(rest)
            return ability.rating if ability is not None else MISSING
        if key == "hit_threshold":
            return derived.hit_threshold
        if key in ("alertness_modifier", "stealth_modifier"):
            return getattr(sheet, key)
        if key in ("armour", "armor"):
            return sheet.armour or MISSING
        if head == "weapons":
            name, part = weapon_key(rest)
            weapon = scoring._find_weapon(name, sheet)
            if weapon is None:
                return MISSING
            if not part:
                return weapon.name
            if part in ("modifier", "damage_modifier"):
                return weapon.damage_modifier
            return getattr(weapon, part, MISSING)
        if key == "stability_loss":
            return self.doc.notes or MISSING
        return MISSING

    def holds(self, key: str, value: Any) -> bool:
        """Whether the sheet holds ``value`` at ``key``."""
        got = self.value(key)
        if got is MISSING:
            return False
        return same(key, got, value)


def same(key: str, got: Any, value: Any) -> bool:
    """Whether a sheet's value and a stated one are the same value."""
    if key.endswith("DB"):
        return scoring.norm_db(got) == scoring.norm_db(value)
    if key in ("notes", "spells", "stability_loss"):
        return scoring.norm_text(value) in scoring.norm_text(got)
    if isinstance(got, bool) or isinstance(value, bool):
        return got == value
    if isinstance(got, int) or isinstance(value, int):
        return scoring.first_int(got) is not None and scoring.first_int(got) == scoring.first_int(value)
    if key.endswith(".damage") or key == "sanity_loss":
        return scoring.norm_damage(got) == scoring.norm_damage(value)
    return scoring.norm_text(got) == scoring.norm_text(value)


# --------------------------------------------------------------------------- entries


def check_entries(report: Any, sheet: Sheet, truth: Truth) -> set[int]:
    """Check every entry; the ids of the sentences they cover (by section and text are not
    linked: the entries are checked on their own)."""
    entries = list(getattr(report, "entries", []) or [])
    converted = {e.key: e for e in entries if e.section == "converted"}
    for entry in entries:
        line = f"{entry.section}: {entry.key} = {entry.value!r}" + (
            f" → {entry.result!r}" if entry.result is not None else ""
        )
        why = _entry_problem(entry, sheet, converted)
        if entry.section != "note":
            truth.checked += 1
        if why:
            truth.findings.append(Finding(truth.item, "false", line, why))
    return set()


def _entry_problem(entry: Any, sheet: Sheet, converted: dict[str, Any]) -> str | None:
    section, key, value, result = entry.section, entry.key, entry.value, entry.result
    got = sheet.value(key)
    if section == "read":
        if key == "text":
            return None
        if sheet.holds(key, value):
            return None
        conv = converted.get(key)
        if conv is not None and conv.result is not None and sheet.holds(key, conv.result):
            return None
        return f"the sheet holds {_show(got)} at {key}"
    if section == "not carried":
        if key == "text":
            if isinstance(value, str) and not _in_source(value, sheet):
                return "the fragment is not in the input"
            return None
        if value is None:
            return None if got is MISSING or got == 0 else f"the sheet holds {_show(got)} at {key}"
        return f"the sheet holds it ({_show(got)})" if sheet.holds(key, value) else None
    if section == "disagrees":
        if got is MISSING:
            return f"nothing at {key} on the sheet"
        if same(key, got, value):
            return f"the sheet holds the stated {_show(value)} itself"
        if result is not None and not same(key, got, result):
            return f"the sheet holds {_show(got)}, not {_show(result)}"
        return None
    if section == "converted":
        if result is not None and not sheet.holds(key, result):
            return f"the sheet holds {_show(got)}, not {_show(result)}"
        return None
    if section == "mapped":
        if got is MISSING:
            return f"nothing at {key} on the sheet"
        if isinstance(value, str) and value and not _in_source(value, sheet):
            return f"{value!r} is not in the input"
        return None
    return None


def _show(value: Any) -> str:
    return "nothing" if value is MISSING else repr(value)


def _in_source(fragment: str, sheet: Sheet) -> bool:
    text = scoring.norm_text(fragment).rstrip(".… ")
    if text.endswith("..."):
        text = text[:-3]
    if not text:
        return True
    if text in sheet.source or _loose(text) in _loose(sheet.source):
        return True
    # a name the input spells in parts ("Language (Own)" with "English" in its own field)
    words = re.findall(r"[0-9a-zà-ÿ]+", text)
    return bool(words) and all(re.search(r"(?<![0-9a-zà-ÿ])" + re.escape(w) + r"(?![0-9a-zà-ÿ])", sheet.source)
                               for w in words)


def _loose(text: str) -> str:
    return re.sub(r"[^0-9a-zà-ÿ%+/]", "", text.casefold().replace("×", "x"))


# --------------------------------------------------------------------------- sentences

_CHAR = r"(STR|CON|SIZ|DEX|APP|INT|POW|EDU)"
_NUM = r"(-?\d+)"


def check_sentences(report: Any, sheet: Sheet, truth: Truth) -> None:
    """Parse the sentences of known shapes and check them; others are unchecked."""
    converted_chars: dict[str, int] = {}
    for text in getattr(report, "converted", []):
        found = re.match(_CHAR + r" " + _NUM + r" \(6th edition\) → " + _NUM, text)
        if found:
            converted_chars[found.group(1)] = int(found.group(3))
    for attr, section in _SECTION_OF.items():
        for text in getattr(report, attr, []):
            if section == "note":
                continue
            problems = _sentence_problems(section, text, sheet, converted_chars)
            if problems is None:
                truth.unchecked.append(f"{section}: {text}")
                continue
            truth.checked += 1
            for why in problems:
                truth.findings.append(Finding(truth.item, "false", f"{section}: {text}", why))


def _sentence_problems(section: str, text: str, sheet: Sheet, converted: dict[str, int]) -> list[str] | None:
    """The problems of one sentence ([] when true), or None when its shape is not known."""
    coc = sheet.system == "coc7"
    if section == "read":
        return _read_problems(text, sheet, converted) if coc else _toc_read_problems(text, sheet)
    if section == "mapped" and coc:
        return _mapped_problems(text, sheet)
    if section == "disagrees" and coc:
        return _disagrees_problems(text, sheet)
    if section == "converted" and coc:
        return _converted_problems(text, sheet)
    if section == "not carried":
        return _lost_problems(text, sheet)
    return None


def _expect(problems: list[str], sheet: Sheet, key: str, value: Any) -> None:
    if not sheet.holds(key, value):
        problems.append(f"read {key} {value!r}, the sheet holds {_show(sheet.value(key))}")


def _read_problems(text: str, sheet: Sheet, converted: dict[str, int]) -> list[str] | None:
    problems: list[str] = []
    found = re.match(r"Characteristics: (.*)\.$", text)
    if found:
        for name, number in re.findall(_CHAR + r" " + _NUM, found.group(1)):
            want = converted.get(name, int(number))
            _expect(problems, sheet, f"characteristics.{name}", want)
        return problems
    found = re.fullmatch(r"Age " + _NUM + r"\.", text)
    if found:
        _expect(problems, sheet, "age", int(found.group(1)))
        return problems
    found = re.match(r"(HP|MP|MOV|Build|Luck|SAN) " + _NUM + r"(?: \(|\.|$)", text)
    if found:
        key, number = found.group(1), int(found.group(2))
        if key == "SAN" and "current SAN" in text:
            got = sheet.sheet.san if sheet.sheet.san is not None else sheet.derived.san
            if got != number:
                problems.append(f"read SAN {number}, the sheet's current SAN is {got}")
            return problems
        _expect(problems, sheet, f"derived.{key}", number)
        return problems
    found = re.match(r"DB (\S+?)(?: \(|\.?$)", text)
    if found:
        _expect(problems, sheet, "derived.DB", found.group(1))
        return problems
    found = re.fullmatch(r"(?:Armour|Armor): (.*)", text)
    if found:
        _expect(problems, sheet, "armour", found.group(1))
        return problems
    found = re.fullmatch(r"(?:SAN loss:|Sanity loss) (.*?)\.?", text)
    if found:
        _expect(problems, sheet, "sanity_loss", found.group(1))
        return problems
    found = re.fullmatch(r"Attacks per round: " + _NUM + r"\.?", text)
    if found:
        _expect(problems, sheet, "attacks_per_round", int(found.group(1)))
        return problems
    found = re.fullmatch(r"Cthulhu Mythos " + _NUM + r"%\.?", text)
    if found:
        _expect(problems, sheet, "skills.Cthulhu Mythos", int(found.group(1)))
        return problems
    found = re.fullmatch(r"Spells: (.*?)\.?", text)
    if found:
        for spell in found.group(1).split(", "):
            _expect(problems, sheet, "spells", spell)
        return problems
    found = re.fullmatch(r"\d+ attacks?: (.*?)\.?", text)
    if found:
        for name, damage in re.findall(r"(.+?) \(([^()]*)\)(?:, |$)", found.group(1)):
            if scoring._find_weapon(name, sheet.sheet) is None:
                problems.append(f"read the attack {name!r}: no such weapon on the sheet")
            else:
                _expect(problems, sheet, f"weapons.{name}.damage", damage)
        return problems
    found = re.match(r"(?:Foundry actor|Investigator) '(?P<name>[^']*)'", text)
    if found:
        _expect(problems, sheet, "name", found.group("name"))
        return problems
    found = re.match(r"Portrait \(", text)
    if found:
        if sheet.doc.portrait is None:
            problems.append("read a portrait; the sheet has none")
        return problems
    found = re.fullmatch(r"(\d+) skills?(?: items?)?, (\d+) weapons?, (\d+) possessions?\.", text)
    if found:
        if len(sheet.sheet.weapons) < int(found.group(2)):
            problems.append(f"read {found.group(2)} weapons; the sheet has {len(sheet.sheet.weapons)}")
        return problems
    found = re.fullmatch(r"Stated for the creature: (.*)\.", text)
    if found:
        labels = {"HP maximum": "HP", "MP maximum": "MP", "Build": "Build", "Damage Bonus": "DB", "MOV": "MOV"}
        for part in found.group(1).split(", "):
            label, _, value = part.rpartition(" ")
            if label in labels:
                _expect(problems, sheet, f"derived.{labels[label]}", value)
        return problems
    return None


def _toc_read_problems(text: str, sheet: Sheet) -> list[str] | None:
    problems: list[str] = []
    found = re.fullmatch(r"Abilities: (.*)\.", text)
    if found:
        for name, number in re.findall(r"([^,]+?) (\d+)(?:, |$)", found.group(1)):
            _expect(problems, sheet, f"abilities.{name.strip()}", int(number))
        return problems
    found = re.match(r"Hit Threshold " + _NUM, text)
    if found:
        _expect(problems, sheet, "hit_threshold", int(found.group(1)))
        return problems
    found = re.fullmatch(r"Weapons?: (.*?)\.?", text)
    if found:
        for name, modifier in re.findall(r"(.+?) ([+-]\d+)(?:, |$)", found.group(1)):
            _expect(problems, sheet, f"weapons.{name.strip()}.modifier", int(modifier))
        return problems
    found = re.fullmatch(r"Age " + _NUM + r"\.", text)
    if found:
        _expect(problems, sheet, "age", int(found.group(1)))
        return problems
    found = re.fullmatch(r"(Alertness|Stealth) Modifier:? ([+-]?\d+)\.?", text)
    if found:
        _expect(problems, sheet, f"{found.group(1).lower()}_modifier", int(found.group(2)))
        return problems
    return None


_MAPPED_SKILL = re.compile(r"(?:'(?P<src>[^']+)' → )?(?P<label>[^'→]+?) (?P<num>\d+)%(?P<rest>.*)$")
_MAPPED_CUSTOM = re.compile(r"'(?P<src>[^']+)' (?P<num>\d+)% → a custom skill")


def _mapped_problems(text: str, sheet: Sheet) -> list[str] | None:
    problems: list[str] = []
    found = _MAPPED_CUSTOM.match(text)
    if found:
        src, number = found.group("src"), int(found.group("num"))
        if sheet.value(f"skills.{src}") is MISSING:
            problems.append(f"no custom skill {src!r} on the sheet")
        elif not sheet.holds(f"skills.{src}", number):
            problems.append(f"the skill {src!r} is {_show(sheet.value('skills.' + src))}, not {number}")
        if not _in_source(src, sheet):
            problems.append(f"{src!r} is not in the input")
        return problems
    found = re.fullmatch(r"Weapon '(?P<name>[^']+)': skill '(?P<src>[^']+)' → (?P<label>.+?)\.", text)
    if found:
        weapon = scoring._find_weapon(found.group("name"), sheet.sheet)
        if weapon is None:
            problems.append(f"no weapon {found.group('name')!r} on the sheet")
        elif scoring.norm_name(weapon.skill) != scoring.norm_name(found.group("label")):
            problems.append(f"the weapon uses {weapon.skill!r}, not {found.group('label')!r}")
        if not _in_source(found.group("src"), sheet):
            problems.append(f"{found.group('src')!r} is not in the input")
        return problems
    found = re.fullmatch(r"Skills SheetMaker does not know → custom skills: (.*?)\.", text)
    if found:
        for name in found.group(1).split(", "):
            if sheet.value(f"skills.{name}") is MISSING:
                problems.append(f"no custom skill {name!r} on the sheet")
        return problems
    found = re.fullmatch(r"'(?P<src>[^']+)' → (?P<label>[^'%→]+?)\.", text)
    if found and "(" in found.group("label") or found and sheet.derived.skill(found.group("label")) is not None:
        label = found.group("label")
        if sheet.sheet.skill(label) is None and sheet.derived.skill(label) is None:
            problems.append(f"no skill {label!r} on the sheet")
        if not _in_source(found.group("src"), sheet):
            problems.append(f"{found.group('src')!r} is not in the input")
        return problems
    found = _MAPPED_SKILL.match(text.rstrip("."))
    if found and (found.group("rest") in ("", ".") or found.group("rest").startswith(" → ")):
        src, label, number = found.group("src"), found.group("label").strip(), int(found.group("num"))
        if src is not None and scoring._find_weapon(src, sheet.sheet) is not None:
            # an attack mapped to the skill it uses: the weapon uses it and the skill has that value
            line = sheet.derived.skill(label)
            if line is None or line.value != number:
                problems.append(f"the skill {label!r} is {line.value if line else 'absent'}, not {number}")
        elif sheet.value(f"skills.{label}") is MISSING:
            problems.append(f"no skill {label!r} on the sheet")
        elif not sheet.holds(f"skills.{label}", number):
            problems.append(f"the skill {label!r} is {_show(sheet.value('skills.' + label))}, not {number}")
        if src is not None and not _in_source(src, sheet):
            problems.append(f"{src!r} is not in the input")
        return problems
    return None


_LABEL_KEY = {
    "hp": "HP", "hp maximum": "HP", "hit points": "HP",
    "mp": "MP", "mp maximum": "MP", "magic points": "MP",
    "san": "SAN", "sanity": "SAN", "san maximum": "SAN_max",
    "db": "DB", "damage bonus": "DB",
    "build": "Build", "mov": "MOV", "move": "MOV",
}


def _disagrees_problems(text: str, sheet: Sheet) -> list[str] | None:
    found = re.match(
        r"(?P<label>[^:]+): the (?:statblock|file) says (?P<said>.+?), the rules give (?P<ours>\S+?)[ ,;.]", text
    )
    if not found:
        return None
    label = found.group("label").strip()
    said, ours = found.group("said"), found.group("ours")
    key = _LABEL_KEY.get(label.removesuffix(" (combat)").casefold())
    if key is None:
        rules: Any = MISSING
        if label.endswith(" base"):
            line = sheet.derived.skill(label.removesuffix(" base"))
            rules = line.base if line is not None else MISSING
        elif label == "Occupation skill points":
            rules = sheet.derived.occupation_budget.total
        elif label.endswith(" (combat)"):
            line = sheet.derived.skill(label.removesuffix(" (combat)"))
            rules = line.value if line is not None else MISSING
        else:
            return None
        if rules is MISSING or scoring.first_int(rules) != scoring.first_int(ours):
            return [f"the rules give {_show(rules)}, not {ours}"]
        return [] if scoring.first_int(said) != scoring.first_int(ours) else ["the stated value and the rules' agree"]
    rules = sheet.rules_value(key)
    problems: list[str] = []
    if rules is MISSING or not same(f"derived.{key}", rules, ours):
        problems.append(f"the rules give {_show(rules)}, not {ours}")
    if scoring.first_int(said) is not None and same(f"derived.{key}", said, ours):
        problems.append("the stated value and the rules' agree")
    return problems


def _converted_problems(text: str, sheet: Sheet) -> list[str] | None:
    found = re.match(r"(?P<label>[A-Za-z ]+?) (?P<old>\S+) \(6th edition\) → (?P<new>[^ .(]+)", text)
    if not found:
        return None
    label = found.group("label").strip()
    if label in scoring.GROUPS:  # never
        return None
    if re.fullmatch(_CHAR, label):
        key = f"characteristics.{label}"
    elif label.casefold() in _LABEL_KEY:
        key = f"derived.{_LABEL_KEY[label.casefold()]}"
    else:
        key = f"skills.{label}"
    problems: list[str] = []
    if not sheet.holds(key, found.group("new")):
        problems.append(f"the sheet holds {_show(sheet.value(key))} at {key}, not {found.group('new')}")
    return problems


def _lost_problems(text: str, sheet: Sheet) -> list[str] | None:
    if re.match(r"The portrait '[^']*' is ", text):
        return [] if sheet.doc.portrait is None else ["the sheet has a portrait"]
    found = re.match(r"(?:Not read|Text before the first statblock was not read): '(?P<frag>.*)'\.?$", text)
    if not found:
        return None
    frag = found.group("frag")
    problems: list[str] = []
    if not _in_source(frag.removesuffix("…"), sheet):
        problems.append("the fragment is not in the input")
    return problems


# --------------------------------------------------------------------------- silent losses


_KEY_WORDS = {
    "name": ("name",),
    "age": ("age",),
    "sanity_loss": ("san loss", "sanity loss"),
    "armour": ("armour", "armor"),
    "attacks_per_round": ("attacks per round", "attacks"),
    "occupation": ("occupation",),
    "kind": ("creature",),
}


def check_silent_losses(score: scoring.ItemScore, truth: Truth) -> None:
    """Every wrong value of a scored item must be covered by a not carried/disagrees/converted
    line (an entry of its key, or a sentence naming it)."""
    imported = score.imported
    if imported is None:
        return  # refused: nothing was claimed
    report = imported.report
    entries = list(getattr(report, "entries", []) or [])
    covering_entries = [e for e in entries if e.section in ("not carried", "disagrees", "converted")]
    sentences = [*report.lost, *report.disagreements, *getattr(report, "converted", [])]
    for check in score.wrong:
        if _covered(check, covering_entries, sentences):
            continue
        truth.findings.append(Finding(
            truth.item, "silent", check.key, f"stated {check.expected!r}, the sheet has {check.got!r}, no line says so"
        ))


def _words_of(key: str) -> tuple[str, ...]:
    head, _, rest = key.partition(".")
    if key in _KEY_WORDS:
        return _KEY_WORDS[key]
    if head in ("characteristics", "abilities", "skills", "spells"):
        words = [rest]
        words.extend(scoring.skill_candidates(rest))
        return tuple(words)
    if head == "derived":
        name = rest.removesuffix("_max")
        return scoring._LABELS.get(name, (name,)) if name != "armour" else ("armour", "armor")
    found = re.match(r"(?:attacks|weapons)\[(.*)\]", key)
    if found:
        return (found.group(1),)
    return (key,)


def _covered(check: scoring.Check, entries: list[Any], sentences: list[str]) -> bool:
    key = check.key
    entry_key = re.sub(r"^(?:attacks|weapons)\[(.*?)\]", r"weapons.\1", key)
    for entry in entries:
        if entry.key == entry_key or entry_key.startswith(entry.key + "."):
            return True
    if key.startswith(("attacks[", "weapons[")) and "]." in key:
        # a part of an attack is covered by a line about the attack
        parent = key.split("].")[0] + "]"
        return _covered(scoring.Check(parent, check.expected, check.got, False), entries, sentences)
    words = _words_of(key)
    for sentence in sentences:
        low = sentence.casefold()
        for word in words:
            word = word.casefold()
            if word and re.search(r"(?<![a-z])" + re.escape(word) + r"(?![a-z])", low):
                return True
    return False


# --------------------------------------------------------------------------- running


def check_imported(item: str, imported: Any, source_text: str, score: scoring.ItemScore | None = None) -> Truth:
    """The truth of one import's report (and, with its score, its silent losses)."""
    truth = Truth(item, score.group if score is not None else "fixtures")
    sheet = Sheet(imported.document, source_text)
    report = imported.report
    if getattr(report, "entries", None):
        check_entries(report, sheet, truth)
    check_sentences(report, sheet, truth)
    if score is not None:
        check_silent_losses(score, truth)
    return truth


def corpus_truths(scores: list[scoring.ItemScore] | None = None) -> list[Truth]:
    """The truth of every corpus item's report (the sheet the scorer scored)."""
    out = []
    for score in scoring.score_corpus() if scores is None else scores:
        if score.imported is None:
            continue
        text = score.path.read_text(encoding="utf-8", errors="replace")
        out.append(check_imported(score.id, score.imported, text, score))
    return out


def fixture_truths(root: Any = None) -> list[Truth]:
    """The truth of every report of the interchange fixtures (tests/data/interchange/*)."""
    from pathlib import Path

    from sheetmaker.io import interchange

    folder = Path(root) if root is not None else scoring.ROOT.parent / "interchange"
    out = []
    for path in sorted(folder.iterdir()):
        if not path.is_file():
            continue
        data = path.read_bytes()
        try:
            _key, imported = interchange.read_any(data)
        except interchange.InterchangeError:
            continue
        text = data.decode("utf-8", errors="replace")
        for index, item in enumerate(imported):
            out.append(check_imported(f"{path.name}#{index}", item, text))
    return out


def summary_line(truths: list[Truth]) -> str:
    checked = sum(t.checked for t in truths)
    false = sum(len(t.false_lines) for t in truths)
    silent = sum(len(t.silent_losses) for t in truths)
    unchecked = sum(len(t.unchecked) for t in truths)
    return (f"report truth: {checked} lines checked, {false} false, {silent} silent losses, "
            f"{unchecked} lines of no known shape ({len(truths)} reports)")


def group_lines(truths: list[Truth]) -> list[str]:
    """One line per format: lines checked, false lines, silent losses."""
    groups: dict[str, list[Truth]] = {}
    for one in truths:
        groups.setdefault(one.group, []).append(one)
    lines = []
    for group in sorted(groups, key=scoring._group_order):
        items = groups[group]
        lines.append(
            f"report truth: {group:<20} {sum(t.checked for t in items)} lines checked, "
            f"{sum(len(t.false_lines) for t in items)} false, {sum(len(t.silent_losses) for t in items)} silent losses"
        )
    return lines
