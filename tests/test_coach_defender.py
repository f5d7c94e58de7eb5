"""The sound table's floor of defence: against the player's bet beyond the pot a sound opponent continues
with at least the minimum-defence share of the range the coach reads for him, however often the style would
fold."""

from __future__ import annotations

import random

from holdem.bots.policy import Policy
from holdem.coach.defender import Defender, acted, beyond_pot, place
from holdem.coach.ranges import Range
from holdem.coach.table import Line
from holdem.engine.actions import Action, ActionType
from holdem.engine.cards import Card
from holdem.engine.dealing import stacked_deck
from holdem.engine.hand import Hand
from holdem.engine.view import PlayerView


def _combo(text: str) -> tuple[int, int]:
    return int(Card.parse(text[:2])), int(Card.parse(text[2:]))


class _Folder:
    """A style that folds to every bet (checks when it may)."""

    name = "Bob"

    def policy(
        self, view: PlayerView, *, rng: random.Random | None = None, trials: int | None = None
    ) -> Policy:
        legal = view.legal
        assert legal is not None
        if legal.call_amount == 0:
            return Policy(((Action.check(), 1.0),))
        return Policy(((Action.fold(), 1.0), (Action.call(), 0.0)))


RANGE = Range(tuple(map(_combo, ("AhAd", "QcQd", "JcJh"))), (1.0, 1.0, 1.0))
"""Bob's range as the coach reads it: aces, queens and jacks on a king-high board (aces on top)."""


def _river(bob: str, bet: str) -> tuple[Hand, dict[int, int]]:
    """Heads-up, the player (seat 0, button) limps, everything is checked to the river, where Bob (seat 1)
    checks and the player bets ``bet``; and the actions each had taken when the player decided."""
    hand = Hand(stacks=[1000, 1000], button=0, deck=stacked_deck(
        num_seats=2, button=0, hole_cards=["2c3d", bob], board="Ks7d4c 9h 2s"))
    hand.play("call check check check check check check")
    before = {seat: acted(hand.events, seat) for seat in (0, 1)}
    hand.play(bet)
    return hand, before


def test_a_holding_is_placed_in_the_range_by_its_strength_on_the_board() -> None:
    board = tuple(int(Card.parse(c)) for c in ("Ks", "7d", "4c", "9h", "2s"))
    assert place(RANGE, _combo("AhAd"), board) == 5 / 6
    assert place(RANGE, _combo("JcJh"), board) == 1 / 6


def test_against_a_bet_beyond_the_pot_the_top_of_his_range_calls_what_the_style_folds() -> None:
    """A bet of 30 into 20 (1.5 pots) pays with any two cards when more than 60% folds: the top 40% of the
    range continues. Aces (5/6 of the way up) call; jacks fold, as the style does."""
    hand, before = _river("AhAd", "raise_to 30")
    bob = Defender(_Folder(), 1, 0, {1: RANGE}, before)
    view = hand.view(1)
    assert round(bob.floor(view), 3) == 0.4
    policy = bob.policy(view)
    assert policy.probability(Action.call()) == 1.0 and policy.probability(Action.fold()) == 0.0
    hand, before = _river("JcJh", "raise_to 30")
    jacks = Defender(_Folder(), 1, 0, {1: RANGE}, before).policy(hand.view(1))
    assert jacks.probability(Action.fold()) == 1.0


def test_a_bet_within_the_pot_and_a_later_answer_are_the_styles_own() -> None:
    hand, before = _river("AhAd", "raise_to 20")  # a pot-size bet: answered by the price, as at the table
    bob = Defender(_Folder(), 1, 0, {1: RANGE}, before)
    assert bob.floor(hand.view(1)) == 0.0 and bob.policy(hand.view(1)).probability(Action.fold()) == 1.0
    hand, before = _river("AhAd", "raise_to 30")
    hand.play("raise_to 90 raise_to 250")  # he raised since: his range is no longer the one read
    again = Defender(_Folder(), 1, 0, {1: RANGE}, before)
    assert again.floor(hand.view(1)) == 0.0
    assert all(a.type is not ActionType.CALL or p == 0.0 for a, p in again.policy(hand.view(1)).choices)


def test_a_bet_beyond_the_pot_is_one_after_the_flop_whose_raise_is_more_than_the_pot_after_the_call() -> None:
    hand = Hand(stacks=[1000, 1000], button=0, deck=stacked_deck(
        num_seats=2, button=0, hole_cards=["2c3d", "AhAd"], board="Ks7d4c 9h 2s"))
    assert not beyond_pot(Line.of(hand.events).state, Action.raise_to(1000))  # before the flop: no floor
    hand.play("call check check check check check check")  # the river, 20 in the pot, the player to act
    river = Line.of(hand.events).state
    assert beyond_pot(river, Action.raise_to(30)) and beyond_pot(river, Action.raise_to(990))
    assert not beyond_pot(river, Action.raise_to(20)) and not beyond_pot(river, Action.check())


def test_a_bet_whose_total_is_plain_is_answered_by_the_style_alone() -> None:
    """The coach values a bet beyond the pot both ways (:mod:`holdem.coach.sound_side`): with ``plain``
    holding its total, Bob folds his aces to it as his style does, and still floors another size."""
    hand, before = _river("AhAd", "raise_to 30")
    bob = Defender(_Folder(), 1, 0, {1: RANGE}, before, frozenset({30}))
    assert bob.floor(hand.view(1)) == 0.0 and bob.policy(hand.view(1)).probability(Action.fold()) == 1.0
    hand, before = _river("AhAd", "raise_to 40")
    assert Defender(_Folder(), 1, 0, {1: RANGE}, before, frozenset({30})).floor(hand.view(1)) > 0.0
