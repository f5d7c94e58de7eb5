"""Whole hands per second: holdem's engine against pokerkit's, same bots, same cards, one run.

Both engines play six-seat 5/10 hands with 1000-chip stacks and the same
trivial bots, on the same seeded decks (pokerkit is dealt those cards
explicitly). Two line-ups: everyone checks or calls (every hand reaches a
six-way showdown), and a seeded random bot that folds, calls or raises the
minimum (the decision stream is shared, so both engines see the same
choices). Run from a clone with the ``bench`` extra installed:

    pip install ".[bench]"
    python benchmarks/bench_engine.py [--hands 3000]

The goal is at least 30 times pokerkit's hands per second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import warnings
from collections.abc import Callable

from holdem.engine import Action, Deck, Hand
from holdem.engine.cards import ALL_CARDS, format_cards

try:
    from pokerkit import Automation, Mode, NoLimitTexasHoldem
except ImportError:  # pragma: no cover - depends on the bench extra
    sys.exit('pokerkit is missing: pip install ".[bench]"')

SEATS = 6
STACK = 1000
AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
    Automation.CARD_BURNING,
    Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    Automation.HAND_KILLING,
    Automation.CHIPS_PUSHING,
    Automation.CHIPS_PULLING,
    Automation.RUNOUT_COUNT_SELECTION,
)

# A bot picks a choice from a number in [0, 1): "call" (check or call), "fold", "raise" (minimum).
Chooser = Callable[[float], str]


def calling(_: float) -> str:
    return "call"


def mixed(x: float) -> str:
    return "fold" if x < 0.25 else "raise" if x < 0.35 else "call"


def decks(hands: int, seed: int) -> list[list[int]]:
    rng = random.Random(seed)
    out = []
    for _ in range(hands):
        cards = list(range(52))
        rng.shuffle(cards)
        out.append(cards)
    return out


def play_ours(order: list[int], choose: Chooser, draws: random.Random) -> None:
    hand = Hand(stacks=[STACK] * SEATS, button=0, deck=Deck([ALL_CARDS[c] for c in order]))
    while not hand.is_over:
        legal = hand.legal_actions()
        choice = choose(draws.random())
        if choice == "fold" and not legal.can_check:
            hand.act(Action.fold())
        elif choice == "raise" and legal.min_raise_to is not None:
            hand.act(Action.raise_to(legal.min_raise_to))
        else:
            hand.act(Action.check() if legal.can_check else Action.call())


def play_pokerkit(order: list[int], choose: Chooser, draws: random.Random) -> None:
    state = NoLimitTexasHoldem.create_state(
        AUTOMATIONS, True, 0, (5, 10), 10, [STACK] * SEATS, SEATS, mode=Mode.CASH_GAME
    )
    # Our deal: one card at a time from the left of the button (seat 1 = pokerkit's player 0).
    holes = [format_cards([order[i], order[i + SEATS]]).replace(" ", "") for i in range(SEATS)]
    for cards in holes:
        state.deal_hole(cards[:2])
    for cards in holes:
        state.deal_hole(cards[2:])
    board = iter(order[2 * SEATS :])
    while state.status:
        if state.can_deal_board():
            next(board)  # our burn
            count = 3 if not state.board_cards else 1
            state.deal_board(format_cards(next(board) for _ in range(count)).replace(" ", ""))
        elif state.actor_index is not None:
            choice = choose(draws.random())
            if choice == "fold" and state.checking_or_calling_amount:
                state.fold()
            elif choice == "raise" and state.can_complete_bet_or_raise_to():
                state.complete_bet_or_raise_to(state.min_completion_betting_or_raising_to_amount)
            else:
                state.check_or_call()
        else:
            break


def measure(play: Callable[[list[int], Chooser, random.Random], None], deals: list[list[int]],
            choose: Chooser) -> float:
    draws = random.Random(99)
    start = time.perf_counter()
    for order in deals:
        play(order, choose, draws)
    return len(deals) / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=3000, help="hands per engine and line-up")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    warnings.simplefilter("ignore")  # pokerkit warns about folds it considers pointless
    deals = decks(args.hands, args.seed)
    few = deals[: max(args.hands // 6, 50)]  # pokerkit is slow; fewer hands give the same rate
    print(f"{'line-up':<22}{'holdem hands/s':>16}{'pokerkit hands/s':>18}{'ratio':>9}")
    for name, choose in (("check or call", calling), ("fold/call/min-raise", mixed)):
        ours = measure(play_ours, deals, choose)
        theirs = measure(play_pokerkit, few, choose)
        print(f"{name:<22}{ours:>16,.0f}{theirs:>18,.0f}{ours / theirs:>8.1f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
