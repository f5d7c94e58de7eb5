"""Where the coach took a chart player's open away: the open valued with the coach's continuation and with
the chart's own play after it.

    PYTHONPATH=. python scripts/coach_continuation.py pays-chart-2.jsonl:2 pays-chart-3.jsonl:3 [--split]

Each argument is the rows of a ``coach_pays.py --standin chart`` run and its
``--seed``. The hands where the follower deviated once, before the flop, from a
raise to a fold are found again in the stand-in's own session (which plays
alike up to that decision unless the opponents learned otherwise). The raise
taken is graded twice with the coach seed the run used: with the coach's
continuation (the sound one, :mod:`holdem.coach.continuation`), and with the chart
player's own later decisions in the player's chair. The report gives, with 95%
intervals over the hands: the cost the coach predicted for the open, what
folding realised (follower minus stand-in), the open's value under each
continuation, and their difference, so whether the coach's continuation plays
an open as well as the player it grades. With ``--split`` the open is valued
with the coach's continuation without its give-up floor (the chart's value has
none), and four more times, the player's later decisions taken by the continuation's bot
or the chart before the flop and by either after it (each a rule deciding,
not a policy followed in full: the four are alike but for who decides where;
the bot's action is drawn from its policy, not from ``decide``, which would
count the play-outs it sees as hands played and read the opponents from them),
with the shares of the player's actions after the flop, first to bet or facing
a bet, street by street.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from coach_pays import grade_seed
from coach_rows import player, read_rows

from holdem.bots.base import Bot, Learner
from holdem.bots.baselines import ChartBot
from holdem.bots.lineup import personality
from holdem.bots.names import lineup
from holdem.bots.strategy import StrategyBot
from holdem.coach.continuation import SOUND, ContinuationFactory, Seat
from holdem.coach.model import OpponentModel
from holdem.coach.ranges import Range
from holdem.coach.review import grade_at
from holdem.coach.table import acted
from holdem.engine.actions import Action, ActionType
from holdem.engine.events import Street
from holdem.engine.hand import Hand
from holdem.engine.rng import stream
from holdem.engine.table import Table, TableConfig
from holdem.engine.view import PlayerView

COACH_SEED = 1
"""``coach_pays.py``'s default ``--coach-seed``: each hand's grade is found again (:func:`grade_seed`)."""


def opens_folded(rows: list[dict[str, Any]]) -> dict[int, tuple[int, float, float]]:
    """Hand -> (step, predicted cost, realised follower minus stand-in) where the follower's one deviation
    turned a raise before the flop into a fold."""
    alone = {r["hand"]: r["net"] for r in rows if not r.get("follow")}
    found = {}
    for row in rows:
        if row.get("follow") and len(row["deviated"]) == 1:
            d = row["deviated"][0]
            if d["street"] == "preflop" and d["taken"].startswith("raise_to") and d["best"] == "fold":
                found[row["hand"]] = (d["step"], d["cost"], row["net"] - alone[row["hand"]])
    return found


class Split:
    """The player's later decisions by the continuation's bot (``"sound"``) or the chart (``"chart"``):
    ``before`` the flop and ``after`` it."""

    def __init__(self, before: str, after: str) -> None:
        self.before, self.after = before, after

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random,
                     models: Mapping[int, OpponentModel]) -> Seat:
        sound = SOUND.for_decision(hole, ranges, rng, models)
        assert isinstance(sound, StrategyBot)
        chart = ChartBot("Hero", random.Random(rng.getrandbits(32)))

        def sound_rule(view: PlayerView) -> Action:  # not ``decide``: it would learn from the play-outs
            return sound.policy(view, rng=sound.rng).sample(sound.rng)
        deciders = {"sound": sound_rule, "chart": chart.decide}

        def play(view: PlayerView) -> Action:
            if view.street is Street.PREFLOP:
                return deciders[self.before](view)
            action = deciders[self.after](view)
            facing = view.legal is not None and view.legal.call_amount > 0
            kind = ("raise" if facing else "bet") if action.type is ActionType.RAISE_TO else str(action)
            situation = "facing a bet" if facing else "first"
            ACTIONS[(self.before, self.after, view.street.label, situation, kind)] += 1
            return action
        return play


ACTIONS: Counter[tuple[str, str, str, str, str]] = Counter()
"""The player's actions after the flop in the ``--split`` play-outs: (before, after, street, facing a bet
or first to bet, the action)."""


class Unfloored:
    """The coach's continuation without the give-up floor (which only the coach's own grades apply), to
    compare with the chart's play like for like."""

    def for_decision(self, hole: tuple[int, int], ranges: Mapping[int, Range], rng: random.Random,
                     models: Mapping[int, OpponentModel]) -> Seat:
        return SOUND.for_decision(hole, ranges, rng, models)


SPLITS = (("sound", "sound"), ("chart", "sound"), ("sound", "chart"), ("chart", "chart"))


def graded(seed: int, wanted: dict[int, tuple[int, float, float]], split: bool) -> list[tuple[float, ...]]:
    """(predicted, realised, open with the coach's continuation, open with the chart's play, then (``split``)
    with :class:`Unfloored` and each of :data:`SPLITS`) in big blinds, for each wanted hand of the chart
    stand-in's session ``seed`` (played as ``coach_pays.py`` plays it)."""
    names = ("Hero", *lineup(seed))
    bots: list[Bot] = [player("chart", seed), *(personality(n, seed) for n in names[1:])]
    table = Table(config=TableConfig(), names=names, rng=stream(seed, "deck"))
    found = []
    for number in range(1, max(wanted, default=0) + 1):
        table.stacks = [1000] * 6
        for seat, bot in enumerate(bots):
            bot.rng = random.Random(f"{seed}:{number}:{seat}")  # type: ignore[attr-defined]
        began = {s: copy.deepcopy(b) for s, b in enumerate(bots) if s and isinstance(b, StrategyBot)}
        hand = table.start_hand()
        while not hand.is_over:
            actor = hand.to_act
            assert actor is not None
            action = bots[actor].decide(hand.view(actor))
            if actor == 0 and number in wanted and len(hand.events) == wanted[number][0]:
                found.append((*wanted[number][1:], *_values(hand, action, began, number, split)))
            hand.act(action)
        for seat, bot in enumerate(bots):
            if isinstance(bot, Learner):
                bot.observe(hand.view(seat))
        table.finish_hand(hand)
    return found


def _values(hand: Hand, action: Action, began: dict[int, StrategyBot], number: int,
            split: bool) -> tuple[float, ...]:
    """The value of ``action`` (the open) with the coach's continuation, with the chart's own play, and
    (``split``) with :class:`Unfloored` and each of :data:`SPLITS`."""
    events = (*hand.events, acted(hand.state, action))
    step = len(events) - 1
    seed = grade_seed(COACH_SEED, number)
    sound = grade_at(events, 0, step, began, seed=seed)
    chart_play = ChartBot("Hero", random.Random(number)).decide
    chart = grade_at(events, 0, step, began, seed=seed, continuation=chart_play)
    found = [sound.choices[sound.taken].ev_bb, chart.choices[chart.taken].ev_bb]
    others: list[ContinuationFactory] = [Unfloored(), *(Split(*who) for who in SPLITS)] if split else []
    for continuation in others:
        graded = grade_at(events, 0, step, began, seed=seed, continuation=continuation)
        found.append(graded.choices[graded.taken].ev_bb)
    return tuple(found)


def _ci(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
    return f"{mean:+.2f} bb, 95% CI [{mean - half:+.2f}, {mean + half:+.2f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", help="FILE:SEED, the rows of a coach_pays.py run and its seed")
    parser.add_argument("--split", action="store_true", help="also who decides before and after the flop")
    args = parser.parse_args()
    rows: list[tuple[float, ...]] = []
    for run in args.runs:
        path, seed = run.rsplit(":", 1)
        rows += graded(int(seed), opens_folded(read_rows(Path(path))), args.split)
    print(f"{len(rows)} opens turned into folds")
    print("predicted gain of the fold:   ", _ci([r[0] for r in rows]))
    print("realised (follower - stand-in):", _ci([r[1] for r in rows]))
    print("the open, coach's continuation:", _ci([r[2] for r in rows]))
    print("the open, the chart's own play:", _ci([r[3] for r in rows]))
    print("chart's play - continuation:   ", _ci([r[3] - r[2] for r in rows]))
    if args.split:
        print("the open, coach's continuation without the floor:", _ci([r[4] for r in rows]))
        print("chart's play - that:", _ci([r[3] - r[4] for r in rows]))
        for k, (before, after) in enumerate(SPLITS):
            print(f"the open, {before} before the flop, {after} after:", _ci([r[5 + k] for r in rows]))
        print("chart - sound before the flop (sound after):", _ci([r[6] - r[5] for r in rows]))
        print("chart - sound after the flop (sound before):", _ci([r[7] - r[5] for r in rows]))
        print("the player's actions after the flop (sound before the flop):")
        for after in ("sound", "chart"):
            for street in ("Flop", "Turn", "River"):
                for situation in ("first", "facing a bet"):
                    key = ("sound", after, street, situation)
                    shares = {k[4]: n for k, n in ACTIONS.items() if k[:4] == key}
                    total = sum(shares.values())
                    print(f"  {after:5} {street:5} {situation:12} {total:6}:",
                          ", ".join(f"{kind} {n / total:.0%}" for kind, n in sorted(shares.items())))


if __name__ == "__main__":
    main()
