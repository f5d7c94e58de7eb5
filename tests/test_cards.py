"""Cards, the deck and the random streams: notation, round trips and injected randomness."""

from __future__ import annotations

import pickle
import random

import pytest

from holdem.engine import Action, Card, CardParseError, Deck, Table, TableConfig, format_cards, parse_cards
from holdem.engine.cards import ALL_CARDS, RANKS, SUITS
from holdem.engine.rng import fresh_seed, stream

EVERY_NAME = [r + s for r in RANKS for s in SUITS]


@pytest.mark.parametrize("name", EVERY_NAME)
def test_card_notation_round_trips(name: str) -> None:
    card = Card.parse(name)
    assert str(card) == name
    assert card.rank == RANKS.index(name[0]) and card.suit == SUITS.index(name[1])
    assert int(card) == card.rank * 4 + card.suit
    assert (card.rank_char, card.suit_char) == (name[0], name[1])
    assert repr(card) == f"Card.parse({name!r})"
    again = eval(repr(card))
    assert again == card and type(again) is Card
    assert pickle.loads(pickle.dumps(card)) is card


def test_cards_are_interned() -> None:
    assert Card.parse("As") is Card.parse("as") is Card.parse(" AS ") is ALL_CARDS[51]
    assert [int(c) for c in ALL_CARDS] == list(range(52))
    assert sorted(str(c) for c in ALL_CARDS) == sorted(EVERY_NAME)


def test_ten_may_be_written_10() -> None:
    assert Card.parse("10h") is Card.parse("Th")
    assert parse_cards("10h 10c") == parse_cards("Th Tc")


def test_ranks_order_deuce_to_ace() -> None:
    ranks = [Card.parse(r + "s").rank for r in "23456789TJQKA"]
    assert ranks == list(range(13))
    assert Card.parse("2s") < Card.parse("3c") < Card.parse("Ac")


@pytest.mark.parametrize("text", ["", "A", "Asd", "1s", "Zs", "Ax", "Jk", "joker", "11h"])
def test_bad_card_notation_is_rejected(text: str) -> None:
    with pytest.raises(CardParseError):
        Card.parse(text)
    assert issubclass(CardParseError, ValueError)


def test_parse_cards_together_or_apart() -> None:
    expected = (Card.parse("As"), Card.parse("Kd"), Card.parse("Th"))
    for text in ("AsKdTh", "As Kd Th", "As,Kd,Th", "as kd th", "AsKd 10h"):
        assert parse_cards(text) == expected
    assert parse_cards(["As", "Kd", "Th"]) == expected
    assert parse_cards("") == ()
    assert format_cards(expected) == "As Kd Th"
    assert parse_cards(format_cards(expected)) == expected


@pytest.mark.parametrize("text", ["AsK", "As Kx", "Asd Kd"])
def test_bad_cards_notation_is_rejected(text: str) -> None:
    with pytest.raises(CardParseError):
        parse_cards(text)


def test_deck_draws_from_the_top() -> None:
    deck = Deck.ordered(["As", "Kd", Card.parse("2c")])
    assert len(deck) == 3
    assert deck.draw() is Card.parse("As")
    assert deck.remaining() == parse_cards("Kd 2c")
    assert repr(deck) == "Deck(<2 cards>)"  # the undealt cards never show in a repr
    deck.draw()
    deck.draw()
    assert len(deck) == 0
    with pytest.raises(IndexError):
        deck.draw()


def test_deck_cannot_hold_a_card_twice() -> None:
    with pytest.raises(ValueError, match="twice"):
        Deck.ordered(["As", "Kd", "As"])


def test_complete_deck_puts_given_cards_on_top_then_the_rest() -> None:
    deck = Deck.complete(["Kd", "2c"])
    cards = deck.remaining()
    assert cards[:2] == parse_cards("Kd 2c")
    assert len(cards) == 52 and len(set(cards)) == 52
    assert list(cards[2:]) == [c for c in ALL_CARDS if c not in parse_cards("Kd 2c")]
    shuffled = Deck.complete(["Kd", "2c"], rng=random.Random(4)).remaining()
    assert shuffled[:2] == parse_cards("Kd 2c") and set(shuffled) == set(cards) and shuffled != cards


def test_shuffled_deck_has_all_52_cards() -> None:
    cards = Deck.shuffled(random.Random(9)).remaining()
    assert sorted(cards) == list(ALL_CARDS)


def test_shuffle_uses_the_injected_rng() -> None:
    assert Deck.shuffled(random.Random(42)).remaining() == Deck.shuffled(random.Random(42)).remaining()
    assert Deck.shuffled(random.Random(42)).remaining() != Deck.shuffled(random.Random(43)).remaining()
    rng = random.Random(42)
    state = rng.getstate()
    deck = Deck.shuffled(rng)
    assert rng.getstate() != state  # the deck drew from this generator...
    expected = list(ALL_CARDS)
    random.Random(42).shuffle(expected)
    assert list(deck.remaining()) == expected  # ... and from nothing else


def test_shuffle_never_touches_the_global_random_state() -> None:
    random.seed(1234)
    state = random.getstate()
    Deck.shuffled(random.Random(5))
    Deck.complete(["As"], rng=random.Random(6))
    table = Table(config=TableConfig(num_seats=6), names="ABCDEF", rng=random.Random(7))
    for _ in range(5):
        hand = table.start_hand()
        while not hand.is_over:
            legal = hand.legal_actions()
            hand.act(Action.call() if legal.call_amount else Action.check())
        table.finish_hand(hand)
    stream(3, "deck").random()
    assert random.getstate() == state


def test_same_table_seed_deals_the_same_cards() -> None:
    def first_deal(seed: int) -> list[tuple[Card, Card]]:
        table = Table(config=TableConfig(num_seats=6), names="ABCDEF", rng=random.Random(seed))
        hand = table.start_hand()
        return [hand.hole_cards(s) for s in range(6)]

    assert first_deal(11) == first_deal(11)
    assert first_deal(11) != first_deal(12)


def test_streams_repeat_under_the_same_seed_and_name() -> None:
    assert [stream(42, "deck").random() for _ in range(3)] == [stream(42, "deck").random() for _ in range(3)]
    a, b = stream(42, "deck"), stream(42, "deck")
    assert [a.random() for _ in range(10)] == [b.random() for _ in range(10)]


def test_streams_differ_by_seed_and_by_name() -> None:
    firsts = {
        stream(seed, name).random() for seed in (1, 2, 3) for name in ("deck", "bot:1", "bot:2", "pace")
    }
    assert len(firsts) == 12


def test_drawing_from_one_stream_never_changes_another() -> None:
    alone = stream(7, "deck")
    expected = [alone.random() for _ in range(20)]
    deck, bot = stream(7, "deck"), stream(7, "bot:3")
    interleaved = []
    for _ in range(20):
        for _ in range(5):
            bot.random()
        interleaved.append(deck.random())
    assert interleaved == expected


def test_fresh_seeds_come_from_the_system() -> None:
    random.seed(0)
    first = fresh_seed()
    random.seed(0)
    second = fresh_seed()
    assert first != second  # not the global generator, which was reset in between
    assert 0 <= first < 2**48 and isinstance(first, int)
