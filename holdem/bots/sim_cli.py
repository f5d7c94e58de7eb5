"""``holdem sim``: bot-only hands, headless, with each bot's stats and win rate.

Imports nothing heavy at module level: ``holdem --help`` reads this file.

``--json`` prints one object (schema ``holdem.sim/1``)::

    {"schema": "holdem.sim/1", "seed": 1, "deals": 1000, "hands": 1000,
     "lineup": ["chart", "tag", ...], "game": "nl", "jobs": 1, "duplicate": false, "stacks": "reset",
     "allin_adjusted": true, "big_blind": 10, "seconds": 9.1, "hands_per_second": 110.0,
     "players": [{"name": "TAG", "kind": "tag", "seat": 1, "hands": 1000,
                  "vpip": 0.18, "pfr": 0.16, "three_bet": 0.09, "af": 3.1,
                  "wtsd": 0.3, "wsd": 0.55, "bb_per_100": 12.3, "bb_per_100_ci95": 20.1,
                  "net_chips": 1230.0, "rebuys": 0}, ...]}

Rates are fractions (0..1) or ``null`` when there was no opportunity; ``af`` is
``null`` when the player neither bet nor called after the flop and the string
``"inf"`` when it bet but never called. ``bb_per_100_ci95`` is the half-width of
the 95% interval; with duplicate dealing it is computed over deals.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from holdem.bots.lineup import Roster
    from holdem.bots.simulator import SimResult

SCHEMA = "holdem.sim/1"

_INSTANT: Final = 1e-9
"""The shortest time a rate is divided by, in seconds: a run timed at zero still prints a rate."""
_BAR: Final = 30
"""Characters in the progress bar."""
MIN_SEATS, MAX_SEATS, DEFAULT_SEATS = 2, 10, 6
"""The table sizes the engine plays, and the game's."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of ``holdem sim``."""
    parser.add_argument("--hands", type=int, default=1000, metavar="N",
                        help="hands to play (with --duplicate: decks, each played once per seat rotation)")
    parser.add_argument("--seed", dest="sim_seed", type=int, default=None, metavar="S",
                        help="the seed for decks and bots (default 1)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON (schema holdem.sim/1)")
    parser.add_argument("--seats", dest="sim_seats", type=seat_count, default=None, metavar="N",
                        help="seats at the table, 2 to 10 (default 6): the stand-in and the styles a game "
                             "of N seats draws from the seed (with --lineup: its length)")
    parser.add_argument("--lineup", default="table", metavar="KINDS",
                        help="'table' (the stand-in and the game's opponents) or comma-separated kinds, "
                             "seat order, e.g. 'tag,call,call,call,random,random'; see --list")
    parser.add_argument("--list", action="store_true", help="list the kinds of bot that can be seated")
    parser.add_argument("--duplicate", action="store_true",
                        help="replay every deck with the seats rotated (stacks reset)")
    parser.add_argument("--carry", action="store_true",
                        help="carry stacks from hand to hand, busted seats rebuy (default: reset to 100 BB)")
    parser.add_argument("--no-allin-adjust", action="store_true",
                        help="score all-ins by the cards that came, not by their equity")
    parser.add_argument("--jobs", type=int, default=1, metavar="N",
                        help="processes to play on (same results for any N: deals go in blocks of 500)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--game", dest="sim_game", choices=("nl", "pl", "fl"), default="nl",
                        help="the betting structure: nl (no-limit, default), pl (pot-limit) or fl (limit)")


def seat_count(text: str) -> int:
    """``--seats``: a whole number from 2 to 10."""
    value = int(text) if text.strip().isdigit() else 0
    if not MIN_SEATS <= value <= MAX_SEATS:
        raise argparse.ArgumentTypeError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats, not {text!r}")
    return value


def _line_up(args: argparse.Namespace, roster: Roster, prog: str, seed: int) -> tuple[str, ...] | None:
    """The kinds to seat, or None (after saying why on stderr) when an option is wrong."""
    from holdem.bots.lineup import table_lineup

    seats = args.sim_seats or getattr(args, "seats", None)  # ``holdem --seats N sim`` too
    if args.lineup == "table":
        tokens = table_lineup(seed, seats or DEFAULT_SEATS)
    else:
        tokens = tuple(t.strip() for t in args.lineup.split(","))
    unknown = [t for t in tokens if t not in roster.kinds]
    problem = (
        f"unknown kinds {unknown} (see --list)" if unknown
        else f"a line-up has {MIN_SEATS} to {MAX_SEATS} seats" if not MIN_SEATS <= len(tokens) <= MAX_SEATS
        else f"--seats {seats} and a line-up of {len(tokens)} kinds"
        if args.sim_seats and args.sim_seats != len(tokens)
        else "--hands and --jobs must be positive" if args.hands <= 0 or args.jobs <= 0
        else "--duplicate resets stacks every hand; drop --carry" if args.duplicate and args.carry
        else ""
    )
    if problem:
        print(f"{prog}: {problem}", file=sys.stderr)
        return None
    return tuple(tokens)


def _player(result: SimResult, seat: int, token: str, name: str) -> dict[str, Any]:
    stats = result.stats[name]
    money = result.money[name]
    af = stats.af
    return {
        "name": name, "kind": token, "seat": seat, "hands": stats.hands,
        "vpip": stats.vpip, "pfr": stats.pfr, "three_bet": stats.three_bet,
        "af": "inf" if af is not None and af == float("inf") else af,
        "wtsd": stats.wtsd, "wsd": stats.wsd,
        "bb_per_100": money.bb_per_100(result.big_blind), "bb_per_100_ci95": money.ci95(result.big_blind),
        "net_chips": money.total, "rebuys": result.rebuys.get(name, 0),
    }


def run(args: argparse.Namespace, roster: Roster | None = None, prog: str = "holdem sim") -> int:
    """Play the hands and print the report; 0 on success, 2 on a bad option.

    ``roster`` is what may be seated (default: the game's kinds, ``holdem.bots.lineup.GAME``)."""
    from holdem.bots.lineup import GAME, seat_names
    from holdem.bots.parallel import SimJob
    from holdem.bots.parallel import run as run_jobs

    roster = roster or GAME
    if args.list:
        for token, kind in roster.kinds.items():
            print(f"{token:11s} {kind.name:10s} {kind.about}")
        return 0
    seed = args.sim_seed if args.sim_seed is not None else (getattr(args, "seed", None) or 1)
    tokens = _line_up(args, roster, prog, seed)
    if tokens is None:
        return 2
    show_progress = not args.quiet and args.hands >= 200
    started = time.perf_counter()

    def progress(done: int, total: int) -> None:
        if show_progress:
            filled = _BAR * done // total
            rate = done / max(time.perf_counter() - started, _INSTANT)
            print(f"\r[{'#' * filled}{'.' * (_BAR - filled)}] {done}/{total} ({rate:.0f}/s)",
                  end="\n" if done == total else "", file=sys.stderr, flush=True)

    from holdem.engine.game import Game

    game = Game(getattr(args, "sim_game", "nl"))
    job = SimJob(tokens=tokens, seed=seed, deals=args.hands, duplicate=args.duplicate,
                 carry=args.carry, allin_adjust=not args.no_allin_adjust, build=roster.build, game=game)
    result = run_jobs([job], jobs=args.jobs, progress=progress)[0]
    seconds = time.perf_counter() - started
    seats = enumerate(zip(tokens, seat_names(tokens, roster.kinds), strict=True))
    report = {
        "schema": SCHEMA, "seed": seed, "deals": result.deals, "hands": result.hands, "lineup": list(tokens),
        "game": game.value, "jobs": args.jobs, "duplicate": args.duplicate,
        "stacks": "carried" if args.carry else "reset",
        "allin_adjusted": not args.no_allin_adjust, "big_blind": result.big_blind,
        "seconds": round(seconds, 3), "hands_per_second": round(result.hands / max(seconds, _INSTANT), 1),
        "players": [_player(result, seat, token, name) for seat, (token, name) in seats],
    }
    print(json.dumps(report, indent=2) if args.json else format_table(report))
    return 0


def _pct(value: object) -> str:
    return "-" if not isinstance(value, float) else f"{100 * value:.1f}"


_GAMES: Final = {"nl": "No Limit", "pl": "Pot Limit", "fl": "Limit"}
"""The structure as the report's first line names it (``Game.label``; the engine is not imported here)."""


def format_table(report: dict[str, Any]) -> str:
    """The report as a plain-text table."""
    lines = [
        f"{report['hands']} hands ({report['deals']} deals{', duplicate' if report['duplicate'] else ''}), "
        f"{_GAMES[report.get('game', 'nl')]}, seed {report['seed']}, stacks {report['stacks']}, "
        f"{'all-in adjusted' if report['allin_adjusted'] else 'actual results'}, "
        f"{report['hands_per_second']:.0f} hands/s",
        f"{'player':12s} {'hands':>6s} {'VPIP':>5s} {'PFR':>5s} {'3-bet':>5s} {'AF':>5s} "
        f"{'WTSD':>5s} {'W$SD':>5s} {'bb/100':>8s} {'95% CI':>8s}",
    ]
    for p in report["players"]:
        af = p["af"]
        af_text = "-" if af is None else "inf" if af == "inf" else f"{af:.2f}"
        bb = p["bb_per_100"]
        ci = p["bb_per_100_ci95"]
        lines.append(
            f"{p['name']:12s} {p['hands']:>6d} {_pct(p['vpip']):>5s} {_pct(p['pfr']):>5s} "
            f"{_pct(p['three_bet']):>5s} {af_text:>5s} {_pct(p['wtsd']):>5s} {_pct(p['wsd']):>5s} "
            f"{'-' if bb is None else f'{bb:+.1f}':>8s} {'-' if ci is None else f'±{ci:.1f}':>8s}"
        )
    return "\n".join(lines)
