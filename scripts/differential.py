"""Compare holdem's engine with pokerkit 0.7.7 on many random hands.

Run from the repository root (pokerkit is a test dependency: ``pip install -e ".[test]"``):

    python scripts/differential.py                  # 100,000 hands, seed 1
    python scripts/differential.py --hands 5000 --seed 7
    python scripts/differential.py --replay 1000071 # one hand, from a mismatch report
    python scripts/differential.py --game fl --seats 6 --hands 5000   # fixed-limit, six seats
    python scripts/differential.py --game pl --seats 2,3,6,10 --hands 2000   # each size in turn

It prints the hands and decisions compared, the mismatches (there must be
none), how often each documented divergence came up and the elapsed time.
The comparison itself lives in ``tests/differential_harness.py`` (with
``differential_hands.py`` and ``differential_rules.py``), shared with
``tests/test_differential.py``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from differential_hands import hand_seed, random_setup  # noqa: E402
from differential_harness import Mismatch, Totals, play_hand  # noqa: E402
from differential_rules import Divergence  # noqa: E402

from holdem.engine.game import Game  # noqa: E402

SHOWN_MISMATCHES = 5


def replay(seed: int, game: Game, num_seats: int | None) -> int:
    """Play one hand by its hand seed and say how it went."""
    setup, _ = random_setup(seed, game, num_seats)
    print(setup.describe())
    try:
        result = play_hand(seed, game, num_seats)
    except Mismatch as mismatch:
        print(f"MISMATCH: {mismatch}")
        return 1
    print("  actions " + " ".join(f"[{seat}] {action}" for seat, action in result.actions))
    found = ", ".join(f"{d.value} x{count}" for d, count in result.divergences.items()) or "none"
    print(f"no mismatch; documented divergences: {found}")
    return 0


def compare(hands: int, seed: int, game: Game = Game.NO_LIMIT, num_seats: int | None = None) -> int:
    """Compare ``hands`` random hands from run seed ``seed`` and print the summary."""
    totals = Totals()
    mismatches: list[str] = []
    every = max(1, hands // 20)
    started = time.perf_counter()
    for index in range(hands):
        try:
            totals.add(play_hand(hand_seed(seed, index), game, num_seats))
        except Mismatch as mismatch:
            mismatches.append(str(mismatch))
        if (index + 1) % every == 0 or index + 1 == hands:
            elapsed = time.perf_counter() - started
            print(
                f"  {index + 1:>9,} / {hands:,} hands  {elapsed:7.1f} s"
                f"  ({(index + 1) / elapsed:,.0f} hands/s)  mismatches {len(mismatches)}",
                flush=True,
            )
    elapsed = time.perf_counter() - started
    alone = totals.hands - totals.compared_hands
    print()
    seats = "2 to 6 seats" if num_seats is None else f"{num_seats} seats"
    print(f"run seed {seed}: {hands:,} hands, {game.label}, {seats}")
    print(f"hands compared:      {totals.compared_hands:>10,}  (+{alone:,} short big blinds, ours alone)")
    print(f"decisions compared:  {totals.decisions:>10,}")
    print(f"mismatches:          {len(mismatches):>10,}")
    print("documented divergences (SPEC section 2 wins):")
    for divergence in Divergence:
        print(f"  {divergence.value:<30} {totals.divergences[divergence]:>8,}")
        print(f"      {divergence.description}")
    print("situations exercised:")
    for name, count in sorted(totals.features.items()):
        print(f"  {name:<40} {count:>10,}")
    print(f"elapsed:             {elapsed:>10.1f} s  ({hands / elapsed:,.0f} hands/s)")
    for report in mismatches[:SHOWN_MISMATCHES]:
        print(f"\nMISMATCH: {report}")
    return 1 if mismatches else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000, help="hands to compare (default 100,000)")
    parser.add_argument("--seed", type=int, default=1, help="run seed (default 1)")
    parser.add_argument("--replay", type=int, metavar="HAND_SEED", help="replay a hand from a report")
    parser.add_argument("--game", type=Game.parse, default=Game.NO_LIMIT, help="nl (default), pl or fl")
    parser.add_argument(
        "--seats", default=None, help="seats per hand, or several with commas (default: drawn, 2 to 6)"
    )
    args = parser.parse_args(argv)
    sizes: list[int | None] = [None] if args.seats is None else [int(n) for n in args.seats.split(",")]
    if args.replay is not None:
        return replay(args.replay, args.game, sizes[0])
    return max(compare(args.hands, args.seed, args.game, size) for size in sizes)


if __name__ == "__main__":
    sys.exit(main())
