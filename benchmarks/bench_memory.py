"""Memory over a long session: RSS of a Pilot-driven game at hand 100 and at hand 2,000.

The game runs headless with the real opponents playing inline (``bot_delay=0``) and the player
pressing keys: check or call, and Enter between hands. The target is at most 10 MB of growth
between hand 100 and the last hand (issue 10: Textual's Footer used to keep every key it built,
about 150 kB a hand).

    python benchmarks/bench_memory.py [--hands 2000] [--seed 5]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import sys
import tempfile
import time
from pathlib import Path

TARGET_MB = 10.0
FIRST_MARK = 100


def rss_mb() -> float:
    """Resident set size of this process in MB (Linux /proc; ru_maxrss elsewhere)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def footer_keys() -> int:
    """FooterKey widgets still alive (the upstream leak kept every one ever built)."""
    from textual.widgets._footer import FooterKey

    return sum(1 for obj in gc.get_objects() if isinstance(obj, FooterKey))


async def play(hands: int, seed: int, data_dir: str) -> list[tuple[int, float, int]]:
    """Play ``hands`` hands by keys; return (hand, RSS MB, live FooterKeys) at the marks."""
    from holdem.tui.app import make_app
    from holdem.tui.screens.table import TableScreen

    app = make_app(seed=seed, data_dir=data_dir, bot_delay=0)
    marks = {1, FIRST_MARK, hands} | set(range(500, hands, 500))
    found: list[tuple[int, float, int]] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        while not isinstance(app.screen, TableScreen):
            await pilot.press("n")  # no saved session to resume in a fresh directory, but be sure
            await pilot.pause()
        screen = app.screen
        while True:
            hand = screen.session.hand
            assert hand is not None
            if screen.between_hands:
                if hand.hand_number in marks:
                    gc.collect()
                    found.append((hand.hand_number, rss_mb(), footer_keys()))
                    print(f"hand {found[-1][0]:>5}: RSS {found[-1][1]:7.1f} MB, "
                          f"FooterKeys alive {found[-1][2]}", flush=True)
                if hand.hand_number >= hands:
                    break
                await pilot.press("enter")
            else:
                await pilot.press("c")
            await pilot.pause()
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="holdem-bench-") as data_dir:
        found = asyncio.run(play(args.hands, args.seed, data_dir))
    elapsed = time.perf_counter() - started
    by_hand = {hand: rss for hand, rss, _ in found}
    first = by_hand.get(FIRST_MARK, found[0][1])
    growth = found[-1][1] - first
    print(f"{args.hands} hands in {elapsed:.0f} s; RSS growth from hand {FIRST_MARK} to hand "
          f"{found[-1][0]}: {growth:+.1f} MB (target <= {TARGET_MB:.0f} MB)")
    return 0 if growth <= TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
