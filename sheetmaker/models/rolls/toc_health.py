"""Trail of Cthulhu damage and healing in play: weapon damage rolls and their cards applied,
damage taken (with the Consciousness test it calls for), First Aid, stabilising, bleeding and
rest.

The rules live in :mod:`sheetmaker.systems.toc.play`. This module uses QtCore only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from sheetmaker.core import terms
from sheetmaker.core.errors import RollError
from sheetmaker.models.rolls.cards import RollCard, _apply_damage_follow_up, _Doc, translate
from sheetmaker.models.rolls.toc import ToCRolls
from sheetmaker.systems.toc import play as toc_play

__all__ = ["ToCHealth"]


class ToCHealth(ToCRolls):
    """The Trail of Cthulhu damage and healing of :class:`~sheetmaker.models.rolls.RollController`."""

    def _damage_applier(self, kind: str) -> Callable[[RollCard, int], RollCard] | None:
        if kind == "toc_damage":
            return self._toc_apply_damage
        return super()._damage_applier(kind)

    def toc_damage(self, doc: _Doc, weapon_index: int, range_band: str | None = None) -> RollCard:
        """Roll a ToC weapon's damage (1D6 + the modifier, of ``range_band`` for firearms:
        "point_blank", "close", "near", "long"); offers "apply"."""
        sheet = self._check(doc, "toc")
        if not isinstance(weapon_index, int) or not 0 <= weapon_index < len(sheet.weapons):
            raise RollError(
                translate(
                    "RollController", "the sheet has no weapon number {0}"
                ).format(weapon_index)
            )
        weapon = sheet.weapons[weapon_index]
        outcome = toc_play.damage_roll(sheet, weapon, self.rng, range_band)
        modifier = outcome.weapon_modifier + outcome.modifier - outcome.zero_rating_penalty
        shown = terms.term("toc", "weapon", outcome.weapon)  # a weapon of the tables, translated
        title = shown
        if range_band:
            title += " (" + range_band.replace("_", " ") + ")"
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Damage {0}").format(shown),
            system="toc",
            title=title,
            kind="toc_damage",
            result=outcome,
            dice=(f"D6 {outcome.die}",),
            result_text=str(outcome.total),
            summary=translate(
                "RollController", "{0} damage (1D6 {1:+d}{2})"
            ).format(
                outcome.total,
                modifier,
                ", " + translate("RollController", "tripled")
                if outcome.tripled
                else "",
            ),
            follow_ups=(_apply_damage_follow_up(outcome.total),),
            context={"damage": outcome.total},
        )

    def _toc_apply_damage(self, card: RollCard, damage: int) -> RollCard:
        doc = card.document
        sheet = self._check(doc, "toc")
        outcome = toc_play.apply_damage(sheet, damage)
        summary = translate("RollController", "Health {0} → {1}").format(
            outcome.health_before, outcome.health_after
        )
        if outcome.status_after != outcome.status_before:
            summary += f" ({outcome.status_after})"
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Take {0} damage").format(damage),
            system="toc",
            title=translate("RollController", "Wound: {0} damage").format(damage),
            kind="toc_wound",
            result=outcome,
            result_text=translate("RollController", "Health {0}").format(
                outcome.health_after
            ),
            summary=summary,
        )

    def toc_take_damage(
        self,
        doc: _Doc,
        amount: int | str,
        *,
        armour: bool = True,
        non_lethal: bool = False,
        lethal_firearm: bool = False,
        consciousness: bool = True,
        spend: int = 0,
        source: str = "",
    ) -> RollCard:
        """ToC: take damage (a number or dice) less armour; hurt, seriously wounded or dead
        follow from Health, and a due Consciousness test is made at once with
        ``consciousness`` (``spend`` Health points on it). One undo step, one card (kind
        ``"toc_wound"``)."""
        sheet = self._check(doc, "toc")
        damage, dice, expression = self._amount(amount)
        wound = toc_play.apply_damage(
            sheet, damage, armour=armour, non_lethal=non_lethal, lethal_firearm=lethal_firearm
        )
        final, notes = wound.sheet, list(wound.notes)
        summary = translate("RollController", "Health {0} → {1}").format(
            wound.health_before, wound.health_after
        )
        if wound.armour:
            summary += "; " + translate("RollController", "armour {0}").format(
                wound.armour
            )
        if wound.status_after != wound.status_before:
            summary += f" ({wound.status_after})"
        level = success = None
        health = wound.health_after
        if consciousness and wound.consciousness_test_needed:
            test = toc_play.consciousness_test(final, self.rng, spend)
            final, health = test.sheet, test.pool_after
            notes.extend(test.notes)
            test_dice, _ = self._toc_test_text(test.test)
            dice += tuple(
                translate("RollController", "Consciousness test") + f": {die}"
                for die in test_dice
            )
            level = "success" if test.test.success else "failure"
            success = test.test.success
            summary += "; " + (
                translate(
                    "RollController", "Consciousness test passed: {0} against difficulty {1}"
                )
                if success
                else translate(
                    "RollController", "Consciousness test failed: {0} against difficulty {1}; fainted"
                )
            ).format(test.test.total, test.test.difficulty)
        elif wound.consciousness_test_needed:
            summary += "; " + translate(
                "RollController", "Consciousness test at difficulty {0} or faint"
            ).format(wound.consciousness_difficulty)
        outcome = dataclasses.replace(
            wound,
            sheet=final,
            changes=toc_play.changes_between(sheet, final),
            notes=tuple(notes),
        )
        title = translate("RollController", "Damage taken: {0}").format(damage)
        if expression:
            title += f" ({expression})"
        if source:
            title += f" — {source}"
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Take {0} damage").format(damage),
            system="toc",
            title=title,
            kind="toc_wound",
            result=outcome,
            dice=dice,
            result_text=translate("RollController", "Health {0}").format(
                health
            ),
            level=level,
            success=success,
            summary=summary,
            context={"damage": damage},
        )

    def toc_heal(
        self, doc: _Doc, method: str, amount: int = 1, healer: _Doc | None = None
    ) -> RollCard:
        """ToC healing (seed 001), one card:

        * ``"first_aid"``: ``amount`` First Aid points spent by ``healer`` (another open ToC
          sheet: 2 Health a point) or by the character (``healer`` None or ``doc``: 1 a point);
          0 with an empty First Aid pool restores 1. The patient's and the healer's sheets
          each take one undo step.
        * ``"stabilise"``: ``healer`` (another character) tests First Aid at difficulty 3 (2 for
          a Doctor or Nurse), spending ``amount``, to stop a seriously wounded character's
          loss of Health; the card and the spend are the healer's (kind ``"gumshoe"``).
        * ``"bleed"``: ``amount`` half hours unstabilised, 1 Health lost each.
        * ``"rest"``: ``amount`` days of rest, +2 Health a day.
        """
        sheet = self._check(doc, "toc")
        if healer is doc:
            healer = None
        medic = None if healer is None else self._check(healer, "toc")
        if method == "stabilise":
            if medic is None:
                raise RollError(
                    translate(
                        "RollController",
                        "another character must stabilise a seriously wounded one: choose who",
                    )
                )
            stabilised = toc_play.stabilise(medic, sheet, self.rng, amount)
            title = translate("RollController", "Stabilise {0}").format(
                doc.display_name
            )
            return self._toc_test_card(healer, stabilised, title, previous=None, title=title)
        if method == "first_aid":
            outcome = toc_play.first_aid(medic if medic is not None else sheet, amount, sheet)
            title = translate("RollController", "First Aid")
            if healer is not None:
                title = translate("RollController", "First Aid by {0}").format(
                    healer.display_name
                )
                # The healer's pool is their own undo step; the card follows the patient's.
                if outcome.medic_changes:
                    healer.replace_sheet(
                        outcome.medic_sheet,
                        translate(
                            "RollController", "First Aid given to {0}"
                        ).format(doc.display_name),
                    )
        elif method == "bleed":
            outcome = toc_play.bleed(sheet, amount)
            title = translate("RollController", "Not stabilised: Health lost")
        elif method == "rest":
            outcome = toc_play.rest_day(sheet, amount)
            title = translate("RollController", "Rest")
        else:
            raise RollError(
                translate("RollController", "unknown healing {0!r}").format(method)
            )
        if outcome.healed < 0:
            summary = translate("RollController", "{0} Health lost").format(
                -outcome.healed
            )
        else:
            summary = translate("RollController", "{0} Health regained").format(
                outcome.healed
            )
        if method == "first_aid" and outcome.points:
            summary += "; " + translate(
                "RollController", "{0} First Aid spent"
            ).format(outcome.points)
        return self._finish(
            doc,
            outcome,
            title,
            system="toc",
            title=title,
            kind="heal",
            result=outcome,
            result_text=translate("RollController", "Health {0} → {1}").format(
                outcome.health_before, outcome.health_after
            ),
            summary=summary,
        )
