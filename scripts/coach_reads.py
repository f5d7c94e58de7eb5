"""Do the play-outs' opponents answer as the real ones do later in a hand?

    PYTHONPATH=. python scripts/coach_reads.py --hands 300 --standin tag --seed 2

A session of the stand-in in seat 0 against the game's opponents (stacks reset
each hand, every bot's stream seeded again each hand, as ``coach_pays.py``
plays). At each opponent decision after the player's first decision after the
flop, the opponent is asked twice for its policy on the same view and the same
equity draws: as it is at the table (it has observed the view), and as the
coach's play-outs ask it (a copy of the opponent as the hand began, fed the hand
only up to the player's decision, :class:`~holdem.coach.opponents.InProgress`).
The report: in how many decisions the two answers differ, and by how much,
counting the answers by kind (fold, check, call, raise, all in; the sizes of a
raise merged): the mean and largest total variation distance, and the mean
change in the chance to fold (the table's minus the play-out's).
"""

from __future__ import annotations

import argparse
import random

from coach_rows import next_hand, seated

from holdem.bots.base import Learner
from holdem.bots.policy import Policy
from holdem.bots.strategy import StrategyBot
from holdem.coach.opponents import InProgress
from holdem.engine.actions import ActionType
from holdem.engine.events import Street

TRIALS = 200


def kinds(policy: Policy, stack: int) -> dict[str, float]:
    """The policy's chance of each kind of action (``stack``: the chips a raise to puts all in)."""
    shares: dict[str, float] = {}
    for action, p in policy.choices:
        kind = action.type.name.lower()
        if action.type is ActionType.RAISE_TO:
            kind = "all in" if action.amount >= stack else "raise"
        shares[kind] = shares.get(kind, 0.0) + p
    return shares


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--standin", choices=("chart", "tag"), default="tag")
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    bots, table = seated(args.standin, args.seed)
    distances: list[float] = []
    folds: list[float] = []
    for number in range(1, args.hands + 1):
        hand, began = next_hand(table, bots, args.seed, number)
        graded: int | None = None
        while not hand.is_over:
            seat = hand.to_act
            assert seat is not None
            view = hand.view(seat)
            if seat == 0 and graded is None and hand.state.street is not Street.PREFLOP:
                graded = len(hand.events)
            elif seat and graded is not None and seat in began:
                bot = bots[seat]
                assert isinstance(bot, StrategyBot)
                bot.observe(view)
                stack = hand.state.stacks[seat] + hand.state.committed[seat]
                real = kinds(bot.policy(view, rng=random.Random(7), trials=TRIALS), stack)
                asked = InProgress(began, hand.events).at(graded)[seat]
                played = kinds(asked.policy(view, rng=random.Random(7), trials=TRIALS), stack)
                gaps = [abs(real.get(k, 0.0) - played.get(k, 0.0)) for k in {*real, *played}]
                distances.append(0.5 * sum(gaps))
                folds.append(real.get("fold", 0.0) - played.get("fold", 0.0))
            hand.act(bots[seat].decide(view))
        for seat, bot in enumerate(bots):
            if isinstance(bot, Learner):
                bot.observe(hand.view(seat))
        table.finish_hand(hand)
    n = len(distances)
    changed = sum(1 for d in distances if d > 1e-9)
    print(f"{args.hands} hands, {n} opponent decisions after the player's first decision after the flop")
    print(f"answers differ in {changed} of {n}; total variation mean {sum(distances) / max(n, 1):.4f}, "
          f"largest {max(distances, default=0.0):.3f}")
    print(f"fold (table - play-out) mean {sum(folds) / max(n, 1):+.4f}")


if __name__ == "__main__":
    main()
