"""The player reads each hand by its plain English name."""

from __future__ import annotations

import pytest

from holdem.engine.cards import parse_cards
from holdem.engine.evaluator import HandCategory, best_hand
from holdem.i18n.hands import CATALOGS, hand_label, hand_name, rank_name


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("As Ks Qs Js Ts 2c 3d", "Royal flush"),
        ("9h Kh Qh Jh Th 2c Ad", "Straight flush, King high"),
        ("Ah 2h 3h 4h 5h", "Straight flush, Five high"),
        ("9c 9d 9h 9s Ac", "Four of a kind, Nines"),
        ("Kh Kd Ks Ts Tc 4d 2c", "Full house, Kings full of Tens"),
        ("Ah 9h 7h 5h 3h Kd Kc", "Flush, Ace high"),
        ("Ah 2c 3d 4s 5h Kd", "Straight, Five high"),
        ("7h 7d 7s Ac Kd", "Three of a kind, Sevens"),
        ("Kh Kd 7c 7s Qd 2c 2h", "Two pair, Kings and Sevens"),
        ("2h 2d 6c 6s Qd", "Two pair, Sixes and Twos"),
        ("Ah Ad 7c 5s Qd", "Pair of Aces"),
        ("Ah Jd 7c 5s 3d 2c", "High card, Ace"),
    ],
)
def test_each_hand_has_a_plain_english_name(cards: str, name: str) -> None:
    assert hand_name(best_hand(parse_cards(cards))) == name


def test_every_category_has_a_name() -> None:
    for category in HandCategory:
        assert f"hand.{category.name.lower()}" in CATALOGS["en"]


def test_ranks_read_as_plain_english_words() -> None:
    assert [rank_name(rank) for rank in (0, 4, 8, 12)] == ["Two", "Six", "Ten", "Ace"]
    assert [rank_name(rank, plural=True) for rank in (0, 4, 8, 12)] == ["Twos", "Sixes", "Tens", "Aces"]


def test_unknown_language_or_rank_is_refused() -> None:
    hand = best_hand(parse_cards("Ah Ad 7c 5s Qd"))
    with pytest.raises(ValueError, match="language"):
        hand_name(hand, language="xx")
    with pytest.raises(ValueError, match="0 \\(two\\) to 12"):
        rank_name(13)


@pytest.mark.parametrize(
    ("hole", "board", "name"),
    [
        ("Ah 4d", "2d 2h Th", "The board's pair of Twos, Ace high"),
        ("Ah 4d", "2d 2h Th 7c 9s", "The board's pair of Twos, Ace high"),
        ("3c 2d", "6h 7s 8d 9c Th", "The board's straight, Ten high"),  # no card of the player's plays
        ("8c 3d", "Qh Qs Ad Kc 2h", "The board's pair of Queens, Eight plays"),  # below the A and K
        ("4c 4d", "2d 2h Th", "Two pair, Fours and Twos"),  # the player's pair makes the hand
        ("Ah Td", "2d 2h Th", "Two pair, Tens and Twos"),
        ("Ah 4d", "Kd 7h Th", "High card, Ace"),
    ],
)
def test_a_made_hand_that_is_only_the_boards_is_named_so(hole: str, board: str, name: str) -> None:
    assert hand_label(parse_cards(hole), parse_cards(board)) == name


def test_the_boards_hand_is_named_in_portuguese() -> None:
    named = hand_label(parse_cards("Ah 4d"), parse_cards("2d 2h Th"), language="pt")
    assert named == "Par de Dois da mesa, Ás alto"


def test_the_log_names_a_shown_hand_as_the_seat_does_the_boards_pair_as_the_boards() -> None:
    from holdem.app.log_lines import log_lines
    from holdem.engine import Hand, stacked_deck

    deck = stacked_deck(num_seats=2, button=0, hole_cards=["AhKs", "7c2d"], board="Jd Js 2s 9c 8h")
    hand = Hand(stacks=[1000, 1000], button=0, names=["Hero", "Ann"], deck=deck)
    hand.play("call check" + " check check" * 3)
    shown = [line.plain for line in log_lines(hand.events, ["Hero", "Ann"]) if " shows " in line.plain]
    assert shown == ["Ann shows 7♣ 2♦ · Two pair, Jacks and Twos",
                     "Hero shows A♥ K♠ · The board's pair of Jacks, Ace high"]


def test_the_log_names_the_kicker_where_two_shown_hands_differ_only_by_kickers() -> None:
    from holdem.app.log_lines import log_lines
    from holdem.engine import Hand, stacked_deck

    deck = stacked_deck(num_seats=2, button=0, hole_cards=["As6d", "4h6s"], board="6c Jd 2s 9c 8h")
    hand = Hand(stacks=[1000, 1000], button=0, names=["Hero", "Yusuf"], deck=deck)
    hand.play("call check" + " check check" * 3)
    shown = [line.plain for line in log_lines(hand.events, ["Hero", "Yusuf"]) if " shows " in line.plain]
    assert shown == ["Yusuf shows 4♥ 6♠ · Pair of Sixes, Jack kicker",
                     "Hero shows A♠ 6♦ · Pair of Sixes, Ace kicker"]


def test_no_kicker_is_named_where_the_hands_differ_before_the_kickers_or_have_none() -> None:
    from holdem.app.log_lines import kicker_words

    sixes, nines = best_hand(parse_cards("6s 6d Ah 9c 2d")), best_hand(parse_cards("9s 9d Ah 6c 2d"))
    assert kicker_words(sixes, [sixes, nines]) == "Pair of Sixes"  # itself and another pair
    flush, lower = best_hand(parse_cards("Ah Kh 9h 5h 3h")), best_hand(parse_cards("Ah Qh 9h 5h 3h"))
    assert kicker_words(flush, [lower]) == "Flush, Ace high"  # all five cards make a flush


def test_the_shortest_name_of_a_hand_on_the_board_uses_the_shortest_names_of_hands() -> None:
    """At 60x20 a seat read "Board: three of a …": the shortest form names the board's hand as a
    narrow seat names any hand ("Board: trips, 9s")."""
    hole, board = parse_cards("Ah 2c"), parse_cards("9s 9d 9h 4c Kd")
    assert hand_label(hole, board, short=2) == "Board: trips, 9s"
    assert hand_label(hole, board, short=1) == "The board's three of a kind, 9s, A high"
    # the narrowest seat (the play-test's "Board: pair o…" at 80x24): the board shows its hand
    assert hand_label(hole, board, short=3) == "Board, A high"
    assert hand_label(parse_cards("3h 2c"), board, short=3) == "Board's hand"  # no card of his plays
    assert hand_label(parse_cards("Ah Ac"), board, short=3) == "9s full of As"  # his own: its tiny name
