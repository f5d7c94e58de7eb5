"""Each opponent style on forced multiway flops, turns and rivers: how often it bets, raises, calls, folds.

Every style decides on the same seeded spots (see ``holdem_lab.spots``) from
its own seat's view. Printed per kind of spot and style: the share of
bets/raises, calls, checks and folds, how often its raises hold the best hand
against the other live hands, how many raises had one pair or less, and the
decision time (median and 99th percentile).

    PYTHONPATH=. python scripts/forced_spots.py --done-when            # the issue's six-way river
    PYTHONPATH=. python scripts/forced_spots.py --spots 300            # all 72 kinds of spot
    PYTHONPATH=. python scripts/forced_spots.py --players 4 6 --streets river --lines callers --holdings range
"""

from __future__ import annotations

import argparse
import sys
import time

from holdem.bots.lineup import KINDS
from holdem.engine.events import Street
from holdem_lab.spots import HOLDINGS, LINES, STREETS, SpotKind, SpotTally, deal_spots, run_spots, timing

STYLE_TOKENS = ("tag", "rock", "lag", "station", "maniac")
HEADER = (
    "| spot | style | decisions | bet/raise % | call % | check % | fold % | raises best % "
    "| raises <= one pair | median ms | p99 ms |\n|---|---|---|---|---|---|---|---|---|---|---|"
)


def row(label: str, token: str, tally: SpotTally) -> str:
    """One Markdown row of the report."""
    best = tally.best_share
    median, p99 = timing(tally.seconds)
    cells = [
        label, token, str(tally.decisions), f"{100 * tally.rate(tally.raises):.1f}",
        f"{100 * tally.rate(tally.calls):.1f}", f"{100 * tally.rate(tally.checks):.1f}",
        f"{100 * tally.rate(tally.folds):.1f}", "-" if best is None else f"{100 * best:.0f}",
        str(tally.raises_one_pair_or_less), f"{median:.2f}", f"{p99:.2f}",
    ]
    return "| " + " | ".join(cells) + " |"


def kinds(args: argparse.Namespace) -> list[SpotKind]:
    """The kinds of spot the options ask for."""
    if args.done_when:
        return [SpotKind(players=6, street=Street.RIVER, line="callers", holdings="random", bet=1.0)]
    streets = [Street[s.upper()] for s in args.streets]
    return [
        SpotKind(players=p, street=s, line=line, holdings=h, bet=args.bet)
        for h in args.holdings for s in streets for p in args.players for line in args.lines
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=200, help="spots dealt per kind (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5, 6], choices=[3, 4, 5, 6])
    parser.add_argument("--streets", nargs="+", default=[s.name.lower() for s in STREETS],
                        choices=[s.name.lower() for s in STREETS])
    parser.add_argument("--lines", nargs="+", default=list(LINES), choices=LINES)
    parser.add_argument("--holdings", nargs="+", default=list(HOLDINGS), choices=HOLDINGS)
    parser.add_argument("--bet", type=float, default=1.0, help="the bet faced, as a fraction of the pot")
    parser.add_argument("--styles", nargs="+", default=list(STYLE_TOKENS), choices=list(KINDS))
    parser.add_argument("--done-when", action="store_true",
                        help="only the issue's spot: six-way river, pot-size bet, four callers, random hands")
    args = parser.parse_args()
    started = time.perf_counter()
    totals = {token: SpotTally() for token in args.styles}
    print(HEADER)
    for kind in kinds(args):
        spots = deal_spots(kind, args.spots, args.seed)
        for token in args.styles:
            tally = run_spots(spots, KINDS[token].make, token, args.seed)
            totals[token].seconds.extend(tally.seconds)
            print(row(kind.label, token, tally))
    print("\ndecision time over all these spots:")
    for token, total in totals.items():
        median, p99 = timing(total.seconds)
        print(f"  {token:8s} median {median:6.2f} ms  p99 {p99:6.2f} ms  ({len(total.seconds)} decisions)")
    print(f"({time.perf_counter() - started:.0f} s, seed {args.seed}, {args.spots} spots per kind)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
