"""No bias: the coach's value of the actions a fixed stand-in took against what it actually won.

    PYTHONPATH=. python scripts/coach_bias.py --hands 5000 --jobs 2 [--playouts 128]
    PYTHONPATH=. python scripts/coach_bias.py --hands 10000 --standin tag --after-flop

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

``--standin tag`` or ``chart`` seats a stand-in that thinks (the
tight-aggressive style, as the coach's other measurements seat it, or the chart
player) with a copy of itself, as the hand began, as its continuation; and
``--after-flop`` values its first decision on the flop or later instead (a hand
where it has none counts as exactly predicted, and the chips it had put in
before are added): the play-outs judged where the hands are read from bets,
which the first decisions, mostly before the flop, do not reach.
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import time
from concurrent.futures import ProcessPoolExecutor

from holdem.bots.base import Bot, CallingBot
from holdem.bots.baselines import ChartBot
from holdem.bots.strategy import StrategyBot
from holdem.coach.grade import Budget
from holdem.coach.practice import practice_hands, stand_in
from holdem.coach.review import value_taken
from holdem.engine.events import PlayerActed, StreetDealt
from holdem.engine.state import fold_events

BLOCK = 50


def block(job: tuple[int, int, int, str, bool]) -> list[tuple[float, float, float]]:
    """(predicted net, actual net, standard error) in big blinds for each hand of one block."""
    seed, count, playouts, name, after_flop = job
    budget = Budget(playouts=playouts)
    players: dict[str, Bot] = {"calling": CallingBot("Hero"), "chart": ChartBot("Hero", random.Random(seed)),
                               "tag": stand_in(seed)}
    player = players[name]
    found = []
    for played in practice_hands(seed, count, player):
        bb = 10
        events = played.events
        flop = next((i for i, e in enumerate(events) if isinstance(e, StreetDealt)), len(events))
        mine = (i for i, e in enumerate(played.events)
                if isinstance(e, PlayerActed) and e.seat == 0 and (i > flop or not after_flop))
        first = next(mine, None)
        if first is None:
            found.append((played.net / bb, played.net / bb, 0.0))
            continue
        already = fold_events(played.events[:first]).contributed[0]
        opponents = {s: b for s, b in played.opponents.items() if s != 0}
        own = played.opponents.get(0)  # the stand-in as the hand began, when it keeps a state
        later = copy.deepcopy(own if isinstance(own, StrategyBot) else player)
        value, error = value_taken(played.events, 0, first, opponents, seed=played.hand_id,
                                   budget=budget, continuation=later.decide)
        found.append(((value - already) / bb, played.net / bb, error / bb))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=Budget().playouts)
    parser.add_argument("--standin", choices=("calling", "tag", "chart"), default="calling")
    parser.add_argument("--after-flop", action="store_true",
                        help="value the stand-in's first decision on the flop or later")
    args = parser.parse_args()
    print(f"budget {Budget(playouts=args.playouts)}", flush=True)
    started = time.perf_counter()
    starts = range(0, args.hands, BLOCK)
    jobs = [(args.seed + k, min(BLOCK, args.hands - start), args.playouts, args.standin, args.after_flop)
            for k, start in enumerate(starts)]
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
    valued = sum(1 for p, a, e in rows if e > 0.0 or p != a)
    print(f"{n} hands ({valued} decisions valued): predicted {predicted:+.1f} bb, actual {actual:+.1f} bb",
          flush=True)
    verdict = "contains" if abs(mean) <= half else "does not contain"
    print(f"actual - predicted per hand: {mean:+.3f} bb, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}] "
          f"({verdict} 0); {time.perf_counter() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
