"""Reading Call of Cthulhu 7e statblocks."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sheetmaker.core.document import Document
from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import Report
from sheetmaker.io.statblock_text.blocks import (
    _AGE_RE,
    _FILLER_LINES,
    _blank,
    _Block,
    _join_lines,
    _name_and_extras,
)
from sheetmaker.io.statblock_text.common import CHARS, MAX_SKILLS, _abbr, _skill
from sheetmaker.io.statblock_text.detect import _CHAR_RE, _DAMAGE, _NUM
from sheetmaker.io.statblock_text.layouts.edition6 import convert, is_sixth

_SIGNED = r"([+-]?\s*\d{1,3})"


_DB_VALUE = r"(none|[+-]?\s*\d*\s*D\s*\d+|[+-]?\s*\d{1,2})(?![\dD])"


_DERIVED_RES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("san_loss", re.compile(
        r"\b(?:Sanity|SAN)\s*(?:Loss|cost)\s*[:.=-]?\s*(none|(?:\d{0,2}D\d{1,3}|\d{1,3})\s*/\s*(?:\d{0,2}D\d{1,3}(?:\s*[+]\s*\d{1,3})?|\d{1,3}))",
        re.IGNORECASE)),
    ("attacks", re.compile(
        r"\b(?:Attacks?|Atk)\s*(?:per|/)\s*(?:round|rnd)" + _NUM + r"(\d{1,2}(?:\s*\([^)\n]{0,60}\))?)",
        re.IGNORECASE)),
    ("hp", re.compile(r"(?<![A-Za-z])(?:HP|Hit\s*Points)(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("mp", re.compile(r"(?<![A-Za-z])(?:MP|Magic\s*Points)(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("san", re.compile(r"(?<![A-Za-z])(?:SAN|Sanity)(?![A-Za-z])" + _NUM + r"(\d{1,2})(?![\d/])", re.IGNORECASE)),
    ("luck", re.compile(r"(?<![A-Za-z])Luck(?![A-Za-z])" + _NUM + r"(\d{1,3})(?!\d)", re.IGNORECASE)),
    ("build", re.compile(r"(?<![A-Za-z])Build(?![A-Za-z])" + _NUM + _SIGNED + r"(?!\d)", re.IGNORECASE)),
    ("db", re.compile(r"(?<![A-Za-z])(?:DB|Damage\s*Bonus)(?![A-Za-z])" + _NUM + _DB_VALUE, re.IGNORECASE)),
    ("mov", re.compile(r"(?<![A-Za-z])(?:MOV|Move|Movement(?:\s*Rate)?)(?![A-Za-z])" + _NUM +
                       r"(\d{1,2})(?!\d)((?:\s*/\s*\d{1,2}\s*[A-Za-z]{0,12})*)", re.IGNORECASE)),
    ("cthulhu_mythos", re.compile(r"\bCthulhu\s*Mythos" + _NUM + r"(\d{1,2})\s*%?", re.IGNORECASE)),
)


_SECTION_WORDS = (
    r"Skills?|Languages?|Armou?r|Spells?|Special\s*(?:Powers?|Abilities)|Powers?|Combat|Attacks?|Weapons?|Notes?"
)


#: A section header: at the start of a line (or after a stat) with or without a colon, or
#: anywhere with a colon.
_SECTION_RE = re.compile(
    rf"(?:(?:^|(?<=[\n;]))[ ]*(?P<a>{_SECTION_WORDS})(?![A-Za-z])(?!\s*\()\s*[:.]?"
    # "Other Language:" / "Own Language:" of an occupation's skills are no languages list.
    rf"|(?<![A-Za-z])(?<!Other )(?<!Own )(?P<b>{_SECTION_WORDS})(?![A-Za-z])\s*:)",
    re.IGNORECASE,
)


_WEAPON_RE = re.compile(
    r"(?P<name>[^,;:%\n]{1,60}?)\s*:?\s*(?P<value>\d{1,3})\s*%?\s*"
    # Half and fifth values: "(25/10)", "(Hard 25%/Extreme 10%)".
    r"(?:\(\s*(?:Hard\s*)?\d{1,3}\s*%?\s*/\s*(?:Extreme\s*)?\d{1,3}\s*%?\s*\))?\s*[,;.]?\s*"
    r"(?:damage|dmg\.?)\s*:?\s*(?P<damage>" + _DAMAGE + r"(?:\s*[+-]\s*(?:damage\s*bonus|" + _DAMAGE + r")){0,4}"
    r"(?:\s*/\s*" + _DAMAGE + r"(?:\s*[+-]\s*" + _DAMAGE + r"){0,3}){0,3})"
    r"(?P<extras>(?:\s*,\s*(?:range|attacks|ammo|malf(?:unction)?|impaling|uses)\b[^,;\n]{0,80})*)",
    re.IGNORECASE,
)


_ITEM_RE = re.compile(
    r"^(?P<name>[A-Za-z.][^%\d]{0,80}?)\s*:?\s*(?P<value>\d{1,3})\s*(?P<pct>%?)\s*(?:\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?"
    r"(?:\s*[-–(]\s*[^)]{0,40}\)?)?\.?$"
)


_WEAPON_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"revolver|pistol|handgun|derringer|automatic|luger|colt|\.\d\d\b|mauser", re.I), "Firearms (Handgun)"),
    (re.compile(r"tommy|thompson|submachine|smg", re.I), "Firearms (Submachine Gun)"),
    (re.compile(r"machine\s*gun|lewis|browning automatic", re.I), "Firearms (Machine Gun)"),
    (re.compile(r"rifle|shotgun|carbine|musket|winchester|gauge|springfield|elephant gun", re.I),
     "Firearms (Rifle/Shotgun)"),
    (re.compile(r"\bbow\b|crossbow", re.I), "Firearms (Bow)"),
    (re.compile(r"flamethrower", re.I), "Firearms (Flamethrower)"),
    (re.compile(r"sword|sabre|saber|rapier|cutlass|machete", re.I), "Fighting (Sword)"),
    (re.compile(r"\baxe\b|hatchet", re.I), "Fighting (Axe)"),
    (re.compile(r"spear|pike|trident|javelin", re.I), "Fighting (Spear)"),
    (re.compile(r"whip", re.I), "Fighting (Whip)"),
    (re.compile(r"garrot", re.I), "Fighting (Garrote)"),
    (re.compile(r"chainsaw", re.I), "Fighting (Chainsaw)"),
    (re.compile(r"flail", re.I), "Fighting (Flail)"),
    (re.compile(r"throw|thrown|grenade|dynamite", re.I), "Throw"),
)


#: Shorthand skill names of statblocks → our labels.
_ALIASES = {
    "brawl": "Fighting (Brawl)",
    "fighting": "Fighting (Brawl)",
    "fighting attacks": "Fighting (Brawl)",
    "firearms": "Firearms (Handgun)",
    "handgun": "Firearms (Handgun)",
    "handguns": "Firearms (Handgun)",
    "rifle/shotgun": "Firearms (Rifle/Shotgun)",
    "rifle": "Firearms (Rifle/Shotgun)",
    "shotgun": "Firearms (Rifle/Shotgun)",
    "rifle / shotgun": "Firearms (Rifle/Shotgun)",
    "submachine gun": "Firearms (Submachine Gun)",
    "smg": "Firearms (Submachine Gun)",
    "machine gun": "Firearms (Machine Gun)",
    "bow": "Firearms (Bow)",
    "heavy weapons": "Firearms (Heavy Weapons)",
    "flamethrower": "Firearms (Flamethrower)",
    "sword": "Fighting (Sword)",
    "axe": "Fighting (Axe)",
    "spear": "Fighting (Spear)",
    "whip": "Fighting (Whip)",
    "garrote": "Fighting (Garrote)",
    "chainsaw": "Fighting (Chainsaw)",
    "flail": "Fighting (Flail)",
    "own language": "Language (Own)",
    "language (own)": "Language (Own)",
    "drive automobile": "Drive Auto",
    "drive": "Drive Auto",
    "mythos": "Cthulhu Mythos",
    "credit": "Credit Rating",
    "spot": "Spot Hidden",
    "library": "Library Use",
    "mech. repair": "Mechanical Repair",
    "elec. repair": "Electrical Repair",
    "op. heavy machinery": "Operate Heavy Machinery",
    "operate heavy machine": "Operate Heavy Machinery",
    "art": "Art/Craft (Any)",
    "craft": "Art/Craft (Any)",
}


def _squash(name: str) -> str:
    return re.sub(r"\s+", " ", name.replace("( ", "(").replace(" )", ")")).strip(" .:-").casefold()


def _resolve_skill(name: str, data) -> tuple[str, bool] | None:
    """Our label for a statblock's skill name and whether it needed a guess, or None."""
    from sheetmaker.systems.coc7.model import skill_label
    from sheetmaker.systems.coc7.rules import needs_specialisation

    key = _squash(name)
    if not key:
        return None
    alias = _ALIASES.get(key)
    if alias is not None:
        return alias, alias.casefold() != key
    compact = key.replace(" ", "")
    for sdef in data.skills:
        if sdef.name.casefold().replace(" ", "") == compact and not needs_specialisation(sdef):
            return sdef.name, sdef.name.casefold() != key
    hit = data.resolve(re.sub(r"\s*\(\s*", " (", name.strip()).replace(" )", ")"))
    if hit is not None:
        sdef, spec = hit
        if needs_specialisation(sdef) and not spec:
            return skill_label(sdef.name, "Any"), True
        return skill_label(sdef.name, spec), False
    # A bare specialisation: "Latin" → Language (Latin), "Biology" → Science (Biology).
    for sdef in data.skills:
        for spec in sdef.specialisations:
            if spec.casefold() == key:
                return skill_label(sdef.name, spec), True
    return _misspelt(compact, data)


def _misspelt(compact: str, data) -> tuple[str, bool] | None:
    """A skill name with a letter lost or misread by OCR ("Hi tory", "A tronomy", "CthuJhu
    Mythos", "Orive Automobile"): the one name of ours it is nearly (8 letters in 9 alike)."""
    import difflib

    from sheetmaker.systems.coc7.model import skill_label
    from sheetmaker.systems.coc7.rules import needs_specialisation

    if len(compact) < 6:
        return None
    names: dict[str, str] = {key.replace(" ", ""): label for key, label in _ALIASES.items()}
    for sdef in data.skills:
        if not needs_specialisation(sdef):
            names[sdef.name.casefold().replace(" ", "")] = sdef.name
        for spec in sdef.specialisations:
            names.setdefault(spec.casefold().replace(" ", ""), skill_label(sdef.name, spec))
    close = difflib.get_close_matches(compact, list(names), n=2, cutoff=0.88)
    if len(close) == 1 or (close and difflib.SequenceMatcher(None, compact, close[0]).ratio() > 0.95):
        return names[close[0]], True
    return None


@dataclass
class _CoCState:
    values: dict[str, tuple[int, str]] = field(default_factory=dict)  # label → (value, source)
    custom: dict[str, int] = field(default_factory=dict)
    weapons: list = field(default_factory=list)
    #: Skills whose value so far is an attack's (a skill stated as such replaces it).
    claimed: set[str] = field(default_factory=set)
    #: Skills read outside a skills list ("Credit Rating: 20-70" in an occupation's line): a
    #: skills list's value replaces them.
    weak: set[str] = field(default_factory=set)
    #: Custom skills of attacks with their own percentage (reported as such).
    own: set[str] = field(default_factory=set)


def _weapon_skill(name: str, data, explicit: str | None) -> str:
    if explicit:
        resolved = _resolve_skill(explicit, data)
        if resolved is not None:
            return resolved[0]
    resolved = _resolve_skill(name, data)
    if resolved is not None and (resolved[0].startswith(("Fighting", "Firearms")) or resolved[0] == "Throw"):
        return resolved[0]
    for weapon in data.weapons:
        if weapon.name.casefold() == name.strip().casefold():
            return weapon.skill
    for pattern, label in _WEAPON_WORDS:
        if pattern.search(name):
            return label
    return "Fighting (Brawl)"


def _own_percent(state: _CoCState, report: Report) -> None:
    """Attacks are weapons with their own percentage: a weapon whose percentage is not its
    skill's (``Bite 50%`` beside ``Brawl 30%``, ``Night-stick 52%`` beside the skill ``Brawl
    48%``) gets a skill of its own, named after it; the stated skills stay as stated."""
    for weapon in state.weapons:
        percent = weapon.get("percent")
        held = state.values.get(weapon["skill"])
        if percent is None or held is None or held[0] == percent:
            continue
        label = re.sub(r"\s+", " ", weapon["name"])[:120]
        if label.casefold() in (key.casefold() for key in state.values):
            continue
        state.custom.setdefault(label, percent)
        state.own.add(label)
        skill, weapon["skill"] = weapon["skill"], label
        report.mapped.append(translate(
            "Interchange", "{0} {1}%: a skill of its own for this attack ({2} is {3}%)."
        ).format(label, percent, _skill(skill), held[0]))


def _stated(found: dict[str, re.Match[str]], creature: bool, sixth: bool, age_stated: bool,
            attacks_per_round: str | None):
    """What the statblock states outright (:class:`~sheetmaker.systems.coc7.model.Stated`). A
    6th-edition statblock's Build and DB are converted (the 7th-edition rules give them; a
    human's HP and MP too); its SAN, MOV and a creature's HP and MP are kept."""
    from sheetmaker.systems.coc7.model import CoC7Sheet, Stated

    if "stated" not in CoC7Sheet.model_fields:
        return None
    values: dict[str, object] = {"creature": creature, "age_stated": age_stated}
    if "san" in found:
        values["san"] = int(found["san"].group(1))
    if attacks_per_round and (count := re.match(r"\d{1,2}", attacks_per_round)):
        values["attacks_per_round"] = int(count.group())
    if "mov" in found:
        values["mov"] = int(found["mov"].group(1))  # the same scale in both editions
    # HP and MP are on the same scale in both editions too (a creature's stand as stated; a
    # human's 6th-edition HP rounds up where the 7th edition's rule rounds down).
    for key in ("hp", "mp"):
        if key in found and (creature or not sixth):
            values[key] = int(found[key].group(1))
    if not sixth:
        if "build" in found:
            values["build"] = int(found["build"].group(1).replace(" ", ""))
        if "db" in found:
            values["db"] = _db_text(found["db"].group(1))
    return Stated(**values)


def _converted(report: Report, text: str, key: str, value: object, result: object) -> None:
    """A "converted:" line of the report, with its entry."""
    report.add("converted", text, key, value, result)


def _parse_coc(block: _Block, report: Report, data) -> Document:
    from sheetmaker.systems.coc7 import generate
    from sheetmaker.systems.coc7.model import CoC7Document, CoC7Sheet, Weapon
    from sheetmaker.systems.coc7.rules import derive

    name, extras = _name_and_extras(block.name_lines)
    notes: list[str] = []
    body = block.body
    if len(body) > 60_000:
        if name:
            report.lost.append(translate(
                "Interchange", "Only the first 60,000 characters of the statblock of {0} were read."
            ).format(name))
        else:
            report.lost.append(
                translate("Interchange", "Only the first 60,000 characters of the statblock of an NPC were read.")
            )
        body = body[:60_000]
    # OCR reads a zero after a digit as the letter O ("HP 1O").
    flat = re.sub(r"(?<=\b\d)O\b", "0", _join_lines(body))

    # Characteristics (the first of each).
    chars: dict[str, int] = {}
    spans: list[tuple[int, int]] = []
    for match in _CHAR_RE.finditer(flat):
        if match.group(1) not in chars:
            chars[match.group(1)] = int(match.group(2))
        spans.append(match.span())
    found: dict[str, re.Match[str]] = {}
    for key, pattern in _DERIVED_RES:
        derived_match = pattern.search(flat)
        if derived_match:
            found[key] = derived_match
            spans.append(derived_match.span())
    rest = _blank(flat, spans)
    sixth = is_sixth(chars, flat)
    if sixth:
        converted = convert(chars)
        report.notes.append(translate(
            "Interchange", "A 6th-edition statblock: converted to the 7th edition (characteristics ×5, derived "
            "values from the 7th-edition rules, SAN and skills kept)."))
        for key in CHARS:
            if key in chars:
                _converted(report, translate("Interchange", "{0} {1} (6th edition) → {2}.").format(
                    _abbr(key), chars[key], converted[key]), f"characteristics.{key}", chars[key], converted[key])
        chars = converted

    age = None
    era = "1920s"
    description: list[str] = []
    for extra in extras:
        age_match = _AGE_RE.search(extra)
        if age_match and age is None:
            age = int(age_match.group(1) or age_match.group(2) or age_match.group(3))
            age_remainder = _AGE_RE.sub("", extra).strip(" ,;.")
            if age_remainder:
                description.append(age_remainder)
        elif re.fullmatch(r"modern(?:\s*era)?", extra, re.IGNORECASE):
            era = "modern"
        elif re.fullmatch(r"(?:classic|1920'?s)(?:\s*era)?", extra, re.IGNORECASE):
            era = "1920s"
        else:
            description.append(extra)

    read_chars = ", ".join(f"{_abbr(key)} {chars[key]}" for key in CHARS if key in chars)
    if read_chars:
        report.read.append(translate("Interchange", "Characteristics: {0}.").format(read_chars))
    else:
        report.read.append(translate("Interchange", "No characteristics."))
    missing = [key for key in CHARS if key not in chars]
    # A creature has no APP or EDU of its own (nor an age).
    creature = "APP" in missing and "EDU" in missing
    if creature and sixth:
        report.notes.append(translate(
            "Interchange", "A creature (no APP or EDU): its HP, MP and MOV are kept as stated."))
    elif creature:
        report.notes.append(translate(
            "Interchange", "A creature (no APP or EDU): its HP, MP, MOV, Build and Damage Bonus are kept as stated."))
    if missing:
        # The sheet's notes keep the English sentence; the report says it in the language in use.
        notes.append(
            f"The statblock gives no {', '.join(missing)}; "
            f"{'they are' if len(missing) > 1 else 'it is'} 0 on this sheet."
        )
        if len(missing) > 1:
            text = translate("Interchange", "The statblock gives no {0}; they are 0 on this sheet.")
        else:
            text = translate("Interchange", "The statblock gives no {0}; it is 0 on this sheet.")
        report.notes.append(text.format(", ".join(_abbr(key) for key in missing)))

    age_stated = age is not None and 0 <= age <= 200
    if age is not None and 0 <= age <= 200:
        report.read.append(translate("Interchange", "Age {0}.").format(age))
    else:
        if creature and age is None:
            pass
        elif age is not None:
            report.lost.append(translate("Interchange", "Age {0} is not a possible age; 25 is used.").format(age))
        else:
            report.notes.append(
                translate("Interchange", "The statblock gives no age; 25 is used (it only changes MOV).")
            )
        age = 25
    if description:
        report.notes.append(
            translate("Interchange", "Kept in the notes: {0}.").format("; ".join(d[:80] for d in description[:3]))
        )
    sheet = CoC7Sheet(era=era, age=age)
    sheet = generate.with_characteristics(sheet, {key: min(value, 999) for key, value in chars.items()})

    # Sections.
    state = _CoCState()
    sections = _sections(rest)
    attacks_per_round = None
    if "attacks" in found:
        attacks_per_round = found["attacks"].group(1).strip()
        report.read.append(translate("Interchange", "Attacks per round: {0}.").format(attacks_per_round))
    lost_text: list[str] = []
    for kind, text in sections:
        if kind in ("armour",):
            armour_text = text.strip(" .;,:\n")
            if armour_text.casefold() in ("none", "nil", "-", "no"):
                armour_text = ""
            if len(armour_text) > 200:
                report.lost.append(translate("Interchange", "The armour text was cut to 200 characters."))
            sheet = sheet.model_copy(update={"armour": armour_text[:200]})
            if armour_text:
                report.read.append(translate("Interchange", "Armour: {0}.").format(armour_text))
            else:
                report.read.append(translate("Interchange", "Armour: none."))
        elif kind == "spells":
            spells_text = text.strip(" .;,:\n")
            if spells_text.casefold() in ("none", "-"):
                spells_text = ""
            backstory = sheet.backstory.model_copy(update={"arcane": spells_text})
            sheet = sheet.model_copy(update={"backstory": backstory})
            if spells_text:
                report.read.append(translate("Interchange", "Spells: {0}.").format(spells_text))
                report.mapped.append(
                    translate("Interchange", "Spells → the Arcane Tomes, Spells & Artifacts section of the backstory.")
                )
            else:
                report.read.append(translate("Interchange", "Spells: none."))
        elif kind in ("special", "notes"):
            if text.strip(" .;,:"):
                description.append(text.strip(" .;,:"))
        else:
            leftover = _read_items(text, kind, state, data, report)
            lost_text.extend(leftover)

    # Skill values.
    from sheetmaker.systems.coc7.model import Skill

    _own_percent(state, report)

    values = list(state.values.items())
    if len(values) + len(state.custom) > MAX_SKILLS:
        dropped = [_skill(label) for label, _ in values[MAX_SKILLS:]] + list(state.custom)[
            max(0, MAX_SKILLS - len(values)):
        ]
        if len(dropped) > 10:
            text = translate("Interchange", "Only the first {0} skills were read; {1} more were not: {2}...")
        else:
            text = translate("Interchange", "Only the first {0} skills were read; {1} more were not: {2}.")
        report.lost.append(text.format(MAX_SKILLS, len(dropped), ", ".join(dropped[:10])))
        values = values[:MAX_SKILLS]
        state.custom = dict(list(state.custom.items())[: max(0, MAX_SKILLS - len(values))])
    for label, (value, source) in values:
        try:
            sheet = generate.with_skill_value(sheet, label, min(value, 999), data)
        except ValueError:
            state.custom[label] = value
            continue
        if label.endswith(" (Any)"):
            report.mapped.append(
                translate("Interchange", "'{0}' {1}% → {2}, with no specialisation named.").format(
                    source, value, _skill(label[:-6])
                )
            )
        elif source.casefold() != label.casefold():
            report.mapped.append(translate("Interchange", "'{0}' → {1} {2}%.").format(source, _skill(label), value))
        else:
            report.mapped.append(translate("Interchange", "{0} {1}%.").format(_skill(label), value))
    if state.custom:
        skills = list(sheet.skills)
        existing = {skill.label.casefold() for skill in skills}
        for label, value in state.custom.items():
            if label.casefold() in existing:
                continue
            skills.append(Skill(name=label[:120], custom_base=0, personal=min(value, 999)))
            existing.add(label.casefold())
            if label in state.own:
                continue
            report.mapped.append(
                translate("Interchange", "'{0}' {1}% → a custom skill (not in the skill list).").format(label, value)
            )
        sheet = sheet.model_copy(update={"skills": skills})
    modern = [label for label in state.values if (hit := data.resolve(label)) and "1920s" not in hit[0].eras]
    if modern and sheet.era != "modern":
        sheet = sheet.model_copy(update={"era": "modern"})
        report.notes.append(translate("Interchange", "Modern era, from the skill {0}.").format(_skill(modern[0])))

    weapons = []
    for weapon in state.weapons[:100]:
        if attacks_per_round and weapon.get("attacks") is None:
            weapon["attacks"] = attacks_per_round[:200]
        weapon.pop("percent", None)
        weapons.append(Weapon(**{key: value for key, value in weapon.items() if value is not None}))
    sheet = sheet.model_copy(update={"weapons": weapons})
    if weapons:
        listed = ", ".join(f"{w.name} ({w.damage})" for w in weapons)
        if len(weapons) == 1:
            report.read.append(translate("Interchange", "1 attack: {1}.").format(len(weapons), listed))
        else:
            report.read.append(translate("Interchange", "{0} attacks: {1}.").format(len(weapons), listed))

    # Derived values: a creature's kept as stated; a human's compared with ours (a 6th-edition
    # statblock's converted: ours replace them).
    stated_values = _stated(found, creature, sixth, age_stated, attacks_per_round)
    if stated_values is not None:
        sheet = sheet.model_copy(update={"stated": stated_values})
    derived = derive(sheet, data)
    updates: dict[str, object] = {}
    stated_notes: list[str] = []

    def compare(what: str, stated: str, ours: str, why: str, kept: str = "", key: str = "") -> bool:
        """Whether the stated value is ours; a difference is reported (``kept``: the sentence for a
        stated value the sheet keeps, with ``{0}`` for it)."""
        if creature and (not sixth or key in ("HP", "MP", "MOV")):
            report.read.append(translate("Interchange", "{0} {1} (as stated; a creature).").format(what, stated))
            return True
        if stated.replace(" ", "").casefold() == ours.replace(" ", "").casefold():
            report.read.append(translate("Interchange", "{0} {1} (as the rules give).").format(what, stated))
            return True
        if sixth:
            _converted(report, translate("Interchange", "{0} {1} (6th edition) → {2} (7th-edition rules: {3}).").format(
                what, stated, ours, why), f"derived.{key}", stated, ours)
            return True
        text = translate("Interchange", "{0}: the statblock says {1}, the rules give {2} ({3}).").format(
            what, stated, ours, why
        )
        report.disagreements.append(text + (" " + kept.format(stated) if kept else ""))
        return False

    c = sheet.characteristics
    if "hp" in found:
        stated = int(found["hp"].group(1))
        if not compare(translate("Interchange", "HP"), str(stated), str(derived.hp_max),
                       f"({_abbr('CON')} {c.CON} + {_abbr('SIZ')} {c.SIZ}) / 10",
                       translate("Interchange", "SheetMaker keeps {0} as the current HP."), "HP"):
            updates["hp"] = stated
            stated_notes.append(f"HP {stated}")  # the sheet's notes
    if "mp" in found:
        stated = int(found["mp"].group(1))
        if not compare(translate("Interchange", "MP"), str(stated), str(derived.mp_max), f"{_abbr('POW')} {c.POW} / 5",
                       translate("Interchange", "SheetMaker keeps {0} as the current MP."), "MP"):
            updates["mp"] = stated
            stated_notes.append(f"MP {stated}")
    if "san" in found:
        stated = int(found["san"].group(1))
        start = min(derived.san_start, derived.san_max)
        if stated != start:
            updates["san"] = stated
            report.read.append(translate(
                "Interchange", "SAN {0} (kept as the current SAN; the starting SAN would be {1})."
            ).format(stated, start))
        else:
            report.read.append(translate("Interchange", "SAN {0}.").format(stated))
    if "luck" in found and int(found["luck"].group(1)) > 99:
        report.add("not carried", translate(
            "Interchange", "Luck {0}: a sheet's Luck is at most 99; it is 0 on this sheet."
        ).format(found["luck"].group(1)), "derived.Luck", int(found["luck"].group(1)))
    elif "luck" in found:
        updates["luck"] = int(found["luck"].group(1))
        report.read.append(translate("Interchange", "Luck {0}.").format(updates["luck"]))
    else:
        report.notes.append(translate("Interchange", "The statblock gives no Luck; it is 0 on this sheet."))
    if "cthulhu_mythos" in found:
        value = int(found["cthulhu_mythos"].group(1))
        updates["cthulhu_mythos"] = value
        report.read.append(translate("Interchange", "{0} {1}%.").format(_skill("Cthulhu Mythos"), value))
    strsiz = f"{_abbr('STR')} {c.STR} + {_abbr('SIZ')} {c.SIZ}"
    if "db" in found:
        stated_text = _db_text(found["db"].group(1))
        if not compare(translate("Interchange", "DB"), stated_text, derived.damage_bonus, strsiz, key="DB"):
            stated_notes.append(f"DB {stated_text}")
    if "build" in found:
        stated_text = found["build"].group(1).replace(" ", "")
        stated_text = str(int(stated_text))
        if not compare(translate("Interchange", "Build"), stated_text, str(derived.build), strsiz, key="Build"):
            stated_notes.append(f"Build {stated_text}")
    if "mov" in found:
        stated_text = found["mov"].group(1)
        mov_why = ", ".join([
            f"{_abbr('STR')} {c.STR}", f"{_abbr('DEX')} {c.DEX}", f"{_abbr('SIZ')} {c.SIZ}",
            translate("Interchange", "age {0}").format(sheet.age),
        ])
        if not compare(translate("Interchange", "MOV"), stated_text, str(derived.mov), mov_why, key="MOV"):
            stated_notes.append(f"MOV {stated_text}")
        other = re.sub(r"\s*/\s*", "/", found["mov"].group(2).strip())
        if other:
            description.append(f"MOV {stated_text}{other}")
    if "san_loss" in found:
        san_loss = re.sub(r"\s+", "", found["san_loss"].group(1))
        updates["san_loss"] = "" if san_loss.casefold() == "none" else san_loss[:60]
        report.read.append(translate("Interchange", "Sanity loss {0}.").format(san_loss))
    sheet = sheet.model_copy(update=updates)

    if stated_notes:
        description.append("The statblock states " + ", ".join(stated_notes) + ".")
    if notes:
        description.extend(notes)
    for text in lost_text:
        if _is_filler(text):
            continue
        report.lost.append(translate("Interchange", "Not read: '{0}'.").format(text[:120]))
    # Text above the first statblock, but the page's own title (the name again) and headings.
    leading = "\n".join(
        line for line in block.leading.split("\n")
        if line.strip() and line.strip().casefold() not in (name.casefold(), *_FILLER_LINES)
        and not (name and line.strip().casefold().startswith(name.casefold() + ","))
    )
    if leading:
        report.lost.append(
            translate("Interchange", "Text before the first statblock was not read: '{0}'.").format(leading[:120])
        )
    if not name:
        report.notes.append(translate("Interchange", "The statblock has no name line; the sheet is unnamed."))
    document = CoC7Document(kind="npc", name=name[:200], notes="\n".join(description)[:200_000], sheet=sheet)
    return CoC7Document.model_validate(document.model_dump())


#: Words of table headings and "Average Hit Points" that carry no value of their own.
#: One word made of them ("Average", "avg.", "rolls", "charvalues"). Matched word by word: one
#: pattern over the whole text, its spaces shared between repeats, backtracks exponentially
#: ("av av av ... x" took minutes).
_FILLER_WORD_RE = re.compile(r"(?:av(?:erage)?s?\.?|char(?:acteristics?)?\.?|rolls?|values?|combat|stats?)+",
                             re.IGNORECASE)


def _is_filler(text: str) -> bool:
    """Whether the text is only filler words (and spaces)."""
    words = text.split()
    return bool(words) and all(_FILLER_WORD_RE.fullmatch(word) for word in words)


def _db_text(raw: str) -> str:
    value = raw.replace(" ", "").upper()
    if value in ("NONE", "0", "+0", "-0"):
        return "0"
    if "D" in value:
        if value.startswith("D"):
            value = "1" + value
        if not value.startswith(("+", "-")):
            value = "+" + value
        if value[1] == "D":
            value = value[0] + "1" + value[1:]
        return value
    return value if value.startswith(("+", "-")) else "+" + value


_SECTION_KIND = {
    "skill": "skills", "skills": "skills", "language": "languages", "languages": "languages",
    "armor": "armour", "armour": "armour", "spell": "spells", "spells": "spells",
    "combat": "combat", "attack": "combat", "attacks": "combat", "weapon": "combat", "weapons": "combat",
    "note": "notes", "notes": "notes", "power": "special", "powers": "special",
}


def _sections(text: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    kind = "main"
    last = 0
    for match in _SECTION_RE.finditer(text):
        word = re.sub(r"\s+", " ", match.group("a") or match.group("b")).casefold()
        new = "special" if word.startswith("special") else _SECTION_KIND.get(word, "main")
        out.append((kind, text[last:match.start()]))
        kind, last = new, match.end()
    out.append((kind, text[last:]))
    split: list[tuple[str, str]] = []
    around = "main"  # the list an armour or spells line sits in
    for kind, body in out:
        if kind in ("armour", "spells", "special", "notes") and "\n" in body.strip():
            # These run to the end of their line; what follows belongs to the list around them
            # (an attacks list goes on after its "Armor:" line).
            head, _, tail = body.strip().partition("\n")
            split.extend([(kind, head), (around, tail)])
        else:
            split.append((kind, body))
            if kind not in ("armour", "spells", "special", "notes"):
                around = kind
    return [(kind, body) for kind, body in split if body.strip(" ;,.\n")]


#: An attack of an attacks list with no percentage of its own: "Bite and hold: 1d4 per round",
#: "Grasp (mnvr): target immobile and must win an opposed STR roll to escape".
_PLAIN_ATTACK_RE = re.compile(
    r"^(?P<name>[A-Z][A-Za-z' -]{1,40}?)(?:\s*\((?:mnvr|maneuver|manoeuvre)\))?\s*:\s*(?P<what>[^%\n]{1,200})$",
    re.MULTILINE,
)

_DICE_RE = re.compile(r"\b\d{0,2}D\d{1,3}\b", re.IGNORECASE)

#: Labels of an attacks list that are no attack.
_NO_ATTACK = re.compile(r"dodge|armou?r|attacks?\b.*|sanity.*|skills?|spells?|notes?|special.*|combat", re.IGNORECASE)


def _plain_attacks(text: str, state: _CoCState, data) -> str:
    """Attacks listed without a percentage (they use their skill's: Fighting (Brawl) unless the
    name says otherwise) → weapons whose damage is the text as stated; the text without them."""
    spans = []
    for match in _PLAIN_ATTACK_RE.finditer(text):
        name, what = match.group("name").strip(), match.group("what").strip()
        # A description ("Hypnosis: By introducing ultra-high ... tones.") is no attack.
        attack = not what.endswith(".") and (len(what) <= 60 or _DICE_RE.search(what) is not None)
        if _NO_ATTACK.fullmatch(name) or len(state.weapons) >= 100 or not attack:
            continue
        spans.append(match.span())
        state.weapons.append({"name": name[:120], "skill": _weapon_skill(name, data, None),
                              "damage": what[:200], "attacks": None})
    return _blank(text, spans)


def _listed_weapon(name: str, label: str, value: int, state: _CoCState, data, report: Report) -> None:
    """An attack of a weapons list with a percentage and no damage ("Brawl 65%"): a weapon with
    the damage of the weapons list's weapon of that name (Unarmed for a brawl)."""
    if not label.startswith(("Fighting", "Firearms")) or len(state.weapons) >= 100:
        return
    if any(weapon["name"].casefold() == name.casefold() for weapon in state.weapons):
        return
    listed = next((w for w in data.weapons if w.name.casefold() == name.casefold()), None)
    if listed is None and label == "Fighting (Brawl)":
        listed = next((w for w in data.weapons if w.name == "Unarmed"), None)
    if listed is None:
        return
    state.weapons.append({"name": name[:120], "skill": label, "damage": listed.damage, "attacks": None,
                          "percent": value})
    report.mapped.append(translate(
        "Interchange", "'{0}' {1}% with no damage given: the damage of the weapons list's {2}, {3}."
    ).format(name, value, listed.name, listed.damage))


def _read_items(text: str, kind: str, state: _CoCState, data, report: Report) -> list[str]:
    """Weapons (anything with a damage) and skills (``Name 60%``) of a stretch of text; returns
    the pieces that could not be read."""
    spans = []
    for match in _WEAPON_RE.finditer(text):
        spans.append(match.span())
        weapon_name = match.group("name").strip(" ;,-").rstrip(".").strip()
        weapon_name = re.sub(r"^(?:and|or)\s+", "", weapon_name, flags=re.IGNORECASE) or "Attack"
        extras = match.group("extras") or ""
        fields: dict[str, object] = {"attacks": None}
        count = re.search(r"\s*(\(\d{1,2}\))$", weapon_name)
        if count and count.start():
            # "Claws (4) 25%": how many, kept in the weapon's notes.
            weapon_name, fields["notes"] = weapon_name[: count.start()], count.group(1)
        explicit = None
        damage_type = "non_impaling"
        for part in extras.split(","):
            part = part.strip()
            if not part:
                continue
            word, _, value = part.partition(" ")
            word = word.casefold()
            value = value.strip()
            if word == "range":
                fields["range"] = value[:200]
            elif word == "attacks":
                fields["attacks"] = value[:200]
            elif word == "ammo" and value.isdigit():
                fields["ammo"] = min(int(value), 9999)
            elif word.startswith("malf") and value.isdigit() and 1 <= int(value) <= 100:
                fields["malfunction"] = int(value)
            elif word == "impaling":
                damage_type = "impaling"
            elif word == "uses":
                explicit = value
        skill = _weapon_skill(weapon_name, data, explicit)
        value = int(match.group("value"))
        damage = re.sub(r"damage\s*bonus", "DB", match.group("damage"), flags=re.IGNORECASE)
        damage = re.sub(r"\s+", "", damage).upper().replace("1/2DB", "½DB")
        state.weapons.append(
            {"name": weapon_name[:120], "skill": skill, "damage": damage[:200], "damage_type": damage_type, **fields}
        )
        state.weapons[-1]["percent"] = value
        # An attack named as its skill ("Brawl 30%") states the skill; another ("Bite 50%")
        # gives it a value only until the skill is stated.
        named = (_resolve_skill(weapon_name, data) or ("", False))[0] == skill
        if skill not in state.values or (named and skill in state.claimed):
            state.values[skill] = (value, weapon_name)
            state.claimed.add(skill)
            if named:
                state.claimed.discard(skill)
    rest = _blank(text, spans)
    if kind == "combat":
        rest = _plain_attacks(rest, state, data)
    leftover: list[str] = []
    for piece in re.split(r"[;,\n]|\s{2,}|\.(?=\s+[A-Z])", rest):
        piece = piece.strip(" .:-")
        if not piece:
            continue
        item_match = _ITEM_RE.match(piece)
        if item_match is None:
            leftover.extend(_known_runs(piece, state, data, report, kind))
            continue
        _add_skill(item_match.group("name"), int(item_match.group("value")), bool(item_match.group("pct")), kind, state,
                   data, report, leftover, piece)
    return leftover


_RUN_RE = re.compile(
    r"([A-Za-z][A-Za-z .'/()&:-]{0,60}?)\s*:?\s*(\d{1,3})\s*(%?)(?:\s*\(\s*\d{1,3}\s*/\s*\d{1,3}\s*\))?"
)


def _known_runs(piece: str, state: _CoCState, data, report: Report, kind: str) -> list[str]:
    """Several skills without separators (``Listen 50% Spot Hidden 45%``)."""
    leftover: list[str] = []
    last = 0
    for match in _RUN_RE.finditer(piece):
        before = piece[last:match.start()].strip(" .:-")
        if before:
            leftover.append(before)
        _add_skill(match.group(1), int(match.group(2)), bool(match.group(3)), kind, state, data, report, leftover,
                   match.group(0))
        last = match.end()
    tail = piece[last:].strip(" .:-")
    if tail:
        leftover.append(tail)
    return leftover


def _add_skill(raw: str, value: int, pct: bool, kind: str, state: _CoCState, data, report: Report,
               leftover: list[str], piece: str) -> None:
    name = raw.strip(" .:-")
    # "Language (Other) Latin", a sheet's heading before the language.
    name = re.sub(r"^Language\s*\((?:Other|Own)\)\s+(?=\w)(.+)$", r"Language (\1)", name, flags=re.IGNORECASE)
    if kind == "languages" and not name.casefold().startswith("language"):
        name = "Language (Own)" if name.casefold() == "own" else f"Language ({name})"
    resolved = _resolve_skill(name, data)
    if resolved is not None:
        label, guessed = resolved
        if kind == "combat":
            _listed_weapon(name, label, value, state, data, report)
        if label not in state.values or label in state.claimed or (
            label in state.weak and kind in ("skills", "languages")
        ):
            state.values[label] = (value, name)
            state.claimed.discard(label)
            if kind in ("skills", "languages"):
                state.weak.discard(label)
            else:
                state.weak.add(label)
        return
    if kind in ("skills", "languages") or pct:
        label = re.sub(r"\s+", " ", name)[:120]
        if label and label not in state.custom:
            state.custom[label] = value
        return
    leftover.append(piece.strip())
