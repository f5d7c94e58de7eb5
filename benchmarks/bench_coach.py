"""The coach's speed: grading time per decision of the player, median and 95th percentile.

Hands are played as ``holdem sim`` plays them: the game's five opponents and a
tight-aggressive stand-in in seat 0 (stacks reset each hand). Each decision of
the stand-in is graded on its own (``grade_at``: ranges read afresh, every choice
valued) with the default :class:`~holdem.coach.grade.Budget`, until ``--decisions``
have been timed. Targets (issue 13): median at most 2 s, 95% within 5 s on the
2-core machine.

    python benchmarks/bench_coach.py [--decisions 300] [--seed 3]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from holdem.coach.grade import Budget
from holdem.coach.practice import practice_hands, stand_in
from holdem.coach.review import grade_at
from holdem.engine.events import PlayerActed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    budget = Budget()
    times: dict[str, list[float]] = {}
    done = 0
    for played in practice_hands(args.seed, 100_000, stand_in(args.seed)):
        for step, event in enumerate(played.events):
            if not (isinstance(event, PlayerActed) and event.seat == 0):
                continue
            started = time.perf_counter()
            grade_at(played.events, 0, step, played.opponents, seed=played.hand_id, budget=budget)
            times.setdefault(event.street.name.lower(), []).append(time.perf_counter() - started)
            done += 1
        if done >= args.decisions:
            break
    every = sorted(t for street in times.values() for t in street)
    print(f"{len(every)} decisions, budget {budget}")
    print(f"load average before/after: {os.getloadavg()[0]:.1f}")
    for street, found in times.items():
        found.sort()
        print(f"  {street:8} {len(found):4}  median {statistics.median(found):.2f} s  "
              f"p95 {found[int(0.95 * (len(found) - 1))]:.2f} s  max {found[-1]:.2f} s")
    print(f"all       {len(every):4}  median {statistics.median(every):.2f} s  "
          f"p95 {every[int(0.95 * (len(every) - 1))]:.2f} s  (targets: 2 s and 5 s)")


if __name__ == "__main__":
    main()
