"""Qt-free core: dice, roll outcomes, documents, errors and shared rule machinery."""
