"""``holdem sim`` hands per second on one process, this checkout side by side with other commits.

Each other commit is exported with ``git archive`` into a temporary directory (its
own copy of the evaluator's tables included) and all run the same command,
``holdem sim --hands N --seed S --jobs 1 --quiet``, in fresh interpreters of the
same Python, taking turns so that a machine busy with something else slows them
alike. Each child times only the simulation (imports and the evaluator's tables
are loaded before the clock starts) in CPU seconds of its own process. The best
of the rounds is kept for each, and the ratio this / other printed (the medians' too).

    python benchmarks/bench_sim.py [--against f024b8c] [--against 3450d3f] [--hands 1000] [--rounds 3]
"""

from __future__ import annotations

import argparse
import io
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

_CHILD = """
import contextlib, io, sys, time
sys.path.insert(0, sys.argv[1])
from holdem.cli import main
from holdem.engine.evaluator import evaluate
evaluate((0, 5, 10, 15, 20, 25, 30))  # the tables loaded before the clock starts
hands, seed = sys.argv[2], sys.argv[3]
started = time.process_time()
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    main(["sim", "--hands", hands, "--seed", seed, "--jobs", "1", "--quiet"])
print(time.process_time() - started)
"""


def export(commit: str, into: Path) -> Path:
    """The tree of ``commit`` written under ``into`` (what ``git archive`` gives)."""
    tree = subprocess.run(["git", "-C", str(HERE), "archive", commit], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(tree)) as archive:
        archive.extractall(into, filter="data")
    return into


def seconds(checkout: Path, hands: int, seed: int) -> float:
    """CPU seconds ``checkout``'s ``holdem sim`` takes for ``hands`` hands of seed ``seed``."""
    done = subprocess.run([sys.executable, "-c", _CHILD, str(checkout), str(hands), str(seed)],
                          check=True, capture_output=True, text=True, cwd=checkout)
    return float(done.stdout.split()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", action="append",
                        help="a commit to compare with (repeat for several; default f024b8c)")
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3, help="turns each; the best is kept")
    args = parser.parse_args()
    others = args.against or ["f024b8c"]
    with tempfile.TemporaryDirectory() as scratch:
        checkouts = {"this": HERE} | {commit: export(commit, Path(scratch) / commit) for commit in others}
        runs: dict[str, list[float]] = {label: [] for label in checkouts}
        for _ in range(args.rounds):
            for label, checkout in checkouts.items():
                runs[label].append(seconds(checkout, args.hands, args.seed))
    best = {label: min(cpu) for label, cpu in runs.items()}
    middle = {label: statistics.median(cpu) for label, cpu in runs.items()}
    for label, cpu in best.items():
        print(f"{label:>10}: {args.hands / cpu:7.1f} hands/s ({cpu:.2f} CPU s for {args.hands} hands;"
              f" median of the rounds {args.hands / middle[label]:.1f} hands/s)")
    for commit in others:
        print(f"     ratio: {best[commit] / best['this']:.2f} (this / {commit}, hands per second;"
              f" medians {middle[commit] / middle['this']:.2f})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
