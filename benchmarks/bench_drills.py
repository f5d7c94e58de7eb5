"""The drills' speed: reaching a spot, and the wait from the key to the verdict, prepared and plain.

Spots of every family, in turn, are reached by play (``find_spot``: the session's opponents of the
seed and the family's stand-in) and graded with the default :class:`~holdem.coach.grade.Budget` in
two ways, side by side on the same decisions:

- plain: each choice graded alone by ``grade_choice`` (the review's ``grade_at``), one after another
  while the player looks, the pressed one next once pressed;
- prepared, as the drill does: ``prepare_spot`` plays every choice once, then each choice's grade is
  finished from it in ``grading_order`` (the pressed one next once pressed); the sound table's
  reading and its play of every choice are done once, by the first grade that needs them.

Every prepared grade is checked to be the plain one (the same values, verdict and reason). The wait
is that of a player who presses each choice in turn :data:`LOOK_SECONDS` after the spot shows. CPU
seconds of this process, so a busy machine reads as an idle core would.

    python benchmarks/bench_drills.py [--spots 100] [--seed 3] [--start 0] [--save FILE]
    python benchmarks/bench_drills.py --merge FILE [FILE ...]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import TypeVar

from holdem.coach.drill_families import FAMILIES
from holdem.coach.drill_spots import find_spot, grade_choice, grading_order, prepare_spot
from holdem.coach.grade import DecisionGrade
from holdem.coach.review import SoundSide

_T = TypeVar("_T")

LOOK_SECONDS = 3.0
"""How long a player looks at a spot before pressing a key (issue: "as a person does")."""


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def waits(times: list[float], look: float = LOOK_SECONDS) -> list[float]:
    """Plain: for each choice pressed ``look`` seconds after the spot shows, how long its verdict waits:
    the worker grades the choices in order, and the pressed one next once pressed.

    >>> waits([1.0, 1.0, 1.0, 1.0])  # two ready at 3 s; the third is being graded; the fourth goes next
    [0.0, 0.0, 0.0, 1.0]
    """
    found = []
    for pressed, own in enumerate(times):
        clock, done = 0.0, {}
        for index, spent in enumerate(times):
            clock += spent
            done[index] = clock
            if clock >= look:
                break
        found.append(max(0.0, done[pressed] - look) if pressed in done else clock - look + own)
    return found


def prepared_waits(
    shared: float, tails: Sequence[float], needs: Sequence[set[int]], lazies: Sequence[float],
    look: float = LOOK_SECONDS,
) -> list[float]:
    """Prepared: the wait for each choice pressed ``look`` seconds after the spot shows, when the worker
    first spends ``shared`` seconds, then finishes the choices in order (``tails``: each one's own
    seconds); the parts in ``lazies`` are worked out by the first choice that needs them (``needs``: their
    indices, per choice). Once a choice is pressed, the one being finished gives way to it (its work and
    any part it was working out are lost); the pressed one itself goes on.

    >>> prepared_waits(2.0, [0.5, 0.5, 0.5], [set(), set(), {0}], [2.0])  # the third needs the lazy part
    [0.0, 0.0, 2.5]
    >>> prepared_waits(4.0, [0.5, 0.5], [set(), set()], [])  # pressed while the choices are played out
    [1.5, 1.5]
    >>> prepared_waits(1.0, [3.0, 0.5], [set(), set()], [])  # the second does not wait for the first
    [1.0, 0.5]
    """
    found = []
    for pressed in range(len(tails)):
        clock, made, finished, working = shared, set[int](), dict[int, float](), None
        for index in range(len(tails)):
            if clock >= look:
                break
            for part in sorted(needs[index] - made):
                clock += lazies[part]
                if clock <= look:
                    made.add(part)
            clock += tails[index]
            finished[index], working = clock, index
        if pressed in finished and (finished[pressed] <= look or working == pressed):
            found.append(max(0.0, finished[pressed] - look))
        else:
            missing = sum(lazies[k] for k in needs[pressed] - made)
            found.append(max(shared, look) - look + tails[pressed] + missing)
    return found


def _before_sound(grade: DecisionGrade) -> str:
    """The verdict's kind at this table alone (what decides whether the sound table plays every choice)."""
    return replace(grade, sound=None, reason=None).verdict.kind


@dataclass
class SpotTimes:
    """One spot's CPU seconds: reaching it, the preparation, each choice finished from it (in grading
    order, without the sound table's parts), the sound table's parts (0: its reading, 1: its play of every
    choice: worked out once, by the first grade that needs them) and which each choice needs; each choice
    graded plainly, in the spot's order (measured with ``--plain``, else the same work summed: the
    preparation, the finish and the parts it needs), and how many prepared grades were the plain ones."""

    family: str
    reach: float
    hands: int
    shared: float
    tails: list[float]
    needs: list[list[int]]
    lazies: list[float]
    plain: list[float]
    same: int | None


class _Timed:
    """CPU seconds spent in the sound table's parts while a grade is finished."""

    def __init__(self) -> None:
        self.spent = [0.0, 0.0]

    def wrap(self, part: int, work: Callable[[], _T]) -> Callable[[], _T]:
        def timed() -> _T:
            start = time.process_time()
            try:
                return work()
            finally:
                self.spent[part] += time.process_time() - start
        return timed


def measure_spot(index: int, seed: int, *, plain: bool) -> SpotTimes | None:
    """One spot's timings, prepared and plain (None when the table did not reach one)."""
    family = FAMILIES[index % len(FAMILIES)]
    start = time.process_time()
    spot = find_spot(family, seed=seed, number=index // len(FAMILIES))
    reach = time.process_time() - start
    if spot is None:
        print(f"{family.key:<12} no spot", flush=True)
        return None
    start = time.process_time()
    prepared = prepare_spot(spot)
    shared = time.process_time() - start
    order = grading_order(prepared)
    timed, read = _Timed(), list[SoundSide]()
    read_sound = prepared.sound_side

    def sound_side() -> SoundSide:  # the first call reads the sound table: timed apart from the grade
        if not read:
            read.append(timed.wrap(0, read_sound)())
            read[0].every_choice = timed.wrap(1, read[0].every_choice)  # type: ignore[method-assign]
        return read[0]

    prepared.sound_side = sound_side  # type: ignore[method-assign]
    tails, needs, grades = [], [], {}
    for action in order:
        before = sum(timed.spent)
        start = time.process_time()
        grade = prepared.grade(action)
        tails.append(time.process_time() - start - (sum(timed.spent) - before))
        grades[action] = grade
        sound = grade.sound is not None
        needs.append(([0, 1] if _before_sound(grade) == "mistake" else [0]) if sound else [])
    lazies = timed.spent
    alone = {a: shared + tail + sum(lazies[k] for k in need)
             for a, tail, need in zip(order, tails, needs, strict=True)}
    summed = [alone[a] for a in spot.choices()]  # in the spot's order, as the plain worker grades them
    plain_times, same = summed, None
    if plain:
        plain_times = []
        same = 0
        for action in spot.choices():
            start = time.process_time()
            grade = grade_choice(spot, action)
            plain_times.append(time.process_time() - start)
            same += grade == grades[action] and grade.verdict == grades[action].verdict
    times = SpotTimes(family.key, reach, spot.hands, shared, tails, needs, lazies, plain_times, same)
    print(f"{family.key:<12} reach {reach:5.2f}s  hands {spot.hands:3d}  choices {len(order)}  "
          f"prepare {shared:5.2f}s  finish all {sum(tails):5.2f}s  sound once {sum(lazies):5.2f}s  "
          f"plain all {sum(plain_times):5.2f}s"
          + ("" if same is None else f" measured ({sum(summed):5.2f}s summed), same {same}/{len(order)}"),
          flush=True)
    return times


def summary(spots: list[SpotTimes]) -> None:
    """The medians and 95th percentiles over ``spots``, plain and prepared side by side."""
    plain_waits = [w for s in spots for w in waits(s.plain)]
    prepared = [w for s in spots
                for w in prepared_waits(s.shared, s.tails, [set(n) for n in s.needs], s.lazies)]
    rows = (
        ("reach a spot", [s.reach for s in spots]),
        ("plain: grade one choice", [t for s in spots for t in s.plain]),
        ("plain: grade every choice", [sum(s.plain) for s in spots]),
        ("prepare (play every choice)", [s.shared for s in spots]),
        ("finish one choice", [t for s in spots for t in s.tails]),
        ("sound table, once", [sum(s.lazies) for s in spots]),
        (f"key to verdict, plain ({LOOK_SECONDS:.0f} s look)", plain_waits),
        (f"key to verdict, prepared ({LOOK_SECONDS:.0f} s look)", prepared),
    )
    for name, values in rows:
        print(f"{name:<34} median {statistics.median(values):6.2f} s   p95 {quantile(values, 0.95):6.2f} s"
              f"   (n={len(values)}, CPU seconds)")
    checked = [s for s in spots if s.same is not None]
    if checked:
        print(f"prepared grades identical to the plain ones: {sum(s.same or 0 for s in checked)}/"
              f"{sum(len(s.tails) for s in checked)} over {len(checked)} spots graded plainly too")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=100)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--start", type=int, default=0, help="the first spot's index (to split a run)")
    parser.add_argument("--save", help="write the spots' timings to this JSON file")
    parser.add_argument("--plain", action="store_true", help="grade every choice plainly too, and compare")
    parser.add_argument("--merge", nargs="+", help="summarize saved runs instead of measuring")
    args = parser.parse_args()
    if args.merge:
        records = []
        for path in args.merge:
            with open(path, encoding="utf-8") as saved:
                records += [SpotTimes(**item) for item in json.load(saved)]
    else:
        records = []
        for index in range(args.start, args.start + args.spots):
            record = measure_spot(index, args.seed, plain=args.plain)
            if record is not None:
                records.append(record)
                if args.save:
                    with open(args.save, "w", encoding="utf-8") as out:
                        json.dump([asdict(r) for r in records], out)
    summary(records)


if __name__ == "__main__":
    main()
