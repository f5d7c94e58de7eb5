"""Start-up to the first table frame, side by side with a minimal Textual app showing one Static.

Each run is a fresh interpreter that builds the app (the game as ``holdem`` builds and starts
it in ``run_game``, or an ``App`` whose screen holds one ``Static``) and stops as soon as its
screen has been painted once (headless, so no terminal is needed). The time runs from just
before the interpreter is launched to that first frame. The apps are run in turn, after one
warm-up run each (file and bytecode caches), and the medians compared: the target is holdem
within 1.5x of the minimal app.

holdem starts as a returning player's game does: its data directory (a fresh copy for each run,
made before the clock starts) already holds the statistics database, and no session is saved.
A first start ever, which also creates the database (synced to disk), is shown beside it.

    python benchmarks/bench_startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
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
    print(await painted, time.process_time(), flush=True)
    app.exit()

app.run(headless=True, size=(80, 24), auto_pilot=first_frame)
"""

HOLDEM = r"""
import asyncio, sys, time
from holdem.tui.app import make_app, ready_to_play

app = make_app(seed=1, data_dir=sys.argv[1] if len(sys.argv) > 1 else None)
ready_to_play()  # as run_game does before running the app

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


def prepared_data_dir(root: Path) -> Path:
    """A data directory as a returning player has it: the database made, no session saved."""
    subprocess.run([sys.executable, "-c", "import sys\nfrom holdem.records.recorder import Records\n"
                    "Records.open(sys.argv[1]).close()", str(root)], cwd=ROOT, check=True)
    return root


def one_run(child: str, template: Path | None = None) -> tuple[float, float]:
    """Seconds from launching a fresh interpreter running ``child`` to its first painted frame, and
    the CPU seconds the interpreter had used by then (which a busy machine hardly changes)."""
    # As after ``pip install``: the bytecode is cached (PYTHONDONTWRITEBYTECODE would defeat the warm-up).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory(prefix="holdem-bench-") as scratch:
        args = []
        if template is not None:
            args = [str(shutil.copytree(template, Path(scratch) / "data"))]
        start = time.time()
        done = subprocess.run(
            [sys.executable, "-c", child, *args], cwd=ROOT, env=env, capture_output=True, text=True,
            check=True,
        )
    painted, cpu = (float(word) for word in done.stdout.strip().splitlines()[-1].split())
    return painted - start, cpu


def _median(runs: list[tuple[float, float]], index: int) -> float:
    return statistics.median(run[index] for run in runs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="holdem-bench-") as root:
        template = prepared_data_dir(Path(root) / "template")
        one_run(HOLDEM, template)  # warm the file cache and the bytecode cache first
        one_run(MINIMAL)
        times: dict[str, list[tuple[float, float]]] = {
            "minimal Textual app (one Static)": [], "holdem table": [], "holdem, first start ever": []
        }
        for _ in range(args.runs):  # in turn, so a busy moment weighs on all alike
            times["holdem table"].append(one_run(HOLDEM, template))
            times["minimal Textual app (one Static)"].append(one_run(MINIMAL))
            times["holdem, first start ever"].append(one_run(HOLDEM))
    print("wall seconds to the first frame (CPU seconds used by then), median of", args.runs, "runs")
    for name, runs in times.items():
        shown = ", ".join(f"{wall:.3f} ({cpu:.3f})" for wall, cpu in runs)
        print(f"{name:>34}: {_median(runs, 0):.3f} ({_median(runs, 1):.3f})  [{shown}]")
    base = times["minimal Textual app (one Static)"]
    for name in ("holdem table", "holdem, first start ever"):
        wall, cpu = (_median(times[name], i) / _median(base, i) for i in (0, 1))
        verdict = "ok" if wall <= TARGET_RATIO else "over target"
        print(f"{name} / minimal: {wall:.2f}x wall (target <= {TARGET_RATIO}x: {verdict}), {cpu:.2f}x CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
