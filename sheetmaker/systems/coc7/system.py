"""The Call of Cthulhu 7e entry of the system registry."""

from __future__ import annotations

from typing import Any

from sheetmaker.core.i18n import QT_TRANSLATE_NOOP
from sheetmaker.core.violations import Violation
from sheetmaker.systems import GameSystem
from sheetmaker.systems.coc7 import validate as _validate
from sheetmaker.systems.coc7.model import CHARACTERISTICS, CoC7Document
from sheetmaker.systems.coc7.rules import Derived, derive

TITLE = QT_TRANSLATE_NOOP("GameSystem", "Call of Cthulhu 7th edition")  # shown through translate()


def validate(document: CoC7Document) -> list[Violation]:
    """Every rule violation of the sheet (NPCs skip the creation checks)."""
    return _validate.validate(document.sheet, kind=document.kind)


def checks_off(document: CoC7Document) -> list[str]:
    """The checks ``validate`` cannot run for the sheet and why (free entry, NPCs...)."""
    return _validate.checks_off(document.sheet, kind=document.kind)


def _budget(budget) -> dict[str, int]:
    return {"total": budget.total, "spent": budget.spent, "left": budget.left}


def summary(document: CoC7Document) -> dict[str, Any]:
    """JSON-ready description of the sheet for ``sheetmaker show --json``."""
    sheet = document.sheet
    d = derive(sheet)
    cr = d.credit_rating
    return {
        "era": sheet.era,
        "age": sheet.age,
        "occupation": sheet.occupation.name if sheet.occupation else None,
        "creation": {
            "method": sheet.creation.method,
            "skill_method": sheet.creation.skill_method,
        },
        "characteristics": {
            name: {"value": v.value, "half": v.half, "fifth": v.fifth} for name, v in d.characteristics.items()
        },
        "derived": {
            "hp_max": d.hp_max,
            "mp_max": d.mp_max,
            "san_start": d.san_start,
            "san_max": d.san_max,
            "luck": d.luck,
            "damage_bonus": d.damage_bonus,
            "build": d.build,
            "mov": d.mov,
            "hp": d.hp,
            "mp": d.mp,
            "san": d.san,
            "dodge": _dodge(d),
            "cthulhu_mythos": d.cthulhu_mythos,
        },
        "skills": [
            {
                "name": line.label,
                "value": line.value,
                "half": line.half,
                "fifth": line.fifth,
                "base": line.base,
                "occupation": line.is_occupation,
                "points": {
                    "occupation": line.occupation,
                    "personal": line.personal,
                    "experience": line.experience,
                },
                "ticked": line.ticked,
                "uncommon": line.uncommon,
                "custom": line.custom,
            }
            for line in d.skills
        ],
        "budget": {
            "occupation": {**_budget(d.occupation_budget), "formula": d.points_formula_text},
            "personal": _budget(d.personal_budget),
        },
        "credit_rating": {
            "value": cr.value,
            "band": cr.band,
            "cash": cr.cash,
            "assets": cr.assets,
            "spending_level": cr.spending_level,
        },
    }


def _dodge(d: Derived) -> int:
    line = d.skill("Dodge")
    return line.value if line is not None else d.dodge_base


def _skill_text(line) -> str:
    mark = "*" if line.is_occupation else " "
    return f"{mark} {line.label} {line.value} ({line.half}/{line.fifth})"


def describe(document: CoC7Document) -> str:
    """Readable description of the sheet for ``sheetmaker show``."""
    sheet = document.sheet
    d = derive(sheet)
    occupation = sheet.occupation.name if sheet.occupation else "no occupation"
    lines = [f"Era: {sheet.era}; age {sheet.age}; {occupation}"]
    chars = [f"{name} {d.characteristics[name]}" for name in CHARACTERISTICS]
    lines.append("Characteristics: " + ", ".join(chars[:4]))
    lines.append("                 " + ", ".join(chars[4:]))
    lines.append(
        f"HP {d.hp}/{d.hp_max}, MP {d.mp}/{d.mp_max}, SAN {d.san} (start {d.san_start}, max {d.san_max}), "
        f"Luck {d.luck}"
    )
    lines.append(f"Damage Bonus {d.damage_bonus}, Build {d.build}, MOV {d.mov}, Dodge {_dodge(d)}")
    cr = d.credit_rating
    lines.append(
        f"Credit Rating {cr.value} ({cr.band}): cash {cr.cash}, assets {cr.assets}, "
        f"spending level {cr.spending_level}"
    )
    ob, pb = d.occupation_budget, d.personal_budget
    formula = f" ({d.points_formula_text})" if d.points_formula_text else ""
    lines.append(
        f"Skill points: occupation {ob.spent} of {ob.total}{formula}; personal {pb.spent} of {pb.total}"
    )
    shown = [line for line in d.skills if not line.uncommon or line.value != line.base or line.is_occupation]
    lines.append("Skills (* occupation):")
    lines.extend("  " + _skill_text(line) for line in shown)
    return "\n".join(lines)


SYSTEM = GameSystem(
    key="coc7",
    title=TITLE,
    document_class=CoC7Document,
    validate=validate,
    summary=summary,
    describe=describe,
    derive=derive,
    checks_off=checks_off,
)
