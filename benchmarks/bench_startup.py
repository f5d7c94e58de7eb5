"""Start-up to the first table frame, side by side with a minimal Textual app showing one Static.

Each run is a fresh interpreter that starts the app (the game exactly as the ``holdem`` command
starts it, coach included, or an ``App`` whose screen holds one ``Static``) and stops as soon as its
screen has been painted once (headless, so no terminal is needed). The time runs from just
before the interpreter is launched to that first frame. The apps are run in turn, after one
warm-up run each (file and bytecode caches): the target is holdem within 1.5x of the minimal app.

The verdict compares each holdem run with the minimal app's run beside it (the three run in
turn) and takes the median of those ratios: on a shared machine whose speed drifts from one
second to the next, two runs side by side see the same machine. A 95% interval for that median
(bootstrap, fixed seed) says how far another bench may land; the medians of each app's own
runs, and their ratio, are printed too.

holdem starts as a returning player's game does: its data directory (a fresh copy for each run,
made before the clock starts) already holds the statistics database, and no session is saved.
A first start ever, which also creates the database (synced to disk), is shown beside it.

    python benchmarks/bench_startup.py [--runs 15]
"""

from __future__ import annotations

import argparse
import os
import random
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
    import asyncio

    app = pilot.app
    while not ready(app):
        await asyncio.sleep(0)
    painted = asyncio.get_running_loop().create_future()
    app.screen.call_after_refresh(lambda: painted.set_result(time.time()))
    print("first-frame", await painted, time.process_time(), flush=True)
    app.exit()
"""

# The game exactly as the ``holdem`` command starts it (``from holdem.cli import main``, then
# ``main()``: the language, the settings, the data directory's lock, the coach in its worker; Textual
# is imported inside ``main``, as there), only headless: a terminal is assumed, and ``App.run``,
# patched as ``textual.app`` is first imported, draws off-screen and leaves after the first frame.
HOLDEM = r"""
import sys, time

def ready(app):
    from holdem.tui.screens.table import TableScreen
    return isinstance(app.screen, TableScreen) and app.screen.is_mounted
""" + FIRST_FRAME + r"""
class HeadlessRun:  # finds textual.app as usual, and makes its App.run headless once it is loaded
    def find_spec(self, name, path=None, target=None):
        if name != "textual.app":
            return None
        sys.meta_path.remove(self)
        spec = next(s for s in (f.find_spec(name, path, target) for f in sys.meta_path) if s is not None)
        load = spec.loader.exec_module

        def exec_module(module):
            load(module)
            run = module.App.run
            module.App.run = lambda app, **_: run(app, headless=True, size=(80, 24), auto_pilot=first_frame)

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, HeadlessRun())

import holdem.cli
holdem.cli.has_terminal = lambda: True
holdem.cli.main(["--seed", "1", "--data-dir", sys.argv[1]])
"""

MINIMAL = r"""
import time
from textual.app import App
from textual.widgets import Static

def ready(app):
    return app.screen.is_mounted and bool(app.screen.children)
""" + FIRST_FRAME + r"""
class Minimal(App[None]):
    def compose(self):
        yield Static("holdem")

Minimal().run(headless=True, size=(80, 24), auto_pilot=first_frame)
"""


def prepared_data_dir(root: Path) -> Path:
    """A data directory as a returning player has it: the database made, no session saved."""
    subprocess.run([sys.executable, "-c", "import sys\nfrom holdem.records.recorder import Records\n"
                    "Records.open(sys.argv[1]).close()", str(root)], cwd=ROOT, check=True)
    return root


def one_run(child: str, template: Path | None = None) -> tuple[float, float]:
    """Seconds from launching a fresh interpreter running ``child`` to its first painted frame, and
    the CPU seconds the interpreter had used by then (which a busy machine hardly changes).

    ``child`` is given a data directory: a copy of ``template``, or (None) one not yet made.
    """
    # As after ``pip install``: the bytecode is cached (PYTHONDONTWRITEBYTECODE would defeat the warm-up).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory(prefix="holdem-bench-") as scratch:
        env["HOME"] = scratch  # the player's own data directory is never touched
        data = Path(scratch) / "data"  # without ``template``: not there yet, as at a first start ever
        if template is not None:
            shutil.copytree(template, data)
        args = [str(data)]
        start = time.time()
        done = subprocess.run(
            [sys.executable, "-c", child, *args], cwd=ROOT, env=env, capture_output=True, text=True,
            check=True,
        )
    frame = next(line for line in done.stdout.splitlines() if line.startswith("first-frame "))
    painted, cpu = (float(word) for word in frame.split()[1:])
    return painted - start, cpu


def _median(runs: list[tuple[float, float]], index: int) -> float:
    return statistics.median(run[index] for run in runs)


def _interval(ratios: list[float], rounds: int = 2000) -> tuple[float, float]:
    """A 95% bootstrap interval for the median of ``ratios`` (resampled from a fixed seed)."""
    rng = random.Random(0)
    medians = sorted(statistics.median(rng.choices(ratios, k=len(ratios))) for _ in range(rounds))
    return medians[int(0.025 * rounds)], medians[int(0.975 * rounds) - 1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
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
        ratios = [[run[i] / side[i] for run, side in zip(times[name], base, strict=True)] for i in (0, 1)]
        paired = [statistics.median(r) for r in ratios]
        low, high = _interval(ratios[0])
        verdict = "ok" if paired[0] <= TARGET_RATIO else "over target"
        print(f"{name} / minimal, run by run: {paired[0]:.2f}x wall (95% interval {low:.2f}-{high:.2f}; "
              f"target <= {TARGET_RATIO}x: {verdict}), {paired[1]:.2f}x CPU; "
              f"ratio of the medians: {wall:.2f}x wall, {cpu:.2f}x CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
