"""The coach against exact answers: river decisions and preflop all-ins against a stated opponent.

    PYTHONPATH=. python scripts/coach_exact.py --spots 200 --jobs 2

Each spot (holdem.coach.exact) is a heads-up hand against a stated range and
policy; the coach grades the player's decision with its default budget and every
choice's value is compared with exact enumeration. A choice passes within 0.2 bb
or 2% of the pot, whichever is larger. Spots are drawn from ``--seed`` in order,
the kinds in turn, so the result does not depend on ``--jobs``.
"""

from __future__ import annotations

import argparse
import random
import time
from concurrent.futures import ProcessPoolExecutor

from holdem.coach.exact import KINDS, Check, check_spot, make_spot


def one(job: tuple[int, int]) -> Check:
    """Spot number ``index`` of the run seeded ``seed``, checked."""
    seed, index = job
    rng = random.Random(seed * 100_003 + index)
    return check_spot(make_spot(KINDS[index % len(KINDS)], rng), seed=index)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(args.seed, i) for i in range(args.spots)]
    if args.jobs > 1:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            checks = list(pool.map(one, jobs))
    else:
        checks = [one(job) for job in jobs]
    for kind in KINDS:
        mine = [c for c in checks if c.kind == kind]
        if mine:
            worst = max(mine, key=lambda c: c.ratio)
            print(f"{kind:17} {len(mine):4} spots  worst error {worst.error_bb:.3f} bb "
                  f"(tolerance {worst.tolerance_bb:.2f} bb, {worst.ratio:.0%} of it)")
    worst = max(checks, key=lambda c: c.ratio)
    failed = sum(1 for c in checks if c.ratio > 1.0)
    print(f"all {len(checks)} spots: worst error {worst.error_bb:.3f} bb = {worst.ratio:.0%} of tolerance "
          f"({worst.kind}); {failed} outside the tolerance; {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
