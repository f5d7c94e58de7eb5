"""The hand evaluator ranks hands as the rules of poker do, and as fast as the tables allow."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from holdem.engine import evaluator_tables
from holdem.engine.cards import format_cards, parse_cards
from holdem.engine.evaluator import (
    CLASSES_PER_CATEGORY,
    HOLES,
    STRONGEST,
    HandCategory,
    HandValue,
    best_hand,
    category,
    evaluate,
    evaluate_every_hole,
    flush_strength,
    hole_index,
    seven_card_tables,
)
from holdem.engine.evaluator_build import build_tables
from holdem.engine.evaluator_rules import ranked_classes

# Number of five-card hands in each category, from Wikipedia, "Poker probability",
# section "Frequency of 5-card poker hands" (they add up to C(52, 5) = 2,598,960).
PUBLISHED_FIVE_CARD_COUNTS = {
    HandCategory.STRAIGHT_FLUSH: 40,
    HandCategory.FOUR_OF_A_KIND: 624,
    HandCategory.FULL_HOUSE: 3_744,
    HandCategory.FLUSH: 5_108,
    HandCategory.STRAIGHT: 10_200,
    HandCategory.THREE_OF_A_KIND: 54_912,
    HandCategory.TWO_PAIR: 123_552,
    HandCategory.ONE_PAIR: 1_098_240,
    HandCategory.HIGH_CARD: 1_302_540,
}


def strength(text: str) -> int:
    return evaluate(parse_cards(text))


def random_hands(seed: int, count: int, size: int) -> list[list[int]]:
    rng = random.Random(seed)
    deck = list(range(52))
    return [rng.sample(deck, size) for _ in range(count)]


def test_every_five_card_hand_is_counted_as_published() -> None:
    strengths = Counter(map(evaluate, combinations(range(52), 5)))
    by_category: Counter[HandCategory] = Counter()
    for value, hands in strengths.items():
        by_category[category(value)] += hands
    assert by_category == PUBLISHED_FIVE_CARD_COUNTS
    assert sorted(strengths) == list(range(1, STRONGEST + 1))


def test_ordering_agrees_with_pokerkit_at_showdown() -> None:
    from pokerkit import StandardHighHand

    rng = random.Random(20260115)
    deck = list(range(52))
    for _ in range(10_000):
        dealt = rng.sample(deck, 9)
        board, first, second = dealt[:5], dealt[5:7], dealt[7:]
        ours = evaluate(first + board) - evaluate(second + board)
        theirs_first = StandardHighHand.from_game(format_cards(first), format_cards(board))
        theirs_second = StandardHighHand.from_game(format_cards(second), format_cards(board))
        theirs = (theirs_first > theirs_second) - (theirs_first < theirs_second)
        assert (ours > 0) - (ours < 0) == theirs, format_cards(dealt)


def test_ace_plays_low_in_a_wheel() -> None:
    wheel = best_hand(parse_cards("Ah 2c 3d 4s 5h"))
    assert wheel.category is HandCategory.STRAIGHT
    assert wheel.ranks == (3,)
    assert strength("Ah 2c 3d 4s 5h") < strength("2c 3d 4s 5h 6c") < strength("Ts Jh Qd Kc Ah")
    assert strength("Ah 2c 3d 4s 5h") > strength("Ah Ad Ac Ks Qh")  # still a straight, over trips
    assert best_hand(parse_cards("Ah 2h 3h 4h 5h")).category is HandCategory.STRAIGHT_FLUSH


def test_straights_do_not_wrap() -> None:
    for text in ("Qh Kd Ac 2s 3h", "Kd Ac 2s 3h 4d", "Jh Qd Kc As 2h 3c 4d"):
        assert category(strength(text)) is HandCategory.HIGH_CARD, text


def test_suits_never_break_ties() -> None:
    assert strength("As Kh Qd Jc 9s") == strength("Ac Kd Qh Js 9d")
    assert strength("Ah Kh Qh Jh 9h") == strength("As Ks Qs Js 9s")
    assert strength("7c 7d 2h 2s Kc") == strength("7h 7s 2c 2d Ks")


def test_kickers_decide_within_a_category() -> None:
    assert strength("Ah Ad Ks 7c 4d") > strength("As Ac Qs Jc 9d")
    assert strength("9h 9d 9s Ac 2d") > strength("9c 9h 9s Kc Qd")
    assert strength("Ah Kd 9s 7c 4d") > strength("As Kc 9d 7h 3d")
    # Past the fifth card nothing counts: both play the same five.
    board = "Ah Ad Kc Ks Qd"
    assert strength(board + " 3c 2d") == strength(board + " 5h 4s")


def test_two_pair_compares_higher_pair_first() -> None:
    assert strength("Kh Kd 2s 2c 3d") > strength("Qh Qd Js Jc Ad")
    assert strength("Kh Kd 5s 5c 3d") > strength("Ks Kc 4s 4c Ad")


def test_full_house_compares_trips_first() -> None:
    assert strength("3h 3d 3s 2c 2d") > strength("2h 2s 2c Ah Ad")
    assert strength("Kh Kd Ks 3c 3d") > strength("Kh Kd Kc 2c 2d")


def test_flush_compares_all_five_cards() -> None:
    assert strength("Ah Kh Qh Jh 9h") > strength("As Ks Qs Js 8s")
    assert strength("Ah Kh Qh Jh 3h") > strength("As Ks Qs Js 2s")
    assert best_hand(parse_cards("Ah Kh Qh Jh 3h")).ranks == (12, 11, 10, 9, 1)


@pytest.mark.parametrize(
    ("text", "kind", "ranks", "five"),
    [
        ("Ah 2c 3d 4s 5h Kd Kc", HandCategory.STRAIGHT, (3,), "5h 4s 3d 2c Ah"),
        ("Ah 2c 3d 4s 5h 6d", HandCategory.STRAIGHT, (4,), "6d 5h 4s 3d 2c"),
        ("Ah 2h 3h 4h 5h Kh Qh", HandCategory.STRAIGHT_FLUSH, (3,), "5h 4h 3h 2h Ah"),
        ("9s Ts Js Qs Ks Ah 2c", HandCategory.STRAIGHT_FLUSH, (11,), "Ks Qs Js Ts 9s"),
        ("Kh Kd Ks Ts Tc Td 2c", HandCategory.FULL_HOUSE, (11, 8), "Ks Kh Kd Ts Td"),
        ("7h 7d 7s 4c 4d Ac Ad", HandCategory.FULL_HOUSE, (5, 12), "7s 7h 7d Ad Ac"),
        ("Kh Kd 7c 7s Qd 2c 2h", HandCategory.TWO_PAIR, (11, 5, 10), "Kh Kd 7s 7c Qd"),
        ("Kh Kd 7c 7s 2d 2c 3h", HandCategory.TWO_PAIR, (11, 5, 1), "Kh Kd 7s 7c 3h"),
        ("9c 9d 9h 9s 2c 2d 2h", HandCategory.FOUR_OF_A_KIND, (7, 0), "9s 9h 9d 9c 2h"),
        ("Ah 9h 7h 5h 3h 2h Kd", HandCategory.FLUSH, (12, 7, 5, 3, 1), "Ah 9h 7h 5h 3h"),
        ("Ac Kd 9h 7s 5c 3d", HandCategory.HIGH_CARD, (12, 11, 7, 5, 3), "Ac Kd 9h 7s 5c"),
        ("Qc Qd 9h 7s 5c 3d 2h", HandCategory.ONE_PAIR, (10, 7, 5, 3), "Qd Qc 9h 7s 5c"),
        ("6c 6d 6h As 2c", HandCategory.THREE_OF_A_KIND, (4, 12, 0), "6h 6d 6c As 2c"),
    ],
)
def test_best_five_of_seven(text: str, kind: HandCategory, ranks: tuple[int, ...], five: str) -> None:
    hand = best_hand(parse_cards(text))
    assert (hand.category, hand.ranks, format_cards(hand.cards)) == (kind, ranks, five)
    assert hand.strength == strength(text)
    assert category(hand.strength) is kind


def test_evaluate_agrees_with_best_hand_on_random_hands() -> None:
    strength_of = {cls: value for value, cls in enumerate(ranked_classes(), start=1)}
    for size in (5, 6, 7):
        for cards in random_hands(seed=size, count=3_000, size=size):
            hand = best_hand(cards)
            assert hand.strength == evaluate(cards) == strength_of[hand.category, hand.ranks]
            assert evaluate(hand.cards) == hand.strength  # the five named cards make the hand


def test_more_cards_score_the_best_of_their_five_card_subsets() -> None:
    for size in (6, 7):
        for cards in random_hands(seed=100 + size, count=3_000, size=size):
            assert evaluate(cards) == max(map(evaluate, combinations(cards, 5))), format_cards(cards)


def _boards(rng: random.Random, size: int) -> list[list[int]]:
    """Random boards of ``size`` cards, and as many with three, four or five cards of one suit (flushes)."""
    boards = [rng.sample(range(52), size) for _ in range(40)]
    for suit in range(4):
        suited = range(suit, 52, 4)
        others = [card for card in range(52) if card & 3 != suit]
        for count in range(3, size + 1):
            for _ in range(4):
                boards.append(rng.sample(suited, count) + rng.sample(others, size - count))
    return boards


def test_a_whole_board_read_at_once_gives_each_hole_its_own_strength_and_0_to_those_it_holds() -> None:
    rng = random.Random(11)
    for size in (3, 4, 5):
        for board in _boards(rng, size):
            rng.shuffle(board)
            expected = [0 if a in board or b in board else evaluate((a, b, *board)) for a, b in HOLES]
            assert evaluate_every_hole(board) == expected, format_cards(board)
    with pytest.raises(ValueError, match="board is 3 to 5 cards"):
        evaluate_every_hole(parse_cards("As Ks"))


def test_holes_are_every_two_cards_once_each_found_at_its_index() -> None:
    assert len(HOLES) == len(set(HOLES)) == 52 * 51 // 2
    assert all(hi > lo for hi, lo in HOLES)
    assert [hole_index(hi, lo) for hi, lo in HOLES] == list(range(len(HOLES)))
    assert [hole_index(lo, hi) for hi, lo in HOLES] == list(range(len(HOLES)))


def test_cards_ints_lists_and_tuples_give_the_same_strength() -> None:
    for cards in random_hands(seed=7, count=500, size=7):
        as_cards = parse_cards(format_cards(cards))
        assert evaluate(cards) == evaluate(tuple(cards)) == evaluate(as_cards) == evaluate(list(as_cards))


def test_hand_values_order_by_strength() -> None:
    wheel = best_hand(parse_cards("Ah 2c 3d 4s 5h Kd Kc"))
    kings = best_hand(parse_cards("Ah 2c 3d 4s 9h Kd Kc"))
    same_kings = best_hand(parse_cards("As 2c 3d 4s 9h Kh Ks"))
    assert kings < wheel and wheel > kings and kings <= same_kings and kings >= same_kings
    assert kings.strength == same_kings.strength and kings != same_kings
    assert max([kings, wheel]) is wheel
    assert isinstance(wheel, HandValue)


def test_category_boundaries_follow_the_class_counts() -> None:
    assert Counter(kind for kind, _ in ranked_classes()) == dict(
        zip(HandCategory, CLASSES_PER_CATEGORY, strict=True)
    )
    assert sum(CLASSES_PER_CATEGORY) == STRONGEST
    first = 1
    for kind, count in zip(HandCategory, CLASSES_PER_CATEGORY, strict=True):
        assert category(first) is category(first + count - 1) is kind
        first += count
    for outside in (0, STRONGEST + 1):
        with pytest.raises(ValueError, match="1 to 7462"):
            category(outside)


def test_bad_hands_are_rejected_with_a_reason() -> None:
    with pytest.raises(ValueError, match="5 to 7 cards"):
        evaluate(parse_cards("As Kd Qh Jc"))
    with pytest.raises(ValueError, match="5 to 7 cards"):
        evaluate(list(range(8)))
    with pytest.raises(ValueError, match="0 to 51"):
        evaluate([0, 1, 2, 3, 4, 5, 52])
    with pytest.raises(ValueError, match="same card twice"):
        best_hand(parse_cards("As As Kd Qh Jc"))


def test_literals_in_evaluate_match_the_table_layout() -> None:
    # evaluate() writes these constants out as literals for speed.
    layout = (evaluator_tables.SUIT_SHIFT, evaluator_tables.RANK_MASK, evaluator_tables.ROW_SHIFT)
    assert layout == (23, 0x7FFFFF, 12)


def test_shipped_table_equals_a_fresh_build() -> None:
    # Compared uncompressed: another zlib build may compress the same content differently.
    shipped = evaluator_tables.decode_payload(evaluator_tables.shipped_bytes())
    assert shipped == evaluator_tables.decode_payload(build_tables())


def test_an_evaluation_meeting_the_tables_half_loaded_waits_for_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two threads' first evaluations at once (an opponent thinking, the odds aid): one loads, one waits."""
    import threading

    from holdem.engine import evaluator

    hand = list(parse_cards("As Ks Qs Js Ts 2c 3d"))
    expected = evaluate(hand)
    loaded = list(evaluator._FLUSH_SUIT_7)
    monkeypatch.setattr(evaluator, "_FLUSH_SUIT_7", [])  # filled last by the thread loading them ...
    answers: list[int] = []
    with evaluator._LOAD_LOCK:  # ... which holds the lock meanwhile
        worker = threading.Thread(target=lambda: answers.append(evaluate(hand)))
        worker.start()
        worker.join(0.2)
        assert answers == []  # waiting for the load, not failing
        evaluator._FLUSH_SUIT_7[:] = loaded
    worker.join(10)
    assert answers == [expected]


def test_seven_card_tables_read_a_summed_key_as_evaluate_does() -> None:
    # The Monte Carlo loops add card keys themselves: on 20,000 seeded hands (flushes among them)
    # the strength read from the summed key is evaluate()'s.
    rng = random.Random(11)
    tables = seven_card_tables()
    flushes = 0
    for _ in range(20_000):
        cards = rng.sample(range(52), 7)
        key = sum(tables.keys[card] for card in cards)
        flush = tables.flush_suit[key >> tables.suit_shift]
        if flush:
            flushes += 1
            strength = flush_strength(cards, flush - 1)
        else:
            ranks = key & tables.rank_mask
            strength = tables.by_rank_hash[ranks + tables.row_offsets[ranks >> tables.row_shift]]
        assert strength == evaluate(cards)
    assert flushes > 400  # about 3% of seven-card hands hold a flush
