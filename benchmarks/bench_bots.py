"""The bots' speed: decision latency, Monte Carlo equity throughput (against treys), simulator hands/s.

* Decision latency: every ``decide()`` of each personality at the game's table over
  ``--hands`` hands; median and 99th percentile, the slowest personality first.
* Equity: trials per second on the weighted-range path the bots use (a flop, the
  hero against one and against five narrowed ranges), and the same trials, same
  sampling, with each showdown scored by treys in a Python loop; the ratio is ours/treys.
* Decision latency on forced multiway rivers (3 to 6 players in, checked to, facing
  a bet, facing a bet and callers; see ``holdem_lab.spots``), per style.
* ``holdem sim`` with the five personalities and the stand-in: hands per second.

    pip install '.[bench]'
    python benchmarks/bench_bots.py [--hands 400] [--trials 20000] [--spots 50]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from bisect import bisect_right
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the forced spots are the lab's (holdem_lab), which the wheel does not ship

from holdem.bots.equity import Sampler, equity  # noqa: E402
from holdem.bots.lineup import KINDS, TABLE_LINEUP, build, seat_names  # noqa: E402
from holdem.bots.names import STYLE_OF  # noqa: E402
from holdem.bots.preflop import capped_range  # noqa: E402
from holdem.bots.simulator import play_hand, simulate  # noqa: E402
from holdem.engine import Hand  # noqa: E402
from holdem.engine.cards import ALL_CARDS, Deck, parse_cards  # noqa: E402
from holdem.engine.events import Street  # noqa: E402
from holdem.engine.rng import stream  # noqa: E402
from holdem_lab.spots import LINES, SpotKind, deal_spots, run_spots, timing  # noqa: E402

try:
    from treys import Card as TreysCard
    from treys import Evaluator as TreysEvaluator
except ImportError as missing:
    sys.exit(f"the benchmark compares with treys; {missing}. Install it: pip install '.[bench]'")


class Timed:
    """Wraps a bot and records how long each decision takes."""

    def __init__(self, bot: object) -> None:
        self.bot = bot
        self.name = bot.name  # type: ignore[attr-defined]
        self.times: list[float] = []

    def decide(self, view: object) -> object:
        started = time.perf_counter()
        action = self.bot.decide(view)  # type: ignore[attr-defined]
        self.times.append(time.perf_counter() - started)
        return action

    def observe(self, view: object) -> None:
        observe = getattr(self.bot, "observe", None)
        if observe is not None:
            observe(view)


def latency(hands: int) -> None:
    bots = [Timed(b) for b in build(TABLE_LINEUP, seed=1)]
    rng = stream(1, "deck")
    names = seat_names(TABLE_LINEUP)
    for number in range(hands):
        hand = Hand(
            stacks=[1000] * 6, button=number % 6, deck=Deck.shuffled(rng), names=names, hand_number=number + 1
        )
        play_hand(hand, bots)  # type: ignore[arg-type]
    rows = []
    for bot in bots[1:]:
        times = sorted(bot.times)
        p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
        rows.append((p99, statistics.median(times), len(times), bot.name))
    print(f"decision latency over {hands} hands at the game's table (slowest first):")
    for p99, median, count, name in sorted(rows, reverse=True):
        print(
            f"  {name:8s} {STYLE_OF[name]:18s} median {1000 * median:6.2f} ms   p99 {1000 * p99:6.2f} ms"
            f"   ({count} decisions)"
        )


def treys_equity(
    hole: tuple[int, ...], board: tuple[int, ...], samplers: list[Sampler], trials: int, rng: random.Random
) -> float:
    """The same trials and sampling as holdem.bots.equity, with treys scoring each showdown."""
    evaluator = TreysEvaluator()
    to_treys = [TreysCard.new(str(ALL_CARDS[c])) for c in range(52)]
    dead = (*hole, *board)
    deck = [c for c in range(52) if c not in dead]
    size, need, rnd = len(deck), 5 - len(board), rng.random
    won = 0.0
    for _ in range(trials):
        used: set[int] = set()
        hands = []
        for s in samplers:
            while True:
                a, b, _key = s.combos[bisect_right(s.cumulative, rnd() * s.total)]
                if a not in used and b not in used:
                    break
            used.update((a, b))
            hands.append([to_treys[a], to_treys[b]])
        run: list[int] = []
        i = 0
        while len(run) < need:
            j = i + int(rnd() * (size - i))
            deck[i], deck[j] = deck[j], deck[i]
            if deck[i] not in used:
                run.append(deck[i])
            i += 1
        full = [to_treys[c] for c in (*board, *run)]
        me = evaluator.evaluate(full, [to_treys[hole[0]], to_treys[hole[1]]])
        best = min(evaluator.evaluate(full, h) for h in hands)  # treys: lower is better
        won += 1.0 if me < best else 0.5 if me == best else 0.0
    return won / trials


def equity_speed(trials: int) -> None:
    hole = tuple(int(c) for c in parse_cards("Ah Qd"))
    board = tuple(int(c) for c in parse_cards("Ks 7d 2c"))
    weights = capped_range(0.35, 0.05, 0.3)  # a caller's range, as the bots narrow one
    print(f"equity on a flop against weighted ranges, {trials} trials:")
    for opponents in (1, 5):
        ranges = [list(weights) for _ in range(opponents)]
        started = time.perf_counter()
        ours = equity(hole, board, ranges, trials, random.Random(1))
        ours_rate = trials / (time.perf_counter() - started)
        treys_trials = max(trials // 10, 1000)
        samplers = [Sampler(w, (*hole, *board)) for w in ranges]
        started = time.perf_counter()
        theirs = treys_equity(hole, board, samplers, treys_trials, random.Random(1))
        treys_rate = treys_trials / (time.perf_counter() - started)
        print(
            f"  vs {opponents}: holdem {ours_rate:9,.0f} trials/s (equity {ours:.3f})   "
            f"treys {treys_rate:8,.0f} trials/s (equity {theirs:.3f})   ratio {ours_rate / treys_rate:.1f}x"
        )


def river_latency(spots_per_kind: int) -> None:
    kinds = [SpotKind(players=p, street=Street.RIVER, line=line) for p in (3, 4, 5, 6) for line in LINES]
    spots = [spot for kind in kinds for spot in deal_spots(kind, spots_per_kind, seed=1)]
    print(f"decision latency on {len(spots)} forced multiway rivers (3-6 players, every line):")
    for token in ("tag", "rock", "lag", "station", "maniac"):
        tally = run_spots(spots, KINDS[token].make, token, seed=1)
        median, p99 = timing(tally.seconds)
        print(f"  {token:8s} median {median:6.2f} ms   p99 {p99:6.2f} ms   ({tally.decisions} decisions)")


def sim_speed(hands: int) -> None:
    names = seat_names(TABLE_LINEUP)
    started = time.perf_counter()
    result = simulate(names, lambda s: build(TABLE_LINEUP, s), deals=hands, seed=2)
    seconds = time.perf_counter() - started
    print(
        f"holdem sim, the five personalities and the stand-in: {result.hands / seconds:.0f} hands/s "
        f"({result.hands} hands in {seconds:.1f} s)"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400)
    parser.add_argument("--trials", type=int, default=20000)
    parser.add_argument("--spots", type=int, default=50, help="forced rivers per kind (12 kinds)")
    args = parser.parse_args()
    latency(args.hands)
    equity_speed(args.trials)
    river_latency(args.spots)
    sim_speed(args.hands)
    return 0


if __name__ == "__main__":
    sys.exit(main())
