<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AbilityStepPage</name>
    <message>
        <source>&amp;Spend the Rest</source>
        <translation>&amp;Dépenser le reste</translation>
    </message>
    <message>
        <source>Spend the build points still left on the occupational abilities</source>
        <translation>Dépenser les points de création restants dans les capacités de profession</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <source>{0} back</source>
        <translation>{0} rendus</translation>
    </message>
    <message>
        <source>Ra&amp;tings (select one and type a number; ● occupational, half price):</source>
        <translation>&amp;Valeurs (choisissez une capacité et saisissez un nombre ; ● de profession, demi-tarif) :</translation>
    </message>
    <message>
        <source>Select an ability to see what its points cost.</source>
        <translation>Choisissez une capacité pour voir le coût de ses points.</translation>
    </message>
</context>
<context>
    <name>AbilityTableModel</name>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Gratuit</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Dépensé</translation>
    </message>
    <message>
        <source>Next point</source>
        <translation>Point suivant</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>The ability (● marks an occupational ability: 2 rating points per build point)</source>
        <translation>La capacité (● marque une capacité de profession : 2 points de valeur par point de création)</translation>
    </message>
    <message>
        <source>The rating: type a number to change it</source>
        <translation>La valeur : saisissez un nombre pour la modifier</translation>
    </message>
    <message>
        <source>The rating every investigator has for free</source>
        <translation>La valeur que chaque investigateur a gratuitement</translation>
    </message>
    <message>
        <source>Build points the rating costs now (&quot;back&quot;: points returned)</source>
        <translation>Points de création que coûte la valeur actuellement (« rendus » : points restitués)</translation>
    </message>
    <message>
        <source>Build points one more rating point would cost now</source>
        <translation>Points de création que coûterait un point de valeur de plus</translation>
    </message>
    <message>
        <source>What makes the price or the limit of this ability</source>
        <translation>Ce qui détermine le prix ou la limite de cette capacité</translation>
    </message>
    <message>
        <source>Cthulhu Mythos is learnt in play, not bought: it stays at 0 unless the keeper allows buying it (Campaign step, keeper&apos;s permissions).</source>
        <translation>Le Mythe de Cthulhu s&apos;apprend en jeu, il ne s&apos;achète pas : il reste à 0 sauf si le Gardien en autorise l&apos;achat (étape Campagne, autorisations du Gardien).</translation>
    </message>
    <message>
        <source>A {0} never puts points into Credit Rating: it stays at {1}.</source>
        <translation>En tant que {0}, vous ne mettez jamais de points en Crédit : il reste à {1}.</translation>
    </message>
    <message>
        <source>always {0}</source>
        <translation>toujours {0}</translation>
    </message>
    <message>
        <source>free {0}, normal price with no ceiling</source>
        <translation>{0} gratuits, prix normal sans plafond</translation>
    </message>
    <message>
        <source>free {0}, normal price to {1}</source>
        <translation>{0} gratuits, prix normal jusqu&apos;à {1}</translation>
    </message>
    <message>
        <source>keeper&apos;s leave needed</source>
        <translation>accord du Gardien requis</translation>
    </message>
    <message>
        <source>at most {0}</source>
        <translation>au plus {0}</translation>
    </message>
    <message>
        <source>Purist: at most {0}</source>
        <translation>Purist : au plus {0}</translation>
    </message>
    <message>
        <source>half price (occupational)</source>
        <translation>demi-tarif (profession)</translation>
    </message>
    <message>
        <source>full price to {0}, then half</source>
        <translation>plein tarif jusqu&apos;à {0}, puis demi-tarif</translation>
    </message>
    <message>
        <source>half price (Athletics 0)</source>
        <translation>demi-tarif (Athlétisme à 0)</translation>
    </message>
    <message>
        <source> (occupational)</source>
        <translation> (de profession)</translation>
    </message>
    <message>
        <source>{0} back</source>
        <translation>{0} rendus</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <source>see the problem below</source>
        <translation>voir le problème ci-dessous</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>verrouillé</translation>
    </message>
    <message>
        <source>½ point unused: next free</source>
        <translation>½ point inutilisé : suivant gratuit</translation>
    </message>
    <message>
        <source>A {0} starts with Credit Rating {1} for free (range {2}: no ceiling). Every point above {1} costs the normal price ({3} build point(s) to reach {4}).</source>
        <translation>En tant que {0}, vous commencez avec un Crédit de {1} gratuitement (plage {2} : sans plafond). Chaque point au-delà de {1} coûte le prix normal ({3} point(s) de création pour atteindre {4}).</translation>
    </message>
    <message>
        <source>A {0} starts with Credit Rating {1} for free (range {2}). Up to {3} it costs {4} build point(s) in all; above {3} each point costs {5}.</source>
        <translation>En tant que {0}, vous commencez avec un Crédit de {1} gratuitement (plage {2}). Jusqu&apos;à {3}, cela coûte {4} point(s) de création au total ; au-delà de {3}, chaque point coûte {5}.</translation>
    </message>
    <message>
        <source>Each point below {0} gives {1} investigative build point(s) back.</source>
        <translation>Chaque point sous {0} rend {1} point(s) de création d&apos;investigation.</translation>
    </message>
    <message>
        <source>Fleeing {0} with Athletics {1} costs {2}.</source>
        <translation>Fuite {0} avec Athlétisme {1} coûte {2}.</translation>
    </message>
    <message>
        <source>Occupational: {0} rating points per build point throughout.</source>
        <translation>De profession : {0} points de valeur par point de création sur toute la plage.</translation>
    </message>
    <message>
        <source>1 build point a point up to {0} (twice Athletics), then {1} points per build point.</source>
        <translation>1 point de création par point jusqu&apos;à {0} (le double d&apos;Athlétisme), puis {1} points par point de création.</translation>
    </message>
    <message>
        <source>With Athletics 0, {0} rating points per build point.</source>
        <translation>Avec Athlétisme à 0, {0} points de valeur par point de création.</translation>
    </message>
    <message>
        <source>Occupational: {0} rating points per build point; rating {1} costs {2}.</source>
        <translation>De profession : {0} points de valeur par point de création ; la valeur {1} coûte {2}.</translation>
    </message>
    <message>
        <source>An odd rating leaves half a build point unused: the next point is free.</source>
        <translation>Une valeur impaire laisse un demi-point de création inutilisé : le point suivant est gratuit.</translation>
    </message>
    <message>
        <source>Every investigator has {0} {1} for free.</source>
        <translation>Chaque investigateur a {0} {1} gratuitement.</translation>
    </message>
    <message>
        <source>Sanity can be at most {0} − Cthulhu Mythos {1} = {2}.</source>
        <translation>La Santé mentale peut valoir au plus {0} − Mythe de Cthulhu {1} = {2}.</translation>
    </message>
    <message>
        <source>A Purist campaign allows at most {0}.</source>
        <translation>Une campagne Purist autorise au plus {0}.</translation>
    </message>
    <message>
        <source>A Pulp campaign sets no maximum.</source>
        <translation>Une campagne Pulp ne fixe aucun maximum.</translation>
    </message>
    <message>
        <source>One more point costs {0} build point(s).</source>
        <translation>Un point de plus coûte {0} point(s) de création.</translation>
    </message>
    <message>
        <source>One less gives {0} back.</source>
        <translation>Un point de moins en rend {0}.</translation>
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
        <translation>Créez, jouez et imprimez des investigateurs pour Call of Cthulhu 7e édition et Trail of Cthulhu.</translation>
    </message>
    <message>
        <source>Licence: MIT. Game terms and numbers are facts of the games; all descriptions are our own.</source>
        <translation>Licence : MIT. Les termes et valeurs de jeu sont des faits propres aux jeux ; toutes les descriptions sont rédigées par nos soins.</translation>
    </message>
    <message>
        <source>Call of Cthulhu is a trademark of Chaosium Inc.; Trail of Cthulhu is a trademark of Pelgrane Press. SheetMaker is not affiliated with either.</source>
        <translation>Call of Cthulhu est une marque déposée de Chaosium Inc. ; Trail of Cthulhu est une marque déposée de Pelgrane Press. SheetMaker n&apos;est affilié à aucune des deux.</translation>
    </message>
    <message>
        <source>Qt {0}, PySide6 {1}</source>
        <translation>Qt {0}, PySide6 {1}</translation>
    </message>
    <message>
        <source>About SheetMaker</source>
        <translation>À propos de SheetMaker</translation>
    </message>
</context>
<context>
    <name>AddSheetsDialog</name>
    <message>
        <source>Add Open Sheets</source>
        <translation>Ajouter des fiches ouvertes</translation>
    </message>
    <message>
        <source>Tick the open sheets to add to the party table.</source>
        <translation>Cochez les fiches ouvertes à ajouter au tableau du groupe.</translation>
    </message>
    <message>
        <source>Open sheets</source>
        <translation>Fiches ouvertes</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>investigateur</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>This sheet is in the party table already.</source>
        <translation>Cette fiche est déjà dans le tableau du groupe.</translation>
    </message>
    <message>
        <source>No sheet of this game is open.</source>
        <translation>Aucune fiche de ce jeu n&apos;est ouverte.</translation>
    </message>
</context>
<context>
    <name>AddSkillDialog</name>
    <message>
        <source>Add skill</source>
        <translation>Ajouter une compétence</translation>
    </message>
    <message>
        <source>A &amp;specialisation of a skill</source>
        <translation>Une &amp;spécialité d&apos;une compétence</translation>
    </message>
    <message>
        <source>A &amp;custom skill</source>
        <translation>Une compétence &amp;personnalisée</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation>Spécialité</translation>
    </message>
    <message>
        <source>e.g. Biology, Latin, Aircraft</source>
        <translation>p. ex. Biologie, Latin, Avion</translation>
    </message>
    <message>
        <source>S&amp;kill:</source>
        <translation>&amp;Compétence :</translation>
    </message>
    <message>
        <source>S&amp;pecialisation:</source>
        <translation>S&amp;pécialité :</translation>
    </message>
    <message>
        <source>Custom skill name</source>
        <translation>Nom de la compétence personnalisée</translation>
    </message>
    <message>
        <source>e.g. Dreamlands Lore</source>
        <translation>p. ex. Connaissance des Contrées du Rêve</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Valeur de base</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>&amp;Base :</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
</context>
<context>
    <name>AgePage</name>
    <message>
        <source>&amp;Age:</source>
        <translation>Â&amp;ge :</translation>
    </message>
    <message>
        <source>The characteristics were entered freely: age effects are not applied to them. Luck is still rolled.</source>
        <translation>Les caractéristiques ont été saisies librement : les effets de l&apos;âge ne s&apos;y appliquent pas. La Chance est tout de même tirée.</translation>
    </message>
    <message>
        <source>Deduction</source>
        <translation>Déduction</translation>
    </message>
    <message>
        <source>De&amp;fault split</source>
        <translation>&amp;Répartition par défaut</translation>
    </message>
    <message>
        <source>Take the points from the highest characteristics first</source>
        <translation>Retirer d&apos;abord les points des caractéristiques les plus élevées</translation>
    </message>
    <message>
        <source>EDU improvement checks</source>
        <translation>Tests d&apos;amélioration d&apos;ÉDU</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <source>Choose the investigator&apos;s age: the young lose a little strength and schooling, the old gain education but lose vigour, looks and speed.</source>
        <translation>Choisissez l&apos;âge de l&apos;investigateur : les jeunes perdent un peu de force et d&apos;instruction, les plus âgés gagnent en éducation mais perdent en vigueur, en apparence et en vitesse.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <source>Age {0} is outside the table ({1}–{2}).</source>
        <translation>L&apos;âge {0} est hors de la table ({1}–{2}).</translation>
    </message>
    <message>
        <source>take {0} points from {1}</source>
        <translation>retirer {0} points à {1}</translation>
    </message>
    <message>
        <source>APP −{0}</source>
        <translation>APP −{0}</translation>
    </message>
    <message>
        <source>EDU −{0}</source>
        <translation>ÉDU −{0}</translation>
    </message>
    <message>
        <source>1 EDU improvement check</source>
        <translation>1 test d&apos;amélioration d&apos;ÉDU</translation>
    </message>
    <message>
        <source>{0} EDU improvement checks</source>
        <translation>{0} tests d&apos;amélioration d&apos;ÉDU</translation>
    </message>
    <message>
        <source>Luck rolled twice, the higher kept</source>
        <translation>Chance tirée deux fois, la plus haute retenue</translation>
    </message>
    <message>
        <source>Luck rolled {0} times, the highest kept</source>
        <translation>Chance tirée {0} fois, la plus haute retenue</translation>
    </message>
    <message>
        <source>MOV −{0}</source>
        <translation>MVT −{0}</translation>
    </message>
    <message>
        <source>no effects</source>
        <translation>aucun effet</translation>
    </message>
    <message>
        <source>Ages {0}–{1}: {2}.</source>
        <translation>De {0} à {1} ans : {2}.</translation>
    </message>
    <message>
        <source>{0} {1} → {2}</source>
        <translation>{0} {1} → {2}</translation>
    </message>
    <message>
        <source>After age: {0}.</source>
        <translation>Après l&apos;âge : {0}.</translation>
    </message>
    <message>
        <source>Age changes no characteristic.</source>
        <translation>L&apos;âge ne modifie aucune caractéristique.</translation>
    </message>
    <message>
        <source>Set the characteristics first to see what age does to them.</source>
        <translation>Définissez d&apos;abord les caractéristiques pour voir l&apos;effet de l&apos;âge.</translation>
    </message>
    <message>
        <source>Take {0} points in all from {1}, one point at a time as you like.</source>
        <translation>Retirez {0} points au total à {1}, un point à la fois, comme vous le souhaitez.</translation>
    </message>
    <message>
        <source>(The default split is shown.)</source>
        <translation>(La répartition par défaut est affichée.)</translation>
    </message>
    <message>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <source>Left to deduct: {0}</source>
        <translation>Reste à déduire : {0}</translation>
    </message>
    <message>
        <source>Check {0}: D100 {1} &gt; EDU {2}: +{3} (D10 {4})</source>
        <translation>Test {0} : D100 {1} &gt; ÉDU {2} : +{3} (D10 {4})</translation>
    </message>
    <message>
        <source>Check {0}: D100 {1} vs EDU {2} — no gain</source>
        <translation>Test {0} : D100 {1} contre ÉDU {2} — aucun gain</translation>
    </message>
    <message>
        <source>Luck (3D6×5, rolled twice, the higher kept): {0} and {1} → Luck {2}</source>
        <translation>Chance (3D6×5, tirée deux fois, la plus haute retenue) : {0} et {1} → Chance {2}</translation>
    </message>
    <message>
        <source>Luck (3D6×5, rolled {0} times, the higher kept): {1} → Luck {2}</source>
        <translation>Chance (3D6×5, tirée {0} fois, la plus haute retenue) : {1} → Chance {2}</translation>
    </message>
    <message>
        <source>Luck (3D6×5): {0}</source>
        <translation>Chance (3D6×5) : {0}</translation>
    </message>
</context>
<context>
    <name>AgingDialog</name>
    <message>
        <source>Age the investigator</source>
        <translation>Vieillir l&apos;investigateur</translation>
    </message>
    <message>
        <source>Every decade crossed applies its effects in turn: an EDU improvement check (not for magical aging), points deducted among STR, CON and DEX (added among STR and SIZ at 20), APP −5 and MOV −1 from 40.</source>
        <translation>Chaque décennie franchie applique ses effets à tour de rôle : un test d&apos;amélioration d&apos;ÉDU (sauf pour un vieillissement magique), des points retirés entre FOR, CON et DEX (ajoutés entre FOR et TAI à 20 ans), APP −5 et MVT −1 à partir de 40 ans.</translation>
    </message>
    <message>
        <source>New age</source>
        <translation>Nouvel âge</translation>
    </message>
    <message>
        <source>&amp;New age (now {0}):</source>
        <translation>&amp;Nouvel âge (actuellement {0}) :</translation>
    </message>
    <message>
        <source>&amp;Magical aging (no EDU improvement checks)</source>
        <translation>Vieillissement &amp;magique (sans test d&apos;amélioration d&apos;ÉDU)</translation>
    </message>
    <message>
        <source>Aging choices</source>
        <translation>Choix du vieillissement</translation>
    </message>
    <message>
        <source>&amp;Age</source>
        <translation>&amp;Vieillir</translation>
    </message>
    <message>
        <source>add</source>
        <translation>ajouter</translation>
    </message>
    <message>
        <source>deduct</source>
        <translation>retirer</translation>
    </message>
    <message>
        <source>Turning {0}: {1} {2} points among {3}</source>
        <translation>À {0} ans : {1} {2} points entre {3}</translation>
    </message>
    <message>
        <source>Turning {0}: points for {1}</source>
        <translation>À {0} ans : points pour {1}</translation>
    </message>
    <message>
        <source>The new age is the age now: nothing changes.</source>
        <translation>Le nouvel âge est l&apos;âge actuel : rien ne change.</translation>
    </message>
    <message>
        <source>No decade crossed asks for points (turning 10 or 30 does nothing).</source>
        <translation>Aucune décennie franchie ne demande de points (passer 10 ou 30 ans ne fait rien).</translation>
    </message>
    <message>
        <source>{0} points left to split</source>
        <translation>{0} points restent à répartir</translation>
    </message>
    <message>
        <source>{0} points too many</source>
        <translation>{0} points de trop</translation>
    </message>
    <message>
        <source>All points split</source>
        <translation>Tous les points sont répartis</translation>
    </message>
</context>
<context>
    <name>AmountEdit</name>
    <message>
        <source>8, 1D6 or 1D6+1D4</source>
        <translation>8, 1D6 ou 1D6+1D4</translation>
    </message>
    <message>
        <source>Type a number of points or dice such as 1D6+1D4.</source>
        <translation>Saisissez un nombre de points ou des dés, comme 1D6+1D4.</translation>
    </message>
    <message>
        <source>Not a dice expression: {0}</source>
        <translation>Pas une expression de dés : {0}</translation>
    </message>
    <message>
        <source>Type the attacker&apos;s damage bonus as dice (such as 1D4), not DB.</source>
        <translation>Saisissez l&apos;Impact de l&apos;attaquant en dés (comme 1D4), pas DB.</translation>
    </message>
    <message>
        <source>Rolls {0} to {1}.</source>
        <translation>Résultat de {0} à {1}.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>The settings file {0} was not read ({1}); this session&apos;s settings will not be kept.</source>
        <translation>Le fichier de préférences {0} n&apos;a pas été lu ({1}) ; les préférences de cette session ne seront pas conservées.</translation>
    </message>
    <message>
        <source>Autosave is off: the folder {0} cannot be written.</source>
        <translation>La sauvegarde automatique est désactivée : impossible d&apos;écrire dans le dossier {0}.</translation>
    </message>
</context>
<context>
    <name>BulkNpcDialog</name>
    <message>
        <source>New Quick NPCs</source>
        <translation>Nouveaux PNJ rapides</translation>
    </message>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7e édition</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>années 1920</translation>
    </message>
    <message>
        <source>Modern day</source>
        <translation>Époque moderne</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Époque</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Number of NPCs</source>
        <translation>Nombre de PNJ</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Every NPC of the batch gets this tag, beside its tier.</source>
        <translation>Chaque PNJ du lot reçoit cette étiquette, en plus de son niveau.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>É&amp;poque :</translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation>&amp;Profession :</translation>
    </message>
    <message>
        <source>&amp;Tier:</source>
        <translation>Ni&amp;veau :</translation>
    </message>
    <message>
        <source>&amp;Number:</source>
        <translation>&amp;Nombre :</translation>
    </message>
    <message>
        <source>T&amp;ag:</source>
        <translation>É&amp;tiquette :</translation>
    </message>
    <message>
        <source>Names of the NPCs to make</source>
        <translation>Noms des PNJ à créer</translation>
    </message>
    <message>
        <source>Other &amp;Names</source>
        <translation>&amp;Autres noms</translation>
    </message>
    <message>
        <source>Draw another batch: other names, occupations and values.</source>
        <translation>Tirer un autre lot : autres noms, professions et valeurs.</translation>
    </message>
    <message>
        <source>&amp;Folder…</source>
        <translation>&amp;Dossier…</translation>
    </message>
    <message>
        <source>Choose the folder the NPCs are saved in</source>
        <translation>Choisir le dossier où enregistrer les PNJ</translation>
    </message>
    <message>
        <source>The NPCs will be saved in the folder {0}.</source>
        <translation>Les PNJ seront enregistrés dans le dossier {0}.</translation>
    </message>
    <message>
        <source>Expert: occupation skills at 75</source>
        <translation>Expert : compétences de profession à 75</translation>
    </message>
    <message>
        <source>Professional: occupation skills at 50</source>
        <translation>Professionnel : compétences de profession à 50</translation>
    </message>
    <message>
        <source>Average: occupation skills at 25</source>
        <translation>Moyen : compétences de profession à 25</translation>
    </message>
    <message>
        <source>Expert: key General abilities around 10</source>
        <translation>Expert : capacités générales clés vers 10</translation>
    </message>
    <message>
        <source>Professional: key General abilities around 7</source>
        <translation>Professionnel : capacités générales clés vers 7</translation>
    </message>
    <message>
        <source>Average: key General abilities around 4</source>
        <translation>Moyen : capacités générales clés vers 4</translation>
    </message>
    <message>
        <source>A mix of occupations</source>
        <translation>Un mélange de professions</translation>
    </message>
    <message>
        <source>Folder for the NPCs</source>
        <translation>Dossier des PNJ</translation>
    </message>
    <message>
        <source>This NPC will be made:</source>
        <translation>Ce PNJ sera créé :</translation>
    </message>
    <message>
        <source>&amp;Make 1 NPC</source>
        <translation>&amp;Créer 1 PNJ</translation>
    </message>
    <message>
        <source>These {0} NPCs will be made:</source>
        <translation>Ces {0} PNJ seront créés :</translation>
    </message>
    <message>
        <source>&amp;Make {0} NPCs</source>
        <translation>&amp;Créer {0} PNJ</translation>
    </message>
    <message>
        <source>The NPCs could not be saved in {0}: {1} Nothing was written.</source>
        <translation>Impossible d&apos;enregistrer les PNJ dans {0} : {1} Rien n&apos;a été écrit.</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>Campaign style</source>
        <translation>Style de campagne</translation>
    </message>
    <message>
        <source>&amp;Purist</source>
        <translation>P&amp;urist</translation>
    </message>
    <message>
        <source>Lovecraft&apos;s bleak horror, where the Mythos cannot be beaten: Health and Stability may not be bought above {0}.</source>
        <translation>L&apos;horreur sombre de Lovecraft, où le Mythe ne peut être vaincu : la Santé et la Stabilité ne peuvent pas être achetées au-delà de {0}.</translation>
    </message>
    <message>
        <source>Pu&amp;lp</source>
        <translation>Pu&amp;lp</translation>
    </message>
    <message>
        <source>Two-fisted heroes who can fight back: no cap on Health and Stability, and every {0} Stability points call for a Source of Stability, a living person who keeps you steady.</source>
        <translation>Des héros intrépides qui peuvent riposter : pas de plafond pour la Santé et la Stabilité, et tous les {0} points de Stabilité exigent une Source de stabilité, une personne vivante qui vous garde la tête froide.</translation>
    </message>
    <message>
        <source>Build points</source>
        <translation>Points de création</translation>
    </message>
    <message>
        <source>Investigators in the group</source>
        <translation>Investigateurs du groupe</translation>
    </message>
    <message>
        <source>&amp;Investigators in the group:</source>
        <translation>&amp;Investigateurs du groupe :</translation>
    </message>
    <message>
        <source>The &amp;keeper sets the investigative build points:</source>
        <translation>Le &amp;Gardien fixe les points de création d&apos;investigation :</translation>
    </message>
    <message>
        <source>The keeper&apos;s investigative build points</source>
        <translation>Points de création d&apos;investigation fixés par le Gardien</translation>
    </message>
    <message>
        <source>Investigative build points traded</source>
        <translation>Points de création d&apos;investigation échangés</translation>
    </message>
    <message>
        <source>optional, agreed at the table: +1 turns {0} general build points into 1 investigative point, −1 the reverse.</source>
        <translation>facultatif, à convenir à la table : +1 convertit {0} points de création généraux en 1 point d&apos;investigation, −1 l&apos;inverse.</translation>
    </message>
    <message>
        <source>&amp;Trade between pools:</source>
        <translation>Échange &amp;entre réserves :</translation>
    </message>
    <message>
        <source>What the keeper allows</source>
        <translation>Ce qu&apos;autorise le Gardien</translation>
    </message>
    <message>
        <source>Cthulhu &amp;Mythos may be bought at creation</source>
        <translation>Le &amp;Mythe de Cthulhu peut être acheté à la création</translation>
    </message>
    <message>
        <source>Build points may be &amp;withheld and spent later, during the adventure</source>
        <translation>Des points de création peuvent être mis de &amp;côté et dépensés plus tard, pendant l&apos;aventure</translation>
    </message>
    <message>
        <source>Credit Rating may not end &amp;above:</source>
        <translation>Le Crédit ne peut pas finir &amp;au-dessus de :</translation>
    </message>
    <message>
        <source>Highest Credit Rating allowed</source>
        <translation>Crédit maximal autorisé</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Settle with your keeper how the game is played: the campaign style and the group&apos;s size decide how many build points you get to spend.</source>
        <translation>Convenez avec votre Gardien de la façon de jouer : le style de campagne et la taille du groupe déterminent combien de points de création vous pouvez dépenser.</translation>
    </message>
    <message>
        <source>(the keeper&apos;s number is used instead)</source>
        <translation>(le nombre du Gardien est utilisé à la place)</translation>
    </message>
    <message>
        <source>each investigator gets {0} investigative build points</source>
        <translation>chaque investigateur reçoit {0} points de création d&apos;investigation</translation>
    </message>
    <message>
        <source>To spend: {0} investigative build points ({1} {2:+d} traded) and {3} general ({4} {5:+d} traded).</source>
        <translation>À dépenser : {0} points de création d&apos;investigation ({1} {2:+d} échangés) et {3} généraux ({4} {5:+d} échangés).</translation>
    </message>
    <message>
        <source>To spend: {0} investigative build points and {1} general.</source>
        <translation>À dépenser : {0} points de création d&apos;investigation et {1} généraux.</translation>
    </message>
</context>
<context>
    <name>CardDelegate</name>
    <message>
        <source>Dice: {0}</source>
        <translation>Dés : {0}</translation>
    </message>
    <message>
        <source>Undone: the sheet no longer holds this roll&apos;s change.</source>
        <translation>Annulé : la fiche ne contient plus la modification de ce jet.</translation>
    </message>
</context>
<context>
    <name>CharacteristicsPage</name>
    <message>
        <source>Method</source>
        <translation>Méthode</translation>
    </message>
    <message>
        <source>&amp;Allocation</source>
        <translation>&amp;Répartition</translation>
    </message>
    <message>
        <source>R&amp;olled</source>
        <translation>&amp;Tirage</translation>
    </message>
    <message>
        <source>&amp;Point buy</source>
        <translation>&amp;Achat de points</translation>
    </message>
    <message>
        <source>&amp;Free entry</source>
        <translation>Saisie &amp;libre</translation>
    </message>
    <message>
        <source>Give each of {0} to one characteristic. Drag a value onto another characteristic to swap the two, or pick a value from the list.</source>
        <translation>Attribuez chacune des valeurs {0} à une caractéristique. Faites glisser une valeur sur une autre caractéristique pour échanger les deux, ou choisissez une valeur dans la liste.</translation>
    </message>
    <message>
        <source>Drag onto another characteristic to swap the two values</source>
        <translation>Faites glisser sur une autre caractéristique pour échanger les deux valeurs</translation>
    </message>
    <message>
        <source>&amp;Suggest</source>
        <translation>Su&amp;ggérer</translation>
    </message>
    <message>
        <source>Give the highest values to the characteristics most investigators need</source>
        <translation>Attribuer les valeurs les plus hautes aux caractéristiques dont la plupart des investigateurs ont besoin</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>&amp;Effacer</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Roll a&amp;ll</source>
        <translation>Tirer to&amp;ut</translation>
    </message>
    <message>
        <source>Spend exactly {0} points; each characteristic takes {1} to {2}.</source>
        <translation>Dépensez exactement {0} points ; chaque caractéristique prend de {1} à {2}.</translation>
    </message>
    <message>
        <source>Spread &amp;evenly</source>
        <translation>Répartir égaleme&amp;nt</translation>
    </message>
    <message>
        <source>Type any values (keepers&apos; characters, imported investigators): the sheet records free entry, and age effects are not applied to these values.</source>
        <translation>Saisissez n&apos;importe quelles valeurs (personnages du Gardien, investigateurs importés) : la fiche indique une saisie libre, et les effets de l&apos;âge ne s&apos;appliquent pas à ces valeurs.</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>Set the eight characteristics, the investigator&apos;s raw abilities: every roll, skill base and derived value follows from them.</source>
        <translation>Définissez les huit caractéristiques, les aptitudes brutes de l&apos;investigateur : chaque jet, chaque base de compétence et chaque valeur dérivée en découlent.</translation>
    </message>
    <message>
        <source>Remaining: {0} of {1}</source>
        <translation>Restant : {0} sur {1}</translation>
    </message>
    <message>
        <source>Not given yet: {0}.</source>
        <translation>Pas encore attribuées : {0}.</translation>
    </message>
    <message>
        <source>Given too often: {0}.</source>
        <translation>Attribuées trop souvent : {0}.</translation>
    </message>
    <message>
        <source>Every value is given.</source>
        <translation>Toutes les valeurs sont attribuées.</translation>
    </message>
    <message>
        <source>Roll each characteristic; the keeper allows rolling again.</source>
        <translation>Tirez chaque caractéristique ; le Gardien autorise à relancer.</translation>
    </message>
    <message>
        <source>Roll each characteristic once: the keeper does not allow rolling again.</source>
        <translation>Tirez chaque caractéristique une seule fois : le Gardien n&apos;autorise pas à relancer.</translation>
    </message>
    <message>
        <source>(rolled before)</source>
        <translation>(déjà tirée)</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>Tirée</translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>{0} of {1} picked</source>
        <translation>{0} sur {1} choisis</translation>
    </message>
</context>
<context>
    <name>ChoicesPage</name>
    <message>
        <source>Occupation choices</source>
        <translation>Choix de profession</translation>
    </message>
    <message>
        <source>Make the choices your occupation leaves open: they decide which skills take occupation points on the next page.</source>
        <translation>Faites les choix que votre profession laisse ouverts : ils déterminent quelles compétences reçoivent des points de profession à la page suivante.</translation>
    </message>
    <message>
        <source>Choose an occupation on the previous page first.</source>
        <translation>Choisissez d&apos;abord une profession à la page précédente.</translation>
    </message>
    <message>
        <source>{0} takes {1} and {2}; choose the rest below.</source>
        <translation>{0} comprend {1} et {2} ; choisissez le reste ci-dessous.</translation>
    </message>
    <message>
        <source>{0} takes {1} and {2}: nothing is left to choose.</source>
        <translation>{0} comprend {1} et {2} : il ne reste rien à choisir.</translation>
    </message>
</context>
<context>
    <name>ChooseGameDialog</name>
    <message>
        <source>New Investigator</source>
        <translation>Nouvel investigateur</translation>
    </message>
    <message>
        <source>Which game is the investigator for?</source>
        <translation>Pour quel jeu est cet investigateur ?</translation>
    </message>
    <message>
        <source>&amp;Call of Cthulhu 7th edition</source>
        <translation>&amp;Call of Cthulhu 7e édition</translation>
    </message>
    <message>
        <source>Characteristics, age, occupation and skill points, step by step</source>
        <translation>Caractéristiques, âge, profession et points de compétences, étape par étape</translation>
    </message>
    <message>
        <source>&amp;Trail of Cthulhu</source>
        <translation>&amp;Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Build points, occupation, Drive, Pillars of Sanity, step by step</source>
        <translation>Points de création, profession, Motivation, Piliers de santé mentale, étape par étape</translation>
    </message>
</context>
<context>
    <name>CoC7Backstory</name>
    <message>
        <source>Personal description</source>
        <translation>Description personnelle</translation>
    </message>
    <message>
        <source>Ideology and beliefs</source>
        <translation>Idéologie et croyances</translation>
    </message>
    <message>
        <source>Significant people</source>
        <translation>Personnes importantes</translation>
    </message>
    <message>
        <source>Meaningful locations</source>
        <translation>Lieux significatifs</translation>
    </message>
    <message>
        <source>Treasured possessions</source>
        <translation>Biens précieux</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Injuries and scars</source>
        <translation>Blessures et cicatrices</translation>
    </message>
    <message>
        <source>Phobias and manias</source>
        <translation>Phobies et manies</translation>
    </message>
    <message>
        <source>Arcane tomes, spells and artefacts</source>
        <translation>Ouvrages occultes, sorts et artefacts</translation>
    </message>
    <message>
        <source>Encounters with strange entities</source>
        <translation>Rencontres avec des entités étranges</translation>
    </message>
</context>
<context>
    <name>CoC7CreationWizard</name>
    <message>
        <source>New Call of Cthulhu Investigator</source>
        <translation>Nouvel investigateur Call of Cthulhu</translation>
    </message>
</context>
<context>
    <name>CoC7FellowsModel</name>
    <message>
        <source>Investigator</source>
        <translation>Investigateur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>The investigator&apos;s name cannot be empty</source>
        <translation>Le nom de l&apos;investigateur ne peut pas être vide</translation>
    </message>
    <message>
        <source>Change fellow investigator</source>
        <translation>Modifier un compagnon d&apos;investigation</translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation>Nouvel investigateur</translation>
    </message>
    <message>
        <source>Add fellow investigator</source>
        <translation>Ajouter un compagnon d&apos;investigation</translation>
    </message>
    <message>
        <source>Remove fellow investigator</source>
        <translation>Retirer un compagnon d&apos;investigation</translation>
    </message>
</context>
<context>
    <name>CoC7Play</name>
    <message>
        <source>{0} others</source>
        <translation>{0} autres</translation>
    </message>
    <message>
        <source>DEX {0} + {1} (readied firearm) = {2}</source>
        <translation>DEX {0} + {1} (arme à feu prête) = {2}</translation>
    </message>
    <message>
        <source>; tied with {0} on DEX and combat skill: the keeper decides, party order kept</source>
        <translation>; à égalité avec {0} en DEX et en compétence de combat&#xa0;: le Gardien tranche, l&apos;ordre du groupe est conservé</translation>
    </message>
    <message>
        <source>; same DEX as {0}: the higher combat skill goes first ({1} {2})</source>
        <translation>; même DEX que {0}&#xa0;: la meilleure compétence de combat passe en premier ({1} {2})</translation>
    </message>
    <message>
        <source>combat skill</source>
        <translation>compétence de combat</translation>
    </message>
    <message>
        <source>cannot {0}: the investigator is dead</source>
        <translation>impossible de {0}&#xa0;: l&apos;investigateur est mort</translation>
    </message>
    <message>
        <source>make a Sanity roll</source>
        <translation>faire un jet de SAN</translation>
    </message>
    <message>
        <source>make a CON roll</source>
        <translation>faire un jet de CON</translation>
    </message>
    <message>
        <source>heal</source>
        <translation>soigner</translation>
    </message>
    <message>
        <source>give First Aid</source>
        <translation>prodiguer les Premiers soins</translation>
    </message>
    <message>
        <source>use Medicine</source>
        <translation>utiliser la Médecine</translation>
    </message>
    <message>
        <source>healing</source>
        <translation>soins</translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation>Premiers soins</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Médecine</translation>
    </message>
    <message>
        <source>weekly healing</source>
        <translation>guérison hebdomadaire</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, {3}</source>
        <translation>{0} {1}&#xa0;: obtenu {2}, {3}</translation>
    </message>
    <message>
        <source>{0} ticked for improvement</source>
        <translation>{0}&#xa0;: case d&apos;amélioration cochée</translation>
    </message>
    <message>
        <source>name the skill to roll</source>
        <translation>indiquez la compétence à lancer</translation>
    </message>
    <message>
        <source>{0} is a characteristic, not a skill: make a characteristic roll</source>
        <translation>{0} est une caractéristique, pas une compétence&#xa0;: faites un jet de caractéristique</translation>
    </message>
    <message>
        <source>the sheet has no skill named {0}</source>
        <translation>la fiche n&apos;a aucune compétence nommée {0}</translation>
    </message>
    <message>
        <source>{0} never earns an improvement tick</source>
        <translation>{0}&#xa0;: jamais de case d&apos;amélioration</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>opposed rolls cannot be pushed</source>
        <translation>les jets en opposition ne peuvent pas être forcés</translation>
    </message>
    <message>
        <source>{0} pushed: rolled {1}, {2}</source>
        <translation>{0}, jet forcé&#xa0;: obtenu {1}, {2}</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>jet</translation>
    </message>
    <message>
        <source>{0} Luck spent: {1} becomes {2}, {3}; Luck {4} → {5}</source>
        <translation>Chance dépensée&#xa0;: {0}&#xa0;; {1} devient {2}, {3}&#xa0;; Chance {4} → {5}</translation>
    </message>
    <message>
        <source>no improvement tick for a roll altered with Luck</source>
        <translation>pas de case d&apos;amélioration pour un jet modifié par la Chance</translation>
    </message>
    <message>
        <source>the tick this roll earned on {0} is withdrawn</source>
        <translation>la case d&apos;amélioration que ce jet avait cochée pour {0} est retirée</translation>
    </message>
    <message>
        <source>opposed roll judged again: {0}</source>
        <translation>jet en opposition réévalué&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Luck cannot be spent: this healing had no roll</source>
        <translation>la Chance ne peut pas être dépensée&#xa0;: ces soins n&apos;ont pas fait l&apos;objet d&apos;un jet</translation>
    </message>
    <message>
        <source>{0} Luck spent on {1}: {2} becomes {3}, {4}; Luck {5} → {6}</source>
        <translation>Chance dépensée sur {1}&#xa0;: {0}&#xa0;; {2} devient {3}, {4}&#xa0;; Chance {5} → {6}</translation>
    </message>
    <message>
        <source>the CON roll now succeeds: stays conscious</source>
        <translation>le jet de CON réussit désormais&#xa0;: reste conscient</translation>
    </message>
    <message>
        <source>the CON roll now succeeds: holds on for another round</source>
        <translation>le jet de CON réussit désormais&#xa0;: tient bon un round de plus</translation>
    </message>
    <message>
        <source>the INT roll now succeeds: temporarily insane for {0} hours</source>
        <translation>le jet d&apos;INT réussit désormais&#xa0;: folie temporaire pendant {0} heures</translation>
    </message>
    <message>
        <source>the healing roll now succeeds: extreme success: 2D3 = {0}</source>
        <translation>le jet de guérison réussit désormais&#xa0;: réussite extrême&#xa0;: 2D3 = {0}</translation>
    </message>
    <message>
        <source>the healing roll now succeeds: 1D3 = {0}</source>
        <translation>le jet de guérison réussit désormais&#xa0;: 1D3 = {0}</translation>
    </message>
    <message>
        <source>now an extreme success: another 1D3 (2D3 in all) = {0} more</source>
        <translation>désormais une réussite extrême&#xa0;: 1D3 de plus (2D3 au total) = {0} de plus</translation>
    </message>
    <message>
        <source>{0} {1}: {2} {3}; {4} {5}: {6} {7}</source>
        <translation>{0} {1}&#xa0;: {2} {3}&#xa0;; {4} {5}&#xa0;: {6} {7}</translation>
    </message>
    <message>
        <source>opponent</source>
        <translation>adversaire</translation>
    </message>
    <message>
        <source>fumble: the maximum loss of {0}, {1}</source>
        <translation>maladresse&#xa0;: la perte maximale de {0}, soit {1}</translation>
    </message>
    <message>
        <source>success loses {0} = {1}</source>
        <translation>réussite&#xa0;: perte de {0} = {1}</translation>
    </message>
    <message>
        <source>failure loses {0} = {1}</source>
        <translation>échec&#xa0;: perte de {0} = {1}</translation>
    </message>
    <message>
        <source>{0}; {1}</source>
        <translation>{0}&#xa0;; {1}</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>SAN {0} → {1}; lost today {2}</source>
        <translation>SAN {0} → {1}&#xa0;; perdue aujourd&apos;hui&#xa0;: {2}</translation>
    </message>
    <message>
        <source>{0} SAN lost in one roll: an INT roll decides temporary insanity</source>
        <translation>{0} SAN perdus en un seul jet&#xa0;: un jet d&apos;INT décide de la folie temporaire</translation>
    </message>
    <message>
        <source>{0} SAN lost today is a fifth or more of {1} ({2}): indefinite insanity</source>
        <translation>{0} SAN perdus aujourd&apos;hui, soit un cinquième ou plus de {1} ({2})&#xa0;: folie durable</translation>
    </message>
    <message>
        <source>SAN 0: permanently insane</source>
        <translation>SAN 0&#xa0;: folie permanente</translation>
    </message>
    <message>
        <source>temporarily insane for {0} hours</source>
        <translation>folie temporaire pendant {0} heures</translation>
    </message>
    <message>
        <source>the mind refuses to understand: no temporary insanity</source>
        <translation>l&apos;esprit refuse de comprendre&#xa0;: pas de folie temporaire</translation>
    </message>
    <message>
        <source>a new day: SAN lost today reset to 0</source>
        <translation>nouvelle journée&#xa0;: SAN perdue aujourd&apos;hui remise à 0</translation>
    </message>
    <message>
        <source>SAN {0} → {1}</source>
        <translation>SAN {0} → {1}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>capped at the maximum SAN {0} (99 − Cthulhu Mythos)</source>
        <translation>plafonnée au maximum de SAN {0} (99 − Mythe de Cthulhu)</translation>
    </message>
    <message>
        <source>rolled {0}</source>
        <translation>obtenu {0}</translation>
    </message>
    <message>
        <source>extreme: maximum damage {0}</source>
        <translation>extrême&#xa0;: dégâts maximaux {0}</translation>
    </message>
    <message>
        <source>extreme impale: maximum {0} + another roll {1}</source>
        <translation>empalement extrême&#xa0;: maximum {0} + un nouveau jet {1}</translation>
    </message>
    <message>
        <source>{0} (below 0 counts as 0)</source>
        <translation>{0} (moins de 0 compte pour 0)</translation>
    </message>
    <message>
        <source>{0}: {1} with DB {2}, {3} = {4}</source>
        <translation>{0}&#xa0;: {1} avec Impact {2}, {3} = {4}</translation>
    </message>
    <message>
        <source>{0} damage: HP {1} → {2}</source>
        <translation>{0} points de dégâts&#xa0;: PV {1} → {2}</translation>
    </message>
    <message>
        <source>{0} damage in one blow is at least the maximum HP {1}: dead</source>
        <translation>{0} points de dégâts en un seul coup, soit au moins le maximum de PV ({1})&#xa0;: mort</translation>
    </message>
    <message>
        <source>{0} is at least half the maximum HP {1}: a major wound</source>
        <translation>{0} représente au moins la moitié du maximum de PV ({1})&#xa0;: blessure grave</translation>
    </message>
    <message>
        <source>HP 0: unconscious</source>
        <translation>PV 0&#xa0;: inconscient</translation>
    </message>
    <message>
        <source>HP 0 with a major wound: dying (a CON roll at the end of each round, only First Aid ends it)</source>
        <translation>PV 0 avec une blessure grave&#xa0;: mourant (un jet de CON à la fin de chaque round&#xa0;; seuls les Premiers soins y mettent fin)</translation>
    </message>
    <message>
        <source>a major wound: a CON roll or fall unconscious</source>
        <translation>blessure grave&#xa0;: jet de CON ou perte de connaissance</translation>
    </message>
    <message>
        <source>falls unconscious</source>
        <translation>perd connaissance</translation>
    </message>
    <message>
        <source>stays conscious</source>
        <translation>reste conscient</translation>
    </message>
    <message>
        <source>the investigator is not dying: no CON roll against death is needed</source>
        <translation>l&apos;investigateur n&apos;est pas mourant&#xa0;: aucun jet de CON contre la mort n&apos;est nécessaire</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>meurt</translation>
    </message>
    <message>
        <source>holds on for another round</source>
        <translation>tient bon un round de plus</translation>
    </message>
    <message>
        <source>{0}: HP {1} → {2}</source>
        <translation>{0}&#xa0;: PV {1} → {2}</translation>
    </message>
    <message>
        <source>capped at the maximum HP {0}</source>
        <translation>plafonné au maximum de PV ({0})</translation>
    </message>
    <message>
        <source>no longer dying</source>
        <translation>n&apos;est plus mourant</translation>
    </message>
    <message>
        <source>no longer unconscious</source>
        <translation>n&apos;est plus inconscient</translation>
    </message>
    <message>
        <source>the major wound heals</source>
        <translation>la blessure grave guérit</translation>
    </message>
    <message>
        <source>the major wound heals (HP {0} is half the maximum {1} or more)</source>
        <translation>la blessure grave guérit (PV {0}&#xa0;: au moins la moitié du maximum {1})</translation>
    </message>
    <message>
        <source>First Aid on a dying character: no HP, but no longer dying (Medicine can follow)</source>
        <translation>Premiers soins sur un personnage mourant&#xa0;: aucun PV, mais il n&apos;est plus mourant (la Médecine peut suivre)</translation>
    </message>
    <message>
        <source>Medicine on a dying character: no HP now, a healing roll at the end of one week</source>
        <translation>Médecine sur un personnage mourant&#xa0;: aucun PV pour l&apos;instant, un jet de guérison au bout d&apos;une semaine</translation>
    </message>
    <message>
        <source>Medicine: 1D3 = {0}</source>
        <translation>Médecine&#xa0;: 1D3 = {0}</translation>
    </message>
    <message>
        <source>with a major wound there is no daily healing: make the weekly healing roll</source>
        <translation>avec une blessure grave, pas de guérison quotidienne&#xa0;: faites le jet de guérison hebdomadaire</translation>
    </message>
    <message>
        <source>{0} day of rest</source>
        <translation>{0} jour de repos</translation>
    </message>
    <message>
        <source>{0} days of rest</source>
        <translation>{0} jours de repos</translation>
    </message>
    <message>
        <source>without a major wound, healing is 1 HP per day, not a weekly roll</source>
        <translation>sans blessure grave, la guérison est de 1 PV par jour, sans jet hebdomadaire</translation>
    </message>
    <message>
        <source>healing roll, CON {0}: rolled {1}, {2}</source>
        <translation>jet de guérison, CON {0}&#xa0;: obtenu {1}, {2}</translation>
    </message>
    <message>
        <source>no healing this week</source>
        <translation>aucune guérison cette semaine</translation>
    </message>
    <message>
        <source>extreme success: 2D3 = {0}</source>
        <translation>réussite extrême&#xa0;: 2D3 = {0}</translation>
    </message>
    <message>
        <source>1D3 = {0}</source>
        <translation>1D3 = {0}</translation>
    </message>
    <message>
        <source>{0} cannot be improved by experience: tick cleared</source>
        <translation>{0} ne s&apos;améliore pas par l&apos;expérience&#xa0;: case décochée</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, +{3} → {4}</source>
        <translation>{0} {1}&#xa0;: obtenu {2}, +{3} → {4}</translation>
    </message>
    <message>
        <source>{0}; reaches {1}%: +{2} SAN (2D6)</source>
        <translation>{0}&#xa0;; atteint {1}&#xa0;%&#xa0;: +{2} SAN (2D6)</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, no improvement</source>
        <translation>{0} {1}&#xa0;: obtenu {2}, pas d&apos;amélioration</translation>
    </message>
    <message>
        <source>no ticked skills</source>
        <translation>aucune compétence cochée</translation>
    </message>
    <message>
        <source>Luck {0}: rolled {1}, +{2} → {3}</source>
        <translation>Chance {0}&#xa0;: obtenu {1}, +{2} → {3}</translation>
    </message>
    <message>
        <source>Luck never exceeds {0}</source>
        <translation>la Chance ne dépasse jamais {0}</translation>
    </message>
    <message>
        <source>Luck {0}: rolled {1}, no recovery</source>
        <translation>Chance {0}&#xa0;: obtenu {1}, pas de récupération</translation>
    </message>
    <message>
        <source>aging goes forward: {0} is younger than {1}</source>
        <translation>on ne peut que vieillir&#xa0;: {0} est inférieur à l&apos;âge actuel {1}</translation>
    </message>
    <message>
        <source>an age of {0} is beyond the sheet&apos;s limit of 200</source>
        <translation>un âge de {0} dépasse la limite de la fiche (200)</translation>
    </message>
    <message>
        <source>turning {0}: EDU check {1} &gt; {2}: +{3} → EDU {4}</source>
        <translation>à {0} ans&#xa0;: test d&apos;ÉDU {1} &gt; {2}&#xa0;: +{3} → ÉDU {4}</translation>
    </message>
    <message>
        <source>turning {0}: EDU check {1}, no gain</source>
        <translation>à {0} ans&#xa0;: test d&apos;ÉDU {1}, aucun gain</translation>
    </message>
    <message>
        <source>turning {0}: magical aging, no EDU check</source>
        <translation>à {0} ans&#xa0;: vieillissement magique, pas de test d&apos;ÉDU</translation>
    </message>
    <message>
        <source>turning {0}: {1}</source>
        <translation>à {0} ans&#xa0;: {1}</translation>
    </message>
    <message>
        <source>turning {0}: APP −{1} → {2}</source>
        <translation>à {0} ans&#xa0;: APP −{1} → {2}</translation>
    </message>
    <message>
        <source>turning {0}: MOV −{1}</source>
        <translation>à {0} ans&#xa0;: MVT −{1}</translation>
    </message>
    <message>
        <source>HP {0} → {1} (the new maximum)</source>
        <translation>PV {0} → {1} (le nouveau maximum)</translation>
    </message>
    <message>
        <source>maximum HP {0} → {1}</source>
        <translation>PV maximum {0} → {1}</translation>
    </message>
    <message>
        <source>MOV {0} → {1}</source>
        <translation>MVT {0} → {1}</translation>
    </message>
    <message>
        <source>the age table gives MOV {0} but aging in play gives {1} (the table stops at 89: MOV −1 for each further decade)</source>
        <translation>la table des âges donne MVT {0}, mais le vieillissement en jeu donne {1} (la table s&apos;arrête à 89 ans&#xa0;: MVT −1 par décennie supplémentaire)</translation>
    </message>
</context>
<context>
    <name>CoC7Rules</name>
    <message>
        <source>The characteristics before age effects are {0} (sorted {1}); the allocation method uses {2}.</source>
        <translation>Les caractéristiques avant les effets de l&apos;âge sont {0} (triées&#xa0;: {1})&#xa0;; la méthode de répartition utilise {2}.</translation>
    </message>
    <message>
        <source>Give each of the values {0} to one characteristic.</source>
        <translation>Attribuez chacune des valeurs {0} à une caractéristique.</translation>
    </message>
    <message>
        <source>{0} is {1}; point buy allows {2} to {3}.</source>
        <translation>{0} vaut {1}&#xa0;; l&apos;achat de points autorise de {2} à {3}.</translation>
    </message>
    <message>
        <source>Set {0} between {1} and {2}.</source>
        <translation>Mettez {0} entre {1} et {2}.</translation>
    </message>
    <message>
        <source>Spend {0} fewer points.</source>
        <translation>Dépensez {0} points de moins.</translation>
    </message>
    <message>
        <source>Spend {0} more points.</source>
        <translation>Dépensez {0} points de plus.</translation>
    </message>
    <message>
        <source>The characteristics add up to {0}; point buy spends exactly {1}.</source>
        <translation>Les caractéristiques totalisent {0}&#xa0;; l&apos;achat de points en dépense exactement {1}.</translation>
    </message>
    <message>
        <source>{0} is {1}, which {2} cannot roll (multiples of 5 from {3} to {4}).</source>
        <translation>{0} vaut {1}, un résultat impossible avec {2} (multiples de 5 de {3} à {4}).</translation>
    </message>
    <message>
        <source>Enter the value rolled for {0}, or choose the free method for an imported sheet.</source>
        <translation>Saisissez la valeur tirée pour {0}, ou choisissez la saisie libre pour une fiche importée.</translation>
    </message>
    <message>
        <source>no characteristic</source>
        <translation>aucune caractéristique</translation>
    </message>
    <message>
        <source>{0} points are deducted from {1} for age {2}; at that age the deduction comes from {3}.</source>
        <translation>{0} points sont retirés à {1} pour l&apos;âge de {2} ans&#xa0;; à cet âge, la déduction porte sur {3}.</translation>
    </message>
    <message>
        <source>Move the deduction to {0}.</source>
        <translation>Reportez la déduction sur {0}.</translation>
    </message>
    <message>
        <source>Remove the deduction.</source>
        <translation>Supprimez la déduction.</translation>
    </message>
    <message>
        <source>The age deduction from {0} is {1}.</source>
        <translation>La déduction d&apos;âge sur {0} vaut {1}.</translation>
    </message>
    <message>
        <source>Deductions are positive numbers of points taken away.</source>
        <translation>Les déductions sont des nombres positifs de points retirés.</translation>
    </message>
    <message>
        <source>Deducting {0} from {1} {2} leaves {3}; age never takes a characteristic below {4}.</source>
        <translation>Retirer {0} à {1} {2} laisse {3}&#xa0;; l&apos;âge ne fait jamais descendre une caractéristique sous {4}.</translation>
    </message>
    <message>
        <source>Deduct at most {0} from {1}.</source>
        <translation>Retirez au plus {0} à {1}.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>{0} (the table&apos;s {1}, less what would take a characteristic below {2})</source>
        <translation>{0} (les {1} de la table, moins ce qui ferait descendre une caractéristique sous {2})</translation>
    </message>
    <message>
        <source>Age {0} deducts {1} points among {2}; the sheet deducts {3}.</source>
        <translation>L&apos;âge de {0} ans retire {1} points entre {2}&#xa0;; la fiche en retire {3}.</translation>
    </message>
    <message>
        <source>Deduct {0} points in all.</source>
        <translation>Retirez {0} points au total.</translation>
    </message>
    <message>
        <source>Remove the age deduction.</source>
        <translation>Supprimez la déduction d&apos;âge.</translation>
    </message>
    <message>
        <source>{0} point</source>
        <translation>{0} point</translation>
    </message>
    <message>
        <source>{0} points</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>NPC: creation rules are not checked, only the state of play.</source>
        <translation>PNJ&#xa0;: les règles de création ne sont pas vérifiées, seul l&apos;état en jeu l&apos;est.</translation>
    </message>
    <message>
        <source>Characteristics entered freely: the generation method, the age effects and the Luck roll are not checked.</source>
        <translation>Caractéristiques saisies librement&#xa0;: la méthode de génération, les effets de l&apos;âge et le jet de Chance ne sont pas vérifiés.</translation>
    </message>
    <message>
        <source>The age at creation cannot be told from the record after the changes of play: the age effects are not checked.</source>
        <translation>Après les changements survenus en jeu, l&apos;âge à la création ne peut plus être déduit des données enregistrées&#xa0;: les effets de l&apos;âge ne sont pas vérifiés.</translation>
    </message>
    <message>
        <source>No Luck roll recorded: the Luck roll is not checked.</source>
        <translation>Aucun jet de Chance enregistré&#xa0;: le jet de Chance n&apos;est pas vérifié.</translation>
    </message>
    <message>
        <source>Creature: creation rules are not checked, and its stated HP, MP, MOV, Build and Damage Bonus stand in for the human formulas.</source>
        <translation>Créature&#xa0;: les règles de création ne sont pas vérifiées, et ses PV, PM, MVT, Carrure et Bonus aux dommages indiqués remplacent les formules humaines.</translation>
    </message>
    <message>
        <source>{0} is not set (0).</source>
        <translation>{0} n&apos;a pas de valeur (0).</translation>
    </message>
    <message>
        <source>Enter {0}.</source>
        <translation>Saisissez {0}.</translation>
    </message>
    <message>
        <source>Age {0} is outside the creation table (15 to 89).</source>
        <translation>L&apos;âge de {0} ans est hors de la table de création (15 à 89).</translation>
    </message>
    <message>
        <source>Investigators are 15 to 89 at creation: check the age.</source>
        <translation>Les investigateurs ont de 15 à 89 ans à la création : vérifiez l&apos;âge.</translation>
    </message>
    <message>
        <source>Choose an age from 15 to 89, or use the free method for an unusual investigator.</source>
        <translation>Choisissez un âge de 15 à 89 ans, ou utilisez la saisie libre pour un investigateur hors norme.</translation>
    </message>
    <message>
        <source>Age {0}-{1} makes {2} EDU improvement checks; the sheet records {3}.</source>
        <translation>De {0} à {1} ans, on fait {2} tests d&apos;amélioration d&apos;ÉDU&#xa0;; la fiche en enregistre {3}.</translation>
    </message>
    <message>
        <source>Make exactly {0} EDU checks.</source>
        <translation>Faites exactement {0} tests d&apos;ÉDU.</translation>
    </message>
    <message>
        <source>Age {0}-{1} rolls Luck {2} time(s); the sheet records {3} roll(s).</source>
        <translation>De {0} à {1} ans, la Chance est tirée {2} fois&#xa0;; la fiche enregistre {3} jet(s).</translation>
    </message>
    <message>
        <source>Roll Luck twice (keeping the higher) at 15-19, once otherwise.</source>
        <translation>Tirez la Chance deux fois (en gardant la plus haute) entre 15 et 19 ans, une seule fois sinon.</translation>
    </message>
    <message>
        <source>The Luck roll {0} is not a possible 3D6×5 (multiples of 5 from 15 to 90).</source>
        <translation>Le jet de Chance {0} n&apos;est pas un résultat possible de 3D6×5 (multiples de 5 de 15 à 90).</translation>
    </message>
    <message>
        <source>Enter the Luck rolled.</source>
        <translation>Saisissez la Chance tirée.</translation>
    </message>
    <message>
        <source>EDU check {0}: a roll of {1} against EDU {2} fails, yet it gains {3}.</source>
        <translation>Test d&apos;ÉDU {0}&#xa0;: un jet de {1} contre ÉDU {2} échoue, et pourtant il rapporte {3}.</translation>
    </message>
    <message>
        <source>Set the gain of a failed check to 0.</source>
        <translation>Mettez à 0 le gain d&apos;un test raté.</translation>
    </message>
    <message>
        <source>EDU check {0}: a roll of {1} beats EDU {2}, yet it gains nothing.</source>
        <translation>Test d&apos;ÉDU {0}&#xa0;: un jet de {1} dépasse ÉDU {2}, et pourtant il ne rapporte rien.</translation>
    </message>
    <message>
        <source>Roll 1D10 and record the gain.</source>
        <translation>Lancez 1D10 et enregistrez le gain.</translation>
    </message>
    <message>
        <source>{0} is {1}, but the recorded base {2} with the age effects and later changes gives {3}.</source>
        <translation>{0} vaut {1}, mais la base enregistrée {2}, avec les effets de l&apos;âge et les changements ultérieurs, donne {3}.</translation>
    </message>
    <message>
        <source>Set {0} to {1}, or correct the creation record.</source>
        <translation>Mettez {0} à {1}, ou corrigez les données de création.</translation>
    </message>
    <message>
        <source>{0} {1} before the recorded changes of play: no creation method gives more than {2} (EDU {3}).</source>
        <translation>{0} {1} avant les changements enregistrés en jeu&#xa0;: aucune méthode de création ne donne plus de {2} (ÉDU {3}).</translation>
    </message>
    <message>
        <source>{0} {1} before the recorded changes of play: no creation method gives more than {2}.</source>
        <translation>{0} {1} avant les changements enregistrés en jeu&#xa0;: aucune méthode de création ne donne plus de {2}.</translation>
    </message>
    <message>
        <source>{0} {1}: no creation method gives more than {2} (EDU {3}).</source>
        <translation>{0} {1}&#xa0;: aucune méthode de création ne donne plus de {2} (ÉDU {3}).</translation>
    </message>
    <message>
        <source>{0} {1}: no creation method gives more than {2}.</source>
        <translation>{0} {1}&#xa0;: aucune méthode de création ne donne plus de {2}.</translation>
    </message>
    <message>
        <source>Set {0} to {1} or less, record what raised it in play as a characteristic change, or make the sheet an NPC.</source>
        <translation>Mettez {0} à {1} ou moins, enregistrez ce qui l&apos;a augmentée en jeu comme un changement de caractéristique, ou faites de la fiche un PNJ.</translation>
    </message>
    <message>
        <source>Luck is not set (0).</source>
        <translation>La Chance n&apos;a pas de valeur (0).</translation>
    </message>
    <message>
        <source>Roll 3D6×5 for Luck (twice at ages 15-19, keeping the higher) and enter it.</source>
        <translation>Tirez 3D6×5 pour la Chance (deux fois entre 15 et 19 ans, en gardant la plus haute) et saisissez le résultat.</translation>
    </message>
    <message>
        <source>the social skills ({0})</source>
        <translation>les compétences sociales ({0})</translation>
    </message>
    <message>
        <source>any skills (personal or era specialties)</source>
        <translation>n&apos;importe quelles compétences (personnelles ou spécialités d&apos;époque)</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Aucune profession n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose an occupation.</source>
        <translation>Choisissez une profession.</translation>
    </message>
    <message>
        <source>The occupation {0} is not in the occupation list.</source>
        <translation>La profession {0} ne figure pas dans la liste des professions.</translation>
    </message>
    <message>
        <source>Choose a listed occupation, or add it as a user occupation file.</source>
        <translation>Choisissez une profession de la liste, ou ajoutez-la comme fichier de profession utilisateur.</translation>
    </message>
    <message>
        <source>{0} is not an occupation of the {1} era ({2} only).</source>
        <translation>{0} n&apos;est pas une profession de l&apos;époque {1} ({2} uniquement).</translation>
    </message>
    <message>
        <source>Choose another occupation or change the era.</source>
        <translation>Choisissez une autre profession ou changez d&apos;époque.</translation>
    </message>
    <message>
        <source>{0}&apos;s points formula {1} chooses among {2}, not {3}.</source>
        <translation>La formule de points de {0}, {1}, choisit parmi {2}, pas {3}.</translation>
    </message>
    <message>
        <source>{0}&apos;s points formula {1} has no characteristic to choose.</source>
        <translation>La formule de points de {0}, {1}, n&apos;a aucune caractéristique à choisir.</translation>
    </message>
    <message>
        <source>Pick one of the formula&apos;s characteristics, or leave it to take the best.</source>
        <translation>Choisissez l&apos;une des caractéristiques de la formule, ou laissez la meilleure être retenue.</translation>
    </message>
    <message>
        <source>{0} takes {1} (any): name the specialisation.</source>
        <translation>{0} comprend {1} (au choix)&#xa0;: précisez la spécialité.</translation>
    </message>
    <message>
        <source>Name the {0} specialisation (e.g. {1}).</source>
        <translation>Précisez la spécialité de {0} (p. ex. {1}).</translation>
    </message>
    <message>
        <source>one of your choice</source>
        <translation>une de votre choix</translation>
    </message>
    <message>
        <source>{0} does not offer the choice that {1} are filed under.</source>
        <translation>{0} ne propose pas le choix auquel sont rattachés {1}.</translation>
    </message>
    <message>
        <source>these picks</source>
        <translation>ces choix</translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices.</source>
        <translation>Refaites-les parmi les choix propres à la profession.</translation>
    </message>
    <message>
        <source>{0}: choose {1} skill among {2}; {3} chosen.</source>
        <translation>{0}&#xa0;: choisissez {1} compétence parmi {2}&#xa0;; {3} choisie(s).</translation>
    </message>
    <message>
        <source>{0}: choose {1} skills among {2}; {3} chosen.</source>
        <translation>{0}&#xa0;: choisissez {1} compétences parmi {2}&#xa0;; {3} choisie(s).</translation>
    </message>
    <message>
        <source>Choose exactly {0}.</source>
        <translation>Choisissez-en exactement {0}.</translation>
    </message>
    <message>
        <source>{0} is not among {1}.</source>
        <translation>{0} ne fait pas partie de {1}.</translation>
    </message>
    <message>
        <source>Pick one of the listed options.</source>
        <translation>Choisissez l&apos;une des options proposées.</translation>
    </message>
    <message>
        <source>The pick {0} needs a specialisation.</source>
        <translation>Le choix {0} nécessite une spécialité.</translation>
    </message>
    <message>
        <source>Pick a named {0}, e.g. {1}.</source>
        <translation>Choisissez une spécialité précise de {0}, p. ex. {1}.</translation>
    </message>
    <message>
        <source>{0} is a fixed skill of the occupation; a pick must add a new occupation skill.</source>
        <translation>{0} est une compétence imposée par la profession&#xa0;; un choix doit ajouter une nouvelle compétence de profession.</translation>
    </message>
    <message>
        <source>{0} is already picked for another choice; a pick must add a new occupation skill.</source>
        <translation>{0} figure déjà dans un autre choix&#xa0;; un choix doit ajouter une nouvelle compétence de profession.</translation>
    </message>
    <message>
        <source>Pick another skill.</source>
        <translation>Choisissez une autre compétence.</translation>
    </message>
    <message>
        <source>{0} is on the sheet twice (as {1} and another form).</source>
        <translation>{0} figure deux fois sur la fiche (en tant que {1} et sous une autre forme).</translation>
    </message>
    <message>
        <source>Merge the two entries into one.</source>
        <translation>Fusionnez les deux entrées en une seule.</translation>
    </message>
    <message>
        <source>{0} has {1} of occupation points but is not an occupation skill of {2}.</source>
        <translation>{0} a {1} points de profession mais n&apos;est pas une compétence de profession de {2}.</translation>
    </message>
    <message>
        <source>Move the points to an occupation skill or to personal interest points.</source>
        <translation>Déplacez les points vers une compétence de profession ou vers les points d&apos;intérêt personnel.</translation>
    </message>
    <message>
        <source>{0} has negative points (occupation {1}, personal {2}).</source>
        <translation>{0} a des points négatifs (profession {1}, intérêt personnel {2}).</translation>
    </message>
    <message>
        <source>Points spent are 0 or more.</source>
        <translation>Les points dépensés valent 0 ou plus.</translation>
    </message>
    <message>
        <source>{0} takes no points at creation; the sheet puts {1} in it.</source>
        <translation>{0} ne reçoit aucun point à la création&#xa0;; la fiche y met {1}.</translation>
    </message>
    <message>
        <source>Remove the occupation and personal points from {0}.</source>
        <translation>Retirez les points de profession et d&apos;intérêt personnel de {0}.</translation>
    </message>
    <message>
        <source>{0} has points but no specialisation.</source>
        <translation>{0} a des points mais aucune spécialité.</translation>
    </message>
    <message>
        <source>Name the specialisation, e.g. {0}.</source>
        <translation>Précisez la spécialité, p. ex. {0}.</translation>
    </message>
    <message>
        <source>{0} is {1}: above 99, only an improvement roll over 95 adds 1D10 to a skill.</source>
        <translation>{0} vaut {1} : au-delà de 99, seul un jet d&apos;amélioration supérieur à 95 ajoute 1D10 à une compétence.</translation>
    </message>
    <message>
        <source>Check the experience points of {0} ({1}).</source>
        <translation>Vérifiez les points d&apos;expérience de {0} ({1}).</translation>
    </message>
    <message>
        <source>{0} is {1} after creation points; no skill exceeds 99 at creation.</source>
        <translation>{0} vaut {1} après les points de création&#xa0;; aucune compétence ne dépasse 99 à la création.</translation>
    </message>
    <message>
        <source>Take {0} points out of {1}.</source>
        <translation>Retirez {0} points à {1}.</translation>
    </message>
    <message>
        <source>{0} occupation points are spent of {1} ({2}): {3} too many.</source>
        <translation>{0} points de profession dépensés sur {1} ({2})&#xa0;: {3} de trop.</translation>
    </message>
    <message>
        <source>Take {0} occupation points out of the skills.</source>
        <translation>Retirez {0} points de profession des compétences.</translation>
    </message>
    <message>
        <source>{0} personal points are spent of {1} ({2}): {3} too many.</source>
        <translation>{0} points d&apos;intérêt personnel dépensés sur {1} ({2})&#xa0;: {3} de trop.</translation>
    </message>
    <message>
        <source>Take {0} personal points out of the skills.</source>
        <translation>Retirez {0} points d&apos;intérêt personnel des compétences.</translation>
    </message>
    <message>
        <source>{0} of {1} occupation points ({2}) are not spent.</source>
        <translation>{0} points de profession sur {1} ({2}) ne sont pas dépensés.</translation>
    </message>
    <message>
        <source>Spend the remaining {0} occupation points.</source>
        <translation>Dépensez les {0} points de profession restants.</translation>
    </message>
    <message>
        <source>{0} of {1} personal points ({2}) are not spent.</source>
        <translation>{0} points d&apos;intérêt personnel sur {1} ({2}) ne sont pas dépensés.</translation>
    </message>
    <message>
        <source>Spend the remaining {0} personal points.</source>
        <translation>Dépensez les {0} points d&apos;intérêt personnel restants.</translation>
    </message>
    <message>
        <source>Credit Rating is {0}; a {1} starts with {2} to {3}.</source>
        <translation>Le Crédit vaut {0}&#xa0;; la profession {1} commence entre {2} et {3}.</translation>
    </message>
    <message>
        <source>Set Credit Rating between {0} and {1} with occupation points.</source>
        <translation>Mettez le Crédit entre {0} et {1} avec des points de profession.</translation>
    </message>
    <message>
        <source>The occupation skills and Credit Rating are set to {0}; quick-start sets them to {1}.</source>
        <translation>Les compétences de profession et le Crédit valent {0}&#xa0;; la création rapide les fixe à {1}.</translation>
    </message>
    <message>
        <source>Give the values {0} to the {1} occupation skills and Credit Rating, one each.</source>
        <translation>Attribuez les valeurs {0} aux {1} compétences de profession et au Crédit, une chacune.</translation>
    </message>
    <message>
        <source>{0} is an occupation skill; quick-start personal interest points go to non-occupation skills.</source>
        <translation>{0} est une compétence de profession&#xa0;; en création rapide, les points d&apos;intérêt personnel vont aux compétences hors profession.</translation>
    </message>
    <message>
        <source>Move the +{0} to a non-occupation skill.</source>
        <translation>Déplacez le +{0} vers une compétence hors profession.</translation>
    </message>
    <message>
        <source>{0} has {1} personal points; quick-start gives +{2}.</source>
        <translation>{0} a {1} points d&apos;intérêt personnel&#xa0;; la création rapide donne +{2}.</translation>
    </message>
    <message>
        <source>Set the personal points of {0} to {1}.</source>
        <translation>Mettez les points d&apos;intérêt personnel de {0} à {1}.</translation>
    </message>
    <message>
        <source>{0} non-occupation skills have +{1}; quick-start boosts {2}.</source>
        <translation>{0} compétences hors profession ont +{1}&#xa0;; la création rapide en améliore {2}.</translation>
    </message>
    <message>
        <source>Give +{0} to exactly {1} non-occupation skills.</source>
        <translation>Donnez +{0} à exactement {1} compétences hors profession.</translation>
    </message>
    <message>
        <source>Current HP {0} is above the stated maximum {1}.</source>
        <translation>Les PV actuels ({0}) dépassent le maximum indiqué {1}.</translation>
    </message>
    <message>
        <source>Current HP {0} is above the maximum {1} ((CON + SIZ) / 10).</source>
        <translation>Les PV actuels ({0}) dépassent le maximum {1} ((CON + TAI) / 10).</translation>
    </message>
    <message>
        <source>Set HP to {0} or less.</source>
        <translation>Mettez les PV à {0} ou moins.</translation>
    </message>
    <message>
        <source>Current MP {0} is above the stated maximum {1}.</source>
        <translation>Les PM actuels ({0}) dépassent le maximum indiqué {1}.</translation>
    </message>
    <message>
        <source>Current MP {0} is above the maximum {1} (POW / 5).</source>
        <translation>Les PM actuels ({0}) dépassent le maximum {1} (POU / 5).</translation>
    </message>
    <message>
        <source>Set MP to {0} or less.</source>
        <translation>Mettez les PM à {0} ou moins.</translation>
    </message>
    <message>
        <source>Current SAN {0} is above the maximum {1} (99 − Cthulhu Mythos {2}).</source>
        <translation>La SAN actuelle ({0}) dépasse le maximum {1} (99 − Mythe de Cthulhu {2}).</translation>
    </message>
    <message>
        <source>Set SAN to {0} or less.</source>
        <translation>Mettez la SAN à {0} ou moins.</translation>
    </message>
    <message>
        <source>Luck {0} is above 99.</source>
        <translation>La Chance ({0}) dépasse 99.</translation>
    </message>
    <message>
        <source>Set Luck to 99 or less.</source>
        <translation>Mettez la Chance à 99 ou moins.</translation>
    </message>
</context>
<context>
    <name>CoC7Session</name>
    <message>
        <source>The keeper no longer allows the {0} method: choose another.</source>
        <translation>Le Gardien n&apos;autorise plus la méthode «&#xa0;{0}&#xa0;»&#xa0;: choisissez-en une autre.</translation>
    </message>
    <message>
        <source>The occupation changed: its choices start afresh.</source>
        <translation>La profession a changé&#xa0;: ses choix repartent de zéro.</translation>
    </message>
    <message>
        <source>The age bracket changed: the deduction is split afresh.</source>
        <translation>La tranche d&apos;âge a changé&#xa0;: la déduction est répartie à nouveau.</translation>
    </message>
    <message>
        <source>The skill method changed: the points of the other method are set aside.</source>
        <translation>La méthode de compétences a changé&#xa0;: les points de l&apos;autre méthode sont mis de côté.</translation>
    </message>
    <message>
        <source>The keeper does not allow rolled characteristics.</source>
        <translation>Le Gardien n&apos;autorise pas le tirage des caractéristiques.</translation>
    </message>
    <message>
        <source>Unknown characteristic {0}.</source>
        <translation>Caractéristique inconnue&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} is already rolled and the keeper does not allow rerolls.</source>
        <translation>{0} est déjà tirée et le Gardien n&apos;autorise pas à relancer.</translation>
    </message>
    <message>
        <source>The keeper does not allow the {0} method (allowed: {1}).</source>
        <translation>Le Gardien n&apos;autorise pas la méthode «&#xa0;{0}&#xa0;» (autorisées&#xa0;: {1}).</translation>
    </message>
    <message>
        <source>Choose an allowed method.</source>
        <translation>Choisissez une méthode autorisée.</translation>
    </message>
    <message>
        <source>No characteristic method is chosen.</source>
        <translation>Aucune méthode de caractéristiques n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose how the characteristics are made.</source>
        <translation>Choisissez comment déterminer les caractéristiques.</translation>
    </message>
    <message>
        <source>No age is chosen.</source>
        <translation>Aucun âge n&apos;est choisi.</translation>
    </message>
    <message>
        <source>Choose the investigator&apos;s age (15 to 89).</source>
        <translation>Choisissez l&apos;âge de l&apos;investigateur (15 à 89 ans).</translation>
    </message>
    <message>
        <source>The investigator has no name.</source>
        <translation>L&apos;investigateur n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>Give the investigator a name.</source>
        <translation>Donnez un nom à l&apos;investigateur.</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Aucune profession n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose an occupation, or make one up.</source>
        <translation>Choisissez une profession, ou inventez-en une.</translation>
    </message>
    <message>
        <source>No weapon {0} in the {1} weapon list.</source>
        <translation>Aucune arme «&#xa0;{0}&#xa0;» dans la liste d&apos;armes {1}.</translation>
    </message>
    <message>
        <source>Pick a weapon of the list, or describe it as a custom weapon.</source>
        <translation>Choisissez une arme de la liste, ou décrivez-la comme arme personnalisée.</translation>
    </message>
    <message>
        <source>{0} is {1}; the keeper caps starting skills at {2}.</source>
        <translation>{0} vaut {1}&#xa0;; le Gardien plafonne les compétences de départ à {2}.</translation>
    </message>
    <message>
        <source>Take {0} points out of {1}.</source>
        <translation>Retirez {0} points à {1}.</translation>
    </message>
    <message>
        <source>{0}: its {1} occupation points were taken out (not a skill of {2}).</source>
        <translation>{0}&#xa0;: ses {1} points de profession ont été retirés (ce n&apos;est pas une compétence de {2}).</translation>
    </message>
    <message>
        <source>{0}: {1} occupation points no longer fit (now {2} to spend) and were taken out.</source>
        <translation>{0}&#xa0;: {1} points de profession ne rentrent plus dans le budget (il en reste {2} à dépenser) et ont été retirés.</translation>
    </message>
    <message>
        <source>{0}: {1} personal interest points no longer fit (now {2} to spend) and were taken out.</source>
        <translation>{0}&#xa0;: {1} points d&apos;intérêt personnel ne rentrent plus dans le budget (il en reste {2} à dépenser) et ont été retirés.</translation>
    </message>
    <message>
        <source>Spending the rest applies to the full skill method.</source>
        <translation>Dépenser le reste ne s&apos;applique qu&apos;à la méthode de compétences complète.</translation>
    </message>
    <message>
        <source>Choose an occupation first.</source>
        <translation>Choisissez d&apos;abord une profession.</translation>
    </message>
    <message>
        <source>{0} is not a known occupation: choose another first.</source>
        <translation>{0} n&apos;est pas une profession connue&#xa0;: choisissez-en d&apos;abord une autre.</translation>
    </message>
    <message>
        <source>allocation</source>
        <translation>répartition</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>tirage</translation>
    </message>
    <message>
        <source>point-buy</source>
        <translation>achat de points</translation>
    </message>
    <message>
        <source>free entry</source>
        <translation>saisie libre</translation>
    </message>
</context>
<context>
    <name>CoC7SheetView</name>
    <message>
        <source>Change {0}</source>
        <translation>Modifier {0}</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigateur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Cho&amp;ices…</source>
        <translation>&amp;Choix…</translation>
    </message>
    <message>
        <source>Occupation choices</source>
        <translation>Choix de profession</translation>
    </message>
    <message>
        <source>Choose what the occupation leaves to you: skills, specialisations and the points formula</source>
        <translation>Choisissez ce que la profession vous laisse : compétences, spécialités et formule de points</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <source>Pronouns</source>
        <translation>Pronoms</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Résidence</translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation>Lieu de naissance</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Époque</translation>
    </message>
    <message>
        <source>1920s (classic)</source>
        <translation>Années 1920 (classique)</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Époque moderne</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation>Pr&amp;ofession :</translation>
    </message>
    <message>
        <source>&amp;Age:</source>
        <translation>Â&amp;ge :</translation>
    </message>
    <message>
        <source>Pro&amp;nouns:</source>
        <translation>Pronom&amp;s :</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Resi&amp;dence:</source>
        <translation>&amp;Résidence :</translation>
    </message>
    <message>
        <source>&amp;Birthplace:</source>
        <translation>Lieu &amp;de naissance :</translation>
    </message>
    <message>
        <source>&amp;Era:</source>
        <translation>É&amp;poque :</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>Half: a hard success</source>
        <translation>Moitié : réussite majeure</translation>
    </message>
    <message>
        <source>Fifth: an extreme success</source>
        <translation>Cinquième : réussite extrême</translation>
    </message>
    <message>
        <source>Hit points, magic points, sanity and luck</source>
        <translation>Points de vie, points de magie, santé mentale et chance</translation>
    </message>
    <message>
        <source>Current hit points</source>
        <translation>Points de vie actuels</translation>
    </message>
    <message>
        <source>Current magic points</source>
        <translation>Points de magie actuels</translation>
    </message>
    <message>
        <source>Current sanity</source>
        <translation>Santé mentale actuelle</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>of 99</source>
        <translation>sur 99</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Current sanity points</source>
        <translation>Points de santé mentale actuels</translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation>Blessure grave</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>Inconscient</translation>
    </message>
    <message>
        <source>Dying</source>
        <translation>Mourant</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Temporary insanity</source>
        <translation>Folie temporaire</translation>
    </message>
    <message>
        <source>Indefinite insanity</source>
        <translation>Folie durable</translation>
    </message>
    <message>
        <source>Permanent insanity</source>
        <translation>Folie permanente</translation>
    </message>
    <message>
        <source>Mark {0}</source>
        <translation>Cocher {0}</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>Filter skills…</source>
        <translation>Filtrer les compétences…</translation>
    </message>
    <message>
        <source>Filter skills</source>
        <translation>Filtrer les compétences</translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation>Afficher les compétences peu co&amp;urantes</translation>
    </message>
    <message>
        <source>Show uncommon skills</source>
        <translation>Afficher les compétences peu courantes</translation>
    </message>
    <message>
        <source>Add skill…</source>
        <translation>Ajouter une compétence…</translation>
    </message>
    <message>
        <source>Add a skill</source>
        <translation>Ajouter une compétence</translation>
    </message>
    <message>
        <source>Add a specialisation (Science, Language…) or a custom skill</source>
        <translation>Ajouter une spécialité (Sciences, Langue…) ou une compétence personnalisée</translation>
    </message>
    <message>
        <source>Remove skill</source>
        <translation>Retirer la compétence</translation>
    </message>
    <message>
        <source>Remove the selected skill</source>
        <translation>Retirer la compétence sélectionnée</translation>
    </message>
    <message>
        <source>Remove the selected specialisation or custom skill</source>
        <translation>Retirer la spécialité ou la compétence personnalisée sélectionnée</translation>
    </message>
    <message>
        <source>Skills, continued</source>
        <translation>Compétences (suite)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Weapons and combat</source>
        <translation>Armes et combat</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Common weapons of the era</source>
        <translation>Armes courantes de l&apos;époque</translation>
    </message>
    <message>
        <source>Add from list</source>
        <translation>Ajouter depuis la liste</translation>
    </message>
    <message>
        <source>Add the weapon chosen in the list</source>
        <translation>Ajouter l&apos;arme choisie dans la liste</translation>
    </message>
    <message>
        <source>Common &amp;weapons:</source>
        <translation>&amp;Armes courantes :</translation>
    </message>
    <message>
        <source>Add weapon</source>
        <translation>Ajouter une arme</translation>
    </message>
    <message>
        <source>Add a weapon</source>
        <translation>Ajouter une arme</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Retirer l&apos;arme</translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation>Retirer l&apos;arme sélectionnée</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>e.g. heavy leather jacket (1 point)</source>
        <translation>p. ex. veste en cuir épais (1 point)</translation>
    </message>
    <message>
        <source>A&amp;rmour:</source>
        <translation>Ar&amp;mure :</translation>
    </message>
    <message>
        <source>{0}; damage {1}; range {2}</source>
        <translation>{0} ; dégâts {1} ; portée {2}</translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Gear, cash and assets</source>
        <translation>Équipement, liquidités et capital</translation>
    </message>
    <message>
        <source>Gear and possessions</source>
        <translation>Équipement et possessions</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Liquidités</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>&amp;Gear and possessions:</source>
        <translation>Équipement et &amp;biens :</translation>
    </message>
    <message>
        <source>&amp;Cash:</source>
        <translation>Li&amp;quidités :</translation>
    </message>
    <message>
        <source>A&amp;ssets:</source>
        <translation>Capi&amp;tal :</translation>
    </message>
    <message>
        <source>Fellow investigators</source>
        <translation>Compagnons d&apos;investigation</translation>
    </message>
    <message>
        <source>Add investigator</source>
        <translation>Ajouter un investigateur</translation>
    </message>
    <message>
        <source>Add a fellow investigator</source>
        <translation>Ajouter un compagnon d&apos;investigation</translation>
    </message>
    <message>
        <source>Remove investigator</source>
        <translation>Retirer l&apos;investigateur</translation>
    </message>
    <message>
        <source>Remove the selected fellow investigator</source>
        <translation>Retirer le compagnon d&apos;investigation sélectionné</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
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
        <translation>Idée (INT {0})</translation>
    </message>
    <message>
        <source>Know (EDU {0})</source>
        <translation>Connaissance (ÉDU {0})</translation>
    </message>
    <message>
        <source>of {0}</source>
        <translation>sur {0}</translation>
    </message>
    <message>
        <source>start {0}, max {1}</source>
        <translation>départ {0}, max. {1}</translation>
    </message>
    <message>
        <source>MOV &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>MVT &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Build &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Carrure &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Damage Bonus &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>Impact &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Dodge &lt;b&gt;{0}&lt;/b&gt; ({1}/{2})</source>
        <translation>Esquiver &lt;b&gt;{0}&lt;/b&gt; ({1}/{2})</translation>
    </message>
    <message>
        <source>Credit Rating &lt;b&gt;{0}&lt;/b&gt; ({1}): cash {2}, assets {3}, spending level {4}</source>
        <translation>Crédit &lt;b&gt;{0}&lt;/b&gt; ({1}) : liquidités {2}, capital {3}, niveau de dépenses {4}</translation>
    </message>
    <message>
        <source>{0} is not set yet: enter it to roll.</source>
        <translation>{0} : pas encore de valeur ; saisissez-la pour lancer les dés.</translation>
    </message>
    <message>
        <source>Occupation points: choose an occupation</source>
        <translation>Points de profession : choisissez une profession</translation>
    </message>
    <message>
        <source>Occupation skills: quick-start values</source>
        <translation>Compétences de profession : valeurs de démarrage rapide</translation>
    </message>
    <message>
        <source>Occupation points ({0}): {1} of {2} spent, {3} left</source>
        <translation>Points de profession ({0}) : {1} dépensés sur {2}, {3} restants</translation>
    </message>
    <message>
        <source>Personal interest points: {0} of {1} spent, {2} left</source>
        <translation>Points d&apos;intérêt personnel : {0} dépensés sur {1}, {2} restants</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>{0} (custom)</source>
        <translation>{0} (personnalisée)</translation>
    </message>
    <message>
        <source>{0} (not of this era)</source>
        <translation>{0} (hors de cette époque)</translation>
    </message>
    <message>
        <source>{0} (not in the occupation list)</source>
        <translation>{0} (hors de la liste des professions)</translation>
    </message>
    <message>
        <source>{0}: skill points {1}; Credit Rating {2}–{3}</source>
        <translation>{0} : points de compétences {1} ; Crédit {2}–{3}</translation>
    </message>
    <message>
        <source>Set occupation to {0}</source>
        <translation>Définir la profession : {0}</translation>
    </message>
    <message>
        <source>Clear occupation</source>
        <translation>Effacer la profession</translation>
    </message>
    <message>
        <source>Change era</source>
        <translation>Changer d&apos;époque</translation>
    </message>
    <message>
        <source>Set portrait</source>
        <translation>Définir le portrait</translation>
    </message>
    <message>
        <source>Remove portrait</source>
        <translation>Retirer le portrait</translation>
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
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Occ.</source>
        <translation>Prof.</translation>
    </message>
    <message>
        <source>Pers.</source>
        <translation>Pers.</translation>
    </message>
    <message>
        <source>Exp.</source>
        <translation>Exp.</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Moitié</translation>
    </message>
    <message>
        <source>Fifth</source>
        <translation>Cinquième</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Improvement check: ticked after a successful roll</source>
        <translation>Case d&apos;amélioration : cochée après un jet réussi</translation>
    </message>
    <message>
        <source>Skill (occupation skills in bold)</source>
        <translation>Compétence (compétences de profession en gras)</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Valeur de base</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Points de compétences de profession</translation>
    </message>
    <message>
        <source>Personal interest points</source>
        <translation>Points d&apos;intérêt personnel</translation>
    </message>
    <message>
        <source>Points gained in play</source>
        <translation>Points gagnés en jeu</translation>
    </message>
    <message>
        <source>Skill value (regular success)</source>
        <translation>Valeur de la compétence (réussite ordinaire)</translation>
    </message>
    <message>
        <source>Half value (hard success)</source>
        <translation>Moitié de la valeur (réussite majeure)</translation>
    </message>
    <message>
        <source>Fifth value (extreme success)</source>
        <translation>Cinquième de la valeur (réussite extrême)</translation>
    </message>
    <message>
        <source>Roll the skill</source>
        <translation>Faire un jet de compétence</translation>
    </message>
    <message>
        <source>occupation skill</source>
        <translation>compétence de profession</translation>
    </message>
    <message>
        <source>uncommon skill</source>
        <translation>compétence peu courante</translation>
    </message>
    <message>
        <source>custom skill</source>
        <translation>compétence personnalisée</translation>
    </message>
    <message>
        <source>no points at creation</source>
        <translation>aucun point à la création</translation>
    </message>
    <message>
        <source>{0}: improvement check ticked</source>
        <translation>{0} : case d&apos;amélioration cochée</translation>
    </message>
    <message>
        <source>{0}: not ticked</source>
        <translation>{0} : non cochée</translation>
    </message>
    <message>
        <source>Roll {0} ({1})</source>
        <translation>Jet de {0} ({1})</translation>
    </message>
    <message>
        <source>Tick {0}</source>
        <translation>Cocher {0}</translation>
    </message>
    <message>
        <source>Untick {0}</source>
        <translation>Décocher {0}</translation>
    </message>
    <message>
        <source>{0} is not a whole number</source>
        <translation>{0} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>Change {0} points of {1}</source>
        <translation>Modifier les points {0} de {1}</translation>
    </message>
    <message>
        <source>occupation</source>
        <translation>de profession</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>d&apos;intérêt personnel</translation>
    </message>
    <message>
        <source>experience</source>
        <translation>d&apos;expérience</translation>
    </message>
    <message>
        <source>Change points of {0}</source>
        <translation>Modifier les points de {0}</translation>
    </message>
    <message>
        <source>{0} is already on the sheet</source>
        <translation>{0} est déjà sur la fiche</translation>
    </message>
    <message>
        <source>Add skill {0}</source>
        <translation>Ajouter la compétence {0}</translation>
    </message>
    <message>
        <source>Remove skill {0}</source>
        <translation>Retirer la compétence {0}</translation>
    </message>
</context>
<context>
    <name>CoC7WeaponsModel</name>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Reg.</source>
        <translation>Ord.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Maj.</translation>
    </message>
    <message>
        <source>Ext.</source>
        <translation>Ext.</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Impales</source>
        <translation>Empale</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Mun.</translation>
    </message>
    <message>
        <source>Malf.</source>
        <translation>Panne</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>Dmg. roll</source>
        <translation>Jet dég.</translation>
    </message>
    <message>
        <source>Weapon name</source>
        <translation>Nom de l&apos;arme</translation>
    </message>
    <message>
        <source>Skill used to attack, e.g. Fighting (Brawl)</source>
        <translation>Compétence utilisée pour attaquer, p. ex. Combat rapproché (Corps à corps)</translation>
    </message>
    <message>
        <source>Skill value (regular success)</source>
        <translation>Valeur de la compétence (réussite ordinaire)</translation>
    </message>
    <message>
        <source>Half value (hard success)</source>
        <translation>Moitié de la valeur (réussite majeure)</translation>
    </message>
    <message>
        <source>Fifth value (extreme success)</source>
        <translation>Cinquième de la valeur (réussite extrême)</translation>
    </message>
    <message>
        <source>Damage dice, e.g. 1D6+DB</source>
        <translation>Dés de dégâts, p. ex. 1D6+DB</translation>
    </message>
    <message>
        <source>Impaling weapon (extra damage on an extreme success)</source>
        <translation>Arme empalante (dégâts supplémentaires sur une réussite extrême)</translation>
    </message>
    <message>
        <source>Attacks per round</source>
        <translation>Attaques par round</translation>
    </message>
    <message>
        <source>Shots in the gun (empty: none)</source>
        <translation>Munitions dans l&apos;arme (vide : aucune)</translation>
    </message>
    <message>
        <source>Malfunction number (empty: none)</source>
        <translation>Valeur de panne (vide : aucune)</translation>
    </message>
    <message>
        <source>Roll the attack</source>
        <translation>Lancer l&apos;attaque</translation>
    </message>
    <message>
        <source>Roll the damage</source>
        <translation>Lancer les dégâts</translation>
    </message>
    <message>
        <source>{0} is not a skill of this sheet</source>
        <translation>{0} n&apos;est pas une compétence de cette fiche</translation>
    </message>
    <message>
        <source>impaling</source>
        <translation>empalante</translation>
    </message>
    <message>
        <source>not impaling</source>
        <translation>non empalante</translation>
    </message>
    <message>
        <source>Attack with {0} ({1})</source>
        <translation>Attaquer avec {0} ({1})</translation>
    </message>
    <message>
        <source>Roll damage of {0} ({1})</source>
        <translation>Lancer les dégâts de {0} ({1})</translation>
    </message>
    <message>
        <source>“{0}” is not a dice expression: {1} at position {2}</source>
        <translation>« {0} » n&apos;est pas une expression de dés : {1} à la position {2}</translation>
    </message>
    <message>
        <source>The {0} cannot be empty</source>
        <translation>Le champ « {0} » ne peut pas être vide</translation>
    </message>
    <message>
        <source>The {0} is a whole number or empty</source>
        <translation>Le champ « {0} » doit être un nombre entier ou rester vide</translation>
    </message>
    <message>
        <source>weapon name</source>
        <translation>nom de l&apos;arme</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>compétence</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
    <message>
        <source>ammo</source>
        <translation>munitions</translation>
    </message>
    <message>
        <source>malfunction number</source>
        <translation>valeur de panne</translation>
    </message>
    <message>
        <source>Change {0} of {1}</source>
        <translation>Modifier « {0} » de {1}</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Nouvelle arme</translation>
    </message>
    <message>
        <source>Add weapon {0}</source>
        <translation>Ajouter l&apos;arme {0}</translation>
    </message>
    <message>
        <source>Remove weapon {0}</source>
        <translation>Retirer l&apos;arme {0}</translation>
    </message>
</context>
<context>
    <name>CompareDialog</name>
    <message>
        <source>(none)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Compare — {0}</source>
        <translation>Comparer — {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) differ between your version and the file on disk.</source>
        <translation>
            <numerusform>%n champ diffère entre votre version et le fichier sur le disque.</numerusform>
            <numerusform>%n champs diffèrent entre votre version et le fichier sur le disque.</numerusform>
        </translation>
    </message>
    <message>
        <source>The two versions hold the same values.</source>
        <translation>Les deux versions contiennent les mêmes valeurs.</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Différences</translation>
    </message>
    <message>
        <source>Each field where the two versions differ</source>
        <translation>Chaque champ où les deux versions diffèrent</translation>
    </message>
    <message>
        <source>Open in SheetMaker (saved)</source>
        <translation>Ouvert dans SheetMaker (enregistré)</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Yours (not saved)</source>
        <translation>Votre version (non enregistrée)</translation>
    </message>
    <message>
        <source>On disk</source>
        <translation>Sur le disque</translation>
    </message>
</context>
<context>
    <name>CreationWizard</name>
    <message>
        <source>&amp;Randomise the Rest</source>
        <translation>Compléter au &amp;hasard</translation>
    </message>
    <message>
        <source>Let the dice and the rules answer this step and every later one still open</source>
        <translation>Laisser les dés et les règles répondre à cette étape et à toutes les suivantes encore ouvertes</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation>&amp;Suivant &gt;</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Finish with problems?</source>
        <translation>Terminer malgré les problèmes ?</translation>
    </message>
    <message>
        <source>This investigator still breaks {0} creation rule(s). Finish anyway? (Keepers building NPCs may; the sheet&apos;s rule-check panel will list them.)</source>
        <translation>Cet investigateur enfreint encore {0} règle(s) de création. Terminer quand même ? (Les Gardiens qui créent des PNJ le peuvent ; le panneau de vérification des règles de la fiche les listera.)</translation>
    </message>
    <message>
        <source>Discard this investigator?</source>
        <translation>Abandonner cet investigateur ?</translation>
    </message>
    <message>
        <source>The investigator you started will be lost.</source>
        <translation>L&apos;investigateur commencé sera perdu.</translation>
    </message>
    <message>
        <source>Needed:</source>
        <translation>Requis :</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Remarque :</translation>
    </message>
    <message>
        <source>…and {0} more.</source>
        <translation>…et {0} de plus.</translation>
    </message>
</context>
<context>
    <name>CustomOccupationDialog</name>
    <message>
        <source>Custom Occupation</source>
        <translation>Profession personnalisée</translation>
    </message>
    <message>
        <source>e.g. Lighthouse Keeper</source>
        <translation>p. ex. Gardien de phare</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Points de compétences de profession</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Best of</source>
        <translation>Meilleure de</translation>
    </message>
    <message>
        <source>{0} ×</source>
        <translation>{0} ×</translation>
    </message>
    <message>
        <source>{0} weight</source>
        <translation>Poids de {0}</translation>
    </message>
    <message>
        <source>{0} in the best-of group</source>
        <translation>{0} dans le groupe « meilleure de »</translation>
    </message>
    <message>
        <source>Best of the ticked &amp;times:</source>
        <translation>&amp;Multiplicateur de la meilleure cochée :</translation>
    </message>
    <message>
        <source>Weight of the best-of group</source>
        <translation>Poids du groupe « meilleure de »</translation>
    </message>
    <message>
        <source>Credit &amp;Rating from</source>
        <translation>&amp;Crédit de</translation>
    </message>
    <message>
        <source>Lowest Credit Rating</source>
        <translation>Crédit minimal</translation>
    </message>
    <message>
        <source>Highest Credit Rating</source>
        <translation>Crédit maximal</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Occupation skills (Credit Rating is always one)</source>
        <translation>Compétences de profession (le Crédit en fait toujours partie)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Skill {0}</source>
        <translation>Compétence {0}</translation>
    </message>
    <message>
        <source>Specialisation of skill {0}</source>
        <translation>Spécialité de la compétence {0}</translation>
    </message>
    <message>
        <source>&amp;{0}:</source>
        <translation>&amp;{0} :</translation>
    </message>
    <message>
        <source>e.g. {0}</source>
        <translation>p. ex. {0}</translation>
    </message>
    <message>
        <source>Name it</source>
        <translation>À préciser</translation>
    </message>
    <message>
        <source>Skill {0}: name the {1} specialisation.</source>
        <translation>Compétence {0} : précisez la spécialité de {1}.</translation>
    </message>
    <message>
        <source>Skill {0}: write the specialisation without brackets.</source>
        <translation>Compétence {0} : écrivez la spécialité sans parenthèses.</translation>
    </message>
    <message>
        <source>Skill {0}: {1} is already chosen.</source>
        <translation>Compétence {0} : {1} est déjà choisie.</translation>
    </message>
    <message>
        <source>Give the occupation a name.</source>
        <translation>Donnez un nom à la profession.</translation>
    </message>
    <message>
        <source>{0} is already an occupation of the lists: choose it there, or use another name.</source>
        <translation>{0} est déjà une profession des listes : choisissez-la là, ou utilisez un autre nom.</translation>
    </message>
    <message>
        <source>Give at least one characteristic a weight (e.g. EDU × 4).</source>
        <translation>Donnez un poids à au moins une caractéristique (p. ex. ÉDU × 4).</translation>
    </message>
    <message>
        <source>Set how many times the best of the ticked characteristics counts.</source>
        <translation>Indiquez combien de fois compte la meilleure des caractéristiques cochées.</translation>
    </message>
    <message>
        <source>Tick the characteristics the best-of group chooses from, or set its times to 0.</source>
        <translation>Cochez les caractéristiques parmi lesquelles le groupe « meilleure de » choisit, ou mettez son multiplicateur à 0.</translation>
    </message>
    <message>
        <source>The lowest Credit Rating must not be above the highest.</source>
        <translation>Le Crédit minimal ne doit pas dépasser le maximal.</translation>
    </message>
    <message>
        <source>Choose the occupation&apos;s skills.</source>
        <translation>Choisissez les compétences de la profession.</translation>
    </message>
    <message>
        <source>({0})×{1}</source>
        <translation>({0})×{1}</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Formula: {0}</source>
        <translation>Formule : {0}</translation>
    </message>
    <message>
        <source>{0} of {1} skills chosen; the book&apos;s occupations have {1}.</source>
        <translation>{0} compétences sur {1} choisies ; les professions du livre en ont {1}.</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <source>Take damage</source>
        <translation>Subir des dégâts</translation>
    </message>
    <message>
        <source>Damage, points or dice</source>
        <translation>Dégâts, en points ou en dés</translation>
    </message>
    <message>
        <source>&amp;Damage:</source>
        <translation>&amp;Dégâts :</translation>
    </message>
    <message>
        <source>Source of the damage</source>
        <translation>Origine des dégâts</translation>
    </message>
    <message>
        <source>An attack</source>
        <translation>Une attaque</translation>
    </message>
    <message>
        <source>A fall</source>
        <translation>Une chute</translation>
    </message>
    <message>
        <source>Something else</source>
        <translation>Autre chose</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Origine :</translation>
    </message>
    <message>
        <source>Make the &amp;CON roll of a major wound now</source>
        <translation>Faire maintenant le jet de &amp;CON de la blessure grave</translation>
    </message>
    <message>
        <source>A blow of half the maximum HP or more: a failed CON roll knocks out.</source>
        <translation>Un coup d&apos;au moins la moitié des PV maximum : un jet de CON raté assomme.</translation>
    </message>
    <message>
        <source>&amp;Armour stops {0} points</source>
        <translation>L&apos;&amp;armure arrête {0} points</translation>
    </message>
    <message>
        <source>&amp;Non-lethal scuffling (never below −11)</source>
        <translation>Bagarre &amp;non létale (jamais sous −11)</translation>
    </message>
    <message>
        <source>&amp;Lethal firearms: 6 more when the hit leaves Health at 0 or less</source>
        <translation>Armes à feu &amp;létales : 6 de plus si le coup laisse la Santé à 0 ou moins</translation>
    </message>
    <message>
        <source>Make a due C&amp;onsciousness test now</source>
        <translation>Faire maintenant le test de c&amp;onscience requis</translation>
    </message>
    <message>
        <source>Health points spent on the Consciousness test</source>
        <translation>Points de Santé dépensés pour le test de conscience</translation>
    </message>
    <message>
        <source>&amp;Health spent on it:</source>
        <translation>&amp;Santé dépensée :</translation>
    </message>
    <message>
        <source>Take Damage</source>
        <translation>Subir des dégâts</translation>
    </message>
    <message>
        <source>A fall: 1D6 per 3 metres (10 feet) fallen, such as 2D6 for 6 m.</source>
        <translation>Une chute : 1D6 par tranche de 3 mètres de chute, soit 2D6 pour 6 m.</translation>
    </message>
    <message>
        <source>A fall: the Keeper sets the damage.</source>
        <translation>Une chute : le Gardien fixe les dégâts.</translation>
    </message>
    <message>
        <source>The attacker&apos;s damage roll, with their damage bonus as dice.</source>
        <translation>Le jet de dégâts de l&apos;attaquant, avec son Impact en dés.</translation>
    </message>
</context>
<context>
    <name>Dice</name>
    <message>
        <source>skill</source>
        <translation>compétence</translation>
    </message>
    <message>
        <source>characteristic</source>
        <translation>caractéristique</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>forced characteristic</source>
        <translation>caractéristique imposée</translation>
    </message>
    <message>
        <source>other</source>
        <translation>autre</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>critique</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrême</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>majeure</translation>
    </message>
    <message>
        <source>regular</source>
        <translation>ordinaire</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>fumble</source>
        <translation>maladresse</translation>
    </message>
    <message>
        <source>{0} rolls cannot be pushed: only skill and characteristic rolls can</source>
        <translation>les jets de type {0} ne peuvent pas être forcés&#xa0;: seuls les jets de compétence et de caractéristique le peuvent</translation>
    </message>
    <message>
        <source>a pushed roll cannot be pushed again</source>
        <translation>un jet forcé ne peut pas être forcé à nouveau</translation>
    </message>
    <message>
        <source>a fumble cannot be pushed: its effect applies at once</source>
        <translation>une maladresse ne peut pas être forcée&#xa0;: son effet s&apos;applique immédiatement</translation>
    </message>
    <message>
        <source>a successful roll cannot be pushed</source>
        <translation>un jet réussi ne peut pas être forcé</translation>
    </message>
    <message>
        <source>a roll altered with Luck cannot be pushed: it is push or Luck, not both</source>
        <translation>un jet modifié par la Chance ne peut pas être forcé&#xa0;: c&apos;est forcer ou la Chance, pas les deux</translation>
    </message>
    <message>
        <source>Luck cannot be spent on {0} rolls</source>
        <translation>la Chance ne peut pas être dépensée sur les jets de type {0}</translation>
    </message>
    <message>
        <source>Luck cannot be spent on a pushed roll</source>
        <translation>la Chance ne peut pas être dépensée sur un jet forcé</translation>
    </message>
    <message>
        <source>a critical always applies: Luck cannot change it</source>
        <translation>une réussite critique s&apos;applique toujours&#xa0;: la Chance ne peut pas la modifier</translation>
    </message>
    <message>
        <source>a fumble always applies and cannot be bought off with Luck</source>
        <translation>une maladresse s&apos;applique toujours et ne peut pas être rachetée avec la Chance</translation>
    </message>
    <message>
        <source>cannot spend {0} Luck: only {1} left</source>
        <translation>impossible de dépenser {0} de Chance&#xa0;: il n&apos;en reste que {1}</translation>
    </message>
    <message>
        <source>spending {0} Luck would take the roll of {1} below 01</source>
        <translation>dépenser {0} de Chance ferait descendre le jet de {1} sous 01</translation>
    </message>
    <message>
        <source>both failed: no one wins</source>
        <translation>échec des deux côtés&#xa0;: personne ne l&apos;emporte</translation>
    </message>
    <message>
        <source>{0} wins: {1} beats {2}</source>
        <translation>{0} l&apos;emporte&#xa0;: {1} bat {2}</translation>
    </message>
    <message>
        <source>both failed</source>
        <translation>échec des deux côtés</translation>
    </message>
    <message>
        <source>both {0}</source>
        <translation>{0} des deux côtés</translation>
    </message>
    <message>
        <source>{0}: {1} wins with the higher value ({2} against {3})</source>
        <translation>{0}&#xa0;: {1} l&apos;emporte avec la valeur la plus haute ({2} contre {3})</translation>
    </message>
    <message>
        <source>{0} with equal values ({1}): an impasse, or both sides roll again (seed 002: each rolls 1D100, the lower wins)</source>
        <translation>{0} avec des valeurs égales ({1})&#xa0;: impasse, ou les deux camps relancent (seed 002&#xa0;: chacun lance 1D100, le plus bas l&apos;emporte)</translation>
    </message>
    <message>
        <source>tie broken on 1D100: {0} against {1}</source>
        <translation>égalité départagée sur 1D100&#xa0;: {0} contre {1}</translation>
    </message>
    <message>
        <source>cannot spend {0} pool points: only {1} left</source>
        <translation>impossible de dépenser {0} points de réserve&#xa0;: il n&apos;en reste que {1}</translation>
    </message>
    <message>
        <source>the task is already complete</source>
        <translation>la tâche est déjà accomplie</translation>
    </message>
    <message>
        <source>the expression uses DB but no damage bonus was given</source>
        <translation>l&apos;expression utilise DB, mais aucun Impact n&apos;a été indiqué</translation>
    </message>
    <message>
        <source>expected a damage bonus without DB</source>
        <translation>attendu&#xa0;: un Impact sans DB</translation>
    </message>
    <message>
        <source>expected at most {0} dice in total, not {1} with the damage bonus {2}</source>
        <translation>attendu&#xa0;: au plus {0} dés au total, et non {1} avec l&apos;Impact {2}</translation>
    </message>
    <message>
        <source>expected at most {0} characters</source>
        <translation>attendu&#xa0;: au plus {0} caractères</translation>
    </message>
    <message>
        <source>{0}, not {1}</source>
        <translation>{0}, et non {1}</translation>
    </message>
    <message>
        <source>expected a dice expression</source>
        <translation>attendu&#xa0;: une expression de dés</translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end, not an unmatched &apos;)&apos;</source>
        <translation>attendu&#xa0;: «&#xa0;+&#xa0;», «&#xa0;-&#xa0;», «&#xa0;*&#xa0;» ou la fin, et non une «&#xa0;)&#xa0;» sans parenthèse ouvrante</translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end</source>
        <translation>attendu&#xa0;: «&#xa0;+&#xa0;», «&#xa0;-&#xa0;», «&#xa0;*&#xa0;» ou la fin</translation>
    </message>
    <message>
        <source>expected &apos;+&apos;, &apos;-&apos;, &apos;*&apos; or the end, not &apos;/&apos; (a SAN loss such as 0/1D6 is not allowed here)</source>
        <translation>attendu&#xa0;: «&#xa0;+&#xa0;», «&#xa0;-&#xa0;», «&#xa0;*&#xa0;» ou la fin, et non «&#xa0;/&#xa0;» (une perte de SAN comme 0/1D6 n&apos;est pas autorisée ici)</translation>
    </message>
    <message>
        <source>expected &apos;/&apos;, not an unmatched &apos;)&apos;</source>
        <translation>attendu&#xa0;: «&#xa0;/&#xa0;», et non une «&#xa0;)&#xa0;» sans parenthèse ouvrante</translation>
    </message>
    <message>
        <source>expected &apos;/&apos; between the success and failure losses</source>
        <translation>attendu&#xa0;: «&#xa0;/&#xa0;» entre les pertes en cas de réussite et d&apos;échec</translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;</source>
        <translation>attendu&#xa0;: une constante après «&#xa0;*&#xa0;»</translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;, not dice</source>
        <translation>attendu&#xa0;: une constante après «&#xa0;*&#xa0;», et non des dés</translation>
    </message>
    <message>
        <source>expected a constant after &apos;*&apos;, not DB</source>
        <translation>attendu&#xa0;: une constante après «&#xa0;*&#xa0;», et non DB</translation>
    </message>
    <message>
        <source>expected a constant from 0 to {0}</source>
        <translation>attendu&#xa0;: une constante de 0 à {0}</translation>
    </message>
    <message>
        <source>expected at most {0} nested parentheses</source>
        <translation>attendu&#xa0;: au plus {0} niveaux de parenthèses imbriquées</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; (the &apos;(&apos; at position {0} is not closed)</source>
        <translation>attendu&#xa0;: «&#xa0;)&#xa0;» (la «&#xa0;(&#xa0;» en position {0} n&apos;est pas fermée)</translation>
    </message>
    <message>
        <source>expected a number, a die, DB or &apos;(&apos;</source>
        <translation>attendu&#xa0;: un nombre, un dé, DB ou «&#xa0;(&#xa0;»</translation>
    </message>
    <message>
        <source>expected a number of dice from 1 to {0}</source>
        <translation>attendu&#xa0;: un nombre de dés de 1 à {0}</translation>
    </message>
    <message>
        <source>expected a number of sides after &apos;d&apos;</source>
        <translation>attendu&#xa0;: un nombre de faces après «&#xa0;d&#xa0;»</translation>
    </message>
    <message>
        <source>expected a number of sides from 1 to {0}</source>
        <translation>attendu&#xa0;: un nombre de faces de 1 à {0}</translation>
    </message>
    <message>
        <source>expected at most {0} dice in total</source>
        <translation>attendu&#xa0;: au plus {0} dés au total</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the letter of a die, as in 1D6 (German: W)</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>DB</source>
        <comment>the damage bonus in a dice expression, as in 1D3+DB (German: SB)</comment>
        <translation>Imp</translation>
    </message>
</context>
<context>
    <name>DiceHint</name>
    <message>
        <source>Click a die button next to any value to roll it; results appear in the roll log on the right.</source>
        <translation>Cliquez sur le bouton de dé à côté d&apos;une valeur pour la lancer ; les résultats s&apos;affichent dans le journal des jets à droite.</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Dismiss the hint about dice buttons</source>
        <translation>Masquer l&apos;astuce sur les boutons de dés</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export {0} As</source>
        <translation>Exporter {0} au format</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format :</translation>
    </message>
    <message>
        <source>carries</source>
        <translation>ne prend en charge</translation>
    </message>
    <message>
        <source>carry</source>
        <translation>ne prennent en charge</translation>
    </message>
    <message>
        <source>{0} {1} only {2} sheets.</source>
        <translation>{0} {1} que les fiches {2}.</translation>
    </message>
    <message>
        <source>They are not offered for this {0} sheet.</source>
        <translation>Ils ne sont pas proposés pour cette fiche {0}.</translation>
    </message>
    <message>
        <source>It is not offered for this {0} sheet.</source>
        <translation>Il n&apos;est pas proposé pour cette fiche {0}.</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Rapport d&apos;export</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>No export format can carry this {0} sheet.</source>
        <translation>Aucun format d&apos;export ne prend en charge cette fiche {0}.</translation>
    </message>
    <message>
        <source>No export format is available in this installation.</source>
        <translation>Aucun format d&apos;export n&apos;est disponible dans cette installation.</translation>
    </message>
    <message>
        <source>This sheet cannot be exported in this format: {0}.</source>
        <translation>Cette fiche ne peut pas être exportée dans ce format : {0}.</translation>
    </message>
    <message>
        <source>{0} cannot carry one part of this sheet; it is named below and will not be in the file.</source>
        <translation>{0} ne peut pas reprendre une partie de cette fiche ; elle est indiquée ci-dessous et ne figurera pas dans le fichier.</translation>
    </message>
    <message>
        <source>{0} cannot carry {1} parts of this sheet; they are named below and will not be in the file.</source>
        <translation>{0} ne peut pas reprendre {1} parties de cette fiche ; elles sont indiquées ci-dessous et ne figureront pas dans le fichier.</translation>
    </message>
    <message>
        <source>{0} carries everything on this sheet.</source>
        <translation>{0} reprend tout le contenu de cette fiche.</translation>
    </message>
    <message>
        <source>{0} as {1}</source>
        <translation>{0} au format {1}</translation>
    </message>
    <message>
        <source>Every value on this sheet is written.</source>
        <translation>Toutes les valeurs de cette fiche sont écrites.</translation>
    </message>
    <message>
        <source>Export As</source>
        <translation>Exporter sous</translation>
    </message>
    <message>
        <source>{0} (*{1});;All files (*)</source>
        <translation>{0} (*{1});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>The file could not be written: {0}.</source>
        <translation>Impossible d&apos;écrire le fichier : {0}.</translation>
    </message>
</context>
<context>
    <name>ExportPdfDialog</name>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>Investigator sheet</source>
        <translation>Fiche d&apos;investigateur</translation>
    </message>
    <message>
        <source>NPC statblock</source>
        <translation>Profil de PNJ</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Mise en page</translation>
    </message>
    <message>
        <source>A full investigator sheet, or a compact keeper&apos;s statblock (several fit on a page).</source>
        <translation>Une fiche d&apos;investigateur complète, ou un profil compact pour le Gardien (plusieurs tiennent sur une page).</translation>
    </message>
    <message>
        <source>A4 (210 × 297 mm)</source>
        <translation>A4 (210 × 297 mm)</translation>
    </message>
    <message>
        <source>Letter (8.5 × 11 in)</source>
        <translation>Letter (8,5 × 11 po)</translation>
    </message>
    <message>
        <source>Page size</source>
        <translation>Format de page</translation>
    </message>
    <message>
        <source>&amp;Fillable form fields</source>
        <translation>Champs de formulaire &amp;remplissables</translation>
    </message>
    <message>
        <source>Fillable form fields</source>
        <translation>Champs de formulaire remplissables</translation>
    </message>
    <message>
        <source>&amp;Plain, printer-friendly</source>
        <translation>&amp;Sobre, adapté à l&apos;impression</translation>
    </message>
    <message>
        <source>Plain, printer-friendly</source>
        <translation>Sobre, adapté à l&apos;impression</translation>
    </message>
    <message>
        <source>Black on white, without background tones.</source>
        <translation>Noir sur blanc, sans fonds colorés.</translation>
    </message>
    <message>
        <source>As &amp;created, without play marks</source>
        <translation>Tel que &amp;créé, sans marques de jeu</translation>
    </message>
    <message>
        <source>As created, without play marks</source>
        <translation>Tel que créé, sans marques de jeu</translation>
    </message>
    <message>
        <source>For pregenerated investigators: full Hit Points and Magic Points, starting Sanity and Luck, no improvement ticks (Trail of Cthulhu: the ratings at creation with full pools). The sheet itself is not changed.</source>
        <translation>Pour les investigateurs prétirés : Points de vie et Points de magie au maximum, Santé mentale et Chance de départ, aucune case d&apos;amélioration cochée (Trail of Cthulhu : les valeurs de création avec des réserves pleines). La fiche elle-même n&apos;est pas modifiée.</translation>
    </message>
    <message>
        <source>Lar&amp;ge print (12 pt text at the least)</source>
        <translation>&amp;Gros caractères (texte de 12 pt au moins)</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Gros caractères</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Mise en page :</translation>
    </message>
    <message>
        <source>Page &amp;size:</source>
        <translation>&amp;Format de page :</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exporter…</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Choose where to save the PDF</source>
        <translation>Choisir où enregistrer le PDF</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export “{0}” to a PDF file.</source>
        <translation>Exporter « {0} » dans un fichier PDF.</translation>
    </message>
    <message>
        <source>Large print is for statblocks: the sheet&apos;s boxes are made for small text.</source>
        <translation>Les gros caractères sont pour les profils : les cases de la fiche sont faites pour un petit texte.</translation>
    </message>
    <message>
        <source>Every text 12 pt or larger, the statblocks in one column.</source>
        <translation>Tout le texte en 12 pt ou plus, les profils sur une colonne.</translation>
    </message>
    <message>
        <source>The sheet&apos;s values become form fields a PDF reader can edit.</source>
        <translation>Les valeurs de la fiche deviennent des champs de formulaire modifiables dans un lecteur PDF.</translation>
    </message>
    <message>
        <source>Only investigator sheets have form fields; statblocks do not.</source>
        <translation>Seules les fiches d&apos;investigateur ont des champs de formulaire ; les profils n&apos;en ont pas.</translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>STR {value}: Strength, the raw muscle to lift, push, hold and grapple.</source>
        <translation>FOR {value}&#xa0;: Force, la puissance musculaire brute pour soulever, pousser, tenir et empoigner.</translation>
    </message>
    <message>
        <source>CON {value}: Constitution, health, stamina and resistance to harm.</source>
        <translation>CON {value}&#xa0;: Constitution, santé, endurance et résistance aux dommages.</translation>
    </message>
    <message>
        <source>SIZ {value}: Size, height and weight taken together.</source>
        <translation>TAI {value}&#xa0;: Taille, stature et poids confondus.</translation>
    </message>
    <message>
        <source>DEX {value}: Dexterity, speed, agility and a sure hand.</source>
        <translation>DEX {value}&#xa0;: Dextérité, vitesse, agilité et sûreté de la main.</translation>
    </message>
    <message>
        <source>APP {value}: Appearance, looks and the impression made on others.</source>
        <translation>APP {value}&#xa0;: Apparence, physique et impression laissée aux autres.</translation>
    </message>
    <message>
        <source>INT {value}: Intelligence, wit and reasoning; the Idea roll is made against it.</source>
        <translation>INT {value}&#xa0;: Intelligence, vivacité d&apos;esprit et raisonnement&#xa0;; le jet d&apos;Idée se fait contre elle.</translation>
    </message>
    <message>
        <source>POW {value}: Power, force of will and affinity for magic.</source>
        <translation>POU {value}&#xa0;: Pouvoir, force de volonté et affinité avec la magie.</translation>
    </message>
    <message>
        <source>EDU {value}: Education, what has been learnt; the Know roll is made against it.</source>
        <translation>ÉDU {value}&#xa0;: Éducation, ce qui a été appris&#xa0;; le jet de Connaissance se fait contre elle.</translation>
    </message>
    <message>
        <source>Half {half} and fifth {fifth} (rounded down) are the targets of Hard and Extreme successes.</source>
        <translation>La moitié ({half}) et le cinquième ({fifth}), arrondis à l&apos;inférieur, sont les seuils des réussites majeures et extrêmes.</translation>
    </message>
    <message>
        <source>Lowered by {points} for age at creation (age {age}).</source>
        <translation>Réduction de {points} due à l&apos;âge à la création ({age} ans).</translation>
    </message>
    <message>
        <source>Changed by {delta:+d} in play (aging and the like).</source>
        <translation>Modification en jeu&#xa0;: {delta:+d} (vieillissement, etc.).</translation>
    </message>
    <message>
        <source>With SIZ it sets Damage Bonus {db} and Build {build}; with DEX and SIZ, MOV {mov}.</source>
        <translation>Avec la TAI, elle détermine l&apos;Impact {db} et la Carrure {build}&#xa0;; avec la DEX et la TAI, le MVT {mov}.</translation>
    </message>
    <message>
        <source>With SIZ it sets the hit points: {hp}.</source>
        <translation>Avec la TAI, elle détermine les points de vie&#xa0;: {hp}.</translation>
    </message>
    <message>
        <source>With CON it sets the hit points ({hp}); with STR, Damage Bonus {db} and Build {build}.</source>
        <translation>Avec la CON, elle détermine les points de vie ({hp})&#xa0;; avec la FOR, l&apos;Impact {db} et la Carrure {build}.</translation>
    </message>
    <message>
        <source>Dodge starts at half of it: {dodge}; it also counts for MOV ({mov}).</source>
        <translation>Esquiver commence à la moitié de sa valeur&#xa0;: {dodge}&#xa0;; elle compte aussi pour le MVT ({mov}).</translation>
    </message>
    <message>
        <source>INT × 2 gives the personal interest skill points.</source>
        <translation>INT × 2 donne les points d&apos;intérêt personnel.</translation>
    </message>
    <message>
        <source>It sets starting Sanity ({san}) and magic points ({mp}).</source>
        <translation>Il détermine la Santé mentale de départ ({san}) et les points de magie ({mp}).</translation>
    </message>
    <message>
        <source>Language (Own) starts at EDU: {language}; most occupations count it for skill points.</source>
        <translation>Language (Own), la langue maternelle, commence à l&apos;ÉDU&#xa0;: {language}&#xa0;; la plupart des professions la comptent pour les points de compétences.</translation>
    </message>
    <message>
        <source>Half of {name} {value}, rounded down = {half}: roll this or less for a Hard success.</source>
        <translation>Moitié de {name} {value}, arrondie à l&apos;inférieur = {half}&#xa0;: obtenez ce résultat ou moins pour une réussite majeure.</translation>
    </message>
    <message>
        <source>A fifth of {name} {value}, rounded down = {fifth}: roll this or less for an Extreme success.</source>
        <translation>Cinquième de {name} {value}, arrondi à l&apos;inférieur = {fifth}&#xa0;: obtenez ce résultat ou moins pour une réussite extrême.</translation>
    </message>
    <message>
        <source>Hit points: (CON {con} + SIZ {siz}) / 10, rounded down = {hp}.</source>
        <translation>Points de vie&#xa0;: (CON {con} + TAI {siz}) / 10, arrondi à l&apos;inférieur = {hp}.</translation>
    </message>
    <message>
        <source>Current hit points: {current} of {hp}.</source>
        <translation>Points de vie actuels&#xa0;: {current} sur {hp}.</translation>
    </message>
    <message>
        <source>A wound of half the maximum ({major}) or more in one blow is a major wound.</source>
        <translation>Une blessure d&apos;au moins la moitié du maximum ({major}) en un seul coup est une blessure grave.</translation>
    </message>
    <message>
        <source>Magic points: POW {pow} / 5, rounded down = {mp}.</source>
        <translation>Points de magie&#xa0;: POU {pow} / 5, arrondi à l&apos;inférieur = {mp}.</translation>
    </message>
    <message>
        <source>Current magic points: {current} of {mp}.</source>
        <translation>Points de magie actuels&#xa0;: {current} sur {mp}.</translation>
    </message>
    <message>
        <source>Starting Sanity = POW {pow}.</source>
        <translation>Santé mentale de départ = POU {pow}.</translation>
    </message>
    <message>
        <source>Maximum Sanity = 99 − Cthulhu Mythos {mythos} = {max}.</source>
        <translation>Santé mentale maximale = 99 − Mythe de Cthulhu {mythos} = {max}.</translation>
    </message>
    <message>
        <source>Current Sanity: {current}.</source>
        <translation>Santé mentale actuelle&#xa0;: {current}.</translation>
    </message>
    <message>
        <source>Losing 5 or more in one roll calls for an INT roll; a fifth of the day&apos;s starting Sanity in one day means indefinite insanity.</source>
        <translation>Perdre 5 points ou plus en un seul jet impose un jet d&apos;INT&#xa0;; perdre en une journée un cinquième de la Santé mentale du début de journée entraîne une folie durable.</translation>
    </message>
    <message>
        <source>Luck {luck}: rolled 3D6 × 5 at creation; it never goes above 99.</source>
        <translation>Chance {luck}&#xa0;: tirée avec 3D6 × 5 à la création&#xa0;; elle ne dépasse jamais 99.</translation>
    </message>
    <message>
        <source>Aged 15–19: rolled twice ({first} and {second}), the higher kept.</source>
        <translation>Entre 15 et 19 ans&#xa0;: tirée deux fois ({first} et {second}), la plus haute retenue.</translation>
    </message>
    <message>
        <source>Spent Luck lowers a skill or characteristic roll point for point; some may come back in the development phase.</source>
        <translation>La Chance dépensée réduit un jet de compétence ou de caractéristique point pour point&#xa0;; une partie peut revenir lors de la phase de développement.</translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} and STR {str} are both below SIZ {siz}.</source>
        <translation>MVT {base}&#xa0;: DEX {dex} et FOR {str} sont toutes deux inférieures à TAI {siz}.</translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} and STR {str} are both above SIZ {siz}.</source>
        <translation>MVT {base}&#xa0;: DEX {dex} et FOR {str} sont toutes deux supérieures à TAI {siz}.</translation>
    </message>
    <message>
        <source>MOV {base}: DEX {dex} or STR {str} is at least SIZ {siz} (not both above it).</source>
        <translation>MVT {base}&#xa0;: DEX {dex} ou FOR {str} est au moins égale à TAI {siz} (sans que les deux la dépassent).</translation>
    </message>
    <message>
        <source>Age {age}: −{penalty} (−1 for each decade from 40).</source>
        <translation>Âge {age}&#xa0;: −{penalty} (−1 par décennie à partir de 40 ans).</translation>
    </message>
    <message>
        <source>MOV = {mov}.</source>
        <translation>MVT = {mov}.</translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}, in the band {low}–{high}: Damage Bonus {db}, Build {build}.</source>
        <translation>FOR {str} + TAI {siz} = {total}, dans la tranche {low}–{high}&#xa0;: Impact {db}, Carrure {build}.</translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}: past {high}, each further 80 adds 1D6 and 1 Build: Damage Bonus {db}, Build {build}.</source>
        <translation>FOR {str} + TAI {siz} = {total}&#xa0;: au-delà de {high}, chaque tranche supplémentaire de 80 ajoute 1D6 et 1 de Carrure&#xa0;: Impact {db}, Carrure {build}.</translation>
    </message>
    <message>
        <source>STR {str} + SIZ {siz} = {total}: Damage Bonus {db}, Build {build}.</source>
        <translation>FOR {str} + TAI {siz} = {total}&#xa0;: Impact {db}, Carrure {build}.</translation>
    </message>
    <message>
        <source>Build compares bodies in combat manoeuvres and sets what can be lifted or thrown.</source>
        <translation>La Carrure compare les gabarits lors des manœuvres de combat et détermine ce qui peut être soulevé ou lancé.</translation>
    </message>
    <message>
        <source>The Damage Bonus is added to the damage of unarmed and melee attacks (half of it where a weapon says so).</source>
        <translation>L&apos;Impact s&apos;ajoute aux dégâts des attaques à mains nues et de mêlée (la moitié quand l&apos;arme l&apos;indique).</translation>
    </message>
    <message>
        <source>Dodge base = DEX {dex} / 2, rounded down = {base}.</source>
        <translation>Base d&apos;Esquiver = DEX {dex} / 2, arrondi à l&apos;inférieur = {base}.</translation>
    </message>
    <message>
        <source>Plus occupation {occupation}, personal {personal} and experience {experience} points = {total}.</source>
        <translation>Plus les points de profession {occupation}, d&apos;intérêt personnel {personal} et d&apos;expérience {experience} = {total}.</translation>
    </message>
    <message>
        <source>Maximum hit points {hp}, as the creature&apos;s statblock states them (the human formula does not apply).</source>
        <translation>Points de vie maximum {hp}, tels que le profil de la créature les indique (la formule humaine ne s&apos;applique pas).</translation>
    </message>
    <message>
        <source>Maximum magic points {mp}, as the creature&apos;s statblock states them (the human formula does not apply).</source>
        <translation>Points de magie maximum {mp}, tels que le profil de la créature les indique (la formule humaine ne s&apos;applique pas).</translation>
    </message>
    <message>
        <source>MOV {mov}, as the creature&apos;s statblock states it (the human formula does not apply).</source>
        <translation>MVT {mov}, tel que le profil de la créature l&apos;indique (la formule humaine ne s&apos;applique pas).</translation>
    </message>
    <message>
        <source>Damage Bonus {db} and Build {build}, as the creature&apos;s statblock states them (the human formula does not apply).</source>
        <translation>Bonus aux dommages {db} et Carrure {build}, tels que le profil de la créature les indique (la formule humaine ne s&apos;applique pas).</translation>
    </message>
    <message>
        <source>Quick-start: eight occupation skills and Credit Rating are set to {values}, whatever their base; no points to spend.</source>
        <translation>Création rapide&#xa0;: huit compétences de profession et le Crédit sont fixés à {values}, quelle que soit leur base&#xa0;; aucun point à dépenser.</translation>
    </message>
    <message>
        <source>Quick-start: {count} skills outside the occupation get +{each} each = {total}.</source>
        <translation>Création rapide&#xa0;: {count} compétences hors profession reçoivent +{each} chacune = {total}.</translation>
    </message>
    <message>
        <source>Occupation skill points come from the occupation&apos;s formula (EDU × 4, EDU × 2 + DEX × 2…): choose an occupation.</source>
        <translation>Les points de compétences de profession viennent de la formule de la profession (ÉDU × 4, ÉDU × 2 + DEX × 2…)&#xa0;: choisissez une profession.</translation>
    </message>
    <message>
        <source>{pick} is used of {choices}: the pick that gives the most points unless another is chosen.</source>
        <translation>{pick} est retenue parmi {choices}&#xa0;: celle qui donne le plus de points, sauf si une autre est choisie.</translation>
    </message>
    <message>
        <source>Occupation skill points ({formula}): {sum} = {total}.</source>
        <translation>Points de compétences de profession ({formula})&#xa0;: {sum} = {total}.</translation>
    </message>
    <message>
        <source>They go to the occupation&apos;s skills and Credit Rating; {spent} spent, {left} left.</source>
        <translation>Ils vont aux compétences de la profession et au Crédit&#xa0;; {spent} dépensés, {left} restants.</translation>
    </message>
    <message>
        <source>Personal interest points: INT {int} × 2 = {total}.</source>
        <translation>Points d&apos;intérêt personnel&#xa0;: INT {int} × 2 = {total}.</translation>
    </message>
    <message>
        <source>They go to any skill but Cthulhu Mythos; {spent} spent, {left} left.</source>
        <translation>Ils vont à n&apos;importe quelle compétence sauf le Mythe de Cthulhu&#xa0;; {spent} dépensés, {left} restants.</translation>
    </message>
    <message>
        <source>No skill may go above 99 at creation.</source>
        <translation>Aucune compétence ne peut dépasser 99 à la création.</translation>
    </message>
    <message>
        <source>Credit Rating of a {occupation}: {low}–{high}; this sheet has {cr}.</source>
        <translation>Crédit pour la profession {occupation}&#xa0;: {low}–{high}&#xa0;; cette fiche a {cr}.</translation>
    </message>
    <message>
        <source>{cr} is outside the range: move points into or out of Credit Rating.</source>
        <translation>{cr} est hors de la plage&#xa0;: déplacez des points vers le Crédit ou hors du Crédit.</translation>
    </message>
    <message>
        <source>Occupation skill points: {formula} = {total}.</source>
        <translation>Points de compétences de profession&#xa0;: {formula} = {total}.</translation>
    </message>
    <message>
        <source>Credit Rating {cr}: {band} ({low}–{high}) in the {era} table.</source>
        <translation>Crédit {cr}&#xa0;: {band} ({low}–{high}) dans la table {era}.</translation>
    </message>
    <message>
        <source>Cash: Credit Rating {cr} × {per} = {amount}.</source>
        <translation>Liquidités&#xa0;: Crédit {cr} × {per} = {amount}.</translation>
    </message>
    <message>
        <source>Cash: {amount} for this band.</source>
        <translation>Liquidités&#xa0;: {amount} pour cette tranche.</translation>
    </message>
    <message>
        <source>Assets: Credit Rating {cr} × {per} = {amount}.</source>
        <translation>Capital&#xa0;: Crédit {cr} × {per} = {amount}.</translation>
    </message>
    <message>
        <source>Assets: {amount} for this band.</source>
        <translation>Capital&#xa0;: {amount} pour cette tranche.</translation>
    </message>
    <message>
        <source>Spending level: Credit Rating {cr} × {per} = {amount}.</source>
        <translation>Niveau de dépenses&#xa0;: Crédit {cr} × {per} = {amount}.</translation>
    </message>
    <message>
        <source>Spending level: {amount} for this band (what can be spent each day without counting).</source>
        <translation>Niveau de dépenses&#xa0;: {amount} pour cette tranche (ce qui peut être dépensé chaque jour sans compter).</translation>
    </message>
    <message>
        <source>Type what the investigator has; the table gives the starting amount.</source>
        <translation>Saisissez ce que possède l&apos;investigateur&#xa0;; la table donne le montant de départ.</translation>
    </message>
    <message>
        <source>General build points: {base} for every investigator.</source>
        <translation>Points de création généraux&#xa0;: {base} pour chaque investigateur.</translation>
    </message>
    <message>
        <source>Trade: {rate} general points per investigative point, {trade} traded: {points:+d}.</source>
        <translation>Échange&#xa0;: {rate} points généraux par point d&apos;investigation, {trade} échangé(s)&#xa0;: {points:+d}.</translation>
    </message>
    <message>
        <source>Withheld for later: {withheld}.</source>
        <translation>Mis de côté pour plus tard&#xa0;: {withheld}.</translation>
    </message>
    <message>
        <source>Budget {total}; {spent} spent; {left} left.</source>
        <translation>Budget {total}&#xa0;; {spent} dépensés&#xa0;; {left} restants.</translation>
    </message>
    <message>
        <source>Investigative build points: {base}, set by the keeper.</source>
        <translation>Points de création d&apos;investigation&#xa0;: {base}, fixés par le Gardien.</translation>
    </message>
    <message>
        <source>Investigative build points: {base} for a group of {count} investigators (by group size: {table}).</source>
        <translation>Points de création d&apos;investigation&#xa0;: {base} pour un groupe de {count} investigateurs (selon la taille du groupe&#xa0;: {table}).</translation>
    </message>
    <message>
        <source>Trade with general build points: {trade:+d}.</source>
        <translation>Échange avec les points de création généraux&#xa0;: {trade:+d}.</translation>
    </message>
    <message>
        <source>Credit Rating below the occupation&apos;s base returns {refund}.</source>
        <translation>Un Crédit sous la base de la profession rend {refund}.</translation>
    </message>
    <message>
        <source>Occupational abilities cost half: 1 build point buys 2 rating points (an odd rating rounds up).</source>
        <translation>Les capacités de profession coûtent moitié prix&#xa0;: 1 point de création achète 2 points de valeur (une valeur impaire est arrondie au supérieur).</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (occupational, half price)</source>
        <translation>{name} {rating}&#xa0;: {cost} (de profession, demi-tarif)</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (1 a point up to twice Athletics, then half price)</source>
        <translation>{name} {rating}&#xa0;: {cost} (1 par point jusqu&apos;au double d&apos;Athlétisme, puis demi-tarif)</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost} (starts free at {start})</source>
        <translation>{name} {rating}&#xa0;: {cost} ({start} gratuits au départ)</translation>
    </message>
    <message>
        <source>{name} {rating}: {cost}</source>
        <translation>{name} {rating}&#xa0;: {cost}</translation>
    </message>
    <message>
        <source>Nothing bought yet.</source>
        <translation>Rien d&apos;acheté pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Spent: {spent}.</source>
        <translation>Dépensé&#xa0;: {spent}.</translation>
    </message>
    <message>
        <source>{name} rating {rating}: it starts free at {start}; each point above costs 1 general build point (half if occupational). Cost: {cost}.</source>
        <translation>{name}, valeur {rating}&#xa0;: {start} gratuits au départ&#xa0;; chaque point au-delà coûte 1 point de création général (la moitié pour une capacité de profession). Coût&#xa0;: {cost}.</translation>
    </message>
    <message>
        <source>At most {ceiling} − Cthulhu Mythos {mythos} = {cap}.</source>
        <translation>Au plus {ceiling} − Mythe de Cthulhu {mythos} = {cap}.</translation>
    </message>
    <message>
        <source>One Pillar of Sanity per {per} full points at creation: {pillars}.</source>
        <translation>Un Pilier de santé mentale par tranche complète de {per} points à la création&#xa0;: {pillars}.</translation>
    </message>
    <message>
        <source>Purist campaign: at most {max}.</source>
        <translation>Campagne Purist&#xa0;: au plus {max}.</translation>
    </message>
    <message>
        <source>Pulp: one Source of Stability per {per} full points at creation: {sources}.</source>
        <translation>Pulp&#xa0;: une Source de stabilité par tranche complète de {per} points à la création&#xa0;: {sources}.</translation>
    </message>
    <message>
        <source>{name} pool {pool} of rating {rating}: it starts at the rating; points spent or lost come off.</source>
        <translation>{name}&#xa0;: réserve {pool} pour une valeur de {rating}&#xa0;; elle part de la valeur, et les points dépensés ou perdus en sont retirés.</translation>
    </message>
    <message>
        <source>0 to −5: hurt (+1 difficulty); −6 to −11: seriously wounded; −12: dead. It refreshes 2 points a day.</source>
        <translation>De 0 à −5&#xa0;: blessé (+1 en difficulté)&#xa0;; de −6 à −11&#xa0;: gravement blessé&#xa0;; −12&#xa0;: mort. Se régénère de 2 points par jour.</translation>
    </message>
    <message>
        <source>0 to −5: shaken (+1 difficulty); −6 to −11: mind blasted; −12: permanently insane. Full again between adventures.</source>
        <translation>De 0 à −5&#xa0;: ébranlé (+1 en difficulté)&#xa0;; de −6 à −11&#xa0;: esprit brisé&#xa0;; −12&#xa0;: folie permanente. Pleine à nouveau entre deux aventures.</translation>
    </message>
    <message>
        <source>At 0 the investigator is permanently insane.</source>
        <translation>À 0, l&apos;investigateur sombre dans une folie permanente.</translation>
    </message>
    <message>
        <source>Hit Threshold {value}: 3, or 4 with Athletics {limit} or more; Athletics is {athletics}.</source>
        <translation>Seuil de blessure {value}&#xa0;: 3, ou 4 avec Athlétisme {limit} ou plus&#xa0;; Athlétisme vaut {athletics}.</translation>
    </message>
    <message>
        <source>This sheet sets it to {value} by hand.</source>
        <translation>Cette fiche le fixe manuellement à {value}.</translation>
    </message>
    <message>
        <source>An attacker needs this or more on 1D6 plus any points spent to hit the investigator.</source>
        <translation>Pour toucher l&apos;investigateur, un attaquant doit obtenir au moins cette valeur sur 1D6, plus les éventuels points dépensés.</translation>
    </message>
    <message>
        <source>One Pillar of Sanity per {per} full Sanity points at creation: Sanity {sanity} / {per}, rounded down = {pillars}.</source>
        <translation>Un Pilier de santé mentale par tranche complète de {per} points de Santé mentale à la création&#xa0;: Santé mentale {sanity} / {per}, arrondi à l&apos;inférieur = {pillars}.</translation>
    </message>
    <message>
        <source>One Source of Stability per {per} full Stability points at creation: Stability {stability} / {per}, rounded down = {sources}.</source>
        <translation>Une Source de stabilité par tranche complète de {per} points de Stabilité à la création&#xa0;: Stabilité {stability} / {per}, arrondi à l&apos;inférieur = {sources}.</translation>
    </message>
    <message>
        <source>Sources of Stability belong to Pulp campaigns; this sheet is Purist.</source>
        <translation>Les Sources de stabilité sont réservées aux campagnes Pulp&#xa0;; cette fiche est Purist.</translation>
    </message>
    <message>
        <source>Occupational abilities ({occupation}) cost half: {abilities}.</source>
        <translation>Les capacités de profession ({occupation}) coûtent moitié prix&#xa0;: {abilities}.</translation>
    </message>
    <message>
        <source>Credit Rating is fixed at {base} and cannot be bought.</source>
        <translation>Le Crédit est fixé à {base} et ne peut pas être acheté.</translation>
    </message>
    <message>
        <source>Credit Rating {range}: {base} free, every point above at the normal price.</source>
        <translation>Crédit {range}&#xa0;: {base} gratuits, chaque point au-delà au prix normal.</translation>
    </message>
    <message>
        <source>Credit Rating {range}: {base} free, up to {ceiling} at the normal price, {above} build points a point above.</source>
        <translation>Crédit {range}&#xa0;: {base} gratuits, prix normal jusqu&apos;à {ceiling}, puis {above} points de création par point au-delà.</translation>
    </message>
    <message>
        <source>Choose an occupation: its abilities cost half and it sets the Credit Rating range.</source>
        <translation>Choisissez une profession&#xa0;: ses capacités coûtent moitié prix et elle fixe la plage de Crédit.</translation>
    </message>
    <message>
        <source>Credit Rating {value} ({stratum}) costs {cost}; each point below the base returns 1 investigative build point.</source>
        <translation>Crédit {value} ({stratum})&#xa0;: coûte {cost}&#xa0;; chaque point sous la base rend 1 point de création d&apos;investigation.</translation>
    </message>
    <message>
        <source>A Drive is why the investigator goes on when sense says stop; pick one of the {count} of the rules or write one the keeper allows.</source>
        <translation>La Motivation est ce qui pousse l&apos;investigateur à continuer quand la raison dit stop&#xa0;; choisissez-en une parmi les {count} des règles ou écrivez-en une que le Gardien accepte.</translation>
    </message>
    <message>
        <source>{drive}: {description}</source>
        <translation>{drive}&#xa0;: {description}</translation>
    </message>
    <message>
        <source>Investigators in the group: {count}; each gets {points} investigative build points (by group size: {table}).</source>
        <translation>Investigateurs du groupe&#xa0;: {count}&#xa0;; chacun reçoit {points} points de création d&apos;investigation (selon la taille du groupe&#xa0;: {table}).</translation>
    </message>
</context>
<context>
    <name>FollowUpBar</name>
    <message>
        <source>This roll was undone; redo it to follow it up.</source>
        <translation>Ce jet a été annulé ; rétablissez-le pour y donner suite.</translation>
    </message>
    <message>
        <source>The sheet of this roll is closed.</source>
        <translation>La fiche de ce jet est fermée.</translation>
    </message>
    <message>
        <source>{0} (roll #{1}, {2})</source>
        <translation>{0} (jet n° {1}, {2})</translation>
    </message>
</context>
<context>
    <name>GameSystem</name>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7e édition</translation>
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
        <translation>Capacités générales</translation>
    </message>
    <message>
        <source>Spend your general build points on the abilities that keep you alive and sane, chase, fight and hide: they are pools of points you spend in play.</source>
        <translation>Dépensez vos points de création généraux dans les capacités qui vous gardent en vie et sain d&apos;esprit, pour poursuivre, combattre et vous cacher : ce sont des réserves de points que vous dépensez en jeu.</translation>
    </message>
    <message>
        <source>General build points left: {0} of {1}</source>
        <translation>Points de création généraux restants : {0} sur {1}</translation>
    </message>
    <message>
        <source>Free for everyone: {0}.</source>
        <translation>Gratuit pour tous : {0}.</translation>
    </message>
    <message>
        <source>The highest General ability needs another at about half of it.</source>
        <translation>La capacité générale la plus élevée exige qu&apos;une autre atteigne environ la moitié de sa valeur.</translation>
    </message>
    <message>
        <source>Highest: {0} {1}; another needs {2} or more: {3} has it.</source>
        <translation>Plus élevée : {0} {1} ; une autre doit atteindre {2} ou plus : c&apos;est le cas de {3}.</translation>
    </message>
    <message>
        <source>Highest: {0} {1}; another General ability needs {2} or more.</source>
        <translation>Plus élevée : {0} {1} ; une autre capacité générale doit atteindre {2} ou plus.</translation>
    </message>
    <message>
        <source>Raise {0} (now {1}) to {2}, or lower {3}.</source>
        <translation>Augmentez {0} (actuellement {1}) à {2}, ou baissez {3}.</translation>
    </message>
    <message>
        <source>Fleeing {0} with Athletics {1} costs {2}</source>
        <translation>Fuite {0} avec Athlétisme {1} coûte {2}</translation>
    </message>
    <message>
        <source> (occupational: {0} points per build point).</source>
        <translation> (de profession : {0} points par point de création).</translation>
    </message>
    <message>
        <source> (1 build point a point up to {0}, then {1} points per build point).</source>
        <translation> (1 point de création par point jusqu&apos;à {0}, puis {1} points par point de création).</translation>
    </message>
    <message>
        <source> ({0} points per build point while Athletics is 0).</source>
        <translation> ({0} points par point de création tant qu&apos;Athlétisme est à 0).</translation>
    </message>
    <message>
        <source>Sanity {0}: at most {1} − Cthulhu Mythos {2} = {3}.</source>
        <translation>Santé mentale {0} : au plus {1} − Mythe de Cthulhu {2} = {3}.</translation>
    </message>
    <message>
        <source>Purist campaign: Health and Stability at most {0}.</source>
        <translation>Campagne Purist : Santé et Stabilité au plus à {0}.</translation>
    </message>
    <message>
        <source>Pulp campaign: Health and Stability have no maximum.</source>
        <translation>Campagne Pulp : Santé et Stabilité n&apos;ont pas de maximum.</translation>
    </message>
    <message>
        <source>Hit Threshold {0} ({1} from Athletics {2}; Athletics is {3}).</source>
        <translation>Seuil de blessure {0} ({1} à partir d&apos;Athlétisme {2} ; Athlétisme vaut {3}).</translation>
    </message>
</context>
<context>
    <name>HealDialog</name>
    <message>
        <source>Heal</source>
        <translation>Soigner</translation>
    </message>
    <message>
        <source>Kind of healing</source>
        <translation>Type de soins</translation>
    </message>
    <message>
        <source>First Aid (a successful roll): +1 HP</source>
        <translation>Premiers soins (jet réussi) : +1 PV</translation>
    </message>
    <message>
        <source>Medicine (a successful roll): +1D3 HP</source>
        <translation>Médecine (jet réussi) : +1D3 PV</translation>
    </message>
    <message>
        <source>Natural healing: 1 HP a day</source>
        <translation>Guérison naturelle : 1 PV par jour</translation>
    </message>
    <message>
        <source>Weekly healing roll (a major wound)</source>
        <translation>Jet de guérison hebdomadaire (blessure grave)</translation>
    </message>
    <message>
        <source>A number of HP</source>
        <translation>Un nombre de PV</translation>
    </message>
    <message>
        <source>First Aid: 2 Health a point from another, 1 on oneself</source>
        <translation>Premiers soins : 2 points de Santé par point dépensé par un autre, 1 sur soi-même</translation>
    </message>
    <message>
        <source>Stabilise a seriously wounded character (First Aid test)</source>
        <translation>Stabiliser un personnage gravement blessé (test de Premiers soins)</translation>
    </message>
    <message>
        <source>Not stabilised: 1 Health lost each half hour</source>
        <translation>Non stabilisé : 1 point de Santé perdu par demi-heure</translation>
    </message>
    <message>
        <source>Days of rest: +2 Health a day</source>
        <translation>Jours de repos : +2 points de Santé par jour</translation>
    </message>
    <message>
        <source>&amp;Healing:</source>
        <translation>&amp;Soins :</translation>
    </message>
    <message>
        <source>Who gives First Aid</source>
        <translation>Qui prodigue les Premiers soins</translation>
    </message>
    <message>
        <source>The character themselves</source>
        <translation>Le personnage lui-même</translation>
    </message>
    <message>
        <source>&amp;Given by:</source>
        <translation>&amp;Prodigués par :</translation>
    </message>
    <message>
        <source>&amp;Days:</source>
        <translation>&amp;Jours :</translation>
    </message>
    <message>
        <source>&amp;HP:</source>
        <translation>&amp;PV :</translation>
    </message>
    <message>
        <source>&amp;First Aid points:</source>
        <translation>Points de Premiers s&amp;oins :</translation>
    </message>
    <message>
        <source>&amp;First Aid points to spend:</source>
        <translation>Points de Premiers s&amp;oins à dépenser :</translation>
    </message>
    <message>
        <source>&amp;Half hours:</source>
        <translation>Demi-&amp;heures :</translation>
    </message>
    <message>
        <source>On a dying investigator no HP, but Dying ends.</source>
        <translation>Sur un investigateur mourant : aucun PV, mais l&apos;état mourant prend fin.</translation>
    </message>
    <message>
        <source>Each point restores 2 Health when another character spends it, 1 when the character treats themselves; 0 with an empty pool restores 1, once a scene.</source>
        <translation>Chaque point rend 2 points de Santé quand un autre personnage le dépense, 1 quand le personnage se soigne lui-même ; 0 avec une réserve vide rend 1, une fois par scène.</translation>
    </message>
    <message>
        <source>Another character tests First Aid at difficulty 3 (2 for a Doctor or Nurse): a success stops the loss of Health but restores none.</source>
        <translation>Un autre personnage fait un test de Premiers soins de difficulté 3 (2 pour un Médecin ou un Infirmier) : une réussite arrête la perte de Santé mais n&apos;en rend aucune.</translation>
    </message>
    <message>
        <source>A seriously wounded character loses 1 Health every half hour.</source>
        <translation>Un personnage gravement blessé perd 1 point de Santé toutes les demi-heures.</translation>
    </message>
    <message>
        <source>On a dying investigator no HP now; a healing roll in a week.</source>
        <translation>Sur un investigateur mourant : aucun PV pour l&apos;instant ; un jet de guérison dans une semaine.</translation>
    </message>
    <message>
        <source>Not with a major wound: use the weekly healing roll.</source>
        <translation>Pas avec une blessure grave : utilisez le jet de guérison hebdomadaire.</translation>
    </message>
    <message>
        <source>A CON roll heals 1D3, an extreme success 2D3 and ends the wound.</source>
        <translation>Un jet de CON soigne 1D3, une réussite extrême 2D3 et met fin à la blessure.</translation>
    </message>
    <message>
        <source>A seriously wounded character needs a hospital.</source>
        <translation>Un personnage gravement blessé a besoin d&apos;un hôpital.</translation>
    </message>
    <message>
        <source>Choose who gives First Aid: nobody stabilises themselves.</source>
        <translation>Choisissez qui prodigue les Premiers soins : personne ne se stabilise soi-même.</translation>
    </message>
    <message>
        <source>Open the healer&apos;s Trail of Cthulhu sheet first to choose them here.</source>
        <translation>Ouvrez d&apos;abord la fiche Trail of Cthulhu du soigneur pour pouvoir le choisir ici.</translation>
    </message>
</context>
<context>
    <name>IdentityPage</name>
    <message>
        <source>Nam&amp;e:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>P&amp;layer:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>Pron&amp;ouns:</source>
        <translation>Pr&amp;onoms :</translation>
    </message>
    <message>
        <source>Birt&amp;hplace:</source>
        <translation>&amp;Lieu de naissance :</translation>
    </message>
    <message>
        <source>Res&amp;idence:</source>
        <translation>&amp;Résidence :</translation>
    </message>
    <message>
        <source>The investigator&apos;s name</source>
        <translation>Le nom de l&apos;investigateur</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>e.g. she/her, he/him, they/them</source>
        <translation>p. ex. elle, il, iel</translation>
    </message>
    <message>
        <source>Where they were born</source>
        <translation>Son lieu de naissance</translation>
    </message>
    <message>
        <source>Where they live now</source>
        <translation>Son lieu de résidence actuel</translation>
    </message>
    <message>
        <source>Possessions</source>
        <translation>Possessions</translation>
    </message>
    <message>
        <source>What they carry and own: a notebook, a camera, a car…</source>
        <translation>Ce qu&apos;il transporte et possède : un carnet, un appareil photo, une voiture…</translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Personal &amp;description</source>
        <translation>&amp;Description personnelle</translation>
    </message>
    <message>
        <source>How do others see them at first glance?</source>
        <translation>Comment les autres le voient-ils au premier regard ?</translation>
    </message>
    <message>
        <source>Ideolog&amp;y and beliefs</source>
        <translation>Idéolo&amp;gie et croyances</translation>
    </message>
    <message>
        <source>What does your investigator believe in, or reject?</source>
        <translation>En quoi votre investigateur croit-il, ou que rejette-t-il ?</translation>
    </message>
    <message>
        <source>Si&amp;gnificant people</source>
        <translation>Personnes i&amp;mportantes</translation>
    </message>
    <message>
        <source>Who matters most to them, and why?</source>
        <translation>Qui compte le plus pour lui, et pourquoi ?</translation>
    </message>
    <message>
        <source>&amp;Meaningful locations</source>
        <translation>Lieux signi&amp;ficatifs</translation>
    </message>
    <message>
        <source>Which place do they think of as their own?</source>
        <translation>Quel lieu considère-t-il comme le sien ?</translation>
    </message>
    <message>
        <source>Treasured &amp;possessions</source>
        <translation>&amp;Biens précieux</translation>
    </message>
    <message>
        <source>What one thing would they never give up?</source>
        <translation>À quelle chose ne renoncerait-il jamais ?</translation>
    </message>
    <message>
        <source>Trai&amp;ts</source>
        <translation>&amp;Traits</translation>
    </message>
    <message>
        <source>A habit or manner that people remember them by.</source>
        <translation>Une habitude ou une manière d&apos;être qui le rend mémorable.</translation>
    </message>
    <message>
        <source>Injuries and scars</source>
        <translation>Blessures et cicatrices</translation>
    </message>
    <message>
        <source>Marks that play or the past left (often empty at first).</source>
        <translation>Les marques laissées par le jeu ou le passé (souvent vide au départ).</translation>
    </message>
    <message>
        <source>Phobias and manias</source>
        <translation>Phobies et manies</translation>
    </message>
    <message>
        <source>Fears and compulsions gained in play (empty at first).</source>
        <translation>Peurs et compulsions acquises en jeu (vide au départ).</translation>
    </message>
    <message>
        <source>Arcane tomes, spells and artefacts</source>
        <translation>Ouvrages occultes, sorts et artefacts</translation>
    </message>
    <message>
        <source>Forbidden knowledge they hold (empty at first).</source>
        <translation>Le savoir interdit qu&apos;il détient (vide au départ).</translation>
    </message>
    <message>
        <source>Encounters with strange entities</source>
        <translation>Rencontres avec des entités étranges</translation>
    </message>
    <message>
        <source>What they have met that should not be (empty at first).</source>
        <translation>Ce qu&apos;il a croisé et qui ne devrait pas exister (vide au départ).</translation>
    </message>
    <message>
        <source>Name, e.g. Grandfather&apos;s sabre</source>
        <translation>Nom, p. ex. Sabre de grand-père</translation>
    </message>
    <message>
        <source>Custom weapon name</source>
        <translation>Nom de l&apos;arme personnalisée</translation>
    </message>
    <message>
        <source>Custom weapon skill</source>
        <translation>Compétence de l&apos;arme personnalisée</translation>
    </message>
    <message>
        <source>Damage, e.g. 1D8+DB</source>
        <translation>Dégâts, p. ex. 1D8+DB</translation>
    </message>
    <message>
        <source>Custom weapon damage</source>
        <translation>Dégâts de l&apos;arme personnalisée</translation>
    </message>
    <message>
        <source>Add c&amp;ustom</source>
        <translation>Ajout&amp;er sur mesure</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>&amp;Cash:</source>
        <translation>Li&amp;quidités :</translation>
    </message>
    <message>
        <source>A&amp;ssets:</source>
        <translation>&amp;Capital :</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>Give your investigator a name, a face and a past, and say what they carry: the keeper will weave these into the story.</source>
        <translation>Donnez à votre investigateur un nom, un visage et un passé, et indiquez ce qu&apos;il transporte : le Gardien les intégrera à l&apos;histoire.</translation>
    </message>
    <message>
        <source>{0}; damage {1}; range {2}</source>
        <translation>{0} ; dégâts {1} ; portée {2}</translation>
    </message>
    <message>
        <source>{0} — {1}, damage {2}</source>
        <translation>{0} — {1}, dégâts {2}</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}. Leave the fields below empty to use these.</source>
        <translation>Crédit {0} ({1}) : liquidités {2}, capital {3}, niveau de dépenses {4}. Laissez les champs ci-dessous vides pour utiliser ces valeurs.</translation>
    </message>
    <message>
        <source>Give the weapon a name.</source>
        <translation>Donnez un nom à l&apos;arme.</translation>
    </message>
    <message>
        <source>Say which skill the weapon is used with (e.g. Fighting (Brawl)).</source>
        <translation>Indiquez avec quelle compétence l&apos;arme est utilisée (p. ex. Combat rapproché (Corps à corps)).</translation>
    </message>
    <message>
        <source>Give the weapon&apos;s damage as dice, e.g. 1D6 or 1D8+DB.</source>
        <translation>Indiquez les dégâts de l&apos;arme en dés, p. ex. 1D6 ou 1D8+DB.</translation>
    </message>
    <message>
        <source>The damage “{0}” is not a dice expression SheetMaker understands: {1} Write it like 1D6, 2D6+1 or 1D8+DB.</source>
        <translation>Les dégâts « {0} » ne sont pas une expression de dés que SheetMaker comprend : {1} Écrivez-les comme 1D6, 2D6+1 ou 1D8+DB.</translation>
    </message>
    <message>
        <source>{0} — {1}, damage 1D6{2}</source>
        <translation>{0} — {1}, dégâts 1D6{2}</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>bout portant</translation>
    </message>
    <message>
        <source>close</source>
        <translation>proche</translation>
    </message>
    <message>
        <source>near</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <source>{0} — {1}, damage 1D6 by range: {2}</source>
        <translation>{0} — {1}, dégâts 1D6 selon la portée : {2}</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>non défini</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <source>A&amp;ge:</source>
        <translation>Â&amp;ge :</translation>
    </message>
    <message>
        <source>A&amp;ppearance:</source>
        <translation>Appa&amp;rence :</translation>
    </message>
    <message>
        <source>How others see them at first glance</source>
        <translation>Comment les autres le voient au premier regard</translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation>Hist&amp;orique :</translation>
    </message>
    <message>
        <source>Where they come from and what brought them here</source>
        <translation>D&apos;où il vient et ce qui l&apos;a amené ici</translation>
    </message>
    <message>
        <source>Benefits and equipment</source>
        <translation>Avantages et équipement</translation>
    </message>
    <message>
        <source>&amp;Occupational benefits:</source>
        <translation>A&amp;vantages de la profession :</translation>
    </message>
    <message>
        <source>What the occupation gives them: a practice, a post, access to a library…</source>
        <translation>Ce que la profession lui apporte : un cabinet, un poste, l&apos;accès à une bibliothèque…</translation>
    </message>
    <message>
        <source>E&amp;quipment:</source>
        <translation>É&amp;quipement :</translation>
    </message>
    <message>
        <source>Ability the custom weapon is used with</source>
        <translation>Capacité avec laquelle l&apos;arme personnalisée est utilisée</translation>
    </message>
    <message>
        <source>damage 1D6 </source>
        <translation>dégâts 1D6 </translation>
    </message>
    <message>
        <source>Custom weapon damage modifier</source>
        <translation>Modificateur de dégâts de l&apos;arme personnalisée</translation>
    </message>
    <message>
        <source>The weapon&apos;s damage modifier: 1D6 plus this</source>
        <translation>Le modificateur de dégâts de l&apos;arme : 1D6 plus cette valeur</translation>
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
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>investigateur</translation>
    </message>
    <message>
        <source>Values that disagree</source>
        <translation>Valeurs divergentes</translation>
    </message>
    <message>
        <source>Not carried</source>
        <translation>Non repris</translation>
    </message>
    <message>
        <source>Converted</source>
        <translation>Converti</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lu</translation>
    </message>
    <message>
        <source>Mapped</source>
        <translation>Transposé</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Source: {0}</source>
        <translation>Source&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Nothing was lost and no stored value disagrees.</source>
        <translation>Rien n&apos;a été perdu et aucune valeur enregistrée ne diverge.</translation>
    </message>
    <message>
        <source>1 value disagrees</source>
        <translation>1 valeur divergente</translation>
    </message>
    <message>
        <source>{0} values disagree</source>
        <translation>{0} valeurs divergentes</translation>
    </message>
    <message>
        <source>{0} not carried</source>
        <translation>{0} non repris</translation>
    </message>
    <message>
        <source>Import Sheets</source>
        <translation>Importer des fiches</translation>
    </message>
    <message>
        <source>Where to import from</source>
        <translation>Source de l’import</translation>
    </message>
    <message>
        <source>Choose a file or paste text</source>
        <translation>Choisir un fichier ou coller du texte</translation>
    </message>
    <message>
        <source>Choose a Dhole&apos;s House JSON file, a Foundry VTT actor, a statblock as text or a SheetMaker sheet.
The format is found from the content, whatever the file is called.</source>
        <translation>Choisissez un fichier JSON de Dhole&apos;s House, un acteur Foundry VTT, un profil en texte ou une fiche SheetMaker.
Le format est reconnu d&apos;après le contenu, quel que soit le nom du fichier.</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Aucun fichier choisi</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>Fichier à importer</translation>
    </message>
    <message>
        <source>Choose File…</source>
        <translation>Choisir un fichier…</translation>
    </message>
    <message>
        <source>From a File</source>
        <translation>Depuis un fichier</translation>
    </message>
    <message>
        <source>Paste a statblock or a JSON export</source>
        <translation>Collez un profil ou un export JSON</translation>
    </message>
    <message>
        <source>Text to import</source>
        <translation>Texte à importer</translation>
    </message>
    <message>
        <source>Read the Text</source>
        <translation>Lire le texte</translation>
    </message>
    <message>
        <source>Paste Text</source>
        <translation>Coller du texte</translation>
    </message>
    <message>
        <source>Sheets found</source>
        <translation>Fiches trouvées</translation>
    </message>
    <message>
        <source>Import report</source>
        <translation>Rapport d&apos;import</translation>
    </message>
    <message>
        <source>The report of the sheet chosen in the list comes here.</source>
        <translation>Le rapport de la fiche choisie dans la liste s&apos;affiche ici.</translation>
    </message>
    <message>
        <source>Choose a file or paste text; the sheets found are listed here.</source>
        <translation>Choisissez un fichier ou collez du texte ; les fiches trouvées s&apos;affichent ici.</translation>
    </message>
    <message>
        <source>Import a Sheet</source>
        <translation>Importer une fiche</translation>
    </message>
    <message>
        <source>Sheets and exports (*.json *.txt *.md);;All files (*)</source>
        <translation>Fiches et exports (*.json *.txt *.md);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>{0} cannot be imported: {1}.</source>
        <translation>{0} ne peut pas être importé : {1}.</translation>
    </message>
    <message>
        <source>Paste a statblock or a JSON export first.</source>
        <translation>Collez d&apos;abord un profil ou un export JSON.</translation>
    </message>
    <message>
        <source>The pasted text cannot be imported: {0}.</source>
        <translation>Le texte collé ne peut pas être importé : {0}.</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>le texte collé</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lecture de {0}…</translation>
    </message>
    <message>
        <source>No sheet was found.</source>
        <translation>Aucune fiche trouvée.</translation>
    </message>
    <message>
        <source>{0}, read from {1}</source>
        <translation>{0}, lu dans {1}</translation>
    </message>
    <message>
        <source>1 sheet found in {0}. Nothing is created until you confirm.</source>
        <translation>1 fiche trouvée dans {0}. Rien n&apos;est créé avant votre confirmation.</translation>
    </message>
    <message>
        <source>{1} sheets found in {0}. Untick the ones you do not want; nothing is created until you confirm.</source>
        <translation>{1} fiches trouvées dans {0}. Décochez celles que vous ne voulez pas ; rien n&apos;est créé avant votre confirmation.</translation>
    </message>
    <message>
        <source>No sheet yet.</source>
        <translation>Aucune fiche pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Open 1 Sheet</source>
        <translation>Ouvrir 1 fiche</translation>
    </message>
    <message>
        <source>Open {0} Sheets</source>
        <translation>Ouvrir {0} fiches</translation>
    </message>
</context>
<context>
    <name>Interchange</name>
    <message>
        <source>SheetMaker sheet</source>
        <translation>fiche SheetMaker</translation>
    </message>
    <message>
        <source>Dhole&apos;s House JSON</source>
        <translation>Dhole&apos;s House JSON</translation>
    </message>
    <message>
        <source>Foundry VTT actor (Call of Cthulhu 7e)</source>
        <translation>acteur Foundry VTT (Call of Cthulhu 7e)</translation>
    </message>
    <message>
        <source>statblock text</source>
        <translation>profil en texte</translation>
    </message>
    <message>
        <source>the format {0} is not available in this installation</source>
        <translation>le format {0} n&apos;est pas disponible dans cette installation</translation>
    </message>
    <message>
        <source>the whole sheet</source>
        <translation>la fiche entière</translation>
    </message>
    <message>
        <source>{0} does not carry sheets of this game ({1})</source>
        <translation>{0} ne prend pas en charge les fiches de ce jeu ({1})</translation>
    </message>
    <message>
        <source>the input could not be read ({0}: {1})</source>
        <translation>l&apos;entrée n&apos;a pas pu être lue ({0}&#xa0;: {1})</translation>
    </message>
    <message>
        <source>Personal Description</source>
        <translation>Description personnelle</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Ideology/Beliefs</source>
        <translation>Idéologie/Croyances</translation>
    </message>
    <message>
        <source>Injuries &amp; Scars</source>
        <translation>Blessures et cicatrices</translation>
    </message>
    <message>
        <source>Significant People</source>
        <translation>Personnes importantes</translation>
    </message>
    <message>
        <source>Phobias &amp; Manias</source>
        <translation>Phobies et manies</translation>
    </message>
    <message>
        <source>Meaningful Locations</source>
        <translation>Lieux significatifs</translation>
    </message>
    <message>
        <source>Arcane Tomes, Spells &amp; Artifacts</source>
        <translation>Ouvrages occultes, sorts et artefacts</translation>
    </message>
    <message>
        <source>Treasured Possessions</source>
        <translation>Biens précieux</translation>
    </message>
    <message>
        <source>Encounters with Strange Entities</source>
        <translation>Rencontres avec des entités étranges</translation>
    </message>
    <message>
        <source>{0}: {1} characters beyond the {2} SheetMaker keeps.</source>
        <translation>{0}&#xa0;: {1} caractères au-delà des {2} que SheetMaker conserve.</translation>
    </message>
    <message>
        <source>Dhole&apos;s House carries Call of Cthulhu investigators only</source>
        <translation>Dhole&apos;s House ne prend en charge que les investigateurs de Call of Cthulhu</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; is impaling (Dhole&apos;s House has no damage type).</source>
        <translation>L&apos;arme «&#xa0;{0}&#xa0;» est perforante (Dhole&apos;s House n&apos;a pas de type de dégâts).</translation>
    </message>
    <message>
        <source>The notes of the weapon &apos;{0}&apos;.</source>
        <translation>Les notes de l&apos;arme «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; uses &apos;{1}&apos;, which is not on the sheet.</source>
        <translation>L&apos;arme «&#xa0;{0}&#xa0;» utilise «&#xa0;{1}&#xa0;», qui ne figure pas sur la fiche.</translation>
    </message>
    <message>
        <source>The portrait is a PNG image; Dhole&apos;s House writes JPEG, so other tools may expect JPEG.</source>
        <translation>Le portrait est une image PNG&#xa0;; Dhole&apos;s House écrit du JPEG, d&apos;autres outils peuvent donc attendre du JPEG.</translation>
    </message>
    <message>
        <source>NPC &apos;{0}&apos;: {1}, {2}, Dhole&apos;s House {3} layout.</source>
        <translation>PNJ «&#xa0;{0}&#xa0;»&#xa0;: {1}, {2}, format Dhole&apos;s House {3}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;: {1}, {2}, Dhole&apos;s House {3} layout.</source>
        <translation>Investigateur «&#xa0;{0}&#xa0;»&#xa0;: {1}, {2}, format Dhole&apos;s House {3}.</translation>
    </message>
    <message>
        <source>1 skill</source>
        <translation>1 compétence</translation>
    </message>
    <message>
        <source>{0} skills</source>
        <translation>{0} compétences</translation>
    </message>
    <message>
        <source>1 weapon</source>
        <translation>1 arme</translation>
    </message>
    <message>
        <source>{0} weapons</source>
        <translation>{0} armes</translation>
    </message>
    <message>
        <source>HP, MP and SAN maxima, MOV, Damage Bonus, Build, {0} and the skill point totals are written from the rules.</source>
        <translation>Les maximums de PV, PM et SAN, le MVT, l&apos;Impact, la Carrure, {0} et les totaux de points de compétences sont écrits d&apos;après les règles.</translation>
    </message>
    <message>
        <source>Cash and assets left empty on the sheet are written from {0} {1}.</source>
        <translation>Les liquidités et le capital laissés vides sur la fiche sont écrits d&apos;après {0} {1}.</translation>
    </message>
    <message>
        <source>The NPC kind (Dhole&apos;s House holds investigators; this sheet is written as one).</source>
        <translation>Le type PNJ (Dhole&apos;s House ne contient que des investigateurs&#xa0;; cette fiche est écrite comme tel).</translation>
    </message>
    <message>
        <source>The player&apos;s name &apos;{0}&apos;.</source>
        <translation>Le nom du joueur «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The notes (Dhole&apos;s House has no notes field).</source>
        <translation>Les notes (Dhole&apos;s House n&apos;a pas de champ de notes).</translation>
    </message>
    <message>
        <source>Tags: {0}.</source>
        <translation>Étiquettes&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The creation record (method &apos;{0}&apos;, rolls and age effects).</source>
        <translation>Les données de création (méthode «&#xa0;{0}&#xa0;», jets et effets de l&apos;âge).</translation>
    </message>
    <message>
        <source>{0} recorded characteristic changes.</source>
        <translation>{0} modifications de caractéristiques enregistrées.</translation>
    </message>
    <message>
        <source>The choices made for the occupation &apos;{0}&apos; (only its name is written).</source>
        <translation>Les choix faits pour la profession «&#xa0;{0}&#xa0;» (seul son nom est écrit).</translation>
    </message>
    <message>
        <source>Improvement ticks: {0}.</source>
        <translation>Cases d&apos;amélioration cochées&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Conditions: {0}.</source>
        <translation>États&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>SAN lost today ({0}).</source>
        <translation>SAN perdue aujourd&apos;hui ({0}).</translation>
    </message>
    <message>
        <source>Armour &apos;{0}&apos;.</source>
        <translation>Armure «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The SAN loss &apos;{0}&apos;.</source>
        <translation>La perte de SAN «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>Fellow investigators: {0}.</source>
        <translation>Compagnons d&apos;investigation&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Blank lines between possessions are not written.</source>
        <translation>Les lignes vides entre les possessions ne sont pas écrites.</translation>
    </message>
    <message>
        <source>the file is {0} MiB; SheetMaker reads at most 16 MiB</source>
        <translation>le fichier fait {0} Mio&#xa0;; SheetMaker lit au plus 16 Mio</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not Dhole&apos;s House JSON</source>
        <translation>le fichier n&apos;est pas du texte UTF-8, ce n&apos;est donc pas du Dhole&apos;s House JSON</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to be a Dhole&apos;s House investigator</source>
        <translation>le JSON est trop profondément imbriqué pour être un investigateur Dhole&apos;s House</translation>
    </message>
    <message>
        <source>the file is not valid JSON ({0})</source>
        <translation>le fichier n&apos;est pas du JSON valide ({0})</translation>
    </message>
    <message>
        <source>the JSON is not a Dhole&apos;s House investigator (no Investigator with personal details or characteristics)</source>
        <translation>le JSON n&apos;est pas un investigateur Dhole&apos;s House (aucun Investigator avec données personnelles ou caractéristiques)</translation>
    </message>
    <message>
        <source>the Dhole&apos;s House investigator could not be made into a sheet ({0})</source>
        <translation>l&apos;investigateur Dhole&apos;s House n&apos;a pas pu être converti en fiche ({0})</translation>
    </message>
    <message>
        <source>{0}: &apos;{1}&apos; is not a whole number.</source>
        <translation>{0}&#xa0;: «&#xa0;{1}&#xa0;» n&apos;est pas un nombre entier.</translation>
    </message>
    <message>
        <source>{0}: {1} is outside {2}–{3}.</source>
        <translation>{0}&#xa0;: {1} est hors de l&apos;intervalle {2}–{3}.</translation>
    </message>
    <message>
        <source>The portrait is not valid base64 data.</source>
        <translation>Le portrait n&apos;est pas constitué de données base64 valides.</translation>
    </message>
    <message>
        <source>The portrait is not a JPEG or PNG image.</source>
        <translation>Le portrait n&apos;est pas une image JPEG ou PNG.</translation>
    </message>
    <message>
        <source>Portrait ({0}, {1}×{2}).</source>
        <translation>Portrait ({0}, {1}×{2}).</translation>
    </message>
    <message>
        <source>The file has no personal details (name, occupation, age...).</source>
        <translation>Le fichier ne contient aucune donnée personnelle (nom, profession, âge…).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos; from {1}, Dhole&apos;s House {2}.</source>
        <translation>Investigateur «&#xa0;{0}&#xa0;» issu de {1}, Dhole&apos;s House {2}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos; from {1}.</source>
        <translation>Investigateur «&#xa0;{0}&#xa0;» issu de {1}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;, Dhole&apos;s House {1}.</source>
        <translation>Investigateur «&#xa0;{0}&#xa0;», Dhole&apos;s House {1}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;.</source>
        <translation>Investigateur «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The game type &apos;{0}&apos; is read as the 1920s era.</source>
        <translation>Le type de jeu «&#xa0;{0}&#xa0;» est lu comme l&apos;époque des années 1920.</translation>
    </message>
    <message>
        <source>Game type &apos;{0}&apos; → era {1}.</source>
        <translation>Type de jeu «&#xa0;{0}&#xa0;» → époque {1}.</translation>
    </message>
    <message>
        <source>{0} is missing; it is left at 0.</source>
        <translation>{0} est absent&#xa0;; laissé à 0.</translation>
    </message>
    <message>
        <source>Characteristics: {0}.</source>
        <translation>Caractéristiques&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Half/fifth values: {0}; SheetMaker uses its own.</source>
        <translation>Valeurs moitié/cinquième&#xa0;: {0}&#xa0;; SheetMaker utilise les siennes.</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>Genre</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Résidence</translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation>Lieu de naissance</translation>
    </message>
    <message>
        <source>Gender &apos;{0}&apos; → pronouns.</source>
        <translation>Genre «&#xa0;{0}&#xa0;» → pronoms.</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos; is not in SheetMaker&apos;s list; only its name is kept.</source>
        <translation>La profession «&#xa0;{0}&#xa0;» ne figure pas dans la liste de SheetMaker&#xa0;; seul son nom est conservé.</translation>
    </message>
    <message>
        <source>The Pulp archetype &apos;{0}&apos; → notes.</source>
        <translation>L&apos;archétype Pulp «&#xa0;{0}&#xa0;» → notes.</translation>
    </message>
    <message>
        <source>Written as the statblock states them: {0}.</source>
        <translation>Écrits tels que le profil les indique&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Written from the rules, as the statblock does not state them: {0}.</source>
        <translation>Écrits d&apos;après les règles, le profil ne les indiquant pas&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>No cash or assets are written: the statblock gives none.</source>
        <translation>Ni liquidités ni capital ne sont écrits&#xa0;: le profil n&apos;en donne pas.</translation>
    </message>
    <message>
        <source>Occupation marks written ({0}): {1}.</source>
        <translation>Marqueurs de profession écrits ({0})&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Occupation points on skills the sheet&apos;s occupation does not list: no occupation mark is written for them, so they read back as personal interest points: {0}.</source>
        <translation>Points de profession sur des compétences que la profession de la feuille ne liste pas&#xa0;: aucun marqueur de profession n&apos;est écrit pour elles, elles se relisent donc en points d&apos;intérêt personnel&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>How skill points split between occupation, personal interest and experience (only each value and, on occupation skills, the occupation mark are written): {0}.</source>
        <translation>La répartition des points de compétences entre profession, intérêt personnel et expérience (seuls chaque valeur et, sur les compétences de profession, le marqueur de profession sont écrits)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>How skill points split between occupation, personal interest and experience (only each value is written): {0}.</source>
        <translation>La répartition des points de compétences entre profession, intérêt personnel et expérience (seule chaque valeur est écrite)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Attacks per round ({0}).</source>
        <translation>Attaques par round ({0}).</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>{0} skills beyond the 500 a sheet holds.</source>
        <translation>{0} compétences au-delà des 500 que contient une fiche.</translation>
    </message>
    <message>
        <source>The backstory section &apos;{0}&apos; is not text.</source>
        <translation>La section d&apos;historique «&#xa0;{0}&#xa0;» n&apos;est pas du texte.</translation>
    </message>
    <message>
        <source>Backstory: {0}.</source>
        <translation>Historique&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Possessions</source>
        <translation>Possessions</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Liquidités</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>The separate Assets text → notes.</source>
        <translation>Le texte Assets séparé → notes.</translation>
    </message>
    <message>
        <source>The Assets block (its layout is not one SheetMaker knows).</source>
        <translation>Le bloc Assets (sa structure n&apos;est pas connue de SheetMaker).</translation>
    </message>
    <message>
        <source>{0} weapons beyond the 100 a sheet holds.</source>
        <translation>{0} armes au-delà des 100 que contient une fiche.</translation>
    </message>
    <message>
        <source>{0}, {1}, {2}.</source>
        <translation>{0}, {1}, {2}.</translation>
    </message>
    <message>
        <source>1 possession</source>
        <translation>1 possession</translation>
    </message>
    <message>
        <source>{0} possessions</source>
        <translation>{0} possessions</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>The sheet uses the free creation method: Dhole&apos;s House does not record how it was made.</source>
        <translation>La fiche utilise la méthode de création libre&#xa0;: Dhole&apos;s House n&apos;enregistre pas comment elle a été faite.</translation>
    </message>
    <message>
        <source>Occupation marks beyond the 12 skills a custom occupation holds: {0}.</source>
        <translation>Marques de métier au-delà des 12 compétences qu&apos;un métier personnalisé contient&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos; (not in SheetMaker&apos;s list) → a custom occupation: skill points {1} = {2} (the file&apos;s figure; the book&apos;s formula may differ), {3}; the Credit Rating range is not in the file (0–99).</source>
        <translation>Le métier «&#xa0;{0}&#xa0;» (absent de la liste de SheetMaker) → un métier personnalisé&#xa0;: points de compétence {1} = {2} (le chiffre du fichier&#xa0;; la formule du livre peut différer), {3}&#xa0;; la fourchette de Crédit n&apos;est pas dans le fichier (0–99).</translation>
    </message>
    <message>
        <source>1 occupation skill</source>
        <translation>1 compétence de métier</translation>
    </message>
    <message>
        <source>{0} occupation skills</source>
        <translation>{0} compétences de métier</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos; (not in SheetMaker&apos;s list) → a custom occupation: skill points {1} (no formula of EDU and one other characteristic gives the file&apos;s figure), {2}; the Credit Rating range is not in the file (0–99).</source>
        <translation>Le métier «&#xa0;{0}&#xa0;» (absent de la liste de SheetMaker) → un métier personnalisé&#xa0;: points de compétence {1} (aucune formule d&apos;ÉDU et d&apos;une autre caractéristique ne donne le chiffre du fichier), {2}&#xa0;; la fourchette de Crédit n&apos;est pas dans le fichier (0–99).</translation>
    </message>
    <message>
        <source>{0} half {1} (ours {2})</source>
        <translation>{0} moitié {1} (chez nous {2})</translation>
    </message>
    <message>
        <source>{0} fifth {1} (ours {2})</source>
        <translation>{0} cinquième {1} (chez nous {2})</translation>
    </message>
    <message>
        <source>A skill entry that is not an object.</source>
        <translation>Une entrée de compétence qui n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>A skill without a name.</source>
        <translation>Une compétence sans nom.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos;: the value &apos;{1}&apos; is not a number.</source>
        <translation>La compétence «&#xa0;{0}&#xa0;»&#xa0;: la valeur «&#xa0;{1}&#xa0;» n&apos;est pas un nombre.</translation>
    </message>
    <message>
        <source>The &apos;{0}&apos; slot without a specialisation holds {1} ({2} over the base); SheetMaker needs a specialisation to keep points.</source>
        <translation>L&apos;emplacement «&#xa0;{0}&#xa0;» sans spécialité contient {1} ({2} au-dessus de la base)&#xa0;; SheetMaker a besoin d&apos;une spécialité pour conserver les points.</translation>
    </message>
    <message>
        <source>The skill name &apos;{0}…&apos; is longer than 120 characters.</source>
        <translation>Le nom de compétence «&#xa0;{0}…&#xa0;» dépasse 120 caractères.</translation>
    </message>
    <message>
        <source>{0} {1} is outside 0–99.</source>
        <translation>{0} {1} est hors de l&apos;intervalle 0–99.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos; is listed twice; the first is kept.</source>
        <translation>La compétence «&#xa0;{0}&#xa0;» apparaît deux fois&#xa0;; la première est conservée.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos; with the value {1} could not be kept.</source>
        <translation>La compétence «&#xa0;{0}&#xa0;» de valeur {1} n&apos;a pas pu être conservée.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; → {1}.</source>
        <translation>«&#xa0;{0}&#xa0;» → {1}.</translation>
    </message>
    <message>
        <source>Skill half/fifth values: {0}; SheetMaker computes its own.</source>
        <translation>Valeurs moitié/cinquième des compétences&#xa0;: {0}&#xa0;; SheetMaker calcule les siennes.</translation>
    </message>
    <message>
        <source>Skills SheetMaker does not know → custom skills (base = their value): {0}.</source>
        <translation>Compétences inconnues de SheetMaker → compétences personnalisées (base = leur valeur)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} empty skill slots (no specialisation named) were skipped.</source>
        <translation>{0} emplacements de compétence vides (sans spécialité nommée) ont été ignorés.</translation>
    </message>
    <message>
        <source>Skills marked occupation: their points over the base → occupation points ({0}).</source>
        <translation>Compétences marquées de profession&#xa0;: leurs points au-dessus de la base → points de profession ({0}).</translation>
    </message>
    <message>
        <source>A Pulp talent without a name.</source>
        <translation>Un talent Pulp sans nom.</translation>
    </message>
    <message>
        <source>The Pulp talent &apos;{0}&apos;.</source>
        <translation>Le talent Pulp «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>Pulp talent &apos;{0}&apos; → the custom skill &apos;{1}&apos;.</source>
        <translation>Talent Pulp «&#xa0;{0}&#xa0;» → compétence personnalisée «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <source>Current HP</source>
        <translation>PV actuels</translation>
    </message>
    <message>
        <source>Current MP</source>
        <translation>PM actuels</translation>
    </message>
    <message>
        <source>Current SAN</source>
        <translation>SAN actuelle</translation>
    </message>
    <message>
        <source>A weapon entry that is not an object.</source>
        <translation>Une entrée d&apos;arme qui n&apos;est pas un objet.</translation>
    </message>
    <message>
        <source>A weapon without a name.</source>
        <translation>Une arme sans nom.</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; names no skill; {1} is used.</source>
        <translation>L&apos;arme «&#xa0;{0}&#xa0;» n&apos;indique aucune compétence&#xa0;; {1} est utilisée.</translation>
    </message>
    <message>
        <source>Weapon &apos;{0}&apos;: skill &apos;{1}&apos; → {2}.</source>
        <translation>Arme «&#xa0;{0}&#xa0;»&#xa0;: compétence «&#xa0;{1}&#xa0;» → {2}.</translation>
    </message>
    <message>
        <source>{0} {1} (ours {2})</source>
        <translation>{0} {1} (chez nous {2})</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; has no damage; it is written as 0.</source>
        <translation>L&apos;arme «&#xa0;{0}&#xa0;» n&apos;a pas de dégâts&#xa0;; ils sont écrits à 0.</translation>
    </message>
    <message>
        <source>The ammunition of &apos;{0}&apos;</source>
        <translation>Les munitions de «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>The malfunction number of &apos;{0}&apos;</source>
        <translation>Le seuil d&apos;enrayement de «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos; could not be read.</source>
        <translation>L&apos;arme «&#xa0;{0}&#xa0;» n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>Weapon skill values: {0}; SheetMaker uses the sheet&apos;s skill values.</source>
        <translation>Valeurs de compétence des armes&#xa0;: {0}&#xa0;; SheetMaker utilise les valeurs de compétence de la fiche.</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>{0} ans</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Carrure</translation>
    </message>
    <message>
        <source>{0} (combat)</source>
        <translation>{0} (combat)</translation>
    </message>
    <message>
        <source>HP maximum</source>
        <translation>PV maximum</translation>
    </message>
    <message>
        <source>MP maximum</source>
        <translation>PM maximum</translation>
    </message>
    <message>
        <source>Starting SAN</source>
        <translation>SAN de départ</translation>
    </message>
    <message>
        <source>SAN maximum</source>
        <translation>SAN maximum</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>MVT</translation>
    </message>
    <message>
        <source>Personal interest points</source>
        <translation>Points d&apos;intérêt personnel</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Points de compétences de profession</translation>
    </message>
    <message>
        <source>the occupation&apos;s formula</source>
        <translation>la formule de la profession</translation>
    </message>
    <message>
        <source>the {0} skill</source>
        <translation>la compétence {0}</translation>
    </message>
    <message>
        <source>{0} is not in the skill list; its base of {1} {2} / 2 is used.</source>
        <translation>{0} ne figure pas dans la liste des compétences&#xa0;; sa base de {1} {2} / 2 est utilisée.</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, the rules give {2} ({3}); SheetMaker uses {2}.</source>
        <translation>{0}&#xa0;: le fichier indique {1}, les règles donnent {2} ({3})&#xa0;; SheetMaker utilise {2}.</translation>
    </message>
    <message>
        <source>Starting Luck {0} (SheetMaker keeps the current Luck, {1}).</source>
        <translation>Chance de départ {0} (SheetMaker conserve la Chance actuelle, {1}).</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, the sheet gives {2} (base {3}); SheetMaker uses {2}.</source>
        <translation>{0}&#xa0;: le fichier indique {1}, la fiche donne {2} (base {3})&#xa0;; SheetMaker utilise {2}.</translation>
    </message>
    <message>
        <source>Spending level</source>
        <translation>Niveau de dépenses</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, {2} {3} gives {4}; the file&apos;s text is kept on the sheet.</source>
        <translation>{0}&#xa0;: le fichier indique {1}, {2} {3} donne {4}&#xa0;; le texte du fichier est conservé sur la fiche.</translation>
    </message>
    <message>
        <source>{0}: the file says {1}, {2} {3} gives {4}; SheetMaker uses {4}.</source>
        <translation>{0}&#xa0;: le fichier indique {1}, {2} {3} donne {4}&#xa0;; SheetMaker utilise {4}.</translation>
    </message>
    <message>
        <source>Occupation marks that SheetMaker&apos;s occupation entry does not give (its choices are not recorded): {0}.</source>
        <translation>Marques de profession que la profession de SheetMaker ne donne pas (ses choix ne sont pas enregistrés)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Foundry VTT actor (Call of Cthulhu 7th edition system)</source>
        <translation>Acteur Foundry VTT (système Call of Cthulhu 7e édition)</translation>
    </message>
    <message>
        <source>the Foundry VTT Call of Cthulhu system carries Call of Cthulhu sheets only</source>
        <translation>le système Call of Cthulhu de Foundry VTT ne prend en charge que les fiches Call of Cthulhu</translation>
    </message>
    <message>
        <source>Armour &apos;{0}&apos; is written as text; Foundry expects a number of points.</source>
        <translation>L&apos;armure «&#xa0;{0}&#xa0;» est écrite en texte&#xa0;; Foundry attend un nombre de points.</translation>
    </message>
    <message>
        <source>The backstory section &apos;{0}&apos; (a Foundry NPC has only a personal description).</source>
        <translation>La section d&apos;historique «&#xa0;{0}&#xa0;» (un PNJ Foundry n&apos;a qu&apos;une description personnelle).</translation>
    </message>
    <message>
        <source>Cash and assets (a Foundry NPC has no money fields).</source>
        <translation>Liquidités et capital (un PNJ Foundry n&apos;a pas de champs d&apos;argent).</translation>
    </message>
    <message>
        <source>The SAN loss &apos;{0}&apos; has no &apos;/&apos; and is written as the loss on a success.</source>
        <translation>La perte de SAN «&#xa0;{0}&#xa0;» n&apos;a pas de «&#xa0;/&#xa0;» et est écrite comme la perte en cas de réussite.</translation>
    </message>
    <message>
        <source>The sheet has no cash or assets: Foundry&apos;s cash and assets are left empty.</source>
        <translation>La feuille n&apos;a ni liquidités ni capital&#xa0;: ces champs restent vides dans Foundry.</translation>
    </message>
    <message>
        <source>The sheet has no cash: Foundry&apos;s cash is left empty.</source>
        <translation>La feuille n&apos;a pas de liquidités&#xa0;: ce champ reste vide dans Foundry.</translation>
    </message>
    <message>
        <source>The sheet has no assets: Foundry&apos;s assets are left empty.</source>
        <translation>La feuille n&apos;a pas de capital&#xa0;: ce champ reste vide dans Foundry.</translation>
    </message>
    <message>
        <source>The SAN loss &apos;{0}&apos; (a Foundry character has no field for it).</source>
        <translation>La perte de SAN «&#xa0;{0}&#xa0;» (un personnage Foundry n&apos;a pas de champ pour elle).</translation>
    </message>
    <message>
        <source>Creature &apos;{0}&apos;: {1}, {2}, CoC7 system {3}.</source>
        <translation>Créature «&#xa0;{0}&#xa0;»&#xa0;: {1}, {2}, système CoC7 {3}.</translation>
    </message>
    <message>
        <source>NPC &apos;{0}&apos;: {1}, {2}, CoC7 system {3}.</source>
        <translation>PNJ «&#xa0;{0}&#xa0;»&#xa0;: {1}, {2}, système CoC7 {3}.</translation>
    </message>
    <message>
        <source>Investigator &apos;{0}&apos;: {1}, {2}, CoC7 system {3}.</source>
        <translation>Investigateur «&#xa0;{0}&#xa0;»&#xa0;: {1}, {2}, système CoC7 {3}.</translation>
    </message>
    <message>
        <source>HP, MP, SAN maxima, MOV, Damage Bonus and Build are written from the rules (auto).</source>
        <translation>Les maxima de PV, PM et SAN, le MVT, l&apos;Impact et la Carrure sont écrits d&apos;après les règles (auto).</translation>
    </message>
    <message>
        <source>Written as the statblock states them (not worked out by Foundry): {0}.</source>
        <translation>Écrits tels que le profil les indique (Foundry ne les calcule pas)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Written from the rules (auto), as the statblock does not state them: {0}.</source>
        <translation>Écrits d&apos;après les règles (auto), le profil ne les indiquant pas&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>No SAN is written: the statblock gives none.</source>
        <translation>Aucune SAN n&apos;est écrite&#xa0;: le profil n&apos;en donne pas.</translation>
    </message>
    <message>
        <source>No age is written: the statblock gives none.</source>
        <translation>Aucun âge n&apos;est écrit&#xa0;: le profil n&apos;en donne pas.</translation>
    </message>
    <message>
        <source>Permanent insanity (the CoC7 system has no such condition).</source>
        <translation>Folie permanente (le système CoC7 n&apos;a pas cet état).</translation>
    </message>
    <message>
        <source>The occupation&apos;s choices are kept in flags.sheetmaker; Foundry shows only its name.</source>
        <translation>Les choix de la profession sont conservés dans flags.sheetmaker&#xa0;; Foundry n&apos;affiche que son nom.</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text, so it is not a Foundry actor</source>
        <translation>le fichier n&apos;est pas du texte UTF-8, ce n&apos;est donc pas un acteur Foundry</translation>
    </message>
    <message>
        <source>the JSON is nested too deeply to be a Foundry actor</source>
        <translation>le JSON est trop profondément imbriqué pour être un acteur Foundry</translation>
    </message>
    <message>
        <source>the JSON is not an object, so it is not a Foundry actor</source>
        <translation>le JSON n&apos;est pas un objet, ce n&apos;est donc pas un acteur Foundry</translation>
    </message>
    <message>
        <source>the JSON is not a Foundry VTT Call of Cthulhu actor (no actor type with characteristics)</source>
        <translation>le JSON n&apos;est pas un acteur Call of Cthulhu de Foundry VTT (aucun type d&apos;acteur avec caractéristiques)</translation>
    </message>
    <message>
        <source>the Foundry actor could not be made into a sheet ({0})</source>
        <translation>impossible de convertir l&apos;acteur Foundry en fiche ({0})</translation>
    </message>
    <message>
        <source>The portrait &apos;{0}&apos; is a path on the Foundry server, not an image in the file.</source>
        <translation>Le portrait «&#xa0;{0}&#xa0;» est un chemin sur le serveur Foundry, pas une image contenue dans le fichier.</translation>
    </message>
    <message>
        <source>The portrait could not be decoded.</source>
        <translation>Le portrait n&apos;a pas pu être décodé.</translation>
    </message>
    <message>
        <source>A Foundry creature is read as an NPC sheet.</source>
        <translation>Une créature Foundry est lue comme une fiche de PNJ.</translation>
    </message>
    <message>
        <source>The actor has no name.</source>
        <translation>L&apos;acteur n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>Foundry actor &apos;{0}&apos; of type {1} (CoC7 system {2}).</source>
        <translation>Acteur Foundry «&#xa0;{0}&#xa0;» de type {1} (système CoC7 {2}).</translation>
    </message>
    <message>
        <source>Foundry actor &apos;{0}&apos; of type {1} (no system version recorded).</source>
        <translation>Acteur Foundry «&#xa0;{0}&#xa0;» de type {1} (aucune version de système enregistrée).</translation>
    </message>
    <message>
        <source>Characteristics the file does not give (0 on the sheet): {0}.</source>
        <translation>Caractéristiques que le fichier ne donne pas (0 sur la feuille)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Characteristic rolls not yet made (the sheet has no place for them): {0}.</source>
        <translation>Jets de caractéristiques pas encore faits (la feuille n&apos;a pas de place pour eux)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The actor has no infos (occupation, age, residence...).</source>
        <translation>L&apos;acteur n&apos;a pas d&apos;infos (profession, âge, résidence...).</translation>
    </message>
    <message>
        <source>Sex &apos;{0}&apos; → pronouns.</source>
        <translation>Sexe «&#xa0;{0}&#xa0;» → pronoms.</translation>
    </message>
    <message>
        <source>Age &apos;{0}&apos; (not a number) → notes.</source>
        <translation>Âge «&#xa0;{0}&#xa0;» (pas un nombre) → notes.</translation>
    </message>
    <message>
        <source>The attribute &apos;{0}&apos; is missing.</source>
        <translation>L&apos;attribut «&#xa0;{0}&#xa0;» est absent.</translation>
    </message>
    <message>
        <source>SAN lost today</source>
        <translation>SAN perdue aujourd&apos;hui</translation>
    </message>
    <message>
        <source>Biography &apos;{0}&apos; → {1}.</source>
        <translation>Biographie «&#xa0;{0}&#xa0;» → {1}.</translation>
    </message>
    <message>
        <source>Biography &apos;{0}&apos; → notes (no matching backstory section).</source>
        <translation>Biographie «&#xa0;{0}&#xa0;» → notes (aucune section d&apos;historique correspondante).</translation>
    </message>
    <message>
        <source>The Foundry backstory text → notes.</source>
        <translation>Le texte d&apos;historique Foundry → notes.</translation>
    </message>
    <message>
        <source>SAN loss: {0}.</source>
        <translation>Perte de SAN&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The actor has no items list (skills, weapons).</source>
        <translation>L&apos;acteur n&apos;a pas de liste d&apos;objets (compétences, armes).</translation>
    </message>
    <message>
        <source>Spell and tome items → {0}: {1}.</source>
        <translation>Objets sortilège et ouvrage → {0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Skills of the modern era ({0}) → era {1}.</source>
        <translation>Compétences de l&apos;époque moderne ({0}) → époque {1}.</translation>
    </message>
    <message>
        <source>The special powers text → notes.</source>
        <translation>Le texte des pouvoirs spéciaux → notes.</translation>
    </message>
    <message>
        <source>The actor&apos;s description → notes.</source>
        <translation>La description de l&apos;acteur → notes.</translation>
    </message>
    <message>
        <source>The sheet uses the free creation method: Foundry does not record how it was made.</source>
        <translation>La fiche utilise la méthode de création libre&#xa0;: Foundry n&apos;enregistre pas comment elle a été créée.</translation>
    </message>
    <message>
        <source>{0}: {1} characters beyond the {2} a sheet holds.</source>
        <translation>{0}&#xa0;: {1} caractères au-delà des {2} que contient une fiche.</translation>
    </message>
    <message>
        <source>MOV &apos;{0}&apos;: {1} is the sheet&apos;s MOV; the whole text → notes.</source>
        <translation>MVT «&#xa0;{0}&#xa0;»&#xa0;: {1} est le MVT de la feuille&#xa0;; le texte entier → notes.</translation>
    </message>
    <message>
        <source>MOV &apos;{0}&apos; (not a number) → notes.</source>
        <translation>MVT «&#xa0;{0}&#xa0;» (pas un nombre) → notes.</translation>
    </message>
    <message>
        <source>Stated for the creature: {0}.</source>
        <translation>Indiqué pour la créature&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The attack &apos;{0}&apos; in the {1} flags could not be read.</source>
        <translation>L&apos;attaque «&#xa0;{0}&#xa0;» dans les flags de {1} n&apos;a pas pu être lue.</translation>
    </message>
    <message>
        <source>The attack &apos;{0}&apos;: its skill {1} is already on the sheet; the attack&apos;s {2}% is not carried.</source>
        <translation>L&apos;attaque «&#xa0;{0}&#xa0;»&#xa0;: sa compétence {1} est déjà sur la feuille&#xa0;; les {2}&#xa0;% de l&apos;attaque ne sont pas repris.</translation>
    </message>
    <message>
        <source>Attacks in the {0} flags → weapons, each with its own Fighting skill: {1}.</source>
        <translation>Attaques dans les flags de {0} → armes, chacune avec sa propre compétence de Combat rapproché&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>The skill &apos;{0}&apos; in the {1} flags.</source>
        <translation>La compétence «&#xa0;{0}&#xa0;» dans les flags de {1}.</translation>
    </message>
    <message>
        <source>{0} {1}% (the {2} flags) → {3}.</source>
        <translation>{0} {1}&#xa0;% (les flags de {2}) → {3}.</translation>
    </message>
    <message>
        <source>Armour &apos;{0}&apos; (the {1} flags) → armour.</source>
        <translation>Armure «&#xa0;{0}&#xa0;» (les flags de {1}) → armure.</translation>
    </message>
    <message>
        <source>Special abilities (the {0} flags) → notes.</source>
        <translation>Capacités spéciales (les flags de {0}) → notes.</translation>
    </message>
    <message>
        <source>The {0} item &apos;{1}&apos;.</source>
        <translation>L&apos;objet {0} «&#xa0;{1}&#xa0;».</translation>
    </message>
    <message>
        <source>untyped</source>
        <translation>sans type</translation>
    </message>
    <message>
        <source>1 skill item</source>
        <translation>1 objet compétence</translation>
    </message>
    <message>
        <source>{0} skill items</source>
        <translation>{0} objets compétence</translation>
    </message>
    <message>
        <source>Skill names → SheetMaker&apos;s skills: {0}.</source>
        <translation>Noms de compétences → compétences de SheetMaker&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Skills SheetMaker does not know → custom skills: {0}.</source>
        <translation>Compétences inconnues de SheetMaker → compétences personnalisées&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>A skill item without a name.</source>
        <translation>Un objet compétence sans nom.</translation>
    </message>
    <message>
        <source>{0} occupation points</source>
        <translation>{0} (points de profession)</translation>
    </message>
    <message>
        <source>{0} personal points</source>
        <translation>{0} (points d&apos;intérêt personnel)</translation>
    </message>
    <message>
        <source>{0} experience points</source>
        <translation>{0} (points d&apos;expérience)</translation>
    </message>
    <message>
        <source>{0}: {1} Pulp archetype points → personal interest points.</source>
        <translation>{0}&#xa0;: {1} points d&apos;archétype Pulp → points d&apos;intérêt personnel.</translation>
    </message>
    <message>
        <source>{0} base: the file says {1}, the rules give {2}; SheetMaker uses {2}.</source>
        <translation>{0}, base&#xa0;: le fichier indique {1}, les règles donnent {2}&#xa0;; SheetMaker utilise {2}.</translation>
    </message>
    <message>
        <source>{0}: the value &apos;{1}&apos; is not a number; the base is kept.</source>
        <translation>{0}&#xa0;: la valeur «&#xa0;{1}&#xa0;» n&apos;est pas un nombre&#xa0;; la base est conservée.</translation>
    </message>
    <message>
        <source>{0} {1}% → {2} points over the base of {3}.</source>
        <translation>{0} {1}&#xa0;% → {2} points au-dessus de la base de {3}.</translation>
    </message>
    <message>
        <source>The weapon &apos;{0}&apos;: {1} characters of its notes beyond the 200 a weapon holds.</source>
        <translation>L&apos;arme «&#xa0;{0}&#xa0;»&#xa0;: {1} caractères de ses notes au-delà des 200 qu&apos;une arme contient.</translation>
    </message>
    <message>
        <source>Occupation skill marks differ from the sheet&apos;s occupation for: {0}; SheetMaker marks them from the occupation.</source>
        <translation>Les marques de compétences de profession diffèrent de la profession de la fiche pour&#xa0;: {0}&#xa0;; SheetMaker les marque d&apos;après la profession.</translation>
    </message>
    <message>
        <source>the input is {0} MiB; SheetMaker reads at most 16 MiB</source>
        <translation>l&apos;entrée fait {0} Mio&#xa0;; SheetMaker lit au plus 16 Mio</translation>
    </message>
    <message>
        <source>this SheetMaker sheet cannot be read: {0} (and 1 more problem)</source>
        <translation>cette fiche SheetMaker est illisible&#xa0;: {0} (et 1 autre problème)</translation>
    </message>
    <message>
        <source>this SheetMaker sheet cannot be read: {0} (and {1} more problems)</source>
        <translation>cette fiche SheetMaker est illisible&#xa0;: {0} (et {1} autres problèmes)</translation>
    </message>
    <message>
        <source>this SheetMaker sheet cannot be read: {0}</source>
        <translation>cette fiche SheetMaker est illisible&#xa0;: {0}</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads: the input is empty</source>
        <translation>ce n&apos;est pas un format lu par SheetMaker&#xa0;: l&apos;entrée est vide</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads: the JSON is cut short or damaged ({0})</source>
        <translation>ce n&apos;est pas un format lu par SheetMaker&#xa0;: le JSON est tronqué ou endommagé ({0})</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads: it is the summary `sheetmaker show --json` prints, not a sheet; convert the .sheet.json file it was printed from</source>
        <translation>ce n&apos;est pas un format lu par SheetMaker&#xa0;: c&apos;est le résumé affiché par `sheetmaker show --json`, pas une fiche&#xa0;; convertissez le fichier .sheet.json dont il provient</translation>
    </message>
    <message>
        <source>this is not a format SheetMaker reads (a SheetMaker sheet, Dhole&apos;s House JSON, a Foundry VTT Call of Cthulhu actor, or a statblock as text)</source>
        <translation>ce n&apos;est pas un format lu par SheetMaker (une fiche SheetMaker, un JSON de Dhole&apos;s House, un acteur Call of Cthulhu de Foundry VTT ou un profil en texte)</translation>
    </message>
    <message>
        <source>{0}; and more</source>
        <translation>{0}&#xa0;; etc.</translation>
    </message>
    <message>
        <source>{0} and more</source>
        <translation>{0}, etc.</translation>
    </message>
    <message>
        <source>Statblock text</source>
        <translation>Profil en texte</translation>
    </message>
    <message>
        <source>the text has {0} characters; statblock text is read up to {1} MiB (paste fewer statblocks at a time)</source>
        <translation>le texte compte {0} caractères&#xa0;; un profil en texte est lu jusqu&apos;à {1} Mio (collez moins de profils à la fois)</translation>
    </message>
    <message>
        <source>the text holds more than {0} statblocks; paste fewer at a time</source>
        <translation>le texte contient plus de {0} profils&#xa0;; collez-en moins à la fois</translation>
    </message>
    <message>
        <source>Only the first 60,000 characters of the statblock of {0} were read.</source>
        <translation>Seuls les 60&#xa0;000 premiers caractères du profil de {0} ont été lus.</translation>
    </message>
    <message>
        <source>Only the first 60,000 characters of the statblock of an NPC were read.</source>
        <translation>Seuls les 60&#xa0;000 premiers caractères du profil d&apos;un PNJ ont été lus.</translation>
    </message>
    <message>
        <source>{0} is given twice ({1}, then {2}); {2} is used.</source>
        <translation>{0} est indiqué deux fois ({1}, puis {2}) ; {2} est retenu.</translation>
    </message>
    <message>
        <source>No characteristics.</source>
        <translation>Aucune caractéristique.</translation>
    </message>
    <message>
        <source>The statblock gives no {0}; they are 0 on this sheet.</source>
        <translation>Le profil ne donne pas {0}&#xa0;; ces valeurs sont à 0 sur cette fiche.</translation>
    </message>
    <message>
        <source>The statblock gives no {0}; it is 0 on this sheet.</source>
        <translation>Le profil ne donne pas {0}&#xa0;; cette valeur est à 0 sur cette fiche.</translation>
    </message>
    <message>
        <source>Age {0}.</source>
        <translation>Âge {0}.</translation>
    </message>
    <message>
        <source>Age {0} is not a possible age; 25 is used.</source>
        <translation>L&apos;âge {0} n&apos;est pas possible&#xa0;; 25 est utilisé.</translation>
    </message>
    <message>
        <source>The statblock gives no age; 25 is used (it only changes MOV).</source>
        <translation>Le profil ne donne pas d&apos;âge&#xa0;; 25 est utilisé (cela ne change que le MVT).</translation>
    </message>
    <message>
        <source>Kept in the notes: {0}.</source>
        <translation>Conservé dans les notes&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Attacks per round: {0}.</source>
        <translation>Attaques par round&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} {1}%: a skill of its own for this attack ({2} is {3}%).</source>
        <translation>{0} {1} % : une compétence propre à cette attaque ({2} est à {3} %).</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% with no damage given: no weapon is made ({2} {1}% is kept).</source>
        <translation>&apos;{0}&apos; {1} % sans dommages indiqués : aucune arme n&apos;est créée ({2} {1} % est conservé).</translation>
    </message>
    <message>
        <source>A 6th-edition statblock: converted to the 7th edition (characteristics ×5, derived values from the 7th-edition rules, SAN and skills kept).</source>
        <translation>Un profil de la 6e édition : converti en 7e édition (caractéristiques ×5, valeurs dérivées selon les règles de la 7e édition, SAN et compétences conservées).</translation>
    </message>
    <message>
        <source>{0} {1} (6th edition) → {2}.</source>
        <translation>{0} {1} (6e édition) → {2}.</translation>
    </message>
    <message>
        <source>A creature (so marked on its name line): its HP, MP, MOV, Build and Damage Bonus are kept as stated.</source>
        <translation>Une créature (ainsi marquée sur la ligne de son nom)&#xa0;: ses PV, PM, MVT, Carrure et Bonus aux dommages sont gardés tels qu&apos;indiqués.</translation>
    </message>
    <message>
        <source>A creature (no APP or EDU): its HP, MP and MOV are kept as stated.</source>
        <translation>Une créature (sans APP ni ÉDU) : ses PV, PM et son Mvt sont conservés tels qu&apos;indiqués.</translation>
    </message>
    <message>
        <source>A creature (no APP or EDU): its HP, MP, MOV, Build and Damage Bonus are kept as stated.</source>
        <translation>Une créature (sans APP ni ÉDU) : ses PV, PM, Mvt, sa Carrure et son bonus aux dommages sont conservés tels qu&apos;indiqués.</translation>
    </message>
    <message>
        <source>The armour text was cut to 200 characters.</source>
        <translation>Le texte de l&apos;armure a été tronqué à 200 caractères.</translation>
    </message>
    <message>
        <source>Armour: {0}.</source>
        <translation>Armure&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Armour: none.</source>
        <translation>Armure&#xa0;: aucune.</translation>
    </message>
    <message>
        <source>Spells: {0}.</source>
        <translation>Sorts&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Spells → the Arcane Tomes, Spells &amp; Artifacts section of the backstory.</source>
        <translation>Sorts → section Ouvrages occultes, sorts et artefacts de l&apos;historique.</translation>
    </message>
    <message>
        <source>Spells: none.</source>
        <translation>Sorts&#xa0;: aucun.</translation>
    </message>
    <message>
        <source>Only the first {0} skills were read; {1} more were not: {2}...</source>
        <translation>Seules les {0} premières compétences ont été lues&#xa0;; {1} autres ne l&apos;ont pas été&#xa0;: {2}...</translation>
    </message>
    <message>
        <source>Only the first {0} skills were read; {1} more were not: {2}.</source>
        <translation>Seules les {0} premières compétences ont été lues&#xa0;; {1} autres ne l&apos;ont pas été&#xa0;: {2}.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% → {2}, with no specialisation named.</source>
        <translation>«&#xa0;{0}&#xa0;» {1}&#xa0;% → {2}, sans spécialité précisée.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; → {1} {2}%.</source>
        <translation>«&#xa0;{0}&#xa0;» → {1} {2}&#xa0;%.</translation>
    </message>
    <message>
        <source>{0} {1}%.</source>
        <translation>{0} {1}&#xa0;%.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% → a custom skill (not in the skill list).</source>
        <translation>«&#xa0;{0}&#xa0;» {1}&#xa0;% → compétence personnalisée (absente de la liste des compétences).</translation>
    </message>
    <message>
        <source>Modern era, from the skill {0}.</source>
        <translation>Époque moderne, d&apos;après la compétence {0}.</translation>
    </message>
    <message>
        <source>1 attack: {1}.</source>
        <translation>1 attaque&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>{0} attacks: {1}.</source>
        <translation>{0} attaques&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>{0} {1} (as stated; a creature).</source>
        <translation>{0} {1} (tel qu&apos;indiqué ; une créature).</translation>
    </message>
    <message>
        <source>{0} {1} (as the rules give).</source>
        <translation>{0} {1} (conforme aux règles).</translation>
    </message>
    <message>
        <source>{0} {1} (6th edition) → {2} (7th-edition rules: {3}).</source>
        <translation>{0} {1} (6e édition) → {2} (règles de la 7e édition : {3}).</translation>
    </message>
    <message>
        <source>{0}: the statblock says {1}, the rules give {2} ({3}).</source>
        <translation>{0}&#xa0;: le profil indique {1}, les règles donnent {2} ({3}).</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>SheetMaker keeps {0} as the current HP.</source>
        <translation>SheetMaker conserve {0} comme PV actuels.</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>SheetMaker keeps {0} as the current MP.</source>
        <translation>SheetMaker conserve {0} comme PM actuels.</translation>
    </message>
    <message>
        <source>SAN {0} (kept as the current SAN; the starting SAN would be {1}).</source>
        <translation>SAN {0} (conservée comme SAN actuelle&#xa0;; la SAN de départ serait {1}).</translation>
    </message>
    <message>
        <source>SAN {0}.</source>
        <translation>SAN {0}.</translation>
    </message>
    <message>
        <source>Luck {0}: a sheet&apos;s Luck is at most 99; it is 0 on this sheet.</source>
        <translation>Chance {0} : la Chance d&apos;une feuille est au plus de 99 ; elle est à 0 sur cette feuille.</translation>
    </message>
    <message>
        <source>Luck {0}.</source>
        <translation>Chance {0}.</translation>
    </message>
    <message>
        <source>The statblock gives no Luck; it is 0 on this sheet.</source>
        <translation>Le profil ne donne pas de Chance&#xa0;; elle est à 0 sur cette fiche.</translation>
    </message>
    <message>
        <source>DB</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>Sanity loss {0}.</source>
        <translation>Perte de SAN {0}.</translation>
    </message>
    <message>
        <source>Not read: &apos;{0}&apos;.</source>
        <translation>Non lu&#xa0;: «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>Text before the first statblock was not read: &apos;{0}&apos;.</source>
        <translation>Le texte avant le premier profil n&apos;a pas été lu&#xa0;: «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The statblock has no name line; the sheet is unnamed.</source>
        <translation>Le profil n&apos;a pas de ligne de nom&#xa0;; la fiche est sans nom.</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, the middle of the stated range {3} used.</source>
        <translation>{0} {1}&#xa0;: tirage {2}, le milieu de la fourchette indiquée {3} est utilisé.</translation>
    </message>
    <message>
        <source>{0} {1}: rolled {2}, the stated average used.</source>
        <translation>{0} {1}&#xa0;: tirage {2}, la moyenne indiquée est utilisée.</translation>
    </message>
    <message>
        <source>Occupation: {0}.</source>
        <translation>Occupation : {0}.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos; {1}% with no damage given: the damage of the weapons list&apos;s {2}, {3}.</source>
        <translation>&apos;{0}&apos; {1} % sans dommages indiqués : les dommages de l&apos;arme {2} de la liste des armes, {3}.</translation>
    </message>
    <message>
        <source>&apos;{0}&apos;: {1} is not a Trail of Cthulhu ability.</source>
        <translation>«&#xa0;{0}&#xa0;»&#xa0;: {1} n&apos;est pas une capacité de Trail of Cthulhu.</translation>
    </message>
    <message>
        <source>Abilities: {0}.</source>
        <translation>Capacités&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0}: no rating (0).</source>
        <translation>{0}&#xa0;: aucun score (0).</translation>
    </message>
    <message>
        <source>Hit Threshold: the statblock says {0}, {1} {2} gives {3}; SheetMaker keeps the statblock&apos;s {0} on the sheet.</source>
        <translation>Seuil de blessure&#xa0;: le profil indique {0}, {1} {2} donne {3}&#xa0;; SheetMaker conserve le {0} du profil sur la fiche.</translation>
    </message>
    <message>
        <source>Hit Threshold {0} (as {1} gives).</source>
        <translation>Seuil de blessure {0} (conforme à {1}).</translation>
    </message>
    <message>
        <source>Hit Threshold {0} is outside 1 to 10 and was not kept.</source>
        <translation>Le Seuil de blessure {0} est hors de la plage 1 à 10 et n&apos;a pas été conservé.</translation>
    </message>
    <message>
        <source>Alertness Modifier {0}.</source>
        <translation>Modificateur de Vigilance {0}.</translation>
    </message>
    <message>
        <source>Alertness Modifier {0} is outside -5 to +5 and was not kept.</source>
        <translation>Le modificateur de Vigilance {0} est hors de la plage -5 à +5 et n&apos;a pas été conservé.</translation>
    </message>
    <message>
        <source>Stealth Modifier {0}.</source>
        <translation>Modificateur de Discrétion {0}.</translation>
    </message>
    <message>
        <source>Stealth Modifier {0} is outside -5 to +5 and was not kept.</source>
        <translation>Le modificateur de Discrétion {0} est hors de la plage -5 à +5 et n&apos;a pas été conservé.</translation>
    </message>
    <message>
        <source>Stability Loss {0}: ToC sheets have no field for it; it is kept in the notes.</source>
        <translation>Perte de Stabilité {0}&#xa0;: les fiches ToC n&apos;ont pas de champ pour elle&#xa0;; elle est conservée dans les notes.</translation>
    </message>
    <message>
        <source>The weapon {0} {1} is outside -20 to +30 and was not kept.</source>
        <translation>L&apos;arme {0} {1} est hors de la plage -20 à +30 et n&apos;a pas été conservée.</translation>
    </message>
    <message>
        <source>Weapon {0}: &apos;{1}&apos; is kept in the weapon&apos;s notes.</source>
        <translation>Arme {0}&#xa0;: «&#xa0;{1}&#xa0;» est conservé dans les notes de l&apos;arme.</translation>
    </message>
    <message>
        <source>Weapons: {0}.</source>
        <translation>Armes&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Armor -{0} {1}: the sheet keeps {0} armour point; &apos;{1}&apos; is kept in the notes.</source>
        <translation>Armure -{0} {1}&#xa0;: la fiche conserve {0} point d&apos;armure&#xa0;; «&#xa0;{1}&#xa0;» est conservé dans les notes.</translation>
    </message>
    <message>
        <source>Armor -{0} {1}: the sheet keeps {0} armour points; &apos;{1}&apos; is kept in the notes.</source>
        <translation>Armure -{0} {1}&#xa0;: la fiche conserve {0} points d&apos;armure&#xa0;; «&#xa0;{1}&#xa0;» est conservé dans les notes.</translation>
    </message>
    <message>
        <source>Armor {0}.</source>
        <translation>Armure {0}.</translation>
    </message>
    <message>
        <source>Player: {0}.</source>
        <translation>Joueur&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>this is JSON, not statblock text</source>
        <translation>c&apos;est du JSON, pas un profil en texte</translation>
    </message>
    <message>
        <source>no statblock found: a Call of Cthulhu statblock has characteristics such as &apos;STR 45 CON 50 SIZ 60&apos;, a Trail of Cthulhu one abilities with ratings such as &apos;Athletics 8, Health 9&apos; and a Hit Threshold</source>
        <translation>aucun profil trouvé&#xa0;: un profil Call of Cthulhu comporte des caractéristiques comme «&#xa0;STR 45 CON 50 SIZ 60&#xa0;», un profil Trail of Cthulhu des capacités avec leur valeur comme «&#xa0;Athletics 8, Health 9&#xa0;» et un Seuil de blessure</translation>
    </message>
    <message>
        <source>a statblock could not be read: {0}</source>
        <translation>un profil n&apos;a pas pu être lu&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Statblock {0} of {1} in the text.</source>
        <translation>Profil {0} sur {1} dans le texte.</translation>
    </message>
    <message>
        <source>statblock text must be given as bytes</source>
        <translation>le profil en texte doit être fourni sous forme d&apos;octets</translation>
    </message>
    <message>
        <source>the text is too deeply nested to read</source>
        <translation>le texte est trop profondément imbriqué pour être lu</translation>
    </message>
    <message>
        <source>The sheet has no characteristics: they are written as 0, so the text reads as a statblock.</source>
        <translation>La feuille n&apos;a pas de caractéristiques&#xa0;: elles sont écrites à 0 pour que le texte se lise comme un profil.</translation>
    </message>
    <message>
        <source>The damage &apos;{0}&apos; of {1} may not read back as written.</source>
        <translation>Les dégâts «&#xa0;{0}&#xa0;» de {1} risquent de ne pas être relus tels qu&apos;écrits.</translation>
    </message>
    <message>
        <source>The notes of the weapon {0} are not carried.</source>
        <translation>Les notes de l&apos;arme {0} ne sont pas reprises.</translation>
    </message>
    <message>
        <source>The line breaks of the Arcane Tomes, Spells &amp; Artifacts section are not carried.</source>
        <translation>Les sauts de ligne de la section Ouvrages occultes, sorts et artefacts ne sont pas repris.</translation>
    </message>
    <message>
        <source>How skill points split between occupation, personal interest and experience (only final values are carried).</source>
        <translation>La répartition des points de compétence entre profession, intérêt personnel et expérience (seules les valeurs finales sont reprises).</translation>
    </message>
    <message>
        <source>The sheet is an investigator; a statblock reads back as an NPC.</source>
        <translation>La fiche est un investigateur&#xa0;; un profil est relu comme un PNJ.</translation>
    </message>
    <message>
        <source>The occupation &apos;{0}&apos;.</source>
        <translation>La profession «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>The backstory (but spells).</source>
        <translation>L&apos;historique (sauf les sorts).</translation>
    </message>
    <message>
        <source>The gear.</source>
        <translation>L&apos;équipement.</translation>
    </message>
    <message>
        <source>Cash and assets.</source>
        <translation>Liquidités et capital.</translation>
    </message>
    <message>
        <source>Personal details (pronouns, residence, birthplace).</source>
        <translation>Informations personnelles (pronoms, lieu de résidence, lieu de naissance).</translation>
    </message>
    <message>
        <source>Abilities not in the ability list are not carried: {0}.</source>
        <translation>Les capacités absentes de la liste des capacités ne sont pas reprises&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Weapon kinds, abilities, range modifiers and ammunition are not carried (only the name and damage modifier).</source>
        <translation>Les types d&apos;armes, capacités, modificateurs de portée et munitions ne sont pas repris (seuls le nom et le modificateur de dégâts le sont).</translation>
    </message>
    <message>
        <source>Current pools, specialities, languages, the occupation, Drive, Pillars and Sources of Stability are not carried.</source>
        <translation>Les réserves actuelles, spécialités, langues, la profession, la Motivation, les Piliers et les Sources de stabilité ne sont pas repris.</translation>
    </message>
    <message>
        <source>The blank lines of the sheet&apos;s notes.</source>
        <translation>Les lignes vides des notes de la feuille.</translation>
    </message>
    <message>
        <source>The typography of the sheet&apos;s notes (they read back with plain quotes, dashes and spaces).</source>
        <translation>La typographie des notes de la feuille (elles sont relues avec des guillemets, tirets et espaces simples).</translation>
    </message>
    <message>
        <source>statblocks are written for Call of Cthulhu and Trail of Cthulhu sheets, not {0}</source>
        <translation>les profils sont écrits pour les fiches Call of Cthulhu et Trail of Cthulhu, pas {0}</translation>
    </message>
    <message>
        <source>The name reads back as &apos;{0}&apos; (statblock names are read with plain quotes and dashes and without commas).</source>
        <translation>Le nom sera relu comme «&#xa0;{0}&#xa0;» (les noms des profils sont lus avec des guillemets et tirets simples, sans virgules).</translation>
    </message>
    <message>
        <source>The sheet&apos;s notes are not carried.</source>
        <translation>Les notes de la fiche ne sont pas reprises.</translation>
    </message>
    <message>
        <source>The portrait is not carried.</source>
        <translation>Le portrait n&apos;est pas repris.</translation>
    </message>
    <message>
        <source>the file cannot be read: {0}</source>
        <translation>le fichier est illisible&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the JSON gives the key {0} twice in its outermost object; SheetMaker does not guess which of the two values is meant: remove the stray one</source>
        <translation>le JSON donne deux fois la clé {0} dans son objet le plus extérieur&#xa0;; SheetMaker ne devine pas laquelle des deux valeurs est voulue&#xa0;: supprimez celle qui est en trop</translation>
    </message>
    <message>
        <source>the JSON gives the key {0} twice in the object at {1}; SheetMaker does not guess which of the two values is meant: remove the stray one</source>
        <translation>le JSON donne deux fois la clé {0} dans l&apos;objet {1}&#xa0;; SheetMaker ne devine pas laquelle des deux valeurs est voulue&#xa0;: supprimez celle qui est en trop</translation>
    </message>
    <message>
        <source>portrait ({0})</source>
        <translation>portrait ({0})</translation>
    </message>
    <message>
        <source>the text has {0} characters once its ligatures and other compatibility characters are spelled out; statblock text is read up to {1} MiB (paste fewer statblocks at a time)</source>
        <translation>le texte compte {0} caractères une fois ses ligatures et autres caractères de compatibilité écrits en toutes lettres&#xa0;; un profil en texte est lu jusqu&apos;à {1} Mio (collez moins de profils à la fois)</translation>
    </message>
    <message>
        <source>The Pulp talents after the first {0} were not read.</source>
        <translation>Les talents Pulp au-delà des {0} premiers n&apos;ont pas été lus.</translation>
    </message>
</context>
<context>
    <name>InvestigativePage</name>
    <message>
        <source>Investigative Abilities</source>
        <translation>Capacités d&apos;investigation</translation>
    </message>
    <message>
        <source>Spend your investigative build points on the abilities that find clues (● marks your occupation&apos;s, which cost half): a rating of 1 is enough to find every core clue.</source>
        <translation>Dépensez vos points de création d&apos;investigation dans les capacités qui permettent de trouver des indices (● marque celles de votre profession, à demi-tarif) : une valeur de 1 suffit pour trouver chaque indice essentiel.</translation>
    </message>
    <message>
        <source>Investigative build points left: {0} of {1}</source>
        <translation>Points de création d&apos;investigation restants : {0} sur {1}</translation>
    </message>
    <message>
        <source>Choose an occupation first: it sets Credit Rating and half-price abilities.</source>
        <translation>Choisissez d&apos;abord une profession : elle fixe le Crédit et les capacités à demi-tarif.</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}); {2}: the first {3} are free (range {4}).</source>
        <translation>Crédit {0} ({1}) ; {2} : les {3} premiers points sont gratuits (plage {4}).</translation>
    </message>
    <message>
        <source>It costs {0} build point(s).</source>
        <translation>Cela coûte {0} point(s) de création.</translation>
    </message>
    <message>
        <source>Below the base, it gives {0} build point(s) back.</source>
        <translation>Sous la base, cela rend {0} point(s) de création.</translation>
    </message>
    <message>
        <source>The keeper allows buying Cthulhu Mythos; Sanity can then be at most {0} − Cthulhu Mythos.</source>
        <translation>Le Gardien autorise l&apos;achat du Mythe de Cthulhu ; la Santé mentale peut alors valoir au plus {0} − Mythe de Cthulhu.</translation>
    </message>
    <message>
        <source>Cthulhu Mythos is locked at 0: it is learnt in play unless the keeper allows buying it.</source>
        <translation>Le Mythe de Cthulhu est verrouillé à 0 : il s&apos;apprend en jeu, sauf si le Gardien en autorise l&apos;achat.</translation>
    </message>
</context>
<context>
    <name>LibraryCompareDialog</name>
    <message numerus="yes">
        <source>%n field(s) differ between the original, {0}, and the conflict copy a sync tool made when both changed, {1}. Keep one version: the other goes to the library&apos;s trash (Undo brings it back).</source>
        <translation>
            <numerusform>%n champ diffère entre l&apos;original, {0}, et la copie de conflit qu&apos;un outil de synchronisation a créée quand les deux ont changé, {1}. Conservez une version : l&apos;autre part dans la corbeille de la bibliothèque (Annuler la restaure).</numerusform>
            <numerusform>%n champs diffèrent entre l&apos;original, {0}, et la copie de conflit qu&apos;un outil de synchronisation a créée quand les deux ont changé, {1}. Conservez une version : l&apos;autre part dans la corbeille de la bibliothèque (Annuler la restaure).</numerusform>
        </translation>
    </message>
    <message>
        <source>The two files hold the same values: keep either, the other goes to the trash.</source>
        <translation>Les deux fichiers contiennent les mêmes valeurs : conservez l&apos;un ou l&apos;autre, l&apos;autre part dans la corbeille.</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Original</source>
        <translation>Original</translation>
    </message>
    <message>
        <source>Conflict copy</source>
        <translation>Copie de conflit</translation>
    </message>
    <message>
        <source>Keep the &amp;Original</source>
        <translation>Conserver l&apos;&amp;original</translation>
    </message>
    <message>
        <source>The conflict copy goes to the trash.</source>
        <translation>La copie de conflit part dans la corbeille.</translation>
    </message>
    <message>
        <source>Keep the &amp;Conflict Copy</source>
        <translation>Conserver la &amp;copie de conflit</translation>
    </message>
    <message>
        <source>The copy takes the original&apos;s file name; the original goes to the trash.</source>
        <translation>La copie prend le nom de fichier de l&apos;original ; l&apos;original part dans la corbeille.</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>The two versions cannot be compared: {0}</source>
        <translation>Les deux versions ne peuvent pas être comparées : {0}</translation>
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
        <translation>Call of Cthulhu 7e édition</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigateur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Tags</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>HP / Health</source>
        <translation>PV / Santé</translation>
    </message>
    <message>
        <source>SAN / Stability</source>
        <translation>SAN / Stabilité</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>Modifié</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>{0} cannot be read: {1}</source>
        <translation>{0} ne peut pas être lu : {1}</translation>
    </message>
    <message>
        <source>A copy a sync tool made of {0} when both changed; use Compare to keep one.</source>
        <translation>Une copie de {0} créée par un outil de synchronisation quand les deux ont changé ; utilisez Comparer pour en garder une.</translation>
    </message>
    <message>
        <source>No portrait</source>
        <translation>Pas de portrait</translation>
    </message>
    <message>
        <source>{0} — broken: {1}</source>
        <translation>{0} — endommagé : {1}</translation>
    </message>
    <message>
        <source>Unnamed NPC</source>
        <translation>PNJ sans nom</translation>
    </message>
    <message>
        <source>Unnamed investigator</source>
        <translation>Investigateur sans nom</translation>
    </message>
    <message>
        <source>{0} (conflict copy)</source>
        <translation>{0} (copie de conflit)</translation>
    </message>
    <message>
        <source>These sheets could not be moved to the trash: {0}.</source>
        <translation>Ces fiches n&apos;ont pas pu être placées dans la corbeille&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>A sheet could not be restored from the trash: {0}.</source>
        <translation>Une fiche n&apos;a pas pu être restaurée depuis la corbeille&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} could not be moved to the trash: {1}.</source>
        <translation>{0} n&apos;a pas pu être placé dans la corbeille&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Rename to “{0}”</source>
        <translation>Renommer en «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>{0} could not be renamed: {1}</source>
        <translation>{0} n&apos;a pas pu être renommé&#xa0;: {1}</translation>
    </message>
    <message>
        <source>The rename could not be undone: {0}</source>
        <translation>Le renommage n&apos;a pas pu être annulé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Some sheets could not be tagged: {0}</source>
        <translation>Certaines fiches n&apos;ont pas pu être étiquetées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The tags of {0} could not be put back: {1}</source>
        <translation>Les étiquettes de {0} n&apos;ont pas pu être rétablies&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Keep one version of “{0}”</source>
        <translation>Garder une version de «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>The conflict could not be resolved: {0}.</source>
        <translation>Le conflit n&apos;a pas pu être résolu&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The choice could not be undone: {0}.</source>
        <translation>Le choix n&apos;a pas pu être annulé&#xa0;: {0}.</translation>
    </message>
</context>
<context>
    <name>LibraryPage</name>
    <message>
        <source>Library folder</source>
        <translation>Dossier de la bibliothèque</translation>
    </message>
    <message>
        <source>Add Folder…</source>
        <translation>Ajouter un dossier…</translation>
    </message>
    <message>
        <source>Show another folder of sheets in the library</source>
        <translation>Afficher un autre dossier de fiches dans la bibliothèque</translation>
    </message>
    <message>
        <source>Search the library (Ctrl+F)</source>
        <translation>Rechercher dans la bibliothèque (Ctrl+F)</translation>
    </message>
    <message>
        <source>Finds sheets whose name, occupation, tags, notes or player hold every word typed</source>
        <translation>Trouve les fiches dont le nom, la profession, les étiquettes, les notes ou le joueur contiennent tous les mots saisis</translation>
    </message>
    <message>
        <source>Search the library</source>
        <translation>Rechercher dans la bibliothèque</translation>
    </message>
    <message>
        <source>Game filter</source>
        <translation>Filtre de jeu</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
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
        <translation>Filtre de type</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Tous les types</translation>
    </message>
    <message>
        <source>Investigators</source>
        <translation>Investigateurs</translation>
    </message>
    <message>
        <source>NPCs</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>Tag filter</source>
        <translation>Filtre d&apos;étiquette</translation>
    </message>
    <message>
        <source>All tags</source>
        <translation>Toutes les étiquettes</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>Doss&amp;ier :</translation>
    </message>
    <message>
        <source>Sheets in the library</source>
        <translation>Fiches de la bibliothèque</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>Open the selected sheets in tabs (Enter)</source>
        <translation>Ouvrir les fiches sélectionnées dans des onglets (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>Copy the selected sheets as new characters in this folder</source>
        <translation>Copier les fiches sélectionnées comme nouveaux personnages dans ce dossier</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Renommer…</translation>
    </message>
    <message>
        <source>Change the character&apos;s name and the file&apos;s name</source>
        <translation>Changer le nom du personnage et celui du fichier</translation>
    </message>
    <message>
        <source>&amp;Tag…</source>
        <translation>É&amp;tiqueter…</translation>
    </message>
    <message>
        <source>Add or remove tags on the selected sheets</source>
        <translation>Ajouter ou retirer des étiquettes sur les fiches sélectionnées</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Supprimer</translation>
    </message>
    <message>
        <source>Move the selected sheets to the library&apos;s trash (Undo brings them back)</source>
        <translation>Déplacer les fiches sélectionnées dans la corbeille de la bibliothèque (Annuler les restaure)</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>&amp;Comparer…</translation>
    </message>
    <message>
        <source>Compare a sync tool&apos;s conflict copy with its original and keep one</source>
        <translation>Comparer la copie de conflit d&apos;un outil de synchronisation avec son original et en conserver une</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>E&amp;xporter en PDF…</translation>
    </message>
    <message>
        <source>Print the selected sheets (or their statblocks) into one PDF</source>
        <translation>Imprimer les fiches sélectionnées (ou leurs profils) dans un seul PDF</translation>
    </message>
    <message>
        <source>T&amp;rash…</source>
        <translation>Corbei&amp;lle…</translation>
    </message>
    <message>
        <source>Sheets moved to the trash: restore them or empty it</source>
        <translation>Fiches déplacées dans la corbeille : restaurez-les ou videz-la</translation>
    </message>
    <message>
        <source>Show in &amp;Folder</source>
        <translation>&amp;Afficher dans le dossier</translation>
    </message>
    <message>
        <source>Open the library folder in the file manager</source>
        <translation>Ouvrir le dossier de la bibliothèque dans le gestionnaire de fichiers</translation>
    </message>
    <message>
        <source>New Quick &amp;NPCs…</source>
        <translation>&amp;Nouveaux PNJ rapides…</translation>
    </message>
    <message>
        <source>Make a batch of quick NPCs in this folder (one Undo removes the batch)</source>
        <translation>Créer un lot de PNJ rapides dans ce dossier (une seule annulation supprime le lot)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Undo the library&apos;s last change</source>
        <translation>Annuler la dernière modification de la bibliothèque</translation>
    </message>
    <message>
        <source>Redo the library&apos;s last undone change</source>
        <translation>Rétablir la dernière modification annulée de la bibliothèque</translation>
    </message>
    <message>
        <source>The library folder {0} cannot be made: {1}.</source>
        <translation>Le dossier de bibliothèque {0} ne peut pas être créé : {1}.</translation>
    </message>
    <message>
        <source>Add a Folder to the Library</source>
        <translation>Ajouter un dossier à la bibliothèque</translation>
    </message>
    <message>
        <source>The library folder could not be read completely: {0}</source>
        <translation>Le dossier de la bibliothèque n&apos;a pas pu être lu entièrement : {0}</translation>
    </message>
    <message>
        <source>Choose a folder of sheets with Add Folder….</source>
        <translation>Choisissez un dossier de fiches avec Ajouter un dossier….</translation>
    </message>
    <message>
        <source>Reading the folder…</source>
        <translation>Lecture du dossier…</translation>
    </message>
    <message>
        <source>No sheets in this folder yet. Drop .sheet.json files here, or save a sheet into {0}.</source>
        <translation>Aucune fiche dans ce dossier pour l&apos;instant. Déposez-y des fichiers .sheet.json, ou enregistrez une fiche dans {0}.</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s)</source>
        <translation>
            <numerusform>%n fiche</numerusform>
            <numerusform>%n fiches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken</source>
        <translation>
            <numerusform>%n endommagée</numerusform>
            <numerusform>%n endommagées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n conflict(s)</source>
        <translation>
            <numerusform>%n conflit</numerusform>
            <numerusform>%n conflits</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} shown of {1}</source>
        <translation>{0} affichées sur {1}</translation>
    </message>
    <message>
        <source>{0} (reading…)</source>
        <translation>{0} (lecture…)</translation>
    </message>
    <message>
        <source>No sheet matches “{0}” with these filters.</source>
        <translation>Aucune fiche ne correspond à « {0} » avec ces filtres.</translation>
    </message>
    <message>
        <source>No sheet matches “{0}”.</source>
        <translation>Aucune fiche ne correspond à « {0} ».</translation>
    </message>
    <message>
        <source>No sheet matches these filters.</source>
        <translation>Aucune fiche ne correspond à ces filtres.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: {1}.</source>
        <translation>{0} ne peut pas être ouvert : {1}.</translation>
    </message>
    <message>
        <source>{0} (copy)</source>
        <translation>{0} (copie)</translation>
    </message>
    <message>
        <source>{0} could not be duplicated: {1}</source>
        <translation>{0} n&apos;a pas pu être dupliqué : {1}</translation>
    </message>
    <message numerus="yes">
        <source>Duplicate %n sheet(s)</source>
        <translation>
            <numerusform>Dupliquer %n fiche</numerusform>
            <numerusform>Dupliquer %n fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>The character&apos;s new name (the file is renamed too):</source>
        <translation>Le nouveau nom du personnage (le fichier est renommé aussi) :</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) moved to the trash; Undo brings them back.</source>
        <translation>
            <numerusform>%n fiche déplacée dans la corbeille ; Annuler la restaure.</numerusform>
            <numerusform>%n fiches déplacées dans la corbeille ; Annuler les restaure.</numerusform>
        </translation>
    </message>
    <message>
        <source>The files could not be copied into the library: {0}</source>
        <translation>Les fichiers n&apos;ont pas pu être copiés dans la bibliothèque : {0}</translation>
    </message>
    <message numerus="yes">
        <source>Add %n sheet(s)</source>
        <translation>
            <numerusform>Ajouter %n fiche</numerusform>
            <numerusform>Ajouter %n fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0} : {1}.</translation>
    </message>
    <message>
        <source>These files cannot be imported:</source>
        <translation>Ces fichiers ne peuvent pas être importés :</translation>
    </message>
    <message>
        <source>Add 1 Sheet to the Library</source>
        <translation>Ajouter 1 fiche à la bibliothèque</translation>
    </message>
    <message>
        <source>Add {0} Sheets to the Library</source>
        <translation>Ajouter {0} fiches à la bibliothèque</translation>
    </message>
    <message>
        <source>The imported sheets could not be written into the library: {0}</source>
        <translation>Les fiches importées n&apos;ont pas pu être écrites dans la bibliothèque : {0}</translation>
    </message>
    <message numerus="yes">
        <source>Add %n new sheet(s)</source>
        <translation>
            <numerusform>Ajouter %n nouvelle fiche</numerusform>
            <numerusform>Ajouter %n nouvelles fiches</numerusform>
        </translation>
    </message>
    <message>
        <source>The original of this conflict copy, {0}, is gone: rename the copy to keep it.</source>
        <translation>L&apos;original de cette copie de conflit, {0}, a disparu : renommez la copie pour la conserver.</translation>
    </message>
    <message>
        <source>A PDF export is still running.</source>
        <translation>Un export PDF est encore en cours.</translation>
    </message>
    <message>
        <source>{0} cannot be exported: {1}</source>
        <translation>{0} ne peut pas être exporté : {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sheets</source>
        <translation>
            <numerusform>%n fiche</numerusform>
            <numerusform>%n fiches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LiveSummary</name>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>MVT</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Carrure</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation>Nouvel investigateur</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>{0} ans</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>années 1920</translation>
    </message>
    <message>
        <source>modern day</source>
        <translation>époque moderne</translation>
    </message>
    <message>
        <source>Skill points: choose an occupation first.</source>
        <translation>Points de compétences : choisissez d&apos;abord une profession.</translation>
    </message>
    <message>
        <source>Skills: quick-start values.</source>
        <translation>Compétences : valeurs de démarrage rapide.</translation>
    </message>
    <message>
        <source>Occupation points left: {0} of {1}
Personal interest points left: {2} of {3}</source>
        <translation>Points de profession restants : {0} sur {1}
Points d&apos;intérêt personnel restants : {2} sur {3}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Open sheets</source>
        <translation>Fiches ouvertes</translation>
    </message>
    <message>
        <source>Undo history</source>
        <translation>Historique des annulations</translation>
    </message>
    <message>
        <source>&lt;as opened&gt;</source>
        <translation>&lt;à l&apos;ouverture&gt;</translation>
    </message>
    <message>
        <source>&amp;New Investigator…</source>
        <translation>&amp;Nouvel investigateur…</translation>
    </message>
    <message>
        <source>Build an investigator step by step (asks which game)</source>
        <translation>Créer un investigateur étape par étape (demande le jeu)</translation>
    </message>
    <message>
        <source>New &amp;Call of Cthulhu Investigator…</source>
        <translation>Nouvel investigateur &amp;Call of Cthulhu…</translation>
    </message>
    <message>
        <source>Build a Call of Cthulhu 7th edition investigator step by step</source>
        <translation>Créer un investigateur Call of Cthulhu 7e édition étape par étape</translation>
    </message>
    <message>
        <source>New &amp;Trail of Cthulhu Investigator…</source>
        <translation>Nouvel investigateur &amp;Trail of Cthulhu…</translation>
    </message>
    <message>
        <source>Build a Trail of Cthulhu investigator step by step</source>
        <translation>Créer un investigateur Trail of Cthulhu étape par étape</translation>
    </message>
    <message>
        <source>&amp;Call of Cthulhu</source>
        <translation>&amp;Call of Cthulhu</translation>
    </message>
    <message>
        <source>Start an empty Call of Cthulhu 7th edition sheet to fill in by hand</source>
        <translation>Commencer une fiche Call of Cthulhu 7e édition vierge à remplir à la main</translation>
    </message>
    <message>
        <source>&amp;Trail of Cthulhu</source>
        <translation>&amp;Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Start an empty Trail of Cthulhu sheet to fill in by hand</source>
        <translation>Commencer une fiche Trail of Cthulhu vierge à remplir à la main</translation>
    </message>
    <message>
        <source>&amp;Creation Record…</source>
        <translation>&amp;Relevé de création…</translation>
    </message>
    <message>
        <source>Record how the investigator&apos;s characteristics were made: method, age effects, Luck</source>
        <translation>Consigner comment les caractéristiques de l&apos;investigateur ont été obtenues : méthode, effets de l&apos;âge, Chance</translation>
    </message>
    <message>
        <source>Make the text of every window larger (up to 200%)</source>
        <translation>Agrandir le texte de toutes les fenêtres (jusqu’à 200 %)</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>Texte plus &amp;petit</translation>
    </message>
    <message>
        <source>Make the text of every window smaller (down to 100%)</source>
        <translation>Réduire le texte de toutes les fenêtres (jusqu’à 100 %)</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>Taille de texte &amp;normale</translation>
    </message>
    <message>
        <source>Show the text at 100%</source>
        <translation>Afficher le texte à 100 %</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open sheet files</source>
        <translation>Ouvrir des fichiers de fiche</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the sheet</source>
        <translation>Enregistrer la fiche</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the sheet under a new name</source>
        <translation>Enregistrer la fiche sous un nouveau nom</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>Exporter en &amp;PDF…</translation>
    </message>
    <message>
        <source>Export the sheet to a PDF file for printing</source>
        <translation>Exporter la fiche dans un fichier PDF pour l&apos;imprimer</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Close the sheet</source>
        <translation>Fermer la fiche</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit SheetMaker</source>
        <translation>Quitter SheetMaker</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Autosave, defaults of new sheets, colour scheme</source>
        <translation>Sauvegarde automatique, valeurs par défaut des nouvelles fiches, thème de couleurs</translation>
    </message>
    <message>
        <source>&amp;Undo History</source>
        <translation>&amp;Historique des annulations</translation>
    </message>
    <message>
        <source>&amp;About SheetMaker</source>
        <translation>À &amp;propos de SheetMaker</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>À propos de Qt</translation>
    </message>
    <message>
        <source>Lar&amp;ger Text</source>
        <translation>Te&amp;xte plus grand</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>New &amp;Blank Sheet</source>
        <translation>Nouvelle fiche &amp;vierge</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Sheet</source>
        <translation>F&amp;iche</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Blank Call of Cthulhu Sheet</source>
        <translation>Fiche Call of Cthulhu vierge</translation>
    </message>
    <message>
        <source>Blank Trail of Cthulhu Sheet</source>
        <translation>Fiche Trail of Cthulhu vierge</translation>
    </message>
    <message>
        <source>A new investigator, step by step, or a blank sheet</source>
        <translation>Un nouvel investigateur, étape par étape, ou une fiche vierge</translation>
    </message>
    <message>
        <source>New sheet</source>
        <translation>Nouvelle fiche</translation>
    </message>
    <message>
        <source>&amp;Toolbar</source>
        <translation>Barre d&apos;&amp;outils</translation>
    </message>
    <message>
        <source>&amp;Roll Log</source>
        <translation>&amp;Journal des jets</translation>
    </message>
    <message>
        <source>&amp;Party Table</source>
        <translation>&amp;Tableau du groupe</translation>
    </message>
    <message>
        <source>Show the party table: live values, group rolls and the combat order.</source>
        <translation>Afficher le tableau du groupe : valeurs en direct, jets de groupe et ordre de combat.</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>investigateur</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message>
        <source>The sheet cannot be shown.</source>
        <translation>La fiche ne peut pas être affichée.</translation>
    </message>
    <message>
        <source>{0} [read-only]</source>
        <translation>{0} [lecture seule]</translation>
    </message>
    <message>
        <source>{0} (not saved yet)</source>
        <translation>{0} (pas encore enregistrée)</translation>
    </message>
    <message>
        <source>SheetMaker</source>
        <translation>SheetMaker</translation>
    </message>
    <message>
        <source>{0}[*] (read-only: open in another SheetMaker) — SheetMaker</source>
        <translation>{0}[*] (lecture seule : ouverte dans un autre SheetMaker) — SheetMaker</translation>
    </message>
    <message>
        <source>{0}[*] — SheetMaker</source>
        <translation>{0}[*] — SheetMaker</translation>
    </message>
    <message>
        <source>Creation Record — {0}</source>
        <translation>Relevé de création — {0}</translation>
    </message>
    <message>
        <source>Record Creation</source>
        <translation>Consigner la création</translation>
    </message>
    <message>
        <source>Sheet Open Elsewhere</source>
        <translation>Fiche ouverte ailleurs</translation>
    </message>
    <message>
        <source>“{0}” is open in another SheetMaker ({1}).</source>
        <translation>« {0} » est ouvert dans un autre SheetMaker ({1}).</translation>
    </message>
    <message>
        <source>Open it read-only here, so that one copy cannot overwrite the other&apos;s changes? Open Anyway lets both save: the last save wins, and SheetMaker warns when the file changed.</source>
        <translation>L&apos;ouvrir ici en lecture seule, pour qu&apos;aucune copie n&apos;écrase les modifications de l&apos;autre ? « Ouvrir quand même » permet aux deux d&apos;enregistrer : le dernier enregistrement l&apos;emporte, et SheetMaker vous avertit si le fichier a changé.</translation>
    </message>
    <message>
        <source>Open Read-Only</source>
        <translation>Ouvrir en lecture seule</translation>
    </message>
    <message>
        <source>Open Anyway</source>
        <translation>Ouvrir quand même</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>“{0}” could not be opened.</source>
        <translation>Impossible d&apos;ouvrir « {0} ».</translation>
    </message>
    <message>
        <source>The sample could not be opened.</source>
        <translation>Impossible d&apos;ouvrir l&apos;exemple.</translation>
    </message>
    <message>
        <source>Open Sheets</source>
        <translation>Ouvrir des fiches</translation>
    </message>
    <message>
        <source>SheetMaker sheets (*.sheet.json);;All files (*)</source>
        <translation>Fiches SheetMaker (*.sheet.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save Sheet As</source>
        <translation>Enregistrer la fiche sous</translation>
    </message>
    <message>
        <source>SheetMaker sheets (*.sheet.json)</source>
        <translation>Fiches SheetMaker (*.sheet.json)</translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation>Remplacer le fichier</translation>
    </message>
    <message>
        <source>“{0}” already exists. Replace it?</source>
        <translation>« {0} » existe déjà. Le remplacer ?</translation>
    </message>
    <message>
        <source>The sheet was not saved.</source>
        <translation>La fiche n&apos;a pas été enregistrée.</translation>
    </message>
    <message>
        <source>“{0}” is open in another tab. Close it first, or choose another name.</source>
        <translation>« {0} » est ouvert dans un autre onglet. Fermez-le d&apos;abord, ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>“{0}” is open in another SheetMaker ({1}). Close it there first, or choose another name.</source>
        <translation>« {0} » est ouvert dans un autre SheetMaker ({1}). Fermez-le d&apos;abord là-bas, ou choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Replace a read-only file?</source>
        <translation>Remplacer un fichier en lecture seule ?</translation>
    </message>
    <message>
        <source>“{0}” is read-only: someone (or a sync tool) protected it. Replace it with this version anyway? Its read-only mark is kept.</source>
        <translation>« {0} » est en lecture seule : quelqu&apos;un (ou un outil de synchronisation) l&apos;a protégé. Le remplacer quand même par cette version ? Sa protection en lecture seule est conservée.</translation>
    </message>
    <message>
        <source>“{0}” was not saved.</source>
        <translation>« {0} » n&apos;a pas été enregistré.</translation>
    </message>
    <message>
        <source>{0}. Your changes are still here: try another folder or name.</source>
        <translation>{0}. Vos modifications sont toujours là : essayez un autre dossier ou un autre nom.</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>Fichier : {0}</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>Enregistré : {0}</translation>
    </message>
    <message>
        <source>“{0}” was renamed to “{1}” by another program.</source>
        <translation>« {0} » a été renommé en « {1} » par un autre programme.</translation>
    </message>
    <message>
        <source>“{0}” was deleted or moved by another program.</source>
        <translation>« {0} » a été supprimé ou déplacé par un autre programme.</translation>
    </message>
    <message>
        <source>Sheet File Gone</source>
        <translation>Fichier de fiche disparu</translation>
    </message>
    <message>
        <source>Save the sheet again under its name, save it under another name, or close it?</source>
        <translation>Enregistrer de nouveau la fiche sous son nom, l&apos;enregistrer sous un autre nom, ou la fermer ?</translation>
    </message>
    <message>
        <source>Save Again Here</source>
        <translation>Réenregistrer ici</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Sheet Changed on Disk</source>
        <translation>Fiche modifiée sur le disque</translation>
    </message>
    <message>
        <source>“{0}” was changed by another program or another SheetMaker.</source>
        <translation>« {0} » a été modifié par un autre programme ou un autre SheetMaker.</translation>
    </message>
    <message>
        <source>Reload reads the other version (your unsaved changes are kept in a copy beside the file); Keep Mine keeps the other version beside the file as a conflict copy and saves yours.</source>
        <translation>Recharger lit l&apos;autre version (vos modifications non enregistrées sont conservées dans une copie à côté du fichier) ; Garder la mienne conserve l&apos;autre version à côté du fichier comme copie de conflit et enregistre la vôtre.</translation>
    </message>
    <message>
        <source>Reload reads the other version; Keep Mine keeps the other version beside the file as a conflict copy and saves yours.</source>
        <translation>Recharger lit l&apos;autre version ; Garder la mienne conserve l&apos;autre version à côté du fichier comme copie de conflit et enregistre la vôtre.</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Keep Mine</source>
        <translation>Garder la mienne</translation>
    </message>
    <message>
        <source>Compare…</source>
        <translation>Comparer…</translation>
    </message>
    <message>
        <source>The file on disk cannot be read.</source>
        <translation>Le fichier sur le disque ne peut pas être lu.</translation>
    </message>
    <message>
        <source>Your unsaved changes could not be kept.</source>
        <translation>Vos modifications non enregistrées n&apos;ont pas pu être conservées.</translation>
    </message>
    <message>
        <source>{0}. Nothing was changed: use Save As to keep them.</source>
        <translation>{0}. Rien n&apos;a été modifié : utilisez Enregistrer sous pour les conserver.</translation>
    </message>
    <message>
        <source>“{0}” could not be reloaded.</source>
        <translation>« {0} » n&apos;a pas pu être rechargé.</translation>
    </message>
    <message>
        <source>“{0}” was reloaded.</source>
        <translation>« {0} » a été rechargé.</translation>
    </message>
    <message>
        <source>Your unsaved changes were kept in {0}.</source>
        <translation>Vos modifications non enregistrées ont été conservées dans {0}.</translation>
    </message>
    <message>
        <source>Reloaded {0}</source>
        <translation>Rechargé : {0}</translation>
    </message>
    <message>
        <source>The other version could not be kept; nothing was saved.</source>
        <translation>L&apos;autre version n&apos;a pas pu être conservée ; rien n&apos;a été enregistré.</translation>
    </message>
    <message>
        <source>“{0}” was saved.</source>
        <translation>« {0} » a été enregistré.</translation>
    </message>
    <message>
        <source>The other version was kept in {0}.</source>
        <translation>L&apos;autre version a été conservée dans {0}.</translation>
    </message>
    <message>
        <source>Unsaved changes kept in {0}</source>
        <translation>Modifications non enregistrées conservées dans {0}</translation>
    </message>
    <message>
        <source>Exported {0}</source>
        <translation>Exporté : {0}</translation>
    </message>
    <message>
        <source>A PDF export is still running.</source>
        <translation>Un export PDF est encore en cours.</translation>
    </message>
    <message>
        <source>&amp;Library</source>
        <translation>&amp;Bibliothèque</translation>
    </message>
    <message>
        <source>Show the library: every sheet of a folder, searched, sorted and printed together</source>
        <translation>Afficher la bibliothèque : toutes les fiches d&apos;un dossier, recherchées, triées et imprimées ensemble</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“{0}” has changes that are not saved. Save them before closing?</source>
        <translation>« {0} » contient des modifications non enregistrées. Les enregistrer avant de fermer ?</translation>
    </message>
    <message>
        <source>{0} sheets have changes that are not saved:
{1}

Save all of them, discard all the changes, or cancel to look at them one by one.</source>
        <translation>{0} fiches contiennent des modifications non enregistrées :
{1}

Enregistrez-les toutes, abandonnez toutes les modifications, ou annulez pour les examiner une par une.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>Import sheets from Dhole&apos;s House JSON, a Foundry VTT actor or a statblock as text</source>
        <translation>Importer des fiches depuis un JSON de Dhole&apos;s House, un acteur Foundry VTT ou un profil en texte</translation>
    </message>
    <message>
        <source>Export &amp;As…</source>
        <translation>Exporter &amp;au format…</translation>
    </message>
    <message>
        <source>Write the sheet as Dhole&apos;s House JSON, a Foundry VTT actor or statblock text</source>
        <translation>Écrire la fiche en JSON de Dhole&apos;s House, en acteur Foundry VTT ou en profil texte</translation>
    </message>
    <message>
        <source>Copy as &amp;Statblock</source>
        <translation>Copier le &amp;profil</translation>
    </message>
    <message>
        <source>Put the sheet&apos;s keeper-style statblock on the clipboard</source>
        <translation>Placer le profil de la fiche, façon Gardien, dans le presse-papiers</translation>
    </message>
    <message>
        <source>Imported 1 sheet; save it to keep it.</source>
        <translation>1 fiche importée ; enregistrez-la pour la conserver.</translation>
    </message>
    <message>
        <source>Imported {0} sheets; save them to keep them.</source>
        <translation>{0} fiches importées ; enregistrez-les pour les conserver.</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0} : {1}.</translation>
    </message>
    <message>
        <source>This file cannot be imported.</source>
        <translation>Ce fichier ne peut pas être importé.</translation>
    </message>
    <message>
        <source>{0} files cannot be imported.</source>
        <translation>{0} fichiers ne peuvent pas être importés.</translation>
    </message>
    <message>
        <source>Exported {0}.</source>
        <translation>Exporté : {0}.</translation>
    </message>
    <message>
        <source>The statblock could not be made.</source>
        <translation>Le profil n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>The statblock is on the clipboard.</source>
        <translation>Le profil est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>{0} in {1}</source>
        <translation>{0} dans {1}</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Effacer la liste</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Échec de la sauvegarde automatique : {0}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Part of the recovery information was damaged and was ignored: sheets whose file is no longer known come back untitled (Save asks where).</source>
        <translation>Une partie des informations de récupération était endommagée et a été ignorée : les fiches dont le fichier n&apos;est plus connu reviennent sans nom de fichier (l&apos;enregistrement demandera où).</translation>
    </message>
    <message>
        <source>Recover Unsaved Changes</source>
        <translation>Récupérer les modifications non enregistrées</translation>
    </message>
    <message>
        <source>SheetMaker did not close properly last time. Unsaved changes to these sheets were kept:

{0}

Restore them? If you choose No, the kept changes are deleted.</source>
        <translation>SheetMaker ne s&apos;est pas fermé correctement la dernière fois. Les modifications non enregistrées de ces fiches ont été conservées :

{0}

Les restaurer ? Si vous choisissez Non, les modifications conservées sont supprimées.</translation>
    </message>
    <message>
        <source>“{0}” is gone or is not a sheet file: this sheet comes back untitled (Save asks where).</source>
        <translation>« {0} » a disparu ou n&apos;est pas un fichier de fiche : cette fiche revient sans nom de fichier (l&apos;enregistrement demandera où).</translation>
    </message>
    <message>
        <source>SheetMaker cannot tell whether the file on disk was changed after this copy was made; saving will ask what to keep.</source>
        <translation>SheetMaker ne peut pas savoir si le fichier sur le disque a été modifié après cette copie ; l&apos;enregistrement demandera quoi garder.</translation>
    </message>
    <message>
        <source>The file on disk was changed at {0} after this copy was made; saving will ask what to keep.</source>
        <translation>Le fichier sur le disque a été modifié à {0}, après cette copie ; l&apos;enregistrement demandera quoi garder.</translation>
    </message>
    <message>
        <source>Some sheets could not be recovered.</source>
        <translation>Certaines fiches n&apos;ont pas pu être récupérées.</translation>
    </message>
    <message>
        <source>{0} problems were found; see the details.</source>
        <translation>{0} problèmes ont été trouvés ; voir les détails.</translation>
    </message>
</context>
<context>
    <name>MindPage</name>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>&amp;Drive: what keeps your investigator going when sense says stop.</source>
        <translation>&amp;Motivation&#xa0;: ce qui pousse votre investigateur à continuer quand la raison dit stop.</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Motivations</translation>
    </message>
    <message>
        <source>&amp;Why is it theirs? (a sentence or two for the keeper)</source>
        <translation>P&amp;ourquoi est-ce la sienne&#xa0;? (une phrase ou deux pour le Gardien)</translation>
    </message>
    <message>
        <source>Why this Drive</source>
        <translation>Pourquoi cette Motivation</translation>
    </message>
    <message>
        <source>e.g. Her brother vanished on an expedition; she must know why.</source>
        <translation>p. ex. Son frère a disparu lors d&apos;une expédition&#xa0;; elle doit savoir pourquoi.</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Piliers de santé mentale</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Sources de stabilité</translation>
    </message>
    <message>
        <source>&amp;Add a Source</source>
        <translation>&amp;Ajouter une Source</translation>
    </message>
    <message>
        <source>Mind</source>
        <translation>Esprit</translation>
    </message>
    <message>
        <source>Say what your investigator speaks, what drives them into danger and what holds their mind together: the keeper uses these to test and reward them.</source>
        <translation>Indiquez les langues que parle votre investigateur, ce qui le pousse vers le danger et ce qui préserve son esprit&#xa0;: le Gardien s&apos;en sert pour le mettre à l&apos;épreuve et le récompenser.</translation>
    </message>
    <message>
        <source>Languages {0}: name {0} language(s) your investigator knows besides their mother tongue.</source>
        <translation>Langues {0}&#xa0;: nommez {0} langue(s) que votre investigateur connaît en plus de sa langue maternelle.</translation>
    </message>
    <message>
        <source>Languages 0: your investigator speaks only their mother tongue.</source>
        <translation>Langues 0&#xa0;: votre investigateur ne parle que sa langue maternelle.</translation>
    </message>
    <message>
        <source>Their occupation brings {0}.</source>
        <translation>Sa profession apporte {0}.</translation>
    </message>
    <message>
        <source>Language {0}</source>
        <translation>Langue {0}</translation>
    </message>
    <message>
        <source>Language {0}, e.g. French</source>
        <translation>Langue {0}, p. ex. anglais</translation>
    </message>
    <message>
        <source>Your Drive: {0} (not one of the rules&apos; Drives; the keeper may agree).</source>
        <translation>Votre Motivation&#xa0;: {0} (absente des Motivations des règles&#xa0;; le Gardien peut l&apos;accepter).</translation>
    </message>
    <message>
        <source>Sanity {0} asks for {1} Pillar(s) of Sanity (one per {2} full points): convictions that keep your investigator sane. Pick an example or write your own.</source>
        <translation>Une Santé mentale de {0} exige {1} Pilier(s) de santé mentale (un par tranche complète de {2} points)&#xa0;: des convictions qui préservent la raison de votre investigateur. Choisissez un exemple ou écrivez le vôtre.</translation>
    </message>
    <message>
        <source>Pillar of Sanity {0}</source>
        <translation>Pilier de santé mentale {0}</translation>
    </message>
    <message>
        <source>Pillar {0}: a conviction</source>
        <translation>Pilier {0}&#xa0;: une conviction</translation>
    </message>
    <message>
        <source>Stability {0} allows up to {1} Source(s) of Stability (one per {2} full points): living people your investigator cares about, not fellow investigators.</source>
        <translation>Une Stabilité de {0} permet jusqu&apos;à {1} Source(s) de stabilité (une par tranche complète de {2} points)&#xa0;: des personnes vivantes auxquelles votre investigateur tient, hors autres investigateurs.</translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp option; this is a Purist campaign.</source>
        <translation>Les Sources de stabilité sont une option Pulp&#xa0;; cette campagne est Purist.</translation>
    </message>
    <message>
        <source>Source of Stability {0}: name</source>
        <translation>Source de stabilité {0}&#xa0;: nom</translation>
    </message>
    <message>
        <source>Name, e.g. Margaret Hale</source>
        <translation>Nom, p. ex. Margaret Hale</translation>
    </message>
    <message>
        <source>Source of Stability {0}: who they are to you</source>
        <translation>Source de stabilité {0}&#xa0;: son lien avec vous</translation>
    </message>
    <message>
        <source>Who they are, e.g. sister</source>
        <translation>Son lien, p. ex. sœur</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove Source of Stability {0}</source>
        <translation>Retirer la Source de stabilité {0}</translation>
    </message>
</context>
<context>
    <name>MythosDialog</name>
    <message>
        <source>Gain Cthulhu Mythos</source>
        <translation>Gain en Mythe de Cthulhu</translation>
    </message>
    <message>
        <source>Cthulhu Mythos points gained</source>
        <translation>Points de Mythe de Cthulhu gagnés</translation>
    </message>
    <message>
        <source>&amp;Points gained:</source>
        <translation>&amp;Points gagnés&#xa0;:</translation>
    </message>
    <message>
        <source>A tome, a revelation…</source>
        <translation>Un grimoire, une révélation…</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Raison</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Raison&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Gain</source>
        <translation>&amp;Gagner</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1}.</source>
        <translation>Mythe de Cthulhu {0} → {1}.</translation>
    </message>
    <message>
        <source>The Sanity rating may be at most {0} (10 − Cthulhu Mythos): rating {1} → {2}, pool {3} → {4}.</source>
        <translation>La valeur de Santé mentale est plafonnée à {0} (10 − Mythe de Cthulhu)&#xa0;: valeur {1} → {2}, réserve {3} → {4}.</translation>
    </message>
    <message>
        <source>The Sanity rating {0} stays within its cap {1}.</source>
        <translation>La valeur de Santé mentale {0} reste sous son plafond de {1}.</translation>
    </message>
</context>
<context>
    <name>OccupationChoicesDialog</name>
    <message>
        <source>Occupation choices: {0}</source>
        <translation>Choix de la profession&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>{0} takes {1}; the choices below add the rest of its occupation skills.</source>
        <translation>{0} comprend {1}&#xa0;; les choix ci-dessous complètent ses compétences de profession.</translation>
    </message>
    <message>
        <source>Apply the occupation choices</source>
        <translation>Appliquer les choix de la profession</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>{0} choices are left to make</source>
        <translation>Il reste {0} choix à faire</translation>
    </message>
    <message>
        <source>One choice is left to make</source>
        <translation>Il reste un choix à faire</translation>
    </message>
    <message>
        <source>{0}: you may apply now and finish later; the sheet lists what is missing.</source>
        <translation>{0}&#xa0;: vous pouvez appliquer maintenant et terminer plus tard&#xa0;; la fiche indique ce qui manque.</translation>
    </message>
    <message>
        <source>Picks this occupation has no room for are removed: {0}.</source>
        <translation>Les choix pour lesquels cette profession n&apos;a plus de place sont retirés&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Correct the picks marked in red first.</source>
        <translation>Corrigez d&apos;abord les choix signalés en rouge.</translation>
    </message>
    <message>
        <source>Set the choices of {0}</source>
        <translation>Définir les choix de {0}</translation>
    </message>
    <message>
        <source>The choices were not applied: {0}</source>
        <translation>Les choix n&apos;ont pas été appliqués&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>OccupationChoicesForm</name>
    <message>
        <source>{0} ({1}): {2} points</source>
        <translation>{0} ({1})&#xa0;: {2} points</translation>
    </message>
    <message>
        <source>{0} — the best</source>
        <translation>{0} — la meilleure</translation>
    </message>
    <message>
        <source>Occupation skill points</source>
        <translation>Points de compétences de profession</translation>
    </message>
    <message>
        <source>{0} = {1} points</source>
        <translation>{0} = {1} points</translation>
    </message>
    <message>
        <source>{0}: pick the characteristic that counts.</source>
        <translation>{0}&#xa0;: choisissez la caractéristique retenue.</translation>
    </message>
    <message>
        <source>Characteristic of the points formula</source>
        <translation>Caractéristique de la formule de points</translation>
    </message>
    <message>
        <source>The best, now {0}: {1} points</source>
        <translation>La meilleure, actuellement {0}&#xa0;: {1} points</translation>
    </message>
    <message>
        <source>“The best” follows the characteristics: it always takes the pick that gives the most points.</source>
        <translation>«&#xa0;La meilleure&#xa0;» suit les caractéristiques&#xa0;: elle retient toujours le choix qui rapporte le plus de points.</translation>
    </message>
    <message>
        <source>&amp;Characteristic:</source>
        <translation>&amp;Caractéristique&#xa0;:</translation>
    </message>
    <message>
        <source>Quick-start sets the occupation skills&apos; values: the formula is not used.</source>
        <translation>La création rapide fixe les valeurs des compétences de profession&#xa0;: la formule n&apos;est pas utilisée.</translation>
    </message>
    <message>
        <source>Specialisations of the occupation&apos;s skills</source>
        <translation>Spécialités des compétences de la profession</translation>
    </message>
    <message>
        <source>e.g. {0}</source>
        <translation>p. ex. {0}</translation>
    </message>
    <message>
        <source>Name it</source>
        <translation>Nommez-la</translation>
    </message>
    <message>
        <source>Specialisation of {0}</source>
        <translation>Spécialité de {0}</translation>
    </message>
    <message>
        <source>{0}:</source>
        <translation>{0}&#xa0;:</translation>
    </message>
    <message>
        <source>(not chosen)</source>
        <translation>(non choisi)</translation>
    </message>
    <message>
        <source>{0}, pick {1} of {2}</source>
        <translation>{0}, en choisir {1} parmi {2}</translation>
    </message>
    <message>
        <source>Pick &amp;{0}:</source>
        <translation>Choix &amp;{0}&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>&amp;Choix&#xa0;:</translation>
    </message>
    <message>
        <source>{0} social skills</source>
        <translation>{0} compétences sociales</translation>
    </message>
    <message>
        <source>One social skill</source>
        <translation>Une compétence sociale</translation>
    </message>
    <message>
        <source>{0} skills of your choice (personal or era specialties)</source>
        <translation>{0} compétences au choix (spécialités personnelles ou d&apos;époque)</translation>
    </message>
    <message>
        <source>One skill of your choice (a personal or era specialty)</source>
        <translation>Une compétence au choix (spécialité personnelle ou d&apos;époque)</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} parmi {1}</translation>
    </message>
    <message>
        <source>One of {0}</source>
        <translation>Une parmi {0}</translation>
    </message>
    <message>
        <source>Choose or type a skill, e.g. Science (Chemistry)</source>
        <translation>Choisissez ou saisissez une compétence, p. ex. Science (Chemistry)</translation>
    </message>
    <message>
        <source>Choose or type, e.g. {0}</source>
        <translation>Choisissez ou saisissez, p. ex. {0}</translation>
    </message>
    <message>
        <source>Choose or type a skill</source>
        <translation>Choisissez ou saisissez une compétence</translation>
    </message>
    <message>
        <source>Write the specialisation without brackets, e.g. {0}.</source>
        <translation>Écrivez la spécialité sans parenthèses, p. ex. {0}.</translation>
    </message>
    <message>
        <source>{0} is already an occupation skill of {1}: pick another skill.</source>
        <translation>{0} fait déjà partie des compétences de profession de {1}&#xa0;: choisissez-en une autre.</translation>
    </message>
    <message>
        <source>pick {0} of “{1}”</source>
        <translation>en choisir {0} parmi «&#xa0;{1}&#xa0;»</translation>
    </message>
    <message>
        <source>“{0}”</source>
        <translation>«&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>{0} is already picked ({1}): pick another skill.</source>
        <translation>{0} est déjà choisie ({1})&#xa0;: choisissez une autre compétence.</translation>
    </message>
    <message>
        <source>Name the specialisation, e.g. {0}.</source>
        <translation>Nommez la spécialité, p. ex. {0}.</translation>
    </message>
    <message>
        <source>“{0}” is not a skill of the list. Add it to the sheet as a custom skill first, or pick a listed one.</source>
        <translation>«&#xa0;{0}&#xa0;» ne figure pas dans la liste des compétences. Ajoutez-la d&apos;abord à la fiche comme compétence personnalisée, ou choisissez-en une de la liste.</translation>
    </message>
    <message>
        <source>{0} takes no occupation points: pick another skill.</source>
        <translation>{0} ne reçoit pas de points de profession&#xa0;: choisissez une autre compétence.</translation>
    </message>
    <message>
        <source>{0} is not one of the options ({1}).</source>
        <translation>{0} ne fait pas partie des options ({1}).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
</context>
<context>
    <name>OccupationPage</name>
    <message>
        <source>{0} social</source>
        <translation>{0} compétence(s) sociale(s)</translation>
    </message>
    <message>
        <source>{0} other</source>
        <translation>{0} autre(s) compétence(s)</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} parmi {1}</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher&#xa0;:</translation>
    </message>
    <message>
        <source>Type a name or a skill, e.g. Library Use</source>
        <translation>Saisissez un nom ou une compétence, p. ex. Library Use</translation>
    </message>
    <message>
        <source>Show other &amp;eras</source>
        <translation>Afficher les autres &amp;époques</translation>
    </message>
    <message>
        <source>List the occupations of the other era too (they cannot be chosen)</source>
        <translation>Lister aussi les professions de l&apos;autre époque (elles ne peuvent pas être choisies)</translation>
    </message>
    <message>
        <source>&amp;Custom occupation…</source>
        <translation>Pr&amp;ofession personnalisée…</translation>
    </message>
    <message>
        <source>Make up an occupation the lists do not have</source>
        <translation>Inventer une profession absente des listes</translation>
    </message>
    <message>
        <source>Occupations</source>
        <translation>Professions</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Choose what your investigator does for a living: it gives the occupation skills and the points to spend on them.</source>
        <translation>Choisissez le métier de votre investigateur&#xa0;: il détermine les compétences de profession et les points à y répartir.</translation>
    </message>
    <message>
        <source>No occupation chosen yet: pick one in the list (type to search), or make up your own.</source>
        <translation>Aucune profession choisie&#xa0;: sélectionnez-en une dans la liste (tapez pour rechercher) ou inventez la vôtre.</translation>
    </message>
    <message>
        <source>{0} = {1} occupation skill points for this investigator (with {2}, the best)</source>
        <translation>{0} = {1} points de compétences de profession pour cet investigateur (avec {2}, la meilleure)</translation>
    </message>
    <message>
        <source>{0} = {1} occupation skill points for this investigator</source>
        <translation>{0} = {1} points de compétences de profession pour cet investigateur</translation>
    </message>
    <message>
        <source>{0} (custom)</source>
        <translation>{0} (personnalisée)</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}&#xa0;: {1}.</translation>
    </message>
    <message>
        <source>Credit Rating {0}–{1}. Skills: {2}.</source>
        <translation>Crédit {0}–{1}. Compétences&#xa0;: {2}.</translation>
    </message>
    <message>
        <source>plus a branch&apos;s: {0}</source>
        <translation>plus celles d&apos;une branche&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Type a name or an ability, e.g. Library Use</source>
        <translation>Saisissez un nom ou une capacité, p. ex. Library Use</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Vos choix</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branche</translation>
    </message>
    <message>
        <source>Branch of ser&amp;vice:</source>
        <translation>Branche mi&amp;litaire&#xa0;:</translation>
    </message>
    <message>
        <source>Choose what your investigator does for a living: its abilities cost half price, and it sets where Credit Rating starts.</source>
        <translation>Choisissez le métier de votre investigateur&#xa0;: ses capacités coûtent moitié prix, et il fixe le Crédit de départ.</translation>
    </message>
    <message>
        <source>No occupation chosen yet: pick one in the list (type to search).</source>
        <translation>Aucune profession choisie&#xa0;: sélectionnez-en une dans la liste (tapez pour rechercher).</translation>
    </message>
    <message>
        <source>{0}: occupational abilities at half price (1 build point buys {1} rating points): {2}.</source>
        <translation>{0}&#xa0;: capacités de profession à moitié prix (1 point de création achète {1} points de valeur)&#xa0;: {2}.</translation>
    </message>
    <message>
        <source>Credit Rating {0}: fixed, never bought.</source>
        <translation>Crédit {0}&#xa0;: fixe, jamais acheté.</translation>
    </message>
    <message>
        <source>Credit Rating {0}: it starts at {1} for free.</source>
        <translation>Crédit {0}&#xa0;: commence gratuitement à {1}.</translation>
    </message>
    <message>
        <source>Credit Rating is one of its occupational abilities.</source>
        <translation>Le Crédit fait partie de ses capacités de profession.</translation>
    </message>
    <message>
        <source>Choose a branch…</source>
        <translation>Choisissez une branche…</translation>
    </message>
    <message>
        <source>&amp;{0}. {1}:</source>
        <translation>&amp;{0}. {1}&#xa0;:</translation>
    </message>
    <message>
        <source>{0} (if the keeper allows)</source>
        <translation>{0} (si le Gardien l&apos;autorise)</translation>
    </message>
    <message>
        <source>Keeper may add:</source>
        <translation>Le Gardien peut ajouter&#xa0;:</translation>
    </message>
    <message>
        <source>Nothing to choose: every occupational ability is given.</source>
        <translation>Rien à choisir&#xa0;: toutes les capacités de profession sont acquises.</translation>
    </message>
</context>
<context>
    <name>OccupationTableModel</name>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Skill points</source>
        <translation>Points de compétences</translation>
    </message>
    <message>
        <source>Credit Rating</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>{0} (your data)</source>
        <translation>{0} (vos données)</translation>
    </message>
    <message>
        <source>modern only</source>
        <translation>époque moderne seulement</translation>
    </message>
    <message>
        <source>1920s only</source>
        <translation>années 1920 seulement</translation>
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
        <translation>Jet en opposition</translation>
    </message>
    <message>
        <source>Skill or characteristic</source>
        <translation>Compétence ou caractéristique</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Opponent&apos;s value</source>
        <translation>Valeur de l&apos;adversaire</translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation>Dés bonus</translation>
    </message>
    <message>
        <source>Penalty dice</source>
        <translation>Dés malus</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Jet&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s value:</source>
        <translation>&amp;Valeur de l&apos;adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Bonus dice:</source>
        <translation>Dés &amp;bonus&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Penalty dice:</source>
        <translation>Dés &amp;malus&#xa0;:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
</context>
<context>
    <name>PDF</name>
    <message>
        <source>Call of Cthulhu 7th edition</source>
        <translation>Call of Cthulhu 7e édition</translation>
    </message>
    <message>
        <source>Personal Description</source>
        <translation>Description personnelle</translation>
    </message>
    <message>
        <source>Ideology / Beliefs</source>
        <translation>Idéologie / Croyances</translation>
    </message>
    <message>
        <source>Significant People</source>
        <translation>Personnes importantes</translation>
    </message>
    <message>
        <source>Meaningful Locations</source>
        <translation>Lieux significatifs</translation>
    </message>
    <message>
        <source>Treasured Possessions</source>
        <translation>Biens précieux</translation>
    </message>
    <message>
        <source>Traits</source>
        <translation>Traits</translation>
    </message>
    <message>
        <source>Injuries &amp; Scars</source>
        <translation>Blessures &amp; cicatrices</translation>
    </message>
    <message>
        <source>Phobias &amp; Manias</source>
        <translation>Phobies &amp; manies</translation>
    </message>
    <message>
        <source>Arcane Tomes, Spells &amp; Artifacts</source>
        <translation>Ouvrages occultes, sorts &amp; artefacts</translation>
    </message>
    <message>
        <source>Encounters with Strange Entities</source>
        <translation>Rencontres avec des entités étranges</translation>
    </message>
    <message>
        <source>{0} era</source>
        <translation>Époque&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Investigator Skills</source>
        <translation>Compétences de l&apos;investigateur</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Gear &amp; Possessions</source>
        <translation>Équipement &amp; possessions</translation>
    </message>
    <message>
        <source>Spending Level</source>
        <translation>Niveau de dépenses</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Liquidités</translation>
    </message>
    <message>
        <source>Assets</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Cash in hand</source>
        <translation>Argent sur soi</translation>
    </message>
    <message>
        <source>Cash &amp; Assets</source>
        <translation>Liquidités &amp; capital</translation>
    </message>
    <message>
        <source>{0} (player: {1})</source>
        <translation>{0} (joueur&#xa0;: {1})</translation>
    </message>
    <message>
        <source>Fellow Investigators</source>
        <translation>Compagnons d&apos;investigation</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Backstory &amp; Possessions</source>
        <translation>Historique &amp; possessions</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Residence</source>
        <translation>Résidence</translation>
    </message>
    <message>
        <source>Birthplace</source>
        <translation>Né(e) à</translation>
    </message>
    <message>
        <source>Era</source>
        <translation>Époque</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Âge</translation>
    </message>
    <message>
        <source>Pronouns</source>
        <translation>Pronoms</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>value · half · fifth</source>
        <translation>valeur · moitié · cinquième</translation>
    </message>
    <message>
        <source>Hit Points</source>
        <translation>Points de vie</translation>
    </message>
    <message>
        <source>max {0}</source>
        <translation>max. {0}</translation>
    </message>
    <message>
        <source>Magic Points</source>
        <translation>Points de magie</translation>
    </message>
    <message>
        <source>start {0} · max {1}</source>
        <translation>départ {0} · max. {1}</translation>
    </message>
    <message>
        <source>Sanity</source>
        <comment>Call of Cthulhu: Sanity (SAN)</comment>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>current</source>
        <translation>actuels</translation>
    </message>
    <message>
        <source>● occupation skill   ☐ improvement check</source>
        <translation>● compétence de profession   ☐ test d&apos;amélioration</translation>
    </message>
    <message>
        <source>full</source>
        <translation>val.</translation>
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
        <translation>Combat</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Carrure</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Armour</source>
        <translation>Armure</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Portée</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Attaques</translation>
    </message>
    <message>
        <source>Ammo</source>
        <translation>Mun.</translation>
    </message>
    <message>
        <source>Malf.</source>
        <translation>Panne</translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation>dégâts {0}</translation>
    </message>
    <message>
        <source>range {0}</source>
        <translation>portée {0}</translation>
    </message>
    <message>
        <source>attacks {0}</source>
        <translation>attaques {0}</translation>
    </message>
    <message>
        <source>ammo {0}</source>
        <translation>munitions {0}</translation>
    </message>
    <message>
        <source>malfunction {0}</source>
        <translation>panne {0}</translation>
    </message>
    <message>
        <source>{0} (continued)</source>
        <translation>{0} (suite)</translation>
    </message>
    <message>
        <source>Non-Player Character</source>
        <translation>Personnage non joueur</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigateur</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>{0} statblocks</source>
        <translation>{0} profils</translation>
    </message>
    <message>
        <source>{0} sheets</source>
        <translation>{0} fiches</translation>
    </message>
    <message>
        <source>{0}: cannot create the folder: {1}</source>
        <translation>{0}&#xa0;: impossible de créer le dossier&#xa0;: {1}</translation>
    </message>
    <message>
        <source>is a folder; give a file name such as sheets.pdf</source>
        <translation>est un dossier&#xa0;; indiquez un nom de fichier, p. ex. fiches.pdf</translation>
    </message>
    <message>
        <source>cannot write: {0}</source>
        <translation>écriture impossible&#xa0;: {0}</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Lost today</source>
        <translation>Perte du jour</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>États</translation>
    </message>
    <message>
        <source>Best Fighting</source>
        <translation>Meilleur combat</translation>
    </message>
    <message>
        <source>Best Firearms</source>
        <translation>Meilleure arme à feu</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>investigateur</translation>
    </message>
    <message>
        <source>Investigative abilities</source>
        <translation>Capacités d&apos;investigation</translation>
    </message>
    <message>
        <source>{0} gaps: abilities no investigator has are marked (gap)</source>
        <translation>{0} lacunes&#xa0;: les capacités qu&apos;aucun investigateur ne possède sont marquées (lacune)</translation>
    </message>
    <message>
        <source>{0} (gap)</source>
        <translation>{0} (lacune)</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Acts at</source>
        <translation>Agit à</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>{0} characters · {1}</source>
        <translation>{0} personnages · {1}</translation>
    </message>
    <message>
        <source>{0} · {1} · party table · SheetMaker</source>
        <translation>{0} · {1} · tableau du groupe · SheetMaker</translation>
    </message>
    <message>
        <source>Combat order (DEX; +50 with a readied firearm)</source>
        <translation>Ordre de combat (DEX&#xa0;; +50 avec une arme à feu prête)</translation>
    </message>
    <message>
        <source>Combat order (rating of the tested fighting ability)</source>
        <translation>Ordre de combat (valeur de la capacité de combat testée)</translation>
    </message>
    <message>
        <source>{0} character</source>
        <translation>{0} personnage</translation>
    </message>
    <message>
        <source>{0} characters</source>
        <translation>{0} personnages</translation>
    </message>
    <message>
        <source>Keeper&apos;s Statblocks</source>
        <translation>Profils du Gardien</translation>
    </message>
    <message>
        <source>Statblocks · SheetMaker</source>
        <translation>Profils · SheetMaker</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>{0} ans</translation>
    </message>
    <message>
        <source>DB:</source>
        <translation>Impact&#xa0;:</translation>
    </message>
    <message>
        <source>Build:</source>
        <translation>Carrure&#xa0;:</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>MVT&#xa0;:</translation>
    </message>
    <message>
        <source>MP:</source>
        <translation>PM&#xa0;:</translation>
    </message>
    <message>
        <source>Luck:</source>
        <translation>Chance&#xa0;:</translation>
    </message>
    <message>
        <source>Attacks per round:</source>
        <translation>Attaques par round&#xa0;:</translation>
    </message>
    <message>
        <source>{0} {1} damage {2}</source>
        <translation>{0} {1} dégâts {2}</translation>
    </message>
    <message>
        <source>Skills:</source>
        <translation>Compétences&#xa0;:</translation>
    </message>
    <message>
        <source>Armour:</source>
        <translation>Armure&#xa0;:</translation>
    </message>
    <message>
        <source>Sanity loss:</source>
        <translation>Perte de SAN&#xa0;:</translation>
    </message>
    <message>
        <source>{0} {1} (pool {2})</source>
        <translation>{0} {1} (réserve {2})</translation>
    </message>
    <message>
        <source>Abilities:</source>
        <translation>Capacités&#xa0;:</translation>
    </message>
    <message>
        <source>Investigative:</source>
        <translation>Investigation&#xa0;:</translation>
    </message>
    <message>
        <source>Hit Threshold:</source>
        <translation>Seuil de blessure&#xa0;:</translation>
    </message>
    <message>
        <source>Alertness Modifier:</source>
        <translation>Modificateur de Vigilance&#xa0;:</translation>
    </message>
    <message>
        <source>Stealth Modifier:</source>
        <translation>Modificateur de Discrétion&#xa0;:</translation>
    </message>
    <message>
        <source>Weapon:</source>
        <translation>Arme&#xa0;:</translation>
    </message>
    <message>
        <source>−{0} vs. damage</source>
        <translation>−{0} aux dégâts</translation>
    </message>
    <message>
        <source>Armor:</source>
        <translation>Armure&#xa0;:</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Courte</translation>
    </message>
    <message>
        <source>Near</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Longue</translation>
    </message>
    <message>
        <source>Pulp campaign</source>
        <translation>Campagne Pulp</translation>
    </message>
    <message>
        <source>Purist campaign</source>
        <translation>Campagne Purist</translation>
    </message>
    <message>
        <source>Occupational Benefits</source>
        <translation>Avantages de la profession</translation>
    </message>
    <message>
        <source>Occupational Benefits (continued)</source>
        <translation>Avantages de la profession (suite)</translation>
    </message>
    <message>
        <source>{0} intact · {1} at creation</source>
        <translation>{0} sur {1} intacts</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Piliers de santé mentale</translation>
    </message>
    <message>
        <source>Pillars of Sanity (continued)</source>
        <translation>Piliers de santé mentale (suite)</translation>
    </message>
    <message>
        <source>{0} alive · {1} needed</source>
        <translation>{0} en vie · {1} requise(s)</translation>
    </message>
    <message>
        <source>{0} alive · Pulp rule</source>
        <translation>{0} en vie · règle Pulp</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Sources de stabilité</translation>
    </message>
    <message>
        <source>Sources of Stability (continued)</source>
        <translation>Sources de stabilité (suite)</translation>
    </message>
    <message>
        <source>rating {0} · {1} named</source>
        <translation>valeur {0} · {1} nommée(s)</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Languages (continued)</source>
        <translation>Langues (suite)</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>rating {0} · pool {1}</source>
        <translation>valeur {0} · réserve {1}</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Mental Disorders</source>
        <translation>Troubles mentaux</translation>
    </message>
    <message>
        <source>Occupation range</source>
        <translation>Fourchette de la profession</translation>
    </message>
    <message>
        <source>False Sanity</source>
        <translation>Fausse Santé mentale</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Background &amp; Equipment</source>
        <translation>Historique &amp; équipement</translation>
    </message>
    <message>
        <source>shattered</source>
        <translation>brisé</translation>
    </message>
    <message>
        <source>crumbled</source>
        <translation>effondré</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>disparu</translation>
    </message>
    <message>
        <source>estranged</source>
        <translation>brouillé</translation>
    </message>
    <message>
        <source>{0} (meaningless)</source>
        <translation>{0} (vide de sens)</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>plus {0}</source>
        <translation>plus {0}</translation>
    </message>
    <message>
        <source>Occupational abilities (half price): {0}.</source>
        <translation>Capacités de profession (moitié prix)&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Credit Rating {0}, never bought.</source>
        <translation>Crédit {0}, jamais acheté.</translation>
    </message>
    <message>
        <source>Credit Rating {0}.</source>
        <translation>Crédit {0}.</translation>
    </message>
    <message>
        <source>Languages: {0}.</source>
        <translation>Langues&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>With the keeper&apos;s leave: {0}.</source>
        <translation>Avec l&apos;accord du Gardien&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>(continued on the next page)</source>
        <translation>(suite page suivante)</translation>
    </message>
    <message>
        <source>{0} more on the next page</source>
        <translation>+{0} en page suivante</translation>
    </message>
    <message>
        <source>Sanity, Stability and Health</source>
        <translation>Santé mentale, Stabilité et Santé</translation>
    </message>
    <message>
        <source>frame: rating · filled: pool</source>
        <translation>cadre&#xa0;: valeur · rempli&#xa0;: réserve</translation>
    </message>
    <message>
        <source>permanently insane</source>
        <translation>définitivement fou</translation>
    </message>
    <message>
        <source>insane</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>mind blasted</source>
        <translation>esprit brisé</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>ébranlé</translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation>grièvement blessé</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>réserve</translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation>Seuil de blessure</translation>
    </message>
    <message>
        <source>Alertness</source>
        <translation>Vigilance</translation>
    </message>
    <message>
        <source>Stealth</source>
        <translation>Discrétion</translation>
    </message>
    <message>
        <source>Academic</source>
        <translation>Académiques</translation>
    </message>
    <message>
        <source>Interpersonal</source>
        <translation>Relationnelles</translation>
    </message>
    <message>
        <source>Technical</source>
        <translation>Techniques</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Générales</translation>
    </message>
    <message>
        <source>● occupational   rating · pool</source>
        <translation>● de profession   valeur · réserve</translation>
    </message>
    <message>
        <source>damage 1D6 + modifier; — out of reach</source>
        <translation>dégâts 1D6 + modificateur&#xa0;; — hors d&apos;atteinte</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mêlée</translation>
    </message>
</context>
<context>
    <name>PartyDock</name>
    <message>
        <source>Party table</source>
        <translation>Tableau du groupe</translation>
    </message>
</context>
<context>
    <name>PartyModel</name>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>Nobody in the party has {0}: its clues need another way in.</source>
        <translation>Personne dans le groupe n&apos;a {0}&#xa0;: ses indices devront être obtenus autrement.</translation>
    </message>
    <message>
        <source>NPC</source>
        <translation>PNJ</translation>
    </message>
    <message>
        <source>investigator</source>
        <translation>investigateur</translation>
    </message>
    <message>
        <source>{0}, {1} played by {2}.</source>
        <translation>{0}, {1} joué par {2}.</translation>
    </message>
    <message>
        <source>{0}, {1}.</source>
        <translation>{0}, {1}.</translation>
    </message>
    <message>
        <source>the party table has no sheet to roll for</source>
        <translation>le tableau du groupe ne contient aucune fiche pour ce jet</translation>
    </message>
    <message>
        <source>Group SAN roll, loss {0}</source>
        <translation>Jet de SAN de groupe, perte {0}</translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed; {2} SAN lost in all.</source>
        <translation>{0} réussite(s), {1} échec(s)&#xa0;; {2} points de SAN perdus au total.</translation>
    </message>
    <message>
        <source>Group Luck roll</source>
        <translation>Jet de Chance de groupe</translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed. Lowest Luck: {2} ({3}).</source>
        <translation>{0} réussite(s), {1} échec(s). Chance la plus basse&#xa0;: {2} ({3}).</translation>
    </message>
    <message>
        <source>Group Stability test, loss {0}</source>
        <translation>Test de Stabilité de groupe, perte {0}</translation>
    </message>
    <message>
        <source>{0} succeeded, {1} failed.</source>
        <translation>{0} réussite(s), {1} échec(s).</translation>
    </message>
</context>
<context>
    <name>PartyPanel</name>
    <message>
        <source>Game of the party</source>
        <translation>Jeu du groupe</translation>
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
        <translation>Ajouter les fiches ouvertes…</translation>
    </message>
    <message>
        <source>Add open sheets of this game to the table. You can also drop sheet files on it.</source>
        <translation>Ajouter au tableau les fiches ouvertes de ce jeu. Vous pouvez aussi y déposer des fichiers de fiche.</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Take the selected rows off the table (the sheets stay open).</source>
        <translation>Retirer les lignes sélectionnées du tableau (les fiches restent ouvertes).</translation>
    </message>
    <message>
        <source>Print Party Table…</source>
        <translation>Imprimer le tableau du groupe…</translation>
    </message>
    <message>
        <source>Save the table and the combat order as a one-page PDF.</source>
        <translation>Enregistrer le tableau et l&apos;ordre de combat dans un PDF d&apos;une page.</translation>
    </message>
    <message>
        <source>Party table</source>
        <translation>Tableau du groupe</translation>
    </message>
    <message>
        <source>Group SAN Roll</source>
        <translation>Jet de SAN de groupe</translation>
    </message>
    <message>
        <source>SAN loss of the group roll</source>
        <translation>Perte de SAN du jet de groupe</translation>
    </message>
    <message>
        <source>The loss on a success / on a failure, such as 0/1D6 or 1/1D4+1.</source>
        <translation>La perte en cas de réussite / d&apos;échec, p. ex. 0/1D6 ou 1/1D4+1.</translation>
    </message>
    <message>
        <source>Group Luck Roll</source>
        <translation>Jet de Chance de groupe</translation>
    </message>
    <message>
        <source>Group Stability Test</source>
        <translation>Test de Stabilité de groupe</translation>
    </message>
    <message>
        <source>loss </source>
        <translation>perte </translation>
    </message>
    <message>
        <source>Stability loss of the group test</source>
        <translation>Perte de Stabilité du test de groupe</translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation>Mythe</translation>
    </message>
    <message>
        <source>A Mythos shock: a failure can also cost Sanity.</source>
        <translation>Un choc lié au Mythe&#xa0;: un échec peut aussi coûter de la Santé mentale.</translation>
    </message>
    <message>
        <source>Rolls for the selected rows, or for every row when none is selected.</source>
        <translation>Lance pour les lignes sélectionnées, ou pour toutes si aucune n&apos;est sélectionnée.</translation>
    </message>
    <message>
        <source>Group:</source>
        <translation>Groupe&#xa0;:</translation>
    </message>
    <message>
        <source>Combat order</source>
        <translation>Ordre de combat</translation>
    </message>
    <message>
        <source>Nothing was rolled: {0}.</source>
        <translation>Aucun jet effectué&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} others</source>
        <translation>{0} autres</translation>
    </message>
    <message>
        <source>DEX {0}</source>
        <translation>DEX {0}</translation>
    </message>
    <message>
        <source>DEX {0} + 50 for a readied firearm</source>
        <translation>DEX {0} + 50 pour une arme à feu prête</translation>
    </message>
    <message>
        <source>; tied with {0} on DEX and combat skill: the keeper decides</source>
        <translation>; à égalité avec {0} en DEX et en compétence de combat&#xa0;: le Gardien tranche</translation>
    </message>
    <message>
        <source>; same DEX as {0}: the higher combat skill goes first ({1} {2})</source>
        <translation>; même DEX que {0}&#xa0;: la meilleure compétence de combat passe en premier ({1} {2})</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>; surprised: acts last</source>
        <translation>; surpris&#xa0;: agit en dernier</translation>
    </message>
    <message>
        <source>a player acts before an NPC</source>
        <translation>un joueur agit avant un PNJ</translation>
    </message>
    <message>
        <source>more {0} pool points ({1})</source>
        <translation>plus de points de réserve en {0} ({1})</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>tiré au sort</translation>
    </message>
    <message>
        <source>; tied with {0}: {1}</source>
        <translation>; à égalité avec {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>No gaps: every investigative ability is covered by an investigator.</source>
        <translation>Aucune lacune&#xa0;: chaque capacité d&apos;investigation est couverte par un investigateur.</translation>
    </message>
    <message>
        <source>Tinted columns are gaps: {0} investigative abilities no investigator in the table has.</source>
        <translation>Les colonnes teintées sont des lacunes&#xa0;: {0} capacités d&apos;investigation qu&apos;aucun investigateur du tableau ne possède.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat order&lt;/b&gt;: by DEX, +50 with a readied firearm.</source>
        <translation>&lt;b&gt;Ordre de combat&lt;/b&gt;&#xa0;: par DEX, +50 avec une arme à feu prête.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat order&lt;/b&gt;: by the rating of the tested fighting ability.</source>
        <translation>&lt;b&gt;Ordre de combat&lt;/b&gt;&#xa0;: selon la valeur de la capacité de combat testée.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Character and reason</source>
        <translation>Personnage et motif</translation>
    </message>
    <message>
        <source>Readied</source>
        <translation>Arme prête</translation>
    </message>
    <message>
        <source>Surprised</source>
        <translation>Surpris</translation>
    </message>
    <message>
        <source>Tick a readied firearm: it acts at DEX + 50.</source>
        <translation>Cochez une arme à feu prête&#xa0;: elle agit à DEX + 50.</translation>
    </message>
    <message>
        <source>Tick the surprised: they act last.</source>
        <translation>Cochez les personnages surpris&#xa0;: ils agissent en dernier.</translation>
    </message>
    <message>
        <source>Readied firearm</source>
        <translation>Arme à feu prête</translation>
    </message>
    <message>
        <source>A readied firearm acts at DEX + 50.</source>
        <translation>Une arme à feu prête agit à DEX + 50.</translation>
    </message>
    <message>
        <source>Surprised characters act last.</source>
        <translation>Les personnages surpris agissent en dernier.</translation>
    </message>
    <message>
        <source>The PDF could not be written: {0}.</source>
        <translation>Le PDF n&apos;a pas pu être écrit&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>The party table was saved as “{0}”.</source>
        <translation>Le tableau du groupe a été enregistré sous «&#xa0;{0}&#xa0;».</translation>
    </message>
    <message>
        <source>Print Party Table</source>
        <translation>Imprimer le tableau du groupe</translation>
    </message>
    <message>
        <source>Party.pdf</source>
        <translation>Groupe.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PartyTable</name>
    <message>
        <source>No one in the party yet. Drag sheets here from the library or your file manager, or use Add Open Sheets…</source>
        <translation>Personne dans le groupe pour l&apos;instant. Faites glisser des fiches ici depuis la bibliothèque ou votre gestionnaire de fichiers, ou utilisez Ajouter les fiches ouvertes…</translation>
    </message>
</context>
<context>
    <name>PdfExporter</name>
    <message>
        <source>Export PDF</source>
        <translation>Exporter en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Replace File</source>
        <translation>Remplacer le fichier</translation>
    </message>
    <message>
        <source>“{0}” already exists. Replace it?</source>
        <translation>«&#xa0;{0}&#xa0;» existe déjà. Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <source>Exporting “{0}”…</source>
        <translation>Exportation de «&#xa0;{0}&#xa0;»…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>PDF export progress</source>
        <translation>Progression de l&apos;export PDF</translation>
    </message>
    <message>
        <source>Cancel the export</source>
        <translation>Annuler l&apos;export</translation>
    </message>
    <message>
        <source>The PDF “{0}” was written. Open it now?</source>
        <translation>Le PDF «&#xa0;{0}&#xa0;» a été écrit. L&apos;ouvrir maintenant&#xa0;?</translation>
    </message>
    <message>
        <source>The PDF could not be opened.</source>
        <translation>Le PDF n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>No application to show PDF files was found. The file is here: {0}</source>
        <translation>Aucune application permettant d&apos;afficher les fichiers PDF n&apos;a été trouvée. Le fichier se trouve ici&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} Try another folder or name.</source>
        <translation>{0} Essayez un autre dossier ou un autre nom.</translation>
    </message>
    <message>
        <source>An unexpected error stopped the export: {0}</source>
        <translation>Une erreur inattendue a interrompu l&apos;export&#xa0;: {0}</translation>
    </message>
    <message>
        <source>“{0}” was not exported.</source>
        <translation>«&#xa0;{0}&#xa0;» n&apos;a pas été exporté.</translation>
    </message>
    <message>
        <source>File: {0}</source>
        <translation>Fichier&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>PlayMenu</name>
    <message>
        <source>&amp;Luck Roll</source>
        <translation>Jet de &amp;Chance</translation>
    </message>
    <message>
        <source>&amp;Idea Roll</source>
        <translation>Jet d&apos;&amp;Idée</translation>
    </message>
    <message>
        <source>&amp;Know Roll</source>
        <translation>Jet de Co&amp;nnaissance</translation>
    </message>
    <message>
        <source>&amp;SAN Roll…</source>
        <translation>Jet de &amp;SAN…</translation>
    </message>
    <message>
        <source>&amp;Opposed Roll…</source>
        <translation>Jet en o&amp;pposition…</translation>
    </message>
    <message>
        <source>&amp;Development Phase…</source>
        <translation>Phase de &amp;développement…</translation>
    </message>
    <message>
        <source>Luck &amp;Recovery</source>
        <translation>&amp;Récupération de Chance</translation>
    </message>
    <message>
        <source>&amp;New Day</source>
        <translation>Nouvelle &amp;journée</translation>
    </message>
    <message>
        <source>A&amp;ge the Investigator…</source>
        <translation>&amp;Vieillir l&apos;investigateur…</translation>
    </message>
    <message>
        <source>D&amp;ying: CON Roll for This Round</source>
        <translation>Mo&amp;urant&#xa0;: jet de CON pour ce round</translation>
    </message>
    <message>
        <source>S&amp;tability Test…</source>
        <translation>Test de S&amp;tabilité…</translation>
    </message>
    <message>
        <source>Refresh &amp;Between Adventures</source>
        <translation>Régénérer &amp;entre deux aventures</translation>
    </message>
    <message>
        <source>&amp;24-Hour Refresh</source>
        <translation>Régénération de &amp;24 heures</translation>
    </message>
    <message>
        <source>A Day of &amp;Rest</source>
        <translation>Une journée de &amp;repos</translation>
    </message>
    <message>
        <source>Gain Cthulhu &amp;Mythos…</source>
        <translation>Gain en &amp;Mythe de Cthulhu…</translation>
    </message>
    <message>
        <source>T&amp;ake Damage…</source>
        <translation>Subir des dé&amp;gâts…</translation>
    </message>
    <message>
        <source>&amp;Heal…</source>
        <translation>S&amp;oigner…</translation>
    </message>
    <message>
        <source>Roll against Luck</source>
        <translation>Jet contre la Chance</translation>
    </message>
    <message>
        <source>Roll against INT</source>
        <translation>Jet contre l&apos;INT</translation>
    </message>
    <message>
        <source>Roll against EDU</source>
        <translation>Jet contre l&apos;ÉDU</translation>
    </message>
    <message>
        <source>A Sanity roll with a loss you type, such as 0/1D6</source>
        <translation>Un jet de SAN avec la perte que vous saisissez, p. ex. 0/1D6</translation>
    </message>
    <message>
        <source>Roll a skill or characteristic against a value</source>
        <translation>Jet d&apos;une compétence ou d&apos;une caractéristique contre une valeur</translation>
    </message>
    <message>
        <source>Roll for every ticked skill</source>
        <translation>Lancer pour chaque compétence cochée</translation>
    </message>
    <message>
        <source>1D100 above Luck adds 1D10 Luck</source>
        <translation>1D100 au-dessus de la Chance ajoute 1D10 de Chance</translation>
    </message>
    <message>
        <source>A new game day: SAN lost today goes back to 0</source>
        <translation>Nouvelle journée de jeu&#xa0;: la SAN perdue aujourd&apos;hui revient à 0</translation>
    </message>
    <message>
        <source>Test Stability against a traumatic event</source>
        <translation>Tester la Stabilité face à un événement traumatisant</translation>
    </message>
    <message>
        <source>Refresh every pool</source>
        <translation>Régénérer toutes les réserves</translation>
    </message>
    <message>
        <source>Refresh the pools that refresh every day</source>
        <translation>Régénérer les réserves qui se régénèrent chaque jour</translation>
    </message>
    <message>
        <source>Recover 2 Health</source>
        <translation>Récupérer 2 points de Santé</translation>
    </message>
    <message>
        <source>Age the investigator in play, decade by decade</source>
        <translation>Faire vieillir l&apos;investigateur en cours de jeu, décennie par décennie</translation>
    </message>
    <message>
        <source>A dying investigator&apos;s CON roll at the end of a round: a failure is death</source>
        <translation>Jet de CON d&apos;un investigateur mourant en fin de round&#xa0;: un échec signifie la mort</translation>
    </message>
    <message>
        <source>Gain Cthulhu Mythos; the Sanity rating falls to 10 − Mythos</source>
        <translation>Gagner du Mythe de Cthulhu&#xa0;; la valeur de Santé mentale tombe à 10 − Mythe</translation>
    </message>
    <message>
        <source>Take damage from an attack or a fall; the wound rules apply</source>
        <translation>Subir des dégâts d&apos;une attaque ou d&apos;une chute&#xa0;; les règles des blessures s&apos;appliquent</translation>
    </message>
    <message>
        <source>Heal with First Aid, Medicine or rest</source>
        <translation>Soigner par les Premiers soins, la Médecine ou le repos</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>{0} skill(s) ticked: roll for each, add the gains and clear the ticks?</source>
        <translation>{0} compétence(s) cochée(s)&#xa0;: lancer pour chacune, ajouter les gains et effacer les coches&#xa0;?</translation>
    </message>
    <message>
        <source>No skill is ticked: nothing can improve. Run the phase anyway?</source>
        <translation>Aucune compétence n&apos;est cochée&#xa0;: rien ne peut s&apos;améliorer. Lancer la phase quand même&#xa0;?</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Phase de développement</translation>
    </message>
    <message>
        <source>New day</source>
        <translation>Nouvelle journée</translation>
    </message>
    <message>
        <source>Health {0} of {1} ({2})</source>
        <translation>Santé {0} sur {1} ({2})</translation>
    </message>
    <message>
        <source>HP {0} of {1}</source>
        <translation>PV {0} sur {1}</translation>
    </message>
    <message>
        <source>major wound</source>
        <translation>blessure grave</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>inconscient</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>mourant</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
</context>
<context>
    <name>PortraitWidget</name>
    <message>
        <source>This file is not an image SheetMaker can read (PNG, JPEG, BMP, GIF…).</source>
        <translation>Ce fichier n&apos;est pas une image que SheetMaker sait lire (PNG, JPEG, BMP, GIF…).</translation>
    </message>
    <message>
        <source>The image is {0} × {1} pixels: too large. Use an image under {2} megapixels.</source>
        <translation>L&apos;image fait {0} × {1} pixels&#xa0;: trop grande. Utilisez une image de moins de {2} mégapixels.</translation>
    </message>
    <message>
        <source>The image cannot be read: {0}</source>
        <translation>L&apos;image ne peut pas être lue&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The image could not be converted for the sheet.</source>
        <translation>L&apos;image n&apos;a pas pu être convertie pour la fiche.</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portrait</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Choose a portrait</source>
        <translation>Choisir un portrait</translation>
    </message>
    <message>
        <source>Choose an image file, or drop one on the portrait</source>
        <translation>Choisissez un fichier image, ou déposez-en un sur le portrait</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the portrait</source>
        <translation>Retirer le portrait</translation>
    </message>
    <message>
        <source>No portrait

Choose one or drop an image here</source>
        <translation>Aucun portrait

Choisissez-en un ou déposez une image ici</translation>
    </message>
    <message>
        <source>The portrait cannot be shown</source>
        <translation>Le portrait ne peut pas être affiché</translation>
    </message>
    <message>
        <source>Portrait ({0} × {1} pixels)</source>
        <translation>Portrait ({0} × {1} pixels)</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)</source>
        <translation>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Autosave interval in minutes</source>
        <translation>Intervalle d&apos;enregistrement automatique en minutes</translation>
    </message>
    <message>
        <source>Unsaved sheets are copied to a recovery folder this often, so a crash loses at most this much work.</source>
        <translation>Les fiches non enregistrées sont copiées à cette fréquence dans un dossier de récupération&#xa0;: un plantage ne fait perdre au plus que ce temps de travail.</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>années 1920</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>époque moderne</translation>
    </message>
    <message>
        <source>Era of new Call of Cthulhu sheets</source>
        <translation>Époque des nouvelles fiches Call of Cthulhu</translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation>Afficher les compétences peu &amp;courantes</translation>
    </message>
    <message>
        <source>List the era&apos;s uncommon skills on new and opened sheets.</source>
        <translation>Lister les compétences peu courantes de l&apos;époque sur les fiches nouvelles et ouvertes.</translation>
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
        <translation>Style de campagne des nouvelles fiches Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast, light</source>
        <translation>Contraste élevé, clair</translation>
    </message>
    <message>
        <source>High contrast, dark</source>
        <translation>Contraste élevé, sombre</translation>
    </message>
    <message>
        <source>Colour scheme</source>
        <translation>Thème de couleurs</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The language of the menus, the sheets and the PDFs; it changes at once.</source>
        <translation>La langue des menus, des fiches et des PDF&#xa0;; le changement est immédiat.</translation>
    </message>
    <message>
        <source>Text size in percent</source>
        <translation>Taille du texte en pourcentage</translation>
    </message>
    <message>
        <source>The size of the text in every window (also View → Larger Text, Ctrl++).</source>
        <translation>La taille du texte dans toutes les fenêtres (aussi Affichage → Texte plus grand, Ctrl++).</translation>
    </message>
    <message>
        <source>System font</source>
        <translation>Police du système</translation>
    </message>
    <message>
        <source>Font</source>
        <translation>Police</translation>
    </message>
    <message>
        <source>The font of the sheets, the roll log and every window.</source>
        <translation>La police des fiches, du journal des jets et de toutes les fenêtres.</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>&amp;Autosave every:</source>
        <translation>Enregistrement &amp;auto toutes les&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Colour scheme:</source>
        <translation>&amp;Thème de couleurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Taille du te&amp;xte&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Font:</source>
        <translation>Polic&amp;e&#xa0;:</translation>
    </message>
    <message>
        <source>Call of Cthulhu</source>
        <translation>Call of Cthulhu</translation>
    </message>
    <message>
        <source>&amp;Era of new sheets:</source>
        <translation>É&amp;poque des nouvelles fiches&#xa0;:</translation>
    </message>
    <message>
        <source>Trail of Cthulhu</source>
        <translation>Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Campaign st&amp;yle of new sheets:</source>
        <translation>St&amp;yle de campagne des nouvelles fiches&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>(no name yet)</source>
        <translation>(pas encore de nom)</translation>
    </message>
    <message>
        <source>age {0}</source>
        <translation>{0} ans</translation>
    </message>
    <message>
        <source>1920s</source>
        <translation>années 1920</translation>
    </message>
    <message>
        <source>modern day</source>
        <translation>époque moderne</translation>
    </message>
    <message>
        <source>played by {0}</source>
        <translation>joué par {0}</translation>
    </message>
    <message>
        <source>Born in {0}; lives in {1}.</source>
        <translation>Né(e) à {0} ; réside à {1}.</translation>
    </message>
    <message>
        <source>Characteristics</source>
        <translation>Caractéristiques</translation>
    </message>
    <message>
        <source>HP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>SAN</source>
        <translation>SAN</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>MOV</source>
        <translation>MVT</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Carrure</translation>
    </message>
    <message>
        <source>Damage Bonus</source>
        <translation>Impact</translation>
    </message>
    <message>
        <source>Dodge</source>
        <translation>Esquiver</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>● an occupation skill. Every other skill is at its base.</source>
        <translation>● compétence de profession. Toutes les autres compétences sont à leur valeur de base.</translation>
    </message>
    <message>
        <source>No skill is raised above its base yet.</source>
        <translation>Aucune compétence n&apos;est encore au-dessus de sa valeur de base.</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation>dégâts {0}</translation>
    </message>
    <message>
        <source>range {0}</source>
        <translation>portée {0}</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Néant.</translation>
    </message>
    <message>
        <source>Money and possessions</source>
        <translation>Argent et possessions</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}): cash {2}, assets {3}, spending level {4}.</source>
        <translation>Crédit {0} ({1}) : liquidités {2}, capital {3}, niveau de dépenses {4}.</translation>
    </message>
    <message>
        <source>Backstory</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Nothing written yet.</source>
        <translation>Rien d&apos;écrit pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Purist campaign</source>
        <translation>Campagne Purist</translation>
    </message>
    <message>
        <source>Pulp campaign</source>
        <translation>Campagne Pulp</translation>
    </message>
    <message>
        <source>Build points</source>
        <translation>Points de création</translation>
    </message>
    <message>
        <source>Investigative</source>
        <translation>Investigation</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Généraux</translation>
    </message>
    <message>
        <source>{0}: {1} spent of {2}, {3} left</source>
        <translation>{0} : {1} dépensés sur {2}, {3} restants</translation>
    </message>
    <message>
        <source>({0} withheld)</source>
        <translation>({0} mis de côté)</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation>Seuil de blessure</translation>
    </message>
    <message>
        <source>Credit Rating {0}: {1}.</source>
        <translation>Crédit {0} : {1}.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <source>● an occupational ability (half price).</source>
        <translation>● capacité de profession (demi-tarif).</translation>
    </message>
    <message>
        <source>No ability is rated yet.</source>
        <translation>Aucune capacité n&apos;a encore de valeur.</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Only the mother tongue.</source>
        <translation>Seulement la langue maternelle.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>None chosen yet.</source>
        <translation>Pas encore de choix.</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Piliers de santé mentale</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Sources de stabilité</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Occupational benefits</source>
        <translation>Avantages professionnels</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historique</translation>
    </message>
</context>
<context>
    <name>ReviewPageBase</name>
    <message>
        <source>The investigator and the problems left</source>
        <translation>L&apos;investigateur et les problèmes restants</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Récapitulatif</translation>
    </message>
    <message>
        <source>Read your investigator through before finishing: click a problem to go to the page that fixes it.</source>
        <translation>Relisez votre investigateur avant de terminer&#xa0;: cliquez sur un problème pour aller à la page qui le corrige.</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>This investigator follows every creation rule checked.</source>
        <translation>Cet investigateur respecte toutes les règles de création vérifiées.</translation>
    </message>
    <message>
        <source>Needed:</source>
        <translation>Requis&#xa0;:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Remarque&#xa0;:</translation>
    </message>
    <message>
        <source>Go to {0}</source>
        <translation>Aller à «&#xa0;{0}&#xa0;»</translation>
    </message>
    <message>
        <source>What the last change did</source>
        <translation>Effets de la dernière modification</translation>
    </message>
</context>
<context>
    <name>RollButton</name>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll {0}</source>
        <translation>Jet&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Roll {0}
Shift-click or the arrow: roll with options…</source>
        <translation>Jet&#xa0;: {0}
Maj+clic ou la flèche&#xa0;: lancer avec options…</translation>
    </message>
    <message>
        <source>Roll with options…</source>
        <translation>Lancer avec options…</translation>
    </message>
    <message>
        <source>Roll refused</source>
        <translation>Jet refusé</translation>
    </message>
    <message>
        <source>Idea</source>
        <translation>Idée</translation>
    </message>
    <message>
        <source>Know</source>
        <translation>Connaissance</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>{0} damage</source>
        <translation>{0} (dégâts)</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>dégâts</translation>
    </message>
</context>
<context>
    <name>RollController</name>
    <message>
        <source>Dice: {0}</source>
        <translation>Dés&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Result: {0}</source>
        <translation>Résultat&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Undone</source>
        <translation>Annulé</translation>
    </message>
    <message>
        <source>Critical success</source>
        <translation>Réussite critique</translation>
    </message>
    <message>
        <source>Extreme success</source>
        <translation>Réussite extrême</translation>
    </message>
    <message>
        <source>Hard success</source>
        <translation>Réussite majeure</translation>
    </message>
    <message>
        <source>Regular success</source>
        <translation>Réussite ordinaire</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>Maladresse</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Ordinaire</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Majeure</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dizaines</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>{0} (needed {1})</source>
        <translation>{0} (requis&#xa0;: {1})</translation>
    </message>
    <message>
        <source>{0}, not enough: failure (needed {1})</source>
        <translation>{0}, insuffisant&#xa0;: échec (requis&#xa0;: {1})</translation>
    </message>
    <message>
        <source>{0} bonus</source>
        <translation>{0} bonus</translation>
    </message>
    <message>
        <source>{0} penalty</source>
        <translation>{0} malus</translation>
    </message>
    <message>
        <source>pushed</source>
        <translation>forcé</translation>
    </message>
    <message>
        <source>Luck spent</source>
        <translation>Chance dépensée</translation>
    </message>
    <message>
        <source>the sheet of this roll is closed</source>
        <translation>la fiche de ce jet est fermée</translation>
    </message>
    <message>
        <source>this is a {0} sheet: {1} rolls do not apply</source>
        <translation>c&apos;est une fiche {0}&#xa0;: les jets {1} ne s&apos;appliquent pas</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>SAN loss {0}</source>
        <translation>Perte de SAN {0}</translation>
    </message>
    <message>
        <source>{0} on a success, {1} on a failure ({2} on a fumble)</source>
        <translation>{0} en cas de réussite, {1} en cas d&apos;échec ({2} en cas de maladresse)</translation>
    </message>
    <message>
        <source>Push</source>
        <translation>Forcer</translation>
    </message>
    <message>
        <source>Spend {0} Luck → {1}</source>
        <translation>Dépenser {0} de Chance → {1}</translation>
    </message>
    <message>
        <source>not enough Luck: {0} needed, {1} left</source>
        <translation>Chance insuffisante&#xa0;: il en faut {0}, il en reste {1}</translation>
    </message>
    <message>
        <source>Roll {0}</source>
        <translation>Jet&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Idea roll</source>
        <translation>Jet d&apos;Idée</translation>
    </message>
    <message>
        <source>Know roll</source>
        <translation>Jet de Connaissance</translation>
    </message>
    <message>
        <source>Luck roll</source>
        <translation>Jet de Chance</translation>
    </message>
    <message>
        <source>INT roll (temporary insanity)</source>
        <translation>Jet d&apos;INT (folie temporaire)</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>perte</translation>
    </message>
    <message>
        <source>loss: maximum {0}</source>
        <translation>perte&#xa0;: maximum {0}</translation>
    </message>
    <message>
        <source>{0}: {1} SAN lost ({2}), SAN {3} → {4}</source>
        <translation>{0}&#xa0;: perte de {1} SAN ({2}), SAN {3} → {4}</translation>
    </message>
    <message>
        <source>SAN roll ({0})</source>
        <translation>Jet de SAN ({0})</translation>
    </message>
    <message>
        <source>Sanity {0}, loss {1}</source>
        <translation>Santé mentale {0}, perte {1}</translation>
    </message>
    <message>
        <source>the opponent&apos;s value must be a whole number &gt;= 0</source>
        <translation>la valeur de l&apos;adversaire doit être un nombre entier &gt;= 0</translation>
    </message>
    <message>
        <source>Opposed {0}</source>
        <translation>Opposition&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} {1} vs {2} {3}</source>
        <translation>{0} {1} contre {2} {3}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>the sheet has no weapon number {0}</source>
        <translation>la fiche n&apos;a pas d&apos;arme numéro {0}</translation>
    </message>
    <message>
        <source>maximum {0}</source>
        <translation>maximum {0}</translation>
    </message>
    <message>
        <source>extreme</source>
        <translation>extrême</translation>
    </message>
    <message>
        <source>Damage {0}</source>
        <translation>Dégâts&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} damage (DB {1})</source>
        <translation>{0} points de dégâts (Impact {1})</translation>
    </message>
    <message>
        <source>Apply {0} damage to this sheet</source>
        <translation>Appliquer {0} points de dégâts à cette fiche</translation>
    </message>
    <message>
        <source>{0} of {1} ticked skills improved</source>
        <translation>{0} compétence(s) cochée(s) sur {1} améliorée(s)</translation>
    </message>
    <message>
        <source>+{0} SAN</source>
        <translation>+{0} SAN</translation>
    </message>
    <message>
        <source>Development phase</source>
        <translation>Phase de développement</translation>
    </message>
    <message>
        <source>{0} improved</source>
        <translation>{0} améliorée(s)</translation>
    </message>
    <message>
        <source>Luck recovery</source>
        <translation>Récupération de Chance</translation>
    </message>
    <message>
        <source>Luck recovery (Luck {0})</source>
        <translation>Récupération de Chance (Chance {0})</translation>
    </message>
    <message>
        <source>Luck {0} → {1}</source>
        <translation>Chance {0} → {1}</translation>
    </message>
    <message>
        <source>give the SAN loss, such as 0/1D6</source>
        <translation>indiquez la perte de SAN, p. ex. 0/1D6</translation>
    </message>
    <message>
        <source>give the opponent&apos;s value for an opposed roll</source>
        <translation>indiquez la valeur de l&apos;adversaire pour un jet en opposition</translation>
    </message>
    <message>
        <source>unknown kind of roll {0!r}</source>
        <translation>type de jet inconnu {0!r}</translation>
    </message>
    <message>
        <source>this roll was undone (redo it first)</source>
        <translation>ce jet a été annulé (rétablissez-le d&apos;abord)</translation>
    </message>
    <message>
        <source>not possible any more: {0}</source>
        <translation>plus possible&#xa0;: {0}</translation>
    </message>
    <message>
        <source>“{0}” cannot be done on this roll</source>
        <translation>«&#xa0;{0}&#xa0;» est impossible sur ce jet</translation>
    </message>
    <message>
        <source>“{0}” cannot be done now</source>
        <translation>«&#xa0;{0}&#xa0;» est impossible pour l&apos;instant</translation>
    </message>
    <message>
        <source>a spend must be a whole number, not {0!r}</source>
        <translation>une dépense doit être un nombre entier, pas {0!r}</translation>
    </message>
    <message>
        <source>only skill and characteristic rolls can be pushed</source>
        <translation>seuls les jets de compétence et de caractéristique peuvent être forcés</translation>
    </message>
    <message>
        <source>Push {0}</source>
        <translation>Forcer {0}</translation>
    </message>
    <message>
        <source>Pushed: see roll #{0}</source>
        <translation>Forcé&#xa0;: voir le jet #{0}</translation>
    </message>
    <message>
        <source>Luck cannot be spent on this roll</source>
        <translation>La Chance ne peut pas être dépensée sur ce jet</translation>
    </message>
    <message>
        <source>Luck cannot make this roll a {0} success</source>
        <translation>La Chance ne peut pas faire de ce jet une réussite {0}</translation>
    </message>
    <message>
        <source>Spend {0} Luck on {1}</source>
        <translation>Dépenser {0} de Chance sur {1}</translation>
    </message>
    <message>
        <source>Luck −{0}</source>
        <translation>Chance −{0}</translation>
    </message>
    <message>
        <source>Luck spent: see roll #{0}</source>
        <translation>Chance dépensée&#xa0;: voir le jet #{0}</translation>
    </message>
    <message>
        <source>only damage rolls can be applied</source>
        <translation>seuls les jets de dégâts peuvent être appliqués</translation>
    </message>
    <message>
        <source>Take {0} damage</source>
        <translation>Subir {0} points de dégâts</translation>
    </message>
    <message>
        <source>Wound: {0} damage</source>
        <translation>Blessure&#xa0;: {0} points de dégâts</translation>
    </message>
    <message>
        <source>HP {0} → {1}</source>
        <translation>PV {0} → {1}</translation>
    </message>
    <message>
        <source>Damage applied: see roll #{0}</source>
        <translation>Dégâts appliqués&#xa0;: voir le jet #{0}</translation>
    </message>
    <message>
        <source>{0}: temporarily insane for {1} hours</source>
        <translation>{0}&#xa0;: folie temporaire pendant {1} heures</translation>
    </message>
    <message>
        <source>{0}: no temporary insanity</source>
        <translation>{0}&#xa0;: pas de folie temporaire</translation>
    </message>
    <message>
        <source>INT {0} (temporary insanity)</source>
        <translation>INT {0} (folie temporaire)</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>heures</translation>
    </message>
    <message>
        <source>INT roll made: see roll #{0}</source>
        <translation>Jet d&apos;INT effectué&#xa0;: voir le jet #{0}</translation>
    </message>
    <message>
        <source>Test {0}</source>
        <translation>Test&#xa0;: {0}</translation>
    </message>
    <message>
        <source>only a failed ability test can be tried again</source>
        <translation>seul un test de capacité raté peut être retenté</translation>
    </message>
    <message>
        <source>Retry {0}</source>
        <translation>Retenter&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Tried again: see roll #{0}</source>
        <translation>Retenté&#xa0;: voir le jet #{0}</translation>
    </message>
    <message>
        <source>no die: a zero rating fails automatically</source>
        <translation>aucun dé&#xa0;: une valeur nulle échoue automatiquement</translation>
    </message>
    <message>
        <source>{0} spent</source>
        <translation>{0} dépensé(s)</translation>
    </message>
    <message>
        <source>Success: {0} against difficulty {1}</source>
        <translation>Réussite&#xa0;: {0} contre une difficulté de {1}</translation>
    </message>
    <message>
        <source>Failure: {0} against difficulty {1}</source>
        <translation>Échec&#xa0;: {0} contre une difficulté de {1}</translation>
    </message>
    <message>
        <source>({0} + {1} for the condition)</source>
        <translation>({0} + {1} pour l&apos;état)</translation>
    </message>
    <message>
        <source>pool {0} → {1}</source>
        <translation>réserve {0} → {1}</translation>
    </message>
    <message>
        <source>Retry spending {0}</source>
        <translation>Retenter en dépensant {0}</translation>
    </message>
    <message>
        <source>not enough pool points: {0} needed, {1} left</source>
        <translation>pas assez de points de réserve&#xa0;: il en faut {0}, il en reste {1}</translation>
    </message>
    <message>
        <source>difficulty {0}</source>
        <translation>difficulté {0}</translation>
    </message>
    <message>
        <source>retry</source>
        <translation>nouvel essai</translation>
    </message>
    <message>
        <source>Stability test</source>
        <translation>Test de Stabilité</translation>
    </message>
    <message>
        <source>Consciousness test</source>
        <translation>Test de conscience</translation>
    </message>
    <message>
        <source>{0} passed: {1} against difficulty {2}</source>
        <translation>{0} réussi&#xa0;: {1} contre une difficulté de {2}</translation>
    </message>
    <message>
        <source>{0} failed: {1} against difficulty {2}</source>
        <translation>{0} raté&#xa0;: {1} contre une difficulté de {2}</translation>
    </message>
    <message>
        <source>nothing spent (pool {0})</source>
        <translation>rien de dépensé (réserve {0})</translation>
    </message>
    <message>
        <source>Spend {0} {1}</source>
        <translation>{1}&#xa0;: dépenser {0}</translation>
    </message>
    <message>
        <source>Stability {0} → {1}</source>
        <translation>Stabilité {0} → {1}</translation>
    </message>
    <message>
        <source>Stability test, loss {0}</source>
        <translation>Test de Stabilité, perte {0}</translation>
    </message>
    <message>
        <source>Mythos</source>
        <translation>Mythe</translation>
    </message>
    <message>
        <source>{0} damage (1D6 {1:+d}{2})</source>
        <translation>{0} points de dégâts (1D6 {1:+d}{2})</translation>
    </message>
    <message>
        <source>tripled</source>
        <translation>triplés</translation>
    </message>
    <message>
        <source>Health {0} → {1}</source>
        <translation>Santé {0} → {1}</translation>
    </message>
    <message>
        <source>Health {0}</source>
        <translation>Santé {0}</translation>
    </message>
    <message>
        <source>Refresh between adventures</source>
        <translation>Régénération entre deux aventures</translation>
    </message>
    <message>
        <source>Refresh after 24 hours</source>
        <translation>Régénération après 24 heures</translation>
    </message>
    <message>
        <source>A day of rest</source>
        <translation>Une journée de repos</translation>
    </message>
    <message>
        <source>unknown refresh {0!r}: expected adventure, 24h or rest_day</source>
        <translation>régénération inconnue {0!r}&#xa0;: attendu adventure, 24h ou rest_day</translation>
    </message>
    <message>
        <source>Pools refreshed: {0}</source>
        <translation>Réserves régénérées&#xa0;: {0}</translation>
    </message>
    <message>
        <source>type the attacker&apos;s damage bonus as dice (such as 1D4), not DB</source>
        <translation>saisissez l&apos;Impact de l&apos;attaquant sous forme de dés (p. ex. 1D4), et non DB</translation>
    </message>
    <message>
        <source>the points must be a whole number &gt;= 0</source>
        <translation>les points doivent être un nombre entier &gt;= 0</translation>
    </message>
    <message>
        <source>CON roll passed: stays conscious</source>
        <translation>Jet de CON réussi&#xa0;: reste conscient</translation>
    </message>
    <message>
        <source>CON roll failed: falls unconscious</source>
        <translation>Jet de CON raté&#xa0;: perd connaissance</translation>
    </message>
    <message>
        <source>Damage taken: {0}</source>
        <translation>Dégâts subis&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Dying: CON roll for this round</source>
        <translation>Mourant&#xa0;: jet de CON pour ce round</translation>
    </message>
    <message>
        <source>CON {0} (dying)</source>
        <translation>CON {0} (mourant)</translation>
    </message>
    <message>
        <source>holds on for another round</source>
        <translation>tient bon un round de plus</translation>
    </message>
    <message>
        <source>dies</source>
        <translation>meurt</translation>
    </message>
    <message>
        <source>CON {0} (major wound)</source>
        <translation>CON {0} (blessure grave)</translation>
    </message>
    <message>
        <source>unconscious</source>
        <translation>inconscient</translation>
    </message>
    <message>
        <source>conscious</source>
        <translation>conscient</translation>
    </message>
    <message>
        <source>CON roll (dying)</source>
        <translation>Jet de CON (mourant)</translation>
    </message>
    <message>
        <source>CON roll for the round: see roll #{0}</source>
        <translation>Jet de CON du round&#xa0;: voir le jet #{0}</translation>
    </message>
    <message>
        <source>First Aid</source>
        <translation>Premiers soins</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Médecine</translation>
    </message>
    <message>
        <source>Natural healing</source>
        <translation>Guérison naturelle</translation>
    </message>
    <message>
        <source>Weekly healing roll</source>
        <translation>Jet de guérison hebdomadaire</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>Soins</translation>
    </message>
    <message>
        <source>unknown healing {0!r}</source>
        <translation>soin inconnu {0!r}</translation>
    </message>
    <message>
        <source>{0} HP healed; HP {1} of {2}</source>
        <translation>{0} PV récupérés&#xa0;; PV {1} sur {2}</translation>
    </message>
    <message>
        <source>{0}: EDU D100 {1}</source>
        <translation>{0}&#xa0;: ÉDU D100 {1}</translation>
    </message>
    <message>
        <source>{0}: EDU +{1}</source>
        <translation>{0}&#xa0;: ÉDU +{1}</translation>
    </message>
    <message>
        <source>Aging {0} → {1}</source>
        <translation>Vieillissement {0} → {1}</translation>
    </message>
    <message>
        <source>no characteristic changed</source>
        <translation>aucune caractéristique modifiée</translation>
    </message>
    <message>
        <source>HP max {0} → {1}, MOV {2} → {3}</source>
        <translation>PV max {0} → {1}, MVT {2} → {3}</translation>
    </message>
    <message>
        <source>armour {0}</source>
        <translation>armure {0}</translation>
    </message>
    <message>
        <source>Consciousness test passed: {0} against difficulty {1}</source>
        <translation>Test de conscience réussi&#xa0;: {0} contre une difficulté de {1}</translation>
    </message>
    <message>
        <source>Consciousness test failed: {0} against difficulty {1}; fainted</source>
        <translation>Test de conscience raté&#xa0;: {0} contre une difficulté de {1}&#xa0;; évanoui</translation>
    </message>
    <message>
        <source>Consciousness test at difficulty {0} or faint</source>
        <translation>Test de conscience de difficulté {0} ou évanouissement</translation>
    </message>
    <message>
        <source>another character must stabilise a seriously wounded one: choose who</source>
        <translation>un autre personnage doit stabiliser un blessé grave&#xa0;: choisissez qui</translation>
    </message>
    <message>
        <source>Stabilise {0}</source>
        <translation>Stabiliser {0}</translation>
    </message>
    <message>
        <source>First Aid by {0}</source>
        <translation>Premiers soins par {0}</translation>
    </message>
    <message>
        <source>First Aid given to {0}</source>
        <translation>Premiers soins donnés à {0}</translation>
    </message>
    <message>
        <source>Not stabilised: Health lost</source>
        <translation>Non stabilisé&#xa0;: Santé perdue</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Repos</translation>
    </message>
    <message>
        <source>{0} Health lost</source>
        <translation>{0} points de Santé perdus</translation>
    </message>
    <message>
        <source>{0} Health regained</source>
        <translation>{0} points de Santé récupérés</translation>
    </message>
    <message>
        <source>{0} First Aid spent</source>
        <translation>{0} point(s) de Premiers soins dépensé(s)</translation>
    </message>
    <message>
        <source>Cthulhu Mythos +{0}</source>
        <translation>Mythe de Cthulhu +{0}</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0}</source>
        <translation>Mythe de Cthulhu {0}</translation>
    </message>
    <message>
        <source>Sanity rating {0} → {1}, pool {2} → {3}</source>
        <translation>Valeur de Santé mentale {0} → {1}, réserve {2} → {3}</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Major wound</source>
        <translation>Blessure grave</translation>
    </message>
    <message>
        <source>dying</source>
        <translation>mourant</translation>
    </message>
    <message>
        <source>CON roll or fall unconscious</source>
        <translation>Jet de CON ou perte de connaissance</translation>
    </message>
    <message>
        <source>HP {0} of {1}</source>
        <translation>PV {0} sur {1}</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source>Roll {0}</source>
        <translation>Jet&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulté</translation>
    </message>
    <message>
        <source>Regular (full value)</source>
        <translation>Ordinaire (valeur entière)</translation>
    </message>
    <message>
        <source>Hard (half)</source>
        <translation>Majeure (moitié)</translation>
    </message>
    <message>
        <source>Extreme (fifth)</source>
        <translation>Extrême (cinquième)</translation>
    </message>
    <message>
        <source>Bonus dice</source>
        <translation>Dés bonus</translation>
    </message>
    <message>
        <source>Penalty dice</source>
        <translation>Dés malus</translation>
    </message>
    <message>
        <source>e.g. 0/1D6 or 1/1D4+1</source>
        <translation>p. ex. 0/1D6 ou 1/1D4+1</translation>
    </message>
    <message>
        <source>SAN loss</source>
        <translation>Perte de SAN</translation>
    </message>
    <message>
        <source>Opponent&apos;s value</source>
        <translation>Valeur de l&apos;adversaire</translation>
    </message>
    <message>
        <source>Extreme success (maximum damage)</source>
        <translation>Réussite extrême (dégâts maximaux)</translation>
    </message>
    <message>
        <source>2 very easy … 4 standard … 8 extremely hard</source>
        <translation>2 très facile … 4 normal … 8 extrêmement difficile</translation>
    </message>
    <message>
        <source>Points to spend</source>
        <translation>Points à dépenser</translation>
    </message>
    <message>
        <source>{0} points left</source>
        <translation>{0} points restants</translation>
    </message>
    <message>
        <source>&amp;Difficulty:</source>
        <translation>&amp;Difficulté&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Bonus dice:</source>
        <translation>Dés &amp;bonus&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Penalty dice:</source>
        <translation>Dés &amp;malus&#xa0;:</translation>
    </message>
    <message>
        <source>SAN &amp;loss:</source>
        <translation>&amp;Perte de SAN&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Opponent&apos;s value:</source>
        <translation>&amp;Valeur de l&apos;adversaire&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Spend:</source>
        <translation>Dé&amp;penser&#xa0;:</translation>
    </message>
    <message>
        <source>Pool:</source>
        <translation>Réserve&#xa0;:</translation>
    </message>
    <message>
        <source>Chance:</source>
        <translation>Probabilité&#xa0;:</translation>
    </message>
    <message>
        <source>{0}: rating {1}, pool {2}</source>
        <translation>{0}&#xa0;: valeur {1}, réserve {2}</translation>
    </message>
    <message>
        <source>{0}: pool {1}</source>
        <translation>{0}&#xa0;: réserve {1}</translation>
    </message>
    <message>
        <source>Enter the SAN loss, such as 0/1D6.</source>
        <translation>Saisissez la perte de SAN, p. ex. 0/1D6.</translation>
    </message>
    <message>
        <source>none: a zero rating fails automatically</source>
        <translation>nulle&#xa0;: une valeur de 0 échoue automatiquement</translation>
    </message>
    <message>
        <source>{0} (1D6 + {1} ≥ {2})</source>
        <translation>{0} (1D6 + {1} ≥ {2})</translation>
    </message>
    <message>
        <source>Difficulty {0} + {1} for the character&apos;s condition</source>
        <translation>Difficulté {0} + {1} pour l&apos;état du personnage</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>{0} of at least a Regular success</source>
        <translation>{0} d&apos;obtenir au moins une réussite ordinaire</translation>
    </message>
    <message>
        <source>, {0} bonus die(s)</source>
        <translation>, {0} dé(s) bonus</translation>
    </message>
    <message>
        <source>, {0} penalty die(s)</source>
        <translation>, {0} dé(s) malus</translation>
    </message>
    <message>
        <source>{0} (roll {1} or less{2})</source>
        <translation>{0} (faire {1} ou moins{2})</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Critique</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Majeure</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Ordinaire</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>Maladresse</translation>
    </message>
</context>
<context>
    <name>RollLogDock</name>
    <message>
        <source>Critical</source>
        <translation>Critique</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>Extrême</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Majeure</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Ordinaire</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>Échec</translation>
    </message>
    <message>
        <source>Fumble</source>
        <translation>Maladresse</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>Réussite</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Journal des jets</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <source>Copy the roll log as text</source>
        <translation>Copier le journal des jets en texte</translation>
    </message>
    <message>
        <source>Copy every roll to the clipboard as plain text</source>
        <translation>Copier tous les jets dans le presse-papiers en texte brut</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Clear the roll log</source>
        <translation>Effacer le journal des jets</translation>
    </message>
    <message>
        <source>Remove every card from the roll log (the sheets keep their changes)</source>
        <translation>Retirer toutes les cartes du journal des jets (les fiches conservent leurs modifications)</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dés&#xa0;:</translation>
    </message>
    <message>
        <source>3D6*5, 1D10, 1D6+1D4, 1/1D6</source>
        <translation>3D6*5, 1D10, 1D6+1D4, 1/1D6</translation>
    </message>
    <message>
        <source>Dice to roll</source>
        <translation>Dés à lancer</translation>
    </message>
    <message>
        <source>Type dice such as 3D6*5, 1D10, 1D6+1D4 or a SAN loss such as 1/1D6 and press Enter. Up and Down bring back earlier rolls.</source>
        <translation>Saisissez des dés comme 3D6*5, 1D10, 1D6+1D4 ou une perte de SAN comme 1/1D6, puis appuyez sur Entrée. Les flèches Haut et Bas rappellent les jets précédents.</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Roll the dice typed</source>
        <translation>Lancer les dés saisis</translation>
    </message>
    <message>
        <source>Roll refused</source>
        <translation>Jet refusé</translation>
    </message>
    <message>
        <source>“{0}”, position {1}: {2}.</source>
        <translation>«&#xa0;{0}&#xa0;», position {1}&#xa0;: {2}.</translation>
    </message>
</context>
<context>
    <name>RollLogView</name>
    <message>
        <source>No rolls yet. Click a dice button on the sheet, or type dice below.</source>
        <translation>Aucun jet pour l&apos;instant. Cliquez sur un bouton de dés de la fiche, ou saisissez des dés ci-dessous.</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Era</source>
        <translation>Époque</translation>
    </message>
    <message>
        <source>&amp;1920s: the classic era of the rules</source>
        <translation>&amp;Années 1920&#xa0;: l&apos;époque classique des règles</translation>
    </message>
    <message>
        <source>&amp;Modern day: adds Computer Use, Electronics and modern occupations</source>
        <translation>Époque &amp;moderne&#xa0;: ajoute Computer Use, Electronics et les professions modernes</translation>
    </message>
    <message>
        <source>Keeper&apos;s options</source>
        <translation>Options du Gardien</translation>
    </message>
    <message>
        <source>Characteristic methods allowed:</source>
        <translation>Méthodes de caractéristiques autorisées&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Allocation: give 40, 50, 50, 50, 60, 60, 70, 80 to the eight</source>
        <translation>&amp;Répartition&#xa0;: attribuer 40, 50, 50, 50, 60, 60, 70, 80 aux huit</translation>
    </message>
    <message>
        <source>R&amp;olled: 3D6×5, or (2D6+6)×5 for SIZ, INT and EDU</source>
        <translation>&amp;Tirage&#xa0;: 3D6×5, ou (2D6+6)×5 pour TAI, INT et ÉDU</translation>
    </message>
    <message>
        <source>&amp;Point buy: spend 460 points, 15 to 90 each</source>
        <translation>A&amp;chat de points&#xa0;: dépensez 460 points, de 15 à 90 chacune</translation>
    </message>
    <message>
        <source>&amp;Free entry: type any values (keepers, imported investigators)</source>
        <translation>Sa&amp;isie libre&#xa0;: n&apos;importe quelles valeurs (Gardiens, investigateurs importés)</translation>
    </message>
    <message>
        <source>Allow r&amp;erolling rolled characteristics</source>
        <translation>Autoriser à re&amp;lancer les caractéristiques tirées</translation>
    </message>
    <message>
        <source>&amp;Cap starting skills at {0}% (Credit Rating excepted)</source>
        <translation>Pla&amp;fonner les compétences de départ à {0}&#xa0;% (sauf Crédit)</translation>
    </message>
    <message>
        <source>Era and options</source>
        <translation>Époque et options</translation>
    </message>
    <message>
        <source>Choose when the game is set and what the keeper allows: the era decides the skill and occupation lists and the money tables.</source>
        <translation>Choisissez l&apos;époque de la partie et ce que le Gardien autorise&#xa0;: l&apos;époque détermine les listes de compétences et de professions ainsi que les tableaux de richesse.</translation>
    </message>
</context>
<context>
    <name>SheetDocument</name>
    <message>
        <source>Change {0}</source>
        <translation>Modifier {0}</translation>
    </message>
</context>
<context>
    <name>SheetView</name>
    <message>
        <source>Sheet</source>
        <translation>Feuille</translation>
    </message>
</context>
<context>
    <name>SheetViews</name>
    <message>
        <source>SheetMaker cannot show {0} sheets.</source>
        <translation>SheetMaker ne peut pas afficher les fiches {0}.</translation>
    </message>
    <message>
        <source>This version of SheetMaker cannot show {0} sheets yet.</source>
        <translation>Cette version de SheetMaker ne peut pas encore afficher les fiches {0}.</translation>
    </message>
</context>
<context>
    <name>SkillTableModel</name>
    <message>
        <source>Skill</source>
        <translation>Compétence</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Personal</source>
        <translation>Personnel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>½ / ⅕</source>
        <translation>½ / ⅕</translation>
    </message>
    <message>
        <source>The skill (● marks an occupation skill)</source>
        <translation>La compétence (● signale une compétence de profession)</translation>
    </message>
    <message>
        <source>The skill&apos;s base value</source>
        <translation>Valeur de base de la compétence</translation>
    </message>
    <message>
        <source>Occupation points put into the skill</source>
        <translation>Points de profession investis dans la compétence</translation>
    </message>
    <message>
        <source>Personal interest points put into the skill</source>
        <translation>Points d&apos;intérêt personnel investis dans la compétence</translation>
    </message>
    <message>
        <source>The skill&apos;s value</source>
        <translation>Valeur de la compétence</translation>
    </message>
    <message>
        <source>Half and fifth of the value (hard and extreme successes)</source>
        <translation>Moitié et cinquième de la valeur (réussites majeure et extrême)</translation>
    </message>
    <message>
        <source>{0} cannot be raised when an investigator is made: it grows only through encounters with the Mythos.</source>
        <translation>{0} ne peut pas être augmenté à la création d&apos;un investigateur&#xa0;: il ne progresse qu&apos;au contact du Mythe.</translation>
    </message>
    <message>
        <source>Occupation points go only into the occupation&apos;s skills (marked ●).</source>
        <translation>Les points de profession ne vont qu&apos;aux compétences de la profession (signalées par ●).</translation>
    </message>
    <message>
        <source>An occupation skill: it takes occupation and personal interest points.</source>
        <translation>Une compétence de profession&#xa0;: elle reçoit des points de profession et d&apos;intérêt personnel.</translation>
    </message>
    <message>
        <source>An uncommon skill: ask the keeper before taking it.</source>
        <translation>Une compétence peu courante&#xa0;: demandez au Gardien avant de la prendre.</translation>
    </message>
</context>
<context>
    <name>SkillsPage</name>
    <message>
        <source>Method:</source>
        <translation>Méthode&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Full: spend points</source>
        <translation>&amp;Complète&#xa0;: dépenser des points</translation>
    </message>
    <message>
        <source>&amp;Quick-start: fixed values</source>
        <translation>Création &amp;rapide&#xa0;: valeurs fixes</translation>
    </message>
    <message>
        <source>F&amp;ind:</source>
        <translation>R&amp;echercher&#xa0;:</translation>
    </message>
    <message>
        <source>Type part of a skill&apos;s name</source>
        <translation>Saisissez une partie du nom d&apos;une compétence</translation>
    </message>
    <message>
        <source>&amp;Occupation skills only</source>
        <translation>Compétences de pro&amp;fession seulement</translation>
    </message>
    <message>
        <source>Show &amp;uncommon skills</source>
        <translation>Afficher les compétences peu c&amp;ourantes</translation>
    </message>
    <message>
        <source>Skills such as Artillery or Hypnosis that need the keeper&apos;s leave</source>
        <translation>Des compétences comme Artillery ou Hypnosis, qui demandent l&apos;accord du Gardien</translation>
    </message>
    <message>
        <source>&amp;Spend the Rest</source>
        <translation>&amp;Dépenser le reste</translation>
    </message>
    <message>
        <source>Put the points still left into Credit Rating&apos;s range first, then the occupation skills</source>
        <translation>Placer d&apos;abord les points restants dans la fourchette du Crédit, puis dans les compétences de profession</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Compétences</translation>
    </message>
    <message>
        <source>&amp;Add a specialised skill:</source>
        <translation>&amp;Ajouter une compétence spécialisée&#xa0;:</translation>
    </message>
    <message>
        <source>Specialised skill</source>
        <translation>Compétence spécialisée</translation>
    </message>
    <message>
        <source>e.g. Latin, Biology, Painting</source>
        <translation>p. ex. latin, biologie, peinture</translation>
    </message>
    <message>
        <source>Specialisation</source>
        <translation>Spécialité</translation>
    </message>
    <message>
        <source>Personal interest points for the new skill</source>
        <translation>Points d&apos;intérêt personnel pour la nouvelle compétence</translation>
    </message>
    <message>
        <source>with &amp;personal points:</source>
        <translation>avec points perso&amp;nnels&#xa0;:</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>Ajo&amp;uter</translation>
    </message>
    <message>
        <source>Occupation skills</source>
        <translation>Compétences de profession</translation>
    </message>
    <message>
        <source>Give the occupation skills and Credit Rating one value each of {0}.</source>
        <translation>Attribuez aux compétences de profession et au Crédit une valeur chacun parmi {0}.</translation>
    </message>
    <message>
        <source>Personal interests</source>
        <translation>Intérêts personnels</translation>
    </message>
    <message>
        <source>Tick {0} other skills: each gets +{1}.</source>
        <translation>Cochez {0} autres compétences&#xa0;: chacune reçoit +{1}.</translation>
    </message>
    <message>
        <source>Skills that get the personal bonus</source>
        <translation>Compétences qui reçoivent le bonus personnel</translation>
    </message>
    <message>
        <source>Spend your occupation points on the occupation&apos;s skills and your personal interest points on any skill: this is what your investigator is good at.</source>
        <translation>Dépensez vos points de profession sur les compétences de la profession et vos points d&apos;intérêt personnel sur n&apos;importe quelle compétence&#xa0;: c&apos;est là que votre investigateur excelle.</translation>
    </message>
    <message>
        <source>Occupation points: choose an occupation first.</source>
        <translation>Points de profession&#xa0;: choisissez d&apos;abord une profession.</translation>
    </message>
    <message>
        <source>Occupation points left: {0} of {1} ({2})</source>
        <translation>Points de profession restants&#xa0;: {0} sur {1} ({2})</translation>
    </message>
    <message>
        <source>Personal interest points left: {0} of {1} (INT×2)</source>
        <translation>Points d&apos;intérêt personnel restants&#xa0;: {0} sur {1} (INT×2)</translation>
    </message>
    <message>
        <source>Credit Rating {0} — a {1} starts with {2}–{3}</source>
        <translation>Crédit {0} — {1}&#xa0;: de {2} à {3} au départ</translation>
    </message>
    <message>
        <source>The keeper caps starting skills at {0}% (Credit Rating excepted)</source>
        <translation>Le Gardien plafonne les compétences de départ à {0}&#xa0;% (sauf Crédit)</translation>
    </message>
    <message>
        <source>Choose an occupation first.</source>
        <translation>Choisissez d&apos;abord une profession.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Values still to give: {0}</source>
        <translation>Valeurs encore à attribuer&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Every value is given.</source>
        <translation>Toutes les valeurs sont attribuées.</translation>
    </message>
    <message>
        <source>Chosen: {0} of {1}</source>
        <translation>Choisies&#xa0;: {0} sur {1}</translation>
    </message>
</context>
<context>
    <name>StabilityTestDialog</name>
    <message>
        <source>Stability test</source>
        <translation>Test de Stabilité</translation>
    </message>
    <message>
        <source>Stability pool {0}</source>
        <translation>Réserve de Stabilité {0}</translation>
    </message>
    <message>
        <source>Stability loss on a failure</source>
        <translation>Perte de Stabilité en cas d&apos;échec</translation>
    </message>
    <message>
        <source>&amp;Mythos incident (difficulty 5)</source>
        <translation>Incident lié au &amp;Mythe (difficulté 5)</translation>
    </message>
    <message>
        <source>Mythos incident</source>
        <translation>Incident lié au Mythe</translation>
    </message>
    <message>
        <source>Stability points to spend</source>
        <translation>Points de Stabilité à dépenser</translation>
    </message>
    <message>
        <source>P&amp;itch dark (+1 difficulty)</source>
        <translation>&amp;Obscurité totale (+1 de difficulté)</translation>
    </message>
    <message>
        <source>Pitch dark</source>
        <translation>Obscurité totale</translation>
    </message>
    <message>
        <source>&amp;Loss on a failure:</source>
        <translation>&amp;Perte en cas d&apos;échec&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Spend:</source>
        <translation>&amp;Dépenser&#xa0;:</translation>
    </message>
    <message>
        <source>Test</source>
        <translation>Tester</translation>
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
        <translation>Créez, jouez et imprimez des investigateurs pour Call of Cthulhu 7e édition et Trail of Cthulhu.</translation>
    </message>
    <message>
        <source>New Call of Cthulhu investigator</source>
        <translation>Nouvel investigateur Call of Cthulhu</translation>
    </message>
    <message>
        <source>Step by step, every rule checked</source>
        <translation>Pas à pas, chaque règle vérifiée</translation>
    </message>
    <message>
        <source>Start page</source>
        <translation>Page d’accueil</translation>
    </message>
    <message>
        <source>Create or open investigators</source>
        <translation>Créer ou ouvrir des investigateurs</translation>
    </message>
    <message>
        <source>New Trail of Cthulhu investigator</source>
        <translation>Nouvel investigateur Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>A sheet file (.sheet.json) from your computer</source>
        <translation>Un fichier de fiche (.sheet.json) de votre ordinateur</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Bibliothèque</translation>
    </message>
    <message>
        <source>Every sheet of a folder: search, sort, tag and print</source>
        <translation>Toutes les fiches d&apos;un dossier&#xa0;: rechercher, trier, étiqueter et imprimer</translation>
    </message>
    <message>
        <source>An empty sheet to fill in yourself (an existing investigator, an NPC)</source>
        <translation>Une fiche vierge à remplir vous-même (un investigateur existant, un PNJ)</translation>
    </message>
    <message>
        <source>New &amp;blank Call of Cthulhu sheet</source>
        <translation>Nouvelle fiche &amp;vierge Call of Cthulhu</translation>
    </message>
    <message>
        <source>New blank &amp;Trail of Cthulhu sheet</source>
        <translation>Nouvelle fiche vierge &amp;Trail of Cthulhu</translation>
    </message>
    <message>
        <source>Recent sheets</source>
        <translation>Fiches récentes</translation>
    </message>
    <message>
        <source>Sample sheets</source>
        <translation>Fiches d&apos;exemple</translation>
    </message>
    <message>
        <source>Sheets you open or save appear here.</source>
        <translation>Les fiches que vous ouvrez ou enregistrez apparaissent ici.</translation>
    </message>
    <message>
        <source>Opens a copy of the sample as a new, unsaved sheet</source>
        <translation>Ouvre une copie de l&apos;exemple comme nouvelle fiche non enregistrée</translation>
    </message>
    <message>
        <source>No sample sheets are installed.</source>
        <translation>Aucune fiche d&apos;exemple n&apos;est installée.</translation>
    </message>
</context>
<context>
    <name>TagDialog</name>
    <message>
        <source>Tag Sheets</source>
        <translation>Étiqueter les fiches</translation>
    </message>
    <message numerus="yes">
        <source>Tags for %n sheet(s).</source>
        <translation>
            <numerusform>Étiquettes de&#xa0;%n fiche.</numerusform>
            <numerusform>Étiquettes de&#xa0;%n fiches.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Add tags (separated by commas):</source>
        <translation>&amp;Ajouter des étiquettes (séparées par des virgules)&#xa0;:</translation>
    </message>
    <message>
        <source>e.g. Innsmouth, cultist</source>
        <translation>p. ex. Innsmouth, cultiste</translation>
    </message>
    <message>
        <source>Tags they have now</source>
        <translation>Leurs étiquettes actuelles</translation>
    </message>
    <message>
        <source>Untick a tag to remove it from all</source>
        <translation>Décochez une étiquette pour la retirer de toutes</translation>
    </message>
    <message>
        <source>Tags they have now (untick to remove from all):</source>
        <translation>Étiquettes actuelles (décochez pour les retirer de toutes)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ToCAbilitiesModel</name>
    <message>
        <source>Occ.</source>
        <translation>Prof.</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Utiliser</translation>
    </message>
    <message>
        <source>Occupational ability (half price)</source>
        <translation>Capacité de profession (moitié prix)</translation>
    </message>
    <message>
        <source>Ability (occupational in bold; * a General ability sometimes used investigatively)</source>
        <translation>Capacité (de profession en gras&#xa0;; * capacité générale parfois utilisée pour l&apos;investigation)</translation>
    </message>
    <message>
        <source>Pool: points left to spend</source>
        <translation>Réserve&#xa0;: points restant à dépenser</translation>
    </message>
    <message>
        <source>Build points the rating costs</source>
        <translation>Points de création que coûte la valeur</translation>
    </message>
    <message>
        <source>Test a General ability or spend an investigative one</source>
        <translation>Tester une capacité générale ou dépenser une capacité d&apos;investigation</translation>
    </message>
    <message>
        <source>{0}: occupational (half price)</source>
        <translation>{0}&#xa0;: de profession (moitié prix)</translation>
    </message>
    <message>
        <source>{0}: not occupational</source>
        <translation>{0}&#xa0;: hors profession</translation>
    </message>
    <message>
        <source>occupational</source>
        <translation>de profession</translation>
    </message>
    <message>
        <source>* can sometimes be used as an investigative ability</source>
        <translation>* peut parfois servir de capacité d&apos;investigation</translation>
    </message>
    <message>
        <source>not a Trail of Cthulhu ability: not costed</source>
        <translation>pas une capacité de Trail of Cthulhu&#xa0;: sans coût</translation>
    </message>
    <message>
        <source>{0} rating {1}</source>
        <translation>{0}, valeur {1}</translation>
    </message>
    <message>
        <source>{0} pool {1} of {2}</source>
        <translation>{0}, réserve {1} sur {2}</translation>
    </message>
    <message>
        <source>{0}: {1} investigative build points returned</source>
        <translation>{0}&#xa0;: {1} points de création d&apos;investigation rendus</translation>
    </message>
    <message>
        <source>{0}: {1} investigative build points</source>
        <translation>{0}&#xa0;: {1} points de création d&apos;investigation</translation>
    </message>
    <message>
        <source>{0}: {1} general build points</source>
        <translation>{0}&#xa0;: {1} points de création généraux</translation>
    </message>
    <message>
        <source>Test {0} (pool {1})</source>
        <translation>Tester {0} (réserve {1})</translation>
    </message>
    <message>
        <source>Spend {0} points (pool {1})</source>
        <translation>Dépenser {0} points (réserve {1})</translation>
    </message>
</context>
<context>
    <name>ToCCreationWizard</name>
    <message>
        <source>New Trail of Cthulhu Investigator</source>
        <translation>Nouvel investigateur Trail of Cthulhu</translation>
    </message>
</context>
<context>
    <name>ToCLiveSummary</name>
    <message>
        <source>Investigative points left</source>
        <translation>Points d&apos;investigation restants</translation>
    </message>
    <message>
        <source>General points left</source>
        <translation>Points généraux restants</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilité</translation>
    </message>
    <message>
        <source>Sanity</source>
        <translation>Santé mentale</translation>
    </message>
    <message>
        <source>Hit Threshold</source>
        <translation>Seuil de blessure</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Piliers de santé mentale</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Sources de stabilité</translation>
    </message>
    <message>
        <source>New investigator</source>
        <translation>Nouvel investigateur</translation>
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
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <source>{0} of up to {1}</source>
        <translation>{0} sur {1} au plus</translation>
    </message>
    <message>
        <source>— (Pulp only)</source>
        <translation>— (Pulp seulement)</translation>
    </message>
</context>
<context>
    <name>ToCModels</name>
    <message>
        <source>{0} is not a whole number</source>
        <translation>{0} n&apos;est pas un nombre entier</translation>
    </message>
    <message>
        <source>{0} is not an ability of this sheet</source>
        <translation>{0} n&apos;est pas une capacité de cette fiche</translation>
    </message>
    <message>
        <source>Change {0} rating</source>
        <translation>Modifier {0} (valeur)</translation>
    </message>
    <message>
        <source>Change {0} pool</source>
        <translation>Modifier {0} (réserve)</translation>
    </message>
</context>
<context>
    <name>ToCOccupationTableModel</name>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>Credit Rating</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>Occupational abilities</source>
        <translation>Capacités de profession</translation>
    </message>
    <message>
        <source>{0} (your data)</source>
        <translation>{0} (vos données)</translation>
    </message>
</context>
<context>
    <name>ToCPillarsModel</name>
    <message>
        <source>Intact</source>
        <translation>Intact</translation>
    </message>
    <message>
        <source>Shattered</source>
        <translation>Brisé</translation>
    </message>
    <message>
        <source>Crumbled</source>
        <translation>Effondré</translation>
    </message>
    <message>
        <source>Pillar of Sanity</source>
        <translation>Pilier de santé mentale</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Rename Pillar of Sanity</source>
        <translation>Renommer le Pilier de santé mentale</translation>
    </message>
    <message>
        <source>{0} is not a Pillar state</source>
        <translation>{0} n&apos;est pas un état de Pilier</translation>
    </message>
    <message>
        <source>Pillar of Sanity {0}</source>
        <translation>Pilier de santé mentale {0}</translation>
    </message>
    <message>
        <source>Add Pillar of Sanity</source>
        <translation>Ajouter un Pilier de santé mentale</translation>
    </message>
    <message>
        <source>Remove Pillar of Sanity</source>
        <translation>Retirer le Pilier de santé mentale</translation>
    </message>
</context>
<context>
    <name>ToCPlay</name>
    <message>
        <source>{0} others</source>
        <translation>{0} autres</translation>
    </message>
    <message>
        <source>{0} {1}, surprised: acts last</source>
        <translation>{0} {1}, surpris&#xa0;: agit en dernier</translation>
    </message>
    <message>
        <source>a player before an NPC</source>
        <translation>un joueur avant un PNJ</translation>
    </message>
    <message>
        <source>tie broken by pool points ({0})</source>
        <translation>égalité départagée par les points de réserve ({0})</translation>
    </message>
    <message>
        <source>tie broken at random</source>
        <translation>égalité départagée au hasard</translation>
    </message>
    <message>
        <source>; tied with {0}: {1}</source>
        <translation>; à égalité avec {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>fine</source>
        <translation>indemne</translation>
    </message>
    <message>
        <source>hurt</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>seriously wounded</source>
        <translation>grièvement blessé</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>shaken</source>
        <translation>ébranlé</translation>
    </message>
    <message>
        <source>mind blasted</source>
        <translation>esprit brisé</translation>
    </message>
    <message>
        <source>permanently insane</source>
        <translation>définitivement fou</translation>
    </message>
    <message>
        <source>open cover: Hit Threshold {0} → {1}</source>
        <translation>à découvert&#xa0;: Seuil de blessure {0} → {1}</translation>
    </message>
    <message>
        <source>partial cover: Hit Threshold {0} → {1}</source>
        <translation>couvert partiel&#xa0;: Seuil de blessure {0} → {1}</translation>
    </message>
    <message>
        <source>soft cover: Hit Threshold {0} → {1}</source>
        <translation>couvert léger&#xa0;: Seuil de blessure {0} → {1}</translation>
    </message>
    <message>
        <source>hard cover: Hit Threshold {0} → {1}</source>
        <translation>couvert solide&#xa0;: Seuil de blessure {0} → {1}</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>repos</translation>
    </message>
    <message>
        <source>NPC rest</source>
        <translation>repos de PNJ</translation>
    </message>
    <message>
        <source>point blank</source>
        <translation>bout portant</translation>
    </message>
    <message>
        <source>close</source>
        <translation>courte</translation>
    </message>
    <message>
        <source>near</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <source>name the ability</source>
        <translation>indiquez la capacité</translation>
    </message>
    <message>
        <source>unknown ability {0}</source>
        <translation>capacité inconnue&#xa0;: {0}</translation>
    </message>
    <message>
        <source>cannot spend {0} {1} points: the pool is {2} and spends may not take it below {3}</source>
        <translation>impossible de dépenser {0} points de {1}&#xa0;: la réserve est à {2} et une dépense ne peut pas la faire descendre sous {3}</translation>
    </message>
    <message>
        <source>cannot spend {0} {1} pool points: only {2} left</source>
        <translation>impossible de dépenser {0} points de réserve de {1}&#xa0;: il n&apos;en reste que {2}</translation>
    </message>
    <message>
        <source>cannot {0}: the character is dead</source>
        <translation>impossible de {0}&#xa0;: le personnage est mort</translation>
    </message>
    <message>
        <source>cannot {0}: the character is permanently insane</source>
        <translation>impossible de {0}&#xa0;: le personnage est définitivement fou</translation>
    </message>
    <message>
        <source>test {0}</source>
        <translation>tester {0}</translation>
    </message>
    <message>
        <source>cannot {0}: a seriously wounded character can take no actions whatsoever</source>
        <translation>impossible de {0}&#xa0;: un personnage grièvement blessé ne peut entreprendre aucune action</translation>
    </message>
    <message>
        <source>cannot {0}: a mind blasted character can only gibber, attack in a frenzy or flee</source>
        <translation>impossible de {0}&#xa0;: un personnage à l&apos;esprit brisé ne peut que bredouiller, attaquer frénétiquement ou fuir</translation>
    </message>
    <message>
        <source>{0} is an investigative ability: it is never tested, its points are spent</source>
        <translation>{0} est une capacité d&apos;investigation&#xa0;: elle ne se teste jamais, ses points se dépensent</translation>
    </message>
    <message>
        <source>Sanity is never tested nor spent</source>
        <translation>la Santé mentale ne se teste ni ne se dépense jamais</translation>
    </message>
    <message>
        <source>use a Stability test for Stability</source>
        <translation>pour la Stabilité, faites un test de Stabilité</translation>
    </message>
    <message>
        <source>{0} rating 0: automatic failure (difficulty {1})</source>
        <translation>{0} à 0&#xa0;: échec automatique (difficulté {1})</translation>
    </message>
    <message>
        <source>rolled {0}</source>
        <translation>résultat {0}</translation>
    </message>
    <message>
        <source>+ {0} spent</source>
        <translation>+ {0} dépensé(s)</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>{0}: {1} = {2} vs {3}: {4}</source>
        <translation>{0}&#xa0;: {1} = {2} contre {3}&#xa0;: {4}</translation>
    </message>
    <message>
        <source>hurt: +1 difficulty</source>
        <translation>blessé&#xa0;: +1 de difficulté</translation>
    </message>
    <message>
        <source>{0}: +1 difficulty</source>
        <translation>{0}&#xa0;: +1 de difficulté</translation>
    </message>
    <message>
        <source>surprised: +{0} difficulty</source>
        <translation>surpris&#xa0;: +{0} de difficulté</translation>
    </message>
    <message>
        <source>{0} pool {1} → {2}</source>
        <translation>{0}&#xa0;: réserve {1} → {2}</translation>
    </message>
    <message>
        <source>only a simple test can be retried</source>
        <translation>seul un test simple peut être retenté</translation>
    </message>
    <message>
        <source>the test succeeded: there is nothing to retry</source>
        <translation>le test a réussi&#xa0;: rien à retenter</translation>
    </message>
    <message>
        <source>a failed test can be tried again only with a larger spend than before ({0}), not {1}</source>
        <translation>un test raté ne peut être retenté qu&apos;avec une dépense supérieure à la précédente ({0}), pas {1}</translation>
    </message>
    <message>
        <source>a co-operative test needs two investigators</source>
        <translation>un test coopératif nécessite deux investigateurs</translation>
    </message>
    <message>
        <source>help with {0}</source>
        <translation>prêter main-forte en {0}</translation>
    </message>
    <message>
        <source>helper spent {0} {1}: +{2} to the roll</source>
        <translation>l&apos;assistant a dépensé {0} en {1}&#xa0;: +{2} au jet</translation>
    </message>
    <message>
        <source>the lead of a piggyback group is not one of its followers</source>
        <translation>le meneur d&apos;un test de groupe ne peut pas faire partie de ceux qui le suivent</translation>
    </message>
    <message>
        <source>follow in a {0} test ({1})</source>
        <translation>suivre un test de {0} ({1})</translation>
    </message>
    <message>
        <source>cannot pay: {0} ({1} to the lead&apos;s roll)</source>
        <translation>ne peuvent pas payer&#xa0;: {0} ({1} au jet du meneur)</translation>
    </message>
    <message>
        <source>both sides of the contest are called {0}</source>
        <translation>les deux camps de l&apos;opposition s&apos;appellent {0}</translation>
    </message>
    <message>
        <source>{0} failed first: {1} wins the contest</source>
        <translation>{0} échoue en premier&#xa0;: {1} remporte l&apos;opposition</translation>
    </message>
    <message>
        <source>the task is already complete</source>
        <translation>la tâche est déjà accomplie</translation>
    </message>
    <message>
        <source>the task falls by {0} to {1}</source>
        <translation>la tâche diminue de {0} et passe à {1}</translation>
    </message>
    <message>
        <source>a failed test counts nothing: the task stays at {0}</source>
        <translation>un test raté ne compte pas&#xa0;: la tâche reste à {0}</translation>
    </message>
    <message>
        <source>the task is complete</source>
        <translation>la tâche est accomplie</translation>
    </message>
    <message>
        <source>cover changes the Hit Threshold only against firearms</source>
        <translation>le couvert ne modifie le Seuil de blessure que contre les armes à feu</translation>
    </message>
    <message>
        <source>Firearms rating 0 and a natural 1: the shooter hit themselves or an ally</source>
        <translation>Armes à feu à 0 et un 1 naturel&#xa0;: le tireur s&apos;est touché lui-même ou a touché un allié</translation>
    </message>
    <message>
        <source>hit with {0}: roll damage</source>
        <translation>touché avec {0}&#xa0;: lancez les dégâts</translation>
    </message>
    <message>
        <source>{0} is an investigative ability: use spend_investigative</source>
        <translation>{0} est une capacité d&apos;investigation&#xa0;: utilisez spend_investigative</translation>
    </message>
    <message>
        <source>{0} is not spent in a general spend</source>
        <translation>{0} ne se dépense pas lors d&apos;une dépense générale</translation>
    </message>
    <message>
        <source>spend {0}</source>
        <translation>dépenser {0}</translation>
    </message>
    <message>
        <source>{0} {1} spent: {2}; pool {3} → {4}</source>
        <translation>{0} point(s) de {1} dépensé(s)&#xa0;: {2}&#xa0;; réserve {3} → {4}</translation>
    </message>
    <message>
        <source>{0} {1} spent; pool {2} → {3}</source>
        <translation>{0} point(s) de {1} dépensé(s)&#xa0;; réserve {2} → {3}</translation>
    </message>
    <message>
        <source>{0} is a General ability: test it or make a general spend</source>
        <translation>{0} est une capacité générale&#xa0;: testez-la ou faites une dépense générale</translation>
    </message>
    <message>
        <source>cannot spend {0}: the character is mind blasted</source>
        <translation>impossible de dépenser {0}&#xa0;: le personnage a l&apos;esprit brisé</translation>
    </message>
    <message>
        <source>{0} rating 0: no points to spend</source>
        <translation>{0} à 0&#xa0;: aucun point à dépenser</translation>
    </message>
    <message>
        <source>only a hurt character makes a Consciousness test before spending</source>
        <translation>seul un personnage blessé fait un test de conscience avant de dépenser</translation>
    </message>
    <message>
        <source>only a shaken character makes a Stability test before spending</source>
        <translation>seul un personnage ébranlé fait un test de Stabilité avant de dépenser</translation>
    </message>
    <message>
        <source>a hurt or shaken character must pass a test first: give the dice</source>
        <translation>un personnage blessé ou ébranlé doit d&apos;abord réussir un test&#xa0;: indiquez les dés</translation>
    </message>
    <message>
        <source>hurt: Consciousness test first; {0}</source>
        <translation>blessé&#xa0;: test de conscience d&apos;abord&#xa0;; {0}</translation>
    </message>
    <message>
        <source>shaken: Stability test first; {0}</source>
        <translation>ébranlé&#xa0;: test de Stabilité d&apos;abord&#xa0;; {0}</translation>
    </message>
    <message>
        <source>the test failed: no {0} points spent</source>
        <translation>le test a échoué&#xa0;: aucun point de {0} dépensé</translation>
    </message>
    <message>
        <source>{0} Sanity lost at once: the {1} False Sanity points are lost</source>
        <translation>{0} points de Santé mentale perdus d&apos;un coup&#xa0;: les {1} points de Fausse Santé mentale sont perdus</translation>
    </message>
    <message>
        <source>Sanity rating {0} → {1}</source>
        <translation>Valeur de Santé mentale {0} → {1}</translation>
    </message>
    <message>
        <source>Sanity pool {0} → {1}</source>
        <translation>Réserve de Santé mentale {0} → {1}</translation>
    </message>
    <message>
        <source>Stability {0} → {1}: {2}</source>
        <translation>Stabilité {0} → {1}&#xa0;: {2}</translation>
    </message>
    <message>
        <source>mind blasted: Stability rating −1 for good</source>
        <translation>esprit brisé&#xa0;: valeur de Stabilité −1 définitivement</translation>
    </message>
    <message>
        <source>the keeper may give a mental illness: a Mythos madness</source>
        <translation>le Gardien peut infliger une maladie mentale&#xa0;: une folie du Mythe</translation>
    </message>
    <message>
        <source>the keeper may give a mental illness: shell shock</source>
        <translation>le Gardien peut infliger une maladie mentale&#xa0;: un traumatisme de guerre</translation>
    </message>
    <message>
        <source>mind blasted by a Mythos horror: Sanity rating −{0}</source>
        <translation>esprit brisé par une horreur du Mythe&#xa0;: valeur de Santé mentale −{0}</translation>
    </message>
    <message>
        <source>shaken by a Mythos horror: Sanity rating −{0}</source>
        <translation>ébranlé par une horreur du Mythe&#xa0;: valeur de Santé mentale −{0}</translation>
    </message>
    <message>
        <source>Stability −12: permanently insane</source>
        <translation>Stabilité −12&#xa0;: définitivement fou</translation>
    </message>
    <message>
        <source>Sanity 0: permanently insane</source>
        <translation>Santé mentale 0&#xa0;: définitivement fou</translation>
    </message>
    <message>
        <source>{0}: Stability −{1}</source>
        <translation>{0}&#xa0;: Stabilité −{1}</translation>
    </message>
    <message>
        <source>make a Stability test</source>
        <translation>faire un test de Stabilité</translation>
    </message>
    <message>
        <source>experience gives no bonus against Mythos or supernatural events</source>
        <translation>l&apos;expérience ne donne aucun bonus face au Mythe ou au surnaturel</translation>
    </message>
    <message>
        <source>the bonus for a creature faced before is a Pulp rule</source>
        <translation>le bonus pour une créature déjà affrontée est une règle Pulp</translation>
    </message>
    <message>
        <source>the Big Reveal is an optional Purist rule</source>
        <translation>la Grande Révélation est une règle Purist facultative</translation>
    </message>
    <message>
        <source>no Pillar of Sanity left: +1 difficulty</source>
        <translation>plus aucun Pilier de santé mentale&#xa0;: +1 de difficulté</translation>
    </message>
    <message>
        <source>pitch black: +1 difficulty</source>
        <translation>obscurité totale&#xa0;: +1 de difficulté</translation>
    </message>
    <message>
        <source>−{0} for experience or familiarity (never below 2)</source>
        <translation>−{0} pour l&apos;expérience ou la familiarité (jamais sous 2)</translation>
    </message>
    <message>
        <source>the Big Reveal: a failure would cost {0}</source>
        <translation>la Grande Révélation&#xa0;: un échec coûterait {0}</translation>
    </message>
    <message>
        <source>Mythos Stability test: {0}</source>
        <translation>Test de Stabilité lié au Mythe&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Stability test: {0}</source>
        <translation>Test de Stabilité&#xa0;: {0}</translation>
    </message>
    <message>
        <source>failure: Stability −{0}</source>
        <translation>échec&#xa0;: Stabilité −{0}</translation>
    </message>
    <message>
        <source>Stability loss</source>
        <translation>Perte de Stabilité</translation>
    </message>
    <message>
        <source>acting against a hard driver</source>
        <translation>agir contre une Motivation forte</translation>
    </message>
    <message>
        <source>acting against a soft driver</source>
        <translation>agir contre une Motivation faible</translation>
    </message>
    <message>
        <source>Stability {0} → {1} (the rating caps it)</source>
        <translation>Stabilité {0} → {1} (plafonnée par la valeur)</translation>
    </message>
    <message>
        <source>Stability {0} → {1}</source>
        <translation>Stabilité {0} → {1}</translation>
    </message>
    <message>
        <source>gain Stability</source>
        <translation>regagner de la Stabilité</translation>
    </message>
    <message>
        <source>the Drive was declared meaningless: it gives no Stability any more</source>
        <translation>la Motivation a été déclarée vide de sens&#xa0;: elle ne donne plus de Stabilité</translation>
    </message>
    <message>
        <source>acting within a hard driver</source>
        <translation>agir selon une Motivation forte</translation>
    </message>
    <message>
        <source>acting within a soft driver</source>
        <translation>agir selon une Motivation faible</translation>
    </message>
    <message>
        <source>confidence rolls are a Pulp rule</source>
        <translation>les jets de confiance sont une règle Pulp</translation>
    </message>
    <message>
        <source>make a confidence roll</source>
        <translation>faire un jet de confiance</translation>
    </message>
    <message>
        <source>a confidence roll is not paid with {0}</source>
        <translation>un jet de confiance ne se paie pas avec {0}</translation>
    </message>
    <message>
        <source>confidence roll: {0} {1} paid, rolled {2}</source>
        <translation>jet de confiance&#xa0;: {0} point(s) de {1} payé(s), résultat {2}</translation>
    </message>
    <message>
        <source>confidence roll</source>
        <translation>jet de confiance</translation>
    </message>
    <message>
        <source>only Alienists can treat themselves</source>
        <translation>seuls les Aliénistes peuvent se soigner eux-mêmes</translation>
    </message>
    <message>
        <source>treat the patient</source>
        <translation>soigner le patient</translation>
    </message>
    <message>
        <source>{0} points would restore more than the {1} Stability the patient lacks (at most {2} points)</source>
        <translation>{0} points rendraient plus que les {1} points de Stabilité qui manquent au patient ({2} points au plus)</translation>
    </message>
    <message>
        <source>{0} Psychoanalysis sacrificed</source>
        <translation>{0} point(s) de Psychanalyse sacrifié(s)</translation>
    </message>
    <message>
        <source>psychological triage</source>
        <translation>triage psychologique</translation>
    </message>
    <message>
        <source>failed: no new attempt until the patient loses more Stability</source>
        <translation>échec&#xa0;: pas de nouvelle tentative avant que le patient perde encore de la Stabilité</translation>
    </message>
    <message>
        <source>temporary psychological triage</source>
        <translation>triage psychologique temporaire</translation>
    </message>
    <message>
        <source>lose Sanity</source>
        <translation>perdre de la Santé mentale</translation>
    </message>
    <message>
        <source>fainting to avoid Sanity loss is a Purist rule</source>
        <translation>s&apos;évanouir pour éviter une perte de Santé mentale est une règle Purist</translation>
    </message>
    <message>
        <source>fainted: the Sanity loss of {0} becomes 1</source>
        <translation>évanoui&#xa0;: la perte de Santé mentale de {0} devient 1</translation>
    </message>
    <message>
        <source>{0} Pillar(s) of Sanity may now crumble, if the player chooses</source>
        <translation>le joueur peut désormais laisser s&apos;effondrer {0} Pilier(s) de santé mentale, s&apos;il le souhaite</translation>
    </message>
    <message>
        <source>Cthulhu Mythos cannot exceed {0} (now {1})</source>
        <translation>le Mythe de Cthulhu ne peut pas dépasser {0} (actuellement {1})</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1} ({2})</source>
        <translation>Mythe de Cthulhu {0} → {1} ({2})</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} → {1}</source>
        <translation>Mythe de Cthulhu {0} → {1}</translation>
    </message>
    <message>
        <source>the Sanity rating may be at most {0} (10 − Cthulhu Mythos)</source>
        <translation>la valeur de Santé mentale est plafonnée à {0} (10 − Mythe de Cthulhu)</translation>
    </message>
    <message>
        <source>Sanity rating {0} is within its cap {1}: unchanged</source>
        <translation>valeur de Santé mentale {0} sous son plafond de {1}&#xa0;: inchangée</translation>
    </message>
    <message>
        <source>the sheet has no Pillar of Sanity called {0}</source>
        <translation>la fiche n&apos;a aucun Pilier de santé mentale nommé {0}</translation>
    </message>
    <message>
        <source>shatter a Pillar</source>
        <translation>briser un Pilier</translation>
    </message>
    <message>
        <source>the Pillar {0} is already shattered</source>
        <translation>le Pilier {0} est déjà brisé</translation>
    </message>
    <message>
        <source>the Pillar {0} is already crumbled</source>
        <translation>le Pilier {0} est déjà effondré</translation>
    </message>
    <message>
        <source>Pillar {0} shattered</source>
        <translation>Pilier {0} brisé</translation>
    </message>
    <message>
        <source>the Pillar of Sanity {0} shatters</source>
        <translation>le Pilier de santé mentale {0} se brise</translation>
    </message>
    <message>
        <source>the Pillar {0} is shattered: too late for it to crumble</source>
        <translation>le Pilier {0} est brisé&#xa0;: trop tard pour qu&apos;il s&apos;effondre</translation>
    </message>
    <message>
        <source>the Pillar {0} has already crumbled</source>
        <translation>le Pilier {0} s&apos;est déjà effondré</translation>
    </message>
    <message>
        <source>a Pillar may crumble only for every 3 Sanity pool points lost</source>
        <translation>un Pilier ne peut s&apos;effondrer que par tranche de 3 points de réserve de Santé mentale perdus</translation>
    </message>
    <message>
        <source>the Pillar of Sanity {0} crumbles from within</source>
        <translation>le Pilier de santé mentale {0} s&apos;effondre de l&apos;intérieur</translation>
    </message>
    <message>
        <source>no Pillar of Sanity left: Stability tests +1 difficulty</source>
        <translation>plus aucun Pilier de santé mentale&#xa0;: tests de Stabilité +1 de difficulté</translation>
    </message>
    <message>
        <source>a non-lethal scuffling attack is not a firearm hit</source>
        <translation>une attaque de Bagarre non létale n&apos;est pas un tir d&apos;arme à feu</translation>
    </message>
    <message>
        <source>the character is already dead</source>
        <translation>le personnage est déjà mort</translation>
    </message>
    <message>
        <source>{0} damage, armour {1}: Health {2} → {3}</source>
        <translation>{0} points de dégâts, armure {1}&#xa0;: Santé {2} → {3}</translation>
    </message>
    <message>
        <source>{0} damage: Health {1} → {2}</source>
        <translation>{0} points de dégâts&#xa0;: Santé {1} → {2}</translation>
    </message>
    <message>
        <source>lethal firearms: {0} more, Health {1}</source>
        <translation>armes à feu létales&#xa0;: {0} de plus, Santé {1}</translation>
    </message>
    <message>
        <source>Consciousness test at difficulty {0} or faint</source>
        <translation>Test de conscience de difficulté {0} ou évanouissement</translation>
    </message>
    <message>
        <source>no actions; loses 1 Health every half hour until stabilised</source>
        <translation>aucune action&#xa0;; perd 1 point de Santé par demi-heure jusqu&apos;à stabilisation</translation>
    </message>
    <message>
        <source>the character is dead</source>
        <translation>le personnage est mort</translation>
    </message>
    <message>
        <source>Consciousness test: {0}</source>
        <translation>Test de conscience&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Health {0} → {1}</source>
        <translation>Santé {0} → {1}</translation>
    </message>
    <message>
        <source>fainted</source>
        <translation>évanoui</translation>
    </message>
    <message>
        <source>only a seriously wounded character keeps losing Health</source>
        <translation>seul un personnage grièvement blessé continue de perdre de la Santé</translation>
    </message>
    <message>
        <source>{0} half hour(s) unstabilised: Health {1} → {2}</source>
        <translation>{0} demi-heure(s) sans stabilisation&#xa0;: Santé {1} → {2}</translation>
    </message>
    <message>
        <source>another character must stabilise a seriously wounded one</source>
        <translation>un autre personnage doit stabiliser un blessé grave</translation>
    </message>
    <message>
        <source>only a seriously wounded character needs stabilising</source>
        <translation>seul un personnage grièvement blessé doit être stabilisé</translation>
    </message>
    <message>
        <source>stabilised: no more Health lost</source>
        <translation>stabilisé&#xa0;: plus de perte de Santé</translation>
    </message>
    <message>
        <source>not stabilised</source>
        <translation>non stabilisé</translation>
    </message>
    <message>
        <source>only someone with the First Aid ability can restore Health</source>
        <translation>seul un personnage doté de la capacité Premiers soins peut rendre de la Santé</translation>
    </message>
    <message>
        <source>give First Aid</source>
        <translation>prodiguer les Premiers soins</translation>
    </message>
    <message>
        <source>First Aid cannot restore Health to a seriously wounded character: stabilise them</source>
        <translation>les Premiers soins ne rendent pas de Santé à un personnage grièvement blessé&#xa0;: stabilisez-le</translation>
    </message>
    <message>
        <source>First Aid only helps a hurt or seriously wounded character (Health {0})</source>
        <translation>les Premiers soins n&apos;aident qu&apos;un personnage blessé ou grièvement blessé (Santé {0})</translation>
    </message>
    <message>
        <source>spend First Aid points: the free point is for an empty First Aid pool</source>
        <translation>dépensez des points de Premiers soins&#xa0;: le point gratuit est réservé à une réserve de Premiers soins vide</translation>
    </message>
    <message>
        <source>the rating {0}</source>
        <translation>la valeur {0}</translation>
    </message>
    <message>
        <source>a third of the rating ({0}, Purist)</source>
        <translation>un tiers de la valeur ({0}, Purist)</translation>
    </message>
    <message>
        <source>the Health before the incident ({0})</source>
        <translation>la Santé avant l&apos;incident ({0})</translation>
    </message>
    <message>
        <source>First Aid cannot raise Health {0} any more (limits: {1})</source>
        <translation>les Premiers soins ne peuvent plus augmenter la Santé, actuellement à {0} (limites&#xa0;: {1})</translation>
    </message>
    <message>
        <source>{0} First Aid points restore more than the {1} Health First Aid may give here: spend at most {2}</source>
        <translation>{0} points de Premiers soins rendraient plus que les {1} points de Santé que les Premiers soins peuvent donner ici&#xa0;: dépensez-en {2} au plus</translation>
    </message>
    <message>
        <source>{0} First Aid spent: Health {1} → {2}</source>
        <translation>{0} point(s) de Premiers soins dépensé(s)&#xa0;: Santé {1} → {2}</translation>
    </message>
    <message>
        <source>1 Health with an empty First Aid pool (once per scene): Health {0} → {1}</source>
        <translation>1 point de Santé avec une réserve de Premiers soins vide (une fois par scène)&#xa0;: Santé {0} → {1}</translation>
    </message>
    <message>
        <source>limited by {0}</source>
        <translation>limité par {0}</translation>
    </message>
    <message>
        <source>a seriously wounded character must be hospitalised (hospital_discharge)</source>
        <translation>un personnage grièvement blessé doit être hospitalisé (hospital_discharge)</translation>
    </message>
    <message>
        <source>{0}: Health {1} → {2}</source>
        <translation>{0}&#xa0;: Santé {1} → {2}</translation>
    </message>
    <message>
        <source>hospital recovery is for seriously wounded characters</source>
        <translation>la convalescence à l&apos;hôpital concerne les personnages grièvement blessés</translation>
    </message>
    <message>
        <source>Health {0}: {1} days in hospital are needed, not {2}</source>
        <translation>Santé {0}&#xa0;: il faut {1} jours d&apos;hôpital, pas {2}</translation>
    </message>
    <message>
        <source>{0} days in hospital: Health {1} → {2}</source>
        <translation>{0} jours d&apos;hôpital&#xa0;: Santé {1} → {2}</translation>
    </message>
    <message>
        <source>fully recovered the following day</source>
        <translation>entièrement rétabli le lendemain</translation>
    </message>
    <message>
        <source>unknown weapon {0}</source>
        <translation>arme inconnue&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} is a hand weapon: no range band</source>
        <translation>{0} est une arme de corps à corps&#xa0;: pas de tranche de portée</translation>
    </message>
    <message>
        <source>{0}: give the range band ({1}), not {2}</source>
        <translation>{0}&#xa0;: indiquez la tranche de portée ({1}), pas {2}</translation>
    </message>
    <message>
        <source>{0} cannot fire both barrels at once</source>
        <translation>{0} ne peut pas tirer des deux canons à la fois</translation>
    </message>
    <message>
        <source>{0} cannot reach {1} range</source>
        <translation>{0} n&apos;atteint pas la portée {1}</translation>
    </message>
    <message>
        <source>only firearm damage is tripled</source>
        <translation>seuls les dégâts des armes à feu sont triplés</translation>
    </message>
    <message>
        <source>{0} at {1}</source>
        <translation>{0}, portée {1}</translation>
    </message>
    <message>
        <source>{0} - {1} ({2} rating 0)</source>
        <translation>{0} - {1} ({2} à 0)</translation>
    </message>
    <message>
        <source>{0}: rolled {1}</source>
        <translation>{0}&#xa0;: résultat {1}</translation>
    </message>
    <message>
        <source>tripled</source>
        <translation>triplés</translation>
    </message>
    <message>
        <source>no damage (the total is below 0)</source>
        <translation>aucun dégât (le total est inférieur à 0)</translation>
    </message>
    <message>
        <source>damage {0}</source>
        <translation>dégâts {0}</translation>
    </message>
    <message>
        <source>every pool was already full</source>
        <translation>toutes les réserves étaient déjà pleines</translation>
    </message>
    <message>
        <source>in a Purist campaign no Sanity pool points are awarded</source>
        <translation>en campagne Purist, aucun point de réserve de Santé mentale n&apos;est accordé</translation>
    </message>
    <message>
        <source>no Sanity rating was lost this adventure: nothing to deny</source>
        <translation>aucune valeur de Santé mentale perdue pendant cette aventure&#xa0;: rien à nier</translation>
    </message>
    <message>
        <source>denying the Mythos: Sanity rating {0} → {1}</source>
        <translation>déni du Mythe&#xa0;: valeur de Santé mentale {0} → {1}</translation>
    </message>
    <message>
        <source>denying the Mythos: the Sanity rating is already at its cap {0}</source>
        <translation>déni du Mythe&#xa0;: la valeur de Santé mentale est déjà à son plafond de {0}</translation>
    </message>
    <message>
        <source>Sanity award: Sanity pool {0} → {1}</source>
        <translation>récompense de Santé mentale&#xa0;: réserve de Santé mentale {0} → {1}</translation>
    </message>
    <message>
        <source>{0} does not refresh after 24 hours</source>
        <translation>{0} ne se régénère pas après 24 heures</translation>
    </message>
    <message>
        <source>{0} is not refreshed in a safe haven</source>
        <translation>{0} ne se régénère pas dans un refuge</translation>
    </message>
    <message>
        <source>a safe haven refreshes at most {0} pools a session</source>
        <translation>un refuge régénère au plus {0} réserves par session</translation>
    </message>
    <message>
        <source>no pool refreshed</source>
        <translation>aucune réserve régénérée</translation>
    </message>
</context>
<context>
    <name>ToCRules</name>
    <message>
        <source>{0} build point</source>
        <translation>{0} point de création</translation>
    </message>
    <message>
        <source>{0} build points</source>
        <translation>{0} points de création</translation>
    </message>
    <message>
        <source>NPC: build rules are not checked, only the state of play.</source>
        <translation>PNJ&#xa0;: les règles de création ne sont pas vérifiées, seul l&apos;état en jeu l&apos;est.</translation>
    </message>
    <message>
        <source>{0} is not a Trail of Cthulhu ability; it is not costed.</source>
        <translation>{0} n&apos;est pas une capacité de Trail of Cthulhu&#xa0;; elle n&apos;a pas de coût.</translation>
    </message>
    <message>
        <source>Check the spelling or remove it.</source>
        <translation>Vérifiez l&apos;orthographe ou retirez-la.</translation>
    </message>
    <message>
        <source>{0} pool {1} is above its rating {2}.</source>
        <translation>La réserve de {0} ({1}) dépasse sa valeur ({2}).</translation>
    </message>
    <message>
        <source>Pools never refill above the rating: lower the pool to {0} or less.</source>
        <translation>Une réserve ne dépasse jamais la valeur&#xa0;: baissez-la à {0} ou moins.</translation>
    </message>
    <message>
        <source>{0} pool {1} is below its lowest value {2}.</source>
        <translation>La réserve de {0} ({1}) est sous sa valeur minimale ({2}).</translation>
    </message>
    <message>
        <source>Set the pool to {0} or more.</source>
        <translation>Portez la réserve à {0} ou plus.</translation>
    </message>
    <message>
        <source>{0} takes no named specialities (only Art and Craft do).</source>
        <translation>{0} n&apos;accepte pas de spécialités nommées (seuls Art et Artisanat en ont).</translation>
    </message>
    <message>
        <source>Remove the specialities or move them to Art or Craft.</source>
        <translation>Retirez les spécialités ou déplacez-les vers Art ou Artisanat.</translation>
    </message>
    <message>
        <source>False Sanity {0} is more than the Sanity rating {1}.</source>
        <translation>La Fausse Santé mentale ({0}) dépasse la valeur de Santé mentale ({1}).</translation>
    </message>
    <message>
        <source>False Sanity is part of the Sanity rating: lower it.</source>
        <translation>La Fausse Santé mentale fait partie de la valeur de Santé mentale&#xa0;: baissez-la.</translation>
    </message>
    <message>
        <source>Trading {0} investigative build points needs {1} general build points; there are only {2}.</source>
        <translation>Échanger {0} points de création d&apos;investigation demande {1} points de création généraux&#xa0;; il n&apos;y en a que {2}.</translation>
    </message>
    <message>
        <source>Trade at most {0}.</source>
        <translation>Échangez-en au plus {0}.</translation>
    </message>
    <message>
        <source>Trading away {0} investigative build points; there are only {1}.</source>
        <translation>Cession de {0} points de création d&apos;investigation&#xa0;; il n&apos;y en a que {1}.</translation>
    </message>
    <message>
        <source>Trade away at most {0}.</source>
        <translation>Cédez-en au plus {0}.</translation>
    </message>
    <message>
        <source>{0} withheld without the keeper&apos;s permission.</source>
        <translation>{0} mis de côté sans l&apos;accord du Gardien.</translation>
    </message>
    <message>
        <source>Spend them now, or record that the keeper allows withholding build points.</source>
        <translation>Dépensez-les maintenant, ou indiquez que le Gardien autorise la mise de côté de points de création.</translation>
    </message>
    <message>
        <source>{0} spent and {1} withheld of {2}</source>
        <translation>{0} dépensés et {1} mis de côté sur {2}</translation>
    </message>
    <message>
        <source>{0} spent of {1}</source>
        <translation>{0} dépensés sur {1}</translation>
    </message>
    <message>
        <source>General build points: {0}, {1} too many.</source>
        <translation>Points de création généraux&#xa0;: {0}, {1} de trop.</translation>
    </message>
    <message>
        <source>Lower general ratings by {0} or withhold fewer.</source>
        <translation>Baissez les valeurs générales de {0} ou mettez-en moins de côté.</translation>
    </message>
    <message>
        <source>Lower general ratings by {0}.</source>
        <translation>Baissez les valeurs générales de {0}.</translation>
    </message>
    <message>
        <source>Investigative build points: {0}, {1} too many.</source>
        <translation>Points de création d&apos;investigation&#xa0;: {0}, {1} de trop.</translation>
    </message>
    <message>
        <source>Lower investigative ratings by {0} or withhold fewer.</source>
        <translation>Baissez les valeurs d&apos;investigation de {0} ou mettez-en moins de côté.</translation>
    </message>
    <message>
        <source>Lower investigative ratings by {0}.</source>
        <translation>Baissez les valeurs d&apos;investigation de {0}.</translation>
    </message>
    <message>
        <source>General build points: {0}, {1} unspent.</source>
        <translation>Points de création généraux&#xa0;: {0}, {1} non dépensés.</translation>
    </message>
    <message>
        <source>Investigative build points: {0}, {1} unspent.</source>
        <translation>Points de création d&apos;investigation&#xa0;: {0}, {1} non dépensés.</translation>
    </message>
    <message>
        <source>Spend the remaining {0} or withhold them (if the keeper allows).</source>
        <translation>Dépensez les {0} restants ou mettez-les de côté (si le Gardien l&apos;autorise).</translation>
    </message>
    <message>
        <source>Spend the remaining {0}.</source>
        <translation>Dépensez les {0} restants.</translation>
    </message>
    <message>
        <source>{0} {1} is below its free starting rating {2}.</source>
        <translation>{0} ({1}) est sous sa valeur de départ gratuite ({2}).</translation>
    </message>
    <message>
        <source>Free ratings cannot be sold back: raise it to {0}.</source>
        <translation>Les valeurs gratuites ne peuvent pas être revendues&#xa0;: remontez-la à {0}.</translation>
    </message>
    <message>
        <source>Cthulhu Mythos {0} was bought, but it is gained in play unless the keeper allows buying it.</source>
        <translation>Le Mythe de Cthulhu ({0}) a été acheté, mais il s&apos;acquiert en jeu sauf si le Gardien en autorise l&apos;achat.</translation>
    </message>
    <message>
        <source>Set Cthulhu Mythos to 0, or record the keeper&apos;s permission (or the rating gained in play as play_change).</source>
        <translation>Mettez le Mythe de Cthulhu à 0, ou indiquez l&apos;accord du Gardien (ou la valeur acquise en jeu comme play_change).</translation>
    </message>
    <message>
        <source>Sanity {0} is above {1} − Cthulhu Mythos {2} = {3}.</source>
        <translation>La Santé mentale ({0}) dépasse {1} − Mythe de Cthulhu {2} = {3}.</translation>
    </message>
    <message>
        <source>Lower Sanity to {0}.</source>
        <translation>Baissez la Santé mentale à {0}.</translation>
    </message>
    <message>
        <source>{0} {1} is above {2}, the most a Purist campaign allows.</source>
        <translation>{0} ({1}) dépasse {2}, le maximum autorisé en campagne Purist.</translation>
    </message>
    <message>
        <source>Lower {0} to {1}, or play a Pulp campaign.</source>
        <translation>Baissez {0} à {1}, ou jouez une campagne Pulp.</translation>
    </message>
    <message>
        <source>The highest General ability is {0} {1}; no other General ability reaches half of it ({2}); the next highest is {3}.</source>
        <translation>La capacité générale la plus élevée est {0} {1}&#xa0;; aucune autre capacité générale n&apos;atteint la moitié ({2})&#xa0;; la suivante est à {3}.</translation>
    </message>
    <message>
        <source>Raise another General ability to {0} or lower {1}.</source>
        <translation>Portez une autre capacité générale à {0} ou baissez {1}.</translation>
    </message>
    <message>
        <source>A {0} never puts points into Credit Rating; it is {1}, not {2}.</source>
        <translation>La profession {0} ne met jamais de points en Crédit&#xa0;; il vaut {1}, pas {2}.</translation>
    </message>
    <message>
        <source>Set Credit Rating to {0} (unless the keeper changes the occupation for good).</source>
        <translation>Mettez le Crédit à {0} (sauf si le Gardien modifie la profession durablement).</translation>
    </message>
    <message>
        <source>Credit Rating {0} is above the keeper&apos;s cap of {1}.</source>
        <translation>Le Crédit ({0}) dépasse le plafond de {1} fixé par le Gardien.</translation>
    </message>
    <message>
        <source>Lower Credit Rating to {0}.</source>
        <translation>Baissez le Crédit à {0}.</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Aucune profession n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose an occupation: it sets the occupational abilities and the Credit Rating range.</source>
        <translation>Choisissez une profession&#xa0;: elle détermine les capacités de profession et la fourchette de Crédit.</translation>
    </message>
    <message>
        <source>{0} is not a known occupation.</source>
        <translation>{0} n&apos;est pas une profession connue.</translation>
    </message>
    <message>
        <source>Choose an occupation from the list (or add it as a user data file).</source>
        <translation>Choisissez une profession dans la liste (ou ajoutez-la dans un fichier de données utilisateur).</translation>
    </message>
    <message>
        <source>{0}: no branch is chosen.</source>
        <translation>{0}&#xa0;: aucune branche n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose one of {0}.</source>
        <translation>Choisissez parmi {0}.</translation>
    </message>
    <message>
        <source>{0} has no branch {1}.</source>
        <translation>{0} n&apos;a pas de branche {1}.</translation>
    </message>
    <message>
        <source>{0} has no branches, but {1} is given.</source>
        <translation>{0} n&apos;a pas de branches, mais {1} est indiqué.</translation>
    </message>
    <message>
        <source>Clear the branch.</source>
        <translation>Effacez la branche.</translation>
    </message>
    <message>
        <source>{0} does not offer the choice that {1} are filed under.</source>
        <translation>{0} ne propose pas le choix où figurent {1}.</translation>
    </message>
    <message>
        <source>these picks</source>
        <translation>ces sélections</translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices: {0}.</source>
        <translation>Sélectionnez-les à nouveau parmi les choix propres à la profession&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Pick them again in the occupation&apos;s own choices.</source>
        <translation>Sélectionnez-les à nouveau parmi les choix propres à la profession.</translation>
    </message>
    <message>
        <source>{0}, {1}: {2} picked, {3} needed.</source>
        <translation>{0}, {1}&#xa0;: {2} choisi(s), {3} requis.</translation>
    </message>
    <message>
        <source>Pick exactly {0}.</source>
        <translation>Choisissez-en exactement {0}.</translation>
    </message>
    <message>
        <source>Credit Rating cannot be a free-choice occupational ability.</source>
        <translation>Le Crédit ne peut pas être une capacité de profession au libre choix.</translation>
    </message>
    <message>
        <source>Pick another ability.</source>
        <translation>Choisissez une autre capacité.</translation>
    </message>
    <message>
        <source>{0}: {1} is already occupational.</source>
        <translation>{0}&#xa0;: {1} est déjà une capacité de profession.</translation>
    </message>
    <message>
        <source>Pick a different ability.</source>
        <translation>Choisissez une capacité différente.</translation>
    </message>
    <message>
        <source>{0}, {1}: {2} is not one of the options.</source>
        <translation>{0}, {1}&#xa0;: {2} ne fait pas partie des options.</translation>
    </message>
    <message>
        <source>Pick one of: {0}.</source>
        <translation>Choisissez parmi&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} (made occupational by the keeper) is not a known ability.</source>
        <translation>{0} (capacité de profession ajoutée par le Gardien) n&apos;est pas une capacité connue.</translation>
    </message>
    <message>
        <source>Check the spelling.</source>
        <translation>Vérifiez l&apos;orthographe.</translation>
    </message>
    <message>
        <source>A {0} knows {1}, but it is not among the languages named.</source>
        <translation>La profession {0} apporte {1}, mais cette langue ne figure pas parmi les langues nommées.</translation>
    </message>
    <message>
        <source>Add {0} to the languages (it takes one point of Languages).</source>
        <translation>Ajoutez {0} aux langues (cela prend un point de Langues).</translation>
    </message>
    <message>
        <source>Languages {0} gives {0} language; {1} named.</source>
        <translation>Langues {0} donne {0} langue&#xa0;; {1} nommée(s).</translation>
    </message>
    <message>
        <source>Languages {0} gives {0} languages; {1} named.</source>
        <translation>Langues {0} donne {0} langues&#xa0;; {1} nommée(s).</translation>
    </message>
    <message>
        <source>Name {0} more.</source>
        <translation>Nommez-en {0} de plus.</translation>
    </message>
    <message>
        <source>{0} languages named, but Languages {1} gives only {1}.</source>
        <translation>{0} langues nommées, mais Langues {1} n&apos;en donne que {1}.</translation>
    </message>
    <message>
        <source>Remove names or raise Languages (the mother tongue is not listed).</source>
        <translation>Retirez des noms ou augmentez Langues (la langue maternelle n&apos;est pas listée).</translation>
    </message>
    <message>
        <source>{0} Pillar of Sanity listed; Sanity {1} needs {2} (one per {3} full points).</source>
        <translation>{0} Pilier de santé mentale listé&#xa0;; Santé mentale {1} en exige {2} (un par tranche complète de {3} points).</translation>
    </message>
    <message>
        <source>{0} Pillars of Sanity listed; Sanity {1} needs {2} (one per {3} full points).</source>
        <translation>{0} Piliers de santé mentale listés&#xa0;; Santé mentale {1} en exige {2} (un par tranche complète de {3} points).</translation>
    </message>
    <message>
        <source>List exactly {0}.</source>
        <translation>Listez-en exactement {0}.</translation>
    </message>
    <message>
        <source>{0} Source of Stability listed; Stability {1} allows {2} (one per {3} full points).</source>
        <translation>{0} Source de stabilité listée&#xa0;; Stabilité {1} en autorise {2} (une par tranche complète de {3} points).</translation>
    </message>
    <message>
        <source>{0} Sources of Stability listed; Stability {1} allows {2} (one per {3} full points).</source>
        <translation>{0} Sources de stabilité listées&#xa0;; Stabilité {1} en autorise {2} (une par tranche complète de {3} points).</translation>
    </message>
    <message>
        <source>List at most {0}.</source>
        <translation>Listez-en au plus {0}.</translation>
    </message>
    <message>
        <source>{0} Source of Stability listed; Stability {1} allows {2}.</source>
        <translation>{0} Source de stabilité listée&#xa0;; Stabilité {1} en autorise {2}.</translation>
    </message>
    <message>
        <source>{0} Sources of Stability listed; Stability {1} allows {2}.</source>
        <translation>{0} Sources de stabilité listées&#xa0;; Stabilité {1} en autorise {2}.</translation>
    </message>
    <message>
        <source>Name living NPCs (not fellow investigators) as Sources of Stability.</source>
        <translation>Nommez des PNJ vivants (pas d&apos;autres investigateurs) comme Sources de stabilité.</translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp option; this is a Purist campaign.</source>
        <translation>Les Sources de stabilité sont une option Pulp&#xa0;; cette campagne est Purist.</translation>
    </message>
    <message>
        <source>Remove them, or play a Pulp campaign.</source>
        <translation>Retirez-les, ou jouez une campagne Pulp.</translation>
    </message>
    <message>
        <source>No Drive is chosen.</source>
        <translation>Aucune Motivation n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose a Drive: {0}.</source>
        <translation>Choisissez une Motivation&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} is not one of the Drives of the rules.</source>
        <translation>{0} ne fait pas partie des Motivations des règles.</translation>
    </message>
    <message>
        <source>Choose a listed Drive, or keep it if the keeper agrees.</source>
        <translation>Choisissez une Motivation de la liste, ou gardez celle-ci si le Gardien l&apos;accepte.</translation>
    </message>
    <message>
        <source>Hit Threshold {0} is set by hand; Athletics {1} gives {2}.</source>
        <translation>Seuil de blessure {0} saisi à la main&#xa0;; Athlétisme {1} donne {2}.</translation>
    </message>
    <message>
        <source>Clear the Hit Threshold (it is for NPC statblocks).</source>
        <translation>Effacez le Seuil de blessure (il est réservé aux profils de PNJ).</translation>
    </message>
    <message>
        <source>Weapon {0}: {1} is not in the weapon tables.</source>
        <translation>Arme {0}&#xa0;: {1} ne figure pas dans les tables d&apos;armes.</translation>
    </message>
    <message>
        <source>Pick a weapon of the tables, or clear the kind for a weapon of your own.</source>
        <translation>Choisissez une arme des tables, ou effacez le type pour une arme personnelle.</translation>
    </message>
</context>
<context>
    <name>ToCSession</name>
    <message>
        <source>campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>investigative</source>
        <translation>Capacités d&apos;investigation</translation>
    </message>
    <message>
        <source>general</source>
        <translation>Capacités générales</translation>
    </message>
    <message>
        <source>mind</source>
        <translation>Esprit</translation>
    </message>
    <message>
        <source>identity</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>{0} is not a Trail of Cthulhu ability.</source>
        <translation>{0} n&apos;est pas une capacité de Trail of Cthulhu.</translation>
    </message>
    <message>
        <source>The campaign is now Purist: Health and Stability may not be above {0}.</source>
        <translation>La campagne est désormais Purist&#xa0;: la Santé et la Stabilité ne peuvent pas dépasser {0}.</translation>
    </message>
    <message>
        <source>The campaign is now Purist: Sources of Stability are a Pulp option.</source>
        <translation>La campagne est désormais Purist&#xa0;: les Sources de stabilité sont une option Pulp.</translation>
    </message>
    <message>
        <source>The campaign is now Pulp: name Sources of Stability (one per {0} full Stability points).</source>
        <translation>La campagne est désormais Pulp&#xa0;: nommez des Sources de stabilité (une par tranche complète de {0} points de Stabilité).</translation>
    </message>
    <message>
        <source>The occupation changed to {0}: its choices start afresh.</source>
        <translation>La profession est désormais {0}&#xa0;: ses choix repartent de zéro.</translation>
    </message>
    <message>
        <source>The ratings stay as they were; what they cost follows the new occupational abilities.</source>
        <translation>Les valeurs restent inchangées&#xa0;; leur coût suit les nouvelles capacités de profession.</translation>
    </message>
    <message>
        <source>The branch changed: the choices {0} no longer apply and were cleared.</source>
        <translation>La branche a changé&#xa0;: les choix {0} ne s&apos;appliquent plus et ont été effacés.</translation>
    </message>
    <message>
        <source>The branch changed: the choice {0} no longer applies and was cleared.</source>
        <translation>La branche a changé&#xa0;: le choix {0} ne s&apos;applique plus et a été effacé.</translation>
    </message>
    <message>
        <source>{0} left</source>
        <translation>{0} restant(s)</translation>
    </message>
    <message>
        <source>{0} overspent</source>
        <translation>{0} en trop</translation>
    </message>
    <message>
        <source>General build points: now {0} (was {1} left), as the {2} changed.</source>
        <translation>Points de création généraux&#xa0;: désormais {0} (il en restait {1}), suite à la modification de l&apos;étape «&#xa0;{2}&#xa0;».</translation>
    </message>
    <message>
        <source>Investigative build points: now {0} (was {1} left), as the {2} changed.</source>
        <translation>Points de création d&apos;investigation&#xa0;: désormais {0} (il en restait {1}), suite à la modification de l&apos;étape «&#xa0;{2}&#xa0;».</translation>
    </message>
    <message>
        <source>{0} is an investigative ability; it is rated on the investigative step.</source>
        <translation>{0} est une capacité d&apos;investigation&#xa0;; sa valeur se fixe à l&apos;étape des capacités d&apos;investigation.</translation>
    </message>
    <message>
        <source>{0} is a General ability; it is rated on the general step.</source>
        <translation>{0} est une capacité générale&#xa0;; sa valeur se fixe à l&apos;étape des capacités générales.</translation>
    </message>
    <message>
        <source>Remove it from the investigative ratings.</source>
        <translation>Retirez-la des valeurs d&apos;investigation.</translation>
    </message>
    <message>
        <source>Remove it from the general ratings.</source>
        <translation>Retirez-la des valeurs générales.</translation>
    </message>
    <message>
        <source>The investigator has no name.</source>
        <translation>L&apos;investigateur n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>Give the investigator a name.</source>
        <translation>Donnez un nom à l&apos;investigateur.</translation>
    </message>
    <message>
        <source>No occupation is chosen.</source>
        <translation>Aucune profession n&apos;est choisie.</translation>
    </message>
    <message>
        <source>Choose an occupation.</source>
        <translation>Choisissez une profession.</translation>
    </message>
    <message>
        <source>No weapon {0} in the weapon tables.</source>
        <translation>Aucune arme {0} dans les tables d&apos;armes.</translation>
    </message>
    <message>
        <source>Pick a weapon of the tables, or describe it as a weapon of your own.</source>
        <translation>Choisissez une arme des tables, ou décrivez-la comme une arme personnelle.</translation>
    </message>
    <message>
        <source>Choose a known occupation first.</source>
        <translation>Choisissez d&apos;abord une profession connue.</translation>
    </message>
</context>
<context>
    <name>ToCSheetView</name>
    <message>
        <source>Equipment</source>
        <translation>Équipement</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Change {0}</source>
        <translation>Modifier {0}</translation>
    </message>
    <message>
        <source>Trail of Cthulhu 1st edition</source>
        <translation>Trail of Cthulhu 1re édition</translation>
    </message>
    <message>
        <source>This sheet follows the rules of {0}; the 2nd edition&apos;s numbers differ.</source>
        <translation>Cette fiche suit les règles de {0}&#xa0;; les chiffres de la 2e édition diffèrent.</translation>
    </message>
    <message>
        <source>Refresh pools:</source>
        <translation>Régénérer les réserves&#xa0;:</translation>
    </message>
    <message>
        <source>Between adventures</source>
        <translation>Entre deux aventures</translation>
    </message>
    <message>
        <source>Investigative pools, General pools and Stability return to their ratings</source>
        <translation>Les réserves d&apos;investigation, les réserves générales et la Stabilité reviennent à leur valeur</translation>
    </message>
    <message>
        <source>24-hour refresh</source>
        <translation>Régénération de 24 heures</translation>
    </message>
    <message>
        <source>Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling and Weapons refresh</source>
        <translation>Athletics, Driving, Firearms, Fleeing, Piloting, Riding, Scuffling et Weapons se régénèrent</translation>
    </message>
    <message>
        <source>A day of rest</source>
        <translation>Une journée de repos</translation>
    </message>
    <message>
        <source>Health recovers 2 points (not when seriously wounded)</source>
        <translation>La Santé récupère 2 points (sauf en cas de blessure grave)</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>Dernier jet</translation>
    </message>
    <message>
        <source>Investigator</source>
        <translation>Investigateur</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Occupation</source>
        <translation>Profession</translation>
    </message>
    <message>
        <source>— choose an occupation —</source>
        <translation>— choisissez une profession —</translation>
    </message>
    <message>
        <source>&amp;Occupation:</source>
        <translation>&amp;Profession&#xa0;:</translation>
    </message>
    <message>
        <source>Branch</source>
        <translation>Branche</translation>
    </message>
    <message>
        <source>&amp;Branch:</source>
        <translation>&amp;Branche&#xa0;:</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Choix&#xa0;:</translation>
    </message>
    <message>
        <source>Campaign style</source>
        <translation>Style de campagne</translation>
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
        <translation>Purist&#xa0;: horreur lovecraftienne et sombre. Pulp&#xa0;: action musclée&#xa0;; Sources de stabilité.</translation>
    </message>
    <message>
        <source>Campaign &amp;style:</source>
        <translation>&amp;Style de campagne&#xa0;:</translation>
    </message>
    <message>
        <source>Investigators in the group</source>
        <translation>Investigateurs du groupe</translation>
    </message>
    <message>
        <source>Keeper&apos;s investigative budget:</source>
        <translation>Budget d&apos;investigation du Gardien&#xa0;:</translation>
    </message>
    <message>
        <source>The keeper sets the investigative budget</source>
        <translation>Le Gardien fixe le budget d&apos;investigation</translation>
    </message>
    <message>
        <source>Keeper&apos;s investigative budget</source>
        <translation>Budget d&apos;investigation du Gardien</translation>
    </message>
    <message>
        <source>&amp;Investigators:</source>
        <translation>&amp;Investigateurs&#xa0;:</translation>
    </message>
    <message>
        <source>Investigators in the group: 2 get 24 investigative build points, 3 get 18, 4 or more 16</source>
        <translation>Investigateurs du groupe&#xa0;: à 2, 24 points de création d&apos;investigation chacun&#xa0;; à 3, 18&#xa0;; à 4 ou plus, 16</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Motivation</translation>
    </message>
    <message>
        <source>Choose or type a Drive</source>
        <translation>Choisissez ou saisissez une Motivation</translation>
    </message>
    <message>
        <source>&amp;Drive:</source>
        <translation>&amp;Motivation&#xa0;:</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Occupational benefits</source>
        <translation>Avantages professionnels</translation>
    </message>
    <message>
        <source>&amp;Appearance:</source>
        <translation>&amp;Apparence&#xa0;:</translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation>&amp;Historique&#xa0;:</translation>
    </message>
    <message>
        <source>Occupational &amp;benefits:</source>
        <translation>Avantages pro&amp;fessionnels&#xa0;:</translation>
    </message>
    <message>
        <source>Build points</source>
        <translation>Points de création</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Dépensés</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Restants</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Généraux</translation>
    </message>
    <message>
        <source>Investigative</source>
        <translation>Investigation</translation>
    </message>
    <message>
        <source>Trade of build points</source>
        <translation>Échange de points de création</translation>
    </message>
    <message>
        <source>Positive: 3 general build points become 1 investigative one, per point. Negative: 1 investigative build point becomes 3 general ones.</source>
        <translation>Positif&#xa0;: 3 points de création généraux deviennent 1 point d&apos;investigation, par point. Négatif&#xa0;: 1 point de création d&apos;investigation devient 3 points généraux.</translation>
    </message>
    <message>
        <source>&amp;Trade (3 general = 1 investigative):</source>
        <translation>É&amp;change (3 généraux = 1 investigation)&#xa0;:</translation>
    </message>
    <message>
        <source>Sanity, Stability and Health</source>
        <translation>Santé mentale, Stabilité et Santé</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Change {0} rating</source>
        <translation>Modifier {0} (valeur)</translation>
    </message>
    <message>
        <source>{0} rating</source>
        <translation>{0} (valeur)</translation>
    </message>
    <message>
        <source>Change {0} pool</source>
        <translation>Modifier {0} (réserve)</translation>
    </message>
    <message>
        <source>{0} pool</source>
        <translation>{0} (réserve)</translation>
    </message>
    <message>
        <source>{0} status</source>
        <translation>{0} (état)</translation>
    </message>
    <message>
        <source>3, or 4 with Athletics 8 or more</source>
        <translation>3, ou 4 avec Athletics à 8 ou plus</translation>
    </message>
    <message>
        <source>Pillars of Sanity</source>
        <translation>Piliers de santé mentale</translation>
    </message>
    <message>
        <source>Pillar state</source>
        <translation>État du Pilier</translation>
    </message>
    <message>
        <source>New Pillar of Sanity</source>
        <translation>Nouveau Pilier de santé mentale</translation>
    </message>
    <message>
        <source>A conviction: choose an example or type your own</source>
        <translation>Une conviction&#xa0;: choisissez un exemple ou saisissez la vôtre</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Add the Pillar of Sanity</source>
        <translation>Ajouter le Pilier de santé mentale</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Remove the selected Pillar of Sanity</source>
        <translation>Retirer le Pilier de santé mentale sélectionné</translation>
    </message>
    <message>
        <source>Sources of Stability</source>
        <translation>Sources de stabilité</translation>
    </message>
    <message>
        <source>Source state</source>
        <translation>État de la Source</translation>
    </message>
    <message>
        <source>New Source of Stability: name</source>
        <translation>Nouvelle Source de stabilité&#xa0;: nom</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>New Source of Stability: relationship</source>
        <translation>Nouvelle Source de stabilité&#xa0;: relation</translation>
    </message>
    <message>
        <source>Add the Source of Stability</source>
        <translation>Ajouter la Source de stabilité</translation>
    </message>
    <message>
        <source>Remove the selected Source of Stability</source>
        <translation>Retirer la Source de stabilité sélectionnée</translation>
    </message>
    <message>
        <source>Academic abilities</source>
        <translation>Capacités académiques</translation>
    </message>
    <message>
        <source>Interpersonal abilities</source>
        <translation>Capacités interpersonnelles</translation>
    </message>
    <message>
        <source>Technical abilities</source>
        <translation>Capacités techniques</translation>
    </message>
    <message>
        <source>General abilities</source>
        <translation>Capacités générales</translation>
    </message>
    <message>
        <source>Other abilities</source>
        <translation>Autres capacités</translation>
    </message>
    <message>
        <source>● occupational (half price) · * can sometimes be used investigatively · the die tests at difficulty 4; Shift-click or the arrow to set difficulty and spend</source>
        <translation>● de profession (moitié prix) · * parfois utilisable pour l&apos;investigation · le dé teste à difficulté 4&#xa0;; Maj+clic ou la flèche pour régler la difficulté et la dépense</translation>
    </message>
    <message>
        <source>Abilities that are not in the Trail of Cthulhu list cost nothing.</source>
        <translation>Les capacités absentes de la liste de Trail of Cthulhu ne coûtent rien.</translation>
    </message>
    <message>
        <source>● occupational (half price) · “Spend” uses pool points for a clue</source>
        <translation>● de profession (moitié prix) · «&#xa0;Dépenser&#xa0;» utilise des points de réserve pour un indice</translation>
    </message>
    <message>
        <source>Occ.</source>
        <translation>Prof.</translation>
    </message>
    <message>
        <source>Spend</source>
        <translation>Dépenser</translation>
    </message>
    <message>
        <source>Test {0}</source>
        <translation>Tester {0}</translation>
    </message>
    <message>
        <source>Test {0} at difficulty 4, spending nothing.
Shift-click or the arrow: choose the difficulty and the points to spend;
the arrow also spends points without a test.</source>
        <translation>Tester {0} à difficulté 4, sans rien dépenser.
Maj+clic ou la flèche&#xa0;: choisir la difficulté et les points à dépenser&#xa0;;
la flèche permet aussi de dépenser des points sans test.</translation>
    </message>
    <message>
        <source>Spend without a test</source>
        <translation>Dépenser sans test</translation>
    </message>
    <message>
        <source>Spend {0} point(s)</source>
        <translation>Dépenser {0} point(s)</translation>
    </message>
    <message>
        <source>Spend {0} points</source>
        <translation>Dépenser {0} points</translation>
    </message>
    <message>
        <source>Spend 1 {0} point (the arrow: more)</source>
        <translation>Dépenser 1 point en {0} (la flèche&#xa0;: davantage)</translation>
    </message>
    <message>
        <source>Languages</source>
        <translation>Langues</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>language</source>
        <translation>une langue</translation>
    </message>
    <message>
        <source>A language (one per Languages rating point)</source>
        <translation>Une langue (une par point de valeur en Langues)</translation>
    </message>
    <message>
        <source>New language</source>
        <translation>Nouvelle langue</translation>
    </message>
    <message>
        <source>Add the language</source>
        <translation>Ajouter la langue</translation>
    </message>
    <message>
        <source>Remove the selected language</source>
        <translation>Retirer la langue sélectionnée</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>Point blank</source>
        <translation>Bout portant</translation>
    </message>
    <message>
        <source>by range</source>
        <translation>selon la portée</translation>
    </message>
    <message>
        <source>Weapon ability</source>
        <translation>Capacité d&apos;arme</translation>
    </message>
    <message>
        <source>Weapon to add</source>
        <translation>Arme à ajouter</translation>
    </message>
    <message>
        <source>Your own weapon</source>
        <translation>Votre propre arme</translation>
    </message>
    <message>
        <source>Add the weapon</source>
        <translation>Ajouter l&apos;arme</translation>
    </message>
    <message>
        <source>Remove the selected weapon</source>
        <translation>Retirer l&apos;arme sélectionnée</translation>
    </message>
    <message>
        <source>Range of damage rolls</source>
        <translation>Portée des jets de dégâts</translation>
    </message>
    <message>
        <source>&amp;Range:</source>
        <translation>Po&amp;rtée&#xa0;:</translation>
    </message>
    <message>
        <source>The range used for the damage of firearms and explosives</source>
        <translation>La portée utilisée pour les dégâts des armes à feu et des explosifs</translation>
    </message>
    <message>
        <source>Mental disorders</source>
        <translation>Troubles mentaux</translation>
    </message>
    <message>
        <source>Mental disorder</source>
        <translation>Trouble mental</translation>
    </message>
    <message>
        <source>mental disorder</source>
        <translation>un trouble mental</translation>
    </message>
    <message>
        <source>A mental disorder</source>
        <translation>Un trouble mental</translation>
    </message>
    <message>
        <source>New mental disorder</source>
        <translation>Nouveau trouble mental</translation>
    </message>
    <message>
        <source>Add the mental disorder</source>
        <translation>Ajouter le trouble mental</translation>
    </message>
    <message>
        <source>Remove the selected mental disorder</source>
        <translation>Retirer le trouble mental sélectionné</translation>
    </message>
    <message>
        <source>Languages rating {0}: {1} named beyond the mother tongue (one per point).</source>
        <translation>Langues à {0}&#xa0;: {1} nommée(s) en plus de la langue maternelle (une par point).</translation>
    </message>
    <message>
        <source>{0} (not in the rules)</source>
        <translation>{0} (hors règles)</translation>
    </message>
    <message>
        <source>— choose a branch —</source>
        <translation>— choisissez une branche —</translation>
    </message>
    <message>
        <source>Credit Rating {0} ({1}); occupation range {2}.</source>
        <translation>Crédit {0} ({1})&#xa0;; fourchette de la profession {2}.</translation>
    </message>
    <message>
        <source>Languages: {0}.</source>
        <translation>Langues&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>{0} is not an occupation of the rules: no ability is occupational.</source>
        <translation>{0} n&apos;est pas une profession des règles&#xa0;: aucune capacité n&apos;est de profession.</translation>
    </message>
    <message>
        <source>Not one of the Drives of the rules (the keeper may allow it).</source>
        <translation>Ne fait pas partie des Motivations des règles (le Gardien peut l&apos;autoriser).</translation>
    </message>
    <message>
        <source>Choose what drives the investigator on.</source>
        <translation>Choisissez ce qui pousse l&apos;investigateur à avancer.</translation>
    </message>
    <message>
        <source>base {0}</source>
        <translation>base {0}</translation>
    </message>
    <message>
        <source>trade {0:+d}</source>
        <translation>échange {0:+d}</translation>
    </message>
    <message>
        <source>Credit Rating refund {0:+d}</source>
        <translation>remboursement du Crédit {0:+d}</translation>
    </message>
    <message>
        <source>withheld {0}</source>
        <translation>retenus {0}</translation>
    </message>
    <message>
        <source>{0} ⚠</source>
        <translation>{0} ⚠</translation>
    </message>
    <message>
        <source>Overspent by {0}</source>
        <translation>Dépassement de {0}</translation>
    </message>
    <message>
        <source>{0} build points overspent by {1}: lower some ratings.</source>
        <translation>Points de création ({0}) dépassés de {1}&#xa0;: baissez certaines valeurs.</translation>
    </message>
    <message>
        <source>{0} left to spend</source>
        <translation>{0} restant(s) à dépenser</translation>
    </message>
    <message>
        <source>{0} build points left</source>
        <translation>Points de création restants ({0})</translation>
    </message>
    <message>
        <source>Fine</source>
        <translation>Indemne</translation>
    </message>
    <message>
        <source>Hurt (+1 difficulty)</source>
        <translation>Blessé (+1 de difficulté)</translation>
    </message>
    <message>
        <source>Seriously wounded (no actions; needs medical help)</source>
        <translation>Grièvement blessé (aucune action&#xa0;; soins médicaux nécessaires)</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Steady</source>
        <translation>Stable</translation>
    </message>
    <message>
        <source>Shaken (+1 difficulty)</source>
        <translation>Ébranlé (+1 de difficulté)</translation>
    </message>
    <message>
        <source>Mind blasted (−1 Stability rating; can only flee or fight)</source>
        <translation>Esprit brisé (−1 à la valeur de Stabilité&#xa0;; ne peut que fuir ou combattre)</translation>
    </message>
    <message>
        <source>Permanently insane</source>
        <translation>Définitivement fou</translation>
    </message>
    <message>
        <source>Sane</source>
        <translation>Sain d&apos;esprit</translation>
    </message>
    <message>
        <source>At most {0} (10 − Cthulhu Mythos)</source>
        <translation>Au plus {0} (10 − Mythe de Cthulhu)</translation>
    </message>
    <message>
        <source>Hit Threshold: {0}</source>
        <translation>Seuil de blessure&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Tests +{0} difficulty</source>
        <translation>Tests +{0} de difficulté</translation>
    </message>
    <message>
        <source>Stability tests +{0} (no Pillar intact)</source>
        <translation>Tests de Stabilité +{0} (aucun Pilier intact)</translation>
    </message>
    <message>
        <source>{0} required (one per 3 Sanity at creation); {1} listed, {2} intact.</source>
        <translation>{0} requis (un par tranche de 3 en Santé mentale à la création)&#xa0;; {1} listé(s), {2} intact(s).</translation>
    </message>
    <message>
        <source>{0} allowed (one per 3 Stability at creation); {1} listed, {2} alive.</source>
        <translation>{0} autorisée(s) (une par tranche de 3 en Stabilité à la création)&#xa0;; {1} listée(s), {2} en vie.</translation>
    </message>
    <message>
        <source>Sources of Stability are a Pulp rule; this is a Purist campaign.</source>
        <translation>Les Sources de stabilité sont une règle Pulp&#xa0;; cette campagne est Purist.</translation>
    </message>
    <message>
        <source>Choose occupation {0}</source>
        <translation>Choisir la profession {0}</translation>
    </message>
    <message>
        <source>Clear occupation</source>
        <translation>Effacer la profession</translation>
    </message>
    <message>
        <source>Choose branch {0}</source>
        <translation>Choisir la branche {0}</translation>
    </message>
    <message>
        <source>Clear branch</source>
        <translation>Effacer la branche</translation>
    </message>
    <message>
        <source>Change occupation choices</source>
        <translation>Modifier les choix de profession</translation>
    </message>
    <message>
        <source>Campaign style {0}</source>
        <translation>Style de campagne {0}</translation>
    </message>
    <message>
        <source>Budget from the group size</source>
        <translation>Budget selon la taille du groupe</translation>
    </message>
    <message>
        <source>Change Drive</source>
        <translation>Modifier la Motivation</translation>
    </message>
    <message>
        <source>Type or choose a Pillar of Sanity first.</source>
        <translation>Saisissez ou choisissez d&apos;abord un Pilier de santé mentale.</translation>
    </message>
    <message>
        <source>A Source of Stability needs a name: {0}</source>
        <translation>Une Source de stabilité doit avoir un nom&#xa0;: {0}</translation>
    </message>
    <message>
        <source>A language needs a name: {0}</source>
        <translation>Une langue doit avoir un nom&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Type the mental disorder first.</source>
        <translation>Saisissez d&apos;abord le trouble mental.</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Nouvelle arme</translation>
    </message>
    <message>
        <source>Last roll: {0}</source>
        <translation>Dernier jet&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Test refused: {0}</source>
        <translation>Test refusé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Spend refused: {0}</source>
        <translation>Dépense refusée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Refresh refused: {0}</source>
        <translation>Régénération refusée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Damage roll refused: {0}</source>
        <translation>Jet de dégâts refusé&#xa0;: {0}</translation>
    </message>
</context>
<context>
    <name>ToCSourcesModel</name>
    <message>
        <source>Alive</source>
        <translation>En vie</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>Mort</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Disparu</translation>
    </message>
    <message>
        <source>Estranged</source>
        <translation>Brouillé</translation>
    </message>
    <message>
        <source>Source of Stability</source>
        <translation>Source de stabilité</translation>
    </message>
    <message>
        <source>Relationship</source>
        <translation>Relation</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Rename Source of Stability</source>
        <translation>Renommer la Source de stabilité</translation>
    </message>
    <message>
        <source>Change relationship</source>
        <translation>Modifier la relation</translation>
    </message>
    <message>
        <source>{0} is not a Source state</source>
        <translation>{0} n&apos;est pas un état de Source</translation>
    </message>
    <message>
        <source>Change Source of Stability state</source>
        <translation>Modifier l&apos;état de la Source de stabilité</translation>
    </message>
    <message>
        <source>Add Source of Stability</source>
        <translation>Ajouter une Source de stabilité</translation>
    </message>
    <message>
        <source>Remove Source of Stability</source>
        <translation>Retirer la Source de stabilité</translation>
    </message>
</context>
<context>
    <name>ToCStringListModel</name>
    <message>
        <source>Change {0}</source>
        <translation>Modifier {0}</translation>
    </message>
    <message>
        <source>Add {0}</source>
        <translation>Ajouter {0}</translation>
    </message>
    <message>
        <source>Remove {0}</source>
        <translation>Retirer {0}</translation>
    </message>
</context>
<context>
    <name>ToCWeaponsModel</name>
    <message>
        <source>Point blank</source>
        <translation>Bout portant</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Courte</translation>
    </message>
    <message>
        <source>Near</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Longue</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arme</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Dégâts</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Jet</translation>
    </message>
    <message>
        <source>Ability used</source>
        <translation>Capacité utilisée</translation>
    </message>
    <message>
        <source>Damage modifier of a hand weapon (1D6 + modifier)</source>
        <translation>Modificateur de dégâts d&apos;une arme de corps à corps (1D6 + modificateur)</translation>
    </message>
    <message>
        <source>Damage modifier at point blank range (• cannot reach)</source>
        <translation>Modificateur de dégâts à bout portant (• hors d&apos;atteinte)</translation>
    </message>
    <message>
        <source>Damage modifier at close range (• cannot reach)</source>
        <translation>Modificateur de dégâts à portée courte (• hors d&apos;atteinte)</translation>
    </message>
    <message>
        <source>Damage modifier at near range (• cannot reach)</source>
        <translation>Modificateur de dégâts à portée moyenne (• hors d&apos;atteinte)</translation>
    </message>
    <message>
        <source>Damage modifier at long range (• cannot reach)</source>
        <translation>Modificateur de dégâts à portée longue (• hors d&apos;atteinte)</translation>
    </message>
    <message>
        <source>Roll damage</source>
        <translation>Lancer les dégâts</translation>
    </message>
    <message>
        <source>ammunition: {0}</source>
        <translation>munitions&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} is used with {1}</source>
        <translation>{0} s&apos;utilise avec {1}</translation>
    </message>
    <message>
        <source>by range</source>
        <translation>selon la portée</translation>
    </message>
    <message>
        <source>{0}: damage 1D6 {1}</source>
        <translation>{0}&#xa0;: dégâts 1D6 {1}</translation>
    </message>
    <message>
        <source>{0}: the damage modifier depends on the range</source>
        <translation>{0}&#xa0;: le modificateur de dégâts dépend de la portée</translation>
    </message>
    <message>
        <source>Roll damage of {0}</source>
        <translation>Lancer les dégâts&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}: a hand weapon, no range</source>
        <translation>{0}&#xa0;: arme de corps à corps, sans portée</translation>
    </message>
    <message>
        <source>{0} cannot reach {1} range</source>
        <translation>{0} n&apos;atteint pas la portée {1}</translation>
    </message>
    <message>
        <source>{0} at {1} range: damage 1D6 {2}</source>
        <translation>{0}, portée {1}&#xa0;: dégâts 1D6 {2}</translation>
    </message>
    <message>
        <source>Rename weapon</source>
        <translation>Renommer l&apos;arme</translation>
    </message>
    <message>
        <source>{0} is not a fighting ability</source>
        <translation>{0} n&apos;est pas une capacité de combat</translation>
    </message>
    <message>
        <source>Change weapon ability</source>
        <translation>Modifier la capacité de l&apos;arme</translation>
    </message>
    <message>
        <source>Change damage modifier</source>
        <translation>Changer le modificateur de dégâts</translation>
    </message>
    <message>
        <source>Change range modifiers</source>
        <translation>Changer les modificateurs de portée</translation>
    </message>
    <message>
        <source>Add weapon {0}</source>
        <translation>Ajouter l&apos;arme {0}</translation>
    </message>
    <message>
        <source>Remove weapon</source>
        <translation>Retirer l&apos;arme</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Trash — {0}</source>
        <translation>Corbeille — {0}</translation>
    </message>
    <message>
        <source>Deleted sheets</source>
        <translation>Feuilles supprimées</translation>
    </message>
    <message>
        <source>Sheet file</source>
        <translation>Fichier de fiche</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimée le</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Empty Trash…</source>
        <translation>&amp;Vider la corbeille…</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) in the trash. Restore puts a sheet back where it was.</source>
        <translation>
            <numerusform>%n fiche dans la corbeille. Restaurer la remet à son emplacement d&apos;origine.</numerusform>
            <numerusform>%n fiches dans la corbeille. Restaurer remet une fiche à son emplacement d&apos;origine.</numerusform>
        </translation>
    </message>
    <message>
        <source>The trash is empty.</source>
        <translation>La corbeille est vide.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Corbeille</translation>
    </message>
    <message>
        <source>The sheet could not be restored: {0}.</source>
        <translation>La fiche n&apos;a pas pu être restaurée&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Empty Trash</source>
        <translation>Vider la corbeille</translation>
    </message>
    <message numerus="yes">
        <source>Delete the %n sheet(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer définitivement&#xa0;%n fiche de la corbeille&#xa0;? Cette action est irréversible.</numerusform>
            <numerusform>Supprimer définitivement les&#xa0;%n fiches de la corbeille&#xa0;? Cette action est irréversible.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideWindow</name>
    <message>
        <source>SheetMaker User Guide</source>
        <translation>Guide d&apos;utilisation de SheetMaker</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guide d&apos;utilisation</translation>
    </message>
    <message>
        <source>The user guide cannot be read: {0}</source>
        <translation>Le guide d&apos;utilisation ne peut pas être lu&#xa0;: {0}</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guide d&apos;utilisation</translation>
    </message>
    <message>
        <source>Read how to use SheetMaker, screen by screen</source>
        <translation>Découvrez comment utiliser SheetMaker, écran par écran</translation>
    </message>
</context>
<context>
    <name>ViolationsPanel</name>
    <message>
        <source>Rule checks</source>
        <translation>Vérification des règles</translation>
    </message>
    <message>
        <source>Rule checks: no problems found by the checks that ran.</source>
        <translation>Vérification des règles&#xa0;: aucun problème détecté par les contrôles effectués.</translation>
    </message>
    <message>
        <source>Rule checks: the sheet follows the rules. Problems show here as you edit.</source>
        <translation>Vérification des règles&#xa0;: la fiche respecte les règles. Les problèmes s&apos;affichent ici pendant la saisie.</translation>
    </message>
    <message>
        <source>Rule checks: {0} error(s), {1} warning(s). Activate one to go to its field.</source>
        <translation>Vérification des règles&#xa0;: {0} erreur(s), {1} avertissement(s). Activez-en un pour atteindre son champ.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Avertissement</translation>
    </message>
</context>
<context>
    <name>WeaponsBox</name>
    <message>
        <source>Weapons</source>
        <translation>Armes</translation>
    </message>
    <message>
        <source>The investigator&apos;s weapons</source>
        <translation>Les armes de l&apos;investigateur</translation>
    </message>
    <message>
        <source>&amp;Weapon:</source>
        <translation>&amp;Arme&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Ajo&amp;uter</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Ret&amp;irer</translation>
    </message>
    <message>
        <source>Or describe one of your own:</source>
        <translation>Ou décrivez la vôtre&#xa0;:</translation>
    </message>
</context>
<context>
    <name>_PickButton</name>
    <message>
        <source>choose…</source>
        <translation>choisir…</translation>
    </message>
    <message>
        <source>{0} ({1} of {2})</source>
        <translation>{0} ({1} sur {2})</translation>
    </message>
</context>
<context>
    <name>_SkillComboDelegate</name>
    <message>
        <source>Attack skill</source>
        <translation>Compétence d&apos;attaque</translation>
    </message>
</context>
</TS>
