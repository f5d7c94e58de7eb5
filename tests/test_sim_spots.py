"""Facts about the forced multiway spots the opponents are measured on."""

from __future__ import annotations

import random

import pytest

from holdem.bots.base import CallingBot
from holdem.bots.preflop import top_fraction
from holdem.engine import Hand, stacked_deck
from holdem.engine.events import Street
from holdem_lab.exploiters import ShoveBot
from holdem_lab.spots import RANGE_WIDTH, Spot, SpotKind, deal_spot, deal_spots, holds_best, run_spots


def test_the_six_way_river_spot_faces_a_pot_size_bet_and_four_callers() -> None:
    spot = deal_spot(SpotKind(players=6, street=Street.RIVER, line="callers"), random.Random(3))
    view = spot.hand.view(spot.hero)
    assert view.my_turn and len(view.board) == 5 and len(view.in_hand) == 6
    assert view.legal is not None and view.legal.call_amount == 60  # the pot was 6 limps of 10
    assert view.committed == (60, 60, 60, 60, 60, 0)


@pytest.mark.parametrize("street, cards", [(Street.FLOP, 3), (Street.TURN, 4), (Street.RIVER, 5)])
def test_a_checked_to_spot_lets_the_last_player_bet_into_everyone(street: Street, cards: int) -> None:
    spot = deal_spot(SpotKind(players=4, street=street, line="checked"), random.Random(1))
    view = spot.hand.view(spot.hero)
    assert view.legal is not None and view.legal.can_check and view.legal.can_raise
    assert spot.hero == 3 and len(view.board) == cards and view.pot_total == 40


def test_facing_a_lone_bet_the_next_player_acts_with_others_behind() -> None:
    spot = deal_spot(SpotKind(players=5, street=Street.TURN, line="bet", bet=0.5), random.Random(2))
    assert spot.hero == 1 and spot.hand.current_bet == 25 and spot.hand.to_act == 1


def test_range_holdings_come_from_the_top_of_the_ranking() -> None:
    for spot in deal_spots(SpotKind(players=6, street=Street.FLOP, line="bet", holdings="range"), 30, seed=4):
        for seat in range(6):
            assert top_fraction(*spot.hand.hole_cards(seat)) < RANGE_WIDTH


def test_the_same_seed_deals_the_same_spots() -> None:
    kind = SpotKind(players=3, street=Street.RIVER, line="callers")
    first, again, other = deal_spots(kind, 5, 1), deal_spots(kind, 5, 1), deal_spots(kind, 5, 2)
    assert [s.hand.events for s in first] == [s.hand.events for s in again]
    assert [s.hand.events for s in first] != [s.hand.events for s in other]


def _river(holes: list[str], board: str) -> Spot:
    deck = stacked_deck(num_seats=3, button=2, hole_cards=holes, board=board)
    hand = Hand(stacks=[1000] * 3, button=2, deck=deck)
    hand.play("call call check check check check check check check check check")
    return Spot(SpotKind(players=3, street=Street.RIVER, line="checked"), hand, 2)


def test_a_raise_holds_the_best_hand_only_when_no_live_hand_beats_it() -> None:
    assert holds_best(_river(["2c 8d", "7h 7s", "As Kd"], "Ah 9c 5d Jh 4s"))
    assert not holds_best(_river(["9s 9d", "7h 7s", "As Kd"], "Ah 9c 5d Jh 4s"))
    assert holds_best(_river(["Qc 2d", "Qh 3s", "Qs 2c"], "Ah Kc Td 7h 4s"))  # a tie counts as holding it


def test_the_tally_counts_each_decision_once_by_kind() -> None:
    spots = deal_spots(SpotKind(players=6, street=Street.RIVER, line="callers"), 20, seed=5)
    calls = run_spots(spots, lambda name, rng: CallingBot(name), "caller", seed=1)
    assert (calls.decisions, calls.calls, calls.raises, calls.folds) == (20, 20, 0, 0)
    shoves = run_spots(spots, lambda name, rng: ShoveBot(name), "shover", seed=1)
    assert shoves.raises == 20
    assert shoves.raises_best == sum(holds_best(s) for s in spots)
    assert 0 < shoves.raises_best < 20  # with random hands the shover is sometimes ahead, mostly not
