"""Foundry VTT actors of the Call of Cthulhu 7th edition system, in and out (Qt-free).

Target: the CoC7 system (``CoC7``) version 0.10.5 (Foundry VTT 10–11), whose ``template.json``
defines the actor types ``character`` and ``npc`` and the item types ``skill`` and ``weapon``.
Writing gives the JSON that Foundry's "Import Data" accepts on an actor of that system; reading
takes such an actor (an "Export Data" file) back, tolerating older (``data`` instead of
``system``) and newer versions: missing keys are reported, never fatal.

What maps:

- ``name``, ``type`` (``character`` ↔ investigator, ``npc``/``creature`` ↔ NPC), ``img`` (the
  portrait as a ``data:image/png|jpeg;base64`` URI, checked as a sheet file's portrait is by
  :func:`sheetmaker.io.interchange.portrait_of`; a server path cannot be read);
- ``system.characteristics.<str..edu>.value`` ↔ characteristics;
- ``system.attribs``: ``hp``/``mp``/``san`` value ↔ current HP/MP/SAN (their ``max`` and ``mov``,
  ``db``, ``build`` are written from our rules and, when read, compared with ours — any
  difference is reported and ours is used); ``lck.value`` ↔ Luck; ``san.dailyLoss`` ↔ SAN lost
  today; ``armor.value`` ↔ armour when it is a number;
- ``system.infos``: occupation, age, sex (our pronouns), residence, birthplace, playername;
- ``system.conditions``: criticalWounds, unconscious, dying, dead, tempoInsane, indefInsane;
- ``system.biography`` (characters: a list of ``{title, value}`` sections) ↔ the ten backstory
  sections; NPCs carry only ``biography.personalDescription``; ``system.description.keeper`` ↔
  notes; ``system.monetary.cash``/``assets`` ↔ cash and assets (characters); ``system.special.
  sanLoss`` ↔ an NPC's SAN loss;
- ``items`` of type ``skill``: ``skillName``/``specialization`` (``Fighting``/``Brawl`` ↔
  Fighting (Brawl)), ``base``, ``adjustments.occupation``/``personal``/``experience``, ``value``
  (NPCs use the value: points = value − base), ``flags.occupation``, ``flags.developement`` (the
  experience tick), ``properties`` (special, fighting, firearm, combat, noadjustments, noxpgain);
  unknown skills become custom skills with the stored base and are named in the report;
- ``items`` of type ``weapon``: ``skill.main`` (id, name), ``range.normal`` (value, units,
  damage), ``usesPerRound``, ``bullets``, ``malfunction``, ``properties.impl`` (impaling),
  ``description.value`` (notes); ``items`` of type ``item`` ↔ the gear lines.

Writing follows what the sheet states (``sheet.stated``): a creature is a ``creature`` actor
(infos without an age), a statblock's HP/MP maxima, MOV, Build and DB are written as stated with
``auto`` off, SAN and Luck only when given, an age only when given; an NPC or creature carries its
own skills (and its weapons'), not the investigator's full list. Empty cash and assets of a
character are reported.

Foundry has no place for the creation record, tags, recorded characteristic changes, fellow
investigators and permanent insanity: the export report lists them. Two small things it cannot
hold are kept in ``flags.sheetmaker`` (the era and the occupation's choices) so a sheet comes
back as it went; an actor made in Foundry simply has none.
"""


from __future__ import annotations

from sheetmaker.io.foundry.common import BIOGRAPHY_TITLES as BIOGRAPHY_TITLES
from sheetmaker.io.foundry.common import CORE_VERSION as CORE_VERSION
from sheetmaker.io.foundry.common import MAX_HTML_CHARS as MAX_HTML_CHARS
from sheetmaker.io.foundry.common import SYSTEM_ID, SYSTEM_VERSION, TITLE
from sheetmaker.io.foundry.common import _html as _html
from sheetmaker.io.foundry.common import _text as _text
from sheetmaker.io.foundry.read_items import _formula as _formula
from sheetmaker.io.foundry.reading import detect, read
from sheetmaker.io.foundry.writing import to_actor as to_actor
from sheetmaker.io.foundry.writing import write
from sheetmaker.io.interchange import Format, register

__all__ = ["SYSTEM_ID", "SYSTEM_VERSION", "TITLE", "detect", "read", "write"]

FORMAT = register(
    Format(key="foundry", title=TITLE, detect=detect, read=read, write=write, suffix=".json", games=("coc7",))
)
