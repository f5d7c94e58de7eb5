"""How much faster ``holdem sim`` runs on two processes than on one (the same hands, the same results).

Plays the game's table (the five styles and the stand-in) for ``--hands``
hands with ``--jobs 1`` and then with ``--jobs 2`` (or the ``--jobs`` given),
checks that both runs give identical results, and prints hands per second,
the ratio and the load average before and after (the machine may be shared).

    python benchmarks/bench_sim_jobs.py [--hands 2000] [--jobs 2]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from holdem.bots.lineup import TABLE_LINEUP
from holdem.bots.parallel import SimJob, run


def timed(job: SimJob, jobs: int) -> tuple[float, dict[str, float]]:
    """Hands per second and each seat's net chips."""
    started = time.perf_counter()
    result = run([job], jobs=jobs)[0]
    rate = result.hands / (time.perf_counter() - started)
    return rate, {name: money.total for name, money in result.money.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    job = SimJob(tokens=TABLE_LINEUP, seed=args.seed, deals=args.hands)
    load_before = os.getloadavg()
    one, nets_one = timed(job, 1)
    many, nets_many = timed(job, args.jobs)
    load_after = os.getloadavg()
    print(f"{args.hands} hands, the game's table, seed {args.seed}, {os.cpu_count()} CPUs")
    print(f"  1 job:  {one:6.1f} hands/s")
    print(f"  {args.jobs} jobs: {many:6.1f} hands/s   ratio {many / one:.2f}x")
    print(f"  identical results: {nets_one == nets_many}")
    print(f"  load average before {load_before[0]:.2f}, after {load_after[0]:.2f} (1-minute)")
    return 0 if nets_one == nets_many else 1


if __name__ == "__main__":
    sys.exit(main())
