"""The keeper's edits of ``sheetmaker new``: characteristics entered freely, a skill's final
value turned into points."""

from __future__ import annotations

from collections.abc import Mapping

from sheetmaker.systems.coc7 import data as _data
from sheetmaker.systems.coc7.creation import set_skill_points
from sheetmaker.systems.coc7.data import RulesData
from sheetmaker.systems.coc7.generate.occupation import _other_label
from sheetmaker.systems.coc7.model import (
    CHARACTERISTICS,
    Characteristics,
    CoC7Sheet,
    Creation,
)
from sheetmaker.systems.coc7.rules import (
    canonical_label,
    derive,
    needs_specialisation,
    skill_base,
)


def with_characteristics(sheet: CoC7Sheet, values: Mapping[str, int]) -> CoC7Sheet:
    """The sheet with characteristics entered freely (the keeper's or an import's values).

    The values replace the named characteristics and the sheet switches to the free method:
    no generated base and no age record (so no age deduction is applied or checked); the Luck
    rolls and the skill method are kept. MOV still follows the age, as ``derive`` computes it.

    Raises:
        ValueError: an unknown characteristic or a value outside 0..999.
    """
    chars = sheet.characteristics.as_dict()
    for name, value in values.items():
        key = name.strip().upper()
        if key not in chars:
            raise ValueError(
                f"unknown characteristic {name!r} (expected one of {', '.join(CHARACTERISTICS)})"
            )
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 999:
            raise ValueError(f"{key} {value!r} is outside 0 to 999")
        chars[key] = value
    creation = Creation(
        method="free", luck_rolls=list(sheet.creation.luck_rolls), skill_method=sheet.creation.skill_method
    )
    return sheet.model_copy(update={"characteristics": Characteristics(**chars), "creation": creation})


def with_skill_value(sheet: CoC7Sheet, label: str, value: int, data: RulesData | None = None) -> CoC7Sheet:
    """The sheet with a skill's value set, computing the points it takes.

    The points go to the occupation source when the skill is one of the occupation's, else to
    personal interest (the other source is cleared), so that base + points + experience equals
    ``value``; a value below the base gives negative points. Cthulhu Mythos is never bought:
    its value goes to :attr:`CoC7Sheet.cthulhu_mythos` (as if learnt in play).

    Raises:
        ValueError: an unknown skill, a specialised skill without its specialisation (``Art/Craft``
            rather than ``Art/Craft (Photography)``) or a value the file cannot hold.
    """
    data = data or _data.load()
    hit = data.resolve(label)
    if hit is None:
        raise ValueError(f"unknown skill {label!r}{_suggestion(label, data)}")
    sdef, spec = hit
    if needs_specialisation(sdef) and not spec:
        example = next(iter((*sdef.default_specialisations, *sdef.specialisations)), "...")
        raise ValueError(f"{sdef.name} needs a specialisation, e.g. {_other_label(sdef.name, example)!r}")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 999:
        raise ValueError(f"{canonical_label(label, data)} {value!r} is outside 0 to 999")
    if sdef.no_creation_points:
        if value > 99:
            raise ValueError(f"{sdef.name} {value} is outside 0 to 99")
        others = [skill for skill in sheet.skills if (data.resolve(skill.label) or (None,))[0] is not sdef]
        return sheet.model_copy(update={"skills": others, "cthulhu_mythos": value})
    derived = derive(sheet, data)
    line = derived.skill(label)
    base = line.base if line is not None else skill_base(label, sheet.characteristics, data)
    experience = line.experience if line is not None else 0
    points = value - base - experience
    if not -999 <= points <= 999:
        raise ValueError(
            f"{canonical_label(label, data)} {value}: {points} points do not fit the file (-999 to 999)"
        )
    if derived.is_occupation_skill(label):
        return set_skill_points(sheet, label, occupation=points, personal=0, data=data)
    return set_skill_points(sheet, label, occupation=0, personal=points, data=data)


def _suggestion(label: str, data: RulesData) -> str:
    import difflib

    names = [s.name for s in data.skills]
    close = difflib.get_close_matches(label, names, n=1, cutoff=0.6)
    if not close:
        lowered = {name.casefold(): name for name in names}
        matches = difflib.get_close_matches(label.casefold(), list(lowered), n=1, cutoff=0.6)
        close = [lowered[key] for key in matches]
    return f" (did you mean {close[0]!r}?)" if close else ""
