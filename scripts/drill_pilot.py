"""Drill every family N times by keys, in English and in Portuguese, with Textual's Pilot (headless).

For each family and language a fresh app opens the drill (``make_app(drill=FAMILY)``, as ``holdem drill
FAMILY`` does); for each of N spots the script waits for the spot, presses a choice's key (1, 2, 3... in
turn, so every choice is answered somewhere), waits for the verdict, checks that it shows (its class in
the language's words, every choice's value with its margin), presses N and checks that the next spot
shows. Printed: one row per family and language (spots answered, verdicts shown, next spots shown, spots
the table did not reach, the wait from the key to the verdict, the seconds it took), and every failure.

    PYTHONPATH=. python scripts/drill_pilot.py --spots 20                 # the coach's tiny budget
    PYTHONPATH=. python scripts/drill_pilot.py --spots 3 --budget default --families open,vs_cbet

The default budget is the drill's own (a spot's choices are graded in seconds each); ``tiny`` checks the
screens and the keys with rough values, in a fraction of the time.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from holdem.app.drill_text import choice_keys
from holdem.coach import Budget
from holdem.coach.drill_families import FAMILIES
from holdem.coach.grade import DEFAULT_BUDGET
from holdem.i18n import catalog
from holdem.tui import app as tui_app
from holdem.tui.screens import drill as drill_screen
from holdem.tui.screens.drill import DrillScreen

TINY: Final = Budget(playouts=4, range_samples=8, policy_trials=4, equity_trials=30, runouts=1,
                     showdown_boards=100, playouts_cap=8, verdict_cap=8, fresh_playouts=4)
"""The tests' budget: the verdict's shape is the real one, its numbers rough."""
KIND_WORDS: Final = {
    "en": {"best": "best", "close": "close", "mistake": "mistake", "exploit": "exploit"},
    "pt": {"best": "melhor", "close": "por pouco", "mistake": "erro", "exploit": "exploração"},
}
"""A word of each verdict class in each language, as the verdict line says it."""
POLL: Final = 0.02
"""Seconds between looks at the screen while a worker runs."""
PATIENCE: Final = 600.0
"""Seconds to wait for a spot or a verdict before calling it a failure."""


@dataclass(slots=True)
class Tally:
    family: str
    language: str
    answered: int = 0
    verdicts: int = 0
    next_spots: int = 0
    not_found: int = 0
    waits: list[float] = field(default_factory=list)
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def _body(screen: DrillScreen) -> str:
    return screen.text()


async def _until(pilot: Any, ready: Any) -> bool:
    began = time.monotonic()
    while time.monotonic() - began < PATIENCE:
        await pilot.pause()
        if ready():
            return True
        await asyncio.sleep(POLL)
    return False


async def drill_family(family: str, language: str, spots: int, seed: int) -> Tally:
    """``spots`` spots of ``family`` answered by keys in ``language``."""
    catalog.set_language(language)
    tally = Tally(family, language)
    began = time.monotonic()
    app = tui_app.make_app(seed=seed, bot_delay=0, data_dir=tempfile.mkdtemp(prefix="drill-pilot-"),
                           drill=family)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = app.screen
        assert isinstance(screen, DrillScreen)
        for number in range(1, spots + 1):
            if not await _until(pilot, lambda n=number: not screen.searching and screen.run.number >= n):
                tally.failures.append(f"spot {number}: not dealt in {PATIENCE:.0f} s")
                break
            if screen.spot is None:
                tally.not_found += 1
                await pilot.press("n")
                continue
            keys = choice_keys(screen.spot)
            key = keys[(number - 1) % len(keys)][0]
            pressed = time.monotonic()
            await pilot.press(key)
            tally.answered += 1
            if not await _until(pilot, lambda: screen.shown is not None):
                tally.failures.append(f"spot {number}: no verdict in {PATIENCE:.0f} s")
                break
            tally.waits.append(time.monotonic() - pressed)
            body, grade = _body(screen), screen.shown
            assert grade is not None
            word = KIND_WORDS[language].get(grade.verdict.kind, grade.verdict.kind)
            if word in body and body.count("±") >= len(grade.choices):
                tally.verdicts += 1
            else:
                tally.failures.append(f"spot {number}: verdict {grade.verdict.kind!r} not shown as such")
            if number < spots:
                await pilot.press("n")
                if await _until(pilot, lambda n=number: screen.run.number > n and not screen.searching):
                    # a spot the table did not reach is counted at the top of the loop
                    tally.next_spots += screen.spot is not None and screen.shown is None
                else:
                    tally.failures.append(f"spot {number}: N did not deal the next spot")
                    break
        await app.workers.wait_for_complete()
    tally.seconds = time.monotonic() - began
    return tally


def row(t: Tally) -> str:
    waits = sorted(t.waits)
    median = statistics.median(waits) if waits else float("nan")
    p95 = waits[min(len(waits) - 1, int(0.95 * len(waits)))] if waits else float("nan")
    return (f"{t.family:<12} {t.language:<4} {t.answered:>8} {t.verdicts:>8} {t.next_spots:>6} "
            f"{t.not_found:>9} {median:>8.2f} {p95:>6.2f} {t.seconds:>7.0f}")


HEADER: Final = (f"{'family':<12} {'lang':<4} {'answered':>8} {'verdicts':>8} {'next':>6} "
                 f"{'not found':>9} {'wait med':>8} {'p95':>6} {'seconds':>7}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=20, help="spots answered per family and language")
    parser.add_argument("--seed", type=int, default=3, help="the session seed of every app")
    parser.add_argument("--families", default=",".join(f.key for f in FAMILIES))
    parser.add_argument("--languages", default="en,pt")
    parser.add_argument("--budget", choices=("tiny", "default"), default="tiny")
    args = parser.parse_args(argv)
    drill_screen.BUDGET = TINY if args.budget == "tiny" else DEFAULT_BUDGET
    print(f"{args.spots} spots per family and language, seed {args.seed}, budget {args.budget}")
    print(HEADER, flush=True)
    failed = 0
    for family in args.families.split(","):
        for language in args.languages.split(","):
            tally = asyncio.run(drill_family(family, language, args.spots, args.seed))
            print(row(tally), flush=True)
            for failure in tally.failures:
                print(f"    {failure}", flush=True)
            failed += bool(tally.failures) or tally.verdicts < tally.answered
    print(f"{failed} family-language runs with a failure")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
