<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AbilityStepPage</name>
    <message>
        <source>&amp;Spend the Rest</source>
        <translation>Rest &amp;ausgeben</translation>
    </message>
    <message>
        <source>Spend the build points still left on the occupational abilities</source>
        <translation>Die noch übrigen Aufbaupunkte für die Berufsfähigkeiten ausgeben</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>{0} back</source>
        <translation>{0} zurück</translation>
    </message>
    <message>
        <source>Ra&amp;tings (select one and type a number; ● occupational, half price):</source>
        <translation>W&amp;erte (einen auswählen und eine Zahl eingeben; ● Beruf, halber Preis):</translation>
    </message>
    <message>
        <source>Select an ability to see what its points cost.</source>
        <translation>Wählen Sie eine Fähigkeit, um zu sehen, was ihre Punkte kosten.</translation>
    </message>
</context>
<context>
    <name>AbilityTableModel</name>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>Next point</source>
        <translation>Nächster Punkt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>The ability (● marks an occupational ability: 2 rating points per build point)</source>
        <translation>Die Fähigkeit (● kennzeichnet eine Berufsfähigkeit: 2 Wertpunkte pro Aufbaupunkt)</translation>
    </message>
    <message>
        <source>The rating: type a number to change it</source>
        <translation>Der Wert: Geben Sie eine Zahl ein, um ihn zu ändern</translation>
    </message>
    <message>
        <source>The rating every investigator has for free</source>
        <translation>Der Wert, den jeder Investigator kostenlos hat</translation>
    </message>
    <message>
        <source>Build points the rating costs now (&quot;back&quot;: points returned)</source>
        <translation>Aufbaupunkte, die der Wert jetzt kostet („zurück“: erstattete Punkte)</translation>
    </message>
    <message>
        <source>Build points one more rating point would cost now</source>
        <translation>Aufbaupunkte, die ein weiterer Wertpunkt jetzt kosten würde</translation>
    </message>
    <message>
        <source>What makes the price or the limit of this ability</source>
        <translation>Was den Preis oder die Grenze dieser Fähigkeit bestimmt</translation>
    </message>
    <message>
        <source>Cthulhu Mythos is learnt in play, not bought: it stays at 0 unless the keeper allows buying it (Campaign step, keeper&apos;s permissions).</source>
        <translation>Cthulhu-Mythos wird im Spiel erlernt, nicht gekauft: Er bleibt auf 0, sofern der Spielleiter den Kauf nicht erlaubt (Schritt „Kampagne“, Erlaubnisse des Spielleiters).</translation>
    </message>
    <message>
        <source>A {0} never puts points into Credit Rating: it stays at {1}.</source>
        <translation>{0}: Nie Punkte in Finanzkraft; sie bleibt bei {1}.</translation>
    </message>
    <message>
        <source>always {0}</source>
        <translation>immer {0}</translation>
    </message>
    <message>
        <source>free {0}, normal price with no ceiling</source>
        <translation>{0} frei, normaler Preis ohne Obergrenze</translation>
    </message>
    <message>
        <source>free {0}, normal price to {1}</source>
        <translation>{0} frei, normaler Preis bis {1}</translation>
    </message>
    <message>
        <source>keeper&apos;s leave needed</source>
        <translation>Erlaubnis des Spielleiters nötig</translation>
    </message>
    <message>
        <source>at most {0}</source>
        <translation>höchstens {0}</translation>
    </message>
    <message>
        <source>Purist: at most {0}</source>
        <translation>Purist: höchstens {0}</translation>
    </message>
    <message>
        <source>half price (occupational)</source>
        <translation>halber Preis (Beruf)</translation>
    </message>
    <message>
        <source>full price to {0}, then half</source>
        <translation>voller Preis bis {0}, dann halber</translation>
    </message>
    <message>
        <source>half price (Athletics 0)</source>
        <translation>halber Preis (Athletik 0)</translation>
    </message>
    <message>
        <source> (occupational)</source>
        <translation> (Beruf)</translation>
    </message>
    <message>
        <source>{0} back</source>
        <translation>{0} zurück</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>see the problem below</source>
        <translation>siehe Problem unten</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>½ point unused: next free</source>
        <translation>½ Punkt ungenutzt: nächster frei</translation>
    </message>
    <message>
        <source>A {0} starts with Credit Rating {1} for free (range {2}: no ceiling). Every point above {1} costs the normal price ({3} build point(s) to reach {4}).</source>
        <translation>{0}: Finanzkraft {1} ist zu Beginn kostenlos (Spanne {2}: keine Obergrenze). Jeder Punkt über {1} kostet den normalen Preis ({3} Aufbaupunkt(e) bis {4}).</translation>
    </message>
    <message>
        <source>A {0} starts with Credit Rating {1} for free (range {2}). Up to {3} it costs {4} build point(s) in all; above {3} each point costs {5}.</source>
        <translation>{0}: Finanzkraft {1} ist zu Beginn kostenlos (Spanne {2}). Bis {3} kostet sie insgesamt {4} Aufbaupunkt(e); über {3} kostet jeder Punkt {5}.</translation>
    </message>
    <message>
        <source>Each point below {0} gives {1} investigative build point(s) back.</source>
        <translation>Jeder Punkt unter {0} gibt {1} Ermittlungs-Aufbaupunkt(e) zurück.</translation>
    </message>
    <message>
        <source>Fleeing {0} with Athletics {1} costs {2}.</source>
        <translation>Flucht {0} kostet bei Athletik {1} {2}.</translation>
    </message>
    <message>
        <source>Occupational: {0} rating points per build point throughout.</source>
        <translation>Beruf: durchgehend {0} Wertpunkte pro Aufbaupunkt.</translation>
    </message>
    <message>
        <source>1 build point a point up to {0} (twice Athletics), then {1} points per build point.</source>
        <translation>1 Aufbaupunkt pro Punkt bis {0} (doppelte Athletik), danach {1} Punkte pro Aufbaupunkt.</translation>
    </message>
    <message>
        <source>With Athletics 0, {0} rating points per build point.</source>
        <translation>Bei Athletik 0: {0} Wertpunkte pro Aufbaupunkt.</translation>
    </message>
    <message>
        <source>Occupational: {0} rating points per build point; rating {1} costs {2}.</source>
        <translation>Beruf: {0} Wertpunkte pro Aufbaupunkt; Wert {1} kostet {2}.</translation>
    </message>
    <message>
        <source>An odd rating leaves half a build point unused: the next point is free.</source>
        <translation>Ein ungerader Wert lässt einen halben Aufbaupunkt ungenutzt: Der nächste Punkt ist frei.</translation>
    </message>
    <message>
        <source>Every investigator has {0} {1} for free.</source>
        <translation>Jeder Investigator hat {0} {1} kostenlos.</translation>
    </message>
    <message>
        <source>Sanity can be at most {0} − Cthulhu Mythos {1} = {2}.</source>
        <translation>Geistige Gesundheit kann höchstens {0} − Cthulhu-Mythos {1} = {2} sein.</translation>
    </message>
    <message>
        <source>A Purist campaign allows at most {0}.</source>
        <translation>Eine Purist-Kampagne erlaubt höchstens {0}.</translation>
    </message>
    <message>
        <source>A Pulp campaign sets no maximum.</source>
        <translation>Eine Pulp-Kampagne setzt kein Maximum.</translation>
    </message>
    <message>
        <source>One more point costs {0} build point(s).</source>
        <translation>Ein weiterer Punkt kostet {0} Aufbaupunkt(e).</translation>
    </message>
    <message>
        <source>One less gives {0} back.</source>
        <translation>Ein Punkt weniger gibt {0} zurück.</translation>
    </message>
</context>
<context>
    <name>AboutBox</name>
    <message>
        <source>SheetMaker {0}</source>
        <translation>SheetMaker {0}</translation>
    </message>
    <message>
        <source>Build, play and print investigators for Call of Cthulhu 7th edition and Trail of Cthulhu.</source>
        <translation>Investigatoren für Call of Cthulhu (7. Edition) und Trail of Cthulhu erschaffen, spielen und drucken.</translation>
    </message>
    <message>
        <source>Licence: MIT. Game terms and numbers are facts of the games; all descriptions are our own.</source>
        <translation>Lizenz: MIT. Spielbegriffe und Zahlen sind Fakten der Spiele; alle Beschreibungen sind eigene.</translation>
    </message>
    <message>
        <source>Call of Cthulhu is a trademark of Chaosium Inc.; Trail of Cthulhu is a trademark of Pelgrane Press. SheetMaker is not affiliated with either.</source>
        <translation>Call of Cthulhu ist eine Marke von Chaosium Inc.; Trail of Cthulhu ist eine Marke von Pelgrane Press. SheetMaker steht mit keinem der beiden in Verbindung.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}</source>
        <translation>Qt {0}, PySide6 {1}</translation>
    </message>
    <message>
        <source>About SheetMaker</source>
        <translation>Über SheetMaker</translation>
    </message>
</context>
<context>
    <name>AddSheetsDialog</name>
    <message>
        <source>Add Open Sheets</source>
        <translation>Offene Bögen hinzufügen</translation>
    </message>
    <message>
        <source>Tick the open sheets to add to the party table.</source>
        <translation>Haken Sie die offenen Bögen an, die zur Gruppenübersicht hinzukommen sollen.</translation>
    </message>
    <message>
        <source>Open sheets</source>
        <translation>Offene Bögen</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>This sheet is in the party table already.</source>
        <translation>Dieser Bogen ist bereits in der Gruppenübersicht.</translation>
    </message>
    <message>
        <source>No sheet of this game is open.</source>
        <translation>Kein Bogen dieses Spiels ist geöffnet.</translation>
    </message>
</context>
<context>
    <name>AddSkillDialog</name>
    <message>
        <source>Add skill</source>
        <translation>Fertigkeit hinzufügen</translation>
    </message>
    <message>
        <source>A &amp;specialisation of a skill</source>
        <translation>Eine &amp;Spezialisierung einer Fertigkeit</translation>
    </message>
    <message>
        <source>A &amp;custom skill</source>
        <translation>Eine &amp;eigene Fertigkeit</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation>Spezialisierung</translation>
    </message>
    <message>
        <source>e.g. Biology, Latin, Aircraft</source>
        <translation>z. B. Biologie, Latein, Flugzeug</translation>
    </message>
    <message>
        <source>S&amp;kill:</source>
        <translation>&amp;Fertigkeit:</translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation>S&amp;pezialisierung:</translation>
    </message>
    <message>
        <source>Custom skill name</source>
        <translation>Name der eigenen Fertigkeit</translation>
    </message>
    <message>
        <source>e.g. Dreamlands Lore</source>
        <translation>z. B. Traumlande-Kunde</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Basiswert</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>&amp;Basis:</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
</context>
<context>
    <name>AgePage</name>
    <message>
        <source>&amp;Age:</source>
        <translation>&amp;Alter:</translation>
    </message>
    <message>
        <source>The characteristics were entered freely: age effects are not applied to them. Luck is still rolled.</source>
        <translation>Die Eigenschaften wurden frei eingegeben: Alterseffekte werden nicht auf sie angewandt. Glück wird trotzdem gewürfelt.</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Abzug</translation>
    </message>
    <message>
        <source>De&amp;fault split</source>
        <translation>S&amp;tandardaufteilung</translation>
    </message>
    <message>
        <source>Take the points from the highest characteristics first</source>
        <translation>Die Punkte zuerst von den höchsten Eigenschaften abziehen</translation>
    </message>
    <message>
        <source>EDU improvement checks</source>
        <translation>BI-Steigerungswürfe</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Choose the investigator&apos;s age: the young lose a little strength and schooling, the old gain education but lose vigour, looks and speed.</source>
        <translation>Wählen Sie das Alter des Investigators: Junge verlieren etwas Kraft und Bildung, Ältere gewinnen Bildung, verlieren aber Vitalität, Aussehen und Tempo.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>Age {0} is outside the table ({1}–{2}).</source>
        <translation>Alter {0} liegt außerhalb der Tabelle ({1}–{2}).</translation>
    </message>
    <message>
        <source>take {0} points from {1}</source>
        <translation>{0} Punkte von {1} abziehen</translation>
    </message>
    <message>
        <source>APP −{0}</source>
        <translation>ER −{0}</translation>
    </message>
    <message>
        <source>EDU −{0}</source>
        <translation>BI −{0}</translation>
    </message>
    <message>
        <source>1 EDU improvement check</source>
        <translation>1 BI-Steigerungswurf</translation>
    </message>
    <message>
        <source>{0} EDU improvement checks</source>
        <translation>{0} BI-Steigerungswürfe</translation>
    </message>
    <message>
        <source>Luck rolled twice, the higher kept</source>
        <translation>Glück zweimal gewürfelt, der höhere Wurf zählt</translation>
    </message>
    <message>
        <source>Luck rolled {0} times, the highest kept</source>
        <translation>Glück {0}-mal gewürfelt, der höchste Wurf zählt</translation>
    </message>
    <message>
        <source>MOV −{0}</source>
        <translation>BW −{0}</translation>
    </message>
    <message>
        <source>no effects</source>
        <translation>keine Auswirkungen</translation>
    </message>
    <message>
        <source>Ages {0}–{1}: {2}.</source>
        <translation>Alter {0}–{1}: {2}.</translation>
    </message>
    <message>
        <source>{0} {1} → {2}</source>
        <translation>{0} {1} → {2}</translation>
    </message>
    <message>
        <source>After age: {0}.</source>
        <translation>Nach Alter: {0}.</translation>
    </message>
    <message>
        <source>Age changes no characteristic.</source>
        <translation>Das Alter ändert keine Eigenschaft.</translation>
    </message>
    <message>
        <source>Set the characteristics first to see what age does to them.</source>
        <translation>Legen Sie zuerst die Eigenschaften fest, um die Auswirkungen des Alters zu sehen.</translation>
    </message>
    <message>
        <source>Take {0} points in all from {1}, one point at a time as you like.</source>
        <translation>Ziehen Sie insgesamt {0} Punkte von {1} ab, Punkt für Punkt nach Belieben.</translation>
    </message>
    <message>
        <source>(The default split is shown.)</source>
        <translation>(Die Standardaufteilung wird angezeigt.)</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>Left to deduct: {0}</source>
        <translation>Noch abzuziehen: {0}</translation>
    </message>
    <message>
        <source>Check {0}: D100 {1} &gt; EDU {2}: +{3} (D10 {4})</source>
        <translation>Wurf {0}: D100 {1} &gt; BI {2}: +{3} (D10 {4})</translation>
    </message>
    <message>
        <source>Check {0}: D100 {1} vs EDU {2} — no gain</source>
        <translation>Wurf {0}: D100 {1} gegen BI {2} — kein Zuwachs</translation>
    </message>
    <message>
        <source>Luck (3D6×5, rolled twice, the higher kept): {0} and {1} → Luck {2}</source>
        <translation>Glück (3D6×5, zweimal gewürfelt, der höhere zählt): {0} und {1} → Glück {2}</translation>
    </message>
    <message>
        <source>Luck (3D6×5, rolled {0} times, the higher kept): {1} → Luck {2}</source>
        <translation>Glück (3D6×5, {0}-mal gewürfelt, der höhere zählt): {1} → Glück {2}</translation>
    </message>
    <message>
        <source>Luck (3D6×5): {0}</source>
        <translation>Glück (3D6×5): {0}</translation>
    </message>
</context>
<context>
    <name>AgingDialog</name>
    <message>
        <source>Age the investigator</source>
        <translation>Investigator altern lassen</translation>
    </message>
    <message>
        <source>Every decade crossed applies its effects in turn: an EDU improvement check (not for magical aging), points deducted among STR, CON and DEX (added among STR and SIZ at 20), APP −5 and MOV −1 from 40.</source>
        <translation>Jedes überschrittene Jahrzehnt wirkt nacheinander: ein BI-Steigerungswurf (nicht bei magischer Alterung), Punkte abgezogen von ST, KO und GE (mit 20 verteilt auf ST und GR), ab 40 ER −5 und BW −1.</translation>
    </message>
    <message>
        <source>New age</source>
        <translation>Neues Alter</translation>
    </message>
    <message>
        <source>&amp;New age (now {0}):</source>
        <translation>&amp;Neues Alter (jetzt {0}):</translation>
    </message>
    <message>
        <source>&amp;Magical aging (no EDU improvement checks)</source>
        <translation>&amp;Magische Alterung (keine BI-Steigerungswürfe)</translation>
    </message>
    <message>
        <source>Aging choices</source>
        <translation>Auswahl beim Altern</translation>
    </message>
    <message>
        <source>&amp;Age</source>
        <translation>&amp;Altern</translation>
    </message>
    <message>
        <source>add</source>
        <translation>hinzufügen</translation>
    </message>
    <message>
        <source>deduct</source>
        <translation>abziehen</translation>
    </message>
    <message>
        <source>Turning {0}: {1} {2} points among {3}</source>
        <translation>Mit {0}: {2} Punkte {1} ({3})</translation>
    </message>
    <message>
        <source>Turning {0}: points for {1}</source>
        <translation>Mit {0}: Punkte für {1}</translation>
    </message>
    <message>
        <source>The new age is the age now: nothing changes.</source>
        <translation>Das neue Alter ist das jetzige: Es ändert sich nichts.</translation>
    </message>
    <message>
        <source>No decade crossed asks for points (turning 10 or 30 does nothing).</source>
        <translation>Kein überschrittenes Jahrzehnt verlangt Punkte (10 oder 30 zu werden bewirkt nichts).</translation>
    </message>
    <message>
        <source>{0} points left to split</source>
        <translation>Noch {0} Punkte zu verteilen</translation>
    </message>
    <message>
        <source>{0} points too many</source>
        <translation>{0} Punkte zu viel</translation>
    </message>
    <message>
        <source>All points split</source>
        <translation>Alle Punkte verteilt</translation>
    </message>
</context>
<context>
    <name>AmountEdit</name>
    <message>
        <source>8, 1D6 or 1D6+1D4</source>
        <translation>8, 1D6 oder 1D6+1D4</translation>
    </message>
    <message>
        <source>Type a number of points or dice such as 1D6+1D4.</source>
        <translation>Geben Sie eine Punktzahl oder Würfel wie 1D6+1D4 ein.</translation>
    </message>
    <message>
        <source>Not a dice expression: {0}</source>
        <translation>Kein Würfelausdruck: {0}</translation>
    </message>
    <message>
        <source>Type the attacker&apos;s damage bonus as dice (such as 1D4), not DB.</source>
        <translation>Geben Sie den Schadensbonus des Angreifers als Würfel ein (etwa 1D4), nicht als DB.</translation>
    </message>
    <message>
        <source>Rolls {0} to {1}.</source>
        <translation>Würfelt {0} bis {1}.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The settings file {0} was not read ({1}); this session&apos;s settings will not be kept.</source>
        <translation>Die Einstellungsdatei {0} wurde nicht gelesen ({1}); die Einstellungen dieser Sitzung werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Autosave is off: the folder {0} cannot be written.</source>
        <translation>Automatisches Speichern ist aus: In den Ordner {0} kann nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>BulkNpcDialog</name>
    <message>
        <source>New Quick NPCs</source>
        <translation>Neue Schnell-NSCs</translation>
    </message>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7. Edition</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>1920er</translation>
    </message>
    <message>
        <source>Modern day</source>
        <translation>Gegenwart</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Number of NPCs</source>
        <translation>Anzahl der NSCs</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Schlagwort</translation>
    </message>
    <message>
        <source>Every NPC of the batch gets this tag, beside its tier.</source>
        <translation>Jeder NSC des Stapels erhält dieses Schlagwort zusätzlich zu seiner Stufe.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>&amp;Epoche:</translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation>&amp;Beruf:</translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation>S&amp;tufe:</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Anzahl:</translation>
    </message>
    <message>
        <source>T&amp;ag:</source>
        <translation>Schlag&amp;wort:</translation>
    </message>
    <message>
        <source>Names of the NPCs to make</source>
        <translation>Namen der zu erstellenden NSCs</translation>
    </message>
    <message>
        <source>Other &amp;Names</source>
        <translation>Andere &amp;Namen</translation>
    </message>
    <message>
        <source>Draw another batch: other names, occupations and values.</source>
        <translation>Einen neuen Stapel ziehen: andere Namen, Berufe und Werte.</translation>
    </message>
    <message>
        <source>&amp;Folder…</source>
        <translation>&amp;Ordner…</translation>
    </message>
    <message>
        <source>Choose the folder the NPCs are saved in</source>
        <translation>Den Ordner wählen, in dem die NSCs gespeichert werden</translation>
    </message>
    <message>
        <source>The NPCs will be saved in the folder {0}.</source>
        <translation>Die NSCs werden im Ordner {0} gespeichert.</translation>
    </message>
    <message>
        <source>Expert: occupation skills at 75</source>
        <translation>Experte: Berufsfertigkeiten auf 75</translation>
    </message>
    <message>
        <source>Professional: occupation skills at 50</source>
        <translation>Profi: Berufsfertigkeiten auf 50</translation>
    </message>
    <message>
        <source>Average: occupation skills at 25</source>
        <translation>Durchschnitt: Berufsfertigkeiten auf 25</translation>
    </message>
    <message>
        <source>Expert: key General abilities around 10</source>
        <translation>Experte: wichtige allgemeine Fähigkeiten um 10</translation>
    </message>
    <message>
        <source>Professional: key General abilities around 7</source>
        <translation>Profi: wichtige allgemeine Fähigkeiten um 7</translation>
    </message>
    <message>
        <source>Average: key General abilities around 4</source>
        <translation>Durchschnitt: wichtige allgemeine Fähigkeiten um 4</translation>
    </message>
    <message>
        <source>A mix of occupations</source>
        <translation>Gemischte Berufe</translation>
    </message>
    <message>
        <source>Folder for the NPCs</source>
        <translation>Ordner für die NSCs</translation>
    </message>
    <message>
        <source>This NPC will be made:</source>
        <translation>Dieser NSC wird erstellt:</translation>
    </message>
    <message>
        <source>&amp;Make 1 NPC</source>
        <translation>1 NSC e&amp;rstellen</translation>
    </message>
    <message>
        <source>These {0} NPCs will be made:</source>
        <translation>Diese {0} NSCs werden erstellt:</translation>
    </message>
    <message>
        <source>&amp;Make {0} NPCs</source>
        <translation>{0} NSCs e&amp;rstellen</translation>
    </message>
    <message>
        <source>The NPCs could not be saved in {0}: {1} Nothing was written.</source>
        <translation>Die NSCs konnten nicht in {0} gespeichert werden: {1} Es wurde nichts geschrieben.</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>Campaign style</source>
        <translation>Kampagnenstil</translation>
    </message>
    <message>
        <source>&amp;Purist</source>
        <translation>&amp;Purist</translation>
    </message>
    <message>
        <source>Lovecraft&apos;s bleak horror, where the Mythos cannot be beaten: Health and Stability may not be bought above {0}.</source>
        <translation>Lovecrafts düsterer Horror, in dem der Mythos nicht zu besiegen ist: Gesundheit und Stabilität dürfen nicht über {0} gekauft werden.</translation>
    </message>
    <message>
        <source>Pu&amp;lp</source>
        <translation>Pu&amp;lp</translation>
    </message>
    <message>
        <source>Two-fisted heroes who can fight back: no cap on Health and Stability, and every {0} Stability points call for a Source of Stability, a living person who keeps you steady.</source>
        <translation>Handfeste Helden, die sich wehren können: keine Obergrenze für Gesundheit und Stabilität, und je {0} Stabilitätspunkte verlangen eine Quelle der Stabilität, einen lebenden Menschen, der Ihnen Halt gibt.</translation>
    </message>
    <message>
        <source>Build points</source>
        <translation>Aufbaupunkte</translation>
    </message>
    <message>
        <source>Investigators in the group</source>
        <translation>Investigatoren in der Gruppe</translation>
    </message>
    <message>
        <source>&amp;Investigators in the group:</source>
        <translation>&amp;Investigatoren in der Gruppe:</translation>
    </message>
    <message>
        <source>The &amp;keeper sets the investigative build points:</source>
        <translation>Der &amp;Spielleiter legt die Ermittlungs-Aufbaupunkte fest:</translation>
    </message>
    <message>
        <source>The keeper&apos;s investigative build points</source>
        <translation>Die Ermittlungs-Aufbaupunkte des Spielleiters</translation>
    </message>
    <message>
        <source>Investigative build points traded</source>
        <translation>Getauschte Ermittlungs-Aufbaupunkte</translation>
    </message>
    <message>
        <source>optional, agreed at the table: +1 turns {0} general build points into 1 investigative point, −1 the reverse.</source>
        <translation>optional, am Tisch vereinbart: +1 wandelt {0} allgemeine Aufbaupunkte in 1 Ermittlungspunkt um, −1 umgekehrt.</translation>
    </message>
    <message>
        <source>&amp;Trade between pools:</source>
        <translation>&amp;Tausch zwischen den Töpfen:</translation>
    </message>
    <message>
        <source>What the keeper allows</source>
        <translation>Was der Spielleiter erlaubt</translation>
    </message>
    <message>
        <source>Cthulhu &amp;Mythos may be bought at creation</source>
        <translation>Cthulhu-&amp;Mythos darf bei der Erschaffung gekauft werden</translation>
    </message>
    <message>
        <source>Build points may be &amp;withheld and spent later, during the adventure</source>
        <translation>Aufbaupunkte dürfen zurück&amp;behalten und später im Abenteuer ausgegeben werden</translation>
    </message>
    <message>
        <source>Credit Rating may not end &amp;above:</source>
        <translation>Finanzkraft darf am Ende &amp;nicht höher sein als:</translation>
    </message>
    <message>
        <source>Highest Credit Rating allowed</source>
        <translation>Höchste erlaubte Finanzkraft</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Settle with your keeper how the game is played: the campaign style and the group&apos;s size decide how many build points you get to spend.</source>
        <translation>Klären Sie mit Ihrem Spielleiter, wie gespielt wird: Kampagnenstil und Gruppengröße bestimmen, wie viele Aufbaupunkte Sie ausgeben dürfen.</translation>
    </message>
    <message>
        <source>(the keeper&apos;s number is used instead)</source>
        <translation>(stattdessen gilt die Zahl des Spielleiters)</translation>
    </message>
    <message>
        <source>each investigator gets {0} investigative build points</source>
        <translation>jeder Investigator erhält {0} Ermittlungs-Aufbaupunkte</translation>
    </message>
    <message>
        <source>To spend: {0} investigative build points ({1} {2:+d} traded) and {3} general ({4} {5:+d} traded).</source>
        <translation>Auszugeben: {0} Ermittlungs-Aufbaupunkte ({1} {2:+d} getauscht) und {3} allgemeine ({4} {5:+d} getauscht).</translation>
    </message>
    <message>
        <source>To spend: {0} investigative build points and {1} general.</source>
        <translation>Auszugeben: {0} Ermittlungs-Aufbaupunkte und {1} allgemeine.</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message>
        <source>Dice: {0}</source>
        <translation>Würfel: {0}</translation>
    </message>
    <message>
        <source>Undone: the sheet no longer holds this roll&apos;s change.</source>
        <translation>Rückgängig gemacht: Der Bogen enthält die Änderung dieses Wurfs nicht mehr.</translation>
    </message>
</context>
<context>
    <name>CharacteristicsPage</name>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>&amp;Allocation</source>
        <translation>Z&amp;uteilung</translation>
    </message>
    <message>
        <source>R&amp;olled</source>
        <translation>&amp;Gewürfelt</translation>
    </message>
    <message>
        <source>&amp;Point buy</source>
        <translation>&amp;Punktekauf</translation>
    </message>
    <message>
        <source>&amp;Free entry</source>
        <translation>Fr&amp;eie Eingabe</translation>
    </message>
    <message>
        <source>Give each of {0} to one characteristic. Drag a value onto another characteristic to swap the two, or pick a value from the list.</source>
        <translation>Weisen Sie jeden der Werte {0} einer Eigenschaft zu. Ziehen Sie einen Wert auf eine andere Eigenschaft, um beide zu tauschen, oder wählen Sie einen Wert aus der Liste.</translation>
    </message>
    <message>
        <source>Drag onto another characteristic to swap the two values</source>
        <translation>Auf eine andere Eigenschaft ziehen, um die beiden Werte zu tauschen</translation>
    </message>
    <message>
        <source>&amp;Suggest</source>
        <translation>&amp;Vorschlagen</translation>
    </message>
    <message>
        <source>Give the highest values to the characteristics most investigators need</source>
        <translation>Die höchsten Werte den Eigenschaften geben, die die meisten Investigatoren brauchen</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Leeren</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll a&amp;ll</source>
        <translation>&amp;Alle würfeln</translation>
    </message>
    <message>
        <source>Spend exactly {0} points; each characteristic takes {1} to {2}.</source>
        <translation>Geben Sie genau {0} Punkte aus; jede Eigenschaft erhält {1} bis {2}.</translation>
    </message>
    <message>
        <source>Spread &amp;evenly</source>
        <translation>Gleich&amp;mäßig verteilen</translation>
    </message>
    <message>
        <source>Type any values (keepers&apos; characters, imported investigators): the sheet records free entry, and age effects are not applied to these values.</source>
        <translation>Beliebige Werte eingeben (Figuren des Spielleiters, importierte Investigatoren): Der Bogen vermerkt die freie Eingabe, und Alterseffekte werden auf diese Werte nicht angewandt.</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Set the eight characteristics, the investigator&apos;s raw abilities: every roll, skill base and derived value follows from them.</source>
        <translation>Legen Sie die acht Eigenschaften fest, die Grundanlagen des Investigators: Jeder Wurf, jeder Fertigkeits-Basiswert und jeder abgeleitete Wert folgt aus ihnen.</translation>
    </message>
    <message>
        <source>Remaining: {0} of {1}</source>
        <translation>Übrig: {0} von {1}</translation>
    </message>
    <message>
        <source>Not given yet: {0}.</source>
        <translation>Noch nicht zugewiesen: {0}.</translation>
    </message>
    <message>
        <source>Given too often: {0}.</source>
        <translation>Zu oft zugewiesen: {0}.</translation>
    </message>
    <message>
        <source>Every value is given.</source>
        <translation>Alle Werte sind zugewiesen.</translation>
    </message>
    <message>
        <source>Roll each characteristic; the keeper allows rolling again.</source>
        <translation>Würfeln Sie jede Eigenschaft; der Spielleiter erlaubt erneutes Würfeln.</translation>
    </message>
    <message>
        <source>Roll each characteristic once: the keeper does not allow rolling again.</source>
        <translation>Würfeln Sie jede Eigenschaft einmal: Der Spielleiter erlaubt kein erneutes Würfeln.</translation>
    </message>
    <message>
        <source>(rolled before)</source>
        <translation>(zuvor gewürfelt)</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Erneut würfeln</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Gewürfelt</translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>{0} of {1} picked</source>
        <translation>{0} von {1} gewählt</translation>
    </message>
</context>
<context>
    <name>ChoicesPage</name>
    <message>
        <source>Occupation choices</source>
        <translation>Berufsauswahl</translation>
    </message>
    <message>
        <source>Make the choices your occupation leaves open: they decide which skills take occupation points on the next page.</source>
        <translation>Treffen Sie die Entscheidungen, die Ihr Beruf offenlässt: Sie bestimmen, welche Fertigkeiten auf der nächsten Seite Berufspunkte erhalten.</translation>
    </message>
    <message>
        <source>Choose an occupation on the previous page first.</source>
        <translation>Wählen Sie zuerst auf der vorigen Seite einen Beruf.</translation>
    </message>
    <message>
        <source>{0} takes {1} and {2}; choose the rest below.</source>
        <translation>{0} umfasst {1} und {2}; wählen Sie den Rest unten.</translation>
    </message>
    <message>
        <source>{0} takes {1} and {2}: nothing is left to choose.</source>
        <translation>{0} umfasst {1} und {2}: Es bleibt nichts zu wählen.</translation>
    </message>
</context>
<context>
    <name>ChooseGameDialog</name>
    <message>
        <source>New Investigator</source>
        <translation>Neuer Investigator</translation>
    </message>
    <message>
        <source>Which game is the investigator for?</source>
        <translation>Für welches Spiel ist der Investigator?</translation>
    </message>
    <message>
        <source>&amp;Call of Cthulhu 7th edition</source>
        <translation>&amp;Call of Cthulhu 7. Edition</translation>
    </message>
    <message>
        <source>Characteristics, age, occupation and skill points, step by step</source>
        <translation>Eigenschaften, Alter, Beruf und Fertigkeitspunkte, Schritt für Schritt</translation>
    </message>
    <message>
        <source>&amp;Trail of Cthulhu</source>
        <translation>&amp;Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Build points, occupation, Drive, Pillars of Sanity, step by step</source>
        <translation>Aufbaupunkte, Beruf, Antrieb, Säulen der geistigen Gesundheit, Schritt für Schritt</translation>
    </message>
</context>
<context>
    <name>CoC7Backstory</name>
    <message>
        <source>Personal description</source>
        <translation>Persönliche Beschreibung</translation>
    </message>
    <message>
        <source>Ideology and beliefs</source>
        <translation>Ideologie und Überzeugungen</translation>
    </message>
    <message>
        <source>Significant people</source>
        <translation>Wichtige Personen</translation>
    </message>
    <message>
        <source>Meaningful locations</source>
        <translation>Bedeutsame Orte</translation>
    </message>
    <message>
        <source>Treasured possessions</source>
        <translation>Wertvolle Besitztümer</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Charakterzüge</translation>
    </message>
    <message>
        <source>Injuries and scars</source>
        <translation>Verletzungen und Narben</translation>
    </message>
    <message>
        <source>Phobias and manias</source>
        <translation>Phobien und Manien</translation>
    </message>
    <message>
        <source>Arcane tomes, spells and artefacts</source>
        <translation>Arkane Schriften, Zauber und Artefakte</translation>
    </message>
    <message>
        <source>Encounters with strange entities</source>
        <translation>Begegnungen mit fremdartigen Wesen</translation>
    </message>
</context>
<context>
    <name>CoC7CreationWizard</name>
    <message>
        <source>New Call of Cthulhu Investigator</source>
        <translation>Neuer Call-of-Cthulhu-Investigator</translation>
    </message>
</context>
<context>
    <name>CoC7FellowsModel</name>
    <message>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>The investigator&apos;s name cannot be empty</source>
        <translation>Der Name des Investigators darf nicht leer sein</translation>
    </message>
    <message>
        <source>Change fellow investigator</source>
        <translation>Mitinvestigator ändern</translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation>Neuer Investigator</translation>
    </message>
    <message>
        <source>Add fellow investigator</source>
        <translation>Mitinvestigator hinzufügen</translation>
    </message>
    <message>
        <source>Remove fellow investigator</source>
        <translation>Mitinvestigator entfernen</translation>
    </message>
</context>
<context>
    <name>CoC7Play</name>
    <message>
        <source>{0} others</source>
        <translation>{0} weitere</translation>
    </message>
    <message>
        <source>DEX {0} + {1} (readied firearm) = {2}</source>
        <translation>GE {0} + {1} (Feuerwaffe im Anschlag) = {2}</translation>
    </message>
    <message>
        <source>; tied with {0} on DEX and combat skill: the keeper decides, party order kept</source>
        <translation>; gleichauf mit {0} bei GE und Kampffertigkeit: Der Spielleiter entscheidet, die Gruppenreihenfolge bleibt</translation>
    </message>
    <message>
        <source>; same DEX as {0}: the higher combat skill goes first ({1} {2})</source>
        <translation>; gleiche GE wie {0}: Die höhere Kampffertigkeit handelt zuerst ({1} {2})</translation>
    </message>
    <message>
        <source>combat skill</source>
        <translation>Kampffertigkeit</translation>
    </message>
    <message>
        <source>cannot {0}: the investigator is dead</source>
        <translation>{0} nicht möglich: Der Investigator ist tot</translation>
    </message>
    <message>
        <source>make a Sanity roll</source>
        <translation>Stabilitätswurf</translation>
    </message>
    <message>
        <source>make a CON roll</source>
        <translation>KO-Wurf</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>give First Aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <source>use Medicine</source>
        <translation>Medizinische Behandlung</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medizin</translation>
    </message>
    <message>
        <source>weekly healing</source>
        <translation>wöchentliche Heilung</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, {3}</source>
        <translation>{0} {1}: {2} gewürfelt, {3}</translation>
    </message>
    <message>
        <source>{0} ticked for improvement</source>
        <translation>{0} für Steigerung abgehakt</translation>
    </message>
    <message>
        <source>name the skill to roll</source>
        <translation>geben Sie die zu würfelnde Fertigkeit an</translation>
    </message>
    <message>
        <source>{0} is a characteristic, not a skill: make a characteristic roll</source>
        <translation>{0} ist eine Eigenschaft, keine Fertigkeit: Legen Sie einen Eigenschaftswurf ab</translation>
    </message>
    <message>
        <source>the sheet has no skill named {0}</source>
        <translation>der Bogen hat keine Fertigkeit namens {0}</translation>
    </message>
    <message>
        <source>{0} never earns an improvement tick</source>
        <translation>{0} erhält nie einen Steigerungshaken</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>opposed rolls cannot be pushed</source>
        <translation>vergleichende Würfe können nicht forciert werden</translation>
    </message>
    <message>
        <source>{0} pushed: rolled {1}, {2}</source>
        <translation>{0} forciert: {1} gewürfelt, {2}</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>{0} Luck spent: {1} becomes {2}, {3}; Luck {4} → {5}</source>
        <translation>{0} Glück eingesetzt: aus {1} wird {2}, {3}; Glück {4} → {5}</translation>
    </message>
    <message>
        <source>no improvement tick for a roll altered with Luck</source>
        <translation>kein Steigerungshaken für einen mit Glück veränderten Wurf</translation>
    </message>
    <message>
        <source>the tick this roll earned on {0} is withdrawn</source>
        <translation>der Haken, den dieser Wurf bei {0} eingebracht hat, wird entfernt</translation>
    </message>
    <message>
        <source>opposed roll judged again: {0}</source>
        <translation>vergleichender Wurf neu bewertet: {0}</translation>
    </message>
    <message>
        <source>Luck cannot be spent: this healing had no roll</source>
        <translation>Glück kann nicht eingesetzt werden: Diese Heilung hatte keinen Wurf</translation>
    </message>
    <message>
        <source>{0} Luck spent on {1}: {2} becomes {3}, {4}; Luck {5} → {6}</source>
        <translation>{0} Glück für {1} eingesetzt: aus {2} wird {3}, {4}; Glück {5} → {6}</translation>
    </message>
    <message>
        <source>the CON roll now succeeds: stays conscious</source>
        <translation>der KO-Wurf gelingt jetzt: bleibt bei Bewusstsein</translation>
    </message>
    <message>
        <source>the CON roll now succeeds: holds on for another round</source>
        <translation>der KO-Wurf gelingt jetzt: hält eine weitere Runde durch</translation>
    </message>
    <message>
        <source>the INT roll now succeeds: temporarily insane for {0} hours</source>
        <translation>der IN-Wurf gelingt jetzt: vorübergehend wahnsinnig für {0} Stunden</translation>
    </message>
    <message>
        <source>the healing roll now succeeds: extreme success: 2D3 = {0}</source>
        <translation>der Heilungswurf gelingt jetzt: extremer Erfolg: 2D3 = {0}</translation>
    </message>
    <message>
        <source>the healing roll now succeeds: 1D3 = {0}</source>
        <translation>der Heilungswurf gelingt jetzt: 1D3 = {0}</translation>
    </message>
    <message>
        <source>now an extreme success: another 1D3 (2D3 in all) = {0} more</source>
        <translation>jetzt ein extremer Erfolg: weitere 1D3 (insgesamt 2D3) = {0} mehr</translation>
    </message>
    <message>
        <source>{0} {1}: {2} {3}; {4} {5}: {6} {7}</source>
        <translation>{0} {1}: {2} {3}; {4} {5}: {6} {7}</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>fumble: the maximum loss of {0}, {1}</source>
        <translation>Patzer: maximaler Verlust von {0}, {1}</translation>
    </message>
    <message>
        <source>success loses {0} = {1}</source>
        <translation>Erfolg: Verlust {0} = {1}</translation>
    </message>
    <message>
        <source>failure loses {0} = {1}</source>
        <translation>Fehlschlag: Verlust {0} = {1}</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation>{0}; {1}</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Stabilität</translation>
    </message>
    <message>
        <source>SAN {0} → {1}; lost today {2}</source>
        <translation>STA {0} → {1}; heute verloren {2}</translation>
    </message>
    <message>
        <source>{0} SAN lost in one roll: an INT roll decides temporary insanity</source>
        <translation>{0} STA in einem Wurf verloren: Ein IN-Wurf entscheidet über vorübergehenden Wahnsinn</translation>
    </message>
    <message>
        <source>{0} SAN lost today is a fifth or more of {1} ({2}): indefinite insanity</source>
        <translation>{0} heute verlorene STA sind ein Fünftel oder mehr von {1} ({2}): unbestimmter Wahnsinn</translation>
    </message>
    <message>
        <source>SAN 0: permanently insane</source>
        <translation>STA 0: dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>temporarily insane for {0} hours</source>
        <translation>vorübergehend wahnsinnig für {0} Stunden</translation>
    </message>
    <message>
        <source>the mind refuses to understand: no temporary insanity</source>
        <translation>der Verstand weigert sich zu begreifen: kein vorübergehender Wahnsinn</translation>
    </message>
    <message>
        <source>a new day: SAN lost today reset to 0</source>
        <translation>ein neuer Tag: heute verlorene STA auf 0 zurückgesetzt</translation>
    </message>
    <message>
        <source>SAN {0} → {1}</source>
        <translation>STA {0} → {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>capped at the maximum SAN {0} (99 − Cthulhu Mythos)</source>
        <translation>begrenzt auf die maximale STA {0} (99 − Cthulhu-Mythos)</translation>
    </message>
    <message>
        <source>rolled {0}</source>
        <translation>{0} gewürfelt</translation>
    </message>
    <message>
        <source>extreme: maximum damage {0}</source>
        <translation>extrem: maximaler Schaden {0}</translation>
    </message>
    <message>
        <source>extreme impale: maximum {0} + another roll {1}</source>
        <translation>extrem, durchdringend: Maximum {0} + weiterer Wurf {1}</translation>
    </message>
    <message>
        <source>{0} (below 0 counts as 0)</source>
        <translation>{0} (unter 0 zählt als 0)</translation>
    </message>
    <message>
        <source>{0}: {1} with DB {2}, {3} = {4}</source>
        <translation>{0}: {1} mit SB {2}, {3} = {4}</translation>
    </message>
    <message>
        <source>{0} damage: HP {1} → {2}</source>
        <translation>{0} Schaden: TP {1} → {2}</translation>
    </message>
    <message>
        <source>{0} damage in one blow is at least the maximum HP {1}: dead</source>
        <translation>{0} Schaden durch einen Treffer erreicht oder übersteigt die maximalen TP {1}: tot</translation>
    </message>
    <message>
        <source>{0} is at least half the maximum HP {1}: a major wound</source>
        <translation>{0} ist mindestens die Hälfte der maximalen TP {1}: eine schwere Wunde</translation>
    </message>
    <message>
        <source>HP 0: unconscious</source>
        <translation>TP 0: bewusstlos</translation>
    </message>
    <message>
        <source>HP 0 with a major wound: dying (a CON roll at the end of each round, only First Aid ends it)</source>
        <translation>TP 0 mit schwerer Wunde: sterbend (ein KO-Wurf am Ende jeder Runde, nur Erste Hilfe beendet es)</translation>
    </message>
    <message>
        <source>a major wound: a CON roll or fall unconscious</source>
        <translation>eine schwere Wunde: KO-Wurf, sonst bewusstlos</translation>
    </message>
    <message>
        <source>falls unconscious</source>
        <translation>wird bewusstlos</translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation>bleibt bei Bewusstsein</translation>
    </message>
    <message>
        <source>the investigator is not dying: no CON roll against death is needed</source>
        <translation>der Investigator liegt nicht im Sterben: Kein KO-Wurf gegen den Tod nötig</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <source>holds on for another round</source>
        <translation>hält eine weitere Runde durch</translation>
    </message>
    <message>
        <source>{0}: HP {1} → {2}</source>
        <translation>{0}: TP {1} → {2}</translation>
    </message>
    <message>
        <source>capped at the maximum HP {0}</source>
        <translation>begrenzt auf die maximalen TP {0}</translation>
    </message>
    <message>
        <source>no longer dying</source>
        <translation>nicht mehr sterbend</translation>
    </message>
    <message>
        <source>no longer unconscious</source>
        <translation>nicht mehr bewusstlos</translation>
    </message>
    <message>
        <source>the major wound heals</source>
        <translation>die schwere Wunde heilt</translation>
    </message>
    <message>
        <source>the major wound heals (HP {0} is half the maximum {1} or more)</source>
        <translation>die schwere Wunde heilt (TP {0} sind mindestens die Hälfte des Maximums {1})</translation>
    </message>
    <message>
        <source>First Aid on a dying character: no HP, but no longer dying (Medicine can follow)</source>
        <translation>Erste Hilfe bei einer sterbenden Figur: keine TP, aber nicht mehr sterbend (Medizin kann folgen)</translation>
    </message>
    <message>
        <source>Medicine on a dying character: no HP now, a healing roll at the end of one week</source>
        <translation>Medizin bei einer sterbenden Figur: jetzt keine TP, ein Heilungswurf nach einer Woche</translation>
    </message>
    <message>
        <source>Medicine: 1D3 = {0}</source>
        <translation>Medizin: 1D3 = {0}</translation>
    </message>
    <message>
        <source>with a major wound there is no daily healing: make the weekly healing roll</source>
        <translation>bei schwerer Wunde gibt es keine tägliche Heilung: Legen Sie den wöchentlichen Heilungswurf ab</translation>
    </message>
    <message>
        <source>{0} day of rest</source>
        <translation>{0} Ruhetag</translation>
    </message>
    <message>
        <source>{0} days of rest</source>
        <translation>{0} Ruhetage</translation>
    </message>
    <message>
        <source>without a major wound, healing is 1 HP per day, not a weekly roll</source>
        <translation>ohne schwere Wunde beträgt die Heilung 1 TP pro Tag, kein wöchentlicher Wurf</translation>
    </message>
    <message>
        <source>healing roll, CON {0}: rolled {1}, {2}</source>
        <translation>Heilungswurf, KO {0}: {1} gewürfelt, {2}</translation>
    </message>
    <message>
        <source>no healing this week</source>
        <translation>diese Woche keine Heilung</translation>
    </message>
    <message>
        <source>extreme success: 2D3 = {0}</source>
        <translation>extremer Erfolg: 2D3 = {0}</translation>
    </message>
    <message>
        <source>1D3 = {0}</source>
        <translation>1D3 = {0}</translation>
    </message>
    <message>
        <source>{0} cannot be improved by experience: tick cleared</source>
        <translation>{0} kann nicht durch Erfahrung gesteigert werden: Haken entfernt</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, +{3} → {4}</source>
        <translation>{0} {1}: {2} gewürfelt, +{3} → {4}</translation>
    </message>
    <message>
        <source>{0}; reaches {1}%: +{2} SAN (2D6)</source>
        <translation>{0}; erreicht {1}%: +{2} STA (2D6)</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, no improvement</source>
        <translation>{0} {1}: {2} gewürfelt, keine Steigerung</translation>
    </message>
    <message>
        <source>no ticked skills</source>
        <translation>keine abgehakten Fertigkeiten</translation>
    </message>
    <message>
        <source>Luck {0}: rolled {1}, +{2} → {3}</source>
        <translation>Glück {0}: {1} gewürfelt, +{2} → {3}</translation>
    </message>
    <message>
        <source>Luck never exceeds {0}</source>
        <translation>Glück übersteigt nie {0}</translation>
    </message>
    <message>
        <source>Luck {0}: rolled {1}, no recovery</source>
        <translation>Glück {0}: {1} gewürfelt, keine Erholung</translation>
    </message>
    <message>
        <source>aging goes forward: {0} is younger than {1}</source>
        <translation>Altern geht nur vorwärts: {0} ist jünger als {1}</translation>
    </message>
    <message>
        <source>an age of {0} is beyond the sheet&apos;s limit of 200</source>
        <translation>ein Alter von {0} übersteigt die Grenze des Bogens von 200</translation>
    </message>
    <message>
        <source>turning {0}: EDU check {1} &gt; {2}: +{3} → EDU {4}</source>
        <translation>mit {0}: BI-Wurf {1} &gt; {2}: +{3} → BI {4}</translation>
    </message>
    <message>
        <source>turning {0}: EDU check {1}, no gain</source>
        <translation>mit {0}: BI-Wurf {1}, kein Zuwachs</translation>
    </message>
    <message>
        <source>turning {0}: magical aging, no EDU check</source>
        <translation>mit {0}: magische Alterung, kein BI-Wurf</translation>
    </message>
    <message>
        <source>turning {0}: {1}</source>
        <translation>mit {0}: {1}</translation>
    </message>
    <message>
        <source>turning {0}: APP −{1} → {2}</source>
        <translation>mit {0}: ER −{1} → {2}</translation>
    </message>
    <message>
        <source>turning {0}: MOV −{1}</source>
        <translation>mit {0}: BW −{1}</translation>
    </message>
    <message>
        <source>HP {0} → {1} (the new maximum)</source>
        <translation>TP {0} → {1} (das neue Maximum)</translation>
    </message>
    <message>
        <source>maximum HP {0} → {1}</source>
        <translation>maximale TP {0} → {1}</translation>
    </message>
    <message>
        <source>MOV {0} → {1}</source>
        <translation>BW {0} → {1}</translation>
    </message>
    <message>
        <source>the age table gives MOV {0} but aging in play gives {1} (the table stops at 89: MOV −1 for each further decade)</source>
        <translation>die Alterstabelle ergibt BW {0}, das Altern im Spiel aber {1} (die Tabelle endet bei 89: BW −1 für jedes weitere Jahrzehnt)</translation>
    </message>
</context>
<context>
    <name>CoC7Rules</name>
    <message>
        <source>The characteristics before age effects are {0} (sorted {1}); the allocation method uses {2}.</source>
        <translation>Die Eigenschaften vor den Alterseffekten sind {0} (sortiert {1}); die Zuteilungsmethode verwendet {2}.</translation>
    </message>
    <message>
        <source>Give each of the values {0} to one characteristic.</source>
        <translation>Weisen Sie jeden der Werte {0} einer Eigenschaft zu.</translation>
    </message>
    <message>
        <source>{0} is {1}; point buy allows {2} to {3}.</source>
        <translation>{0} ist {1}; der Punktekauf erlaubt {2} bis {3}.</translation>
    </message>
    <message>
        <source>Set {0} between {1} and {2}.</source>
        <translation>Setzen Sie {0} auf einen Wert zwischen {1} und {2}.</translation>
    </message>
    <message>
        <source>Spend {0} fewer points.</source>
        <translation>Geben Sie {0} Punkte weniger aus.</translation>
    </message>
    <message>
        <source>Spend {0} more points.</source>
        <translation>Geben Sie {0} Punkte mehr aus.</translation>
    </message>
    <message>
        <source>The characteristics add up to {0}; point buy spends exactly {1}.</source>
        <translation>Die Eigenschaften ergeben zusammen {0}; beim Punktekauf werden genau {1} ausgegeben.</translation>
    </message>
    <message>
        <source>{0} is {1}, which {2} cannot roll (multiples of 5 from {3} to {4}).</source>
        <translation>{0} ist {1}, was mit {2} nicht erwürfelt werden kann (Vielfache von 5 von {3} bis {4}).</translation>
    </message>
    <message>
        <source>Enter the value rolled for {0}, or choose the free method for an imported sheet.</source>
        <translation>Geben Sie den für {0} gewürfelten Wert ein oder wählen Sie für einen importierten Bogen die freie Eingabe.</translation>
    </message>
    <message>
        <source>no characteristic</source>
        <translation>keiner Eigenschaft</translation>
    </message>
    <message>
        <source>{0} points are deducted from {1} for age {2}; at that age the deduction comes from {3}.</source>
        <translation>Für Alter {2} werden {0} Punkte von {1} abgezogen; in diesem Alter erfolgt der Abzug von {3}.</translation>
    </message>
    <message>
        <source>Move the deduction to {0}.</source>
        <translation>Verlegen Sie den Abzug auf {0}.</translation>
    </message>
    <message>
        <source>Remove the deduction.</source>
        <translation>Entfernen Sie den Abzug.</translation>
    </message>
    <message>
        <source>The age deduction from {0} is {1}.</source>
        <translation>Der Altersabzug von {0} beträgt {1}.</translation>
    </message>
    <message>
        <source>Deductions are positive numbers of points taken away.</source>
        <translation>Abzüge sind positive Zahlen abgezogener Punkte.</translation>
    </message>
    <message>
        <source>Deducting {0} from {1} {2} leaves {3}; age never takes a characteristic below {4}.</source>
        <translation>Ein Abzug von {0} von {1} {2} lässt {3} übrig; das Alter senkt keine Eigenschaft unter {4}.</translation>
    </message>
    <message>
        <source>Deduct at most {0} from {1}.</source>
        <translation>Ziehen Sie höchstens {0} von {1} ab.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{0} (the table&apos;s {1}, less what would take a characteristic below {2})</source>
        <translation>{0} (die {1} der Tabelle, abzüglich dessen, was eine Eigenschaft unter {2} senken würde)</translation>
    </message>
    <message>
        <source>Age {0} deducts {1} points among {2}; the sheet deducts {3}.</source>
        <translation>Alter {0} zieht {1} Punkte von {2} ab; der Bogen zieht {3} ab.</translation>
    </message>
    <message>
        <source>Deduct {0} points in all.</source>
        <translation>Ziehen Sie insgesamt {0} Punkte ab.</translation>
    </message>
    <message>
        <source>Remove the age deduction.</source>
        <translation>Entfernen Sie den Altersabzug.</translation>
    </message>
    <message>
        <source>{0} point</source>
        <translation>{0} Punkt</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} Punkte</translation>
    </message>
    <message>
        <source>NPC: creation rules are not checked, only the state of play.</source>
        <translation>NSC: Die Erschaffungsregeln werden nicht geprüft, nur der Spielstand.</translation>
    </message>
    <message>
        <source>Characteristics entered freely: the generation method, the age effects and the Luck roll are not checked.</source>
        <translation>Eigenschaften frei eingegeben: Erschaffungsmethode, Alterseffekte und Glückswurf werden nicht geprüft.</translation>
    </message>
    <message>
        <source>The age at creation cannot be told from the record after the changes of play: the age effects are not checked.</source>
        <translation>Das Alter bei der Erschaffung lässt sich nach den Änderungen im Spiel nicht aus den Aufzeichnungen ermitteln: Die Alterseffekte werden nicht geprüft.</translation>
    </message>
    <message>
        <source>No Luck roll recorded: the Luck roll is not checked.</source>
        <translation>Kein Glückswurf aufgezeichnet: Der Glückswurf wird nicht geprüft.</translation>
    </message>
    <message>
        <source>Creature: creation rules are not checked, and its stated HP, MP, MOV, Build and Damage Bonus stand in for the human formulas.</source>
        <translation>Kreatur: Die Erschaffungsregeln werden nicht geprüft; ihre angegebenen TP, MP, BW, Statur und Schadensbonus treten an die Stelle der menschlichen Formeln.</translation>
    </message>
    <message>
        <source>{0} is not set (0).</source>
        <translation>{0} ist nicht gesetzt (0).</translation>
    </message>
    <message>
        <source>Enter {0}.</source>
        <translation>Geben Sie {0} ein.</translation>
    </message>
    <message>
        <source>Age {0} is outside the creation table (15 to 89).</source>
        <translation>Alter {0} liegt außerhalb der Erschaffungstabelle (15 bis 89).</translation>
    </message>
    <message>
        <source>Investigators are 15 to 89 at creation: check the age.</source>
        <translation>Investigatoren sind bei der Erschaffung 15 bis 89 Jahre alt: Prüfen Sie das Alter.</translation>
    </message>
    <message>
        <source>Choose an age from 15 to 89, or use the free method for an unusual investigator.</source>
        <translation>Wählen Sie ein Alter von 15 bis 89 oder verwenden Sie für einen ungewöhnlichen Investigator die freie Eingabe.</translation>
    </message>
    <message>
        <source>Age {0}-{1} makes {2} EDU improvement checks; the sheet records {3}.</source>
        <translation>Alter {0}-{1} erfordert {2} BI-Steigerungswürfe; der Bogen verzeichnet {3}.</translation>
    </message>
    <message>
        <source>Make exactly {0} EDU checks.</source>
        <translation>Legen Sie genau {0} BI-Steigerungswürfe ab.</translation>
    </message>
    <message>
        <source>Age {0}-{1} rolls Luck {2} time(s); the sheet records {3} roll(s).</source>
        <translation>Alter {0}-{1}: Glück wird {2}-mal gewürfelt; im Bogen verzeichnet: {3}-mal.</translation>
    </message>
    <message>
        <source>Roll Luck twice (keeping the higher) at 15-19, once otherwise.</source>
        <translation>Würfeln Sie Glück mit 15-19 zweimal (der höhere Wurf zählt), sonst einmal.</translation>
    </message>
    <message>
        <source>The Luck roll {0} is not a possible 3D6×5 (multiples of 5 from 15 to 90).</source>
        <translation>Der Glückswurf {0} ist kein mögliches Ergebnis von 3D6×5 (Vielfache von 5 von 15 bis 90).</translation>
    </message>
    <message>
        <source>Enter the Luck rolled.</source>
        <translation>Geben Sie das gewürfelte Glück ein.</translation>
    </message>
    <message>
        <source>EDU check {0}: a roll of {1} against EDU {2} fails, yet it gains {3}.</source>
        <translation>BI-Wurf {0}: Ein Wurf von {1} gegen BI {2} misslingt, bringt aber {3} ein.</translation>
    </message>
    <message>
        <source>Set the gain of a failed check to 0.</source>
        <translation>Setzen Sie den Zuwachs eines misslungenen Wurfs auf 0.</translation>
    </message>
    <message>
        <source>EDU check {0}: a roll of {1} beats EDU {2}, yet it gains nothing.</source>
        <translation>BI-Wurf {0}: Ein Wurf von {1} übertrifft BI {2}, bringt aber nichts ein.</translation>
    </message>
    <message>
        <source>Roll 1D10 and record the gain.</source>
        <translation>Würfeln Sie 1D10 und tragen Sie den Zuwachs ein.</translation>
    </message>
    <message>
        <source>{0} is {1}, but the recorded base {2} with the age effects and later changes gives {3}.</source>
        <translation>{0} ist {1}, aber der verzeichnete Grundwert {2} ergibt mit den Alterseffekten und späteren Änderungen {3}.</translation>
    </message>
    <message>
        <source>Set {0} to {1}, or correct the creation record.</source>
        <translation>Setzen Sie {0} auf {1} oder korrigieren Sie die Erschaffungsdaten.</translation>
    </message>
    <message>
        <source>{0} {1} before the recorded changes of play: no creation method gives more than {2} (EDU {3}).</source>
        <translation>{0} {1} vor den verzeichneten Änderungen im Spiel: Keine Erschaffungsmethode ergibt mehr als {2} (BI {3}).</translation>
    </message>
    <message>
        <source>{0} {1} before the recorded changes of play: no creation method gives more than {2}.</source>
        <translation>{0} {1} vor den verzeichneten Änderungen im Spiel: Keine Erschaffungsmethode ergibt mehr als {2}.</translation>
    </message>
    <message>
        <source>{0} {1}: no creation method gives more than {2} (EDU {3}).</source>
        <translation>{0} {1}: Keine Erschaffungsmethode ergibt mehr als {2} (BI {3}).</translation>
    </message>
    <message>
        <source>{0} {1}: no creation method gives more than {2}.</source>
        <translation>{0} {1}: Keine Erschaffungsmethode ergibt mehr als {2}.</translation>
    </message>
    <message>
        <source>Set {0} to {1} or less, record what raised it in play as a characteristic change, or make the sheet an NPC.</source>
        <translation>Setzen Sie {0} auf {1} oder weniger, tragen Sie die Steigerung im Spiel als Eigenschaftsänderung ein oder machen Sie den Bogen zu einem NSC.</translation>
    </message>
    <message>
        <source>Luck is not set (0).</source>
        <translation>Glück ist nicht gesetzt (0).</translation>
    </message>
    <message>
        <source>Roll 3D6×5 for Luck (twice at ages 15-19, keeping the higher) and enter it.</source>
        <translation>Würfeln Sie 3D6×5 für Glück (mit 15-19 zweimal, der höhere Wurf zählt) und tragen Sie es ein.</translation>
    </message>
    <message>
        <source>the social skills ({0})</source>
        <translation>den sozialen Fertigkeiten ({0})</translation>
    </message>
    <message>
        <source>any skills (personal or era specialties)</source>
        <translation>beliebigen Fertigkeiten (persönlichen oder zeittypischen Spezialgebieten)</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} oder {1}</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Kein Beruf gewählt.</translation>
    </message>
    <message>
        <source>Choose an occupation.</source>
        <translation>Wählen Sie einen Beruf.</translation>
    </message>
    <message>
        <source>The occupation {0} is not in the occupation list.</source>
        <translation>Der Beruf {0} steht nicht in der Berufsliste.</translation>
    </message>
    <message>
        <source>Choose a listed occupation, or add it as a user occupation file.</source>
        <translation>Wählen Sie einen aufgeführten Beruf oder fügen Sie ihn als eigene Berufsdatei hinzu.</translation>
    </message>
    <message>
        <source>{0} is not an occupation of the {1} era ({2} only).</source>
        <translation>{0} ist kein Beruf der Epoche {1} (nur {2}).</translation>
    </message>
    <message>
        <source>Choose another occupation or change the era.</source>
        <translation>Wählen Sie einen anderen Beruf oder ändern Sie die Epoche.</translation>
    </message>
    <message>
        <source>{0}&apos;s points formula {1} chooses among {2}, not {3}.</source>
        <translation>Die Punkteformel {1} von {0} wählt aus {2}, nicht {3}.</translation>
    </message>
    <message>
        <source>{0}&apos;s points formula {1} has no characteristic to choose.</source>
        <translation>Die Punkteformel {1} von {0} hat keine Eigenschaft zur Wahl.</translation>
    </message>
    <message>
        <source>Pick one of the formula&apos;s characteristics, or leave it to take the best.</source>
        <translation>Wählen Sie eine der Eigenschaften der Formel oder lassen Sie automatisch die beste verwenden.</translation>
    </message>
    <message>
        <source>{0} takes {1} (any): name the specialisation.</source>
        <translation>{0} umfasst {1} (beliebig): Benennen Sie die Spezialisierung.</translation>
    </message>
    <message>
        <source>Name the {0} specialisation (e.g. {1}).</source>
        <translation>Benennen Sie die Spezialisierung von {0} (z. B. {1}).</translation>
    </message>
    <message>
        <source>one of your choice</source>
        <translation>eine nach Wahl</translation>
    </message>
    <message>
        <source>{0} does not offer the choice that {1} are filed under.</source>
        <translation>{0} bietet die Auswahl nicht an, unter der {1} abgelegt sind.</translation>
    </message>
    <message>
        <source>these picks</source>
        <translation>diese Auswahlen</translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices.</source>
        <translation>Wählen Sie sie erneut in den Optionen des Berufs.</translation>
    </message>
    <message>
        <source>{0}: choose {1} skill among {2}; {3} chosen.</source>
        <translation>{0}: Wählen Sie {1} Fertigkeit aus {2}; {3} gewählt.</translation>
    </message>
    <message>
        <source>{0}: choose {1} skills among {2}; {3} chosen.</source>
        <translation>{0}: Wählen Sie {1} Fertigkeiten aus {2}; {3} gewählt.</translation>
    </message>
    <message>
        <source>Choose exactly {0}.</source>
        <translation>Wählen Sie genau {0}.</translation>
    </message>
    <message>
        <source>{0} is not among {1}.</source>
        <translation>{0} gehört nicht zu {1}.</translation>
    </message>
    <message>
        <source>Pick one of the listed options.</source>
        <translation>Wählen Sie eine der aufgeführten Optionen.</translation>
    </message>
    <message>
        <source>The pick {0} needs a specialisation.</source>
        <translation>Die Auswahl {0} braucht eine Spezialisierung.</translation>
    </message>
    <message>
        <source>Pick a named {0}, e.g. {1}.</source>
        <translation>Wählen Sie {0} mit Spezialisierung, z. B. {1}.</translation>
    </message>
    <message>
        <source>{0} is a fixed skill of the occupation; a pick must add a new occupation skill.</source>
        <translation>{0} ist eine feste Fertigkeit des Berufs; eine Auswahl muss eine neue Berufsfertigkeit hinzufügen.</translation>
    </message>
    <message>
        <source>{0} is already picked for another choice; a pick must add a new occupation skill.</source>
        <translation>{0} ist bereits für eine andere Auswahl gewählt; eine Auswahl muss eine neue Berufsfertigkeit hinzufügen.</translation>
    </message>
    <message>
        <source>Pick another skill.</source>
        <translation>Wählen Sie eine andere Fertigkeit.</translation>
    </message>
    <message>
        <source>{0} is on the sheet twice (as {1} and another form).</source>
        <translation>{0} steht zweimal auf dem Bogen (als {1} und in anderer Form).</translation>
    </message>
    <message>
        <source>Merge the two entries into one.</source>
        <translation>Führen Sie die beiden Einträge zu einem zusammen.</translation>
    </message>
    <message>
        <source>{0} has {1} of occupation points but is not an occupation skill of {2}.</source>
        <translation>{0} hat {1} an Berufspunkten, ist aber keine Berufsfertigkeit von {2}.</translation>
    </message>
    <message>
        <source>Move the points to an occupation skill or to personal interest points.</source>
        <translation>Verschieben Sie die Punkte auf eine Berufsfertigkeit oder zu den Hobbypunkten.</translation>
    </message>
    <message>
        <source>{0} has negative points (occupation {1}, personal {2}).</source>
        <translation>{0} hat negative Punkte (Beruf {1}, Hobby {2}).</translation>
    </message>
    <message>
        <source>Points spent are 0 or more.</source>
        <translation>Ausgegebene Punkte sind 0 oder mehr.</translation>
    </message>
    <message>
        <source>{0} takes no points at creation; the sheet puts {1} in it.</source>
        <translation>{0} erhält bei der Erschaffung keine Punkte; im Bogen sind es {1}.</translation>
    </message>
    <message>
        <source>Remove the occupation and personal points from {0}.</source>
        <translation>Entfernen Sie die Berufs- und Hobbypunkte von {0}.</translation>
    </message>
    <message>
        <source>{0} has points but no specialisation.</source>
        <translation>{0} hat Punkte, aber keine Spezialisierung.</translation>
    </message>
    <message>
        <source>Name the specialisation, e.g. {0}.</source>
        <translation>Benennen Sie die Spezialisierung, z. B. {0}.</translation>
    </message>
    <message>
        <source>{0} is {1}: above 99, only an improvement roll over 95 adds 1D10 to a skill.</source>
        <translation>{0} ist {1}: Über 99 bringt nur ein Steigerungswurf über 95 einer Fertigkeit 1W10.</translation>
    </message>
    <message>
        <source>Check the experience points of {0} ({1}).</source>
        <translation>Prüfen Sie die Erfahrungspunkte von {0} ({1}).</translation>
    </message>
    <message>
        <source>{0} is {1} after creation points; no skill exceeds 99 at creation.</source>
        <translation>{0} ist nach den Erschaffungspunkten {1}; bei der Erschaffung übersteigt keine Fertigkeit 99.</translation>
    </message>
    <message>
        <source>Take {0} points out of {1}.</source>
        <translation>Ziehen Sie {0} Punkte von {1} ab.</translation>
    </message>
    <message>
        <source>{0} occupation points are spent of {1} ({2}): {3} too many.</source>
        <translation>{0} von {1} Berufspunkten ({2}) ausgegeben: {3} zu viel.</translation>
    </message>
    <message>
        <source>Take {0} occupation points out of the skills.</source>
        <translation>Nehmen Sie {0} Berufspunkte aus den Fertigkeiten heraus.</translation>
    </message>
    <message>
        <source>{0} personal points are spent of {1} ({2}): {3} too many.</source>
        <translation>{0} von {1} Hobbypunkten ({2}) ausgegeben: {3} zu viel.</translation>
    </message>
    <message>
        <source>Take {0} personal points out of the skills.</source>
        <translation>Nehmen Sie {0} Hobbypunkte aus den Fertigkeiten heraus.</translation>
    </message>
    <message>
        <source>{0} of {1} occupation points ({2}) are not spent.</source>
        <translation>{0} von {1} Berufspunkten ({2}) sind nicht ausgegeben.</translation>
    </message>
    <message>
        <source>Spend the remaining {0} occupation points.</source>
        <translation>Geben Sie die restlichen {0} Berufspunkte aus.</translation>
    </message>
    <message>
        <source>{0} of {1} personal points ({2}) are not spent.</source>
        <translation>{0} von {1} Hobbypunkten ({2}) sind nicht ausgegeben.</translation>
    </message>
    <message>
        <source>Spend the remaining {0} personal points.</source>
        <translation>Geben Sie die restlichen {0} Hobbypunkte aus.</translation>
    </message>
    <message>
        <source>Credit Rating is {0}; a {1} starts with {2} to {3}.</source>
        <translation>Finanzkraft ist {0}; für {1} liegt sie zu Beginn bei {2} bis {3}.</translation>
    </message>
    <message>
        <source>Set Credit Rating between {0} and {1} with occupation points.</source>
        <translation>Setzen Sie die Finanzkraft mit Berufspunkten auf einen Wert zwischen {0} und {1}.</translation>
    </message>
    <message>
        <source>The occupation skills and Credit Rating are set to {0}; quick-start sets them to {1}.</source>
        <translation>Die Berufsfertigkeiten und die Finanzkraft stehen auf {0}; der Schnellstart setzt sie auf {1}.</translation>
    </message>
    <message>
        <source>Give the values {0} to the {1} occupation skills and Credit Rating, one each.</source>
        <translation>Verteilen Sie die Werte {0} auf die {1} Berufsfertigkeiten und die Finanzkraft, je einen.</translation>
    </message>
    <message>
        <source>{0} is an occupation skill; quick-start personal interest points go to non-occupation skills.</source>
        <translation>{0} ist eine Berufsfertigkeit; beim Schnellstart gehen Hobbypunkte an Fertigkeiten außerhalb des Berufs.</translation>
    </message>
    <message>
        <source>Move the +{0} to a non-occupation skill.</source>
        <translation>Verschieben Sie die +{0} auf eine Fertigkeit außerhalb des Berufs.</translation>
    </message>
    <message>
        <source>{0} has {1} personal points; quick-start gives +{2}.</source>
        <translation>{0} hat {1} Hobbypunkte; der Schnellstart gibt +{2}.</translation>
    </message>
    <message>
        <source>Set the personal points of {0} to {1}.</source>
        <translation>Setzen Sie die Hobbypunkte von {0} auf {1}.</translation>
    </message>
    <message>
        <source>{0} non-occupation skills have +{1}; quick-start boosts {2}.</source>
        <translation>{0} Fertigkeiten außerhalb des Berufs haben +{1}; der Schnellstart erhöht {2}.</translation>
    </message>
    <message>
        <source>Give +{0} to exactly {1} non-occupation skills.</source>
        <translation>Geben Sie genau {1} Fertigkeiten außerhalb des Berufs +{0}.</translation>
    </message>
    <message>
        <source>Current HP {0} is above the stated maximum {1}.</source>
        <translation>Aktuelle TP {0} liegen über dem angegebenen Maximum {1}.</translation>
    </message>
    <message>
        <source>Current HP {0} is above the maximum {1} ((CON + SIZ) / 10).</source>
        <translation>Aktuelle TP {0} liegen über dem Maximum {1} ((KO + GR) / 10).</translation>
    </message>
    <message>
        <source>Set HP to {0} or less.</source>
        <translation>Setzen Sie die TP auf {0} oder weniger.</translation>
    </message>
    <message>
        <source>Current MP {0} is above the stated maximum {1}.</source>
        <translation>Aktuelle MP {0} liegen über dem angegebenen Maximum {1}.</translation>
    </message>
    <message>
        <source>Current MP {0} is above the maximum {1} (POW / 5).</source>
        <translation>Aktuelle MP {0} liegen über dem Maximum {1} (MA / 5).</translation>
    </message>
    <message>
        <source>Set MP to {0} or less.</source>
        <translation>Setzen Sie die MP auf {0} oder weniger.</translation>
    </message>
    <message>
        <source>Current SAN {0} is above the maximum {1} (99 − Cthulhu Mythos {2}).</source>
        <translation>Aktuelle STA {0} liegt über dem Maximum {1} (99 − Cthulhu-Mythos {2}).</translation>
    </message>
    <message>
        <source>Set SAN to {0} or less.</source>
        <translation>Setzen Sie die STA auf {0} oder weniger.</translation>
    </message>
    <message>
        <source>Luck {0} is above 99.</source>
        <translation>Glück {0} liegt über 99.</translation>
    </message>
    <message>
        <source>Set Luck to 99 or less.</source>
        <translation>Setzen Sie Glück auf 99 oder weniger.</translation>
    </message>
</context>
<context>
    <name>CoC7Session</name>
    <message>
        <source>The keeper no longer allows the {0} method: choose another.</source>
        <translation>Der Spielleiter erlaubt die Methode „{0}“ nicht mehr: Wählen Sie eine andere.</translation>
    </message>
    <message>
        <source>The occupation changed: its choices start afresh.</source>
        <translation>Der Beruf wurde geändert: Seine Optionen beginnen von vorn.</translation>
    </message>
    <message>
        <source>The age bracket changed: the deduction is split afresh.</source>
        <translation>Die Altersstufe wurde geändert: Der Abzug wird neu aufgeteilt.</translation>
    </message>
    <message>
        <source>The skill method changed: the points of the other method are set aside.</source>
        <translation>Die Fertigkeitsmethode wurde geändert: Die Punkte der anderen Methode werden beiseitegelegt.</translation>
    </message>
    <message>
        <source>The keeper does not allow rolled characteristics.</source>
        <translation>Der Spielleiter erlaubt keine gewürfelten Eigenschaften.</translation>
    </message>
    <message>
        <source>Unknown characteristic {0}.</source>
        <translation>Unbekannte Eigenschaft {0}.</translation>
    </message>
    <message>
        <source>{0} is already rolled and the keeper does not allow rerolls.</source>
        <translation>{0} ist bereits gewürfelt, und der Spielleiter erlaubt kein erneutes Würfeln.</translation>
    </message>
    <message>
        <source>The keeper does not allow the {0} method (allowed: {1}).</source>
        <translation>Der Spielleiter erlaubt die Methode „{0}“ nicht (erlaubt: {1}).</translation>
    </message>
    <message>
        <source>Choose an allowed method.</source>
        <translation>Wählen Sie eine erlaubte Methode.</translation>
    </message>
    <message>
        <source>No characteristic method is chosen.</source>
        <translation>Keine Methode für die Eigenschaften gewählt.</translation>
    </message>
    <message>
        <source>Choose how the characteristics are made.</source>
        <translation>Wählen Sie, wie die Eigenschaften ermittelt werden.</translation>
    </message>
    <message>
        <source>No age is chosen.</source>
        <translation>Kein Alter gewählt.</translation>
    </message>
    <message>
        <source>Choose the investigator&apos;s age (15 to 89).</source>
        <translation>Wählen Sie das Alter des Investigators (15 bis 89).</translation>
    </message>
    <message>
        <source>The investigator has no name.</source>
        <translation>Der Investigator hat keinen Namen.</translation>
    </message>
    <message>
        <source>Give the investigator a name.</source>
        <translation>Geben Sie dem Investigator einen Namen.</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Kein Beruf gewählt.</translation>
    </message>
    <message>
        <source>Choose an occupation, or make one up.</source>
        <translation>Wählen Sie einen Beruf oder erfinden Sie einen.</translation>
    </message>
    <message>
        <source>No weapon {0} in the {1} weapon list.</source>
        <translation>Keine Waffe {0} in der Waffenliste für {1}.</translation>
    </message>
    <message>
        <source>Pick a weapon of the list, or describe it as a custom weapon.</source>
        <translation>Wählen Sie eine Waffe aus der Liste oder beschreiben Sie sie als eigene Waffe.</translation>
    </message>
    <message>
        <source>{0} is {1}; the keeper caps starting skills at {2}.</source>
        <translation>{0} ist {1}; der Spielleiter begrenzt Startfertigkeiten auf {2}.</translation>
    </message>
    <message>
        <source>Take {0} points out of {1}.</source>
        <translation>Ziehen Sie {0} Punkte von {1} ab.</translation>
    </message>
    <message>
        <source>{0}: its {1} occupation points were taken out (not a skill of {2}).</source>
        <translation>{0}: Die {1} Berufspunkte wurden entfernt (keine Fertigkeit von {2}).</translation>
    </message>
    <message>
        <source>{0}: {1} occupation points no longer fit (now {2} to spend) and were taken out.</source>
        <translation>{0}: {1} Berufspunkte passen nicht mehr (jetzt {2} auszugeben) und wurden entfernt.</translation>
    </message>
    <message>
        <source>{0}: {1} personal interest points no longer fit (now {2} to spend) and were taken out.</source>
        <translation>{0}: {1} Hobbypunkte passen nicht mehr (jetzt {2} auszugeben) und wurden entfernt.</translation>
    </message>
    <message>
        <source>Spending the rest applies to the full skill method.</source>
        <translation>Das Ausgeben des Rests gilt nur für die vollständige Fertigkeitsmethode.</translation>
    </message>
    <message>
        <source>Choose an occupation first.</source>
        <translation>Wählen Sie zuerst einen Beruf.</translation>
    </message>
    <message>
        <source>{0} is not a known occupation: choose another first.</source>
        <translation>{0} ist kein bekannter Beruf: Wählen Sie zuerst einen anderen.</translation>
    </message>
    <message>
        <source>allocation</source>
        <translation>Zuteilung</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <source>point-buy</source>
        <translation>Punktekauf</translation>
    </message>
    <message>
        <source>free entry</source>
        <translation>Freie Eingabe</translation>
    </message>
</context>
<context>
    <name>CoC7SheetView</name>
    <message>
        <source>Change {0}</source>
        <translation>{0} ändern</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Cho&amp;ices…</source>
        <translation>A&amp;uswahl…</translation>
    </message>
    <message>
        <source>Occupation choices</source>
        <translation>Berufsauswahl</translation>
    </message>
    <message>
        <source>Choose what the occupation leaves to you: skills, specialisations and the points formula</source>
        <translation>Wählen Sie, was der Beruf Ihnen überlässt: Fertigkeiten, Spezialisierungen und die Punkteformel</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Pronouns</source>
        <translation>Pronomen</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Wohnort</translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation>Geburtsort</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>1920s (classic)</source>
        <translation>1920er (klassisch)</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Gegenwart</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation>&amp;Beruf:</translation>
    </message>
    <message>
        <source>&amp;Age:</source>
        <translation>&amp;Alter:</translation>
    </message>
    <message>
        <source>Pro&amp;nouns:</source>
        <translation>Prono&amp;men:</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Resi&amp;dence:</source>
        <translation>&amp;Wohnort:</translation>
    </message>
    <message>
        <source>&amp;Birthplace:</source>
        <translation>&amp;Geburtsort:</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>&amp;Epoche:</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>Half: a hard success</source>
        <translation>Hälfte: ein schwieriger Erfolg</translation>
    </message>
    <message>
        <source>Fifth: an extreme success</source>
        <translation>Fünftel: ein extremer Erfolg</translation>
    </message>
    <message>
        <source>Hit points, magic points, sanity and luck</source>
        <translation>Trefferpunkte, Magiepunkte, geistige Stabilität und Glück</translation>
    </message>
    <message>
        <source>Current hit points</source>
        <translation>Aktuelle Trefferpunkte</translation>
    </message>
    <message>
        <source>Current magic points</source>
        <translation>Aktuelle Magiepunkte</translation>
    </message>
    <message>
        <source>Current sanity</source>
        <translation>Aktuelle geistige Stabilität</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>of 99</source>
        <translation>von 99</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>STA</translation>
    </message>
    <message>
        <source>Current sanity points</source>
        <translation>Aktuelle Stabilitätspunkte</translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation>Schwere Wunde</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Bewusstlos</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Sterbend</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Temporary insanity</source>
        <translation>Vorübergehender Wahnsinn</translation>
    </message>
    <message>
        <source>Indefinite insanity</source>
        <translation>Unbestimmter Wahnsinn</translation>
    </message>
    <message>
        <source>Permanent insanity</source>
        <translation>Dauerhafter Wahnsinn</translation>
    </message>
    <message>
        <source>Mark {0}</source>
        <translation>{0} markieren</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>Filter skills…</source>
        <translation>Fertigkeiten filtern…</translation>
    </message>
    <message>
        <source>Filter skills</source>
        <translation>Fertigkeiten filtern</translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation>Ungewöhnliche Fertigkeiten &amp;zeigen</translation>
    </message>
    <message>
        <source>Show uncommon skills</source>
        <translation>Ungewöhnliche Fertigkeiten zeigen</translation>
    </message>
    <message>
        <source>Add skill…</source>
        <translation>Fertigkeit hinzufügen…</translation>
    </message>
    <message>
        <source>Add a skill</source>
        <translation>Eine Fertigkeit hinzufügen</translation>
    </message>
    <message>
        <source>Add a specialisation (Science, Language…) or a custom skill</source>
        <translation>Eine Spezialisierung (Naturwissenschaft, Sprache…) oder eigene Fertigkeit hinzufügen</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>Fertigkeit entfernen</translation>
    </message>
    <message>
        <source>Remove the selected skill</source>
        <translation>Die gewählte Fertigkeit entfernen</translation>
    </message>
    <message>
        <source>Remove the selected specialisation or custom skill</source>
        <translation>Die gewählte Spezialisierung oder eigene Fertigkeit entfernen</translation>
    </message>
    <message>
        <source>Skills, continued</source>
        <translation>Fertigkeiten, Fortsetzung</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Weapons and combat</source>
        <translation>Waffen und Kampf</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Common weapons of the era</source>
        <translation>Gängige Waffen der Epoche</translation>
    </message>
    <message>
        <source>Add from list</source>
        <translation>Aus Liste hinzufügen</translation>
    </message>
    <message>
        <source>Add the weapon chosen in the list</source>
        <translation>Die in der Liste gewählte Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Common &amp;weapons:</source>
        <translation>Gäng&amp;ige Waffen:</translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Add a weapon</source>
        <translation>Eine Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation>Die gewählte Waffe entfernen</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>e.g. heavy leather jacket (1 point)</source>
        <translation>z. B. schwere Lederjacke (1 Punkt)</translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation>&amp;Panzerung:</translation>
    </message>
    <message>
        <source>{0}; damage {1}; range {2}</source>
        <translation>{0}; Schaden {1}; Reichweite {2}</translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>Gear, cash and assets</source>
        <translation>Ausrüstung, Bargeld und Vermögen</translation>
    </message>
    <message>
        <source>Gear and possessions</source>
        <translation>Ausrüstung und Besitz</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <source>&amp;Gear and possessions:</source>
        <translation>Ausrüstung und Besi&amp;tz:</translation>
    </message>
    <message>
        <source>&amp;Cash:</source>
        <translation>Ba&amp;rgeld:</translation>
    </message>
    <message>
        <source>A&amp;ssets:</source>
        <translation>&amp;Vermögen:</translation>
    </message>
    <message>
        <source>Fellow investigators</source>
        <translation>Mitinvestigatoren</translation>
    </message>
    <message>
        <source>Add investigator</source>
        <translation>Investigator hinzufügen</translation>
    </message>
    <message>
        <source>Add a fellow investigator</source>
        <translation>Einen Mitinvestigator hinzufügen</translation>
    </message>
    <message>
        <source>Remove investigator</source>
        <translation>Investigator entfernen</translation>
    </message>
    <message>
        <source>Remove the selected fellow investigator</source>
        <translation>Den gewählten Mitinvestigator entfernen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>½ {0}</source>
        <translation>½ {0}</translation>
    </message>
    <message>
        <source>⅕ {0}</source>
        <translation>⅕ {0}</translation>
    </message>
    <message>
        <source>Idea (INT {0})</source>
        <translation>Idee (IN {0})</translation>
    </message>
    <message>
        <source>Know (EDU {0})</source>
        <translation>Wissen (BI {0})</translation>
    </message>
    <message>
        <source>of {0}</source>
        <translation>von {0}</translation>
    </message>
    <message>
        <source>start {0}, max {1}</source>
        <translation>Start {0}, max. {1}</translation>
    </message>
    <message>
        <source>MOV &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>BW &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Build &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Statur &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Damage Bonus &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Schadensbonus &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dodge &lt;b&gt;{0}&lt;/b&gt; ({1}/{2})</source>
        <translation>Ausweichen &lt;b&gt;{0}&lt;/b&gt; ({1}/{2})</translation>
    </message>
    <message>
        <source>Credit Rating &lt;b&gt;{0}&lt;/b&gt; ({1}): cash {2}, assets {3}, spending level {4}</source>
        <translation>Finanzkraft &lt;b&gt;{0}&lt;/b&gt; ({1}): Bargeld {2}, Vermögen {3}, Ausgabenniveau {4}</translation>
    </message>
    <message>
        <source>{0} is not set yet: enter it to roll.</source>
        <translation>{0} ist noch nicht gesetzt: Tragen Sie den Wert ein, um zu würfeln.</translation>
    </message>
    <message>
        <source>Occupation points: choose an occupation</source>
        <translation>Berufspunkte: Wählen Sie einen Beruf</translation>
    </message>
    <message>
        <source>Occupation skills: quick-start values</source>
        <translation>Berufsfertigkeiten: Schnellstartwerte</translation>
    </message>
    <message>
        <source>Occupation points ({0}): {1} of {2} spent, {3} left</source>
        <translation>Berufspunkte ({0}): {1} von {2} ausgegeben, {3} übrig</translation>
    </message>
    <message>
        <source>Personal interest points: {0} of {1} spent, {2} left</source>
        <translation>Hobbypunkte: {0} von {1} ausgegeben, {2} übrig</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>{0} (custom)</source>
        <translation>{0} (eigener)</translation>
    </message>
    <message>
        <source>{0} (not of this era)</source>
        <translation>{0} (nicht aus dieser Epoche)</translation>
    </message>
    <message>
        <source>{0} (not in the occupation list)</source>
        <translation>{0} (nicht in der Berufsliste)</translation>
    </message>
    <message>
        <source>{0}: skill points {1}; Credit Rating {2}–{3}</source>
        <translation>{0}: Fertigkeitspunkte {1}; Finanzkraft {2}–{3}</translation>
    </message>
    <message>
        <source>Set occupation to {0}</source>
        <translation>Beruf auf {0} setzen</translation>
    </message>
    <message>
        <source>Clear occupation</source>
        <translation>Beruf entfernen</translation>
    </message>
    <message>
        <source>Change era</source>
        <translation>Epoche ändern</translation>
    </message>
    <message>
        <source>Set portrait</source>
        <translation>Porträt festlegen</translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation>Porträt entfernen</translation>
    </message>
</context>
<context>
    <name>CoC7SkillsModel</name>
    <message>
        <source>✓</source>
        <translation>✓</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Occ.</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Pers.</source>
        <translation>Hobby</translation>
    </message>
    <message>
        <source>Exp.</source>
        <translation>Erf.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Hälfte</translation>
    </message>
    <message>
        <source>Fifth</source>
        <translation>Fünftel</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Wurf</translation>
    </message>
    <message>
        <source>Improvement check: ticked after a successful roll</source>
        <translation>Steigerung: nach einem erfolgreichen Wurf abgehakt</translation>
    </message>
    <message>
        <source>Skill (occupation skills in bold)</source>
        <translation>Fertigkeit (Berufsfertigkeiten fett)</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Basiswert</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Berufsfertigkeitspunkte</translation>
    </message>
    <message>
        <source>Personal interest points</source>
        <translation>Hobbypunkte (persönliche Interessen)</translation>
    </message>
    <message>
        <source>Points gained in play</source>
        <translation>Im Spiel gewonnene Punkte</translation>
    </message>
    <message>
        <source>Skill value (regular success)</source>
        <translation>Fertigkeitswert (normaler Erfolg)</translation>
    </message>
    <message>
        <source>Half value (hard success)</source>
        <translation>Halber Wert (schwieriger Erfolg)</translation>
    </message>
    <message>
        <source>Fifth value (extreme success)</source>
        <translation>Fünftelwert (extremer Erfolg)</translation>
    </message>
    <message>
        <source>Roll the skill</source>
        <translation>Auf die Fertigkeit würfeln</translation>
    </message>
    <message>
        <source>occupation skill</source>
        <translation>Berufsfertigkeit</translation>
    </message>
    <message>
        <source>uncommon skill</source>
        <translation>ungewöhnliche Fertigkeit</translation>
    </message>
    <message>
        <source>custom skill</source>
        <translation>eigene Fertigkeit</translation>
    </message>
    <message>
        <source>no points at creation</source>
        <translation>keine Punkte bei der Erschaffung</translation>
    </message>
    <message>
        <source>{0}: improvement check ticked</source>
        <translation>{0}: Steigerung abgehakt</translation>
    </message>
    <message>
        <source>{0}: not ticked</source>
        <translation>{0}: nicht abgehakt</translation>
    </message>
    <message>
        <source>Roll {0} ({1})</source>
        <translation>{0} würfeln ({1})</translation>
    </message>
    <message>
        <source>Tick {0}</source>
        <translation>{0} abhaken</translation>
    </message>
    <message>
        <source>Untick {0}</source>
        <translation>Haken bei {0} entfernen</translation>
    </message>
    <message>
        <source>{0} is not a whole number</source>
        <translation>{0} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>Change {0} points of {1}</source>
        <translation>{0} bei {1} ändern</translation>
    </message>
    <message>
        <source>occupation</source>
        <translation>Berufspunkte</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>Hobbypunkte</translation>
    </message>
    <message>
        <source>experience</source>
        <translation>Erfahrungspunkte</translation>
    </message>
    <message>
        <source>Change points of {0}</source>
        <translation>Punkte von {0} ändern</translation>
    </message>
    <message>
        <source>{0} is already on the sheet</source>
        <translation>{0} ist bereits auf dem Bogen</translation>
    </message>
    <message>
        <source>Add skill {0}</source>
        <translation>Fertigkeit {0} hinzufügen</translation>
    </message>
    <message>
        <source>Remove skill {0}</source>
        <translation>Fertigkeit {0} entfernen</translation>
    </message>
</context>
<context>
    <name>CoC7WeaponsModel</name>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Reg.</source>
        <translation>Norm.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schw.</translation>
    </message>
    <message>
        <source>Ext.</source>
        <translation>Extr.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Impales</source>
        <translation>Durchdr.</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Mun.</translation>
    </message>
    <message>
        <source>Malf.</source>
        <translation>Fehlf.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>Dmg. roll</source>
        <translation>Schadensw.</translation>
    </message>
    <message>
        <source>Weapon name</source>
        <translation>Waffenname</translation>
    </message>
    <message>
        <source>Skill used to attack, e.g. Fighting (Brawl)</source>
        <translation>Fertigkeit für den Angriff, z. B. Nahkampf (Handgemenge)</translation>
    </message>
    <message>
        <source>Skill value (regular success)</source>
        <translation>Fertigkeitswert (normaler Erfolg)</translation>
    </message>
    <message>
        <source>Half value (hard success)</source>
        <translation>Halber Wert (schwieriger Erfolg)</translation>
    </message>
    <message>
        <source>Fifth value (extreme success)</source>
        <translation>Fünftelwert (extremer Erfolg)</translation>
    </message>
    <message>
        <source>Damage dice, e.g. 1D6+DB</source>
        <translation>Schadenswürfel, z. B. 1D6+DB</translation>
    </message>
    <message>
        <source>Impaling weapon (extra damage on an extreme success)</source>
        <translation>Durchdringende Waffe (zusätzlicher Schaden bei extremem Erfolg)</translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation>Angriffe pro Runde</translation>
    </message>
    <message>
        <source>Shots in the gun (empty: none)</source>
        <translation>Schuss in der Waffe (leer: keine)</translation>
    </message>
    <message>
        <source>Malfunction number (empty: none)</source>
        <translation>Fehlfunktionswert (leer: keiner)</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>Angriff würfeln</translation>
    </message>
    <message>
        <source>Roll the damage</source>
        <translation>Schaden würfeln</translation>
    </message>
    <message>
        <source>{0} is not a skill of this sheet</source>
        <translation>{0} ist keine Fertigkeit dieses Bogens</translation>
    </message>
    <message>
        <source>impaling</source>
        <translation>durchdringend</translation>
    </message>
    <message>
        <source>not impaling</source>
        <translation>nicht durchdringend</translation>
    </message>
    <message>
        <source>Attack with {0} ({1})</source>
        <translation>Angriff mit {0} ({1})</translation>
    </message>
    <message>
        <source>Roll damage of {0} ({1})</source>
        <translation>Schaden von {0} würfeln ({1})</translation>
    </message>
    <message>
        <source>“{0}” is not a dice expression: {1} at position {2}</source>
        <translation>„{0}“ ist kein Würfelausdruck: {1} an Position {2}</translation>
    </message>
    <message>
        <source>The {0} cannot be empty</source>
        <translation>Das Feld „{0}“ darf nicht leer sein</translation>
    </message>
    <message>
        <source>The {0} is a whole number or empty</source>
        <translation>Das Feld „{0}“ muss eine ganze Zahl sein oder leer bleiben</translation>
    </message>
    <message>
        <source>weapon name</source>
        <translation>Waffenname</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>ammo</source>
        <translation>Munition</translation>
    </message>
    <message>
        <source>malfunction number</source>
        <translation>Fehlfunktionswert</translation>
    </message>
    <message>
        <source>Change {0} of {1}</source>
        <translation>{0} von {1} ändern</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Neue Waffe</translation>
    </message>
    <message>
        <source>Add weapon {0}</source>
        <translation>Waffe {0} hinzufügen</translation>
    </message>
    <message>
        <source>Remove weapon {0}</source>
        <translation>Waffe {0} entfernen</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Compare — {0}</source>
        <translation>Vergleichen — {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ between your version and the file on disk.</source>
        <translation>
            <numerusform>%n Feld unterscheidet sich zwischen Ihrer Version und der Datei auf dem Datenträger.</numerusform>
            <numerusform>%n Felder unterscheiden sich zwischen Ihrer Version und der Datei auf dem Datenträger.</numerusform>
        </translation>
    </message>
    <message>
        <source>The two versions hold the same values.</source>
        <translation>Beide Versionen enthalten dieselben Werte.</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>Each field where the two versions differ</source>
        <translation>Jedes Feld, in dem sich die beiden Fassungen unterscheiden</translation>
    </message>
    <message>
        <source>Open in SheetMaker (saved)</source>
        <translation>In SheetMaker geöffnet (gespeichert)</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Yours (not saved)</source>
        <translation>Ihre (nicht gespeichert)</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>Auf dem Datenträger</translation>
    </message>
</context>
<context>
    <name>CreationWizard</name>
    <message>
        <source>&amp;Randomise the Rest</source>
        <translation>&amp;Rest auswürfeln</translation>
    </message>
    <message>
        <source>Let the dice and the rules answer this step and every later one still open</source>
        <translation>Würfel und Regeln diesen und alle späteren noch offenen Schritte entscheiden lassen</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Weiter &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertigstellen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Finish with problems?</source>
        <translation>Trotz Problemen fertigstellen?</translation>
    </message>
    <message>
        <source>This investigator still breaks {0} creation rule(s). Finish anyway? (Keepers building NPCs may; the sheet&apos;s rule-check panel will list them.)</source>
        <translation>Dieser Investigator verstößt noch gegen {0} Erschaffungsregel(n). Trotzdem fertigstellen? (Spielleiter, die NSCs bauen, dürfen das; die Regelprüfung des Bogens listet sie auf.)</translation>
    </message>
    <message>
        <source>Discard this investigator?</source>
        <translation>Diesen Investigator verwerfen?</translation>
    </message>
    <message>
        <source>The investigator you started will be lost.</source>
        <translation>Der begonnene Investigator geht verloren.</translation>
    </message>
    <message>
        <source>Needed:</source>
        <translation>Erforderlich:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>…and {0} more.</source>
        <translation>…und {0} weitere.</translation>
    </message>
</context>
<context>
    <name>CustomOccupationDialog</name>
    <message>
        <source>Custom Occupation</source>
        <translation>Eigener Beruf</translation>
    </message>
    <message>
        <source>e.g. Lighthouse Keeper</source>
        <translation>z. B. Leuchtturmwärter</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Berufsfertigkeitspunkte</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Best of</source>
        <translation>Bester von</translation>
    </message>
    <message>
        <source>{0} ×</source>
        <translation>{0} ×</translation>
    </message>
    <message>
        <source>{0} weight</source>
        <translation>Gewichtung {0}</translation>
    </message>
    <message>
        <source>{0} in the best-of group</source>
        <translation>{0} in der Bester-von-Gruppe</translation>
    </message>
    <message>
        <source>Best of the ticked &amp;times:</source>
        <translation>Bester der angehakten, &amp;mal:</translation>
    </message>
    <message>
        <source>Weight of the best-of group</source>
        <translation>Gewichtung der Bester-von-Gruppe</translation>
    </message>
    <message>
        <source>Credit &amp;Rating from</source>
        <translation>&amp;Finanzkraft von</translation>
    </message>
    <message>
        <source>Lowest Credit Rating</source>
        <translation>Niedrigste Finanzkraft</translation>
    </message>
    <message>
        <source>Highest Credit Rating</source>
        <translation>Höchste Finanzkraft</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Occupation skills (Credit Rating is always one)</source>
        <translation>Berufsfertigkeiten (Finanzkraft gehört immer dazu)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Skill {0}</source>
        <translation>Fertigkeit {0}</translation>
    </message>
    <message>
        <source>Specialisation of skill {0}</source>
        <translation>Spezialisierung von Fertigkeit {0}</translation>
    </message>
    <message>
        <source>&amp;{0}:</source>
        <translation>&amp;{0}:</translation>
    </message>
    <message>
        <source>e.g. {0}</source>
        <translation>z. B. {0}</translation>
    </message>
    <message>
        <source>Name it</source>
        <translation>Benennen</translation>
    </message>
    <message>
        <source>Skill {0}: name the {1} specialisation.</source>
        <translation>Fertigkeit {0}: Benennen Sie die Spezialisierung von {1}.</translation>
    </message>
    <message>
        <source>Skill {0}: write the specialisation without brackets.</source>
        <translation>Fertigkeit {0}: Schreiben Sie die Spezialisierung ohne Klammern.</translation>
    </message>
    <message>
        <source>Skill {0}: {1} is already chosen.</source>
        <translation>Fertigkeit {0}: {1} ist bereits gewählt.</translation>
    </message>
    <message>
        <source>Give the occupation a name.</source>
        <translation>Geben Sie dem Beruf einen Namen.</translation>
    </message>
    <message>
        <source>{0} is already an occupation of the lists: choose it there, or use another name.</source>
        <translation>{0} ist bereits ein Beruf der Listen: Wählen Sie ihn dort oder verwenden Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Give at least one characteristic a weight (e.g. EDU × 4).</source>
        <translation>Geben Sie mindestens einer Eigenschaft eine Gewichtung (z. B. BI × 4).</translation>
    </message>
    <message>
        <source>Set how many times the best of the ticked characteristics counts.</source>
        <translation>Legen Sie fest, wie oft die beste der angehakten Eigenschaften zählt.</translation>
    </message>
    <message>
        <source>Tick the characteristics the best-of group chooses from, or set its times to 0.</source>
        <translation>Haken Sie die Eigenschaften an, aus denen die Bester-von-Gruppe wählt, oder setzen Sie ihren Faktor auf 0.</translation>
    </message>
    <message>
        <source>The lowest Credit Rating must not be above the highest.</source>
        <translation>Die niedrigste Finanzkraft darf nicht über der höchsten liegen.</translation>
    </message>
    <message>
        <source>Choose the occupation&apos;s skills.</source>
        <translation>Wählen Sie die Fertigkeiten des Berufs.</translation>
    </message>
    <message>
        <source>({0})×{1}</source>
        <translation>({0})×{1}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Formula: {0}</source>
        <translation>Formel: {0}</translation>
    </message>
    <message>
        <source>{0} of {1} skills chosen; the book&apos;s occupations have {1}.</source>
        <translation>{0} von {1} Fertigkeiten gewählt; die Berufe im Buch haben {1}.</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <source>Take damage</source>
        <translation>Schaden nehmen</translation>
    </message>
    <message>
        <source>Damage, points or dice</source>
        <translation>Schaden, Punkte oder Würfel</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Schaden:</translation>
    </message>
    <message>
        <source>Source of the damage</source>
        <translation>Quelle des Schadens</translation>
    </message>
    <message>
        <source>An attack</source>
        <translation>Ein Angriff</translation>
    </message>
    <message>
        <source>A fall</source>
        <translation>Ein Sturz</translation>
    </message>
    <message>
        <source>Something else</source>
        <translation>Etwas anderes</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Durch:</translation>
    </message>
    <message>
        <source>Make the &amp;CON roll of a major wound now</source>
        <translation>&amp;KO-Wurf für die schwere Wunde jetzt ablegen</translation>
    </message>
    <message>
        <source>A blow of half the maximum HP or more: a failed CON roll knocks out.</source>
        <translation>Ein Treffer von der Hälfte der maximalen TP oder mehr: Ein misslungener KO-Wurf macht bewusstlos.</translation>
    </message>
    <message>
        <source>&amp;Armour stops {0} points</source>
        <translation>&amp;Panzerung hält {0} Punkte ab</translation>
    </message>
    <message>
        <source>&amp;Non-lethal scuffling (never below −11)</source>
        <translation>&amp;Nicht tödliche Rauferei (nie unter −11)</translation>
    </message>
    <message>
        <source>&amp;Lethal firearms: 6 more when the hit leaves Health at 0 or less</source>
        <translation>&amp;Tödliche Feuerwaffen: 6 mehr, wenn der Treffer die Gesundheit auf 0 oder weniger senkt</translation>
    </message>
    <message>
        <source>Make a due C&amp;onsciousness test now</source>
        <translation>Fällige &amp;Bewusstseinsprobe jetzt ablegen</translation>
    </message>
    <message>
        <source>Health points spent on the Consciousness test</source>
        <translation>Für die Bewusstseinsprobe ausgegebene Gesundheitspunkte</translation>
    </message>
    <message>
        <source>&amp;Health spent on it:</source>
        <translation>Dafür ausgegebene &amp;Gesundheit:</translation>
    </message>
    <message>
        <source>Take Damage</source>
        <translation>Schaden nehmen</translation>
    </message>
    <message>
        <source>A fall: 1D6 per 3 metres (10 feet) fallen, such as 2D6 for 6 m.</source>
        <translation>Ein Sturz: 1D6 je 3 Meter Fallhöhe, etwa 2D6 für 6 m.</translation>
    </message>
    <message>
        <source>A fall: the Keeper sets the damage.</source>
        <translation>Ein Sturz: Der Spielleiter legt den Schaden fest.</translation>
    </message>
    <message>
        <source>The attacker&apos;s damage roll, with their damage bonus as dice.</source>
        <translation>Der Schadenswurf des Angreifers, mit seinem Schadensbonus als Würfel.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>characteristic</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>STA</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>forced characteristic</source>
        <translation>erzwungene Eigenschaft</translation>
    </message>
    <message>
        <source>other</source>
        <translation>Sonstiges</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>kritisch</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwierig</translation>
    </message>
    <message>
        <source>regular</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>{0} rolls cannot be pushed: only skill and characteristic rolls can</source>
        <translation>Würfe der Art „{0}“ können nicht forciert werden: nur Fertigkeits- und Eigenschaftswürfe</translation>
    </message>
    <message>
        <source>a pushed roll cannot be pushed again</source>
        <translation>ein forcierter Wurf kann nicht erneut forciert werden</translation>
    </message>
    <message>
        <source>a fumble cannot be pushed: its effect applies at once</source>
        <translation>ein Patzer kann nicht forciert werden: Seine Wirkung tritt sofort ein</translation>
    </message>
    <message>
        <source>a successful roll cannot be pushed</source>
        <translation>ein erfolgreicher Wurf kann nicht forciert werden</translation>
    </message>
    <message>
        <source>a roll altered with Luck cannot be pushed: it is push or Luck, not both</source>
        <translation>ein mit Glück veränderter Wurf kann nicht forciert werden: entweder forcieren oder Glück, nicht beides</translation>
    </message>
    <message>
        <source>Luck cannot be spent on {0} rolls</source>
        <translation>für Würfe der Art „{0}“ kann kein Glück eingesetzt werden</translation>
    </message>
    <message>
        <source>Luck cannot be spent on a pushed roll</source>
        <translation>für einen forcierten Wurf kann kein Glück eingesetzt werden</translation>
    </message>
    <message>
        <source>a critical always applies: Luck cannot change it</source>
        <translation>ein kritischer Erfolg gilt immer: Glück kann ihn nicht ändern</translation>
    </message>
    <message>
        <source>a fumble always applies and cannot be bought off with Luck</source>
        <translation>ein Patzer gilt immer und kann nicht mit Glück abgewendet werden</translation>
    </message>
    <message>
        <source>cannot spend {0} Luck: only {1} left</source>
        <translation>{0} Glück kann nicht eingesetzt werden: nur noch {1} übrig</translation>
    </message>
    <message>
        <source>spending {0} Luck would take the roll of {1} below 01</source>
        <translation>{0} Glück einzusetzen würde den Wurf von {1} unter 01 senken</translation>
    </message>
    <message>
        <source>both failed: no one wins</source>
        <translation>beide misslungen: niemand gewinnt</translation>
    </message>
    <message>
        <source>{0} wins: {1} beats {2}</source>
        <translation>{0} gewinnt: {1} schlägt {2}</translation>
    </message>
    <message>
        <source>both failed</source>
        <translation>beide misslungen</translation>
    </message>
    <message>
        <source>both {0}</source>
        <translation>beide {0}</translation>
    </message>
    <message>
        <source>{0}: {1} wins with the higher value ({2} against {3})</source>
        <translation>{0}: {1} gewinnt mit dem höheren Wert ({2} gegen {3})</translation>
    </message>
    <message>
        <source>{0} with equal values ({1}): an impasse, or both sides roll again (seed 002: each rolls 1D100, the lower wins)</source>
        <translation>{0} bei gleichen Werten ({1}): Patt, oder beide Seiten würfeln erneut (Seed 002: Jeder würfelt 1D100, der niedrigere gewinnt)</translation>
    </message>
    <message>
        <source>tie broken on 1D100: {0} against {1}</source>
        <translation>Gleichstand per 1D100 aufgelöst: {0} gegen {1}</translation>
    </message>
    <message>
        <source>cannot spend {0} pool points: only {1} left</source>
        <translation>{0} Poolpunkte können nicht ausgegeben werden: nur noch {1} übrig</translation>
    </message>
    <message>
        <source>the task is already complete</source>
        <translation>die Aufgabe ist bereits abgeschlossen</translation>
    </message>
    <message>
        <source>the expression uses DB but no damage bonus was given</source>
        <translation>der Ausdruck verwendet DB, aber es wurde kein Schadensbonus angegeben</translation>
    </message>
    <message>
        <source>expected a damage bonus without DB</source>
        <translation>Schadensbonus ohne DB erwartet</translation>
    </message>
    <message>
        <source>expected at most {0} dice in total, not {1} with the damage bonus {2}</source>
        <translation>höchstens {0} Würfel insgesamt erwartet, nicht {1} mit dem Schadensbonus {2}</translation>
    </message>
    <message>
        <source>expected at most {0} characters</source>
        <translation>höchstens {0} Zeichen erwartet</translation>
    </message>
    <message>
        <source>{0}, not {1}</source>
        <translation>{0}, nicht {1}</translation>
    </message>
    <message>
        <source>expected a dice expression</source>
        <translation>Würfelausdruck erwartet</translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end, not an unmatched &apos;)&apos;</source>
        <translation>&apos;+&apos;, &apos;-&apos;, &apos;*&apos; oder Ende erwartet, keine &apos;)&apos; ohne Gegenstück</translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end</source>
        <translation>&apos;+&apos;, &apos;-&apos;, &apos;*&apos; oder Ende erwartet</translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end, not &apos;/&apos; (a SAN loss such as 0/1D6 is not allowed here)</source>
        <translation>&apos;+&apos;, &apos;-&apos;, &apos;*&apos; oder Ende erwartet, nicht &apos;/&apos; (ein STA-Verlust wie 0/1D6 ist hier nicht erlaubt)</translation>
    </message>
    <message>
        <source>expected &apos;/&apos;, not an unmatched &apos;)&apos;</source>
        <translation>&apos;/&apos; erwartet, keine &apos;)&apos; ohne Gegenstück</translation>
    </message>
    <message>
        <source>expected &apos;/&apos; between the success and failure losses</source>
        <translation>&apos;/&apos; zwischen dem Verlust bei Erfolg und bei Fehlschlag erwartet</translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;</source>
        <translation>Konstante nach &apos;*&apos; erwartet</translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;, not dice</source>
        <translation>Konstante nach &apos;*&apos; erwartet, keine Würfel</translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;, not DB</source>
        <translation>Konstante nach &apos;*&apos; erwartet, nicht DB</translation>
    </message>
    <message>
        <source>expected a constant from 0 to {0}</source>
        <translation>Konstante von 0 bis {0} erwartet</translation>
    </message>
    <message>
        <source>expected at most {0} nested parentheses</source>
        <translation>höchstens {0} verschachtelte Klammern erwartet</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; (the &apos;(&apos; at position {0} is not closed)</source>
        <translation>&apos;)&apos; erwartet (die &apos;(&apos; an Position {0} ist nicht geschlossen)</translation>
    </message>
    <message>
        <source>expected a number, a die, DB or &apos;(&apos;</source>
        <translation>Zahl, Würfel, DB oder &apos;(&apos; erwartet</translation>
    </message>
    <message>
        <source>expected a number of dice from 1 to {0}</source>
        <translation>Anzahl der Würfel von 1 bis {0} erwartet</translation>
    </message>
    <message>
        <source>expected a number of sides after &apos;d&apos;</source>
        <translation>Seitenzahl nach &apos;d&apos; erwartet</translation>
    </message>
    <message>
        <source>expected a number of sides from 1 to {0}</source>
        <translation>Seitenzahl von 1 bis {0} erwartet</translation>
    </message>
    <message>
        <source>expected at most {0} dice in total</source>
        <translation>höchstens {0} Würfel insgesamt erwartet</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the letter of a die, as in 1D6 (German: W)</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>DB</source>
        <comment>the damage bonus in a dice expression, as in 1D3+DB (German: SB)</comment>
        <translation>SB</translation>
    </message>
</context>
<context>
    <name>DiceHint</name>
    <message>
        <source>Click a die button next to any value to roll it; results appear in the roll log on the right.</source>
        <translation>Klicken Sie auf eine Würfelschaltfläche neben einem Wert, um darauf zu würfeln; die Ergebnisse erscheinen rechts im Wurfprotokoll.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Dismiss the hint about dice buttons</source>
        <translation>Den Hinweis zu den Würfelschaltflächen ausblenden</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export {0} As</source>
        <translation>{0} exportieren als</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>carries</source>
        <translation>unterstützt</translation>
    </message>
    <message>
        <source>carry</source>
        <translation>unterstützen</translation>
    </message>
    <message>
        <source>{0} {1} only {2} sheets.</source>
        <translation>{0} {1} nur Bögen für {2}.</translation>
    </message>
    <message>
        <source>They are not offered for this {0} sheet.</source>
        <translation>Sie werden für diesen {0}-Bogen nicht angeboten.</translation>
    </message>
    <message>
        <source>It is not offered for this {0} sheet.</source>
        <translation>Es wird für diesen {0}-Bogen nicht angeboten.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Exportbericht</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>No export format can carry this {0} sheet.</source>
        <translation>Kein Exportformat kann diesen {0}-Bogen aufnehmen.</translation>
    </message>
    <message>
        <source>No export format is available in this installation.</source>
        <translation>In dieser Installation ist kein Exportformat verfügbar.</translation>
    </message>
    <message>
        <source>This sheet cannot be exported in this format: {0}.</source>
        <translation>Dieser Bogen kann nicht in diesem Format exportiert werden: {0}.</translation>
    </message>
    <message>
        <source>{0} cannot carry one part of this sheet; it is named below and will not be in the file.</source>
        <translation>{0} kann einen Teil dieses Bogens nicht aufnehmen; er ist unten genannt und fehlt in der Datei.</translation>
    </message>
    <message>
        <source>{0} cannot carry {1} parts of this sheet; they are named below and will not be in the file.</source>
        <translation>{0} kann {1} Teile dieses Bogens nicht aufnehmen; sie sind unten genannt und fehlen in der Datei.</translation>
    </message>
    <message>
        <source>{0} carries everything on this sheet.</source>
        <translation>{0} nimmt alles auf diesem Bogen auf.</translation>
    </message>
    <message>
        <source>{0} as {1}</source>
        <translation>{0} als {1}</translation>
    </message>
    <message>
        <source>Every value on this sheet is written.</source>
        <translation>Jeder Wert auf diesem Bogen wird geschrieben.</translation>
    </message>
    <message>
        <source>Export As</source>
        <translation>Exportieren als</translation>
    </message>
    <message>
        <source>{0} (*{1});;All files (*)</source>
        <translation>{0} (*{1});;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The file could not be written: {0}.</source>
        <translation>Die Datei konnte nicht geschrieben werden: {0}.</translation>
    </message>
</context>
<context>
    <name>ExportPdfDialog</name>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>Investigator sheet</source>
        <translation>Investigatorbogen</translation>
    </message>
    <message>
        <source>NPC statblock</source>
        <translation>NSC-Werteblock</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Layout</translation>
    </message>
    <message>
        <source>A full investigator sheet, or a compact keeper&apos;s statblock (several fit on a page).</source>
        <translation>Ein vollständiger Investigatorbogen oder ein kompakter Werteblock für den Spielleiter (mehrere passen auf eine Seite).</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 Zoll)</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Seitengröße</translation>
    </message>
    <message>
        <source>&amp;Fillable form fields</source>
        <translation>&amp;Ausfüllbare Formularfelder</translation>
    </message>
    <message>
        <source>Fillable form fields</source>
        <translation>Ausfüllbare Formularfelder</translation>
    </message>
    <message>
        <source>&amp;Plain, printer-friendly</source>
        <translation>&amp;Schlicht, druckerfreundlich</translation>
    </message>
    <message>
        <source>Plain, printer-friendly</source>
        <translation>Schlicht, druckerfreundlich</translation>
    </message>
    <message>
        <source>Black on white, without background tones.</source>
        <translation>Schwarz auf Weiß, ohne Hintergrundtöne.</translation>
    </message>
    <message>
        <source>As &amp;created, without play marks</source>
        <translation>&amp;Wie erschaffen, ohne Spielspuren</translation>
    </message>
    <message>
        <source>As created, without play marks</source>
        <translation>Wie erschaffen, ohne Spielspuren</translation>
    </message>
    <message>
        <source>For pregenerated investigators: full Hit Points and Magic Points, starting Sanity and Luck, no improvement ticks (Trail of Cthulhu: the ratings at creation with full pools). The sheet itself is not changed.</source>
        <translation>Für vorgefertigte Investigatoren: volle Trefferpunkte und Magiepunkte, geistige Stabilität und Glück wie zu Beginn, keine Steigerungshaken (Trail of Cthulhu: die Werte bei der Erschaffung mit vollen Pools). Der Bogen selbst wird nicht verändert.</translation>
    </message>
    <message>
        <source>Lar&amp;ge print (12 pt text at the least)</source>
        <translation>Gr&amp;oßdruck (Text mindestens 12 pt)</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Großdruck</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Layout:</translation>
    </message>
    <message>
        <source>Page &amp;size:</source>
        <translation>Seiten&amp;größe:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportieren…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Choose where to save the PDF</source>
        <translation>Wählen Sie, wo das PDF gespeichert wird</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Export “{0}” to a PDF file.</source>
        <translation>„{0}“ in eine PDF-Datei exportieren.</translation>
    </message>
    <message>
        <source>Large print is for statblocks: the sheet&apos;s boxes are made for small text.</source>
        <translation>Großdruck gibt es für Werteblöcke: Die Kästen des Bogens sind für kleine Schrift gemacht.</translation>
    </message>
    <message>
        <source>Every text 12 pt or larger, the statblocks in one column.</source>
        <translation>Jeder Text 12 pt oder größer, die Werteblöcke in einer Spalte.</translation>
    </message>
    <message>
        <source>The sheet&apos;s values become form fields a PDF reader can edit.</source>
        <translation>Die Werte des Bogens werden zu Formularfeldern, die ein PDF-Reader bearbeiten kann.</translation>
    </message>
    <message>
        <source>Only investigator sheets have form fields; statblocks do not.</source>
        <translation>Nur Investigatorbögen haben Formularfelder, Werteblöcke nicht.</translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>STR {value}: Strength, the raw muscle to lift, push, hold and grapple.</source>
        <translation>ST {value}: Stärke, die reine Muskelkraft zum Heben, Schieben, Halten und Ringen.</translation>
    </message>
    <message>
        <source>CON {value}: Constitution, health, stamina and resistance to harm.</source>
        <translation>KO {value}: Konstitution, Gesundheit, Ausdauer und Widerstandskraft.</translation>
    </message>
    <message>
        <source>SIZ {value}: Size, height and weight taken together.</source>
        <translation>GR {value}: Größe, Körpergröße und Gewicht zusammengenommen.</translation>
    </message>
    <message>
        <source>DEX {value}: Dexterity, speed, agility and a sure hand.</source>
        <translation>GE {value}: Geschicklichkeit, Schnelligkeit, Gewandtheit und eine sichere Hand.</translation>
    </message>
    <message>
        <source>APP {value}: Appearance, looks and the impression made on others.</source>
        <translation>ER {value}: Erscheinung, Aussehen und der Eindruck auf andere.</translation>
    </message>
    <message>
        <source>INT {value}: Intelligence, wit and reasoning; the Idea roll is made against it.</source>
        <translation>IN {value}: Intelligenz, Scharfsinn und Denkvermögen; gegen sie wird der Ideenwurf abgelegt.</translation>
    </message>
    <message>
        <source>POW {value}: Power, force of will and affinity for magic.</source>
        <translation>MA {value}: Mana, Willenskraft und Affinität zur Magie.</translation>
    </message>
    <message>
        <source>EDU {value}: Education, what has been learnt; the Know roll is made against it.</source>
        <translation>BI {value}: Bildung, das Erlernte; gegen sie wird der Wissenswurf abgelegt.</translation>
    </message>
    <message>
        <source>Half {half} and fifth {fifth} (rounded down) are the targets of Hard and Extreme successes.</source>
        <translation>Hälfte {half} und Fünftel {fifth} (abgerundet) sind die Zielwerte für schwierige und extreme Erfolge.</translation>
    </message>
    <message>
        <source>Lowered by {points} for age at creation (age {age}).</source>
        <translation>Bei der Erschaffung um {points} für das Alter gesenkt (Alter {age}).</translation>
    </message>
    <message>
        <source>Changed by {delta:+d} in play (aging and the like).</source>
        <translation>Im Spiel um {delta:+d} verändert (Altern u. Ä.).</translation>
    </message>
    <message>
        <source>With SIZ it sets Damage Bonus {db} and Build {build}; with DEX and SIZ, MOV {mov}.</source>
        <translation>Ergibt mit GR Schadensbonus {db} und Statur {build}, mit GE und GR die BW {mov}.</translation>
    </message>
    <message>
        <source>With SIZ it sets the hit points: {hp}.</source>
        <translation>Ergibt mit GR die Trefferpunkte: {hp}.</translation>
    </message>
    <message>
        <source>With CON it sets the hit points ({hp}); with STR, Damage Bonus {db} and Build {build}.</source>
        <translation>Ergibt mit KO die Trefferpunkte ({hp}), mit ST Schadensbonus {db} und Statur {build}.</translation>
    </message>
    <message>
        <source>Dodge starts at half of it: {dodge}; it also counts for MOV ({mov}).</source>
        <translation>Ausweichen beginnt bei der Hälfte davon: {dodge}; zählt auch für die BW ({mov}).</translation>
    </message>
    <message>
        <source>INT × 2 gives the personal interest skill points.</source>
        <translation>IN × 2 ergibt die Hobbypunkte.</translation>
    </message>
    <message>
        <source>It sets starting Sanity ({san}) and magic points ({mp}).</source>
        <translation>Bestimmt die anfängliche geistige Stabilität ({san}) und die Magiepunkte ({mp}).</translation>
    </message>
    <message>
        <source>Language (Own) starts at EDU: {language}; most occupations count it for skill points.</source>
        <translation>Muttersprache beginnt bei BI: {language}; die meisten Berufe rechnen sie zu den Fertigkeitspunkten.</translation>
    </message>
    <message>
        <source>Half of {name} {value}, rounded down = {half}: roll this or less for a Hard success.</source>
        <translation>Hälfte von {name} {value}, abgerundet = {half}: Würfeln Sie diesen Wert oder weniger für einen schwierigen Erfolg.</translation>
    </message>
    <message>
        <source>A fifth of {name} {value}, rounded down = {fifth}: roll this or less for an Extreme success.</source>
        <translation>Ein Fünftel von {name} {value}, abgerundet = {fifth}: Würfeln Sie diesen Wert oder weniger für einen extremen Erfolg.</translation>
    </message>
    <message>
        <source>Hit points: (CON {con} + SIZ {siz}) / 10, rounded down = {hp}.</source>
        <translation>Trefferpunkte: (KO {con} + GR {siz}) / 10, abgerundet = {hp}.</translation>
    </message>
    <message>
        <source>Current hit points: {current} of {hp}.</source>
        <translation>Aktuelle Trefferpunkte: {current} von {hp}.</translation>
    </message>
    <message>
        <source>A wound of half the maximum ({major}) or more in one blow is a major wound.</source>
        <translation>Eine Wunde von der Hälfte des Maximums ({major}) oder mehr durch einen Treffer ist eine schwere Wunde.</translation>
    </message>
    <message>
        <source>Magic points: POW {pow} / 5, rounded down = {mp}.</source>
        <translation>Magiepunkte: MA {pow} / 5, abgerundet = {mp}.</translation>
    </message>
    <message>
        <source>Current magic points: {current} of {mp}.</source>
        <translation>Aktuelle Magiepunkte: {current} von {mp}.</translation>
    </message>
    <message>
        <source>Starting Sanity = POW {pow}.</source>
        <translation>Anfängliche geistige Stabilität = MA {pow}.</translation>
    </message>
    <message>
        <source>Maximum Sanity = 99 − Cthulhu Mythos {mythos} = {max}.</source>
        <translation>Maximale geistige Stabilität = 99 − Cthulhu-Mythos {mythos} = {max}.</translation>
    </message>
    <message>
        <source>Current Sanity: {current}.</source>
        <translation>Aktuelle geistige Stabilität: {current}.</translation>
    </message>
    <message>
        <source>Losing 5 or more in one roll calls for an INT roll; a fifth of the day&apos;s starting Sanity in one day means indefinite insanity.</source>
        <translation>Ein Verlust von 5 oder mehr in einem Wurf erfordert einen IN-Wurf; ein Verlust von einem Fünftel der Stabilität zu Tagesbeginn an einem Tag bedeutet unbestimmten Wahnsinn.</translation>
    </message>
    <message>
        <source>Luck {luck}: rolled 3D6 × 5 at creation; it never goes above 99.</source>
        <translation>Glück {luck}: bei der Erschaffung mit 3D6 × 5 gewürfelt; steigt nie über 99.</translation>
    </message>
    <message>
        <source>Aged 15–19: rolled twice ({first} and {second}), the higher kept.</source>
        <translation>Alter 15–19: zweimal gewürfelt ({first} und {second}), der höhere Wurf zählt.</translation>
    </message>
    <message>
        <source>Spent Luck lowers a skill or characteristic roll point for point; some may come back in the development phase.</source>
        <translation>Eingesetztes Glück senkt einen Fertigkeits- oder Eigenschaftswurf Punkt für Punkt; ein Teil kann in der Steigerungsphase zurückkehren.</translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} and STR {str} are both below SIZ {siz}.</source>
        <translation>BW {base}: GE {dex} und ST {str} sind beide kleiner als GR {siz}.</translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} and STR {str} are both above SIZ {siz}.</source>
        <translation>BW {base}: GE {dex} und ST {str} sind beide größer als GR {siz}.</translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} or STR {str} is at least SIZ {siz} (not both above it).</source>
        <translation>BW {base}: GE {dex} oder ST {str} ist mindestens so groß wie GR {siz} (nicht beide größer).</translation>
    </message>
    <message>
        <source>Age {age}: −{penalty} (−1 for each decade from 40).</source>
        <translation>Alter {age}: −{penalty} (−1 für jedes Jahrzehnt ab 40).</translation>
    </message>
    <message>
        <source>MOV = {mov}.</source>
        <translation>BW = {mov}.</translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}, in the band {low}–{high}: Damage Bonus {db}, Build {build}.</source>
        <translation>ST {str} + GR {siz} = {total}, im Bereich {low}–{high}: Schadensbonus {db}, Statur {build}.</translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}: past {high}, each further 80 adds 1D6 and 1 Build: Damage Bonus {db}, Build {build}.</source>
        <translation>ST {str} + GR {siz} = {total}: Über {high} bringen je weitere 80 Punkte +1D6 und +1 Statur: Schadensbonus {db}, Statur {build}.</translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}: Damage Bonus {db}, Build {build}.</source>
        <translation>ST {str} + GR {siz} = {total}: Schadensbonus {db}, Statur {build}.</translation>
    </message>
    <message>
        <source>Build compares bodies in combat manoeuvres and sets what can be lifted or thrown.</source>
        <translation>Die Statur vergleicht Körper bei Kampfmanövern und bestimmt, was gehoben oder geworfen werden kann.</translation>
    </message>
    <message>
        <source>The Damage Bonus is added to the damage of unarmed and melee attacks (half of it where a weapon says so).</source>
        <translation>Der Schadensbonus wird zum Schaden waffenloser und Nahkampfangriffe addiert (die Hälfte davon, wo eine Waffe es angibt).</translation>
    </message>
    <message>
        <source>Dodge base = DEX {dex} / 2, rounded down = {base}.</source>
        <translation>Ausweichen-Basiswert = GE {dex} / 2, abgerundet = {base}.</translation>
    </message>
    <message>
        <source>Plus occupation {occupation}, personal {personal} and experience {experience} points = {total}.</source>
        <translation>Plus Berufspunkte {occupation}, Hobbypunkte {personal} und Erfahrungspunkte {experience} = {total}.</translation>
    </message>
    <message>
        <source>Maximum hit points {hp}, as the creature&apos;s statblock states them (the human formula does not apply).</source>
        <translation>Maximale Trefferpunkte {hp}, wie im Werteblock der Kreatur angegeben (die Formel für Menschen gilt nicht).</translation>
    </message>
    <message>
        <source>Maximum magic points {mp}, as the creature&apos;s statblock states them (the human formula does not apply).</source>
        <translation>Maximale Magiepunkte {mp}, wie im Werteblock der Kreatur angegeben (die Formel für Menschen gilt nicht).</translation>
    </message>
    <message>
        <source>MOV {mov}, as the creature&apos;s statblock states it (the human formula does not apply).</source>
        <translation>BW {mov}, wie im Werteblock der Kreatur angegeben (die Formel für Menschen gilt nicht).</translation>
    </message>
    <message>
        <source>Damage Bonus {db} and Build {build}, as the creature&apos;s statblock states them (the human formula does not apply).</source>
        <translation>Schadensbonus {db} und Statur {build}, wie im Werteblock der Kreatur angegeben (die Formel für Menschen gilt nicht).</translation>
    </message>
    <message>
        <source>Quick-start: eight occupation skills and Credit Rating are set to {values}, whatever their base; no points to spend.</source>
        <translation>Schnellstart: Acht Berufsfertigkeiten und die Finanzkraft werden unabhängig vom Basiswert auf {values} gesetzt; keine Punkte zu verteilen.</translation>
    </message>
    <message>
        <source>Quick-start: {count} skills outside the occupation get +{each} each = {total}.</source>
        <translation>Schnellstart: {count} Fertigkeiten außerhalb des Berufs erhalten je +{each} = {total}.</translation>
    </message>
    <message>
        <source>Occupation skill points come from the occupation&apos;s formula (EDU × 4, EDU × 2 + DEX × 2…): choose an occupation.</source>
        <translation>Berufsfertigkeitspunkte ergeben sich aus der Formel des Berufs (BI × 4, BI × 2 + GE × 2…): Wählen Sie einen Beruf.</translation>
    </message>
    <message>
        <source>{pick} is used of {choices}: the pick that gives the most points unless another is chosen.</source>
        <translation>Von {choices} wird {pick} verwendet: die Wahl mit den meisten Punkten, sofern keine andere gewählt ist.</translation>
    </message>
    <message>
        <source>Occupation skill points ({formula}): {sum} = {total}.</source>
        <translation>Berufsfertigkeitspunkte ({formula}): {sum} = {total}.</translation>
    </message>
    <message>
        <source>They go to the occupation&apos;s skills and Credit Rating; {spent} spent, {left} left.</source>
        <translation>Sie gehen an die Berufsfertigkeiten und die Finanzkraft; {spent} ausgegeben, {left} übrig.</translation>
    </message>
    <message>
        <source>Personal interest points: INT {int} × 2 = {total}.</source>
        <translation>Hobbypunkte: IN {int} × 2 = {total}.</translation>
    </message>
    <message>
        <source>They go to any skill but Cthulhu Mythos; {spent} spent, {left} left.</source>
        <translation>Sie gehen an jede Fertigkeit außer Cthulhu-Mythos; {spent} ausgegeben, {left} übrig.</translation>
    </message>
    <message>
        <source>No skill may go above 99 at creation.</source>
        <translation>Bei der Erschaffung darf keine Fertigkeit über 99 liegen.</translation>
    </message>
    <message>
        <source>Credit Rating of a {occupation}: {low}–{high}; this sheet has {cr}.</source>
        <translation>Finanzkraft für {occupation}: {low}–{high}; dieser Bogen hat {cr}.</translation>
    </message>
    <message>
        <source>{cr} is outside the range: move points into or out of Credit Rating.</source>
        <translation>{cr} liegt außerhalb der Spanne: Verschieben Sie Punkte in die oder aus der Finanzkraft.</translation>
    </message>
    <message>
        <source>Occupation skill points: {formula} = {total}.</source>
        <translation>Berufsfertigkeitspunkte: {formula} = {total}.</translation>
    </message>
    <message>
        <source>Credit Rating {cr}: {band} ({low}–{high}) in the {era} table.</source>
        <translation>Finanzkraft {cr}: {band} ({low}–{high}) in der Tabelle für {era}.</translation>
    </message>
    <message>
        <source>Cash: Credit Rating {cr} × {per} = {amount}.</source>
        <translation>Bargeld: Finanzkraft {cr} × {per} = {amount}.</translation>
    </message>
    <message>
        <source>Cash: {amount} for this band.</source>
        <translation>Bargeld: {amount} für diesen Bereich.</translation>
    </message>
    <message>
        <source>Assets: Credit Rating {cr} × {per} = {amount}.</source>
        <translation>Vermögen: Finanzkraft {cr} × {per} = {amount}.</translation>
    </message>
    <message>
        <source>Assets: {amount} for this band.</source>
        <translation>Vermögen: {amount} für diesen Bereich.</translation>
    </message>
    <message>
        <source>Spending level: Credit Rating {cr} × {per} = {amount}.</source>
        <translation>Ausgabenniveau: Finanzkraft {cr} × {per} = {amount}.</translation>
    </message>
    <message>
        <source>Spending level: {amount} for this band (what can be spent each day without counting).</source>
        <translation>Ausgabenniveau: {amount} für diesen Bereich (was täglich ohne Nachrechnen ausgegeben werden kann).</translation>
    </message>
    <message>
        <source>Type what the investigator has; the table gives the starting amount.</source>
        <translation>Geben Sie ein, was der Investigator besitzt; die Tabelle liefert den Anfangsbetrag.</translation>
    </message>
    <message>
        <source>General build points: {base} for every investigator.</source>
        <translation>Allgemeine Aufbaupunkte: {base} für jeden Investigator.</translation>
    </message>
    <message>
        <source>Trade: {rate} general points per investigative point, {trade} traded: {points:+d}.</source>
        <translation>Tausch: {rate} allgemeine Punkte pro Ermittlungspunkt, {trade} getauscht: {points:+d}.</translation>
    </message>
    <message>
        <source>Withheld for later: {withheld}.</source>
        <translation>Für später zurückbehalten: {withheld}.</translation>
    </message>
    <message>
        <source>Budget {total}; {spent} spent; {left} left.</source>
        <translation>Budget {total}; {spent} ausgegeben; {left} übrig.</translation>
    </message>
    <message>
        <source>Investigative build points: {base}, set by the keeper.</source>
        <translation>Ermittlungs-Aufbaupunkte: {base}, vom Spielleiter festgelegt.</translation>
    </message>
    <message>
        <source>Investigative build points: {base} for a group of {count} investigators (by group size: {table}).</source>
        <translation>Ermittlungs-Aufbaupunkte: {base} für eine Gruppe von {count} Investigatoren (nach Gruppengröße: {table}).</translation>
    </message>
    <message>
        <source>Trade with general build points: {trade:+d}.</source>
        <translation>Tausch mit allgemeinen Aufbaupunkten: {trade:+d}.</translation>
    </message>
    <message>
        <source>Credit Rating below the occupation&apos;s base returns {refund}.</source>
        <translation>Finanzkraft unter dem Grundwert des Berufs erstattet {refund}.</translation>
    </message>
    <message>
        <source>Occupational abilities cost half: 1 build point buys 2 rating points (an odd rating rounds up).</source>
        <translation>Berufsfähigkeiten kosten die Hälfte: 1 Aufbaupunkt kauft 2 Wertpunkte (ein ungerader Wert wird aufgerundet).</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (occupational, half price)</source>
        <translation>{name} {rating}: {cost} (Beruf, halber Preis)</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (1 a point up to twice Athletics, then half price)</source>
        <translation>{name} {rating}: {cost} (1 pro Punkt bis zur doppelten Athletik, danach halber Preis)</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (starts free at {start})</source>
        <translation>{name} {rating}: {cost} (bis {start} kostenlos)</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost}</source>
        <translation>{name} {rating}: {cost}</translation>
    </message>
    <message>
        <source>Nothing bought yet.</source>
        <translation>Noch nichts gekauft.</translation>
    </message>
    <message>
        <source>Spent: {spent}.</source>
        <translation>Ausgegeben: {spent}.</translation>
    </message>
    <message>
        <source>{name} rating {rating}: it starts free at {start}; each point above costs 1 general build point (half if occupational). Cost: {cost}.</source>
        <translation>{name}, Wert {rating}: bis {start} kostenlos; jeder Punkt darüber kostet 1 allgemeinen Aufbaupunkt (die Hälfte bei Berufsfähigkeiten). Kosten: {cost}.</translation>
    </message>
    <message>
        <source>At most {ceiling} − Cthulhu Mythos {mythos} = {cap}.</source>
        <translation>Höchstens {ceiling} − Cthulhu-Mythos {mythos} = {cap}.</translation>
    </message>
    <message>
        <source>One Pillar of Sanity per {per} full points at creation: {pillars}.</source>
        <translation>Eine Säule der geistigen Gesundheit je {per} volle Punkte bei der Erschaffung: {pillars}.</translation>
    </message>
    <message>
        <source>Purist campaign: at most {max}.</source>
        <translation>Purist-Kampagne: höchstens {max}.</translation>
    </message>
    <message>
        <source>Pulp: one Source of Stability per {per} full points at creation: {sources}.</source>
        <translation>Pulp: eine Quelle der Stabilität je {per} volle Punkte bei der Erschaffung: {sources}.</translation>
    </message>
    <message>
        <source>{name} pool {pool} of rating {rating}: it starts at the rating; points spent or lost come off.</source>
        <translation>{name}: Pool {pool} bei Wert {rating}; beginnt beim Wert, ausgegebene oder verlorene Punkte werden abgezogen.</translation>
    </message>
    <message>
        <source>0 to −5: hurt (+1 difficulty); −6 to −11: seriously wounded; −12: dead. It refreshes 2 points a day.</source>
        <translation>0 bis −5: verletzt (+1 Schwierigkeit); −6 bis −11: schwer verwundet; −12: tot. Frischt 2 Punkte pro Tag auf.</translation>
    </message>
    <message>
        <source>0 to −5: shaken (+1 difficulty); −6 to −11: mind blasted; −12: permanently insane. Full again between adventures.</source>
        <translation>0 bis −5: erschüttert (+1 Schwierigkeit); −6 bis −11: Geist zerrüttet; −12: dauerhaft wahnsinnig. Zwischen Abenteuern wieder voll.</translation>
    </message>
    <message>
        <source>At 0 the investigator is permanently insane.</source>
        <translation>Bei 0 ist der Investigator dauerhaft wahnsinnig.</translation>
    </message>
    <message>
        <source>Hit Threshold {value}: 3, or 4 with Athletics {limit} or more; Athletics is {athletics}.</source>
        <translation>Trefferschwelle {value}: 3, oder 4 ab Athletik {limit}; Athletik ist {athletics}.</translation>
    </message>
    <message>
        <source>This sheet sets it to {value} by hand.</source>
        <translation>Dieser Bogen legt den Wert von Hand auf {value} fest.</translation>
    </message>
    <message>
        <source>An attacker needs this or more on 1D6 plus any points spent to hit the investigator.</source>
        <translation>Ein Angreifer braucht diesen Wert oder mehr auf 1D6 plus ausgegebene Punkte, um den Investigator zu treffen.</translation>
    </message>
    <message>
        <source>One Pillar of Sanity per {per} full Sanity points at creation: Sanity {sanity} / {per}, rounded down = {pillars}.</source>
        <translation>Eine Säule der geistigen Gesundheit je {per} volle Punkte geistiger Gesundheit bei der Erschaffung: Geistige Gesundheit {sanity} / {per}, abgerundet = {pillars}.</translation>
    </message>
    <message>
        <source>One Source of Stability per {per} full Stability points at creation: Stability {stability} / {per}, rounded down = {sources}.</source>
        <translation>Eine Quelle der Stabilität je {per} volle Stabilitätspunkte bei der Erschaffung: Stabilität {stability} / {per}, abgerundet = {sources}.</translation>
    </message>
    <message>
        <source>Sources of Stability belong to Pulp campaigns; this sheet is Purist.</source>
        <translation>Quellen der Stabilität gehören zu Pulp-Kampagnen; dieser Bogen ist Purist.</translation>
    </message>
    <message>
        <source>Occupational abilities ({occupation}) cost half: {abilities}.</source>
        <translation>Berufsfähigkeiten ({occupation}) kosten die Hälfte: {abilities}.</translation>
    </message>
    <message>
        <source>Credit Rating is fixed at {base} and cannot be bought.</source>
        <translation>Die Finanzkraft ist auf {base} festgelegt und kann nicht gekauft werden.</translation>
    </message>
    <message>
        <source>Credit Rating {range}: {base} free, every point above at the normal price.</source>
        <translation>Finanzkraft {range}: {base} kostenlos, jeder Punkt darüber zum normalen Preis.</translation>
    </message>
    <message>
        <source>Credit Rating {range}: {base} free, up to {ceiling} at the normal price, {above} build points a point above.</source>
        <translation>Finanzkraft {range}: {base} kostenlos, bis {ceiling} zum normalen Preis, darüber {above} Aufbaupunkte pro Punkt.</translation>
    </message>
    <message>
        <source>Choose an occupation: its abilities cost half and it sets the Credit Rating range.</source>
        <translation>Wählen Sie einen Beruf: Seine Fähigkeiten kosten die Hälfte, und er legt die Spanne der Finanzkraft fest.</translation>
    </message>
    <message>
        <source>Credit Rating {value} ({stratum}) costs {cost}; each point below the base returns 1 investigative build point.</source>
        <translation>Finanzkraft {value} ({stratum}) kostet {cost}; jeder Punkt unter dem Grundwert erstattet 1 Ermittlungs-Aufbaupunkt.</translation>
    </message>
    <message>
        <source>A Drive is why the investigator goes on when sense says stop; pick one of the {count} of the rules or write one the keeper allows.</source>
        <translation>Der Antrieb ist der Grund, warum der Investigator weitermacht, wenn die Vernunft Halt sagt; wählen Sie einen der {count} Antriebe aus den Regeln oder schreiben Sie einen, den der Spielleiter zulässt.</translation>
    </message>
    <message>
        <source>{drive}: {description}</source>
        <translation>{drive}: {description}</translation>
    </message>
    <message>
        <source>Investigators in the group: {count}; each gets {points} investigative build points (by group size: {table}).</source>
        <translation>Investigatoren in der Gruppe: {count}; jeder erhält {points} Ermittlungs-Aufbaupunkte (nach Gruppengröße: {table}).</translation>
    </message>
</context>
<context>
    <name>FollowUpBar</name>
    <message>
        <source>This roll was undone; redo it to follow it up.</source>
        <translation>Dieser Wurf wurde rückgängig gemacht; stellen Sie ihn wieder her, um daran anzuknüpfen.</translation>
    </message>
    <message>
        <source>The sheet of this roll is closed.</source>
        <translation>Der Bogen dieses Wurfs ist geschlossen.</translation>
    </message>
    <message>
        <source>{0} (roll #{1}, {2})</source>
        <translation>{0} (Wurf #{1}, {2})</translation>
    </message>
</context>
<context>
    <name>GameSystem</name>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7. Edition</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
</context>
<context>
    <name>GeneralPage</name>
    <message>
        <source>General Abilities</source>
        <translation>Allgemeine Fähigkeiten</translation>
    </message>
    <message>
        <source>Spend your general build points on the abilities that keep you alive and sane, chase, fight and hide: they are pools of points you spend in play.</source>
        <translation>Geben Sie Ihre allgemeinen Aufbaupunkte für die Fähigkeiten aus, mit denen Sie am Leben und bei Verstand bleiben, verfolgen, kämpfen und sich verstecken: Es sind Pools, die Sie im Spiel ausgeben.</translation>
    </message>
    <message>
        <source>General build points left: {0} of {1}</source>
        <translation>Allgemeine Aufbaupunkte übrig: {0} von {1}</translation>
    </message>
    <message>
        <source>Free for everyone: {0}.</source>
        <translation>Für alle kostenlos: {0}.</translation>
    </message>
    <message>
        <source>The highest General ability needs another at about half of it.</source>
        <translation>Die höchste allgemeine Fähigkeit braucht eine weitere mit etwa ihrem halben Wert.</translation>
    </message>
    <message>
        <source>Highest: {0} {1}; another needs {2} or more: {3} has it.</source>
        <translation>Höchste: {0} {1}; eine weitere braucht {2} oder mehr: {3} erfüllt das.</translation>
    </message>
    <message>
        <source>Highest: {0} {1}; another General ability needs {2} or more.</source>
        <translation>Höchste: {0} {1}; eine weitere allgemeine Fähigkeit braucht {2} oder mehr.</translation>
    </message>
    <message>
        <source>Raise {0} (now {1}) to {2}, or lower {3}.</source>
        <translation>Erhöhen Sie {0} (jetzt {1}) auf {2} oder senken Sie {3}.</translation>
    </message>
    <message>
        <source>Fleeing {0} with Athletics {1} costs {2}</source>
        <translation>Flucht {0} kostet bei Athletik {1} {2}</translation>
    </message>
    <message>
        <source> (occupational: {0} points per build point).</source>
        <translation> (Beruf: {0} Punkte pro Aufbaupunkt).</translation>
    </message>
    <message>
        <source> (1 build point a point up to {0}, then {1} points per build point).</source>
        <translation> (1 Aufbaupunkt pro Punkt bis {0}, danach {1} Punkte pro Aufbaupunkt).</translation>
    </message>
    <message>
        <source> ({0} points per build point while Athletics is 0).</source>
        <translation> ({0} Punkte pro Aufbaupunkt, solange Athletik 0 ist).</translation>
    </message>
    <message>
        <source>Sanity {0}: at most {1} − Cthulhu Mythos {2} = {3}.</source>
        <translation>Geistige Gesundheit {0}: höchstens {1} − Cthulhu-Mythos {2} = {3}.</translation>
    </message>
    <message>
        <source>Purist campaign: Health and Stability at most {0}.</source>
        <translation>Purist-Kampagne: Gesundheit und Stabilität höchstens {0}.</translation>
    </message>
    <message>
        <source>Pulp campaign: Health and Stability have no maximum.</source>
        <translation>Pulp-Kampagne: Gesundheit und Stabilität haben kein Maximum.</translation>
    </message>
    <message>
        <source>Hit Threshold {0} ({1} from Athletics {2}; Athletics is {3}).</source>
        <translation>Trefferschwelle {0} ({1} ab Athletik {2}; Athletik ist {3}).</translation>
    </message>
</context>
<context>
    <name>HealDialog</name>
    <message>
        <source>Heal</source>
        <translation>Heilen</translation>
    </message>
    <message>
        <source>Kind of healing</source>
        <translation>Art der Heilung</translation>
    </message>
    <message>
        <source>First Aid (a successful roll): +1 HP</source>
        <translation>Erste Hilfe (erfolgreicher Wurf): +1 TP</translation>
    </message>
    <message>
        <source>Medicine (a successful roll): +1D3 HP</source>
        <translation>Medizin (erfolgreicher Wurf): +1D3 TP</translation>
    </message>
    <message>
        <source>Natural healing: 1 HP a day</source>
        <translation>Natürliche Heilung: 1 TP pro Tag</translation>
    </message>
    <message>
        <source>Weekly healing roll (a major wound)</source>
        <translation>Wöchentlicher Heilungswurf (schwere Wunde)</translation>
    </message>
    <message>
        <source>A number of HP</source>
        <translation>Eine Anzahl TP</translation>
    </message>
    <message>
        <source>First Aid: 2 Health a point from another, 1 on oneself</source>
        <translation>Erste Hilfe: 2 Gesundheit pro Punkt durch andere, 1 bei sich selbst</translation>
    </message>
    <message>
        <source>Stabilise a seriously wounded character (First Aid test)</source>
        <translation>Schwer verletzte Figur stabilisieren (Erste-Hilfe-Probe)</translation>
    </message>
    <message>
        <source>Not stabilised: 1 Health lost each half hour</source>
        <translation>Nicht stabilisiert: 1 Gesundheit Verlust je halbe Stunde</translation>
    </message>
    <message>
        <source>Days of rest: +2 Health a day</source>
        <translation>Ruhetage: +2 Gesundheit pro Tag</translation>
    </message>
    <message>
        <source>&amp;Healing:</source>
        <translation>&amp;Heilung:</translation>
    </message>
    <message>
        <source>Who gives First Aid</source>
        <translation>Wer Erste Hilfe leistet</translation>
    </message>
    <message>
        <source>The character themselves</source>
        <translation>Die Figur selbst</translation>
    </message>
    <message>
        <source>&amp;Given by:</source>
        <translation>&amp;Geleistet von:</translation>
    </message>
    <message>
        <source>&amp;Days:</source>
        <translation>&amp;Tage:</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>T&amp;P:</translation>
    </message>
    <message>
        <source>&amp;First Aid points:</source>
        <translation>&amp;Erste-Hilfe-Punkte:</translation>
    </message>
    <message>
        <source>&amp;First Aid points to spend:</source>
        <translation>Auszugebende &amp;Erste-Hilfe-Punkte:</translation>
    </message>
    <message>
        <source>&amp;Half hours:</source>
        <translation>Halbe &amp;Stunden:</translation>
    </message>
    <message>
        <source>On a dying investigator no HP, but Dying ends.</source>
        <translation>Bei einem sterbenden Investigator keine TP, aber das Sterben endet.</translation>
    </message>
    <message>
        <source>Each point restores 2 Health when another character spends it, 1 when the character treats themselves; 0 with an empty pool restores 1, once a scene.</source>
        <translation>Jeder Punkt stellt 2 Gesundheit wieder her, wenn eine andere Figur ihn ausgibt, 1 bei Selbstbehandlung; 0 bei leerem Pool stellt 1 wieder her, einmal pro Szene.</translation>
    </message>
    <message>
        <source>Another character tests First Aid at difficulty 3 (2 for a Doctor or Nurse): a success stops the loss of Health but restores none.</source>
        <translation>Eine andere Figur legt eine Erste-Hilfe-Probe mit Schwierigkeit 3 ab (2 für Arzt oder Pflegekraft): Ein Erfolg stoppt den Gesundheitsverlust, stellt aber nichts wieder her.</translation>
    </message>
    <message>
        <source>A seriously wounded character loses 1 Health every half hour.</source>
        <translation>Eine schwer verletzte Figur verliert jede halbe Stunde 1 Gesundheit.</translation>
    </message>
    <message>
        <source>On a dying investigator no HP now; a healing roll in a week.</source>
        <translation>Bei einem sterbenden Investigator jetzt keine TP; ein Heilungswurf in einer Woche.</translation>
    </message>
    <message>
        <source>Not with a major wound: use the weekly healing roll.</source>
        <translation>Nicht bei schwerer Wunde: Verwenden Sie den wöchentlichen Heilungswurf.</translation>
    </message>
    <message>
        <source>A CON roll heals 1D3, an extreme success 2D3 and ends the wound.</source>
        <translation>Ein KO-Wurf heilt 1D3, ein extremer Erfolg 2D3 und beendet die Wunde.</translation>
    </message>
    <message>
        <source>A seriously wounded character needs a hospital.</source>
        <translation>Eine schwer verletzte Figur braucht ein Krankenhaus.</translation>
    </message>
    <message>
        <source>Choose who gives First Aid: nobody stabilises themselves.</source>
        <translation>Wählen Sie, wer Erste Hilfe leistet: Niemand kann sich selbst stabilisieren.</translation>
    </message>
    <message>
        <source>Open the healer&apos;s Trail of Cthulhu sheet first to choose them here.</source>
        <translation>Öffnen Sie zuerst den Trail-of-Cthulhu-Bogen des Heilers, um ihn hier wählen zu können.</translation>
    </message>
</context>
<context>
    <name>IdentityPage</name>
    <message>
        <source>Nam&amp;e:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Pron&amp;ouns:</source>
        <translation>Prono&amp;men:</translation>
    </message>
    <message>
        <source>Birt&amp;hplace:</source>
        <translation>&amp;Geburtsort:</translation>
    </message>
    <message>
        <source>Res&amp;idence:</source>
        <translation>W&amp;ohnort:</translation>
    </message>
    <message>
        <source>The investigator&apos;s name</source>
        <translation>Der Name des Investigators</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>e.g. she/her, he/him, they/them</source>
        <translation>z. B. sie/ihr, er/ihm, they/them</translation>
    </message>
    <message>
        <source>Where they were born</source>
        <translation>Wo die Figur geboren wurde</translation>
    </message>
    <message>
        <source>Where they live now</source>
        <translation>Wo die Figur jetzt lebt</translation>
    </message>
    <message>
        <source>Possessions</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>What they carry and own: a notebook, a camera, a car…</source>
        <translation>Was die Figur bei sich trägt und besitzt: ein Notizbuch, eine Kamera, ein Auto…</translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>Personal &amp;description</source>
        <translation>&amp;Persönliche Beschreibung</translation>
    </message>
    <message>
        <source>How do others see them at first glance?</source>
        <translation>Wie sehen andere die Figur auf den ersten Blick?</translation>
    </message>
    <message>
        <source>Ideolog&amp;y and beliefs</source>
        <translation>&amp;Ideologie und Überzeugungen</translation>
    </message>
    <message>
        <source>What does your investigator believe in, or reject?</source>
        <translation>Woran glaubt Ihr Investigator, was lehnt er ab?</translation>
    </message>
    <message>
        <source>Si&amp;gnificant people</source>
        <translation>Wich&amp;tige Personen</translation>
    </message>
    <message>
        <source>Who matters most to them, and why?</source>
        <translation>Wer ist der Figur am wichtigsten, und warum?</translation>
    </message>
    <message>
        <source>&amp;Meaningful locations</source>
        <translation>Be&amp;deutsame Orte</translation>
    </message>
    <message>
        <source>Which place do they think of as their own?</source>
        <translation>Welchen Ort betrachtet die Figur als ihren eigenen?</translation>
    </message>
    <message>
        <source>Treasured &amp;possessions</source>
        <translation>Wertvo&amp;lle Besitztümer</translation>
    </message>
    <message>
        <source>What one thing would they never give up?</source>
        <translation>Welche Sache würde die Figur niemals hergeben?</translation>
    </message>
    <message>
        <source>Trai&amp;ts</source>
        <translation>&amp;Charakterzüge</translation>
    </message>
    <message>
        <source>A habit or manner that people remember them by.</source>
        <translation>Eine Angewohnheit oder Art, an die man sich bei der Figur erinnert.</translation>
    </message>
    <message>
        <source>Injuries and scars</source>
        <translation>Verletzungen und Narben</translation>
    </message>
    <message>
        <source>Marks that play or the past left (often empty at first).</source>
        <translation>Spuren aus dem Spiel oder der Vergangenheit (anfangs oft leer).</translation>
    </message>
    <message>
        <source>Phobias and manias</source>
        <translation>Phobien und Manien</translation>
    </message>
    <message>
        <source>Fears and compulsions gained in play (empty at first).</source>
        <translation>Im Spiel erworbene Ängste und Zwänge (anfangs leer).</translation>
    </message>
    <message>
        <source>Arcane tomes, spells and artefacts</source>
        <translation>Arkane Schriften, Zauber und Artefakte</translation>
    </message>
    <message>
        <source>Forbidden knowledge they hold (empty at first).</source>
        <translation>Verbotenes Wissen der Figur (anfangs leer).</translation>
    </message>
    <message>
        <source>Encounters with strange entities</source>
        <translation>Begegnungen mit fremdartigen Wesen</translation>
    </message>
    <message>
        <source>What they have met that should not be (empty at first).</source>
        <translation>Was der Figur begegnet ist, das nicht sein dürfte (anfangs leer).</translation>
    </message>
    <message>
        <source>Name, e.g. Grandfather&apos;s sabre</source>
        <translation>Name, z. B. Großvaters Säbel</translation>
    </message>
    <message>
        <source>Custom weapon name</source>
        <translation>Name der eigenen Waffe</translation>
    </message>
    <message>
        <source>Custom weapon skill</source>
        <translation>Fertigkeit der eigenen Waffe</translation>
    </message>
    <message>
        <source>Damage, e.g. 1D8+DB</source>
        <translation>Schaden, z. B. 1D8+DB</translation>
    </message>
    <message>
        <source>Custom weapon damage</source>
        <translation>Schaden der eigenen Waffe</translation>
    </message>
    <message>
        <source>Add c&amp;ustom</source>
        <translation>Eigene hinz&amp;ufügen</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>&amp;Cash:</source>
        <translation>&amp;Bargeld:</translation>
    </message>
    <message>
        <source>A&amp;ssets:</source>
        <translation>&amp;Vermögen:</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>Give your investigator a name, a face and a past, and say what they carry: the keeper will weave these into the story.</source>
        <translation>Geben Sie Ihrem Investigator einen Namen, ein Gesicht und eine Vergangenheit, und legen Sie fest, was er bei sich trägt: Der Spielleiter webt all das in die Geschichte ein.</translation>
    </message>
    <message>
        <source>{0}; damage {1}; range {2}</source>
        <translation>{0}; Schaden {1}; Reichweite {2}</translation>
    </message>
    <message>
        <source>{0} — {1}, damage {2}</source>
        <translation>{0} — {1}, Schaden {2}</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}. Leave the fields below empty to use these.</source>
        <translation>Finanzkraft {0} ({1}): Bargeld {2}, Vermögen {3}, Ausgabenniveau {4}. Lassen Sie die Felder unten leer, um diese Werte zu verwenden.</translation>
    </message>
    <message>
        <source>Give the weapon a name.</source>
        <translation>Geben Sie der Waffe einen Namen.</translation>
    </message>
    <message>
        <source>Say which skill the weapon is used with (e.g. Fighting (Brawl)).</source>
        <translation>Geben Sie an, mit welcher Fertigkeit die Waffe geführt wird (z. B. Nahkampf (Handgemenge)).</translation>
    </message>
    <message>
        <source>Give the weapon&apos;s damage as dice, e.g. 1D6 or 1D8+DB.</source>
        <translation>Geben Sie den Schaden der Waffe als Würfel an, z. B. 1D6 oder 1D8+DB.</translation>
    </message>
    <message>
        <source>The damage “{0}” is not a dice expression SheetMaker understands: {1} Write it like 1D6, 2D6+1 or 1D8+DB.</source>
        <translation>Der Schaden „{0}“ ist kein Würfelausdruck, den SheetMaker versteht: {1} Schreiben Sie ihn etwa als 1D6, 2D6+1 oder 1D8+DB.</translation>
    </message>
    <message>
        <source>{0} — {1}, damage 1D6{2}</source>
        <translation>{0} — {1}, Schaden 1D6{2}</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>Kernschuss</translation>
    </message>
    <message>
        <source>close</source>
        <translation>nah</translation>
    </message>
    <message>
        <source>near</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>long</source>
        <translation>weit</translation>
    </message>
    <message>
        <source>{0} — {1}, damage 1D6 by range: {2}</source>
        <translation>{0} — {1}, Schaden 1D6 nach Reichweite: {2}</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>A&amp;ge:</source>
        <translation>A&amp;lter:</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>&amp;Erscheinung:</translation>
    </message>
    <message>
        <source>How others see them at first glance</source>
        <translation>Wie andere die Figur auf den ersten Blick sehen</translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation>H&amp;intergrund:</translation>
    </message>
    <message>
        <source>Where they come from and what brought them here</source>
        <translation>Woher die Figur kommt und was sie hierher geführt hat</translation>
    </message>
    <message>
        <source>Benefits and equipment</source>
        <translation>Vorteile und Ausrüstung</translation>
    </message>
    <message>
        <source>&amp;Occupational benefits:</source>
        <translation>&amp;Berufliche Vorteile:</translation>
    </message>
    <message>
        <source>What the occupation gives them: a practice, a post, access to a library…</source>
        <translation>Was der Beruf der Figur bietet: eine Praxis, eine Stelle, Zugang zu einer Bibliothek…</translation>
    </message>
    <message>
        <source>E&amp;quipment:</source>
        <translation>Ausrüs&amp;tung:</translation>
    </message>
    <message>
        <source>Ability the custom weapon is used with</source>
        <translation>Fähigkeit, mit der die eigene Waffe geführt wird</translation>
    </message>
    <message>
        <source>damage 1D6 </source>
        <translation>Schaden 1D6 </translation>
    </message>
    <message>
        <source>Custom weapon damage modifier</source>
        <translation>Schadensmodifikator der eigenen Waffe</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage modifier: 1D6 plus this</source>
        <translation>Der Schadensmodifikator der Waffe: 1D6 plus dieser Wert</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Call of Cthulhu 7e</source>
        <translation>Call of Cthulhu 7e</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Values that disagree</source>
        <translation>Abweichende Werte</translation>
    </message>
    <message>
        <source>Not carried</source>
        <translation>Nicht übernommen</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>Umgerechnet</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Gelesen</translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation>Zugeordnet</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation>Quelle: {0}</translation>
    </message>
    <message>
        <source>Nothing was lost and no stored value disagrees.</source>
        <translation>Nichts ging verloren, und kein gespeicherter Wert weicht ab.</translation>
    </message>
    <message>
        <source>1 value disagrees</source>
        <translation>1 Wert weicht ab</translation>
    </message>
    <message>
        <source>{0} values disagree</source>
        <translation>{0} Werte weichen ab</translation>
    </message>
    <message>
        <source>{0} not carried</source>
        <translation>{0} nicht übernommen</translation>
    </message>
    <message>
        <source>Import Sheets</source>
        <translation>Bögen importieren</translation>
    </message>
    <message>
        <source>Where to import from</source>
        <translation>Woher importieren</translation>
    </message>
    <message>
        <source>Choose a file or paste text</source>
        <translation>Datei wählen oder Text einfügen</translation>
    </message>
    <message>
        <source>Choose a Dhole&apos;s House JSON file, a Foundry VTT actor, a statblock as text or a SheetMaker sheet.
The format is found from the content, whatever the file is called.</source>
        <translation>Wählen Sie eine Dhole&apos;s-House-JSON-Datei, einen Foundry-VTT-Actor, einen Werteblock als Text oder einen SheetMaker-Bogen.
Das Format wird am Inhalt erkannt, egal wie die Datei heißt.</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Keine Datei gewählt</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Zu importierende Datei</translation>
    </message>
    <message>
        <source>Choose File…</source>
        <translation>Datei wählen…</translation>
    </message>
    <message>
        <source>From a File</source>
        <translation>Aus einer Datei</translation>
    </message>
    <message>
        <source>Paste a statblock or a JSON export</source>
        <translation>Fügen Sie einen Werteblock oder einen JSON-Export ein</translation>
    </message>
    <message>
        <source>Text to import</source>
        <translation>Zu importierender Text</translation>
    </message>
    <message>
        <source>Read the Text</source>
        <translation>Text einlesen</translation>
    </message>
    <message>
        <source>Paste Text</source>
        <translation>Text einfügen</translation>
    </message>
    <message>
        <source>Sheets found</source>
        <translation>Gefundene Bögen</translation>
    </message>
    <message>
        <source>Import report</source>
        <translation>Importbericht</translation>
    </message>
    <message>
        <source>The report of the sheet chosen in the list comes here.</source>
        <translation>Hier erscheint der Bericht zum in der Liste gewählten Bogen.</translation>
    </message>
    <message>
        <source>Choose a file or paste text; the sheets found are listed here.</source>
        <translation>Wählen Sie eine Datei oder fügen Sie Text ein; die gefundenen Bögen werden hier aufgelistet.</translation>
    </message>
    <message>
        <source>Import a Sheet</source>
        <translation>Bogen importieren</translation>
    </message>
    <message>
        <source>Sheets and exports (*.json *.txt *.md);;All files (*)</source>
        <translation>Bögen und Exporte (*.json *.txt *.md);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>{0} cannot be imported: {1}.</source>
        <translation>{0} kann nicht importiert werden: {1}.</translation>
    </message>
    <message>
        <source>Paste a statblock or a JSON export first.</source>
        <translation>Fügen Sie zuerst einen Werteblock oder einen JSON-Export ein.</translation>
    </message>
    <message>
        <source>The pasted text cannot be imported: {0}.</source>
        <translation>Der eingefügte Text kann nicht importiert werden: {0}.</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>dem eingefügten Text</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>{0} wird gelesen…</translation>
    </message>
    <message>
        <source>No sheet was found.</source>
        <translation>Es wurde kein Bogen gefunden.</translation>
    </message>
    <message>
        <source>{0}, read from {1}</source>
        <translation>{0}, gelesen aus {1}</translation>
    </message>
    <message>
        <source>1 sheet found in {0}. Nothing is created until you confirm.</source>
        <translation>1 Bogen in {0} gefunden. Es wird nichts angelegt, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <source>{1} sheets found in {0}. Untick the ones you do not want; nothing is created until you confirm.</source>
        <translation>{1} Bögen in {0} gefunden. Entfernen Sie die Haken bei unerwünschten Bögen; es wird nichts angelegt, bevor Sie bestätigen.</translation>
    </message>
    <message>
        <source>No sheet yet.</source>
        <translation>Noch kein Bogen.</translation>
    </message>
    <message>
        <source>Open 1 Sheet</source>
        <translation>1 Bogen öffnen</translation>
    </message>
    <message>
        <source>Open {0} Sheets</source>
        <translation>{0} Bögen öffnen</translation>
    </message>
</context>
<context>
    <name>Interchange</name>
    <message>
        <source>SheetMaker sheet</source>
        <translation>SheetMaker-Bogen</translation>
    </message>
    <message>
        <source>Dhole&apos;s House JSON</source>
        <translation>Dhole&apos;s House JSON</translation>
    </message>
    <message>
        <source>Foundry VTT actor (Call of Cthulhu 7e)</source>
        <translation>Actor für Foundry VTT (Call of Cthulhu 7e)</translation>
    </message>
    <message>
        <source>statblock text</source>
        <translation>Werteblock als Text</translation>
    </message>
    <message>
        <source>the format {0} is not available in this installation</source>
        <translation>das Format {0} ist in dieser Installation nicht verfügbar</translation>
    </message>
    <message>
        <source>the whole sheet</source>
        <translation>der gesamte Bogen</translation>
    </message>
    <message>
        <source>{0} does not carry sheets of this game ({1})</source>
        <translation>{0} kann keine Bögen dieses Spiels ({1}) aufnehmen</translation>
    </message>
    <message>
        <source>the input could not be read ({0}: {1})</source>
        <translation>die Eingabe konnte nicht gelesen werden ({0}: {1})</translation>
    </message>
    <message>
        <source>Personal Description</source>
        <translation>Persönliche Beschreibung</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Charakterzüge</translation>
    </message>
    <message>
        <source>Ideology/Beliefs</source>
        <translation>Ideologie/Überzeugungen</translation>
    </message>
    <message>
        <source>Injuries &amp; Scars</source>
        <translation>Verletzungen &amp; Narben</translation>
    </message>
    <message>
        <source>Significant People</source>
        <translation>Wichtige Personen</translation>
    </message>
    <message>
        <source>Phobias &amp; Manias</source>
        <translation>Phobien &amp; Manien</translation>
    </message>
    <message>
        <source>Meaningful Locations</source>
        <translation>Bedeutsame Orte</translation>
    </message>
    <message>
        <source>Arcane Tomes, Spells &amp; Artifacts</source>
        <translation>Arkane Schriften, Zauber &amp; Artefakte</translation>
    </message>
    <message>
        <source>Treasured Possessions</source>
        <translation>Wertvolle Besitztümer</translation>
    </message>
    <message>
        <source>Encounters with Strange Entities</source>
        <translation>Begegnungen mit fremdartigen Wesen</translation>
    </message>
    <message>
        <source>{0}: {1} characters beyond the {2} SheetMaker keeps.</source>
        <translation>{0}: {1} Zeichen über die {2} hinaus, die SheetMaker behält.</translation>
    </message>
    <message>
        <source>Dhole&apos;s House carries Call of Cthulhu investigators only</source>
        <translation>Dhole&apos;s House unterstützt nur Investigatoren für Call of Cthulhu</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; is impaling (Dhole&apos;s House has no damage type).</source>
        <translation>Die Waffe „{0}“ ist durchdringend (Dhole&apos;s House kennt keine Schadensart).</translation>
    </message>
    <message>
        <source>The notes of the weapon &apos;{0}&apos;.</source>
        <translation>Die Notizen der Waffe „{0}“.</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; uses &apos;{1}&apos;, which is not on the sheet.</source>
        <translation>Die Waffe „{0}“ verwendet „{1}“; diese Fertigkeit steht nicht auf dem Bogen.</translation>
    </message>
    <message>
        <source>The portrait is a PNG image; Dhole&apos;s House writes JPEG, so other tools may expect JPEG.</source>
        <translation>Das Porträt ist ein PNG-Bild; Dhole&apos;s House schreibt JPEG, daher erwarten andere Programme möglicherweise JPEG.</translation>
    </message>
    <message>
        <source>NPC &apos;{0}&apos;: {1}, {2}, Dhole&apos;s House {3} layout.</source>
        <translation>NSC „{0}“: {1}, {2}, Layout von Dhole&apos;s House {3}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;: {1}, {2}, Dhole&apos;s House {3} layout.</source>
        <translation>Investigator „{0}“: {1}, {2}, Layout von Dhole&apos;s House {3}.</translation>
    </message>
    <message>
        <source>1 skill</source>
        <translation>1 Fertigkeit</translation>
    </message>
    <message>
        <source>{0} skills</source>
        <translation>{0} Fertigkeiten</translation>
    </message>
    <message>
        <source>1 weapon</source>
        <translation>1 Waffe</translation>
    </message>
    <message>
        <source>{0} weapons</source>
        <translation>{0} Waffen</translation>
    </message>
    <message>
        <source>HP, MP and SAN maxima, MOV, Damage Bonus, Build, {0} and the skill point totals are written from the rules.</source>
        <translation>Maxima von TP, MP und STA, BW, Schadensbonus, Statur, {0} und die Summen der Fertigkeitspunkte werden nach den Regeln berechnet und geschrieben.</translation>
    </message>
    <message>
        <source>Cash and assets left empty on the sheet are written from {0} {1}.</source>
        <translation>Auf dem Bogen leer gelassene Felder für Bargeld und Vermögen werden aus {0} {1} abgeleitet.</translation>
    </message>
    <message>
        <source>The NPC kind (Dhole&apos;s House holds investigators; this sheet is written as one).</source>
        <translation>Die Art NSC (Dhole&apos;s House enthält Investigatoren; dieser Bogen wird als Investigator geschrieben).</translation>
    </message>
    <message>
        <source>The player&apos;s name &apos;{0}&apos;.</source>
        <translation>Der Spielername „{0}“.</translation>
    </message>
    <message>
        <source>The notes (Dhole&apos;s House has no notes field).</source>
        <translation>Die Notizen (Dhole&apos;s House hat kein Notizfeld).</translation>
    </message>
    <message>
        <source>Tags: {0}.</source>
        <translation>Schlagwörter: {0}.</translation>
    </message>
    <message>
        <source>The creation record (method &apos;{0}&apos;, rolls and age effects).</source>
        <translation>Das Erschaffungsprotokoll (Methode „{0}“, Würfe und Alterseffekte).</translation>
    </message>
    <message>
        <source>{0} recorded characteristic changes.</source>
        <translation>{0} verzeichnete Eigenschaftsänderungen.</translation>
    </message>
    <message>
        <source>The choices made for the occupation &apos;{0}&apos; (only its name is written).</source>
        <translation>Die Auswahl für den Beruf „{0}“ (nur sein Name wird geschrieben).</translation>
    </message>
    <message>
        <source>Improvement ticks: {0}.</source>
        <translation>Abgehakte Steigerungen: {0}.</translation>
    </message>
    <message>
        <source>Conditions: {0}.</source>
        <translation>Zustände: {0}.</translation>
    </message>
    <message>
        <source>SAN lost today ({0}).</source>
        <translation>Heute verlorene STA ({0}).</translation>
    </message>
    <message>
        <source>Armour &apos;{0}&apos;.</source>
        <translation>Panzerung „{0}“.</translation>
    </message>
    <message>
        <source>The SAN loss &apos;{0}&apos;.</source>
        <translation>Der STA-Verlust „{0}“.</translation>
    </message>
    <message>
        <source>Fellow investigators: {0}.</source>
        <translation>Mitinvestigatoren: {0}.</translation>
    </message>
    <message>
        <source>Blank lines between possessions are not written.</source>
        <translation>Leerzeilen zwischen Besitztümern werden nicht geschrieben.</translation>
    </message>
    <message>
        <source>the file is {0} MiB; SheetMaker reads at most 16 MiB</source>
        <translation>die Datei ist {0} MiB groß; SheetMaker liest höchstens 16 MiB</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not Dhole&apos;s House JSON</source>
        <translation>die Datei ist kein UTF-8-Text und daher kein Dhole&apos;s House JSON</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to be a Dhole&apos;s House investigator</source>
        <translation>das JSON ist zu tief verschachtelt für einen Investigator aus Dhole&apos;s House</translation>
    </message>
    <message>
        <source>the file is not valid JSON ({0})</source>
        <translation>die Datei ist kein gültiges JSON ({0})</translation>
    </message>
    <message>
        <source>the JSON is not a Dhole&apos;s House investigator (no Investigator with personal details or characteristics)</source>
        <translation>das JSON ist kein Investigator aus Dhole&apos;s House (kein Investigator mit persönlichen Angaben oder Eigenschaften)</translation>
    </message>
    <message>
        <source>the Dhole&apos;s House investigator could not be made into a sheet ({0})</source>
        <translation>aus dem Investigator aus Dhole&apos;s House konnte kein Bogen erstellt werden ({0})</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; is not a whole number.</source>
        <translation>{0}: „{1}“ ist keine ganze Zahl.</translation>
    </message>
    <message>
        <source>{0}: {1} is outside {2}–{3}.</source>
        <translation>{0}: {1} liegt außerhalb von {2}–{3}.</translation>
    </message>
    <message>
        <source>The portrait is not valid base64 data.</source>
        <translation>Das Porträt enthält keine gültigen Base64-Daten.</translation>
    </message>
    <message>
        <source>The portrait is not a JPEG or PNG image.</source>
        <translation>Das Porträt ist kein JPEG- oder PNG-Bild.</translation>
    </message>
    <message>
        <source>Portrait ({0}, {1}×{2}).</source>
        <translation>Porträt ({0}, {1}×{2}).</translation>
    </message>
    <message>
        <source>The file has no personal details (name, occupation, age...).</source>
        <translation>Die Datei enthält keine persönlichen Angaben (Name, Beruf, Alter usw.).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos; from {1}, Dhole&apos;s House {2}.</source>
        <translation>Investigator „{0}“ aus {1}, Dhole&apos;s House {2}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos; from {1}.</source>
        <translation>Investigator „{0}“ aus {1}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;, Dhole&apos;s House {1}.</source>
        <translation>Investigator „{0}“, Dhole&apos;s House {1}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;.</source>
        <translation>Investigator „{0}“.</translation>
    </message>
    <message>
        <source>The game type &apos;{0}&apos; is read as the 1920s era.</source>
        <translation>Der Spieltyp „{0}“ wird als Epoche 1920er gelesen.</translation>
    </message>
    <message>
        <source>Game type &apos;{0}&apos; → era {1}.</source>
        <translation>Spieltyp „{0}“ → Epoche {1}.</translation>
    </message>
    <message>
        <source>{0} is missing; it is left at 0.</source>
        <translation>{0} fehlt; der Wert bleibt auf 0.</translation>
    </message>
    <message>
        <source>Characteristics: {0}.</source>
        <translation>Eigenschaften: {0}.</translation>
    </message>
    <message>
        <source>Half/fifth values: {0}; SheetMaker uses its own.</source>
        <translation>Halbe/Fünftelwerte: {0}; SheetMaker verwendet eigene.</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>Geschlecht</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Wohnort</translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation>Geburtsort</translation>
    </message>
    <message>
        <source>Gender &apos;{0}&apos; → pronouns.</source>
        <translation>Geschlecht „{0}“ → Pronomen.</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos; is not in SheetMaker&apos;s list; only its name is kept.</source>
        <translation>Der Beruf „{0}“ steht nicht in der Liste von SheetMaker; nur sein Name wird übernommen.</translation>
    </message>
    <message>
        <source>The Pulp archetype &apos;{0}&apos; → notes.</source>
        <translation>Der Pulp-Archetyp „{0}“ → Notizen.</translation>
    </message>
    <message>
        <source>Written as the statblock states them: {0}.</source>
        <translation>Wie im Werteblock angegeben geschrieben: {0}.</translation>
    </message>
    <message>
        <source>Written from the rules, as the statblock does not state them: {0}.</source>
        <translation>Nach den Regeln geschrieben, da der Werteblock sie nicht angibt: {0}.</translation>
    </message>
    <message>
        <source>No cash or assets are written: the statblock gives none.</source>
        <translation>Weder Bargeld noch Vermögen geschrieben: Der Werteblock gibt keine an.</translation>
    </message>
    <message>
        <source>Occupation marks written ({0}): {1}.</source>
        <translation>Berufsmarkierungen geschrieben ({0}): {1}.</translation>
    </message>
    <message>
        <source>Occupation points on skills the sheet&apos;s occupation does not list: no occupation mark is written for them, so they read back as personal interest points: {0}.</source>
        <translation>Berufspunkte auf Fertigkeiten, die der Beruf des Bogens nicht aufführt: Für sie wird keine Berufsmarkierung geschrieben, beim Einlesen werden es Punkte für persönliche Interessen: {0}.</translation>
    </message>
    <message>
        <source>How skill points split between occupation, personal interest and experience (only each value and, on occupation skills, the occupation mark are written): {0}.</source>
        <translation>Die Aufteilung der Fertigkeitspunkte auf Beruf, persönliche Interessen und Erfahrung (geschrieben werden nur die einzelnen Werte und, bei Berufsfertigkeiten, die Berufsmarkierung): {0}.</translation>
    </message>
    <message>
        <source>How skill points split between occupation, personal interest and experience (only each value is written): {0}.</source>
        <translation>Die Aufteilung der Fertigkeitspunkte auf Beruf, persönliche Interessen und Erfahrung (geschrieben werden nur die einzelnen Werte): {0}.</translation>
    </message>
    <message>
        <source>Attacks per round ({0}).</source>
        <translation>Angriffe pro Runde ({0}).</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>{0} skills beyond the 500 a sheet holds.</source>
        <translation>{0} Fertigkeiten über die 500 hinaus, die ein Bogen fasst.</translation>
    </message>
    <message>
        <source>The backstory section &apos;{0}&apos; is not text.</source>
        <translation>Der Hintergrundabschnitt „{0}“ ist kein Text.</translation>
    </message>
    <message>
        <source>Backstory: {0}.</source>
        <translation>Hintergrund: {0}.</translation>
    </message>
    <message>
        <source>Possessions</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <source>The separate Assets text → notes.</source>
        <translation>Der separate Vermögenstext → Notizen.</translation>
    </message>
    <message>
        <source>The Assets block (its layout is not one SheetMaker knows).</source>
        <translation>Der Vermögensblock (SheetMaker kennt seinen Aufbau nicht).</translation>
    </message>
    <message>
        <source>{0} weapons beyond the 100 a sheet holds.</source>
        <translation>{0} Waffen über die 100 hinaus, die ein Bogen fasst.</translation>
    </message>
    <message>
        <source>{0}, {1}, {2}.</source>
        <translation>{0}, {1}, {2}.</translation>
    </message>
    <message>
        <source>1 possession</source>
        <translation>1 Gegenstand</translation>
    </message>
    <message>
        <source>{0} possessions</source>
        <translation>{0} Gegenstände</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>The sheet uses the free creation method: Dhole&apos;s House does not record how it was made.</source>
        <translation>Der Bogen verwendet die freie Erschaffungsmethode: Dhole&apos;s House verzeichnet nicht, wie er erstellt wurde.</translation>
    </message>
    <message>
        <source>Occupation marks beyond the 12 skills a custom occupation holds: {0}.</source>
        <translation>Berufsmarkierungen über die 12 Fertigkeiten hinaus, die ein eigener Beruf fasst: {0}.</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos; (not in SheetMaker&apos;s list) → a custom occupation: skill points {1} = {2} (the file&apos;s figure; the book&apos;s formula may differ), {3}; the Credit Rating range is not in the file (0–99).</source>
        <translation>Der Beruf „{0}“ (nicht in SheetMakers Liste) → ein eigener Beruf: Fertigkeitspunkte {1} = {2} (die Zahl der Datei; die Formel des Buchs kann abweichen), {3}; die Spanne der Finanzkraft steht nicht in der Datei (0–99).</translation>
    </message>
    <message>
        <source>1 occupation skill</source>
        <translation>1 Berufsfertigkeit</translation>
    </message>
    <message>
        <source>{0} occupation skills</source>
        <translation>{0} Berufsfertigkeiten</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos; (not in SheetMaker&apos;s list) → a custom occupation: skill points {1} (no formula of EDU and one other characteristic gives the file&apos;s figure), {2}; the Credit Rating range is not in the file (0–99).</source>
        <translation>Der Beruf „{0}“ (nicht in SheetMakers Liste) → ein eigener Beruf: Fertigkeitspunkte {1} (keine Formel aus BI und einer weiteren Eigenschaft ergibt die Zahl der Datei), {2}; die Spanne der Finanzkraft steht nicht in der Datei (0–99).</translation>
    </message>
    <message>
        <source>{0} half {1} (ours {2})</source>
        <translation>{0} Hälfte {1} (bei uns {2})</translation>
    </message>
    <message>
        <source>{0} fifth {1} (ours {2})</source>
        <translation>{0} Fünftel {1} (bei uns {2})</translation>
    </message>
    <message>
        <source>A skill entry that is not an object.</source>
        <translation>Ein Fertigkeitseintrag, der kein Objekt ist.</translation>
    </message>
    <message>
        <source>A skill without a name.</source>
        <translation>Eine Fertigkeit ohne Namen.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos;: the value &apos;{1}&apos; is not a number.</source>
        <translation>Die Fertigkeit „{0}“: Der Wert „{1}“ ist keine Zahl.</translation>
    </message>
    <message>
        <source>The &apos;{0}&apos; slot without a specialisation holds {1} ({2} over the base); SheetMaker needs a specialisation to keep points.</source>
        <translation>Der Platz „{0}“ ohne Spezialisierung enthält {1} ({2} über dem Basiswert); SheetMaker braucht eine Spezialisierung, um Punkte zu behalten.</translation>
    </message>
    <message>
        <source>The skill name &apos;{0}…&apos; is longer than 120 characters.</source>
        <translation>Der Fertigkeitsname „{0}…“ ist länger als 120 Zeichen.</translation>
    </message>
    <message>
        <source>{0} {1} is outside 0–99.</source>
        <translation>{0} {1} liegt außerhalb von 0–99.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos; is listed twice; the first is kept.</source>
        <translation>Die Fertigkeit „{0}“ ist doppelt aufgeführt; die erste wird behalten.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos; with the value {1} could not be kept.</source>
        <translation>Die Fertigkeit „{0}“ mit dem Wert {1} konnte nicht übernommen werden.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; → {1}.</source>
        <translation>„{0}“ → {1}.</translation>
    </message>
    <message>
        <source>Skill half/fifth values: {0}; SheetMaker computes its own.</source>
        <translation>Halbe/Fünftelwerte der Fertigkeiten: {0}; SheetMaker berechnet eigene.</translation>
    </message>
    <message>
        <source>Skills SheetMaker does not know → custom skills (base = their value): {0}.</source>
        <translation>Fertigkeiten, die SheetMaker nicht kennt → eigene Fertigkeiten (Basis = ihr Wert): {0}.</translation>
    </message>
    <message>
        <source>{0} empty skill slots (no specialisation named) were skipped.</source>
        <translation>{0} leere Fertigkeitsplätze (ohne benannte Spezialisierung) wurden übersprungen.</translation>
    </message>
    <message>
        <source>Skills marked occupation: their points over the base → occupation points ({0}).</source>
        <translation>Als Beruf markierte Fertigkeiten: ihre Punkte über dem Basiswert → Berufspunkte ({0}).</translation>
    </message>
    <message>
        <source>A Pulp talent without a name.</source>
        <translation>Ein Pulp-Talent ohne Namen.</translation>
    </message>
    <message>
        <source>The Pulp talent &apos;{0}&apos;.</source>
        <translation>Das Pulp-Talent „{0}“.</translation>
    </message>
    <message>
        <source>Pulp talent &apos;{0}&apos; → the custom skill &apos;{1}&apos;.</source>
        <translation>Pulp-Talent „{0}“ → die eigene Fertigkeit „{1}“.</translation>
    </message>
    <message>
        <source>Current HP</source>
        <translation>Aktuelle TP</translation>
    </message>
    <message>
        <source>Current MP</source>
        <translation>Aktuelle MP</translation>
    </message>
    <message>
        <source>Current SAN</source>
        <translation>Aktuelle STA</translation>
    </message>
    <message>
        <source>A weapon entry that is not an object.</source>
        <translation>Ein Waffeneintrag, der kein Objekt ist.</translation>
    </message>
    <message>
        <source>A weapon without a name.</source>
        <translation>Eine Waffe ohne Namen.</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; names no skill; {1} is used.</source>
        <translation>Die Waffe „{0}“ nennt keine Fertigkeit; {1} wird verwendet.</translation>
    </message>
    <message>
        <source>Weapon &apos;{0}&apos;: skill &apos;{1}&apos; → {2}.</source>
        <translation>Waffe „{0}“: Fertigkeit „{1}“ → {2}.</translation>
    </message>
    <message>
        <source>{0} {1} (ours {2})</source>
        <translation>{0} {1} (bei uns {2})</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; has no damage; it is written as 0.</source>
        <translation>Die Waffe „{0}“ hat keinen Schaden; er wird als 0 geschrieben.</translation>
    </message>
    <message>
        <source>The ammunition of &apos;{0}&apos;</source>
        <translation>Die Munition von „{0}“</translation>
    </message>
    <message>
        <source>The malfunction number of &apos;{0}&apos;</source>
        <translation>Der Fehlfunktionswert von „{0}“</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; could not be read.</source>
        <translation>Die Waffe „{0}“ konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Weapon skill values: {0}; SheetMaker uses the sheet&apos;s skill values.</source>
        <translation>Fertigkeitswerte der Waffen: {0}; SheetMaker verwendet die Fertigkeitswerte des Bogens.</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>Alter {0}</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Statur</translation>
    </message>
    <message>
        <source>{0} (combat)</source>
        <translation>{0} (Kampf)</translation>
    </message>
    <message>
        <source>HP maximum</source>
        <translation>TP-Maximum</translation>
    </message>
    <message>
        <source>MP maximum</source>
        <translation>MP-Maximum</translation>
    </message>
    <message>
        <source>Starting SAN</source>
        <translation>Anfängliche STA</translation>
    </message>
    <message>
        <source>SAN maximum</source>
        <translation>STA-Maximum</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>BW</translation>
    </message>
    <message>
        <source>Personal interest points</source>
        <translation>Hobbypunkte (persönliche Interessen)</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Berufsfertigkeitspunkte</translation>
    </message>
    <message>
        <source>the occupation&apos;s formula</source>
        <translation>die Formel des Berufs</translation>
    </message>
    <message>
        <source>the {0} skill</source>
        <translation>die Fertigkeit {0}</translation>
    </message>
    <message>
        <source>{0} is not in the skill list; its base of {1} {2} / 2 is used.</source>
        <translation>{0} steht nicht in der Fertigkeitenliste; der Basiswert von {1} {2} / 2 wird verwendet.</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, the rules give {2} ({3}); SheetMaker uses {2}.</source>
        <translation>{0}: Die Datei gibt {1} an, die Regeln ergeben {2} ({3}); SheetMaker verwendet {2}.</translation>
    </message>
    <message>
        <source>Starting Luck {0} (SheetMaker keeps the current Luck, {1}).</source>
        <translation>Anfängliches Glück {0} (SheetMaker behält das aktuelle Glück, {1}).</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, the sheet gives {2} (base {3}); SheetMaker uses {2}.</source>
        <translation>{0}: Die Datei nennt {1}, der Bogen ergibt {2} (Basis {3}); SheetMaker verwendet {2}.</translation>
    </message>
    <message>
        <source>Spending level</source>
        <translation>Ausgabenniveau</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, {2} {3} gives {4}; the file&apos;s text is kept on the sheet.</source>
        <translation>{0}: Die Datei nennt {1}, {2} {3} ergibt {4}; der Text aus der Datei bleibt auf dem Bogen.</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, {2} {3} gives {4}; SheetMaker uses {4}.</source>
        <translation>{0}: Die Datei nennt {1}, {2} {3} ergibt {4}; SheetMaker verwendet {4}.</translation>
    </message>
    <message>
        <source>Occupation marks that SheetMaker&apos;s occupation entry does not give (its choices are not recorded): {0}.</source>
        <translation>Berufsmarkierungen, die der Berufseintrag von SheetMaker nicht vorsieht (die Auswahl ist nicht verzeichnet): {0}.</translation>
    </message>
    <message>
        <source>Foundry VTT actor (Call of Cthulhu 7th edition system)</source>
        <translation>Foundry-VTT-Actor (System Call of Cthulhu 7. Edition)</translation>
    </message>
    <message>
        <source>the Foundry VTT Call of Cthulhu system carries Call of Cthulhu sheets only</source>
        <translation>das Call-of-Cthulhu-System von Foundry VTT nimmt nur Call-of-Cthulhu-Bögen auf</translation>
    </message>
    <message>
        <source>Armour &apos;{0}&apos; is written as text; Foundry expects a number of points.</source>
        <translation>Panzerung „{0}“ wird als Text geschrieben; Foundry erwartet eine Punktzahl.</translation>
    </message>
    <message>
        <source>The backstory section &apos;{0}&apos; (a Foundry NPC has only a personal description).</source>
        <translation>Der Hintergrundabschnitt „{0}“ (ein Foundry-NSC hat nur eine persönliche Beschreibung).</translation>
    </message>
    <message>
        <source>Cash and assets (a Foundry NPC has no money fields).</source>
        <translation>Bargeld und Vermögen (ein Foundry-NSC hat keine Geldfelder).</translation>
    </message>
    <message>
        <source>The SAN loss &apos;{0}&apos; has no &apos;/&apos; and is written as the loss on a success.</source>
        <translation>Der STA-Verlust „{0}“ enthält kein &apos;/&apos; und wird als Verlust bei Erfolg geschrieben.</translation>
    </message>
    <message>
        <source>The sheet has no cash or assets: Foundry&apos;s cash and assets are left empty.</source>
        <translation>Der Bogen hat weder Bargeld noch Vermögen: Bargeld und Vermögen bleiben in Foundry leer.</translation>
    </message>
    <message>
        <source>The sheet has no cash: Foundry&apos;s cash is left empty.</source>
        <translation>Der Bogen hat kein Bargeld: Das Bargeld bleibt in Foundry leer.</translation>
    </message>
    <message>
        <source>The sheet has no assets: Foundry&apos;s assets are left empty.</source>
        <translation>Der Bogen hat kein Vermögen: Das Vermögen bleibt in Foundry leer.</translation>
    </message>
    <message>
        <source>The SAN loss &apos;{0}&apos; (a Foundry character has no field for it).</source>
        <translation>Der STA-Verlust „{0}“ (ein Foundry-Charakter hat kein Feld dafür).</translation>
    </message>
    <message>
        <source>Creature &apos;{0}&apos;: {1}, {2}, CoC7 system {3}.</source>
        <translation>Kreatur „{0}“: {1}, {2}, CoC7-System {3}.</translation>
    </message>
    <message>
        <source>NPC &apos;{0}&apos;: {1}, {2}, CoC7 system {3}.</source>
        <translation>NSC „{0}“: {1}, {2}, CoC7-System {3}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;: {1}, {2}, CoC7 system {3}.</source>
        <translation>Investigator „{0}“: {1}, {2}, CoC7-System {3}.</translation>
    </message>
    <message>
        <source>HP, MP, SAN maxima, MOV, Damage Bonus and Build are written from the rules (auto).</source>
        <translation>Maxima von TP, MP und STA, BW, Schadensbonus und Statur werden nach den Regeln geschrieben (auto).</translation>
    </message>
    <message>
        <source>Written as the statblock states them (not worked out by Foundry): {0}.</source>
        <translation>Wie im Werteblock angegeben geschrieben (Foundry berechnet sie nicht): {0}.</translation>
    </message>
    <message>
        <source>Written from the rules (auto), as the statblock does not state them: {0}.</source>
        <translation>Nach den Regeln geschrieben (automatisch), da der Werteblock sie nicht angibt: {0}.</translation>
    </message>
    <message>
        <source>No SAN is written: the statblock gives none.</source>
        <translation>Keine STA geschrieben: Der Werteblock gibt keine an.</translation>
    </message>
    <message>
        <source>No age is written: the statblock gives none.</source>
        <translation>Kein Alter geschrieben: Der Werteblock gibt keines an.</translation>
    </message>
    <message>
        <source>Permanent insanity (the CoC7 system has no such condition).</source>
        <translation>Dauerhafter Wahnsinn (das CoC7-System kennt diesen Zustand nicht).</translation>
    </message>
    <message>
        <source>The occupation&apos;s choices are kept in flags.sheetmaker; Foundry shows only its name.</source>
        <translation>Die Auswahl des Berufs wird in flags.sheetmaker gespeichert; Foundry zeigt nur seinen Namen.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not a Foundry actor</source>
        <translation>die Datei ist kein UTF-8-Text und somit kein Foundry-Actor</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to be a Foundry actor</source>
        <translation>das JSON ist zu tief verschachtelt für einen Foundry-Actor</translation>
    </message>
    <message>
        <source>the JSON is not an object, so it is not a Foundry actor</source>
        <translation>das JSON ist kein Objekt und somit kein Foundry-Actor</translation>
    </message>
    <message>
        <source>the JSON is not a Foundry VTT Call of Cthulhu actor (no actor type with characteristics)</source>
        <translation>das JSON ist kein Call-of-Cthulhu-Actor für Foundry VTT (kein Actor-Typ mit Eigenschaften)</translation>
    </message>
    <message>
        <source>the Foundry actor could not be made into a sheet ({0})</source>
        <translation>aus dem Foundry-Actor konnte kein Bogen erstellt werden ({0})</translation>
    </message>
    <message>
        <source>The portrait &apos;{0}&apos; is a path on the Foundry server, not an image in the file.</source>
        <translation>Das Porträt „{0}“ ist ein Pfad auf dem Foundry-Server, kein Bild in der Datei.</translation>
    </message>
    <message>
        <source>The portrait could not be decoded.</source>
        <translation>Das Porträt konnte nicht dekodiert werden.</translation>
    </message>
    <message>
        <source>A Foundry creature is read as an NPC sheet.</source>
        <translation>Eine Foundry-Kreatur wird als NSC-Bogen gelesen.</translation>
    </message>
    <message>
        <source>The actor has no name.</source>
        <translation>Der Actor hat keinen Namen.</translation>
    </message>
    <message>
        <source>Foundry actor &apos;{0}&apos; of type {1} (CoC7 system {2}).</source>
        <translation>Foundry-Actor „{0}“ vom Typ {1} (CoC7-System {2}).</translation>
    </message>
    <message>
        <source>Foundry actor &apos;{0}&apos; of type {1} (no system version recorded).</source>
        <translation>Foundry-Actor „{0}“ vom Typ {1} (keine Systemversion verzeichnet).</translation>
    </message>
    <message>
        <source>Characteristics the file does not give (0 on the sheet): {0}.</source>
        <translation>Eigenschaften, die die Datei nicht angibt (0 auf dem Bogen): {0}.</translation>
    </message>
    <message>
        <source>Characteristic rolls not yet made (the sheet has no place for them): {0}.</source>
        <translation>Noch nicht gewürfelte Eigenschaften (der Bogen hat keinen Platz dafür): {0}.</translation>
    </message>
    <message>
        <source>The actor has no infos (occupation, age, residence...).</source>
        <translation>Der Actor hat keine Angaben (Beruf, Alter, Wohnort...).</translation>
    </message>
    <message>
        <source>Sex &apos;{0}&apos; → pronouns.</source>
        <translation>Geschlecht „{0}“ → Pronomen.</translation>
    </message>
    <message>
        <source>Age &apos;{0}&apos; (not a number) → notes.</source>
        <translation>Alter „{0}“ (keine Zahl) → Notizen.</translation>
    </message>
    <message>
        <source>The attribute &apos;{0}&apos; is missing.</source>
        <translation>Das Attribut „{0}“ fehlt.</translation>
    </message>
    <message>
        <source>SAN lost today</source>
        <translation>Heute verlorene STA</translation>
    </message>
    <message>
        <source>Biography &apos;{0}&apos; → {1}.</source>
        <translation>Biografie „{0}“ → {1}.</translation>
    </message>
    <message>
        <source>Biography &apos;{0}&apos; → notes (no matching backstory section).</source>
        <translation>Biografie „{0}“ → Notizen (kein passender Hintergrundabschnitt).</translation>
    </message>
    <message>
        <source>The Foundry backstory text → notes.</source>
        <translation>Der Hintergrundtext aus Foundry → Notizen.</translation>
    </message>
    <message>
        <source>SAN loss: {0}.</source>
        <translation>STA-Verlust: {0}.</translation>
    </message>
    <message>
        <source>The actor has no items list (skills, weapons).</source>
        <translation>Der Actor hat keine Item-Liste (Fertigkeiten, Waffen).</translation>
    </message>
    <message>
        <source>Spell and tome items → {0}: {1}.</source>
        <translation>Zauber- und Buch-Gegenstände → {0}: {1}.</translation>
    </message>
    <message>
        <source>Skills of the modern era ({0}) → era {1}.</source>
        <translation>Fertigkeiten der Gegenwart ({0}) → Epoche {1}.</translation>
    </message>
    <message>
        <source>The special powers text → notes.</source>
        <translation>Der Text der besonderen Kräfte → Notizen.</translation>
    </message>
    <message>
        <source>The actor&apos;s description → notes.</source>
        <translation>Die Beschreibung des Akteurs → Notizen.</translation>
    </message>
    <message>
        <source>The sheet uses the free creation method: Foundry does not record how it was made.</source>
        <translation>Der Bogen verwendet die freie Erschaffung: Foundry verzeichnet nicht, wie er entstanden ist.</translation>
    </message>
    <message>
        <source>{0}: {1} characters beyond the {2} a sheet holds.</source>
        <translation>{0}: {1} Zeichen über die {2} hinaus, die ein Bogen fasst.</translation>
    </message>
    <message>
        <source>MOV &apos;{0}&apos;: {1} is the sheet&apos;s MOV; the whole text → notes.</source>
        <translation>BW „{0}“: {1} ist die BW des Bogens; der ganze Text → Notizen.</translation>
    </message>
    <message>
        <source>MOV &apos;{0}&apos; (not a number) → notes.</source>
        <translation>BW „{0}“ (keine Zahl) → Notizen.</translation>
    </message>
    <message>
        <source>Stated for the creature: {0}.</source>
        <translation>Für die Kreatur angegeben: {0}.</translation>
    </message>
    <message>
        <source>The attack &apos;{0}&apos; in the {1} flags could not be read.</source>
        <translation>Der Angriff „{0}“ in den Flags von {1} konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The attack &apos;{0}&apos;: its skill {1} is already on the sheet; the attack&apos;s {2}% is not carried.</source>
        <translation>Der Angriff „{0}“: seine Fertigkeit {1} steht schon auf dem Bogen; die {2}% des Angriffs werden nicht übernommen.</translation>
    </message>
    <message>
        <source>Attacks in the {0} flags → weapons, each with its own Fighting skill: {1}.</source>
        <translation>Angriffe in den Flags von {0} → Waffen, jede mit eigener Nahkampf-Fertigkeit: {1}.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos; in the {1} flags.</source>
        <translation>Die Fertigkeit „{0}“ in den Flags von {1}.</translation>
    </message>
    <message>
        <source>{0} {1}% (the {2} flags) → {3}.</source>
        <translation>{0} {1}% (die Flags von {2}) → {3}.</translation>
    </message>
    <message>
        <source>Armour &apos;{0}&apos; (the {1} flags) → armour.</source>
        <translation>Panzerung „{0}“ (die Flags von {1}) → Panzerung.</translation>
    </message>
    <message>
        <source>Special abilities (the {0} flags) → notes.</source>
        <translation>Besondere Fähigkeiten (die Flags von {0}) → Notizen.</translation>
    </message>
    <message>
        <source>The {0} item &apos;{1}&apos;.</source>
        <translation>Item „{1}“ (Typ: {0}).</translation>
    </message>
    <message>
        <source>untyped</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>1 skill item</source>
        <translation>1 Fertigkeits-Item</translation>
    </message>
    <message>
        <source>{0} skill items</source>
        <translation>{0} Fertigkeits-Items</translation>
    </message>
    <message>
        <source>Skill names → SheetMaker&apos;s skills: {0}.</source>
        <translation>Fertigkeitsnamen → SheetMakers Fertigkeiten: {0}.</translation>
    </message>
    <message>
        <source>Skills SheetMaker does not know → custom skills: {0}.</source>
        <translation>Fertigkeiten, die SheetMaker nicht kennt → eigene Fertigkeiten: {0}.</translation>
    </message>
    <message>
        <source>A skill item without a name.</source>
        <translation>Ein Fertigkeits-Item ohne Namen.</translation>
    </message>
    <message>
        <source>{0} occupation points</source>
        <translation>Berufspunkte für {0}</translation>
    </message>
    <message>
        <source>{0} personal points</source>
        <translation>Hobbypunkte für {0}</translation>
    </message>
    <message>
        <source>{0} experience points</source>
        <translation>Erfahrungspunkte für {0}</translation>
    </message>
    <message>
        <source>{0}: {1} Pulp archetype points → personal interest points.</source>
        <translation>{0}: {1} Pulp-Archetyppunkte → Hobbypunkte.</translation>
    </message>
    <message>
        <source>{0} base: the file says {1}, the rules give {2}; SheetMaker uses {2}.</source>
        <translation>Basiswert {0}: Die Datei nennt {1}, die Regeln ergeben {2}; SheetMaker verwendet {2}.</translation>
    </message>
    <message>
        <source>{0}: the value &apos;{1}&apos; is not a number; the base is kept.</source>
        <translation>{0}: Der Wert „{1}“ ist keine Zahl; der Basiswert bleibt.</translation>
    </message>
    <message>
        <source>{0} {1}% → {2} points over the base of {3}.</source>
        <translation>{0} {1}% → {2} Punkte über dem Basiswert {3}.</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos;: {1} characters of its notes beyond the 200 a weapon holds.</source>
        <translation>Die Waffe „{0}“: {1} Zeichen ihrer Notizen über die 200 hinaus, die eine Waffe fasst.</translation>
    </message>
    <message>
        <source>Occupation skill marks differ from the sheet&apos;s occupation for: {0}; SheetMaker marks them from the occupation.</source>
        <translation>Die Markierungen der Berufsfertigkeiten weichen vom Beruf des Bogens ab bei: {0}; SheetMaker markiert sie nach dem Beruf.</translation>
    </message>
    <message>
        <source>the input is {0} MiB; SheetMaker reads at most 16 MiB</source>
        <translation>die Eingabe ist {0} MiB groß; SheetMaker liest höchstens 16 MiB</translation>
    </message>
    <message>
        <source>this SheetMaker sheet cannot be read: {0} (and 1 more problem)</source>
        <translation>dieser SheetMaker-Bogen kann nicht gelesen werden: {0} (und 1 weiteres Problem)</translation>
    </message>
    <message>
        <source>this SheetMaker sheet cannot be read: {0} (and {1} more problems)</source>
        <translation>dieser SheetMaker-Bogen kann nicht gelesen werden: {0} (und {1} weitere Probleme)</translation>
    </message>
    <message>
        <source>this SheetMaker sheet cannot be read: {0}</source>
        <translation>dieser SheetMaker-Bogen kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads: the input is empty</source>
        <translation>dies ist kein Format, das SheetMaker liest: Die Eingabe ist leer</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads: the JSON is cut short or damaged ({0})</source>
        <translation>dies ist kein Format, das SheetMaker liest: Das JSON ist unvollständig oder beschädigt ({0})</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads: it is the summary `sheetmaker show --json` prints, not a sheet; convert the .sheet.json file it was printed from</source>
        <translation>dies ist kein Format, das SheetMaker liest: Es ist die Zusammenfassung, die `sheetmaker show --json` ausgibt, kein Bogen; konvertieren Sie die .sheet.json-Datei, aus der sie erzeugt wurde</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads (a SheetMaker sheet, Dhole&apos;s House JSON, a Foundry VTT Call of Cthulhu actor, or a statblock as text)</source>
        <translation>dies ist kein Format, das SheetMaker liest (ein SheetMaker-Bogen, Dhole&apos;s-House-JSON, ein Call-of-Cthulhu-Actor für Foundry VTT oder ein Werteblock als Text)</translation>
    </message>
    <message>
        <source>{0}; and more</source>
        <translation>{0}; und weitere</translation>
    </message>
    <message>
        <source>{0} and more</source>
        <translation>{0} und weitere</translation>
    </message>
    <message>
        <source>Statblock text</source>
        <translation>Werteblock-Text</translation>
    </message>
    <message>
        <source>the text has {0} characters; statblock text is read up to {1} MiB (paste fewer statblocks at a time)</source>
        <translation>der Text hat {0} Zeichen; Werteblock-Text wird bis {1} MiB gelesen (fügen Sie weniger Werteblöcke auf einmal ein)</translation>
    </message>
    <message>
        <source>the text holds more than {0} statblocks; paste fewer at a time</source>
        <translation>der Text enthält mehr als {0} Werteblöcke; fügen Sie weniger auf einmal ein</translation>
    </message>
    <message>
        <source>Only the first 60,000 characters of the statblock of {0} were read.</source>
        <translation>Vom Werteblock von {0} wurden nur die ersten 60.000 Zeichen gelesen.</translation>
    </message>
    <message>
        <source>Only the first 60,000 characters of the statblock of an NPC were read.</source>
        <translation>Vom Werteblock eines NSC wurden nur die ersten 60.000 Zeichen gelesen.</translation>
    </message>
    <message>
        <source>{0} is given twice ({1}, then {2}); {2} is used.</source>
        <translation>{0} ist zweimal angegeben ({1}, dann {2}); {2} wird verwendet.</translation>
    </message>
    <message>
        <source>No characteristics.</source>
        <translation>Keine Eigenschaften.</translation>
    </message>
    <message>
        <source>The statblock gives no {0}; they are 0 on this sheet.</source>
        <translation>Im Werteblock fehlen {0}; sie stehen auf diesem Bogen auf 0.</translation>
    </message>
    <message>
        <source>The statblock gives no {0}; it is 0 on this sheet.</source>
        <translation>Im Werteblock fehlt {0}; der Wert steht auf diesem Bogen auf 0.</translation>
    </message>
    <message>
        <source>Age {0}.</source>
        <translation>Alter {0}.</translation>
    </message>
    <message>
        <source>Age {0} is not a possible age; 25 is used.</source>
        <translation>Alter {0} ist kein mögliches Alter; es wird 25 verwendet.</translation>
    </message>
    <message>
        <source>The statblock gives no age; 25 is used (it only changes MOV).</source>
        <translation>Der Werteblock nennt kein Alter; es wird 25 verwendet (das ändert nur die BW).</translation>
    </message>
    <message>
        <source>Kept in the notes: {0}.</source>
        <translation>In den Notizen behalten: {0}.</translation>
    </message>
    <message>
        <source>Attacks per round: {0}.</source>
        <translation>Angriffe pro Runde: {0}.</translation>
    </message>
    <message>
        <source>{0} {1}%: a skill of its own for this attack ({2} is {3}%).</source>
        <translation>{0} {1}%: eine eigene Fertigkeit für diesen Angriff ({2} ist {3}%).</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% with no damage given: no weapon is made ({2} {1}% is kept).</source>
        <translation>&apos;{0}&apos; {1} % ohne Schadensangabe: keine Waffe angelegt ({2} {1} % bleibt erhalten).</translation>
    </message>
    <message>
        <source>A 6th-edition statblock: converted to the 7th edition (characteristics ×5, derived values from the 7th-edition rules, SAN and skills kept).</source>
        <translation>Ein Spielwertekasten der 6. Edition: in die 7. Edition umgerechnet (Eigenschaften ×5, abgeleitete Werte nach den Regeln der 7. Edition, geistige Stabilität und Fertigkeiten unverändert).</translation>
    </message>
    <message>
        <source>{0} {1} (6th edition) → {2}.</source>
        <translation>{0} {1} (6. Edition) → {2}.</translation>
    </message>
    <message>
        <source>A creature (so marked on its name line): its HP, MP, MOV, Build and Damage Bonus are kept as stated.</source>
        <translation>Eine Kreatur (in ihrer Namenszeile so gekennzeichnet): Ihre TP, MP, BW, Statur und ihr Schadensbonus werden wie angegeben übernommen.</translation>
    </message>
    <message>
        <source>A creature (no APP or EDU): its HP, MP and MOV are kept as stated.</source>
        <translation>Eine Kreatur (ohne ER und BI): ihre Trefferpunkte, Magiepunkte und Bewegungsweite bleiben wie angegeben.</translation>
    </message>
    <message>
        <source>A creature (no APP or EDU): its HP, MP, MOV, Build and Damage Bonus are kept as stated.</source>
        <translation>Eine Kreatur (ohne ER und BI): ihre Trefferpunkte, Magiepunkte, Bewegungsweite, Statur und ihr Schadensbonus bleiben wie angegeben.</translation>
    </message>
    <message>
        <source>The armour text was cut to 200 characters.</source>
        <translation>Der Panzerungstext wurde auf 200 Zeichen gekürzt.</translation>
    </message>
    <message>
        <source>Armour: {0}.</source>
        <translation>Panzerung: {0}.</translation>
    </message>
    <message>
        <source>Armour: none.</source>
        <translation>Panzerung: keine.</translation>
    </message>
    <message>
        <source>Spells: {0}.</source>
        <translation>Zauber: {0}.</translation>
    </message>
    <message>
        <source>Spells → the Arcane Tomes, Spells &amp; Artifacts section of the backstory.</source>
        <translation>Zauber → Abschnitt „Arkane Schriften, Zauber &amp; Artefakte“ des Hintergrunds.</translation>
    </message>
    <message>
        <source>Spells: none.</source>
        <translation>Zauber: keine.</translation>
    </message>
    <message>
        <source>Only the first {0} skills were read; {1} more were not: {2}...</source>
        <translation>Nur die ersten {0} Fertigkeiten wurden gelesen; {1} weitere nicht: {2}...</translation>
    </message>
    <message>
        <source>Only the first {0} skills were read; {1} more were not: {2}.</source>
        <translation>Nur die ersten {0} Fertigkeiten wurden gelesen; {1} weitere nicht: {2}.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% → {2}, with no specialisation named.</source>
        <translation>„{0}“ {1}% → {2}, ohne genannte Spezialisierung.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; → {1} {2}%.</source>
        <translation>„{0}“ → {1} {2}%.</translation>
    </message>
    <message>
        <source>{0} {1}%.</source>
        <translation>{0} {1}%.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% → a custom skill (not in the skill list).</source>
        <translation>„{0}“ {1}% → eine eigene Fertigkeit (nicht in der Fertigkeitsliste).</translation>
    </message>
    <message>
        <source>Modern era, from the skill {0}.</source>
        <translation>Epoche Gegenwart, wegen der Fertigkeit {0}.</translation>
    </message>
    <message>
        <source>1 attack: {1}.</source>
        <translation>1 Angriff: {1}.</translation>
    </message>
    <message>
        <source>{0} attacks: {1}.</source>
        <translation>{0} Angriffe: {1}.</translation>
    </message>
    <message>
        <source>{0} {1} (as stated; a creature).</source>
        <translation>{0} {1} (wie angegeben; eine Kreatur).</translation>
    </message>
    <message>
        <source>{0} {1} (as the rules give).</source>
        <translation>{0} {1} (wie nach den Regeln).</translation>
    </message>
    <message>
        <source>{0} {1} (6th edition) → {2} (7th-edition rules: {3}).</source>
        <translation>{0} {1} (6. Edition) → {2} (Regeln der 7. Edition: {3}).</translation>
    </message>
    <message>
        <source>{0}: the statblock says {1}, the rules give {2} ({3}).</source>
        <translation>{0}: Der Werteblock nennt {1}, die Regeln ergeben {2} ({3}).</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>SheetMaker keeps {0} as the current HP.</source>
        <translation>SheetMaker übernimmt {0} als aktuelle TP.</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>SheetMaker keeps {0} as the current MP.</source>
        <translation>SheetMaker übernimmt {0} als aktuelle MP.</translation>
    </message>
    <message>
        <source>SAN {0} (kept as the current SAN; the starting SAN would be {1}).</source>
        <translation>STA {0} (als aktuelle STA übernommen; die Start-STA wäre {1}).</translation>
    </message>
    <message>
        <source>SAN {0}.</source>
        <translation>STA {0}.</translation>
    </message>
    <message>
        <source>Luck {0}: a sheet&apos;s Luck is at most 99; it is 0 on this sheet.</source>
        <translation>Glück {0}: auf einem Bogen ist Glück höchstens 99; auf diesem Bogen ist es 0.</translation>
    </message>
    <message>
        <source>Luck {0}.</source>
        <translation>Glück {0}.</translation>
    </message>
    <message>
        <source>The statblock gives no Luck; it is 0 on this sheet.</source>
        <translation>Der Werteblock nennt kein Glück; es steht auf diesem Bogen auf 0.</translation>
    </message>
    <message>
        <source>DB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Sanity loss {0}.</source>
        <translation>Stabilitätsverlust {0}.</translation>
    </message>
    <message>
        <source>Not read: &apos;{0}&apos;.</source>
        <translation>Nicht gelesen: „{0}“.</translation>
    </message>
    <message>
        <source>Text before the first statblock was not read: &apos;{0}&apos;.</source>
        <translation>Text vor dem ersten Werteblock wurde nicht gelesen: „{0}“.</translation>
    </message>
    <message>
        <source>The statblock has no name line; the sheet is unnamed.</source>
        <translation>Der Werteblock hat keine Namenszeile; der Bogen bleibt unbenannt.</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, the middle of the stated range {3} used.</source>
        <translation>{0} {1}: gewürfelt {2}, die Mitte des angegebenen Bereichs {3} wird verwendet.</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, the stated average used.</source>
        <translation>{0} {1}: gewürfelt {2}, der angegebene Durchschnitt wird verwendet.</translation>
    </message>
    <message>
        <source>Occupation: {0}.</source>
        <translation>Beruf: {0}.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% with no damage given: the damage of the weapons list&apos;s {2}, {3}.</source>
        <translation>&apos;{0}&apos; {1}% ohne angegebenen Schaden: der Schaden von {2} aus der Waffenliste, {3}.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos;: {1} is not a Trail of Cthulhu ability.</source>
        <translation>„{0}“: {1} ist keine Fähigkeit von Trail of Cthulhu.</translation>
    </message>
    <message>
        <source>Abilities: {0}.</source>
        <translation>Fähigkeiten: {0}.</translation>
    </message>
    <message>
        <source>{0}: no rating (0).</source>
        <translation>{0}: kein Wert (0).</translation>
    </message>
    <message>
        <source>Hit Threshold: the statblock says {0}, {1} {2} gives {3}; SheetMaker keeps the statblock&apos;s {0} on the sheet.</source>
        <translation>Trefferschwelle: Der Werteblock nennt {0}, {1} {2} ergibt {3}; SheetMaker übernimmt die {0} des Werteblocks auf den Bogen.</translation>
    </message>
    <message>
        <source>Hit Threshold {0} (as {1} gives).</source>
        <translation>Trefferschwelle {0} (wie nach {1}).</translation>
    </message>
    <message>
        <source>Hit Threshold {0} is outside 1 to 10 and was not kept.</source>
        <translation>Trefferschwelle {0} liegt außerhalb von 1 bis 10 und wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>Alertness Modifier {0}.</source>
        <translation>Wachsamkeitsmodifikator {0}.</translation>
    </message>
    <message>
        <source>Alertness Modifier {0} is outside -5 to +5 and was not kept.</source>
        <translation>Wachsamkeitsmodifikator {0} liegt außerhalb von -5 bis +5 und wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>Stealth Modifier {0}.</source>
        <translation>Heimlichkeitsmodifikator {0}.</translation>
    </message>
    <message>
        <source>Stealth Modifier {0} is outside -5 to +5 and was not kept.</source>
        <translation>Heimlichkeitsmodifikator {0} liegt außerhalb von -5 bis +5 und wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>Stability Loss {0}: ToC sheets have no field for it; it is kept in the notes.</source>
        <translation>Stabilitätsverlust {0}: ToC-Bögen haben kein Feld dafür; er bleibt in den Notizen.</translation>
    </message>
    <message>
        <source>The weapon {0} {1} is outside -20 to +30 and was not kept.</source>
        <translation>Die Waffe {0} {1} liegt außerhalb von -20 bis +30 und wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>Weapon {0}: &apos;{1}&apos; is kept in the weapon&apos;s notes.</source>
        <translation>Waffe {0}: „{1}“ bleibt in den Notizen der Waffe.</translation>
    </message>
    <message>
        <source>Weapons: {0}.</source>
        <translation>Waffen: {0}.</translation>
    </message>
    <message>
        <source>Armor -{0} {1}: the sheet keeps {0} armour point; &apos;{1}&apos; is kept in the notes.</source>
        <translation>Rüstung -{0} {1}: Der Bogen übernimmt {0} Rüstungspunkt; „{1}“ bleibt in den Notizen.</translation>
    </message>
    <message>
        <source>Armor -{0} {1}: the sheet keeps {0} armour points; &apos;{1}&apos; is kept in the notes.</source>
        <translation>Rüstung -{0} {1}: Der Bogen übernimmt {0} Rüstungspunkte; „{1}“ bleibt in den Notizen.</translation>
    </message>
    <message>
        <source>Armor {0}.</source>
        <translation>Rüstung {0}.</translation>
    </message>
    <message>
        <source>Player: {0}.</source>
        <translation>Spieler: {0}.</translation>
    </message>
    <message>
        <source>this is JSON, not statblock text</source>
        <translation>dies ist JSON, kein Werteblock-Text</translation>
    </message>
    <message>
        <source>no statblock found: a Call of Cthulhu statblock has characteristics such as &apos;STR 45 CON 50 SIZ 60&apos;, a Trail of Cthulhu one abilities with ratings such as &apos;Athletics 8, Health 9&apos; and a Hit Threshold</source>
        <translation>kein Werteblock gefunden: Ein Werteblock für Call of Cthulhu hat Eigenschaften wie „STR 45 CON 50 SIZ 60“, einer für Trail of Cthulhu Fähigkeiten mit Werten wie „Athletics 8, Health 9“ und eine Trefferschwelle</translation>
    </message>
    <message>
        <source>a statblock could not be read: {0}</source>
        <translation>ein Werteblock konnte nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>Statblock {0} of {1} in the text.</source>
        <translation>Werteblock {0} von {1} im Text.</translation>
    </message>
    <message>
        <source>statblock text must be given as bytes</source>
        <translation>Werteblock-Text muss als Bytes übergeben werden</translation>
    </message>
    <message>
        <source>the text is too deeply nested to read</source>
        <translation>der Text ist zu tief verschachtelt, um ihn zu lesen</translation>
    </message>
    <message>
        <source>The sheet has no characteristics: they are written as 0, so the text reads as a statblock.</source>
        <translation>Der Bogen hat keine Eigenschaftswerte: Sie werden als 0 geschrieben, damit der Text als Werteblock lesbar ist.</translation>
    </message>
    <message>
        <source>The damage &apos;{0}&apos; of {1} may not read back as written.</source>
        <translation>Der Schaden „{0}“ von {1} wird beim Zurücklesen eventuell nicht wie geschrieben erkannt.</translation>
    </message>
    <message>
        <source>The notes of the weapon {0} are not carried.</source>
        <translation>Die Notizen der Waffe {0} werden nicht übernommen.</translation>
    </message>
    <message>
        <source>The line breaks of the Arcane Tomes, Spells &amp; Artifacts section are not carried.</source>
        <translation>Die Zeilenumbrüche im Abschnitt „Arkane Schriften, Zauber &amp; Artefakte“ werden nicht übernommen.</translation>
    </message>
    <message>
        <source>How skill points split between occupation, personal interest and experience (only final values are carried).</source>
        <translation>Die Aufteilung der Fertigkeitspunkte auf Berufs-, Hobby- und Erfahrungspunkte (nur Endwerte werden übernommen).</translation>
    </message>
    <message>
        <source>The sheet is an investigator; a statblock reads back as an NPC.</source>
        <translation>Der Bogen ist ein Investigator; ein Werteblock wird als NSC zurückgelesen.</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos;.</source>
        <translation>Der Beruf „{0}“.</translation>
    </message>
    <message>
        <source>The backstory (but spells).</source>
        <translation>Die Hintergrundgeschichte (außer Zaubern).</translation>
    </message>
    <message>
        <source>The gear.</source>
        <translation>Die Ausrüstung.</translation>
    </message>
    <message>
        <source>Cash and assets.</source>
        <translation>Bargeld und Vermögen.</translation>
    </message>
    <message>
        <source>Personal details (pronouns, residence, birthplace).</source>
        <translation>Persönliche Angaben (Pronomen, Wohnort, Geburtsort).</translation>
    </message>
    <message>
        <source>Abilities not in the ability list are not carried: {0}.</source>
        <translation>Fähigkeiten, die nicht in der Fähigkeitenliste stehen, werden nicht übernommen: {0}.</translation>
    </message>
    <message>
        <source>Weapon kinds, abilities, range modifiers and ammunition are not carried (only the name and damage modifier).</source>
        <translation>Waffenarten, Fähigkeiten, Reichweitenmodifikatoren und Munition werden nicht übernommen (nur Name und Schadensmodifikator).</translation>
    </message>
    <message>
        <source>Current pools, specialities, languages, the occupation, Drive, Pillars and Sources of Stability are not carried.</source>
        <translation>Aktuelle Pools, Spezialgebiete, Sprachen, Beruf, Antrieb, Säulen und Quellen der Stabilität werden nicht übernommen.</translation>
    </message>
    <message>
        <source>The blank lines of the sheet&apos;s notes.</source>
        <translation>Die Leerzeilen der Notizen des Bogens.</translation>
    </message>
    <message>
        <source>The typography of the sheet&apos;s notes (they read back with plain quotes, dashes and spaces).</source>
        <translation>Die Typografie der Notizen des Bogens (sie werden mit einfachen Anführungszeichen, Bindestrichen und Leerzeichen zurückgelesen).</translation>
    </message>
    <message>
        <source>statblocks are written for Call of Cthulhu and Trail of Cthulhu sheets, not {0}</source>
        <translation>Werteblöcke werden für Bögen von Call of Cthulhu und Trail of Cthulhu geschrieben, nicht für {0}</translation>
    </message>
    <message>
        <source>The name reads back as &apos;{0}&apos; (statblock names are read with plain quotes and dashes and without commas).</source>
        <translation>Der Name wird als „{0}“ zurückgelesen (Namen in Werteblöcken werden mit einfachen Anführungszeichen und Bindestrichen und ohne Kommas gelesen).</translation>
    </message>
    <message>
        <source>The sheet&apos;s notes are not carried.</source>
        <translation>Die Notizen des Bogens werden nicht übernommen.</translation>
    </message>
    <message>
        <source>The portrait is not carried.</source>
        <translation>Das Porträt wird nicht übernommen.</translation>
    </message>
    <message>
        <source>the file cannot be read: {0}</source>
        <translation>die Datei kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>the JSON gives the key {0} twice in its outermost object; SheetMaker does not guess which of the two values is meant: remove the stray one</source>
        <translation>das JSON enthält den Schlüssel {0} zweimal im äußersten Objekt; SheetMaker rät nicht, welcher der beiden Werte gemeint ist: entfernen Sie den überzähligen</translation>
    </message>
    <message>
        <source>the JSON gives the key {0} twice in the object at {1}; SheetMaker does not guess which of the two values is meant: remove the stray one</source>
        <translation>das JSON enthält den Schlüssel {0} zweimal im Objekt bei {1}; SheetMaker rät nicht, welcher der beiden Werte gemeint ist: entfernen Sie den überzähligen</translation>
    </message>
    <message>
        <source>portrait ({0})</source>
        <translation>Porträt ({0})</translation>
    </message>
    <message>
        <source>the text has {0} characters once its ligatures and other compatibility characters are spelled out; statblock text is read up to {1} MiB (paste fewer statblocks at a time)</source>
        <translation>der Text hat {0} Zeichen, wenn seine Ligaturen und anderen Kompatibilitätszeichen ausgeschrieben sind; Werteblock-Text wird bis {1} MiB gelesen (fügen Sie weniger Werteblöcke auf einmal ein)</translation>
    </message>
    <message>
        <source>The Pulp talents after the first {0} were not read.</source>
        <translation>Die Pulp-Talente nach den ersten {0} wurden nicht gelesen.</translation>
    </message>
</context>
<context>
    <name>InvestigativePage</name>
    <message>
        <source>Investigative Abilities</source>
        <translation>Ermittlungsfähigkeiten</translation>
    </message>
    <message>
        <source>Spend your investigative build points on the abilities that find clues (● marks your occupation&apos;s, which cost half): a rating of 1 is enough to find every core clue.</source>
        <translation>Geben Sie Ihre Ermittlungs-Aufbaupunkte für die Fähigkeiten aus, mit denen Sie Hinweise finden (● kennzeichnet die Ihres Berufs, die nur die Hälfte kosten): Ein Wert von 1 genügt, um jeden Kernhinweis zu finden.</translation>
    </message>
    <message>
        <source>Investigative build points left: {0} of {1}</source>
        <translation>Ermittlungs-Aufbaupunkte übrig: {0} von {1}</translation>
    </message>
    <message>
        <source>Choose an occupation first: it sets Credit Rating and half-price abilities.</source>
        <translation>Wählen Sie zuerst einen Beruf: Er legt Finanzkraft und die Fähigkeiten zum halben Preis fest.</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}); {2}: the first {3} are free (range {4}).</source>
        <translation>Finanzkraft {0} ({1}); {2}: die ersten {3} sind kostenlos (Spanne {4}).</translation>
    </message>
    <message>
        <source>It costs {0} build point(s).</source>
        <translation>Das kostet {0} Aufbaupunkt(e).</translation>
    </message>
    <message>
        <source>Below the base, it gives {0} build point(s) back.</source>
        <translation>Unter dem Basiswert gibt das {0} Aufbaupunkt(e) zurück.</translation>
    </message>
    <message>
        <source>The keeper allows buying Cthulhu Mythos; Sanity can then be at most {0} − Cthulhu Mythos.</source>
        <translation>Der Spielleiter erlaubt den Kauf von Cthulhu-Mythos; geistige Gesundheit kann dann höchstens {0} − Cthulhu-Mythos betragen.</translation>
    </message>
    <message>
        <source>Cthulhu Mythos is locked at 0: it is learnt in play unless the keeper allows buying it.</source>
        <translation>Cthulhu-Mythos ist auf 0 gesperrt: Er wird im Spiel erlernt, sofern der Spielleiter den Kauf nicht erlaubt.</translation>
    </message>
</context>
<context>
    <name>LibraryCompareDialog</name>
    <message numerus="yes">
        <source>%n field(s) differ between the original, {0}, and the conflict copy a sync tool made when both changed, {1}. Keep one version: the other goes to the library&apos;s trash (Undo brings it back).</source>
        <translation>
            <numerusform>%n Feld unterscheidet sich zwischen dem Original, {0}, und der Konfliktkopie, die ein Synchronisierungsprogramm bei gleichzeitiger Änderung angelegt hat, {1}. Behalten Sie eine Version: Die andere kommt in den Papierkorb der Bibliothek (Rückgängig holt sie zurück).</numerusform>
            <numerusform>%n Felder unterscheiden sich zwischen dem Original, {0}, und der Konfliktkopie, die ein Synchronisierungsprogramm bei gleichzeitiger Änderung angelegt hat, {1}. Behalten Sie eine Version: Die andere kommt in den Papierkorb der Bibliothek (Rückgängig holt sie zurück).</numerusform>
        </translation>
    </message>
    <message>
        <source>The two files hold the same values: keep either, the other goes to the trash.</source>
        <translation>Beide Dateien enthalten dieselben Werte: Behalten Sie eine davon, die andere kommt in den Papierkorb.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Feld</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Conflict copy</source>
        <translation>Konfliktkopie</translation>
    </message>
    <message>
        <source>Keep the &amp;Original</source>
        <translation>&amp;Original behalten</translation>
    </message>
    <message>
        <source>The conflict copy goes to the trash.</source>
        <translation>Die Konfliktkopie kommt in den Papierkorb.</translation>
    </message>
    <message>
        <source>Keep the &amp;Conflict Copy</source>
        <translation>&amp;Konfliktkopie behalten</translation>
    </message>
    <message>
        <source>The copy takes the original&apos;s file name; the original goes to the trash.</source>
        <translation>Die Kopie übernimmt den Dateinamen des Originals; das Original kommt in den Papierkorb.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>The two versions cannot be compared: {0}</source>
        <translation>Die beiden Versionen können nicht verglichen werden: {0}</translation>
    </message>
</context>
<context>
    <name>LibraryModel</name>
    <message>
        <source>CoC 7e</source>
        <translation>CoC 7e</translation>
    </message>
    <message>
        <source>ToC</source>
        <translation>ToC</translation>
    </message>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7. Edition</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Schlagwörter</translation>
    </message>
    <message>
        <source>HP / Health</source>
        <translation>TP / Gesundheit</translation>
    </message>
    <message>
        <source>SAN / Stability</source>
        <translation>STA / Stabilität</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Geändert</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} kann nicht gelesen werden: {1}</translation>
    </message>
    <message>
        <source>A copy a sync tool made of {0} when both changed; use Compare to keep one.</source>
        <translation>Eine Kopie von {0}, die ein Synchronisierungsprogramm bei gleichzeitiger Änderung angelegt hat; behalten Sie mit „Vergleichen“ eine davon.</translation>
    </message>
    <message>
        <source>No portrait</source>
        <translation>Kein Porträt</translation>
    </message>
    <message>
        <source>{0} — broken: {1}</source>
        <translation>{0} — beschädigt: {1}</translation>
    </message>
    <message>
        <source>Unnamed NPC</source>
        <translation>Unbenannter NSC</translation>
    </message>
    <message>
        <source>Unnamed investigator</source>
        <translation>Unbenannter Investigator</translation>
    </message>
    <message>
        <source>{0} (conflict copy)</source>
        <translation>{0} (Konfliktkopie)</translation>
    </message>
    <message>
        <source>These sheets could not be moved to the trash: {0}.</source>
        <translation>Diese Bögen konnten nicht in den Papierkorb verschoben werden: {0}.</translation>
    </message>
    <message>
        <source>A sheet could not be restored from the trash: {0}.</source>
        <translation>Ein Bogen konnte nicht aus dem Papierkorb wiederhergestellt werden: {0}.</translation>
    </message>
    <message>
        <source>{0} could not be moved to the trash: {1}.</source>
        <translation>{0} konnte nicht in den Papierkorb verschoben werden: {1}.</translation>
    </message>
    <message>
        <source>Rename to “{0}”</source>
        <translation>In „{0}“ umbenennen</translation>
    </message>
    <message>
        <source>{0} could not be renamed: {1}</source>
        <translation>{0} konnte nicht umbenannt werden: {1}</translation>
    </message>
    <message>
        <source>The rename could not be undone: {0}</source>
        <translation>Das Umbenennen konnte nicht rückgängig gemacht werden: {0}</translation>
    </message>
    <message>
        <source>Some sheets could not be tagged: {0}</source>
        <translation>Einige Bögen konnten nicht verschlagwortet werden: {0}</translation>
    </message>
    <message>
        <source>The tags of {0} could not be put back: {1}</source>
        <translation>Die Schlagwörter von {0} konnten nicht wiederhergestellt werden: {1}</translation>
    </message>
    <message>
        <source>Keep one version of “{0}”</source>
        <translation>Eine Version von „{0}“ behalten</translation>
    </message>
    <message>
        <source>The conflict could not be resolved: {0}.</source>
        <translation>Der Konflikt konnte nicht gelöst werden: {0}.</translation>
    </message>
    <message>
        <source>The choice could not be undone: {0}.</source>
        <translation>Die Auswahl konnte nicht rückgängig gemacht werden: {0}.</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library folder</source>
        <translation>Bibliotheksordner</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Show another folder of sheets in the library</source>
        <translation>Einen weiteren Ordner mit Bögen in der Bibliothek anzeigen</translation>
    </message>
    <message>
        <source>Search the library (Ctrl+F)</source>
        <translation>Bibliothek durchsuchen (Strg+F)</translation>
    </message>
    <message>
        <source>Finds sheets whose name, occupation, tags, notes or player hold every word typed</source>
        <translation>Findet Bögen, deren Name, Beruf, Schlagwörter, Notizen oder Spieler jedes eingegebene Wort enthalten</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Bibliothek durchsuchen</translation>
    </message>
    <message>
        <source>Game filter</source>
        <translation>Spielfilter</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation>Call of Cthulhu</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Kind filter</source>
        <translation>Artfilter</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>Investigatoren</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>NSCs</translation>
    </message>
    <message>
        <source>Tag filter</source>
        <translation>Schlagwortfilter</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Alle Schlagwörter</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>Sheets in the library</source>
        <translation>Bögen in der Bibliothek</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Open the selected sheets in tabs (Enter)</source>
        <translation>Die gewählten Bögen in Tabs öffnen (Eingabe)</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected sheets as new characters in this folder</source>
        <translation>Die gewählten Bögen als neue Figuren in diesen Ordner kopieren</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>Change the character&apos;s name and the file&apos;s name</source>
        <translation>Den Namen der Figur und den Dateinamen ändern</translation>
    </message>
    <message>
        <source>&amp;Tag…</source>
        <translation>&amp;Schlagwörter…</translation>
    </message>
    <message>
        <source>Add or remove tags on the selected sheets</source>
        <translation>Schlagwörter der gewählten Bögen hinzufügen oder entfernen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Move the selected sheets to the library&apos;s trash (Undo brings them back)</source>
        <translation>Die gewählten Bögen in den Papierkorb der Bibliothek verschieben (Rückgängig holt sie zurück)</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Vergleichen…</translation>
    </message>
    <message>
        <source>Compare a sync tool&apos;s conflict copy with its original and keep one</source>
        <translation>Die Konfliktkopie eines Synchronisierungsprogramms mit ihrem Original vergleichen und eine behalten</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>Print the selected sheets (or their statblocks) into one PDF</source>
        <translation>Die gewählten Bögen (oder ihre Werteblöcke) in ein PDF drucken</translation>
    </message>
    <message>
        <source>T&amp;rash…</source>
        <translation>&amp;Papierkorb…</translation>
    </message>
    <message>
        <source>Sheets moved to the trash: restore them or empty it</source>
        <translation>In den Papierkorb verschobene Bögen: wiederherstellen oder Papierkorb leeren</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>Im Ordner an&amp;zeigen</translation>
    </message>
    <message>
        <source>Open the library folder in the file manager</source>
        <translation>Den Bibliotheksordner im Dateimanager öffnen</translation>
    </message>
    <message>
        <source>New Quick &amp;NPCs…</source>
        <translation>Neue Schnell-&amp;NSCs…</translation>
    </message>
    <message>
        <source>Make a batch of quick NPCs in this folder (one Undo removes the batch)</source>
        <translation>Einen Stapel Schnell-NSCs in diesem Ordner erstellen (ein Rückgängig entfernt den Stapel)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Undo the library&apos;s last change</source>
        <translation>Die letzte Änderung der Bibliothek rückgängig machen</translation>
    </message>
    <message>
        <source>Redo the library&apos;s last undone change</source>
        <translation>Die zuletzt rückgängig gemachte Änderung der Bibliothek wiederherstellen</translation>
    </message>
    <message>
        <source>The library folder {0} cannot be made: {1}.</source>
        <translation>Der Bibliotheksordner {0} kann nicht angelegt werden: {1}.</translation>
    </message>
    <message>
        <source>Add a Folder to the Library</source>
        <translation>Ordner zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>The library folder could not be read completely: {0}</source>
        <translation>Der Bibliotheksordner konnte nicht vollständig gelesen werden: {0}</translation>
    </message>
    <message>
        <source>Choose a folder of sheets with Add Folder….</source>
        <translation>Wählen Sie mit „Ordner hinzufügen…“ einen Ordner mit Bögen.</translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation>Ordner wird gelesen…</translation>
    </message>
    <message>
        <source>No sheets in this folder yet. Drop .sheet.json files here, or save a sheet into {0}.</source>
        <translation>Noch keine Bögen in diesem Ordner. Ziehen Sie .sheet.json-Dateien hierher oder speichern Sie einen Bogen in {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n Bogen</numerusform>
            <numerusform>%n Bögen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken</source>
        <translation>
            <numerusform>%n beschädigt</numerusform>
            <numerusform>%n beschädigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n Konflikt</numerusform>
            <numerusform>%n Konflikte</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} shown of {1}</source>
        <translation>{0} von {1} angezeigt</translation>
    </message>
    <message>
        <source>{0} (reading…)</source>
        <translation>{0} (wird gelesen…)</translation>
    </message>
    <message>
        <source>No sheet matches “{0}” with these filters.</source>
        <translation>Kein Bogen passt zu „{0}“ mit diesen Filtern.</translation>
    </message>
    <message>
        <source>No sheet matches “{0}”.</source>
        <translation>Kein Bogen passt zu „{0}“.</translation>
    </message>
    <message>
        <source>No sheet matches these filters.</source>
        <translation>Kein Bogen passt zu diesen Filtern.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: {1}.</source>
        <translation>{0} kann nicht geöffnet werden: {1}.</translation>
    </message>
    <message>
        <source>{0} (copy)</source>
        <translation>{0} (Kopie)</translation>
    </message>
    <message>
        <source>{0} could not be duplicated: {1}</source>
        <translation>{0} konnte nicht dupliziert werden: {1}</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n sheet(s)</source>
        <translation>
            <numerusform>%n Bogen duplizieren</numerusform>
            <numerusform>%n Bögen duplizieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>The character&apos;s new name (the file is renamed too):</source>
        <translation>Der neue Name der Figur (die Datei wird ebenfalls umbenannt):</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) moved to the trash; Undo brings them back.</source>
        <translation>
            <numerusform>%n Bogen in den Papierkorb verschoben; Rückgängig holt ihn zurück.</numerusform>
            <numerusform>%n Bögen in den Papierkorb verschoben; Rückgängig holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>The files could not be copied into the library: {0}</source>
        <translation>Die Dateien konnten nicht in die Bibliothek kopiert werden: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Add %n sheet(s)</source>
        <translation>
            <numerusform>%n Bogen hinzufügen</numerusform>
            <numerusform>%n Bögen hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>These files cannot be imported:</source>
        <translation>Diese Dateien können nicht importiert werden:</translation>
    </message>
    <message>
        <source>Add 1 Sheet to the Library</source>
        <translation>1 Bogen zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>Add {0} Sheets to the Library</source>
        <translation>{0} Bögen zur Bibliothek hinzufügen</translation>
    </message>
    <message>
        <source>The imported sheets could not be written into the library: {0}</source>
        <translation>Die importierten Bögen konnten nicht in die Bibliothek geschrieben werden: {0}</translation>
    </message>
    <message numerus="yes">
        <source>Add %n new sheet(s)</source>
        <translation>
            <numerusform>%n neuen Bogen hinzufügen</numerusform>
            <numerusform>%n neue Bögen hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>The original of this conflict copy, {0}, is gone: rename the copy to keep it.</source>
        <translation>Das Original dieser Konfliktkopie, {0}, ist nicht mehr vorhanden: Benennen Sie die Kopie um, um sie zu behalten.</translation>
    </message>
    <message>
        <source>A PDF export is still running.</source>
        <translation>Ein PDF-Export läuft noch.</translation>
    </message>
    <message>
        <source>{0} cannot be exported: {1}</source>
        <translation>{0} kann nicht exportiert werden: {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sheets</source>
        <translation>
            <numerusform>%n Bogen</numerusform>
            <numerusform>%n Bögen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveSummary</name>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>STA</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>BW</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Statur</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation>Neuer Investigator</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>Alter {0}</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>1920er</translation>
    </message>
    <message>
        <source>modern day</source>
        <translation>Gegenwart</translation>
    </message>
    <message>
        <source>Skill points: choose an occupation first.</source>
        <translation>Fertigkeitspunkte: Wählen Sie zuerst einen Beruf.</translation>
    </message>
    <message>
        <source>Skills: quick-start values.</source>
        <translation>Fertigkeiten: Schnellstartwerte.</translation>
    </message>
    <message>
        <source>Occupation points left: {0} of {1}
Personal interest points left: {2} of {3}</source>
        <translation>Berufspunkte übrig: {0} von {1}
Hobbypunkte übrig: {2} von {3}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open sheets</source>
        <translation>Offene Bögen</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Änderungsverlauf</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;wie geöffnet&gt;</translation>
    </message>
    <message>
        <source>&amp;New Investigator…</source>
        <translation>&amp;Neuer Investigator…</translation>
    </message>
    <message>
        <source>Build an investigator step by step (asks which game)</source>
        <translation>Einen Investigator Schritt für Schritt erschaffen (fragt nach dem Spiel)</translation>
    </message>
    <message>
        <source>New &amp;Call of Cthulhu Investigator…</source>
        <translation>Neuer &amp;Call-of-Cthulhu-Investigator…</translation>
    </message>
    <message>
        <source>Build a Call of Cthulhu 7th edition investigator step by step</source>
        <translation>Einen Investigator für Call of Cthulhu (7. Edition) Schritt für Schritt erschaffen</translation>
    </message>
    <message>
        <source>New &amp;Trail of Cthulhu Investigator…</source>
        <translation>Neuer &amp;Trail-of-Cthulhu-Investigator…</translation>
    </message>
    <message>
        <source>Build a Trail of Cthulhu investigator step by step</source>
        <translation>Einen Investigator für Trail of Cthulhu Schritt für Schritt erschaffen</translation>
    </message>
    <message>
        <source>&amp;Call of Cthulhu</source>
        <translation>&amp;Call of Cthulhu</translation>
    </message>
    <message>
        <source>Start an empty Call of Cthulhu 7th edition sheet to fill in by hand</source>
        <translation>Einen leeren Bogen für Call of Cthulhu (7. Edition) zum Ausfüllen von Hand anlegen</translation>
    </message>
    <message>
        <source>&amp;Trail of Cthulhu</source>
        <translation>&amp;Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Start an empty Trail of Cthulhu sheet to fill in by hand</source>
        <translation>Einen leeren Bogen für Trail of Cthulhu zum Ausfüllen von Hand anlegen</translation>
    </message>
    <message>
        <source>&amp;Creation Record…</source>
        <translation>&amp;Erschaffungsprotokoll…</translation>
    </message>
    <message>
        <source>Record how the investigator&apos;s characteristics were made: method, age effects, Luck</source>
        <translation>Festhalten, wie die Eigenschaften des Investigators entstanden sind: Methode, Alterseffekte, Glück</translation>
    </message>
    <message>
        <source>Make the text of every window larger (up to 200%)</source>
        <translation>Den Text aller Fenster vergrößern (bis 200 %)</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>Text &amp;kleiner</translation>
    </message>
    <message>
        <source>Make the text of every window smaller (down to 100%)</source>
        <translation>Den Text aller Fenster verkleinern (bis 100 %)</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>&amp;Normale Textgröße</translation>
    </message>
    <message>
        <source>Show the text at 100%</source>
        <translation>Den Text in 100 % zeigen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open sheet files</source>
        <translation>Bogendateien öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation>Den Bogen speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the sheet under a new name</source>
        <translation>Den Bogen unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>PDF &amp;exportieren…</translation>
    </message>
    <message>
        <source>Export the sheet to a PDF file for printing</source>
        <translation>Den Bogen zum Drucken in eine PDF-Datei exportieren</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sc&amp;hließen</translation>
    </message>
    <message>
        <source>Close the sheet</source>
        <translation>Den Bogen schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit SheetMaker</source>
        <translation>SheetMaker beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Autosave, defaults of new sheets, colour scheme</source>
        <translation>Automatisches Speichern, Vorgaben für neue Bögen, Farbschema</translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation>Änderungs&amp;verlauf</translation>
    </message>
    <message>
        <source>&amp;About SheetMaker</source>
        <translation>Über &amp;SheetMaker</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Über Qt</translation>
    </message>
    <message>
        <source>Lar&amp;ger Text</source>
        <translation>&amp;Text größer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>New &amp;Blank Sheet</source>
        <translation>Neuer &amp;leerer Bogen</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>B&amp;ogen</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Blank Call of Cthulhu Sheet</source>
        <translation>Leerer Call-of-Cthulhu-Bogen</translation>
    </message>
    <message>
        <source>Blank Trail of Cthulhu Sheet</source>
        <translation>Leerer Trail-of-Cthulhu-Bogen</translation>
    </message>
    <message>
        <source>A new investigator, step by step, or a blank sheet</source>
        <translation>Ein neuer Investigator, Schritt für Schritt, oder ein leerer Bogen</translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation>Neuer Bogen</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>&amp;Werkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Roll Log</source>
        <translation>Wurf&amp;protokoll</translation>
    </message>
    <message>
        <source>&amp;Party Table</source>
        <translation>&amp;Gruppenübersicht</translation>
    </message>
    <message>
        <source>Show the party table: live values, group rolls and the combat order.</source>
        <translation>Die Gruppenübersicht zeigen: aktuelle Werte, Gruppenwürfe und die Kampfreihenfolge.</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>The sheet cannot be shown.</source>
        <translation>Der Bogen kann nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>{0} [read-only]</source>
        <translation>{0} [schreibgeschützt]</translation>
    </message>
    <message>
        <source>{0} (not saved yet)</source>
        <translation>{0} (noch nicht gespeichert)</translation>
    </message>
    <message>
        <source>SheetMaker</source>
        <translation>SheetMaker</translation>
    </message>
    <message>
        <source>{0}[*] (read-only: open in another SheetMaker) — SheetMaker</source>
        <translation>{0}[*] (schreibgeschützt: in einem anderen SheetMaker geöffnet) — SheetMaker</translation>
    </message>
    <message>
        <source>{0}[*] — SheetMaker</source>
        <translation>{0}[*] — SheetMaker</translation>
    </message>
    <message>
        <source>Creation Record — {0}</source>
        <translation>Erschaffungsprotokoll — {0}</translation>
    </message>
    <message>
        <source>Record Creation</source>
        <translation>Erschaffung festhalten</translation>
    </message>
    <message>
        <source>Sheet Open Elsewhere</source>
        <translation>Bogen anderswo geöffnet</translation>
    </message>
    <message>
        <source>“{0}” is open in another SheetMaker ({1}).</source>
        <translation>„{0}“ ist in einem anderen SheetMaker geöffnet ({1}).</translation>
    </message>
    <message>
        <source>Open it read-only here, so that one copy cannot overwrite the other&apos;s changes? Open Anyway lets both save: the last save wins, and SheetMaker warns when the file changed.</source>
        <translation>Hier schreibgeschützt öffnen, damit keine Kopie die Änderungen der anderen überschreibt? „Trotzdem öffnen“ lässt beide speichern: Das letzte Speichern gewinnt, und SheetMaker warnt, wenn sich die Datei geändert hat.</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>Schreibgeschützt öffnen</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>Trotzdem öffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>“{0}” could not be opened.</source>
        <translation>„{0}“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The sample could not be opened.</source>
        <translation>Das Beispiel konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Open Sheets</source>
        <translation>Bögen öffnen</translation>
    </message>
    <message>
        <source>SheetMaker sheets (*.sheet.json);;All files (*)</source>
        <translation>SheetMaker-Bögen (*.sheet.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save Sheet As</source>
        <translation>Bogen speichern unter</translation>
    </message>
    <message>
        <source>SheetMaker sheets (*.sheet.json)</source>
        <translation>SheetMaker-Bögen (*.sheet.json)</translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation>Datei ersetzen</translation>
    </message>
    <message>
        <source>“{0}” already exists. Replace it?</source>
        <translation>„{0}“ existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <source>The sheet was not saved.</source>
        <translation>Der Bogen wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>“{0}” is open in another tab. Close it first, or choose another name.</source>
        <translation>„{0}“ ist in einem anderen Tab geöffnet. Schließen Sie den Tab zuerst oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>“{0}” is open in another SheetMaker ({1}). Close it there first, or choose another name.</source>
        <translation>„{0}“ ist in einem anderen SheetMaker geöffnet ({1}). Schließen Sie die Datei dort zuerst oder wählen Sie einen anderen Namen.</translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Schreibgeschützte Datei ersetzen?</translation>
    </message>
    <message>
        <source>“{0}” is read-only: someone (or a sync tool) protected it. Replace it with this version anyway? Its read-only mark is kept.</source>
        <translation>„{0}“ ist schreibgeschützt: Jemand (oder ein Synchronisierungsprogramm) hat die Datei geschützt. Trotzdem durch diese Version ersetzen? Der Schreibschutz bleibt erhalten.</translation>
    </message>
    <message>
        <source>“{0}” was not saved.</source>
        <translation>„{0}“ wurde nicht gespeichert.</translation>
    </message>
    <message>
        <source>{0}. Your changes are still here: try another folder or name.</source>
        <translation>{0}. Ihre Änderungen sind noch vorhanden: Versuchen Sie einen anderen Ordner oder Namen.</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>Datei: {0}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <source>“{0}” was renamed to “{1}” by another program.</source>
        <translation>„{0}“ wurde von einem anderen Programm in „{1}“ umbenannt.</translation>
    </message>
    <message>
        <source>“{0}” was deleted or moved by another program.</source>
        <translation>„{0}“ wurde von einem anderen Programm gelöscht oder verschoben.</translation>
    </message>
    <message>
        <source>Sheet File Gone</source>
        <translation>Bogendatei verschwunden</translation>
    </message>
    <message>
        <source>Save the sheet again under its name, save it under another name, or close it?</source>
        <translation>Den Bogen erneut unter seinem Namen speichern, unter einem anderen Namen speichern oder schließen?</translation>
    </message>
    <message>
        <source>Save Again Here</source>
        <translation>Hier erneut speichern</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Sheet Changed on Disk</source>
        <translation>Bogen auf dem Datenträger geändert</translation>
    </message>
    <message>
        <source>“{0}” was changed by another program or another SheetMaker.</source>
        <translation>„{0}“ wurde von einem anderen Programm oder einem anderen SheetMaker geändert.</translation>
    </message>
    <message>
        <source>Reload reads the other version (your unsaved changes are kept in a copy beside the file); Keep Mine keeps the other version beside the file as a conflict copy and saves yours.</source>
        <translation>„Neu laden“ liest die andere Version (Ihre ungespeicherten Änderungen werden in einer Kopie neben der Datei aufbewahrt); „Meine behalten“ legt die andere Version als Konfliktkopie neben die Datei und speichert Ihre.</translation>
    </message>
    <message>
        <source>Reload reads the other version; Keep Mine keeps the other version beside the file as a conflict copy and saves yours.</source>
        <translation>„Neu laden“ liest die andere Version; „Meine behalten“ legt die andere Version als Konfliktkopie neben die Datei und speichert Ihre.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>Vergleichen…</translation>
    </message>
    <message>
        <source>The file on disk cannot be read.</source>
        <translation>Die Datei auf dem Datenträger kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Your unsaved changes could not be kept.</source>
        <translation>Ihre ungespeicherten Änderungen konnten nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <source>{0}. Nothing was changed: use Save As to keep them.</source>
        <translation>{0}. Es wurde nichts geändert: Verwenden Sie „Speichern unter“, um sie zu behalten.</translation>
    </message>
    <message>
        <source>“{0}” could not be reloaded.</source>
        <translation>„{0}“ konnte nicht neu geladen werden.</translation>
    </message>
    <message>
        <source>“{0}” was reloaded.</source>
        <translation>„{0}“ wurde neu geladen.</translation>
    </message>
    <message>
        <source>Your unsaved changes were kept in {0}.</source>
        <translation>Ihre ungespeicherten Änderungen wurden in {0} aufbewahrt.</translation>
    </message>
    <message>
        <source>Reloaded {0}</source>
        <translation>{0} neu geladen</translation>
    </message>
    <message>
        <source>The other version could not be kept; nothing was saved.</source>
        <translation>Die andere Version konnte nicht aufbewahrt werden; es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>“{0}” was saved.</source>
        <translation>„{0}“ wurde gespeichert.</translation>
    </message>
    <message>
        <source>The other version was kept in {0}.</source>
        <translation>Die andere Version wurde in {0} aufbewahrt.</translation>
    </message>
    <message>
        <source>Unsaved changes kept in {0}</source>
        <translation>Ungespeicherte Änderungen in {0} aufbewahrt</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>{0} exportiert</translation>
    </message>
    <message>
        <source>A PDF export is still running.</source>
        <translation>Ein PDF-Export läuft noch.</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothek</translation>
    </message>
    <message>
        <source>Show the library: every sheet of a folder, searched, sorted and printed together</source>
        <translation>Die Bibliothek zeigen: alle Bögen eines Ordners, gemeinsam durchsucht, sortiert und gedruckt</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them before closing?</source>
        <translation>„{0}“ enthält ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>{0} sheets have changes that are not saved:
{1}

Save all of them, discard all the changes, or cancel to look at them one by one.</source>
        <translation>{0} Bögen enthalten ungespeicherte Änderungen:
{1}

Alle speichern, alle Änderungen verwerfen oder abbrechen, um sie einzeln durchzusehen.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importieren…</translation>
    </message>
    <message>
        <source>Import sheets from Dhole&apos;s House JSON, a Foundry VTT actor or a statblock as text</source>
        <translation>Bögen aus Dhole&apos;s-House-JSON, einem Foundry-VTT-Actor oder einem Werteblock als Text importieren</translation>
    </message>
    <message>
        <source>Export &amp;As…</source>
        <translation>Exportieren &amp;als…</translation>
    </message>
    <message>
        <source>Write the sheet as Dhole&apos;s House JSON, a Foundry VTT actor or statblock text</source>
        <translation>Den Bogen als Dhole&apos;s-House-JSON, Foundry-VTT-Actor oder Werteblock-Text schreiben</translation>
    </message>
    <message>
        <source>Copy as &amp;Statblock</source>
        <translation>Als &amp;Werteblock kopieren</translation>
    </message>
    <message>
        <source>Put the sheet&apos;s keeper-style statblock on the clipboard</source>
        <translation>Den Werteblock des Bogens im Spielleiter-Stil in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>Imported 1 sheet; save it to keep it.</source>
        <translation>1 Bogen importiert; speichern Sie ihn, um ihn zu behalten.</translation>
    </message>
    <message>
        <source>Imported {0} sheets; save them to keep them.</source>
        <translation>{0} Bögen importiert; speichern Sie sie, um sie zu behalten.</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>This file cannot be imported.</source>
        <translation>Diese Datei kann nicht importiert werden.</translation>
    </message>
    <message>
        <source>{0} files cannot be imported.</source>
        <translation>{0} Dateien können nicht importiert werden.</translation>
    </message>
    <message>
        <source>Exported {0}.</source>
        <translation>{0} exportiert.</translation>
    </message>
    <message>
        <source>The statblock could not be made.</source>
        <translation>Der Werteblock konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The statblock is on the clipboard.</source>
        <translation>Der Werteblock liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>{0} in {1}</source>
        <translation>{0} in {1}</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Part of the recovery information was damaged and was ignored: sheets whose file is no longer known come back untitled (Save asks where).</source>
        <translation>Ein Teil der Wiederherstellungsdaten war beschädigt und wurde übergangen: Bögen, deren Datei nicht mehr bekannt ist, kommen ohne Dateinamen zurück (beim Speichern wird nach dem Ort gefragt).</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <source>SheetMaker did not close properly last time. Unsaved changes to these sheets were kept:

{0}

Restore them? If you choose No, the kept changes are deleted.</source>
        <translation>SheetMaker wurde beim letzten Mal nicht ordnungsgemäß beendet. Ungespeicherte Änderungen an diesen Bögen wurden aufbewahrt:

{0}

Wiederherstellen? Wenn Sie „Nein“ wählen, werden die aufbewahrten Änderungen gelöscht.</translation>
    </message>
    <message>
        <source>“{0}” is gone or is not a sheet file: this sheet comes back untitled (Save asks where).</source>
        <translation>„{0}“ ist nicht mehr da oder keine Bogendatei: Dieser Bogen kommt ohne Dateinamen zurück (beim Speichern wird nach dem Ort gefragt).</translation>
    </message>
    <message>
        <source>SheetMaker cannot tell whether the file on disk was changed after this copy was made; saving will ask what to keep.</source>
        <translation>SheetMaker kann nicht feststellen, ob die Datei auf dem Datenträger nach dieser Kopie geändert wurde; beim Speichern wird gefragt, was behalten werden soll.</translation>
    </message>
    <message>
        <source>The file on disk was changed at {0} after this copy was made; saving will ask what to keep.</source>
        <translation>Die Datei auf dem Datenträger wurde um {0} geändert, nachdem diese Kopie angelegt wurde; beim Speichern wird gefragt, was behalten werden soll.</translation>
    </message>
    <message>
        <source>Some sheets could not be recovered.</source>
        <translation>Einige Bögen konnten nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>{0} problems were found; see the details.</source>
        <translation>Es wurden {0} Probleme gefunden; siehe Details.</translation>
    </message>
</context>
<context>
    <name>MindPage</name>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>&amp;Drive: what keeps your investigator going when sense says stop.</source>
        <translation>&amp;Antrieb: was Ihren Investigator weitermachen lässt, wenn die Vernunft Halt sagt.</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Antriebe</translation>
    </message>
    <message>
        <source>&amp;Why is it theirs? (a sentence or two for the keeper)</source>
        <translation>Warum &amp;gerade dieser? (ein, zwei Sätze für den Spielleiter)</translation>
    </message>
    <message>
        <source>Why this Drive</source>
        <translation>Warum dieser Antrieb</translation>
    </message>
    <message>
        <source>e.g. Her brother vanished on an expedition; she must know why.</source>
        <translation>z. B. Ihr Bruder verschwand auf einer Expedition; sie muss wissen, warum.</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Säulen der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Quellen der Stabilität</translation>
    </message>
    <message>
        <source>&amp;Add a Source</source>
        <translation>Quelle &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Mind</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>Say what your investigator speaks, what drives them into danger and what holds their mind together: the keeper uses these to test and reward them.</source>
        <translation>Geben Sie an, welche Sprachen Ihr Investigator spricht, was ihn in Gefahr treibt und was seinen Verstand zusammenhält: Der Spielleiter nutzt dies, um ihn auf die Probe zu stellen und zu belohnen.</translation>
    </message>
    <message>
        <source>Languages {0}: name {0} language(s) your investigator knows besides their mother tongue.</source>
        <translation>Sprachen {0}: Nennen Sie {0} Sprache(n), die Ihr Investigator neben seiner Muttersprache beherrscht.</translation>
    </message>
    <message>
        <source>Languages 0: your investigator speaks only their mother tongue.</source>
        <translation>Sprachen 0: Ihr Investigator spricht nur seine Muttersprache.</translation>
    </message>
    <message>
        <source>Their occupation brings {0}.</source>
        <translation>Sein Beruf bringt {0} mit.</translation>
    </message>
    <message>
        <source>Language {0}</source>
        <translation>Sprache {0}</translation>
    </message>
    <message>
        <source>Language {0}, e.g. French</source>
        <translation>Sprache {0}, z. B. Französisch</translation>
    </message>
    <message>
        <source>Your Drive: {0} (not one of the rules&apos; Drives; the keeper may agree).</source>
        <translation>Ihr Antrieb: {0} (kein Antrieb aus den Regeln; der Spielleiter kann ihn zulassen).</translation>
    </message>
    <message>
        <source>Sanity {0} asks for {1} Pillar(s) of Sanity (one per {2} full points): convictions that keep your investigator sane. Pick an example or write your own.</source>
        <translation>Geistige Gesundheit {0} verlangt {1} Säule(n) der geistigen Gesundheit (eine je {2} volle Punkte): Überzeugungen, die Ihren Investigator bei Verstand halten. Wählen Sie ein Beispiel oder schreiben Sie eine eigene.</translation>
    </message>
    <message>
        <source>Pillar of Sanity {0}</source>
        <translation>Säule der geistigen Gesundheit {0}</translation>
    </message>
    <message>
        <source>Pillar {0}: a conviction</source>
        <translation>Säule {0}: eine Überzeugung</translation>
    </message>
    <message>
        <source>Stability {0} allows up to {1} Source(s) of Stability (one per {2} full points): living people your investigator cares about, not fellow investigators.</source>
        <translation>Stabilität {0} erlaubt bis zu {1} Quelle(n) der Stabilität (eine je {2} volle Punkte): lebende Menschen, die Ihrem Investigator wichtig sind, keine anderen Investigatoren.</translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp option; this is a Purist campaign.</source>
        <translation>Quellen der Stabilität sind eine Pulp-Option; dies ist eine Purist-Kampagne.</translation>
    </message>
    <message>
        <source>Source of Stability {0}: name</source>
        <translation>Quelle der Stabilität {0}: Name</translation>
    </message>
    <message>
        <source>Name, e.g. Margaret Hale</source>
        <translation>Name, z. B. Margaret Hale</translation>
    </message>
    <message>
        <source>Source of Stability {0}: who they are to you</source>
        <translation>Quelle der Stabilität {0}: Beziehung zu Ihnen</translation>
    </message>
    <message>
        <source>Who they are, e.g. sister</source>
        <translation>Beziehung, z. B. Schwester</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove Source of Stability {0}</source>
        <translation>Quelle der Stabilität {0} entfernen</translation>
    </message>
</context>
<context>
    <name>MythosDialog</name>
    <message>
        <source>Gain Cthulhu Mythos</source>
        <translation>Cthulhu-Mythos gewinnen</translation>
    </message>
    <message>
        <source>Cthulhu Mythos points gained</source>
        <translation>Gewonnene Cthulhu-Mythos-Punkte</translation>
    </message>
    <message>
        <source>&amp;Points gained:</source>
        <translation>&amp;Gewonnene Punkte:</translation>
    </message>
    <message>
        <source>A tome, a revelation…</source>
        <translation>Ein Foliant, eine Offenbarung…</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>&amp;Gain</source>
        <translation>&amp;Gewinnen</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1}.</source>
        <translation>Cthulhu-Mythos {0} → {1}.</translation>
    </message>
    <message>
        <source>The Sanity rating may be at most {0} (10 − Cthulhu Mythos): rating {1} → {2}, pool {3} → {4}.</source>
        <translation>Der Wert der geistigen Gesundheit darf höchstens {0} betragen (10 − Cthulhu-Mythos): Wert {1} → {2}, Pool {3} → {4}.</translation>
    </message>
    <message>
        <source>The Sanity rating {0} stays within its cap {1}.</source>
        <translation>Der Wert der geistigen Gesundheit ({0}) bleibt innerhalb seiner Obergrenze {1}.</translation>
    </message>
</context>
<context>
    <name>OccupationChoicesDialog</name>
    <message>
        <source>Occupation choices: {0}</source>
        <translation>Berufsoptionen: {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <source>{0} takes {1}; the choices below add the rest of its occupation skills.</source>
        <translation>{0} erhält {1}; die Auswahl unten ergänzt die übrigen Berufsfertigkeiten.</translation>
    </message>
    <message>
        <source>Apply the occupation choices</source>
        <translation>Berufsoptionen übernehmen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>{0} choices are left to make</source>
        <translation>Noch {0} Entscheidungen offen</translation>
    </message>
    <message>
        <source>One choice is left to make</source>
        <translation>Noch eine Entscheidung offen</translation>
    </message>
    <message>
        <source>{0}: you may apply now and finish later; the sheet lists what is missing.</source>
        <translation>{0}: Sie können jetzt übernehmen und später fertigstellen; der Bogen zeigt, was fehlt.</translation>
    </message>
    <message>
        <source>Picks this occupation has no room for are removed: {0}.</source>
        <translation>Auswahlen, für die dieser Beruf keinen Platz hat, werden entfernt: {0}.</translation>
    </message>
    <message>
        <source>Correct the picks marked in red first.</source>
        <translation>Korrigieren Sie zuerst die rot markierten Auswahlen.</translation>
    </message>
    <message>
        <source>Set the choices of {0}</source>
        <translation>Optionen von {0} festlegen</translation>
    </message>
    <message>
        <source>The choices were not applied: {0}</source>
        <translation>Die Optionen wurden nicht übernommen: {0}</translation>
    </message>
</context>
<context>
    <name>OccupationChoicesForm</name>
    <message>
        <source>{0} ({1}): {2} points</source>
        <translation>{0} ({1}): {2} Punkte</translation>
    </message>
    <message>
        <source>{0} — the best</source>
        <translation>{0} — die beste</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Berufsfertigkeitspunkte</translation>
    </message>
    <message>
        <source>{0} = {1} points</source>
        <translation>{0} = {1} Punkte</translation>
    </message>
    <message>
        <source>{0}: pick the characteristic that counts.</source>
        <translation>{0}: Wählen Sie die Eigenschaft, die zählt.</translation>
    </message>
    <message>
        <source>Characteristic of the points formula</source>
        <translation>Eigenschaft der Punkteformel</translation>
    </message>
    <message>
        <source>The best, now {0}: {1} points</source>
        <translation>Die beste, derzeit {0}: {1} Punkte</translation>
    </message>
    <message>
        <source>“The best” follows the characteristics: it always takes the pick that gives the most points.</source>
        <translation>„Die beste“ richtet sich nach den Eigenschaften: Sie nimmt immer die Wahl, die die meisten Punkte ergibt.</translation>
    </message>
    <message>
        <source>&amp;Characteristic:</source>
        <translation>&amp;Eigenschaft:</translation>
    </message>
    <message>
        <source>Quick-start sets the occupation skills&apos; values: the formula is not used.</source>
        <translation>Schnellstart legt die Werte der Berufsfertigkeiten fest: Die Formel wird nicht verwendet.</translation>
    </message>
    <message>
        <source>Specialisations of the occupation&apos;s skills</source>
        <translation>Spezialisierungen der Berufsfertigkeiten</translation>
    </message>
    <message>
        <source>e.g. {0}</source>
        <translation>z. B. {0}</translation>
    </message>
    <message>
        <source>Name it</source>
        <translation>Name eingeben</translation>
    </message>
    <message>
        <source>Specialisation of {0}</source>
        <translation>Spezialisierung von {0}</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}:</translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation>(nicht gewählt)</translation>
    </message>
    <message>
        <source>{0}, pick {1} of {2}</source>
        <translation>{0}, Auswahl {1} von {2}</translation>
    </message>
    <message>
        <source>Pick &amp;{0}:</source>
        <translation>Auswahl &amp;{0}:</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>&amp;Auswahl:</translation>
    </message>
    <message>
        <source>{0} social skills</source>
        <translation>{0} soziale Fertigkeiten</translation>
    </message>
    <message>
        <source>One social skill</source>
        <translation>Eine soziale Fertigkeit</translation>
    </message>
    <message>
        <source>{0} skills of your choice (personal or era specialties)</source>
        <translation>{0} Fertigkeiten nach Wahl (persönliche oder zeittypische Spezialgebiete)</translation>
    </message>
    <message>
        <source>One skill of your choice (a personal or era specialty)</source>
        <translation>Eine Fertigkeit nach Wahl (ein persönliches oder zeittypisches Spezialgebiet)</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} aus {1}</translation>
    </message>
    <message>
        <source>One of {0}</source>
        <translation>Eine aus {0}</translation>
    </message>
    <message>
        <source>Choose or type a skill, e.g. Science (Chemistry)</source>
        <translation>Fertigkeit wählen oder eingeben, z. B. Naturwissenschaft (Chemie)</translation>
    </message>
    <message>
        <source>Choose or type, e.g. {0}</source>
        <translation>Wählen oder eingeben, z. B. {0}</translation>
    </message>
    <message>
        <source>Choose or type a skill</source>
        <translation>Fertigkeit wählen oder eingeben</translation>
    </message>
    <message>
        <source>Write the specialisation without brackets, e.g. {0}.</source>
        <translation>Schreiben Sie die Spezialisierung ohne Klammern, z. B. {0}.</translation>
    </message>
    <message>
        <source>{0} is already an occupation skill of {1}: pick another skill.</source>
        <translation>{0} ist bereits eine Berufsfertigkeit von {1}: Wählen Sie eine andere Fertigkeit.</translation>
    </message>
    <message>
        <source>pick {0} of “{1}”</source>
        <translation>Auswahl {0} von „{1}“</translation>
    </message>
    <message>
        <source>“{0}”</source>
        <translation>„{0}“</translation>
    </message>
    <message>
        <source>{0} is already picked ({1}): pick another skill.</source>
        <translation>{0} ist bereits gewählt ({1}): Wählen Sie eine andere Fertigkeit.</translation>
    </message>
    <message>
        <source>Name the specialisation, e.g. {0}.</source>
        <translation>Benennen Sie die Spezialisierung, z. B. {0}.</translation>
    </message>
    <message>
        <source>“{0}” is not a skill of the list. Add it to the sheet as a custom skill first, or pick a listed one.</source>
        <translation>„{0}“ ist keine Fertigkeit der Liste. Fügen Sie sie zuerst als eigene Fertigkeit zum Bogen hinzu oder wählen Sie eine aus der Liste.</translation>
    </message>
    <message>
        <source>{0} takes no occupation points: pick another skill.</source>
        <translation>{0} erhält keine Berufspunkte: Wählen Sie eine andere Fertigkeit.</translation>
    </message>
    <message>
        <source>{0} is not one of the options ({1}).</source>
        <translation>{0} ist keine der Optionen ({1}).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
</context>
<context>
    <name>OccupationPage</name>
    <message>
        <source>{0} social</source>
        <translation>{0} soziale</translation>
    </message>
    <message>
        <source>{0} other</source>
        <translation>{0} weitere</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} aus {1}</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>Type a name or a skill, e.g. Library Use</source>
        <translation>Name oder Fertigkeit eingeben, z. B. Bibliotheksnutzung</translation>
    </message>
    <message>
        <source>Show other &amp;eras</source>
        <translation>Andere &amp;Epochen zeigen</translation>
    </message>
    <message>
        <source>List the occupations of the other era too (they cannot be chosen)</source>
        <translation>Auch die Berufe der anderen Epoche auflisten (sie können nicht gewählt werden)</translation>
    </message>
    <message>
        <source>&amp;Custom occupation…</source>
        <translation>Eigener &amp;Beruf…</translation>
    </message>
    <message>
        <source>Make up an occupation the lists do not have</source>
        <translation>Einen Beruf erfinden, den die Listen nicht enthalten</translation>
    </message>
    <message>
        <source>Occupations</source>
        <translation>Berufe</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Choose what your investigator does for a living: it gives the occupation skills and the points to spend on them.</source>
        <translation>Wählen Sie, womit Ihr Investigator seinen Lebensunterhalt verdient: Der Beruf bestimmt die Berufsfertigkeiten und die Punkte, die Sie darauf verteilen.</translation>
    </message>
    <message>
        <source>No occupation chosen yet: pick one in the list (type to search), or make up your own.</source>
        <translation>Noch kein Beruf gewählt: Wählen Sie einen aus der Liste (tippen zum Suchen) oder erfinden Sie einen eigenen.</translation>
    </message>
    <message>
        <source>{0} = {1} occupation skill points for this investigator (with {2}, the best)</source>
        <translation>{0} = {1} Berufsfertigkeitspunkte für diesen Investigator (mit {2}, der besten)</translation>
    </message>
    <message>
        <source>{0} = {1} occupation skill points for this investigator</source>
        <translation>{0} = {1} Berufsfertigkeitspunkte für diesen Investigator</translation>
    </message>
    <message>
        <source>{0} (custom)</source>
        <translation>{0} (eigener)</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>Credit Rating {0}–{1}. Skills: {2}.</source>
        <translation>Finanzkraft {0}–{1}. Fertigkeiten: {2}.</translation>
    </message>
    <message>
        <source>plus a branch&apos;s: {0}</source>
        <translation>plus die einer Waffengattung: {0}</translation>
    </message>
    <message>
        <source>Type a name or an ability, e.g. Library Use</source>
        <translation>Name oder Fähigkeit eingeben, z. B. Bibliotheksnutzung</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Ihre Auswahl</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Waffengattung</translation>
    </message>
    <message>
        <source>Branch of ser&amp;vice:</source>
        <translation>&amp;Waffengattung:</translation>
    </message>
    <message>
        <source>Choose what your investigator does for a living: its abilities cost half price, and it sets where Credit Rating starts.</source>
        <translation>Wählen Sie, womit Ihr Investigator seinen Lebensunterhalt verdient: Die Berufsfähigkeiten kosten den halben Preis, und der Beruf legt fest, wo die Finanzkraft beginnt.</translation>
    </message>
    <message>
        <source>No occupation chosen yet: pick one in the list (type to search).</source>
        <translation>Noch kein Beruf gewählt: Wählen Sie einen aus der Liste (tippen zum Suchen).</translation>
    </message>
    <message>
        <source>{0}: occupational abilities at half price (1 build point buys {1} rating points): {2}.</source>
        <translation>{0}: Berufsfähigkeiten zum halben Preis (1 Aufbaupunkt kauft {1} Wertpunkte): {2}.</translation>
    </message>
    <message>
        <source>Credit Rating {0}: fixed, never bought.</source>
        <translation>Finanzkraft {0}: fest, wird nie gekauft.</translation>
    </message>
    <message>
        <source>Credit Rating {0}: it starts at {1} for free.</source>
        <translation>Finanzkraft {0}: beginnt kostenlos bei {1}.</translation>
    </message>
    <message>
        <source>Credit Rating is one of its occupational abilities.</source>
        <translation>Finanzkraft ist eine seiner Berufsfähigkeiten.</translation>
    </message>
    <message>
        <source>Choose a branch…</source>
        <translation>Waffengattung wählen…</translation>
    </message>
    <message>
        <source>&amp;{0}. {1}:</source>
        <translation>&amp;{0}. {1}:</translation>
    </message>
    <message>
        <source>{0} (if the keeper allows)</source>
        <translation>{0} (wenn der Spielleiter es erlaubt)</translation>
    </message>
    <message>
        <source>Keeper may add:</source>
        <translation>Spielleiter kann ergänzen:</translation>
    </message>
    <message>
        <source>Nothing to choose: every occupational ability is given.</source>
        <translation>Keine Auswahl nötig: Alle Berufsfähigkeiten sind vorgegeben.</translation>
    </message>
</context>
<context>
    <name>OccupationTableModel</name>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Skill points</source>
        <translation>Fertigkeitspunkte</translation>
    </message>
    <message>
        <source>Credit Rating</source>
        <translation>Finanzkraft</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>{0} (your data)</source>
        <translation>{0} (Ihre Daten)</translation>
    </message>
    <message>
        <source>modern only</source>
        <translation>nur Gegenwart</translation>
    </message>
    <message>
        <source>1920s only</source>
        <translation>nur 1920er</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0}–{1}</source>
        <translation>{0}–{1}</translation>
    </message>
</context>
<context>
    <name>OpposedRollDialog</name>
    <message>
        <source>Opposed roll</source>
        <translation>Vergleichender Wurf</translation>
    </message>
    <message>
        <source>Skill or characteristic</source>
        <translation>Fertigkeit oder Eigenschaft</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Opponent&apos;s value</source>
        <translation>Wert des Gegners</translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation>Bonuswürfel</translation>
    </message>
    <message>
        <source>Penalty dice</source>
        <translation>Maluswürfel</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Wurf:</translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s value:</source>
        <translation>Wert des &amp;Gegners:</translation>
    </message>
    <message>
        <source>&amp;Bonus dice:</source>
        <translation>&amp;Bonuswürfel:</translation>
    </message>
    <message>
        <source>&amp;Penalty dice:</source>
        <translation>&amp;Maluswürfel:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
</context>
<context>
    <name>PDF</name>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7. Edition</translation>
    </message>
    <message>
        <source>Personal Description</source>
        <translation>Persönliche Beschreibung</translation>
    </message>
    <message>
        <source>Ideology / Beliefs</source>
        <translation>Ideologie / Überzeugungen</translation>
    </message>
    <message>
        <source>Significant People</source>
        <translation>Wichtige Personen</translation>
    </message>
    <message>
        <source>Meaningful Locations</source>
        <translation>Bedeutsame Orte</translation>
    </message>
    <message>
        <source>Treasured Possessions</source>
        <translation>Wertvolle Besitztümer</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Charakterzüge</translation>
    </message>
    <message>
        <source>Injuries &amp; Scars</source>
        <translation>Verletzungen &amp; Narben</translation>
    </message>
    <message>
        <source>Phobias &amp; Manias</source>
        <translation>Phobien &amp; Manien</translation>
    </message>
    <message>
        <source>Arcane Tomes, Spells &amp; Artifacts</source>
        <translation>Arkane Schriften, Zauber &amp; Artefakte</translation>
    </message>
    <message>
        <source>Encounters with Strange Entities</source>
        <translation>Begegnungen mit fremdartigen Wesen</translation>
    </message>
    <message>
        <source>{0} era</source>
        <translation>Epoche: {0}</translation>
    </message>
    <message>
        <source>Investigator Skills</source>
        <translation>Fertigkeiten des Investigators</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Gear &amp; Possessions</source>
        <translation>Ausrüstung &amp; Besitz</translation>
    </message>
    <message>
        <source>Spending Level</source>
        <translation>Ausgabenniveau</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Vermögen</translation>
    </message>
    <message>
        <source>Cash in hand</source>
        <translation>Bargeld</translation>
    </message>
    <message>
        <source>Cash &amp; Assets</source>
        <translation>Bargeld &amp; Vermögen</translation>
    </message>
    <message>
        <source>{0} (player: {1})</source>
        <translation>{0} (Spieler: {1})</translation>
    </message>
    <message>
        <source>Fellow Investigators</source>
        <translation>Mitinvestigatoren</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Backstory &amp; Possessions</source>
        <translation>Hintergrund &amp; Besitz</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Wohnort</translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation>Geburtsort</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <source>Pronouns</source>
        <translation>Pronomen</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>value · half · fifth</source>
        <translation>Wert · Hälfte · Fünftel</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Trefferpunkte</translation>
    </message>
    <message>
        <source>max {0}</source>
        <translation>max. {0}</translation>
    </message>
    <message>
        <source>Magic Points</source>
        <translation>Magiepunkte</translation>
    </message>
    <message>
        <source>start {0} · max {1}</source>
        <translation>Start {0} · max. {1}</translation>
    </message>
    <message>
        <source>Sanity</source>
        <comment>Call of Cthulhu: Sanity (SAN)</comment>
        <translation>Geistige Stabilität</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Gesundheit</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>● occupation skill   ☐ improvement check</source>
        <translation>● Berufsfertigkeit   ☐ Steigerung</translation>
    </message>
    <message>
        <source>full</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>half</source>
        <translation>½</translation>
    </message>
    <message>
        <source>fifth</source>
        <translation>⅕</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Statur</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegungsweite</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Panzerung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Reichw.</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Angriffe</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Mun.</translation>
    </message>
    <message>
        <source>Malf.</source>
        <translation>Fehlf.</translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation>Schaden {0}</translation>
    </message>
    <message>
        <source>range {0}</source>
        <translation>Reichweite {0}</translation>
    </message>
    <message>
        <source>attacks {0}</source>
        <translation>Angriffe {0}</translation>
    </message>
    <message>
        <source>ammo {0}</source>
        <translation>Mun. {0}</translation>
    </message>
    <message>
        <source>malfunction {0}</source>
        <translation>Fehlfunktion {0}</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <translation>{0} (Fortsetzung)</translation>
    </message>
    <message>
        <source>Non-Player Character</source>
        <translation>Nichtspielercharakter</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <source>{0} statblocks</source>
        <translation>{0} Werteblöcke</translation>
    </message>
    <message>
        <source>{0} sheets</source>
        <translation>{0} Bögen</translation>
    </message>
    <message>
        <source>{0}: cannot create the folder: {1}</source>
        <translation>{0}: Der Ordner kann nicht angelegt werden: {1}</translation>
    </message>
    <message>
        <source>is a folder; give a file name such as sheets.pdf</source>
        <translation>ist ein Ordner; geben Sie einen Dateinamen an, etwa boegen.pdf</translation>
    </message>
    <message>
        <source>cannot write: {0}</source>
        <translation>kann nicht schreiben: {0}</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>STA</translation>
    </message>
    <message>
        <source>Lost today</source>
        <translation>Heute verloren</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>Zustände</translation>
    </message>
    <message>
        <source>Best Fighting</source>
        <translation>Bester Nahkampf</translation>
    </message>
    <message>
        <source>Best Firearms</source>
        <translation>Beste Schusswaffe</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Investigative abilities</source>
        <translation>Ermittlungsfähigkeiten</translation>
    </message>
    <message>
        <source>{0} gaps: abilities no investigator has are marked (gap)</source>
        <translation>{0} Lücken: Fähigkeiten, die kein Investigator hat, sind mit (Lücke) markiert</translation>
    </message>
    <message>
        <source>{0} (gap)</source>
        <translation>{0} (Lücke)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Acts at</source>
        <translation>Handelt bei</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <source>{0} characters · {1}</source>
        <translation>{0} Charaktere · {1}</translation>
    </message>
    <message>
        <source>{0} · {1} · party table · SheetMaker</source>
        <translation>{0} · {1} · Gruppenübersicht · SheetMaker</translation>
    </message>
    <message>
        <source>Combat order (DEX; +50 with a readied firearm)</source>
        <translation>Kampfreihenfolge (GE; +50 mit schussbereiter Feuerwaffe)</translation>
    </message>
    <message>
        <source>Combat order (rating of the tested fighting ability)</source>
        <translation>Kampfreihenfolge (Wert der geprobten Kampffähigkeit)</translation>
    </message>
    <message>
        <source>{0} character</source>
        <translation>{0} Charakter</translation>
    </message>
    <message>
        <source>{0} characters</source>
        <translation>{0} Charaktere</translation>
    </message>
    <message>
        <source>Keeper&apos;s Statblocks</source>
        <translation>Werteblöcke des Spielleiters</translation>
    </message>
    <message>
        <source>Statblocks · SheetMaker</source>
        <translation>Werteblöcke · SheetMaker</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>Alter {0}</translation>
    </message>
    <message>
        <source>DB:</source>
        <translation>SB:</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Statur:</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>BW:</translation>
    </message>
    <message>
        <source>MP:</source>
        <translation>MP:</translation>
    </message>
    <message>
        <source>Luck:</source>
        <translation>Glück:</translation>
    </message>
    <message>
        <source>Attacks per round:</source>
        <translation>Angriffe pro Runde:</translation>
    </message>
    <message>
        <source>{0} {1} damage {2}</source>
        <translation>{0} {1}, Schaden {2}</translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation>Fertigkeiten:</translation>
    </message>
    <message>
        <source>Armour:</source>
        <translation>Panzerung:</translation>
    </message>
    <message>
        <source>Sanity loss:</source>
        <translation>Stabilitätsverlust:</translation>
    </message>
    <message>
        <source>{0} {1} (pool {2})</source>
        <translation>{0} {1} (Pool {2})</translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation>Fähigkeiten:</translation>
    </message>
    <message>
        <source>Investigative:</source>
        <translation>Ermittlung:</translation>
    </message>
    <message>
        <source>Hit Threshold:</source>
        <translation>Trefferschwelle:</translation>
    </message>
    <message>
        <source>Alertness Modifier:</source>
        <translation>Wachsamkeitsmodifikator:</translation>
    </message>
    <message>
        <source>Stealth Modifier:</source>
        <translation>Heimlichkeitsmodifikator:</translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation>Waffe:</translation>
    </message>
    <message>
        <source>−{0} vs. damage</source>
        <translation>−{0} gegen Schaden</translation>
    </message>
    <message>
        <source>Armor:</source>
        <translation>Rüstung:</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>KS</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Near</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Weit</translation>
    </message>
    <message>
        <source>Pulp campaign</source>
        <translation>Pulp-Kampagne</translation>
    </message>
    <message>
        <source>Purist campaign</source>
        <translation>Purist-Kampagne</translation>
    </message>
    <message>
        <source>Occupational Benefits</source>
        <translation>Berufliche Vorteile</translation>
    </message>
    <message>
        <source>Occupational Benefits (continued)</source>
        <translation>Berufliche Vorteile (Fortsetzung)</translation>
    </message>
    <message>
        <source>{0} intact · {1} at creation</source>
        <translation>{0} von {1} intakt</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Säulen der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>Pillars of Sanity (continued)</source>
        <translation>Säulen der geistigen Gesundheit (Fortsetzung)</translation>
    </message>
    <message>
        <source>{0} alive · {1} needed</source>
        <translation>{0} am Leben · {1} nötig</translation>
    </message>
    <message>
        <source>{0} alive · Pulp rule</source>
        <translation>{0} am Leben · Pulp-Regel</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Quellen der Stabilität</translation>
    </message>
    <message>
        <source>Sources of Stability (continued)</source>
        <translation>Quellen der Stabilität (Fortsetzung)</translation>
    </message>
    <message>
        <source>rating {0} · {1} named</source>
        <translation>Wert {0} · {1} genannt</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Languages (continued)</source>
        <translation>Sprachen (Fortsetzung)</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>rating {0} · pool {1}</source>
        <translation>Wert {0} · Pool {1}</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>Mental Disorders</source>
        <translation>Geistige Störungen</translation>
    </message>
    <message>
        <source>Occupation range</source>
        <translation>Spanne des Berufs</translation>
    </message>
    <message>
        <source>False Sanity</source>
        <translation>Falsche geistige Gesundheit</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Background &amp; Equipment</source>
        <translation>Hintergrund &amp; Ausrüstung</translation>
    </message>
    <message>
        <source>shattered</source>
        <translation>zerschmettert</translation>
    </message>
    <message>
        <source>crumbled</source>
        <translation>zerbröckelt</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>vermisst</translation>
    </message>
    <message>
        <source>estranged</source>
        <translation>entfremdet</translation>
    </message>
    <message>
        <source>{0} (meaningless)</source>
        <translation>{0} (bedeutungslos)</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>plus {0}</source>
        <translation>plus {0}</translation>
    </message>
    <message>
        <source>Occupational abilities (half price): {0}.</source>
        <translation>Berufsfähigkeiten (halber Preis): {0}.</translation>
    </message>
    <message>
        <source>Credit Rating {0}, never bought.</source>
        <translation>Finanzkraft {0}, wird nie gekauft.</translation>
    </message>
    <message>
        <source>Credit Rating {0}.</source>
        <translation>Finanzkraft {0}.</translation>
    </message>
    <message>
        <source>Languages: {0}.</source>
        <translation>Sprachen: {0}.</translation>
    </message>
    <message>
        <source>With the keeper&apos;s leave: {0}.</source>
        <translation>Mit Erlaubnis des Spielleiters: {0}.</translation>
    </message>
    <message>
        <source>(continued on the next page)</source>
        <translation>(Fortsetzung auf der nächsten Seite)</translation>
    </message>
    <message>
        <source>{0} more on the next page</source>
        <translation>{0} weitere auf der nächsten Seite</translation>
    </message>
    <message>
        <source>Sanity, Stability and Health</source>
        <translation>Geistige Gesundheit, Stabilität und Gesundheit</translation>
    </message>
    <message>
        <source>frame: rating · filled: pool</source>
        <translation>Rahmen: Wert · gefüllt: Pool</translation>
    </message>
    <message>
        <source>permanently insane</source>
        <translation>dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>insane</source>
        <translation>wahnsinnig</translation>
    </message>
    <message>
        <source>mind blasted</source>
        <translation>geistig zerrüttet</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation>Trefferschwelle</translation>
    </message>
    <message>
        <source>Alertness</source>
        <translation>Wachsamkeit</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Heimlichkeit</translation>
    </message>
    <message>
        <source>Academic</source>
        <translation>Akademisch</translation>
    </message>
    <message>
        <source>Interpersonal</source>
        <translation>Zwischenmenschlich</translation>
    </message>
    <message>
        <source>Technical</source>
        <translation>Technisch</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>● occupational   rating · pool</source>
        <translation>● Beruf   Wert · Pool</translation>
    </message>
    <message>
        <source>damage 1D6 + modifier; — out of reach</source>
        <translation>Schaden 1D6 + Modifikator; — außer Reichweite</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
</context>
<context>
    <name>PartyDock</name>
    <message>
        <source>Party table</source>
        <translation>Gruppenübersicht</translation>
    </message>
</context>
<context>
    <name>PartyModel</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Gesundheit</translation>
    </message>
    <message>
        <source>Nobody in the party has {0}: its clues need another way in.</source>
        <translation>Niemand in der Gruppe hat {0}: Die zugehörigen Hinweise brauchen einen anderen Zugang.</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>NSC</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>{0}, {1} played by {2}.</source>
        <translation>{0}, {1}, gespielt von {2}.</translation>
    </message>
    <message>
        <source>{0}, {1}.</source>
        <translation>{0}, {1}.</translation>
    </message>
    <message>
        <source>the party table has no sheet to roll for</source>
        <translation>die Gruppenübersicht enthält keinen Bogen, für den gewürfelt werden kann</translation>
    </message>
    <message>
        <source>Group SAN roll, loss {0}</source>
        <translation>Gruppen-Stabilitätswurf, Verlust {0}</translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed; {2} SAN lost in all.</source>
        <translation>{0} erfolgreich, {1} misslungen; insgesamt {2} STA verloren.</translation>
    </message>
    <message>
        <source>Group Luck roll</source>
        <translation>Gruppen-Glückswurf</translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed. Lowest Luck: {2} ({3}).</source>
        <translation>{0} erfolgreich, {1} misslungen. Niedrigstes Glück: {2} ({3}).</translation>
    </message>
    <message>
        <source>Group Stability test, loss {0}</source>
        <translation>Gruppen-Stabilitätsprobe, Verlust {0}</translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed.</source>
        <translation>{0} erfolgreich, {1} misslungen.</translation>
    </message>
</context>
<context>
    <name>PartyPanel</name>
    <message>
        <source>Game of the party</source>
        <translation>Spiel der Gruppe</translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation>Call of Cthulhu</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Add Open Sheets…</source>
        <translation>Offene Bögen hinzufügen…</translation>
    </message>
    <message>
        <source>Add open sheets of this game to the table. You can also drop sheet files on it.</source>
        <translation>Offene Bögen dieses Spiels zur Übersicht hinzufügen. Sie können auch Bogendateien darauf ziehen.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Take the selected rows off the table (the sheets stay open).</source>
        <translation>Die gewählten Zeilen aus der Übersicht nehmen (die Bögen bleiben offen).</translation>
    </message>
    <message>
        <source>Print Party Table…</source>
        <translation>Gruppenübersicht drucken…</translation>
    </message>
    <message>
        <source>Save the table and the combat order as a one-page PDF.</source>
        <translation>Die Übersicht und die Kampfreihenfolge als einseitiges PDF speichern.</translation>
    </message>
    <message>
        <source>Party table</source>
        <translation>Gruppenübersicht</translation>
    </message>
    <message>
        <source>Group SAN Roll</source>
        <translation>Gruppen-Stabilitätswurf</translation>
    </message>
    <message>
        <source>SAN loss of the group roll</source>
        <translation>STA-Verlust des Gruppenwurfs</translation>
    </message>
    <message>
        <source>The loss on a success / on a failure, such as 0/1D6 or 1/1D4+1.</source>
        <translation>Der Verlust bei Erfolg / bei Misserfolg, etwa 0/1D6 oder 1/1D4+1.</translation>
    </message>
    <message>
        <source>Group Luck Roll</source>
        <translation>Gruppen-Glückswurf</translation>
    </message>
    <message>
        <source>Group Stability Test</source>
        <translation>Gruppen-Stabilitätsprobe</translation>
    </message>
    <message>
        <source>loss </source>
        <translation>Verlust </translation>
    </message>
    <message>
        <source>Stability loss of the group test</source>
        <translation>Stabilitätsverlust der Gruppenprobe</translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation>Mythos</translation>
    </message>
    <message>
        <source>A Mythos shock: a failure can also cost Sanity.</source>
        <translation>Ein Mythos-Schock: Ein Fehlschlag kann auch geistige Gesundheit kosten.</translation>
    </message>
    <message>
        <source>Rolls for the selected rows, or for every row when none is selected.</source>
        <translation>Würfelt für die gewählten Zeilen oder für alle, wenn keine gewählt ist.</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Gruppe:</translation>
    </message>
    <message>
        <source>Combat order</source>
        <translation>Kampfreihenfolge</translation>
    </message>
    <message>
        <source>Nothing was rolled: {0}.</source>
        <translation>Es wurde nicht gewürfelt: {0}.</translation>
    </message>
    <message>
        <source>{0} others</source>
        <translation>{0} weitere</translation>
    </message>
    <message>
        <source>DEX {0}</source>
        <translation>GE {0}</translation>
    </message>
    <message>
        <source>DEX {0} + 50 for a readied firearm</source>
        <translation>GE {0} + 50 für eine schussbereite Feuerwaffe</translation>
    </message>
    <message>
        <source>; tied with {0} on DEX and combat skill: the keeper decides</source>
        <translation>; gleichauf mit {0} bei GE und Kampffertigkeit: Der Spielleiter entscheidet</translation>
    </message>
    <message>
        <source>; same DEX as {0}: the higher combat skill goes first ({1} {2})</source>
        <translation>; gleiche GE wie {0}: Die höhere Kampffertigkeit handelt zuerst ({1} {2})</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>; surprised: acts last</source>
        <translation>; überrascht: handelt zuletzt</translation>
    </message>
    <message>
        <source>a player acts before an NPC</source>
        <translation>ein Spieler handelt vor einem NSC</translation>
    </message>
    <message>
        <source>more {0} pool points ({1})</source>
        <translation>mehr Poolpunkte in {0} ({1})</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>ausgelost</translation>
    </message>
    <message>
        <source>; tied with {0}: {1}</source>
        <translation>; gleichauf mit {0}: {1}</translation>
    </message>
    <message>
        <source>No gaps: every investigative ability is covered by an investigator.</source>
        <translation>Keine Lücken: Jede Ermittlungsfähigkeit ist durch einen Investigator abgedeckt.</translation>
    </message>
    <message>
        <source>Tinted columns are gaps: {0} investigative abilities no investigator in the table has.</source>
        <translation>Getönte Spalten sind Lücken: {0} Ermittlungsfähigkeiten, die kein Investigator in der Übersicht hat.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat order&lt;/b&gt;: by DEX, +50 with a readied firearm.</source>
        <translation>&lt;b&gt;Kampfreihenfolge&lt;/b&gt;: nach GE, +50 mit schussbereiter Feuerwaffe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat order&lt;/b&gt;: by the rating of the tested fighting ability.</source>
        <translation>&lt;b&gt;Kampfreihenfolge&lt;/b&gt;: nach dem Wert der geprobten Kampffähigkeit.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Character and reason</source>
        <translation>Charakter und Grund</translation>
    </message>
    <message>
        <source>Readied</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation>Überrascht</translation>
    </message>
    <message>
        <source>Tick a readied firearm: it acts at DEX + 50.</source>
        <translation>Bei schussbereiter Feuerwaffe ankreuzen: Sie handelt bei GE + 50.</translation>
    </message>
    <message>
        <source>Tick the surprised: they act last.</source>
        <translation>Überraschte ankreuzen: Sie handeln zuletzt.</translation>
    </message>
    <message>
        <source>Readied firearm</source>
        <translation>Schussbereite Feuerwaffe</translation>
    </message>
    <message>
        <source>A readied firearm acts at DEX + 50.</source>
        <translation>Eine schussbereite Feuerwaffe handelt bei GE + 50.</translation>
    </message>
    <message>
        <source>Surprised characters act last.</source>
        <translation>Überraschte Charaktere handeln zuletzt.</translation>
    </message>
    <message>
        <source>The PDF could not be written: {0}.</source>
        <translation>Das PDF konnte nicht geschrieben werden: {0}.</translation>
    </message>
    <message>
        <source>The party table was saved as “{0}”.</source>
        <translation>Die Gruppenübersicht wurde als „{0}“ gespeichert.</translation>
    </message>
    <message>
        <source>Print Party Table</source>
        <translation>Gruppenübersicht drucken</translation>
    </message>
    <message>
        <source>Party.pdf</source>
        <translation>Gruppe.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PartyTable</name>
    <message>
        <source>No one in the party yet. Drag sheets here from the library or your file manager, or use Add Open Sheets…</source>
        <translation>Noch niemand in der Gruppe. Ziehen Sie Bögen aus der Bibliothek oder Ihrem Dateimanager hierher oder verwenden Sie Offene Bögen hinzufügen…</translation>
    </message>
</context>
<context>
    <name>PdfExporter</name>
    <message>
        <source>Export PDF</source>
        <translation>PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation>Datei ersetzen</translation>
    </message>
    <message>
        <source>“{0}” already exists. Replace it?</source>
        <translation>„{0}“ ist bereits vorhanden. Ersetzen?</translation>
    </message>
    <message>
        <source>Exporting “{0}”…</source>
        <translation>„{0}“ wird exportiert…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>PDF export progress</source>
        <translation>Fortschritt des PDF-Exports</translation>
    </message>
    <message>
        <source>Cancel the export</source>
        <translation>Export abbrechen</translation>
    </message>
    <message>
        <source>The PDF “{0}” was written. Open it now?</source>
        <translation>Das PDF „{0}“ wurde geschrieben. Jetzt öffnen?</translation>
    </message>
    <message>
        <source>The PDF could not be opened.</source>
        <translation>Das PDF konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>No application to show PDF files was found. The file is here: {0}</source>
        <translation>Es wurde keine Anwendung zum Anzeigen von PDF-Dateien gefunden. Die Datei liegt hier: {0}</translation>
    </message>
    <message>
        <source>{0} Try another folder or name.</source>
        <translation>{0} Versuchen Sie einen anderen Ordner oder Namen.</translation>
    </message>
    <message>
        <source>An unexpected error stopped the export: {0}</source>
        <translation>Ein unerwarteter Fehler hat den Export abgebrochen: {0}</translation>
    </message>
    <message>
        <source>“{0}” was not exported.</source>
        <translation>„{0}“ wurde nicht exportiert.</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>Datei: {0}</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Luck Roll</source>
        <translation>&amp;Glückswurf</translation>
    </message>
    <message>
        <source>&amp;Idea Roll</source>
        <translation>&amp;Ideenwurf</translation>
    </message>
    <message>
        <source>&amp;Know Roll</source>
        <translation>&amp;Wissenswurf</translation>
    </message>
    <message>
        <source>&amp;SAN Roll…</source>
        <translation>&amp;Stabilitätswurf…</translation>
    </message>
    <message>
        <source>&amp;Opposed Roll…</source>
        <translation>&amp;Vergleichender Wurf…</translation>
    </message>
    <message>
        <source>&amp;Development Phase…</source>
        <translation>St&amp;eigerungsphase…</translation>
    </message>
    <message>
        <source>Luck &amp;Recovery</source>
        <translation>Glück &amp;zurückgewinnen</translation>
    </message>
    <message>
        <source>&amp;New Day</source>
        <translation>&amp;Neuer Tag</translation>
    </message>
    <message>
        <source>A&amp;ge the Investigator…</source>
        <translation>Investigator &amp;altern lassen…</translation>
    </message>
    <message>
        <source>D&amp;ying: CON Roll for This Round</source>
        <translation>S&amp;terbend: KO-Wurf für diese Runde</translation>
    </message>
    <message>
        <source>S&amp;tability Test…</source>
        <translation>Stabilitäts&amp;probe…</translation>
    </message>
    <message>
        <source>Refresh &amp;Between Adventures</source>
        <translation>Auffrischen zwischen A&amp;benteuern</translation>
    </message>
    <message>
        <source>&amp;24-Hour Refresh</source>
        <translation>&amp;24-Stunden-Auffrischung</translation>
    </message>
    <message>
        <source>A Day of &amp;Rest</source>
        <translation>&amp;Ruhetag</translation>
    </message>
    <message>
        <source>Gain Cthulhu &amp;Mythos…</source>
        <translation>Cthulhu-&amp;Mythos gewinnen…</translation>
    </message>
    <message>
        <source>T&amp;ake Damage…</source>
        <translation>S&amp;chaden nehmen…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>&amp;Heilen…</translation>
    </message>
    <message>
        <source>Roll against Luck</source>
        <translation>Wurf gegen Glück</translation>
    </message>
    <message>
        <source>Roll against INT</source>
        <translation>Wurf gegen IN</translation>
    </message>
    <message>
        <source>Roll against EDU</source>
        <translation>Wurf gegen BI</translation>
    </message>
    <message>
        <source>A Sanity roll with a loss you type, such as 0/1D6</source>
        <translation>Ein Stabilitätswurf mit einem Verlust, den Sie eingeben, etwa 0/1D6</translation>
    </message>
    <message>
        <source>Roll a skill or characteristic against a value</source>
        <translation>Eine Fertigkeit oder Eigenschaft gegen einen Wert würfeln</translation>
    </message>
    <message>
        <source>Roll for every ticked skill</source>
        <translation>Für jede angekreuzte Fertigkeit würfeln</translation>
    </message>
    <message>
        <source>1D100 above Luck adds 1D10 Luck</source>
        <translation>1D100 über Glück bringt 1D10 Glück</translation>
    </message>
    <message>
        <source>A new game day: SAN lost today goes back to 0</source>
        <translation>Ein neuer Spieltag: Der heutige STA-Verlust wird auf 0 zurückgesetzt</translation>
    </message>
    <message>
        <source>Test Stability against a traumatic event</source>
        <translation>Stabilitätsprobe gegen ein traumatisches Ereignis</translation>
    </message>
    <message>
        <source>Refresh every pool</source>
        <translation>Alle Pools auffrischen</translation>
    </message>
    <message>
        <source>Refresh the pools that refresh every day</source>
        <translation>Die täglich aufgefrischten Pools auffrischen</translation>
    </message>
    <message>
        <source>Recover 2 Health</source>
        <translation>2 Gesundheit zurückgewinnen</translation>
    </message>
    <message>
        <source>Age the investigator in play, decade by decade</source>
        <translation>Den Investigator im Spiel altern lassen, Jahrzehnt für Jahrzehnt</translation>
    </message>
    <message>
        <source>A dying investigator&apos;s CON roll at the end of a round: a failure is death</source>
        <translation>KO-Wurf eines sterbenden Investigators am Ende einer Runde: Ein Fehlschlag bedeutet den Tod</translation>
    </message>
    <message>
        <source>Gain Cthulhu Mythos; the Sanity rating falls to 10 − Mythos</source>
        <translation>Cthulhu-Mythos gewinnen; der Wert der geistigen Gesundheit sinkt auf 10 − Mythos</translation>
    </message>
    <message>
        <source>Take damage from an attack or a fall; the wound rules apply</source>
        <translation>Schaden durch einen Angriff oder Sturz erleiden; die Wundregeln gelten</translation>
    </message>
    <message>
        <source>Heal with First Aid, Medicine or rest</source>
        <translation>Heilung durch Erste Hilfe, Medizin oder Ruhe</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Stabilität</translation>
    </message>
    <message>
        <source>{0} skill(s) ticked: roll for each, add the gains and clear the ticks?</source>
        <translation>{0} Fertigkeit(en) angekreuzt: für jede würfeln, die Steigerungen addieren und die Kreuze entfernen?</translation>
    </message>
    <message>
        <source>No skill is ticked: nothing can improve. Run the phase anyway?</source>
        <translation>Keine Fertigkeit ist angekreuzt: Nichts kann sich verbessern. Phase trotzdem durchführen?</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Steigerungsphase</translation>
    </message>
    <message>
        <source>New day</source>
        <translation>Neuer Tag</translation>
    </message>
    <message>
        <source>Health {0} of {1} ({2})</source>
        <translation>Gesundheit {0} von {1} ({2})</translation>
    </message>
    <message>
        <source>HP {0} of {1}</source>
        <translation>TP {0} von {1}</translation>
    </message>
    <message>
        <source>major wound</source>
        <translation>schwere Wunde</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
</context>
<context>
    <name>PortraitWidget</name>
    <message>
        <source>This file is not an image SheetMaker can read (PNG, JPEG, BMP, GIF…).</source>
        <translation>Diese Datei ist kein Bild, das SheetMaker lesen kann (PNG, JPEG, BMP, GIF…).</translation>
    </message>
    <message>
        <source>The image is {0} × {1} pixels: too large. Use an image under {2} megapixels.</source>
        <translation>Das Bild hat {0} × {1} Pixel: zu groß. Verwenden Sie ein Bild unter {2} Megapixeln.</translation>
    </message>
    <message>
        <source>The image cannot be read: {0}</source>
        <translation>Das Bild kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>The image could not be converted for the sheet.</source>
        <translation>Das Bild konnte nicht für den Bogen umgewandelt werden.</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Porträt</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <source>Choose a portrait</source>
        <translation>Porträt wählen</translation>
    </message>
    <message>
        <source>Choose an image file, or drop one on the portrait</source>
        <translation>Wählen Sie eine Bilddatei oder ziehen Sie eine auf das Porträt</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the portrait</source>
        <translation>Porträt entfernen</translation>
    </message>
    <message>
        <source>No portrait

Choose one or drop an image here</source>
        <translation>Kein Porträt

Wählen Sie eines oder ziehen Sie ein Bild hierher</translation>
    </message>
    <message>
        <source>The portrait cannot be shown</source>
        <translation>Das Porträt kann nicht angezeigt werden</translation>
    </message>
    <message>
        <source>Portrait ({0} × {1} pixels)</source>
        <translation>Porträt ({0} × {1} Pixel)</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>Autosave interval in minutes</source>
        <translation>Intervall der automatischen Sicherung in Minuten</translation>
    </message>
    <message>
        <source>Unsaved sheets are copied to a recovery folder this often, so a crash loses at most this much work.</source>
        <translation>Ungespeicherte Bögen werden in diesem Abstand in einen Wiederherstellungsordner kopiert, sodass ein Absturz höchstens so viel Arbeit kostet.</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>1920er</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Gegenwart</translation>
    </message>
    <message>
        <source>Era of new Call of Cthulhu sheets</source>
        <translation>Epoche neuer Call-of-Cthulhu-Bögen</translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation>&amp;Ungewöhnliche Fertigkeiten zeigen</translation>
    </message>
    <message>
        <source>List the era&apos;s uncommon skills on new and opened sheets.</source>
        <translation>Die ungewöhnlichen Fertigkeiten der Epoche auf neuen und geöffneten Bögen auflisten.</translation>
    </message>
    <message>
        <source>Purist</source>
        <translation>Purist</translation>
    </message>
    <message>
        <source>Pulp</source>
        <translation>Pulp</translation>
    </message>
    <message>
        <source>Campaign style of new Trail of Cthulhu sheets</source>
        <translation>Kampagnenstil neuer Trail-of-Cthulhu-Bögen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Wie im System</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast, light</source>
        <translation>Hoher Kontrast, hell</translation>
    </message>
    <message>
        <source>High contrast, dark</source>
        <translation>Hoher Kontrast, dunkel</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The language of the menus, the sheets and the PDFs; it changes at once.</source>
        <translation>Die Sprache der Menüs, der Bögen und der PDFs; sie ändert sich sofort.</translation>
    </message>
    <message>
        <source>Text size in percent</source>
        <translation>Textgröße in Prozent</translation>
    </message>
    <message>
        <source>The size of the text in every window (also View → Larger Text, Ctrl++).</source>
        <translation>Die Größe des Texts in allen Fenstern (auch Ansicht → Text größer, Strg++).</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Systemschrift</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Schriftart</translation>
    </message>
    <message>
        <source>The font of the sheets, the roll log and every window.</source>
        <translation>Die Schrift der Bögen, des Wurfprotokolls und aller Fenster.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>&amp;Automatisch sichern alle:</translation>
    </message>
    <message>
        <source>&amp;Colour scheme:</source>
        <translation>&amp;Farbschema:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>Sch&amp;riftart:</translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation>Call of Cthulhu</translation>
    </message>
    <message>
        <source>&amp;Era of new sheets:</source>
        <translation>&amp;Epoche neuer Bögen:</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Campaign st&amp;yle of new sheets:</source>
        <translation>Kampagnen&amp;stil neuer Bögen:</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>(no name yet)</source>
        <translation>(noch kein Name)</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>Alter {0}</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>1920er</translation>
    </message>
    <message>
        <source>modern day</source>
        <translation>Gegenwart</translation>
    </message>
    <message>
        <source>played by {0}</source>
        <translation>gespielt von {0}</translation>
    </message>
    <message>
        <source>Born in {0}; lives in {1}.</source>
        <translation>Geboren in {0}; wohnt in {1}.</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>STA</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>BW</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Statur</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Schadensbonus</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>● an occupation skill. Every other skill is at its base.</source>
        <translation>● eine Berufsfertigkeit. Alle anderen Fertigkeiten stehen auf ihrem Basiswert.</translation>
    </message>
    <message>
        <source>No skill is raised above its base yet.</source>
        <translation>Noch keine Fertigkeit ist über ihren Basiswert gesteigert.</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation>Schaden {0}</translation>
    </message>
    <message>
        <source>range {0}</source>
        <translation>Reichweite {0}</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Money and possessions</source>
        <translation>Geld und Besitz</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}.</source>
        <translation>Finanzkraft {0} ({1}): Bargeld {2}, Vermögen {3}, Ausgabenniveau {4}.</translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Noch nichts eingetragen.</translation>
    </message>
    <message>
        <source>Purist campaign</source>
        <translation>Purist-Kampagne</translation>
    </message>
    <message>
        <source>Pulp campaign</source>
        <translation>Pulp-Kampagne</translation>
    </message>
    <message>
        <source>Build points</source>
        <translation>Aufbaupunkte</translation>
    </message>
    <message>
        <source>Investigative</source>
        <translation>Ermittlung</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>{0}: {1} spent of {2}, {3} left</source>
        <translation>{0}: {1} von {2} ausgegeben, {3} übrig</translation>
    </message>
    <message>
        <source>({0} withheld)</source>
        <translation>({0} zurückbehalten)</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Gesundheit</translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation>Trefferschwelle</translation>
    </message>
    <message>
        <source>Credit Rating {0}: {1}.</source>
        <translation>Finanzkraft {0}: {1}.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fähigkeiten</translation>
    </message>
    <message>
        <source>● an occupational ability (half price).</source>
        <translation>● eine Berufsfähigkeit (halber Preis).</translation>
    </message>
    <message>
        <source>No ability is rated yet.</source>
        <translation>Noch keine Fähigkeit hat einen Wert.</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Only the mother tongue.</source>
        <translation>Nur die Muttersprache.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>None chosen yet.</source>
        <translation>Noch nichts gewählt.</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Säulen der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Quellen der Stabilität</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Occupational benefits</source>
        <translation>Berufliche Vorteile</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
</context>
<context>
    <name>ReviewPageBase</name>
    <message>
        <source>The investigator and the problems left</source>
        <translation>Der Investigator und die verbleibenden Probleme</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Überprüfung</translation>
    </message>
    <message>
        <source>Read your investigator through before finishing: click a problem to go to the page that fixes it.</source>
        <translation>Lesen Sie Ihren Investigator vor dem Abschluss durch: Klicken Sie auf ein Problem, um zu der Seite zu gelangen, auf der es behoben wird.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>This investigator follows every creation rule checked.</source>
        <translation>Dieser Investigator erfüllt alle geprüften Erschaffungsregeln.</translation>
    </message>
    <message>
        <source>Needed:</source>
        <translation>Erforderlich:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Hinweis:</translation>
    </message>
    <message>
        <source>Go to {0}</source>
        <translation>Zu „{0}“ wechseln</translation>
    </message>
    <message>
        <source>What the last change did</source>
        <translation>Was die letzte Änderung bewirkt hat</translation>
    </message>
</context>
<context>
    <name>RollButton</name>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll {0}</source>
        <translation>{0} würfeln</translation>
    </message>
    <message>
        <source>Roll {0}
Shift-click or the arrow: roll with options…</source>
        <translation>{0} würfeln
Umschalt-Klick oder Pfeil: mit Optionen würfeln…</translation>
    </message>
    <message>
        <source>Roll with options…</source>
        <translation>Mit Optionen würfeln…</translation>
    </message>
    <message>
        <source>Roll refused</source>
        <translation>Wurf abgelehnt</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>Idee</translation>
    </message>
    <message>
        <source>Know</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Glück</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Stabilität</translation>
    </message>
    <message>
        <source>{0} damage</source>
        <translation>Schaden mit {0}</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>Schaden</translation>
    </message>
</context>
<context>
    <name>RollController</name>
    <message>
        <source>Dice: {0}</source>
        <translation>Würfel: {0}</translation>
    </message>
    <message>
        <source>Result: {0}</source>
        <translation>Ergebnis: {0}</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation>Kritischer Erfolg</translation>
    </message>
    <message>
        <source>Extreme success</source>
        <translation>Extremer Erfolg</translation>
    </message>
    <message>
        <source>Hard success</source>
        <translation>Schwieriger Erfolg</translation>
    </message>
    <message>
        <source>Regular success</source>
        <translation>Normaler Erfolg</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehner</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einer</translation>
    </message>
    <message>
        <source>{0} (needed {1})</source>
        <translation>{0} (benötigt: {1})</translation>
    </message>
    <message>
        <source>{0}, not enough: failure (needed {1})</source>
        <translation>{0}, nicht genug: Fehlschlag (benötigt: {1})</translation>
    </message>
    <message>
        <source>{0} bonus</source>
        <translation>{0} Bonuswürfel</translation>
    </message>
    <message>
        <source>{0} penalty</source>
        <translation>{0} Maluswürfel</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>forciert</translation>
    </message>
    <message>
        <source>Luck spent</source>
        <translation>Glück eingesetzt</translation>
    </message>
    <message>
        <source>the sheet of this roll is closed</source>
        <translation>der Bogen dieses Wurfs ist geschlossen</translation>
    </message>
    <message>
        <source>this is a {0} sheet: {1} rolls do not apply</source>
        <translation>dies ist ein Bogen für {0}: Würfe für {1} gelten hier nicht</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>SAN loss {0}</source>
        <translation>STA-Verlust {0}</translation>
    </message>
    <message>
        <source>{0} on a success, {1} on a failure ({2} on a fumble)</source>
        <translation>{0} bei Erfolg, {1} bei Fehlschlag ({2} bei Patzer)</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Forcieren</translation>
    </message>
    <message>
        <source>Spend {0} Luck → {1}</source>
        <translation>{0} Glück einsetzen → {1}</translation>
    </message>
    <message>
        <source>not enough Luck: {0} needed, {1} left</source>
        <translation>nicht genug Glück: {0} nötig, {1} übrig</translation>
    </message>
    <message>
        <source>Roll {0}</source>
        <translation>{0} würfeln</translation>
    </message>
    <message>
        <source>Idea roll</source>
        <translation>Ideenwurf</translation>
    </message>
    <message>
        <source>Know roll</source>
        <translation>Wissenswurf</translation>
    </message>
    <message>
        <source>Luck roll</source>
        <translation>Glückswurf</translation>
    </message>
    <message>
        <source>INT roll (temporary insanity)</source>
        <translation>IN-Wurf (vorübergehender Wahnsinn)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>loss: maximum {0}</source>
        <translation>Verlust: maximal {0}</translation>
    </message>
    <message>
        <source>{0}: {1} SAN lost ({2}), SAN {3} → {4}</source>
        <translation>{0}: {1} STA verloren ({2}), STA {3} → {4}</translation>
    </message>
    <message>
        <source>SAN roll ({0})</source>
        <translation>Stabilitätswurf ({0})</translation>
    </message>
    <message>
        <source>Sanity {0}, loss {1}</source>
        <translation>Geistige Stabilität {0}, Verlust {1}</translation>
    </message>
    <message>
        <source>the opponent&apos;s value must be a whole number &gt;= 0</source>
        <translation>der Wert des Gegners muss eine ganze Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <source>Opposed {0}</source>
        <translation>Vergleichender Wurf: {0}</translation>
    </message>
    <message>
        <source>{0} {1} vs {2} {3}</source>
        <translation>{0} {1} gegen {2} {3}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>the sheet has no weapon number {0}</source>
        <translation>der Bogen hat keine Waffe Nummer {0}</translation>
    </message>
    <message>
        <source>maximum {0}</source>
        <translation>maximal {0}</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrem</translation>
    </message>
    <message>
        <source>Damage {0}</source>
        <translation>Schaden {0}</translation>
    </message>
    <message>
        <source>{0} damage (DB {1})</source>
        <translation>{0} Schaden (SB {1})</translation>
    </message>
    <message>
        <source>Apply {0} damage to this sheet</source>
        <translation>{0} Schaden auf diesen Bogen anwenden</translation>
    </message>
    <message>
        <source>{0} of {1} ticked skills improved</source>
        <translation>{0} von {1} angekreuzten Fertigkeiten gesteigert</translation>
    </message>
    <message>
        <source>+{0} SAN</source>
        <translation>+{0} STA</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Steigerungsphase</translation>
    </message>
    <message>
        <source>{0} improved</source>
        <translation>{0} gesteigert</translation>
    </message>
    <message>
        <source>Luck recovery</source>
        <translation>Glück zurückgewinnen</translation>
    </message>
    <message>
        <source>Luck recovery (Luck {0})</source>
        <translation>Glück zurückgewinnen (Glück {0})</translation>
    </message>
    <message>
        <source>Luck {0} → {1}</source>
        <translation>Glück {0} → {1}</translation>
    </message>
    <message>
        <source>give the SAN loss, such as 0/1D6</source>
        <translation>geben Sie den STA-Verlust an, etwa 0/1D6</translation>
    </message>
    <message>
        <source>give the opponent&apos;s value for an opposed roll</source>
        <translation>geben Sie den Wert des Gegners für einen vergleichenden Wurf an</translation>
    </message>
    <message>
        <source>unknown kind of roll {0!r}</source>
        <translation>unbekannte Wurfart {0!r}</translation>
    </message>
    <message>
        <source>this roll was undone (redo it first)</source>
        <translation>dieser Wurf wurde rückgängig gemacht (zuerst wiederherstellen)</translation>
    </message>
    <message>
        <source>not possible any more: {0}</source>
        <translation>nicht mehr möglich: {0}</translation>
    </message>
    <message>
        <source>“{0}” cannot be done on this roll</source>
        <translation>„{0}“ ist bei diesem Wurf nicht möglich</translation>
    </message>
    <message>
        <source>“{0}” cannot be done now</source>
        <translation>„{0}“ ist jetzt nicht möglich</translation>
    </message>
    <message>
        <source>a spend must be a whole number, not {0!r}</source>
        <translation>eine Ausgabe muss eine ganze Zahl sein, nicht {0!r}</translation>
    </message>
    <message>
        <source>only skill and characteristic rolls can be pushed</source>
        <translation>nur Fertigkeits- und Eigenschaftswürfe können forciert werden</translation>
    </message>
    <message>
        <source>Push {0}</source>
        <translation>{0} forcieren</translation>
    </message>
    <message>
        <source>Pushed: see roll #{0}</source>
        <translation>Forciert: siehe Wurf #{0}</translation>
    </message>
    <message>
        <source>Luck cannot be spent on this roll</source>
        <translation>Für diesen Wurf kann kein Glück eingesetzt werden</translation>
    </message>
    <message>
        <source>Luck cannot make this roll a {0} success</source>
        <translation>Glück kann diesen Wurf nicht zu einem Erfolg der Stufe „{0}“ machen</translation>
    </message>
    <message>
        <source>Spend {0} Luck on {1}</source>
        <translation>{0} Glück für {1} einsetzen</translation>
    </message>
    <message>
        <source>Luck −{0}</source>
        <translation>Glück −{0}</translation>
    </message>
    <message>
        <source>Luck spent: see roll #{0}</source>
        <translation>Glück eingesetzt: siehe Wurf #{0}</translation>
    </message>
    <message>
        <source>only damage rolls can be applied</source>
        <translation>nur Schadenswürfe können angewendet werden</translation>
    </message>
    <message>
        <source>Take {0} damage</source>
        <translation>{0} Schaden erleiden</translation>
    </message>
    <message>
        <source>Wound: {0} damage</source>
        <translation>Wunde: {0} Schaden</translation>
    </message>
    <message>
        <source>HP {0} → {1}</source>
        <translation>TP {0} → {1}</translation>
    </message>
    <message>
        <source>Damage applied: see roll #{0}</source>
        <translation>Schaden angewendet: siehe Wurf #{0}</translation>
    </message>
    <message>
        <source>{0}: temporarily insane for {1} hours</source>
        <translation>{0}: vorübergehend wahnsinnig für {1} Stunden</translation>
    </message>
    <message>
        <source>{0}: no temporary insanity</source>
        <translation>{0}: kein vorübergehender Wahnsinn</translation>
    </message>
    <message>
        <source>INT {0} (temporary insanity)</source>
        <translation>IN {0} (vorübergehender Wahnsinn)</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>Stunden</translation>
    </message>
    <message>
        <source>INT roll made: see roll #{0}</source>
        <translation>IN-Wurf gemacht: siehe Wurf #{0}</translation>
    </message>
    <message>
        <source>Test {0}</source>
        <translation>Probe auf {0}</translation>
    </message>
    <message>
        <source>only a failed ability test can be tried again</source>
        <translation>nur eine misslungene Fähigkeitsprobe kann wiederholt werden</translation>
    </message>
    <message>
        <source>Retry {0}</source>
        <translation>{0} wiederholen</translation>
    </message>
    <message>
        <source>Tried again: see roll #{0}</source>
        <translation>Wiederholt: siehe Wurf #{0}</translation>
    </message>
    <message>
        <source>no die: a zero rating fails automatically</source>
        <translation>kein Würfel: Ein Wert von null scheitert automatisch</translation>
    </message>
    <message>
        <source>{0} spent</source>
        <translation>{0} ausgegeben</translation>
    </message>
    <message>
        <source>Success: {0} against difficulty {1}</source>
        <translation>Erfolg: {0} gegen Schwierigkeit {1}</translation>
    </message>
    <message>
        <source>Failure: {0} against difficulty {1}</source>
        <translation>Fehlschlag: {0} gegen Schwierigkeit {1}</translation>
    </message>
    <message>
        <source>({0} + {1} for the condition)</source>
        <translation>({0} + {1} durch den Zustand)</translation>
    </message>
    <message>
        <source>pool {0} → {1}</source>
        <translation>Pool {0} → {1}</translation>
    </message>
    <message>
        <source>Retry spending {0}</source>
        <translation>Wiederholen, {0} ausgeben</translation>
    </message>
    <message>
        <source>not enough pool points: {0} needed, {1} left</source>
        <translation>nicht genug Poolpunkte: {0} nötig, {1} übrig</translation>
    </message>
    <message>
        <source>difficulty {0}</source>
        <translation>Schwierigkeit {0}</translation>
    </message>
    <message>
        <source>retry</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Stability test</source>
        <translation>Stabilitätsprobe</translation>
    </message>
    <message>
        <source>Consciousness test</source>
        <translation>Bewusstseinsprobe</translation>
    </message>
    <message>
        <source>{0} passed: {1} against difficulty {2}</source>
        <translation>{0} bestanden: {1} gegen Schwierigkeit {2}</translation>
    </message>
    <message>
        <source>{0} failed: {1} against difficulty {2}</source>
        <translation>{0} misslungen: {1} gegen Schwierigkeit {2}</translation>
    </message>
    <message>
        <source>nothing spent (pool {0})</source>
        <translation>nichts ausgegeben (Pool {0})</translation>
    </message>
    <message>
        <source>Spend {0} {1}</source>
        <translation>{0} {1} ausgeben</translation>
    </message>
    <message>
        <source>Stability {0} → {1}</source>
        <translation>Stabilität {0} → {1}</translation>
    </message>
    <message>
        <source>Stability test, loss {0}</source>
        <translation>Stabilitätsprobe, Verlust {0}</translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation>Mythos</translation>
    </message>
    <message>
        <source>{0} damage (1D6 {1:+d}{2})</source>
        <translation>{0} Schaden (1D6 {1:+d}{2})</translation>
    </message>
    <message>
        <source>tripled</source>
        <translation>verdreifacht</translation>
    </message>
    <message>
        <source>Health {0} → {1}</source>
        <translation>Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>Health {0}</source>
        <translation>Gesundheit {0}</translation>
    </message>
    <message>
        <source>Refresh between adventures</source>
        <translation>Auffrischen zwischen Abenteuern</translation>
    </message>
    <message>
        <source>Refresh after 24 hours</source>
        <translation>Auffrischen nach 24 Stunden</translation>
    </message>
    <message>
        <source>A day of rest</source>
        <translation>Ein Ruhetag</translation>
    </message>
    <message>
        <source>unknown refresh {0!r}: expected adventure, 24h or rest_day</source>
        <translation>unbekannte Auffrischung {0!r}: erwartet adventure, 24h oder rest_day</translation>
    </message>
    <message>
        <source>Pools refreshed: {0}</source>
        <translation>Pools aufgefrischt: {0}</translation>
    </message>
    <message>
        <source>type the attacker&apos;s damage bonus as dice (such as 1D4), not DB</source>
        <translation>geben Sie den Schadensbonus des Angreifers als Würfel an (etwa 1D4), nicht SB</translation>
    </message>
    <message>
        <source>the points must be a whole number &gt;= 0</source>
        <translation>die Punkte müssen eine ganze Zahl &gt;= 0 sein</translation>
    </message>
    <message>
        <source>CON roll passed: stays conscious</source>
        <translation>KO-Wurf bestanden: bleibt bei Bewusstsein</translation>
    </message>
    <message>
        <source>CON roll failed: falls unconscious</source>
        <translation>KO-Wurf misslungen: wird bewusstlos</translation>
    </message>
    <message>
        <source>Damage taken: {0}</source>
        <translation>Schaden erlitten: {0}</translation>
    </message>
    <message>
        <source>Dying: CON roll for this round</source>
        <translation>Sterbend: KO-Wurf für diese Runde</translation>
    </message>
    <message>
        <source>CON {0} (dying)</source>
        <translation>KO {0} (sterbend)</translation>
    </message>
    <message>
        <source>holds on for another round</source>
        <translation>hält eine weitere Runde durch</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>stirbt</translation>
    </message>
    <message>
        <source>CON {0} (major wound)</source>
        <translation>KO {0} (schwere Wunde)</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>bewusstlos</translation>
    </message>
    <message>
        <source>conscious</source>
        <translation>bei Bewusstsein</translation>
    </message>
    <message>
        <source>CON roll (dying)</source>
        <translation>KO-Wurf (sterbend)</translation>
    </message>
    <message>
        <source>CON roll for the round: see roll #{0}</source>
        <translation>KO-Wurf für die Runde: siehe Wurf #{0}</translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation>Erste Hilfe</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medizin</translation>
    </message>
    <message>
        <source>Natural healing</source>
        <translation>Natürliche Heilung</translation>
    </message>
    <message>
        <source>Weekly healing roll</source>
        <translation>Wöchentlicher Heilungswurf</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Heilung</translation>
    </message>
    <message>
        <source>unknown healing {0!r}</source>
        <translation>unbekannte Heilung {0!r}</translation>
    </message>
    <message>
        <source>{0} HP healed; HP {1} of {2}</source>
        <translation>{0} TP geheilt; TP {1} von {2}</translation>
    </message>
    <message>
        <source>{0}: EDU D100 {1}</source>
        <translation>{0}: BI D100 {1}</translation>
    </message>
    <message>
        <source>{0}: EDU +{1}</source>
        <translation>{0}: BI +{1}</translation>
    </message>
    <message>
        <source>Aging {0} → {1}</source>
        <translation>Altern {0} → {1}</translation>
    </message>
    <message>
        <source>no characteristic changed</source>
        <translation>keine Eigenschaft verändert</translation>
    </message>
    <message>
        <source>HP max {0} → {1}, MOV {2} → {3}</source>
        <translation>TP-Maximum {0} → {1}, BW {2} → {3}</translation>
    </message>
    <message>
        <source>armour {0}</source>
        <translation>Rüstung {0}</translation>
    </message>
    <message>
        <source>Consciousness test passed: {0} against difficulty {1}</source>
        <translation>Bewusstseinsprobe bestanden: {0} gegen Schwierigkeit {1}</translation>
    </message>
    <message>
        <source>Consciousness test failed: {0} against difficulty {1}; fainted</source>
        <translation>Bewusstseinsprobe misslungen: {0} gegen Schwierigkeit {1}; ohnmächtig</translation>
    </message>
    <message>
        <source>Consciousness test at difficulty {0} or faint</source>
        <translation>Bewusstseinsprobe gegen Schwierigkeit {0}, sonst Ohnmacht</translation>
    </message>
    <message>
        <source>another character must stabilise a seriously wounded one: choose who</source>
        <translation>ein anderer Charakter muss einen schwer Verwundeten stabilisieren: Wählen Sie, wer</translation>
    </message>
    <message>
        <source>Stabilise {0}</source>
        <translation>{0} stabilisieren</translation>
    </message>
    <message>
        <source>First Aid by {0}</source>
        <translation>Erste Hilfe durch {0}</translation>
    </message>
    <message>
        <source>First Aid given to {0}</source>
        <translation>Erste Hilfe für {0}</translation>
    </message>
    <message>
        <source>Not stabilised: Health lost</source>
        <translation>Nicht stabilisiert: Gesundheit verloren</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Ruhe</translation>
    </message>
    <message>
        <source>{0} Health lost</source>
        <translation>{0} Gesundheit verloren</translation>
    </message>
    <message>
        <source>{0} Health regained</source>
        <translation>{0} Gesundheit zurückgewonnen</translation>
    </message>
    <message>
        <source>{0} First Aid spent</source>
        <translation>{0} Erste Hilfe ausgegeben</translation>
    </message>
    <message>
        <source>Cthulhu Mythos +{0}</source>
        <translation>Cthulhu-Mythos +{0}</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0}</source>
        <translation>Cthulhu-Mythos {0}</translation>
    </message>
    <message>
        <source>Sanity rating {0} → {1}, pool {2} → {3}</source>
        <translation>Wert der geistigen Gesundheit {0} → {1}, Pool {2} → {3}</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation>Schwere Wunde</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>sterbend</translation>
    </message>
    <message>
        <source>CON roll or fall unconscious</source>
        <translation>KO-Wurf, sonst bewusstlos</translation>
    </message>
    <message>
        <source>HP {0} of {1}</source>
        <translation>TP {0} von {1}</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Roll {0}</source>
        <translation>{0} würfeln</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <source>Regular (full value)</source>
        <translation>Normal (voller Wert)</translation>
    </message>
    <message>
        <source>Hard (half)</source>
        <translation>Schwierig (Hälfte)</translation>
    </message>
    <message>
        <source>Extreme (fifth)</source>
        <translation>Extrem (Fünftel)</translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation>Bonuswürfel</translation>
    </message>
    <message>
        <source>Penalty dice</source>
        <translation>Maluswürfel</translation>
    </message>
    <message>
        <source>e.g. 0/1D6 or 1/1D4+1</source>
        <translation>z. B. 0/1D6 oder 1/1D4+1</translation>
    </message>
    <message>
        <source>SAN loss</source>
        <translation>STA-Verlust</translation>
    </message>
    <message>
        <source>Opponent&apos;s value</source>
        <translation>Wert des Gegners</translation>
    </message>
    <message>
        <source>Extreme success (maximum damage)</source>
        <translation>Extremer Erfolg (maximaler Schaden)</translation>
    </message>
    <message>
        <source>2 very easy … 4 standard … 8 extremely hard</source>
        <translation>2 sehr leicht … 4 normal … 8 extrem schwer</translation>
    </message>
    <message>
        <source>Points to spend</source>
        <translation>Auszugebende Punkte</translation>
    </message>
    <message>
        <source>{0} points left</source>
        <translation>{0} Punkte übrig</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Schwierigkeit:</translation>
    </message>
    <message>
        <source>&amp;Bonus dice:</source>
        <translation>&amp;Bonuswürfel:</translation>
    </message>
    <message>
        <source>&amp;Penalty dice:</source>
        <translation>&amp;Maluswürfel:</translation>
    </message>
    <message>
        <source>SAN &amp;loss:</source>
        <translation>STA-&amp;Verlust:</translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s value:</source>
        <translation>Wert des &amp;Gegners:</translation>
    </message>
    <message>
        <source>&amp;Spend:</source>
        <translation>&amp;Ausgeben:</translation>
    </message>
    <message>
        <source>Pool:</source>
        <translation>Pool:</translation>
    </message>
    <message>
        <source>Chance:</source>
        <translation>Chance:</translation>
    </message>
    <message>
        <source>{0}: rating {1}, pool {2}</source>
        <translation>{0}: Wert {1}, Pool {2}</translation>
    </message>
    <message>
        <source>{0}: pool {1}</source>
        <translation>{0}: Pool {1}</translation>
    </message>
    <message>
        <source>Enter the SAN loss, such as 0/1D6.</source>
        <translation>Geben Sie den STA-Verlust ein, etwa 0/1D6.</translation>
    </message>
    <message>
        <source>none: a zero rating fails automatically</source>
        <translation>keine: Ein Wert von null scheitert automatisch</translation>
    </message>
    <message>
        <source>{0} (1D6 + {1} ≥ {2})</source>
        <translation>{0} (1D6 + {1} ≥ {2})</translation>
    </message>
    <message>
        <source>Difficulty {0} + {1} for the character&apos;s condition</source>
        <translation>Schwierigkeit {0} + {1} für den Zustand der Figur</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>{0} of at least a Regular success</source>
        <translation>{0} für mindestens einen normalen Erfolg</translation>
    </message>
    <message>
        <source>, {0} bonus die(s)</source>
        <translation>, {0} Bonuswürfel</translation>
    </message>
    <message>
        <source>, {0} penalty die(s)</source>
        <translation>, {0} Maluswürfel</translation>
    </message>
    <message>
        <source>{0} (roll {1} or less{2})</source>
        <translation>{0} ({1} oder weniger würfeln{2})</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>Patzer</translation>
    </message>
</context>
<context>
    <name>RollLogDock</name>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrem</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwierig</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Wurfprotokoll</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Copy the roll log as text</source>
        <translation>Wurfprotokoll als Text kopieren</translation>
    </message>
    <message>
        <source>Copy every roll to the clipboard as plain text</source>
        <translation>Alle Würfe als reinen Text in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Clear the roll log</source>
        <translation>Wurfprotokoll leeren</translation>
    </message>
    <message>
        <source>Remove every card from the roll log (the sheets keep their changes)</source>
        <translation>Alle Karten aus dem Wurfprotokoll entfernen (die Bögen behalten ihre Änderungen)</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Würfel:</translation>
    </message>
    <message>
        <source>3D6*5, 1D10, 1D6+1D4, 1/1D6</source>
        <translation>3D6*5, 1D10, 1D6+1D4, 1/1D6</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Zu werfende Würfel</translation>
    </message>
    <message>
        <source>Type dice such as 3D6*5, 1D10, 1D6+1D4 or a SAN loss such as 1/1D6 and press Enter. Up and Down bring back earlier rolls.</source>
        <translation>Geben Sie Würfel wie 3D6*5, 1D10, 1D6+1D4 oder einen STA-Verlust wie 1/1D6 ein und drücken Sie die Eingabetaste. Mit den Pfeiltasten nach oben und unten holen Sie frühere Würfe zurück.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Roll the dice typed</source>
        <translation>Die eingegebenen Würfel werfen</translation>
    </message>
    <message>
        <source>Roll refused</source>
        <translation>Wurf abgelehnt</translation>
    </message>
    <message>
        <source>“{0}”, position {1}: {2}.</source>
        <translation>„{0}“, Position {1}: {2}.</translation>
    </message>
</context>
<context>
    <name>RollLogView</name>
    <message>
        <source>No rolls yet. Click a dice button on the sheet, or type dice below.</source>
        <translation>Noch keine Würfe. Klicken Sie auf dem Bogen auf eine Würfelschaltfläche oder geben Sie unten Würfel ein.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Era</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>&amp;1920s: the classic era of the rules</source>
        <translation>&amp;1920er: die klassische Epoche der Regeln</translation>
    </message>
    <message>
        <source>&amp;Modern day: adds Computer Use, Electronics and modern occupations</source>
        <translation>&amp;Gegenwart: mit Computernutzung, Elektronik und modernen Berufen</translation>
    </message>
    <message>
        <source>Keeper&apos;s options</source>
        <translation>Optionen des Spielleiters</translation>
    </message>
    <message>
        <source>Characteristic methods allowed:</source>
        <translation>Erlaubte Methoden für Eigenschaften:</translation>
    </message>
    <message>
        <source>&amp;Allocation: give 40, 50, 50, 50, 60, 60, 70, 80 to the eight</source>
        <translation>Z&amp;uteilung: 40, 50, 50, 50, 60, 60, 70, 80 auf die acht verteilen</translation>
    </message>
    <message>
        <source>R&amp;olled: 3D6×5, or (2D6+6)×5 for SIZ, INT and EDU</source>
        <translation>Gewürfel&amp;t: 3D6×5 oder (2D6+6)×5 für GR, IN und BI</translation>
    </message>
    <message>
        <source>&amp;Point buy: spend 460 points, 15 to 90 each</source>
        <translation>&amp;Punktekauf: 460 Punkte ausgeben, je 15 bis 90</translation>
    </message>
    <message>
        <source>&amp;Free entry: type any values (keepers, imported investigators)</source>
        <translation>Fr&amp;eie Eingabe: beliebige Werte eingeben (Spielleiter, importierte Investigatoren)</translation>
    </message>
    <message>
        <source>Allow r&amp;erolling rolled characteristics</source>
        <translation>Gewürfelte Eigenschaften &amp;neu würfeln erlauben</translation>
    </message>
    <message>
        <source>&amp;Cap starting skills at {0}% (Credit Rating excepted)</source>
        <translation>&amp;Startfertigkeiten auf {0} % begrenzen (außer Finanzkraft)</translation>
    </message>
    <message>
        <source>Era and options</source>
        <translation>Epoche und Optionen</translation>
    </message>
    <message>
        <source>Choose when the game is set and what the keeper allows: the era decides the skill and occupation lists and the money tables.</source>
        <translation>Wählen Sie, wann das Spiel angesiedelt ist und was der Spielleiter erlaubt: Die Epoche bestimmt die Fertigkeits- und Berufslisten sowie die Geldtabellen.</translation>
    </message>
</context>
<context>
    <name>SheetDocument</name>
    <message>
        <source>Change {0}</source>
        <translation>{0} ändern</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Sheet</source>
        <translation>Bogen</translation>
    </message>
</context>
<context>
    <name>SheetViews</name>
    <message>
        <source>SheetMaker cannot show {0} sheets.</source>
        <translation>SheetMaker kann keine Bögen für {0} anzeigen.</translation>
    </message>
    <message>
        <source>This version of SheetMaker cannot show {0} sheets yet.</source>
        <translation>Diese Version von SheetMaker kann noch keine Bögen für {0} anzeigen.</translation>
    </message>
</context>
<context>
    <name>SkillTableModel</name>
    <message>
        <source>Skill</source>
        <translation>Fertigkeit</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Personal</source>
        <translation>Hobby</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>½ / ⅕</source>
        <translation>½ / ⅕</translation>
    </message>
    <message>
        <source>The skill (● marks an occupation skill)</source>
        <translation>Die Fertigkeit (● kennzeichnet eine Berufsfertigkeit)</translation>
    </message>
    <message>
        <source>The skill&apos;s base value</source>
        <translation>Der Basiswert der Fertigkeit</translation>
    </message>
    <message>
        <source>Occupation points put into the skill</source>
        <translation>In die Fertigkeit investierte Berufspunkte</translation>
    </message>
    <message>
        <source>Personal interest points put into the skill</source>
        <translation>In die Fertigkeit investierte Hobbypunkte</translation>
    </message>
    <message>
        <source>The skill&apos;s value</source>
        <translation>Der Wert der Fertigkeit</translation>
    </message>
    <message>
        <source>Half and fifth of the value (hard and extreme successes)</source>
        <translation>Hälfte und Fünftel des Werts (schwierige und extreme Erfolge)</translation>
    </message>
    <message>
        <source>{0} cannot be raised when an investigator is made: it grows only through encounters with the Mythos.</source>
        <translation>{0} kann bei der Erschaffung eines Investigators nicht gesteigert werden: Der Wert wächst nur durch Begegnungen mit dem Mythos.</translation>
    </message>
    <message>
        <source>Occupation points go only into the occupation&apos;s skills (marked ●).</source>
        <translation>Berufspunkte fließen nur in die Fertigkeiten des Berufs (mit ● markiert).</translation>
    </message>
    <message>
        <source>An occupation skill: it takes occupation and personal interest points.</source>
        <translation>Eine Berufsfertigkeit: Sie erhält Berufs- und Hobbypunkte.</translation>
    </message>
    <message>
        <source>An uncommon skill: ask the keeper before taking it.</source>
        <translation>Eine ungewöhnliche Fertigkeit: Fragen Sie den Spielleiter, bevor Sie sie nehmen.</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message>
        <source>&amp;Full: spend points</source>
        <translation>&amp;Vollständig: Punkte verteilen</translation>
    </message>
    <message>
        <source>&amp;Quick-start: fixed values</source>
        <translation>&amp;Schnellstart: feste Werte</translation>
    </message>
    <message>
        <source>F&amp;ind:</source>
        <translation>Such&amp;en:</translation>
    </message>
    <message>
        <source>Type part of a skill&apos;s name</source>
        <translation>Teil eines Fertigkeitsnamens eingeben</translation>
    </message>
    <message>
        <source>&amp;Occupation skills only</source>
        <translation>&amp;Nur Berufsfertigkeiten</translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation>&amp;Ungewöhnliche Fertigkeiten zeigen</translation>
    </message>
    <message>
        <source>Skills such as Artillery or Hypnosis that need the keeper&apos;s leave</source>
        <translation>Fertigkeiten wie Artillerie oder Hypnose, die die Erlaubnis des Spielleiters erfordern</translation>
    </message>
    <message>
        <source>&amp;Spend the Rest</source>
        <translation>Rest ver&amp;teilen</translation>
    </message>
    <message>
        <source>Put the points still left into Credit Rating&apos;s range first, then the occupation skills</source>
        <translation>Die noch übrigen Punkte zuerst in den Bereich der Finanzkraft stecken, dann in die Berufsfertigkeiten</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Fertigkeiten</translation>
    </message>
    <message>
        <source>&amp;Add a specialised skill:</source>
        <translation>Spezialisierte Fertigkeit &amp;hinzufügen:</translation>
    </message>
    <message>
        <source>Specialised skill</source>
        <translation>Spezialisierte Fertigkeit</translation>
    </message>
    <message>
        <source>e.g. Latin, Biology, Painting</source>
        <translation>z. B. Latein, Biologie, Malerei</translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation>Spezialisierung</translation>
    </message>
    <message>
        <source>Personal interest points for the new skill</source>
        <translation>Hobbypunkte für die neue Fertigkeit</translation>
    </message>
    <message>
        <source>with &amp;personal points:</source>
        <translation>mit Ho&amp;bbypunkten:</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Hinzu&amp;fügen</translation>
    </message>
    <message>
        <source>Occupation skills</source>
        <translation>Berufsfertigkeiten</translation>
    </message>
    <message>
        <source>Give the occupation skills and Credit Rating one value each of {0}.</source>
        <translation>Geben Sie den Berufsfertigkeiten und der Finanzkraft je einen der Werte {0}.</translation>
    </message>
    <message>
        <source>Personal interests</source>
        <translation>Persönliche Interessen</translation>
    </message>
    <message>
        <source>Tick {0} other skills: each gets +{1}.</source>
        <translation>Kreuzen Sie {0} weitere Fertigkeiten an: Jede erhält +{1}.</translation>
    </message>
    <message>
        <source>Skills that get the personal bonus</source>
        <translation>Fertigkeiten mit dem persönlichen Bonus</translation>
    </message>
    <message>
        <source>Spend your occupation points on the occupation&apos;s skills and your personal interest points on any skill: this is what your investigator is good at.</source>
        <translation>Verteilen Sie Ihre Berufspunkte auf die Berufsfertigkeiten und Ihre Hobbypunkte auf beliebige Fertigkeiten: Darin ist Ihr Investigator gut.</translation>
    </message>
    <message>
        <source>Occupation points: choose an occupation first.</source>
        <translation>Berufspunkte: Wählen Sie zuerst einen Beruf.</translation>
    </message>
    <message>
        <source>Occupation points left: {0} of {1} ({2})</source>
        <translation>Verbleibende Berufspunkte: {0} von {1} ({2})</translation>
    </message>
    <message>
        <source>Personal interest points left: {0} of {1} (INT×2)</source>
        <translation>Verbleibende Hobbypunkte: {0} von {1} (IN×2)</translation>
    </message>
    <message>
        <source>Credit Rating {0} — a {1} starts with {2}–{3}</source>
        <translation>Finanzkraft {0} — als {1} beginnt man mit {2}–{3}</translation>
    </message>
    <message>
        <source>The keeper caps starting skills at {0}% (Credit Rating excepted)</source>
        <translation>Der Spielleiter begrenzt Startfertigkeiten auf {0} % (außer Finanzkraft)</translation>
    </message>
    <message>
        <source>Choose an occupation first.</source>
        <translation>Wählen Sie zuerst einen Beruf.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Values still to give: {0}</source>
        <translation>Noch zu vergebende Werte: {0}</translation>
    </message>
    <message>
        <source>Every value is given.</source>
        <translation>Alle Werte sind vergeben.</translation>
    </message>
    <message>
        <source>Chosen: {0} of {1}</source>
        <translation>Gewählt: {0} von {1}</translation>
    </message>
</context>
<context>
    <name>StabilityTestDialog</name>
    <message>
        <source>Stability test</source>
        <translation>Stabilitätsprobe</translation>
    </message>
    <message>
        <source>Stability pool {0}</source>
        <translation>Stabilitätspool {0}</translation>
    </message>
    <message>
        <source>Stability loss on a failure</source>
        <translation>Stabilitätsverlust bei Fehlschlag</translation>
    </message>
    <message>
        <source>&amp;Mythos incident (difficulty 5)</source>
        <translation>&amp;Mythos-Ereignis (Schwierigkeit 5)</translation>
    </message>
    <message>
        <source>Mythos incident</source>
        <translation>Mythos-Ereignis</translation>
    </message>
    <message>
        <source>Stability points to spend</source>
        <translation>Auszugebende Stabilitätspunkte</translation>
    </message>
    <message>
        <source>P&amp;itch dark (+1 difficulty)</source>
        <translation>Stock&amp;dunkel (+1 Schwierigkeit)</translation>
    </message>
    <message>
        <source>Pitch dark</source>
        <translation>Stockdunkel</translation>
    </message>
    <message>
        <source>&amp;Loss on a failure:</source>
        <translation>&amp;Verlust bei Fehlschlag:</translation>
    </message>
    <message>
        <source>&amp;Spend:</source>
        <translation>&amp;Ausgeben:</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Würfeln</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>SheetMaker</source>
        <translation>SheetMaker</translation>
    </message>
    <message>
        <source>Build, play and print investigators for Call of Cthulhu 7th edition and Trail of Cthulhu.</source>
        <translation>Investigatoren für Call of Cthulhu 7. Edition und Trail of Cthulhu erstellen, spielen und drucken.</translation>
    </message>
    <message>
        <source>New Call of Cthulhu investigator</source>
        <translation>Neuer Call-of-Cthulhu-Investigator</translation>
    </message>
    <message>
        <source>Step by step, every rule checked</source>
        <translation>Schritt für Schritt, jede Regel geprüft</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <source>Create or open investigators</source>
        <translation>Ermittler erstellen oder öffnen</translation>
    </message>
    <message>
        <source>New Trail of Cthulhu investigator</source>
        <translation>Neuer Trail-of-Cthulhu-Investigator</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>A sheet file (.sheet.json) from your computer</source>
        <translation>Eine Bogendatei (.sheet.json) von Ihrem Computer</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothek</translation>
    </message>
    <message>
        <source>Every sheet of a folder: search, sort, tag and print</source>
        <translation>Alle Bögen eines Ordners: suchen, sortieren, verschlagworten und drucken</translation>
    </message>
    <message>
        <source>An empty sheet to fill in yourself (an existing investigator, an NPC)</source>
        <translation>Ein leerer Bogen zum Selbstausfüllen (ein vorhandener Investigator, ein NSC)</translation>
    </message>
    <message>
        <source>New &amp;blank Call of Cthulhu sheet</source>
        <translation>Neuer &amp;leerer Call-of-Cthulhu-Bogen</translation>
    </message>
    <message>
        <source>New blank &amp;Trail of Cthulhu sheet</source>
        <translation>Neuer leerer &amp;Trail-of-Cthulhu-Bogen</translation>
    </message>
    <message>
        <source>Recent sheets</source>
        <translation>Zuletzt verwendete Bögen</translation>
    </message>
    <message>
        <source>Sample sheets</source>
        <translation>Beispielbögen</translation>
    </message>
    <message>
        <source>Sheets you open or save appear here.</source>
        <translation>Bögen, die Sie öffnen oder speichern, erscheinen hier.</translation>
    </message>
    <message>
        <source>Opens a copy of the sample as a new, unsaved sheet</source>
        <translation>Öffnet eine Kopie des Beispiels als neuen, ungespeicherten Bogen</translation>
    </message>
    <message>
        <source>No sample sheets are installed.</source>
        <translation>Es sind keine Beispielbögen installiert.</translation>
    </message>
</context>
<context>
    <name>TagDialog</name>
    <message>
        <source>Tag Sheets</source>
        <translation>Bögen verschlagworten</translation>
    </message>
    <message numerus="yes">
        <source>Tags for %n sheet(s).</source>
        <translation>
            <numerusform>Schlagwörter für %n Bogen.</numerusform>
            <numerusform>Schlagwörter für %n Bögen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add tags (separated by commas):</source>
        <translation>Schlagwörter &amp;hinzufügen (durch Kommas getrennt):</translation>
    </message>
    <message>
        <source>e.g. Innsmouth, cultist</source>
        <translation>z. B. Innsmouth, Kultist</translation>
    </message>
    <message>
        <source>Tags they have now</source>
        <translation>Ihre jetzigen Schlagwörter</translation>
    </message>
    <message>
        <source>Untick a tag to remove it from all</source>
        <translation>Ein Häkchen entfernen, um das Schlagwort bei allen zu entfernen</translation>
    </message>
    <message>
        <source>Tags they have now (untick to remove from all):</source>
        <translation>Aktuelle Schlagwörter (Haken entfernen, um sie bei allen zu entfernen):</translation>
    </message>
</context>
<context>
    <name>ToCAbilitiesModel</name>
    <message>
        <source>Occ.</source>
        <translation>Ber.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Einsatz</translation>
    </message>
    <message>
        <source>Occupational ability (half price)</source>
        <translation>Berufsfähigkeit (halber Preis)</translation>
    </message>
    <message>
        <source>Ability (occupational in bold; * a General ability sometimes used investigatively)</source>
        <translation>Fähigkeit (Berufsfähigkeiten fett; * eine allgemeine Fähigkeit, die manchmal zur Ermittlung dient)</translation>
    </message>
    <message>
        <source>Pool: points left to spend</source>
        <translation>Pool: noch auszugebende Punkte</translation>
    </message>
    <message>
        <source>Build points the rating costs</source>
        <translation>Aufbaupunkte, die der Wert kostet</translation>
    </message>
    <message>
        <source>Test a General ability or spend an investigative one</source>
        <translation>Eine allgemeine Fähigkeit proben oder Punkte einer Ermittlungsfähigkeit ausgeben</translation>
    </message>
    <message>
        <source>{0}: occupational (half price)</source>
        <translation>{0}: Berufsfähigkeit (halber Preis)</translation>
    </message>
    <message>
        <source>{0}: not occupational</source>
        <translation>{0}: keine Berufsfähigkeit</translation>
    </message>
    <message>
        <source>occupational</source>
        <translation>Berufsfähigkeit</translation>
    </message>
    <message>
        <source>* can sometimes be used as an investigative ability</source>
        <translation>* kann manchmal als Ermittlungsfähigkeit eingesetzt werden</translation>
    </message>
    <message>
        <source>not a Trail of Cthulhu ability: not costed</source>
        <translation>keine Trail-of-Cthulhu-Fähigkeit: ohne Kosten</translation>
    </message>
    <message>
        <source>{0} rating {1}</source>
        <translation>{0}: Wert {1}</translation>
    </message>
    <message>
        <source>{0} pool {1} of {2}</source>
        <translation>{0}: Pool {1} von {2}</translation>
    </message>
    <message>
        <source>{0}: {1} investigative build points returned</source>
        <translation>{0}: {1} Ermittlungs-Aufbaupunkte zurückerstattet</translation>
    </message>
    <message>
        <source>{0}: {1} investigative build points</source>
        <translation>{0}: {1} Ermittlungs-Aufbaupunkte</translation>
    </message>
    <message>
        <source>{0}: {1} general build points</source>
        <translation>{0}: {1} allgemeine Aufbaupunkte</translation>
    </message>
    <message>
        <source>Test {0} (pool {1})</source>
        <translation>Probe auf {0} (Pool {1})</translation>
    </message>
    <message>
        <source>Spend {0} points (pool {1})</source>
        <translation>{0} Punkte ausgeben (Pool {1})</translation>
    </message>
</context>
<context>
    <name>ToCCreationWizard</name>
    <message>
        <source>New Trail of Cthulhu Investigator</source>
        <translation>Neuer Trail-of-Cthulhu-Investigator</translation>
    </message>
</context>
<context>
    <name>ToCLiveSummary</name>
    <message>
        <source>Investigative points left</source>
        <translation>Verbleibende Ermittlungspunkte</translation>
    </message>
    <message>
        <source>General points left</source>
        <translation>Verbleibende allgemeine Punkte</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Gesundheit</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilität</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Geistige Gesundheit</translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation>Trefferschwelle</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Säulen der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Quellen der Stabilität</translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation>Neuer Investigator</translation>
    </message>
    <message>
        <source>Purist</source>
        <translation>Purist</translation>
    </message>
    <message>
        <source>Pulp</source>
        <translation>Pulp</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} von {1}</translation>
    </message>
    <message>
        <source>{0} of up to {1}</source>
        <translation>{0} von bis zu {1}</translation>
    </message>
    <message>
        <source>— (Pulp only)</source>
        <translation>— (nur Pulp)</translation>
    </message>
</context>
<context>
    <name>ToCModels</name>
    <message>
        <source>{0} is not a whole number</source>
        <translation>{0} ist keine ganze Zahl</translation>
    </message>
    <message>
        <source>{0} is not an ability of this sheet</source>
        <translation>{0} ist keine Fähigkeit dieses Bogens</translation>
    </message>
    <message>
        <source>Change {0} rating</source>
        <translation>Wert von {0} ändern</translation>
    </message>
    <message>
        <source>Change {0} pool</source>
        <translation>Pool von {0} ändern</translation>
    </message>
</context>
<context>
    <name>ToCOccupationTableModel</name>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>Credit Rating</source>
        <translation>Finanzkraft</translation>
    </message>
    <message>
        <source>Occupational abilities</source>
        <translation>Berufsfähigkeiten</translation>
    </message>
    <message>
        <source>{0} (your data)</source>
        <translation>{0} (Ihre Daten)</translation>
    </message>
</context>
<context>
    <name>ToCPillarsModel</name>
    <message>
        <source>Intact</source>
        <translation>Intakt</translation>
    </message>
    <message>
        <source>Shattered</source>
        <translation>Zerschmettert</translation>
    </message>
    <message>
        <source>Crumbled</source>
        <translation>Zerbröckelt</translation>
    </message>
    <message>
        <source>Pillar of Sanity</source>
        <translation>Säule der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Rename Pillar of Sanity</source>
        <translation>Säule der geistigen Gesundheit umbenennen</translation>
    </message>
    <message>
        <source>{0} is not a Pillar state</source>
        <translation>{0} ist kein Zustand einer Säule</translation>
    </message>
    <message>
        <source>Pillar of Sanity {0}</source>
        <translation>Säule der geistigen Gesundheit {0}</translation>
    </message>
    <message>
        <source>Add Pillar of Sanity</source>
        <translation>Säule der geistigen Gesundheit hinzufügen</translation>
    </message>
    <message>
        <source>Remove Pillar of Sanity</source>
        <translation>Säule der geistigen Gesundheit entfernen</translation>
    </message>
</context>
<context>
    <name>ToCPlay</name>
    <message>
        <source>{0} others</source>
        <translation>{0} weitere</translation>
    </message>
    <message>
        <source>{0} {1}, surprised: acts last</source>
        <translation>{0} {1}, überrascht: handelt zuletzt</translation>
    </message>
    <message>
        <source>a player before an NPC</source>
        <translation>ein Spieler vor einem NSC</translation>
    </message>
    <message>
        <source>tie broken by pool points ({0})</source>
        <translation>Gleichstand nach Poolpunkten entschieden ({0})</translation>
    </message>
    <message>
        <source>tie broken at random</source>
        <translation>Gleichstand ausgelost</translation>
    </message>
    <message>
        <source>; tied with {0}: {1}</source>
        <translation>; gleichauf mit {0}: {1}</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>unversehrt</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>verletzt</translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation>schwer verletzt</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>erschüttert</translation>
    </message>
    <message>
        <source>mind blasted</source>
        <translation>geistig zerrüttet</translation>
    </message>
    <message>
        <source>permanently insane</source>
        <translation>dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>open cover: Hit Threshold {0} → {1}</source>
        <translation>offene Deckung: Trefferschwelle {0} → {1}</translation>
    </message>
    <message>
        <source>partial cover: Hit Threshold {0} → {1}</source>
        <translation>teilweise Deckung: Trefferschwelle {0} → {1}</translation>
    </message>
    <message>
        <source>soft cover: Hit Threshold {0} → {1}</source>
        <translation>weiche Deckung: Trefferschwelle {0} → {1}</translation>
    </message>
    <message>
        <source>hard cover: Hit Threshold {0} → {1}</source>
        <translation>harte Deckung: Trefferschwelle {0} → {1}</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>Ruhe</translation>
    </message>
    <message>
        <source>NPC rest</source>
        <translation>NSC-Ruhe</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>Kernschuss</translation>
    </message>
    <message>
        <source>close</source>
        <translation>kurz</translation>
    </message>
    <message>
        <source>near</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>long</source>
        <translation>weit</translation>
    </message>
    <message>
        <source>name the ability</source>
        <translation>nennen Sie die Fähigkeit</translation>
    </message>
    <message>
        <source>unknown ability {0}</source>
        <translation>unbekannte Fähigkeit {0}</translation>
    </message>
    <message>
        <source>cannot spend {0} {1} points: the pool is {2} and spends may not take it below {3}</source>
        <translation>{0} Punkte {1} können nicht ausgegeben werden: Der Pool beträgt {2}, und Ausgaben dürfen ihn nicht unter {3} senken</translation>
    </message>
    <message>
        <source>cannot spend {0} {1} pool points: only {2} left</source>
        <translation>{0} Poolpunkte {1} können nicht ausgegeben werden: nur noch {2} übrig</translation>
    </message>
    <message>
        <source>cannot {0}: the character is dead</source>
        <translation>{0} nicht möglich: Die Figur ist tot</translation>
    </message>
    <message>
        <source>cannot {0}: the character is permanently insane</source>
        <translation>{0} nicht möglich: Die Figur ist dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>test {0}</source>
        <translation>Probe auf {0}</translation>
    </message>
    <message>
        <source>cannot {0}: a seriously wounded character can take no actions whatsoever</source>
        <translation>{0} nicht möglich: Eine schwer verletzte Figur kann überhaupt keine Aktionen ausführen</translation>
    </message>
    <message>
        <source>cannot {0}: a mind blasted character can only gibber, attack in a frenzy or flee</source>
        <translation>{0} nicht möglich: Eine geistig zerrüttete Figur kann nur stammeln, rasend angreifen oder fliehen</translation>
    </message>
    <message>
        <source>{0} is an investigative ability: it is never tested, its points are spent</source>
        <translation>{0} ist eine Ermittlungsfähigkeit: Sie wird nie geprobt, ihre Punkte werden ausgegeben</translation>
    </message>
    <message>
        <source>Sanity is never tested nor spent</source>
        <translation>Geistige Gesundheit wird weder geprobt noch ausgegeben</translation>
    </message>
    <message>
        <source>use a Stability test for Stability</source>
        <translation>verwenden Sie für Stabilität eine Stabilitätsprobe</translation>
    </message>
    <message>
        <source>{0} rating 0: automatic failure (difficulty {1})</source>
        <translation>{0} Wert 0: automatischer Fehlschlag (Schwierigkeit {1})</translation>
    </message>
    <message>
        <source>rolled {0}</source>
        <translation>gewürfelt {0}</translation>
    </message>
    <message>
        <source>+ {0} spent</source>
        <translation>+ {0} ausgegeben</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>{0}: {1} = {2} vs {3}: {4}</source>
        <translation>{0}: {1} = {2} gegen {3}: {4}</translation>
    </message>
    <message>
        <source>hurt: +1 difficulty</source>
        <translation>verletzt: +1 Schwierigkeit</translation>
    </message>
    <message>
        <source>{0}: +1 difficulty</source>
        <translation>{0}: +1 Schwierigkeit</translation>
    </message>
    <message>
        <source>surprised: +{0} difficulty</source>
        <translation>überrascht: +{0} Schwierigkeit</translation>
    </message>
    <message>
        <source>{0} pool {1} → {2}</source>
        <translation>{0}: Pool {1} → {2}</translation>
    </message>
    <message>
        <source>only a simple test can be retried</source>
        <translation>nur eine einfache Probe kann wiederholt werden</translation>
    </message>
    <message>
        <source>the test succeeded: there is nothing to retry</source>
        <translation>die Probe ist gelungen: Es gibt nichts zu wiederholen</translation>
    </message>
    <message>
        <source>a failed test can be tried again only with a larger spend than before ({0}), not {1}</source>
        <translation>eine misslungene Probe kann nur mit einer höheren Ausgabe als zuvor ({0}) wiederholt werden, nicht mit {1}</translation>
    </message>
    <message>
        <source>a co-operative test needs two investigators</source>
        <translation>eine gemeinsame Probe braucht zwei Investigatoren</translation>
    </message>
    <message>
        <source>help with {0}</source>
        <translation>Hilfe bei {0}</translation>
    </message>
    <message>
        <source>helper spent {0} {1}: +{2} to the roll</source>
        <translation>Helfer hat {0} {1} ausgegeben: +{2} auf den Wurf</translation>
    </message>
    <message>
        <source>the lead of a piggyback group is not one of its followers</source>
        <translation>der Anführer einer Huckepack-Gruppe ist keiner ihrer Mitläufer</translation>
    </message>
    <message>
        <source>follow in a {0} test ({1})</source>
        <translation>Mitmachen bei einer Probe auf {0} ({1})</translation>
    </message>
    <message>
        <source>cannot pay: {0} ({1} to the lead&apos;s roll)</source>
        <translation>können nicht zahlen: {0} ({1} auf den Wurf des Anführers)</translation>
    </message>
    <message>
        <source>both sides of the contest are called {0}</source>
        <translation>beide Seiten des Wettstreits heißen {0}</translation>
    </message>
    <message>
        <source>{0} failed first: {1} wins the contest</source>
        <translation>{0} ist zuerst gescheitert: {1} gewinnt den Wettstreit</translation>
    </message>
    <message>
        <source>the task is already complete</source>
        <translation>die Aufgabe ist bereits erledigt</translation>
    </message>
    <message>
        <source>the task falls by {0} to {1}</source>
        <translation>die Aufgabe sinkt um {0} auf {1}</translation>
    </message>
    <message>
        <source>a failed test counts nothing: the task stays at {0}</source>
        <translation>eine misslungene Probe zählt nicht: Die Aufgabe bleibt bei {0}</translation>
    </message>
    <message>
        <source>the task is complete</source>
        <translation>die Aufgabe ist erledigt</translation>
    </message>
    <message>
        <source>cover changes the Hit Threshold only against firearms</source>
        <translation>Deckung ändert die Trefferschwelle nur gegen Schusswaffen</translation>
    </message>
    <message>
        <source>Firearms rating 0 and a natural 1: the shooter hit themselves or an ally</source>
        <translation>Schusswaffen-Wert 0 und eine natürliche 1: Der Schütze hat sich selbst oder einen Verbündeten getroffen</translation>
    </message>
    <message>
        <source>hit with {0}: roll damage</source>
        <translation>Treffer mit {0}: Schaden würfeln</translation>
    </message>
    <message>
        <source>{0} is an investigative ability: use spend_investigative</source>
        <translation>{0} ist eine Ermittlungsfähigkeit: Verwenden Sie spend_investigative</translation>
    </message>
    <message>
        <source>{0} is not spent in a general spend</source>
        <translation>{0} wird nicht bei einer allgemeinen Ausgabe ausgegeben</translation>
    </message>
    <message>
        <source>spend {0}</source>
        <translation>{0} ausgeben</translation>
    </message>
    <message>
        <source>{0} {1} spent: {2}; pool {3} → {4}</source>
        <translation>{0} {1} ausgegeben: {2}; Pool {3} → {4}</translation>
    </message>
    <message>
        <source>{0} {1} spent; pool {2} → {3}</source>
        <translation>{0} {1} ausgegeben; Pool {2} → {3}</translation>
    </message>
    <message>
        <source>{0} is a General ability: test it or make a general spend</source>
        <translation>{0} ist eine allgemeine Fähigkeit: Proben Sie sie oder nehmen Sie eine allgemeine Ausgabe vor</translation>
    </message>
    <message>
        <source>cannot spend {0}: the character is mind blasted</source>
        <translation>{0} kann nicht ausgegeben werden: Die Figur ist geistig zerrüttet</translation>
    </message>
    <message>
        <source>{0} rating 0: no points to spend</source>
        <translation>{0} Wert 0: keine Punkte zum Ausgeben</translation>
    </message>
    <message>
        <source>only a hurt character makes a Consciousness test before spending</source>
        <translation>nur eine verletzte Figur legt vor dem Ausgeben eine Bewusstseinsprobe ab</translation>
    </message>
    <message>
        <source>only a shaken character makes a Stability test before spending</source>
        <translation>nur eine erschütterte Figur legt vor dem Ausgeben eine Stabilitätsprobe ab</translation>
    </message>
    <message>
        <source>a hurt or shaken character must pass a test first: give the dice</source>
        <translation>eine verletzte oder erschütterte Figur muss zuerst eine Probe bestehen: Geben Sie die Würfel an</translation>
    </message>
    <message>
        <source>hurt: Consciousness test first; {0}</source>
        <translation>verletzt: zuerst Bewusstseinsprobe; {0}</translation>
    </message>
    <message>
        <source>shaken: Stability test first; {0}</source>
        <translation>erschüttert: zuerst Stabilitätsprobe; {0}</translation>
    </message>
    <message>
        <source>the test failed: no {0} points spent</source>
        <translation>die Probe ist misslungen: keine Punkte {0} ausgegeben</translation>
    </message>
    <message>
        <source>{0} Sanity lost at once: the {1} False Sanity points are lost</source>
        <translation>{0} geistige Gesundheit auf einmal verloren: Die {1} Punkte falscher geistiger Gesundheit gehen verloren</translation>
    </message>
    <message>
        <source>Sanity rating {0} → {1}</source>
        <translation>Wert der geistigen Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>Sanity pool {0} → {1}</source>
        <translation>Pool der geistigen Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>Stability {0} → {1}: {2}</source>
        <translation>Stabilität {0} → {1}: {2}</translation>
    </message>
    <message>
        <source>mind blasted: Stability rating −1 for good</source>
        <translation>geistig zerrüttet: Stabilitätswert dauerhaft −1</translation>
    </message>
    <message>
        <source>the keeper may give a mental illness: a Mythos madness</source>
        <translation>der Spielleiter kann eine geistige Störung vergeben: Mythos-Wahnsinn</translation>
    </message>
    <message>
        <source>the keeper may give a mental illness: shell shock</source>
        <translation>der Spielleiter kann eine geistige Störung vergeben: Kriegsneurose</translation>
    </message>
    <message>
        <source>mind blasted by a Mythos horror: Sanity rating −{0}</source>
        <translation>durch einen Mythos-Schrecken geistig zerrüttet: Wert der geistigen Gesundheit −{0}</translation>
    </message>
    <message>
        <source>shaken by a Mythos horror: Sanity rating −{0}</source>
        <translation>durch einen Mythos-Schrecken erschüttert: Wert der geistigen Gesundheit −{0}</translation>
    </message>
    <message>
        <source>Stability −12: permanently insane</source>
        <translation>Stabilität −12: dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>Sanity 0: permanently insane</source>
        <translation>Geistige Gesundheit 0: dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>{0}: Stability −{1}</source>
        <translation>{0}: Stabilität −{1}</translation>
    </message>
    <message>
        <source>make a Stability test</source>
        <translation>Stabilitätsprobe ablegen</translation>
    </message>
    <message>
        <source>experience gives no bonus against Mythos or supernatural events</source>
        <translation>Erfahrung gibt keinen Bonus gegen Mythos- oder übernatürliche Ereignisse</translation>
    </message>
    <message>
        <source>the bonus for a creature faced before is a Pulp rule</source>
        <translation>der Bonus für eine bereits bekannte Kreatur ist eine Pulp-Regel</translation>
    </message>
    <message>
        <source>the Big Reveal is an optional Purist rule</source>
        <translation>die Große Enthüllung ist eine optionale Purist-Regel</translation>
    </message>
    <message>
        <source>no Pillar of Sanity left: +1 difficulty</source>
        <translation>keine Säule der geistigen Gesundheit mehr: +1 Schwierigkeit</translation>
    </message>
    <message>
        <source>pitch black: +1 difficulty</source>
        <translation>stockfinster: +1 Schwierigkeit</translation>
    </message>
    <message>
        <source>−{0} for experience or familiarity (never below 2)</source>
        <translation>−{0} für Erfahrung oder Vertrautheit (nie unter 2)</translation>
    </message>
    <message>
        <source>the Big Reveal: a failure would cost {0}</source>
        <translation>die Große Enthüllung: Ein Fehlschlag würde {0} kosten</translation>
    </message>
    <message>
        <source>Mythos Stability test: {0}</source>
        <translation>Mythos-Stabilitätsprobe: {0}</translation>
    </message>
    <message>
        <source>Stability test: {0}</source>
        <translation>Stabilitätsprobe: {0}</translation>
    </message>
    <message>
        <source>failure: Stability −{0}</source>
        <translation>Fehlschlag: Stabilität −{0}</translation>
    </message>
    <message>
        <source>Stability loss</source>
        <translation>Stabilitätsverlust</translation>
    </message>
    <message>
        <source>acting against a hard driver</source>
        <translation>Handeln gegen einen harten Antrieb</translation>
    </message>
    <message>
        <source>acting against a soft driver</source>
        <translation>Handeln gegen einen weichen Antrieb</translation>
    </message>
    <message>
        <source>Stability {0} → {1} (the rating caps it)</source>
        <translation>Stabilität {0} → {1} (durch den Wert begrenzt)</translation>
    </message>
    <message>
        <source>Stability {0} → {1}</source>
        <translation>Stabilität {0} → {1}</translation>
    </message>
    <message>
        <source>gain Stability</source>
        <translation>Stabilität gewinnen</translation>
    </message>
    <message>
        <source>the Drive was declared meaningless: it gives no Stability any more</source>
        <translation>der Antrieb wurde für bedeutungslos erklärt: Er gibt keine Stabilität mehr</translation>
    </message>
    <message>
        <source>acting within a hard driver</source>
        <translation>Handeln im Sinne eines harten Antriebs</translation>
    </message>
    <message>
        <source>acting within a soft driver</source>
        <translation>Handeln im Sinne eines weichen Antriebs</translation>
    </message>
    <message>
        <source>confidence rolls are a Pulp rule</source>
        <translation>Zuversichtswürfe sind eine Pulp-Regel</translation>
    </message>
    <message>
        <source>make a confidence roll</source>
        <translation>Zuversichtswurf ablegen</translation>
    </message>
    <message>
        <source>a confidence roll is not paid with {0}</source>
        <translation>ein Zuversichtswurf wird nicht mit {0} bezahlt</translation>
    </message>
    <message>
        <source>confidence roll: {0} {1} paid, rolled {2}</source>
        <translation>Zuversichtswurf: {0} {1} bezahlt, gewürfelt {2}</translation>
    </message>
    <message>
        <source>confidence roll</source>
        <translation>Zuversichtswurf</translation>
    </message>
    <message>
        <source>only Alienists can treat themselves</source>
        <translation>nur Nervenärzte können sich selbst behandeln</translation>
    </message>
    <message>
        <source>treat the patient</source>
        <translation>Patienten behandeln</translation>
    </message>
    <message>
        <source>{0} points would restore more than the {1} Stability the patient lacks (at most {2} points)</source>
        <translation>{0} Punkte würden mehr als die {1} Stabilität wiederherstellen, die dem Patienten fehlt (höchstens {2} Punkte)</translation>
    </message>
    <message>
        <source>{0} Psychoanalysis sacrificed</source>
        <translation>{0} Psychoanalyse geopfert</translation>
    </message>
    <message>
        <source>psychological triage</source>
        <translation>psychologische Erstversorgung</translation>
    </message>
    <message>
        <source>failed: no new attempt until the patient loses more Stability</source>
        <translation>misslungen: kein neuer Versuch, bis der Patient weitere Stabilität verliert</translation>
    </message>
    <message>
        <source>temporary psychological triage</source>
        <translation>vorübergehende psychologische Erstversorgung</translation>
    </message>
    <message>
        <source>lose Sanity</source>
        <translation>geistige Gesundheit verlieren</translation>
    </message>
    <message>
        <source>fainting to avoid Sanity loss is a Purist rule</source>
        <translation>Ohnmacht zur Vermeidung von Verlust geistiger Gesundheit ist eine Purist-Regel</translation>
    </message>
    <message>
        <source>fainted: the Sanity loss of {0} becomes 1</source>
        <translation>ohnmächtig: Der Verlust geistiger Gesundheit von {0} wird zu 1</translation>
    </message>
    <message>
        <source>{0} Pillar(s) of Sanity may now crumble, if the player chooses</source>
        <translation>{0} Säule(n) der geistigen Gesundheit dürfen jetzt zerbröckeln, wenn der Spieler es wählt</translation>
    </message>
    <message>
        <source>Cthulhu Mythos cannot exceed {0} (now {1})</source>
        <translation>Cthulhu-Mythos kann {0} nicht übersteigen (jetzt {1})</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1} ({2})</source>
        <translation>Cthulhu-Mythos {0} → {1} ({2})</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1}</source>
        <translation>Cthulhu-Mythos {0} → {1}</translation>
    </message>
    <message>
        <source>the Sanity rating may be at most {0} (10 − Cthulhu Mythos)</source>
        <translation>der Wert der geistigen Gesundheit darf höchstens {0} betragen (10 − Cthulhu-Mythos)</translation>
    </message>
    <message>
        <source>Sanity rating {0} is within its cap {1}: unchanged</source>
        <translation>Wert der geistigen Gesundheit {0} liegt innerhalb der Obergrenze {1}: unverändert</translation>
    </message>
    <message>
        <source>the sheet has no Pillar of Sanity called {0}</source>
        <translation>der Bogen hat keine Säule der geistigen Gesundheit namens {0}</translation>
    </message>
    <message>
        <source>shatter a Pillar</source>
        <translation>Säule zerschmettern</translation>
    </message>
    <message>
        <source>the Pillar {0} is already shattered</source>
        <translation>die Säule {0} ist bereits zerschmettert</translation>
    </message>
    <message>
        <source>the Pillar {0} is already crumbled</source>
        <translation>die Säule {0} ist bereits zerbröckelt</translation>
    </message>
    <message>
        <source>Pillar {0} shattered</source>
        <translation>Säule {0} zerschmettert</translation>
    </message>
    <message>
        <source>the Pillar of Sanity {0} shatters</source>
        <translation>die Säule der geistigen Gesundheit {0} zerschmettert</translation>
    </message>
    <message>
        <source>the Pillar {0} is shattered: too late for it to crumble</source>
        <translation>die Säule {0} ist zerschmettert: zu spät, um zu zerbröckeln</translation>
    </message>
    <message>
        <source>the Pillar {0} has already crumbled</source>
        <translation>die Säule {0} ist bereits zerbröckelt</translation>
    </message>
    <message>
        <source>a Pillar may crumble only for every 3 Sanity pool points lost</source>
        <translation>eine Säule darf nur für je 3 verlorene Poolpunkte geistiger Gesundheit zerbröckeln</translation>
    </message>
    <message>
        <source>the Pillar of Sanity {0} crumbles from within</source>
        <translation>die Säule der geistigen Gesundheit {0} zerbröckelt von innen</translation>
    </message>
    <message>
        <source>no Pillar of Sanity left: Stability tests +1 difficulty</source>
        <translation>keine Säule der geistigen Gesundheit mehr: Stabilitätsproben +1 Schwierigkeit</translation>
    </message>
    <message>
        <source>a non-lethal scuffling attack is not a firearm hit</source>
        <translation>ein nicht tödlicher Raufangriff ist kein Schusswaffentreffer</translation>
    </message>
    <message>
        <source>the character is already dead</source>
        <translation>die Figur ist bereits tot</translation>
    </message>
    <message>
        <source>{0} damage, armour {1}: Health {2} → {3}</source>
        <translation>{0} Schaden, Rüstung {1}: Gesundheit {2} → {3}</translation>
    </message>
    <message>
        <source>{0} damage: Health {1} → {2}</source>
        <translation>{0} Schaden: Gesundheit {1} → {2}</translation>
    </message>
    <message>
        <source>lethal firearms: {0} more, Health {1}</source>
        <translation>tödliche Schusswaffen: {0} mehr, Gesundheit {1}</translation>
    </message>
    <message>
        <source>Consciousness test at difficulty {0} or faint</source>
        <translation>Bewusstseinsprobe gegen Schwierigkeit {0}, sonst Ohnmacht</translation>
    </message>
    <message>
        <source>no actions; loses 1 Health every half hour until stabilised</source>
        <translation>keine Aktionen; verliert jede halbe Stunde 1 Gesundheit, bis stabilisiert</translation>
    </message>
    <message>
        <source>the character is dead</source>
        <translation>die Figur ist tot</translation>
    </message>
    <message>
        <source>Consciousness test: {0}</source>
        <translation>Bewusstseinsprobe: {0}</translation>
    </message>
    <message>
        <source>Health {0} → {1}</source>
        <translation>Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>fainted</source>
        <translation>ohnmächtig</translation>
    </message>
    <message>
        <source>only a seriously wounded character keeps losing Health</source>
        <translation>nur eine schwer verletzte Figur verliert weiter Gesundheit</translation>
    </message>
    <message>
        <source>{0} half hour(s) unstabilised: Health {1} → {2}</source>
        <translation>{0} halbe Stunde(n) nicht stabilisiert: Gesundheit {1} → {2}</translation>
    </message>
    <message>
        <source>another character must stabilise a seriously wounded one</source>
        <translation>eine andere Figur muss eine schwer verletzte stabilisieren</translation>
    </message>
    <message>
        <source>only a seriously wounded character needs stabilising</source>
        <translation>nur eine schwer verletzte Figur muss stabilisiert werden</translation>
    </message>
    <message>
        <source>stabilised: no more Health lost</source>
        <translation>stabilisiert: kein weiterer Verlust von Gesundheit</translation>
    </message>
    <message>
        <source>not stabilised</source>
        <translation>nicht stabilisiert</translation>
    </message>
    <message>
        <source>only someone with the First Aid ability can restore Health</source>
        <translation>nur jemand mit der Fähigkeit Erste Hilfe kann Gesundheit wiederherstellen</translation>
    </message>
    <message>
        <source>give First Aid</source>
        <translation>Erste Hilfe leisten</translation>
    </message>
    <message>
        <source>First Aid cannot restore Health to a seriously wounded character: stabilise them</source>
        <translation>Erste Hilfe kann einer schwer verletzten Figur keine Gesundheit wiederherstellen: Stabilisieren Sie sie</translation>
    </message>
    <message>
        <source>First Aid only helps a hurt or seriously wounded character (Health {0})</source>
        <translation>Erste Hilfe hilft nur einer verletzten oder schwer verletzten Figur (Gesundheit {0})</translation>
    </message>
    <message>
        <source>spend First Aid points: the free point is for an empty First Aid pool</source>
        <translation>geben Sie Erste-Hilfe-Punkte aus: Der freie Punkt gilt nur bei leerem Erste-Hilfe-Pool</translation>
    </message>
    <message>
        <source>the rating {0}</source>
        <translation>der Wert {0}</translation>
    </message>
    <message>
        <source>a third of the rating ({0}, Purist)</source>
        <translation>ein Drittel des Werts ({0}, Purist)</translation>
    </message>
    <message>
        <source>the Health before the incident ({0})</source>
        <translation>die Gesundheit vor dem Vorfall ({0})</translation>
    </message>
    <message>
        <source>First Aid cannot raise Health {0} any more (limits: {1})</source>
        <translation>Erste Hilfe kann Gesundheit {0} nicht weiter erhöhen (Grenzen: {1})</translation>
    </message>
    <message>
        <source>{0} First Aid points restore more than the {1} Health First Aid may give here: spend at most {2}</source>
        <translation>{0} Erste-Hilfe-Punkte stellen mehr als die {1} Gesundheit wieder her, die Erste Hilfe hier geben darf: Geben Sie höchstens {2} aus</translation>
    </message>
    <message>
        <source>{0} First Aid spent: Health {1} → {2}</source>
        <translation>{0} Erste Hilfe ausgegeben: Gesundheit {1} → {2}</translation>
    </message>
    <message>
        <source>1 Health with an empty First Aid pool (once per scene): Health {0} → {1}</source>
        <translation>1 Gesundheit bei leerem Erste-Hilfe-Pool (einmal pro Szene): Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>limited by {0}</source>
        <translation>begrenzt durch {0}</translation>
    </message>
    <message>
        <source>a seriously wounded character must be hospitalised (hospital_discharge)</source>
        <translation>eine schwer verletzte Figur muss ins Krankenhaus (hospital_discharge)</translation>
    </message>
    <message>
        <source>{0}: Health {1} → {2}</source>
        <translation>{0}: Gesundheit {1} → {2}</translation>
    </message>
    <message>
        <source>hospital recovery is for seriously wounded characters</source>
        <translation>die Genesung im Krankenhaus gilt für schwer verletzte Figuren</translation>
    </message>
    <message>
        <source>Health {0}: {1} days in hospital are needed, not {2}</source>
        <translation>Gesundheit {0}: {1} Tage im Krankenhaus sind nötig, nicht {2}</translation>
    </message>
    <message>
        <source>{0} days in hospital: Health {1} → {2}</source>
        <translation>{0} Tage im Krankenhaus: Gesundheit {1} → {2}</translation>
    </message>
    <message>
        <source>fully recovered the following day</source>
        <translation>am folgenden Tag vollständig genesen</translation>
    </message>
    <message>
        <source>unknown weapon {0}</source>
        <translation>unbekannte Waffe {0}</translation>
    </message>
    <message>
        <source>{0} is a hand weapon: no range band</source>
        <translation>{0} ist eine Nahkampfwaffe: keine Entfernungsstufe</translation>
    </message>
    <message>
        <source>{0}: give the range band ({1}), not {2}</source>
        <translation>{0}: Geben Sie die Entfernungsstufe an ({1}), nicht {2}</translation>
    </message>
    <message>
        <source>{0} cannot fire both barrels at once</source>
        <translation>{0} kann nicht beide Läufe gleichzeitig abfeuern</translation>
    </message>
    <message>
        <source>{0} cannot reach {1} range</source>
        <translation>{0} erreicht die Entfernung „{1}“ nicht</translation>
    </message>
    <message>
        <source>only firearm damage is tripled</source>
        <translation>nur Schusswaffenschaden wird verdreifacht</translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>{0} - {1} ({2} rating 0)</source>
        <translation>{0} - {1} ({2} Wert 0)</translation>
    </message>
    <message>
        <source>{0}: rolled {1}</source>
        <translation>{0}: gewürfelt {1}</translation>
    </message>
    <message>
        <source>tripled</source>
        <translation>verdreifacht</translation>
    </message>
    <message>
        <source>no damage (the total is below 0)</source>
        <translation>kein Schaden (die Summe ist unter 0)</translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation>Schaden {0}</translation>
    </message>
    <message>
        <source>every pool was already full</source>
        <translation>alle Pools waren bereits voll</translation>
    </message>
    <message>
        <source>in a Purist campaign no Sanity pool points are awarded</source>
        <translation>in einer Purist-Kampagne werden keine Poolpunkte geistiger Gesundheit vergeben</translation>
    </message>
    <message>
        <source>no Sanity rating was lost this adventure: nothing to deny</source>
        <translation>in diesem Abenteuer ging kein Wert der geistigen Gesundheit verloren: nichts zu leugnen</translation>
    </message>
    <message>
        <source>denying the Mythos: Sanity rating {0} → {1}</source>
        <translation>Leugnen des Mythos: Wert der geistigen Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>denying the Mythos: the Sanity rating is already at its cap {0}</source>
        <translation>Leugnen des Mythos: Der Wert der geistigen Gesundheit ist bereits an seiner Obergrenze {0}</translation>
    </message>
    <message>
        <source>Sanity award: Sanity pool {0} → {1}</source>
        <translation>Belohnung: Pool der geistigen Gesundheit {0} → {1}</translation>
    </message>
    <message>
        <source>{0} does not refresh after 24 hours</source>
        <translation>{0} wird nach 24 Stunden nicht aufgefrischt</translation>
    </message>
    <message>
        <source>{0} is not refreshed in a safe haven</source>
        <translation>{0} wird in einem sicheren Hafen nicht aufgefrischt</translation>
    </message>
    <message>
        <source>a safe haven refreshes at most {0} pools a session</source>
        <translation>ein sicherer Hafen frischt höchstens {0} Pools pro Sitzung auf</translation>
    </message>
    <message>
        <source>no pool refreshed</source>
        <translation>kein Pool aufgefrischt</translation>
    </message>
</context>
<context>
    <name>ToCRules</name>
    <message>
        <source>{0} build point</source>
        <translation>{0} Aufbaupunkt</translation>
    </message>
    <message>
        <source>{0} build points</source>
        <translation>{0} Aufbaupunkte</translation>
    </message>
    <message>
        <source>NPC: build rules are not checked, only the state of play.</source>
        <translation>NSC: Die Aufbauregeln werden nicht geprüft, nur der Spielstand.</translation>
    </message>
    <message>
        <source>{0} is not a Trail of Cthulhu ability; it is not costed.</source>
        <translation>{0} ist keine Trail-of-Cthulhu-Fähigkeit; sie kostet nichts.</translation>
    </message>
    <message>
        <source>Check the spelling or remove it.</source>
        <translation>Prüfen Sie die Schreibweise oder entfernen Sie sie.</translation>
    </message>
    <message>
        <source>{0} pool {1} is above its rating {2}.</source>
        <translation>{0}: Pool {1} liegt über dem Wert {2}.</translation>
    </message>
    <message>
        <source>Pools never refill above the rating: lower the pool to {0} or less.</source>
        <translation>Pools füllen sich nie über den Wert auf: Senken Sie den Pool auf {0} oder weniger.</translation>
    </message>
    <message>
        <source>{0} pool {1} is below its lowest value {2}.</source>
        <translation>{0}: Pool {1} liegt unter dem niedrigsten Wert {2}.</translation>
    </message>
    <message>
        <source>Set the pool to {0} or more.</source>
        <translation>Setzen Sie den Pool auf {0} oder mehr.</translation>
    </message>
    <message>
        <source>{0} takes no named specialities (only Art and Craft do).</source>
        <translation>{0} hat keine benannten Spezialgebiete (nur Kunst und Handwerk).</translation>
    </message>
    <message>
        <source>Remove the specialities or move them to Art or Craft.</source>
        <translation>Entfernen Sie die Spezialgebiete oder verschieben Sie sie zu Kunst oder Handwerk.</translation>
    </message>
    <message>
        <source>False Sanity {0} is more than the Sanity rating {1}.</source>
        <translation>Falsche geistige Gesundheit {0} ist höher als der Wert der geistigen Gesundheit {1}.</translation>
    </message>
    <message>
        <source>False Sanity is part of the Sanity rating: lower it.</source>
        <translation>Falsche geistige Gesundheit ist Teil des Werts der geistigen Gesundheit: Senken Sie sie.</translation>
    </message>
    <message>
        <source>Trading {0} investigative build points needs {1} general build points; there are only {2}.</source>
        <translation>Der Tausch von {0} Ermittlungs-Aufbaupunkten erfordert {1} allgemeine Aufbaupunkte; es gibt nur {2}.</translation>
    </message>
    <message>
        <source>Trade at most {0}.</source>
        <translation>Tauschen Sie höchstens {0}.</translation>
    </message>
    <message>
        <source>Trading away {0} investigative build points; there are only {1}.</source>
        <translation>Es werden {0} Ermittlungs-Aufbaupunkte abgegeben; es gibt nur {1}.</translation>
    </message>
    <message>
        <source>Trade away at most {0}.</source>
        <translation>Geben Sie höchstens {0} ab.</translation>
    </message>
    <message>
        <source>{0} withheld without the keeper&apos;s permission.</source>
        <translation>{0} ohne Erlaubnis des Spielleiters zurückbehalten.</translation>
    </message>
    <message>
        <source>Spend them now, or record that the keeper allows withholding build points.</source>
        <translation>Geben Sie sie jetzt aus oder vermerken Sie, dass der Spielleiter das Zurückbehalten von Aufbaupunkten erlaubt.</translation>
    </message>
    <message>
        <source>{0} spent and {1} withheld of {2}</source>
        <translation>{0} ausgegeben und {1} zurückbehalten von {2}</translation>
    </message>
    <message>
        <source>{0} spent of {1}</source>
        <translation>{0} von {1} ausgegeben</translation>
    </message>
    <message>
        <source>General build points: {0}, {1} too many.</source>
        <translation>Allgemeine Aufbaupunkte: {0}, {1} zu viel.</translation>
    </message>
    <message>
        <source>Lower general ratings by {0} or withhold fewer.</source>
        <translation>Senken Sie allgemeine Werte um {0} oder behalten Sie weniger zurück.</translation>
    </message>
    <message>
        <source>Lower general ratings by {0}.</source>
        <translation>Senken Sie allgemeine Werte um {0}.</translation>
    </message>
    <message>
        <source>Investigative build points: {0}, {1} too many.</source>
        <translation>Ermittlungs-Aufbaupunkte: {0}, {1} zu viel.</translation>
    </message>
    <message>
        <source>Lower investigative ratings by {0} or withhold fewer.</source>
        <translation>Senken Sie Ermittlungswerte um {0} oder behalten Sie weniger zurück.</translation>
    </message>
    <message>
        <source>Lower investigative ratings by {0}.</source>
        <translation>Senken Sie Ermittlungswerte um {0}.</translation>
    </message>
    <message>
        <source>General build points: {0}, {1} unspent.</source>
        <translation>Allgemeine Aufbaupunkte: {0}, {1} nicht ausgegeben.</translation>
    </message>
    <message>
        <source>Investigative build points: {0}, {1} unspent.</source>
        <translation>Ermittlungs-Aufbaupunkte: {0}, {1} nicht ausgegeben.</translation>
    </message>
    <message>
        <source>Spend the remaining {0} or withhold them (if the keeper allows).</source>
        <translation>Geben Sie die verbleibenden {0} aus oder behalten Sie sie zurück (wenn der Spielleiter es erlaubt).</translation>
    </message>
    <message>
        <source>Spend the remaining {0}.</source>
        <translation>Geben Sie die verbleibenden {0} aus.</translation>
    </message>
    <message>
        <source>{0} {1} is below its free starting rating {2}.</source>
        <translation>{0} {1} liegt unter dem kostenlosen Startwert {2}.</translation>
    </message>
    <message>
        <source>Free ratings cannot be sold back: raise it to {0}.</source>
        <translation>Kostenlose Werte können nicht zurückverkauft werden: Erhöhen Sie den Wert auf {0}.</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} was bought, but it is gained in play unless the keeper allows buying it.</source>
        <translation>Cthulhu-Mythos {0} wurde gekauft, wird aber im Spiel erworben, sofern der Spielleiter den Kauf nicht erlaubt.</translation>
    </message>
    <message>
        <source>Set Cthulhu Mythos to 0, or record the keeper&apos;s permission (or the rating gained in play as play_change).</source>
        <translation>Setzen Sie Cthulhu-Mythos auf 0 oder vermerken Sie die Erlaubnis des Spielleiters (oder den im Spiel erworbenen Wert als play_change).</translation>
    </message>
    <message>
        <source>Sanity {0} is above {1} − Cthulhu Mythos {2} = {3}.</source>
        <translation>Geistige Gesundheit {0} liegt über {1} − Cthulhu-Mythos {2} = {3}.</translation>
    </message>
    <message>
        <source>Lower Sanity to {0}.</source>
        <translation>Senken Sie die geistige Gesundheit auf {0}.</translation>
    </message>
    <message>
        <source>{0} {1} is above {2}, the most a Purist campaign allows.</source>
        <translation>{0} {1} liegt über {2}, dem Höchstwert einer Purist-Kampagne.</translation>
    </message>
    <message>
        <source>Lower {0} to {1}, or play a Pulp campaign.</source>
        <translation>Senken Sie {0} auf {1} oder spielen Sie eine Pulp-Kampagne.</translation>
    </message>
    <message>
        <source>The highest General ability is {0} {1}; no other General ability reaches half of it ({2}); the next highest is {3}.</source>
        <translation>Die höchste allgemeine Fähigkeit ist {0} {1}; keine andere allgemeine Fähigkeit erreicht die Hälfte davon ({2}); die nächsthöchste ist {3}.</translation>
    </message>
    <message>
        <source>Raise another General ability to {0} or lower {1}.</source>
        <translation>Erhöhen Sie eine andere allgemeine Fähigkeit auf {0} oder senken Sie {1}.</translation>
    </message>
    <message>
        <source>A {0} never puts points into Credit Rating; it is {1}, not {2}.</source>
        <translation>{0}: Nie Punkte in Finanzkraft; sie beträgt {1}, nicht {2}.</translation>
    </message>
    <message>
        <source>Set Credit Rating to {0} (unless the keeper changes the occupation for good).</source>
        <translation>Setzen Sie Finanzkraft auf {0} (sofern der Spielleiter den Beruf nicht dauerhaft ändert).</translation>
    </message>
    <message>
        <source>Credit Rating {0} is above the keeper&apos;s cap of {1}.</source>
        <translation>Finanzkraft {0} liegt über der Obergrenze des Spielleiters von {1}.</translation>
    </message>
    <message>
        <source>Lower Credit Rating to {0}.</source>
        <translation>Senken Sie Finanzkraft auf {0}.</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Es ist kein Beruf gewählt.</translation>
    </message>
    <message>
        <source>Choose an occupation: it sets the occupational abilities and the Credit Rating range.</source>
        <translation>Wählen Sie einen Beruf: Er legt die Berufsfähigkeiten und die Spanne der Finanzkraft fest.</translation>
    </message>
    <message>
        <source>{0} is not a known occupation.</source>
        <translation>{0} ist kein bekannter Beruf.</translation>
    </message>
    <message>
        <source>Choose an occupation from the list (or add it as a user data file).</source>
        <translation>Wählen Sie einen Beruf aus der Liste (oder fügen Sie ihn als Benutzerdatendatei hinzu).</translation>
    </message>
    <message>
        <source>{0}: no branch is chosen.</source>
        <translation>{0}: Es ist keine Waffengattung gewählt.</translation>
    </message>
    <message>
        <source>Choose one of {0}.</source>
        <translation>Wählen Sie eine aus: {0}.</translation>
    </message>
    <message>
        <source>{0} has no branch {1}.</source>
        <translation>{0} hat keine Waffengattung {1}.</translation>
    </message>
    <message>
        <source>{0} has no branches, but {1} is given.</source>
        <translation>{0} hat keine Waffengattungen, aber {1} ist angegeben.</translation>
    </message>
    <message>
        <source>Clear the branch.</source>
        <translation>Entfernen Sie die Waffengattung.</translation>
    </message>
    <message>
        <source>{0} does not offer the choice that {1} are filed under.</source>
        <translation>{0} bietet die Auswahl nicht an, unter der {1} abgelegt sind.</translation>
    </message>
    <message>
        <source>these picks</source>
        <translation>diese gewählten Einträge</translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices: {0}.</source>
        <translation>Wählen Sie sie erneut in den eigenen Auswahlen des Berufs: {0}.</translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices.</source>
        <translation>Wählen Sie sie erneut in den eigenen Auswahlen des Berufs.</translation>
    </message>
    <message>
        <source>{0}, {1}: {2} picked, {3} needed.</source>
        <translation>{0}, {1}: {2} gewählt, {3} nötig.</translation>
    </message>
    <message>
        <source>Pick exactly {0}.</source>
        <translation>Wählen Sie genau {0}.</translation>
    </message>
    <message>
        <source>Credit Rating cannot be a free-choice occupational ability.</source>
        <translation>Finanzkraft kann keine frei wählbare Berufsfähigkeit sein.</translation>
    </message>
    <message>
        <source>Pick another ability.</source>
        <translation>Wählen Sie eine andere Fähigkeit.</translation>
    </message>
    <message>
        <source>{0}: {1} is already occupational.</source>
        <translation>{0}: {1} ist bereits eine Berufsfähigkeit.</translation>
    </message>
    <message>
        <source>Pick a different ability.</source>
        <translation>Wählen Sie eine andere Fähigkeit.</translation>
    </message>
    <message>
        <source>{0}, {1}: {2} is not one of the options.</source>
        <translation>{0}, {1}: {2} gehört nicht zu den Optionen.</translation>
    </message>
    <message>
        <source>Pick one of: {0}.</source>
        <translation>Wählen Sie eine aus: {0}.</translation>
    </message>
    <message>
        <source>{0} (made occupational by the keeper) is not a known ability.</source>
        <translation>{0} (vom Spielleiter zur Berufsfähigkeit gemacht) ist keine bekannte Fähigkeit.</translation>
    </message>
    <message>
        <source>Check the spelling.</source>
        <translation>Prüfen Sie die Schreibweise.</translation>
    </message>
    <message>
        <source>A {0} knows {1}, but it is not among the languages named.</source>
        <translation>{0}: beherrscht {1}, aber diese Sprache ist nicht unter den genannten.</translation>
    </message>
    <message>
        <source>Add {0} to the languages (it takes one point of Languages).</source>
        <translation>Fügen Sie {0} zu den Sprachen hinzu (das kostet einen Punkt Sprachen).</translation>
    </message>
    <message>
        <source>Languages {0} gives {0} language; {1} named.</source>
        <translation>Sprachen {0} ergibt {0} Sprache; {1} genannt.</translation>
    </message>
    <message>
        <source>Languages {0} gives {0} languages; {1} named.</source>
        <translation>Sprachen {0} ergibt {0} Sprachen; {1} genannt.</translation>
    </message>
    <message>
        <source>Name {0} more.</source>
        <translation>Nennen Sie {0} weitere.</translation>
    </message>
    <message>
        <source>{0} languages named, but Languages {1} gives only {1}.</source>
        <translation>{0} Sprachen genannt, aber Sprachen {1} ergibt nur {1}.</translation>
    </message>
    <message>
        <source>Remove names or raise Languages (the mother tongue is not listed).</source>
        <translation>Entfernen Sie Namen oder erhöhen Sie Sprachen (die Muttersprache wird nicht aufgeführt).</translation>
    </message>
    <message>
        <source>{0} Pillar of Sanity listed; Sanity {1} needs {2} (one per {3} full points).</source>
        <translation>{0} Säule der geistigen Gesundheit eingetragen; geistige Gesundheit {1} verlangt {2} (eine je {3} volle Punkte).</translation>
    </message>
    <message>
        <source>{0} Pillars of Sanity listed; Sanity {1} needs {2} (one per {3} full points).</source>
        <translation>{0} Säulen der geistigen Gesundheit eingetragen; geistige Gesundheit {1} verlangt {2} (eine je {3} volle Punkte).</translation>
    </message>
    <message>
        <source>List exactly {0}.</source>
        <translation>Tragen Sie genau {0} ein.</translation>
    </message>
    <message>
        <source>{0} Source of Stability listed; Stability {1} allows {2} (one per {3} full points).</source>
        <translation>{0} Quelle der Stabilität eingetragen; Stabilität {1} erlaubt {2} (eine je {3} volle Punkte).</translation>
    </message>
    <message>
        <source>{0} Sources of Stability listed; Stability {1} allows {2} (one per {3} full points).</source>
        <translation>{0} Quellen der Stabilität eingetragen; Stabilität {1} erlaubt {2} (eine je {3} volle Punkte).</translation>
    </message>
    <message>
        <source>List at most {0}.</source>
        <translation>Tragen Sie höchstens {0} ein.</translation>
    </message>
    <message>
        <source>{0} Source of Stability listed; Stability {1} allows {2}.</source>
        <translation>{0} Quelle der Stabilität eingetragen; Stabilität {1} erlaubt {2}.</translation>
    </message>
    <message>
        <source>{0} Sources of Stability listed; Stability {1} allows {2}.</source>
        <translation>{0} Quellen der Stabilität eingetragen; Stabilität {1} erlaubt {2}.</translation>
    </message>
    <message>
        <source>Name living NPCs (not fellow investigators) as Sources of Stability.</source>
        <translation>Nennen Sie lebende NSCs (keine Mitinvestigatoren) als Quellen der Stabilität.</translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp option; this is a Purist campaign.</source>
        <translation>Quellen der Stabilität sind eine Pulp-Option; dies ist eine Purist-Kampagne.</translation>
    </message>
    <message>
        <source>Remove them, or play a Pulp campaign.</source>
        <translation>Entfernen Sie sie oder spielen Sie eine Pulp-Kampagne.</translation>
    </message>
    <message>
        <source>No Drive is chosen.</source>
        <translation>Es ist kein Antrieb gewählt.</translation>
    </message>
    <message>
        <source>Choose a Drive: {0}.</source>
        <translation>Wählen Sie einen Antrieb: {0}.</translation>
    </message>
    <message>
        <source>{0} is not one of the Drives of the rules.</source>
        <translation>{0} ist kein Antrieb aus den Regeln.</translation>
    </message>
    <message>
        <source>Choose a listed Drive, or keep it if the keeper agrees.</source>
        <translation>Wählen Sie einen aufgeführten Antrieb oder behalten Sie ihn, wenn der Spielleiter zustimmt.</translation>
    </message>
    <message>
        <source>Hit Threshold {0} is set by hand; Athletics {1} gives {2}.</source>
        <translation>Trefferschwelle {0} ist von Hand gesetzt; Athletik {1} ergibt {2}.</translation>
    </message>
    <message>
        <source>Clear the Hit Threshold (it is for NPC statblocks).</source>
        <translation>Leeren Sie die Trefferschwelle (sie ist für NSC-Werteblöcke gedacht).</translation>
    </message>
    <message>
        <source>Weapon {0}: {1} is not in the weapon tables.</source>
        <translation>Waffe {0}: {1} steht nicht in den Waffentabellen.</translation>
    </message>
    <message>
        <source>Pick a weapon of the tables, or clear the kind for a weapon of your own.</source>
        <translation>Wählen Sie eine Waffe aus den Tabellen oder leeren Sie die Art für eine eigene Waffe.</translation>
    </message>
</context>
<context>
    <name>ToCSession</name>
    <message>
        <source>campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>investigative</source>
        <translation>Ermittlungsfähigkeiten</translation>
    </message>
    <message>
        <source>general</source>
        <translation>Allgemeine Fähigkeiten</translation>
    </message>
    <message>
        <source>mind</source>
        <translation>Geist</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>Identität</translation>
    </message>
    <message>
        <source>{0} is not a Trail of Cthulhu ability.</source>
        <translation>{0} ist keine Trail-of-Cthulhu-Fähigkeit.</translation>
    </message>
    <message>
        <source>The campaign is now Purist: Health and Stability may not be above {0}.</source>
        <translation>Die Kampagne ist jetzt Purist: Gesundheit und Stabilität dürfen nicht über {0} liegen.</translation>
    </message>
    <message>
        <source>The campaign is now Purist: Sources of Stability are a Pulp option.</source>
        <translation>Die Kampagne ist jetzt Purist: Quellen der Stabilität sind eine Pulp-Option.</translation>
    </message>
    <message>
        <source>The campaign is now Pulp: name Sources of Stability (one per {0} full Stability points).</source>
        <translation>Die Kampagne ist jetzt Pulp: Nennen Sie Quellen der Stabilität (eine je {0} volle Stabilitätspunkte).</translation>
    </message>
    <message>
        <source>The occupation changed to {0}: its choices start afresh.</source>
        <translation>Der Beruf wurde zu {0} geändert: Seine Auswahl beginnt von vorn.</translation>
    </message>
    <message>
        <source>The ratings stay as they were; what they cost follows the new occupational abilities.</source>
        <translation>Die Werte bleiben, wie sie waren; ihre Kosten richten sich nach den neuen Berufsfähigkeiten.</translation>
    </message>
    <message>
        <source>The branch changed: the choices {0} no longer apply and were cleared.</source>
        <translation>Die Waffengattung wurde geändert: Die Auswahlen {0} gelten nicht mehr und wurden entfernt.</translation>
    </message>
    <message>
        <source>The branch changed: the choice {0} no longer applies and was cleared.</source>
        <translation>Die Waffengattung wurde geändert: Die Auswahl {0} gilt nicht mehr und wurde entfernt.</translation>
    </message>
    <message>
        <source>{0} left</source>
        <translation>{0} übrig</translation>
    </message>
    <message>
        <source>{0} overspent</source>
        <translation>{0} zu viel ausgegeben</translation>
    </message>
    <message>
        <source>General build points: now {0} (was {1} left), as the {2} changed.</source>
        <translation>Allgemeine Aufbaupunkte: jetzt {0} (vorher {1} übrig), da sich der Schritt „{2}“ geändert hat.</translation>
    </message>
    <message>
        <source>Investigative build points: now {0} (was {1} left), as the {2} changed.</source>
        <translation>Ermittlungs-Aufbaupunkte: jetzt {0} (vorher {1} übrig), da sich der Schritt „{2}“ geändert hat.</translation>
    </message>
    <message>
        <source>{0} is an investigative ability; it is rated on the investigative step.</source>
        <translation>{0} ist eine Ermittlungsfähigkeit; ihr Wert wird im Schritt „Ermittlungsfähigkeiten“ festgelegt.</translation>
    </message>
    <message>
        <source>{0} is a General ability; it is rated on the general step.</source>
        <translation>{0} ist eine allgemeine Fähigkeit; ihr Wert wird im Schritt „Allgemeine Fähigkeiten“ festgelegt.</translation>
    </message>
    <message>
        <source>Remove it from the investigative ratings.</source>
        <translation>Entfernen Sie sie aus den Ermittlungswerten.</translation>
    </message>
    <message>
        <source>Remove it from the general ratings.</source>
        <translation>Entfernen Sie sie aus den allgemeinen Werten.</translation>
    </message>
    <message>
        <source>The investigator has no name.</source>
        <translation>Der Investigator hat keinen Namen.</translation>
    </message>
    <message>
        <source>Give the investigator a name.</source>
        <translation>Geben Sie dem Investigator einen Namen.</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Es ist kein Beruf gewählt.</translation>
    </message>
    <message>
        <source>Choose an occupation.</source>
        <translation>Wählen Sie einen Beruf.</translation>
    </message>
    <message>
        <source>No weapon {0} in the weapon tables.</source>
        <translation>Keine Waffe {0} in den Waffentabellen.</translation>
    </message>
    <message>
        <source>Pick a weapon of the tables, or describe it as a weapon of your own.</source>
        <translation>Wählen Sie eine Waffe aus den Tabellen oder beschreiben Sie sie als eigene Waffe.</translation>
    </message>
    <message>
        <source>Choose a known occupation first.</source>
        <translation>Wählen Sie zuerst einen bekannten Beruf.</translation>
    </message>
</context>
<context>
    <name>ToCSheetView</name>
    <message>
        <source>Equipment</source>
        <translation>Ausrüstung</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Change {0}</source>
        <translation>{0} ändern</translation>
    </message>
    <message>
        <source>Trail of Cthulhu 1st edition</source>
        <translation>Trail of Cthulhu 1. Edition</translation>
    </message>
    <message>
        <source>This sheet follows the rules of {0}; the 2nd edition&apos;s numbers differ.</source>
        <translation>Dieser Bogen folgt den Regeln von {0}; die Zahlen der 2. Edition weichen ab.</translation>
    </message>
    <message>
        <source>Refresh pools:</source>
        <translation>Pools auffrischen:</translation>
    </message>
    <message>
        <source>Between adventures</source>
        <translation>Zwischen Abenteuern</translation>
    </message>
    <message>
        <source>Investigative pools, General pools and Stability return to their ratings</source>
        <translation>Ermittlungspools, allgemeine Pools und Stabilität kehren auf ihre Werte zurück</translation>
    </message>
    <message>
        <source>24-hour refresh</source>
        <translation>24-Stunden-Auffrischung</translation>
    </message>
    <message>
        <source>Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh</source>
        <translation>Athletik, Fahren, Feuerwaffen, Flucht, Steuern, Reiten, Handgemenge und Waffen werden aufgefrischt</translation>
    </message>
    <message>
        <source>A day of rest</source>
        <translation>Ein Ruhetag</translation>
    </message>
    <message>
        <source>Health recovers 2 points (not when seriously wounded)</source>
        <translation>Gesundheit erholt sich um 2 Punkte (nicht bei schwerer Verwundung)</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Letzter Wurf</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigator</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Beruf</translation>
    </message>
    <message>
        <source>— choose an occupation —</source>
        <translation>— Beruf wählen —</translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation>&amp;Beruf:</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Waffengattung</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Waffengattung:</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Auswahl:</translation>
    </message>
    <message>
        <source>Campaign style</source>
        <translation>Kampagnenstil</translation>
    </message>
    <message>
        <source>Purist</source>
        <translation>Purist</translation>
    </message>
    <message>
        <source>Pulp</source>
        <translation>Pulp</translation>
    </message>
    <message>
        <source>Purist: bleak, Lovecraftian horror. Pulp: two-fisted action; Sources of Stability.</source>
        <translation>Purist: düsterer, lovecraftscher Horror. Pulp: handfeste Action; Quellen der Stabilität.</translation>
    </message>
    <message>
        <source>Campaign &amp;style:</source>
        <translation>Kampa&amp;gnenstil:</translation>
    </message>
    <message>
        <source>Investigators in the group</source>
        <translation>Investigatoren in der Gruppe</translation>
    </message>
    <message>
        <source>Keeper&apos;s investigative budget:</source>
        <translation>Ermittlungsbudget des Spielleiters:</translation>
    </message>
    <message>
        <source>The keeper sets the investigative budget</source>
        <translation>Der Spielleiter legt das Ermittlungsbudget fest</translation>
    </message>
    <message>
        <source>Keeper&apos;s investigative budget</source>
        <translation>Ermittlungsbudget des Spielleiters</translation>
    </message>
    <message>
        <source>&amp;Investigators:</source>
        <translation>&amp;Investigatoren:</translation>
    </message>
    <message>
        <source>Investigators in the group: 2 get 24 investigative build points, 3 get 18, 4 or more 16</source>
        <translation>Investigatoren in der Gruppe: Bei 2 erhalten sie 24 Ermittlungs-Aufbaupunkte, bei 3 18, bei 4 oder mehr 16</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Antrieb</translation>
    </message>
    <message>
        <source>Choose or type a Drive</source>
        <translation>Antrieb wählen oder eingeben</translation>
    </message>
    <message>
        <source>&amp;Drive:</source>
        <translation>&amp;Antrieb:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Hintergrund</translation>
    </message>
    <message>
        <source>Occupational benefits</source>
        <translation>Berufliche Vorteile</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>A&amp;ussehen:</translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation>&amp;Hintergrund:</translation>
    </message>
    <message>
        <source>Occupational &amp;benefits:</source>
        <translation>Berufliche &amp;Vorteile:</translation>
    </message>
    <message>
        <source>Build points</source>
        <translation>Aufbaupunkte</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Übrig</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>Investigative</source>
        <translation>Ermittlung</translation>
    </message>
    <message>
        <source>Trade of build points</source>
        <translation>Tausch von Aufbaupunkten</translation>
    </message>
    <message>
        <source>Positive: 3 general build points become 1 investigative one, per point. Negative: 1 investigative build point becomes 3 general ones.</source>
        <translation>Positiv: Je Punkt werden 3 allgemeine Aufbaupunkte zu 1 Ermittlungs-Aufbaupunkt. Negativ: 1 Ermittlungs-Aufbaupunkt wird zu 3 allgemeinen.</translation>
    </message>
    <message>
        <source>&amp;Trade (3 general = 1 investigative):</source>
        <translation>&amp;Tausch (3 allgemeine = 1 Ermittlung):</translation>
    </message>
    <message>
        <source>Sanity, Stability and Health</source>
        <translation>Geistige Gesundheit, Stabilität und Gesundheit</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Change {0} rating</source>
        <translation>Wert von {0} ändern</translation>
    </message>
    <message>
        <source>{0} rating</source>
        <translation>{0}: Wert</translation>
    </message>
    <message>
        <source>Change {0} pool</source>
        <translation>Pool von {0} ändern</translation>
    </message>
    <message>
        <source>{0} pool</source>
        <translation>{0}: Pool</translation>
    </message>
    <message>
        <source>{0} status</source>
        <translation>{0}: Status</translation>
    </message>
    <message>
        <source>3, or 4 with Athletics 8 or more</source>
        <translation>3, oder 4 mit Athletik 8 oder mehr</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Säulen der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>Pillar state</source>
        <translation>Zustand der Säule</translation>
    </message>
    <message>
        <source>New Pillar of Sanity</source>
        <translation>Neue Säule der geistigen Gesundheit</translation>
    </message>
    <message>
        <source>A conviction: choose an example or type your own</source>
        <translation>Eine Überzeugung: Wählen Sie ein Beispiel oder geben Sie eine eigene ein</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add the Pillar of Sanity</source>
        <translation>Säule der geistigen Gesundheit hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected Pillar of Sanity</source>
        <translation>Ausgewählte Säule der geistigen Gesundheit entfernen</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Quellen der Stabilität</translation>
    </message>
    <message>
        <source>Source state</source>
        <translation>Zustand der Quelle</translation>
    </message>
    <message>
        <source>New Source of Stability: name</source>
        <translation>Neue Quelle der Stabilität: Name</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <source>New Source of Stability: relationship</source>
        <translation>Neue Quelle der Stabilität: Beziehung</translation>
    </message>
    <message>
        <source>Add the Source of Stability</source>
        <translation>Quelle der Stabilität hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected Source of Stability</source>
        <translation>Ausgewählte Quelle der Stabilität entfernen</translation>
    </message>
    <message>
        <source>Academic abilities</source>
        <translation>Akademische Fähigkeiten</translation>
    </message>
    <message>
        <source>Interpersonal abilities</source>
        <translation>Zwischenmenschliche Fähigkeiten</translation>
    </message>
    <message>
        <source>Technical abilities</source>
        <translation>Technische Fähigkeiten</translation>
    </message>
    <message>
        <source>General abilities</source>
        <translation>Allgemeine Fähigkeiten</translation>
    </message>
    <message>
        <source>Other abilities</source>
        <translation>Sonstige Fähigkeiten</translation>
    </message>
    <message>
        <source>● occupational (half price) · * can sometimes be used investigatively · the die tests at difficulty 4; Shift-click or the arrow to set difficulty and spend</source>
        <translation>● Berufsfähigkeit (halber Preis) · * manchmal zur Ermittlung nutzbar · der Würfel probt gegen Schwierigkeit 4; Umschalt-Klick oder Pfeil, um Schwierigkeit und Ausgabe festzulegen</translation>
    </message>
    <message>
        <source>Abilities that are not in the Trail of Cthulhu list cost nothing.</source>
        <translation>Fähigkeiten, die nicht in der Trail-of-Cthulhu-Liste stehen, kosten nichts.</translation>
    </message>
    <message>
        <source>● occupational (half price) · “Spend” uses pool points for a clue</source>
        <translation>● Berufsfähigkeit (halber Preis) · „Ausgeben“ nutzt Poolpunkte für einen Hinweis</translation>
    </message>
    <message>
        <source>Occ.</source>
        <translation>Ber.</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Ausgeben</translation>
    </message>
    <message>
        <source>Test {0}</source>
        <translation>Probe auf {0}</translation>
    </message>
    <message>
        <source>Test {0} at difficulty 4, spending nothing.
Shift-click or the arrow: choose the difficulty and the points to spend;
the arrow also spends points without a test.</source>
        <translation>Probe auf {0} gegen Schwierigkeit 4 ohne Ausgabe.
Umschalt-Klick oder Pfeil: Schwierigkeit und auszugebende Punkte wählen;
der Pfeil gibt auch Punkte ohne Probe aus.</translation>
    </message>
    <message>
        <source>Spend without a test</source>
        <translation>Ohne Probe ausgeben</translation>
    </message>
    <message>
        <source>Spend {0} point(s)</source>
        <translation>{0} Punkt(e) ausgeben</translation>
    </message>
    <message>
        <source>Spend {0} points</source>
        <translation>{0} Punkte ausgeben</translation>
    </message>
    <message>
        <source>Spend 1 {0} point (the arrow: more)</source>
        <translation>1 Punkt {0} ausgeben (Pfeil: mehr)</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Sprachen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A language (one per Languages rating point)</source>
        <translation>Eine Sprache (eine pro Punkt im Wert „Sprachen“)</translation>
    </message>
    <message>
        <source>New language</source>
        <translation>Neue Sprache</translation>
    </message>
    <message>
        <source>Add the language</source>
        <translation>Sprache hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected language</source>
        <translation>Ausgewählte Sprache entfernen</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>Point blank</source>
        <translation>Kernschuss</translation>
    </message>
    <message>
        <source>by range</source>
        <translation>nach Entfernung</translation>
    </message>
    <message>
        <source>Weapon ability</source>
        <translation>Waffenfähigkeit</translation>
    </message>
    <message>
        <source>Weapon to add</source>
        <translation>Hinzuzufügende Waffe</translation>
    </message>
    <message>
        <source>Your own weapon</source>
        <translation>Eigene Waffe</translation>
    </message>
    <message>
        <source>Add the weapon</source>
        <translation>Waffe hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation>Ausgewählte Waffe entfernen</translation>
    </message>
    <message>
        <source>Range of damage rolls</source>
        <translation>Entfernung für Schadenswürfe</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>&amp;Entfernung:</translation>
    </message>
    <message>
        <source>The range used for the damage of firearms and explosives</source>
        <translation>Die Entfernung, die für den Schaden von Schusswaffen und Sprengstoffen gilt</translation>
    </message>
    <message>
        <source>Mental disorders</source>
        <translation>Geistige Störungen</translation>
    </message>
    <message>
        <source>Mental disorder</source>
        <translation>Geistige Störung</translation>
    </message>
    <message>
        <source>mental disorder</source>
        <translation>Geistige Störung</translation>
    </message>
    <message>
        <source>A mental disorder</source>
        <translation>Eine geistige Störung</translation>
    </message>
    <message>
        <source>New mental disorder</source>
        <translation>Neue geistige Störung</translation>
    </message>
    <message>
        <source>Add the mental disorder</source>
        <translation>Geistige Störung hinzufügen</translation>
    </message>
    <message>
        <source>Remove the selected mental disorder</source>
        <translation>Ausgewählte geistige Störung entfernen</translation>
    </message>
    <message>
        <source>Languages rating {0}: {1} named beyond the mother tongue (one per point).</source>
        <translation>Wert „Sprachen“ {0}: {1} neben der Muttersprache genannt (eine pro Punkt).</translation>
    </message>
    <message>
        <source>{0} (not in the rules)</source>
        <translation>{0} (nicht in den Regeln)</translation>
    </message>
    <message>
        <source>— choose a branch —</source>
        <translation>— Waffengattung wählen —</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}); occupation range {2}.</source>
        <translation>Finanzkraft {0} ({1}); Spanne des Berufs {2}.</translation>
    </message>
    <message>
        <source>Languages: {0}.</source>
        <translation>Sprachen: {0}.</translation>
    </message>
    <message>
        <source>{0} is not an occupation of the rules: no ability is occupational.</source>
        <translation>{0} ist kein Beruf aus den Regeln: Keine Fähigkeit ist Berufsfähigkeit.</translation>
    </message>
    <message>
        <source>Not one of the Drives of the rules (the keeper may allow it).</source>
        <translation>Kein Antrieb aus den Regeln (der Spielleiter kann ihn erlauben).</translation>
    </message>
    <message>
        <source>Choose what drives the investigator on.</source>
        <translation>Wählen Sie, was den Investigator antreibt.</translation>
    </message>
    <message>
        <source>base {0}</source>
        <translation>Basis {0}</translation>
    </message>
    <message>
        <source>trade {0:+d}</source>
        <translation>Tausch {0:+d}</translation>
    </message>
    <message>
        <source>Credit Rating refund {0:+d}</source>
        <translation>Finanzkraft-Erstattung {0:+d}</translation>
    </message>
    <message>
        <source>withheld {0}</source>
        <translation>einbehalten {0}</translation>
    </message>
    <message>
        <source>{0} ⚠</source>
        <translation>{0} ⚠</translation>
    </message>
    <message>
        <source>Overspent by {0}</source>
        <translation>Um {0} überzogen</translation>
    </message>
    <message>
        <source>{0} build points overspent by {1}: lower some ratings.</source>
        <translation>Aufbaupunkte ({0}) um {1} überzogen: Senken Sie einige Werte.</translation>
    </message>
    <message>
        <source>{0} left to spend</source>
        <translation>Noch {0} auszugeben</translation>
    </message>
    <message>
        <source>{0} build points left</source>
        <translation>Verbleibende Aufbaupunkte ({0})</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Unverletzt</translation>
    </message>
    <message>
        <source>Hurt (+1 difficulty)</source>
        <translation>Verletzt (+1 Schwierigkeit)</translation>
    </message>
    <message>
        <source>Seriously wounded (no actions; needs medical help)</source>
        <translation>Schwer verwundet (keine Aktionen; braucht medizinische Hilfe)</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Gefestigt</translation>
    </message>
    <message>
        <source>Shaken (+1 difficulty)</source>
        <translation>Erschüttert (+1 Schwierigkeit)</translation>
    </message>
    <message>
        <source>Mind blasted (−1 Stability rating; can only flee or fight)</source>
        <translation>Geist zerrüttet (−1 Stabilitätswert; kann nur fliehen oder kämpfen)</translation>
    </message>
    <message>
        <source>Permanently insane</source>
        <translation>Dauerhaft wahnsinnig</translation>
    </message>
    <message>
        <source>Sane</source>
        <translation>Geistig gesund</translation>
    </message>
    <message>
        <source>At most {0} (10 − Cthulhu Mythos)</source>
        <translation>Höchstens {0} (10 − Cthulhu-Mythos)</translation>
    </message>
    <message>
        <source>Hit Threshold: {0}</source>
        <translation>Trefferschwelle: {0}</translation>
    </message>
    <message>
        <source>Tests +{0} difficulty</source>
        <translation>Proben +{0} Schwierigkeit</translation>
    </message>
    <message>
        <source>Stability tests +{0} (no Pillar intact)</source>
        <translation>Stabilitätsproben +{0} (keine Säule intakt)</translation>
    </message>
    <message>
        <source>{0} required (one per 3 Sanity at creation); {1} listed, {2} intact.</source>
        <translation>{0} erforderlich (eine je 3 Punkte geistige Gesundheit bei der Erschaffung); {1} aufgeführt, {2} intakt.</translation>
    </message>
    <message>
        <source>{0} allowed (one per 3 Stability at creation); {1} listed, {2} alive.</source>
        <translation>{0} erlaubt (eine je 3 Punkte Stabilität bei der Erschaffung); {1} aufgeführt, {2} am Leben.</translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp rule; this is a Purist campaign.</source>
        <translation>Quellen der Stabilität sind eine Pulp-Regel; dies ist eine Purist-Kampagne.</translation>
    </message>
    <message>
        <source>Choose occupation {0}</source>
        <translation>Beruf {0} wählen</translation>
    </message>
    <message>
        <source>Clear occupation</source>
        <translation>Beruf entfernen</translation>
    </message>
    <message>
        <source>Choose branch {0}</source>
        <translation>Waffengattung {0} wählen</translation>
    </message>
    <message>
        <source>Clear branch</source>
        <translation>Waffengattung entfernen</translation>
    </message>
    <message>
        <source>Change occupation choices</source>
        <translation>Berufsoptionen ändern</translation>
    </message>
    <message>
        <source>Campaign style {0}</source>
        <translation>Kampagnenstil {0}</translation>
    </message>
    <message>
        <source>Budget from the group size</source>
        <translation>Budget aus der Gruppengröße</translation>
    </message>
    <message>
        <source>Change Drive</source>
        <translation>Antrieb ändern</translation>
    </message>
    <message>
        <source>Type or choose a Pillar of Sanity first.</source>
        <translation>Geben Sie zuerst eine Säule der geistigen Gesundheit ein oder wählen Sie eine.</translation>
    </message>
    <message>
        <source>A Source of Stability needs a name: {0}</source>
        <translation>Eine Quelle der Stabilität braucht einen Namen: {0}</translation>
    </message>
    <message>
        <source>A language needs a name: {0}</source>
        <translation>Eine Sprache braucht einen Namen: {0}</translation>
    </message>
    <message>
        <source>Type the mental disorder first.</source>
        <translation>Geben Sie zuerst die geistige Störung ein.</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Neue Waffe</translation>
    </message>
    <message>
        <source>Last roll: {0}</source>
        <translation>Letzter Wurf: {0}</translation>
    </message>
    <message>
        <source>Test refused: {0}</source>
        <translation>Probe abgelehnt: {0}</translation>
    </message>
    <message>
        <source>Spend refused: {0}</source>
        <translation>Ausgabe abgelehnt: {0}</translation>
    </message>
    <message>
        <source>Refresh refused: {0}</source>
        <translation>Auffrischen abgelehnt: {0}</translation>
    </message>
    <message>
        <source>Damage roll refused: {0}</source>
        <translation>Schadenswurf abgelehnt: {0}</translation>
    </message>
</context>
<context>
    <name>ToCSourcesModel</name>
    <message>
        <source>Alive</source>
        <translation>Am Leben</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Tot</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Vermisst</translation>
    </message>
    <message>
        <source>Estranged</source>
        <translation>Entfremdet</translation>
    </message>
    <message>
        <source>Source of Stability</source>
        <translation>Quelle der Stabilität</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Beziehung</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Rename Source of Stability</source>
        <translation>Quelle der Stabilität umbenennen</translation>
    </message>
    <message>
        <source>Change relationship</source>
        <translation>Beziehung ändern</translation>
    </message>
    <message>
        <source>{0} is not a Source state</source>
        <translation>{0} ist kein Zustand einer Quelle</translation>
    </message>
    <message>
        <source>Change Source of Stability state</source>
        <translation>Zustand der Quelle der Stabilität ändern</translation>
    </message>
    <message>
        <source>Add Source of Stability</source>
        <translation>Quelle der Stabilität hinzufügen</translation>
    </message>
    <message>
        <source>Remove Source of Stability</source>
        <translation>Quelle der Stabilität entfernen</translation>
    </message>
</context>
<context>
    <name>ToCStringListModel</name>
    <message>
        <source>Change {0}</source>
        <translation>{0} ändern</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>{0} hinzufügen</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>{0} entfernen</translation>
    </message>
</context>
<context>
    <name>ToCWeaponsModel</name>
    <message>
        <source>Point blank</source>
        <translation>Kernschuss</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Near</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Weit</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Ability used</source>
        <translation>Verwendete Fähigkeit</translation>
    </message>
    <message>
        <source>Damage modifier of a hand weapon (1D6 + modifier)</source>
        <translation>Schadensmodifikator einer Nahkampfwaffe (1D6 + Modifikator)</translation>
    </message>
    <message>
        <source>Damage modifier at point blank range (• cannot reach)</source>
        <translation>Schadensmodifikator auf Kernschussentfernung (• nicht erreichbar)</translation>
    </message>
    <message>
        <source>Damage modifier at close range (• cannot reach)</source>
        <translation>Schadensmodifikator auf kurze Entfernung (• nicht erreichbar)</translation>
    </message>
    <message>
        <source>Damage modifier at near range (• cannot reach)</source>
        <translation>Schadensmodifikator auf mittlere Entfernung (• nicht erreichbar)</translation>
    </message>
    <message>
        <source>Damage modifier at long range (• cannot reach)</source>
        <translation>Schadensmodifikator auf weite Entfernung (• nicht erreichbar)</translation>
    </message>
    <message>
        <source>Roll damage</source>
        <translation>Schaden würfeln</translation>
    </message>
    <message>
        <source>ammunition: {0}</source>
        <translation>Munition: {0}</translation>
    </message>
    <message>
        <source>{0} is used with {1}</source>
        <translation>{0} wird mit {1} verwendet</translation>
    </message>
    <message>
        <source>by range</source>
        <translation>nach Entfernung</translation>
    </message>
    <message>
        <source>{0}: damage 1D6 {1}</source>
        <translation>{0}: Schaden 1D6 {1}</translation>
    </message>
    <message>
        <source>{0}: the damage modifier depends on the range</source>
        <translation>{0}: Der Schadensmodifikator hängt von der Entfernung ab</translation>
    </message>
    <message>
        <source>Roll damage of {0}</source>
        <translation>Schaden von {0} würfeln</translation>
    </message>
    <message>
        <source>{0}: a hand weapon, no range</source>
        <translation>{0}: eine Nahkampfwaffe, keine Entfernung</translation>
    </message>
    <message>
        <source>{0} cannot reach {1} range</source>
        <translation>{0} erreicht die Entfernung „{1}“ nicht</translation>
    </message>
    <message>
        <source>{0} at {1} range: damage 1D6 {2}</source>
        <translation>{0} auf Entfernung „{1}“: Schaden 1D6 {2}</translation>
    </message>
    <message>
        <source>Rename weapon</source>
        <translation>Waffe umbenennen</translation>
    </message>
    <message>
        <source>{0} is not a fighting ability</source>
        <translation>{0} ist keine Kampffähigkeit</translation>
    </message>
    <message>
        <source>Change weapon ability</source>
        <translation>Waffenfähigkeit ändern</translation>
    </message>
    <message>
        <source>Change damage modifier</source>
        <translation>Schadensmodifikator ändern</translation>
    </message>
    <message>
        <source>Change range modifiers</source>
        <translation>Entfernungsmodifikatoren ändern</translation>
    </message>
    <message>
        <source>Add weapon {0}</source>
        <translation>Waffe {0} hinzufügen</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Waffe entfernen</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Trash — {0}</source>
        <translation>Papierkorb — {0}</translation>
    </message>
    <message>
        <source>Deleted sheets</source>
        <translation>Gelöschte Bögen</translation>
    </message>
    <message>
        <source>Sheet file</source>
        <translation>Bogendatei</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Gelöscht</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Empty Trash…</source>
        <translation>Papierkorb &amp;leeren…</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) in the trash. Restore puts a sheet back where it was.</source>
        <translation>
            <numerusform>%n Bogen im Papierkorb. „Wiederherstellen“ legt einen Bogen dorthin zurück, wo er war.</numerusform>
            <numerusform>%n Bögen im Papierkorb. „Wiederherstellen“ legt einen Bogen dorthin zurück, wo er war.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>Der Papierkorb ist leer.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Papierkorb</translation>
    </message>
    <message>
        <source>The sheet could not be restored: {0}.</source>
        <translation>Der Bogen konnte nicht wiederhergestellt werden: {0}.</translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation>Papierkorb leeren</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n sheet(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Den %n Bogen im Papierkorb endgültig löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>Die %n Bögen im Papierkorb endgültig löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>SheetMaker User Guide</source>
        <translation>SheetMaker-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Benutzerhandbuch</translation>
    </message>
    <message>
        <source>The user guide cannot be read: {0}</source>
        <translation>Das Benutzerhandbuch kann nicht gelesen werden: {0}</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>Read how to use SheetMaker, screen by screen</source>
        <translation>Lesen, wie SheetMaker funktioniert, Bildschirm für Bildschirm</translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message>
        <source>Rule checks</source>
        <translation>Regelprüfungen</translation>
    </message>
    <message>
        <source>Rule checks: no problems found by the checks that ran.</source>
        <translation>Regelprüfungen: Die ausgeführten Prüfungen haben keine Probleme gefunden.</translation>
    </message>
    <message>
        <source>Rule checks: the sheet follows the rules. Problems show here as you edit.</source>
        <translation>Regelprüfungen: Der Bogen folgt den Regeln. Probleme erscheinen hier während der Bearbeitung.</translation>
    </message>
    <message>
        <source>Rule checks: {0} error(s), {1} warning(s). Activate one to go to its field.</source>
        <translation>Regelprüfungen: {0} Fehler, {1} Warnung(en). Aktivieren Sie einen Eintrag, um zu seinem Feld zu gelangen.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>WeaponsBox</name>
    <message>
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <source>The investigator&apos;s weapons</source>
        <translation>Die Waffen des Investigators</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>W&amp;affe:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Or describe one of your own:</source>
        <translation>Oder beschreiben Sie eine eigene:</translation>
    </message>
</context>
<context>
    <name>_PickButton</name>
    <message>
        <source>choose…</source>
        <translation>wählen…</translation>
    </message>
    <message>
        <source>{0} ({1} of {2})</source>
        <translation>{0} ({1} von {2})</translation>
    </message>
</context>
<context>
    <name>_SkillComboDelegate</name>
    <message>
        <source>Attack skill</source>
        <translation>Angriffsfertigkeit</translation>
    </message>
</context>
</TS>
