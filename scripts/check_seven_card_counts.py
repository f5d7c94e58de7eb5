"""Evaluate all 133,784,560 seven-card hands and check them against the published counts.

Every hand goes through ``holdem.engine.evaluator.evaluate`` itself, exactly as
the engine calls it (a 7-tuple of ints). The work is split by the two lowest
cards and spread over the machine's cores. Run from the repository root (with
the package installed, or with ``PYTHONPATH=.``):

    python scripts/check_seven_card_counts.py [--workers N]

Prints progress, then each category's count beside the published one, the
number of distinct strengths, PASS or FAIL and the elapsed time. Takes a few
minutes on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from itertools import combinations
from multiprocessing import Pool

from holdem.engine.evaluator import HandCategory, category, evaluate

# Wikipedia, "Poker probability", section "7-card poker hands": the number of 7-card
# hands whose best five make each category, and the 4,824 distinct hand values they reach.
PUBLISHED_SEVEN_CARD_COUNTS = {
    HandCategory.STRAIGHT_FLUSH: 41_584,
    HandCategory.FOUR_OF_A_KIND: 224_848,
    HandCategory.FULL_HOUSE: 3_473_184,
    HandCategory.FLUSH: 4_047_644,
    HandCategory.STRAIGHT: 6_180_020,
    HandCategory.THREE_OF_A_KIND: 6_461_620,
    HandCategory.TWO_PAIR: 31_433_400,
    HandCategory.ONE_PAIR: 58_627_800,
    HandCategory.HIGH_CARD: 23_294_460,
}
PUBLISHED_DISTINCT_STRENGTHS = 4_824
ALL_SEVEN_CARD_HANDS = 133_784_560


def strengths_with_lowest_cards(lowest: tuple[int, int]) -> tuple[int, dict[int, int]]:
    """How often each strength occurs among hands whose two lowest cards are ``lowest``."""
    rest = combinations(range(lowest[1] + 1, 52), 5)
    counts = Counter(map(evaluate, map(lowest.__add__, rest)))
    return sum(counts.values()), dict(counts)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()

    started = time.perf_counter()
    strengths: Counter[int] = Counter()
    done = 0
    next_report = 0.0
    # Largest chunks first so the cores finish together.
    chunks = sorted(combinations(range(47), 2), key=lambda pair: pair[1])
    with Pool(args.workers) as pool:
        for hands, counts in pool.imap_unordered(strengths_with_lowest_cards, chunks):
            done += hands
            strengths.update(counts)
            if done / ALL_SEVEN_CARD_HANDS >= next_report:
                share, elapsed = done / ALL_SEVEN_CARD_HANDS, time.perf_counter() - started
                print(f"{done:>12,} hands ({share:6.1%}) in {elapsed:6.1f} s", flush=True)
                next_report += 0.05

    by_category: Counter[HandCategory] = Counter()
    for strength, hands in strengths.items():
        by_category[category(strength)] += hands
    ok = done == ALL_SEVEN_CARD_HANDS
    print(f"\n{'category':<16} {'counted':>12} {'published':>12}")
    for kind in reversed(HandCategory):
        counted, published = by_category[kind], PUBLISHED_SEVEN_CARD_COUNTS[kind]
        ok &= counted == published
        print(f"{kind.name:<16} {counted:>12,} {published:>12,}  {'ok' if counted == published else 'WRONG'}")
    print(f"{'all hands':<16} {done:>12,} {ALL_SEVEN_CARD_HANDS:>12,}")
    ok &= len(strengths) == PUBLISHED_DISTINCT_STRENGTHS
    print(f"{'distinct values':<16} {len(strengths):>12,} {PUBLISHED_DISTINCT_STRENGTHS:>12,}")
    elapsed = time.perf_counter() - started
    print(f"\n{'PASS' if ok else 'FAIL'}: {done:,} hands in {elapsed:.1f} s ({done / elapsed:,.0f} hands/s)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
