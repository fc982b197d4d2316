"""Qt-free files: the sheet file format and its migrations (:mod:`.fileformat`), atomic writes and
the one rule for reads (:mod:`.safefile`), file versions and names (:mod:`.fileversion`,
:mod:`.filestate`, :mod:`.filenames`), output checks for the command line (:mod:`.outputs`), the
library index, trash and locks (:mod:`.library`, :mod:`.trash`, :mod:`.lockinfo`), batches of
NPCs (:mod:`.npc_batch`), and other tools' formats (:mod:`.interchange`, :mod:`.dholes`,
:mod:`.foundry`, :mod:`.statblock_text`, :mod:`.convert`).
"""
