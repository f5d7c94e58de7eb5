"""Properties of hands in each betting structure: chips are conserved, every bet and raise is legal for
its structure, and a fixed-limit round never holds more than four bets and raises.

The hands are drawn (structure, seats, blinds, stacks, deck) and played from a drawn script that picks
among the legal actions, raises at their smallest, largest or in between; the events are then read
back independently of the engine's betting code.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.engine import Action, Deck, Game, Hand, Move, Street
from holdem.engine.events import BlindPosted, PlayerActed, StreetDealt
from holdem.engine.structure import LIMIT_CAP, bet_unit

BLINDS = [(5, 10), (1, 2), (10, 10), (3, 7), (25, 50)]


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    game = draw(st.sampled_from(list(Game)))
    seats = draw(st.integers(2, 10))
    small, big = draw(st.sampled_from(BLINDS))
    stacks = draw(st.lists(st.integers(1, 120 * big), min_size=seats, max_size=seats))
    button = draw(st.integers(0, seats - 1))
    deck = Deck.shuffled(random.Random(draw(st.integers(0, 2**32 - 1))))
    return Hand(stacks=stacks, button=button, deck=deck, small_blind=small, big_blind=big, game=game)


def play(hand: Hand, script: list[int]) -> None:
    """Play ``script`` (then check or call down): each number picks a legal action and a size."""
    codes = iter(script)
    while not hand.is_over:
        code = next(codes, 1)
        legal = hand.legal_actions()
        assert hand.state.legal_actions() == legal  # the reducer agrees with the engine in every structure
        kind = code % 4
        low, high = legal.min_raise_to, legal.max_raise_to
        if kind == 0 and legal.can_call:
            action = Action.fold()
        elif kind >= 2 and low is not None and high is not None:
            assert low <= high
            sizes = (low, high, low + (code // 12) % (high - low + 1))
            action = Action.raise_to(low if kind == 2 else sizes[(code // 4) % 3])
        else:
            action = Action.call() if legal.can_call else Action.check()
        total = sum(hand.stacks) + sum(hand.contributed)
        hand.act(action)
        assert sum(hand.stacks) + sum(hand.contributed) == total or hand.is_over


def check_raises(hand: Hand) -> None:
    """Every bet and raise in the events is one the structure allows, and limit rounds stay capped."""
    pot = 0
    committed: Counter[int] = Counter()
    raises: Counter[Street] = Counter()
    for event in hand.events:
        if isinstance(event, BlindPosted):
            pot += event.amount
            committed[event.seat] += event.amount
        elif isinstance(event, StreetDealt):
            committed.clear()
        elif isinstance(event, PlayerActed):
            before = committed[event.seat]
            if event.move in (Move.BET, Move.RAISE):
                raises[event.street] += 1
                unit = bet_unit(hand.game, event.street, hand.big_blind)
                size = event.total - event.previous_bet
                if hand.game is Game.FIXED_LIMIT:
                    assert size == unit or (event.all_in and 0 < size < unit), event
                    assert raises[event.street] <= LIMIT_CAP, event
                else:
                    assert size >= unit or event.all_in or not event.full, event
                if hand.game is Game.POT_LIMIT:
                    call = event.previous_bet - before
                    assert event.total <= event.previous_bet + call + pot, event  # the pot after calling
            pot += event.amount
            committed[event.seat] += event.amount


@settings(max_examples=300, deadline=None)
@given(hand=hands(), script=st.lists(st.integers(0, 2**16), max_size=80))
def test_every_raise_is_legal_for_its_structure_and_chips_conserved(hand: Hand, script: list[int]) -> None:
    total = sum(hand.starting_stacks)
    play(hand, script)
    assert sum(hand.stacks) == total
    check_raises(hand)


@settings(max_examples=100, deadline=None)
@given(hand=hands(), script=st.lists(st.sampled_from([2, 2, 2, 3, 1]), max_size=60))
def test_raise_heavy_hands_stay_within_the_cap(hand: Hand, script: list[int]) -> None:
    total = sum(hand.starting_stacks)
    play(hand, script)
    assert sum(hand.stacks) == total
    check_raises(hand)


@settings(max_examples=100, deadline=None)
@given(hand=hands(), data=st.data())
def test_nothing_above_the_largest_raise_is_legal(hand: Hand, data: st.DataObject) -> None:
    while not hand.is_over:
        legal = hand.legal_actions()
        if legal.max_raise_to is not None:
            assert Action.raise_to(legal.max_raise_to + 1) not in legal
            if hand.game is Game.FIXED_LIMIT:
                assert legal.min_raise_to == legal.max_raise_to  # one size: the unit, or all in for less
        choice = data.draw(st.sampled_from(legal.actions()))
        hand.act(choice)
