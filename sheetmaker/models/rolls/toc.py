"""Trail of Cthulhu rolls: General ability tests and their retries, investigative and General
spends (with the Consciousness or Stability test a hurt or shaken character makes first),
Stability tests, pool refreshes and Cthulhu Mythos gained, with the texts of their cards.
Damage, wounds and healing are in :mod:`.toc_health`.

The rules live in :mod:`sheetmaker.systems.toc.play`. This module uses QtCore only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sheetmaker.core import terms
from sheetmaker.core.errors import RollError
from sheetmaker.models.rolls.cards import FollowUp, RollCard, _Doc, translate
from sheetmaker.models.rolls.controller import RollControllerBase
from sheetmaker.systems.toc import play as toc_play
from sheetmaker.systems.toc.data import STABILITY
from sheetmaker.systems.toc.model import ToCSheet

__all__ = ["ToCRolls"]


class ToCRolls(RollControllerBase):
    """The Trail of Cthulhu tests and spends of :class:`~sheetmaker.models.rolls.RollController`."""

    def _follow(self, card: RollCard, key: str, follow_up_id: str) -> RollCard | None:
        if key == "retry":
            spend_text = follow_up_id.partition(":")[2]
            if not spend_text:
                return self.retry(card, card.context.get("retry_spend", 1))
            try:
                spend = int(spend_text)
            except ValueError:
                raise RollError(
                    translate(
                        "RollController", "a spend must be a whole number, not {0!r}"
                    ).format(spend_text)
                ) from None
            return self.retry(card, spend)
        return super()._follow(card, key, follow_up_id)

    # ------------------------------------------------------------------ tests

    def test(self, doc: _Doc, ability: str, difficulty: int = 4, spend: int = 0) -> RollCard:
        """A ToC General ability test: spend (deducted from the pool), then 1D6 + spend
        against the difficulty (raised by the character's condition)."""
        sheet = self._check(doc, "toc")
        outcome = toc_play.ability_test(sheet, ability, self.rng, difficulty, spend)
        return self._toc_test_card(
            doc,
            outcome,
            translate("RollController", "Test {0}").format(
                terms.term("toc", "ability", outcome.ability)
            ),
            previous=None,
        )

    test.__test__ = False  # type: ignore[attr-defined]  # not a pytest test

    def retry(self, card: RollCard, spend: int) -> RollCard:
        """Try a failed ToC test again with a larger spend (the rules decide whether it may)."""
        card = self._current(card)
        if card.kind != "gumshoe" or card.outcome is None:
            raise RollError(
                translate(
                    "RollController", "only a failed ability test can be tried again"
                )
            )
        self._refuse_if_used(card, "retried_by")
        doc = card.document
        sheet = self._check(doc, "toc")
        outcome = toc_play.retry(sheet, card.outcome, self.rng, spend)
        new = self._toc_test_card(
            doc,
            outcome,
            translate("RollController", "Retry {0}").format(
                terms.term("toc", "ability", outcome.ability)
            ),
            previous=card,
        )
        self._use(
            card,
            ["retry"],
            translate("RollController", "Tried again: see roll #{0}").format(
                new.id
            ),
            "retried_by",
            new.id,
        )
        return new

    @staticmethod
    def _toc_test_text(test: Any) -> tuple[tuple[str, ...], str]:
        """The dice and the result text of a GUMSHOE test."""
        if test.automatic_failure:
            return (
                translate(
                    "RollController", "no die: a zero rating fails automatically"
                ),
            ), "0"
        parts = [str(test.die)]
        if test.spend:
            parts.append(
                translate("RollController", "{0} spent").format(test.spend)
            )
        if test.modifier:
            parts.append(f"{test.modifier:+d}")
        text = f"{' + '.join(parts)} = {test.total}" if len(parts) > 1 else str(test.total)
        return (f"D6 {test.die}",), text

    def _toc_test_card(
        self,
        doc: _Doc,
        outcome: Any,
        undo_text: str,
        previous: RollCard | None,
        title: str | None = None,
    ) -> RollCard:
        test = outcome.test
        prefix = title

        def card_texts() -> dict[str, Any]:
            dice, result_text = self._toc_test_text(test)
            summary = (
                translate("RollController", "Success: {0} against difficulty {1}")
                if test.success
                else translate("RollController", "Failure: {0} against difficulty {1}")
            ).format(test.total, test.difficulty)
            if outcome.penalty:
                summary += " " + translate(
                    "RollController", "({0} + {1} for the condition)"
                ).format(outcome.base_difficulty, outcome.penalty)
            summary += "; " + translate("RollController", "pool {0} → {1}").format(
                outcome.pool_before, outcome.pool_after
            )
            ability = terms.term("toc", "ability", outcome.ability)
            title = f"{prefix}: {ability} {test.rating}" if prefix else f"{ability} {test.rating}"
            if outcome.base_difficulty != 4:
                title += (
                    " ("
                    + translate("RollController", "difficulty {0}").format(
                        outcome.base_difficulty
                    )
                    + ")"
                )
            if previous is not None:
                title += " — " + translate("RollController", "retry")
            return {"title": title, "dice": dice, "result_text": result_text, "summary": summary}

        follow_ups: list[FollowUp] = []
        retry_spend = test.spend + 1
        if not test.success and not test.automatic_failure:
            left = outcome.pool_after

            def texts() -> tuple[str, str]:
                label = translate("RollController", "Retry spending {0}").format(retry_spend)
                if retry_spend <= left:
                    return label, ""
                return label, translate(
                    "RollController", "not enough pool points: {0} needed, {1} left"
                ).format(retry_spend, left)

            follow_ups.append(FollowUp.made("retry", texts, retry_spend <= left))
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="toc",
            kind="gumshoe",
            result=test,
            level="success" if test.success else "failure",
            success=test.success,
            follow_ups=tuple(follow_ups),
            context={"retry_spend": retry_spend, "ability": outcome.ability},
            texts=card_texts,
            **card_texts(),
        )

    # ------------------------------------------------------------------ spends

    def spend(
        self,
        doc: _Doc,
        ability: str,
        points: int,
        *,
        consciousness_spend: int = 0,
        stability_spend: int = 0,
    ) -> RollCard:
        """Spend ToC investigative points (a point-spend clue, a special benefit).

        The rules (:func:`sheetmaker.systems.toc.play.spend_investigative`) check the rating and
        the pool, and make a hurt character pass a Consciousness test and a shaken one a
        Stability test first, with the controller's dice (``consciousness_spend`` and
        ``stability_spend`` are Health and Stability points spent on those tests). A failed
        test spends nothing but is still logged. The card (kind ``"spend"``) shows the pool
        before → after and every die of those tests; whatever the spend changed is one undo
        step.

        Raises:
            RollError: the rules refuse the spend (beyond the pool, a zero rating, a General
                ability, a mind blasted character...); nothing changes and no card is made.
        """
        sheet = self._check(doc, "toc")
        outcome = toc_play.spend_investigative(
            sheet,
            ability,
            points,
            self.rng,
            consciousness_spend=consciousness_spend,
            stability_spend=stability_spend,
        )
        return self._spend_card(doc, outcome, points, general=False)

    def general_spend(self, doc: _Doc, ability: str, points: int, reason: str = "") -> RollCard:
        """Spend ToC General pool points outside a test (a general spend, blocking a fleer...).

        The rules (:func:`sheetmaker.systems.toc.play.general_spend`) check the pool; the card
        (kind ``"spend"``) shows the pool before → after; the spend is one undo step.

        Raises:
            RollError: the rules refuse the spend (beyond the pool, an investigative ability,
                Health, Stability or Sanity...); nothing changes and no card is made.
        """
        sheet = self._check(doc, "toc")
        outcome = toc_play.general_spend(sheet, ability, points, reason)
        return self._spend_card(doc, outcome, points, general=True, reason=reason)

    def _spend_card(
        self, doc: _Doc, outcome: Any, points: int, *, general: bool, reason: str = ""
    ) -> RollCard:
        """The card of a ToC spend: the gate tests (if any) as dice, the pool before → after."""
        gates = tuple(outcome.gate_tests)
        dice: list[str] = []
        results: list[str] = []
        parts: list[str] = []
        for gate in gates:
            if gate.ability == STABILITY:
                name = translate("RollController", "Stability test")
            else:
                name = translate("RollController", "Consciousness test")
            gate_dice, gate_text = self._toc_test_text(gate)
            dice.extend(f"{name}: {die}" for die in gate_dice)
            results.append(gate_text)
            parts.append(
                (
                    translate(
                        "RollController", "{0} passed: {1} against difficulty {2}"
                    )
                    if gate.success
                    else translate(
                        "RollController", "{0} failed: {1} against difficulty {2}"
                    )
                ).format(name, gate.total, gate.difficulty)
            )
        if outcome.allowed:
            parts.append(
                translate("RollController", "pool {0} → {1}").format(
                    outcome.pool_before, outcome.pool_after
                )
            )
        else:
            parts.append(
                translate("RollController", "nothing spent (pool {0})").format(
                    outcome.pool_before
                )
            )
        title = translate("RollController", "Spend {0} {1}").format(
            points, terms.term("toc", "ability", outcome.ability)
        )
        undo_text = title
        if reason:
            title += f" ({reason})"
        return self._finish(
            doc,
            outcome,
            undo_text,
            system="toc",
            title=title,
            kind="spend",
            # One gate test is the spend's result; with none (or two) the outcome is.
            result=gates[0] if len(gates) == 1 else outcome,
            dice=tuple(dice),
            result_text=" / ".join(results),
            level=("success" if outcome.allowed else "failure") if gates else None,
            success=outcome.allowed if gates else None,
            summary="; ".join(parts),
            context={
                "ability": outcome.ability,
                "points": points,
                "spent": outcome.points,
                "allowed": outcome.allowed,
                "general": general,
            },
        )

    # ------------------------------------------------------------------ Stability, pools, Mythos

    def stability(
        self, doc: _Doc, loss: int, mythos: bool = False, spend: int = 0, **options: Any
    ) -> RollCard:
        """A ToC Stability test against an event costing ``loss`` on a failure; the loss and
        its consequences (shaken, mind blasted, Sanity lost) apply at once, as one undo step.
        ``options`` go to :func:`sheetmaker.systems.toc.play.stability_test` (``darkness``,
        ``experienced``, ``familiar``, ``big_reveal``, ``difficulty``, ``modifier``)."""
        sheet = self._check(doc, "toc")
        outcome = toc_play.stability_test(
            sheet, self.rng, loss, mythos=mythos, spend=spend, **options
        )
        test = outcome.test
        if test is not None:
            dice, result_text = self._toc_test_text(test)
            summary = (
                translate("RollController", "Success: {0} against difficulty {1}")
                if test.success
                else translate(
                    "RollController", "Failure: {0} against difficulty {1}"
                )
            ).format(test.total, test.difficulty)
        else:
            dice, result_text, summary = (), "", ""
        summary += "; " if summary else ""
        summary += translate("RollController", "Stability {0} → {1}").format(
            outcome.stability_before, outcome.stability_after
        )
        if outcome.status_after != outcome.status_before:
            summary += f" ({outcome.status_after})"
        title = translate("RollController", "Stability test, loss {0}").format(
            outcome.loss
        )
        if mythos:
            title += " (" + translate("RollController", "Mythos") + ")"
        return self._finish(
            doc,
            outcome,
            translate("RollController", "Stability test"),
            system="toc",
            title=title,
            kind="stability",
            result=test if test is not None else outcome,
            dice=dice,
            result_text=result_text,
            level=None if test is None else ("success" if test.success else "failure"),
            success=None if test is None else test.success,
            summary=summary,
        )

    def refresh(self, doc: _Doc, which: str) -> RollCard:
        """Refresh ToC pools: ``which`` is "adventure" (between adventures), "24h" (the
        24-hour group) or "rest_day" (Health +2). One undo step."""
        sheet = self._check(doc, "toc")
        actions: dict[str, tuple[Callable[[ToCSheet], toc_play.RefreshOutcome | toc_play.HealOutcome], str]] = {
            "adventure": (
                toc_play.refresh_between_adventures,
                translate("RollController", "Refresh between adventures"),
            ),
            "24h": (
                toc_play.refresh_24_hours,
                translate("RollController", "Refresh after 24 hours"),
            ),
            "rest_day": (
                toc_play.rest_day,
                translate("RollController", "A day of rest"),
            ),
        }
        if which not in actions:
            raise RollError(
                translate(
                    "RollController", "unknown refresh {0!r}: expected adventure, 24h or rest_day"
                ).format(which)
            )
        function, title = actions[which]
        outcome = function(sheet)
        if isinstance(outcome, toc_play.RefreshOutcome):
            summary = translate("RollController", "Pools refreshed: {0}").format(
                len(outcome.refreshed)
            )
        else:
            summary = translate("RollController", "Health {0} → {1}").format(
                outcome.health_before, outcome.health_after
            )
        return self._finish(
            doc,
            outcome,
            title,
            system="toc",
            title=title,
            kind="refresh",
            result=outcome,
            summary=summary,
        )

    def gain_mythos(self, doc: _Doc, points: int, reason: str = "") -> RollCard:
        """ToC: gain Cthulhu Mythos points; the Sanity rating falls to 10 − Mythos when above
        it (seed 001). One undo step, one card (kind ``"mythos"``)."""
        sheet = self._check(doc, "toc")
        outcome = toc_play.gain_mythos(sheet, points, reason=reason)
        title = translate("RollController", "Cthulhu Mythos +{0}").format(points)
        if reason.strip():
            title += f" ({reason.strip()})"
        return self._finish(
            doc,
            outcome,
            title,
            system="toc",
            title=title,
            kind="mythos",
            result=outcome,
            result_text=translate("RollController", "Cthulhu Mythos {0}").format(
                outcome.mythos_after
            ),
            summary=translate(
                "RollController", "Sanity rating {0} → {1}, pool {2} → {3}"
            ).format(
                outcome.rating_before,
                outcome.rating_after,
                outcome.sanity_before,
                outcome.sanity_after,
            ),
        )
