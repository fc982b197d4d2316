"""Qt-free and game-free core: dice and d100/GUMSHOE outcomes, documents, errors, safe reading of
user files (:mod:`.files`), translations (:mod:`.i18n`), the game terms each system registers
(:mod:`.terms`), and the base of the creation sessions (:mod:`.creation`).

Nothing here imports PySide6 or any other package of SheetMaker: the systems register what core
needs to know about them.
"""
