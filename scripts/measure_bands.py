"""Measure each personality's VPIP / PFR / 3-bet / AF / WTSD and call-offs at the game's table.

The table is the five opponents plus the chart-based stand-in in the player's
seat. Runs every (seed, stack mode) pair in its own process (``--jobs``) and
prints a Markdown table; every run is reproducible from its seed. A call-off is
a postflop call of 40 big blinds or more with one pair below top pair or worse
(:func:`holdem.bots.board.made_class`), counted from each bot's own view; the
column also says how many of them answered the maniac's bet (a player who
bets big at nearly every chance, whose bets a weak pair or a draw can call).

    PYTHONPATH=. python scripts/measure_bands.py --hands 5000 --seeds 1 2 3 --jobs 2
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from holdem.bots.base import Bot, Learner
from holdem.bots.board import TOP_PAIR, made_class
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.names import STYLE_OF
from holdem.bots.simulator import simulate
from holdem.engine.actions import Action, ActionType
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.view import PlayerView

Band = tuple[float, float]
BANDS: dict[str, tuple[Band, Band, Band, Band]] = {
    "rock": ((8, 13), (4, 8), (1, 6), (1.0, 2.0)),
    "tight-aggressive": ((16, 22), (14, 20), (6, 14), (2.5, 4.5)),
    "loose-aggressive": ((26, 34), (24, 32), (10, 22), (4.5, 7.0)),
    "calling station": ((40, 56), (0, 5), (0, 4), (0.0, 0.5)),
    "maniac": ((48, 65), (42, 58), (20, 100), (7.0, math.inf)),
}
"""VPIP %, PFR %, 3-bet %, AF bands by style, from the issues (the rock's VPIP 8-13: issue 41's "about one
hand in ten")."""

Row = tuple[str, str, int, float, float, float, float, float, float, int, int]
"""name, stacks, seed, VPIP %, PFR %, 3-bet %, AF, WTSD %, bb/100, call-offs, of them against the maniac."""


CALL_OFF_BB = 40
"""A call of this many big blinds or more after the flop is a call-off: a stack's worth of chips committed."""


def is_call_off(view: PlayerView, action: Action) -> bool:
    """Whether ``action``, taken in ``view``, calls :data:`CALL_OFF_BB` big blinds or more after the flop."""
    legal = view.legal
    assert legal is not None
    return (view.street is not Street.PREFLOP and action.type is ActionType.CALL
            and legal.call_amount >= CALL_OFF_BB * view.big_blind)


class Watcher:
    """Wraps a bot, shows each of its decisions to :meth:`seen` and passes the end of the hand on."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.name = bot.name

    def decide(self, view: PlayerView) -> Action:
        """The wrapped bot's action, after :meth:`seen` has looked at it."""
        action = self.bot.decide(view)
        self.seen(view, action)
        return action

    def seen(self, view: PlayerView, action: Action) -> None:
        """Look at one decision of the wrapped bot (a subclass counts what it measures)."""

    def observe(self, view: PlayerView) -> None:
        """Pass the end of the hand on to the wrapped bot."""
        if isinstance(self.bot, Learner):
            self.bot.observe(view)


class CallOffCounter(Watcher):
    """Wraps a bot and counts its call-offs with less than top pair."""

    def __init__(self, bot: Bot) -> None:
        super().__init__(bot)
        self.count = 0
        self.maniac = 0
        """Of :attr:`count`, the calls of a bet or raise the maniac made."""

    def seen(self, view: PlayerView, action: Action) -> None:
        """Count ``action`` when it is a call-off with less than top pair."""
        if not is_call_off(view, action):
            return
        assert view.hole_cards is not None
        a, b = (int(c) for c in view.hole_cards)
        if made_class(a, b, tuple(int(c) for c in view.board)) < TOP_PAIR:
            self.count += 1
            bettor = next(e.seat for e in reversed(view.events)
                          if isinstance(e, PlayerActed) and e.move in (Move.BET, Move.RAISE))
            self.maniac += STYLE_OF.get(view.names[bettor]) == "maniac"


def run(job: tuple[int, str, int]) -> list[Row]:
    seed, mode, hands = job
    names = seat_names(TABLE_LINEUP)
    counters: list[CallOffCounter] = []

    def make(s: int) -> list[Bot]:
        counters.extend(CallOffCounter(bot) for bot in build(TABLE_LINEUP, s))
        return list(counters)

    result = simulate(names, make, deals=hands, seed=seed, carry=mode == "carried")
    rows: list[Row] = []
    for name, counter in zip(names, counters, strict=True):
        st = result.stats[name]
        rows.append((name, mode, seed, 100 * (st.vpip or 0.0), 100 * (st.pfr or 0.0),
                     100 * (st.three_bet or 0.0), st.af if st.af is not None else 0.0,
                     100 * (st.wtsd or 0.0), result.money[name].bb_per_100(10) or 0.0, counter.count,
                     counter.maniac))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--modes", nargs="+", default=["reset", "carried"], choices=["reset", "carried"])
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    started = time.perf_counter()
    jobs = [(seed, mode, args.hands) for mode in args.modes for seed in args.seeds]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(run, jobs))
    misses = sum(print_rows(rows) for rows in results)
    print(f"\n{misses} out-of-band rows; {time.perf_counter() - started:.0f} s")
    return 1 if misses else 0


def print_rows(rows: list[Row]) -> int:
    """Print one run's rows (the header first for the first run); the number out of band."""
    if rows and rows[0][1:3] == ("reset", rows[0][2]) and not getattr(print_rows, "done", False):
        print_rows.done = True  # type: ignore[attr-defined]
        print("| player | style | stacks | seed | VPIP % | PFR % | 3-bet % | AF | WTSD % | bb/100 "
              "| call-offs (vs maniac) | in band |")
        print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    misses = 0
    wtsd = {row[0]: row[7] for row in rows}
    station_top = max(wtsd, key=wtsd.__getitem__)
    for name, mode, seed, vpip, pfr, three, af, sd, bb, calloffs, maniac in rows:
        style = STYLE_OF.get(name, "stand-in (not ranked)")
        band = BANDS.get(style)
        verdict = "-"
        if band is not None:
            labels: tuple[str, ...] = ("VPIP", "PFR", "3-bet", "AF")
            ok = [lo <= v <= hi for v, (lo, hi) in zip((vpip, pfr, three, af), band, strict=True)]
            if style == "calling station" and name != station_top:
                ok, labels = [*ok, False], (*labels, "WTSD")
            bad = [label for label, good in zip(labels, ok, strict=False) if not good]
            verdict = "yes" if not bad else "NO (" + ",".join(bad) + ")"
            misses += bool(bad)
        cells = [name, style, mode, str(seed), f"{vpip:.1f}", f"{pfr:.1f}", f"{three:.1f}", f"{af:.2f}",
                 f"{sd:.1f}", f"{bb:+.1f}", f"{calloffs} ({maniac})"]
        print("| " + " | ".join([*cells, verdict]) + " |")
    return misses


if __name__ == "__main__":
    sys.exit(main())
