"""Each style's answer to a bet of half a pot to 25 pots after the flop, from a player never seen before.

Six-handed (or heads-up, ``--seats 2``), the stranger 'Them' on the button raised to 3 bb, the small
blind folded and 'Me' called in the big blind; the earlier streets went check-check, and on the target
street 'Me' checks and 'Them' bets ``k`` times the pot (65; heads-up 60; stacks of 30 + 25 pots: 25
pots is all in). Printed, per street, style and holding, the share of 'Me's policy that continues
(calls or raises) against each size.

Then the stranger's junk jam: over the big blind's range (every third combo not on the board, weighted
by how often the style calls the open with it), the share of it that continues against a flop jam of
``k`` pots (stacks of ``30 + B``: the bet is all in), the minimum-defence frequency ``P / (P + B)``,
and what the jam wins with a junk hand, ``fold x P + call x (e x (P + 2B) - B)`` in big blinds (``e``
the junk hand's equity against the holdings that continue, weighted by how often they do).

    PYTHONPATH=. python scripts/measure_overbets.py
    PYTHONPATH=. python scripts/measure_overbets.py --seats 2 --streets flop --styles tight-aggressive
    PYTHONPATH=. python scripts/measure_overbets.py --session 300     # each style's own play read first
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from holdem.bots.combos import COMBOS
from holdem.bots.equity import equity
from holdem.bots.model import Profile
from holdem.bots.personalities import STYLES
from holdem.bots.simulator import play_hand
from holdem.bots.strategy import StrategyBot
from holdem.engine import Deck, Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.cards import Card, parse_cards

PREFLOP = {2: "raise_to 30 call", 6: "fold fold fold raise_to 30 fold call"}
"""The button ('Them', seat 0) raises to 3 bb and 'Me' calls in the big blind (heads-up or six-handed)."""
ME = {2: 1, 6: 2}
POT = {2: 60, 6: 65}
"""The pot on every street: the open called (and the small blind), then checks."""
SIZES = (0.5, 1.0, 2.0, 5.0, 25.0)
BOARDS = {
    "Ad 8s 3c 2h 6c": {"set": "8h 8d", "top pair, top kicker": "Ah Kc", "weak ace": "As 5d",
                       "second pair": "9d 9c", "air": "Jh Th"},
    "Kh 9h 4c 2d 7s": {"overpair": "As Ac", "top pair, good kicker": "Ks Qd", "ace high": "Ad 5c",
                       "flush draw": "Ah 6h", "open-ender": "Jc Td", "air": "Qd 3s"},
}
STREETS = {"flop": 0, "turn": 1, "river": 2}
JUNK = {"Ad 8s 3c 2h 6c": "Jc 9h", "Kh 9h 4c 2d 7s": "Qc 3d"}
"""The junk hand that jams in the second table, per board."""


def _deal(hole: str, board: str, seats: int, stack: int) -> Hand:
    holes: list[str | None] = [None] * seats
    holes[ME[seats]] = hole
    names = ["Them", *(f"P{i}" for i in range(1, seats))]
    names[ME[seats]] = "Me"
    hand = Hand(stacks=[stack] * seats, button=0, names=names,
                deck=stacked_deck(num_seats=seats, button=0, hole_cards=holes, board=board))
    return hand


def facing(hole: str, board: str, street: int, pots: float, seats: int, stack: int | None = None) -> Hand:
    """The hand stopped where 'Me' (the big blind) faces the bet of ``pots`` pots (all in when ``stack`` is
    ``30`` plus the bet; by default 25 pots is all in)."""
    pot = POT[seats]
    stack = 30 + 25 * pot if stack is None else stack
    hand = _deal(hole, board, seats, stack)
    hand.play(PREFLOP[seats])
    for _ in range(street):
        hand.play("check check")
    hand.play(f"check raise_to {min(round(pots * pot), stack - 30)}")
    return hand


OWN: dict[str, Profile] = {}
"""Each style's read of its own play after a session (``--session``): its own range is read from it."""


def session_reads(hands: int, seed: int = 1) -> dict[str, Profile]:
    """Each style's own read after ``hands`` hands at a six-seat table of the five styles and a sixth."""
    tokens = [*list(STYLES), "tight-aggressive"]
    names = [f"S{i}" for i in range(len(tokens))]
    bots = [StrategyBot(n, STYLES[t], random.Random(seed + i))
            for i, (n, t) in enumerate(zip(names, tokens, strict=True))]
    rng = random.Random(seed)
    for number in range(hands):
        hand = Hand(stacks=[1000] * len(names), button=number % len(names), deck=Deck.shuffled(rng),
                    names=names, hand_number=number + 1)
        play_hand(hand, bots)
    return {t: bots[i].model.profile(names[i]) for i, t in enumerate(tokens[:-1])}


_BOTS: dict[str, StrategyBot] = {}


def _bot(style: str) -> StrategyBot:
    """'Me' of ``style``, one per style (its policy changes nothing in it; what it works out is kept)."""
    bot = _BOTS.get(style)
    if bot is None:
        bot = _BOTS[style] = StrategyBot("Me", STYLES[style], random.Random(1))
        if style in OWN:
            bot.model.profiles["Me"] = OWN[style]
    return bot


def continues(style: str, hand: Hand, seats: int) -> float:
    """The share of 'Me's policy that calls or raises."""
    policy = _bot(style).policy(hand.view(ME[seats]))
    return sum(p for a, p in policy.choices if a.type is not ActionType.FOLD)


def calls_the_open(style: str, hole: str, board: str, seats: int) -> float:
    """How often 'Me' calls the open with ``hole`` (its range on the flop)."""
    hand = _deal(hole, board, seats, 1000)
    hand.play(PREFLOP[seats].rsplit(" ", 1)[0])
    policy = _bot(style).policy(hand.view(ME[seats]))
    return sum(p for a, p in policy.choices if a.type is ActionType.CALL)


def answers_table(styles: list[str], streets: list[str], seats: int) -> None:
    print("| street | board | holding | style | " + " | ".join(f"{k:g} pot" for k in SIZES) + " |")
    print("|---|---|---|---|" + "---|" * len(SIZES))
    for street in streets:
        n = STREETS[street]
        for board, holdings in BOARDS.items():
            shown = " ".join(board.split()[: 3 + n])
            for label, hole in holdings.items():
                for style in styles:
                    cells = [f"{100 * continues(style, facing(hole, board, n, k, seats), seats):.0f}"
                             for k in SIZES]
                    print(f"| {street} | {shown} | {label} ({hole}) | {style} | " + " | ".join(cells) + " |")


def junk_table(styles: list[str], sizes: list[float], seats: int) -> None:
    print("\n| board | style | jam (pots) | continues % of range | MDF % | junk jam wins (bb) |")
    print("|---|---|---|---|---|---|")
    pot = POT[seats]
    for board, junk in JUNK.items():
        flop = parse_cards(board)[:3]
        blocked = {int(c) for c in (*parse_cards(board), *parse_cards(junk))}
        holes = [c for i, c in enumerate(COMBOS) if i % 3 == 0 and not blocked & set(c)]
        for style in styles:
            shown = {cards: " ".join(str(Card(c)) for c in cards) for cards in holes}
            entered = {cards: calls_the_open(style, shown[cards], board, seats) for cards in holes}
            held = sum(entered.values())
            for k in sizes:
                bet = round(k * pot)
                weights = [0.0] * len(COMBOS)
                for cards in holes:
                    if entered[cards] > 0.0:
                        p = continues(style, facing(shown[cards], board, 0, k, seats, 30 + bet), seats)
                        weights[COMBOS.index(cards)] = entered[cards] * p
                share = sum(weights) / held
                e = 0.0
                if share > 0:
                    mine = tuple(int(c) for c in parse_cards(junk))
                    e = equity(mine, tuple(int(c) for c in flop), [weights], 4000, random.Random(7))
                wins = (1 - share) * pot + share * (e * (pot + 2 * bet) - bet)
                print(f"| {' '.join(board.split()[:3])} | {style} | {k:g} | {100 * share:.1f} "
                      f"| {100 * pot / (pot + bet):.1f} | {wins / 10:+.2f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--styles", nargs="+", default=list(STYLES), choices=list(STYLES))
    parser.add_argument("--streets", nargs="+", default=list(STREETS), choices=list(STREETS))
    parser.add_argument("--jams", nargs="*", type=float, default=[1.0, 1.5, 2.0, 3.0, 5.0, 25.0],
                        help="the flop jams of the second table, in pots (none: skip it)")
    parser.add_argument("--seats", type=int, default=6, choices=sorted(PREFLOP))
    parser.add_argument("--no-answers", action="store_true", help="only the junk jams")
    parser.add_argument("--session", type=int, default=0,
                        help="read 'Me's own play from a session of this many hands first (default none: a "
                             "bot new to the table reads its own range as a stranger's)")
    args = parser.parse_args()
    started = time.perf_counter()
    if args.session:
        OWN.update(session_reads(args.session))
        for style, read in OWN.items():
            print(f"{style}: own VPIP {100 * read.vpip_rate():.1f}, PFR {100 * read.pfr_rate():.1f}")
    if not args.no_answers:
        answers_table(args.styles, args.streets, args.seats)
    if args.jams:
        junk_table(args.styles, args.jams, args.seats)
    print(f"\n({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
