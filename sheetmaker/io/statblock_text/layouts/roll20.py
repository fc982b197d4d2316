"""Roll20 compendium attribute lists: ``attribute`` on one line, its value on the next
(``hitpoints`` / ``13``, ``characteristics_average`` / ``{"strength":"80",...}``,
``combat_attacks`` / a JSON list), rewritten as a keeper statblock."""

from __future__ import annotations

import json
import re

_KEYS = frozenset((
    "armor", "attacks_per_round", "build", "characteristics_average", "characteristics_roll",
    "combat_abilities", "combat_attacks", "damage_bonus", "dodge", "hitpoints", "magicpoints", "move",
    "sanity_loss", "short_description", "skills", "special_abilities", "spells_known", "type",
    "sanity", "luck", "age", "languages",
))

_CHARS = {"strength": "STR", "constitution": "CON", "size": "SIZ", "dexterity": "DEX", "appearance": "APP",
          "intelligence": "INT", "power": "POW", "education": "EDU"}

_LABELS = {"hitpoints": "HP", "magicpoints": "MP", "build": "Build", "damage_bonus": "DB", "move": "MOV",
           "attacks_per_round": "Attacks per round", "armor": "Armour", "sanity_loss": "Sanity loss",
           "sanity": "SAN", "luck": "Luck", "age": "age", "spells_known": "Spells"}


def _pairs(text: str) -> list[tuple[str, str]]:
    lines = [line.strip() for line in text.split("\n")]
    out: list[tuple[str, str]] = []
    index = 0
    while index < len(lines):
        key = lines[index].casefold()
        if key in _KEYS and index + 1 < len(lines):
            out.append((key, lines[index + 1]))
            index += 2
            continue
        index += 1
    return out


def matches(text: str) -> float:
    """How much the text looks like an attribute list (4+ known attribute names on lines of
    their own, one holding the characteristics as JSON)."""
    keys = {key for key, _ in _pairs(text)}
    if "characteristics_average" not in keys and "characteristics_roll" not in keys:
        return 0.0
    return min(1.0, len(keys) / 4)


def _json(value: str):
    try:
        return json.loads(value)
    except ValueError:
        return None


def rewrite(text: str) -> str:
    """The attribute list as a keeper statblock: the name line (the text before ``Attributes``),
    the characteristics, the derived values, the attacks with their percentages, the skills."""
    head = text.split("\n")
    name = next((line.strip() for line in head if line.strip()), "")
    out = [name]
    rest: list[str] = []
    skills: list[str] = []
    combat: list[str] = []
    for key, value in _pairs(text):
        if key == "characteristics_average":
            chars = _json(value)
            if isinstance(chars, dict):
                out.append(" ".join(f"{_CHARS[k]} {v}" for k, v in chars.items() if k in _CHARS))
        elif key == "combat_attacks":
            attacks = _json(value)
            for attack in attacks if isinstance(attacks, list) else ():
                if not isinstance(attack, dict):
                    continue
                damage = str(attack.get("damage") or "")
                if not str(attack.get("target", "")).isdigit():
                    # A manoeuvre with no percentage of its own: its damage as stated.
                    what = damage or str(attack.get("alt_damage") or "")
                    if what:
                        combat.append(f"{attack.get('name', 'Attack')}: {what}")
                    continue
                line = f"{attack.get('name', 'Attack')} {attack['target']}%"
                combat.append(line + (f", damage {damage}" if damage else ""))
        elif key == "dodge" and value.isdigit():
            combat.append(f"Dodge {value}%")
        elif key == "skills":
            skills.append("Skills: " + re.sub(r"(\d{1,3})(?!\d|%)", r"\1%", value))
        elif key == "short_description":
            rest.append(f"Notes: {value}")
        elif key in _LABELS:
            rest.append(f"{_LABELS[key]}: {value}")
    return "\n".join([*out, *rest, *(["Combat", *combat] if combat else []), *skills])
