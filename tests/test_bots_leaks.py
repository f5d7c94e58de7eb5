"""The styles' leaks are people's: a station calls light with a pair, never a stack with nothing."""

from __future__ import annotations

import random

import pytest

from holdem.bots.combos import COMBOS
from holdem.bots.defence import jam_break_even
from holdem.bots.model import LineCounts, Profile
from holdem.bots.personalities import STYLES
from holdem.bots.situation import read_spot
from holdem.bots.strategy import StrategyBot
from holdem.engine import Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.cards import Card
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
    # 24 bb, four pots: read as polarised, it is folded by the thinking styles (below)
    assert _river_bet("calling station", "8c 9c", 240)[ActionType.CALL] > 0.5


@pytest.mark.parametrize("style", ["tight-aggressive", "rock", "loose-aggressive"])
def test_the_thinking_styles_fold_second_pair_to_a_five_pot_river_bet_from_a_stranger(style: str) -> None:
    assert _river_bet(style, "8c 9c", 300)[ActionType.CALL] < 0.05


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


def _reraise_sizes(style: str, actions: str, seat: int, button: int = 0) -> set[float]:
    """Six-handed: the multiples of the open that 'Me' (in ``seat``) 3-bets to with aces after ``actions``."""
    names = [f"P{i}" for i in range(6)]
    names[seat] = "Me"
    holes = ["2c 3d", "4c 5d", "6c 7d", "8c 9d", "Tc Jd", "Qc Kd"]
    holes[seat] = "Ah As"
    hand = Hand(stacks=[1000] * 6, button=button, names=names,
                deck=stacked_deck(num_seats=6, button=button, hole_cards=holes))
    hand.play(actions)
    policy = StrategyBot("Me", STYLES[style], random.Random(1)).policy(hand.view(seat))
    return {a.amount / 25 for a, _ in policy.choices if a.type is ActionType.RAISE_TO}


@pytest.mark.parametrize("style", EVERY_STYLE)
def test_a_3_bet_is_3_to_4_times_the_open_in_position_and_4_to_5_times_out_of_it(style: str) -> None:
    # Button 0: the cutoff (seat 5) opens to 25; the button 3-bets in position, the big blind out of it.
    in_position = _reraise_sizes(style, "fold fold raise_to 25", seat=0)
    out_of_position = _reraise_sizes(style, "fold fold raise_to 25 fold fold", seat=2)
    assert in_position and all(3 <= f <= 4 for f in in_position)
    assert out_of_position and all(4 <= f <= 5 for f in out_of_position)


@pytest.mark.parametrize("style", EVERY_STYLE)
def test_flop_c_bets_are_a_quarter_of_the_pot_to_the_pot(style: str) -> None:
    # Overbets are for the turn and the river (sizes.OVERBET_STREETS): a c-bet of twice the pot is a tell.
    for hole in ("Ah Kd", "7c 6c", "Qh Qd", "9s 2h"):
        hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                    deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board=BOARD))
        hand.play("raise_to 30 call check")
        policy = StrategyBot("Me", STYLES[style], random.Random(1)).policy(hand.view(0))
        bets = [a.amount / 60 for a, _ in policy.choices if a.type is ActionType.RAISE_TO]
        assert all(0.25 <= f <= 1.0 for f in bets), hole


def test_a_bet_that_would_leave_less_than_half_the_pot_behind_is_all_in() -> None:
    # 100 chips behind, a pot of 600 on the river: any bet leaves too little behind to fold, so it is all in.
    hand = Hand(stacks=[400, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["Qh Qd", "Ac Kc"], board=BOARD))
    hand.play("raise_to 300 call check check check check check")
    policy = StrategyBot("Me", STYLES["tight-aggressive"], random.Random(1)).policy(hand.view(0))
    assert {a.amount for a, _ in policy.choices if a.type is ActionType.RAISE_TO} == {100}


@pytest.mark.parametrize("style", EVERY_STYLE)
def test_the_big_blind_calls_a_strangers_small_blind_shove_with_at_least_the_share_that_makes_junk_lose(
        style: str) -> None:
    """Six-handed, folded to a stranger's 103 bb shove from the small blind: the big blind continues with
    at least the share of its hands at which a shove with 30% equity when called breaks even (3.7%)."""
    called = total = 0.0
    break_even = 0.0
    for i in range(0, len(COMBOS), 3):
        cards = COMBOS[i]
        rest = [c for c in range(52) if c not in cards]
        holes = [" ".join(str(Card(c)) for c in rest[2 * k: 2 * k + 2]) for k in range(6)]
        holes[2] = " ".join(str(Card(c)) for c in cards)
        names = ["P0", "P1", "Me", "P3", "P4", "P5"]
        hand = Hand(stacks=[1030] * 6, button=0, names=names,
                    deck=stacked_deck(num_seats=6, button=0, hole_cards=holes))
        hand.play("fold fold fold fold raise_to 1030")
        view = hand.view(2)
        break_even = jam_break_even(read_spot(view))
        policy = StrategyBot("Me", STYLES[style], random.Random(1)).policy(view)
        called += sum(p for a, p in policy.choices if a.type is ActionType.CALL)
        total += 1
    assert 0.03 < break_even < called / total
