<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbilityStepPage</name>
    <message>
        <source>&amp;Spend the Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend the build points still left on the occupational abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ra&amp;tings (select one and type a number; ● occupational, half price):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an ability to see what its points cost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AbilityTableModel</name>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ability (● marks an occupational ability: 2 rating points per build point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating: type a number to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rating every investigator has for free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points the rating costs now (&quot;back&quot;: points returned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points one more rating point would cost now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What makes the price or the limit of this ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos is learnt in play, not bought: it stays at 0 unless the keeper allows buying it (Campaign step, keeper&apos;s permissions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {0} never puts points into Credit Rating: it stays at {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free {0}, normal price with no ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free {0}, normal price to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keeper&apos;s leave needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist: at most {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half price (occupational)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full price to {0}, then half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half price (Athletics 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (occupational)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>see the problem below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>½ point unused: next free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {0} starts with Credit Rating {1} for free (range {2}: no ceiling). Every point above {1} costs the normal price ({3} build point(s) to reach {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {0} starts with Credit Rating {1} for free (range {2}). Up to {3} it costs {4} build point(s) in all; above {3} each point costs {5}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point below {0} gives {1} investigative build point(s) back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleeing {0} with Athletics {1} costs {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational: {0} rating points per build point throughout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 build point a point up to {0} (twice Athletics), then {1} points per build point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With Athletics 0, {0} rating points per build point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational: {0} rating points per build point; rating {1} costs {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An odd rating leaves half a build point unused: the next point is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every investigator has {0} {1} for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity can be at most {0} − Cthulhu Mythos {1} = {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Purist campaign allows at most {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Pulp campaign sets no maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more point costs {0} build point(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One less gives {0} back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AboutBox</name>
    <message>
        <source>SheetMaker {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build, play and print investigators for Call of Cthulhu 7th edition and Trail of Cthulhu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: MIT. Game terms and numbers are facts of the games; all descriptions are our own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu is a trademark of Chaosium Inc.; Trail of Cthulhu is a trademark of Pelgrane Press. SheetMaker is not affiliated with either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddSheetsDialog</name>
    <message>
        <source>Add Open Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the open sheets to add to the party table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet is in the party table already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sheet of this game is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AddSkillDialog</name>
    <message>
        <source>Add skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;specialisation of a skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &amp;custom skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Biology, Latin, Aircraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom skill name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Dreamlands Lore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AgePage</name>
    <message>
        <source>&amp;Age:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characteristics were entered freely: age effects are not applied to them. Luck is still rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Default split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the points from the highest characteristics first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDU improvement checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the investigator&apos;s age: the young lose a little strength and schooling, the old gain education but lose vigour, looks and speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age {0} is outside the table ({1}–{2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take {0} points from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>APP −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDU −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 EDU improvement check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} EDU improvement checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck rolled twice, the higher kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck rolled {0} times, the highest kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no effects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ages {0}–{1}: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After age: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age changes no characteristic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the characteristics first to see what age does to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {0} points in all from {1}, one point at a time as you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(The default split is shown.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left to deduct: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check {0}: D100 {1} &gt; EDU {2}: +{3} (D10 {4})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check {0}: D100 {1} vs EDU {2} — no gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck (3D6×5, rolled twice, the higher kept): {0} and {1} → Luck {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck (3D6×5, rolled {0} times, the higher kept): {1} → Luck {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck (3D6×5): {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AgingDialog</name>
    <message>
        <source>Age the investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decade crossed applies its effects in turn: an EDU improvement check (not for magical aging), points deducted among STR, CON and DEX (added among STR and SIZ at 20), APP −5 and MOV −1 from 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New age (now {0}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Magical aging (no EDU improvement checks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deduct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning {0}: {1} {2} points among {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turning {0}: points for {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new age is the age now: nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No decade crossed asks for points (turning 10 or 30 does nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points left to split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points too many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All points split</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AmountEdit</name>
    <message>
        <source>8, 1D6 or 1D6+1D4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number of points or dice such as 1D6+1D4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a dice expression: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the attacker&apos;s damage bonus as dice (such as 1D4), not DB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls {0} to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Autosave is off: the folder {0} cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BulkNpcDialog</name>
    <message>
        <source>New Quick NPCs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modern day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of NPCs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every NPC of the batch gets this tag, beside its tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ag:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names of the NPCs to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other &amp;Names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw another batch: other names, occupations and values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NPCs will be saved in the folder {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert: occupation skills at 75</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professional: occupation skills at 50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average: occupation skills at 25</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert: key General abilities around 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Professional: key General abilities around 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average: key General abilities around 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mix of occupations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This NPC will be made:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Make 1 NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These {0} NPCs will be made:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Make {0} NPCs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NPCs could not be saved in {0}: {1} Nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>Campaign style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Purist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lovecraft&apos;s bleak horror, where the Mythos cannot be beaten: Health and Stability may not be bought above {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pu&amp;lp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-fisted heroes who can fight back: no cap on Health and Stability, and every {0} Stability points call for a Source of Stability, a living person who keeps you steady.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigators in the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Investigators in the group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;keeper sets the investigative build points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keeper&apos;s investigative build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points traded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, agreed at the table: +1 turns {0} general build points into 1 investigative point, −1 the reverse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trade between pools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the keeper allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu &amp;Mythos may be bought at creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points may be &amp;withheld and spent later, during the adventure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating may not end &amp;above:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest Credit Rating allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle with your keeper how the game is played: the campaign style and the group&apos;s size decide how many build points you get to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the keeper&apos;s number is used instead)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each investigator gets {0} investigative build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To spend: {0} investigative build points ({1} {2:+d} traded) and {3} general ({4} {5:+d} traded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To spend: {0} investigative build points and {1} general.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message>
        <source>Dice: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: the sheet no longer holds this roll&apos;s change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CharacteristicsPage</name>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;olled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Point buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Free entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each of {0} to one characteristic. Drag a value onto another characteristic to swap the two, or pick a value from the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag onto another characteristic to swap the two values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Suggest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the highest values to the characteristics most investigators need</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll &amp;all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend exactly {0} points; each characteristic takes {1} to {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread &amp;evenly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type any values (keepers&apos; characters, imported investigators): the sheet records free entry, and age effects are not applied to these values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the eight characteristics, the investigator&apos;s raw abilities: every roll, skill base and derived value follows from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remaining: {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given yet: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given too often: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll each characteristic; the keeper allows rolling again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll each characteristic once: the keeper does not allow rolling again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(rolled before)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} picked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoicesPage</name>
    <message>
        <source>Occupation choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the choices your occupation leaves open: they decide which skills take occupation points on the next page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation on the previous page first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes {1} and {2}; choose the rest below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes {1} and {2}: nothing is left to choose.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseGameDialog</name>
    <message>
        <source>New Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which game is the investigator for?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Call of Cthulhu 7th edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristics, age, occupation and skill points, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points, occupation, Drive, Pillars of Sanity, step by step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7Backstory</name>
    <message>
        <source>Personal description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideology and beliefs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Significant people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaningful locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasured possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injuries and scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phobias and manias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane tomes, spells and artefacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters with strange entities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7CreationWizard</name>
    <message>
        <source>New Call of Cthulhu Investigator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7FellowsModel</name>
    <message>
        <source>Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The investigator&apos;s name cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change fellow investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add fellow investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove fellow investigator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7Play</name>
    <message>
        <source>{0} others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX {0} + {1} (readied firearm) = {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tied with {0} on DEX and combat skill: the keeper decides, party order kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; same DEX as {0}: the higher combat skill goes first ({1} {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot {0}: the investigator is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make a Sanity roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make a CON roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give First Aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use Medicine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weekly healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ticked for improvement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the skill to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a characteristic, not a skill: make a characteristic roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet has no skill named {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} never earns an improvement tick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposed rolls cannot be pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pushed: rolled {1}, {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Luck spent: {1} becomes {2}, {3}; Luck {4} → {5}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no improvement tick for a roll altered with Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tick this roll earned on {0} is withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposed roll judged again: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck cannot be spent: this healing had no roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Luck spent on {1}: {2} becomes {3}, {4}; Luck {5} → {6}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CON roll now succeeds: stays conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CON roll now succeeds: holds on for another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the INT roll now succeeds: temporarily insane for {0} hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the healing roll now succeeds: extreme success: 2D3 = {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the healing roll now succeeds: 1D3 = {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now an extreme success: another 1D3 (2D3 in all) = {0} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: {2} {3}; {4} {5}: {6} {7}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble: the maximum loss of {0}, {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success loses {0} = {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure loses {0} = {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN {0} → {1}; lost today {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} SAN lost in one roll: an INT roll decides temporary insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} SAN lost today is a fifth or more of {1} ({2}): indefinite insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN 0: permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temporarily insane for {0} hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the mind refuses to understand: no temporary insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new day: SAN lost today reset to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capped at the maximum SAN {0} (99 − Cthulhu Mythos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme: maximum damage {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme impale: maximum {0} + another roll {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (below 0 counts as 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} with DB {2}, {3} = {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage: HP {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage in one blow is at least the maximum HP {1}: dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is at least half the maximum HP {1}: a major wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP 0: unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP 0 with a major wound: dying (a CON roll at the end of each round, only First Aid ends it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a major wound: a CON roll or fall unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>falls unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the investigator is not dying: no CON roll against death is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds on for another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: HP {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capped at the maximum HP {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the major wound heals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the major wound heals (HP {0} is half the maximum {1} or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid on a dying character: no HP, but no longer dying (Medicine can follow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine on a dying character: no HP now, a healing roll at the end of one week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine: 1D3 = {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a major wound there is no daily healing: make the weekly healing roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} day of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} days of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>without a major wound, healing is 1 HP per day, not a weekly roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healing roll, CON {0}: rolled {1}, {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no healing this week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme success: 2D3 = {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1D3 = {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be improved by experience: tick cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, +{3} → {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}; reaches {1}%: +{2} SAN (2D6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, no improvement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no ticked skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck {0}: rolled {1}, +{2} → {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck never exceeds {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck {0}: rolled {1}, no recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aging goes forward: {0} is younger than {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an age of {0} is beyond the sheet&apos;s limit of 200</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning {0}: EDU check {1} &gt; {2}: +{3} → EDU {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning {0}: EDU check {1}, no gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning {0}: magical aging, no EDU check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning {0}: APP −{1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turning {0}: MOV −{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP {0} → {1} (the new maximum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum HP {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the age table gives MOV {0} but aging in play gives {1} (the table stops at 89: MOV −1 for each further decade)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7Rules</name>
    <message>
        <source>The characteristics before age effects are {0} (sorted {1}); the allocation method uses {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each of the values {0} to one characteristic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1}; point buy allows {2} to {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {0} between {1} and {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} fewer points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} more points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The characteristics add up to {0}; point buy spends exactly {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1}, which {2} cannot roll (multiples of 5 from {3} to {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the value rolled for {0}, or choose the free method for an imported sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points are deducted from {1} for age {2}; at that age the deduction comes from {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the deduction to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the deduction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The age deduction from {0} is {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deductions are positive numbers of points taken away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deducting {0} from {1} {2} leaves {3}; age never takes a characteristic below {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduct at most {0} from {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (the table&apos;s {1}, less what would take a characteristic below {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age {0} deducts {1} points among {2}; the sheet deducts {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deduct {0} points in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the age deduction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC: creation rules are not checked, only the state of play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristics entered freely: the generation method, the age effects and the Luck roll are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The age at creation cannot be told from the record after the changes of play: the age effects are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Luck roll recorded: the Luck roll is not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not set (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age {0} is outside the creation table (15 to 89).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an age from 15 to 89, or use the free method for an unusual investigator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age {0}-{1} makes {2} EDU improvement checks; the sheet records {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make exactly {0} EDU checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age {0}-{1} rolls Luck {2} time(s); the sheet records {3} roll(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll Luck twice (keeping the higher) at 15-19, once otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Luck roll {0} is not a possible 3D6×5 (multiples of 5 from 15 to 90).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the Luck rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDU check {0}: a roll of {1} against EDU {2} fails, yet it gains {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the gain of a failed check to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDU check {0}: a roll of {1} beats EDU {2}, yet it gains nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 1D10 and record the gain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1}, but the recorded base {2} with the age effects and later changes gives {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {0} to {1}, or correct the creation record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} before the recorded changes of play: no creation method gives more than {2} (EDU {3}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} before the recorded changes of play: no creation method gives more than {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: no creation method gives more than {2} (EDU {3}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}: no creation method gives more than {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {0} to {1} or less, record what raised it in play as a characteristic change, or make the sheet an NPC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck is not set (0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 3D6×5 for Luck (twice at ages 15-19, keeping the higher) and enter it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the social skills ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any skills (personal or era specialties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The occupation {0} is not in the occupation list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a listed occupation, or add it as a user occupation file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not an occupation of the {1} era ({2} only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another occupation or change the era.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s points formula {1} chooses among {2}, not {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}&apos;s points formula {1} has no characteristic to choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick one of the formula&apos;s characteristics, or leave it to take the best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes {1} (any): name the specialisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the {0} specialisation (e.g. {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of your choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not offer the choice that {1} are filed under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: choose {1} skill among {2}; {3} chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: choose {1} skills among {2}; {3} chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose exactly {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not among {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick one of the listed options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pick {0} needs a specialisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a named {0}, e.g. {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a fixed skill of the occupation; a pick must add a new occupation skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is already picked for another choice; a pick must add a new occupation skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick another skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is on the sheet twice (as {1} and another form).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge the two entries into one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has {1} of occupation points but is not an occupation skill of {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the points to an occupation skill or to personal interest points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has negative points (occupation {1}, personal {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points spent are 0 or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes no points at creation; the sheet puts {1} in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the occupation and personal points from {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has points but no specialisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the specialisation, e.g. {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1} after creation points; no skill exceeds 99 at creation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {0} points out of {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} occupation points are spent of {1} ({2}): {3} too many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {0} occupation points out of the skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} personal points are spent of {1} ({2}): {3} too many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {0} personal points out of the skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} occupation points ({2}) are not spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend the remaining {0} occupation points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} personal points ({2}) are not spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend the remaining {0} personal points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating is {0}; a {1} starts with {2} to {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Credit Rating between {0} and {1} with occupation points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The occupation skills and Credit Rating are set to {0}; quick-start sets them to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the values {0} to the {1} occupation skills and Credit Rating, one each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is an occupation skill; quick-start personal interest points go to non-occupation skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the +{0} to a non-occupation skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has {1} personal points; quick-start gives +{2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the personal points of {0} to {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} non-occupation skills have +{1}; quick-start boosts {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give +{0} to exactly {1} non-occupation skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current HP {0} is above the maximum {1} ((CON + SIZ) / 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set HP to {0} or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current MP {0} is above the maximum {1} (POW / 5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set MP to {0} or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current SAN {0} is above the maximum {1} (99 − Cthulhu Mythos {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set SAN to {0} or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck {0} is above 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Luck to 99 or less.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7Session</name>
    <message>
        <source>The keeper no longer allows the {0} method: choose another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The occupation changed: its choices start afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The age bracket changed: the deduction is split afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill method changed: the points of the other method are set aside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keeper does not allow rolled characteristics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown characteristic {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is already rolled and the keeper does not allow rerolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keeper does not allow the {0} method (allowed: {1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an allowed method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No characteristic method is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose how the characteristics are made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No age is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the investigator&apos;s age (15 to 89).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The investigator has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the investigator a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation, or make one up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon {0} in the {1} weapon list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a weapon of the list, or describe it as a custom weapon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is {1}; the keeper caps starting skills at {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {0} points out of {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: its {1} occupation points were taken out (not a skill of {2}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} occupation points no longer fit (now {2} to spend) and were taken out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} personal interest points no longer fit (now {2} to spend) and were taken out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending the rest applies to the full skill method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a known occupation: choose another first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allocation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point-buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free entry</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7SheetView</name>
    <message>
        <source>Change {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cho&amp;ices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what the occupation leaves to you: skills, specialisations and the points formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pronouns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920s (classic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Age:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;nouns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Residence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Birthplace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half: a hard success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifth: an extreme success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit points, magic points, sanity and luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current hit points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current magic points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of 99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current sanity points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temporary insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indefinite insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permanent insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter skills…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show uncommon skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add skill…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a specialisation (Science, Language…) or a custom skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected specialisation or custom skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills, continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons and combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common weapons of the era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add from list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the weapon chosen in the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Common &amp;weapons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. heavy leather jacket (1 point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}; damage {1}; range {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear, cash and assets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear and possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gear and possessions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ssets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fellow investigators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a fellow investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected fellow investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>½ {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⅕ {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idea (INT {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Know (EDU {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start {0}, max {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage Bonus &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dodge &lt;b&gt;{0}&lt;/b&gt; ({1}/{2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating &lt;b&gt;{0}&lt;/b&gt; ({1}): cash {2}, assets {3}, spending level {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not set yet: enter it to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points: choose an occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skills: quick-start values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points ({0}): {1} of {2} spent, {3} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interest points: {0} of {1} spent, {2} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not of this era)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not in the occupation list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: skill points {1}; Credit Rating {2}–{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set occupation to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7SkillsModel</name>
    <message>
        <source>✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Improvement check: ticked after a successful roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill (occupation skills in bold)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interest points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points gained in play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill value (regular success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half value (hard success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifth value (extreme success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupation skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncommon skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no points at creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: improvement check ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not ticked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0} points of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experience</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change points of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is already on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add skill {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove skill {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoC7WeaponsModel</name>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reg.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ext.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dmg. roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill used to attack, e.g. Fighting (Brawl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill value (regular success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half value (hard success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fifth value (extreme success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage dice, e.g. 1D6+DB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Impaling weapon (extra damage on an extreme success)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shots in the gun (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malfunction number (empty: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a skill of this sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>impaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not impaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack with {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll damage of {0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is not a dice expression: {1} at position {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0} cannot be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {0} is a whole number or empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>weapon name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malfunction number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add weapon {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove weapon {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ between your version and the file on disk.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The two versions hold the same values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On disk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CreationWizard</name>
    <message>
        <source>&amp;Randomise the Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the dice and the rules answer this step and every later one still open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish with problems?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This investigator still breaks {0} creation rule(s). Finish anyway? (Keepers building NPCs may; the sheet&apos;s rule-check panel will list them.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard this investigator?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The investigator you started will be lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…and {0} more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CustomOccupationDialog</name>
    <message>
        <source>Custom Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Lighthouse Keeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} in the best-of group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best of the ticked &amp;times:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weight of the best-of group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit &amp;Rating from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest Credit Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest Credit Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skills (Credit Rating is always one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation of skill {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;{0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill {0}: name the {1} specialisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill {0}: write the specialisation without brackets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill {0}: {1} is already chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the occupation a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is already an occupation of the lists: choose it there, or use another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at least one characteristic a weight (e.g. EDU × 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set how many times the best of the ticked characteristics counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the characteristics the best-of group chooses from, or set its times to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest Credit Rating must not be above the highest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the occupation&apos;s skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0})×{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formula: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} skills chosen; the book&apos;s occupations have {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <source>Take damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage, points or dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source of the damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make the &amp;CON roll of a major wound now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blow of half the maximum HP or more: a failed CON roll knocks out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Armour stops {0} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Non-lethal scuffling (never below −11)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lethal firearms: 6 more when the hit leaves Health at 0 or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a due C&amp;onsciousness test now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health points spent on the Consciousness test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Health spent on it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fall: 1D6 per 3 metres (10 feet) fallen, such as 2D6 for 6 m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fall: the Keeper sets the damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attacker&apos;s damage roll, with their damage bonus as dice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forced characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rolls cannot be pushed: only skill and characteristic rolls can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pushed roll cannot be pushed again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fumble cannot be pushed: its effect applies at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a successful roll cannot be pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a roll altered with Luck cannot be pushed: it is push or Luck, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck cannot be spent on {0} rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck cannot be spent on a pushed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a critical always applies: Luck cannot change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fumble always applies and cannot be bought off with Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot spend {0} Luck: only {1} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spending {0} Luck would take the roll of {1} below 01</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both failed: no one wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} wins: {1} beats {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} wins with the higher value ({2} against {3})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} with equal values ({1}): an impasse, or both sides roll again (seed 002: each rolls 1D100, the lower wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie broken on 1D100: {0} against {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot spend {0} pool points: only {1} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task is already complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expression uses DB but no damage bonus was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a damage bonus without DB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most {0} dice in total, not {1} with the damage bonus {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most {0} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, not {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end, not an unmatched &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end, not &apos;/&apos; (a SAN loss such as 0/1D6 is not allowed here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;/&apos;, not an unmatched &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;/&apos; between the success and failure losses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;, not dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;, not DB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a constant from 0 to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most {0} nested parentheses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &apos;)&apos; (the &apos;(&apos; at position {0} is not closed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, a die, DB or &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of dice from 1 to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of sides after &apos;d&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number of sides from 1 to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected at most {0} dice in total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceHint</name>
    <message>
        <source>Click a die button next to any value to roll it; results appear in the roll log on the right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Got it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the hint about dice buttons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export {0} As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>carry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} only {2} sheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They are not offered for this {0} sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not offered for this {0} sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No export format can carry this {0} sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No export format is available in this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet cannot be exported in this format: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot carry one part of this sheet; it is named below and will not be in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot carry {1} parts of this sheet; they are named below and will not be in the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} carries everything on this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} as {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value on this sheet is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (*{1});;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be written: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportPdfDialog</name>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigator sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC statblock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full investigator sheet, or a compact keeper&apos;s statblock (several fit on a page).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fillable form fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fillable form fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Plain, printer-friendly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain, printer-friendly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black on white, without background tones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As &amp;created, without play marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As created, without play marks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For pregenerated investigators: full Hit Points and Magic Points, starting Sanity and Luck, no improvement ticks (Trail of Cthulhu: the ratings at creation with full pools). The sheet itself is not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page &amp;size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where to save the PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export “{0}” to a PDF file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet&apos;s values become form fields a PDF reader can edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only investigator sheets have form fields; statblocks do not.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>STR {value}: Strength, the raw muscle to lift, push, hold and grapple.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON {value}: Constitution, health, stamina and resistance to harm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SIZ {value}: Size, height and weight taken together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX {value}: Dexterity, speed, agility and a sure hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>APP {value}: Appearance, looks and the impression made on others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT {value}: Intelligence, wit and reasoning; the Idea roll is made against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>POW {value}: Power, force of will and affinity for magic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>EDU {value}: Education, what has been learnt; the Know roll is made against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half {half} and fifth {fifth} (rounded down) are the targets of Hard and Extreme successes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowered by {points} for age at creation (age {age}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed by {delta:+d} in play (aging and the like).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With SIZ it sets Damage Bonus {db} and Build {build}; with DEX and SIZ, MOV {mov}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With SIZ it sets the hit points: {hp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With CON it sets the hit points ({hp}); with STR, Damage Bonus {db} and Build {build}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dodge starts at half of it: {dodge}; it also counts for MOV ({mov}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT × 2 gives the personal interest skill points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It sets starting Sanity ({san}) and magic points ({mp}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language (Own) starts at EDU: {language}; most occupations count it for skill points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half of {name} {value}, rounded down = {half}: roll this or less for a Hard success.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fifth of {name} {value}, rounded down = {fifth}: roll this or less for an Extreme success.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit points: (CON {con} + SIZ {siz}) / 10, rounded down = {hp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current hit points: {current} of {hp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A wound of half the maximum ({major}) or more in one blow is a major wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic points: POW {pow} / 5, rounded down = {mp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current magic points: {current} of {mp}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting Sanity = POW {pow}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum Sanity = 99 − Cthulhu Mythos {mythos} = {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current Sanity: {current}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Losing 5 or more in one roll calls for an INT roll; a fifth of the day&apos;s starting Sanity in one day means indefinite insanity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck {luck}: rolled 3D6 × 5 at creation; it never goes above 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aged 15–19: rolled twice ({first} and {second}), the higher kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent Luck lowers a skill or characteristic roll point for point; some may come back in the development phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} and STR {str} are both below SIZ {siz}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} and STR {str} are both above SIZ {siz}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} or STR {str} is at least SIZ {siz} (not both above it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age {age}: −{penalty} (−1 for each decade from 40).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV = {mov}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}, in the band {low}–{high}: Damage Bonus {db}, Build {build}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}: past {high}, each further 80 adds 1D6 and 1 Build: Damage Bonus {db}, Build {build}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}: Damage Bonus {db}, Build {build}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build compares bodies in combat manoeuvres and sets what can be lifted or thrown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Damage Bonus is added to the damage of unarmed and melee attacks (half of it where a weapon says so).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dodge base = DEX {dex} / 2, rounded down = {base}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus occupation {occupation}, personal {personal} and experience {experience} points = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-start: eight occupation skills and Credit Rating are set to {values}, whatever their base; no points to spend.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-start: {count} skills outside the occupation get +{each} each = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skill points come from the occupation&apos;s formula (EDU × 4, EDU × 2 + DEX × 2…): choose an occupation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pick} is used of {choices}: the pick that gives the most points unless another is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skill points ({formula}): {sum} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They go to the occupation&apos;s skills and Credit Rating; {spent} spent, {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interest points: INT {int} × 2 = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>They go to any skill but Cthulhu Mythos; {spent} spent, {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No skill may go above 99 at creation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating of a {occupation}: {low}–{high}; this sheet has {cr}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cr} is outside the range: move points into or out of Credit Rating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skill points: {formula} = {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {cr}: {band} ({low}–{high}) in the {era} table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash: Credit Rating {cr} × {per} = {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash: {amount} for this band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assets: Credit Rating {cr} × {per} = {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assets: {amount} for this band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending level: Credit Rating {cr} × {per} = {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending level: {amount} for this band (what can be spent each day without counting).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type what the investigator has; the table gives the starting amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General build points: {base} for every investigator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade: {rate} general points per investigative point, {trade} traded: {points:+d}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withheld for later: {withheld}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget {total}; {spent} spent; {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points: {base}, set by the keeper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points: {base} for a group of {count} investigators (by group size: {table}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade with general build points: {trade:+d}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating below the occupation&apos;s base returns {refund}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational abilities cost half: 1 build point buys 2 rating points (an odd rating rounds up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (occupational, half price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (1 a point up to twice Athletics, then half price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (starts free at {start})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} {rating}: {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing bought yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent: {spent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} rating {rating}: it starts free at {start}; each point above costs 1 general build point (half if occupational). Cost: {cost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {ceiling} − Cthulhu Mythos {mythos} = {cap}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Pillar of Sanity per {per} full points at creation: {pillars}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist campaign: at most {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp: one Source of Stability per {per} full points at creation: {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} pool {pool} of rating {rating}: it starts at the rating; points spent or lost come off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to −5: hurt (+1 difficulty); −6 to −11: seriously wounded; −12: dead. It refreshes 2 points a day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 to −5: shaken (+1 difficulty); −6 to −11: mind blasted; −12: permanently insane. Full again between adventures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 0 the investigator is permanently insane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold {value}: 3, or 4 with Athletics {limit} or more; Athletics is {athletics}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet sets it to {value} by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attacker needs this or more on 1D6 plus any points spent to hit the investigator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Pillar of Sanity per {per} full Sanity points at creation: Sanity {sanity} / {per}, rounded down = {pillars}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One Source of Stability per {per} full Stability points at creation: Stability {stability} / {per}, rounded down = {sources}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability belong to Pulp campaigns; this sheet is Purist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational abilities ({occupation}) cost half: {abilities}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating is fixed at {base} and cannot be bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {range}: {base} free, every point above at the normal price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {range}: {base} free, up to {ceiling} at the normal price, {above} build points a point above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation: its abilities cost half and it sets the Credit Rating range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {value} ({stratum}) costs {cost}; each point below the base returns 1 investigative build point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Drive is why the investigator goes on when sense says stop; pick one of the {count} of the rules or write one the keeper allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{drive}: {description}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigators in the group: {count}; each gets {points} investigative build points (by group size: {table}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FollowUpBar</name>
    <message>
        <source>This roll was undone; redo it to follow it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet of this roll is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (roll #{1}, {2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>General Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend your general build points on the abilities that keep you alive and sane, chase, fight and hide: they are pools of points you spend in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General build points left: {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free for everyone: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest General ability needs another at about half of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest: {0} {1}; another needs {2} or more: {3} has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest: {0} {1}; another General ability needs {2} or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise {0} (now {1}) to {2}, or lower {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleeing {0} with Athletics {1} costs {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (occupational: {0} points per build point).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (1 build point a point up to {0}, then {1} points per build point).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({0} points per build point while Athletics is 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity {0}: at most {1} − Cthulhu Mythos {2} = {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist campaign: Health and Stability at most {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp campaign: Health and Stability have no maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold {0} ({1} from Athletics {2}; Athletics is {3}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HealDialog</name>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid (a successful roll): +1 HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine (a successful roll): +1D3 HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural healing: 1 HP a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weekly healing roll (a major wound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number of HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid: 2 Health a point from another, 1 on oneself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stabilise a seriously wounded character (First Aid test)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stabilised: 1 Health lost each half hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days of rest: +2 Health a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Healing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who gives First Aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Given by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Days:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Aid points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Aid points to spend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Half hours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a dying investigator no HP, but Dying ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point restores 2 Health when another character spends it, 1 when the character treats themselves; 0 with an empty pool restores 1, once a scene.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another character tests First Aid at difficulty 3 (2 for a Doctor or Nurse): a success stops the loss of Health but restores none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seriously wounded character loses 1 Health every half hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a dying investigator no HP now; a healing roll in a week.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not with a major wound: use the weekly healing roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CON roll heals 1D3, an extreme success 2D3 and ends the wound.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seriously wounded character needs a hospital.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose who gives First Aid: nobody stabilises themselves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the healer&apos;s Trail of Cthulhu sheet first to choose them here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IdentityPage</name>
    <message>
        <source>Nam&amp;e:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pron&amp;ouns:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birt&amp;hplace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Res&amp;idence:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The investigator&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. she/her, he/him, they/them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where they were born</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where they live now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What they carry and own: a notebook, a camera, a car…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal &amp;description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How do others see them at first glance?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideolog&amp;y and beliefs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does your investigator believe in, or reject?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Si&amp;gnificant people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who matters most to them, and why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Meaningful locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which place do they think of as their own?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasured &amp;possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one thing would they never give up?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trai&amp;ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A habit or manner that people remember them by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injuries and scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks that play or the past left (often empty at first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phobias and manias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fears and compulsions gained in play (empty at first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane tomes, spells and artefacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forbidden knowledge they hold (empty at first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters with strange entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What they have met that should not be (empty at first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, e.g. Grandfather&apos;s sabre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom weapon name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom weapon skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage, e.g. 1D8+DB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom weapon damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add c&amp;ustom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cash:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ssets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give your investigator a name, a face and a past, and say what they carry: the keeper will weave these into the story.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}; damage {1}; range {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1}, damage {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}. Leave the fields below empty to use these.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the weapon a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say which skill the weapon is used with (e.g. Fighting (Brawl)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the weapon&apos;s damage as dice, e.g. 1D6 or 1D8+DB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The damage “{0}” is not a dice expression SheetMaker understands: {1} Write it like 1D6, 2D6+1 or 1D8+DB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1}, damage 1D6{2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>near</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — {1}, damage 1D6 by range: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How others see them at first glance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where they come from and what brought them here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benefits and equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Occupational benefits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the occupation gives them: a practice, a post, access to a library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;quipment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability the custom weapon is used with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage 1D6 </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom weapon damage modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weapon&apos;s damage modifier: 1D6 plus this</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>the file cannot be read ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu 7e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values that disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was lost and no stored value disagrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 value disagrees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} values disagree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} not carried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Dhole&apos;s House JSON file, a Foundry VTT actor, a statblock as text or a SheetMaker sheet.
The format is found from the content, whatever the file is called.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a statblock or a JSON export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text to import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report of the sheet chosen in the list comes here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file or paste text; the sheets found are listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets and exports (*.json *.txt *.md);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be imported: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a statblock or a JSON export first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pasted text cannot be imported: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sheet was found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, read from {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 sheet found in {0}. Nothing is created until you confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{1} sheets found in {0}. Untick the ones you do not want; nothing is created until you confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sheet yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open 1 Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open {0} Sheets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InvestigativePage</name>
    <message>
        <source>Investigative Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend your investigative build points on the abilities that find clues (● marks your occupation&apos;s, which cost half): a rating of 1 is enough to find every core clue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points left: {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation first: it sets Credit Rating and half-price abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}); {2}: the first {3} are free (range {4}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It costs {0} build point(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Below the base, it gives {0} build point(s) back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keeper allows buying Cthulhu Mythos; Sanity can then be at most {0} − Cthulhu Mythos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos is locked at 0: it is learnt in play unless the keeper allows buying it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryCompareDialog</name>
    <message numerus="yes">
        <source>%n field(s) differ between the original, {0}, and the conflict copy a sync tool made when both changed, {1}. Keep one version: the other goes to the library&apos;s trash (Undo brings it back).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The two files hold the same values: keep either, the other goes to the trash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conflict copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the &amp;Original</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conflict copy goes to the trash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the &amp;Conflict Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy takes the original&apos;s file name; the original goes to the trash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two versions cannot be compared: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>CoC 7e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ToC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP / Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN / Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be read: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A copy a sync tool made of {0} when both changed; use Compare to keep one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — broken: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (conflict copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These sheets could not be moved to the trash: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sheet could not be restored from the trash: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} could not be moved to the trash: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename to “{0}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} could not be renamed: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rename could not be undone: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some sheets could not be tagged: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tags of {0} could not be put back: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one version of “{0}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conflict could not be resolved: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The choice could not be undone: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show another folder of sheets in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the library (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finds sheets whose name, occupation, tags, notes or player hold every word typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tag filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All tags</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected sheets in tabs (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected sheets as new characters in this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the character&apos;s name and the file&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tag…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add or remove tags on the selected sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected sheets to the library&apos;s trash (Undo brings them back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare a sync tool&apos;s conflict copy with its original and keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the selected sheets (or their statblocks) into one PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;rash…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets moved to the trash: restore them or empty it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the library folder in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Quick &amp;NPCs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make a batch of quick NPCs in this folder (one Undo removes the batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the library&apos;s last change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo the library&apos;s last undone change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library folder {0} cannot be made: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a Folder to the Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library folder could not be read completely: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder of sheets with Add Folder….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sheets in this folder yet. Drop .sheet.json files here, or save a sheet into {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0} shown of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (reading…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be opened: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} could not be duplicated: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n sheet(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The character&apos;s new name (the file is renamed too):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) moved to the trash; Undo brings them back.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The files could not be copied into the library: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n sheet(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These files cannot be imported:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add 1 Sheet to the Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {0} Sheets to the Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The imported sheets could not be written into the library: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n new sheet(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The original of this conflict copy, {0}, is gone: rename the copy to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF export is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be exported: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sheets</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveSummary</name>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modern day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill points: choose an occupation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills: quick-start values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points left: {0} of {1}
Personal interest points left: {2} of {3}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Investigator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build an investigator step by step (asks which game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Call of Cthulhu Investigator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Call of Cthulhu 7th edition investigator step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Trail of Cthulhu Investigator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a Trail of Cthulhu investigator step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Call of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an empty Call of Cthulhu 7th edition sheet to fill in by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start an empty Trail of Cthulhu sheet to fill in by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Creation Record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record how the investigator&apos;s characteristics were made: method, age effects, Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open sheet files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the sheet to a PDF file for printing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave, defaults of new sheets, colour scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Blank Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank Call of Cthulhu Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank Trail of Cthulhu Sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new investigator, step by step, or a blank sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Party Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the party table: live values, group rolls and the combat order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet cannot be shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} [read-only]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not saved yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}[*] (read-only: open in another SheetMaker) — SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}[*] — SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation Record — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record Creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet Open Elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is open in another SheetMaker ({1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open it read-only here, so that one copy cannot overwrite the other&apos;s changes? Open Anyway lets both save: the last save wins, and SheetMaker warns when the file changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sample could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SheetMaker sheets (*.sheet.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Sheet As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SheetMaker sheets (*.sheet.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is open in another tab. Close it first, or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is open in another SheetMaker ({1}). Close it there first, or choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is read-only: someone (or a sync tool) protected it. Replace it with this version anyway? Its read-only mark is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}. Your changes are still here: try another folder or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was renamed to “{1}” by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was deleted or moved by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet File Gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the sheet again under its name, save it under another name, or close it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Again Here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was changed by another program or another SheetMaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads the other version (your unsaved changes are kept in a copy beside the file); Keep Mine keeps the other version beside the file as a conflict copy and saves yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload reads the other version; Keep Mine keeps the other version beside the file as a conflict copy and saves yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file on disk cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unsaved changes could not be kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}. Nothing was changed: use Save As to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” could not be reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your unsaved changes were kept in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reloaded {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other version could not be kept; nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other version was kept in {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes kept in {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF export is still running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the library: every sheet of a folder, searched, sorted and printed together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} sheets have changes that are not saved:
{1}

Save all of them, discard all the changes, or cancel to look at them one by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import sheets from Dhole&apos;s House JSON, a Foundry VTT actor or a statblock as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the sheet as Dhole&apos;s House JSON, a Foundry VTT actor or statblock text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Statblock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the sheet&apos;s keeper-style statblock on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported 1 sheet; save it to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {0} sheets; save them to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file cannot be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} files cannot be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statblock could not be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The statblock is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} in {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SheetMaker did not close properly last time. Unsaved changes to these sheets were kept:

{0}

Restore them? If you choose No, the kept changes are deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some sheets could not be recovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} problems were found; see the details.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MindPage</name>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drive: what keeps your investigator going when sense says stop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why is it theirs? (a sentence or two for the keeper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Her brother vanished on an expedition; she must know why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add a Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say what your investigator speaks, what drives them into danger and what holds their mind together: the keeper uses these to test and reward them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages {0}: name {0} language(s) your investigator knows besides their mother tongue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages 0: your investigator speaks only their mother tongue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their occupation brings {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language {0}, e.g. French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Drive: {0} (not one of the rules&apos; Drives; the keeper may agree).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity {0} asks for {1} Pillar(s) of Sanity (one per {2} full points): convictions that keep your investigator sane. Pick an example or write your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillar of Sanity {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillar {0}: a conviction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability {0} allows up to {1} Source(s) of Stability (one per {2} full points): living people your investigator cares about, not fellow investigators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp option; this is a Purist campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source of Stability {0}: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, e.g. Margaret Hale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source of Stability {0}: who they are to you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who they are, e.g. sister</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Source of Stability {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MythosDialog</name>
    <message>
        <source>Gain Cthulhu Mythos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos points gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Points gained:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tome, a revelation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sanity rating may be at most {0} (10 − Cthulhu Mythos): rating {1} → {2}, pool {3} → {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Sanity rating {0} stays within its cap {1}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccupationChoicesDialog</name>
    <message>
        <source>Occupation choices: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes {1}; the choices below add the rest of its occupation skills.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the occupation choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} choices are left to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One choice is left to make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: you may apply now and finish later; the sheet lists what is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picks this occupation has no room for are removed: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct the picks marked in red first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the choices of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The choices were not applied: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccupationChoicesForm</name>
    <message>
        <source>{0} ({1}): {2} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} — the best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} = {1} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: pick the characteristic that counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristic of the points formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best, now {0}: {1} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“The best” follows the characteristics: it always takes the pick that gives the most points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Characteristic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick-start sets the occupation skills&apos; values: the formula is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisations of the occupation&apos;s skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, pick {1} of {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick &amp;{0}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} social skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One social skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} skills of your choice (personal or era specialties)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One skill of your choice (a personal or era specialty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or type a skill, e.g. Science (Chemistry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or type, e.g. {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or type a skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the specialisation without brackets, e.g. {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is already an occupation skill of {1}: pick another skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick {0} of “{1}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is already picked ({1}): pick another skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the specialisation, e.g. {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” is not a skill of the list. Add it to the sheet as a custom skill first, or pick a listed one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes no occupation points: pick another skill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not one of the options ({1}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccupationPage</name>
    <message>
        <source>{0} social</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name or a skill, e.g. Library Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show other &amp;eras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the occupations of the other era too (they cannot be chosen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Custom occupation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make up an occupation the lists do not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what your investigator does for a living: it gives the occupation skills and the points to spend on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No occupation chosen yet: pick one in the list (type to search), or make up your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} = {1} occupation skill points for this investigator (with {2}, the best)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} = {1} occupation skill points for this investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (custom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0}–{1}. Skills: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plus a branch&apos;s: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name or an ability, e.g. Library Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch of ser&amp;vice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what your investigator does for a living: its abilities cost half price, and it sets where Credit Rating starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No occupation chosen yet: pick one in the list (type to search).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: occupational abilities at half price (1 build point buys {1} rating points): {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0}: fixed, never bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0}: it starts at {1} for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating is one of its occupational abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a branch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;{0}. {1}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (if the keeper allows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeper may add:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to choose: every occupational ability is given.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OccupationTableModel</name>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (your data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modern only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920s only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpposedRollDialog</name>
    <message>
        <source>Opposed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill or characteristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bonus dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Penalty dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PDF</name>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal Description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ideology / Beliefs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Significant People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaningful Locations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasured Possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Injuries &amp; Scars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phobias &amp; Manias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcane Tomes, Spells &amp; Artifacts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encounters with Strange Entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigator Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gear &amp; Possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spending Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash &amp; Assets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (player: {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fellow Investigators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backstory &amp; Possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Residence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pronouns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value · half · fifth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start {0} · max {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● occupation skill   ☐ improvement check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fifth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Malf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attacks {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammo {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>malfunction {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-Player Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} statblocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: cannot create the folder: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder; give a file name such as sheets.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best Fighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best Firearms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} gaps: abilities no investigator has are marked (gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (gap)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acts at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} characters · {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} · {1} · party table · SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat order (DEX; +50 with a readied firearm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat order (rating of the tested fighting ability)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeper&apos;s Statblocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statblocks · SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DB:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks per round:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} damage {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity loss:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} (pool {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertness Modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth Modifier:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−{0} vs. damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational Benefits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational Benefits (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} intact · {1} at creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillars of Sanity (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} alive · {1} needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} alive · Pulp rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp campaigns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating {0} · {1} named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages (continued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating {0} · pool {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mental Disorders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background &amp; Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shattered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crumbled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>estranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (meaningless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plus {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational abilities (half price): {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0}, never bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the keeper&apos;s leave: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(continued on the next page)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} more on the next page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity, Stability and Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>frame: rating · filled: pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mind blasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alertness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Academic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interpersonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● occupational   rating · pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage 1D6 + modifier; — out of reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyDock</name>
    <message>
        <source>Party table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody in the party has {0}: its clues need another way in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} played by {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the party table has no sheet to roll for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group SAN roll, loss {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed; {2} SAN lost in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group Luck roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed. Lowest Luck: {2} ({3}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group Stability test, loss {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyPanel</name>
    <message>
        <source>Game of the party</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Open Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add open sheets of this game to the table. You can also drop sheet files on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected rows off the table (the sheets stay open).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Party Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the table and the combat order as a one-page PDF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group SAN Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN loss of the group roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loss on a success / on a failure, such as 0/1D6 or 1/1D4+1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group Luck Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group Stability Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability loss of the group test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Mythos shock: a failure can also cost Sanity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls for the selected rows, or for every row when none is selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was rolled: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEX {0} + 50 for a readied firearm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tied with {0} on DEX and combat skill: the keeper decides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; same DEX as {0}: the higher combat skill goes first ({1} {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; surprised: acts last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player acts before an NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more {0} pool points ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tied with {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No gaps: every investigative ability is covered by an investigator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tinted columns are gaps: {0} investigative abilities no investigator in the table has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat order&lt;/b&gt;: by DEX, +50 with a readied firearm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat order&lt;/b&gt;: by the rating of the tested fighting ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character and reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick a readied firearm: it acts at DEX + 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the surprised: they act last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readied firearm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A readied firearm acts at DEX + 50.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surprised characters act last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be written: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The party table was saved as “{0}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print Party Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Party.pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyTable</name>
    <message>
        <source>No one in the party yet. Drag sheets here from the library or your file manager, or use Add Open Sheets…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PdfExporter</name>
    <message>
        <source>Export PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” already exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exporting “{0}”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF export progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF “{0}” was written. Open it now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The PDF could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No application to show PDF files was found. The file is here: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Try another folder or name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unexpected error stopped the export: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” was not exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Luck Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Idea Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Know Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;SAN Roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opposed Roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Development Phase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck &amp;Recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;ge the Investigator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&amp;ying: CON Roll for This Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tability Test…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh &amp;Between Adventures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;24-Hour Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Day of &amp;Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain Cthulhu &amp;Mythos…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;ake Damage…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll against Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll against INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll against EDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Sanity roll with a loss you type, such as 0/1D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll a skill or characteristic against a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for every ticked skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1D100 above Luck adds 1D10 Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new game day: SAN lost today goes back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test Stability against a traumatic event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh every pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh the pools that refresh every day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recover 2 Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Age the investigator in play, decade by decade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dying investigator&apos;s CON roll at the end of a round: a failure is death</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain Cthulhu Mythos; the Sanity rating falls to 10 − Mythos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take damage from an attack or a fall; the wound rules apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal with First Aid, Medicine or rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} skill(s) ticked: roll for each, add the gains and clear the ticks?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No skill is ticked: nothing can improve. Run the phase anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health {0} of {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>major wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PortraitWidget</name>
    <message>
        <source>This file is not an image SheetMaker can read (PNG, JPEG, BMP, GIF…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image is {0} × {1} pixels: too large. Use an image under {2} megapixels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image cannot be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be converted for the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an image file, or drop one on the portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the portrait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portrait

Choose one or drop an image here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The portrait cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portrait ({0} × {1} pixels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave interval in minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved sheets are copied to a recovery folder this often, so a crash loses at most this much work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era of new Call of Cthulhu sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the era&apos;s uncommon skills on new and opened sheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign style of new Trail of Cthulhu sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the menus, the sheets and the PDFs; it changes at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colour scheme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Era of new sheets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign st&amp;yle of new sheets:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>(no name yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1920s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>modern day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>played by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Born in {0}; lives in {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MOV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● an occupation skill. Every other skill is at its base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No skill is raised above its base yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>range {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money and possessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} spent of {2}, {3} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0} withheld)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0}: {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● an occupational ability (half price).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ability is rated yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the mother tongue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None chosen yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational benefits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewPageBase</name>
    <message>
        <source>The investigator and the problems left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read your investigator through before finishing: click a problem to go to the page that fixes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This investigator follows every creation rule checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the last change did</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollButton</name>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {0}
Shift-click or the arrow: roll with options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll with options…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollController</name>
    <message>
        <source>Dice: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (needed {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, not enough: failure (needed {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet of this roll is closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a {0} sheet: {1} rolls do not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN loss {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} on a success, {1} on a failure ({2} on a fumble)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} Luck → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough Luck: {0} needed, {1} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idea roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Know roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT roll (temporary insanity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>loss: maximum {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} SAN lost ({2}), SAN {3} → {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN roll ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity {0}, loss {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opponent&apos;s value must be a whole number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opposed {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} vs {2} {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet has no weapon number {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage (DB {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply {0} damage to this sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1} ticked skills improved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{0} SAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} improved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck recovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck recovery (Luck {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the SAN loss, such as 0/1D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the opponent&apos;s value for an opposed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown kind of roll {0!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this roll was undone (redo it first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not possible any more: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” cannot be done on this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}” cannot be done now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a spend must be a whole number, not {0!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only skill and characteristic rolls can be pushed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pushed: see roll #{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck cannot be spent on this roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck cannot make this roll a {0} success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} Luck on {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck spent: see roll #{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only damage rolls can be applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {0} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wound: {0} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage applied: see roll #{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: temporarily insane for {1} hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: no temporary insanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT {0} (temporary insanity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INT roll made: see roll #{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a failed ability test can be tried again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tried again: see roll #{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no die: a zero rating fails automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success: {0} against difficulty {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure: {0} against difficulty {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0} + {1} for the condition)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry spending {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not enough pool points: {0} needed, {1} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>difficulty {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} passed: {1} against difficulty {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} failed: {1} against difficulty {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing spent (pool {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability test, loss {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage (1D6 {1:+d}{2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tripled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh between adventures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh after 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown refresh {0!r}: expected adventure, 24h or rest_day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools refreshed: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type the attacker&apos;s damage bonus as dice (such as 1D4), not DB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the points must be a whole number &gt;= 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON roll passed: stays conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON roll failed: falls unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage taken: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dying: CON roll for this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON {0} (dying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds on for another round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON {0} (major wound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON roll (dying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON roll for the round: see roll #{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weekly healing roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Healing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown healing {0!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} HP healed; HP {1} of {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: EDU D100 {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: EDU +{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aging {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no characteristic changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP max {0} → {1}, MOV {2} → {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>armour {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness test passed: {0} against difficulty {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness test failed: {0} against difficulty {1}; fainted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness test at difficulty {0} or faint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another character must stabilise a seriously wounded one: choose who</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stabilise {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid given to {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stabilised: Health lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Health lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Health regained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} First Aid spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos +{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity rating {0} → {1}, pool {2} → {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CON roll or fall unconscious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HP {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Roll {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular (full value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard (half)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme (fifth)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 0/1D6 or 1/1D4+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme success (maximum damage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 very easy … 4 standard … 8 extremely hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bonus dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Penalty dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SAN &amp;loss:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: rating {1}, pool {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: pool {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the SAN loss, such as 0/1D6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: a zero rating fails automatically</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (1D6 + {1} ≥ {2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of at least a Regular success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {0} bonus die(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {0} penalty die(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (roll {1} or less{2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollLogDock</name>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the roll log as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy every roll to the clipboard as plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the roll log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every card from the roll log (the sheets keep their changes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D6*5, 1D10, 1D6+1D4, 1/1D6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type dice such as 3D6*5, 1D10, 1D6+1D4 or a SAN loss such as 1/1D6 and press Enter. Up and Down bring back earlier rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the dice typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{0}”, position {1}: {2}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RollLogView</name>
    <message>
        <source>No rolls yet. Click a dice button on the sheet, or type dice below.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Era</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;1920s: the classic era of the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Modern day: adds Computer Use, Electronics and modern occupations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeper&apos;s options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characteristic methods allowed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Allocation: give 40, 50, 50, 50, 60, 60, 70, 80 to the eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;olled: 3D6×5, or (2D6+6)×5 for SIZ, INT and EDU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Point buy: spend 460 points, 15 to 90 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Free entry: type any values (keepers, imported investigators)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow &amp;rerolling rolled characteristics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cap starting skills at {0}% (Credit Rating excepted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Era and options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose when the game is set and what the keeper allows: the era decides the skill and occupation lists and the money tables.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetDocument</name>
    <message>
        <source>Change {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetViews</name>
    <message>
        <source>SheetMaker cannot show {0} sheets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version of SheetMaker cannot show {0} sheets yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillTableModel</name>
    <message>
        <source>Skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>½ / ⅕</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill (● marks an occupation skill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill&apos;s base value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points put into the skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interest points put into the skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The skill&apos;s value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half and fifth of the value (hard and extreme successes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot be raised when an investigator is made: it grows only through encounters with the Mythos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points go only into the occupation&apos;s skills (marked ●).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An occupation skill: it takes occupation and personal interest points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An uncommon skill: ask the keeper before taking it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full: spend points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick-start: fixed values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;ind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a skill&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Occupation skills only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills such as Artillery or Hypnosis that need the keeper&apos;s leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spend the Rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the points still left into Credit Rating&apos;s range first, then the occupation skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add a specialised skill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialised skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Latin, Biology, Painting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interest points for the new skill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with &amp;personal points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation skills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the occupation skills and Credit Rating one value each of {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick {0} other skills: each gets +{1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skills that get the personal bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend your occupation points on the occupation&apos;s skills and your personal interest points on any skill: this is what your investigator is good at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points: choose an occupation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation points left: {0} of {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Personal interest points left: {0} of {1} (INT×2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0} — a {1} starts with {2}–{3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keeper caps starting skills at {0}% (Credit Rating excepted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values still to give: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every value is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen: {0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StabilityTestDialog</name>
    <message>
        <source>Stability test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability pool {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability loss on a failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Mythos incident (difficulty 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mythos incident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability points to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;itch dark (+1 difficulty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pitch dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Loss on a failure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Spend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>SheetMaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build, play and print investigators for Call of Cthulhu 7th edition and Trail of Cthulhu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Call of Cthulhu investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step, every rule checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Trail of Cthulhu investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A sheet file (.sheet.json) from your computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every sheet of a folder: search, sort, tag and print</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty sheet to fill in yourself (an existing investigator, an NPC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;blank Call of Cthulhu sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New blank &amp;Trail of Cthulhu sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sample sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheets you open or save appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a copy of the sample as a new, unsaved sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sample sheets are installed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TagDialog</name>
    <message>
        <source>Tag Sheets</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Tags for %n sheet(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add tags (separated by commas):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Innsmouth, cultist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags they have now (untick to remove from all):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCAbilitiesModel</name>
    <message>
        <source>Occ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational ability (half price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability (occupational in bold; * a General ability sometimes used investigatively)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool: points left to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points the rating costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test a General ability or spend an investigative one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: occupational (half price)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: not occupational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupational</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* can sometimes be used as an investigative ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Trail of Cthulhu ability: not costed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rating {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pool {1} of {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} investigative build points returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} investigative build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} general build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test {0} (pool {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} points (pool {1})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCCreationWizard</name>
    <message>
        <source>New Trail of Cthulhu Investigator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCLiveSummary</name>
    <message>
        <source>Investigative points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of up to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (Pulp only)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCModels</name>
    <message>
        <source>{0} is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not an ability of this sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0} rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0} pool</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCOccupationTableModel</name>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (your data)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCPillarsModel</name>
    <message>
        <source>Intact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shattered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crumbled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a Pillar state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillar of Sanity {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCPlay</name>
    <message>
        <source>{0} others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1}, surprised: acts last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a player before an NPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie broken by pool points ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie broken at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; tied with {0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mind blasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open cover: Hit Threshold {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>partial cover: Hit Threshold {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soft cover: Hit Threshold {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard cover: Hit Threshold {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>point blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>near</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name the ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown ability {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot spend {0} {1} points: the pool is {2} and spends may not take it below {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot spend {0} {1} pool points: only {2} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot {0}: the character is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot {0}: the character is permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>test {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot {0}: a seriously wounded character can take no actions whatsoever</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot {0}: a mind blasted character can only gibber, attack in a frenzy or flee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is an investigative ability: it is never tested, its points are spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity is never tested nor spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use a Stability test for Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rating 0: automatic failure (difficulty {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ {0} spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>success</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} = {2} vs {3}: {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt: +1 difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: +1 difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surprised: +{0} difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pool {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a simple test can be retried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test succeeded: there is nothing to retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a failed test can be tried again only with a larger spend than before ({0}), not {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a co-operative test needs two investigators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>help with {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>helper spent {0} {1}: +{2} to the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lead of a piggyback group is not one of its followers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow in a {0} test ({1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot pay: {0} ({1} to the lead&apos;s roll)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both sides of the contest are called {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} failed first: {1} wins the contest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task is already complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task falls by {0} to {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a failed test counts nothing: the task stays at {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the task is complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cover changes the Hit Threshold only against firearms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firearms rating 0 and a natural 1: the shooter hit themselves or an ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hit with {0}: roll damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is an investigative ability: use spend_investigative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not spent in a general spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} spent: {2}; pool {3} → {4}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} spent; pool {2} → {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a General ability: test it or make a general spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot spend {0}: the character is mind blasted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rating 0: no points to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a hurt character makes a Consciousness test before spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a shaken character makes a Stability test before spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hurt or shaken character must pass a test first: give the dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hurt: Consciousness test first; {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaken: Stability test first; {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the test failed: no {0} points spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Sanity lost at once: the {1} False Sanity points are lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity rating {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity pool {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability {0} → {1}: {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mind blasted: Stability rating −1 for good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keeper may give a mental illness: a Mythos madness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keeper may give a mental illness: shell shock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mind blasted by a Mythos horror: Sanity rating −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shaken by a Mythos horror: Sanity rating −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability −12: permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity 0: permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: Stability −{1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make a Stability test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>experience gives no bonus against Mythos or supernatural events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bonus for a creature faced before is a Pulp rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Big Reveal is an optional Purist rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Pillar of Sanity left: +1 difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pitch black: +1 difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−{0} for experience or familiarity (never below 2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Big Reveal: a failure would cost {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mythos Stability test: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability test: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failure: Stability −{0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting against a hard driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting against a soft driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability {0} → {1} (the rating caps it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gain Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Drive was declared meaningless: it gives no Stability any more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting within a hard driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acting within a soft driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidence rolls are a Pulp rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>make a confidence roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a confidence roll is not paid with {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidence roll: {0} {1} paid, rolled {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidence roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only Alienists can treat themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>treat the patient</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} points would restore more than the {1} Stability the patient lacks (at most {2} points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Psychoanalysis sacrificed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>psychological triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: no new attempt until the patient loses more Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>temporary psychological triage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lose Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fainting to avoid Sanity loss is a Purist rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fainted: the Sanity loss of {0} becomes 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Pillar(s) of Sanity may now crumble, if the player chooses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos cannot exceed {0} (now {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1} ({2})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Sanity rating may be at most {0} (10 − Cthulhu Mythos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity rating {0} is within its cap {1}: unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sheet has no Pillar of Sanity called {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shatter a Pillar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pillar {0} is already shattered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pillar {0} is already crumbled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillar {0} shattered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pillar of Sanity {0} shatters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pillar {0} is shattered: too late for it to crumble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pillar {0} has already crumbled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Pillar may crumble only for every 3 Sanity pool points lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Pillar of Sanity {0} crumbles from within</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Pillar of Sanity left: Stability tests +1 difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a non-lethal scuffling attack is not a firearm hit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character is already dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage, armour {1}: Health {2} → {3}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} damage: Health {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lethal firearms: {0} more, Health {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness test at difficulty {0} or faint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no actions; loses 1 Health every half hour until stabilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the character is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consciousness test: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fainted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a seriously wounded character keeps losing Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} half hour(s) unstabilised: Health {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another character must stabilise a seriously wounded one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a seriously wounded character needs stabilising</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stabilised: no more Health lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stabilised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only someone with the First Aid ability can restore Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give First Aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid cannot restore Health to a seriously wounded character: stabilise them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid only helps a hurt or seriously wounded character (Health {0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spend First Aid points: the free point is for an empty First Aid pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rating {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a third of the rating ({0}, Purist)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Health before the incident ({0})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First Aid cannot raise Health {0} any more (limits: {1})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} First Aid points restore more than the {1} Health First Aid may give here: spend at most {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} First Aid spent: Health {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Health with an empty First Aid pool (once per scene): Health {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>limited by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a seriously wounded character must be hospitalised (hospital_discharge)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: Health {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hospital recovery is for seriously wounded characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health {0}: {1} days in hospital are needed, not {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} days in hospital: Health {1} → {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fully recovered the following day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown weapon {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a hand weapon: no range band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: give the range band ({1}), not {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot fire both barrels at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot reach {1} range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only firearm damage is tripled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} - {1} ({2} rating 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: rolled {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tripled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no damage (the total is below 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every pool was already full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in a Purist campaign no Sanity pool points are awarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Sanity rating was lost this adventure: nothing to deny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>denying the Mythos: Sanity rating {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>denying the Mythos: the Sanity rating is already at its cap {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity award: Sanity pool {0} → {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not refresh after 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not refreshed in a safe haven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a safe haven refreshes at most {0} pools a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pool refreshed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCRules</name>
    <message>
        <source>{0} build point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPC: build rules are not checked, only the state of play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a Trail of Cthulhu ability; it is not costed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the spelling or remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pool {1} is above its rating {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pools never refill above the rating: lower the pool to {0} or less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pool {1} is below its lowest value {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the pool to {0} or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} takes no named specialities (only Art and Craft do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the specialities or move them to Art or Craft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False Sanity {0} is more than the Sanity rating {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False Sanity is part of the Sanity rating: lower it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trading {0} investigative build points needs {1} general build points; there are only {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade at most {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trading away {0} investigative build points; there are only {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade away at most {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} withheld without the keeper&apos;s permission.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend them now, or record that the keeper allows withholding build points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spent and {1} withheld of {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} spent of {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General build points: {0}, {1} too many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower general ratings by {0} or withhold fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower general ratings by {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points: {0}, {1} too many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower investigative ratings by {0} or withhold fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower investigative ratings by {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General build points: {0}, {1} unspent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points: {0}, {1} unspent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend the remaining {0} or withhold them (if the keeper allows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend the remaining {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} is below its free starting rating {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free ratings cannot be sold back: raise it to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} was bought, but it is gained in play unless the keeper allows buying it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Cthulhu Mythos to 0, or record the keeper&apos;s permission (or the rating gained in play as play_change).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity {0} is above {1} − Cthulhu Mythos {2} = {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Sanity to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} is above {2}, the most a Purist campaign allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower {0} to {1}, or play a Pulp campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest General ability is {0} {1}; no other General ability reaches half of it ({2}); the next highest is {3}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise another General ability to {0} or lower {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {0} never puts points into Credit Rating; it is {1}, not {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set Credit Rating to {0} (unless the keeper changes the occupation for good).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0} is above the keeper&apos;s cap of {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower Credit Rating to {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation: it sets the occupational abilities and the Credit Rating range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a known occupation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation from the list (or add it as a user data file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: no branch is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no branch {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no branches, but {1} is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the branch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not offer the choice that {1} are filed under.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>these picks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}: {2} picked, {3} needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick exactly {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating cannot be a free-choice occupational ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick another ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1} is already occupational.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a different ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1}: {2} is not one of the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick one of: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (made occupational by the keeper) is not a known ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the spelling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {0} knows {1}, but it is not among the languages named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {0} to the languages (it takes one point of Languages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages {0} gives {0} language; {1} named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages {0} gives {0} languages; {1} named.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name {0} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} languages named, but Languages {1} gives only {1}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove names or raise Languages (the mother tongue is not listed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Pillar of Sanity listed; Sanity {1} needs {2} (one per {3} full points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Pillars of Sanity listed; Sanity {1} needs {2} (one per {3} full points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List exactly {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Source of Stability listed; Stability {1} allows {2} (one per {3} full points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Sources of Stability listed; Stability {1} allows {2} (one per {3} full points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List at most {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Source of Stability listed; Stability {1} allows {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} Sources of Stability listed; Stability {1} allows {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name living NPCs (not fellow investigators) as Sources of Stability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp option; this is a Purist campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove them, or play a Pulp campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Drive is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Drive: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not one of the Drives of the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a listed Drive, or keep it if the keeper agrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold {0} is set by hand; Athletics {1} gives {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the Hit Threshold (it is for NPC statblocks).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon {0}: {1} is not in the weapon tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a weapon of the tables, or clear the kind for a weapon of your own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCSession</name>
    <message>
        <source>campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>investigative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>general</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a Trail of Cthulhu ability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is now Purist: Health and Stability may not be above {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is now Purist: Sources of Stability are a Pulp option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign is now Pulp: name Sources of Stability (one per {0} full Stability points).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The occupation changed to {0}: its choices start afresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ratings stay as they were; what they cost follows the new occupational abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The branch changed: the choices {0} no longer apply and were cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The branch changed: the choice {0} no longer applies and was cleared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} overspent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General build points: now {0} (was {1} left), as the {2} changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative build points: now {0} (was {1} left), as the {2} changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is an investigative ability; it is rated on the investigative step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is a General ability; it is rated on the general step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove it from the investigative ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove it from the general ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The investigator has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the investigator a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an occupation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No weapon {0} in the weapon tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a weapon of the tables, or describe it as a weapon of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a known occupation first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCSheetView</name>
    <message>
        <source>Equipment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trail of Cthulhu 1st edition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sheet follows the rules of {0}; the 2nd edition&apos;s numbers differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh pools:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between adventures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative pools, General pools and Stability return to their ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24-hour refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A day of rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health recovers 2 points (not when seriously wounded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— choose an occupation —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pulp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purist: bleak, Lovecraftian horror. Pulp: two-fisted action; Sources of Stability.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign &amp;style:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigators in the group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeper&apos;s investigative budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keeper sets the investigative budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeper&apos;s investigative budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Investigators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigators in the group: 2 get 24 investigative build points, 3 get 18, 4 or more 16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or type a Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Drive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational benefits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occupational &amp;benefits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Investigative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trade of build points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positive: 3 general build points become 1 investigative one, per point. Negative: 1 investigative build point becomes 3 general ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Trade (3 general = 1 investigative):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sanity, Stability and Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0} rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change {0} pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3, or 4 with Athletics 8 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pillar state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A conviction: choose an example or type your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected Pillar of Sanity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Source of Stability: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Source of Stability: relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the Source of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected Source of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Academic abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interpersonal abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● occupational (half price) · * can sometimes be used investigatively · the die tests at difficulty 4; Shift-click or the arrow to set difficulty and spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities that are not in the Trail of Cthulhu list cost nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>● occupational (half price) · “Spend” uses pool points for a clue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test {0} at difficulty 4, spending nothing.
Shift-click or the arrow: choose the difficulty and the points to spend;
the arrow also spends points without a test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend without a test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} point(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend {0} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend 1 {0} point (the arrow: more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A language (one per Languages rating point)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range of damage rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range used for the damage of firearms and explosives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mental disorders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mental disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mental disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A mental disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New mental disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the mental disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected mental disorder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages rating {0}: {1} named beyond the mother tongue (one per point).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (not in the rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— choose a branch —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}); occupation range {2}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not an occupation of the rules: no ability is occupational.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not one of the Drives of the rules (the keeper may allow it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose what drives the investigator on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trade {0:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit Rating refund {0:+d}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>withheld {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ⚠</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overspent by {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} build points overspent by {1}: lower some ratings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} left to spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} build points left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hurt (+1 difficulty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seriously wounded (no actions; needs medical help)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steady</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shaken (+1 difficulty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mind blasted (−1 Stability rating; can only flee or fight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Permanently insane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most {0} (10 − Cthulhu Mythos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit Threshold: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tests +{0} difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stability tests +{0} (no Pillar intact)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} required (one per 3 Sanity at creation); {1} listed, {2} intact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} allowed (one per 3 Stability at creation); {1} listed, {2} alive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp rule; this is a Purist campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose occupation {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear occupation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose branch {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear branch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change occupation choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign style {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget from the group size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or choose a Pillar of Sanity first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Source of Stability needs a name: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A language needs a name: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the mental disorder first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last roll: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage roll refused: {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCSourcesModel</name>
    <message>
        <source>Alive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estranged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Source of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change relationship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a Source state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change Source of Stability state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Source of Stability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Source of Stability</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCStringListModel</name>
    <message>
        <source>Change {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToCWeaponsModel</name>
    <message>
        <source>Point blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ability used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage modifier of a hand weapon (1D6 + modifier)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage modifier at point blank range (• cannot reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage modifier at close range (• cannot reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage modifier at near range (• cannot reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage modifier at long range (• cannot reach)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ammunition: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is used with {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: damage 1D6 {1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: the damage modifier depends on the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll damage of {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: a hand weapon, no range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot reach {1} range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} at {1} range: damage 1D6 {2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename weapon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a fighting ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change weapon ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change damage modifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change range modifiers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add weapon {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Trash — {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Empty Trash…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) in the trash. Restore puts a sheet back where it was.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet could not be restored: {0}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n sheet(s) in the trash for good? This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>SheetMaker User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The user guide cannot be read: {0}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read how to use SheetMaker, screen by screen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message>
        <source>Rule checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule checks: no problems found by the checks that ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule checks: the sheet follows the rules. Problems show here as you edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule checks: {0} error(s), {1} warning(s). Activate one to go to its field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WeaponsBox</name>
    <message>
        <source>Weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The investigator&apos;s weapons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or describe one of your own:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_PickButton</name>
    <message>
        <source>choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1} of {2})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_SkillComboDelegate</name>
    <message>
        <source>Attack skill</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
