"""Are the coach's margins honest? The spread of its values across coach seeds against the stated errors.

    PYTHONPATH=. python scripts/coach_spread.py --decisions 40 --seeds 5 [--hold-ranges] [--after-flop]

The chart stand-in sits in seat 0 against the game's five opponents (as in
``coach_verdicts.py``). Each decision is graded under ``--seeds`` coach seeds.
For every choice the report compares the variance of its value across the seeds
with the mean of its stated variance (``stderr_bb`` squared), and for every
choice against a reference (the best under the first seed) the variance of
their difference with the stated ``diff_stderr_bb`` squared (seeds where the
two are not the best and another are skipped). The square root of the pooled
ratio should be about 1; above it, some randomness that changes with the seed is
not in the standard error. ``--hold-ranges`` keeps the range reader's seed (the
opponents' range samples and the likelihoods' equity draws) at the first seed's
and varies only the play-outs, to tell the two apart.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections import defaultdict
from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from pathlib import Path
from typing import Any

from coach_rows import keep_rows, read_rows

from holdem.bots.baselines import ChartBot
from holdem.coach import DecisionGrade, HandGrade
from holdem.coach.grade import DEFAULT_BUDGET
from holdem.coach.model import OpponentModel
from holdem.coach.opponents import InProgress
from holdem.coach.practice import practice_hands
from holdem.coach.ranges import RangeReader
from holdem.coach.review import grade_decision
from holdem.engine.events import Event, PlayerActed, Street
from holdem.engine.rng import stream
from holdem.engine.view import filter_events


def grade_split(
    events: Sequence[Event], hand_id: int, opponents: Mapping[int, OpponentModel], reader_seed: int,
    seed: int, *, after_flop: bool = False,
) -> list[DecisionGrade]:
    """``grade_hand`` for seat 0: the range reader on ``reader_seed``'s stream, the rest on ``seed``'s."""
    seen = filter_events(tuple(events), 0)
    reader_master, master = stream(reader_seed, f"coach:{hand_id}"), stream(seed, f"coach:{hand_id}")
    budget = DEFAULT_BUDGET
    reader = RangeReader(seen, 0, opponents, samples=budget.range_samples, trials=budget.policy_trials,
                         rng=random.Random(reader_master.getrandbits(64)))
    master.getrandbits(64)
    answering = InProgress(opponents, seen)
    found = []
    for step, event in enumerate(seen):
        if isinstance(event, PlayerActed) and event.seat == 0:
            rng = random.Random(master.getrandbits(64))  # drawn for every decision: the same streams
            if after_flop and event.street is Street.PREFLOP:
                continue
            found.append(grade_decision(seen, step, reader, answering.at(step), DEFAULT_BUDGET, rng))
    return found


def graded(args: argparse.Namespace) -> Iterator[dict[str, Any]]:
    """One row per decision: its street and its grade under each seed."""
    seeds = [args.coach_seed + k for k in range(args.seeds)]
    for played in practice_hands(args.seed, 100_000, ChartBot("Hero", random.Random(args.seed))):
        if not any(isinstance(e, PlayerActed) and e.seat == 0 for e in played.events):
            continue
        grades = [grade_split(played.events, played.hand_id, played.opponents,
                              seeds[0] if args.hold_ranges else s, s, after_flop=args.after_flop)
                  for s in seeds]
        for decisions in zip(*grades, strict=True):
            yield {"hand": played.hand_id, "street": decisions[0].street, "grades": [
                HandGrade(hand_id=0, seat=0, big_blind=10, decisions=(d,)).to_json() for d in decisions]}


def report(rows: list[dict[str, Any]]) -> None:
    """The pooled ratios, by street."""
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0, 0.0])
    for row in rows:
        grades = [HandGrade.from_json(g).decisions[0] for g in row["grades"]]
        for street in {row["street"], "preflop" if row["street"] == "preflop" else "after the flop", "all"}:
            _add(sums[street], grades)
    order = ("all", "preflop", "after the flop", "flop", "turn", "river")
    print(f"{len(rows)} decisions, {len(rows[0]['grades'])} seeds: "
          "sqrt(spread across seeds / stated variance), values | differences")
    for street in (s for s in order if s in sums):
        spread, stated, dspread, dstated = sums[street]
        print(f"  {street:15} values {math.sqrt(spread / max(stated, 1e-12)):.2f} "
              f"(spread {spread:.1f}, stated {stated:.1f})  differences "
              f"{math.sqrt(dspread / max(dstated, 1e-12)):.2f} (spread {dspread:.1f}, stated {dstated:.1f})")
    agreement(rows)


def agreement(rows: list[dict[str, Any]]) -> None:
    """Each pair of seeds: the same verdict (mistake or not), and the same best too where either flags one."""
    pairs = same = kept = 0
    for row in rows:
        grades = [HandGrade.from_json(g).decisions[0] for g in row["grades"]]
        for a, b in combinations(grades, 2):
            pairs += 1
            same += a.mistake == b.mistake
            kept += a.mistake == b.mistake and (not a.mistake or a.best == b.best)
    print(f"pairs of seeds: same verdict {same / pairs:.1%}, same verdict and best where a mistake "
          f"{kept / pairs:.1%} ({pairs} pairs of {len(rows)} decisions; pairs are not independent)")


def _add(sums: list[float], grades: list[DecisionGrade]) -> None:
    ref = grades[0].best
    for j in range(len(grades[0].choices)):
        values = [g.choices[j].ev_bb for g in grades]
        if len(set(values)) > 1 or any(g.choices[j].stderr_bb for g in grades):
            sums[0] += statistics.variance(values)
            sums[1] += statistics.fmean(g.choices[j].stderr_bb ** 2 for g in grades)
        if j == ref:
            continue
        diffs = [g.choices[ref].ev_bb - g.choices[j].ev_bb for g in grades]
        stated = [g.difference_error(j) if g.best == ref else g.difference_error(ref)
                  for g in grades if g.best in (ref, j)]
        if len(stated) == len(grades):
            sums[2] += statistics.variance(diffs)
            sums[3] += statistics.fmean(e * e for e in stated)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=40)
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--coach-seed", type=int, default=1)
    parser.add_argument("--hold-ranges", action="store_true", help="the range reader on the first seed only")
    parser.add_argument("--after-flop", action="store_true", help="grade only the decisions after the flop")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--read", type=Path, help="report on rows written before")
    args = parser.parse_args()
    if args.read:
        report(read_rows(args.read))
        return
    rows = keep_rows(graded(args), args.out, args.decisions)
    report(rows)


if __name__ == "__main__":
    main()
