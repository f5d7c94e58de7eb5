"""How far the settled equity (:data:`holdem.bots.equity.SETTLED`) moves the bots' play, beside 640 trials.

Plays ``--hands`` hands of the game's table and, at every decision on the flop and the turn (the river's
equity is exact), asks the deciding bot for its policy on the same view: with the settled estimate, with
the fixed 640 trials on the same stream, and with ``--truth`` trials on another stream (close to the
policy the bot means). It prints the mean total-variation distance (the share of probability that would
have to move) of each from that reference and of the settled policy from the 640-trial one, and the share
of decisions whose likeliest action differs. The play itself goes on as the bots decide.

    PYTHONPATH=. python scripts/measure_settled.py --hands 300 --seed 3
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections.abc import Callable

import holdem.bots.strategy as strategy
from holdem.bots.base import Bot
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.policy import Policy
from holdem.bots.simulator import simulate
from holdem.engine.actions import Action
from holdem.engine.events import Street
from holdem.engine.view import PlayerView


def distance(one: Policy, other: Policy) -> float:
    """Total variation: the share of probability that would have to move to turn one policy into the other."""
    actions = {a for a, _ in one.choices} | {a for a, _ in other.choices}
    return sum(abs(one.probability(a) - other.probability(a)) for a in actions) / 2


def likeliest(policy: Policy) -> Action:
    return max(policy.choices, key=lambda choice: choice[1])[0]


class _Asked:
    """Plays as the bot it wraps; before each flop or turn decision, compares its policies."""

    def __init__(self, bot: Bot, truth: int, found: list[tuple[float, float, float, bool, bool]]) -> None:
        self.bot, self.name, self.truth, self.found = bot, bot.name, truth, found

    def decide(self, view: PlayerView) -> Action:
        bot = self.bot
        if isinstance(bot, strategy.StrategyBot) and view.street in (Street.FLOP, Street.TURN):
            bot.observe(view)
            seed = len(self.found)
            settled = bot.policy(view, rng=random.Random(seed))
            kept, strategy.SETTLED = strategy.SETTLED, 0.0
            try:
                full = bot.policy(view, rng=random.Random(seed))
                truth = bot.policy(view, rng=random.Random(seed + 1_000_000), trials=self.truth)
            finally:
                strategy.SETTLED = kept
            self.found.append((distance(settled, truth), distance(full, truth), distance(settled, full),
                               likeliest(settled) != likeliest(truth), likeliest(full) != likeliest(truth)))
        return bot.decide(view)

    def observe(self, view: PlayerView) -> None:
        observe: Callable[[PlayerView], None] | None = getattr(self.bot, "observe", None)
        if observe is not None:
            observe(view)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=300)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--truth", type=int, default=10_000, help="trials of the reference policy")
    args = parser.parse_args()
    found: list[tuple[float, float, float, bool, bool]] = []

    def bots(bot_seed: int) -> list[Bot]:
        return [_Asked(bot, args.truth, found) for bot in build(TABLE_LINEUP, bot_seed)]

    simulate(seat_names(TABLE_LINEUP), bots, deals=args.hands, seed=args.seed)
    n = len(found)
    print(f"{n} flop and turn decisions, {args.hands} hands, seed {args.seed}; reference {args.truth} trials")
    for label, k, likely in (("settled", 0, 3), ("640 trials", 1, 4)):
        mean = statistics.fmean(f[k] for f in found)
        print(f"{label:>10} from the reference: mean distance {mean:.4f},"
              f" likeliest action differs {sum(f[likely] for f in found) / n:.1%}")
    print(f"settled from 640 trials (same stream): mean distance {statistics.fmean(f[2] for f in found):.4f}")


if __name__ == "__main__":
    main()
