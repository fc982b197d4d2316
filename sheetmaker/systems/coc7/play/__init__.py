"""Call of Cthulhu 7e in play: rolls, Sanity, wounds and healing, development, aging.

Every function here is pure: it takes a :class:`CoC7Sheet`, never changes it, and returns an
outcome carrying a *new* sheet plus what happened, so the GUI can push one undo step per
outcome. A sheet is never changed silently: :attr:`Outcome.changes` lists every stored field
that differs between the input and the returned sheet (computed by comparing the two, so
nothing can be forgotten), and the outcome's own fields say why (the dice, the levels, the
conditions reached). Derived values (skill values, maxima, Damage Bonus, MOV) always come
from :func:`sheetmaker.systems.coc7.rules.derive`.

Randomness is injected as a :class:`random.Random`. Percentile rolls go through
:mod:`sheetmaker.core.d100` (a units die, then the tens dice); other dice, plain 1D100 checks
included, through :mod:`sheetmaker.core.dice` (``rng.randint(1, sides)`` per die), so each
die is kept in the outcome.

Rule decisions (RULES.md and seeds 000, 003, 004; where they differ the seed wins) are noted
in the module that holds the rules they decide:

* :mod:`.checks`: skill, characteristic, Idea and Know rolls, pushes, opposed rolls (ticks).
* :mod:`.luck`: Luck rolls, Luck spent on a roll (forced rolls included), Luck recovery.
* :mod:`.sanity`: Sanity rolls, temporary and indefinite insanity, SAN gained.
* :mod:`.damage`: damage rolls, wounds and the CON rolls they force, healing.
* :mod:`.development`: the development phase.
* :mod:`.aging`: aging in play.

Shared helpers live in :mod:`._common`.
"""

from __future__ import annotations

from sheetmaker.core.outcome import Change, Outcome
from sheetmaker.systems.coc7.play._common import NO_IMPROVEMENT_SKILLS, changes_between
from sheetmaker.systems.coc7.play.aging import (
    EDU_MAX,
    AgingChooser,
    AgingOutcome,
    DecadeEffect,
    age_in_play,
)
from sheetmaker.systems.coc7.play.checks import (
    OpposedRollOutcome,
    RollOutcome,
    characteristic_roll,
    idea_roll,
    know_roll,
    opposed_roll,
    push_roll,
    skill_roll,
)
from sheetmaker.systems.coc7.play.damage import (
    ConRollOutcome,
    DamageOutcome,
    HealOutcome,
    WoundOutcome,
    apply_damage,
    damage_roll,
    dying_con_roll,
    first_aid,
    heal,
    major_wound_con_roll,
    medicine,
    natural_healing,
    weekly_healing,
)
from sheetmaker.systems.coc7.play.development import MASTERY as MASTERY
from sheetmaker.systems.coc7.play.development import (
    DevelopmentOutcome,
    ImprovementCheck,
    development_phase,
)
from sheetmaker.systems.coc7.play.luck import (
    LUCK_MAX,
    LuckRecoveryOutcome,
    luck_recovery,
    luck_roll,
    spend_luck,
)
from sheetmaker.systems.coc7.play.sanity import (
    TEMPORARY_INSANITY_LOSS as TEMPORARY_INSANITY_LOSS,
)
from sheetmaker.systems.coc7.play.sanity import (
    InsanityOutcome,
    SanGainOutcome,
    SanOutcome,
    gain_san,
    new_day,
    san_roll,
    temporary_insanity_check,
)

__all__ = [
    "LUCK_MAX",
    "EDU_MAX",
    "NO_IMPROVEMENT_SKILLS",
    "AgingChooser",
    "AgingOutcome",
    "Change",
    "ConRollOutcome",
    "DamageOutcome",
    "DecadeEffect",
    "DevelopmentOutcome",
    "HealOutcome",
    "ImprovementCheck",
    "InsanityOutcome",
    "LuckRecoveryOutcome",
    "OpposedRollOutcome",
    "Outcome",
    "RollOutcome",
    "SanGainOutcome",
    "SanOutcome",
    "WoundOutcome",
    "age_in_play",
    "changes_between",
    "apply_damage",
    "characteristic_roll",
    "damage_roll",
    "development_phase",
    "dying_con_roll",
    "first_aid",
    "gain_san",
    "heal",
    "idea_roll",
    "know_roll",
    "luck_recovery",
    "luck_roll",
    "major_wound_con_roll",
    "medicine",
    "natural_healing",
    "new_day",
    "opposed_roll",
    "push_roll",
    "san_roll",
    "skill_roll",
    "spend_luck",
    "temporary_insanity_check",
    "weekly_healing",
]
