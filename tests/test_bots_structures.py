"""The opponents play each betting structure as its players do: in limit the cap is for value, in
pot-limit every size is the menu's within the pot, and each style keeps its shape in both."""

from __future__ import annotations

import random

import pytest

from holdem.bots.lineup import TABLE_LINEUP, build, seat_names
from holdem.bots.personalities import STYLES
from holdem.bots.simulator import simulate
from holdem.bots.strategy import StrategyBot
from holdem.engine import Hand, stacked_deck
from holdem.engine.actions import ActionType
from holdem.engine.game import Game

FLOP = "Qs 8h 3c 2d 7s"


def _limit_cap_shares(style: str, hole: str) -> dict[ActionType, float]:
    """Heads-up limit: the button limped, the big blind checked; on the flop the big blind bet, the
    button raised, the big blind re-raised (three bets): the button's shares holding ``hole``, where a
    raise would cap the betting."""
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"], game=Game.FIXED_LIMIT,
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board=FLOP))
    hand.play("call check raise_to 10 raise_to 20 raise_to 30")
    view = hand.view(0)
    assert view.legal is not None and view.legal.can_raise
    shares = dict.fromkeys(ActionType, 0.0)
    for action, p in StrategyBot("Me", STYLES[style], random.Random(1)).policy(view).choices:
        shares[action.type] += p
    return shares


@pytest.mark.parametrize("style", sorted(STYLES))
def test_no_style_caps_the_limit_betting_with_no_pair(style: str) -> None:
    assert _limit_cap_shares(style, "Kd 4h")[ActionType.RAISE_TO] == 0.0


def test_a_set_caps_the_limit_betting() -> None:
    assert _limit_cap_shares("tight-aggressive", "8c 8d")[ActionType.RAISE_TO] > 0.3


def _river_bet_share(game: Game, hole: str) -> float:
    """Heads-up: 'Me' on the button raised, bet the flop and the turn, each called (small bets in any
    structure), and the big blind checks the river: how often the tight-aggressive style bets ``hole``."""
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"], game=game,
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board=FLOP))
    hand.play("raise_to 20 call check raise_to 10 call check raise_to 20 call check")
    policy = StrategyBot("Me", STYLES["tight-aggressive"], random.Random(1)).policy(hand.view(0))
    return sum(p for action, p in policy.choices if action.type is ActionType.RAISE_TO)


def test_a_thin_value_bet_is_made_more_often_in_limit_where_the_small_price_is_called() -> None:
    assert _river_bet_share(Game.FIXED_LIMIT, "As 3d") > _river_bet_share(Game.NO_LIMIT, "As 3d") + 0.05


def _pot_limit_view(actions: str, hole: str = "8c 8d") -> tuple[Hand, int]:
    hand = Hand(stacks=[1000, 1000], button=0, names=["Me", "Them"], game=Game.POT_LIMIT,
                deck=stacked_deck(num_seats=2, button=0, hole_cards=[hole, "Ac Kc"], board=FLOP))
    hand.play(actions)
    assert hand.to_act is not None
    return hand, hand.to_act


@pytest.mark.parametrize("style", sorted(STYLES))
@pytest.mark.parametrize("actions", ["raise_to 30 call check", "raise_to 30 call raise_to 40"])
def test_pot_limit_bets_and_raises_are_the_menu_within_the_pot(style: str, actions: str) -> None:
    hand, seat = _pot_limit_view(actions)
    view = hand.view(seat)
    assert view.legal is not None and view.legal.max_raise_to is not None
    top = view.legal.max_raise_to
    bot = StrategyBot("Me", STYLES[style], random.Random(1))
    raises = [action.amount for action, p in bot.policy(view).choices if action.type is ActionType.RAISE_TO]
    assert all(view.legal.min_raise_to <= amount <= top for amount in raises)
    if style in ("tight-aggressive", "rock", "loose-aggressive"):  # the maniac's menu is the pot itself
        assert any(amount < top for amount in raises), "a size below the pot stays below it"


def test_a_pot_limit_raise_that_leaves_little_behind_goes_to_the_pot() -> None:
    hand = Hand(stacks=[100, 100], button=0, names=["Me", "Them"], game=Game.POT_LIMIT,
                deck=stacked_deck(num_seats=2, button=0, hole_cards=["8c 8d", "Ac Kc"], board=FLOP))
    hand.play("raise_to 30 call check")
    view = hand.view(0)
    assert view.legal is not None
    raises = {a.amount for a, p in StrategyBot("Me", STYLES["maniac"], random.Random(1)).policy(view).choices
              if a.type is ActionType.RAISE_TO}
    assert raises == {view.legal.max_raise_to}


BANDS = {
    "Rock": {"vpip": (0.03, 0.3)}, "TAG": {"vpip": (0.1, 0.4)}, "Station": {"pfr": (0.0, 0.08)},
    "Maniac": {"vpip": (0.35, 0.85), "pfr": (0.25, 0.75)},
}
"""Wide sanity bands on a short run: each style keeps its shape in every structure."""


@pytest.mark.parametrize("game", [Game.FIXED_LIMIT, Game.POT_LIMIT])
def test_each_style_keeps_its_shape_in_every_structure(game: Game) -> None:
    names = seat_names(TABLE_LINEUP)
    result = simulate(names, lambda seed: build(TABLE_LINEUP, seed), deals=120, seed=3, game=game)
    stats = {name: result.stats[name] for name in names}
    for name, bands in BANDS.items():
        for figure, (low, high) in bands.items():
            value = getattr(stats[name], figure)
            assert value is not None and low <= value <= high, (game, name, figure, value)
    assert (stats["Rock"].vpip or 0) < (stats["TAG"].vpip or 0) < (stats["Maniac"].vpip or 0)
    assert (stats["Station"].af or 0) < (stats["Maniac"].af or 0)
