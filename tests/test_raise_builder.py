"""The raise builder is honest: every stack shows a total R could send, or says it is below the minimum.

The corpus (tests/bet_spots.py) is 2,000 seeded spots of six-seat hands where the player is to act:
facing nothing, a bet, a raise, an all-in; in the blinds; short stacked. Every stack is checked with
the function the action bar draws from (``bar_text.total_text``) against the engine's own rules.
"""

from __future__ import annotations

import random

import pytest
from bet_spots import corpus

from holdem.app import strings
from holdem.app.bar_text import stack_text, total_text
from holdem.app.bet_slip import BetSlip, exact_refusal
from holdem.app.pre_action import choose, holds, resolve
from holdem.app.raise_builder import (
    BET_MULTIPLES,
    CHIP_VALUES,
    POT_SHARES,
    distinct_presets,
    odd_remainder,
    preset_total,
    raise_face,
    size_preset,
)
from holdem.engine import Game, Hand, LegalActions, stacked_deck
from holdem.engine.actions import Action
from holdem.i18n.catalog import _

CORPUS = corpus(2000)
FACING_A_RAISE_TO_25 = LegalActions(seat=0, call_amount=25, current_bet=25, committed=0, stack=1000,
                                    min_raise_to=40, max_raise_to=1000, raise_closed_reason=None)


def test_the_corpus_holds_every_kind_of_spot():
    kinds = [kind for spot in CORPUS for kind in spot.kinds()]
    for kind in ("facing nothing", "facing a bet", "facing a raise", "facing an all-in", "as blind",
                 "short stacked", "raising closed"):
        assert kinds.count(kind) >= 50, kind
    assert len(CORPUS) == 2000


def assert_honest(hand: Hand, legal: LegalActions, slip: BetSlip) -> None:
    """The number the bar shows is a legal total R sends, or is marked below the right minimum."""
    face = raise_face(slip.chips, legal)
    shown = total_text(slip.chips, legal, "Raise to").plain
    reply = slip.raise_(legal)
    if face is None:
        assert not legal.can_raise and shown == _(strings.RAISE_CLOSED_SHORT)
        assert reply.send is None and reply.say
        return
    engine_allows = hand.why_illegal(Action.raise_to(face.total)) is None
    assert face.legal == engine_allows, (slip.chips, legal)
    assert shown.startswith(f"Raise to {face.total}")
    if face.legal:
        assert reply.send == Action.raise_to(face.total) and "min" not in shown
    else:
        assert reply.send is None and face.minimum == legal.min_raise_to
        assert shown.endswith(f"below min {legal.min_raise_to}")
        assert str(legal.min_raise_to) in reply.say


def presets_here(hand: Hand) -> list[str]:
    preflop = int(hand.street) == 0
    sizes = [size_preset(slot, preflop) for slot in range(3)]
    return ["min", "half", "pot", "all_in", *(p for p in sizes if p is not None)]


def assert_preset_is_one_real_step(hand: Hand, legal: LegalActions, slip: BetSlip, preset: str) -> None:
    before = list(slip.chips)
    slip.preset(legal, preset, pot_total=hand.pot_total)
    face = raise_face(slip.chips, legal)
    assert face is not None and face.legal
    assert face.total == preset_total(preset, legal, pot_total=hand.pot_total)
    if face.total not in (legal.min_raise_to, legal.max_raise_to):
        assert odd_remainder(slip.chips) == 0, (preset, slip.chips)  # real chips only
    if preset in POT_SHARES or preset in BET_MULTIPLES:
        clamped = face.total in (legal.min_raise_to, legal.max_raise_to)
        assert (face.total - legal.committed) % 5 == 0 or clamped
    assert_honest(hand, legal, slip)
    slip.take_back(legal)
    assert slip.chips == before, preset  # Backspace right after a preset restores the stack before it


@pytest.mark.parametrize("part", range(4))
def test_every_stack_built_in_every_spot_is_legal_or_marked_with_the_minimum(part):
    rng = random.Random(part)
    for spot in CORPUS[part::4]:
        hand = spot.hand()
        legal = hand.legal_actions()
        assert legal.seat == 0  # the player's decision
        slip = BetSlip()
        assert_honest(hand, legal, slip)  # the empty stack: the minimum
        while len(slip.chips) < 40 and slip.chip(legal, rng.choice(CHIP_VALUES)).redraw:
            assert_honest(hand, legal, slip)
        if not legal.can_raise:
            continue
        while len(slip.chips) > rng.randint(0, 3):
            slip.take_back(legal)
            assert_honest(hand, legal, slip)
        for preset in presets_here(hand):
            assert_preset_is_one_real_step(hand, legal, slip, preset)


def test_chips_count_from_what_is_already_in_and_a_call_is_never_sent_as_a_raise():
    slip = BetSlip()
    slip.chip(FACING_A_RAISE_TO_25, 25)  # the lead's report: chip 3 then R sent a call of 25
    assert total_text(slip.chips, FACING_A_RAISE_TO_25, "Raise to").plain == "Raise to 25 below min 40"
    reply = slip.raise_(FACING_A_RAISE_TO_25)
    assert reply.send is None and "The minimum raise is to 40" in reply.say
    slip.chip(FACING_A_RAISE_TO_25, 25)
    assert slip.raise_(FACING_A_RAISE_TO_25).send == Action.raise_to(50)


def test_half_pot_and_pot_round_down_to_real_chips():
    facing_bb = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
                             min_raise_to=20, max_raise_to=1000, raise_closed_reason=None)
    assert preset_total("half", facing_bb, pot_total=15) == 20  # 10 + 25 // 2 = 22: down to 20
    flop_bet = LegalActions(seat=0, call_amount=35, current_bet=35, committed=0, stack=1000,
                            min_raise_to=70, max_raise_to=1000, raise_closed_reason=None)
    assert preset_total("pot", flop_bet, pot_total=95) == 165  # 35 + 130
    assert preset_total("third", flop_bet, pot_total=95) == 75  # 35 + 43 = 78: down to 75
    assert preset_total("three_quarters", flop_bet, pot_total=95) == 130  # 35 + 97 = 132: 130


def test_presets_that_land_on_one_total_are_offered_once_by_the_key_that_names_it():
    facing_bb = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
                             min_raise_to=20, max_raise_to=35, raise_closed_reason=None)  # pot-limit: 35
    every = ("x2.5", "x3", "x4", "min", "half", "pot", "all_in")
    # 4x (40) is clamped to the pot's 35, half pot (22) down to the minimum's 20: P and M say them
    assert distinct_presets(every, facing_bb, Game.POT_LIMIT, pot_total=15) == {"x2.5", "x3", "min", "pot"}
    short = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=30,
                         min_raise_to=20, max_raise_to=30, raise_closed_reason=None)
    assert distinct_presets(every, short, Game.POT_LIMIT, pot_total=15) == {"x2.5", "min", "all_in"}
    assert distinct_presets(every, short, Game.FIXED_LIMIT, pot_total=15) == set()


def test_preflop_sizes_are_multiples_of_the_bet_to_beat():
    facing_bb = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=1000,
                             min_raise_to=20, max_raise_to=1000, raise_closed_reason=None)
    assert [preset_total(p, facing_bb, pot_total=15) for p in ("x2.5", "x3", "x4")] == [25, 30, 40]
    sizes = [preset_total(p, FACING_A_RAISE_TO_25, pot_total=40) for p in ("x2.5", "x3", "x4")]
    assert sizes == [60, 75, 100]  # 62.5 rounds down to 60
    assert size_preset(2, preflop=False) is None and size_preset(0, preflop=False) == "third"


def test_an_exact_minimum_or_all_in_shows_its_odd_remainder_as_a_number():
    short = LegalActions(seat=0, call_amount=10, current_bet=10, committed=0, stack=137,
                         min_raise_to=20, max_raise_to=137, raise_closed_reason=None)
    slip = BetSlip()
    slip.preset(short, "all_in", pot_total=15)
    assert slip.chips == [100, 25, 10, 2]
    assert stack_text(slip.chips).plain == "stack 100+25+10+2"
    assert total_text(slip.chips, short, "Raise to").plain == "Raise to 137 all in"


def test_a_typed_amount_is_refused_with_the_reason_and_changes_nothing():
    slip = BetSlip()
    slip.chip(FACING_A_RAISE_TO_25, 50)
    assert exact_refusal(35, FACING_A_RAISE_TO_25) == "The minimum raise is to 40. Add chips or press M."
    assert "all in is 1000" in slip.exact(FACING_A_RAISE_TO_25, 1200).say
    assert slip.chips == [50]
    assert slip.exact(FACING_A_RAISE_TO_25, 135).redraw and slip.chips == [100, 25, 10]
    slip.take_back(FACING_A_RAISE_TO_25)
    assert slip.chips == [50]


def test_pre_actions_follow_the_bet_the_way_online_clients_do():
    hand = Hand(stacks=[1000] * 3, button=0, deck=stacked_deck(num_seats=3, button=0, hole_cards=[]))
    view = hand.view(2)  # the big blind waits while the button acts
    check, check_fold, call_any = (choose(None, k, view) for k in ("check_call", "check_fold", "call_any"))
    assert choose(check, "check_call", view) is None  # pressing it again takes it back
    hand.play("raise_to 40 call")  # the bet changes
    view = hand.view(2)
    assert not holds(check, view)  # "Check" was for no bet: gone
    assert holds(check_fold, view) and holds(call_any, view)  # made for a bet: they stand
    legal = hand.legal_actions()
    assert resolve(check_fold, legal) == Action.fold() and resolve(call_any, legal) == Action.call()
    hand.play("call")
    assert not holds(call_any, hand.view(2))  # a new street forgets every choice
