"""Kill a game 300 times (SIGKILL) at points of its write path and report what the records looked like.

    python scripts/crash_records.py [--kills 300] [--seed 2026]

Each kill is followed by the checks of tests/crash_harness.py (histories equal to the
store hand for hand, every file whole, chips adding up, no voided hand dealt again).
The result goes in docs/records.md. Exit status 1 if any check failed.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from crash_harness import run  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=300)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="holdem-crash-") as scratch:
        tally = run(Path(scratch) / "data", seed=args.seed, kills=args.kills)
    print(f"kills: {tally.kills} (seed {args.seed}, {time.perf_counter() - started:.0f} s)")
    print("kill points: " + ", ".join(f"{kind} {count}" for kind, count in sorted(tally.by_plan.items())))
    print(f"hands stored at the end: {tally.stored}")
    print(f"hands voided by a kill: {tally.voided}; deals after a voided hand checked fresh: "
          f"{tally.fresh_deals_checked}")
    print(f"problems: {len(tally.problems)}")
    for problem in tally.problems:
        print("  " + problem)
    return 1 if tally.problems else 0


if __name__ == "__main__":
    sys.exit(main())
