"""Compare holdem's evaluator with pokerkit's on random showdowns.

Deals seeded random showdowns (a five-card board and two players' hole cards),
so each pair of seven-card hands shares its board as at a real table, and
checks that both evaluators agree on who wins or that it is a tie. Needs
pokerkit (``pip install .[test]``). Run from the repository root (with the
package installed, or with ``PYTHONPATH=.``):

    python scripts/compare_evaluator_pokerkit.py [--pairs 100000] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from holdem.engine.cards import format_cards
from holdem.engine.evaluator import evaluate


def sign(difference: int) -> int:
    return (difference > 0) - (difference < 0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        from pokerkit import StandardHighHand
    except ImportError:
        print("pokerkit is not installed: pip install 'pokerkit==0.7.7' (or pip install .[test])")
        return 2

    rng = random.Random(args.seed)
    deck = list(range(52))
    outcomes = {1: 0, 0: 0, -1: 0}
    disagreements = []
    started = time.perf_counter()
    for _ in range(args.pairs):
        dealt = rng.sample(deck, 9)
        board, first, second = dealt[:5], dealt[5:7], dealt[7:]
        ours = sign(evaluate(first + board) - evaluate(second + board))
        board_text = format_cards(board)
        theirs_first = StandardHighHand.from_game(format_cards(first), board_text)
        theirs_second = StandardHighHand.from_game(format_cards(second), board_text)
        theirs = sign((theirs_first > theirs_second) - (theirs_first < theirs_second))
        outcomes[ours] += 1
        if ours != theirs:
            disagreements.append(f"board {board_text}: {format_cards(first)} vs {format_cards(second)}")
    elapsed = time.perf_counter() - started

    print(f"{args.pairs:,} showdowns (seed {args.seed}) in {elapsed:.1f} s")
    print(f"first wins {outcomes[1]:,}, second wins {outcomes[-1]:,}, ties {outcomes[0]:,}")
    for line in disagreements[:20]:
        print("disagree:", line)
    print(f"{'PASS' if not disagreements else 'FAIL'}: {len(disagreements):,} disagreements")
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
