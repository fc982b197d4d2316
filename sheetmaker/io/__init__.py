"""Qt-free file input and output: the sheet file format, migrations, atomic saves."""
