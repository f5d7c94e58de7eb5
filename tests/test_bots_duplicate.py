"""Duplicate deals give bots common random numbers: each stream restarts per deal from seed, deal and name."""

from __future__ import annotations

import random

from holdem.bots.baselines import check_or_call, legal_of
from holdem.bots.simulator import simulate
from holdem.engine.actions import Action
from holdem.engine.view import PlayerView


class Drawer:
    """Checks or calls, and notes the first number its own stream gives in each hand."""

    def __init__(self, name: str, rng: random.Random) -> None:
        self.name = name
        self.rng = rng
        self.first: dict[int, float] = {}

    def decide(self, view: PlayerView) -> Action:
        draw = self.rng.random()
        self.first.setdefault(view.hand_number, draw)
        return check_or_call(legal_of(view))


def _first_draws(names: list[str], seed: int, duplicate: bool = True) -> list[dict[int, float]]:
    bots = [Drawer(name, random.Random(f"{name}:{seed}")) for name in names]
    simulate(names, lambda s: bots, deals=4, seed=seed, duplicate=duplicate)
    return [bot.first for bot in bots]


def test_the_rotations_of_a_deal_draw_the_same_numbers_and_the_deals_differ() -> None:
    ann, _, _ = _first_draws(["Ann", "Bob", "Cy"], seed=5)
    per_deal = [[ann[hand] for hand in range(1 + 3 * deal, 4 + 3 * deal)] for deal in range(4)]
    assert all(len(set(draws)) == 1 for draws in per_deal)  # hands 1-3 are deal 0's three rotations
    assert len({draws[0] for draws in per_deal}) == 4


def test_the_numbers_follow_the_name_not_the_seat_nor_the_other_bots() -> None:
    ann_with_bob = _first_draws(["Ann", "Bob"], seed=5)[0]
    ann_with_dee = _first_draws(["Ann", "Dee"], seed=5)[0]
    assert ann_with_bob == ann_with_dee
    bob = _first_draws(["Ann", "Bob"], seed=5)[1]
    assert bob[1] != ann_with_bob[1]


def test_plain_runs_keep_one_stream_per_bot() -> None:
    ann = _first_draws(["Ann", "Bob"], seed=5, duplicate=False)[0]
    assert len(set(ann.values())) == len(ann) == 4
