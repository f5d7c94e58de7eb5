"""Do drilled spots come from the lines the table really plays? Drill spots against the simulator's.

For each family, ``--spots`` spots are reached the way the drill reaches them
(:meth:`holdem.app.drills.DrillRun.next_spot`, the table of ``--seed``: the stand-in in seat 0 and the
line-up of the seed, no session), and the same table (the same stand-in and the same five bots) plays
``--hands`` hands in the simulator (:func:`holdem.bots.simulator.simulate`, stacks reset to 100 bb,
the button moving), where every decision of seat 0 is classified with the same family predicate (the
first of each family in a hand, as the drill takes the first). The two samples are compared by

- position: the stand-in's seat (UTG, HJ, CO, BTN, SB, BB);
- preflop line: the preflop actions before the spot, as raises made (``limped``, ``raised``, ``3-bet``,
  ``4-bet+``) and calls (``+1 call``, ``+2 calls`` for two or more), limps counted as calls;

each by the total variation distance between the two shares, with a permutation test (the two samples
pooled and split again at random, ``PERMUTATIONS`` times): the p-value is the share of splits at least
as far apart. A family is the same within sampling noise when neither p-value is below ``ALPHA``.

    PYTHONPATH=. python scripts/drill_lines.py --spots 40 --hands 6000 --seed 1
    PYTHONPATH=. python scripts/drill_lines.py --families open,bvb --spots 200 --hands 2000 --cells
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final

from holdem.app.drills import DrillRun
from holdem.bots.base import Bot, Learner
from holdem.bots.simulator import simulate
from holdem.coach.drill_families import FAMILIES, Moment
from holdem.coach.drill_spots import STAND_IN_STYLE, default_stand_in, drill_table
from holdem.engine.events import Event, Move, PlayerActed, Street
from holdem.engine.view import PlayerView

PERMUTATIONS: Final = 2000
"""Random splits of the pooled sample per test: the p-value's own error is at most about 0.01."""
ALPHA: Final = 0.01
"""A p-value below this calls the shares different: 26 tests are run (two per family), so about one in
four runs would flag one of them by chance at 0.01, and 0.05 would flag one in most runs."""
POSITIONS: Final = ("UTG", "HJ", "CO", "BTN", "SB", "BB")


def preflop_line(events: Sequence[Event], seat: int) -> str:
    """The preflop actions before the spot, by raises made and calls (limps counted as calls)."""
    pre = [e for e in events if isinstance(e, PlayerActed) and e.street is Street.PREFLOP]
    raises = sum(a.move is Move.RAISE for a in pre)
    calls = sum(a.move is Move.CALL for a in pre)
    kind = ("limped" if raises == 0 else "raised" if raises == 1 else "3-bet" if raises == 2 else "4-bet+")
    if raises == 0 and calls == 0:
        kind = "unopened"
    return kind + ("" if calls == 0 else " +1 call" if calls == 1 else " +2 calls")


@dataclass(slots=True)
class Sample:
    """One side's spots of a family: the position and the preflop line of each."""

    positions: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)

    def add(self, events: Sequence[Event], seat: int) -> None:
        self.positions.append(Moment.of(events, seat).position)
        self.lines.append(preflop_line(events, seat))


def drilled(family: str, seed: int, spots: int) -> tuple[Sample, int]:
    """``spots`` spots of ``family`` reached as the drill reaches them (and the hands it played)."""
    run = DrillRun(family, seed=seed)
    sample, hands = Sample(), 0
    for _ in range(spots):
        spot = run.next_spot()
        if spot is None:
            continue
        sample.add(spot.events, spot.seat)
        hands += spot.hands
    return sample, hands


class Watcher:
    """The stand-in, watched: every decision of its seat is classified by the families (the first of each
    family in a hand is kept), then the stand-in decides as it would."""

    def __init__(self, bot: Bot, families: Sequence[str]) -> None:
        self.bot, self.name = bot, bot.name
        self.families = [f for f in FAMILIES if f.key in families]
        self.samples = {f.key: Sample() for f in self.families}
        self._hand = -1
        self._seen: set[str] = set()

    def decide(self, view: PlayerView) -> object:
        if view.hand_number != self._hand:
            self._hand, self._seen = view.hand_number, set()
        moment = Moment.of(view.events, view.seat)
        for family in self.families:
            if family.key not in self._seen and family(moment):
                self._seen.add(family.key)
                self.samples[family.key].add(view.events, view.seat)
        return self.bot.decide(view)

    def observe(self, view: PlayerView) -> None:
        if isinstance(self.bot, Learner):
            self.bot.observe(view)


def simulated(families: Sequence[str], seed: int, hands: int) -> dict[str, Sample]:
    """Each family's spots of the stand-in in ``hands`` hands of the simulator at the drill's table (one
    run per stand-in style)."""
    out: dict[str, Sample] = {}
    for style_families in _by_stand_in(families):
        watcher = Watcher(default_stand_in(seed, style_families[0], 0), style_families)
        bots: list[Bot] = [watcher, *drill_table(seed, None)]  # type: ignore[list-item]
        simulate([b.name for b in bots], _seated(bots), deals=hands, seed=seed)
        out.update(watcher.samples)
    return out


def _seated(bots: list[Bot]) -> Callable[[int], list[Bot]]:
    return lambda _seed: bots


def _by_stand_in(families: Sequence[str]) -> list[list[str]]:
    groups: dict[str, list[str]] = {}
    for key in families:
        groups.setdefault(STAND_IN_STYLE.get(key, "tight-aggressive"), []).append(key)
    return list(groups.values())


def shares(values: Sequence[str]) -> dict[str, float]:
    counts = Counter(values)
    return {k: v / len(values) for k, v in counts.items()} if values else {}


def tvd(a: Sequence[str], b: Sequence[str]) -> float:
    """The total variation distance between the shares of two samples (0: the same, 1: disjoint)."""
    sa, sb = shares(a), shares(b)
    return 0.5 * sum(abs(sa.get(k, 0.0) - sb.get(k, 0.0)) for k in set(sa) | set(sb))


def permutation_p(a: Sequence[str], b: Sequence[str], rng: random.Random) -> float:
    """The share of random splits of the pooled samples at least as far apart as ``a`` and ``b``."""
    if not a or not b:
        return float("nan")
    seen = tvd(a, b)
    pooled = [*a, *b]
    far = 0
    for _ in range(PERMUTATIONS):
        rng.shuffle(pooled)
        far += tvd(pooled[:len(a)], pooled[len(a):]) >= seen - 1e-12
    return (far + 1) / (PERMUTATIONS + 1)


def cells(name: str, a: Sequence[str], b: Sequence[str], order: Sequence[str] = ()) -> list[str]:
    sa, sb = shares(a), shares(b)
    keys = [k for k in order if k in sa or k in sb] + sorted((set(sa) | set(sb)) - set(order))
    return [f"    {name} {k:<18} drill {sa.get(k, 0.0):6.1%}   sim {sb.get(k, 0.0):6.1%}" for k in keys]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--spots", type=int, default=40, help="drilled spots per family")
    parser.add_argument("--hands", type=int, default=6000, help="simulated hands per stand-in style")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--families", default=",".join(f.key for f in FAMILIES))
    parser.add_argument("--cells", action="store_true", help="print every cell's shares")
    args = parser.parse_args(argv)
    families = args.families.split(",")
    began = time.process_time()
    sim = simulated(families, args.seed, args.hands)
    sim_seconds = time.process_time() - began
    print(f"simulator: {args.hands} hands per stand-in style, {sim_seconds:.0f} s CPU", flush=True)
    rng = random.Random(args.seed)
    header = (f"{'family':<12} {'drill n':>7} {'hands/spot':>10} {'sim n':>6} "
              f"{'TVD pos':>7} {'p':>6} {'TVD line':>8} {'p':>6}  verdict")
    rows = [header]
    print(header, flush=True)
    for key in families:
        began = time.process_time()
        drill, hands = drilled(key, args.seed, args.spots)
        seconds = time.process_time() - began
        other = sim[key]
        p_pos = permutation_p(drill.positions, other.positions, rng)
        p_line = permutation_p(drill.lines, other.lines, rng)
        same = min(p_pos, p_line) >= ALPHA
        row = (f"{key:<12} {len(drill.positions):>7} {hands / max(len(drill.positions), 1):>10.1f} "
               f"{len(other.positions):>6} {tvd(drill.positions, other.positions):>7.3f} {p_pos:>6.3f} "
               f"{tvd(drill.lines, other.lines):>8.3f} {p_line:>6.3f}  {'same' if same else 'DIFFERS'}")
        rows.append(row)
        print(row + f"   ({seconds:.0f} s CPU)", flush=True)
        if args.cells or not same:
            print("\n".join(cells("position", drill.positions, other.positions, POSITIONS)))
            print("\n".join(cells("line", drill.lines, other.lines)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
