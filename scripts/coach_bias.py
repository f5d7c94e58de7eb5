"""No bias: the coach's value of the actions a fixed stand-in took against what it actually won.

    PYTHONPATH=. python scripts/coach_bias.py --hands 5000 --jobs 2 [--playouts 128]

A stand-in that always checks or calls sits in seat 0 against the game's five
opponents (stacks reset to 1000 each hand). For each hand the coach values the
stand-in's first decision, with the stand-in's own strategy as its continuation,
and adds the chips it had already put in (the blinds); a hand without a decision
(a walk) counts as exactly predicted. The sum of these predictions is compared
with the sum of the actual results: the mean difference per hand, with its 95%
interval, should contain 0. Hands come in blocks of 50, each its own session
seeded ``--seed + block``, so the figures do not depend on ``--jobs``.
``--playouts`` changes only the budget's play-outs (default: the coach's budget):
fewer add noise to each prediction, which the interval over hands includes, but
do not move its expectation.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor

from holdem.bots.base import CallingBot
from holdem.coach.grade import Budget
from holdem.coach.practice import practice_hands
from holdem.coach.review import value_taken
from holdem.engine.events import PlayerActed
from holdem.engine.state import fold_events

BLOCK = 50


def block(job: tuple[int, int, int]) -> list[tuple[float, float, float]]:
    """(predicted net, actual net, standard error) in big blinds for each hand of one block."""
    seed, count, playouts = job
    budget = Budget(playouts=playouts)
    player = CallingBot("Hero")
    found = []
    for played in practice_hands(seed, count, player):
        bb = 10
        mine = (i for i, e in enumerate(played.events) if isinstance(e, PlayerActed) and e.seat == 0)
        first = next(mine, None)
        if first is None:
            found.append((played.net / bb, played.net / bb, 0.0))
            continue
        already = fold_events(played.events[:first]).contributed[0]
        value, error = value_taken(played.events, 0, first, played.opponents, seed=played.hand_id,
                                   budget=budget, continuation=player.decide)
        found.append(((value - already) / bb, played.net / bb, error / bb))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=Budget().playouts)
    args = parser.parse_args()
    print(f"budget {Budget(playouts=args.playouts)}", flush=True)
    started = time.perf_counter()
    starts = range(0, args.hands, BLOCK)
    jobs = [(args.seed + k, min(BLOCK, args.hands - start), args.playouts) for k, start in enumerate(starts)]
    rows: list[tuple[float, float, float]] = []
    with ProcessPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        for part in pool.map(block, jobs):  # in block order, so a stopped run reports a prefix
            rows.extend(part)
            report(rows, started)


def report(rows: list[tuple[float, float, float]], started: float) -> None:
    """The sums so far and the mean difference per hand with its 95% interval."""
    n = len(rows)
    diffs = [actual - predicted for predicted, actual, _ in rows]
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    predicted = sum(p for p, _, _ in rows)
    actual = sum(a for _, a, _ in rows)
    print(f"{n} hands: predicted {predicted:+.1f} bb, actual {actual:+.1f} bb", flush=True)
    verdict = "contains" if abs(mean) <= half else "does not contain"
    print(f"actual - predicted per hand: {mean:+.3f} bb, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}] "
          f"({verdict} 0); {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
