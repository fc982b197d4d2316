"""A Trail of Cthulhu creation session: the creation wizard's steps as a Qt-free state machine.

The session holds the player's :class:`Answers`, one part per step, and rebuilds the draft sheet
from them whenever an answer changes, with the engine's own functions
(:func:`~sheetmaker.systems.toc.rules.derive`, :func:`~sheetmaker.systems.toc.validate.validate`,
:mod:`~sheetmaker.systems.toc.generate`); no rule is restated here. Each step's
:class:`StepReport` lists the violations that belong to that step and the notes the last change
left ("The occupation changed: ...").

Steps (:data:`STEPS`): ``campaign`` (Purist or Pulp, the group's size or the keeper's
investigative budget, the 3:1 trade, the keeper's permissions), ``occupation`` (name, Military
branch, free-choice picks, the keeper's extras), ``investigative`` and ``general`` (ratings;
an ability not given stays at its free start from the data: Sanity 4, Stability 1, Health 1,
Credit Rating the occupation's base), ``mind`` (languages, Drive and why, Pillars of Sanity,
Sources of Stability), ``identity`` (name, age, appearance, background, equipment, weapons),
``review``.

Randomness. Every random choice comes from the injected :class:`random.Random`, split at the
start into one stream per purpose, so the same seed gives the same choices whatever order the
steps are answered in: the wizard and ``sheetmaker new toc --answers`` replay each other. What
the session chooses at random is written into the answers, so the answers alone rebuild the
sheet.

Going back. Changing an earlier answer re-applies the later steps: a new occupation clears
the picks that no longer apply; ratings stay while the budgets follow (an overspent budget is
an error on its step); a campaign turned Purist shows Health or Stability above the Purist
maximum on the general step. The notes say what changed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import Field, StringConstraints

from sheetmaker.core import terms
from sheetmaker.core.creation import (
    AnswersError,
    AnswersModel,
    CreationSessionBase,
    SessionError,
    StepReport,
    answer_types,
    answers_json_schema,
    parse_answers,
    step_by_tables,
)
from sheetmaker.core.document import Line, Text
from sheetmaker.core.i18n import QT_TRANSLATE_NOOP, translate
from sheetmaker.core.violations import Violation
from sheetmaker.systems.toc import data as _data
from sheetmaker.systems.toc import generate as _generate
from sheetmaker.systems.toc.data import (
    ATHLETICS,
    CREDIT_RATING,
    FLEEING,
    HEALTH,
    LANGUAGES,
    SANITY,
    STABILITY,
    RulesData,
)
from sheetmaker.systems.toc.model import (
    Ability,
    CampaignStyle,
    KeeperPermissions,
    OccupationChoice,
    Pillar,
    Source,
    ToCDocument,
    ToCSheet,
    Weapon,
)
from sheetmaker.systems.toc.rules import (
    Derived,
    derive,
    fleeing_cost,
    supporting_rating,
)
from sheetmaker.systems.toc.validate import validate

__all__ = [
    "STEPS",
    "Answers",
    "AnswersError",
    "CampaignAnswers",
    "CreationSession",
    "FleeingCost",
    "GeneralAnswers",
    "HighestRule",
    "IdentityAnswers",
    "InvestigativeAnswers",
    "MindAnswers",
    "OccupationAnswers",
    "PointCost",
    "SessionError",
    "SourceAnswer",
    "StepReport",
    "answers_schema",
    "load_answers",
    "step_of",
]

#: The steps in order; ``review`` has no answers of its own.
#: Health and Stability "Spend the rest" raises first (a sturdy investigator, not a rule).
_STURDY = 8
STEPS: tuple[str, ...] = ("campaign", "occupation", "investigative", "general", "mind", "identity", "review")
#: Random streams split from the injected generator, one per purpose (never reorder: seeds).
_STREAMS: tuple[str, ...] = ("document", "spend", *(f"random.{step}" for step in STEPS))
_POOLS = ("investigative", "general")
#: The steps in words, as the notes name them.
_STEP_WORDS = {
    "campaign": QT_TRANSLATE_NOOP("ToCSession", "campaign"),
    "occupation": QT_TRANSLATE_NOOP("ToCSession", "occupation"),
    "investigative": QT_TRANSLATE_NOOP("ToCSession", "investigative"),
    "general": QT_TRANSLATE_NOOP("ToCSession", "general"),
    "mind": QT_TRANSLATE_NOOP("ToCSession", "mind"),
    "identity": QT_TRANSLATE_NOOP("ToCSession", "identity"),
}


# --------------------------------------------------------------------------- answers


Label = Annotated[str, StringConstraints(min_length=1, max_length=120, strip_whitespace=True)]
ChoiceKey = Annotated[str, StringConstraints(min_length=1, max_length=60, strip_whitespace=True)]
RatingAnswer = Annotated[int, Field(ge=0, le=99)]


class CampaignAnswers(AnswersModel):
    """Campaign style, the investigative budget, the optional trade, the keeper's permissions."""

    campaign: CampaignStyle = "purist"
    #: Investigators in the group (2: 24 investigative build points, 3: 18, 4+: 16).
    investigators: Annotated[int, Field(ge=1, le=99)] = 4
    #: The keeper's own investigative budget (overrides ``investigators``).
    investigative_budget: Annotated[int, Field(ge=0, le=200)] | None = None
    #: +n: 3n general build points became n investigative ones; −n the reverse.
    trade_to_investigative: Annotated[int, Field(ge=-99, le=99)] = 0
    keeper: KeeperPermissions = Field(default_factory=KeeperPermissions)


class OccupationAnswers(AnswersModel):
    """The occupation, its Military branch, the free-choice picks and the keeper's extras."""

    name: Label
    branch: Label | None = None
    #: Choice id → names picked (``{"interpersonal": ["Bargain", "Flattery"]}``).
    picks: dict[ChoiceKey, list[Label]] = Field(default_factory=dict, max_length=20)
    #: Abilities the keeper made occupational (a Nurse's Bureaucracy or Flattery).
    keeper_extras: list[Label] = Field(default_factory=list, max_length=20)


class InvestigativeAnswers(AnswersModel):
    """Investigative ratings (an ability left out stays at its free start) and the named
    specialities of Art and Craft."""

    ratings: dict[Label, RatingAnswer] = Field(default_factory=dict, max_length=200)
    specialities: dict[Label, list[Line]] = Field(default_factory=dict, max_length=10)


class GeneralAnswers(AnswersModel):
    """General ratings (Athletics, Fleeing, Health, Sanity, Stability...); an ability left out
    stays at its free start (Sanity 4, Stability 1, Health 1, from the data)."""

    ratings: dict[Label, RatingAnswer] = Field(default_factory=dict, max_length=200)


class SourceAnswer(AnswersModel):
    """A Source of Stability (Pulp): a living person and how they are related."""

    name: Label
    relation: Line = ""


class MindAnswers(AnswersModel):
    """Languages (one per Languages point), the Drive and why, Pillars, Sources (Pulp)."""

    languages: list[Label] = Field(default_factory=list, max_length=100)
    drive: Line = ""
    drive_reason: Text = ""
    pillars: list[Label] = Field(default_factory=list, max_length=40)
    sources: list[SourceAnswer] = Field(default_factory=list, max_length=40)


class IdentityAnswers(AnswersModel):
    """Who the investigator is and what they carry."""

    name: Line = ""
    player: Line = ""
    age: Annotated[int, Field(ge=0, le=200)] | None = None
    appearance: Text = ""
    background: Text = ""
    occupational_benefits: Text = ""
    equipment: Text = ""
    #: Names of entries of the weapon tables (``"Knife"``) or whole weapons.
    weapons: list[Annotated[str, StringConstraints(min_length=1, max_length=120)] | Weapon] = Field(
        default_factory=list, max_length=100
    )


class Answers(AnswersModel):
    """Every answer of a creation, one part per step; a part left out is chosen at random."""

    format: Literal["sheetmaker-toc-answers"] = "sheetmaker-toc-answers"
    version: Literal[1] = 1
    campaign: CampaignAnswers | None = None
    occupation: OccupationAnswers | None = None
    investigative: InvestigativeAnswers | None = None
    general: GeneralAnswers | None = None
    mind: MindAnswers | None = None
    identity: IdentityAnswers | None = None


_ANSWER_TYPES = answer_types(Answers)


def answers_schema() -> dict[str, Any]:
    """The JSON Schema of an answers file."""
    return answers_json_schema(Answers, "SheetMaker Trail of Cthulhu creation answers")


def load_answers(text: str | bytes) -> Answers:
    """Parse an answers file.

    Raises:
        AnswersError: not JSON, or a step's field is wrong; each problem names the step and
            the field (``general.ratings.Athletics: Input should be less than or equal to 99``).
    """
    return parse_answers(Answers, text)


# --------------------------------------------------------------------------- reports


_STEP_FIELDS: tuple[tuple[str, str], ...] = (
    ("sheet.campaign", "campaign"),
    ("sheet.investigators", "campaign"),
    ("sheet.investigative_budget", "campaign"),
    ("sheet.trade_to_investigative", "campaign"),
    ("sheet.withheld_general", "campaign"),
    ("sheet.withheld_investigative", "campaign"),
    ("sheet.keeper", "campaign"),
    ("sheet.occupation", "occupation"),
    ("sheet.false_sanity", "general"),
    ("sheet.languages", "mind"),
    ("sheet.drive", "mind"),
    ("sheet.pillars_of_sanity", "mind"),
    ("sheet.sources_of_stability", "mind"),
    ("sheet.weapons", "identity"),
    ("sheet.age", "identity"),
    ("sheet.hit_threshold", "identity"),
    ("name", "identity"),
)
_STEP_CODES: tuple[tuple[str, str], ...] = (
    ("build.investigative.", "investigative"),
    ("build.general.", "general"),
    ("general.highest_unsupported", "general"),
    ("health.purist_max", "general"),
    ("stability.purist_max", "general"),
    ("sanity.above_cap", "general"),
    ("cthulhu_mythos.", "investigative"),
    ("credit_rating.", "investigative"),
    ("occupation.", "occupation"),
    ("languages.", "mind"),
    ("drive.", "mind"),
    ("pillars.", "mind"),
    ("sources.", "mind"),
)
_ABILITY_FIELD = "sheet.abilities["


def step_of(violation: Violation, data: RulesData | None = None) -> str:
    """The step a violation belongs to: an ability's by its family in the data (investigative
    or general), else by its field, else its code (``review`` otherwise)."""
    field = violation.field
    if field.startswith(_ABILITY_FIELD):
        name = field[len(_ABILITY_FIELD):].split("]", 1)[0]
        adef = (data or _data.load()).ability(name)
        if adef is not None:
            return "investigative" if adef.investigative else "general"
    return step_by_tables(violation, _STEP_FIELDS, _STEP_CODES)


# --------------------------------------------------------------------------- helper results


@dataclass(frozen=True)
class PointCost:
    """What one more rating point of an ability costs now and what one less gives back, in
    build points of its pool (``None``: the rating cannot go that way)."""

    name: str
    pool: str
    rating: int
    cost: int
    occupational: bool
    up: int | None
    down: int | None


@dataclass(frozen=True)
class FleeingCost:
    """Fleeing's price against Athletics, for the page to explain it."""

    fleeing: int
    athletics: int
    occupational: bool
    cost: int
    #: The highest Fleeing bought at 1 build point a point (higher points go 2 for 1).
    full_price_up_to: int
    text: str


@dataclass(frozen=True)
class HighestRule:
    """The highest General ability and what supports it (another at least about half of it)."""

    highest: str | None
    rating: int
    needed: int
    supported_by: tuple[str, ...]
    ok: bool
    text: str


def fleeing_of(d: Derived, rate: int) -> FleeingCost:
    """Fleeing's price against Athletics in the derived draft ``d`` (``rate``: the points an
    occupational build point buys)."""
    line = d.ability(FLEEING)
    athletics = d.ability(ATHLETICS)
    assert line is not None and athletics is not None
    ath = athletics.creation_rating
    # The last rating up to which every point cost 1 (past it, two points cost 1).
    full = 0
    while full < 99 and all(
        fleeing_cost(f, ath, line.occupational, rate) == f for f in (full + 1, full + 2)
    ):
        full += 1
    text = f"Fleeing {line.creation_rating} with Athletics {ath} costs {line.cost}"
    if line.occupational:
        text += f" (occupational: {rate} points for 1 build point)"
    elif full:
        text += f" (1 build point a point up to {full}, then {rate} points for 1)"
    else:
        text += f" ({rate} points for 1 build point)"
    return FleeingCost(line.creation_rating, ath, line.occupational, line.cost, full, text + ".")


def highest_rule_of(d: Derived) -> HighestRule:
    """The highest General ability of the derived draft ``d`` and what supports it."""
    general = [line for line in d.abilities if line.known and not line.investigative]
    top = max(general, key=lambda line: line.creation_rating, default=None)
    if top is None or top.creation_rating <= 0:
        return HighestRule(None, 0, 0, (), True, "")
    need = supporting_rating(top.creation_rating)
    by = tuple(line.name for line in general if line is not top and line.creation_rating >= need)
    text = f"The highest General ability is {top.name} {top.creation_rating}: another needs {need} or more"
    text += f" ({', '.join(by)})." if by else "; none has it yet."
    return HighestRule(top.name, top.creation_rating, need, by, bool(by), text)


# --------------------------------------------------------------------------- the session


class CreationSession(CreationSessionBase):
    """The creation of one investigator, step by step.

    Args:
        rng: the source of every random choice (a fresh one when ``None``).
        data: the rules data (default: :func:`sheetmaker.systems.toc.data.load`).
        answers: answers to start from (a replay, or the wizard's remembered options).
    """

    def __init__(
        self, rng: random.Random | None = None, data: RulesData | None = None, answers: Answers | None = None
    ) -> None:
        self.data = data or _data.load()
        self._init_streams(rng, _STREAMS)
        self._init_state(answers or Answers(), ToCSheet())
        self._rebuild()

    STEPS = STEPS
    ANSWER_TYPES = _ANSWER_TYPES

    def _derive(self, sheet: ToCSheet) -> Derived:
        return derive(sheet, self.data)

    def _validate(self, sheet: ToCSheet, derived: Derived) -> list[Violation]:
        return validate(sheet, data=self.data, derived=derived)

    def _step_of(self, violation: Violation) -> str:
        if violation.field.startswith(("investigative.ratings.", "general.ratings.")):
            return violation.field.split(".", 1)[0]
        return self.step_of(violation)

    # ------------------------------------------------------------------ reading

    @property
    def campaign(self) -> CampaignAnswers:
        """The campaign answers (defaults until answered)."""
        return self._answers.campaign or CampaignAnswers()

    @property
    def pillars_required(self) -> int:
        """Pillars of Sanity the Sanity rating asks for."""
        return self.derived.pillars_required

    @property
    def sources_required(self) -> int:
        """Sources of Stability the Stability rating allows (Pulp; 0 in Purist)."""
        return self.derived.sources_required

    @property
    def languages_wanted(self) -> list[str]:
        """Languages the occupation dictates (an Alienist's German and Latin, the Clergy pick)."""
        d = self.derived
        occ = d.occupation
        if occ is None or self._sheet.occupation is None:
            return []
        return _generate._languages_wanted(occ, self._sheet.occupation.picks, d.branch)

    def step_of(self, violation: Violation) -> str:
        """The step of a violation in this session (an unknown ability: the step that named it)."""
        step = step_of(violation, self.data)
        if step == "review" and violation.field.startswith(_ABILITY_FIELD):
            name = violation.field[len(_ABILITY_FIELD):].split("]", 1)[0].casefold()
            for pool in _POOLS:
                part = getattr(self._answers, pool)
                if part is not None and any(k.casefold() == name for k in part.ratings):
                    return pool
        return step

    # ------------------------------------------------------------------ answering

    def _before_change(self, step: str) -> Derived:
        return self.derived

    def _after_change(self, step: str, before: Derived) -> None:
        self._budget_notes(before, step)
        self._make_reports()

    def set_rating(self, name: str, rating: int) -> StepReport:
        """Set one ability's rating on its step (investigative or general, by the data)."""
        adef = self.data.ability(name.strip())
        if adef is None:
            raise SessionError(translate("ToCSession", "{0} is not a Trail of Cthulhu ability.").format(repr(name)))
        step = "investigative" if adef.investigative else "general"
        part = self._ratings_part(step)
        ratings = {k: v for k, v in part.ratings.items() if k.casefold() != adef.name.casefold()}
        ratings[adef.name] = int(rating)
        return self.set(step, part.model_copy(update={"ratings": ratings}))

    def _consequences(self, old: Answers, new: Answers, step: str) -> Answers:
        """What a change does to the answers (told in the notes)."""
        if step == "occupation" and new.occupation is not None:
            new = new.model_copy(update={"occupation": self._fit_picks(old.occupation, new.occupation)})
        if step == "campaign" and old.campaign is not None and new.campaign is not None:
            before, after = old.campaign, new.campaign
            if before.campaign != after.campaign:
                if after.campaign == "purist":
                    limit = self.data.tables.purist_max
                    self._notes["general"].append(
                        translate(
                            "ToCSession", "The campaign is now Purist: Health and Stability may not be above {0}."
                        ).format(limit)
                    )
                    if new.mind is not None and new.mind.sources:
                        self._notes["mind"].append(
                            translate(
                                "ToCSession", "The campaign is now Purist: Sources of Stability are a Pulp option."
                            )
                        )
                else:
                    self._notes["mind"].append(
                        translate(
                            "ToCSession",
                            "The campaign is now Pulp: name Sources of Stability (one per {0} full Stability points).",
                        ).format(self.data.tables.points_per_source)
                    )
        return new

    def _fit_picks(self, before: OccupationAnswers | None, after: OccupationAnswers) -> OccupationAnswers:
        """Drop the picks (and keeper's extras) the new occupation or branch does not have."""
        if before is None:
            return after
        same_name = before.name.casefold() == after.name.casefold()
        same_branch = (before.branch or "").casefold() == (after.branch or "").casefold()
        if same_name and same_branch:
            return after
        occ = self.data.occupation(after.name)
        notes = self._notes["occupation"]
        if not same_name:
            # Picks and extras carried over unchanged were made for the old occupation.
            picks = {k: v for k, v in after.picks.items() if before.picks.get(k) != v}
            extras = [] if after.keeper_extras == before.keeper_extras else list(after.keeper_extras)
            if picks != after.picks or extras != after.keeper_extras:
                notes.append(
                    translate("ToCSession", "The occupation changed to {0}: its choices start afresh.").format(
                        terms.term("toc", "occupation", after.name)
                    )
                )
            notes.append(
                translate(
                    "ToCSession",
                    "The ratings stay as they were; what they cost follows the new occupational abilities.",
                )
            )
            return after.model_copy(update={"picks": picks, "keeper_extras": extras})
        ids = set()
        if occ is not None:
            ids = {c.id for c in occ.all_choices(occ.branch(after.branch))}
        gone = [key for key in after.picks if key not in ids]
        if gone:
            if len(gone) > 1:
                note = translate("ToCSession", "The branch changed: the choices {0} no longer apply and were cleared.")
            else:
                note = translate("ToCSession", "The branch changed: the choice {0} no longer applies and was cleared.")
            notes.append(note.format(", ".join(gone)))
            return after.model_copy(update={"picks": {k: v for k, v in after.picks.items() if k in ids}})
        return after

    def _budget_notes(self, before: Derived, step: str) -> None:
        """Say how a change of an earlier step moved the build points left."""
        after = self.derived
        for pool in _POOLS:
            if STEPS.index(step) >= STEPS.index(pool) or not self.answered(pool):
                continue
            old, new = before.budgets[pool], after.budgets[pool]
            if old.left != new.left:
                if new.left >= 0:
                    state = translate("ToCSession", "{0} left").format(new.left)
                else:
                    state = translate("ToCSession", "{0} overspent").format(-new.left)
                if pool == "general":
                    note = translate("ToCSession", "General build points: now {0} (was {1} left), as the {2} changed.")
                else:
                    note = translate(
                        "ToCSession", "Investigative build points: now {0} (was {1} left), as the {2} changed."
                    )
                shown_step = translate("ToCSession", _STEP_WORDS[step]) if step in _STEP_WORDS else step
                self._notes[pool].append(note.format(state, old.left, shown_step))

    # ------------------------------------------------------------------ building

    def _rebuild(self) -> None:
        a = self._answers
        data = self.data
        camp = a.campaign or CampaignAnswers()
        problems: list[Violation] = []
        update: dict[str, Any] = {
            "campaign": camp.campaign,
            "investigators": camp.investigators,
            "investigative_budget": camp.investigative_budget,
            "trade_to_investigative": camp.trade_to_investigative,
            "keeper": camp.keeper,
        }
        if a.occupation is not None:
            occ = a.occupation
            update["occupation"] = OccupationChoice(
                name=occ.name,
                branch=occ.branch,
                picks={k: list(v) for k, v in occ.picks.items()},
                keeper_extras=list(occ.keeper_extras),
            )
        abilities: dict[str, Ability] = {}
        for pool in _POOLS:
            part = getattr(a, pool)
            if part is None:
                continue
            for name, rating in part.ratings.items():
                adef = data.ability(name)
                if adef is not None and adef.investigative != (pool == "investigative"):
                    problems.append(
                        Violation(
                            f"session.{pool}_wrong_family",
                            (
                                translate(
                                    "ToCSession",
                                    "{0} is an investigative ability; it is rated on the investigative step.",
                                )
                                if adef.investigative
                                else translate(
                                    "ToCSession", "{0} is a General ability; it is rated on the general step."
                                )
                            ).format(terms.term("toc", "ability", adef.name)),
                            (
                                translate("ToCSession", "Remove it from the investigative ratings.")
                                if pool == "investigative"
                                else translate("ToCSession", "Remove it from the general ratings.")
                            ),
                            f"{pool}.ratings.{name}",
                        )
                    )
                    continue
                key = adef.name if adef is not None else name
                if any(k.casefold() == key.casefold() for k in abilities):
                    continue
                specialities: list[str] = []
                if pool == "investigative":
                    specialities = next(
                        (list(v) for k, v in part.specialities.items() if k.casefold() == key.casefold()), []
                    )
                if adef is not None and rating == adef.start and key != CREDIT_RATING and not specialities:
                    continue  # at its free start: absent, as the generator writes it
                abilities[key] = Ability(rating=rating, specialities=specialities)
        update["abilities"] = self._sheet_order(abilities)
        sheet = ToCSheet(**update)

        mind = a.mind or MindAnswers()
        languages = list(mind.languages)
        if not languages and a.occupation is not None:
            # The occupation's own languages are the first named (as many as Languages gives).
            occ_def = data.occupation(a.occupation.name)
            if occ_def is not None and sheet.occupation is not None:
                wanted = _generate._languages_wanted(
                    occ_def, sheet.occupation.picks, occ_def.branch(a.occupation.branch)
                )
                entry = sheet.ability(LANGUAGES)
                languages = wanted[: entry.rating if entry is not None else 0]
        sheet = sheet.model_copy(
            update={
                "languages": languages,
                "drive": mind.drive,
                "drive_reason": mind.drive_reason,
                "pillars_of_sanity": [Pillar(name=p) for p in mind.pillars],
                "sources_of_stability": [Source(name=s.name, relation=s.relation) for s in mind.sources],
            }
        )

        name = ""
        if a.identity is not None:
            ident = a.identity
            name = ident.name
            weapons, weapon_problems = self._weapons(ident.weapons)
            problems.extend(weapon_problems)
            sheet = sheet.model_copy(
                update={
                    "age": ident.age,
                    "appearance": ident.appearance,
                    "background": ident.background,
                    "occupational_benefits": ident.occupational_benefits,
                    "equipment": ident.equipment,
                    "weapons": weapons,
                }
            )
        self._keep_draft(
            sheet,
            problems,
            name=name,
            no_name=(
                translate("ToCSession", "The investigator has no name."),
                translate("ToCSession", "Give the investigator a name."),
            ),
            no_occupation=(
                (translate("ToCSession", "No occupation is chosen."), translate("ToCSession", "Choose an occupation."))
                if a.occupation is None
                else None
            ),
        )

    def _sheet_order(self, abilities: dict[str, Ability]) -> dict[str, Ability]:
        order = {a.name: i for i, a in enumerate(self.data.abilities)}
        return dict(sorted(abilities.items(), key=lambda item: order.get(item[0], len(order))))

    def _weapons(self, items: Sequence[str | Weapon]) -> tuple[list[Weapon], list[Violation]]:
        def find(key: str) -> Weapon | None:
            entry = self.data.weapon(key)
            return _generate.weapon_from_table(entry) if entry is not None else None

        return self._resolve_weapons(
            items,
            Weapon,
            find,
            lambda key: (
                translate("ToCSession", "No weapon {0} in the weapon tables.").format(repr(key)),
                translate("ToCSession", "Pick a weapon of the tables, or describe it as a weapon of your own."),
            ),
        )

    def _with_rating(self, name: str, rating: int) -> Derived:
        sheet = _generate.with_rating(self._sheet, name, rating, self.data)
        return derive(sheet, self.data)

    def cost_of(self, name: str, rating: int) -> int:
        """Build points the ability costs at ``rating`` now (occupational half price, Credit
        Rating's base and ceiling, Fleeing against Athletics; negative: Credit Rating below its
        base gives points back). Raises ``ValueError`` for an unknown ability."""
        d = self._with_rating(name, rating)
        line = d.ability(name)
        assert line is not None
        return line.cost

    def next_point_cost(self, name: str) -> PointCost:
        """What one more point of the ability costs from its pool now (Athletics moving
        Fleeing's price included) and what one less gives back."""
        d = self.derived
        line = d.ability(name)
        if line is None or not line.known:
            raise SessionError(translate("ToCSession", "{0} is not a Trail of Cthulhu ability.").format(repr(name)))
        pool = line.pool_key
        left = d.budgets[pool].left
        up = down = None
        if line.creation_rating < 99:
            up = left - self._with_rating(line.name, line.creation_rating + 1).budgets[pool].left
        if line.creation_rating > 0:
            down = self._with_rating(line.name, line.creation_rating - 1).budgets[pool].left - left
        return PointCost(line.name, pool, line.creation_rating, line.cost, line.occupational, up, down)

    def fleeing(self) -> FleeingCost:
        """Fleeing's price against Athletics ("Fleeing 6 with Athletics 1 costs 4")."""
        return fleeing_of(self.derived, self.data.tables.occupational_rate)

    def highest_rule(self) -> HighestRule:
        """The highest General ability, the rating another needs to support it and which
        abilities do (Health, Sanity and Stability count, as ``validate`` counts them)."""
        return highest_rule_of(self.derived)

    def spend_rest(self, pool: str) -> StepReport:
        """Spend what is left of a pool (``"investigative"`` or ``"general"``) a build point at
        a time with the generator's builder: for the general pool, Health and Stability up to
        8 first (what is left allowing); then on the occupational abilities of that pool,
        then, when the highest-General rule or the caps stop them, on the others (Credit Rating,
        Cthulhu Mythos and Magic are left alone)."""
        if pool not in _POOLS:
            raise ValueError(f"unknown pool {pool!r} (investigative or general)")
        build = self._builder()
        left = self.derived.budgets[pool].left
        if left <= 0:
            return self.report(pool)
        names = [
            n for n, adef in build.defs.items()
            if adef.investigative == (pool == "investigative")
            and n not in _generate._NEVER_BOUGHT and n != CREDIT_RATING
        ]
        own = [n for n in names if n in build.occupational]
        rng = self._streams["spend"]
        if pool == "general":
            # Body and mind first: an investigator spread thin over many abilities with Health
            # and Stability at their free 1 would not survive the first scene.
            for name in (HEALTH, STABILITY):
                wanted = min(_STURDY, build.hard.get(name, _STURDY))
                while build.ratings[name] < wanted and 0 < build.delta(name, build.ratings[name] + 1) <= left:
                    left -= build.buy(name, build.ratings[name] + 1)
        # Soft caps a little above the current ratings: the builder spreads the points.
        if own:
            left = build.spend(rng, left, dict.fromkeys(own, 1.0), lambda n: build.ratings[n] + 1)
        if left > 0:
            build.spend(rng, left, dict.fromkeys(names, 1.0), lambda n: build.ratings[n] + 1)
        build.round_up_odd()
        return self._store_build(build, pool)

    def _builder(self) -> _generate._Build:
        """The generator's builder over the current ratings."""
        d = self.derived
        if d.occupation is None:
            raise SessionError(translate("ToCSession", "Choose a known occupation first."))
        build = _generate._Build(self.data, d.occupation, d.branch, d.occupational, self.campaign.campaign)
        for line in d.abilities:
            if line.known:
                build.ratings[line.name] = line.creation_rating
        build.hard[SANITY] = d.sanity_cap
        cap = self.campaign.keeper.credit_rating_cap
        if cap is not None:
            build.hard[CREDIT_RATING] = max(build.cr_base, cap) if cap >= build.cr_base else build.cr_base
        return build

    def _ratings_part(self, pool: str) -> InvestigativeAnswers | GeneralAnswers:
        """The answers of the ``investigative`` or ``general`` step (empty until answered)."""
        part = getattr(self._answers, pool) or _ANSWER_TYPES[pool]()
        assert isinstance(part, (InvestigativeAnswers, GeneralAnswers))
        return part

    def _store_build(self, build: _generate._Build, pool: str, extra: dict[str, Any] | None = None) -> StepReport:
        part = self._ratings_part(pool)
        ratings = {
            name: rating
            for name, rating in build.ratings.items()
            if build.defs[name].investigative == (pool == "investigative")
            and (rating != build.start[name] or any(k.casefold() == name.casefold() for k in part.ratings))
        }
        update: dict[str, Any] = {"ratings": ratings, **(extra or {})}
        return self.set(pool, part.model_copy(update=update))

    # ------------------------------------------------------------------ randomising

    def randomise(self, step: str) -> StepReport:
        """Answer ``step`` with the generator's choices, around the answers it already has."""
        if step not in _ANSWER_TYPES:
            raise ValueError(f"step {step!r} cannot be randomised")
        rng = self._streams[f"random.{step}"]
        data = self.data
        a = self._answers
        if step == "campaign":
            return self.set("campaign", a.campaign or CampaignAnswers())
        if step == "occupation":
            return self._randomise_occupation(rng)
        d = self.derived
        occ = d.occupation
        if step in _POOLS:
            if occ is None:
                raise SessionError(translate("ToCSession", "Choose a known occupation first."))
            part = getattr(a, step)
            fresh = part is None or not part.ratings or d.budgets[step].left < 0 or not self._reports[step].ok
            build = self._builder()
            if fresh:
                for name in build.defs:
                    if build.defs[name].investigative == (step == "investigative"):
                        build.ratings[name] = build.start[name]
                budget = d.budgets[step].total - d.budgets[step].withheld
                if step == "investigative":
                    budget -= d.investigative.refund
                    _generate._spend_investigative(rng, build, budget, occ, self.languages_wanted)
                else:
                    _generate._spend_general(rng, build, budget, self.campaign.campaign, occ)
                build.round_up_odd()
                extra = {}
                if step == "investigative":
                    hint = _generate._hint(occ)
                    specialities = {
                        name: _generate._specialities(rng, name, build.ratings[name], hint)
                        for name in (_generate.ART, _generate.CRAFT)
                        if build.ratings.get(name)
                    }
                    extra = {"specialities": specialities}
                return self._store_build(build, step, extra)
            return self.spend_rest(step) if d.budgets[step].left > 0 else self.report(step)
        if step == "mind":
            current = a.mind or MindAnswers()
            languages = list(current.languages) or list(self._sheet.languages)
            count = d.languages_known
            if occ is not None and len(languages) < count:
                # The names given first, then the occupation's (each once: they may be the same).
                wanted: list[str] = []
                for name in [*languages, *self.languages_wanted]:
                    if name.casefold() not in {w.casefold() for w in wanted}:
                        wanted.append(name)
                languages = _generate._language_names(rng, count, wanted, occ)
            languages = languages[:count]
            drive = current.drive or _generate._drive(rng, occ, data)
            pillars = list(current.pillars)[: d.pillars_required]
            if len(pillars) < d.pillars_required:
                taken = {p.casefold() for p in pillars}
                for pillar in _generate._pillars(rng, len(data.tables.pillar_examples), data):
                    if len(pillars) >= d.pillars_required:
                        break
                    if pillar.name.casefold() not in taken:
                        pillars.append(pillar.name)
                        taken.add(pillar.name.casefold())
            sources = list(current.sources)[: d.sources_required]
            if len(sources) < d.sources_required:
                ident = a.identity or IdentityAnswers()
                words = ident.name.split()
                given, family, sex = _generate._person(rng)
                if words:
                    female = _generate._names()[0]
                    family = words[-1]
                    sex = "f" if words[0] in female else "m"
                age = ident.age if ident.age is not None else _generate._age(rng)
                made = _generate._sources(rng, d.sources_required, family, sex, age)
                taken = {s.name.casefold() for s in sources}
                for source in made:
                    if len(sources) >= d.sources_required:
                        break
                    if source.name.casefold() not in taken:
                        sources.append(SourceAnswer(name=source.name, relation=source.relation))
            return self.set(
                "mind",
                current.model_copy(
                    update={"languages": languages, "drive": drive, "pillars": pillars, "sources": sources}
                ),
            )
        # identity
        current = a.identity or IdentityAnswers()
        name = current.name
        if not name.strip():
            given, family, _ = _generate._person(rng)
            name = f"{given} {family}"
        age = current.age if current.age is not None else _generate._age(rng)
        equipment = current.equipment or rng.choice(
            _generate._hint(occ).equipment or _generate._DEFAULT_EQUIPMENT
        )
        weapons: list[str | Weapon] = list(current.weapons)
        if not weapons and occ is not None:
            ratings = {line.name: line.rating for line in d.abilities}
            weapons = [w.kind for w in _generate._weapons(rng, occ, d.branch, ratings, data)]
        return self.set(
            "identity",
            current.model_copy(update={"name": name, "age": age, "equipment": equipment, "weapons": weapons}),
        )

    def _randomise_occupation(self, rng: random.Random) -> StepReport:
        data = self.data
        current = self._answers.occupation
        occ = data.occupation(current.name) if current is not None else None
        if occ is None:
            occ = rng.choice(data.occupations)
            current = OccupationAnswers(name=occ.name)
        assert current is not None
        branch = occ.branch(current.branch)
        if occ.branches and branch is None:
            branch = _generate._branch_for_picks(rng, occ, (), data)
        choices = occ.all_choices(branch)
        ids = {c.id: c for c in choices}
        given: dict[str, list[str]] = {}
        for key, names in current.picks.items():
            choice = ids.get(key)
            if choice is None:
                continue
            options = {o.casefold(): o for o in data.choice_options(occ, choice, branch)}
            kept = [options[n.casefold()] for n in names if n.casefold() in options][: choice.count]
            if kept:
                given[key] = kept
        picks = _generate._fill_choices(rng, occ, branch, given, data)
        return self.set(
            "occupation",
            current.model_copy(
                update={"name": occ.name, "branch": branch.name if branch is not None else None, "picks": picks}
            ),
        )

    def _complete_occupation(self) -> None:
        """Fill the branch and the choices a known occupation's answers leave open (the picks
        given are kept as they are)."""
        current = self._answers.occupation
        assert current is not None
        occ = self.data.occupation(current.name)
        if occ is None:
            return
        rng = self._streams["random.occupation"]
        branch = occ.branch(current.branch)
        if occ.branches and not current.branch:
            branch = _generate._branch_for_picks(rng, occ, (), self.data)
        elif current.branch and branch is None:
            return  # an unknown branch is the player's to fix
        open_choices = [c for c in occ.all_choices(branch) if len(current.picks.get(c.id, ())) < c.count]
        if not open_choices and branch is occ.branch(current.branch):
            return
        picks = _generate._fill_choices(rng, occ, branch, current.picks, self.data)
        self.set(
            "occupation",
            current.model_copy(update={"branch": branch.name if branch is not None else None, "picks": picks}),
        )

    def _randomise_order(self, steps: list[str]) -> list[str]:
        if "mind" in steps and "identity" in steps and not self.answered("identity"):
            # The identity first: the family among the Sources of Stability shares its surname.
            steps.remove("identity")
            steps.insert(steps.index("mind"), "identity")
        return steps

    def _before_randomise(self, step: str) -> None:
        if step == "occupation" and self.answered(step):
            self._complete_occupation()

    # ------------------------------------------------------------------ finishing

    def document(self, now: datetime | None = None) -> ToCDocument:
        """The finished investigator as a document (problems or not: the caller confirms)."""
        ident = self._answers.identity or IdentityAnswers()
        return self._new_document(ToCDocument, ident.name, ident.player, now)

