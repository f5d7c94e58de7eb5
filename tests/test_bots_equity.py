"""Facts about the bots' Monte Carlo equity: how many trials a decision's estimate takes."""

from __future__ import annotations

import random

from holdem.bots.equity import SETTLED, TRIALS, equity, uniform_range
from holdem.bots.showdowns import LOOK
from holdem.engine.cards import parse_cards


def _equity(hole: str, board: str, opponents: int, trials: int, error: float = 0.0) -> float:
    ranges = [uniform_range()] * opponents
    return equity(parse_cards(hole), parse_cards(board), ranges, trials, random.Random(1), error)


def test_an_overpair_far_ahead_stops_at_the_first_look() -> None:
    settled = _equity("Ah Ad", "Ac 7d 2h 9s", 1, TRIALS, SETTLED)
    assert settled == _equity("Ah Ad", "Ac 7d 2h 9s", 1, LOOK)
    assert settled != _equity("Ah Ad", "Ac 7d 2h 9s", 1, TRIALS)  # the full count would have drawn on


def test_a_hand_far_behind_several_opponents_stops_at_the_first_look() -> None:
    assert _equity("3c 2d", "Ah Kh Qh Js", 2, TRIALS, SETTLED) == _equity("3c 2d", "Ah Kh Qh Js", 2, LOOK)


def test_a_hand_near_a_coin_flip_draws_until_its_standard_error_is_within_the_bound() -> None:
    # sqrt(0.25 / 400) = 0.025: a coin flip settles after 400 trials, not before
    settled = _equity("Qs Jd", "Th 9c 2s 3d", 1, TRIALS, SETTLED)
    assert settled == _equity("Qs Jd", "Th 9c 2s 3d", 1, 400)
    assert settled != _equity("Qs Jd", "Th 9c 2s 3d", 1, 320)


def test_without_a_bound_every_trial_is_drawn() -> None:
    assert _equity("Ah Ad", "Ac 7d 2h", 2, TRIALS) != _equity("Ah Ad", "Ac 7d 2h", 2, LOOK)
    assert _equity("Ah Ad", "Ac 7d 2h", 2, TRIALS, SETTLED) == _equity("Ah Ad", "Ac 7d 2h", 2, LOOK)
