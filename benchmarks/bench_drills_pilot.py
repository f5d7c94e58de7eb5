"""The drills' wait from the key to the verdict in the real app (Textual's Pilot), beside a plain grade.

The app runs headless (``run_test``) on a scratch data dir at the table of ``--seed``; each drill opens
the drill screen of the next family in turn (default coach budget) with a seed of its own (the session's
times 1,000 plus the drill's index, so a run split with ``--start`` deals the same spots as a whole one,
unless an earlier answer makes a position due for repetition). For each spot: wait until it is shown,
look at it for :data:`LOOK_SECONDS` of wall time as a person does, press a choice key (drawn by an rng
seeded with the session's seed and ``--start``: a part's keys are not the whole run's), and time until
the verdict is on the screen, in wall seconds and in CPU seconds of this process (every thread: the app's
loop and the drill's worker). Beside it, side by side, the plain grade of the same decision:
``grade_choice`` of the pressed choice alone, timed once the drill's worker is done.

    python benchmarks/bench_drills_pilot.py [--spots 100] [--seed 3] [--start 0] > part.log
    python benchmarks/bench_drills_pilot.py --merge part.log [part2.log ...]

The machine's load average is printed at the start and the end: wall seconds on a shared machine read
longer than on an idle one, CPU seconds do not.
"""

from __future__ import annotations

import argparse
import asyncio
import copy
import os
import random
import re
import statistics
import tempfile
import time
from dataclasses import dataclass
from typing import Any

from holdem.app.drill_text import choice_keys
from holdem.app.drills import DrillRun
from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_spots import ANYWHERE, MAX_HANDS, grade_choice
from holdem.coach.grade import DEFAULT_BUDGET
from holdem.tui import app as tui_app
from holdem.tui.screens.drill import DrillScreen

LOOK_SECONDS = 3.0
"""How long a player looks at a spot before pressing a key (issue: "as a person does")."""
POLL_SECONDS = 0.01
"""The step of the wait for the verdict: the wait is read to about this."""
SEARCH_LIMIT_SECONDS = 600.0
"""Give up on a spot the table has not dealt in this long (a search takes seconds)."""
SEEDS_PER_SESSION = 1_000
"""A drill's seed is the session's times this plus the drill's index (as the app's drills are seeded)."""


@dataclass
class DrillTimes:
    """One drill: the family, the key pressed, the wait from the key to the verdict (wall and CPU seconds),
    the plain grade of that choice alone (wall and CPU seconds), and whether it gave the same verdict."""

    family: str
    key: str
    wall: float
    cpu: float
    plain_wall: float
    plain_cpu: float
    same: bool


LINE = re.compile(r"^\s*\d+ (\S+)\s+key (\S+) .*key to verdict\s+([\d.]+)s wall\s+([\d.]+)s CPU"
                  r"\s+plain grade\s+([\d.]+)s wall\s+([\d.]+)s CPU(.*)$")
"""A drill's line as :func:`_drill` prints it (``--merge`` reads the lines of runs in parts)."""


def read_log(path: str) -> list[DrillTimes]:
    """The drills of a run's printed lines (the log of a whole run or of a part, finished or not)."""
    found = []
    with open(path, encoding="utf-8") as log:
        for line in log:
            match = LINE.match(line)
            if match is not None:
                family, key, *numbers, rest = match.groups()
                wall, cpu, plain_wall, plain_cpu = map(float, numbers)
                same = "not the same" not in rest
                found.append(DrillTimes(family, key, wall, cpu, plain_wall, plain_cpu, same))
    return found


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} CPUs"


async def _until(pilot: Any, ready: Any, limit: float) -> bool:
    """Poll ``ready()`` with short pauses of the app until it holds (False after ``limit`` seconds)."""
    start = time.perf_counter()
    while not ready():
        if time.perf_counter() - start > limit:
            return False
        await pilot.pause(POLL_SECONDS)
    return True


async def _drill(pilot: Any, index: int, seed: int, rng: random.Random) -> DrillTimes | None:
    """One drill of the family of ``index``: open its screen, look, press, time the verdict; then leave."""
    app = pilot.app
    family = FAMILIES[index % len(FAMILIES)].key
    run = DrillRun(family, seed=seed * SEEDS_PER_SESSION + index, narrowing=ANYWHERE,
                   opponents=[copy.deepcopy(bot) for bot in app.session.bots],
                   store=app.records.store if app.records is not None else None,
                   budget=DEFAULT_BUDGET, max_hands=MAX_HANDS)
    app.drill_runs.append(run)
    screen = DrillScreen(run)
    await app.push_screen(screen)
    dealt = await _until(pilot, lambda: not screen.searching and screen.run.number > 0, SEARCH_LIMIT_SECONDS)
    spot = screen.spot
    if not dealt or spot is None:
        print(f"{index:4d} {family:<12} no spot", flush=True)
        await pilot.press("escape")
        await app.workers.wait_for_complete()
        return None
    await pilot.pause()  # the spot painted
    await asyncio.sleep(LOOK_SECONDS)  # the player looks (the worker grades meanwhile)
    keys = choice_keys(spot)
    choice = rng.randrange(len(keys))
    key, action = keys[choice]
    wall, cpu = time.perf_counter(), time.process_time()
    await pilot.press(str(choice + 1))
    await _until(pilot, lambda: screen.shown is not None, SEARCH_LIMIT_SECONDS)
    await pilot.pause(0)  # the verdict painted
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    shown = screen.shown
    await pilot.press("escape")
    await app.workers.wait_for_complete()  # the drill's worker stops once the pressed choice is graded
    plain_wall, plain_cpu = time.perf_counter(), time.process_time()
    plain = grade_choice(spot, action, DEFAULT_BUDGET)
    plain_wall, plain_cpu = time.perf_counter() - plain_wall, time.process_time() - plain_cpu
    same = shown is not None and plain == shown and plain.verdict == shown.verdict
    print(f"{index:4d} {family:<12} key {key} ({len(keys)} choices)  key to verdict {wall:5.2f}s wall "
          f"{cpu:5.2f}s CPU   plain grade {plain_wall:5.2f}s wall {plain_cpu:5.2f}s CPU"
          f"{'' if same else '   (not the same grade)'}", flush=True)
    return DrillTimes(family, key, wall, cpu, plain_wall, plain_cpu, same)


async def measure(spots: int, seed: int, start: int) -> list[DrillTimes]:
    """``spots`` drills from index ``start``, in one headless app on a scratch data dir."""
    found = []
    rng = random.Random(seed * SEEDS_PER_SESSION + start)
    with tempfile.TemporaryDirectory(prefix="holdem-bench-") as data_dir:
        app = tui_app.make_app(seed=seed, bot_delay=0, data_dir=data_dir)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            for index in range(start, start + spots):
                record = await _drill(pilot, index, seed, rng)
                if record is not None:
                    found.append(record)
    return found


def summary(records: list[DrillTimes]) -> None:
    """Median, 95th percentile and maximum of the waits, the app's and the plain grade's, and their ratio."""
    rows = (
        ("key to verdict, app (wall)", [r.wall for r in records]),
        ("key to verdict, app (CPU)", [r.cpu for r in records]),
        ("plain grade of the choice (wall)", [r.plain_wall for r in records]),
        ("plain grade of the choice (CPU)", [r.plain_cpu for r in records]),
    )
    figures = {}
    for name, values in rows:
        figures[name] = (statistics.median(values), quantile(values, 0.95), max(values))
        median, p95, most = figures[name]
        print(f"{name:<34} median {median:6.2f} s   p95 {p95:6.2f} s   max {most:6.2f} s   (n={len(values)})")
    for kind in ("wall", "CPU"):
        app_row = figures[f"key to verdict, app ({kind})"]
        plain_row = figures[f"plain grade of the choice ({kind})"]
        ratios = "   ".join(f"{label} {a / p:5.2f}" if p > 0 else f"{label}  n/a"
                           for label, a, p in zip(("median", "p95", "max"), app_row, plain_row, strict=True))
        print(f"app / plain ({kind}):  {ratios}")
    print(f"the app's verdict is the plain grade's: {sum(r.same for r in records)}/{len(records)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--start", type=int, default=0, help="the first drill's index (to split a run)")
    parser.add_argument("--merge", nargs="+", help="summarize the printed lines of runs instead of measuring")
    args = parser.parse_args()
    if args.merge:
        summary([record for path in args.merge for record in read_log(path)])
        return
    print(f"start: {load()}", flush=True)
    began = time.perf_counter()
    records = asyncio.run(measure(args.spots, args.seed, args.start))
    print(f"end: {load()}; {time.perf_counter() - began:.0f} s in all", flush=True)
    if records:
        summary(records)


if __name__ == "__main__":
    main()
