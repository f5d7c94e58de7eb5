"""Measure each personality's VPIP / PFR / AF at the game's table against the issue's bands.

The table is the five opponents plus the chart-based stand-in in the player's
seat. Runs every (seed, stack mode) pair in its own process (``--jobs``) and
prints a Markdown table; every run is reproducible from its seed.

    PYTHONPATH=. python scripts/measure_bands.py --hands 5000 --seeds 1 2 3 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from holdem.bots.lineup import STYLE_OF, TABLE_LINEUP, build, seat_names
from holdem.bots.simulator import simulate

BANDS: dict[str, tuple[tuple[float, float], tuple[float, float], tuple[float, float]]] = {
    "rock": ((6, 11), (4, 8), (1.0, 2.0)),
    "tight-aggressive": ((16, 22), (14, 20), (2.5, 4.5)),
    "loose-aggressive": ((26, 34), (24, 32), (4.5, 7.0)),
    "calling station": ((40, 56), (0, 5), (0.0, 0.5)),
    "maniac": ((48, 65), (42, 58), (7.0, math.inf)),
}
"""VPIP %, PFR %, AF bands by style, from the issue."""

Row = tuple[str, str, float, float, float, float, float]


def run(job: tuple[int, str, int]) -> list[Row]:
    seed, mode, hands = job
    names = seat_names(TABLE_LINEUP)
    result = simulate(
        names, lambda s: build(TABLE_LINEUP, s), deals=hands, seed=seed, carry=mode == "carried"
    )
    rows: list[Row] = []
    for name in names:
        stats = result.stats[name]
        rows.append(
            (
                name,
                mode,
                float(seed),
                100 * (stats.vpip or 0.0),
                100 * (stats.pfr or 0.0),
                stats.af if stats.af is not None else 0.0,
                result.money[name].bb_per_100(10) or 0.0,
            )
        )
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--modes", nargs="+", default=["reset", "carried"], choices=["reset", "carried"])
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(seed, mode, args.hands) for mode in args.modes for seed in args.seeds]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(run, jobs))
    misses = 0
    print(f"{args.hands} hands per run, stand-in in seat 0; bands: VPIP %, PFR %, AF\n")
    print("| player | style | stacks | seed | VPIP % | PFR % | AF | bb/100 | in band |")
    print("|---|---|---|---|---|---|---|---|---|")
    for rows in results:
        for name, mode, seed, vpip, pfr, af, bb in rows:
            style = STYLE_OF.get(name, "stand-in (not ranked)")
            band = BANDS.get(style)
            verdict = "-"
            if band is not None:
                ok = [lo <= value <= hi for value, (lo, hi) in zip((vpip, pfr, af), band, strict=True)]
                verdict = (
                    "yes"
                    if all(ok)
                    else "NO ("
                    + ",".join(
                        label for label, good in zip(("VPIP", "PFR", "AF"), ok, strict=True) if not good
                    )
                    + ")"
                )
                misses += not all(ok)
            cells = [name, style, mode, str(int(seed)), f"{vpip:.1f}", f"{pfr:.1f}", f"{af:.2f}"]
            cells.append(f"{bb:+.1f}")
            print("| " + " | ".join([*cells, verdict]) + " |")
    print(f"\n{misses} out-of-band rows; {time.perf_counter() - started:.0f} s")
    return 1 if misses else 0


if __name__ == "__main__":
    sys.exit(main())
