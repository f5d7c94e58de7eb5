"""The engine refuses bad input at once, says why in poker words, and changes nothing."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.engine import (
    Action,
    Deck,
    Hand,
    IllegalActionError,
    InvalidActionError,
    Table,
    TableConfig,
    stacked_deck,
)
from holdem.engine.events import CardsShown, PlayerActed, UncalledBetReturned

NOT_WHOLE = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.text(max_size=5),
    st.none(),
    st.decimals(allow_nan=False, places=1),
)


def fresh(seed: int, stacks: tuple[int, ...] = (1000, 1000, 1000), button: int = 0) -> Hand:
    return Hand(stacks=list(stacks), button=button, deck=Deck.shuffled(random.Random(seed)))


def state(hand: Hand) -> tuple[object, ...]:
    legal = hand.legal_actions() if hand.to_act is not None else None
    return (hand.events, hand.stacks, hand.committed, hand.contributed, hand.folded, hand.to_act,
            hand.street, hand.board, hand.is_over, legal)


def call_down(hand: Hand) -> None:
    while not hand.is_over:
        hand.act(Action.call() if hand.legal_actions().call_amount else Action.check())


def legal_prefix(seed: int, length: int) -> list[Action]:
    """Up to ``length`` legal actions for a fresh hand, drawn from a seeded stream."""
    hand, rng = fresh(seed), random.Random(seed)
    found: list[Action] = []
    while not hand.is_over and len(found) < length:
        legal = hand.legal_actions()
        choices = list(legal.actions())
        action = choices[rng.randrange(len(choices))]
        if action.type.value == "fold" and legal.can_check:
            action = Action.check()
        hand.act(action)
        found.append(action)
    return found


# ----- set-up -------------------------------------------------------------------------


@settings(max_examples=80)
@given(bad=NOT_WHOLE, where=st.sampled_from(["stack", "small_blind", "big_blind", "button"]))
def test_hand_refuses_chips_blinds_and_button_that_are_not_whole_numbers(bad: object, where: str) -> None:
    kwargs: dict[str, object] = {"stacks": [1000, 1000, 1000], "button": 0, "small_blind": 5, "big_blind": 10}
    if where == "stack":
        kwargs["stacks"] = [1000, bad, 1000]
    else:
        kwargs[where] = bad
    with pytest.raises(TypeError, match=r"whole number|seat number"):
        Hand(deck=Deck.shuffled(random.Random(1)), **kwargs)  # type: ignore[arg-type]


def test_a_fractional_stack_or_blind_is_refused_in_poker_words() -> None:
    deck = Deck.shuffled(random.Random(1))
    with pytest.raises(TypeError, match=r"^seat 1's stack must be a whole number of chips, not 1000\.5$"):
        Hand(stacks=[1000, 1000.5, 1000], button=0, deck=deck)  # type: ignore[list-item]
    with pytest.raises(TypeError, match=r"^the big blind must be a whole number of chips, not 10\.5$"):
        Hand(stacks=[1000, 1000], button=0, deck=deck, big_blind=10.5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="the small blind must be a whole number of chips, not True"):
        Hand(stacks=[1000, 1000], button=0, deck=deck, small_blind=True)
    with pytest.raises(ValueError, match=r"^seat 0's stack must be positive, not 0$"):
        Hand(stacks=[0, 1000], button=0, deck=deck)
    with pytest.raises(ValueError, match=r"the small blind \(20\) is larger than the big blind \(10\)"):
        Hand(stacks=[1000, 1000], button=0, deck=deck, small_blind=20)
    with pytest.raises(ValueError, match="the button 3 is not at this table: seats are 0 to 1"):
        Hand(stacks=[1000, 1000], button=3, deck=deck)
    with pytest.raises(ValueError, match="names must be 2 strings"):
        Hand(stacks=[1000, 1000], button=0, deck=deck, names=["Ann"])
    assert len(deck) == 52  # nothing was dealt from the deck of a refused hand


@settings(max_examples=60)
@given(bad=NOT_WHOLE, where=st.sampled_from(["num_seats", "small_blind", "big_blind", "starting_stack",
                                             "rebuy_stack"]))
def test_table_config_refuses_values_that_are_not_whole_numbers(bad: object, where: str) -> None:
    with pytest.raises(TypeError, match="whole number"):
        TableConfig(**{where: bad})  # type: ignore[arg-type]


def test_table_refuses_bad_stacks_button_and_rebuys() -> None:
    config, names, rng = TableConfig(num_seats=3), ["A", "B", "C"], random.Random(1)
    with pytest.raises(TypeError, match=r"seat 2's stack must be a whole number of chips, not 9\.5"):
        Table(config=config, names=names, rng=rng, stacks=[10, 10, 9.5])  # type: ignore[list-item]
    with pytest.raises(ValueError, match="2 stacks for 3 seats"):
        Table(config=config, names=names, rng=rng, stacks=[10, 10])
    with pytest.raises(TypeError, match="the button must be a seat number"):
        Table(config=config, names=names, rng=rng, button="1")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="seat 0's rebuy count must be at least 0, not -1"):
        Table(config=config, names=names, rng=rng, rebuys=[-1, 0, 0])
    table = Table(config=config, names=names, rng=random.Random(1), stacks=[0, 1500, 1500])
    with pytest.raises(ValueError, match="the deck has 2 cards; 3 seats need at least 14"):
        table.start_hand(Deck.ordered(["As", "Kd"]))
    assert (table.stacks, table.rebuys, table.button) == ([0, 1500, 1500], [0, 0, 0], None)
    assert table.hand_number == 0 and table.current is None
    # A busted seat (0 chips) is fine at a table: it is given a fresh stack before the next hand.
    table = Table(config=config, names=names, rng=rng, stacks=[0, 1500, 1500])
    assert table.start_hand().starting_stacks[0] == config.rebuy_stack


# ----- seats named in a call -----------------------------------------------------------


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32 - 1), length=st.integers(0, 12),
       seat=st.one_of(NOT_WHOLE.filter(lambda s: s is not None), st.integers(-5, -1), st.integers(3, 12)))
def test_a_seat_that_is_not_at_the_table_is_refused_and_changes_nothing(
    seed: int, length: int, seat: object
) -> None:
    hand = fresh(seed)
    hand.play(legal_prefix(seed, length))
    before = state(hand)
    for call in (lambda: hand.act(Action.fold(), seat),  # type: ignore[arg-type]
                 lambda: hand.why_illegal(Action.fold(), seat),  # type: ignore[arg-type]
                 lambda: hand.hole_cards(seat),  # type: ignore[arg-type]
                 lambda: hand.view(seat)):  # type: ignore[arg-type]
        with pytest.raises(InvalidActionError, match="seat"):
            call()
    assert state(hand) == before


def test_a_seat_given_as_text_is_refused_with_a_clear_message() -> None:
    hand = fresh(3)
    with pytest.raises(InvalidActionError, match=r"^a seat is a whole number from 0 to 2, not '0'$"):
        hand.act(Action.call(), seat="0")  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="there is no seat 7 at this table: seats are 0 to 2"):
        hand.act(Action.call(), seat=7)
    hand.act(Action.call(), seat=0)  # the same call by the right seat number is fine
    assert isinstance(hand.events[-1], PlayerActed)


# ----- play(): all of the actions or none ----------------------------------------------


@settings(max_examples=100)
@given(seed=st.integers(0, 2**32 - 1), length=st.integers(0, 15), bad=st.sampled_from(
    [Action.raise_to(1), Action.check(), "raise_to 2.5", "nonsense", Action.raise_to(10**9)]))
def test_play_applies_all_of_its_actions_or_none(seed: int, length: int, bad: Action | str) -> None:
    prefix = legal_prefix(seed, length)
    hand = fresh(seed)
    before = state(hand)
    try:
        hand.play([*prefix, bad])
    except (IllegalActionError, InvalidActionError):
        assert state(hand) == before
    else:
        assert state(hand) != before  # the last action happened to be legal: all of them applied
        return
    # The hand goes on exactly as a fresh one: the deck was put back too.
    hand.play(prefix)
    call_down(hand)
    twin = fresh(seed)
    twin.play(prefix)
    call_down(twin)
    assert hand.events == twin.events


def test_play_leaves_nothing_applied_when_an_action_is_illegal() -> None:
    hand = fresh(9)
    with pytest.raises(IllegalActionError, match="cannot check facing a bet: 30 to call"):
        hand.play("call raise_to 40 check")  # the big blind faces the small blind's raise
    assert hand.to_act == 0 and not any(isinstance(e, PlayerActed) for e in hand.events)


# ----- the short big blind heads-up ------------------------------------------------------


def heads_up(big_blind_stack: int) -> Hand:
    deck = stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "7c2d"], board="Ks 8h 3c 9d 4s")
    return Hand(stacks=[1000, big_blind_stack], button=0, deck=deck)


@pytest.mark.parametrize("big_blind_stack", [1, 3, 5])
def test_heads_up_big_blind_all_in_for_the_small_blind_or_less_gives_the_small_blind_no_turn(
    big_blind_stack: int,
) -> None:
    hand = heads_up(big_blind_stack)
    assert hand.is_over and hand.to_act is None
    assert not any(isinstance(e, PlayerActed) for e in hand.events)
    assert [e.reason for e in hand.events if isinstance(e, CardsShown)][:2] == ["all_in", "all_in"]
    returned = [e for e in hand.events if isinstance(e, UncalledBetReturned)]
    excess = 5 - big_blind_stack
    assert [(e.seat, e.amount) for e in returned] == ([(0, excess)] if excess else [])
    assert hand.stacks == (1000 + big_blind_stack, 0)  # aces hold


def test_heads_up_big_blind_all_in_for_more_than_the_small_blind_still_faces_a_decision() -> None:
    hand = heads_up(8)
    legal = hand.legal_actions()
    assert legal.seat == 0 and legal.call_amount == 5 and not legal.can_raise


def test_small_blind_alone_with_chips_against_a_covered_big_blind_has_no_decision() -> None:
    # Six seats, everyone folds to the small blind; the big blind posted its last 4 chips.
    hand = Hand(stacks=[1000, 1000, 1000, 4, 1000, 1000], button=1, deck=Deck.shuffled(random.Random(4)))
    hand.play("fold fold fold fold")
    assert hand.is_over
    assert [(e.seat, e.amount) for e in hand.events if isinstance(e, UncalledBetReturned)] == [(2, 1)]
    assert sum(hand.stacks) == 5004
