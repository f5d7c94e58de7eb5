"""Start-up to the first table frame: median of 5 runs (target: at most 0.9 s).

Each run is a fresh interpreter that builds the game as ``holdem`` does and stops as soon as the
table screen has been painted once (headless, so no terminal is needed). The time runs from
just before the interpreter is launched to that first frame.

    python benchmarks/bench_startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGET_SECONDS = 0.9
ROOT = Path(__file__).resolve().parent.parent

CHILD = r"""
import asyncio, time
from holdem.tui.app import make_app

app = make_app(seed=1)

async def first_frame(pilot):
    from holdem.tui.screens.table import TableScreen
    while not isinstance(app.screen, TableScreen) or not app.screen.is_mounted:
        await asyncio.sleep(0)
    painted = asyncio.get_running_loop().create_future()
    app.screen.call_after_refresh(lambda: painted.set_result(time.time()))
    print(await painted, flush=True)
    app.exit()

app.run(headless=True, size=(80, 24), auto_pilot=first_frame)
"""


def one_run() -> float:
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", CHILD], cwd=ROOT, capture_output=True, text=True, check=True
    )
    painted = float(done.stdout.strip().splitlines()[-1])
    return painted - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_run()  # warm the file cache and the bytecode cache first
    times = [one_run() for _ in range(args.runs)]
    median = statistics.median(times)
    print("start-up to first table frame: " + ", ".join(f"{t:.3f}" for t in times) + " s")
    verdict = "ok" if median <= TARGET_SECONDS else "over target"
    print(f"median {median:.3f} s (target <= {TARGET_SECONDS} s): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
