"""The Trail of Cthulhu entry of the system registry."""

from __future__ import annotations

from typing import Any

from sheetmaker.core.i18n import QT_TRANSLATE_NOOP
from sheetmaker.core.violations import Violation
from sheetmaker.systems import GameSystem
from sheetmaker.systems.toc import validate as _validate
from sheetmaker.systems.toc.data import FAMILIES
from sheetmaker.systems.toc.model import RULES_EDITION, ToCDocument
from sheetmaker.systems.toc.rules import Budget, Derived, PoolState, derive

TITLE = QT_TRANSLATE_NOOP("GameSystem", "Trail of Cthulhu")  # shown through translate()


def validate(document: ToCDocument) -> list[Violation]:
    """Every rule violation of the sheet (NPCs skip the build checks)."""
    return _validate.validate(document.sheet, kind=document.kind)


def checks_off(document: ToCDocument) -> list[str]:
    """The checks ``validate`` cannot run for the sheet and why (NPCs skip the build checks)."""
    return _validate.checks_off(document.sheet, kind=document.kind)


def _budget(budget: Budget) -> dict[str, int]:
    return {
        "budget": budget.total,
        "spent": budget.spent,
        "withheld": budget.withheld,
        "left": budget.left,
        "base": budget.base,
        "trade": budget.trade,
        "refund": budget.refund,
    }


def _pool(state: PoolState) -> dict[str, Any]:
    return {"rating": state.rating, "pool": state.pool, "status": state.status}


def summary(document: ToCDocument) -> dict[str, Any]:
    """JSON-ready description of the sheet for ``sheetmaker show --json``."""
    sheet = document.sheet
    d = derive(sheet)
    cr = d.credit_rating
    occupation = None
    if sheet.occupation is not None:
        occupation = {
            "name": d.occupation.name if d.occupation else sheet.occupation.name,
            "branch": d.branch.name if d.branch else sheet.occupation.branch,
            "known": d.occupation is not None,
            "occupational": sorted(d.occupational),
        }
    return {
        "rules": RULES_EDITION,
        "campaign": sheet.campaign,
        "occupation": occupation,
        "drive": sheet.drive or None,
        "abilities": [
            {
                "name": line.name,
                "family": line.family or None,
                "rating": line.rating,
                "pool": line.pool,
                "occupational": line.occupational,
                "investigative": line.investigative,
                "investigative_use": line.investigative_use,
                "cost": line.cost,
            }
            for line in d.abilities
        ],
        "build": {"general": _budget(d.general), "investigative": _budget(d.investigative)},
        "credit_rating": {
            "value": cr.value,
            "range": cr.range_text or None,
            "base": cr.base,
            "ceiling": cr.ceiling,
            "stratum": cr.stratum,
        },
        "hit_threshold": d.hit_threshold,
        "languages": {"known": d.languages_known, "named": list(sheet.languages)},
        "pillars_required": d.pillars_required,
        "pillars": [{"name": p.name, "state": p.state} for p in sheet.pillars_of_sanity],
        "sources_required": d.sources_required,
        "sources": [
            {"name": s.name, "relation": s.relation, "state": s.state} for s in sheet.sources_of_stability
        ],
        "health": _pool(d.health),
        "stability": _pool(d.stability),
        "sanity": {**_pool(d.sanity), "false": sheet.false_sanity, "cap": d.sanity_cap},
        "cthulhu_mythos": d.cthulhu_mythos,
        "difficulty_penalty": d.difficulty_penalty,
        "stability_test_penalty": d.stability_test_penalty,
        "mental_disorders": list(sheet.mental_disorders),
        "weapons": [
            {"name": w.name, "kind": w.kind, "ability": w.ability, "damage_modifier": w.damage_modifier}
            for w in sheet.weapons
        ],
    }


def _ability_text(line) -> str:
    mark = "*" if line.occupational else " "
    pool = f" (pool {line.pool})" if line.pool != line.rating else ""
    return f"{mark} {line.name} {line.rating}{pool}"


def _shown(d: Derived, family: str) -> list[str]:
    return [
        _ability_text(line)
        for line in d.family(family)
        if line.rating or line.occupational or line.on_sheet
    ]


def describe(document: ToCDocument) -> str:
    """Readable description of the sheet for ``sheetmaker show``."""
    sheet = document.sheet
    d = derive(sheet)
    occupation = "no occupation"
    if sheet.occupation is not None:
        occupation = sheet.occupation.name
        if sheet.occupation.branch:
            occupation += f" ({sheet.occupation.branch})"
    lines = [
        f"Rules: {RULES_EDITION}, {sheet.campaign} campaign; {occupation}; "
        f"Drive: {sheet.drive or 'none'}"
    ]
    g, i = d.general, d.investigative
    lines.append(
        f"Build points: general {g.spent} of {g.total}; investigative {i.spent} of {i.total}"
        + (f" (withheld {g.withheld}/{i.withheld})" if g.withheld or i.withheld else "")
    )
    lines.append(
        f"Health {d.health.rating} (pool {d.health.pool}, {d.health.status}), "
        f"Stability {d.stability.rating} (pool {d.stability.pool}, {d.stability.status}), "
        f"Sanity {d.sanity.rating} (pool {d.sanity.pool}, {d.sanity.status})"
        + (f", of which false {sheet.false_sanity}" if sheet.false_sanity else "")
    )
    cr = d.credit_rating
    range_text = f", occupation range {cr.range_text}" if cr.range_text else ""
    lines.append(f"Hit Threshold {d.hit_threshold}; Credit Rating {cr.value} ({cr.stratum}{range_text})")
    if d.languages_known or sheet.languages:
        names = ", ".join(sheet.languages) or "none named"
        lines.append(f"Languages {d.languages_known}: {names}")
    if sheet.pillars_of_sanity or d.pillars_required:
        pillars = ", ".join(
            p.name + ("" if p.state == "intact" else f" ({p.state})") for p in sheet.pillars_of_sanity
        )
        lines.append(f"Pillars of Sanity ({d.pillars_required} required): {pillars or 'none'}")
    if sheet.sources_of_stability or d.sources_required:
        sources = ", ".join(
            s.name + (f", {s.relation}" if s.relation else "") + ("" if s.state == "alive" else f" ({s.state})")
            for s in sheet.sources_of_stability
        )
        lines.append(f"Sources of Stability ({d.sources_required} allowed): {sources or 'none'}")
    if sheet.mental_disorders:
        lines.append("Mental disorders: " + ", ".join(sheet.mental_disorders))
    lines.append("Abilities (* occupational):")
    for family in FAMILIES:
        shown = _shown(d, family)
        if shown:
            lines.append(f" {family}:")
            lines.extend("  " + text for text in shown)
    if d.unknown_abilities:
        lines.append(" Other: " + ", ".join(d.unknown_abilities))
    if sheet.weapons:
        lines.append("Weapons: " + ", ".join(w.name for w in sheet.weapons))
    return "\n".join(lines)


SYSTEM = GameSystem(
    key="toc",
    title=TITLE,
    document_class=ToCDocument,
    validate=validate,
    summary=summary,
    describe=describe,
    derive=derive,
    checks_off=checks_off,
)
