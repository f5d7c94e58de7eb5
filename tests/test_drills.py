"""Drills: spot families, spots reached by real play, and graded as the review grades them."""

from __future__ import annotations

import pytest

from holdem.coach import Budget
from holdem.coach.drill_families import BY_KEY, FAMILIES, Moment, families_at
from holdem.coach.drill_spots import Narrowing, answer_event_list, find_spot, grade_choice, prepare_spot
from holdem.coach.review import grade_at, grade_hand
from holdem.coach.values import Interrupted, interruptible
from holdem.engine.actions import Action
from holdem.engine.events import Street
from holdem.engine.hand import Hand, stacked_deck

TINY = Budget(playouts=6, range_samples=12, policy_trials=8, equity_trials=50, runouts=2,
              showdown_boards=200, playouts_cap=12, verdict_cap=12, fresh_playouts=6)
QUICK = ("open", "bb_defend", "vs_open_ip", "vs_3bet", "bvb", "cbet_oop", "vs_cbet", "barrel", "river_value")


def _hand(actions: str, *, button: int = 0) -> Hand:
    hand = Hand(stacks=[1000] * 6, button=button, deck=stacked_deck(
        num_seats=6, button=button, hole_cards=["AhAd", "7c2d", "KsKh", "QcQd", "JcJd", "9c9d"],
        board="As5d3c 9h 2s"))
    hand.play(actions)
    return hand


def _keys(hand: Hand) -> list[str]:
    return [f.key for f in families_at(hand.events, hand.to_act)]


def test_there_are_at_least_ten_families_with_distinct_keys() -> None:
    assert len(FAMILIES) >= 10
    assert len(BY_KEY) == len(FAMILIES)


def test_first_in_from_the_cutoff_is_an_open_and_folded_to_the_small_blind_is_blind_against_blind() -> None:
    assert _keys(_hand("fold fold")) == ["open"]  # UTG and HJ fold: the cutoff is first in
    assert _keys(_hand("fold fold fold fold")) == ["bvb"]  # folded to the small blind


def test_an_open_faced_on_the_button_is_in_position_and_a_reraise_is_a_3bet_faced() -> None:
    hand = _hand("raise_to 25 fold fold")  # UTG opens; the button to act
    assert _keys(hand) == ["vs_open_ip"]
    hand.play("raise_to 80 fold fold")  # the button 3-bets, the blinds fold: UTG faces it
    assert _keys(hand) == ["vs_3bet"]


def test_the_preflop_raiser_checked_to_on_the_flop_has_a_cbet_chance_and_the_caller_faces_the_cbet() -> None:
    hand = _hand("fold fold fold raise_to 25 fold call")  # the button opens, the big blind calls
    assert hand.street is Street.FLOP and _keys(hand) == []  # the big blind acts first: no c-bet of his
    hand.play("check")
    assert _keys(hand) == ["cbet_ip"]
    hand.play("raise_to 30")
    assert _keys(hand) == ["vs_cbet"]
    assert _keys(_hand("fold fold fold fold raise_to 25 call")) == ["cbet_oop"]  # the small blind opened


def test_an_all_in_faced_is_its_own_family_before_and_after_the_flop() -> None:
    hand = _hand("raise_to 1000")
    assert "allin_pre" in _keys(hand) and "vs_open_ip" not in _keys(hand)
    assert _keys(_hand("fold fold fold raise_to 25 fold call raise_to 975")) == ["allin_post"]


LIMPED_TO_THE_RIVER = "fold fold fold call call check " + "check " * 6


def test_the_river_checked_to_with_top_pair_or_better_is_a_value_spot_and_a_river_bet_a_bluff_catch() -> None:
    hand = _hand(LIMPED_TO_THE_RIVER)  # board As 5d 3c 9h 2s
    assert hand.street is Street.RIVER
    assert _keys(hand) == []  # the small blind's 7c2d: a pair of deuces, no value
    hand.play("check")
    assert _keys(hand) == []  # the big blind's kings: under the ace, not top pair
    hand.play("check")
    assert _keys(hand) == ["river_value"]  # the button's set of aces
    assert _keys(_hand(LIMPED_TO_THE_RIVER + "raise_to 10")) == ["river_call"]


@pytest.mark.parametrize("key", QUICK)
def test_a_spot_reached_by_play_is_the_players_turn_in_a_decision_of_its_family(key: str) -> None:
    spot = find_spot(BY_KEY[key], seed=1, number=0, max_hands=120)
    assert spot is not None
    assert spot.state.to_act == spot.seat == 0
    assert BY_KEY[key](Moment.of(spot.events, spot.seat))
    assert spot.state.hole[spot.seat] is not None  # the player's own cards, dealt in the hand


def test_a_spot_is_a_pure_function_of_the_drill_seed_and_its_number() -> None:
    first = find_spot(BY_KEY["bb_defend"], seed=3, number=1)
    again = find_spot(BY_KEY["bb_defend"], seed=3, number=1)
    other = find_spot(BY_KEY["bb_defend"], seed=3, number=2)
    assert first is not None and again is not None and other is not None
    assert first.events == again.events and first.seed == again.seed
    assert first.events != other.events


def test_narrowing_pins_the_position_and_the_stack_depth() -> None:
    spot = find_spot(BY_KEY["open"], seed=4, number=0, narrowing=Narrowing(position="CO", depth_bb=40))
    assert spot is not None and spot.position == "CO" and spot.depth_bb == 40


def test_a_pinned_position_is_dealt_every_hand_so_an_open_from_utg_is_the_first_hand() -> None:
    utg = Narrowing(position="UTG")
    spots = [find_spot(BY_KEY["open"], seed=7, number=n, narrowing=utg) for n in range(3)]
    assert [(s.position, s.hands) for s in spots if s is not None] == [("UTG", 1)] * 3


def test_close_decisions_only_leaves_out_the_folds_every_style_makes() -> None:
    spots = [find_spot(BY_KEY["open"], seed=2, number=n, narrowing=Narrowing(position="UTG", close_only=True))
             for n in range(3)]
    assert all(s is not None and not s.trivial for s in spots)


def test_the_choices_are_the_raise_builders_presets_and_fold_only_when_there_is_a_bet() -> None:
    spot = find_spot(BY_KEY["cbet_oop"], seed=5, number=0)
    assert spot is not None
    choices = spot.choices()
    assert Action.fold() not in choices and choices[0] == Action.check()
    facing = find_spot(BY_KEY["vs_cbet"], seed=5, number=0)
    assert facing is not None and facing.choices()[:2] == [Action.fold(), Action.call()]


@pytest.mark.parametrize("key", ["river_call", "allin_post"])  # mistakes and an exploit, at both tables
def test_the_same_verdict_twice_a_drill_answer_is_graded_as_the_review_grades_that_decision(key: str) -> None:
    spot = find_spot(BY_KEY[key], seed=6, number=0)
    assert spot is not None
    prepared = prepare_spot(spot, TINY)  # what the drill works out while the player looks
    with pytest.raises(Interrupted), interruptible(lambda: True):  # another key pressed: this one gives way
        prepared.grade(spot.choices()[1])
    for action in reversed(spot.choices()):  # in any order: each grade is the one the choice gets alone
        drilled = prepared.grade(action)
        reviewed = grade_at(answer_event_list(spot, action), spot.seat, len(spot.events), spot.opponents,
                            seed=spot.seed, budget=TINY)
        assert drilled == reviewed and drilled.verdict == reviewed.verdict
        assert drilled.choices[drilled.taken].action == action


def test_a_drill_interrupted_while_the_sound_table_answers_a_jam_grades_it_again_as_the_review_does() -> None:
    """Interrupted between the two answers to a bet beyond the pot (the floor, the style alone), the drill
    kept the floor's answer: the river jam of 845 was worth 74.2 bb at the sound table, against 33.6 bb as
    the review values it."""
    spot = find_spot(BY_KEY["river_value"], seed=2, number=0)
    assert spot is not None
    prepared = prepare_spot(spot, TINY)
    side = prepared.sound_side()
    with pytest.raises(Interrupted), interruptible(lambda: True):
        side.lesser(side.choices)
    for action in spot.choices():
        reviewed = grade_at(answer_event_list(spot, action), spot.seat, len(spot.events), spot.opponents,
                            seed=spot.seed, budget=TINY)
        assert prepared.grade(action) == reviewed
    assert side.plain  # the style alone answers some jam for less than the floor


def test_a_drilled_decision_gets_the_class_and_values_the_whole_hands_grade_gives_within_the_noise() -> None:
    spot = find_spot(BY_KEY["open"], seed=6, number=0, narrowing=Narrowing(position="UTG"))
    assert spot is not None
    action = Action.fold()
    drilled = grade_choice(spot, action, TINY)
    events = answer_event_list(spot, action)
    reviewed = grade_hand(events, spot.seat, 1, spot.opponents, seed=spot.seed, budget=TINY).decisions[-1]
    assert reviewed.step == drilled.step
    assert reviewed.verdict.kind == drilled.verdict.kind
    for mine, theirs in zip(drilled.choices, reviewed.choices, strict=True):
        assert mine.action == theirs.action
        noise = (mine.stderr_bb ** 2 + theirs.stderr_bb ** 2) ** 0.5
        assert abs(mine.ev_bb - theirs.ev_bb) <= 3 * noise + 0.5
