"""Play unaffected: the opponents' decision times with and without the coach grading in its worker.

The game's five opponents play hand after hand against a player who checks or calls; every
``decide()`` is timed in this (the game's) process, and every finished hand is sent to the
coach's worker process, which always has a backlog. By default (``--interleave``, POSIX) each
hand draws, from a seeded stream, whether the worker runs during it (SIGCONT) or is paused
(SIGSTOP), so both sides see the same mix of hands and the same drift in the machine's load.
``--phases`` instead alternates blocks of ``--hands`` hands without and with the coach,
``--rounds`` times. Prints median and p95 of each side and their ratios (with / without):
1.00 is "unaffected".

    python benchmarks/bench_coach_play.py [--hands 200] [--seed 7] [--grader real|burn] [--phases]
                                          [--pause 0.2]

``--pause S`` waits S seconds after each opponent's decision, as the game's opponents "think"
(0.2 s at the "fast" speed): without it a hand is played in milliseconds and the worker grades
almost nothing beside play, so the ratio says little (the count of hands graded says how much).

``--grader burn`` stands in a grader that spends ``--burn`` seconds of pure-Python CPU per hand
(for when the real coach is not there); the default grades with ``holdem.coach.grade_hand``.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from holdem.app.coaching import Coach, GradeJob, Status, grade_job, snapshot
from holdem.app.session import Session
from holdem.bots.lineup import opponents
from holdem.coach import HandGrade
from holdem.engine import filter_events
from holdem.engine.actions import Action

BURN_SECONDS = float(os.environ.get("HOLDEM_BENCH_BURN", "2.0"))


def burn_grade(job: GradeJob) -> HandGrade:
    """A stand-in grader: pure-Python CPU work for ``BURN_SECONDS`` (the worker inherits the variable)."""
    end, total = time.process_time() + BURN_SECONDS, 0
    while time.process_time() < end:
        total += sum(i * i for i in range(1000))
    return HandGrade(hand_id=job.hand_id, seat=job.seat, big_blind=10, decisions=())


def play(session: Session, hands: int, times: list[float], pause: float = 0.0) -> list[GradeJob]:
    """Play ``hands`` hands, timing every opponent's decision (then waiting ``pause`` seconds, as the
    game's opponents think); the jobs the hands would give the coach."""
    jobs = []
    for _ in range(hands):
        opponents_then = snapshot(session.bots) or b""
        hand = session.start_hand()
        while session.in_hand:
            seat = session.to_act
            assert seat is not None
            if seat == 0:
                legal = session.view().legal
                assert legal is not None
                session.act(0, Action.check() if legal.can_check else Action.call())
                continue
            start = time.perf_counter()
            action = session.decide(seat)
            times.append(time.perf_counter() - start)
            session.act(seat, action)
            time.sleep(pause)
        if session.coach is not None:
            session.coach.poll()  # as the game's timer does: a finished grade makes room for the next
        seen = filter_events(hand.events, 0)
        jobs.append(GradeJob(hand.hand_number, seen, 0, opponents_then, session.seed))
    return jobs


def outcomes(coach: Coach, hand_ids: list[int]) -> tuple[int, int]:
    """How many of ``hand_ids`` the coach has graded, and how many it failed (every poll counted, not
    only the last one: a grade taken in by the game's timer during play is a grade all the same)."""
    states = [coach.grade(hand_id) for hand_id in set(hand_ids)]
    return (sum(1 for state in states if isinstance(state, HandGrade)),
            sum(1 for state in states if state is Status.FAILED))


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def run(hands: int, rounds: int, seed: int, grader: Callable[[GradeJob], HandGrade], pause: float) -> None:
    session = Session(seed=seed, name="Hero", bots=opponents(seed), bot_delay=0)
    without: list[float] = []
    with_coach: list[float] = []
    backlog = play(session, 3, [])  # warm up; these hands prime the worker at each phase
    graded = failed = 0
    for _ in range(rounds):
        play(session, hands, without, pause)
        coach = Coach(None, grader=grader, worker=True)
        for job in backlog:
            coach.submit(job, "")
        time.sleep(1.0)  # let the worker start and take its first job
        session.coach = coach
        jobs = play(session, hands, with_coach, pause)
        session.coach = None
        coach.poll()
        done, broken = outcomes(coach, [job.hand_id for job in (*backlog, *jobs)])
        graded, failed = graded + done, failed + broken
        busy = coach.pending
        coach.close()
        backlog = jobs[-3:]
        print(f"  round: {len(jobs)} hands sent, {busy} still waiting in the worker at the end")
    report(without, with_coach, graded, failed)


def _cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (Linux ``/proc``; 0.0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run_interleaved(hands: int, seed: int, grader: Callable[[GradeJob], HandGrade], pause: float) -> None:
    """Each hand is played with the worker running or paused, by a seeded draw."""
    session = Session(seed=seed, name="Hero", bots=opponents(seed), bot_delay=0)
    coach = Coach(None, grader=grader, worker=True)
    sent = []
    for job in play(session, 3, []):
        coach.submit(job, "")
        sent.append(job.hand_id)
    time.sleep(2.0)  # the worker starts and takes its first job
    pids = [process.pid for process in coach._pool._processes.values()]  # type: ignore[union-attr]
    draw = random.Random(seed)
    without: list[float] = []
    with_coach: list[float] = []
    try:
        for _ in range(hands):
            running = draw.random() < 0.5
            for pid in pids:
                os.kill(pid, signal.SIGCONT if running else signal.SIGSTOP)
            (job,) = play(session, 1, with_coach if running else without, pause)
            coach.submit(job, "")
            sent.append(job.hand_id)
            coach.poll()  # as the game's timer does: a finished grade makes room for the next job
    finally:
        for pid in pids:
            os.kill(pid, signal.SIGCONT)
    cpu = sum(_cpu_seconds(pid) for pid in pids)
    coach.poll()
    graded, failed = outcomes(coach, sent)
    coach.close()
    report(without, with_coach, graded, failed)
    print(f"the worker used {cpu:.1f} s of CPU")


def report(without: list[float], with_coach: list[float], graded: int, failed: int) -> None:
    ms = 1000.0
    rows = [("without grading", without), ("coach grading", with_coach)]
    print(f"{'opponents decisions':<22}{'count':>7}{'median ms':>12}{'p95 ms':>10}")
    for name, values in rows:
        print(f"{name:<22}{len(values):>7}{statistics.median(values) * ms:>12.3f}"
              f"{percentile(values, 0.95) * ms:>10.3f}")
    median_ratio = statistics.median(with_coach) / statistics.median(without)
    p95_ratio = percentile(with_coach, 0.95) / percentile(without, 0.95)
    print(f"ratio with/without: median {median_ratio:.2f}, p95 {p95_ratio:.2f}")
    print(f"hands graded beside play: {graded} (failed: {failed}) while {len(with_coach)} opponent "
          f"decisions were timed with the coach running; cores: {os.cpu_count()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200, help="hands (per phase with --phases; default 200)")
    parser.add_argument("--rounds", type=int, default=3, help="--phases: rounds without/with (default 3)")
    parser.add_argument("--phases", action="store_true", help="blocks without/with instead of interleaving")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--grader", choices=("real", "burn"), default="real")
    parser.add_argument("--pause", type=float, default=0.0,
                        help="seconds after each opponent's decision, as the game's (fast: 0.2)")
    args = parser.parse_args()
    grader: Callable[[GradeJob], HandGrade] = grade_job if args.grader == "real" else burn_grade
    if args.phases or not hasattr(signal, "SIGSTOP"):
        print(f"grader: {args.grader}; {args.rounds} rounds of {args.hands} hands without, then with")
        run(args.hands, args.rounds, args.seed, grader, args.pause)
    else:
        print(f"grader: {args.grader}; {args.hands} hands, the worker running or paused by a seeded draw")
        run_interleaved(args.hands, args.seed, grader, args.pause)


if __name__ == "__main__":
    main()
