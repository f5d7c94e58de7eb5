"""Facts about the opponents: what they can see, that they play by the rules, and that a seed fixes them."""

from __future__ import annotations

import gc
import random
import types

import pytest

from holdem.bots.base import Bot
from holdem.bots.lineup import KINDS, OPPONENT_NAMES, STYLE_OF, TABLE_LINEUP, build, opponents, seat_names
from holdem.bots.simulator import play_hand, simulate
from holdem.engine import Deck, Hand, Table, TableConfig
from holdem.engine.events import HoleCardsDealt, PlayerActed
from holdem.engine.rng import stream


def _reachable(*roots: object) -> list[object]:
    """Every object reachable from the roots, not following modules, classes or functions."""
    seen: set[int] = set()
    stack = list(roots)
    found = []
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        if isinstance(obj, types.ModuleType | type | types.FunctionType | types.BuiltinFunctionType):
            continue
        found.append(obj)
        stack.extend(gc.get_referents(obj))
    return found


def test_a_bot_cannot_reach_another_seats_cards_or_the_deck() -> None:
    bots = build(TABLE_LINEUP, seed=5)
    table = Table(config=TableConfig(), names=seat_names(TABLE_LINEUP), rng=stream(5, "deck"))
    for _ in range(30):  # let the bots build up their memories first
        hand = table.start_hand()
        play_hand(hand, bots)
        table.finish_hand(hand)
    hand = table.start_hand()
    while not hand.is_over:
        seat = hand.to_act
        assert seat is not None
        view = hand.view(seat)
        bot = bots[seat]
        hand.act(bot.decide(view))
        others = {id(hand.hole_cards(s)) for s in range(hand.num_seats) if s != seat}
        for obj in _reachable(bot, view):
            assert not isinstance(obj, Hand | Deck | Table), f"{bot.name} can reach a {type(obj).__name__}"
            assert id(obj) not in others, f"{bot.name} can reach another seat's hole cards"
        hidden = [e for e in view.events if isinstance(e, HoleCardsDealt) and e.seat != seat]
        assert hidden and all(e.cards is None for e in hidden)


@pytest.mark.parametrize("lineup", [
    TABLE_LINEUP,
    ("tag", "shove", "lag", "minraise", "maniac", "probe"),
    ("rock", "station", "random", "random", "overfolder", "overcaller"),
    ("maniac", "shove"),
    ("station", "minraise", "lag"),
])
def test_bots_only_return_legal_actions_with_any_stacks(lineup: tuple[str, ...]) -> None:
    rng = random.Random(hash(lineup) & 0xFFFF)
    bots = build(lineup, seed=11)
    names = seat_names(lineup)
    for number in range(1, 301):
        stacks = [rng.choice((1, 3, 7, 15, 60, 200, 1000, 1000, 2500)) for _ in lineup]
        hand = Hand(stacks=stacks, button=number % len(lineup), deck=Deck.shuffled(rng), names=names,
                    hand_number=number)
        play_hand(hand, bots)  # raises IllegalBotAction on any illegal action
        assert hand.is_over and sum(hand.stacks) == sum(stacks)


def _decisions(seed: int, hands: int = 25) -> list[tuple[int, str, int]]:
    names = seat_names(TABLE_LINEUP)
    result = simulate(names, lambda s: build(TABLE_LINEUP, s), deals=hands, seed=seed, carry=True)
    return [(int(result.money[n].total), n, result.stats[n].vpip_hands) for n in names]


def test_the_same_seed_gives_the_same_decisions_and_another_seed_does_not() -> None:
    bots_a, bots_b = build(TABLE_LINEUP, 3), build(TABLE_LINEUP, 3)
    deck_order = Deck.shuffled(random.Random(9)).remaining()
    events = []
    for bots in (bots_a, bots_b):
        hand = Hand(stacks=[1000] * 6, button=2, deck=Deck(deck_order), names=seat_names(TABLE_LINEUP))
        play_hand(hand, bots)
        events.append([e for e in hand.events if isinstance(e, PlayerActed)])
    assert events[0] == events[1]
    assert _decisions(21) == _decisions(21)
    assert _decisions(21) != _decisions(22)


def test_opponents_have_fixed_neutral_names_with_one_style_each() -> None:
    bots: list[Bot] = opponents(1)
    assert tuple(b.name for b in bots) == OPPONENT_NAMES
    assert len(set(STYLE_OF.values())) == 5
    styles = ("rock", "tight", "loose", "aggress", "station", "call", "maniac", "fish", "shark", "wild")
    assert not any(word in name.lower() for name in OPPONENT_NAMES for word in styles)
    assert [type(b).__name__ for b in bots] == ["StrategyBot"] * 5
    assert all(isinstance(KINDS[t].make("x", random.Random(0)), Bot) for t in KINDS)
