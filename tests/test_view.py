"""A seat's view is a frozen copy holding nothing that seat may not see.

Everything reachable from ``hand.view(seat)`` is walked with
``gc.get_referents``: no deck, no hand, no betting round, no mutable
container, and no card this seat cannot see (other seats' unshown hole
cards, burns and the cards still in the deck). Cards are interned ``int``
subclasses, so they are recognised by type and compared by value.
"""

from __future__ import annotations

import dataclasses
import gc
import random
import types
from collections.abc import Iterator
from enum import Enum

import pytest

from holdem.engine import Action, Card, Deck, Hand, LegalActions, PlayerView, stacked_deck
from holdem.engine.betting import Round
from holdem.engine.events import CardsShown, HoleCardsDealt

SKIPPED = (
    type,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.CodeType,
)
MUTABLE = (list, dict, set, bytearray)


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root``, skipping types, modules and functions."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, SKIPPED):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, Enum):
            continue  # a constant: its __dict__ belongs to its class, not to the view
        stack.extend(gc.get_referents(obj))


def visible_cards(view: PlayerView) -> set[int]:
    cards = set(view.board)
    if view.hole_cards is not None:
        cards |= set(view.hole_cards)
    for shown in view.shown:
        if shown is not None:
            cards |= set(shown)
    return cards


def assert_sealed(view: PlayerView, hand: Hand) -> None:
    """The view holds no engine object, nothing mutable and no card hidden from its seat."""
    hidden = set(range(52)) - visible_cards(view)
    for seat in range(hand.num_seats):
        if seat != view.seat and view.shown[seat] is None:
            assert set(hand.hole_cards(seat)) <= hidden
    for obj in reachable(view):
        assert not isinstance(obj, Deck | Hand | Round), f"the view of seat {view.seat} holds a {type(obj)}"
        assert not isinstance(obj, MUTABLE), (
            f"the view of seat {view.seat} holds a mutable {type(obj)}: {obj!r}"
        )
        if type(obj) is Card:
            assert int(obj) not in hidden, f"seat {view.seat} can see the hidden card {obj}"


def random_hand(seed: int) -> Hand:
    rng = random.Random(seed)
    n = rng.randint(2, 10)
    stacks = [rng.choice([rng.randint(1, 40), rng.randint(100, 2000)]) for _ in range(n)]
    return Hand(stacks=stacks, button=rng.randrange(n), deck=Deck.shuffled(rng))


def random_action(rng: random.Random, legal: LegalActions) -> Action:
    roll = rng.random()
    if roll < 0.15:
        return Action.fold()
    if roll < 0.85 or legal.min_raise_to is None or legal.max_raise_to is None:
        return Action.call() if legal.call_amount else Action.check()
    return Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))


@pytest.mark.parametrize("seed", range(40))
def test_every_view_at_every_step_is_sealed(seed: int) -> None:
    hand = random_hand(seed)
    rng = random.Random(seed)
    while True:
        for seat in [*range(hand.num_seats), None]:
            view = hand.view(seat)
            assert_sealed(view, hand)
        if hand.is_over:
            break
        hand.act(random_action(rng, hand.legal_actions()))


def deal(stacks: list[int], holes: list[str], board: str, button: int = 0) -> Hand:
    deck = stacked_deck(num_seats=len(stacks), button=button, hole_cards=holes, board=board)
    return Hand(stacks=stacks, button=button, deck=deck)


HOLES = ["Ah Ad", "Kh Kd", "Qh Qd", "Jh Jd"]
BOARD = "2s 8d 9s 4h 3c"


def test_view_is_frozen() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    view = hand.view(0)
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.stacks = (0, 0, 0, 0)  # type: ignore[misc]
    assert isinstance(view.events, tuple) and isinstance(view.stacks, tuple)


def test_view_is_a_copy_that_does_not_follow_the_hand() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    view = hand.view(3)
    before = dataclasses.astuple(view)
    hand.play("raise_to 40 call call call")
    assert dataclasses.astuple(view) == before
    assert view.to_act == 3 and view.street == 0 and len(view.board) == 0
    assert hand.view(3).board == hand.board and len(hand.board) == 3


def test_view_shows_own_cards_and_blanks_others_hole_cards_dealt() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    for seat in range(4):
        view = hand.view(seat)
        assert view.hole_cards == hand.hole_cards(seat)
        dealt = [e for e in view.events if isinstance(e, HoleCardsDealt)]
        assert [e.seat for e in dealt] == [0, 1, 2, 3]
        for event in dealt:
            assert event.cards == (hand.hole_cards(seat) if event.seat == seat else None)
    spectator = hand.view(None)
    assert spectator.hole_cards is None
    assert all(e.cards is None for e in spectator.events if isinstance(e, HoleCardsDealt))
    assert_sealed(spectator, hand)


def test_view_events_match_the_hand_apart_from_hidden_cards() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    hand.play("raise_to 30 call fold call")
    view = hand.view(1)
    assert len(view.events) == len(hand.events)
    for mine, real in zip(view.events, hand.events, strict=True):
        if isinstance(real, HoleCardsDealt) and real.seat != 1:
            assert mine == HoleCardsDealt(real.seat, None)
        else:
            assert mine == real


def test_legal_actions_only_in_the_view_of_the_seat_to_act() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    assert hand.to_act == 3
    for seat in range(4):
        view = hand.view(seat)
        assert view.my_turn == (seat == 3)
        assert (view.legal is not None) == (seat == 3)
    assert hand.view(3).legal == hand.legal_actions()


def test_shown_cards_appear_after_a_showdown() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    hand.play("call call call check")
    for seat in range(4):
        assert hand.view(seat).shown == (None, None, None, None)
    hand.play("check check check check  check check check check  check check check check")
    assert hand.is_over
    for seat in [0, 1, 2, 3, None]:
        view = hand.view(seat)
        assert view.shown == tuple(hand.hole_cards(s) for s in range(4))
        shown = [e for e in view.events if isinstance(e, CardsShown)]
        assert {(e.seat, e.cards) for e in shown} == {(s, hand.hole_cards(s)) for s in range(4)}
        assert_sealed(view, hand)


def test_folded_hand_is_never_revealed() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    hand.play("fold call call check")  # seat 3 folds preflop
    hand.play("bet 20 call fold")  # flop: seat 1 bets, seat 2 calls, seat 0 folds
    hand.play("check check check check")
    assert hand.is_over
    for seat in [0, 1, 2, 3, None]:
        view = hand.view(seat)
        assert view.shown[3] is None and view.shown[0] is None
        assert view.shown[1] == hand.hole_cards(1) and view.shown[2] == hand.hole_cards(2)
        assert_sealed(view, hand)
    # The folded seats' cards are nowhere in the others' views, even at the end.
    for seat in (1, 2, None):
        cards = {int(o) for o in reachable(hand.view(seat)) if type(o) is Card}
        assert not cards & (set(hand.hole_cards(0)) | set(hand.hole_cards(3)))


def test_hand_won_without_showdown_reveals_nothing() -> None:
    hand = deal([1000] * 4, HOLES, BOARD)
    hand.play("raise_to 50 fold fold fold")
    for seat in (0, 1, 2, None):
        view = hand.view(seat)
        assert view.shown == (None,) * 4
        assert not any(isinstance(e, CardsShown) for e in view.events)
        assert_sealed(view, hand)


def test_all_in_hands_are_shown_in_the_view_before_the_run_out() -> None:
    hand = deal([1000, 300, 1000, 1000], HOLES, BOARD)
    hand.play("fold raise_to 1000 call fold")  # seat 0 shoves, seat 1 calls all in, seat 2 folds
    view = hand.view(2)
    assert view.shown == (hand.hole_cards(0), hand.hole_cards(1), None, None)
    events = list(view.events)
    first_street = next(i for i, e in enumerate(events) if type(e).__name__ == "StreetDealt")
    all_in = [i for i, e in enumerate(events) if isinstance(e, CardsShown) and e.reason == "all_in"]
    assert all_in and max(all_in) < first_street
    assert_sealed(view, hand)


def test_view_before_the_flop_holds_no_board_card() -> None:
    hand = deal([1000] * 3, HOLES[:3], BOARD)
    board = set(hand.board) | set(Card.parse(c) for c in BOARD.split())
    for seat in range(3):
        cards = {int(o) for o in reachable(hand.view(seat)) if type(o) is Card}
        assert not cards & board


def test_the_walk_would_catch_a_leak() -> None:
    hand = deal([1000] * 3, HOLES[:3], BOARD)
    view = hand.view(0)
    leaked_card = dataclasses.replace(view, events=(*view.events, HoleCardsDealt(1, hand.hole_cards(1))))
    with pytest.raises(AssertionError, match="hidden card"):
        assert_sealed(leaked_card, hand)
    leaked_list = dataclasses.replace(view, names=list(view.names))
    with pytest.raises(AssertionError, match="mutable"):
        assert_sealed(leaked_list, hand)
    leaked_hand = dataclasses.replace(view, pots=(hand,))
    with pytest.raises(AssertionError, match="Hand"):
        assert_sealed(leaked_hand, hand)
