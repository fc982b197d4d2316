"""Call of Cthulhu wounds and healing in play: damage taken (the major wound's CON roll), damage
cards applied, the dying investigator's CON roll, healing, the INT roll after a big SAN loss, and
Luck spent on a roll (forced rolls included: INT, CON, weekly healing).

The rules live in :mod:`sheetmaker.systems.coc7.play`. This module uses QtCore only.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any

from sheetmaker.core.d100 import D100Roll, Level
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import joined
from sheetmaker.models.rolls.cards import FollowUp, RollCard, _Doc, dice_faces, translate
from sheetmaker.models.rolls.coc7 import CoC7Rolls, _coc_term, d100_dice, level_text
from sheetmaker.systems.coc7 import play as coc_play

__all__ = ["CoC7Health"]


class CoC7Health(CoC7Rolls):
    """The Call of Cthulhu wounds, healing and Luck spends of
    :class:`~sheetmaker.models.rolls.RollController`."""

    def _follow(self, card: RollCard, key: str, follow_up_id: str) -> RollCard | None:
        if key.startswith("luck:"):
            return self.spend_luck(card, key.split(":", 1)[1])
        if key == "int_roll":
            return self.int_roll(card)
        if key == "dying_roll":
            return self.dying_roll(card)
        return super()._follow(card, key, follow_up_id)

    def _damage_applier(self, kind: str) -> Callable[[RollCard, int], RollCard] | None:
        if kind == "damage":
            return self._coc_apply_damage
        return super()._damage_applier(kind)

    # ------------------------------------------------------------------ Luck and forced rolls

    def spend_luck(self, card: RollCard, level: str | int) -> RollCard:
        """Spend Luck on a roll: ``level`` is the level to reach ("hard") or a number of
        points. Luck is deducted, no tick is earned (a tick the roll earned is withdrawn),
        and a new card shows the altered roll (one undo step). On a forced roll (the INT roll
        after a SAN loss, the CON roll of a major wound, of dying or of weekly healing) the
        better result takes effect in the same step: temporarily insane, conscious again,
        alive for another round, or healed."""
        card = self._current(card)
        doc = card.document
        sheet = self._check(doc, "coc7")
        # Forced rolls keep their outcome: the INT card as its outcome, the CON roll of a wound,
        # dying or weekly healing card under "forced" (the card's outcome is the whole wound).
        forced = card.outcome if card.kind == "int_roll" else card.context.get("forced")
        roll = forced.roll if forced is not None else card.result
        if not isinstance(roll, D100Roll) or card.system != "coc7":
            raise RollError(
                translate("RollController", "Luck cannot be spent on this roll")
            )
        self._refuse_if_used(card, "pushed_by", "luck_by")
        if isinstance(level, int) and not isinstance(level, bool):
            points = level
        else:
            wanted = Level.from_word(str(level))
            costs = roll.luck_costs
            if wanted not in costs:
                raise RollError(
                    roll.luck_refusal()
                    or translate(
                        "RollController", "Luck cannot make this roll a {0} success"
                    ).format(wanted.word)
                )
            points = costs[wanted]
        undo_text = translate("RollController", "Spend {0} Luck on {1}").format(
            points, _coc_term(roll.label)
        )
        luck_die = (translate("RollController", "Luck −{0}").format(points),)
        if forced is not None:
            # A forced roll (INT, CON): the rules apply what the better result changes.
            outcome = coc_play.spend_luck(sheet, forced, points, self.rng)
            new = self._forced_card(doc, outcome, undo_text, luck_die)
        else:
            outcome = coc_play.spend_luck(
                sheet, card.outcome if card.outcome is not None else roll, points
            )
            new = self._d100_card(
                doc,
                outcome,
                card.kind,
                undo_text,
                context={"label": card.context.get("label", roll.label)},
                extra_dice=luck_die,
            )
        self._use(
            card,
            ["push", "luck:"],
            translate("RollController", "Luck spent: see roll #{0}").format(
                new.id
            ),
            "luck_by",
            new.id,
        )
        return new

    def _forced_card(
        self, doc: _Doc, outcome: Any, undo_text: str, extra_dice: Sequence[str] = ()
    ) -> RollCard:
        """The card of a forced roll's outcome: INT (temporary insanity), a CON roll (major
        wound, dying) or the weekly healing roll."""
        if isinstance(outcome, coc_play.InsanityOutcome):
            return self._int_card(doc, outcome, undo_text, extra_dice=extra_dice)
        if isinstance(outcome, coc_play.ConRollOutcome):
            return self._con_card(doc, outcome, undo_text, extra_dice=extra_dice)
        return self._heal_card(doc, outcome, "weekly", undo_text, extra_dice=extra_dice)

    def _int_card(
        self, doc: _Doc, outcome: coc_play.InsanityOutcome, undo_text: str, extra_dice: Sequence[str] = ()
    ) -> RollCard:
        """The card of an INT roll after a big SAN loss; Luck may be spent on it (seeds 000/003
        exclude only Luck, damage, Sanity and SAN-loss rolls)."""
        roll = outcome.roll
        if outcome.temporary_insanity and outcome.hours is not None:
            summary = translate(
                "RollController", "{0}: temporarily insane for {1} hours"
            ).format(level_text(roll.level), outcome.hours.total)
        else:
            summary = translate(
                "RollController", "{0}: no temporary insanity"
            ).format(level_text(roll.level))
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            title=translate(
                "RollController", "INT {0} (temporary insanity)"
            ).format(roll.value),
            kind="int_roll",
            result=roll,
            dice=d100_dice(roll)
            + tuple(extra_dice)
            + dice_faces(
                outcome.hours, joined(translate("RollController", "hours"), " ")
            ),
            result_text=f"{roll.result:02d}",
            level=roll.level.word,
            success=roll.success,
            summary=summary,
            follow_ups=self._d100_follow_ups(roll, outcome.sheet.luck),
        )

    def int_roll(self, card: RollCard | None = None, doc: _Doc | None = None) -> RollCard:
        """The INT roll after 5+ SAN lost in one roll (success: temporary insanity), for a
        SAN card (or for ``doc`` directly)."""
        if card is not None:
            card = self._current(card)
            self._refuse_if_used(card, "int_by")
            doc = card.document
        sheet = self._check(doc, "coc7")
        outcome = coc_play.temporary_insanity_check(sheet, self.rng)
        new = self._int_card(
            doc, outcome, translate("RollController", "INT roll (temporary insanity)")
        )
        if card is not None:
            self._use(
                card,
                ["int_roll"],
                translate("RollController", "INT roll made: see roll #{0}").format(
                    new.id
                ),
                "int_by",
                new.id,
            )
        return new

    # ------------------------------------------------------------------ damage, healing

    def _coc_apply_damage(self, card: RollCard, damage: int) -> RollCard:
        """Apply a CoC damage card's damage to its sheet: the wound card."""
        doc = card.document
        sheet = self._check(doc, "coc7")
        outcome = coc_play.apply_damage(sheet, damage)
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Take {0} damage").format(damage),
            system="coc7",
            title=translate("RollController", "Wound: {0} damage").format(
                damage
            ),
            kind="wound",
            result=outcome,
            result_text=translate("RollController", "HP {0} → {1}").format(
                outcome.hp_before, outcome.hp_after
            ),
            summary=_wound_summary(outcome),
        )

    def take_damage(
        self, doc: _Doc, amount: int | str, *, source: str = "", con_roll: bool = True
    ) -> RollCard:
        """CoC: take damage in one blow (a number or a dice expression such as ``1D6+1D4``).

        The wound rules apply (major wound, unconscious, dying, death: seed 004); a major
        wound's CON roll is made at once with ``con_roll`` (failure: unconscious). Everything
        is ONE undo step and one card (kind ``"wound"``). A failed CON roll offers Luck
        (``luck:regular``: conscious again); a dying investigator's card offers the CON roll
        for the round (``dying_roll``).
        """
        sheet = self._check(doc, "coc7")
        damage, dice, expression = self._amount(amount)
        wound = coc_play.apply_damage(sheet, damage)
        final, notes = wound.sheet, list(wound.notes)
        summary = _wound_summary(wound)
        level = success = None
        context: dict[str, Any] = {"damage": damage}
        follow_ups: tuple[FollowUp, ...] = ()
        if con_roll and wound.con_roll_needed:
            con = coc_play.major_wound_con_roll(final, self.rng)
            context["forced"] = con
            follow_ups = self._forced_follow_ups(con.roll, con.sheet.luck)
            final = con.sheet
            notes.extend(con.notes)
            dice += d100_dice(con.roll, "CON: ")
            level, success = con.roll.level.word, con.roll.success
            summary += "; " + (
                translate("RollController", "CON roll passed: stays conscious")
                if con.roll.success
                else translate(
                    "RollController", "CON roll failed: falls unconscious"
                )
            )
        outcome = dataclasses.replace(
            wound,
            sheet=final,
            changes=coc_play.changes_between(sheet, final),
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
            system="coc7",
            title=title,
            kind="wound",
            result=outcome,
            dice=dice,
            result_text=translate("RollController", "HP {0} → {1}").format(
                wound.hp_before, wound.hp_after
            ),
            level=level,
            success=success,
            summary=summary,
            follow_ups=follow_ups + self._dying_follow_ups(final),
            context=context,
        )

    def _dying_follow_ups(self, sheet: Any) -> tuple[FollowUp, ...]:
        """The dying CON roll for the round, offered while the investigator is dying."""
        if not sheet.conditions.dying or sheet.conditions.dead:
            return ()
        return (
            FollowUp.made(
                "dying_roll",
                lambda: (translate("RollController", "Dying: CON roll for this round"), ""),
            ),
        )

    def _con_card(
        self,
        doc: _Doc,
        outcome: coc_play.ConRollOutcome,
        undo_text: str,
        extra_dice: Sequence[str] = (),
    ) -> RollCard:
        """The card of a forced CON roll made on its own (dying; a Luck spend on a major
        wound's roll); a failure offers Luck, a dying investigator the next round's roll."""
        roll = outcome.roll
        conditions = outcome.sheet.conditions
        if outcome.reason == "dying":
            title = translate("RollController", "CON {0} (dying)").format(
                roll.value
            )
            result = (
                translate("RollController", "holds on for another round")
                if roll.success
                else translate("RollController", "dies")
            )
        else:
            title = translate("RollController", "CON {0} (major wound)").format(
                roll.value
            )
            result = (
                translate("RollController", "unconscious")
                if conditions.unconscious
                else translate("RollController", "conscious")
            )
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            title=title,
            kind="con_roll",
            result=roll,
            dice=d100_dice(roll) + tuple(extra_dice),
            result_text=f"{roll.result:02d}",
            level=roll.level.word,
            success=roll.success,
            summary=f"{level_text(roll.level)}: {result}",
            follow_ups=self._forced_follow_ups(roll, outcome.sheet.luck)
            + self._dying_follow_ups(outcome.sheet),
            context={"forced": outcome},
        )

    def dying_roll(self, card: RollCard | None = None, doc: _Doc | None = None) -> RollCard:
        """The CON roll a dying investigator makes at the end of each round (seed 004): a
        failure is death, a success holds on for another round. For a card offering it (a
        wound card, the previous round's roll) or for ``doc``; one undo step, one card (kind
        ``"con_roll"``) on which Luck may be spent."""
        if card is not None:
            card = self._current(card)
            self._refuse_if_used(card, "dying_by")
            doc = card.document
        sheet = self._check(doc, "coc7")
        outcome = coc_play.dying_con_roll(sheet, self.rng)
        new = self._con_card(
            doc, outcome, translate("RollController", "CON roll (dying)")
        )
        if card is not None:
            self._use(
                card,
                ["dying_roll"],
                translate(
                    "RollController", "CON roll for the round: see roll #{0}"
                ).format(new.id),
                "dying_by",
                new.id,
            )
        return new

    def heal(self, doc: _Doc, method: str, amount: int | str = 1) -> RollCard:
        """CoC healing, one undo step and one card (kind ``"heal"``): ``method`` is
        ``"first_aid"`` (a successful First Aid: +1 HP, or Dying ends), ``"medicine"`` (+1D3),
        ``"natural"`` (``amount`` days of rest, 1 HP a day), ``"weekly"`` (the weekly CON roll
        with a major wound) or ``"points"`` (``amount`` HP, a number or dice)."""
        sheet = self._check(doc, "coc7")
        dice: tuple[str, ...] = ()
        names = {
            "first_aid": translate("RollController", "First Aid"),
            "medicine": translate("RollController", "Medicine"),
            "natural": translate("RollController", "Natural healing"),
            "weekly": translate("RollController", "Weekly healing roll"),
            "points": translate("RollController", "Healing"),
        }
        if method == "first_aid":
            outcome = coc_play.first_aid(sheet)
        elif method == "medicine":
            outcome = coc_play.medicine(sheet, self.rng)
        elif method == "natural":
            days, _, _ = self._amount(amount)
            outcome = coc_play.natural_healing(sheet, days)
        elif method == "weekly":
            outcome = coc_play.weekly_healing(sheet, self.rng)
        elif method == "points":
            points, dice, _ = self._amount(amount)
            outcome = coc_play.heal(sheet, points)
        else:
            raise RollError(
                translate("RollController", "unknown healing {0!r}").format(method)
            )
        return self._heal_card(doc, outcome, method, names[method], dice)

    def _heal_card(
        self,
        doc: _Doc,
        outcome: coc_play.HealOutcome,
        method: str,
        undo_text: str,
        extra_dice: Sequence[str] = (),
    ) -> RollCard:
        """A CoC healing card. The weekly healing roll offers Luck when it failed (a success
        then heals 1D3) and for an Extreme success (2D3 in all, the major wound ends)."""
        titles = {
            "first_aid": translate("RollController", "First Aid"),
            "medicine": translate("RollController", "Medicine"),
            "natural": translate("RollController", "Natural healing"),
            "weekly": translate("RollController", "Weekly healing roll"),
            "points": translate("RollController", "Healing"),
        }
        roll = outcome.roll
        dice = tuple(extra_dice)
        follow_ups: tuple[FollowUp, ...] = ()
        context: dict[str, Any] = {}
        if roll is not None:
            dice = d100_dice(roll, "CON: ") + dice
            context["forced"] = outcome
            follow_ups = self._forced_follow_ups(
                roll, outcome.sheet.luck, ("regular", "extreme")
            )
        dice += dice_faces(outcome.dice)
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            title=titles[method],
            kind="heal",
            result=outcome,
            dice=dice,
            result_text=translate("RollController", "HP {0} → {1}").format(
                outcome.hp_before, outcome.hp_after
            ),
            level=None if roll is None else roll.level.word,
            success=None if roll is None else roll.success,
            summary=translate("RollController", "{0} HP healed; HP {1} of {2}")
            .format(outcome.healed, outcome.hp_after, outcome.hp_max),
            follow_ups=follow_ups,
            context=context,
        )


def _wound_summary(outcome: Any) -> str:
    """What a CoC wound did, in words: "Major wound; dying", or "HP 4 of 10"."""
    words = []
    if outcome.instant_death:
        words.append(translate("RollController", "Dead"))
    if outcome.major_wound:
        words.append(translate("RollController", "Major wound"))
    if outcome.dying:
        words.append(translate("RollController", "dying"))
    elif outcome.unconscious:
        words.append(translate("RollController", "unconscious"))
    if outcome.con_roll_needed:
        words.append(translate("RollController", "CON roll or fall unconscious"))
    words.append(
        translate("RollController", "HP {0} of {1}").format(
            outcome.hp_after, outcome.hp_max
        )
    )
    return "; ".join(words)
