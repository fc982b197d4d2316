"""Keeper-style statblocks as plain text, in and out (Qt-free).

Reading takes what keepers paste from scenarios and PDFs: Call of Cthulhu 7e statblocks
(``STR 45 CON 50 SIZ 60 ... HP 11 DB 0 Build 0 Move 6``, attacks with ``damage``, skills as
``Name 60%``, armour, spells, ``Sanity Loss: 0/1D6``) and Trail of Cthulhu GUMSHOE NPC
statblocks (``Athletics 8, Health 9, Scuffling 10``, ``Hit Threshold: 4``, ``Alertness
Modifier: +1``, ``Weapon: +1 (club)``, ``Armor: -1 vs. bullets``). The text is normalised first
(ligatures, non-breaking spaces, dashes, curly quotes, bold markers), so layouts with or without
colons, percent signs, half/fifth values and odd line breaks read the same. Several statblocks
in one paste give several NPC sheets; stated derived values (HP, MP, DB, Build, MOV, Hit
Threshold) are compared with ours and every difference is reported.

Writing gives the same layout back (:func:`write`), so a sheet survives a round trip in every
value the layout carries; the export report lists what it cannot carry. It writes what the sheet
states (``sheet.stated``): a creature without age, APP or EDU and with its stated HP, MP, MOV,
Build and DB; a statblock NPC's SAN and age only when its statblock gave them.

What maps (Call of Cthulhu):

- the name line → name; ``age 54`` or a bare ``, 54,`` → age; ``modern era`` → era (a modern-only
  skill such as Computer Use also makes the sheet modern); the rest of the line → notes;
- ``STR 45`` ... ``EDU 90`` (half/fifth values and creature rolls ``(3D6+6)x5 82`` ignored) →
  characteristics; a characteristic not given is 0 and the notes say so (creatures);
- ``HP``/``MP`` → compared with ours; a different value is kept as the current HP/MP and reported;
  ``SAN`` → the current SAN when it is not the starting SAN; ``Luck`` → Luck (0 when absent);
- ``DB``/``Damage Bonus``, ``Build``, ``MOV``/``Move`` → compared with ours; a difference is
  reported and written into the notes (the sheet works them out from the characteristics);
- ``Name 40% (20/8), damage 1D6+DB[, range R][, attacks A][, ammo N][, malfunction M][, impaling]
  [, uses Skill]`` → a weapon whose skill comes from ``uses``, the name (``Brawl`` → Fighting
  (Brawl), ``.38 revolver`` → Firearms (Handgun), ``Rifle/Shotgun``...) or the weapons list, and
  that skill's value; ``Attacks per round: 2`` → each weapon's attacks;
- ``Name 60%`` anywhere, or any ``Name N`` in a ``Skills:``/``Languages:`` list → the skill's final
  value (points = value − base, as personal interest); unknown names → custom skills (base 0),
  named in the report; ``Cthulhu Mythos`` → the Mythos value;
- ``Armour:`` → armour; ``Spells:`` → the Arcane Tomes, Spells & Artifacts section;
  ``Sanity Loss: 0/1D6`` → the creature's SAN loss; ``Special powers:``/``Notes:`` → notes;
  anything else is reported as not read.

What maps (Trail of Cthulhu): ``Ability N`` pairs of the ability list → ratings; ``Hit
Threshold`` → kept on the sheet when it differs from Athletics' (and reported); ``Alertness
Modifier``/``Stealth Modifier`` → the NPC modifiers; ``Weapon: +1 (club), -1 (fist)`` and Pelgrane's
``Weapon: Webley revolver +0, two claws +1 and a bite +0`` → weapons with their damage modifier
(Firearms for guns, Scuffling for fists and claws, else Weapons; a remark in brackets → the
weapon's notes, sentences after the list → notes); ``The consumptive Professor X`` / ``Player:
Larry`` → name, epithet (notes) and player; one-liners (``Gangster: Athletics 10, Health 10``) and
text whose line breaks were collapsed read too; an ``Ability N`` pair of no ToC ability is reported;
``Armor: -1 vs. bullets`` → 1 armour point, the qualifier in the notes; ``Stability Loss`` has no
field and is kept in the notes (the report says so).

Not carried by the layout: the creation record and how points were split, the occupation,
backstory (but spells), gear and money, conditions, portraits and notes (CoC); pools,
specialities, languages, Drive, Pillars, Sources of Stability, weapon kinds and ranges (ToC).
A ToC sheet's player (a ``Player:`` line) and notes (a ``Notes:`` paragraph) are written when
the statblock reads back with them as they are; otherwise the report says they are not carried.
Every sheet read is an NPC.

Layouts from the wild (issue 22) are recognised by their features and rewritten into the
keeper layout before reading (:mod:`.layouts`): Roll20 attribute lists, text of filled
investigator sheets, Homebrewery/markdown, columns copied one after the other, blogs spelling the
characteristics out, German and French labels (from SheetMaker's terms). A 6th-edition statblock
is converted (characteristics ×5, derived values from the 7e rules, one ``converted:`` line per
changed value); a creature (no APP, no EDU) keeps its stated HP, MP, MOV, Build and DB
(``CoC7Sheet.stated``); an attack keeps its own percentage.

The package: :mod:`.common` (limits, labels, normalising the text), :mod:`.detect` (which
game a text is for), :mod:`.layouts` (layout families), :mod:`.blocks` (splitting a paste into
statblocks), :mod:`.coc_reader` and :mod:`.toc_reader` (one statblock of each game; the CoC
lists' items in :mod:`.coc_items`), :mod:`.reader` (:func:`parse_text`, :func:`read`) and
:mod:`.writer` (:func:`write_text`, :func:`write`).
"""

from __future__ import annotations

from sheetmaker.io.interchange import Format, register
from sheetmaker.io.statblock_text.common import CHARS as CHARS
from sheetmaker.io.statblock_text.common import MAX_BLOCKS as MAX_BLOCKS
from sheetmaker.io.statblock_text.common import MAX_SKILLS as MAX_SKILLS
from sheetmaker.io.statblock_text.common import MAX_TEXT_CHARS as MAX_TEXT_CHARS
from sheetmaker.io.statblock_text.common import TITLE as TITLE
from sheetmaker.io.statblock_text.common import normalise as normalise
from sheetmaker.io.statblock_text.detect import detect
from sheetmaker.io.statblock_text.reader import parse_text, read
from sheetmaker.io.statblock_text.writer import write, write_text

__all__ = ["detect", "parse_text", "read", "write", "write_text"]


FORMAT = register(
    Format(key="statblock", title=TITLE, detect=detect, read=read, write=write, suffix=".txt", games=("coc7", "toc"))
)
