"""Facts about the person stand-ins: each plays the habit it is named for, and only legal actions."""

from __future__ import annotations

import random

import pytest

from holdem.bots.baselines import made_category
from holdem.bots.preflop import top_fraction
from holdem.bots.simulator import play_hand
from holdem.engine import Action, Deck, Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.evaluator import HandCategory
from holdem.engine.events import Move, PlayerActed, Street
from holdem_lab.attacks import (
    EARLY_OPEN,
    BlindStealer,
    Floater,
    FourBetBluffer,
    LimpReraiser,
    RiverBlocker,
    Squeezer,
    TurnAttacker,
)
from holdem_lab.exploiters import OverFolder
from holdem_lab.kinds import build, seat_names
from holdem_lab.panel import STAND_INS
from holdem_lab.standins import (
    CheckRaiser,
    DonkBettor,
    EquityPlayer,
    FlopRaiseShover,
    LightThreeBettor,
    LoosePassive,
    OpenShover,
    RiverOverbettor,
    SmallProber,
    TwicePotBettor,
    has_draw,
)


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


def _preflop(holes: list[str], board: str = "") -> Hand:
    """A heads-up hand before the flop; seat 0 (button, small blind) speaks first."""
    return Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"],
                deck=stacked_deck(num_seats=2, button=0, hole_cards=holes, board=board))


def test_the_light_three_bettor_re_raises_the_top_30_percent_to_3x_cbets_half_pot_then_gives_up() -> None:
    bot = LightThreeBettor("Them")
    for hole, expected in (("Kc 9d", Action.raise_to(75)), ("Qc 9d", Action.raise_to(75)),
                           ("9c 4d", Action.fold())):
        hand = _preflop(["2c 2d", hole])
        hand.act(Action.raise_to(25))
        assert bot.decide(hand.view(1)) == expected, hole
    hand = _preflop(["Ah Ad", "Kc 9d"], board="7s 5h 2c 3d 8h")
    hand.play("raise_to 25 raise_to 75 call")
    assert bot.decide(hand.view(1)) == Action.raise_to(75)  # half of the 150 pot
    hand.play("raise_to 75 call")
    assert bot.decide(hand.view(1)) == Action.check()  # the turn, no top pair: gives up
    hand.act(Action.check())
    hand.act(Action.raise_to(150))
    assert bot.decide(hand.view(1)) == Action.fold()


def test_the_open_shover_moves_all_in_over_an_open_with_the_top_35_percent_only() -> None:
    for hole, expected in (("Kc 9d", Action.raise_to(1000)), ("9c 4d", Action.fold())):
        hand = _preflop(["2c 2d", hole])
        hand.act(Action.raise_to(25))
        assert OpenShover("Them").decide(hand.view(1)) == expected, hole


def test_the_flop_shover_moves_all_in_over_a_flop_bet_with_a_pair_or_a_draw() -> None:
    for hole, expected in (("9h 8d", Action.raise_to(990)), ("Jc Td", Action.raise_to(990)),
                           ("4c 3d", Action.fold())):
        hand = _flop([hole, "Ah Kd"], "Qs 9c 2h")
        hand.act(Action.raise_to(10))
        assert FlopRaiseShover("Me").decide(hand.view(0)) == expected, hole


def test_the_river_overbettor_calls_down_and_bets_one_and_a_half_pots_on_the_river() -> None:
    bot = RiverOverbettor("Them")
    hand = _preflop(["Ah Ad", "7c 2d"], board="Ks Qh 9c 4d 3h")
    hand.act(Action.raise_to(30))
    assert bot.decide(hand.view(1)) == Action.call()
    hand.play("call check raise_to 40")
    assert bot.decide(hand.view(1)) == Action.call()  # calls the flop with nothing
    hand.play("call check raise_to 100")
    assert bot.decide(hand.view(1)) == Action.call()
    hand.play("call")
    assert bot.decide(hand.view(1)) == Action.raise_to(510)  # 1.5 x the 340 pot, any cards
    hand.act(Action.raise_to(510))
    hand.act(Action.raise_to(830))
    assert bot.decide(hand.view(1)) == Action.fold()  # no pair against the raise


def test_the_donk_bettor_leads_into_the_preflop_raiser_and_the_prober_bets_a_third_when_checked_to() -> None:
    hand = _preflop(["Ah Ad", "7c 2d"], board="Ks Qh 9c 4d 3h")
    hand.play("raise_to 30 call")
    assert DonkBettor("Them").decide(hand.view(1)) == Action.raise_to(40)  # two thirds of 60
    assert SmallProber("Them").decide(hand.view(1)) == Action.raise_to(20)
    hand.act(Action.check())
    assert SmallProber("Me").decide(hand.view(0)) == Action.raise_to(20)
    hand.act(Action.raise_to(20))
    assert SmallProber("Them").decide(hand.view(1)) == Action.fold()  # nothing: folds to a bet


# ----- the stand-ins that attack a thinking person's lines (holdem_lab.attacks) ------------------------


def _six(holes: dict[int, str], board: str = "", button: int = 0) -> Hand:
    """A six-handed hand before the flop (seat 3, under the gun, speaks first when the button is 0)."""
    return Hand(stacks=[1000] * 6, button=button, names=[f"P{i}" for i in range(6)],
                deck=stacked_deck(num_seats=6, button=button, hole_cards=holes, board=board))


def test_the_blind_stealer_opens_seven_deuce_from_the_cutoff_but_not_under_the_gun() -> None:
    bot = BlindStealer("Thief")
    hand = _six({3: "7c 2d", 5: "7h 2s"})
    assert bot.decide(hand.view(3)) == Action.fold()  # under the gun: five seats left to act
    hand.play("fold fold")  # under the gun and the hijack fold: seat 5 is the cutoff
    assert bot.decide(hand.view(5)) == Action.raise_to(25)
    hand = _six({5: "7h 2s"})
    hand.play("fold call")  # a limper: no longer a steal
    assert bot.decide(hand.view(5)) == Action.fold()


def test_the_blind_stealer_cbets_a_third_then_gives_up_when_called() -> None:
    bot = BlindStealer("Me")
    hand = _preflop(["7c 2d", "Ah Kd"], board="Qs 8h 3c 4d Jh")
    hand.play("raise_to 25 call check")
    assert bot.decide(hand.view(0)) == Action.raise_to(16)  # a third of the 50 pot
    hand.play("raise_to 16 call check")
    assert bot.decide(hand.view(0)) == Action.check()  # called: gives up
    hand.play("check raise_to 50")
    assert bot.decide(hand.view(0)) == Action.fold()


def test_the_four_bet_bluffer_four_bets_a_three_bet_with_junk_and_folds_it_to_a_five_bet() -> None:
    bot = FourBetBluffer("Me")
    hand = _preflop(["Qc 6d", "Ah Kd"])
    assert bot.decide(hand.view(0)) == Action.raise_to(25)  # Q6o is in the top half
    hand.play("raise_to 25 raise_to 75")
    assert bot.decide(hand.view(0)) == Action.raise_to(165)  # 2.2 times the 3-bet
    hand.play("raise_to 165 raise_to 400")
    assert bot.decide(hand.view(0)) == Action.fold()
    hand = _preflop(["Ah Ad", "Kc Kd"])
    hand.play("raise_to 25 raise_to 75 raise_to 165 raise_to 400")
    assert bot.decide(hand.view(0)) == Action.raise_to(1000)  # aces go all in over the 5-bet


def test_the_floater_calls_a_flop_cbet_in_position_with_seven_deuce_then_bets_when_checked_to() -> None:
    bot = Floater("Me")
    hand = _preflop(["7c 2d", "Ah Kd"], board="Qs 8h 3c 4d Jh")
    hand.play("call raise_to 30 call raise_to 40")  # the big blind raises and c-bets; the button has position
    assert bot.decide(hand.view(0)) == Action.call()
    hand.play("call check")
    assert bot.decide(hand.view(0)) == Action.raise_to(93)  # two thirds of the 140 pot
    hand.play("raise_to 93 call check")
    assert bot.decide(hand.view(0)) == Action.raise_to(244)  # three quarters of the 326 pot
    overbet = _preflop(["7c 2d", "Ah Kd"], board="Qs 8h 3c")
    overbet.play("call raise_to 30 call raise_to 200")
    assert bot.decide(overbet.view(0)) == Action.fold()  # more than the pot: no float without a pair or draw
    out_of_position = _preflop(["Ah Kd", "7c 2d"], board="Qs 8h 3c")
    out_of_position.play("raise_to 30 call check raise_to 40")
    assert bot.decide(out_of_position.view(1)) == Action.fold()


def test_the_turn_attacker_checks_the_flop_then_check_raises_the_turn_with_a_pair_or_chosen_air() -> None:
    for hole, air, flop_answer in (("8c 2d", 0.0, Action.call()), ("7c 2d", 1.0, Action.call()),
                                   ("7c 2d", 0.0, Action.fold())):
        bot = TurnAttacker("Them", random.Random(1), air_share=air)
        hand = _preflop(["Ah Kd", hole], board="Qs 8h 3c 4d Jh")
        hand.play("raise_to 30 call")
        assert bot.decide(hand.view(1)) == Action.check(), hole
        hand.play("check raise_to 20")
        assert bot.decide(hand.view(1)) == flop_answer, (hole, air)
        if flop_answer == Action.fold():
            continue
        hand.play("call")
        assert bot.decide(hand.view(1)) == Action.check()
        hand.play("check raise_to 50")
        assert bot.decide(hand.view(1)) == Action.raise_to(150), (hole, air)  # three times the bet
    bot = TurnAttacker("Me", random.Random(1), air_share=1.0)
    hand = _preflop(["7c 2d", "Ah Kd"], board="Qs 9h 3c 4d Jh")
    hand.play("call check check check check")  # the flop checked through; the turn checked to it
    assert bot.decide(hand.view(0)) == Action.raise_to(15)  # three quarters of the 20 pot


def test_the_squeezer_re_raises_an_open_and_a_caller_and_folds_junk_to_a_four_bet() -> None:
    bot = Squeezer("P2")
    hand = Hand(stacks=[1000] * 3, button=0, names=["P0", "P1", "P2"],
                deck=stacked_deck(num_seats=3, button=0, hole_cards={2: "Kc 9d"}))
    hand.play("raise_to 25 call")  # the button opens, the small blind calls
    assert bot.decide(hand.view(2)) == Action.raise_to(100)  # three times the open plus one per caller
    hand.play("raise_to 100 raise_to 250 fold")
    assert bot.decide(hand.view(2)) == Action.fold()
    heads_up = _preflop(["Ah Kd", "Kc 9d"])
    heads_up.act(Action.raise_to(25))
    assert bot.decide(heads_up.view(1)) == Action.fold()  # no caller: nothing to squeeze, K9o is no call


def test_the_limp_reraiser_re_raises_its_best_and_worst_limps_and_calls_with_the_middle() -> None:
    bot = LimpReraiser("Me")
    for hole, answer, to_four_bet in (("Qc 6d", Action.raise_to(160), Action.fold()),
                                      ("Ah Ad", Action.raise_to(160), Action.raise_to(1000)),
                                      ("Kc 9d", Action.call(), None)):
        hand = _preflop([hole, "2c 2d"])
        assert bot.decide(hand.view(0)) == Action.call(), hole  # limps first in
        hand.play("call raise_to 40")
        assert bot.decide(hand.view(0)) == answer, hole  # four times the raise, or a call
        if to_four_bet is not None:
            hand.play("raise_to 160 raise_to 400")
            assert bot.decide(hand.view(0)) == to_four_bet, hole
    hand = _preflop(["9c 4d", "2c 2d"])
    assert bot.decide(hand.view(0)) == Action.fold()  # outside the top half: no limp


def test_the_river_blocker_bets_a_fifth_of_the_pot_with_any_pair_and_folds_a_weak_one_to_a_raise() -> None:
    bot = RiverBlocker("Them")
    for hole, to_raise in (("8c 2d", Action.fold()), ("Qc 2d", Action.call())):
        hand = _preflop(["Ah Kd", hole], board="Qs 8h 3c 4d Jh")
        hand.play("raise_to 30 call check check check check")
        assert bot.decide(hand.view(1)) == Action.raise_to(12), hole  # a fifth of the 60 pot
        hand.play("raise_to 12 raise_to 60")
        assert bot.decide(hand.view(1)) == to_raise, hole
    hand = _preflop(["Ah Kd", "7c 2d"], board="Qs 8h 3c 4d Jh")
    hand.play("raise_to 30 call check check check check")
    assert bot.decide(hand.view(1)) == Action.check()  # no pair: no block


HANDS = 120
"""Hands per seeded game: enough for each line to come up a few times (a squeeze needs an open and a call)."""
LINES = {
    "steal": "opens from the cutoff, button or small blind",
    "fourbet": "4-bets",
    "float": "calls a flop bet in position",
    "turnraise": "bets or raises the turn after checking the flop",
    "squeeze": "re-raises an open and a caller",
    "limpraise": "limps, then re-raises",
    "blocker": "bets the river with one pair",
}


def _took_line(token: str, seat: int, hand: Hand) -> bool:
    """Whether ``seat`` made its kind's line in this finished hand."""
    view = hand.view(seat)
    acts = [e for e in view.events if isinstance(e, PlayerActed)]
    faced = []  # (raises, calls since the last raise) in front of each of this seat's preflop raises
    raises = calls = 0
    for e in acts:
        if e.street is Street.PREFLOP and e.seat == seat and e.move is Move.RAISE:
            faced.append((raises, calls))
        if e.street is Street.PREFLOP and e.move is Move.RAISE:
            raises, calls = raises + 1, 0
        elif e.street is Street.PREFLOP:
            calls += e.move is Move.CALL

    def did(street: Street, *moves: Move) -> bool:
        return any(e.seat == seat and e.street is street and e.move in moves for e in acts)

    seats_left = (view.big_blind_seat - seat) % view.num_seats
    assert view.hole_cards is not None
    took = {  # the stealer opens a hand it folds earlier; the floater bets the turn after calling the flop
        "steal": 0 < seats_left <= 3 and (0, 0) in faced and top_fraction(*view.hole_cards) > EARLY_OPEN,
        "fourbet": any(r == 2 for r, _ in faced),
        "squeeze": any(r == 1 and c > 0 for r, c in faced),
        "float": did(Street.FLOP, Move.CALL) and did(Street.TURN, Move.BET),
        "turnraise": did(Street.FLOP, Move.CHECK) and did(Street.TURN, Move.BET, Move.RAISE),
        "limpraise": did(Street.PREFLOP, Move.CALL) and any(r == 1 for r, _ in faced),
        "blocker": did(Street.RIVER, Move.BET) and made_category(view) is HandCategory.ONE_PAIR,
    }
    return took[token]


@pytest.mark.parametrize("token", sorted(LINES))
def test_each_attacker_takes_its_line_in_a_seeded_six_handed_game(token: str) -> None:
    lineup = (token, "tag", "rock", "lag", "station", "maniac")
    bots, names = build(lineup, seed=5), seat_names(lineup)
    rng = random.Random(11)
    taken = 0
    for number in range(HANDS):
        hand = Hand(stacks=[1000] * 6, button=number % 6, deck=Deck.shuffled(rng), names=names)
        play_hand(hand, bots)
        taken += _took_line(token, 0, hand)
    assert taken > 0, f"the {token} stand-in never {LINES[token]}"
