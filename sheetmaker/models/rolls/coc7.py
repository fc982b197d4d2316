"""Call of Cthulhu rolls: the percentile rolls (skill, characteristic, Idea, Know, Luck, SAN,
opposed), weapon damage, pushing a roll, the development phase, Luck recovery and aging, with
the texts of their cards. Wounds, dying, healing and Luck spent on a roll are in
:mod:`.coc7_health`.

The rules live in :mod:`sheetmaker.systems.coc7.play`. This module uses QtCore only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.d100 import D100Roll, Difficulty, Level
from sheetmaker.core.dice import parse_san_loss
from sheetmaker.core.errors import RollError
from sheetmaker.core.i18n import joined
from sheetmaker.models.rolls.cards import (
    FollowUp,
    RollCard,
    RollOptions,
    _apply_damage_follow_up,
    _Doc,
    dice_faces,
    translate,
)
from sheetmaker.models.rolls.controller import RollControllerBase
from sheetmaker.systems.coc7 import play as coc_play
from sheetmaker.systems.coc7.model import CHARACTERISTICS

__all__ = ["COC_KINDS", "CoC7Rolls", "d100_dice", "level_text"]

#: The kinds :meth:`RollController.roll` understands for Call of Cthulhu.
COC_KINDS = ("skill", "characteristic", "idea", "know", "luck", "san", "opposed", "damage")


# --------------------------------------------------------------------------- text helpers


def level_text(level: Level) -> str:
    """A level in words for a card: "Critical success", "Hard success", "Fumble"..."""
    names = {
        Level.CRITICAL: translate("RollController", "Critical success"),
        Level.EXTREME: translate("RollController", "Extreme success"),
        Level.HARD: translate("RollController", "Hard success"),
        Level.REGULAR: translate("RollController", "Regular success"),
        Level.FAILURE: translate("RollController", "Failure"),
        Level.FUMBLE: translate("RollController", "Fumble"),
    }
    return names[level]


def _difficulty_text(difficulty: Difficulty) -> str:
    names = {
        Difficulty.REGULAR: translate("RollController", "Regular"),
        Difficulty.HARD: translate("RollController", "Hard"),
        Difficulty.EXTREME: translate("RollController", "Extreme"),
    }
    return names[difficulty]


def d100_dice(roll: D100Roll, prefix: str = "") -> tuple[str, ...]:
    """Every die of a percentile roll as text: ``("tens 40", "tens 20", "units 4")``."""
    tens = translate("RollController", "tens")
    units = translate("RollController", "units")
    dice = [joined(prefix, tens, f" {t:02d}") for t in roll.tens]
    dice.append(joined(prefix, units, f" {roll.units}"))
    return tuple(dice)


def _d100_summary(roll: D100Roll) -> str:
    needed = _difficulty_text(roll.difficulty)
    if roll.success:
        return translate("RollController", "{0} (needed {1})").format(
            level_text(roll.level), needed
        )
    if roll.level.is_success:
        return translate(
            "RollController", "{0}, not enough: failure (needed {1})"
        ).format(level_text(roll.level), needed)
    return translate("RollController", "{0} (needed {1})").format(
        level_text(roll.level), needed
    )


def _d100_result_text(roll: D100Roll) -> str:
    if roll.luck_spent:
        luck = translate("CoC7Play", "Luck")
        return f"{roll.result:02d} ({roll.original_result:02d} − {roll.luck_spent} {luck})"
    return f"{roll.result:02d}"


#: Call of Cthulhu rolls named by a word (the roll's label) → the context of its translation.
_ROLL_WORDS = {"Idea": "RollButton", "Know": "RollButton", "Luck": "CoC7Play", "Sanity": "CoC7Play",
               "opponent": "CoC7Play"}


def _coc_term(label: str) -> str:
    """What a Call of Cthulhu roll was made against (a skill label, a characteristic, Idea, Know,
    Luck, Sanity) in the language in use; other labels (a custom skill, an opponent's name) come
    back unchanged."""
    if label in CHARACTERISTICS:
        return terms.characteristic_abbr("coc7", label)
    if label in _ROLL_WORDS:
        return translate(_ROLL_WORDS[label], label)
    return terms.skill_label("coc7", label)


def _d100_title(roll: D100Roll, name: str | None = None) -> str:
    title = f"{name or _coc_term(roll.label)} {roll.value}"
    extras = []
    if roll.difficulty != Difficulty.REGULAR:
        extras.append(_difficulty_text(roll.difficulty))
    if roll.net > 0:
        extras.append(translate("RollController", "{0} bonus").format(roll.net))
    elif roll.net < 0:
        extras.append(translate("RollController", "{0} penalty").format(-roll.net))
    if roll.pushed:
        extras.append(translate("RollController", "pushed"))
    if roll.luck_spent:
        extras.append(translate("RollController", "Luck spent"))
    if extras:
        title += " (" + ", ".join(extras) + ")"
    return title


# --------------------------------------------------------------------------- the rolls


class CoC7Rolls(RollControllerBase):
    """The Call of Cthulhu rolls of :class:`~sheetmaker.models.rolls.RollController`."""

    def _follow(self, card: RollCard, key: str, follow_up_id: str) -> RollCard | None:
        if key == "push":
            return self.push(card)
        return super()._follow(card, key, follow_up_id)

    # ------------------------------------------------------------------ CoC follow-ups offered

    @staticmethod
    def _d100_follow_ups(roll: D100Roll, luck: int) -> tuple[FollowUp, ...]:
        follow_ups: list[FollowUp] = []
        if roll.kind.value in ("skill", "characteristic"):
            refusal = roll.push_refusal()
            # Offer Push only where it makes sense (a failure); say why when it is refused.
            if refusal is None:
                follow_ups.append(
                    FollowUp.made("push", lambda: (translate("RollController", "Push"), ""))
                )
        for level, cost in roll.luck_costs.items():

            def texts(cost: int = cost, word: str = level.word) -> tuple[str, str]:
                label = translate("RollController", "Spend {0} Luck → {1}").format(
                    cost, _difficulty_text(Difficulty(word))
                )
                if cost <= luck:
                    return label, ""
                return label, translate(
                    "RollController", "not enough Luck: {0} needed, {1} left"
                ).format(cost, luck)

            follow_ups.append(FollowUp.made(f"luck:{level.word}", texts, cost <= luck))
        return tuple(follow_ups)

    @classmethod
    def _forced_follow_ups(
        cls, roll: D100Roll, luck: int, levels: Iterable[str] = ("regular",)
    ) -> tuple[FollowUp, ...]:
        """Spend-Luck follow-ups of a forced CON roll (major wound, dying, weekly healing).

        Only the ``levels`` that change what the roll does are offered (a success for the
        CON rolls; also an Extreme success for the weekly healing roll), never on a roll Luck
        was already spent on; fumbles and criticals offer nothing (the engine refuses them).
        """
        if roll.luck_spent:
            return ()
        wanted = {f"luck:{level}" for level in levels}
        return tuple(f for f in cls._d100_follow_ups(roll, luck) if f.id in wanted)

    def _d100_card(
        self,
        doc: _Doc,
        outcome: Any,
        kind: str,
        undo_text: str,
        name: str | None = None,
        context: dict[str, Any] | None = None,
        extra_dice: Sequence[str] = (),
    ) -> RollCard:
        roll: D100Roll = outcome.roll
        # Luck left once this outcome is applied (a Luck spend lowers it).
        luck = outcome.sheet.luck
        extra = tuple(extra_dice)

        def texts() -> dict[str, Any]:
            return {
                "title": _d100_title(roll, name),
                "dice": d100_dice(roll) + extra,
                "result_text": _d100_result_text(roll),
                "summary": _d100_summary(roll),
            }

        return self._finish(
            doc,
            outcome,
            undo_text,
            system="coc7",
            kind=kind,
            result=roll,
            level=roll.level.word,
            success=roll.success,
            follow_ups=self._d100_follow_ups(roll, luck),
            context=dict(context or {}),
            texts=texts,
            **texts(),
        )

    # ------------------------------------------------------------------ CoC rolls

    def skill(
        self, doc: _Doc, label: str, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """Roll a skill; a success ticks it (one undo step)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.skill_roll(sheet, label, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "skill",
            translate("RollController", "Roll {0}").format(_coc_term(outcome.roll.label)),
            context={"label": outcome.roll.label},
        )

    def characteristic(
        self, doc: _Doc, name: str, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """Roll a characteristic (STR, CON...)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.characteristic_roll(sheet, name, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "characteristic",
            translate("RollController", "Roll {0}").format(_coc_term(outcome.roll.label)),
            context={"label": outcome.roll.label},
        )

    def idea(
        self, doc: _Doc, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """An Idea roll (against INT)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.idea_roll(sheet, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "idea",
            translate("RollController", "Idea roll"),
            context={"label": "Idea"},
        )

    def know(
        self, doc: _Doc, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """A Know roll (against EDU)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.know_roll(sheet, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "know",
            translate("RollController", "Know roll"),
            context={"label": "Know"},
        )

    def luck(
        self, doc: _Doc, difficulty: str = "regular", bonus: int = 0, penalty: int = 0
    ) -> RollCard:
        """A Luck roll (never pushed, never bought with Luck)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.luck_roll(sheet, self.rng, difficulty, bonus, penalty)
        return self._d100_card(
            doc,
            outcome,
            "luck",
            translate("RollController", "Luck roll"),
            context={"label": "Luck"},
        )

    def san(self, doc: _Doc, loss_text: str, bonus: int = 0, penalty: int = 0) -> RollCard:
        """A Sanity roll with a loss such as ``0/1D6``; SAN lost is applied (one undo step).

        Raises:
            DiceError: the loss is not a valid SAN loss expression (nothing is rolled).
        """
        sheet = self._check(doc, "coc7")
        parse_san_loss(loss_text)  # refuse a bad expression before any die is rolled
        outcome = coc_play.san_roll(sheet, loss_text, self.rng, bonus, penalty)
        roll = outcome.roll
        follow_ups: tuple[FollowUp, ...] = ()
        if outcome.int_roll_needed:
            follow_ups = (
                FollowUp.made(
                    "int_roll",
                    lambda: (translate("RollController", "INT roll (temporary insanity)"), ""),
                ),
            )
        if outcome.loss_dice is not None:
            loss_dice = dice_faces(
                outcome.loss_dice, joined(translate("RollController", "loss"), " ")
            )
        else:
            loss_dice = (
                translate("RollController", "loss: maximum {0}").format(
                    outcome.loss
                ),
            )
        side = (
            translate("RollController", "success")
            if roll.success
            else translate("RollController", "failure")
        )
        summary = translate(
            "RollController", "{0}: {1} SAN lost ({2}), SAN {3} → {4}"
        ).format(level_text(roll.level), outcome.lost, side, outcome.san_before, outcome.san_after)
        return self._finish(
            doc,
            outcome,
            translate("RollController", "SAN roll ({0})").format(
                outcome.loss_text
            ),
            system="coc7",
            title=translate("RollController", "Sanity {0}, loss {1}").format(
                roll.value, outcome.loss_text
            ),
            kind="san",
            result=roll,
            dice=d100_dice(roll) + loss_dice,
            result_text=f"{roll.result:02d}",
            level=roll.level.word,
            success=roll.success,
            summary=summary,
            follow_ups=follow_ups,
            context={"loss": outcome.lost},
        )

    def opposed(
        self,
        doc: _Doc,
        label: str,
        opponent_value: int,
        bonus: int = 0,
        penalty: int = 0,
        *,
        opponent_label: str = "opponent",
        opponent_bonus: int = 0,
        opponent_penalty: int = 0,
    ) -> RollCard:
        """An opposed roll against an opponent's value (winning with a skill success ticks)."""
        sheet = self._check(doc, "coc7")
        if (
            not isinstance(opponent_value, int)
            or isinstance(opponent_value, bool)
            or opponent_value < 0
        ):
            raise RollError(
                translate(
                    "RollController", "the opponent's value must be a whole number >= 0"
                )
            )
        outcome = coc_play.opposed_roll(
            sheet,
            label,
            self.rng,
            opponent_value,
            opponent_label=opponent_label,
            bonus=bonus,
            penalty=penalty,
            opponent_bonus=opponent_bonus,
            opponent_penalty=opponent_penalty,
        )
        roll, other, result = outcome.roll, outcome.other, outcome.result
        success = {"a": True, "b": False, "none": False}.get(result.winner)
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Opposed {0}").format(_coc_term(roll.label)),
            system="coc7",
            title=translate("RollController", "{0} {1} vs {2} {3}").format(
                _coc_term(roll.label), roll.value, _coc_term(other.label), other.value
            ),
            kind="opposed",
            result=outcome,
            dice=d100_dice(roll, joined(translate("RollController", "you"), ": "))
            + d100_dice(other, joined(_coc_term(other.label), ": ")),
            result_text=f"{roll.result:02d} / {other.result:02d}",
            level=roll.level.word,
            success=success,
            summary=result.reason,
            context={"label": roll.label},
        )

    def damage(self, doc: _Doc, weapon_index: int, extreme: bool = False) -> RollCard:
        """Roll a weapon's damage (with the sheet's Damage Bonus); offers "apply"."""
        sheet = self._check(doc, "coc7")
        if not isinstance(weapon_index, int) or not 0 <= weapon_index < len(sheet.weapons):
            raise RollError(
                translate(
                    "RollController", "the sheet has no weapon number {0}"
                ).format(weapon_index)
            )
        weapon = sheet.weapons[weapon_index]
        outcome = coc_play.damage_roll(sheet, weapon, self.rng, extreme)
        dice: tuple[str, ...] = ()
        for result in outcome.dice:
            dice += dice_faces(result)
        if outcome.maximum:
            dice += (
                translate("RollController", "maximum {0}").format(outcome.maximum),
            )
        shown = terms.term("coc7", "weapon", weapon.name)  # a weapon of the data's list, translated
        title = joined(shown, f": {outcome.expression}")
        if extreme:
            title = joined(title, " (", translate("RollController", "extreme"), ")")
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Damage {0}").format(shown),
            system="coc7",
            title=title,
            kind="damage",
            result=outcome.dice[-1] if outcome.dice else outcome,
            dice=dice,
            result_text=str(outcome.total),
            summary=translate("RollController", "{0} damage (DB {1})").format(
                outcome.total, outcome.damage_bonus
            ),
            follow_ups=(_apply_damage_follow_up(outcome.total),),
            context={"damage": outcome.total},
        )

    def development(self, doc: _Doc) -> RollCard:
        """The development phase: every ticked skill rolls; the gains are ONE undo step."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.development_phase(sheet, self.rng)
        dice: list[str] = []
        san = translate("Dice", "SAN")
        for check in outcome.checks:
            if check.roll is None:
                continue
            label = _coc_term(check.label)
            dice.append(f"{label}: D100 {check.roll:02d}")
            if check.improved:
                dice.append(f"{label}: D10 {check.gain}")
            if check.san_dice is not None:
                dice.extend(dice_faces(check.san_dice, f"{label} {san}: "))
        improved = sum(1 for check in outcome.checks if check.improved)
        summary = translate(
            "RollController", "{0} of {1} ticked skills improved"
        ).format(improved, len(outcome.checks))
        if outcome.san_gained:
            summary += "; " + translate("RollController", "+{0} SAN").format(
                outcome.san_gained
            )
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Development phase"),
            system="coc7",
            title=translate("RollController", "Development phase"),
            kind="development",
            result=outcome,
            dice=tuple(dice),
            result_text=translate("RollController", "{0} improved").format(
                improved
            ),
            summary=summary,
        )

    def luck_recovery(self, doc: _Doc) -> RollCard:
        """Luck recovery after a session: 1D100 above Luck adds 1D10."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.luck_recovery(sheet, self.rng)
        dice = (f"D100 {outcome.roll:02d}",) + dice_faces(outcome.gain_dice)
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Luck recovery"),
            system="coc7",
            title=translate("RollController", "Luck recovery (Luck {0})").format(
                outcome.luck_before
            ),
            kind="luck_recovery",
            result=outcome,
            dice=dice,
            result_text=f"{outcome.roll:02d}",
            success=outcome.gain > 0,
            summary=translate("RollController", "Luck {0} → {1}").format(
                outcome.luck_before, outcome.luck_after
            ),
        )

    def roll(
        self, doc: _Doc, kind: str, target: Any = None, options: RollOptions | None = None
    ) -> RollCard:
        """One entry point for roll buttons: roll ``kind`` ("skill", "characteristic",
        "idea", "know", "luck", "san", "opposed", "damage") for ``target`` (a skill label, a
        characteristic, a SAN loss text or None for the sheet's, a weapon index) with
        ``options`` (None: the defaults)."""
        o = options or RollOptions()
        if kind == "skill":
            return self.skill(doc, target, o.difficulty, o.bonus, o.penalty)
        if kind == "characteristic":
            return self.characteristic(doc, target, o.difficulty, o.bonus, o.penalty)
        if kind == "idea":
            return self.idea(doc, o.difficulty, o.bonus, o.penalty)
        if kind == "know":
            return self.know(doc, o.difficulty, o.bonus, o.penalty)
        if kind == "luck":
            return self.luck(doc, o.difficulty, o.bonus, o.penalty)
        if kind == "san":
            loss = o.san_loss or (target or "")
            if not loss:
                sheet = self._check(doc, "coc7")
                loss = sheet.san_loss
            if not loss:
                raise RollError(
                    translate("RollController", "give the SAN loss, such as 0/1D6")
                )
            return self.san(doc, loss, o.bonus, o.penalty)
        if kind == "opposed":
            if o.opponent_value is None:
                raise RollError(
                    translate(
                        "RollController", "give the opponent's value for an opposed roll"
                    )
                )
            return self.opposed(doc, target, o.opponent_value, o.bonus, o.penalty)
        if kind == "damage":
            return self.damage(doc, target, o.extreme)
        raise RollError(
            translate("RollController", "unknown kind of roll {0!r}").format(kind)
        )

    def push(self, card: RollCard) -> RollCard:
        """Push a failed skill or characteristic roll (once): a new card; the old card no
        longer offers Push nor Luck."""
        card = self._current(card)
        doc = card.document
        sheet = self._check(doc, "coc7")
        if not isinstance(card.result, D100Roll) or card.system != "coc7":
            raise RollError(
                translate(
                    "RollController", "only skill and characteristic rolls can be pushed"
                )
            )
        self._refuse_if_used(card, "pushed_by", "luck_by")
        label = card.context.get("label") if card.kind == "skill" else None
        outcome = coc_play.push_roll(sheet, card.result, self.rng, label)
        new = self._d100_card(
            doc,
            outcome,
            card.kind,
            translate("RollController", "Push {0}").format(_coc_term(outcome.roll.label)),
            context={"label": card.context.get("label", outcome.roll.label)},
        )
        self._use(
            card,
            ["push", "luck:"],
            translate("RollController", "Pushed: see roll #{0}").format(new.id),
            "pushed_by",
            new.id,
        )
        return new

    def age(
        self, doc: _Doc, new_age: int, chooser: Any, magical: bool = False
    ) -> RollCard:
        """CoC aging in play to ``new_age`` (seed 003): EDU checks with the controller's dice,
        the deductions split by ``chooser`` (:class:`~sheetmaker.systems.coc7.play.AgingChooser`),
        APP and MOV; one undo step and one card (kind ``"aging"``)."""
        sheet = self._check(doc, "coc7")
        outcome = coc_play.age_in_play(sheet, new_age, self.rng, chooser, magical)
        dice: list[str] = []
        for decade in outcome.decades:
            if decade.edu_roll is not None:
                dice.append(
                    translate("RollController", "{0}: EDU D100 {1}").format(
                        decade.age, decade.edu_roll
                    )
                )
                if decade.edu_gain:
                    dice.append(
                        translate("RollController", "{0}: EDU +{1}").format(
                            decade.age, decade.edu_gain
                        )
                    )
        title = translate("RollController", "Aging {0} → {1}").format(
            outcome.age_before, outcome.age_after
        )
        changes = outcome.record.changes if outcome.record is not None else {}
        summary = ", ".join(f"{_coc_term(name)} {delta:+d}" for name, delta in changes.items())
        summary = summary or translate("RollController", "no characteristic changed")
        summary += "; " + translate(
            "RollController", "HP max {0} → {1}, MOV {2} → {3}"
        ).format(outcome.hp_max_before, outcome.hp_max_after, outcome.mov_before, outcome.mov_after)
        return self._finish(
            doc,
            outcome,
            title,
            system="coc7",
            title=title,
            kind="aging",
            result=outcome,
            dice=tuple(dice),
            summary=summary,
        )
