"""Properties of every hand: random tables, stacks, buttons, decks and actions, legal and illegal.

A hand is driven by a drawn script of integers; each one picks an action kind
(some legal, some not) and, for a raise, an amount. After every attempt the
invariants below must hold; when the script runs out the hand is checked and
called down.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.engine import (
    Action,
    ActionType,
    Deck,
    Hand,
    IllegalActionError,
    InvalidActionError,
    LegalActions,
    Move,
    Street,
    Table,
    TableConfig,
    evaluate,
)
from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    HandEnded,
    HandStarted,
    PlayerActed,
    PotAwarded,
    SeatRebought,
    StreetDealt,
    UncalledBetReturned,
)

BLINDS = [(5, 10), (1, 2), (10, 10), (3, 7), (25, 50)]


@dataclass(frozen=True)
class Setup:
    stacks: tuple[int, ...]
    button: int
    seed: int
    small_blind: int
    big_blind: int

    def hand(self) -> Hand:
        return Hand(
            stacks=self.stacks,
            button=self.button,
            deck=Deck.shuffled(random.Random(self.seed)),
            small_blind=self.small_blind,
            big_blind=self.big_blind,
        )


@st.composite
def setups(draw: st.DrawFn) -> Setup:
    n = draw(st.integers(2, 10))
    stack = st.one_of(st.integers(1, 30), st.integers(1, 400), st.integers(500, 5000))
    stacks = tuple(draw(st.lists(stack, min_size=n, max_size=n)))
    small_blind, big_blind = draw(st.sampled_from(BLINDS))
    return Setup(stacks, draw(st.integers(0, n - 1)), draw(st.integers(0, 2**32 - 1)), small_blind, big_blind)


def snapshot(hand: Hand) -> tuple[object, ...]:
    return (
        hand.events,
        hand.stacks,
        hand.to_act,
        hand.committed,
        hand.contributed,
        hand.folded,
        hand.street,
        hand.board,
        hand.is_over,
    )


def pick(code: int, hand: Hand, legal: LegalActions) -> tuple[Action, int | None]:
    """An action (and an acting seat, None for the seat to act) chosen by ``code``; often illegal."""
    kind = code % 12
    amount_code = code // 12
    seat: int | None = None
    if kind == 0:
        action = Action.fold()
    elif kind in (1, 2, 3):
        action = Action.call() if legal.call_amount else Action.check()
    elif kind == 4:
        action = Action.check()
    elif kind == 5:
        action = Action.call()
    elif kind == 6:
        action = Action.raise_to(legal.min_raise_to or legal.current_bet + 1)
    elif kind == 7:
        action = Action.raise_to(legal.max_raise_to or legal.committed + legal.stack)
    elif kind == 8:
        action = Action.raise_to(1 + amount_code % (2 * (legal.committed + legal.stack) + 2))
    elif kind == 9:
        low = legal.min_raise_to or legal.current_bet
        action = Action.raise_to(max(1, low + amount_code % 7 - 3))
    elif kind == 10:
        action = Action.call() if legal.call_amount else Action.check()
        seat = (legal.seat + 1 + amount_code % (hand.num_seats - 1)) % hand.num_seats
    else:
        action = Action.call() if legal.call_amount else Action.check()
        seat = legal.seat
    return action, seat


def check_legal_set(hand: Hand, legal: LegalActions) -> None:
    seat = hand.to_act
    assert seat is not None and legal.seat == seat
    assert not hand.folded[seat] and not hand.all_in[seat] and hand.stacks[seat] > 0
    assert legal.stack == hand.stacks[seat] and legal.committed == hand.committed[seat]
    assert legal.current_bet == hand.current_bet
    assert legal.call_amount == min(max(legal.current_bet - legal.committed, 0), legal.stack)
    assert 0 <= legal.call_amount <= legal.stack
    if legal.can_raise:
        assert legal.raise_closed_reason is None
        assert legal.min_raise_to is not None and legal.max_raise_to is not None
        assert legal.current_bet < legal.min_raise_to <= legal.max_raise_to
        assert legal.max_raise_to == legal.committed + legal.stack
        if legal.min_raise_to < legal.max_raise_to:  # not forced all in for less
            assert legal.min_raise_to >= legal.current_bet + hand.big_blind
    else:
        assert legal.min_raise_to is None and legal.max_raise_to is None
        assert legal.raise_closed_reason
    for action in legal.actions():
        assert action in legal and legal.why_illegal(action) is None
    assert Action.fold() in legal
    others_with_chips = [
        s for s in range(hand.num_seats) if s != seat and not hand.folded[s] and hand.stacks[s]
    ]
    if legal.can_raise:
        assert others_with_chips  # no raising when everyone else still in is all in


def first_able_after(hand: Hand, seat: int) -> int:
    n = hand.num_seats
    return next(s for s in ((seat + k) % n for k in range(1, n + 1)) if not hand.folded[s] and hand.stacks[s])


def check_chips(hand: Hand, total: int) -> None:
    assert all(s >= 0 for s in hand.stacks)
    assert all(c >= 0 for c in hand.contributed)
    assert sum(hand.stacks) + hand.pot_total == total
    if not hand.is_over:
        assert sum(p.amount for p in hand.pots()) == hand.pot_total
        for pot in hand.pots():
            assert pot.eligible and not any(hand.folded[s] for s in pot.eligible)


def attempt(hand: Hand, action: Action, seat: int | None, total: int) -> bool:
    """Try ``action``; it is applied exactly when the engine says it is legal."""
    legal = hand.legal_actions()
    reason = hand.why_illegal(action, seat)
    if seat is None or seat == hand.to_act:
        assert (reason is None) == (action in legal) == (legal.why_illegal(action) is None)
    before = snapshot(hand)
    if reason is None:
        hand.act(action, seat)
        after = snapshot(hand)
        assert after[0][: len(before[0])] == before[0]  # events are only ever appended
        assert isinstance(hand.events[len(before[0])], PlayerActed)
        check_chips(hand, total)
        return True
    try:
        hand.act(action, seat)
    except IllegalActionError as error:
        assert str(error) == reason
    else:
        raise AssertionError(f"{action} by {seat} was applied although {reason!r}")
    assert snapshot(hand) == before
    return False


def contributions(hand: Hand) -> list[int]:
    """What each seat left in the pot, from the events alone."""
    put_in = [0] * hand.num_seats
    for event in hand.events:
        if isinstance(event, BlindPosted | PlayerActed):
            put_in[event.seat] += event.amount
        elif isinstance(event, UncalledBetReturned):
            put_in[event.seat] -= event.amount
    return put_in


def expected_showdown_order(hand: Hand) -> list[int]:
    """The river's last bettor or raiser first, else the first seat left of the button; then clockwise."""
    n = hand.num_seats
    river_aggressors = [
        e.seat
        for e in hand.events
        if isinstance(e, PlayerActed) and e.street is Street.RIVER and e.move in (Move.BET, Move.RAISE)
    ]
    first = river_aggressors[-1] if river_aggressors else (hand.button + 1) % n
    return [s for s in ((first + k) % n for k in range(n)) if not hand.folded[s]]


def expected_awards(hand: Hand) -> list[tuple[int, tuple[int, ...], tuple[tuple[int, int], ...]]]:
    """(amount, eligible, shares) of each pot, worked out from the events and the evaluator alone."""
    n = hand.num_seats
    put_in = contributions(hand)
    live = [s for s in range(n) if not hand.folded[s]]
    if len(live) == 1:
        return [(sum(put_in), (live[0],), ((live[0], sum(put_in)),))]
    strength = {s: evaluate((*hand.hole_cards(s), *hand.board)) for s in live}
    pots: list[list] = []
    floor = 0
    for level in sorted({c for c in put_in if c}):
        amount = sum(min(c, level) - min(c, floor) for c in put_in)
        eligible = tuple(s for s in live if put_in[s] >= level)
        if pots and (not eligible or pots[-1][1] == eligible):
            pots[-1][0] += amount  # chips only folded players reached stay in the pot below
        else:
            pots.append([amount, eligible])
        floor = level
    awards = []
    for amount, eligible in pots:
        best = max(strength[s] for s in eligible)
        order = [(hand.button + k) % n for k in range(1, n + 1)]
        won = [s for s in order if s in eligible and strength[s] == best]
        share, odd = divmod(amount, len(won))
        awards.append((amount, eligible, tuple((s, share + (i < odd)) for i, s in enumerate(won))))
    return awards


def check_finished(hand: Hand, total: int) -> None:
    assert hand.is_over and hand.to_act is None and hand.pot_total == 0
    assert sum(hand.stacks) == total and all(s >= 0 for s in hand.stacks)
    events = hand.events
    starts = [i for i, e in enumerate(events) if isinstance(e, HandStarted)]
    assert len(starts) == 1 and all(isinstance(e, SeatRebought) for e in events[: starts[0]])
    assert isinstance(events[-1], HandEnded)
    ended = events[-1]
    assert ended.stacks == hand.stacks and sum(ended.net) == 0
    assert ended.net == tuple(s - b for s, b in zip(hand.stacks, hand.starting_stacks, strict=True))
    awards = [e for e in events if isinstance(e, PotAwarded)]
    assert awards
    for award in awards:
        assert sum(amount for _, amount in award.shares) == award.amount > 0
        assert {seat for seat, _ in award.shares} <= set(award.eligible)
        assert not any(hand.folded[seat] for seat in award.eligible)
        amounts = [amount for _, amount in award.shares]
        assert max(amounts) - min(amounts) <= 1  # a split pot is divided equally
    returned = sum(e.amount for e in events if isinstance(e, UncalledBetReturned))
    posted = sum(e.amount for e in events if isinstance(e, BlindPosted))
    put_in = sum(e.amount for e in events if isinstance(e, PlayerActed))
    assert sum(a.amount for a in awards) + returned == posted + put_in
    assert [(a.amount, a.eligible, a.shares) for a in awards] == expected_awards(hand)
    top, second = sorted(contributions(hand))[-2:]
    assert top == second  # the part of a bet nobody called went back before the pots were paid
    shown = [e for e in events if isinstance(e, CardsShown)]
    assert not any(hand.folded[e.seat] for e in shown)  # a folded hand is never shown
    assert all(e.cards == hand.hole_cards(e.seat) for e in shown)
    dealt = [e for e in events if isinstance(e, StreetDealt)]
    assert sum(len(e.cards) for e in dealt) == len(hand.board)
    if ended.showdown:
        assert len(hand.board) == 5
        if not any(e.reason == "all_in" for e in shown):  # a showdown after betting on the river
            assert [e.seat for e in shown] == expected_showdown_order(hand)
        assert {e.seat for e in shown if e.reason == "showdown"} == {
            s for s in range(hand.num_seats) if not hand.folded[s]
        }
    else:
        assert hand.folded.count(False) == 1 and not shown
    cards = [c for s in range(hand.num_seats) for c in hand.hole_cards(s)] + list(hand.board)
    assert len(set(cards)) == len(cards)


def drive(hand: Hand, script: list[int]) -> None:
    total = sum(hand.stacks) + hand.pot_total
    check_chips(hand, total)
    applied = raises = 0
    codes = iter(script)
    if hand.to_act is not None:  # preflop starts left of the big blind
        big_blind_seat = next(e.seat for e in hand.events if isinstance(e, BlindPosted) and e.blind == "big")
        assert hand.to_act == first_able_after(hand, big_blind_seat)
    limit = 4 * hand.num_seats + 10 * total  # far above any hand: every raise adds at least a chip
    for _ in range(limit):
        if hand.is_over:
            break
        legal = hand.legal_actions()
        check_legal_set(hand, legal)
        code = next(codes, None)
        if code is None:
            action, seat = (Action.call() if legal.call_amount else Action.check()), None
        else:
            action, seat = pick(code, hand, legal)
        if attempt(hand, action, seat, total):
            applied += 1
            raises += action.type is ActionType.RAISE_TO
            if isinstance(hand.events[-1], StreetDealt) and not hand.is_over:
                assert hand.to_act == first_able_after(hand, hand.button)  # later rounds: left of button
    assert hand.is_over, "the hand did not end"
    # Between two raises each seat acts at most once per round, and a raise adds at least a chip.
    assert raises <= total
    assert applied <= hand.num_seats * (4 + raises) + raises
    check_finished(hand, total)


@settings(max_examples=800)
@given(setup=setups(), script=st.lists(st.integers(0, 2**16), max_size=120))
def test_random_hands_keep_every_invariant(setup: Setup, script: list[int]) -> None:
    drive(setup.hand(), script)


@settings(max_examples=200)
@given(setup=setups(), script=st.lists(st.sampled_from([1, 6, 7, 7, 7, 2]), max_size=40))
def test_all_in_heavy_hands_keep_every_invariant(setup: Setup, script: list[int]) -> None:
    drive(setup.hand(), script)


@settings(max_examples=60)
@given(setup=setups(), data=st.data())
def test_malformed_actions_change_nothing(setup: Setup, data: st.DataObject) -> None:
    hand = setup.hand()
    if hand.is_over:
        return
    before = snapshot(hand)
    junk = data.draw(
        st.one_of(st.text(max_size=12), st.sampled_from(["raise_to -1", "r2.5", "bet x", "call 3"]))
    )
    try:
        action = Action.parse(junk)
    except InvalidActionError:
        pass
    else:
        assert str(Action.parse(str(action))) == str(action)
    for bad in (junk, None, 3):
        try:
            hand.act(bad)  # type: ignore[arg-type]
        except InvalidActionError:
            pass
        else:
            raise AssertionError(f"{bad!r} was accepted as an action")
    assert snapshot(hand) == before


def random_legal_action(rng: random.Random, legal: LegalActions) -> Action:
    roll = rng.random()
    if roll < 0.12:
        return Action.fold()
    if roll < 0.8 or not legal.can_raise:
        return Action.call() if legal.call_amount else Action.check()
    assert legal.min_raise_to is not None and legal.max_raise_to is not None
    if roll < 0.9:
        return Action.raise_to(legal.max_raise_to)
    return Action.raise_to(rng.randint(legal.min_raise_to, legal.max_raise_to))


@settings(max_examples=150)
@given(seats=st.integers(2, 10), seed=st.integers(0, 2**32 - 1), hands=st.integers(1, 40))
def test_table_over_many_hands(seats: int, seed: int, hands: int) -> None:
    config = TableConfig(num_seats=seats)
    table = Table(config=config, names=[f"P{i}" for i in range(seats)], rng=random.Random(seed))
    actions = random.Random(seed + 1)
    previous_button: int | None = None
    for number in range(1, hands + 1):
        busted = [s for s in range(seats) if table.stacks[s] == 0]
        rebuys_before = list(table.rebuys)
        hand = table.start_hand()
        assert hand.hand_number == table.hand_number == number
        rebought = [e for e in hand.events if isinstance(e, SeatRebought)]
        assert [e.seat for e in rebought] == busted
        assert all(e.amount == config.rebuy_stack for e in rebought)
        assert all(e.rebuys == table.rebuys[e.seat] == rebuys_before[e.seat] + 1 for e in rebought)
        assert all(s > 0 for s in hand.starting_stacks)
        if previous_button is not None:
            assert hand.button == (previous_button + 1) % seats
        previous_button = hand.button
        total = sum(hand.starting_stacks)
        assert total == config.starting_stack * seats + config.rebuy_stack * sum(table.rebuys)
        for _ in range(10_000):
            if hand.is_over:
                break
            hand.act(random_legal_action(actions, hand.legal_actions()))
        check_finished(hand, total)
        table.finish_hand(hand)
        assert table.stacks == list(hand.stacks)
