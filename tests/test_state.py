"""The one reducer: folding a hand's events gives the engine's table at every point of the hand."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from holdem.engine import Action, Deck, Hand, build_pots, filter_events, stacked_deck
from holdem.engine.events import CardsShown, Event, HandStarted, SeatRebought
from holdem.engine.state import SeatStatus, TableState, fold_events
from holdem.records.codec import events_from_json, events_to_json

BLINDS = ((5, 10), (1, 2), (10, 10), (3, 7), (25, 50))


@dataclass(frozen=True)
class Moment:
    """What the engine says after the set-up or after one action, and how many events it had then."""

    length: int
    public: tuple[object, ...]
    legal: object


def engine_facts(hand: Hand) -> tuple[object, ...]:
    """The engine's own numbers, worked out from its fields (not from ``hand.state``)."""
    over = hand.is_over
    contributed, folded, stacks = hand.contributed, hand.folded, hand.stacks
    pots = () if over or not sum(contributed) else build_pots(contributed, folded)
    all_in = tuple(not f and s == 0 for f, s in zip(folded, stacks, strict=True))
    turned = hand_shown(hand)
    shown = tuple(hand.hole_cards(seat) if seat in turned else None for seat in range(hand.num_seats))
    return (stacks, hand.committed, contributed, folded, all_in, hand.board, hand.street,
            hand.to_act, hand.current_bet, 0 if over else sum(contributed), pots, over, shown)


def hand_shown(hand: Hand) -> set[int]:
    return {event.seat for event in hand.events if isinstance(event, CardsShown)}


def state_facts(state: TableState) -> tuple[object, ...]:
    return (state.stacks, state.committed, state.contributed, state.folded, state.all_in,
            state.board, state.street, state.to_act, state.current_bet, state.pot_total,
            state.pots(), state.is_over, state.shown)


def random_action(hand: Hand, rng: random.Random) -> Action:
    """Fold, check or call, a minimum or random raise, or all in, as a loose table plays."""
    legal = hand.legal_actions()
    roll = rng.random()
    if roll < 0.15:
        return Action.fold()
    if legal.min_raise_to is not None and legal.max_raise_to is not None and roll > 0.6:
        if roll > 0.9:
            return Action.raise_to(legal.max_raise_to)
        return Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))
    return Action.call() if legal.call_amount else Action.check()


def played(rng: random.Random) -> tuple[Hand, list[Moment]]:
    """One random hand: 2 to 10 seats, short and deep stacks, any button and blinds."""
    n = rng.randint(2, 10)
    stacks = [rng.choice((rng.randint(1, 30), rng.randint(1, 400), rng.randint(500, 3000))) for _ in range(n)]
    small, big = rng.choice(BLINDS)
    prior = (SeatRebought(0, 1000, 1),) if rng.random() < 0.1 else ()
    hand = Hand(stacks=stacks, button=rng.randrange(n), deck=Deck.shuffled(rng), small_blind=small,
                big_blind=big, prior_events=prior)
    moments = []
    while True:
        legal = None if hand.is_over else hand.legal_actions()
        moments.append(Moment(len(hand.events), engine_facts(hand), legal))
        if hand.is_over:
            return hand, moments
        hand.act(random_action(hand, rng))


def conserved(state: TableState) -> bool:
    paid = sum(award.amount for award in state.awards)
    return sum(state.stacks) + sum(state.contributed) - paid == sum(state.starting_stacks)


def test_every_prefix_of_2000_random_hands_folds_to_the_engine_state() -> None:
    rng = random.Random(20261201)
    for _ in range(2000):
        hand, moments = played(rng)
        events = hand.events
        start = next(i for i, e in enumerate(events) if isinstance(e, HandStarted))
        folded_prefixes: dict[int, TableState] = {}
        state = TableState.start(events[start])  # type: ignore[arg-type]
        for length in range(start + 1, len(events) + 1):
            if length > start + 1:
                state = state.apply(events[length - 1])
            folded_prefixes[length] = state
            assert conserved(state)
        for moment in moments:
            folded = folded_prefixes[moment.length]
            assert state_facts(folded) == moment.public
            assert folded.legal_actions() == moment.legal
        assert fold_events(events) == hand.state == state
        assert state.result is not None and state.stacks == hand.stacks


def test_a_seat_folds_its_own_view_to_the_same_table_without_the_hidden_cards() -> None:
    rng = random.Random(7)
    for _ in range(300):
        hand, _ = played(rng)
        for seat in range(hand.num_seats):
            seen = fold_events(filter_events(hand.events, seat))
            assert state_facts(seen) == engine_facts(hand)
            assert seen.hole[seat] == hand.hole_cards(seat)
            assert all(seen.hole[other] is None for other in range(hand.num_seats) if other != seat)


def test_stored_events_fold_to_the_same_state_as_the_live_ones() -> None:
    rng = random.Random(11)
    for _ in range(100):
        hand, _ = played(rng)
        mine = filter_events(hand.events, 0)
        assert fold_events(events_from_json(events_to_json(mine))) == fold_events(mine)


def test_the_state_names_each_seats_status() -> None:
    deck = stacked_deck(num_seats=3, button=0, hole_cards=["AhAd", "7c2d", "KsKh"])
    hand = Hand(stacks=[1000, 40, 1000], button=0, deck=deck)
    hand.play("raise_to 100 call")  # seat 1, the small blind, calls all in for 40
    assert hand.state.status == (SeatStatus.ACTIVE, SeatStatus.ALL_IN, SeatStatus.ACTIVE)
    hand.act(Action.fold())
    assert hand.state.status[2] is SeatStatus.FOLDED


def test_folding_needs_the_start_of_a_hand() -> None:
    events: tuple[Event, ...] = (SeatRebought(0, 1000, 1),)
    with pytest.raises(ValueError, match="no HandStarted"):
        fold_events(events)


def test_the_state_repr_never_shows_hole_cards() -> None:
    deck = stacked_deck(num_seats=2, button=0, hole_cards=["AhAd", "7c2d"])
    state = Hand(stacks=[1000, 1000], button=0, deck=deck).state
    assert "Ah" not in repr(state) and "7c" not in repr(state)
