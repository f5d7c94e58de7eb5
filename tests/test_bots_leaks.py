"""The styles' leaks are people's: a station calls light with a pair, never a stack with nothing."""

from __future__ import annotations

import random

import pytest

from holdem.bots.model import LineCounts, Profile
from holdem.bots.personalities import STYLES
from holdem.bots.strategy import StrategyBot
from holdem.engine import Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.events import Street

BOARD = "Qs 8h 3c 2d 7s"


def _river_bet(style: str, hole: str, bet: int, bettor: Profile | None = None) -> dict[ActionType, float]:
    """Heads-up, 100 bb each: 'Me' on the button raised to 3 bb, the big blind called, flop and turn went
    check-check, and the big blind bets ``bet`` into 60 on the river; 'Me's shares holding ``hole``."""
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board=BOARD))
    hand.play("raise_to 30 call check check check check")
    hand.play(f"raise_to {bet}")
    bot = StrategyBot("Me", STYLES[style], random.Random(1))
    if bettor is not None:
        bot.model.profiles["Them"] = bettor
    shares = dict.fromkeys(ActionType, 0.0)
    for action, p in bot.policy(hand.view(0)).choices:
        shares[action.type] += p
    return shares


def test_the_station_folds_ace_high_to_a_50_bb_river_bet() -> None:
    assert _river_bet("calling station", "Ah Jd", 500)[ActionType.CALL] == 0.0


def test_the_station_calls_a_half_pot_river_bet_with_bottom_pair() -> None:
    assert _river_bet("calling station", "2h 5h", 30)[ActionType.CALL] > 0.5


def test_the_station_calls_a_big_river_bet_with_second_pair() -> None:
    assert _river_bet("calling station", "8c 9c", 400)[ActionType.CALL] > 0.5


ALWAYS_BETS = Profile(bet_chances=200, bets=200, betting={Street.RIVER: LineCounts(chances=60, bets=60)})
"""A player seen betting every river it could: its bets are read as any two cards."""


@pytest.mark.parametrize("style", ["tight-aggressive", "rock", "loose-aggressive"])
@pytest.mark.parametrize("hole", ["2h 5h", "Ah Jd"])
def test_no_thinking_style_calls_off_40_bb_with_bottom_pair_or_worse_even_against_a_player_who_always_bets(
        style: str, hole: str) -> None:
    assert _river_bet(style, hole, 400, ALWAYS_BETS)[ActionType.CALL] == 0.0


def _four_bet(style: str, hole: str) -> dict[ActionType, float]:
    """Three-handed: a stranger on the button opens, 'Me' in the small blind 3-bets to 9 bb, the big blind
    folds and the stranger 4-bets to 22 bb; 'Me's shares holding ``hole``."""
    hand = Hand(stacks=[1000] * 3, button=0, names=["Them", "Me", "Bb"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards=["Kc Kh", hole, "7c 2h"]))
    hand.play("raise_to 25 raise_to 90 fold raise_to 220")
    bot = StrategyBot("Me", STYLES[style], random.Random(1))
    shares = dict.fromkeys(ActionType, 0.0)
    for action, p in bot.policy(hand.view(1)).choices:
        shares[action.type] += p
    return shares


EVERY_STYLE = ("tight-aggressive", "rock", "loose-aggressive", "maniac", "calling station")


@pytest.mark.parametrize("style", EVERY_STYLE)
@pytest.mark.parametrize("hole", ["Qs Qd", "As Kd", "Ad Ah"])
def test_no_style_folds_queens_or_better_or_ace_king_to_a_4_bet(style: str, hole: str) -> None:
    assert _four_bet(style, hole)[ActionType.FOLD] == 0.0


@pytest.mark.parametrize("hole", ["7s 7d", "Ks Qd", "As Jd"])
def test_the_maniac_defends_its_3_bets_against_a_strangers_4_bet_with_pairs_and_broadways(hole: str) -> None:
    assert _four_bet("maniac", hole)[ActionType.FOLD] < 0.5
