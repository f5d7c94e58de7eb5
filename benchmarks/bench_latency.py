"""Decision latency at the game's table, median and 99th percentile per style, beside another commit.

Each checkout plays ``--hands`` hands of ``holdem sim``'s table (the stand-in and the five
opponents, stacks reset, seed ``--seed``) in a fresh interpreter of the same Python, every
``decide()`` timed in CPU seconds of its thread (what the decision costs, whatever else the
machine runs) and on the wall clock. The two take turns for ``--rounds`` rounds so that a
busy machine slows both alike; for each figure the best round is kept. Targets (issue 41):
median below 20 ms, 99th percentile below 100 ms.

    python benchmarks/bench_latency.py [--against f024b8c] [--hands 300] [--seed 3] [--rounds 3]
    python benchmarks/bench_latency.py --against none      # this checkout alone
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_sim import HERE, export

_CHILD = """
import json, statistics, sys, time
sys.path.insert(0, sys.argv[1])
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.names import STYLE_OF
from holdem.bots.simulator import simulate
from holdem.engine.evaluator import evaluate
evaluate((0, 5, 10, 15, 20, 25, 30))  # the tables loaded before any decision is timed
hands, seed = int(sys.argv[2]), int(sys.argv[3])

class Timed:
    def __init__(self, bot):
        self.bot, self.name, self.cpu, self.wall = bot, bot.name, [], []
        observe = getattr(bot, "observe", None)
        if observe is not None:
            self.observe = observe
    def decide(self, view):
        cpu, wall = time.thread_time(), time.perf_counter()
        action = self.bot.decide(view)
        self.cpu.append(time.thread_time() - cpu)
        self.wall.append(time.perf_counter() - wall)
        return action

timed = []
def bots(bot_seed):
    timed[:] = [Timed(bot) for bot in build(TABLE_LINEUP, bot_seed)]
    return timed
simulate(seat_names(TABLE_LINEUP), bots, deals=hands, seed=seed)

def figures(times):
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return [statistics.median(ordered), p99, len(ordered)]

rows = {STYLE_OF.get(bot.name, bot.name): {"cpu": figures(bot.cpu), "wall": figures(bot.wall)}
        for bot in timed[1:]}
everyone = [t for bot in timed[1:] for t in bot.cpu], [t for bot in timed[1:] for t in bot.wall]
rows["the five opponents"] = {"cpu": figures(everyone[0]), "wall": figures(everyone[1])}
print(json.dumps(rows))
"""


def latencies(checkout: Path, hands: int, seed: int) -> dict[str, dict[str, list[float]]]:
    """Per style: CPU and wall (median s, p99 s, decisions) of ``checkout``'s opponents at the table."""
    done = subprocess.run([sys.executable, "-c", _CHILD, str(checkout), str(hands), str(seed)],
                          check=True, capture_output=True, text=True, cwd=checkout)
    found: dict[str, dict[str, list[float]]] = json.loads(done.stdout.splitlines()[-1])
    return found


def best(rounds: list[dict[str, dict[str, list[float]]]]) -> dict[str, dict[str, list[float]]]:
    """Each figure's lowest over the rounds (the decisions counted are the same every round)."""
    return {style: {clock: [min(r[style][clock][k] for r in rounds) for k in range(2)]
                    + [rounds[0][style][clock][2]] for clock in ("cpu", "wall")}
            for style in rounds[0]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", default="f024b8c",
                        help="the commit to compare with ('none': this checkout alone)")
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3, help="turns each; the best of each figure is kept")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        checkouts = {"this": HERE}
        if args.against != "none":
            checkouts[args.against] = export(args.against, Path(scratch))
        runs: dict[str, list[dict[str, dict[str, list[float]]]]] = {label: [] for label in checkouts}
        for _ in range(args.rounds):
            for label, checkout in checkouts.items():
                runs[label].append(latencies(checkout, args.hands, args.seed))
    print(f"decision latency, {args.hands} hands at the game's table, seed {args.seed}, best of {args.rounds}"
          " rounds (ms: CPU of the deciding thread; wall clock in brackets)")
    table = {label: best(found) for label, found in runs.items()}
    for style, figures in table["this"].items():
        print(f"  {style:20s} ({figures['cpu'][2]:5.0f} decisions)")
        for label, found in table.items():
            (median, p99, _), (wall_median, wall_p99, _) = found[style]["cpu"], found[style]["wall"]
            print(f"    {label:>10}: median {1000 * median:6.2f} ({1000 * wall_median:6.2f})"
                  f"   p99 {1000 * p99:6.2f} ({1000 * wall_p99:6.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
