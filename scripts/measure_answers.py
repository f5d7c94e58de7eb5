"""Each style's answer to shoves, 3-bets and c-bet raises beside the best answer to the aggressor's range.

A stand-in with a known range (``holdem_lab.answers``) sits with the styles; every
time a style faces its line after its own open (or c-bet), the style's fold, call
and re-raise shares are noted with the best answer's, grouped by how many times
the style had already seen that player take the line (0-9, 10-19, 20-49, 50+).

    PYTHONPATH=. python scripts/measure_answers.py                       # all three lines, heads-up
    PYTHONPATH=. python scripts/measure_answers.py --lines threebet --seats 6 --hands 3000
"""

from __future__ import annotations

import argparse
import sys
import time

from holdem_lab.answers import LINES, Summary, by_bucket, play_line

STYLES = ("tag", "rock", "lag", "station", "maniac")
HEADER = ("| line | seats | style | seen before | spots | fold % | call % | re-raise % | best answer folds % "
          "| continues where best continues % | continues where best folds % | break-even fold % |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|")


def _pct(x: float | None) -> str:
    return "-" if x is None else f"{100 * x:.0f}"


def row(line: str, seats: int, style: str, bucket: str, s: Summary) -> str:
    shares = (s.fold, s.call, s.reraise, s.best_fold, s.continues_best_calls, s.continues_best_folds,
              s.break_even)
    cells = [line, str(seats), style, bucket, str(s.spots), *(_pct(x) for x in shares)]
    return "| " + " | ".join(cells) + " |"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", nargs="+", default=list(LINES), choices=list(LINES))
    parser.add_argument("--seats", type=int, choices=(2, 6), default=2,
                        help="2: each style alone with the stand-in; 6: the stand-in and all five")
    parser.add_argument("--hands", type=int, default=800, help="hands per game (default 800)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    print(HEADER)
    for line in args.lines:
        games = [STYLES] if args.seats == 6 else [(style,) for style in STYLES]
        for styles in games:
            for style, answers in play_line(line, styles, args.hands, args.seed).items():
                for bucket, summary in by_bucket(answers):
                    if summary is not None:
                        print(row(line, args.seats, style, bucket, summary), flush=True)
    print(f"\n(seed {args.seed}, {args.hands} hands per game, {time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
