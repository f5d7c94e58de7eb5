"""Player-facing text, kept in one catalog per language."""
