"""Dhole's House JSON for Call of Cthulhu 7e investigators, in and out (Qt-free).

Dhole's House (dholeshouse.org) exports an investigator as ``{"Investigator": {...}}`` — the
shape the CoC7 Foundry system's Dhole's House importer reads (version "0.5.0" in the header).
Its quirks, all handled here: every value is a string; ``"None"`` and ``null`` mean empty; a list
with one element may be a bare object; skills with specialisations carry ``subskill`` (empty
slots have ``subskill: "None"``); ``occupation: "true"`` marks occupation skills; the portrait
is base64 JPEG; derived values (HP, MP, SAN, DB, Build, MOV, Dodge, skill points, money) are
stored too.

What maps (import and export):

- ``Header.GameType`` ``"Classic (1920's)"`` / ``"Modern"`` ↔ the era;
- ``PersonalDetails``: ``Name``, ``Occupation`` (the name only), ``Gender`` ↔ pronouns, ``Age``,
  ``Birthplace``, ``Residence``, ``Portrait`` (base64 JPEG or PNG, checked as a
  sheet file's portrait is by :func:`sheetmaker.io.interchange.portrait_of`);
- ``Characteristics``: STR…EDU; ``Luck``; ``HitPts``/``MagicPts``/``Sanity`` ↔ the current
  values. ``HitPtsMax``, ``MagicPtsMax``, ``SanityStart``, ``SanityMax``, ``Move``,
  ``DamageBonus``, ``Build``, ``OccupationSkillPoints``, ``PersonalInterestSkillPoints``,
  ``Combat.Dodge`` and any ``STR_half``/``STR_fifth`` are written from our rules and, when read,
  compared with ours: every difference is reported and ours is used;
- ``Skills.Skill[]``: ``name`` + ``subskill`` ↔ our skill and specialisation (``Operate Heavy
  Machine`` ↔ Operate Heavy Machinery; ``Misc`` + subskill ↔ a custom skill). The ``value``
  becomes points over our base: occupation points when ``occupation`` is ``"true"``, personal
  interest points otherwise; ``half``/``fifth`` are checked. Cthulhu Mythos ↔ the sheet's
  Mythos. Unknown skills become custom skills (base = their value) named in the report;
- ``Talents`` (Pulp) ↔ custom skills named ``Pulp talent: <name>`` (the descriptions go to the
  notes on import). The files seen have ``"Talents": null``; a list of names or of
  ``{"name", "description"}`` objects, bare or under any one key, is read;
- ``Weapons.weapon[]``: ``name``, ``skillname`` (the specialisation, e.g. ``Handgun``),
  ``damage``, ``range``, ``attacks``, ``ammo``, ``malf`` (``regular``/``hard``/``extreme`` are
  written from our skill values and compared when read);
- ``Possessions.item[].description`` ↔ the gear lines; ``Cash.cash``/``assets`` ↔ cash and
  assets (compared with the Credit Rating table; ``spending`` is compared only, the sheet
  derives it);
- ``Backstory``: ``description``, ``ideology``, ``people``, ``locations``, ``possessions``,
  ``traits``, ``injurues`` (sic; ``injuries`` is read too), ``phobias``, ``tomes``,
  ``encounters`` ↔ the ten backstory sections.

Dhole's House cannot carry: the player, notes, tags, the NPC kind, the creation record, recorded
characteristic changes, the occupation's choices, how points split between occupation, personal
interest and experience (only the value and the occupation mark), improvement ticks,
conditions, SAN lost today, armour, a creature's SAN loss, weapon damage type and notes, fellow
investigators. The export report lists the ones a sheet uses.

An NPC or creature made from a statblock (``sheet.stated``) is written as it states: its stated
HP/MP maxima, MOV, Build and DB; SAN, Luck, an age, money and a creature's APP/EDU only when given
(``null`` otherwise). The report says which occupation marks are written: a skill is marked only
where the sheet's occupation lists it.
"""

from __future__ import annotations

from sheetmaker.io.dholes.common import BACKSTORY_KEYS as BACKSTORY_KEYS
from sheetmaker.io.dholes.common import ERAS as ERAS
from sheetmaker.io.dholes.common import MAX_TALENTS as MAX_TALENTS
from sheetmaker.io.dholes.common import TALENT_PREFIX as TALENT_PREFIX
from sheetmaker.io.dholes.common import TITLE
from sheetmaker.io.dholes.common import VERSION as VERSION
from sheetmaker.io.dholes.reading import detect, read
from sheetmaker.io.dholes.writing import to_dholes as to_dholes
from sheetmaker.io.dholes.writing import write
from sheetmaker.io.interchange import Format, register

__all__ = ["TITLE", "detect", "read", "write"]

FORMAT = register(
    Format(key="dholes", title=TITLE, detect=detect, read=read, write=write, suffix=".json", games=("coc7",))
)
