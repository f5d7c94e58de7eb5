"""Bets beyond the pot are answered by their price against a polarised read, never by folding so much that
a stranger's jam with junk pays."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from holdem.bots.combos import CLASS_NAMES, COMBO_CLASS, COMBOS, combo_index, example_cards
from holdem.bots.equity import equity
from holdem.bots.personalities import STYLES
from holdem.bots.preflop import top_fraction
from holdem.bots.strategy import StrategyBot
from holdem.engine import Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.cards import Card, parse_cards

POT = 60
BOARD = "Ad 8s 3c 2h 6c"
EVERY_STYLE = sorted(STYLES)


def _flop_bet(style: str, hole: str, pots: float, stack: int) -> float:
    """Heads-up: a stranger on the button raised to 3 bb, 'Me' called in the big blind and checks the flop
    of ``BOARD``; the stranger bets ``pots`` pots (all in when the stacks are ``30 + bet``). The share of
    'Me's policy that continues holding ``hole``."""
    hand = Hand(stacks=[stack, stack], button=0, names=["Them", "Me"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[None, hole], board=BOARD))
    hand.play("raise_to 30 call")
    hand.play(f"check raise_to {min(round(pots * POT), stack - 30)}")
    policy = StrategyBot("Me", STYLES[style], random.Random(1)).policy(hand.view(1))
    return sum(p for a, p in policy.choices if a.type is not ActionType.FOLD)


JAM = 25
"""A flop jam of 25 pots: 1,500 into 60."""


@pytest.mark.parametrize("style", ["tight-aggressive", "rock", "calling station"])
def test_a_weak_ace_folds_to_a_strangers_flop_jam_of_25_pots(style: str) -> None:
    # top pair, a five kicker: 49% needed, and the jam is called by the top 4% of its range
    assert _flop_bet(style, "As 5d", JAM, 30 + JAM * POT) < 0.05


@pytest.mark.parametrize("style", EVERY_STYLE)
@pytest.mark.parametrize("hole", ["8h 8d", "Ah Kc"])
def test_a_set_and_top_pair_top_kicker_call_a_strangers_flop_jam_of_25_pots(style: str, hole: str) -> None:
    # a set always; top pair top kicker is a price decision that clears it (49% needed) near its soft edge
    assert _flop_bet(style, hole, JAM, 30 + JAM * POT) >= (1.0 if hole == "8h 8d" else 0.95)


@pytest.mark.parametrize("style", ["tight-aggressive", "rock", "loose-aggressive"])
def test_a_weak_ace_calls_a_pot_size_flop_bet(style: str) -> None:
    assert _flop_bet(style, "As 5d", 1, 30 + JAM * POT) > 0.9


@pytest.mark.parametrize("style", EVERY_STYLE)
@pytest.mark.parametrize("pots", [2, 5, JAM])
def test_a_strangers_flop_jam_with_junk_loses_chips(style: str, pots: int) -> None:
    """Over every third holding of the top 40% of hands the big blind could hold, a flop jam of ``pots``
    pots with J9 (a gutshot, no pair) wins ``fold x P + call x (e x (P + 2B) - B)``: less than nothing."""
    bet = pots * POT
    junk = parse_cards("Jc 9h")
    blocked = {int(c) for c in (*parse_cards(BOARD), *junk)}
    weights = [0.0] * len(COMBOS)
    holdings = 0
    for i, cards in enumerate(COMBOS):
        if i % 3 or blocked & set(cards) or top_fraction(*cards) > 0.4:
            continue
        holdings += 1
        weights[combo_index(*cards)] = _flop_bet(style, " ".join(str(Card(c)) for c in cards), pots, 30 + bet)
    called = sum(weights) / holdings
    flop = tuple(int(c) for c in parse_cards(BOARD)[:3])
    e = equity(tuple(int(c) for c in junk), flop, [weights], 2000, random.Random(7)) if called else 0.0
    assert (1 - called) * POT + called * (e * (POT + 2 * bet) - bet) < 0


@pytest.mark.parametrize("style", ["tight-aggressive", "maniac"])
def test_a_bots_own_preflop_range_is_what_its_policy_plays_the_line_with(style: str) -> None:
    """Each class's weight in the range a bot defends against an overbet is the product, over its preflop
    moves, of the chance its policy gives that move holding the class's example cards."""
    hand = Hand(stacks=[1000] * 3, button=0, names=["Them", "Blind", "Me"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["7c 2d", "8h 3s", "Ah Kd"]))
    hand.play("raise_to 25 fold")
    first = hand.view(2)
    hand.play("raise_to 90 raise_to 220")
    second = hand.view(2)
    hand.play("call")
    bot = StrategyBot("Me", STYLES[style], random.Random(1))
    expected = []
    for name in CLASS_NAMES:
        a, b = example_cards(name)
        weight = 1.0
        for view, kind in ((first, ActionType.RAISE_TO), (second, ActionType.CALL)):
            if weight > 0.0:
                asked = replace(view, hole_cards=(Card(a), Card(b)))
                weight *= sum(p for action, p in bot.policy(asked).choices if action.type is kind)
        expected.append(weight)
    by_class = dict(zip(CLASS_NAMES, expected, strict=True))
    assert bot._own_preflop(hand.view(2)) == [by_class[name] for name in COMBO_CLASS]
    assert 0.0 < sum(expected) < len(expected)
