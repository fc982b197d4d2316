"""Qt widgets: the main window, sheet views, dialogs and docks."""
