"""Trail of Cthulhu, with the rules of the 1st edition and its GUMSHOE updates."""
