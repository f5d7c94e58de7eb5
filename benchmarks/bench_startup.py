"""Start-up to the first table frame, side by side with a minimal Textual app showing one Static.

Each run is a fresh interpreter that builds the app (the game as ``holdem`` builds it, or an
``App`` whose screen holds one ``Static``) and stops as soon as its screen has been painted once
(headless, so no terminal is needed). The time runs from just before the interpreter is launched
to that first frame. The two are run in turn, after one warm-up run each (file and bytecode
caches), and the medians compared: the target is holdem within 1.5x of the minimal app.

    python benchmarks/bench_startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

TARGET_RATIO = 1.5
ROOT = Path(__file__).resolve().parent.parent

FIRST_FRAME = r"""
async def first_frame(pilot):
    while not ready():
        await asyncio.sleep(0)
    painted = asyncio.get_running_loop().create_future()
    app.screen.call_after_refresh(lambda: painted.set_result(time.time()))
    print(await painted, flush=True)
    app.exit()

app.run(headless=True, size=(80, 24), auto_pilot=first_frame)
"""

HOLDEM = r"""
import asyncio, time
from holdem.tui.app import make_app

app = make_app(seed=1)

def ready():
    from holdem.tui.screens.table import TableScreen
    return isinstance(app.screen, TableScreen) and app.screen.is_mounted
""" + FIRST_FRAME

MINIMAL = r"""
import asyncio, time
from textual.app import App
from textual.widgets import Static

class Minimal(App[None]):
    def compose(self):
        yield Static("holdem")

app = Minimal()

def ready():
    return app.screen.is_mounted and bool(app.screen.children)
""" + FIRST_FRAME


def one_run(child: str) -> float:
    """Seconds from launching a fresh interpreter running ``child`` to its first painted frame."""
    # As after ``pip install``: the bytecode is cached (PYTHONDONTWRITEBYTECODE would defeat the warm-up).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    start = time.time()
    done = subprocess.run(
        [sys.executable, "-c", child], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    painted = float(done.stdout.strip().splitlines()[-1])
    return painted - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    one_run(HOLDEM)  # warm the file cache and the bytecode cache first
    one_run(MINIMAL)
    holdem: list[float] = []
    minimal: list[float] = []
    for _ in range(args.runs):  # in turn, so a busy moment weighs on both alike
        holdem.append(one_run(HOLDEM))
        minimal.append(one_run(MINIMAL))
    for name, times in (("minimal Textual app (one Static)", minimal), ("holdem table", holdem)):
        print(f"{name:>34}: median {statistics.median(times):.3f} s  ("
              + ", ".join(f"{t:.3f}" for t in times) + ")")
    ratio = statistics.median(holdem) / statistics.median(minimal)
    verdict = "ok" if ratio <= TARGET_RATIO else "over target"
    print(f"holdem / minimal: {ratio:.2f}x (target <= {TARGET_RATIO}x): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
