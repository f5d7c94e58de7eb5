"""The table in the terminal: a Textual app over the engine's player view."""
