"""Each style's answer to a first 100 bb all-in over its open or its 3-bet, first in, or over an open and
a call, from a player never seen shoving.

For every one of the 1,326 starting hands the style is dealt in the spot, the
style's own first decision says how often it opens (or 3-bets) the hand (against
a first-in shove its range is every hand dealt); facing the shove, its call
share. Printed per spot and style: how much of its raising range it folds, the
share that continues, the share at which a shove with a hand that keeps 30%
equity when called breaks even (``jam_break_even``), and what a shove with a
hand a chart would fold wins in big blinds: the average over the bottom half of
all hands, each hand's equity taken against the top share of hands the size of
the style's continuing range.

    PYTHONPATH=. python scripts/measure_jams.py
    PYTHONPATH=. python scripts/measure_jams.py --read seen     # seen in 15 chances, never shoving
    PYTHONPATH=. python scripts/measure_jams.py --squeezes      # the squeezes only

Then the squeezes: an all-in over an open and a call, six-handed, every
defender (the big blind yet to act, the opener, the caller) of one style, each
answering after those before it folded, its hands weighted by how it got
there. Printed: the share of its range each continues with, the chance that
someone continues, the share at which a shove with 30% equity when called
breaks even, and what such a shove wins.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from dataclasses import dataclass

from holdem.bots.aggression import AggressionRead, Line
from holdem.bots.combos import COMBOS
from holdem.bots.defence import JUNK_EQUITY, jam_break_even
from holdem.bots.model import Profile
from holdem.bots.personalities import STYLES
from holdem.bots.preflop import equity_vs_top, top_fraction
from holdem.bots.situation import read_spot
from holdem.bots.strategy import StrategyBot
from holdem.engine import Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.cards import Card

TOKENS = {"tag": "tight-aggressive", "rock": "rock", "lag": "loose-aggressive", "station": "calling station",
          "maniac": "maniac"}


@dataclass(frozen=True, slots=True)
class JamSpot:
    """'Me' in seat ``me`` raises at ``raise_at`` (an index into ``actions``; None: 'Me' has not acted,
    its range is every hand dealt), 'Them' in seat 0 shoves."""

    name: str
    seats: int
    button: int
    me: int
    actions: tuple[str, ...]
    raise_at: int | None


SPOTS = (
    JamSpot("open, heads-up: button opens 2.5, big blind shoves", 2, 1, 1,
            ("raise_to 25", "raise_to 1000"), 0),
    JamSpot("open, six: button opens 2.5, big blind shoves", 6, 4, 4,
            ("fold", "fold", "fold", "raise_to 25", "fold", "raise_to 1000"), 3),
    JamSpot("open, six: cutoff opens 2.5, button shoves", 6, 0, 5,
            ("fold", "fold", "raise_to 25", "raise_to 1000", "fold", "fold"), 2),
    JamSpot("3-bet, six: cutoff opens 2.5, button 3-bets to 8, cutoff shoves", 6, 1, 1,
            ("fold", "fold", "raise_to 25", "raise_to 80", "fold", "fold", "raise_to 1000"), 3),
    JamSpot("first in, heads-up: button shoves, big blind answers", 2, 0, 1, ("raise_to 1000",), None),
    JamSpot("first in, six: folded to the small blind, it shoves, big blind answers", 6, 5, 1,
            ("fold", "fold", "fold", "fold", "raise_to 1000"), None),
)


@dataclass(frozen=True, slots=True)
class SqueezeSpot:
    """Six-handed, 'Them' in seat 0 (the small blind) moves all in over an open and a call; each
    defender, all of one style, answers in turn after those before it folded. ``defenders``: (seat, the
    index in ``actions`` of its own action before the shove, the kind it was; None: it had not acted, its
    range is every hand dealt), in the order they answer."""

    name: str
    actions: tuple[str, ...]
    defenders: tuple[tuple[int, int | None, ActionType | None], ...]


SQUEEZES = (
    SqueezeSpot("squeeze, six: cutoff opens 2.5, button calls, small blind shoves",
                ("fold", "fold", "raise_to 25", "call", "raise_to 1000"),
                ((1, None, None), (4, 2, ActionType.RAISE_TO), (5, 3, ActionType.CALL))),
    SqueezeSpot("squeeze, six: under the gun opens 2.5, cutoff calls, small blind shoves",
                ("raise_to 25", "fold", "call", "fold", "raise_to 1000"),
                ((1, None, None), (2, 0, ActionType.RAISE_TO), (4, 2, ActionType.CALL))),
)


def measure_squeeze(spot: SqueezeSpot, style: str, read: Profile | None) -> tuple[list[float], float, float]:
    """(each defender's continuing share of its range, the break-even continue share of them all, a shove
    with a hand that keeps 30% equity when called, in big blinds)."""
    names = ["Them", *(f"P{i}" for i in range(1, 6))]
    shares, answered = [], list(spot.actions)
    for seat, index, kind in spot.defenders:
        weight = kept = 0.0
        for cards in COMBOS:
            hand = Hand(stacks=[1000] * 6, button=5, names=names, deck=_deck(seat, cards, 6, 5))
            bot = StrategyBot(names[seat], STYLES[TOKENS[style]], random.Random(1))
            if read is not None:
                bot.model.profiles["Them"] = read
            w = 1.0
            if index is not None and kind is not None:
                hand.play(" ".join(spot.actions[:index]))
                w = _share(bot, hand, seat, (kind,))
                if w <= 0.0:
                    continue
                hand.play(" ".join(answered[index:]))
            else:
                hand.play(" ".join(answered))
            weight += w
            kept += w * _share(bot, hand, seat, (ActionType.CALL,))
        shares.append(kept / max(weight, 1e-9))
        answered.append("fold")  # the next defender answers after this one folded
    fold = math.prod(1.0 - share for share in shares)
    hand = Hand(stacks=[1000] * 6, button=5, names=names, deck=_deck(1, COMBOS[0], 6, 5))
    hand.play(" ".join(spot.actions))
    s = read_spot(hand.view(1))
    before, bet, final = s.pot - s.last_raise, s.last_raise, s.pot + s.to_call
    ev = fold * before + (1.0 - fold) * (JUNK_EQUITY * final - bet)
    return shares, jam_break_even(s), ev / 10.0


def _deck(me: int, cards: tuple[int, int], seats: int, button: int) -> object:
    rest = [c for c in range(52) if c not in cards]
    holes, k = [], 0
    for seat in range(seats):
        if seat == me:
            holes.append(" ".join(str(Card(c)) for c in cards))
        else:
            holes.append(" ".join(str(Card(c)) for c in rest[k: k + 2]))
            k += 2
    return stacked_deck(num_seats=seats, button=button, hole_cards=holes)


def _share(bot: StrategyBot, hand: Hand, me: int, kinds: tuple[ActionType, ...]) -> float:
    return sum(p for action, p in bot.policy(hand.view(me)).choices if action.type in kinds)


def measure(spot: JamSpot, style: str, read: Profile | None) -> tuple[float, float, float, float]:
    """(raising share of all hands, fold share of that range facing the shove, break-even continue
    share, a bottom-half hand's shove in big blinds)."""
    raised = folded = 0.0
    names = ["Them", *(f"P{i}" for i in range(1, spot.seats))]
    names[spot.me] = "Me"
    be = 0.0
    for cards in COMBOS:
        hand = Hand(stacks=[1000] * spot.seats, button=spot.button, names=names,
                    deck=_deck(spot.me, cards, spot.seats, spot.button))
        bot = StrategyBot("Me", STYLES[TOKENS[style]], random.Random(1))
        if read is not None:
            bot.model.profiles["Them"] = read
        p_raise = 1.0
        if spot.raise_at is not None:
            hand.play(" ".join(spot.actions[: spot.raise_at]))
            p_raise = _share(bot, hand, spot.me, (ActionType.RAISE_TO,))
            if p_raise <= 0.0:
                continue
        hand.play(" ".join(spot.actions[spot.raise_at or 0:]))
        view = hand.view(spot.me)
        be = jam_break_even(read_spot(view))
        raised += p_raise
        folded += p_raise * _share(bot, hand, spot.me, (ActionType.FOLD,))
    n = len(COMBOS)
    width, fold = raised / n, folded / max(raised, 1e-9)
    continuing = width * (1.0 - fold)
    # The shover's numbers, from the last spot: the pot before the shove, what it adds, the final pot.
    hand = Hand(stacks=[1000] * spot.seats, button=spot.button, names=names,
                deck=_deck(spot.me, COMBOS[0], spot.seats, spot.button))
    hand.play(" ".join(spot.actions))
    s = read_spot(hand.view(spot.me))
    before, bet, final = s.pot - s.last_raise, s.last_raise, s.pot + s.to_call
    junk = [c for c in COMBOS if top_fraction(*c) > 0.5]
    ev = 0.0
    for cards in junk:
        eq = equity_vs_top(*cards, width=max(continuing, 0.005))
        ev += fold * before + (1.0 - fold) * (eq * final - bet)
    return width, fold, be, ev / len(junk) / 10.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--styles", nargs="+", default=list(TOKENS), choices=list(TOKENS))
    parser.add_argument("--read", choices=("stranger", "seen"), default="stranger",
                        help="stranger: no hands seen; seen: 50 hands, 15 chances to shove, none taken")
    parser.add_argument("--squeezes", action="store_true", help="the squeezes only")
    args = parser.parse_args()
    seen = AggressionRead(shove_over_open=Line(15, 0), shove_first_in=Line(35, 0))
    read = None if args.read == "stranger" else Profile(hands=50, vpip=15, pfr=10, aggression=seen)
    print(f"Read of the shover: {args.read}\n")
    if not args.squeezes:
        print("| spot | style | raises % of hands | folds % of its raise | continues % of hands "
              "| break-even continue % (e = 0.3) | bottom-half shove, bb |\n|---|---|---|---|---|---|---|")
    for spot in () if args.squeezes else SPOTS:
        for style in args.styles:
            width, fold, be, ev = measure(spot, style, read)
            cells = (f"{100 * width:.1f}", f"{100 * fold:.1f}", f"{100 * width * (1 - fold):.2f}",
                     f"{100 * be:.1f}", f"{ev:+.2f}")
            print(f"| {spot.name} | {style} | " + " | ".join(cells) + " |", flush=True)
    if not args.squeezes:
        print()
    print("| squeeze | style | each defender continues, % of its range | all continue % "
          "| break-even continue % (e = 0.3) | shove with 30% equity when called, bb |")
    print("|---|---|---|---|---|---|")
    for squeeze in SQUEEZES:
        for style in args.styles:
            shares, be, ev = measure_squeeze(squeeze, style, read)
            every = 1.0 - math.prod(1.0 - share for share in shares)
            each = " / ".join(f"{100 * share:.1f}" for share in shares)
            print(f"| {squeeze.name} | {style} | {each} | {100 * every:.1f} | {100 * be:.1f} | {ev:+.2f} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
