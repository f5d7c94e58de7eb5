"""The trackers' HUD definitions (PokerTracker 4, Hold'em Manager 3) pinned on hand-made hands.

Four seats, button 0: seat 1 posts the small blind, seat 2 the big blind, seat 3 acts first
preflop; after the flop the order is 1, 2, 3, 0.
"""

from __future__ import annotations

from holdem.engine import Hand, stacked_deck
from holdem.engine.events import HandStarted
from holdem.stats import StatsBook, Totals, count_hand
from holdem.stats.positions import positions

NAMES = ["Btn", "Sb", "Bb", "Utg"]
HOLES = ["AhAd", "7c2d", "KsKd", "QhQs"]


def _seats(actions: str) -> tuple[Totals, ...]:
    hand = Hand(stacks=[1000] * 4, button=0, names=NAMES,
                deck=stacked_deck(num_seats=4, button=0, hole_cards=HOLES, board="Ts 9s 2c 4h 8d"))
    hand.play(actions)
    assert hand.is_over
    return count_hand(hand.events)


def test_the_opener_facing_exactly_one_re_raise_has_a_fold_to_3bet_spot() -> None:
    btn, _sb, _bb, utg = _seats("raise_to 30 raise_to 90 fold fold fold")
    assert (utg.faced_three_bets, utg.folded_three_bets, utg.fold_to_three_bet) == (1, 1, 1.0)
    assert (btn.three_bet_chances, btn.three_bets, btn.faced_three_bets) == (1, 1, 0)


def test_calling_the_3bet_is_a_spot_not_taken() -> None:
    utg = _seats("raise_to 30 raise_to 90 fold fold call" + " check check" * 3)[3]
    assert (utg.faced_three_bets, utg.folded_three_bets, utg.fold_to_three_bet) == (1, 0, 0.0)


def test_a_4bet_before_the_opener_acts_is_no_fold_to_3bet_spot() -> None:
    btn, sb, _bb, utg = _seats("raise_to 30 raise_to 90 raise_to 270 fold fold fold")
    assert utg.faced_three_bets == 0 and btn.faced_three_bets == 0
    assert (sb.three_bet_chances, sb.three_bets) == (0, 0)  # it faced two raises, not one


def test_a_limper_who_3bets_gives_the_raiser_a_fold_to_3bet_spot() -> None:
    btn, _sb, _bb, utg = _seats("call raise_to 40 fold fold raise_to 120 fold")
    assert (utg.three_bet_chances, utg.three_bets) == (1, 1)
    assert (btn.faced_three_bets, btn.folded_three_bets) == (1, 1)


def test_multiway_cbet_each_player_facing_it_has_one_fold_to_cbet_spot() -> None:
    btn, sb, bb, utg = _seats("raise_to 30 call fold call  check bet 60 fold call" + " check check" * 2)
    assert (utg.cbet_chances, utg.cbets, utg.cbet) == (1, 1, 1.0)
    assert (btn.faced_cbet, btn.folded_cbet, bb.faced_cbet, bb.folded_cbet) == (1, 1, 1, 0)
    assert (bb.fold_to_cbet, btn.fold_to_cbet, sb.fold_to_cbet) == (0.0, 1.0, None)
    assert bb.cbet_chances == 0 and btn.cbet_chances == 0


def test_a_fold_to_a_raise_of_the_cbet_is_not_a_fold_to_the_cbet() -> None:
    btn, _sb, _bb, utg = _seats("raise_to 30 call fold fold  bet 60 raise_to 180 raise_to 500 fold")
    assert (btn.faced_cbet, btn.folded_cbet, btn.raised_cbet) == (1, 0, 1)
    assert (utg.cbets, utg.faced_cbet) == (1, 0)


def test_a_donk_bet_takes_the_raisers_cbet_chance_away() -> None:
    _btn, _sb, bb, utg = _seats("raise_to 30 fold fold call  bet 40 fold")
    assert (utg.cbet_chances, utg.faced_cbet, utg.faced_bets_flop, utg.folded_bets_flop) == (0, 0, 1, 1)
    assert bb.cbet_chances == 0


def test_the_raisers_check_raise_is_no_cbet_and_nobody_faced_one() -> None:
    btn, _sb, bb, utg = _seats("raise_to 30 call fold call  check check bet 60 call raise_to 200 fold fold")
    assert (utg.cbet_chances, utg.cbets, utg.cbet) == (1, 0, 0.0)
    assert btn.faced_cbet == 0 and bb.faced_cbet == 0
    assert (btn.faced_bets_flop, btn.folded_bets_flop, bb.faced_bets_flop) == (1, 1, 2)


def test_aggression_by_street_adds_up_to_the_postflop_af() -> None:
    book = StatsBook()
    hand = Hand(stacks=[1000] * 4, button=0, names=NAMES,
                deck=stacked_deck(num_seats=4, button=0, hole_cards=HOLES, board="Ts 9s 2c 4h 8d"))
    hand.play("raise_to 30 call fold fold  bet 60 call  bet 100 call  check bet 200 fold")
    book.add_hand(hand.events)
    utg, btn = book["Utg"], book["Btn"]
    assert [utg.street(s).af for s in ("flop", "turn", "river")] == [float("inf"), float("inf"), None]
    by_street = utg.aggressive_flop + utg.aggressive_turn + utg.aggressive_river
    assert (by_street, utg.postflop_aggressive) == (2, 2)
    assert (btn.street("river").bet, btn.street("river").bet_chances) == (1.0, 1)
    assert (utg.street("river").fold_to_bet, utg.street("river").faced_bets) == (1.0, 1)


def test_six_max_positions_from_the_button() -> None:
    start = HandStarted(1, tuple("ABCDEF"), (1000,) * 6, 5, 0, 1, 5, 10)
    assert positions(start) == ("SB", "BB", "UTG", "HJ", "CO", "BTN")
    five = HandStarted(1, tuple("ABCDEF"), (1000, 1000, 0, 1000, 1000, 1000), 5, 0, 1, 5, 10)
    assert positions(five) == ("SB", "BB", None, "HJ", "CO", "BTN")
