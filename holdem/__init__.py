"""holdem: an offline No-Limit Texas Hold'em practice game for the terminal."""

__version__ = "0.1.0"
