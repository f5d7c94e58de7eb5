"""Kill a game at points of its write path, over and over, and check the records after each kill.

A child process (``python tests/crash_harness.py child DIR SEED LOG PLAN``) plays hand after
hand headless, through the game's own ``Session`` and ``Records``, until it is killed. The
plan says where it dies: ``op:fsync:17:after`` kills it (SIGKILL, from inside) right after
the 17th ``os.fsync``; ``op:write:3:half`` writes half of the 3rd ``os.write`` and dies;
``timer:0.83`` is killed by the parent 0.83 s after it starts. The plans come from a seeded
``random.Random``, so a run is repeatable.

After each kill the parent opens the records as the next start would and checks: every
history file is whole hands, the history files hold exactly the stored hands (same text,
same order, so no voided hand), the save's chips add up, and the hand dealt after a voided
one is a fresh deal. ``tests/test_records_crash.py`` runs 30 kills;
``scripts/crash_records.py`` runs 300 and prints the tally for docs/records.md.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OPS = ("fsync", "replace", "write", "add_hand")


# ----- the child: play until killed ------------------------------------------------------------


def _die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _arm(plan: str) -> None:
    """Wrap the write path so the process kills itself where ``plan`` says."""
    if not plan.startswith("op:"):
        return
    _, op, count_text, when = plan.split(":")
    count = [int(count_text)]

    def wrap(owner: Any, name: str) -> None:
        real: Callable[..., Any] = getattr(owner, name)

        def wrapped(*args: Any, **kwargs: Any) -> Any:
            count[0] -= 1
            if count[0] > 0:
                return real(*args, **kwargs)
            if when == "before":
                _die()
            if when == "half" and name == "write":
                fd, data = args
                real(fd, bytes(data)[: max(1, len(data) // 2)])
                _die()
            result = real(*args, **kwargs)
            _die()
            return result

        setattr(owner, name, wrapped)

    from holdem.records.store import HandStore

    wrap(HandStore if op == "add_hand" else os, op)


def child(data_dir: str, seed: int, log_path: str, plan: str) -> None:
    """Play hands at a six-seat table until killed, logging each deal once it is recorded."""
    from holdem.app.session import Session
    from holdem.bots.baselines import RandomBot
    from holdem.engine.actions import Action
    from holdem.engine.rng import stream
    from holdem.records.recorder import Records

    records = Records.open(data_dir)
    resume = records.resume()
    bots = [RandomBot(name, stream(seed, f"bot:{name}")) for name in ("Ann", "Bo", "Cy", "Di", "Ed")]
    session = Session(seed=seed, name="Hero", bots=bots, bot_delay=0, resume=resume.record)
    session.attach(records)
    hero = random.Random(seed ^ os.getpid())
    _arm(plan)
    with open(log_path, "a", encoding="utf-8") as log:
        while True:
            hand = session.start_hand()
            assert session.record is not None
            cards = " ".join(str(c) for seat in range(6) for c in hand.hole_cards(seat))
            log.write(f"dealt {session.record.session_id} {hand.hand_number} {cards}\n")
            log.flush()
            while session.in_hand:
                seat = session.to_act
                assert seat is not None
                if seat != 0:
                    session.bot_acts(seat)
                    continue
                legal = hand.legal_actions()
                choices = [Action.check() if legal.can_check else Action.call(), Action.fold()]
                if legal.min_raise_to is not None:
                    choices.append(Action.raise_to(legal.min_raise_to))
                session.act(0, hero.choice(choices))


# ----- the parent: kill, then check -------------------------------------------------------------


@dataclass
class Tally:
    """What a run of kills found."""

    kills: int = 0
    voided: int = 0
    stored: int = 0
    fresh_deals_checked: int = 0
    problems: list[str] = field(default_factory=list)
    by_plan: dict[str, int] = field(default_factory=dict)


def plans(seed: int, count: int) -> list[str]:
    """A repeatable schedule of kill points: half at counted write calls, half on a timer."""
    rng = random.Random(seed)
    chosen = []
    for _ in range(count):
        if rng.random() < 0.5:
            op = rng.choice(OPS)
            when = rng.choice(("before", "after", "half") if op == "write" else ("before", "after"))
            chosen.append(f"op:{op}:{rng.randint(1, 12)}:{when}")
        else:
            chosen.append(f"timer:{rng.uniform(0.35, 0.95):.2f}")
    return chosen


def run_child(data_dir: Path, seed: int, log: Path, plan: str) -> None:
    """Start a child with ``plan`` and wait for it to die (killing it on a timer plan)."""
    script = str(Path(__file__).resolve())
    command = [sys.executable, script, "child", str(data_dir), str(seed), str(log), plan]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if plan.startswith("timer:"):
        time.sleep(float(plan.split(":")[1]))
        process.kill()
    _, error = process.communicate(timeout=60)
    if process.returncode != -signal.SIGKILL:
        tail = error.decode()[-2000:]
        raise RuntimeError(f"the child ended with {process.returncode}, not a kill:\n{tail}")


def _deals(log: Path) -> list[tuple[str, int, str]]:
    if not log.exists():
        return []
    deals = []
    for line in log.read_text(encoding="utf-8").splitlines():
        parts = line.split(" ", 3)
        if len(parts) == 4 and parts[0] == "dealt":
            deals.append((parts[1], int(parts[2]), parts[3]))
    return deals


def check(data_dir: Path, tally: Tally, pending_void: dict[tuple[str, int], str]) -> None:
    """Open the records as a restart would and check every promise (problems go to ``tally``)."""
    from holdem.records.history import format_hand
    from holdem.records.history_file import split_hands
    from holdem.records.recorder import Records

    records = Records.open(data_dir)
    try:
        resume = records.resume()
        if resume.voided_hand is not None:
            tally.voided += 1
        stored = records.store.hands()
        tally.stored = len(stored)
        expected = [
            format_hand(h.events, h.hero_seat, h.hand_id, records.histories.table_name, h.played_at)
            for h in stored
        ]
        written: list[str] = []
        for path in sorted(records.paths.histories.glob("HH*.txt")):
            hands, clean = split_hands(path.read_text(encoding="utf-8"))
            if not clean:
                tally.problems.append(f"kill {tally.kills}: {path.name} is not whole hands")
            written += hands
        if written != expected:
            tally.problems.append(
                f"kill {tally.kills}: histories hold {len(written)} hands, the store {len(expected)}"
            )
        record = resume.record
        if record is not None and sum(record.stacks) != record.chips_expected:
            total, expected = sum(record.stacks), record.chips_expected
            tally.problems.append(f"kill {tally.kills}: chips {total} != {expected}")
        if record is not None and resume.voided_hand is not None:
            pending_void[(record.session_id, resume.voided_hand)] = ""
    finally:
        records.close()


def run(data_dir: Path, seed: int, kills: int) -> Tally:
    """``kills`` kills of a game in ``data_dir``, each followed by the checks."""
    tally = Tally()
    log = data_dir.parent / f"{data_dir.name}-deals.log"
    voided: dict[tuple[str, int], str] = {}
    for plan in plans(seed, kills):
        seen_before = len(_deals(log))
        run_child(data_dir, seed, log, plan)
        tally.kills += 1
        kind = plan.split(":")[0] + (":" + plan.split(":")[1] if plan.startswith("op:") else "")
        tally.by_plan[kind] = tally.by_plan.get(kind, 0) + 1
        deals = _deals(log)
        _check_fresh_deals(deals, seen_before, voided, tally)
        last = deals[-1] if deals else None
        before = tally.voided
        check(data_dir, tally, voided)
        if tally.voided > before and last is not None and (last[0], last[1]) in voided:
            voided[(last[0], last[1])] = last[2]
    _check_fresh_deals(_deals(log), len(_deals(log)), voided, tally)
    return tally


def _check_fresh_deals(
    deals: list[tuple[str, int, str]], start: int, voided: dict[tuple[str, int], str], tally: Tally
) -> None:
    """The first deal of a hand number that was voided must not be the voided hand's cards."""
    for session_id, number, cards in deals[start:]:
        old = voided.pop((session_id, number), None)
        if old:
            tally.fresh_deals_checked += 1
            if old == cards:
                tally.problems.append(f"hand {session_id}#{number} was dealt again with the same cards")


if __name__ == "__main__":
    if sys.argv[1] == "child":
        child(sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5])
