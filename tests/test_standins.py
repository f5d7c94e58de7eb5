"""Facts about the person stand-ins: each plays the habit it is named for, and only legal actions."""

from __future__ import annotations

import random

import pytest

from holdem.bots.baselines import OverFolder
from holdem.bots.lineup import build, seat_names
from holdem.bots.simulator import play_hand
from holdem.bots.standins import CheckRaiser, EquityPlayer, LoosePassive, TwicePotBettor, has_draw
from holdem.engine import Action, Deck, Hand, stacked_deck
from holdem.engine.actions import ActionType

STAND_INS = ("beginner", "overfolder", "overcaller", "shove", "minraise", "twicepot", "checkraiser", "equity")


def _flop(holes: list[str], board: str, preflop: str = "call check") -> Hand:
    """A heads-up hand on the flop; seat 1 (big blind) speaks first after the flop."""
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=holes, board=board))
    hand.play(preflop)
    return hand


@pytest.mark.parametrize("token", STAND_INS)
def test_every_stand_in_plays_only_legal_actions_at_any_table(token: str) -> None:
    rng = random.Random(7)
    for seats in (2, 3, 6):
        lineup = (token, "tag", "station", "maniac", "rock", "lag")[:seats]
        bots, names = build(lineup, seed=3), seat_names(lineup)
        for number in range(40):
            stacks = [rng.choice((15, 200, 1000, 1000)) for _ in lineup]
            hand = Hand(stacks=stacks, button=number % seats, deck=Deck.shuffled(rng), names=names)
            play_hand(hand, bots)  # raises IllegalBotAction on an illegal action
            assert sum(hand.stacks) == sum(stacks)


def test_a_draw_is_a_flush_or_straight_draw_with_a_hole_card_before_the_river() -> None:
    def draws(hole: str, board: str) -> bool:
        return has_draw(_flop([hole, "Jc Jd"], board).view(0))

    assert draws("As 5s", "Ts 9s 2h")  # four spades
    assert draws("8h 7d", "Ts 9s 2c")  # open-ended
    assert draws("Ah 4d", "5c 3s Kh")  # a wheel gutshot: the ace plays low
    assert not draws("Ah 4d", "Ts 9s 2c")
    assert not draws("Kh Qd", "5s 6s 7s")  # the board's three to a straight do not count without a hole card


def test_the_beginner_limps_and_calls_a_bet_with_any_pair_or_draw_but_not_with_nothing() -> None:
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["9c 6d", "Ah Kd"]))
    assert LoosePassive("Me", random.Random(1)).decide(hand.view(0)) == Action.call()  # limps 96o
    for hole, expected in (("Qc 3d", Action.call()), ("8h 7d", Action.call()), ("4h 2d", Action.fold())):
        hand = _flop([hole, "Ah Kd"], "Qs 9c 6h")
        hand.act(Action.raise_to(30))
        assert LoosePassive("Me", random.Random(1)).decide(hand.view(0)) == expected, hole


def test_the_over_folder_folds_second_pair_to_a_bet_and_calls_top_pair() -> None:
    for hole, expected in (("9h 8d", Action.fold()), ("Qh 8d", Action.call())):
        hand = _flop([hole, "Ah Kd"], "Qs 9c 4h")
        hand.act(Action.raise_to(20))
        assert OverFolder("Me", random.Random(1)).decide(hand.view(0)) == expected, hole


def test_the_twice_pot_bettor_bets_twice_the_pot_with_nothing_whenever_checked_to() -> None:
    hand = _flop(["7c 2d", "Ah Kd"], "Qs 8h 3c")
    hand.act(Action.check())
    assert TwicePotBettor("Me").decide(hand.view(0)) == Action.raise_to(40)


def test_the_check_raiser_checks_first_then_raises_top_pair_when_bet_into() -> None:
    hand = _flop(["Qh 8d", "7c 2d"], "Qs 9c 4h")
    hand.act(Action.check())  # the big blind checks
    bot = CheckRaiser("Me", random.Random(1), bluff=0.0)
    assert bot.decide(hand.view(0)) == Action.check()  # checks behind rather than bet
    hand = _flop(["7c 2d", "Qh 8d"], "Qs 9c 4h")
    bot = CheckRaiser("Them", random.Random(1), bluff=0.0)
    assert bot.decide(hand.view(1)) == Action.check()
    hand.act(Action.check())
    hand.act(Action.raise_to(20))
    action = bot.decide(hand.view(1))
    assert action.type is ActionType.RAISE_TO and action.amount > 20


def test_the_equity_player_raises_aces_calls_a_fair_price_and_folds_a_bad_one() -> None:
    player = EquityPlayer("Me", random.Random(2))
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["As Ad", "7c 2d"]))
    assert player.decide(hand.view(0)).type is ActionType.RAISE_TO
    assert 0.8 < player.equity(hand.view(0)) < 0.9  # aces win about 85% against a random hand
    hand = _flop(["Jc Td", "Ah Kd"], "Qs 9c 2h")  # an open-ended straight draw: about 35% against any hand
    hand.act(Action.raise_to(10))
    assert player.decide(hand.view(0)) == Action.call()  # 10 to win 30: 25% needed
    hand = _flop(["4c 3d", "Ah Kd"], "Qs 9c Jh")
    hand.act(Action.raise_to(200))
    assert player.decide(hand.view(0)) == Action.fold()
