"""The drills' speed: reaching a spot, grading the choice pressed, and grading every choice of a spot.

Spots of every family, in turn, are reached by play (``find_spot``: the session's opponents of the
seed and the family's stand-in) and graded with the default :class:`~holdem.coach.grade.Budget`:
one choice (what the verdict waits for when the player presses a key before the worker reached it)
and every choice (what the worker does while the player looks). CPU seconds of this process, so a
busy machine reads as an idle core would. Side by side, one decision of a practice hand graded by
``grade_at`` as the review grades it (``benchmarks/bench_coach.py`` measures that at length).

    python benchmarks/bench_drills.py [--spots 26] [--seed 3]
"""

from __future__ import annotations

import argparse
import statistics
import time

from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_spots import find_spot, grade_choice


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


LOOK_SECONDS = 3.0
"""How long a player looks at a spot before pressing a key (issue: "as a person does")."""


def waits(times: list[float], look: float = LOOK_SECONDS) -> list[float]:
    """For each choice pressed ``look`` seconds after the spot shows, how long its verdict waits: the
    worker grades the choices in order, and the pressed one next once pressed.

    >>> waits([1.0, 1.0, 1.0, 1.0])  # two ready at 3 s; the third is being graded; the fourth goes next
    [0.0, 0.0, 0.0, 1.0]
    """
    found = []
    for pressed, own in enumerate(times):
        clock, done = 0.0, {}
        for index, spent in enumerate(times):
            clock += spent
            done[index] = clock
            if clock >= look:
                break
        if pressed in done:
            found.append(max(0.0, done[pressed] - look))
        else:  # after the one in progress
            found.append(clock - look + own)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=26)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()
    reach, one, every, per_choice, waited = [], [], [], [], []
    for index in range(args.spots):
        family = FAMILIES[index % len(FAMILIES)]
        start = time.process_time()
        spot = find_spot(family, seed=args.seed, number=index // len(FAMILIES))
        reach.append(time.process_time() - start)
        if spot is None:
            print(f"{family.key:<12} no spot")
            continue
        times = []
        for action in spot.choices():
            start = time.process_time()
            grade_choice(spot, action)
            times.append(time.process_time() - start)
        one.append(times[0])
        every.append(sum(times))
        per_choice += times
        waited += waits(times)
        print(f"{family.key:<12} reach {reach[-1]:5.2f}s  hands {spot.hands:3d}  "
              f"choices {len(times)}  first {times[0]:5.2f}s  all {sum(times):5.2f}s", flush=True)
    for name, values in (("reach a spot", reach), ("grade one choice", per_choice),
                         ("grade the first choice", one), ("grade every choice", every),
                         (f"key to verdict ({LOOK_SECONDS:.0f} s look)", waited)):
        print(f"{name:<24} median {statistics.median(values):6.2f} s   p95 {quantile(values, 0.95):6.2f} s"
              f"   (n={len(values)}, CPU seconds)")


if __name__ == "__main__":
    main()
