"""Capping raises at a limit table: how often each style makes the round's last raise, and with what.

Plays ``holdem sim``'s line-up (the game's table by default, or ``--lineup``) in the blocks ``holdem sim``
plays them in, so the hands are those of ``holdem sim --game fl --seed S --hands N``. Each bot is wrapped
so that the script sees every decision with the decider's own cards. A capping raise is a bet or raise
that makes the fourth of its round (:data:`holdem.engine.structure.LIMIT_CAP`); per player it prints the
capping raises after the flop, those made with less than a pair of its own
(:func:`holdem.bots.board.made_class` below a pair: no pair, or only the board's), the capping raises
before the flop and those with a hand outside the top :data:`PREFLOP_AIR` of starting hands.

    PYTHONPATH=. python scripts/measure_caps.py --hands 3000 --seed 1
    PYTHONPATH=. python scripts/measure_caps.py --hands 2000 --lineup tag,lag --seed 1
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from typing import Final

from measure_bands import Watcher

from holdem.bots.base import Bot
from holdem.bots.board import HIGH_CARD, made_class
from holdem.bots.lineup import build, seat_names, table_lineup
from holdem.bots.parallel import SimJob, blocks
from holdem.bots.preflop import top_fraction
from holdem.bots.simulator import simulate
from holdem.engine.actions import Action, ActionType
from holdem.engine.events import Move, PlayerActed, Street
from holdem.engine.game import Game
from holdem.engine.structure import LIMIT_CAP
from holdem.engine.view import PlayerView

PREFLOP_AIR: Final = 0.15
"""Before the flop a capping raise with a hand outside the top 15% of starting hands is counted as air."""


class CapCounter(Watcher):
    """Wraps a bot and counts its capping raises by what it held."""

    def __init__(self, bot: Bot, counts: Counter[str]) -> None:
        super().__init__(bot)
        self.counts = counts

    def seen(self, view: PlayerView, action: Action) -> None:
        """Count ``action`` when it is a raise that caps the round."""
        if action.type is not ActionType.RAISE_TO or view.legal is None or not view.legal.can_raise:
            return
        bets = sum(1 for e in view.events if isinstance(e, PlayerActed) and e.street is view.street
                   and e.move in (Move.BET, Move.RAISE))
        if bets + 1 < LIMIT_CAP:
            return
        assert view.hole_cards is not None
        a, b = (int(c) for c in view.hole_cards)
        if view.street is Street.PREFLOP:
            self.counts["preflop caps"] += 1
            self.counts["preflop, outside the top 15%"] += top_fraction(a, b) > PREFLOP_AIR
        else:
            board = tuple(int(c) for c in view.board)
            self.counts["postflop caps"] += 1
            self.counts["postflop, less than a pair"] += made_class(a, b, board) == HIGH_CARD


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", type=int, default=6)
    parser.add_argument("--lineup", default="table", help="'table' or comma-separated kinds, seat order")
    args = parser.parse_args()
    tokens = table_lineup(args.seed, args.seats) if args.lineup == "table" else tuple(args.lineup.split(","))
    names = seat_names(tokens)
    counts: dict[str, Counter[str]] = {name: Counter() for name in names}

    def make(block_seed: int) -> list[Bot]:
        return [CapCounter(bot, counts[bot.name]) for bot in build(tokens, block_seed)]

    start = time.process_time()
    for block in blocks(SimJob(tokens=tokens, seed=args.seed, deals=args.hands, game=Game.FIXED_LIMIT)):
        simulate(names, make, deals=block.deals, seed=block.seed, game=Game.FIXED_LIMIT)
    keys = ("postflop caps", "postflop, less than a pair", "preflop caps", "preflop, outside the top 15%")
    print(f"limit, {args.hands} hands, seed {args.seed}, {','.join(tokens)}")
    print(f"{'player':10}" + "".join(f"{k:>30}" for k in keys))
    for name in names:
        print(f"{name:10}" + "".join(f"{counts[name][k]:>30}" for k in keys))
    print(f"{time.process_time() - start:.0f} s CPU", file=sys.stderr)


if __name__ == "__main__":
    main()
