"""No bias: the coach's value of the actions a fixed stand-in took against what it actually won.

    PYTHONPATH=. python scripts/coach_bias.py --hands 5000 --jobs 2 [--playouts 128]
    PYTHONPATH=. python scripts/coach_bias.py --hands 10000 --standin tag --after-flop

A stand-in that always checks or calls sits in seat 0 against the game's five
opponents (stacks reset to 1000 each hand). For each hand the coach values the
stand-in's first decision, with the stand-in's own strategy as its continuation,
and adds the chips it had already put in (the blinds); a hand without a decision
(a walk) counts as exactly predicted. The sum of these predictions is compared
with the sum of the actual results: the mean difference per hand, with its 95%
interval, should contain 0. Hands come in blocks of 50, each its own session
seeded ``--seed + block``, so the figures do not depend on ``--jobs``.
``--playouts`` changes only the budget's play-outs (default: the coach's budget):
fewer add noise to each prediction, which the interval over hands includes, but
do not move its expectation.

``--standin tag`` or ``chart`` seats a stand-in that thinks (the
tight-aggressive style, as the coach's other measurements seat it, or the chart
player) with a copy of itself, as the hand began, as its continuation; and
``--after-flop`` values its first decision on the flop or later instead (a hand
where it has none counts as exactly predicted, and the chips it had put in
before are added): the play-outs judged where the hands are read from bets,
which the first decisions, mostly before the flop, do not reach. With
``--deviate`` the stand-in takes, at that decision, a choice drawn at random
among the coach's (fold when there is a bet, check or call, raises to half the
pot, the pot and all in) and plays on as itself: the values of choices it would
not have made, which are the ones the coach's advice turns on.
"""

from __future__ import annotations

import argparse
import copy
import random
import time
from concurrent.futures import ProcessPoolExecutor

from coach_rows import action_kind, mean_ci
from coach_rows import player as stand_in_player

from holdem.bots.base import Bot, CallingBot, Learner
from holdem.bots.strategy import StrategyBot
from holdem.coach.grade import Budget
from holdem.coach.practice import practice_hands
from holdem.coach.review import value_taken
from holdem.coach.spots import raise_sizes
from holdem.coach.table import action_of
from holdem.engine.actions import Action
from holdem.engine.events import PlayerActed, StreetDealt
from holdem.engine.state import fold_events
from holdem.engine.view import PlayerView

BLOCK = 50

Row = tuple[float, float, float, str]


class Deviating:
    """A stand-in that, at its first decision on the flop or later, takes a choice drawn at random."""

    def __init__(self, inner: Bot, rng: random.Random) -> None:
        self.inner, self.rng, self.name = inner, rng, inner.name
        self.began: Bot = copy.deepcopy(inner)
        """The stand-in as the hand began (the continuation the coach is given)."""
        self.hand, self.deviated = -1, False

    def decide(self, view: PlayerView) -> Action:
        if view.hand_number != self.hand:
            self.hand, self.deviated, self.began = view.hand_number, False, copy.deepcopy(self.inner)
        action = self.inner.decide(view)
        legal = view.legal
        if self.deviated or view.street == 0 or legal is None:
            return action
        self.deviated = True
        found = [Action.fold()] if legal.call_amount else []
        found.append(Action.call() if legal.call_amount else Action.check())
        found.extend(Action.raise_to(size) for size in raise_sizes(view.pot_total, legal))
        return self.rng.choice(found)

    def observe(self, view: PlayerView) -> None:
        if isinstance(self.inner, Learner):
            self.inner.observe(view)


def block(job: tuple[int, int, int, str, bool, bool]) -> list[Row]:
    """(predicted net, actual net, standard error) in big blinds for each hand of one block, and the kind
    of the action valued (``""`` for a hand with none)."""
    seed, count, playouts, name, after_flop, deviate = job
    budget = Budget(playouts=playouts)
    player: Bot = CallingBot("Hero") if name == "calling" else stand_in_player(name, seed)
    if deviate:
        player = Deviating(player, random.Random(f"{seed}:deviate"))
    found = []
    for played in practice_hands(seed, count, player):
        bb = 10
        events = played.events
        flop = next((i for i, e in enumerate(events) if isinstance(e, StreetDealt)), len(events))
        mine = (i for i, e in enumerate(events)
                if isinstance(e, PlayerActed) and e.seat == 0 and (i > flop or not after_flop))
        first = next(mine, None)
        if first is None:
            found.append((played.net / bb, played.net / bb, 0.0, ""))
            continue
        already = fold_events(played.events[:first]).contributed[0]
        opponents = {s: b for s, b in played.opponents.items() if s != 0}
        own = played.opponents.get(0)  # the stand-in as the hand began, when it keeps a state
        later = copy.deepcopy(player.began if isinstance(player, Deviating) else
                              own if isinstance(own, StrategyBot) else player)
        value, error = value_taken(played.events, 0, first, opponents, seed=played.hand_id,
                                   budget=budget, continuation=later.decide)
        taken = events[first]
        assert isinstance(taken, PlayerActed)
        kind = action_kind(str(action_of(taken)))
        found.append(((value - already) / bb, played.net / bb, error / bb, kind))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--playouts", type=int, default=Budget().playouts)
    parser.add_argument("--standin", choices=("calling", "tag", "chart"), default="calling")
    parser.add_argument("--after-flop", action="store_true",
                        help="value the stand-in's first decision on the flop or later")
    parser.add_argument("--deviate", action="store_true",
                        help="with --after-flop: the stand-in takes a random choice there, then plays on")
    args = parser.parse_args()
    print(f"budget {Budget(playouts=args.playouts)}", flush=True)
    started = time.perf_counter()
    starts = range(0, args.hands, BLOCK)
    jobs = [(args.seed + k, min(BLOCK, args.hands - start), args.playouts, args.standin, args.after_flop,
             args.deviate) for k, start in enumerate(starts)]
    rows: list[Row] = []
    with ProcessPoolExecutor(max_workers=max(args.jobs, 1)) as pool:
        for part in pool.map(block, jobs):  # in block order, so a stopped run reports a prefix
            rows.extend(part)
            report(rows, started)


def report(rows: list[Row], started: float) -> None:
    """The sums so far and the mean difference per hand with its 95% interval."""
    n = len(rows)
    mean, half = mean_ci([actual - predicted for predicted, actual, _, _ in rows])
    predicted = sum(p for p, _, _, _ in rows)
    actual = sum(a for _, a, _, _ in rows)
    valued = sum(1 for *_, kind in rows if kind)
    print(f"{n} hands ({valued} decisions valued): predicted {predicted:+.1f} bb, actual {actual:+.1f} bb",
          flush=True)
    verdict = "contains" if abs(mean) <= half else "does not contain"
    print(f"actual - predicted per hand: {mean:+.3f} bb, 95% CI [{mean - half:+.3f}, {mean + half:+.3f}] "
          f"({verdict} 0); {time.perf_counter() - started:.0f} s", flush=True)
    kinds = sorted({kind for *_, kind in rows if kind})
    if valued < 2 * len(kinds):
        return
    parts = []
    for kind in kinds:
        gaps = [actual - predicted for predicted, actual, _, k in rows if k == kind]
        if len(gaps) >= 2:
            mean, half = mean_ci(gaps)
            parts.append(f"{kind} {len(gaps)}: {mean:+.2f} [{mean - half:+.2f}, {mean + half:+.2f}]")
    print("  per decision valued, by the action: " + "; ".join(parts), flush=True)


if __name__ == "__main__":
    main()
