"""Creation wizards: views over the Qt-free creation sessions of each game system."""
