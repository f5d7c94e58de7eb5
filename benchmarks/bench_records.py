"""What a long day and a big store cost: recording one hand, start-up, resume, lifetime stats, HUD.

    python benchmarks/bench_records.py [--hands 10000] [--small 100] [--repeat 15]

1. Recording one hand (``Records.finish_hand``: store, history file, save, each synced to
   disk) with ``--small`` and with ``--hands`` hands of the same day already stored: median
   of ``--repeat`` hands each. Target: within 1.5x of each other.
2. With ``--hands`` stored hands in one session against an empty store, each the median of
   ``--repeat`` runs: start-up (open the records and read the save), resume (sit down at the
   saved session: this session's stats), lifetime stats (every stored hand), HUD (a line
   per seat from the lifetime stats). Target: each within 0.3 s of the empty store.
3. The same start-up and resume end to end, in a fresh interpreter with Textual: time to the
   resume question painted, and from Enter to the table painted (median of 3).

The stores are built once (synchronous writes off while building, on when measuring).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from holdem.app.practice_text import hud_line  # noqa: E402
from holdem.app.session import Session  # noqa: E402
from holdem.bots.baselines import RandomBot  # noqa: E402
from holdem.engine import Action, Hand, Table, TableConfig  # noqa: E402
from holdem.engine.rng import stream  # noqa: E402
from holdem.records.history import format_hand  # noqa: E402
from holdem.records.recorder import Records  # noqa: E402

DAY = datetime(2026, 1, 15, 14, 0, tzinfo=UTC)
NAMES = ("Hero", "Ann", "Bo", "Cy", "Di", "Ed")


def _play_out(hand: Hand, rng: random.Random) -> None:
    while not hand.is_over:
        legal = hand.legal_actions()
        choices = [Action.check() if legal.can_check else Action.call(), Action.fold()]
        if legal.min_raise_to is not None:
            choices.append(Action.raise_to(legal.min_raise_to))
        hand.act(rng.choice(choices))


def build(data: Path, hands: int) -> None:
    """A data directory with ``hands`` hands of one day in one session (store, history file, save)."""
    records = Records.open(data)
    records.store._db.execute("PRAGMA synchronous = OFF")
    rng = random.Random(hands)
    table = Table(config=TableConfig(), names=list(NAMES), rng=rng)
    record = records.new_session(table, seed=1, hero_seat=0, now=DAY)
    texts = []
    for number in range(hands):
        hand = table.start_hand()
        _play_out(hand, rng)
        table.finish_hand(hand)
        moment = DAY + timedelta(seconds=number)
        stored = records.store.add_hand(hand_id=10**12 + number, session_id=record.session_id,
                                        events=hand.events, hero_seat=0, played_at=moment)
        texts.append(format_hand(stored.events, 0, stored.hand_id, timestamp=stored.played_at))
    if texts:
        records.histories.path_for(DAY).write_text("".join(t + "\n\n\n" for t in texts), encoding="utf-8")
    records.sessions.save(type(record).from_table(table, session_id=record.session_id, seed=1, hero_seat=0,
                                                  started_at=record.started_at, bought_in=record.bought_in))
    records.hand_ids.next_id()
    records.close()


class _Recorder:
    """Hands played on at a saved table, each recorded with ``Records.finish_hand``."""

    def __init__(self, data: Path) -> None:
        self.records = Records.open(data)
        record = self.records.resume().record
        assert record is not None
        self.record = record
        self.table = Table(config=TableConfig(), rng=random.Random(5), **record.table_arguments())
        self.rng = random.Random(6)
        self.costs: list[float] = []

    def one_hand(self) -> None:
        self.records.begin_hand(self.record)
        hand = self.table.start_hand()
        _play_out(hand, self.rng)
        self.table.finish_hand(hand)
        moment = DAY + timedelta(hours=1, seconds=len(self.costs))
        began = time.perf_counter()
        self.record = self.records.finish_hand(self.table, self.record, hand.events, now=moment)
        self.costs.append(time.perf_counter() - began)


def recording_costs(small: Path, big: Path, repeat: int) -> tuple[float, float]:
    """Median seconds of ``Records.finish_hand`` at each store, in turns so load hits both alike."""
    recorders = _Recorder(small), _Recorder(big)
    for _ in range(repeat):
        for recorder in recorders:
            recorder.one_hand()
    for recorder in recorders:
        recorder.records.close()
    return statistics.median(recorders[0].costs), statistics.median(recorders[1].costs)


def _bots() -> list[RandomBot]:
    return [RandomBot(name, stream(1, name)) for name in NAMES[1:]]


def stages(data: Path, repeat: int) -> dict[str, float]:
    """Median seconds of start-up, resume, lifetime stats and HUD on ``data``."""
    found: dict[str, list[float]] = {"start-up": [], "resume": [], "lifetime stats": [], "HUD": []}
    for _ in range(repeat):
        t0 = time.perf_counter()
        records = Records.open(data)
        resume = records.resume()
        t1 = time.perf_counter()
        session = Session(seed=1, name="Hero", bots=_bots(), bot_delay=0, resume=resume.record)
        session.attach(records)
        t2 = time.perf_counter()
        lifetime = session.lifetime()
        t3 = time.perf_counter()
        [hud_line(lifetime.hero if seat == 0 else lifetime.players.get(name) or lifetime.hero)
         for seat, name in enumerate(session.names)]
        t4 = time.perf_counter()
        records.close()
        for key, value in zip(found, (t1 - t0, t2 - t1, t3 - t2, t4 - t3), strict=True):
            found[key].append(value)
    return {key: statistics.median(values) for key, values in found.items()}


CHILD = r"""
import asyncio, sys, time
from holdem.tui.app import make_app
from holdem.tui.screens.resume import ResumeScreen
from holdem.tui.screens.table import TableScreen

began = float(sys.argv[2])
app = make_app(seed=1, data_dir=sys.argv[1], bot_delay=0)

async def painted(kind):
    while not isinstance(app.screen, kind) or not app.screen.is_mounted:
        await asyncio.sleep(0)
    done = asyncio.get_running_loop().create_future()
    app.screen.call_after_refresh(lambda: done.set_result(time.time()))
    return await done

async def drive(pilot):
    asked = await painted(ResumeScreen)
    pressed = time.time()
    await pilot.press("enter")
    seated = await painted(TableScreen)
    print(asked - began, seated - pressed, flush=True)
    app.exit()

app.run(headless=True, size=(80, 24), auto_pilot=drive)
"""


def end_to_end(data: Path, runs: int = 3) -> tuple[float, float]:
    """Median seconds to the resume question, and from Enter to the table, in a fresh interpreter."""
    asked, seated = [], []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", CHILD, str(data), str(time.time())], cwd=ROOT,
                              capture_output=True, text=True, check=True)
        first, second = (float(x) for x in done.stdout.split()[-2:])
        asked.append(first)
        seated.append(second)
    return statistics.median(asked), statistics.median(seated)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--small", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="holdem-bench-") as scratch:
        root = Path(scratch)
        for name, count in (("empty", 0), ("small", args.small), ("big", args.hands)):
            began = time.perf_counter()
            build(root / name, count)
            print(f"built a store of {count} hands in {time.perf_counter() - began:.1f} s")
        small, big = recording_costs(root / "small", root / "big", args.repeat)
        print(f"\nrecording one hand: {small * 1000:.1f} ms at {args.small} hands of the day, "
              f"{big * 1000:.1f} ms at {args.hands}: ratio {big / small:.2f} (target <= 1.5)")
        empty, full = stages(root / "empty", args.repeat), stages(root / "big", args.repeat)
        print(f"\n{'stage':<16}{'empty':>10}{f'{args.hands} hands':>14}{'difference':>12}  (target <= 0.3 s)")
        for stage in empty:
            difference = full[stage] - empty[stage]
            print(f"{stage:<16}{empty[stage]:>9.3f}s{full[stage]:>13.3f}s{difference:>+11.3f}s")
        asked_empty, seated_empty = end_to_end(root / "empty")
        asked_full, seated_full = end_to_end(root / "big")
        print("\nend to end, fresh interpreter with Textual:")
        print(f"{'to the resume question':<28}{asked_empty:>9.3f}s{asked_full:>13.3f}s"
              f"{asked_full - asked_empty:>+11.3f}s")
        print(f"{'Enter to the table':<28}{seated_empty:>9.3f}s{seated_full:>13.3f}s"
              f"{seated_full - seated_empty:>+11.3f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
