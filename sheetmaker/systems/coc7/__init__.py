"""Call of Cthulhu 7th edition."""
