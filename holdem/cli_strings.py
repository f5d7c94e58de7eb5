"""The words of ``holdem --help`` and the command line's messages, read through the catalog (``cli.NAME``).

Same convention as ``holdem.app.strings``: every ``NAME: Final`` constant is a catalog message.
"""

from __future__ import annotations

from typing import Final

from holdem.i18n.catalog import msg

DESCRIPTION: Final = msg(
    "cli.DESCRIPTION",
    "Texas Hold'em practice (no-limit, pot-limit or limit) against computer opponents, at a table of"
    " 2 to 10 seats (six by default).",
)
USAGE: Final = msg("cli.USAGE", "usage: ")
OPTIONS: Final = msg("cli.OPTIONS", "options")
COMMANDS: Final = msg("cli.COMMANDS", "commands")
COMMAND_METAVAR: Final = msg("cli.COMMAND_METAVAR", "COMMAND")
HELP_HELP: Final = msg("cli.HELP_HELP", "show this help and leave")
VERSION_HELP: Final = msg("cli.VERSION_HELP", "show the version and leave")
SEED_HELP: Final = msg("cli.SEED_HELP", "replay a session: the same cards, bots and pauses")
FAST_HELP: Final = msg("cli.FAST_HELP", "opponents act without pausing")
NAME_HELP: Final = msg("cli.NAME_HELP", "your name at the table (default: Hero)")
DATA_DIR_HELP: Final = msg("cli.DATA_DIR_HELP", "where hand histories, stats, saves and settings go")
LANG_HELP: Final = (
    msg("cli.LANG_HELP", "the language of the game: en (English) or pt (Brazilian Portuguese), "
        "pt_BR and pt-BR too; remembered")
)
SIM_HELP: Final = msg("cli.SIM_HELP", "play bot-only hands headless and report each bot's stats")
SEATS_HELP: Final = msg(
    "cli.SEATS_HELP", "seats at the table of a new session, 2 to 10 (default: the settings', else 6)"
)
SEATS_RANGE: Final = msg("cli.SEATS_RANGE", "a table has {low} to {high} seats, not {text!r}")
SEED_NOT_NUMBER: Final = msg("cli.SEED_NOT_NUMBER", "a seed is a whole number, not {text!r}")
SEED_NEGATIVE: Final = msg("cli.SEED_NEGATIVE", "a seed cannot be negative")
SETTINGS_DAMAGED: Final = (
    msg("cli.SETTINGS_DAMAGED", "holdem: the settings file was damaged; it was moved to {path} and "
        "the defaults are used.")
)
SETTINGS_NOT_SAVED: Final = msg("cli.SETTINGS_NOT_SAVED", "holdem: the settings could not be saved: {error}")
DATA_DIR_IN_USE: Final = (
    msg("cli.DATA_DIR_IN_USE", "holdem: the data directory {dir} is in use by another holdem game. "
        "Finish that game first, or start this one with --data-dir and another directory.")
)
LANG_UNKNOWN: Final = msg(
    "cli.LANG_UNKNOWN",
    "unknown language {text!r}: choose en (English) or pt (Brazilian Portuguese)",
)
GAME_HELP: Final = msg(
    "cli.GAME_HELP",
    "the betting structure: nl (no-limit, the default), pl (pot-limit) or fl (limit); remembered",
)
GAME_UNKNOWN: Final = msg(
    "cli.GAME_UNKNOWN",
    "unknown betting structure {text!r}: choose nl (no-limit), pl (pot-limit) or fl (limit)",
)
SEED_METAVAR: Final = msg("cli.SEED_METAVAR", "SEED")
NAME_METAVAR: Final = msg("cli.NAME_METAVAR", "NAME")
DIR_METAVAR: Final = msg("cli.DIR_METAVAR", "DIR")

# ----- no terminal --------------------------------------------------------------------
NO_TERMINAL: Final = msg(
    "cli.NO_TERMINAL",
    "holdem: the game needs a terminal to draw the table; run it in a terminal window, without "
    "piping or redirecting its input or output, and with TERM set to a real terminal (not dumb).",
)
# argparse's own messages, by their English text (Python's argparse module); each translation keeps
# the same %-fields. ``holdem.cli`` says them in the player's language.
ERROR: Final = msg("cli.ERROR", "{prog}: error: {message}")
ARGPARSE: Final = msg("cli.ARGPARSE", (
    "argument %(argument_name)s: %(message)s",
    "unrecognized arguments: %s",
    "the following arguments are required: %s",
    "one of the arguments %s is required",
    "not allowed with argument %s",
    "ignored explicit argument %r",
    "expected one argument",
    "expected at most one argument",
    "expected at least one argument",
    "expected %s argument",
    "expected %s arguments",
    "ambiguous option: %(option)s could match %(matches)s",
    "invalid %(type)s value: %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)",
    "unknown parser %(parser_name)r (choices: %(choices)s)",
))
