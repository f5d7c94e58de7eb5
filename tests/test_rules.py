"""One test per rule of SPEC section 2, each set up from card and action notation.

Seats are numbered clockwise from 0. ``deal`` builds a hand whose deck gives
the named hole cards and board; ``hand.play`` takes actions in notation.
"""

from __future__ import annotations

import itertools
import random

import pytest

from holdem.engine import (
    Action,
    Card,
    Deck,
    Hand,
    IllegalActionError,
    InvalidActionError,
    Move,
    PotKind,
    Street,
    Table,
    TableConfig,
    parse_cards,
    split_pot,
    stacked_deck,
)
from holdem.engine.events import (
    BlindPosted,
    CardsShown,
    HandEnded,
    HandStarted,
    HoleCardsDealt,
    PlayerActed,
    PotAwarded,
    SeatRebought,
    StreetDealt,
    UncalledBetReturned,
)

ROYAL_BOARD = "As Ks Qs Js Ts"


def deal(
    stacks: list[int] | int,
    *,
    button: int = 0,
    holes: list[str | None] | None = None,
    board: str = "",
    burns: str = "",
    small_blind: int = 5,
    big_blind: int = 10,
    seats: int | None = None,
) -> Hand:
    """A hand whose deck deals ``holes`` (seat by seat) and ``board``."""
    if isinstance(stacks, int):
        stacks = [stacks] * (seats or 2)
    n = len(stacks)
    deck = stacked_deck(num_seats=n, button=button, hole_cards=holes or [], board=board, burns=burns)
    return Hand(stacks=stacks, button=button, deck=deck, small_blind=small_blind, big_blind=big_blind)


def of_type(hand: Hand, kind: type) -> list:
    return [e for e in hand.events if isinstance(e, kind)]


def moves(hand: Hand) -> list[tuple[int, Move, int, int]]:
    """(seat, move, chips added, round total) for every action so far."""
    return [(e.seat, e.move, e.amount, e.total) for e in of_type(hand, PlayerActed)]


def play_out_passively(hand: Hand) -> None:
    """Check or call until the hand is over."""
    while not hand.is_over:
        hand.act(Action.call() if hand.legal_actions().call_amount else Action.check())


def shares(hand: Hand) -> list[tuple[tuple[int, int], ...]]:
    return [e.shares for e in of_type(hand, PotAwarded)]


def showdown(holes: list[str], board: str, button: int = 0) -> Hand:
    """Everybody checks the hand down with these cards."""
    hand = deal(1000, seats=len(holes), button=button, holes=holes, board=board)
    play_out_passively(hand)
    return hand


def winners(hand: Hand) -> set[int]:
    return {seat for pot in shares(hand) for seat, amount in pot if amount}


# ----- 1. the deck ---------------------------------------------------------------------------


def test_deck_has_52_distinct_cards() -> None:
    deck = Deck.shuffled(random.Random(1))
    cards = deck.remaining()
    assert len(cards) == 52
    assert len(set(cards)) == 52
    assert {str(c) for c in cards} == {r + s for r in "23456789TJQKA" for s in "cdhs"}


def test_no_jokers_and_unknown_cards_are_rejected() -> None:
    from holdem.engine import CardParseError

    for text in ("Jk", "1s", "Ax", "", "Asd"):
        with pytest.raises(CardParseError):
            Card.parse(text)


def test_ranks_are_ordered_two_to_ace_and_suits_have_no_rank() -> None:
    ranks = [Card.parse(r + "c").rank for r in "23456789TJQKA"]
    assert ranks == sorted(ranks) == list(range(13))
    hand = showdown(["Kh 2c", "Ah 3d"], "Qs 7d 5c Jh 9s")  # ace high beats king high
    assert winners(hand) == {1}
    hand = showdown(["Ah Kd", "Ac Kh"], "Qs 7d 5c 3h 9s")  # the same hand in other suits ties
    assert sorted(shares(hand)[0]) == [(0, 10), (1, 10)]


# ----- 2. button and blinds ------------------------------------------------------------------


def test_button_moves_one_seat_clockwise_each_hand() -> None:
    table = Table(config=TableConfig(num_seats=4), names="ABCD", rng=random.Random(3))
    buttons = []
    for _ in range(6):
        hand = table.start_hand()
        buttons.append(hand.button)
        started = of_type(hand, HandStarted)[0]
        assert started.button == hand.button
        hand.play("fold fold fold")
        table.finish_hand(hand)
    assert all(b == (a + 1) % 4 for a, b in itertools.pairwise(buttons))


def test_first_button_is_drawn_from_the_injected_rng() -> None:
    def first_button(seed: int) -> int:
        table = Table(config=TableConfig(num_seats=6), names="ABCDEF", rng=random.Random(seed))
        return table.start_hand().button

    assert first_button(5) == first_button(5)
    assert len({first_button(seed) for seed in range(40)}) == 6


def test_small_blind_left_of_button_then_big_blind() -> None:
    hand = deal(1000, seats=5, button=3)
    assert [(e.seat, e.blind, e.amount) for e in of_type(hand, BlindPosted)] == [
        (4, "small", 5),
        (0, "big", 10),
    ]
    started = of_type(hand, HandStarted)[0]
    assert (started.small_blind_seat, started.big_blind_seat) == (4, 0)
    assert hand.stacks == (990, 1000, 1000, 1000, 995)


def test_heads_up_button_posts_small_blind_and_acts_first_preflop() -> None:
    hand = deal(1000, button=1)
    assert [(e.seat, e.blind) for e in of_type(hand, BlindPosted)] == [(1, "small"), (0, "big")]
    assert hand.to_act == 1
    assert hand.legal_actions().call_amount == 5


def test_heads_up_big_blind_acts_first_after_the_flop() -> None:
    hand = deal(1000, button=1)
    hand.play("call check")
    assert hand.street is Street.FLOP
    assert hand.to_act == 0
    hand.play("check")
    assert hand.to_act == 1  # the button acts last
    hand.play("check")
    assert hand.street is Street.TURN and hand.to_act == 0


# ----- 3. the deal ---------------------------------------------------------------------------


def test_cards_dealt_one_at_a_time_from_left_of_button() -> None:
    cards = parse_cards("2c 3c 4c 5c 6c 7c 8c 9c")
    deck = Deck.complete(cards)
    hand = Hand(stacks=[1000] * 4, button=2, deck=deck)
    # First round: seats 3, 0, 1, 2 take 2c 3c 4c 5c; second round 6c 7c 8c 9c.
    assert hand.hole_cards(3) == parse_cards("2c 6c")
    assert hand.hole_cards(0) == parse_cards("3c 7c")
    assert hand.hole_cards(1) == parse_cards("4c 8c")
    assert hand.hole_cards(2) == parse_cards("5c 9c")
    assert [(e.seat, e.cards) for e in of_type(hand, HoleCardsDealt)] == [
        (seat, hand.hole_cards(seat)) for seat in range(4)
    ]


def test_heads_up_big_blind_gets_the_first_card() -> None:
    hand = Hand(stacks=[1000, 1000], button=0, deck=Deck.complete(parse_cards("Ah Kh Qh Jh")))
    assert hand.hole_cards(1) == parse_cards("Ah Qh")
    assert hand.hole_cards(0) == parse_cards("Kh Jh")


def test_a_card_is_burned_before_flop_turn_and_river() -> None:
    # Two seats take the top four cards; then burn, flop, burn, turn, burn, river.
    top = parse_cards("2c 3c 4c 5c  6d  7h 8h 9h  Td  Jh  Qd  Kh")
    hand = Hand(stacks=[1000, 1000], button=0, deck=Deck.complete(top))
    play_out_passively(hand)
    assert hand.board == parse_cards("7h 8h 9h Jh Kh")
    dealt = [(e.street, e.cards) for e in of_type(hand, StreetDealt)]
    assert dealt == [
        (Street.FLOP, parse_cards("7h 8h 9h")),
        (Street.TURN, parse_cards("Jh")),
        (Street.RIVER, parse_cards("Kh")),
    ]
    burned = set(parse_cards("6d Td Qd"))
    seen = set(hand.board) | set(hand.hole_cards(0)) | set(hand.hole_cards(1))
    assert not burned & seen


def test_stacked_deck_places_burns_between_streets() -> None:
    deck = stacked_deck(
        num_seats=2, button=0, hole_cards=["AsAh", "KsKh"], board="2c3c4c 5c 6c", burns="7d 8d 9d"
    )
    order = deck.remaining()
    assert order[:12] == parse_cards("Ks As Kh Ah 7d 2c 3c 4c 8d 5c 9d 6c")


# ----- 4. who acts first ---------------------------------------------------------------------


def test_preflop_action_starts_left_of_big_blind() -> None:
    hand = deal(1000, seats=6, button=2)
    assert hand.to_act == 5  # SB 3, BB 4


def test_postflop_action_starts_left_of_button() -> None:
    hand = deal(1000, seats=4, button=1)  # SB 2, BB 3, first preflop 0
    hand.play("call call call check")
    assert hand.street is Street.FLOP and hand.to_act == 2


def test_postflop_action_skips_folded_and_all_in_seats() -> None:
    hand = deal([1000, 1000, 50, 1000], button=1)  # SB 2 (50 chips), BB 3
    hand.play("call fold raise_to 50 call call")  # seat 1 folds, seat 2 all in
    assert hand.all_in[2] and hand.folded[1]
    assert hand.street is Street.FLOP and hand.to_act == 3


# ----- 5. the actions ------------------------------------------------------------------------


def test_fold_allowed_when_check_is_free() -> None:
    hand = deal(1000, seats=3, button=0)
    hand.play("call call")
    legal = hand.legal_actions()
    assert hand.to_act == 2 and legal.can_check
    assert Action.fold() in legal and legal.why_illegal(Action.fold()) is None
    hand.act(Action.fold())
    assert hand.folded[2]
    assert moves(hand)[-1] == (2, Move.FOLD, 0, 10)


def test_check_not_allowed_facing_a_bet() -> None:
    hand = deal(1000, seats=3)
    assert hand.legal_actions().why_illegal(Action.check()) == "cannot check facing a bet: 10 to call"
    with pytest.raises(IllegalActionError, match="cannot check facing a bet"):
        hand.act(Action.check())


def test_call_not_allowed_when_nothing_to_call() -> None:
    hand = deal(1000, seats=2)
    hand.play("call")
    with pytest.raises(IllegalActionError, match="no bet to call"):
        hand.act(Action.call())


def test_call_for_less_puts_player_all_in() -> None:
    hand = deal([1000, 1000, 40], button=1)  # SB 2 (40 chips), BB 0, first to act 1
    hand.play("raise_to 100")
    hand.play("call")
    assert hand.legal_actions().call_amount == 90
    assert moves(hand)[-1] == (2, Move.CALL, 35, 40)
    assert of_type(hand, PlayerActed)[-1].all_in
    assert hand.stacks[2] == 0


def test_no_cap_on_the_number_of_raises() -> None:
    hand = deal(100_000, seats=2)
    for total in range(20, 420, 10):
        hand.act(Action.raise_to(total))
    assert sum(1 for _, move, _, _ in moves(hand) if move is Move.RAISE) == 40
    assert not hand.is_over


def test_amounts_are_whole_chips() -> None:
    with pytest.raises(InvalidActionError):
        Action.raise_to(25.5)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError):
        Action.parse("raise_to 25.5")


def test_no_raise_when_everyone_else_is_all_in() -> None:
    hand = deal([1000, 300], button=0)
    hand.play("raise_to 1000")  # the button shoves
    hand.play("call")  # ... and is called all in for less: nobody left to raise against
    assert hand.is_over
    hand = deal([300, 1000], button=0)
    hand.play("raise_to 300")
    legal = hand.legal_actions()
    assert not legal.can_raise and legal.min_raise_to is None
    assert legal.raise_closed_reason is not None and "all in" in legal.raise_closed_reason
    assert Action.call() in legal and Action.fold() in legal
    with pytest.raises(IllegalActionError, match="all in"):
        hand.act(Action.raise_to(1000))


def test_no_raise_when_the_others_could_only_call_all_in() -> None:
    # The button shoves 30; the big blind has 25 in all, so calling puts it all in.
    # A raise by the small blind could never be called by anyone: it is closed.
    hand = deal([30, 1000, 25], button=0)
    hand.play("raise_to 30")
    legal = hand.legal_actions()
    assert hand.to_act == 1
    assert legal.call_amount == 25 and not legal.can_raise
    assert Action.call() in legal and Action.fold() in legal
    with pytest.raises(IllegalActionError, match="nobody could call a raise"):
        hand.act(Action.raise_to(100))


# ----- 6. minimum bets and raises ------------------------------------------------------------


def test_minimum_bet_is_the_big_blind() -> None:
    hand = deal(1000, seats=2)
    hand.play("call check")
    legal = hand.legal_actions()
    assert legal.is_bet and legal.min_raise_to == 10 and legal.max_raise_to == 990
    assert hand.why_illegal(Action.raise_to(9)) == "bet 9 is below the minimum bet of 10"
    hand.act(Action.raise_to(10))
    assert moves(hand)[-1] == (1, Move.BET, 10, 10)


def test_first_preflop_raise_is_to_at_least_twenty() -> None:
    hand = deal(1000, seats=3)
    legal = hand.legal_actions()
    assert legal.min_raise_to == 20
    assert Action.raise_to(19) not in legal and Action.raise_to(20) in legal
    hand.act(Action.raise_to(20))
    event = of_type(hand, PlayerActed)[-1]
    assert (event.move, event.total, event.previous_bet, event.full) == (Move.RAISE, 20, 10, True)


def test_min_raise_is_largest_full_raise_of_the_round() -> None:
    hand = deal(5000, seats=4)  # first to act 3
    hand.play("raise_to 30")  # raise by 20
    assert hand.legal_actions().min_raise_to == 50
    hand.play("raise_to 100")  # raise by 70
    assert hand.legal_actions().min_raise_to == 170
    hand.play("call call")
    assert hand.to_act == 3 and hand.legal_actions().min_raise_to == 170  # the first raiser too


def test_min_raise_resets_to_big_blind_each_street() -> None:
    hand = deal(5000, seats=2)
    hand.play("raise_to 300 call")
    assert hand.street is Street.FLOP
    assert hand.legal_actions().min_raise_to == 10


def test_short_stack_may_still_go_all_in_below_the_minimum_raise() -> None:
    hand = deal([1000, 1000, 15], button=0)  # SB 1, BB 2 (15 chips), first to act 0
    hand.play("call call")
    legal = hand.legal_actions()
    assert legal.min_raise_to == legal.max_raise_to == 15  # all in for less than a full raise
    hand.act(Action.raise_to(15))
    event = of_type(hand, PlayerActed)[-1]
    assert (event.move, event.all_in, event.full) == (Move.RAISE, True, False)


# ----- 7. short all-ins (TDA rule 47) --------------------------------------------------------


def flop_spot(stacks: list[int]) -> Hand:
    """Everyone limps and the flop comes with seat 1 first to act (button 0)."""
    hand = deal(stacks, button=0)
    n = len(stacks)
    # Preflop: first to act is seat 3 % n; everyone calls, the big blind checks.
    while hand.street is Street.PREFLOP:
        hand.act(Action.call() if hand.legal_actions().call_amount else Action.check())
    assert hand.to_act == 1 % n
    return hand


def test_short_all_in_does_not_reopen_betting() -> None:
    hand = flop_spot([1000, 1000, 160, 1000])
    hand.play("bet 100")  # seat 1
    hand.play("raise_to 150")  # seat 2 all in: 50 more, less than a full raise of 100
    assert of_type(hand, PlayerActed)[-1].full is False
    hand.play("call call")  # seats 3 and 0
    assert hand.to_act == 1
    legal = hand.legal_actions()
    assert not legal.can_raise
    assert "not reopened" in (legal.raise_closed_reason or "")
    assert legal.call_amount == 50
    with pytest.raises(IllegalActionError, match="not reopened"):
        hand.act(Action.raise_to(400))
    hand.play("call")
    assert hand.street is Street.TURN


def test_short_all_in_bet_does_not_reopen_for_a_player_who_checked() -> None:
    hand = flop_spot([1000, 1000, 16, 1000])  # seat 2 has 6 chips behind after the preflop 10
    hand.play("check")  # seat 1
    hand.play("bet 6")  # seat 2 all in for less than a full bet
    hand.play("call call")  # seats 3 and 0 call
    assert hand.to_act == 1
    assert not hand.legal_actions().can_raise


def test_player_who_has_not_acted_may_raise_after_short_all_in() -> None:
    hand = flop_spot([1000, 1000, 160, 1000])
    hand.play("bet 100 raise_to 150")
    assert hand.to_act == 3
    legal = hand.legal_actions()
    assert legal.can_raise and legal.min_raise_to == 250
    hand.play("raise_to 250")
    assert of_type(hand, PlayerActed)[-1].full
    hand.play("call")  # seat 0
    assert hand.to_act == 1 and hand.legal_actions().can_raise  # seat 1 now faces a full raise


def test_cumulative_short_all_ins_reopen_betting() -> None:
    hand = flop_spot([1000, 1000, 160, 220, 1000])
    hand.play("bet 100")  # seat 1
    hand.play("raise_to 150")  # seat 2 all in, +50
    hand.play("raise_to 210")  # seat 3 all in, +60: together +110, more than a full raise of 100
    hand.play("call")  # seat 4
    hand.play("call")  # seat 0
    assert hand.to_act == 1
    assert hand.legal_actions().can_raise


def test_short_all_ins_adding_up_to_less_than_a_full_raise_do_not_reopen() -> None:
    hand = flop_spot([1000, 1000, 140, 180, 1000])
    hand.play("bet 100 raise_to 130 raise_to 170 call call")  # +30 and +40 = 70 < 100
    assert hand.to_act == 1
    assert not hand.legal_actions().can_raise


def test_min_raise_after_short_all_ins_measured_from_last_full_raise() -> None:
    hand = flop_spot([1000, 1000, 160, 220, 1000])
    hand.play("bet 100 raise_to 150 raise_to 210")
    assert hand.legal_actions().min_raise_to == 310  # 210 + the full bet of 100, not 210 + 110
    hand.play("call call")
    assert hand.legal_actions().min_raise_to == 310
    assert hand.why_illegal(Action.raise_to(300)) == "raise to 300 is below the minimum raise to 310"


def test_preflop_short_all_in_raise_lets_the_big_blind_raise() -> None:
    hand = deal([1000, 1000, 1000, 15], button=0)  # SB 1, BB 2, first 3 (15 chips)
    hand.play("raise_to 15")  # short: +5 on a big blind of 10
    hand.play("call call")  # button and small blind
    assert hand.to_act == 2
    legal = hand.legal_actions()
    assert legal.can_raise and legal.min_raise_to == 25
    hand.play("raise_to 25")  # a full raise reopens betting for the callers
    assert hand.legal_actions().can_raise


# ----- 8. the big blind ----------------------------------------------------------------------


def test_big_blind_has_the_option() -> None:
    hand = deal(1000, seats=4)  # BB is seat 2
    hand.play("call call call")
    assert hand.street is Street.PREFLOP and hand.to_act == 2
    legal = hand.legal_actions()
    assert legal.can_check and legal.can_raise and legal.min_raise_to == 20
    hand.play("raise_to 40")
    assert hand.street is Street.PREFLOP and hand.to_act == 3


def test_big_blind_check_closes_preflop() -> None:
    hand = deal(1000, seats=3)
    hand.play("call call check")
    assert hand.street is Street.FLOP


def test_big_blind_all_in_from_posting_has_no_option() -> None:
    hand = deal([1000, 1000, 10], button=0)  # BB 2 posts all 10
    assert of_type(hand, BlindPosted)[-1].all_in
    hand.play("call call")
    assert hand.street is Street.FLOP


def test_short_small_blind_posts_what_it_has() -> None:
    hand = deal([1000, 3, 1000], button=0)
    assert [(e.seat, e.amount, e.all_in) for e in of_type(hand, BlindPosted)] == [
        (1, 3, True),
        (2, 10, False),
    ]
    assert hand.legal_actions().call_amount == 10


def test_short_big_blind_others_owe_full_big_blind() -> None:
    hand = deal([1000, 1000, 4], button=0)  # BB 2 posts 4 and is all in
    blind = of_type(hand, BlindPosted)[-1]
    assert (blind.seat, blind.amount, blind.all_in) == (2, 4, True)
    assert hand.to_act == 0
    legal = hand.legal_actions()
    assert legal.current_bet == 10 and legal.call_amount == 10
    assert legal.min_raise_to == 20  # two big blinds, not 4 + 10
    hand.play("call")
    assert hand.legal_actions().call_amount == 5  # the small blind completes to 10


def test_short_big_blind_uncalled_excess_goes_back() -> None:
    hand = deal([1000, 1000, 4], button=0, holes=["2c 7d", "3c 8d", "As Ad"], board="Kh Qh 9s 5c 4d")
    hand.play("call fold")
    assert hand.is_over
    # Seat 0's 10 is matched up to 5 by the folded small blind: 5 goes back.
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(0, 5)]
    # Main pot: 4 from each of the three; the chip above it from seat 0 and from the folded small
    # blind is a side pot only seat 0 can win.
    assert [(e.amount, e.eligible, e.shares) for e in of_type(hand, PotAwarded)] == [
        (12, (0, 2), ((2, 12),)),
        (2, (0,), ((0, 2),)),
    ]
    assert hand.stacks == (997, 995, 12)


def test_short_all_in_bet_postflop_called_for_its_amount() -> None:
    hand = flop_spot([1000, 1000, 16])  # seat 2 has 6 behind
    hand.play("check")  # seat 1
    legal = hand.legal_actions()
    assert legal.min_raise_to == legal.max_raise_to == 6
    hand.play("bet 6")
    assert of_type(hand, PlayerActed)[-1].all_in
    legal = hand.legal_actions()
    assert legal.call_amount == 6
    assert legal.min_raise_to == 16  # the 6 plus a full bet of 10
    hand.play("call call")
    assert hand.street is Street.TURN


def test_bet_below_big_blind_is_illegal_unless_all_in() -> None:
    hand = flop_spot([1000, 1000, 1000])
    with pytest.raises(IllegalActionError, match="bet 6 is below the minimum bet of 10"):
        hand.act(Action.raise_to(6))


# ----- 9. end of a round and the run-out -----------------------------------------------------


def test_round_ends_when_bets_match() -> None:
    hand = deal(1000, seats=3)
    hand.play("raise_to 40 call")
    assert hand.street is Street.PREFLOP and hand.to_act == 2
    hand.play("call")
    assert hand.street is Street.FLOP
    assert hand.committed == (0, 0, 0) and hand.contributed == (40, 40, 40)
    hand.play("bet 50 raise_to 150 call")
    assert hand.street is Street.FLOP and hand.to_act == 1  # seat 1 has not matched 150
    hand.play("call")
    assert hand.street is Street.TURN


def test_round_does_not_end_before_everyone_has_acted() -> None:
    hand = deal(1000, seats=3)
    hand.play("call call check")
    hand.play("check check")
    assert hand.street is Street.FLOP and hand.to_act == 0
    hand.play("check")
    assert hand.street is Street.TURN


def test_all_in_hands_turned_up_before_run_out() -> None:
    hand = deal([1000, 500, 1000], button=0, holes=["Kd Kc", "Ah Ad", "Qs Qh"], board="2c 7d 9s Jh 3c")
    hand.play("raise_to 1000 call fold")  # button shoves, SB calls all in for less, BB folds
    assert hand.is_over
    kinds = [type(e).__name__ for e in hand.events]
    first_street = kinds.index("StreetDealt")
    shown = of_type(hand, CardsShown)
    up_front = [e for e in shown if e.reason == "all_in"]
    assert {e.seat for e in up_front} == {0, 1}
    assert all(hand.events.index(e) < first_street for e in up_front)
    assert all(e.value is None for e in up_front)
    assert not any(e.seat == 2 for e in shown)  # the folded big blind is never shown
    assert len(of_type(hand, StreetDealt)) == 3


def test_run_out_when_only_one_player_has_chips_behind() -> None:
    hand = deal([1000, 1000, 200], button=0, holes=["Ah Ad", "Kh Kd", "Qh Qd"], board="2s 8d 9s 4h 3c")
    hand.play("call call raise_to 200")  # the big blind shoves
    hand.play("call call")
    assert hand.street is Street.FLOP and hand.to_act == 1  # two players with chips keep betting
    hand.play("bet 100 fold")  # seat 0 folds: seat 1 is alone with chips against an all-in
    assert hand.is_over
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(1, 100)]
    assert {(e.seat, e.reason) for e in of_type(hand, CardsShown) if e.reason == "all_in"} == {
        (1, "all_in"),
        (2, "all_in"),
    }
    assert [e.street for e in of_type(hand, StreetDealt)] == [Street.FLOP, Street.TURN, Street.RIVER]
    assert hand.stacks == (800, 1400, 0)


# ----- 10. uncalled bets ---------------------------------------------------------------------


def test_uncalled_bet_returned() -> None:
    hand = deal(1000, seats=2)
    hand.play("call check bet 100 fold")
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(1, 100)]
    award = of_type(hand, PotAwarded)[0]
    assert (award.amount, award.shares, award.value) == (20, ((1, 20),), None)
    assert hand.stacks == (990, 1010)


def test_uncalled_part_of_an_all_in_returned_before_showdown() -> None:
    hand = deal([1000, 300], button=0, holes=["Ah Ad", "Kh Kd"], board="2c 7d 9s Jh 3c")
    hand.play("raise_to 1000 call")
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(0, 700)]
    assert [(e.amount, e.shares) for e in of_type(hand, PotAwarded)] == [(600, ((0, 600),))]
    assert hand.stacks == (1300, 0)


def test_last_player_takes_the_pot_without_showing() -> None:
    hand = deal(1000, seats=3, holes=["Ah Ad", "Kh Kd", "2c 7d"])
    hand.play("raise_to 30 fold fold")
    assert hand.is_over and not of_type(hand, CardsShown)
    assert of_type(hand, HandEnded)[0].showdown is False
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(0, 20)]
    assert hand.stacks == (1015, 995, 990)


# ----- 11. pots ------------------------------------------------------------------------------


def test_side_pots_built_from_contributions() -> None:
    # Seat 1 has 100, seat 2 has 300, seats 0 and 3 cover: the short stack holds the best hand,
    # seat 2 the second best, so every pot goes to a different player.
    hand = deal(
        [1000, 100, 300, 1000],
        button=0,
        holes=["Qh Qd", "Ah Ad", "Kh Kd", "2c 7d"],
        board="2s 8d 9s Jh 3c",
    )
    hand.play("call raise_to 1000 call call fold")  # 3 calls, 0 shoves, 1 and 2 call all in, 3 folds
    pots = [(e.kind, e.amount, e.eligible, e.shares) for e in of_type(hand, PotAwarded)]
    assert pots == [
        (PotKind.MAIN, 100 * 3 + 10, (0, 1, 2), ((1, 310),)),
        (PotKind.SIDE, 200 * 2, (0, 2), ((2, 400),)),
    ]
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(0, 700)]
    assert hand.stacks == (700, 310, 400, 990)


def test_folded_chips_stay_in_pots() -> None:
    hand = deal([1000, 1000, 1000], button=0, holes=["Ah Ad", "Kh Kd", "Qh Qd"], board="2s 8d 9s Jh 3c")
    hand.play("raise_to 100 call call")  # 300 in
    hand.play("bet 200 call fold")  # seat 1 bets, seat 2 calls, seat 0 folds with 100 in
    hand.play("check check check check")
    awards = of_type(hand, PotAwarded)
    assert [(e.amount, e.eligible, e.shares) for e in awards] == [(700, (1, 2), ((1, 700),))]
    assert hand.stacks == (900, 1400, 700)


def test_levels_with_same_eligible_players_form_one_pot() -> None:
    hand = deal([1000, 1000, 1000], button=0, holes=["Ah Ad", "Kh Kd", "Qh Qd"], board="2s 8d 9s Jh 3c")
    hand.play("raise_to 100 fold call")  # seat 1 folds 5, seats 0 and 2 have 100 each
    play_out_passively(hand)
    assert [(e.kind, e.amount) for e in of_type(hand, PotAwarded)] == [(PotKind.ONLY, 205)]


def test_three_way_all_in_pots_and_winners() -> None:
    hand = deal(
        [50, 120, 300],
        button=2,  # SB 0, BB 1, first to act 2
        holes=["Ah Ad", "Kh Kd", "Qh Qd"],
        board="2s 8d 9s Jh 3c",
    )
    hand.play("raise_to 300 call call")
    assert of_type(hand, UncalledBetReturned) == [UncalledBetReturned(2, 180)]
    assert [(e.kind, e.amount, e.eligible, e.shares) for e in of_type(hand, PotAwarded)] == [
        (PotKind.MAIN, 150, (0, 1, 2), ((0, 150),)),
        (PotKind.SIDE, 140, (1, 2), ((1, 140),)),
    ]
    assert hand.stacks == (150, 140, 180)


# ----- 12. showdown --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("better", "worse", "board"),
    [
        pytest.param("9s 8s", "Ah Ad", "7s 6s 5s Ac As", id="straight_flush_beats_four_of_a_kind"),
        pytest.param("Ah Ad", "Kc Kd", "As Ac Kh 7c 2d", id="four_of_a_kind_beats_full_house"),
        pytest.param("Kc Kd", "Qh Jh", "Ks 7h 7c 2h 3h", id="full_house_beats_flush"),
        pytest.param("2h 3h", "Tc Jd", "9h 8h Qs Kh 4c", id="flush_beats_straight"),
        pytest.param("Tc Jd", "Kh Kd", "9h 8h Qs Ks 4c", id="straight_beats_three_of_a_kind"),
        pytest.param("7c 7d", "Ah Kh", "7s Ac Kd 2h 3d", id="three_of_a_kind_beats_two_pair"),
        pytest.param("Ah 2c", "Kh 9d", "As 2d 9h 8c 5s", id="two_pair_beats_one_pair"),
        pytest.param("Ah 3c", "Kh Qd", "As 2d 9h 8c 5s", id="one_pair_beats_high_card"),
        pytest.param("Ah 2c", "Kh Qd", "3s 4d 5h 9c Js", id="ace_low_straight_wins_over_no_pair"),
        pytest.param("6c 2d", "Ah 2h", "3s 4d 5h 9c Js", id="six_high_straight_beats_the_wheel"),
        pytest.param("Jh Td", "2c 2d", "Qs Kd Ah 5c 8s", id="broadway_straight_ace_high"),
        pytest.param("9c 9d", "Ah 3c", "Qs Kd 2h 7c 4s", id="straights_do_not_wrap"),
        pytest.param("Kh Kd", "Qh Qc", "Js 7c 7d 2h 3s", id="higher_two_pair_top_pair_first"),
        pytest.param("Ah 9c", "Ac 4h", "As 9d 4c 3h 2s", id="two_pair_second_pair_breaks_tie"),
        pytest.param("Qh Ks", "Qc Jd", "Qs 9d 9c 3h 2s", id="two_pair_kicker_breaks_tie"),
        pytest.param("Qh Qs", "2h 8h", "Qd 2d 2c 8s 3h", id="full_house_trips_rank_first"),
        pytest.param("Ah 2h", "Kh Qh", "Jh 9h 4h 5c 6d", id="flush_compares_top_card"),
        pytest.param("3h 4c", "2h 4d", "Ah Kh Qh 5h 9c", id="flush_compares_all_five_cards"),
        pytest.param("Ah Kc", "Ad Qc", "As 7d 5c 3h 2s", id="pair_kicker_breaks_tie"),
        pytest.param("Ah 7c", "Ad 6c", "Ks Qd 9c 4h 2s", id="high_card_compares_all_kickers"),
        pytest.param("Qs Jd", "7c 6d", "Ts 9s 8s 2c 3h", id="higher_straight_wins"),
        pytest.param("Qs 2h", "7s 2d", "Js Ts 9s 8s 3c", id="straight_flush_top_card"),
    ],
)
def test_showdown_best_five_of_seven(better: str, worse: str, board: str) -> None:
    for seats in ([better, worse], [worse, better]):
        hand = showdown(seats, board)
        winner = seats.index(better)
        assert winners(hand) == {winner}
        assert hand.stacks[winner] == 1010


def test_ace_low_straight_wins_over_no_pair() -> None:
    hand = showdown(["Ah 2c", "Kh Qd"], "3s 4d 5h 9c Js")
    assert winners(hand) == {0}
    shown = {e.seat: e.value for e in of_type(hand, CardsShown)}
    assert shown[0] is not None and shown[0].category.name == "STRAIGHT"
    assert shown[1] is not None and shown[1].category.name == "HIGH_CARD"
    assert hand.stacks == (1010, 990)


def test_straights_do_not_wrap() -> None:
    hand = showdown(["Ah 3c", "9c 9d"], "Qs Kd 2h 7c 4s")  # Q-K-A-2-3 is only ace high
    value = next(e.value for e in of_type(hand, CardsShown) if e.seat == 0)
    assert value is not None and value.category.name == "HIGH_CARD"
    assert winners(hand) == {1}


def test_royal_flush_is_a_straight_flush() -> None:
    hand = showdown(["2c 3d", "4h 5c"], ROYAL_BOARD)
    value = of_type(hand, CardsShown)[0].value
    assert value is not None and value.category.name == "STRAIGHT_FLUSH"
    assert shares(hand) == [((1, 10), (0, 10))]  # the board plays: split


def test_ace_plays_low_or_high_never_both() -> None:
    hand = showdown(["Ah 9c", "2h 2d"], "2s 3d 4c 5h Kd")
    value = next(e.value for e in of_type(hand, CardsShown) if e.seat == 0)
    assert value is not None and value.category.name == "STRAIGHT"
    assert value.ranks[0] == Card.parse("5c").rank  # a five-high straight, not ace-high
    assert winners(hand) == {0}


def test_suits_never_break_ties() -> None:
    hand = showdown(["As Ks", "Ah Kh"], "Qd Jc 9d 4c 2h")
    assert sorted(shares(hand)[0]) == [(0, 10), (1, 10)]


def test_complete_tie_splits_the_pot() -> None:
    hand = showdown(["2c 3d", "4h 5c", "6d 7h"], ROYAL_BOARD, button=0)
    assert sorted(shares(hand)[0]) == [(0, 10), (1, 10), (2, 10)]
    assert hand.stacks == (1000, 1000, 1000)


def test_showdown_order_last_aggressor_first() -> None:
    hand = deal(1000, seats=4, holes=["Ah Ad", "Kh Kd", "Qh Qd", "Jh Jd"], board="2s 8d 9s 4h 3c")
    hand.play("call call call check")
    hand.play("check check check check  check check check check")
    hand.play("check bet 50 call call call")  # river: seat 2 bets
    assert [e.seat for e in of_type(hand, CardsShown)] == [2, 3, 0, 1]
    assert all(e.reason == "showdown" for e in of_type(hand, CardsShown))


def test_showdown_order_last_raiser_first() -> None:
    hand = deal(1000, seats=3, holes=["Ah Ad", "Kh Kd", "Qh Qd"], board="2s 8d 9s 4h 3c")
    hand.play("call call check  check check check  check check check")
    hand.play("bet 20 raise_to 60 call call")  # river: seat 1 bets, seat 2 raises
    assert [e.seat for e in of_type(hand, CardsShown)] == [2, 0, 1]


def test_showdown_order_left_of_button_when_no_bet() -> None:
    hand = deal(1000, seats=4, button=2, holes=["Ah Ad", "Kh Kd", "Qh Qd", "Jh Jd"], board="2s 8d 9s 4h 3c")
    hand.play("call call call check")  # first to act 1 (SB 3, BB 0)
    hand.play("fold check check check")  # flop: seat 3 folds
    play_out_passively(hand)
    assert [e.seat for e in of_type(hand, CardsShown)] == [0, 1, 2]


def test_earlier_street_bet_does_not_set_showdown_order() -> None:
    hand = deal(1000, seats=3, holes=["Ah Ad", "Kh Kd", "Qh Qd"], board="2s 8d 9s 4h 3c")
    hand.play("call call check")
    hand.play("check bet 40 call call")  # flop bet by seat 2
    play_out_passively(hand)
    assert [e.seat for e in of_type(hand, CardsShown)] == [1, 2, 0]


def test_folded_hand_is_never_shown() -> None:
    hand = deal(1000, seats=3, holes=["Ah Ad", "Kh Kd", "Qh Qd"], board="2s 8d 9s 4h 3c")
    hand.play("call call check  bet 30 fold call")
    play_out_passively(hand)
    assert {e.seat for e in of_type(hand, CardsShown)} == {0, 1}


# ----- 13. awarding ----------------------------------------------------------------------------


def test_split_pot_odd_chip_goes_left_of_button() -> None:
    # Button 1, SB 2, BB 3, first to act 0. The SB folds 5 dead chips, making the pot odd (35).
    # Seats 1 and 3 tie; seat 3 is the first winner left of the button and gets the odd chip,
    # although seat 1 has the lower number and holds the button.
    hand = deal(
        1000,
        seats=4,
        button=1,
        holes=["2c 3d", "Kh Qd", "4c 5d", "Kd Qc"],
        board="As Js Ts 7h 6h",
    )
    hand.play("call call fold check")
    play_out_passively(hand)
    award = of_type(hand, PotAwarded)[0]
    assert award.amount == 35
    assert award.shares == ((3, 18), (1, 17))
    assert hand.stacks == (990, 1007, 995, 1008)


def test_odd_chips_go_one_at_a_time_in_order_from_the_button() -> None:
    assert split_pot(35, [0, 2, 4], button=3, num_seats=5) == ((4, 12), (0, 12), (2, 11))
    assert split_pot(100, [1, 2, 3], button=1, num_seats=4) == ((2, 34), (3, 33), (1, 33))


def test_heads_up_odd_chip_goes_to_big_blind() -> None:
    # A two-seat hand always ends with an even pot (both sides match), so the rule is pinned on the
    # pot function: the button (seat 0) posts the small blind, seat 1 is the big blind.
    assert split_pot(15, [0, 1], button=0, num_seats=2) == ((1, 8), (0, 7))
    assert split_pot(15, [0, 1], button=1, num_seats=2) == ((0, 8), (1, 7))


def test_each_pot_awarded_on_its_own() -> None:
    # Seat 2 is all in for 100 and ties the main pot with seat 0; seat 0 wins the side pot alone.
    hand = deal(
        [1000, 1000, 100],
        button=0,
        holes=["Ah Kd", "2c 3d", "Ac Kh"],
        board="Qs Js 8d 4h 7c",
    )
    hand.play("raise_to 300 call call")
    play_out_passively(hand)
    awards = [(e.kind, e.amount, e.shares) for e in of_type(hand, PotAwarded)]
    assert awards[0] == (PotKind.MAIN, 300, ((2, 150), (0, 150)))
    assert awards[1][0] is PotKind.SIDE and awards[1][2] == ((0, awards[1][1]),)


# ----- 14. chips are conserved ---------------------------------------------------------------


def test_chips_conserved() -> None:
    stacks = [1000, 37, 250, 600, 5, 2000]
    hand = deal(
        stacks, button=4, holes=["Ah Kd", "Qc Qd", "7s 7h", "Js Ts", "2c 2d", "9h 8h"], board="Kc Qs 3d 7d 2s"
    )
    total = sum(stacks)
    script = ["raise_to 37", "raise_to 250", "raise_to 600", "call", "call", "fold"]
    for word in script:
        if hand.is_over:
            break
        hand.act(Action.parse(word))
        assert sum(hand.stacks) + hand.pot_total == total
    play_out_passively(hand)
    assert sum(hand.stacks) == total
    ended = of_type(hand, HandEnded)[0]
    assert sum(ended.net) == 0 and ended.stacks == hand.stacks
    paid = sum(e.amount for e in of_type(hand, PotAwarded))
    assert paid == sum(hand.contributed)  # every chip that stayed in went to a pot
    assert paid == sum(amount for e in of_type(hand, PotAwarded) for _, amount in e.shares)


# ----- the table: rebuys ---------------------------------------------------------------------


def test_rebuy_to_1000_after_busting_and_counted() -> None:
    table = Table(config=TableConfig(num_seats=2), names=["Ann", "Bob"], rng=random.Random(1), button=1)
    for busts in (1, 2):
        button = (table.button + 1) % 2  # the button of the hand about to start
        deck = stacked_deck(
            num_seats=2, button=button, hole_cards={0: "Ah Ad", 1: "7c 2d"}, board="As Kd 3c 9h 4s"
        )
        hand = table.start_hand(deck)
        hand.play(f"raise_to {hand.stacks[hand.to_act] + hand.committed[hand.to_act]} call")  # all in, called
        table.finish_hand(hand)
        assert table.stacks[1] == 0
        assert table.rebuys == [0, busts - 1]

        hand = table.start_hand()
        rebought = SeatRebought(seat=1, amount=1000, rebuys=busts)
        assert hand.events[0] == rebought  # announced before the hand starts
        assert of_type(hand, SeatRebought) == [rebought]
        assert table.rebuys == [0, busts]
        assert hand.starting_stacks[1] == 1000
        assert sum(hand.starting_stacks) == 2000 + 1000 * busts  # rebuys add chips to the table
        hand.play("fold")
        table.finish_hand(hand)
    assert table.hand_number == 4


def test_no_rebuy_for_a_seat_with_chips() -> None:
    table = Table(config=TableConfig(num_seats=3), names="ABC", rng=random.Random(2), stacks=[1, 2999, 0])
    hand = table.start_hand()
    assert of_type(hand, SeatRebought) == [SeatRebought(2, 1000, 1)]
    assert table.rebuys == [0, 0, 1]


# ----- errors and notation -------------------------------------------------------------------


def test_illegal_raise_message_names_the_minimum() -> None:
    hand = deal(1000, seats=3)
    hand.play("raise_to 20")
    with pytest.raises(IllegalActionError) as caught:
        hand.act(Action.raise_to(25))
    assert str(caught.value) == "raise to 25 is below the minimum raise to 30"


def test_raise_above_the_stack_is_illegal() -> None:
    hand = deal([1000, 500, 1000], button=0)
    assert hand.why_illegal(Action.raise_to(1001)) == "raise to 1001 is more than the 1000 available"


def test_illegal_action_changes_nothing() -> None:
    hand = deal(1000, seats=3)
    hand.play("raise_to 20")
    before = (hand.events, hand.stacks, hand.to_act, hand.committed, hand.contributed, hand.legal_actions())
    for bad in (Action.raise_to(25), Action.check(), Action.raise_to(5000)):
        with pytest.raises(IllegalActionError):
            hand.act(bad)
    with pytest.raises(IllegalActionError, match="not seat 0's turn"):
        hand.act(Action.call(), seat=0)
    after = (hand.events, hand.stacks, hand.to_act, hand.committed, hand.contributed, hand.legal_actions())
    assert after == before


def test_acting_after_the_hand_is_over_is_illegal() -> None:
    hand = deal(1000, seats=2)
    hand.play("fold")
    assert hand.is_over and hand.to_act is None
    with pytest.raises(IllegalActionError, match="over"):
        hand.act(Action.check())
    with pytest.raises(IllegalActionError, match="over"):
        hand.legal_actions()


@pytest.mark.parametrize(
    "text",
    ["", "dance", "raise_to", "raise_to -5", "raise_to 2.5", "raise_to ten", "call 10", "fold now", "r"],
)
def test_malformed_action_raises_invalid_action_error(text: str) -> None:
    with pytest.raises(InvalidActionError):
        Action.parse(text)
    hand = deal(1000, seats=2)
    before = hand.events
    with pytest.raises(InvalidActionError):
        hand.play([text])
    assert hand.events == before


def test_invalid_and_illegal_are_different_errors() -> None:
    assert not issubclass(InvalidActionError, IllegalActionError)
    assert not issubclass(IllegalActionError, InvalidActionError)
    with pytest.raises(InvalidActionError):
        Action.raise_to(0)
    with pytest.raises(InvalidActionError):
        deal(1000).act("call")  # type: ignore[arg-type]


def test_actions_in_short_notation() -> None:
    assert [
        Action.parse(t) for t in ("f", "x", "k", "c", "r60", "b60", "bet 60", "raise 60", "RAISE_TO 60")
    ] == [
        Action.fold(),
        Action.check(),
        Action.check(),
        Action.call(),
        *[Action.raise_to(60)] * 5,
    ]
    hand = deal(1000, seats=3)
    hand.play("r30 c c")
    hand.play([Action.check(), "bet 20", Action.fold()])
    assert moves(hand)[-3:] == [(1, Move.CHECK, 0, 0), (2, Move.BET, 20, 20), (0, Move.FOLD, 0, 0)]


def test_action_notation_round_trips() -> None:
    for action in (Action.fold(), Action.check(), Action.call(), Action.raise_to(300)):
        assert Action.parse(str(action)) == action
        assert eval(repr(action)) == action


@pytest.mark.parametrize("seats", range(2, 11))
def test_two_to_ten_seats(seats: int) -> None:
    hand = deal(1000, seats=seats, button=seats - 1)
    assert len(hand.stacks) == seats
    assert len(of_type(hand, HoleCardsDealt)) == seats
    dealt = [c for seat in range(seats) for c in hand.hole_cards(seat)]
    assert len(set(dealt)) == 2 * seats
    play_out_passively(hand)
    assert sum(hand.stacks) == 1000 * seats
    assert len(hand.board) == 5


@pytest.mark.parametrize("seats", [0, 1, 11])
def test_fewer_than_two_or_more_than_ten_seats_rejected(seats: int) -> None:
    with pytest.raises(ValueError, match="2 to 10"):
        Hand(stacks=[1000] * seats, button=0, deck=Deck.shuffled(random.Random(0)))
    with pytest.raises(ValueError):
        TableConfig(num_seats=seats)
