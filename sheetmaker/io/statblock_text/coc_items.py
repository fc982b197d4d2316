"""Reading the items of a Call of Cthulhu statblock's lists: its sections (skills, languages,
combat, armour, spells...), weapons and attacks (with their own percentages), skills (our labels
for a statblock's names, OCR misreadings included)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from sheetmaker.core.i18n import translate
from sheetmaker.io.interchange import Report
from sheetmaker.io.statblock_text.blocks import _blank
from sheetmaker.io.statblock_text.common import _skill
from sheetmaker.io.statblock_text.detect import _DAMAGE

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
    # A name may hold a comma before lower-case words: "Knife, small (switchblade etc.)".
    r"(?P<name>[A-Z][A-Za-z-]{1,20},\s+[a-z][^,;:%\n\d]{0,40}?|[^,;:%\n]{1,60}?)\s*:?\s*(?P<value>\d{1,3})\s*%?\s*"
    # Half and fifth values: "(25/10)", "(Hard 25%/Extreme 10%)".
    r"(?:\(\s*(?:Hard\s*)?\d{1,3}\s*%?\s*/\s*(?:Extreme\s*)?\d{1,3}\s*%?\s*\))?\s*[,;.]?\s*"
    r"(?:damage|dmg\.?)\s*:?\s*(?P<damage>" + _DAMAGE + r"(?:\s*[+-]\s*(?:damage\s*bonus|" + _DAMAGE + r")){0,4}"
    # A footnote mark after the damage ("1D3*") is the statblock's.
    r"(?:\s*/\s*" + _DAMAGE + r"(?:\s*[+-]\s*" + _DAMAGE + r"){0,3}){0,3}\*?)"
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
        report.add("mapped", translate(
            "Interchange", "{0} {1}%: a skill of its own for this attack ({2} is {3}%)."
        ).format(label, percent, _skill(skill), held[0]), f"skills.{label}", label)


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
        # "Rifle 60%, none carried": the skill is kept, no weapon is made up.
        report.add("not carried", translate(
            "Interchange", "'{0}' {1}% with no damage given: no weapon is made ({2} {1}% is kept)."
        ).format(name, value, _skill(label)), f"weapons.{name[:120]}", name)
        return
    state.weapons.append({"name": name[:120], "skill": label, "damage": listed.damage, "attacks": None,
                          "percent": value})
    report.add("mapped", translate(
        "Interchange", "'{0}' {1}% with no damage given: the damage of the weapons list's {2}, {3}."
    ).format(name, value, listed.name, listed.damage), f"weapons.{name[:120]}", name)


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
