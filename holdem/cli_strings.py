"""The words of ``holdem --help`` and the command line's messages, read through the catalog (``cli.NAME``).

Same convention as ``holdem.tui.strings``: every ``NAME: Final`` constant is a catalog message.
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import catalogued

catalogued(__name__, "cli")

DESCRIPTION: Final = "No-Limit Texas Hold'em practice at a six-seat table against five computer opponents."
USAGE: Final = "usage: "
OPTIONS: Final = "options"
COMMANDS: Final = "commands"
COMMAND_METAVAR: Final = "COMMAND"
HELP_HELP: Final = "show this help and leave"
VERSION_HELP: Final = "show the version and leave"
SEED_HELP: Final = "replay a session: the same cards, bots and pauses"
FAST_HELP: Final = "opponents act without pausing"
NAME_HELP: Final = "your name at the table (default: Hero)"
DATA_DIR_HELP: Final = "where hand histories, stats, saves and settings go"
LANG_HELP: Final = (
    "the language of the game: en (English) or pt (Brazilian Portuguese), pt_BR and pt-BR too; remembered"
)
SIM_HELP: Final = "play bot-only hands headless and report each bot's stats"
SEED_NOT_NUMBER: Final = "a seed is a whole number, not {text!r}"
SEED_NEGATIVE: Final = "a seed cannot be negative"
SETTINGS_DAMAGED: Final = (
    "holdem: the settings file was damaged; it was moved to {path} and the defaults are used."
)
SETTINGS_NOT_SAVED: Final = "holdem: the settings could not be saved: {error}"
DATA_DIR_IN_USE: Final = (
    "holdem: the data directory {dir} is in use by another holdem game. Finish that game first, "
    "or start this one with --data-dir and another directory."
)
LANG_UNKNOWN: Final = "unknown language {text!r}: choose en (English) or pt (Brazilian Portuguese)"
SEED_METAVAR: Final = "SEED"
NAME_METAVAR: Final = "NAME"
DIR_METAVAR: Final = "DIR"
