"""The ``holdem`` command: play at the table, or ``holdem sim`` to run bot-only hands.

Heavy imports (Textual, the bots) happen only after the arguments are read,
so ``holdem --help`` and ``holdem --version`` answer at once. The language is
settled first (``--lang``, else the saved setting, else the environment), so
the help text itself is in the player's language.
"""

from __future__ import annotations

import argparse
import gc
import os
import re
import sys
from collections.abc import Sequence
from typing import Any, NoReturn

from holdem import __version__, cli_strings
from holdem.i18n import catalog
from holdem.i18n.catalog import _
from holdem.settings import Settings, load_settings, save_settings

MIN_SEATS, MAX_SEATS = 2, 10  # the table sizes the game offers (heads-up to ten-handed)


def _language(text: str) -> str:
    """A supported language from ``en``, ``pt``, ``pt_BR``, ``pt-BR``, ``en_US.UTF-8`` and the like."""
    language = catalog.normalize(text)
    if language is None:
        raise argparse.ArgumentTypeError(_(cli_strings.LANG_UNKNOWN).format(text=text))
    return language


def _game(text: str) -> str:
    """A betting structure's short name: ``nl``, ``pl`` or ``fl`` (any case)."""
    from holdem.engine.game import Game

    try:
        return Game.parse(text).value
    except ValueError:
        raise argparse.ArgumentTypeError(_(cli_strings.GAME_UNKNOWN).format(text=text)) from None


def _seed(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_(cli_strings.SEED_NOT_NUMBER).format(text=text)) from None
    if value < 0:
        raise argparse.ArgumentTypeError(_(cli_strings.SEED_NEGATIVE))
    return value


def _seats(text: str) -> int:
    """A table size from 2 to 10 seats."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not MIN_SEATS <= value <= MAX_SEATS:
        words = _(cli_strings.SEATS_RANGE).format(text=text, low=MIN_SEATS, high=MAX_SEATS)
        raise argparse.ArgumentTypeError(words)
    return value


class _Formatter(argparse.HelpFormatter):
    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: str | None = None) -> None:
        super().add_usage(usage, actions, groups, _(cli_strings.USAGE) if prefix is None else prefix)


_FIELD = re.compile(r"%\((\w+)\)[sr]|%[sr]")


def _pattern(template: str) -> re.Pattern[str]:
    """A regular expression reading back what ``template % fields`` wrote."""
    parts, start = [], 0
    for count, field in enumerate(_FIELD.finditer(template)):
        parts.append(re.escape(template[start : field.start()]))
        name = field.group(1) or f"_{count}"
        parts.append(f"(?P<{name}>.+?)")
        start = field.end()
    parts.append(re.escape(template[start:]))
    return re.compile("".join(parts), re.DOTALL)


def argparse_words(message: str) -> str:
    """An error message argparse wrote in English, in the player's language (nested messages too)."""
    for english, said in zip((m.english for m in cli_strings.ARGPARSE), _(cli_strings.ARGPARSE), strict=True):
        found = _pattern(english).fullmatch(message)
        if found is None:
            continue
        fields = {k: argparse_words(v) if k == "message" else v for k, v in found.groupdict().items()}
        positional = [fields.pop(f"_{i}") for i in range(len(fields)) if f"_{i}" in fields]
        plain = re.sub(r"(%\(\w+\))r|%r", lambda m: (m.group(1) or "%") + "s", said)
        return plain % (tuple(positional) if positional else fields)
    return message


class _Parser(argparse.ArgumentParser):
    """argparse, with its own messages ("error:", "the following arguments are required") translated."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, _(cli_strings.ERROR).format(prog=self.prog, message=argparse_words(message)) + "\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="holdem", description=_(cli_strings.DESCRIPTION), formatter_class=_Formatter, add_help=False
    )
    # argparse's own group of options stays empty and unshown.
    options = parser.add_argument_group(_(cli_strings.OPTIONS))
    options.add_argument("-h", "--help", action="help", help=_(cli_strings.HELP_HELP))
    options.add_argument(
        "--version", action="version", version=f"holdem {__version__}", help=_(cli_strings.VERSION_HELP)
    )
    options.add_argument(
        "--seed", type=_seed, metavar=_(cli_strings.SEED_METAVAR), help=_(cli_strings.SEED_HELP)
    )
    options.add_argument(
        "--seats", type=_seats, default=None, metavar="N", help=_(cli_strings.SEATS_HELP)
    )
    options.add_argument("--fast", action="store_true", help=_(cli_strings.FAST_HELP))
    options.add_argument(
        "--name", default=None, metavar=_(cli_strings.NAME_METAVAR), help=_(cli_strings.NAME_HELP)
    )
    options.add_argument(
        "--data-dir", default=None, metavar=_(cli_strings.DIR_METAVAR), help=_(cli_strings.DATA_DIR_HELP)
    )
    options.add_argument(
        "--lang", type=_language, default=None, metavar="{en,pt}", help=_(cli_strings.LANG_HELP)
    )
    options.add_argument(
        "--game", type=_game, default=None, metavar="{nl,pl,fl}", help=_(cli_strings.GAME_HELP)
    )
    commands = parser.add_subparsers(
        dest="command", metavar=_(cli_strings.COMMAND_METAVAR), title=_(cli_strings.COMMANDS)
    )
    sim = commands.add_parser("sim", help=_(cli_strings.SIM_HELP), formatter_class=_Formatter)
    from holdem.bots.sim_cli import add_arguments

    add_arguments(sim)
    from holdem.app import drill_strings

    drill = commands.add_parser("drill", help=_(drill_strings.DRILL_HELP), formatter_class=_Formatter,
                                add_help=False)
    drill.add_argument("-h", "--help", action="help", help=_(cli_strings.HELP_HELP))
    drill.add_argument("family", nargs="?", default=None, metavar="FAMILY", help=_(drill_strings.FAMILY_HELP))
    drill.add_argument("--list", action="store_true", help=_(drill_strings.LIST_HELP))
    drill.add_argument("--position", choices=("UTG", "HJ", "CO", "BTN", "SB", "BB"), default=None,
                       help=_(drill_strings.POSITION_HELP))
    drill.add_argument("--depth", type=int, choices=(20, 40, 100), default=100,
                       help=_(drill_strings.DEPTH_HELP))
    drill.add_argument("--close", action="store_true", help=_(drill_strings.CLOSE_HELP))
    return parser


def _prescan(argv: Sequence[str]) -> argparse.Namespace:
    """``--lang`` and ``--data-dir`` read ahead of the full parse, which needs the language."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--lang", default=None)
    early.add_argument("--data-dir", default=None)
    known, _unknown = early.parse_known_args(list(argv))
    return known


def settle_language(argv: Sequence[str]) -> Settings:
    """Choose and switch to the player's language; return the saved settings (``--lang`` remembered).

    A ``--lang`` is remembered only when it names a language the game speaks (``pt_BR`` is
    ``pt``) and no other game is using the data directory.
    """
    return remember_language(argv, choose_language(argv))


def choose_language(argv: Sequence[str]) -> Settings:
    """Switch to the player's language (``--lang``, the saved one, the environment's); the saved settings."""
    early = _prescan(argv)
    settings, moved = load_settings(early.data_dir)
    chosen = catalog.normalize(early.lang) if early.lang else None
    catalog.set_language(chosen or settings.language or catalog.language_from_environ())
    if moved is not None:
        print(_(cli_strings.SETTINGS_DAMAGED).format(path=moved), file=sys.stderr)
    return settings


def remember_language(argv: Sequence[str], settings: Settings) -> Settings:
    """The settings with a ``--lang`` the game speaks, saved there (see ``settle_language``)."""
    early = _prescan(argv)
    chosen = catalog.normalize(early.lang) if early.lang else None
    if chosen and chosen != settings.language:
        settings = settings.with_(language=chosen)
        if _hold_data_dir(early.data_dir, quiet=True):
            try:
                save_settings(settings, early.data_dir)
            except OSError as error:
                print(_(cli_strings.SETTINGS_NOT_SAVED).format(error=error), file=sys.stderr)
    return settings


def _hold_data_dir(data_dir: str | None, *, quiet: bool = False) -> bool:
    """Hold the data directory's lock for this process; False (said on stderr) when another game has it."""
    from holdem.records.lock import DataDirInUse, acquire
    from holdem.records.storage import DataDirError, resolve_data_dir

    try:
        acquire(resolve_data_dir(data_dir).root)
    except DataDirError:
        return True  # the game says what is wrong and plays in a scratch directory
    except DataDirInUse as error:
        if not quiet:
            print(_(cli_strings.DATA_DIR_IN_USE).format(dir=error.root), file=sys.stderr)
        return False
    return True


def _drill_family_known(args: argparse.Namespace) -> bool:
    """``holdem drill --list`` names the families (False: nothing more to do); an unknown family is said."""
    from holdem.app import drill_strings
    from holdem.app.drill_text import family_list
    from holdem.coach.drill_families import BY_KEY

    if args.list:
        print(family_list())
        return False
    if args.family is not None and args.family not in BY_KEY:
        print(_(drill_strings.UNKNOWN_FAMILY).format(name=args.family), file=sys.stderr)
        return False
    return True


def has_terminal() -> bool:
    """The table is drawn on a terminal: stdin, stdout and stderr are one, and TERM is not ``dumb``."""
    streams = (sys.stdin, sys.stdout, sys.stderr)
    return os.environ.get("TERM") != "dumb" and all(s is not None and s.isatty() for s in streams)


def main(argv: Sequence[str] | None = None) -> int:
    # Start-up makes ~65,000 objects that live as long as the game: the garbage collector is off
    # until the table's first frame is drawn (``holdem.tui.app``), and back on whatever happens.
    gc.disable()
    try:
        return _main(sys.argv[1:] if argv is None else argv)
    finally:
        gc.enable()


def _main(argv: Sequence[str]) -> int:
    settings = choose_language(argv)
    try:
        args = build_parser().parse_args(argv)
    except SystemExit as stop:  # --help and --version remember --lang; a bad option saves nothing
        if stop.code == 0:
            remember_language(argv, settings)
        raise
    settings = remember_language(argv, settings)
    if args.command == "sim":  # its table is six seats unless --seats says otherwise, whatever the settings
        gc.enable()  # long runs of bot-only hands: the collector works as usual
        from holdem.bots.sim_cli import run

        return run(args)
    args.seats = args.seats or settings.table_seats  # this start's table size, else the settings'
    if args.command == "drill" and not _drill_family_known(args):
        return 0 if args.list else 2
    args.drill = (args.family or "") if args.command == "drill" else None
    if args.command == "drill":
        from holdem.coach.drill_spots import Narrowing

        args.drill_narrowing = Narrowing(position=args.position, depth_bb=args.depth, close_only=args.close)
    if not _hold_data_dir(args.data_dir):
        return 2  # another game is using the directory: none of its files was changed
    if args.game is not None and args.game != settings.game:
        settings = settings.with_(game=args.game)  # remembered, as the language is
        try:
            save_settings(settings, args.data_dir)
        except OSError as error:
            print(_(cli_strings.SETTINGS_NOT_SAVED).format(error=error), file=sys.stderr)
    if not has_terminal():  # say why in one sentence, where the player can read it, instead of a traceback
        readable = sys.stdout if sys.stdout.isatty() and not sys.stderr.isatty() else sys.stderr
        print(_(cli_strings.NO_TERMINAL), file=readable)
        return 2
    from holdem.app.render import DeckStyle
    from holdem.tui.app import run_game

    args.deck_style = DeckStyle(colours=settings.deck, suits=settings.suits)
    from holdem.i18n.numbers import set_amount_unit

    set_amount_unit(settings.amounts, big_blind=10)  # the game's big blind
    args.bot_delay = settings.bot_delay
    args.watch_folded, args.auto_deal = settings.after_fold == "watch", settings.auto_deal_seconds
    args.odds_aid = settings.odds == "on"
    args.hud = settings.hud
    args.game = settings.game
    return run_game(args)


if __name__ == "__main__":
    sys.exit(main())
