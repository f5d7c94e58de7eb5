"""What busts the calling station: every hand, stacks carried, in which it loses its stack or 60 bb or more.

Plays ``holdem sim --carry``'s "table" (the chart stand-in in seat 0, the five styles in seats 1..5) in
the blocks ``holdem sim`` plays (:mod:`holdem.bots.parallel`: 500 hands, fresh bots and stacks), so the
hands and the rebuys are those of ``holdem sim --carry --seed S --hands N``. The station is wrapped so
that the script sees each of its decisions with its cards. For each hand it busts in (its stack at 0: it
rebuys) or loses :data:`BIG_LOSS_BB` or more in, it prints who won the chips, the station's cards and
the board, and each of its calls: the street, its holding on the board then
(:func:`measure_leaks.holding`, and a draw), the amount, the bet it called as a share of the pot before
the bet (the call over the pot less the call: callers between the bet and the station count in the
pot) and the call as a share of the stack it had behind. Then tallies over those hands, by the hand's
largest call: who won, the holding, the street, the share of the stack and the size of the bet; and
every post-flop call of the station by holding and share of its stack, with the net of its hands.

    PYTHONPATH=.:scripts python scripts/measure_busts.py --seeds 1 --hands 8000
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Final

from measure_bands import Watcher
from measure_leaks import LABELS, REBUY_HANDS, Holding, holding

from holdem.bots.base import Bot
from holdem.bots.board import has_draw
from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.parallel import SimJob, blocks, merge
from holdem.bots.preflop import top_fraction
from holdem.bots.simulator import simulate
from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import format_cards
from holdem.engine.events import CardsShown, HandEnded, HandStarted, Move, PlayerActed, PotAwarded, Street
from holdem.engine.view import PlayerView

STATION: Final = "Station"
"""The calling station's seat name at the game's table."""
BIG_LOSS_BB: Final = 60
"""A hand lost by this many big blinds or more is shown even when the station keeps some chips."""
STACK_EDGES: Final = (0.25, 0.5, 0.75, 1.0)
"""The shares of the stack behind that split the calls into the printed columns (the last: all in)."""
POT_EDGES: Final = (0.5, 0.75, 1.0, 1.5)
"""The bets called, as shares of the pot before them, split at these into the printed columns."""
SHOWN: Final = 40
"""Hands listed one by one (the tallies count them all)."""


@dataclass(frozen=True, slots=True)
class Call:
    """One call (or a raise, marked) of the station: what it held and what the call risked."""

    street: Street
    held: str
    """Its holding's label after the flop (a draw marked), before it the hand's top share of hands."""
    holding: Holding | None
    big_blinds: float
    bet_over_pot: float
    stack_share: float
    """The call over the stack it had behind (1: all in)."""
    raised: bool = False


@dataclass(slots=True)
class HandLog:
    """The station's decisions in one hand, and how the hand ended for it."""

    block: int
    number: int
    cards: str = ""
    calls: list[Call] = field(default_factory=list)
    board: str = ""
    start_bb: float = 0.0
    net_bb: float = 0.0
    busted: bool = False
    winners: list[str] = field(default_factory=list)
    shown: list[str] = field(default_factory=list)


def _call(view: PlayerView, action: Action) -> Call | None:
    """The call (or raise) ``action`` taken in ``view``, or None for a check or a fold."""
    legal = view.legal
    assert legal is not None and view.hole_cards is not None
    if action.type is ActionType.CALL:
        amount = legal.call_amount
    elif action.type is ActionType.RAISE_TO:
        amount = action.amount - legal.committed
    else:
        return None
    if not amount:
        return None
    a, b = (int(card) for card in view.hole_cards)
    board = tuple(int(card) for card in view.board)
    bb = view.big_blind
    behind = legal.stack
    held: Holding | None = None
    label = f"top {100 * top_fraction(a, b):.0f}%"
    if board:
        held = holding(a, b, board)
        label = LABELS[held] + (" + draw" if has_draw(a, b, board) else "")
    return Call(view.street, label, held, amount / bb, _bet_over_pot(view), amount / max(behind, 1),
                raised=action.type is ActionType.RAISE_TO)


def _bet_over_pot(view: PlayerView) -> float:
    """The last bet or raise of this street (what it added to the bet faced) over the pot before it."""
    acted = [e for e in view.events if isinstance(e, PlayerActed) and e.street is view.street]
    for k in range(len(acted) - 1, -1, -1):
        if acted[k].move in (Move.BET, Move.RAISE):
            since = sum(e.amount for e in acted[k:])
            return (acted[k].total - acted[k].previous_bet) / max(view.pot_total - since, 1)
    return 0.0


class BustWatcher(Watcher):
    """Wraps the station and logs its calls and the end of each of its hands."""

    def __init__(self, bot: Bot, block: int, logs: list[HandLog]) -> None:
        super().__init__(bot)
        self.block = block
        self.logs = logs
        self.hand: HandLog | None = None

    def _log(self, view: PlayerView) -> HandLog:
        if self.hand is None or self.hand.number != view.hand_number:
            self.hand = HandLog(self.block, view.hand_number)
            self.logs.append(self.hand)
        return self.hand

    def seen(self, view: PlayerView, action: Action) -> None:
        """Log a call or a raise."""
        log = self._log(view)
        call = _call(view, action)
        if call is not None:
            log.calls.append(call)

    def observe(self, view: PlayerView) -> None:
        """Log how the hand ended, then pass the view on."""
        super().observe(view)
        log = self._log(view)
        bb = view.big_blind
        seat = view.seat
        log.cards = format_cards(view.hole_cards) if view.hole_cards else ""
        log.board = format_cards(view.board)
        for event in view.events:
            if isinstance(event, HandStarted):
                log.start_bb = event.stacks[seat] / bb
            elif isinstance(event, HandEnded):
                log.net_bb = event.net[seat] / bb
                log.busted = event.stacks[seat] == 0
            elif isinstance(event, PotAwarded):
                log.winners += [view.names[s] for s, _ in event.shares if s != seat]
            elif isinstance(event, CardsShown) and event.seat != seat:
                log.shown.append(f"{view.names[event.seat]} {format_cards(event.cards)}")
        log.winners = sorted(set(log.winners))
        log.shown = list(dict.fromkeys(log.shown))


def play(seed: int, hands: int) -> tuple[list[HandLog], int, int]:
    """Play ``hands`` hands at the game's table from ``seed``, stacks carried, in ``holdem sim``'s blocks:
    the station's hands, the hands played and its rebuys."""
    names = seat_names(TABLE_LINEUP)
    logs: list[HandLog] = []
    parts = []
    for index, block in enumerate(blocks(SimJob(tokens=TABLE_LINEUP, seed=seed, deals=hands, carry=True))):
        def make(block_seed: int, index: int = index) -> list[Bot]:
            return [BustWatcher(bot, index, logs) if bot.name == STATION else bot
                    for bot in build(TABLE_LINEUP, block_seed)]

        parts.append(simulate(names, make, deals=block.deals, seed=block.seed, carry=True))
    result = merge(parts)
    return logs, result.hands, result.rebuys[STATION]


def _bucket(value: float, edges: tuple[float, ...]) -> int:
    return sum(value >= edge for edge in edges) if edges[-1] == 1.0 else sum(value > edge for edge in edges)


def _columns(edges: tuple[float, ...], all_in: bool) -> list[str]:
    cells = [f"< {edges[0]:g}"] + [f"{a:g}-{b:g}" for a, b in pairwise(edges)]
    return cells + (["all in"] if all_in else [f"> {edges[-1]:g}"])


def _table(header: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(header) + " |", "|" + "---|" * len(header),
            *("| " + " | ".join(row) + " |" for row in rows)]


def _largest(log: HandLog) -> Call | None:
    return max(log.calls, key=lambda call: call.big_blinds, default=None)


def format_report(seeds: list[int], hands_per_seed: int, logs: list[HandLog], hands: int, rebuys: int) -> str:
    """The hands lost big, one by one, then the tallies (Markdown)."""
    lost = [log for log in logs if log.busted or log.net_bb <= -BIG_LOSS_BB]
    busts = [log for log in lost if log.busted]
    lost_bb = -sum(log.net_bb for log in lost)
    lines = [f"# What busts the station: seeds {', '.join(map(str, seeds))}, {hands_per_seed} hands each, "
             f"stacks carried", "",
             f"{hands} hands, {rebuys} rebuys ({REBUY_HANDS * rebuys / hands:.2f} per {REBUY_HANDS} hands); "
             f"{len(busts)} hands busted, {len(lost)} lost by {BIG_LOSS_BB} bb or more or busted, "
             f"{lost_bb:.0f} bb lost in them; "
             f"the station's net over all hands {sum(log.net_bb for log in logs):+.0f} bb "
             "(chips, no all-in adjustment)", "",
             f"## The first {SHOWN} of them", ""]
    for log in lost[:SHOWN]:
        steps = "; ".join(
            f"{c.street.label.lower()} {'raise' if c.raised else 'call'} {c.big_blinds:.0f} bb ({c.held}, "
            f"bet {c.bet_over_pot:.2f} pot, {c.stack_share:.0%} of stack)" for c in log.calls)
        lines.append(f"- block {log.block} hand {log.number}: {log.cards} on {log.board or '-'}, "
                     f"from {log.start_bb:.0f} bb, {log.net_bb:+.0f} bb{' BUST' if log.busted else ''}; "
                     f"won by {', '.join(log.winners) or '-'} "
                     f"({'; '.join(log.shown) or 'no showdown'}): {steps}")
    largest = [(log, call) for log in lost if (call := _largest(log)) is not None]
    tallies = {
        "who won": Counter(w for log, _ in largest for w in log.winners),
        "holding at the largest call": Counter(call.held.replace(" + draw", "") for _, call in largest),
        "holding at the largest call (with a draw)": Counter(
            call.held.replace(" + draw", "") for _, call in largest if "draw" in call.held),
        "street of the largest call": Counter(call.street.label for _, call in largest),
    }
    for title, counts in tallies.items():
        lines += ["", f"## {title} (hands lost big)", ""]
        lines += _table(["", "hands"], [[key, str(n)] for key, n in counts.most_common()])
    stack_cols = _columns(STACK_EDGES, all_in=True)
    pot_cols = _columns(POT_EDGES, all_in=False)
    shares: Counter[int] = Counter(_bucket(call.stack_share, STACK_EDGES) for _, call in largest)
    pots: Counter[int] = Counter(_bucket(call.bet_over_pot, POT_EDGES) for _, call in largest)
    lines += ["", "## The largest call of the hands lost big: share of the stack behind", ""]
    lines += _table(stack_cols, [[str(shares[i]) for i in range(len(stack_cols))]])
    lines += ["", "## ... and the bet it called, as a share of the pot before it", ""]
    lines += _table(pot_cols, [[str(pots[i]) for i in range(len(pot_cols))]])
    lines += ["", "## Every post-flop call: count and net bb of the hands (by holding, share of the stack)",
              ""]
    grid: defaultdict[tuple[str, int], list[float]] = defaultdict(list)
    for log in logs:
        for call in log.calls:
            if call.holding is not None and not call.raised:
                key = (LABELS[call.holding] + (" + draw" if "draw" in call.held else ""),
                       _bucket(call.stack_share, STACK_EDGES))
                grid[key].append(log.net_bb)
    labels = sorted({key for key, _ in grid})
    lines += _table(["holding", *stack_cols], [
        [label, *(f"{len(grid[(label, i)])} ({sum(grid[(label, i)]):+.0f})" if grid[(label, i)] else "-"
                  for i in range(len(stack_cols)))] for label in labels])
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=lambda text: [int(s) for s in text.split(",")], default=[1],
                        help="comma-separated seeds, e.g. 1,2")
    parser.add_argument("--hands", type=int, default=8000, help="hands per seed")
    args = parser.parse_args()
    started = time.perf_counter()
    logs: list[HandLog] = []
    hands = rebuys = 0
    for seed in args.seeds:
        more, played, bought = play(seed, args.hands)
        logs += more
        hands += played
        rebuys += bought
    print(format_report(args.seeds, args.hands, logs, hands, rebuys))
    print(f"{hands} hands in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
